//! `uri2396 extract`: the URI references in running text (RFC 2396
//! Appendix E, and abbreviated URLs of Appendix F on request), streaming.
//!
//! Each file is read in chunks of 64 KiB and fed to a
//! [`uri2396::extract::DecodingExtractor`] (an `Extractor` of the text
//! decoded from `--encoding`), which holds a bounded window of it;
//! each reference is printed as soon as the text read decides it.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};

use uri2396::extract::{
    Confidence, DEFAULT_MAX_LENGTH, DecodingExtractor, Detection, ExtractOptions, TextEncoding,
};
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::{ExtractReport, LintReport, ReportError};
use uri2396_cli::sarif;
use uri2396_cli::words::{Msg, lang};

use super::{BUFFER, Counted, Failure, LineFormat, SyntaxArgs, default_line_format};

#[derive(Debug, clap::Args)]
pub struct ExtractArgs {
    /// What each reference is judged by; it does not change which text is
    /// a reference
    #[command(flatten)]
    syntax: SyntaxArgs,

    /// Read abbreviated URLs (Appendix F), such as www.w3.org/Addressing/
    #[arg(
        long,
        long_help = "\
Read abbreviated URLs (Appendix F): www.w3.org/Addressing/ as
http://www.w3.org/Addressing/. A host whose first label is www, ftp or
gopher (in any case), with at least three labels, takes the scheme http,
ftp or gopher. For text where no base URI is in force: where one is, such
text is a relative path."
    )]
    abbreviated: bool,

    /// The longest reference in bytes; longer ones are skipped
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_LENGTH,
          value_parser = clap::value_parser!(usize), long_help = "\
The longest reference in bytes, from its opening delimiter: how far a \"<\"
looks for its \">\". Longer ones are skipped, and counted on standard
error. Memory is about twice this.")]
    max_length: usize,

    /// A gutter or quote character that each line may start with ("|", ">")
    #[arg(long, value_name = "CHAR", value_parser = line_prefix, long_help = "\
A gutter or quote character that each line may start with, as in a file
shown in a page (\"| \") or a quoted mail (\"> \", \"> > \"): after a line
break, spaces, then any run of CHAR each followed by spaces are part of the
line break, so that a reference wrapped across such lines is joined.
ASCII punctuation only. With \">\", a \">\" at the start of a line is the
prefix, never the end of a reference in angle brackets.")]
    line_prefix: Option<char>,

    /// Report only references at least this likely to be meant as one
    #[arg(long, value_enum, default_value_t = MinConfidence::UnknownScheme, long_help = "\
Report only references at least this likely to be meant as one:
delimited (in angle brackets or behind URL:), known-scheme (also bare or
quoted ones with a scheme this tool knows: http, ftp, mailto, urn... or
abbreviated), unknown-scheme (every reference: also \"this:that\" or
user:password in prose, which have the form of a URI). Each JSON line
carries its \"confidence\".")]
    min_confidence: MinConfidence,

    /// The encoding of the text (auto, utf-8, utf-16le, shift_jis,
    /// euc-jp, iso-2022-jp, windows-1252...) [default: auto]
    #[arg(long, value_name = "LABEL", value_parser = super::decoding::encoding,
          long_help = const_format_help())]
    encoding: Option<TextEncoding>,

    /// Lint each reference too, as `uri2396 lint` does (section 7): its
    /// findings follow it, and one makes the exit status 1
    #[arg(long)]
    lint: bool,

    /// Print only the references that are invalid (or, with --lint, have
    /// findings); the exit status still counts every reference
    #[arg(long)]
    only_invalid: bool,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<Format>,

    /// Refuse also what the policy FILE refuses, as each reading reads the
    /// input (TOML: schemes = [...], refuse = [...]; docs/readings.md)
    #[arg(long, value_name = "FILE")]
    policy: Option<std::path::PathBuf>,

    /// The files; "-" or none: standard input
    #[arg(value_name = "FILE")]
    files: Vec<OsString>,
}

