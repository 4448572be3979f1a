//! `uri2396 compare`: each input read in several readings side by side
//! (the grammars of the dialects, and the WHATWG URL Standard), where
//! they differ, and why.

use std::ffi::OsString;
use std::io::Write;

use uri2396::compare::Reading;
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::{CompareReport, CompareSummary};

use super::{Failure, LineFormat, default_line_format, write_line};

/// The output formats of `compare`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CompareFormat {
    /// For people: a table per input, the readings as columns, the
    /// differing rows marked, the reasons below
    Text,
    /// One JSON object per input, each on its own line
    #[value(alias = "json")]
    Jsonl,
    /// Only a summary, for people: for each pair of readings and each
    /// field, on how many inputs they differ, and the first
    Summary,
    /// Only the summary, as one JSON object
    SummaryJson,
}

#[derive(Debug, clap::Args)]
pub struct CompareArgs {
    /// The base URI to resolve each input against, in every reading
    #[arg(long, value_name = "URI")]
    base: Option<String>,

    /// The readings, separated by commas [default: strict,rfc2732,java,rfc3986,whatwg]
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = reading)]
    readings: Vec<Reading>,

    /// Print only the inputs on which the readings differ; the exit status
    /// still counts every input
    #[arg(long)]
    only_differing: bool,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<CompareFormat>,

    /// Refuse also what the policy FILE refuses, as each reading reads the
    /// input (TOML: schemes = [...], refuse = [...]; docs/readings.md)
    #[arg(long, value_name = "FILE")]
    policy: Option<std::path::PathBuf>,

    /// The inputs, one per argument; without any, each line of standard
    /// input
    #[arg(value_name = "INPUT")]
    inputs: Vec<OsString>,
}

/// A reading's name, as `--readings` takes it.
pub(crate) fn reading(name: &str) -> Result<Reading, String> {
    name.parse::<Reading>()
        .map_err(|e| e.message_in(uri2396_cli::words::lang()))
}

/// Compares each input's readings and prints the report; sets
/// `any_differ` when the readings differ on one.
pub fn run(args: &CompareArgs, style: Style, any_differ: &mut bool) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(|| match default_line_format() {
        LineFormat::Text => CompareFormat::Text,
        LineFormat::Jsonl => CompareFormat::Jsonl,
    });
    let readings = if args.readings.is_empty() {
        Reading::all()
    } else {
        args.readings.clone()
    };
    // Each reading is a key of the JSON object and a column of the table.
    for (i, r) in readings.iter().enumerate() {
        if readings[..i].contains(r) {
            super::invalid_value(
                "compare",
                "--readings <LIST>",
                &r.to_string(),
                "named twice",
            );
        }
    }
    let base = args.base.as_deref();
    let policy = super::read_policy("compare", args.policy.as_deref());
    let summarize = matches!(format, CompareFormat::Summary | CompareFormat::SummaryJson);
    let mut summary = CompareSummary::new(&readings);
    // The text views are set apart by a blank line.
    let separate = format == CompareFormat::Text && !args.only_differing;
    let mut first = true;
    super::run(&args.inputs, separate, any_differ, |input, out| {
        let report = CompareReport::from_bytes(input, base, &readings).with_policy(&policy);
        if summarize {
            summary.add(&report);
            return Ok(!report.differs());
        }
        if args.only_differing && !report.differs() && report.policy.is_empty() {
            return Ok(true);
        }
        match format {
            CompareFormat::Jsonl => write_line(out, &report)?,
            _ => {
                if args.only_differing && !std::mem::take(&mut first) {
                    out.write_all(b"\n")?;
                }
                out.write_all(annotate::compare_report(&report, style).as_bytes())?;
            }
        }
        // "Valid" for the exit status: the readings agree, and the
        // policy refuses nothing.
        Ok(!report.differs() && report.policy.is_empty())
    })?;
    let mut out = std::io::stdout().lock();
    match format {
        CompareFormat::Summary => {
            out.write_all(annotate::compare_summary(&summary, style).as_bytes())
        }
        CompareFormat::SummaryJson => write_line(&mut out, &summary),
        _ => Ok(()),
    }
    .and_then(|()| out.flush())
    .map_err(Failure::Write)
}
