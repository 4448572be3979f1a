//! Security lints (RFC 2396 section 7): what in a valid reference calls for
//! the caution that section asks for.
//!
//! [`lint`] looks at a parsed [`UriReference`]; [`lint_text`] looks at a
//! reference as written in some text, and also reports the characters
//! beyond US-ASCII in it, bidirectional controls apart (a reference
//! written with them is invalid, but a person reading it may not see
//! that). Lints never change validity: a valid reference with findings is
//! still valid, and every finding is advice.
//!
//! ```
//! use uri2396::UriReference;
//! use uri2396::security::{Code, lint};
//!
//! let uri = UriReference::parse("gopher://mail.example.com:25/1%0D%0AMAIL%20FROM")?;
//! let codes: Vec<Code> = lint(&uri).iter().map(|f| f.code).collect();
//! assert_eq!(codes, [Code::ReservedPort, Code::EscapedControl]);
//! assert_eq!(lint(&uri)[0].message, "port 25 is not the default port of gopher (70) and lies in the reserved range below 1024 (7)");
//! assert!(lint(&UriReference::parse("http://www.example.com/a/b")?).is_empty());
//! # Ok::<(), uri2396::Error>(())
//! ```
//!
//! # The codes
//!
//! | code | when | example |
//! |---|---|---|
//! | `password-in-userinfo` | the userinfo has a `:` with text after it (`user:password`) | `ftp://user:secret@a.example/` |
//! | `non-default-port` | a port that is not the scheme's default (one of 1024 or more, or too large for a port) | `http://a.example:8080/` |
//! | `reserved-port` | the same, for a port below 1024, the reserved range | `http://a.example:25/` |
//! | `escaped-control` | `%00`, `%0A` or `%0D` (NUL, LF, CR) in any component | `telnet://a.example/%0D%0Aquit` |
//! | `escaped-delimiter` | `%2F`, `%3F` or `%23` (`/`, `?`, `#`) in the path of a hierarchical reference | `http://a.example/..%2F..%2Fetc` |
//! | `dot-segment` | a `.` or `..` segment, or one escaped (`%2E%2E`), in an `abs_path` | `http://a.example/a/../b` |
//! | `escapes-not-utf8` | a run of escapes whose octets are not UTF-8 (2.1 leaves their encoding unsaid; RFC 3986 2.5 and IRIs write UTF-8); with the `encoding` feature, the message says what they most likely read as (Shift_JIS, EUC-JP, ISO-2022-JP or windows-1252, [`escape::likely`](crate::escape::likely)) | `http://a.example/%95%5C%8E%A6` |
//! | `ipv4-host` | the host is an `IPv4address` | `http://192.0.2.1/` |
//! | `ipv6-host` | the host is an `IPv6reference` (RFC 2732 and the dialects that read it), or RFC 3986's IP-literal of an IPv6 address | `http://[2001:db8::1]/` |
//! | `unqualified-host` | the host is a `hostname` of one label without a trailing dot, or in RFC 3986's reading a `reg-name` of one label | `http://intranet/` |
//! | `reg-name-authority` | a `reg_name` authority where the scheme expects a server | `http://a_b.example/` |
//! | `idn-host` | (feature `idna`) the host is a `hostname` (or RFC 3986's `reg-name`) of A-labels (`xn--`), which UTS 46 reads as a name in U-labels, given in the message, or an IRI's host in Unicode, whose A-labels the message gives; whether it mixes scripts is not looked at | `http://xn--r8jz45g.xn--zckzah/` (例え.テスト) |
//! | `idn-rejected` | (feature `idna`) the same, with a label that UTS 46 rejects (no Punycode, characters IDNA does not allow, hyphens RFC 5891 forbids) | `http://xn--a.example/` |
//! | `non-ascii` | ([`lint_text`]) a character beyond US-ASCII in the text, not a bidirectional control | `http://bücher.example/` |
//! | `full-width` | ([`lint_text`]) a full-width form of a US-ASCII character (U+FF01 to U+FF5E, and the ideographic full stop `。`, which UTS 46 reads as a dot in a host): text that looks like a URI and is none; reported instead of `non-ascii` for these | `ｈｔｔｐ：／／ｅｘａｍｐｌｅ．ｊｐ／` |
//! | `bidi` | ([`lint_text`]) a bidirectional control (Unicode Bidi_Control) in the text | `http://a.example/\u{202E}gpj.exe` |
//! | `bidi-component` | (feature `idna`) in an IRI ([`Dialect::RFC3987`](crate::Dialect::RFC3987)), a part of a component (the userinfo, a host's label, a path's segment, a query's name or value, the fragment) that holds right-to-left and left-to-right characters, or right-to-left ones without starting and ending with one (RFC 3987 4.2) | `http://example.org/שלוםabc` |
//! | `readings-disagree` | ([`compare::lint`](crate::compare::lint)) two readings (RFC 2396, RFC 2732, java.net.URI, RFC 3986, WHATWG) accept the input and give it another scheme, userinfo, host or port | `http://a.example:80@b.example:80@c.example/` |
//!
//! Each finding's message cites the sections that speak of it: RFC 2396's,
//! or, in RFC 3986's reading ([`Dialect::RFC3986`](crate::Dialect::RFC3986)),
//! RFC 3986's, named as such (`RFC 3986 7.2`).
//!
//! **Ports.** Section 7: "Caution should be used when using any URL that
//! specifies a port number other than the default for the protocol,
//! especially when it is a number within the reserved space." The default
//! ports are those of [`NormalizeOptions`] ([`DEFAULT_PORTS`] unless
//! changed, see [`lint_with`]); a scheme without one (or a reference
//! without a scheme) has no default to differ from, and its ports are not
//! reported. An empty port (`http://a:/`) stands for the default.
//!
//! **Escaped delimiters.** Section 7: "Care should be taken when a URL
//! contains escaped delimiters for a given protocol (for example, CR and
//! LF characters for telnet protocols) that these are not unescaped before
//! transmission." CR and LF end a command in every line-based protocol of
//! the scheme table (telnet, ftp, http, nntp, pop, imap, gopher...), and
//! NUL ends a string in many programs: those escapes are `escaped-control`
//! in any component of any scheme. In a hierarchical path, `/` separates
//! segments and `?` and `#` end the path (3.3, 4.1): their escapes
//! (`%2F`, `%3F`, `%23`), unescaped before they reach a server, would
//! split a segment or cut the path (`..%2F..%2Fetc`), so they are
//! `escaped-delimiter`. Elsewhere (a query, a fragment, an opaque part)
//! escaped reserved characters are the usual way of writing data
//! (`?next=http%3A%2F%2Fa%2F`) and are not reported.
//!
//! **Hosts.** A server expected: the schemes with a default port (the
//! table above names only schemes whose authority is server-based, 3.2.2).
//! A host that is not fully qualified (one label, such as `intranet` or
//! `localhost`) is looked up in a local search list, so it may name a
//! different machine on each network; an IPv4 or IPv6 address names a
//! machine without the name its owner gives it. Neither is a threat in itself
//! (section 7 opens with "A URI does not in itself pose a security
//! threat"); both are worth a look in a link from someone else.
//!
//! # Bounds
//!
//! Each code is reported at most once per component: a [`Finding`] has
//! the span of the first occurrence and the [`count`](Finding::count) of
//! all of them. So there are at most a few dozen findings whatever the
//! input, and the work is linear in its length.

