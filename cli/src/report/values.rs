//! The reports of the commands over values: `escape`, `unescape`,
//! `relativize` and `equivalent`; and a rule of the grammar, for
//! `rules --format jsonl`.

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use uri2396::escape::{
    Component, DecodeError, decode_bytes, decode_utf8, decode_utf8_lossy, escape_bytes as escape,
};
use uri2396::grammar::{Rule, RuleKind};
use uri2396::normalize::{NormalizeOptions, normalize_with};
use uri2396::resolve::ResolveError;
use uri2396::{Dialect, OwnedUriReference, UriReference};

use crate::words::{Msg, lang};

use super::{
    Header, NotUtf8, ReportError, ResolveReportError, VERSION, dialect_of, escape_bytes,
    uri_reference,
};

/// A value escaped for a component, by `uri2396 escape` (2.4.2; see
/// [`escape`](uri2396::escape::escape) for what each component escapes).
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `input` | the value; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the value is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `component` | the component, in snake case (`segment`, `first_segment`, `reg_name`...) |
/// | `result` | the value escaped: its UTF-8 octets (or its bytes) and the characters the component does not allow as `%XX` |
///
/// Any value escapes, text or not: there is no error.
///
/// ```
/// use uri2396::escape::Component;
/// use uri2396_cli::report::EscapeReport;
///
/// let report = EscapeReport::from_bytes("a b/c".as_bytes(), Component::Segment);
/// assert_eq!(report.result, "a%20b%2Fc");
/// let json = serde_json::to_string(&EscapeReport::from_bytes(b"caf\xe9", Component::Query)).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"input":"caf�","input_bytes":"caf\\xE9","component":"query","result":"caf%E9"}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct EscapeReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The value; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The value's bytes when it is not UTF-8, as [`escape_bytes`] writes
    /// them; `None` when it is UTF-8.
    pub input_bytes: Option<String>,
    /// The component escaped for.
    pub component: Component,
    /// The escaped value.
    pub result: Cow<'a, str>,
}

impl<'a> EscapeReport<'a> {
    /// Escapes `input`, any bytes, for `component`.
    #[must_use]
    pub fn from_bytes(input: &'a [u8], component: Component) -> EscapeReport<'a> {
        let input_bytes = std::str::from_utf8(input)
            .is_err()
            .then(|| escape_bytes(input));
        EscapeReport {
            version: VERSION,
            input: String::from_utf8_lossy(input),
            input_bytes,
            component,
            result: escape(input, component),
        }
    }
}

/// The value a component stands for, by `uri2396 unescape`: each escape
/// (`%XX`, 2.4.1) decoded, the octets read as UTF-8.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `input` | the component; when it is not UTF-8, decoded lossily |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `result` | the decoded text; `null` on error. When asked for lossily, each octet sequence that is not UTF-8 becomes U+FFFD |
/// | `result_bytes` | `null` when the decoded octets are UTF-8; otherwise the octets, as [`escape_bytes`] writes them (`caf\xE9`) |
/// | `error` | an [`UnescapeError`], or `null` |
///
/// ```
/// use uri2396_cli::report::UnescapeReport;
///
/// let report = UnescapeReport::from_bytes(b"caf%C3%A9%20au%20lait", false);
/// assert_eq!(report.result.as_deref(), Some("café au lait"));
///
/// // Latin-1: not UTF-8. The bytes are reported; lossily, U+FFFD.
/// let report = UnescapeReport::from_bytes(b"caf%E9", false);
/// assert_eq!(report.result, None);
/// assert_eq!(report.result_bytes.as_deref(), Some(r"caf\xE9"));
/// assert_eq!(report.error.as_ref().unwrap().kind(), "invalid_utf8");
/// let report = UnescapeReport::from_bytes(b"caf%E9", true);
/// assert_eq!(report.result.as_deref(), Some("caf\u{fffd}"));
/// assert!(report.error.is_none());
///
/// let report = UnescapeReport::from_bytes(b"50%", true);
/// assert_eq!(report.error.as_ref().unwrap().offset(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct UnescapeReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The component; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The input's bytes when it is not UTF-8; `None` when it is UTF-8.
    pub input_bytes: Option<String>,
    /// The decoded text; `None` on error.
    pub result: Option<Cow<'a, str>>,
    /// The decoded octets when they are not UTF-8, as [`escape_bytes`]
    /// writes them; `None` when they are.
    pub result_bytes: Option<String>,
    /// Why the input does not decode; `None` when it does.
    pub error: Option<UnescapeError>,
}

