//! The native part of the Python package `uri2396`: row-wise functions over
//! `str`, and Arrow kernels over string arrays that run without the GIL.
//!
//! The Python modules in `python/uri2396/` wrap these functions; the fields
//! of a parse are the library's flat view of a reference
//! (`uri2396::Components`), the same fields the command-line tool's JSON
//! report writes, so that the package does not depend on the tool.
#![forbid(unsafe_code)]

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, GenericStringBuilder, Int64Builder};
use arrow_array::{
    Array, ArrayRef, BooleanArray, GenericStringArray, OffsetSizeTrait, StringViewArray,
    StructArray,
};
use arrow_buffer::NullBuffer;
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use pyo3_arrow::PyArray;

use uri2396::extract::{
    DecodingExtractor, ENCODING_EXAMPLES, ExtractOptions, FoundReference, TextEncoding,
    extract as extract_references,
};
use uri2396::grammar::Rule;
use uri2396::normalize::{NormalizeOptions, equivalent_with, normalize_with};
use uri2396::resolve::{
    AboveRoot, RelativeSyntax, ResolveError, ResolveOptions, SameScheme, resolve as resolve_with,
};
use uri2396::{AuthorityKind, Components, Dialect, Error, HostKind, Lang, Semantics, UriReference};

mod agree;
mod compare;
mod reference;

pyo3::create_exception!(
    _uri2396,
    URIError,
    PyValueError,
    "An input that a rule of RFC 2396 does not derive. Attributes: `offset` (UTF-8 byte offset \
     of the fault, or None), `rule`, `message`, `fix` (or None)."
);

// The package's own words, in the languages of `lang=` (the library words
// the rest).
uri2396::catalogue! {
    /// An error in the fragment given to `URIReference.with_fragment`.
    InFragment {
        en: "the fragment: {error}",
        ja: "フラグメント: {error}",
    }
}

/// The language of `lang=`: `"en"` or `"ja"`; a `ValueError` otherwise.
fn lang_of(lang: &str) -> PyResult<Lang> {
    match lang {
        "en" => Ok(Lang::En),
        "ja" => Ok(Lang::Ja),
        other => Err(PyValueError::new_err(format!(
            "lang is one of en, ja; not {other:?}"
        ))),
    }
}

/// Where an error was found, as a `URIError`'s message says it.
#[derive(Clone, Copy)]
enum Within {
    /// The input itself: the message is the error's line.
    Input,
    /// The base of a resolution.
    Base,
    /// The reference of a resolution.
    Reference,
    /// The fragment given to `with_fragment`.
    Fragment,
}

/// A dialect by its name; a `ValueError` that lists the names otherwise.
fn dialect_of(dialect: &str) -> PyResult<Dialect> {
    dialect
        .parse()
        .map_err(|e| PyValueError::new_err(format!("{e}")))
}

/// Whose resolution and normalization: `from-dialect`, `rfc2396` or
/// `java`.
fn semantics_of(semantics: &str) -> PyResult<Semantics> {
    match semantics {
        "from-dialect" | "from_dialect" => Ok(Semantics::FromDialect),
        "rfc2396" => Ok(Semantics::Rfc2396),
        "java" => Ok(Semantics::Java),
        other => Err(PyValueError::new_err(format!(
            "semantics is one of from-dialect, rfc2396, java; not {other:?}"
        ))),
    }
}

/// The rule `name` of `dialect`'s grammar, and whether it is that grammar's
/// `URI-reference` (the rule with components).
fn rule_of(rule: &str, dialect: &str) -> PyResult<(Rule, Dialect)> {
    let dialect = dialect_of(dialect)?;
    let rule = dialect
        .find(rule)
        .map_err(|e| PyValueError::new_err(format!("{e}")))?;
    Ok((rule, dialect))
}

fn is_uri_reference(rule: Rule, dialect: Dialect) -> bool {
    Rule::URI_REFERENCE.in_dialect(dialect) == Some(rule)
}

/// A `URIError` for `error` found in `input`, with its fields as
/// attributes, its messages in `lang`.
fn uri_error(py: Python<'_>, error: &Error, input: &str, within: Within, lang: Lang) -> PyErr {
    let error = &error.settle(input);
    let message = match within {
        Within::Input => error.display_in(lang).to_string(),
        Within::Base => ResolveError::InvalidBase(*error).message_in(lang),
        Within::Reference => ResolveError::InvalidReference(*error).message_in(lang),
        Within::Fragment => {
            Msg::InFragment.fill(lang, &[("error", &error.display_in(lang).to_string())])
        }
    };
    let err = URIError::new_err(message.clone());
    let value = err.value(py);
    // Setting attributes on a fresh exception object cannot fail short of
    // memory exhaustion, which Python reports by itself.
    let _ = value.setattr("offset", error.offset());
    let _ = value.setattr("rule", error.rule().name());
    let _ = value.setattr("message", error.message_in(lang));
    let _ = value.setattr("fix", error.fix_in(lang));
    let (line, column) = error.line_column(input);
    let _ = value.setattr("line", line);
    let _ = value.setattr("column", column);
    err
}

