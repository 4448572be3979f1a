//! A verdict for defenders: whether readings of a reference agree on where
//! it leads, and when they do not, the class of the confusion.
//!
//! A filter that checks a URL by one reading (a WHATWG URL class, `new
//! URI(s).getHost()`, a grammar) is bypassed when the program that acts on
//! it reads it by another and reaches another place (7). [`Guard`] refuses
//! such a reference: it passes when the readings it was made with accept
//! the reference and agree on its scheme, host and effective port, and
//! refuses it, with the [`Confusion`] that explains it, when one reading
//! accepts and another refuses, or when two accepting readings lead to
//! different places.
//!
//! ```
//! use uri2396::compare::Reading;
//! use uri2396::guard::{Confusion, Guard};
//!
//! let guard = Guard::new(["whatwg", "java"].map(|r| r.parse::<Reading>().unwrap()));
//! let target = guard.check("HTTP://A.example/x")?;
//! // As the first reading writes them: WHATWG puts both in lower case.
//! assert_eq!(target.scheme.as_deref(), Some("http"));
//! assert_eq!(target.host.as_deref(), Some("a.example"));
//! assert_eq!(target.port.as_deref(), Some("80"));
//!
//! // WHATWG reads "\" as "/" in an http URL; java.net.URI refuses it.
//! let refused = guard.check("http://evil.example\\@good.example/").unwrap_err();
//! assert_eq!(refused.class, Some(Confusion::Backslash));
//! # Ok::<(), uri2396::guard::Agreement>(())
//! ```
//!
//! What the readings are compared on, and only that:
//! - the scheme, without regard to ASCII case;
//! - the host, without regard to ASCII case, an empty host taken as none
//!   (RFC 3986 3.2.2 leaves both to the scheme), and an IPv6 literal as
//!   the address it writes (`[::ffff:127.0.0.1]` is `[::ffff:7f00:1]`);
//! - the effective port: the port's digits without leading zeros, or where
//!   none is given (or it is empty) the scheme's default ([`DEFAULT_PORTS`]).
//!
//! A path, query, fragment or userinfo that the readings read otherwise does
//! not make them disagree: [`compare`](crate::compare::compare) shows those.
//! What else to refuse (schemes, a userinfo, private or IP hosts, controls,
//! backslashes) is a [`Policy`], judged by each reading on its own host
//! ([`Guard::with_policy`], [`agree_with`]).
//!
//! Linear in the input: each reading parses it once; a refusal parses it
//! once more to give each reading's reason.

use std::borrow::Cow;
use std::fmt;

use crate::compare::{self, Field, Reading, ReadingResult, UnknownReading};
use crate::components::UriReference;
use crate::messages::{Lang, Msg};

mod policy;
pub use policy::{Policy, PolicyRule, Violation};

/// The default ports of the effective port, by scheme: the schemes that
/// the WHATWG URL Standard calls special and gives a default port (its
/// "special scheme" table), which are also those of RFC 2616 (http),
/// RFC 2818 (https), RFC 1738 (ftp) and RFC 6455 (ws, wss). Any other
/// scheme without a port has none.
///
/// ```
/// use uri2396::guard::DEFAULT_PORTS;
/// assert_eq!(DEFAULT_PORTS, [("ftp", "21"), ("http", "80"), ("https", "443"), ("ws", "80"), ("wss", "443")]);
/// ```
pub const DEFAULT_PORTS: [(&str, &str); 5] = [
    ("ftp", "21"),
    ("http", "80"),
    ("https", "443"),
    ("ws", "80"),
    ("wss", "443"),
];

/// The schemes the WHATWG URL Standard parses with an authority of its own
/// kind ("special schemes"): a backslash is a slash there, and any number
/// of slashes after the scheme begins the authority.
const WHATWG_SPECIAL: [&str; 6] = ["ftp", "file", "http", "https", "ws", "wss"];

/// Where one reading says a reference leads.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Place<'a> {
    /// The scheme, as the reading writes it; `None` for a relative
    /// reference.
    pub scheme: Option<Cow<'a, str>>,
    /// The host, as the reading writes it (an IPv6 literal with its
    /// brackets); `None` when it has none or an empty one.
    pub host: Option<Cow<'a, str>>,
    /// The effective port: the port's digits without leading zeros, or
    /// the scheme's default ([`DEFAULT_PORTS`]); `None` when there is
    /// neither.
    pub port: Option<Cow<'a, str>>,
}

