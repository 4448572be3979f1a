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
/// | `escapes` | each run of escapes in the input whose octets are not all US-ASCII, with what it reads as in each encoding, as `uri2396 parse` writes them ([`ParseReport`](super::ParseReport)) |
/// | `readings` | an object keyed by the readings' names, in the order asked for: for each, `valid`, `scheme`, `userinfo`, `host`, `host_names` (an internationalized host's A-labels and U-labels, `{"ascii", "unicode"}`, as `uri2396 parse` writes them; otherwise `null`), `port`, `path`, `query`, `fragment`, `resolved` (with a base), `serialization` (the text the reading would send), `error` (`null`, or an error with `kind` and `message` as `uri2396 resolve` writes them; `kind` `"whatwg"` or `"whatwg_base"` for WHATWG's parser) and `reasons` (for a grammar reading that splits the input otherwise than another: `rule`, `offset` and `message`) |
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
    pub readings: Vec<ReadingResult<'a>>,
    /// Where the readings differ.
    pub differ: Vec<Field>,
    /// The error of an input that is not UTF-8, which every reading
    /// refuses.
    not_utf8: Option<NotUtf8>,
    /// With `--policy`, what it refuses, as the readings compared read
    /// the input.
    pub policy: Vec<uri2396::guard::Violation>,
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
        CompareReport {
            base,
            differ,
            ..CompareReport::of(input, readings)
        }
    }

    /// The report of readings already read: `results`, of `input`.
    pub(super) fn of(input: &'a [u8], results: Vec<ReadingResult<'a>>) -> CompareReport<'a> {
        let (text, input_bytes, not_utf8) = match NotUtf8::decode(Rule::URI_REFERENCE, input) {
            Ok(text) => (Cow::Borrowed(text), None, None),
            Err(e) => (
                String::from_utf8_lossy(input),
                Some(escape_bytes(input)),
                Some(e),
            ),
        };
        CompareReport {
            input: text,
            input_bytes,
            base: None,
            readings: results,
            differ: Vec::new(),
            not_utf8,
            policy: Vec::new(),
        }
    }

    /// The report with what `policy` refuses, as its readings read the
    /// input.
    #[must_use]
    pub fn with_policy(mut self, policy: &uri2396::guard::Policy) -> CompareReport<'a> {
        if self.input_bytes.is_none() {
            self.policy = policy.violations(&self.input, &self.readings);
        }
        self
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
pub(super) struct ReasonForm<'r>(pub(super) &'r Reason);

impl Serialize for ReasonForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Reason", 4)?;
        st.serialize_field("rule", &self.0.rule().map(|r| r.name()))?;
        st.serialize_field("step", &self.0.step().map(|s| s.name()))?;
        st.serialize_field("offset", &self.0.offset())?;
        st.serialize_field("message", &self.0.message_in(lang()))?;
        st.end()
    }
}

/// One reading's object in `readings`.
struct ReadingForm<'r> {
    result: &'r ReadingResult<'r>,
    error: Option<CompareError>,
}

impl Serialize for ReadingForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.result;
        let f = &r.fields;
        let mut st = s.serialize_struct("Reading", 14)?;
        st.serialize_field("valid", &r.valid)?;
        st.serialize_field("scheme", &f.scheme)?;
        st.serialize_field("userinfo", &f.userinfo)?;
        st.serialize_field("host", &f.host)?;
        let names = f.host.as_deref().and_then(uri2396::idn::names);
        st.serialize_field("host_names", &names)?;
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
        let mut st = s.serialize_struct("CompareReport", 8)?;
        st.serialize_field("version", &VERSION)?;
        st.serialize_field("input", &self.input)?;
        st.serialize_field("input_bytes", &self.input_bytes)?;
        st.serialize_field("base", &self.base)?;
        // Offsets in the lossy text would not be the input's.
        let escapes = match self.input_bytes {
            None => super::EscapeReadings(&self.input),
            Some(_) => super::EscapeReadings(""),
        };
        st.serialize_field("escapes", &escapes)?;
        st.serialize_field("readings", &Readings(self))?;
        let differ: Vec<&str> = self.differ.iter().map(|f| f.name()).collect();
        st.serialize_field("differ", &differ)?;
        if !self.policy.is_empty() {
            st.serialize_field("policy", &super::PolicyForm(&self.policy))?;
        }
        st.end()
    }
}