use std::fmt;

use crate::components::{Authority, Host, PathKind, UriReference};
use crate::dialect::Dialect;
use crate::error::Error;
use crate::messages::{Lang, Msg};
use crate::options::NormalizeOptions;
use crate::percent::runs_not_utf8;
use crate::scheme::DEFAULT_PORTS;
// How text is shown to people: an input is untrusted, and a character
// that hides or reorders what follows it (2.4.3's "unwise", a bidi
// override) is shown as what it is.
pub use crate::visible::{is_hidden, picture, push_visible, visible};

/// What a finding is about: a stable name, the `code` of its JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Code {
    /// A password in the userinfo (`user:secret@`).
    PasswordInUserinfo,
    /// A port other than the scheme's default, 1024 or above.
    NonDefaultPort,
    /// A port other than the scheme's default, below 1024.
    ReservedPort,
    /// `%00`, `%0A` or `%0D`.
    EscapedControl,
    /// `%2F`, `%3F` or `%23` in a hierarchical path.
    EscapedDelimiter,
    /// A `.` or `..` segment left in an `abs_path`.
    DotSegment,
    /// A run of escapes whose octets are not UTF-8.
    EscapesNotUtf8,
    /// An `IPv4address` host.
    Ipv4Host,
    /// An `IPv6reference` host (RFC 2732).
    Ipv6Host,
    /// A hostname of one label.
    UnqualifiedHost,
    /// A `reg_name` where the scheme expects a server.
    RegNameAuthority,
    /// A host of A-labels (`xn--`), an internationalized name (feature
    /// `idna`).
    IdnHost,
    /// A host of `xn--` labels that UTS 46 rejects (feature `idna`).
    IdnRejected,
    /// A character beyond US-ASCII in the text.
    NonAscii,
    /// A full-width form of a US-ASCII character in the text.
    FullWidth,
    /// A bidirectional control in the text.
    Bidi,
    /// A component of an IRI that breaks RFC 3987 4.2's restrictions on
    /// right-to-left characters (feature `idna`).
    BidiComponent,
    /// Readings of the reference that disagree on its scheme, userinfo,
    /// host or port ([`compare::lint`](crate::compare::lint)).
    ReadingsDisagree,
}

#[cfg(feature = "serde")]
crate::serial::named!(Code, as_str);

impl Code {
    /// Every code, in the order of the table of the module docs.
    pub const ALL: [Code; 18] = [
        Code::PasswordInUserinfo,
        Code::NonDefaultPort,
        Code::ReservedPort,
        Code::EscapedControl,
        Code::EscapedDelimiter,
        Code::DotSegment,
        Code::EscapesNotUtf8,
        Code::Ipv4Host,
        Code::Ipv6Host,
        Code::UnqualifiedHost,
        Code::RegNameAuthority,
        Code::IdnHost,
        Code::IdnRejected,
        Code::NonAscii,
        Code::FullWidth,
        Code::Bidi,
        Code::BidiComponent,
        Code::ReadingsDisagree,
    ];

