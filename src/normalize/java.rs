//! java.net.URI's `normalize` and `equals`: the normalization and
//! equivalence of [`Dialect::JAVA`](crate::Dialect::JAVA). Read from the
//! JDK's `java/net/URI.java` and written again here (docs/java.md,
//! "Normalization").

use std::borrow::Cow;

use crate::components::{Authority, Shape, UriReference};
use crate::compose::java::{
    Components, normalize_path, port_number, read, same_escaped, same_ignoring_case,
};
use crate::owned::OwnedUriReference;

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
