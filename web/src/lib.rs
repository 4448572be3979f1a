//! The inspector page's bridge to the library: each function takes
//! strings and answers with one JSON string, so that the page (web/app.js)
//! shows what the library says and nothing else. Built to WebAssembly by
//! `bash web/build.sh`; the same functions run on the host in the tests.
//!
//! No function panics on any input: an unknown dialect, rule, reading or
//! language is answered with `{"fault": message}`. Every answer is linear
//! in the input; a parse tree is cut after the nodes asked for (at most
//! [`MAX_TREE_NODES`]), so that a page is never asked to draw a million of
//! them.
//!
//! Byte offsets are the library's (UTF-8); the page maps them to its own
//! string's positions.
//!
//! [`iri_to_uri`] and [`uri_to_iri`] map between IRIs and URIs (RFC 3987
//! section 3), listing at most [`MAX_MAPPED`] characters or escapes.

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};
use serde_json::{Value, json};
use uri2396::compare::{self, Field, Reading, ReadingResult, Refusal};
use uri2396::escape::escape_readings;
use uri2396::extract::{ExtractOptions, extract};
use uri2396::grammar::Rule;
use uri2396::idn::names;
use uri2396::iri::{self, is_iprivate, is_ucschar};
use uri2396::normalize::NormalizeOptions;
use uri2396::security::{self, Location, is_bidi_control, is_hidden};
use uri2396::{Dialect, Error, Lang, Node, Tree, UriReference};
use wasm_bindgen::prelude::wasm_bindgen;

/// Most nodes of a parse tree an answer carries; the rest are counted.
pub const MAX_TREE_NODES: usize = 10_000;

/// Most references of a text an answer describes; the rest are counted.
pub const MAX_TEXT_REFERENCES: usize = 1_000;

/// Bytes of a text the page draws with its references marked; the rest is
/// counted.
pub const MAX_TEXT_VIEW: usize = 100_000;

/// Most characters escaped or escapes kept an answer of [`iri_to_uri`]
/// or [`uri_to_iri`] lists; the rest are counted.
pub const MAX_MAPPED: usize = 1_000;

/// The dialects whose grammar the page offers, by name: the named ones,
/// compiled ahead of time.
const GRAMMARS: [Dialect; 5] = Dialect::ALL;

fn fault(message: impl Into<String>) -> String {
    json!({ "fault": message.into() }).to_string()
}

fn lang_of(code: &str) -> Result<Lang, String> {
    code.parse::<Lang>().map_err(|e| e.to_string())
}

fn dialect_of(name: &str) -> Result<Dialect, String> {
    name.parse::<Dialect>()
        .map_err(|e| e.to_string())
        .and_then(|d| {
            // Only the named grammars, compiled ahead of time: the page
            // builds no grammar at run time.
            if GRAMMARS.contains(&d) {
                Ok(d)
            } else {
                let names: Vec<&str> = GRAMMARS.iter().map(|g| g.name()).collect();
                Err(format!(
                    "{name}: the page knows the grammars {}",
                    names.join(", ")
                ))
            }
        })
}

/// A syntax error as the library's [`uri2396::ErrorReport`] writes it,
/// as the command line's JSON does (`kind`, `rule`, `offset`, `line`,
/// `column`, `expected`, `found`, `class`, `message`, `fix`), with
/// `fixed`: the input mended by the fix, when the fix is an edit that
/// makes it valid.
fn error_json(e: &Error, input: &str, lang: Lang) -> Value {
    let mut json = serde_json::to_value(e.report_in(input, lang)).unwrap_or(Value::Null);
    if let Value::Object(fields) = &mut json {
        fields.insert("fixed".into(), e.fixed(input).into());
    }
    json
}

/// The runs of escapes whose decodings [`parse()`] lists.
pub const ESCAPE_RUNS: usize = 20;

