//! The words of the command line itself in Japanese: the help pages (the
//! about text of each subcommand, the help of each argument, the examples
//! and notes after each page, and clap's headings) and the usage errors,
//! which clap words in English only.
//!
//! The catalogue below holds each text with its English, the English being
//! exactly what the tool's definition of its arguments says: [`japanese`]
//! finds each help text of a [`Command`] by its English and puts the
//! Japanese in its place, and [`untranslated`] lists the texts it finds no
//! entry for (the tool's tests want none). [`render_error`] words a usage
//! error of clap's from its kind and context. The examples after each help
//! page (`Msg::ExamplesParse`...) are the one English that the tool's
//! definition takes from here, so that the two languages sit side by side;
//! otherwise English output never goes through this module.

use clap::Command;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use uri2396::Lang;

/// A pair of texts outside the catalogue, made at run time (a help that
/// lists the rules of the grammar): its English and its Japanese.
pub type Extra = (String, String);

/// The Japanese of `english`: an entry of the catalogue without
/// placeholders, or one of `extra`, whose English is `english`.
fn lookup(english: &str, extra: &[Extra]) -> Option<String> {
    if english.is_empty() {
        return None;
    }
    Msg::ALL
        .iter()
        .find(|m| m.text(Lang::En) == english)
        .map(|m| m.text(Lang::Ja).to_string())
        .or_else(|| {
            extra
                .iter()
                .find(|(en, _)| en == english)
                .map(|(_, ja)| ja.clone())
        })
}

/// Every help text of `cmd` and of its subcommands (and theirs): about
/// texts, the examples and notes after them, the help of each argument,
/// and the help of each of their possible values. `cmd` should be built
/// ([`Command::build`]) so that the help flags and the `help` subcommand
/// are there.
fn texts(cmd: &Command, out: &mut Vec<String>) {
    let mut push = |text: Option<&clap::builder::StyledStr>| {
        if let Some(text) = text {
            out.push(text.to_string());
        }
    };
    push(cmd.get_about());
    push(cmd.get_long_about());
    push(cmd.get_after_help());
    push(cmd.get_after_long_help());
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        push(arg.get_help());
        push(arg.get_long_help());
        for value in arg.get_possible_values() {
            if !value.is_hide_set() {
                push(value.get_help());
            }
        }
    }
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        texts(sub, out);
    }
}

/// The help texts of `cmd` (built) that have no Japanese, neither in the
/// catalogue nor in `extra`, each once.
#[must_use]
pub fn untranslated(cmd: &Command, extra: &[Extra]) -> Vec<String> {
    let mut all = Vec::new();
    texts(cmd, &mut all);
    let mut missing: Vec<String> = all
        .into_iter()
        .filter(|text| !text.is_empty() && lookup(text, extra).is_none())
        .collect();
    missing.sort();
    missing.dedup();
    missing
}

/// The Japanese of a help text, or the English when it has none (the tests
/// see that none lacks it).
fn ja(english: &str, extra: &[Extra]) -> String {
    lookup(english, extra).unwrap_or_else(|| english.to_string())
}

/// `cmd` with every help text in Japanese: the about texts, the examples
/// and notes after them, the help of each argument and of its values, the
/// values and defaults clap would list in English, and the headings.
/// Builds `cmd` first, so that the help flags and the `help` subcommand
/// are there to translate.
#[must_use]
pub fn japanese(mut cmd: Command, extra: &[Extra]) -> Command {
    cmd.build();
    translate(cmd, extra)
}

fn translate(mut cmd: Command, extra: &[Extra]) -> Command {
    if let Some(about) = cmd.get_about().map(ToString::to_string) {
        cmd = cmd.about(ja(&about, extra));
    }
    if let Some(about) = cmd.get_long_about().map(ToString::to_string) {
        cmd = cmd.long_about(ja(&about, extra));
    }
    // The examples keep their commands; what they print, and the notes
    // under them, are in the language.
    if let Some(after) = cmd.get_after_help().map(ToString::to_string) {
        cmd = cmd.after_help(ja(&after, extra));
    }
    if let Some(after) = cmd.get_after_long_help().map(ToString::to_string) {
        cmd = cmd.after_long_help(ja(&after, extra));
    }
    // clap's layout, with the headings in the language: the usage line,
    // then the subcommands, the positional arguments and the options.
    let lang = Lang::Ja;
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push(format!(
            "{}:\n{{subcommands}}",
            Msg::HeadingCommands.text(lang)
        ));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(format!(
            "{}:\n{{positionals}}",
            Msg::HeadingArguments.text(lang)
        ));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push(format!("{}:\n{{options}}", Msg::HeadingOptions.text(lang)));
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}\n\n{}{{after-help}}",
        Msg::HeadingUsage.text(lang),
        sections.join("\n\n")
    );
    cmd = cmd.help_template(template);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(id, |arg| translate_arg(arg, extra));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(name, |sub| translate(sub, extra));
    }
    cmd
}

fn translate_arg(mut arg: clap::Arg, extra: &[Extra]) -> clap::Arg {
    let lang = Lang::Ja;
    let help = arg.get_help().map(|h| ja(&h.to_string(), extra));
    let long = arg
        .get_long_help()
        .map(|h| ja(&h.to_string(), extra))
        .or_else(|| help.clone());
    let (Some(mut help), Some(mut long)) = (help, long) else {
        return arg;
    };
    // What clap would add in English: the default, then the values.
    let mut short_tail = Vec::new();
    let mut long_tail = Vec::new();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    // A flag's default ("false") is none clap shows.
    if arg.get_action().takes_values() && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let line = Msg::SpecDefault.fill(lang, &[("value", &defaults.join(" "))]);
        short_tail.push(line.clone());
        long_tail.push(line);
        arg = arg.hide_default_value(true);
    }
    let values: Vec<clap::builder::PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let line = Msg::SpecValues.fill(lang, &[("values", &names.join(", "))]);
        short_tail.push(line.clone());
        if values.iter().any(|v| v.get_help().is_some()) {
            let mut list = Msg::SpecValuesTitle.text(lang).to_string();
            for value in &values {
                list.push_str("\n- ");
                list.push_str(value.get_name());
                if let Some(help) = value.get_help() {
                    list.push_str(": ");
                    list.push_str(&ja(&help.to_string(), extra));
                }
            }
            long_tail.push(list);
        } else {
            long_tail.push(line);
        }
        arg = arg.hide_possible_values(true);
    }
    if !short_tail.is_empty() {
        help.push(' ');
        help.push_str(&short_tail.join(" "));
        long.push_str("\n\n");
        long.push_str(&long_tail.join("\n"));
    }
    arg.help(help).long_help(long)
}

