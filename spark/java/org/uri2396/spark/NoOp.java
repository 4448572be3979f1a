package org.uri2396.spark;

import org.apache.spark.sql.api.java.UDF1;

/**
 * A Java UDF that gives its input back: the floor of a Java UDF's cost in
 * Spark (the string in, the string out), which python/bench.py times the
 * other functions against.
 */
public class NoOp implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(String s) {
        return s;
    }
}
