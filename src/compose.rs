//! Building a reference from components that are each valid where they
//! go, keeping the offsets found while writing them: results of
//! resolution, relativization, normalization and the builder need no parse
//! of their own (a debug assertion parses them all the same).

use std::num::NonZeroUsize;

use crate::components::{AuthorityShape, Meta, Shape, UriReference};
use crate::dialect::Dialect;
use crate::owned::OwnedUriReference;
use crate::parse::classify_authority;

pub(crate) mod java;
mod segments;

pub use segments::AboveRoot;
pub(crate) use segments::{
    has_dot_segment, merge_into, remove_dot_segments, remove_dot_segments_3986,
};

/// The four components and the fragment of section 5.2, each `None` when
/// its delimiter is absent. The path is never undefined, though it may be
/// empty; for an opaque URI it is the whole `opaque_part`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Parts<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<AuthorityPart<'a>>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
    /// The dialect the result is read in: its inputs', or the one whose
    /// language holds them all ([`Dialect::join`]).
    pub(crate) dialect: Dialect,
}

/// An authority's text, its kind, and where a server's host and port start
/// (after the `@` and the `:`), counted from the authority's first
/// character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AuthorityPart<'a> {
    pub(crate) text: &'a str,
    pub(crate) shape: AuthorityShape,
    pub(crate) host_start: Option<NonZeroUsize>,
    pub(crate) port_start: Option<NonZeroUsize>,
    /// The dialect the shape and offsets were found in.
    pub(crate) dialect: Dialect,
}

impl<'a> AuthorityPart<'a> {
    /// The authority of a parsed reference, from its offsets.
    pub(crate) fn of(uri: &UriReference<'a>) -> Option<AuthorityPart<'a>> {
        // Java's undefined authority is an empty one here, so that what is
        // built from it keeps its "//" (`http://#f` is no `http:#f`); the
        // text is read again in Java (`build_with_path`).
        let Shape::Net(shape) = uri.meta.shape else {
            return None;
        };
        let start = uri.meta.hier_start() + "//".len();
        // Both follow a delimiter inside the authority: never at its start.
        let local = |at: Option<NonZeroUsize>| at.and_then(|a| NonZeroUsize::new(a.get() - start));
        Some(AuthorityPart {
            text: &uri.source[start..uri.meta.cut],
            shape,
            host_start: local(uri.meta.host_start),
            port_start: local(uri.meta.port_start),
            dialect: uri.meta.dialect,
        })
    }

    /// A valid `authority` (a `server` or a `reg_name`) that was built,
    /// classified by the `server` rule of `dialect` alone.
    pub(crate) fn classify(text: &'a str, dialect: Dialect) -> AuthorityPart<'a> {
        let (shape, host_start, port_start) = classify_authority(text, dialect);
        AuthorityPart {
            text,
            shape,
            host_start,
            port_start,
            dialect,
        }
    }
}

impl<'a> Parts<'a> {
    pub(crate) fn of(uri: &UriReference<'a>) -> Parts<'a> {
        Parts {
            scheme: uri.scheme(),
            authority: AuthorityPart::of(uri),
            path: uri.path(),
            query: uri.query(),
            fragment: uri.fragment(),
            dialect: uri.meta.dialect,
        }
    }

    /// Whether the path needs `/.` before it: a path that begins with `//`
    /// after no authority would read back as an authority.
    fn guards_path(&self) -> bool {
        self.authority.is_none() && self.path.starts_with("//")
    }

    /// The length of the text that [`build`](Parts::build) writes.
    pub(crate) fn len(&self) -> usize {
        self.scheme.map_or(0, |s| s.len() + 1)
            + self.authority.map_or(0, |a| a.text.len() + 2)
            + if self.guards_path() { 2 } else { 0 }
            + self.path.len()
            + self.query.map_or(0, |q| q.len() + 1)
            + self.fragment.map_or(0, |f| f.len() + 1)
    }

    /// Step 7 of 5.2: the components recombined, with their offsets.
    ///
    /// One guard beyond the pseudocode: a path that begins with `//` after
    /// no authority is written `/.//...`, which names the same path (`.` is
    /// removed when resolving).
    ///
    /// The caller promises that each component is valid where it goes; the
    /// shape then follows from which are present and how the path starts.
    pub(crate) fn build(&self) -> OwnedUriReference {
        // Sized once: the result can be as long as the input.
        self.build_with_path(self.len(), |text| text.push_str(self.path))
    }

    /// As [`build`](Parts::build), with the path appended by `write_path`
    /// in place of `self.path`, in a text of `capacity` bytes: a path
    /// computed while it is written (5.2 step 6) needs no buffer of its own.
    pub(crate) fn build_with_path(
        &self,
        capacity: usize,
        write_path: impl FnOnce(&mut String),
    ) -> OwnedUriReference {
        let mut text = String::with_capacity(capacity);
        let mut meta = Meta {
            dialect: self.dialect,
            ..Meta::EMPTY
        };
        if let Some(scheme) = self.scheme {
            text.push_str(scheme);
            meta.scheme_end = NonZeroUsize::new(text.len());
            text.push(':');
        }
        if let Some(mut authority) = self.authority {
            // An authority read in another dialect may take another shape
            // in this one (`a@1234.5.6.7` is a server in RFC 2396, a
            // reg_name in RFC 2732).
            if authority.dialect != self.dialect {
                authority = AuthorityPart::classify(authority.text, self.dialect);
            }
            text.push_str("//");
            let start = text.len();
            text.push_str(authority.text);
            let global = |at: Option<NonZeroUsize>| at.and_then(|a| a.checked_add(start));
            meta.host_start = global(authority.host_start);
            meta.port_start = global(authority.port_start);
            meta.cut = text.len();
            meta.shape = Shape::Net(authority.shape);
            write_path(&mut text);
        } else {
            let start = text.len();
            write_path(&mut text);
            let path = &text[start..];
            meta.shape = if path.starts_with("//") {
                // The guard, put in front once the path is known.
                text.insert_str(start, "/.");
                Shape::Abs
            } else if path.starts_with('/') {
                Shape::Abs
            } else if path.is_empty() {
                Shape::Empty
            } else if self.scheme.is_some() {
                Shape::Opaque
            } else {
                // A rel_segment holds no "/".
                meta.cut = start + path.find('/').unwrap_or(path.len());
                Shape::Rel
            };
        }
        if let Some(query) = self.query {
            text.push('?');
            meta.query_start = NonZeroUsize::new(text.len());
            text.push_str(query);
        }
        if let Some(fragment) = self.fragment {
            text.push('#');
            meta.fragment_start = NonZeroUsize::new(text.len());
            text.push_str(fragment);
        }
        if !self.dialect.hooks().reads_as_rfc2396 {
            // Java's switches read some parts otherwise (an empty
            // authority is undefined, `?y` has an empty relative path) and
            // their languages do not hold every strict one (`http://`):
            // the text is read again, in the first dialect that derives it
            // (see `Dialect::join`).
            // RFC 3986's grammar is read in itself alone.
            let readings: &[Dialect] = if self.dialect.hooks().read_alone {
                &[self.dialect]
            } else {
                &[self.dialect, Dialect::RFC2732, Dialect::STRICT]
            };
            if let Some(found) = readings
                .iter()
                .find_map(|&dialect| crate::parse::offsets_of(&text, dialect))
            {
                meta = found;
            }
        }
        OwnedUriReference::from_built(text, meta)
    }
}
