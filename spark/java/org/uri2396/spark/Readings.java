package org.uri2396.spark;

/**
 * A reading's name and its handle in the library. The handle of a reading
 * that is no named one lives in one JVM only, so each UDF keeps the name,
 * which travels to the executors, and asks for the handle there.
 */
final class Readings {
    private Readings() {}

    /** The handle of {@code name}, or an IllegalArgumentException that lists the readings. */
    static int handle(String name) {
        int handle = Native.reading(name);
        if (handle < 0) {
            throw new IllegalArgumentException(unknown(name));
        }
        return handle;
    }

    static String unknown(String name) {
        return "uri2396: no reading `" + name + "`; the readings are " + Native.readingNames()
            + ", or a choice of switches such as rfc2732+ports";
    }

    /** The handle of the last name asked for, kept for the rows that follow. */
    static final class Cache {
        private String name;
        private int handle;

        int of(String reading) {
            if (!reading.equals(name)) {
                handle = handle(reading);
                name = reading;
            }
            return handle;
        }
    }
}
