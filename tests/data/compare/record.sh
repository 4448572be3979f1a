#!/usr/bin/env bash
# Records the java and whatwg columns of hosts.tsv from programs apart from
# this crate: java.net.URI's getHost() (Hosts.java) and Node.js's URL
# (hosts.js). Prints INPUT<TAB>JAVA<TAB>WHATWG for each input of
# inputs.txt, to be set beside hosts.tsv's columns.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
javac -d "$tmp" "$here/Hosts.java"
java -cp "$tmp" Hosts "$here/inputs.txt" > "$tmp/java.tsv"
node "$here/hosts.js" "$here/inputs.txt" > "$tmp/whatwg.tsv"
paste "$tmp/java.tsv" <(cut -f2 "$tmp/whatwg.tsv")
