//! Security lints (section 7): the examples of `tests/data/lint/`, each
//! with the code it must give, every finding as a snapshot, and hostile
//! shapes with bounded findings and memory.

use crate::support;

use std::collections::BTreeSet;

use serde::Serialize;
use uri2396::normalize::NormalizeOptions;
use uri2396::security::visible;
use uri2396::security::{Code, Finding, Location, lint, lint_text, lint_text_with};
use uri2396::{Dialect, UriReference};

/// The lines of the examples file: the code expected (or `None` for
/// "none"), the dialect the input is read in (after an `@`, strict
/// without one) and the input.
fn examples() -> Vec<(Option<String>, Dialect, String)> {
    let path = format!(
        "{}/tests/data/lint/examples.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (code, input) = l.split_once(' ').unwrap_or_else(|| panic!("no space: {l}"));
            let (code, dialect) = match code.split_once('@') {
                Some((code, dialect)) => (code, dialect.parse().expect("a dialect")),
                None => (code, Dialect::STRICT),
            };
            let code = (code != "none").then(|| code.to_owned());
            (code, dialect, input.to_owned())
        })
        .collect()
}

#[test]
fn each_example_gives_its_code() {
    let mut seen = BTreeSet::new();
    for (code, dialect, input) in examples() {
        let mut lint = lint_text_with(&input, &NormalizeOptions::new().with_dialect(dialect));
        // Readings that disagree are compare's lint (the tool runs both).
        if code.as_deref() == Some("readings-disagree") {
            let readings = uri2396::compare::Reading::all();
            lint.findings
                .extend(uri2396::compare::lint(&input, &readings));
        }
        let codes: Vec<&str> = lint.findings.iter().map(|f| f.code.as_str()).collect();
        match code {
            None => assert!(codes.is_empty(), "{input}: {codes:?}"),
            Some(code) => {
                assert!(
                    codes.contains(&code.as_str()),
                    "{input}: {codes:?}, not {code}"
                );
                seen.insert(code);
            }
        }
        // Each finding cites the sections of the reading's RFC: RFC
        // 3986's are named as such (in RFC 3987's reading too, which
        // defers to them), RFC 2396's are bare.
        for f in &lint.findings {
            if f.code != Code::ReadingsDisagree {
                assert_eq!(
                    f.message.contains("RFC 3986"),
                    [Dialect::RFC3986, Dialect::RFC3987].contains(&dialect),
                    "{input}: {}",
                    f.message
                );
            }
        }
        // The characters of the text make a reference invalid (but an
        // IRI's, which holds them); nothing else does, and no lint changes
        // validity.
        let by_char = codes
            .iter()
            .any(|c| matches!(*c, "non-ascii" | "bidi" | "full-width"));
        if dialect != Dialect::RFC3987 {
            assert_eq!(lint.error.is_some(), by_char, "{input}");
        }
        assert_eq!(
            lint.error.is_none(),
            UriReference::parse_in(&input, dialect).is_ok()
        );
    }
    let all: BTreeSet<String> = Code::ALL.iter().map(|c| c.as_str().to_owned()).collect();
    assert_eq!(seen, all, "every code has an example");
}

#[test]
fn spans_are_the_text_of_their_component() {
    for (_, dialect, input) in examples() {
        let Ok(uri) = UriReference::parse_in(&input, dialect) else {
            continue;
        };
        for f in lint(&uri) {
            let span = &input[f.start..f.end];
            assert!(f.count >= 1 && !span.is_empty(), "{input}: {f:?}");
            let component = match f.component {
                Location::Userinfo => uri.userinfo(),
                Location::Host => uri.host().map(|h| h.as_str()),
                Location::Port => uri.port(),
                Location::Authority => uri.authority().map(|a| a.as_str()),
                Location::Path => Some(uri.path()),
                Location::Query => uri.query(),
                Location::Fragment => uri.fragment(),
                other => panic!("{input}: {other:?} from lint"),
            };
            let component = component.unwrap_or_else(|| panic!("{input}: no {:?}", f.component));
            let at = component.as_ptr() as usize - input.as_ptr() as usize;
            assert!(
                at <= f.start && f.end <= at + component.len(),
                "{input}: {f:?} outside {component:?}"
            );
            // The last section cited is 7 (RFC 2396) or one of its parts
            // (RFC 3986's 7.1 to 7.6).
            let last = f
                .message
                .strip_suffix(')')
                .and_then(|m| m.rsplit([' ', '(']).next());
            assert!(
                last.is_some_and(|s| s == "7" || s.starts_with("7.")),
                "{input}: {}",
                f.message
            );
        }
    }
}

