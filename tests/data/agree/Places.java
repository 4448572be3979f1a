// Prints INPUT<TAB>PLACE for each line of the files given: the scheme, host
// and port that java.net.URI gives (getScheme, getHost, getPort), each "-"
// when absent (a null host or scheme, a port of -1), separated by spaces;
// "!" when the URI is refused. Run by record.sh.
import java.nio.file.*;
public class Places {
    public static void main(String[] args) throws Exception {
        for (String file : args) {
            for (String input : Files.readAllLines(Paths.get(file))) {
                String place;
                try {
                    java.net.URI u = new java.net.URI(input);
                    String scheme = u.getScheme() == null ? "-" : u.getScheme();
                    String host = u.getHost() == null || u.getHost().isEmpty() ? "-" : u.getHost();
                    String port = u.getPort() == -1 ? "-" : Integer.toString(u.getPort());
                    place = scheme + " " + host + " " + port;
                } catch (java.net.URISyntaxException e) {
                    place = "!";
                }
                System.out.println(input + "\t" + place);
            }
        }
    }
}
