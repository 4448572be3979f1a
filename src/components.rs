//! Typed components of a URI reference, shaped after the grammar and
//! borrowing from the input.
//!
//! Everywhere, `None` means the delimiter is absent and `Some("")` means the
//! delimiter is there with nothing after it: `http://a/` has no query,
//! `http://a/?` has an empty one.

use std::fmt;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use crate::error::Error;

/// A parsed `URI-reference` (section 4):
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// `Display` gives back the input byte for byte.
///
/// ```
/// use uri2396::UriReference;
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
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UriReference<'a> {
    pub(crate) source: &'a str,
    pub(crate) uri: Reference<'a>,
    pub(crate) fragment: Option<&'a str>,
}

/// The part of a reference before its fragment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum Reference<'a> {
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (3)
    #[serde(rename = "absoluteURI")]
    Absolute(AbsoluteUri<'a>),
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (5)
    #[serde(rename = "relativeURI")]
    Relative(RelativeUri<'a>),
    /// Neither: the empty reference, alone or before a fragment (4.2).
    #[serde(rename = "empty")]
    Empty,
}

/// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct AbsoluteUri<'a> {
    /// `scheme`, without the `:`.
    pub scheme: &'a str,
    /// What follows the `:`.
    pub part: SchemePart<'a>,
}

/// What follows `scheme ":"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum SchemePart<'a> {
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]` (3)
    #[serde(rename = "hier_part")]
    Hierarchical(HierPart<'a>),
    /// `opaque_part = uric_no_slash *uric` (3): not subject to further parsing.
    #[serde(rename = "opaque_part")]
    Opaque {
        /// The whole opaque part.
        text: &'a str,
    },
}

/// `hier_part = ( net_path | abs_path ) [ "?" query ]` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct HierPart<'a> {
    /// The path, with its authority when it is a `net_path`.
    pub path: HierPath<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
}

/// The path of a `hier_part`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum HierPath<'a> {
    /// `net_path = "//" authority [ abs_path ]` (3)
    #[serde(rename = "net_path")]
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments` (3)
    #[serde(rename = "abs_path")]
    Abs(AbsPath<'a>),
}

/// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (5)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct RelativeUri<'a> {
    /// The path, with its authority when it is a `net_path`.
    pub path: RelativePath<'a>,
    /// `query`, without the `?`.
    pub query: Option<&'a str>,
}

/// The path of a `relativeURI`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum RelativePath<'a> {
    /// `net_path = "//" authority [ abs_path ]` (3)
    #[serde(rename = "net_path")]
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments` (3)
    #[serde(rename = "abs_path")]
    Abs(AbsPath<'a>),
    /// `rel_path = rel_segment [ abs_path ]` (5)
    #[serde(rename = "rel_path")]
    Rel(RelPath<'a>),
}

/// `net_path = "//" authority [ abs_path ]` (3)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct NetPath<'a> {
    /// The authority after `//` (possibly an empty server).
    pub authority: Authority<'a>,
    /// The path after the authority, if any.
    pub abs_path: Option<AbsPath<'a>>,
}

/// `rel_path = rel_segment [ abs_path ]` (5)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum Authority<'a> {
    /// `server = [ [ userinfo "@" ] hostport ]` (3.2.2)
    #[serde(rename = "server")]
    Server(Server<'a>),
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (3.2.1)
    #[serde(rename = "reg_name")]
    RegName {
        /// The whole name.
        text: &'a str,
    },
}

/// `server = [ [ userinfo "@" ] hostport ]` (3.2.2)
///
/// The server may be empty (`file:///etc`), in which case it has no host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
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

