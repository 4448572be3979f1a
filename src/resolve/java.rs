//! java.net.URI's `resolve`, `normalize`, `relativize` and `equals`: the
//! resolution, normalization, relativization and equivalence of
//! [`Dialect::JAVA`](crate::Dialect::JAVA).
//!
//! Read from the JDK's `java/net/URI.java` (`resolve`, `resolvePath`,
//! `normalize` and its helpers, `relativize`, `equals`) and written again
//! here, each in one pass: Java edits a
//! `char` array with a segment index and rebuilds strings, this walks the
//! path once with the kept segments as a stack in one buffer. Where Java
//! differs from section 5.2 (docs/java.md, "Resolution"):
//!
//! - Step 2 is read for a lone fragment only, and `//#f` is one (Java
//!   leaves an empty authority undefined); the empty reference is a
//!   relative path and gives the base's directory.
//! - Step 6 normalizes the merged path as `normalize` does: empty segments
//!   go too (`a//b` gives `/b/c/a/b`), and a base with no `/` in its path
//!   (`http://a`, an empty path) gives `/g`, or nothing before a query.
//! - A result that is not the base or the reference as they are is written
//!   again from Java's components: a server's port as a number (`:0540`
//!   gives `:540`, an empty port goes), an empty authority not at all.

use std::borrow::Cow;

use crate::components::{Authority, Shape, UriReference};
use crate::dialect::Dialect;
use crate::owned::OwnedUriReference;
use crate::resolve::{AboveRoot, ResolveError, Resolved};

/// A reference's components as java.net.URI holds them.
#[derive(Debug, Clone, Copy)]
struct Components<'a> {
    scheme: Option<&'a str>,
    /// `None` after `//` with nothing before the path: Java's undefined
    /// authority.
    authority: Option<JavaAuthority<'a>>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// An authority as `toString` writes it again: a `reg_name` whole, a
/// server from its parts.
#[derive(Debug, Clone, Copy)]
struct JavaAuthority<'a> {
    /// `[ userinfo "@" ] host`, or the whole `reg_name`.
    head: &'a str,
    /// A server's port digits, when it has a `:`.
    port: Option<&'a str>,
}

