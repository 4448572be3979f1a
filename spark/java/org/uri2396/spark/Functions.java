package org.uri2396.spark;

import java.lang.reflect.Method;
import java.util.List;
import java.util.function.Function;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.UDFRegistration;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;

/**
 * Registers every function of the jar in a session under its SQL name:
 * {@code uri_parse}, {@code uri_valid}, {@code uri_resolve}, {@code uri_normalize}
 * (each with an optional last argument, the dialect), {@code uri_parse_url}
 * (url, part [, key]), {@code uri_compare} (s) and {@code uri_agree} (s,
 * readings).
 *
 * <p>A Java UDF takes a fixed number of arguments, so each arity is registered
 * under a name of its own ({@code uri2396_parse_1}, {@code uri2396_parse_2}...)
 * and the SQL name gets a function builder that picks one by the number of
 * arguments. The builder runs when the query is analyzed: a dialect given as a
 * constant is checked there, and a name that is no dialect fails the query
 * before any task runs, with the list of dialects.
 *
 * <pre>{@code
 * org.uri2396.spark.Functions.register(spark);
 * spark.sql("SELECT uri_parse('http://a/b?c').host, uri_valid('http://[::1]/', 'rfc2732')");
 * }</pre>
 */
public final class Functions {
    private Functions() {}

    private static final DataType STRING = DataTypes.StringType;
    private static final DataType BOOLEAN = DataTypes.BooleanType;

    /** Registers every function in {@code spark}'s session. */
    public static void register(SparkSession spark) {
        UDFRegistration udf = spark.udf();
        Object registry = call(call(spark, "sessionState"), "functionRegistry");
        dispatch(registry, "uri_parse", 1, () -> udf.register("uri_parse", new Parse(), Parse.TYPE),
            () -> udf.register("uri_parse", new ParseIn(), Parse.TYPE));
        dispatch(registry, "uri_valid", 1, () -> udf.register("uri_valid", new Valid(), BOOLEAN),
            () -> udf.register("uri_valid", new ValidIn(), BOOLEAN));
        dispatch(registry, "uri_resolve", 2, () -> udf.register("uri_resolve", new Resolve(), STRING),
            () -> udf.register("uri_resolve", new ResolveIn(), STRING));
        dispatch(registry, "uri_normalize", 1,
            () -> udf.register("uri_normalize", new Normalize(), STRING),
            () -> udf.register("uri_normalize", new NormalizeIn(), STRING));
        dispatch(registry, "uri_parse_url", 2,
            () -> udf.register("uri_parse_url", new ParseUrl(), STRING),
            () -> udf.register("uri_parse_url", new ParseUrlKey(), STRING));
        udf.register("uri_compare", new Compare(), Compare.TYPE);
        udf.register("uri_agree", new Agree(), Agree.TYPE);
        Object agree = builder(registry, "uri_agree");
        scala.Function1<Object, Object> checked = args -> {
            scala.collection.Seq<?> children = (scala.collection.Seq<?>) args;
            checkConstant(children, 1, list -> {
                String error = Native.guardError(list);
                return error == null ? null : "uri2396: uri_agree: " + error;
            });
            return apply(agree, args);
        };
        call(registry, "createOrReplaceTempFunction", "uri_agree", checked, "java_udf");
    }

    /**
     * Throws the error {@code check} gives for the argument at
     * {@code position} when there is one and it is a constant: the check
     * made when the query is analyzed.
     */
    private static void checkConstant(scala.collection.Seq<?> children, int position,
        Function<String, String> check) {
        if (children.length() <= position) {
            return;
        }
        Expression given = (Expression) children.apply(position);
        Object value = given.foldable() ? given.eval(null) : null;
        String error = value == null ? null : check.apply(value.toString());
        if (error != null) {
            throw new IllegalArgumentException(error);
        }
    }

    /** Calls the function builder {@code builder} on {@code args}. */
    @SuppressWarnings("unchecked")
    private static Object apply(Object builder, Object args) {
        return ((scala.Function1<Object, Object>) builder).apply(args);
    }

    /**
     * Registers {@code name} as a builder that hands {@code min} arguments to
     * the UDF the first registration makes, and one more to the second's. For
     * every function but {@code uri_parse_url}, that last argument is the
     * dialect: a constant one must name a dialect.
     */
    private static void dispatch(Object registry, String name, int min, Runnable shorter,
        Runnable longer) {
        shorter.run();
        Object first = builder(registry, name);
        longer.run();
        Object second = builder(registry, name);
        boolean dialect = !name.equals("uri_parse_url");
        scala.Function1<Object, Object> builder = args -> {
            scala.collection.Seq<?> children = (scala.collection.Seq<?>) args;
            int n = children.length();
            if (n != min && n != min + 1) {
                throw new IllegalArgumentException("uri2396: " + name + " takes " + min + " or "
                    + (min + 1) + " arguments, not " + n);
            }
            if (dialect) {
                checkConstant(children, min,
                    given -> Native.dialect(given) < 0 ? Dialects.unknown(given) : null);
            }
            return apply(n == min ? first : second, args);
        };
        call(registry, "createOrReplaceTempFunction", name, builder, "java_udf");
    }

    /** The builder the registry holds for {@code name}. */
    private static Object builder(Object registry, String name) {
        return ((scala.Option<?>) call(registry, "lookupFunctionBuilder", identifier(registry, name))).get();
    }

    /**
     * The registry's identifier of the temporary function {@code name}, as
     * the registry lists it: a name alone in Spark 3.5,
     * {@code system.session.name} in Spark 4.
     */
    private static Object identifier(Object registry, String name) {
        scala.collection.Iterator<?> ids =
            ((scala.collection.Iterable<?>) call(registry, "listFunction")).iterator();
        while (ids.hasNext()) {
            Object id = ids.next();
            if (name.equals(call(id, "funcName"))) {
                return id;
            }
        }
        throw new IllegalStateException("uri2396: " + name + " was registered and is not listed");
    }

    /**
     * Calls the public method {@code name} of {@code target} that takes
     * {@code args.length} arguments: the session's internals, whose classes
     * differ between Spark 3.5 and 4.
     */
    private static Object call(Object target, String name, Object... args) {
        for (Method method : target.getClass().getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == args.length) {
                try {
                    return method.invoke(target, args);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("uri2396: " + name + " failed", e);
                }
            }
        }
        throw new IllegalStateException("uri2396: no method " + name + " with " + args.length
            + " arguments on " + target.getClass().getName() + "; this Spark is not one the jar knows ("
            + List.of("3.5", "4.x") + ")");
    }
}