    /// The code's stable name.
    ///
    /// ```
    /// assert_eq!(uri2396::security::Code::DotSegment.as_str(), "dot-segment");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Code::PasswordInUserinfo => "password-in-userinfo",
            Code::NonDefaultPort => "non-default-port",
            Code::ReservedPort => "reserved-port",
            Code::EscapedControl => "escaped-control",
            Code::EscapedDelimiter => "escaped-delimiter",
            Code::EscapesNotUtf8 => "escapes-not-utf8",
            Code::DotSegment => "dot-segment",
            Code::Ipv4Host => "ipv4-host",
            Code::Ipv6Host => "ipv6-host",
            Code::UnqualifiedHost => "unqualified-host",
            Code::RegNameAuthority => "reg-name-authority",
            Code::IdnHost => "idn-host",
            Code::IdnRejected => "idn-rejected",
            Code::NonAscii => "non-ascii",
            Code::FullWidth => "full-width",
            Code::Bidi => "bidi",
            Code::BidiComponent => "bidi-component",
            Code::ReadingsDisagree => "readings-disagree",
        }
    }

    /// When the code is found, in English, as the table of the module
    /// docs says: what a code-scanning service shows as the rule.
    ///
    /// ```
    /// use uri2396::security::Code;
    /// assert!(Code::Bidi.summary().starts_with("A bidirectional control"));
    /// ```
    pub fn summary(self) -> &'static str {
        match self {
            Code::PasswordInUserinfo => {
                "A password in the userinfo (user:password@), which section 7 advises against"
            }
            Code::NonDefaultPort => {
                "A port that is not the scheme's default, 1024 or above (or too large for a port)"
            }
            Code::ReservedPort => {
                "A port that is not the scheme's default, below 1024: the reserved range, where another protocol may answer"
            }
            Code::EscapedControl => {
                "An escaped NUL, LF or CR (%00, %0A, %0D), which must not be unescaped before transmission"
            }
            Code::EscapedDelimiter => {
                "An escaped \"/\", \"?\" or \"#\" in a hierarchical path, which must not be unescaped before transmission"
            }
            Code::DotSegment => {
                "A \".\" or \"..\" segment left in an absolute path, removed by some programs and kept by others"
            }
            Code::EscapesNotUtf8 => {
                "Escapes whose octets are not UTF-8, in which RFC 3986 and IRIs write a character: their encoding is a guess"
            }
            Code::Ipv4Host => "The host is an IPv4 address, not the name its owner gives it",
            Code::Ipv6Host => "The host is an IPv6 address, not the name its owner gives it",
            Code::UnqualifiedHost => {
                "The host is a name of one label, resolved differently on each network"
            }
            Code::RegNameAuthority => {
                "A registry-based authority where the scheme expects a server (host and port)"
            }
            Code::IdnHost => {
                "An internationalized host name (xn-- labels, or an IRI's host in Unicode), which a reader sees in another script"
            }
            Code::IdnRejected => {
                "A host of xn-- labels that UTS 46 rejects, reached by some programs and refused by others"
            }
            Code::NonAscii => {
                "A character beyond US-ASCII in the text, which a reader may take for another"
            }
            Code::FullWidth => {
                "A full-width form of a US-ASCII character (：／．), which looks like a URI's delimiter and is none"
            }
            Code::Bidi => {
                "A bidirectional control character, which changes how the text around it is shown"
            }
            Code::BidiComponent => {
                "A component of an IRI that mixes right-to-left and left-to-right characters, or does not start and end with right-to-left ones (RFC 3987 4.2)"
            }
            Code::ReadingsDisagree => {
                "Readings of the reference (RFC 2396, RFC 2732, java.net.URI, RFC 3986, WHATWG) lead to different places"
            }
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a finding is: a component of the reference, or the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Location {
    /// The `scheme`.
    Scheme,
    /// The whole authority (a `reg_name`).
    Authority,
    /// The `userinfo` of a server.
    Userinfo,
    /// The `host` of a server.
    Host,
    /// The `port` of a server.
    Port,
    /// The path (`abs_path`, `rel_path` or `opaque_part`).
    Path,
    /// The `query`.
    Query,
    /// The `fragment`.
    Fragment,
    /// The text as written ([`lint_text`]), valid or not.
    Text,
}

#[cfg(feature = "serde")]
crate::serial::named!(Location, as_str);

impl Location {
    /// The component's name, as in its JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Scheme => "scheme",
            Location::Authority => "authority",
            Location::Userinfo => "userinfo",
            Location::Host => "host",
            Location::Port => "port",
            Location::Path => "path",
            Location::Query => "query",
            Location::Fragment => "fragment",
            Location::Text => "text",
        }
    }

    /// The component as a message in `lang` names it: `path`, or `パス`
    /// in Japanese.
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::security::Location;
    ///
    /// assert_eq!(Location::Path.name_in(Lang::En), "path");
    /// assert_eq!(Location::Path.name_in(Lang::Ja), "パス");
    /// ```
    #[must_use]
    pub fn name_in(self, lang: Lang) -> &'static str {
        self.message().text(lang)
    }

    /// The component as a message names it.
    fn message(self) -> Msg {
        match self {
            Location::Scheme => Msg::ComponentScheme,
            Location::Authority => Msg::ComponentAuthority,
            Location::Userinfo => Msg::ComponentUserinfo,
            Location::Host => Msg::ComponentHost,
            Location::Port => Msg::ComponentPort,
            Location::Path => Msg::ComponentPath,
            Location::Query => Msg::ComponentQuery,
            Location::Fragment => Msg::ComponentFragment,
            Location::Text => Msg::ComponentText,
        }
    }
}

/// One finding: its code, where, how many times, and why it matters.
///
/// `start` and `end` are the byte offsets, in the reference's text (or in
/// the text given to [`lint_text`]), of the first occurrence; `count` is
/// how many occurrences of the code the component has.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Finding {
    /// What it is.
    pub code: Code,
    /// Where it is.
    pub component: Location,
    /// Where its first occurrence starts.
    pub start: usize,
    /// Where its first occurrence ends.
    pub end: usize,
    /// How many occurrences the component has (at least 1).
    pub count: usize,
    /// For people, citing the section, in English; [`Finding::message_in`]
    /// gives it in another language.
    pub message: String,
    /// What the message is made of, to make it in any language.
    words: Words,
}

