//! Readings side by side: one string as each grammar of this crate reads
//! it (RFC 2396, RFC 2732, java.net.URI's reading, or any other
//! [`Dialect`]) and, with the feature `whatwg`, as the WHATWG URL
//! Standard does; the fields on which they differ, and for each grammar
//! reading that rejects the string or splits it otherwise, the reason in
//! its grammar's terms.
//!
//! Where two programs read one string differently, a check made by one
//! is bypassed by the other: an allow-list that reads the host one way
//! while the client connects to another. [`compare`] shows where.
//!
//! ```
//! use uri2396::compare::{Field, Reading, compare};
//! use uri2396::Dialect;
//!
//! let readings = [Reading::Grammar(Dialect::STRICT), Reading::Grammar(Dialect::JAVA)];
//! let c = compare("http://a_b.example/x", None, &readings);
//! // RFC 2396: a `domainlabel` has no "_", so the authority is a
//! // `reg_name` and there is no host; java.net.URI reads the same way.
//! assert_eq!(c.readings[0].fields.host, None);
//! assert_eq!(c.differ, []);
//!
//! let c = compare("http://[::1]/", None, &readings);
//! assert!(!c.readings[0].valid);
//! assert_eq!(c.readings[1].fields.host.as_deref(), Some("[::1]"));
//! assert_eq!(c.differ, [Field::Valid]);
//! ```
//!
//! The comparison is of the values as each reading gives them, with two
//! exceptions: the scheme and the host are compared without regard to
//! ASCII case, which they do not depend on (3.1, 3.2.2).
//!
//! With a base, every reading's fields are those of the reference it
//! resolves the input to, so that a relative reference is compared as the
//! URI a client would use.
//!
//! Linear in the input and the base: each reading parses each once, and
//! a reason parses a part of the input once more.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use crate::components::UriReference;
use crate::dialect::{Dialect, UnknownDialect};
use crate::error::Error;
use crate::flat::Components;
use crate::grammar::Rule;
use crate::messages::{Lang, Msg};
use crate::normalize::NormalizeOptions;
use crate::resolve::{ResolveError, ResolveOptions};
use crate::scheme::DEFAULT_PORTS;
use crate::security::{Finding, Location, TextLint, lint_text_with};

/// One reading of a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reading {
    /// A grammar of this crate: RFC 2396 (`strict`), RFC 2732, java.net.URI's
    /// reading, or another choice of switches.
    Grammar(Dialect),
    /// The WHATWG URL Standard, as the `url` crate implements it (feature
    /// `whatwg`).
    #[cfg(feature = "whatwg")]
    Whatwg,
}

impl Reading {
    /// The readings compared when none are named: the named dialects of
    /// URIs (RFC 2396, RFC 2732, java.net.URI's, RFC 3986; RFC 3987's IRIs
    /// are compared when named), then the WHATWG URL Standard when the
    /// feature `whatwg` is on.
    ///
    /// ```
    /// let names: Vec<_> = uri2396::compare::Reading::all().iter().map(|r| r.name()).collect();
    /// assert_eq!(&names[..4], ["strict", "rfc2732", "java", "rfc3986"]);
    /// ```
    #[must_use]
    pub fn all() -> Vec<Reading> {
        let grammars = Dialect::compared().map(Reading::Grammar);
        #[cfg(feature = "whatwg")]
        return grammars.chain([Reading::Whatwg]).collect();
        #[cfg(not(feature = "whatwg"))]
        grammars.collect()
    }

    /// The reading's name: the dialect's (`strict`, `rfc2732`, `java`,
    /// `java-ports`...) or `whatwg`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Reading::Grammar(dialect) => dialect.name(),
            #[cfg(feature = "whatwg")]
            Reading::Whatwg => "whatwg",
        }
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no reading: neither a dialect nor `whatwg` (or
/// `whatwg` in a program built without the feature).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownReading {
    name: String,
    dialect: UnknownDialect,
}

impl UnknownReading {
    /// The message in `lang`; its `Display` is the message in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        if self.name == "whatwg" {
            Msg::CompareNoWhatwg.text(lang).into()
        } else {
            Msg::CompareUnknownReading.fill(lang, &[("dialect", &self.dialect.message_in(lang))])
        }
    }
}

impl fmt::Display for UnknownReading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for UnknownReading {}

impl FromStr for Reading {
    type Err = UnknownReading;

    /// A dialect's name, or `whatwg`.
    ///
    /// ```
    /// use uri2396::compare::Reading;
    /// use uri2396::Dialect;
    ///
    /// assert_eq!("java".parse::<Reading>()?, Reading::Grammar(Dialect::JAVA));
    /// assert!("rfc9999".parse::<Reading>().is_err());
    /// # Ok::<(), uri2396::compare::UnknownReading>(())
    /// ```
    fn from_str(name: &str) -> Result<Reading, UnknownReading> {
        #[cfg(feature = "whatwg")]
        if name == "whatwg" {
            return Ok(Reading::Whatwg);
        }
        name.parse::<Dialect>()
            .map(Reading::Grammar)
            .map_err(|dialect| UnknownReading {
                name: name.to_owned(),
                dialect,
            })
    }
}

/// The fields the readings are compared on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Field {
    /// Whether the reading accepts the input (and the base).
    Valid,
    /// The scheme, without the `:`.
    Scheme,
    /// The userinfo, without the `@` (WHATWG's `username[:password]`).
    Userinfo,
    /// The host, as the reading writes it.
    Host,
    /// The port, without the `:`.
    Port,
    /// The path (an opaque URI's whole `opaque_part` in the RFC 2396
    /// readings).
    Path,
    /// The query, without the `?`.
    Query,
    /// The fragment, without the `#`.
    Fragment,
    /// With a base, the resolved reference's text.
    Resolved,
    /// The text the reading would send: the input itself for a grammar
    /// reading (the resolved reference with a base), WHATWG's
    /// serialization.
    Serialization,
}

impl Field {
    /// Every field, in order.
    pub const ALL: [Field; 10] = [
        Field::Valid,
        Field::Scheme,
        Field::Userinfo,
        Field::Host,
        Field::Port,
        Field::Path,
        Field::Query,
        Field::Fragment,
        Field::Resolved,
        Field::Serialization,
    ];

