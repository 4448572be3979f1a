//! `uri2396 escape` and `uri2396 unescape`, run as a real process: the
//! cases of `tests/data/escape/cli.txt` for each component, round trips,
//! values that are not UTF-8, errors, formats and exit codes.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, what was on standard error, then standard
//! output: JSON lines re-indented, text as printed.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;
use uri2396::grammar::Rule;

use common::{check, check_help, check_stdin, check_text, field, json_lines, run};

/// `(value, escaped)` cases by component, in the order of the file.
fn cases() -> BTreeMap<String, Vec<(String, String)>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/escape/cli.txt");
    let text = std::fs::read_to_string(&path).expect("tests/data/escape/cli.txt");
    let mut cases: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [component, value, escaped] = fields[..] else {
            panic!("not three fields: {line:?}");
        };
        cases
            .entry(component.to_owned())
            .or_default()
            .push((value.to_owned(), escaped.to_owned()));
    }
    cases
}

#[test]
fn escape_each_component() {
    let cases = cases();
    assert_eq!(cases.len(), 7, "every component has cases");
    for (component, rows) in &cases {
        let values: Vec<&str> = rows.iter().map(|(v, _)| v.as_str()).collect();
        let escaped: Vec<&str> = rows.iter().map(|(_, e)| e.as_str()).collect();
        let args = ["escape", "--component", component, "--format", "text"];
        let all: Vec<&str> = args.iter().copied().chain(values.iter().copied()).collect();
        check_text(&format!("escape_{component}"), &all, None, 0);

        let r = json_lines(&run(
            &[&["escape", "-c", component][..], &values].concat(),
            None,
        ));
        assert_eq!(field(&r, "result"), escaped, "{component}");
        let snake = component.replace('-', "_");
        assert!(r.iter().all(|r| r["component"] == snake.as_str()));

        // Each result stands as its component: the rule derives it.
        let rule = match component.as_str() {
            "first-segment" => "rel_segment".to_owned(),
            other => other.replace('-', "_"),
        };
        let rule = Rule::find(&rule).expect("a rule of the grammar");
        for e in &escaped {
            assert!(rule.matches(e), "{component}: {e:?} is a {}", rule.name());
        }

        // And decodes back to the value.
        let back = json_lines(&run(&[&["unescape"][..], &escaped].concat(), None));
        assert_eq!(field(&back, "result"), values, "{component}");
    }
}

#[test]
fn escape_json_and_stdin() {
    // A line that is not UTF-8 has its bytes escaped as they are; the empty
    // value escapes to itself.
    let r = check_stdin(
        "escape_stdin",
        &["escape", "--component", "query"],
        b"caf\xe9\r\n\na b\n",
        0,
    );
    assert_eq!(field(&r, "result"), ["caf%E9", "", "a%20b"]);
    assert_eq!(r[0]["input_bytes"], r"caf\xE9");
    assert_eq!(r[1]["input_bytes"], Value::Null);
}

#[test]
fn escape_usage_errors() {
    for args in [
        &["escape", "a"][..],
        &["escape", "--component", "path", "a"],
        &["escape", "--component", "rel_segment", "a"],
    ] {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    let out = run(&["escape", "--component", "path", "a"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("[possible values: userinfo, reg-name, segment, first-segment, query, fragment, opaque-part]"), "{stderr}");
}

#[test]
fn unescape_json() {
    let inputs = [
        "a%20b%2Fc",
        "caf%C3%A9",
        "%7e%7E",
        "",
        "caf%E9",
        "%C3",
        "50%",
        "%4g",
        "%0A%00",
    ];
    let r = check("unescape_json", &["unescape"], &inputs, 1);
    assert_eq!(
        field(&r, "result"),
        [
            "a b/c", "café", "~~", "", "null", "null", "null", "null", "\n\0"
        ]
    );
    assert_eq!(
        field(&r, "result_bytes"),
        [
            "null", "null", "null", "null", r"caf\xE9", r"\xC3", "null", "null", "null"
        ]
    );
    let kinds: Vec<&str> = r
        .iter()
        .map(|r| r["error"]["kind"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        kinds,
        [
            "-",
            "-",
            "-",
            "-",
            "invalid_utf8",
            "invalid_utf8",
            "malformed_escape",
            "malformed_escape",
            "-"
        ]
    );
    let offsets: Vec<&Value> = r[4..8].iter().map(|r| &r["error"]["offset"]).collect();
    assert_eq!(offsets, [3, 0, 2, 0]);
}

#[test]
fn unescape_lossy() {
    let r = check(
        "unescape_lossy",
        &["unescape", "--lossy"],
        &["caf%E9", "50%", "a%41"],
        1,
    );
    assert_eq!(field(&r, "result"), ["caf\u{fffd}", "null", "aA"]);
    assert_eq!(r[0]["result_bytes"], r"caf\xE9");
    assert_eq!(r[0]["error"], Value::Null);
    assert_eq!(r[1]["error"]["kind"], "malformed_escape");
    // Every input decodes: exit 0.
    let out = run(&["unescape", "--lossy", "caf%E9", "%FF%FE"], None);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn unescape_input_not_utf8() {
    let r = check_stdin("unescape_not_utf8", &["unescape"], b"a%20b\n\xff%41\n", 1);
    assert_eq!(field(&r, "result"), ["a b", "null"]);
    assert_eq!(r[1]["error"]["kind"], "not_utf8");
    assert_eq!(r[1]["input_bytes"], r"\xFF%41");
}

#[test]
fn unescape_text() {
    let out = check_text(
        "unescape_text",
        &["unescape", "--format", "text"],
        Some(b"a%20b\ncaf%E9\n50%\n%E2%80%AE%09x\n\n"),
        1,
    );
    // Hidden and control characters are shown as what they are.
    assert!(
        out.contains("\n<U+202E>\u{2409}x  <-  %E2%80%AE%09x\n"),
        "{out}"
    );
    assert!(out.ends_with("\n\"\"  <-  \"\"\n"), "{out}");
}

#[test]
fn help() {
    check_help("help_escape", &["escape", "--help"]);
    check_help("help_unescape", &["unescape", "--help"]);
}