/// `input` parsed as a `URI-reference` of the grammar `dialect`:
/// `{"dialect", "valid", "components", "host_names", "escapes",
/// "escape_runs", "error"}`, `components` the flat components as the
/// command line's `parse --format json` writes them (`null` for an invalid
/// input), `host_names` and `escapes` as it writes them (the first
/// [`ESCAPE_RUNS`] runs; `escape_runs` counts them all), `error` as it
/// writes a syntax error, with `fixed` (`null` for a valid input).
#[wasm_bindgen]
#[must_use]
pub fn parse(input: &str, dialect: &str, lang: &str) -> String {
    let (dialect, lang) = match (dialect_of(dialect), lang_of(lang)) {
        (Ok(d), Ok(l)) => (d, l),
        (Err(e), _) | (_, Err(e)) => return fault(e),
    };
    let escapes: Vec<_> = escape_readings(input).take(ESCAPE_RUNS).collect();
    // Counted without their decodings.
    let escape_runs = uri2396::escape::escape_runs(input)
        .filter(uri2396::escape::EscapeRun::is_beyond_ascii)
        .count();
    let answer = match UriReference::parse_in(input, dialect) {
        Ok(uri) => json!({
            "dialect": dialect.name(),
            "valid": true,
            "components": uri.components(),
            "host_names": uri.host().and_then(|h| names(h.as_str())),
            "escapes": escapes,
            "escape_runs": escape_runs,
            "error": null,
        }),
        Err(e) => json!({
            "dialect": dialect.name(),
            "valid": false,
            "components": null,
            "host_names": null,
            "escapes": escapes,
            "escape_runs": escape_runs,
            "error": error_json(&e, input, lang),
        }),
    };
    answer.to_string()
}

/// A node and its children, cut when the budget of nodes is spent.
struct NodeForm<'t, 'a, 'b> {
    node: Node<'t, 'a>,
    budget: &'b std::cell::Cell<usize>,
}

impl Serialize for NodeForm<'_, '_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Node", 4)?;
        st.serialize_field("rule", self.node.rule())?;
        st.serialize_field("start", &self.node.start())?;
        st.serialize_field("end", &self.node.end())?;
        let mut children = Vec::new();
        for child in self.node.children() {
            let left = self.budget.get();
            if left == 0 {
                break;
            }
            self.budget.set(left - 1);
            children.push(NodeForm {
                node: child,
                budget: self.budget,
            });
        }
        st.serialize_field("children", &children)?;
        st.end()
    }
}

/// The parse tree of `input` as the rule `rule` of the grammar `dialect`:
/// `{"dialect", "rule", "valid", "tree", "nodes", "shown", "error"}`, each
/// node `{"rule", "start", "end", "children"}` with byte offsets; `nodes`
/// counts the tree's nodes, `shown` those written: the first `limit` (at
/// least 1, at most [`MAX_TREE_NODES`]) in preorder, each with its
/// children up to the limit.
#[wasm_bindgen]
#[must_use]
pub fn tree(input: &str, dialect: &str, rule: &str, lang: &str, limit: usize) -> String {
    let limit = limit.clamp(1, MAX_TREE_NODES);
    let (dialect, lang) = match (dialect_of(dialect), lang_of(lang)) {
        (Ok(d), Ok(l)) => (d, l),
        (Err(e), _) | (_, Err(e)) => return fault(e),
    };
    let rule = match dialect.find(rule) {
        Ok(rule) => rule,
        Err(e) => return fault(e.message_in(lang)),
    };
    let answer = match Tree::parse(rule, input) {
        Ok(tree) => {
            let budget = std::cell::Cell::new(limit - 1);
            let form = NodeForm {
                node: tree.root(),
                budget: &budget,
            };
            let root = serde_json::to_value(&form).unwrap_or(Value::Null);
            json!({
                "dialect": dialect.name(),
                "rule": rule.name(),
                "valid": true,
                "tree": root,
                "nodes": tree.nodes().count(),
                "shown": limit - budget.get(),
                "error": null,
            })
        }
        Err(e) => json!({
            "dialect": dialect.name(),
            "rule": rule.name(),
            "valid": false,
            "tree": null,
            "nodes": 0,
            "shown": 0,
            "error": error_json(&e, input, lang),
        }),
    };
    answer.to_string()
}

