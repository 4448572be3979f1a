//! The reports of `uri2396 iri-to-uri` and `uri2396 uri-to-iri`: the
//! mappings between IRIs and URIs of RFC 3987 section 3
//! ([`uri2396::iri`]).

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use uri2396::iri::{Kept, to_iri, to_uri};

use crate::words::{Msg, lang};

use super::{NotUtf8, VERSION, escape_bytes, uri_reference};

/// The URI an IRI maps to, by `uri2396 iri-to-uri` (RFC 3987 3.1; see
/// [`to_uri`]): each character beyond US-ASCII that an IRI may hold
/// written as the escapes of its UTF-8 octets.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `input` | the IRI; when it is not UTF-8, decoded lossily (U+FFFD for each bad sequence) |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `uri` | the URI; `null` for an input that is not UTF-8 |
/// | `error` | an [`IriError`] for an input that is not UTF-8; otherwise `null` |
///
/// ```
/// use uri2396_cli::report::IriToUriReport;
///
/// let report = IriToUriReport::from_bytes("http://example.jp/表示/".as_bytes());
/// assert_eq!(report.uri.as_deref(), Some("http://example.jp/%E8%A1%A8%E7%A4%BA/"));
/// let json = serde_json::to_string(&IriToUriReport::from_bytes(b"http://r\xc3\xa9sum\xc3\xa9.example.org")).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"input":"http://résumé.example.org","input_bytes":null,"uri":"http://r%C3%A9sum%C3%A9.example.org","error":null}"#
/// );
/// // Latin-1 is not read.
/// let report = IriToUriReport::from_bytes(b"http://a/r\xe9sum\xe9");
/// assert_eq!(report.uri, None);
/// assert_eq!(report.error.as_ref().unwrap().kind(), "not_utf8");
/// assert_eq!(report.input_bytes.as_deref(), Some(r"http://a/r\xE9sum\xE9"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct IriToUriReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The IRI; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The input's bytes when it is not UTF-8, as [`escape_bytes`] writes
    /// them; `None` when it is UTF-8.
    pub input_bytes: Option<String>,
    /// The URI; `None` on error.
    pub uri: Option<Cow<'a, str>>,
    /// Why there is no URI; `None` when there is one.
    pub error: Option<IriError>,
}

impl<'a> IriToUriReport<'a> {
    /// Maps `input`, which may not be UTF-8, to its URI.
    #[must_use]
    pub fn from_bytes(input: &'a [u8]) -> IriToUriReport<'a> {
        match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => IriToUriReport {
                version: VERSION,
                input: Cow::Borrowed(text),
                input_bytes: None,
                uri: Some(to_uri(text)),
                error: None,
            },
            Err(e) => IriToUriReport {
                version: VERSION,
                input: String::from_utf8_lossy(input),
                input_bytes: Some(escape_bytes(input)),
                uri: None,
                error: Some(IriError::NotUtf8(e)),
            },
        }
    }
}

/// The IRI a URI converts to, by `uri2396 uri-to-iri` (RFC 3987 3.2; see
/// [`to_iri`]), and the escapes that stay, each with its reason.
///
/// Serialized, the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `version` | `1` ([`VERSION`]) |
/// | `input` | the URI; when it is not UTF-8, decoded lossily |
/// | `input_bytes` | `null` when the input is UTF-8; otherwise its bytes as [`escape_bytes`] writes them |
/// | `iri` | the IRI; `null` for an input that is not UTF-8 |
/// | `kept` | the escapes left as they were, in order, each a [`KeptEscape`]: `start` and `end` (byte offsets in the input), `escape` (its text in the input), `reason` (`percent`, `reserved`, `not-in-uris`, `not-utf8`, `joins-percent` or `not-in-iris`: [`Kept::name`]) and `message`; `[]` when none |
/// | `error` | an [`IriError`] for an input that is not UTF-8; otherwise `null` |
///
/// ```
/// use uri2396_cli::report::UriToIriReport;
///
/// let report = UriToIriReport::from_bytes(b"http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C");
/// assert_eq!(report.iri.as_deref(), Some("http://example.jp/表示/%95%5C"));
/// let reasons: Vec<&str> = report.kept.iter().map(|k| k.kept.name()).collect();
/// assert_eq!(reasons, ["not-utf8", "not-in-uris"]);
/// let json = serde_json::to_string(&UriToIriReport::from_bytes(b"http://a/%e2%80%ae")).unwrap();
/// assert_eq!(
///     json,
///     r#"{"version":1,"input":"http://a/%e2%80%ae","input_bytes":null,"iri":"http://a/%E2%80%AE","kept":[{"start":9,"end":18,"escape":"%e2%80%ae","reason":"not-in-iris","message":"a character an IRI may not hold there"}],"error":null}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct UriToIriReport<'a> {
    /// Always [`VERSION`].
    pub version: u32,
    /// The URI; decoded lossily when it is not UTF-8.
    pub input: Cow<'a, str>,
    /// The input's bytes when it is not UTF-8, as [`escape_bytes`] writes
    /// them; `None` when it is UTF-8.
    pub input_bytes: Option<String>,
    /// The IRI; `None` on error.
    pub iri: Option<Cow<'a, str>>,
    /// The escapes left as they were, in order.
    pub kept: Vec<KeptEscape<'a>>,
    /// Why there is no IRI; `None` when there is one.
    pub error: Option<IriError>,
}