/// `host = hostname | IPv4address` (3.2.2)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum Host<'a> {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (3.2.2)
    #[serde(rename = "hostname")]
    Hostname(Hostname<'a>),
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (3.2.2)
    #[serde(rename = "IPv4address")]
    Ipv4 {
        /// The address as written (each part is `1*digit`, unbounded).
        text: &'a str,
    },
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

impl<'a> UriReference<'a> {
    /// Parses `input` as a `URI-reference`.
    ///
    /// The automaton that `build.rs` compiles from the grammar checks the
    /// input in one pass; a valid reference is then cut into its components
    /// at its delimiters. Nothing is allocated unless the input is invalid.
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
        crate::fast::uri_reference(input)
    }

    /// Parses `input` with the pest parser of `uri2396.pest` and lowers its
    /// parse tree: the reference implementation that [`parse`] is checked
    /// against. Same result as [`parse`], more slowly.
    ///
    /// [`parse`]: UriReference::parse
    ///
    /// # Errors
    ///
    /// As [`parse`](UriReference::parse).
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let input = "http://a/b/c/d;p?q";
    /// assert_eq!(UriReference::parse_with_pest(input), UriReference::parse(input));
    /// ```
    pub fn parse_with_pest(input: &'a str) -> Result<UriReference<'a>, Error> {
        crate::lower::uri_reference(input)
    }

    /// The input, exactly as parsed.
    pub fn as_str(&self) -> &'a str {
        self.source
    }

    /// The reference without its fragment: absolute, relative or empty.
    pub fn reference(&self) -> &Reference<'a> {
        &self.uri
    }

    /// `fragment`, without the `#`.
    pub fn fragment(&self) -> Option<&'a str> {
        self.fragment
    }

    /// True for an `absoluteURI` (with a scheme).
    pub fn is_absolute(&self) -> bool {
        matches!(self.uri, Reference::Absolute(_))
    }

    /// `scheme`, without the `:`.
    pub fn scheme(&self) -> Option<&'a str> {
        match self.uri {
            Reference::Absolute(a) => Some(a.scheme),
            _ => None,
        }
    }

    /// The `net_path`, when the reference has an authority.
    pub fn net_path(&self) -> Option<&NetPath<'a>> {
        match &self.uri {
            Reference::Absolute(AbsoluteUri {
                part:
                    SchemePart::Hierarchical(HierPart {
                        path: HierPath::Net(n),
                        ..
                    }),
                ..
            }) => Some(n),
            Reference::Relative(RelativeUri {
                path: RelativePath::Net(n),
                ..
            }) => Some(n),
            _ => None,
        }
    }

    /// The authority, when there is one.
    pub fn authority(&self) -> Option<&Authority<'a>> {
        self.net_path().map(|n| &n.authority)
    }

    /// The server, when the authority is server-based.
    pub fn server(&self) -> Option<&Server<'a>> {
        match self.authority() {
            Some(Authority::Server(s)) => Some(s),
            _ => None,
        }
    }

    /// `userinfo` of a server-based authority, without the `@`.
    pub fn userinfo(&self) -> Option<&'a str> {
        self.server().and_then(|s| s.userinfo)
    }

    /// The host of a server-based authority.
    pub fn host(&self) -> Option<&Host<'a>> {
        self.server().and_then(|s| s.host.as_ref())
    }

    /// `port` of a server-based authority, without the `:`.
    pub fn port(&self) -> Option<&'a str> {
        self.server().and_then(|s| s.port)
    }

    /// The path as text: the `abs_path` or `rel_path`, or the whole
    /// `opaque_part` of an opaque URI; `""` when there is none.
    pub fn path(&self) -> &'a str {
        match self.uri {
            Reference::Absolute(AbsoluteUri {
                part: SchemePart::Opaque { text },
                ..
            }) => text,
            Reference::Absolute(AbsoluteUri {
                part: SchemePart::Hierarchical(h),
                ..
            }) => match h.path {
                HierPath::Net(n) => n.abs_path.map_or("", |p| p.text),
                HierPath::Abs(p) => p.text,
            },
            Reference::Relative(r) => match r.path {
                RelativePath::Net(n) => n.abs_path.map_or("", |p| p.text),
                RelativePath::Abs(p) => p.text,
                RelativePath::Rel(p) => p.text,
            },
            Reference::Empty => "",
        }
    }

    /// Which kind of path the reference has.
    pub fn path_kind(&self) -> PathKind {
        match self.uri {
            Reference::Absolute(AbsoluteUri {
                part: SchemePart::Opaque { .. },
                ..
            }) => PathKind::OpaquePart,
            Reference::Relative(RelativeUri {
                path: RelativePath::Rel(_),
                ..
            }) => PathKind::RelPath,
            _ if self.path().is_empty() => PathKind::Empty,
            _ => PathKind::AbsPath,
        }
    }

    /// `query`, without the `?`. An opaque URI has none: its `?` belongs to
    /// the `opaque_part`.
    pub fn query(&self) -> Option<&'a str> {
        match self.uri {
            Reference::Absolute(AbsoluteUri {
                part: SchemePart::Hierarchical(h),
                ..
            }) => h.query,
            Reference::Relative(r) => r.query,
            _ => None,
        }
    }
}

