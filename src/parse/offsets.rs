//! What a parse finds: the offsets of a reference's components and the
//! alternatives its rules took, which the value types read.

use std::num::NonZeroUsize;

use crate::dialect::Dialect;

/// Where the components of a reference start and end, as byte offsets
/// into its text. Each `Option` is `None` when its delimiter is absent; an
/// offset after a delimiter is never 0, which keeps the `Option` free.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Meta {
    /// The `:` after the scheme.
    pub(crate) scheme_end: Option<NonZeroUsize>,
    /// The end of the authority of a `net_path`, or of the `rel_segment` of
    /// a `rel_path`; 0 for any other shape.
    pub(crate) cut: usize,
    /// After the `@` that ends a server's `userinfo`.
    pub(crate) host_start: Option<NonZeroUsize>,
    /// After the `:` that starts a server's `port`.
    pub(crate) port_start: Option<NonZeroUsize>,
    /// After the `?` that starts the `query`.
    pub(crate) query_start: Option<NonZeroUsize>,
    /// After the `#` that starts the `fragment`.
    pub(crate) fragment_start: Option<NonZeroUsize>,
    /// The shape of the part before the fragment.
    pub(crate) shape: Shape,
    /// The dialect the text was read in, which its operations keep.
    pub(crate) dialect: Dialect,
}

/// The shape of a reference before its fragment, with what the offsets of
/// [`Meta`] cannot tell: which alternative of each rule was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// No scheme and no path: the empty reference (4.2).
    Empty,
    /// `net_path = "//" authority [ abs_path ]`, with its authority's kind.
    Net(AuthorityShape),
    /// `abs_path = "/" path_segments`
    Abs,
    /// `rel_path = rel_segment [ abs_path ]`
    Rel,
    /// `opaque_part = uric_no_slash *uric`
    Opaque,
    /// RFC 3986's `path-rootless / path-empty` after `scheme ":"`: a path
    /// that does not start with `/`, then `[ "?" query ]`.
    Rootless,
}

/// Which alternative an authority takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AuthorityShape {
    /// `reg_name`
    RegName,
    /// The empty `server`, which has no host.
    EmptyServer,
    /// A `server` whose host is a `hostname`.
    Hostname,
    /// A `server` whose host is an `IPv4address`.
    Ipv4,
    /// A `server` whose host is an `IPv6reference` (RFC 2732).
    Ipv6,
    /// RFC 3986's authority whose host is a `reg-name` (possibly empty),
    /// not an IP address.
    RegNameHost,
    /// RFC 3986's authority whose host is an `IP-literal` holding an
    /// `IPvFuture`.
    IpvFuture,
    /// java.net.URI's undefined authority: `//` followed by a path, a
    /// query or a fragment, with no authority between. The reference has
    /// no authority; its path starts after the `//`.
    Undefined,
}

impl Meta {
    /// The empty reference's offsets: where a parse starts.
    pub(crate) const EMPTY: Meta = Meta {
        scheme_end: None,
        cut: 0,
        host_start: None,
        port_start: None,
        query_start: None,
        fragment_start: None,
        shape: Shape::Empty,
        dialect: Dialect::STRICT,
    };

    /// Where the part after `scheme ":"` starts (0 without a scheme).
    #[inline]
    pub(crate) fn hier_start(&self) -> usize {
        self.scheme_end.map_or(0, |c| c.get() + 1)
    }

    /// Where the part before the fragment ends.
    #[inline]
    pub(crate) fn uri_end(&self, len: usize) -> usize {
        self.fragment_start.map_or(len, |f| f.get() - 1)
    }

    /// The path's start and end.
    #[inline]
    pub(crate) fn path_range(&self, len: usize) -> (usize, usize) {
        let start = match self.shape {
            Shape::Net(_) => self.cut,
            _ => self.hier_start(),
        };
        let end = self
            .query_start
            .map_or_else(|| self.uri_end(len), |q| q.get() - 1);
        (start, end)
    }
}
