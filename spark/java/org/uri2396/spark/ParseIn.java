package org.uri2396.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_parse(s, reading)}: {@link Parse} in a reading named by its second argument. */
public class ParseIn implements UDF2<String, String, Row> {
    private static final long serialVersionUID = 1L;
    private transient Readings.Cache readings;

    @Override
    public Row call(String s, String reading) {
        if (s == null || reading == null) {
            return null;
        }
        if (readings == null) {
            readings = new Readings.Cache();
        }
        return Parse.parse(s, readings.of(reading));
    }
}
