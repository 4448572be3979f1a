//! Typed components of a URI reference, shaped after the grammar and
//! borrowing from the input.
//!
//! Everywhere, `None` means the delimiter is absent and `Some("")` means the
//! delimiter is there with nothing after it: `http://a/` has no query,
//! `http://a/?` has an empty one.
//!
//! A parsed reference is its text and a [`Meta`] of offsets: each accessor
//! slices the text, and the typed tree ([`Uri`]) is built from the offsets
//! when asked for. The parsers that make a [`UriReference`] live in
//! `parse.rs`; nothing here parses.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::num::NonZeroUsize;

use crate::dialect::Dialect;
use crate::error::Error;
use crate::grammar::{Rule, Structure};
pub(crate) use crate::parse::{AuthorityShape, Meta, Shape};
use crate::parse::{count_parse, offsets_or_resume, strict_offsets};
use crate::percent::{DecodeError, decode_bytes, decode_utf8};
use crate::scheme::DEFAULT_PORTS;

pub mod rfc3986;
#[cfg(feature = "serde")]
pub(crate) mod serial;

/// A parsed `URI-reference` (section 4):
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// The text and where each of its components starts and ends: every
/// accessor is a slice of the text, with no parse. One type over its
/// storage ([`Storage`]): [`UriReference`] borrows the text (`&str`, and
/// `Copy`), [`OwnedUriReference`] owns it (`String`); every method is
/// written once for both. Compared, ordered and hashed as its text, across
/// storages too; `Display` gives back the input byte for byte, and serde
/// reads and writes it as its text, with its dialect when that is not
/// strict (the form [`Serialize`](#impl-Serialize-for-UriRef<S>)
/// documents).
///
/// [`OwnedUriReference`]: crate::OwnedUriReference
///
/// ```
/// use uri2396::{OwnedUriReference, UriReference};
///
/// let uri = UriReference::parse("http://user@example.com:8080/a/b;p?q=1#top")?;
/// assert_eq!(uri.scheme(), Some("http"));
/// assert_eq!(uri.userinfo(), Some("user"));
/// assert_eq!(uri.host().map(|h| h.as_str()), Some("example.com"));
/// assert_eq!(uri.port(), Some("8080"));
/// assert_eq!(uri.path(), "/a/b;p");
/// assert_eq!(uri.query(), Some("q=1"));
/// assert_eq!(uri.fragment(), Some("top"));
/// assert_eq!(uri.to_string(), "http://user@example.com:8080/a/b;p?q=1#top");
///
/// let owned: OwnedUriReference = uri.to_owned();
/// assert_eq!(owned.port(), Some("8080"));
/// assert_eq!(owned, uri);
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct UriRef<S> {
    pub(crate) source: S,
    pub(crate) meta: Meta,
}

/// A [`UriRef`] that borrows its text: `Copy`, and every slice its
/// accessors give lives as long as the text, not the value.
pub type UriReference<'a> = UriRef<&'a str>;

/// What a [`UriRef`] keeps its text in: `&str` ([`UriReference`]) or
/// `String` ([`OwnedUriReference`](crate::OwnedUriReference)). Sealed.
pub trait Storage: AsRef<str> + sealed::Sealed {
    /// The name `Debug` gives the value.
    #[doc(hidden)]
    const NAME: &'static str;
}

impl Storage for &str {
    const NAME: &'static str = "UriReference";
}

impl Storage for String {
    const NAME: &'static str = "OwnedUriReference";
}