    /// The field's name, as the JSON keys write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Field::Valid => "valid",
            Field::Scheme => "scheme",
            Field::Userinfo => "userinfo",
            Field::Host => "host",
            Field::Port => "port",
            Field::Path => "path",
            Field::Query => "query",
            Field::Fragment => "fragment",
            Field::Resolved => "resolved",
            Field::Serialization => "serialization",
        }
    }

    /// The field's name in `lang`, for a view (a component's as
    /// [`Location::name_in`](crate::security::Location::name_in) gives it).
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::compare::Field;
    ///
    /// assert_eq!(Field::Path.name_in(Lang::Ja), "パス");
    /// assert_eq!(Field::Valid.name_in(Lang::Ja), "妥当");
    /// assert_eq!(Field::Serialization.name_in(Lang::En), "serialization");
    /// ```
    #[must_use]
    pub fn name_in(self, lang: Lang) -> &'static str {
        let msg = match self {
            Field::Valid => Msg::FieldValid,
            Field::Scheme => Msg::ComponentScheme,
            Field::Userinfo => Msg::ComponentUserinfo,
            Field::Host => Msg::ComponentHost,
            Field::Port => Msg::ComponentPort,
            Field::Path => Msg::ComponentPath,
            Field::Query => Msg::ComponentQuery,
            Field::Fragment => Msg::ComponentFragment,
            Field::Resolved => Msg::FieldResolved,
            Field::Serialization => Msg::FieldSerialization,
        };
        msg.text(lang)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The components one reading gives, each `None` when absent and `""`
/// when present and empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Fields<'a> {
    /// Without the `:`.
    pub scheme: Option<Cow<'a, str>>,
    /// Without the `@`.
    pub userinfo: Option<Cow<'a, str>>,
    /// As the reading writes it (an IPv6 literal with its brackets).
    pub host: Option<Cow<'a, str>>,
    /// Without the `:`.
    pub port: Option<Cow<'a, str>>,
    /// Never absent in a reading that accepts the input.
    pub path: Option<Cow<'a, str>>,
    /// Without the `?`.
    pub query: Option<Cow<'a, str>>,
    /// Without the `#`.
    pub fragment: Option<Cow<'a, str>>,
}

impl<'a> Fields<'a> {
    /// The components, borrowed from the text they were read from.
    fn of(c: &Components<'a>) -> Fields<'a> {
        Fields {
            scheme: c.scheme.map(Cow::Borrowed),
            userinfo: c.userinfo.map(Cow::Borrowed),
            host: c.host.map(Cow::Borrowed),
            port: c.port.map(Cow::Borrowed),
            path: Some(Cow::Borrowed(c.path)),
            query: c.query.map(Cow::Borrowed),
            fragment: c.fragment.map(Cow::Borrowed),
        }
    }

    /// The components of a text that does not outlive the call.
    fn owned(c: &Components<'_>) -> Fields<'a> {
        let own = |s: &str| Cow::Owned(s.to_owned());
        Fields {
            scheme: c.scheme.map(own),
            userinfo: c.userinfo.map(own),
            host: c.host.map(own),
            port: c.port.map(own),
            path: Some(own(c.path)),
            query: c.query.map(own),
            fragment: c.fragment.map(own),
        }
    }

    fn get(&self, field: Field) -> Option<&str> {
        match field {
            Field::Scheme => self.scheme.as_deref(),
            Field::Userinfo => self.userinfo.as_deref(),
            Field::Host => self.host.as_deref(),
            Field::Port => self.port.as_deref(),
            Field::Path => self.path.as_deref(),
            Field::Query => self.query.as_deref(),
            Field::Fragment => self.fragment.as_deref(),
            Field::Valid | Field::Resolved | Field::Serialization => None,
        }
    }
}

/// Why a reading gives no result.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Refusal {
    /// The grammar does not derive the input.
    Syntax(Error),
    /// The input is not UTF-8 ([`compare_bytes`]): no reading reads what
    /// is not text.
    NotUtf8 {
        /// The offset of the first byte that is not part of a UTF-8
        /// character.
        offset: usize,
    },
    /// The input is a reference of the grammar, but cannot be resolved
    /// against the base (or the base is none).
    Resolve(ResolveError),
    /// The WHATWG URL Standard's parser fails on the input (or, `base`,
    /// on the base); its own words.
    Whatwg {
        /// Whether it was the base that failed.
        base: bool,
        /// The `url` crate's message.
        message: String,
    },
}

impl Refusal {
    /// The byte offset of the fault in the input, where the reading gives
    /// one.
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            Refusal::Syntax(e) => Some(e.offset()),
            Refusal::NotUtf8 { offset } => Some(*offset),
            _ => None,
        }
    }

    /// The message in `lang` (WHATWG's own words stay English).
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        match self {
            Refusal::Syntax(e) => e.display_in(lang).to_string(),
            Refusal::Resolve(e) => e.message_in(lang),
            Refusal::NotUtf8 { offset } => {
                Msg::CompareNotUtf8.fill(lang, &[("offset", &offset.to_string())])
            }
            Refusal::Whatwg {
                base: false,
                message,
            } => Msg::CompareWhatwgFails.fill(lang, &[("message", whatwg_words(message, lang))]),
            Refusal::Whatwg {
                base: true,
                message,
            } => {
                Msg::CompareWhatwgBaseFails.fill(lang, &[("message", whatwg_words(message, lang))])
            }
        }
    }
}

