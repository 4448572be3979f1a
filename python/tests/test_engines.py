"""The DuckDB and Polars examples (python/examples/) give what
uri2396.arrow gives."""

from __future__ import annotations

import sys
from pathlib import Path

import pyarrow as pa
import pytest

from uri2396 import arrow

from conftest import corpus_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

URLS = corpus_lines()[:2000] + ["", "a b", None, "http://a/ç"]


def test_duckdb_arrow_udf():
    pytest.importorskip("duckdb")
    import duckdb_example

    con = duckdb_example.connect()
    table = pa.table({"id": pa.array(range(len(URLS))), "url": pa.array(URLS, pa.string())})
    con.register("links", table)
    got = con.sql("SELECT id, uri_parse(url) AS p, uri_valid(url) AS v FROM links ORDER BY id").arrow()
    got = got.read_all() if hasattr(got, "read_all") else got
    expected = arrow.parse(pa.array(URLS, pa.string())).to_pylist()
    assert got.column("p").to_pylist() == expected
    assert got.column("v").to_pylist() == arrow.is_valid(pa.array(URLS, pa.string())).to_pylist()


def test_polars_map_batches():
    pl = pytest.importorskip("polars")
    import polars_example

    df = pl.DataFrame({"url": pl.Series(URLS, dtype=pl.String)})
    out = df.select(polars_example.parse("url").alias("p"), polars_example.is_valid("url").alias("v"))
    assert out["p"].to_list() == arrow.parse(pa.array(URLS, pa.string())).to_pylist()
    assert out["v"].to_list() == arrow.is_valid(pa.array(URLS, pa.string())).to_pylist()