/// The text of a [`Storage`] for as long as it lives: a `&'o str` gives
/// its text for `'o` however briefly it is borrowed (`'i`), a `String`
/// for as long as it is borrowed. Through it each accessor of [`UriRef`]
/// is written once, and a borrowed reference's slices outlive the value.
pub trait Text<'i, 'o>: Storage {
    /// The text.
    fn text(&'i self) -> &'o str;
}

impl<'i, 'o> Text<'i, 'o> for &'o str {
    fn text(&'i self) -> &'o str {
        self
    }
}

impl<'i> Text<'i, 'i> for String {
    fn text(&'i self) -> &'i str {
        self
    }
}

mod sealed {
    /// Only `&str` and `String` store a [`UriRef`](super::UriRef)'s text.
    pub trait Sealed {}
    impl Sealed for &str {}
    impl Sealed for String {}
}

// The parse, written with the type it makes: the scanner below
// (`parse.rs`) knows offsets, not references.
impl<'a> UriReference<'a> {
    /// Parses `input` as a `URI-reference`.
    ///
    /// One pass over the input checks each component against the classes
    /// and automata compiled from the grammar (`src/generated/`), and cuts it
    /// at its delimiters, whose offsets the result keeps. Nothing is
    /// allocated unless the input is invalid (but once in a program: the
    /// first parse reads the automata it uses from their stored tables).
    /// [`parse_with_pest`](UriReference::parse_with_pest) gives the same
    /// result through the pest parser.
    ///
    /// # Errors
    ///
    /// An [`Error`] with the offset of the first character that cannot
    /// continue a URI reference.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// assert!(UriReference::parse("../g;x?y#s").is_ok());
    /// let err = UriReference::parse("http:").unwrap_err();
    /// assert_eq!(err.offset(), 5);
    /// ```
    pub fn parse(input: &'a str) -> Result<UriReference<'a>, Error> {
        count_parse();
        match strict_offsets(input) {
            Ok(meta) => Ok(UriReference {
                source: input,
                meta,
            }),
            Err(resume) => Err(Error::not_derived_after(Rule::URI_REFERENCE, input, resume)),
        }
    }

    /// Whether `input` is a `URI-reference`: the verdict of
    /// [`parse`](UriReference::parse) without the components or the
    /// error, by the rule's automaton alone (one table look-up a byte, no
    /// allocation), at about half the cost of a parse. For columns of
    /// references and for guards that need a yes or a no; the error of an
    /// input it refuses is [`parse`](UriReference::parse)'s.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// assert!(UriReference::is_valid("../g;x?y#s"));
    /// assert!(!UriReference::is_valid("http://a/b c"));
    /// ```
    #[must_use]
    pub fn is_valid(input: &str) -> bool {
        Rule::URI_REFERENCE.matches(input)
    }

    /// [`is_valid`](UriReference::is_valid) in `dialect`: the verdict of
    /// [`parse_in`](UriReference::parse_in).
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// assert!(!UriReference::is_valid("http://[::1]/"));
    /// assert!(UriReference::is_valid_in("http://[::1]/", Dialect::RFC2732));
    /// assert!(UriReference::is_valid_in("http://[::1]/", Dialect::RFC3986));
    /// ```
    #[must_use]
    pub fn is_valid_in(input: &str, dialect: Dialect) -> bool {
        dialect.table().rule(Rule::URI_REFERENCE).matches(input)
    }

    /// Whether `input` is a `URI-reference` and, where not, the [`Error`]
    /// [`parse`](UriReference::parse) gives: [`validate_in`] in the
    /// strict dialect.
    ///
    /// # Errors
    ///
    /// The error of the first character that cannot continue a URI
    /// reference, unsettled ([`Error::settle`]).
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// assert_eq!(UriReference::validate("../g;x?y#s"), Ok(()));
    /// let err = UriReference::validate("http://a/b c").unwrap_err();
    /// assert_eq!((err.offset(), err.fix().as_deref()), (10, Some("escape it as %20")));
    /// ```
    ///
    /// [`validate_in`]: UriReference::validate_in
    pub fn validate(input: &str) -> Result<(), Error> {
        Rule::URI_REFERENCE.validate(input)
    }

    /// Whether `input` is a `URI-reference` of `dialect` and, where not,
    /// the [`Error`] [`parse_in`](UriReference::parse_in) gives, from one
    /// run of the automaton and no parse ([`Rule::validate`]): for a check
    /// that reports why and keeps no reference.
    ///
    /// # Errors
    ///
    /// The error of the first character that cannot continue a URI
    /// reference of the dialect, unsettled ([`Error::settle`]).
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// assert_eq!(UriReference::validate_in("http://[::1]/", Dialect::RFC2732), Ok(()));
    /// let err = UriReference::validate_in("http://a/b c", Dialect::JAVA).unwrap_err();
    /// assert_eq!(err.offset(), 10);
    /// assert_eq!(Err(err), UriReference::parse_in("http://a/b c", Dialect::JAVA).map(|_| ()));
    /// ```
    pub fn validate_in(input: &str, dialect: Dialect) -> Result<(), Error> {
        dialect.table().rule(Rule::URI_REFERENCE).validate(input)
    }

    /// Parses `input` as a `URI-reference` of `dialect`, in one pass as
    /// [`parse`](UriReference::parse) does, with the dialect's grammar. The
    /// reference keeps its dialect: what its operations build is read in it.
    ///
    /// # Errors
    ///
    /// An [`Error`] with the offset of the first character that cannot
    /// continue a URI reference of the dialect.
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// let uri = UriReference::parse_in("http://[3ffe:2a00:100:7031::1]/", Dialect::RFC2732)?;
    /// assert_eq!(uri.host().map(|h| h.as_str()), Some("[3ffe:2a00:100:7031::1]"));
    /// let err = UriReference::parse_in("http://[::1%eth0]/", Dialect::RFC2732).unwrap_err();
    /// assert_eq!(err.offset(), 11);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[inline]
    pub fn parse_in(input: &'a str, dialect: Dialect) -> Result<UriReference<'a>, Error> {
        count_parse();
        match offsets_or_resume(input, dialect) {
            Ok(meta) => Ok(UriReference {
                source: input,
                meta,
            }),
            Err(resume) => Err(Error::not_derived_after(
                dialect.table().rule(Rule::URI_REFERENCE),
                input,
                resume,
            )),
        }
    }
}

// The accessors, written once for either storage: `'a` is how long the
// slices they give live (the text's life for `&str`, the borrow's for
// `String`).
impl<'i, 'a, S: Text<'i, 'a>> UriRef<S> {
    /// The dialect the reference was read in.
    #[must_use]
    pub fn dialect(&'i self) -> Dialect {
        self.meta.dialect
    }

    /// The input, exactly as parsed.
    #[must_use]
    pub fn as_str(&'i self) -> &'a str {
        self.source.text()
    }

    /// The reference before its fragment, as RFC 2396's typed tree: an
    /// `absoluteURI`, a `relativeURI` or neither ([`Uri::Empty`]). Built
    /// from the offsets on each call. A reference read in RFC 3986's
    /// reading has a tree of RFC 3986's shape,
    /// [`rfc3986`](UriReference::rfc3986); its tree here is RFC 2396's
    /// shape around RFC 3986's parts ([`SchemePart::Rootless`],
    /// [`Host::RegName`]).
    ///
    /// ```
    /// use uri2396::{Uri, UriReference};
    ///
    /// let uri = UriReference::parse("mailto:a@b#x")?;
    /// let Uri::Absolute(absolute) = uri.uri() else { panic!() };
    /// assert_eq!(absolute.scheme, "mailto");
    /// assert_eq!(UriReference::parse("#x")?.uri(), Uri::Empty);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn uri(&'i self) -> Uri<'a> {
        let path = match self.meta.shape {
            Shape::Empty => return Uri::Empty,
            Shape::Opaque => {
                return Uri::Absolute(AbsoluteUri {
                    scheme: self.scheme().unwrap_or(""),
                    part: SchemePart::Opaque { text: self.path() },
                });
            }
            // Java's undefined authority: no authority, the path after the
            // `//` (which the typed tree does not keep; the text does).
            Shape::Net(AuthorityShape::Undefined) | Shape::Abs => {
                Path::Abs(AbsPath { text: self.path() })
            }
            Shape::Net(_) => Path::Net(self.net_path_unchecked()),
            Shape::Rootless => {
                return Uri::Absolute(AbsoluteUri {
                    scheme: self.scheme().unwrap_or(""),
                    part: SchemePart::Rootless {
                        path: self.path(),
                        query: self.query(),
                    },
                });
            }
            Shape::Rel => {
                let (start, end) = self.meta.path_range(self.as_str().len());
                let cut = self.meta.cut;
                Path::Rel(RelPath {
                    text: &self.as_str()[start..end],
                    rel_segment: &self.as_str()[start..cut],
                    abs_path: (end > cut).then(|| AbsPath {
                        text: &self.as_str()[cut..end],
                    }),
                })
            }
        };
        let query = self.query();
        match self.scheme() {
            Some(scheme) => {
                let path = match path {
                    Path::Net(n) => HierPath::Net(n),
                    Path::Abs(p) => HierPath::Abs(p),
                    // A rel_path never follows a scheme: the parsers make
                    // no such shape.
                    Path::Rel(r) => HierPath::Abs(AbsPath { text: r.text }),
                };
                Uri::Absolute(AbsoluteUri {
                    scheme,
                    part: SchemePart::Hierarchical(HierPart { path, query }),
                })
            }
            None => {
                let path = match path {
                    Path::Net(n) => RelativePath::Net(n),
                    Path::Abs(p) => RelativePath::Abs(p),
                    Path::Rel(r) => RelativePath::Rel(r),
                };
                Uri::Relative(RelativeUri { path, query })
            }
        }
    }

    /// `fragment`, without the `#`.
    #[must_use]
    pub fn fragment(&'i self) -> Option<&'a str> {
        self.meta.fragment_start.map(|f| &self.as_str()[f.get()..])
    }

    /// True for an `absoluteURI` (with a scheme).
    #[must_use]
    pub fn is_absolute(&'i self) -> bool {
        self.meta.scheme_end.is_some()
    }

    /// `scheme`, without the `:`.
    #[must_use]
    pub fn scheme(&'i self) -> Option<&'a str> {
        self.meta.scheme_end.map(|c| &self.as_str()[..c.get()])
    }

    /// The `net_path`, when the reference has an authority.
    #[must_use]
    pub fn net_path(&'i self) -> Option<NetPath<'a>> {
        self.has_authority().then(|| self.net_path_unchecked())
    }

    /// Whether the reference has an authority: a `net_path`, but for
    /// java.net.URI's `//` with no authority after it.
    fn has_authority(&'i self) -> bool {
        matches!(self.meta.shape, Shape::Net(kind) if kind != AuthorityShape::Undefined)
    }

    /// The `net_path` of a reference whose shape is [`Shape::Net`].
    fn net_path_unchecked(&'i self) -> NetPath<'a> {
        let (start, end) = self.meta.path_range(self.as_str().len());
        NetPath {
            authority: self.authority_unchecked(),
            abs_path: (end > start).then(|| AbsPath {
                text: &self.as_str()[start..end],
            }),
        }
    }

    /// The authority, when there is one.
    #[must_use]
    pub fn authority(&'i self) -> Option<Authority<'a>> {
        self.has_authority().then(|| self.authority_unchecked())
    }

    fn authority_unchecked(&'i self) -> Authority<'a> {
        let start = self.meta.hier_start() + 2;
        let text = &self.as_str()[start..self.meta.cut];
        let kind = match self.meta.shape {
            Shape::Net(kind) => kind,
            _ => AuthorityShape::RegName,
        };
        let host = match kind {
            AuthorityShape::RegName => return Authority::RegName { text },
            AuthorityShape::EmptyServer | AuthorityShape::Undefined => None,
            AuthorityShape::Hostname
            | AuthorityShape::Ipv4
            | AuthorityShape::Ipv6
            | AuthorityShape::RegNameHost
            | AuthorityShape::IpvFuture => {
                let host_start = self.meta.host_start.map_or(start, NonZeroUsize::get);
                let host_end = self.meta.port_start.map_or(self.meta.cut, |p| p.get() - 1);
                let text = &self.as_str()[host_start..host_end];
                Some(match kind {
                    AuthorityShape::Ipv4 => Host::Ipv4 { text },
                    AuthorityShape::Ipv6 => Host::Ipv6(Ipv6Reference { text }),
                    AuthorityShape::RegNameHost => Host::RegName { text },
                    AuthorityShape::IpvFuture => Host::IpvFuture { text },
                    _ => Host::Hostname(Hostname { text }),
                })
            }
        };
        Authority::Server(Server {
            text,
            userinfo: self
                .meta
                .host_start
                .map(|h| &self.as_str()[start..h.get() - 1]),
            host,
            port: self
                .meta
                .port_start
                .map(|p| &self.as_str()[p.get()..self.meta.cut]),
        })
    }

    /// The server, when the authority is server-based.
    #[must_use]
    pub fn server(&'i self) -> Option<Server<'a>> {
        match self.authority() {
            Some(Authority::Server(s)) => Some(s),
            _ => None,
        }
    }

    /// `userinfo` of a server-based authority, without the `@`.
    #[must_use]
    pub fn userinfo(&'i self) -> Option<&'a str> {
        self.server().and_then(|s| s.userinfo)
    }

    /// The host of a server-based authority.
    #[must_use]
    pub fn host(&'i self) -> Option<Host<'a>> {
        self.server().and_then(|s| s.host)
    }

    /// `port` of a server-based authority, without the `:`.
    #[must_use]
    pub fn port(&'i self) -> Option<&'a str> {
        self.server().and_then(|s| s.port)
    }

    /// The port as a number: `None` when there is no port, when it is empty
    /// (`http://a:/`), or when it does not fit in a `u16`. RFC 2396 writes
    /// `port = *digit`, with no bound; leading zeros are allowed.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// assert_eq!(UriReference::parse("http://a:8080/")?.port_number(), Some(8080));
    /// assert_eq!(UriReference::parse("http://a:080/")?.port_number(), Some(80));
    /// assert_eq!(UriReference::parse("http://a:/")?.port_number(), None);
    /// assert_eq!(UriReference::parse("http://a:65536/")?.port_number(), None);
    /// assert_eq!(UriReference::parse("http://a/")?.port_number(), None);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn port_number(&'i self) -> Option<u16> {
        self.port().and_then(|p| p.parse().ok())
    }

    /// The port, or the scheme's default from
    /// [`DEFAULT_PORTS`](crate::normalize::DEFAULT_PORTS) when the port is
    /// absent or empty (the scheme compared without case, 3.1). `None` when
    /// the reference has no host, when a written port does not fit in a
    /// `u16`, or when the scheme has no default.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// assert_eq!(UriReference::parse("http://a/")?.port_or_default(), Some(80));
    /// assert_eq!(UriReference::parse("HTTPS://a:/")?.port_or_default(), Some(443));
    /// assert_eq!(UriReference::parse("http://a:8080/")?.port_or_default(), Some(8080));
    /// assert_eq!(UriReference::parse("foo://a/")?.port_or_default(), None);
    /// assert_eq!(UriReference::parse("//a/")?.port_or_default(), None);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn port_or_default(&'i self) -> Option<u16> {
        let server = self.server()?;
        server.host?;
        match server.port {
            Some(port) if !port.is_empty() => port.parse().ok(),
            _ => {
                let scheme = self.scheme()?;
                DEFAULT_PORTS
                    .iter()
                    .find(|(s, _)| s.eq_ignore_ascii_case(scheme))
                    .map(|&(_, port)| port)
            }
        }
    }

    /// The path as text: the `abs_path` or `rel_path`, or the whole
    /// `opaque_part` of an opaque URI; `""` when there is none.
    #[must_use]
    pub fn path(&'i self) -> &'a str {
        let (start, end) = self.meta.path_range(self.as_str().len());
        &self.as_str()[start..end]
    }

    /// Which kind of path the reference has.
    #[must_use]
    pub fn path_kind(&'i self) -> PathKind {
        match self.meta.shape {
            Shape::Opaque => PathKind::OpaquePart,
            // Java's empty relative path before a query (`?y`) is empty, as
            // is RFC 3986's `path-empty`.
            _ if self.path().is_empty() => PathKind::Empty,
            // RFC 3986's five kinds of path, by the context 3.3 chooses
            // them in.
            Shape::Net(_) if self.by_context() => PathKind::AbEmpty,
            Shape::Abs if self.by_context() => PathKind::Absolute,
            Shape::Rel if self.by_context() => PathKind::NoScheme,
            Shape::Rel => PathKind::RelPath,
            Shape::Rootless => PathKind::Rootless,
            _ => PathKind::AbsPath,
        }
    }

    /// Whether the grammar names paths by their context (RFC 3986, 3.3).
    fn by_context(&'i self) -> bool {
        self.meta.dialect.hooks().structure == Structure::Rfc3986
    }

    /// The path's segments (3.3), split at each `/`: after the leading `/`
    /// of an `abs_path` (so `/` has one empty segment), from the start of a
    /// `rel_path`. None for an empty path, nor for an `opaque_part`, which
    /// is not subject to further parsing.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://a/caf%C3%A9/x%2Fy;v=1")?;
    /// let segments: Vec<_> = uri.segments().collect();
    /// assert_eq!(segments.len(), 2);
    /// assert_eq!(segments[0].decode_utf8()?, "café");
    /// assert_eq!(segments[1].name(), "x%2Fy");
    /// assert_eq!(segments[1].decode_utf8()?, "x/y;v=1");
    /// assert_eq!(uri2396::UriReference::parse("../a")?.segments().count(), 2);
    /// assert_eq!(uri2396::UriReference::parse("mailto:a/b")?.segments().count(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn segments(&'i self) -> impl Iterator<Item = Segment<'a>> + use<'a, S> {
        let path = match self.path_kind() {
            PathKind::AbsPath | PathKind::AbEmpty | PathKind::Absolute => self.path().get(1..),
            PathKind::RelPath | PathKind::NoScheme | PathKind::Rootless => Some(self.path()),
            PathKind::OpaquePart | PathKind::Empty => None,
        };
        path.into_iter()
            .flat_map(|p| p.split('/'))
            .map(|text| Segment { text })
    }

    /// `query`, without the `?`. An opaque URI has none: its `?` belongs to
    /// the `opaque_part`.
    #[must_use]
    pub fn query(&'i self) -> Option<&'a str> {
        let end = self.meta.uri_end(self.as_str().len());
        self.meta.query_start.map(|q| &self.as_str()[q.get()..end])
    }

    /// The query with its escapes decoded, read as UTF-8 ([`decode_utf8`]).
    /// RFC 2396 gives the query no inner structure: splitting it into
    /// `key=value` pairs at `&` is the HTML form convention, not the RFC's,
    /// and is left to the caller (decode after splitting, since a decoded
    /// `%26` is an `&`).
    ///
    /// # Errors
    ///
    /// The inner `Result` is a [`DecodeError`] when the decoded octets are
    /// not UTF-8.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("/s?q=caf%C3%A9%20au%20lait")?;
    /// assert_eq!(uri.query_decoded().transpose()?.as_deref(), Some("q=café au lait"));
    /// assert!(uri2396::UriReference::parse("/s?%FF")?.query_decoded().unwrap().is_err());
    /// assert_eq!(uri2396::UriReference::parse("/s")?.query_decoded(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn query_decoded(&'i self) -> Option<Result<Cow<'a, str>, DecodeError>> {
        self.query().map(decode_utf8)
    }

    /// The same reference without its fragment, borrowing the same text
    /// (zero-copy).
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://a/b?c#d")?;
    /// assert_eq!(uri.without_fragment(), "http://a/b?c");
    /// assert_eq!(uri.without_fragment().fragment(), None);
    /// assert_eq!(uri.without_fragment().query(), Some("c"));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn without_fragment(&'i self) -> UriReference<'a> {
        let end = self.meta.uri_end(self.as_str().len());
        UriReference {
            source: &self.as_str()[..end],
            meta: Meta {
                fragment_start: None,
                ..self.meta
            },
        }
    }
}

/// A path before it is known to follow a scheme or not.
enum Path<'a> {
    Net(NetPath<'a>),
    Abs(AbsPath<'a>),
    Rel(RelPath<'a>),
}

/// The flat view that `Debug` shows for either storage.
fn debug(name: &str, uri: &UriReference<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.debug_struct(name)
        .field("scheme", &uri.scheme())
        .field("authority", &uri.authority().map(|a| a.as_str()))
        .field("path", &uri.path())
        .field("query", &uri.query())
        .field("fragment", &uri.fragment())
        .finish()
}

impl<S: Storage> UriRef<S> {
    /// The same reference borrowing this one's text: no parse, the
    /// offsets are kept.
    ///
    /// ```
    /// let uri = uri2396::OwnedUriReference::new("//a:80/b")?;
    /// assert_eq!(uri.borrow().port(), Some("80"));
    /// assert_eq!(uri.borrow().to_owned(), uri);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    #[allow(
        clippy::should_implement_trait,
        reason = "Borrow::borrow returns a reference; this returns the borrowed view by value"
    )]
    pub fn borrow(&self) -> UriReference<'_> {
        UriRef {
            source: self.source.as_ref(),
            meta: self.meta,
        }
    }
}

impl<S: Storage> fmt::Debug for UriRef<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug(S::NAME, &self.borrow(), f)
    }
}

impl<S: Storage> fmt::Display for UriRef<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.source.as_ref())
    }
}

// Equal texts have equal offsets (the parse is a function of the text), so
// comparing, ordering and hashing the text is comparing the whole value; the
// hash is `str`'s, so a reference is looked up by `&str` (`Borrow<str>`).
impl<S: Storage, T: Storage> PartialEq<UriRef<T>> for UriRef<S> {
    fn eq(&self, other: &UriRef<T>) -> bool {
        self.source.as_ref() == other.source.as_ref()
    }
}

impl<S: Storage> Eq for UriRef<S> {}

impl<S: Storage> PartialOrd for UriRef<S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<S: Storage> Ord for UriRef<S> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.source.as_ref().cmp(other.source.as_ref())
    }
}

impl<S: Storage> Hash for UriRef<S> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.source.as_ref().hash(state);
    }
}

