//! The report of `uri2396 lint`: the findings of RFC 2396 section 7 for
//! one input.

use serde::Serialize;
use serde::ser::{SerializeSeq, SerializeStruct, Serializer};

use uri2396::compare::{self, Reading};
use uri2396::normalize::NormalizeOptions;
use uri2396::security::Finding;

use super::{Header, NotUtf8, ReportError, uri_reference};
use crate::words::lang;

/// The findings of `uri2396 lint` for one input ([`uri2396::security`]).
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`](super::VERSION)) |
/// | `dialect` | the dialect that read the input (`--dialect`): `"strict"`, `"rfc2732"`, `"java"`, `"rfc3986"`, `"rfc3987"` or a switched one ([`Dialect::name`](uri2396::Dialect::name)) |
/// | `input` | the input; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise its bytes, as [`escape_bytes`](super::escape_bytes) writes them |
/// | `valid` | whether the input is a `URI-reference` |
/// | `findings` | the [`Finding`]s, each an object with `code`, `component`, `start`, `end` (bytes, of the first occurrence), `count` and `message`; `[]` when none |
/// | `error` | for an invalid input, a [`ReportError`] as `uri2396 parse` prints it; otherwise `null` |
///
/// An invalid input has the findings of its characters only (`non-ascii`,
/// `bidi`): the others need the components; but `readings-disagree`, where
/// two readings of the input (the dialects and WHATWG's, as `uri2396
/// compare` sets them side by side) accept it and disagree on its scheme,
/// userinfo, host or port, is reported whichever dialect reads it here.
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::report::LintReport;
///
/// let options = NormalizeOptions::new();
/// let json = serde_json::to_string(&LintReport::new("http://intranet/", &options)).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"dialect":"strict","input":"http://intranet/","input_bytes":null,"valid":true,"findings":[{"code":"unqualified-host","component":"host","start":7,"end":15,"count":1,"message":"the host intranet is not fully qualified: which machine it names depends on the local network (3.2.2, 7)"}],"error":null}"#
/// );
/// let report = LintReport::from_bytes(b"http://a.example/\xff", &options);
/// assert!(!report.valid && report.findings.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct LintReport<'a> {
    /// `version`, `dialect`, `input` and `input_bytes`, written as fields
    /// of this object.
    #[serde(flatten)]
    pub header: Header<'a>,
    /// Whether the input is a `URI-reference`.
    pub valid: bool,
    /// The findings, in the order of
    /// [`lint_all`](uri2396::compare::lint_all); their `message` in the
    /// tool's language.
    #[serde(serialize_with = "findings_in_lang")]
    pub findings: Vec<Finding>,
    /// Why the input is not a `URI-reference`; `None` when it is one.
    pub error: Option<ReportError>,
    /// With `--policy`, what it refuses (written only when it refuses
    /// something).
    #[serde(
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "super::policy_form"
    )]
    pub policy: Vec<uri2396::guard::Violation>,
}

impl<'a> LintReport<'a> {
    /// The findings of `input`, with the default ports of `options`.
    #[must_use]
    pub fn new(input: &'a str, options: &NormalizeOptions) -> LintReport<'a> {
        // The text's, the reference's, and where the readings disagree on
        // where it leads, whichever dialect reads it here.
        let lint = compare::lint_all(input, options, &Reading::all());
        LintReport {
            header: Header::new(options.dialect, input),
            valid: lint.error.is_none(),
            findings: lint.findings,
            error: lint.error.map(|e| ReportError::parse(e, input)),
            policy: Vec::new(),
        }
    }

    /// The report with what `policy` refuses in the input, read in every
    /// reading.
    #[must_use]
    pub fn with_policy(mut self, policy: &uri2396::guard::Policy) -> LintReport<'a> {
        // Input that is not UTF-8 is read by no reading.
        if self.header.input_bytes.is_none() {
            self.policy = super::policy_violations(&self.header.input, policy);
        }
        self
    }

    /// As [`new`](LintReport::new) for input that may not be UTF-8: such
    /// input is invalid, with a [`NotUtf8`] error and no findings.
    #[must_use]
    pub fn from_bytes(input: &'a [u8], options: &NormalizeOptions) -> LintReport<'a> {
        match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => LintReport::new(text, options),
            Err(e) => LintReport {
                header: Header::from_bytes(options.dialect, input),
                valid: false,
                findings: Vec::new(),
                error: Some(ReportError::NotUtf8(e)),
                policy: Vec::new(),
            },
        }
    }

    /// Whether the input is valid and has no finding: what makes `uri2396
    /// lint` exit with 0.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.valid && self.findings.is_empty() && self.policy.is_empty()
    }
}

/// The findings as the library serializes them, but for each `message`,
/// made in the tool's language ([`Finding::message_in`]).
fn findings_in_lang<S: Serializer>(findings: &[Finding], serializer: S) -> Result<S::Ok, S::Error> {
    let lang = lang();
    let mut seq = serializer.serialize_seq(Some(findings.len()))?;
    for finding in findings {
        seq.serialize_element(&InLang(finding, lang))?;
    }
    seq.end()
}

/// A finding, serialized with its message in a language.
struct InLang<'f>(&'f Finding, uri2396::Lang);

impl Serialize for InLang<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let InLang(finding, lang) = *self;
        let mut st = serializer.serialize_struct("Finding", 6)?;
        st.serialize_field("code", &finding.code)?;
        st.serialize_field("component", &finding.component)?;
        st.serialize_field("start", &finding.start)?;
        st.serialize_field("end", &finding.end)?;
        st.serialize_field("count", &finding.count)?;
        st.serialize_field("message", &finding.message_in(lang))?;
        st.end()
    }
}
