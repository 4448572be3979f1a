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

/// The examples and notes after `uri2396 compare --help`. Each `$` line is
/// run by the tests, and must print what is shown under it.
pub const AFTER_HELP: &str = "\
Examples:
  $ uri2396 compare --readings strict,whatwg --format text http://a_b.example/x
  differ  http://a_b.example/x
                  strict               whatwg
    valid         yes                  yes
    scheme        http                 http
    userinfo      -                    -
  * host          -                    a_b.example
    port          -                    -
    path          /x                   /x
    query         -                    -
    fragment      -                    -
    serialization http://a_b.example/x http://a_b.example/x
    strict: the authority \"a_b.example\" is a reg_name, not a server (3.2), so it has no userinfo, host or port: as a server's host at byte 8, '_' cannot stand here

  uri2396 compare --only-differing --format jsonl < urls.txt

Readings: the dialects (strict, rfc2732, java, rfc3986, or any other that
--dialect takes) and whatwg, the WHATWG URL Standard (browsers, Node.js),
through the url crate. Without --readings: strict, rfc2732, java, rfc3986
and whatwg.
Each JSON line has the \"input\", the \"base\", the \"readings\" (an object
keyed by reading, each with \"valid\", the components \"scheme\", \"userinfo\",
\"host\", \"port\", \"path\", \"query\" and \"fragment\" (null when absent),
\"resolved\" (with --base), the \"serialization\" the reading would send, an
\"error\" and the \"reasons\" of a grammar reading that splits the input
otherwise than another) and \"differ\": the fields on which readings differ.
The scheme and the host are compared without regard to case. With --base,
every reading's components are those of the reference the input resolves
to. WHATWG's components are of the URL it makes: it rewrites (lower case,
escapes, a default port dropped, IPv4 numbers), and so it may differ on
inputs that every grammar reads alike.
Exit status: 0 when the readings agree on every input, 1 when they differ on
any, 2 on a usage or I/O error.";

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

    /// The inputs, one per argument; without any, each line of standard
    /// input
    #[arg(value_name = "INPUT")]
    inputs: Vec<OsString>,
}

/// A reading's name, as `--readings` takes it.
fn reading(name: &str) -> Result<Reading, String> {
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
    let summarize = matches!(format, CompareFormat::Summary | CompareFormat::SummaryJson);
    let mut summary = CompareSummary::new(&readings);
    // The text views are set apart by a blank line.
    let separate = format == CompareFormat::Text && !args.only_differing;
    let mut first = true;
    super::run(&args.inputs, separate, any_differ, |input, out| {
        let report = CompareReport::from_bytes(input, base, &readings);
        if summarize {
            summary.add(&report);
            return Ok(!report.differs());
        }
        if args.only_differing && !report.differs() {
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
        // "Valid" for the exit status: the readings agree.
        Ok(!report.differs())
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
