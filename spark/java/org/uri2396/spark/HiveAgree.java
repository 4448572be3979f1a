package org.uri2396.spark;

import java.util.List;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspectorFactory;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;
import org.apache.hadoop.io.BooleanWritable;

/** {@code uri_agree(s, readings)} for {@code CREATE FUNCTION}: see {@link Agree}. */
public class HiveAgree extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveAgree() {
        super("uri_agree", 2, 2, -1);
    }

    @Override
    String constantError(int position, String value) {
        String error = position == 1 ? Native.guardError(value) : null;
        return error == null ? null : "uri2396: uri_agree: " + error;
    }

    @Override
    ObjectInspector result() {
        return ObjectInspectorFactory.getStandardStructObjectInspector(List.of("agree", "class"),
            List.of(PrimitiveObjectInspectorFactory.writableBooleanObjectInspector,
                PrimitiveObjectInspectorFactory.writableStringObjectInspector));
    }

    @Override
    Object evaluate(String[] args, int handle) {
        Object[] values = Agree.values(args[0], args[1]);
        return new Object[] {new BooleanWritable((Boolean) values[0]), text((String) values[1])};
    }
}
