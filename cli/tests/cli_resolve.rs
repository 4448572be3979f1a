//! `uri2396 resolve` and `uri2396 normalize`, run as a real process: their
//! JSON lines and text, options, exit codes and messages.
//!
//! The examples of RFC 2396 Appendix C are read from the RFC's own text
//! (`tests/data/resolve/appendix-c.txt`) and fed to the tool through
//! standard input; each result is checked against the RFC, then the whole
//! transcript is snapshotted.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, what was on standard error, then standard
//! output: JSON lines re-indented (keeping the fields in the order printed),
//! text as printed.

use crate::assert_transcript;
use crate::common;

use std::path::Path;
use std::process::Output;

use serde_json::Value;

use common::{Shown, check, check_help, check_text, field, lines_of, run, transcript};

const BASE: &str = "http://a/b/c/d;p?q";

/// The lines of standard output as [`common::json_lines`] reads them, each
/// also checked to start with `"version":1`. ([`check`] and [`check_stdin`]
/// need not: their snapshots keep every byte of each line, that included.)
fn json_lines(out: &Output) -> Vec<Value> {
    let reports = common::json_lines(out);
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        assert!(line.starts_with("{\"version\":1,"), "{line}");
    }
    reports
}

/// As [`check`], with `stdin` as the input: one report per line of it.
#[track_caller]
fn check_stdin(name: &str, args: &[&str], stdin: &[u8], code: i32) -> Vec<Value> {
    let reports = common::check_stdin(name, args, stdin, code);
    assert_eq!(reports.len(), lines_of(stdin).len(), "one report per line");
    reports
}

/// Runs a usage error: exit status 2, nothing on standard output, a
/// message on standard error; snapshots the transcript. Returns standard
/// error.
#[track_caller]
fn check_usage_error(name: &str, args: &[&str], stdin: Option<&[u8]>) -> String {
    let out = run(args, stdin);
    let text = transcript(args, stdin, &out, Shown::Text);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(out.stdout.is_empty(), "{text}");
    assert_transcript(name, &text);
    String::from_utf8(out.stderr).expect("messages are UTF-8")
}

/// `inputs` as standard input, one a line.
fn stdin_of(inputs: &[&str]) -> Vec<u8> {
    inputs
        .iter()
        .flat_map(|i| format!("{i}\n").into_bytes())
        .collect()
}

// --- Appendix C -----------------------------------------------------------

/// One `reference = result` row of Appendix C; a `(current document)` row
/// has `same_document` set and its `expected` is the base (without
/// fragment) followed by the fragment.
#[derive(Debug)]
struct Row {
    reference: String,
    expected: String,
    same_document: bool,
}

/// The base and the rows of C.1 and C.2, read from the RFC's text. Of a row
/// with two readings (`http:g`), the first.
fn appendix_c() -> (String, Vec<Row>, Vec<Row>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/resolve/appendix-c.txt");
    let text = std::fs::read_to_string(&path).expect("tests/data/resolve/appendix-c.txt");
    let mut base = None;
    let (mut normal, mut abnormal) = (Vec::new(), Vec::new());
    let mut section = "";
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim_end().ends_with("base URI of") {
            base = lines.by_ref().map(str::trim).find(|l| !l.is_empty());
            continue;
        }
        if line.starts_with("C.1") {
            section = "C.1";
        } else if line.starts_with("C.2") {
            section = "C.2";
        }
        // "      g:h           =  g:h", "      http:g  =  http:g   ; note"
        let Some((reference, rest)) = line
            .starts_with("      ")
            .then(|| line.trim().split_once(" =  "))
            .flatten()
        else {
            continue;
        };
        let result = rest.split(" ;").next().unwrap().trim();
        let reference = if reference.trim() == "<>" {
            String::new()
        } else {
            reference.trim().to_string()
        };
        let base = base.expect("the base comes first");
        let row = match result.strip_prefix("(current document)") {
            Some(fragment) => Row {
                reference,
                expected: format!("{base}{fragment}"),
                same_document: true,
            },
            None => Row {
                reference,
                expected: result.to_string(),
                same_document: false,
            },
        };
        match section {
            "C.1" => normal.push(row),
            "C.2" => abnormal.push(row),
            _ => panic!("a row outside C.1 and C.2: {line}"),
        }
    }
    (base.expect("the base").to_string(), normal, abnormal)
}

#[test]
fn appendix_c_is_read_whole() {
    let (base, normal, abnormal) = appendix_c();
    assert_eq!(base, BASE);
    assert_eq!(normal.len(), 22);
    assert_eq!(abnormal.len(), 20);
    assert!(abnormal.iter().any(|r| r.reference.is_empty()));
}

