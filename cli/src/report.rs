//! Serializable reports of one input, as the command-line tool prints them.
//!
//! A report says whether one input is derived by one rule of the grammar,
//! and either what it is made of or where and why it is not. The
//! command-line tool prints each report as one line of JSON; the types are
//! serde's, so any serializer can write them.
//!
//! - [`ParseReport`]: `uri2396 parse`. For `URI-reference`, the
//!   [`Components`] of a valid input.
//! - [`TreeReport`]: `uri2396 tree`. The [`Tree`] of a valid input.
//! - [`CheckReport`]: `uri2396 check`. One line of a file: where it is,
//!   whether it is valid, and why not. No tree is built for a valid line.
//! - [`ResolveReport`]: `uri2396 resolve`. One reference resolved against
//!   a base (5.2), or why it could not be ([`ResolveReportError`]).
//! - [`NormalizeReport`]: `uri2396 normalize`. The normal form of one
//!   reference (6), or why there is none.
//! - [`EscapeReport`], [`UnescapeReport`], [`RelativizeReport`] and
//!   [`EquivalentReport`]: `uri2396 escape`, `unescape`, `relativize` and
//!   `equivalent`.
//! - [`IriToUriReport`] and [`UriToIriReport`]: `uri2396 iri-to-uri` and
//!   `uri-to-iri`. The mappings between IRIs and URIs of RFC 3987 3, and
//!   the escapes that stay ([`KeptEscape`]).
//! - [`ExtractReport`]: `uri2396 extract`. One URI reference found in a
//!   text (Appendix E), where it is and what the rule makes of it.
//! - [`RuleReport`]: one rule of the grammar, by `uri2396 rules --format
//!   jsonl`.
//! - [`ReportError`]: why an input is invalid: a syntax error from the
//!   grammar ([`Error`]), or an input that is not UTF-8 ([`NotUtf8`]).
//!
//! # Stability
//!
//! The serialized form is a contract. Every report carries
//! `"version": 1` ([`VERSION`]). Within version 1, the field names and
//! meanings documented here do not change and no field is removed; new
//! fields may be added, and new values may appear where a field's values
//! are a set of names (`kind`, `class`, the rules in `expected`). The
//! wording of `message` and `fix` is for people and may change. A change
//! that breaks this promise comes with a new version number.
//!
//! Every report of a command that parses (all but `escape`, `unescape`,
//! `iri-to-uri` and `uri-to-iri`) carries, second after `version`, the `dialect` that read
//! its input: `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one, as `--dialect` names it
//! ([`Dialect`]'s name), so that the lines of runs in different dialects
//! can be told apart once mixed.
//!
//! The reports of one input in a dialect open with the same four fields,
//! `version`, `dialect`, `input` and `input_bytes`: their [`Header`].
//!
//! Every documented field is always present: a field that does not apply
//! is `null`, never left out. Among components, as in [`UriReference`],
//! `null` means absent and `""` present but empty: `http://a/` has no
//! query, `http://a/?` an empty one.
//!
//! An input is a string of bytes. When it is not UTF-8, `input` holds it
//! decoded lossily (U+FFFD for each bad sequence), for reading, and
//! `input_bytes` holds every byte ([`escape_bytes`]); `input_bytes` is
//! `null` for an input that is UTF-8.
//!
//! ```
//! use uri2396::grammar::Rule;
//! use uri2396_cli::report::ParseReport;
//!
//! let rule = Rule::find("URI-reference").unwrap();
//! let report = ParseReport::new(rule, "http://a/?#");
//! assert!(report.valid);
//! let components = report.components.as_ref().unwrap();
//! assert_eq!(components.flat.query, Some(""));
//! assert_eq!(components.flat.fragment, Some(""));
//!
//! let report = ParseReport::from_bytes(rule, b"http://a/\xff");
//! assert!(!report.valid);
//! assert_eq!(report.header.input, "http://a/\u{fffd}");
//! assert_eq!(report.header.input_bytes.as_deref(), Some(r"http://a/\xFF"));
//! assert_eq!(report.error.as_ref().unwrap().offset(), 9);
//! ```

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use uri2396::escape::{EscapeReading, escape_readings};
use uri2396::grammar::Rule;
use uri2396::idn::Names;
use uri2396::normalize::{NormalizeOptions, normalize_with};
use uri2396::resolve::{ResolveError, ResolveOptions, Resolved, resolve};
use uri2396::{
    CharClass, Dialect, Error, ErrorReport, Lang, OwnedUriReference, Tree, Uri, UriReference,
};

use crate::text::{column_of, line_of};
use crate::words::{Msg, lang};

mod agree;
mod compare;

/// `policy`, as every report writes it ([`policy_form`]), for a report
/// whose `Serialize` is written by hand.
pub(crate) struct PolicyForm<'r>(pub(crate) &'r [uri2396::guard::Violation]);

impl Serialize for PolicyForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        policy_form(self.0, s)
    }
}

/// What a policy refuses (`--policy`), as the reports write it: each
/// `rule`, `readings` (none for what the text holds), `value` and
/// `message` in the tool's language.
pub(crate) fn policy_form<S: Serializer>(
    violations: &[uri2396::guard::Violation],
    s: S,
) -> Result<S::Ok, S::Error> {
    let values: Vec<serde_json::Value> = violations
        .iter()
        .map(|v| {
            serde_json::json!({
                "rule": v.rule.name(),
                "readings": v.readings.iter().map(|r| r.name()).collect::<Vec<_>>(),
                "value": v.value,
                "message": v.message_in(lang()),
            })
        })
        .collect();
    values.serialize(s)
}

/// What `policy` refuses in `input`, read in every reading (those of
/// `uri2396 compare`).
#[must_use]
pub fn policy_violations(
    input: &str,
    policy: &uri2396::guard::Policy,
) -> Vec<uri2396::guard::Violation> {
    if policy.is_empty() {
        return Vec::new();
    }
    let readings = uri2396::compare::Reading::all();
    let c = uri2396::compare::compare(input, None, &readings);
    policy.violations(input, &c.readings)
}
mod extract;
mod iri;
mod lint;
mod values;

/// A reference in a report: its text alone, in every dialect (the report
/// names the dialect once, in its header), where the library's own form
/// adds the dialect of a reference not read strictly.
fn text_of<S: Serializer>(uri: &Option<OwnedUriReference>, s: S) -> Result<S::Ok, S::Error> {
    uri.as_ref().map(OwnedUriReference::as_str).serialize(s)
}
pub use agree::AgreeReport;
pub use compare::{CompareError, CompareReport, CompareSummary, Tally};
pub use extract::{DecodedOffsets, ExtractReport};
pub use iri::{IriError, IriToUriReport, KeptEscape, UriToIriReport};
pub use lint::LintReport;
pub use values::{
    EquivalentReport, EscapeReport, RelativizeReport, RuleReport, UnescapeError, UnescapeReport,
};

