"""Throughput of the Python package, as docs/benchmarks.md reports it.

1. The binding's overhead: ``uri2396.arrow.parse`` over the corpus as one
   Arrow array, against the library alone on the same rows in the same
   process (``_uri2396.parse_only``: the parse and a read of every
   component, no output built), interleaved rounds, best of each.
2. DuckDB: the Arrow UDFs of ``examples/duckdb_example.py`` over the
   corpus as a table, next to a regular expression for the host.
3. Spark on ``local-cluster[2,1,1024]`` (two executor JVMs), in one
   SparkSession over one Parquet file of the corpus copied ``--spark-copies``
   times, cached: a no-op vectorized UDF of the kind ``uri2396.spark``
   uses on this PySpark (``arrow_udf`` on 4.1 and later, ``pandas_udf``
   on 3.5), ``uri2396.spark.parse``, ``is_valid`` and ``map_in_arrow``,
   and Spark's built-in URL parsing of each part it has, alone and all
   together: ``try_parse_url`` on Spark 4; ``parse_url`` on 3.5, which has
   no ``try_parse_url``, with ``spark.sql.ansi.enabled=false`` (under ANSI
   mode it fails the job on the first URL java.net.URI rejects); and when
   ``spark/dist/uri2396-spark.jar`` is built, its JVM functions beside a
   no-op Java UDF (spark/README.md). Each job's time and its ratio to the
   no-op vectorized UDF's. Every job but the last
   three reads every value it makes (a sum of a hash); the last three
   count rows, which Spark answers without running the UDF at all.

Run from the repository root, after installing the wheel into the venv:
``python python/bench.py [--rounds N] [--spark-copies N] [--spark-rounds N]
[--no-spark | --spark-only]``.
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

# Run as ``python python/bench.py``, Python puts python/ first on sys.path,
# where uri2396/ holds the package's sources without the built extension:
# the installed wheel is what is measured (``maturin develop`` puts python/
# on sys.path again, after it, through its .pth file).
if sys.path and Path(sys.path[0] or ".").resolve() == Path(__file__).resolve().parent:
    del sys.path[0]

import uri2396  # noqa: E402
from uri2396 import _uri2396 as native  # noqa: E402
from uri2396 import arrow  # noqa: E402

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


def _noop_udf(F):
    """A vectorized UDF that gives its input back: the UDF machinery alone
    (batches to the Python worker and back), of the kind
    :mod:`uri2396.spark` uses on this PySpark."""
    from pyspark.sql.types import StringType

    from uri2396 import spark as u

    if u.HAS_ARROW_UDF:
        return F.arrow_udf(lambda column: column, StringType())
    import pandas as pd

    def identity(column):
        return column

    # The UDF's kind comes from its type hints, which must be the classes
    # (this module's annotations are strings).
    identity.__annotations__ = {"column": pd.Series, "return": pd.Series}
    return F.pandas_udf(identity, StringType())


#: The jar of spark/ (``bash spark/build.sh``): when it is there, the Spark
#: job times its JVM functions too.
JAR = Path(__file__).resolve().parents[1] / "spark" / "dist" / "uri2396-spark.jar"

#: The parts of Spark's built-in URL parsing, each a field of
#: ``uri2396.spark.parse``'s struct: scheme, host, path, query, fragment,
#: authority, userinfo, and path and query together (FILE).
URL_PARTS = ("PROTOCOL", "HOST", "PATH", "QUERY", "REF", "AUTHORITY", "USERINFO", "FILE")


def spark_job(lines: list[str], copies: int, rounds: int) -> None:
    """In one SparkSession on ``local-cluster[2,1,1024]``, over one Parquet
    file of ``copies`` copies of the corpus, cached and counted before any
    timing: a no-op vectorized UDF, ``uri2396.spark.parse``, ``is_valid``,
    ``map_in_arrow``, and Spark's built-in URL parsing of each part it
    has. Each job sums a hash of every value of its output, so that no
    column is pruned; interleaved rounds, best of each, and each job's
    ratio to the no-op UDF's time."""
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    import pyspark
    from uri2396 import spark as u

    os.environ["PYSPARK_PYTHON"] = sys.executable
    # Master, workers and executors on loopback only.
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    rows = lines * copies
    nbytes = sum(len(s.encode()) for s in lines) * copies
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "urls.parquet"
        pq.write_table(pa.table({"url": pa.array(rows, pa.string())}), path, row_group_size=100_000)
        builder = SparkSession.builder.master("local-cluster[2,1,1024]")
        if JAR.exists():
            builder = builder.config("spark.jars", str(JAR))
        spark = (
            builder.config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.executorEnv.PYTHONPATH", os.pathsep.join(sys.path))
            .config("spark.ui.showConsoleProgress", "false")
            # Spark 3.5's parse_url gives null for a URL java.net.URI
            # rejects only without ANSI mode (its default there); Spark 4
            # has try_parse_url, which gives null under either.
            .config("spark.sql.ansi.enabled", "false")
            .getOrCreate()
        )
        try:
            # Wait for both executors, then cache the rows on them: four
            # partitions, two a core, so that both executors work.
            sc = spark.sparkContext
            for _ in range(600):
                if sc._jsc.sc().getExecutorMemoryStatus().size() >= 3:  # two executors and the driver
                    break
                time.sleep(0.1)
            df = spark.read.parquet(str(path)).repartition(4).cache()
            assert df.count() == len(rows)
            try_parse = "try_parse_url" if int(spark.version.split(".")[0]) >= 4 else "parse_url"
            kind = "arrow_udf" if u.HAS_ARROW_UDF else "pandas_udf"
            noop = _noop_udf(F)

            def hashed(*columns):
                # A sum of a hash of every value: the job reads them all.
                return lambda: df.select(F.sum(F.hash(*columns))).collect()

            def part(name):
                return F.expr(f"{try_parse}(url, '{name}')")

            jobs = {
                f"no-op {kind} (gives its input back)": hashed(noop("url")),
                f"uri2396.spark.parse ({kind}, 13 fields)": hashed(u.parse("url")),
                f"uri2396.spark.is_valid ({kind})": hashed(u.is_valid("url")),
                "uri2396.spark.map_in_arrow (13 fields)": lambda: u.map_in_arrow(df, "url")
                .select(F.sum(F.hash("parsed")))
                .collect(),
                f"Spark {try_parse}, {len(URL_PARTS)} parts": hashed(*[part(p) for p in URL_PARTS]),
            }
            for name in URL_PARTS:
                jobs[f"Spark {try_parse}(url, '{name}')"] = hashed(part(name))
            if JAR.exists():
                # The JVM functions of spark/ (bash spark/build.sh), no
                # Python worker: a no-op Java UDF, then each function.
                spark._jvm.org.uri2396.spark.Functions.register(spark._jsparkSession)
                spark.udf.registerJavaFunction("noop_java", "org.uri2396.spark.NoOp", "string")
                jobs["no-op Java UDF (gives its input back)"] = hashed(F.expr("noop_java(url)"))
                jobs["uri_parse (Java UDF, 9 fields)"] = hashed(F.expr("uri_parse(url)"))
                jobs["uri_valid (Java UDF)"] = hashed(F.expr("uri_valid(url)"))
                jobs["uri_parse_url(url, 'HOST') (Java UDF)"] = hashed(F.expr("uri_parse_url(url, 'HOST')"))
                jobs[f"uri_parse_url, {len(URL_PARTS)} parts (Java UDF)"] = hashed(
                    *[F.expr(f"uri_parse_url(url, '{p}')") for p in URL_PARTS]
                )
            # A count reads no column: Spark drops the UDF from the plan (a
            # Project over the scan, no ArrowEvalPython), so these time the
            # scan alone, whatever the UDF does.
            jobs["count of the rows, no UDF"] = lambda: df.count()
            jobs[f"count of the no-op {kind} (not run)"] = lambda: df.select(noop("url")).count()
            jobs["count of uri2396.spark.parse (not run)"] = lambda: df.select(u.parse("url")).count()
            for job in jobs.values():  # warm the workers and the JIT
                job()
            load = [os.getloadavg()[0]]
            times = {name: [] for name in jobs}
            for _ in range(rounds):
                for name, job in jobs.items():
                    times[name].append(best(job, 1))
                load.append(os.getloadavg()[0])
            noop_t = min(next(iter(times.values())))
            print(
                f"Spark {spark.version} (PySpark {pyspark.__version__}, pyarrow {pa.__version__}),"
                f" local-cluster[2,1,1024], {len(rows)} rows, {nbytes / 1e6:.1f} MB, cached;"
                f" best of {rounds}; load average (1 min) {min(load):.1f} to {max(load):.1f}"
            )
            print(f"{'job':52} {'s':>6} {'x no-op':>8} {'M rows/s':>9}")
            for name, ts in times.items():
                t = min(ts)
                print(f"{name:52} {t:6.2f} {t / noop_t:8.2f} {len(rows) / t / 1e6:9.2f}")
        finally:
            spark.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--spark-copies", type=int, default=8)
    parser.add_argument("--spark-rounds", type=int, default=5)
    parser.add_argument("--no-spark", action="store_true")
    parser.add_argument("--spark-only", action="store_true", help="Spark alone (a venv without DuckDB)")
    args = parser.parse_args()
    path, lines = corpus()
    print(f"corpus {path}")
    print(f"load: {os.getloadavg()}")
    if not args.spark_only:
        binding(lines, args.rounds)
        duckdb_job(lines, args.rounds)
    if not args.no_spark:
        spark_job(lines, args.spark_copies, args.spark_rounds)
    print(f"load: {os.getloadavg()}")


if __name__ == "__main__":
    main()
