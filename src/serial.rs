//! The serde forms of the library's types, written by hand rather than
//! derived, so that a program that depends on the library builds no
//! serde_derive (nor proc-macro2, quote and syn, which the library's own
//! compile had to wait for: docs/benchmarks.md, "The cold build of a
//! dependent"). The forms are the ones serde_derive wrote, call for call:
//!
//! - a struct: `serialize_struct(name, n)`, then its fields in order under
//!   their names ([`fields!`]); a struct with `#[serde(default)]` reads
//!   back from a map with any of its fields, in any order, unknown ones
//!   ignored, or from a sequence of its first fields ([`Defaults`]);
//! - an enum of unit variants: `serialize_unit_variant(name, index,
//!   variant)`, read back by name or index ([`unit!`], [`named!`]);
//! - an enum tagged with `kind` (`#[serde(tag = "kind")]`): the variant's
//!   struct with `kind` first ([`tagged`], [`tagged_text`]).
//!
//! A leaf: it knows no type of the crate.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use serde::ser::{SerializeStruct, Serializer};

/// A struct that serializes as a struct of its fields.
pub(crate) trait Fields {
    /// The struct's name, as serde_derive gives it.
    const NAME: &'static str;
    /// How many fields [`write`](Fields::write) writes.
    fn len(&self) -> usize;
    /// Writes the fields, in order.
    fn write<S: SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error>;
}

/// `value` as a struct of its fields.
pub(crate) fn write_struct<T: Fields, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    let mut st = s.serialize_struct(T::NAME, value.len())?;
    value.write(&mut st)?;
    st.end()
}

/// The variant `kind` of an enum tagged with `kind` that holds the struct
/// `value`: the struct with the tag as its first field.
pub(crate) fn tagged<T: Fields, S: Serializer>(
    kind: &'static str,
    value: &T,
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut st = s.serialize_struct(T::NAME, value.len() + 1)?;
    st.serialize_field("kind", kind)?;
    value.write(&mut st)?;
    st.end()
}

/// The variant `kind` of the enum `name` tagged with `kind`, when the
/// variant holds one field `text`, or none.
pub(crate) fn tagged_text<S: Serializer>(
    name: &'static str,
    kind: &'static str,
    text: Option<&str>,
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut st = s.serialize_struct(name, 1 + usize::from(text.is_some()))?;
    st.serialize_field("kind", kind)?;
    if let Some(text) = text {
        st.serialize_field("text", text)?;
    }
    st.end()
}

/// `impl Fields` and `impl Serialize` for a struct of named fields, each
/// written as its own `Serialize` writes it.
macro_rules! fields {
    ($t:ident $(<$lt:lifetime>)? { $($f:ident),* $(,)? }) => {
        impl $crate::serial::Fields for $t $(<$lt>)? {
            const NAME: &'static str = stringify!($t);
            fn len(&self) -> usize {
                [$(stringify!($f)),*].len()
            }
            fn write<S: ::serde::ser::SerializeStruct>(&self, st: &mut S) -> Result<(), S::Error> {
                $(st.serialize_field(stringify!($f), &self.$f)?;)*
                Ok(())
            }
        }

        impl ::serde::Serialize for $t $(<$lt>)? {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::serial::write_struct(self, s)
            }
        }
    };
}
pub(crate) use fields;

/// A struct whose missing fields take their defaults when it is read.
pub(crate) trait Defaults: Fields + Default {
    /// The fields' names, in order.
    const FIELDS: &'static [&'static str];
    /// Reads the field `name` from the map's next value.
    fn read<'de, A: MapAccess<'de>>(&mut self, name: &str, map: &mut A) -> Result<(), A::Error>;
    /// Reads the field `name` from the sequence's next element: `false`
    /// when the sequence has ended.
    fn read_next<'de, A: SeqAccess<'de>>(
        &mut self,
        name: &str,
        seq: &mut A,
    ) -> Result<bool, A::Error>;
}

/// [`fields!`] and `impl Deserialize` for a struct that serde_derive
/// would read with `#[serde(default)]`.
macro_rules! defaults {
    ($t:ident { $($f:ident),* $(,)? }) => {
        $crate::serial::fields!($t { $($f),* });

        impl $crate::serial::Defaults for $t {
            const FIELDS: &'static [&'static str] = &[$(stringify!($f)),*];
            fn read<'de, A: ::serde::de::MapAccess<'de>>(
                &mut self,
                name: &str,
                map: &mut A,
            ) -> Result<(), A::Error> {
                match name {
                    $(stringify!($f) => self.$f = map.next_value()?,)*
                    _ => {}
                }
                Ok(())
            }
            fn read_next<'de, A: ::serde::de::SeqAccess<'de>>(
                &mut self,
                name: &str,
                seq: &mut A,
            ) -> Result<bool, A::Error> {
                match name {
                    $(stringify!($f) => match seq.next_element()? {
                        Some(value) => self.$f = value,
                        None => return Ok(false),
                    },)*
                    _ => {}
                }
                Ok(true)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $t {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::serial::read_defaults(d)
            }
        }
    };
}
pub(crate) use defaults;

/// Reads a [`Defaults`] struct.
pub(crate) fn read_defaults<'de, T: Defaults, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    d.deserialize_struct(T::NAME, T::FIELDS, DefaultsVisitor(PhantomData))
}

struct DefaultsVisitor<T>(PhantomData<T>);

