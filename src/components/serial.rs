//! The serialized form of a reference, borrowed or owned: its text when it
//! was read in the strict dialect, and otherwise a map of its text and its
//! dialect, `{"reference": "http://[::1]/", "dialect": "rfc2732"}`, so that
//! it is read back in the dialect it was read in. Either form is read back;
//! a map without `dialect` is strict.

//!
//! Also the typed tree ([`Uri`] and its parts) and the kinds, in the forms
//! serde_derive gave them: structs of their fields, enums tagged with
//! `kind` that name each variant after its rule, kinds by the rule's name.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::{
    AbsPath, AbsoluteUri, Authority, AuthorityKind, HierPart, HierPath, Host, HostKind, Hostname,
    Ipv6Reference, NetPath, PathKind, RelPath, RelativePath, RelativeUri, SchemePart, Segment,
    Server, Storage, Uri, UriRef, UriReference,
};
use crate::dialect::Dialect;
use crate::serial::{self, Fields, Key, Unknown, fields, named, tagged, tagged_text};

/// Writes `text`, read in `dialect`, in the serialized form.
pub(crate) fn serialize<S: Serializer>(
    text: &str,
    dialect: Dialect,
    s: S,
) -> Result<S::Ok, S::Error> {
    // The default dialect's reference as a bare string.
    if dialect == Dialect::default() {
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
        while let Some(field) = map.next_key_seed(Key::new(FIELDS, Unknown::Field))? {
            match field {
                Some(0) if text.is_some() => {
                    return Err(de::Error::duplicate_field("reference"));
                }
                Some(0) => text = Some(map.next_value_seed(TextSeed)?),
                _ if dialect.is_some() => {
                    return Err(de::Error::duplicate_field("dialect"));
                }
                _ => dialect = Some(map.next_value::<Dialect>()?),
            }
        }
        let text = text.ok_or_else(|| de::Error::missing_field("reference"))?;
        Ok((text, dialect.unwrap_or(Dialect::STRICT)))
    }
}

/// The fields of the map form; any other is an error.
const FIELDS: &[&str] = &["reference", "dialect"];

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

/// Serialized as its text when it was read in the strict dialect, and
/// otherwise as a map of its text and its dialect, so that it is read back
/// in the dialect it was read in; either storage alike.
/// [`uri`](UriRef::uri) gives the typed tree to serialize instead.
///
/// ```
/// use uri2396::{Dialect, OwnedUriReference};
///
/// let strict = OwnedUriReference::new("http://a/b")?;
/// assert_eq!(serde_json::to_string(&strict)?, r#""http://a/b""#);
/// let ipv6 = OwnedUriReference::new_in("http://[::1]:8080/", Dialect::RFC2732)?;
/// let json = serde_json::to_string(&ipv6)?;
/// assert_eq!(json, r#"{"reference":"http://[::1]:8080/","dialect":"rfc2732"}"#);
/// assert_eq!(serde_json::to_string(&ipv6.borrow())?, json);
/// let back: OwnedUriReference = serde_json::from_str(&json)?;
/// assert_eq!(back, ipv6);
/// assert_eq!(back.dialect(), Dialect::RFC2732);
/// // A string is read in the strict dialect, as is a map without one.
/// assert!(serde_json::from_str::<OwnedUriReference>(r#""http://[::1]/""#).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// To write the text alone in every dialect (as the `uri2396` tool's JSON
/// does), serialize [`as_str`](UriRef::as_str).
impl<T: Storage> Serialize for UriRef<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize(self.source.as_ref(), self.meta.dialect, s)
    }
}

/// Deserialized from the form [`Serialize`](#impl-Serialize-for-UriRef<T>)
/// writes, in its dialect, borrowing the text from the input: a string
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

impl Serialize for Uri<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Uri::Absolute(uri) => tagged("absoluteURI", uri, s),
            Uri::Relative(uri) => tagged("relativeURI", uri, s),
            Uri::Empty => tagged_text("Uri", "empty", None, s),
        }
    }
}

