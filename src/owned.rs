//! An owned, validated URI reference, for storing, `FromStr` and serde.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::components::UriReference;
use crate::error::Error;

/// A `URI-reference` that owns its text, checked when it is made.
///
/// It serializes as its text and deserializes from a string only when the
/// string is a valid `URI-reference`.
///
/// ```
/// use uri2396::OwnedUriReference;
///
/// let uri: OwnedUriReference = "http://example.com/a?b".parse()?;
/// assert_eq!(uri.as_str(), "http://example.com/a?b");
/// assert_eq!(uri.reference()?.query(), Some("b"));
/// assert!("http://exa mple.com/".parse::<OwnedUriReference>().is_err());
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwnedUriReference {
    text: String,
}

impl OwnedUriReference {
    /// Checks `text` and keeps it.
    ///
    /// # Errors
    ///
    /// When `text` is not a `URI-reference`.
    pub fn new(text: impl Into<String>) -> Result<OwnedUriReference, Error> {
        let text = text.into();
        UriReference::parse(&text)?;
        Ok(OwnedUriReference { text })
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The components, borrowing from this value.
    ///
    /// # Errors
    ///
    /// None for a value made by this crate, whose text was checked: the
    /// parse is deterministic. The `Result` reports a broken invariant as a
    /// value rather than a panic.
    pub fn reference(&self) -> Result<UriReference<'_>, Error> {
        UriReference::parse(&self.text)
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.text
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

impl From<UriReference<'_>> for OwnedUriReference {
    fn from(uri: UriReference<'_>) -> Self {
        OwnedUriReference {
            text: uri.as_str().to_owned(),
        }
    }
}

impl AsRef<str> for OwnedUriReference {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for OwnedUriReference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl Serialize for OwnedUriReference {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for OwnedUriReference {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        OwnedUriReference::new(text).map_err(serde::de::Error::custom)
    }
}
