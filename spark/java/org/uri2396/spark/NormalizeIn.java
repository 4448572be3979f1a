package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_normalize(s, reading)}: {@link Normalize} in a reading. */
public class NormalizeIn implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient Readings.Cache readings;

    @Override
    public String call(String s, String reading) {
        if (s == null || reading == null) {
            return null;
        }
        if (readings == null) {
            readings = new Readings.Cache();
        }
        return Native.normalize(s, readings.of(reading));
    }
}
