//! java.net.URI's way of writing a reference again from its components,
//! of normalizing a path and of comparing components: what its `resolve`,
//! `normalize`, `relativize` and `equals` share (`resolve/java.rs`,
//! `normalize/java.rs`). Read from the JDK's `java/net/URI.java` and written
//! again here, each in one pass.

use std::borrow::Cow;

use crate::components::{Authority, UriReference};
use crate::dialect::Dialect;
use crate::owned::OwnedUriReference;

/// A reference's components as java.net.URI holds them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Components<'a> {
    pub(crate) scheme: Option<&'a str>,
    /// `None` after `//` with nothing before the path: Java's undefined
    /// authority.
    pub(crate) authority: Option<JavaAuthority<'a>>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

/// An authority as `toString` writes it again: a `reg_name` whole, a
/// server from its parts.
#[derive(Debug, Clone, Copy)]
pub(crate) struct JavaAuthority<'a> {
    /// `[ userinfo "@" ] host`, or the whole `reg_name`.
    head: &'a str,
    /// A server's port digits, when it has a `:`.
    port: Option<&'a str>,
}

impl<'a> Components<'a> {
    pub(crate) fn of(uri: &UriReference<'a>) -> Components<'a> {
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
    pub(crate) fn write(&self, path: &str) -> String {
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
/// built in Java); the text itself when none does.
pub(crate) fn read(text: String) -> Result<OwnedUriReference, String> {
    match [Dialect::JAVA, Dialect::RFC2732, Dialect::STRICT]
        .into_iter()
        .find_map(|dialect| crate::parse::offsets_of(&text, dialect))
    {
        Some(meta) => Ok(OwnedUriReference::from_built(text, meta)),
        None => Err(text),
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

/// A port's digits as Java's `int` writes them; `None` for no port or an
/// empty one (Java's -1).
pub(crate) fn port_number(port: Option<&str>) -> Option<&str> {
    port.filter(|p| !p.is_empty())
        .map(|p| match p.trim_start_matches('0') {
            "" => "0",
            digits => digits,
        })
}

/// Java's `equalIgnoringCase`: both undefined, or the same text but for
/// the case of ASCII letters.
pub(crate) fn same_ignoring_case(a: Option<&str>, b: Option<&str>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
        (a, b) => a.is_none() && b.is_none(),
    }
}

/// Java's `equal`: both undefined, or the same text but for the case of
/// the two characters after each `%` that both have at the same place.
pub(crate) fn same_escaped(a: Option<&str>, b: Option<&str>) -> bool {
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
