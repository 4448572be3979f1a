// Prints INPUT<TAB>HOST for each line CLASS<TAB>INPUT of the file given:
// java.net.URI's getHost(); "-" when it is null, "!" when the URI is
// refused. Run by record.sh.
import java.nio.file.*;
public class Hosts {
    public static void main(String[] args) throws Exception {
        for (String line : Files.readAllLines(Paths.get(args[0]))) {
            if (line.isEmpty() || line.startsWith("#")) continue;
            String input = line.split("\t", 2)[1];
            String host;
            try { String h = new java.net.URI(input).getHost(); host = h == null ? "-" : h; }
            catch (java.net.URISyntaxException e) { host = "!"; }
            System.out.println(input + "\t" + host);
        }
    }
}