/// The long help of `--encoding` in `extract`.
fn const_format_help() -> String {
    format!(
        "{}\n\nEach reference is found in the decoded text; its JSON line adds \"encoding\",
\"source_start\" and \"source_end\" (byte offsets in the file as it is),
\"char_start\" and \"char_end\" (in characters) and \"malformed\"; \"start\",
\"end\", \"line\" and \"column\" count in the decoded text. Without
--encoding, the text is read as with --encoding auto, and these fields
are printed only for text that was not read as UTF-8.",
        super::decoding::HELP
    )
}

/// `--line-prefix`: one ASCII punctuation character.
fn line_prefix(value: &str) -> Result<char, String> {
    let mut chars = value.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_punctuation() => Ok(c),
        _ => Err(Msg::NotLinePrefix.fill(lang(), &[("value", &format!("{value:?}"))])),
    }
}

/// The classes of `--min-confidence`, from least to most likely
/// ([`Confidence`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MinConfidence {
    /// Every reference
    UnknownScheme,
    /// With a scheme this tool knows, or delimited
    KnownScheme,
    /// In angle brackets or behind URL:
    Delimited,
}

impl MinConfidence {
    fn confidence(self) -> Confidence {
        match self {
            MinConfidence::UnknownScheme => Confidence::UnknownScheme,
            MinConfidence::KnownScheme => Confidence::KnownScheme,
            MinConfidence::Delimited => Confidence::Delimited,
        }
    }
}

/// The output formats of `extract`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// For people: each reference underlined in its line
    Text,
    /// One JSON object per reference, each on its own line
    #[value(alias = "json")]
    Jsonl,
    /// SARIF 2.1.0, for code scanning: each invalid reference, and each
    /// finding of `uri2396 lint` on each reference, with its file, line,
    /// column and bytes
    Sarif,
}

/// How each reference is shown.
#[derive(Debug, Clone, Copy)]
struct Show<'p> {
    format: Format,
    style: Style,
    /// `--lint`.
    lint: bool,
    /// `--only-invalid`.
    only_invalid: bool,
    /// `--policy`.
    policy: &'p uri2396::guard::Policy,
}

/// Bytes read at a time.
const CHUNK: usize = 64 * 1024;

/// Extracts the references of every file and prints them; returns the
/// exit status.
pub fn run(args: &ExtractArgs, style: Style) -> u8 {
    let options = ExtractOptions::default()
        .with_rule(args.syntax.rule())
        .with_abbreviated(args.abbreviated)
        .with_max_length(args.max_length)
        .with_line_prefix(args.line_prefix);
    let format = args.format.unwrap_or(match default_line_format() {
        LineFormat::Text => Format::Text,
        LineFormat::Jsonl => Format::Jsonl,
    });
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(BUFFER, Counted::new(stdout.lock()));
    let stdin = [OsString::from("-")];
    let files = if args.files.is_empty() {
        &stdin[..]
    } else {
        &args.files[..]
    };
    let policy = super::read_policy("extract", args.policy.as_deref());
    let mut sarif = match format {
        Format::Sarif => match sarif::Log::start(sarif::Kind::Extract, &mut out) {
            Ok(log) => Some(log),
            Err(e) => {
                eprintln!("uri2396: {}", Failure::Write(e));
                return 2;
            }
        },
        _ => None,
    };
    let mut status = 0;
    for file in files {
        let (name, reader): (String, io::Result<Box<dyn Read>>) = if file == "-" {
            ("<stdin>".into(), Ok(Box::new(io::stdin())))
        } else {
            (
                file.to_string_lossy().into_owned(),
                File::open(file).map(|f| Box::new(f) as Box<dyn Read>),
            )
        };
        let shown = annotate::visible(&name).into_owned();
        let result = match reader {
            Ok(reader) => document(
                reader,
                &name,
                options,
                args.encoding,
                args.min_confidence.confidence(),
                Show {
                    format,
                    style,
                    lint: args.lint,
                    only_invalid: args.only_invalid,
                    policy: &policy,
                },
                sarif.as_mut(),
                &mut out,
            ),
            Err(e) => Err(Failure::Read(e)),
        };
        match result {
            Ok((invalid, skipped)) => {
                if invalid {
                    status = status.max(1);
                }
                if skipped > 0 {
                    let msg = if skipped == 1 {
                        Msg::ExtractSkippedOne
                    } else {
                        Msg::ExtractSkipped
                    };
                    let note = msg.fill(
                        lang(),
                        &[
                            ("file", &shown),
                            ("count", &skipped.to_string()),
                            ("max", &options.max_length().to_string()),
                        ],
                    );
                    eprintln!("uri2396: {note}");
                }
            }
            Err(Failure::Read(e)) => {
                let note =
                    Msg::CannotRead.fill(lang(), &[("file", &shown), ("error", &e.to_string())]);
                eprintln!("uri2396: {note}");
                status = 2;
            }
            Err(Failure::Write(e)) => {
                if e.kind() != io::ErrorKind::BrokenPipe {
                    eprintln!("uri2396: {}", Failure::Write(e));
                    return 2;
                }
                return status;
            }
            // A document is read as a stream, not as lines: it has none
            // too long. Were one skipped, it was named then.
            Err(Failure::Skipped) => status = 2,
        }
    }
    let finished = match sarif {
        Some(_) => sarif::Log::finish(&mut out),
        None => Ok(()),
    };
    if let Err(e) = finished.and_then(|()| out.flush()) {
        if e.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("uri2396: {}", Failure::Write(e));
            return 2;
        }
    }
    status
}