impl<'a> UnescapeReport<'a> {
    /// Decodes the escapes of `input`; with `lossy`, octets that are not
    /// UTF-8 become U+FFFD instead of an error. A malformed escape is an
    /// error either way.
    #[must_use]
    pub fn from_bytes(input: &'a [u8], lossy: bool) -> UnescapeReport<'a> {
        let mut report = UnescapeReport {
            version: VERSION,
            input: String::from_utf8_lossy(input),
            input_bytes: None,
            result: None,
            result_bytes: None,
            error: None,
        };
        let text = match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => text,
            Err(e) => {
                report.input_bytes = Some(escape_bytes(input));
                report.error = Some(UnescapeError::NotUtf8(e));
                return report;
            }
        };
        match decode_utf8(text) {
            Ok(decoded) => report.result = Some(decoded),
            Err(e @ DecodeError::InvalidUtf8 { .. }) => {
                report.result_bytes = Some(escape_bytes(&decode_bytes(text)));
                if lossy {
                    report.result = Some(decode_utf8_lossy(text));
                } else {
                    report.error = Some(UnescapeError::Decode(e));
                }
            }
            Err(e) => report.error = Some(UnescapeError::Decode(e)),
        }
        report
    }
}

/// Why a component does not decode, in an [`UnescapeReport`].
///
/// It serializes to an object with the fields `kind`, `offset` (in bytes of
/// the input), `message` and `fix`:
///
/// | `kind` | what |
/// |---|---|
/// | `"malformed_escape"` | a `%` not followed by two hex digits (2.4.1) |
/// | `"invalid_utf8"` | the decoded octets are not UTF-8; `offset` is that of the escape where they start |
/// | `"not_utf8"` | the input itself is not UTF-8 |
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum UnescapeError {
    /// The escapes do not decode to text.
    Decode(DecodeError),
    /// The input is not UTF-8.
    NotUtf8(NotUtf8),
}

impl UnescapeError {
    /// The `kind` it serializes with.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            UnescapeError::Decode(DecodeError::MalformedEscape { .. }) => "malformed_escape",
            UnescapeError::Decode(DecodeError::InvalidUtf8 { .. }) => "invalid_utf8",
            UnescapeError::NotUtf8(_) => "not_utf8",
            // A kind newer than this tool.
            UnescapeError::Decode(_) => "internal",
        }
    }

    /// Byte offset of the fault in the input.
    #[must_use]
    pub fn offset(&self) -> usize {
        match self {
            UnescapeError::Decode(
                DecodeError::MalformedEscape { offset } | DecodeError::InvalidUtf8 { offset },
            ) => *offset,
            UnescapeError::NotUtf8(e) => e.offset(),
            UnescapeError::Decode(_) => 0,
        }
    }

    /// What is wrong, in words, on one line.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            UnescapeError::Decode(e) => e.message_in(lang()),
            UnescapeError::NotUtf8(e) => e.message(),
        }
    }

    /// How to mend the input or get at its value.
    #[must_use]
    pub fn fix(&self) -> String {
        match self {
            UnescapeError::Decode(DecodeError::MalformedEscape { .. }) => {
                Msg::FixEscapePercent.text(lang()).to_owned()
            }
            UnescapeError::NotUtf8(e) => e.fix(),
            UnescapeError::Decode(_) => Msg::FixReadOctets.text(lang()).to_owned(),
        }
    }
}

impl Serialize for UnescapeError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("UnescapeError", 4)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("offset", &self.offset())?;
        st.serialize_field("message", &self.message())?;
        st.serialize_field("fix", &self.fix())?;
        st.end()
    }
}

