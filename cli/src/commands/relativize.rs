//! `uri2396 relativize`: the shortest reference from a base to each target
//! (the inverse of RFC 2396 5.2), one report per target.

use std::ffi::OsString;

use uri2396::resolve::ResolveError;
use uri2396::{Dialect, UriReference};
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::RelativizeReport;
use uri2396_cli::words::{Msg, lang};

use super::{DialectArg, Failure, LineFormat, default_line_format, write_line};

#[derive(Debug, clap::Args)]
pub struct RelativizeArgs {
    /// The base URI: absolute, with a hierarchical part
    /// (scheme://authority/path or scheme:/path)
    #[arg(long, value_name = "URI")]
    base: String,

    #[command(flatten)]
    dialect: DialectArg,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The targets, absolute URIs, one per argument; without any, each line
    /// of standard input
    #[arg(value_name = "TARGET")]
    targets: Vec<OsString>,
}

/// The base, read in `dialect`, when it can serve as one.
fn check_base(base: &str, dialect: Dialect) -> Result<UriReference<'_>, String> {
    // An error in the base is shown in it, with a caret.
    let parsed = UriReference::parse_in(base, dialect).map_err(|e| {
        let error = e.display_with(base).in_lang(lang()).to_string();
        Msg::BaseNotAReference.fill(lang(), &[("error", &error)])
    })?;
    let empty = UriReference::parse_in("", dialect).map_err(|e| e.message_in(lang()))?;
    // The empty target is relative: it fails only after the base passed.
    match parsed.relativize(&empty) {
        Ok(_) | Err(ResolveError::RelativeTarget { .. }) => Ok(parsed),
        Err(e) => Err(e.message_in(lang())),
    }
}

/// Relativizes each target and prints its report; sets `any_failed` when
/// one has no reference.
pub fn run(args: &RelativizeArgs, style: Style, any_failed: &mut bool) -> Result<(), Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    // Parsed once for every target; the targets are read in its dialect.
    let base = check_base(&args.base, args.dialect.dialect)
        .unwrap_or_else(|why| super::invalid_value("relativize", "--base <URI>", &args.base, &why));
    super::run(&args.targets, false, any_failed, |input, out| {
        let report = RelativizeReport::from_bytes(base, input);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::relativize_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}
