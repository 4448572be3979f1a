//! `uri2396`: checks strings against the grammar of RFC 2396 and shows what
//! they are made of.
//!
//! ```text
//! uri2396 parse [--rule NAME] [INPUT...]   # validity, and components of a URI-reference
//! uri2396 tree  [--rule NAME] [INPUT...]   # the parse tree
//! uri2396 check [--rule NAME] [FILE...]    # one result per line of each file
//! uri2396 extract [FILE...]                # the URI references in running text
//! uri2396 resolve --base URI [REF...]      # references resolved against a base
//! uri2396 normalize [URI...]               # normal forms, to compare references
//! uri2396 relativize --base URI [TARGET...] # the shortest reference to each target
//! uri2396 equivalent A B                   # whether two references are equivalent
//! uri2396 lint [INPUT...]                  # security findings (section 7)
//! uri2396 escape --component C [VALUE...]  # values escaped for a component
//! uri2396 unescape [--lossy] [COMPONENT...] # components decoded
//! uri2396 iri-to-uri [IRI...]              # IRIs mapped to URIs (RFC 3987 3.1)
//! uri2396 uri-to-iri [URI...]              # URIs converted to IRIs (RFC 3987 3.2)
//! uri2396 rules [NAME]                     # the grammar, or one rule
//! uri2396 completions SHELL                # a completion script
//! ```
//!
//! `parse`, `tree`, `resolve`, `normalize`, `relativize`, `lint`, `escape`,
//! `unescape`, `iri-to-uri` and `uri-to-iri` take each argument as one
//! input; without any, each line of standard input is one (split on `\n`,
//! one trailing `\r` dropped; a last line without `\n` counts, and empty
//! input has no lines). Lines are read as bytes: a line that is not UTF-8
//! is reported invalid. `check` reads its files (`-` or none: standard
//! input) the same way.
//!
//! Output is text for people when standard output is a terminal
//! ([`uri2396_cli::annotate`]), and JSON Lines otherwise: for each input, in
//! order, one compact JSON object on its own line, a
//! [`ParseReport`](uri2396_cli::report::ParseReport),
//! [`TreeReport`](uri2396_cli::report::TreeReport),
//! [`CheckReport`](uri2396_cli::report::CheckReport),
//! [`ResolveReport`](uri2396_cli::report::ResolveReport) or
//! [`NormalizeReport`](uri2396_cli::report::NormalizeReport), whose fields are
//! documented (and promised stable) in [`uri2396_cli::report`]. `--format`
//! chooses.
//!
//! Exit status: 0 when every input is valid (for `resolve`: resolved; for
//! `lint`: valid and without findings), 1
//! when any is not (for `equivalent`: 0 when the two are equivalent, 1 when
//! they are not, 2 when either is invalid), 2 on a usage error (such as an unknown rule, or a base
//! that cannot serve as one) or an I/O error. When the reader of the output
//! goes away (`| head -1`), the tool stops quietly, with the status of the
//! inputs it reported: those whose output was written whole before the
//! pipe closed.
//!
//! This file handles arguments, I/O and exit codes; `commands/check.rs`
//! runs the threads of `check`, and the other files of `commands/` hold the
//! arguments of `resolve`, `normalize`, `relativize`, `equivalent`,
//! `escape`, `unescape`, `iri-to-uri` and `uri-to-iri`.
//! The reports and views are built by this package's library
//! (`uri2396_cli`), what they compute by `uri2396`.

#![forbid(unsafe_code)]
#![warn(missing_debug_implementations)]

#[path = "commands/check.rs"]
mod check;
#[path = "commands/compare.rs"]
mod compare_cmd;
#[path = "commands/decoding.rs"]
mod decoding;
#[path = "commands/equivalent.rs"]
mod equivalent_cmd;
#[path = "commands/escape.rs"]
mod escape_cmd;
#[path = "commands/extract.rs"]
mod extract_cmd;
#[path = "commands/iri.rs"]
mod iri_cmd;
#[path = "commands/lines.rs"]
mod lines;
#[path = "commands/lint.rs"]
mod lint_cmd;
#[path = "commands/normalize.rs"]
mod normalize_cmd;
#[path = "commands/relativize.rs"]
mod relativize_cmd;
#[path = "commands/resolve.rs"]
mod resolve_cmd;

use std::ffi::OsString;
use std::io::{self, BufReader, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use serde::Serialize;
use uri2396::Dialect;
use uri2396::grammar::Rule;
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::clap_words;
use uri2396_cli::report::{ParseReport, RuleReport, TreeReport};
use uri2396_cli::words::{self, Msg};

/// Check strings against the grammar of RFC 2396 (URI Generic Syntax) and
/// show what they are made of
#[derive(Debug, Parser)]
#[command(name = "uri2396", version)]
#[command(after_help = examples(clap_words::Msg::ExamplesTop))]
struct Cli {
    /// When to colour text (auto: on a terminal, unless NO_COLOR is set)
    #[arg(
        long,
        value_name = "WHEN",
        value_enum,
        default_value_t = ColorWhen::Auto,
        global = true
    )]
    color: ColorWhen,

    /// The language of messages: en, or ja (Japanese, in the terms of the
    /// RFC's Japanese translation); by default that of LC_ALL, LC_MESSAGES or
    /// LANG. JSON keys and codes stay English
    #[arg(long, value_name = "LANG", value_enum, global = true)]
    lang: Option<LangArg>,

    /// The longest line read from a file or standard input, in bytes: a
    /// longer line is named on standard error, skipped to its end without
    /// being kept, and the run fails (exit 2) [default: 8388608, 8 MiB]
    #[arg(long, value_name = "BYTES", global = true,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_line_bytes: Option<u64>,

    #[command(subcommand)]
    command: Command,
}

