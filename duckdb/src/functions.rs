//! The SQL functions: each a row of [`FUNCTIONS`], its kernel run once per
//! chunk of rows (DuckDB's vectors, 2,048 rows) over the library.

use uri2396::escape::{Component, decode_utf8, escape};
use uri2396::grammar::Rule;
use uri2396::normalize::{NormalizeOptions, equivalent_with, normalize_with};
use uri2396::resolve::ResolveOptions;
use uri2396::{AuthorityKind, Components, Dialect, HostKind, Lang, UriReference};

use crate::capi::{Chunk, Output, Type};

/// What a call fixes at bind time, from its constant arguments and the
/// session's settings.
#[derive(Clone, Copy)]
pub struct Bound {
    pub dialect: Dialect,
    /// `URI-reference` in the dialect's grammar.
    pub rule: Rule,
    pub lang: Lang,
    /// The component of `uri_escape`.
    pub component: Component,
}

/// An argument the call fixes at bind time (a constant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Option_ {
    /// The reading, by its name: optional, `'strict'` when left out.
    Reading,
    /// The component `uri_escape` escapes for, by its name: required.
    Component,
}

/// A SQL function: its name, its row arguments (each `VARCHAR`), the
/// constants it takes after them, its type and its kernel.
pub struct Function {
    pub name: &'static str,
    /// The names of the row arguments, for the docs and messages.
    pub arguments: &'static [&'static str],
    pub constant: Option<Option_>,
    pub returns: Type,
    pub kernel: fn(&Bound, &Chunk, Output),
}

/// The fields of `uri_parse`'s struct, as the Python package's
/// `uri2396.arrow.parse` gives them (its tests compare the two).
pub const PARSE_FIELDS: &[(&str, Type)] = &[
    ("valid", Type::Boolean),
    ("scheme", Type::Varchar),
    ("authority", Type::Varchar),
    ("userinfo", Type::Varchar),
    ("host", Type::Varchar),
    ("port", Type::Varchar),
    ("path", Type::Varchar),
    ("query", Type::Varchar),
    ("fragment", Type::Varchar),
    ("authority_kind", Type::Varchar),
    ("host_kind", Type::Varchar),
    ("error_offset", Type::BigInt),
    ("error", Type::Varchar),
];

/// How each string field of [`PARSE_FIELDS`] (from `scheme` to
/// `host_kind`) is read from the components.
const PARSE_STRINGS: [for<'a> fn(&Components<'a>) -> Option<&'a str>; 10] = [
    |f| f.scheme,
    |f| f.authority,
    |f| f.userinfo,
    |f| f.host,
    |f| f.port,
    |f| Some(f.path),
    |f| f.query,
    |f| f.fragment,
    |f| f.authority_kind.map(AuthorityKind::as_str),
    |f| f.host_kind.map(HostKind::as_str),
];

/// The fields of `uri_error`'s struct.
pub const ERROR_FIELDS: &[(&str, Type)] = &[
    ("offset", Type::BigInt),
    ("expected", Type::List(&Type::Varchar)),
    ("found", Type::Varchar),
    ("message", Type::Varchar),
    ("fix", Type::Varchar),
];

/// Every function the extension registers.
pub const FUNCTIONS: &[Function] = &[
    Function {
        name: "uri_valid",
        arguments: &["s"],
        constant: Some(Option_::Reading),
        returns: Type::Boolean,
        kernel: valid,
    },
    Function {
        name: "uri_parse",
        arguments: &["s"],
        constant: Some(Option_::Reading),
        returns: Type::Struct(PARSE_FIELDS),
        kernel: parse,
    },
    Function {
        name: "uri_error",
        arguments: &["s"],
        constant: Some(Option_::Reading),
        returns: Type::Struct(ERROR_FIELDS),
        kernel: error,
    },
    Function {
        name: "uri_resolve",
        arguments: &["ref", "base"],
        constant: Some(Option_::Reading),
        returns: Type::Varchar,
        kernel: resolve,
    },
    Function {
        name: "uri_normalize",
        arguments: &["s"],
        constant: Some(Option_::Reading),
        returns: Type::Varchar,
        kernel: normalize,
    },
    Function {
        name: "uri_equivalent",
        arguments: &["a", "b"],
        constant: Some(Option_::Reading),
        returns: Type::Boolean,
        kernel: equivalent,
    },
    Function {
        name: "uri_escape",
        arguments: &["s"],
        constant: Some(Option_::Component),
        returns: Type::Varchar,
        kernel: escape_kernel,
    },
    Function {
        name: "uri_unescape",
        arguments: &["s"],
        constant: None,
        returns: Type::Varchar,
        kernel: unescape,
    },
];

/// `uri_valid(s [, reading])`: whether `s` is a URI reference of the
/// reading, by the grammar's automaton alone.
fn valid(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    for i in 0..chunk.len() {
        match s.text(i) {
            None => out.set_null(i),
            Some(text) => out.set_bool(i, text.is_ok_and(|t| bound.rule.matches(t))),
        }
    }
}

