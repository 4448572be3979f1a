package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_valid(s, dialect)}: {@link Valid} in a dialect named by its second argument. */
public class ValidIn implements UDF2<String, String, Boolean> {
    private static final long serialVersionUID = 1L;
    private transient Dialects.Cache dialects;

    @Override
    public Boolean call(String s, String dialect) {
        if (s == null || dialect == null) {
            return null;
        }
        if (dialects == null) {
            dialects = new Dialects.Cache();
        }
        return Native.valid(s, dialects.of(dialect));
    }
}
