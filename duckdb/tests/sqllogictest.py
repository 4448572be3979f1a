"""A runner of DuckDB's SQL logic test files (the `.test` format of
DuckDB's own tests), for the subset this extension's files use:

    # a comment
    require uri2396          the extension (the runner has loaded it)

    statement ok             the statement runs
    SET uri2396_lang = 'ja'

    statement error          the statement fails, with a message that
    SELECT uri_valid('a', 'nope')    holds the text after ----
    ----
    no dialect

    query TI                 the rows, one a line, columns by a tab;
    SELECT ...               each value as DuckDB casts it to VARCHAR,
    ----                     NULL for null, (empty) for ''
    a	1

Records are separated by blank lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class Record:
    line: int
    kind: str
    sql: str
    expected: list[str] | None


def records(path: Path) -> list[Record]:
    out: list[Record] = []
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or line.startswith("#"):
            i += 1
            continue
        start = i + 1
        words = line.split()
        if words[0] == "require":
            i += 1
            continue
        if words[0] not in ("statement", "query"):
            raise ValueError(f"{path}:{start}: unknown record {line!r}")
        kind = "query" if words[0] == "query" else f"statement {words[1]}"
        i += 1
        sql: list[str] = []
        while i < len(lines) and lines[i].strip() and lines[i] != "----":
            sql.append(lines[i])
            i += 1
        expected = None
        if i < len(lines) and lines[i] == "----":
            i += 1
            expected = []
            while i < len(lines) and lines[i].strip():
                expected.append(lines[i])
                i += 1
        out.append(Record(start, kind, "\n".join(sql), expected))
    return out


def render(value: str | None) -> str:
    if value is None:
        return "NULL"
    if value == "":
        return "(empty)"
    return value


def rows(con, sql: str) -> list[str]:
    """The rows of a query, each value cast to VARCHAR by DuckDB itself
    (by position: two columns may share a name, as `p.host, q.host` do)."""
    cast = con.execute(f"SELECT CAST(COLUMNS(*) AS VARCHAR) FROM ({sql})")
    return ["\t".join(render(v) for v in row) for row in cast.fetchall()]


def run(con, path: Path) -> tuple[int, list[str]]:
    """Runs each record of the file; the number run and the failures."""
    failures = []
    count = 0
    for record in records(path):
        count += 1
        where = f"{path.name}:{record.line}"
        if record.kind == "statement ok":
            try:
                con.execute(record.sql)
            except Exception as e:  # noqa: BLE001 - any failure is the test's
                failures.append(f"{where}: failed: {e}")
        elif record.kind == "statement error":
            try:
                con.execute(record.sql)
            except Exception as e:  # noqa: BLE001
                want = "\n".join(record.expected or [])
                if want not in str(e):
                    failures.append(f"{where}: the error {str(e)!r} does not hold {want!r}")
            else:
                failures.append(f"{where}: ran, an error was expected")
        else:
            try:
                got = rows(con, record.sql)
            except Exception as e:  # noqa: BLE001
                failures.append(f"{where}: failed: {e}")
                continue
            if got != (record.expected or []):
                failures.append(f"{where}: got {got!r}, expected {record.expected!r}")
    return count, failures
