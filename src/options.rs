//! What the operations are told besides the references: whose reading of
//! sections 5 and 6 they follow ([`Semantics`]), and what normalization
//! knows about schemes ([`NormalizeOptions`]). Below the operations, so
//! that resolution, normalization and the lints share them without
//! importing one another.

use std::collections::BTreeMap;

use crate::dialect::Dialect;
use crate::grammar::Algorithms;
use crate::scheme::DEFAULT_PORTS;

/// Whose reading of resolution (5.2), normalization and equivalence (6)
/// an operation follows. A [`Dialect`] says how a reference is parsed;
/// this says what is done with it once parsed.
///
/// By default the reading follows the dialect a reference was read in:
/// java.net.URI's for [`Dialect::JAVA`], RFC 3986's for
/// [`Dialect::RFC3986`], RFC 2396's for every other one,
/// which is what a user of each expects. Asked for explicitly, either
/// applies to a reference of any dialect: a reference read with
/// `Dialect::JAVA.without(Switch::Ports)` can be resolved as Java
/// resolves, and one read as Java reads can be normalized as section 6
/// says.
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396::resolve::{ResolveOptions, resolve};
/// use uri2396::{Dialect, Semantics, UriReference};
///
/// let base = "http://a/b/c/d;p?q";
/// // RFC 2396: the empty reference is the current document.
/// assert_eq!(resolve(base, "", &ResolveOptions::new())?.as_str(), "http://a/b/c/d;p?q");
/// // java.net.URI: the base's directory.
/// let java = ResolveOptions::new().with_semantics(Semantics::Java);
/// assert_eq!(resolve(base, "", &java)?.as_str(), "http://a/b/c/");
///
/// // Section 6 on a reference read as Java reads it.
/// let uri = UriReference::parse_in("HTTP://A:80/%7e", Dialect::JAVA)?;
/// assert_eq!(uri.normalize(), "HTTP://A:80/%7e");
/// let rfc2396 = NormalizeOptions::new().with_semantics(Semantics::Rfc2396);
/// assert_eq!(uri.normalize_with(&rfc2396), "http://a/~");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[non_exhaustive]
pub enum Semantics {
    /// java.net.URI's for references read in [`Dialect::JAVA`], RFC 2396's
    /// otherwise: the default.
    #[default]
    #[cfg_attr(
        feature = "clap",
        value(
            help = "java.net.URI's for references read in the java dialect, RFC 3986's in rfc3986 and rfc3987, RFC 2396's otherwise"
        )
    )]
    FromDialect,
    /// RFC 2396 sections 5.2 and 6, with the choices of the options.
    #[cfg_attr(feature = "clap", value(help = "RFC 2396 sections 5.2 and 6"))]
    Rfc2396,
    /// java.net.URI's `resolve`, `relativize`, `normalize` and `equals`
    /// (docs/java.md).
    #[cfg_attr(
        feature = "clap",
        value(help = "java.net.URI's resolve, relativize, normalize and equals")
    )]
    Java,
}

#[cfg(feature = "serde")]
crate::serial::unit!(Semantics {
    FromDialect => "from_dialect",
    Rfc2396 => "rfc2396",
    Java => "java",
});

impl Semantics {
    /// Whether java.net.URI's reading applies to references read in
    /// `dialect`.
    ///
    /// ```
    /// use uri2396::{Dialect, Semantics};
    ///
    /// assert!(Semantics::FromDialect.is_java(Dialect::JAVA));
    /// assert!(!Semantics::FromDialect.is_java(Dialect::RFC2732));
    /// assert!(Semantics::Java.is_java(Dialect::STRICT));
    /// assert!(!Semantics::Rfc2396.is_java(Dialect::JAVA));
    /// ```
    #[must_use]
    pub fn is_java(self, dialect: Dialect) -> bool {
        self.algorithms(dialect) == Algorithms::Java
    }

    /// Whose algorithms run on a reference read in `dialect`: the
    /// dialect's own ([`Dialect::algorithms`]) unless these semantics name
    /// others.
    pub(crate) fn algorithms(self, dialect: Dialect) -> Algorithms {
        match self {
            Semantics::FromDialect => dialect.algorithms(),
            Semantics::Rfc2396 => Algorithms::Rfc2396,
            Semantics::Java => Algorithms::Java,
        }
    }
}

/// What normalization needs to know about schemes.
///
/// It serializes with serde. A missing field takes its default; a
/// `default_ports` table given in full replaces the built-in one:
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
///
/// let options: NormalizeOptions = serde_json::from_str(r#"{"default_ports": {"svn": 3690}}"#)?;
/// assert_eq!(options.default_port("svn"), Some(3690));
/// assert_eq!(options.default_port("http"), None);
/// let options: NormalizeOptions = serde_json::from_str("{}")?;
/// assert_eq!(options.default_port("http"), Some(80));
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct NormalizeOptions {
    /// The default port of each scheme, keyed by the scheme in lower case.
    /// Defaults to [`DEFAULT_PORTS`].
    pub default_ports: BTreeMap<String, u16>,
    /// The dialect in which the functions over text ([`normalize_with`](crate::normalize::normalize_with),
    /// [`equivalent_with`](crate::normalize::equivalent_with), [`lint_text_with`](crate::security::lint_text_with))
    /// read their inputs. A parsed reference has its own. Defaults to
    /// [`Dialect::STRICT`].
    pub dialect: Dialect,
    /// Whose normalization and equivalence apply: by default java.net.URI's
    /// for references read in the java dialect, section 6's otherwise.
    pub semantics: Semantics,
}

