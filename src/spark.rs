//! Spark SQL's `parse_url`, answered as Spark answers it: through
//! java.net.URI's reading of RFC 2396 ([`Dialect::JAVA`]), which gives
//! the verdict and the components of `new java.net.URI(s)`.
//!
//! Spark's `parse_url(url, part [, key])` makes `new java.net.URI(url)`
//! and asks it for one part: `HOST` is `getHost()`, `PATH` `getRawPath()`,
//! `QUERY` `getRawQuery()`, `REF` `getRawFragment()`, `PROTOCOL`
//! `getScheme()`, `FILE` the raw path and, when there is a query, `?` and
//! the raw query, `AUTHORITY` `getRawAuthority()`, `USERINFO`
//! `getRawUserInfo()`. A string that is no URI, a part Spark does not name
//! (the names are matched with case), a part that is undefined (no host in
//! a registry-based authority, no path in an opaque URI) give SQL's NULL,
//! here `None`. Every answer is a slice of the input: Spark's parts are
//! never decoded.
//!
//! With ANSI mode on (Spark 4's default), Spark's `parse_url` raises an
//! error on a string that is no URI where these functions, like Spark's
//! `try_parse_url`, answer `None`.
//!
//! ```
//! use uri2396::spark::{parse_url, parse_url_key};
//!
//! let url = "http://user@example.com:8080/a/b.php?k1=v1&k2=v2#top";
//! assert_eq!(parse_url(url, "HOST"), Some("example.com"));
//! assert_eq!(parse_url(url, "FILE"), Some("/a/b.php?k1=v1&k2=v2"));
//! assert_eq!(parse_url(url, "AUTHORITY"), Some("user@example.com:8080"));
//! assert_eq!(parse_url_key(url, "k2"), Some("v2"));
//! // `_` is in no hostname: a registry-based authority, and no host.
//! assert_eq!(parse_url("http://a_b/", "HOST"), None);
//! assert_eq!(parse_url("http://a b/", "PATH"), None);
//! assert_eq!(parse_url(url, "host"), None);
//! ```
//!
//! Linear in the input: one parse, and for a key one pass over the query.

use std::fmt;
use std::str::FromStr;

use crate::components::{PathKind, UriReference};
use crate::dialect::Dialect;

/// A part `parse_url` extracts, by Spark's name for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UrlPart {
    /// `HOST`: `getHost()`, an IPv6 literal with its brackets.
    Host,
    /// `PATH`: `getRawPath()`, undefined in an opaque URI.
    Path,
    /// `QUERY`: `getRawQuery()`, undefined in an opaque URI.
    Query,
    /// `REF`: `getRawFragment()`.
    Ref,
    /// `PROTOCOL`: `getScheme()`.
    Protocol,
    /// `FILE`: the raw path, then `?` and the raw query when there is one.
    File,
    /// `AUTHORITY`: `getRawAuthority()`, server-based or not.
    Authority,
    /// `USERINFO`: `getRawUserInfo()`, undefined in a registry-based
    /// authority.
    Userinfo,
}

impl UrlPart {
    /// Every part, in the order of Spark's documentation.
    pub const ALL: [UrlPart; 8] = [
        UrlPart::Host,
        UrlPart::Path,
        UrlPart::Query,
        UrlPart::Ref,
        UrlPart::Protocol,
        UrlPart::File,
        UrlPart::Authority,
        UrlPart::Userinfo,
    ];

    /// Spark's name of the part: `HOST`, `PATH`...
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            UrlPart::Host => "HOST",
            UrlPart::Path => "PATH",
            UrlPart::Query => "QUERY",
            UrlPart::Ref => "REF",
            UrlPart::Protocol => "PROTOCOL",
            UrlPart::File => "FILE",
            UrlPart::Authority => "AUTHORITY",
            UrlPart::Userinfo => "USERINFO",
        }
    }

    /// The part of `uri`, a reference read in [`Dialect::JAVA`], as
    /// java.net.URI's getter gives it.
    fn of<'a>(self, uri: &UriReference<'a>) -> Option<&'a str> {
        let opaque = uri.path_kind() == PathKind::OpaquePart;
        match self {
            UrlPart::Host => uri.host().map(|host| host.as_str()),
            UrlPart::Path => (!opaque).then(|| uri.path()),
            UrlPart::Query => uri.query(),
            UrlPart::Ref => uri.fragment(),
            UrlPart::Protocol => uri.scheme(),
            UrlPart::File => {
                let path = (!opaque).then(|| uri.path())?;
                // The query follows the path and its "?" in the input.
                let end = uri
                    .query()
                    .map_or(path.len(), |query| path.len() + 1 + query.len());
                let start = path.as_ptr() as usize - uri.as_str().as_ptr() as usize;
                uri.as_str().get(start..start + end)
            }
            UrlPart::Authority => uri.authority().map(|authority| authority.as_str()),
            UrlPart::Userinfo => uri.userinfo(),
        }
    }
}

