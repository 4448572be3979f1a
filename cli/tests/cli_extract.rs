//! `uri2396 extract`, run as a real process: Appendix E's example, the
//! text view, abbreviated URLs, bytes that are not UTF-8, files that cannot
//! be read, exit codes, and a document larger than any buffer.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, what was on standard error, then standard
//! output: JSON lines re-indented, text as printed.

use crate::common;

use serde_json::Value;

use common::{check_help, check_stdin, check_text, field, json_lines, run};

fn data(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../tests/data/extract/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn help_extract() {
    check_help("help_extract", &["extract", "--help"]);
}

#[test]
fn appendix_e() {
    let r = check_stdin(
        "extract_appendix_e",
        &["extract", "--format", "jsonl"],
        &data("appendix-e.txt"),
        0,
    );
    assert_eq!(
        field(&r, "uri"),
        [
            "http://www.w3.org/Addressing/",
            "ftp://ds.internic.net/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ]
    );
    assert_eq!(field(&r, "delimiter"), ["quote", "angle", "angle"]);
    assert!(r.iter().all(|r| r["file"] == "<stdin>"));
}

#[test]
fn text_view() {
    let mut input = data("line-breaks.txt");
    input.extend(data("hyphen.txt"));
    input.extend(data("invalid.txt"));
    input.push(b'\n');
    // A bidirectional control is shown by its code point.
    input.extend("Hidden <http://a/\u{202e}b>.\n".as_bytes());
    check_text(
        "extract_text",
        &["extract", "--format", "text"],
        Some(&input),
        1,
    );
}

#[test]
fn abbreviated_urls_on_request() {
    let input = data("abbreviated.txt");
    let r = json_lines(&run(&["extract"], Some(&input)));
    assert!(r.iter().all(|r| r["abbreviated"] == false));
    let r = check_stdin(
        "extract_abbreviated",
        &["extract", "--abbreviated"],
        &input,
        0,
    );
    let abbreviated: Vec<&Value> = r.iter().filter(|r| r["abbreviated"] == true).collect();
    assert_eq!(abbreviated.len(), 4);
}

#[test]
fn bytes_that_are_not_utf8_keep_their_offsets() {
    let r = check_stdin(
        "extract_not_utf8",
        &["extract", "--format", "jsonl", "--encoding", "utf-8"],
        b"caf\xe9 <http://a/b\xff> http://c/d\n",
        1,
    );
    assert_eq!(field(&r, "uri"), ["http://a/b\u{fffd}", "http://c/d"]);
    assert_eq!(field(&r, "uri_bytes"), [r"http://a/b\xFF", "null"]);
    assert_eq!(r[1]["uri_bytes"], Value::Null);
    assert_eq!(r[1]["start"], 19);
    assert_eq!(r[0]["valid"], false);
    assert_eq!(r[0]["error"]["fix"], "escape each byte as %XX: %FF");
}

/// Issue 23: a byte that is not UTF-8 cut a bare reference and the piece
/// was reported valid; in angle brackets it was shown as U+001A with the
/// fix `%1A`. The reference is whole, invalid at the byte, with the byte's
/// own escape, in both forms and both views.
#[test]
fn a_byte_that_is_not_utf8_makes_the_reference_invalid_there() {
    let input = b"Menu: http://example.com/caf\xe9/menu.html today\nOr <http://example.com/caf\xe9/\n  menu.html>.\n";
    let r = check_stdin(
        "extract_not_utf8_menu",
        &["extract", "--format", "jsonl", "--encoding", "utf-8"],
        input,
        1,
    );
    assert_eq!(r.len(), 2);
    for report in &r {
        assert_eq!(report["uri_bytes"], r"http://example.com/caf\xE9/menu.html");
        assert_eq!(report["valid"], false);
        assert_eq!(report["error"]["kind"], "not_utf8");
        assert_eq!(report["error"]["offset"], 22);
        assert_eq!(report["error"]["fix"], "escape each byte as %XX: %E9");
    }
    assert_eq!(
        (r[0]["start"].as_u64(), r[0]["end"].as_u64()),
        (Some(6), Some(39))
    );
    let text = check_text(
        "extract_not_utf8_menu_text",
        &["extract", "--format", "text", "--encoding", "utf-8"],
        Some(input),
        1,
    );
    assert!(text.contains(r"caf\xE9/menu.html today"), "{text}");
    assert!(
        !text.contains('\u{fffd}') && !text.contains("%1A"),
        "{text}"
    );
}

#[test]
fn a_file_that_cannot_be_read_and_the_others() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("extract_files");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let file = dir.join("a.txt");
    std::fs::write(&file, "see http://a/ then").expect("write a file");
    let missing = dir.join("missing.txt");
    let out = run(
        &["extract".as_ref(), missing.as_os_str(), file.as_os_str()],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("missing.txt: cannot read"), "{stderr}");
    assert_eq!(field(&json_lines(&out), "uri"), ["http://a/"]);
}

#[test]
fn a_document_larger_than_the_buffers() {
    // 4 MiB of prose with a reference every 1000 bytes, one broken across
    // the reads.
    let mut input = Vec::new();
    let mut expected = 0;
    while input.len() < 4 << 20 {
        input.extend_from_slice(&[b'x'; 980]);
        input.extend_from_slice(b" <http://a/\n b> ");
        expected += 1;
    }
    let out = run(&["extract", "--format", "jsonl"], Some(&input));
    assert_eq!(out.status.code(), Some(0));
    let r = json_lines(&out);
    assert_eq!(r.len(), expected);
    assert!(r.iter().all(|r| r["uri"] == "http://a/b"));
}

/// Issue 23: `"user:password"`, `"this:that"` and the prefix `"http://"`
/// in prose have the form of a URI. Each reference carries its class, and
/// `--min-confidence` keeps the likelier ones.
#[test]
fn confidence_classes_and_min_confidence() {
    let input = b"Log in with \"user:password\" or \"this:that\"; the prefix \"http://\" and <urn:isbn:0451450523>, see http://a/b or www.w3.org/x.\n";
    let r = check_stdin(
        "extract_confidence",
        &["extract", "--abbreviated", "--format", "jsonl"],
        input,
        0,
    );
    assert_eq!(
        field(&r, "confidence"),
        [
            "unknown-scheme",
            "unknown-scheme",
            "known-scheme",
            "delimited",
            "known-scheme",
            "known-scheme"
        ]
    );
    for (min, expected) in [("unknown-scheme", 6), ("known-scheme", 4), ("delimited", 1)] {
        let out = run(
            &[
                "extract",
                "--abbreviated",
                "--format",
                "jsonl",
                "--min-confidence",
                min,
            ],
            Some(input),
        );
        assert_eq!(out.status.code(), Some(0));
        let reports = json_lines(&out);
        assert_eq!(reports.len(), expected, "{min}");
        assert!(reports.iter().all(|r| {
            let c = r["confidence"].as_str().unwrap_or("");
            min == "unknown-scheme"
                || c == "delimited"
                || (min == "known-scheme" && c == "known-scheme")
        }));
    }
    // An invalid reference filtered out does not count for the exit status.
    let out = run(
        &[
            "extract",
            "--format",
            "jsonl",
            "--min-confidence",
            "delimited",
        ],
        Some(&b"bad: x:a b and <http://a/>\n"[..]),
    );
    assert_eq!(out.status.code(), Some(0));
}

/// Issue 23: Appendix E shown with a gutter (`| ` before each line), as a
/// page that shows a plain-text file has it: the wrapped references were
/// junk; with `--line-prefix '|'` they are whole.
#[test]
fn a_gutter_before_each_line() {
    let text: Vec<u8> = String::from_utf8(data("appendix-e.txt"))
        .expect("UTF-8")
        .lines()
        .flat_map(|line| format!("| {line}\n").into_bytes())
        .collect();
    let r = check_stdin(
        "extract_line_prefix",
        &["extract", "--line-prefix", "|", "--format", "jsonl"],
        &text,
        0,
    );
    assert_eq!(
        field(&r, "uri"),
        [
            "http://www.w3.org/Addressing/",
            "ftp://ds.internic.net/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"
        ]
    );
    let out = run(&["extract", "--line-prefix", "ab"], Some(&b""[..]));
    assert_eq!(out.status.code(), Some(2));
}
