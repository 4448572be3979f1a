//! Annotated, human-readable views of a parse: components underlined and
//! labelled, the parse tree indented, errors explained; and the views of
//! `uri2396 check` and `uri2396 rules`.
//!
//! Every view is a `String` (lines ending in `\n`) and does no I/O. With
//! [`Style::COLOR`] it holds ANSI colour escapes; with [`Style::PLAIN`] none,
//! which is what to use when the output is not a terminal. The views of a
//! long input are capped (a window of the input, a few rows, and a line
//! saying how many more there are), so that a view stays small whatever
//! the input.
//!
//! - [`report`]: one input, valid or not: the [`components`] and the
//!   [`tree`] of a valid input, the [`error`] of an invalid one.
//! - [`check_line`] and [`Summary`]: one line per input of a file, and the
//!   totals.
//! - [`resolve_report`] and [`normalize_report`]: one line per reference,
//!   the result and where it comes from; [`escape_report`],
//!   [`unescape_report`], [`iri_to_uri_report`], [`uri_to_iri_report`],
//!   [`relativize_report`] and [`equivalent_report`] likewise.
//! - [`extract_reference`]: a reference found in a text by `uri2396
//!   extract`, underlined in its line.
//! - [`rules`] and [`rule`]: the grammar, and one rule with what it uses,
//!   what uses it, and [`examples`].
//!
//! Every view shows an input through [`visible`]: control characters as
//! their pictures, and characters that are invisible or reorder the text
//! around them (such as U+202E RIGHT-TO-LEFT OVERRIDE) as their code
//! points, so that what is shown reads as what is there.
//!
//! ```
//! use uri2396_cli::annotate::{self, Style};
//! use uri2396::grammar::Rule;
//! use uri2396_cli::report::TreeReport;
//!
//! let rule = Rule::find("URI-reference").unwrap();
//! let view = annotate::report(&TreeReport::new(rule, "http://a/b?q"), Style::PLAIN);
//! assert!(view.starts_with("valid URI-reference\n"));
//! assert!(view.contains("\n             http://a/b?q\n"));
//! assert!(view.contains("\n  scheme     ────\n"));
//! assert!(view.contains("\n  query                 ─\n"));
//!
//! let view = annotate::report(&TreeReport::new(rule, "http://a/b c"), Style::PLAIN);
//! assert!(view.contains("  fix:      escape it as %20\n"));
//! ```

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use uri2396::Dialect;

use uri2396::grammar::{Rule, RuleKind};
use uri2396::{CharClass, Node, Tree};

use crate::report::{
    AgreeReport, CheckReport, EquivalentReport, EscapeReport, IriToUriReport, NormalizeReport,
    RelativizeReport, ReportError, ResolveReport, TreeReport, UnescapeReport, UriToIriReport,
};
use crate::text::{floor_char_boundary, is_hidden, picture, push_visible};
use crate::words::{Msg, lang};
use unicode_width::UnicodeWidthStr;
use uri2396::Lang;

mod compare;
mod extract;
mod lint;
pub use compare::{compare_report, compare_summary};
pub use extract::extract_reference;
pub use lint::lint_report;

/// How a view is drawn: plain text, or with ANSI colours.
///
/// ```
/// use uri2396_cli::annotate::Style;
///
/// assert_eq!(Style::new(false), Style::PLAIN);
/// assert!(Style::COLOR.color);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Style {
    /// Whether to colour the text with ANSI escapes (SGR).
    pub color: bool,
}

impl Style {
    /// No escapes: for files, pipes and `NO_COLOR`.
    pub const PLAIN: Style = Style { color: false };
    /// ANSI colours, for a terminal.
    pub const COLOR: Style = Style { color: true };

    /// A style with colour or without.
    #[must_use]
    pub fn new(color: bool) -> Style {
        Style { color }
    }

    /// Appends `text` to `out`, in `sgr` (the parameters of an ANSI SGR
    /// escape) when colouring.
    fn paint(self, out: &mut String, sgr: &str, text: &str) {
        if self.color && !sgr.is_empty() && !text.is_empty() {
            let _ = write!(out, "\x1b[{sgr}m{text}\x1b[0m");
        } else {
            out.push_str(text);
        }
    }

    fn painted(self, sgr: &str, text: &str) -> String {
        let mut out = String::new();
        self.paint(&mut out, sgr, text);
        out
    }
}

// SGR parameters.
const BOLD: &str = "1";
const DIM: &str = "2";
const RED: &str = "1;31";
const GREEN: &str = "1;32";
const SCHEME: &str = "35";
const AUTHORITY: &str = "33";
const PATH: &str = "36";
const QUERY: &str = "32";
const FRAGMENT: &str = "94";

/// The colour of a component, by the part of the reference it belongs to.
fn color_of(label: &str) -> &'static str {
    match label {
        "scheme" => SCHEME,
        "authority" | "server" | "reg_name" | "userinfo" | "host" | "hostport" | "hostname"
        | "IPv4address" | "domainlabel" | "toplabel" | "port" => AUTHORITY,
        "path" | "abs_path" | "rel_path" | "opaque_part" | "path_segments" | "segment"
        | "rel_segment" | "param" => PATH,
        "query" => QUERY,
        "fragment" => FRAGMENT,
        _ => "",
    }
}

// ---------------------------------------------------------------------------
// One input
// ---------------------------------------------------------------------------

/// The whole view of one input: for a valid one, a line saying so, its
/// [`components`] and its [`tree`]; for an invalid one, its [`error`]. A
/// valid input reported without a tree (longer than [`MAX_DRAWN`], see
/// [`TreeReport::from_bytes_within`]) is shown by its first 100 characters
/// and a line saying why nothing more is drawn.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::TreeReport;
///
/// let rule = Rule::find("hostport").unwrap();
/// let view = annotate::report(&TreeReport::new(rule, "example.com:80"), Style::PLAIN);
/// assert_eq!(
///     view,
///     "\
/// valid hostport
///
///         example.com:80
///   host  ─────────── hostname
///   port              ──
///
/// hostport             0..14  \"example.com:80\"
/// ├─ host              0..11  \"example.com\"
/// │  └─ hostname       0..11  \"example.com\"
/// │     ├─ domainlabel 0..7   \"example\"
/// │     └─ toplabel    8..11  \"com\"
/// └─ port              12..14 \"80\"
/// "
/// );
/// ```
#[must_use]
pub fn report(report: &TreeReport<'_>, style: Style) -> String {
    match (&report.tree, &report.error) {
        (Some(tree), _) => {
            let mut out = header(report.rule, &report.header.input, style);
            out.push('\n');
            // The empty string has no components, nor anything to underline.
            if !tree.input().is_empty() {
                out += &components(tree, style);
                let readings = readings(tree, style);
                if !readings.is_empty() {
                    out += &readings;
                }
                out.push('\n');
            }
            out += &self::tree(tree, style);
            out
        }
        (None, Some(e)) => error(&report.header.input, e, style),
        // Valid, too long for a tree to have been built.
        (None, None) => {
            let input = &report.header.input;
            let mut out = header(report.rule, input, style);
            if !input.is_empty() {
                let end = input
                    .char_indices()
                    .nth(WINDOW)
                    .map_or(input.len(), |(i, _)| i);
                let shown = visible(&input[..end]);
                let cut = if end < input.len() { "…" } else { "" };
                let _ = writeln!(out, "\n  {shown}{cut}");
                let note = Msg::TooLongToDraw.fill(
                    lang(),
                    &[
                        ("bytes", &input.len().to_string()),
                        ("max", &MAX_DRAWN.to_string()),
                    ],
                );
                out.push_str("  ");
                style.paint(&mut out, DIM, &note);
                out.push('\n');
            }
            out
        }
    }
}

/// The longest input whose components and tree [`report`] draws: building
/// a parse tree costs tens of bytes of memory for each byte of input, and
/// the views draw only the start of a long input anyway. The command-line
/// tool builds no tree for a longer input
/// ([`TreeReport::from_bytes_within`]).
pub const MAX_DRAWN: usize = 64 * 1024;

/// The view of `uri2396 tree --format text`: a line saying the input is
/// valid and its [`tree`], or its [`error`].
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::TreeReport;
///
/// let rule = Rule::find("port").unwrap();
/// let view = annotate::tree_report(&TreeReport::new(rule, "80"), Style::PLAIN);
/// assert_eq!(view, "valid port\nport 0..2 \"80\"\n");
/// ```
#[must_use]
pub fn tree_report(report: &TreeReport<'_>, style: Style) -> String {
    match (&report.tree, &report.error) {
        (Some(tree), _) => {
            header(report.rule, &report.header.input, style) + &self::tree(tree, style)
        }
        (None, Some(e)) => error(&report.header.input, e, style),
        (None, None) => header(report.rule, &report.header.input, style),
    }
}

fn header(rule: &str, input: &str, style: Style) -> String {
    let mut out = style.painted(GREEN, Msg::Valid.text(lang()));
    out.push(' ');
    style.paint(&mut out, BOLD, rule);
    if input.is_empty() {
        out.push_str(Msg::TheEmptyString.text(lang()));
    }
    out.push('\n');
    out
}

/// Columns of the input drawn above the underlines of [`components`]. A
/// longer input is cut after them; the rows of the components that reach
/// beyond say which bytes they span.
const WINDOW: usize = 100;
/// Most rows of segments and params drawn under a path; a line says how
/// many more there are.
const PATH_ROWS: usize = 16;

/// One labelled component of the input.
struct Row {
    label: &'static str,
    depth: usize,
    start: usize,
    end: usize,
    kind: Option<&'static str>,
}

/// The rows of a view of the components, and the segment and param rows
/// left out of it.
#[derive(Default)]
struct Rows {
    rows: Vec<Row>,
    /// The first row left out: where it would stand, and its depth.
    cut: Option<(usize, usize)>,
    /// Segment and param rows drawn, and left out.
    path_rows: usize,
    segments: usize,
    params: usize,
}

