"""PySpark column functions backed by :mod:`uri2396.arrow`.

Spark hands each partition to a Python worker as Arrow record batches; the
functions here pass each batch's column to Rust in one call. The column
functions are the best vectorized UDF each PySpark has: ``arrow_udf`` on
PySpark 4.1 and later (Arrow in, Arrow out, no pandas), ``pandas_udf`` on
3.5 and 4.0 (Arrow batches through pandas: each batch's column goes back
to Arrow for the one call into Rust, and its result to pandas columns
backed by those Arrow arrays for Spark).
Both give the same values. :func:`map_in_arrow` uses
``DataFrame.mapInArrow`` (Spark 3.3 and later).

>>> from uri2396 import spark as u                           # doctest: +SKIP
>>> df = session.read.parquet("links.parquet")               # doctest: +SKIP
>>> df.select(u.parse("url").alias("p")).select("p.host")    # doctest: +SKIP

The wheel must be importable by the Python of every executor: install it
there, or ship a packed environment with ``spark.archives``
(python/README.md, "PySpark").
"""

from __future__ import annotations

from typing import Iterator

import pyarrow as pa
import pyarrow.compute as pc
from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F
from pyspark.sql.types import (
    ArrayType,
    BooleanType,
    LongType,
    StringType,
    StructField,
    StructType,
)

from . import arrow

#: The Spark type of :func:`parse`'s column: :data:`uri2396.arrow.PARSE_TYPE`.
PARSE_SCHEMA = StructType(
    [
        StructField(f.name, {pa.bool_(): BooleanType(), pa.int64(): LongType()}.get(f.type, StringType()), True)
        for f in arrow.PARSE_TYPE
    ]
)

#: True when this PySpark has ``arrow_udf`` (4.1 and later); the column
#: functions are ``pandas_udf`` without it.
HAS_ARROW_UDF = hasattr(F, "arrow_udf")


def _udf(kernel, return_type):
    """A column function applying ``kernel`` (pyarrow array -> pyarrow array)
    through the best vectorized UDF of this PySpark."""
    if HAS_ARROW_UDF:

        @F.arrow_udf(return_type)
        def apply(column: pa.Array) -> pa.Array:
            return _utf8_result(kernel(column))

        return apply
    return _pandas_udf(kernel, return_type)


def _pandas_udf(kernel, return_type):
    """The column function of :func:`_udf` as a ``pandas_udf`` (PySpark 3.5
    and 4.0): Spark hands it a pandas Series of each Arrow batch's column,
    which goes back to Arrow (strings are copied, not parsed) for one call
    of ``kernel``. The result goes back to Spark as pandas columns backed
    by the Arrow arrays themselves (``pd.ArrowDtype``), which Spark turns
    into Arrow again without a Python object per value. A struct comes
    back as a pandas DataFrame, which has no null rows, so a null input is
    made a null struct in Spark (``when``) as ``kernel`` makes it in
    Arrow."""
    import pandas as pd

    struct = isinstance(return_type, StructType)

    def apply(column):
        result = _utf8_result(kernel(pa.Array.from_pandas(column, type=pa.string())))
        if struct:
            # A list under a null row is an empty list, not a missing one,
            # which Spark's conversion from pandas cannot iterate (the row
            # is made null below).
            children = [
                pc.if_else(pc.is_null(child), pa.scalar([], child.type), child)
                if pa.types.is_list(child.type)
                else child
                for child in result.flatten()
            ]
            result = pa.Table.from_arrays(children, names=[f.name for f in result.type])
        # error_offset stays int64 with its nulls (not floats and NaN), and
        # the strings stay Arrow's.
        return result.to_pandas(types_mapper=pd.ArrowDtype)

    # Spark reads the UDF's kind from its type hints, which must be the
    # classes themselves (this module's annotations are strings).
    apply.__annotations__ = {"column": pd.Series, "return": pd.DataFrame if struct else pd.Series}
    apply = F.pandas_udf(apply, return_type)
    if not struct:
        return apply

    def column_function(col: Column) -> Column:
        return F.when(col.isNull(), F.lit(None).cast(return_type)).otherwise(apply(col))

    return column_function


def _utf8_result(result: pa.Array) -> pa.Array:
    if pa.types.is_large_string(result.type):
        return result.cast(pa.string())
    # (pyarrow before 17, which PySpark 3.5 pins, has no StructType.names.)
    names = [f.name for f in result.type] if pa.types.is_struct(result.type) else None
    if names == [f.name for f in arrow.PARSE_TYPE]:
        if result.type != arrow.PARSE_TYPE:
            return result.cast(arrow.PARSE_TYPE)
    return result


def _column(col) -> Column:
    return F.col(col) if isinstance(col, str) else col


def _check_parse(rule: str, dialect: str, lang: str) -> None:
    """Raises on the driver, not in every task, what the parse would raise
    for a bad rule, dialect or language (a ``ValueError`` for a ``lang``
    other than ``"en"`` or ``"ja"``)."""
    arrow.parse(pa.array([], pa.string()), rule, dialect, lang=lang)


def parse(col, rule: str = "URI-reference", dialect: str = "strict", *, lang: str = "en") -> Column:
    """The parse of each value of ``col`` (a column or its name) as a struct of
    :data:`PARSE_SCHEMA`: what :func:`uri2396.arrow.parse` gives, its
    ``error`` in ``lang`` (``"en"`` or ``"ja"``)."""
    _check_parse(rule, dialect, lang)
    udf = _udf(lambda a: arrow.parse(a, rule, dialect, lang=lang), PARSE_SCHEMA)
    return udf(_column(col))