/// A `URIError` without a place in the input (a base that is relative, a
/// path above the root).
fn plain_uri_error(py: Python<'_>, message: String) -> PyErr {
    let err = URIError::new_err(message.clone());
    let value = err.value(py);
    let _ = value.setattr("offset", py.None());
    let _ = value.setattr("rule", py.None());
    let _ = value.setattr("message", message);
    let _ = value.setattr("fix", py.None());
    err
}

/// The error as the CLI's JSON writes it (`kind` "syntax"), its message
/// and fix in `lang`.
fn error_dict<'py>(
    py: Python<'py>,
    error: &Error,
    input: &str,
    lang: Lang,
) -> PyResult<Bound<'py, PyDict>> {
    let error = &error.settle(input);
    let d = PyDict::new(py);
    let (line, column) = error.line_column(input);
    d.set_item("kind", "syntax")?;
    d.set_item("rule", error.rule().name())?;
    d.set_item("offset", error.offset())?;
    d.set_item("line", line)?;
    d.set_item("column", column)?;
    d.set_item("expected", error.expected().to_vec())?;
    d.set_item("found", error.found().map(String::from))?;
    d.set_item("class", error.class().map(|c| c.name()))?;
    d.set_item("message", error.message_in(lang))?;
    d.set_item("fix", error.fix_in(lang))?;
    Ok(d)
}

/// Parses `s` as `rule` of `dialect`'s grammar and reports the outcome as a
/// dict: `dialect`, `rule`, `valid`, the flat components (for `URI-reference`; `None`
/// otherwise), `host_names` and `escapes` (what an internationalized host
/// and escapes beyond US-ASCII read as) and `error` (a dict with `offset`,
/// `message`, `fix`...).
#[pyfunction]
#[pyo3(signature = (s, rule = "URI-reference", dialect = "strict", *, lang = "en"))]
fn parse<'py>(
    py: Python<'py>,
    s: &str,
    rule: &str,
    dialect: &str,
    lang: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = lang_of(lang)?;
    let (rule, dialect) = rule_of(rule, dialect)?;
    let d = PyDict::new(py);
    d.set_item("dialect", dialect.name())?;
    d.set_item("rule", rule.name())?;
    let outcome = if is_uri_reference(rule, dialect) {
        UriReference::parse_in(s, dialect).map(|uri| Some(uri.components()))
    } else {
        uri2396::Tree::parse(rule, s).map(|_| None)
    };
    let (flat, error) = match outcome {
        Ok(flat) => (flat, None),
        Err(e) => (None, Some(e)),
    };
    d.set_item("valid", error.is_none())?;
    components_dict(&d, flat.as_ref())?;
    readings_dict(py, &d, s, flat.as_ref())?;
    match error {
        Some(e) => d.set_item("error", error_dict(py, &e, s, lang)?)?,
        None => d.set_item("error", py.None())?,
    }
    Ok(d)
}

/// Sets `host_names` (an internationalized host's A-labels and U-labels,
/// `{"ascii", "unicode"}`, `ascii` `None` when UTS 46 rejects the name;
/// otherwise `None`) and `escapes` (each run of escapes beyond US-ASCII:
/// `start`, `end`, `escapes`, `decodings` as `{encoding: text or None}`
/// and `likely`), as `uri2396 parse` writes them.
fn readings_dict(
    py: Python<'_>,
    d: &Bound<'_, PyDict>,
    s: &str,
    f: Option<&Components<'_>>,
) -> PyResult<()> {
    match f.and_then(|f| uri2396::idn::names(f.host?)) {
        Some(names) => {
            let n = PyDict::new(py);
            n.set_item("ascii", names.ascii)?;
            n.set_item("unicode", names.unicode)?;
            d.set_item("host_names", n)?;
        }
        None => d.set_item("host_names", py.None())?,
    }
    let escapes = PyList::empty(py);
    for run in uri2396::escape::escape_readings(s) {
        let r = PyDict::new(py);
        r.set_item("start", run.start)?;
        r.set_item("end", run.end)?;
        r.set_item("escapes", run.escapes)?;
        let decodings = PyDict::new(py);
        for decoding in &run.decodings {
            decodings.set_item(decoding.encoding, decoding.text.as_deref())?;
        }
        r.set_item("decodings", decodings)?;
        r.set_item("likely", run.likely)?;
        escapes.append(r)?;
    }
    d.set_item("escapes", escapes)
}

