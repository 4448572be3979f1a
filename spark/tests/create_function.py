"""A fresh Spark session with Hive support (the metastore in a directory of
its own) that makes every function with CREATE TEMPORARY FUNCTION ... USING
JAR and prints what they answer as JSON; test_functions.py runs it in a
process of its own, since a process holds one SparkContext."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pyspark.sql import SparkSession

jar, home = sys.argv[1], Path(sys.argv[2])
spark = (
    SparkSession.builder.master("local[2]")
    .appName("uri2396-create-function")
    .enableHiveSupport()
    .config("spark.ui.enabled", "false")
    .config("spark.sql.warehouse.dir", str(home / "warehouse"))
    .config("spark.hadoop.javax.jdo.option.ConnectionURL", f"jdbc:derby:;databaseName={home}/metastore;create=true")
    .config("spark.driver.extraJavaOptions", f"-Dderby.stream.error.file={home}/derby.log")
    .getOrCreate()
)
spark.sparkContext.setLogLevel("ERROR")
for name, cls in [
    ("uri_valid", "HiveValid"),
    ("uri_parse", "HiveParse"),
    ("uri_parse_url", "HiveParseUrl"),
    ("uri_resolve", "HiveResolve"),
    ("uri_normalize", "HiveNormalize"),
    ("uri_compare", "HiveCompare"),
    ("uri_agree", "HiveAgree"),
]:
    spark.sql(f"CREATE TEMPORARY FUNCTION {name} AS 'org.uri2396.spark.{cls}' USING JAR '{jar}'")
row = spark.sql(
    "SELECT uri_valid('http://a/') AS v, uri_valid('http://[::1]/', 'rfc2732') AS v6, "
    "uri_valid(NULL) AS vnull, uri_parse('http://u@h:1/p?q#f') AS p, uri_parse('a b') AS bad, "
    "uri_parse_url('http://a/b?k=v', 'QUERY', 'k') AS key, uri_parse_url('http://a_b/', 'AUTHORITY') AS authority, "
    "uri_resolve('../g', 'http://a/b/c/d') AS r, uri_normalize('HTTP://A/%7e') AS n, "
    "uri_compare('http:/evil.example/') AS c, uri_agree('http:/evil.example/', 'whatwg,java') AS a"
).collect()[0]
out = {k: (v.asDict(recursive=True) if hasattr(v, "asDict") else v) for k, v in row.asDict().items()}
try:
    spark.sql("SELECT uri_valid('x', 'bogus')").collect()
    out["bogus"] = None
except Exception as e:  # the analysis error, with its message
    # The function's own message is the cause's, in the JVM's trace.
    trace = getattr(e, "_stackTrace", None) or getattr(e, "stackTrace", "") or ""
    out["bogus"] = type(e).__name__ + ": " + str(e) + "\n" + str(trace)
print("RESULT " + json.dumps(out, ensure_ascii=False))
spark.stop()
