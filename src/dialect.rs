//! Readings of the syntax. The default is RFC 2396 as Appendix A writes it;
//! the specifications that cite RFC 2396 (XML Schema's anyURI, HTTP/1.1)
//! read it as RFC 2732 amends it, with IPv6 literals.
//!
//! A [`Dialect`] chooses the grammar a parse follows. Every operation on a
//! parsed reference keeps its reference's dialect: a resolved or normalized
//! RFC 2732 reference is read again by RFC 2732.

use std::fmt;
use std::str::FromStr;

use crate::grammar::Grammar;

/// Which reading of the syntax a parse follows.
///
/// ```
/// use uri2396::{Dialect, UriReference};
///
/// assert!(UriReference::parse("http://[::1]/").is_err());
/// let uri = UriReference::parse_in("http://[::1]/?a[0]=b", Dialect::RFC2732)?;
/// assert_eq!(uri.host().map(|h| h.kind()), Some("IPv6reference"));
/// assert_eq!(uri.query(), Some("a[0]=b"));
/// assert_eq!(uri.dialect(), Dialect::RFC2732);
/// assert_eq!("rfc2732".parse::<Dialect>(), Ok(Dialect::RFC2732));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dialect {
    grammar: Grammar,
}

impl Dialect {
    /// RFC 2396 Appendix A as written: the default.
    pub const STRICT: Dialect = Dialect {
        grammar: Grammar::Rfc2396,
    };

    /// RFC 2396 as RFC 2732 section 3 amends it ([`Grammar::Rfc2732`]):
    /// IPv6 literals as hosts, `[` and `]` in queries, fragments and
    /// opaque parts, IPv4 address parts of one to three digits.
    pub const RFC2732: Dialect = Dialect {
        grammar: Grammar::Rfc2732,
    };

    /// java.net.URI's reading ([`Grammar::Java`]): what `new URI(s)` of
    /// Java's standard library accepts, with its components. docs/java.md
    /// describes each deviation from RFC 2396; the crate's tests compare
    /// this dialect's parse with Java's answers on 16,181 inputs.
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
        grammar: Grammar::Java,
    };

    /// Every named dialect.
    pub const ALL: [Dialect; 3] = [Dialect::STRICT, Dialect::RFC2732, Dialect::JAVA];

    /// The grammar it parses by.
    #[must_use]
    pub const fn grammar(self) -> Grammar {
        self.grammar
    }

    /// Its name, as the command line spells it: `strict`, `rfc2732`, `java`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self.grammar {
            Grammar::Rfc2396 => "strict",
            Grammar::Rfc2732 => "rfc2732",
            Grammar::Java => "java",
        }
    }

    /// The dialect that reads by `grammar` alone.
    pub(crate) fn of_grammar(grammar: Grammar) -> Dialect {
        Dialect { grammar }
    }

    /// The dialect of a parse whose inputs follow `self` and `other`: the
    /// one whose language holds both. RFC 2732's holds every reference of
    /// RFC 2396 (a server whose IPv4 address part has four digits or more
    /// is a reg_name there).
    ///
    /// java.net.URI's holds neither (`//` alone, `http://` are no URIs
    /// there), and neither holds Java's: with Java on either side the join
    /// is Java, and a result built from the parts (`compose.rs`) is read
    /// again, in Java, else RFC 2732, else RFC 2396, whichever derives it.
    pub(crate) fn join(self, other: Dialect) -> Dialect {
        self.max(other)
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no dialect's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownDialect(String);

impl fmt::Display for UnknownDialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
        write!(
            f,
            "no dialect `{}`; the dialects are {}",
            crate::visible::visible(&self.0),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownDialect {}

impl FromStr for Dialect {
    type Err = UnknownDialect;

    /// A dialect by its [`name`](Dialect::name), in any ASCII case.
    fn from_str(name: &str) -> Result<Dialect, UnknownDialect> {
        Dialect::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownDialect(name.chars().take(64).collect()))
    }
}

impl serde::Serialize for Dialect {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Dialect {
    /// A dialect by its name, as [`FromStr`] reads it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dialect, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}
