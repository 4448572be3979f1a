//! `uri2396 rules` and `uri2396 completions`, run as a real process.
//!
//! Snapshots (in `snapshots/cli/`) are transcripts: the command, the exit
//! code, then standard output as printed.

// The tool is built only with the `cli` feature: without it there is no
// binary to run (and an old one must not be run in its place).
#![cfg(feature = "cli")]

mod common;

use uri2396::grammar::RULES;

use common::{check_text, run};

common::transcript_snapshots!();

#[test]
fn rules_list() {
    let out = check_text("rules_list", &["rules"], None, 0);
    for rule in RULES {
        let line = out
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(rule.name))
            .unwrap_or_else(|| panic!("{} is listed", rule.name));
        assert!(line.starts_with(rule.section()), "{line}");
        let rhs = rule.bnf().split_once('=').unwrap().1.trim();
        assert!(line.ends_with(rhs), "{line}");
    }
}

#[test]
fn rules_one() {
    let out = check_text("rules_hostport", &["rules", "hostport"], None, 0);
    assert!(out.contains("\nuses:     host, port\n"), "{out}");
    assert!(out.contains("\nused by:  server\n"), "{out}");
    check_text("rules_uri_reference", &["rules", "URI-reference"], None, 0);
    check_text("rules_space", &["rules", "space"], None, 0);
    check_text("rules_escaped", &["rules", "escaped"], None, 0);
}

#[test]
fn rules_every_page() {
    for rule in RULES {
        let out = run(&["rules", rule.name], None);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{}", rule.name);
        assert!(stdout.starts_with(&format!("{} ({}): ", rule.name, rule.section())));
        assert!(stdout.contains(rule.bnf()), "{stdout}");
        assert!(stdout.contains("\nmatches:\n"), "{stdout}");
        assert!(stdout.contains("\ndoes not match:\n"), "{stdout}");
        assert!(!stdout.contains("a bug in this table"), "{stdout}");
    }
}

#[test]
fn rules_pest_spelling() {
    let pest = run(&["rules", "URI_reference"], None);
    let rfc = run(&["rules", "URI-reference"], None);
    assert_eq!(pest.status.code(), Some(0));
    assert_eq!(pest.stdout, rfc.stdout);
}

#[test]
fn rules_unknown() {
    let out = run(&["rules", "nosuch"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("nosuch"), "{stderr}");
}

#[test]
fn rules_color() {
    let out = run(&["rules", "--color", "always", "port"], None);
    assert!(out.stdout.contains(&0x1b));
    let out = run(&["rules", "port"], None);
    assert!(!out.stdout.contains(&0x1b));
}

#[test]
fn completions() {
    for (shell, marker) in [
        ("bash", "complete -F _uri2396"),
        ("zsh", "#compdef uri2396"),
        ("fish", "complete -c uri2396"),
        ("elvish", "uri2396"),
        ("powershell", "uri2396"),
    ] {
        let out = run(&["completions", shell], None);
        let script = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(script.contains(marker), "{shell}: {script}");
        for word in [
            "parse",
            "tree",
            "check",
            "rules",
            "completions",
            "format",
            "rule",
            "color",
        ] {
            assert!(script.contains(word), "{shell} completes {word}");
        }
    }
    let out = run(&["completions", "tcsh"], None);
    assert_eq!(out.status.code(), Some(2));
}