/// The `url` crate's words for why WHATWG's parser fails, in `lang`:
/// each of its messages (`url::ParseError`) has an entry in the
/// catalogue; one newer than the catalogue stays as it is.
fn whatwg_words(message: &str, lang: Lang) -> &str {
    const WORDS: [Msg; 10] = [
        Msg::WhatwgDriveLetterBase,
        Msg::WhatwgEmptyHost,
        Msg::WhatwgFailsIdna,
        Msg::WhatwgPort,
        Msg::WhatwgFailsIpv4,
        Msg::WhatwgIpv6,
        Msg::WhatwgDomainCharacter,
        Msg::WhatwgRelativeWithoutBase,
        Msg::WhatwgRelativeOpaqueBase,
        Msg::WhatwgOverflow,
    ];
    WORDS
        .into_iter()
        .find(|m| m.text(Lang::En) == message)
        .map_or(message, |m| m.text(lang))
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

/// Why a grammar reading splits the input as it does, where another
/// reading splits it otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The authority is a `reg_name`, not a server (3.2): `part` of it, as
    /// a server would have it, is no string of `rule`, at `offset` in the
    /// input; so there is no userinfo, host or port.
    RegName {
        /// The authority's text.
        authority: String,
        /// The rule of the part that fails (`userinfo`, `host`, `port`).
        rule: Rule,
        /// Where the part fails, as a byte offset in the input.
        offset: usize,
        /// The part's error, offsets within the part.
        error: Error,
    },
    /// After the scheme, no `/`: an `opaque_part` (3), with no authority,
    /// and whose `?` is its own, not a query's.
    Opaque {
        /// The scheme.
        scheme: String,
        /// Where the opaque part starts, as a byte offset in the input.
        offset: usize,
    },
    /// A step of the WHATWG URL Standard's parser that reads the input
    /// otherwise than the grammars: the WHATWG reading's reason.
    Whatwg {
        /// The step.
        step: WhatwgStep,
        /// Where it applies, as a byte offset in the input.
        offset: usize,
        /// What the step made of the input there (a host, for the steps
        /// of the host parser); empty otherwise.
        value: String,
    },
}

/// A step of the WHATWG URL Standard's parser ("basic URL parser") that
/// reads a string otherwise than the grammars of RFC 2396 and RFC 3986.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WhatwgStep {
    /// Leading and trailing C0 controls and spaces are stripped first.
    StripControls,
    /// Every ASCII tab and newline is removed first.
    RemoveTabsNewlines,
    /// In a special URL, `\` is read as `/`.
    Backslash,
    /// After a special scheme, any number of slashes (or none) begins the
    /// authority ("special authority ignore slashes state").
    SkipSlashes,
    /// The userinfo runs to the last `@` of the authority; the ones
    /// before it are escaped into it.
    LastAt,
    /// The host is percent-decoded before it is read (host parser).
    DecodeHost,
    /// A host that ends in a number is an IPv4 address, in hex, octal or
    /// with fewer than four parts (IPv4 parser).
    Ipv4,
    /// The host is mapped to its ASCII form by IDNA (UTS #46), and
    /// checked in that form.
    Idna,
    /// Characters a URL cannot hold are escaped (percent-encode sets),
    /// where the grammars refuse them.
    Escape,
}

impl WhatwgStep {
    /// The step's name, as the JSON writes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            WhatwgStep::StripControls => "strip-controls",
            WhatwgStep::RemoveTabsNewlines => "remove-tabs-newlines",
            WhatwgStep::Backslash => "backslash",
            WhatwgStep::SkipSlashes => "skip-slashes",
            WhatwgStep::LastAt => "last-at",
            WhatwgStep::DecodeHost => "decode-host",
            WhatwgStep::Ipv4 => "ipv4",
            WhatwgStep::Idna => "idna",
            WhatwgStep::Escape => "escape",
        }
    }

    fn msg(self) -> Msg {
        match self {
            WhatwgStep::StripControls => Msg::WhatwgStripControls,
            WhatwgStep::RemoveTabsNewlines => Msg::WhatwgRemoveTabsNewlines,
            WhatwgStep::Backslash => Msg::WhatwgBackslash,
            WhatwgStep::SkipSlashes => Msg::WhatwgSkipSlashes,
            WhatwgStep::LastAt => Msg::WhatwgLastAt,
            WhatwgStep::DecodeHost => Msg::WhatwgDecodeHost,
            WhatwgStep::Ipv4 => Msg::WhatwgIpv4,
            WhatwgStep::Idna => Msg::WhatwgIdna,
            WhatwgStep::Escape => Msg::WhatwgEscape,
        }
    }
}

impl Reason {
    /// The rule the reason is about; `None` for the WHATWG reading's,
    /// which has no grammar.
    #[must_use]
    pub fn rule(&self) -> Option<Rule> {
        match self {
            Reason::RegName { rule, .. } => Some(*rule),
            Reason::Opaque { .. } => Some(Rule::OPAQUE_PART),
            Reason::Whatwg { .. } => None,
        }
    }

    /// The step of the WHATWG URL Standard's parser the reason is about.
    #[must_use]
    pub fn step(&self) -> Option<WhatwgStep> {
        match self {
            Reason::Whatwg { step, .. } => Some(*step),
            _ => None,
        }
    }

    /// Where it applies in the input, as a byte offset.
    #[must_use]
    pub fn offset(&self) -> usize {
        match self {
            Reason::RegName { offset, .. }
            | Reason::Opaque { offset, .. }
            | Reason::Whatwg { offset, .. } => *offset,
        }
    }

    /// The reason in `lang`.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        match self {
            Reason::RegName {
                authority,
                rule,
                offset,
                error,
            } => Msg::CompareRegName.fill(
                lang,
                &[
                    ("authority", &format!("{authority:?}")),
                    ("rule", rule.name()),
                    ("offset", &offset.to_string()),
                    ("why", &error.message_in(lang)),
                ],
            ),
            Reason::Opaque { scheme, .. } => {
                Msg::CompareOpaque.fill(lang, &[("scheme", &format!("{:?}", format!("{scheme}:")))])
            }
            Reason::Whatwg {
                step,
                offset,
                value,
            } => step.msg().fill(
                lang,
                &[
                    ("offset", &offset.to_string()),
                    ("value", &format!("{value:?}")),
                ],
            ),
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

/// What one reading makes of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReadingResult<'a> {
    /// The reading.
    pub reading: Reading,
    /// Whether it accepts the input (and, with a base, resolves it).
    pub valid: bool,
    /// The components; all `None` when it does not accept the input.
    /// Borrowed from the input where the reading gives them as written.
    pub fields: Fields<'a>,
    /// With a base, the resolved reference.
    pub resolved: Option<String>,
    /// The text the reading would send: the input (with a base, the
    /// resolved reference) for a grammar reading, the serialization for
    /// WHATWG.
    pub serialization: Option<Cow<'a, str>>,
    /// Why it gives no result.
    pub refusal: Option<Refusal>,
    /// For a grammar reading that splits the input otherwise than another
    /// reading: why, in its grammar's terms.
    pub reasons: Vec<Reason>,
}