/// The notes on standard error of a document whose encoding was guessed:
/// which encoding and why, and the candidates left out for holding a byte
/// it cannot read. Nothing for UTF-8 or a byte order mark.
fn detected(name: &str, extractor: &DecodingExtractor) {
    let shown = annotate::visible(name);
    let encoding = extractor.encoding().map_or("UTF-8", |e| e.name());
    let note = match extractor.detection() {
        Some(Detection::Guessed { not_utf8, window }) => Some(Msg::ExtractDetected.fill(
            lang(),
            &[
                ("file", &shown),
                ("encoding", encoding),
                ("offset", &not_utf8.to_string()),
                ("window", &window.to_string()),
            ],
        )),
        Some(Detection::Iso2022Jp) => {
            Some(Msg::ExtractDetectedIso2022Jp.fill(lang(), &[("file", &shown)]))
        }
        _ => None,
    };
    if let Some(note) = note {
        eprintln!("uri2396: {note}");
    }
    if extractor.left_out() > 0 {
        let msg = match extractor.left_out() {
            1 => Msg::ExtractLeftOutOne,
            _ => Msg::ExtractLeftOut,
        };
        let note = msg.fill(
            lang(),
            &[
                ("file", &shown),
                ("count", &extractor.left_out().to_string()),
                ("encoding", encoding),
            ],
        );
        eprintln!("uri2396: {note}");
    }
}

/// The SARIF results of one reference: its syntax error, or the findings
/// of `uri2396 lint` on it.
fn sarif_results(
    report: &ExtractReport<'_>,
    name: &str,
    dialect: uri2396::Dialect,
    decoded: bool,
    log: &mut sarif::Log,
    out: &mut impl Write,
) -> io::Result<()> {
    let uri = report.uri;
    let artifact = sarif::Artifact::of(name);
    // One result, of `rule`, at `len` bytes from `offset` in the reference:
    // its line and column in the file, and its bytes there (not known in a
    // decoded file).
    let mut write = |rule: &str, message: String, offset: usize, len: usize| {
        let before = uri.get(..offset).unwrap_or(uri);
        let (line, column) = match before.rfind('\n') {
            Some(nl) => (
                report.line + before.matches('\n').count(),
                before[nl + 1..].chars().count() + 1,
            ),
            None => (report.line, report.column + before.chars().count()),
        };
        let finding = sarif::Finding {
            rule,
            message: format!("{uri:?}: {message}"),
            artifact,
            line: line as u64,
            column: column as u64,
            bytes: (!decoded).then(|| ((report.start + offset) as u64, len as u64)),
        };
        log.write(&finding, out)
    };
    if let Some(error) = &report.error {
        let offset = error.offset();
        let len = uri
            .get(offset..)
            .and_then(|r| r.chars().next())
            .map_or(0, char::len_utf8);
        let mut message = error.message();
        if let ReportError::Parse(e) = error
            && let Some(fix) = e.fix_in(lang())
        {
            message.push_str(Msg::CheckFix.text(lang()));
            message.push_str(&fix);
        }
        write(sarif::SYNTAX, message, offset, len)?;
    }
    // What the policy refuses, on the whole reference.
    for v in &report.policy {
        write(v.rule.name(), v.message_in(lang()), 0, uri.len())?;
    }
    // And the findings of `uri2396 lint`, of an invalid reference too (the
    // hosts other readings send it to).
    let options = uri2396::normalize::NormalizeOptions::new().with_dialect(dialect);
    for f in LintReport::new(uri, &options).findings {
        write(
            f.code.as_str(),
            f.message_in(lang()),
            f.start,
            f.end - f.start,
        )?;
    }
    Ok(())
}

