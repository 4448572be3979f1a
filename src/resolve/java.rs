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

use crate::components::{Shape, UriReference};
use crate::compose::java::{Components, normalize_path, read, same_escaped, same_ignoring_case};
use crate::owned::OwnedUriReference;
use crate::resolve::{AboveRoot, ResolveError, Resolved};

impl From<String> for Refused {
    /// Java's text, which no dialect derives.
    fn from(text: String) -> Refused {
        Refused::Unreadable(text)
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
    Ok(read(
        Components {
            scheme: None,
            authority: None,
            ..t
        }
        .write(path),
    )?)
}
