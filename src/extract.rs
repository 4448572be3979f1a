//! URI references in running text (RFC 2396 Appendix E) and abbreviated
//! URLs (Appendix F).
//!
//! [`extract`] walks a whole `&str`; [`Extractor`] takes a document in
//! chunks (a file, standard input) and holds only a bounded window of it.
//! Both give the same [`FoundReference`]s, in document order, and both are
//! linear in the text.
//!
//! ```
//! use uri2396::extract::{Delimiter, ExtractOptions, extract};
//!
//! let text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
//! but you can probably pick it up from <ftp://ds.internic.
//! net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
//! ietf/uri/historical.html#WARNING>.";
//! let found: Vec<_> = extract(text, &ExtractOptions::default()).collect();
//! let uris: Vec<&str> = found.iter().map(|r| r.uri()).collect();
//! assert_eq!(uris, [
//!     "http://www.w3.org/Addressing/",
//!     "ftp://ds.internic.net/rfc/",
//!     "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
//! ]);
//! assert_eq!(found[1].delimiter(), Delimiter::Angle);
//! assert_eq!((found[1].line(), found[1].column()), (2, 39));
//! assert!(found.iter().all(|r| r.is_valid()));
//! ```
//!
//! # What is a reference
//!
//! Appendix E names three ways of delimiting a URI in text: double quotes,
//! angle brackets, and whitespace. The delimiters are not part of the
//! reference, nor is the prefix `URL:` (with or without a space after it,
//! in any case).
//!
//! - **Angle brackets** `<...>`: the text up to the next `>`. Whitespace
//!   that holds a line break is removed, with the spaces around it, as
//!   Appendix E asks, wherever the break falls (in the scheme, in `URL:`,
//!   just before the scheme's `:`); whitespace at either end too. A space
//!   inside a line stays, and makes the reference invalid (2.4.3), as written. A `<` is
//!   given up, and its text read again as plain text, when another `<`, a
//!   blank line or the end of the text comes first, or when no `>` comes
//!   within [`ExtractOptions::max_length`] bytes.
//! - **Double quotes** `"..."`: a run without whitespace up to the next
//!   `"` on the same line; a quote around words is not a delimiter.
//! - **Nothing** (bare): a run of characters up to whitespace, a control
//!   character, `<`, `>`, `"` or a non-ASCII character that is not a letter
//!   or digit (such as `“`, `”`, `«`, `»`, `、`, `。`, `「` or a no-break
//!   space), or a hiragana, katakana or kanji right after a US-ASCII letter
//!   or digit, where Japanese prose resumes (docs/extraction.md). It starts
//!   where a scheme can start: at the start of the text, or after a
//!   character that could not continue a URI before it (whitespace, `(`,
//!   `[`, `'`, `=`, `,`...; not after a letter, a digit or one of
//!   `+ - . / : @ % & ? # _ ~ $`). Trailing sentence punctuation is not
//!   part of it: `.` `,` `;` `:` `!` `?`, a `)`, `]` or `}` that closes
//!   nothing opened in the reference, and a `'`, `` ` ``, `*` or `_` that
//!   closes the same character just before the reference.
//!
//! In every form the text must look like a URI to be a reference: a
//! scheme, `:` and something after it (`http://a/`, `mailto:a@b`,
//! `urn:x`). Plain words, quoted words and parentheses of prose are not
//! references, nor are relative references written without a scheme
//! (they cannot be told from words), but for one written inside a
//! delimiter behind the prefix `URL:` (`<URL:../g>`), which is there to
//! say so. With [`ExtractOptions::with_abbreviated`], an abbreviated URL
//! (Appendix F, [`abbreviated`]) is one too.
//!
//! A reference whose text does not derive from the rule asked for
//! ([`ExtractOptions::with_rule`], `URI-reference` by default) is still
//! reported, invalid, with its [`Error`]: `<http://a/My Documents/>` is a
//! reference that needs `%20`.
//!
//! # Line breaks after a hyphen
//!
//! Appendix E: "the interpreter of a URI containing a line break
//! immediately after a hyphen should ignore all unescaped whitespace around
//! the line break, and should be aware that the hyphen may or may not
//! actually be part of the URI". Such a reference has
//! [`FoundReference::hyphen_break`] set; [`FoundReference::uri`] keeps every hyphen
//! (the text as written, whitespace removed) and
//! [`FoundReference::without_hyphen`] is the other reading, without the hyphens
//! that stand before a line break, each reading judged by the rule. A bare
//! reference continues on the next line when its last character before the
//! line break is a hyphen.
//!
//! # Bounds
//!
//! A reference, from its opening delimiter, spans at most
//! [`ExtractOptions::max_length`] bytes (64 KiB by default): a `<` looks
//! that far for its `>`, and a longer bare or quoted reference is skipped
//! and counted ([`Extractor::skipped`]). An [`Extractor`] holds at most
//! about twice that plus the chunk it is given, whatever the document,
//! and it looks at each byte a bounded number of times.

use std::borrow::Cow;
use std::fmt;

#[cfg(feature = "encoding")]
mod decode;
#[cfg(feature = "detect")]
pub use decode::{DETECT_WINDOW, Detection};
#[cfg(feature = "encoding")]
pub use decode::{
    DecodedBatch, DecodingExtractor, ENCODING_EXAMPLES, TextDecoder, TextEncoding, extract_decoded,
};

use crate::components::{AuthorityShape, Meta, Shape, UriReference};
use crate::error::Error;
use crate::grammar::Rule;
use crate::{Host, parse};

/// How to extract references: the rule they are judged by, whether
/// abbreviated URLs count, and the bound on their length.
///
/// ```
/// use uri2396::extract::ExtractOptions;
/// use uri2396::grammar::Rule;
///
/// let options = ExtractOptions::default()
///     .with_rule(Rule::ABSOLUTE_URI)
///     .with_abbreviated(true);
/// assert!(options.abbreviated());
/// // Where a base URI is in force, an abbreviated URL is a relative path.
/// assert!(!options.with_base_in_force(true).abbreviated());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ExtractOptions {
    rule: Rule,
    abbreviated: bool,
    base_in_force: bool,
    max_length: usize,
    line_prefix: Option<u8>,
}

/// The default of [`ExtractOptions::max_length`]: 64 KiB.
pub const DEFAULT_MAX_LENGTH: usize = 64 * 1024;

impl Default for ExtractOptions {
    fn default() -> ExtractOptions {
        ExtractOptions {
            rule: Rule::URI_REFERENCE,
            abbreviated: false,
            base_in_force: false,
            max_length: DEFAULT_MAX_LENGTH,
            line_prefix: None,
        }
    }
}

impl ExtractOptions {
    /// The rule each reference is judged by (`URI-reference` by default).
    /// Which text is a reference does not depend on it. A rule of RFC
    /// 2732's grammar judges by that grammar:
    ///
    /// ```
    /// use uri2396::extract::{ExtractOptions, extract};
    /// use uri2396::grammar::rfc2732;
    ///
    /// let text = "See <http://[::1]/a?b[1]>.";
    /// let options = ExtractOptions::default().with_rule(rfc2732::URI_REFERENCE);
    /// let found: Vec<_> = extract(text, &options).collect();
    /// assert_eq!(found[0].uri(), "http://[::1]/a?b[1]");
    /// assert!(found[0].is_valid());
    /// let strict: Vec<_> = extract(text, &ExtractOptions::default()).collect();
    /// assert!(!strict[0].is_valid());
    /// ```
    #[must_use]
    pub fn with_rule(self, rule: Rule) -> ExtractOptions {
        ExtractOptions { rule, ..self }
    }

    /// Whether abbreviated URLs (Appendix F, [`abbreviated`]) are read as
    /// references, completed with their scheme. Off by default; without
    /// effect while a base URI is in force.
    #[must_use]
    pub fn with_abbreviated(self, abbreviated: bool) -> ExtractOptions {
        ExtractOptions {
            abbreviated,
            ..self
        }
    }

    /// Says that a base URI is in force for the text (an HTML document with
    /// a base, a document with a retrieval URI): there, Appendix F says,
    /// `www.w3.org/Addressing/` has the syntax of a relative path and
    /// cannot be read as an abbreviated URL, so [`with_abbreviated`] is
    /// ignored.
    ///
    /// [`with_abbreviated`]: ExtractOptions::with_abbreviated
    #[must_use]
    pub fn with_base_in_force(self, base_in_force: bool) -> ExtractOptions {
        ExtractOptions {
            base_in_force,
            ..self
        }
    }

    /// The longest reference, in bytes of text from its opening delimiter
    /// (at least 16): how far a `<` looks for its `>`, and what bounds the
    /// memory of an [`Extractor`].
    #[must_use]
    pub fn with_max_length(self, max_length: usize) -> ExtractOptions {
        ExtractOptions {
            max_length: max_length.max(16),
            ..self
        }
    }

