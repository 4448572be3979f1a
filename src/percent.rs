//! Escaping and decoding of one component's text (2.4): the primitives of
//! [`crate::escape`], which re-exports them, with no knowledge of the
//! rest of the reference.

use std::borrow::Cow;
use std::fmt;

use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, percent_encode};

use crate::messages::{Lang, Msg};

mod runs;
pub(crate) use runs::runs_not_utf8;
#[cfg(feature = "encoding")]
pub use runs::{DECODINGS, Decoding, EscapeReading, decodings, escape_readings, likely};
pub use runs::{EscapeRun, EscapeRuns, escape_runs};

/// The characters excluded from URIs (2.4.3): `control`, `space`, `delims`
/// and `unwise`. `percent-encoding` escapes every octet beyond US-ASCII
/// whatever the set.
const EXCLUDED: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'<')
    .add(b'>')
    .add(b'#')
    .add(b'%')
    .add(b'"')
    .add(b'{')
    .add(b'}')
    .add(b'|')
    .add(b'\\')
    .add(b'^')
    .add(b'[')
    .add(b']')
    .add(b'`');

/// `userinfo` and `reg_name`: the excluded characters and those reserved
/// within the authority (3.2).
const AUTHORITY: &AsciiSet = &EXCLUDED.add(b';').add(b':').add(b'@').add(b'?').add(b'/');

/// A path segment: the excluded characters and those reserved within a
/// segment (3.3).
pub(crate) const SEGMENT: &AsciiSet = &EXCLUDED.add(b'/').add(b';').add(b'=').add(b'?');

/// The first segment of a relative path: a segment, and `:` (5).
const FIRST_SEGMENT: &AsciiSet = &SEGMENT.add(b':');

/// A query: the excluded characters and every reserved one (3.4).
const QUERY: &AsciiSet = &EXCLUDED
    .add(b';')
    .add(b'/')
    .add(b'?')
    .add(b':')
    .add(b'@')
    .add(b'&')
    .add(b'=')
    .add(b'+')
    .add(b',')
    .add(b'$');

/// A component that values can be escaped for. See the
/// [module docs](crate::escape) for the characters each escapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[non_exhaustive]
pub enum Component {
    /// `userinfo` (3.2.2).
    #[cfg_attr(feature = "clap", value(help = "userinfo (3.2.2)"))]
    Userinfo,
    /// `reg_name` (3.2.1), a registry-based authority.
    #[cfg_attr(
        feature = "clap",
        value(help = "reg_name (3.2.1), a registry-based authority")
    )]
    RegName,
    /// One `segment` of a path (3.3), parameters included.
    #[cfg_attr(
        feature = "clap",
        value(help = "one segment of a path (3.3), parameters included: \"/\" is escaped")
    )]
    Segment,
    /// The first segment of a relative path, `rel_segment` (5).
    #[cfg_attr(
        feature = "clap",
        value(
            help = "the first segment of a relative path, rel_segment (5): \":\" is escaped too"
        )
    )]
    FirstSegment,
    /// `query` (3.4).
    #[cfg_attr(feature = "clap", value(help = "query (3.4)"))]
    Query,
    /// `fragment` (4.1).
    #[cfg_attr(feature = "clap", value(help = "fragment (4.1)"))]
    Fragment,
    /// `opaque_part` (3).
    #[cfg_attr(
        feature = "clap",
        value(help = "opaque_part (3): a leading \"/\" is escaped")
    )]
    OpaquePart,
}

#[cfg(feature = "serde")]
crate::serial::unit!(Component {
    Userinfo => "userinfo",
    RegName => "reg_name",
    Segment => "segment",
    FirstSegment => "first_segment",
    Query => "query",
    Fragment => "fragment",
    OpaquePart => "opaque_part",
});

impl Component {
    /// Every component, in the order of the RFC's sections (3.2 to 4.1).
    pub const ALL: [Component; 7] = [
        Component::Userinfo,
        Component::RegName,
        Component::Segment,
        Component::FirstSegment,
        Component::Query,
        Component::Fragment,
        Component::OpaquePart,
    ];

