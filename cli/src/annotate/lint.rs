//! The text view of `uri2396 lint`: each finding, with its span underlined
//! in the input.

use std::fmt::Write as _;

use crate::report::LintReport;
use crate::words::{Msg, lang};

use super::{BOLD, GREEN, RED, Style, error, excerpt, shown, visible};

/// The view of one input of `uri2396 lint --format text`: `clean` and the
/// input, or the number of findings and the input, then each finding (its
/// code, its message, and its first occurrence underlined); an invalid
/// input has its error first, as `uri2396 parse` shows it. Characters are
/// shown [`visible`].
///
/// ```
/// use uri2396::normalize::NormalizeOptions;
/// use uri2396_cli::annotate::{self, Style};
/// use uri2396_cli::report::LintReport;
///
/// let report = LintReport::new("http://a.example/x/../y/../z", &NormalizeOptions::new());
/// assert_eq!(
///     annotate::lint_report(&report, Style::PLAIN),
///     "\
/// 1 finding  http://a.example/x/../y/../z
///   dot-segment: the dot segment .. is left in an absolute path: removed by some programs and kept by others, it may name another resource than it seems to (5.2, 7)
///     http://a.example/x/../y/../z
///                        ^^ (and 1 more in the path)
/// "
/// );
/// ```
#[must_use]
pub fn lint_report(report: &LintReport<'_>, style: Style) -> String {
    let lang = lang();
    let mut out = String::new();
    let input = &report.header.input;
    match report.findings.len() + report.policy.len() {
        _ if report.error.is_some() => {}
        0 => style.paint(&mut out, GREEN, Msg::LintClean.text(lang)),
        1 => style.paint(&mut out, RED, Msg::LintOneFinding.text(lang)),
        n => style.paint(
            &mut out,
            RED,
            &Msg::LintFindings.fill(lang, &[("count", &n.to_string())]),
        ),
    }
    if report.error.is_none() {
        let _ = writeln!(out, "  {}", shown(input));
    }
    if let Some(e) = &report.error {
        out.push_str(&error(input, e, style));
    }
    for finding in &report.findings {
        out.push_str("  ");
        style.paint(&mut out, BOLD, finding.code.as_str());
        let _ = writeln!(out, ": {}", finding.message_in(lang));
        let (Some(before), Some(span)) = (
            input.get(..finding.start),
            input.get(finding.start..finding.end),
        ) else {
            continue;
        };
        let (line, caret, _) = excerpt(input, before.chars().count());
        let room = line.chars().count().saturating_sub(caret);
        let width = visible(span).chars().count().min(room).max(1);
        let _ = writeln!(out, "    {line}");
        out.push_str(&" ".repeat(caret + 4));
        style.paint(&mut out, RED, &"^".repeat(width));
        match finding.count {
            1 => {}
            n => {
                out.push_str(&Msg::LintMoreIn.fill(
                    lang,
                    &[
                        ("count", &(n - 1).to_string()),
                        ("component", finding.component.name_in(lang)),
                    ],
                ));
            }
        }
        out.push('\n');
    }
    for v in &report.policy {
        out.push_str("  ");
        style.paint(&mut out, BOLD, v.rule.name());
        let text = v.message_in(lang);
        let _ = writeln!(out, "{}", text.strip_prefix(v.rule.name()).unwrap_or(&text));
    }
    out
}