/// What the snapshot shows of an input: the input and the text of each
/// finding's span as people see them (`visible`).
#[derive(Serialize)]
struct Shown {
    input: String,
    #[serde(skip_serializing_if = "is_strict")]
    dialect: Dialect,
    valid: bool,
    findings: Vec<(String, Finding)>,
}

fn is_strict(dialect: &Dialect) -> bool {
    *dialect == Dialect::STRICT
}

#[test]
fn findings_snapshot() {
    let shown: Vec<Shown> = examples()
        .into_iter()
        .map(|(_, dialect, input)| {
            let lint = lint_text_with(&input, &NormalizeOptions::new().with_dialect(dialect));
            let findings = lint
                .findings
                .into_iter()
                .map(|f| (visible(&input[f.start..f.end]).into_owned(), f))
                .collect();
            Shown {
                dialect,
                valid: lint.error.is_none(),
                input: visible(&input).into_owned(),
                findings,
            }
        })
        .collect();
    insta::with_settings!({snapshot_path => "../snapshots/security", prepend_module_to_snapshot => false}, {
        insta::assert_yaml_snapshot!("examples", shown);
    });
}

const MB: usize = 1 << 20;

/// Findings of `text`, with the bytes held at the peak while linting.
fn bounded(text: &str) -> (Vec<Finding>, usize) {
    let uri = UriReference::parse(text).expect("valid");
    let (peak, findings) = support::peak_during(|| lint(&uri));
    (findings, peak)
}

#[test]
fn hostile_shapes_give_bounded_findings_in_bounded_memory() {
    // 1 MB of `./` segments: one finding that counts them all.
    let text = format!("http://www.example.com/{}", "./".repeat(MB / 2));
    let (findings, peak) = bounded(&text);
    assert_eq!(findings.len(), 1);
    assert_eq!(
        (findings[0].code, findings[0].count),
        (Code::DotSegment, MB / 2)
    );
    assert_eq!((findings[0].start, findings[0].end), (23, 24));
    assert!(peak < 4096, "{peak} bytes held");

    // 1 MB of userinfo, a password among it, and escapes of both kinds.
    let text = format!(
        "http://{}:{}@www.example.com/{}",
        "u".repeat(MB),
        "%0A".repeat(MB / 3),
        "%2F".repeat(MB / 3)
    );
    let (findings, peak) = bounded(&text);
    let codes: Vec<(Code, usize)> = findings.iter().map(|f| (f.code, f.count)).collect();
    assert_eq!(
        codes,
        [
            (Code::PasswordInUserinfo, 1),
            (Code::EscapedControl, MB / 3),
            (Code::EscapedDelimiter, MB / 3),
        ]
    );
    assert!(findings.iter().all(|f| f.message.len() < 200));
    assert!(peak < 4096, "{peak} bytes held");

    // 1 MB beyond US-ASCII, bidi controls and others taking turns: two
    // findings, each counting its characters.
    let text = "\u{202E}é".repeat(MB / 5);
    let lint = lint_text(&text);
    let codes: Vec<(Code, usize)> = lint.findings.iter().map(|f| (f.code, f.count)).collect();
    assert_eq!(codes, [(Code::Bidi, MB / 5), (Code::NonAscii, MB / 5)]);
    assert!(lint.error.is_some());
}
