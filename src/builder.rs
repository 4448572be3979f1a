//! Building a reference from unescaped component values:
//! [`UriBuilder`](crate::escape::UriBuilder), which [`crate::escape`]
//! re-exports.

use std::fmt;

use percent_encoding::percent_encode;

use crate::compose::{AuthorityPart, Parts};
use crate::dialect::Dialect;
use crate::grammar::Rule;
use crate::messages::{Lang, Msg};
use crate::owned::OwnedUriReference;
use crate::percent::{Component, SEGMENT, escape};

/// A URI reference assembled from unescaped component values, each escaped
/// for its component as the [module docs](crate::escape) list.
///
/// Which reference comes out depends on what is set:
///
/// - a host (or registry name) gives an authority, `//host`; the path must
///   then be empty or start with `/`;
/// - a scheme without an authority and a path that does not start with `/`
///   gives an opaque URI (`mailto:x`), whose path is escaped as an
///   `opaque_part` and which can have no query;
/// - no scheme and no authority give a relative reference; a relative
///   path's first segment has `:` escaped too.
///
/// Parsing the result and decoding each component gives back the values
/// (a property test checks it).
///
/// ```
/// use uri2396::escape::UriBuilder;
///
/// let uri = UriBuilder::new()
///     .scheme("ftp")
///     .userinfo("anonymous")
///     .host("ftp.example.org")
///     .port(2121)
///     .path("/pub/read me.txt")
///     .build()?;
/// assert_eq!(uri.as_str(), "ftp://anonymous@ftp.example.org:2121/pub/read%20me.txt");
///
/// let mail = UriBuilder::new().scheme("mailto").path("a b@example.com").build()?;
/// assert_eq!(mail.as_str(), "mailto:a%20b@example.com");
///
/// let relative = UriBuilder::new().path("this:that/x").query("k=v").build()?;
/// assert_eq!(relative.as_str(), "this%3Athat/x?k%3Dv");
/// # Ok::<(), uri2396::escape::BuildError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UriBuilder {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<HostValue>,
    port: Option<u16>,
    path: PathValue,
    query: Option<QueryValue>,
    fragment: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum HostValue {
    Host(String),
    RegName(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum PathValue {
    Text(String),
    Segments(Vec<String>),
}

impl Default for PathValue {
    fn default() -> PathValue {
        PathValue::Text(String::new())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum QueryValue {
    Text(String),
    Pairs(Vec<(String, String)>),
}

impl UriBuilder {
    /// A builder with nothing set: it builds the empty reference.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// assert_eq!(UriBuilder::new().build()?.as_str(), "");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn new() -> UriBuilder {
        UriBuilder::default()
    }

    /// The scheme, checked against `scheme = alpha *( alpha | digit | "+" |
    /// "-" | "." )` (3.1) when building; never escaped.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// assert!(UriBuilder::new().scheme("1http").host("a").build().is_err());
    /// ```
    #[must_use]
    pub fn scheme(mut self, scheme: &str) -> UriBuilder {
        self.scheme = Some(scheme.to_owned());
        self
    }

    /// The user information, escaped as [`Component::Userinfo`]. Needs a
    /// host.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("ftp").userinfo("me@home").host("h").build()?;
    /// assert_eq!(uri.as_str(), "ftp://me%40home@h");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo(mut self, userinfo: &str) -> UriBuilder {
        self.userinfo = Some(userinfo.to_owned());
        self
    }

    /// The host: a `hostname` or `IPv4address` (3.2.2), checked when
    /// building, since neither can hold escapes. The empty string gives an
    /// empty authority (`file:///etc`). Replaces a registry name.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("file").host("").path("/etc/hosts").build()?;
    /// assert_eq!(uri.as_str(), "file:///etc/hosts");
    /// assert!(UriBuilder::new().scheme("http").host("a_b").build().is_err());
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn host(mut self, host: &str) -> UriBuilder {
        self.host = Some(HostValue::Host(host.to_owned()));
        self
    }

    /// A registry-based authority (3.2.1) instead of a host, escaped as
    /// [`Component::RegName`]; it cannot have userinfo or a port. Replaces a
    /// host. (An escaped name that has the form of a server parses as one,
    /// as 3.2.1 says.)
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("x").reg_name("my registry").path("/a").build()?;
    /// assert_eq!(uri.as_str(), "x://my%20registry/a");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn reg_name(mut self, name: &str) -> UriBuilder {
        self.host = Some(HostValue::RegName(name.to_owned()));
        self
    }

    /// The port, in decimal. Needs a host.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("http").host("h").port(8080).build()?;
    /// assert_eq!(uri.as_str(), "http://h:8080");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn port(mut self, port: u16) -> UriBuilder {
        self.port = Some(port);
        self
    }

    /// The path as one value in which `/` separates segments: each segment
    /// is escaped as [`Component::Segment`] (the first of a relative path
    /// as [`Component::FirstSegment`]), so `;`, `=` and `?` are data. For an
    /// opaque URI (a scheme, no host, no leading `/`), the whole value is
    /// escaped as [`Component::OpaquePart`]. Replaces segments.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("http").host("h").path("/a;b/c d").build()?;
    /// assert_eq!(uri.as_str(), "http://h/a%3Bb/c%20d");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &str) -> UriBuilder {
        self.path = PathValue::Text(path.to_owned());
        self
    }

    /// The path as a list of segments, each escaped as
    /// [`Component::Segment`] (so `/` is data), written as an absolute path:
    /// `/` before each. No segments give an empty path. Replaces a path.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().scheme("http").host("h").segments(["a/b", ""]).build()?;
    /// assert_eq!(uri.as_str(), "http://h/a%2Fb/");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn segments<I, S>(mut self, segments: I) -> UriBuilder
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        self.path = PathValue::Segments(
            segments
                .into_iter()
                .map(|s| s.as_ref().to_owned())
                .collect(),
        );
        self
    }

    /// The query as one value, escaped as [`Component::Query`]: every
    /// reserved character is data. Replaces query pairs.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().path("/search").query("a&b").build()?;
    /// assert_eq!(uri.as_str(), "/search?a%26b");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn query(mut self, query: &str) -> UriBuilder {
        self.query = Some(QueryValue::Text(query.to_owned()));
        self
    }

    /// The query as `key=value` pairs joined by `&`, each key and value
    /// escaped as [`Component::Query`]. Replaces a query.
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().path("/s").query_pairs([("q", "a&b"), ("n", "")]).build()?;
    /// assert_eq!(uri.as_str(), "/s?q=a%26b&n=");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_pairs<I, K, V>(mut self, pairs: I) -> UriBuilder
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        self.query = Some(QueryValue::Pairs(
            pairs
                .into_iter()
                .map(|(k, v)| (k.as_ref().to_owned(), v.as_ref().to_owned()))
                .collect(),
        ));
        self
    }

    /// The fragment, escaped as [`Component::Fragment`].
    ///
    /// ```
    /// use uri2396::escape::UriBuilder;
    /// let uri = UriBuilder::new().fragment("a#b").build()?;
    /// assert_eq!(uri.as_str(), "#a%23b");
    /// # Ok::<(), uri2396::escape::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment(mut self, fragment: &str) -> UriBuilder {
        self.fragment = Some(fragment.to_owned());
        self
    }

    /// The reference, escaped and checked.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] when the values cannot make a reference: an invalid
    /// scheme or host, userinfo or a port without a host, a path that does
    /// not fit what else is set, a query without a path.
    ///
    /// ```
    /// use uri2396::escape::{BuildError, UriBuilder};
    ///
    /// let err = UriBuilder::new().query("y").build().unwrap_err();
    /// assert_eq!(err, BuildError::QueryWithoutPath);
    /// ```
    pub fn build(&self) -> Result<OwnedUriReference, BuildError> {
        if let Some(scheme) = &self.scheme
            && !rule_matches("scheme", scheme)
        {
            return Err(BuildError::InvalidScheme {
                scheme: scheme.clone(),
            });
        }
        let has_authority = self.host.is_some();
        let authority = match &self.host {
            None if self.userinfo.is_some() || self.port.is_some() => {
                return Err(BuildError::MissingHost);
            }
            None => None,
            Some(HostValue::Host(host)) => {
                let mut authority = String::new();
                if let Some(userinfo) = &self.userinfo {
                    authority.push_str(&escape(userinfo, Component::Userinfo));
                    authority.push('@');
                }
                let empty_server =
                    host.is_empty() && self.userinfo.is_none() && self.port.is_none();
                if !empty_server && !rule_matches("host", host) {
                    return Err(BuildError::InvalidHost { host: host.clone() });
                }
                authority.push_str(host);
                if let Some(port) = self.port {
                    authority.push(':');
                    authority.push_str(&port.to_string());
                }
                Some(authority)
            }
            Some(HostValue::RegName(name)) => {
                if self.userinfo.is_some() || self.port.is_some() {
                    return Err(BuildError::RegNameWithServerParts);
                }
                if name.is_empty() {
                    return Err(BuildError::EmptyRegName);
                }
                Some(escape(name, Component::RegName).into_owned())
            }
        };

        let path = match &self.path {
            PathValue::Segments(segments) => {
                let mut path = String::new();
                for segment in segments {
                    path.push('/');
                    path.extend(percent_encode(segment.as_bytes(), SEGMENT));
                }
                path
            }
            PathValue::Text(path) if path.starts_with('/') || has_authority => {
                escape_path(path, Component::Segment)
            }
            PathValue::Text(path) if self.scheme.is_some() => {
                if path.is_empty() {
                    return Err(BuildError::MissingPath);
                }
                if self.query.is_some() {
                    return Err(BuildError::QueryInOpaquePart);
                }
                escape(path, Component::OpaquePart).into_owned()
            }
            PathValue::Text(path) => escape_path(path, Component::FirstSegment),
        };
        if has_authority && !path.is_empty() && !path.starts_with('/') {
            return Err(BuildError::RelativePathWithHost);
        }
        if !has_authority && path.starts_with("//") {
            return Err(BuildError::PathStartsWithTwoSlashes);
        }
        if !has_authority && path.is_empty() {
            if self.scheme.is_some() {
                return Err(BuildError::MissingPath);
            }
            if self.query.is_some() {
                return Err(BuildError::QueryWithoutPath);
            }
        }

        let query = self.query.as_ref().map(|query| match query {
            QueryValue::Text(query) => escape(query, Component::Query).into_owned(),
            QueryValue::Pairs(pairs) => {
                let mut out = String::new();
                for (i, (key, value)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push('&');
                    }
                    out.push_str(&escape(key, Component::Query));
                    out.push('=');
                    out.push_str(&escape(value, Component::Query));
                }
                out
            }
        });
        let fragment = self
            .fragment
            .as_ref()
            .map(|fragment| escape(fragment, Component::Fragment));
        // Each component is escaped or checked for where it goes, so the
        // result is built with its offsets, without a parse. An escaped
        // registry name may have the form of a server (3.2.1): the
        // authority alone is classified by the `server` rule.
        Ok(Parts {
            scheme: self.scheme.as_deref(),
            authority: authority
                .as_deref()
                .map(|a| AuthorityPart::classify(a, Dialect::STRICT)),
            path: &path,
            query: query.as_deref(),
            fragment: fragment.as_deref(),
            dialect: Dialect::STRICT,
        }
        .build())
    }
}

