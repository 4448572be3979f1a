//! `--lang` and the locale: the tool's messages in Japanese, run as a real
//! process. The text views of errors (with the caret under the fault after
//! wide characters), `check`'s lines, and the messages inside JSON, whose
//! keys and codes stay English.

mod common;

use common::{check_text, json_lines, run_with, uri2396};

common::transcript_snapshots!();

/// The error views of `parse` in Japanese: every kind of label, a fix, the
/// end of the input, input that is not UTF-8, and wide characters before
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
/// (the summary, on standard error, is still in English).
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