/// What `uri2396 compare --format summary` counts over all its inputs:
/// for each pair of readings and each field, how many inputs the two
/// differ on, and the first of them.
///
/// Serialized: `version`, `inputs` (how many), `differing` (on how many
/// any two readings differ), `readings` (their names, in order) and
/// `pairs`: for each pair of readings `a` and `b` (in the order asked
/// for), `fields`: for each field on which they differ on some input, the
/// field, the `count` of inputs and the `first` of them.
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::Dialect;
/// use uri2396_cli::report::{CompareReport, CompareSummary};
///
/// let readings = [Reading::Grammar(Dialect::STRICT), Reading::Grammar(Dialect::RFC2732)];
/// let mut summary = CompareSummary::new(&readings);
/// for input in ["http://[::1]/", "http://a/", "http://[::2]/"] {
///     summary.add(&CompareReport::from_bytes(input.as_bytes(), None, &readings));
/// }
/// let json = serde_json::to_value(&summary).unwrap();
/// assert_eq!(json["differing"], 2);
/// assert_eq!(json["pairs"][0]["fields"][0]["field"], "valid");
/// assert_eq!(json["pairs"][0]["fields"][0]["count"], 2);
/// assert_eq!(json["pairs"][0]["fields"][0]["first"], "http://[::1]/");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CompareSummary {
    /// The readings' names, in order.
    pub readings: Vec<&'static str>,
    /// How many inputs were compared.
    pub inputs: u64,
    /// On how many any two readings differ.
    pub differing: u64,
    /// For each pair `(a, b)` of places in `readings`, `a < b`, and each
    /// field in [`Field::ALL`]'s order: the count and the first input.
    pub pairs: Vec<((usize, usize), Vec<Tally>)>,
}

/// How many inputs two readings differ on in one field, and the first.
pub type Tally = (u64, Option<String>);

impl CompareSummary {
    /// An empty summary of `readings`.
    #[must_use]
    pub fn new(readings: &[Reading]) -> CompareSummary {
        let n = readings.len();
        let pairs = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .map(|pair| (pair, vec![(0, None); Field::ALL.len()]))
            .collect();
        CompareSummary {
            readings: readings.iter().map(|r| r.name()).collect(),
            inputs: 0,
            differing: 0,
            pairs,
        }
    }

    /// Counts one input's report.
    pub fn add(&mut self, report: &CompareReport<'_>) {
        self.inputs += 1;
        if !report.differs() {
            return;
        }
        self.differing += 1;
        for ((a, b), cells) in &mut self.pairs {
            let (Some(ra), Some(rb)) = (report.readings.get(*a), report.readings.get(*b)) else {
                continue;
            };
            for field in ra.differ_from(rb) {
                let cell = &mut cells[Field::ALL.iter().position(|f| *f == field).unwrap_or(0)];
                cell.0 += 1;
                cell.1.get_or_insert_with(|| report.input.to_string());
            }
        }
    }
}

impl Serialize for CompareSummary {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Cell<'c>(Field, u64, &'c Option<String>);
        impl Serialize for Cell<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut st = s.serialize_struct("Cell", 3)?;
                st.serialize_field("field", self.0.name())?;
                st.serialize_field("count", &self.1)?;
                st.serialize_field("first", self.2)?;
                st.end()
            }
        }
        struct Pair<'p>(&'p str, &'p str, Vec<Cell<'p>>);
        impl Serialize for Pair<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut st = s.serialize_struct("Pair", 3)?;
                st.serialize_field("a", self.0)?;
                st.serialize_field("b", self.1)?;
                st.serialize_field("fields", &self.2)?;
                st.end()
            }
        }
        let pairs: Vec<Pair<'_>> = self
            .pairs
            .iter()
            .map(|((a, b), cells)| {
                let cells = Field::ALL
                    .into_iter()
                    .zip(cells)
                    .filter(|(_, (count, _))| *count > 0)
                    .map(|(field, (count, first))| Cell(field, *count, first))
                    .collect();
                Pair(self.readings[*a], self.readings[*b], cells)
            })
            .collect();
        let mut st = s.serialize_struct("CompareSummary", 5)?;
        st.serialize_field("version", &VERSION)?;
        st.serialize_field("inputs", &self.inputs)?;
        st.serialize_field("differing", &self.differing)?;
        st.serialize_field("readings", &self.readings)?;
        st.serialize_field("pairs", &pairs)?;
        st.end()
    }
}
