//! `uri2396 check`, run as a real process: one result per line of input,
//! in order, none lost, whatever the lines hold and however the work is
//! split between threads; its formats, summary, exit codes and messages.
//!
//! Snapshots (in `snapshots/cli/`) are transcripts: the command, the files,
//! the exit code, standard error, then standard output as printed.

use crate::appendix_a;
use crate::assert_transcript;
use crate::common;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;

use common::{
    Shown, assert_answers_each_line_before_the_input_ends, assert_broken_pipe_is_quiet,
    first_line_then_close, json_lines, lines_of, parse_lines, run_with, uri2396,
};

/// A fresh folder for the files of one test.
fn folder(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli_check")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the test folder");
    dir
}

/// Runs the tool in `dir` with `args` and, when given, `stdin`.
fn run_in<S: AsRef<OsStr>>(dir: &Path, args: &[S], stdin: Option<&[u8]>) -> Output {
    let mut cmd = uri2396();
    cmd.current_dir(dir);
    run_with(cmd, args, stdin)
}

/// Checks `bytes` as one file (and, the same, from standard input) with
/// `args` after `check --format jsonl`; asserts one report per line, in
/// order, numbered from 1, each with its input, valid exactly when
/// Appendix A derives it. Returns the reports.
#[track_caller]
fn one_report_per_line(test: &str, bytes: &[u8], args: &[&str]) -> Vec<Value> {
    let dir = folder(test);
    std::fs::write(dir.join("input.txt"), bytes).expect("write the input");
    let expected = lines_of(bytes);
    let mut runs = Vec::new();
    for (source, stdin) in [("input.txt", None), ("-", Some(bytes))] {
        let all: Vec<&str> = ["check", "--format", "jsonl", "--quiet"]
            .into_iter()
            .chain(args.iter().copied())
            .chain([source])
            .collect();
        let out = run_in(&dir, &all, stdin);
        let reports = json_lines(&out);
        assert_eq!(reports.len(), expected.len(), "{test}: one report per line");
        let mut any_invalid = false;
        for (i, (report, input)) in reports.iter().zip(&expected).enumerate() {
            assert_eq!(report["line"], i as u64 + 1, "{test}: in order");
            assert_eq!(report["input"], input.as_str(), "{test}: line {}", i + 1);
            let valid = report["valid"].as_bool().unwrap();
            // A line that is not UTF-8 has U+FFFD here, which no rule matches.
            assert_eq!(
                valid,
                appendix_a::derives("URI-reference", input),
                "{test}: line {}",
                i + 1
            );
            assert_eq!(report["error"].is_null(), valid);
            any_invalid |= !valid;
        }
        let file = if stdin.is_some() {
            "<stdin>"
        } else {
            "input.txt"
        };
        assert!(reports.iter().all(|r| r["file"] == file));
        assert_eq!(out.status.code(), Some(i32::from(any_invalid)), "{test}");
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        runs.push(out.stdout);
    }
    let [from_file, from_stdin] = &runs[..] else {
        unreachable!()
    };
    assert_eq!(
        String::from_utf8_lossy(from_file).replace("\"file\":\"input.txt\"", ""),
        String::from_utf8_lossy(from_stdin).replace("\"file\":\"<stdin>\"", ""),
        "{test}: a file and standard input give the same reports"
    );
    parse_lines(from_file)
}

/// The transcript of one run in a folder holding `files`: the files, then
/// the run, its standard output as printed.
fn transcript(
    args: &[&str],
    files: &[(&str, &[u8])],
    stdin: Option<&[u8]>,
    out: &Output,
) -> String {
    let mut text = String::new();
    for (name, bytes) in files {
        text += &format!("{name}: b\"{}\"\n", bytes.escape_ascii());
    }
    text + &common::transcript(args, stdin, out, Shown::Text)
}

