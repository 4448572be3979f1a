#!/usr/bin/env bash
# Builds the DuckDB extension (duckdb/README.md):
#   duckdb/dist/uri2396.duckdb_extension  the library with DuckDB's footer
#   duckdb/dist/duckdb-version            the DuckDB it loads in, as pip takes it
# Needs cargo and python3, nothing else: no DuckDB, no C++ compiler.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --locked -p uri2396-duckdb
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')

# libduckdb-sys 1.MMmmpp binds DuckDB MM.mm.pp (1.20001.0 is 2.0.1).
crate=$(awk '/^name = "libduckdb-sys"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
duckdb_version=$(python3 -c 'import sys; v = sys.argv[1].split(".")[1]; print(f"{int(v[:-4])}.{int(v[-4:-2])}.{int(v[-2:])}")' "$crate")

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux_amd64 ;;
  Linux-aarch64) platform=linux_arm64 ;;
  Darwin-arm64) platform=osx_arm64 ;;
  Darwin-x86_64) platform=osx_amd64 ;;
  *) echo "build.sh: no DuckDB platform name for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
case "$(uname -s)" in
  Darwin) library="$target_dir/release/liburi2396_duckdb.dylib" ;;
  *) library="$target_dir/release/liburi2396_duckdb.so" ;;
esac

# The C API version is the one src/lib.rs asks DuckDB for.
capi=$(sed -n 's/^const CAPI_VERSION: &str = "\(.*\)";$/\1/p' duckdb/src/lib.rs)
version=v$(sed -n 's/^version = "\(.*\)"$/\1/p' duckdb/Cargo.toml | head -n 1)

mkdir -p duckdb/dist
python3 duckdb/footer.py "$library" duckdb/dist/uri2396.duckdb_extension \
  --platform "$platform" --capi "$capi" --version "$version"
echo "$duckdb_version" > duckdb/dist/duckdb-version
echo "DuckDB $duckdb_version ($platform), C API $capi, uri2396 $version"