impl<S: Storage> PartialEq<str> for UriRef<S> {
    fn eq(&self, other: &str) -> bool {
        self.source.as_ref() == other
    }
}

impl<S: Storage> PartialEq<&str> for UriRef<S> {
    fn eq(&self, other: &&str) -> bool {
        self.source.as_ref() == *other
    }
}

impl<S: Storage> PartialEq<UriRef<S>> for str {
    fn eq(&self, other: &UriRef<S>) -> bool {
        self == other.source.as_ref()
    }
}

impl<S: Storage> PartialEq<UriRef<S>> for &str {
    fn eq(&self, other: &UriRef<S>) -> bool {
        *self == other.source.as_ref()
    }
}

impl<S: Storage> AsRef<str> for UriRef<S> {
    fn as_ref(&self) -> &str {
        self.source.as_ref()
    }
}

impl<S: Storage> std::borrow::Borrow<str> for UriRef<S> {
    fn borrow(&self) -> &str {
        self.source.as_ref()
    }
}

impl<'a> TryFrom<&'a str> for UriReference<'a> {
    type Error = crate::Error;

    fn try_from(input: &'a str) -> Result<Self, crate::Error> {
        UriReference::parse(input)
    }
}

/// The part of a `URI-reference` before its fragment:
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// [`UriReference::uri`] builds it from the offsets; it serializes as a
/// tree tagged by `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Uri<'a> {
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (3)
    Absolute(AbsoluteUri<'a>),
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (5)
    Relative(RelativeUri<'a>),
    /// Neither: the empty reference, alone or before a fragment (4.2).
    Empty,
}

/// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct AbsoluteUri<'a> {
    /// `scheme`, without the `:`.
    pub scheme: &'a str,
    /// What follows the `:`.
    pub part: SchemePart<'a>,
}

