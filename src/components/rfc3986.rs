//! RFC 3986's typed tree: a reference read in
//! [`Dialect::RFC3986`](crate::Dialect::RFC3986), its parts named as RFC
//! 3986 Appendix A names them ([`UriRef::rfc3986`]).
//!
//! ```text
//! URI-reference = URI / relative-ref                                    (4.1)
//! URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]   (3)
//! relative-ref  = relative-part [ "?" query ] [ "#" fragment ]          (4.2)
//! hier-part     = "//" authority path-abempty / path-absolute
//!               / path-rootless / path-empty                            (3)
//! relative-part = "//" authority path-abempty / path-absolute
//!               / path-noscheme / path-empty                            (4.2)
//! authority     = [ userinfo "@" ] host [ ":" port ]                    (3.2)
//! ```
//!
//! RFC 2396's tree ([`UriRef::uri`]) has other parts: an opaque
//! part, a `reg_name` authority, a `net_path`; RFC 3986 has one form of
//! authority and five kinds of path, and its empty reference is a
//! relative-ref.

use crate::components::{Host, PathKind, Text, UriRef};
use crate::grammar::Structure;

/// `URI-reference = URI / relative-ref` (RFC 3986 section 4.1)
///
/// ```
/// use uri2396::rfc3986::Reference;
/// use uri2396::{Dialect, Host, PathKind, UriReference};
///
/// let uri = UriReference::parse_in("http://a_b.example:8080/x/y?q#f", Dialect::RFC3986)?;
/// let Some(Reference::Uri(uri)) = uri.rfc3986() else { panic!() };
/// assert_eq!(uri.scheme, "http");
/// let authority = uri.hier_part.authority.unwrap();
/// assert_eq!(authority.host, Host::RegName { text: "a_b.example" });
/// assert_eq!(authority.port, Some("8080"));
/// assert_eq!(uri.hier_part.path.kind, PathKind::AbEmpty);
/// assert_eq!(uri.hier_part.path.segments().collect::<Vec<_>>(), ["x", "y"]);
/// assert_eq!((uri.query, uri.fragment), (Some("q"), Some("f")));
///
/// // No opaque part: a rootless path, then a query.
/// let mailto = UriReference::parse_in("mailto:a@b?subject=x", Dialect::RFC3986)?;
/// let Some(Reference::Uri(mailto)) = mailto.rfc3986() else { panic!() };
/// assert_eq!(mailto.hier_part.path.kind, PathKind::Rootless);
/// assert_eq!((mailto.hier_part.path.text, mailto.query), ("a@b", Some("subject=x")));
///
/// // The empty reference is a relative-ref with an empty path.
/// let empty = UriReference::parse_in("", Dialect::RFC3986)?;
/// let Some(Reference::RelativeRef(empty)) = empty.rfc3986() else { panic!() };
/// assert_eq!(empty.relative_part.path.kind, PathKind::Empty);
///
/// // Read in another dialect, a reference has no RFC 3986 tree.
/// assert_eq!(UriReference::parse("http://a/")?.rfc3986(), None);
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reference<'a> {
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (3)
    Uri(Uri<'a>),
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (4.2)
    RelativeRef(RelativeRef<'a>),
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986
/// section 3)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Uri<'a> {
    /// `scheme`, without the `:`.
    pub scheme: &'a str,
    /// `hier-part`.
    pub hier_part: Part<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
    /// `fragment`, without the `#`.
    pub fragment: Option<&'a str>,
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (RFC
/// 3986 section 4.2)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelativeRef<'a> {
    /// `relative-part`.
    pub relative_part: Part<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
    /// `fragment`, without the `#`.
    pub fragment: Option<&'a str>,
}

/// `hier-part` (RFC 3986 section 3) or `relative-part` (4.2): `"//"
/// authority path-abempty`, or a path alone: `path-absolute`,
/// `path-rootless` (a hier-part's) or `path-noscheme` (a relative-part's),
/// `path-empty`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Part<'a> {
    /// The authority after `"//"`, if there is one.
    pub authority: Option<Authority<'a>>,
    /// The path: `path-abempty` after an authority (possibly empty),
    /// otherwise the kind its first characters choose (3.3).
    pub path: Path<'a>,
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (RFC 3986 section 3.2)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Authority<'a> {
    /// The whole authority.
    pub text: &'a str,
    /// `userinfo`, without the `@`.
    pub userinfo: Option<&'a str>,
    /// `host = IP-literal / IPv4address / reg-name` (3.2.2): always there,
    /// an empty [`Host::RegName`] when nothing is written.
    pub host: Host<'a>,
    /// `port`, without the `:`.
    pub port: Option<&'a str>,
}

/// A path of RFC 3986 section 3.3, and which of its five kinds it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Path<'a> {
    /// The whole path.
    pub text: &'a str,
    /// [`PathKind::AbEmpty`], [`PathKind::Absolute`],
    /// [`PathKind::NoScheme`], [`PathKind::Rootless`] or
    /// [`PathKind::Empty`].
    pub kind: PathKind,
}

