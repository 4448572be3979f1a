"""uri2396.arrow over the Arrow string layouts: nulls, empty strings, long
and non-ASCII strings, chunked arrays."""

from __future__ import annotations

import pyarrow as pa
import pytest

import uri2396
from uri2396 import arrow

ROWS = ["http://a/b?q#f", "", None, "a b", "//héllo/", "mailto:x@y", "http://[::1]/"]


@pytest.mark.parametrize("type_", [pa.string(), pa.large_string(), pa.string_view()])
def test_parse_keeps_nulls_and_rows(type_):
    parsed = arrow.parse(pa.array(ROWS, type=type_))
    assert len(parsed) == len(ROWS)
    assert parsed.type.names == [
        "valid", "scheme", "authority", "userinfo", "host", "port", "path", "query",
        "fragment", "authority_kind", "host_kind", "error_offset", "error",
    ]
    rows = parsed.to_pylist()
    assert rows[2] is None and parsed.is_null().to_pylist() == [r is None for r in ROWS]
    # The empty string is a valid (empty) URI reference with an empty path.
    assert rows[1]["valid"] and rows[1]["path"] == "" and rows[1]["scheme"] is None
    assert rows[0]["query"] == "q" and rows[0]["fragment"] == "f" and rows[0]["host_kind"] == "hostname"
    assert rows[3] == {**{k: None for k in parsed.type.names}, "valid": False,
                       "error_offset": 1, "error": uri2396.parse("a b")["error"]["message"]}
    # é is two bytes in UTF-8: the offset counts bytes, as the CLI's does.
    assert rows[4]["valid"] is False and rows[4]["error_offset"] == 3
    assert rows[5]["path"] == "x@y" and rows[5]["authority"] is None
    assert rows[6]["valid"] is False  # RFC 2396 has no IPv6 literal
    large = pa.types.is_large_string(type_)
    assert parsed.type.field("host").type == (pa.large_string() if large else pa.string())


def test_parse_rfc2732_dialect():
    row = arrow.parse(pa.array(["http://[::1]:8/"]), dialect="rfc2732").to_pylist()[0]
    assert row["host"] == "[::1]" and row["host_kind"] == "IPv6reference" and row["port"] == "8"


def test_parse_java_dialect():
    inputs = ["file:///etc/hosts", "http://", "http://[fe80::1%eth0]:8/caf\u00e9", "?y"]
    rows = arrow.parse(pa.array(inputs), dialect="java").to_pylist()
    # Java's empty authority is undefined, not an empty server.
    assert rows[0]["valid"] and rows[0]["authority"] is None and rows[0]["path"] == "/etc/hosts"
    assert not rows[1]["valid"] and rows[1]["error_offset"] == 7
    assert rows[2]["host"] == "[fe80::1%eth0]" and rows[2]["path"] == "/caf\u00e9"
    assert rows[3]["valid"] and rows[3]["path"] == "" and rows[3]["query"] == "y"
    assert arrow.is_valid(pa.array(inputs), dialect="java").to_pylist() == [True, False, True, True]


def test_chunked_arrays_keep_their_chunks():
    chunked = pa.chunked_array([pa.array(ROWS[:3]), pa.array([], pa.string()), pa.array(ROWS[3:])])
    parsed = arrow.parse(chunked)
    assert isinstance(parsed, pa.ChunkedArray)
    assert [len(c) for c in parsed.chunks] == [3, 0, 4]
    assert parsed.to_pylist() == arrow.parse(pa.array(ROWS)).to_pylist()
    empty = arrow.parse(pa.chunked_array([], type=pa.string()))
    assert len(empty) == 0 and empty.type == arrow.PARSE_TYPE
    assert arrow.is_valid(chunked).to_pylist() == [True, True, None, False, False, True, False]


def test_sliced_arrays_read_their_own_rows():
    sliced = pa.array(ROWS).slice(3, 3)
    assert arrow.is_valid(sliced).to_pylist() == [False, False, True]
    assert arrow.parse(sliced).field("path").to_pylist() == [None, None, "x@y"]


