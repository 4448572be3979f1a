//! The report of `uri2396 check --agree`: whether readings of one line
//! agree on where it leads.

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeStruct, Serializer};

use uri2396::compare::{Field, Reading};
use uri2396::guard::{Agreement, Confusion, Place, Policy, Violation, agree_with};

use crate::words::lang;

use super::{CompareReport, VERSION};

/// One line read in each of the readings `--agree` names.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `file`, `line` | where the line is |
/// | `input`, `input_bytes` | the line, as `uri2396 check` writes it |
/// | `agree` | `true` when every reading refuses the line, or every one accepts it and they agree on its scheme, host and effective port |
/// | `readings` | an object keyed by the readings' names, in order: `valid`, `scheme`, `host` and `port` (the effective port: the scheme's default where none is given), `error` (as `uri2396 compare` writes it) and `reasons` |
/// | `differ` | what they disagree on: `"valid"` (one accepts, another refuses), `"scheme"`, `"host"`, `"port"` |
/// | `class` | the class of the confusion ([`Confusion::name`]), or `null` |
/// | `message` | the disagreement in words, or `null` |
/// | `policy` | with `--policy`, what it refuses: each `rule`, `readings` (none for what the text holds), `value` and `message` |
///
/// ```
/// use uri2396_cli::report::AgreeReport;
///
/// let readings = ["java".parse().unwrap(), "whatwg".parse().unwrap()];
/// let report = AgreeReport::new(&readings, "-", 1, b"http://0x7f.1/");
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["agree"], false);
/// assert_eq!(json["readings"]["java"]["host"], serde_json::Value::Null);
/// assert_eq!(json["readings"]["whatwg"]["host"], "127.0.0.1");
/// assert_eq!(json["readings"]["whatwg"]["port"], "80");
/// assert_eq!(json["differ"], serde_json::json!(["host"]));
/// assert_eq!(json["class"], "ipv4-forms");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct AgreeReport<'a> {
    /// The file, as named on the command line.
    pub file: &'a str,
    /// The line's number in the file, from 1.
    pub line: u64,
    /// The readings' results, as `compare` reports them.
    pub compare: CompareReport<'a>,
    /// Each reading's place; `None` for a reading that refuses.
    pub places: Vec<Option<Place<'a>>>,
    /// Whether they agree.
    pub agree: bool,
    /// What they disagree on.
    pub differ: Vec<Field>,
    /// The class of the confusion.
    pub class: Option<Confusion>,
    /// The disagreement in words, in the tool's language.
    pub message: Option<String>,
    /// What the policy refuses (`--policy`).
    pub policy: Vec<Violation>,
}

impl<'a> AgreeReport<'a> {
    /// Reads `input`, line `line` of `file`, in each of `readings`.
    #[must_use]
    pub fn new(readings: &[Reading], file: &'a str, line: u64, input: &'a [u8]) -> AgreeReport<'a> {
        AgreeReport::with_policy(readings, &Policy::new(), file, line, input)
    }

    /// [`new`](AgreeReport::new), and what `policy` refuses.
    #[must_use]
    pub fn with_policy(
        readings: &[Reading],
        policy: &Policy,
        file: &'a str,
        line: u64,
        input: &'a [u8],
    ) -> AgreeReport<'a> {
        let agreement = match std::str::from_utf8(input) {
            Ok(text) => agree_with(text, readings, policy),
            // Every reading refuses what is not text: nothing to judge.
            Err(_) => uri2396::guard::agree_bytes(input, readings),
        };
        let message = agreement.message_in(lang());
        let Agreement {
            agree,
            readings: results,
            places,
            differ,
            class,
            policy,
            ..
        } = agreement;
        AgreeReport {
            file,
            line,
            compare: CompareReport::of(input, results),
            places,
            agree,
            differ,
            class,
            message,
            policy,
        }
    }

    /// Whether the line passes: the readings agree and the policy refuses
    /// nothing.
    #[must_use]
    pub fn passes(&self) -> bool {
        self.agree && self.policy.is_empty()
    }
}

/// One reading's object in `readings`.
struct ReadingForm<'r> {
    report: &'r AgreeReport<'r>,
    index: usize,
}

impl Serialize for ReadingForm<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let result = &self.report.compare.readings[self.index];
        let place = self.report.places[self.index].as_ref();
        let mut st = s.serialize_struct("Reading", 6)?;
        st.serialize_field("valid", &result.valid)?;
        st.serialize_field("scheme", &place.and_then(|p| p.scheme.as_deref()))?;
        st.serialize_field("host", &place.and_then(|p| p.host.as_deref()))?;
        st.serialize_field("port", &place.and_then(|p| p.port.as_deref()))?;
        st.serialize_field("error", &self.report.compare.error_of(result))?;
        let reasons: Vec<super::compare::ReasonForm<'_>> = result
            .reasons
            .iter()
            .map(super::compare::ReasonForm)
            .collect();
        st.serialize_field("reasons", &reasons)?;
        st.end()
    }
}

/// `readings`: an object keyed by the readings' names.
struct Readings<'r>(&'r AgreeReport<'r>);

impl Serialize for Readings<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let results = &self.0.compare.readings;
        let mut map = s.serialize_map(Some(results.len()))?;
        for (index, result) in results.iter().enumerate() {
            map.serialize_entry(
                result.reading.name(),
                &ReadingForm {
                    report: self.0,
                    index,
                },
            )?;
        }
        map.end()
    }
}

impl Serialize for AgreeReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AgreeReport", 11)?;
        st.serialize_field("version", &VERSION)?;
        st.serialize_field("file", self.file)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("input", &self.compare.input)?;
        st.serialize_field("input_bytes", &self.compare.input_bytes)?;
        st.serialize_field("agree", &self.agree)?;
        st.serialize_field("readings", &Readings(self))?;
        let differ: Vec<&str> = self.differ.iter().map(|f| f.name()).collect();
        st.serialize_field("differ", &differ)?;
        st.serialize_field("class", &self.class.map(Confusion::name))?;
        st.serialize_field("message", &self.message)?;
        st.serialize_field("policy", &super::PolicyForm(&self.policy))?;
        st.end()
    }
}

impl AgreeReport<'_> {
    /// The line, decoded lossily when it is not UTF-8.
    #[must_use]
    pub fn input(&self) -> &Cow<'_, str> {
        &self.compare.input
    }
}
