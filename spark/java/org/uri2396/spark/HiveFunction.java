package org.uri2396.spark;

import org.apache.hadoop.hive.ql.exec.UDFArgumentException;
import org.apache.hadoop.hive.ql.exec.UDFArgumentLengthException;
import org.apache.hadoop.hive.ql.exec.UDFArgumentTypeException;
import org.apache.hadoop.hive.ql.metadata.HiveException;
import org.apache.hadoop.hive.ql.udf.generic.GenericUDF;
import org.apache.hadoop.hive.serde2.objectinspector.ConstantObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.ObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.PrimitiveObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.StringObjectInspector;
import org.apache.hadoop.hive.serde2.objectinspector.primitive.VoidObjectInspector;
import org.apache.hadoop.io.Text;

/**
 * What the functions {@code CREATE FUNCTION ... USING JAR} makes share (Hive's
 * GenericUDF, which Spark runs in a session with Hive support): string
 * arguments only, their number checked, and a dialect given as a constant
 * checked when the query is analyzed, where a name that is no dialect fails
 * it before any task runs. Results are Hive's writable values, as Spark
 * reads them back.
 */
abstract class HiveFunction extends GenericUDF {
    private static final long serialVersionUID = 1L;

    private final String name;
    private final int min;
    private final int max;
    /** The position of the dialect among the arguments, or -1. */
    private final int dialect;
    private transient PrimitiveObjectInspector[] inputs;
    private transient Dialects.Cache dialects;

    HiveFunction(String name, int min, int max, int dialect) {
        this.name = name;
        this.min = min;
        this.max = max;
        this.dialect = dialect;
    }

    /** The type of the result, once the arguments are checked. */
    abstract ObjectInspector result();

    /** The result of the row, whose string arguments are {@code args}. */
    abstract Object evaluate(String[] args, int handle) throws HiveException;

    @Override
    public ObjectInspector initialize(ObjectInspector[] arguments) throws UDFArgumentException {
        if (arguments.length < min || arguments.length > max) {
            throw new UDFArgumentLengthException(name + " takes " + (min == max ? "" + min
                : min + " or " + max) + " arguments, not " + arguments.length);
        }
        inputs = new PrimitiveObjectInspector[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            // A string, or NULL (whose type is void).
            if (!(arguments[i] instanceof StringObjectInspector
                  || arguments[i] instanceof VoidObjectInspector)) {
                throw new UDFArgumentTypeException(i, name + " takes strings; argument " + (i + 1)
                    + " is " + arguments[i].getTypeName());
            }
            inputs[i] = (PrimitiveObjectInspector) arguments[i];
        }
        for (int i = 0; i < arguments.length; i++) {
            if (arguments[i] instanceof ConstantObjectInspector) {
                Object value = ((ConstantObjectInspector) arguments[i]).getWritableConstantValue();
                if (value != null) {
                    String error = constantError(i, ((PrimitiveObjectInspector) arguments[i])
                        .getPrimitiveJavaObject(value).toString());
                    if (error != null) {
                        throw new UDFArgumentException(error);
                    }
                }
            }
        }
        dialects = new Dialects.Cache();
        return result();
    }

    /**
     * Why the constant {@code value} cannot be the argument at
     * {@code position}, or null: a dialect's name must name a dialect.
     */
    String constantError(int position, String value) {
        return position == dialect && Native.dialect(value) < 0 ? Dialects.unknown(value) : null;
    }

    @Override
    public Object evaluate(DeferredObject[] arguments) throws HiveException {
        String[] args = new String[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            Object value = inputs[i].getPrimitiveJavaObject(arguments[i].get());
            if (value == null) {
                return null;
            }
            args[i] = value.toString();
        }
        int handle = dialect >= 0 && dialect < args.length ? dialects.of(args[dialect]) : 0;
        return evaluate(args, handle);
    }

    /** A result's text as Hive's writable string, null for null. */
    static Text text(String s) {
        return s == null ? null : new Text(s);
    }

    @Override
    public String getDisplayString(String[] children) {
        return getStandardDisplayString(name, children);
    }
}
