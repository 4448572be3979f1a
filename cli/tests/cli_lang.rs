//! `--lang` and the locale: the tool's messages in Japanese, run as a real
//! process. The text views of errors (with the caret under the fault after
//! wide characters), `check`'s lines, and the messages inside JSON, whose
//! keys and codes stay English.

use crate::assert_transcript;
use crate::common;

use common::{Shown, check_help, check_text, json_lines, run, run_with, transcript, uri2396};

/// The views of `parse` in Japanese: a valid input with an empty
/// component, the empty input; every kind of label, a fix, the end of the
/// input, input that is not UTF-8, and wide characters before
/// the fault (read in the java dialect, which takes them).
#[test]
fn parse_views_in_japanese() {
    check_text(
        "lang_ja_parse_text",
        &[
            "parse",
            "--lang",
            "ja",
            "--format",
            "text",
            "http://a/b c",
            "http:",
            "<http://a/b>",
        ],
        None,
        1,
    );
    check_text(
        "lang_ja_parse_text_valid",
        &[
            "parse",
            "--lang",
            "ja",
            "--format",
            "text",
            "http://a/b?",
            "",
        ],
        None,
        0,
    );
    check_text(
        "lang_ja_parse_text_wide",
        &[
            "parse",
            "--lang",
            "ja",
            "--format",
            "text",
            "--dialect",
            "java",
            "http://a/例え/テスト b",
        ],
        None,
        1,
    );
}

/// `check`'s lines in Japanese, from standard input, one of them not UTF-8
/// (the summary, on standard error, is left out: `check_summary_in_japanese`
/// shows it).
#[test]
fn check_lines_in_japanese() {
    check_text(
        "lang_ja_check_text",
        &["check", "--lang", "ja", "--format", "text", "--quiet", "-"],
        Some(b"http://a/\nhttp://a/b c\nhttp://a/caf\xe9\n"),
        1,
    );
}

/// JSON keeps its keys, codes and lists of expectations; its messages and
/// fixes follow the language.
#[test]
fn json_messages_follow_the_language() {
    let run = |lang: &str| {
        let out = run_with(
            uri2396(),
            &["parse", "--lang", lang, "--format", "jsonl", "http://a/b c"],
            None,
        );
        json_lines(&out).remove(0)
    };
    let (en, ja) = (run("en"), run("ja"));
    let error = |v: &serde_json::Value, key: &str| v["error"][key].clone();
    for key in [
        "kind", "rule", "offset", "line", "column", "expected", "found", "class",
    ] {
        assert_eq!(error(&en, key), error(&ja, key), "{key}");
    }
    assert_eq!(
        error(&ja, "message"),
        "' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)"
    );
    assert_eq!(error(&ja, "fix"), "%20 とエスケープしてください");
    assert_eq!(error(&en, "fix"), "escape it as %20");
}

/// Without `--lang`, the locale decides: LC_ALL, then LC_MESSAGES, then
/// LANG; `--lang` wins over all of them.
#[test]
fn the_locale_decides_without_lang() {
    let fix = |env: &[(&str, &str)], args: &[&str]| {
        let mut cmd = uri2396();
        cmd.env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        for (name, value) in env {
            cmd.env(name, value);
        }
        let mut all = vec!["parse", "--format", "jsonl"];
        all.extend_from_slice(args);
        all.push("http://a/b c");
        let out = run_with(cmd, &all, None);
        json_lines(&out).remove(0)["error"]["fix"].clone()
    };
    let (en, ja) = ("escape it as %20", "%20 とエスケープしてください");
    assert_eq!(fix(&[], &[]), en);
    assert_eq!(fix(&[("LANG", "ja_JP.UTF-8")], &[]), ja);
    assert_eq!(fix(&[("LANG", "ja_JP.UTF-8"), ("LC_ALL", "C")], &[]), en);
    assert_eq!(
        fix(&[("LANG", "C"), ("LC_MESSAGES", "ja_JP.UTF-8")], &[]),
        ja
    );
    assert_eq!(fix(&[("LANG", "ja_JP.UTF-8")], &["--lang", "en"]), en);
    assert_eq!(fix(&[], &["--lang", "ja"]), ja);
}

