package org.uri2396.spark;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;

/** {@code uri_normalize(s [, dialect])} for {@code CREATE FUNCTION}: see {@link Normalize}. */
public class HiveNormalize extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveNormalize() {
        super("uri_normalize", 1, 2, 1);
    }

    @Override
    ObjectInspector result() {
        return PrimitiveObjectInspectorFactory.writableStringObjectInspector;
    }

    @Override
    Object evaluate(String[] args, int handle) {
        return HiveFunction.text(Native.normalize(args[0], handle));
    }
}
