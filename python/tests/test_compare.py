"""uri2396.compare and uri2396.arrow.compare: the readings side by side, held
to the hosts recorded in tests/data/compare/hosts.tsv (java.net.URI's and
Node.js's beside the grammars'), and the shape of the tool's JSON."""

from __future__ import annotations

import pathlib

import pyarrow as pa
import pytest

import uri2396
from uri2396 import arrow

HOSTS = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "compare" / "hosts.tsv"


def recorded():
    for line in HOSTS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        input_, *hosts = line.split("\t")
        yield input_, hosts


def host_of(reading):
    if not reading["valid"]:
        return "!"
    if reading["host"] is None:
        return "-"
    return reading["host"] or '""'


def test_every_reading_gives_the_recorded_host():
    names = uri2396.readings()
    assert names == ["strict", "rfc2732", "java", "rfc3986", "whatwg"]
    rows = list(recorded())
    assert len(rows) == 33
    for input_, hosts in rows:
        c = uri2396.compare(input_)
        assert [host_of(c["readings"][n]) for n in names] == hosts, input_


def test_the_dict_has_the_shape_of_the_tools_json():
    c = uri2396.compare("?y", base="http://a/b/c/d;p?q", readings=["strict", "java", "whatwg"])
    assert list(c) == ["input", "base", "readings", "differ"]
    assert list(c["readings"]) == ["strict", "java", "whatwg"]
    strict, java, whatwg = c["readings"].values()
    assert list(strict) == [
        "valid", "scheme", "userinfo", "host", "port", "path", "query", "fragment",
        "resolved", "serialization", "error", "reasons",
    ]
    assert strict["error"]["kind"] == "syntax" and strict["error"]["offset"] == 0
    assert java["resolved"] == "http://a/b/c/?y"
    assert whatwg["resolved"] == "http://a/b/c/d;p?y"
    assert c["differ"] == ["valid", "path", "resolved", "serialization"]
    reason = uri2396.compare("http://a_b.example/", readings=["strict", "whatwg"])
    assert reason["readings"]["strict"]["reasons"][0]["rule"] == "host"
    assert reason["readings"]["strict"]["reasons"][0]["offset"] == 8


def test_messages_follow_lang():
    ja = uri2396.compare("http://a_b.example/", readings=["strict", "whatwg"], lang="ja")
    assert ja["readings"]["strict"]["reasons"][0]["message"].startswith("オーソリティ")
    en = uri2396.compare("http://[::1]/", readings=["strict", "rfc2732"])
    assert en["readings"]["strict"]["error"]["message"].startswith("invalid URI-reference at byte 7")
    with pytest.raises(ValueError, match="lang"):
        uri2396.compare("x", lang="fr")


def test_unknown_or_repeated_readings_are_refused():
    with pytest.raises(ValueError, match="rfc3988"):
        uri2396.compare("x", readings=["rfc3988"])
    with pytest.raises(ValueError, match="twice"):
        uri2396.compare("x", readings=["strict", "strict"])


@pytest.mark.parametrize("type_", [pa.string(), pa.large_string(), pa.string_view()])
def test_arrow_compare_gives_a_struct_per_reading_and_differ(type_):
    inputs = [input_ for input_, _ in recorded()] + [None]
    c = arrow.compare(pa.array(inputs, type=type_))
    assert c.type.names == ["strict", "rfc2732", "java", "rfc3986", "whatwg", "differ"]
    assert c.is_null().to_pylist() == [i is None for i in inputs]
    rows = c.to_pylist()
    for input_, row in zip(inputs[:-1], rows):
        one = uri2396.compare(input_)
        assert row["differ"] == one["differ"], input_
        for name in ["strict", "rfc3986", "whatwg"]:
            for field in ["valid", "host", "port", "path", "serialization"]:
                assert row[name][field] == one["readings"][name][field], (input_, name, field)
    with_base = arrow.compare(pa.array(["g", "?y"]), base="http://a/b/c/d;p?q", readings=["java"])
    assert with_base.field("java").field("resolved").to_pylist() == ["http://a/b/c/g", "http://a/b/c/?y"]