/// The version of the reports' serialized form, carried by every report as
/// `"version"`. See [Stability](self#stability).
pub const VERSION: u32 = 1;

/// The fields a report of one input in a dialect opens with, in this
/// order: `version`, `dialect`, `input`, `input_bytes`. Each report that
/// has them holds one `Header`, written as fields of the report's own
/// object (`#[serde(flatten)]`): [`ParseReport`], [`TreeReport`],
/// [`ResolveReport`], [`NormalizeReport`], [`LintReport`] and
/// [`RelativizeReport`].
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect that read the input (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `input` | the input; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise the input's bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`]) |
///
/// ```
/// use uri2396::Dialect;
/// use uri2396_cli::report::Header;
///
/// let header = Header::from_bytes(Dialect::RFC2732, b"http://a/\xff");
/// assert_eq!(header.input, "http://a/\u{fffd}");
/// assert_eq!(
///     serde_json::to_string(&header).unwrap(),
///     r#"{"version":1,"dialect":"rfc2732","input":"http://a/�","input_bytes":"http://a/\\xFF"}"#
/// );
/// assert_eq!(Header::from_bytes(Dialect::STRICT, b"g"), Header::new(Dialect::STRICT, "g"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Header<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The dialect that read the input.
    pub dialect: Dialect,
    /// The input; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The input's bytes when it is not UTF-8, as [`escape_bytes`] writes
    /// them; `None` when it is UTF-8 (and `input` exact).
    pub input_bytes: Option<String>,
}

impl<'a> Header<'a> {
    /// The header of `input`, text, read in `dialect`.
    #[must_use]
    pub fn new(dialect: Dialect, input: &'a str) -> Header<'a> {
        Header {
            version: VERSION,
            dialect,
            input: Cow::Borrowed(input),
            input_bytes: None,
        }
    }

    /// The header of `input`, which may not be UTF-8, read in `dialect`:
    /// when it is not, `input` decoded lossily and `input_bytes` escaped.
    #[must_use]
    pub fn from_bytes(dialect: Dialect, input: &'a [u8]) -> Header<'a> {
        match std::str::from_utf8(input) {
            Ok(text) => Header::new(dialect, text),
            Err(_) => Header {
                version: VERSION,
                dialect,
                input: String::from_utf8_lossy(input),
                input_bytes: Some(escape_bytes(input)),
            },
        }
    }
}

/// Whether an input is derived by a rule, and what it is made of.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect whose grammar the input was parsed by (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `input` | the input; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise the input's bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`]) |
/// | `rule` | the rule, in RFC spelling (`URI-reference`, `IPv4address`) |
/// | `valid` | `true` when the rule derives the whole input |
/// | `components` | for a valid input parsed as `URI-reference`, its [`Components`]; otherwise `null` |
/// | `host_names` | for a host of those components that is internationalized (a character beyond US-ASCII, or a label that starts `xn--`), its A-labels and U-labels by UTS 46: `{"ascii", "unicode"}`, `ascii` `null` when UTS 46 rejects the name ([`uri2396::idn::names`]); otherwise `null` |
/// | `escapes` | each run of escapes in the input whose octets are not all US-ASCII: `start`, `end` (byte offsets), `escapes` (as written), `decodings` (for UTF-8, Shift_JIS, EUC-JP, ISO-2022-JP and windows-1252, `{"encoding", "text"}`, `text` `null` when the octets are malformed in it) and `likely` (the encoding they most likely meant, or `null`) ([`uri2396::escape::escape_readings`]); `[]` when there is none |
/// | `error` | for an invalid input, a [`ReportError`]; otherwise `null` |
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::ParseReport;
///
/// let uri = Rule::find("URI-reference").unwrap();
/// let report = ParseReport::new(uri, "mailto:a@b");
/// let components = report.components.as_ref().unwrap();
/// assert_eq!(components.flat.scheme, Some("mailto"));
/// assert_eq!(components.flat.path, "a@b");
/// assert_eq!(components.flat.authority, None);
///
/// let ipv4 = Rule::find("IPv4address").unwrap();
/// let report = ParseReport::new(ipv4, "10.0.0.256");
/// assert!(report.valid); // 1*digit, not an octet: RFC 2396 does not bound it
/// assert!(report.components.is_none()); // components are for URI-reference
///
/// let report = ParseReport::new(uri, "http://a/b c");
/// let error = report.error.as_ref().unwrap();
/// assert_eq!(error.offset(), 10);
/// assert!(error.message().contains("space"));
///
/// // A host in A-labels, and escapes of Shift_JIS octets.
/// let report = ParseReport::new(uri, "http://xn--r8jz45g.jp/%95%5C%8E%A6");
/// let names = report.host_names.as_ref().unwrap();
/// assert_eq!(names.unicode, "例え.jp");
/// let first = report.escapes.iter().next().unwrap();
/// assert_eq!(first.likely, Some("Shift_JIS"));
/// assert_eq!(first.decodings[1].text.as_deref(), Some("表示"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct ParseReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// The rule, in RFC spelling.
    pub rule: &'static str,
    /// True when the rule derives the whole input.
    pub valid: bool,
    /// The components of a valid `URI-reference`; `None` for an invalid
    /// input and for every other rule.
    pub components: Option<Components<'a>>,
    /// The A-labels and U-labels of an internationalized host of the
    /// components.
    pub host_names: Option<Names>,
    /// What each run of escapes beyond US-ASCII reads as.
    pub escapes: EscapeReadings<'a>,
    /// Why the input is invalid; `None` when it is valid.
    pub error: Option<ReportError>,
}

/// What the runs of escapes beyond US-ASCII of an input read as
/// ([`escape_readings`]), read as they are written out: a report of a
/// megabyte of escapes holds none of their decodings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EscapeReadings<'a>(pub &'a str);

impl<'a> EscapeReadings<'a> {
    /// Each run and what it reads as.
    pub fn iter(&self) -> impl Iterator<Item = EscapeReading<'a>> + use<'a> {
        escape_readings(self.0)
    }
}

impl Serialize for EscapeReadings<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// The components of a valid `URI-reference`: the flat fields most callers
/// want ([`uri2396::Components`]), then the typed structure they were read
/// from.
///
/// Absent is kept apart from empty: `http://a/` has `"query": null`, while
/// `http://a/?` has `"query": ""`. Serialized, the fields of the flat view
/// in its order, written as the library writes them (see
/// [`uri2396::Components`] for each one's values), then `reference`:
///
/// | field | value |
/// |---|---|
/// | `scheme` | without the `:`; `null` for a relative reference |
/// | `authority` | the whole authority after `//`; `null` without `//`; `""` for an empty server (`file:///x`) |
/// | `authority_kind` | `"server"` or `"reg_name"` (3.2); in RFC 3986's reading `"authority"`, its one form; `null` without an authority |
/// | `userinfo` | without the `@`; `null` unless a server has one |
/// | `host` | `null` for a `reg_name` authority and for an empty server |
/// | `host_kind` | `"hostname"` or `"IPv4address"` (3.2.2), `"IPv6reference"` (RFC 2732); `null` without a host |
/// | `port` | without the `:`; `""` for `host:` (`port = *digit`) |
/// | `path` | never `null`: `""` when there is none; for an opaque URI, the whole `opaque_part` |
/// | `path_kind` | `"abs_path"`, `"opaque_part"`, `"rel_path"` or `"empty"` |
/// | `query` | without the `?`; always `null` for an opaque URI, whose `?` belongs to the `opaque_part` |
/// | `fragment` | without the `#` |
/// | `reference` | the typed tree ([`Structure`]): in the RFC 2396 readings the part before the fragment, [`Uri`] serialized, tagged by `kind` (`absoluteURI`, `relativeURI` or `empty`); in RFC 3986's, the whole reference as RFC 3986 names its parts, tagged `URI` or `relative-ref` |
///
/// ```
/// use uri2396::{AuthorityKind, UriReference};
/// use uri2396_cli::report::Components;
///
/// let uri = UriReference::parse("http://a_b/x")?;
/// let components = Components::of(&uri);
/// assert_eq!(components.flat.authority, Some("a_b"));
/// assert_eq!(components.flat.authority_kind, Some(AuthorityKind::RegName));
/// assert_eq!(components.flat.host, None);
/// let json = serde_json::to_string(&components).unwrap();
/// assert!(json.starts_with(r#"{"scheme":"http","authority":"a_b","authority_kind":"reg_name","userinfo":null,"host":null,"host_kind":null,"port":null,"path":"/x","path_kind":"abs_path","query":null,"fragment":null,"reference":{"kind":"absoluteURI""#));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Components<'a> {
    /// The flat components, written in the report as fields of this
    /// object.
    #[serde(flatten)]
    pub flat: uri2396::Components<'a>,
    /// The typed tree, as the reading shapes it.
    pub reference: Structure<'a>,
}