#[cfg(feature = "serde")]
crate::serial::defaults!(NormalizeOptions {
    default_ports,
    dialect,
    semantics,
});

impl Default for NormalizeOptions {
    fn default() -> NormalizeOptions {
        NormalizeOptions {
            default_ports: DEFAULT_PORTS
                .iter()
                .map(|&(scheme, port)| (scheme.to_owned(), port))
                .collect(),
            dialect: Dialect::STRICT,
            semantics: Semantics::FromDialect,
        }
    }
}

impl NormalizeOptions {
    /// The defaults: the ports of [`DEFAULT_PORTS`].
    ///
    /// ```
    /// use uri2396::normalize::NormalizeOptions;
    /// assert_eq!(NormalizeOptions::new().default_port("https"), Some(443));
    /// ```
    pub fn new() -> NormalizeOptions {
        NormalizeOptions::default()
    }

    /// These options with `port` as the default port of `scheme` (in any
    /// case), added or replacing the one known.
    ///
    /// ```
    /// use uri2396::normalize::{NormalizeOptions, normalize_with};
    ///
    /// let options = NormalizeOptions::new().with_default_port("SVN", 3690);
    /// assert_eq!(normalize_with("svn://host:3690/repo", &options)?.as_str(), "svn://host/repo");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use = "the options are returned, not changed in place"]
    pub fn with_default_port(mut self, scheme: &str, port: u16) -> NormalizeOptions {
        self.default_ports.insert(scheme.to_ascii_lowercase(), port);
        self
    }

    /// These options without a default port for `scheme`, so that its
    /// ports are always kept.
    ///
    /// ```
    /// use uri2396::normalize::{NormalizeOptions, normalize_with};
    ///
    /// let options = NormalizeOptions::new().without_default_port("http");
    /// assert_eq!(normalize_with("http://a:80/", &options)?.as_str(), "http://a:80/");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use = "the options are returned, not changed in place"]
    pub fn without_default_port(mut self, scheme: &str) -> NormalizeOptions {
        self.default_ports
            .retain(|known, _| !known.eq_ignore_ascii_case(scheme));
        self
    }

    /// These options with `dialect` set: the functions over text read
    /// their inputs in it.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// use uri2396::normalize::{NormalizeOptions, equivalent_with, normalize_with};
    ///
    /// let options = NormalizeOptions::new().with_dialect(Dialect::RFC2732);
    /// assert_eq!(normalize_with("HTTP://[::1]:80/%7e", &options)?.as_str(), "http://[::1]/~");
    /// assert!(equivalent_with("http://[::1]/", "http://[::1]:80/", &options)?);
    /// assert!(normalize_with("http://[::1]/", &NormalizeOptions::new()).is_err());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use = "the options are returned, not changed in place"]
    pub fn with_dialect(mut self, dialect: Dialect) -> NormalizeOptions {
        self.dialect = dialect;
        self
    }

    /// These options with `semantics` set.
    ///
    /// ```
    /// use uri2396::{Dialect, Semantics};
    /// use uri2396::normalize::{NormalizeOptions, normalize_with};
    ///
    /// let java = NormalizeOptions::new().with_semantics(Semantics::Java);
    /// assert_eq!(normalize_with("HTTP://A/a//b/./c", &java)?.as_str(), "HTTP://A/a/b/c");
    /// let rfc2396 = NormalizeOptions::new().with_dialect(Dialect::JAVA).with_semantics(Semantics::Rfc2396);
    /// assert_eq!(normalize_with("HTTP://A/a//b/./c", &rfc2396)?.as_str(), "http://a/a//b/c");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use = "the options are returned, not changed in place"]
    pub fn with_semantics(mut self, semantics: Semantics) -> NormalizeOptions {
        self.semantics = semantics;
        self
    }

    /// The default port of `scheme`, compared without regard to case.
    ///
    /// ```
    /// use uri2396::normalize::NormalizeOptions;
    /// assert_eq!(NormalizeOptions::new().default_port("FTP"), Some(21));
    /// assert_eq!(NormalizeOptions::new().default_port("mailto"), None);
    /// ```
    pub fn default_port(&self, scheme: &str) -> Option<u16> {
        self.default_ports
            .iter()
            .find(|(known, _)| known.eq_ignore_ascii_case(scheme))
            .map(|(_, port)| *port)
    }
}