/// Writes `files` to a fresh folder, runs the tool there, checks the exit
/// code and snapshots the transcript as `name`.
#[track_caller]
fn snapshot(
    name: &str,
    args: &[&str],
    files: &[(&str, &[u8])],
    stdin: Option<&[u8]>,
    code: i32,
) -> Output {
    let dir = folder(name);
    for (file, bytes) in files {
        std::fs::write(dir.join(file), bytes).expect("write a file");
    }
    let out = run_in(&dir, args, stdin);
    let text = transcript(args, files, stdin, &out);
    assert_eq!(out.status.code(), Some(code), "{text}");
    assert_transcript(name, &text);
    out
}

/// A small file with a line of each kind: CRLF, empty, a space, not UTF-8,
/// NUL, too short, and a last line without newline.
const MIXED: &[u8] = b"http://a/b\r\n\nhttp://a/b c\n\xff\n\0\nhttp:\nlast";

// --- formats ------------------------------------------------------------

#[test]
fn check_jsonl() {
    let out = snapshot(
        "check_jsonl",
        &["check", "--format", "jsonl", "uris.txt"],
        &[("uris.txt", MIXED)],
        None,
        1,
    );
    let reports = json_lines(&out);
    assert_eq!(reports.len(), 7);
    assert_eq!(reports[3]["error"]["kind"], "not_utf8");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("7 lines checked as URI-reference: 3 valid, 4 invalid"),
        "{stderr}"
    );
}

#[test]
fn check_jsonl_is_the_default_off_a_terminal() {
    let dir = folder("default_format");
    std::fs::write(dir.join("uris.txt"), MIXED).unwrap();
    let default = run_in(&dir, &["check", "uris.txt"], None);
    let jsonl = run_in(&dir, &["check", "--format", "json", "uris.txt"], None);
    assert_eq!(default.stdout, jsonl.stdout);
    assert_eq!(json_lines(&default).len(), 7);
}

#[test]
fn check_text() {
    let out = snapshot(
        "check_text",
        &["check", "--format", "text", "uris.txt"],
        &[("uris.txt", MIXED)],
        None,
        1,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 7);
    assert!(
        stdout.lines().all(|l| l.starts_with("uris.txt:")),
        "{stdout}"
    );
}

/// Hidden characters (a right-to-left override, a byte order mark...) in
/// lines and in a file's name are shown as code points in the text and in
/// the summary; the JSON keeps them.
#[test]
fn check_text_hidden_characters() {
    let file = "http://a/\u{202E}gpj.exe\n\u{FEFF}http://a/\nhttp://a/b c\u{200F}\n";
    let out = snapshot(
        "check_text_hidden",
        &["check", "--format", "text", "uris.txt"],
        &[("uris.txt", file.as_bytes())],
        None,
        1,
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    for text in [&stdout, &stderr] {
        assert!(!text.contains(common::HIDDEN), "{text}");
    }
    assert!(stdout.starts_with(
        "uris.txt:1:10: invalid URI-reference \"http://a/<U+202E>gpj.exe\": U+202E is not US-ASCII"
    ));
    assert!(stderr.contains("U+202E 1"), "{stderr}");

    let dir = folder("hidden_name");
    let name = "\u{202E}txt.exe";
    std::fs::write(dir.join(name), "a b\n").unwrap();
    for args in [
        &["check", "--format", "text", name][..],
        &["check", name, "nosuch\u{200B}"],
    ] {
        let out = run_in(&dir, args, None);
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!stderr.contains(common::HIDDEN), "{stderr}");
        if args[2] == "text" {
            assert!(
                stdout.starts_with("<U+202E>txt.exe:1:2: invalid"),
                "{stdout}"
            );
        } else {
            assert!(stderr.contains("nosuch<U+200B>: cannot open"), "{stderr}");
            // JSON names the file as it is.
            assert_eq!(parse_lines(stdout.as_bytes())[0]["file"], name);
        }
    }
}

