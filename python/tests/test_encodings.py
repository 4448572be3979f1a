"""``uri2396.extract`` on bytes in the encodings Japanese text is stored in:
the copies of a page of the Japanese translation of RFC 2396 in
tests/data/encodings/ give the references of the UTF-8 copy, at the same
character offsets, with their offsets in the original bytes."""

from __future__ import annotations

import pytest

import uri2396

from conftest import ROOT

DATA = ROOT / "tests" / "data" / "encodings"

#: The copies and their labels, as the library's and the tool's tests
#: read them.
COPIES = [
    tuple(line.split(" ", 1))
    for line in (DATA / "copies.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
]
assert len(COPIES) == 6


def seen(found):
    return [(r["uri"], r["char_start"], r["char_end"], r["valid"]) for r in found]


def expected():
    found = uri2396.extract((DATA / "section-2.utf-8.txt").read_bytes())
    assert len(found) == 5 and all(r["valid"] for r in found)
    assert all(r["encoding"] == "UTF-8" for r in found)
    return seen(found)


@pytest.mark.parametrize("name,encoding", COPIES)
def test_each_copy_gives_the_utf8_references(name, encoding):
    data = (DATA / name).read_bytes()
    found = uri2396.extract(data, encoding=encoding)
    assert seen(found) == expected()
    codec = {"shift_jis": "cp932", "euc-jp": "euc_jp", "iso-2022-jp": "iso2022_jp",
             "utf-16le": "utf-16-le", "auto": "utf-16-le", "utf-16be": "utf-16-be"}[encoding]
    for r in found:
        original = data[r["source_start"]:r["source_end"]]
        assert original.decode(codec) == r["written"]
        assert r["malformed"] is None and r["uri_bytes"] is None


def test_str_results_are_unchanged():
    text = (DATA / "section-2.utf-8.txt").read_text(encoding="utf-8")
    found = uri2396.extract(text)
    assert [sorted(r) for r in found][0] == sorted(
        ["uri", "written", "start", "end", "line", "column", "delimiter", "valid", "error"]
    )
    # The same references as the bytes give, at the same byte offsets.
    as_bytes = uri2396.extract(text.encode("utf-8"))
    assert [(r["uri"], r["start"]) for r in found] == [(r["uri"], r["start"]) for r in as_bytes]


def test_a_malformed_sequence_makes_its_reference_invalid():
    found = uri2396.extract(b"\x8d\x58 http://a/b\x81/c d", encoding="shift_jis")
    assert len(found) == 1
    r = found[0]
    assert r["uri"] == "http://a/b\ufffd/c"
    assert r["valid"] is False
    assert r["malformed"] == 13
    assert r["uri_bytes"] == b"http://a/b\xff/c"
    assert (r["source_start"], r["source_end"]) == (3, 16)


def test_utf16_read_as_utf8_gives_no_valid_reference_from_the_page():
    data = (DATA / "section-2.utf-16be.txt").read_bytes()
    assert not any(r["valid"] for r in uri2396.extract(data))
    assert not any(r["valid"] for r in uri2396.extract(data, encoding="utf-8"))


def test_unknown_or_misplaced_encoding():
    with pytest.raises(ValueError, match="shift_jis"):
        uri2396.extract(b"http://a/", encoding="klingon")
    with pytest.raises(ValueError, match="bytes"):
        uri2396.extract("http://a/", encoding="shift_jis")


@pytest.mark.parametrize(
    "name,read",
    [
        ("section-2.shift_jis.txt", "Shift_JIS"),
        ("section-2.euc-jp.txt", "EUC-JP"),
        ("section-2.iso-2022-jp.txt", "ISO-2022-JP"),
        ("section-2.utf-16le-bom.txt", "UTF-16LE"),
        ("section-2.utf-8.txt", "UTF-8"),
    ],
)
def test_detect_reads_each_copy_without_a_label(name, read):
    # "detect": the encoding guessed, as the tool reads text without
    # --encoding; each label people type names the same encoding.
    found = uri2396.extract((DATA / name).read_bytes(), encoding="detect")
    assert seen(found) == expected()
    assert {r["encoding"] for r in found} == {read}


@pytest.mark.parametrize("label", ["cp932", "ms932", "windows-31j", "sjis", "Shift_JIS"])
def test_labels_people_type(label):
    data = (DATA / "section-2.shift_jis.txt").read_bytes()
    assert seen(uri2396.extract(data, encoding=label)) == expected()