/// What follows `scheme ":"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchemePart<'a> {
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]` (3)
    Hierarchical(HierPart<'a>),
    /// `opaque_part = uric_no_slash *uric` (3): not subject to further parsing.
    Opaque {
        /// The whole opaque part.
        text: &'a str,
    },
    /// RFC 3986's `hier-part` without an authority or a leading `/`:
    /// `path-rootless / path-empty`, then `[ "?" query ]` (RFC 3986, 3).
    Rootless {
        /// The path, which does not start with `/`; `""` when empty.
        path: &'a str,
        /// `query`, without the `?`.
        query: Option<&'a str>,
    },
}

/// `hier_part = ( net_path | abs_path ) [ "?" query ]` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct HierPart<'a> {
    /// The path, with its authority when it is a `net_path`.
    pub path: HierPath<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
}

/// The path of a `hier_part`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HierPath<'a> {
    /// `net_path = "//" authority [ abs_path ]` (3)
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments` (3)
    Abs(AbsPath<'a>),
}

/// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (5)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelativeUri<'a> {
    /// The path, with its authority when it is a `net_path`.
    pub path: RelativePath<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
}

/// The path of a `relativeURI`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelativePath<'a> {
    /// `net_path = "//" authority [ abs_path ]` (3)
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments` (3)
    Abs(AbsPath<'a>),
    /// `rel_path = rel_segment [ abs_path ]` (5)
    Rel(RelPath<'a>),
}

/// `net_path = "//" authority [ abs_path ]` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct NetPath<'a> {
    /// The authority after `//` (possibly an empty server).
    pub authority: Authority<'a>,
    /// The path after the authority, if any.
    pub abs_path: Option<AbsPath<'a>>,
}

