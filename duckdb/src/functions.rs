//! The SQL functions: each a row of [`functions`], its kernel run once per
//! chunk of rows (DuckDB's vectors, 2,048 rows) over the library.

use std::sync::{Arc, OnceLock};

use uri2396::compare::{Field, Reading, compare, lint_all};
use uri2396::escape::{Component, decode_utf8, escape};
use uri2396::grammar::Rule;
use uri2396::guard::Guard;
use uri2396::normalize::{NormalizeOptions, equivalent_with, normalize_with};
use uri2396::resolve::ResolveOptions;
use uri2396::{Components, Dialect, Lang, UriReference};

use crate::capi::{Chunk, Output, Type};

/// What a call fixes at bind time, from its constant arguments and the
/// session's settings.
#[derive(Clone)]
pub struct Bound {
    pub dialect: Dialect,
    /// `URI-reference` in the dialect's grammar.
    pub rule: Rule,
    pub lang: Lang,
    /// The component of `uri_escape`.
    pub component: Component,
    /// The readings of `uri_agree`.
    pub guard: Option<Arc<Guard>>,
}

// DuckDB runs a call's kernel on several threads at once, each with the
// same bind data (or a copy): it must be shared safely.
const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Bound>();
};

/// An argument the call fixes at bind time (a constant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constant {
    /// The dialect, by its name: optional, `'strict'` when left out.
    Dialect,
    /// The component `uri_escape` escapes for, by its name: required.
    Component,
    /// Two readings or more, by their names, separated by commas
    /// (`'whatwg,java'`): required.
    Readings,
}

/// A SQL function: its name, its row arguments (each `VARCHAR`), the
/// constant it takes after them, its type and its kernel.
pub struct Function {
    pub name: &'static str,
    /// The names of the row arguments, for the docs and messages.
    pub arguments: &'static [&'static str],
    pub constant: Option<Constant>,
    pub returns: Type,
    pub kernel: fn(&Bound, &Chunk, Output),
}

/// The fields of `uri_parse`'s struct, as the Python package's
/// `uri2396.arrow.parse` gives them (its tests compare the two): `valid`,
/// the components as the library names its table columns
/// (`Components::COLUMNS`), `error_offset` and `error`.
fn parse_type() -> Type {
    let mut fields = vec![("valid", Type::Boolean)];
    fields.extend(
        Components::COLUMNS
            .iter()
            .map(|name| (*name, Type::Varchar)),
    );
    fields.push(("error_offset", Type::BigInt));
    fields.push(("error", Type::Varchar));
    Type::Struct(fields)
}

/// `uri_error`'s struct.
fn error_type() -> Type {
    Type::Struct(vec![
        ("offset", Type::BigInt),
        ("expected", Type::List(Box::new(Type::Varchar))),
        ("found", Type::Varchar),
        ("message", Type::Varchar),
        ("fix", Type::Varchar),
    ])
}

/// The fields `uri_compare` gives of each reading, besides `valid`.
const COMPARED: [Field; 3] = [Field::Scheme, Field::Host, Field::Port];

