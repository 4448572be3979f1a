//! `uri2396 resolve`: each reference resolved against a base (RFC 2396
//! 5.2), one report per reference.

use std::ffi::OsString;

use uri2396::resolve::{AboveRoot, RelativeSyntax, ResolveError, ResolveOptions, SameScheme};
use uri2396::{Dialect, Semantics, UriReference};
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::ResolveReport;
use uri2396_cli::words::{Msg, lang};

use super::{DialectArg, Failure, LineFormat, default_line_format, write_line};

#[derive(Debug, clap::Args)]
pub struct ResolveArgs {
    /// The base URI: absolute, with a hierarchical part
    /// (scheme://authority/path or scheme:/path); its fragment is ignored
    #[arg(long, value_name = "URI")]
    base: String,

    #[command(flatten)]
    dialect: DialectArg,

    /// What to do with ".." segments left above the root of the path
    /// (5.2 step 6g)
    #[arg(long, value_name = "WHAT", value_enum, default_value_t = AboveRoot::Keep)]
    above_root: AboveRoot,

    /// How to read a reference with the base's own scheme, such as http:g
    /// (5.2 step 3)
    #[arg(long, value_name = "HOW", value_enum, default_value_t = SameScheme::Strict)]
    same_scheme: SameScheme,

    /// Also accept a query after an empty path ("?y", which RFC 2396 syntax
    /// does not derive), and resolve it as Appendix C does: http://a/b/c/?y
    #[arg(long)]
    allow_empty_path: bool,

    /// Whose resolution: java.net.URI's for a base read with --dialect
    /// java, RFC 3986's with --dialect rfc3986 or rfc3987 and RFC 2396's
    /// otherwise (from-dialect), or java.net.URI's or RFC 2396's for any
    /// dialect
    #[arg(long, value_name = "WHOSE", value_enum, default_value_t = Semantics::FromDialect)]
    semantics: Semantics,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<LineFormat>,

    /// The references, one per argument; without any, each line of
    /// standard input
    #[arg(value_name = "REF")]
    references: Vec<OsString>,
}

impl ResolveArgs {
    /// The options of the library that the arguments choose.
    fn options(&self) -> ResolveOptions {
        ResolveOptions::new()
            .with_above_root(self.above_root)
            .with_same_scheme(self.same_scheme)
            .with_relative_syntax(if self.allow_empty_path {
                RelativeSyntax::AllowEmptyPath
            } else {
                RelativeSyntax::Rfc2396
            })
            .with_dialect(self.dialect.dialect)
            .with_semantics(self.semantics)
    }
}

/// The base, read in `dialect`, when it can serve as one.
fn check_base(base: &str, dialect: Dialect) -> Result<UriReference<'_>, String> {
    // An error in the base is shown in it, with a caret.
    let parsed = UriReference::parse_in(base, dialect).map_err(|e| {
        let error = e.display_with(base).in_lang(lang()).to_string();
        Msg::BaseNotAReference.fill(lang(), &[("error", &error)])
    })?;
    // The empty reference resolves under any options: only the base can
    // fail (in the java dialect, its result may be no URI reference).
    match parsed.join("", &ResolveOptions::default()) {
        Ok(_) | Err(ResolveError::UnreadableResult { .. }) => Ok(parsed),
        Err(e) => Err(e.message_in(lang())),
    }
}

/// Resolves each reference and prints its report; sets `any_failed` when
/// one cannot be resolved.
pub fn run(args: &ResolveArgs, style: Style, any_failed: &mut bool) -> Result<(), Failure> {
    let options = args.options();
    let format = args.format.unwrap_or_else(default_line_format);
    // Parsed once for every reference; the references are read in its
    // dialect.
    let dialect = args.dialect.dialect;
    let base = check_base(&args.base, dialect)
        .unwrap_or_else(|why| super::invalid_value("resolve", "--base <URI>", &args.base, &why));
    super::run(&args.references, false, any_failed, |input, out| {
        let report = ResolveReport::from_bytes_with_base(base, input, &options);
        match format {
            LineFormat::Jsonl => write_line(out, &report)?,
            LineFormat::Text => {
                out.write_all(annotate::resolve_report(&report, style).as_bytes())?;
            }
        }
        Ok(report.error.is_none())
    })
}