impl<'a> Components<'a> {
    fn of(uri: &UriReference<'a>) -> Components<'a> {
        let authority = uri.authority().map(|a| match a {
            Authority::RegName { text } => JavaAuthority {
                head: text,
                port: None,
            },
            Authority::Server(server) => {
                let head = match server.port {
                    Some(port) => &server.text[..server.text.len() - port.len() - 1],
                    None => server.text,
                };
                JavaAuthority {
                    head,
                    port: server.port,
                }
            }
        });
        Components {
            scheme: uri.scheme(),
            authority,
            path: uri.path(),
            query: uri.query(),
            fragment: uri.fragment(),
        }
    }

    /// `toString` of a URI that Java built (`defineString`): the
    /// components with `path` for the path, no guard before a path that
    /// begins with `//` (Java's text reads back with an authority then),
    /// and a port written as Java's `int`.
    fn write(&self, path: &str) -> String {
        let mut text = String::with_capacity(
            self.scheme.map_or(0, str::len)
                + self
                    .authority
                    .map_or(0, |a| a.head.len() + a.port.map_or(0, str::len))
                + path.len()
                + self.query.map_or(0, str::len)
                + self.fragment.map_or(0, str::len)
                + 5,
        );
        if let Some(scheme) = self.scheme {
            text.push_str(scheme);
            text.push(':');
        }
        if let Some(authority) = self.authority {
            text.push_str("//");
            text.push_str(authority.head);
            // An empty port is Java's -1, which is not written.
            if let Some(port) = port_number(authority.port) {
                text.push(':');
                text.push_str(port);
            }
        }
        text.push_str(path);
        if let Some(query) = self.query {
            text.push('?');
            text.push_str(query);
        }
        if let Some(fragment) = self.fragment {
            text.push('#');
            text.push_str(fragment);
        }
        text
    }
}

/// `text` read in the first dialect that derives it: Java's, else RFC
/// 2732's, else RFC 2396's (what [`Dialect::join`] promises of a result
/// built in Java); [`Refused::Unreadable`] when none does.
fn read(text: String) -> Result<OwnedUriReference, Refused> {
    match [Dialect::JAVA, Dialect::RFC2732, Dialect::STRICT]
        .into_iter()
        .find_map(|dialect| crate::parse::offsets_of(&text, dialect))
    {
        Some(meta) => Ok(OwnedUriReference::from_built(text, meta)),
        None => Err(Refused::Unreadable(text)),
    }
}

/// Why Java's resolution gives no reference.
#[derive(Debug)]
pub(crate) enum Refused {
    /// With [`AboveRoot::Reject`]: the path of step 6 begins with `..`.
    AboveRoot(String),
    /// Java's text, which no dialect derives.
    Unreadable(String),
}

impl Refused {
    pub(crate) fn error(self, reference: &str) -> ResolveError {
        let reference = reference.to_owned();
        match self {
            Refused::AboveRoot(path) => ResolveError::AboveRoot { reference, path },
            Refused::Unreadable(result) => ResolveError::UnreadableResult { reference, result },
        }
    }
}

/// java.net.URI's `base.resolve(reference)`, for a base that is absolute
/// and hierarchical. `above_root` applies to the path of step 6, as in
/// section 5.2: Java keeps its `..` segments ([`AboveRoot::Keep`]).
pub(crate) fn resolve(
    base: &UriReference<'_>,
    reference: &UriReference<'_>,
    above_root: AboveRoot,
) -> Result<Resolved, Refused> {
    let b = Components::of(base);
    let r = Components::of(reference);
    // An absolute or opaque reference is returned as it is.
    if r.scheme.is_some() || reference.meta.shape == Shape::Opaque {
        return Ok(Resolved::Uri {
            uri: reference.to_owned(),
        });
    }
    // Step 2, for a lone fragment only: the base with that fragment, or
    // the base itself, as written, when it has that fragment already.
    if let (None, None, "", None, Some(fragment)) =
        (r.scheme, r.authority, r.path, r.query, r.fragment)
    {
        let uri = if b.fragment == Some(fragment) {
            base.to_owned()
        } else {
            read(
                Components {
                    fragment: Some(fragment),
                    ..b
                }
                .write(b.path),
            )?
        };
        return Ok(Resolved::SameDocument {
            fragment: Some(fragment.to_owned()),
            uri,
        });
    }
    let mut result = Components {
        query: r.query,
        fragment: r.fragment,
        ..b
    };
    let path = if r.authority.is_some() {
        // Step 4.
        result.authority = r.authority;
        Cow::Borrowed(r.path)
    } else if r.path.starts_with('/') {
        // Step 5.
        Cow::Borrowed(r.path)
    } else {
        // Step 6: the base's path up to its last "/" (a "/" when it has
        // none) and the reference's, normalized.
        let merged = match b.path.rfind('/') {
            Some(i) => [&b.path[..=i], r.path].concat(),
            None if r.path.is_empty() => String::new(),
            None => ["/", r.path].concat(),
        };
        let mut path = normalize_path(&merged).into_owned();
        let climbs = |p: &str| p == "/.." || p.starts_with("/../");
        match above_root {
            AboveRoot::Keep => {}
            AboveRoot::Reject if climbs(&path) => return Err(Refused::AboveRoot(path)),
            AboveRoot::Reject => {}
            AboveRoot::Remove => {
                let mut start = 0;
                while climbs(&path[start..]) {
                    start += "/..".len();
                }
                path.drain(..start);
                if path.is_empty() && start > 0 {
                    path.push('/');
                }
            }
        }
        Cow::Owned(path)
    };
    Ok(Resolved::Uri {
        uri: read(result.write(&path))?,
    })
}

/// java.net.URI's `normalize()`: the reference as it is when it is opaque
/// or its path is empty or already normal, else written again with
/// [`normalize_path`]'s path (an empty authority then goes, a port is
/// written as a number).
pub(crate) fn normalize(uri: &UriReference<'_>) -> OwnedUriReference {
    if uri.meta.shape == Shape::Opaque {
        return uri.to_owned();
    }
    let c = Components::of(uri);
    match normalize_path(c.path) {
        Cow::Borrowed(_) => uri.to_owned(),
        // A normal path never begins with "//", and is empty or begins
        // with "/" after an authority: Java's text reads back.
        Cow::Owned(path) => read(c.write(&path)).unwrap_or_else(|_| uri.to_owned()),
    }
}

/// Java's normalization of a path (`URI.normalize(String)`): RFC 2396 5.2
/// steps 6c to 6f, with differences.
///
/// - Empty segments are removed: segments are the runs between `/`s, and
///   a leading run of `/` is one `/` (`//a//b` gives `/a/b`).
/// - `.` segments go; a `..` removes the kept segment before it unless that
///   is `..` too; a `..` with none before it stays, also at the root
///   (`/../g` stays).
/// - A kept segment keeps the `/` that followed it, so a path that ends
///   with `.`, `..` or `/` ends with `/`.
/// - A relative path whose first kept segment has a `:` and was not its
///   first segment gets `./` before it (`a/../b:c` gives `./b:c`), so that
///   it does not read as a scheme.
///
/// The path itself, borrowed, when nothing changes. One pass: each kept
/// segment is written once and cut at most once.
pub(crate) fn normalize_path(path: &str) -> Cow<'_, str> {
    if is_normal(path) {
        return Cow::Borrowed(path);
    }
    let absolute = path.starts_with('/');
    // The kept segments, each followed by "/".
    let mut kept = String::with_capacity(path.len() + 2);
    // Whether the path's first segment is still kept, at the bottom.
    let mut first_kept = false;
    // Whether the last segment seen was kept (it has no "/" after it
    // unless the path ends with one).
    let mut last_kept = false;
    for (i, segment) in path.split('/').filter(|s| !s.is_empty()).enumerate() {
        last_kept = false;
        match segment {
            "." => {}
            ".." if !kept.is_empty() && top(&kept) != ".." => {
                let rest = kept.len() - top(&kept).len() - 1;
                kept.truncate(rest);
                first_kept &= !kept.is_empty();
            }
            _ => {
                kept.push_str(segment);
                kept.push('/');
                last_kept = true;
                first_kept |= i == 0;
            }
        }
    }
    if last_kept && !path.ends_with('/') {
        kept.pop();
    }
    let first = &kept[..kept.find('/').unwrap_or(kept.len())];
    let prefix = match () {
        () if absolute => "/",
        () if !first_kept && first.contains(':') => "./",
        () => "",
    };
    if prefix.len() + kept.len() == path.len() && path.starts_with(prefix) && path.ends_with(&kept)
    {
        return Cow::Borrowed(path);
    }
    kept.insert_str(0, prefix);
    Cow::Owned(kept)
}

