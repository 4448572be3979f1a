//! `uri2396 lint`: the findings of RFC 2396 section 7 (security
//! considerations) for each reference, one report per reference.

use std::ffi::OsString;
use std::io::Write;

use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::LintReport;
use uri2396_cli::sarif;
use uri2396_cli::words::lang;

use super::normalize_cmd::NormalizeFlags;
use clap::ValueEnum;

use super::{Failure, Format, default_format, write_line};

#[derive(Debug, clap::Args)]
pub struct LintArgs {
    #[command(flatten)]
    ports: NormalizeFlags,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LintFormat>,

    /// The encoding of standard input (auto, utf-8, utf-16le, shift_jis,
    /// euc-jp...) [default: the bytes as UTF-8]
    #[arg(long, value_name = "LABEL", value_parser = super::decoding::encoding,
          long_help = super::decoding::HELP)]
    encoding: Option<uri2396::extract::TextEncoding>,

    /// Refuse also what the policy FILE refuses, as each reading reads the
    /// input (TOML: schemes = [...], refuse = [...]; docs/readings.md)
    #[arg(long, value_name = "FILE")]
    policy: Option<std::path::PathBuf>,

    /// The URI references, one per argument; without any, each line of
    /// standard input
    #[arg(value_name = "INPUT")]
    inputs: Vec<OsString>,
}

/// The output formats of `lint`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LintFormat {
    /// For people: each finding, its span underlined; errors explained
    Text,
    /// One JSON object per input, each on its own line
    #[value(alias = "json")]
    Jsonl,
    /// SARIF 2.1.0, for code scanning: each syntax error, finding and
    /// policy violation, its line the input's place (its line of standard
    /// input, or its argument's)
    Sarif,
}

/// Lints each input and prints its report; sets `any_invalid` when one is
/// invalid or has a finding.
pub fn run(args: &LintArgs, style: Style, any_invalid: &mut bool) -> Result<(), Failure> {
    let options = args.ports.options();
    let policy = super::read_policy("lint", args.policy.as_deref());
    let format = args.format.unwrap_or_else(|| match default_format() {
        Format::Text => LintFormat::Text,
        Format::Jsonl => LintFormat::Jsonl,
    });
    let mut log = match format {
        LintFormat::Sarif => {
            let mut stdout = std::io::stdout().lock();
            let log = sarif::Log::start(sarif::Kind::Extract, &mut stdout)
                .and_then(|log| stdout.flush().map(|()| log))
                .map_err(Failure::Write)?;
            Some(log)
        }
        _ => None,
    };
    let artifact = if args.inputs.is_empty() {
        sarif::Artifact::Stdin
    } else {
        sarif::Artifact::Arguments
    };
    let mut place = 0u64;
    super::run_decoded(
        &args.inputs,
        false,
        any_invalid,
        args.encoding,
        |input, mut out| {
            place += 1;
            let report = LintReport::from_bytes(input, &options).with_policy(&policy);
            match (format, log.as_mut()) {
                (LintFormat::Sarif, Some(log)) => {
                    for finding in sarif_findings(&report, artifact, place) {
                        log.write(&finding, &mut out)?;
                    }
                }
                (LintFormat::Text, _) => {
                    out.write_all(annotate::lint_report(&report, style).as_bytes())?
                }
                _ => write_line(out, &report)?,
            }
            Ok(report.is_clean())
        },
    )?;
    if log.is_some() {
        let mut stdout = std::io::stdout().lock();
        sarif::Log::finish(&mut stdout)
            .and_then(|()| stdout.flush())
            .map_err(Failure::Write)?;
    }
    Ok(())
}

/// The SARIF findings of one input: its syntax error, what the policy
/// refuses, and the findings of the lints; on the input's line `place`.
fn sarif_findings<'r>(
    report: &'r LintReport<'_>,
    artifact: sarif::Artifact<'r>,
    place: u64,
) -> Vec<sarif::Finding<'r>> {
    let input = &report.header.input;
    let column = |offset: usize| {
        input
            .get(..offset)
            .map_or(1, |before| before.chars().count() as u64 + 1)
    };
    let finding = |rule: &'r str, message: String, offset: usize| sarif::Finding {
        rule,
        message: format!("{input:?}: {message}"),
        artifact,
        line: place,
        column: column(offset),
        bytes: None,
    };
    let mut out = Vec::new();
    if let Some(error) = &report.error {
        out.push(finding(sarif::SYNTAX, error.message(), error.offset()));
    }
    for v in &report.policy {
        out.push(finding(v.rule.name(), v.message_in(lang()), 0));
    }
    for f in &report.findings {
        out.push(finding(f.code.as_str(), f.message_in(lang()), f.start));
    }
    out
}
