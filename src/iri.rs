//! The mappings between IRIs and URIs of RFC 3987 section 3: an IRI's
//! characters beyond US-ASCII written as the escapes of their UTF-8
//! octets (3.1), and a URI's escapes of UTF-8 characters written as the
//! characters, with each escape that must stay and why (3.2).
//!
//! ```
//! use uri2396::iri::{Kept, to_iri, to_uri};
//!
//! assert_eq!(to_uri("http://example.jp/表示/"), "http://example.jp/%E8%A1%A8%E7%A4%BA/");
//! let iri = to_iri("http://example.jp/%E8%A1%A8%E7%A4%BA/?a%26b");
//! assert_eq!(iri.iri, "http://example.jp/表示/?a%26b");
//! // "&" escaped is data, not a delimiter: the escape stays.
//! assert_eq!(iri.kept[0].kept, Kept::Reserved);
//! ```
//!
//! Neither mapping checks that its input is an IRI or a URI, nor
//! normalizes (3.1 step 1, variant c: text in a Unicode encoding is not
//! normalized). Both are one pass, linear in the input.

use std::borrow::Cow;
use std::fmt;

use crate::Lang;

/// Whether `c` is a `ucschar` of RFC 3987 2.2: the characters beyond
/// US-ASCII an IRI may hold anywhere an unreserved character may stand.
#[must_use]
pub fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF | 0xE1000..=0xEFFFD)
        // %x10000-1FFFD ... %xD0000-DFFFD: each plane but its last two.
        || (0x1_0000..=0xD_FFFF).contains(&c) && c & 0xFFFF <= 0xFFFD
}

/// Whether `c` is an `iprivate` of RFC 3987 2.2: a private-use character,
/// which an IRI may hold in its query only.
#[must_use]
pub fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// Whether `c` is one of the bidirectional formatting characters an IRI
/// must not hold (RFC 3987 4.1): LRM, RLM, LRE, RLE, PDF, LRO, RLO.
#[must_use]
pub fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// The URI an IRI reference maps to (RFC 3987 3.1, step 2): each
/// `ucschar` and `iprivate` character written as the escapes of its UTF-8
/// octets, in capital hexadecimal; every other character as it is. An
/// IRI of US-ASCII alone is its own URI, returned borrowed. Idempotent.
///
/// ```
/// use uri2396::iri::to_uri;
///
/// assert_eq!(to_uri("http://r\u{e9}sum\u{e9}.example.org"), "http://r%C3%A9sum%C3%A9.example.org");
/// assert_eq!(to_uri("http://a/%E8%A1%A8"), "http://a/%E8%A1%A8");
/// ```
#[must_use]
pub fn to_uri(iri: &str) -> Cow<'_, str> {
    if iri.is_ascii() {
        return Cow::Borrowed(iri);
    }
    let mut out = String::with_capacity(iri.len() * 3);
    for c in iri.chars() {
        if is_ucschar(c) || is_iprivate(c) {
            let mut utf8 = [0; 4];
            push_escapes(&mut out, c.encode_utf8(&mut utf8).as_bytes());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Why an escape stays as it is in the IRI a URI converts to: the
/// reasons of RFC 3987 3.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kept {
    /// `%25`: decoded, the `%` would start an escape (reason 1).
    Percent,
    /// A reserved character (RFC 3986 2.2) escaped to stand as data,
    /// which decoded would be a delimiter (reason 1).
    Reserved,
    /// A US-ASCII character that no URI holds as it is: a control, a
    /// space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}` (step 2).
    NotInUris,
    /// Octets that are no UTF-8 sequence: a character of another
    /// encoding, or a piece of one (reason 2, step 3).
    NotUtf8,
    /// A hex digit after a `%` that starts no escape (which no URI has):
    /// decoded, it would make an escape of what was none.
    JoinsPercent,
    /// A character an IRI may not hold there (reason 3, step 4): no
    /// `ucschar` (a control, a noncharacter), a private-use character
    /// outside the query, or a bidi formatting character (4.1).
    NotInIris,
}

impl Kept {
    /// The reason's name, as the tool's JSON writes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kept::Percent => "percent",
            Kept::Reserved => "reserved",
            Kept::NotInUris => "not-in-uris",
            Kept::NotUtf8 => "not-utf8",
            Kept::JoinsPercent => "joins-percent",
            Kept::NotInIris => "not-in-iris",
        }
    }

    /// Why the escape stays, in `lang`: the tool's and the page's words.
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::iri::{Kept, to_iri};
    ///
    /// let kept = to_iri("http://example.jp/%95%5C").kept;
    /// assert_eq!(kept[0].kept, Kept::NotUtf8);
    /// assert_eq!(kept[0].kept.message_in(Lang::En), "octets that are no UTF-8 character");
    /// assert_eq!(kept[0].kept.message_in(Lang::Ja), "UTF-8 の文字ではないオクテット");
    /// ```
    #[must_use]
    pub fn message_in(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Kept::Percent, Lang::En) => "a percent sign, which decoded would start an escape",
            (Kept::Percent, Lang::Ja) => "パーセント文字。復号するとエスケープの始まりになります",
            (Kept::Reserved, Lang::En) => {
                "a reserved character escaped as data, which decoded would be a delimiter"
            }
            (Kept::Reserved, Lang::Ja) => {
                "データとしてエスケープされた予約文字。復号すると区切り文字になります"
            }
            (Kept::NotInUris, Lang::En) => "a US-ASCII character that no URI holds as it is",
            (Kept::NotInUris, Lang::Ja) => "URI がそのままでは含まない US-ASCII 文字",
            (Kept::NotUtf8, Lang::En) => "octets that are no UTF-8 character",
            (Kept::NotUtf8, Lang::Ja) => "UTF-8 の文字ではないオクテット",
            (Kept::JoinsPercent, Lang::En) => {
                "a hex digit that decoded would make an escape with a stray %"
            }
            (Kept::JoinsPercent, Lang::Ja) => {
                "復号すると、エスケープを始めていない % と合わさってエスケープになる16進数字"
            }
            (Kept::NotInIris, Lang::En) => "a character an IRI may not hold there",
            (Kept::NotInIris, Lang::Ja) => "IRI のその位置には置けない文字",
        }
    }
}

