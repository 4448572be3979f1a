//! Text helpers of the views: how a character is shown to people, and
//! positions in lines. Not URI knowledge; the library keeps private copies
//! of the few it needs for its own error messages.

use std::borrow::Cow;
use std::fmt::Write as _;

/// The line, from 1, of the position just after `before`.
pub(crate) fn line_of(before: &str) -> usize {
    before.bytes().filter(|&b| b == b'\n').count() + 1
}

/// The column in characters, from 1, just after `line_head`, the part of
/// its line before the position.
pub(crate) fn column_of(line_head: &str) -> usize {
    line_head.chars().count() + 1
}

/// Whether `c` does not show itself plainly on a terminal: a control
/// character (which would break the line, or drive the terminal), or a
/// character that is invisible or changes how the text around it is shown:
/// bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE reverses what
/// follows it), zero-width and other format characters, spaces other than
/// U+0020, line and paragraph separators, combining marks.
pub(crate) fn is_hidden(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_control();
    }
    // The standard library escapes in `escape_debug` exactly the characters
    // that are not printable (general categories Cc, Cf, Zl, Zp, Zs but for
    // U+0020, unassigned and private use) and the grapheme extenders. The
    // Hangul fillers are letters, but draw nothing.
    c.escape_debug().next() == Some('\\')
        || matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}')
}

/// The Unicode control picture of a C0 control character or DEL (`␉` for
/// a tab).
pub(crate) fn picture(c: char) -> Option<char> {
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
pub(crate) fn push_visible(out: &mut String, c: char) {
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
pub(crate) fn visible(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_visible(&mut out, c);
    }
    Cow::Owned(out)
}

/// The last character boundary of `s` at or before byte `i` (at most
/// `s.len()`).
pub(crate) fn floor_char_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}