impl<'a> ReadingResult<'a> {
    fn refused(reading: Reading, refusal: Refusal) -> ReadingResult<'a> {
        ReadingResult {
            reading,
            valid: false,
            fields: Fields::default(),
            resolved: None,
            serialization: None,
            refusal: Some(refusal),
            reasons: Vec::new(),
        }
    }

    /// The value of `field` as the comparison sees it: `None` when
    /// absent (and for [`Field::Valid`], which is [`valid`](Self::valid)).
    ///
    /// ```
    /// use uri2396::compare::{Field, Reading, compare};
    ///
    /// let c = compare("http://a.example:8080/p", None, &Reading::all());
    /// assert_eq!(c.readings[0].value(Field::Port), Some("8080"));
    /// assert_eq!(c.readings[0].value(Field::Query), None);
    /// ```
    #[must_use]
    pub fn value(&self, field: Field) -> Option<&str> {
        match field {
            Field::Resolved => self.resolved.as_deref(),
            Field::Serialization => self.serialization.as_deref(),
            _ => self.fields.get(field),
        }
    }
}

/// The readings of one input, and where they differ.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Comparison<'a> {
    /// Each reading's result, in the order asked for.
    pub readings: Vec<ReadingResult<'a>>,
    /// The fields on which at least two accepting readings differ, and
    /// [`Field::Valid`] when the verdicts differ; in [`Field::ALL`]'s order.
    pub differ: Vec<Field>,
}

/// Reads `input` in each of `readings` (with `base`, resolved against
/// it), and compares them.
///
/// ```
/// use uri2396::compare::{Field, Reading, Reason, compare};
/// use uri2396::Dialect;
///
/// // RFC 2396: two ":" make no server, so "127.0.0.1:80:81" is a
/// // reg_name; RFC 2732 reads it the same way.
/// let readings = [Reading::Grammar(Dialect::STRICT)];
/// let c = compare("http://127.0.0.1:80:81/", None, &readings);
/// assert_eq!(c.readings[0].fields.host, None);
///
/// let c = compare("../g", Some("http://a/b/c/d;p?q"), &readings);
/// assert_eq!(c.readings[0].resolved.as_deref(), Some("http://a/b/g"));
/// assert_eq!(c.readings[0].fields.path.as_deref(), Some("/b/g"));
/// ```
#[must_use]
pub fn compare<'a>(input: &'a str, base: Option<&str>, readings: &[Reading]) -> Comparison<'a> {
    let mut results: Vec<ReadingResult<'a>> =
        readings.iter().map(|&r| read(r, input, base)).collect();
    let differ = differences(&results);
    // The splitting fields: where a grammar reading's authority or opaque
    // part makes them differ, it says why.
    let split = [
        Field::Userinfo,
        Field::Host,
        Field::Port,
        Field::Path,
        Field::Query,
    ];
    if differ.iter().any(|f| split.contains(f)) {
        for result in &mut results {
            if let Reading::Grammar(dialect) = result.reading
                && result.valid
            {
                result.reasons = reasons(dialect, input);
            }
        }
    }
    // The WHATWG reading says why it reads the input otherwise, whenever
    // it does (its verdict included).
    #[cfg(feature = "whatwg")]
    if !differ.is_empty() {
        for result in &mut results {
            if result.reading == Reading::Whatwg && result.valid {
                result.reasons = whatwg::reasons(input, &result.fields);
            }
        }
    }
    Comparison {
        readings: results,
        differ,
    }
}

/// [`compare`] for input that may not be UTF-8: such input is refused by
/// every reading ([`Refusal::NotUtf8`]).
///
/// ```
/// use uri2396::compare::{Reading, Refusal, compare_bytes};
///
/// let c = compare_bytes(b"http://a/\xff", None, &Reading::all());
/// assert!(c.readings.iter().all(|r| r.refusal == Some(Refusal::NotUtf8 { offset: 9 })));
/// assert!(c.differ.is_empty());
/// ```
#[must_use]
pub fn compare_bytes<'a>(
    input: &'a [u8],
    base: Option<&str>,
    readings: &[Reading],
) -> Comparison<'a> {
    match std::str::from_utf8(input) {
        Ok(text) => compare(text, base, readings),
        Err(e) => Comparison {
            readings: readings
                .iter()
                .map(|&reading| {
                    let offset = e.valid_up_to();
                    ReadingResult::refused(reading, Refusal::NotUtf8 { offset })
                })
                .collect(),
            differ: Vec::new(),
        },
    }
}

/// One reading of `input`.
fn read<'a>(reading: Reading, input: &'a str, base: Option<&str>) -> ReadingResult<'a> {
    match reading {
        Reading::Grammar(dialect) => read_grammar(dialect, input, base),
        #[cfg(feature = "whatwg")]
        Reading::Whatwg => whatwg::read(input, base),
    }
}

fn read_grammar<'a>(dialect: Dialect, input: &'a str, base: Option<&str>) -> ReadingResult<'a> {
    let reading = Reading::Grammar(dialect);
    let uri = match UriReference::parse_in(input, dialect) {
        Ok(uri) => uri,
        Err(e) => return ReadingResult::refused(reading, Refusal::Syntax(e.settle(input))),
    };
    let Some(base) = base else {
        return ReadingResult {
            reading,
            valid: true,
            fields: Fields::of(&uri.components()),
            resolved: None,
            serialization: Some(Cow::Borrowed(input)),
            refusal: None,
            reasons: Vec::new(),
        };
    };
    let options = ResolveOptions::new().with_dialect(dialect);
    match crate::resolve::resolve(base, input, &options) {
        Ok(target) => {
            let text = target.as_str().to_owned();
            ReadingResult {
                reading,
                valid: true,
                fields: Fields::owned(&target.uri().borrow().components()),
                resolved: Some(text.clone()),
                serialization: Some(Cow::Owned(text)),
                refusal: None,
                reasons: Vec::new(),
            }
        }
        Err(e) => ReadingResult::refused(reading, Refusal::Resolve(e)),
    }
}

