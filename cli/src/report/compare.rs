//! The report of `uri2396 compare`: one input read in several readings
//! side by side.

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeStruct, Serializer};

use uri2396::compare::{self, Comparison, Field, Reading, ReadingResult, Reason, Refusal};
use uri2396::grammar::Rule;

use crate::words::lang;

use super::{NotUtf8, ReportError, ResolveReportError, SyntaxError, VERSION, escape_bytes};

/// One input read in each reading, by `uri2396 compare`.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `input` | the input; when it is not UTF-8, decoded lossily |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise its bytes ([`escape_bytes`]) |
/// | `base` | the base given with `--base`, or `null` |
/// | `readings` | an object keyed by the readings' names, in the order asked for: for each, `valid`, `scheme`, `userinfo`, `host`, `port`, `path`, `query`, `fragment`, `resolved` (with a base), `serialization` (the text the reading would send), `error` (`null`, or an error with `kind` and `message` as `uri2396 resolve` writes them; `kind` `"whatwg"` or `"whatwg_base"` for WHATWG's parser) and `reasons` (for a grammar reading that splits the input otherwise than another: `rule`, `offset` and `message`) |
/// | `differ` | the fields on which at least two accepting readings differ, and `"valid"` when the verdicts differ |
///
/// Unlike the reports of one dialect, it has no `dialect` field: each
/// reading is named in `readings`.
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::Dialect;
/// use uri2396_cli::report::CompareReport;
///
/// let readings = [Reading::Grammar(Dialect::STRICT), Reading::Grammar(Dialect::RFC2732)];
/// let report = CompareReport::from_bytes(b"http://[::1]:80/", None, &readings);
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["readings"]["strict"]["valid"], false);
/// assert_eq!(json["readings"]["rfc2732"]["host"], "[::1]");
/// assert_eq!(json["differ"], serde_json::json!(["valid"]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CompareReport<'a> {
    /// The input; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// Its bytes when it is not UTF-8.
    pub input_bytes: Option<String>,
    /// The base, if any.
    pub base: Option<&'a str>,
    /// Each reading's result, in the order asked for.
    pub readings: Vec<ReadingResult>,
    /// Where the readings differ.
    pub differ: Vec<Field>,
    /// The error of an input that is not UTF-8, which every reading
    /// refuses.
    not_utf8: Option<NotUtf8>,
}

impl<'a> CompareReport<'a> {
    /// Reads `input` in each of `readings`, against `base` when given.
    #[must_use]
    pub fn from_bytes(
        input: &'a [u8],
        base: Option<&'a str>,
        readings: &[Reading],
    ) -> CompareReport<'a> {
        let Comparison {
            readings, differ, ..
        } = compare::compare_bytes(input, base, readings);
        let (input, input_bytes, not_utf8) = match NotUtf8::decode(Rule::URI_REFERENCE, input) {
            Ok(text) => (Cow::Borrowed(text), None, None),
            Err(e) => (
                String::from_utf8_lossy(input),
                Some(escape_bytes(input)),
                Some(e),
            ),
        };
        CompareReport {
            input,
            input_bytes,
            base,
            readings,
            differ,
            not_utf8,
        }
    }

    /// Whether the readings differ on anything.
    #[must_use]
    pub fn differs(&self) -> bool {
        !self.differ.is_empty()
    }

    /// The error of `result` as the report writes it.
    #[must_use]
    pub fn error_of(&self, result: &ReadingResult) -> Option<CompareError> {
        Some(match result.refusal.as_ref()? {
            Refusal::NotUtf8 { .. } => CompareError::Grammar(ResolveReportError::Reference(
                ReportError::NotUtf8(self.not_utf8.clone()?),
            )),
            Refusal::Syntax(e) => CompareError::Grammar(ResolveReportError::Reference(
                ReportError::Parse(SyntaxError::new(*e, &self.input)),
            )),
            Refusal::Resolve(e) => CompareError::Grammar(ResolveReportError::Resolve(e.clone())),
            Refusal::Whatwg { base, .. } => CompareError::Whatwg {
                base: *base,
                message: result.refusal.as_ref().map(|r| r.message_in(lang()))?,
            },
            // A refusal newer than this tool.
            other => CompareError::Whatwg {
                base: false,
                message: other.message_in(lang()),
            },
        })
    }
}

