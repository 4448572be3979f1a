//! The command-line tool, run as a real process: its JSON lines, exit codes
//! and messages.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, the
//! exit code, what was on standard error, and each line of standard output
//! re-indented (the tool prints compact JSON; the re-indenting keeps the
//! fields in the order printed and checks that the line was compact).

use crate::assert_transcript;
use crate::common;

use std::process::Stdio;

use serde_json::Value;

use common::{
    Shown, assert_answers_each_line_before_the_input_ends, assert_broken_pipe_is_quiet, check,
    check_help, check_stdin, first_line_then_close, json_lines, run, transcript, uri2396,
};

/// The validity of each report.
fn valid(reports: &[Value]) -> Vec<bool> {
    reports
        .iter()
        .map(|r| r["valid"].as_bool().unwrap())
        .collect()
}

// --- parse: URI-reference -----------------------------------------------

#[test]
fn parse_absolute() {
    let r = check(
        "parse_absolute",
        &["parse"],
        &["http://user@example.com:8080/a/b;p?q=1#top"],
        0,
    );
    assert_eq!(r[0]["components"]["port"], "8080");
}

#[test]
fn parse_relative() {
    let r = check("parse_relative", &["parse"], &["../g;x?y#s"], 0);
    assert_eq!(r[0]["components"]["path_kind"], "rel_path");
}

#[test]
fn parse_opaque() {
    let r = check(
        "parse_opaque",
        &["parse"],
        &["mailto:a@b", "mailto:a@b?subject=hi"],
        0,
    );
    // The "?" of an opaque URI belongs to its opaque_part (3).
    assert_eq!(r[1]["components"]["path"], "a@b?subject=hi");
    assert_eq!(r[1]["components"]["query"], Value::Null);
}

#[test]
fn parse_reg_name() {
    let r = check("parse_reg_name", &["parse"], &["http://a_b/"], 0);
    assert_eq!(r[0]["components"]["authority_kind"], "reg_name");
    assert_eq!(r[0]["components"]["host"], Value::Null);
}

#[test]
fn parse_ipv4() {
    let r = check("parse_ipv4", &["parse"], &["http://192.168.0.1:8080/"], 0);
    assert_eq!(r[0]["components"]["host_kind"], "IPv4address");
}

#[test]
fn parse_empty_server() {
    let r = check("parse_empty_server", &["parse"], &["file:///x"], 0);
    assert_eq!(r[0]["components"]["authority"], "");
    assert_eq!(r[0]["components"]["authority_kind"], "server");
    assert_eq!(r[0]["components"]["host"], Value::Null);
}

#[test]
fn parse_empty_and_absent() {
    let r = check(
        "parse_empty_and_absent",
        &["parse"],
        &["http://a/?#", "http://a/", "http://a:/"],
        0,
    );
    assert_eq!(r[0]["components"]["query"], "");
    assert_eq!(r[0]["components"]["fragment"], "");
    assert_eq!(r[1]["components"]["query"], Value::Null);
    assert_eq!(r[1]["components"]["fragment"], Value::Null);
    assert_eq!(r[1]["components"]["port"], Value::Null);
    assert_eq!(r[2]["components"]["port"], "");
}

#[test]
fn parse_empty_reference() {
    // The empty reference, alone or before a fragment (4.2), and a net_path
    // without a path.
    let r = check("parse_empty_reference", &["parse"], &["", "#f", "//a"], 0);
    assert_eq!(r[0]["components"]["path"], "");
    assert_eq!(r[2]["components"]["path_kind"], "empty");
}

#[test]
fn parse_invalid_space() {
    let r = check(
        "parse_invalid_space",
        &["parse"],
        &["http://example.com/a b"],
        1,
    );
    assert_eq!(r[0]["error"]["offset"], 20);
    assert_eq!(r[0]["components"], Value::Null);
}

#[test]
fn parse_invalid_scheme_only() {
    let r = check("parse_invalid_scheme_only", &["parse"], &["http:"], 1);
    assert_eq!(r[0]["error"]["offset"], 5);
}

#[test]
fn parse_mixed_arguments() {
    let inputs = ["http://a/", "a b", "g", "http:"];
    let r = check("parse_mixed_arguments", &["parse"], &inputs, 1);
    assert_eq!(valid(&r), [true, false, true, false]);
}