/// `rel_path = rel_segment [ abs_path ]` (5)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelPath<'a> {
    /// The whole relative path.
    pub text: &'a str,
    /// The first segment, which may not hold `:` or `/`.
    pub rel_segment: &'a str,
    /// The rest of the path, from its `/`.
    pub abs_path: Option<AbsPath<'a>>,
}

/// `authority = server | reg_name` (3.2)
///
/// An authority that has the form of a `server` is a server; any other is a
/// registry-based name (3.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Authority<'a> {
    /// `server = [ [ userinfo "@" ] hostport ]` (3.2.2)
    Server(Server<'a>),
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (3.2.1)
    RegName {
        /// The whole name.
        text: &'a str,
    },
}

/// `server = [ [ userinfo "@" ] hostport ]` (3.2.2)
///
/// The server may be empty (`file:///etc`), in which case it has no host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Server<'a> {
    /// The whole server.
    pub text: &'a str,
    /// `userinfo`, without the `@`.
    pub userinfo: Option<&'a str>,
    /// The host; `None` only for the empty server.
    pub host: Option<Host<'a>>,
    /// `port`, without the `:`.
    pub port: Option<&'a str>,
}

/// `host = hostname | IPv4address` (3.2.2), or with RFC 2732
/// ([`Dialect::RFC2732`](crate::Dialect::RFC2732))
/// `host = hostname | IPv4address | IPv6reference`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
// A dialect added a variant (RFC 2732's IPv6reference); another reading
// may add one again.
#[non_exhaustive]
pub enum Host<'a> {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (3.2.2)
    Hostname(Hostname<'a>),
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (3.2.2)
    Ipv4 {
        /// The address as written: each part is `1*digit` (unbounded) in
        /// RFC 2396, `1*3digit` in RFC 2732.
        text: &'a str,
    },
    /// `IPv6reference = "[" IPv6address "]"` (RFC 2732 section 3), or RFC
    /// 3986's `IP-literal` that holds an `IPv6address` (3.2.2).
    Ipv6(Ipv6Reference<'a>),
    /// RFC 3986's `reg-name` (3.2.2), possibly empty: any host that is no
    /// IP address.
    RegName {
        /// The name as written.
        text: &'a str,
    },
    /// RFC 3986's `IP-literal` that holds an `IPvFuture` (3.2.2):
    /// `"[" "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) "]"`.
    IpvFuture {
        /// The literal as written, brackets included.
        text: &'a str,
    },
}

/// `IPv6reference = "[" IPv6address "]"` (RFC 2732 section 3): an IPv6
/// address in brackets, written as RFC 2373 section 2.2 says.
///
/// ```
/// use std::net::Ipv6Addr;
/// use uri2396::{Dialect, Host, UriReference};
///
/// let uri = UriReference::parse_in("http://[::FFFF:129.144.52.38]:80/", Dialect::RFC2732)?;
/// let Some(Host::Ipv6(host)) = uri.host() else { panic!() };
/// assert_eq!(host.text, "[::FFFF:129.144.52.38]");
/// assert_eq!(host.address(), "::FFFF:129.144.52.38");
/// assert_eq!(host.to_ipv6_addr(), Ipv6Addr::new(0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Ipv6Reference<'a> {
    /// The reference as written, brackets included.
    pub text: &'a str,
}

