//! Escaping and unescaping (RFC 2396 section 2.4): decoding a component's
//! escapes, escaping a value for a component, and building a reference
//! from unescaped component values.
//!
//! A URI is always in escaped form (2.4.2): a reference must be split into
//! its components before their escapes are decoded, and a value must be
//! escaped for the component it goes into, because each component reserves
//! its own characters. The [`decode_bytes`], [`decode_utf8`] and
//! [`decode_utf8_lossy`] functions take one component (as the accessors of
//! [`UriReference`](crate::UriReference) give it); [`escape`] and
//! [`UriBuilder`] escape values for a [`Component`]. [`escape_runs`] finds
//! the runs of escapes in a text, and, with the `encoding` feature,
//! [`decodings`] and [`likely`] say what their octets read as in UTF-8,
//! Shift_JIS, EUC-JP, ISO-2022-JP and windows-1252 (2.1 leaves the
//! encoding unsaid; RFC 3986 2.5 and IRIs expect UTF-8), and
//! [`escape_readings`] gives both for each run beyond US-ASCII.
//!
//! # What each component escapes
//!
//! Every component escapes the characters that are excluded from URIs
//! (2.4.3: `control`, space, `delims` `<` `>` `#` `%` `"`, `unwise`
//! `{` `}` `|` `\` `^` `[` `]` `` ` ``) and every octet beyond US-ASCII
//! (2.1; text is escaped as its UTF-8 octets). Beyond those, each escapes
//! what its rule does not allow and the reserved characters that its
//! section says have a meaning there:
//!
//! | [`Component`] | rule | also escaped | why |
//! |---|---|---|---|
//! | [`Userinfo`](Component::Userinfo) | `userinfo` (3.2.2) | `;` `:` `@` `?` `/` | `@` `?` `/` are not allowed; "within the authority component, the characters `;`, `:`, `@`, `?`, and `/` are reserved" (3.2) |
//! | [`RegName`](Component::RegName) | `reg_name` (3.2.1) | `;` `:` `@` `?` `/` | the same |
//! | [`Segment`](Component::Segment) | `segment` (3.3) | `/` `;` `=` `?` | "within a path segment, the characters `/`, `;`, `=`, and `?` are reserved" (3.3) |
//! | [`FirstSegment`](Component::FirstSegment) | `rel_segment` (5) | `/` `;` `=` `?` `:` | a segment, and `:` would be read as the end of a scheme |
//! | [`Query`](Component::Query) | `query` (3.4) | `;` `/` `?` `:` `@` `&` `=` `+` `,` `$` | all reserved (3.4): a value is data; [`UriBuilder::query_pairs`] writes the `=` and `&` between pairs |
//! | [`Fragment`](Component::Fragment) | `fragment` (4.1) | nothing more | its structure is the media type's; every `uric` may stand |
//! | [`OpaquePart`](Component::OpaquePart) | `opaque_part` (3) | a leading `/` only | opaque, "not subject to further parsing" |
//!
//! The scheme, the host and the port are never escaped: their rules have
//! no escapes, so [`UriBuilder`] checks them instead.
//!
//! ```
//! use uri2396::escape::{Component, UriBuilder, decode_utf8, escape};
//!
//! assert_eq!(escape("a/b c;d", Component::Segment), "a%2Fb%20c%3Bd");
//! assert_eq!(escape("x=1&y=2", Component::Query), "x%3D1%26y%3D2");
//! assert_eq!(decode_utf8("caf%C3%A9")?, "café");
//!
//! let uri = UriBuilder::new()
//!     .scheme("http")
//!     .host("example.com")
//!     .segments(["docs", "a/b", "café"])
//!     .query_pairs([("q", "1+1=2"), ("lang", "en")])
//!     .fragment("part 2")
//!     .build()?;
//! assert_eq!(
//!     uri.as_str(),
//!     "http://example.com/docs/a%2Fb/caf%C3%A9?q=1%2B1%3D2&lang=en#part%202"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use crate::builder::{BuildError, UriBuilder};
pub use crate::percent::{
    Component, DecodeError, EscapeRun, EscapeRuns, decode_bytes, decode_utf8, decode_utf8_lossy,
    escape, escape_bytes, escape_runs,
};
#[cfg(feature = "encoding")]
pub use crate::percent::{DECODINGS, Decoding, EscapeReading, decodings, escape_readings, likely};
