//! `uri2396 iri-to-uri` and `uri2396 uri-to-iri`, run as a real process:
//! the mappings of RFC 3987 section 3 and each reason an escape stays,
//! standard input, input that is not UTF-8, formats, exit codes and
//! Japanese.
//!
//! Each snapshot (in `snapshots/cli/`) is a transcript: the command, its
//! standard input, the exit code, what was on standard error, then standard
//! output: JSON lines re-indented, text as printed.

use crate::common;

use serde_json::Value;

use common::{check, check_help, check_stdin, check_text, field, json_lines, run};

#[test]
fn iri_to_uri_json() {
    let inputs = [
        "http://example.jp/表示/",
        "http://r\u{e9}sum\u{e9}.example.org",
        // Escapes and US-ASCII stay as they are, a space too.
        "http://a/%E8%A1%A8?a b",
        // A private-use character, and a bidi control: mapped all the same.
        "http://a/?q=\u{e000}\u{202e}",
        "",
    ];
    let r = check("iri_to_uri_json", &["iri-to-uri"], &inputs, 0);
    assert_eq!(
        field(&r, "uri"),
        [
            "http://example.jp/%E8%A1%A8%E7%A4%BA/",
            "http://r%C3%A9sum%C3%A9.example.org",
            "http://a/%E8%A1%A8?a b",
            "http://a/?q=%EE%80%80%E2%80%AE",
            "",
        ]
    );
    assert!(r.iter().all(|r| r["error"] == Value::Null));
    assert!(r.iter().all(|r| r["input_bytes"] == Value::Null));
}

#[test]
fn iri_to_uri_text() {
    let out = check_text(
        "iri_to_uri_text",
        &["iri-to-uri", "--format", "text"],
        Some("http://example.jp/表示/\nhttp://a/\u{202e}\n\n".as_bytes()),
        0,
    );
    assert!(
        out.starts_with("http://example.jp/%E8%A1%A8%E7%A4%BA/  <-  http://example.jp/表示/\n"),
        "{out}"
    );
}

/// A line that is not UTF-8 is an error of its own, exit status 1; the
/// lines after it are still mapped.
#[test]
fn iri_to_uri_not_utf8() {
    let r = check_stdin(
        "iri_to_uri_not_utf8",
        &["iri-to-uri"],
        b"http://a/r\xe9sum\xe9\r\nhttp://a/r\xc3\xa9sum\xc3\xa9\n",
        1,
    );
    assert_eq!(field(&r, "uri"), ["null", "http://a/r%C3%A9sum%C3%A9"]);
    assert_eq!(r[0]["input_bytes"], r"http://a/r\xE9sum\xE9");
    assert_eq!(r[0]["error"]["kind"], "not_utf8");
    assert_eq!(r[0]["error"]["offset"], 10);
    assert_eq!(r[1]["error"], Value::Null);
    let out = check_text(
        "iri_to_uri_not_utf8_text",
        &["iri-to-uri", "--format", "text"],
        Some(b"a\xff\nb\n"),
        1,
    );
    assert!(
        out.starts_with("error: a\\xFF: the input is not UTF-8"),
        "{out}"
    );
}

