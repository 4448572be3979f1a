//! The text view of `uri2396 compare`: one table per input, the readings
//! as columns, the fields as rows, differing rows marked; the errors and
//! the reasons below.

use std::fmt::Write as _;

use unicode_width::UnicodeWidthStr;
use uri2396::compare::{Field, ReadingResult, Refusal};

use crate::report::{CompareReport, CompareSummary};
use crate::words::{Msg, lang};

use super::{BOLD, DIM, RED, Style, shown};

/// Widest a cell is drawn, in columns; a longer value ends in "…" (the
/// JSON has it whole).
const CELL: usize = 40;

/// The view of one input of `uri2396 compare --format text`: the input
/// (and the base), then a row per field with each reading's value (`-`
/// where a component is absent, `""` where it is empty), a `*` before the
/// rows where readings differ; then why each reading that refuses the
/// input does, and each grammar reading's reasons for how it splits it.
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::Dialect;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::CompareReport;
///
/// let readings = [Reading::Grammar(Dialect::STRICT), Reading::Grammar(Dialect::RFC2732)];
/// let report = CompareReport::from_bytes(b"http://[::1]/", None, &readings);
/// assert_eq!(
///     annotate::compare_report(&report, Style::PLAIN),
///     "\
/// differ  http://[::1]/
///                 strict rfc2732
/// * valid         no     yes
///   scheme        -      http
///   userinfo      -      -
///   host          -      [::1]
///   port          -      -
///   path          -      /
///   query         -      -
///   fragment      -      -
///   serialization -      http://[::1]/
///   strict: invalid URI-reference at byte 7: '[' (unwise) is excluded from URIs (2.4.3); this is an RFC 2732 IPv6 literal, and RFC 2396 hosts are a hostname or an IPv4address (3.2.2): read it in the RFC 2732 dialect, \"rfc2732\"
/// "
/// );
/// ```
#[must_use]
pub fn compare_report(report: &CompareReport<'_>, style: Style) -> String {
    let mut out = String::new();
    if report.differs() {
        style.paint(&mut out, RED, Msg::CompareDiffer.text(lang()));
    } else {
        style.paint(&mut out, BOLD, Msg::CompareSame.text(lang()));
    }
    let _ = writeln!(out, "  {}", shown(&report.input));
    if let Some(base) = report.base {
        let _ = writeln!(out, "  {} {}", Msg::CompareBase.text(lang()), shown(base));
    }
    let rows: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|f| *f != Field::Resolved || report.base.is_some())
        .collect();
    let name_width = rows
        .iter()
        .map(|f| f.name_in(lang()).width())
        .max()
        .unwrap_or(0);
    // Each column as wide as its widest cell.
    let columns: Vec<(&ReadingResult, Vec<String>)> = report
        .readings
        .iter()
        .map(|r| (r, rows.iter().map(|&f| cell(r, f)).collect()))
        .collect();
    let widths: Vec<usize> = columns
        .iter()
        .map(|(r, cells)| {
            cells
                .iter()
                .map(|c| c.width())
                .chain([r.reading.name().len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut line = format!("  {:name_width$}", "");
    for ((r, _), width) in columns.iter().zip(&widths) {
        let _ = write!(line, " {:width$}", r.reading.name());
    }
    let _ = writeln!(out, "{}", line.trim_end());
    for (i, field) in rows.iter().enumerate() {
        let differs = report.differ.contains(field);
        let mut line = String::new();
        if differs {
            style.paint(&mut line, RED, "*");
            line.push(' ');
        } else {
            line.push_str("  ");
        }
        let name = field.name_in(lang());
        let _ = write!(line, "{name}{}", " ".repeat(name_width - name.width()));
        for ((_, cells), width) in columns.iter().zip(&widths) {
            let cell = &cells[i];
            let pad = width.saturating_sub(cell.width());
            line.push(' ');
            if cell == "-" {
                style.paint(&mut line, DIM, cell);
            } else {
                line.push_str(cell);
            }
            line.push_str(&" ".repeat(pad));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for r in &report.readings {
        // The library's line (where, what, and the fix); the tool's own
        // for input that is not UTF-8, which names its bytes.
        let refusal = match &r.refusal {
            Some(Refusal::NotUtf8 { .. }) => report.error_of(r).map(|e| e.message()),
            other => other.as_ref().map(|e| e.message_in(lang())),
        };
        if let Some(refusal) = refusal {
            let _ = writeln!(out, "  {}: {}", r.reading.name(), refusal);
        }
        for reason in &r.reasons {
            let _ = writeln!(out, "  {}: {}", r.reading.name(), reason.message_in(lang()));
        }
    }
    for v in &report.policy {
        let _ = writeln!(out, "  {}", v.message_in(lang()));
    }
    // Each internationalized host the readings reach, once, after the
    // readings that reach it.
    let mut hosts: Vec<(Vec<&str>, uri2396::idn::Names)> = Vec::new();
    for r in &report.readings {
        let Some(names) = r.fields.host.as_deref().and_then(uri2396::idn::names) else {
            continue;
        };
        match hosts.iter_mut().find(|(_, n)| *n == names) {
            Some((readings, _)) => readings.push(r.reading.name()),
            None => hosts.push((vec![r.reading.name()], names)),
        }
    }
    for (readings, names) in &hosts {
        let prefix = format!("{}: ", readings.join(", "));
        super::host_lines(&mut out, &prefix, names, style);
    }
    if report.input_bytes.is_none() {
        super::escape_lines(&mut out, &report.input, style);
    }
    out
}

/// One cell: `-` for an absent value, the value made visible (quoted
/// when empty or `-`), clipped to [`CELL`] columns.
fn cell(r: &ReadingResult, field: Field) -> String {
    let value = match field {
        Field::Valid => {
            return if r.valid {
                Msg::CompareYes
            } else {
                Msg::CompareNo
            }
            .text(lang())
            .to_owned();
        }
        Field::Scheme => r.fields.scheme.as_deref(),
        Field::Userinfo => r.fields.userinfo.as_deref(),
        Field::Host => r.fields.host.as_deref(),
        Field::Port => r.fields.port.as_deref(),
        Field::Path => r.fields.path.as_deref(),
        Field::Query => r.fields.query.as_deref(),
        Field::Fragment => r.fields.fragment.as_deref(),
        Field::Resolved => r.resolved.as_deref(),
        Field::Serialization => r.serialization.as_deref(),
        _ => None,
    };
    let Some(value) = value else {
        return "-".to_owned();
    };
    let text = if value == "-" {
        "\"-\"".to_owned()
    } else {
        shown(value).into_owned()
    };
    if text.width() <= CELL {
        return text;
    }
    let mut clipped = String::new();
    for c in text.chars() {
        if clipped.width() + 1 >= CELL {
            break;
        }
        clipped.push(c);
    }
    clipped.push('…');
    clipped
}

/// The view of `uri2396 compare --format summary`: how many inputs, on how
/// many the readings differ, then for each pair of readings that differ on
/// any input, each field with its count and its first input.
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::Dialect;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::{CompareReport, CompareSummary};
///
/// let readings = [Reading::Grammar(Dialect::STRICT), Reading::Grammar(Dialect::RFC2732)];
/// let mut summary = CompareSummary::new(&readings);
/// for input in ["http://[::1]/", "http://a/", "http://[::2]/"] {
///     summary.add(&CompareReport::from_bytes(input.as_bytes(), None, &readings));
/// }
/// assert_eq!(
///     annotate::compare_summary(&summary, Style::PLAIN),
///     "\
/// 3 inputs, 2 on which the readings differ
/// strict / rfc2732
///   valid 2  http://[::1]/
/// "
/// );
/// ```
#[must_use]
pub fn compare_summary(summary: &CompareSummary, style: Style) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        Msg::CompareSummary.fill(
            lang(),
            &[
                ("inputs", &summary.inputs.to_string()),
                ("differing", &summary.differing.to_string()),
            ],
        )
    );
    for ((a, b), cells) in &summary.pairs {
        let rows: Vec<(Field, u64, &Option<String>)> = Field::ALL
            .into_iter()
            .zip(cells)
            .filter(|(_, (count, _))| *count > 0)
            .map(|(field, (count, first))| (field, *count, first))
            .collect();
        if rows.is_empty() {
            continue;
        }
        let mut line = String::new();
        style.paint(
            &mut line,
            BOLD,
            &format!("{} / {}", summary.readings[*a], summary.readings[*b]),
        );
        let _ = writeln!(out, "{line}");
        let names = rows
            .iter()
            .map(|(f, ..)| f.name_in(lang()).width())
            .max()
            .unwrap_or(0);
        let counts = rows
            .iter()
            .map(|(_, c, _)| c.to_string().len())
            .max()
            .unwrap_or(0);
        for (field, count, first) in rows {
            let first = first.as_deref().map(shown).unwrap_or_default();
            let name = field.name_in(lang());
            let pad = " ".repeat(names - name.width());
            let _ = writeln!(out, "  {name}{pad} {count:>counts$}  {first}");
        }
    }
    out
}