/// `check --format summary` in Japanese: the totals, the classes of the
/// characters found (one of them a Japanese name wider than its bytes
/// count, aligned by its width) and what was expected.
#[test]
fn check_summary_in_japanese() {
    check_text(
        "lang_ja_check_summary",
        &["check", "--lang", "ja", "--format", "summary", "-"],
        Some(b"http://a/\nhttp://a/b c\nhttp://a/%zz\nhttp://a/<x>\nx y\n"),
        1,
    );
}

/// The `rules` view in Japanese: the list's title and last line, and the
/// page of a leaf, of a structure and of an excluded class, with why each
/// failing example fails.
#[test]
fn rules_in_japanese() {
    for name in ["port", "hostport", "space"] {
        check_text(
            &format!("lang_ja_rules_{name}"),
            &["rules", "--lang", "ja", name],
            None,
            0,
        );
    }
    let list = check_text("lang_ja_rules_list", &["rules", "--lang", "ja"], None, 0);
    assert!(list.starts_with("44 個の規則: RFC 2396 付録 A"), "{list}");
}

/// `lint` in Japanese: the count of findings, each message, and the
/// further occurrences in a component named in Japanese; a clean input.
#[test]
fn lint_in_japanese() {
    check_text(
        "lang_ja_lint_text",
        &[
            "lint",
            "--lang",
            "ja",
            "--format",
            "text",
            "ftp://user:secret@192.0.2.1:2121/a/../b/../c",
            "http://www.example.com/",
        ],
        None,
        1,
    );
}

/// `extract` in Japanese: an invalid reference with its fix, and one
/// after `URL:`.
#[test]
fn extract_in_japanese() {
    check_text(
        "lang_ja_extract_text",
        &["extract", "--lang", "ja", "--format", "text", "-"],
        Some(b"See <http://a/b c> and <URL:http://x/y>.\n"),
        1,
    );
}

/// `resolve` and `normalize` in Japanese: a reference to the same
/// document, one that climbs above the root, and an invalid input.
#[test]
fn resolve_and_normalize_in_japanese() {
    check_text(
        "lang_ja_resolve_text",
        &[
            "resolve",
            "--lang",
            "ja",
            "--format",
            "text",
            "--base",
            "http://a/b/c/d;p?q",
            "--above-root",
            "reject",
            "../g",
            "#s",
            "../../../g",
        ],
        None,
        1,
    );
    check_text(
        "lang_ja_normalize_text",
        &[
            "normalize",
            "--lang",
            "ja",
            "--format",
            "text",
            "HTTP://A:80/%7e",
            "a b",
        ],
        None,
        1,
    );
}

/// The messages of `lint`'s JSON follow the language, as those of errors
/// do; codes and components stay English.
#[test]
fn lint_json_messages_follow_the_language() {
    let out = run_with(
        uri2396(),
        &[
            "lint",
            "--lang",
            "ja",
            "--format",
            "jsonl",
            "http://intranet/",
        ],
        None,
    );
    let finding = json_lines(&out).remove(0)["findings"][0].clone();
    assert_eq!(finding["code"], "unqualified-host");
    assert_eq!(finding["component"], "host");
    assert_eq!(
        finding["message"],
        "ホスト intranet は完全修飾されていません: どの機械を指すかはローカルネットワーク次第です (3.2.2, 7)"
    );
}