impl Finding {
    /// A finding of one occurrence at `span`.
    fn once(
        code: Code,
        component: Location,
        span: std::ops::Range<usize>,
        words: Words,
    ) -> Finding {
        Finding {
            code,
            component,
            start: span.start,
            end: span.end,
            count: 1,
            message: words.fill(Lang::En),
            words,
        }
    }

    /// The [`message`](Finding::message) in `lang`.
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    /// use uri2396::security::lint;
    ///
    /// let uri = UriReference::parse("http://intranet/")?;
    /// let finding = &lint(&uri)[0];
    /// assert_eq!(finding.message_in(Lang::En), finding.message);
    /// assert_eq!(
    ///     finding.message_in(Lang::Ja),
    ///     "ホスト intranet は完全修飾されていません: どの機械を指すかはローカルネットワーク次第です (3.2.2, 7)"
    /// );
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        self.words.fill(lang)
    }
}

impl Finding {
    /// The finding of readings that disagree on `component`: `values`
    /// names each value and the readings that give it, `none` standing
    /// for a reading that has no such component.
    pub(crate) fn readings_disagree(
        component: Location,
        span: std::ops::Range<usize>,
        values: &[(String, Option<String>)],
    ) -> Finding {
        Finding::once(
            Code::ReadingsDisagree,
            component,
            span,
            Words::new(Msg::LintReadingsDisagree)
                .msg("component", component.message())
                .values("values", values),
        )
    }
}

impl Finding {
    /// The finding of a reference that the grammar `grammar` refuses and
    /// other readings read: `values` names each host and the readings
    /// that reach it; the span is the fault.
    pub(crate) fn refused_but_read(
        grammar: &str,
        span: std::ops::Range<usize>,
        values: &[(String, Option<String>)],
    ) -> Finding {
        Finding::once(
            Code::ReadingsDisagree,
            Location::Text,
            span,
            Words::new(Msg::LintRefusedButRead)
                .text("grammar", grammar)
                .values("values", values),
        )
    }
}

/// A finding's message before it is worded: the catalogue's entry and the
/// values of its placeholders, each a text or another entry.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Words {
    msg: Msg,
    args: Vec<(&'static str, Arg)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Arg {
    Text(String),
    Msg(Msg),
    /// Readings and their values: `strict, java: "a"; whatwg: none`.
    Values(Vec<(String, Option<String>)>),
}

impl Words {
    fn new(msg: Msg) -> Words {
        Words {
            msg,
            args: Vec::new(),
        }
    }

    /// A finding of section 7, citing the sections that speak of it: RFC
    /// 2396's, or RFC 3986's in its reading (its section 7 is in parts,
    /// and its numbers are named as RFC 3986's).
    fn cited(msg: Msg, rfc3986: bool) -> Words {
        let (rfc2396, rfc3986_sections) = match msg {
            Msg::LintPassword => ("7", "3.2.1, 7.5"),
            Msg::LintIpv4Host => ("3.2.2, 7", "3.2.2, 7.4"),
            Msg::LintUnqualifiedHost => ("3.2.2, 7", "3.2.2, 7.1"),
            Msg::LintIpv6Host => ("3.2.2, 7", "7.4"),
            Msg::LintReservedPort | Msg::LintNonDefaultPort => ("7", "7.2"),
            Msg::LintNotAPort => ("3.2.2, 7", "3.2.3, 7.2"),
            Msg::LintDotSegment => ("5.2, 7", "5.2.4, 7.3"),
            Msg::LintEscapedControl => ("7", "7.2, 7.3"),
            Msg::LintEscapedDelimiter => ("3.3, 7", "2.2, 7.3"),
            // A server that reads escapes in its own encoding (RFC 3986's
            // back-end transcoding): 0x5C, `\`, is the second octet of
            // many a Shift_JIS character.
            Msg::LintEscapesLegacy | Msg::LintEscapesNotUtf8 => ("7", "7.3"),
            Msg::LintIdnHost | Msg::LintIdnHostAscii | Msg::LintIdnRejected => {
                ("3.2.2, 7", "3.2.2, 7.6")
            }
            // Characters a reader misreads: RFC 3986's semantic attacks.
            _ => ("7", "7.6"),
        };
        let words = Words::new(msg).text(
            "cite",
            match rfc3986 {
                true => format!("RFC 3986 {rfc3986_sections}"),
                false => rfc2396.to_owned(),
            },
        );
        match (msg, rfc3986) {
            (Msg::LintIpv6Host, false) => words.text("origin", "RFC 2732"),
            (Msg::LintIpv6Host, true) => words.text("origin", "RFC 3986 3.2.2"),
            (Msg::LintInvisible | Msg::LintNonAscii | Msg::LintFullWidth, false) => {
                words.text("chars", "2.1, 2.4.3")
            }
            (Msg::LintInvisible | Msg::LintNonAscii | Msg::LintFullWidth, true) => {
                words.text("chars", "RFC 3986 2")
            }
            (Msg::LintEscapesLegacy | Msg::LintEscapesNotUtf8, false) => words.text("chars", "2.1"),
            (Msg::LintEscapesLegacy | Msg::LintEscapesNotUtf8, true) => {
                words.text("chars", "RFC 3986 2.5")
            }
            _ => words,
        }
    }

    fn text(mut self, name: &'static str, value: impl Into<String>) -> Words {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    fn msg(mut self, name: &'static str, value: Msg) -> Words {
        self.args.push((name, Arg::Msg(value)));
        self
    }