/// The typed tree of a reference, in the shape of its reading's grammar.
///
/// ```
/// use uri2396::{Dialect, UriReference};
/// use uri2396_cli::report::Components;
///
/// let uri = UriReference::parse_in("mailto:a@b?subject=x", Dialect::RFC3986)?;
/// let json = serde_json::to_value(Components::of(&uri).reference).unwrap();
/// assert_eq!(json["kind"], "URI");
/// assert_eq!(json["hier_part"]["path"]["kind"], "path-rootless");
/// assert_eq!(json["query"], "subject=x");
///
/// let uri = UriReference::parse("mailto:a@b?subject=x")?;
/// let json = serde_json::to_value(Components::of(&uri).reference).unwrap();
/// assert_eq!(json["part"]["kind"], "opaque_part");
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Structure<'a> {
    /// RFC 2396's tree ([`UriReference::uri`]): the reference before its
    /// fragment.
    Rfc2396(Uri<'a>),
    /// RFC 3986's tree ([`UriReference::rfc3986`]), in its reading.
    Rfc3986(uri2396::rfc3986::Reference<'a>),
}

/// A parse tree of an input, or why there is none.
///
/// Serialized, the fields in this order: `version` (`1`), `dialect`,
/// `input`, `input_bytes`, `rule` and `valid` as in [`ParseReport`]; `tree`, the
/// [`Tree`] of a valid input (`null` otherwise); `error`, the
/// [`ReportError`] of an invalid input (`null` otherwise).
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::TreeReport;
///
/// let hostport = Rule::find("hostport").unwrap();
/// let report = TreeReport::new(hostport, "example.com:80");
/// let tree = report.tree.as_ref().unwrap();
/// assert_eq!(tree.root().children().nth(1).map(|n| n.rule()), Some("port"));
///
/// let report = TreeReport::from_bytes(hostport, b"example.com:8\x800");
/// assert!(report.tree.is_none());
/// assert_eq!(report.error.as_ref().unwrap().offset(), 13);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct TreeReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// The rule, in RFC spelling.
    pub rule: &'static str,
    /// True when the rule derives the whole input.
    pub valid: bool,
    /// The parse tree of a valid input; `None` also for a valid input too
    /// long to build one for ([`from_bytes_within`](TreeReport::from_bytes_within)).
    pub tree: Option<Tree<'a>>,
    /// Why the input is invalid; `None` when it is valid.
    pub error: Option<ReportError>,
}

/// One line of a file checked by `uri2396 check`: where it is, whether the
/// rule derives it and, when not, why.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect whose grammar the line was checked by (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `file` | the file as named on the command line; `"<stdin>"` for standard input |
/// | `line` | the line's number in that file, from 1 |
/// | `input` | the line without its `\n` and one `\r` before it; decoded lossily when it is not UTF-8 |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise the input's bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`]) |
/// | `rule` | the rule, in RFC spelling |
/// | `valid` | `true` when the rule derives the whole line |
/// | `error` | for an invalid line, a [`ReportError`] (its `line` and `column` count within the input, so `line` is 1); otherwise `null` |
///
/// A valid line is recognized by the rule's automaton alone
/// ([`Rule::matches`]): no parse tree, no allocation. Only an invalid
/// line is parsed, to build its error.
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::CheckReport;
///
/// let rule = Rule::find("URI-reference").unwrap();
/// let report = CheckReport::new(rule, "uris.txt", 7, b"http://a/b");
/// assert!(report.valid && report.error.is_none());
///
/// let report = CheckReport::new(rule, "uris.txt", 8, b"http://a/b c");
/// assert!(!report.valid);
/// assert_eq!(report.error.as_ref().unwrap().offset(), 10);
///
/// let json = serde_json::to_string(&CheckReport::new(rule, "<stdin>", 1, b"g")).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"dialect":"strict","file":"<stdin>","line":1,"input":"g","input_bytes":null,"rule":"URI-reference","valid":true,"error":null}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct CheckReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The dialect that read the input.
    pub dialect: Dialect,
    /// The file, as named on the command line; `"<stdin>"` for standard
    /// input.
    pub file: &'a str,
    /// The line's number in the file, from 1.
    pub line: u64,
    /// The line; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The input's bytes when it is not UTF-8, as [`escape_bytes`] writes
    /// them; `None` when it is UTF-8 (and `input` exact).
    pub input_bytes: Option<String>,
    /// The rule, in RFC spelling.
    pub rule: &'static str,
    /// True when the rule derives the whole line.
    pub valid: bool,
    /// Why the line is invalid; `None` when it is valid.
    pub error: Option<ReportError>,
}

