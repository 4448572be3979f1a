//! `uri2396 escape` and `uri2396 unescape`: values escaped for a
//! component, and components decoded (RFC 2396 2.4), one report per input.

use std::ffi::OsString;

use uri2396::escape::Component;
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::{EscapeReport, UnescapeReport};

use super::{Failure, LineFormat, default_line_format, write_line};

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
