#!/usr/bin/env bash
# Builds the inspector page into web/dist/: index.html, app.js, style.css,
# the JS module wasm-bindgen writes (uri2396_web.js) and its .wasm.
# Installs what it needs: the wasm32 target (rustup) and wasm-bindgen-cli at
# the version of the wasm-bindgen crate in Cargo.lock. With --serve, then
# serves web/dist/ on http://127.0.0.1:${PORT:-8000}/ (python3) until
# stopped: a module and its worker load only over HTTP.
set -euo pipefail
serve=false
case "${1:-}" in
  --serve) serve=true ;;
  "") ;;
  *) echo "usage: bash web/build.sh [--serve]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

# The CLI must be the crate's very version: its JS glue and the crate's
# exports are one protocol.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
  # Not --locked: the lock file packaged with wasm-bindgen-cli 0.2.130
  # names webpki-roots 1.0.11, which the registry this project uses does
  # not serve; the version of the CLI itself is pinned.
  cargo install wasm-bindgen-cli --version "$version"
fi

cargo build -p uri2396-web --lib --release --locked --target wasm32-unknown-unknown
# Where cargo put it: CARGO_TARGET_DIR or a cargo config may move target/.
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  "$target_dir/wasm32-unknown-unknown/release/uri2396_web.wasm"
cp web/index.html web/app.js web/worker.js web/style.css web/dist/
wasm=web/dist/uri2396_web_bg.wasm
echo "web/dist: $(wc -c <"$wasm") bytes of wasm, $(gzip -9 -c "$wasm" | wc -c) gzipped"
if $serve; then
  port=${PORT:-8000}
  echo "serving the page on http://127.0.0.1:$port/ (Ctrl-C stops)"
  exec python3 -m http.server --bind 127.0.0.1 --directory web/dist "$port"
fi
