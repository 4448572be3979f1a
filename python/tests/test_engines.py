"""uri2396.duckdb.register and the DuckDB and Polars examples
(python/examples/) give what uri2396.arrow gives."""

from __future__ import annotations

import sys
from pathlib import Path

import pyarrow as pa
import pytest

import uri2396
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


def test_duckdb_register_in_one_call():
    duckdb = pytest.importorskip("duckdb")
    import uri2396.duckdb

    con = duckdb.connect()
    uri2396.duckdb.register(con)
    # More rows than one vector (2048), so that DuckDB calls each function
    # more than once; bases of each kind, null ones too.
    urls = URLS * 3
    bases = ["http://a/b/c/d;p?q", "http://x/y/", "rel/base", "a b", None]
    base = [bases[i % len(bases)] for i in range(len(urls))]
    table = pa.table(
        {"id": pa.array(range(len(urls))), "url": pa.array(urls, pa.string()), "base": pa.array(base, pa.string())}
    )
    con.register("links", table)
    got = con.sql(
        "SELECT id, uri_parse(url) AS p, uri_valid(url) AS v, uri_normalize(url) AS n,"
        " uri_resolve(base, url) AS r, uri_resolve('http://a/b/c/d;p?q', url) AS c FROM links ORDER BY id"
    ).arrow()
    got = got.read_all() if hasattr(got, "read_all") else got
    column = pa.array(urls, pa.string())
    assert got.column("p").to_pylist() == arrow.parse(column).to_pylist()
    assert got.column("v").to_pylist() == arrow.is_valid(column).to_pylist()
    assert got.column("n").to_pylist() == arrow.normalize(column).to_pylist()
    assert got.column("c").to_pylist() == arrow.resolve("http://a/b/c/d;p?q", column).to_pylist()
    expected = []
    for b, u in zip(base, urls):
        try:
            expected.append(None if b is None or u is None else uri2396.resolve(b, u))
        except uri2396.URIError:
            expected.append(None)
    resolved = got.column("r").to_pylist()
    assert resolved == expected
    assert any(r is not None for r in resolved[1::5])  # against http://x/y/
    assert con.sql("SELECT uri_parse(NULL), uri_valid(NULL), uri_resolve(NULL, 'g')").fetchall() == [(None, None, None)]

    v6 = duckdb.connect()
    uri2396.duckdb.register(v6, dialect="rfc2732")
    assert v6.sql("SELECT uri_parse('http://[::1]/').host_kind, uri_valid('http://[::1]/')").fetchall() == [
        ("IPv6reference", True)
    ]
    with pytest.raises(ValueError):
        uri2396.duckdb.register(duckdb.connect(), dialect="no-such-dialect")


def test_duckdb_register_lang():
    """``lang="ja"``: the messages in ``uri_parse``'s struct in Japanese,
    every other field as in English; a language other than en or ja fails
    at registration."""
    duckdb = pytest.importorskip("duckdb")
    import uri2396.duckdb

    ja = duckdb.connect()
    uri2396.duckdb.register(ja, lang="ja")
    en = duckdb.connect()
    uri2396.duckdb.register(en)
    query = "SELECT uri_parse(u) AS p FROM (VALUES ('http://a/b c'), ('http://a/'), (NULL)) AS t(u)"
    got_ja = [row[0] for row in ja.sql(query).fetchall()]
    got_en = [row[0] for row in en.sql(query).fetchall()]
    column = pa.array(["http://a/b c", "http://a/", None], pa.string())
    assert got_ja == arrow.parse(column, lang="ja").to_pylist()
    assert got_en == arrow.parse(column).to_pylist()
    assert got_ja[0]["error"].startswith("' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)")
    assert got_en[0]["error"] != got_ja[0]["error"]
    assert {k: v for k, v in got_ja[0].items() if k != "error"} == {
        k: v for k, v in got_en[0].items() if k != "error"
    }
    assert got_ja[1] == got_en[1] and got_ja[2] is None
    for bad in ("de", "JA", ""):
        with pytest.raises(ValueError):
            uri2396.duckdb.register(duckdb.connect(), lang=bad)


def test_polars_map_batches():
    pl = pytest.importorskip("polars")
    import polars_example

    df = pl.DataFrame({"url": pl.Series(URLS, dtype=pl.String)})
    out = df.select(polars_example.parse("url").alias("p"), polars_example.is_valid("url").alias("v"))
    assert out["p"].to_list() == arrow.parse(pa.array(URLS, pa.string())).to_pylist()
    assert out["v"].to_list() == arrow.is_valid(pa.array(URLS, pa.string())).to_pylist()


def test_duckdb_uri_agree():
    duckdb = pytest.importorskip("duckdb")
    import uri2396.duckdb

    con = duckdb.connect()
    uri2396.duckdb.register(con, agree=["whatwg", "java"], policy={"refuse": ["private-host"]})
    urls = (URLS + ["http://0x7f.1/", "http://10.0.0.1/", "http:/evil.example/"]) * 3
    con.register("links", pa.table({"id": pa.array(range(len(urls))), "url": pa.array(urls, pa.string())}))
    got = con.sql("SELECT id, uri_agree(url) AS a FROM links ORDER BY id").arrow()
    got = got.read_all() if hasattr(got, "read_all") else got
    expected = arrow.agree(pa.array(urls, pa.string()), ["whatwg", "java"], policy={"refuse": ["private-host"]})
    assert got.column("a").to_pylist() == expected.to_pylist()
    classes = {row["class"] for row in expected.to_pylist() if row is not None}
    assert {"ipv4-forms", "private-host", "slashes-confusion"} <= classes
    with pytest.raises(ValueError):
        uri2396.duckdb.register(duckdb.connect(), agree=["whatwg"])