/// Sets the flat components of a parse in `d`, each `None` without a
/// parse; `path` and `path_kind` too.
fn components_dict(d: &Bound<'_, PyDict>, f: Option<&Components<'_>>) -> PyResult<()> {
    let none = || -> Option<&str> { None };
    d.set_item("scheme", f.map_or_else(none, |f| f.scheme))?;
    d.set_item("authority", f.map_or_else(none, |f| f.authority))?;
    d.set_item(
        "authority_kind",
        f.and_then(|f| f.authority_kind).map(AuthorityKind::as_str),
    )?;
    d.set_item("userinfo", f.map_or_else(none, |f| f.userinfo))?;
    d.set_item("host", f.map_or_else(none, |f| f.host))?;
    d.set_item(
        "host_kind",
        f.and_then(|f| f.host_kind).map(HostKind::as_str),
    )?;
    d.set_item("port", f.map_or_else(none, |f| f.port))?;
    d.set_item("path", f.map(|f| f.path))?;
    d.set_item("path_kind", f.map(|f| f.path_kind.as_str()))?;
    d.set_item("query", f.map_or_else(none, |f| f.query))?;
    d.set_item("fragment", f.map_or_else(none, |f| f.fragment))?;
    Ok(())
}

/// True when `rule` of `dialect`'s grammar derives the whole of `s`.
#[pyfunction]
#[pyo3(signature = (s, rule = "URI-reference", dialect = "strict"))]
fn is_valid(s: &str, rule: &str, dialect: &str) -> PyResult<bool> {
    let (rule, _) = rule_of(rule, dialect)?;
    Ok(rule.matches(s))
}

/// Parses `s` as `rule` and raises `URIError` when it is invalid.
#[pyfunction]
#[pyo3(signature = (s, rule = "URI-reference", dialect = "strict", *, lang = "en"))]
fn check(py: Python<'_>, s: &str, rule: &str, dialect: &str, lang: &str) -> PyResult<()> {
    let lang = lang_of(lang)?;
    let (rule, _) = rule_of(rule, dialect)?;
    // One run of the rule's automaton: a parse's error, without its parse.
    rule.validate(s)
        .map_err(|e| uri_error(py, &e, s, Within::Input, lang))
}

fn resolve_options(
    above_root: &str,
    same_scheme: &str,
    relative_syntax: &str,
    dialect: &str,
) -> PyResult<ResolveOptions> {
    let above_root = match above_root {
        "keep" => AboveRoot::Keep,
        "remove" => AboveRoot::Remove,
        "reject" => AboveRoot::Reject,
        other => {
            return Err(PyValueError::new_err(format!(
                "above_root is one of keep, remove, reject; not {other:?}"
            )));
        }
    };
    let same_scheme = match same_scheme {
        "strict" => SameScheme::Strict,
        "backward-compatible" | "backward_compatible" => SameScheme::BackwardCompatible,
        other => {
            return Err(PyValueError::new_err(format!(
                "same_scheme is one of strict, backward-compatible; not {other:?}"
            )));
        }
    };
    let relative_syntax = match relative_syntax {
        "rfc2396" => RelativeSyntax::Rfc2396,
        "allow-empty-path" | "allow_empty_path" => RelativeSyntax::AllowEmptyPath,
        other => {
            return Err(PyValueError::new_err(format!(
                "relative_syntax is one of rfc2396, allow-empty-path; not {other:?}"
            )));
        }
    };
    let dialect: Dialect = dialect
        .parse()
        .map_err(|e| PyValueError::new_err(format!("{e}")))?;
    Ok(ResolveOptions::new()
        .with_above_root(above_root)
        .with_same_scheme(same_scheme)
        .with_relative_syntax(relative_syntax)
        .with_dialect(dialect))
}

fn resolve_error(
    py: Python<'_>,
    error: ResolveError,
    base: &str,
    reference: &str,
    lang: Lang,
) -> PyErr {
    match &error {
        ResolveError::InvalidBase(e) => uri_error(py, e, base, Within::Base, lang),
        ResolveError::InvalidReference(e) => uri_error(py, e, reference, Within::Reference, lang),
        _ => plain_uri_error(py, error.message_in(lang)),
    }
}