/// The languages of `--lang`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LangArg {
    En,
    Ja,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ColorWhen {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check each input against a rule, and show its components
    ///
    /// Shows, for each input, whether the rule derives it and, for a valid
    /// input, its components; for an invalid one, where and why it fails.
    /// As text: the input with each component underlined and labelled, then
    /// the parse tree. As JSON: the components of a URI-reference (scheme,
    /// authority, userinfo, host, port, path, query and fragment) and the
    /// typed structure they come from.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesParse))]
    Parse(Args),

    /// Show the parse tree of each input
    ///
    /// Each node of the tree has the rule's RFC name, its byte span, its text
    /// and its children.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesTree))]
    Tree(Args),

    /// Check every line of files, streaming: one result per line
    ///
    /// Each line of each FILE is one input ("-", or no FILE: standard input).
    /// Prints one result per line, in order: as JSON Lines (file, line, input,
    /// valid, error), as text (FILE:LINE: valid "INPUT", or
    /// FILE:LINE:COLUMN: invalid RULE "INPUT": why not), or nothing but the
    /// summary; with --only-invalid, the invalid lines only. A summary of
    /// the run (totals, and invalid lines by the class of the character
    /// found and by the rules expected) goes to standard error, or to
    /// standard output with --format summary. On a terminal, a progress bar
    /// shows how far the files are read.
    ///
    /// Lines are checked in parallel, in chunks, and memory stays flat
    /// whatever the size of the files. A valid line is recognized by the
    /// rule's automaton alone; an invalid one is parsed for its error.
    ///
    /// With --agree R1,R2, each line is read in the readings named instead
    /// (those of `uri2396 compare`), and fails when one accepts it and
    /// another refuses it, or when two accepting readings give it another
    /// scheme, host or effective port (the scheme's default port where none
    /// is given: ftp 21, http 80, https 443, ws 80, wss 443): where a filter
    /// that reads it one way is bypassed by a client that reads it another.
    /// The result names the class of the confusion.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesCheck))]
    Check(CheckArgs),

    /// Find the URI references in running text (Appendix E), streaming
    ///
    /// Reads each FILE ("-", or no FILE: standard input) as a document and
    /// prints each URI reference in it, in order: where it is (byte offsets,
    /// line and column), how it was delimited, the reference without its
    /// delimiters, and whether it is valid. As text: each reference
    /// underlined in its line; as JSON Lines: one object per reference.
    /// Memory stays bounded whatever the size of the files.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesExtract))]
    Extract(extract_cmd::ExtractArgs),

    /// Resolve references against a base URI (section 5.2)
    ///
    /// Resolves each REF against BASE by the steps of section 5.2, as the
    /// examples of Appendix C show, and prints the URI it gives, or why
    /// there is none. A reference that is empty or a fragment only refers
    /// to the current document (4.2), and is reported as such.
    ///
    /// Where the RFC leaves a choice to implementations, an option makes
    /// it: "../../../g" with --above-root, "http:g" with --same-scheme, "?y"
    /// with --allow-empty-path. The defaults follow Appendix C and the
    /// grammar to the letter.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesResolve))]
    Resolve(resolve_cmd::ResolveArgs),

    /// Normalize URI references, to compare them (section 6)
    ///
    /// Prints the normal form of each URI reference; two references are
    /// equivalent when their normal forms are the same. Escapes of
    /// unreserved characters are decoded and the hex digits of the others
    /// put in upper case (2.4.2); the scheme and a host name go to lower
    /// case; an empty port and the scheme's default port are dropped; "."
    /// and ".." segments are removed from a path that starts with "/".
    /// Nothing else changes: a relative path keeps its dot segments, and
    /// "http://a" and "http://a/" stay apart.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesNormalize))]
    Normalize(normalize_cmd::NormalizeArgs),

    /// The shortest reference from a base to each target
    ///
    /// Prints, for each absolute URI TARGET, the shortest reference that
    /// resolves against BASE (section 5.2) to TARGET: empty or "#fragment"
    /// for the base itself, else a relative path, an absolute path, a
    /// network path, or the target whole. The inverse of `uri2396 resolve`.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesRelativize))]
    Relativize(relativize_cmd::RelativizeArgs),

    /// Whether two URI references are equivalent (section 6)
    ///
    /// Two references are equivalent when their normal forms (`uri2396
    /// normalize`) are the same. The answer is the exit status: 0 when they
    /// are equivalent, 1 when they are not, 2 when either is invalid.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesEquivalent))]
    Equivalent(equivalent_cmd::EquivalentArgs),

    /// Read each input in several readings side by side, and say where and why they differ
    ///
    /// Reads each input as RFC 2396 (strict), RFC 2732, java.net.URI and the
    /// WHATWG URL Standard (browsers) read it, and shows each reading's
    /// verdict and components (scheme, userinfo, host, port, path, query,
    /// fragment), the fields on which they differ, and, for a grammar reading
    /// that rejects the input or splits it otherwise, the reason in its
    /// grammar's terms. Where two programs read one string differently, a
    /// check made by one is bypassed by the other.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesCompare))]
    Compare(compare_cmd::CompareArgs),

    /// Report what calls for caution in references (section 7)
    ///
    /// Reports, for each reference, what section 7 (Security
    /// Considerations) warns of: a password in the userinfo, a port other
    /// than the scheme's default, escaped CR, LF or NUL, escaped delimiters
    /// in a path, dot segments, a host that is an IPv4 address or not fully
    /// qualified, a reg_name where a server is expected, and characters
    /// beyond US-ASCII or bidirectional controls. Each finding has a stable
    /// code, the component, the byte span and a message citing the section.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesLint))]
    Lint(lint_cmd::LintArgs),

    /// Escape values for a component of a URI (2.4.2)
    ///
    /// Escapes each VALUE for the component named by --component: the
    /// characters that the component does not allow, or that it reserves
    /// (such as "/" in a path segment, "?" in a userinfo), become %XX, as
    /// do the UTF-8 octets of characters beyond US-ASCII. The result can
    /// stand as that component of a URI.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesEscape))]
    Escape(escape_cmd::EscapeArgs),

    /// Decode the escapes of components (2.4.1)
    ///
    /// Prints what each COMPONENT stands for: each escape %XX decoded to its
    /// octet, and the octets read as UTF-8.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesUnescape))]
    Unescape(escape_cmd::UnescapeArgs),

    /// Map IRIs to URIs (RFC 3987 3.1)
    ///
    /// Writes each character of each IRI that is beyond US-ASCII and that an
    /// IRI may hold (ucschar, iprivate) as the escapes of its UTF-8 octets,
    /// in capital hex digits: "表" becomes %E8%A1%A8. Every other character
    /// stays as it is, escapes included. Nothing is normalized (no NFC: 3.1,
    /// step 1, variant c), and the input is not checked to be an IRI. Only
    /// UTF-8 is read: an input that is not UTF-8 is an error.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesIriToUri))]
    IriToUri(iri_cmd::IriToUriArgs),

    /// Convert URIs to IRIs, keeping the escapes that must stay (RFC 3987 3.2)
    ///
    /// Decodes each escape of an unreserved character, and each run of
    /// escapes that is the UTF-8 of a character an IRI may hold there
    /// (ucschar; iprivate in the query only). Every other escape stays, in
    /// capital hex digits when above US-ASCII, and is reported with its
    /// reason:
    ///   percent        %25, which decoded would start an escape
    ///   reserved       a reserved character escaped as data (%2F, %3F...)
    ///   not-in-uris    a US-ASCII character no URI holds as it is (%20, %5C...)
    ///   not-utf8       octets that are no UTF-8 character: another encoding
    ///                  (Latin-1, Shift_JIS...), or a piece of one
    ///   joins-percent  a hex digit that decoded would make an escape with a
    ///                  stray "%"
    ///   not-in-iris    a character an IRI may not hold there: a control, a
    ///                  noncharacter, a private-use character outside the
    ///                  query, a bidi formatting character (4.1)
    /// Nothing is normalized (no NFC), and the input is not checked to be a
    /// URI. Only UTF-8 is read: an input that is not UTF-8 is an error.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesUriToIri))]
    UriToIri(iri_cmd::UriToIriArgs),

    /// List the rules of the grammar, or show one
    ///
    /// Without NAME: every rule, with its RFC section and its BNF. With NAME:
    /// the rule's BNF, the rules it uses, the rules that use it, and strings
    /// it matches and does not match, with the reason.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesRules))]
    Rules(RulesArgs),

    /// Print a completion script for a shell
    ///
    /// Load it into the current shell, or save it where the shell looks.
    #[command(verbatim_doc_comment)]
    #[command(after_help = examples(clap_words::Msg::ExamplesCompletions))]
    Completions(CompletionsArgs),
}

