//! Normalization and equivalence (RFC 2396 section 6, and 2.4.2 for
//! escapes).
//!
//! [`normalize`] rewrites a reference into a normal form; two references
//! are [`equivalent`] when their normal forms are the same string. The
//! rewriting, in order:
//!
//! 1. **Escapes** (2.4.2): an escaped unreserved character is decoded
//!    (`%7e` to `~`, `%41` to `A`) and the hex digits of every other escape
//!    are put in upper case (`%2f` to `%2F`). Nothing else is decoded or
//!    escaped: a reserved character and its escape mean different things.
//! 2. **Case** (3.1, 6): the scheme and a host name go to lower case. A
//!    `reg_name` authority, the userinfo, the path, the query and the
//!    fragment keep their case.
//! 3. **Ports** (6): an empty port (`http://a:/`) is dropped, and so is the
//!    default port of the scheme, from [`NormalizeOptions::default_ports`]
//!    ([`DEFAULT_PORTS`] unless changed). A port is the default when it is
//!    the same number, so `http://a:080/` loses its port too; other ports
//!    are kept as written.
//! 4. **Dot segments**: in a path that starts with `/` (an absolute URI,
//!    a `net_path` or `abs_path` reference), `.` and `..` segments are
//!    removed by steps 6c to 6f of section 5.2. As in resolution, `..`
//!    segments that would climb above the root are kept: `http://a/../g`
//!    stays as it is. A path that would then begin with `//` without an
//!    authority is written `/.//`, so that it does not turn into one.
//!
//! Section 6 itself names only case and default ports; removing dot
//! segments goes beyond it (RFC 3986 6.2.2.3 added it), which is why
//! [`resolve`](crate::resolve::resolve) does not remove them from
//! absolute paths (`/./g` resolves to `http://a/./g` in Appendix C) while
//! normalization does.
//!
//! A relative-path reference (`rel_path`, such as `../a/./b`) keeps its
//! path as it is apart from escapes: its dot segments mean something only
//! against a base, and removing them could leave an empty path or a first
//! segment with `:` (`./g:h`), neither of which is a relative path. For
//! the same reason an escape is not decoded there when that would turn a
//! segment into `.` or `..` (`%2E%2E/g` stays, with its hex in upper case).
//!
//! Not done, because RFC 2396 does not say so: `http://a` and `http://a/`
//! stay different, and so do IPv4 addresses with leading zeros, hostnames
//! with and without a trailing dot, and ports with leading zeros other than
//! the default one.
//!
//! A reference read in RFC 3986's grammar
//! ([`Dialect::RFC3986`](crate::Dialect::RFC3986)) is normalized as RFC
//! 3986 section 6.2.2 writes it, with 6.2.3's scheme-based steps: the same
//! steps, with RFC 3986's `unreserved` (`ALPHA / DIGIT / "-" / "." / "_" /
//! "~"`: `%21` stays, `!` being a sub-delim there), every host in lower
//! case but for its escapes' hex (IP literals and reg-names too), 5.2.4's
//! `remove_dot_segments` on the path of any URI (a rootless one too) and
//! on any path that starts with `/`, and an empty path after an authority
//! written `/` when the scheme's default port is known (`http://a` is
//! `http://a/`). Each reading's differences are a row of one table
//! (`Normalization`), the steps written once.
//!
//! An IRI ([`Dialect::RFC3987`](crate::Dialect::RFC3987)) is normalized as
//! RFC 3986's references are (RFC 3987 5.3.2: its `iunreserved`
//! characters beyond US-ASCII are not decoded from escapes, 5.3.2.3 citing
//! RFC 3986's `unreserved`), and two IRIs are equivalent when their normal
//! forms map to the same URI (3.1), as 5.3.2.3 says to test it:
//! `http://a/表` and `http://a/%e8%a1%a8` are. No Unicode normalization
//! (NFC, 5.3.2.2) is made.
//!
//! Under [`Semantics::Java`] ([`NormalizeOptions::semantics`]), and by
//! default for a reference read in the java dialect
//! ([`Dialect::JAVA`](crate::Dialect::JAVA)), normalization is
//! java.net.URI's `normalize`, which is not section 6's: it changes the
//! path only, and no case, escape or port. Dot segments are removed as
//! above, and so are empty segments (`/a//b` gives `/a/b`), also in a
//! relative path (`a/./b/../c` gives `a/c`); `..` segments that climb
//! above the root are kept; a relative path whose first segment would then
//! hold a colon gets `./` before it, so that it does not read as a scheme.
//! A reference whose path changes is written again from Java's components:
//! a server's port as a number (`:080` gives `:80`), an empty port and an
//! empty authority (`//` alone) not at all. The default ports of
//! [`NormalizeOptions`] do not apply. Two references read in the java
//! dialect (or any two, under [`Semantics::Java`]) are
//! [`equivalent`](UriReference::equivalent) as java.net.URI's `equals` says, which normalizes nothing: the same components, the
//! scheme and the host without regard to case, the ports as numbers, the
//! hex digits of escapes without regard to case, paths as written.
//!
//! ```
//! use uri2396::{Dialect, UriReference};
//!
//! let normal = |s| UriReference::parse_in(s, Dialect::JAVA).map(|u| u.normalize());
//! assert_eq!(normal("HTTP://A:080/a//./b/../c?%7e")?, "HTTP://A:80/a/c?%7e");
//! assert_eq!(normal("a/../b:c")?, "./b:c");
//! assert_eq!(normal("///x/./y")?, "/x/y");
//! // A path in normal form: the reference as written.
//! assert_eq!(normal("http://a:080/b")?, "http://a:080/b");
//!
//! let java = |s| UriReference::parse_in(s, Dialect::JAVA);
//! assert!(java("HTTP://A:080/%7e")?.equivalent(&java("http://a:80/%7E")?));
//! assert!(!java("http://a/./b")?.equivalent(&java("http://a/b")?));
//! # Ok::<(), uri2396::Error>(())
//! ```
//!
//! ```
//! use uri2396::normalize::{equivalent, normalize};
//!
//! let normal = normalize("HTTP://www.Example.COM:80/%7euser/a/./b/../c?%2f#%41")?;
//! assert_eq!(normal.as_str(), "http://www.example.com/~user/a/c?%2F#A");
//! assert!(equivalent("http://www.XEROX.com", "http://www.xerox.com:80")?);
//! assert!(!equivalent("http://a/b%2Fc", "http://a/b/c")?);
//! # Ok::<(), uri2396::Error>(())
//! ```

