//! The flat view of a reference: every component as text, with the kind
//! of its authority, host and path, in one `Copy` value that serializes as
//! one flat object.

use crate::components::{Authority, AuthorityKind, HostKind, PathKind, Text, UriRef};

/// The components of a `URI-reference` as one flat record: each component
/// as text (a slice of the input), and which alternative of the grammar
/// the authority, the host and the path take. Made by
/// [`UriRef::components`] (or [`Components::of`]); the typed tree is
/// [`UriRef::uri`].
///
/// As everywhere in this crate, `None` is an absent component and
/// `Some("")` an empty one: `http://a/` has no query, `http://a/?` has an
/// empty one. Serialized (serde), the fields in this order, `null` for
/// `None` (never left out):
///
/// | field | value |
/// |---|---|
/// | `scheme` | without the `:`; `null` for a relative reference |
/// | `authority` | the whole authority after `//`; `null` without `//`; `""` for an empty server (`file:///x`) |
/// | `authority_kind` | `"server"` or `"reg_name"` (3.2, [`AuthorityKind`]); `null` without an authority; in RFC 3986's reading always `"authority"`, its one form `[ userinfo "@" ] host [ ":" port ]` |
/// | `userinfo` | without the `@`; `null` unless a server has one |
/// | `host` | `null` for a `reg_name` authority and for an empty server |
/// | `host_kind` | `"hostname"` or `"IPv4address"` (3.2.2), `"IPv6reference"` (RFC 2732; RFC 3986's IP-literal of an IPv6address too), `"reg-name"` or `"IPvFuture"` (RFC 3986) ([`HostKind`]); `null` without a host |
/// | `port` | without the `:`; `""` for `host:` (`port = *digit`) |
/// | `path` | never `null`: `""` when there is none; for an opaque URI, the whole `opaque_part` |
/// | `path_kind` | `"abs_path"`, `"opaque_part"`, `"rel_path"` or `"empty"`; in RFC 3986's reading `"path-abempty"`, `"path-absolute"`, `"path-noscheme"`, `"path-rootless"` or `"empty"` ([`PathKind`]) |
/// | `query` | without the `?`; always `null` for an opaque URI, whose `?` belongs to the `opaque_part` |
/// | `fragment` | without the `#` |
///
/// ```
/// use uri2396::{AuthorityKind, Components, HostKind, PathKind, UriReference};
///
/// let uri = UriReference::parse("http://user@10.0.0.1:/a/b?#")?;
/// let c = uri.components();
/// assert_eq!(c.scheme, Some("http"));
/// assert_eq!(c.authority, Some("user@10.0.0.1:"));
/// assert_eq!(c.authority_kind, Some(AuthorityKind::Server));
/// assert_eq!(c.userinfo, Some("user"));
/// assert_eq!((c.host, c.host_kind), (Some("10.0.0.1"), Some(HostKind::Ipv4Address)));
/// assert_eq!(c.port, Some("")); // present, empty
/// assert_eq!((c.path, c.path_kind), ("/a/b", PathKind::AbsPath));
/// assert_eq!((c.query, c.fragment), (Some(""), Some("")));
/// assert_eq!(c, Components::of(&uri));
///
/// // A registry-based authority has no host; a relative reference no scheme.
/// let c = UriReference::parse("//a_b/x")?.components();
/// assert_eq!((c.scheme, c.authority_kind, c.host), (None, Some(AuthorityKind::RegName), None));
/// assert_eq!(c.authority_kind.map(AuthorityKind::as_str), Some("reg_name"));
///
/// let c = UriReference::parse("mailto:a@b")?.components();
/// assert_eq!((c.authority, c.path, c.path_kind), (None, "a@b", PathKind::OpaquePart));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Components<'a> {
    /// `scheme`, without the `:`.
    pub scheme: Option<&'a str>,
    /// The whole `authority`, after `//`.
    pub authority: Option<&'a str>,
    /// Whether the authority is a `server` or a `reg_name`; in RFC 3986's
    /// reading, its one form, `authority`.
    pub authority_kind: Option<AuthorityKind>,
    /// `userinfo` of a server, without the `@`.
    pub userinfo: Option<&'a str>,
    /// The host of a server, as written.
    pub host: Option<&'a str>,
    /// Whether the host is a `hostname`, an `IPv4address` or an
    /// `IPv6reference`.
    pub host_kind: Option<HostKind>,
    /// `port` of a server, without the `:`.
    pub port: Option<&'a str>,
    /// The path as text; `""` when there is none.
    pub path: &'a str,
    /// Which kind of path it is.
    pub path_kind: PathKind,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
    /// `fragment`, without the `#`.
    pub fragment: Option<&'a str>,
}