/// The kind of path a reference has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub enum PathKind {
    /// Starts with `/`.
    #[serde(rename = "abs_path")]
    AbsPath,
    /// The `opaque_part` of an absolute URI.
    #[serde(rename = "opaque_part")]
    OpaquePart,
    /// Starts with a `rel_segment`.
    #[serde(rename = "rel_path")]
    RelPath,
    /// No path at all.
    #[serde(rename = "empty")]
    Empty,
}

impl PathKind {
    /// The kind's name as in the grammar (`abs_path`, `opaque_part`, `rel_path`, `empty`).
    pub fn as_str(self) -> &'static str {
        match self {
            PathKind::AbsPath => "abs_path",
            PathKind::OpaquePart => "opaque_part",
            PathKind::RelPath => "rel_path",
            PathKind::Empty => "empty",
        }
    }
}

impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.source)
    }
}

impl<'a> TryFrom<&'a str> for UriReference<'a> {
    type Error = Error;

    fn try_from(input: &'a str) -> Result<Self, Error> {
        UriReference::parse(input)
    }
}

impl Serialize for UriReference<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("UriReference", 2)?;
        st.serialize_field("reference", &self.uri)?;
        st.serialize_field("fragment", &self.fragment)?;
        st.end()
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

    /// `"server"` or `"reg_name"`.
    pub fn kind(&self) -> &'static str {
        match self {
            Authority::Server(_) => "server",
            Authority::RegName { .. } => "reg_name",
        }
    }
}

impl<'a> Host<'a> {
    /// The host as written.
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(h) => h.text,
            Host::Ipv4 { text } => text,
        }
    }

    /// `"hostname"` or `"IPv4address"`.
    pub fn kind(&self) -> &'static str {
        match self {
            Host::Hostname(_) => "hostname",
            Host::Ipv4 { .. } => "IPv4address",
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

impl Serialize for Hostname<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Hostname", 3)?;
        st.serialize_field("text", self.text)?;
        st.serialize_field("labels", &Seq(|| self.labels()))?;
        st.serialize_field("trailing_dot", &self.has_trailing_dot())?;
        st.end()
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

impl Serialize for AbsPath<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AbsPath", 2)?;
        st.serialize_field("text", self.text)?;
        st.serialize_field("segments", &Seq(|| self.segments()))?;
        st.end()
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
}

impl Serialize for Segment<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Segment", 3)?;
        st.serialize_field("text", self.text)?;
        st.serialize_field("name", self.name())?;
        st.serialize_field("params", &Seq(|| self.params()))?;
        st.end()
    }
}

/// Serializes what an iterator yields as a sequence, without collecting it.
struct Seq<F>(F);

impl<F, I> Serialize for Seq<F>
where
    F: Fn() -> I,
    I: Iterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}