    /// A gutter or quote prefix that each line may start with, as a
    /// file shown in a page (`| `) or a quoted mail (`> `, `> > `) has:
    /// after a line break, spaces and tabs, then any run of this character
    /// each followed by spaces or tabs, are part of the line break's
    /// whitespace, so that a reference broken across such lines is joined
    /// as Appendix E asks. ASCII punctuation only (`|`, `>`, `#`...);
    /// anything else, or `None` (the default), is no prefix. In text
    /// quoted with `>`, a `>` at the start of a line is read as the
    /// prefix, never as the end of a reference in angle brackets.
    ///
    /// ```
    /// use uri2396::extract::{ExtractOptions, extract};
    ///
    /// let text = "| pick it up from <ftp://ds.internic.\n|          net/rfc/>.";
    /// let options = ExtractOptions::default().with_line_prefix(Some('|'));
    /// let found: Vec<_> = extract(text, &options).collect();
    /// assert_eq!(found[0].uri(), "ftp://ds.internic.net/rfc/");
    /// let plain: Vec<_> = extract(text, &ExtractOptions::default()).collect();
    /// assert_eq!(plain[0].uri(), "ftp://ds.internic.|          net/rfc/");
    /// assert!(!plain[0].is_valid());
    /// ```
    #[must_use]
    pub fn with_line_prefix(self, prefix: Option<char>) -> ExtractOptions {
        ExtractOptions {
            line_prefix: prefix.filter(char::is_ascii_punctuation).map(|c| c as u8),
            ..self
        }
    }

    /// The line prefix: see [`with_line_prefix`](ExtractOptions::with_line_prefix).
    #[must_use]
    pub fn line_prefix(&self) -> Option<char> {
        self.line_prefix.map(char::from)
    }

    /// The rule references are judged by.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Whether abbreviated URLs are read: asked for, and no base in force.
    #[must_use]
    pub fn abbreviated(&self) -> bool {
        self.abbreviated && !self.base_in_force
    }

    /// The longest reference, in bytes.
    #[must_use]
    pub fn max_length(&self) -> usize {
        self.max_length
    }
}

/// How a reference is set apart from the text around it (Appendix E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Delimiter {
    /// `<...>`
    Angle,
    /// `"..."`
    Quote,
    /// Whitespace and punctuation only.
    None,
}

impl Delimiter {
    /// `"angle"`, `"quote"` or `"none"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Delimiter::Angle => "angle",
            Delimiter::Quote => "quote",
            Delimiter::None => "none",
        }
    }
}

impl fmt::Display for Delimiter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a reading is invalid: the rule does not derive it, or a byte of it
/// is not UTF-8 (at that offset of its bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    Grammar(Error),
    NotUtf8(usize),
}

/// How likely a reference found in text is meant as one, from least to
/// most (the order of `<` and `>`).
///
/// Every reference reported has the form of a URI, but in prose
/// `"user:password"` or `this:that` has it too: valid by the grammar, and
/// not meant as a URI. Appendix E recommends angle brackets for that
/// reason.
///
/// ```
/// use uri2396::extract::{Confidence, ExtractOptions, extract};
///
/// let text = "See <urn:x:y>, http://a/b and \"this:that\".";
/// let found: Vec<_> = extract(text, &ExtractOptions::default()).collect();
/// let classes: Vec<_> = found.iter().map(|r| r.confidence()).collect();
/// assert_eq!(classes, [Confidence::Delimited, Confidence::KnownScheme, Confidence::UnknownScheme]);
/// assert!(Confidence::Delimited > Confidence::KnownScheme);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Confidence {
    /// Bare or in double quotes, with a scheme the crate does not know
    /// ([`KNOWN_SCHEMES`]): `"this:that"`, `user:password`.
    UnknownScheme,
    /// Bare or in double quotes, with a scheme the crate knows
    /// ([`KNOWN_SCHEMES`], in any case), or an abbreviated URL (Appendix F).
    KnownScheme,
    /// In angle brackets, or behind `URL:`: set apart as Appendix E
    /// recommends.
    Delimited,
}

impl Confidence {
    /// `"unknown-scheme"`, `"known-scheme"` or `"delimited"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Confidence::UnknownScheme => "unknown-scheme",
            Confidence::KnownScheme => "known-scheme",
            Confidence::Delimited => "delimited",
        }
    }
}

impl fmt::Display for Confidence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The schemes [`Confidence::KnownScheme`] knows: those of the crate's
/// tables ([`DEFAULT_PORTS`](crate::normalize::DEFAULT_PORTS),
/// [`HIERARCHICAL_SCHEMES`](crate::resolve::HIERARCHICAL_SCHEMES)) and the
/// opaque ones RFC 2396's own examples use (`mailto`, `news`), with `urn`
/// (RFC 2141). Sorted.
pub const KNOWN_SCHEMES: &[&str] = &[
    "file", "ftp", "gopher", "http", "https", "imap", "ldap", "ldaps", "mailto", "news", "nntp",
    "pop", "prospero", "rtsp", "rtspu", "snews", "telnet", "urn", "wais", "ws", "wss",
];

/// One reading of a reference's text, judged by the rule: valid with its
/// components, or the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Judged<'a> {
    /// The text; decoded lossily (U+FFFD for each bad sequence) when its
    /// bytes are not UTF-8.
    text: Cow<'a, str>,
    /// The bytes, when they are not UTF-8.
    bytes: Option<Vec<u8>>,
    /// `Ok(Some(meta))` when the rule derives the text and it is a
    /// `URI-reference`; `Ok(None)` when the rule derives a text that is
    /// not one (a `fragment` such as `1:b`).
    outcome: Result<Option<Meta>, Fault>,
}

impl<'a> Judged<'a> {
    fn new(rule: Rule, text: Cow<'a, str>) -> Judged<'a> {
        // The dialect whose grammar the rule is of.
        let dialect = rule.dialect();
        let outcome = if rule == rule.dialect().table().rule(Rule::URI_REFERENCE) {
            UriReference::parse_in(&text, dialect).map(|uri| Some(uri.meta))
        } else if rule.matches(&text) {
            Ok(parse::offsets_of(&text, dialect))
        } else {
            Err(Error::not_derived(rule, &text))
        };
        // The text goes with the error: what its fix does is worked out
        // while it is at hand.
        let outcome = outcome.map_err(|e| e.settle(&text));
        Judged {
            text,
            bytes: None,
            outcome: outcome.map_err(Fault::Grammar),
        }
    }

    /// The bytes of a reference, which may not be UTF-8: one that is not
    /// is invalid at its first byte that is not (RFC 2396 2.1: a URI is
    /// characters; another byte enters one only escaped, `%XX`).
    fn from_bytes(rule: Rule, bytes: Cow<'a, [u8]>) -> Judged<'a> {
        match bytes {
            Cow::Borrowed(b) => match std::str::from_utf8(b) {
                Ok(text) => Judged::new(rule, Cow::Borrowed(text)),
                Err(e) => Judged::not_utf8(b.to_vec(), e.valid_up_to()),
            },
            Cow::Owned(b) => match String::from_utf8(b) {
                Ok(text) => Judged::new(rule, Cow::Owned(text)),
                Err(e) => {
                    let at = e.utf8_error().valid_up_to();
                    Judged::not_utf8(e.into_bytes(), at)
                }
            },
        }
    }

    fn not_utf8(bytes: Vec<u8>, at: usize) -> Judged<'a> {
        Judged {
            text: Cow::Owned(String::from_utf8_lossy(&bytes).into_owned()),
            bytes: Some(bytes),
            outcome: Err(Fault::NotUtf8(at)),
        }
    }

    fn judgement(&self) -> Judgement<'_> {
        Judgement {
            text: &self.text,
            bytes: self.bytes.as_deref(),
            outcome: self.outcome,
        }
    }

    fn into_owned(self) -> Judged<'static> {
        Judged {
            text: Cow::Owned(self.text.into_owned()),
            bytes: self.bytes,
            outcome: self.outcome,
        }
    }
}

/// A reference as the rule judges it: its text and what the rule makes of
/// it. (Not a reading in `compare`'s sense, a way of reading a string.)
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Judgement<'r> {
    text: &'r str,
    bytes: Option<&'r [u8]>,
    outcome: Result<Option<Meta>, Fault>,
}

impl fmt::Debug for Judgement<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Judgement")
            .field("uri", &self.text)
            .field("error", &self.error())
            .field("not_utf8", &self.not_utf8())
            .finish()
    }
}

