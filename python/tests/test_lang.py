"""``lang=``: the messages of URIError and of the error dicts in Japanese,
in the terms of the Japanese translation of RFC 2396; English by default,
and nothing but the messages changes."""

from __future__ import annotations

import pytest

import uri2396

MESSAGE_JA = "' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)"
FIX_JA = "%20 とエスケープしてください"


def test_parse_error_dict_in_japanese():
    en = uri2396.parse("http://a/b c")
    ja = uri2396.parse("http://a/b c", lang="ja")
    assert ja["error"]["message"] == MESSAGE_JA
    assert ja["error"]["fix"] == FIX_JA
    # Everything else is the same: keys, offsets, rules, classes.
    for key in ("kind", "rule", "offset", "line", "column", "expected", "found", "class"):
        assert ja["error"][key] == en["error"][key], key
    assert {k: v for k, v in ja.items() if k != "error"} == {
        k: v for k, v in en.items() if k != "error"
    }
    assert uri2396.parse("http://a/b c", lang="en") == en


def test_uri_error_in_japanese():
    with pytest.raises(uri2396.URIError) as err:
        uri2396.check("http://a/b c", lang="ja")
    assert err.value.message == MESSAGE_JA and err.value.fix == FIX_JA
    assert err.value.offset == 10
    assert MESSAGE_JA in str(err.value) and FIX_JA in str(err.value)
    with pytest.raises(uri2396.URIError) as err:
        uri2396.check("http://a/b c")
    assert err.value.fix == "escape it as %20"
    with pytest.raises(uri2396.URIError) as err:
        uri2396.normalize("a b", lang="ja")
    assert err.value.fix == FIX_JA
    with pytest.raises(uri2396.URIError) as err:
        uri2396.equivalent("http://a/", "a b", lang="ja")
    assert err.value.fix == FIX_JA
    with pytest.raises(uri2396.URIError) as err:
        uri2396.URIReference("a b", lang="ja")
    assert err.value.fix == FIX_JA


def test_resolve_errors_in_japanese():
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve("http://a/b c", "g", lang="ja")
    assert str(err.value).startswith("基底URI が URI 参照ではありません: ")
    assert err.value.fix == FIX_JA
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve("http://a/b/c/d;p?q", "../../../g", above_root="reject", lang="ja")
    assert err.value.offset is None and "ルート" in err.value.message
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve("http://a/b/c/d;p?q", "../../../g", above_root="reject")
    assert "above the root" in err.value.message
    base = uri2396.URIReference("http://a/b/c/d;p?q")
    with pytest.raises(uri2396.URIError) as err:
        base.resolve("a b", lang="ja")
    assert str(err.value).startswith("参照が URI 参照ではありません: ")
    with pytest.raises(uri2396.URIError) as err:
        base.with_fragment("a b", lang="ja")
    assert str(err.value).startswith("フラグメント: ") and err.value.fix == FIX_JA
    with pytest.raises(uri2396.URIError) as err:
        base.with_fragment("a b")
    assert str(err.value).startswith("the fragment: ")


def test_extract_error_dicts_in_japanese():
    (ja,) = uri2396.extract("see <http://a/b c>", lang="ja")
    (en,) = uri2396.extract("see <http://a/b c>")
    assert ja["error"]["fix"] == FIX_JA and en["error"]["fix"] == "escape it as %20"
    (ja,) = uri2396.extract("see <http://a/b c>".encode(), lang="ja")
    assert ja["error"]["message"] == MESSAGE_JA


def test_lang_is_en_or_ja():
    for call in (
        lambda: uri2396.parse("http://a/", lang="de"),
        lambda: uri2396.check("http://a/", lang="EN"),
        lambda: uri2396.resolve("http://a/", "g", lang=""),
        lambda: uri2396.URIReference("http://a/", lang="jp"),
    ):
        with pytest.raises(ValueError) as err:
            call()
        assert not isinstance(err.value, uri2396.URIError)
        assert "lang is one of en, ja" in str(err.value)


def test_arrow_error_column_in_japanese():
    pa = pytest.importorskip("pyarrow")
    from uri2396 import arrow

    out = arrow.parse(pa.array(["http://a/", "http://a/b c", None]), lang="ja")
    assert out.field("error").to_pylist() == [None, MESSAGE_JA, None]
    out = arrow.parse(pa.array(["http://a/b c"]))
    assert out.field("error").to_pylist()[0].startswith("' ' (space)")
    with pytest.raises(uri2396.URIError) as err:
        arrow.resolve("a b", pa.array(["g"]), lang="ja")
    assert err.value.fix == FIX_JA
