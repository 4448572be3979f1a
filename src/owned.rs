//! The owned twin of [`UriReference`]: its own text and the same offsets.

use std::borrow::{Borrow, Cow};
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::num::NonZeroUsize;
use std::str::FromStr;

#[cfg(feature = "serde")]
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[cfg(feature = "serde")]
use crate::components::serial;

use crate::components::{
    Authority, Host, Meta, NetPath, PathKind, Segment, Server, Uri, UriReference, debug,
};
use crate::dialect::Dialect;
use crate::error::Error;
use crate::flat::Components;
use crate::grammar::Rule;
use crate::percent::DecodeError;

/// A `URI-reference` that owns its text, checked when it is made, with the
/// offsets of its components: every accessor is a slice, with no parse, as
/// on [`UriReference`], which [`borrow`](OwnedUriReference::borrow) gives
/// without a parse either.
///
/// Compared, ordered and hashed as its text, and `Borrow<str>`, so a
/// `HashMap<OwnedUriReference, _>` is looked up by `&str`. It serializes as
/// its text and deserializes from a string only when the string is a valid
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
#[derive(Clone)]
pub struct OwnedUriReference {
    text: String,
    meta: Meta,
}

/// Forwards accessors of [`UriReference`] to [`OwnedUriReference::borrow`].
macro_rules! forward {
    ($($(#[$attr:meta])* fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        $(
            $(#[$attr])*
            #[doc = concat!("As [`UriReference::", stringify!($name), "`].")]
            pub fn $name(&self $(, $arg: $ty)*) -> $ret {
                self.borrow().$name($($arg),*)
            }
        )*
    };
}

impl OwnedUriReference {
    /// A value from a text and its offsets, which the caller has found by
    /// parsing that text.
    pub(crate) fn from_parts(text: String, meta: Meta) -> OwnedUriReference {
        OwnedUriReference { text, meta }
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
        OwnedUriReference { text, meta }
    }

    /// The text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The components, borrowing from this value: no parse, the offsets are
    /// kept.
    ///
    /// ```
    /// let uri = uri2396::OwnedUriReference::new("//a:80/b")?;
    /// assert_eq!(uri.borrow().port(), Some("80"));
    /// assert_eq!(uri.borrow().to_owned(), uri);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    #[must_use]
    #[allow(
        clippy::should_implement_trait,
        reason = "Borrow::borrow returns a reference; this returns the borrowed view by value"
    )]
    pub fn borrow(&self) -> UriReference<'_> {
        UriReference {
            source: &self.text,
            meta: self.meta,
        }
    }

    /// The text, given back.
    #[must_use]
    pub fn into_string(self) -> String {
        self.text
    }

    /// As [`UriReference::with_fragment`].
    ///
    /// # Errors
    ///
    /// When `fragment` is not a `fragment` (`*uric`, 4.1).
    pub fn with_fragment(&self, fragment: &str) -> Result<OwnedUriReference, Error> {
        self.borrow().with_fragment(fragment)
    }

    /// As [`UriReference::segments`].
    pub fn segments(&self) -> impl Iterator<Item = Segment<'_>> + '_ {
        self.borrow().segments()
    }

    forward! {
        #[must_use]
        fn dialect(&self) -> Dialect;
        #[must_use]
        fn uri(&self) -> Uri<'_>;
        #[must_use]
        fn fragment(&self) -> Option<&str>;
        #[must_use]
        fn is_absolute(&self) -> bool;
        #[must_use]
        fn scheme(&self) -> Option<&str>;
        #[must_use]
        fn net_path(&self) -> Option<NetPath<'_>>;
        #[must_use]
        fn authority(&self) -> Option<Authority<'_>>;
        #[must_use]
        fn server(&self) -> Option<Server<'_>>;
        #[must_use]
        fn userinfo(&self) -> Option<&str>;
        #[must_use]
        fn host(&self) -> Option<Host<'_>>;
        #[must_use]
        fn port(&self) -> Option<&str>;
        #[must_use]
        fn port_number(&self) -> Option<u16>;
        #[must_use]
        fn port_or_default(&self) -> Option<u16>;
        #[must_use]
        fn path(&self) -> &str;
        #[must_use]
        fn path_kind(&self) -> PathKind;
        #[must_use]
        fn components(&self) -> Components<'_>;
        #[must_use]
        fn query(&self) -> Option<&str>;
        #[must_use]
        fn query_decoded(&self) -> Option<Result<Cow<'_, str>, DecodeError>>;
        #[must_use]
        fn without_fragment(&self) -> UriReference<'_>;
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

// Here, not in components.rs, so that the borrowed type's module does not
// import the owned one's, which imports it.
impl UriReference<'_> {
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
        OwnedUriReference::from(*self)
    }
}

