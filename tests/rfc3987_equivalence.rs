//! `rfc3987.pest` (with the rules of `rfc3986.pest` it keeps) accepts
//! exactly the language of RFC 3987 2.2, rule by rule, and its trees are
//! the ones RFC 3986's prose asks for under RFC 3987's names.
//!
//! The recognizer is `appendix_a_3986/mod.rs` read as [`Reading::RFC3987`]:
//! one regular expression per rule, the rules RFC 3987 keeps as RFC 3986's
//! and the rest assembled from RFC 3987's ABNF, not from the grammar under
//! test. The harness is every grammar's (`equivalence/mod.rs`): for every
//! rule, pest's rule anchored at both ends, the automaton the crate
//! compiles and `Tree::parse` accept exactly what the recognizer derives;
//! each tree is pest's, node for node, and RFC 3986's choice where the
//! ABNF is ambiguous; each error stands where the recognizer says the
//! input stops being a start of the rule.
//!
//! Beyond the shared checks: every rule's `///` line quotes RFC 3987's ABNF
//! (or RFC 3986's, for a rule it keeps); an IRI of US-ASCII alone is valid
//! exactly when it is a valid RFC 3986 reference, with the same
//! components; every string of up to three characters over an alphabet
//! with characters of each class beyond US-ASCII; the characters at the
//! edges of every range of `ucschar` and `iprivate`.

use proptest::prelude::*;
use uri2396::grammar::{Rule, rfc3987};
use uri2396::{Dialect, UriReference};

/// The pest parser of RFC 3987's grammar with a whole-input entry point
/// per rule (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`), generated with the
/// grammar into `tests/generated/`.
mod pest_parser {
    #![allow(missing_docs, dead_code)]
    use pest_derive::Parser;

    /// The grammar with a whole-input rule per rule.
    #[derive(Parser)]
    #[grammar = "src/generated/rfc3987.pest"]
    #[grammar = "tests/generated/rfc3987_whole.pest"]
    pub(crate) struct Rfc3987WholeParser;
}
use pest_parser::Rfc3987WholeParser;

use crate::appendix_a::{self, GENERATORS_3987, Reading};
use crate::equivalence;
use crate::trials::{count, for_all_strings};

/// RFC 3987's grammar, under test.
pub const G: equivalence::Subject = equivalence::Subject {
    grammar: Dialect::RFC3987,
    reading: Reading::RFC3987,
    named: "RFC 3987",
    pest_derives,
    silent: &[SILENT],
    prose: equivalence::Prose::Rfc3987,
    rules: 42,
    generators: || &GENERATORS_3987,
    cases: CASES,
    alphabet: ALPHABET,
};

pest_derives!(Rfc3987WholeParser, pest_parser::Rule);