impl fmt::Display for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message_in(Lang::En))
    }
}

/// An escape, or a run of escapes that stand for one character or for
/// octets together, that [`to_iri`] left as it was, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Escape {
    /// Its first byte in the URI (the first `%`).
    pub start: usize,
    /// The byte after its last escape.
    pub end: usize,
    /// Why it stays.
    pub kept: Kept,
}

/// What [`to_iri`] makes of a URI: the IRI, and the escapes it keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UriToIri<'a> {
    /// The IRI: the URI itself, borrowed, when it is unchanged.
    pub iri: Cow<'a, str>,
    /// The escapes left as they were, in order.
    pub kept: Vec<Escape>,
}

/// Writes `octets` as escapes in capital hexadecimal.
fn push_escapes(out: &mut String, octets: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &octet in octets {
        out.push('%');
        out.push(char::from(HEX[usize::from(octet >> 4)]));
        out.push(char::from(HEX[usize::from(octet & 15)]));
    }
}

/// The value of a hexadecimal digit.
fn hex(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

/// The octet `%XX` at `i` of `b` stands for, if an escape starts there.
fn escape_at(b: &[u8], i: usize) -> Option<u8> {
    match b.get(i..i + 3) {
        Some([b'%', h, l]) => Some(hex(*h)? << 4 | hex(*l)?),
        _ => None,
    }
}

/// The IRI a URI converts to (RFC 3987 3.2): each escape of an
/// unreserved US-ASCII character, and each run of escapes that is the
/// UTF-8 of a character an IRI may hold there (`ucschar`, or `iprivate`
/// in the query), decoded; every other escape left, with its reason
/// ([`Kept`]): an escape of US-ASCII as it was, octets above US-ASCII
/// written again in capital hexadecimal, as 3.2's steps 3 and 4
/// re-percent-encode them. Only UTF-8 is read: an escape of Latin-1 or
/// Shift_JIS stays (3.2: "MUST NOT use any character encoding other than
/// UTF-8"). [`to_uri`] of the result gives the URI back, but for the case
/// of hexadecimal digits and the escapes of unreserved characters.
///
/// ```
/// use uri2396::iri::{Kept, to_iri};
///
/// // RFC 3987 3.2.1's examples.
/// assert_eq!(to_iri("http://www.example.org/D%C3%BCrst").iri, "http://www.example.org/Dürst");
/// let latin1 = to_iri("http://www.example.org/D%FCrst");
/// assert_eq!(latin1.iri, "http://www.example.org/D%FCrst");
/// assert_eq!(latin1.kept[0].kept, Kept::NotUtf8);
/// let rlo = to_iri("http://xn--99zt52a.example.org/%e2%80%ae");
/// assert_eq!(rlo.iri, "http://xn--99zt52a.example.org/%E2%80%AE");
/// assert_eq!((rlo.kept[0].start, rlo.kept[0].end, rlo.kept[0].kept), (31, 40, Kept::NotInIris));
/// ```
#[must_use]
pub fn to_iri(uri: &str) -> UriToIri<'_> {
    let b = uri.as_bytes();
    // The query: after the first "?" that comes before the first "#".
    let hash = uri.find('#').unwrap_or(uri.len());
    let query = uri[..hash].find('?').map_or(hash..hash, |q| q + 1..hash);
    let mut out = String::new();
    let mut kept = Vec::new();
    // What of `uri` before `copied` is in `out` (or is the same there).
    let mut copied = 0;
    let mut changed = false;
    let mut i = 0;
    while let Some(at) = b[i..].iter().position(|&x| x == b'%').map(|p| i + p) {
        let Some(octet) = escape_at(b, at) else {
            i = at + 1;
            continue;
        };
        out.push_str(&uri[copied..at]);
        if octet < 0x80 {
            let c = char::from(octet);
            // After a "%" that starts no escape (no URI has one), a hex
            // digit decoded would make an escape of what was none.
            let o = out.as_bytes();
            let joins = c.is_ascii_hexdigit()
                && (o.last() == Some(&b'%')
                    || o.len() >= 2
                        && o[o.len() - 2] == b'%'
                        && o[o.len() - 1].is_ascii_hexdigit());
            if joins {
                out.push_str(&uri[at..at + 3]);
                kept.push(Escape {
                    start: at,
                    end: at + 3,
                    kept: Kept::JoinsPercent,
                });
            } else if c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~') {
                out.push(c);
                changed = true;
            } else {
                let reason = match c {
                    '%' => Kept::Percent,
                    ':' | '/' | '?' | '#' | '[' | ']' | '@' | '!' | '$' | '&' | '\'' | '('
                    | ')' | '*' | '+' | ',' | ';' | '=' => Kept::Reserved,
                    _ => Kept::NotInUris,
                };
                out.push_str(&uri[at..at + 3]);
                kept.push(Escape {
                    start: at,
                    end: at + 3,
                    kept: reason,
                });
            }
            copied = at + 3;
            i = copied;
            continue;
        }
        // A run of escapes of octets above US-ASCII: the UTF-8 sequences
        // among them are characters, the rest stays.
        let before = out.len();
        let mut octets = Vec::new();
        let mut j = at;
        while let Some(octet) = escape_at(b, j).filter(|&o| o >= 0x80) {
            octets.push(octet);
            j += 3;
        }
        let mut k = 0;
        for chunk in octets.utf8_chunks() {
            for c in chunk.valid().chars() {
                let n = c.len_utf8();
                let (start, end) = (at + 3 * k, at + 3 * (k + n));
                let here = is_ucschar(c) || is_iprivate(c) && query.contains(&start);
                if here && !is_bidi_format(c) {
                    out.push(c);
                } else {
                    push_escapes(&mut out, &octets[k..k + n]);
                    kept.push(Escape {
                        start,
                        end,
                        kept: Kept::NotInIris,
                    });
                }
                k += n;
            }
            let n = chunk.invalid().len();
            if n > 0 {
                let (start, end) = (at + 3 * k, at + 3 * (k + n));
                push_escapes(&mut out, chunk.invalid());
                kept.push(Escape {
                    start,
                    end,
                    kept: Kept::NotUtf8,
                });
                k += n;
            }
        }
        // Re-encoded in capitals, the run may differ from what it was.
        changed |= out[before..] != uri[at..j];
        copied = j;
        i = j;
    }
    let iri = if changed {
        out.push_str(&uri[copied..]);
        Cow::Owned(out)
    } else {
        Cow::Borrowed(uri)
    };
    UriToIri { iri, kept }
}