/// The input with each component underlined and labelled: scheme,
/// authority (`server` or `reg_name`) with its userinfo, host and port, the
/// path (`abs_path`, `rel_path` or `opaque_part`) with its segments and
/// their params, query and fragment. The labels of a component's parts are
/// indented under it. An empty component is marked with `^` where it
/// stands, and says `(empty)`.
///
/// The view stays small whatever the input: the first 100 characters of
/// the input are drawn, and a component beyond them is marked `…` with its
/// bytes; at most 16 segments and params are drawn, and a line says how
/// many more there are.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
///
/// let tree = uri2396::parse_tree("URI-reference", "//u@h:/p;x?")?;
/// assert_eq!(
///     annotate::components(&tree, Style::PLAIN),
///     "              //u@h:/p;x?
///   authority     ──── server
///     userinfo    ─
///     host          ─ hostname
///     port            ^ (empty)
///   path              ──── abs_path
///     segment          ───
///       param            ─
///   query                  ^ (empty)
/// "
/// );
/// # Ok::<(), uri2396::TreeError>(())
/// ```
#[must_use]
pub fn components(tree: &Tree<'_>, style: Style) -> String {
    let mut rows = Rows::default();
    let input = tree.input();
    // The byte where the window ends.
    let window_end = input
        .char_indices()
        .nth(WINDOW)
        .map_or(input.len(), |(i, _)| i);
    // Rows of segments that start past the window are left out; so are
    // none when the whole input is drawn.
    let cut_from = if window_end < input.len() {
        window_end
    } else {
        usize::MAX
    };
    collect_rows(tree.root(), None, 0, false, cut_from, &mut rows);
    let more = more_path_rows(rows.segments, rows.params);
    let width = rows
        .rows
        .iter()
        .map(|r| 2 + 2 * r.depth + r.label.len())
        .max()
        .unwrap_or(0)
        + 2;
    // Columns as a terminal shows the window: a wide character (kanji,
    // kana) takes two.
    let column = |offset: usize| visible(&input[..floor_char_boundary(input, offset)]).width();
    let top: Vec<&Row> = rows.rows.iter().filter(|r| r.depth == 0).collect();
    let color_at = |i: usize| {
        top.iter()
            .find(|r| (r.start..r.end).contains(&i))
            .map_or("", |r| color_of(r.label))
    };

    // The window of the input, each top-level component in its colour.
    let mut out = " ".repeat(width);
    let mut run_start = 0;
    for (i, _) in input[..window_end]
        .char_indices()
        .chain([(window_end, ' ')])
    {
        let color = color_at(run_start);
        if i == window_end || color_at(i) != color {
            let text = visible(&input[run_start..i]);
            style.paint(&mut out, color, &text);
            run_start = i;
        }
    }
    if window_end < input.len() {
        out.push('…');
    }
    out.push('\n');

    for (at, row) in rows.rows.iter().enumerate() {
        if let Some((_, depth)) = rows.cut.filter(|(cut, _)| *cut == at) {
            more_line(&mut out, depth, &more, style);
        }
        let color = color_of(row.label);
        let indent = 2 + 2 * row.depth;
        out.push_str(&" ".repeat(indent));
        style.paint(&mut out, color, row.label);
        out.push_str(&" ".repeat(width - indent - row.label.len()));
        let clipped = row.end > window_end;
        if row.start >= window_end && clipped {
            // Wholly beyond the window: marked where the window ends.
            out.push_str(&" ".repeat(column(window_end)));
            style.paint(&mut out, color, "…");
        } else {
            let start = column(row.start);
            let end = column(row.end.min(window_end));
            out.push_str(&" ".repeat(start));
            if end > start {
                style.paint(&mut out, color, &"─".repeat(end - start));
            } else if !clipped {
                style.paint(&mut out, color, "^");
            }
            if clipped {
                style.paint(&mut out, color, "…");
            }
        }
        let mut note = Vec::new();
        note.extend(row.kind);
        if row.end == row.start {
            note.push(Msg::RowEmpty.text(lang()));
        }
        let bytes = Msg::RowBytes.fill(
            lang(),
            &[
                ("start", &row.start.to_string()),
                ("end", &row.end.to_string()),
            ],
        );
        if clipped {
            note.push(&bytes);
        }
        if !note.is_empty() {
            out.push(' ');
            style.paint(&mut out, DIM, &note.join(" "));
        }
        out.push('\n');
    }
    if let Some((_, depth)) = rows.cut.filter(|(cut, _)| *cut == rows.rows.len()) {
        more_line(&mut out, depth, &more, style);
    }
    out
}

/// Runs of escapes whose decodings [`readings`] draws.
const ESCAPE_RUNS: usize = 8;
/// Most characters of a host, an escape run or a decoding shown there.
const READING_TEXT: usize = 60;

/// What the components view adds below the rows for a reader of another
/// script: the A-labels and U-labels of an internationalized host (UTS 46,
/// RFC 3987 3.1), and what each run of escapes beyond US-ASCII reads as
/// in UTF-8, Shift_JIS, EUC-JP, ISO-2022-JP and windows-1252, the likely
/// one marked. Empty when there is neither.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
///
/// let tree = uri2396::parse_tree("URI-reference", "http://xn--r8jz45g.jp/%95%5C%8E%A6")?;
/// let lines = annotate::readings(&tree, Style::PLAIN);
/// assert!(lines.contains("host in U-labels (what people read): 例え.jp"));
/// assert!(lines.contains(r#"%95%5C%8E%A6 reads as Shift_JIS "表示" (most likely)"#));
/// # Ok::<(), uri2396::TreeError>(())
/// ```
#[must_use]
pub fn readings(tree: &Tree<'_>, style: Style) -> String {
    let host = tree.nodes().find(|n| role(n) == "host");
    let mut out = String::new();
    if let Some(names) = host.and_then(|h| uri2396::idn::names(h.text())) {
        host_lines(&mut out, "", &names, style);
    }
    escape_lines(&mut out, tree.input(), style);
    out
}

/// `text` cut to [`READING_TEXT`] characters, made visible.
fn cut_reading(text: &str) -> String {
    let mut shown: String = visible(text).chars().take(READING_TEXT).collect();
    if text.chars().nth(READING_TEXT).is_some() {
        shown.push('…');
    }
    shown
}

/// A dim line of [`readings`], after `prefix`.
fn reading_line(out: &mut String, prefix: &str, text: &str, style: Style) {
    out.push_str("  ");
    out.push_str(prefix);
    style.paint(out, DIM, text);
    out.push('\n');
}

/// The lines of a host's A-labels (or that UTS 46 rejects it) and
/// U-labels, each after `prefix`.
pub(crate) fn host_lines(
    out: &mut String,
    prefix: &str,
    names: &uri2396::idn::Names,
    style: Style,
) {
    let lang = lang();
    let ascii = match &names.ascii {
        Some(ascii) => Msg::HostAscii.fill(lang, &[("ascii", &cut_reading(ascii))]),
        None => Msg::HostRejected.text(lang).to_owned(),
    };
    reading_line(out, prefix, &ascii, style);
    let unicode = Msg::HostUnicode.fill(lang, &[("unicode", &cut_reading(&names.unicode))]);
    reading_line(out, prefix, &unicode, style);
}

/// A line for each run of escapes of `input` beyond US-ASCII, saying
/// what it reads as; at most [`ESCAPE_RUNS`], then how many more.
pub(crate) fn escape_lines(out: &mut String, input: &str, style: Style) {
    let lang = lang();
    let cut = cut_reading;
    let mut line = |text: String| reading_line(out, "", &text, style);
    for run in uri2396::escape::escape_readings(input).take(ESCAPE_RUNS) {
        let mut read = Vec::new();
        let mut malformed = Vec::new();
        for d in &run.decodings {
            match &d.text {
                Some(text) => {
                    let mut shown = Msg::EscapesDecoded
                        .fill(lang, &[("encoding", d.encoding), ("text", &cut(text))]);
                    if run.likely == Some(d.encoding) {
                        shown.push_str(Msg::EscapesLikely.text(lang));
                    }
                    read.push(shown);
                }
                None => malformed.push(d.encoding),
            }
        }
        let separator = Msg::Separator.text(lang);
        if !malformed.is_empty() {
            read.push(
                Msg::EscapesMalformed.fill(lang, &[("encodings", &malformed.join(separator))]),
            );
        }
        line(Msg::EscapesReadAs.fill(
            lang,
            &[
                ("escapes", &cut(run.escapes)),
                ("readings", &read.join(separator)),
            ],
        ));
    }
    // Counted without their decodings.
    let more = uri2396::escape::escape_runs(input)
        .filter(uri2396::escape::EscapeRun::is_beyond_ascii)
        .count()
        .saturating_sub(ESCAPE_RUNS);
    if more > 0 {
        line(Msg::MoreEscapeRuns.fill(lang, &[("count", &more.to_string())]));
    }
}

/// `… 3 more segments, 1 more param`: the segment and param rows left out.
fn more_path_rows(segments: usize, params: usize) -> String {
    let lang = lang();
    let count = |n: usize, one: Msg, many: Msg| {
        let msg = if n == 1 { one } else { many };
        msg.fill(lang, &[("count", &n.to_string())])
    };
    let segment_rows = || count(segments, Msg::MoreSegment, Msg::MoreSegments);
    let param_rows = || count(params, Msg::MoreParam, Msg::MoreParams);
    match (segments, params) {
        (0, 0) => String::new(),
        (_, 0) => format!("… {}", segment_rows()),
        (0, _) => format!("… {}", param_rows()),
        (_, _) => format!(
            "… {}{}{}",
            segment_rows(),
            Msg::Separator.text(lang),
            param_rows()
        ),
    }
}

fn more_line(out: &mut String, depth: usize, more: &str, style: Style) {
    out.push_str(&" ".repeat(2 + 2 * depth));
    style.paint(out, DIM, more);
    out.push('\n');
}

