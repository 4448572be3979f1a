"""A validating parser for RFC 2396 URI references.

Row-wise functions over ``str`` live here; :mod:`uri2396.arrow` applies the
same parse to whole Arrow arrays in Rust (no Python call per row, the GIL
released), and :mod:`uri2396.spark` turns those into PySpark column
functions.

>>> import uri2396
>>> uri2396.parse("http://a/b?q")["host"]
'a'
>>> uri2396.is_valid("http://a/b c")
False
>>> uri2396.resolve("http://a/b/c/d;p?q", "../g")
'http://a/b/g'
>>> uri2396.normalize("HTTP://A:80/%7euser")
'http://a/~user'
>>> uri2396.equivalent("http://a/", "HTTP://a:80/")
True

:class:`URIReference` is a parsed reference as an object:

>>> u = uri2396.URIReference("http://a/b/c/d;p?q")
>>> u.host, u.query, u.fragment
('a', 'q', None)
>>> str(u.resolve("../g"))
'http://a/b/g'
>>> u.resolve("../g") == uri2396.URIReference("http://a/b/g")
True

:func:`compare` sets the readings of one string side by side (RFC 2396,
RFC 2732, java.net.URI's, RFC 3986's, the WHATWG URL Standard's), and names
the fields they differ on:

>>> c = uri2396.compare("http://0x7f.1/")
>>> [c["readings"][r]["host"] for r in ("strict", "rfc3986", "whatwg")]
[None, '0x7f.1', '127.0.0.1']
>>> c["differ"]
['host', 'serialization']

:class:`Guard` refuses a URL that two readings would send to different
places, and :func:`agree` names the class of the confusion:

>>> guard = uri2396.Guard(["whatwg", "java"])
>>> guard.target("HTTP://a.example:0080/x")
{'scheme': 'http', 'host': 'a.example', 'port': '80'}
>>> guard.passes("http://0x7f.1/")
False
>>> uri2396.agree("http://0x7f.1/", ["whatwg", "java"])["class"]
'ipv4-forms'

An invalid input raises :class:`URIError` where a value is expected; its
``offset`` is the UTF-8 byte offset of the fault:

>>> try:
...     uri2396.check("http://a/b c")
... except uri2396.URIError as e:
...     print(e.offset, e.fix)
10 escape it as %20
"""

from ._uri2396 import (
    Guard,
    URIError,
    URIReference,
    agree,
    check,
    compare,
    dialects,
    equivalent,
    extract,
    iri_to_uri,
    is_valid,
    normalize,
    parse,
    readings,
    resolve,
    switches,
    uri_to_iri,
)

__all__ = [
    "Guard",
    "URIError",
    "URIReference",
    "agree",
    "check",
    "compare",
    "dialects",
    "equivalent",
    "extract",
    "iri_to_uri",
    "is_valid",
    "normalize",
    "parse",
    "readings",
    "resolve",
    "switches",
    "uri_to_iri",
]
