//! `uri2396 normalize`: the normal form of each reference (RFC 2396
//! section 6), one report per reference.

use std::ffi::OsString;

use uri2396::Semantics;
use uri2396::grammar::Rule;
use uri2396::normalize::{DEFAULT_PORTS, NormalizeOptions};
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::NormalizeReport;
use uri2396_cli::words::{Msg, lang};

use super::{DialectArg, Failure, LineFormat, default_line_format, write_line};

#[derive(Debug, clap::Args)]
pub struct NormalizeArgs {
    #[command(flatten)]
    ports: NormalizeFlags,

    /// Whose normalization: java.net.URI's for inputs read with --dialect
    /// java, RFC 3986's with --dialect rfc3986 or rfc3987 and RFC 2396's
    /// otherwise (from-dialect), or java.net.URI's or RFC 2396's in any
    /// dialect
    #[arg(long, value_name = "WHOSE", value_enum, default_value_t = Semantics::FromDialect)]
    semantics: Semantics,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The URI references, one per argument; without any, each line of
    /// standard input
    #[arg(value_name = "URI")]
    inputs: Vec<OsString>,
}

/// `--default-port` and `--dialect`, shared by `normalize`, `equivalent`
/// and `lint`.
#[derive(Debug, clap::Args)]
pub struct NormalizeFlags {
    #[command(flatten)]
    dialect: DialectArg,

    /// Take PORT as the default port of SCHEME (repeatable)
    #[arg(
        long,
        value_name = "SCHEME=PORT",
        value_parser = default_port,
        long_help = default_port_help(),
    )]
    default_port: Vec<(String, u16)>,
}

impl NormalizeFlags {
    /// The normalization options: the built-in table with these ports,
    /// and the dialect that reads the inputs.
    pub fn options(&self) -> NormalizeOptions {
        self.default_port.iter().fold(
            NormalizeOptions::new().with_dialect(self.dialect.dialect),
            |options, (scheme, port)| options.with_default_port(scheme, *port),
        )
    }
}

/// `SCHEME=PORT`: a `scheme` (3.1) and a port number.
fn default_port(arg: &str) -> Result<(String, u16), String> {
    let Some((scheme, port)) = arg.split_once('=') else {
        return Err(Msg::NotSchemePort.text(lang()).into());
    };
    let rule = Rule::find("scheme").expect("the grammar has scheme");
    if !rule.matches(scheme) {
        return Err(Msg::NotAScheme.fill(lang(), &[("value", &format!("{scheme:?}"))]));
    }
    let number = port
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| port.parse::<u16>().ok())
        .flatten();
    match number {
        Some(number) => Ok((scheme.to_owned(), number)),
        None => Err(Msg::NotAPort.fill(lang(), &[("value", &format!("{port:?}"))])),
    }
}

/// The long help of `--default-port`, with the built-in table.
fn default_port_help() -> String {
    let mut help = String::from(
        "Take PORT as the default port of SCHEME (normalization drops a\n\
         default port; lint does not report one); repeatable. Added to the\n\
         built-in table, or replacing its port for SCHEME. Built in:\n",
    );
    let mut line = String::new();
    for (scheme, port) in DEFAULT_PORTS {
        let entry = format!("{scheme}={port}, ");
        if line.len() + entry.len() > 72 {
            help.push_str(line.trim_end());
            help.push('\n');
            line.clear();
        }
        line.push_str(&entry);
    }
    help.push_str(line.trim_end_matches([',', ' ']));
    help
}

/// Normalizes each input and prints its report; sets `any_invalid` when
/// one is not a URI reference.
pub fn run(args: &NormalizeArgs, style: Style, any_invalid: &mut bool) -> Result<(), Failure> {
    let options = args.ports.options().with_semantics(args.semantics);
    let format = args.format.unwrap_or_else(default_line_format);
    super::run(&args.inputs, false, any_invalid, |input, out| {
        let report = NormalizeReport::from_bytes(input, &options);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::normalize_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}
