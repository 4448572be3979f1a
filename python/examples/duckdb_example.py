"""uri2396 in DuckDB: uri2396.duckdb.register(con) adds uri_parse, uri_valid,
uri_resolve and uri_normalize, Arrow UDFs called once per vector of rows.

Run: python examples/duckdb_example.py
"""

import duckdb

import uri2396.duckdb


def connect() -> duckdb.DuckDBPyConnection:
    """A connection with `uri_parse(VARCHAR) -> STRUCT(...)`,
    `uri_valid(VARCHAR) -> BOOLEAN`, `uri_resolve(VARCHAR, VARCHAR) -> VARCHAR`
    and `uri_normalize(VARCHAR) -> VARCHAR`."""
    con = duckdb.connect()
    uri2396.duckdb.register(con)
    return con


if __name__ == "__main__":
    con = connect()
    con.execute("CREATE TABLE links AS SELECT * FROM (VALUES ('http://a/b?q'), ('a b'), (NULL)) t(url)")
    print(
        con.sql(
            "SELECT url, uri_valid(url), uri_parse(url).host AS host,"
            " uri_resolve('http://a/b/c', url) AS resolved FROM links"
        ).fetchall()
    )
