//! Messages in every language: the views of the errors of
//! tests/data/messages/errors.jsonl (one of each kind of message and fix)
//! in English and in Japanese, snapshotted, and the caret under the fault
//! however wide the characters before it are.

use std::fmt::Write as _;

use serde::Deserialize;
use uri2396::{Dialect, Error, Lang, Tree};

const CASES: &str = include_str!("data/messages/errors.jsonl");

#[derive(Deserialize)]
struct Case {
    why: String,
    input: String,
    #[serde(default)]
    dialect: Option<String>,
    #[serde(default)]
    rule: Option<String>,
}

/// Each case of the data file with its error.
fn cases() -> impl Iterator<Item = (Case, Error)> {
    CASES.lines().map(|line| {
        let case: Case = serde_json::from_str(line).expect("a case");
        let dialect: Dialect = case
            .dialect
            .as_deref()
            .unwrap_or("strict")
            .parse()
            .expect("a dialect");
        let rule = dialect
            .find(case.rule.as_deref().unwrap_or("URI-reference"))
            .expect("a rule");
        // Settled: the words say what the fix does over the whole input.
        let error = Tree::parse(rule, &case.input)
            .expect_err(&case.why)
            .settle(&case.input);
        (case, error)
    })
}

/// Each case's error in `lang`: the one line, then the view with the input.
fn views(lang: Lang) -> String {
    let mut out = String::new();
    for (case, error) in cases() {
        let dialect = error.rule().dialect();
        writeln!(out, "# {} ({dialect})", case.why).unwrap();
        writeln!(out, "{}", error.display_in(lang)).unwrap();
        writeln!(out, "{}\n", error.display_with(&case.input).in_lang(lang)).unwrap();
    }
    out
}

#[test]
fn errors_in_english_and_japanese() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/messages");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for lang in Lang::ALL {
            insta::assert_snapshot!(format!("errors_{lang}"), views(lang));
        }
    });
}

/// The English views are the views users had before languages came.
#[test]
fn english_is_the_default() {
    for (case, error) in cases() {
        assert_eq!(error.display_in(Lang::En).to_string(), error.to_string());
        assert_eq!(error.message_in(Lang::En), error.message());
        assert_eq!(error.fix_in(Lang::En), error.fix());
        assert_eq!(
            error
                .display_with(&case.input)
                .in_lang(Lang::En)
                .to_string(),
            error.display_with(&case.input).to_string()
        );
        assert_ne!(
            error.message_in(Lang::Ja),
            error.message(),
            "{}: the same message in both languages",
            case.why
        );
    }
}

/// The errors of resolution, building and decoding, in both languages: the
/// English line is the error's `Display`.
#[test]
fn other_errors_in_english_and_japanese() {
    use uri2396::escape::{UriBuilder, decode_utf8};
    use uri2396::resolve::{ResolveOptions, resolve};

    let options = ResolveOptions::default();
    let mut lines: Vec<(String, String, String)> = Vec::new();
    let mut add = |what: &str, en: String, ja: String, display: String| {
        assert_eq!(en, display, "{what}: the English line is the Display");
        lines.push((what.to_string(), en, ja));
    };
    for (base, reference) in [
        ("a/b", "g"),
        ("mailto:x@example.com", "g"),
        ("http://a/b c", "g"),
        ("http://a/b", "g h"),
    ] {
        let err = resolve(base, reference, &options).unwrap_err();
        add(
            &format!("resolve {reference:?} against {base:?}"),
            err.message_in(Lang::En),
            err.message_in(Lang::Ja),
            err.to_string(),
        );
    }
    for (what, builder) in [
        ("scheme 1x", UriBuilder::new().scheme("1x").path("/")),
        ("host a_b", UriBuilder::new().scheme("http").host("a_b")),
        ("port without host", UriBuilder::new().port(80).path("/")),
        ("query without path", UriBuilder::new().query("y")),
    ] {
        let err = builder.build().unwrap_err();
        add(
            what,
            err.message_in(Lang::En),
            err.message_in(Lang::Ja),
            err.to_string(),
        );
    }
    for input in ["a%2", "%FF"] {
        let err = decode_utf8(input).unwrap_err();
        add(
            &format!("decode {input:?}"),
            err.message_in(Lang::En),
            err.message_in(Lang::Ja),
            err.to_string(),
        );
    }
    for name in ["strict+ipv6", "java+ports", "rfc2396"] {
        let err = name.parse::<Dialect>().unwrap_err();
        add(
            &format!("dialect {name:?}"),
            err.message_in(Lang::En),
            err.message_in(Lang::Ja),
            err.to_string(),
        );
    }
    let err = "ports6".parse::<uri2396::Switch>().unwrap_err();
    add(
        "switch \"ports6\"",
        err.message_in(Lang::En),
        err.message_in(Lang::Ja),
        err.to_string(),
    );
    for name in ["hostnam", "IPv6address"] {
        let err = name.parse::<uri2396::grammar::Rule>().unwrap_err();
        add(
            &format!("rule {name:?}"),
            err.message_in(Lang::En),
            err.message_in(Lang::Ja),
            err.to_string(),
        );
    }
    let text: String = lines
        .iter()
        .map(|(what, en, ja)| format!("# {what}\nen: {en}\nja: {ja}\n"))
        .collect();
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/messages");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("other_errors", text));
}

/// The findings of section 7 in both languages: the English message is the
/// finding's `message`.
#[test]
fn lint_findings_in_english_and_japanese() {
    use uri2396::security::lint_text;

    let mut text = String::new();
    for input in [
        "ftp://anonymous:secret@192.0.2.1:21/a/../b%0D%0A",
        "http://intranet:8080/a%2Fb",
        "gopher://mail.example.com:25/1",
        "http://host:99999/",
        "http://a_b.example/",
        "http://a.example/\u{202E}gpj.exe",
        "http://a.example/caf\u{e9}\u{200B}",
    ] {
        writeln!(text, "# {input:?}").unwrap();
        for finding in lint_text(input).findings {
            assert_eq!(finding.message_in(Lang::En), finding.message);
            writeln!(text, "{}\nen: {}", finding.code, finding.message).unwrap();
            writeln!(text, "ja: {}", finding.message_in(Lang::Ja)).unwrap();
        }
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/messages");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("lint_findings", text));
}