/// What each input must match: `--rule` in the grammar of `--dialect`.
#[derive(Debug, clap::Args)]
pub(crate) struct SyntaxArgs {
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
    rule: Rule,

    #[command(flatten)]
    dialect: DialectArg,
}

impl SyntaxArgs {
    /// The rule of that name in the dialect's grammar; a usage error when
    /// the grammar has none.
    pub(crate) fn rule(&self) -> Rule {
        let dialect = self.dialect.dialect;
        self.rule
            .in_dialect(dialect)
            .unwrap_or_else(|| no_rule_in(self.rule, dialect))
    }
}

/// `--dialect`, for every command that parses.
#[derive(Debug, Clone, Copy, clap::Args)]
pub(crate) struct DialectArg {
    /// The reading of the syntax: strict (RFC 2396 Appendix A as written),
    /// rfc2732 (as RFC 2732 amends it: IPv6 literals in brackets), java (as
    /// java.net.URI reads it), rfc3986, rfc3987 (IRIs), or strict/rfc2732
    /// +SWITCH...
    #[arg(
        long,
        value_name = "DIALECT",
        default_value = "strict",
        value_parser = dialect_parser(),
        long_help = dialect_help(),
    )]
    pub(crate) dialect: Dialect,
}

/// Exits with a usage error: `rule` is no rule of `dialect`'s grammar.
fn no_rule_in(rule: Rule, dialect: Dialect) -> ! {
    // A grammar compiled at run time is named by its dialect.
    let named = if dialect.is_named() {
        format!(" ({})", dialect)
    } else {
        String::new()
    };
    let err = Cli::command().error(
        clap::error::ErrorKind::ValueValidation,
        Msg::NoRuleIn.fill(
            words::lang(),
            &[
                ("rule", &rule.to_string()),
                ("dialect", &dialect.to_string()),
                ("named", &named),
                ("other", &rule.dialect().to_string()),
            ],
        ),
    );
    exit_usage(err)
}

