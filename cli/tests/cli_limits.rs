//! The text views stay small whatever the input: for each view, inputs of
//! hostile shapes (a million bytes of `/a`, tens of thousands of segments,
//! a long userinfo, query or fragment), and a bound on what is printed of
//! them: at most 16 bytes for each byte of input, plus a constant.
//!
//! Each input is one line on standard input, run as a real process.

use crate::common;

use common::{check_text, run};

/// What any view may print beyond 16 bytes for each byte of input.
const CONSTANT: usize = 16 * 1024;

/// Runs `args` on `input` (one line on standard input), checks the exit
/// code, and that standard output and standard error together stay within
/// the bound; returns standard output.
fn bounded(args: &[&str], input: &str, code: i32) -> String {
    let stdin = format!("{input}\n");
    let out = run(args, Some(stdin.as_bytes()));
    let printed = out.stdout.len() + out.stderr.len();
    let stdout = String::from_utf8(out.stdout).expect("stdout is UTF-8");
    assert_eq!(
        out.status.code(),
        Some(code),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bound = 16 * stdin.len() + CONSTANT;
    assert!(
        printed <= bound,
        "{args:?} on {} bytes printed {printed} bytes (bound {bound})",
        stdin.len()
    );
    stdout
}

/// The shapes: one million bytes of `/a`, and inputs just short of the
/// longest whose components and tree `parse` draws (64 KiB), where the
/// views once grew with the square of the input.
fn shapes() -> Vec<(&'static str, String)> {
    let near = 64 * 1024 - 64;
    vec![
        ("a million bytes of /a", "/a".repeat(500_000)),
        (
            "16000 segments",
            format!("http://a{}", "/seg".repeat(near / 4)),
        ),
        (
            "segments with params",
            format!("/s{}", ";p/s".repeat(near / 4)),
        ),
        ("empty segments", format!("/a{}", "/".repeat(near))),
        ("a long userinfo", format!("//{}@host/x", "u".repeat(near))),
        (
            "a long query",
            format!("http://a/b?{}", "q=1&".repeat(near / 4)),
        ),
        ("a long fragment", format!("g#{}", "f".repeat(near))),
        (
            "a long host name",
            format!("http://{}com/", "a.".repeat(near / 2)),
        ),
    ]
}

#[test]
fn parse_text_is_bounded() {
    for (shape, input) in shapes() {
        let out = bounded(&["parse", "--format", "text"], &input, 0);
        assert!(out.starts_with("valid URI-reference\n"), "{shape}: {out}");
        // The start of the input is drawn, and the end is said to be cut.
        assert!(out.contains('…'), "{shape}: {out}");
    }
}

#[test]
fn parse_text_of_a_long_input_says_why_it_draws_no_tree() {
    let input = "/a".repeat(500_000);
    let out = bounded(&["parse", "--format", "text"], &input, 0);
    assert!(
        out.contains("(1000000 bytes: components and tree are drawn up to 65536;"),
        "{out}"
    );
}

#[test]
fn parse_text_of_many_segments_says_how_many_are_left_out() {
    let input = format!("http://a{}?q#f", "/seg".repeat(16_000));
    let out = bounded(&["parse", "--format", "text"], &input, 0);
    // 16 drawn, of 16000.
    assert_eq!(out.matches("\n    segment ").count(), 16, "{out}");
    assert!(out.contains("\n    … 15984 more segments\n"), "{out}");
    // The query and fragment, past the window, are still labelled.
    assert!(out.contains("… (bytes 64009..64010)\n"), "{out}");
    assert!(out.contains("… (bytes 64011..64012)\n"), "{out}");
    // Of path_segments' 16000 children, 16 and 2 are drawn.
    assert!(out.contains("… 15982 more nodes\n"), "{out}");
}

#[test]
fn parse_text_of_an_invalid_long_input_is_bounded() {
    let input = format!("{} b", "/a".repeat(500_000));
    let out = bounded(&["parse", "--format", "text"], &input, 1);
    assert!(out.contains("at:       byte 1000000 "), "{out}");
}

#[test]
fn tree_text_is_bounded() {
    for (shape, input) in shapes() {
        let out = bounded(&["tree", "--format", "text"], &input, 0);
        assert!(out.starts_with("valid URI-reference\n"), "{shape}: {out}");
        if input == "/a".repeat(500_000) {
            // path_segments has 500000 children: 16, a line for the rest
            // but 2, and 2.
            assert!(out.contains("├─ … 499982 more nodes\n"), "{out}");
            assert!(out.contains("└─ segment "), "{out}");
        }
    }
}

#[test]
fn tree_text_of_a_rule_with_many_parts_is_bounded() {
    let input = "a.".repeat(300_000) + "com";
    let out = bounded(
        &["tree", "--format", "text", "--rule", "hostname"],
        &input,
        0,
    );
    // 300000 domainlabels and the toplabel: 16 and 2 drawn.
    assert!(out.contains("├─ … 299983 more nodes\n"), "{out}");
}

#[test]
fn check_text_is_bounded() {
    for (_, input) in shapes() {
        bounded(&["check", "--format", "text", "--quiet"], &input, 0);
        // One bad byte at the end.
        let bad = format!("{input}|");
        let out = bounded(&["check", "--format", "text", "--quiet"], &bad, 1);
        assert!(out.contains("invalid URI-reference"), "{out}");
    }
}

#[test]
fn resolve_text_is_bounded() {
    for (_, input) in shapes() {
        bounded(
            &[
                "resolve",
                "--base",
                "http://a/b/c/d;p?q",
                "--format",
                "text",
            ],
            &input,
            0,
        );
    }
    let climbing = "../".repeat(300_000) + "g";
    bounded(
        &[
            "resolve",
            "--base",
            "http://a/b/c/d;p?q",
            "--format",
            "text",
        ],
        &climbing,
        0,
    );
    let out = bounded(
        &[
            "resolve",
            "--base",
            "http://a/b/c/d;p?q",
            "--format",
            "text",
            "--above-root",
            "reject",
        ],
        &climbing,
        1,
    );
    assert!(out.starts_with("error: "), "{out}");
}

#[test]
fn normalize_text_is_bounded() {
    for (_, input) in shapes() {
        bounded(&["normalize", "--format", "text"], &input, 0);
    }
    let dots = "/.".repeat(300_000) + "/%7e%7E";
    bounded(&["normalize", "--format", "text"], &dots, 0);
}

#[test]
fn rules_is_bounded() {
    // The views of rules depend on no input; a long name is a usage error.
    // (An argument holds at most 128 KiB on Linux.)
    let name = "a".repeat(100_000);
    let out = run(&["rules", &name], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.len() + out.stderr.len() <= 16 * name.len() + CONSTANT);
    let out = run(&["rules"], None);
    assert!(out.status.success());
    assert!(out.stdout.len() <= CONSTANT);
}

// --- what a capped view looks like -------------------------------------

#[test]
fn parse_text_capped() {
    let input = format!(
        "http://user@host:8080{}?q={}#top",
        "/seg;p".repeat(30),
        "x".repeat(120)
    );
    let out = check_text(
        "parse_text_capped",
        &["parse", "--format", "text", &input],
        None,
        0,
    );
    assert!(
        out.contains("\n    … 22 more segments, 22 more params\n"),
        "{out}"
    );
    // 30 segments of two nodes each: 16 and 2 segments drawn.
    assert!(out.contains("├─ … 24 more nodes\n"), "{out}");
}

#[test]
fn tree_text_capped() {
    let input = "a.".repeat(25) + "com";
    let args = ["tree", "--format", "text", "--rule", "hostname", &input];
    let out = check_text("tree_text_capped", &args, None, 0);
    // 25 domainlabels and the toplabel: 16, then 8 left out, then 2.
    assert!(out.contains("├─ … 8 more nodes\n"), "{out}");
}

/// A line past the longest the tool reads (8 MiB, or `--max-line-bytes`)
/// is named once that much is read and skipped to its end without being
/// kept: the lines before and after it are answered, and the command
/// fails (exit 2) as on a read error. (A line of a gigabyte is skipped in
/// a buffer that does not grow: the unit tests of `commands/lines.rs`;
/// an endless one, in bounded memory: the test below.)
#[test]
fn a_line_past_the_bound_is_named_and_skipped() {
    let max = 8 << 20;
    let mut input = b"http://a/\n".to_vec();
    input.resize(input.len() + max + 1, b'a');
    input.extend_from_slice(b"\nhttp://b/\n");
    for args in [
        &["check", "--format", "jsonl"][..],
        &["parse", "--format", "jsonl"][..],
        &["normalize", "--format", "jsonl"][..],
    ] {
        let out = run(args, Some(&input));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("line 2: the line is longer than {max} bytes")),
            "{args:?}: {stderr}"
        );
        let answered = common::json_lines(&out);
        assert_eq!(answered.len(), 2, "{args:?}: {answered:?}");
        assert_eq!(answered[0]["input"], "http://a/", "{args:?}");
        assert_eq!(answered[1]["input"], "http://b/", "{args:?}");
    }
    // A bound of the caller's: the line of 8 MiB and one byte is read
    // (a relative path, valid) under a larger one, and a short line
    // refused under a smaller one.
    let larger = (max + 1).to_string();
    let out = run(
        &["check", "--format", "jsonl", "--max-line-bytes", &larger],
        Some(&input),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(common::json_lines(&out).len(), 3);
    let out = run(
        &["parse", "--max-line-bytes", "5", "--format", "jsonl"],
        Some(b"abcdef\nabc\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(common::json_lines(&out).len(), 1);
}

/// An endless line (`/dev/zero`) is read on in memory that stays flat:
/// the tool names it once the bound is passed and keeps reading, holding
/// no more than a buffer. Checked by the peak resident memory the kernel
/// reports while it runs.
#[cfg(target_os = "linux")]
#[test]
fn an_endless_line_is_skipped_in_flat_memory() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    // `check` reading the file, `parse` reading standard input.
    for (command, file) in [("check", true), ("parse", false)] {
        let zeros = || std::fs::File::open("/dev/zero").expect("/dev/zero");
        let mut child = Command::new(env!("CARGO_BIN_EXE_uri2396"))
            .args([command, "--format", "jsonl", "--max-line-bytes", "1048576"])
            .args(file.then_some("/dev/zero"))
            .stdin(if file {
                Stdio::null()
            } else {
                Stdio::from(zeros())
            })
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the tool runs");
        // Named once a mebibyte is read: the first line of standard error.
        let mut stderr = child.stderr.take().expect("piped");
        let mut said = Vec::new();
        let mut byte = [0];
        while stderr.read(&mut byte).expect("stderr") == 1 && byte[0] != b'\n' {
            said.push(byte[0]);
        }
        let said = String::from_utf8_lossy(&said).into_owned();
        assert!(
            said.contains("longer than 1048576 bytes"),
            "{command}: {said}"
        );
        // Then reading on for two seconds (hundreds of megabytes).
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(100));
        }
        let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
            .expect("the tool is still running");
        child.kill().expect("killed");
        let _ = child.wait();
        let peak_kb: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM");
        assert!(peak_kb < 64 * 1024, "{command}: peak {peak_kb} kB");
    }
}