impl fmt::Display for UrlPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no part of [`UrlPart::ALL`]: Spark answers NULL for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownUrlPart(pub String);

impl fmt::Display for UnknownUrlPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no part `{}` in parse_url; the parts are ", self.0)?;
        for (i, part) in UrlPart::ALL.iter().enumerate() {
            f.write_str(if i == 0 { "" } else { ", " })?;
            f.write_str(part.as_str())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownUrlPart {}

impl FromStr for UrlPart {
    type Err = UnknownUrlPart;

    /// Spark's names, with their case: `host` is no part.
    fn from_str(name: &str) -> Result<UrlPart, UnknownUrlPart> {
        UrlPart::ALL
            .into_iter()
            .find(|part| part.as_str() == name)
            .ok_or_else(|| UnknownUrlPart(name.to_owned()))
    }
}

/// `parse_url(url, part)`: the part of `url` that Spark's `parse_url`
/// gives, `None` where it gives NULL (no URI, a part it does not name, a
/// part that is undefined).
///
/// ```
/// use uri2396::spark::parse_url;
///
/// assert_eq!(parse_url("mailto:a@b?subject=x", "PATH"), None);
/// assert_eq!(parse_url("http://[::1]:80/", "HOST"), Some("[::1]"));
/// assert_eq!(parse_url("/a?b", "FILE"), Some("/a?b"));
/// ```
#[must_use]
pub fn parse_url<'a>(url: &'a str, part: &str) -> Option<&'a str> {
    let part = part.parse::<UrlPart>().ok()?;
    parse_url_part(url, part)
}

/// [`parse_url`] of a part already named.
#[must_use]
pub fn parse_url_part(url: &str, part: UrlPart) -> Option<&str> {
    let uri = UriReference::parse_in(url, Dialect::JAVA).ok()?;
    part.of(&uri)
}

/// `parse_url(url, 'QUERY', key)`: the value of the first `key=` in the
/// raw query that starts the query or follows an `&`, up to the next `&`;
/// `None` when there is no query or no such `key=`.
///
/// Spark reads the key as a regular expression (it matches
/// `(&|^)KEY=([^&]*)`); this function reads it as the characters it is
/// written with, the same answer for every key without a character that
/// is special in a Java regular expression (`\^$.|?*+()[]{}`).
///
/// ```
/// use uri2396::spark::parse_url_key;
///
/// assert_eq!(parse_url_key("/p?a=1&b=2&a=3", "a"), Some("1"));
/// assert_eq!(parse_url_key("/p?ba=1&a=", "a"), Some(""));
/// assert_eq!(parse_url_key("/p?a", "a"), None);
/// ```
#[must_use]
pub fn parse_url_key<'a>(url: &'a str, key: &str) -> Option<&'a str> {
    query_value(parse_url_part(url, UrlPart::Query)?, key)
}

/// The value of `key` in `query` as the pattern `(&|^)KEY=([^&]*)` finds
/// it, for a key of plain characters: at each position in turn, first a
/// `&` and the key, then (at the start only) the key alone. Linear in
/// the query and the key (one search for `&KEY=`).
#[must_use]
pub fn query_value<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    let value = |from: usize| {
        let rest = &query[from..];
        &rest[..rest.find('&').unwrap_or(rest.len())]
    };
    let needle = ["&", key, "="].concat();
    // At position 0, the "&" alternative is tried before the start's.
    if query.starts_with(&needle) {
        return Some(value(needle.len()));
    }
    if query
        .strip_prefix(key)
        .is_some_and(|rest| rest.starts_with('='))
    {
        return Some(value(key.len() + 1));
    }
    query.find(&needle).map(|at| value(at + needle.len()))
}