impl<'r> Judgement<'r> {
    /// The reference: no delimiters, no `URL:`, no line-break whitespace.
    /// When its bytes are not UTF-8 ([`uri_bytes`](Judgement::uri_bytes)),
    /// decoded lossily, U+FFFD for each bad sequence.
    #[must_use]
    pub fn uri(&self) -> &'r str {
        self.text
    }

    /// The reference's bytes when they are not UTF-8; `None` when
    /// [`uri`](Judgement::uri) is exact.
    #[must_use]
    pub fn uri_bytes(&self) -> Option<&'r [u8]> {
        self.bytes
    }

    /// Whether the rule derives it (a reference whose bytes are not UTF-8
    /// never is).
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.outcome.is_ok()
    }

    /// Why the rule does not derive it; its offset counts in
    /// [`uri`](Judgement::uri), not in the document. `None` for a valid
    /// reference, and for one whose bytes are not UTF-8: see
    /// [`not_utf8`](Judgement::not_utf8).
    #[must_use]
    pub fn error(&self) -> Option<Error> {
        match self.outcome {
            Err(Fault::Grammar(e)) => Some(e),
            _ => None,
        }
    }

    /// For a reference whose bytes are not UTF-8, the offset in
    /// [`uri_bytes`](Judgement::uri_bytes) of the first byte that is not part
    /// of a UTF-8 character: the reference is invalid there (RFC 2396 2.1,
    /// a byte outside US-ASCII enters a URI only escaped as `%XX`).
    #[must_use]
    pub fn not_utf8(&self) -> Option<usize> {
        match self.outcome {
            Err(Fault::NotUtf8(at)) => Some(at),
            _ => None,
        }
    }

    /// The parsed reference, with its components, when it is valid (and a
    /// `URI-reference`, which it is unless the rule is one whose strings
    /// need not be, such as `fragment`). Nothing is parsed again.
    #[must_use]
    pub fn parsed(&self) -> Option<UriReference<'r>> {
        match self.outcome {
            Ok(Some(meta)) => Some(UriReference {
                source: self.text,
                meta,
            }),
            _ => None,
        }
    }
}

/// A URI reference found in text.
///
/// Its [`uri`](FoundReference::uri) is the reference without its delimiters;
/// [`start`](FoundReference::start)..[`end`](FoundReference::end) is where its text
/// stands in the document, from its first character to its last (inside
/// the delimiters, after `URL:`; line breaks included), and
/// [`line`](FoundReference::line) and [`column`](FoundReference::column) where it
/// starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundReference<'a> {
    judged: Judged<'a>,
    without_hyphen: Option<Judged<'static>>,
    written: Cow<'a, str>,
    start: usize,
    end: usize,
    line: usize,
    column: usize,
    char_start: usize,
    char_end: usize,
    source_start: usize,
    source_end: usize,
    malformed: Option<usize>,
    delimiter: Delimiter,
    url_prefix: bool,
    abbreviated: bool,
}

impl<'a> FoundReference<'a> {
    /// The reference: its text without delimiters, without `URL:`, and
    /// without the whitespace of line breaks; for an abbreviated URL, with
    /// the scheme in front.
    #[must_use]
    pub fn uri(&self) -> &str {
        &self.judged.text
    }

    /// The reference as the rule judges it: see [`Judgement`].
    #[must_use]
    pub fn judgement(&self) -> Judgement<'_> {
        self.judged.judgement()
    }

    /// Whether the rule derives [`uri`](FoundReference::uri).
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.judged.outcome.is_ok()
    }

    /// Why the rule does not derive [`uri`](FoundReference::uri); the offset
    /// counts in `uri`. `None` too for a reference whose bytes are not
    /// UTF-8: see [`not_utf8`](FoundReference::not_utf8).
    #[must_use]
    pub fn error(&self) -> Option<Error> {
        self.judgement().error()
    }

    /// The reference's bytes when they are not UTF-8 (text read with
    /// [`extract_bytes`] or [`Extractor::push_bytes`]); then
    /// [`uri`](FoundReference::uri) is decoded lossily.
    #[must_use]
    pub fn uri_bytes(&self) -> Option<&[u8]> {
        self.judged.bytes.as_deref()
    }

    /// The offset in [`uri_bytes`](FoundReference::uri_bytes) of its first byte
    /// that is not part of a UTF-8 character, where it is invalid: see
    /// [`Judgement::not_utf8`].
    #[must_use]
    pub fn not_utf8(&self) -> Option<usize> {
        self.judgement().not_utf8()
    }

    /// The parsed reference, when valid: see [`Judgement::parsed`].
    #[must_use]
    pub fn parsed(&self) -> Option<UriReference<'_>> {
        self.judgement().parsed()
    }

    /// The text as written in the document, `start..end` (decoded lossily
    /// when it is not UTF-8).
    #[must_use]
    pub fn written(&self) -> &str {
        &self.written
    }

    /// Byte offset in the document where the reference's text starts.
    #[must_use]
    pub fn start(&self) -> usize {
        self.start
    }

    /// Byte offset in the document just after the reference's text.
    #[must_use]
    pub fn end(&self) -> usize {
        self.end
    }

    /// Character offset in the document where the reference's text
    /// starts, from 0: the characters before it, counted as
    /// [`column`](FoundReference::column) counts them (a byte that is not part
    /// of a UTF-8 character is one).
    #[must_use]
    pub fn char_start(&self) -> usize {
        self.char_start
    }

    /// Character offset in the document just after the reference's text.
    #[must_use]
    pub fn char_end(&self) -> usize {
        self.char_end
    }

    /// Byte offset of the reference's text in the document as it was
    /// given, before any decoding: [`start`](FoundReference::start) for text
    /// read as UTF-8; for text decoded from another encoding
    /// (`DecodingExtractor`, with the `encoding` feature), the offset in
    /// the original bytes.
    #[must_use]
    pub fn source_start(&self) -> usize {
        self.source_start
    }

    /// Byte offset just after the reference's text in the document as it
    /// was given: see [`source_start`](FoundReference::source_start).
    #[must_use]
    pub fn source_end(&self) -> usize {
        self.source_end
    }

    /// For text decoded from another encoding, the offset in the original
    /// bytes of the first byte sequence in the reference's text that is
    /// malformed in that encoding; `None` when there is none (and always
    /// for text read as UTF-8, whose bytes [`not_utf8`](FoundReference::not_utf8)
    /// reports). Such a sequence stands in the decoded text as the byte
    /// 0xFF, which is never UTF-8: the reference is invalid there.
    #[must_use]
    pub fn malformed(&self) -> Option<usize> {
        self.malformed
    }

    /// The line where the reference starts, from 1 (lines end at `\n`).
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column where the reference starts, in characters, from 1.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// How it was delimited.
    #[must_use]
    pub fn delimiter(&self) -> Delimiter {
        self.delimiter
    }

    /// How likely it is meant as a reference: see [`Confidence`].
    #[must_use]
    pub fn confidence(&self) -> Confidence {
        if self.delimiter == Delimiter::Angle || self.url_prefix {
            return Confidence::Delimited;
        }
        if self.abbreviated {
            return Confidence::KnownScheme;
        }
        let scheme = self.uri().split(':').next().unwrap_or("");
        if KNOWN_SCHEMES
            .iter()
            .any(|known| known.eq_ignore_ascii_case(scheme))
        {
            Confidence::KnownScheme
        } else {
            Confidence::UnknownScheme
        }
    }

    /// Whether `URL:` stood before it.
    #[must_use]
    pub fn url_prefix(&self) -> bool {
        self.url_prefix
    }

    /// Whether it is an abbreviated URL completed with a scheme
    /// (Appendix F).
    #[must_use]
    pub fn abbreviated(&self) -> bool {
        self.abbreviated
    }

    /// Whether a line break follows a hyphen in it (Appendix E); then
    /// [`without_hyphen`](FoundReference::without_hyphen) is the other reading.
    #[must_use]
    pub fn hyphen_break(&self) -> bool {
        self.without_hyphen.is_some()
    }

    /// The judgement without the hyphens that stand before line breaks,
    /// when there are any.
    #[must_use]
    pub fn without_hyphen(&self) -> Option<Judgement<'_>> {
        self.without_hyphen.as_ref().map(Judged::judgement)
    }

    /// The same reference with its own copies of the text.
    #[must_use]
    pub fn into_owned(self) -> FoundReference<'static> {
        FoundReference {
            judged: self.judged.into_owned(),
            without_hyphen: self.without_hyphen,
            written: Cow::Owned(self.written.into_owned()),
            start: self.start,
            end: self.end,
            line: self.line,
            column: self.column,
            char_start: self.char_start,
            char_end: self.char_end,
            source_start: self.source_start,
            source_end: self.source_end,
            malformed: self.malformed,
            delimiter: self.delimiter,
            url_prefix: self.url_prefix,
            abbreviated: self.abbreviated,
        }
    }
}

