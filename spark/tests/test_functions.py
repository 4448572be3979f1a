"""The jar's functions on a cluster of two executor JVMs, against the
library's answers (the `uri2396` Python package: the same engine, the same
JSON as `uri2396 parse --format jsonl`) and against Spark's own parse_url."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import uri2396

from conftest import confusions, corpus, corpus_sample, java_cases

DIALECTS = ["strict", "rfc2732", "java", "rfc3986", "rfc3987"]
COMPONENTS = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]
PARTS = ["HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "AUTHORITY", "USERINFO"]


def frame(spark, rows: list[str], partitions: int = 8):
    """A one-column frame `s` of `rows`, spread over both executors."""
    return spark.createDataFrame([(r,) for r in rows], "s string").repartition(partitions)


def executors_ran(spark) -> int:
    """How many executors the application has: the work was spread over them."""
    return spark.sparkContext._jsc.sc().getExecutorMemoryStatus().size() - 1


def test_every_dialect_parses_as_the_library_does(spark):
    inputs = sorted(set(corpus_sample() + confusions() + ["", "a b", "http://[::1]/", "//"]))
    df = frame(spark, inputs)
    for dialect in DIALECTS:
        rows = df.selectExpr("s", f"uri_parse(s, '{dialect}') AS p").collect()
        assert len(rows) == len(inputs)
        for row in rows:
            want = uri2396.parse(row.s, dialect=dialect)
            got = row.p.asDict()
            assert got["valid"] == want["valid"], (dialect, row.s)
            for c in COMPONENTS:
                assert got[c] == want[c], (dialect, row.s, c)
            message = want["error"]["message"] if want["error"] else None
            assert got["error"] == message, (dialect, row.s)
    assert executors_ran(spark) == 2


def test_strict_is_the_default_dialect(spark):
    rows = spark.sql(
        "SELECT uri_parse('http://[::1]/') AS a, uri_parse('http://[::1]/', 'strict') AS b, "
        "uri_valid('http://[::1]/') AS c, uri_valid('http://[::1]/', 'rfc2732') AS d"
    ).collect()
    assert rows[0].a == rows[0].b and rows[0].a.valid is False
    assert (rows[0].c, rows[0].d) == (False, True)


def test_valid_resolve_normalize_are_the_librarys(spark):
    inputs = sorted(set(corpus_sample() + confusions()))
    base = "http://a/b/c/d;p?q"
    for dialect in DIALECTS:
        rows = (
            frame(spark, inputs)
            .selectExpr(
                "s",
                f"uri_valid(s, '{dialect}') AS v",
                f"uri_resolve(s, '{base}', '{dialect}') AS r",
                f"uri_normalize(s, '{dialect}') AS n",
            )
            .collect()
        )
        for row in rows:
            assert row.v == uri2396.is_valid(row.s, dialect=dialect), (dialect, row.s)
            try:
                resolved = uri2396.resolve(base, row.s, dialect=dialect)
            except ValueError:
                resolved = None
            assert row.r == resolved, (dialect, row.s)
            try:
                normal = uri2396.normalize(row.s, dialect=dialect)
            except ValueError:
                normal = None
            assert row.n == normal, (dialect, row.s)


def test_compare_and_agree_are_the_librarys(spark):
    inputs = sorted(set(corpus_sample()[:600] + confusions() + ["http:/evil.example/", "a b"]))
    rows = (
        frame(spark, inputs)
        .selectExpr("s", "uri_compare(s) AS c", "uri_agree(s, 'whatwg,java') AS a", "uri_agree(s, 'strict, rfc3986') AS b")
        .collect()
    )
    readings = [f for f in rows[0].c.__fields__ if f != "differ"]
    assert readings == ["strict", "rfc2732", "java", "rfc3986", "whatwg"]
    disagreements = 0
    for row in rows:
        want = uri2396.compare(row.s)
        for name in readings:
            got, w = row.c[name].asDict(), want["readings"][name]
            assert got == {k: w[k] for k in ("valid", "scheme", "host", "port")}, (row.s, name)
        assert list(row.c.differ) == want["differ"], row.s
        for verdict, names in ((row.a, ["whatwg", "java"]), (row.b, ["strict", "rfc3986"])):
            w = uri2396.agree(row.s, readings=names)
            assert (verdict.agree, verdict["class"]) == (w["agree"], w["class"]), (row.s, names)
            disagreements += not w["agree"]
    assert disagreements > 10


def test_agree_checks_its_readings_before_any_task(spark):
    with pytest.raises(Exception, match="uri_agree: name two readings or more"):
        spark.sql("SELECT uri_agree('x', 'whatwg')")
    with pytest.raises(Exception, match="the reading 'java' is named twice"):
        spark.sql("SELECT uri_agree('x', 'java, java')")
    row = spark.sql("SELECT uri_agree(NULL, 'whatwg,java') AS a, uri_compare(NULL) AS c").collect()[0]
    assert (row.a, row.c) == (None, None)


def test_rfc2396_appendix_c(spark):
    # RFC 2396 C.1 and C.2, a few of each, with the base of Appendix C.
    base = "http://a/b/c/d;p?q"
    cases = {
        "g:h": "g:h",
        "g": "http://a/b/c/g",
        "g?y": "http://a/b/c/g?y",
        # RFC 2396's grammar derives no empty relative path (C.1's "?y"):
        # the strict dialect has no target for it.
        "?y": None,
        "../../../g": "http://a/../g",
        "g;x?y#s": "http://a/b/c/g;x?y#s",
        "": "http://a/b/c/d;p?q",
    }
    rows = spark.createDataFrame(list(cases.items()), "r string, want string")
    got = rows.selectExpr("r", "want", f"uri_resolve(r, '{base}') AS t").collect()
    assert [(g.r, g.t) for g in got] == [(g.r, g.want) for g in got]


def compare_parse_url(spark, inputs: list[str], keys: list[str]) -> int:
    """How many (input, part) and (input, key) answers differ from Spark's
    parse_url."""
    df = frame(spark, inputs)
    checks = [f"uri_parse_url(s, '{p}') <=> parse_url(s, '{p}')" for p in PARTS]
    checks += [
        f"uri_parse_url(s, 'QUERY', '{k}') <=> parse_url(s, 'QUERY', '{k}')" for k in keys
    ]
    checks += ["uri_parse_url(s, 'HOST', 'a') <=> parse_url(s, 'HOST', 'a')"]
    checks += ["uri_parse_url(s, 'host') <=> parse_url(s, 'host')"]
    counts = df.selectExpr(*[f"sum(CASE WHEN {c} THEN 0 ELSE 1 END) AS d{i}" for i, c in enumerate(checks)]).collect()[0]
    return sum(v or 0 for v in counts)


KEYS = ["a", "q", "id", "k1", "utm_source", "page", "x.y", "", "a+"]


@pytest.mark.parametrize("ansi", ["false"])
def test_parse_url_is_sparks(spark, ansi):
    """Spark's parse_url with ANSI mode off (a string that is no URI gives
    NULL) against uri_parse_url, every part and several keys, on the corpus,
    the curated confusions and the recorded java.net.URI cases."""
    spark.conf.set("spark.sql.ansi.enabled", ansi)
    try:
        name, lines = corpus()
        kept, failing = java_cases()
        differing = {
            name: compare_parse_url(spark, lines, KEYS),
            "the confusions": compare_parse_url(spark, confusions(), KEYS),
            "the java.net.URI cases": compare_parse_url(spark, kept, KEYS),
        }
    finally:
        spark.conf.unset("spark.sql.ansi.enabled")
    print(
        f"uri_parse_url against parse_url: {len(lines)} lines of {name}, "
        f"{len(confusions())} confusions, {len(kept)} java.net.URI cases "
        f"({len(failing)} more on which JDK 17 fails Spark's task), "
        f"{len(PARTS) + len(KEYS) + 2} answers each: differences {differing}"
    )
    assert differing == {k: 0 for k in differing}


def test_parse_url_where_ansi_mode_raises(spark):
    """With ANSI mode on, Spark's parse_url raises on a string that is no URI;
    uri_parse_url answers NULL, as try_parse_url does (Spark 4)."""
    spark.conf.set("spark.sql.ansi.enabled", "true")
    try:
        assert spark.sql("SELECT uri_parse_url('http://a b/', 'HOST') AS h").collect()[0].h is None
        with pytest.raises(Exception, match="INVALID_URL|URISyntax"):
            spark.sql("SELECT parse_url('http://a b/', 'HOST') AS h").collect()
        if hasattr(__import__("pyspark.sql.functions").sql.functions, "try_parse_url"):
            got = spark.sql(
                "SELECT count(*) AS n FROM VALUES ('http://a b/'), ('http://a/b?c'), ('x:y') AS t(s) "
                "WHERE NOT (uri_parse_url(s, 'PATH') <=> try_parse_url(s, 'PATH'))"
            ).collect()[0].n
            assert got == 0
    finally:
        spark.conf.unset("spark.sql.ansi.enabled")


def test_offsets_are_in_utf16_code_units(spark):
    # Characters of one, two (😀) and three UTF-8 bytes before each part.
    s = "http://ユ😀@h.example:8/パス/😀?q=値#フ"
    row = spark.sql(
        f"SELECT uri_parse('{s}', 'java') AS p, uri_parse_url('{s}', 'FILE') AS f, "
        f"uri_parse_url('{s}', 'USERINFO') AS u, uri_parse_url('http://例え.テスト/', 'AUTHORITY') AS a"
    ).collect()[0]
    p = row.p
    assert (p.userinfo, p.host, p.port, p.path, p.query, p.fragment) == (
        "ユ😀", "h.example", "8", "/パス/😀", "q=値", "フ"
    )
    assert (row.f, row.u, row.a) == ("/パス/😀?q=値", "ユ😀", "例え.テスト")


def test_null_in_null_out(spark):
    row = spark.sql(
        "SELECT uri_parse(NULL) AS a, uri_valid(NULL) AS b, uri_valid('x', NULL) AS c, "
        "uri_resolve(NULL, 'http://a/') AS d, uri_normalize(NULL) AS e, "
        "uri_parse_url(NULL, 'HOST') AS f, uri_parse_url('http://a/?k=1', 'QUERY', NULL) AS g"
    ).collect()[0]
    assert all(v is None for v in row)


def test_a_bad_dialect_fails_the_query_before_any_task(spark):
    tracker = spark.sparkContext.statusTracker()
    before = len(tracker.getJobIdsForGroup())
    with pytest.raises(Exception, match="no dialect `bogus`; the dialects are strict, rfc2732, java, rfc3986"):
        spark.sql("SELECT uri_valid(s, 'bogus') FROM VALUES ('http://a/') AS t(s)")
    assert len(tracker.getJobIdsForGroup()) == before
    with pytest.raises(Exception, match="uri_parse takes 1 or 2 arguments, not 3"):
        spark.sql("SELECT uri_parse('a', 'strict', 'x')")
    # A choice of switches is a dialect.
    for s in ["http://a:/", "http://a:99999999999/"]:
        got = spark.sql(f"SELECT uri_valid('{s}', 'rfc2732+ports') AS v").collect()[0].v
        assert got == uri2396.is_valid(s, dialect="rfc2732+ports"), s


def test_registered_from_pyspark_by_class_name(spark):
    from pyspark.sql.types import BooleanType, StringType

    spark.udf.registerJavaFunction("v_by_class", "org.uri2396.spark.Valid", BooleanType())
    spark.udf.registerJavaFunction("host_by_class", "org.uri2396.spark.ParseUrl", StringType())
    row = spark.sql("SELECT v_by_class('a b') AS v, host_by_class('http://h/', 'HOST') AS h").collect()[0]
    assert (row.v, row.h) == (False, "h")


def test_create_function_in_a_fresh_session(tmp_path):
    """SQL alone: CREATE TEMPORARY FUNCTION ... USING JAR with the jar's Hive
    functions, in a session with Hive support, in a process of its own."""
    import subprocess
    import sys

    from conftest import JAR

    script = Path(__file__).with_name("create_function.py")
    run = subprocess.run(
        [sys.executable, str(script), str(JAR), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    assert run.returncode == 0 and lines, run.stderr[-3000:]
    got = json.loads(lines[0].removeprefix("RESULT "))
    assert got["p"] == {
        "scheme": "http",
        "userinfo": "u",
        "host": "h",
        "port": "1",
        "path": "/p",
        "query": "q",
        "fragment": "f",
        "valid": True,
        "error": None,
    }
    assert got["bad"]["valid"] is False and got["bad"]["error"] == "' ' (space) is excluded from URIs (2.4.3)"
    assert (got["v"], got["v6"], got["vnull"]) == (True, True, None)
    assert (got["key"], got["authority"], got["r"], got["n"]) == ("v", "a_b", "http://a/b/g", "http://a/~")
    assert got["a"] == {"agree": False, "class": "slashes-confusion"}
    assert got["c"]["whatwg"] == {"valid": True, "scheme": "http", "host": "evil.example", "port": None}
    assert got["c"]["java"]["host"] is None and got["c"]["differ"] == uri2396.compare("http:/evil.example/")["differ"]
    assert "AnalysisException" in got["bogus"] and "no dialect `bogus`" in got["bogus"], got["bogus"]


def readme_examples() -> list[tuple[str, str]]:
    """Each statement of spark/README.md's ```sql blocks but CREATE, with the
    row written after it as a comment."""
    from conftest import ROOT

    text = (ROOT / "spark" / "README.md").read_text("utf-8")
    examples = []
    for block in text.split("```sql\n")[1:]:
        lines = block.split("```")[0].strip().splitlines()
        for statement, row in zip(lines[::2], lines[1::2], strict=True):
            if not statement.startswith("CREATE"):
                examples.append((statement.removesuffix(";"), row.removeprefix("-- ")))
    return examples


def test_readme_examples(spark):
    def shown(value) -> str:
        if value is None:
            return "NULL"
        if isinstance(value, bool):
            return str(value).lower()
        return str(value)

    examples = readme_examples()
    assert len(examples) == 8
    for statement, row in examples:
        got = spark.sql(statement).collect()
        assert len(got) == 1, statement
        assert " | ".join(shown(v) for v in got[0]) == row, statement


def test_a_native_error_is_a_java_exception_with_its_message(spark):
    # A list of readings in a column is read row by row: a bad one fails
    # the task with the library's message, through a Java exception.
    with pytest.raises(Exception, match="the reading 'java' is named twice"):
        spark.sql("SELECT uri_agree(s, r) FROM VALUES ('http://a/', 'java,java') AS t(s, r)").collect()
    # The session goes on.
    assert spark.sql("SELECT uri_valid('http://a/') AS v").collect()[0].v is True


def test_hostile_shapes(spark):
    # A million segments, a long run of "../", one bad byte at the end of 4 MB.
    row = spark.sql(
        "SELECT uri_valid(concat('http://a/', repeat('b/', 1000000))) AS segments, "
        "length(uri_parse(concat('http://a/', repeat('b/', 1000000))).path) AS path, "
        "uri_resolve(repeat('../', 100000), 'http://a/b/c/d') AS up, "
        "uri_parse(concat('http://a/', repeat('x', 4194304), ' ')).error AS bad, "
        "uri_parse_url(concat('http://a/?', repeat('k=v&', 1000000)), 'QUERY', 'z') AS key"
    ).collect()[0]
    # RFC 2396 keeps the "../" that climb above the root (C.2).
    up = uri2396.resolve("http://a/b/c/d", "../" * 100000)
    assert up.startswith("http://a/../") and len(up) < 300010
    assert (row.segments, row.path, row.up, row.key) == (True, 2000001, up, None)
    assert row.bad == "' ' (space) is excluded from URIs (2.4.3)"
