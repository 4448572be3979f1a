package org.uri2396.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * {@code uri_parse(s)}: the components of a URI reference as RFC 2396 reads it
 * (strict), each as written: null when absent, "" when empty; {@code valid},
 * and the reason when it is not. {@link ParseIn} takes the dialect.
 */
public class Parse implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    /** The components, in the order of {@link #TYPE}'s first seven fields. */
    static final String[] COMPONENTS = {
        "scheme", "userinfo", "host", "port", "path", "query", "fragment"
    };

    /** The struct {@code uri_parse} returns. */
    public static final StructType TYPE = type();

    private static StructType type() {
        StructField[] fields = new StructField[COMPONENTS.length + 2];
        for (int i = 0; i < COMPONENTS.length; i++) {
            fields[i] = DataTypes.createStructField(COMPONENTS[i], DataTypes.StringType, true);
        }
        fields[COMPONENTS.length] = DataTypes.createStructField("valid", DataTypes.BooleanType, false);
        fields[COMPONENTS.length + 1] = DataTypes.createStructField("error", DataTypes.StringType, true);
        return DataTypes.createStructType(fields);
    }

    @Override
    public Row call(String s) {
        return parse(s, 0);
    }

    /** The row of {@code s} in the dialect {@code handle}; null for null. */
    static Row parse(String s, int handle) {
        return s == null ? null : RowFactory.create(values(s, handle));
    }

    /** The fields of {@code s}'s row in the dialect {@code handle}. */
    static Object[] values(String s, int handle) {
        int[] spans = new int[2 * COMPONENTS.length];
        Object[] values = new Object[COMPONENTS.length + 2];
        if (Native.parse(s, handle, spans)) {
            for (int i = 0; i < COMPONENTS.length; i++) {
                int start = spans[2 * i];
                values[i] = start < 0 ? null : s.substring(start, spans[2 * i + 1]);
            }
            values[COMPONENTS.length] = true;
        } else {
            values[COMPONENTS.length] = false;
            values[COMPONENTS.length + 1] = Native.error(s, handle, 0);
        }
        return values;
    }
}