/// `uri_compare`'s struct: one field per reading the library names (in
/// [`Reading::all`]'s order), each with `valid` and [`COMPARED`], then
/// `differ`, the fields on which they differ.
fn compare_type() -> Type {
    let mut reading = vec![("valid", Type::Boolean)];
    reading.extend(COMPARED.iter().map(|f| (f.name(), Type::Varchar)));
    let mut fields: Vec<(&'static str, Type)> = Reading::all()
        .into_iter()
        .map(|r| (r.name(), Type::Struct(reading.clone())))
        .collect();
    fields.push(("differ", Type::List(Box::new(Type::Varchar))));
    Type::Struct(fields)
}

/// `uri_agree`'s struct, as `uri2396.arrow.agree` gives it.
fn agree_type() -> Type {
    Type::Struct(vec![("agree", Type::Boolean), ("class", Type::Varchar)])
}

/// `uri_lint`'s list of findings.
fn lint_type() -> Type {
    Type::List(Box::new(Type::Struct(vec![
        ("code", Type::Varchar),
        ("component", Type::Varchar),
        ("start", Type::BigInt),
        ("end", Type::BigInt),
        ("message", Type::Varchar),
    ])))
}

/// `uri_extract_all`'s list: the columns of the table function
/// `uri_extract`, as structs.
fn extract_type() -> Type {
    Type::List(Box::new(Type::Struct(crate::table::COLUMNS.to_vec())))
}

/// Every function the extension registers, made once.
pub fn functions() -> &'static [Function] {
    static FUNCTIONS: OnceLock<Vec<Function>> = OnceLock::new();
    FUNCTIONS.get_or_init(|| {
        let function = |name, arguments, constant, returns, kernel| Function {
            name,
            arguments,
            constant,
            returns,
            kernel,
        };
        let dialect = Some(Constant::Dialect);
        vec![
            function("uri_valid", &["s"], dialect, Type::Boolean, valid),
            function("uri_parse", &["s"], dialect, parse_type(), parse),
            function("uri_error", &["s"], dialect, error_type(), error),
            function(
                "uri_resolve",
                &["ref", "base"],
                dialect,
                Type::Varchar,
                resolve,
            ),
            function("uri_normalize", &["s"], dialect, Type::Varchar, normalize),
            function(
                "uri_equivalent",
                &["a", "b"],
                dialect,
                Type::Boolean,
                equivalent,
            ),
            function(
                "uri_escape",
                &["s"],
                Some(Constant::Component),
                Type::Varchar,
                escape_kernel,
            ),
            function("uri_unescape", &["s"], None, Type::Varchar, unescape),
            function("uri_compare", &["s"], None, compare_type(), compare_kernel),
            function(
                "uri_agree",
                &["s"],
                Some(Constant::Readings),
                agree_type(),
                agree,
            ),
            function("uri_lint", &["s"], dialect, lint_type(), lint),
            function(
                "uri_extract_all",
                &["text"],
                dialect,
                extract_type(),
                extract_all,
            ),
            function("uri2396_noop", &["s"], None, Type::Boolean, noop),
        ]
    })
}

/// `uri_valid(s [, dialect])`: whether `s` is a URI reference of the
/// dialect, by the grammar's automaton alone.
fn valid(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    for i in 0..chunk.len() {
        match s.get(i) {
            None => out.set_null(i),
            // One pass: the automaton accepts UTF-8 only.
            Some(bytes) => out.set_bool(i, bound.rule.matches_bytes(bytes)),
        }
    }
}

