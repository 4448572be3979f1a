//! Readings of the syntax. The default is RFC 2396 as Appendix A writes it;
//! the specifications that cite RFC 2396 (XML Schema's anyURI, HTTP/1.1)
//! read it as RFC 2732 amends it, with IPv6 literals.
//!
//! A [`Dialect`] chooses the grammar a parse follows. Every operation on a
//! parsed reference keeps its reference's dialect: a resolved or normalized
//! RFC 2732 reference is read again by RFC 2732.
//!
//! Each departure from Appendix A is a [`Switch`]: RFC 2732's amendment,
//! and each deviation of java.net.URI, a section of `java.pest` of its
//! own. A dialect is the set of switches it applies
//! ([`Dialect::switches`]).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::messages::{Lang, Msg};

/// Which reading of the syntax a parse follows.
///
/// ```
/// use uri2396::{Dialect, UriReference};
///
/// assert!(UriReference::parse("http://[::1]/").is_err());
/// let uri = UriReference::parse_in("http://[::1]/?a[0]=b", Dialect::RFC2732)?;
/// assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("IPv6reference"));
/// assert_eq!(uri.query(), Some("a[0]=b"));
/// assert_eq!(uri.dialect(), Dialect::RFC2732);
/// assert_eq!("rfc2732".parse::<Dialect>(), Ok(Dialect::RFC2732));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dialect {
    /// A bit per [`Switch`], by its position in [`Switch::ALL`].
    switches: u16,
}

impl Dialect {
    /// RFC 2396 Appendix A as written: the default. No switch.
    pub const STRICT: Dialect = Dialect { switches: 0 };

    /// RFC 2396 as RFC 2732 section 3 amends it ([`Dialect::RFC2732`](crate::Dialect::RFC2732)):
    /// IPv6 literals as hosts, `[` and `]` in queries, fragments and
    /// opaque parts, IPv4 address parts of one to three digits. The switch
    /// [`Switch::Rfc2732`].
    pub const RFC2732: Dialect = Dialect {
        switches: Switch::Rfc2732.bit(),
    };