fn reading_json(r: &ReadingResult, input: &str, lang: Lang) -> Value {
    let f = &r.fields;
    let error = r.refusal.as_ref().map(|refusal| match refusal {
        Refusal::Syntax(e) => error_json(e, input, lang),
        other => json!({
            "kind": match other {
                Refusal::Resolve(_) => "resolve",
                Refusal::Whatwg { base: false, .. } => "whatwg",
                Refusal::Whatwg { base: true, .. } => "whatwg_base",
                _ => "other",
            },
            "offset": other.offset(),
            "message": other.message_in(lang),
        }),
    });
    let reasons: Vec<Value> = r
        .reasons
        .iter()
        .map(|reason| {
            json!({
                "rule": reason.rule().map(|r| r.name()),
                "step": reason.step().map(|s| s.name()),
                "offset": reason.offset(),
                "message": reason.message_in(lang),
            })
        })
        .collect();
    json!({
        "reading": r.reading.name(),
        "grammar": match r.reading {
            Reading::Grammar(d) => d.grammar_name(),
            _ => "WHATWG URL",
        },
        "valid": r.valid,
        "scheme": f.scheme,
        "userinfo": f.userinfo,
        "host": f.host,
        "host_names": f.host.as_deref().and_then(names),
        "port": f.port,
        "path": f.path,
        "query": f.query,
        "fragment": f.fragment,
        "resolved": r.resolved,
        "serialization": r.serialization,
        "error": error,
        "reasons": reasons,
    })
}

/// `input` in every reading (strict, rfc2732, java, rfc3986, whatwg), resolved
/// against `base` unless it is empty: `{"base", "readings": [...],
/// "differ": [field names]}`, each reading with its fields (`null` when
/// absent), `host_names` (an internationalized host's A-labels and
/// U-labels, or `null`), `resolved`, `serialization`, `error` (`null`, or
/// `kind`, `offset` and `message`) and `reasons` (`rule`, `offset`,
/// `message`).
#[wasm_bindgen]
#[must_use]
pub fn compare(input: &str, base: &str, lang: &str) -> String {
    let lang = match lang_of(lang) {
        Ok(l) => l,
        Err(e) => return fault(e),
    };
    let base = (!base.is_empty()).then_some(base);
    let c = compare::compare(input, base, &Reading::all());
    let readings: Vec<Value> = c
        .readings
        .iter()
        .map(|r| reading_json(r, input, lang))
        .collect();
    let differ: Vec<&str> = c.differ.iter().map(|f: &Field| f.name()).collect();
    json!({ "base": base, "readings": readings, "differ": differ }).to_string()
}

/// The readings the page reads in: the named grammars (RFC 3987's IRIs
/// among them), then WHATWG's, with their grammar's name (`null` for a
/// reading that has no grammar of this crate). [`compare()`] sets its
/// default readings side by side, which leave RFC 3987's out.
#[wasm_bindgen]
#[must_use]
pub fn readings() -> String {
    let list: Vec<Value> = GRAMMARS
        .into_iter()
        .map(Reading::Grammar)
        .chain(
            Reading::all()
                .into_iter()
                .filter(|r| !matches!(r, Reading::Grammar(_))),
        )
        .map(|r| {
            let grammar = match r {
                Reading::Grammar(d) => Some(d.grammar_name()),
                _ => None,
            };
            json!({ "name": r.name(), "grammar": grammar })
        })
        .collect();
    Value::from(list).to_string()
}

/// [`compare()`]'s fields, in its order, as its JSON keys name them: the
/// rows of the page's table of readings.
#[wasm_bindgen]
#[must_use]
pub fn fields() -> String {
    Value::from(Field::ALL.map(Field::name).to_vec()).to_string()
}

/// The components' and fields' names in `lang`, as the library's
/// messages name them (`{"scheme": "スキーム", ...}` in Japanese), keyed by
/// [`compare()`]'s field names and by `authority`.
#[wasm_bindgen]
#[must_use]
pub fn field_names(lang: &str) -> String {
    let lang = match lang_of(lang) {
        Ok(l) => l,
        Err(e) => return fault(e),
    };
    let mut names: serde_json::Map<String, Value> = Field::ALL
        .into_iter()
        .map(|f| (f.name().to_owned(), Value::from(f.name_in(lang))))
        .collect();
    let authority = Location::Authority;
    names.insert(
        authority.as_str().to_owned(),
        authority.name_in(lang).into(),
    );
    Value::Object(names).to_string()
}