/// Exits with a usage error of `subcommand` for an invalid `value` of
/// `arg`, worded as clap's value parsers word theirs.
pub(crate) fn invalid_value(subcommand: &str, arg: &str, value: &str, why: &str) -> ! {
    let mut command = Cli::command();
    // Built, so that the usage line names the program.
    command.build();
    let command = command
        .find_subcommand_mut(subcommand)
        .unwrap_or_else(|| unreachable!("no subcommand {subcommand}"));
    let err = clap::Error::raw(
        clap::error::ErrorKind::InvalidValue,
        Msg::InvalidValue.fill(
            words::lang(),
            &[("value", value), ("arg", arg), ("why", why)],
        ),
    )
    .format(command);
    exit_usage(err)
}

/// Accepts the name of a dialect ([`Dialect`]'s `FromStr`): a named one,
/// or one followed by `+` and switches.
fn dialect_parser() -> DialectParser {
    DialectParser
}

#[derive(Clone, Copy)]
struct DialectParser;

impl TypedValueParser for DialectParser {
    type Value = Dialect;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Dialect, clap::Error> {
        StringValueParser::new()
            .try_map(|name| {
                name.parse::<Dialect>()
                    .map_err(|e| e.message_in(words::lang()))
            })
            .parse_ref(cmd, arg, value)
    }

    /// The named dialects, for shell completions and the help.
    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Dialect::ALL
                .into_iter()
                .map(|d| PossibleValue::new(d.name())),
        ))
    }
}

/// The long help of `--dialect`, with every switch.
fn dialect_help() -> String {
    dialect_help_in(uri2396::Lang::En)
}

/// The long help of `--dialect` in `lang`.
fn dialect_help_in(lang: uri2396::Lang) -> String {
    let switches: Vec<&str> = uri2396::Switch::ALL
        .iter()
        .filter(|&&s| s != uri2396::Switch::Rfc2732)
        .map(|s| s.name())
        .collect();
    clap_words::Msg::DialectLongHelp.fill(lang, &[("switches", &switches.join(", "))])
}

#[derive(Debug, clap::Args)]
struct Args {
    #[command(flatten)]
    syntax: SyntaxArgs,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<Format>,

    /// The inputs, one per argument; without any, each line of standard input
    #[arg(value_name = "INPUT")]
    inputs: Vec<OsString>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// For people: the annotated input, the tree, errors explained
    Text,
    /// One JSON object per input, each on its own line
    #[value(alias = "json")]
    Jsonl,
}

/// The output formats of `resolve`, `normalize`, `relativize`,
/// `equivalent`, `escape`, `unescape`, `iri-to-uri` and `uri-to-iri`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LineFormat {
    /// For people: a line per input, RESULT  <-  INPUT; errors explained
    Text,
    /// One JSON object per input, each on its own line
    #[value(alias = "json")]
    Jsonl,
}

#[derive(Debug, clap::Args)]
struct CheckArgs {
    #[command(flatten)]
    syntax: SyntaxArgs,

    /// Output format [default: text on a terminal, jsonl otherwise]
    #[arg(long, value_enum)]
    format: Option<CheckFormat>,

    /// Print no summary and no progress bar on standard error
    #[arg(short, long)]
    quiet: bool,

    /// Print only the invalid lines; the summary and the exit status still
    /// count every line
    #[arg(long)]
    only_invalid: bool,

    /// Threads that check lines [default: the number of CPUs]
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,

    /// The encoding of the files (auto, utf-8, utf-16le, shift_jis,
    /// euc-jp...) [default: the bytes as UTF-8]
    #[arg(long, value_name = "LABEL", value_parser = decoding::encoding,
          long_help = decoding::HELP)]
    encoding: Option<uri2396::extract::TextEncoding>,

    /// Check instead that the readings agree on where each line leads: a
    /// line fails when one reading accepts it and another refuses it, or
    /// when two accepting readings give it another scheme, host or
    /// effective port (whatwg,java, whatwg,rfc3986...)
    #[arg(long, value_name = "LIST", value_delimiter = ',',
          value_parser = compare_cmd::reading, conflicts_with_all = ["rule", "dialect"])]
    agree: Vec<uri2396::compare::Reading>,

    /// With --agree, fail a line also for what the policy FILE refuses
    /// (TOML: schemes = [...], refuse = [...]; docs/readings.md)
    #[arg(long, value_name = "FILE", requires = "agree")]
    policy: Option<std::path::PathBuf>,

    /// Lines read and checked together
    #[arg(long, value_name = "N", default_value_t = 4096, hide = true,
          value_parser = clap::value_parser!(u32).range(1..))]
    chunk_lines: u32,

    /// The files, one input per line; "-" or none: standard input
    #[arg(value_name = "FILE")]
    files: Vec<OsString>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CheckFormat {
    /// FILE:LINE: valid, or FILE:LINE:COLUMN: invalid RULE: why, and the fix
    Text,
    /// One JSON object per line of input
    #[value(alias = "json")]
    Jsonl,
    /// Only the summary, on standard output
    Summary,
    /// SARIF 2.1.0, for code scanning: one result per invalid line (with
    /// --agree, per line the readings disagree on), with its file, line,
    /// column and bytes
    Sarif,
}

