//! The harness of the command-line tests (`tests/cli*.rs`): running the tool
//! as a real process, reading its JSON lines, the transcripts that the
//! snapshots (in `snapshots/cli/`) hold, and the checks built on them.
//!
//! A transcript is the command, its standard input, the exit code, what was
//! on standard error, then standard output: JSON lines re-indented (keeping
//! the fields in the order printed), or text as printed.
//!
//! The snapshots are written by `crate::assert_transcript`, in the suite's
//! root.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use serde_json::Value;

/// The tool, in plain text whatever the environment, unless a test says
/// otherwise.
pub fn uri2396() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_uri2396"));
    cmd.env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .env("NO_COLOR", "1")
        // English whatever the machine's locale, unless a test asks.
        .env("LC_ALL", "C");
    cmd
}

/// Starts `cmd` with `args`, its output piped, and its input piped when
/// `piped_stdin` (else empty).
fn spawn<S: AsRef<OsStr>>(mut cmd: Command, args: &[S], piped_stdin: bool) -> Child {
    cmd.args(args)
        .stdin(if piped_stdin {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn uri2396")
}

/// Runs `cmd` with `args` and, when given, `stdin` as its whole input.
pub fn run_with<S: AsRef<OsStr>>(cmd: Command, args: &[S], stdin: Option<&[u8]>) -> Output {
    let mut child = spawn(cmd, args, stdin.is_some());
    if let Some(bytes) = stdin {
        let mut pipe = child.stdin.take().expect("stdin is piped");
        let bytes = bytes.to_vec();
        // Written from a thread so that a large input cannot deadlock
        // against unread output; closing the pipe ends the input.
        thread::spawn(move || pipe.write_all(&bytes));
    }
    child.wait_with_output().expect("wait for uri2396")
}

/// Runs the tool with `args` and, when given, `stdin` as its whole input.
pub fn run<S: AsRef<OsStr>>(args: &[S], stdin: Option<&[u8]>) -> Output {
    run_with(uri2396(), args, stdin)
}

/// The lines of standard output, each checked to be one JSON object.
pub fn json_lines(out: &Output) -> Vec<Value> {
    parse_lines(&out.stdout)
}

/// The lines of `stdout`, each checked to be one JSON object.
pub fn parse_lines(stdout: &[u8]) -> Vec<Value> {
    let stdout = std::str::from_utf8(stdout).expect("stdout is UTF-8");
    assert!(
        stdout.is_empty() || stdout.ends_with('\n'),
        "last line has no newline: {stdout:?}"
    );
    stdout
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).expect("each line is JSON");
            assert!(value.is_object(), "not an object: {line}");
            value
        })
        .collect()
}

/// The field `name` of each report, as a string (`null` as `"null"`).
pub fn field(reports: &[Value], name: &str) -> Vec<String> {
    reports
        .iter()
        .map(|r| match &r[name] {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        })
        .collect()
}

/// The inputs `bytes` holds, as the tool must split them: on `\n`, one
/// `\r` dropped before it, a last line without `\n` counted, and decoded
/// lossily.
pub fn lines_of(bytes: &[u8]) -> Vec<String> {
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    if bytes.is_empty() || bytes.ends_with(b"\n") {
        lines.pop();
    }
    lines
        .iter()
        .map(|l| String::from_utf8_lossy(l.strip_suffix(b"\r").unwrap_or(l)).into_owned())
        .collect()
}

/// Compact JSON re-indented, keeping every byte but the added whitespace, so
/// that the snapshot shows the fields in the order printed. Panics on
/// whitespace between tokens: the tool prints compact JSON.
fn pretty(json: &str) -> String {
    fn newline(out: &mut String, depth: usize) {
        out.push('\n');
        out.push_str(&"  ".repeat(depth));
    }
    let mut out = String::new();
    let mut depth = 0;
    let (mut in_string, mut escaped) = (false, false);
    let mut chars = json.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                out.push(c);
                if let Some(close) = chars.next_if(|&n| n == '}' || n == ']') {
                    out.push(close);
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth -= 1;
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c if c.is_whitespace() => panic!("not compact JSON: {json}"),
            c => out.push(c),
        }
    }
    out
}