/// The shortest reference to a target from a base, by `uri2396
/// relativize`: the reference that resolves (5.2) against the base to the
/// target ([`UriReference::relativize`]).
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the base's dialect, which read the target too (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `input` | the target; when it is not UTF-8, decoded lossily |
/// | `input_bytes` | `null` when the target is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `base` | the base, as given |
/// | `result` | the reference; `null` on error |
/// | `error` | a [`ResolveReportError`]: `kind` `"syntax"` or `"not_utf8"` for a target that is not a URI reference, `"relative_target"` for one that is not absolute, or an error of the base; otherwise `null` |
///
/// ```
/// use uri2396::UriReference;
/// use uri2396_cli::report::RelativizeReport;
///
/// let base = UriReference::parse("http://a/b/c/d;p?q")?;
/// let report = RelativizeReport::from_bytes(base, b"http://a/b/g");
/// assert_eq!(report.result.as_ref().unwrap().as_str(), "../g");
/// let report = RelativizeReport::from_bytes(base, b"g");
/// assert_eq!(report.error.as_ref().unwrap().kind(), "relative_target");
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct RelativizeReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// The base, as given.
    pub base: &'a str,
    /// The reference; `None` on error.
    #[serde(serialize_with = "super::text_of")]
    pub result: Option<OwnedUriReference>,
    /// Why there is no reference; `None` when there is one.
    pub error: Option<ResolveReportError>,
}

impl<'a> RelativizeReport<'a> {
    /// Relativizes `input`, which may not be UTF-8, against `base`, parsed
    /// once by the caller. A base that cannot serve as one is reported as
    /// the error of every input.
    #[must_use]
    pub fn from_bytes(base: UriReference<'a>, input: &'a [u8]) -> RelativizeReport<'a> {
        let mut report = RelativizeReport {
            header: Header::from_bytes(base.dialect(), input),
            base: base.as_str(),
            result: None,
            error: None,
        };
        // The empty target is relative: it fails only after the base passed.
        let base_error = UriReference::parse("")
            .ok()
            .and_then(|empty| base.relativize(&empty).err())
            .filter(|e| !matches!(e, ResolveError::RelativeTarget { .. }));
        let text = match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => Some(text),
            Err(e) => {
                report.error = Some(ResolveReportError::Reference(ReportError::NotUtf8(e)));
                None
            }
        };
        if let Some(e) = base_error {
            report.error = Some(ResolveReportError::Resolve(e));
            return report;
        }
        let Some(text) = text else {
            return report;
        };
        // The target is read in the base's dialect.
        match UriReference::parse_in(text, base.dialect()).map(|target| base.relativize(&target)) {
            Ok(Ok(reference)) => report.result = Some(reference),
            Ok(Err(e)) => report.error = Some(ResolveReportError::Resolve(e)),
            Err(e) => {
                report.error = Some(ResolveReportError::Reference(ReportError::parse(e, text)));
            }
        }
        report
    }
}

/// Whether two references are equivalent under section 6, by `uri2396
/// equivalent`: whether their normal forms
/// ([`normalize`](uri2396::normalize)) are the same. In the java dialect,
/// whether java.net.URI's `equals` holds, which compares the references
/// and not their normal forms.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect that read both references (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `a`, `b` | the two references; when one is not UTF-8, decoded lossily |
/// | `a_bytes`, `b_bytes` | `null` when the reference is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `equivalent` | `true` or `false`; `null` when either is not a URI reference |
/// | `a_normal`, `b_normal` | the normal forms; `null` for an invalid reference |
/// | `a_error`, `b_error` | a [`ReportError`] for an invalid reference; otherwise `null` |
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::report::EquivalentReport;
///
/// let options = NormalizeOptions::default();
/// let report = EquivalentReport::from_bytes(b"HTTP://A:80/%7e", b"http://a/~", &options);
/// assert_eq!(report.equivalent, Some(true));
/// let report = EquivalentReport::from_bytes(b"http://a/b#s", b"http://a/b#t", &options);
/// assert_eq!(report.equivalent, Some(false));
/// let report = EquivalentReport::from_bytes(b"http://a/", b"a b", &options);
/// assert_eq!(report.equivalent, None);
/// assert_eq!(report.b_error.as_ref().unwrap().offset(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct EquivalentReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The dialect that read the input.
    pub dialect: Dialect,
    /// The first reference; decoded lossily when it is not UTF-8.
    pub a: Cow<'a, str>,
    /// Its bytes when it is not UTF-8.
    pub a_bytes: Option<String>,
    /// The second reference; decoded lossily when it is not UTF-8.
    pub b: Cow<'a, str>,
    /// Its bytes when it is not UTF-8.
    pub b_bytes: Option<String>,
    /// Whether the normal forms are the same (where java.net.URI's reading
    /// applies, Java's `equals`); `None` when either is invalid.
    pub equivalent: Option<bool>,
    /// The normal form of `a`; `None` when it is invalid.
    #[serde(serialize_with = "super::text_of")]
    pub a_normal: Option<OwnedUriReference>,
    /// The normal form of `b`; `None` when it is invalid.
    #[serde(serialize_with = "super::text_of")]
    pub b_normal: Option<OwnedUriReference>,
    /// Why `a` is not a URI reference.
    pub a_error: Option<ReportError>,
    /// Why `b` is not a URI reference.
    pub b_error: Option<ReportError>,
}