#[derive(Debug, clap::Args)]
struct RulesArgs {
    /// Output format [default: text]
    #[arg(long, value_enum)]
    format: Option<RulesFormat>,

    /// The rule to show, spelled as in RFC 2396 Appendix A (in any case,
    /// with "-" or "_")
    #[arg(value_name = "NAME", value_parser = rule_parser(), hide_possible_values = true)]
    name: Option<Rule>,

    #[command(flatten)]
    dialect: DialectArg,
}

/// The output formats of `rules`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RulesFormat {
    /// For people: the grammar, a rule a line; or the page of one rule
    Text,
    /// One JSON object per rule, each on its own line
    #[value(alias = "json")]
    Jsonl,
}

#[derive(Debug, clap::Args)]
struct CompletionsArgs {
    /// The shell to complete for
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Accepts the name of any rule of the grammar, in any case and with `-`
/// or `_` ([`Rule::find`]); an unknown name is a usage error that suggests
/// the closest one.
fn rule_parser() -> RuleParser {
    RuleParser
}

#[derive(Clone, Copy)]
struct RuleParser;

impl TypedValueParser for RuleParser {
    type Value = Rule;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Rule, clap::Error> {
        StringValueParser::new()
            .try_map(|name| {
                // A rule of another grammar is taken here and checked
                // against --dialect once every argument is read.
                Rule::find(&name)
                    .or_else(|e| e.elsewhere().ok_or(e))
                    .map_err(|e| match e.suggestion() {
                        Some(_) => e.message_in(words::lang()),
                        // Nothing close: every name, as clap lists values.
                        None => {
                            let names: Vec<&str> = Rule::all().map(|r| r.name()).collect();
                            format!(
                                "{}\n  [possible values: {}]",
                                e.message_in(words::lang()),
                                names.join(", ")
                            )
                        }
                    })
            })
            .parse_ref(cmd, arg, value)
    }

    /// The RFC spellings, for shell completions.
    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Rule::all().map(|r| PossibleValue::new(r.name()))))
    }
}

/// The long help of `--rule`, with every name.
fn rule_help() -> String {
    rule_help_in(uri2396::Lang::En)
}

/// The long help of `--rule` in `lang`.
fn rule_help_in(lang: uri2396::Lang) -> String {
    let mut help = String::new();
    let mut line = String::new();
    for rule in Rule::all() {
        if line.len() + rule.name().len() + 2 > 72 {
            help.push_str(line.trim_end());
            help.push('\n');
            line.clear();
        }
        line.push_str(rule.name());
        line.push_str(", ");
    }
    help.push_str(line.trim_end_matches([',', ' ']));
    clap_words::Msg::RuleLongHelp.fill(lang, &[("names", &help)])
}