    /// The component's name, as its serde form writes it and as the SQL
    /// functions take it.
    ///
    /// ```
    /// use uri2396::escape::Component;
    ///
    /// let names: Vec<_> = Component::ALL.iter().map(|c| c.name()).collect();
    /// assert_eq!(names[1], "reg_name");
    /// assert_eq!(Component::ALL.iter().find(|c| c.name() == "query"), Some(&Component::Query));
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Component::Userinfo => "userinfo",
            Component::RegName => "reg_name",
            Component::Segment => "segment",
            Component::FirstSegment => "first_segment",
            Component::Query => "query",
            Component::Fragment => "fragment",
            Component::OpaquePart => "opaque_part",
        }
    }

    /// The set of US-ASCII characters escaped in this component (octets
    /// beyond US-ASCII are always escaped). For
    /// [`OpaquePart`](Component::OpaquePart), [`escape`] also escapes a
    /// leading `/`, which no set can say.
    ///
    /// ```
    /// use uri2396::escape::Component;
    /// use percent_encoding::utf8_percent_encode;
    ///
    /// let set = Component::Segment.ascii_set();
    /// assert_eq!(utf8_percent_encode("a b/c", set).to_string(), "a%20b%2Fc");
    /// ```
    #[must_use]
    pub fn ascii_set(self) -> &'static AsciiSet {
        match self {
            Component::Userinfo | Component::RegName => AUTHORITY,
            Component::Segment => SEGMENT,
            Component::FirstSegment => FIRST_SEGMENT,
            Component::Query => QUERY,
            Component::Fragment | Component::OpaquePart => EXCLUDED,
        }
    }

    /// The grammar rule that an escaped value of this component matches
    /// (`userinfo`, `reg_name`, `segment`, `rel_segment`, `query`,
    /// `fragment`, `opaque_part`).
    ///
    /// ```
    /// use uri2396::escape::Component;
    /// assert_eq!(Component::FirstSegment.rule(), "rel_segment");
    /// ```
    #[must_use]
    pub fn rule(self) -> &'static str {
        match self {
            Component::Userinfo => "userinfo",
            Component::RegName => "reg_name",
            Component::Segment => "segment",
            Component::FirstSegment => "rel_segment",
            Component::Query => "query",
            Component::Fragment => "fragment",
            Component::OpaquePart => "opaque_part",
        }
    }
}

/// `value` escaped for `component`: UTF-8 octets and the characters the
/// component reserves or does not allow become `%XX` (upper-case hex).
///
/// The result matches the component's [`rule`](Component::rule), except
/// where the rule asks for at least one character (`reg_name`,
/// `rel_segment`, `opaque_part`) and `value` is empty.
///
/// ```
/// use uri2396::escape::{Component, escape};
///
/// assert_eq!(escape("user@host", Component::Userinfo), "user%40host");
/// assert_eq!(escape("this:that", Component::FirstSegment), "this%3Athat");
/// assert_eq!(escape("this:that", Component::Segment), "this:that");
/// assert_eq!(escape("50%", Component::Fragment), "50%25");
/// assert_eq!(escape("/x?y", Component::OpaquePart), "%2Fx?y");
/// ```
#[must_use]
pub fn escape(value: &str, component: Component) -> Cow<'_, str> {
    escape_bytes(value.as_bytes(), component)
}

/// `value`, any octets, escaped for `component` as [`escape`] does: for
/// data that is not text, or text in another charset.
///
/// ```
/// use uri2396::escape::{Component, decode_bytes, escape_bytes};
///
/// let latin1 = b"caf\xe9";
/// let escaped = escape_bytes(latin1, Component::Query);
/// assert_eq!(escaped, "caf%E9");
/// assert_eq!(decode_bytes(&escaped), &latin1[..]);
/// ```
#[must_use]
pub fn escape_bytes(value: &[u8], component: Component) -> Cow<'_, str> {
    let set = component.ascii_set();
    if component == Component::OpaquePart {
        if let Some(rest) = value.strip_prefix(b"/") {
            return Cow::Owned(format!("%2F{}", percent_encode(rest, set)));
        }
    }
    percent_encode(value, set).into()
}

/// The octets a component stands for: each escape decoded.
///
/// A `%` that does not start an escape (`%` then two hex digits) is kept as
/// it is; no such `%` is found in a component of a valid reference.
///
/// ```
/// use uri2396::escape::decode_bytes;
///
/// assert_eq!(decode_bytes("a%20b%FF"), &b"a b\xff"[..]);
/// assert_eq!(decode_bytes("plain"), &b"plain"[..]);
/// ```
#[must_use]
pub fn decode_bytes(component: &str) -> Cow<'_, [u8]> {
    percent_decode_str(component).into()
}