impl<'a> CheckReport<'a> {
    /// Checks `input`, line `line` of `file`, against `rule`: by the rule's
    /// automaton, then, for an invalid input only, by the parser, for the
    /// error. Input that is not UTF-8 is invalid, with a [`NotUtf8`] error.
    #[must_use]
    pub fn new(rule: Rule, file: &'a str, line: u64, input: &'a [u8]) -> CheckReport<'a> {
        let (text, input_bytes, error) = match NotUtf8::decode(rule, input) {
            // One run of the rule's automaton: the verdict, and where it
            // stops the error a parse would give.
            Ok(text) => match rule.validate(text) {
                Ok(()) => (Cow::Borrowed(text), None, None),
                Err(e) => (Cow::Borrowed(text), None, Some(ReportError::parse(e, text))),
            },
            Err(e) => (
                String::from_utf8_lossy(input),
                Some(escape_bytes(input)),
                Some(ReportError::NotUtf8(e)),
            ),
        };
        CheckReport {
            version: VERSION,
            dialect: dialect_of(rule),
            file,
            line,
            input: text,
            input_bytes,
            rule: rule.name(),
            valid: error.is_none(),
            error,
        }
    }
}

/// One reference resolved against a base by `uri2396 resolve` (RFC 2396
/// 5.2), or why it could not be.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect that read the reference and the base (`--dialect`; for a base parsed once, its own): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `input` | the reference; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise the input's bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`]) |
/// | `base` | the base, as given |
/// | `result` | the resolved URI, with the reference's fragment; `null` on error |
/// | `same_document` | `true` when the reference is empty or a fragment only, and so refers to the current document (4.2): `result` is then the base without its fragment, followed by the reference's fragment; `false` for any other reference; `null` on error |
/// | `error` | a [`ResolveReportError`] when the reference could not be resolved; otherwise `null` |
///
/// The options of [`resolve`] decide the cases
/// the RFC leaves open (`../../../g`, `http:g`, `?y`); the report does not
/// repeat them.
///
/// ```
/// use uri2396_cli::report::ResolveReport;
/// use uri2396::resolve::{AboveRoot, ResolveOptions};
///
/// let base = "http://a/b/c/d;p?q";
/// let options = ResolveOptions::default();
/// let report = ResolveReport::new(base, "../g", &options);
/// assert_eq!(report.result.as_ref().unwrap().as_str(), "http://a/b/g");
/// assert_eq!(report.same_document, Some(false));
///
/// let report = ResolveReport::new(base, "#s", &options);
/// assert_eq!(report.result.as_ref().unwrap().as_str(), "http://a/b/c/d;p?q#s");
/// assert_eq!(report.same_document, Some(true));
///
/// let reject = ResolveOptions::default().with_above_root(AboveRoot::Reject);
/// let report = ResolveReport::new(base, "../../../g", &reject);
/// assert!(report.result.is_none() && report.same_document.is_none());
/// assert_eq!(report.error.as_ref().unwrap().kind(), "above_root");
///
/// let json = serde_json::to_string(&ResolveReport::new(base, "g;x?y#s", &options)).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"dialect":"strict","input":"g;x?y#s","input_bytes":null,"base":"http://a/b/c/d;p?q","result":"http://a/b/c/g;x?y#s","same_document":false,"error":null}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct ResolveReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// The base, as given.
    pub base: &'a str,
    /// The resolved URI; `None` on error.
    #[serde(serialize_with = "text_of")]
    pub result: Option<OwnedUriReference>,
    /// Whether the reference refers to the current document (4.2); `None`
    /// on error.
    pub same_document: Option<bool>,
    /// Why the reference could not be resolved; `None` when it was.
    pub error: Option<ResolveReportError>,
}

impl<'a> ResolveReport<'a> {
    /// Resolves `input` against `base` with `options`, and reports the
    /// outcome. A base that cannot serve as one is reported as the error of
    /// every input.
    #[must_use]
    pub fn new(base: &'a str, input: &'a str, options: &ResolveOptions) -> ResolveReport<'a> {
        ResolveReport::of(options.dialect, base, input, resolve(base, input, options))
    }

    /// As [`new`](ResolveReport::new) against a base parsed once, for many
    /// inputs: only `input` is parsed.
    ///
    /// ```
    /// use uri2396::UriReference;
    /// use uri2396_cli::report::ResolveReport;
    /// use uri2396::resolve::ResolveOptions;
    ///
    /// let base = UriReference::parse("http://a/b/c/d;p?q")?;
    /// let report = ResolveReport::with_base(base, "../g", &ResolveOptions::default());
    /// assert_eq!(report.result.unwrap(), "http://a/b/g");
    /// assert_eq!(report.base, "http://a/b/c/d;p?q");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn with_base(
        base: UriReference<'a>,
        input: &'a str,
        options: &ResolveOptions,
    ) -> ResolveReport<'a> {
        ResolveReport::of(
            base.dialect(),
            base.as_str(),
            input,
            base.join(input, options),
        )
    }

    /// The report of `outcome`, the result of resolving `input` against
    /// `base`.
    fn of(
        dialect: Dialect,
        base: &'a str,
        input: &'a str,
        outcome: Result<Resolved, ResolveError>,
    ) -> ResolveReport<'a> {
        let (result, same_document, error) = match outcome {
            Ok(resolved) => {
                let same = resolved.is_same_document();
                (Some(resolved.into_uri()), Some(same), None)
            }
            Err(ResolveError::InvalidReference(e)) => (
                None,
                None,
                Some(ResolveReportError::Reference(ReportError::parse(e, input))),
            ),
            Err(e) => (None, None, Some(ResolveReportError::Resolve(e))),
        };
        ResolveReport {
            header: Header::new(dialect, input),
            base,
            result,
            same_document,
            error,
        }
    }

    /// As [`new`](ResolveReport::new) for a reference that may not be
    /// UTF-8: such a reference is not resolved, and has a [`NotUtf8`] error
    /// (unless the base cannot serve, which is reported first).
    ///
    /// ```
    /// use uri2396_cli::report::{ReportError, ResolveReport, ResolveReportError};
    /// use uri2396::resolve::ResolveOptions;
    ///
    /// let report = ResolveReport::from_bytes("http://a/b", b"g\xff", &ResolveOptions::default());
    /// assert_eq!(report.header.input, "g\u{fffd}");
    /// let Some(ResolveReportError::Reference(ReportError::NotUtf8(e))) = &report.error else {
    ///     panic!("{report:?}")
    /// };
    /// assert_eq!(e.offset(), 1);
    /// ```
    #[must_use]
    pub fn from_bytes(
        base: &'a str,
        input: &'a [u8],
        options: &ResolveOptions,
    ) -> ResolveReport<'a> {
        ResolveReport::from_bytes_by(options.dialect, base, input, |reference| {
            resolve(base, reference, options)
        })
    }

    /// As [`from_bytes`](ResolveReport::from_bytes) against a base parsed
    /// once, for many inputs.
    ///
    /// ```
    /// use uri2396::UriReference;
    /// use uri2396_cli::report::ResolveReport;
    /// use uri2396::resolve::ResolveOptions;
    ///
    /// let base = UriReference::parse("http://a/b")?;
    /// let options = ResolveOptions::default();
    /// let report = ResolveReport::from_bytes_with_base(base, b"c", &options);
    /// assert_eq!(report.result.unwrap(), "http://a/c");
    /// let report = ResolveReport::from_bytes_with_base(base, b"c\xff", &options);
    /// assert_eq!(report.error.unwrap().kind(), "not_utf8");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn from_bytes_with_base(
        base: UriReference<'a>,
        input: &'a [u8],
        options: &ResolveOptions,
    ) -> ResolveReport<'a> {
        ResolveReport::from_bytes_by(base.dialect(), base.as_str(), input, |reference| {
            base.join(reference, options)
        })
    }

    /// The report of `input`, resolved by `resolve` when it is UTF-8.
    fn from_bytes_by(
        dialect: Dialect,
        base: &'a str,
        input: &'a [u8],
        resolve: impl Fn(&'a str) -> Result<Resolved, ResolveError>,
    ) -> ResolveReport<'a> {
        let rule = uri_reference();
        match NotUtf8::decode(rule, input) {
            Ok(text) => ResolveReport::of(dialect, base, text, resolve(text)),
            Err(not_utf8) => {
                // The empty reference resolves whatever the options: only
                // the base can fail.
                let error = match resolve("") {
                    Err(e) => ResolveReportError::Resolve(e),
                    Ok(_) => ResolveReportError::Reference(ReportError::NotUtf8(not_utf8)),
                };
                ResolveReport {
                    header: Header::from_bytes(dialect, input),
                    base,
                    result: None,
                    same_document: None,
                    error: Some(error),
                }
            }
        }
    }
}

