//! The serialized form of a reference, borrowed or owned: its text when it
//! was read in the strict dialect, and otherwise a map of its text and its
//! dialect, `{"reference": "http://[::1]/", "dialect": "rfc2732"}`, so that
//! it is read back in the dialect it was read in. Either form is read back;
//! a map without `dialect` is strict.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::UriReference;
use crate::dialect::Dialect;

/// Writes `text`, read in `dialect`, in the serialized form.
pub(crate) fn serialize<S: Serializer>(
    text: &str,
    dialect: Dialect,
    s: S,
) -> Result<S::Ok, S::Error> {
    if dialect == Dialect::STRICT {
        return s.serialize_str(text);
    }
    let mut map = s.serialize_struct("UriReference", 2)?;
    map.serialize_field("reference", text)?;
    map.serialize_field("dialect", &dialect)?;
    map.end()
}

/// A reference's text as the deserializer gives it: borrowed from the
/// input when it can lend it.
pub(crate) enum Text<'de> {
    Borrowed(&'de str),
    Owned(String),
}

/// Reads the serialized form: the text and the dialect to read it in.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<(Text<'de>, Dialect), D::Error> {
    d.deserialize_any(FormVisitor)
}

struct FormVisitor;

impl<'de> Visitor<'de> for FormVisitor {
    type Value = (Text<'de>, Dialect);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(r#"a URI-reference as a string, or a map {"reference": ..., "dialect": ...}"#)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok((Text::Borrowed(v), Dialect::STRICT))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok((Text::Owned(v.to_owned()), Dialect::STRICT))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok((Text::Owned(v), Dialect::STRICT))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut text = None;
        let mut dialect = None;
        while let Some(field) = map.next_key::<Field>()? {
            match field {
                Field::Reference if text.is_some() => {
                    return Err(de::Error::duplicate_field("reference"));
                }
                Field::Reference => text = Some(map.next_value_seed(TextSeed)?),
                Field::Dialect if dialect.is_some() => {
                    return Err(de::Error::duplicate_field("dialect"));
                }
                Field::Dialect => dialect = Some(map.next_value::<Dialect>()?),
            }
        }
        let text = text.ok_or_else(|| de::Error::missing_field("reference"))?;
        Ok((text, dialect.unwrap_or(Dialect::STRICT)))
    }
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Field {
    Reference,
    Dialect,
}

/// The text of the map's `reference`, borrowed when it can be: a string
/// only (a map there, with a dialect of its own, is refused rather than
/// read in the outer one).
struct TextSeed;

impl<'de> DeserializeSeed<'de> for TextSeed {
    type Value = Text<'de>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Text<'de>, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for TextSeed {
    type Value = Text<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a URI-reference as a string")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Text::Borrowed(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Text::Owned(v.to_owned()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(Text::Owned(v))
    }
}

/// Serialized as its text, with its dialect when that is not strict; see
/// [`OwnedUriReference`](crate::OwnedUriReference) for the form.
/// [`uri`](UriReference::uri) gives the typed tree to serialize instead.
impl Serialize for UriReference<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize(self.source, self.meta.dialect, s)
    }
}

/// Deserialized from the form [`OwnedUriReference`](crate::OwnedUriReference)
/// documents, in its dialect, borrowing the text from the input: a string
/// the deserializer cannot lend (JSON with escapes, a reader) is an error;
/// deserialize an [`OwnedUriReference`](crate::OwnedUriReference) for those.
///
/// ```
/// use uri2396::{Dialect, UriReference};
///
/// let uri: UriReference<'_> = serde_json::from_str(r#""http://a/b""#)?;
/// assert_eq!(uri.path(), "/b");
/// let uri: UriReference<'_> = serde_json::from_str(r#"{"reference": "http://[::1]/", "dialect": "rfc2732"}"#)?;
/// assert_eq!(uri.dialect(), Dialect::RFC2732);
/// assert!(serde_json::from_str::<UriReference<'_>>(r#""a b""#).is_err());
/// assert!(serde_json::from_str::<UriReference<'_>>(r#""\/a""#).is_err());
/// # Ok::<(), serde_json::Error>(())
/// ```
impl<'de: 'a, 'a> Deserialize<'de> for UriReference<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match deserialize(d)? {
            (Text::Borrowed(text), dialect) => {
                UriReference::parse_in(text, dialect).map_err(de::Error::custom)
            }
            (Text::Owned(_), _) => Err(de::Error::custom(
                "this string cannot be borrowed from the input (it has escapes, or the input \
                 is read from a stream): deserialize an OwnedUriReference instead of a UriReference",
            )),
        }
    }
}
