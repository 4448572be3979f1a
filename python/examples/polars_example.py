"""uri2396 in Polars: map_batches hands each column batch to Rust at once.

Run: python examples/polars_example.py
"""

import polars as pl

from uri2396 import arrow

#: arrow.PARSE_TYPE as a Polars type.
PARSE_DTYPE = pl.Struct(
    {f.name: {"bool": pl.Boolean, "int64": pl.Int64}.get(str(f.type), pl.String) for f in arrow.PARSE_TYPE}
)


def parse(column: str) -> pl.Expr:
    """The parse of `column` as a struct column."""
    return pl.col(column).map_batches(
        lambda s: pl.Series(s.name, arrow.parse(s.to_arrow())), return_dtype=PARSE_DTYPE
    )


def is_valid(column: str) -> pl.Expr:
    """Whether each value of `column` is a URI reference."""
    return pl.col(column).map_batches(
        lambda s: pl.Series(s.name, arrow.is_valid(s.to_arrow())), return_dtype=pl.Boolean
    )


if __name__ == "__main__":
    df = pl.DataFrame({"url": ["http://a/b?q", "a b", None]})
    print(df.with_columns(parse("url").alias("p"), is_valid("url").alias("is_valid")).unnest("p"))