/// A path value split at its `/`, each segment escaped, the first as
/// `first` and the others as [`Component::Segment`].
fn escape_path(path: &str, first: Component) -> String {
    let mut out = String::with_capacity(path.len());
    for (i, segment) in path.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let component = if i == 0 { first } else { Component::Segment };
        out.extend(percent_encode(segment.as_bytes(), component.ascii_set()));
    }
    out
}

fn rule_matches(rule: &str, text: &str) -> bool {
    Rule::find(rule).is_ok_and(|r| r.matches(text))
}

/// Why a [`UriBuilder`] could not build a reference.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum BuildError {
    /// The scheme is not `alpha *( alpha | digit | "+" | "-" | "." )` (3.1).
    InvalidScheme {
        /// The scheme as given.
        scheme: String,
    },
    /// The host is neither a `hostname` nor an `IPv4address` (3.2.2); those
    /// cannot hold escapes. A registry name may be what is meant.
    InvalidHost {
        /// The host as given.
        host: String,
    },
    /// Userinfo or a port was set without a host.
    MissingHost,
    /// Userinfo or a port was set with a registry name, which stands for the
    /// whole authority.
    RegNameWithServerParts,
    /// The registry name is empty (`reg_name` has at least one character).
    EmptyRegName,
    /// With a host, the path must be empty or start with `/`.
    RelativePathWithHost,
    /// Without a host, a path that starts with `//` would read as an
    /// authority.
    PathStartsWithTwoSlashes,
    /// A scheme without a host needs a path: `http:` is not a URI (3).
    MissingPath,
    /// An opaque URI (a scheme, no host, no leading `/`) has no query: put
    /// the `?` in the path value, which is escaped as an `opaque_part`.
    QueryInOpaquePart,
    /// A relative reference needs a path before its query (5): `?y` is not
    /// RFC 2396 syntax.
    QueryWithoutPath,
}

impl BuildError {
    /// The error's line in `lang`; its `Display` is the line in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        match self {
            BuildError::InvalidScheme { scheme } => {
                Msg::InvalidScheme.fill(lang, &[("scheme", &format!("{scheme:?}"))])
            }
            BuildError::InvalidHost { host } => {
                Msg::InvalidHost.fill(lang, &[("host", &format!("{host:?}"))])
            }
            BuildError::MissingHost => Msg::MissingHost.text(lang).into(),
            BuildError::RegNameWithServerParts => Msg::RegNameWithServerParts.text(lang).into(),
            BuildError::EmptyRegName => Msg::EmptyRegName.text(lang).into(),
            BuildError::RelativePathWithHost => Msg::RelativePathWithHost.text(lang).into(),
            BuildError::PathStartsWithTwoSlashes => Msg::PathStartsWithTwoSlashes.text(lang).into(),
            BuildError::MissingPath => Msg::MissingPath.text(lang).into(),
            BuildError::QueryInOpaquePart => Msg::QueryInOpaquePart.text(lang).into(),
            BuildError::QueryWithoutPath => Msg::QueryWithoutPath.text(lang).into(),
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for BuildError {}