/// Why a reference could not be resolved, in a [`ResolveReport`].
///
/// It serializes to an object with the fields of a [`ReportError`], so
/// that a reader handles one shape: `kind`, `rule`, `offset`, `line`,
/// `column`, `expected`, `found`, `class`, `message` and `fix`. `kind`
/// tells what went wrong:
///
/// | `kind` | what | the other fields |
/// |---|---|---|
/// | `"syntax"` | the reference is not a `URI-reference` (nor, when allowed, `?query`) | as in `uri2396 parse`: an [`Error`] |
/// | `"not_utf8"` | the reference is not UTF-8 | as in `uri2396 parse`: a [`NotUtf8`] |
/// | `"above_root"` | with `AboveRoot::Reject`, the resolved path still begins with `..` (5.2 step 6g) | `message`; `rule`, `offset`, `line`, `column`, `found`, `class` and `fix` are `null`, `expected` is `[]` |
/// | `"invalid_base"`, `"relative_base"`, `"opaque_base"` | the base cannot serve as a base (5.1, 5) | as for `above_root` |
/// | `"internal"` | a bug in this crate (a result that does not parse) | as for `above_root` |
///
/// ```
/// use uri2396_cli::report::ResolveReport;
/// use uri2396::resolve::{AboveRoot, ResolveOptions};
///
/// let reject = ResolveOptions::default().with_above_root(AboveRoot::Reject);
/// let report = ResolveReport::new("http://a/b/c/d;p?q", "../../../g", &reject);
/// let json = serde_json::to_value(&report.error).unwrap();
/// assert_eq!(json["kind"], "above_root");
/// assert_eq!(json["offset"], serde_json::Value::Null);
/// assert!(json["message"].as_str().unwrap().contains("above the root"));
///
/// let report = ResolveReport::new("http://a/b", "g h", &ResolveOptions::default());
/// let json = serde_json::to_value(&report.error).unwrap();
/// assert_eq!(json["kind"], "syntax");
/// assert_eq!(json["offset"], 1);
/// assert_eq!(json["fix"], "escape it as %20");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ResolveReportError {
    /// The reference is not a URI reference, or not UTF-8.
    Reference(ReportError),
    /// The reference is a URI reference, but resolving it failed
    /// ([`ResolveError::AboveRoot`]), or the base cannot serve as a base.
    Resolve(ResolveError),
}

impl ResolveReportError {
    /// The `kind` it serializes with: `"syntax"`, `"not_utf8"`,
    /// `"above_root"`, `"unreadable_result"` (the java dialect: Java's text
    /// is no URI reference), `"invalid_base"`, `"relative_base"`,
    /// `"opaque_base"` or `"internal"`.
    ///
    /// ```
    /// use uri2396_cli::report::ResolveReport;
    /// use uri2396::resolve::ResolveOptions;
    ///
    /// let report = ResolveReport::new("mailto:x@y", "g", &ResolveOptions::default());
    /// assert_eq!(report.error.unwrap().kind(), "opaque_base");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            ResolveReportError::Reference(ReportError::Parse(_))
            | ResolveReportError::Resolve(ResolveError::InvalidReference(_)) => "syntax",
            ResolveReportError::Reference(ReportError::NotUtf8(_)) => "not_utf8",
            ResolveReportError::Resolve(e) => match e {
                ResolveError::InvalidBase(_) => "invalid_base",
                ResolveError::RelativeBase { .. } => "relative_base",
                ResolveError::OpaqueBase { .. } => "opaque_base",
                ResolveError::AboveRoot { .. } => "above_root",
                ResolveError::UnreadableResult { .. } => "unreadable_result",
                ResolveError::InvalidTarget(_) => "invalid_target",
                ResolveError::RelativeTarget { .. } => "relative_target",
                ResolveError::InvalidReference(_) => "syntax",
                // Internal, or a kind newer than this tool.
                _ => "internal",
            },
        }
    }

    /// What is wrong, in words, on one line.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            ResolveReportError::Reference(e) => e.message(),
            ResolveReportError::Resolve(ResolveError::InvalidReference(e)) => e.message_in(lang()),
            ResolveReportError::Resolve(e) => e.message_in(lang()),
        }
    }

    /// The error of the reference's syntax, when that is what is wrong.
    #[must_use]
    pub fn reference_error(&self) -> Option<&ReportError> {
        match self {
            ResolveReportError::Reference(e) => Some(e),
            ResolveReportError::Resolve(_) => None,
        }
    }
}