impl<'a> Place<'a> {
    fn new(
        scheme: Option<Cow<'a, str>>,
        host: Option<Cow<'a, str>>,
        port: Option<Cow<'a, str>>,
    ) -> Place<'a> {
        let host = host.filter(|h| !h.is_empty());
        let port = match port {
            Some(Cow::Borrowed(p)) if !p.is_empty() => Some(Cow::Borrowed(without_zeros(p))),
            Some(Cow::Owned(p)) if !p.is_empty() => Some(Cow::Owned(without_zeros(&p).to_owned())),
            _ => scheme.as_deref().and_then(default_port).map(Cow::Borrowed),
        };
        Place { scheme, host, port }
    }

    /// The place of a reading that accepts the input, from its fields.
    fn of(result: &ReadingResult<'a>) -> Place<'a> {
        let f = &result.fields;
        Place::new(f.scheme.clone(), f.host.clone(), f.port.clone())
    }

    /// Whether the two places are alike by `field` (`Scheme`, `Host` or
    /// `Port`), as the module says.
    fn same(&self, other: &Place, field: Field) -> bool {
        let same_text = |a: Option<&str>, b: Option<&str>| match (a, b) {
            (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
            (a, b) => a.is_none() && b.is_none(),
        };
        match field {
            Field::Scheme => same_text(self.scheme.as_deref(), other.scheme.as_deref()),
            Field::Host => {
                let address = |h: Option<&str>| {
                    h.and_then(|h| {
                        h.strip_prefix('[')?
                            .strip_suffix(']')?
                            .parse::<std::net::Ipv6Addr>()
                            .ok()
                    })
                };
                let (x, y) = (self.host.as_deref(), other.host.as_deref());
                match (address(x), address(y)) {
                    (Some(p), Some(q)) => p == q,
                    _ => same_text(x, y),
                }
            }
            _ => self.port == other.port,
        }
    }

    /// Whether the two places are one.
    fn same_place(&self, other: &Place) -> bool {
        PLACE_FIELDS.iter().all(|&field| self.same(other, field))
    }
}

/// The fields a place is compared on.
const PLACE_FIELDS: [Field; 3] = [Field::Scheme, Field::Host, Field::Port];

/// `digits` without leading zeros ("0" for zeros only).
fn without_zeros(digits: &str) -> &str {
    let trimmed = digits.trim_start_matches('0');
    if trimmed.is_empty() && !digits.is_empty() {
        &digits[digits.len() - 1..]
    } else {
        trimmed
    }
}

fn default_port(scheme: &str) -> Option<&'static str> {
    DEFAULT_PORTS
        .iter()
        .find(|(s, _)| s.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// The kind of confusion behind a disagreement, read from the shape of the
/// input: the five classes of Claroty and Snyk's study of URL parsers
/// (2022), then the kinds that other studies of such bypasses name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Confusion {
    /// No scheme, or one that not every reader takes for a scheme: each
    /// supplies its own.
    Scheme,
    /// Other than two slashes after a scheme (`http:/a`, `http:///a`).
    Slashes,
    /// A backslash, which WHATWG reads as a slash after a special scheme.
    Backslash,
    /// An escape in the authority, which some readers decode into the
    /// host; or a `%` without two hex digits, which WHATWG keeps.
    Encoded,
    /// A scheme the readers apply other rules to: WHATWG's non-special
    /// schemes, and its `file` URLs.
    SchemeMixup,
    /// An `@` in the authority: userinfo split from the host at the first
    /// or the last `@`, or a `:` before it taken for a port.
    Userinfo,
    /// A `?` or `#` before an `@`, where a reading takes the host from
    /// after the `@`. Every reading of this crate ends the authority at
    /// the `?` or `#`; a reading by a regular expression may not.
    DelimiterBeforeAt,
    /// Two ports, an empty port, leading zeros, a port beyond 65535.
    Ports,
    /// A host of numbers in other bases or fewer than four parts
    /// (`0x7f.1`, `127.1`, `0177.0.0.1`), or beyond 255.
    Ipv4,
    /// A `%` in an IP literal: an IPv6 zone id.
    Ipv6Zone,
    /// An IP literal in brackets, which RFC 2396 predates.
    IpLiteral,
    /// Spaces, tabs, newlines or other control characters.
    Whitespace,
    /// Characters beyond US-ASCII, or a host label in IDNA's ASCII form
    /// (`xn--`).
    NonAscii,
    /// Characters the RFC grammars exclude (2.4.3: `{`, `}`, `|`, `^`,
    /// `` ` ``, `"`, `<`, `>`, a second `#`, brackets outside an IP
    /// literal), which WHATWG escapes and accepts.
    Excluded,
    /// An authority that is no server to some readers (a `_`, a label
    /// that starts or ends with `-`, a top label that starts with a digit).
    RegistryName,
    /// Another difference of the grammars.
    Other,
}

impl Confusion {
    /// Every class, in the order they are tried.
    pub const ALL: [Confusion; 16] = [
        Confusion::Whitespace,
        Confusion::Backslash,
        Confusion::Scheme,
        Confusion::NonAscii,
        Confusion::Excluded,
        Confusion::Slashes,
        Confusion::DelimiterBeforeAt,
        Confusion::Userinfo,
        Confusion::Ipv6Zone,
        Confusion::IpLiteral,
        Confusion::Encoded,
        Confusion::Ports,
        Confusion::Ipv4,
        Confusion::RegistryName,
        Confusion::SchemeMixup,
        Confusion::Other,
    ];

    /// The class's name, as JSON and SARIF write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Confusion::Scheme => "scheme-confusion",
            Confusion::Slashes => "slashes-confusion",
            Confusion::Backslash => "backslash-confusion",
            Confusion::Encoded => "encoded-data-confusion",
            Confusion::SchemeMixup => "scheme-mixup",
            Confusion::Userinfo => "userinfo",
            Confusion::DelimiterBeforeAt => "delimiter-before-at",
            Confusion::Ports => "ports",
            Confusion::Ipv4 => "ipv4-forms",
            Confusion::Ipv6Zone => "ipv6-zone",
            Confusion::IpLiteral => "ip-literal",
            Confusion::Whitespace => "whitespace",
            Confusion::NonAscii => "non-ascii",
            Confusion::Excluded => "excluded-characters",
            Confusion::RegistryName => "registry-name",
            Confusion::Other => "other",
        }
    }

    /// What the class is and why readers part on it, in `lang`.
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::guard::Confusion;
    ///
    /// assert!(Confusion::Backslash.message_in(Lang::En).starts_with("backslash confusion: "));
    /// assert!(Confusion::Backslash.message_in(Lang::Ja).starts_with("バックスラッシュの混同: "));
    /// ```
    #[must_use]
    pub fn message_in(self, lang: Lang) -> &'static str {
        let msg = match self {
            Confusion::Scheme => Msg::ConfusionScheme,
            Confusion::Slashes => Msg::ConfusionSlashes,
            Confusion::Backslash => Msg::ConfusionBackslash,
            Confusion::Encoded => Msg::ConfusionEncoded,
            Confusion::SchemeMixup => Msg::ConfusionSchemeMixup,
            Confusion::Userinfo => Msg::ConfusionUserinfo,
            Confusion::DelimiterBeforeAt => Msg::ConfusionDelimiterBeforeAt,
            Confusion::Ports => Msg::ConfusionPorts,
            Confusion::Ipv4 => Msg::ConfusionIpv4,
            Confusion::Ipv6Zone => Msg::ConfusionIpv6Zone,
            Confusion::IpLiteral => Msg::ConfusionIpLiteral,
            Confusion::Whitespace => Msg::ConfusionWhitespace,
            Confusion::NonAscii => Msg::ConfusionNonAscii,
            Confusion::Excluded => Msg::ConfusionExcluded,
            Confusion::RegistryName => Msg::ConfusionRegistryName,
            Confusion::Other => Msg::ConfusionOther,
        };
        msg.text(lang)
    }
}