/// The rules of the grammar `dialect`, in the order of its text: `name`,
/// `bnf`, `kind`, `rfc`, `section`.
#[wasm_bindgen]
#[must_use]
pub fn rules(dialect: &str) -> String {
    let dialect = match dialect_of(dialect) {
        Ok(d) => d,
        Err(e) => return fault(e),
    };
    let list: Vec<Value> = dialect
        .rules()
        .map(|rule: Rule| {
            json!({
                "name": rule.name(),
                "bnf": rule.bnf(),
                "kind": rule.kind(),
                "rfc": rule.rfc(),
                "section": rule.section(),
            })
        })
        .collect();
    Value::from(list).to_string()
}

/// The base of RFC 2396 Appendix C, which its examples resolve against.
const APPENDIX_C_BASE: &str = "http://a/b/c/d;p?q";

/// References of RFC 2396 Appendix C (C.1 normal, C.2 abnormal examples).
const APPENDIX_C: [&str; 8] = [
    "g:h",
    "g;x?y#s",
    "../g",
    "?y",
    "#s",
    "../../../g",
    "/./g",
    "g?y/./x",
];

/// The inputs on which readers of URLs disagree, by class: the test data
/// of `compare` (tests/data/compare/inputs.txt), `CLASS<TAB>INPUT`.
const CONFUSIONS: &str = include_str!("../../tests/data/compare/inputs.txt");

/// Inputs of the mappings between IRIs and URIs (RFC 3987 section 3): an
/// IRI and its URI, then escapes kept: Latin-1 and a right-to-left
/// override (3.2.1's examples), Shift_JIS, reserved characters as data.
const IRI_EXAMPLES: [&str; 6] = [
    "http://example.jp/表示/",
    "http://example.jp/%E8%A1%A8%E7%A4%BA/",
    "http://www.example.org/D%FCrst",
    "http://xn--99zt52a.example.org/%e2%80%ae",
    "http://example.jp/%95%5C",
    "http://example.org/a%2Fb?c=%E2%82%AC%26d",
];

/// The curated examples: `[{"group", "input", "base", "rule", "reading"}]`,
/// RFC 2396 Appendix C's references against its base, the first input of
/// each class of confusion, a few invalid inputs with a fix, and inputs of
/// the IRI mappings, which open that mode (`"mode": "iri"`).
#[wasm_bindgen]
#[must_use]
pub fn examples() -> String {
    let mut list = Vec::new();
    for input in APPENDIX_C {
        list.push(json!({
            "group": "appendix-c", "input": input, "base": APPENDIX_C_BASE,
            "rule": "URI-reference", "reading": "strict",
        }));
    }
    let mut seen: Vec<&str> = Vec::new();
    for line in CONFUSIONS.lines().filter(|l| !l.starts_with('#')) {
        let Some((class, input)) = line.split_once('\t') else {
            continue;
        };
        if seen.contains(&class) {
            continue;
        }
        seen.push(class);
        list.push(json!({
            "group": "confusion", "class": class, "input": input, "base": "",
            "rule": "URI-reference", "reading": "strict",
        }));
    }
    for (input, rule) in [
        ("http://a/b c", "URI-reference"),
        ("http://a/%zz", "URI-reference"),
        ("http://[::1]/", "URI-reference"),
        ("1.2.3", "IPv4address"),
    ] {
        list.push(json!({
            "group": "invalid", "input": input, "base": "",
            "rule": rule, "reading": "strict",
        }));
    }
    for input in IRI_EXAMPLES {
        list.push(json!({
            "group": "iri", "input": input, "base": "",
            "rule": "URI-reference", "reading": "strict", "mode": "iri",
        }));
    }
    Value::from(list).to_string()
}