    /// java.net.URI's reading ([`Dialect::JAVA`](crate::Dialect::JAVA)): what `new URI(s)` of
    /// Java's standard library accepts, with its components. docs/java.md
    /// describes each deviation from RFC 2396; the crate's tests compare
    /// this dialect's parse with Java's answers on 16,181 inputs. Every
    /// switch.
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// let uri = UriReference::parse_in("file:///etc/hosts", Dialect::JAVA)?;
    /// assert_eq!(uri.authority(), None);
    /// assert_eq!(uri.path(), "/etc/hosts");
    /// assert_eq!(uri.to_string(), "file:///etc/hosts");
    /// assert!(UriReference::parse_in("http://", Dialect::JAVA).is_err());
    /// let uri = UriReference::parse_in("http://[fe80::1%eth0]:8080/caf\u{e9}", Dialect::JAVA)?;
    /// assert_eq!(uri.host().map(|h| h.as_str()), Some("[fe80::1%eth0]"));
    /// assert_eq!(uri.path(), "/caf\u{e9}");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub const JAVA: Dialect = Dialect {
        switches: (1 << Switch::ALL.len()) - 1,
    };

    /// RFC 3986 Appendix A (`rfc3986.pest`, [`Dialect::RFC3986`](crate::Dialect::RFC3986)): the
    /// syntax that replaced RFC 2396's, a grammar of its own rather than a
    /// choice of switches over RFC 2396's, so it takes none. Read with it,
    /// a reference is resolved as RFC 3986's 5.2 says and normalized as
    /// its 6.2.2 and 6.2.3 say; docs/rfc3986.md describes the grammar and
    /// how it is checked.
    ///
    /// ```
    /// use uri2396::{Dialect, Host, PathKind, UriReference};
    ///
    /// let uri = UriReference::parse_in("mailto:a@b?subject=x", Dialect::RFC3986)?;
    /// assert_eq!((uri.path(), uri.query()), ("a@b", Some("subject=x")));
    /// assert_eq!(uri.path_kind(), PathKind::Rootless);
    /// let uri = UriReference::parse_in("http://a_b.example/", Dialect::RFC3986)?;
    /// assert!(matches!(uri.host(), Some(Host::RegName { text: "a_b.example" })));
    /// assert!(UriReference::parse_in("?y", Dialect::RFC3986).is_ok());
    /// assert!(UriReference::parse_in("http://a@b@c/", Dialect::RFC3986).is_err());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub const RFC3986: Dialect = Dialect {
        switches: Dialect::RFC3986_BIT,
    };

    /// RFC 3987 section 2.2 (`rfc3987.pest`, [`Dialect::RFC3987`](crate::Dialect::RFC3987)):
    /// IRI references, RFC 3986's grammar with its unreserved characters
    /// grown by the UCS characters (`ucschar`) and its queries by the
    /// private use characters (`iprivate`), its rules renamed (`IRI`,
    /// `ihost`, `ipath-abempty`) and the others kept. A grammar of its own,
    /// read as RFC 3986's: an IRI with no character above U+007F is valid
    /// exactly when it is a valid RFC 3986 reference, and it is resolved
    /// and normalized as RFC 3986 says (RFC 3987 6.5, 5.3). The input is
    /// text: a byte that is no allowed character is refused where it
    /// stands.
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// let iri = UriReference::parse_in("http://例え.テスト/表示?q=値#見出し", Dialect::RFC3987)?;
    /// assert_eq!(iri.host().map(|h| h.as_str()), Some("例え.テスト"));
    /// assert_eq!((iri.path(), iri.query()), ("/表示", Some("q=値")));
    /// assert!(UriReference::parse_in("http://example.jp/表示", Dialect::RFC3986).is_err());
    /// // A private use character is allowed in a query alone.
    /// assert!(UriReference::parse_in("?\u{E000}", Dialect::RFC3987).is_ok());
    /// assert!(UriReference::parse_in("#\u{E000}", Dialect::RFC3987).is_err());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub const RFC3987: Dialect = Dialect {
        switches: Dialect::RFC3987_BIT,
    };

    /// Every named dialect: RFC 2396's three readings, then RFC 3986 and
    /// RFC 3987.
    pub const ALL: [Dialect; 5] = [
        Dialect::STRICT,
        Dialect::RFC2732,
        Dialect::JAVA,
        Dialect::RFC3986,
        Dialect::RFC3987,
    ];

    /// The bit of [`Dialect::RFC3986`]: above every switch's.
    const RFC3986_BIT: u16 = 1 << 15;
    /// The bit of [`Dialect::RFC3987`]: above every switch's.
    const RFC3987_BIT: u16 = 1 << 14;
    /// The bits of the grammars of their own, which take no switch.
    const OWN_GRAMMARS: u16 = Dialect::RFC3986_BIT | Dialect::RFC3987_BIT;

    /// Every grammar compiled ahead of time, in the order of the generated
    /// rule table: the named dialects.
    pub(crate) const GRAMMARS: [Dialect; 5] = Dialect::ALL;

    /// Its one canonical name, as the command line spells it: `strict`,
    /// `rfc2732`, `java` (every switch), or for another choice of switches
    /// `rfc2732` when it has [`Switch::Rfc2732`] (which `ipv6-literals` and
    /// `brackets-outside-the-host` need) and `strict` otherwise, followed by
    /// `+` and each other switch in the order of [`Switch::ALL`]
    /// (`strict+empty-relative-path`). [`FromStr`] reads it back, and the
    /// other spellings of the same dialect too.
    ///
    /// ```
    /// use uri2396::{Dialect, Switch};
    ///
    /// assert_eq!(Dialect::JAVA.name(), "java");
    /// let dialect = Dialect::STRICT.with(Switch::Ports).with(Switch::EmptyRelativePath);
    /// assert_eq!(dialect.name(), "strict+empty-relative-path+ports");
    /// assert_eq!(dialect.name().parse(), Ok(dialect));
    /// let literals: Dialect = "strict+ipv6-literals".parse()?;
    /// assert_eq!(literals.name(), "rfc2732+ipv6-literals");
    /// assert!("java+ports".parse::<Dialect>().is_err());
    /// # Ok::<(), uri2396::UnknownDialect>(())
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Dialect::STRICT => "strict",
            Dialect::RFC2732 => "rfc2732",
            Dialect::JAVA => "java",
            Dialect::RFC3986 => "rfc3986",
            Dialect::RFC3987 => "rfc3987",
            _ => {
                // Made once per choice of switches (at most `CHOICES`
                // strings), so that a name can be `&'static`; the cells
                // too, when a first name is asked for, not in the static
                // data of every program.
                static NAMES: OnceLock<Box<[OnceLock<&'static str>]>> = OnceLock::new();
                let names =
                    NAMES.get_or_init(|| (0..Dialect::CHOICES).map(|_| OnceLock::new()).collect());
                names[self.index()].get_or_init(|| {
                    let base = if self.has(Switch::Rfc2732) {
                        "rfc2732"
                    } else {
                        "strict"
                    };
                    let mut name = base.to_owned();
                    for switch in self.switches().filter(|&s| s != Switch::Rfc2732) {
                        name.push('+');
                        name.push_str(switch.name());
                    }
                    Box::leak(name.into_boxed_str())
                })
            }
        }
    }

    /// The dialect with `switch` too, and the switch it
    /// [`needs`](Switch::needs). With the `runtime-dialects` feature: a
    /// dialect other than the named ones has its grammar composed and
    /// compiled the first time a parse asks for it.
    ///
    /// ```
    /// use uri2396::{Dialect, Switch, UriReference};
    ///
    /// let dialect = Dialect::STRICT.with(Switch::EmptyRelativePath);
    /// assert!(UriReference::parse("?y").is_err());
    /// let uri = UriReference::parse_in("?y", dialect)?;
    /// assert_eq!((uri.path(), uri.query()), ("", Some("y")));
    /// assert_eq!(Dialect::STRICT.with(Switch::Ipv6Literals).with(Switch::Rfc2732),
    ///            Dialect::STRICT.with(Switch::Ipv6Literals));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[cfg(feature = "runtime-dialects")]
    #[must_use]
    pub const fn with(self, switch: Switch) -> Dialect {
        self.add(switch)
    }

    /// [`with`](Dialect::with), for the crate, which makes only named
    /// dialects with it unless the `runtime-dialects` feature is on.
    #[inline]
    pub(crate) const fn add(self, switch: Switch) -> Dialect {
        // RFC 3986's and RFC 3987's grammars are no set of switches over
        // RFC 2396's.
        if self.is_own_grammar() {
            return self;
        }
        let needed = match switch.needs() {
            Some(needed) => needed.bit(),
            None => 0,
        };
        Dialect {
            switches: self.switches | switch.bit() | needed,
        }
    }

    /// The dialect without `switch`, and without the switches that
    /// [`need`](Switch::needs) it. With the `runtime-dialects` feature, as
    /// [`with`](Dialect::with).
    ///
    /// ```
    /// use uri2396::{Dialect, Switch};
    ///
    /// let dialect = Dialect::JAVA.without(Switch::Ports);
    /// assert!(!dialect.has(Switch::Ports) && dialect.has(Switch::EmptyAuthority));
    /// assert_eq!(Dialect::JAVA.without(Switch::Rfc2732).has(Switch::Ipv6Literals), false);
    /// ```
    #[cfg(feature = "runtime-dialects")]
    #[must_use]
    pub fn without(self, switch: Switch) -> Dialect {
        let mut switches = self.switches & !switch.bit();
        for other in Switch::ALL {
            if other.needs() == Some(switch) {
                switches &= !other.bit();
            }
        }
        Dialect { switches }
    }

    /// Whether the dialect applies `switch`.
    ///
    /// ```
    /// use uri2396::{Dialect, Switch};
    ///
    /// assert!(Dialect::JAVA.has(Switch::EmptyRelativePath));
    /// assert!(!Dialect::RFC2732.has(Switch::EmptyRelativePath));
    /// assert!(Dialect::RFC2732.has(Switch::Rfc2732));
    /// ```
    #[must_use]
    #[inline]
    pub const fn has(self, switch: Switch) -> bool {
        self.switches & switch.bit() != 0
    }

    /// The switches the dialect applies, in the order of [`Switch::ALL`]:
    /// none for [`STRICT`](Dialect::STRICT), [`Switch::Rfc2732`] for
    /// [`RFC2732`](Dialect::RFC2732), all of them for
    /// [`JAVA`](Dialect::JAVA).
    ///
    /// ```
    /// use uri2396::{Dialect, Switch};
    ///
    /// assert_eq!(Dialect::STRICT.switches().count(), 0);
    /// assert_eq!(Dialect::RFC2732.switches().collect::<Vec<_>>(), [Switch::Rfc2732]);
    /// assert_eq!(Dialect::JAVA.switches().count(), Switch::ALL.len());
    /// ```
    pub fn switches(self) -> impl Iterator<Item = Switch> {
        Switch::ALL.into_iter().filter(move |&s| self.has(s))
    }

    /// Whether its grammar is its own, no choice of switches over RFC
    /// 2396's: [`Dialect::RFC3986`] or [`Dialect::RFC3987`].
    #[inline]
    pub(crate) const fn is_own_grammar(self) -> bool {
        self.switches & Dialect::OWN_GRAMMARS != 0
    }

    /// How many sets of switches there are, allowed or not: the bound of
    /// [`index`](Dialect::index).
    pub(crate) const CHOICES: usize = 1 << Switch::ALL.len();

    /// A number per choice of switches, below [`CHOICES`](Dialect::CHOICES).
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.switches as usize
    }

    /// The dialect of a parse whose inputs follow `self` and `other`: the
    /// one with the switches of both, which for the named dialects is the
    /// one whose language holds both. RFC 2732's holds every reference of
    /// RFC 2396 (a server whose IPv4 address part has four digits or more
    /// is a reg_name there).
    ///
    /// java.net.URI's holds neither (`//` alone, `http://` are no URIs
    /// there), and neither holds Java's; nor need a dialect with some of
    /// Java's switches. So a result built from the parts (`compose.rs`) in
    /// such a dialect is read again, in it, else RFC 2732, else RFC 2396,
    /// whichever derives it.
    pub(crate) fn join(self, other: Dialect) -> Dialect {
        // RFC 3986's and RFC 3987's grammars are no sets of switches: what
        // is built from their parts is read in them, in RFC 3987's when
        // either is (its language holds RFC 3986's).
        if self == Dialect::RFC3987 || other == Dialect::RFC3987 {
            return Dialect::RFC3987;
        }
        if self.is_own_grammar() || other.is_own_grammar() {
            return Dialect::RFC3986;
        }
        Dialect {
            switches: self.switches | other.switches,
        }
    }
}

