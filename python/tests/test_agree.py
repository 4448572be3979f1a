"""uri2396.agree, uri2396.Guard and uri2396.arrow.agree: the defenders'
verdict, held to the classes written by hand in
tests/data/agree/confusions.tsv and to the library's answers through the
tool's JSON."""

from __future__ import annotations

import json
import pathlib
import re

import pyarrow as pa
import pytest

import uri2396
from uri2396 import arrow

CONFUSIONS = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "agree" / "confusions.tsv"


def unescape(cell: str) -> str:
    cell = re.sub(r"\\u\{([0-9a-f]+)\}", lambda m: chr(int(m.group(1), 16)), cell)
    return cell.replace("\\\\", "\\")


def cases():
    for line in CONFUSIONS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        input_, cls = line.rsplit("\t", 1)
        yield unescape(input_), None if cls == "-" else cls


def test_every_confusion_is_of_its_class():
    rows = list(cases())
    assert len(rows) > 50
    for input_, cls in rows:
        a = uri2396.agree(input_, uri2396.readings())
        assert a["class"] == cls, input_
        assert a["agree"] == (cls is None), input_


def test_the_guard_and_arrow_give_the_same_verdict():
    guard = uri2396.Guard(["whatwg", "java"])
    assert guard.readings == ["whatwg", "java"]
    inputs = [i for i, _ in cases()]
    column = arrow.agree(pa.array(inputs), ["whatwg", "java"]).to_pylist()
    for input_, row in zip(inputs, column):
        a = guard.check(input_)
        assert row == {"agree": a["agree"], "class": a["class"]}, input_
        passes = a["agree"] and all(r["valid"] for r in a["readings"].values())
        assert guard.passes(input_) == passes, input_
        target = guard.target(input_)
        if passes:
            assert target == {k: a["readings"]["whatwg"][k] for k in ("scheme", "host", "port")}
        else:
            assert target is None


def test_the_dict_and_its_words():
    a = uri2396.agree("http://%65vil.com/", ["java", "whatwg"], lang="ja")
    assert a["differ"] == ["host"]
    assert a["readings"]["java"] == {"scheme": "http", "host": None, "port": "80", "valid": True, "error": None}
    assert a["readings"]["whatwg"]["host"] == "evil.com"
    assert a["message"].startswith("読み方が一致しません: host は java: なし")
    refused = uri2396.agree("http://a.example:65536/", ["java", "whatwg"])
    assert refused["readings"]["whatwg"]["error"].startswith("the WHATWG URL parser fails")
    assert json.dumps(refused)


def test_usage_errors():
    with pytest.raises(ValueError, match="name two or more"):
        uri2396.Guard(["java"])
    with pytest.raises(ValueError, match="named twice"):
        uri2396.agree("http://a/", ["java", "java"])
    with pytest.raises(ValueError):
        uri2396.Guard(["java", "rfc9999"])


def test_a_policy():
    policy = {"schemes": ["http", "https"], "refuse": ["userinfo", "private-host"]}
    guard = uri2396.Guard(["whatwg", "java"], policy=policy)
    assert guard.passes("https://a.example/")
    for refused in ["http://10.0.0.1/", "ftp://a.example/", "http://u@a.example/", "http://0x7f.1/"]:
        assert not guard.passes(refused), refused
    v = guard.check("http://10.0.0.1/")
    assert v["agree"] is True
    assert [(p["rule"], p["readings"], p["value"]) for p in v["policy"]] == [
        ("private-host", ["whatwg", "java"], "10.0.0.1"),
    ]
    column = arrow.agree(pa.array(["https://a.example/", "ftp://a.example/"]), ["whatwg", "java"], policy=policy)
    assert column.to_pylist() == [{"agree": True, "class": None}, {"agree": False, "class": "scheme"}]
    with pytest.raises(ValueError, match="no policy rule"):
        uri2396.Guard(["whatwg", "java"], policy={"refuse": ["userinfos"]})
    with pytest.raises(ValueError, match="schemes"):
        uri2396.agree("http://a/", ["whatwg", "java"], policy={"schemas": ["http"]})