/// The rows of `node` and its descendants. `parent` is the rule of the
/// node's parent; `in_path` tells whether a path was labelled above.
/// Segments and params that start at `cut_from` or later, or come after
/// [`PATH_ROWS`] of them, are counted instead of drawn.
fn collect_rows(
    node: Node<'_, '_>,
    parent: Option<&str>,
    depth: usize,
    in_path: bool,
    cut_from: usize,
    rows: &mut Rows,
) {
    let first_child = node.children().next().map(|c| role(&c));
    let rule = role(&node);
    let (label, kind): (Option<&'static str>, Option<&'static str>) = match rule {
        "scheme" | "userinfo" | "port" | "query" | "fragment" | "segment" | "param" => {
            (Some(rule), None)
        }
        "rel_segment" => (Some("segment"), Some("rel_segment")),
        "segment-nz" | "segment-nz-nc" => (Some("segment"), None),
        // RFC 3986's authority has one form: no kind.
        "authority" => (
            Some(rule),
            first_child.filter(|c| matches!(*c, "server" | "reg_name")),
        ),
        "host" => (Some(rule), first_child),
        "abs_path" | "rel_path" | "opaque_part" if !in_path => (Some("path"), Some(rule)),
        // RFC 3986's paths, of which an empty one has nothing to underline.
        "path-abempty" | "path-absolute" | "path-noscheme" | "path-rootless"
            if !in_path && node.end() > node.start() =>
        {
            (Some("path"), Some(rule))
        }
        // Shown as the kind of their parent's row; alone, as themselves.
        "server" | "reg_name" if parent != Some("authority") => (Some(rule), None),
        "hostname" | "IPv4address" if parent != Some("host") => (Some(rule), None),
        _ => (None, None),
    };
    let in_path = in_path || label == Some("path");
    let depth_below = match label {
        // The only rows a long input has many of.
        Some(label @ ("segment" | "param"))
            if rows.path_rows == PATH_ROWS || node.start() >= cut_from =>
        {
            rows.cut.get_or_insert((rows.rows.len(), depth));
            if label == "segment" {
                rows.segments += 1;
            } else {
                rows.params += 1;
            }
            depth + 1
        }
        Some(label) => {
            if matches!(label, "segment" | "param") {
                rows.path_rows += 1;
            }
            rows.rows.push(Row {
                label,
                depth,
                start: node.start(),
                end: node.end(),
                kind,
            });
            depth + 1
        }
        None => depth,
    };
    for child in node.children() {
        collect_rows(child, Some(rule), depth_below, in_path, cut_from, rows);
    }
}

/// The rule a node stands for among the components: an RFC 3987 rule
/// is labelled by the RFC 3986 rule it renames (2.2), `ihost` as `host`,
/// so that an IRI's components are named as a URI's are.
fn role(node: &Node<'_, '_>) -> &'static str {
    let rule = node.as_rule();
    match rule.rfc() {
        3987 => rule.in_dialect(Dialect::RFC3986).unwrap_or(rule).name(),
        _ => rule.name(),
    }
}

/// Most characters of a node's text shown in a tree.
const TREE_TEXT: usize = 60;
/// Widest column of guides and rule names before the spans of a tree.
const TREE_NAME: usize = 40;
/// Of a node with many children, the first and the last drawn in a tree;
/// a line says how many nodes lie between.
const TREE_HEAD: usize = 16;
const TREE_TAIL: usize = 2;

/// A line of a tree: a node, or the nodes left out between two children.
enum TreeLine<'t, 'a> {
    Node(Node<'t, 'a>),
    More(usize),
}

/// Calls `line` with the guides and the content of each line of the tree
/// under `node`, depth first.
fn tree_lines<'t, 'a>(
    node: Node<'t, 'a>,
    lead: &str,
    branch: &str,
    line: &mut dyn FnMut(&str, TreeLine<'t, 'a>),
) {
    line(&format!("{lead}{branch}"), TreeLine::Node(node));
    let lead = match branch {
        "├─ " => format!("{lead}│  "),
        "└─ " => format!("{lead}   "),
        _ => lead.to_string(),
    };
    let count = node.children().count();
    let cut = count > TREE_HEAD + TREE_TAIL + 1;
    let mut left_out = 0;
    for (i, child) in node.children().enumerate() {
        if cut && (TREE_HEAD..count - TREE_TAIL).contains(&i) {
            left_out += child.descendants().count();
            if i + 1 == count - TREE_TAIL {
                line(&format!("{lead}├─ "), TreeLine::More(left_out));
            }
            continue;
        }
        let branch = if i + 1 == count { "└─ " } else { "├─ " };
        tree_lines(child, &lead, branch, line);
    }
}

/// The parse tree, one node a line, indented under its parent: the rule,
/// the byte span and the text.
///
/// Of a node with more than 19 children, the first 16 and the last 2 are
/// drawn, and a line between says how many nodes were left out; the text
/// of a node is cut after 60 characters. So the view stays small whatever
/// the input.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
///
/// let tree = uri2396::parse_tree("IPv4address", "192.0.2.1")?;
/// assert_eq!(annotate::tree(&tree, Style::PLAIN), "IPv4address 0..9 \"192.0.2.1\"\n");
/// # Ok::<(), uri2396::TreeError>(())
/// ```
#[must_use]
pub fn tree(tree: &Tree<'_>, style: Style) -> String {
    let span = |node: &Node<'_, '_>| format!("{}..{}", node.start(), node.end());
    // Line the spans up, unless deep nodes would push them all far out.
    let (mut name_width, mut span_width) = (0, 0);
    tree_lines(tree.root(), "", "", &mut |guides, line| {
        if let TreeLine::Node(node) = line {
            name_width = name_width.max(guides.chars().count() + node.rule().len());
            span_width = span_width.max(span(&node).len());
        }
    });
    let name_width = name_width.min(TREE_NAME);
    let mut out = String::new();
    tree_lines(tree.root(), "", "", &mut |guides, line| {
        style.paint(&mut out, DIM, guides);
        match line {
            TreeLine::Node(node) => {
                let (rule, span) = (node.rule(), span(&node));
                let name = guides.chars().count() + rule.len();
                style.paint(&mut out, color_of(rule), rule);
                out.push_str(&" ".repeat(name_width.saturating_sub(name) + 1));
                style.paint(&mut out, DIM, &span);
                out.push_str(&" ".repeat(span_width - span.len() + 1));
                out.push_str(&quoted(node.text(), TREE_TEXT));
            }
            TreeLine::More(nodes) => {
                let more = if nodes == 1 {
                    Msg::MoreNode
                } else {
                    Msg::MoreNodes
                };
                let more = more.fill(lang(), &[("count", &nodes.to_string())]);
                style.paint(&mut out, DIM, &format!("… {more}"));
            }
        }
        out.push('\n');
    });
    out
}

/// `text` as a Rust string literal, clipped to `max` characters.
fn quoted(text: &str, max: usize) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(max).collect();
    if chars.next().is_some() {
        format!("{head:?}…")
    } else {
        format!("{head:?}")
    }
}

/// The view of an invalid input: what is wrong, the line of the input with
/// a caret under the fault, where it is, the rules that were expected
/// there, the character found and its class under 2.4.3, and the fix.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::TreeReport;
///
/// let rule = Rule::find("URI-reference").unwrap();
/// let report = TreeReport::new(rule, "http://a/b|c");
/// let view = annotate::error(&report.header.input, report.error.as_ref().unwrap(), Style::PLAIN);
/// assert_eq!(
///     view,
///     "\
/// invalid URI-reference: '|' (unwise) is excluded from URIs (2.4.3)
///   http://a/b|c
///             ^
///   at:       byte 10 (line 1, column 11)
///   expected: uric, \"#\", end of input
///   found:    '|'
///   class:    unwise: excluded from URIs (2.4.3)
///   fix:      escape it as %7C
/// "
/// );
/// ```
#[must_use]
pub fn error(input: &str, error: &ReportError, style: Style) -> String {
    let lang = lang();
    let mut out = String::new();
    let (rule, line, column) = match error {
        ReportError::Parse(e) => (e.rule().name(), e.line(), e.column()),
        ReportError::NotUtf8(e) => (e.rule(), e.line(), e.column()),
    };
    style.paint(&mut out, RED, Msg::Invalid.text(lang));
    out.push(' ');
    style.paint(&mut out, BOLD, rule);
    let _ = writeln!(out, ": {}", error.message());

    // The line of the fault, the caret under it: as many columns in as the
    // characters before it take on a terminal (two for a wide one).
    let text = input.split('\n').nth(line - 1).unwrap_or_default();
    let (shown, caret, width) = excerpt(text, column - 1);
    out.push_str("  ");
    let mut chars = shown.chars();
    let before: String = chars.by_ref().take(caret).collect();
    out.push_str(&before);
    let fault: String = chars.by_ref().take(width).collect();
    style.paint(&mut out, RED, &fault);
    out.extend(chars);
    out.push('\n');
    out.push_str(&" ".repeat(before.width() + 2));
    style.paint(&mut out, RED, "^");
    out.push('\n');

    let mut field = |name: Msg, value: &str| {
        let name = name.text(lang);
        out.push_str("  ");
        style.paint(&mut out, BOLD, &format!("{name}:"));
        out.push_str(&" ".repeat(9usize.saturating_sub(name.width())));
        out.push_str(value);
        out.push('\n');
    };
    field(
        Msg::LabelAt,
        &Msg::Position.fill(
            lang,
            &[
                ("offset", &error.offset().to_string()),
                ("line", &line.to_string()),
                ("column", &column.to_string()),
            ],
        ),
    );
    match error {
        ReportError::Parse(e) => {
            if !e.expected().is_empty() {
                field(Msg::LabelExpected, &expected_list(e));
            }
            match e.found() {
                Some(c) => field(Msg::LabelFound, &show_char(c)),
                None => field(Msg::LabelFound, Msg::TheEnd.text(lang)),
            }
            if let Some(class) = e.class() {
                let dialect = e.rule().dialect();
                field(Msg::LabelClass, &describe_class(class, e.found(), dialect));
            }
            if let Some(fix) = e.fix_in(lang) {
                field(Msg::LabelFix, &style.painted(GREEN, &fix));
            }
        }
        ReportError::NotUtf8(e) => {
            let bytes: Vec<String> = e.bytes().iter().map(|b| format!("0x{b:02X}")).collect();
            let mut found = Msg::NotUtf8Found.fill(lang, &[("bytes", &bytes.join(" "))]);
            match e.count() - e.bytes().len() {
                0 => {}
                1 => found.push_str(Msg::NotUtf8OneMore.text(lang)),
                more => {
                    found.push_str(&Msg::NotUtf8More.fill(lang, &[("count", &more.to_string())]));
                }
            }
            field(Msg::LabelFound, &found);
            field(
                Msg::LabelClass,
                &describe_class(CharClass::NonAscii, None, e.dialect()),
            );
            field(Msg::LabelFix, &style.painted(GREEN, &e.fix()));
        }
    }
    out
}