/// Resolves `reference` against `base` (RFC 2396 5.2) and returns the
/// target URI. Raises `URIError` when either is invalid, when the base is
/// relative or opaque, or (with `above_root="reject"`) when the reference
/// climbs above the root.
#[pyfunction]
#[pyo3(signature = (base, reference, *, above_root = "keep", same_scheme = "strict", relative_syntax = "rfc2396", dialect = "strict", lang = "en"))]
#[allow(clippy::too_many_arguments)]
fn resolve(
    py: Python<'_>,
    base: &str,
    reference: &str,
    above_root: &str,
    same_scheme: &str,
    relative_syntax: &str,
    dialect: &str,
    lang: &str,
) -> PyResult<String> {
    let lang = lang_of(lang)?;
    let options = resolve_options(above_root, same_scheme, relative_syntax, dialect)?;
    resolve_with(base, reference, &options)
        .map(|r| r.as_str().to_owned())
        .map_err(|e| resolve_error(py, e, base, reference, lang))
}

fn normalize_options(dialect: &str) -> PyResult<NormalizeOptions> {
    let dialect: Dialect = dialect
        .parse()
        .map_err(|e| PyValueError::new_err(format!("{e}")))?;
    Ok(NormalizeOptions::new().with_dialect(dialect))
}

/// The normal form of `s` (RFC 2396 6 and 3.1: case of scheme and host,
/// escapes, default port, dot segments; with `dialect="java"`,
/// java.net.URI's normalize, which rewrites the path only). Raises
/// `URIError` when `s` is not a URI reference.
#[pyfunction]
#[pyo3(signature = (s, *, dialect = "strict", lang = "en"))]
fn normalize(py: Python<'_>, s: &str, dialect: &str, lang: &str) -> PyResult<String> {
    let lang = lang_of(lang)?;
    let options = normalize_options(dialect)?;
    normalize_with(s, &options)
        .map(|n| n.as_str().to_owned())
        .map_err(|e| uri_error(py, &e, s, Within::Input, lang))
}

/// True when `a` and `b` have the same normal form (with `dialect="java"`,
/// when java.net.URI's equals holds). Raises `URIError` when either is not
/// a URI reference.
#[pyfunction]
#[pyo3(signature = (a, b, *, dialect = "strict", lang = "en"))]
fn equivalent(py: Python<'_>, a: &str, b: &str, dialect: &str, lang: &str) -> PyResult<bool> {
    let lang = lang_of(lang)?;
    let options = normalize_options(dialect)?;
    // Which input is at fault decides where the offset points.
    if let Err(e) = UriReference::parse_in(a, options.dialect) {
        return Err(uri_error(py, &e, a, Within::Input, lang));
    }
    equivalent_with(a, b, &options).map_err(|e| uri_error(py, &e, b, Within::Input, lang))
}

/// Text given to `extract`: a `str`, or `bytes` in some encoding.
#[derive(FromPyObject)]
enum Text {
    Str(String),
    Bytes(Vec<u8>),
}