def test_plain_lists_and_all_null_arrays():
    assert arrow.is_valid(["http://a/", None]).to_pylist() == [True, None]
    assert arrow.parse(pa.array([None, None])).to_pylist() == [None, None]


def test_very_long_strings():
    # 16 MB of path: one row, linear work, the fault found at its byte.
    long = "http://a/" + "b/" * (8 * 1024 * 1024)
    bad = long + " "
    parsed = arrow.parse(pa.array([long, bad]))
    rows = parsed.to_pylist()
    assert rows[0]["valid"] and rows[0]["path"] == long[len("http://a"):]
    assert rows[1]["valid"] is False and rows[1]["error_offset"] == len(long)
    assert arrow.is_valid(pa.array([long, bad], pa.large_string())).to_pylist() == [True, False]
    assert uri2396.parse(long)["valid"]
    assert arrow.normalize(pa.array([long])).to_pylist() == [long]


def test_non_ascii_is_invalid_with_its_byte_offset():
    texts = ["http://a/ça", "http://a/日本", "http://a/\U0001F600", "http://a/%C3%A7a"]
    rows = arrow.parse(pa.array(texts)).to_pylist()
    assert [r["valid"] for r in rows] == [False, False, False, True]
    assert [r["error_offset"] for r in rows[:3]] == [9, 9, 9]
    for text, row in zip(texts, rows):
        assert uri2396.is_valid(text) == row["valid"]


def test_other_rules():
    rows = arrow.parse(pa.array(["10.0.0.1", "a"]), rule="IPv4address").to_pylist()
    assert rows[0]["valid"] and rows[0]["host"] is None and rows[0]["path"] is None
    assert rows[1] == {**rows[1], "valid": False, "error_offset": 0}
    with pytest.raises(ValueError, match="no rule"):
        arrow.parse(pa.array(["a"]), rule="no-such-rule")


def test_resolve_and_normalize():
    refs = pa.array(["g", "../../../g", None, "a b", "#s", "?y"])
    assert arrow.resolve("http://a/b/c/d;p?q", refs).to_pylist() == [
        "http://a/b/c/g", "http://a/../g", None, None, "http://a/b/c/d;p?q#s", None,
    ]
    assert arrow.resolve("http://a/b/c/d;p?q", refs, above_root="remove",
                         relative_syntax="allow-empty-path").to_pylist() == [
        "http://a/b/c/g", "http://a/g", None, None, "http://a/b/c/d;p?q#s", "http://a/b/c/?y",
    ]
    with pytest.raises(uri2396.URIError) as bad:
        arrow.resolve("http://a/b c", refs)
    assert bad.value.offset == 10
    with pytest.raises(uri2396.URIError):
        arrow.resolve("mailto:a@b", refs)
    texts = pa.array(["HTTP://A:80/%7euser/./x/../y", None, "a b"])
    assert arrow.normalize(texts).to_pylist() == [uri2396.normalize(texts[0].as_py()), None, None]


def test_wrong_types_are_type_errors():
    with pytest.raises(TypeError, match="string"):
        arrow.parse(pa.array([1, 2]))


def test_the_gil_is_released_while_rust_works():
    import threading
    import time

    array = pa.array(["http://a/" + "b/" * 4_000_000] * 16)  # 128 MB
    started = threading.Event()
    window = []

    def work():
        started.set()
        start = time.perf_counter()
        arrow.parse(array)
        window.extend([start, time.perf_counter()])

    worker = threading.Thread(target=work)
    worker.start()
    started.wait()
    time.sleep(0.01)
    # This line needs the GIL: with the call holding it, it would run only
    # once the call has returned.
    tick = time.perf_counter()
    worker.join()
    start, end = window
    # Held, the line would run at the earliest a switch interval (5 ms)
    # before the worker reads the clock after the call.
    assert start < tick < end - min(0.05, (end - start) / 4), (tick - start, end - start)
