//! `uri2396`: checks strings against the grammar of RFC 2396 and prints what
//! they are made of, one line of JSON per input.
//!
//! ```text
//! uri2396 parse [--rule NAME] [INPUT...]   # validity, and components of a URI-reference
//! uri2396 tree  [--rule NAME] [INPUT...]   # the parse tree
//! ```
//!
//! Each INPUT argument is one input; without any, each line of standard
//! input is one (split on `\n`, one trailing `\r` dropped; a last line
//! without `\n` counts, and empty input has no lines). Lines are read as
//! bytes: a line that is not UTF-8 is reported invalid. For each input, in
//! order, one compact JSON object on its own line: a
//! [`ParseReport`](uri2396::report::ParseReport) or a
//! [`TreeReport`](uri2396::report::TreeReport), whose fields are documented
//! (and promised stable) in [`uri2396::report`].
//!
//! Exit status: 0 when every input is valid, 1 when any is invalid, 2 on a
//! usage error (such as an unknown rule) or an I/O error. When the reader of
//! the output goes away (`| head -1`), the tool stops quietly, with the
//! status of the inputs it reported.
//!
//! This file only handles arguments, I/O and exit codes; the reports are
//! built by the library.

use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use serde::Serialize;
use uri2396::grammar::{RULES, RuleInfo};
use uri2396::report::{ParseReport, TreeReport};

/// Check strings against the grammar of RFC 2396 (URI Generic Syntax),
/// one line of JSON per input
#[derive(Debug, Parser)]
#[command(name = "uri2396", version)]
#[command(after_help = "\
Examples:
  uri2396 parse 'http://user@example.com:8080/a/b;p?q=1#top'
  uri2396 tree --rule hostport example.com:80
  uri2396 parse < uris.txt | jq -c 'select(.valid | not)'

Exit status: 0 when every input is valid, 1 when any is invalid, 2 on a usage
or I/O error.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check each input against a rule, and print its components
    ///
    /// Prints, for each input, whether the rule derives it and, for a valid
    /// URI-reference, its components: scheme, authority, userinfo, host, port,
    /// path, query and fragment, and the typed structure they come from.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Example:
  $ uri2396 parse 'http://a/?#'
  {\"version\":1,\"input\":\"http://a/?#\",\"rule\":\"URI-reference\",\"valid\":true,\"components\":{\"scheme\":\"http\",\"authority\":\"a\",...,\"query\":\"\",\"fragment\":\"\",...},\"error\":null}

An absent component is null, an empty one \"\": `http://a/` has \"query\":null.
An invalid input has \"valid\":false and an \"error\" with its byte \"offset\",
the rules \"expected\" there, a \"message\" and a \"fix\".")]
    Parse(Args),
    /// Print the parse tree of each input
    ///
    /// Each node of the tree has the rule's RFC name, its byte span, its text
    /// and its children.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Example:
  $ uri2396 tree --rule hostport example.com:80
  {\"version\":1,\"input\":\"example.com:80\",\"rule\":\"hostport\",\"valid\":true,\"tree\":{\"rule\":\"hostport\",\"start\":0,\"end\":14,\"text\":\"example.com:80\",\"children\":[...]},\"error\":null}

Character classes (alpha, pchar, escaped...) make no nodes inside other rules.")]
    Tree(Args),
}

#[derive(Debug, clap::Args)]
struct Args {
    /// The rule each input must match, spelled as in RFC 2396 Appendix A
    /// (URI-reference, IPv4address...); --help lists them
    #[arg(
        long,
        value_name = "NAME",
        default_value = "URI-reference",
        value_parser = rule_parser(),
        hide_possible_values = true,
        long_help = rule_help(),
    )]
    rule: &'static RuleInfo,

    /// The inputs, one per argument; without any, each line of standard input
    #[arg(value_name = "INPUT")]
    inputs: Vec<OsString>,
}