#[test]
fn check_summary() {
    let out = snapshot(
        "check_summary",
        &["check", "--format", "summary", "uris.txt"],
        &[("uris.txt", MIXED)],
        None,
        1,
    );
    assert!(out.stderr.is_empty(), "the summary is the output");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("7 lines checked as URI-reference: 3 valid, 4 invalid (57.1%)\n"),
        "{stdout}"
    );
}

#[test]
fn check_summary_by_reason() {
    let file = b"a b\nc d\ne f\nx|y\nx|z\nx{y\n\xe9\nhttp:\nhttp://a/%zz\n\
                 http://\xc3\xa9/\nhttp://ok/\n/%s\n/%s%s\n/%4g\n/%\n/%4\n";
    let out = snapshot(
        "check_summary_by_reason",
        &["check", "--format", "summary", "uris.txt"],
        &[("uris.txt", file)],
        None,
        1,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    for line in [
        "16 lines checked as URI-reference: 1 valid, 15 invalid (93.8%)",
        "         3  space             ' ' (U+0020) 3",
        // Not counted under the character after the "%", which is a uric.
        "         6  malformed escape  \"%s\" 2, \"%\" 1, \"%4\" 1, \"%4g\" 1, \"%z\" 1",
        "         3  unwise            '|' 2, '{' 1",
        "         1  not UTF-8",
        "         1  end of input",
        "         1  non-ASCII         'é' (U+00E9) 1",
    ] {
        assert!(stdout.lines().any(|l| l == line), "{line:?} in\n{stdout}");
    }
}

/// `--only-invalid`: the lines that are valid leave no output, in either
/// format; the summary and the exit status count every line.
#[test]
fn check_only_invalid() {
    let out = snapshot(
        "check_only_invalid_text",
        &["check", "--format", "text", "--only-invalid", "uris.txt"],
        &[("uris.txt", MIXED)],
        None,
        1,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(
        lines
            .iter()
            .all(|l| l.contains(" invalid URI-reference \""))
    );
    let all = run_in(
        &folder("only_invalid_all"),
        &["check", "--format", "text", "-"],
        Some(MIXED),
    );
    let every = run_in(
        &folder("only_invalid_some"),
        &["check", "--format", "text", "--only-invalid", "-"],
        Some(MIXED),
    );
    assert_eq!(all.stderr, every.stderr, "the same summary");
    let invalid: Vec<&str> = std::str::from_utf8(&all.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.contains(": valid \""))
        .collect();
    assert_eq!(
        std::str::from_utf8(&every.stdout)
            .unwrap()
            .lines()
            .collect::<Vec<_>>(),
        invalid
    );

    let dir = folder("only_invalid_jsonl");
    std::fs::write(dir.join("uris.txt"), MIXED).unwrap();
    let args = [
        "check",
        "--format",
        "jsonl",
        "-q",
        "--only-invalid",
        "uris.txt",
    ];
    let out = run_in(&dir, &args, None);
    assert_eq!(out.status.code(), Some(1));
    let reports = json_lines(&out);
    let lines: Vec<u64> = reports
        .iter()
        .map(|r| r["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [3, 4, 5, 6]);
    assert!(reports.iter().all(|r| r["valid"] == false));

    // Every line valid: nothing printed, exit 0.
    let out = run_in(
        &dir,
        &["check", "--format", "text", "-q", "--only-invalid", "-"],
        Some(b"http://a/\n../b\n"),
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

/// Each text line shows its input, quoted: `"` and `\` escaped, a long
/// one clipped around the fault.
#[test]
fn check_text_shows_the_input() {
    let long = format!("http://a/{}b c{}", "x".repeat(200), "y".repeat(200));
    let file = format!("a\"b\nback\\slash\n{long}\n");
    let out = snapshot(
        "check_text_input",
        &["check", "--format", "text", "-q", "uris.txt"],
        &[("uris.txt", file.as_bytes())],
        None,
        1,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("uris.txt:1:2: invalid URI-reference \"a\\\"b\": "));
    assert!(lines[1].starts_with("uris.txt:2:5: invalid URI-reference \"back\\\\slash\": "));
    assert!(lines[2].contains(" \"…xxxx"), "{}", lines[2]);
    assert!(lines[2].contains("xb cyyyy"), "{}", lines[2]);
    assert!(lines[2].contains("yyyy…\": "), "{}", lines[2]);
    assert!(lines[2].len() < 400, "clipped: {}", lines[2]);
}

#[test]
fn check_rule_names_in_any_case() {
    let dir = folder("rule_any_case");
    let spellings = ["IPv4address", "ipv4address", "IPV4ADDRESS"];
    let outs: Vec<Output> = spellings
        .iter()
        .map(|rule| {
            run_in(
                &dir,
                &["check", "-q", "--rule", rule, "-"],
                Some(b"1.2.3.4\n1.2\n"),
            )
        })
        .collect();
    for out in &outs {
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(out.stdout, outs[0].stdout);
    }
    // The RFC spelling in the reports, whatever was typed.
    assert_eq!(json_lines(&outs[2])[0]["rule"], "IPv4address");
    let out = run_in(
        &dir,
        &["check", "--rule", "abs-path", "-q", "-"],
        Some(b"/a\n"),
    );
    assert_eq!(json_lines(&out)[0]["rule"], "abs_path");
}

#[test]
fn check_quiet() {
    let dir = folder("quiet");
    std::fs::write(dir.join("uris.txt"), MIXED).unwrap();
    let out = run_in(&dir, &["check", "-q", "uris.txt"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.is_empty());
    assert_eq!(json_lines(&out).len(), 7);
}

#[test]
fn check_rule() {
    let file = b"192.0.2.1\n256.256.256.256\n1.2.3\nlocalhost\n";
    snapshot(
        "check_rule",
        &[
            "check",
            "--format",
            "text",
            "--rule",
            "IPv4address",
            "-q",
            "hosts.txt",
        ],
        &[("hosts.txt", file)],
        None,
        1,
    );
}

#[test]
fn check_all_valid_exits_0() {
    let dir = folder("all_valid");
    std::fs::write(dir.join("uris.txt"), "http://a/\n../b\n\n#f\n").unwrap();
    let out = run_in(&dir, &["check", "-q", "uris.txt"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_lines(&out).len(), 4);
}

// --- sources and errors -------------------------------------------------

#[test]
fn check_stdin() {
    // No FILE, and "-", both read standard input.
    let stdin = b"http://a/\nx y\n";
    let out = snapshot(
        "check_stdin",
        &["check", "--format", "text"],
        &[],
        Some(stdin),
        1,
    );
    let dash = run_in(
        &folder("stdin_dash"),
        &["check", "--format", "text", "-"],
        Some(stdin),
    );
    assert_eq!(out.stdout, dash.stdout);
    assert_eq!(out.stderr, dash.stderr);
}

#[test]
fn check_files_in_order_and_a_missing_one() {
    let out = snapshot(
        "check_files",
        &[
            "check",
            "--format",
            "text",
            "a.txt",
            "missing.txt",
            "b.txt",
            "-",
        ],
        &[("a.txt", b"http://a/\nx y"), ("b.txt", b"b c\n")],
        Some(b"from stdin\n"),
        2,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("uri2396: missing.txt: cannot open: "),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let places: Vec<&str> = stdout
        .lines()
        .map(|l| l.split(": ").next().unwrap())
        .collect();
    assert_eq!(places, ["a.txt:1", "a.txt:2:2", "b.txt:1:2", "<stdin>:1:5"]);
}

#[cfg(unix)]
#[test]
fn check_unreadable_file_names_the_file_and_line() {
    let dir = folder("directory");
    std::fs::create_dir(dir.join("sub")).unwrap();
    let out = run_in(&dir, &["check", "-q", "sub"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("uri2396: sub: line 1: cannot read: "),
        "{stderr}"
    );
}

#[test]
fn check_unknown_rule_is_a_usage_error() {
    let out = run_in(
        &folder("unknown_rule"),
        &["check", "--rule", "nosuch"],
        Some(b"a\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // A near miss: the library's suggestion.
    let out = snapshot(
        "check_unknown_rule_suggestion",
        &["check", "--rule", "IPv4adress", "-"],
        &[],
        Some(b"a\n"),
        2,
    );
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("did you mean `IPv4address`?"));
}

#[test]
fn check_answers_each_line_before_the_input_ends() {
    assert_answers_each_line_before_the_input_ends(&["check", "--format", "jsonl", "-q"]);
}

#[test]
fn check_broken_pipe_is_quiet() {
    assert_broken_pipe_is_quiet(&["check", "--format", "jsonl"]);
}

/// Lines enough that their output overflows a pipe (64 KiB) many times:
/// the tool cannot have written them all when the reader goes away.
fn many_valid_lines() -> String {
    "http://example.com/a/b;p?q=1#f\n".repeat(20_000)
}

/// `check ... | head -1`, from a file and from standard input, in JSON
/// and in text: the exit status is that of the lines written before the
/// reader went away.
#[test]
fn check_reader_gone_status_is_that_of_the_lines_written() {
    let dir = folder("reader_gone");
    let invalid_first = format!("a b\n{}", many_valid_lines());
    let invalid_last = format!("{}a b\n", many_valid_lines());
    let first = dir.join("invalid_first.txt");
    let last = dir.join("invalid_last.txt");
    std::fs::write(&first, &invalid_first).unwrap();
    std::fs::write(&last, &invalid_last).unwrap();
    for format in ["jsonl", "text"] {
        for (path, bytes, code) in [(&first, &invalid_first, 1), (&last, &invalid_last, 0)] {
            let path = path.to_str().unwrap();
            let from_file = ["check", "--format", format, "--quiet", path];
            let from_stdin = ["check", "--format", format, "--quiet", "-"];
            for (args, stdin) in [
                (&from_file, None),
                (&from_stdin, Some(bytes.clone().into_bytes())),
            ] {
                let (line, status, stderr) = first_line_then_close(args, stdin);
                // The line written first says what the status reflects.
                let reported_invalid =
                    line.contains(r#""valid":false"#) || line.contains(": invalid ");
                assert_eq!(reported_invalid, code == 1, "{args:?}: {line}");
                assert_eq!(status, code, "{args:?}: {line}");
                assert_eq!(stderr, "", "{args:?}");
            }
        }
    }
}

// --- hostile input: one result per line, none lost ------------------------

#[test]
fn hostile_empty_lines() {
    let reports = one_report_per_line("empty_lines", b"\n\n\nhttp://a/\n\n", &[]);
    assert_eq!(reports.len(), 5);
    assert_eq!(reports[0]["input"], "");
    // The empty string is a URI-reference (4.2).
    assert_eq!(reports[0]["valid"], true);
    one_report_per_line(
        "only_newlines",
        &[b'\n'; 10_000],
        &["--chunk-lines", "7", "--jobs", "3"],
    );
    one_report_per_line("no_lines", b"", &[]);
}

#[test]
fn hostile_not_utf8() {
    let bytes = b"\xff\nab\xe2\x82\nok\n\xc3\xa9\n\xed\xa0\x80\n\xf4\x90\x80\x80\n%C3%A9";
    let reports = one_report_per_line("not_utf8", bytes, &[]);
    let kinds: Vec<&str> = reports
        .iter()
        .map(|r| r["error"]["kind"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        kinds,
        [
            "not_utf8", "not_utf8", "-", "syntax", "not_utf8", "not_utf8", "-"
        ]
    );
    assert_eq!(reports[1]["error"]["offset"], 2);
}

#[test]
fn hostile_nul_bytes() {
    let reports = one_report_per_line("nul", b"\0\n\0\0\na\0b\nhttp://a/\0", &[]);
    assert_eq!(reports[2]["error"]["offset"], 1);
    assert_eq!(reports[2]["error"]["class"], "control");
}

#[test]
fn hostile_crlf() {
    // One CR dropped before LF: "b\r\r\n" keeps one; a lone CR at the end
    // of the input is a line of its own, without its CR.
    let reports = one_report_per_line("crlf", b"a\r\nb\r\r\n\r\n\rc\r\n\r", &[]);
    let inputs: Vec<&str> = reports
        .iter()
        .map(|r| r["input"].as_str().unwrap())
        .collect();
    assert_eq!(inputs, ["a", "b\r", "", "\rc", ""]);
}

#[test]
fn hostile_multi_megabyte_lines() {
    let mut bytes = Vec::new();
    bytes.extend(b"/");
    bytes.extend(std::iter::repeat_n(b'a', 4 << 20));
    bytes.extend(b"\n");
    bytes.extend(std::iter::repeat_n(b'b', 2 << 20));
    bytes.extend(b" \nshort\n");
    let reports = one_report_per_line("long_lines", &bytes, &[]);
    assert_eq!(reports.len(), 3);
    assert_eq!(reports[0]["valid"], true);
    assert_eq!(reports[1]["error"]["offset"], 2 << 20);
    assert_eq!(reports[2]["input"], "short");
}

/// Lines of every kind, many more than a chunk holds.
fn many_lines(n: usize) -> Vec<u8> {
    let kinds: [&[u8]; 9] = [
        b"http://example.com/a/b;p?q=1#f",
        b"",
        b"a b",
        b"\xff\xfe",
        b"x\0y",
        b"mailto:a@b\r",
        b"http:",
        b"../g;x?y#s",
        b"http://[::1]/",
    ];
    let mut bytes = Vec::new();
    for i in 0..n {
        bytes.extend(kinds[i % kinds.len()]);
        // A number keeps each line apart, so that a line out of place shows.
        bytes.extend(format!("{i}").as_bytes());
        bytes.push(b'\n');
    }
    bytes
}

#[test]
fn hostile_many_lines_across_chunks_and_threads() {
    // Small chunks over several threads: the parallel path, its reordering
    // and its bound on chunks in flight, many times over.
    let bytes = many_lines(20_000);
    let parallel = one_report_per_line(
        "many_small_chunks",
        &bytes,
        &["--chunk-lines", "37", "--jobs", "4"],
    );
    let serial = one_report_per_line(
        "many_one_thread",
        &bytes,
        &["--chunk-lines", "37", "--jobs", "1"],
    );
    assert_eq!(parallel, serial);
    // The default chunk size, on more lines than one chunk.
    let default = one_report_per_line("many_default", &bytes, &[]);
    assert_eq!(default, serial);
}

#[test]
fn hostile_many_lines_text_and_summary() {
    let bytes = many_lines(9_000);
    let dir = folder("many_text");
    std::fs::write(dir.join("in.txt"), &bytes).unwrap();
    let out = run_in(
        &dir,
        &[
            "check",
            "--format",
            "text",
            "--chunk-lines",
            "100",
            "-j",
            "2",
            "in.txt",
        ],
        None,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let numbers: Vec<usize> = stdout
        .lines()
        .map(|l| l.split(':').nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(numbers, (1..=9_000).collect::<Vec<_>>());
    let summary = run_in(
        &dir,
        &[
            "check",
            "--format",
            "summary",
            "--chunk-lines",
            "100",
            "-j",
            "2",
            "in.txt",
        ],
        None,
    );
    let summary = String::from_utf8_lossy(&summary.stdout);
    assert!(
        summary.starts_with("9000 lines checked as URI-reference: 4000 valid, 5000 invalid"),
        "{summary}"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr, summary, "the same summary, on standard error");
}
