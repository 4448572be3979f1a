package org.uri2396.spark;

import org.apache.hadoop.io.BooleanWritable;
import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;

/** {@code uri_valid(s [, dialect])} for {@code CREATE FUNCTION}: see {@link Valid}. */
public class HiveValid extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveValid() {
        super("uri_valid", 1, 2, 1);
    }

    @Override
    ObjectInspector result() {
        return PrimitiveObjectInspectorFactory.writableBooleanObjectInspector;
    }

    @Override
    Object evaluate(String[] args, int handle) {
        return new BooleanWritable(Native.valid(args[0], handle));
    }
}
