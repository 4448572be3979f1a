"""A Spark job on a cluster of two executor JVMs (local-cluster: a standalone
master and two workers on loopback) over a Parquet file of several row
groups: its result equals uri2396.arrow.parse on every row, and both
executors ran tasks, as the application's executor metrics tell. The same
tests run on PySpark 4.1 and later (arrow_udf) and on 3.5 (pandas_udf):
.ci/run runs them in a venv of each."""

from __future__ import annotations

import json
import os
import sys
import urllib.request

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from uri2396 import arrow

from conftest import corpus_lines

pyspark = pytest.importorskip("pyspark")
HAS_ARROW_UDF = hasattr(pytest.importorskip("pyspark.sql.functions"), "arrow_udf")


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    # The executors' Python workers must import this very build.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    # Master, workers and executors on loopback only.
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    session = (
        SparkSession.builder.master("local-cluster[2,1,1024]")
        .appName("uri2396-test")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.ui.enabled", "true")
        .config("spark.ui.port", "4051")
        .config("spark.port.maxRetries", "64")
        .config("spark.driver.memory", "1g")
        .config("spark.executorEnv.PYTHONPATH", os.pathsep.join(sys.path))
        # Small splits: each row group becomes a partition of its own.
        .config("spark.sql.files.maxPartitionBytes", "32k")
        .config("spark.sql.files.openCostInBytes", "0")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate()
    )
    # Wait for both executors to register, so that both get tasks.
    sc = session.sparkContext
    for _ in range(600):
        if sc._jsc.sc().getExecutorMemoryStatus().size() >= 3:  # two executors and the driver
            break
        import time

        time.sleep(0.1)
    yield session
    session.stop()


@pytest.fixture(scope="module")
def parquet(tmp_path_factory):
    lines = corpus_lines()
    rows = lines * 4 + ["", "a b", "http://a/ç", "http://[::1]/"]
    # Nulls too: every 97th row.
    url = pa.array([None if i % 97 == 0 else r for i, r in enumerate(rows)], pa.string())
    table = pa.table({"id": pa.array(range(len(rows)), pa.int64()), "url": url})
    path = tmp_path_factory.mktemp("parquet") / "urls.parquet"
    pq.write_table(table, path, row_group_size=1000)
    assert pq.ParquetFile(path).num_row_groups >= 8
    return path, table


def to_arrow(df) -> pa.Table:
    """The rows of ``df`` as a pyarrow table: ``DataFrame.toArrow`` (PySpark
    4.0 and later), or the collected rows (3.5), a struct as a dict."""
    if hasattr(df, "toArrow"):
        return df.toArrow()
    rows = df.collect()
    columns = {
        name: [r[name].asDict(recursive=True) if hasattr(r[name], "asDict") else r[name] for r in rows]
        for name in df.columns
    }
    return pa.table(columns)


def executor_tasks(spark) -> dict:
    """Completed tasks of each executor, from the application's REST API."""
    sc = spark.sparkContext
    url = f"{sc.uiWebUrl}/api/v1/applications/{sc.applicationId}/executors"
    with urllib.request.urlopen(url, timeout=30) as response:
        executors = json.load(response)
    return {e["id"]: e["completedTasks"] for e in executors if e["id"] != "driver"}


def test_parse_on_two_executors_equals_arrow(spark, parquet):
    from uri2396 import spark as u

    path, table = parquet
    before = executor_tasks(spark)
    df = spark.read.parquet(str(path))
    assert df.rdd.getNumPartitions() >= 4
    result = to_arrow(df.select("id", u.parse("url").alias("p"))).sort_by("id")
    expected = arrow.parse(table.column("url")).combine_chunks()
    assert result.column("id").to_pylist() == table.column("id").to_pylist()
    got = result.column("p").combine_chunks()
    assert got.to_pylist() == expected.to_pylist()
    assert sum(1 for r in got.to_pylist() if r is None) == sum(1 for i in range(len(table)) if i % 97 == 0)
    after = executor_tasks(spark)
    worked = [e for e in after if after[e] > before.get(e, 0)]
    assert len(worked) >= 2, after


def test_map_in_arrow_and_other_columns(spark, parquet):
    from uri2396 import spark as u

    path, table = parquet
    df = spark.read.parquet(str(path))
    mapped = to_arrow(u.map_in_arrow(df, "url")).sort_by("id")
    expected = arrow.parse(table.column("url")).combine_chunks()
    assert mapped.column("parsed").combine_chunks().to_pylist() == expected.to_pylist()

    out = to_arrow(
        df.select(
            "id",
            u.is_valid("url").alias("valid"),
            u.normalize("url").alias("normal"),
            u.resolve("http://a/b/c/d;p?q", "url").alias("resolved"),
        )
    ).sort_by("id")
    urls = table.column("url")
    assert out.column("valid").to_pylist() == arrow.is_valid(urls).to_pylist()
    assert out.column("normal").to_pylist() == arrow.normalize(urls).to_pylist()
    assert out.column("resolved").to_pylist() == arrow.resolve("http://a/b/c/d;p?q", urls).to_pylist()