/// Rules that pest keeps silent: the character classes and the parts of an
/// IPv6address. They make no nodes.
const SILENT: &[&str] = &[
    "h16",
    "ls32",
    "dec-octet",
    "ipchar",
    "iunreserved",
    "ucschar",
    "iprivate",
    "pct-encoded",
    "reserved",
    "gen-delims",
    "sub-delims",
    "unreserved",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

/// Property cases per rule.
const CASES: u32 = 256;

/// RFC 3986's alphabet, with characters of `ucschar` (é, U+00A0, 表,
/// U+FFEF, U+10000, U+E1000), of `iprivate` (U+E000, U+F0000) and of
/// neither (U+0085, U+D7FF's neighbour U+F8FF is private: U+FDD0,
/// U+FFFE, U+1FFFE, U+E0001).
const ALPHABET: &[char] = &[
    'a',
    'v',
    'V',
    'F',
    'g',
    'Z',
    '0',
    '1',
    '2',
    '5',
    '9',
    '.',
    ':',
    '/',
    '?',
    '#',
    '@',
    '[',
    ']',
    '%',
    '-',
    '_',
    '~',
    '!',
    '$',
    '&',
    '\'',
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    ' ',
    '"',
    '<',
    '\\',
    '^',
    '`',
    '{',
    '|',
    'é',
    '\u{A0}',
    '表',
    '\u{FFEF}',
    '\u{10000}',
    '\u{E1000}',
    '\u{E000}',
    '\u{F0000}',
    '\u{85}',
    '\u{FDD0}',
    '\u{FFFE}',
    '\u{1FFFE}',
    '\u{E0001}',
];

/// The BNF of a rule's `///` line, spaces squashed.
fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every rule's `///` line quotes the ABNF of RFC 3987 2.2 word for word
/// (its rules in the order the RFC lists them), and a kept rule's cites RFC
/// 3986 and quotes it as rfc3986.pest does.
#[test]
fn every_rule_quotes_its_abnf_word_for_word() {
    let rfc = include_str!("data/rfc3987-2.2.txt");
    let mut abnf: Vec<(String, String)> = Vec::new();
    for line in rfc.lines() {
        // What follows " ;" is a comment (a quoted ";" follows a quote).
        let line = line.split(" ;").next().unwrap_or(line);
        let rule = line
            .strip_prefix("   ")
            .filter(|rest| !rest.starts_with(' '))
            .and_then(|rest| rest.split_once(" = "))
            .filter(|(name, _)| !name.trim().contains(' '));
        match (rule, abnf.last_mut()) {
            (Some((name, rhs)), _) => abnf.push((name.trim().to_owned(), rhs.to_owned())),
            // A rule goes on in a line indented further.
            (None, Some(last)) if line.starts_with("          ") => {
                last.1.push(' ');
                last.1.push_str(line);
            }
            _ => {}
        }
    }
    assert_eq!(abnf.len(), 39, "{abnf:?}");
    for (name, rhs) in &abnf {
        let rule = Dialect::RFC3987
            .find(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let quoted = rule.bnf().split_once(" = ").map(|(_, r)| r).unwrap_or("");
        assert_eq!(squash(quoted), squash(rhs), "{name}");
        // Kept: RFC 3986's rule of the same name, cited as RFC 3986's.
        assert_eq!(
            rule.rfc() == 3986,
            Dialect::RFC3986.rules().any(|r| r.name() == rule.name()),
            "{name}"
        );
    }
    // The core rules are RFC 2234's.
    for name in ["ALPHA", "DIGIT", "HEXDIG"] {
        assert_eq!(Dialect::RFC3987.find(name).ok().map(Rule::rfc), Some(2234));
    }
}

/// Each rule RFC 3987 renames plays its RFC 3986 rule's role, and the rules
/// it keeps are themselves.
#[test]
fn renamed_rules_find_their_rfc_3986_rules() {
    let pairs = [
        ("IRI-reference", "URI-reference"),
        ("IRI", "URI"),
        ("absolute-IRI", "absolute-URI"),
        ("irelative-ref", "relative-ref"),
        ("ihier-part", "hier-part"),
        ("iauthority", "authority"),
        ("ihost", "host"),
        ("ireg-name", "reg-name"),
        ("ipath-noscheme", "path-noscheme"),
        ("isegment-nz-nc", "segment-nz-nc"),
        ("iquery", "query"),
        ("ifragment", "fragment"),
        ("port", "port"),
        ("IPv4address", "IPv4address"),
        ("unreserved", "unreserved"),
    ];
    for (iri, uri) in pairs {
        let ours = Dialect::RFC3987.find(iri).expect(iri);
        let theirs = Dialect::RFC3986.find(uri).expect(uri);
        assert_eq!(ours.in_dialect(Dialect::RFC3986), Some(theirs), "{iri}");
        assert_eq!(theirs.in_dialect(Dialect::RFC3987), Some(ours), "{uri}");
    }
    // RFC 3987 keeps `unreserved`: `iunreserved` plays no other rule.
    assert_eq!(rfc3987::IUNRESERVED.in_dialect(Dialect::RFC3986), None);
    assert_eq!(rfc3987::UCSCHAR.in_dialect(Dialect::RFC3986), None);
    assert_eq!(
        Rule::HOST.in_dialect(Dialect::RFC3987),
        Some(rfc3987::IHOST)
    );
}

/// Every string of up to three characters over an alphabet with each kind
/// of character beyond US-ASCII, for the rules that hold them.
#[test]
fn every_short_string_over_an_alphabet_beyond_us_ascii() {
    const SMALL: &[char] = &[
        'a', '1', '.', ':', '/', '?', '#', '@', '[', '%', 'é', '\u{E000}', '\u{FFFE}',
    ];
    let rules = [
        "IRI-reference",
        "iauthority",
        "ihost",
        "ipath",
        "iquery",
        "ifragment",
        "isegment-nz-nc",
    ];
    let (mut tried, mut accepted) = (0, 0);
    for rule in rules {
        for_all_strings(SMALL, 3, |input| {
            tried += 1;
            accepted += usize::from(G.compare(rule, input).unwrap_or_else(|e| panic!("{e}")));
        });
    }
    assert_eq!(tried, rules.len() * count(SMALL.len(), 3));
    assert!(accepted > 1000, "{accepted}");
}

/// The first and last character of every range of `ucschar` and
/// `iprivate`, and the characters just outside: in a path, a query and a
/// fragment, accepted exactly as the ranges say.
#[test]
fn the_edges_of_every_range() {
    let ucschar: &[(u32, u32)] = &[
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x10000, 0x1FFFD),
        (0xD0000, 0xDFFFD),
        (0xE1000, 0xEFFFD),
    ];
    let iprivate: &[(u32, u32)] = &[(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];
    let in_ranges =
        |ranges: &[(u32, u32)], c: u32| ranges.iter().any(|&(a, b)| (a..=b).contains(&c));
    let ucs =
        |c: u32| in_ranges(ucschar, c) || (0x20000..0xD0000).contains(&c) && c & 0xFFFF < 0xFFFE;
    for &(a, b) in ucschar.iter().chain(iprivate) {
        for code in [a - 1, a, b, b + 1] {
            let Some(c) = char::from_u32(code) else {
                continue;
            };
            let private = in_ranges(iprivate, code);
            for (input, allowed) in [
                (format!("/{c}"), ucs(code)),
                (format!("?{c}"), ucs(code) || private),
                (format!("#{c}"), ucs(code)),
            ] {
                assert_eq!(
                    G.compare("IRI-reference", &input),
                    Ok(allowed),
                    "U+{code:04X} in {input:?}"
                );
            }
        }
    }
}

/// RFC 3987 2.2 grows RFC 3986's grammar by characters alone: a reference
/// of US-ASCII is an IRI exactly when it is an RFC 3986 reference, with the
/// same components.
#[test]
fn an_iri_of_us_ascii_is_an_rfc_3986_reference() {
    let mut inputs: Vec<String> = include_str!("data/corpus-sample.txt")
        .lines()
        .filter(|l| l.is_ascii())
        .map(str::to_owned)
        .collect();
    let alphabet = ['a', '1', ':', '/', '?', '#', '@', '[', ']', '%', '.'];
    for_all_strings(&alphabet, 4, |s| inputs.push(s.to_owned()));
    assert!(inputs.len() > count(alphabet.len(), 4));
    for input in &inputs {
        let iri = UriReference::parse_in(input, Dialect::RFC3987);
        let uri = UriReference::parse_in(input, Dialect::RFC3986);
        assert_eq!(iri.is_ok(), uri.is_ok(), "{input:?}");
        if let (Ok(iri), Ok(uri)) = (iri, uri) {
            assert_eq!(iri.scheme(), uri.scheme(), "{input:?}");
            assert_eq!(iri.authority(), uri.authority(), "{input:?}");
            assert_eq!(iri.path(), uri.path(), "{input:?}");
            assert_eq!(iri.query(), uri.query(), "{input:?}");
            assert_eq!(iri.fragment(), uri.fragment(), "{input:?}");
            assert_eq!(iri.path_kind(), uri.path_kind(), "{input:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// A generated IRI parses in one pass as pest reads it.
    #[test]
    fn generated_iris_parse_in_one_pass_as_pest_reads_them(
        input in proptest::string::string_regex(&GENERATORS_3987["IRI-reference"]).expect("a regex")
    ) {
        let fast = UriReference::parse_in(&input, Dialect::RFC3987);
        let pest = UriReference::parse_with_pest_in(&input, Dialect::RFC3987);
        prop_assert!(fast.is_ok(), "{input:?}");
        prop_assert_eq!(fast.map_err(|e| e.offset()), pest.map_err(|e| e.offset()));
    }
}

#[test]
fn the_recognizer_reads_rfc_3987() {
    let derives = |rule: &str, input: &str| appendix_a::derives_in(Reading::RFC3987, rule, input);
    assert!(derives(
        "IRI-reference",
        "http://例え.テスト/表示?q=値#見出し"
    ));
    assert!(derives("iquery", "\u{E000}"));
    assert!(!derives("ifragment", "\u{E000}"));
    assert!(!derives("isegment", "\u{FFFE}"));
    assert!(derives("ihost", "1.2.3.4é"));
    assert!(!derives("scheme", "é"));
    assert!(!derives("IRI", "表示:x"));
}

/// Hostile shapes in RFC 3987's reading: a million kanji in a path, a
/// private use character at the end of 4 MB of them, half a million
/// `../` segments resolved, a host of 100,000 labels; each answered in one
/// pass, with the error where the fault is.
#[test]
fn hostile_shapes_in_the_iri_reading() {
    let path = format!("http://例え.jp/{}", "表".repeat(1_000_000));
    let iri = UriReference::parse_in(&path, Dialect::RFC3987).expect("a million kanji");
    assert_eq!(iri.path().len(), 3_000_001);
    let tree = uri2396::Tree::parse(rfc3987::IRI_REFERENCE, &path).expect("its tree");
    assert!(tree.root().children().count() > 0);

    let bad = format!("/{}\u{E000}", "表".repeat(1_400_000));
    let e = UriReference::parse_in(&bad, Dialect::RFC3987).expect_err("a private use character");
    assert_eq!(e.offset(), bad.len() - 3);
    assert_eq!(e.found(), Some('\u{E000}'));
    let fixed = e.settle(&bad).fixed(&bad).expect("an edit");
    assert!(fixed.ends_with("%EE%80%80"));
    assert!(UriReference::parse_in(&fixed, Dialect::RFC3987).is_ok());

    let base = UriReference::parse_in("http://例え.jp/a/b/c", Dialect::RFC3987).expect("a base");
    let up = format!("{}表示", "../".repeat(500_000));
    let reference = UriReference::parse_in(&up, Dialect::RFC3987).expect("a relative path");
    let options = uri2396::resolve::ResolveOptions::default();
    let resolved = base.resolve(&reference, &options).expect("resolved");
    assert_eq!(resolved.as_str(), "http://例え.jp/表示");

    let host = format!("http://{}例/", "例.".repeat(100_000));
    assert!(UriReference::parse_in(&host, Dialect::RFC3987).is_ok());
    // An invalid byte sequence cannot be a str; as bytes it is no IRI.
    let mut bytes = "http://例え.jp/".as_bytes().to_vec();
    bytes.push(0xE8);
    assert!(!rfc3987::IRI_REFERENCE.matches_bytes(&bytes));
}