/// `args` as a shell would take them back.
pub fn command_line<S: AsRef<OsStr>>(args: &[S]) -> String {
    let mut line = String::from("uri2396");
    for arg in args {
        let bytes = arg.as_ref().as_encoded_bytes();
        let text = std::str::from_utf8(bytes).ok();
        // Hidden characters (controls, bidirectional and other format
        // characters) by their bytes, so that the line reads as it is.
        let hidden = |c: char| c.is_control() || c.escape_debug().next() == Some('\\');
        let Some(arg) = text.filter(|t| {
            !t.chars()
                .any(|c| !c.is_ascii() && hidden(c) || c.is_control())
        }) else {
            line = format!("{line} $'{}'", bytes.escape_ascii());
            continue;
        };
        let plain = !arg.is_empty()
            && arg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./:@=,+%".contains(c));
        if plain {
            line = format!("{line} {arg}");
        } else {
            line = format!("{line} '{}'", arg.replace('\'', r"'\''"));
        }
    }
    line
}

/// How standard output is shown in a transcript.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// Each line re-indented.
    Json,
    /// As printed; ANSI escapes shown as `␛`.
    Text,
}

/// The transcript of one run, as snapshots show it.
pub fn transcript<S: AsRef<OsStr>>(
    args: &[S],
    stdin: Option<&[u8]>,
    out: &Output,
    shown: Shown,
) -> String {
    let mut text = format!("$ {}\n", command_line(args));
    if let Some(bytes) = stdin {
        text += &format!("stdin: b\"{}\"\n", bytes.escape_ascii());
    }
    text += &format!("exit: {}\n", out.status.code().expect("exited"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !stderr.is_empty() {
        text += &format!("--- stderr\n{stderr}");
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    match shown {
        Shown::Json => {
            for (i, line) in stdout.lines().enumerate() {
                text += &format!("--- stdout line {}\n{}\n", i + 1, pretty(line));
            }
        }
        Shown::Text => {
            text += &format!("--- stdout\n{stdout}");
            text = text.replace('\x1b', "␛");
        }
    }
    text
}

/// Runs the tool with `args` then `inputs` as arguments, in JSON; checks
/// the exit code, that standard error is empty and that there is one
/// report per input, in order; snapshots the transcript as `name`.
#[track_caller]
pub fn check(name: &str, args: &[&str], inputs: &[&str], code: i32) -> Vec<Value> {
    let all: Vec<&str> = args.iter().chain(inputs).copied().collect();
    let out = run(&all, None);
    let text = transcript(&all, None, &out, Shown::Json);
    assert_eq!(out.status.code(), Some(code), "{text}");
    assert!(out.stderr.is_empty(), "{text}");
    let reports = json_lines(&out);
    let printed: Vec<&str> = reports
        .iter()
        .map(|r| r["input"].as_str().unwrap())
        .collect();
    assert_eq!(printed, inputs, "{text}");
    crate::assert_transcript(name, &text);
    reports
}

/// As [`check`], with `stdin` as the input.
#[track_caller]
pub fn check_stdin(name: &str, args: &[&str], stdin: &[u8], code: i32) -> Vec<Value> {
    let out = run(args, Some(stdin));
    let text = transcript(args, Some(stdin), &out, Shown::Json);
    assert_eq!(out.status.code(), Some(code), "{text}");
    assert!(out.stderr.is_empty(), "{text}");
    let reports = json_lines(&out);
    crate::assert_transcript(name, &text);
    reports
}

/// Runs the tool in a text format (which `args` must ask for), checks its
/// exit code and that standard error is empty, and snapshots the
/// transcript as `name`. Returns standard output.
#[track_caller]
pub fn check_text<S: AsRef<OsStr>>(
    name: &str,
    args: &[S],
    stdin: Option<&[u8]>,
    code: i32,
) -> String {
    let out = run(args, stdin);
    let text = transcript(args, stdin, &out, Shown::Text);
    assert_eq!(out.status.code(), Some(code), "{text}");
    assert!(out.stderr.is_empty(), "{text}");
    crate::assert_transcript(name, &text);
    String::from_utf8(out.stdout).expect("the text views are UTF-8")
}

/// Runs `args`, which ask for a help page: exit 0 and examples in it,
/// under the heading of the language `args` ask for (`--lang ja`: `例:`);
/// snapshots the page, after its command line, as `name`.
#[track_caller]
pub fn check_help(name: &str, args: &[&str]) {
    let out = run(args, None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let heading = if args.windows(2).any(|w| w == ["--lang", "ja"]) {
        "\n例:\n"
    } else {
        "\nExamples:\n"
    };
    assert!(stdout.contains(heading), "{stdout}");
    crate::assert_transcript(name, &format!("$ {}\n{stdout}", command_line(args)));
}

/// Runs the tool with `args`, reading standard input and printing JSON
/// lines: the report of a first line comes while the input is still open.
pub fn assert_answers_each_line_before_the_input_ends(args: &[&str]) {
    let mut child = uri2396()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn uri2396");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let (tx, rx) = mpsc::channel();
    let reader = thread::spawn(move || {
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read a report");
        tx.send(line).expect("send the report");
        stdout.read_to_string(&mut String::new())
    });
    stdin.write_all(b"http://a/\n").expect("write a line");
    stdin.flush().expect("flush");
    let line = rx.recv_timeout(Duration::from_secs(20));
    drop(stdin);
    let status = child.wait().expect("wait for uri2396");
    reader
        .join()
        .expect("reader thread")
        .expect("read the rest");
    let line = line.expect("a report for the first line while the input is still open");
    assert!(line.contains(r#""input":"http://a/""#), "{line}");
    assert_eq!(status.code(), Some(0));
}

/// Runs the tool with `args`, reading standard input, with nobody reading
/// its output: it stops without a word on standard error, and exits 0 (the
/// valid inputs it reported).
pub fn assert_broken_pipe_is_quiet(args: &[&str]) {
    let mut child = spawn(uri2396(), args, true);
    // Nobody will read the output.
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = thread::spawn(move || {
        let line = b"http://example.com/a/b;p?q=1#f\n";
        // Stops when the tool exits and the pipe breaks on this side too.
        for _ in 0..200_000 {
            if stdin.write_all(line).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().expect("wait for uri2396");
    writer.join().expect("writer thread");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0), "every input reported was valid");
}

/// Runs the tool with `args` (and `stdin` as its whole input, when given),
/// reads the first line of its output, then closes the pipe: the reader
/// goes away as `| head -1` does. Returns that line, the exit code and
/// standard error.
pub fn first_line_then_close(args: &[&str], stdin: Option<Vec<u8>>) -> (String, i32, String) {
    let mut child = spawn(uri2396(), args, stdin.is_some());
    let writer = stdin.map(|bytes| {
        let mut pipe = child.stdin.take().expect("stdin is piped");
        // Fails once the tool has stopped reading: that is expected.
        thread::spawn(move || pipe.write_all(&bytes).is_ok())
    });
    let mut stdout = child.stdout.take().expect("stdout is piped");
    // Byte by byte, so that no more than the first line leaves the pipe.
    let mut line = Vec::new();
    let mut byte = [0];
    while stdout.read_exact(&mut byte).is_ok() && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    drop(stdout);
    let out = child.wait_with_output().expect("wait for uri2396");
    if let Some(writer) = writer {
        writer.join().expect("writer thread");
    }
    (
        String::from_utf8(line).expect("the first line is UTF-8"),
        out.status.code().expect("exited"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Characters that change how the text around them is shown or show
/// nothing: bidirectional controls, zero-width and other format characters,
/// spaces other than U+0020, line and paragraph separators. No text view
/// may print them as they are.
pub const HIDDEN: &[char] = &[
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}', '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}',
    '\u{2061}', '\u{2062}', '\u{2063}', '\u{2064}', '\u{FEFF}', '\u{00AD}', '\u{2028}', '\u{2029}',
    '\u{00A0}', '\u{0085}', '\u{009B}', '\u{3164}',
];
