//! Text helpers of the views: positions in lines, and how a character is
//! shown to people (the library's [`uri2396::security::visible`], which its error
//! views use too).

pub(crate) use uri2396::security::{is_hidden, picture, push_visible};

/// The line, from 1, of the position just after `before`.
pub(crate) fn line_of(before: &str) -> usize {
    before.bytes().filter(|&b| b == b'\n').count() + 1
}

/// The column in characters, from 1, just after `line_head`, the part of
/// its line before the position.
pub(crate) fn column_of(line_head: &str) -> usize {
    line_head.chars().count() + 1
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
