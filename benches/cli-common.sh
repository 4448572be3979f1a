# Sourced by the scripts that time the uri2396 commands
# (benches/scaling-cli.sh, benches/check-errors.sh), from the checkout's
# top: checks for GNU time, builds the release binary into $bin, and makes
# a work directory $work that is removed on exit.

if [ ! -x /usr/bin/time ]; then
    echo "GNU time is missing: apt-get install -y time" >&2
    exit 2
fi

cargo build --release --locked -p uri2396-cli --bin uri2396 >&2
bin=${CARGO_TARGET_DIR:-target}/release/uri2396

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
