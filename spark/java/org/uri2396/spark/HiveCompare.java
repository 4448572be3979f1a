package org.uri2396.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspectorFactory;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;
import org.apache.hadoop.io.BooleanWritable;
import org.apache.hadoop.io.Text;

/** {@code uri_compare(s)} for {@code CREATE FUNCTION}: see {@link Compare}. */
public class HiveCompare extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveCompare() {
        super("uri_compare", 1, 1, -1);
    }

    @Override
    ObjectInspector result() {
        ObjectInspector text = PrimitiveObjectInspectorFactory.writableStringObjectInspector;
        ObjectInspector reading = ObjectInspectorFactory.getStandardStructObjectInspector(
            Arrays.asList(Compare.FIELDS),
            List.of(PrimitiveObjectInspectorFactory.writableBooleanObjectInspector, text, text, text));
        List<String> names = new ArrayList<>(Arrays.asList(Compare.READINGS));
        List<ObjectInspector> types = new ArrayList<>();
        for (int i = 0; i < Compare.READINGS.length; i++) {
            types.add(reading);
        }
        names.add("differ");
        types.add(ObjectInspectorFactory.getStandardListObjectInspector(text));
        return ObjectInspectorFactory.getStandardStructObjectInspector(names, types);
    }

    @Override
    Object evaluate(String[] args, int handle) {
        Object[][] values = Compare.values(args[0]);
        Object[] row = new Object[values.length];
        for (int r = 0; r < Compare.READINGS.length; r++) {
            Object[] v = values[r];
            row[r] = new Object[] {new BooleanWritable((Boolean) v[0]), text((String) v[1]),
                text((String) v[2]), text((String) v[3])};
        }
        List<Text> differ = new ArrayList<>();
        for (Object field : values[Compare.READINGS.length]) {
            differ.add(new Text((String) field));
        }
        row[Compare.READINGS.length] = differ;
        return row;
    }
}