impl<'a> Ipv6Reference<'a> {
    /// The `IPv6address` between the brackets (before the scope id of the
    /// java dialect, if any).
    #[must_use]
    pub fn address(&self) -> &'a str {
        let inside = &self.text[1..self.text.len() - 1];
        inside
            .split_once('%')
            .map_or(inside, |(address, _)| address)
    }

    /// The scope id after `%`, which only the java dialect reads
    /// (`[fe80::1%eth0]`: `eth0`; `%25` is no escape there).
    ///
    /// ```
    /// use uri2396::{Dialect, Host, UriReference};
    ///
    /// let uri = UriReference::parse_in("http://[fe80::1%eth0]/", Dialect::JAVA)?;
    /// let Some(Host::Ipv6(host)) = uri.host() else { panic!() };
    /// assert_eq!((host.address(), host.scope_id()), ("fe80::1", Some("eth0")));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn scope_id(&self) -> Option<&'a str> {
        let inside = &self.text[1..self.text.len() - 1];
        inside.split_once('%').map(|(_, scope)| scope)
    }

    /// The address as a value. Every `IPv6address` converts: the grammar
    /// admits exactly eight 16-bit pieces (or six and an IPv4 tail whose
    /// parts are at most 255). Unlike `Ipv6Addr`'s own parser, a decimal
    /// part may have leading zeros (`::001.2.3.4`), as RFC 2373 allows.
    #[must_use]
    pub fn to_ipv6_addr(&self) -> std::net::Ipv6Addr {
        std::net::Ipv6Addr::from(ipv6_pieces(self.address()))
    }
}

