//! The report of `uri2396 extract`: one URI reference found in a text
//! (RFC 2396 Appendix E, and Appendix F on request).

use serde::Serialize;

use uri2396::Dialect;
use uri2396::extract::{Delimiter, FoundReference};
use uri2396::grammar::Rule;

use super::{Components, NotUtf8, ReportError, VERSION, dialect_of};

/// One reference found in a document by `uri2396 extract`
/// ([`uri2396::extract`]).
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `dialect` | the dialect whose grammar judged the reference (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`]) |
/// | `file` | the file, as named on the command line; `"<stdin>"` for standard input |
/// | `uri` | the reference: without its delimiters, without `URL:`, without the whitespace of line breaks; an abbreviated URL with its scheme in front; when its bytes are not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `uri_bytes` | `null` when the reference is UTF-8; otherwise its bytes, each byte that is not part of a UTF-8 character written `\xNN` and each `\` written `\\` ([`escape_bytes`](super::escape_bytes)), as `input_bytes` in the other reports |
/// | `start`, `end` | byte offsets of its text in the file, from its first character to just after its last (inside the delimiters, after `URL:`) |
/// | `line`, `column` | where its text starts, from 1; the column counts characters |
/// | `delimiter` | `"angle"`, `"quote"` or `"none"` |
/// | `confidence` | how likely it is meant as a reference ([`Confidence`](uri2396::extract::Confidence)): `"delimited"` (in angle brackets or behind `URL:`), `"known-scheme"` (bare or quoted, with a scheme the crate knows, or abbreviated), `"unknown-scheme"` (bare or quoted, such as `"this:that"`) |
/// | `url_prefix` | whether `URL:` stood before it |
/// | `abbreviated` | whether it is an abbreviated URL (Appendix F) completed with a scheme |
/// | `hyphen_break` | whether a line break follows a hyphen in it (Appendix E) |
/// | `without_hyphen` | when `hyphen_break`, the other reading: without the hyphens before line breaks; otherwise `null` |
/// | `without_hyphen_valid` | whether the rule derives `without_hyphen`; `null` without it |
/// | `rule` | the rule it is judged by, in RFC spelling |
/// | `valid` | whether the rule derives `uri` |
/// | `components` | for a valid `uri` that is a `URI-reference`, its [`Components`]; otherwise `null` |
/// | `error` | for an invalid `uri`, a [`ReportError`] whose offset, line and column count in `uri`; otherwise `null` |
///
/// With `--encoding` ([`with_encoding`](ExtractReport::with_encoding)),
/// these fields follow, and `start`, `end`, `line` and `column` count in
/// the decoded text (UTF-8):
///
/// | field | value |
/// |---|---|
/// | `encoding` | the encoding the file was read in: `"UTF-8"`, `"UTF-16LE"`, `"Shift_JIS"`... (for `auto`, what it found) |
/// | `source_start`, `source_end` | byte offsets of its text in the file as it is, before decoding |
/// | `char_start`, `char_end` | offsets of its text in characters, from 0 |
/// | `malformed` | the offset in the file of the first byte sequence in its text that is malformed in the encoding (it stands as the byte 0xFF, written `\xFF` in `uri_bytes`, and the reference is invalid there); otherwise `null` |
///
/// A byte of the file that is not UTF-8 is never a delimiter: inside a
/// reference it is kept, and the reference is invalid there, with the
/// error `not_utf8` (as `uri2396 check` reports it) whose fix names the
/// byte (`%E9` for 0xE9).
///
/// ```
/// use uri2396::extract::{ExtractOptions, extract};
/// use uri2396_cli::report::ExtractReport;
///
/// let options = ExtractOptions::default();
/// let text = "See <http://a/b\n  /c> and <http://a/b c>.";
/// let found: Vec<_> = extract(text, &options).collect();
/// let report = ExtractReport::new("notes.txt", &found[0], options.rule());
/// let json = serde_json::to_string(&report).unwrap();
/// assert!(json.starts_with(
///     r#"{"version":1,"dialect":"strict","file":"notes.txt","uri":"http://a/b/c","uri_bytes":null,"start":5,"end":20,"line":1,"column":6,"delimiter":"angle","confidence":"delimited","url_prefix":false,"abbreviated":false,"hyphen_break":false,"without_hyphen":null,"without_hyphen_valid":null,"rule":"URI-reference","valid":true,"components":{"scheme":"http","#
/// ));
/// let report = ExtractReport::new("notes.txt", &found[1], options.rule());
/// assert!(!report.valid);
/// // The error counts in the reference, not in the file.
/// assert_eq!(report.error.as_ref().map(|e| e.offset()), Some(10));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct ExtractReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The dialect that read the input.
    pub dialect: Dialect,
    /// The file, as named on the command line; `"<stdin>"` for standard
    /// input.
    pub file: &'a str,
    /// The reference.
    pub uri: &'a str,
    /// The reference's bytes when they are not UTF-8, escaped.
    pub uri_bytes: Option<String>,
    /// Byte offset of its text in the file.
    pub start: usize,
    /// Byte offset just after its text.
    pub end: usize,
    /// Line of its start, from 1.
    pub line: usize,
    /// Column of its start, in characters, from 1.
    pub column: usize,
    /// `"angle"`, `"quote"` or `"none"` in the JSON.
    #[serde(serialize_with = "code_of")]
    pub delimiter: Delimiter,
    /// `"delimited"`, `"known-scheme"` or `"unknown-scheme"`.
    pub confidence: &'static str,
    /// Whether `URL:` stood before it.
    pub url_prefix: bool,
    /// Whether it is an abbreviated URL completed with a scheme.
    pub abbreviated: bool,
    /// Whether a line break follows a hyphen in it.
    pub hyphen_break: bool,
    /// The reading without the hyphens before line breaks.
    pub without_hyphen: Option<&'a str>,
    /// Whether the rule derives `without_hyphen`.
    pub without_hyphen_valid: Option<bool>,
    /// The rule, in RFC spelling.
    pub rule: &'static str,
    /// Whether the rule derives `uri`.
    pub valid: bool,
    /// The components of a valid `uri`.
    pub components: Option<Components<'a>>,
    /// Why `uri` is invalid.
    pub error: Option<ReportError>,
    /// With `--encoding`: the encoding, and the offsets in the original
    /// bytes and in characters.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub decoded: Option<DecodedOffsets>,
    /// With `--lint`: the findings of `uri2396 lint` on the reference
    /// (its `findings`, each `code`, `component`, `start` and `end` in the
    /// reference, and `message`).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "findings_form"
    )]
    pub findings: Option<Vec<uri2396::security::Finding>>,
    /// With `--policy`, what it refuses (written only when it refuses
    /// something).
    #[serde(
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "super::policy_form"
    )]
    pub policy: Vec<uri2396::guard::Violation>,
}