fields!(AbsoluteUri<'_> { scheme, part });

impl Serialize for SchemePart<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            SchemePart::Hierarchical(part) => tagged("hier_part", part, s),
            SchemePart::Opaque { text } => tagged_text("SchemePart", "opaque_part", Some(text), s),
            SchemePart::Rootless { path, query } => {
                let mut st = s.serialize_struct("SchemePart", 3)?;
                st.serialize_field("kind", "path-rootless")?;
                st.serialize_field("path", path)?;
                st.serialize_field("query", query)?;
                st.end()
            }
        }
    }
}

fields!(HierPart<'_> { path, query });

impl Serialize for HierPath<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            HierPath::Net(path) => tagged("net_path", path, s),
            HierPath::Abs(path) => tagged("abs_path", path, s),
        }
    }
}

fields!(RelativeUri<'_> { path, query });

impl Serialize for RelativePath<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            RelativePath::Net(path) => tagged("net_path", path, s),
            RelativePath::Abs(path) => tagged("abs_path", path, s),
            RelativePath::Rel(path) => tagged("rel_path", path, s),
        }
    }
}

fields!(NetPath<'_> { authority, abs_path });
fields!(RelPath<'_> { text, rel_segment, abs_path });

impl Serialize for Authority<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Authority::Server(server) => tagged("server", server, s),
            Authority::RegName { text } => tagged_text("Authority", "reg_name", Some(text), s),
        }
    }
}

fields!(Server<'_> { text, userinfo, host, port });

impl Serialize for Host<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Host::Hostname(host) => tagged("hostname", host, s),
            Host::Ipv4 { text } => tagged_text("Host", "IPv4address", Some(text), s),
            Host::Ipv6(host) => tagged("IPv6reference", host, s),
            Host::RegName { text } => tagged_text("Host", "reg-name", Some(text), s),
            Host::IpvFuture { text } => tagged_text("Host", "IPvFuture", Some(text), s),
        }
    }
}

impl Fields for Hostname<'_> {
    const NAME: &'static str = "Hostname";
    fn len(&self) -> usize {
        3
    }
    fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
        st.serialize_field("text", self.text)?;
        st.serialize_field("labels", &Seq(|| self.labels()))?;
        st.serialize_field("trailing_dot", &self.has_trailing_dot())
    }
}

impl Fields for Ipv6Reference<'_> {
    const NAME: &'static str = "Ipv6Reference";
    fn len(&self) -> usize {
        2 + usize::from(self.scope_id().is_some())
    }
    fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
        st.serialize_field("text", self.text)?;
        st.serialize_field("address", self.address())?;
        // A scope id (java dialect) is written only when there is one.
        match self.scope_id() {
            Some(scope) => st.serialize_field("scope_id", scope),
            None => st.skip_field("scope_id"),
        }
    }
}

impl Fields for AbsPath<'_> {
    const NAME: &'static str = "AbsPath";
    fn len(&self) -> usize {
        2
    }
    fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
        st.serialize_field("text", self.text)?;
        st.serialize_field("segments", &Seq(|| self.segments()))
    }
}

impl Fields for Segment<'_> {
    const NAME: &'static str = "Segment";
    fn len(&self) -> usize {
        3
    }
    fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
        st.serialize_field("text", self.text)?;
        st.serialize_field("name", self.name())?;
        st.serialize_field("params", &Seq(|| self.params()))
    }
}

macro_rules! by_fields {
    ($($t:ident),*) => {
        $(impl Serialize for $t<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                serial::write_struct(self, s)
            }
        })*
    };
}
by_fields!(Hostname, Ipv6Reference, AbsPath, Segment);

named!(PathKind, as_str);
named!(AuthorityKind, as_str);
named!(HostKind, as_str);

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