impl<'a> EquivalentReport<'a> {
    /// Normalizes `a` and `b` with `options`, and compares them.
    #[must_use]
    pub fn from_bytes(
        a: &'a [u8],
        b: &'a [u8],
        options: &NormalizeOptions,
    ) -> EquivalentReport<'a> {
        let (a_normal, a_error) = normal_form(a, options);
        let (b_normal, b_error) = normal_form(b, options);
        // The library's answer, which is Java's `equals` where its reading
        // applies (that compares the references themselves) and the
        // normal forms otherwise; both have one only when both are UTF-8.
        let equivalent = match (&a_normal, &b_normal) {
            (Some(_), Some(_)) => match (std::str::from_utf8(a), std::str::from_utf8(b)) {
                (Ok(a), Ok(b)) => uri2396::normalize::equivalent_with(a, b, options).ok(),
                _ => None,
            },
            _ => None,
        };
        let bytes = |input: &[u8]| {
            std::str::from_utf8(input)
                .is_err()
                .then(|| escape_bytes(input))
        };
        EquivalentReport {
            version: VERSION,
            dialect: options.dialect,
            a: String::from_utf8_lossy(a),
            a_bytes: bytes(a),
            b: String::from_utf8_lossy(b),
            b_bytes: bytes(b),
            equivalent,
            a_normal,
            b_normal,
            a_error,
            b_error,
        }
    }
}

/// The normal form of `input`, or why it has none.
fn normal_form(
    input: &[u8],
    options: &NormalizeOptions,
) -> (Option<OwnedUriReference>, Option<ReportError>) {
    match NotUtf8::decode(uri_reference(), input) {
        Err(e) => (None, Some(ReportError::NotUtf8(e))),
        Ok(text) => match normalize_with(text, options) {
            Ok(normal) => (Some(normal), None),
            Err(e) => (None, Some(ReportError::parse(e, text))),
        },
    }
}

/// One rule of the grammar, by `uri2396 rules --format jsonl`.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect whose grammar holds the rule (`rules --dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `name` | the rule, in RFC spelling (`URI-reference`, `IPv4address`) |
/// | `kind` | `structure`, `leaf`, `class` or `excluded` ([`RuleKind`]) |
/// | `bnf` | the rule's line of RFC 2396 Appendix A (or 2.4.3) |
/// | `rfc` | the RFC that defines it: `2396`, or for a rule RFC 2732 changes or adds `2732` (or `2373`, which RFC 2732 cites for IPv6 addresses) |
/// | `section` | the section of that RFC (`3.2.2`) |
/// | `uses` | the rules its expression names, in the order of the grammar |
/// | `used_by` | the rules whose expressions name it |
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::RuleReport;
///
/// let json = serde_json::to_string(&RuleReport::new(Rule::find("port").unwrap())).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"dialect":"strict","name":"port","kind":"leaf","bnf":"port = *digit","rfc":2396,"section":"3.2.2","uses":["digit"],"used_by":["hostport"]}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct RuleReport {
    /// Always [`VERSION`].
    pub version: u32,
    /// The dialect that read the input.
    pub dialect: Dialect,
    /// The rule's RFC spelling.
    pub name: &'static str,
    /// What the rule is for.
    pub kind: RuleKind,
    /// The rule's BNF.
    pub bnf: &'static str,
    /// The RFC that defines it.
    pub rfc: u16,
    /// The section of that RFC.
    pub section: &'static str,
    /// The rules it uses.
    pub uses: Vec<&'static str>,
    /// The rules that use it.
    pub used_by: Vec<&'static str>,
}

impl RuleReport {
    /// The facts of `rule`.
    #[must_use]
    pub fn new(rule: Rule) -> RuleReport {
        let names = |rules: &[Rule]| rules.iter().map(|r| r.name()).collect();
        RuleReport {
            version: VERSION,
            dialect: dialect_of(rule),
            name: rule.name(),
            kind: rule.kind(),
            bnf: rule.bnf(),
            rfc: rule.rfc(),
            section: rule.section(),
            uses: names(rule.uses()),
            used_by: names(rule.used_by()),
        }
    }
}