impl fmt::Display for Confusion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Confusion {
    type Err = String;

    /// A class by its [`name`](Confusion::name).
    fn from_str(name: &str) -> Result<Confusion, String> {
        Confusion::ALL
            .into_iter()
            .find(|c| c.name() == name)
            .ok_or_else(|| format!("no confusion class is called {name:?}"))
    }
}

/// The readings of one reference, and whether they agree on where it
/// leads.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Agreement<'a> {
    /// True when the readings agree: every one refuses the reference, or
    /// every one accepts it and they give it one place.
    pub agree: bool,
    /// Each reading's result, as [`compare`](crate::compare::compare)
    /// gives it: its verdict, its fields, and where it refuses or splits
    /// the reference otherwise, why.
    pub readings: Vec<ReadingResult<'a>>,
    /// Each reading's place; `None` for a reading that refuses.
    pub places: Vec<Option<Place<'a>>>,
    /// What they disagree on: [`Field::Valid`] when one accepts and
    /// another refuses; [`Field::Scheme`], [`Field::Host`] and
    /// [`Field::Port`] where two accepting readings differ.
    pub differ: Vec<Field>,
    /// The class of the confusion, when they disagree.
    pub class: Option<Confusion>,
    /// What a policy refuses in the reference ([`agree_with`]); empty
    /// without one.
    pub policy: Vec<Violation>,
}

