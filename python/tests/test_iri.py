"""RFC 3987's mappings from Python: the library's answers (tests/iri.rs
checks the mappings themselves), with byte offsets into the input."""

from __future__ import annotations

import uri2396


def test_iri_to_uri():
    assert uri2396.iri_to_uri("http://r\u00e9sum\u00e9.example.org") == "http://r%C3%A9sum%C3%A9.example.org"
    assert uri2396.iri_to_uri("http://a/b c") == "http://a/b c"  # nothing but ucschar and iprivate


def test_uri_to_iri_keeps_each_escape_with_its_reason():
    r = uri2396.uri_to_iri("/%E2%80%AE%2F%25%41")
    assert r["input"] == "/%E2%80%AE%2F%25%41"
    assert r["iri"] == "/%E2%80%AE%2F%25A"
    assert [(k["start"], k["end"], k["escape"], k["reason"]) for k in r["kept"]] == [
        (1, 10, "%E2%80%AE", "not-in-iris"),
        (10, 13, "%2F", "reserved"),
        (13, 16, "%25", "percent"),
    ]
    assert all(k["message"] for k in r["kept"])


def test_round_trip():
    for iri in ["http://例え.テスト/パス?q=値#フ", "mailto:a@b", "/\U0001f600"]:
        uri = uri2396.iri_to_uri(iri)
        assert uri.isascii()
        assert uri2396.uri_to_iri(uri)["iri"] == iri


def test_parse_reads_idn_hosts_and_escapes_of_other_encodings():
    p = uri2396.parse("http://例え.テスト/%C9%BD%BC%A8?q=%E8%A1%A8", dialect="rfc3987")
    assert p["host_names"] == {"ascii": "xn--r8jz45g.xn--zckzah", "unicode": "例え.テスト"}
    first, second = p["escapes"]
    assert (first["start"], first["end"], first["escapes"]) == (24, 36, "%C9%BD%BC%A8")
    assert first["likely"] == "EUC-JP" and first["decodings"]["EUC-JP"] == "表示"
    assert first["decodings"]["UTF-8"] is None
    assert second["likely"] == "UTF-8" and second["decodings"]["UTF-8"] == "表"
    # UTS 46 rejects the name: no A-labels; nothing beyond US-ASCII escaped.
    p = uri2396.parse("http://xn--a.example/%41")
    assert p["host_names"] == {"ascii": None, "unicode": "xn--a.example"}
    assert p["escapes"] == []
    # An invalid reference has no host, but its escapes are read.
    p = uri2396.parse("http://a/%95%5C x")
    assert p["host_names"] is None and p["escapes"][0]["likely"] == "Shift_JIS"
