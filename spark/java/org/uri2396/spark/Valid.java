package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF1;

/** {@code uri_valid(s)}: whether {@code s} is a URI reference of RFC 2396 (strict). */
public class Valid implements UDF1<String, Boolean> {
    private static final long serialVersionUID = 1L;

    @Override
    public Boolean call(String s) {
        return s == null ? null : Native.valid(s, 0);
    }
}
