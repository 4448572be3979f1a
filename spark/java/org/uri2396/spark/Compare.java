package org.uri2396.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * {@code uri_compare(s)}: {@code s} in every reading side by side, as
 * {@code uri2396 compare} reads it: a field per reading (strict, rfc2732, java,
 * rfc3986, whatwg), each a struct of {@code valid}, {@code scheme}, {@code host}
 * and {@code port}; then {@code differ}, the fields on which the readings part.
 */
public class Compare implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    /** The fields of each reading's struct. */
    static final String[] FIELDS = {"valid", "scheme", "host", "port"};

    /** The readings, in the order of the struct's fields. */
    static final String[] READINGS = Native.compareReadings().split(",");

    /** The struct {@code uri_compare} returns. */
    public static final StructType TYPE = type();

    private static StructType type() {
        StructType reading = DataTypes.createStructType(new StructField[] {
            DataTypes.createStructField(FIELDS[0], DataTypes.BooleanType, false),
            DataTypes.createStructField(FIELDS[1], DataTypes.StringType, true),
            DataTypes.createStructField(FIELDS[2], DataTypes.StringType, true),
            DataTypes.createStructField(FIELDS[3], DataTypes.StringType, true),
        });
        StructField[] fields = new StructField[READINGS.length + 1];
        for (int i = 0; i < READINGS.length; i++) {
            fields[i] = DataTypes.createStructField(READINGS[i], reading, false);
        }
        fields[READINGS.length] = DataTypes.createStructField("differ",
            DataTypes.createArrayType(DataTypes.StringType, false), false);
        return DataTypes.createStructType(fields);
    }

    @Override
    public Row call(String s) {
        if (s == null) {
            return null;
        }
        Object[][] readings = values(s);
        Object[] row = new Object[READINGS.length + 1];
        for (int r = 0; r < READINGS.length; r++) {
            row[r] = RowFactory.create(readings[r]);
        }
        row[READINGS.length] = readings[READINGS.length];
        return RowFactory.create(row);
    }

    /** Each reading's four values, then the differing fields' names. */
    static Object[][] values(String s) {
        String[] out = new String[READINGS.length * FIELDS.length + 1];
        Native.compare(s, out);
        Object[][] values = new Object[READINGS.length + 1][];
        for (int r = 0; r < READINGS.length; r++) {
            int at = r * FIELDS.length;
            values[r] = new Object[] {Boolean.parseBoolean(out[at]), out[at + 1], out[at + 2], out[at + 3]};
        }
        String differ = out[out.length - 1];
        values[READINGS.length] = differ.isEmpty() ? new String[0] : differ.split(",");
        return values;
    }
}