impl Agreement<'_> {
    /// Why the readings disagree, in `lang`: the fields, each with the
    /// readings' values, then the class; `None` when they agree.
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::compare::Reading;
    /// use uri2396::guard::agree;
    ///
    /// let readings = ["java", "whatwg"].map(|r| r.parse::<Reading>().unwrap());
    /// let a = agree("http://0x7f.1/", &readings);
    /// assert_eq!(
    ///     a.message_in(Lang::En).unwrap(),
    ///     "the readings disagree on the host: java: none; whatwg: \"127.0.0.1\" \
    ///      (ipv4-forms: IPv4 forms: a host of numbers in other bases or of fewer than four parts \
    ///      (0x7f.1, 127.1), which WHATWG reads as an IPv4 address and the RFC grammars as a name or not at all)"
    /// );
    /// ```
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> Option<String> {
        let class = self.class?;
        let none = Msg::LintReadingsNone.text(lang);
        let mut parts = Vec::new();
        for &field in &self.differ {
            // Each value once, with the readings that give it, in order.
            let mut values: Vec<(Vec<&str>, String)> = Vec::new();
            for (r, place) in self.readings.iter().zip(&self.places) {
                let value = match (field, place) {
                    (Field::Valid, None) => Msg::AgreeRefuses.text(lang).to_owned(),
                    (Field::Valid, Some(_)) => Msg::AgreeAccepts.text(lang).to_owned(),
                    (_, None) => continue,
                    (Field::Scheme, Some(p)) => quoted(p.scheme.as_deref(), none),
                    (Field::Host, Some(p)) => quoted(p.host.as_deref(), none),
                    (_, Some(p)) => quoted(p.port.as_deref(), none),
                };
                match values.iter_mut().find(|(_, v)| *v == value) {
                    Some((names, _)) => names.push(r.reading.name()),
                    None => values.push((vec![r.reading.name()], value)),
                }
            }
            let values: Vec<String> = values
                .into_iter()
                .map(|(names, value)| format!("{}: {value}", names.join(", ")))
                .collect();
            parts.push(Msg::AgreeField.fill(
                lang,
                &[
                    ("field", field_name(field, lang)),
                    ("values", &values.join("; ")),
                ],
            ));
        }
        Some(Msg::AgreeDisagree.fill(
            lang,
            &[
                ("fields", &parts.join("; ")),
                ("class", class.name()),
                ("why", class.message_in(lang)),
            ],
        ))
    }
}

impl fmt::Display for Agreement<'_> {
    /// The message in English, or "the readings agree".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.message_in(Lang::En) {
            Some(message) => f.write_str(&message),
            None => f.write_str(Msg::AgreeAgree.text(Lang::En)),
        }
    }
}

impl std::error::Error for Agreement<'_> {}

/// A field's name in messages: the JSON key, but "verdict" for
/// [`Field::Valid`].
fn field_name(field: Field, lang: Lang) -> &'static str {
    match field {
        Field::Valid => Msg::AgreeVerdict.text(lang),
        _ => field.name(),
    }
}

