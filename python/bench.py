"""Throughput of the Python package, as docs/benchmarks.md reports it.

1. The binding's overhead: ``uri2396.arrow.parse`` over the corpus as one
   Arrow array, against the library alone on the same rows in the same
   process (``_uri2396.parse_only``: the parse and a read of every
   component, no output built), interleaved rounds, best of each.
2. DuckDB: the Arrow UDFs of ``examples/duckdb_example.py`` over the
   corpus as a table, next to a regular expression for the host.
3. Spark on ``local-cluster[2,1,1024]`` (two executor JVMs): the parse of a
   Parquet column through ``uri2396.spark.parse`` against Spark's built-in
   ``try_parse_url`` (host, path, query; ``parse_url`` fails the job on the
   first URL java.net.URI rejects, under ANSI mode) on the same rows.

Run from the repository root, after building the wheel into the venv:
``python python/bench.py [--rounds N] [--spark-copies N] [--no-spark]``.
The corpus is ``$URI2396_CORPUS`` when set, else
``../shared/corpus/real-uris.txt`` beside the repository when present, else
``tests/data/corpus-sample.txt``, as for the Rust benchmarks.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

import uri2396
from uri2396 import _uri2396 as native
from uri2396 import arrow

ROOT = Path(__file__).resolve().parents[1]


def corpus() -> tuple[Path, list[str]]:
    full = Path(os.environ.get("URI2396_CORPUS", ROOT.parent / "shared" / "corpus" / "real-uris.txt"))
    path = full if full.is_file() else ROOT / "tests" / "data" / "corpus-sample.txt"
    return path, path.read_text(encoding="utf-8").splitlines()


def best(f, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def binding(lines: list[str], rounds: int) -> None:
    array = pa.array(lines, pa.string())
    nbytes = sum(len(s.encode()) for s in lines)
    library, binding_, valid_only = [], [], []
    for _ in range(rounds):
        library.append(best(lambda: native.parse_only(array), 1))
        binding_.append(best(lambda: arrow.parse(array), 1))
        valid_only.append(best(lambda: arrow.is_valid(array), 1))
    rowwise_t = best(lambda: [uri2396.parse(s) for s in lines], 1)
    rows = len(lines)
    print(f"rows {rows}, {nbytes / 1e6:.2f} MB")
    for name, t in [
        ("library alone (parse + components)", min(library)),
        ("uri2396.arrow.parse", min(binding_)),
        ("uri2396.arrow.is_valid", min(valid_only)),
        ("uri2396.parse, row by row in Python", rowwise_t),
    ]:
        print(f"{name:40} {rows / t / 1e6:7.2f} M rows/s {nbytes / t / 1e6:8.1f} MB/s  ({t * 1e3:.1f} ms)")
    print(f"arrow.parse / library alone: {min(binding_) / min(library):.2f}x the time")


def duckdb_job(lines: list[str], rounds: int) -> None:
    """The DuckDB example's Arrow UDFs over the corpus as a table."""
    sys.path.insert(0, str(Path(__file__).resolve().parent / "examples"))
    import duckdb_example

    con = duckdb_example.connect()
    con.register("links", pa.table({"url": pa.array(lines, pa.string())}))
    nbytes = sum(len(s.encode()) for s in lines)
    jobs = {
        "DuckDB uri_parse (Arrow UDF)": "SELECT count(uri_parse(url).host) FROM links",
        "DuckDB uri_valid (Arrow UDF)": "SELECT count_if(uri_valid(url)) FROM links",
        "DuckDB regexp_extract host (built-in)": "SELECT count(nullif(regexp_extract(url, '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#]*)', 1), '')) FROM links",
    }
    for name, sql in jobs.items():
        t = best(lambda: con.sql(sql).fetchall(), rounds)
        print(f"{name:40} {len(lines) / t / 1e6:7.2f} M rows/s {nbytes / t / 1e6:8.1f} MB/s  ({t * 1e3:.1f} ms)")


def spark_job(lines: list[str], copies: int, rounds: int) -> None:
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    from uri2396 import spark as u

    os.environ["PYSPARK_PYTHON"] = sys.executable
    # Master, workers and executors on loopback only.
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    rows = lines * copies
    nbytes = sum(len(s.encode()) for s in lines) * copies
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "urls.parquet"
        pq.write_table(pa.table({"url": pa.array(rows, pa.string())}), path, row_group_size=100_000)
        spark = (
            SparkSession.builder.master("local-cluster[2,1,1024]")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.executorEnv.PYTHONPATH", os.pathsep.join(sys.path))
            .config("spark.sql.files.maxPartitionBytes", "16m")
            .config("spark.ui.showConsoleProgress", "false")
            .getOrCreate()
        )
        try:
            df = spark.read.parquet(str(path))
            jobs = {
                "uri2396.spark.parse (arrow_udf)": lambda: df.select(u.parse("url").alias("p"))
                .select(F.count("p.host"), F.count("p.path"), F.count("p.query"))
                .collect(),
                "uri2396.spark.map_in_arrow": lambda: u.map_in_arrow(df, "url")
                .select(F.count("parsed.host"), F.count("parsed.path"), F.count("parsed.query"))
                .collect(),
                "Spark try_parse_url (HOST, PATH, QUERY)": lambda: df.select(
                    F.count(F.expr("try_parse_url(url, 'HOST')")),
                    F.count(F.expr("try_parse_url(url, 'PATH')")),
                    F.count(F.expr("try_parse_url(url, 'QUERY')")),
                ).collect(),
            }
            jobs["uri2396.spark.parse (arrow_udf)"]()  # warm the workers
            times = {name: [] for name in jobs}
            for _ in range(rounds):
                for name, job in jobs.items():
                    times[name].append(best(job, 1))
            print(f"Spark local-cluster[2,1,1024], {len(rows)} rows, {nbytes / 1e6:.1f} MB")
            for name, ts in times.items():
                t = min(ts)
                print(f"{name:40} {len(rows) / t / 1e6:7.2f} M rows/s {nbytes / t / 1e6:8.1f} MB/s  ({t:.2f} s)")
        finally:
            spark.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--spark-copies", type=int, default=4)
    parser.add_argument("--no-spark", action="store_true")
    args = parser.parse_args()
    path, lines = corpus()
    print(f"corpus {path}")
    print(f"load: {os.getloadavg()}")
    binding(lines, args.rounds)
    duckdb_job(lines, args.rounds)
    if not args.no_spark:
        spark_job(lines, args.spark_copies, max(1, args.rounds // 2))
    print(f"load: {os.getloadavg()}")


if __name__ == "__main__":
    main()