/// One departure from RFC 2396 Appendix A. [`Switch::Rfc2732`] is RFC
/// 2732's amendment, `rfc2732.pest`; each other switch is one deviation of
/// java.net.URI, a section of `java.pest` (`// switch: <name>`) and of
/// docs/java.md, which quotes the javadoc and the parser for it.
///
/// Every switch is a grammar change of its own: the tests apply every
/// subset of them (the two that amend RFC 2732's rules with it) and hold
/// each resulting grammar, rule by rule, to an independent recognizer
/// built with the same switches. The named dialects apply none
/// ([`Dialect::STRICT`]), one ([`Dialect::RFC2732`]) or all
/// ([`Dialect::JAVA`]).
///
/// ```
/// use uri2396::Switch;
///
/// assert_eq!(Switch::EmptyRelativePath.name(), "empty-relative-path");
/// assert_eq!("ports".parse::<Switch>(), Ok(Switch::Ports));
/// assert_eq!(Switch::Ipv6Literals.needs(), Some(Switch::Rfc2732));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Switch {
    /// RFC 2732 section 3 (`rfc2732.pest`): `host = hostname | IPv4address
    /// | IPv6reference`, `IPv6reference = "[" IPv6address "]"` with RFC
    /// 2373's IPv6address; IPv4 parts of `1*3DIGIT`; `[` and `]` added to
    /// `reserved` (so to `uric`: queries, fragments, opaque parts) and
    /// removed from `unwise`. Departs from 3.2.2's `host = hostname |
    /// IPv4address` and 2.4.3's `unwise`. Who reads RFC 2396 so: the
    /// specifications that cite it as amended (XML Schema's anyURI),
    /// java.net.URI, Ruby's RFC2396_Parser, Apache Xerces.
    Rfc2732,
    /// `// switch: empty-authority`: `//` followed by a path, a query or a
    /// fragment has no authority at all (`authority()` is `None`), and
    /// `//` at the end, or an empty server, is no URI. Departs from 3.2.2's
    /// `server = [ [ userinfo "@" ] hostport ]`, which may be empty
    /// (`file:///x` has an empty server there). Who: java.net.URI ("If
    /// the authority component is empty then the user-information, host,
    /// and port components are undefined").
    EmptyAuthority,
    /// `// switch: empty-relative-path`: `?y`, a query after an empty
    /// relative path. Departs from 5's `relativeURI = ( net_path |
    /// abs_path | rel_path ) [ "?" query ]`, whose `rel_path` is never
    /// empty, though Appendix C resolves `?y` itself. Who: java.net.URI
    /// ("Empty relative paths are permitted"), and RFC 3986 after it; the
    /// resolver's [`RelativeSyntax::AllowEmptyPath`](crate::resolve::RelativeSyntax::AllowEmptyPath)
    /// reads references alike.
    EmptyRelativePath,
    /// `// switch: ipv4-addresses`: each part of an IPv4address has a
    /// value of at most 255, with any number of leading zeros; a host of
    /// digits and dots that is none is no hostname either, so the
    /// authority is a `reg_name`. Departs from 3.2.2's `IPv4address =
    /// 1*digit "." 1*digit "." 1*digit "." 1*digit` (and RFC 2732's
    /// `1*3DIGIT`). Who: java.net.URI ("Each element is further
    /// constrained to have a value no greater than 255"). The same parts
    /// in an IPv6 literal's IPv4 tail.
    Ipv4Addresses,
    /// `// switch: single-label-hostnames`: a hostname of one label may
    /// start with a digit (`http://123/`). Departs from 3.2.2's `toplabel
    /// = alpha | alpha *( alphanum | "-" ) alphanum`. Who: java.net.URI
    /// ("Hostnames in host components that comprise only a single domain
    /// label are permitted to start with an alphanum character").
    SingleLabelHostnames,
    /// `// switch: ipv6-literals`: a scope id after an IPv6 literal's
    /// address (`[fe80::1%eth0]`). Needs [`Switch::Rfc2732`], whose
    /// `IPv6reference` it amends; RFC 2732 has no scope id. Who:
    /// java.net.URI ("The Literal IPv6 address format also supports
    /// scope_ids").
    Ipv6Literals,
    /// `// switch: other-characters`: non-ASCII characters that are no
    /// control and no space (Java's "other") wherever an escape may be:
    /// user information, registry names, paths, queries, fragments, opaque
    /// parts. Departs from 2's US-ASCII characters (`escaped = "%" hex
    /// hex`). Who: java.net.URI ("Characters in the other category are
    /// permitted wherever RFC 2396 permits escaped octets").
    OtherCharacters,
    /// `// switch: brackets-outside-the-host`: an opaque part may start
    /// with `[` or `]` (`mailto:[`), as any `uric` but `/`. Needs
    /// [`Switch::Rfc2732`], which makes them `uric`; departs from 3's
    /// `uric_no_slash`, which lists the reserved characters one by one and
    /// so not RFC 2732's two. Who: java.net.URI (its opaque part is any
    /// `uric` but `/` first).
    BracketsOutsideTheHost,
    /// `// switch: ports`: a port's value is at most 2147483647 (leading
    /// zeros aside); above it, the authority is a `reg_name` when it can be
    /// one. Departs from 3.2.2's `port = *digit`, unbounded. Who:
    /// java.net.URI (`Integer.parseInt` reads the port).
    Ports,
}