fn main() -> ExitCode {
    let environment = words::lang_of_environment(|name| std::env::var(name).ok());
    // The value parsers word their errors while the arguments are read:
    // the language of `--lang` is needed before clap has read it.
    let lang = lang_of_args(std::env::args_os()).unwrap_or(environment);
    words::set_lang(lang);
    // clap words its help and its errors in English: in Japanese, the
    // command's texts are put in Japanese first, and its errors worded anew.
    let cli = if lang == uri2396::Lang::Ja {
        parse_japanese()
    } else {
        Cli::parse()
    };
    words::set_lang(match cli.lang {
        Some(LangArg::En) => uri2396::Lang::En,
        Some(LangArg::Ja) => uri2396::Lang::Ja,
        None => environment,
    });
    if let Some(bytes) = cli.max_line_bytes {
        lines::set_max_line(usize::try_from(bytes).unwrap_or(usize::MAX));
    }
    let stdout_style = style(cli.color, &io::stdout());
    let mut any_invalid = false;
    let result = match &cli.command {
        Command::Parse(args) => {
            let format = args.format.unwrap_or_else(default_format);
            // Text views are set apart by a blank line.
            let separate = format == Format::Text;
            run(&args.inputs, separate, &mut any_invalid, |input, out| {
                let rule = args.syntax.rule();
                let valid = if format == Format::Jsonl {
                    let report = ParseReport::from_bytes(rule, input);
                    write_line(out, &report)?;
                    report.valid
                } else {
                    // The view draws the start of a long input: no tree for it.
                    let report = TreeReport::from_bytes_within(rule, input, annotate::MAX_DRAWN);
                    out.write_all(annotate::report(&report, stdout_style).as_bytes())?;
                    report.valid
                };
                Ok(valid)
            })
        }
        Command::Tree(args) => {
            let format = args.format.unwrap_or_else(default_format);
            let separate = format == Format::Text;
            run(&args.inputs, separate, &mut any_invalid, |input, out| {
                let report = TreeReport::from_bytes(args.syntax.rule(), input);
                if format == Format::Jsonl {
                    write_line(out, &report)?;
                } else {
                    out.write_all(annotate::tree_report(&report, stdout_style).as_bytes())?;
                }
                Ok(report.valid)
            })
        }
        Command::Check(args) => return run_check(args, cli.color, stdout_style),
        Command::Extract(args) => return ExitCode::from(extract_cmd::run(args, stdout_style)),
        Command::Resolve(args) => resolve_cmd::run(args, stdout_style, &mut any_invalid),
        Command::Compare(args) => compare_cmd::run(args, stdout_style, &mut any_invalid),
        Command::Normalize(args) => normalize_cmd::run(args, stdout_style, &mut any_invalid),
        Command::Relativize(args) => relativize_cmd::run(args, stdout_style, &mut any_invalid),
        Command::Lint(args) => lint_cmd::run(args, stdout_style, &mut any_invalid),
        Command::Equivalent(args) => match equivalent_cmd::run(args, stdout_style) {
            Ok(verdict) => {
                return ExitCode::from(match verdict {
                    equivalent_cmd::Verdict::Equivalent => 0,
                    equivalent_cmd::Verdict::Different => 1,
                    equivalent_cmd::Verdict::Invalid => 2,
                });
            }
            Err(e) => Err(e),
        },
        Command::Escape(args) => escape_cmd::run_escape(args, stdout_style, &mut any_invalid),
        Command::Unescape(args) => escape_cmd::run_unescape(args, stdout_style, &mut any_invalid),
        Command::IriToUri(args) => iri_cmd::run_iri_to_uri(args, stdout_style, &mut any_invalid),
        Command::UriToIri(args) => iri_cmd::run_uri_to_iri(args, stdout_style, &mut any_invalid),
        Command::Rules(args) => {
            let dialect = args.dialect.dialect;
            let grammar = dialect;
            let name = args.name.map(|rule| {
                rule.in_dialect(grammar)
                    .unwrap_or_else(|| no_rule_in(rule, dialect))
            });
            let text = match (args.format, name) {
                (Some(RulesFormat::Jsonl), name) => {
                    let mut lines = Vec::new();
                    for rule in name.map_or_else(|| grammar.rules().collect(), |r| vec![r]) {
                        // Into memory: writing to a Vec cannot fail.
                        let _ = write_line(&mut lines, &RuleReport::new(rule));
                    }
                    String::from_utf8_lossy(&lines).into_owned()
                }
                (_, Some(rule)) => annotate::rule(rule, stdout_style),
                (_, None) => annotate::rules(grammar, stdout_style),
            };
            io::stdout()
                .lock()
                .write_all(text.as_bytes())
                .map_err(Failure::Write)
        }
        Command::Completions(args) => {
            let mut out = io::stdout().lock();
            clap_complete::generate(args.shell, &mut Cli::command(), "uri2396", &mut out);
            out.flush().map_err(Failure::Write)
        }
    };
    match result {
        Ok(()) => {}
        // The reader has gone (`| head -1`): nobody is left to tell.
        Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(Failure::Skipped) => return ExitCode::from(2),
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

/// The examples and notes after a help page, as the English help shows
/// them: the catalogue's English, which the Japanese help replaces with
/// its Japanese ([`clap_words::japanese`]).
fn examples(block: clap_words::Msg) -> &'static str {
    block.text(uri2396::Lang::En)
}

/// The arguments read by the command in Japanese
/// ([`clap_words::japanese`]); a usage error in Japanese.
fn parse_japanese() -> Cli {
    let mut cmd = clap_words::japanese(Cli::command(), &help_extras());
    let result = cmd
        .try_get_matches_from_mut(std::env::args_os())
        .and_then(|mut matches| Cli::from_arg_matches_mut(&mut matches))
        .map_err(|e| e.format(&mut cmd));
    result.unwrap_or_else(|e| exit_usage(e))
}

/// The help texts that are made at run time, in English and in Japanese:
/// the long helps of `--rule` and `--dialect`.
fn help_extras() -> Vec<clap_words::Extra> {
    use uri2396::Lang::{En, Ja};
    vec![
        (rule_help_in(En), rule_help_in(Ja)),
        (dialect_help_in(En), dialect_help_in(Ja)),
    ]
}

/// Exits with the usage error `err`: as clap words it, or in Japanese
/// ([`clap_words::render_error`]). Help and the version are printed as
/// they are (their texts are already in the language).
fn exit_usage(err: clap::Error) -> ! {
    use clap::error::ErrorKind;
    let shows_help = matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    if words::lang() == uri2396::Lang::Ja && !shows_help {
        // Nobody to tell when standard error is closed.
        let _ = io::stderr()
            .lock()
            .write_all(clap_words::render_error(&err).as_bytes());
        std::process::exit(err.exit_code());
    }
    err.exit()
}

/// The language of the last `--lang en|ja` (or `--lang=`) of the
/// arguments, as clap will read it, before an argument `--`; `None`
/// without one. Linear in the arguments.
fn lang_of_args(args: impl Iterator<Item = OsString>) -> Option<uri2396::Lang> {
    let mut lang = None;
    let mut after_flag = false;
    for arg in args {
        let arg = arg.to_str().unwrap_or("");
        if arg == "--" {
            break;
        }
        let value = if std::mem::take(&mut after_flag) {
            Some(arg)
        } else if arg == "--lang" {
            after_flag = true;
            None
        } else {
            arg.strip_prefix("--lang=")
        };
        match value {
            Some("en") => lang = Some(uri2396::Lang::En),
            Some("ja") => lang = Some(uri2396::Lang::Ja),
            _ => {}
        }
    }
    lang
}

/// Text for a person at a terminal, JSON Lines for a program.
fn default_format() -> Format {
    if io::stdout().is_terminal() {
        Format::Text
    } else {
        Format::Jsonl
    }
}

/// As [`default_format`], for the line formats of `resolve` and `normalize`.
fn default_line_format() -> LineFormat {
    match default_format() {
        Format::Text => LineFormat::Text,
        Format::Jsonl => LineFormat::Jsonl,
    }
}

/// Whether to colour what goes to `stream`: `--color always` and `never`
/// decide; `auto` colours a terminal, unless `NO_COLOR` is set (and as
/// `CLICOLOR`, `CLICOLOR_FORCE` and `TERM=dumb` say).
fn style(when: ColorWhen, stream: &impl anstream::stream::RawStream) -> Style {
    Style::new(match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => anstream::AutoStream::choice(stream) != anstream::ColorChoice::Never,
    })
}

