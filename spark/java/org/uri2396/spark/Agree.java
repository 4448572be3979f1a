package org.uri2396.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * {@code uri_agree(s, readings)}: the defenders' verdict of {@code uri2396 check
 * --agree}. {@code readings} names two readings or more, separated by commas
 * ({@code 'whatwg,java'}); {@code agree} is true when every reading refuses
 * {@code s}, or every one accepts it with one scheme, host and effective port;
 * where they do not, {@code class} names the confusion.
 */
public class Agree implements UDF2<String, String, Row> {
    private static final long serialVersionUID = 1L;

    /** The struct {@code uri_agree} returns. */
    public static final StructType TYPE = DataTypes.createStructType(new StructField[] {
        DataTypes.createStructField("agree", DataTypes.BooleanType, false),
        DataTypes.createStructField("class", DataTypes.StringType, true),
    });

    @Override
    public Row call(String s, String readings) {
        if (s == null || readings == null) {
            return null;
        }
        return RowFactory.create(values(s, readings));
    }

    /** {@code agree} and {@code class}. */
    static Object[] values(String s, String readings) {
        boolean[] agreed = new boolean[1];
        String confusion = Native.agree(s, readings, agreed);
        return new Object[] {agreed[0], confusion};
    }
}
