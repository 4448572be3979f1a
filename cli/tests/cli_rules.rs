//! `uri2396 rules` and `uri2396 completions`, run as a real process.
//!
//! Snapshots (in `snapshots/cli/`) are transcripts: the command, the exit
//! code, then standard output as printed.

use crate::appendix_a;
use crate::assert_transcript;
use crate::common;

use uri2396::grammar::Rule;

use common::{check_text, run};

#[test]
fn rules_list() {
    let out = check_text("rules_list", &["rules"], None, 0);
    for rule in Rule::all() {
        let line = out
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(rule.name()))
            .unwrap_or_else(|| panic!("{} is listed", rule.name()));
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
    for rule in Rule::all() {
        let out = run(&["rules", rule.name()], None);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{}", rule.name());
        assert!(stdout.starts_with(&format!("{} ({}): ", rule.name(), rule.section())));
        assert!(stdout.contains(rule.bnf()), "{stdout}");
        assert!(stdout.contains("\nmatches:\n"), "{stdout}");
        assert!(stdout.contains("\ndoes not match:\n"), "{stdout}");
        assert!(!stdout.contains("a bug in this table"), "{stdout}");
        // The examples against Appendix A, and the place of each fault.
        let matching = examples(&stdout, "\nmatches:\n");
        let failing = examples(&stdout, "\ndoes not match:\n");
        assert!(!matching.is_empty() && !failing.is_empty(), "{stdout}");
        for (example, _) in matching {
            assert!(
                appendix_a::derives(rule.name(), &example),
                "{}: {example:?}",
                rule.name()
            );
        }
        for (example, why) in failing {
            assert!(
                !appendix_a::derives(rule.name(), &example),
                "{}: {example:?}",
                rule.name()
            );
            let offset = why
                .trim_start()
                .strip_prefix("byte ")
                .and_then(|w| w.split(':').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{}: no byte offset in {why:?}", rule.name()));
            if let Err(message) = appendix_a::check_error_offset(rule.name(), &example, offset) {
                panic!("{message}\n{stdout}");
            }
        }
    }
}

/// The examples listed under `title` on a rule's page, each read back from
/// its quoted form, with the rest of its line.
fn examples(page: &str, title: &str) -> Vec<(String, String)> {
    let Some((_, list)) = page.split_once(title) else {
        return Vec::new();
    };
    list.lines()
        .take_while(|line| !line.is_empty())
        .map(|line| {
            let (example, rest) = unquote(line.trim_start());
            (example, rest.to_owned())
        })
        .collect()
}

/// A string as `{:?}` prints it, read back: the string and what follows it.
fn unquote(text: &str) -> (String, &str) {
    let body = text
        .strip_prefix('"')
        .unwrap_or_else(|| panic!("not a quoted string: {text}"));
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (out, &body[i + 1..]),
            '\\' => match chars.next().map(|(_, e)| e) {
                Some('t') => out.push('\t'),
                Some('r') => out.push('\r'),
                Some('n') => out.push('\n'),
                Some('0') => out.push('\0'),
                Some(e @ ('\\' | '"' | '\'')) => out.push(e),
                Some('u') => {
                    // \u{hex}
                    let hex: String = chars
                        .by_ref()
                        .map(|(_, c)| c)
                        .skip(1)
                        .take_while(|&c| c != '}')
                        .collect();
                    let code = u32::from_str_radix(&hex, 16).expect("hex digits");
                    out.push(char::from_u32(code).expect("a character"));
                }
                e => panic!("unknown escape {e:?} in {text}"),
            },
            c => out.push(c),
        }
    }
    panic!("an unterminated string: {text}")
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

#[test]
fn unquote_reads_debug_back() {
    for s in ["", "a b", "\t\"\\'", "\u{7f}é\0\r\n", "\u{202e}x"] {
        let printed = format!("{s:?}  byte 0");
        assert_eq!(unquote(&printed), (s.to_owned(), "  byte 0"), "{printed}");
    }
}

/// `--format jsonl`: one object per rule, in the order of the grammar,
/// each holding what the library says of the rule.
#[test]
fn rules_jsonl() {
    let out = run(&["rules", "--format", "jsonl"], None);
    assert_eq!(out.status.code(), Some(0));
    let reports = common::json_lines(&out);
    assert_eq!(reports.len(), Rule::ALL.len());
    for (report, rule) in reports.iter().zip(Rule::all()) {
        let names = |rules: &[Rule]| -> Vec<&str> { rules.iter().map(|r| r.name()).collect() };
        assert_eq!(report["version"], 1);
        assert_eq!(report["dialect"], "strict");
        assert_eq!(report["name"], rule.name());
        assert_eq!(report["kind"], serde_json::to_value(rule.kind()).unwrap());
        assert_eq!(report["bnf"], rule.bnf());
        assert_eq!(report["rfc"], rule.rfc());
        assert_eq!(report["section"], rule.section());
        assert_eq!(report["uses"], serde_json::json!(names(rule.uses())));
        assert_eq!(report["used_by"], serde_json::json!(names(rule.used_by())));
        let fields: Vec<&str> = report
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(fields.len(), 9, "{report}");
    }
    // One rule, by any spelling; `json` is `jsonl`.
    common::check_text(
        "rules_jsonl_one",
        &["rules", "--format", "json", "HostPort"],
        None,
        0,
    );
    let out = run(&["rules", "--format", "json", "HostPort"], None);
    assert_eq!(common::json_lines(&out), [reports[15].clone()]);
    assert_eq!(reports[15]["name"], "hostport");
}

/// Every rule is found by its name in upper case, in lower case, and with
/// `_` and `-` swapped; each page is that of the RFC spelling.
#[test]
fn rules_names_in_any_case_and_separator() {
    for rule in Rule::all() {
        let page = run(&["rules", rule.name()], None).stdout;
        let name = rule.name();
        for spelling in [
            name.to_uppercase(),
            name.to_lowercase(),
            name.replace('_', "-"),
            name.replace('-', "_"),
        ] {
            let out = run(&["rules", &spelling], None);
            assert_eq!(out.status.code(), Some(0), "{spelling}");
            assert_eq!(out.stdout, page, "{spelling}");
        }
    }
    // And wherever a rule is taken.
    let parse = run(&["parse", "--rule", "uri_REFERENCE", "a b"], None);
    assert_eq!(common::json_lines(&parse)[0]["rule"], "URI-reference");
    let tree = run(&["tree", "--rule", "Abs-Path", "/a"], None);
    assert_eq!(common::json_lines(&tree)[0]["rule"], "abs_path");
}

/// An unknown name: a usage error with the library's suggestion, when a
/// rule is close.
#[test]
fn rules_unknown_suggests() {
    for (name, args) in [
        ("rules_unknown_suggestion", &["rules", "hostprot"][..]),
        (
            "parse_unknown_rule_suggestion",
            &["parse", "--rule", "URI-refrence", "a"],
        ),
    ] {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let text = common::transcript(args, None, &out, common::Shown::Text);
        assert!(text.contains("did you mean"), "{text}");
        assert_transcript(name, &text);
    }
}
