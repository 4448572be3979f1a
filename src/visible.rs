//! How text is shown to people: the characters that would not show
//! themselves plainly on a terminal, or would change how the text around
//! them reads, are drawn as something visible.
//!
//! [`Error::display_with`](crate::Error::display_with) shows inputs so, and
//! so does every human view of the `uri2396` tool, so that what is shown
//! reads as what is there: `/\u{202E}gpj.exe` (a right-to-left override
//! that makes it look like `/exe.jpg`) is shown as `/<U+202E>gpj.exe`.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `c` does not show itself plainly on a terminal: a control
/// character (which would break the line, or drive the terminal), or a
/// character that is invisible or changes how the text around it is shown:
/// bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE reverses what
/// follows it), zero-width and other format characters, spaces other than
/// U+0020, line and paragraph separators, combining marks.
///
/// ```
/// use uri2396::security::is_hidden;
///
/// assert!(is_hidden('\t') && is_hidden('\u{202E}') && is_hidden('\u{200B}'));
/// assert!(!is_hidden('a') && !is_hidden(' ') && !is_hidden('é'));
/// ```
pub fn is_hidden(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_control();
    }
    // The blocks of the letters most often met in references, where the
    // search of the tables below would be long (a few thousand steps for
    // a CJK ideograph): a unit test checks each against them.
    if SHOWN
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
    {
        return false;
    }
    hidden_by_tables(c)
}

/// Ranges of characters every one of which shows itself: Latin-1 after
/// its soft hyphen, the Latin extensions, the IPA and the spacing modifier
/// letters; Cyrillic; Hiragana and Katakana; CJK ideographs; Hangul
/// syllables; the fullwidth forms of US-ASCII.
const SHOWN: [(char, char); 7] = [
    ('\u{00AE}', '\u{02FF}'),
    ('\u{0400}', '\u{0482}'),
    ('\u{3041}', '\u{3096}'),
    ('\u{30A1}', '\u{30FA}'),
    ('\u{4E00}', '\u{9FFF}'),
    ('\u{AC00}', '\u{D7A3}'),
    ('\u{FF01}', '\u{FF5E}'),
];

/// [`is_hidden`] for a character beyond US-ASCII, from the standard
/// library's tables: `escape_debug` escapes exactly the characters that are
/// not printable (general categories Cc, Cf, Zl, Zp, Zs but for U+0020,
/// unassigned and private use) and the grapheme extenders. The Hangul
/// fillers are letters, but draw nothing.
fn hidden_by_tables(c: char) -> bool {
    c.escape_debug().next() == Some('\\')
        || matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}')
}

/// The Unicode control picture of a C0 control character or DEL (`␉` for
/// a tab).
///
/// ```
/// assert_eq!(uri2396::security::picture('\t'), Some('␉'));
/// assert_eq!(uri2396::security::picture('\u{202E}'), None);
/// ```
pub fn picture(c: char) -> Option<char> {
    match c {
        '\0'..='\x1f' => char::from_u32(0x2400 + c as u32),
        '\x7f' => Some('\u{2421}'),
        _ => None,
    }
}

/// Appends `c` to `out` as a person should see it: a C0 control or DEL as
/// its control picture, any other [hidden](is_hidden) character as its
/// code point in angle brackets (`<U+202E>`), and every other character as
/// itself. Every view of an input for people shows it so, the caret lines
/// of errors too, so that what is shown reads as what is there.
pub fn push_visible(out: &mut String, c: char) {
    match picture(c) {
        Some(p) => out.push(p),
        None if is_hidden(c) => {
            let _ = write!(out, "<U+{:04X}>", c as u32);
        }
        None => out.push(c),
    }
}

/// `text` with each character as [`push_visible`] shows it; borrowed when
/// nothing is hidden.
///
/// ```
/// use uri2396::security::visible;
///
/// assert_eq!(visible("http://a/b"), "http://a/b");
/// assert_eq!(visible("a\tb"), "a␉b");
/// assert_eq!(visible("/\u{202E}gpj.exe"), "/<U+202E>gpj.exe");
/// ```
pub fn visible(text: &str) -> Cow<'_, str> {
    // Printable US-ASCII, as most text is, hides nothing: every byte
    // looked at (no early exit), so that they are compared sixteen at a
    // time.
    let printable = text
        .bytes()
        .fold(true, |all, b| all & (b' '..=b'~').contains(&b));
    if printable || !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_visible(&mut out, c);
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character of the ranges taken without the tables shows
    /// itself by them.
    #[test]
    fn the_ranges_shown_show_by_the_tables() {
        for (first, last) in SHOWN {
            for c in first..=last {
                assert!(!hidden_by_tables(c), "U+{:04X}", u32::from(c));
            }
        }
        // Their neighbours do not all: the soft hyphen, the first
        // combining mark after Cyrillic's letters, a combining kana mark.
        for c in ['\u{00AD}', '\u{0483}', '\u{3099}'] {
            assert!(
                is_hidden(c) && hidden_by_tables(c),
                "U+{:04X}",
                u32::from(c)
            );
        }
    }
}
