package org.uri2396.spark;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.spark.sql.api.java.UDF3;

/**
 * {@code uri_parse_url(url, 'QUERY', key)}: the value of {@code key} in the raw
 * query, as Spark's {@code parse_url} finds it: the first match of
 * {@code (&|^)KEY=([^&]*)}, the key read as a Java regular expression, as Spark
 * reads it. Null for another part than QUERY, as Spark answers.
 */
public class ParseUrlKey implements UDF3<String, String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient String key;
    private transient Pattern pattern;

    @Override
    public String call(String url, String part, String key) {
        if (url == null || part == null || key == null || !"QUERY".equals(part)) {
            return null;
        }
        String query = ParseUrl.part(url, ParseUrl.QUERY);
        if (query == null) {
            return null;
        }
        if (!key.equals(this.key)) {
            pattern = Pattern.compile("(&|^)" + key + "=([^&]*)");
            this.key = key;
        }
        Matcher m = pattern.matcher(query);
        return m.find() ? m.group(2) : null;
    }
}