    fn values(mut self, name: &'static str, values: &[(String, Option<String>)]) -> Words {
        self.args.push((name, Arg::Values(values.to_vec())));
        self
    }

    fn fill(&self, lang: Lang) -> String {
        let args: Vec<(&str, std::borrow::Cow<'_, str>)> = self
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Text(text) => text.as_str().into(),
                    Arg::Msg(msg) => msg.text(lang).into(),
                    Arg::Values(values) => values
                        .iter()
                        .map(|(readings, value)| match value {
                            Some(value) => format!("{readings}: {value:?}"),
                            None => format!("{readings}: {}", Msg::LintReadingsNone.text(lang)),
                        })
                        .collect::<Vec<_>>()
                        .join("; ")
                        .into(),
                };
                (*name, value)
            })
            .collect();
        let args: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_ref())).collect();
        self.msg.fill(lang, &args)
    }
}

#[cfg(feature = "serde")]
crate::serial::fields!(Finding {
    code,
    component,
    start,
    end,
    count,
    message
});

/// The lints of a reference as written in some text: whether it is valid,
/// and the findings.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TextLint {
    /// Why the text is not a `URI-reference`, when it is not.
    pub error: Option<Error>,
    /// The findings: those of the text's characters first, then, for a
    /// valid reference, those of [`lint`].
    pub findings: Vec<Finding>,
}

/// The findings of section 7 for `uri`, with the default ports of
/// [`DEFAULT_PORTS`], in the order of the components (authority, path,
/// query, fragment).
///
/// ```
/// use uri2396::UriReference;
/// use uri2396::security::{Code, Location, lint};
///
/// let uri = UriReference::parse("ftp://anonymous:secret@192.0.2.1/a/../b")?;
/// let found: Vec<_> = lint(&uri).into_iter().map(|f| (f.code, f.component, f.start, f.end)).collect();
/// assert_eq!(found, [
///     (Code::PasswordInUserinfo, Location::Userinfo, 16, 22),
///     (Code::Ipv4Host, Location::Host, 23, 32),
///     (Code::DotSegment, Location::Path, 35, 37),
/// ]);
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn lint(uri: &UriReference<'_>) -> Vec<Finding> {
    lint_ports(uri, &default_port)
}

/// The default port of `scheme` in [`DEFAULT_PORTS`], without building a
/// [`NormalizeOptions`] for each reference.
fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// [`lint`] with the default ports of `options`: a scheme with a default
/// port expects a server, and a port other than it is reported.
///
/// ```
/// use uri2396::UriReference;
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396::security::{Code, lint, lint_with};
///
/// let uri = UriReference::parse("svn://svn.example.org:80/repo")?;
/// assert!(lint(&uri).is_empty());
/// let options = NormalizeOptions::new().with_default_port("svn", 3690);
/// assert_eq!(lint_with(&uri, &options)[0].code, Code::ReservedPort);
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn lint_with(uri: &UriReference<'_>, options: &NormalizeOptions) -> Vec<Finding> {
    lint_ports(uri, &|scheme| options.default_port(scheme))
}

/// [`lint`] of `text` when it is a `URI-reference`, after the findings of
/// its characters: one `bidi` finding for its bidirectional controls and
/// one `non-ascii` finding for its other characters beyond US-ASCII,
/// whether or not the text is valid (a valid reference has none).
///
/// ```
/// use uri2396::security::{Code, lint_text};
///
/// let lint = lint_text("http://a.example/\u{202E}gpj.exe");
/// assert!(lint.error.is_some());
/// assert_eq!(lint.findings[0].code, Code::Bidi);
/// assert_eq!((lint.findings[0].start, lint.findings[0].end), (17, 20));
/// assert_eq!(lint.findings[0].message, "the bidirectional control <U+202E> changes how the text around it is shown (7)");
/// let lint = lint_text("http://intranet/");
/// assert_eq!((lint.error, lint.findings[0].code), (None, Code::UnqualifiedHost));
/// ```
pub fn lint_text(text: &str) -> TextLint {
    lint_text_ports(text, Dialect::STRICT, &default_port)
}

/// [`lint_text`] with the default ports of `options`, as [`lint_with`],
/// reading `text` in the options' [`dialect`](NormalizeOptions::dialect).
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396::security::{Code, lint_text_with};
///
/// let options = NormalizeOptions::new().without_default_port("http");
/// assert!(lint_text_with("http://www.example.com:25/", &options).findings.is_empty());
/// let options = NormalizeOptions::new();
/// assert_eq!(lint_text_with("http://www.example.com:25/", &options).findings[0].code, Code::ReservedPort);
/// ```
pub fn lint_text_with(text: &str, options: &NormalizeOptions) -> TextLint {
    lint_text_ports(text, options.dialect, &|scheme| {
        options.default_port(scheme)
    })
}