/// Why a reading gives no result, as `uri2396 compare` writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CompareError {
    /// A grammar reading's: the input's syntax, or its resolution.
    Grammar(ResolveReportError),
    /// WHATWG's parser fails on the input, or (`base`) on the base.
    Whatwg {
        /// Whether it was the base.
        base: bool,
        /// Its message.
        message: String,
    },
}

impl CompareError {
    /// What is wrong, in words, on one line.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            CompareError::Grammar(e) => e.message(),
            CompareError::Whatwg { message, .. } => message.clone(),
        }
    }

    /// The syntax error of the input, which a view can place in it.
    #[must_use]
    pub fn reference_error(&self) -> Option<&ReportError> {
        match self {
            CompareError::Grammar(e) => e.reference_error(),
            CompareError::Whatwg { .. } => None,
        }
    }
}

impl Serialize for CompareError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            CompareError::Grammar(e) => e.serialize(s),
            CompareError::Whatwg { base, message } => {
                let mut st = s.serialize_struct("CompareError", 2)?;
                st.serialize_field("kind", if *base { "whatwg_base" } else { "whatwg" })?;
                st.serialize_field("message", message)?;
                st.end()
            }
        }
    }
}

/// A reason, serialized with its rule's RFC name, offset and message.
struct ReasonForm<'r>(&'r Reason);

impl Serialize for ReasonForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Reason", 3)?;
        st.serialize_field("rule", self.0.rule().name())?;
        st.serialize_field("offset", &self.0.offset())?;
        st.serialize_field("message", &self.0.message_in(lang()))?;
        st.end()
    }
}

/// One reading's object in `readings`.
struct ReadingForm<'r> {
    result: &'r ReadingResult,
    error: Option<CompareError>,
}

impl Serialize for ReadingForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.result;
        let f = &r.fields;
        let mut st = s.serialize_struct("Reading", 13)?;
        st.serialize_field("valid", &r.valid)?;
        st.serialize_field("scheme", &f.scheme)?;
        st.serialize_field("userinfo", &f.userinfo)?;
        st.serialize_field("host", &f.host)?;
        st.serialize_field("port", &f.port)?;
        st.serialize_field("path", &f.path)?;
        st.serialize_field("query", &f.query)?;
        st.serialize_field("fragment", &f.fragment)?;
        st.serialize_field("resolved", &r.resolved)?;
        st.serialize_field("serialization", &r.serialization)?;
        st.serialize_field("error", &self.error)?;
        let reasons: Vec<ReasonForm<'_>> = r.reasons.iter().map(ReasonForm).collect();
        st.serialize_field("reasons", &reasons)?;
        st.end()
    }
}

/// `readings`: an object keyed by the readings' names.
struct Readings<'r>(&'r CompareReport<'r>);

impl Serialize for Readings<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.readings.len()))?;
        for result in &self.0.readings {
            map.serialize_entry(
                result.reading.name(),
                &ReadingForm {
                    result,
                    error: self.0.error_of(result),
                },
            )?;
        }
        map.end()
    }
}

impl Serialize for CompareReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("CompareReport", 6)?;
        st.serialize_field("version", &VERSION)?;
        st.serialize_field("input", &self.input)?;
        st.serialize_field("input_bytes", &self.input_bytes)?;
        st.serialize_field("base", &self.base)?;
        st.serialize_field("readings", &Readings(self))?;
        let differ: Vec<&str> = self.differ.iter().map(|f| f.name()).collect();
        st.serialize_field("differ", &differ)?;
        st.end()
    }
}