// ---------------------------------------------------------------------------
// Appendix F
// ---------------------------------------------------------------------------

/// The host prefixes of abbreviated URLs, and the scheme each stands for.
///
/// Appendix F gives one: "most hostnames beginning with "www" are likely to
/// have a URL prefix of "http://"". `ftp` and `gopher` follow the same
/// convention of naming a server after its protocol; nothing else is
/// guessed.
pub const ABBREVIATED_PREFIXES: [(&str, &str); 3] =
    [("www", "http"), ("ftp", "ftp"), ("gopher", "gopher")];

/// Reads `text` as an abbreviated URL (Appendix F) and completes it: the
/// scheme of its host's first label ([`ABBREVIATED_PREFIXES`]), then `://`,
/// then `text`.
///
/// `text` must be `hostport [ abs_path ] [ "?" query ] [ "#" fragment ]`
/// with a `hostname` of at least three labels whose first label (in any
/// case) is in the table, and no userinfo: `www.w3.org/Addressing/` and
/// `ftp.is.co.za` are abbreviated URLs; `www.html`, `ftp.txt`,
/// `example.com/www` are not.
///
/// Only where no base URI is in force: Appendix F, "abbreviated URL
/// references cannot be used in contexts where relative URLs are
/// expected", since `www.w3.org/Addressing/` is also a relative path.
/// Where a base is in force, read the text as a relative reference and
/// resolve it instead of calling this.
///
/// ```
/// use uri2396::extract::abbreviated;
///
/// assert_eq!(abbreviated("www.w3.org/Addressing/").as_deref(), Some("http://www.w3.org/Addressing/"));
/// assert_eq!(abbreviated("FTP.is.co.za").as_deref(), Some("ftp://FTP.is.co.za"));
/// assert_eq!(abbreviated("ftp.txt"), None);
/// assert_eq!(abbreviated("mail.example.com"), None);
/// assert_eq!(abbreviated("www.a.b/c d"), None);
/// ```
#[must_use]
pub fn abbreviated(text: &str) -> Option<String> {
    let label = text.split('.').next()?;
    let (_, scheme) = ABBREVIATED_PREFIXES
        .iter()
        .find(|(prefix, _)| prefix.eq_ignore_ascii_case(label))?;
    // Only the authority's characters may come before the path: no `@`.
    let host_end = text.find(['/', '?', '#']).unwrap_or(text.len());
    if text[..host_end].contains('@') {
        return None;
    }
    let uri = format!("{scheme}://{text}");
    let parsed = UriReference::parse(&uri).ok()?;
    if parsed.meta.shape != Shape::Net(AuthorityShape::Hostname) {
        return None;
    }
    let Some(Host::Hostname(host)) = parsed.host() else {
        return None;
    };
    (host.labels().count() >= 3).then_some(uri)
}

// ---------------------------------------------------------------------------
// The scanner
// ---------------------------------------------------------------------------

/// A reference found by the scanner, in offsets of the text scanned.
#[derive(Debug)]
struct Found {
    /// The reference's text, `start..end`.
    start: usize,
    end: usize,
    delimiter: Delimiter,
    url_prefix: bool,
    /// The scheme put in front of an abbreviated URL.
    abbreviated: Option<&'static str>,
}

/// What the scanner did from a position.
#[derive(Debug)]
enum Step {
    /// A reference, and where to go on.
    Found(Found, usize),
    /// A candidate too long to be one, skipped up to the offset.
    Skipped(usize),
    /// More text is needed to decide from the offset on.
    More(usize),
    /// A candidate too long runs on past the end of the text: skip to the
    /// end of its run in what comes next.
    SkipRun,
    /// No reference from the position to the end.
    End,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c')
}

