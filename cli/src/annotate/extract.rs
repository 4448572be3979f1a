//! The text view of `uri2396 extract`: each reference found, underlined in
//! its line.

use std::fmt::Write as _;

use uri2396::extract::Delimiter;

use crate::report::{ExtractReport, ReportError};
use crate::text::push_visible;
use crate::words::{Msg, lang};

use super::{GREEN, RED, Style, push_quoted, visible};

/// Most characters shown before a reference in its line, and after it.
const BEFORE: usize = 40;
const AFTER: usize = 20;
/// Most characters of a reference underlined in one line.
const WIDTH: usize = 100;
/// Most lines drawn for one reference.
const LINES: usize = 4;

/// The view of one reference found by `uri2396 extract --format text`:
/// `FILE:LINE:COLUMN: valid (DELIMITER) "URI"`, or `invalid RULE` and why,
/// then each line of the document it stands in, clipped around it, with
/// the reference underlined. `window` is the document offset and text of
/// [`Batch::window`](uri2396::extract::Batch::window), which holds the
/// reference. Characters are shown [`visible`].
///
/// ```
/// use uri2396::extract::{ExtractOptions, Extractor};
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::ExtractReport;
///
/// let options = ExtractOptions::default();
/// let mut extractor = Extractor::new(options);
/// let mut batch = extractor.push("Pick it up from <ftp://ds.internic.\nnet/rfc/>.\n");
/// let window = batch.window();
/// let reference = batch.next().unwrap();
/// let report = ExtractReport::new("mail.txt", &reference, options.rule());
/// assert_eq!(
///     annotate::extract_reference(&report, window, Style::PLAIN),
///     "\
/// mail.txt:1:18: valid (angle) \"ftp://ds.internic.net/rfc/\"
///   Pick it up from <ftp://ds.internic.
///                    ──────────────────
///   net/rfc/>.
///   ────────
/// "
/// );
/// ```
#[must_use]
pub fn extract_reference(
    report: &ExtractReport<'_>,
    window: (usize, &[u8]),
    style: Style,
) -> String {
    let mut out = format!(
        "{}:{}:{}: ",
        visible(report.file),
        report.line,
        report.column
    );
    if report.valid {
        style.paint(&mut out, GREEN, Msg::Valid.text(lang()));
    } else {
        style.paint(&mut out, RED, Msg::Invalid.text(lang()));
        let _ = write!(out, " {}", report.rule);
    }
    let delimiter = match report.delimiter {
        Delimiter::Angle => Msg::ExtractAngle,
        Delimiter::Quote => Msg::ExtractQuote,
        Delimiter::None => Msg::ExtractNone,
    };
    let mut how = vec![delimiter.text(lang())];
    if report.url_prefix {
        how.push(Msg::ExtractUrlPrefix.text(lang()));
    }
    if report.abbreviated {
        how.push(Msg::ExtractAbbreviated.text(lang()));
    }
    if report.hyphen_break {
        how.push(Msg::ExtractHyphenBreak.text(lang()));
    }
    let _ = write!(out, " ({}) ", how.join(Msg::Separator.text(lang())));
    let caret = match &report.error {
        Some(ReportError::Parse(e)) => e.column() - 1,
        Some(ReportError::NotUtf8(e)) => e.column() - 1,
        None => 0,
    };
    match &report.uri_bytes {
        // A reference that is not UTF-8 is shown with its bytes, never with
        // another character in their place: each such byte `\xNN` in the
        // quotes, a `\` as `\\` (already so in `uri_bytes`).
        Some(bytes) => {
            out.push('"');
            for c in bytes.chars() {
                if c == '"' {
                    out.push('\\');
                }
                push_visible(&mut out, c);
            }
            out.push('"');
        }
        None => push_quoted(&mut out, report.uri, caret),
    }
    if let Some(error) = &report.error {
        let _ = write!(out, ": {}", error.message());
        let fix = match error {
            ReportError::Parse(e) => e.fix_in(lang()),
            ReportError::NotUtf8(e) => Some(e.fix()),
        };
        if let Some(fix) = fix {
            out.push_str(Msg::CheckFix.text(lang()));
            style.paint(&mut out, GREEN, &fix);
        }
    }
    if let (Some(without), Some(valid)) = (report.without_hyphen, report.without_hyphen_valid) {
        out.push_str(Msg::ExtractWithoutHyphen.text(lang()));
        push_quoted(&mut out, without, 0);
        out.push_str(if valid {
            Msg::ExtractValidParen.text(lang())
        } else {
            Msg::ExtractInvalidParen.text(lang())
        });
    }
    out.push('\n');
    draw(&mut out, report, window, style);
    out
}

