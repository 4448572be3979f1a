package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF2;

/**
 * {@code uri_parse_url(url, part)}: what Spark's own {@code parse_url(url, part)}
 * answers (with ANSI mode off, or {@code try_parse_url}), from the library's
 * {@code java} dialect (java.net.URI's grammar): HOST, PATH, QUERY, REF, PROTOCOL, FILE,
 * AUTHORITY or USERINFO, null where Spark gives null.
 */
public class ParseUrl implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;

    /** Spark's part names, in the order of the library's {@code Part::ALL}. */
    static final String[] PARTS = {
        "HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "AUTHORITY", "USERINFO"
    };

    static final int QUERY = 2;

    @Override
    public String call(String url, String part) {
        if (url == null || part == null) {
            return null;
        }
        for (int i = 0; i < PARTS.length; i++) {
            if (PARTS[i].equals(part)) {
                return part(url, i);
            }
        }
        return null;
    }

    /** The part at {@code index} of {@link #PARTS}, or null. */
    static String part(String url, int index) {
        int[] span = new int[2];
        return Native.parseUrl(url, index, span) ? url.substring(span[0], span[1]) : null;
    }
}
