"""The extension in DuckDB itself: LOAD of the built file, the SQL logic
test files, and every function against the library's own answers (the
Python package's and the command-line tool's) on the corpus sample."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest
import uri2396
import uri2396.arrow

import sqllogictest
from conftest import DIST, ROOT, connect, corpus_lines, run_cli

DIALECTS = ["strict", "rfc2732", "java", "rfc3986", "rfc3987"]
FOOTER = 534
COMPONENTS = ["userinfo", "reg_name", "segment", "first_segment", "query", "fragment", "opaque_part"]


def column(con, lines: list[str], name: str = "lines") -> None:
    """`lines` as the table `name(i, s)`, in order."""
    con.register(f"{name}_arrow", pa.table({"i": list(range(len(lines))), "s": lines}))
    con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT * FROM {name}_arrow")


def values(con, sql: str) -> list:
    return [row[0] for row in con.sql(sql).fetchall()]


def test_loads_in_the_pinned_duckdb(extension):
    # The DuckDB build.sh names is the one the Python package's tests pin.
    assert (DIST / "duckdb-version").read_text().strip() == duckdb.__version__
    assert extension.stat().st_size > FOOTER


@pytest.mark.parametrize("path", sorted((ROOT / "duckdb" / "tests").glob("*.test")), ids=lambda p: p.name)
def test_sql_logic(con, path):
    count, failures = sqllogictest.run(con, path)
    assert count > 0
    assert not failures, "\n".join(failures)


def test_unsigned_is_refused_by_default(extension):
    con = duckdb.connect()
    with pytest.raises(duckdb.Error, match="signature"):
        con.execute(f"LOAD '{extension}'")


def test_footer(extension):
    data = extension.read_bytes()[-FOOTER:]
    # A WebAssembly custom section, "duckdb_signature", of 512 bytes.
    assert data[:22] == b"\x00\x93\x04\x10duckdb_signature\x80\x04"
    fields = [data[22 + 32 * i : 22 + 32 * (i + 1)].rstrip(b"\0").decode() for i in range(8)]
    assert fields[::-1][:5] == ["4", "linux_amd64", "v1.5.6", "v0.1.0", "C_STRUCT"]
    assert data[-256:] == bytes(256)


def test_footer_is_read(extension, tmp_path):
    # Another platform in the footer: DuckDB refuses the file, so it reads
    # the fields where build.sh writes them.
    data = bytearray(extension.read_bytes())
    platform = len(data) - 256 - 2 * 32
    assert data[platform : platform + 11] == b"linux_amd64"
    data[platform : platform + 32] = b"windows_amd64".ljust(32, b"\0")
    other = tmp_path / "uri2396.duckdb_extension"
    other.write_bytes(bytes(data))
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    with pytest.raises(duckdb.Error, match="windows_amd64"):
        con.execute(f"LOAD '{other}'")


@pytest.mark.parametrize("dialect", DIALECTS)
def test_parse_and_valid_as_the_library(con, dialect):
    lines = corpus_lines()
    column(con, lines)
    got = con.sql(f"SELECT uri_parse(s, '{dialect}') AS p, uri_valid(s, '{dialect}') AS v FROM lines ORDER BY i").fetchall()
    want = uri2396.arrow.parse(pa.array(lines), dialect=dialect).to_pylist()
    valid = uri2396.arrow.is_valid(pa.array(lines), dialect=dialect).to_pylist()
    assert [p for p, _ in got] == want
    assert [v for _, v in got] == valid
    assert 0 < sum(valid) < len(lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_error_as_the_tool(con, cli, lang):
    lines = corpus_lines()
    column(con, lines)
    con.execute(f"SET uri2396_lang = '{lang}'")
    got = values(con, "SELECT uri_error(s) FROM lines ORDER BY i")
    tool = run_cli(cli, ["check", "--lang", lang], lines)
    assert len(tool) == len(lines)
    want = [
        None
        if t["valid"]
        else {k: t["error"][k] for k in ("offset", "expected", "found", "message", "fix")}
        for t in tool
    ]
    assert got == want
    assert sum(e is not None for e in got) > 0


def test_resolve_as_the_library(con):
    base = "http://a/b/c/d;p?q"
    lines = corpus_lines()
    appendix = (ROOT / "tests" / "data" / "resolve" / "appendix-c.txt").read_text().splitlines()
    references = [l.split("=")[0].strip() for l in appendix if l.startswith("      ") and "=" in l]
    assert len(references) > 30
    column(con, references + lines)
    got = values(con, f"SELECT uri_resolve(s, '{base}') FROM lines ORDER BY i")

    def library(reference: str):
        try:
            return uri2396.resolve(base, reference)
        except uri2396.URIError:
            return None

    assert got == [library(r) for r in references + lines]
    # Each line against each line: the base changes every row.
    pairs = list(zip(lines[::7], lines[1::7]))
    column(con, [r for r, _ in pairs], "refs")
    column(con, [b for _, b in pairs], "bases")
    got = values(con, "SELECT uri_resolve(r.s, b.s) FROM refs r JOIN bases b USING (i) ORDER BY i")

    def library2(reference: str, base: str):
        try:
            return uri2396.resolve(base, reference)
        except uri2396.URIError:
            return None

    assert got == [library2(r, b) for r, b in pairs]
    assert any(g is not None for g in got)


def test_normalize_and_equivalent_as_the_library(con):
    cases = [
        l.split()
        for l in (ROOT / "tests" / "data" / "normalize" / "cases.txt").read_text().splitlines()
        if l.strip() and not l.startswith("#")
    ]
    # The file's normal forms, exactly.
    column(con, [c[0] for c in cases])
    assert values(con, "SELECT uri_normalize(s) FROM lines ORDER BY i") == [c[1] for c in cases]
    lines = corpus_lines()
    column(con, lines)
    got = con.sql(
        "SELECT uri_normalize(s, 'java'), uri_normalize(s), uri_equivalent(s, upper(s)) FROM lines ORDER BY i"
    ).fetchall()

    def library(f, *args, **kw):
        try:
            return f(*args, **kw)
        except uri2396.URIError:
            return None

    assert [g[0] for g in got] == [library(uri2396.normalize, s, dialect="java") for s in lines]
    assert [g[1] for g in got] == [library(uri2396.normalize, s) for s in lines]
    assert [g[2] for g in got] == [library(uri2396.equivalent, s, s.upper()) for s in lines]


@pytest.mark.parametrize("component", COMPONENTS)
def test_escape_as_the_tool(con, cli, component):
    lines = corpus_lines()[:500] + ["日本語 テキスト", "/lead", "a:b", ""]
    column(con, lines)
    got = values(con, f"SELECT uri_escape(s, '{component}') FROM lines ORDER BY i")
    tool = run_cli(cli, ["escape", "-c", component.replace("_", "-")], lines)
    assert got == [t["result"] for t in tool]


def test_unescape_as_the_tool(con, cli):
    lines = corpus_lines() + ["%E6%97%A5%E6%9C%AC", "%FF", "%", "%4", "a%2"]
    column(con, lines)
    got = values(con, "SELECT uri_unescape(s) FROM lines ORDER BY i")
    tool = run_cli(cli, ["unescape"], lines)
    assert got == [t["result"] for t in tool]
    assert None in got


def test_parquet(con, tmp_path):
    lines = corpus_lines()
    column(con, lines)
    parquet = tmp_path / "corpus.parquet"
    con.execute(f"COPY lines TO '{parquet}' (FORMAT parquet)")
    valid, hosts = con.execute(
        f"SELECT count(*) FILTER (WHERE uri_valid(s)), count(DISTINCT uri_parse(s).host) FROM '{parquet}'"
    ).fetchone()
    assert valid == sum(uri2396.is_valid(s) for s in lines)
    parsed = uri2396.arrow.parse(pa.array(lines)).to_pylist()
    assert hosts == len({p["host"] for p in parsed if p["host"] is not None})


def test_hostile_rows(con):
    # Long rows, deep paths and one bad byte at the end: answers, no hang.
    rows = [
        "http://a/" + "b/" * 100_000,
        "http://a/" + "../" * 100_000 + "g",
        "http://a/" + "x" * (1 << 20) + " ",
        "\u202ehttp://a/",
    ]
    column(con, rows)
    got = con.sql("SELECT uri_valid(s), uri_error(s).offset, length(uri_normalize(s)) FROM lines ORDER BY i").fetchall()
    assert got[0] == (True, None, len(rows[0]))
    # RFC 2396 keeps the ".." segments above the root (5.2, step 6g).
    assert got[1][0] is True and got[1][2] == len(uri2396.normalize(rows[1]))
    assert got[2][:2] == (False, len(rows[2]) - 1)
    assert got[3][0] is False


def test_many_chunks(con):
    # More rows than a vector holds: every chunk is answered, in order.
    con.execute("CREATE TEMP TABLE big AS SELECT i, 'http://h' || i || '/p?q=' || i AS s FROM range(10000) t(i)")
    hosts = values(con, "SELECT uri_parse(s).host FROM big ORDER BY i")
    assert hosts == [f"h{i}" for i in range(10000)]


def test_loaded_twice(extension):
    con = connect(extension)
    con.execute(f"LOAD '{extension}'")
    assert con.execute("SELECT uri_valid('http://a/')").fetchone() == (True,)


def readme_examples() -> list[tuple[str, list[str]]]:
    """Each statement of duckdb/README.md's ```sql blocks, with the rows
    (the `-- ` lines after it) it shows."""
    text = (ROOT / "duckdb" / "README.md").read_text(encoding="utf-8")
    examples: list[tuple[str, list[str]]] = []
    for block in text.split("```sql\n")[1:]:
        statement: list[str] = []
        for line in block.split("```")[0].splitlines():
            if line.startswith("-- "):
                examples[-1][1].append(line[3:])
                continue
            statement.append(line)
            if line.endswith(";"):
                examples.append(("\n".join(statement), []))
                statement = []
        assert not statement, f"a statement without ';' in duckdb/README.md: {statement}"
    return examples


def test_readme_examples(con):
    examples = readme_examples()
    assert len(examples) > 10
    for sql, shown in examples:
        if shown and shown[0].startswith("Error: "):
            with pytest.raises(duckdb.Error) as e:
                con.execute(sql)
            assert shown[0].removeprefix("Error: ") in str(e.value), sql
            continue
        if not shown:
            con.execute(sql)
            continue
        got = [row.replace("\t", " | ") for row in sqllogictest.rows(con, sql.rstrip(";"))]
        assert got == shown, sql


def test_compare_as_the_tool(con, cli):
    lines = corpus_lines()[:1500] + confusions()
    column(con, lines)
    got = values(con, "SELECT uri_compare(s) FROM lines ORDER BY i")
    tool = run_cli(cli, ["compare"], lines)
    want = []
    for t in tool:
        row = {
            name: {k: r[k] for k in ("valid", "scheme", "host", "port")}
            for name, r in t["readings"].items()
        }
        row["differ"] = t["differ"]
        want.append(row)
    assert got == want
    assert sum(bool(g["differ"]) for g in got) > 10


def confusions() -> list[str]:
    """The inputs of tests/data/agree/confusions.tsv."""
    path = ROOT / "tests" / "data" / "agree" / "confusions.tsv"
    return [l.split("\t")[0] for l in path.read_text(encoding="utf-8").splitlines() if l and not l.startswith("#")]


@pytest.mark.parametrize("readings", ["whatwg,java", "strict,whatwg", "java,rfc3986,whatwg"])
def test_agree_as_the_library(con, readings):
    lines = corpus_lines() + confusions()
    column(con, lines)
    got = values(con, f"SELECT uri_agree(s, '{readings}') FROM lines ORDER BY i")
    want = uri2396.arrow.agree(pa.array(lines), readings.split(",")).to_pylist()
    assert got == want
    assert any(not g["agree"] for g in got)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lint_as_the_tool(con, cli, lang):
    lines = corpus_lines() + confusions() + ["http://a b", "\u202ehttp://a/"]
    column(con, lines)
    con.execute(f"SET uri2396_lang = '{lang}'")
    got = values(con, "SELECT uri_lint(s) FROM lines ORDER BY i")
    tool = run_cli(cli, ["lint", "--lang", lang], lines)
    keys = ("code", "component", "start", "end", "message")
    want = [[{k: f[k] for k in keys} for f in t["findings"]] for t in tool]
    assert got == want
    assert sum(bool(g) for g in got) > 100


TEXTS = sorted((ROOT / "tests" / "data" / "extract").glob("*.txt"))


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: p.name)
def test_extract_as_the_tool(con, cli, path):
    # Bytes as they are: a "\r" stays one (read_text would drop it).
    text = path.read_bytes().decode("utf-8")
    keys = ("start", "end", "reference", "valid", "delimiter")
    out = subprocess.run(
        [str(cli), "extract", "--format", "jsonl", str(path)], capture_output=True, check=False
    )
    assert out.returncode in (0, 1), out.stderr.decode()
    tool = [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
    want = [(t["start"], t["end"], t["uri"], t["valid"], t["delimiter"]) for t in tool]
    assert want or path.name == "prose.txt", "the tool finds references in every file but prose.txt"
    got = con.execute("SELECT * FROM uri_extract(?)", [text]).fetchall()
    assert got == want
    # The same as a list, from a column.
    column(con, [text])
    listed = values(con, "SELECT uri_extract_all(s) FROM lines")[0]
    assert [tuple(r[k] for k in keys) for r in listed] == want


def test_resolve_appendix_c_as_the_rfc(con):
    # Each "reference = result" row of Appendix C whose result is a URI
    # (the first result where the RFC gives two), against its base.
    text = (ROOT / "tests" / "data" / "resolve" / "appendix-c.txt").read_text(encoding="utf-8")
    base = "http://a/b/c/d;p?q"
    rows = []
    for line in text.splitlines():
        if line.startswith("      ") and " =  " in line:
            reference, result = (part.strip() for part in line.split(" =  ", 1))
            result = result.split(" ;")[0].strip()
            if not result.startswith("("):
                rows.append((reference, result))
    assert len(rows) == 40
    column(con, [r for r, _ in rows])
    got = values(con, f"SELECT uri_resolve(s, '{base}') FROM lines ORDER BY i")
    # "?y" is no RFC 2396 reference (rel_path is not empty); the appendix
    # resolves it anyway, as the dialect with the switch for it does.
    lenient = values(con, f"SELECT uri_resolve(s, '{base}', 'strict+empty-relative-path') FROM lines ORDER BY i")
    got = [l if r.startswith("?") else g for (r, _), g, l in zip(rows, got, lenient)]
    assert got[6] is not None
    assert list(zip([r for r, _ in rows], got)) == rows


def duckdb_cli() -> str:
    """The DuckDB command line of the venv (`pip install duckdb-cli`)."""
    path = shutil.which("duckdb", path=str(Path(sys.executable).parent)) or shutil.which("duckdb")
    assert path, "the DuckDB command line: pip install -r python/requirements-ci.txt"
    return path


def test_readme_command_line():
    text = (ROOT / "duckdb" / "README.md").read_text(encoding="utf-8")
    ran = 0
    for block in text.split("```console\n")[1:]:
        lines = block.split("```")[0].splitlines()
        for i, line in enumerate(lines):
            # The commands of the tool itself (the build, which has run,
            # prints one line; the tests' command would run them again).
            if not (line.startswith("$ duckdb ") or line == "$ bash duckdb/build.sh"):
                continue
            shown = []
            for after in lines[i + 1 :]:
                if after.startswith("$ "):
                    break
                shown.append(after)
            args = shlex.split(line[2:])
            if args[0] == "duckdb":
                args[0] = duckdb_cli()
            out = subprocess.run(args, cwd=ROOT, capture_output=True, check=True)
            assert out.stdout.decode("utf-8").splitlines() == shown, line
            ran += 1
    assert ran >= 2


# Every function once, in the DuckDB of the command line (1.5.6) and of
# the Python package (2.0.1): the same answers.
EVERY_FUNCTION = [
    "uri_valid('http://[::1]/', 'rfc2732')",
    "uri_parse('http://u@a:1/p?q#f').userinfo",
    "uri_error('http://a b/').fix",
    "uri_error('http://a/%zz').expected",
    "uri_resolve('../g', 'http://a/b/c/d;p?q')",
    "uri_normalize('HTTP://A:80/%7e')",
    "uri_equivalent('http://a/', 'HTTP://A:80/')",
    "uri_escape('a b', 'segment')",
    "uri_unescape('%E6%97%A5')",
    "uri_compare('http:/evil.example/').differ",
    "uri_agree('http:/evil.example/', 'whatwg,java').class",
    "uri_lint('http://user:pw@a.example/')[1].code",
    "uri_extract_all('see <http://a/b>')[1].delimiter",
    "(SELECT count(*) FROM uri_extract('http://a/ http://b/'))",
    "uri2396_noop('x')",
]


def test_every_function_in_duckdb_1_5(con, extension):
    select = ", ".join(f"CAST({f} AS VARCHAR)" for f in EVERY_FUNCTION)
    sql = f"LOAD '{extension}'; SELECT {select};"
    out = subprocess.run(
        [duckdb_cli(), "-unsigned", "-json", "-c", sql], capture_output=True, check=True
    )
    cli_row = list(json.loads(out.stdout)[0].values())
    python_row = list(con.execute(f"SELECT {select}").fetchone())
    assert cli_row == python_row
    assert None not in python_row
