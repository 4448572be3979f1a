package org.uri2396.spark;

/**
 * A dialect's name and its handle in the library. The handle of a dialect
 * that is no named one lives in one JVM only, so each UDF keeps the name,
 * which travels to the executors, and asks for the handle there.
 */
final class Dialects {
    private Dialects() {}

    /** The handle of {@code name}, or an IllegalArgumentException that lists the dialects. */
    static int handle(String name) {
        int handle = Native.dialect(name);
        if (handle < 0) {
            throw new IllegalArgumentException(unknown(name));
        }
        return handle;
    }

    static String unknown(String name) {
        return "uri2396: no dialect `" + name + "`; the dialects are " + Native.dialectNames()
            + ", or a choice of switches such as rfc2732+ports";
    }

    /** The handle of the last name asked for, kept for the rows that follow. */
    static final class Cache {
        private String name;
        private int handle;

        int of(String dialect) {
            if (!dialect.equals(name)) {
                handle = handle(dialect);
                name = dialect;
            }
            return handle;
        }
    }
}