impl fmt::Display for ResolveReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveReportError::Reference(e) => e.fmt(f),
            ResolveReportError::Resolve(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ResolveReportError {}

impl Serialize for ResolveReportError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            ResolveReportError::Reference(e) => e.serialize(s),
            // Without the reference, the error cannot be placed in it: a
            // `ResolveReport` holds such an error as `Reference`.
            ResolveReportError::Resolve(_) => {
                let mut st = s.serialize_struct("ResolveReportError", 10)?;
                st.serialize_field("kind", self.kind())?;
                st.serialize_field("rule", &None::<&str>)?;
                st.serialize_field("offset", &None::<usize>)?;
                st.serialize_field("line", &None::<usize>)?;
                st.serialize_field("column", &None::<usize>)?;
                st.serialize_field("expected", &[] as &[&str])?;
                st.serialize_field("found", &None::<char>)?;
                st.serialize_field("class", &None::<CharClass>)?;
                st.serialize_field("message", &self.message())?;
                st.serialize_field("fix", &None::<String>)?;
                st.end()
            }
        }
    }
}

/// The normal form of one reference, by `uri2396 normalize` (RFC 2396
/// section 6; see [`normalize`](uri2396::normalize) for what is rewritten),
/// or why there is none.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect that read the input (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `input` | the input; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise the input's bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`]) |
/// | `result` | the normal form; `null` for an invalid input |
/// | `error` | for an input that is not a `URI-reference`, a [`ReportError`], as `uri2396 parse` prints it; otherwise `null` |
///
/// Two references are equivalent under section 6 when their `result`s are
/// the same string.
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::report::NormalizeReport;
///
/// let options = NormalizeOptions::default();
/// let report = NormalizeReport::new("HTTP://www.Example.COM:80/%7euser", &options);
/// assert_eq!(report.result.as_ref().unwrap().as_str(), "http://www.example.com/~user");
///
/// let report = NormalizeReport::from_bytes(b"http://a/\xff", &options);
/// assert!(report.result.is_none());
/// assert_eq!(report.error.as_ref().unwrap().offset(), 9);
///
/// let json = serde_json::to_string(&NormalizeReport::new("FTP://A:21/b", &options)).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"dialect":"strict","input":"FTP://A:21/b","input_bytes":null,"result":"ftp://a/b","error":null}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct NormalizeReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// The normal form; `None` for an invalid input.
    #[serde(serialize_with = "text_of")]
    pub result: Option<OwnedUriReference>,
    /// Why the input has no normal form; `None` when it has one.
    pub error: Option<ReportError>,
}

impl<'a> NormalizeReport<'a> {
    /// Normalizes `input` with `options`, and reports the outcome.
    #[must_use]
    pub fn new(input: &'a str, options: &NormalizeOptions) -> NormalizeReport<'a> {
        let (result, error) = match normalize_with(input, options) {
            Ok(normal) => (Some(normal), None),
            Err(e) => (None, Some(ReportError::parse(e, input))),
        };
        NormalizeReport {
            header: Header::new(options.dialect, input),
            result,
            error,
        }
    }

    /// As [`new`](NormalizeReport::new) for input that may not be UTF-8:
    /// such input has no normal form, and a [`NotUtf8`] error.
    #[must_use]
    pub fn from_bytes(input: &'a [u8], options: &NormalizeOptions) -> NormalizeReport<'a> {
        match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => NormalizeReport::new(text, options),
            Err(e) => NormalizeReport {
                header: Header::from_bytes(options.dialect, input),
                result: None,
                error: Some(ReportError::NotUtf8(e)),
            },
        }
    }
}

/// The dialect whose grammar holds `rule`: the one that reads inputs as
/// `rule`.
fn dialect_of(rule: Rule) -> Dialect {
    rule.dialect()
}

/// The rule `URI-reference`, which references are parsed as.
fn uri_reference() -> Rule {
    Rule::URI_REFERENCE
}

/// Why an input is invalid.
///
/// Both kinds serialize to an object with the same fields: `kind`, `rule`,
/// `offset` (bytes), `line`, `column` (characters, from 1), `expected` (rule
/// names), `found` (the character at the fault, or `null`), `class` (its
/// class under RFC 2396 2.4.3), `message` and `fix` (or `null`). `kind`
/// tells them apart: `"syntax"` for a [`SyntaxError`], `"not_utf8"` for
/// [`NotUtf8`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum ReportError {
    /// The input is text the rule does not derive.
    Parse(SyntaxError),
    /// The input is not UTF-8, so not text at all.
    NotUtf8(NotUtf8),
}

/// An [`Error`] with the line and column of its fault in the input, which
/// the serialized form carries. It derefs to the [`Error`].
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::{ParseReport, ReportError};
///
/// let report = ParseReport::new(Rule::URI_REFERENCE, "http://a/b c");
/// let Some(ReportError::Parse(err)) = &report.error else { panic!() };
/// assert_eq!((err.offset(), err.line(), err.column()), (10, 1, 11));
/// assert_eq!(err.fix().as_deref(), Some("escape it as %20"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyntaxError {
    report: ErrorReport,
}

impl SyntaxError {
    /// `error`, placed in `input`, the string that was parsed.
    #[must_use]
    pub fn new(error: Error, input: &str) -> SyntaxError {
        SyntaxError {
            report: error.report_in(input, Lang::En),
        }
    }

    /// The error.
    #[must_use]
    pub fn error(&self) -> Error {
        *self.report.error()
    }

    /// Line of the fault, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.report.line()
    }

    /// Column of the fault in characters, from 1.
    #[must_use]
    pub fn column(&self) -> usize {
        self.report.column()
    }
}

impl std::ops::Deref for SyntaxError {
    type Target = Error;

    fn deref(&self) -> &Error {
        self.report.error()
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.report.error().fmt(f)
    }
}

impl std::error::Error for SyntaxError {}

/// The library's form of a syntax error ([`ErrorReport`]), in the tool's
/// language.
impl Serialize for SyntaxError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.report.in_lang(lang()).serialize(s)
    }
}