/// What could have stood at the fault, in the tool's language: the
/// library's list, with the end of the input in words.
fn expected_list(e: &uri2396::Error) -> String {
    expected_in(e.expected().iter().copied(), lang())
}

/// Expectations in `lang`: the end of the input in words, the items set
/// apart by the language's separator.
fn expected_in<'a>(items: impl Iterator<Item = &'a str>, lang: Lang) -> String {
    let items: Vec<&str> = items
        .map(|item| {
            if item == "end of input" {
                Msg::EndOfInput.text(lang)
            } else {
                item
            }
        })
        .collect();
    items.join(Msg::Separator.text(lang))
}

/// Most characters shown before and after the caret of a long line.
const BEFORE: usize = 60;
const AFTER: usize = 20;

/// `line` made visible ([`visible`]) and clipped around the character at
/// `caret` (counted in characters of `line`); and, in characters of the
/// result, the caret's column and the width of the character there (more
/// than one for a hidden character shown as `<U+202E>`; 0 at the end).
fn excerpt(line: &str, caret: usize) -> (String, usize, usize) {
    // Printable US-ASCII, as most lines are, shows as it is: a character a
    // byte, none of them drawn otherwise.
    let plain = plain(line);
    let count = if plain {
        line.len()
    } else {
        line.chars().count()
    };
    let (skip, take) = if count <= BEFORE + AFTER {
        (0, count)
    } else {
        let skip = caret.saturating_sub(BEFORE);
        (skip, BEFORE + AFTER)
    };
    // Where the shown characters end: a fault at the end of a long line
    // puts the caret past the last of them.
    let end = (skip + take).min(count);
    if plain {
        let mut shown = String::with_capacity(end - skip + 6);
        if skip > 0 {
            shown.push('…');
        }
        let lead = usize::from(skip > 0);
        shown.push_str(&line[skip..end]);
        let (column, width) = if caret < end {
            (lead + caret - skip, 1)
        } else {
            (lead + end - skip, 0)
        };
        if end < count {
            shown.push('…');
        }
        return (shown, column, width);
    }
    let mut shown = String::new();
    if skip > 0 {
        shown.push('…');
    }
    let (mut column, mut width) = (0, 0);
    for (i, c) in line.chars().enumerate().skip(skip).take(take) {
        if i == caret {
            column = shown.chars().count();
        }
        push_visible(&mut shown, c);
        if i == caret {
            width = shown.chars().count() - column;
        }
    }
    if caret >= end {
        column = shown.chars().count();
    }
    if end < count {
        shown.push('…');
    }
    (shown, column, width)
}

/// Every text view of this module shows an input as the library's
/// [`visible`] does; JSON keeps the real string.
pub use uri2396::security::visible;

/// `'c'`, with its code point when it does not show itself plainly.
fn show_char(c: char) -> String {
    match c {
        ' ' => "' ' (U+0020)".into(),
        c if is_hidden(c) => match picture(c) {
            Some(p) => format!("U+{:04X} ({p})", c as u32),
            None => format!("U+{:04X}", c as u32),
        },
        c if c.is_ascii() => format!("{c:?}"),
        // Not hidden: `Debug` would write it as it is (and look it up in
        // the tables of printable characters once more).
        c => format!("'{c}' (U+{:04X})", c as u32),
    }
}

/// A class under 2.1 and 2.4.3, and what the RFC says of it. In RFC
/// 3986's reading, the set of its section 2 that holds `found`
/// (`unreserved`, `gen-delims`, `sub-delims`, `pct-encoded`), or, for a
/// character none holds, RFC 2396's class, which RFC 3986 excludes too.
fn describe_class(class: CharClass, found: Option<char>, dialect: Dialect) -> String {
    let lang = lang();
    // In an IRI, a character beyond US-ASCII is refused when it is no
    // ucschar (or no iprivate, in a query); the others as in RFC 3986.
    if dialect == Dialect::RFC3987 && class == CharClass::NonAscii {
        return format!(
            "{}: {}",
            class.name_in(lang),
            Msg::ClassNotUcschar.text(lang)
        );
    }
    if matches!(dialect, Dialect::RFC3986 | Dialect::RFC3987) {
        let section = [("section", "RFC 3986 2")];
        let set = found.and_then(|c| {
            let text = c.to_string();
            ["unreserved", "gen-delims", "sub-delims", "pct-encoded"]
                .into_iter()
                .find(|name| match *name {
                    "pct-encoded" => c == '%',
                    name => dialect.find(name).is_ok_and(|rule| rule.matches(&text)),
                })
        });
        return match (class, set) {
            (CharClass::NonAscii, _) => {
                format!(
                    "{}: {}",
                    class.name_in(lang),
                    Msg::ClassNonAscii.fill(lang, &section)
                )
            }
            (_, Some(set)) => format!("{set}: {}", Msg::ClassUric.fill(lang, &section)),
            (class, None) => format!(
                "{} ({}): {}",
                class.name_in(lang),
                Msg::ClassesOfRfc2396.text(lang),
                Msg::ClassNotInRfc3986.text(lang)
            ),
        };
    }
    let what = match class {
        CharClass::Control | CharClass::Space | CharClass::Unwise => {
            Msg::ClassExcluded.text(lang).to_owned()
        }
        CharClass::Delims => Msg::ClassDelims.text(lang).to_owned(),
        CharClass::NonAscii => Msg::ClassNonAscii.fill(lang, &[("section", "2.1")]),
        CharClass::Uric => Msg::ClassUric.fill(lang, &[("section", "2")]),
    };
    format!("{}: {what}", class.name_in(lang))
}

// ---------------------------------------------------------------------------
// uri2396 check
// ---------------------------------------------------------------------------

/// One line of `uri2396 check --format text`, without its newline:
/// `FILE:LINE: valid "INPUT"`, or `FILE:LINE:COLUMN: invalid RULE "INPUT": `
/// and the message, what was expected and the fix. The input is shown
/// visible ([`visible`]), with `"` and `\` escaped, and a long one clipped
/// around the fault (with `…`).
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::CheckReport;
///
/// let rule = Rule::find("URI-reference").unwrap();
/// let line = |input: &[u8]| {
///     annotate::check_line(&CheckReport::new(rule, "uris.txt", 3, input), Style::PLAIN)
/// };
/// assert_eq!(line(b"http://a/"), "uris.txt:3: valid \"http://a/\"");
/// assert_eq!(
///     line(b"http://a/ b"),
///     "uris.txt:3:10: invalid URI-reference \"http://a/ b\": ' ' (space) is excluded from \
///      URIs (2.4.3); expected uric, \"#\", end of input; fix: escape it as %20"
/// );
/// assert_eq!(line(b"a\"b"), "uris.txt:3:2: invalid URI-reference \"a\\\"b\": \
///     '\"' (delims) is excluded from URIs (2.4.3); expected uric, \"#\", end of input; fix: escape it as %22");
/// ```
#[must_use]
pub fn check_line(report: &CheckReport<'_>, style: Style) -> String {
    // Room for the line as most are, so that it is not grown on the way.
    let mut out = String::with_capacity(report.file.len() + report.input.len() + 64);
    let _ = write!(out, "{}:{}:", visible(report.file), report.line);
    let lang = lang();
    let Some(error) = &report.error else {
        out.push(' ');
        style.paint(&mut out, GREEN, Msg::Valid.text(lang));
        out.push(' ');
        push_quoted(&mut out, &report.input, 0);
        return out;
    };
    let (column, expected, fix) = match error {
        ReportError::Parse(e) => (e.column(), expected_list(e), e.fix_in(lang)),
        ReportError::NotUtf8(e) => (e.column(), String::new(), Some(e.fix())),
    };
    let _ = write!(out, "{column}: ");
    style.paint(&mut out, RED, Msg::Invalid.text(lang));
    let _ = write!(out, " {} ", report.rule);
    push_quoted(&mut out, &report.input, column - 1);
    let _ = write!(out, ": {}", error.message());
    if !expected.is_empty() {
        out.push_str(&Msg::CheckExpected.fill(lang, &[("list", &expected)]));
    }
    if let Some(fix) = fix {
        out.push_str(Msg::CheckFix.text(lang));
        style.paint(&mut out, GREEN, &fix);
    }
    out
}

/// Whether `text` is printable US-ASCII, which shows as it is: every
/// byte looked at (no early exit), so that the compiler compares them
/// sixteen at a time.
fn plain(text: &str) -> bool {
    text.bytes()
        .fold(true, |all, b| all & (b' '..=b'~').contains(&b))
}

/// Whether `text` holds a `"` or a `\\`, which its quoting escapes: every
/// byte looked at, as in [`plain`].
fn escapes(text: &str) -> bool {
    text.bytes().fold(0u8, |any, b| {
        any | u8::from(b == b'"') | u8::from(b == b'\\')
    }) != 0
}

/// Appends `input` in quotes, as a line of `check` shows it: visible,
/// clipped around the character at `caret` (counted in characters) when it
/// is long, and `"` and `\` escaped, so that the quotes end it.
fn push_quoted(out: &mut String, input: &str, caret: usize) {
    // A line of printable US-ASCII short enough to show whole is its own
    // excerpt.
    let whole = input.len() <= BEFORE + AFTER && plain(input);
    let excerpt = if whole {
        Cow::Borrowed(input)
    } else {
        Cow::Owned(excerpt(input, caret).0)
    };
    out.push('"');
    if escapes(&excerpt) {
        for c in excerpt.chars() {
            if matches!(c, '"' | '\\') {
                out.push('\\');
            }
            out.push(c);
        }
    } else {
        out.push_str(&excerpt);
    }
    out.push('"');
}