/// The policy of `--policy FILE`, or a usage error of `subcommand` that
/// says why the file is none.
pub(crate) fn read_policy(
    subcommand: &str,
    path: Option<&std::path::Path>,
) -> uri2396::guard::Policy {
    match path {
        None => uri2396::guard::Policy::new(),
        Some(path) => uri2396_cli::policy::read(path).unwrap_or_else(|why| {
            invalid_value(
                subcommand,
                "--policy <FILE>",
                &path.display().to_string(),
                &why,
            )
        }),
    }
}

/// The readings of `check --agree`: at least two, none named twice.
fn agree_readings(readings: &[uri2396::compare::Reading]) -> Vec<uri2396::compare::Reading> {
    for (i, r) in readings.iter().enumerate() {
        if readings[..i].contains(r) {
            invalid_value("check", "--agree <LIST>", &r.to_string(), "named twice");
        }
    }
    if readings.len() == 1 {
        invalid_value(
            "check",
            "--agree <LIST>",
            &readings[0].to_string(),
            "one reading agrees with itself: name two or more",
        );
    }
    readings.to_vec()
}

fn run_check(args: &CheckArgs, color: ColorWhen, stdout_style: Style) -> ExitCode {
    let format = match args.format {
        Some(CheckFormat::Jsonl) => check::Format::Jsonl,
        Some(CheckFormat::Text) => check::Format::Text,
        Some(CheckFormat::Summary) => check::Format::Summary,
        Some(CheckFormat::Sarif) => check::Format::Sarif,
        None if io::stdout().is_terminal() => check::Format::Text,
        None => check::Format::Jsonl,
    };
    let sources: Vec<check::Source> = if args.files.is_empty() {
        vec![check::Source::Stdin]
    } else {
        args.files
            .iter()
            .map(|f| check::Source::from_arg(f))
            .collect()
    };
    let from_files = sources.iter().all(|s| matches!(s, check::Source::File(_)));
    // A bar beside lines scrolling on the same terminal would only flicker.
    let progress = !args.quiet
        && from_files
        && io::stderr().is_terminal()
        && (format == check::Format::Summary || !io::stdout().is_terminal());
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    let options = check::Options {
        rule: args.syntax.rule(),
        format,
        style: stdout_style,
        jobs,
        chunk_lines: args.chunk_lines as usize,
        progress,
        only_invalid: args.only_invalid,
        encoding: args.encoding,
        agree: agree_readings(&args.agree),
        policy: read_policy("check", args.policy.as_deref()),
    };
    // Written from the writer thread: a lock of stdout cannot move there.
    let outcome = check::run(&sources, &options, io::stdout());
    let mut status = if outcome.summary.invalid > 0 { 1 } else { 0 };
    match outcome.write_error {
        None => {}
        // The reader has gone (`| head -1`): nobody is left to tell, and
        // the status is that of the lines written.
        Some(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            let status = match (outcome.read_errors, outcome.invalid_written) {
                (1.., _) => 2,
                (0, true) => 1,
                (0, false) => 0,
            };
            return ExitCode::from(status);
        }
        Some(e) => {
            eprintln!("uri2396: {}", Failure::Write(e));
            status = 2;
        }
    }
    if let Some(e) = &outcome.internal_error {
        eprintln!("uri2396: {e}");
        status = 2;
    }
    if outcome.read_errors > 0 {
        status = 2;
    }
    if format == check::Format::Summary {
        let text = outcome.summary.render(stdout_style);
        if let Err(e) = io::stdout().lock().write_all(text.as_bytes()) {
            if e.kind() != io::ErrorKind::BrokenPipe {
                eprintln!("uri2396: {}", Failure::Write(e));
                status = 2;
            }
        }
    } else if !args.quiet {
        let text = outcome.summary.render(style(color, &io::stderr()));
        // Standard error may be closed too: there is nobody to tell then.
        let _ = io::stderr().lock().write_all(text.as_bytes());
    }
    ExitCode::from(status)
}

/// An I/O error, and which side it came from; or lines of standard input
/// skipped for their length, each already named.
#[derive(Debug)]
enum Failure {
    Read(io::Error),
    Write(io::Error),
    Skipped,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Read(e) => {
                f.write_str(&Msg::CannotReadStdin.fill(words::lang(), &[("error", &e.to_string())]))
            }
            Failure::Write(e) => f.write_str(
                &Msg::CannotWriteStdout.fill(words::lang(), &[("error", &e.to_string())]),
            ),
            // Each line was named when it was skipped.
            Failure::Skipped => Ok(()),
        }
    }
}