#[cfg(unix)]
#[test]
fn parse_argument_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let args = [OsStr::new("parse"), OsStr::from_bytes(b"http://a/\xff")];
    let out = run(&args, None);
    let text = transcript(&args, None, &out, Shown::Json);
    assert_eq!(out.status.code(), Some(1), "{text}");
    let r = json_lines(&out);
    assert_eq!(r[0]["error"]["kind"], "not_utf8");
    assert_eq!(r[0]["error"]["offset"], 9);
    assert_transcript("parse_argument_not_utf8", &text);
}

/// Reads `input_bytes` back: `\\` is a `\`, `\xNN` one byte, anything else
/// its UTF-8 encoding.
fn unescape_bytes(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("\\\\") {
            out.push(b'\\');
            rest = after;
        } else if let Some(after) = rest.strip_prefix("\\x") {
            out.push(u8::from_str_radix(&after[..2], 16).expect("two hex digits"));
            rest = &after[2..];
        } else {
            out.extend_from_slice(c.to_string().as_bytes());
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// Lines that are not UTF-8: `input_bytes` keeps every byte, and the fix
/// names every byte that is not UTF-8 (the first eight of a long run, and
/// the count of the others).
#[test]
fn parse_not_utf8_keeps_the_bytes_and_names_each() {
    let stdin = b"http://a/\xff\xfe\na\xffb\\\xc3\xa9\xe9\n\xc3\n";
    let r = check_stdin("parse_not_utf8_bytes", &["parse"], stdin, 1);
    let fixes: Vec<&str> = r
        .iter()
        .map(|r| r["error"]["fix"].as_str().unwrap())
        .collect();
    assert_eq!(
        fixes,
        [
            "escape each byte as %XX: %FF%FE",
            "escape each byte as %XX: %FF at byte 1, %E9 at byte 6",
            "escape each byte as %XX: %C3",
        ]
    );
    for (report, line) in r.iter().zip(stdin.split(|&b| b == b'\n')) {
        let bytes = report["input_bytes"].as_str().expect("input_bytes");
        assert_eq!(unescape_bytes(bytes), line);
    }

    // One bad byte at the end of a long line, then a long run of them.
    let mut line = "/a".repeat(1 << 20).into_bytes();
    line.push(0xff);
    line.extend_from_slice(b"b\\");
    line.extend(std::iter::repeat_n(0xfe, 100_000));
    line.push(b'\n');
    for args in [&["parse"][..], &["check", "-q"]] {
        let out = run(args, Some(&line));
        assert_eq!(out.status.code(), Some(1));
        let r = json_lines(&out);
        assert_eq!(r[0]["error"]["offset"], 1 << 21);
        let fix = r[0]["error"]["fix"].as_str().unwrap();
        assert_eq!(
            fix,
            format!(
                "escape each byte as %XX: %FF at byte {}, {} at byte {}, and 99993 more",
                1 << 21,
                "%FE".repeat(7),
                (1 << 21) + 3
            )
        );
        let bytes = r[0]["input_bytes"].as_str().unwrap();
        assert_eq!(unescape_bytes(bytes), &line[..line.len() - 1]);
    }
}

// --- parse: standard input ----------------------------------------------

#[test]
fn parse_stdin() {
    // CRLF; an empty line; 0xFF; a truncated UTF-8 sequence; a NUL byte; a
    // line that keeps one of its two CRs; a last line without newline.
    let stdin = b"http://a/\r\n\r\n\xff\nab\xe2\x82\n\x00\nx\r\r\nlast";
    let lines = stdin.split(|&b| b == b'\n').count();
    let r = check_stdin("parse_stdin", &["parse"], stdin, 1);
    assert_eq!(r.len(), lines);
    assert_eq!(valid(&r), [true, true, false, false, false, false, true]);
    let inputs: Vec<&str> = r.iter().map(|r| r["input"].as_str().unwrap()).collect();
    assert_eq!(
        inputs,
        [
            "http://a/",
            "",
            "\u{fffd}",
            "ab\u{fffd}",
            "\0",
            "x\r",
            "last"
        ]
    );
}

#[test]
fn parse_stdin_counts_lines() {
    for (stdin, lines) in [
        (&b""[..], 0),
        (b"\n", 1),
        (b"\n\n", 2),
        (b"a", 1),
        (b"a\n", 1),
        (b"a\r\n", 1),
        (b"a\nb", 2),
        (b"\r", 1),
    ] {
        let out = run(&["parse"], Some(stdin));
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            transcript(&["parse"], Some(stdin), &out, Shown::Json)
        );
        assert_eq!(
            json_lines(&out).len(),
            lines,
            "{:?}",
            stdin.escape_ascii().to_string()
        );
    }
}

#[test]
fn parse_stdin_answers_each_line_before_the_input_ends() {
    assert_answers_each_line_before_the_input_ends(&["parse"]);
}

#[test]
fn broken_pipe_is_quiet() {
    assert_broken_pipe_is_quiet(&["parse"]);
}

/// `COMMAND ... | head -1` with `command`'s inputs as arguments and as
/// lines of standard input: the exit status is that of the inputs whose
/// output was written before the reader went away.
fn assert_reader_gone_status_is_that_of_the_inputs_written(command: &[&str]) {
    let (valid, invalid) = ("http://example.com/a/b;p?q=1#f", "a b");
    let all: Vec<&str> = command.iter().copied().chain([valid]).collect();
    let per_input = run(&all, None).stdout.len();
    // An invalid input first, then more output than a pipe holds; and
    // valid inputs whose output is about 100 KiB, then an invalid one:
    // more than a pipe (64 KiB) holds, so the last input cannot have gone
    // out, yet less than the pipe and the tool's buffer (64 KiB) together.
    let invalid_first: Vec<&str> = std::iter::once(invalid)
        .chain(std::iter::repeat_n(valid, 1_000_000 / per_input))
        .collect();
    let invalid_last: Vec<&str> = std::iter::repeat_n(valid, 100_000 / per_input)
        .chain([invalid])
        .collect();
    for (inputs, code) in [(invalid_first, 1), (invalid_last, 0)] {
        let stdin = inputs.iter().map(|i| format!("{i}\n")).collect::<String>();
        let args: Vec<&str> = command.iter().copied().chain(inputs).collect();
        for (args, stdin) in [(&args[..], None), (command, Some(stdin.into_bytes()))] {
            let (line, status, stderr) = first_line_then_close(args, stdin);
            let report: Value = serde_json::from_str(&line).expect("a JSON line");
            assert_eq!(report["error"].is_null(), code == 0, "{command:?}: {line}");
            assert_eq!(status, code, "{command:?}: {line}");
            assert_eq!(stderr, "", "{command:?}");
        }
    }
}

#[test]
fn parse_reader_gone_status_is_that_of_the_inputs_written() {
    assert_reader_gone_status_is_that_of_the_inputs_written(&["parse", "--format", "jsonl"]);
}

#[test]
fn tree_reader_gone_status_is_that_of_the_inputs_written() {
    assert_reader_gone_status_is_that_of_the_inputs_written(&["tree", "--format", "jsonl"]);
}

#[test]
fn resolve_reader_gone_status_is_that_of_the_inputs_written() {
    assert_reader_gone_status_is_that_of_the_inputs_written(&[
        "resolve",
        "--format",
        "jsonl",
        "--base",
        "http://a/b",
    ]);
}

#[test]
fn normalize_reader_gone_status_is_that_of_the_inputs_written() {
    assert_reader_gone_status_is_that_of_the_inputs_written(&["normalize", "--format", "jsonl"]);
}

// --- parse: other rules -------------------------------------------------

#[test]
fn parse_rule_ipv4address() {
    // 1*digit each: RFC 2396 does not bound the parts to 255.
    let r = check(
        "parse_rule_ipv4address",
        &["parse", "--rule", "IPv4address"],
        &["10.0.0.1", "300.1.1.1"],
        0,
    );
    assert_eq!(r[0]["rule"], "IPv4address");
    assert_eq!(r[0]["components"], Value::Null);
}

#[test]
fn parse_rule_hostname_invalid() {
    // A domainlabel may not end with "-"; a toplabel starts with an alpha.
    let inputs = ["a-.example", "1.2.3.4", "www.example.com."];
    let r = check(
        "parse_rule_hostname_invalid",
        &["parse", "--rule", "hostname"],
        &inputs,
        1,
    );
    assert_eq!(valid(&r), [false, false, true]);
}

#[test]
fn parse_rule_pest_spelling() {
    let out = run(&["parse", "--rule", "URI_reference", "http://a/"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_lines(&out)[0]["rule"], "URI-reference");
}

#[test]
fn parse_unknown_rule() {
    let args = ["parse", "--rule", "nosuch", "http://a/"];
    let out = run(&args, None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("nosuch"), "{stderr}");
    assert!(stderr.contains("IPv4address"), "lists the rules: {stderr}");
    assert_transcript(
        "parse_unknown_rule",
        &transcript(&args, None, &out, Shown::Json),
    );
}

#[test]
fn parse_rule_in_any_case() {
    for name in ["ipv4address", "IPV4ADDRESS", "IPv4address"] {
        let out = run(&["parse", "--rule", name, "10.0.0.1"], None);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{name}: {stdout}");
        // Reported under the RFC's spelling.
        assert!(stdout.contains(r#""rule":"IPv4address""#), "{stdout}");
    }
    let out = run(&["tree", "--rule", "uri_REFERENCE", "a"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains(r#""rule":"URI-reference""#));
}

#[test]
fn parse_misspelled_rule_suggests_the_name() {
    let args = ["parse", "--rule", "hostnme", "x"];
    let out = run(&args, None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(
        stderr.contains("did you mean `hostname`?"),
        "suggests the name: {stderr}"
    );
    let out = run(&["rules", "IPv4adress"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("did you mean `IPv4address`?"), "{stderr}");
}

// --- tree ---------------------------------------------------------------

#[test]
fn tree_uri_reference() {
    let r = check("tree_uri_reference", &["tree"], &["http://a/b;p?q#f"], 0);
    assert_eq!(r[0]["tree"]["rule"], "URI-reference");
}

#[test]
fn tree_rule_hostport() {
    let r = check(
        "tree_rule_hostport",
        &["tree", "--rule", "hostport"],
        &["example.com:80"],
        0,
    );
    assert_eq!(r[0]["tree"]["children"][1]["text"], "80");
}

#[test]
fn tree_invalid_stdin() {
    let r = check_stdin(
        "tree_invalid_stdin",
        &["tree", "--rule", "port"],
        b"80\n8a\n8\xff\n",
        1,
    );
    assert_eq!(valid(&r), [true, false, false]);
    assert_eq!(r[1]["tree"], Value::Null);
}

// --- usage --------------------------------------------------------------

#[test]
fn help() {
    for (name, args) in [
        ("help", &["--help"][..]),
        ("help_parse", &["parse", "--help"]),
        ("help_tree", &["tree", "--help"]),
        ("help_check", &["check", "--help"]),
        ("help_rules", &["rules", "--help"]),
        ("help_completions", &["completions", "--help"]),
    ] {
        check_help(name, args);
    }
}

/// Splits a command line of the help's examples into words: words are
/// separated by spaces, and `'...'` quotes.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_default();
            }
            ' ' if !quoted => words.extend(word.take()),
            c => word.get_or_insert_default().push(c),
        }
    }
    words.extend(word);
    words
}

/// The subcommands whose help shows examples with their output.
const WITH_EXAMPLES: [&str; 15] = [
    "parse",
    "tree",
    "check",
    "extract",
    "rules",
    "resolve",
    "normalize",
    "relativize",
    "equivalent",
    "compare",
    "lint",
    "escape",
    "unescape",
    "iri-to-uri",
    "uri-to-iri",
];

/// Runs each `$ uri2396 ...` example of each subcommand's help, the help
/// and the examples with `lang` (the arguments that choose the language,
/// passed first), and checks that it prints what the help shows under it,
/// except where it elides with `...`. A `$ cat FILE` example makes FILE,
/// in the folder `scratch` (one per caller: tests run in parallel) that
/// the examples run in. Returns how many examples were run.
fn run_help_examples(lang: &[&str], scratch: &str) -> usize {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(scratch);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut total = 0;
    for subcommand in WITH_EXAMPLES {
        let help = run(&[lang, &[subcommand, "--help"]].concat(), None);
        let help = String::from_utf8_lossy(&help.stdout);
        let lines: Vec<&str> = help.lines().collect();
        let mut examples = 0;
        for (i, line) in lines.iter().enumerate() {
            let Some(command) = line.trim().strip_prefix("$ ") else {
                continue;
            };
            let shown: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| !l.trim().is_empty() && !l.trim().starts_with("$ "))
                .map(|l| l.strip_prefix("  ").unwrap_or(l))
                .collect();
            let words = shell_words(command);
            if words[0] == "cat" {
                let mut text = shown.join("\n");
                text.push('\n');
                std::fs::write(dir.join(&words[1]), text).expect("write the example's file");
                continue;
            }
            assert_eq!(words[0], "uri2396", "{command}");
            // An example that shows nothing under it would check nothing.
            assert!(
                !shown.is_empty(),
                "{subcommand} --help: `{command}` shows no output"
            );
            examples += 1;
            let out = uri2396()
                .current_dir(&dir)
                .args(lang)
                .args(&words[1..])
                .stdin(Stdio::null())
                .output()
                .expect("run an example");
            let printed = String::from_utf8_lossy(&out.stdout);
            let mut rest = printed.as_ref();
            for piece in shown.join("\n").split("...") {
                let at = rest.find(piece).unwrap_or_else(|| {
                    panic!("`{piece}` not in the output of `{lang:?} {command}`: {printed}")
                });
                rest = &rest[at + piece.len()..];
            }
        }
        assert!(examples > 0, "{subcommand} --help has an example");
        total += examples;
    }
    total
}

/// Each `$ uri2396 ...` example of each subcommand's help prints what the
/// help shows under it, except where it elides with `...`. A `$ cat FILE`
/// example makes FILE, in a scratch folder the examples run in.
#[test]
fn help_examples_are_real() {
    assert_eq!(run_help_examples(&[], "help_examples"), 33);
}

/// The examples of the Japanese help, run with the tool in Japanese: what
/// each prints (messages, fixes, text views) is what the Japanese help
/// shows under it.
#[test]
fn japanese_help_examples_are_real() {
    assert_eq!(run_help_examples(&["--lang", "ja"], "help_examples_ja"), 33);
}

/// The lines of a help page's examples that are commands: after the
/// heading `heading`, each line indented by two spaces that is a `$`
/// line or runs the tool.
fn example_commands(help: &str, heading: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| *l != heading)
        .skip(1)
        .filter(|l| {
            l.strip_prefix("  ")
                .is_some_and(|l| l.starts_with("$ ") || l.contains("uri2396 "))
        })
        .map(str::to_string)
        .collect()
}

/// The Japanese help has its examples under `例:`, with the same commands
/// as the English help, and no English heading.
#[test]
fn japanese_help_keeps_the_example_commands() {
    for subcommand in [&[""][..], &WITH_EXAMPLES, &["completions"]].concat() {
        let args: Vec<&str> = [subcommand, "--help"]
            .into_iter()
            .filter(|a| !a.is_empty())
            .collect();
        let en = run(&args, None);
        let ja = run(&[&["--lang", "ja"][..], &args].concat(), None);
        let en = String::from_utf8_lossy(&en.stdout);
        let ja = String::from_utf8_lossy(&ja.stdout);
        assert!(!ja.contains("Examples:"), "{subcommand}: {ja}");
        let commands = example_commands(&en, "Examples:");
        assert!(!commands.is_empty(), "{subcommand}: {en}");
        assert_eq!(
            example_commands(&ja, "例:"),
            commands,
            "{subcommand} --help"
        );
    }
}

#[test]
fn version() {
    let out = run(&["--version"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("uri2396 {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn no_subcommand_is_a_usage_error() {
    let out = run::<&str>(&[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn unknown_option_is_a_usage_error() {
    let out = run(&["parse", "--nosuch", "http://a/"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

// --- the java dialect -----------------------------------------------------

/// java.net.URI's reading: an undefined authority after `//` (no
/// `authority` in the components, the path after the `//`), `//` alone an
/// error, a scope id and an "other" character, `?y`.
#[test]
fn parse_java_dialect() {
    let r = check(
        "parse_java_dialect",
        &["parse", "--dialect", "java"],
        &[
            "file:///etc/hosts",
            "http://[fe80::1%eth0]:8080/caf\u{e9}",
            "?y",
            "http://1.2.3.256/",
            "//",
        ],
        1,
    );
    assert_eq!(r[0]["components"]["authority"], Value::Null);
    assert_eq!(r[0]["components"]["path"], "/etc/hosts");
    assert_eq!(r[1]["components"]["host"], "[fe80::1%eth0]");
    assert_eq!(valid(&r), [true, true, true, true, false]);
}

/// The tree of a reference with an undefined authority: `empty-authority`.
#[test]
fn tree_java_dialect() {
    let r = check(
        "tree_java_dialect",
        &["tree", "--dialect", "java"],
        &["file:///x"],
        0,
    );
    assert_eq!(r[0]["valid"], true);
}

// --- dialects of any choice of switches -----------------------------------

/// A named dialect followed by `+` and switches: RFC 2396 with Java's empty
/// relative path only (`?y`, but no scope id and no "other" character),
/// and RFC 2732 with Java's ports (above 2147483647 a reg_name).
#[test]
fn parse_switched_dialects() {
    let r = check(
        "parse_switched_dialect",
        &["parse", "--dialect", "strict+empty-relative-path"],
        &["?y", "http://[fe80::1%eth0]/", "/caf\u{e9}"],
        1,
    );
    assert_eq!(valid(&r), [true, false, false]);
    assert_eq!(r[0]["dialect"], "strict+empty-relative-path");
    assert_eq!(r[0]["components"]["query"], "y");
    let r = check(
        "parse_switched_dialect_ports",
        &["parse", "--dialect", "RFC2732+Ports"],
        &["http://[::1]:2147483647/", "http://h:2147483648/"],
        0,
    );
    assert_eq!(r[0]["dialect"], "rfc2732+ports");
    assert_eq!(r[0]["components"]["port"], "2147483647");
    assert_eq!(r[1]["components"]["authority_kind"], "reg_name");
}

/// A part after `+` that is no switch is a usage error that names it and
/// lists the switches.
#[test]
fn parse_unknown_switch() {
    let args = ["parse", "--dialect", "strict+ipv6", "http://a/"];
    let out = run(&args, None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("`ipv6` is no switch"), "{stderr}");
    assert!(
        stderr.contains("ipv6-literals"),
        "lists the switches: {stderr}"
    );
    assert_transcript(
        "parse_unknown_switch",
        &transcript(&args, None, &out, Shown::Json),
    );
}

// --- the dialect in every report ------------------------------------------

/// Every command that parses names, second in each line of JSON, the
/// dialect that read its input: the one of `--dialect`, in each dialect,
/// for valid and invalid inputs and for input that is not UTF-8.
#[test]
fn every_report_names_its_dialect() {
    let file = std::env::temp_dir().join(format!("uri2396-dialect-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        b"See <http://a/b> and <http://a/b c>.\nhttp://a/\xff\n",
    )
    .unwrap();
    let file = file.to_str().unwrap().to_owned();
    for dialect in ["strict", "rfc2732", "java", "strict+empty-relative-path"] {
        let inputs = ["http://a/b", "a b", "//a/?q"];
        let commands: Vec<Vec<&str>> = vec![
            vec!["parse", "--", inputs[0], inputs[1], inputs[2]],
            vec!["parse", "--rule", "host", "a.b", "a b"],
            vec!["tree", "--", inputs[0], inputs[1], inputs[2]],
            vec!["check", "--quiet", &file],
            vec!["extract", &file],
            vec![
                "resolve",
                "--base",
                "http://a/b/c",
                "--",
                inputs[0],
                inputs[1],
                "../g",
            ],
            vec![
                "relativize",
                "--base",
                "http://a/b/c",
                "--",
                "http://a/b/d",
                "a b",
                "g",
            ],
            vec!["normalize", "--", "HTTP://A:80/%7e", inputs[1]],
            vec!["equivalent", "HTTP://A:80/%7e", "http://a/~"],
            vec!["lint", "--", "http://a/b", "a b"],
            vec!["rules"],
        ];
        for command in commands {
            let mut args = vec![command[0], "--format", "jsonl", "--dialect", dialect];
            args.extend(&command[1..]);
            let out = run(&args, None);
            let stdout = String::from_utf8(out.stdout.clone()).unwrap();
            assert!(
                !stdout.is_empty(),
                "{args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let start = format!("{{\"version\":1,\"dialect\":\"{dialect}\",");
            for line in stdout.lines() {
                assert!(line.starts_with(&start), "{args:?}: {line}");
            }
            assert_eq!(json_lines(&out).len(), stdout.lines().count());
        }
        // Standard input that is not UTF-8.
        let out = run(
            &["parse", "--format", "jsonl", "--dialect", dialect],
            Some(b"a\xff\n"),
        );
        let reports = json_lines(&out);
        assert_eq!(reports[0]["dialect"], dialect);
        assert_eq!(reports[0]["error"]["kind"], "not_utf8");
    }
    std::fs::remove_file(&file).unwrap();
}