/// The fields on which the accepting results differ, and whether the
/// verdicts do.
fn differences(results: &[ReadingResult]) -> Vec<Field> {
    let accepting: Vec<&ReadingResult> = results.iter().filter(|r| r.valid).collect();
    Field::ALL
        .into_iter()
        .filter(|&field| match field {
            Field::Valid => !accepting.is_empty() && accepting.len() < results.len(),
            // Each against the first: "same" is an equivalence.
            _ => accepting
                .split_first()
                .is_some_and(|(first, rest)| rest.iter().any(|r| !same(field, first, r))),
        })
        .collect()
}

/// Whether `a` and `b` give `field` alike: the verdict; or, of two
/// accepting readings, the value (the scheme and the host without regard
/// to ASCII case). A field of a reading that refuses is no value to
/// differ from.
fn same(field: Field, a: &ReadingResult, b: &ReadingResult) -> bool {
    if field == Field::Valid {
        return a.valid == b.valid;
    }
    if !(a.valid && b.valid) {
        return true;
    }
    match (a.value(field), b.value(field)) {
        (Some(x), Some(y)) if matches!(field, Field::Scheme | Field::Host) => {
            x.eq_ignore_ascii_case(y)
        }
        (x, y) => x == y,
    }
}

impl ReadingResult<'_> {
    /// The fields on which this reading and `other` differ:
    /// [`Field::Valid`] when one accepts and the other refuses, the others
    /// when both accept; in [`Field::ALL`]'s order.
    ///
    /// ```
    /// use uri2396::compare::{Field, Reading, compare};
    /// use uri2396::Dialect;
    ///
    /// let readings = [Dialect::STRICT, Dialect::RFC2732, Dialect::JAVA].map(Reading::Grammar);
    /// let c = compare("http://[::1]/", None, &readings);
    /// assert_eq!(c.readings[0].differ_from(&c.readings[1]), [Field::Valid]);
    /// assert_eq!(c.readings[1].differ_from(&c.readings[2]), []);
    /// ```
    #[must_use]
    pub fn differ_from(&self, other: &ReadingResult) -> Vec<Field> {
        Field::ALL
            .into_iter()
            .filter(|&field| !same(field, self, other))
            .collect()
    }
}

/// The findings of readings that disagree on where `input` leads: for
/// each of its scheme, userinfo, host and port on which two of
/// `readings` that accept it lead to different places (scheme and host
/// beyond case and an IPv6 address however written, userinfo once
/// decoded, ports as numbers with the scheme's default for none), a
/// finding `readings-disagree` ([`Code::ReadingsDisagree`]) that names
/// each value and the readings that give it. Where one program checks a
/// reference by one reading and another acts on it by another, this is
/// how a check is bypassed (7). The span is the component's (or the
/// authority's, where it has none) in the first grammar reading that
/// accepts the input.
///
/// ```
/// use uri2396::compare::{Reading, lint};
/// use uri2396::security::{Code, Location};
///
/// let findings = lint("http://a.example:80@b.example:80@c.example/", &Reading::all());
/// let hosts = findings.iter().find(|f| f.component == Location::Host).unwrap();
/// assert_eq!(hosts.code, Code::ReadingsDisagree);
/// assert_eq!(
///     hosts.message,
///     "the readings disagree on the host: strict, rfc2732, java: none; whatwg: \"c.example\"; \
///      a program that checks one reading and a program that acts on another do not reach the same place (7)"
/// );
/// assert!(lint("http://a.example/", &Reading::all()).is_empty());
/// ```
///
/// [`Code::ReadingsDisagree`]: crate::security::Code::ReadingsDisagree
#[must_use]
pub fn lint(input: &str, readings: &[Reading]) -> Vec<Finding> {
    let c = compare(input, None, readings);
    let fields = [
        (Field::Scheme, Location::Scheme),
        (Field::Userinfo, Location::Userinfo),
        (Field::Host, Location::Host),
        (Field::Port, Location::Port),
    ];
    // The spans, from the first grammar reading that accepts the input.
    let spans = c.readings.iter().find_map(|r| match r.reading {
        Reading::Grammar(dialect) if r.valid => UriReference::parse_in(input, dialect).ok(),
        _ => None,
    });
    let span_of = |field: Field| -> std::ops::Range<usize> {
        let Some(uri) = &spans else {
            return 0..0;
        };
        let c = uri.components();
        let text = match field {
            Field::Scheme => c.scheme,
            Field::Userinfo => c.userinfo.or(c.authority),
            Field::Host => c.host.or(c.authority),
            _ => c.port.or(c.authority),
        };
        text.map_or(0..0, |t| {
            let start = t.as_ptr() as usize - input.as_ptr() as usize;
            start..start + t.len()
        })
    };
    let accepting: Vec<&ReadingResult> = c.readings.iter().filter(|r| r.valid).collect();
    fields
        .into_iter()
        .filter_map(|(field, location)| {
            // Each place once (as the first reading to give it writes
            // it), with the readings that give it, in order.
            let mut places: Vec<(Vec<&str>, &ReadingResult)> = Vec::new();
            for r in &accepting {
                match places
                    .iter_mut()
                    .find(|(_, first)| same_place(field, first, r))
                {
                    Some((names, _)) => names.push(r.reading.name()),
                    None => places.push((vec![r.reading.name()], r)),
                }
            }
            (places.len() > 1).then(|| {
                let values: Vec<(String, Option<String>)> = places
                    .into_iter()
                    .map(|(names, r)| (names.join(", "), r.value(field).map(str::to_owned)))
                    .collect();
                Finding::readings_disagree(location, span_of(field), &values)
            })
        })
        .collect()
}