def test_lang_in_spark(spark):
    """``lang="ja"`` on the column function and on map_in_arrow: the
    messages of the struct in Japanese, as uri2396.arrow.parse gives them;
    a language other than en or ja fails on the driver."""
    from uri2396 import spark as u

    urls = ["http://a/b c", "http://a/", None]
    df = spark.createDataFrame([(i, url) for i, url in enumerate(urls)], "id long, url string")
    expected = arrow.parse(pa.array(urls, pa.string()), lang="ja").to_pylist()
    got = to_arrow(df.select("id", u.parse("url", lang="ja").alias("p"))).sort_by("id")
    assert got.column("p").to_pylist() == expected
    mapped = to_arrow(u.map_in_arrow(df, "url", lang="ja")).sort_by("id")
    assert mapped.column("parsed").to_pylist() == expected
    assert expected[0]["error"] != arrow.parse(pa.array(urls[:1], pa.string()))[0].as_py()["error"]
    for bad in ("de", "JA"):
        with pytest.raises(ValueError):
            u.parse("url", lang=bad)
        with pytest.raises(ValueError):
            u.map_in_arrow(df, "url", lang=bad)


@pytest.mark.skipif(not HAS_ARROW_UDF, reason="3.5 and 4.0 use pandas_udf in every test")
def test_pandas_udf_of_spark_3_5_and_4_0_on_this_spark(spark, parquet):
    """The pandas_udf that PySpark 3.5 and 4.0 get, run here as well: the
    same values as arrow.parse, null rows null structs."""
    from pyspark.sql.types import BooleanType

    from uri2396 import spark as u

    path, table = parquet
    df = spark.read.parquet(str(path))
    parse = u._pandas_udf(lambda a: arrow.parse(a), u.PARSE_SCHEMA)
    valid = u._pandas_udf(lambda a: arrow.is_valid(a), BooleanType())
    out = to_arrow(df.select("id", parse(df.url).alias("p"), valid(df.url).alias("v"))).sort_by("id")
    urls = table.column("url")
    assert out.column("p").to_pylist() == arrow.parse(urls).to_pylist()
    assert out.column("v").to_pylist() == arrow.is_valid(urls).to_pylist()


def flat_rows(nested, readings):
    """The rows of arrow.compare's struct of structs as spark.compare's flat
    struct gives them."""
    rows = []
    for row in nested.to_pylist():
        if row is None:
            rows.append(None)
            continue
        flat = {f"{r}_{k}": v for r in readings for k, v in row[r].items()}
        flat["differ"] = row["differ"]
        rows.append(flat)
    return rows


def test_compare_on_this_spark(spark, parquet):
    """spark.compare: the struct of arrow.compare made flat, the same on the
    UDF of this PySpark and on the pandas_udf of 3.5 and 4.0."""
    from uri2396 import spark as u

    path, table = parquet
    df = spark.read.parquet(str(path))
    urls = table.column("url")
    readings = ["strict", "rfc2732", "java", "rfc3986", "whatwg"]
    expected = flat_rows(arrow.compare(urls).combine_chunks(), readings)
    selected = df.select("id", u.compare("url").alias("c"))
    assert selected.schema["c"].dataType == u.compare_schema()
    out = to_arrow(selected).sort_by("id")
    assert out.column("c").to_pylist() == expected
    flat = u._pandas_udf(lambda a: u._flat_compare(a, None, None), u.compare_schema())
    out = to_arrow(df.select("id", flat(df.url).alias("c"))).sort_by("id")
    assert out.column("c").to_pylist() == expected
    # With a base and two readings: the resolved references.
    base = "http://a/b/c/d;p?q"
    two = ["java", "whatwg"]
    out = to_arrow(df.select("id", u.compare("url", base=base, readings=two).alias("c"))).sort_by("id")
    assert out.column("c").to_pylist() == flat_rows(arrow.compare(urls, base, two).combine_chunks(), two)


def test_agree_on_this_spark(spark, parquet):
    """spark.agree: arrow.agree's struct, row for row, on the executors."""
    from uri2396 import spark as u

    path, table = parquet
    df = spark.read.parquet(str(path))
    readings = ["whatwg", "java"]
    expected = arrow.agree(table.column("url"), readings).combine_chunks().to_pylist()
    out = to_arrow(df.select("id", u.agree("url", readings).alias("a"))).sort_by("id")
    assert out.column("a").to_pylist() == expected
    assert any(row is not None and not row["agree"] for row in expected)
