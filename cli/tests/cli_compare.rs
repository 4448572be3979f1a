//! `uri2396 compare`, run as a real process: the readings of the inputs of
//! tests/data/compare/ side by side, as JSON lines and as text, in English
//! and Japanese; `--base`, `--readings`, `--only-differing`, exit codes and
//! usage errors.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, standard error, then standard output.

use crate::assert_transcript;
use crate::common;

use common::{Shown, check_help, check_stdin, check_text, run, transcript};

/// The inputs of tests/data/compare/inputs.txt, one per line.
fn inputs() -> String {
    let text = include_str!("../../tests/data/compare/inputs.txt");
    let mut lines = String::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (_, input) = line.split_once('\t').expect("CLASS<TAB>INPUT");
        lines.push_str(input);
        lines.push('\n');
    }
    lines
}

#[test]
fn every_input_in_every_reading() {
    let stdin = inputs();
    let reports = check_stdin(
        "compare_inputs",
        &["compare", "--format", "jsonl"],
        stdin.as_bytes(),
        1,
    );
    assert_eq!(reports.len(), stdin.lines().count());
    for report in &reports {
        let readings = report["readings"].as_object().expect("readings");
        // (The order printed, which the snapshot keeps, is the order asked
        // for; serde_json's map sorts the keys.)
        let names: Vec<&str> = readings.keys().map(String::as_str).collect();
        assert_eq!(names, ["java", "rfc2732", "rfc3986", "strict", "whatwg"]);
        // `differ` names a field only where two accepting readings differ.
        for field in report["differ"].as_array().unwrap() {
            let field = field.as_str().unwrap();
            let values: Vec<_> = readings
                .values()
                .filter(|r| field == "valid" || r["valid"] == true)
                .map(|r| r[field].clone())
                .collect();
            assert!(values.windows(2).any(|w| w[0] != w[1]), "{field}: {report}");
        }
    }
}

#[test]
fn text_views() {
    let stdin = inputs();
    check_text(
        "compare_text_differing",
        &[
            "compare",
            "--format",
            "text",
            "--only-differing",
            "--readings",
            "strict,rfc2732,whatwg",
        ],
        Some(stdin.as_bytes()),
        1,
    );
    check_text(
        "compare_text_base",
        &[
            "compare",
            "--format",
            "text",
            "--base",
            "http://a/b/c/d;p?q",
            "g",
            "?y",
            "//g",
        ],
        None,
        1,
    );
    check_text(
        "compare_text_same",
        &["compare", "--format", "text", "http://a.example/x"],
        None,
        0,
    );
    check_text(
        "compare_text_ja",
        &[
            "--lang",
            "ja",
            "compare",
            "--format",
            "text",
            "--readings",
            "strict,java,whatwg",
            "http://a_b.example/",
            "mailto:a@b?x",
            "http://[::1]/",
        ],
        None,
        1,
    );
}

#[test]
fn summaries() {
    let stdin = inputs();
    check_text(
        "compare_summary",
        &["compare", "--format", "summary"],
        Some(stdin.as_bytes()),
        1,
    );
    let summary = check_stdin(
        "compare_summary_json",
        &[
            "compare",
            "--format",
            "summary-json",
            "--readings",
            "strict,java",
        ],
        stdin.as_bytes(),
        1,
    );
    // One object: java reads IPv6 literals, and "999.1.1.1" has no host.
    assert_eq!(summary.len(), 1);
    assert_eq!(summary[0]["inputs"], stdin.lines().count());
    let fields: Vec<&str> = summary[0]["pairs"][0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["valid", "host"]);
}

#[test]
fn input_that_is_not_utf8_is_refused_by_every_reading() {
    let reports = check_stdin(
        "compare_not_utf8",
        &["compare", "--format", "jsonl"],
        b"http://a/\xff\n",
        0,
    );
    for reading in reports[0]["readings"].as_object().unwrap().values() {
        assert_eq!(reading["error"]["kind"], "not_utf8");
    }
}

#[test]
fn usage_errors() {
    for (name, args) in [
        (
            "compare_unknown_reading",
            &["compare", "--readings", "strict,rfc3988", "x"][..],
        ),
        ("compare_no_input_argument_value", &["compare", "--base"]),
        (
            "compare_reading_twice",
            &["compare", "--readings", "java,strict,java", "x"],
        ),
    ] {
        let out = run(args, None);
        let text = transcript(args, None, &out, Shown::Text);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(out.stdout.is_empty(), "{text}");
        assert_transcript(name, &text);
    }
}

#[test]
fn help() {
    check_help("help_compare", &["compare", "--help"]);
}
