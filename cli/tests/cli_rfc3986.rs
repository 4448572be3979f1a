//! `--dialect rfc3986`, RFC 3986's grammar, in every command that takes a
//! dialect, run as a real process: parse, tree, check, extract, resolve,
//! relativize, normalize, equivalent, lint and rules. Each transcript is a
//! snapshot in `snapshots/cli/`; the values RFC 3986 fixes (its own
//! examples, Appendix D's differences from RFC 2396) are asserted too.

use crate::assert_transcript;
use crate::common;

use common::{Shown, check, check_stdin, check_text, field, run, transcript};

const RFC3986: &[&str] = &["--dialect", "rfc3986"];

fn args<'a>(command: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec![command];
    all.extend_from_slice(RFC3986);
    all.extend_from_slice(more);
    all
}

#[test]
fn parse_reads_rfc_3986_s_components() {
    // Section 3's example, Appendix D's shapes, and a refusal.
    let inputs = [
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        "mailto:a@b?subject=x",
        "http://a_b.example/",
        "http://1.2.3.400/",
        "http://[v7.x]/",
        "?y",
        "scheme:",
    ];
    let reports = check("rfc3986_parse", &args("parse", &[]), &inputs, 0);
    assert!(reports.iter().all(|r| r["valid"] == true));
    assert!(reports.iter().all(|r| r["dialect"] == "rfc3986"));
    let kinds: Vec<&str> = reports
        .iter()
        .map(|r| r["components"]["host_kind"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        kinds,
        [
            "reg-name",
            "-",
            "-",
            "reg-name",
            "reg-name",
            "IPvFuture",
            "-",
            "-"
        ]
    );
    assert_eq!(reports[2]["components"]["path_kind"], "path-rootless");
    assert_eq!(reports[2]["components"]["query"], "subject=x");
    let refused = check(
        "rfc3986_parse_refused",
        &args("parse", &[]),
        &["http://a@b@c/", "1a:b"],
        1,
    );
    assert_eq!(field(&refused, "valid"), ["false", "false"]);
    let fix = refused[1]["error"]["fix"].as_str().unwrap_or_default();
    assert!(fix.ends_with("the end of a scheme (RFC 3986 4.2)"), "{fix}");
}

#[test]
fn tree_cuts_rfc_3986_s_rules() {
    let reports = check(
        "rfc3986_tree",
        &args("tree", &[]),
        &["http://u@[::1]:8/a?q#f", "a/b:c"],
        0,
    );
    assert_eq!(reports[0]["tree"]["children"][0]["rule"], "URI");
    assert_eq!(reports[1]["tree"]["children"][0]["rule"], "relative-ref");
    check(
        "rfc3986_tree_host",
        &args("tree", &["--rule", "host"]),
        &["1.2.3.4", "1.2.3.400"],
        0,
    );
}

#[test]
fn check_extract_and_lint() {
    // check's summary goes to standard error, its lines to standard output.
    let check_args = args("check", &["--format", "text"]);
    let stdin: &[u8] = b"http://a_b/\nmailto:a@b?x\nhttp://a@b@c/\n";
    let out = run(&check_args, Some(stdin));
    let text = transcript(&check_args, Some(stdin), &out, Shown::Text);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("2 valid, 1 invalid"), "{text}");
    assert_transcript("rfc3986_check", &text);
    let found = check_stdin(
        "rfc3986_extract",
        &args("extract", &[]),
        b"see <http://a_b.example/x> and http://[v1.x]/ today\n",
        0,
    );
    assert!(!found.is_empty());
    check(
        "rfc3986_lint",
        &args("lint", &[]),
        &["http://a/./b", "HTTP://A/%7e"],
        1,
    );
}

#[test]
fn resolve_relativize_normalize_and_equivalent_follow_rfc_3986() {
    let base = "http://a/b/c/d;p?q";
    // RFC 3986 removes the dot segments of every path (5.4.2), and keeps
    // the base's path for `?y` (5.4.1); RFC 2396 did neither.
    let resolved = check(
        "rfc3986_resolve",
        &args("resolve", &["--base", base]),
        &["/./g", "?y", "../../../g", "g;x=1/../y"],
        0,
    );
    assert_eq!(
        field(&resolved, "result"),
        [
            "http://a/g",
            "http://a/b/c/d;p?y",
            "http://a/g",
            "http://a/b/c/y"
        ]
    );
    let relative = check(
        "rfc3986_relativize",
        &args("relativize", &["--base", base]),
        &["http://a/b/c/d;p?y", "http://a/b/g"],
        0,
    );
    assert_eq!(field(&relative, "result"), ["?y", "../g"]);
    let normal = check(
        "rfc3986_normalize",
        &args("normalize", &[]),
        &[
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "HTTP://A:80",
            "http://a/%21%7e",
        ],
        0,
    );
    assert_eq!(
        field(&normal, "result"),
        ["example://a/b/c/%7Bfoo%7D", "http://a/", "http://a/%21~"]
    );
    let same = check_text(
        "rfc3986_equivalent",
        &args(
            "equivalent",
            &[
                "--format",
                "text",
                "http://example.com",
                "http://example.com:/",
            ],
        ),
        None,
        0,
    );
    assert!(same.starts_with("equivalent\n"), "{same}");
}

#[test]
fn rules_lists_rfc_3986_s_grammar() {
    check_text("rfc3986_rules_host", &args("rules", &["host"]), None, 0);
    let listing = check_text("rfc3986_rules", &args("rules", &[]), None, 0);
    assert!(listing.contains("IPvFuture"));
    assert!(listing.contains("path-noscheme"));
}
