//! `uri2396 rules` and `uri2396 completions`, run as a real process.
//!
//! Snapshots (in `snapshots/cli/`) are transcripts: the command, the exit
//! code, then standard output as printed.

use std::process::{Command, Output, Stdio};

use uri2396::grammar::RULES;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uri2396"))
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .env("NO_COLOR", "1")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run uri2396")
}

fn assert_transcript(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/cli");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

/// Runs the tool, expects exit 0 and nothing on standard error, snapshots
/// the transcript as `name`, and returns standard output.
#[track_caller]
fn check(name: &str, args: &[&str]) -> String {
    let out = run(args);
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    assert_transcript(
        name,
        &format!(
            "$ uri2396 {}\nexit: 0\n--- stdout\n{stdout}",
            args.join(" ")
        ),
    );
    stdout
}

#[test]
fn rules_list() {
    let out = check("rules_list", &["rules"]);
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
    let out = check("rules_hostport", &["rules", "hostport"]);
    assert!(out.contains("\nuses:     host, port\n"), "{out}");
    assert!(out.contains("\nused by:  server\n"), "{out}");
    check("rules_uri_reference", &["rules", "URI-reference"]);
    check("rules_space", &["rules", "space"]);
    check("rules_escaped", &["rules", "escaped"]);
}

#[test]
fn rules_every_page() {
    for rule in RULES {
        let out = run(&["rules", rule.name]);
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
    let pest = run(&["rules", "URI_reference"]);
    let rfc = run(&["rules", "URI-reference"]);
    assert_eq!(pest.status.code(), Some(0));
    assert_eq!(pest.stdout, rfc.stdout);
}

#[test]
fn rules_unknown() {
    let out = run(&["rules", "nosuch"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("nosuch"), "{stderr}");
}

#[test]
fn rules_color() {
    let out = run(&["rules", "--color", "always", "port"]);
    assert!(out.stdout.contains(&0x1b));
    let out = run(&["rules", "port"]);
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
        let out = run(&["completions", shell]);
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
    let out = run(&["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
}