/// An input that is not UTF-8: the byte offset of the first byte that
/// cannot be decoded, and the bytes of that invalid sequence.
///
/// A URI is a sequence of US-ASCII characters (RFC 2396 2.1), and a byte
/// outside US-ASCII can only enter one escaped; this crate reads text, so
/// it reports such input instead of guessing its encoding.
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::{ParseReport, ReportError};
///
/// let rule = Rule::find("URI-reference").unwrap();
/// let report = ParseReport::from_bytes(rule, b"http://a/\xe9t\xe9");
/// let Some(ReportError::NotUtf8(err)) = &report.error else { panic!() };
/// assert_eq!(err.offset(), 9);
/// assert_eq!(err.bytes(), [0xe9]);
/// // Every byte that is not UTF-8 is named, where there are a few.
/// assert_eq!(err.fix(), "escape each byte as %XX: %E9 at byte 9, %E9 at byte 11");
/// assert!(ParseReport::from_bytes(rule, b"http://a/%E9t%E9").valid);
///
/// let report = ParseReport::from_bytes(rule, b"http://a/\xff\xfe");
/// let Some(ReportError::NotUtf8(err)) = &report.error else { panic!() };
/// assert_eq!(err.fix(), "escape each byte as %XX: %FF%FE");
/// // The JSON keeps the bytes.
/// assert_eq!(report.header.input_bytes.as_deref(), Some(r"http://a/\xFF\xFE"));
///
/// let long = [&b"/"[..], &[0xff; 1000]].concat();
/// let report = ParseReport::from_bytes(rule, &long);
/// let Some(ReportError::NotUtf8(err)) = &report.error else { panic!() };
/// assert_eq!(err.count(), 1000);
/// assert_eq!(err.fix(), format!("escape each byte as %XX: {}, and 992 more", "%FF".repeat(8)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUtf8 {
    rule: Rule,
    offset: usize,
    line: usize,
    column: usize,
    bytes: Vec<u8>,
    /// The first [`NAMED_BYTES`] bytes of the input that are not UTF-8, in
    /// runs of adjacent bytes, each with its offset.
    runs: Vec<(usize, Vec<u8>)>,
    /// How many more bytes are not UTF-8.
    more: usize,
}

/// Most bytes that are not UTF-8 named by [`NotUtf8::fix`]; the others
/// are counted.
const NAMED_BYTES: usize = 8;

/// The input's bytes as one string, for an input that is not UTF-8: each
/// byte that is not part of a UTF-8 character written `\xNN` (two upper-case
/// hex digits), each `\` written `\\`, and every other character as itself.
/// The bytes can be read back exactly: `\\` is a `\`, `\x` and two hex
/// digits one byte, anything else its UTF-8 encoding.
///
/// ```
/// use uri2396_cli::report::escape_bytes;
///
/// assert_eq!(escape_bytes(b"http://a/\xff\xfe"), r"http://a/\xFF\xFE");
/// assert_eq!(escape_bytes(b"caf\xc3\xa9\\\xe9"), r"café\\\xE9");
/// ```
#[must_use]
pub fn escape_bytes(input: &[u8]) -> String {
    let mut out = String::with_capacity(input.len() + 8);
    for chunk in input.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out
}

