package org.uri2396.spark;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;

/** {@code uri_resolve(ref, base [, dialect])} for {@code CREATE FUNCTION}: see {@link Resolve}. */
public class HiveResolve extends HiveFunction {
    private static final long serialVersionUID = 1L;

    public HiveResolve() {
        super("uri_resolve", 2, 3, 2);
    }

    @Override
    ObjectInspector result() {
        return PrimitiveObjectInspectorFactory.writableStringObjectInspector;
    }

    @Override
    Object evaluate(String[] args, int handle) {
        return HiveFunction.text(Native.resolve(args[0], args[1], handle));
    }
}