fn quoted(value: Option<&str>, none: &str) -> String {
    value.map_or_else(|| none.to_owned(), |v| format!("{v:?}"))
}

/// Reads `input` in each of `readings` and says whether they agree on
/// where it leads; when they do not, on what, and the class of the
/// confusion. What `uri2396 check --agree` prints for each line.
///
/// ```
/// use uri2396::compare::{Field, Reading};
/// use uri2396::guard::{Confusion, agree};
///
/// let readings = ["rfc3986", "whatwg"].map(|r| r.parse::<Reading>().unwrap());
/// let a = agree("http:/evil.example/", &readings);
/// // RFC 3986: no authority, the path "/evil.example/"; WHATWG skips the
/// // slash and reads the host evil.example.
/// assert!(!a.agree);
/// assert_eq!(a.differ, [Field::Host]);
/// assert_eq!(a.class, Some(Confusion::Slashes));
///
/// assert!(agree("http://a.example:80/", &readings).agree);
/// ```
#[must_use]
pub fn agree<'a>(input: &'a str, readings: &[Reading]) -> Agreement<'a> {
    agree_with(input, readings, &Policy::new())
}

/// [`agree`], and what `policy` refuses in the reference as each reading
/// that accepts it reads it ([`Agreement::policy`]).
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::guard::{Policy, PolicyRule, agree_with};
///
/// let readings = ["java", "whatwg"].map(|r| r.parse::<Reading>().unwrap());
/// let policy = Policy::new().refusing(PolicyRule::Userinfo);
/// let a = agree_with("http://user@a.example/", &readings, &policy);
/// assert!(a.agree);
/// // One violation, with both readings, which read the userinfo "user".
/// assert_eq!(a.policy.len(), 1);
/// assert_eq!(a.policy[0].readings, readings);
/// ```
#[must_use]
pub fn agree_with<'a>(input: &'a str, readings: &[Reading], policy: &Policy) -> Agreement<'a> {
    let comparison = compare::compare(input, None, readings);
    let places: Vec<Option<Place<'a>>> = comparison
        .readings
        .iter()
        .map(|r| r.valid.then(|| Place::of(r)))
        .collect();
    let accepting: Vec<&Place> = places.iter().flatten().collect();
    let mut differ = Vec::new();
    if !accepting.is_empty() && accepting.len() < places.len() {
        differ.push(Field::Valid);
    }
    if let Some((first, rest)) = accepting.split_first() {
        for field in PLACE_FIELDS {
            if rest.iter().any(|p| !first.same(p, field)) {
                differ.push(field);
            }
        }
    }
    let class = (!differ.is_empty()).then(|| classify(input, &places, &differ));
    let policy = policy.violations(input, &comparison.readings);
    Agreement {
        agree: differ.is_empty(),
        readings: comparison.readings,
        places,
        differ,
        class,
        policy,
    }
}

/// [`agree`] for input that may not be UTF-8: every reading refuses such
/// input, so they agree.
#[must_use]
pub fn agree_bytes<'a>(input: &'a [u8], readings: &[Reading]) -> Agreement<'a> {
    match std::str::from_utf8(input) {
        Ok(text) => agree(text, readings),
        Err(_) => {
            let comparison = compare::compare_bytes(input, None, readings);
            Agreement {
                agree: true,
                places: vec![None; comparison.readings.len()],
                readings: comparison.readings,
                differ: Vec::new(),
                class: None,
                policy: Vec::new(),
            }
        }
    }
}

/// Why a list of readings names no guard ([`Guard::from_list`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadingList {
    /// A name that is no reading.
    Unknown(UnknownReading),
    /// A reading named twice, as it was written the second time.
    Twice(String),
    /// One reading or none: a reading agrees with itself.
    TooFew,
}

impl fmt::Display for ReadingList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadingList::Unknown(e) => e.fmt(f),
            ReadingList::Twice(name) => write!(f, "the reading '{name}' is named twice"),
            ReadingList::TooFew => f.write_str(
                "name two readings or more, separated by commas ('whatwg,java'): one agrees with itself",
            ),
        }
    }
}

impl std::error::Error for ReadingList {}

