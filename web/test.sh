#!/usr/bin/env bash
# The inspector page tested in a real browser: built by web/build.sh,
# served on 127.0.0.1, driven in Debian's Chromium (headless) by
# playwright-core from npm (web/tests/package-lock.json; it downloads no
# browser). The page's parse is compared with the command line's JSON on
# every line of tests/data/corpus-sample.txt, in each of the four grammars.
# Screenshots go to target/web-screenshots/. The figures (`figure: ...`
# lines: first load, a keystroke's frame in a 2 KB reference, median, worst
# and the first after load, the same keystrokes by Event Timing (as
# Interaction to Next Paint measures them), the same keystrokes in the
# field alone, both ways, and the two compared, a 1 MB
# input, a megabyte pasted in text mode) are printed, not asserted beyond
# gross regressions. The last line: `test result: web. N passed; M failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

# The exported functions' own tests, on the host.
cargo test -p uri2396-web --locked

bash web/build.sh

# Debian's Chromium, and a Japanese font for the screenshots of the
# Japanese interface (3.5 MB), each only when missing.
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
dpkg -s fonts-ipafont-gothic >/dev/null 2>&1 || packages+=(fonts-ipafont-gothic)
if [ ${#packages[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
fi
/usr/bin/chromium --version

(cd web/tests && npm ci --no-audit --no-fund --loglevel=error)

# The command line's answers, from the tool the tests built (built here
# when it is not).
# Where cargo put it: CARGO_TARGET_DIR or a cargo config may move target/.
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
[ -x "$target_dir/debug/uri2396" ] || cargo build -p uri2396-cli --locked
cli_json=$(mktemp)
server_pid=
cleanup() {
  rm -f "$cli_json"
  [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
}
trap cleanup EXIT
sample=tests/data/corpus-sample.txt
for dialect in strict rfc2732 java rfc3986 rfc3987; do
  # Exit status 1: some lines are invalid, which is what is compared too.
  "$target_dir/debug/uri2396" parse --dialect "$dialect" --format jsonl <"$sample" >>"$cli_json" || true
done
expected=$((5 * $(wc -l <"$sample")))
[ "$(wc -l <"$cli_json")" -eq "$expected" ] || { echo "the tool answered $(wc -l <"$cli_json") lines of $expected" >&2; exit 1; }

# A free port, then the server, waited for (at most 10 s).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory web/dist >/dev/null 2>&1 &
server_pid=$!
for _ in $(seq 100); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

rm -rf target/web-screenshots
timeout 300 node web/tests/browser.mjs "http://127.0.0.1:$port/" "$cli_json" "$PWD/target/web-screenshots"
ls target/web-screenshots
echo "web step: $((SECONDS - start)) s"
