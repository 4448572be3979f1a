package org.uri2396.spark;

import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.PrimitiveObjectInspectorFactory;

/**
 * {@code uri_parse_url(url, part [, key])} for {@code CREATE FUNCTION}: see
 * {@link ParseUrl} and {@link ParseUrlKey}.
 */
public class HiveParseUrl extends HiveFunction {
    private static final long serialVersionUID = 1L;
    private final ParseUrl parts = new ParseUrl();
    private final ParseUrlKey keys = new ParseUrlKey();

    public HiveParseUrl() {
        super("uri_parse_url", 2, 3, -1);
    }

    @Override
    ObjectInspector result() {
        return PrimitiveObjectInspectorFactory.writableStringObjectInspector;
    }

    @Override
    Object evaluate(String[] args, int handle) {
        return HiveFunction.text(args.length == 2 ? parts.call(args[0], args[1]) : keys.call(args[0], args[1], args[2]));
    }
}