/// The lines of `window` that the reference spans, each clipped around
/// it, with the reference underlined.
fn draw(out: &mut String, report: &ExtractReport<'_>, window: (usize, &[u8]), style: Style) {
    let (offset, text) = window;
    let (Some(start), Some(end)) = (
        report.start.checked_sub(offset),
        report.end.checked_sub(offset),
    ) else {
        return;
    };
    if end > text.len() || start > end {
        return;
    }
    let mut line_start = text[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    for n in 0.. {
        if line_start > end || (n > 0 && line_start == end) {
            break;
        }
        if n == LINES {
            out.push_str("  …\n");
            break;
        }
        let line_end = text[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |i| line_start + i);
        let mut line = &text[line_start..line_end];
        if let [rest @ .., b'\r'] = line {
            line = rest;
        }
        // The reference's part of the line, without the whitespace of a
        // line break around it.
        let mut from = start.max(line_start) - line_start;
        if n > 0 {
            from = line.len() - line.trim_ascii_start().len();
        }
        let to = end.min(line_start + line.len()).max(from + line_start) - line_start;
        let to = from + line[from..to].trim_ascii_end().len();
        let (line, from, to) = decoded(line, from, to);
        let (shown, under) = clip(&line, from, to, line_start > 0 || offset == 0);
        out.push_str("  ");
        out.push_str(&shown);
        out.push('\n');
        out.push_str("  ");
        style.paint(out, GREEN, under.trim_end());
        out.push('\n');
        line_start = line_end + 1;
    }
}

/// A line of the document as text: each byte that is not part of a UTF-8
/// character written `\xNN` (never another character in its place), and
/// the byte offsets `from` and `to` moved with it.
fn decoded(line: &[u8], from: usize, to: usize) -> (String, usize, usize) {
    let mut text = String::with_capacity(line.len());
    let (mut new_from, mut new_to) = (None, None);
    let mut at = 0;
    let mut mark = |at: usize, len: usize| {
        if new_from.is_none() && at >= from {
            new_from = Some(len);
        }
        if new_to.is_none() && at >= to {
            new_to = Some(len);
        }
    };
    for chunk in line.utf8_chunks() {
        for c in chunk.valid().chars() {
            mark(at, text.len());
            text.push(c);
            at += c.len_utf8();
        }
        for b in chunk.invalid() {
            mark(at, text.len());
            let _ = write!(text, "\\x{b:02X}");
            at += 1;
        }
    }
    mark(at, text.len());
    let len = text.len();
    (text, new_from.unwrap_or(len), new_to.unwrap_or(len))
}

/// `line` made visible and clipped around `from..to` (byte offsets in
/// it), and the underline of that part. `whole_start` says whether the
/// line starts where `line` does (else it started before the window).
fn clip(line: &str, from: usize, to: usize, whole_start: bool) -> (String, String) {
    let before: Vec<(usize, char)> = line[..from].char_indices().collect();
    let skip = before.len().saturating_sub(BEFORE);
    let first = before.get(skip).map_or(from, |&(i, _)| i);
    let mut shown = String::new();
    let mut under = String::new();
    if skip > 0 || (!whole_start && first == 0) {
        shown.push('…');
        under.push(' ');
    }
    let (mut marked, mut after) = (0, 0);
    for (i, c) in line[first..].char_indices() {
        let i = first + i;
        let inside = i >= from && i < to;
        if inside {
            marked += 1;
            if marked > WIDTH {
                shown.push('…');
                break;
            }
        } else if i >= to {
            after += 1;
            if after > AFTER {
                shown.push('…');
                break;
            }
        }
        let width = shown.chars().count();
        push_visible(&mut shown, c);
        let width = shown.chars().count() - width;
        let mark = if inside { "─" } else { " " };
        under.push_str(&mark.repeat(width));
    }
    (shown, under)
}