/// A filter of references made of readings: it passes a reference when
/// every reading accepts it and they agree on where it leads, and gives
/// that place.
///
/// On a reference it passes, the guard allocates nothing of its own: the
/// grammar readings give slices of the input; the WHATWG reading is the
/// `url` crate's parse, which allocates its serialization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guard {
    readings: Vec<Reading>,
    policy: Policy,
}

impl Guard {
    /// A guard of `readings` (every reading of [`compare`](mod@crate::compare),
    /// named as [`Reading::from_str`](std::str::FromStr) takes them).
    pub fn new(readings: impl IntoIterator<Item = Reading>) -> Guard {
        Guard {
            readings: readings.into_iter().collect(),
            policy: Policy::new(),
        }
    }

    /// A guard of the readings `list` names, as `uri2396 check --agree`
    /// and the SQL functions take them: names separated by commas, two or
    /// more, none twice.
    ///
    /// # Errors
    ///
    /// A [`ReadingList`] error: a name that is no reading, one named
    /// twice, or fewer than two.
    ///
    /// ```
    /// use uri2396::guard::Guard;
    ///
    /// assert_eq!(Guard::from_list("java, rfc3986")?.readings().len(), 2);
    /// assert_eq!(
    ///     Guard::from_list("java,java").unwrap_err().to_string(),
    ///     "the reading 'java' is named twice"
    /// );
    /// assert!(Guard::from_list("java").is_err());
    /// # Ok::<(), uri2396::guard::ReadingList>(())
    /// ```
    pub fn from_list(list: &str) -> Result<Guard, ReadingList> {
        let mut readings: Vec<Reading> = Vec::new();
        for name in list.split(',').map(str::trim) {
            let reading = name.parse::<Reading>().map_err(ReadingList::Unknown)?;
            if readings.contains(&reading) {
                return Err(ReadingList::Twice(name.to_owned()));
            }
            readings.push(reading);
        }
        if readings.len() < 2 {
            return Err(ReadingList::TooFew);
        }
        Ok(Guard::new(readings))
    }

    /// The guard that also refuses what `policy` refuses. With a policy,
    /// a reference is read with every reading's fields ([`agree_with`]):
    /// no longer free of allocation.
    #[must_use]
    pub fn with_policy(mut self, policy: Policy) -> Guard {
        self.policy = policy;
        self
    }

    /// The policy.
    #[must_use]
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The readings, in order.
    #[must_use]
    pub fn readings(&self) -> &[Reading] {
        &self.readings
    }

    /// The place every reading gives `input`, when every one accepts it
    /// and they agree, as the first reading writes it (of a guard of no
    /// readings: none at all).
    ///
    /// # Errors
    ///
    /// The [`Agreement`] of the readings: its `class` when they disagree,
    /// none when every reading refuses the input; its `policy` when the
    /// guard's policy refuses the reference.
    ///
    /// ```
    /// use uri2396::compare::Reading;
    /// use uri2396::guard::{Confusion, Guard};
    ///
    /// let guard = Guard::new(["rfc3986", "whatwg"].map(|r| r.parse::<Reading>().unwrap()));
    /// assert!(guard.check("https://a.example:443/").is_ok());
    /// let refused = guard.check("http://a.exa mple/").unwrap_err();
    /// assert_eq!(refused.class, None); // every reading refuses it
    /// let refused = guard.check("http://%61.example/").unwrap_err();
    /// assert_eq!(refused.class, Some(Confusion::Encoded));
    /// ```
    pub fn check<'a>(&self, input: &'a str) -> Result<Place<'a>, Agreement<'a>> {
        if !self.policy.is_empty() {
            let a = agree_with(input, &self.readings, &self.policy);
            return match a.places.first() {
                Some(Some(place)) if a.agree && a.policy.is_empty() => Ok(place.clone()),
                None if a.policy.is_empty() => Ok(Place::default()),
                _ => Err(a),
            };
        }
        let mut first: Option<Place<'a>> = None;
        for &reading in &self.readings {
            let Some(place) = place(reading, input) else {
                return Err(agree(input, &self.readings));
            };
            match &first {
                None => first = Some(place),
                Some(first) if !first.same_place(&place) => {
                    return Err(agree(input, &self.readings));
                }
                Some(_) => {}
            }
        }
        Ok(first.unwrap_or_default())
    }
}