/// The totals of a check: lines, valid and invalid ones, and the invalid
/// ones by reason: the class of the character found at the fault (2.4.3),
/// the characters themselves, and the rules the grammar expected there.
///
/// Counting allocates only for invalid lines, and the keys are few (classes,
/// characters, sets of expected rules), so a summary stays small whatever
/// the input.
///
/// ```
/// use uri2396_cli::annotate::{Style, Summary};
/// use uri2396::grammar::Rule;
/// use uri2396_cli::report::CheckReport;
///
/// let rule = Rule::find("URI-reference").unwrap();
/// let mut summary = Summary::default();
/// let lines = [&b"http://a/"[..], b"a b", b"c d", b"x|y", b"\xff", b"/%s"];
/// for (i, line) in lines.iter().enumerate() {
///     summary.add(&CheckReport::new(rule, "-", i as u64 + 1, line));
/// }
/// assert_eq!((summary.total, summary.valid, summary.invalid), (6, 1, 5));
/// assert_eq!(summary.by_class["space"], 2);
/// assert_eq!(summary.by_class["not UTF-8"], 1);
/// // Not a `uric` for the "s": the escape is what is wrong.
/// assert_eq!(summary.by_class["malformed escape"], 1);
/// assert_eq!(summary.by_found[&("malformed escape", "\"%s\"".to_string())], 1);
/// print!("{}", summary.render(Style::PLAIN));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Summary {
    /// The rule checked against, once a line was added.
    pub rule: Option<&'static str>,
    /// The dialect of that rule.
    pub dialect: Option<Dialect>,
    /// Lines checked.
    pub total: u64,
    /// Lines the rule derives.
    pub valid: u64,
    /// Lines it does not.
    pub invalid: u64,
    /// Invalid lines by the class of the character at the fault:
    /// [`CharClass::name_in`], `end of input` when the line ends too early,
    /// `malformed escape` when the fault lies inside an escape (a `"%"` not
    /// followed by two hex digits, 2.4.1), `not UTF-8`, or `internal error`.
    pub by_class: BTreeMap<&'static str, u64>,
    /// Invalid lines by `(class, character)`; the character as shown in
    /// messages (`' '`, `'|'`, `U+0009 (␉)`), and for a malformed escape
    /// the escape as far as it goes, in quotes (`"%s"`, `"%4g"`, `"%"` at
    /// the end of a line).
    pub by_found: BTreeMap<(&'static str, String), u64>,
    /// Invalid lines by the rules expected at the fault, joined with `, `.
    pub by_expected: BTreeMap<String, u64>,
    /// With `--agree`: the readings' names, joined with `,`; `valid` and
    /// `invalid` then count the lines on which they agree and disagree.
    pub agree: Option<String>,
    /// With `--agree`: the lines that disagree by the class of the
    /// confusion ([`Confusion::name`](uri2396::guard::Confusion::name)),
    /// and those the policy alone refuses by its first rule.
    pub by_confusion: BTreeMap<&'static str, u64>,
    /// With `--agree --policy`: of the `invalid` lines, those on which the
    /// readings agree and the policy refuses.
    pub refused: u64,
}

/// Most rows shown of a breakdown.
const TOP: usize = 10;

/// The escape that breaks off at `offset` in `input` (a `"%"` and at most
/// one hex digit before it), then `found`, quoted: `"%4g"`.
fn broken_escape(input: &str, offset: usize, found: Option<char>) -> String {
    let offset = floor_char_boundary(input, offset);
    let start = input[..offset]
        .rfind('%')
        .filter(|&i| offset - i <= 2)
        .unwrap_or(offset);
    let mut escape = input[start..offset].to_string();
    escape.extend(found);
    format!("\"{}\"", visible(&escape))
}

impl Summary {
    /// Counts one report.
    pub fn add(&mut self, report: &CheckReport<'_>) {
        self.rule = Some(report.rule);
        self.dialect = Some(report.dialect);
        self.total += 1;
        let Some(error) = &report.error else {
            self.valid += 1;
            return;
        };
        self.invalid += 1;
        let (class, found, expected) = match error {
            ReportError::Parse(e) if e.in_escape() => (
                Msg::SummaryMalformedEscape.text(lang()),
                Some(broken_escape(&report.input, e.offset(), e.found())),
                e.expected().join(", "),
            ),
            ReportError::Parse(e) => match e.found() {
                Some(c) => (
                    CharClass::of(c).name_in(lang()),
                    Some(show_char(c)),
                    e.expected().join(", "),
                ),
                None => (Msg::EndOfInput.text(lang()), None, e.expected().join(", ")),
            },
            ReportError::NotUtf8(_) => (Msg::SummaryNotUtf8.text(lang()), None, String::new()),
        };
        *self.by_class.entry(class).or_default() += 1;
        if let Some(found) = found {
            *self.by_found.entry((class, found)).or_default() += 1;
        }
        if !expected.is_empty() {
            *self.by_expected.entry(expected).or_default() += 1;
        }
    }

    /// Counts one report of `check --agree`.
    pub fn add_agree(&mut self, report: &AgreeReport<'_>) {
        if self.agree.is_none() {
            let names: Vec<&str> = report
                .compare
                .readings
                .iter()
                .map(|r| r.reading.name())
                .collect();
            self.agree = Some(names.join(","));
        }
        self.total += 1;
        match (report.class, report.policy.first()) {
            (None, None) => self.valid += 1,
            (Some(class), _) => {
                self.invalid += 1;
                *self.by_confusion.entry(class.name()).or_default() += 1;
            }
            (None, Some(violation)) => {
                self.invalid += 1;
                self.refused += 1;
                *self.by_confusion.entry(violation.rule.name()).or_default() += 1;
            }
        }
    }

    /// Adds the counts of `other`, a summary of other lines.
    pub fn merge(&mut self, other: Summary) {
        self.agree = self.agree.take().or(other.agree);
        self.refused += other.refused;
        for (k, n) in other.by_confusion {
            *self.by_confusion.entry(k).or_default() += n;
        }
        self.rule = self.rule.or(other.rule);
        self.dialect = self.dialect.or(other.dialect);
        self.total += other.total;
        self.valid += other.valid;
        self.invalid += other.invalid;
        for (k, n) in other.by_class {
            *self.by_class.entry(k).or_default() += n;
        }
        for (k, n) in other.by_found {
            *self.by_found.entry(k).or_default() += n;
        }
        for (k, n) in other.by_expected {
            *self.by_expected.entry(k).or_default() += n;
        }
    }

    /// The summary for people: the totals, then the invalid lines by class
    /// (with the characters found, most frequent first) and by what was
    /// expected, each largest first and cut after ten rows.
    ///
    /// ```
    /// use uri2396_cli::annotate::{Style, Summary};
    /// use uri2396::grammar::Rule;
    /// use uri2396_cli::report::CheckReport;
    ///
    /// let rule = Rule::find("URI-reference").unwrap();
    /// let mut summary = Summary::default();
    /// for line in [&b"a b"[..], b"http://a/"] {
    ///     summary.add(&CheckReport::new(rule, "-", 1, line));
    /// }
    /// assert_eq!(
    ///     summary.render(Style::PLAIN),
    ///     "\
    /// 2 lines checked as URI-reference: 1 valid, 1 invalid (50.0%)
    /// invalid lines by the class of the character found (2.4.3):
    ///          1  space           ' ' (U+0020) 1
    /// invalid lines by the rules expected there:
    ///          1  uric, \"#\", end of input
    /// "
    /// );
    /// ```
    pub fn render(&self, style: Style) -> String {
        if let Some(readings) = &self.agree {
            return self.render_agree(readings, style);
        }
        let lang = lang();
        let count = |msg: Msg, n: u64| msg.fill(lang, &[("count", &n.to_string())]);
        let lines = self.lines_checked(lang);
        let valid = count(Msg::CountValid, self.valid);
        let invalid = count(Msg::CountInvalid, self.invalid);
        let mut out = String::new();
        let totals = match self.rule {
            Some(_) => Msg::SummaryTotals,
            None => Msg::SummaryTotalsNoRule,
        };
        paint_text(
            &mut out,
            style,
            totals.text(lang),
            &[
                ("lines", &lines, ""),
                ("rule", self.rule.unwrap_or(""), BOLD),
                ("valid", &valid, GREEN),
                ("invalid", &invalid, if self.invalid > 0 { RED } else { "" }),
            ],
        );
        self.push_share_invalid(&mut out);
        if self.by_class.is_empty() {
            return out;
        }
        let section = match self.dialect {
            Some(Dialect::RFC3986 | Dialect::RFC3987) => Msg::ClassesOfRfc2396.text(lang),
            _ => "2.4.3",
        };
        out.push_str(&Msg::SummaryByClass.fill(lang, &[("section", section)]));
        out.push('\n');
        let (rows, cut, rest) = largest(self.by_class.iter().map(|(k, n)| (*k, *n)));
        let width = rows
            .iter()
            .map(|(class, _)| class.width())
            .fold(14, usize::max);
        for (class, n) in rows {
            let mut chars: Vec<(&str, u64)> = self
                .by_found
                .iter()
                .filter(|((c, _), _)| *c == class)
                .map(|((_, found), n)| (found.as_str(), *n))
                .collect();
            chars.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
            let mut shown: Vec<String> = chars
                .iter()
                .take(5)
                .map(|(c, n)| format!("{c} {n}"))
                .collect();
            if chars.len() > 5 {
                shown.push(count(Msg::SummaryMoreChars, (chars.len() - 5) as u64));
            }
            let _ = write!(out, "  {n:>8}  ");
            if shown.is_empty() {
                style.paint(&mut out, BOLD, class);
            } else {
                let pad = " ".repeat(width.saturating_sub(class.width()));
                style.paint(&mut out, BOLD, &format!("{class}{pad}"));
                let _ = write!(out, "  {}", shown.join(Msg::Separator.text(lang)));
            }
            out.push('\n');
        }
        cut_note(&mut out, cut, rest);
        if !self.by_expected.is_empty() {
            out.push_str(Msg::SummaryByExpected.text(lang));
            out.push('\n');
            let (rows, cut, rest) = largest(self.by_expected.iter().map(|(k, n)| (k.as_str(), *n)));
            for (expected, n) in rows {
                let _ = writeln!(out, "  {n:>8}  {}", expected_words(expected, lang));
            }
            cut_note(&mut out, cut, rest);
        }
        out
    }
}

impl Summary {
    /// "N lines", in `lang`.
    fn lines_checked(&self, lang: Lang) -> String {
        let msg = if self.total == 1 {
            Msg::LinesOne
        } else {
            Msg::LinesMany
        };
        msg.fill(lang, &[("count", &self.total.to_string())])
    }