/// Every lint of `input` that `uri2396 lint` reports: those of the text
/// and of the reference in `options`'s dialect
/// ([`lint_text_with`]), where `readings`
/// disagree on where it leads ([`lint`]), and, when the dialect refuses it,
/// the hosts other readings reach ([`lint_refused`]). The error is the
/// dialect's, settled on the input.
///
/// ```
/// use uri2396::compare::{Reading, lint_all};
/// use uri2396::normalize::NormalizeOptions;
///
/// let codes = |s| -> Vec<&str> {
///     let lint = lint_all(s, &NormalizeOptions::new(), &Reading::all());
///     lint.findings.iter().map(|f| f.code.as_str()).collect()
/// };
/// assert_eq!(codes("http://user:pw@example.com/"), ["password-in-userinfo"]);
/// assert!(codes("http:/evil.example/").contains(&"readings-disagree"));
/// ```
#[must_use]
pub fn lint_all(input: &str, options: &NormalizeOptions, readings: &[Reading]) -> TextLint {
    let mut all = lint_text_with(input, options);
    all.findings.extend(lint(input, readings));
    all.findings
        .extend(lint_refused(input, options.dialect, readings));
    all
}

/// The finding of a reference that `dialect` refuses while other of
/// `readings` accept it and reach a host other than the one written (after
/// `//` and the last `@`, before the port): a syntax error to one program
/// is a request to another host for another (a browser sends
/// `http://evil.example\@good.example/` to evil.example). A finding
/// `readings-disagree` ([`Code::ReadingsDisagree`]) that names each host and
/// the readings that reach it, its span the fault `dialect` finds; `None`
/// when `dialect` accepts the input or no other reading reaches a host.
///
/// ```
/// use uri2396::Dialect;
/// use uri2396::compare::{Reading, lint_refused};
///
/// let f = lint_refused("http://evil.example\\@good.example/", Dialect::STRICT, &Reading::all()).unwrap();
/// assert_eq!(
///     f.message,
///     "the strict grammar refuses this reference, but other readings read it and reach a host: \
///      whatwg: \"evil.example\"; a program that reads it so sends it there, whatever a check by the strict grammar says (7)"
/// );
/// assert_eq!((f.start, f.end), (19, 20));
/// assert!(lint_refused("http://a.example/", Dialect::STRICT, &Reading::all()).is_none());
/// // Refused for its space, but every reading that reads it goes where it says.
/// assert!(lint_refused("http://a.example/a b", Dialect::STRICT, &Reading::all()).is_none());
/// ```
///
/// [`Code::ReadingsDisagree`]: crate::security::Code::ReadingsDisagree
#[must_use]
pub fn lint_refused(input: &str, dialect: Dialect, readings: &[Reading]) -> Option<Finding> {
    let error = UriReference::parse_in(input, dialect).err()?;
    let others: Vec<Reading> = readings
        .iter()
        .copied()
        .filter(|r| *r != Reading::Grammar(dialect))
        .collect();
    let c = compare(input, None, &others);
    let written = written_host(input);
    let mut hosts: Vec<(Vec<&str>, &str)> = Vec::new();
    for r in c.readings.iter().filter(|r| r.valid) {
        let Some(host) = r.fields.host.as_deref().filter(|h| !h.is_empty()) else {
            continue;
        };
        if written.is_some_and(|w| w.eq_ignore_ascii_case(host)) {
            continue;
        }
        match hosts.iter_mut().find(|(_, h)| h.eq_ignore_ascii_case(host)) {
            Some((names, _)) => names.push(r.reading.name()),
            None => hosts.push((vec![r.reading.name()], host)),
        }
    }
    if hosts.is_empty() {
        return None;
    }
    let values: Vec<(String, Option<String>)> = hosts
        .into_iter()
        .map(|(names, host)| (names.join(", "), Some(host.to_owned())))
        .collect();
    let start = error.offset().min(input.len());
    let end = input[start..]
        .chars()
        .next()
        .map_or(start, |c| start + c.len_utf8());
    Some(Finding::refused_but_read(
        dialect.name(),
        start..end,
        &values,
    ))
}

/// The host as a reader of the text would take it: after the first
/// `//`, up to the next `/`, `?` or `#`, after the last `@` and before a
/// last `:` (after an IPv6 literal's `]`).
fn written_host(input: &str) -> Option<&str> {
    let rest = &input[input.find("//")? + 2..];
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    let hostport = &authority[authority.rfind('@').map_or(0, |at| at + 1)..];
    let after = hostport.find(']').map_or(0, |close| close + 1);
    Some(match hostport[after..].rfind(':') {
        Some(colon) => &hostport[..after + colon],
        None => hostport,
    })
}

/// Whether two accepting readings lead to the same place by `field`:
/// the same scheme or host beyond case (an IPv6 literal the same address
/// however written), the same userinfo once decoded (an empty password
/// being none, WHATWG's), the same port number (an absent or empty port
/// being the scheme's default, which WHATWG leaves out). An empty host is
/// none: RFC 3986's empty reg-name (`file:///etc`) is where RFC 2396 has
/// an empty server, and both leave the host to the scheme (RFC 3986
/// 3.2.2).
fn same_place(field: Field, a: &ReadingResult, b: &ReadingResult) -> bool {
    let (x, y) = (a.value(field), b.value(field));
    match field {
        Field::Scheme => same(field, a, b),
        Field::Host => {
            let address = |h: Option<&str>| {
                h.and_then(|h| {
                    h.strip_prefix('[')?
                        .strip_suffix(']')?
                        .parse::<std::net::Ipv6Addr>()
                        .ok()
                })
            };
            let (x, y) = (x.filter(|h| !h.is_empty()), y.filter(|h| !h.is_empty()));
            match (address(x), address(y), x, y) {
                (Some(p), Some(q), ..) => p == q,
                (.., Some(x), Some(y)) => x.eq_ignore_ascii_case(y),
                (.., x, y) => x == y,
            }
        }
        Field::Userinfo => {
            let decoded = |u: Option<&str>| {
                let u = u.unwrap_or("");
                crate::percent::decode_bytes(u.strip_suffix(':').unwrap_or(u)).into_owned()
            };
            decoded(x) == decoded(y)
        }
        Field::Port => {
            let number = |r: &ReadingResult, port: Option<&str>| -> Option<u64> {
                match port {
                    Some(p) if !p.is_empty() => p.parse().ok().or(Some(u64::MAX)),
                    _ => {
                        let scheme = r.fields.scheme.as_deref()?.to_ascii_lowercase();
                        DEFAULT_PORTS
                            .iter()
                            .find(|(s, _)| *s == scheme)
                            .map(|&(_, p)| u64::from(p))
                    }
                }
            };
            // A port too long for a number is compared as written.
            match (number(a, x), number(b, y)) {
                (Some(u64::MAX), _) | (_, Some(u64::MAX)) => x == y,
                (p, q) => p == q,
            }
        }
        _ => same(field, a, b),
    }
}