fn is_scheme_tail(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// Whether a bare reference may start after `c`.
fn may_precede(c: Option<char>) -> bool {
    match c {
        None => true,
        Some(c) if c.is_ascii_alphanumeric() => false,
        // A byte that is not UTF-8 may be a letter of another encoding:
        // what follows it continues a word.
        Some(char::REPLACEMENT_CHARACTER) => false,
        Some(c) => !matches!(
            c,
            '+' | '-' | '.' | '/' | ':' | '@' | '%' | '&' | '?' | '#' | '_' | '~' | '$'
        ),
    }
}

/// The end (exclusive) of the character that starts at `i`, and whether it
/// ends a bare reference.
///
/// A byte that is not part of a UTF-8 character does not end one: it is
/// read into the reference, which it makes invalid, never dropped.
fn stops_bare(text: &[u8], i: usize) -> (usize, bool) {
    let b = text[i];
    if b.is_ascii() {
        return (
            i + 1,
            b.is_ascii_control() || b == b' ' || matches!(b, b'<' | b'>' | b'"'),
        );
    }
    match char_at(text, i) {
        (Some(c), next) => (next, !c.is_alphanumeric()),
        (None, next) => (next, false),
    }
}

/// Whether the character at `i` starts Japanese prose after `previous`,
/// the byte before it in a bare reference: a hiragana, katakana or kanji
/// right after a US-ASCII letter or digit. A reference written into
/// Japanese text without a space ends there (`http://example.jp/a.htmlを
/// 参照`); a Japanese word after a delimiter (`/表示`, `?q=値`, `www.例え`)
/// is the reference's own.
fn prose_resumes(previous: u8, text: &[u8], i: usize) -> bool {
    previous.is_ascii_alphanumeric()
        && matches!(
            char_at(text, i).0,
            Some(
                '\u{3041}'..='\u{309F}'
                | '\u{30A0}'..='\u{30FF}'
                | '\u{3400}'..='\u{4DBF}'
                | '\u{4E00}'..='\u{9FFF}',
            )
        )
}

/// The character that starts at `i` and where it ends; `None` and
/// `i + 1` for a byte that does not start a UTF-8 character there.
fn char_at(text: &[u8], i: usize) -> (Option<char>, usize) {
    let b = text[i];
    if b.is_ascii() {
        return (Some(char::from(b)), i + 1);
    }
    let n = match b {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return (None, i + 1),
    };
    match text.get(i..i + n).map(std::str::from_utf8) {
        Some(Ok(c)) => (c.chars().next(), i + n),
        _ => (None, i + 1),
    }
}

/// The character that ends at `i` (`None` at the start of the text); a
/// byte that is not part of a UTF-8 character is read as U+FFFD.
fn char_before(text: &[u8], i: usize) -> Option<char> {
    if i == 0 {
        return None;
    }
    for n in 1..=4.min(i) {
        let b = text[i - n];
        if (0x80..0xC0).contains(&b) {
            continue;
        }
        return match char_at(text, i - n) {
            (Some(c), end) if end == i => Some(c),
            _ => Some(char::REPLACEMENT_CHARACTER),
        };
    }
    Some(char::REPLACEMENT_CHARACTER)
}

/// What [`Scanner::head`] finds: where the reference's text starts,
/// whether `URL:` stood before it, the scheme of an abbreviated URL, and
/// whether a line break fell inside the scheme.
type Head = (usize, bool, Option<&'static str>, bool);

#[derive(Debug)]
struct Scanner<'t> {
    text: &'t [u8],
    /// Whether the text ends where the string does.
    eof: bool,
    options: ExtractOptions,
}

impl Step {
    /// A found reference, or nothing: the delimiter was not one, and the
    /// scan goes on after it.
    fn found(self) -> Option<Step> {
        match self {
            Step::Skipped(_) => None,
            step => Some(step),
        }
    }
}

/// The outcome of a look ahead that may run off the text.
enum Look<T> {
    Yes(T),
    No,
    More,
}

impl Scanner<'_> {
    /// `scheme ":"` and at least one byte at `i`: where the colon ends.
    /// A scheme longer than the bound is none.
    fn scheme_at(&self, i: usize) -> Look<usize> {
        let bytes = self.text;
        if i >= bytes.len() {
            return if self.eof { Look::No } else { Look::More };
        }
        if !bytes[i].is_ascii_alphabetic() {
            return Look::No;
        }
        let mut j = i + 1;
        while j < bytes.len() && is_scheme_tail(bytes[j]) {
            j += 1;
            if j - i > self.options.max_length {
                return Look::No;
            }
        }
        match bytes.get(j) {
            Some(b':') if j + 1 < bytes.len() => Look::Yes(j + 1),
            Some(b':') | None if !self.eof => Look::More,
            _ => Look::No,
        }
    }

    /// `URL:` at `i`, in any case: where it ends.
    fn url_prefix_at(&self, i: usize) -> Look<usize> {
        let rest = &self.text[i.min(self.text.len())..];
        let n = rest.len().min(4);
        if !rest[..n].eq_ignore_ascii_case(&b"URL:"[..n]) {
            return Look::No;
        }
        if n < 4 {
            return if self.eof { Look::No } else { Look::More };
        }
        Look::Yes(i + 4)
    }

    /// The scheme an abbreviated URL at `i` would take, when the option is
    /// on and a prefix of the table starts there (the rest is checked by
    /// [`abbreviated`] once the run is known).
    fn abbreviated_at(&self, i: usize) -> Look<&'static str> {
        if !self.options.abbreviated() {
            return Look::No;
        }
        let rest = &self.text[i.min(self.text.len())..];
        for (prefix, scheme) in ABBREVIATED_PREFIXES {
            let want = prefix.len() + 1;
            let n = rest.len().min(want);
            let head = [prefix.as_bytes(), b"."].concat();
            if rest[..n].eq_ignore_ascii_case(&head[..n]) {
                if n == want {
                    return Look::Yes(scheme);
                }
                if !self.eof {
                    return Look::More;
                }
            }
        }
        Look::No
    }

    /// The next step from `pos`.
    fn step(&self, mut pos: usize) -> Step {
        let bytes = self.text;
        while pos < bytes.len() {
            let b = bytes[pos];
            let outcome = match b {
                b'<' => self.angle(pos),
                b'"' => self.quote(pos),
                _ => {
                    let before = char_before(self.text, pos);
                    if (b.is_ascii_alphabetic()) && may_precede(before) {
                        self.bare(pos, before)
                    } else {
                        None
                    }
                }
            };
            if let Some(step) = outcome {
                return step;
            }
            // Next character (or byte that is not UTF-8).
            pos = char_at(bytes, pos).1;
        }
        Step::End
    }

    /// After the opening delimiter at `i`: `URL:` and the scheme (or the
    /// prefix of an abbreviated URL). Returns where the reference's text
    /// starts, whether `URL:` was there, and the abbreviation's scheme.
    /// Inside angle brackets (`angle`), whitespace before and after `URL:`
    /// is skipped, and whitespace that holds a line break is ignored
    /// wherever it falls, in `URL:` and in the scheme too (Appendix E);
    /// inside quotes, one space may follow `URL:`. `limit` bounds how far
    /// the head may reach. The last of the four is whether a line break
    /// fell inside the scheme.
    fn head(&self, mut i: usize, angle: bool, limit: usize) -> Look<Head> {
        if angle {
            i = skip_angle_space(self.text, i, self.options.line_prefix);
        }
        let mut prefix = false;
        let url = if angle {
            self.joined_match(i, b"URL:", limit)
        } else {
            self.url_prefix_at(i)
        };
        match url {
            Look::Yes(after) => {
                prefix = true;
                i = if angle {
                    skip_angle_space(self.text, after, self.options.line_prefix)
                } else {
                    skip_one_space(self.text, after)
                };
            }
            Look::More => return Look::More,
            Look::No => {}
        }
        if i >= self.text.len() {
            return if self.eof { Look::No } else { Look::More };
        }
        let scheme = if angle {
            self.joined_scheme_at(i, limit)
        } else {
            self.scheme_at(i)
        };
        match scheme {
            Look::Yes(colon) => {
                let broken = self.text[i..colon].iter().any(|&b| is_space(b));
                return Look::Yes((i, prefix, None, broken));
            }
            Look::More => return Look::More,
            Look::No => {}
        }
        let abbreviation = if angle {
            self.joined_abbreviated_at(i, limit)
        } else {
            self.abbreviated_at(i)
        };
        match abbreviation {
            Look::Yes(scheme) => Look::Yes((i, prefix, Some(scheme), false)),
            Look::More => Look::More,
            // Behind `URL:`, whatever follows is meant as a reference.
            Look::No if prefix => Look::Yes((i, prefix, None, false)),
            Look::No => Look::No,
        }
    }

    /// In angle brackets, the next byte of the reference at or after `i`
    /// once whitespace holding one line break (and the line prefix after
    /// it) is ignored; `No` when whitespace within a line, a blank line,
    /// the end of the text or `limit` comes first.
    fn joined_at(&self, i: usize, limit: usize) -> Look<usize> {
        let bytes = self.text;
        let mut j = i;
        let mut breaks = 0;
        while j < bytes.len() && j <= limit && is_space(bytes[j]) {
            if is_break(bytes, j) {
                breaks += 1;
                j = after_prefix(bytes, j + 1, self.options.line_prefix);
                continue;
            }
            j += 1;
        }
        if j > limit || breaks > 1 {
            return Look::No;
        }
        // A run that the text ends in may yet hold a line break.
        if j >= bytes.len() {
            return if self.eof { Look::No } else { Look::More };
        }
        if j > i && breaks == 0 {
            return Look::No;
        }
        Look::Yes(j)
    }

    /// `word` at `i` (in any case), across line breaks: where it ends.
    fn joined_match(&self, i: usize, word: &[u8], limit: usize) -> Look<usize> {
        let bytes = self.text;
        let mut j = i;
        for (n, &want) in word.iter().enumerate() {
            let at = if n == 0 {
                if j >= bytes.len() {
                    return if self.eof { Look::No } else { Look::More };
                }
                j
            } else {
                match self.joined_at(j, limit) {
                    Look::Yes(at) => at,
                    Look::No => return Look::No,
                    Look::More => return Look::More,
                }
            };
            if !bytes[at].eq_ignore_ascii_case(&want) {
                return Look::No;
            }
            j = at + 1;
        }
        Look::Yes(j)
    }

    /// [`scheme_at`](Scanner::scheme_at) across line breaks: `scheme ":"`
    /// and one more byte of the reference.
    fn joined_scheme_at(&self, i: usize, limit: usize) -> Look<usize> {
        let bytes = self.text;
        if !bytes[i].is_ascii_alphabetic() {
            return Look::No;
        }
        let mut j = i + 1;
        loop {
            let at = match self.joined_at(j, limit) {
                Look::Yes(at) => at,
                Look::No => return Look::No,
                Look::More => return Look::More,
            };
            match bytes[at] {
                b':' => {
                    return match self.joined_at(at + 1, limit) {
                        Look::Yes(_) => Look::Yes(at + 1),
                        Look::No => Look::No,
                        Look::More => Look::More,
                    };
                }
                b if is_scheme_tail(b) => j = at + 1,
                _ => return Look::No,
            }
        }
    }

    /// [`abbreviated_at`](Scanner::abbreviated_at) across line breaks.
    fn joined_abbreviated_at(&self, i: usize, limit: usize) -> Look<&'static str> {
        if !self.options.abbreviated() {
            return Look::No;
        }
        let mut more = false;
        for (prefix, scheme) in ABBREVIATED_PREFIXES {
            let head = [prefix.as_bytes(), b"."].concat();
            match self.joined_match(i, &head, limit) {
                Look::Yes(_) => return Look::Yes(scheme),
                Look::More => more = true,
                Look::No => {}
            }
        }
        if more { Look::More } else { Look::No }
    }

    /// `<` at `lt`.
    fn angle(&self, lt: usize) -> Option<Step> {
        let bytes = self.text;
        let limit = lt.saturating_add(self.options.max_length);
        let (start, prefix, abbreviated, broken) = match self.head(lt + 1, true, limit) {
            Look::Yes(head) => head,
            Look::No => return None,
            Look::More => return Some(Step::More(lt)),
        };
        if start > limit {
            return None;
        }
        // The closing `>`, unless a `<`, a blank line or the bound comes
        // first.
        let mut i = start;
        let mut breaks = 0;
        loop {
            if i >= bytes.len() {
                return if self.eof || i > limit {
                    None
                } else {
                    Some(Step::More(lt))
                };
            }
            if i > limit {
                return None;
            }
            match bytes[i] {
                b'>' => break,
                b'<' => return None,
                b'\n' => {
                    breaks += 1;
                    if breaks == 2 {
                        return None;
                    }
                    i = after_prefix(bytes, i + 1, self.options.line_prefix);
                    continue;
                }
                b if is_space(b) => {}
                _ => breaks = 0,
            }
            i += 1;
        }
        // Whitespace before `>` is not part of the reference.
        let mut end = i;
        while end > start && is_space(bytes[end - 1]) {
            end -= 1;
        }
        if end == start {
            return None;
        }
        // A scheme broken across lines is read whole (Appendix E), but
        // prose has the same shape (`a < b` at the end of a line and a
        // word on the next): such a `<` holds a reference only when its
        // text has no whitespace within a line.
        if broken
            && has_inline_space(&remove_breaks(&bytes[start..end], self.options.line_prefix).0)
        {
            return None;
        }
        let found = Found {
            start,
            end,
            delimiter: Delimiter::Angle,
            url_prefix: prefix,
            abbreviated,
        };
        self.checked(found, i + 1).found()
    }

    /// `"` at `q`.
    fn quote(&self, q: usize) -> Option<Step> {
        let bytes = self.text;
        let limit = q.saturating_add(self.options.max_length);
        let (start, prefix, abbreviated, _) = match self.head(q + 1, false, limit) {
            Look::Yes(head) => head,
            Look::No => return None,
            Look::More => return Some(Step::More(q)),
        };
        let mut i = start;
        loop {
            if i >= bytes.len() {
                return if self.eof || i > limit {
                    None
                } else {
                    Some(Step::More(q))
                };
            }
            if i > limit {
                return None;
            }
            match bytes[i] {
                b'"' => break,
                b'<' | b'>' => return None,
                b if b.is_ascii_control() || b == b' ' => return None,
                _ => {}
            }
            i += 1;
        }
        if i == start {
            return None;
        }
        let found = Found {
            start,
            end: i,
            delimiter: Delimiter::Quote,
            url_prefix: prefix,
            abbreviated,
        };
        self.checked(found, i + 1).found()
    }

    /// A bare reference from `at`, which follows `before`.
    fn bare(&self, at: usize, before: Option<char>) -> Option<Step> {
        let bytes = self.text;
        let mut start = at;
        let mut prefix = false;
        match self.url_prefix_at(at) {
            Look::Yes(after) => {
                let after = if bytes.get(after) == Some(&b' ') {
                    after + 1
                } else {
                    after
                };
                // `URL:` must be followed by a scheme here.
                match self.scheme_at(after) {
                    Look::Yes(_) => {
                        start = after;
                        prefix = true;
                    }
                    Look::More => return Some(Step::More(at)),
                    // `URL:` is not a scheme: nothing starts here.
                    Look::No => return None,
                }
            }
            Look::More => return Some(Step::More(at)),
            Look::No => {}
        }
        let abbreviated = match self.scheme_at(start) {
            Look::Yes(_) => None,
            Look::More => return Some(Step::More(at)),
            Look::No => match self.abbreviated_at(start) {
                Look::Yes(scheme) => Some(scheme),
                Look::More => return Some(Step::More(at)),
                Look::No => return None,
            },
        };
        let limit = at.saturating_add(self.options.max_length);
        // The run, across a line break after a hyphen.
        let mut i = start;
        // (opening, closing) counts of (), [] and {}.
        let mut pairs = [(0usize, 0usize); 3];
        let end = loop {
            if i > limit {
                return Some(self.skip_run(i));
            }
            if i >= bytes.len() {
                if self.eof {
                    break i;
                }
                return Some(Step::More(at));
            }
            let (next, stop) = stops_bare(self.text, i);
            // Japanese prose written on without a space: a word of kana
            // or kanji right after a letter or digit of US-ASCII is no
            // part of the reference (`…/index.htmlを参照`).
            let stop = stop || i > start && prose_resumes(bytes[i - 1], self.text, i);
            if stop {
                if i > start && bytes[i - 1] == b'-' {
                    match self.continuation(i) {
                        Look::Yes(next) => {
                            i = next;
                            continue;
                        }
                        Look::More => return Some(Step::More(at)),
                        Look::No => {}
                    }
                }
                break i;
            }
            match bytes[i] {
                b'(' => pairs[0].0 += 1,
                b')' => pairs[0].1 += 1,
                b'[' => pairs[1].0 += 1,
                b']' => pairs[1].1 += 1,
                b'{' => pairs[2].0 += 1,
                b'}' => pairs[2].1 += 1,
                _ => {}
            }
            i = next;
        };
        let after = end;
        let mut end = end;
        // Trailing punctuation.
        while end > start {
            let last = bytes[end - 1];
            let trim = match last {
                b'.' | b',' | b';' | b':' | b'!' | b'?' => true,
                b')' | b']' | b'}' => {
                    let k = match last {
                        b')' => 0,
                        b']' => 1,
                        _ => 2,
                    };
                    let unbalanced = pairs[k].1 > pairs[k].0;
                    if unbalanced {
                        pairs[k].1 -= 1;
                    }
                    unbalanced
                }
                b'\'' | b'`' | b'*' | b'_' => before == Some(char::from(last)),
                _ => false,
            };
            if !trim {
                break;
            }
            end -= 1;
        }
        // Something must follow the scheme's colon.
        if abbreviated.is_none() {
            let colon = start + bytes[start..end].iter().position(|&b| b == b':')?;
            if colon + 1 >= end {
                return None;
            }
        }
        let found = Found {
            start,
            end,
            delimiter: Delimiter::None,
            url_prefix: prefix,
            abbreviated,
        };
        self.checked(found, after).found()
    }

    /// After a hyphen, at the whitespace at `i`: where the bare reference
    /// goes on, when the whitespace is one line break (with spaces or tabs
    /// around it) and a character of a reference follows.
    fn continuation(&self, i: usize) -> Look<usize> {
        let bytes = self.text;
        let mut j = i;
        let mut breaks = 0;
        while j < bytes.len() && is_space(bytes[j]) {
            if is_break(bytes, j) {
                breaks += 1;
                j = after_prefix(bytes, j + 1, self.options.line_prefix);
                continue;
            }
            j += 1;
        }
        if j >= bytes.len() && !self.eof {
            return Look::More;
        }
        if breaks != 1 || j >= bytes.len() || stops_bare(self.text, j).1 {
            return Look::No;
        }
        Look::Yes(j)
    }

    /// Past a bare run too long to be a reference, from `i`.
    fn skip_run(&self, mut i: usize) -> Step {
        let bytes = self.text;
        while i < bytes.len() {
            let (next, stop) = stops_bare(self.text, i);
            if stop {
                return Step::Skipped(i);
            }
            i = next;
        }
        if self.eof {
            Step::Skipped(i)
        } else {
            Step::SkipRun
        }
    }

    /// A found reference, but for one with nothing after its scheme or
    /// an abbreviation that does not hold (then `Skipped`).
    fn checked(&self, found: Found, next: usize) -> Step {
        // Something must follow the scheme's colon (`<http:>` is none),
        // but behind `URL:`.
        if !found.url_prefix && found.abbreviated.is_none() {
            let text = &self.text[found.start..found.end];
            if text
                .iter()
                .position(|&b| b == b':')
                .is_none_or(|colon| colon + 1 == text.len())
            {
                return Step::Skipped(next);
            }
        }
        if found.abbreviated.is_some() {
            let text =
                remove_breaks(&self.text[found.start..found.end], self.options.line_prefix).0;
            // Up to a byte that is not UTF-8, which the reference keeps
            // (and is invalid for).
            let valid = match std::str::from_utf8(&text) {
                Ok(valid) => valid,
                Err(e) => std::str::from_utf8(&text[..e.valid_up_to()]).unwrap_or_default(),
            };
            if abbreviated(valid).is_none() {
                return Step::Skipped(next);
            }
        }
        Step::Found(found, next)
    }
}

