//! The text views of `parse` and `tree` (`--format text`), colour and its
//! switches, run as a real process.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, the
//! exit code, standard error, then standard output as printed.

use crate::common;

use std::process::Command;

use common::{check_text, run, run_with, uri2396};

// --- parse --format text ------------------------------------------------

/// An input whose displayed form could read as another: `/exe.jpg` after a
/// right-to-left override. Each hidden character is shown as its code point
/// in every text view, JSON keeps the real string.
#[test]
fn hidden_characters_are_shown_as_code_points() {
    let inputs = [
        "http://a/\u{202E}gpj.exe",
        "\u{FEFF}http://a/",
        "http://a/b c\u{2066}d\u{2069}\u{200B}",
        "http://a/\u{2028}x",
        "http://a/\u{0085}",
    ];
    for command in ["parse", "tree"] {
        let args: Vec<&str> = [command, "--format", "text"]
            .into_iter()
            .chain(inputs)
            .collect();
        let out = check_text(&format!("{command}_text_hidden"), &args, None, 1);
        assert!(!out.contains(common::HIDDEN), "{out}");
        for shown in [
            "<U+202E>gpj.exe",
            "<U+FEFF>http://a/",
            "<U+2066>d<U+2069><U+200B>",
        ] {
            assert!(out.contains(shown), "{shown} in {out}");
        }
        assert!(out.contains("found:    U+202E\n"), "{out}");
        // The caret stays under the fault, at the start of its code point.
        let lines: Vec<&str> = out.lines().collect();
        for pair in lines.windows(2) {
            if pair[0] == "  http://a/<U+202E>gpj.exe" {
                assert_eq!(pair[1], "           ^");
            }
        }
        assert!(lines.contains(&"           ^"), "{out}");
    }
    let args: Vec<&str> = ["parse", "--format", "jsonl"]
        .into_iter()
        .chain(inputs)
        .collect();
    let out = run(&args, None);
    let printed: Vec<String> = common::json_lines(&out)
        .iter()
        .map(|r| r["input"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(printed, inputs);
}

#[test]
fn parse_text_server() {
    let out = check_text(
        "parse_text_server",
        &[
            "parse",
            "--format",
            "text",
            "http://user@www.example.com:8080/a/b;v=1?q#top",
        ],
        None,
        0,
    );
    assert!(out.starts_with("valid URI-reference\n"), "{out}");
    for label in [
        "scheme",
        "authority",
        "userinfo",
        "host",
        "port",
        "path",
        "segment",
        "param",
        "query",
        "fragment",
    ] {
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(label)),
            "{label}: {out}"
        );
    }
}

#[test]
fn parse_text_kinds() {
    // reg_name, opaque_part, IPv4address, rel_path, empty components.
    let inputs = [
        "http://a_b/",
        "mailto:a@b?subject=x",
        "http://192.0.2.1:/",
        "../g;x?y#s",
        "http://a/?#",
    ];
    let args: Vec<&str> = ["parse", "--format", "text"]
        .iter()
        .copied()
        .chain(inputs)
        .collect();
    let out = check_text("parse_text_kinds", &args, None, 0);
    assert_eq!(out.matches("valid URI-reference\n").count(), inputs.len());
    assert!(out.contains(" reg_name\n"), "{out}");
    assert!(out.contains(" opaque_part\n"), "{out}");
    assert!(out.contains(" IPv4address\n"), "{out}");
    assert!(out.contains(" rel_path\n"), "{out}");
    assert!(out.contains("^ (empty)\n"), "{out}");
}

#[test]
fn parse_text_empty_input() {
    let out = check_text(
        "parse_text_empty",
        &["parse", "--format", "text", ""],
        None,
        0,
    );
    assert!(
        out.starts_with("valid URI-reference: the empty string\n"),
        "{out}"
    );
}

#[test]
fn parse_text_invalid() {
    let inputs = [
        "http://a/b c",
        "http:",
        "http://a/%2g",
        "http://a/é",
        "a\u{1}b",
        "?y",
    ];
    let args: Vec<&str> = ["parse", "--format", "text"]
        .iter()
        .copied()
        .chain(inputs)
        .collect();
    let out = check_text("parse_text_invalid", &args, None, 1);
    assert_eq!(out.matches("invalid URI-reference: ").count(), inputs.len());
    for field in ["at:", "expected:", "found:", "class:", "fix:"] {
        assert!(out.contains(&format!("\n  {field} ")), "{field}: {out}");
    }
}

#[cfg(unix)]
#[test]
fn parse_text_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let args = [
        OsStr::new("parse"),
        OsStr::new("--format"),
        OsStr::new("text"),
        OsStr::from_bytes(b"http://a/\xe9t\xe9"),
    ];
    let out = check_text("parse_text_not_utf8", &args, None, 1);
    assert!(
        out.contains("found:    0xE9, which is not UTF-8, and 1 more byte that is not\n"),
        "{out}"
    );
    assert!(out.contains("class:    non-ASCII"), "{out}");
}