/// The URI references in running text (RFC 2396 Appendix E), in document
/// order: a list of dicts with `uri`, `written`, `start`, `end` (byte
/// offsets of the written text), `line`, `column`, `delimiter`, `valid` and
/// `error`.
///
/// `text` may be `bytes`, decoded from `encoding` (`"auto"`: UTF-16 when a
/// byte order mark says so, else UTF-8, each byte that is not UTF-8 kept;
/// `"detect"`: as `auto`, but text that is not UTF-8 is read in the
/// encoding guessed (chardetng), as the tool reads it without
/// `--encoding`, and a reference holding a byte the guess cannot read is
/// left out; or any label of the WHATWG Encoding Standard, or one people
/// type for its encodings: `"utf-16le"`, `"shift_jis"` (`"cp932"`),
/// `"euc-jp"`, `"iso-2022-jp"`, `"windows-1252"`...). Then
/// `start`, `end`, `line` and `column` count in the decoded text (UTF-8),
/// and each dict adds `encoding` (what was read), `source_start` and
/// `source_end` (byte offsets in `text`), `char_start` and `char_end`
/// (offsets in characters), `malformed` (the offset in `text` of the first
/// byte sequence malformed in the encoding, where the reference is
/// invalid, or `None`) and `uri_bytes` (the reference's bytes when they
/// are not UTF-8, a malformed sequence standing as 0xFF, or `None`).
/// Raises `ValueError` for an unknown encoding, or an encoding other than
/// `"auto"` with a `str`.
#[pyfunction]
#[pyo3(signature = (text, *, abbreviated = false, encoding = "auto", lang = "en"))]
fn extract<'py>(
    py: Python<'py>,
    text: Text,
    abbreviated: bool,
    encoding: &str,
    lang: &str,
) -> PyResult<Bound<'py, PyList>> {
    let lang = lang_of(lang)?;
    let options = ExtractOptions::default().with_abbreviated(abbreviated);
    let label = TextEncoding::for_label(encoding).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown encoding {encoding:?}; examples: {ENCODING_EXAMPLES}"
        ))
    })?;
    let list = PyList::empty(py);
    let bytes = match text {
        Text::Str(text) => {
            // Text already decoded: nothing to detect either.
            if label != TextEncoding::AUTO && label != TextEncoding::DETECT {
                return Err(PyValueError::new_err(
                    "a str is already decoded: give bytes to read them in an encoding",
                ));
            }
            for r in extract_references(&text, &options) {
                list.append(reference_dict(py, &r, lang)?)?;
            }
            return Ok(list);
        }
        Text::Bytes(bytes) => bytes,
    };
    let mut extractor = DecodingExtractor::new(options, label);
    let mut found = Vec::new();
    let mut used = None;
    for last in [false, true] {
        let batch = if last {
            extractor.finish()
        } else {
            extractor.push(&bytes)
        };
        used = batch.encoding().or(used);
        found.extend(batch.map(|r| r.into_owned()));
    }
    let used = used.unwrap_or(TextEncoding::UTF_8).name();
    for r in &found {
        let d = reference_dict(py, r, lang)?;
        d.set_item("encoding", used)?;
        d.set_item("source_start", r.source_start())?;
        d.set_item("source_end", r.source_end())?;
        d.set_item("char_start", r.char_start())?;
        d.set_item("char_end", r.char_end())?;
        d.set_item("malformed", r.malformed())?;
        d.set_item("uri_bytes", r.uri_bytes().map(|b| PyBytes::new(py, b)))?;
        list.append(d)?;
    }
    Ok(list)
}

/// The dict of one reference found by `extract`.
fn reference_dict<'py>(
    py: Python<'py>,
    r: &FoundReference<'_>,
    lang: Lang,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("uri", r.uri())?;
    d.set_item("written", r.written())?;
    d.set_item("start", r.start())?;
    d.set_item("end", r.end())?;
    d.set_item("line", r.line())?;
    d.set_item("column", r.column())?;
    d.set_item("delimiter", r.delimiter().as_str())?;
    d.set_item("valid", r.is_valid())?;
    match r.error() {
        Some(e) => d.set_item("error", error_dict(py, &e, r.uri(), lang)?)?,
        None => d.set_item("error", py.None())?,
    }
    Ok(d)
}

// ---------------------------------------------------------------------------
// Arrow kernels
// ---------------------------------------------------------------------------

/// The strings of a column, whatever its Arrow string layout; `None` for a
/// null row.
enum Strings<'a> {
    Utf8(&'a GenericStringArray<i32>),
    Large(&'a GenericStringArray<i64>),
    View(&'a StringViewArray),
}

impl<'a> Strings<'a> {
    fn of(array: &'a ArrayRef) -> PyResult<Strings<'a>> {
        let any = array.as_any();
        if let Some(a) = any.downcast_ref::<GenericStringArray<i32>>() {
            Ok(Strings::Utf8(a))
        } else if let Some(a) = any.downcast_ref::<GenericStringArray<i64>>() {
            Ok(Strings::Large(a))
        } else if let Some(a) = any.downcast_ref::<StringViewArray>() {
            Ok(Strings::View(a))
        } else {
            Err(PyTypeError::new_err(format!(
                "expected an Arrow string array (string, large_string or string_view), not {}",
                array.data_type()
            )))
        }
    }

    fn len(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.len(),
            Strings::Large(a) => a.len(),
            Strings::View(a) => a.len(),
        }
    }

    fn nulls(&self) -> Option<&NullBuffer> {
        match self {
            Strings::Utf8(a) => a.nulls(),
            Strings::Large(a) => a.nulls(),
            Strings::View(a) => a.nulls(),
        }
    }

    fn get(&self, i: usize) -> Option<&'a str> {
        match self {
            Strings::Utf8(a) => a.is_valid(i).then(|| a.value(i)),
            Strings::Large(a) => a.is_valid(i).then(|| a.value(i)),
            Strings::View(a) => a.is_valid(i).then(|| a.value(i)),
        }
    }

    /// The total length of the strings, to size the output's buffers.
    fn bytes(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.value_data().len(),
            Strings::Large(a) => a.value_data().len(),
            Strings::View(a) => a.total_buffer_bytes_used(),
        }
    }

    /// Large input, large output: a column of `large_string` keeps 64-bit
    /// offsets in its results.
    fn is_large(&self) -> bool {
        matches!(self, Strings::Large(_))
    }
}

