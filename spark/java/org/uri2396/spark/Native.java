package org.uri2396.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The native methods of the library (spark/src/lib.rs), and its loading: the
 * shared library inside this jar is unpacked once per JVM into a directory
 * named by its digest, under a lock file, and loaded from there. Strings go
 * in as they are; offsets come back in UTF-16 code units, as
 * {@link String#substring(int, int)} takes them.
 */
final class Native {
    /** Where build.sh puts the library inside the jar. */
    static final String RESOURCE = "/org/uri2396/spark/native/linux-x86_64/liburi2396_spark.so";

    static {
        load();
    }

    private Native() {}

    static native int dialect(String name);

    static native String dialectNames();

    static native boolean valid(String s, int dialect);

    static native boolean parse(String s, int dialect, int[] spans);

    static native String error(String s, int dialect, int lang);

    static native boolean parseUrl(String s, int part, int[] span);

    static native String resolve(String reference, String base, int dialect);

    static native String normalize(String s, int dialect);

    static native String compareReadings();

    static native void compare(String s, String[] out);

    static native String guardError(String list);

    static native String agree(String s, String list, boolean[] agreed);

    /** Unpacks the library (when this JVM is the first to need it) and loads it. */
    private static void load() {
        String override = System.getProperty("uri2396.spark.library");
        if (override != null) {
            System.load(override);
            return;
        }
        byte[] bytes;
        try (InputStream in = Native.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new UnsatisfiedLinkError(
                    "uri2396-spark: no " + RESOURCE + " in the jar; this jar is for linux-x86_64 ("
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch") + " here)");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path dir = Paths.get(System.getProperty("java.io.tmpdir"),
            "uri2396-spark-" + System.getProperty("user.name", "user"), digest(bytes));
        Path library = dir.resolve("liburi2396_spark.so");
        try {
            Files.createDirectories(dir);
            // One JVM of the machine unpacks it; the others wait, then find it.
            try (FileChannel lock = FileChannel.open(dir.resolve(".lock"),
                     StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                FileLock held = lock.lock();
                try {
                    if (!Files.exists(library) || Files.size(library) != bytes.length) {
                        Path partial = Files.createTempFile(dir, "liburi2396_spark", ".part");
                        Files.write(partial, bytes);
                        Files.move(partial, library, StandardCopyOption.ATOMIC_MOVE,
                            StandardCopyOption.REPLACE_EXISTING);
                    }
                } finally {
                    held.release();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("uri2396-spark: cannot unpack the library into " + dir, e);
        }
        System.load(library.toAbsolutePath().toString());
    }

    private static String digest(byte[] bytes) {
        try {
            byte[] sum = MessageDigest.getInstance("SHA-256").digest(bytes);
            StringBuilder hex = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                hex.append(String.format("%02x", sum[i]));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