/// Why `dialect` splits the input as it does: a `reg_name` authority, or
/// an opaque part. With a base, these are the input's own (a base's are
/// not explained).
fn reasons(dialect: Dialect, input: &str) -> Vec<Reason> {
    let Ok(uri) = UriReference::parse_in(input, dialect) else {
        return Vec::new();
    };
    let c = uri.components();
    let mut reasons = Vec::new();
    if let Some(authority) = c.authority
        && c.host.is_none()
        && !authority.is_empty()
    {
        // Where the authority starts: after the first "//" (a scheme has
        // no "/").
        let start = input.find("//").map_or(0, |i| i + 2);
        if let Some(reason) = reg_name_reason(dialect, authority, start) {
            reasons.push(reason);
        }
    }
    if let (Some(scheme), crate::components::PathKind::OpaquePart) = (c.scheme, c.path_kind) {
        reasons.push(Reason::Opaque {
            scheme: scheme.to_owned(),
            offset: scheme.len() + 1,
        });
    }
    reasons
}

/// The part of `authority` that keeps it from being a server in
/// `dialect`: the userinfo before its first `@`, the host up to the `:`
/// after it (after the `]` of an IPv6 literal), or the port; each parsed
/// alone with its rule, the first that fails being the reason.
fn reg_name_reason(dialect: Dialect, authority: &str, start: usize) -> Option<Reason> {
    let rule = |named: Rule| named.in_dialect(dialect).unwrap_or(named);
    let (userinfo, hostport, hostport_start) = match authority.find('@') {
        Some(at) => (Some(&authority[..at]), &authority[at + 1..], at + 1),
        None => (None, authority, 0),
    };
    let after = if hostport.starts_with('[') {
        hostport.find(']').map_or(hostport.len(), |close| close + 1)
    } else {
        0
    };
    let (host, port) = match hostport[after..].find(':') {
        Some(colon) => (
            &hostport[..after + colon],
            Some((&hostport[after + colon + 1..], after + colon + 1)),
        ),
        None => (hostport, None),
    };
    let mut parts = Vec::with_capacity(3);
    if let Some(userinfo) = userinfo {
        parts.push((rule(Rule::USERINFO), userinfo, 0));
    }
    parts.push((rule(Rule::HOST), host, hostport_start));
    if let Some((port, at)) = port {
        parts.push((rule(Rule::PORT), port, hostport_start + at));
    }
    parts.into_iter().find_map(|(rule, text, at)| {
        let error = rule_error(rule, text)?;
        Some(Reason::RegName {
            authority: authority.to_owned(),
            rule,
            offset: start + at + error.offset(),
            error,
        })
    })
}

/// The error of `rule` on `text`, when it does not derive it.
fn rule_error(rule: Rule, text: &str) -> Option<Error> {
    (!rule.matches(text)).then(|| Error::not_derived(rule, text).settle(text))
}

#[cfg(feature = "whatwg")]
mod whatwg {
    //! The WHATWG URL Standard's reading, through the `url` crate, mapped
    //! onto the components of RFC 2396 (docs/readings.md).

    use std::borrow::Cow;

    use super::{Fields, Reading, ReadingResult, Reason, Refusal, WhatwgStep};

    /// Whether `base` is a `file` URL whose last path segment, not its
    /// first, is shaped as a Windows drive letter (`file:///w:/a:`): the
    /// url crate keeps that segment where the URL Standard's "shorten a
    /// URL's path" removes it.
    fn drive_letter_last(base: &url::Url) -> bool {
        let Some(mut segments) = base.path_segments().filter(|_| base.scheme() == "file") else {
            return false;
        };
        let first = segments.next();
        let last = segments.next_back();
        first.is_some()
            && last.is_some_and(|s| {
                let b = s.as_bytes();
                b.len() == 2 && b[0].is_ascii_alphabetic() && matches!(b[1], b':' | b'|')
            })
    }

    pub(super) fn read<'a>(input: &str, base: Option<&str>) -> ReadingResult<'a> {
        let parsed = match base {
            None => url::Url::parse(input),
            Some(base) => match url::Url::parse(base) {
                // The url crate resolves wrongly against such a base, and
                // panics in a debug build (rust-url issue 1114).
                Ok(base) if drive_letter_last(&base) => {
                    return ReadingResult::refused(
                        Reading::Whatwg,
                        Refusal::Whatwg {
                            base: true,
                            message: crate::messages::Msg::WhatwgDriveLetterBase
                                .text(crate::messages::Lang::En)
                                .to_owned(),
                        },
                    );
                }
                Ok(base) => base.join(input),
                Err(e) => {
                    return ReadingResult::refused(
                        Reading::Whatwg,
                        Refusal::Whatwg {
                            base: true,
                            message: e.to_string(),
                        },
                    );
                }
            },
        };
        let url = match parsed {
            Ok(url) => url,
            Err(e) => {
                return ReadingResult::refused(
                    Reading::Whatwg,
                    Refusal::Whatwg {
                        base: false,
                        message: e.to_string(),
                    },
                );
            }
        };
        // WHATWG keeps a username and a password, and no difference
        // between an empty username and none: userinfo is
        // `username[:password]`, absent when both are empty.
        let userinfo = match (url.username(), url.password()) {
            ("", None) => None,
            (user, None) => Some(user.to_owned()),
            (user, Some(password)) => Some(format!("{user}:{password}")),
        };
        let text = url.as_str().to_owned();
        ReadingResult {
            reading: Reading::Whatwg,
            valid: true,
            fields: Fields {
                scheme: Some(own(url.scheme())),
                userinfo: userinfo.map(Cow::Owned),
                host: url.host_str().map(own),
                port: url.port().map(|p| Cow::Owned(p.to_string())),
                path: Some(own(url.path())),
                query: url.query().map(own),
                fragment: url.fragment().map(own),
            },
            resolved: base.map(|_| text.clone()),
            serialization: Some(Cow::Owned(text)),
            refusal: None,
            reasons: Vec::new(),
        }
    }

