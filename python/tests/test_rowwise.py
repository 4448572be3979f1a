"""The row-wise functions, their options and their exceptions."""

from __future__ import annotations

import pytest

import uri2396


def test_parse_fields():
    p = uri2396.parse("http://u@a:8/b;p?q#f")
    assert p == {
        "dialect": "strict", "rule": "URI-reference", "valid": True, "scheme": "http", "authority": "u@a:8",
        "authority_kind": "server", "userinfo": "u", "host": "a", "host_kind": "hostname",
        "port": "8", "path": "/b;p", "path_kind": "abs_path", "query": "q", "fragment": "f",
        "host_names": None, "escapes": [], "error": None,
    }
    # Absent is None, empty is "".
    assert uri2396.parse("http://a/")["query"] is None
    assert uri2396.parse("http://a/?")["query"] == ""
    assert uri2396.parse("file:///x")["authority"] == ""


def test_parse_error_fields():
    e = uri2396.parse("http://a/b c")["error"]
    assert (e["offset"], e["line"], e["column"], e["fix"]) == (10, 1, 11, "escape it as %20")
    assert "space" in e["message"] and e["found"] == " "


def test_check_raises_with_offset():
    uri2396.check("http://a/")
    with pytest.raises(uri2396.URIError) as err:
        uri2396.check("http://a/b c")
    assert isinstance(err.value, ValueError)
    assert err.value.offset == 10 and err.value.fix == "escape it as %20"
    assert err.value.rule == "URI-reference" and (err.value.line, err.value.column) == (1, 11)
    with pytest.raises(uri2396.URIError) as err:
        uri2396.check("1.2.3", rule="IPv4address")
    assert err.value.offset == 5


def test_unknown_rule_and_dialect():
    with pytest.raises(ValueError, match="dialect"):
        uri2396.parse("a", dialect="nope")
    with pytest.raises(ValueError):
        uri2396.is_valid("a", rule="nope")
    assert {"strict", "rfc2732", "java"} <= set(uri2396.dialects())
    with pytest.raises(ValueError, match="`nope` is no switch"):
        uri2396.parse("a", dialect="strict+nope")


def test_dialects_of_switches():
    assert "empty-relative-path" in uri2396.switches()
    assert not uri2396.is_valid("?y")
    parsed = uri2396.parse("?y", dialect="strict+empty-relative-path")
    assert (parsed["valid"], parsed["dialect"], parsed["path"], parsed["query"]) == (
        True,
        "strict+empty-relative-path",
        "",
        "y",
    )
    scoped = "http://[fe80::1%eth0]/"
    assert not uri2396.is_valid(scoped, dialect="rfc2732")
    assert uri2396.is_valid(scoped, dialect="rfc2732+ipv6-literals")


def test_resolve_options_and_errors():
    base = "http://a/b/c/d;p?q"
    assert uri2396.resolve(base, "../../../g") == "http://a/../g"
    assert uri2396.resolve(base, "../../../g", above_root="remove") == "http://a/g"
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve(base, "../../../g", above_root="reject")
    assert err.value.offset is None
    assert uri2396.resolve(base, "http:g", same_scheme="backward-compatible") == "http://a/b/c/g"
    assert uri2396.resolve(base, "?y", relative_syntax="allow-empty-path") == "http://a/b/c/?y"
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve(base, "g h")
    assert err.value.offset == 1
    with pytest.raises(uri2396.URIError) as err:
        uri2396.resolve("g", "h")
    with pytest.raises(ValueError, match="above_root"):
        uri2396.resolve(base, "g", above_root="up")


def test_normalize_and_equivalent():
    assert uri2396.normalize("HTTP://A:80/%7euser") == "http://a/~user"
    assert uri2396.equivalent("http://a/", "HTTP://a:80/")
    assert not uri2396.equivalent("http://a/x", "http://a/y")
    with pytest.raises(uri2396.URIError) as err:
        uri2396.equivalent("http://a/", "http://a/ b")
    assert err.value.offset == 9
    with pytest.raises(uri2396.URIError) as err:
        uri2396.normalize("a\tb")
    assert err.value.offset == 1


def test_extract():
    text = 'See <http://a/b\n  c> and "mailto:x@y", or ftp://h/p.'
    found = uri2396.extract(text)
    assert [r["uri"] for r in found] == ["http://a/bc", "mailto:x@y", "ftp://h/p"]
    assert [r["delimiter"] for r in found][:2] == ["angle", "quote"]
    assert all(r["valid"] for r in found)
    assert found[2]["line"] == 2 and text[found[2]["start"]:found[2]["end"]] == "ftp://h/p"


def test_rfc3986_reading():
    # RFC 3986's grammar: a rootless path and a query where RFC 2396 has
    # an opaque part; a reg-name host; its own resolution and normal form.
    assert "rfc3986" in uri2396.dialects()
    parsed = uri2396.parse("mailto:a@b?subject=x", dialect="rfc3986")
    assert (parsed["path"], parsed["path_kind"], parsed["query"]) == ("a@b", "path-rootless", "subject=x")
    host = uri2396.parse("http://a_b.example/", dialect="rfc3986")
    assert (host["host"], host["host_kind"]) == ("a_b.example", "reg-name")
    # RFC 3986 has one form of authority.
    assert host["authority_kind"] == "authority"
    assert uri2396.resolve("http://a/b/c/d;p?q", "/./g", dialect="rfc3986") == "http://a/g"
    assert uri2396.normalize("HTTP://A:80", dialect="rfc3986") == "http://a/"


def test_rfc3987_reading():
    # RFC 3987's IRIs: characters beyond US-ASCII where RFC 3986 allows its
    # unreserved ones, private use characters in a query alone, RFC 3986's
    # resolution.
    assert "rfc3987" in uri2396.dialects()
    iri = uri2396.parse("http://例え.テスト/表示?q=値#見出し", dialect="rfc3987")
    assert (iri["host"], iri["path"], iri["query"], iri["fragment"]) == ("例え.テスト", "/表示", "q=値", "見出し")
    assert not uri2396.is_valid("http://例え.テスト/表示", dialect="rfc3986")
    assert uri2396.is_valid("?\ue000", dialect="rfc3987")
    assert not uri2396.is_valid("#\ue000", dialect="rfc3987")
    assert uri2396.resolve("http://例え.jp/a/b", "../表示", dialect="rfc3987") == "http://例え.jp/表示"
