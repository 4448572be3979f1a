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
