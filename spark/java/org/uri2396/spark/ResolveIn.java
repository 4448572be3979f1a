package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF3;

/** {@code uri_resolve(ref, base, dialect)}: {@link Resolve} in a dialect. */
public class ResolveIn implements UDF3<String, String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient Dialects.Cache dialects;

    @Override
    public String call(String reference, String base, String dialect) {
        if (reference == null || base == null || dialect == null) {
            return null;
        }
        if (dialects == null) {
            dialects = new Dialects.Cache();
        }
        return Native.resolve(reference, base, dialects.of(dialect));
    }
}
