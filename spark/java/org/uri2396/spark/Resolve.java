package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/**
 * {@code uri_resolve(ref, base)}: the target of {@code ref} against {@code base}
 * (RFC 2396 5.2), null where there is none. {@link ResolveIn} takes the dialect.
 */
public class Resolve implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(String reference, String base) {
        return reference == null || base == null ? null : Native.resolve(reference, base, 0);
    }
}