    /// The summary of `check --agree`: the totals, then the lines that
    /// disagree by class, largest first.
    /// The share of the lines that fail, " (x.y%)", when some do; then
    /// the end of the totals' line.
    fn push_share_invalid(&self, out: &mut String) {
        if self.invalid > 0 {
            let _ = write!(
                out,
                " ({:.1}%)",
                self.invalid as f64 * 100.0 / self.total as f64
            );
        }
        out.push('\n');
    }

    fn render_agree(&self, readings: &str, style: Style) -> String {
        let lang = lang();
        let count = |msg: Msg, n: u64| msg.fill(lang, &[("count", &n.to_string())]);
        let lines = self.lines_checked(lang);
        let agree = count(Msg::CountAgree, self.valid);
        let mut disagree = count(Msg::CountDisagree, self.invalid - self.refused);
        if self.refused > 0 {
            disagree.push_str(&count(Msg::CountRefused, self.refused));
        }
        let mut out = String::new();
        paint_text(
            &mut out,
            style,
            Msg::SummaryAgreeTotals.text(lang),
            &[
                ("lines", &lines, ""),
                ("readings", readings, BOLD),
                ("agree", &agree, GREEN),
                (
                    "disagree",
                    &disagree,
                    if self.invalid > 0 { RED } else { "" },
                ),
            ],
        );
        self.push_share_invalid(&mut out);
        if self.by_confusion.is_empty() {
            return out;
        }
        out.push_str(Msg::SummaryByConfusion.text(lang));
        out.push('\n');
        let (rows, cut, rest) = largest(self.by_confusion.iter().map(|(k, n)| (*k, *n)));
        for (class, n) in rows {
            let _ = write!(out, "  {n:>8}  ");
            style.paint(&mut out, BOLD, class);
            out.push('\n');
        }
        cut_note(&mut out, cut, rest);
        out
    }
}

/// One line of `check --agree` as text: `FILE:LINE: agree "INPUT"`, with
/// the place the readings agree on; or `FILE:LINE: disagree (CLASS)
/// "INPUT": why`.
///
/// ```
/// use uri2396_cli::annotate::{Style, agree_line};
/// use uri2396_cli::report::AgreeReport;
///
/// let readings = ["java".parse().unwrap(), "whatwg".parse().unwrap()];
/// let report = AgreeReport::new(&readings, "urls.txt", 3, b"http:/evil.example/");
/// assert_eq!(
///     agree_line(&report, Style::PLAIN),
///     "urls.txt:3: disagree (slashes-confusion) \"http:/evil.example/\": the readings disagree on \
///      the host: java: none; whatwg: \"evil.example\" (slashes-confusion: slashes confusion: the scheme \
///      is followed by other than two slashes; WHATWG skips any number of slashes after a special scheme \
///      and reads a host, the RFC grammars read an authority only after \"//\" (3))"
/// );
/// let report = AgreeReport::new(&readings, "urls.txt", 4, b"HTTP://a.example:080/");
/// assert_eq!(agree_line(&report, Style::PLAIN), "urls.txt:4: agree \"HTTP://a.example:080/\": HTTP a.example 80");
/// ```
#[must_use]
pub fn agree_line(report: &AgreeReport<'_>, style: Style) -> String {
    let mut out = format!("{}:{}: ", visible(report.file), report.line);
    let lang = lang();
    let input = report.input();
    let policy: Vec<String> = report.policy.iter().map(|v| v.message_in(lang)).collect();
    match (report.class, &report.message) {
        (Some(class), Some(message)) => {
            style.paint(&mut out, RED, Msg::Disagree.text(lang));
            let _ = write!(out, " ({class}) ");
            push_quoted(&mut out, input, 0);
            let _ = write!(out, ": {message}");
            for p in &policy {
                let _ = write!(out, "; {p}");
            }
        }
        _ if !policy.is_empty() => {
            style.paint(&mut out, RED, Msg::Refused.text(lang));
            let _ = write!(out, " ({}) ", report.policy[0].rule);
            push_quoted(&mut out, input, 0);
            let _ = write!(out, ": {}", policy.join("; "));
        }
        _ => {
            style.paint(&mut out, GREEN, Msg::Agree.text(lang));
            out.push(' ');
            push_quoted(&mut out, input, 0);
            out.push_str(": ");
            match report.places.iter().flatten().next() {
                None => out.push_str(Msg::AgreeEveryRefuses.text(lang)),
                Some(place) => {
                    let parts = [&place.scheme, &place.host, &place.port]
                        .map(|part| part.as_deref().map_or("-", |p| p));
                    out.push_str(&visible(&parts.join(" ")));
                }
            }
        }
    }
    out
}

/// A list of expectations as the library joins them (`uric, "#", end of
/// input`), in the tool's language: the end of the input in words, the
/// items set apart by the language's separator.
fn expected_words(list: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return list.to_owned();
    }
    // No rule name or quoted character holds ", " (a quoted "," is `","`).
    expected_in(list.split(", "), lang)
}