#[test]
fn parse_text_rule() {
    let out = check_text(
        "parse_text_rule",
        &[
            "parse",
            "--format",
            "text",
            "--rule",
            "server",
            "user@example.com:8080",
            "a_b",
        ],
        None,
        1,
    );
    assert!(out.starts_with("valid server\n"), "{out}");
    // "a_b" could still be a userinfo, before an "@".
    assert!(
        out.contains("invalid server: the input ends before a complete server"),
        "{out}"
    );
}

#[test]
fn parse_text_stdin() {
    // One view per line, set apart by blank lines; CRLF and empty lines.
    let stdin = b"http://a/\r\n\nx y\n";
    let out = check_text(
        "parse_text_stdin",
        &["parse", "--format", "text"],
        Some(stdin),
        1,
    );
    assert_eq!(out.matches("valid URI-reference").count(), 3, "{out}");
    assert_eq!(out.matches("\n\nvalid URI-reference").count(), 1, "{out}");
    assert_eq!(out.matches("\n\ninvalid URI-reference").count(), 1, "{out}");
}

// --- tree --format text -------------------------------------------------

#[test]
fn tree_text() {
    let out = check_text(
        "tree_text",
        &["tree", "--format", "text", "http://a/b;p?q#f", "a b"],
        None,
        1,
    );
    assert!(out.contains("\n│  ├─ scheme "), "{out}");
    assert!(out.contains("invalid URI-reference"), "{out}");
}

#[test]
fn tree_text_rule() {
    check_text(
        "tree_text_rule",
        &[
            "tree",
            "--format",
            "text",
            "--rule",
            "hostname",
            "www.ietf.org.",
        ],
        None,
        0,
    );
}

// --- JSON stays as it was -----------------------------------------------

#[test]
fn jsonl_is_the_default_off_a_terminal() {
    for subcommand in ["parse", "tree"] {
        let inputs = ["http://a/b?q#f", "a b", "s://123"];
        let default = run(&[&[subcommand][..], &inputs].concat(), None);
        for format in ["jsonl", "json"] {
            let explicit = run(
                &[&[subcommand, "--format", format][..], &inputs].concat(),
                None,
            );
            assert_eq!(
                explicit.stdout, default.stdout,
                "{subcommand} --format {format}"
            );
            assert_eq!(explicit.status.code(), default.status.code());
        }
        let first = String::from_utf8_lossy(&default.stdout);
        assert!(first.starts_with("{\"version\":1,"), "{first}");
        assert_eq!(first.lines().count(), inputs.len());
    }
}

// --- colour -------------------------------------------------------------

#[test]
fn color_always() {
    let args = [
        "--color",
        "always",
        "parse",
        "--format",
        "text",
        "http://u@a:1/b?q#f",
        "a b",
    ];
    let out = check_text("color_always", &args, None, 1);
    assert!(
        out.contains("\x1b[35mhttp\x1b[0m"),
        "the scheme in colour: {out:?}"
    );
    assert!(out.contains("\x1b[1;31minvalid\x1b[0m"), "{out:?}");
}

#[test]
fn color_switches() {
    let args =
        |when: &str| ["parse", "--format", "text", "--color", when, "http://a/b"].map(String::from);
    let has_color = |cmd: Command, when: &str| {
        let out = run_with(cmd, &args(when), None);
        assert_eq!(out.status.code(), Some(0));
        out.stdout.contains(&0x1b)
    };
    // NO_COLOR is set by uri2396(); explicit choices override it.
    assert!(has_color(uri2396(), "always"));
    assert!(!has_color(uri2396(), "never"));
    assert!(!has_color(uri2396(), "auto"));
    // Auto: not a terminal, so no colour, unless CLICOLOR_FORCE says so and
    // NO_COLOR does not say otherwise.
    let mut plain = uri2396();
    plain.env_remove("NO_COLOR");
    assert!(!has_color(plain, "auto"));
    let mut forced = uri2396();
    forced.env_remove("NO_COLOR").env("CLICOLOR_FORCE", "1");
    assert!(has_color(forced, "auto"));
    let mut both = uri2396();
    both.env("CLICOLOR_FORCE", "1");
    assert!(
        !has_color(both, "auto"),
        "NO_COLOR wins over CLICOLOR_FORCE"
    );
    let mut never = uri2396();
    never.env_remove("NO_COLOR").env("CLICOLOR_FORCE", "1");
    assert!(!has_color(never, "never"));
}

#[test]
fn color_never_touches_json() {
    let out = run(
        &["--color", "always", "parse", "--format", "jsonl", "a b"],
        None,
    );
    assert!(!out.stdout.contains(&0x1b));
}

#[test]
fn unknown_color_is_a_usage_error() {
    let out = run(&["--color", "sometimes", "parse", "a"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