impl<'a> UriToIriReport<'a> {
    /// Converts `input`, which may not be UTF-8, to its IRI.
    #[must_use]
    pub fn from_bytes(input: &'a [u8]) -> UriToIriReport<'a> {
        match NotUtf8::decode(uri_reference(), input) {
            Ok(text) => {
                let converted = to_iri(text);
                UriToIriReport {
                    version: VERSION,
                    input: Cow::Borrowed(text),
                    input_bytes: None,
                    iri: Some(converted.iri),
                    kept: converted
                        .kept
                        .iter()
                        .map(|e| KeptEscape {
                            start: e.start,
                            end: e.end,
                            escape: &text[e.start..e.end],
                            kept: e.kept,
                        })
                        .collect(),
                    error: None,
                }
            }
            Err(e) => UriToIriReport {
                version: VERSION,
                input: String::from_utf8_lossy(input),
                input_bytes: Some(escape_bytes(input)),
                iri: None,
                kept: Vec::new(),
                error: Some(IriError::NotUtf8(e)),
            },
        }
    }
}

/// An escape (or a run of escapes) that `uri2396 uri-to-iri` left as it
/// was, and why.
///
/// It serializes to an object with the fields `start`, `end`, `escape`,
/// `reason` ([`Kept::name`]) and `message` (the reason in words, in the
/// tool's language).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct KeptEscape<'a> {
    /// Its first byte in the input (the first `%`).
    pub start: usize,
    /// The byte after it in the input.
    pub end: usize,
    /// Its text in the input.
    pub escape: &'a str,
    /// Why it stays.
    pub kept: Kept,
}

impl KeptEscape<'_> {
    /// Why it stays, in words, in the tool's language.
    #[must_use]
    pub fn message(&self) -> &'static str {
        self.kept.message_in(lang())
    }
}

impl Serialize for KeptEscape<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("KeptEscape", 5)?;
        st.serialize_field("start", &self.start)?;
        st.serialize_field("end", &self.end)?;
        st.serialize_field("escape", self.escape)?;
        st.serialize_field("reason", self.kept.name())?;
        st.serialize_field("message", self.message())?;
        st.end()
    }
}

/// Why an input of `iri-to-uri` or `uri-to-iri` does not map, in an
/// [`IriToUriReport`] or a [`UriToIriReport`].
///
/// It serializes to an object with the fields `kind`, `offset` (in bytes of
/// the input), `message` and `fix`:
///
/// | `kind` | what |
/// |---|---|
/// | `"not_utf8"` | the input is not UTF-8: only UTF-8 is read |
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum IriError {
    /// The input is not UTF-8.
    NotUtf8(NotUtf8),
}

impl IriError {
    /// The `kind` it serializes with.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            IriError::NotUtf8(_) => "not_utf8",
        }
    }

    /// Byte offset of the fault in the input.
    #[must_use]
    pub fn offset(&self) -> usize {
        match self {
            IriError::NotUtf8(e) => e.offset(),
        }
    }

    /// What is wrong, in words, on one line.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            IriError::NotUtf8(e) => Msg::IriNotUtf8.fill(
                lang(),
                &[
                    ("bytes", &e.hex(" ", "0x")),
                    ("offset", &e.offset().to_string()),
                ],
            ),
        }
    }

    /// How to mend the input.
    #[must_use]
    pub fn fix(&self) -> String {
        match self {
            IriError::NotUtf8(e) => e.fix(),
        }
    }
}

impl Serialize for IriError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("IriError", 4)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("offset", &self.offset())?;
        st.serialize_field("message", &self.message())?;
        st.serialize_field("fix", &self.fix())?;
        st.end()
    }
}
