//! `uri2396 equivalent`: whether two references have the same normal form
//! (RFC 2396 section 6); the answer is the exit status.

use std::ffi::OsString;
use std::io::{self, Write};

use uri2396::Semantics;
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::EquivalentReport;

use super::{Failure, LineFormat, default_line_format, write_line};
use crate::normalize_cmd::NormalizeFlags;

#[derive(Debug, clap::Args)]
pub struct EquivalentArgs {
    #[command(flatten)]
    ports: NormalizeFlags,

    /// Whose equivalence: java.net.URI's equals for inputs read with
    /// --dialect java, RFC 3986's normal forms with --dialect rfc3986 or
    /// rfc3987 and RFC 2396's otherwise (from-dialect), or java.net.URI's
    /// or RFC 2396's in any dialect
    #[arg(long, value_name = "WHOSE", value_enum, default_value_t = Semantics::FromDialect)]
    semantics: Semantics,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The first URI reference
    #[arg(value_name = "A")]
    a: OsString,

    /// The second URI reference
    #[arg(value_name = "B")]
    b: OsString,
}

/// What the comparison found, for the exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Equivalent,
    Different,
    /// Either reference is not a URI reference.
    Invalid,
}

/// Compares the two references and prints the report.
pub fn run(args: &EquivalentArgs, style: Style) -> Result<Verdict, Failure> {
    let format = args.format.unwrap_or_else(default_line_format);
    let report = EquivalentReport::from_bytes(
        args.a.as_encoded_bytes(),
        args.b.as_encoded_bytes(),
        &args.ports.options().with_semantics(args.semantics),
    );
    let mut out = io::stdout().lock();
    match format {
        LineFormat::Jsonl => write_line(&mut out, &report),
        LineFormat::Text => out.write_all(annotate::equivalent_report(&report, style).as_bytes()),
    }
    .and_then(|()| out.flush())
    .map_err(Failure::Write)?;
    Ok(match report.equivalent {
        Some(true) => Verdict::Equivalent,
        Some(false) => Verdict::Different,
        None => Verdict::Invalid,
    })
}