/// Accepts the name of any rule of the grammar and, on an unknown name,
/// makes clap list them all.
fn rule_parser() -> impl TypedValueParser<Value = &'static RuleInfo> {
    let names = RULES.iter().map(|r| {
        let value = PossibleValue::new(r.name);
        // The pest spelling, which the library accepts too.
        if r.name == "URI-reference" {
            value.alias("URI_reference")
        } else {
            value
        }
    });
    PossibleValuesParser::new(names)
        .try_map(|name| RuleInfo::find(&name).ok_or_else(|| format!("no rule named `{name}`")))
}

/// The long help of `--rule`, with every name.
fn rule_help() -> String {
    let mut help = String::from(
        "The rule each input must match, spelled as in RFC 2396 Appendix A,\n\
         one of (in the order of the grammar):\n",
    );
    let mut line = String::new();
    for rule in RULES {
        if line.len() + rule.name.len() + 2 > 72 {
            help.push_str(line.trim_end());
            help.push('\n');
            line.clear();
        }
        line.push_str(rule.name);
        line.push_str(", ");
    }
    help.push_str(line.trim_end_matches([',', ' ']));
    help
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut any_invalid = false;
    let result = match &cli.command {
        Command::Parse(args) => run(args, &mut any_invalid, |rule, input, out| {
            let report = ParseReport::from_bytes(rule, input);
            write_line(out, &report).map(|()| report.valid)
        }),
        Command::Tree(args) => run(args, &mut any_invalid, |rule, input, out| {
            let report = TreeReport::from_bytes(rule, input);
            write_line(out, &report).map(|()| report.valid)
        }),
    };
    match result {
        Ok(()) => {}
        // The reader has gone (`| head -1`): nobody is left to tell.
        Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("uri2396: {e}");
            return ExitCode::from(2);
        }
    }
    if any_invalid {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// An I/O error, and which side it came from.
#[derive(Debug)]
enum Failure {
    Read(io::Error),
    Write(io::Error),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Read(e) => write!(f, "cannot read standard input: {e}"),
            Failure::Write(e) => write!(f, "cannot write standard output: {e}"),
        }
    }
}

/// Bytes of input and of output buffered between system calls.
const BUFFER: usize = 64 * 1024;

/// Reports each input of `args` with `report`, which writes one line and
/// says whether the input was valid; sets `any_invalid` as it goes, so that
/// it holds for the inputs reported even when writing fails.
fn run<F>(args: &Args, any_invalid: &mut bool, mut report: F) -> Result<(), Failure>
where
    F: FnMut(&RuleInfo, &[u8], &mut dyn Write) -> io::Result<bool>,
{
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(BUFFER, stdout.lock());
    let mut each = |input: &[u8], out: &mut BufWriter<_>| {
        let valid = report(args.rule, input, out).map_err(Failure::Write)?;
        *any_invalid |= !valid;
        Ok(())
    };
    if args.inputs.is_empty() {
        let mut stdin = BufReader::with_capacity(BUFFER, io::stdin().lock());
        let mut line = Vec::new();
        loop {
            // Show what is done before waiting for more input, so that the
            // tool answers line by line when it is fed line by line. (The
            // search stops at the end of the next line: linear overall.)
            if !stdin.buffer().contains(&b'\n') {
                out.flush().map_err(Failure::Write)?;
            }
            line.clear();
            if stdin.read_until(b'\n', &mut line).map_err(Failure::Read)? == 0 {
                break;
            }
            let input = line.strip_suffix(b"\n").unwrap_or(&line);
            let input = input.strip_suffix(b"\r").unwrap_or(input);
            each(input, &mut out)?;
        }
    } else {
        for arg in &args.inputs {
            // On Unix the argument's own bytes; elsewhere, bytes that are
            // UTF-8 exactly when the argument is Unicode.
            each(arg.as_encoded_bytes(), &mut out)?;
        }
    }
    out.flush().map_err(Failure::Write)
}

/// Writes `report` as one line of compact JSON.
fn write_line(out: &mut dyn Write, report: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, report)?;
    out.write_all(b"\n")
}
