#!/usr/bin/env python3
"""The figures of docs/extraction.md, "Text in other encodings": each page
of ../shared/rfc2396-ja/ (or the directory given) converted with Python's
codecs to Latin-1, Shift_JIS, EUC-JP and UTF-16 (little-endian, with its
byte order mark), and a random file of the same size, read by
`uri2396 extract` with and without --encoding. For each: the references
found, how many are valid, and how many match the UTF-8 copy's (the same
text at the same character offsets, equally valid).

"Without --encoding" runs `--encoding utf-8`, which reads the bytes as
`extract` does without the option (as UTF-8, each byte that is not UTF-8
kept) and adds the character offsets to compare.

    cargo build -p uri2396-cli
    python3 benches/encodings.py [DIR] [--tool target/debug/uri2396]
"""
import argparse
import json
import pathlib
import random
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

# copy -> (Python codec, byte order mark, --encoding label)
COPIES = {
    "latin-1": ("latin-1", b"", "latin1"),
    "shift_jis": ("cp932", b"", "shift_jis"),
    "euc-jp": ("euc_jp", b"", "euc-jp"),
    "utf-16": ("utf-16-le", b"\xff\xfe", "utf-16le"),
}


def extract(tool, path, label):
    out = subprocess.run(
        [tool, "extract", "--format", "jsonl", "--encoding", label, str(path)],
        capture_output=True,
        check=False,
    )
    if out.returncode not in (0, 1):
        raise SystemExit(out.stderr.decode())
    return [json.loads(line) for line in out.stdout.splitlines()]


def key(r):
    return (r["uri"], r["char_start"], r["char_end"], r["valid"])


def counts(found, expected):
    keys = {key(r) for r in expected}
    return (
        len(found),
        sum(r["valid"] for r in found),
        sum(key(r) in keys for r in found),
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir", nargs="?", default=str(ROOT.parent / "shared" / "rfc2396-ja"))
    parser.add_argument("--tool", default=str(ROOT / "target" / "debug" / "uri2396"))
    args = parser.parse_args()
    pages = sorted(pathlib.Path(args.dir).glob("section-*.txt"))
    print("| page | copy | bytes | without --encoding: found / valid / match | with --encoding: found / valid / match |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for page in pages:
            text = page.read_text(encoding="utf-8")
            expected = extract(args.tool, page, "utf-8")
            n, v, _ = counts(expected, expected)
            print(f"| {page.name} | UTF-8 (the page) | {page.stat().st_size} | {n} / {v} / {n} | |")
            for name, (codec, bom, label) in COPIES.items():
                try:
                    data = bom + text.encode(codec)
                except UnicodeEncodeError as e:
                    print(f"| {page.name} | {name} | | not representable ({e.object[e.start]!r} and others) | |")
                    continue
                path = tmp / f"{page.stem}.{name}"
                path.write_bytes(data)
                plain = counts(extract(args.tool, path, "utf-8"), expected)
                decoded = counts(extract(args.tool, path, label), expected)
                print(f"| {page.name} | {name} | {len(data)} | {' / '.join(map(str, plain))} | {' / '.join(map(str, decoded))} (`{label}`) |")
            size = page.stat().st_size
            rng = random.Random(page.name)
            path = tmp / f"{page.stem}.random"
            path.write_bytes(bytes(rng.randrange(256) for _ in range(size)))
            plain = counts(extract(args.tool, path, "utf-8"), expected)
            row = []
            for label in ("shift_jis", "euc-jp", "utf-16le", "latin1"):
                found = counts(extract(args.tool, path, label), expected)
                row.append(f"{' / '.join(map(str, found))} (`{label}`)")
            print(f"| {page.name} | random | {size} | {' / '.join(map(str, plain))} | {'; '.join(row)} |")


if __name__ == "__main__":
    main()