use std::borrow::Cow;
use std::num::NonZeroUsize;

use crate::components::{AuthorityShape, PathKind, Storage, UriRef, UriReference};
use crate::compose::{AboveRoot, has_dot_segment, remove_dot_segments, remove_dot_segments_3986};
use crate::compose::{AuthorityPart, Parts};
use crate::dialect::Dialect;
use crate::error::Error;
use crate::grammar::Algorithms;
pub use crate::options::{NormalizeOptions, Semantics};
use crate::owned::OwnedUriReference;

mod java;

pub use crate::scheme::DEFAULT_PORTS;

impl<S: Storage> UriRef<S> {
    /// The normal form of this reference, with the default ports of
    /// [`DEFAULT_PORTS`]: no parse, since the reference is parsed. See the
    /// [module docs](crate::normalize) for what is rewritten.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("HTTP://Example.COM:80/%7euser/./a")?;
    /// assert_eq!(uri.normalize(), "http://example.com/~user/a");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> OwnedUriReference {
        let this = &self.borrow();
        normal_form(this, default_port, Semantics::FromDialect)
    }

    /// The normal form of this reference, with the default ports of
    /// `options`.
    ///
    /// ```
    /// use uri2396::UriReference;
    /// use uri2396::normalize::NormalizeOptions;
    ///
    /// let options = NormalizeOptions::new().with_default_port("svn", 3690);
    /// let uri = UriReference::parse("SVN://Host:3690/repo")?;
    /// assert_eq!(uri.normalize_with(&options), "svn://host/repo");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn normalize_with(&self, options: &NormalizeOptions) -> OwnedUriReference {
        let this = &self.borrow();
        normal_form(
            this,
            |scheme| options.default_port(scheme),
            options.semantics,
        )
    }

    /// Whether this reference and `other` have the same normal form, with
    /// the default ports of [`DEFAULT_PORTS`]. The fragments are compared
    /// too. When both are read in the java dialect, java.net.URI's
    /// `equals` (see the [module docs](crate::normalize)).
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let a = UriReference::parse("http://a/%7Euser")?;
    /// assert!(a.equivalent(&UriReference::parse("HTTP://A:80/~user")?));
    /// assert!(!a.equivalent(&UriReference::parse("http://a/%7Euser#s")?));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn equivalent(&self, other: &UriReference<'_>) -> bool {
        let this = &self.borrow();
        if java_equality(Semantics::FromDialect, this, other) {
            return java::equals(this, other);
        }
        same_normal_form(this, other, self.normalize(), other.normalize())
    }

    /// Whether this reference and `other` have the same normal form under
    /// `options`; when java.net.URI's reading applies to both (both read in
    /// the java dialect, or [`Semantics::Java`]), its `equals`, which no
    /// default port changes.
    ///
    /// ```
    /// use uri2396::UriReference;
    /// use uri2396::normalize::NormalizeOptions;
    ///
    /// let options = NormalizeOptions::new().with_default_port("svn", 3690);
    /// let a = UriReference::parse("svn://h/r")?;
    /// assert!(a.equivalent_with(&UriReference::parse("svn://h:3690/r")?, &options));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn equivalent_with(&self, other: &UriReference<'_>, options: &NormalizeOptions) -> bool {
        let this = &self.borrow();
        if java_equality(options.semantics, this, other) {
            return java::equals(this, other);
        }
        same_normal_form(
            this,
            other,
            self.normalize_with(options),
            other.normalize_with(options),
        )
    }
}

