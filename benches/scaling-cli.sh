#!/usr/bin/env bash
# Peak resident memory and wall time of the uri2396 commands on one long
# input line of the worst shapes of cli/benches/scaling.rs, printed as a
# Markdown table.
#
#   benches/scaling-cli.sh              # 1 MB and 16 MB
#   benches/scaling-cli.sh 1048576      # sizes in bytes
#   SCALING_CLI_TIMEOUT=20 SCALING_CLI_VMEM_KB=2097152 benches/scaling-cli.sh
#
# Builds the release binary first. Each command runs under `timeout`
# (SCALING_CLI_TIMEOUT seconds, 60 by default) and `ulimit -v`
# (SCALING_CLI_VMEM_KB, 4 GiB by default) with its output thrown away; one
# that is killed or runs out of memory is reported as over budget, and the
# larger sizes of that command and shape are skipped. Exit status 1 is what
# the tool returns for an invalid input (the bad-end shape), not a failure.
# Needs GNU time (/usr/bin/time; `apt-get install -y time`).

set -euo pipefail
cd "$(dirname "$0")/.."

timeout_secs=${SCALING_CLI_TIMEOUT:-60}
vmem_kb=${SCALING_CLI_VMEM_KB:-4194304}
if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(1048576 16777216); fi

# GNU time, the release binary in $bin, a work directory in $work.
source benches/cli-common.sh

# repeat UNIT N: UNIT N times, no newline. (`yes` ends on SIGPIPE when
# `head` has enough, which pipefail would take for a failure.)
repeat() {
    { yes -- "$1" || true; } | head -n "$2" | tr -d '\n'
}

# shape NAME FORM LEN: one line of about LEN bytes of the shape NAME, in
# its absolute form or (FORM = reference) the reference form that
# `resolve` gets; the same shapes as cli/benches/scaling.rs.
shape() {
    local name=$1 form=$2 len=$3 head tail unit unit2=
    case $name/$form in
    segments/absolute) head=http://example.com unit=/a tail= ;;
    segments/reference) head=a unit=/a tail= ;;
    dotdot/absolute) head=http://example.com/ unit=../ tail=g ;;
    dotdot/reference) head= unit=../ tail=g ;;
    dot/absolute) head=http://example.com/ unit=./ tail=g ;;
    dot/reference) head= unit=./ tail=g ;;
    up-down/absolute) head=http://example.com/ unit=a/ unit2=../ tail=g ;;
    up-down/reference) head= unit=a/ unit2=../ tail=g ;;
    bad-end/absolute) head=http://example.com unit=/a tail=' ' ;;
    bad-end/reference) head=a unit=/a tail=' ' ;;
    *)
        echo "no shape $name/$form" >&2
        exit 2
        ;;
    esac
    local n=$(((len - ${#head} - ${#tail}) / (${#unit} + ${#unit2})))
    printf '%s' "$head"
    repeat "$unit" "$n"
    [ -z "$unit2" ] || repeat "$unit2" "$n"
    printf '%s\n' "$tail"
}

# name|shape|form|arguments (the input file is standard input, or the
# argument for check). The shapes are those that cost most per byte in
# cli/benches/scaling.rs: many segments (the most tree nodes), dot segments
# (`../` chains, and `a/` × n then `../` × n, where each `..` removes a
# segment), one bad byte at the end (the error view).
runs=(
    "parse --format jsonl|segments|absolute|parse --format jsonl"
    "parse --format jsonl|bad-end|absolute|parse --format jsonl"
    "parse --format text|segments|absolute|parse --format text"
    "parse --format text|bad-end|absolute|parse --format text"
    "check --format jsonl|segments|absolute|check --format jsonl"
    "check --format jsonl|bad-end|absolute|check --format jsonl"
    "check --format text|bad-end|absolute|check --format text"
    "tree --format jsonl|segments|absolute|tree --format jsonl"
    "tree --format jsonl --dialect java|segments|absolute|tree --format jsonl --dialect java"
    "tree --format text|segments|absolute|tree --format text"
    "resolve --format jsonl|segments|reference|resolve --base http://example.com/b/c/d;p?q --format jsonl"
    "resolve --format jsonl|dotdot|reference|resolve --base http://example.com/b/c/d;p?q --format jsonl"
    "resolve --format jsonl|up-down|reference|resolve --base http://example.com/b/c/d;p?q --format jsonl"
    "resolve --format text|dotdot|reference|resolve --base http://example.com/b/c/d;p?q --format text"
    "normalize --format jsonl|segments|absolute|normalize --format jsonl"
    "normalize --format jsonl|dotdot|absolute|normalize --format jsonl"
    "normalize --format jsonl|up-down|absolute|normalize --format jsonl"
    "normalize --format text|dotdot|absolute|normalize --format text"
)

echo "binary: $bin; timeout ${timeout_secs} s; ulimit -v ${vmem_kb} KB" >&2
echo
echo "| command | shape | input | peak RSS | wall | exit |"
echo "|---|---|---:|---:|---:|---|"
declare -A over=()
for run in "${runs[@]}"; do
    IFS='|' read -r name shape_name form args <<<"$run"
    for len in "${sizes[@]}"; do
        label=$((len / 1024))KB
        [ "$len" -ge 1048576 ] && label=$((len / 1048576))MB
        if [ -n "${over[$name/$shape_name]:-}" ]; then
            echo "| \`$name\` | $shape_name | $label | skipped (over budget) | | |"
            continue
        fi
        input=$work/$shape_name-$form-$len.txt
        [ -f "$input" ] || shape "$shape_name" "$form" "$len" >"$input"
        read -r -a argv <<<"$args"
        if [ "${argv[0]}" = check ]; then
            argv+=("$input")
            stdin=/dev/null
        else
            stdin=$input
        fi
        status=0
        (
            ulimit -v "$vmem_kb"
            exec /usr/bin/time -f '%M %e' -o "$work/time" \
                timeout "$timeout_secs" "$bin" "${argv[@]}" <"$stdin" >/dev/null 2>"$work/stderr"
        ) || status=$?
        read -r rss_kb wall < <(tail -n 1 "$work/time")
        rss="$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f MB", k / 1024 }')"
        if [ "$status" -eq 124 ]; then
            over[$name/$shape_name]=1
            echo "| \`$name\` | $shape_name | $label | over budget (killed after ${timeout_secs} s) | | |"
        elif grep -q "memory allocation" "$work/stderr"; then
            over[$name/$shape_name]=1
            echo "| \`$name\` | $shape_name | $label | over budget (ulimit -v ${vmem_kb} KB) | ${wall} s | $status |"
        elif [ "$status" -gt 1 ]; then
            echo "| \`$name\` | $shape_name | $label | failed: $(head -c 200 "$work/stderr" | tr '\n' ' ') | ${wall} s | $status |"
        else
            echo "| \`$name\` | $shape_name | $label | $rss | ${wall} s | $status |"
        fi
    done
done