/// The string fields of [`arrow_parse`]'s struct, in order: the
/// library's one list of them (`Components::COLUMNS`, read by
/// `Components::columns`), which the module exports (`FIELDS`,
/// `STRING_FIELDS`) for the Arrow and Spark schemas and the tests.
const STRING_FIELDS: [&str; 10] = Components::COLUMNS;

/// The 13 fields of [`arrow_parse`]'s struct: `valid`, the string fields,
/// `error_offset` and `error`; its strings are `string`.
fn parse_fields(string: &DataType) -> Fields {
    let mut fields = vec![Field::new("valid", DataType::Boolean, true)];
    fields.extend(
        STRING_FIELDS
            .iter()
            .map(|name| Field::new(*name, string.clone(), true)),
    );
    fields.push(Field::new("error_offset", DataType::Int64, true));
    fields.push(Field::new("error", string.clone(), true));
    Fields::from(fields)
}

/// The fields of [`parse_fields`] as `(name, type)` pairs for Python, the
/// type one of `bool`, `int64`, `string`.
fn exported_fields() -> Vec<(String, &'static str)> {
    parse_fields(&DataType::Utf8)
        .iter()
        .map(|f| {
            let kind = match f.data_type() {
                DataType::Boolean => "bool",
                DataType::Int64 => "int64",
                _ => "string",
            };
            (f.name().clone(), kind)
        })
        .collect()
}

fn parse_column<O: OffsetSizeTrait>(
    strings: &Strings<'_>,
    rule: Rule,
    dialect: Dialect,
    lang: Lang,
) -> StructArray {
    let n = strings.len();
    let bytes = strings.bytes();
    let mut valid = BooleanBuilder::with_capacity(n);
    let mut columns: Vec<GenericStringBuilder<O>> = (0..STRING_FIELDS.len())
        .map(|i| {
            // The path is most of a URI; the others get a smaller start.
            let capacity = if STRING_FIELDS[i] == "path" {
                bytes
            } else {
                bytes / 4
            };
            GenericStringBuilder::with_capacity(n, capacity)
        })
        .collect();
    let mut offsets = Int64Builder::with_capacity(n);
    let mut errors = GenericStringBuilder::<O>::with_capacity(n, 0);
    let components = is_uri_reference(rule, dialect);
    for i in 0..n {
        let Some(s) = strings.get(i) else {
            valid.append_null();
            columns.iter_mut().for_each(|c| c.append_null());
            offsets.append_null();
            errors.append_null();
            continue;
        };
        let outcome = if components {
            UriReference::parse_in(s, dialect).map(|uri| Some(uri.components()))
        } else if rule.matches(s) {
            Ok(None)
        } else {
            uri2396::Tree::parse(rule, s).map(|_| None)
        };
        match outcome {
            Ok(flat) => {
                valid.append_value(true);
                let values = flat.as_ref().map(Components::columns).unwrap_or_default();
                for (column, value) in columns.iter_mut().zip(values) {
                    column.append_option(value);
                }
                offsets.append_null();
                errors.append_null();
            }
            Err(e) => {
                valid.append_value(false);
                columns.iter_mut().for_each(|c| c.append_null());
                offsets.append_value(i64::try_from(e.offset()).unwrap_or(i64::MAX));
                errors.append_value(e.message_in(lang));
            }
        }
    }
    let mut arrays: Vec<ArrayRef> = vec![Arc::new(valid.finish())];
    arrays.extend(columns.iter_mut().map(|c| Arc::new(c.finish()) as ArrayRef));
    arrays.push(Arc::new(offsets.finish()));
    arrays.push(Arc::new(errors.finish()));
    let string = if O::IS_LARGE {
        DataType::LargeUtf8
    } else {
        DataType::Utf8
    };
    StructArray::new(parse_fields(&string), arrays, strings.nulls().cloned())
}

fn to_py(array: ArrayRef) -> PyArray {
    PyArray::from_array_ref(array)
}