fn findings_form<S: serde::Serializer>(
    findings: &Option<Vec<uri2396::security::Finding>>,
    s: S,
) -> Result<S::Ok, S::Error> {
    let values: Option<Vec<serde_json::Value>> = findings.as_ref().map(|fs| {
        fs.iter()
            .map(|f| {
                serde_json::json!({
                    "code": f.code.as_str(),
                    "component": f.component.as_str(),
                    "start": f.start,
                    "end": f.end,
                    "message": f.message_in(crate::words::lang()),
                })
            })
            .collect()
    });
    serde::Serialize::serialize(&values, s)
}

/// The fields `--encoding` adds to an [`ExtractReport`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct DecodedOffsets {
    /// The encoding the file was read in.
    pub encoding: &'static str,
    /// Byte offset of its text in the original file.
    pub source_start: usize,
    /// Byte offset just after its text in the original file.
    pub source_end: usize,
    /// Character offset of its text, from 0.
    pub char_start: usize,
    /// Character offset just after its text.
    pub char_end: usize,
    /// Offset in the original file of its first malformed sequence.
    pub malformed: Option<usize>,
}

impl<'a> ExtractReport<'a> {
    /// The report of `reference`, found in `file` and judged by `rule`
    /// (the rule of the options it was extracted with).
    #[must_use]
    pub fn new(file: &'a str, reference: &'a FoundReference<'_>, rule: Rule) -> ExtractReport<'a> {
        let reading = reference.judgement();
        let without = reference.without_hyphen();
        ExtractReport {
            version: VERSION,
            dialect: dialect_of(rule),
            file,
            uri: reading.uri(),
            uri_bytes: reading.uri_bytes().map(super::escape_bytes),
            start: reference.start(),
            end: reference.end(),
            line: reference.line(),
            column: reference.column(),
            delimiter: reference.delimiter(),
            confidence: reference.confidence().as_str(),
            url_prefix: reference.url_prefix(),
            abbreviated: reference.abbreviated(),
            hyphen_break: reference.hyphen_break(),
            without_hyphen: without.map(|w| w.uri()),
            without_hyphen_valid: without.map(|w| w.is_valid()),
            rule: rule.name(),
            valid: reading.is_valid(),
            components: reading.parsed().map(|uri| Components::of(&uri)),
            error: match (reading.error(), reading.uri_bytes()) {
                (Some(e), _) => Some(ReportError::parse(e, reading.uri())),
                (None, Some(bytes)) => NotUtf8::decode(rule, bytes).err().map(ReportError::NotUtf8),
                (None, None) => None,
            },
            decoded: None,
            findings: None,
            policy: Vec::new(),
        }
    }

    /// The report with what `policy` refuses in the reference, read in
    /// every reading.
    #[must_use]
    pub fn with_policy(mut self, policy: &uri2396::guard::Policy) -> ExtractReport<'a> {
        if self.uri_bytes.is_none() {
            self.policy = super::policy_violations(self.uri, policy);
        }
        self
    }