/// Bytes of input and of output buffered between system calls.
pub(crate) const BUFFER: usize = 64 * 1024;

/// Reports each of `inputs` (or, when there are none, each line of standard
/// input) with `report`, which writes its output and says whether the input
/// was valid. With `separate`, the outputs of two inputs are set apart by a
/// blank line.
///
/// Sets `any_invalid` when an invalid input was reported: when writing
/// fails (the reader has gone), only the inputs whose output went out whole
/// count, not those still in the buffer.
fn run<F>(
    inputs: &[OsString],
    separate: bool,
    any_invalid: &mut bool,
    report: F,
) -> Result<(), Failure>
where
    F: FnMut(&[u8], &mut dyn Write) -> io::Result<bool>,
{
    run_decoded(inputs, separate, any_invalid, None, report)
}

/// [`run`], with the lines of standard input decoded from `encoding`
/// (`--encoding`; `None`: the bytes as they are).
fn run_decoded<F>(
    inputs: &[OsString],
    separate: bool,
    any_invalid: &mut bool,
    encoding: Option<uri2396::extract::TextEncoding>,
    mut report: F,
) -> Result<(), Failure>
where
    F: FnMut(&[u8], &mut dyn Write) -> io::Result<bool>,
{
    let stdout = io::stdout();
    // Bytes handed to the buffer above it, bytes the pipe took below it.
    let mut out = Counted::new(BufWriter::with_capacity(
        BUFFER,
        Counted::new(stdout.lock()),
    ));
    // Where the output of the first invalid input ends.
    let mut first_invalid_end = None;
    let result = (|| {
        let mut first = true;
        let mut each = |input: &[u8], out: &mut Counted<BufWriter<_>>| {
            if separate && !std::mem::take(&mut first) {
                out.write_all(b"\n").map_err(Failure::Write)?;
            }
            let valid = report(input, out).map_err(Failure::Write)?;
            if !valid && first_invalid_end.is_none() {
                first_invalid_end = Some(out.written);
            }
            Ok(())
        };
        if inputs.is_empty() {
            let stdin: Box<dyn io::Read> = match encoding {
                Some(encoding) => {
                    Box::new(decoding::DecodingReader::new(io::stdin().lock(), encoding))
                }
                None => Box::new(io::stdin().lock()),
            };
            let mut stdin = BufReader::with_capacity(BUFFER, stdin);
            let mut line = Vec::new();
            let (mut number, mut skipped) = (0u64, false);
            loop {
                // Show what is done before waiting for more input, so that
                // the tool answers line by line when it is fed line by line.
                // (The search stops at the end of the next line: linear
                // overall.)
                if !stdin.buffer().contains(&b'\n') {
                    out.flush().map_err(Failure::Write)?;
                }
                line.clear();
                number += 1;
                match lines::read_line(&mut stdin, &mut line) {
                    Ok(0) => break,
                    Ok(_) => {}
                    // Said at once, and the next line read; the run fails
                    // at the end.
                    Err(e) if lines::is_too_long(&e) => {
                        out.flush().map_err(Failure::Write)?;
                        let note = Msg::StdinLineTooLong.fill(
                            words::lang(),
                            &[("line", &number.to_string()), ("error", &e.to_string())],
                        );
                        eprintln!("uri2396: {note}");
                        skipped = true;
                        lines::skip_line(&mut stdin).map_err(Failure::Read)?;
                        continue;
                    }
                    Err(e) => return Err(Failure::Read(e)),
                }
                let input = line.strip_suffix(b"\n").unwrap_or(&line);
                let input = input.strip_suffix(b"\r").unwrap_or(input);
                each(input, &mut out)?;
            }
            if skipped {
                out.flush().map_err(Failure::Write)?;
                return Err(Failure::Skipped);
            }
        } else {
            for arg in inputs {
                // On Unix the argument's own bytes; elsewhere, bytes that
                // are UTF-8 exactly when the argument is Unicode.
                each(arg.as_encoded_bytes(), &mut out)?;
            }
        }
        out.flush().map_err(Failure::Write)
    })();
    let sent = match &result {
        Err(Failure::Write(_)) => out.inner.get_ref().written,
        _ => out.written,
    };
    *any_invalid |= first_invalid_end.is_some_and(|end| end <= sent);
    result
}

/// A writer that counts the bytes its inner writer took. Under a buffer,
/// it tells how much of the output went out before an error; above one,
/// how much was handed to it.
pub(crate) struct Counted<W> {
    pub(crate) inner: W,
    /// Bytes `inner` took.
    pub(crate) written: u64,
}

impl<W> Counted<W> {
    pub(crate) fn new(inner: W) -> Counted<W> {
        Counted { inner, written: 0 }
    }
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Writes `report` as one line of compact JSON.
fn write_line(out: &mut dyn Write, report: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, report)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every about text of every subcommand, the examples and notes after
    /// each help page, and every help of an argument (and of its values)
    /// has its Japanese.
    #[test]
    fn every_help_has_japanese() {
        let mut cmd = Cli::command();
        cmd.build();
        let missing = clap_words::untranslated(&cmd, &help_extras());
        for text in &missing {
            eprintln!("MISSING<<<{text}>>>");
        }
        assert!(
            missing.is_empty(),
            "{} help texts without Japanese",
            missing.len()
        );
    }
}
