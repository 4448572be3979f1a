#!/usr/bin/env bash
# Builds spark/dist/uri2396-spark.jar (spark/README.md): the Java classes of
# spark/java/, compiled against the Spark jars the `pyspark` package ships,
# and the native library for linux-x86_64 inside the jar.
# Needs cargo, a JDK 17 (Debian's default-jdk-headless is installed when
# there is no javac and apt-get can) and pyspark, found by $PYTHON (the
# project's venv when there is one, else python3); SPARK_JARS names the jars
# of another Spark.
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ;;
  *) echo "build.sh: the jar holds a library for linux-x86_64, not $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

if ! command -v javac > /dev/null; then
  if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
    apt-get install -y -q default-jdk-headless > /dev/null
  else
    echo "build.sh: no javac; install a JDK 17 (Debian: apt-get install default-jdk-headless)" >&2
    exit 1
  fi
fi

python=${PYTHON:-python3}
[ -z "${PYTHON:-}" ] && [ -x target/python-venv/bin/python ] && python=target/python-venv/bin/python
if [ -z "${SPARK_JARS:-}" ]; then
  SPARK_JARS=$("$python" -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "jars"))' 2>/dev/null) || {
    echo "build.sh: $python has no pyspark (pip install pyspark==4.3.0), and SPARK_JARS is not set" >&2
    exit 1
  }
fi

cargo build --release --locked -p uri2396-spark
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')

classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -Xlint:all,-path,-processing -Werror --release 17 -d "$classes" -cp "$SPARK_JARS/*" spark/java/org/uri2396/spark/*.java
mkdir -p "$classes/org/uri2396/spark/native/linux-x86_64"
cp "$target_dir/release/liburi2396_spark.so" "$classes/org/uri2396/spark/native/linux-x86_64/"

mkdir -p spark/dist
# Written beside the old jar and renamed over it: a JVM that has the old
# one open keeps reading it whole.
jar --create --file spark/dist/uri2396-spark.jar.part -C "$classes" .
mv spark/dist/uri2396-spark.jar.part spark/dist/uri2396-spark.jar
echo "spark/dist/uri2396-spark.jar: $(wc -c < spark/dist/uri2396-spark.jar) bytes, against $(ls "$SPARK_JARS" | grep -m1 -o 'spark-sql_[0-9.]*-[0-9.]*[0-9]')"
