"""The parse over Arrow string arrays, for any engine that speaks Arrow.

Each function takes a ``pyarrow`` ``string``, ``large_string`` or
``string_view`` array, a ``ChunkedArray`` of one, or any object with
``__arrow_c_array__`` / ``__arrow_c_stream__`` (a Polars Series, a
nanoarrow array), and returns a ``pyarrow`` array of the same length, or a
``ChunkedArray`` with the same chunks. Null rows stay null. The work on
each array (chunk) is one call into Rust, with the GIL released, so other
Python threads run meanwhile.

>>> import pyarrow as pa
>>> from uri2396 import arrow
>>> parsed = arrow.parse(pa.array(["http://a/b?q", "a b", None]))
>>> parsed.field("host").to_pylist()
['a', None, None]
>>> parsed.field("error_offset").to_pylist()
[None, 1, None]
>>> arrow.is_valid(pa.array(["http://a/", "a b"])).to_pylist()
[True, False]
"""

from __future__ import annotations

from typing import Any, Callable

import pyarrow as pa

from . import _uri2396 as _native

#: The fields of :func:`parse`'s struct, for a ``string`` input
#: (``large_string`` input gives ``large_string`` fields), as the native
#: module names them (``FIELDS``).
PARSE_TYPE = pa.struct(
    [
        pa.field(name, {"bool": pa.bool_(), "int64": pa.int64(), "string": pa.string()}[kind])
        for name, kind in _native.FIELDS
    ]
)


def _strings(array: Any) -> pa.Array | pa.ChunkedArray:
    """``array`` as a pyarrow string array or chunked array."""
    if not isinstance(array, (pa.Array, pa.ChunkedArray)):
        if hasattr(array, "__arrow_c_array__"):
            array = pa.array(array)
        elif hasattr(array, "__arrow_c_stream__"):
            array = pa.chunked_array(array)
        else:
            array = pa.array(array, type=pa.string())
    if pa.types.is_null(array.type):
        array = array.cast(pa.string())
    return array


def _apply(kernel: Callable[..., Any], array: Any, *args: Any, **kwargs: Any):
    array = _strings(array)
    if isinstance(array, pa.ChunkedArray):
        chunks = [pa.array(kernel(chunk, *args, **kwargs)) for chunk in array.chunks]
        if not chunks:
            empty = pa.array([], type=array.type)
            return pa.chunked_array([], type=pa.array(kernel(empty, *args, **kwargs)).type)
        return pa.chunked_array(chunks)
    return pa.array(kernel(array, *args, **kwargs))


def parse(array: Any, rule: str = "URI-reference", dialect: str = "strict", *, lang: str = "en"):
    """Parses each string as ``rule`` of ``dialect``'s grammar.

    Returns a ``StructArray`` with the fields ``valid``, ``scheme``,
    ``authority``, ``userinfo``, ``host``, ``port``, ``path``, ``query``,
    ``fragment``, ``authority_kind``, ``host_kind``, ``error_offset`` and
    ``error``, meaning what the command-line tool's JSON report means by
    them: a component is null when absent and ``""`` when present but empty
    (``http://a/`` has no query, ``http://a/?`` an empty one). For a rule
    other than ``URI-reference`` the components are null. An invalid row has
    ``valid`` false, ``error_offset`` (UTF-8 byte offset of the fault) and
    ``error`` (the message, in ``lang``: ``"en"`` or ``"ja"``). A null row
    is a null struct.
    """
    return _apply(_native.arrow_parse, array, rule, dialect, lang=lang)


def is_valid(array: Any, rule: str = "URI-reference", dialect: str = "strict"):
    """Whether ``rule`` derives each string: a ``BooleanArray``, null for a
    null row."""
    return _apply(_native.arrow_is_valid, array, rule, dialect)


def resolve(base: str, array: Any, **options: str):
    """Resolves each reference against ``base`` (RFC 2396 5.2).

    ``base`` is parsed once; an invalid, relative or opaque base raises
    :class:`uri2396.URIError`. A row whose reference is invalid (or, with
    ``above_root="reject"``, climbs above the root) is null. The options are
    those of :func:`uri2396.resolve`: ``above_root``, ``same_scheme``,
    ``relative_syntax``, ``dialect``, ``lang`` (of the error a bad base
    raises).
    """
    array = _strings(array)
    if isinstance(array, pa.ChunkedArray):
        chunks = [pa.array(_native.arrow_resolve(base, c, **options)) for c in array.chunks]
        if not chunks:
            return pa.chunked_array([], type=array.type)
        return pa.chunked_array(chunks)
    return pa.array(_native.arrow_resolve(base, array, **options))


def normalize(array: Any, dialect: str = "strict"):
    """The normal form of each string (:func:`uri2396.normalize`); null for a
    null row and for a row that is not a URI reference."""
    return _apply(_native.arrow_normalize, array, dialect=dialect)


def compare(array: Any, base: str | None = None, readings: list[str] | None = None):
    """Reads each string in each reading (:func:`uri2396.compare`): RFC
    2396's, RFC 2732's, java.net.URI's and the WHATWG URL Standard's unless
    ``readings`` names others; with ``base``, each resolved against it.

    Returns a ``StructArray`` with a field per reading, each a struct of
    ``valid``, ``scheme``, ``userinfo``, ``host``, ``port``, ``path``,
    ``query``, ``fragment``, ``resolved`` and ``serialization``, and the
    field ``differ``: the names of the fields on which two readings differ
    (``valid`` when their verdicts do). A null row is a null struct. So a
    query over millions of logged URLs finds those that two readers see
    differently:

    >>> import pyarrow as pa
    >>> c = compare(pa.array(["http://a.example/", "http://0x7f.1/"]))
    >>> c.field("differ").to_pylist()
    [[], ['host', 'serialization']]
    >>> c.field("whatwg").field("host").to_pylist()
    ['a.example', '127.0.0.1']
    """
    return _apply(_native.arrow_compare, array, base, readings)


def agree(array: Any, readings: list[str], *, policy: dict | None = None):
    """The defenders' verdict on each string (:class:`uri2396.Guard`): whether
    ``readings`` agree on where it leads.

    Returns a ``StructArray`` of ``agree`` (true when every reading refuses
    the string, or every one accepts it and they give it one scheme, host
    and effective port) and ``class``, the class of the confusion where
    they do not (null where they agree). With ``policy``
    (``{"schemes": [...], "refuse": [...]}``, as a policy file writes it),
    a string it refuses is not agreed to, and ``class`` is the policy's
    rule. A null row is a null struct.

    >>> import pyarrow as pa
    >>> v = agree(pa.array(["http://a.example/", "http:/evil.example/", None]), ["whatwg", "java"])
    >>> v.to_pylist()
    [{'agree': True, 'class': None}, {'agree': False, 'class': 'slashes-confusion'}, None]
    """
    return _apply(_native.arrow_agree, array, readings, policy=policy)


__all__ = ["PARSE_TYPE", "agree", "compare", "is_valid", "normalize", "parse", "resolve"]
