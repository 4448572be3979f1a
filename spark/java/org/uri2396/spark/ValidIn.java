package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_valid(s, reading)}: {@link Valid} in a reading named by its second argument. */
public class ValidIn implements UDF2<String, String, Boolean> {
    private static final long serialVersionUID = 1L;
    private transient Readings.Cache readings;

    @Override
    public Boolean call(String s, String reading) {
        if (s == null || reading == null) {
            return null;
        }
        if (readings == null) {
            readings = new Readings.Cache();
        }
        return Native.valid(s, readings.of(reading));
    }
}
