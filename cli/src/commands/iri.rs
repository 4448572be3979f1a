//! `uri2396 iri-to-uri` and `uri2396 uri-to-iri`: the mappings between
//! IRIs and URIs of RFC 3987 section 3, one report per input.

use std::ffi::OsString;

use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::{IriToUriReport, UriToIriReport};

use super::{Failure, LineFormat, default_line_format, write_line};

#[derive(Debug, clap::Args)]
pub struct IriToUriArgs {
    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The IRIs, one per argument; without any, each line of standard
    /// input
    #[arg(value_name = "IRI")]
    inputs: Vec<OsString>,
}

#[derive(Debug, clap::Args)]
pub struct UriToIriArgs {
    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The URIs, one per argument; without any, each line of standard
    /// input
    #[arg(value_name = "URI")]
    inputs: Vec<OsString>,
}

/// Maps each input to its URI and prints its report; sets `any_invalid`
/// when one is not UTF-8.
pub fn run_iri_to_uri(
    args: &IriToUriArgs,
    style: Style,
    any_invalid: &mut bool,
) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    super::run(&args.inputs, false, any_invalid, |input, out| {
        let report = IriToUriReport::from_bytes(input);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::iri_to_uri_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}

/// Converts each input to its IRI and prints its report; sets
/// `any_invalid` when one is not UTF-8. Kept escapes are no failure.
pub fn run_uri_to_iri(
    args: &UriToIriArgs,
    style: Style,
    any_invalid: &mut bool,
) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    super::run(&args.inputs, false, any_invalid, |input, out| {
        let report = UriToIriReport::from_bytes(input);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::uri_to_iri_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}