impl<'a> Path<'a> {
    /// The segments, each without its `/`: none for an empty path, `[""]`
    /// for `/`.
    pub fn segments(&self) -> impl Iterator<Item = &'a str> + use<'a> {
        let text = self.text.strip_prefix('/').unwrap_or(self.text);
        let none = self.text.is_empty();
        text.split('/').filter(move |_| !none)
    }

    /// The kind's name in RFC 3986: `path-abempty`, `path-absolute`,
    /// `path-noscheme`, `path-rootless` or `path-empty`.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self.kind {
            PathKind::Empty => "path-empty",
            kind => kind.as_str(),
        }
    }
}

impl<'i, 'a, S: Text<'i, 'a>> UriRef<S> {
    /// RFC 3986's typed tree of a reference read in
    /// [`Dialect::RFC3986`](crate::Dialect::RFC3986) ([`Reference`]), or
    /// of an IRI read in [`Dialect::RFC3987`](crate::Dialect::RFC3987),
    /// whose grammar has RFC 3986's structure under renamed rules (`IRI`
    /// for `URI`, `ihost` for `host`); `None` in any other dialect, whose
    /// tree is [`uri`](Self::uri). Made from the offsets, with no parse.
    #[must_use]
    pub fn rfc3986(&'i self) -> Option<Reference<'a>> {
        if self.dialect().hooks().structure != Structure::Rfc3986 {
            return None;
        }
        let authority = match self.authority() {
            Some(crate::Authority::Server(s)) => Some(Authority {
                text: s.text,
                userinfo: s.userinfo,
                host: s.host.unwrap_or(Host::RegName { text: "" }),
                port: s.port,
            }),
            // RFC 3986's reading makes no reg_name authority (its hook
            // reads every name as a host); were one made, its text is a
            // reg-name host.
            Some(crate::Authority::RegName { text }) => Some(Authority {
                text,
                userinfo: None,
                host: Host::RegName { text },
                port: None,
            }),
            None => None,
        };
        let text = self.path();
        let kind = match (authority, self.scheme()) {
            (Some(_), _) => PathKind::AbEmpty,
            _ if text.is_empty() => PathKind::Empty,
            _ if text.starts_with('/') => PathKind::Absolute,
            (None, Some(_)) => PathKind::Rootless,
            (None, None) => PathKind::NoScheme,
        };
        let part = Part {
            authority,
            path: Path { text, kind },
        };
        let (query, fragment) = (self.query(), self.fragment());
        Some(match self.scheme() {
            Some(scheme) => Reference::Uri(Uri {
                scheme,
                hier_part: part,
                query,
                fragment,
            }),
            None => Reference::RelativeRef(RelativeRef {
                relative_part: part,
                query,
                fragment,
            }),
        })
    }
}

#[cfg(feature = "serde")]
mod serial {
    //! The tree as JSON: each node tagged by `kind` with RFC 3986's rule
    //! name where a choice was made, absent parts `null`.

    use serde::ser::{Serialize, SerializeStruct, Serializer};

    use super::{Authority, Part, Path, Reference, RelativeRef, Uri};
    use crate::components::Host;
    use crate::serial::{Fields, fields, tagged};

    impl Serialize for Reference<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self {
                Reference::Uri(uri) => tagged("URI", uri, s),
                Reference::RelativeRef(r) => tagged("relative-ref", r, s),
            }
        }
    }

    fields!(Uri<'_> { scheme, hier_part, query, fragment });
    fields!(RelativeRef<'_> { relative_part, query, fragment });
    fields!(Part<'_> { authority, path });

    impl Fields for Authority<'_> {
        const NAME: &'static str = "Authority";
        fn len(&self) -> usize {
            4
        }
        fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
            st.serialize_field("text", self.text)?;
            st.serialize_field("userinfo", &self.userinfo)?;
            st.serialize_field("host", &HostNode(self.host))?;
            st.serialize_field("port", &self.port)
        }
    }

    impl Serialize for Authority<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            crate::serial::write_struct(self, s)
        }
    }

    /// `host = IP-literal / IPv4address / reg-name`, tagged by RFC 3986's
    /// rule: an IPv6 address is an `IP-literal` (with its `address`), the
    /// others as [`Host`] writes them (`IPv4address`, `reg-name`,
    /// `IPvFuture`).
    struct HostNode<'a>(Host<'a>);

    impl Serialize for HostNode<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self.0 {
                Host::Ipv6(host) => {
                    let mut st = s.serialize_struct("Host", 3)?;
                    st.serialize_field("kind", "IP-literal")?;
                    st.serialize_field("text", host.text)?;
                    st.serialize_field("address", host.address())?;
                    st.end()
                }
                host => host.serialize(s),
            }
        }
    }

    impl Serialize for Path<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Path", 3)?;
            st.serialize_field("kind", self.rule())?;
            st.serialize_field("text", self.text)?;
            st.serialize_field("segments", &Segments(*self))?;
            st.end()
        }
    }

    /// A path's segments as a sequence, without collecting them.
    struct Segments<'a>(Path<'a>);

    impl Serialize for Segments<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(self.0.segments())
        }
    }
}