/// The eight pieces of a valid `IPv6address`: the pieces before `::`, zeros,
/// the pieces after, with an IPv4 tail read as the last two. Linear, and
/// total: on text the grammar rejects it returns some value, never panics.
fn ipv6_pieces(address: &str) -> [u16; 8] {
    let (head, tail) = match address.split_once("::") {
        Some((head, tail)) => (head, Some(tail)),
        None => (address, None),
    };
    let read = |part: &str| -> Vec<u16> {
        let mut pieces = Vec::with_capacity(8);
        for piece in part.split(':').filter(|p| !p.is_empty()) {
            if piece.contains('.') {
                let mut octets = piece.split('.').map(|d| d.parse::<u8>().unwrap_or(0));
                let mut next = || u16::from(octets.next().unwrap_or(0));
                pieces.push(next() << 8 | next());
                pieces.push(next() << 8 | next());
            } else {
                pieces.push(u16::from_str_radix(piece, 16).unwrap_or(0));
            }
        }
        pieces
    };
    let (head, tail) = (read(head), tail.map(read).unwrap_or_default());
    let mut out = [0u16; 8];
    for (slot, piece) in out.iter_mut().zip(&head) {
        *slot = *piece;
    }
    let from = 8usize.saturating_sub(tail.len());
    for (slot, piece) in out[from..].iter_mut().zip(&tail) {
        *slot = *piece;
    }
    out
}

/// `hostname = *( domainlabel "." ) toplabel [ "." ]` (3.2.2)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hostname<'a> {
    /// The whole hostname, with its trailing dot if it has one.
    pub text: &'a str,
}

/// `abs_path = "/" path_segments` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct AbsPath<'a> {
    /// The whole path, from its leading `/`.
    pub text: &'a str,
}

/// `segment = *pchar *( ";" param )` (3.3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Segment<'a> {
    /// The whole segment, with its parameters.
    pub text: &'a str,
}

/// The kind of path a reference has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// Starts with `/`.
    AbsPath,
    /// The `opaque_part` of an absolute URI.
    OpaquePart,
    /// Starts with a `rel_segment`.
    RelPath,
    /// No path at all.
    Empty,
    /// RFC 3986's `path-rootless` (3.3): after `scheme ":"`, a path that
    /// does not start with `/`.
    Rootless,
    /// RFC 3986's `path-abempty` (3.3): after an authority, a path that
    /// starts with `/` (an empty one is [`Empty`](PathKind::Empty)).
    AbEmpty,
    /// RFC 3986's `path-absolute` (3.3): a path that starts with one `/`,
    /// with no authority.
    Absolute,
    /// RFC 3986's `path-noscheme` (3.3): a relative reference's path whose
    /// first segment holds no `:`.
    NoScheme,
}

impl PathKind {
    /// The kind's name as in the grammar (`abs_path`, `opaque_part`, `rel_path`, `empty`).
    pub fn as_str(self) -> &'static str {
        match self {
            PathKind::AbsPath => "abs_path",
            PathKind::OpaquePart => "opaque_part",
            PathKind::RelPath => "rel_path",
            PathKind::Empty => "empty",
            PathKind::Rootless => "path-rootless",
            PathKind::AbEmpty => "path-abempty",
            PathKind::Absolute => "path-absolute",
            PathKind::NoScheme => "path-noscheme",
        }
    }
}

/// Which alternative of `authority = server | reg_name` (3.2) an
/// [`Authority`] takes ([`Authority::kind`]), or RFC 3986's one form of
/// authority ([`Components::authority_kind`](crate::Components) in its
/// reading). Serialized, and named by [`as_str`](AuthorityKind::as_str), as
/// the grammar names the rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// A reading added a variant (RFC 3986's authority); another may again.
#[non_exhaustive]
pub enum AuthorityKind {
    /// `server = [ [ userinfo "@" ] hostport ]` (3.2.2), possibly empty.
    Server,
    /// `reg_name`, a registry-based name (3.2.1).
    RegName,
    /// RFC 3986's `authority = [ userinfo "@" ] host [ ":" port ]` (3.2),
    /// its only form: every name is a host.
    Authority,
}

impl AuthorityKind {
    /// The rule's name: `"server"`, `"reg_name"` or, in RFC 3986,
    /// `"authority"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            AuthorityKind::Server => "server",
            AuthorityKind::RegName => "reg_name",
            AuthorityKind::Authority => "authority",
        }
    }
}

impl fmt::Display for AuthorityKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which alternative of `host` (3.2.2; RFC 2732 adds `IPv6reference`) a
/// [`Host`] takes ([`Host::kind`]). Serialized, and named by
/// [`as_str`](HostKind::as_str), as the grammar names the rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HostKind {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (3.2.2)
    Hostname,
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (3.2.2)
    Ipv4Address,
    /// `IPv6reference = "[" IPv6address "]"` (RFC 2732 section 3)
    Ipv6Reference,
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (RFC 3986
    /// section 3.2.2)
    RegName,
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
    /// in brackets (RFC 3986 section 3.2.2)
    IpvFuture,
}

