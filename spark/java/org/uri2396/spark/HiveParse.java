package org.uri2396.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.hadoop.io.BooleanWritable;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspectorFactory;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;

/** {@code uri_parse(s [, dialect])} for {@code CREATE FUNCTION}: see {@link Parse}. */
public class HiveParse extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveParse() {
        super("uri_parse", 1, 2, 1);
    }

    @Override
    ObjectInspector result() {
        List<String> names = new ArrayList<>(Arrays.asList(Parse.COMPONENTS));
        List<ObjectInspector> types = new ArrayList<>();
        for (int i = 0; i < Parse.COMPONENTS.length; i++) {
            types.add(PrimitiveObjectInspectorFactory.writableStringObjectInspector);
        }
        names.add("valid");
        types.add(PrimitiveObjectInspectorFactory.writableBooleanObjectInspector);
        names.add("error");
        types.add(PrimitiveObjectInspectorFactory.writableStringObjectInspector);
        return ObjectInspectorFactory.getStandardStructObjectInspector(names, types);
    }

    @Override
    Object evaluate(String[] args, int handle) {
        Object[] values = Parse.values(args[0], handle);
        for (int i = 0; i < values.length; i++) {
            values[i] = values[i] instanceof Boolean b ? new BooleanWritable(b) : text((String) values[i]);
        }
        return values;
    }
}