#[test]
fn resolve_appendix_c_normal() {
    // Every normal example, through standard input. `?y` is not RFC 2396
    // syntax, but the appendix resolves it: --allow-empty-path reads it so.
    let (base, normal, _) = appendix_c();
    let references: Vec<&str> = normal.iter().map(|r| r.reference.as_str()).collect();
    let stdin = stdin_of(&references);
    let r = check_stdin(
        "resolve_appendix_c_normal",
        &["resolve", "--base", &base, "--allow-empty-path"],
        &stdin,
        0,
    );
    assert_eq!(r.len(), normal.len());
    for (report, row) in r.iter().zip(&normal) {
        assert_eq!(report["input"], row.reference.as_str());
        assert_eq!(report["base"], base.as_str());
        assert_eq!(report["result"], row.expected.as_str(), "{}", row.reference);
        assert_eq!(report["same_document"], row.same_document, "{report}");
        assert_eq!(report["error"], Value::Null);
    }
}

#[test]
fn resolve_appendix_c_normal_strict_syntax() {
    // Without --allow-empty-path, `?y` alone fails: a relativeURI needs a
    // path (5). Every other normal example resolves as before.
    let (base, normal, _) = appendix_c();
    let references: Vec<&str> = normal.iter().map(|r| r.reference.as_str()).collect();
    let stdin = stdin_of(&references);
    let out = run(&["resolve", "--base", &base], Some(&stdin));
    assert_eq!(out.status.code(), Some(1));
    let r = json_lines(&out);
    assert_eq!(r.len(), normal.len());
    for (report, row) in r.iter().zip(&normal) {
        if row.reference == "?y" {
            assert_eq!(report["result"], Value::Null);
            assert_eq!(report["same_document"], Value::Null);
            assert_eq!(report["error"]["kind"], "syntax");
            assert_eq!(report["error"]["offset"], 0);
            assert_eq!(report["error"]["fix"], "put \"./\" before the \"?\"");
        } else {
            assert_eq!(report["result"], row.expected.as_str(), "{}", row.reference);
        }
    }
}

#[test]
fn resolve_appendix_c_abnormal_text() {
    // Every abnormal example under the default options, which follow the
    // first reading of each row: `..` above the root kept, `http:g` as an
    // absolute URI (for validating parsers). The empty reference `<>` is
    // an empty line.
    let (base, _, abnormal) = appendix_c();
    let references: Vec<&str> = abnormal.iter().map(|r| r.reference.as_str()).collect();
    let stdin = stdin_of(&references);
    let out = check_text(
        "resolve_appendix_c_abnormal_text",
        &["resolve", "--base", &base, "--format", "text"],
        Some(&stdin),
        0,
    );
    let printed: Vec<&str> = out.lines().collect();
    assert_eq!(printed.len(), abnormal.len(), "one line per reference");
    for (line, row) in printed.iter().zip(&abnormal) {
        let reference = if row.reference.is_empty() {
            "\"\""
        } else {
            &row.reference
        };
        let mut expected = format!("{}  <-  {reference}", row.expected);
        if row.same_document {
            expected.push_str("  (same document)");
        }
        assert_eq!(*line, expected);
    }
}

// --- resolve: the options ---------------------------------------------------