/// Extracts the references of one document, decoded as it is read from
/// `encoding` (`--encoding`; without it, `auto`: UTF-16 when a byte order
/// mark says so, UTF-8 when the text is UTF-8, else the encoding guessed,
/// named on standard error with the candidates left out for holding a
/// byte it cannot read); returns whether one was
/// invalid, and how many candidates were skipped as too long. Each JSON
/// line adds the offsets in the original bytes when `--encoding` was given
/// or the text was decoded from UTF-16.
#[allow(clippy::too_many_arguments)]
fn document(
    mut reader: Box<dyn Read>,
    name: &str,
    options: ExtractOptions,
    encoding: Option<TextEncoding>,
    min_confidence: Confidence,
    show: Show<'_>,
    mut sarif: Option<&mut sarif::Log>,
    out: &mut impl Write,
) -> Result<(bool, u64), Failure> {
    let explicit = encoding.is_some();
    let mut extractor = DecodingExtractor::new(options, encoding.unwrap_or(TextEncoding::DETECT));
    let mut invalid = false;
    let mut bytes = vec![0; CHUNK];
    loop {
        let n = match reader.read(&mut bytes) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Failure::Read(e)),
        };
        let last = n == 0;
        let mut batch = if last {
            extractor.finish()
        } else {
            extractor.push(&bytes[..n])
        };
        let window = batch.window();
        let used = batch.encoding().unwrap_or(TextEncoding::UTF_8);
        let decoded = explicit || used != TextEncoding::UTF_8;
        for reference in batch.by_ref() {
            if reference.confidence() < min_confidence {
                continue;
            }
            let mut report = ExtractReport::new(name, &reference, options.rule());
            if decoded {
                report = report.with_encoding(used.name(), &reference);
            }
            if show.lint {
                report = report.with_lint(options.rule().dialect());
            }
            report = report.with_policy(show.policy);
            invalid |= !report.is_clean();
            if show.only_invalid && report.is_clean() && show.format != Format::Sarif {
                continue;
            }
            let written = match (show.format, sarif.as_deref_mut()) {
                (Format::Sarif, Some(log)) => {
                    sarif_results(&report, name, options.rule().dialect(), decoded, log, out)
                }
                (Format::Text, _) => {
                    let mut text = annotate::extract_reference(&report, window, show.style);
                    for f in report.findings.iter().flatten() {
                        text.push_str(&format!("  {}: {}\n", f.code, f.message_in(lang())));
                    }
                    for v in &report.policy {
                        text.push_str(&format!("  {}\n", v.message_in(lang())));
                    }
                    out.write_all(text.as_bytes())
                }
                _ => super::write_line(out, &report),
            };
            written.map_err(Failure::Write)?;
        }
        drop(batch);
        if last {
            if encoding.is_none_or(|e| e == TextEncoding::DETECT) {
                detected(name, &extractor);
            }
            return Ok((invalid, extractor.skipped()));
        }
        // Answer at once when fed by a person or a pipe that waits.
        out.flush().map_err(Failure::Write)?;
    }
}