/// The segment on top of the kept ones, each followed by a `/`.
fn top(kept: &str) -> &str {
    let inner = &kept[..kept.len() - 1];
    &inner[inner.rfind('/').map_or(0, |i| i + 1)..]
}

/// Whether [`normalize_path`] leaves `path` as it is: no empty segment
/// (`//`, at the start too) and no `.` or `..` segment.
fn is_normal(path: &str) -> bool {
    !path.contains("//")
        && !path
            .split('/')
            .any(|segment| segment == "." || segment == "..")
}

/// java.net.URI's `base.relativize(target)`, for a base that is absolute
/// and hierarchical and an absolute target: the target's path after the
/// base's, both normalized, when the scheme (without case) and the raw
/// authority are the same and the base's path, with a `/` after it, is a
/// prefix of the target's; else the target as it is. The result keeps the
/// target's query and fragment, and has no scheme or authority.
///
/// Not the inverse of [`resolve`]: the base's last segment is kept, where
/// resolution drops it (`http://a/b` and `http://a/b/c` give `c`, which
/// resolves to `http://a/c`), and no `..` is written.
pub(crate) fn relativize(
    base: &UriReference<'_>,
    target: &UriReference<'_>,
) -> Result<OwnedUriReference, Refused> {
    let (b, t) = (Components::of(base), Components::of(target));
    if target.meta.shape == Shape::Opaque
        || !same_ignoring_case(b.scheme, t.scheme)
        || !same_escaped(
            base.authority().map(|a| a.as_str()),
            target.authority().map(|a| a.as_str()),
        )
    {
        return Ok(target.to_owned());
    }
    let (base_path, target_path) = (normalize_path(b.path), normalize_path(t.path));
    let path = if base_path == target_path {
        ""
    } else {
        match target_path.strip_prefix(&*base_path) {
            Some(rest) if base_path.ends_with('/') => rest,
            Some(rest) if rest.starts_with('/') => &rest[1..],
            _ => return Ok(target.to_owned()),
        }
    };
    read(
        Components {
            scheme: None,
            authority: None,
            ..t
        }
        .write(path),
    )
}

