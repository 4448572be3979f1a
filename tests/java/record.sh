#!/usr/bin/env bash
# Records java.net.URI's answers for tests/data/java/inputs.jsonl with the
# JDK on PATH (tests/data/java/README.md), and what its operations make of
# them (operations.jsonl beside the answers). Installs Debian's
# default-jdk-headless when javac is missing.
#
#   bash tests/java/record.sh           writes tests/data/java/answers.jsonl
#                                       and operations.jsonl
#   bash tests/java/record.sh FILE      writes FILE and FILE's directory's
#                                       operations.jsonl
#   bash tests/java/record.sh --check   fails when this JDK's answers or
#                                       operations are not the committed ones
set -euo pipefail
cd "$(dirname "$0")/../.."
committed=tests/data/java/answers.jsonl
committed_operations=tests/data/java/operations.jsonl

if ! command -v javac >/dev/null; then
  echo "javac is missing: installing default-jdk-headless" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo="sudo"; fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends default-jdk-headless
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
answers="${1:-$committed}"
if [ "$answers" = --check ]; then answers="$work/answers.jsonl"; fi

operations="$(dirname "$answers")/operations.jsonl"

javac -d "$work" tests/java/RecordUri.java tests/java/RecordOperations.java
# JDK 25 (and the updates that took its change) give the index of a
# URISyntaxException only when this property names hostInfoExclSocket, its
# default there; earlier JDKs ignore it. Set, so that every JDK gives it.
java -Djdk.includeInExceptions=hostInfoExclSocket -cp "$work" RecordUri \
  tests/data/java/inputs.jsonl "$answers"
java -cp "$work" RecordOperations tests/data/java/inputs.jsonl "$operations"
[ "${1:-}" = --check ] || exit 0

# The header line names the JDK. Another major version words some errors
# differently (the index, the reason, JDK 17's NumberFormatException): then
# the verdicts and components are compared, not the errors' details.
major() { head -1 "$1" | sed 's/^{"jdk_major":\([0-9]*\).*/\1/'; }
strip=(cat)
if [ "$(major "$committed")" != "$(major "$answers")" ]; then
  echo "JDK $(major "$answers"), answers recorded with JDK $(major "$committed"):" \
    "comparing verdicts and components, not errors"
  strip=(sed 's/,"error":.*$/}/')
fi
if ! diff <(tail -n +2 "$committed" | "${strip[@]}") <(tail -n +2 "$answers" | "${strip[@]}") \
  >"$work/diff"; then
  echo "$(grep -c '^<' "$work/diff") answer(s) of $committed differ from this JDK's; the first:" >&2
  head -20 "$work/diff" >&2
  echo "(record them again: bash tests/java/record.sh)" >&2
  exit 1
fi
echo "$(($(wc -l <"$committed") - 1)) answers, as recorded ($(head -1 "$answers"))"

# The operations' results, compared whole under the same major version.
if [ "$(major "$committed")" = "$(major "$answers")" ]; then
  if ! diff "$committed_operations" "$operations" >"$work/diff"; then
    echo "$(grep -c '^<' "$work/diff") line(s) of $committed_operations differ from this JDK's; the first:" >&2
    head -20 "$work/diff" >&2
    echo "(record them again: bash tests/java/record.sh)" >&2
    exit 1
  fi
  echo "$(wc -l <"$committed_operations") operations' results, as recorded"
fi
