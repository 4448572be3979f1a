package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF1;

/**
 * {@code uri_normalize(s)}: the normal form of {@code s} (RFC 2396 6, 3.1),
 * null when it is no URI reference. {@link NormalizeIn} takes the dialect.
 */
public class Normalize implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(String s) {
        return s == null ? null : Native.normalize(s, 0);
    }
}