/// Where `reading` says `input` leads; `None` when it refuses it.
fn place(reading: Reading, input: &str) -> Option<Place<'_>> {
    match reading {
        Reading::Grammar(dialect) => {
            let uri = UriReference::parse_in(input, dialect).ok()?;
            let c = uri.components();
            Some(Place::new(
                c.scheme.map(Cow::Borrowed),
                c.host.map(Cow::Borrowed),
                c.port.map(Cow::Borrowed),
            ))
        }
        #[cfg(feature = "whatwg")]
        Reading::Whatwg => {
            let url = url::Url::parse(input).ok()?;
            Some(Place::new(
                Some(Cow::Owned(url.scheme().to_owned())),
                url.host_str().map(|h| Cow::Owned(h.to_owned())),
                url.port().map(|p| Cow::Owned(p.to_string())),
            ))
        }
    }
}

/// The class of a disagreement, from the shape of `input`: the first of
/// [`Confusion::ALL`] whose shape it has.
fn classify(input: &str, places: &[Option<Place>], differ: &[Field]) -> Confusion {
    let bytes = input.as_bytes();
    if bytes.iter().any(|&b| b <= b' ' || b == 0x7f) {
        return Confusion::Whitespace;
    }
    if bytes.contains(&b'\\') {
        return Confusion::Backslash;
    }
    // scheme = alpha *( alpha | digit | "+" | "-" | "." ) (3.1)
    let scheme_end = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')));
    let scheme = match scheme_end {
        Some(end) if end > 0 && bytes[0].is_ascii_alphabetic() && bytes[end] == b':' => {
            &input[..end]
        }
        _ => return Confusion::Scheme,
    };
    if !input.is_ascii() {
        return Confusion::NonAscii;
    }
    if excluded(input) {
        return Confusion::Excluded;
    }
    if malformed_escape(bytes) {
        return Confusion::Encoded;
    }
    let special = WHATWG_SPECIAL
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme));
    let rest = &input[scheme.len() + 1..];
    let slashes = rest.bytes().take_while(|&b| b == b'/').count();
    if slashes != 2 && (special || slashes > 2) {
        return Confusion::Slashes;
    }
    if slashes == 2 {
        // Up to the next "/": what a reader might take for the authority.
        let reach = &rest[2..];
        let reach = &reach[..reach.find('/').unwrap_or(reach.len())];
        let authority = &reach[..reach.find(['?', '#']).unwrap_or(reach.len())];
        // A reading that read through the "?" or "#" took its host from
        // after the "@".
        if let Some(at) = reach[authority.len()..].rfind('@') {
            let after = &reach[authority.len() + at + 1..];
            let after = &after[..after.find(':').unwrap_or(after.len())];
            let read_through = places.iter().flatten().any(|p| {
                p.host
                    .as_deref()
                    .is_some_and(|h| h.eq_ignore_ascii_case(after))
            });
            if read_through {
                return Confusion::DelimiterBeforeAt;
            }
        }
        if authority.contains('@') {
            return Confusion::Userinfo;
        }
        if let Some(literal) = authority.strip_prefix('[') {
            let literal = &literal[..literal.find(']').unwrap_or(literal.len())];
            if literal.contains('%') {
                return Confusion::Ipv6Zone;
            }
            if differ.contains(&Field::Valid) {
                return Confusion::IpLiteral;
            }
        }
        if authority.contains('%') {
            return Confusion::Encoded;
        }
        let after_literal = authority.find(']').map_or(0, |close| close + 1);
        let colons = authority[after_literal..].matches(':').count();
        let (host, port) = match authority[after_literal..].find(':') {
            Some(colon) => (
                &authority[..after_literal + colon],
                Some(&authority[after_literal + colon + 1..]),
            ),
            None => (authority, None),
        };
        let odd_port = port.is_some_and(|p| {
            p.is_empty()
                || (p.len() > 1 && p.starts_with('0'))
                || !p.bytes().all(|b| b.is_ascii_digit())
                || p.parse::<u32>().map_or(true, |n| n > 65535)
        });
        if colons > 1
            || (odd_port
                && differ
                    .iter()
                    .any(|f| matches!(f, Field::Valid | Field::Port)))
        {
            return Confusion::Ports;
        }
        if numeric_host(host) && !dotted_quad(host) {
            return Confusion::Ipv4;
        }
        // WHATWG checks a label in IDNA's ASCII form as it checks Unicode.
        if host.split('.').any(|label| {
            label
                .get(..4)
                .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
        }) {
            return Confusion::NonAscii;
        }
        // WHATWG's file URLs have a host of their own kind: "localhost"
        // is none.
        if scheme.eq_ignore_ascii_case("file") && differ.contains(&Field::Host) {
            return Confusion::SchemeMixup;
        }
        let some_host = places.iter().flatten().any(|p| p.host.is_some());
        let no_host = places.iter().flatten().any(|p| p.host.is_none());
        if some_host && no_host {
            return Confusion::RegistryName;
        }
    }
    if !special {
        return Confusion::SchemeMixup;
    }
    Confusion::Other
}