fn lint_text_ports(
    text: &str,
    dialect: Dialect,
    default_port: &dyn Fn(&str) -> Option<u16>,
) -> TextLint {
    let mut findings = Vec::new();
    let rfc3986 = dialect.hooks().rfc == 3986;
    let iri = dialect.hooks().ucs_characters;
    let mut bidi = Tally::new(Code::Bidi, Location::Text);
    let mut other = Tally::new(Code::NonAscii, Location::Text);
    let mut wide = Tally::new(Code::FullWidth, Location::Text);
    if !text.is_ascii() {
        for (i, c) in text.char_indices() {
            if is_bidi_control(c) {
                bidi.add(i, i + c.len_utf8());
            } else if full_width_of(c).is_some() {
                wide.add(i, i + c.len_utf8());
            } else if !c.is_ascii() && (!iri || is_hidden(c)) {
                // An IRI holds characters beyond US-ASCII (RFC 3987 2.2):
                // only those that cannot be seen are findings there.
                other.add(i, i + c.len_utf8());
            }
        }
    }
    let first_char = |t: &Tally| {
        text.get(t.start..t.end)
            .map(|c| visible(c).into_owned())
            .unwrap_or_default()
    };
    if bidi.count > 0 {
        let shown = first_char(&bidi);
        findings.push(bidi.finding(Words::cited(Msg::LintBidi, rfc3986).text("shown", shown)));
    }
    if wide.count > 0 {
        let first = text[wide.start..].chars().next();
        let ascii = first.and_then(full_width_of).unwrap_or('?');
        findings.push(
            wide.finding(
                Words::cited(
                    if iri {
                        Msg::LintFullWidthIri
                    } else {
                        Msg::LintFullWidth
                    },
                    rfc3986,
                )
                .text("shown", first_char(&wide))
                .text("ascii", ascii.to_string()),
            ),
        );
    }
    if other.count > 0 {
        let shown = first_char(&other);
        let hidden = text[other.start..].chars().next().is_some_and(is_hidden);
        let msg = if iri {
            Msg::LintInvisibleIri
        } else if hidden {
            Msg::LintInvisible
        } else {
            Msg::LintNonAscii
        };
        findings.push(other.finding(Words::cited(msg, rfc3986).text("shown", shown)));
    }
    let error = match UriReference::parse_in(text, dialect) {
        Ok(uri) => {
            findings.extend(lint_ports(&uri, default_port));
            None
        }
        Err(e) => Some(e.settle(text)),
    };
    TextLint { error, findings }
}

/// The US-ASCII character `c` is a full-width form of (U+FF01 to U+FF5E,
/// which NFKC maps to U+0021 to U+007E), or the dot the ideographic full
/// stop and its half-width form stand for in a host (UTS 46 maps both to
/// `.`).
fn full_width_of(c: char) -> Option<char> {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0),
        '\u{3002}' | '\u{FF61}' => Some('.'),
        _ => None,
    }
}

/// Unicode's Bidi_Control characters: the marks, embeddings, overrides
/// and isolates that change the order in which text is shown.
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// The first occurrence and the count of one code in one component.
struct Tally {
    code: Code,
    component: Location,
    start: usize,
    end: usize,
    count: usize,
}

impl Tally {
    fn new(code: Code, component: Location) -> Tally {
        Tally {
            code,
            component,
            start: 0,
            end: 0,
            count: 0,
        }
    }

    fn add(&mut self, start: usize, end: usize) {
        if self.count == 0 {
            (self.start, self.end) = (start, end);
        }
        self.count += 1;
    }

    fn finding(&self, words: Words) -> Finding {
        Finding {
            code: self.code,
            component: self.component,
            start: self.start,
            end: self.end,
            count: self.count,
            message: words.fill(Lang::En),
            words,
        }
    }
}

/// Where `part`, a slice of `whole`, starts in it.
fn offset(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize)
}

fn lint_ports(uri: &UriReference<'_>, default_port: &dyn Fn(&str) -> Option<u16>) -> Vec<Finding> {
    let source = uri.as_str();
    let rfc3986 = uri.dialect().hooks().rfc == 3986;
    let mut findings = Vec::new();
    let scheme = uri.scheme();
    let default = scheme.and_then(default_port);
    match uri.authority() {
        Some(Authority::RegName { text }) => {
            if let (Some(scheme), Some(_)) = (scheme, default) {
                let start = offset(source, text);
                findings.push(Finding::once(
                    Code::RegNameAuthority,
                    Location::Authority,
                    start..start + text.len(),
                    Words::new(Msg::LintRegNameAuthority).text("scheme", scheme),
                ));
            }
            escapes(
                source,
                text,
                Location::Authority,
                false,
                rfc3986,
                &mut findings,
            );
        }
        Some(Authority::Server(server)) => {
            if let Some(userinfo) = server.userinfo {
                let start = offset(source, userinfo);
                if let Some(colon) = userinfo.find(':') {
                    if colon + 1 < userinfo.len() {
                        findings.push(Finding::once(
                            Code::PasswordInUserinfo,
                            Location::Userinfo,
                            start + colon + 1..start + userinfo.len(),
                            Words::cited(Msg::LintPassword, rfc3986),
                        ));
                    }
                }
                escapes(
                    source,
                    userinfo,
                    Location::Userinfo,
                    false,
                    rfc3986,
                    &mut findings,
                );
            }
            if let Some(host) = server.host {
                let text = host.as_str();
                let start = offset(source, text);
                let found = match host {
                    Host::Ipv4 { .. } => Some((Code::Ipv4Host, Msg::LintIpv4Host)),
                    // One label and no trailing dot: not fully qualified.
                    Host::Hostname(_) if !text.contains('.') => {
                        Some((Code::UnqualifiedHost, Msg::LintUnqualifiedHost))
                    }
                    Host::Hostname(_) => None,
                    Host::Ipv6(_) => Some((Code::Ipv6Host, Msg::LintIpv6Host)),
                    // RFC 3986's name of one label, as a hostname's.
                    Host::RegName { .. } if !text.is_empty() && !text.contains('.') => {
                        Some((Code::UnqualifiedHost, Msg::LintUnqualifiedHost))
                    }
                    Host::RegName { .. } | Host::IpvFuture { .. } => None,
                };
                if let Some((code, msg)) = found {
                    findings.push(Finding::once(
                        code,
                        Location::Host,
                        start..start + text.len(),
                        Words::cited(msg, rfc3986).text("host", text),
                    ));
                }
                #[cfg(feature = "idna")]
                if let Host::Hostname(_) | Host::RegName { .. } = host {
                    findings.extend(idn_host(text, start, rfc3986));
                }
            }
            if let (Some(port), Some(scheme), Some(default)) = (server.port, scheme, default) {
                let number: Option<u16> = port.parse().ok();
                if !port.is_empty() && number != Some(default) {
                    let start = offset(source, port);
                    let (code, msg, shown) = match number {
                        Some(n) if n < 1024 => {
                            (Code::ReservedPort, Msg::LintReservedPort, n.to_string())
                        }
                        Some(n) => (Code::NonDefaultPort, Msg::LintNonDefaultPort, n.to_string()),
                        None => (Code::NonDefaultPort, Msg::LintNotAPort, port.to_string()),
                    };
                    findings.push(Finding::once(
                        code,
                        Location::Port,
                        start..start + port.len(),
                        Words::cited(msg, rfc3986)
                            .text("port", shown)
                            .text("scheme", scheme)
                            .text("default", default.to_string()),
                    ));
                }
            }
        }
        None => {}
    }
    let path = uri.path();
    let kind = uri.path_kind();
    if matches!(
        kind,
        PathKind::AbsPath | PathKind::AbEmpty | PathKind::Absolute
    ) {
        dot_segments(source, path, rfc3986, &mut findings);
    }
    // Every path but RFC 2396's opaque part is made of segments.
    let hierarchical = !matches!(kind, PathKind::OpaquePart | PathKind::Empty);
    escapes(
        source,
        path,
        Location::Path,
        hierarchical,
        rfc3986,
        &mut findings,
    );
    if let Some(query) = uri.query() {
        escapes(
            source,
            query,
            Location::Query,
            false,
            rfc3986,
            &mut findings,
        );
    }
    if let Some(fragment) = uri.fragment() {
        escapes(
            source,
            fragment,
            Location::Fragment,
            false,
            rfc3986,
            &mut findings,
        );
    }
    #[cfg(feature = "idna")]
    if !source.is_ascii() {
        bidi_components(uri, rfc3986, &mut findings);
    }
    findings
}