/// The normal form of a URI reference, with the default options: parses
/// `uri` once and calls [`UriReference::normalize`].
///
/// # Errors
///
/// When `uri` is not a `URI-reference`.
///
/// ```
/// use uri2396::normalize::normalize;
///
/// assert_eq!(normalize("FTP://Ftp.Example.org:21/%7Ea/%2e/b")?.as_str(), "ftp://ftp.example.org/~a/b");
/// assert_eq!(normalize("http://a:/")?.as_str(), "http://a/");
/// assert_eq!(normalize("../a/./%2E%2e")?.as_str(), "../a/./%2E%2E");
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn normalize(uri: &str) -> Result<OwnedUriReference, Error> {
    let parsed = UriReference::parse(uri).map_err(|e| e.settle(uri))?;
    Ok(parsed.normalize())
}

/// The normal form of a URI reference, with the default ports of
/// `options`: parses `uri` once and calls
/// [`UriReference::normalize_with`]. See the [module docs](self) for what
/// is rewritten.
///
/// Normalizing a normal form gives it back, and the result is always a
/// valid `URI-reference`.
///
/// # Errors
///
/// When `uri` is not a `URI-reference`.
///
/// ```
/// use uri2396::normalize::{NormalizeOptions, normalize_with};
///
/// let options = NormalizeOptions::new().with_default_port("foo", 1234);
/// assert_eq!(normalize_with("FOO://Host:1234/", &options)?.as_str(), "foo://host/");
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn normalize_with(uri: &str, options: &NormalizeOptions) -> Result<OwnedUriReference, Error> {
    let parsed = UriReference::parse_in(uri, options.dialect).map_err(|e| e.settle(uri))?;
    Ok(parsed.normalize_with(options))
}

/// Whether two URI references have the same normal form, with the default
/// options. The fragments are compared too.
///
/// # Errors
///
/// When either is not a `URI-reference`.
///
/// ```
/// use uri2396::normalize::equivalent;
///
/// assert!(equivalent("http://www.XEROX.com", "http://www.xerox.com")?);
/// assert!(equivalent("http://a/%7Euser", "HTTP://A:80/~user")?);
/// assert!(!equivalent("http://a/b#s", "http://a/b#t")?);
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn equivalent(a: &str, b: &str) -> Result<bool, Error> {
    let (a, b) = (
        UriReference::parse(a).map_err(|e| e.settle(a))?,
        UriReference::parse(b).map_err(|e| e.settle(b))?,
    );
    Ok(a.equivalent(&b))
}