/// The text of a value of an error's context.
fn value(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The list of values of an error's context, one per item.
fn values(err: &clap::Error, kind: ContextKind) -> Vec<String> {
    match err.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

/// Why a value was refused, as the value parsers of clap and of the
/// standard library say it in English (a number out of range, or no
/// number), in Japanese; the tool's own reasons are already in the
/// language, and pass as they are.
fn why_not(why: &str) -> String {
    let lang = Lang::Ja;
    if let Some((value, range)) = why.split_once(" is not in ") {
        return Msg::WhyNotInRange.fill(lang, &[("value", value), ("range", range)]);
    }
    [
        Msg::WhyInvalidDigit,
        Msg::WhyEmptyNumber,
        Msg::WhyTooLarge,
        Msg::WhyTooSmall,
    ]
    .into_iter()
    .find(|m| m.text(Lang::En) == why)
    .map_or_else(|| why.to_string(), |m| m.text(lang).to_string())
}

/// clap's advice on a value that looks like a flag, in Japanese; any
/// other advice as it is.
fn advice(tip: &str) -> String {
    tip.strip_prefix("to pass '")
        .and_then(|rest| rest.split_once("' as a value, use '"))
        .and_then(|(arg, rest)| Some((arg, rest.strip_suffix('\'')?)))
        .map_or_else(
            || tip.to_string(),
            |(arg, how)| Msg::TipAsValue.fill(Lang::Ja, &[("arg", arg), ("how", how)]),
        )
}

/// The message of a usage error in Japanese, from its kind and context;
/// `None` for an error without the context its kind has (an error the tool
/// words itself, whose message is already in the language).
fn message(err: &clap::Error) -> Option<String> {
    let lang = Lang::Ja;
    let arg = value(err, ContextKind::InvalidArg);
    let got = value(err, ContextKind::InvalidValue);
    Some(match err.kind() {
        ErrorKind::UnknownArgument => Msg::ErrUnknownArgument.fill(lang, &[("arg", &arg?)]),
        ErrorKind::InvalidSubcommand => Msg::ErrInvalidSubcommand.fill(
            lang,
            &[("subcommand", &value(err, ContextKind::InvalidSubcommand)?)],
        ),
        ErrorKind::InvalidValue => {
            let arg = arg?;
            let got = got?;
            let mut text = if got.is_empty() {
                Msg::ErrValueMissing.fill(lang, &[("arg", &arg)])
            } else {
                Msg::ErrInvalidValue.fill(lang, &[("arg", &arg), ("value", &got)])
            };
            let valid = values(err, ContextKind::ValidValue);
            if !valid.is_empty() {
                text.push_str("\n  ");
                text.push_str(&Msg::SpecValues.fill(lang, &[("values", &valid.join(", "))]));
            }
            text
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(err)
                .map_or_else(String::new, |e| why_not(&e.to_string()));
            crate::words::Msg::InvalidValue
                .fill(lang, &[("arg", &arg?), ("value", &got?), ("why", &why)])
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = values(err, ContextKind::InvalidArg);
            if missing.is_empty() {
                return None;
            }
            let mut text = Msg::ErrMissingRequired.text(lang).to_string();
            for arg in missing {
                text.push_str("\n  ");
                text.push_str(&arg);
            }
            text
        }
        ErrorKind::MissingSubcommand => {
            let mut text = Msg::ErrMissingSubcommand.fill(
                lang,
                &[("command", &value(err, ContextKind::InvalidSubcommand)?)],
            );
            let valid = values(err, ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                text.push_str("\n  ");
                text.push_str(&Msg::SpecSubcommands.fill(lang, &[("values", &valid.join(", "))]));
            }
            text
        }
        ErrorKind::ArgumentConflict => {
            let arg = arg?;
            match value(err, ContextKind::PriorArg) {
                Some(prior) if prior == arg => Msg::ErrUsedTwice.fill(lang, &[("arg", &arg)]),
                Some(prior) => Msg::ErrConflict.fill(lang, &[("arg", &arg), ("prior", &prior)]),
                None => Msg::ErrConflictOthers.fill(lang, &[("arg", &arg)]),
            }
        }
        ErrorKind::NoEquals => Msg::ErrNoEquals.fill(lang, &[("arg", &arg?)]),
        ErrorKind::TooManyValues => {
            Msg::ErrTooManyValues.fill(lang, &[("arg", &arg?), ("value", &got?)])
        }
        ErrorKind::TooFewValues => Msg::ErrTooFewValues.fill(
            lang,
            &[
                ("arg", &arg?),
                ("expected", &value(err, ContextKind::MinValues)?),
                ("actual", &value(err, ContextKind::ActualNumValues)?),
            ],
        ),
        ErrorKind::WrongNumberOfValues => Msg::ErrWrongNumberOfValues.fill(
            lang,
            &[
                ("arg", &arg?),
                ("expected", &value(err, ContextKind::ExpectedNumValues)?),
                ("actual", &value(err, ContextKind::ActualNumValues)?),
            ],
        ),
        ErrorKind::InvalidUtf8 => Msg::ErrInvalidUtf8.text(lang).to_string(),
        _ => return None,
    })
}

/// A usage error of clap's, worded in Japanese: "エラー: " and the message,
/// the suggestions, the usage line and where to read more, as clap lays
/// out its English. An error without context (one the tool made with its
/// own message) keeps its message. Not for the kinds that print help or
/// the version, which are no errors.
#[must_use]
pub fn render_error(err: &clap::Error) -> String {
    let lang = Lang::Ja;
    // clap's English, for what has no Japanese of its own: the message of
    // an error the tool made (already in the language).
    let english = err.render().to_string();
    let message = message(err).unwrap_or_else(|| {
        let body = english.strip_prefix("error: ").unwrap_or(&english);
        let end = ["\n\n  tip:", "\n\nUsage:", "\n\nFor more information"]
            .iter()
            .filter_map(|mark| body.find(mark))
            .min()
            .unwrap_or(body.len());
        body[..end].trim_end().to_string()
    });
    let mut out = Msg::ErrPrefix.fill(lang, &[("message", &message)]);
    let mut tips = Vec::new();
    for (kind, one, many) in [
        (
            ContextKind::SuggestedSubcommand,
            Msg::TipSubcommand,
            Msg::TipSubcommands,
        ),
        (
            ContextKind::SuggestedArg,
            Msg::TipArgument,
            Msg::TipArguments,
        ),
        (ContextKind::SuggestedValue, Msg::TipValue, Msg::TipValues),
    ] {
        let list = values(err, kind);
        if !list.is_empty() {
            let quoted: Vec<String> = list.iter().map(|v| format!("'{v}'")).collect();
            let msg = if list.len() == 1 { one } else { many };
            tips.push(msg.fill(lang, &[("values", &quoted.join(", "))]));
        }
    }
    if let Some(ContextValue::StyledStrs(suggested)) = err.get(ContextKind::Suggested) {
        // clap's own advice (how to pass a value that looks like a flag).
        tips.extend(suggested.iter().map(|tip| advice(&tip.to_string())));
    }
    if !tips.is_empty() {
        out.push('\n');
        for tip in tips {
            out.push('\n');
            out.push_str(&Msg::Tip.fill(lang, &[("tip", &tip)]));
        }
    }
    if let Some(usage) = value(err, ContextKind::Usage).or_else(|| {
        // An error the tool made with `Command::error` carries the usage
        // in its text only.
        english.find("\nUsage: ").map(|at| {
            english[at + 1..]
                .split("\n\n")
                .next()
                .unwrap_or("")
                .to_string()
        })
    }) {
        let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
        out.push_str("\n\n");
        out.push_str(&Msg::HeadingUsage.fill(lang, &[("usage", usage)]));
    }
    if english.contains("\n\nFor more information, try '--help'.") {
        out.push_str("\n\n");
        out.push_str(Msg::TryHelp.text(lang));
    }
    out.push('\n');
    out
}

uri2396::catalogue! {
    @vis pub,
    /// The heading of the usage line of a help page or an error.
    HeadingUsage {
        en: "Usage: {usage}",
        ja: "使い方: {usage}",
    }
    /// A heading of a help page.
    HeadingCommands {
        en: "Commands",
        ja: "コマンド",
    }
    /// A heading of a help page.
    HeadingArguments {
        en: "Arguments",
        ja: "引数",
    }
    /// A heading of a help page.
    HeadingOptions {
        en: "Options",
        ja: "オプション",
    }
    /// The default value of an argument, after its help.
    SpecDefault {
        en: "[default: {value}]",
        ja: "[既定値: {value}]",
    }
    /// The values an argument takes, after its help or its error.
    SpecValues {
        en: "[possible values: {values}]",
        ja: "[取りうる値: {values}]",
    }
    /// The title of the values an argument takes, each with its help.
    SpecValuesTitle {
        en: "Possible values:",
        ja: "取りうる値:",
    }
    /// The subcommands, after an error.
    SpecSubcommands {
        en: "[subcommands: {values}]",
        ja: "[サブコマンド: {values}]",
    }
    /// A usage error.
    ErrPrefix {
        en: "error: {message}",
        ja: "エラー: {message}",
    }
    /// The last line of a usage error.
    TryHelp {
        en: "For more information, try '--help'.",
        ja: "詳しくは '--help' を見てください。",
    }
    /// A suggestion of a usage error.
    Tip {
        en: "  tip: {tip}",
        ja: "  ヒント: {tip}",
    }
    /// A suggestion of a usage error.
    TipSubcommand {
        en: "a similar subcommand exists: {values}",
        ja: "似たサブコマンドがあります: {values}",
    }
    /// A suggestion of a usage error.
    TipSubcommands {
        en: "some similar subcommands exist: {values}",
        ja: "似たサブコマンドがあります: {values}",
    }
    /// A suggestion of a usage error.
    TipArgument {
        en: "a similar argument exists: {values}",
        ja: "似た引数があります: {values}",
    }
    /// A suggestion of a usage error.
    TipArguments {
        en: "some similar arguments exist: {values}",
        ja: "似た引数があります: {values}",
    }
    /// A suggestion of a usage error.
    TipValue {
        en: "a similar value exists: {values}",
        ja: "似た値があります: {values}",
    }
    /// A suggestion of a usage error.
    TipValues {
        en: "some similar values exist: {values}",
        ja: "似た値があります: {values}",
    }
    /// clap's advice on a value that looks like a flag.
    TipAsValue {
        en: "to pass '{arg}' as a value, use '{how}'",
        ja: "'{arg}' を値として渡すには '{how}' としてください",
    }
    /// Why a number was refused (clap's words).
    WhyNotInRange {
        en: "{value} is not in {range}",
        ja: "{value} は {range} の範囲にありません",
    }
    /// Why a number was refused (the standard library's words).
    WhyInvalidDigit {
        en: "invalid digit found in string",
        ja: "数字でない文字があります",
    }
    /// Why a number was refused (the standard library's words).
    WhyEmptyNumber {
        en: "cannot parse integer from empty string",
        ja: "空文字列は整数として読めません",
    }
    /// Why a number was refused (the standard library's words).
    WhyTooLarge {
        en: "number too large to fit in target type",
        ja: "数が大きすぎます",
    }
    /// Why a number was refused (the standard library's words).
    WhyTooSmall {
        en: "number too small to fit in target type",
        ja: "数が小さすぎます",
    }
    /// A usage error.
    ErrUnknownArgument {
        en: "unexpected argument '{arg}' found",
        ja: "予期しない引数 '{arg}' があります",
    }
    /// A usage error.
    ErrInvalidSubcommand {
        en: "unrecognized subcommand '{subcommand}'",
        ja: "未知のサブコマンド '{subcommand}' です",
    }
    /// A usage error.
    ErrValueMissing {
        en: "a value is required for '{arg}' but none was supplied",
        ja: "'{arg}' には値が必要ですが、与えられていません",
    }
    /// A usage error.
    ErrInvalidValue {
        en: "invalid value '{value}' for '{arg}'",
        ja: "'{arg}' に不正な値 '{value}' が与えられました",
    }
    /// A usage error.
    ErrMissingRequired {
        en: "the following required arguments were not provided:",
        ja: "次の必須の引数が与えられていません:",
    }
    /// A usage error.
    ErrMissingSubcommand {
        en: "'{command}' requires a subcommand but one was not provided",
        ja: "'{command}' にはサブコマンドが必要ですが、与えられていません",
    }
    /// A usage error.
    ErrUsedTwice {
        en: "the argument '{arg}' cannot be used multiple times",
        ja: "引数 '{arg}' は一度しか使えません",
    }
    /// A usage error.
    ErrConflict {
        en: "the argument '{arg}' cannot be used with '{prior}'",
        ja: "引数 '{arg}' は '{prior}' と一緒には使えません",
    }
    /// A usage error.
    ErrConflictOthers {
        en: "the argument '{arg}' cannot be used with one or more of the other specified arguments",
        ja: "引数 '{arg}' はほかに指定された引数と一緒には使えません",
    }
    /// A usage error.
    ErrNoEquals {
        en: "equal sign is needed when assigning values to '{arg}'",
        ja: "'{arg}' に値を与えるには等号 \"=\" が必要です",
    }
    /// A usage error.
    ErrTooManyValues {
        en: "unexpected value '{value}' for '{arg}' found; no more were expected",
        ja: "'{arg}' に予期しない値 '{value}' があります。これ以上の値は取りません",
    }
    /// A usage error.
    ErrTooFewValues {
        en: "{expected} values required by '{arg}'; only {actual} were provided",
        ja: "'{arg}' には値が {expected} 個必要ですが、{actual} 個しか与えられていません",
    }
    /// A usage error.
    ErrWrongNumberOfValues {
        en: "{expected} values required for '{arg}' but {actual} were provided",
        ja: "'{arg}' には値が {expected} 個必要ですが、{actual} 個与えられました",
    }
    /// A usage error.
    ErrInvalidUtf8 {
        en: "invalid UTF-8 was detected in one or more arguments",
        ja: "引数に UTF-8 でないものがあります",
    }
    /// The long help of `--rule`, with the names of the rules.
    RuleLongHelp {
        en: "The rule each input must match, spelled as in RFC 2396 Appendix A,\none of (in the order of the grammar):\n{names}",
        ja: "各入力が一致すべき規則。RFC 2396 付録 A の綴りで、次のいずれか（文法の順）:\n{names}",
    }
    /// The long help of `--dialect`, with the switches.
    DialectLongHelp {
        en: "The reading of the syntax: strict (RFC 2396 Appendix A as written), rfc2732 (as RFC 2732 amends it: IPv6 literals in brackets), java (as java.net.URI reads it), rfc3986 (RFC 3986 Appendix A, a grammar of its own) or rfc3987 (RFC 3987's IRIs: RFC 3986's grammar with characters beyond US-ASCII); strict or rfc2732 followed by +SWITCH for each of java's deviations to read by (strict+empty-relative-path). The switches, which docs/java.md describes: {switches}",
        ja: "構文の読み方（方言）: strict（書かれたとおりの RFC 2396 付録 A）、rfc2732（RFC 2732 が改めたもの: 角括弧の中の IPv6 リテラル）、java（java.net.URI の読み方）、rfc3986（RFC 3986 付録 A、独自の文法）、rfc3987（RFC 3987 の IRI: US-ASCII 以外の文字も使える RFC 3986 の文法）。strict または rfc2732 に、従う java の逸脱ごとに +SWITCH を続けることもできます (strict+empty-relative-path)。スイッチ（docs/java.md が説明します）: {switches}",
    }
    /// clap's help flag.
    FlagHelp {
        en: "Print help",
        ja: "ヘルプを表示します",
    }
    /// clap's help flag, when there is a longer help.
    FlagHelpShort {
        en: "Print help (see more with '--help')",
        ja: "ヘルプを表示します（詳しくは '--help'）",
    }
    /// clap's help flag, in the longer help.
    FlagHelpLong {
        en: "Print help (see a summary with '-h')",
        ja: "ヘルプを表示します（要約は '-h'）",
    }
    /// clap's version flag.
    FlagVersion {
        en: "Print version",
        ja: "バージョンを表示します",
    }
    /// clap's `help` subcommand.
    CommandHelp {
        en: "Print this message or the help of the given subcommand(s)",
        ja: "このメッセージ、または指定したサブコマンドのヘルプを表示します",
    }
    /// The argument of clap's `help` subcommand.
    ArgHelpCommand {
        en: "Print help for the subcommand(s)",
        ja: "指定したサブコマンドのヘルプを表示します",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpAGutterOrQuote {
        en: "A gutter or quote character that each line may start with (\"|\", \">\")",
        ja: "各行の先頭に置かれうる罫線や引用の文字 (\"|\", \">\")",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpAGutterOrQuoteLong {
        en: "A gutter or quote character that each line may start with, as in a file\n\
            shown in a page (\"| \") or a quoted mail (\"> \", \"> > \"): after a line\n\
            break, spaces, then any run of CHAR each followed by spaces are part of the\n\
            line break, so that a reference wrapped across such lines is joined.\n\
            ASCII punctuation only. With \">\", a \">\" at the start of a line is the\n\
            prefix, never the end of a reference in angle brackets.",
        ja: "各行の先頭に置かれうる罫線や引用の文字。ページに示されたファイル (\"| \") や\n\
            引用されたメール (\"> \", \"> > \") のように: 改行のあと、空白、続いて CHAR\n\
            （それぞれの後に空白）の並びは改行の一部とみなし、そのような行にまたがって\n\
            折り返された参照をつなげます。ASCII の句読文字のみ。\">\" のとき、行頭の \">\"\n\
            はこの接頭辞であり、山括弧の中の参照の終わりではありません。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpAlsoAcceptAQuery {
        en: "Also accept a query after an empty path (\"?y\", which RFC 2396 syntax does not derive), and resolve it as Appendix C does: http://a/b/c/?y",
        ja: "パスが空のあとのクエリ（\"?y\"。RFC 2396 の構文からは導かれません）も受け付け、付録 C のとおりに解決します: http://a/b/c/?y",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpAnAbsoluteURIAs {
        en: "An absolute URI, as for validating parsers: http:g stays http:g",
        ja: "検証する構文解析器と同じく、絶対URIとして: http:g は http:g のまま",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpCheckEachInputAgainst {
        en: "Check each input against a rule, and show its components",
        ja: "各入力を規則と照合し、そのコンポーネントを示します",
    }
    /// The long about text of a subcommand.
    HelpCheckEachInputAgainstLong {
        en: "Check each input against a rule, and show its components\n\
            \n\
            Shows, for each input, whether the rule derives it and, for a valid\n\
            input, its components; for an invalid one, where and why it fails.\n\
            As text: the input with each component underlined and labelled, then\n\
            the parse tree. As JSON: the components of a URI-reference (scheme,\n\
            authority, userinfo, host, port, path, query and fragment) and the\n\
            typed structure they come from.",
        ja: "各入力を規則と照合し、そのコンポーネントを示します\n\
            \n\
            各入力について、規則がそれを導くかどうかを示し、有効な入力には\n\
            そのコンポーネントを、不正な入力にはどこでなぜ失敗したかを示します。\n\
            テキストでは: 各コンポーネントに下線と名前を付けた入力、続いて構文木。\n\
            JSON では: URI参照のコンポーネント（スキーム、オーソリティ、userinfo、\n\
            ホスト、ポート、パス、クエリ、フラグメント）と、それらを取り出した型付きの\n\
            構造。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpCheckEveryLineOf {
        en: "Check every line of files, streaming: one result per line",
        ja: "ファイルの各行を流れ作業で検査します: 一行に一つの結果",
    }
    /// The long about text of a subcommand.
    HelpCheckEveryLineOfLong {
        en: "Check every line of files, streaming: one result per line\n\
            \n\
            Each line of each FILE is one input (\"-\", or no FILE: standard input).\n\
            Prints one result per line, in order: as JSON Lines (file, line, input,\n\
            valid, error), as text (FILE:LINE: valid \"INPUT\", or\n\
            FILE:LINE:COLUMN: invalid RULE \"INPUT\": why not), or nothing but the\n\
            summary; with --only-invalid, the invalid lines only. A summary of\n\
            the run (totals, and invalid lines by the class of the character\n\
            found and by the rules expected) goes to standard error, or to\n\
            standard output with --format summary. On a terminal, a progress bar\n\
            shows how far the files are read.\n\
            \n\
            Lines are checked in parallel, in chunks, and memory stays flat\n\
            whatever the size of the files. A valid line is recognized by the\n\
            rule's automaton alone; an invalid one is parsed for its error.\n\
            \n\
            With --agree R1,R2, each line is read in the readings named instead\n\
            (those of `uri2396 compare`), and fails when one accepts it and\n\
            another refuses it, or when two accepting readings give it another\n\
            scheme, host or effective port (the scheme's default port where none\n\
            is given: ftp 21, http 80, https 443, ws 80, wss 443): where a filter\n\
            that reads it one way is bypassed by a client that reads it another.\n\
            The result names the class of the confusion.",
        ja: "ファイルの各行を流れ作業で検査します: 一行に一つの結果\n\
            \n\
            各 FILE の各行が一つの入力です（\"-\" または FILE なし: 標準入力）。\n\
            一行に一つの結果を順に出力します: JSON Lines（file、line、input、\n\
            valid、error）、テキスト（FILE:LINE: 有効 \"INPUT\"、または\n\
            FILE:LINE:COLUMN: 不正 RULE \"INPUT\": その理由）、または要約のみ。\n\
            --only-invalid では不正な行だけ。実行の要約（合計と、見つかった文字の\n\
            分類ごと・期待された規則ごとの不正な行）は標準エラー出力に、\n\
            --format summary では標準出力に出ます。端末では、ファイルをどこまで\n\
            読んだかを進捗バーが示します。\n\
            \n\
            行はチャンクごとに並列に検査され、ファイルの大きさによらずメモリは\n\
            一定です。有効な行は規則のオートマトンだけで認識し、不正な行は\n\
            エラーを求めて構文解析します。\n\
            \n\
            --agree R1,R2 では、各行を代わりに指定した読み方（`uri2396 compare` の\n\
            もの）で読み、ある読み方が受け付けて別の読み方が受け付けないとき、\n\
            または受け付ける二つの読み方でスキーム、ホスト、実効ポート（ポートが\n\
            ないときはスキームの既定のポート: ftp 21、http 80、https 443、ws 80、\n\
            wss 443）が異なるとき、その行は不合格です: 一方の読み方で検査する\n\
            フィルタが、別の読み方をするクライアントにすり抜けられるところです。\n\
            結果は混同の分類を示します。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpCheckStringsAgainstThe {
        en: "Check strings against the grammar of RFC 2396 (URI Generic Syntax) and show what they are made of",
        ja: "文字列を RFC 2396（URI の一般的構文）の文法と照合し、何からできているかを示します",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpDecodeTheEscapesOf {
        en: "Decode the escapes of components (2.4.1)",
        ja: "コンポーネントのエスケープを復号します (2.4.1)",
    }
    /// The long about text of a subcommand.
    HelpDecodeTheEscapesOfLong {
        en: "Decode the escapes of components (2.4.1)\n\
            \n\
            Prints what each COMPONENT stands for: each escape %XX decoded to its\n\
            octet, and the octets read as UTF-8.",
        ja: "コンポーネントのエスケープを復号します (2.4.1)\n\
            \n\
            各 COMPONENT が表すものを出力します: 各エスケープ %XX をその\n\
            オクテットに復号し、オクテットを UTF-8 として読みます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpEscapeValuesForA {
        en: "Escape values for a component of a URI (2.4.2)",
        ja: "URI のコンポーネントのために値をエスケープします (2.4.2)",
    }
    /// The long about text of a subcommand.
    HelpEscapeValuesForALong {
        en: "Escape values for a component of a URI (2.4.2)\n\
            \n\
            Escapes each VALUE for the component named by --component: the\n\
            characters that the component does not allow, or that it reserves\n\
            (such as \"/\" in a path segment, \"?\" in a userinfo), become %XX, as\n\
            do the UTF-8 octets of characters beyond US-ASCII. The result can\n\
            stand as that component of a URI.",
        ja: "URI のコンポーネントのために値をエスケープします (2.4.2)\n\
            \n\
            --component で指定したコンポーネントのために各 VALUE をエスケープします:\n\
            そのコンポーネントが許さない文字、または予約する文字（パスのセグメントの\n\
            \"/\"、userinfo の \"?\" など）は %XX になり、US-ASCII 以外の文字の UTF-8\n\
            オクテットも同様です。結果はその URI のコンポーネントとして置けます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpMapIrisToUris {
        en: "Map IRIs to URIs (RFC 3987 3.1)",
        ja: "IRI を URI に対応付けます (RFC 3987 3.1)",
    }
    /// The long about text of a subcommand.
    HelpMapIrisToUrisLong {
        en: "\
Map IRIs to URIs (RFC 3987 3.1)

Writes each character of each IRI that is beyond US-ASCII and that an
IRI may hold (ucschar, iprivate) as the escapes of its UTF-8 octets,
in capital hex digits: \"表\" becomes %E8%A1%A8. Every other character
stays as it is, escapes included. Nothing is normalized (no NFC: 3.1,
step 1, variant c), and the input is not checked to be an IRI. Only
UTF-8 is read: an input that is not UTF-8 is an error.",
        ja: "\
IRI を URI に対応付けます (RFC 3987 3.1)

各 IRI の US-ASCII 以外の文字のうち IRI が含みうるもの（ucschar、iprivate）を、
その UTF-8 のオクテットのエスケープとして、大文字の16進数字で書きます: \"表\" は
%E8%A1%A8 になります。ほかの文字は、エスケープも含めてそのままです。正規化は
しません（NFC なし: 3.1 の手順 1 の c）。入力が IRI であるかは検査しません。
UTF-8 しか読みません: UTF-8 でない入力はエラーです。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpConvertUrisToIris {
        en: "Convert URIs to IRIs, keeping the escapes that must stay (RFC 3987 3.2)",
        ja: "URI を IRI に変換します。残すべきエスケープは残します (RFC 3987 3.2)",
    }
    /// The long about text of a subcommand.
    HelpConvertUrisToIrisLong {
        en: "\
Convert URIs to IRIs, keeping the escapes that must stay (RFC 3987 3.2)

Decodes each escape of an unreserved character, and each run of
escapes that is the UTF-8 of a character an IRI may hold there
(ucschar; iprivate in the query only). Every other escape stays, in
capital hex digits when above US-ASCII, and is reported with its
reason:
  percent        %25, which decoded would start an escape
  reserved       a reserved character escaped as data (%2F, %3F...)
  not-in-uris    a US-ASCII character no URI holds as it is (%20, %5C...)
  not-utf8       octets that are no UTF-8 character: another encoding
                 (Latin-1, Shift_JIS...), or a piece of one
  joins-percent  a hex digit that decoded would make an escape with a
                 stray \"%\"
  not-in-iris    a character an IRI may not hold there: a control, a
                 noncharacter, a private-use character outside the
                 query, a bidi formatting character (4.1)
Nothing is normalized (no NFC), and the input is not checked to be a
URI. Only UTF-8 is read: an input that is not UTF-8 is an error.",
        ja: "\
URI を IRI に変換します。残すべきエスケープは残します (RFC 3987 3.2)

非予約文字のエスケープと、その位置に IRI が含みうる文字（ucschar。iprivate は
クエリの中でのみ）の UTF-8 であるエスケープの並びを復号します。ほかのエスケープは
そのまま残し（US-ASCII 以外のオクテットは大文字の16進数字で）、その理由とともに
報告します:
  percent        %25。復号するとエスケープの始まりになります
  reserved       データとしてエスケープされた予約文字 (%2F、%3F...)
  not-in-uris    URI がそのままでは含まない US-ASCII 文字 (%20、%5C...)
  not-utf8       UTF-8 の文字ではないオクテット: 別の符号化（Latin-1、
                 Shift_JIS...）の文字、またはその一部
  joins-percent  復号すると、エスケープを始めていない \"%\" と合わさって
                 エスケープになる16進数字
  not-in-iris    IRI のその位置には置けない文字: 制御文字、非文字、クエリの
                 外の私用文字、双方向書式制御文字 (4.1)
正規化はしません（NFC なし）。入力が URI であるかは検査しません。UTF-8 しか
読みません: UTF-8 でない入力はエラーです。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheIrisOnePer {
        en: "The IRIs, one per argument; without any, each line of standard input",
        ja: "IRI、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheUrisOnePer {
        en: "The URIs, one per argument; without any, each line of standard input",
        ja: "URI、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpEveryReference {
        en: "Every reference",
        ja: "すべての参照",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpFILELINEValidOr {
        en: "FILE:LINE: valid, or FILE:LINE:COLUMN: invalid RULE: why, and the fix",
        ja: "FILE:LINE: 有効、または FILE:LINE:COLUMN: 不正 RULE: 理由と修正",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpFindTheURIReferences {
        en: "Find the URI references in running text (Appendix E), streaming",
        ja: "地の文の中の URI参照を見つけます（付録 E）。流れ作業で",
    }
    /// The long about text of a subcommand.
    HelpFindTheURIReferencesLong {
        en: "Find the URI references in running text (Appendix E), streaming\n\
            \n\
            Reads each FILE (\"-\", or no FILE: standard input) as a document and\n\
            prints each URI reference in it, in order: where it is (byte offsets,\n\
            line and column), how it was delimited, the reference without its\n\
            delimiters, and whether it is valid. As text: each reference\n\
            underlined in its line; as JSON Lines: one object per reference.\n\
            Memory stays bounded whatever the size of the files.",
        ja: "地の文の中の URI参照を見つけます（付録 E）。流れ作業で\n\
            \n\
            各 FILE（\"-\" または FILE なし: 標準入力）を文書として読み、その中の\n\
            URI参照を順に出力します: どこにあるか（バイト位置、行と列）、どう\n\
            区切られていたか、区切り文字を除いた参照、有効かどうか。テキストでは:\n\
            各参照にその行の中で下線を引きます。JSON Lines では: 参照ごとに一つの\n\
            オブジェクト。ファイルの大きさによらずメモリは有界です。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForAHierarchicalScheme {
        en: "For a hierarchical scheme (http, ftp, file...), a relative reference, for backwards compatibility: http:g gives http://a/b/c/g",
        ja: "階層的なスキーム（http、ftp、file...）では、後方互換のため相対URI参照として: http:g は http://a/b/c/g",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleALine {
        en: "For people: a line per input, RESULT  <-  INPUT; errors explained",
        ja: "人向け: 入力ごとに一行、RESULT  <-  INPUT。エラーは説明付き",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleATable {
        en: "For people: a table per input, the readings as columns, the differing rows marked, the reasons below",
        ja: "人向け: 入力ごとに表一つ。読み方を列に、食い違う行に印を付け、理由をその下に",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleEachFinding {
        en: "For people: each finding, its span underlined; errors explained",
        ja: "人向け: 各指摘、その範囲に下線。エラーは説明付き",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleEachReference {
        en: "For people: each reference underlined in its line",
        ja: "人向け: 各参照にその行の中で下線",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleTheAnnotated {
        en: "For people: the annotated input, the tree, errors explained",
        ja: "人向け: 注釈付きの入力、構文木、説明付きのエラー",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpForPeopleTheGrammar {
        en: "For people: the grammar, a rule a line; or the page of one rule",
        ja: "人向け: 文法を一行に一規則で、または一つの規則のページ",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpHowToReadA {
        en: "How to read a reference with the base's own scheme, such as http:g (5.2 step 3)",
        ja: "基底URIと同じスキームをもつ参照（http:g など）の読み方 (5.2 step 3)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpInAngleBracketsOr {
        en: "In angle brackets or behind URL:",
        ja: "山括弧の中、または URL: の後ろ",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpKeepThemAsAppendix {
        en: "Keep them, as Appendix C shows: ../../../g gives http://a/../g",
        ja: "付録 C が示すとおり残します: ../../../g は http://a/../g",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpListTheRulesOf {
        en: "List the rules of the grammar, or show one",
        ja: "文法の規則を列挙するか、一つを示します",
    }
    /// The long about text of a subcommand.
    HelpListTheRulesOfLong {
        en: "List the rules of the grammar, or show one\n\
            \n\
            Without NAME: every rule, with its RFC section and its BNF. With NAME:\n\
            the rule's BNF, the rules it uses, the rules that use it, and strings\n\
            it matches and does not match, with the reason.",
        ja: "文法の規則を列挙するか、一つを示します\n\
            \n\
            NAME なし: すべての規則を、その RFC の節と BNF とともに。NAME あり:\n\
            その規則の BNF、それが使う規則、それを使う規則、それに一致する\n\
            文字列と一致しない文字列（理由付き）。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpNormalizeURIReferencesTo {
        en: "Normalize URI references, to compare them (section 6)",
        ja: "URI参照を比較のために正規化します (section 6)",
    }
    /// The long about text of a subcommand.
    HelpNormalizeURIReferencesToLong {
        en: "Normalize URI references, to compare them (section 6)\n\
            \n\
            Prints the normal form of each URI reference; two references are\n\
            equivalent when their normal forms are the same. Escapes of\n\
            unreserved characters are decoded and the hex digits of the others\n\
            put in upper case (2.4.2); the scheme and a host name go to lower\n\
            case; an empty port and the scheme's default port are dropped; \".\"\n\
            and \"..\" segments are removed from a path that starts with \"/\".\n\
            Nothing else changes: a relative path keeps its dot segments, and\n\
            \"http://a\" and \"http://a/\" stay apart.",
        ja: "URI参照を比較のために正規化します (section 6)\n\
            \n\
            各 URI参照の正規形を出力します。二つの参照は正規形が同じとき等価です。\n\
            非予約文字のエスケープは復号し、その他のエスケープの16進数字は大文字に\n\
            します (2.4.2)。スキームとホスト名は小文字に。空の port とスキームの\n\
            既定のポートは取り除き、\"/\" で始まるパスからは \".\" と \"..\" の\n\
            セグメントを取り除きます。ほかは変わりません: 相対パスはドット\n\
            セグメントを保ち、\"http://a\" と \"http://a/\" は区別されたままです。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOneJSONObjectPer {
        en: "One JSON object per input, each on its own line",
        ja: "入力ごとに一つの JSON オブジェクト、それぞれ一行に",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOneJSONObjectPerLong {
        en: "One JSON object per line of input",
        ja: "入力の一行ごとに一つの JSON オブジェクト",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOneJSONObjectPerLong2 {
        en: "One JSON object per reference, each on its own line",
        ja: "参照ごとに一つの JSON オブジェクト、それぞれ一行に",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOneJSONObjectPerLong3 {
        en: "One JSON object per rule, each on its own line",
        ja: "規則ごとに一つの JSON オブジェクト、それぞれ一行に",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOnlyASummaryFor {
        en: "Only a summary, for people: for each pair of readings and each field, on how many inputs they differ, and the first",
        ja: "要約のみ、人向け: 読み方の組とフィールドごとに、食い違う入力の数と最初のもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOnlyTheSummaryAs {
        en: "Only the summary, as one JSON object",
        ja: "要約のみ、一つの JSON オブジェクトとして",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOnlyTheSummaryOn {
        en: "Only the summary, on standard output",
        ja: "要約のみ、標準出力に",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOutputFormatDefaultText {
        en: "Output format [default: text on a terminal, jsonl otherwise]",
        ja: "出力形式 [既定値: 端末では text、それ以外では jsonl]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOutputFormatDefaultTextLong {
        en: "Output format [default: text]",
        ja: "出力形式 [既定値: text]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpPrintACompletionScript {
        en: "Print a completion script for a shell",
        ja: "シェルの補完スクリプトを出力します",
    }
    /// The long about text of a subcommand.
    HelpPrintACompletionScriptLong {
        en: "Print a completion script for a shell\n\
            \n\
            Load it into the current shell, or save it where the shell looks.",
        ja: "シェルの補完スクリプトを出力します\n\
            \n\
            今のシェルに読み込むか、シェルが探す場所に保存してください。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpPrintNoSummaryAnd {
        en: "Print no summary and no progress bar on standard error",
        ja: "標準エラー出力に要約も進捗バーも出しません",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpPrintOnlyTheInputs {
        en: "Print only the inputs on which the readings differ; the exit status still counts every input",
        ja: "読み方が食い違う入力だけを出力します。終了ステータスはすべての入力を数えます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpCheckInsteadThatThe {
        en: "Check instead that the readings agree on where each line leads: a line fails when one reading accepts it and another refuses it, or when two accepting readings give it another scheme, host or effective port (whatwg,java, whatwg,rfc3986...)",
        ja: "代わりに、各行の行き先について読み方が一致するかを検査します: ある読み方が受け付けて別の読み方が受け付けないとき、または受け付ける二つの読み方でスキーム、ホスト、実効ポートが異なるとき、その行は不合格です (whatwg,java、whatwg,rfc3986...)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpSarifCheck {
        en: "SARIF 2.1.0, for code scanning: one result per invalid line (with --agree, per line the readings disagree on), with its file, line, column and bytes",
        ja: "SARIF 2.1.0 (コードスキャン用): 不正な行ごとに (--agree では読み方が一致しない行ごとに) 一つの結果。ファイル、行、列、バイト位置つき",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpSarifExtract {
        en: "SARIF 2.1.0, for code scanning: each invalid reference, and each finding of `uri2396 lint` on each reference, with its file, line, column and bytes",
        ja: "SARIF 2.1.0 (コードスキャン用): 不正な参照ごと、および各参照への `uri2396 lint` の指摘ごとに一つの結果。ファイル、行、列、バイト位置つき",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWithAgreeFailALine {
        en: "With --agree, fail a line also for what the policy FILE refuses (TOML: schemes = [...], refuse = [...]; docs/readings.md)",
        ja: "--agree で、ポリシーファイル FILE が拒否するものについても行を不合格にします (TOML: schemes = [...]、refuse = [...]。docs/readings.md)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpLintEachReferenceToo {
        en: "Lint each reference too, as `uri2396 lint` does (section 7): its findings follow it, and one makes the exit status 1",
        ja: "各参照を `uri2396 lint` と同じく検査もします (7 節): 指摘は参照の後に続き、一つでもあれば終了ステータスは 1 です",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpPrintOnlyTheInvalidReferences {
        en: "Print only the references that are invalid (or, with --lint, have findings); the exit status still counts every reference",
        ja: "不正な参照 (--lint では指摘のある参照) だけを出力します。終了ステータスはすべての参照を数えます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpRefuseAlsoWhatThe {
        en: "Refuse also what the policy FILE refuses, as each reading reads the input (TOML: schemes = [...], refuse = [...]; docs/readings.md)",
        ja: "ポリシーファイル FILE が拒否するものも、各読み方による入力の読みに従って拒否します (TOML: schemes = [...]、refuse = [...]。docs/readings.md)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpSarifLint {
        en: "SARIF 2.1.0, for code scanning: each syntax error, finding and policy violation, its line the input's place (its line of standard input, or its argument's)",
        ja: "SARIF 2.1.0 (コードスキャン用): 構文エラー、指摘、ポリシー違反ごとに一つの結果。行は入力の位置 (標準入力の行、または引数の位置)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpPrintOnlyTheInvalid {
        en: "Print only the invalid lines; the summary and the exit status still count every line",
        ja: "不正な行だけを出力します。要約と終了ステータスはすべての行を数えます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpRFC2396Sections5 {
        en: "RFC 2396 sections 5.2 and 6",
        ja: "RFC 2396 の 5.2 節と 6 節",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReadAbbreviatedURLsAppendix {
        en: "Read abbreviated URLs (Appendix F), such as www.w3.org/Addressing/",
        ja: "省略形の URL を読みます（付録 F）。www.w3.org/Addressing/ など",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReadAbbreviatedURLsAppendixLong {
        en: "Read abbreviated URLs (Appendix F): www.w3.org/Addressing/ as\n\
            http://www.w3.org/Addressing/. A host whose first label is www, ftp or\n\
            gopher (in any case), with at least three labels, takes the scheme http,\n\
            ftp or gopher. For text where no base URI is in force: where one is, such\n\
            text is a relative path.",
        ja: "省略形の URL を読みます（付録 F）: www.w3.org/Addressing/ を\n\
            http://www.w3.org/Addressing/ として。最初のラベルが www、ftp、gopher\n\
            （大文字小文字を問わず）で、ラベルが三つ以上あるホストは、スキーム http、\n\
            ftp、gopher をとります。基底URIが効いていない文章のためのものです:\n\
            効いている所では、そのような文字列は相対パスです。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReadEachInputIn {
        en: "Read each input in several readings side by side, and say where and why they differ",
        ja: "各入力をいくつかの読み方で並べて読み、どこでなぜ食い違うかを示します",
    }
    /// The long about text of a subcommand.
    HelpReadEachInputInLong {
        en: "Read each input in several readings side by side, and say where and why they differ\n\
            \n\
            Reads each input as RFC 2396 (strict), RFC 2732, java.net.URI and the\n\
            WHATWG URL Standard (browsers) read it, and shows each reading's\n\
            verdict and components (scheme, userinfo, host, port, path, query,\n\
            fragment), the fields on which they differ, and, for a grammar reading\n\
            that rejects the input or splits it otherwise, the reason in its\n\
            grammar's terms. Where two programs read one string differently, a\n\
            check made by one is bypassed by the other.",
        ja: "各入力をいくつかの読み方で並べて読み、どこでなぜ食い違うかを示します\n\
            \n\
            各入力を RFC 2396 (strict)、RFC 2732、java.net.URI、WHATWG URL\n\
            Standard（ブラウザ）の読み方で読み、各読み方の判定とコンポーネント\n\
            （スキーム、userinfo、ホスト、ポート、パス、クエリ、フラグメント）、\n\
            食い違うフィールド、そして入力を拒む、または別の分け方をする文法の\n\
            読み方については、その文法の言葉での理由を示します。二つのプログラムが\n\
            一つの文字列を別々に読むとき、一方による検査は他方によってすり抜けられます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpRefuseTheReferenceAn {
        en: "Refuse the reference: an error",
        ja: "参照を拒否します: エラー",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpRemoveThemAsSome {
        en: "Remove them, as some implementations do: ../../../g gives http://a/g",
        ja: "一部の実装のとおり取り除きます: ../../../g は http://a/g",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReplaceEachOctetSequence {
        en: "Replace each octet sequence that is not UTF-8 with U+FFFD, instead of reporting an error",
        ja: "UTF-8 でないオクテット列を、エラーとせずに U+FFFD で置き換えます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReportOnlyReferencesAt {
        en: "Report only references at least this likely to be meant as one",
        ja: "参照として意図された見込みが少なくともこれだけある参照だけを報告します",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReportOnlyReferencesAtLong {
        en: "Report only references at least this likely to be meant as one:\n\
            delimited (in angle brackets or behind URL:), known-scheme (also bare or\n\
            quoted ones with a scheme this tool knows: http, ftp, mailto, urn... or\n\
            abbreviated), unknown-scheme (every reference: also \"this:that\" or\n\
            user:password in prose, which have the form of a URI). Each JSON line\n\
            carries its \"confidence\".",
        ja: "参照として意図された見込みが少なくともこれだけある参照だけを報告します:\n\
            delimited（山括弧の中、または URL: の後ろ）、known-scheme（このツールが\n\
            知っているスキーム http、ftp、mailto、urn... をもつ、区切りなしや引用符の\n\
            中の参照、または省略形も）、unknown-scheme（すべての参照: 文中の\n\
            \"this:that\" や user:password のように URI の形をしたものも）。各 JSON\n\
            行はその \"confidence\" をもちます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpReportWhatCallsFor {
        en: "Report what calls for caution in references (section 7)",
        ja: "参照の中の注意を要するものを報告します (section 7)",
    }
    /// The long about text of a subcommand.
    HelpReportWhatCallsForLong {
        en: "Report what calls for caution in references (section 7)\n\
            \n\
            Reports, for each reference, what section 7 (Security\n\
            Considerations) warns of: a password in the userinfo, a port other\n\
            than the scheme's default, escaped CR, LF or NUL, escaped delimiters\n\
            in a path, dot segments, a host that is an IPv4 address or not fully\n\
            qualified, a reg_name where a server is expected, and characters\n\
            beyond US-ASCII or bidirectional controls. Each finding has a stable\n\
            code, the component, the byte span and a message citing the section.",
        ja: "参照の中の注意を要するものを報告します (section 7)\n\
            \n\
            各参照について、7 節（セキュリティに関する考察）が警告するものを報告\n\
            します: userinfo の中のパスワード、スキームの既定でないポート、エスケープ\n\
            された CR、LF、NUL、パスの中のエスケープされた区切り文字、ドット\n\
            セグメント、IPv4 アドレスであるか完全修飾でないホスト、サーバが期待\n\
            される所の reg_name、US-ASCII 以外の文字や双方向制御文字。各指摘には\n\
            安定したコード、コンポーネント、バイト範囲、節を挙げるメッセージがあります。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpResolveReferencesAgainstA {
        en: "Resolve references against a base URI (section 5.2)",
        ja: "基底URIに対して参照を解決します (section 5.2)",
    }
    /// The long about text of a subcommand.
    HelpResolveReferencesAgainstALong {
        en: "Resolve references against a base URI (section 5.2)\n\
            \n\
            Resolves each REF against BASE by the steps of section 5.2, as the\n\
            examples of Appendix C show, and prints the URI it gives, or why\n\
            there is none. A reference that is empty or a fragment only refers\n\
            to the current document (4.2), and is reported as such.\n\
            \n\
            Where the RFC leaves a choice to implementations, an option makes\n\
            it: \"../../../g\" with --above-root, \"http:g\" with --same-scheme, \"?y\"\n\
            with --allow-empty-path. The defaults follow Appendix C and the\n\
            grammar to the letter.",
        ja: "基底URIに対して参照を解決します (section 5.2)\n\
            \n\
            各 REF を BASE に対して 5.2 節の手順で、付録 C の例のとおりに解決し、\n\
            得られる URI か、得られない理由を出力します。空の参照やフラグメント\n\
            だけの参照は現在の文書を指し (4.2)、そのように報告されます。\n\
            \n\
            RFC が実装に選択を委ねる所では、オプションが選びます: \"../../../g\" は\n\
            --above-root、\"http:g\" は --same-scheme、\"?y\" は --allow-empty-path。\n\
            既定は付録 C と文法に文字どおり従います。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpShowTheParseTree {
        en: "Show the parse tree of each input",
        ja: "各入力の構文木を示します",
    }
    /// The long about text of a subcommand.
    HelpShowTheParseTreeLong {
        en: "Show the parse tree of each input\n\
            \n\
            Each node of the tree has the rule's RFC name, its byte span, its text\n\
            and its children.",
        ja: "各入力の構文木を示します\n\
            \n\
            木の各節は、規則の RFC での名前、バイト範囲、文字列、子をもちます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTakePORTAsThe {
        en: "Take PORT as the default port of SCHEME (normalization drops a\n\
            default port; lint does not report one); repeatable. Added to the\n\
            built-in table, or replacing its port for SCHEME. Built in:\n\
            ftp=21, gopher=70, http=80, https=443, imap=143, ldap=389, ldaps=636,\n\
            news=119, nntp=119, pop=110, prospero=1525, rtsp=554, snews=563,\n\
            telnet=23, wais=210",
        ja: "PORT を SCHEME の既定のポートとします（正規化は既定のポートを取り除き、\n\
            lint は報告しません）。繰り返し可。組み込みの表に加えるか、SCHEME の\n\
            ポートを置き換えます。組み込み:\n\
            ftp=21, gopher=70, http=80, https=443, imap=143, ldap=389, ldaps=636,\n\
            news=119, nntp=119, pop=110, prospero=1525, rtsp=554, snews=563,\n\
            telnet=23, wais=210",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTakePORTAsTheLong {
        en: "Take PORT as the default port of SCHEME (repeatable)",
        ja: "PORT を SCHEME の既定のポートとします（繰り返し可）",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheURIReferencesOne {
        en: "The URI references, one per argument; without any, each line of standard input",
        ja: "URI参照、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheBaseURITo {
        en: "The base URI to resolve each input against, in every reading",
        ja: "どの読み方でも各入力を解決する基底URI",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheBaseURIAbsolute {
        en: "The base URI: absolute, with a hierarchical part (scheme://authority/path or scheme:/path)",
        ja: "基底URI: 階層部分をもつ絶対URI (scheme://authority/path または scheme:/path)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheBaseURIAbsoluteLong {
        en: "The base URI: absolute, with a hierarchical part (scheme://authority/path or scheme:/path); its fragment is ignored",
        ja: "基底URI: 階層部分をもつ絶対URI (scheme://authority/path または scheme:/path)。そのフラグメントは無視します",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheComponentTheValues {
        en: "The component the values are for, which decides what is escaped",
        ja: "値を置くコンポーネント。何をエスケープするかはこれで決まります",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheComponentsOnePer {
        en: "The components, one per argument; without any, each line of standard input",
        ja: "コンポーネント、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheEncodingOfStandard {
        en: "The encoding of standard input (auto, utf-8, utf-16le, shift_jis, euc-jp...) [default: the bytes as UTF-8]",
        ja: "標準入力の符号化 (auto、utf-8、utf-16le、shift_jis、euc-jp...) [既定値: バイトを UTF-8 として]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheEncodingOfThe {
        en: "The encoding of the files (auto, utf-8, utf-16le, shift_jis, euc-jp...) [default: the bytes as UTF-8]",
        ja: "ファイルの符号化 (auto、utf-8、utf-16le、shift_jis、euc-jp...) [既定値: バイトを UTF-8 として]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheEncodingOfTheLong {
        en: "The encoding of the text (auto, utf-8, utf-16le, shift_jis, euc-jp, iso-2022-jp, windows-1252...) [default: auto]",
        ja: "テキストの符号化 (auto、utf-8、utf-16le、shift_jis、euc-jp、iso-2022-jp、windows-1252...) [既定値: auto]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheEncodingOfTheLong2 {
        en: "The encoding of the text: auto (a byte order mark of UTF-16, FF FE or\n\
            FE FF, says UTF-16 and is no part of the text; otherwise UTF-8 where the\n\
            text is UTF-8, else the encoding chardetng guesses from the 64 KB from the\n\
            first byte above 0x7F; extract names it on standard error and leaves out\n\
            a candidate holding a byte that the guess cannot read), or any label of the\n\
            WHATWG Encoding Standard, decoded as browsers decode it (encoding_rs):\n\
            utf-8, utf-16le, utf-16be, shift_jis (sjis, cp932, windows-31j), euc-jp\n\
            (eucjp), iso-2022-jp, windows-1252 (latin1), gb18030, big5, euc-kr,\n\
            koi8-r... A byte sequence that is malformed in an encoding given stands as\n\
            the byte 0xFF, which is never UTF-8: a reference holding one is invalid\n\
            there.",
        ja: "テキストの符号化: auto（UTF-16 のバイト順マーク FF FE または FE FF が\n\
            あれば UTF-16 で、マークはテキストの一部ではありません。なければ、\n\
            テキストが UTF-8 なら UTF-8、そうでなければ 0x7F を超える最初のバイトから\n\
            64 KB をもとに chardetng が推定した符号化です。extract はその名前を\n\
            標準エラーに示し、推定した符号化で読めないバイトを含む候補を除きます）、\n\
            または WHATWG Encoding Standard の任意のラベルで、ブラウザと同じく\n\
            復号されます (encoding_rs): utf-8、utf-16le、utf-16be、shift_jis (sjis、\n\
            cp932、windows-31j)、euc-jp (eucjp)、iso-2022-jp、windows-1252 (latin1)、\n\
            gb18030、big5、euc-kr、koi8-r... 指定した符号化で不正なバイト列はバイト\n\
            0xFF（決して UTF-8 ではない）として現れ、それを含む参照はそこで不正と\n\
            なります。",
    }
    /// The long about text of a subcommand.
    HelpTheEncodingOfTheLong3 {
        en: "The encoding of the text: auto (a byte order mark of UTF-16, FF FE or\n\
            FE FF, says UTF-16 and is no part of the text; otherwise UTF-8 where the\n\
            text is UTF-8, else the encoding chardetng guesses from the 64 KB from the\n\
            first byte above 0x7F; extract names it on standard error and leaves out\n\
            a candidate holding a byte that the guess cannot read), or any label of the\n\
            WHATWG Encoding Standard, decoded as browsers decode it (encoding_rs):\n\
            utf-8, utf-16le, utf-16be, shift_jis (sjis, cp932, windows-31j), euc-jp\n\
            (eucjp), iso-2022-jp, windows-1252 (latin1), gb18030, big5, euc-kr,\n\
            koi8-r... A byte sequence that is malformed in an encoding given stands as\n\
            the byte 0xFF, which is never UTF-8: a reference holding one is invalid\n\
            there.\n\
            \n\
            Each reference is found in the decoded text; its JSON line adds \"encoding\",\n\
            \"source_start\" and \"source_end\" (byte offsets in the file as it is),\n\
            \"char_start\" and \"char_end\" (in characters) and \"malformed\"; \"start\",\n\
            \"end\", \"line\" and \"column\" count in the decoded text. Without\n\
            --encoding, the text is read as with --encoding auto, and these fields\n\
            are printed only for text that was not read as UTF-8.",
        ja: "テキストの符号化: auto（UTF-16 のバイト順マーク FF FE または FE FF が\n\
            あれば UTF-16 で、マークはテキストの一部ではありません。なければ、\n\
            テキストが UTF-8 なら UTF-8、そうでなければ 0x7F を超える最初のバイトから\n\
            64 KB をもとに chardetng が推定した符号化です。extract はその名前を\n\
            標準エラーに示し、推定した符号化で読めないバイトを含む候補を除きます）、\n\
            または WHATWG Encoding Standard の任意のラベルで、ブラウザと同じく\n\
            復号されます (encoding_rs): utf-8、utf-16le、utf-16be、shift_jis (sjis、\n\
            cp932、windows-31j)、euc-jp (eucjp)、iso-2022-jp、windows-1252 (latin1)、\n\
            gb18030、big5、euc-kr、koi8-r... 指定した符号化で不正なバイト列はバイト\n\
            0xFF（決して UTF-8 ではない）として現れ、それを含む参照はそこで不正と\n\
            なります。\n\
            \n\
            各参照は復号したテキストの中で見つけます。その JSON 行には \"encoding\"、\n\
            \"source_start\" と \"source_end\"（元のファイルでのバイト位置）、\n\
            \"char_start\" と \"char_end\"（文字単位）、\"malformed\" が加わります。\n\
            \"start\"、\"end\"、\"line\"、\"column\" は復号したテキストで数えます。\n\
            --encoding なしでは、テキストは --encoding auto と同じく読み、これらの\n\
            フィールドは UTF-8 として読まなかったテキストにだけ出力されます。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheFilesOneInput {
        en: "The files, one input per line; \"-\" or none: standard input",
        ja: "ファイル、一行に一つの入力。\"-\" またはなし: 標準入力",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheFilesOrNone {
        en: "The files; \"-\" or none: standard input",
        ja: "ファイル。\"-\" またはなし: 標準入力",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheFirstURIReference {
        en: "The first URI reference",
        ja: "一つ目の URI参照",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheInputsOnePer {
        en: "The inputs, one per argument; without any, each line of standard input",
        ja: "入力、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheLanguageOfMessages {
        en: "The language of messages: en, or ja (Japanese, in the terms of the RFC's Japanese translation); by default that of LC_ALL, LC_MESSAGES or LANG. JSON keys and codes stay English",
        ja: "メッセージの言語: en、または ja（日本語、RFC の日本語訳の用語で）。既定は LC_ALL、LC_MESSAGES、LANG のもの。JSON のキーとコードは英語のまま",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheLongestLineRead {
        en: "The longest line read from a file or standard input, in bytes: a longer line is named on standard error, skipped to its end without being kept, and the run fails (exit 2) [default: 8388608, 8 MiB]",
        ja: "ファイルまたは標準入力から読む行の最大バイト数: これより長い行は標準エラーに示し、保持せずに行末まで読み飛ばし、実行は失敗します (終了状態 2) [既定値: 8388608、8 MiB]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheLongestReferenceIn {
        en: "The longest reference in bytes, from its opening delimiter: how far a \"<\"\n\
            looks for its \">\". Longer ones are skipped, and counted on standard\n\
            error. Memory is about twice this.",
        ja: "最も長い参照のバイト数、開きの区切り文字から数えて: \"<\" がその \">\" を\n\
            どこまで探すか。より長いものは飛ばし、標準エラー出力で数を報告します。\n\
            メモリはこの約二倍です。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheLongestReferenceInLong {
        en: "The longest reference in bytes; longer ones are skipped",
        ja: "最も長い参照のバイト数。より長いものは飛ばします",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheReadingOfThe {
        en: "The reading of the syntax: strict (RFC 2396 Appendix A as written), rfc2732 (as RFC 2732 amends it: IPv6 literals in brackets), java (as java.net.URI reads it), rfc3986, rfc3987 (IRIs), or strict/rfc2732 +SWITCH...",
        ja: "構文の読み方（方言）: strict（書かれたとおりの RFC 2396 付録 A）、rfc2732（RFC 2732 が改めたもの: 角括弧の中の IPv6 リテラル）、java（java.net.URI の読み方）、rfc3986、rfc3987（IRI）、または strict/rfc2732 +SWITCH...",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheReadingsSeparatedBy {
        en: "The readings, separated by commas [default: strict,rfc2732,java,rfc3986,whatwg]",
        ja: "読み方、コンマ区切り [既定値: strict,rfc2732,java,rfc3986,whatwg]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheReferencesOnePer {
        en: "The references, one per argument; without any, each line of standard input",
        ja: "参照、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheRuleEachInput {
        en: "The rule each input must match, spelled as in RFC 2396 Appendix A (URI-reference, IPv4address...); --help lists them",
        ja: "各入力が一致すべき規則。RFC 2396 付録 A の綴りで (URI-reference、IPv4address...)。--help が列挙します",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheRuleToShow {
        en: "The rule to show, spelled as in RFC 2396 Appendix A (in any case, with \"-\" or \"_\")",
        ja: "示す規則。RFC 2396 付録 A の綴りで（大文字小文字を問わず、\"-\" でも \"_\" でも）",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheSecondURIReference {
        en: "The second URI reference",
        ja: "二つ目の URI参照",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheShellToComplete {
        en: "The shell to complete for",
        ja: "補完するシェル",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheShortestReferenceFrom {
        en: "The shortest reference from a base to each target",
        ja: "基底URIから各ターゲットへの最短の参照",
    }
    /// The long about text of a subcommand.
    HelpTheShortestReferenceFromLong {
        en: "The shortest reference from a base to each target\n\
            \n\
            Prints, for each absolute URI TARGET, the shortest reference that\n\
            resolves against BASE (section 5.2) to TARGET: empty or \"#fragment\"\n\
            for the base itself, else a relative path, an absolute path, a\n\
            network path, or the target whole. The inverse of `uri2396 resolve`.",
        ja: "基底URIから各ターゲットへの最短の参照\n\
            \n\
            各絶対URI TARGET について、BASE に対して (5.2 節) TARGET に解決される\n\
            最短の参照を出力します: 基底URI自身には空または \"#fragment\"、ほかは\n\
            相対パス、絶対パス、ネットワークパス参照、またはターゲットそのもの。\n\
            `uri2396 resolve` の逆です。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheTargetsAbsoluteURIs {
        en: "The targets, absolute URIs, one per argument; without any, each line of standard input",
        ja: "ターゲット（絶対URI）、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheValuesOnePer {
        en: "The values, one per argument; without any, each line of standard input",
        ja: "値、引数ごとに一つ。なければ標準入力の各行",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpThreadsThatCheckLines {
        en: "Threads that check lines [default: the number of CPUs]",
        ja: "行を検査するスレッドの数 [既定値: CPU の数]",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhatToDoWith {
        en: "What to do with \"..\" segments left above the root of the path (5.2 step 6g)",
        ja: "パスのルートより上に残った \"..\" セグメントをどうするか (5.2 step 6g)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhenToColourText {
        en: "When to colour text (auto: on a terminal, unless NO_COLOR is set)",
        ja: "テキストに色を付けるとき (auto: 端末で、NO_COLOR が設定されていなければ)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhetherTwoURIReferences {
        en: "Whether two URI references are equivalent (section 6)",
        ja: "二つの URI参照が等価かどうか (section 6)",
    }
    /// The long about text of a subcommand.
    HelpWhetherTwoURIReferencesLong {
        en: "Whether two URI references are equivalent (section 6)\n\
            \n\
            Two references are equivalent when their normal forms (`uri2396\n\
            normalize`) are the same. The answer is the exit status: 0 when they\n\
            are equivalent, 1 when they are not, 2 when either is invalid.",
        ja: "二つの URI参照が等価かどうか (section 6)\n\
            \n\
            二つの参照は正規形（`uri2396 normalize`）が同じとき等価です。答えは\n\
            終了ステータスです: 等価なら 0、そうでなければ 1、どちらかが不正なら 2。",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhoseEquivalenceJavaNet {
        en: "Whose equivalence: java.net.URI's equals for inputs read with --dialect java, RFC 3986's normal forms with --dialect rfc3986 or rfc3987 and RFC 2396's otherwise (from-dialect), or java.net.URI's or RFC 2396's in any dialect",
        ja: "誰の等価性か: --dialect java で読んだ入力には java.net.URI の equals、--dialect rfc3986 か rfc3987 なら RFC 3986 の正規形、ほかは RFC 2396 の正規形 (from-dialect)。またはどの方言でも java.net.URI か RFC 2396 のもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhoseNormalizationJavaNet {
        en: "Whose normalization: java.net.URI's for inputs read with --dialect java, RFC 3986's with --dialect rfc3986 or rfc3987 and RFC 2396's otherwise (from-dialect), or java.net.URI's or RFC 2396's in any dialect",
        ja: "誰の正規化か: --dialect java で読んだ入力には java.net.URI のもの、--dialect rfc3986 か rfc3987 なら RFC 3986 のもの、ほかは RFC 2396 のもの (from-dialect)。またはどの方言でも java.net.URI か RFC 2396 のもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWhoseResolutionJavaNet {
        en: "Whose resolution: java.net.URI's for a base read with --dialect java, RFC 3986's with --dialect rfc3986 or rfc3987 and RFC 2396's otherwise (from-dialect), or java.net.URI's or RFC 2396's for any dialect",
        ja: "誰の解決か: --dialect java で読んだ基底URIには java.net.URI のもの、--dialect rfc3986 か rfc3987 なら RFC 3986 のもの、ほかは RFC 2396 のもの (from-dialect)。またはどの方言でも java.net.URI か RFC 2396 のもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpWithASchemeThis {
        en: "With a scheme this tool knows, or delimited",
        ja: "このツールが知っているスキームをもつもの、または区切られたもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpFragment41 {
        en: "fragment (4.1)",
        ja: "フラグメント (4.1)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpJavaNetURIS {
        en: "java.net.URI's for references read in the java dialect, RFC 3986's in rfc3986 and rfc3987, RFC 2396's otherwise",
        ja: "java 方言で読んだ参照には java.net.URI のもの、rfc3986 と rfc3987 なら RFC 3986 のもの、ほかは RFC 2396 のもの",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpJavaNetURISLong {
        en: "java.net.URI's resolve, relativize, normalize and equals",
        ja: "java.net.URI の resolve、relativize、normalize、equals",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOneSegmentOfA {
        en: "one segment of a path (3.3), parameters included: \"/\" is escaped",
        ja: "パスの一つのセグメント (3.3)、パラメータを含む: \"/\" はエスケープされます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpOpaquePart3A {
        en: "opaque_part (3): a leading \"/\" is escaped",
        ja: "opaque_part (3): 先頭の \"/\" はエスケープされます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpQuery34 {
        en: "query (3.4)",
        ja: "クエリ (3.4)",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpRegName32 {
        en: "reg_name (3.2.1), a registry-based authority",
        ja: "登録名 reg_name (3.2.1)、登録に基づくオーソリティ",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpTheFirstSegmentOf {
        en: "the first segment of a relative path, rel_segment (5): \":\" is escaped too",
        ja: "相対パスの最初のセグメント、rel_segment (5): \":\" もエスケープされます",
    }
    /// An about text or an argument's help, as the tool's definition words it.
    HelpUserinfo322 {
        en: "userinfo (3.2.2)",
        ja: "userinfo コンポーネント (3.2.2)",
    }
    /// The examples and notes after the top-level `uri2396 --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesTop {
        en: "\
Examples:
  uri2396 parse 'http://user@example.com:8080/a/b;p?q=1#top'
  uri2396 tree --rule hostport example.com:80
  uri2396 check uris.txt --format summary
  uri2396 check --format jsonl < uris.txt | jq -c 'select(.valid | not)'
  uri2396 extract --format text mail.txt
  uri2396 resolve --base 'http://a/b/c/d;p?q' ../g '#s'
  uri2396 normalize 'HTTP://www.Example.COM:80/%7euser'
  uri2396 relativize --base 'http://a/b/c/d;p?q' http://a/b/g
  uri2396 equivalent 'HTTP://A:80/%7e' http://a/~
  uri2396 lint 'ftp://user:secret@192.0.2.1:2121/'
  uri2396 escape --component segment 'a b/c'
  uri2396 unescape 'caf%C3%A9'
  uri2396 iri-to-uri 'http://example.jp/表示/'
  uri2396 uri-to-iri 'http://example.jp/%E8%A1%A8%E7%A4%BA/'
  uri2396 rules hostport
  uri2396 completions bash > ~/.local/share/bash-completion/completions/uri2396

Output is text for people on a terminal, JSON Lines otherwise (--format).
Exit status: 0 when every input is valid (or resolved; for lint, valid and
without findings), 1 when any is not, 2 on a usage or I/O error; for
equivalent, 0 when equivalent, 1 when not.",
        ja: "\
例:
  uri2396 parse 'http://user@example.com:8080/a/b;p?q=1#top'
  uri2396 tree --rule hostport example.com:80
  uri2396 check uris.txt --format summary
  uri2396 check --format jsonl < uris.txt | jq -c 'select(.valid | not)'
  uri2396 extract --format text mail.txt
  uri2396 resolve --base 'http://a/b/c/d;p?q' ../g '#s'
  uri2396 normalize 'HTTP://www.Example.COM:80/%7euser'
  uri2396 relativize --base 'http://a/b/c/d;p?q' http://a/b/g
  uri2396 equivalent 'HTTP://A:80/%7e' http://a/~
  uri2396 lint 'ftp://user:secret@192.0.2.1:2121/'
  uri2396 escape --component segment 'a b/c'
  uri2396 unescape 'caf%C3%A9'
  uri2396 iri-to-uri 'http://example.jp/表示/'
  uri2396 uri-to-iri 'http://example.jp/%E8%A1%A8%E7%A4%BA/'
  uri2396 rules hostport
  uri2396 completions bash > ~/.local/share/bash-completion/completions/uri2396

出力は、端末では人向けのテキスト、それ以外では JSON Lines です (--format)。
終了ステータス: すべての入力が有効（または解決できた。lint では有効で指摘が
ない）なら 0、どれかがそうでなければ 1、使い方の誤りや入出力エラーでは 2。
equivalent では、等価なら 0、そうでなければ 1。",
    }
    /// The examples and notes after `uri2396 parse --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesParse {
        en: "\
Examples:
  $ uri2396 parse --format jsonl 'http://a/?#'
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"http://a/?#\",\"input_bytes\":null,\"rule\":\"URI-reference\",\"valid\":true,\"components\":{\"scheme\":\"http\",\"authority\":\"a\",...,\"query\":\"\",\"fragment\":\"\",...},\"host_names\":null,\"escapes\":[],\"error\":null}

  $ uri2396 parse --format text 'http://a/b c'
  invalid URI-reference: ' ' (space) is excluded from URIs (2.4.3)
    http://a/b c
              ^
  ...
    fix:      escape it as %20

An absent component is null, an empty one \"\": `http://a/` has \"query\":null.
An invalid input has \"valid\":false and an \"error\" with its byte \"offset\",
the rules \"expected\" there, a \"message\" and a \"fix\".",
        ja: "\
例:
  $ uri2396 parse --format jsonl 'http://a/?#'
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"http://a/?#\",\"input_bytes\":null,\"rule\":\"URI-reference\",\"valid\":true,\"components\":{\"scheme\":\"http\",\"authority\":\"a\",...,\"query\":\"\",\"fragment\":\"\",...},\"host_names\":null,\"escapes\":[],\"error\":null}

  $ uri2396 parse --format text 'http://a/b c'
  不正 URI-reference: ' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)
    http://a/b c
              ^
  ...
    修正:     %20 とエスケープしてください

ないコンポーネントは null、空のコンポーネントは \"\" です: `http://a/` では
\"query\":null。不正な入力は \"valid\":false と \"error\" をもち、\"error\" には
そのバイト位置 \"offset\"、そこで期待された規則 \"expected\"、\"message\"、\"fix\"
があります。",
    }
    /// The examples and notes after `uri2396 tree --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesTree {
        en: "\
Examples:
  $ uri2396 tree --format jsonl --rule hostport example.com:80
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"example.com:80\",\"input_bytes\":null,\"rule\":\"hostport\",\"valid\":true,\"tree\":{\"rule\":\"hostport\",\"start\":0,\"end\":14,\"text\":\"example.com:80\",\"children\":[...]},\"error\":null}

  $ uri2396 tree --format text --rule hostport example.com:80
  valid hostport
  hostport             0..14  \"example.com:80\"
  ├─ host              0..11  \"example.com\"
  ...
  └─ port              12..14 \"80\"

Character classes (alpha, pchar, escaped...) make no nodes inside other rules.",
        ja: "\
例:
  $ uri2396 tree --format jsonl --rule hostport example.com:80
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"example.com:80\",\"input_bytes\":null,\"rule\":\"hostport\",\"valid\":true,\"tree\":{\"rule\":\"hostport\",\"start\":0,\"end\":14,\"text\":\"example.com:80\",\"children\":[...]},\"error\":null}

  $ uri2396 tree --format text --rule hostport example.com:80
  有効 hostport
  hostport             0..14  \"example.com:80\"
  ├─ host              0..11  \"example.com\"
  ...
  └─ port              12..14 \"80\"

文字クラス（alpha、pchar、escaped...）は、ほかの規則の中では節を作りません。",
    }
    /// The examples and notes after `uri2396 check --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesCheck {
        en: "\
Examples:
  $ cat uris.txt
  http://a/b
  http://a/b c
  $ uri2396 check --format text --quiet uris.txt
  uris.txt:1: valid \"http://a/b\"
  uris.txt:2:11: invalid URI-reference \"http://a/b c\": ' ' (space) is excluded from URIs (2.4.3); expected uric, \"#\", end of input; fix: escape it as %20
  $ uri2396 check --format jsonl --quiet --only-invalid uris.txt
  {\"version\":1,\"dialect\":\"strict\",\"file\":\"uris.txt\",\"line\":2,\"input\":\"http://a/b c\",...}
  $ uri2396 check --format summary uris.txt
  2 lines checked as URI-reference: 1 valid, 1 invalid (50.0%)
  invalid lines by the class of the character found (2.4.3):
  ...

  $ cat urls.txt
  http://a.example/
  http://0x7f.1/
  $ uri2396 check --agree whatwg,java --format text --quiet urls.txt
  urls.txt:1: agree \"http://a.example/\": http a.example 80
  urls.txt:2: disagree (ipv4-forms) \"http://0x7f.1/\": the readings disagree on the host: whatwg: \"127.0.0.1\"; java: none (ipv4-forms: ...

  uri2396 check --format jsonl uris.txt | jq -c 'select(.valid | not)'
  grep -o 'https\\?://[^\" ]*' page.html | uri2396 check --format text -

Exit status: 0 when every line is valid (with --agree: when the readings agree
on every line), 1 when any is not, 2 when a file cannot be read (and the
others are still checked) or on a usage error.",
        ja: "\
例:
  $ cat uris.txt
  http://a/b
  http://a/b c
  $ uri2396 check --format text --quiet uris.txt
  uris.txt:1: 有効 \"http://a/b\"
  uris.txt:2:11: 不正 URI-reference \"http://a/b c\": ' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)。期待: uric、\"#\"、入力の終わり。修正: %20 とエスケープしてください
  $ uri2396 check --format jsonl --quiet --only-invalid uris.txt
  {\"version\":1,\"dialect\":\"strict\",\"file\":\"uris.txt\",\"line\":2,\"input\":\"http://a/b c\",...}
  $ uri2396 check --format summary uris.txt
  2 行を URI-reference として検査: 有効 1、不正 1 (50.0%)
  不正な行、見つかった文字の分類ごと (2.4.3):
  ...

  $ cat urls.txt
  http://a.example/
  http://0x7f.1/
  $ uri2396 check --agree whatwg,java --format text --quiet urls.txt
  urls.txt:1: 一致 \"http://a.example/\": http a.example 80
  urls.txt:2: 不一致 (ipv4-forms) \"http://0x7f.1/\": 読み方が一致しません: host は whatwg: \"127.0.0.1\"; java: なし（ipv4-forms: ...

  uri2396 check --format jsonl uris.txt | jq -c 'select(.valid | not)'
  grep -o 'https\\?://[^\" ]*' page.html | uri2396 check --format text -

終了ステータス: すべての行が有効なら（--agree では、すべての行で読み方が
一致すれば）0、そうでない行があれば 1、読めないファイルがあるとき（ほかの
ファイルは検査します）や使い方の誤りでは 2。",
    }
    /// The examples and notes after `uri2396 extract --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesExtract {
        en: "\
Examples:
  $ cat mail.txt
  Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
  but you can probably pick it up from <ftp://ds.internic.
  net/rfc/>.
  $ uri2396 extract --format text mail.txt
  mail.txt:1:29: valid (quote) \"http://www.w3.org/Addressing/\"
    Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
                                ─────────────────────────────
  mail.txt:2:39: valid (angle) \"ftp://ds.internic.net/rfc/\"
    but you can probably pick it up from <ftp://ds.internic.
                                          ──────────────────
    net/rfc/>.
    ────────

  uri2396 extract --format jsonl notes.txt | jq -r 'select(.valid) | .uri' | sort -u
  uri2396 extract --abbreviated poster.txt

A reference is text set apart as Appendix E says: in angle brackets (where
line breaks and the whitespace around them are removed), in double quotes,
or by whitespace and punctuation (a trailing . , ; : ! ? or an unbalanced )
is not part of it); with \"URL:\" before it or not. It must carry a scheme
(\"scheme:\" and more), but behind \"URL:\" in brackets. Plain words, quoted
words and parentheses are not references. A line break after a hyphen is
reported with both readings (with and without the hyphen).

With --min-confidence, only references at least that likely to be meant as
one are reported (and judged for the exit status).

Each JSON line has the reference (\"uri\"; when it is not UTF-8, \"uri_bytes\"
with each such byte written \\xNN), its byte \"start\" and \"end\" in the
file, its \"line\" and \"column\", its \"delimiter\" (angle, quote, none), and
\"valid\", \"components\" and \"error\" as `uri2396 parse` prints them.
Exit status: 0 when every reference found is valid (or none is found), 1 when
any is invalid, 2 when a file cannot be read (the others are still read) or
on a usage error.",
        ja: "\
例:
  $ cat mail.txt
  Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
  but you can probably pick it up from <ftp://ds.internic.
  net/rfc/>.
  $ uri2396 extract --format text mail.txt
  mail.txt:1:29: 有効 (二重引用符) \"http://www.w3.org/Addressing/\"
    Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
                                ─────────────────────────────
  mail.txt:2:39: 有効 (山括弧) \"ftp://ds.internic.net/rfc/\"
    but you can probably pick it up from <ftp://ds.internic.
                                          ──────────────────
    net/rfc/>.
    ────────

  uri2396 extract --format jsonl notes.txt | jq -r 'select(.valid) | .uri' | sort -u
  uri2396 extract --abbreviated poster.txt

参照とは、付録 E のとおりに区切られたテキストです: 山括弧の中（改行とその前後の
空白は取り除きます）、二重引用符の中、または空白と句読点で区切られたもの（末尾の
. , ; : ! ? や対応のない ) は参照に含みません）。前に \"URL:\" があってもなくても
かまいません。参照はスキーム（\"scheme:\" とその続き）をもたなければなりませんが、
括弧の中で \"URL:\" の後ろにあるものは別です。ただの単語、引用符の中の単語、丸括弧は
参照ではありません。ハイフンの後の改行は、両方の読み（ハイフンありとなし）で
報告します。

--min-confidence では、参照として意図された見込みが少なくともそれだけある参照
だけを報告します（終了ステータスもそれらだけで決まります）。

各 JSON の行は、参照（\"uri\"。UTF-8 でないときは \"uri_bytes\" で、そのような
バイトはそれぞれ \\xNN と書きます）、ファイルの中のバイト位置 \"start\" と \"end\"、
\"line\" と \"column\"、区切り \"delimiter\"（angle、quote、none）、そして
`uri2396 parse` が出力するとおりの \"valid\"、\"components\"、\"error\" をもちます。
終了ステータス: 見つかった参照がすべて有効（または一つも見つからない）なら 0、
どれかが不正なら 1、読めないファイルがあるとき（ほかのファイルは読みます）や
使い方の誤りでは 2。",
    }
    /// The examples and notes after `uri2396 resolve --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesResolve {
        en: "\
Examples:
  $ uri2396 resolve --base 'http://a/b/c/d;p?q' --format text g ../g '#s' ../../../g
  http://a/b/c/g  <-  g
  http://a/b/g  <-  ../g
  http://a/b/c/d;p?q#s  <-  #s  (same document)
  http://a/../g  <-  ../../../g

  $ uri2396 resolve --base 'http://a/b/c/d;p?q' --above-root remove --format jsonl ../../../g
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"../../../g\",\"input_bytes\":null,\"base\":\"http://a/b/c/d;p?q\",\"result\":\"http://a/g\",\"same_document\":false,\"error\":null}

  uri2396 resolve --base http://example.com/docs/ < links.txt

Each JSON line has the \"result\" and whether the reference is to the current
document (\"same_document\"); a reference that cannot be resolved has
\"result\":null and an \"error\" with its \"kind\" (syntax, not_utf8,
above_root, unreadable_result: java.net.URI's text that is no URI), a
\"message\" and, for a syntax error, the byte \"offset\", the rules
\"expected\" there and a \"fix\".
Exit status: 0 when every reference is resolved, 1 when any is not, 2 on a
usage error (such as a base that cannot serve as one) or an I/O error.",
        ja: "\
例:
  $ uri2396 resolve --base 'http://a/b/c/d;p?q' --format text g ../g '#s' ../../../g
  http://a/b/c/g  <-  g
  http://a/b/g  <-  ../g
  http://a/b/c/d;p?q#s  <-  #s  （同一文書）
  http://a/../g  <-  ../../../g

  $ uri2396 resolve --base 'http://a/b/c/d;p?q' --above-root remove --format jsonl ../../../g
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"../../../g\",\"input_bytes\":null,\"base\":\"http://a/b/c/d;p?q\",\"result\":\"http://a/g\",\"same_document\":false,\"error\":null}

  uri2396 resolve --base http://example.com/docs/ < links.txt

各 JSON の行は、結果 \"result\" と、参照が現在の文書を指すかどうか
（\"same_document\"）をもちます。解決できない参照は \"result\":null と \"error\" を
もち、\"error\" にはその種類 \"kind\"（syntax、not_utf8、above_root、
unreadable_result: URI でない java.net.URI のテキスト）、\"message\"、そして
構文エラーではバイト位置 \"offset\"、そこで期待された規則 \"expected\"、\"fix\" が
あります。
終了ステータス: すべての参照が解決できたら 0、どれかができなければ 1、使い方の
誤り（基底URIになれない基底など）や入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 normalize --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesNormalize {
        en: "\
Examples:
  $ uri2396 normalize --format text 'HTTP://www.Example.COM:80/%7euser/a/./b/../c?%2f#%41'
  http://www.example.com/~user/a/c?%2F#A  <-  HTTP://www.Example.COM:80/%7euser/a/./b/../c?%2f#%41

  $ uri2396 normalize --default-port svn=3690 --format jsonl svn://Host:3690/repo
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"svn://Host:3690/repo\",\"input_bytes\":null,\"result\":\"svn://host/repo\",\"error\":null}

  uri2396 normalize < uris.txt | jq -r 'select(.result) | .result' | sort -u

With --dialect java, java.net.URI's normalize: the path only, without its dot
and empty segments; case, escapes and ports are left as they are.
An invalid input has \"result\":null and an \"error\" as `uri2396 parse` prints
it: its byte \"offset\", the rules \"expected\" there, a \"message\" and a \"fix\".
Exit status: 0 when every input is valid, 1 when any is invalid, 2 on a usage
or I/O error.",
        ja: "\
例:
  $ uri2396 normalize --format text 'HTTP://www.Example.COM:80/%7euser/a/./b/../c?%2f#%41'
  http://www.example.com/~user/a/c?%2F#A  <-  HTTP://www.Example.COM:80/%7euser/a/./b/../c?%2f#%41

  $ uri2396 normalize --default-port svn=3690 --format jsonl svn://Host:3690/repo
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"svn://Host:3690/repo\",\"input_bytes\":null,\"result\":\"svn://host/repo\",\"error\":null}

  uri2396 normalize < uris.txt | jq -r 'select(.result) | .result' | sort -u

--dialect java では java.net.URI の normalize: パスだけを、そのドットセグメントと
空のセグメントを除いて。大文字小文字、エスケープ、ポートはそのままです。
不正な入力は \"result\":null と、`uri2396 parse` が出力するとおりの \"error\" を
もちます: そのバイト位置 \"offset\"、そこで期待された規則 \"expected\"、
\"message\"、\"fix\"。
終了ステータス: すべての入力が有効なら 0、どれかが不正なら 1、使い方の誤りや
入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 relativize --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesRelativize {
        en: "\
Examples:
  $ uri2396 relativize --base 'http://a/b/c/d;p?q' --format text http://a/b/g 'http://a/b/c/d;p?q#s' http://g/x ftp://a/b
  ../g  <-  http://a/b/g
  #s  <-  http://a/b/c/d;p?q#s
  //g/x  <-  http://g/x
  ftp://a/b  <-  ftp://a/b

  $ uri2396 relativize --base http://a/b/c/ --format jsonl http://a/b/c/this:that
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"http://a/b/c/this:that\",\"input_bytes\":null,\"base\":\"http://a/b/c/\",\"result\":\"./this:that\",\"error\":null}

Each result resolves against the base to the target (uri2396 resolve): the
shortest of an empty or fragment-only reference, a relative path, an absolute
path, a network path and the target itself. With --dialect java,
java.net.URI's relativize, which makes no such promise: the rest of the
target's path after the base's, or the target. A target must be an absolute URI;
one that is not has \"result\":null and an \"error\" (\"kind\": syntax,
not_utf8, relative_target).
Exit status: 0 when every target has a reference, 1 when any has not, 2 on a
usage error (such as a base that cannot serve as one) or an I/O error.",
        ja: "\
例:
  $ uri2396 relativize --base 'http://a/b/c/d;p?q' --format text http://a/b/g 'http://a/b/c/d;p?q#s' http://g/x ftp://a/b
  ../g  <-  http://a/b/g
  #s  <-  http://a/b/c/d;p?q#s
  //g/x  <-  http://g/x
  ftp://a/b  <-  ftp://a/b

  $ uri2396 relativize --base http://a/b/c/ --format jsonl http://a/b/c/this:that
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"http://a/b/c/this:that\",\"input_bytes\":null,\"base\":\"http://a/b/c/\",\"result\":\"./this:that\",\"error\":null}

各結果は、基底URIに対して解決すると（uri2396 resolve）ターゲットになります: 空
またはフラグメントだけの参照、相対パス、絶対パス、ネットワークパス、ターゲット
そのもののうち、最も短いもの。--dialect java では java.net.URI の relativize で、
そのような保証はありません: 基底URIのパスに続くターゲットのパスの残り、または
ターゲット。ターゲットは絶対URIでなければなりません。そうでないものは
\"result\":null と \"error\"（\"kind\": syntax、not_utf8、relative_target）を
もちます。
終了ステータス: すべてのターゲットに参照があれば 0、どれかになければ 1、使い方の
誤り（基底URIになれない基底など）や入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 equivalent --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesEquivalent {
        en: "\
Examples:
  $ uri2396 equivalent --format text 'HTTP://www.Example.COM:80/%7euser' http://www.example.com/~user
  equivalent
    http://www.example.com/~user  <-  HTTP://www.Example.COM:80/%7euser
    http://www.example.com/~user  <-  http://www.example.com/~user

  $ uri2396 equivalent --format jsonl http://a/b#s http://a/b#t
  {\"version\":1,\"dialect\":\"strict\",\"a\":\"http://a/b#s\",\"a_bytes\":null,\"b\":\"http://a/b#t\",\"b_bytes\":null,\"equivalent\":false,\"a_normal\":\"http://a/b#s\",\"b_normal\":\"http://a/b#t\",\"a_error\":null,\"b_error\":null}

  $ uri2396 equivalent --default-port svn=3690 --format text svn://h:3690/r svn://h/r
  equivalent
    svn://h/r  <-  svn://h:3690/r
    svn://h/r  <-  svn://h/r

  uri2396 equivalent \"$link\" \"$canonical\" && echo same

Fragments are compared too. With --dialect java, java.net.URI's equals: the
references themselves, paths as written. A reference that is not a URI
reference has its \"*_normal\" null and an \"*_error\" as `uri2396 parse`
prints it.
Exit status: 0 when the two are equivalent, 1 when they are not, 2 when either
is not a URI reference, or on a usage or I/O error.",
        ja: "\
例:
  $ uri2396 equivalent --format text 'HTTP://www.Example.COM:80/%7euser' http://www.example.com/~user
  等価
    http://www.example.com/~user  <-  HTTP://www.Example.COM:80/%7euser
    http://www.example.com/~user  <-  http://www.example.com/~user

  $ uri2396 equivalent --format jsonl http://a/b#s http://a/b#t
  {\"version\":1,\"dialect\":\"strict\",\"a\":\"http://a/b#s\",\"a_bytes\":null,\"b\":\"http://a/b#t\",\"b_bytes\":null,\"equivalent\":false,\"a_normal\":\"http://a/b#s\",\"b_normal\":\"http://a/b#t\",\"a_error\":null,\"b_error\":null}

  $ uri2396 equivalent --default-port svn=3690 --format text svn://h:3690/r svn://h/r
  等価
    svn://h/r  <-  svn://h:3690/r
    svn://h/r  <-  svn://h/r

  uri2396 equivalent \"$link\" \"$canonical\" && echo same

フラグメントも比較します。--dialect java では java.net.URI の equals: 参照
そのものを、パスは書かれたとおりに比べます。URI参照でない参照は \"*_normal\" が
null で、`uri2396 parse` が出力するとおりの \"*_error\" をもちます。
終了ステータス: 二つが等価なら 0、等価でなければ 1、どちらかが URI参照でない
とき、または使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 compare --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesCompare {
        en: "\
Examples:
  $ uri2396 compare --readings strict,whatwg --format text http://a_b.example/x
  differ  http://a_b.example/x
                  strict               whatwg
    valid         yes                  yes
    scheme        http                 http
    userinfo      -                    -
  * host          -                    a_b.example
    port          -                    -
    path          /x                   /x
    query         -                    -
    fragment      -                    -
    serialization http://a_b.example/x http://a_b.example/x
    strict: the authority \"a_b.example\" is a reg_name, not a server (3.2), so it has no userinfo, host or port: as a server's host at byte 8, '_' cannot stand here

  uri2396 compare --only-differing --format jsonl < urls.txt

Readings: the dialects (strict, rfc2732, java, rfc3986, rfc3987, or any
other that --dialect takes) and whatwg, the WHATWG URL Standard (browsers, Node.js),
through the url crate. Without --readings: strict, rfc2732, java, rfc3986
and whatwg.
Each JSON line has the \"input\", the \"base\", the \"readings\" (an object
keyed by reading, each with \"valid\", the components \"scheme\", \"userinfo\",
\"host\", \"port\", \"path\", \"query\" and \"fragment\" (null when absent),
\"resolved\" (with --base), the \"serialization\" the reading would send, an
\"error\" and the \"reasons\" of a grammar reading that splits the input
otherwise than another) and \"differ\": the fields on which readings differ.
The scheme and the host are compared without regard to case. With --base,
every reading's components are those of the reference the input resolves
to. WHATWG's components are of the URL it makes: it rewrites (lower case,
escapes, a default port dropped, IPv4 numbers), and so it may differ on
inputs that every grammar reads alike.
Exit status: 0 when the readings agree on every input, 1 when they differ on
any, 2 on a usage or I/O error.",
        ja: "\
例:
  $ uri2396 compare --readings strict,whatwg --format text http://a_b.example/x
  相違  http://a_b.example/x
                 strict               whatwg
    妥当         受理                 受理
    スキーム     http                 http
    ユーザ情報   -                    -
  * ホスト       -                    a_b.example
    ポート       -                    -
    パス         /x                   /x
    クエリ       -                    -
    フラグメント -                    -
    直列化       http://a_b.example/x http://a_b.example/x
    strict: オーソリティ \"a_b.example\" はサーバではなく reg_name です (3.2)。そのため userinfo、ホスト、ポートはありません: サーバの host として読むとバイト 8 で '_' はここに置けません

  uri2396 compare --only-differing --format jsonl < urls.txt

読み方: 方言（strict、rfc2732、java、rfc3986、rfc3987、または --dialect が
受け付けるほかのもの）と、whatwg すなわち WHATWG URL Standard（ブラウザ、Node.js）を
url クレートで。--readings なしでは: strict、rfc2732、java、rfc3986、whatwg。
各 JSON の行は、\"input\"、\"base\"、\"readings\"（読み方をキーとするオブジェクト。
それぞれに \"valid\"、コンポーネント \"scheme\"、\"userinfo\"、\"host\"、\"port\"、
\"path\"、\"query\"、\"fragment\"（ないときは null）、\"resolved\"（--base のとき）、
その読み方が送る \"serialization\"、\"error\"、そして入力をほかと別に分ける文法の
読み方の \"reasons\"）と、\"differ\": 読み方が食い違うフィールド、をもちます。
スキームとホストは大文字小文字を区別せずに比べます。--base のときは、どの読み方の
コンポーネントも、入力を解決した参照のものです。WHATWG のコンポーネントは、それが
作る URL のものです: 書き換える（小文字にする、エスケープする、既定のポートを
取り除く、IPv4 の数値）ため、どの文法も同じに読む入力でも食い違うことがあります。
終了ステータス: すべての入力で読み方が一致すれば 0、どれかで食い違えば 1、
使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 lint --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesLint {
        en: "\
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
absolute path), escapes-not-utf8 (with what they read as in Shift_JIS,
EUC-JP, ISO-2022-JP or windows-1252), ipv4-host, ipv6-host (--dialect
rfc2732), unqualified-host (one label), reg-name-authority (where the scheme
expects a server), idn-host and idn-rejected (xn-- labels, read by UTS 46),
non-ascii, full-width (ｈｔｔｐ：／／, 。 in a host), bidi, bidi-component
(RFC 3987 4.2, --dialect rfc3987). Each is reported once
per component, at its first occurrence, with a count. Lints never change
validity: an invalid input is reported with its error, as `uri2396 parse`
shows it, and the non-ascii and bidi findings of its characters.
Exit status: 0 when every input is valid and has no finding, 1 when any has
a finding or is invalid, 2 on a usage or I/O error.",
        ja: "\
例:
  $ uri2396 lint --format text 'ftp://user:secret@192.0.2.1:2121/a/../b' http://www.example.com/
  指摘 4 件  ftp://user:secret@192.0.2.1:2121/a/../b
    password-in-userinfo: userinfo にパスワードを含めることは強く非推奨とされています (7)
      ftp://user:secret@192.0.2.1:2121/a/../b
                 ^^^^^^
    ipv4-host: ホスト 192.0.2.1 は IPv4 アドレスで、所有者が付けた名前ではありません (3.2.2, 7)
  ...
  問題なし  http://www.example.com/

  $ uri2396 lint --format jsonl 'gopher://mail.example.com:25/1%0D%0AMAIL'
  {\"version\":1,\"dialect\":\"strict\",\"input\":\"gopher://mail.example.com:25/1%0D%0AMAIL\",\"input_bytes\":null,\"valid\":true,\"findings\":[{\"code\":\"reserved-port\",\"component\":\"port\",\"start\":26,\"end\":28,\"count\":1,...},{\"code\":\"escaped-control\",\"component\":\"path\",\"start\":30,\"end\":33,\"count\":2,...}],\"error\":null}

  uri2396 lint --format jsonl < uris.txt | jq -r '.findings[].code' | sort | uniq -c

コード: password-in-userinfo、non-default-port、reserved-port（スキームの既定
でない、1024 未満のポート）、escaped-control（%00 %0A %0D）、escaped-delimiter
（階層的なパスの中の %2F %3F %23）、dot-segment（絶対パスの中の）、
escapes-not-utf8（Shift_JIS、EUC-JP、ISO-2022-JP、windows-1252 として読んだもの
とともに）、ipv4-host、
ipv6-host（--dialect rfc2732）、unqualified-host（ラベルが一つ）、
reg-name-authority（スキームがサーバを期待する所で）、idn-host と idn-rejected
（UTS 46 で読んだ xn-- のラベル）、non-ascii、full-width（ｈｔｔｐ：／／、ホストの
。）、bidi、bidi-component（RFC 3987 4.2、--dialect rfc3987）。それぞれ
コンポーネントごとに一度、最初に現れた所で、その回数とともに報告します。lint は
有効性を変えません: 不正な入力は、`uri2396 parse` が示すとおりのそのエラーと、
その文字の non-ascii と bidi の指摘とともに報告します。
終了ステータス: すべての入力が有効で指摘がなければ 0、どれかに指摘があるか不正
なら 1、使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 escape --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesEscape {
        en: "\
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
0, or 2 on a usage or I/O error.",
        ja: "\
例:
  $ uri2396 escape --component segment --format text 'a b/c' 'this:that'
  a%20b%2Fc  <-  a b/c
  this:that  <-  this:that

  $ uri2396 escape --component first-segment --format jsonl 'this:that'
  {\"version\":1,\"input\":\"this:that\",\"input_bytes\":null,\"component\":\"first_segment\",\"result\":\"this%3Athat\"}

  $ uri2396 escape --component query --format text 'a b&c=d' 'café'
  a%20b%26c%3Dd  <-  a b&c=d
  caf%C3%A9  <-  café

US-ASCII 以外の文字はその UTF-8 のオクテットとしてエスケープします。UTF-8 でない
入力はそのバイトをそのままエスケープします。どの入力もエスケープできます: 終了
ステータスは 0、使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 unescape --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesUnescape {
        en: "\
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
I/O error.",
        ja: "\
例:
  $ uri2396 unescape --format text 'a%20b%2Fc' 'caf%C3%A9'
  a b/c  <-  a%20b%2Fc
  café  <-  caf%C3%A9

  $ uri2396 unescape --format text 'caf%E9'
  エラー: caf%E9: バイト 3 からのオクテットは UTF-8 ではありません。バイト列に復号するか、置換しながら復号してください
    バイト列: caf\\xE9

  $ uri2396 unescape --lossy --format jsonl 'caf%E9'
  {\"version\":1,\"input\":\"caf%E9\",\"input_bytes\":null,\"result\":\"caf\u{fffd}\",\"result_bytes\":\"caf\\\\xE9\",\"error\":null}

UTF-8 でないオクテットはエラーです。ただし --lossy ではそれらを U+FFFD で置き換え
ます。どちらの場合も \"result_bytes\" がそれらを保ち、UTF-8 の文字の一部でない
各バイトは \\xNN と書きます。後に16進数字が二つない \"%\" はエラーです
（\"kind\":\"malformed_escape\"）。
終了ステータス: すべての入力が復号できれば 0、どれかができなければ 1、使い方の
誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 iri-to-uri --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesIriToUri {
        en: "\
Examples:
  $ uri2396 iri-to-uri --format text 'http://example.jp/表示/'
  http://example.jp/%E8%A1%A8%E7%A4%BA/  <-  http://example.jp/表示/

  $ uri2396 iri-to-uri --format jsonl 'http://résumé.example.org'
  {\"version\":1,\"input\":\"http://résumé.example.org\",\"input_bytes\":null,\"uri\":\"http://r%C3%A9sum%C3%A9.example.org\",\"error\":null}

Only characters beyond US-ASCII change: an IRI of US-ASCII alone is its own
URI. Nothing is normalized.
Exit status: 0 when every input maps, 1 when any is not UTF-8, 2 on a usage or
I/O error.",
        ja: "\
例:
  $ uri2396 iri-to-uri --format text 'http://example.jp/表示/'
  http://example.jp/%E8%A1%A8%E7%A4%BA/  <-  http://example.jp/表示/

  $ uri2396 iri-to-uri --format jsonl 'http://résumé.example.org'
  {\"version\":1,\"input\":\"http://résumé.example.org\",\"input_bytes\":null,\"uri\":\"http://r%C3%A9sum%C3%A9.example.org\",\"error\":null}

変わるのは US-ASCII 以外の文字だけです: US-ASCII だけの IRI はそのまま URI
です。正規化はしません。
終了ステータス: すべての入力が対応付けられれば 0、どれかが UTF-8 でなければ 1、
使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 uri-to-iri --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesUriToIri {
        en: "\
Examples:
  $ uri2396 uri-to-iri --format text 'http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C'
  http://example.jp/表示/%95%5C  <-  http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C
    kept: %95 at byte 37: octets that are no UTF-8 character
    kept: %5C at byte 40: a US-ASCII character that no URI holds as it is

  $ uri2396 uri-to-iri --format jsonl 'http://www.example.org/D%C3%BCrst/%E2%80%AE'
  {\"version\":1,\"input\":\"http://www.example.org/D%C3%BCrst/%E2%80%AE\",\"input_bytes\":null,\"iri\":\"http://www.example.org/Dürst/%E2%80%AE\",\"kept\":[{\"start\":34,\"end\":43,\"escape\":\"%E2%80%AE\",\"reason\":\"not-in-iris\",\"message\":\"a character an IRI may not hold there\"}],\"error\":null}

Each kept escape has its byte offsets in the input (\"start\", \"end\"), its
\"reason\" (percent, reserved, not-in-uris, not-utf8, joins-percent, not-in-iris)
and a \"message\". A kept escape is no error.
Exit status: 0 when every input converts, 1 when any is not UTF-8, 2 on a usage
or I/O error.",
        ja: "\
例:
  $ uri2396 uri-to-iri --format text 'http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C'
  http://example.jp/表示/%95%5C  <-  http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C
    保持: バイト 37 の %95: UTF-8 の文字ではないオクテット
    保持: バイト 40 の %5C: URI がそのままでは含まない US-ASCII 文字

  $ uri2396 uri-to-iri --format jsonl 'http://www.example.org/D%C3%BCrst/%E2%80%AE'
  {\"version\":1,\"input\":\"http://www.example.org/D%C3%BCrst/%E2%80%AE\",\"input_bytes\":null,\"iri\":\"http://www.example.org/Dürst/%E2%80%AE\",\"kept\":[{\"start\":34,\"end\":43,\"escape\":\"%E2%80%AE\",\"reason\":\"not-in-iris\",\"message\":\"IRI のその位置には置けない文字\"}],\"error\":null}

残した各エスケープには、入力中のバイト位置（\"start\"、\"end\"）、\"reason\"
（percent、reserved、not-in-uris、not-utf8、joins-percent、not-in-iris）と
\"message\" があります。エスケープを残すことはエラーではありません。
終了ステータス: すべての入力が変換できれば 0、どれかが UTF-8 でなければ 1、
使い方の誤りや入出力エラーでは 2。",
    }
    /// The examples and notes after `uri2396 rules --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesRules {
        en: "\
Examples:
  $ uri2396 rules port
  port (3.2.2): a component read as text: one node, without parts, in parse trees
  ...
  used by:  hostport
  ...

  uri2396 rules | grep 3.2.2

  $ uri2396 rules --format jsonl port
  {\"version\":1,\"dialect\":\"strict\",\"name\":\"port\",\"kind\":\"leaf\",\"bnf\":\"port = *digit\",\"rfc\":2396,\"section\":\"3.2.2\",\"uses\":[\"digit\"],\"used_by\":[\"hostport\"]}

  uri2396 rules --format jsonl | jq -r 'select(.kind == \"leaf\") | .name'

Rule names are taken in any case, with \"-\" or \"_\": URI_reference, ipv4address.
Output is text unless --format says jsonl: one JSON object per rule.",
        ja: "\
例:
  $ uri2396 rules port
  port (3.2.2): 文字列として読むコンポーネント: 構文木の中で、部分をもたない一つの節
  ...
  使われる規則:  hostport
  ...

  uri2396 rules | grep 3.2.2

  $ uri2396 rules --format jsonl port
  {\"version\":1,\"dialect\":\"strict\",\"name\":\"port\",\"kind\":\"leaf\",\"bnf\":\"port = *digit\",\"rfc\":2396,\"section\":\"3.2.2\",\"uses\":[\"digit\"],\"used_by\":[\"hostport\"]}

  uri2396 rules --format jsonl | jq -r 'select(.kind == \"leaf\") | .name'

規則名は大文字小文字を問わず、\"-\" でも \"_\" でも受け付けます: URI_reference、
ipv4address。出力はテキストです。--format jsonl では規則ごとに一つの JSON
オブジェクト。",
    }
    /// The examples and notes after `uri2396 completions --help`: each `$` line is run by
    /// the tests, in both languages, and must print what is shown under it.
    ExamplesCompletions {
        en: "\
Examples:
  source <(uri2396 completions bash)
  uri2396 completions zsh > ~/.zfunc/_uri2396
  uri2396 completions fish > ~/.config/fish/completions/uri2396.fish",
        ja: "\
例:
  source <(uri2396 completions bash)
  uri2396 completions zsh > ~/.zfunc/_uri2396
  uri2396 completions fish > ~/.config/fish/completions/uri2396.fish",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An after_help (short or long) of a subcommand without Japanese is
    /// reported; one of the catalogue is not, and is put in Japanese.
    #[test]
    fn examples_after_the_help_are_translated_or_reported() {
        let mut cmd = Command::new("t").subcommand(
            Command::new("s")
                .after_help("Examples:\n  t s")
                .after_long_help("Examples:\n  t s --long"),
        );
        cmd.build();
        assert_eq!(
            untranslated(&cmd, &[]),
            ["Examples:\n  t s", "Examples:\n  t s --long"]
        );
        let english = Msg::ExamplesCompletions.text(Lang::En);
        let mut cmd = Command::new("t").after_help(english);
        cmd.build();
        assert_eq!(untranslated(&cmd, &[]), Vec::<String>::new());
        let cmd = japanese(Command::new("t").after_help(english), &[]);
        let after = cmd.get_after_help().map(ToString::to_string);
        assert_eq!(
            after.as_deref(),
            Some(Msg::ExamplesCompletions.text(Lang::Ja))
        );
        assert!(after.is_some_and(|a| a.starts_with("例:\n")));
    }
}