/// Whether a line ends at `i`: `\n`, or `\r` not before `\n`.
fn is_break(bytes: &[u8], i: usize) -> bool {
    match bytes[i] {
        b'\n' => true,
        b'\r' => bytes.get(i + 1) != Some(&b'\n'),
        _ => false,
    }
}

/// At the start of a line, `i`: past spaces and tabs, then past each
/// `prefix` character and the spaces and tabs after it (a gutter `| ` or
/// a quote `> > `); `i` itself without a prefix.
fn after_prefix(bytes: &[u8], i: usize, prefix: Option<u8>) -> usize {
    let Some(prefix) = prefix else {
        return i;
    };
    let blank = |mut j: usize| {
        while j < bytes.len() && matches!(bytes[j], b' ' | b'\t') {
            j += 1;
        }
        j
    };
    let mut j = blank(i);
    while j < bytes.len() && bytes[j] == prefix {
        j = blank(j + 1);
    }
    j
}

/// Whether `text` holds whitespace that holds no line break.
fn has_inline_space(text: &[u8]) -> bool {
    let mut i = 0;
    while i < text.len() {
        if is_space(text[i]) {
            let run = i;
            while i < text.len() && is_space(text[i]) {
                i += 1;
            }
            if !text[run..i].iter().any(|&b| b == b'\n' || b == b'\r') {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

/// Past any whitespace at `i`, and the line prefix after each line break.
fn skip_angle_space(bytes: &[u8], mut i: usize, prefix: Option<u8>) -> usize {
    while i < bytes.len() && is_space(bytes[i]) {
        i = if is_break(bytes, i) {
            after_prefix(bytes, i + 1, prefix)
        } else {
            i + 1
        };
    }
    i
}

/// Past one space at `i`.
fn skip_one_space(text: &[u8], i: usize) -> usize {
    if text.get(i) == Some(&b' ') { i + 1 } else { i }
}

/// `written` without the whitespace runs that hold a line break; and,
/// when a hyphen stands before one, the reading without those hyphens.
fn remove_breaks(written: &[u8], prefix: Option<u8>) -> (Cow<'_, [u8]>, Option<Vec<u8>>) {
    let bytes = written;
    if !bytes.iter().any(|&b| b == b'\n' || b == b'\r') {
        return (Cow::Borrowed(written), None);
    }
    let mut kept = Vec::with_capacity(written.len());
    let mut without = Vec::with_capacity(written.len());
    let mut hyphen = false;
    let mut i = 0;
    while i < bytes.len() {
        if is_space(bytes[i]) {
            let run_start = i;
            while i < bytes.len() && is_space(bytes[i]) {
                i = if is_break(bytes, i) {
                    after_prefix(bytes, i + 1, prefix)
                } else {
                    i + 1
                };
            }
            let run = &written[run_start..i];
            if run.iter().any(|&b| b == b'\n' || b == b'\r') {
                if kept.last() == Some(&b'-') {
                    hyphen = true;
                    without.pop();
                }
            } else {
                kept.extend_from_slice(run);
                without.extend_from_slice(run);
            }
            continue;
        }
        kept.push(bytes[i]);
        without.push(bytes[i]);
        i += 1;
    }
    (Cow::Owned(kept), hyphen.then_some(without))
}

/// Line and column of a position, carried forward over text.
#[derive(Debug, Clone, Copy)]
struct Position {
    line: usize,
    column: usize,
    /// Characters before it in the document.
    chars: usize,
}

impl Position {
    const START: Position = Position {
        line: 1,
        column: 1,
        chars: 0,
    };

    /// Past `text`, which starts and ends on characters: each character
    /// one, and each byte that is not part of a UTF-8 character one (a
    /// stray continuation byte too, and each byte of a sequence cut
    /// short).
    fn advance(&mut self, text: &[u8]) {
        for chunk in text.utf8_chunks() {
            for b in chunk.valid().bytes() {
                if b == b'\n' {
                    self.line += 1;
                    self.column = 1;
                    self.chars += 1;
                } else if starts_character(b) {
                    self.column += 1;
                    self.chars += 1;
                }
            }
            let bad = chunk.invalid().len();
            self.column += bad;
            self.chars += bad;
        }
    }
}

/// Whether `b`, a byte of valid UTF-8, starts a character (is no
/// continuation byte).
fn starts_character(b: u8) -> bool {
    (b as i8) >= -0x40
}

/// The characters of `text` as [`Position::advance`] counts them.
fn count_characters(text: &[u8]) -> usize {
    text.utf8_chunks()
        .map(|chunk| {
            let valid = chunk
                .valid()
                .bytes()
                .filter(|&b| starts_character(b))
                .count();
            valid + chunk.invalid().len()
        })
        .sum()
}

/// The reference for `found` in `text`, which starts at byte `offset` of
/// the document.
fn reference<'a>(
    text: &'a [u8],
    found: &Found,
    offset: usize,
    position: Position,
    options: &ExtractOptions,
) -> FoundReference<'a> {
    let written = &text[found.start..found.end];
    let (uri, without) = remove_breaks(written, options.line_prefix);
    let (uri, without) = match found.abbreviated {
        Some(scheme) => (
            Cow::Owned([scheme.as_bytes(), b"://", &uri].concat()),
            without.map(|w| [scheme.as_bytes(), b"://", &w].concat()),
        ),
        None => (uri, without),
    };
    let rule = options.rule;
    FoundReference {
        judged: Judged::from_bytes(rule, uri),
        without_hyphen: without.map(|w| Judged::from_bytes(rule, Cow::Owned(w)).into_owned()),
        written: String::from_utf8_lossy(written),
        start: offset + found.start,
        end: offset + found.end,
        line: position.line,
        column: position.column,
        char_start: position.chars,
        char_end: position.chars + count_characters(written),
        source_start: offset + found.start,
        source_end: offset + found.end,
        malformed: None,
        delimiter: found.delimiter,
        url_prefix: found.url_prefix,
        abbreviated: found.abbreviated.is_some(),
    }
}

// ---------------------------------------------------------------------------
// The two ways in
// ---------------------------------------------------------------------------

/// The references in `text`, in document order: see the [module
/// docs](self) for what counts as one.
///
/// ```
/// use uri2396::extract::{ExtractOptions, extract};
///
/// let text = "See http://a/b/c. (Or <URL:mailto:x@y>, and \"not a URI\".)";
/// let uris: Vec<String> = extract(text, &ExtractOptions::default())
///     .map(|r| r.uri().to_owned())
///     .collect();
/// assert_eq!(uris, ["http://a/b/c", "mailto:x@y"]);
/// ```
#[must_use]
pub fn extract<'a>(text: &'a str, options: &ExtractOptions) -> Extract<'a> {
    extract_bytes(text.as_bytes(), options)
}