/// Whether two URI references have the same normal form under `options`.
///
/// # Errors
///
/// When either is not a `URI-reference`.
///
/// ```
/// use uri2396::normalize::{NormalizeOptions, equivalent_with};
///
/// let options = NormalizeOptions::new().with_default_port("svn", 3690);
/// assert!(equivalent_with("svn://h/r", "svn://h:3690/r", &options)?);
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn equivalent_with(a: &str, b: &str, options: &NormalizeOptions) -> Result<bool, Error> {
    let (a, b) = (
        UriReference::parse_in(a, options.dialect).map_err(|e| e.settle(a))?,
        UriReference::parse_in(b, options.dialect).map_err(|e| e.settle(b))?,
    );
    Ok(a.equivalent_with(&b, options))
}

/// Whether `a` and `b`, whose normal forms are `a_normal` and
/// `b_normal`, are equivalent. An IRI's escapes and its characters beyond
/// US-ASCII are aligned first, as RFC 3987 5.3.2.3 says, "by converting
/// both IRIs to URIs (see section 3.1)": `/表` and `/%E8%A1%A8` are one
/// path.
fn same_normal_form(
    a: &UriReference<'_>,
    b: &UriReference<'_>,
    a_normal: OwnedUriReference,
    b_normal: OwnedUriReference,
) -> bool {
    let iri = |uri: &UriReference<'_>| uri.meta.dialect.hooks().ucs_characters;
    if iri(a) || iri(b) {
        crate::iri::to_uri(a_normal.as_str()) == crate::iri::to_uri(b_normal.as_str())
    } else {
        a_normal == b_normal
    }
}

/// Whether `a` and `b` are compared as java.net.URI's `equals` compares:
/// under [`Semantics::FromDialect`], when both are read in the java
/// dialect.
fn java_equality(semantics: Semantics, a: &UriReference<'_>, b: &UriReference<'_>) -> bool {
    semantics.algorithms(a.meta.dialect) == Algorithms::Java
        && semantics.algorithms(b.meta.dialect) == Algorithms::Java
}

/// The default port of `scheme` in [`DEFAULT_PORTS`], without building a
/// [`NormalizeOptions`].
fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// How a reading's normalization differs from another's: a row each for
/// RFC 2396's section 6 and RFC 3986's section 6.2 (java.net.URI's
/// `normalize`, which rewrites the path alone and by its own rules, is
/// its own function).
struct Normalization {
    /// The octets whose escapes are decoded: the reading's `unreserved`
    /// (RFC 3986 moved `!*'()` to `sub-delims`).
    unreserved: fn(u8) -> bool,
    /// Whose host goes to lower case: RFC 2396's host names (3.2.2; its
    /// other hosts have no letters but IPv6 literals', which it does not
    /// read), every host in RFC 3986 (6.2.2.1).
    lower_host: fn(AuthorityShape) -> bool,
    /// The dot segments removed from a path that starts with `/`, once its
    /// escapes are rewritten.
    dot_segments: for<'p> fn(Cow<'p, str>) -> Cow<'p, str>,
    /// Whether a rootless path (RFC 3986's, after a scheme) loses its dot
    /// segments too (6.2.2.3 removes them from the path of any URI).
    rootless_dot_segments: bool,
    /// Whether an empty path after an authority becomes `/` when the
    /// scheme's default port is known (RFC 3986 6.2.3).
    slash_for_empty_path: bool,
}

/// RFC 2396's section 6, with 2.4.2 for escapes.
const RFC2396: Normalization = Normalization {
    unreserved: is_unreserved,
    lower_host: |shape| shape == AuthorityShape::Hostname,
    dot_segments: |path| {
        if has_dot_segment(&path) {
            Cow::Owned(remove_dot_segments(&path, AboveRoot::Keep).0)
        } else {
            path
        }
    },
    rootless_dot_segments: false,
    slash_for_empty_path: false,
};

/// RFC 3986's section 6.2.2, and 6.2.3 for the schemes whose default
/// ports are known.
const RFC3986: Normalization = Normalization {
    unreserved: is_unreserved_3986,
    lower_host: |_| true,
    dot_segments: |path| match remove_dot_segments_3986(&path) {
        Cow::Borrowed(_) => path,
        Cow::Owned(removed) => Cow::Owned(removed),
    },
    rootless_dot_segments: true,
    slash_for_empty_path: true,
};

