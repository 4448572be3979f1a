// Records what java.net.URI's operations make of each input of
// tests/data/java/inputs.jsonl that `new URI(s)` accepts: `resolve` against
// the base of RFC 2396 Appendix C, `normalize`, and, for an input that can
// serve as a base (absolute, hierarchical), `resolve` of a few references
// against it and `relativize` of their results; `relativize` of the input
// against the base of Appendix C; and `equals` between the input and its
// normal form, and the input in upper and in lower case. The reference for
// the operations of the `java` dialect. Compiled with RecordUri.java, whose quoting and JSON
// reading it shares.
//
//   java RecordOperations INPUTS.jsonl OPERATIONS.jsonl
//
// One JSON object a line, for the accepted inputs only, in their order;
// tests/data/java/README.md describes the fields.

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

public class RecordOperations {
    static final String APPENDIX_C = "http://a/b/c/d;p?q";
    // Against an input that serves as a base: a relative path, a climb, a
    // query alone, a fragment alone, the empty reference.
    static final String[] REFERENCES = {"g", "../g", "?y", "#s", ""};

    public static void main(String[] args) throws IOException, URISyntaxException {
        if (args.length != 2) {
            System.err.println("usage: java RecordOperations INPUTS.jsonl OPERATIONS.jsonl");
            System.exit(2);
        }
        URI base = new URI(APPENDIX_C);
        URI[] references = new URI[REFERENCES.length];
        for (int i = 0; i < REFERENCES.length; i++) {
            references[i] = new URI(REFERENCES[i]);
        }
        int lineNumber = 0;
        try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.UTF_8);
             BufferedWriter out = Files.newBufferedWriter(Paths.get(args[1]), StandardCharsets.US_ASCII)) {
            String line;
            while ((line = in.readLine()) != null) {
                lineNumber++;
                String input = RecordUri.parseJsonString(line, lineNumber);
                URI uri;
                try {
                    uri = new URI(input);
                } catch (URISyntaxException | RuntimeException e) {
                    continue;
                }
                StringBuilder sb = new StringBuilder();
                sb.append("{\"input\":").append(RecordUri.quote(input));
                sb.append(",\"resolved\":").append(outcome(() -> base.resolve(uri)));
                sb.append(",\"normalized\":").append(outcome(uri::normalize));
                if (uri.isAbsolute() && !uri.isOpaque()) {
                    sb.append(",\"as_base\":[");
                    for (int i = 0; i < references.length; i++) {
                        URI reference = references[i];
                        sb.append(i == 0 ? "" : ",").append(outcome(() -> uri.resolve(reference)));
                    }
                    // Relativize each of those results, read again from
                    // its text (what a caller holds), against the input.
                    sb.append("],\"as_base_relativized\":[");
                    for (int i = 0; i < references.length; i++) {
                        URI reference = references[i];
                        sb.append(i == 0 ? "" : ",").append(outcome(
                            () -> uri.relativize(reread(uri.resolve(reference)))));
                    }
                    sb.append(']');
                } else {
                    sb.append(",\"as_base\":null,\"as_base_relativized\":null");
                }
                sb.append(",\"relativized\":").append(outcome(() -> base.relativize(uri)));
                // equals against the normal form, and against the input in
                // upper and in lower case, each read again from its text.
                sb.append(",\"equals\":[").append(equality(uri, uri.normalize().toString()));
                sb.append(',').append(equality(uri, input.toUpperCase(java.util.Locale.ROOT)));
                sb.append(',').append(equality(uri, input.toLowerCase(java.util.Locale.ROOT)));
                sb.append(']');
                out.write(sb.append('}').toString());
                out.write('\n');
            }
        }
    }

    // A URI read again from its text: java.net.URI's toString of a built
    // URI does not always read back as the same components.
    static URI reread(URI uri) {
        try {
            return new URI(uri.toString());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    // uri.equals(new URI(other)), or null when other is no URI for Java.
    static String equality(URI uri, String other) {
        try {
            return String.valueOf(uri.equals(new URI(other)));
        } catch (URISyntaxException e) {
            return "null";
        }
    }

    interface Operation {
        URI run();
    }

    // The result's text, or {"error": class, "reason": message} when the
    // operation throws.
    static String outcome(Operation operation) {
        try {
            return RecordUri.quote(operation.run().toString());
        } catch (RuntimeException e) {
            return "{\"error\":" + RecordUri.quote(e.getClass().getName())
                + ",\"reason\":" + RecordUri.quote(e.getMessage()) + "}";
        }
    }
}
