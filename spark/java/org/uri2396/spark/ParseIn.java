package org.uri2396.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF2;

/** {@code uri_parse(s, dialect)}: {@link Parse} in a dialect named by its second argument. */
public class ParseIn implements UDF2<String, String, Row> {
    private static final long serialVersionUID = 1L;
    private transient Dialects.Cache dialects;

    @Override
    public Row call(String s, String dialect) {
        if (s == null || dialect == null) {
            return null;
        }
        if (dialects == null) {
            dialects = new Dialects.Cache();
        }
        return Parse.parse(s, dialects.of(dialect));
    }
}
