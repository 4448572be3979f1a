#!/usr/bin/env bash
# How fast `uri2396 check` and `uri2396 extract` read files where errors
# are rare and where they are half the lines: MB/s and peak resident
# memory, as a Markdown table.
#
#   benches/check-errors.sh                        # the corpus, 16 copies
#   benches/check-errors.sh CORPUS [COPIES]
#   CHECK_ERRORS_RUNS=5 benches/check-errors.sh    # runs per command (3)
#
# Two files of about the same size: COPIES copies of the corpus as it is
# (../shared/corpus/real-uris.txt by default: about 4% of its lines are
# invalid), and its valid lines each followed by one of its invalid
# lines, taken in turn (50% invalid). Each command reads the file once
# with its output thrown away; the table gives the median wall time of
# the runs as MB/s of input, and the largest peak resident memory.
# Builds the release binary first. Needs GNU time (/usr/bin/time;
# `apt-get install -y time`) and python3.

set -euo pipefail
cd "$(dirname "$0")/.."

corpus=${1:-../shared/corpus/real-uris.txt}
copies=${2:-16}
runs=${CHECK_ERRORS_RUNS:-3}

if [ ! -r "$corpus" ]; then
    echo "no corpus at $corpus: give its path as the first argument" >&2
    exit 2
fi
# GNU time, the release binary in $bin, a work directory in $work.
source benches/cli-common.sh

# The corpus's lines as the tool reads them, valid or not.
"$bin" check --format jsonl "$corpus" > "$work/verdicts.jsonl" || true
python3 - "$corpus" "$work/verdicts.jsonl" "$copies" "$work" <<'EOF'
import json, sys

corpus, verdicts, copies, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
with open(corpus, "rb") as f:
    lines = f.read().split(b"\n")
if lines and lines[-1] == b"":
    lines.pop()
valid = []
with open(verdicts, encoding="utf-8") as f:
    for row in f:
        valid.append(json.loads(row)["valid"])
if len(valid) != len(lines):
    sys.exit(f"{len(lines)} lines but {len(valid)} verdicts")
good = [l for l, v in zip(lines, valid) if v]
bad = [l for l, v in zip(lines, valid) if not v]
with open(f"{work}/few.txt", "wb") as f:
    for _ in range(copies):
        f.write(b"\n".join(lines) + b"\n")
size = (sum(map(len, lines)) + len(lines)) * copies
with open(f"{work}/half.txt", "wb") as f:
    written, k = 0, 0
    while written < size:
        for line in (good[k % len(good)], bad[k % len(bad)]):
            f.write(line + b"\n")
            written += len(line) + 1
        k += 1
EOF

# measure NAME FILE ARGS...: the median wall time and the largest peak
# memory of RUNS runs, as a table row.
measure() {
    local name=$1 file=$2
    shift 2
    local bytes times=() peak=0 out
    bytes=$(stat -c %s "$file")
    for _ in $(seq "$runs"); do
        # `check` exits 1 when a line is invalid: not a failure here.
        /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$@" "$file" > /dev/null 2>&1 || true
        # GNU time puts a line about the exit status before its own.
        out=$(tail -n 1 "$work/time")
        times+=("${out% *}")
        peak=$(( ${out#* } > peak ? ${out#* } : peak ))
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
    python3 -c "import sys; b, t, p = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]); print(f'| {sys.argv[4]} | {b / 1e6:.1f} | {t:.2f} | {b / 1e6 / max(t, 0.01):.0f} | {p / 1024:.1f} |')" \
        "$bytes" "$median" "$peak" "$name"
}

echo "| command, file | MB | s (median of $runs) | MB/s | peak MB |"
echo "|---|---:|---:|---:|---:|"
for file in few half; do
    case $file in
    few) label="4% invalid" ;;
    half) label="50% invalid" ;;
    esac
    f=$work/$file.txt
    measure "check --format summary, $label" "$f" check --format summary
    measure "check --format text, $label" "$f" check --format text --color never
    measure "check --format jsonl, $label" "$f" check --format jsonl
    measure "extract --format jsonl, $label" "$f" extract --format jsonl
done
