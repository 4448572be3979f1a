#!/usr/bin/env bash
# Records java.net.URI's answers for tests/data/java/inputs.jsonl with the
# JDK on PATH (tests/data/java/README.md). Installs Debian's
# default-jdk-headless when javac is missing.
#
#   bash tests/java/record.sh [ANSWERS]   (default: tests/data/java/answers.jsonl)
set -euo pipefail
cd "$(dirname "$0")/../.."
answers="${1:-tests/data/java/answers.jsonl}"

if ! command -v javac >/dev/null; then
  echo "javac is missing: installing default-jdk-headless" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo="sudo"; fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends default-jdk-headless
fi

classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -d "$classes" tests/java/RecordUri.java
# JDK 25 (and updates that took its change) report the index of a
# URISyntaxException only when this property names hostInfoExclSocket (its
# default there); earlier JDKs ignore the value. Set, so that every JDK
# records the index.
java -Djdk.includeInExceptions=hostInfoExclSocket -cp "$classes" RecordUri \
  tests/data/java/inputs.jsonl "$answers"