/// Copies the text and keeps the offsets: no parse.
impl From<UriReference<'_>> for OwnedUriReference {
    fn from(uri: UriReference<'_>) -> Self {
        OwnedUriReference {
            text: uri.source.to_owned(),
            meta: uri.meta,
        }
    }
}

impl From<OwnedUriReference> for String {
    fn from(uri: OwnedUriReference) -> String {
        uri.text
    }
}

impl AsRef<str> for OwnedUriReference {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl Borrow<str> for OwnedUriReference {
    fn borrow(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for OwnedUriReference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for OwnedUriReference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug("OwnedUriReference", &self.borrow(), f)
    }
}

// As for `UriReference`: the text decides, and the hash is `str`'s, which
// `Borrow<str>` requires.
impl PartialEq for OwnedUriReference {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for OwnedUriReference {}

impl PartialOrd for OwnedUriReference {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for OwnedUriReference {
    fn cmp(&self, other: &Self) -> Ordering {
        self.text.cmp(&other.text)
    }
}

impl Hash for OwnedUriReference {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.as_str().hash(state);
    }
}

impl PartialEq<str> for OwnedUriReference {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for OwnedUriReference {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl PartialEq<OwnedUriReference> for str {
    fn eq(&self, other: &OwnedUriReference) -> bool {
        self == other.text
    }
}

impl PartialEq<OwnedUriReference> for &str {
    fn eq(&self, other: &OwnedUriReference) -> bool {
        *self == other.text
    }
}

impl PartialEq<UriReference<'_>> for OwnedUriReference {
    fn eq(&self, other: &UriReference<'_>) -> bool {
        self.text == other.source
    }
}

impl PartialEq<OwnedUriReference> for UriReference<'_> {
    fn eq(&self, other: &OwnedUriReference) -> bool {
        self.source == other.text
    }
}

/// Serialized as its text when it was read in the strict dialect, and
/// otherwise as a map of its text and its dialect, so that it is read back
/// in the dialect it was read in:
///
/// ```
/// use uri2396::{Dialect, OwnedUriReference};
///
/// let strict = OwnedUriReference::new("http://a/b")?;
/// assert_eq!(serde_json::to_string(&strict)?, r#""http://a/b""#);
/// let ipv6 = OwnedUriReference::new_in("http://[::1]:8080/", Dialect::RFC2732)?;
/// let json = serde_json::to_string(&ipv6)?;
/// assert_eq!(json, r#"{"reference":"http://[::1]:8080/","dialect":"rfc2732"}"#);
/// let back: OwnedUriReference = serde_json::from_str(&json)?;
/// assert_eq!(back, ipv6);
/// assert_eq!(back.dialect(), Dialect::RFC2732);
/// // A string is read in the strict dialect, as is a map without one.
/// assert!(serde_json::from_str::<OwnedUriReference>(r#""http://[::1]/""#).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// To write the text alone in every dialect (as the `uri2396` tool's JSON
/// does), serialize [`as_str`](OwnedUriReference::as_str).
#[cfg(feature = "serde")]
impl Serialize for OwnedUriReference {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serial::serialize(&self.text, self.meta.dialect, s)
    }
}

/// Read from either form of its [`Serialize`] in the dialect it names: a
/// string in the strict dialect, a map in its `dialect` (strict when it has
/// none).
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

impl UriReference<'_> {
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
            return Err(Error::not_derived(rule, fragment));
        }
        let base = self.without_fragment();
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

impl OwnedUriReference {
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
        let meta = UriReference::parse(&text)?.meta;
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
        let meta = UriReference::parse_in(&text, dialect)?.meta;
        Ok(OwnedUriReference::from_parts(text, meta))
    }
}
