//! `uri2396 lint`: the findings of RFC 2396 section 7 (security
//! considerations) for each reference, one report per reference.

use std::ffi::OsString;

use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::LintReport;

use super::normalize_cmd::NormalizeFlags;
use clap::ValueEnum;

use super::{Failure, Format, default_format, write_line};

/// The examples and notes after `uri2396 lint --help`. Each `$` line is
/// run by the tests, and must print what is shown under it.
pub const AFTER_HELP: &str = "\
Examples:
  $ uri2396 lint --format text 'ftp://user:secret@192.0.2.1:2121/a/../b' http://www.example.com/
  4 findings  ftp://user:secret@192.0.2.1:2121/a/../b
    password-in-userinfo: a password in the userinfo is strongly disrecommended (7)
      ftp://user:secret@192.0.2.1:2121/a/../b
                 ^^^^^^
    ipv4-host: the host 192.0.2.1 is an IPv4 address, not the name its owner gives it (3.2.2, 7)
  ...
  clean  http://www.example.com/

  $ uri2396 lint --format jsonl 'gopher://mail.example.com:25/1%0D%0AMAIL'
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"gopher://mail.example.com:25/1%0D%0AMAIL\",\"input_bytes\":null,\"valid\":true,\"findings\":[{\"code\":\"reserved-port\",\"component\":\"port\",\"start\":26,\"end\":28,\"count\":1,...},{\"code\":\"escaped-control\",\"component\":\"path\",\"start\":30,\"end\":33,\"count\":2,...}],\"error\":null}

  uri2396 lint --format jsonl < uris.txt | jq -r '.findings[].code' | sort | uniq -c

Codes: password-in-userinfo, non-default-port, reserved-port (a port other
than the scheme's default, below 1024), escaped-control (%00 %0A %0D),
escaped-delimiter (%2F %3F %23 in a hierarchical path), dot-segment (in an
absolute path), ipv4-host, ipv6-host (--dialect rfc2732), unqualified-host
(one label), reg-name-authority (where the scheme expects a server),
non-ascii, bidi. Each is reported once
per component, at its first occurrence, with a count. Lints never change
validity: an invalid input is reported with its error, as `uri2396 parse`
shows it, and the non-ascii and bidi findings of its characters.
Exit status: 0 when every input is valid and has no finding, 1 when any has
a finding or is invalid, 2 on a usage or I/O error.";

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
            let report = LintReport::from_bytes(input, &options);
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