/// Appends `text`, a catalogue's text, with each `{name}` of `args`
/// replaced by its value painted in its colour (`""`: none); other braces
/// are kept as they stand. Linear in the text and the values.
fn paint_text(out: &mut String, style: Style, text: &str, args: &[(&str, &str, &str)]) {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let arg = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter()
                .find(|(n, _, _)| *n == name)
                .map(|&(_, value, sgr)| (value, sgr, close))
        });
        match arg {
            Some((value, sgr, close)) => {
                style.paint(out, sgr, value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
}

/// The [`TOP`] largest counts, largest first, and how many rows and lines
/// were left out.
fn largest<'k>(counts: impl Iterator<Item = (&'k str, u64)>) -> (Vec<(&'k str, u64)>, usize, u64) {
    let mut counts: Vec<(&str, u64)> = counts.collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let rest = counts.iter().skip(TOP).map(|(_, n)| n).sum();
    let cut = counts.len().saturating_sub(TOP);
    counts.truncate(TOP);
    (counts, cut, rest)
}

/// The line that says how many rows of a breakdown were left out.
fn cut_note(out: &mut String, cut: usize, rest: u64) {
    if cut > 0 {
        let note = Msg::SummaryCut.fill(lang(), &[("count", &cut.to_string())]);
        let _ = writeln!(out, "  {rest:>8}  {note}");
    }
}

// ---------------------------------------------------------------------------
// uri2396 resolve and uri2396 normalize
// ---------------------------------------------------------------------------

/// One reference of `uri2396 resolve --format text`: the result, `<-`
/// and the reference, with `(same document)` after a reference to the
/// current document (4.2). The empty reference is shown as `""` (a URI
/// reference never holds `"`, so that is unambiguous). A reference that is
/// not a URI reference gets its [`error`] view; any other failure (such as
/// a reference that climbs above the root, when that is refused) a line
/// `error: ` and why.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::ResolveReport;
/// use uri2396::resolve::{AboveRoot, ResolveOptions};
///
/// let base = "http://a/b/c/d;p?q";
/// let options = ResolveOptions::default();
/// let view = |input: &str, options: &ResolveOptions| {
///     annotate::resolve_report(&ResolveReport::new(base, input, options), Style::PLAIN)
/// };
/// assert_eq!(view("../g", &options), "http://a/b/g  <-  ../g\n");
/// assert_eq!(view("#s", &options), "http://a/b/c/d;p?q#s  <-  #s  (same document)\n");
/// assert_eq!(view("", &options), "http://a/b/c/d;p?q  <-  \"\"  (same document)\n");
/// assert!(view("?y", &options).starts_with("invalid URI-reference: '?' cannot start a reference"));
///
/// let reject = ResolveOptions::default().with_above_root(AboveRoot::Reject);
/// assert_eq!(
///     view("../../../g", &reject),
///     "error: the reference \"../../../g\" climbs above the root: the resolved path \
///      \"/../g\" still begins with \"..\" (5.2 step 6g)\n"
/// );
/// ```
#[must_use]
pub fn resolve_report(report: &ResolveReport<'_>, style: Style) -> String {
    match (&report.result, &report.error) {
        (Some(result), _) => {
            let mut out = result_line(result.as_str(), &report.header.input, style);
            if report.same_document == Some(true) {
                out.push_str("  ");
                style.paint(&mut out, DIM, Msg::SameDocument.text(lang()));
            }
            out.push('\n');
            out
        }
        (None, Some(e)) => match e.reference_error() {
            Some(e) => error(&report.header.input, e, style),
            None => failure(&e.message(), style),
        },
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    }
}

/// One input of `uri2396 normalize --format text`: the normal form, `<-`
/// and the input (`""` when it is empty); or, for an invalid input, its
/// [`error`] view.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::report::NormalizeReport;
///
/// let options = NormalizeOptions::default();
/// let view = |input: &str| annotate::normalize_report(&NormalizeReport::new(input, &options), Style::PLAIN);
/// assert_eq!(view("HTTP://A:80/%7e"), "http://a/~  <-  HTTP://A:80/%7e\n");
/// assert_eq!(view(""), "\"\"  <-  \"\"\n");
/// assert!(view("http://a/b c").starts_with("invalid URI-reference: ' ' (space)"));
/// ```
#[must_use]
pub fn normalize_report(report: &NormalizeReport<'_>, style: Style) -> String {
    match (&report.result, &report.error) {
        (Some(result), _) => result_line(result.as_str(), &report.header.input, style) + "\n",
        (None, Some(e)) => error(&report.header.input, e, style),
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    }
}

/// `RESULT  <-  INPUT`, without a newline.
fn result_line(result: &str, input: &str, style: Style) -> String {
    // Written in place into a string sized once: the view of a long
    // reference holds its two texts and nothing more.
    let mut out = String::with_capacity(result.len() + input.len() + 64);
    if style.color {
        let _ = write!(out, "\x1b[{BOLD}m");
    }
    out.push_str(&shown(result));
    if style.color {
        out.push_str("\x1b[0m");
    }
    out.push_str("  ");
    style.paint(&mut out, DIM, "<-");
    out.push_str("  ");
    out.push_str(&shown(input));
    out
}

/// `error: ` and `message`, on a line.
fn failure(message: &str, style: Style) -> String {
    let mut out = String::new();
    style.paint(&mut out, RED, Msg::LabelError.text(lang()));
    let _ = writeln!(out, ": {message}");
    out
}

// ---------------------------------------------------------------------------
// uri2396 escape, unescape, iri-to-uri, uri-to-iri, relativize and equivalent
// ---------------------------------------------------------------------------

/// One value of `uri2396 escape --format text`: the escaped value, `<-`
/// and the value (its bytes, `\xNN`, when it is not UTF-8).
///
/// ```
/// use uri2396::escape::Component;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::EscapeReport;
///
/// let report = EscapeReport::from_bytes(b"a b/c", Component::Segment);
/// assert_eq!(annotate::escape_report(&report, Style::PLAIN), "a%20b%2Fc  <-  a b/c\n");
/// ```
#[must_use]
pub fn escape_report(report: &EscapeReport<'_>, style: Style) -> String {
    let input = report.input_bytes.as_deref().unwrap_or(&report.input);
    result_line(&report.result, input, style) + "\n"
}

/// One component of `uri2396 unescape --format text`: the decoded value,
/// `<-` and the component; when the octets are not UTF-8, their bytes
/// (`\xNN`) on the next line. A component that does not decode gets a
/// line `error: `, the component and why.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::UnescapeReport;
///
/// let view = |input: &[u8], lossy| annotate::unescape_report(&UnescapeReport::from_bytes(input, lossy), Style::PLAIN);
/// assert_eq!(view(b"a%20b%2Fc", false), "a b/c  <-  a%20b%2Fc\n");
/// assert_eq!(
///     view(b"caf%E9", false),
///     "error: caf%E9: the octets from byte 3 are not UTF-8; decode to bytes, or lossily\n  bytes: caf\\xE9\n"
/// );
/// assert_eq!(view(b"caf%E9", true), "caf\u{fffd}  <-  caf%E9\n  bytes: caf\\xE9\n");
/// ```
#[must_use]
pub fn unescape_report(report: &UnescapeReport<'_>, style: Style) -> String {
    let input = report.input_bytes.as_deref().unwrap_or(&report.input);
    let mut out = match (&report.result, &report.error) {
        (Some(result), _) => result_line(result, input, style) + "\n",
        (None, Some(e)) => failure(&format!("{}: {}", shown(input), e.message()), style),
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    };
    if let Some(bytes) = &report.result_bytes {
        out.push_str("  ");
        style.paint(&mut out, DIM, Msg::LabelBytes.text(lang()));
        let _ = writeln!(out, " {}", visible(bytes));
    }
    out
}

/// One IRI of `uri2396 iri-to-uri --format text`: the URI, `<-` and the
/// IRI. An input that is not UTF-8 gets a line `error: `, its bytes
/// (`\xNN`) and why.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::IriToUriReport;
///
/// let view = |input: &[u8]| annotate::iri_to_uri_report(&IriToUriReport::from_bytes(input), Style::PLAIN);
/// assert_eq!(
///     view("http://example.jp/表示/".as_bytes()),
///     "http://example.jp/%E8%A1%A8%E7%A4%BA/  <-  http://example.jp/表示/\n"
/// );
/// assert_eq!(
///     view(b"a\xff"),
///     "error: a\\xFF: the input is not UTF-8: 0xFF at byte 1 cannot be decoded; only UTF-8 is read\n"
/// );
/// ```
#[must_use]
pub fn iri_to_uri_report(report: &IriToUriReport<'_>, style: Style) -> String {
    let input = report.input_bytes.as_deref().unwrap_or(&report.input);
    match (&report.uri, &report.error) {
        (Some(uri), _) => result_line(uri, input, style) + "\n",
        (None, Some(e)) => failure(&format!("{}: {}", shown(input), e.message()), style),
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    }
}

/// One URI of `uri2396 uri-to-iri --format text`: the IRI, `<-` and the
/// URI, then a line for each escape kept: the escape, its byte offset in
/// the URI and why it stays. An input that is not UTF-8 gets a line
/// `error: `, its bytes (`\xNN`) and why.
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::UriToIriReport;
///
/// let view = |input: &[u8]| annotate::uri_to_iri_report(&UriToIriReport::from_bytes(input), Style::PLAIN);
/// assert_eq!(view(b"http://a/D%C3%BCrst"), "http://a/Dürst  <-  http://a/D%C3%BCrst\n");
/// assert_eq!(
///     view(b"http://a/D%FCrst"),
///     "http://a/D%FCrst  <-  http://a/D%FCrst\n  kept: %FC at byte 10: octets that are no UTF-8 character\n"
/// );
/// ```
#[must_use]
pub fn uri_to_iri_report(report: &UriToIriReport<'_>, style: Style) -> String {
    let input = report.input_bytes.as_deref().unwrap_or(&report.input);
    let mut out = match (&report.iri, &report.error) {
        (Some(iri), _) => result_line(iri, input, style) + "\n",
        (None, Some(e)) => failure(&format!("{}: {}", shown(input), e.message()), style),
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    };
    for kept in &report.kept {
        out.push_str("  ");
        style.paint(&mut out, DIM, Msg::LabelKept.text(lang()));
        let offset = kept.start.to_string();
        let line = Msg::KeptAt.fill(
            lang(),
            &[
                ("escape", kept.escape),
                ("offset", &offset),
                ("reason", kept.message()),
            ],
        );
        let _ = writeln!(out, " {line}");
    }
    out
}

/// One target of `uri2396 relativize --format text`: the reference, `<-`
/// and the target. A target that is not a URI reference gets its
/// [`error`] view; any other failure a line `error: ` and why.
///
/// ```
/// use uri2396::UriReference;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::RelativizeReport;
///
/// let base = UriReference::parse("http://a/b/c/d;p?q")?;
/// let view = |target: &[u8]| annotate::relativize_report(&RelativizeReport::from_bytes(base, target), Style::PLAIN);
/// assert_eq!(view(b"http://a/b/g"), "../g  <-  http://a/b/g\n");
/// assert!(view(b"g").starts_with("error: the target \"g\" is a relative reference"));
/// # Ok::<(), uri2396::Error>(())
/// ```
#[must_use]
pub fn relativize_report(report: &RelativizeReport<'_>, style: Style) -> String {
    match (&report.result, &report.error) {
        (Some(result), _) => result_line(result.as_str(), &report.header.input, style) + "\n",
        (None, Some(e)) => match e.reference_error() {
            Some(e) => error(&report.header.input, e, style),
            None => failure(&e.message(), style),
        },
        (None, None) => failure(Msg::NoResultNoError.text(lang()), style),
    }
}

/// `uri2396 equivalent --format text`: `equivalent` or `not equivalent`,
/// then each reference's normal form, `<-` and the reference; or the
/// [`error`] view of each reference that is not a URI reference.
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::EquivalentReport;
///
/// let report = EquivalentReport::from_bytes(b"HTTP://A:80/%7e", b"http://a/~", &NormalizeOptions::default());
/// assert_eq!(
///     annotate::equivalent_report(&report, Style::PLAIN),
///     "equivalent\n  http://a/~  <-  HTTP://A:80/%7e\n  http://a/~  <-  http://a/~\n"
/// );
/// ```
#[must_use]
pub fn equivalent_report(report: &EquivalentReport<'_>, style: Style) -> String {
    let mut out = String::new();
    match report.equivalent {
        Some(true) => style.paint(&mut out, GREEN, Msg::Equivalent.text(lang())),
        Some(false) => style.paint(&mut out, RED, Msg::NotEquivalent.text(lang())),
        None => {}
    }
    if report.equivalent.is_some() {
        out.push('\n');
    }
    let sides = [
        (&report.a, &report.a_normal, &report.a_error),
        (&report.b, &report.b_normal, &report.b_error),
    ];
    for (input, normal, error_of) in sides {
        match (normal, error_of) {
            (Some(normal), _) => {
                let _ = writeln!(out, "  {}", result_line(normal.as_str(), input, style));
            }
            (None, Some(e)) => out.push_str(&error(input, e, style)),
            (None, None) => out.push_str(&failure(Msg::NoResultNoError.text(lang()), style)),
        }
    }
    out
}

/// `text` as the views show an input: visible, and `""` when empty.
fn shown(text: &str) -> Cow<'_, str> {
    if text.is_empty() {
        Cow::Borrowed("\"\"")
    } else {
        visible(text)
    }
}

// ---------------------------------------------------------------------------
// uri2396 rules
// ---------------------------------------------------------------------------

/// A rule's examples, as `rules` prints them: [`Rule::examples`] that
/// hold in the rule's grammar.
///
/// ```
/// use uri2396::grammar::Rule;
/// use uri2396_cli::annotate::examples;
///
/// let ex = examples(Rule::HOSTNAME);
/// assert_eq!(ex.matching, ["www.ietf.org", "localhost"]);
/// assert!(ex.failing.iter().all(|s| !Rule::HOSTNAME.matches(s)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RuleExamples {
    /// Strings the rule derives.
    pub matching: Vec<&'static str>,
    /// Strings it does not.
    pub failing: Vec<&'static str>,
}

/// The examples of `rule` beside it in its grammar file. A grammar
/// composed at run time takes its rules' lines from the files it is
/// composed of, and a line written for a switch the grammar lacks may not
/// hold: only those that do are shown.
#[must_use]
pub fn examples(rule: Rule) -> RuleExamples {
    let written = rule.examples();
    RuleExamples {
        matching: written
            .matching
            .iter()
            .copied()
            .filter(|s| rule.matches(s))
            .collect(),
        failing: written
            .failing
            .iter()
            .copied()
            .filter(|s| !rule.matches(s))
            .collect(),
    }
}

/// What a kind of rule is, in a parse tree.
fn describe_kind(kind: RuleKind) -> &'static str {
    match kind {
        RuleKind::Structure => Msg::KindStructure,
        RuleKind::Leaf => Msg::KindLeaf,
        RuleKind::Class => Msg::KindClass,
        RuleKind::Excluded => Msg::KindExcluded,
    }
    .text(lang())
}