/// Whether `input` holds a character that no grammar of the crate takes
/// anywhere: one of `unwise` or `delims` but `%` and a first `#` (2.4.3),
/// or a bracket after the authority (where RFC 2732 allows none either).
fn excluded(input: &str) -> bool {
    let bytes = input.as_bytes();
    if bytes.iter().any(|b| b"{}|^`\"<>".contains(b)) {
        return true;
    }
    if input.matches('#').count() > 1 {
        return true;
    }
    // The authority, if any, ends at the first "/", "?" or "#" after "//".
    let after_scheme = input.find(':').map_or(0, |colon| colon + 1);
    let path_start = match input[after_scheme..].strip_prefix("//") {
        Some(rest) => {
            let start = after_scheme + 2;
            start + rest.find(['/', '?', '#']).unwrap_or(rest.len())
        }
        None => 0,
    };
    input[path_start..].contains(['[', ']'])
}

/// Whether a `%` is not followed by two hex digits (2.4.1).
fn malformed_escape(bytes: &[u8]) -> bool {
    bytes.iter().enumerate().any(|(i, &b)| {
        b == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    })
}

/// Whether a host ends in a number, as the URL Standard's IPv4 parser asks
/// ("ends in a number"): its last label (or the one before a final empty
/// one) is decimal digits, or "0x" and hex digits.
fn numeric_host(host: &str) -> bool {
    let host = host.strip_suffix('.').unwrap_or(host);
    let last = host.rsplit('.').next().unwrap_or("");
    let hex = last
        .strip_prefix("0x")
        .or_else(|| last.strip_prefix("0X"))
        .is_some_and(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
    !last.is_empty() && (hex || last.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a host is four decimal numbers from 0 to 255 without leading
/// zeros: the one form of an IPv4 address every reader reads alike.
fn dotted_quad(host: &str) -> bool {
    let parts: Vec<&str> = host.split('.').collect();
    parts.len() == 4
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 3
                && p.bytes().all(|b| b.is_ascii_digit())
                && !(p.len() > 1 && p.starts_with('0'))
                && p.parse::<u16>().is_ok_and(|n| n <= 255)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_effective_port_drops_zeros_and_takes_the_default() {
        let place = |s: &'static str, p: Option<&'static str>| {
            Place::new(Some(Cow::Borrowed(s)), None, p.map(Cow::Borrowed))
        };
        assert_eq!(place("HTTP", None).port.as_deref(), Some("80"));
        assert_eq!(place("http", Some("")).port.as_deref(), Some("80"));
        assert_eq!(place("http", Some("0080")).port.as_deref(), Some("80"));
        assert_eq!(place("http", Some("000")).port.as_deref(), Some("0"));
        assert_eq!(place("ldap", None).port, None);
    }

    #[test]
    fn the_numeric_hosts() {
        for host in ["0x7f.1", "127.1", "1", "a.0X1F", "999.1.1.1", "127.0.0.1."] {
            assert!(numeric_host(host), "{host}");
        }
        for host in ["a.example", "1.a", "", "a.0xg"] {
            assert!(!numeric_host(host), "{host}");
        }
        assert!(dotted_quad("127.0.0.1"));
        for host in ["127.0.0.01", "256.0.0.1", "1.1.1", "127.0.0.1."] {
            assert!(!dotted_quad(host), "{host}");
        }
    }
}
