//! `uri2396 escape` and `uri2396 unescape`: values escaped for a
//! component, and components decoded (RFC 2396 2.4), one report per input.

use std::ffi::OsString;

use uri2396::escape::Component;
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::{EscapeReport, UnescapeReport};

use super::{Failure, LineFormat, default_line_format, write_line};

/// The examples and notes after `uri2396 escape --help`. Each `$` line is
/// run by the tests, and must print what is shown under it.
pub const ESCAPE_AFTER_HELP: &str = "\
Examples:
  $ uri2396 escape --component segment --format text 'a b/c' 'this:that'
  a%20b%2Fc  <-  a b/c
  this:that  <-  this:that

  $ uri2396 escape --component first-segment --format jsonl 'this:that'
  {\"version\":1,\"input\":\"this:that\",\"input_bytes\":null,\"component\":\"first_segment\",\"result\":\"this%3Athat\"}

  $ uri2396 escape --component query --format text 'a b&c=d' 'café'
  a%20b%26c%3Dd  <-  a b&c=d
  caf%C3%A9  <-  café

Characters beyond US-ASCII are escaped as their UTF-8 octets; an input that is
not UTF-8 has its bytes escaped as they are. Every input escapes: exit status
0, or 2 on a usage or I/O error.";

/// The examples and notes after `uri2396 unescape --help`.
pub const UNESCAPE_AFTER_HELP: &str = "\
Examples:
  $ uri2396 unescape --format text 'a%20b%2Fc' 'caf%C3%A9'
  a b/c  <-  a%20b%2Fc
  café  <-  caf%C3%A9

  $ uri2396 unescape --format text 'caf%E9'
  error: caf%E9: the octets from byte 3 are not UTF-8; decode to bytes, or lossily
    bytes: caf\\xE9

  $ uri2396 unescape --lossy --format jsonl 'caf%E9'
  {\"version\":1,\"input\":\"caf%E9\",\"input_bytes\":null,\"result\":\"caf\u{fffd}\",\"result_bytes\":\"caf\\\\xE9\",\"error\":null}

Octets that are not UTF-8 are an error, unless --lossy replaces them with
U+FFFD; either way \"result_bytes\" holds them, each byte that is not part of a
UTF-8 character written \\xNN. A \"%\" without two hex digits after it is an
error (\"kind\":\"malformed_escape\").
Exit status: 0 when every input decodes, 1 when any does not, 2 on a usage or
I/O error.";

#[derive(Debug, clap::Args)]
pub struct EscapeArgs {
    /// The component the values are for, which decides what is escaped
    #[arg(long, short, value_name = "COMPONENT", value_enum)]
    component: Component,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The values, one per argument; without any, each line of standard
    /// input
    #[arg(value_name = "VALUE")]
    inputs: Vec<OsString>,
}

#[derive(Debug, clap::Args)]
pub struct UnescapeArgs {
    /// Replace each octet sequence that is not UTF-8 with U+FFFD, instead
    /// of reporting an error
    #[arg(long)]
    lossy: bool,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The components, one per argument; without any, each line of
    /// standard input
    #[arg(value_name = "COMPONENT")]
    inputs: Vec<OsString>,
}

/// Escapes each input and prints its report.
pub fn run_escape(args: &EscapeArgs, style: Style, any_invalid: &mut bool) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    super::run(&args.inputs, false, any_invalid, |input, out| {
        let report = EscapeReport::from_bytes(input, args.component);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::escape_report(&report, style).as_bytes())?
            }
        }
        Ok(true)
    })
}

/// Decodes each input and prints its report; sets `any_invalid` when one
/// does not decode.
pub fn run_unescape(
    args: &UnescapeArgs,
    style: Style,
    any_invalid: &mut bool,
) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    super::run(&args.inputs, false, any_invalid, |input, out| {
        let report = UnescapeReport::from_bytes(input, args.lossy);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::unescape_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}