/// [`extract`] on text that may not be UTF-8: the same references, in
/// the same places. A byte that is not part of a UTF-8 character is never
/// a delimiter: inside a reference it is kept, and the reference is
/// invalid there ([`FoundReference::not_utf8`], [`FoundReference::uri_bytes`]); a
/// reference does not start right after one (it may be a letter of
/// another encoding). Offsets count bytes of `text`, columns characters
/// (each such byte one).
///
/// ```
/// use uri2396::extract::{ExtractOptions, extract_bytes};
///
/// let text = b"Menu: http://example.com/caf\xe9/menu.html today";
/// let found: Vec<_> = extract_bytes(text, &ExtractOptions::default()).collect();
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].uri_bytes(), Some(&b"http://example.com/caf\xe9/menu.html"[..]));
/// assert_eq!(found[0].uri(), "http://example.com/caf\u{fffd}/menu.html");
/// assert!(!found[0].is_valid());
/// assert_eq!(found[0].not_utf8(), Some(22));
/// assert_eq!((found[0].start(), found[0].end()), (6, 39));
/// ```
#[must_use]
pub fn extract_bytes<'a>(text: &'a [u8], options: &ExtractOptions) -> Extract<'a> {
    Extract {
        text,
        options: *options,
        pos: 0,
        counted: 0,
        position: Position::START,
        skipped: 0,
    }
}

/// The iterator of [`extract`].
#[derive(Debug, Clone)]
pub struct Extract<'a> {
    text: &'a [u8],
    options: ExtractOptions,
    pos: usize,
    /// How far `position` is counted.
    counted: usize,
    position: Position,
    skipped: u64,
}

impl Extract<'_> {
    /// Candidates skipped so far for being longer than
    /// [`ExtractOptions::max_length`].
    #[must_use]
    pub fn skipped(&self) -> u64 {
        self.skipped
    }
}

impl<'a> Iterator for Extract<'a> {
    type Item = FoundReference<'a>;

    fn next(&mut self) -> Option<FoundReference<'a>> {
        let scanner = Scanner {
            text: self.text,
            eof: true,
            options: self.options,
        };
        loop {
            match scanner.step(self.pos) {
                Step::Found(found, next) => {
                    self.position.advance(&self.text[self.counted..found.start]);
                    self.counted = found.start;
                    self.pos = next;
                    return Some(reference(
                        self.text,
                        &found,
                        0,
                        self.position,
                        &self.options,
                    ));
                }
                Step::Skipped(next) => {
                    self.skipped += 1;
                    self.pos = next;
                }
                Step::More(_) | Step::SkipRun | Step::End => {
                    self.pos = self.text.len();
                    return None;
                }
            }
        }
    }
}

/// How many bytes at the end of `text` are the start of a UTF-8 character
/// that the next chunk may complete.
fn cut_character(text: &[u8]) -> usize {
    for n in 1..=3.min(text.len()) {
        let b = text[text.len() - n];
        if (0x80..0xC0).contains(&b) {
            continue;
        }
        let len = match b {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return 0,
        };
        return if len > n { n } else { 0 };
    }
    0
}

/// Bytes of text kept before the undecided part, for the context of a view.
const CONTEXT: usize = 160;