/// `bidi-component`: the components of an IRI that break RFC 3987 4.2's
/// restrictions, each component's parts taken as 4.2 suggests (a host's
/// labels, a path's segments, a query's names and values): a part that
/// holds both right-to-left and left-to-right characters, or one with
/// right-to-left characters that does not start and end with one. Unicode's
/// Bidi_Class says which is which (R and AL, L).
#[cfg(feature = "idna")]
fn bidi_components(uri: &UriReference<'_>, rfc3986: bool, findings: &mut Vec<Finding>) {
    use icu_properties::CodePointMapData;
    use icu_properties::props::BidiClass;
    let classes = CodePointMapData::<BidiClass>::new();
    let rtl = |c: char| {
        matches!(
            classes.get(c),
            BidiClass::RightToLeft | BidiClass::ArabicLetter
        )
    };
    let broken = |part: &str| {
        let (mut right, mut left) = (false, false);
        for c in part.chars() {
            right |= rtl(c);
            left |= classes.get(c) == BidiClass::LeftToRight;
        }
        let ends = |c: Option<char>| c.is_some_and(rtl);
        right && (left || !ends(part.chars().next()) || !ends(part.chars().next_back()))
    };
    let source = uri.as_str();
    let server = match uri.authority() {
        Some(Authority::Server(server)) => Some(server),
        _ => None,
    };
    let components: [(Location, Option<&str>, &[char]); 5] = [
        (Location::Userinfo, server.and_then(|s| s.userinfo), &[]),
        (
            Location::Host,
            server.and_then(|s| s.host).map(|h| h.as_str()),
            &['.'],
        ),
        (Location::Path, Some(uri.path()), &['/']),
        (Location::Query, uri.query(), &['&', '=']),
        (Location::Fragment, uri.fragment(), &[]),
    ];
    for (location, text, delimiters) in components {
        let Some(text) = text.filter(|t| !t.is_ascii()) else {
            continue;
        };
        let mut tally = Tally::new(Code::BidiComponent, location);
        let base = offset(source, text);
        let mut at = 0;
        for part in text.split(|c| delimiters.contains(&c)) {
            if broken(part) {
                tally.add(base + at, base + at + part.len());
            }
            at += part.len() + 1;
        }
        if tally.count > 0 {
            let first = visible(source.get(tally.start..tally.end).unwrap_or("")).into_owned();
            findings.push(
                tally.finding(
                    Words::cited(Msg::LintBidiComponent, rfc3986)
                        .text("part", first)
                        .msg("component", location.message()),
                ),
            );
        }
    }
}

/// `dot-segment`: the `.` and `..` segments of an `abs_path`, escaped or not.
fn dot_segments(source: &str, path: &str, rfc3986: bool, findings: &mut Vec<Finding>) {
    let mut tally = Tally::new(Code::DotSegment, Location::Path);
    let base = offset(source, path);
    let mut start = 1;
    for segment in path.get(1..).unwrap_or("").split('/') {
        if is_dot_segment(segment) {
            tally.add(base + start, base + start + segment.len());
        }
        start += segment.len() + 1;
    }
    if tally.count > 0 {
        let first = source.get(tally.start..tally.end).unwrap_or("");
        findings
            .push(tally.finding(Words::cited(Msg::LintDotSegment, rfc3986).text("segment", first)));
    }
}