/// Each reason an escape stays, with its offsets in the input.
#[test]
fn uri_to_iri_json() {
    let inputs = [
        "http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C",
        "http://a/100%25",
        "http://a/a%2Fb?x=1%26y",
        "http://a/a%20b",
        "http://a/%%41",
        "http://xn--99zt52a.example.org/%e2%80%ae",
        // A private-use character: in the query only.
        "http://a/%EE%80%80?%EE%80%80",
        // Escapes of unreserved characters are decoded.
        "http://a/%7Euser/%41",
        "",
    ];
    let r = check("uri_to_iri_json", &["uri-to-iri"], &inputs, 0);
    assert_eq!(
        field(&r, "iri"),
        [
            "http://example.jp/表示/%95%5C",
            "http://a/100%25",
            "http://a/a%2Fb?x=1%26y",
            "http://a/a%20b",
            "http://a/%%41",
            "http://xn--99zt52a.example.org/%E2%80%AE",
            "http://a/%EE%80%80?\u{e000}",
            "http://a/~user/A",
            "",
        ]
    );
    let reasons: Vec<Vec<&str>> = r
        .iter()
        .map(|r| {
            r["kept"]
                .as_array()
                .unwrap()
                .iter()
                .map(|k| k["reason"].as_str().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        reasons,
        [
            &["not-utf8", "not-in-uris"][..],
            &["percent"],
            &["reserved", "reserved"],
            &["not-in-uris"],
            &["joins-percent"],
            &["not-in-iris"],
            &["not-in-iris"],
            &[],
            &[],
        ]
    );
    let first = &r[0]["kept"][0];
    assert_eq!((&first["start"], &first["end"]), (&37.into(), &40.into()));
    assert_eq!(first["escape"], "%95");
    assert_eq!(first["message"], "octets that are no UTF-8 character");
    // The escape as the input writes it; the IRI in capitals.
    assert_eq!(r[5]["kept"][0]["escape"], "%e2%80%ae");
    assert!(r.iter().all(|r| r["error"] == Value::Null));
}

#[test]
fn uri_to_iri_text_and_stdin() {
    let out = check_text(
        "uri_to_iri_text",
        &["uri-to-iri", "--format", "text"],
        Some(b"http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C\r\nhttp://a/%E2%80%AE\nhttp://a/D%FCrst\xff\n"),
        1,
    );
    assert!(
        out.starts_with(
            "http://example.jp/表示/%95%5C  <-  http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C\n  \
             kept: %95 at byte 37: octets that are no UTF-8 character\n  \
             kept: %5C at byte 40: a US-ASCII character that no URI holds as it is\n"
        ),
        "{out}"
    );
    // A decoded bidi control would reorder the view: it stays escaped.
    assert!(
        out.contains("\nhttp://a/%E2%80%AE  <-  http://a/%E2%80%AE\n  kept: %E2%80%AE at byte 9: a character an IRI may not hold there\n"),
        "{out}"
    );
    assert!(
        out.ends_with("error: http://a/D%FCrst\\xFF: the input is not UTF-8: 0xFF at byte 16 cannot be decoded; only UTF-8 is read\n"),
        "{out}"
    );
}

/// Only an input that is not UTF-8 fails: kept escapes do not.
#[test]
fn exit_statuses() {
    for command in ["iri-to-uri", "uri-to-iri"] {
        let out = run(&[command, "http://a/%FC", "http://a/%E2%80%AE"], None);
        assert_eq!(out.status.code(), Some(0), "{command}");
        let out = run(&[command], Some(b"http://a/\xfc\nhttp://a/b\n"));
        assert_eq!(out.status.code(), Some(1), "{command}");
        // Both lines reported.
        assert_eq!(json_lines(&out).len(), 2, "{command}");
        let out = run(&[command, "--format", "xml", "a"], None);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(out.stdout.is_empty());
    }
}

/// The IRI of a URI maps back to the URI, but for the case of hex digits
/// and the escapes of unreserved characters.
#[test]
fn round_trip() {
    let uris = [
        "http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C",
        "http://www.example.org/D%C3%BCrst?a%26b#%E2%80%AE",
        "http://a/%F0%9F%98%80/%25%2F",
    ];
    let iris = json_lines(&run(&[&["uri-to-iri"][..], &uris].concat(), None));
    let iris = field(&iris, "iri");
    let back = json_lines(&run(
        &[
            &["iri-to-uri"][..],
            &iris.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
        None,
    ));
    assert_eq!(field(&back, "uri"), uris);
}

#[test]
fn japanese() {
    let out = check_text(
        "lang_ja_uri_to_iri_text",
        &["--lang", "ja", "uri-to-iri", "--format", "text"],
        Some(b"http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C\nhttp://a/100%25%2F\n\xff\n"),
        1,
    );
    assert!(
        out.contains("\n  保持: バイト 37 の %95: UTF-8 の文字ではないオクテット\n"),
        "{out}"
    );
    assert!(
        out.contains("エラー: \\xFF: 入力が UTF-8 ではありません"),
        "{out}"
    );
    let r = check(
        "lang_ja_uri_to_iri_json",
        &["--lang", "ja", "uri-to-iri"],
        &["http://a/%E2%80%AE?%3D"],
        0,
    );
    assert_eq!(r[0]["kept"][0]["message"], "IRI のその位置には置けない文字");
    // Codes stay English.
    assert_eq!(r[0]["kept"][1]["reason"], "reserved");
    let out = run(&["--lang", "ja", "iri-to-uri"], Some(b"\xff\n"));
    let r = json_lines(&out);
    assert_eq!(
        r[0]["error"]["message"],
        "入力が UTF-8 ではありません: バイト 0 の 0xFF は復号できません。UTF-8 しか読みません"
    );
}

#[test]
fn help() {
    check_help("help_iri_to_uri", &["iri-to-uri", "--help"]);
    check_help("help_uri_to_iri", &["uri-to-iri", "--help"]);
    check_help(
        "lang_ja_help_iri_to_uri",
        &["--lang", "ja", "iri-to-uri", "--help"],
    );
    check_help(
        "lang_ja_help_uri_to_iri",
        &["--lang", "ja", "uri-to-iri", "--help"],
    );
}

/// A host's A-labels and U-labels and what escapes read as, under the
/// components of `parse` and the table of `compare`, in English and in
/// Japanese; and as `host_names` and `escapes` in JSON.
#[test]
fn host_names_and_escape_readings() {
    let inputs = [
        "http://例え.テスト/%95%5C%8E%A6?q=%E8%A1%A8",
        "http://xn--a.example/%C9%BD%BC%A8",
    ];
    for (name, lang) in [
        ("parse_readings_text", "en"),
        ("parse_readings_text_ja", "ja"),
    ] {
        let mut args = vec![
            "parse",
            "--format",
            "text",
            "--dialect",
            "rfc3987",
            "--lang",
            lang,
        ];
        args.extend(inputs);
        check_text(name, &args, None, 0);
    }
    let mut args = vec![
        "compare",
        "--format",
        "text",
        "--readings",
        "rfc3987,whatwg",
    ];
    args.extend(&inputs[..1]);
    check_text("compare_readings_text", &args, None, 1);

    let r = check(
        "parse_readings_json",
        &["parse", "--dialect", "rfc3987"],
        &inputs,
        0,
    );
    assert_eq!(r[0]["host_names"]["ascii"], "xn--r8jz45g.xn--zckzah");
    assert_eq!(r[0]["escapes"][0]["likely"], "Shift_JIS");
    assert_eq!(r[0]["escapes"][1]["decodings"][0]["text"], "表");
    // UTS 46 rejects the name: no A-labels, the label shown as written.
    assert_eq!(r[1]["host_names"]["ascii"], Value::Null);
    assert_eq!(r[1]["host_names"]["unicode"], "xn--a.example");
    assert_eq!(r[1]["escapes"][0]["likely"], "EUC-JP");
}
