#!/usr/bin/env python3
"""Writes the copies of tests/data/encodings/ from the UTF-8 excerpt
(section-2.utf-8.txt, lines of ../shared/rfc2396-ja/section-2.txt), the
IRIs in Japanese prose (iris.utf-8.txt, a copy of
tests/data/extract/japanese.txt) and the English passage
(english.utf-8.txt): the same text in the encodings
Japanese text is stored in, with Python's codecs. Run it from anywhere:
python3 tests/data/encodings/make.py
"""
import pathlib
import random

HERE = pathlib.Path(__file__).resolve().parent

# name of the copy -> (Python codec, byte order mark)
JAPANESE = {
    "shift_jis": ("cp932", b""),
    "euc-jp": ("euc_jp", b""),
    "iso-2022-jp": ("iso2022_jp", b""),
    "utf-16le-bom": ("utf-16-le", b"\xff\xfe"),
    "utf-16be": ("utf-16-be", b""),
}


def main():
    text = (HERE / "section-2.utf-8.txt").read_text(encoding="utf-8")
    iris = (HERE / "iris.utf-8.txt").read_text(encoding="utf-8")
    for name, (codec, bom) in JAPANESE.items():
        (HERE / f"section-2.{name}.txt").write_bytes(bom + text.encode(codec))
        (HERE / f"iris.{name}.txt").write_bytes(bom + iris.encode(codec))
    english = (HERE / "english.utf-8.txt").read_text(encoding="utf-8")
    (HERE / "english.windows-1252.txt").write_bytes(english.encode("cp1252"))
    # Random bytes, the size of the excerpt, always the same.
    size = len(text.encode("utf-8"))
    rng = random.Random(2396)
    (HERE / "random.bin").write_bytes(bytes(rng.randrange(256) for _ in range(size)))


if __name__ == "__main__":
    main()