/// Parses each string of an Arrow array; see `uri2396.arrow.parse`.
#[pyfunction]
#[pyo3(signature = (array, rule = "URI-reference", dialect = "strict", *, lang = "en"))]
fn arrow_parse(
    py: Python<'_>,
    array: PyArray,
    rule: &str,
    dialect: &str,
    lang: &str,
) -> PyResult<PyArray> {
    let lang = lang_of(lang)?;
    let (rule, dialect) = rule_of(rule, dialect)?;
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        Ok(if strings.is_large() {
            Arc::new(parse_column::<i64>(&strings, rule, dialect, lang))
        } else {
            Arc::new(parse_column::<i32>(&strings, rule, dialect, lang))
        })
    })?;
    Ok(to_py(out))
}

/// Whether each string of an Arrow array is valid; see
/// `uri2396.arrow.is_valid`.
#[pyfunction]
#[pyo3(signature = (array, rule = "URI-reference", dialect = "strict"))]
fn arrow_is_valid(py: Python<'_>, array: PyArray, rule: &str, dialect: &str) -> PyResult<PyArray> {
    let (rule, _) = rule_of(rule, dialect)?;
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        let values: BooleanArray = (0..strings.len())
            .map(|i| strings.get(i).map(|s| rule.matches(s)))
            .collect();
        Ok(Arc::new(values))
    })?;
    Ok(to_py(out))
}

/// A string column of `f`'s answer for each row: null for a null row and
/// for a row `f` has no answer for.
fn map_strings<F>(strings: &Strings<'_>, f: F) -> ArrayRef
where
    F: Fn(&str) -> Option<String>,
{
    fn build<O: OffsetSizeTrait, F: Fn(&str) -> Option<String>>(
        strings: &Strings<'_>,
        f: F,
    ) -> ArrayRef {
        let mut out = GenericStringBuilder::<O>::with_capacity(strings.len(), strings.bytes());
        for i in 0..strings.len() {
            out.append_option(strings.get(i).and_then(&f));
        }
        Arc::new(out.finish())
    }
    if strings.is_large() {
        build::<i64, F>(strings, f)
    } else {
        build::<i32, F>(strings, f)
    }
}

/// Resolves each reference of an Arrow array against one base; see
/// `uri2396.arrow.resolve`.
#[pyfunction]
#[pyo3(signature = (base, array, *, above_root = "keep", same_scheme = "strict", relative_syntax = "rfc2396", dialect = "strict", lang = "en"))]
#[allow(clippy::too_many_arguments)]
fn arrow_resolve(
    py: Python<'_>,
    base: &str,
    array: PyArray,
    above_root: &str,
    same_scheme: &str,
    relative_syntax: &str,
    dialect: &str,
    lang: &str,
) -> PyResult<PyArray> {
    let lang = lang_of(lang)?;
    let options = resolve_options(above_root, same_scheme, relative_syntax, dialect)?;
    // The base is parsed once, and a bad base is an error of the call, not
    // of each row.
    let parsed = UriReference::parse_in(base, options.dialect)
        .map_err(|e| uri_error(py, &e, base, Within::Base, lang))?;
    if let Err(e) = parsed.join("", &options) {
        return Err(resolve_error(py, e, base, "", lang));
    }
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        Ok(map_strings(&strings, |r| {
            parsed.join(r, &options).ok().map(|t| t.as_str().to_owned())
        }))
    })?;
    Ok(to_py(out))
}

/// The normal form of each string of an Arrow array; see
/// `uri2396.arrow.normalize`.
#[pyfunction]
#[pyo3(signature = (array, *, dialect = "strict"))]
fn arrow_normalize(py: Python<'_>, array: PyArray, dialect: &str) -> PyResult<PyArray> {
    let options = normalize_options(dialect)?;
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        Ok(map_strings(&strings, |s| {
            normalize_with(s, &options)
                .ok()
                .map(|n| n.as_str().to_owned())
        }))
    })?;
    Ok(to_py(out))
}

/// Parses each row as a `URI-reference` and reads its flat components,
/// building no output: the library's own cost on the rows that
/// `arrow_parse` is given, for `python/bench.py` to measure the binding's
/// overhead against. Returns the number of valid rows.
#[pyfunction]
fn parse_only(py: Python<'_>, array: PyArray) -> PyResult<usize> {
    let (array, _) = array.into_inner();
    py.detach(|| -> PyResult<usize> {
        let strings = Strings::of(&array)?;
        let mut valid = 0;
        let mut bytes = 0;
        for i in 0..strings.len() {
            if let Some(Ok(uri)) = strings.get(i).map(UriReference::parse) {
                let f = uri.components();
                valid += 1;
                // Read every component, as `arrow_parse` copies them.
                bytes += [
                    f.scheme,
                    f.authority,
                    f.userinfo,
                    f.host,
                    f.port,
                    f.query,
                    f.fragment,
                ]
                .iter()
                .map(|c| c.map_or(0, str::len))
                .sum::<usize>()
                    + f.path.len();
            }
        }
        Ok(std::hint::black_box((valid, bytes)).0)
    })
}