/// `uri_parse(s [, dialect])`: the components of a valid row (absent ones
/// NULL, empty ones ''), or `valid` false with the error's offset and
/// message.
fn parse(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let fields: Vec<Output> = (0..Components::COLUMNS.len() + 3)
        .map(|f| out.field(f))
        .collect();
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
                for (field, value) in strings.iter().zip(components.columns()) {
                    field.set_opt_str(i, value);
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

/// `uri_error(s [, dialect])`: NULL for a valid row; otherwise where the
/// parse stops, what it expected there, the character it found (NULL at
/// the end), the message and the fix, in the session's language.
fn error(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let fields: Vec<Output> = (0..5).map(|f| out.field(f)).collect();
    let mut expected = fields[1].list();
    for i in 0..chunk.len() {
        let failure = match s.text(i) {
            None => None,
            Some(Err(_)) => None,
            // One run of the automaton: the parse's error without the
            // parse. Settled on the input, so that the fix says all it has
            // to say ("and every other excluded character likewise").
            Some(Ok(text)) => bound.rule.validate(text).err().map(|e| e.settle(text)),
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

/// `uri_resolve(ref, base [, dialect])`: the target of `ref` against
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

/// `uri_normalize(s [, dialect])`: the normal form (6, 3.1), NULL for a
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

/// `uri_equivalent(a, b [, dialect])`: whether the two have one normal
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

/// `uri_compare(s)`: `s` in every reading the library names, side by
/// side (as `uri2396 compare` reads it): whether each accepts it, the
/// scheme, host and port each gives, and the fields on which they differ.
fn compare_kernel(_: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let readings = Reading::all();
    let per_reading: Vec<(Output, [Output; 4])> = (0..readings.len())
        .map(|r| {
            let o = out.field(r);
            (o, [o.field(0), o.field(1), o.field(2), o.field(3)])
        })
        .collect();
    let mut differ = out.field(readings.len()).list();
    for i in 0..chunk.len() {
        let Some(Ok(text)) = s.text(i) else {
            out.set_null(i);
            for (o, fields) in &per_reading {
                o.set_null(i);
                fields.iter().for_each(|f| f.set_null(i));
            }
            differ.push_null(i);
            continue;
        };
        let c = compare(text, None, &readings);
        for ((_, fields), r) in per_reading.iter().zip(&c.readings) {
            fields[0].set_bool(i, r.valid);
            for (output, field) in fields[1..].iter().zip(COMPARED) {
                output.set_opt_str(i, r.value(field));
            }
        }
        let names: Vec<&str> = c.differ.iter().map(|f| f.name()).collect();
        differ.push(i, &names);
    }
}

/// `uri_agree(s, readings)`: the defenders' verdict (`uri2396 check
/// --agree`): whether the readings agree on where `s` leads (all refuse
/// it, or all accept it with one scheme, host and effective port), and
/// the class of the confusion where they do not.
fn agree(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let (agree, class) = (out.field(0), out.field(1));
    let Some(guard) = &bound.guard else {
        return;
    };
    for i in 0..chunk.len() {
        let Some(Ok(text)) = s.text(i) else {
            out.set_struct_null(i, 2);
            continue;
        };
        match guard.check(text) {
            Ok(_) => {
                agree.set_bool(i, true);
                class.set_null(i);
            }
            Err(a) => {
                agree.set_bool(i, a.agree && a.policy.is_empty());
                let rule = a.policy.first().map(|v| v.rule.name());
                class.set_opt_str(i, a.class.map(|c| c.name()).or(rule));
            }
        }
    }
}

/// `uri_lint(s [, dialect])`: what `uri2396 lint` finds in `s` (section
/// 7, and where the readings disagree on where it leads), each finding's
/// code, component, first span and message; empty when nothing is found.
fn lint(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let options = NormalizeOptions::new().with_dialect(bound.dialect);
    let readings = Reading::all();
    let mut list = out.structs(5);
    for i in 0..chunk.len() {
        let Some(Ok(text)) = s.text(i) else {
            list.push_null(i);
            continue;
        };
        let findings = lint_all(text, &options, &readings).findings;
        list.push(i, findings.len(), |row, fields| {
            let f = &findings[row.index];
            fields[0].set_str(row.at, f.code.as_str());
            fields[1].set_str(row.at, f.component.as_str());
            fields[2].set_i64(row.at, f.start as i64);
            fields[3].set_i64(row.at, f.end as i64);
            fields[4].set_str(row.at, &f.message_in(bound.lang));
        });
    }
}

/// `uri2396_noop(s)`: true for every row that is not NULL, reading
/// nothing else: the floor the benchmarks set the other functions on.
fn noop(_: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    for i in 0..chunk.len() {
        match s.get(i) {
            Some(_) => out.set_bool(i, true),
            None => out.set_null(i),
        }
    }
}

/// `uri_extract_all(text [, dialect])`: the references `uri_extract`
/// finds in `text`, as a list, so that a column of texts can be read
/// (`unnest(uri_extract_all(body))`); empty when there are none.
fn extract_all(bound: &Bound, chunk: &Chunk, out: Output) {
    let s = chunk.strings(0);
    let mut list = out.structs(crate::table::COLUMNS.len());
    for i in 0..chunk.len() {
        let Some(Ok(text)) = s.text(i) else {
            list.push_null(i);
            continue;
        };
        let found = crate::table::find(text, bound.dialect);
        list.push(i, found.len(), |row, fields| {
            let f = &found[row.index];
            fields[0].set_i64(row.at, f.start as i64);
            fields[1].set_i64(row.at, f.end as i64);
            fields[2].set_str(row.at, &f.reference);
            fields[3].set_bool(row.at, f.valid);
            fields[4].set_str(row.at, f.delimiter);
        });
    }
}
