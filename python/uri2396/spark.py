"""PySpark column functions backed by :mod:`uri2396.arrow`.

Spark hands each partition to a Python worker as Arrow record batches; the
functions here pass each batch's column to Rust in one call: the column
functions are ``arrow_udf`` (PySpark 4.1 and later; Arrow in, Arrow out, no
pandas), and :func:`map_in_arrow` uses ``DataFrame.mapInArrow`` (Spark 3.3
and later).

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
from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F
from pyspark.sql.types import BooleanType, LongType, StringType, StructField, StructType

from . import arrow

#: The Spark type of :func:`parse`'s column: :data:`uri2396.arrow.PARSE_TYPE`.
PARSE_SCHEMA = StructType(
    [StructField("valid", BooleanType(), True)]
    + [
        StructField(name, StringType(), True)
        for name in arrow._native.STRING_FIELDS
    ]
    + [StructField("error_offset", LongType(), True), StructField("error", StringType(), True)]
)

#: True when this PySpark has ``arrow_udf`` (4.1 and later).
HAS_ARROW_UDF = hasattr(F, "arrow_udf")


def _udf(kernel, return_type):
    """A column function applying ``kernel`` (pyarrow array -> pyarrow array)."""
    if not HAS_ARROW_UDF:
        raise RuntimeError(
            "uri2396.spark's column functions need PySpark 4.1 or later (arrow_udf); "
            "with an older Spark use uri2396.spark.map_in_arrow"
        )

    @F.arrow_udf(return_type)
    def apply(column: pa.Array) -> pa.Array:
        return _utf8_result(kernel(column))

    return apply


def _utf8_result(result: pa.Array) -> pa.Array:
    if pa.types.is_large_string(result.type):
        return result.cast(pa.string())
    if pa.types.is_struct(result.type) and result.type != arrow.PARSE_TYPE:
        return result.cast(arrow.PARSE_TYPE)
    return result


def _column(col) -> Column:
    return F.col(col) if isinstance(col, str) else col


def parse(col, rule: str = "URI-reference", dialect: str = "strict") -> Column:
    """The parse of each value of ``col`` (a column or its name) as a struct of
    :data:`PARSE_SCHEMA`: what :func:`uri2396.arrow.parse` gives."""
    udf = _udf(lambda a: arrow.parse(a, rule, dialect), PARSE_SCHEMA)
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


def map_in_arrow(
    df: DataFrame,
    column: str,
    output: str = "parsed",
    rule: str = "URI-reference",
    dialect: str = "strict",
) -> DataFrame:
    """``df`` with one more column, ``output``, the parse of ``column``, made
    with ``DataFrame.mapInArrow`` (Spark 3.3 and later): each record batch
    is parsed in one call, without a UDF."""
    schema = StructType(df.schema.fields + [StructField(output, PARSE_SCHEMA, True)])

    def batches(iterator: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in iterator:
            parsed = _utf8_result(arrow.parse(batch.column(column), rule, dialect))
            yield pa.RecordBatch.from_arrays(
                list(batch.columns) + [parsed], names=list(batch.schema.names) + [output]
            )

    return df.mapInArrow(batches, schema)


__all__ = [
    "HAS_ARROW_UDF",
    "PARSE_SCHEMA",
    "is_valid",
    "map_in_arrow",
    "normalize",
    "parse",
    "resolve",
]
