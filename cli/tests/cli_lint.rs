//! `uri2396 lint`, run as a real process: the examples of
//! `tests/data/lint/` in JSON, the text view, invalid inputs and bytes
//! that are not UTF-8, `--default-port`, and exit codes.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, what was on standard error, then standard
//! output: JSON lines re-indented, text as printed.

use crate::common;

use serde_json::Value;

use common::{check, check_help, check_stdin, check_text, run};

/// The inputs of `tests/data/lint/examples.txt` read in `dialect` and the
/// code each must give (`None` for none), as in the library's tests.
fn examples(dialect: &str) -> Vec<(Option<String>, String)> {
    let path = format!(
        "{}/../tests/data/lint/examples.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .filter_map(|(code, input)| {
            let (code, of) = code.split_once('@').unwrap_or((code, "strict"));
            (of == dialect).then(|| ((code != "none").then(|| code.to_owned()), input.to_owned()))
        })
        .collect()
}

fn codes(report: &Value) -> Vec<String> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["code"].as_str().expect("code").to_owned())
        .collect()
}

#[test]
fn help_lint() {
    check_help("help_lint", &["lint", "--help"]);
}

#[test]
fn each_example_from_standard_input() {
    for (dialect, name) in [
        ("strict", "lint_examples"),
        ("rfc2732", "lint_examples_rfc2732"),
    ] {
        let examples = examples(dialect);
        assert!(!examples.is_empty(), "{dialect}");
        let stdin: String = examples
            .iter()
            .map(|(_, input)| format!("{input}\n"))
            .collect();
        let reports = check_stdin(
            name,
            &["lint", "--dialect", dialect, "--format", "jsonl"],
            stdin.as_bytes(),
            1,
        );
        assert_eq!(reports.len(), examples.len());
        for ((code, input), report) in examples.iter().zip(&reports) {
            assert_eq!(report["input"], input.as_str());
            assert_eq!(report["version"], 1);
            // The library's lints, which the examples name; the tool adds
            // `readings-disagree` (compare::lint, which tests/compare.rs
            // holds to the recorded hosts of tests/data/compare/).
            let found: Vec<String> = codes(report)
                .into_iter()
                .filter(|c| c != "readings-disagree" || code.as_deref() == Some(c))
                .collect();
            match code {
                None => assert!(found.is_empty(), "{input}: {found:?}"),
                Some(code) => assert!(found.contains(code), "{input}: {found:?}"),
            }
            // Invalid exactly when a character of the text is not US-ASCII.
            let by_char = found
                .iter()
                .any(|c| matches!(c.as_str(), "non-ascii" | "bidi" | "full-width"));
            assert_eq!(report["valid"] == false, by_char, "{input}");
            assert_eq!(report["error"].is_null(), !by_char, "{input}");
        }
    }
}

#[test]
fn exit_status() {
    let clean = ["http://www.example.com/", "mailto:a@example.com"];
    check("lint_clean", &["lint", "--format", "jsonl"], &clean, 0);
    let r = check(
        "lint_finding",
        &["lint", "--format", "jsonl"],
        &["http://www.example.com/", "http://intranet/"],
        1,
    );
    assert_eq!(codes(&r[1]), ["unqualified-host"]);
    // Invalid, with no finding: 1 too, and the error as `parse` gives it.
    let r = check(
        "lint_invalid",
        &["lint", "--format", "jsonl"],
        &["http://www.example.com/a b"],
        1,
    );
    assert_eq!(r[0]["valid"], false);
    assert_eq!(r[0]["error"]["offset"], 24);
    assert!(codes(&r[0]).is_empty());
    // A usage error.
    let out = run(&["lint", "--default-port", "svn"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn bytes_that_are_not_utf8() {
    let r = check_stdin(
        "lint_not_utf8",
        &["lint", "--format", "jsonl"],
        b"http://www.example.com/\xff\n",
        1,
    );
    assert_eq!(r[0]["valid"], false);
    assert_eq!(r[0]["input_bytes"], "http://www.example.com/\\xFF");
    assert_eq!(r[0]["error"]["kind"], "not_utf8");
}

#[test]
fn default_ports_from_the_command_line() {
    let input = "svn://svn.example.org:80/repo";
    let r = check(
        "lint_default_port",
        &["lint", "--format", "jsonl", "--default-port", "svn=3690"],
        &[input],
        1,
    );
    assert_eq!(codes(&r[0]), ["reserved-port"]);
    let out = run(&["lint", "--format", "jsonl", input], None);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn text_view() {
    let out = check_text(
        "lint_text",
        &[
            "lint",
            "--format",
            "text",
            "ftp://user:secret@192.0.2.1:2121/a/../b/./c",
            "http://www.example.com/",
            "http://www.example.com/\u{202e}gpj.exe",
            "telnet://host.example.org/%0D%0Aquit",
        ],
        None,
        1,
    );
    // Hidden characters are shown by their code points, never as they are.
    assert!(!out.contains('\u{202e}'));
    assert!(out.contains("<U+202E>"));
}
