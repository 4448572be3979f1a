"""uri2396 in DuckDB: an Arrow UDF, called once per vector of rows.

Run: python examples/duckdb_example.py
"""

import duckdb
import pyarrow as pa

from uri2396 import arrow


def connect() -> duckdb.DuckDBPyConnection:
    """A connection with `uri_parse(VARCHAR) -> STRUCT(...)` and
    `uri_valid(VARCHAR) -> BOOLEAN`."""
    con = duckdb.connect()
    sql_type = {pa.bool_(): "BOOLEAN", pa.int64(): "BIGINT", pa.string(): "VARCHAR"}
    parse_type = duckdb.struct_type({f.name: sql_type[f.type] for f in arrow.PARSE_TYPE})

    # DuckDB calls each once per vector of rows (2048), with a pyarrow array.
    def uri_parse(url: pa.Array) -> pa.Array:
        return arrow.parse(url)

    def uri_valid(url: pa.Array) -> pa.Array:
        return arrow.is_valid(url)

    # null_handling="special": a null row reaches the function, which keeps
    # it null, as DuckDB's default would.
    con.create_function("uri_parse", uri_parse, ["VARCHAR"], parse_type, type="arrow", null_handling="special")
    con.create_function("uri_valid", uri_valid, ["VARCHAR"], "BOOLEAN", type="arrow", null_handling="special")
    return con


if __name__ == "__main__":
    con = connect()
    con.execute("CREATE TABLE links AS SELECT * FROM (VALUES ('http://a/b?q'), ('a b'), (NULL)) t(url)")
    print(con.sql("SELECT url, uri_valid(url), uri_parse(url).host AS host FROM links").fetchall())