/// The characters of `input` a reader cannot see or may misread: every
/// space and every character outside printable ASCII, as `{"offset",
/// "end", "char", "escape", "class"}`, `escape` written `\u{202E}`,
/// `class` `bidi` (a bidirectional control, [`is_bidi_control`]), `hidden`
/// (what the library's views draw visibly, [`is_hidden`]), `space` or
/// `non-ascii`; at most `limit` of them, and the total count.
#[wasm_bindgen]
#[must_use]
pub fn visible(input: &str, limit: usize) -> String {
    let mut list = Vec::new();
    let mut count = 0usize;
    for (offset, c) in input.char_indices() {
        if c.is_ascii_graphic() {
            continue;
        }
        count += 1;
        if list.len() >= limit {
            continue;
        }
        // The library's classes: its lints' bidirectional controls, and
        // what its views draw visibly.
        let class = if is_bidi_control(c) {
            "bidi"
        } else if is_hidden(c) {
            "hidden"
        } else if c == ' ' {
            "space"
        } else {
            "non-ascii"
        };
        list.push(json!({
            "offset": offset,
            "end": offset + c.len_utf8(),
            "char": c.to_string(),
            "escape": escape(c),
            "class": class,
        }));
    }
    json!({ "chars": list, "count": count }).to_string()
}

/// `input` mapped to a URI as RFC 3987 3.1 maps an IRI ([`iri::to_uri`]):
/// `{"uri", "shown", "chars", "count", "left"}`. `chars` lists the first
/// `limit` (at most [`MAX_MAPPED`]) of the `count` characters beyond
/// US-ASCII, each `{"start", "end", "char", "codepoint", "class",
/// "escaped"}` (byte offsets in `input`): `class` `ucschar` or `iprivate`
/// (RFC 3987 2.2), `escaped` the escapes of its UTF-8 octets that stand
/// for it in the URI; or `class` `other`, neither, which no IRI holds:
/// left as it is, `escaped` `null`; `left` counts those. `shown` is the
/// URI with each character the page draws as its escape so written, or
/// `null` when it has none.
#[wasm_bindgen]
#[must_use]
pub fn iri_to_uri(input: &str, limit: usize) -> String {
    let limit = limit.min(MAX_MAPPED);
    let uri = iri::to_uri(input);
    let mut chars = Vec::new();
    let (mut count, mut left) = (0usize, 0usize);
    for (start, c) in input.char_indices().filter(|(_, c)| !c.is_ascii()) {
        count += 1;
        // What to_uri escapes: its own test.
        let class = if is_ucschar(c) {
            "ucschar"
        } else if is_iprivate(c) {
            "iprivate"
        } else {
            left += 1;
            "other"
        };
        if chars.len() >= limit {
            continue;
        }
        let end = start + c.len_utf8();
        let escaped = (class != "other").then(|| {
            input.as_bytes()[start..end]
                .iter()
                .map(|b| format!("%{b:02X}"))
                .collect::<String>()
        });
        chars.push(json!({
            "start": start,
            "end": end,
            "char": c.to_string(),
            "codepoint": format!("U+{:04X}", u32::from(c)),
            "class": class,
            "escaped": escaped,
        }));
    }
    json!({
        "uri": uri,
        "shown": shown_if_hidden(&uri),
        "chars": chars,
        "count": count,
        "left": left,
    })
    .to_string()
}

/// `input` converted to an IRI as RFC 3987 3.2 converts a URI
/// ([`iri::to_iri`]): `{"iri", "shown", "kept", "count"}`. `kept` lists
/// the first `limit` (at most [`MAX_MAPPED`]) of the `count` escapes left
/// as they were, each `{"start", "end", "escape", "reason", "message"}`
/// as `uri2396 uri-to-iri` writes them: byte offsets in `input`, the
/// escape's text there, the reason's name ([`iri::Kept::name`]) and the
/// reason in `lang` ([`iri::Kept::message_in`]). `shown` as [`iri_to_uri`]'s, of the IRI.
#[wasm_bindgen]
#[must_use]
pub fn uri_to_iri(input: &str, lang: &str, limit: usize) -> String {
    let lang = match lang_of(lang) {
        Ok(l) => l,
        Err(e) => return fault(e),
    };
    let limit = limit.min(MAX_MAPPED);
    let converted = iri::to_iri(input);
    let kept: Vec<Value> = converted
        .kept
        .iter()
        .take(limit)
        .map(|e| {
            json!({
                "start": e.start,
                "end": e.end,
                "escape": &input[e.start..e.end],
                "reason": e.kept.name(),
                "message": e.kept.message_in(lang),
            })
        })
        .collect();
    json!({
        "iri": converted.iri,
        "shown": shown_if_hidden(&converted.iri),
        "kept": kept,
        "count": converted.kept.len(),
    })
    .to_string()
}