#[cfg(feature = "serde")]
crate::serial::fields!(Components<'_> {
    scheme,
    authority,
    authority_kind,
    userinfo,
    host,
    host_kind,
    port,
    path,
    path_kind,
    query,
    fragment,
});

impl<'a> Components<'a> {
    /// The names of [`columns`](Components::columns)' values, in order: a
    /// table's columns of the components (the Python package's Arrow
    /// struct, the DuckDB extension's `uri_parse`).
    pub const COLUMNS: [&'static str; 10] = [
        "scheme",
        "authority",
        "userinfo",
        "host",
        "port",
        "path",
        "query",
        "fragment",
        "authority_kind",
        "host_kind",
    ];

    /// The components as a table's columns hold them, named by
    /// [`COLUMNS`](Components::COLUMNS): each as written (`None` when
    /// absent, `Some("")` when empty), then the kinds of the authority and
    /// the host by their rule names.
    ///
    /// ```
    /// use uri2396::{Components, UriReference};
    ///
    /// let uri = UriReference::parse("http://a:/b?")?;
    /// let columns = uri.components().columns();
    /// let port = Components::COLUMNS.iter().position(|c| *c == "port").unwrap();
    /// assert_eq!((columns[port], columns[6], columns[7]), (Some(""), Some(""), None));
    /// assert_eq!(columns[9], Some("hostname"));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn columns(&self) -> [Option<&'a str>; 10] {
        [
            self.scheme,
            self.authority,
            self.userinfo,
            self.host,
            self.port,
            Some(self.path),
            self.query,
            self.fragment,
            self.authority_kind.map(AuthorityKind::as_str),
            self.host_kind.map(HostKind::as_str),
        ]
    }

    /// The components of `uri`, each as its accessor gives it: the
    /// authority read once, and the server's parts taken from it (the
    /// accessors `userinfo`, `host` and `port` would each read it again).
    #[must_use]
    pub fn of<'i, S: Text<'i, 'a>>(uri: &'i UriRef<S>) -> Components<'a> {
        let authority = uri.authority();
        let server = match authority {
            Some(Authority::Server(server)) => Some(server),
            _ => None,
        };
        let host = server.and_then(|s| s.host);
        Components {
            scheme: uri.scheme(),
            authority: authority.map(|a| a.as_str()),
            // An authority that is always `[ userinfo "@" ] host [ ":" port
            // ]` (RFC 3986, 3.2) is of that one kind.
            authority_kind: authority.map(|a| match uri.dialect().hooks().reg_name_authority {
                false => AuthorityKind::Authority,
                true => a.kind(),
            }),
            userinfo: server.and_then(|s| s.userinfo),
            host: host.map(|h| h.as_str()),
            host_kind: host.map(|h| h.kind()),
            port: server.and_then(|s| s.port),
            path: uri.path(),
            path_kind: uri.path_kind(),
            query: uri.query(),
            fragment: uri.fragment(),
        }
    }
}

impl<'i, 'a, S: Text<'i, 'a>> UriRef<S> {
    /// Every component at once, as one flat record ([`Components`]): what
    /// the accessors give, in one `Copy` value that serializes flat.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://a/?")?;
    /// let c = uri.components();
    /// assert_eq!((c.host, c.query, c.fragment), (Some("a"), Some(""), None));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    pub fn components(&'i self) -> Components<'a> {
        Components::of(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Dialect, UriReference};

    /// The record reads the authority once; each field is still what its
    /// own accessor gives, in every named dialect and every shape.
    #[test]
    fn each_field_is_its_accessors() {
        let inputs = [
            "http://user@10.0.0.1:8080/a/b;p?q#f",
            "http://[::1]:/x?",
            "//a_b/x",
            "file:///etc",
            "mailto:a@b?subject=x",
            "../g?q",
            "?y",
            "//#f",
            "",
            "#f",
            "http://example.com.",
            "s://u@[v1.x]:1",
            "http://例え.テスト/パス",
        ];
        for dialect in Dialect::ALL {
            for input in inputs {
                let Ok(uri) = UriReference::parse_in(input, dialect) else {
                    continue;
                };
                let c = Components::of(&uri);
                let host = uri.host();
                assert_eq!(
                    (c.scheme, c.authority, c.userinfo, c.port),
                    (
                        uri.scheme(),
                        uri.authority().map(|a| a.as_str()),
                        uri.userinfo(),
                        uri.port()
                    ),
                    "{input:?} in {dialect}"
                );
                assert_eq!(
                    (c.host, c.host_kind),
                    (host.map(|h| h.as_str()), host.map(|h| h.kind())),
                    "{input:?} in {dialect}"
                );
                assert_eq!(
                    (c.path, c.path_kind, c.query, c.fragment),
                    (uri.path(), uri.path_kind(), uri.query(), uri.fragment()),
                    "{input:?} in {dialect}"
                );
            }
        }
    }
}