#[test]
fn resolve_above_root() {
    // 5.2 step 6g: keep (Appendix C), remove ("some implementations"), or
    // reject.
    let inputs = ["../../../g", "../../../../g", "../g"];
    let expect = |above: &str, code: i32, results: [&str; 3]| {
        let name = format!("resolve_above_root_{above}");
        let r = check(
            &name,
            &["resolve", "--base", BASE, "--above-root", above],
            &inputs,
            code,
        );
        assert_eq!(field(&r, "result"), results, "{above}");
        r
    };
    let r = expect(
        "keep",
        0,
        ["http://a/../g", "http://a/../../g", "http://a/b/g"],
    );
    assert_eq!(field(&r, "same_document"), ["false"; 3]);
    expect("remove", 0, ["http://a/g", "http://a/g", "http://a/b/g"]);
    let r = expect("reject", 1, ["null", "null", "http://a/b/g"]);
    assert_eq!(r[0]["error"]["kind"], "above_root");
    assert_eq!(r[0]["error"]["offset"], Value::Null);
    assert_eq!(r[0]["same_document"], Value::Null);
    assert!(
        r[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("\"/../../g\""),
        "{}",
        r[1]
    );
    assert_eq!(r[2]["error"], Value::Null);

    // The default is keep.
    let default = run(&[&["resolve", "--base", BASE][..], &inputs].concat(), None);
    let keep = run(
        &[
            &["resolve", "--base", BASE, "--above-root", "keep"][..],
            &inputs,
        ]
        .concat(),
        None,
    );
    assert_eq!(default.stdout, keep.stdout);
}

#[test]
fn resolve_same_scheme() {
    // 5.2 step 3, C.2: `http:g` is absolute for validating parsers, and
    // relative "for backwards compatibility", for hierarchical schemes only
    // and with the scheme compared without regard to case.
    let inputs = ["http:g", "HTTP:g?y", "ftp:g", "mailto:a@b"];
    let r = check(
        "resolve_same_scheme_strict",
        &["resolve", "--base", BASE, "--same-scheme", "strict"],
        &inputs,
        0,
    );
    assert_eq!(field(&r, "result"), inputs);
    let r = check(
        "resolve_same_scheme_backward_compatible",
        &[
            "resolve",
            "--base",
            BASE,
            "--same-scheme",
            "backward-compatible",
        ],
        &inputs,
        0,
    );
    assert_eq!(
        field(&r, "result"),
        ["http://a/b/c/g", "http://a/b/c/g?y", "ftp:g", "mailto:a@b"]
    );
    let default = run(&["resolve", "--base", BASE, "http:g"], None);
    assert_eq!(json_lines(&default)[0]["result"], "http:g");
}

#[test]
fn resolve_query_only() {
    // `?y` is not a URI reference under RFC 2396 (a relativeURI needs a
    // path), though Appendix C resolves it.
    let inputs = ["?y", "?y#s", "?a b"];
    let r = check(
        "resolve_query_only_strict",
        &["resolve", "--base", BASE],
        &inputs,
        1,
    );
    assert_eq!(field(&r, "result"), ["null", "null", "null"]);
    assert_eq!(r[0]["error"]["kind"], "syntax");
    assert_eq!(r[0]["error"]["rule"], "URI-reference");
    let r = check(
        "resolve_query_only_allowed",
        &["resolve", "--base", BASE, "--allow-empty-path"],
        &inputs,
        1,
    );
    assert_eq!(
        field(&r, "result"),
        ["http://a/b/c/?y", "http://a/b/c/?y#s", "null"]
    );
    // The error of an invalid query is placed in the reference as written.
    assert_eq!(r[2]["error"]["offset"], 2);
    assert_eq!(r[2]["error"]["fix"], "escape it as %20");
}

#[test]
fn resolve_same_document() {
    // 4.2: an empty reference, or a fragment alone, is the current
    // document: the base without its fragment, then the reference's
    // fragment. `g#s` is another document.
    let base = "http://a/b/c/d;p?q#f";
    let r = check(
        "resolve_same_document",
        &["resolve", "--base", base],
        &["", "#s", "#", "g#s"],
        0,
    );
    assert_eq!(
        field(&r, "result"),
        [
            "http://a/b/c/d;p?q",
            "http://a/b/c/d;p?q#s",
            "http://a/b/c/d;p?q#",
            "http://a/b/c/g#s"
        ]
    );
    assert_eq!(
        field(&r, "same_document"),
        ["true", "true", "true", "false"]
    );
}

#[test]
fn resolve_other_bases() {
    // A base without a path (read as "/": the authority never moves), a
    // base without an authority, an absolute reference against any base.
    let r = check(
        "resolve_other_bases",
        &["resolve", "--base", "http://a"],
        &["g", "../g", "//b", "mailto:x@y"],
        0,
    );
    assert_eq!(
        field(&r, "result"),
        ["http://a/g", "http://a/../g", "http://b", "mailto:x@y"]
    );
    let out = run(&["resolve", "--base", "file:/x/y", "z"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_lines(&out)[0]["result"], "file:/x/z");
}

// --- resolve: bases that cannot serve ---------------------------------------

#[test]
fn resolve_invalid_base() {
    // No reference can be resolved against it: an error of the arguments,
    // reported before any input is read.
    let stderr = check_usage_error(
        "resolve_invalid_base",
        &["resolve", "--base", "http://a b/", "g"],
        None,
    );
    assert!(stderr.contains("--base"), "{stderr}");
    assert!(stderr.contains("' ' (space) is excluded"), "{stderr}");
    assert!(stderr.contains("fix: escape it as %20"), "{stderr}");
    // Standard input is not read.
    let out = run(&["resolve", "--base", "http:"], Some(b"g\n"));
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn resolve_opaque_base() {
    let stderr = check_usage_error(
        "resolve_opaque_base",
        &["resolve", "--base", "mailto:x@example.com"],
        Some(b"g\n"),
    );
    assert!(stderr.contains("is opaque"), "{stderr}");
}

#[test]
fn resolve_relative_base() {
    let stderr = check_usage_error(
        "resolve_relative_base",
        &["resolve", "--base", "/b/c", "g"],
        None,
    );
    assert!(stderr.contains("is a relative reference"), "{stderr}");
}

#[test]
fn resolve_needs_a_base() {
    let out = run(&["resolve", "g"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("--base"), "{stderr}");
}

#[test]
fn resolve_unknown_option_value() {
    for args in [
        &["resolve", "--base", BASE, "--above-root", "drop", "g"][..],
        &["resolve", "--base", BASE, "--same-scheme", "loose", "g"],
        &["resolve", "--base", BASE, "--format", "yaml", "g"],
    ] {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

// --- resolve: standard input ------------------------------------------------

#[test]
fn resolve_invalid_lines() {
    // Valid, invalid and empty lines, CRLF, a second "#", a last line
    // without newline: one report each, in order.
    let stdin = b"g\r\na b\n\ng#s#t\n<g>\n../g";
    let r = check_stdin(
        "resolve_invalid_lines",
        &["resolve", "--base", BASE],
        stdin,
        1,
    );
    assert_eq!(field(&r, "input"), ["g", "a b", "", "g#s#t", "<g>", "../g"]);
    assert_eq!(
        field(&r, "result"),
        [
            "http://a/b/c/g",
            "null",
            "http://a/b/c/d;p?q",
            "null",
            "null",
            "http://a/b/g"
        ]
    );
    let kinds: Vec<&Value> = r.iter().map(|r| &r["error"]["kind"]).collect();
    assert_eq!(
        kinds,
        [
            &Value::Null,
            &Value::from("syntax"),
            &Value::Null,
            &Value::from("syntax"),
            &Value::from("syntax"),
            &Value::Null
        ]
    );
    assert_eq!(r[1]["error"]["offset"], 1);
    assert_eq!(r[3]["error"]["offset"], 3);
}

#[test]
fn resolve_not_utf8() {
    // A line that is not UTF-8 is reported, never skipped, and the lines
    // after it are still resolved.
    let stdin = b"g\xff\n\xe2\x82\n./g\n";
    let r = check_stdin("resolve_not_utf8", &["resolve", "--base", BASE], stdin, 1);
    assert_eq!(r[0]["input"], "g\u{fffd}");
    assert_eq!(r[0]["error"]["kind"], "not_utf8");
    assert_eq!(r[0]["error"]["offset"], 1);
    assert_eq!(r[0]["error"]["fix"], "escape each byte as %XX: %FF");
    assert_eq!(r[1]["error"]["kind"], "not_utf8");
    assert_eq!(r[2]["result"], "http://a/b/c/g");
}

#[test]
fn resolve_stdin_counts_lines() {
    for (stdin, lines) in [
        (&b""[..], 0),
        (b"\n", 1),
        (b"\n\n", 2),
        (b"g", 1),
        (b"g\n", 1),
        (b"g\r\n", 1),
        (b"g\nh", 2),
    ] {
        let out = run(&["resolve", "--base", BASE], Some(stdin));
        let text = transcript(&["resolve"], Some(stdin), &out, Shown::Json);
        assert_eq!(out.status.code(), Some(0), "{text}");
        assert_eq!(json_lines(&out).len(), lines, "{text}");
    }
}

// --- resolve: text ----------------------------------------------------------

#[test]
fn resolve_text() {
    // Results, a same-document reference, a syntax error with its caret,
    // and a reference refused above the root.
    let out = check_text(
        "resolve_text",
        &[
            "resolve",
            "--base",
            BASE,
            "--above-root",
            "reject",
            "--format",
            "text",
            "g;x?y#s",
            "",
            "a b",
            "../../../g",
            "//g",
        ],
        None,
        1,
    );
    assert!(
        out.starts_with("http://a/b/c/g;x?y#s  <-  g;x?y#s\n"),
        "{out}"
    );
    assert!(out.contains("\nhttp://a/b/c/d;p?q  <-  \"\"  (same document)\n"));
    assert!(
        out.contains("\ninvalid URI-reference: ' ' (space)"),
        "{out}"
    );
    assert!(out.contains("\n   ^\n"), "the caret under the space: {out}");
    assert!(out.contains("\nerror: the reference \"../../../g\" climbs above the root"));
    assert!(out.ends_with("\nhttp://g  <-  //g\n"), "{out}");
}

#[test]
fn resolve_text_color() {
    let args = [
        "--color", "always", "resolve", "--base", BASE, "--format", "text", "g", "a b",
    ];
    let out = check_text("resolve_text_color", &args, None, 1);
    assert!(out.contains("\x1b[1mhttp://a/b/c/g\x1b[0m"), "{out:?}");
    assert!(out.contains("\x1b[1;31minvalid\x1b[0m"), "{out:?}");
    // Never in JSON.
    let json = run(
        &[
            "--color", "always", "resolve", "--base", BASE, "--format", "jsonl", "g", "a b",
        ],
        None,
    );
    assert!(!json.stdout.contains(&0x1b));
}

// --- normalize ----------------------------------------------------------------

#[test]
fn normalize_cases() {
    // Section 6 and 2.4.2: case of scheme and host (not of userinfo, path,
    // reg_name, query or fragment), escapes, default and empty ports, dot
    // segments of absolute paths; a relative path keeps its dot segments.
    let inputs = [
        "HTTP://www.XEROX.com/Doc",
        "http://User@A.Example/P?Q#F",
        "http://a_B/C",
        "http://a/%7euser/%7E%41%2f%2F%c3%a9",
        "http://a:80/",
        "http://a:080/",
        "http://a:/",
        "http://a:8080/",
        "https://a:443/",
        "ftp://a:21/b",
        "http://a/b/./c/../d/.",
        "http://a/../g",
        "/a/./b/../c",
        "../a/./b/%2e%2E",
        "http://a",
        "mailto:A@B.Example",
        "",
    ];
    let r = check("normalize_cases", &["normalize"], &inputs, 0);
    assert_eq!(
        field(&r, "result"),
        [
            "http://www.xerox.com/Doc",
            "http://User@a.example/P?Q#F",
            "http://a_B/C",
            "http://a/~user/~A%2F%2F%C3%A9",
            "http://a/",
            "http://a/",
            "http://a/",
            "http://a:8080/",
            "https://a/",
            "ftp://a/b",
            "http://a/b/d/",
            "http://a/../g",
            "/a/c",
            "../a/./b/%2E%2E",
            "http://a",
            "mailto:A@B.Example",
            "",
        ]
    );
    // A normal form is its own normal form.
    let results = field(&r, "result");
    let again = run(
        &[
            &["normalize"][..],
            &results.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
        None,
    );
    assert_eq!(field(&json_lines(&again), "result"), results);
}

#[test]
fn normalize_default_port_option() {
    // Added to the table (svn), and replacing a port in it (http).
    let args = [
        "normalize",
        "--default-port",
        "svn=3690",
        "--default-port",
        "HTTP=8080",
    ];
    let inputs = [
        "svn://h:3690/r",
        "SVN://h:03690/r",
        "svn://h:80/r",
        "http://h:8080/",
        "http://h:80/",
        "https://h:443/",
    ];
    let r = check("normalize_default_port_option", &args, &inputs, 0);
    assert_eq!(
        field(&r, "result"),
        [
            "svn://h/r",
            "svn://h/r",
            "svn://h:80/r",
            "http://h/",
            "http://h:80/",
            "https://h/"
        ]
    );
}

#[test]
fn normalize_default_port_usage_errors() {
    for (name, value, says) in [
        ("normalize_default_port_no_equals", "svn", "SCHEME=PORT"),
        (
            "normalize_default_port_bad_scheme",
            "1svn=3690",
            "is not a scheme",
        ),
        (
            "normalize_default_port_bad_port",
            "svn=65536",
            "is not a port number",
        ),
    ] {
        let stderr = check_usage_error(
            name,
            &["normalize", "--default-port", value, "svn://h/"],
            None,
        );
        assert!(stderr.contains(says), "{stderr}");
    }
    for value in ["svn=", "svn=+1", "svn=-1", "=80"] {
        let out = run(&["normalize", "--default-port", value, "svn://h/"], None);
        assert_eq!(out.status.code(), Some(2), "{value}");
    }
}

#[test]
fn normalize_invalid_stdin() {
    // Invalid lines among valid ones, one not UTF-8: one report per line.
    let stdin = b"HTTP://A/\nhttp://a/b c\n\xe9\nhttp:\n?y\nhttp://a/%2g\r\nHTTP://B:80";
    let r = check_stdin("normalize_invalid_stdin", &["normalize"], stdin, 1);
    assert_eq!(
        field(&r, "result"),
        [
            "http://a/",
            "null",
            "null",
            "null",
            "null",
            "null",
            "http://b"
        ]
    );
    let kinds: Vec<String> = r
        .iter()
        .map(|r| r["error"]["kind"].as_str().unwrap_or("-").to_string())
        .collect();
    assert_eq!(
        kinds,
        ["-", "syntax", "not_utf8", "syntax", "syntax", "syntax", "-"]
    );
    assert_eq!(r[1]["error"]["offset"], 10);
    assert_eq!(r[5]["input"], "http://a/%2g");
    assert_eq!(r[5]["error"]["fix"], "escape a literal \"%\" as %25");
}

#[test]
fn normalize_text() {
    let out = check_text(
        "normalize_text",
        &["normalize", "--format", "text"],
        Some(b"HTTP://A:80/%7e\nhttp://a/\n\nhttp://a/b c\n"),
        1,
    );
    assert!(
        out.starts_with("http://a/~  <-  HTTP://A:80/%7e\n"),
        "{out}"
    );
    assert!(out.contains("\n\"\"  <-  \"\"\n"), "{out}");
    assert!(
        out.contains("\ninvalid URI-reference: ' ' (space)"),
        "{out}"
    );
}

#[test]
fn normalize_stdin_counts_lines() {
    for (stdin, lines) in [(&b""[..], 0), (b"\n", 1), (b"a\r\n", 1), (b"a\nb", 2)] {
        let out = run(&["normalize"], Some(stdin));
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(json_lines(&out).len(), lines);
    }
}

// --- both ---------------------------------------------------------------------

#[test]
fn jsonl_is_the_default_off_a_terminal() {
    for args in [&["resolve", "--base", BASE][..], &["normalize"]] {
        let inputs = ["g", "a b", "HTTP://A:80/"];
        let default = run(&[args, &inputs].concat(), None);
        for format in ["jsonl", "json"] {
            let explicit = run(&[args, &["--format", format], &inputs].concat(), None);
            assert_eq!(
                explicit.stdout, default.stdout,
                "{args:?} --format {format}"
            );
            assert_eq!(explicit.status.code(), default.status.code());
        }
        assert_eq!(json_lines(&default).len(), inputs.len());
        assert_eq!(default.status.code(), Some(1));
    }
}

#[test]
fn help() {
    for (name, args) in [
        ("help_resolve", &["resolve", "--help"][..]),
        ("help_normalize", &["normalize", "--help"]),
    ] {
        check_help(name, args);
    }
    let out = run(&["--help"], None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("\n  resolve "), "{stdout}");
    assert!(stdout.contains("\n  normalize "), "{stdout}");
}

// --- relativize -----------------------------------------------------------------

#[test]
fn relativize_appendix_c_round_trip() {
    // Each result of C.1 (and of C.2 under the defaults), relativized
    // against the base, resolves back to itself; the normal examples come
    // back as short as the appendix wrote them, or shorter.
    let (base, normal, abnormal) = appendix_c();
    let mut targets: Vec<&str> = normal
        .iter()
        .chain(&abnormal)
        .map(|r| r.expected.as_str())
        .collect();
    targets.sort_unstable();
    targets.dedup();
    let stdin = stdin_of(&targets);
    let r = check_stdin(
        "relativize_appendix_c",
        &["relativize", "--base", &base],
        &stdin,
        0,
    );
    let references = field(&r, "result");
    let back = run(
        &[
            &["resolve", "--base", &base][..],
            &references.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
        None,
    );
    assert_eq!(field(&json_lines(&back), "result"), targets);
    // `?y` is not RFC 2396 syntax: its target comes back as `.?y`.
    for row in normal
        .iter()
        .filter(|r| uri2396::grammar::Rule::URI_REFERENCE.matches(&r.reference))
    {
        let at = targets.iter().position(|t| *t == row.expected).unwrap();
        assert!(
            references[at].len() <= row.reference.len().max(1),
            "{} for {}",
            references[at],
            row.reference
        );
    }
}

#[test]
fn relativize_errors() {
    let inputs = [
        "g",
        "a b",
        "http://a/b c",
        "mailto:x@y",
        "http://a/b/c/d;p?q",
    ];
    let r = check(
        "relativize_errors",
        &["relativize", "--base", BASE],
        &inputs,
        1,
    );
    assert_eq!(
        field(&r, "result"),
        ["null", "null", "null", "mailto:x@y", ""]
    );
    let kinds: Vec<&str> = r
        .iter()
        .map(|r| r["error"]["kind"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(kinds, ["relative_target", "syntax", "syntax", "-", "-"]);
    assert_eq!(r[2]["error"]["offset"], 10);
    let r = check_stdin(
        "relativize_not_utf8",
        &["relativize", "--base", BASE],
        b"http://a/\xff\nhttp://a/b/c/g\n",
        1,
    );
    assert_eq!(r[0]["error"]["kind"], "not_utf8");
    assert_eq!(r[0]["input_bytes"], r"http://a/\xFF");
    assert_eq!(r[1]["result"], "g");
}

#[test]
fn relativize_text() {
    let out = check_text(
        "relativize_text",
        &[
            "relativize",
            "--base",
            BASE,
            "--format",
            "text",
            "http://a/b/c/g",
            "g",
            "http://a/b c",
            "http://a/b/c/d;p?q",
        ],
        None,
        1,
    );
    assert!(out.starts_with("g  <-  http://a/b/c/g\n"), "{out}");
    assert!(out.ends_with("\n\"\"  <-  http://a/b/c/d;p?q\n"), "{out}");
}

#[test]
fn relativize_bad_base_is_a_usage_error() {
    for (name, base, says) in [
        ("relativize_relative_base", "b/c", "relative reference"),
        ("relativize_opaque_base", "mailto:x@y", "is opaque"),
        (
            "relativize_invalid_base",
            "http://a/b c",
            "not a URI reference",
        ),
    ] {
        let stderr = check_usage_error(name, &["relativize", "--base", base, "http://a/"], None);
        assert!(stderr.contains(says), "{stderr}");
    }
}

// --- equivalent -----------------------------------------------------------------

#[test]
fn equivalent_exit_status() {
    for (a, b, code) in [
        (
            "HTTP://www.Example.COM:80/%7euser",
            "http://www.example.com/~user",
            0,
        ),
        ("http://a/b#s", "http://a/b#s", 0),
        ("", "", 0),
        ("http://a", "http://a/", 1),
        ("http://a/b#s", "http://a/b#t", 1),
        ("http://a/%2F", "http://a//", 1),
        ("a b", "a b", 2),
        ("http://a/", "http:", 2),
    ] {
        let out = run(&["equivalent", a, b], None);
        assert_eq!(out.status.code(), Some(code), "{a} {b}");
        let r = json_lines(&out);
        assert_eq!(r.len(), 1);
        assert_eq!(r[0]["a"], a);
        assert_eq!(r[0]["b"], b);
        let equivalent = match code {
            0 => Value::Bool(true),
            1 => Value::Bool(false),
            _ => Value::Null,
        };
        assert_eq!(r[0]["equivalent"], equivalent, "{a} {b}");
    }
}

#[test]
fn equivalent_snapshots() {
    check_text(
        "equivalent_text",
        &[
            "equivalent",
            "--format",
            "text",
            "HTTP://A:80/%7e",
            "http://a/~",
        ],
        None,
        0,
    );
    check_text(
        "equivalent_text_not",
        &["equivalent", "--format", "text", "http://a", "http://a/"],
        None,
        1,
    );
    let out = run(
        &["equivalent", "--format", "text", "http://a/", "a b"],
        None,
    );
    let text = transcript(
        &["equivalent", "--format", "text", "http://a/", "a b"],
        None,
        &out,
        Shown::Text,
    );
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.contains("invalid URI-reference: ' ' (space)"),
        "{text}"
    );
    assert_transcript("equivalent_text_invalid", &text);
    let out = run(&["equivalent", "http://a/\u{e9}", "http://a/"], None);
    let text = transcript(
        &["equivalent", "http://a/\u{e9}", "http://a/"],
        None,
        &out,
        Shown::Json,
    );
    assert_eq!(out.status.code(), Some(2), "{text}");
    let r = json_lines(&out);
    assert_eq!(r[0]["a_error"]["kind"], "syntax");
    assert_eq!(r[0]["a_normal"], Value::Null);
    assert_eq!(r[0]["b_normal"], "http://a/");
    assert_transcript("equivalent_invalid", &text);
}

#[test]
fn equivalent_takes_two_references() {
    for args in [
        &["equivalent"][..],
        &["equivalent", "a"],
        &["equivalent", "a", "b", "c"],
    ] {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn help_relativize_and_equivalent() {
    check_help("help_relativize", &["relativize", "--help"]);
    check_help("help_equivalent", &["equivalent", "--help"]);
}

// --- --dialect ------------------------------------------------------------------

#[test]
fn dialect_reads_base_references_and_inputs() {
    let base = "http://[2001:db8::1]/a/b?q";
    // The base is read in the dialect, and the references in the base's.
    let r = check(
        "resolve_dialect_rfc2732",
        &[
            "resolve",
            "--base",
            base,
            "--dialect",
            "rfc2732",
            "--format",
            "jsonl",
        ],
        &["../c?[x]", "//[::1]:8080/", "g h"],
        1,
    );
    assert_eq!(r[0]["result"], "http://[2001:db8::1]/c?[x]");
    assert_eq!(r[1]["result"], "http://[::1]:8080/");
    assert_eq!(r[2]["error"]["offset"], 1);
    // The same base in the strict reading is a usage error that names the
    // dialect that reads it.
    let stderr = check_usage_error(
        "resolve_dialect_strict_base",
        &["resolve", "--base", base, "g"],
        None,
    );
    assert!(
        stderr.contains("the RFC 2732 dialect, \"rfc2732\""),
        "{stderr}"
    );
    assert!(stderr.contains("Usage: uri2396 resolve"), "{stderr}");

    let r = check(
        "relativize_dialect_rfc2732",
        &[
            "relativize",
            "--base",
            base,
            "--dialect",
            "rfc2732",
            "--format",
            "jsonl",
        ],
        &["http://[2001:db8::1]/a/c?[d]", "http://[::1]/a/"],
        0,
    );
    assert_eq!(r[0]["result"], "c?[d]");
    assert_eq!(r[1]["result"], "//[::1]/a/");
    let stderr = check_usage_error(
        "relativize_dialect_strict_base",
        &["relativize", "--base", base, "http://a/"],
        None,
    );
    assert!(stderr.contains("'[' (unwise)"), "{stderr}");

    let r = check(
        "normalize_dialect_rfc2732",
        &["normalize", "--dialect", "rfc2732", "--format", "jsonl"],
        &["HTTP://[::1]:80/%7e?[a]", "http://[::1%eth0]/"],
        1,
    );
    assert_eq!(r[0]["result"], "http://[::1]/~?[a]");
    assert_eq!(r[1]["error"]["offset"], 11);
    let out = run(&["normalize", "http://[::1]/"], None);
    assert_eq!(out.status.code(), Some(1));

    for (dialect, code) in [("rfc2732", 0), ("strict", 2)] {
        let out = run(
            &[
                "equivalent",
                "--dialect",
                dialect,
                "http://[::1]/%7e",
                "HTTP://[::1]:80/~",
            ],
            None,
        );
        assert_eq!(out.status.code(), Some(code), "{dialect}");
    }

    let out = run(
        &[
            "lint",
            "--dialect",
            "rfc2732",
            "--format",
            "jsonl",
            "http://[::1]/",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let r = json_lines(&out);
    assert_eq!(r[0]["findings"][0]["code"], "ipv6-host");
    assert_eq!(r[0]["valid"], true);
    let out = run(&["lint", "--format", "jsonl", "http://[::1]/"], None);
    assert_eq!(json_lines(&out)[0]["valid"], false);
}

/// `--dialect java`: java.net.URI's `resolve` and `normalize`
/// (docs/java.md, "Resolution").
#[test]
fn java_dialect_resolves_and_normalizes_as_java() {
    let r = check(
        "resolve_dialect_java",
        &[
            "resolve",
            "--base",
            "http://a:080/b/c/d;p?q",
            "--dialect",
            "java",
            "--format",
            "jsonl",
        ],
        &["#s", "", "g//h/../i", "?y", "///x", "http:g"],
        0,
    );
    assert_eq!(
        field(&r, "result"),
        [
            "http://a:80/b/c/d;p?q#s",
            "http://a:80/b/c/",
            "http://a:80/b/c/g/i",
            "http://a:80/b/c/?y",
            "http://a:80/x",
            "http:g",
        ]
    );
    assert_eq!(
        field(&r, "same_document"),
        ["true", "false", "false", "false", "false", "false"]
    );

    // Java's text for the empty reference against a base with no
    // authority after "//" and an empty path is "http:": no URI.
    let r = check(
        "resolve_dialect_java_unreadable",
        &[
            "resolve",
            "--base",
            "http://?q",
            "--dialect",
            "java",
            "--format",
            "jsonl",
        ],
        &["?y", ""],
        1,
    );
    assert_eq!(r[0]["result"], "http:?y");
    assert_eq!(r[1]["error"]["kind"], "unreadable_result");

    let r = check(
        "normalize_dialect_java",
        &["normalize", "--dialect", "java", "--format", "jsonl"],
        &[
            "HTTP://A:080/a//./b/../c?%7e",
            "a/../b:c",
            "///x/./y",
            "http://a:080/b",
        ],
        0,
    );
    assert_eq!(
        field(&r, "result"),
        ["HTTP://A:80/a/c?%7e", "./b:c", "/x/y", "http://a:080/b"]
    );
}

/// `--dialect java`: java.net.URI's `relativize` (the rest of the path
/// after the base's, as a directory) and `equals` (no normalization).
#[test]
fn java_dialect_relativizes_and_compares_as_java() {
    let r = check(
        "relativize_dialect_java",
        &[
            "relativize",
            "--base",
            "http://a/b",
            "--dialect",
            "java",
            "--format",
            "jsonl",
        ],
        &[
            "http://a/b/./c?q",
            "HTTP://a/b",
            "http://a/g",
            "ftp://a/b/c",
        ],
        0,
    );
    assert_eq!(
        field(&r, "result"),
        ["c?q", "", "http://a/g", "ftp://a/b/c"]
    );
    for (a, b, code) in [
        ("HTTP://A:080/%7e", "http://a:80/%7E", 0),
        ("http://a/./b", "http://a/b", 1),
    ] {
        let out = run(&["equivalent", "--dialect", "java", a, b], None);
        assert_eq!(out.status.code(), Some(code), "{a} {b}");
    }
}