/// `uri_parse(s [, reading])`: the components of a valid row (absent ones
/// NULL, empty ones ''), or `valid` false with the error's offset and
/// message.
fn parse(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let fields: Vec<Output> = (0..PARSE_FIELDS.len()).map(|f| out.field(f)).collect();
    let (valid, strings, rest) = (fields[0], &fields[1..11], &fields[11..]);
    let (offset, message) = (rest[0], rest[1]);
    for i in 0..chunk.len() {
        let Some(text) = s.text(i) else {
            out.set_struct_null(i, fields.len());
            continue;
        };
        let Ok(text) = text else {
            out.set_struct_null(i, fields.len());
            continue;
        };
        match UriReference::parse_in(text, bound.dialect) {
            Ok(uri) => {
                let components = uri.components();
                valid.set_bool(i, true);
                for (field, read) in strings.iter().zip(PARSE_STRINGS) {
                    field.set_opt_str(i, read(&components));
                }
                offset.set_null(i);
                message.set_null(i);
            }
            Err(e) => {
                valid.set_bool(i, false);
                strings.iter().for_each(|f| f.set_null(i));
                offset.set_i64(i, i64::try_from(e.offset()).unwrap_or(i64::MAX));
                message.set_str(i, &e.message_in(bound.lang));
            }
        }
    }
}

/// `uri_error(s [, reading])`: NULL for a valid row; otherwise where the
/// reading stops, what it expected there, the character it found (NULL at
/// the end), the message and the fix, in the session's language.
fn error(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let fields: Vec<Output> = (0..ERROR_FIELDS.len()).map(|f| out.field(f)).collect();
    let mut expected = fields[1].list();
    for i in 0..chunk.len() {
        let failure = match s.text(i) {
            None => None,
            Some(Err(_)) => None,
            // Settled on the input, so that the fix says all it has to
            // say ("and every other excluded character likewise").
            Some(Ok(text)) => UriReference::parse_in(text, bound.dialect)
                .err()
                .map(|e| e.settle(text)),
        };
        let Some(e) = failure else {
            out.set_null(i);
            fields.iter().for_each(|f| f.set_null(i));
            expected.push_null(i);
            continue;
        };
        fields[0].set_i64(i, i64::try_from(e.offset()).unwrap_or(i64::MAX));
        expected.push(i, e.expected());
        let found = e.found().map(|c| c.to_string());
        fields[2].set_opt_str(i, found.as_deref());
        fields[3].set_str(i, &e.message_in(bound.lang));
        fields[4].set_opt_str(i, e.fix_in(bound.lang).as_deref());
    }
}

/// `uri_resolve(ref, base [, reading])`: the target of `ref` against
/// `base` (5.2), NULL where there is none (either invalid, the base
/// relative or opaque). A base repeated from the row before is parsed
/// once.
fn resolve(bound: &Bound, chunk: &Chunk, out: Output) {
    let (references, bases) = (chunk.strings(0), chunk.strings(1));
    let options = ResolveOptions::new().with_dialect(bound.dialect);
    let mut last: Option<(&[u8], Option<UriReference<'_>>)> = None;
    for i in 0..chunk.len() {
        let (Some(reference), Some(base)) = (references.text(i), bases.get(i)) else {
            out.set_null(i);
            continue;
        };
        if last.as_ref().is_none_or(|(b, _)| *b != base) {
            let parsed = std::str::from_utf8(base)
                .ok()
                .and_then(|b| UriReference::parse_in(b, bound.dialect).ok());
            last = Some((base, parsed));
        }
        let target = match (&last, reference) {
            (Some((_, Some(base))), Ok(reference)) => base.join(reference, &options).ok(),
            _ => None,
        };
        out.set_opt_str(i, target.as_ref().map(|t| t.as_str()));
    }
}

/// `uri_normalize(s [, reading])`: the normal form (6, 3.1), NULL for a
/// row that is not a URI reference.
fn normalize(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let options = NormalizeOptions::new().with_dialect(bound.dialect);
    for i in 0..chunk.len() {
        let normal = s
            .text(i)
            .and_then(Result::ok)
            .and_then(|t| normalize_with(t, &options).ok());
        out.set_opt_str(i, normal.as_ref().map(|n| n.as_str()));
    }
}

/// `uri_equivalent(a, b [, reading])`: whether the two have one normal
/// form; NULL when either is not a URI reference.
fn equivalent(bound: &Bound, chunk: &Chunk, out: Output) {
    let (a, b) = (chunk.strings(0), chunk.strings(1));
    let options = NormalizeOptions::new().with_dialect(bound.dialect);
    for i in 0..chunk.len() {
        match (a.text(i), b.text(i)) {
            (Some(Ok(a)), Some(Ok(b))) => match equivalent_with(a, b, &options) {
                Ok(same) => out.set_bool(i, same),
                Err(_) => out.set_null(i),
            },
            _ => out.set_null(i),
        }
    }
}

/// `uri_escape(s, component)`: `s` with each character the component may
/// not hold escaped (2.4.2), UTF-8 octets as `%XX`.
fn escape_kernel(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    for i in 0..chunk.len() {
        match s.text(i) {
            Some(Ok(t)) => out.set_str(i, &escape(t, bound.component)),
            _ => out.set_null(i),
        }
    }
}

/// `uri_unescape(s)`: each `%XX` decoded; NULL when the octets are not
/// UTF-8 (a `VARCHAR` holds text only).
fn unescape(_: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    for i in 0..chunk.len() {
        let text = s.text(i).and_then(Result::ok);
        let decoded = text.and_then(|t| decode_utf8(t).ok());
        out.set_opt_str(i, decoded.as_deref());
    }
}
