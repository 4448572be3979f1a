#!/usr/bin/env python3
"""The figures of docs/extraction.md, "Text in other encodings": each page
of ../shared/rfc2396-ja/ (or the directory given) converted with Python's
codecs to Latin-1, Shift_JIS, EUC-JP and UTF-16 (little-endian, with its
byte order mark), and a random file of the same size, read by
`uri2396 extract` with and without --encoding. For each: the references
found, how many are valid, and how many match the UTF-8 copy's (the same
text at the same character offsets, equally valid).

A page that Latin-1 cannot represent is said so. Shift_JIS and EUC-JP
cannot represent the pages' no-break spaces (U+00A0) and a few other
characters: each becomes "?" (one character for one, so the character
offsets stay), and the table says how many.

Three readings of each copy: without --encoding (`auto`: UTF-16 when a
byte order mark says so, else the bytes as UTF-8), with the wrong
`--encoding utf-8` (what `auto` does with UTF-16 that has no byte order
mark), and with the right --encoding. "match" counts the references whose
text and validity are those of one of the UTF-8 copy's; where the JSON has
character offsets (with --encoding), "at offsets" counts those that also
stand at the same character offsets.

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
    encoding = ["--encoding", label] if label else []
    out = subprocess.run(
        [tool, "extract", "--format", "jsonl", *encoding, str(path)],
        capture_output=True,
        check=False,
    )
    if out.returncode not in (0, 1):
        raise SystemExit(out.stderr.decode())
    return [json.loads(line) for line in out.stdout.splitlines()]


def representable(c, codec):
    try:
        c.encode(codec)
        return True
    except UnicodeEncodeError:
        return False


def counts(found, expected):
    """found / valid / match, and "(N at offsets)" when offsets are there."""
    texts = [(r["uri"], r["valid"]) for r in expected]
    match = 0
    for r in found:
        if (r["uri"], r["valid"]) in texts:
            texts.remove((r["uri"], r["valid"]))
            match += 1
    text = f"{len(found)} / {sum(r['valid'] for r in found)} / {match}"
    if found and all("char_start" in r for r in found):
        spans = {(r["uri"], r["char_start"], r["char_end"], r["valid"]) for r in expected}
        at = sum((r["uri"], r["char_start"], r["char_end"], r["valid"]) in spans for r in found)
        text += f" ({at} at offsets)"
    return text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir", nargs="?", default=str(ROOT.parent / "shared" / "rfc2396-ja"))
    parser.add_argument("--tool", default=str(ROOT / "target" / "debug" / "uri2396"))
    args = parser.parse_args()
    pages = sorted(pathlib.Path(args.dir).glob("section-*.txt"))
    print("| page | copy | bytes | without --encoding | --encoding utf-8 | the right --encoding |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for page in pages:
            text = page.read_text(encoding="utf-8")
            expected = extract(args.tool, page, "utf-8")
            print(f"| {page.name} | UTF-8 (the page) | {page.stat().st_size} | {counts(expected, expected)} | | |")
            for name, (codec, bom, label) in COPIES.items():
                replaced = sum(1 for c in text if not representable(c, codec))
                if name == "latin-1" and replaced:
                    print(f"| {page.name} | {name} | | not representable ({replaced} characters) | | |")
                    continue
                data = bom + text.encode(codec, errors="replace")
                if replaced:
                    name = f"{name} ({replaced} characters as ?)"
                path = tmp / f"{page.stem}.{label}"
                path.write_bytes(data)
                plain = counts(extract(args.tool, path, None), expected)
                wrong = counts(extract(args.tool, path, "utf-8"), expected)
                right = counts(extract(args.tool, path, label), expected)
                print(f"| {page.name} | {name} | {len(data)} | {plain} | {wrong} | {right} (`{label}`) |")
            size = page.stat().st_size
            rng = random.Random(page.name)
            path = tmp / f"{page.stem}.random"
            path.write_bytes(bytes(rng.randrange(256) for _ in range(size)))
            plain = counts(extract(args.tool, path, None), expected)
            row = []
            for label in ("shift_jis", "euc-jp", "utf-16le", "latin1"):
                row.append(f"{counts(extract(args.tool, path, label), expected)} (`{label}`)")
            print(f"| {page.name} | random | {size} | {plain} | | {'; '.join(row)} |")


if __name__ == "__main__":
    main()