impl<'de, T: Defaults> Visitor<'de> for DefaultsVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "struct {}", T::NAME)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut value = T::default();
        let mut seen = vec![false; T::FIELDS.len()];
        while let Some(key) = map.next_key_seed(Key::new(T::FIELDS, Unknown::Ignore))? {
            match key.and_then(|i| Some((seen.get_mut(i)?, T::FIELDS[i]))) {
                Some((true, name)) => return Err(de::Error::duplicate_field(name)),
                Some((seen, name)) => {
                    *seen = true;
                    value.read(name, &mut map)?;
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(value)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<T, A::Error> {
        let mut value = T::default();
        for name in T::FIELDS {
            if !value.read_next(name, &mut seq)? {
                break;
            }
        }
        Ok(value)
    }
}

/// What a [`Key`] does with a name it does not know.
#[derive(Clone, Copy)]
pub(crate) enum Unknown {
    /// Gives `None`: the caller skips the value.
    Ignore,
    /// An unknown field error.
    Field,
    /// An unknown variant error.
    Variant,
}

/// Reads an identifier, a field's or a variant's name (or its index), as
/// its index among `names`.
#[derive(Clone, Copy)]
pub(crate) struct Key {
    names: &'static [&'static str],
    unknown: Unknown,
}

impl Key {
    pub(crate) fn new(names: &'static [&'static str], unknown: Unknown) -> Key {
        Key { names, unknown }
    }

    fn unknown<E: de::Error>(self, name: &str) -> Result<Option<usize>, E> {
        match self.unknown {
            Unknown::Ignore => Ok(None),
            Unknown::Field => Err(E::unknown_field(name, self.names)),
            Unknown::Variant => Err(E::unknown_variant(name, self.names)),
        }
    }
}

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Key {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.unknown {
            Unknown::Variant => f.write_str("variant identifier"),
            Unknown::Ignore | Unknown::Field => f.write_str("field identifier"),
        }
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Option<usize>, E> {
        match usize::try_from(v) {
            Ok(i) if i < self.names.len() => Ok(Some(i)),
            _ if matches!(self.unknown, Unknown::Ignore) => Ok(None),
            _ => Err(E::invalid_value(Unexpected::Unsigned(v), &self)),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Option<usize>, E> {
        match self.names.iter().position(|name| *name == v) {
            Some(i) => Ok(Some(i)),
            None => self.unknown(v),
        }
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Option<usize>, E> {
        match self.names.iter().position(|name| name.as_bytes() == v) {
            Some(i) => Ok(Some(i)),
            None => self.unknown(&String::from_utf8_lossy(v)),
        }
    }
}

/// An enum of unit variants, serialized by name.
pub(crate) trait Unit: Copy + 'static {
    /// The enum's name.
    const NAME: &'static str;
    /// The variants' names, in order.
    const VARIANTS: &'static [&'static str];
    /// The variants, in the same order.
    const ALL: &'static [Self];
    /// The variant's index.
    fn index(self) -> u32;
}

/// `impl Unit`, `impl Serialize` and (unless `serialize` comes first)
/// `impl Deserialize` for an enum of unit variants, each with its name.
macro_rules! unit {
    (@unit $t:ident { $($(#[$m:meta])* $v:ident => $name:literal),* $(,)? }) => {
        impl $crate::serial::Unit for $t {
            const NAME: &'static str = stringify!($t);
            const VARIANTS: &'static [&'static str] = &[$($(#[$m])* $name),*];
            const ALL: &'static [Self] = &[$($(#[$m])* $t::$v),*];
            fn index(self) -> u32 {
                self as u32
            }
        }

        impl ::serde::Serialize for $t {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::serial::write_unit(*self, s)
            }
        }
    };
    (serialize $t:ident $variants:tt) => {
        $crate::serial::unit!(@unit $t $variants);
    };
    ($t:ident $variants:tt) => {
        $crate::serial::unit!(@unit $t $variants);

        impl<'de> ::serde::Deserialize<'de> for $t {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::serial::read_unit(d)
            }
        }
    };
}
pub(crate) use unit;

/// `impl Serialize` for an enum of unit variants that names each variant
/// with a method of its own (`as_str`).
macro_rules! named {
    ($t:ident, $name:ident) => {
        impl ::serde::Serialize for $t {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_unit_variant(stringify!($t), *self as u32, self.$name())
            }
        }
    };
}
pub(crate) use named;

/// A unit variant by name.
pub(crate) fn write_unit<T: Unit, S: Serializer>(value: T, s: S) -> Result<S::Ok, S::Error> {
    let index = value.index();
    let name = usize::try_from(index)
        .ok()
        .and_then(|i| T::VARIANTS.get(i))
        .map_or("", |name| name);
    s.serialize_unit_variant(T::NAME, index, name)
}

/// Reads a unit variant, by name or index.
pub(crate) fn read_unit<'de, T: Unit, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    d.deserialize_enum(T::NAME, T::VARIANTS, UnitVisitor(PhantomData))
}

struct UnitVisitor<T>(PhantomData<T>);

impl<'de, T: Unit> Visitor<'de> for UnitVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "enum {}", T::NAME)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<T, A::Error> {
        let (index, variant) = data.variant_seed(Key::new(T::VARIANTS, Unknown::Variant))?;
        variant.unit_variant()?;
        // A `Key` that refuses unknown names gives an index of `VARIANTS`,
        // which `ALL` matches.
        index
            .and_then(|i| T::ALL.get(i).copied())
            .ok_or_else(|| de::Error::custom(format_args!("no variant of {}", T::NAME)))
    }
}