    /// The report with the findings of `uri2396 lint` on the reference
    /// (`--lint`), read in `dialect`.
    #[must_use]
    pub fn with_lint(mut self, dialect: Dialect) -> ExtractReport<'a> {
        let options = uri2396::normalize::NormalizeOptions::new().with_dialect(dialect);
        self.findings = Some(super::LintReport::new(self.uri, &options).findings);
        self
    }

    /// Whether the reference is valid and, with `--lint`, has no finding.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.valid && self.findings.as_ref().is_none_or(Vec::is_empty) && self.policy.is_empty()
    }

    /// The report with the fields of `--encoding`: the file was read in
    /// `encoding` (its name in the Encoding Standard).
    ///
    /// ```
    /// use uri2396::extract::{ExtractOptions, TextEncoding, extract_decoded};
    /// use uri2396_cli::report::ExtractReport;
    ///
    /// let options = ExtractOptions::default();
    /// let sjis = TextEncoding::for_label("shift_jis").unwrap();
    /// let found = extract_decoded(b"\x8d\x58\x90\x56 <http://a/b>", sjis, &options);
    /// let report = ExtractReport::new("ja.txt", &found[0], options.rule()).with_encoding("Shift_JIS", &found[0]);
    /// let json = serde_json::to_string(&report).unwrap();
    /// assert!(json.ends_with(r#""encoding":"Shift_JIS","source_start":6,"source_end":16,"char_start":4,"char_end":14,"malformed":null}"#));
    /// ```
    #[must_use]
    pub fn with_encoding(
        self,
        encoding: &'static str,
        reference: &FoundReference<'_>,
    ) -> ExtractReport<'a> {
        ExtractReport {
            decoded: Some(DecodedOffsets {
                encoding,
                source_start: reference.source_start(),
                source_end: reference.source_end(),
                char_start: reference.char_start(),
                char_end: reference.char_end(),
                malformed: reference.malformed(),
            }),
            ..self
        }
    }
}

/// A delimiter as the JSON writes it: its code.
fn code_of<S: serde::Serializer>(delimiter: &Delimiter, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(delimiter.as_str())
}