/// Extraction from a document given in chunks, in bounded memory.
///
/// Each [`push`](Extractor::push) gives the references that the text so
/// far decides; [`finish`](Extractor::finish) gives the rest. The
/// references are the same as [`extract`] gives on the whole document,
/// whatever the chunks. Chunks are `&str` ([`push`](Extractor::push)) or
/// bytes that may not be UTF-8 ([`push_bytes`](Extractor::push_bytes), as
/// [`extract_bytes`] reads them): a UTF-8 character may be split between
/// two chunks.
///
/// A [`Batch`] finds its references as it is iterated, so that it holds
/// one at a time; dropped early, it still reads its text to the end.
///
/// ```
/// use uri2396::extract::{ExtractOptions, Extractor};
///
/// let mut extractor = Extractor::new(ExtractOptions::default());
/// let mut uris = Vec::new();
/// for chunk in ["Mail <mailto:a@", "b.example> or see\nhttp://a/b-", "\n  c/d."] {
///     uris.extend(extractor.push(chunk).map(|r| r.uri().to_owned()));
/// }
/// uris.extend(extractor.finish().map(|r| r.uri().to_owned()));
/// assert_eq!(uris, ["mailto:a@b.example", "http://a/b-c/d"]);
/// ```
#[derive(Debug, Clone)]
pub struct Extractor {
    options: ExtractOptions,
    /// The text kept: some context, then the undecided part from
    /// `state.resume`, then the start of a UTF-8 character cut by the end
    /// of the last chunk (`held` bytes), which is not scanned before the
    /// next chunk or the end.
    buffer: Vec<u8>,
    held: usize,
    state: State,
    /// Whether `finish` was called.
    done: bool,
}

/// Where an [`Extractor`] stands in its document.
#[derive(Debug, Clone)]
struct State {
    /// Document offset of `buffer[0]`.
    offset: usize,
    /// Where scanning goes on in the buffer.
    resume: usize,
    /// How far in the buffer `position` is counted.
    counted: usize,
    position: Position,
    /// Inside a run too long to be a reference.
    skipping: bool,
    /// The length of the undecided part at the last scan.
    pending: usize,
    skipped: u64,
}

impl Extractor {
    /// An extractor at the start of a document.
    #[must_use]
    pub fn new(options: ExtractOptions) -> Extractor {
        Extractor {
            options,
            buffer: Vec::new(),
            held: 0,
            state: State {
                offset: 0,
                resume: 0,
                counted: 0,
                position: Position::START,
                skipping: false,
                pending: 0,
                skipped: 0,
            },
            done: false,
        }
    }

    /// Candidates skipped so far for being longer than
    /// [`ExtractOptions::max_length`].
    #[must_use]
    pub fn skipped(&self) -> u64 {
        self.state.skipped
    }

    /// Adds the next chunk of the document; gives the references it
    /// decides. After [`finish`](Extractor::finish), a chunk starts a new
    /// document.
    pub fn push(&mut self, chunk: &str) -> Batch<'_> {
        self.push_bytes(chunk.as_bytes())
    }

    /// [`push`](Extractor::push) for bytes that may not be UTF-8: see
    /// [`extract_bytes`].
    ///
    /// ```
    /// use uri2396::extract::{ExtractOptions, Extractor};
    ///
    /// let mut extractor = Extractor::new(ExtractOptions::default());
    /// let mut found = Vec::new();
    /// // "é" split between two chunks, then a byte that is not UTF-8.
    /// for chunk in [&b"See http://a/caf\xc3"[..], b"\xa9/x and http://a/\xe9 too"] {
    ///     found.extend(extractor.push_bytes(chunk).map(|r| (r.uri().to_owned(), r.not_utf8())));
    /// }
    /// found.extend(extractor.finish().map(|r| (r.uri().to_owned(), r.not_utf8())));
    /// assert_eq!(found, [
    ///     ("http://a/café/x".to_owned(), None),
    ///     ("http://a/\u{fffd}".to_owned(), Some(9)),
    /// ]);
    /// ```
    pub fn push_bytes(&mut self, chunk: &[u8]) -> Batch<'_> {
        if self.done {
            *self = Extractor::new(self.options);
        }
        self.compact();
        self.buffer.extend_from_slice(chunk);
        self.held = cut_character(&self.buffer);
        // Scan again only when the text waiting has doubled (or passed the
        // bound, which decides it), so that a long undecided part is not
        // scanned again for each small chunk: linear overall.
        let waiting = self.buffer.len() - self.held - self.state.resume;
        let wait = self.state.pending > 0
            && waiting < 2 * self.state.pending
            && waiting <= self.options.max_length + 8;
        self.batch(false, wait)
    }

    /// Ends the document: gives the references still undecided.
    pub fn finish(&mut self) -> Batch<'_> {
        self.compact();
        self.done = true;
        self.held = 0;
        self.batch(true, false)
    }

    /// Adds the last chunk of the document and ends it: [`push_bytes`]
    /// and [`finish`] in one, so that no reference is lost between them.
    ///
    /// [`push_bytes`]: Extractor::push_bytes
    /// [`finish`]: Extractor::finish
    #[cfg(feature = "encoding")]
    fn finish_with(&mut self, chunk: &[u8]) -> Batch<'_> {
        if self.done {
            *self = Extractor::new(self.options);
        }
        self.compact();
        self.buffer.extend_from_slice(chunk);
        self.done = true;
        self.held = 0;
        self.batch(true, false)
    }

    /// Drops the text before the context kept for the undecided part.
    fn compact(&mut self) {
        let state = &mut self.state;
        let mut cut = state.resume.saturating_sub(CONTEXT);
        // Not inside a character: back to the start of the one the cut
        // would split, at most three bytes back. A continuation byte that
        // no such start claims stands alone, and the cut may fall beside
        // it (as in a long run of them).
        if self
            .buffer
            .get(cut)
            .is_some_and(|b| (0x80..0xC0).contains(b))
        {
            let lead = (1..=3.min(cut)).find(|&n| !(0x80..0xC0).contains(&self.buffer[cut - n]));
            if let Some(back) = lead {
                let len = match self.buffer[cut - back] {
                    0xC2..=0xDF => 2,
                    0xE0..=0xEF => 3,
                    0xF0..=0xF4 => 4,
                    _ => 1,
                };
                if len > back {
                    cut -= back;
                }
            }
        }
        if cut == 0 {
            return;
        }
        state
            .position
            .advance(&self.buffer[state.counted.min(cut)..cut]);
        state.counted = state.counted.max(cut) - cut;
        self.buffer.drain(..cut);
        state.offset += cut;
        state.resume -= cut;
    }

    fn batch(&mut self, eof: bool, wait: bool) -> Batch<'_> {
        let state = &mut self.state;
        let text = &self.buffer[..self.buffer.len() - self.held];
        let mut pos = state.resume;
        if state.skipping && !wait {
            while pos < text.len() {
                let (next, stop) = stops_bare(text, pos);
                if stop {
                    break;
                }
                pos = next;
            }
            state.skipping = pos >= text.len() && !eof;
            state.resume = pos;
            state.pending = 0;
        }
        let ended = wait || state.skipping;
        Batch {
            scanner: Scanner {
                text,
                eof,
                options: self.options,
            },
            state,
            pos,
            ended,
        }
    }
}

/// The references one [`Extractor::push`] or [`Extractor::finish`] gives,
/// found as the batch is iterated, borrowing the extractor's window of the
/// document.
#[derive(Debug)]
pub struct Batch<'a> {
    scanner: Scanner<'a>,
    state: &'a mut State,
    pos: usize,
    /// Whether the scan of this batch is over.
    ended: bool,
}

impl<'a> Batch<'a> {
    /// The window of the document the extractor holds, and the document
    /// offset where it starts: it holds each reference of the batch, and
    /// up to 160 bytes before the earliest, for the context of a view.
    /// Bytes: text given to [`Extractor::push_bytes`] may not be UTF-8.
    #[must_use]
    pub fn window(&self) -> (usize, &'a [u8]) {
        (self.state.offset, self.scanner.text)
    }

    /// The next reference found, as offsets; at the end of the batch's
    /// scan, where the next one goes on.
    fn advance(&mut self) -> Option<(Found, Position)> {
        let state = &mut *self.state;
        let text = self.scanner.text;
        while !self.ended {
            match self.scanner.step(self.pos) {
                Step::Found(found, next) => {
                    state.position.advance(&text[state.counted..found.start]);
                    state.counted = found.start;
                    self.pos = next;
                    return Some((found, state.position));
                }
                Step::Skipped(next) => {
                    state.skipped += 1;
                    self.pos = next;
                }
                end => {
                    let resume = match end {
                        Step::More(at) => at,
                        Step::SkipRun => {
                            state.skipped += 1;
                            state.skipping = true;
                            text.len()
                        }
                        _ => text.len(),
                    };
                    state.resume = resume;
                    state.pending = text.len() - resume;
                    self.ended = true;
                }
            }
        }
        None
    }
}

impl<'a> Iterator for Batch<'a> {
    type Item = FoundReference<'a>;

    fn next(&mut self) -> Option<FoundReference<'a>> {
        let (found, position) = self.advance()?;
        let options = self.scanner.options;
        Some(reference(
            self.scanner.text,
            &found,
            self.state.offset,
            position,
            &options,
        ))
    }
}

impl Drop for Batch<'_> {
    fn drop(&mut self) {
        // The rest of the text is read, so that the next push goes on
        // after it.
        while self.advance().is_some() {}
    }
}
