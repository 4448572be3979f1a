"""uri2396's functions on a DuckDB connection, in one call.

>>> import duckdb, uri2396.duckdb                                  # doctest: +SKIP
>>> con = duckdb.connect()                                         # doctest: +SKIP
>>> uri2396.duckdb.register(con)                                   # doctest: +SKIP
>>> con.sql("SELECT uri_parse('http://a/b?q').host, uri_valid('a b')").fetchall()  # doctest: +SKIP
[('a', False)]

Each function is an Arrow UDF: DuckDB hands it a vector of rows (2048) as
an Arrow array, which goes to Rust in one call (:mod:`uri2396.arrow`).
A null row gives null.
"""

from __future__ import annotations

import pyarrow as pa
import pyarrow.compute as pc

from . import arrow

#: The SQL type of each type of :data:`uri2396.arrow.PARSE_TYPE`'s fields.
_SQL_TYPES = {pa.bool_(): "BOOLEAN", pa.int64(): "BIGINT", pa.string(): "VARCHAR"}

#: The names :func:`register` gives, each with its SQL signature.
FUNCTIONS = {
    "uri_parse": "uri_parse(url VARCHAR) -> STRUCT(valid BOOLEAN, scheme VARCHAR, ..., error VARCHAR)",
    "uri_valid": "uri_valid(url VARCHAR) -> BOOLEAN",
    "uri_resolve": "uri_resolve(base VARCHAR, reference VARCHAR) -> VARCHAR",
    "uri_normalize": "uri_normalize(url VARCHAR) -> VARCHAR",
    "uri_agree": "uri_agree(url VARCHAR) -> STRUCT(agree BOOLEAN, class VARCHAR), with register(con, agree=[...])",
}


def _resolve_rows(base: pa.Array, reference: pa.Array, dialect: str) -> pa.Array:
    """Each reference resolved against the base of its row: one call of
    :func:`uri2396.arrow.resolve` for each distinct base of the vector (in
    SQL the base is most often one constant). A row is null where the base
    or the reference is null, where the base cannot be resolved against
    (invalid, relative or opaque), and where the reference cannot be
    resolved."""
    base = arrow._strings(base)
    reference = arrow._strings(reference)
    if isinstance(base, pa.ChunkedArray):
        base = base.combine_chunks()
    if isinstance(reference, pa.ChunkedArray):
        reference = reference.combine_chunks()
    if base.null_count == 0 and len(pc.unique(base)) == 1:
        return _resolve_or_null(base[0].as_py(), reference, dialect)
    # The answers of each base's rows one after the other, the rows of a
    # null base last; `order` holds the row of each answer, and the answers
    # are taken back into row order by its inverse.
    answers = []
    order = []
    for value in pc.unique(base.drop_null()).to_pylist():
        rows = pc.indices_nonzero(pc.equal(base, value))
        answers.append(_resolve_or_null(value, reference.take(rows), dialect))
        order.append(rows)
    null_rows = pc.indices_nonzero(pc.is_null(base))
    answers.append(pa.nulls(len(null_rows), pa.string()))
    order.append(null_rows)
    order = pa.concat_arrays([o.cast(pa.uint64()) for o in order])
    return pa.concat_arrays(answers).take(pc.sort_indices(order))


def _resolve_or_null(base: str, reference: pa.Array, dialect: str) -> pa.Array:
    """:func:`uri2396.arrow.resolve`, or nulls for a base that cannot be
    resolved against."""
    from . import URIError

    try:
        return arrow.resolve(base, reference, dialect=dialect).cast(pa.string())
    except URIError:
        return pa.nulls(len(reference), pa.string())


def register(
    con,
    dialect: str = "strict",
    *,
    lang: str = "en",
    agree: list[str] | None = None,
    policy: dict | None = None,
) -> None:
    """Registers ``uri_parse``, ``uri_valid``, ``uri_resolve`` and
    ``uri_normalize`` (:data:`FUNCTIONS`) on the DuckDB connection ``con``,
    each reading its input in ``dialect`` (``"rfc2732"`` reads IPv6
    literals). ``uri_parse`` gives what :func:`uri2396.arrow.parse` gives,
    as a ``STRUCT``, its ``error`` in ``lang`` (``"en"`` or ``"ja"``:
    Japanese in the terms of the RFC's Japanese translation);
    ``uri_resolve`` and ``uri_normalize`` give null for a row that has no
    answer, as :mod:`uri2396.arrow` does. A ``lang`` other than ``"en"``
    or ``"ja"`` is a ``ValueError``. With ``agree`` (two readings or
    more: ``["whatwg", "java"]``), ``uri_agree`` too: the defenders'
    verdict of :func:`uri2396.arrow.agree`, with ``policy`` when given."""
    import duckdb

    # A bad dialect or language fails here, not in the first query.
    arrow.parse(pa.array([], pa.string()), dialect=dialect, lang=lang)
    parse_type = duckdb.struct_type({f.name: _SQL_TYPES[f.type] for f in arrow.PARSE_TYPE})

    def uri_parse(url):
        return arrow.parse(url, dialect=dialect, lang=lang)

    def uri_valid(url):
        return arrow.is_valid(url, dialect=dialect)

    def uri_resolve(base, reference):
        return _resolve_rows(base, reference, dialect)

    def uri_normalize(url):
        return arrow.normalize(url, dialect=dialect)

    # null_handling="special": the null rows reach the functions, which keep
    # them null, and a whole vector is one call still.
    options = {"type": "arrow", "null_handling": "special"}
    con.create_function("uri_parse", uri_parse, ["VARCHAR"], parse_type, **options)
    con.create_function("uri_valid", uri_valid, ["VARCHAR"], "BOOLEAN", **options)
    con.create_function("uri_resolve", uri_resolve, ["VARCHAR", "VARCHAR"], "VARCHAR", **options)
    con.create_function("uri_normalize", uri_normalize, ["VARCHAR"], "VARCHAR", **options)
    if agree is not None:
        # Unknown readings and a bad policy fail here.
        arrow.agree(pa.array([], pa.string()), agree, policy=policy)

        def uri_agree(url):
            return arrow.agree(url, agree, policy=policy)

        agree_type = duckdb.struct_type({"agree": "BOOLEAN", "class": "VARCHAR"})
        con.create_function("uri_agree", uri_agree, ["VARCHAR"], agree_type, **options)


__all__ = ["FUNCTIONS", "register"]