impl HostKind {
    /// The rule's name: `"hostname"`, `"IPv4address"` or `"IPv6reference"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            HostKind::Hostname => "hostname",
            HostKind::Ipv4Address => "IPv4address",
            HostKind::Ipv6Reference => "IPv6reference",
            HostKind::RegName => "reg-name",
            HostKind::IpvFuture => "IPvFuture",
        }
    }
}

impl fmt::Display for HostKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> Authority<'a> {
    /// The whole authority.
    pub fn as_str(&self) -> &'a str {
        match self {
            Authority::Server(s) => s.text,
            Authority::RegName { text } => text,
        }
    }

    /// Which alternative of `authority` it is: [`AuthorityKind::Server`]
    /// (`"server"`) or [`AuthorityKind::RegName`] (`"reg_name"`).
    ///
    /// ```
    /// use uri2396::{AuthorityKind, UriReference};
    ///
    /// let uri = UriReference::parse("http://a_b/")?;
    /// assert_eq!(uri.authority().map(|a| a.kind()), Some(AuthorityKind::RegName));
    /// assert_eq!(AuthorityKind::RegName.as_str(), "reg_name");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> AuthorityKind {
        match self {
            Authority::Server(_) => AuthorityKind::Server,
            Authority::RegName { .. } => AuthorityKind::RegName,
        }
    }
}

impl<'a> Host<'a> {
    /// The host as written.
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(h) => h.text,
            Host::Ipv4 { text } => text,
            Host::Ipv6(r) => r.text,
            Host::RegName { text } | Host::IpvFuture { text } => text,
        }
    }

    /// Which alternative of `host` it is: [`HostKind::Hostname`],
    /// [`HostKind::Ipv4Address`] or (RFC 2732) [`HostKind::Ipv6Reference`].
    ///
    /// ```
    /// use uri2396::{HostKind, UriReference};
    ///
    /// let uri = UriReference::parse("http://10.0.0.1/")?;
    /// assert_eq!(uri.host().map(|h| h.kind()), Some(HostKind::Ipv4Address));
    /// assert_eq!(HostKind::Ipv4Address.as_str(), "IPv4address");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> HostKind {
        match self {
            Host::Hostname(_) => HostKind::Hostname,
            Host::Ipv4 { .. } => HostKind::Ipv4Address,
            Host::Ipv6(_) => HostKind::Ipv6Reference,
            Host::RegName { .. } => HostKind::RegName,
            Host::IpvFuture { .. } => HostKind::IpvFuture,
        }
    }
}

impl<'a> Hostname<'a> {
    /// The labels, `domainlabel`s then the `toplabel`, without dots.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://www.example.com./")?;
    /// let Some(uri2396::Host::Hostname(h)) = uri.host() else { panic!() };
    /// assert_eq!(h.labels().collect::<Vec<_>>(), ["www", "example", "com"]);
    /// assert!(h.has_trailing_dot());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn labels(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.text.strip_suffix('.').unwrap_or(self.text).split('.')
    }

    /// The last label, which the grammar requires to start with a letter.
    pub fn toplabel(&self) -> &'a str {
        self.labels().last().unwrap_or("")
    }

    /// True when the hostname ends with `.` (fully qualified).
    pub fn has_trailing_dot(&self) -> bool {
        self.text.ends_with('.')
    }
}

impl<'a> AbsPath<'a> {
    /// The segments after the leading `/`; an empty path (`/`) has one empty
    /// segment.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("//host/a;x/b;y;z/")?;
    /// let path = uri.net_path().and_then(|n| n.abs_path).unwrap();
    /// let segments: Vec<_> = path.segments().collect();
    /// assert_eq!(segments.len(), 3);
    /// assert_eq!(segments[1].name(), "b");
    /// assert_eq!(segments[1].params().collect::<Vec<_>>(), ["y", "z"]);
    /// assert_eq!(segments[2].text, "");
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        self.text
            .strip_prefix('/')
            .unwrap_or(self.text)
            .split('/')
            .map(|text| Segment { text })
    }
}

impl<'a> Segment<'a> {
    /// The segment without its parameters: the `*pchar` before the first `;`.
    pub fn name(&self) -> &'a str {
        self.text.split(';').next().unwrap_or("")
    }

    /// The parameters, each without its `;`.
    pub fn params(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.text.split(';').skip(1)
    }

    /// The octets the whole segment stands for, parameters included, each
    /// escape decoded ([`decode_bytes`]): an escaped `/` (`%2F`) is data,
    /// not a separator, which is why segments are split before decoding.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("/a%2Fb/%FF")?;
    /// let decoded: Vec<_> = uri.segments().map(|s| s.decode().into_owned()).collect();
    /// assert_eq!(decoded, [&b"a/b"[..], &b"\xff"[..]]);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn decode(&self) -> Cow<'a, [u8]> {
        decode_bytes(self.text)
    }

    /// The text the whole segment stands for, parameters included: each
    /// escape decoded, then read as UTF-8 ([`decode_utf8`]).
    ///
    /// # Errors
    ///
    /// A [`DecodeError`] when the decoded octets are not UTF-8.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("/caf%C3%A9;v=%31/%FF")?;
    /// let mut segments = uri.segments();
    /// assert_eq!(segments.next().unwrap().decode_utf8()?, "café;v=1");
    /// assert!(segments.next().unwrap().decode_utf8().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decode_utf8(&self) -> Result<Cow<'a, str>, DecodeError> {
        decode_utf8(self.text)
    }
}