/// The usage errors our code words follow `--lang`, wherever it stands
/// among the arguments (the value parsers run before clap has read it),
/// and so do the words clap puts around them.
#[test]
fn usage_errors_in_japanese() {
    let stderr = |args: &[&str]| {
        let out = run_with(uri2396(), args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    let base = stderr(&["resolve", "--lang", "ja", "--base", "g", "x"]);
    assert!(
        base.starts_with(
            "エラー: '--base <URI>' に不正な値 'g' が与えられました: 基底URI \"g\" は相対URI参照です"
        ),
        "{base}"
    );
    let port = stderr(&["normalize", "--default-port", "svn", "--lang", "ja", "x"]);
    assert!(
        port.contains("SCHEME=PORT の形が期待されます (svn=3690 など)"),
        "{port}"
    );
    let port = stderr(&["normalize", "--default-port", "svn", "--lang=ja", "x"]);
    assert!(port.contains("SCHEME=PORT の形が期待されます"), "{port}");
    let rule = stderr(&[
        "rules",
        "--dialect",
        "strict",
        "--lang",
        "ja",
        "IPv6address",
    ]);
    assert!(
        rule.contains("--dialect strict (strict) の文法に規則 `IPv6address` はありません。--dialect rfc2732 の規則です"),
        "{rule}"
    );
    let file = stderr(&["check", "--lang", "ja", "--quiet", "/nonexistent/uris.txt"]);
    assert!(
        file.starts_with("uri2396: /nonexistent/uris.txt: 開けません: "),
        "{file}"
    );
    let en = stderr(&["normalize", "--default-port", "svn", "--lang", "en", "x"]);
    assert!(
        en.contains("expected SCHEME=PORT, such as svn=3690"),
        "{en}"
    );
}

/// The help pages in Japanese: the about texts, the help of each argument
/// and of its values, the defaults, clap's headings, and the examples
/// after them (their commands as they are, their output and notes in
/// Japanese; `japanese_help_examples_are_real` in cli.rs runs them).
#[test]
fn help_in_japanese() {
    check_help("lang_ja_help", &["--lang", "ja", "--help"]);
    check_help("lang_ja_help_parse", &["--lang", "ja", "parse", "--help"]);
    // `help SUBCOMMAND` shows the same page as `SUBCOMMAND --help`, and the
    // locale asks for it as `--lang` does.
    let mut cmd = uri2396();
    cmd.env("LC_ALL", "ja_JP.UTF-8");
    let by_locale = run_with(cmd, &["help", "parse"], None);
    let by_flag = run(&["--lang", "ja", "parse", "--help"], None);
    assert_eq!(by_locale.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&by_locale.stdout),
        String::from_utf8_lossy(&by_flag.stdout)
    );
    // The short help: one line an argument, the values in Japanese.
    let short = run(&["--lang", "ja", "check", "-h"], None);
    let short = String::from_utf8(short.stdout).expect("UTF-8");
    for line in [
        "使い方: uri2396 check [OPTIONS] [FILE]...",
        "  -q, --quiet                   標準エラー出力に要約も進捗バーも出しません",
        "  -h, --help                    ヘルプを表示します（詳しくは '--help'）",
    ] {
        assert!(short.lines().any(|l| l == line), "{line:?} in\n{short}");
    }
    assert!(
        !short.contains("Options:") && !short.contains("[default:"),
        "{short}"
    );
    // `--lang en` wins over the locale.
    let mut cmd = uri2396();
    cmd.env("LC_ALL", "ja_JP.UTF-8");
    let en = run_with(cmd, &["--lang", "en", "parse", "--help"], None);
    let en = String::from_utf8(en.stdout).expect("UTF-8");
    assert!(
        en.contains("\nUsage: uri2396 parse [OPTIONS] [INPUT]...\n"),
        "{en}"
    );
}

/// clap's usage errors in Japanese, from their kind and context: the
/// message, the suggestion, the usage line and where to read more.
#[test]
fn clap_usage_errors_in_japanese() {
    let args = ["parse", "--lang", "ja", "--fromat", "text", "x"];
    let out = run(&args, None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_transcript(
        "lang_ja_usage_error",
        &transcript(&args, None, &out, Shown::Text),
    );
    let stderr = |args: &[&str]| {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    assert_eq!(
        stderr(&["--lang", "ja", "parse", "--format", "xml"]),
        "エラー: '--format <FORMAT>' に不正な値 'xml' が与えられました\n  \
         [取りうる値: text, jsonl]\n\n詳しくは '--help' を見てください。\n"
    );
    assert_eq!(
        stderr(&["--lang", "ja", "resolve", "g"]),
        "エラー: 次の必須の引数が与えられていません:\n  --base <URI>\n\n\
         使い方: uri2396 resolve --base <URI> <REF>...\n\n\
         詳しくは '--help' を見てください。\n"
    );
    assert_eq!(
        stderr(&["--lang", "ja", "pars"]),
        "エラー: 未知のサブコマンド 'pars' です\n\n  ヒント: 似たサブコマンドがあります: 'parse'\n\n\
         使い方: uri2396 [OPTIONS] <COMMAND>\n\n詳しくは '--help' を見てください。\n"
    );
    let jobs = stderr(&["--lang", "ja", "check", "--jobs", "0"]);
    assert!(
        jobs.starts_with(
            "エラー: '--jobs <N>' に不正な値 '0' が与えられました: 0 は 1..=65535 の範囲にありません\n"
        ),
        "{jobs}"
    );
    let flag = stderr(&["--lang", "ja", "parse", "--bogus"]);
    assert!(
        flag.contains("\n  ヒント: '--bogus' を値として渡すには '-- --bogus' としてください\n"),
        "{flag}"
    );
    // In English, clap's own words, as ever.
    assert!(
        stderr(&["parse", "--format", "xml"])
            .starts_with("error: invalid value 'xml' for '--format <FORMAT>'\n")
    );
}

/// What an ASCII word of a Japanese view may be: a rule of a grammar, a
/// lint's code, an encoding, or a name that Japanese text writes in
/// Latin letters too (the RFCs, the standards and their terms).
fn allowed_in_japanese(word: &str) -> bool {
    const NAMES: &[&str] = &[
        "RFC",
        "URI",
        "URIs",
        "IRI",
        "IRIs",
        "URL",
        "URLs",
        "US-ASCII",
        "ASCII",
        "UTF-8",
        "UTF-16",
        "UTF-16LE",
        "UTF-16BE",
        "Shift_JIS",
        "EUC-JP",
        "ISO-2022-JP",
        "windows-1252",
        "UTS",
        "IDNA",
        "DNS",
        "WHATWG",
        "java",
        "net",
        "IPv6",
        "IPv4",
        "Unicode",
        "Punycode",
        "xn--",
        "NFC",
        "NFKC",
        "BOM",
        "BIDI",
        "JSON",
        "JSONL",
        "SARIF",
        "http",
        "https",
        "file",
        "mailto",
        "ftp",
        "strict",
        "rfc2732",
        "rfc3986",
        "rfc3987",
        "whatwg",
        "bidi",
        "stdin",
        "Standard",
        // The tool's own name and commands, as a line says to type them.
        "uri2396",
        "rules",
        "NAME",
    ];
    NAMES.contains(&word)
        || word.starts_with("U+")
        // java's deviations, named as `--dialect` takes them.
        || uri2396::Switch::ALL.iter().any(|s| s.name() == word)
        || uri2396::Dialect::ALL
            .iter()
            .any(|d| d.rules().any(|r| r.name() == word))
        || uri2396::security::Code::ALL
            .iter()
            .any(|c| c.as_str() == word)
}

/// The ASCII words of `line` that Japanese text would not hold: what is
/// left when the inputs, quoted text and escapes are taken out.
fn english_words(line: &str, inputs: &[&str]) -> Vec<String> {
    let mut line = line.to_owned();
    // The longest first, so that a shorter input inside one is not cut
    // out of it.
    let mut inputs = inputs.to_vec();
    inputs.sort_by_key(|i| std::cmp::Reverse(i.len()));
    for input in inputs.iter().filter(|i| i.len() > 2) {
        line = line.replace(input, " ");
    }
    // Quoted text is the input's, or a literal of the grammar.
    let mut kept = String::new();
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '"' | '\'' | '`' | '「') => {
                quote = Some(if c == '「' { '」' } else { c });
            }
            None => kept.push(c),
        }
    }
    // A run of a URI's characters holding a delimiter is a reference, a
    // host or a file's name, the input's or its result's, not a word.
    kept.split(|c: char| !c.is_ascii_graphic() || matches!(c, '(' | ')' | ',' | '"' | '<' | '>'))
        .filter(|run| !run.contains(['.', ':', '/', '@', '%', '?', '#', '=', '&', ';', '~', '[']))
        .flat_map(|run| {
            run.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+')))
        })
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 3)
        // Escapes, hexadecimal and spans.
        .filter(|w| !w.starts_with('%') && !w.chars().all(|c| c.is_ascii_hexdigit()))
        .filter(|w| !allowed_in_japanese(w))
        // A part of an input, as a cell of a table shows it.
        .filter(|w| !inputs.iter().any(|i| i.contains(w)))
        .map(str::to_owned)
        .collect()
}

