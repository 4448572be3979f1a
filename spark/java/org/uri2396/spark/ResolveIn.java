package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF3;

/** {@code uri_resolve(ref, base, reading)}: {@link Resolve} in a reading. */
public class ResolveIn implements UDF3<String, String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient Readings.Cache readings;

    @Override
    public String call(String reference, String base, String reading) {
        if (reference == null || base == null || reading == null) {
            return null;
        }
        if (readings == null) {
            readings = new Readings.Cache();
        }
        return Native.resolve(reference, base, readings.of(reading));
    }
}