/// The normal form, each component rewritten on its own and the result
/// built with its offsets: the reference is not parsed again. A component
/// already in normal form is borrowed, so that the result is the only
/// allocation in the common case.
fn normal_form(
    uri: &UriReference<'_>,
    default_port: impl Fn(&str) -> Option<u16>,
    semantics: Semantics,
) -> OwnedUriReference {
    let n = match semantics.algorithms(uri.meta.dialect) {
        Algorithms::Java => return java::normalize(uri),
        Algorithms::Rfc2396 => &RFC2396,
        Algorithms::Rfc3986 => &RFC3986,
    };
    let parts = Parts::of(uri);
    let scheme = parts.scheme.map(lower_case);
    let port = scheme.as_deref().and_then(default_port);
    let authority = parts.authority.map(|a| NormalAuthority::of(a, port, n));
    let decode = |text| rewrite(text, n.unreserved);
    let path = match uri.path_kind() {
        // A relative path's dot segments mean something only against a
        // base.
        PathKind::RelPath | PathKind::NoScheme => normal_rel_path(parts.path, n.unreserved),
        // Escapes first: a decoded `%2E` is a dot segment too.
        PathKind::AbsPath | PathKind::AbEmpty | PathKind::Absolute => {
            (n.dot_segments)(decode(parts.path))
        }
        PathKind::Rootless if n.rootless_dot_segments => (n.dot_segments)(decode(parts.path)),
        PathKind::OpaquePart | PathKind::Empty | PathKind::Rootless => decode(parts.path),
    };
    let path = if n.slash_for_empty_path && authority.is_some() && path.is_empty() && port.is_some()
    {
        Cow::Borrowed("/")
    } else {
        path
    };
    let query = parts.query.map(decode);
    let fragment = parts.fragment.map(decode);
    Parts {
        scheme: scheme.as_deref(),
        authority: authority.as_ref().map(NormalAuthority::part),
        path: &path,
        query: query.as_deref(),
        fragment: fragment.as_deref(),
        dialect: parts.dialect,
    }
    .build()
}

/// `text` in lower case; borrowed when it is.
fn lower_case(text: &str) -> Cow<'_, str> {
    if text.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(text.to_ascii_lowercase())
    } else {
        Cow::Borrowed(text)
    }
}

/// An authority in normal form, with its kind and the offsets of a
/// server's host and port.
struct NormalAuthority<'a> {
    text: Cow<'a, str>,
    shape: AuthorityShape,
    host_start: Option<NonZeroUsize>,
    port_start: Option<NonZeroUsize>,
    dialect: Dialect,
}

impl<'a> NormalAuthority<'a> {
    /// Escapes rewritten, the host in lower case where `n` says so (but
    /// for its escapes' hex), an empty port or `default_port` dropped.
    fn of(
        a: AuthorityPart<'a>,
        default_port: Option<u16>,
        n: &Normalization,
    ) -> NormalAuthority<'a> {
        let dialect = a.dialect;
        let host = a.host_start.map_or(0, NonZeroUsize::get);
        let mut text = if a.shape == AuthorityShape::Ipv6 && a.text[host..].contains('%') {
            // A java scope id's "%" starts no escape (`[fe80::1%25eth0]`):
            // only the userinfo before it has escapes to rewrite.
            match rewrite(&a.text[..host], n.unreserved) {
                Cow::Borrowed(_) => Cow::Borrowed(a.text),
                Cow::Owned(mut userinfo) => {
                    userinfo.push_str(&a.text[host..]);
                    Cow::Owned(userinfo)
                }
            }
        } else {
            rewrite(a.text, n.unreserved)
        };
        // Decoding an escape can turn a reg_name into a server (`%61` is
        // `a`) and moves a server's host: only the authority is looked at
        // again, not the reference.
        let a = match text {
            Cow::Borrowed(_) => a,
            Cow::Owned(ref decoded) => AuthorityPart::classify(decoded, dialect),
        };
        let (shape, host_start, mut port_start) = (a.shape, a.host_start, a.port_start);
        if (n.lower_host)(shape) {
            let host = host_start.map_or(0, NonZeroUsize::get);
            let end = port_start.map_or(text.len(), |p| p.get() - 1);
            if text[host..end].bytes().any(|b| b.is_ascii_uppercase()) {
                let lower = lower_case_but_escapes(&text[host..end]);
                text.to_mut().replace_range(host..end, &lower);
            }
        }
        if let Some(start) = port_start {
            let port = &text[start.get()..];
            if port.is_empty() || default_port.is_some_and(|d| same_number(port, d)) {
                let end = start.get() - 1;
                text = match text {
                    Cow::Borrowed(t) => Cow::Borrowed(&t[..end]),
                    Cow::Owned(mut t) => {
                        t.truncate(end);
                        Cow::Owned(t)
                    }
                };
                port_start = None;
            }
        }
        NormalAuthority {
            text,
            shape,
            host_start,
            port_start,
            dialect,
        }
    }

    fn part(&self) -> AuthorityPart<'_> {
        AuthorityPart {
            text: &self.text,
            shape: self.shape,
            host_start: self.host_start,
            port_start: self.port_start,
            dialect: self.dialect,
        }
    }
}

