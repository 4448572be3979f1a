// Records what java.net.URI makes of each input of tests/data/java/inputs.jsonl:
// `new URI(s)`, valid or not, and its components. The JDK only, one file.
//
//   java tests/java/RecordUri.java INPUTS.jsonl ANSWERS.jsonl
//
// The answers file: a header line (the JDK), then one JSON object a line, in
// the order of the inputs. Written by hand so that it is ASCII: every
// character outside printable US-ASCII is escaped as backslash-u and four hex digits (UTF-16 code
// units, so a character above U+FFFF is two). tests/data/java/README.md
// describes the fields.

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

public class RecordUri {
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java RecordUri.java INPUTS.jsonl ANSWERS.jsonl");
            System.exit(2);
        }
        int lineNumber = 0;
        try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.UTF_8);
             BufferedWriter out = Files.newBufferedWriter(Paths.get(args[1]), StandardCharsets.US_ASCII)) {
            out.write("{\"jdk_major\":" + Runtime.version().feature()
                      + ",\"java_version\":" + quote(System.getProperty("java.version"))
                      + ",\"java_vendor\":" + quote(System.getProperty("java.vendor"))
                      + "}\n");
            String line;
            while ((line = in.readLine()) != null) {
                lineNumber++;
                out.write(answer(parseJsonString(line, lineNumber)));
                out.write('\n');
            }
        }
    }

    static String answer(String input) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\"input\":").append(quote(input));
        URI uri;
        try {
            uri = new URI(input);
        } catch (URISyntaxException e) {
            sb.append(",\"valid\":false");
            sb.append(",\"error\":").append(quote(e.getClass().getName()));
            sb.append(",\"reason\":").append(quote(e.getReason()));
            sb.append(",\"index\":").append(e.getIndex());
            return sb.append('}').toString();
        } catch (RuntimeException e) {
            // Not documented, but thrown: record it rather than stop.
            sb.append(",\"valid\":false");
            sb.append(",\"error\":").append(quote(e.getClass().getName()));
            sb.append(",\"reason\":").append(quote(e.getMessage()));
            sb.append(",\"index\":null");
            return sb.append('}').toString();
        }
        sb.append(",\"valid\":true");
        field(sb, "scheme", uri.getScheme());
        field(sb, "authority", uri.getRawAuthority());
        field(sb, "userinfo", uri.getRawUserInfo());
        field(sb, "host", uri.getHost());
        sb.append(",\"port\":").append(uri.getPort());
        field(sb, "path", uri.getRawPath());
        field(sb, "ssp", uri.getRawSchemeSpecificPart());
        field(sb, "query", uri.getRawQuery());
        field(sb, "fragment", uri.getRawFragment());
        sb.append(",\"opaque\":").append(uri.isOpaque());
        sb.append(",\"absolute\":").append(uri.isAbsolute());
        // Server-based: the parse of the authority as [userinfo@]host[:port]
        // succeeded, so a host was kept; when it failed, URI.java keeps the
        // authority as registry-based and leaves host null. No authority
        // (none, or the empty one that URI leaves undefined): null.
        sb.append(",\"server_based\":");
        if (uri.getRawAuthority() == null) {
            sb.append("null");
        } else {
            sb.append(uri.getHost() != null);
        }
        return sb.append('}').toString();
    }

    static void field(StringBuilder sb, String name, String value) {
        sb.append(",\"").append(name).append("\":").append(quote(value));
    }

    static String quote(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder(s.length() + 2);
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    // One JSON string, the whole line: the escapes of RFC 8259.
    static String parseJsonString(String line, int lineNumber) {
        int n = line.length();
        if (n < 2 || line.charAt(0) != '"' || line.charAt(n - 1) != '"') {
            throw new IllegalArgumentException("line " + lineNumber + ": not a JSON string");
        }
        StringBuilder sb = new StringBuilder(n);
        for (int i = 1; i < n - 1; i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (++i >= n - 1) {
                throw new IllegalArgumentException("line " + lineNumber + ": escape at the end");
            }
            char e = line.charAt(i);
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    if (i + 4 >= n) {
                        throw new IllegalArgumentException("line " + lineNumber + ": short \\u escape");
                    }
                    sb.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                    i += 4;
                    break;
                default:
                    throw new IllegalArgumentException("line " + lineNumber + ": bad escape \\" + e);
            }
        }
        return sb.toString();
    }
}