/// The text a component stands for: each escape decoded, then the octets
/// read as UTF-8.
///
/// # Errors
///
/// [`DecodeError::MalformedEscape`] for a `%` without two hex digits after
/// it; [`DecodeError::InvalidUtf8`] when the octets are not UTF-8.
///
/// ```
/// use uri2396::escape::{DecodeError, decode_utf8};
///
/// assert_eq!(decode_utf8("%E2%82%AC%201")?, "€ 1");
/// assert_eq!(decode_utf8("caf%E9"), Err(DecodeError::InvalidUtf8 { offset: 3 }));
/// assert_eq!(decode_utf8("50%"), Err(DecodeError::MalformedEscape { offset: 2 }));
/// # Ok::<(), DecodeError>(())
/// ```
pub fn decode_utf8(component: &str) -> Result<Cow<'_, str>, DecodeError> {
    let bytes = component.as_bytes();
    if let Some(offset) = (0..bytes.len()).find(|&i| {
        bytes[i] == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    }) {
        return Err(DecodeError::MalformedEscape { offset });
    }
    match decode_bytes(component) {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(component)),
        Cow::Owned(octets) => {
            String::from_utf8(octets)
                .map(Cow::Owned)
                .map_err(|e| DecodeError::InvalidUtf8 {
                    offset: input_offset(component, e.utf8_error().valid_up_to()),
                })
        }
    }
}

/// The text a component stands for, with each octet sequence that is not
/// UTF-8 replaced by U+FFFD.
///
/// ```
/// use uri2396::escape::decode_utf8_lossy;
///
/// assert_eq!(decode_utf8_lossy("caf%C3%A9"), "café");
/// assert_eq!(decode_utf8_lossy("caf%E9"), "caf\u{fffd}");
/// ```
#[must_use]
pub fn decode_utf8_lossy(component: &str) -> Cow<'_, str> {
    percent_decode_str(component).decode_utf8_lossy()
}

/// The offset in `component` of the character or escape that gives the
/// `decoded`-th octet.
fn input_offset(component: &str, decoded: usize) -> usize {
    let bytes = component.as_bytes();
    let (mut i, mut n) = (0, 0);
    while i < bytes.len() && n < decoded {
        i += if bytes[i] == b'%' { 3 } else { 1 };
        n += 1;
    }
    i
}

/// Why a component's escapes do not decode to text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeError {
    /// A `%` not followed by two hex digits (`escaped = "%" hex hex`, 2.4.1).
    MalformedEscape {
        /// Byte offset of the `%`.
        offset: usize,
    },
    /// The decoded octets are not UTF-8.
    InvalidUtf8 {
        /// Byte offset in the component of the escape (or character) where
        /// the first invalid sequence starts.
        offset: usize,
    },
}

impl DecodeError {
    /// The error's line in `lang`; its `Display` is the line in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        let (msg, offset) = match self {
            DecodeError::MalformedEscape { offset } => (Msg::MalformedEscape, offset),
            DecodeError::InvalidUtf8 { offset } => (Msg::InvalidUtf8, offset),
        };
        msg.fill(lang, &[("offset", &offset.to_string())])
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for DecodeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::Rule;

    /// Each component's set, checked character by character against its
    /// rule: an escaped character always fits the rule, and a character is
    /// left as it is exactly when the rule allows it and the component does
    /// not reserve it.
    #[test]
    fn sets_follow_the_rules() {
        let reserved: &[(Component, &str)] = &[
            (Component::Userinfo, ";:@?/"),
            (Component::RegName, ";:@?/"),
            (Component::Segment, "/;=?"),
            (Component::FirstSegment, "/;=?:"),
            (Component::Query, ";/?:@&=+,$"),
            (Component::Fragment, ""),
            (Component::OpaquePart, ""),
        ];
        for &(component, reserves) in reserved {
            let rule = Rule::find(component.rule()).unwrap();
            for b in 0u8..128 {
                let c = char::from(b);
                let value = format!("a{c}");
                let escaped = escape(&value, component);
                assert!(rule.matches(&escaped), "{component:?}: {escaped:?}");
                let kept = escaped == value;
                let allowed = rule.matches(&value);
                assert_eq!(
                    kept,
                    allowed && !reserves.contains(c),
                    "{component:?}: {c:?} kept={kept} allowed={allowed}"
                );
            }
        }
    }
}