impl Switch {
    /// Every switch, in the order `java.pest`'s sections apply them (RFC
    /// 2732 first).
    pub const ALL: [Switch; 9] = [
        Switch::Rfc2732,
        Switch::EmptyAuthority,
        Switch::EmptyRelativePath,
        Switch::Ipv4Addresses,
        Switch::SingleLabelHostnames,
        Switch::Ipv6Literals,
        Switch::OtherCharacters,
        Switch::BracketsOutsideTheHost,
        Switch::Ports,
    ];

    /// Its name: `rfc2732`, or the name of its section of `java.pest`
    /// (`empty-authority`...), which is that of its section of docs/java.md.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Switch::Rfc2732 => "rfc2732",
            Switch::EmptyAuthority => "empty-authority",
            Switch::EmptyRelativePath => "empty-relative-path",
            Switch::Ipv4Addresses => "ipv4-addresses",
            Switch::SingleLabelHostnames => "single-label-hostnames",
            Switch::Ipv6Literals => "ipv6-literals",
            Switch::OtherCharacters => "other-characters",
            Switch::BracketsOutsideTheHost => "brackets-outside-the-host",
            Switch::Ports => "ports",
        }
    }

    /// The switch whose rules this one amends, if any.
    #[must_use]
    pub const fn needs(self) -> Option<Switch> {
        match self {
            Switch::Ipv6Literals | Switch::BracketsOutsideTheHost => Some(Switch::Rfc2732),
            _ => None,
        }
    }

    #[inline]
    pub(crate) const fn bit(self) -> u16 {
        1 << self as u16
    }
}