/// Every rule of a grammar, one a line: where the RFCs define it, then the
/// BNF.
///
/// ```
/// use uri2396::Dialect;
/// use uri2396_cli::annotate::{self, Style};
///
/// let list = annotate::rules(Dialect::STRICT, Style::PLAIN);
/// assert!(list.contains("\n3.2.2  hostport      = host [ \":\" port ]\n"));
/// let list = annotate::rules(Dialect::RFC2732, Style::PLAIN);
/// assert!(list.contains("\nRFC 2732 3    IPv6reference = \"[\" IPv6address \"]\"\n"));
/// ```
#[must_use]
pub fn rules(grammar: Dialect, style: Style) -> String {
    let width = grammar.rules().map(|r| r.name().len()).max().unwrap_or(0);
    let section = grammar
        .rules()
        .map(|r| citation(r).len())
        .max()
        .unwrap_or(0);
    let title = match grammar {
        Dialect::STRICT => Msg::RulesStrict,
        Dialect::RFC2732 => Msg::RulesRfc2732,
        Dialect::JAVA => Msg::RulesJava,
        Dialect::RFC3986 => Msg::RulesRfc3986,
        Dialect::RFC3987 => Msg::RulesRfc3987,
        _ => Msg::RulesSwitches,
    };
    let mut out = title.fill(
        lang(),
        &[
            ("count", &grammar.rules().len().to_string()),
            ("dialect", &grammar.to_string()),
        ],
    );
    out.push('\n');
    for rule in grammar.rules() {
        let rhs = rule.bnf().split_once('=').map_or("", |(_, rhs)| rhs.trim());
        style.paint(&mut out, DIM, &format!("{:<section$}", citation(rule)));
        out.push_str("  ");
        style.paint(&mut out, BOLD, &format!("{:<width$}", rule.name()));
        let _ = writeln!(out, " = {rhs}");
    }
    out.push_str(Msg::RulesOneRule.text(lang()));
    out.push('\n');
    out
}

/// Where a rule is defined: its section of RFC 2396 (`3.2.2`), or the RFC
/// and section of an amendment's rule (`RFC 2732 3`).
fn citation(rule: Rule) -> String {
    match rule.rfc() {
        2396 => rule.section().to_owned(),
        0 => format!("java {}", rule.section()),
        rfc => format!("RFC {rfc} {}", rule.section()),
    }
}

/// One rule: its section and kind, its BNF, the rules it uses and those
/// that use it, and strings it matches and does not match (each with the
/// reason).
///
/// ```
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396::grammar::Rule;
///
/// let page = annotate::rule(Rule::find("port").unwrap(), Style::PLAIN);
/// assert!(page.starts_with("port (3.2.2): "));
/// assert!(page.contains("\n  port = *digit\n"));
/// assert!(page.contains("\nused by:  hostport\n"));
/// ```
#[must_use]
pub fn rule(rule: Rule, style: Style) -> String {
    let lang = lang();
    let mut out = String::new();
    style.paint(&mut out, BOLD, rule.name());
    let _ = writeln!(
        out,
        " ({}): {}\n\n  {}\n",
        citation(rule),
        describe_kind(rule.kind()),
        rule.bnf()
    );
    let names = |rules: &[Rule]| {
        if rules.is_empty() {
            Msg::RuleNone.text(lang).to_string()
        } else {
            rules
                .iter()
                .map(|r| r.name())
                .collect::<Vec<_>>()
                .join(Msg::Separator.text(lang))
        }
    };
    let (uses, used_by) = (Msg::RuleUses.text(lang), Msg::RuleUsedBy.text(lang));
    // The lists start in one column, two after the longer title.
    let column = uses.width().max(used_by.width()) + 2;
    for (title, rules) in [(uses, rule.uses()), (used_by, rule.used_by())] {
        let pad = " ".repeat(column - title.width());
        let _ = writeln!(out, "{title}{pad}{}", names(rules));
    }
    let ex = examples(rule);
    let width = ex
        .matching
        .iter()
        .chain(&ex.failing)
        .map(|s| format!("{s:?}").chars().count())
        .max()
        .unwrap_or(0);
    if !ex.matching.is_empty() {
        let _ = writeln!(out, "\n{}", Msg::RuleMatches.text(lang));
        for s in &ex.matching {
            let _ = writeln!(out, "  {}", style.painted(GREEN, &format!("{s:?}")));
        }
    }
    if !ex.failing.is_empty() {
        let _ = writeln!(out, "\n{}", Msg::RuleDoesNotMatch.text(lang));
        for &s in &ex.failing {
            let shown = format!("{s:?}");
            let pad = " ".repeat(width - shown.chars().count());
            let why = match Tree::parse(rule, s) {
                Err(e) => {
                    let mut why = Msg::RuleWhy.fill(
                        lang,
                        &[
                            ("offset", &e.offset().to_string()),
                            ("message", &e.message_in(lang)),
                        ],
                    );
                    if !e.expected().is_empty() {
                        why.push_str(
                            &Msg::CheckExpected.fill(lang, &[("list", &expected_list(&e))]),
                        );
                    }
                    why
                }
                Ok(_) => Msg::RuleMatchesAfterAll.text(lang).to_string(),
            };
            let _ = writeln!(out, "  {}{pad}  {why}", style.painted(RED, &shown));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_of_a_named_dialect_shows_its_written_examples() {
        for rule in Dialect::ALL.into_iter().flat_map(Dialect::rules) {
            let (shown, written) = (examples(rule), rule.examples());
            assert_eq!(shown.matching, written.matching, "{rule}");
            assert_eq!(shown.failing, written.failing, "{rule}");
        }
    }

    #[test]
    fn a_composed_grammar_shows_only_the_examples_that_hold_in_it() {
        let dialect: Dialect = "strict+empty-authority".parse().expect("a dialect");
        let rule = dialect.find("relativeURI").expect("a rule");
        // java.pest's line beside the rule holds `?y`, which the switch
        // empty-relative-path makes a relativeURI.
        assert!(rule.examples().matching.contains(&"?y"));
        let shown = examples(rule);
        assert!(!shown.matching.contains(&"?y"));
        assert!(shown.matching.iter().all(|s| rule.matches(s)));
        assert!(shown.failing.iter().all(|s| !rule.matches(s)));
    }

    #[test]
    fn excerpt_clips_long_lines_around_the_caret() {
        let line = "a".repeat(200) + " " + &"b".repeat(200);
        let (shown, caret, width) = excerpt(&line, 200);
        assert_eq!(shown.chars().nth(caret), Some(' '));
        assert_eq!(width, 1);
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert_eq!(shown.chars().count(), BEFORE + AFTER + 2);
        let (shown, caret, width) = excerpt("a\tb", 1);
        assert_eq!((shown.as_str(), caret, width), ("a␉b", 1, 1));
        let (shown, caret, width) = excerpt("ab", 2);
        assert_eq!((shown.as_str(), caret, width), ("ab", 2, 0));
        // At the end of a line too long to show whole: after its last
        // character shown, in either path (US-ASCII, or any text).
        for tail in ["a", "\u{e9}"] {
            let line = "b".repeat(150) + tail;
            let count = line.chars().count();
            let (shown, caret, width) = excerpt(&line, count);
            assert_eq!(shown.chars().count(), BEFORE + 1);
            assert_eq!((caret, width), (BEFORE + 1, 0), "{tail}");
            assert!(shown.starts_with('…') && shown.ends_with(tail));
        }
    }

    /// The slice a line of printable US-ASCII is shown as is what showing
    /// it a character at a time gives, for every length up to 150 and
    /// every caret; and quoting escapes `"` and `\` in either path.
    #[test]
    fn excerpt_of_printable_us_ascii_is_its_characters_shown() {
        // The excerpt, a character at a time, as any line is shown.
        let by_chars = |line: &str, caret: usize| {
            let count = line.chars().count();
            let (skip, take) = if count <= BEFORE + AFTER {
                (0, count)
            } else {
                (caret.saturating_sub(BEFORE), BEFORE + AFTER)
            };
            let mut shown = String::from(if skip > 0 { "…" } else { "" });
            let mut at = None;
            for (i, c) in line.chars().enumerate().skip(skip).take(take) {
                if i == caret {
                    at = Some(shown.chars().count());
                }
                shown.push(c);
            }
            let column = at.unwrap_or_else(|| shown.chars().count());
            if skip + take < count {
                shown.push('…');
            }
            (shown, column, usize::from(at.is_some()))
        };
        let text: String = (0..150u32)
            .map(|i| char::from(b' ' + (i * 7 % 95) as u8))
            .collect();
        for len in 0..=text.len() {
            let line = &text[..len];
            for caret in 0..=len {
                assert_eq!(excerpt(line, caret), by_chars(line, caret), "{len} {caret}");
            }
        }
        let mut out = String::new();
        push_quoted(&mut out, r#"a"b\c"#, 0);
        push_quoted(&mut out, "é\"", 0);
        assert_eq!(out, r#""a\"b\\c""é\"""#);
    }

    #[test]
    fn excerpt_shows_hidden_characters_and_keeps_the_caret_under_the_fault() {
        // A bidirectional override before the fault: the caret moves right
        // by the width of its code point.
        let (shown, caret, width) = excerpt("/\u{202E}a\u{200B} b", 4);
        assert_eq!(shown, "/<U+202E>a<U+200B> b");
        assert_eq!((caret, width), (18, 1));
        assert_eq!(shown.chars().nth(caret), Some(' '));
        // The fault itself hidden: the whole code point is marked.
        let (shown, caret, width) = excerpt("ab\u{2066}c", 2);
        let at: String = shown.chars().skip(caret).take(width).collect();
        assert_eq!(at, "<U+2066>");
        // Clipped on both sides, the caret still under the fault.
        let line = "\u{200F}".repeat(100) + " " + &"\u{200F}".repeat(100);
        let (shown, caret, width) = excerpt(&line, 100);
        assert_eq!(shown.chars().nth(caret), Some(' '));
        assert_eq!(width, 1);
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert!(!shown.contains('\u{200F}'));
    }

    #[test]
    fn colour_only_when_asked() {
        let tree = uri2396::parse_tree("URI-reference", "http://a/b?q#f").unwrap();
        assert!(!components(&tree, Style::PLAIN).contains('\x1b'));
        assert!(!self::tree(&tree, Style::PLAIN).contains('\x1b'));
        assert!(components(&tree, Style::COLOR).contains("\x1b[35mhttp\x1b[0m"));
        assert!(rules(Dialect::STRICT, Style::COLOR).contains('\x1b'));
    }
}
