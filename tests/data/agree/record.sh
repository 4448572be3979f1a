#!/usr/bin/env bash
# Records readers.tsv from programs apart from this crate: for each line of
# the corpus sample (tests/data/corpus-sample.txt), the place java.net.URI
# gives it (Places.java, run by the JDK) and the place Node.js's URL gives
# it (places.js). tests/agree.rs checks that the java and whatwg readings
# agree on a line exactly when these two do.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
inputs="$here/../corpus-sample.txt"
javac -d "$tmp" "$here/Places.java"
java -Dfile.encoding=UTF-8 -Dstdout.encoding=UTF-8 -cp "$tmp" Places "$inputs" > "$tmp/java.tsv"
node "$here/places.js" "$inputs" > "$tmp/node.tsv"
{
  echo "# The place java.net.URI (OpenJDK $(java -version 2>&1 | head -1 | cut -d'"' -f2)) and Node.js's URL"
  echo "# (Node $(node --version)) give each line of tests/data/corpus-sample.txt:"
  echo "# scheme, host and port, '-' where absent; '!' refused. Made by record.sh."
  echo "# input	java	node"
  paste "$tmp/java.tsv" <(cut -f2 "$tmp/node.tsv")
} > "$here/readers.tsv"
