"""The extension's speed in DuckDB, as ratios in one run (docs/benchmarks.md).

    python duckdb/bench.py [--rows 10000000] [--rounds 5]

The corpus (../shared/corpus/real-uris.txt beside the clone, or
$URI2396_CORPUS; tests/data/corpus-sample.txt otherwise) is repeated to
--rows rows in a DuckDB table; each query counts over the whole table, so
that every row is computed and nothing else is kept. The queries run in
turns, --rounds times, and each one's median is set against the others':

    noop              uri2396_noop(s): the extension's floor, a call a chunk
    length            DuckDB's length(s), which reads every byte (UTF-8)
    valid             uri_valid(s)
    parse             uri_parse(s): every component of every row
    regexp host       regexp_extract with RFC 3986's Appendix B pattern, the host alone
    regexp split      the same pattern's five components, as one struct
    python valid      uri2396.duckdb.register(con)'s uri_valid, an Arrow UDF
    python parse      uri2396.duckdb.register(con)'s uri_parse

DuckDB 2.0.1 has no function that parses a URL (`url_decode` and
`url_encode` only), so RFC 3986's regular expression is its comparable
split. The Python registration runs on one tenth of the rows (it is
slower by far), and its time is scaled by ten.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import duckdb
import pyarrow as pa

ROOT = Path(__file__).resolve().parents[1]
EXTENSION = ROOT / "duckdb" / "dist" / "uri2396.duckdb_extension"
# RFC 3986, Appendix B: group 2 the scheme, 4 the authority, 5 the path,
# 7 the query, 9 the fragment.
APPENDIX_B = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?"


def corpus() -> tuple[list[str], str]:
    for path in (os.environ.get("URI2396_CORPUS"), ROOT.parent / "shared" / "corpus" / "real-uris.txt"):
        if path and Path(path).exists():
            return Path(path).read_bytes().decode("utf-8", "replace").splitlines(), str(path)
    sample = ROOT / "tests" / "data" / "corpus-sample.txt"
    return sample.read_text(encoding="utf-8").splitlines(), str(sample)


def table(con, lines: list[str], rows: int) -> None:
    con.register("corpus", pa.table({"s": lines}))
    con.execute(
        f"""CREATE OR REPLACE TABLE t AS
            SELECT s FROM corpus, range({rows // len(lines) + 1}) LIMIT {rows}"""
    )


def timed(con, sql: str) -> float:
    start = time.perf_counter()
    con.execute(sql).fetchall()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    lines, source = corpus()

    native = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    native.execute(f"LOAD '{EXTENSION}'")
    table(native, lines, args.rows)
    python = duckdb.connect()
    import uri2396.duckdb

    uri2396.duckdb.register(python)
    table(python, lines, args.rows // 10)

    queries = {
        "noop": (native, "SELECT count(*) FILTER (WHERE uri2396_noop(s)) FROM t", 1),
        "length": (native, "SELECT count(*) FILTER (WHERE length(s) > 0) FROM t", 1),
        "valid": (native, "SELECT count(*) FILTER (WHERE uri_valid(s)) FROM t", 1),
        "parse": (native, "SELECT count(uri_parse(s)) FROM t", 1),
        "regexp host": (native, f"SELECT count(regexp_extract(s, '{APPENDIX_B}', 4)) FROM t", 1),
        "regexp split": (
            native,
            f"SELECT count(regexp_extract(s, '{APPENDIX_B}', "
            "['g1', 'scheme', 'g3', 'authority', 'path', 'g6', 'query', 'g8', 'fragment'])) FROM t",
            1,
        ),
        "python valid": (python, "SELECT count(*) FILTER (WHERE uri_valid(s)) FROM t", 10),
        "python parse": (python, "SELECT count(uri_parse(s)) FROM t", 10),
    }
    times: dict[str, list[float]] = {name: [] for name in queries}
    for con, sql, _ in queries.values():
        timed(con, sql)  # warm: the table in memory, the functions bound
    for _ in range(args.rounds):
        for name, (con, sql, scale) in queries.items():
            times[name].append(timed(con, sql) * scale)
    median = {name: statistics.median(t) for name, t in times.items()}
    threads = native.execute("SELECT current_setting('threads')").fetchone()[0]
    print(f"DuckDB {duckdb.__version__}, {threads} threads; {args.rows:,} rows of {source}")
    print(f"({len(lines):,} lines), median of {args.rounds} rounds\n")
    print(f"{'query':<14} {'seconds':>8} {'M rows/s':>9} {'x noop':>7} {'x parse':>8}")
    for name, m in median.items():
        print(
            f"{name:<14} {m:8.3f} {args.rows / m / 1e6:9.1f} {m / median['noop']:7.2f} "
            f"{m / median['parse']:8.2f}"
        )
    print()
    print(f"valid / noop: {median['valid'] / median['noop']:.2f} (aim: 1.5 or less)")
    print(f"parse / regexp host: {median['parse'] / median['regexp host']:.2f} (aim: below 1)")
    print(f"python valid / valid: {median['python valid'] / median['valid']:.1f} (aim: 10 or more)")
    print(f"python parse / parse: {median['python parse'] / median['parse']:.1f} (aim: 10 or more)")


if __name__ == "__main__":
    main()