/// A `rel_path` with its escapes rewritten (those of the octets `decodes`
/// decoded), except that an escape is kept (its hex in upper case) where
/// decoding it would make a segment `.` or `..`: a relative path's dot
/// segments mean something only against a base.
fn normal_rel_path(path: &str, decodes: impl Fn(u8) -> bool + Copy) -> Cow<'_, str> {
    if !path.contains('%') {
        return Cow::Borrowed(path);
    }
    let mut out = String::with_capacity(path.len());
    for (i, segment) in path.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let start = out.len();
        rewrite_escapes_with(segment, decodes, &mut out);
        let decoded = &out[start..];
        if (decoded == "." || decoded == "..") && segment != decoded {
            // At most two escapes: rewriting them again costs nothing.
            out.truncate(start);
            rewrite_escapes_with(segment, |_| false, &mut out);
        }
    }
    Cow::Owned(out)
}

/// `unreserved = alphanum | mark` (2.3)
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b)
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986, 2.3)
fn is_unreserved_3986(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// `text` in lower case but for the hex digits of its escapes, which stay
/// as they are (upper case once rewritten: RFC 3986 6.2.2.1).
fn lower_case_but_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut hex_left = 0;
    for c in text.chars() {
        if hex_left > 0 {
            hex_left -= 1;
            out.push(c);
        } else {
            hex_left = if c == '%' { 2 } else { 0 };
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

/// `text` with each escape of an octet that `decodes` decoded and every
/// other escape's hex digits in upper case, appended to `out`.
fn rewrite_escapes_with(text: &str, decodes: impl Fn(u8) -> bool, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let octet = match bytes.get(i..i + 3) {
            Some(&[b'%', high, low]) => hex_value(high).zip(hex_value(low)),
            _ => None,
        }
        .map(|(high, low)| high << 4 | low);
        match octet {
            Some(b) if decodes(b) => {
                out.push(char::from(b));
                i += 3;
            }
            Some(b) => {
                out.push('%');
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 0xf)]));
                i += 3;
            }
            None => {
                // A valid reference has only escapes and US-ASCII here; copy
                // whole characters anyway.
                let c = text[i..].chars().next().unwrap_or('\u{fffd}');
                out.push(c);
                i += c.len_utf8().max(1);
            }
        }
    }
}

/// The value of a `hex` digit (2.4.1).
fn hex_value(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

/// `text` with its escapes rewritten: each of an octet that `decodes`
/// decoded, every other's hex in upper case. Borrowed when it has none.
fn rewrite(text: &str, decodes: fn(u8) -> bool) -> Cow<'_, str> {
    if !text.contains('%') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    rewrite_escapes_with(text, decodes, &mut out);
    Cow::Owned(out)
}

/// `text` with its escapes rewritten as RFC 2396 reads them.
#[cfg(test)]
fn decode_unreserved(text: &str) -> Cow<'_, str> {
    rewrite(text, is_unreserved)
}

#[cfg(test)]
fn upper_hex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    rewrite_escapes_with(text, |_| false, &mut out);
    out
}

