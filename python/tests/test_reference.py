"""uri2396.URIReference: the parsed reference as an object, checked against
the row-wise functions (which tests/test_agreement.py holds to the tool)."""

from __future__ import annotations

import pickle

import pytest

import uri2396
from conftest import corpus_lines

URIReference = uri2396.URIReference
FIELDS = [
    "scheme", "authority", "authority_kind", "userinfo", "host", "host_kind", "port",
    "path", "path_kind", "query", "fragment",
]


def test_attributes_are_the_parse():
    """On every valid line of the corpus sample, in two dialects: each
    attribute is parse()'s field, to_dict() is parse(), str() the input."""
    checked = 0
    for dialect in ["strict", "rfc2732"]:
        for line in corpus_lines():
            p = uri2396.parse(line, dialect=dialect)
            if not p["valid"]:
                with pytest.raises(uri2396.URIError):
                    URIReference(line, dialect)
                continue
            u = URIReference(line, dialect)
            assert [getattr(u, f) for f in FIELDS] == [p[f] for f in FIELDS], line
            assert u.to_dict() == p
            assert str(u) == line
            assert u.dialect == dialect
            assert u.is_absolute == (p["scheme"] is not None)
            checked += 1
    assert checked > 5000


def test_absent_is_none_and_empty_is_empty():
    assert URIReference("http://a/").query is None
    assert URIReference("http://a/?").query == ""
    assert URIReference("file:///x").authority == ""
    assert URIReference("mailto:a@b").authority is None
    assert URIReference("").path == ""


def test_equality_hash_repr_and_pickle():
    a, b = URIReference("http://a/b"), URIReference("http://a/b")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != URIReference("http://a/B")
    assert a != "http://a/b"  # compare str(a) for the text
    assert repr(a) == "URIReference('http://a/b')"
    v6 = URIReference("http://[::1]/", dialect="rfc2732")
    assert repr(v6) == "URIReference('http://[::1]/', dialect='rfc2732')"
    assert eval(repr(v6), {"URIReference": URIReference}) == v6
    odd = URIReference("a'b")
    assert eval(repr(odd), {"URIReference": URIReference}) == odd
    java = URIReference("http://a/caf\u00e9", dialect="java")
    assert eval(repr(java), {"URIReference": URIReference}) == java
    for u in [a, v6, java]:
        back = pickle.loads(pickle.dumps(u))
        assert back == u and back.dialect == u.dialect
    with pytest.raises(AttributeError):
        a.host = "b"  # immutable


def test_resolve_as_the_function_does():
    base = URIReference("http://a/b/c/d;p?q")
    for ref in ["g", "../g", "#s", "", "../../../g", "g;x?y#s", "//g", "?y"]:
        try:
            expected = uri2396.resolve(str(base), ref)
        except uri2396.URIError:
            with pytest.raises(uri2396.URIError):
                base.resolve(ref)
            continue
        assert str(base.resolve(ref)) == expected, ref
        assert str(base.join(ref)) == expected, ref
        assert str(base.resolve(URIReference(ref))) == expected, ref
    assert str(base.resolve("../../../g", above_root="remove")) == "http://a/g"
    assert str(base.resolve("?y", relative_syntax="allow-empty-path")) == "http://a/b/c/?y"
    with pytest.raises(uri2396.URIError):
        base.resolve("../../../g", above_root="reject")
    with pytest.raises(uri2396.URIError) as e:
        URIReference("g").resolve("h")
    assert "relative" in str(e.value)
    with pytest.raises(TypeError):
        base.resolve(7)
    # Java's resolution, chosen or by the dialect.
    assert str(base.resolve("", semantics="java")) == "http://a/b/c/"
    java = URIReference("http://a/b/c/d;p?q", dialect="java")
    assert str(java.resolve("")) == "http://a/b/c/"
    assert str(java.resolve("", semantics="rfc2396")) == "http://a/b/c/d;p?q"
    assert java.resolve("g").dialect == "java"


def test_normalize_equivalent_with_fragment():
    u = URIReference("HTTP://A:80/%7euser/./x#f")
    assert str(u.normalize()) == uri2396.normalize(str(u)) == "http://a/~user/x#f"
    assert u.equivalent("http://a/~user/x#f")
    assert u.equivalent(URIReference("http://a/%7Euser/x#f"))
    assert not u.equivalent("http://a/~user/x")
    j = URIReference("HTTP://A/x", dialect="java")
    assert str(j.normalize()) == "HTTP://A/x"
    assert j.equivalent("http://a/x")
    assert str(j.normalize(semantics="rfc2396")) == "http://a/x"
    assert str(u.with_fragment("top")) == "HTTP://A:80/%7euser/./x#top"
    assert str(u.with_fragment(None)) == "HTTP://A:80/%7euser/./x"
    with pytest.raises(uri2396.URIError):
        u.with_fragment("a b")
    with pytest.raises(ValueError):
        u.normalize(semantics="perl")


def test_errors_are_uri_errors():
    with pytest.raises(uri2396.URIError) as e:
        URIReference("http://a/b c")
    assert (e.value.offset, e.value.fix) == (10, "escape it as %20")
    with pytest.raises(uri2396.URIError):
        URIReference("http://[::1]/")
    with pytest.raises(ValueError):
        URIReference("http://a/", dialect="perl")
