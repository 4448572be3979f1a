//! `uri2396 lint`: the findings of RFC 2396 section 7 (security
//! considerations) for each reference, one report per reference.

use std::ffi::OsString;

use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::LintReport;

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
    super::run_decoded(
        &args.inputs,
        false,
        any_invalid,
        args.encoding,
        |input, out| {
            let report = LintReport::from_bytes(input, &options).with_policy(&policy);
            match format {
                LintFormat::Jsonl => write_line(out, &report)?,
                LintFormat::Text => {
                    out.write_all(annotate::lint_report(&report, style).as_bytes())?
                }
            }
            Ok(report.is_clean())
        },
    )
}
