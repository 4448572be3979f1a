//! `--encoding` on `extract`, `check` and `lint`, run as a real process:
//! the copies of a page of the Japanese translation of RFC 2396 in
//! tests/data/encodings/ give the references of the UTF-8 copy, at the same
//! character offsets, each with its offsets in the file as it is; an
//! unknown label is a usage error; without `--encoding`, nothing changes.

use crate::common;

use serde_json::Value;

use common::{check_stdin, field, json_lines, run};

fn data(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../tests/data/encodings/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The references of `file`, read with `args`: uri, character offsets,
/// validity.
fn extracted(file: &str, args: &[&str]) -> Vec<(String, u64, u64, bool)> {
    let mut all = vec!["extract", "--format", "jsonl"];
    all.extend(args);
    let out = run(&all, Some(&data(file)));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    json_lines(&out)
        .iter()
        .map(|r| {
            (
                r["uri"].as_str().unwrap().to_owned(),
                r["char_start"].as_u64().unwrap_or(u64::MAX),
                r["char_end"].as_u64().unwrap_or(u64::MAX),
                r["valid"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[test]
fn each_copy_gives_the_references_of_the_utf8_copy() {
    let expected = extracted("section-2.utf-8.txt", &["--encoding", "utf-8"]);
    assert_eq!(expected.len(), 5);
    assert!(expected.iter().all(|r| r.3 && r.1 != u64::MAX));
    // The copies and their labels, as the library's and the Python
    // package's tests read them.
    let copies = String::from_utf8(data("copies.txt")).expect("UTF-8");
    let copies: Vec<(&str, &str)> = copies
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_once(' ').expect("FILE LABEL"))
        .collect();
    assert_eq!(copies.len(), 6);
    for (file, label) in copies {
        assert_eq!(
            extracted(file, &["--encoding", label]),
            expected,
            "{file} as {label}"
        );
    }
    let english = extracted("english.utf-8.txt", &["--encoding", "utf-8"]);
    assert_eq!(
        extracted("english.windows-1252.txt", &["--encoding", "latin1"]),
        english
    );
}

/// Without `--encoding`, `extract` reads as `auto`: UTF-16 with its byte
/// order mark gives the references of the UTF-8 copy, with the fields of
/// `--encoding`; without a mark, the bytes as UTF-8, which give no valid
/// reference from this excerpt, and no such field.
#[test]
fn without_encoding_extract_reads_as_auto() {
    let expected = extracted("section-2.utf-8.txt", &["--encoding", "utf-8"]);
    assert_eq!(extracted("section-2.utf-16le-bom.txt", &[]), expected);
    let out = run(
        &["extract", "--format", "jsonl"],
        Some(&data("section-2.utf-16le-bom.txt")),
    );
    assert!(json_lines(&out).iter().all(|r| r["encoding"] == "UTF-16LE"));
    // UTF-16 without a byte order mark is not UTF-8: it is read in the
    // encoding guessed, named on standard error, and no valid reference
    // comes of it.
    let out = run(
        &["extract", "--format", "jsonl"],
        Some(&data("section-2.utf-16be.txt")),
    );
    let reports = json_lines(&out);
    assert!(reports.iter().all(|r| r["valid"] == false));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("is not UTF-8, and chardetng guesses"),
        "{stderr}"
    );
    let auto = run(
        &["extract", "--format", "jsonl", "--encoding", "auto"],
        Some(&data("section-2.utf-16be.txt")),
    );
    assert_eq!((auto.stdout, auto.stderr), (out.stdout, out.stderr));
}

/// Issue 42: without `--encoding`, a Shift_JIS page fused two URLs and
/// lost two of nine; EUC-JP found 4 of 9. Each Japanese copy now gives the
/// references of the UTF-8 copy, and a note says which encoding was
/// guessed and why, in English or Japanese.
#[test]
fn without_encoding_extract_detects_the_japanese_encodings() {
    let expected = extracted("section-2.utf-8.txt", &["--encoding", "utf-8"]);
    for (file, name) in [
        ("section-2.shift_jis.txt", "Shift_JIS"),
        ("section-2.euc-jp.txt", "EUC-JP"),
        ("section-2.iso-2022-jp.txt", "ISO-2022-JP"),
    ] {
        let out = run(&["extract", "--format", "jsonl"], Some(&data(file)));
        let reports = json_lines(&out);
        let got: Vec<_> = reports
            .iter()
            .map(|r| {
                (
                    r["uri"].as_str().unwrap().to_owned(),
                    r["char_start"].as_u64().unwrap(),
                    r["char_end"].as_u64().unwrap(),
                    r["valid"].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(got, expected, "{file}");
        assert!(reports.iter().all(|r| r["encoding"] == name), "{file}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with(&format!("uri2396: <stdin>: read as {name}: ")),
            "{stderr}"
        );
        let ja = run(
            &["--lang", "ja", "extract", "--format", "jsonl"],
            Some(&data(file)),
        );
        let stderr = String::from_utf8_lossy(&ja.stderr);
        assert!(
            stderr.starts_with(&format!("uri2396: <stdin>: {name} として読みました: ")),
            "{stderr}"
        );
    }
    // UTF-8 (and ASCII) without a note.
    let out = run(&["extract"], Some(&data("section-2.utf-8.txt")));
    assert!(out.stderr.is_empty());
}

/// A candidate holding a byte that the encoding guessed cannot read is
/// left out, and counted; given the encoding, it is reported invalid.
#[test]
fn a_candidate_across_a_byte_the_guess_cannot_read_is_left_out() {
    let mut input = data("section-2.shift_jis.txt").repeat(40);
    input.extend_from_slice(b"http://a/ok http://a/b\x81/c\n");
    let out = run(&["extract", "--format", "jsonl"], Some(&input));
    let reports = json_lines(&out);
    assert_eq!(reports.len(), 5 * 40 + 1);
    assert_eq!(reports.last().unwrap()["uri"], "http://a/ok");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("<stdin>: 1 candidate holding a byte that Shift_JIS cannot read left out"),
        "{stderr}"
    );
    let given = run(
        &["extract", "--format", "jsonl", "--encoding", "cp932"],
        Some(&input),
    );
    let reports = json_lines(&given);
    assert_eq!(reports.len(), 5 * 40 + 2);
    assert_eq!(reports.last().unwrap()["valid"], false);
    assert!(given.stderr.is_empty());
}

#[test]
fn extract_shift_jis() {
    // 参照：<http://...>、「http://www.w3.org/Addressing/」, then a lead
    // byte 0x81 with no trail byte inside a reference.
    let mut input = data("section-2.shift_jis.txt")
        .split(|&b| b == b'\n')
        .rev()
        .nth(1)
        .unwrap()
        .to_vec();
    input.extend(b"\n\x8d\x58\x90\x56 http://a/b\x81/c\n");
    let r = check_stdin(
        "extract_shift_jis",
        &["extract", "--format", "jsonl", "--encoding", "shift_jis"],
        &input,
        1,
    );
    assert_eq!(
        field(&r, "uri"),
        [
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
            "http://www.w3.org/Addressing/",
            "mailto:webmaster@7key.jp",
            "http://a/b\u{fffd}/c",
        ]
    );
    assert!(r.iter().all(|r| r["encoding"] == "Shift_JIS"));
    // The original bytes at the source offsets.
    for report in &r[..3] {
        let (s, e) = (
            report["source_start"].as_u64().unwrap() as usize,
            report["source_end"].as_u64().unwrap() as usize,
        );
        assert_eq!(&input[s..e], report["uri"].as_str().unwrap().as_bytes());
    }
    assert_eq!(r[3]["valid"], false);
    let line_start = input.len() - b"\x8d\x58\x90\x56 http://a/b\x81/c\n".len();
    assert_eq!(r[3]["malformed"], Value::from(line_start + 15));
}

#[test]
fn an_unknown_label_is_a_usage_error() {
    for command in ["extract", "check", "lint"] {
        let out = run(&[command, "--encoding", "klingon"], Some(b""));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("unknown encoding \"klingon\""), "{stderr}");
        assert!(
            stderr.contains("shift_jis (sjis, cp932), euc-jp (eucjp), iso-2022-jp"),
            "{stderr}"
        );
    }
}

#[test]
fn check_and_lint_read_lines_in_the_encoding() {
    let lines = "http://a/b\nhttp://a/b c\n";
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(lines.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let out = run(
        &["check", "--format", "jsonl", "--encoding", "auto", "-q"],
        Some(&utf16),
    );
    let reports = json_lines(&out);
    assert_eq!(field(&reports, "input"), ["http://a/b", "http://a/b c"]);
    assert_eq!(reports[0]["valid"], true);
    assert_eq!(reports[1]["valid"], false);
    // Without --encoding, the bytes as they are: neither line is valid.
    let out = run(&["check", "--format", "jsonl", "-q"], Some(&utf16));
    assert!(json_lines(&out).iter().all(|r| r["valid"] == false));
    // A malformed sequence stands as the byte 0xFF.
    let out = run(
        &["lint", "--format", "jsonl", "--encoding", "euc-jp"],
        Some(b"http://www.example.com/\xb9\xb9\nhttp://www.example.com/\x8e\n"),
    );
    let reports = json_lines(&out);
    assert_eq!(field(&reports, "input")[0], "http://www.example.com/更");
    assert_eq!(reports[1]["input_bytes"], "http://www.example.com/\\xFF");
    assert_eq!(reports[1]["valid"], false);
}