/// The URI an IRI reference maps to (RFC 3987 3.1): each character beyond
/// US-ASCII that an IRI may hold (``ucschar``, ``iprivate``) written as the
/// escapes of its UTF-8 octets, in capital hexadecimal; nothing else changes,
/// and nothing is normalized.
#[pyfunction]
fn iri_to_uri(iri: &str) -> String {
    uri2396::iri::to_uri(iri).into_owned()
}

/// The IRI a URI converts to (RFC 3987 3.2), as a dict: ``input``, ``iri``
/// and ``kept``, the escapes left as they were, each with ``start`` and
/// ``end`` (byte offsets in the input), the ``escape`` and its ``reason``
/// (``percent``, ``reserved``, ``not-in-uris``, ``not-utf8``,
/// ``joins-percent``, ``not-in-iris``) and its ``message``.
#[pyfunction]
fn uri_to_iri<'py>(py: Python<'py>, uri: &str) -> PyResult<Bound<'py, PyDict>> {
    let converted = uri2396::iri::to_iri(uri);
    let kept = PyList::empty(py);
    for e in &converted.kept {
        let escape = PyDict::new(py);
        escape.set_item("start", e.start)?;
        escape.set_item("end", e.end)?;
        escape.set_item("escape", &uri[e.start..e.end])?;
        escape.set_item("reason", e.kept.name())?;
        escape.set_item("message", e.kept.to_string())?;
        kept.append(escape)?;
    }
    let out = PyDict::new(py);
    out.set_item("input", uri)?;
    out.set_item("iri", converted.iri.as_ref())?;
    out.set_item("kept", kept)?;
    Ok(out)
}

/// The names of the named dialects, the default first. Every function that
/// takes a `dialect` also takes `strict` or `rfc2732` followed by `+` and
/// switches (`"strict+empty-relative-path"`): see :func:`switches`.
#[pyfunction]
fn dialects() -> Vec<&'static str> {
    Dialect::ALL.iter().map(|d| d.name()).collect()
}

/// The names of the switches a dialect name can add after a `+`, in order:
/// `rfc2732`, then each deviation of java.net.URI's reading.
#[pyfunction]
fn switches() -> Vec<&'static str> {
    uri2396::Switch::ALL.iter().map(|s| s.name()).collect()
}

#[pymodule]
fn _uri2396(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("URIError", m.py().get_type::<URIError>())?;
    m.add_class::<reference::PyUriReference>()?;
    // The fields of `arrow_parse`'s struct, from which the Arrow and Spark
    // schemas of the Python side and the tests take their names.
    m.add(
        "FIELDS",
        pyo3::types::PyTuple::new(m.py(), exported_fields())?,
    )?;
    m.add(
        "STRING_FIELDS",
        pyo3::types::PyTuple::new(m.py(), STRING_FIELDS)?,
    )?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(resolve, m)?)?;
    m.add_function(wrap_pyfunction!(normalize, m)?)?;
    m.add_function(wrap_pyfunction!(equivalent, m)?)?;
    m.add_function(wrap_pyfunction!(extract, m)?)?;
    m.add_function(wrap_pyfunction!(switches, m)?)?;
    m.add_function(wrap_pyfunction!(arrow_parse, m)?)?;
    m.add_function(wrap_pyfunction!(arrow_is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(arrow_resolve, m)?)?;
    m.add_function(wrap_pyfunction!(arrow_normalize, m)?)?;
    m.add_function(wrap_pyfunction!(dialects, m)?)?;
    m.add_function(wrap_pyfunction!(iri_to_uri, m)?)?;
    m.add_function(wrap_pyfunction!(uri_to_iri, m)?)?;
    m.add_function(wrap_pyfunction!(parse_only, m)?)?;
    m.add_function(wrap_pyfunction!(agree::agree, m)?)?;
    m.add_function(wrap_pyfunction!(agree::arrow_agree, m)?)?;
    m.add_class::<agree::Guard>()?;
    m.add_function(wrap_pyfunction!(compare::compare, m)?)?;
    m.add_function(wrap_pyfunction!(compare::readings, m)?)?;
    m.add_function(wrap_pyfunction!(compare::arrow_compare, m)?)?;
    Ok(())
}
