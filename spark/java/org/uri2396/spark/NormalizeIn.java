package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_normalize(s, dialect)}: {@link Normalize} in a dialect. */
public class NormalizeIn implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient Dialects.Cache dialects;

    @Override
    public String call(String s, String dialect) {
        if (s == null || dialect == null) {
            return null;
        }
        if (dialects == null) {
            dialects = new Dialects.Cache();
        }
        return Native.normalize(s, dialects.of(dialect));
    }
}