/// Whether a `port` (`*digit`) is the number `n`, leading zeros allowed.
fn same_number(port: &str, n: u16) -> bool {
    // Any number of leading zeros; too many digits for a u16 is no match.
    port.parse::<u16>() == Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ports_compare_as_numbers() {
        assert!(same_number("80", 80));
        assert!(same_number("0080", 80));
        assert!(!same_number("8080", 80));
        assert!(same_number("000", 0));
        assert!(!same_number("99999999999999999999", 80));
    }

    #[test]
    fn escapes_are_rewritten_octet_by_octet() {
        assert_eq!(decode_unreserved("%7e%7E%2f%c3%a9a"), "~~%2F%C3%A9a");
        assert_eq!(upper_hex("%2e%2E"), "%2E%2E");
    }

    // RFC 3986's section 6.2, the row `RFC3986`.
    fn normal_3986(s: &str) -> String {
        UriReference::parse_in(s, Dialect::RFC3986)
            .expect("a reference of RFC 3986")
            .normalize()
            .into_string()
    }

    #[test]
    fn section_6_2_2_and_6_2_3() {
        // 6.2.2's example: case, percent-encoding and dot segments.
        assert_eq!(
            normal_3986("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
            "example://a/b/c/%7Bfoo%7D"
        );
        // 6.2.2.1: the scheme and the host, not the rest.
        assert_eq!(
            normal_3986("HTTP://www.EXAMPLE.com/A?B#C"),
            "http://www.example.com/A?B#C"
        );
        // 6.2.2.2: RFC 3986's unreserved only (`!` is a sub-delim).
        assert_eq!(normal_3986("http://a/%7e%41%21%2f"), "http://a/~A%21%2F");
        assert_eq!(normal_3986("http://%41%2e%62:8/"), "http://a.b:8/");
        assert_eq!(normal_3986("http://%5A%25/"), "http://z%25/");
        // 6.2.3's four equivalent URIs.
        for s in [
            "http://example.com",
            "http://example.com/",
            "http://example.com:/",
            "http://example.com:80/",
        ] {
            assert_eq!(normal_3986(s), "http://example.com/", "{s}");
        }
        // A scheme with no known default port keeps its empty path, a
        // delimiter of an empty component no scheme licenses removing;
        // an empty port goes whatever the scheme.
        assert_eq!(normal_3986("foo://a:"), "foo://a");
        assert_eq!(normal_3986("foo://a:1"), "foo://a:1");
        assert_eq!(normal_3986("http://a:8080"), "http://a:8080/");
        // 6.2.2.3 on a URI of any path, and on absolute paths.
        assert_eq!(normal_3986("a:b/c/./d/.."), "a:b/c/");
        // 5.2.4 as written: rule C leaves the "/" before `c` when it
        // removes the first segment, so the rootless path becomes absolute.
        assert_eq!(normal_3986("a:b/../c/./d"), "a:/c/d");
        assert_eq!(normal_3986("/a/../../b"), "/b");
        assert_eq!(normal_3986("//h/%2E%2E/x"), "//h/x");
        // A relative-path reference keeps its dot segments.
        assert_eq!(normal_3986("../a/./%2e%2E/%7e"), "../a/./%2E%2E/~");
        // IP literals go to lower case.
        assert_eq!(normal_3986("http://[FE80::A]/"), "http://[fe80::a]/");
        assert_eq!(normal_3986("http://[V7.AB]/"), "http://[v7.ab]/");
    }

    #[test]
    fn normal_forms_read_back_alike_and_stay_normal_3986() {
        let inputs = [
            "HTTP://U%7E:P@A_B.Example:0080/%2e/x?Q%3d#F",
            "mailto:A@B?subject=%7e",
            "a:",
            "a:.//b",
            "?y",
            "",
            "#f",
            "//@:/",
            "file:///x/../../y",
            "urn:ISBN:0-395",
        ];
        let corpus = include_str!("../tests/data/corpus-sample.txt").lines();
        let mut normalized = 0;
        for input in inputs.into_iter().chain(corpus) {
            if UriReference::parse_in(input, Dialect::RFC3986).is_err() {
                continue;
            }
            normalized += 1;
            let once = normal_3986(input);
            let again = UriReference::parse_in(&once, Dialect::RFC3986).expect("reads back");
            assert_eq!(again.normalize().as_str(), once, "{input}");
            assert!(
                again.equivalent(&UriReference::parse_in(input, Dialect::RFC3986).expect("read"))
            );
        }
        assert!(normalized > 500, "{normalized} normalized");
    }
}