impl fmt::Display for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no switch's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownSwitch(String);

impl UnknownSwitch {
    /// The error's line in `lang`; its `Display` is the line in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        let names: Vec<&str> = Switch::ALL.iter().map(|s| s.name()).collect();
        Msg::NoSwitch.fill(
            lang,
            &[
                ("name", &crate::visible::visible(&self.0)),
                ("names", &names.join(", ")),
            ],
        )
    }
}

impl fmt::Display for UnknownSwitch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for UnknownSwitch {}

impl FromStr for Switch {
    type Err = UnknownSwitch;

    /// A switch by its [`name`](Switch::name), in any ASCII case.
    fn from_str(name: &str) -> Result<Switch, UnknownSwitch> {
        Switch::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownSwitch(name.chars().take(64).collect()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Switch {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no dialect's: its base is none of the named dialects,
/// or a part after a `+` is no switch.
///
/// ```
/// use uri2396::Dialect;
///
/// let err = "strict+ipv6".parse::<Dialect>().unwrap_err();
/// assert!(err.to_string().starts_with("no dialect `strict+ipv6`: `ipv6` is no switch"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownDialect {
    name: String,
    why: Why,
}

/// What is wrong with a dialect's name.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Why {
    /// The part before the first `+` is no named dialect.
    Base,
    /// This part after a `+` is no switch.
    Switch(String),
    /// Switches after `java`, which has every switch.
    AfterJava,
    /// Switches after `rfc3986` or `rfc3987`, a grammar of its own, which
    /// takes none.
    OwnGrammar(&'static str),
    /// The name is a dialect's, other than the named ones, and the crate
    /// was built without the `runtime-dialects` feature that makes them.
    NeedsFeature,
}

impl UnknownDialect {
    /// The error's line in `lang`; its `Display` is the line in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        let names: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
        let names = names.join(", ");
        let switches: Vec<&str> = Switch::ALL
            .iter()
            .filter(|&&s| s != Switch::Rfc2732)
            .map(|s| s.name())
            .collect();
        let shown = crate::visible::visible(&self.name);
        let mut out = Msg::NoDialect.fill(lang, &[("name", &shown)]);
        match &self.why {
            Why::NeedsFeature => {
                out.push_str(&Msg::DialectNeedsFeature.fill(lang, &[("names", &names)]));
                return out;
            }
            Why::Switch(part) => out.push_str(
                &Msg::DialectNoSwitch.fill(lang, &[("part", &crate::visible::visible(part))]),
            ),
            Why::AfterJava => out.push_str(Msg::DialectAfterJava.text(lang)),
            Why::OwnGrammar(base) => {
                out.push_str(&Msg::DialectOwnGrammar.fill(lang, &[("name", base)]));
            }
            Why::Base => {}
        }
        out.push_str(&Msg::DialectsAre.fill(
            lang,
            &[("names", &names), ("switches", &switches.join(", "))],
        ));
        out
    }
}

impl fmt::Display for UnknownDialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for UnknownDialect {}

impl FromStr for Dialect {
    type Err = UnknownDialect;

    /// A dialect by its [`name`](Dialect::name), in any ASCII case: a
    /// named dialect, then for `strict` and `rfc2732` `+` and a switch any
    /// number of times (`strict+empty-relative-path`, `rfc2732+ports`);
    /// `java`, which has every switch, alone. The same dialect may be
    /// written in several ways (`strict+ipv6-literals` is
    /// `rfc2732+ipv6-literals`, since that switch needs RFC 2732's rules;
    /// `strict+rfc2732` is `rfc2732`); [`name`](Dialect::name) writes its
    /// one canonical name.
    fn from_str(name: &str) -> Result<Dialect, UnknownDialect> {
        // Names are echoed in errors: at most 64 characters of them.
        let unknown = |why: Why| UnknownDialect {
            name: name.chars().take(64).collect(),
            why,
        };
        let mut parts = name.split('+').peekable();
        let base = parts.next().unwrap_or_default();
        let mut dialect = Dialect::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(base))
            .ok_or_else(|| unknown(Why::Base))?;
        if dialect == Dialect::JAVA && parts.peek().is_some() {
            return Err(unknown(Why::AfterJava));
        }
        if dialect.is_own_grammar() && parts.peek().is_some() {
            return Err(unknown(Why::OwnGrammar(dialect.name())));
        }
        for part in parts {
            let switch: Switch = part
                .parse()
                .map_err(|_| unknown(Why::Switch(part.chars().take(64).collect())))?;
            dialect = dialect.add(switch);
        }
        if cfg!(not(feature = "runtime-dialects")) && !Dialect::ALL.contains(&dialect) {
            return Err(unknown(Why::NeedsFeature));
        }
        Ok(dialect)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Dialect {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Dialect {
    /// A dialect by its name, as [`FromStr`] reads it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dialect, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}
