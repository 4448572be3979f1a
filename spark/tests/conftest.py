"""A Spark session on a cluster of two executor JVMs (local-cluster: a
standalone master and two workers on loopback) with spark/dist/uri2396-spark.jar
on its class path and every function registered; the inputs the tests
share."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JAR = ROOT / "spark" / "dist" / "uri2396-spark.jar"
SHARED_CORPUS = ROOT.parent / "shared" / "corpus" / "real-uris.txt"

pyspark = pytest.importorskip("pyspark")


@pytest.fixture(scope="session")
def spark():
    from pyspark.sql import SparkSession

    if not JAR.exists():
        pytest.fail(f"{JAR} is missing: run `bash spark/build.sh` first")
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    session = (
        SparkSession.builder.master("local-cluster[2,1,1024]")
        .appName("uri2396-spark-test")
        .config("spark.jars", str(JAR))
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.ui.enabled", "false")
        .config("spark.port.maxRetries", "64")
        .config("spark.driver.memory", "1g")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate()
    )
    sc = session.sparkContext
    for _ in range(600):
        if sc._jsc.sc().getExecutorMemoryStatus().size() >= 3:  # two executors and the driver
            break
        time.sleep(0.1)
    session._jvm.org.uri2396.spark.Functions.register(session._jsparkSession)
    yield session
    session.stop()


def lines(path: Path) -> list[str]:
    """The lines of a UTF-8 file, split at "\n" alone (a reference may hold
    U+2028 or U+0085, which str.splitlines splits at too)."""
    return path.read_text("utf-8").removesuffix("\n").split("\n")


def corpus_sample() -> list[str]:
    """tests/data/corpus-sample.txt, a line a reference."""
    return lines(ROOT / "tests" / "data" / "corpus-sample.txt")


def corpus() -> tuple[str, list[str]]:
    """The whole corpus when ../shared has it, else the sample; and its name."""
    if SHARED_CORPUS.exists():
        return "the corpus", lines(SHARED_CORPUS)
    return "the corpus sample", corpus_sample()


def confusions() -> list[str]:
    """The curated inputs on which readers of URLs part (tests/data/agree/)."""
    rows = lines(ROOT / "tests" / "data" / "agree" / "confusions.tsv")
    return [row.split("\t")[0] for row in rows if row and not row.startswith("#")]


def java_cases() -> tuple[list[str], list[str]]:
    """The inputs of tests/data/java/ whose java.net.URI answers are recorded:
    those `new URI(s)` answers or refuses with a URISyntaxException, and apart
    those on which JDK 17 lets a NumberFormatException out (Spark's parse_url
    then fails the task)."""
    data = ROOT / "tests" / "data" / "java"
    inputs = [json.loads(line) for line in lines(data / "inputs.jsonl")]
    answers = [json.loads(line) for line in lines(data / "answers.jsonl")[1:]]
    kept, failing = [], []
    for s, answer in zip(inputs, answers, strict=True):
        (failing if answer.get("error") == "java.lang.NumberFormatException" else kept).append(s)
    return kept, failing