/// java.net.URI's `a.equals(b)`: the same components, compared as Java
/// compares them. The scheme and the host without regard to case, the
/// ports as numbers (none and an empty one alike), every other component
/// as text but for the case of an escape's hex digits; an opaque URI by
/// its scheme-specific part. Paths are not normalized (`/a/./b` is not
/// `/a/b`).
pub(crate) fn equals(a: &UriReference<'_>, b: &UriReference<'_>) -> bool {
    let opaque = a.meta.shape == Shape::Opaque;
    if opaque != (b.meta.shape == Shape::Opaque)
        || !same_ignoring_case(a.scheme(), b.scheme())
        || !same_escaped(a.fragment(), b.fragment())
        || !same_escaped(Some(a.path()), Some(b.path()))
    {
        return false;
    }
    if opaque {
        // The path is the whole scheme-specific part.
        return true;
    }
    if !same_escaped(a.query(), b.query()) {
        return false;
    }
    match (a.authority(), b.authority()) {
        (None, None) => true,
        (Some(Authority::Server(s)), Some(Authority::Server(t))) => {
            same_escaped(s.userinfo, t.userinfo)
                && same_ignoring_case(s.host.map(|h| h.as_str()), t.host.map(|h| h.as_str()))
                && port_number(s.port) == port_number(t.port)
        }
        (Some(Authority::RegName { text }), Some(other)) => {
            same_escaped(Some(text), Some(other.as_str()))
        }
        _ => false,
    }
}

/// A port's digits as Java's `int` writes them; `None` for no port or an
/// empty one (Java's -1).
fn port_number(port: Option<&str>) -> Option<&str> {
    port.filter(|p| !p.is_empty())
        .map(|p| match p.trim_start_matches('0') {
            "" => "0",
            digits => digits,
        })
}

/// Java's `equalIgnoringCase`: both undefined, or the same text but for
/// the case of ASCII letters.
fn same_ignoring_case(a: Option<&str>, b: Option<&str>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
        (a, b) => a.is_none() && b.is_none(),
    }
}

/// Java's `equal`: both undefined, or the same text but for the case of
/// the two characters after each `%` that both have at the same place.
fn same_escaped(a: Option<&str>, b: Option<&str>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return a.is_none() && b.is_none();
    };
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] == b'%' && b[i] == b'%' {
            let end = (i + 3).min(a.len());
            if !a[i + 1..end].eq_ignore_ascii_case(&b[i + 1..end]) {
                return false;
            }
            i = end;
        } else if a[i] == b[i] {
            i += 1;
        } else {
            return false;
        }
    }
    true
}