    fn own<'a>(s: &str) -> Cow<'a, str> {
        Cow::Owned(s.to_owned())
    }

    /// The steps of the URL Standard's parser that read `input` otherwise
    /// than the grammars, found from its shape and what the parser made
    /// of it (`fields`), in the order the parser takes them.
    pub(super) fn reasons(input: &str, fields: &Fields<'_>) -> Vec<Reason> {
        let mut out = Vec::new();
        let mut push = |step, offset, value: &str| {
            out.push(Reason::Whatwg {
                step,
                offset,
                value: value.to_owned(),
            });
        };
        let bytes = input.as_bytes();
        let control = |b: &u8| *b <= b' ';
        if bytes.first().is_some_and(control) {
            push(WhatwgStep::StripControls, 0, "");
        } else if bytes.last().is_some_and(control) {
            let end = bytes.iter().rposition(|b| !control(b)).map_or(0, |i| i + 1);
            push(WhatwgStep::StripControls, end, "");
        }
        let trimmed_start = bytes.iter().position(|b| !control(b)).unwrap_or(0);
        let text = input.trim_matches(|c: char| c <= ' ');
        if let Some(at) = text.find(['\t', '\n', '\r']) {
            push(WhatwgStep::RemoveTabsNewlines, trimmed_start + at, "");
        }
        let Some(scheme) = fields.scheme.as_deref() else {
            return out;
        };
        let special = ["ftp", "file", "http", "https", "ws", "wss"].contains(&scheme);
        // The text after the scheme's ":" (the parser reads the scheme
        // without tabs and newlines, which a scheme cannot hold anyway).
        let Some(colon) = text.find(':') else {
            return out;
        };
        let at = |i: usize| trimmed_start + i;
        let rest = &text[colon + 1..];
        if special && let Some(slash) = text.find('\\') {
            push(WhatwgStep::Backslash, at(slash), "");
        }
        let is_slash = |c: char| c == '/' || (special && c == '\\');
        let slashes = rest.chars().take_while(|&c| is_slash(c)).count();
        if special && scheme != "file" && slashes != 2 {
            push(WhatwgStep::SkipSlashes, at(colon + 1), "");
        }
        if !special && slashes < 2 {
            return out;
        }
        // The authority, as the parser delimits it.
        let start = colon + 1 + slashes;
        let authority = &text[start..];
        let end = authority
            .find(|c: char| matches!(c, '/' | '?' | '#') || (special && c == '\\'))
            .unwrap_or(authority.len());
        let authority = &authority[..end];
        let (hostport, host_start) = match authority.rfind('@') {
            Some(last) => {
                if authority[..last].contains('@') {
                    push(WhatwgStep::LastAt, at(start + last), "");
                }
                (&authority[last + 1..], start + last + 1)
            }
            None => (authority, start),
        };
        let host_text = if hostport.starts_with('[') {
            &hostport[..hostport.find(']').map_or(hostport.len(), |i| i + 1)]
        } else {
            &hostport[..hostport.rfind(':').unwrap_or(hostport.len())]
        };
        let host = fields.host.as_deref().unwrap_or("");
        if special && host_text.contains('%') {
            push(WhatwgStep::DecodeHost, at(host_start), host);
        }
        let numeric = host.parse::<std::net::Ipv4Addr>().is_ok();
        if special && numeric && host_text != host {
            push(WhatwgStep::Ipv4, at(host_start), host);
        } else if special
            && !host_text.contains('%')
            && (!host_text.is_ascii()
                || host_text
                    .split('.')
                    .any(|l| l.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("xn--"))))
        {
            push(WhatwgStep::Idna, at(host_start), host);
        }
        // Past the authority, a character no URI holds, which the parser
        // escapes.
        let after = start + end;
        let escaped = text[after..].char_indices().find(|&(_, c)| {
            !c.is_ascii() || c <= ' ' || "{}|^`\"<>".contains(c) || (!special && c == '\\')
        });
        if let Some((i, _)) = escaped {
            push(WhatwgStep::Escape, at(after + i), "");
        }
        out
    }
}

#[cfg(all(test, feature = "whatwg"))]
mod tests {
    use super::*;

    /// Each way `url::Url::parse` and `join` fail has Japanese words.
    #[test]
    fn every_whatwg_failure_has_japanese_words() {
        use url::ParseError::*;
        for e in [
            EmptyHost,
            IdnaError,
            InvalidPort,
            InvalidIpv4Address,
            InvalidIpv6Address,
            InvalidDomainCharacter,
            RelativeUrlWithoutBase,
            RelativeUrlWithCannotBeABaseBase,
            Overflow,
        ] {
            let english = e.to_string();
            assert_eq!(whatwg_words(&english, Lang::En), english);
            assert!(!whatwg_words(&english, Lang::Ja).is_ascii(), "{english}");
        }
        assert_eq!(whatwg_words("a newer failure", Lang::Ja), "a newer failure");
    }

    /// A `file` base whose last segment is shaped as a drive letter, not in
    /// the drive's place: the url crate panics on `..` against it in a
    /// debug build (found by the fuzz target `compare`) and resolves other
    /// references wrongly; the reading refuses that base, and no other.
    #[test]
    fn a_file_base_ending_in_a_drive_letter_is_refused() {
        for (base, input) in [
            ("FILE:///Ed/T:", "../T/T:\nHu/Ed/T:\n../T/T:\nHu\u{13}%7e"),
            ("file:///w:/a:", ".."),
            ("file:///w:/a|", "x"),
        ] {
            let r = whatwg::read(input, Some(base));
            assert!(!r.valid, "{base}");
            let refusal = r.refusal.expect("a refusal");
            assert!(
                refusal.message_in(Lang::En).contains("drive letter"),
                "{base}"
            );
            assert!(!refusal.message_in(Lang::Ja).is_ascii(), "{base}");
        }
        // A drive letter in the drive's place, and one not last, are read.
        assert!(whatwg::read("..", Some("file:///w:")).valid);
        assert!(whatwg::read("..", Some("file:///w:/a")).valid);
        assert!(whatwg::read("x", Some("file:///a:/b/")).valid);
    }
}