/// Every word a user reads in `--lang ja` comes from a catalogue: each
/// command's text view, over inputs of every kind (valid, each class of
/// fault, escapes of other encodings, hosts of IDNA, IRIs), in every
/// reading, holds no English word beyond the grammar's rule names, the
/// lint codes and the names of standards.
#[test]
fn every_word_in_japanese_views_is_japanese() {
    let inputs = [
        "http://user@a.example:80/b;p/c?q=1#f",
        "http://a/b c",
        "http://a/<x>",
        "http://a/{x}",
        "http://a/%zz",
        "http://a/\u{1}",
        "http://例え.テスト/表示?q=値",
        "http://xn--r8jz45g.jp/%95%5C%8E%A6",
        "http://xn--a.jp/",
        "http://[::1]:8080/",
        "http://a_b/",
        "//a/../../b",
        "mailto:a@b",
        "ｈｔｔｐ：／／ａ．ｊｐ",
        "http://a/\u{202E}x",
        "",
        "http:",
    ];
    let stdin = inputs.join("\n") + "\n";
    let text = format!("詳細は {} と 「{}」 を参照。\n", inputs[0], inputs[6]);
    // An input of each lint's examples.
    let examples = include_str!("../../tests/data/lint/examples.txt");
    let lint_examples: String = examples
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| Some(l.split_once(' ')?.1.to_owned() + "\n"))
        .collect();
    let mut quoted: Vec<&str> = inputs.to_vec();
    quoted.extend(lint_examples.lines());
    let mut leaks = Vec::new();
    for dialect in ["strict", "rfc2732", "java", "rfc3986", "rfc3987"] {
        let common = ["--lang", "ja", "--dialect", dialect];
        let commands: Vec<(Vec<&str>, &str)> = vec![
            (vec!["parse", "--format", "text"], &stdin),
            (vec!["check", "--format", "text", "-"], &stdin),
            (vec!["check", "--format", "summary", "-"], &stdin),
            (vec!["lint", "--format", "text"], &stdin),
            (vec!["lint", "--format", "text"], &lint_examples),
            (vec!["tree", "--format", "text"], &stdin),
            (vec!["rules"], ""),
            (
                vec!["resolve", "--base", "http://a/b/c", "--format", "text"],
                &stdin,
            ),
            (vec!["normalize", "--format", "text"], &stdin),
            (vec!["extract", "--format", "text", "-"], &text),
        ];
        for (args, input) in commands {
            let mut all: Vec<&str> = args.clone();
            all.extend(common);
            let out = run(&all, Some(input.as_bytes()));
            assert_ne!(out.status.code(), Some(2), "{all:?}: a usage error");
            for stream in [&out.stdout, &out.stderr] {
                // A rule's BNF is the RFC's, quoted.
                for line in String::from_utf8_lossy(stream)
                    .lines()
                    .filter(|l| !l.contains(" = "))
                {
                    let words = english_words(line, &quoted);
                    if !words.is_empty() {
                        leaks.push(format!("{} {dialect}: {words:?} in {line:?}", args[0]));
                    }
                }
            }
        }
    }
    for args in [
        vec!["compare", "--lang", "ja", "--format", "text"],
        vec!["compare", "--lang", "ja", "--format", "summary"],
        vec!["iri-to-uri", "--lang", "ja", "--format", "text"],
        vec!["uri-to-iri", "--lang", "ja", "--format", "text"],
    ] {
        let out = run(&args, Some(stdin.as_bytes()));
        assert_ne!(out.status.code(), Some(2), "{args:?}: a usage error");
        for stream in [&out.stdout, &out.stderr] {
            for line in String::from_utf8_lossy(stream).lines() {
                let words = english_words(line, &inputs);
                if !words.is_empty() {
                    leaks.push(format!("{}: {words:?} in {line:?}", args[0]));
                }
            }
        }
    }
    leaks.dedup();
    assert!(
        leaks.is_empty(),
        "{} lines with English words:\n{}",
        leaks.len(),
        leaks.join("\n")
    );
}