/// `.` or `..`, with any of its dots escaped (`%2E`, `%2e`).
fn is_dot_segment(segment: &str) -> bool {
    let mut dots = 0;
    let mut rest = segment.as_bytes();
    while !rest.is_empty() {
        match rest {
            [b'.', tail @ ..] => rest = tail,
            [b'%', b'2', b'e' | b'E', tail @ ..] => rest = tail,
            _ => return false,
        }
        dots += 1;
        if dots > 2 {
            return false;
        }
    }
    dots > 0
}

/// `escaped-control` in `text`, and `escaped-delimiter` when it is a
/// hierarchical path.
fn escapes(
    source: &str,
    text: &str,
    component: Location,
    hierarchical: bool,
    rfc3986: bool,
    findings: &mut Vec<Finding>,
) {
    if !text.contains('%') {
        return;
    }
    let base = offset(source, text);
    let mut control = Tally::new(Code::EscapedControl, component);
    let mut delimiter = Tally::new(Code::EscapedDelimiter, component);
    let mut legacy = Tally::new(Code::EscapesNotUtf8, component);
    let mut head = Vec::new();
    runs_not_utf8(text, |start, end, octets| {
        if legacy.count == 0 {
            head.extend_from_slice(octets);
        }
        legacy.add(base + start, base + end);
    });
    let bytes = text.as_bytes();
    for (i, _) in bytes.iter().enumerate().filter(|&(_, &b)| b == b'%') {
        let octet = match bytes.get(i + 1..i + 3) {
            Some(&[h, l]) => match (hex(h), hex(l)) {
                (Some(h), Some(l)) => h << 4 | l,
                _ => continue,
            },
            _ => continue,
        };
        match octet {
            b'\0' | b'\n' | b'\r' => control.add(base + i, base + i + 3),
            b'/' | b'?' | b'#' if hierarchical => delimiter.add(base + i, base + i + 3),
            _ => {}
        }
    }
    for tally in [control, delimiter] {
        if tally.count == 0 {
            continue;
        }
        let first = source.get(tally.start..tally.end).unwrap_or("");
        let words = if tally.code == Code::EscapedControl {
            Words::cited(Msg::LintEscapedControl, rfc3986).msg("component", component.message())
        } else {
            Words::cited(Msg::LintEscapedDelimiter, rfc3986)
        };
        findings.push(tally.finding(words.text("escape", first)));
    }
    if legacy.count > 0 {
        let escapes = source.get(legacy.start..legacy.end).unwrap_or("");
        findings.push(legacy.finding(legacy_words(escapes, &head, rfc3986)));
    }
}

/// The `idn-host` or `idn-rejected` finding of a host of `xn--` labels,
/// or of one written in Unicode (an IRI's), at `start`; names are cut, so
/// that a message stays short.
#[cfg(feature = "idna")]
fn idn_host(host: &str, start: usize, rfc3986: bool) -> Option<Finding> {
    const SHOWN: usize = 64;
    let names = crate::idn::names(host)?;
    let cut = |name: &str| {
        let mut shown: String = visible(name).chars().take(SHOWN).collect();
        if name.chars().nth(SHOWN).is_some() {
            shown.push('…');
        }
        shown
    };
    let (code, words) = match names.ascii {
        // A host written in Unicode (an IRI's, RFC 3987 3.1): the name a
        // resolver is asked for.
        Some(ascii) if !host.is_ascii() => (
            Code::IdnHost,
            Words::cited(Msg::LintIdnHostAscii, rfc3986).text("ascii", cut(&ascii)),
        ),
        Some(_) => (
            Code::IdnHost,
            Words::cited(Msg::LintIdnHost, rfc3986).text("unicode", cut(&names.unicode)),
        ),
        None => (
            Code::IdnRejected,
            Words::cited(Msg::LintIdnRejected, rfc3986),
        ),
    };
    Some(Finding::once(
        code,
        Location::Host,
        start..start + host.len(),
        words.text("host", cut(host)),
    ))
}

/// The words of `escapes-not-utf8` on a run of `escapes` whose first
/// octets are `head`: what they most likely read as, with the `encoding`
/// feature. A long run is cut, so that a message stays short.
fn legacy_words(escapes: &str, head: &[u8], rfc3986: bool) -> Words {
    const SHOWN: usize = 12;
    let shown = match escapes.get(..3 * SHOWN) {
        Some(cut) if cut.len() < escapes.len() => format!("{cut}…"),
        _ => escapes.to_owned(),
    };
    #[cfg(feature = "encoding")]
    {
        // The octets shown, less the end of a character the cut splits.
        let octets = &head[..head.len().min(SHOWN)];
        let cut = octets.len() < escapes.len() / 3;
        let reading = (0..4.min(octets.len())).find_map(|less| {
            let read = crate::percent::decodings(&octets[..octets.len() - less]);
            crate::percent::likely(&read).and_then(|d| Some((d.encoding, d.text.clone()?)))
        });
        if let Some((encoding, decoded)) = reading {
            let mut decoded = visible(&decoded).into_owned();
            if cut {
                decoded.push('…');
            }
            return Words::cited(Msg::LintEscapesLegacy, rfc3986)
                .text("escapes", shown)
                .text("encoding", encoding)
                .text("decoded", decoded);
        }
    }
    #[cfg(not(feature = "encoding"))]
    let _ = head;
    Words::cited(Msg::LintEscapesNotUtf8, rfc3986).text("escapes", shown)
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}