def is_valid(col, rule: str = "URI-reference", dialect: str = "strict") -> Column:
    """Whether each value of ``col`` is valid: a boolean column."""
    return _udf(lambda a: arrow.is_valid(a, rule, dialect), BooleanType())(_column(col))


def resolve(base: str, col, **options: str) -> Column:
    """Each reference of ``col`` resolved against ``base``; null when it
    cannot be (:func:`uri2396.arrow.resolve`)."""
    import uri2396

    # A bad base fails here, on the driver, not in every task.
    uri2396.resolve(base, "", **options)
    return _udf(lambda a: arrow.resolve(base, a, **options), StringType())(_column(col))


def normalize(col, dialect: str = "strict") -> Column:
    """The normal form of each value of ``col``; null when it has none."""
    return _udf(lambda a: arrow.normalize(a, dialect), StringType())(_column(col))


#: The fields of each reading in :func:`compare`'s struct, after the
#: reading's name and ``_``, as :func:`uri2396.arrow.compare` names them.
COMPARE_FIELDS = (
    ("valid", BooleanType()),
    *((name, StringType()) for name in (
        "scheme", "userinfo", "host", "port", "path", "query", "fragment", "resolved",
        "serialization",
    )),
)


def compare_schema(readings: list[str] | None = None) -> StructType:
    """The Spark type of :func:`compare`'s column: for each reading (the
    default ones of :func:`uri2396.readings` unless named), its fields
    prefixed with its name (``strict_host``, ``whatwg_valid``), then
    ``differ``, an array of field names. Flat, because PySpark 3.5's
    ``pandas_udf`` returns no struct inside a struct."""
    import uri2396

    names = readings if readings is not None else uri2396.readings()
    fields = [
        StructField(f"{reading}_{name}", kind, True)
        for reading in names
        for name, kind in COMPARE_FIELDS
    ]
    return StructType(fields + [StructField("differ", ArrayType(StringType()), True)])


def _flat_compare(array: pa.Array, base: str | None, readings: list[str] | None) -> pa.Array:
    """:func:`uri2396.arrow.compare`'s struct of structs made flat."""
    nested = arrow.compare(array, base, readings)
    if isinstance(nested, pa.ChunkedArray):
        nested = nested.combine_chunks()
    arrays, names = [], []
    for field in nested.type:
        column = nested.field(field.name)
        if pa.types.is_struct(field.type):
            for inner in field.type:
                arrays.append(column.field(inner.name))
                names.append(f"{field.name}_{inner.name}")
        else:
            arrays.append(column)
            names.append(field.name)
    mask = nested.is_null() if nested.null_count else None
    return pa.StructArray.from_arrays(arrays, names=names, mask=mask)


def compare(col, base: str | None = None, readings: list[str] | None = None) -> Column:
    """Each value of ``col`` read in each reading side by side
    (:func:`uri2396.compare`), against ``base`` when given: a struct of
    :func:`compare_schema`, whose ``differ`` names the fields on which two
    readings differ. So a job over logged URLs finds those that two readers
    see differently: ``df.where(F.size(compare("url").differ) > 0)``."""
    import uri2396

    # Unknown readings and a bad base fail here, on the driver.
    uri2396.compare("", base=base, readings=readings)
    schema = compare_schema(readings)
    return _udf(lambda a: _flat_compare(a, base, readings), schema)(_column(col))


#: The type of :func:`agree`'s column.
AGREE_SCHEMA = StructType([StructField("agree", BooleanType(), True), StructField("class", StringType(), True)])


def agree(col, readings: list[str], *, policy: dict | None = None) -> Column:
    """The defenders' verdict on each value of ``col``
    (:func:`uri2396.arrow.agree`): a struct of ``agree`` (whether
    ``readings`` agree on where it leads, and ``policy`` refuses nothing)
    and ``class``, the confusion's class or the policy's rule. So a job
    over logged URLs finds those a filter and a client read apart:
    ``df.where(~agree("url", ["whatwg", "java"]).agree)``."""
    import uri2396

    # Unknown readings and a bad policy fail here, on the driver.
    uri2396.agree("", readings, policy=policy)
    return _udf(lambda a: arrow.agree(a, readings, policy=policy), AGREE_SCHEMA)(_column(col))


def map_in_arrow(
    df: DataFrame,
    column: str,
    output: str = "parsed",
    rule: str = "URI-reference",
    dialect: str = "strict",
    *,
    lang: str = "en",
) -> DataFrame:
    """``df`` with one more column, ``output``, the parse of ``column``, made
    with ``DataFrame.mapInArrow`` (Spark 3.3 and later): each record batch
    is parsed in one call, without a UDF. Its ``error`` is in ``lang``
    (``"en"`` or ``"ja"``)."""
    _check_parse(rule, dialect, lang)
    schema = StructType(df.schema.fields + [StructField(output, PARSE_SCHEMA, True)])

    def batches(iterator: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in iterator:
            parsed = _utf8_result(arrow.parse(batch.column(column), rule, dialect, lang=lang))
            yield pa.RecordBatch.from_arrays(
                list(batch.columns) + [parsed], names=list(batch.schema.names) + [output]
            )

    return df.mapInArrow(batches, schema)


__all__ = [
    "AGREE_SCHEMA",
    "COMPARE_FIELDS",
    "HAS_ARROW_UDF",
    "PARSE_SCHEMA",
    "agree",
    "compare",
    "compare_schema",
    "is_valid",
    "map_in_arrow",
    "normalize",
    "parse",
    "resolve",
]