impl<'a> ParseReport<'a> {
    /// Parses `input` as `rule` and reports the outcome; for
    /// `URI-reference`, with the components of a valid input.
    #[must_use]
    pub fn new(rule: Rule, input: &'a str) -> ParseReport<'a> {
        let dialect = dialect_of(rule);
        // The URI-reference rule of a dialect's grammar has components.
        let outcome = if Rule::URI_REFERENCE.in_dialect(dialect) == Some(rule) {
            UriReference::parse_in(input, dialect).map(|uri| Some(Components::of(&uri)))
        } else {
            Tree::parse(rule, input).map(|_| None)
        };
        let (components, error) = match outcome {
            Ok(components) => (components, None),
            Err(e) => (None, Some(ReportError::parse(e, input))),
        };
        ParseReport {
            header: Header::new(dialect, input),
            rule: rule.name(),
            valid: error.is_none(),
            host_names: components.and_then(|c| uri2396::idn::names(c.flat.host?)),
            escapes: EscapeReadings(input),
            components,
            error,
        }
    }

    /// As [`new`](ParseReport::new) for input that may not be UTF-8: such
    /// input is invalid, with a [`NotUtf8`] error.
    #[must_use]
    pub fn from_bytes(rule: Rule, input: &'a [u8]) -> ParseReport<'a> {
        match NotUtf8::decode(rule, input) {
            Ok(text) => ParseReport::new(rule, text),
            Err(e) => ParseReport {
                header: Header::from_bytes(dialect_of(rule), input),
                rule: rule.name(),
                valid: false,
                components: None,
                host_names: None,
                escapes: EscapeReadings(""),
                error: Some(ReportError::NotUtf8(e)),
            },
        }
    }
}

impl<'a> TreeReport<'a> {
    /// Parses `input` as `rule` and reports its tree or its error.
    #[must_use]
    pub fn new(rule: Rule, input: &'a str) -> TreeReport<'a> {
        let (tree, error) = match Tree::parse(rule, input) {
            Ok(tree) => (Some(tree), None),
            Err(e) => (None, Some(ReportError::parse(e, input))),
        };
        TreeReport {
            header: Header::new(dialect_of(rule), input),
            rule: rule.name(),
            valid: error.is_none(),
            tree,
            error,
        }
    }

    /// As [`from_bytes`](TreeReport::from_bytes), but the tree is built
    /// only for an input of at most `max_tree` bytes: a longer one is checked
    /// by the rule's automaton alone, and when valid has neither a tree nor
    /// an error. A tree costs up to 24 bytes of memory for each byte of input
    /// (a 24-byte node for each component, and a path of empty segments has
    /// one for each byte); a view that draws a few lines of a long input
    /// needs none of it.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    /// use uri2396_cli::report::TreeReport;
    ///
    /// let rule = Rule::find("URI-reference").unwrap();
    /// let report = TreeReport::from_bytes_within(rule, b"http://a/b", 4);
    /// assert!(report.valid && report.tree.is_none() && report.error.is_none());
    /// let report = TreeReport::from_bytes_within(rule, b"http://a/b c", 4);
    /// assert_eq!(report.error.as_ref().unwrap().offset(), 10);
    /// let report = TreeReport::from_bytes_within(rule, b"http://a/b", 10);
    /// assert!(report.tree.is_some());
    /// ```
    #[must_use]
    pub fn from_bytes_within(rule: Rule, input: &'a [u8], max_tree: usize) -> TreeReport<'a> {
        match NotUtf8::decode(rule, input) {
            Ok(text) if text.len() > max_tree && rule.matches(text) => TreeReport {
                header: Header::new(dialect_of(rule), text),
                rule: rule.name(),
                valid: true,
                tree: None,
                error: None,
            },
            // Invalid: the automaton stops at the fault, and the error is
            // built from there, without a parse.
            _ => TreeReport::from_bytes(rule, input),
        }
    }

    /// As [`new`](TreeReport::new) for input that may not be UTF-8: such
    /// input is invalid, with a [`NotUtf8`] error.
    #[must_use]
    pub fn from_bytes(rule: Rule, input: &'a [u8]) -> TreeReport<'a> {
        match NotUtf8::decode(rule, input) {
            Ok(text) => TreeReport::new(rule, text),
            Err(e) => TreeReport {
                header: Header::from_bytes(dialect_of(rule), input),
                rule: rule.name(),
                valid: false,
                tree: None,
                error: Some(ReportError::NotUtf8(e)),
            },
        }
    }
}

impl<'a> Components<'a> {
    /// The components of `uri`.
    #[must_use]
    pub fn of(uri: &UriReference<'a>) -> Components<'a> {
        Components {
            flat: uri.components(),
            reference: uri
                .rfc3986()
                .map_or(Structure::Rfc2396(uri.uri()), Structure::Rfc3986),
        }
    }
}

impl ReportError {
    /// The error of `input`, the string that was parsed.
    #[must_use]
    pub fn parse(error: Error, input: &str) -> ReportError {
        ReportError::Parse(SyntaxError::new(error, input))
    }

    /// Byte offset of the fault in the input.
    #[must_use]
    pub fn offset(&self) -> usize {
        match self {
            ReportError::Parse(e) => e.offset(),
            ReportError::NotUtf8(e) => e.offset(),
        }
    }

    /// What is wrong, in words.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            ReportError::Parse(e) => e.message_in(lang()),
            ReportError::NotUtf8(e) => e.message(),
        }
    }
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Parse(e) => e.display_in(lang()).fmt(f),
            ReportError::NotUtf8(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReportError {}

impl NotUtf8 {
    /// `input` as text, or the error of `input` parsed as `rule` when it is
    /// not UTF-8.
    fn decode(rule: Rule, input: &[u8]) -> Result<&str, NotUtf8> {
        let e = match std::str::from_utf8(input) {
            Ok(text) => return Ok(text),
            Err(e) => e,
        };
        let offset = e.valid_up_to();
        // The prefix decodes, so lines and columns can be counted in it.
        let before = std::str::from_utf8(&input[..offset]).unwrap_or_default();
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let len = e.error_len().unwrap_or(input.len() - offset);
        // Every byte that is not UTF-8, the first few by name: one pass.
        let (mut runs, mut more) = (Vec::<(usize, Vec<u8>)>::new(), 0);
        let (mut at, mut named) = (0, 0);
        for chunk in input.utf8_chunks() {
            at += chunk.valid().len();
            let bad = chunk.invalid();
            let take = bad.len().min(NAMED_BYTES - named);
            if take > 0 {
                match runs.last_mut() {
                    Some((start, run)) if *start + run.len() == at => {
                        run.extend_from_slice(&bad[..take])
                    }
                    _ => runs.push((at, bad[..take].to_vec())),
                }
            }
            named += take;
            more += bad.len() - take;
            at += bad.len();
        }
        Err(NotUtf8 {
            rule,
            offset,
            line: line_of(before),
            column: column_of(&before[line_start..]),
            bytes: input[offset..offset + len].to_vec(),
            runs,
            more,
        })
    }

    /// The rule the input was to be parsed as, in RFC spelling.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.rule.name()
    }

    /// The dialect whose rule the input was to be parsed as.
    #[must_use]
    pub fn dialect(&self) -> Dialect {
        self.rule.dialect()
    }

    /// Byte offset of the first byte that is not UTF-8.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Line of that byte, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// Column of that byte in characters, from 1.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// The invalid byte sequence: one to three bytes, which do not begin
    /// and complete a UTF-8 character.
    #[must_use]
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// What is wrong, in words.
    #[must_use]
    pub fn message(&self) -> String {
        let words = if self.dialect() == Dialect::RFC3987 {
            Msg::NotUtf8Iri
        } else {
            Msg::NotUtf8
        };
        words.fill(
            lang(),
            &[
                ("bytes", &self.hex(" ", "0x")),
                ("offset", &self.offset.to_string()),
                ("section", us_ascii_section(self.dialect())),
            ],
        )
    }

    /// How many bytes of the input are not UTF-8, in all.
    #[must_use]
    pub fn count(&self) -> usize {
        self.runs.iter().map(|(_, run)| run.len()).sum::<usize>() + self.more
    }

    /// How to mend the input: escape the bytes (2.4.1). Names every byte
    /// that is not UTF-8 (with its offset, when they are not all in one
    /// run), up to eight, and counts the others.
    #[must_use]
    pub fn fix(&self) -> String {
        let one_run = self.runs.len() == 1;
        let runs: Vec<String> = self
            .runs
            .iter()
            .map(|(at, run)| {
                let hex: String = run.iter().map(|b| format!("%{b:02X}")).collect();
                if one_run {
                    hex
                } else {
                    Msg::EscapesAt.fill(lang(), &[("escapes", &hex), ("offset", &at.to_string())])
                }
            })
            .collect();
        let mut fix = Msg::NotUtf8Fix.fill(
            lang(),
            &[("escapes", &runs.join(Msg::Separator.text(lang())))],
        );
        if self.more > 0 {
            fix.push_str(&Msg::AndMore.fill(lang(), &[("count", &self.more.to_string())]));
        }
        fix
    }

    fn hex(&self, separator: &str, prefix: &str) -> String {
        self.bytes
            .iter()
            .map(|b| format!("{prefix}{b:02X}"))
            .collect::<Vec<_>>()
            .join(separator)
    }
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\n  {}: {}",
            self.message(),
            Msg::LabelFix.text(lang()),
            self.fix()
        )
    }
}

impl std::error::Error for NotUtf8 {}

/// The section that says URIs hold US-ASCII only: RFC 2396's 2.1, or RFC
/// 3986's 2 in its reading.
pub(crate) fn us_ascii_section(dialect: Dialect) -> &'static str {
    if dialect == Dialect::RFC3986 {
        "RFC 3986 2"
    } else {
        "2.1"
    }
}

/// The same fields as [`Error`]'s, so that a reader handles one shape.
impl Serialize for NotUtf8 {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("NotUtf8", 10)?;
        st.serialize_field("kind", "not_utf8")?;
        st.serialize_field("rule", self.rule.name())?;
        st.serialize_field("offset", &self.offset)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("expected", &[] as &[&str])?;
        st.serialize_field("found", &None::<char>)?;
        // A byte that is not UTF-8 is never US-ASCII.
        st.serialize_field("class", &Some(CharClass::NonAscii))?;
        st.serialize_field("message", &self.message())?;
        st.serialize_field("fix", &Some(self.fix()))?;
        st.end()
    }
}