/// The references in `text` (RFC 2396 Appendix E), each judged as a
/// `URI-reference` of the grammar `dialect`, with its lints (section 7,
/// and readings that disagree on where it leads) in `lang`:
/// `{"count", "references": [...], "view", "hidden": [...]}`.
///
/// `references` holds the first `limit` (at most
/// [`MAX_TEXT_REFERENCES`]) of the `count` found, each with `uri`,
/// `start` and `end` (byte offsets of its text in `text`), `line`,
/// `column`, `delimiter`, `valid`, `error` (the message, or `null`) and
/// `findings` (`code`, `message`). `view` is where the text the page draws
/// ends (at most [`MAX_TEXT_VIEW`] bytes, on a character boundary), and
/// `hidden` the characters before it that the page draws as escapes
/// (`[offset, end, escape]`), its line breaks and tabs aside. Linear in
/// the text.
#[wasm_bindgen]
#[must_use]
pub fn text(text: &str, dialect: &str, lang: &str, limit: usize) -> String {
    let (dialect, lang) = match (dialect_of(dialect), lang_of(lang)) {
        (Ok(d), Ok(l)) => (d, l),
        (Err(e), _) | (_, Err(e)) => return fault(e),
    };
    let rule = match dialect.find("URI-reference") {
        Ok(rule) => rule,
        Err(e) => return fault(e.message_in(lang)),
    };
    let limit = limit.min(MAX_TEXT_REFERENCES);
    let lint_options = NormalizeOptions::new().with_dialect(dialect);
    let readings = Reading::all();
    let mut count = 0usize;
    let mut references = Vec::new();
    for r in extract(text, &ExtractOptions::default().with_rule(rule)) {
        count += 1;
        if references.len() >= limit {
            continue;
        }
        let lint = security::lint_text_with(r.uri(), &lint_options);
        let mut findings = lint.findings;
        if r.is_valid() {
            findings.extend(compare::lint(r.uri(), &readings));
        }
        let findings: Vec<Value> = findings
            .iter()
            .map(|f| json!({ "code": f.code.as_str(), "message": f.message_in(lang) }))
            .collect();
        references.push(json!({
            "uri": r.uri(),
            "shown": shown(r.uri()),
            "start": r.start(),
            "end": r.end(),
            "line": r.line(),
            "column": r.column(),
            "delimiter": r.delimiter().as_str(),
            "valid": r.is_valid(),
            "error": r.error().map(|e| e.message_in(lang)),
            "findings": findings,
        }));
    }
    let mut view = text.len().min(MAX_TEXT_VIEW);
    while !text.is_char_boundary(view) {
        view -= 1;
    }
    let hidden: Vec<Value> = text[..view]
        .char_indices()
        // A text's line breaks and tabs are its layout.
        .filter(|&(_, c)| drawn_as_escape(c) && !matches!(c, '\n' | '\r' | '\t'))
        .map(|(at, c)| json!([at, at + c.len_utf8(), escape(c)]))
        .collect();
    json!({ "count": count, "references": references, "view": view, "hidden": hidden }).to_string()
}

/// Whether the page draws `c` as its escape: a bidirectional control,
/// or what the library's views draw visibly.
fn drawn_as_escape(c: char) -> bool {
    is_bidi_control(c) || is_hidden(c)
}

/// `c` as the page writes it: `\u{202E}`.
fn escape(c: char) -> String {
    format!("\\u{{{:04X}}}", u32::from(c))
}

/// [`shown`] of `text`, or `null` when it draws `text` as it is: a
/// decoded escape may be a character the page draws as its escape.
fn shown_if_hidden(text: &str) -> Value {
    match text.chars().any(drawn_as_escape) {
        true => shown(text).into(),
        false => Value::Null,
    }
}

/// `text` with every character [`drawn_as_escape`] written as its escape.
fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match drawn_as_escape(c) {
            true => out.push_str(&escape(c)),
            false => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
