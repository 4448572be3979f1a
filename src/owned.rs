//! The owned storage of [`UriRef`]: [`OwnedUriReference`], its
//! constructors, and what makes an owned reference from any reference.

use std::num::NonZeroUsize;
use std::str::FromStr;

#[cfg(feature = "serde")]
use serde::{Deserialize, Deserializer};

#[cfg(feature = "serde")]
use crate::components::serial;

use crate::components::{Meta, Storage, UriRef, UriReference};
use crate::dialect::Dialect;
use crate::error::Error;
use crate::grammar::Rule;

/// A [`UriRef`] that owns its text, checked when it is made, with the
/// offsets of its components: every accessor is a slice, with no parse,
/// as on [`UriReference`], which [`borrow`](UriRef::borrow) gives without
/// a parse either.
///
/// `Borrow<str>`, so a `HashMap<OwnedUriReference, _>` is looked up by
/// `&str`. It deserializes from a string only when the string is a valid
/// `URI-reference`.
///
/// ```
/// use uri2396::OwnedUriReference;
///
/// let uri: OwnedUriReference = "http://example.com/a?b".parse()?;
/// assert_eq!(uri.as_str(), "http://example.com/a?b");
/// assert_eq!(uri.query(), Some("b"));
/// assert_eq!(uri.borrow().path(), "/a");
/// assert!("http://exa mple.com/".parse::<OwnedUriReference>().is_err());
/// # Ok::<(), uri2396::Error>(())
/// ```
pub type OwnedUriReference = UriRef<String>;

impl UriRef<String> {
    /// A value from a text and its offsets, which the caller has found by
    /// parsing that text.
    pub(crate) fn from_parts(text: String, meta: Meta) -> OwnedUriReference {
        UriRef { source: text, meta }
    }

    /// A value from a text built from valid components and the offsets
    /// found while building it, without a parse: construction guarantees
    /// that the text is a `URI-reference`, which debug builds (and so every
    /// test and fuzz run) check by parsing it again.
    pub(crate) fn from_built(text: String, meta: Meta) -> OwnedUriReference {
        debug_assert_eq!(
            crate::parse::offsets_of(&text, meta.dialect),
            Some(meta),
            "built {text:?}"
        );
        UriRef { source: text, meta }
    }

    /// Checks `text` and keeps it, with the offsets of its components.
    ///
    /// # Errors
    ///
    /// When `text` is not a `URI-reference`, as [`UriReference::parse`].
    ///
    /// ```
    /// let uri = uri2396::OwnedUriReference::new("http://a/b")?;
    /// assert_eq!(uri.path(), "/b");
    /// assert!(uri2396::OwnedUriReference::new("a b").is_err());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn new(text: impl Into<String>) -> Result<OwnedUriReference, Error> {
        let text = text.into();
        // The text goes with the error: what the fix does over it is
        // worked out now.
        let meta = UriReference::parse(&text)
            .map_err(|e| e.settle(&text))?
            .meta;
        Ok(OwnedUriReference::from_parts(text, meta))
    }

    /// Checks `text` as a `URI-reference` of `dialect` and keeps it, as
    /// [`UriReference::parse_in`].
    ///
    /// # Errors
    ///
    /// When `text` is not a `URI-reference` of the dialect.
    ///
    /// ```
    /// use uri2396::{Dialect, OwnedUriReference};
    ///
    /// let uri = OwnedUriReference::new_in("ldap://[2001:db8::7]/c=GB", Dialect::RFC2732)?;
    /// assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("IPv6reference"));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn new_in(text: impl Into<String>, dialect: Dialect) -> Result<OwnedUriReference, Error> {
        let text = text.into();
        let meta = UriReference::parse_in(&text, dialect)
            .map_err(|e| e.settle(&text))?
            .meta;
        Ok(OwnedUriReference::from_parts(text, meta))
    }

    /// The text, given back.
    #[must_use]
    pub fn into_string(self) -> String {
        self.source
    }
}

// Here, not in components.rs, so that the borrowed type's module does not
// import the owned one's, which imports it.
impl<S: Storage> UriRef<S> {
    /// The same reference with its own copy of the text; the offsets are
    /// copied, not found again.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://a/b?c")?;
    /// let owned = uri.to_owned();
    /// assert_eq!(owned.borrow(), uri);
    /// assert_eq!(owned.query(), Some("c"));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    #[allow(
        clippy::wrong_self_convention,
        reason = "the name of the borrowed-to-owned step, as in fluent-uri"
    )]
    pub fn to_owned(&self) -> OwnedUriReference {
        OwnedUriReference::from_parts(self.source.as_ref().to_owned(), self.meta)
    }

    /// The same reference with `fragment` as its fragment, in place of the
    /// one it has, if any.
    ///
    /// # Errors
    ///
    /// When `fragment` is not a `fragment` (`*uric`, 4.1): the [`Error`]'s
    /// offset counts within `fragment`.
    ///
    /// ```
    /// let uri = uri2396::UriReference::parse("http://a/b#c")?;
    /// assert_eq!(uri.with_fragment("d%20e")?, "http://a/b#d%20e");
    /// assert_eq!(uri.with_fragment("")?.fragment(), Some(""));
    /// assert_eq!(uri.with_fragment("d e").unwrap_err().offset(), 1);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn with_fragment(&self, fragment: &str) -> Result<OwnedUriReference, Error> {
        // Every grammar has a `fragment`: its table names it.
        let rule = self.meta.dialect.table().rule(Rule::FRAGMENT);
        if !rule.matches(fragment) {
            return Err(Error::not_derived(rule, fragment).settle(fragment));
        }
        let base = self.borrow().without_fragment();
        let mut text = String::with_capacity(base.as_str().len() + 1 + fragment.len());
        text.push_str(base.as_str());
        text.push('#');
        text.push_str(fragment);
        let meta = Meta {
            fragment_start: NonZeroUsize::new(base.as_str().len() + 1),
            ..base.meta
        };
        Ok(OwnedUriReference::from_built(text, meta))
    }
}

impl FromStr for OwnedUriReference {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Error> {
        OwnedUriReference::new(s)
    }
}

impl TryFrom<String> for OwnedUriReference {
    type Error = Error;

    fn try_from(s: String) -> Result<Self, Error> {
        OwnedUriReference::new(s)
    }
}

impl TryFrom<&str> for OwnedUriReference {
    type Error = Error;

    fn try_from(s: &str) -> Result<Self, Error> {
        OwnedUriReference::new(s)
    }
}

/// Copies the text and keeps the offsets: no parse.
impl From<UriReference<'_>> for OwnedUriReference {
    fn from(uri: UriReference<'_>) -> Self {
        uri.to_owned()
    }
}

impl From<OwnedUriReference> for String {
    fn from(uri: OwnedUriReference) -> String {
        uri.source
    }
}

/// Read from either form of its [`Serialize`](serde::Serialize) in the
/// dialect it names: a string in the strict dialect, a map in its
/// `dialect` (strict when it has none).
#[cfg(feature = "serde")]
impl<'de> Deserialize<'de> for OwnedUriReference {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (text, dialect) = serial::deserialize(d)?;
        let text = match text {
            serial::Text::Borrowed(text) => text.to_owned(),
            serial::Text::Owned(text) => text,
        };
        OwnedUriReference::new_in(text, dialect).map_err(serde::de::Error::custom)
    }
}
