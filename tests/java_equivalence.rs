//! The `java` grammar accepts exactly java.net.URI's reading of RFC 2396.
//!
//! The standard of `rfc2732_equivalence.rs` (the harness of
//! `equivalence/mod.rs`), for every rule of `Dialect::JAVA`: pest's rule, the automaton that `uri2396-compile` compiles for
//! it and `Tree::parse` accept exactly the strings that an independent
//! recognizer derives, and an error is placed at the first character that
//! no string of the rule can have there. The recognizer is
//! `appendix_a/mod.rs` read as [`Reading::JAVA`]: RFC 2732's reading with
//! the deviations that the javadoc of `java.net.URI` states and docs/java.md
//! reads from its parser, written from that text and not from `java.pest`
//! ("other" from the regex crate's Unicode tables, a port's bound digit by
//! digit, an IPv4 part as zeros and one of the 256 values).
//!
//! The checks: every rule has an expression and vice versa; every tree well
//! formed (authority, host and IPv6reference shapes, no silent node) and
//! pest's; every error's offset and expected set the recognizer's; property tests
//! for every rule (generated strings accepted, random and mutated strings
//! over an alphabet with "other" and excluded non-ASCII characters accepted
//! exactly when the expression matches); every string of up to three
//! characters over a small alphabet for every rule; and generated strings
//! for what java.pest changes: ports around 2147483647, IPv4 parts with
//! leading zeros, scope ids, "other" characters against the excluded ones.

use proptest::prelude::*;
use uri2396::Dialect;
use uri2396::grammar::java;

/// The pest parser of the `java` grammar with a whole-input entry point
/// per rule (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`), generated with the
/// grammar into `tests/generated/`.
mod pest_parser {
    #![allow(missing_docs, dead_code)]
    use pest_derive::Parser;

    /// The grammar with a whole-input rule per rule.
    #[derive(Parser)]
    #[grammar = "src/generated/java.pest"]
    #[grammar = "tests/generated/java_whole.pest"]
    pub(crate) struct JavaWholeParser;
}
use pest_parser::JavaWholeParser;

use crate::appendix_a;
use crate::equivalence;
use crate::trials;
use appendix_a::{GENERATORS_JAVA, Reading};

/// java.net.URI's reading, under test.
pub const G: equivalence::Subject = equivalence::Subject {
    grammar: Dialect::JAVA,
    reading: Reading::JAVA,
    named: "java.net.URI's reading",
    pest_derives,
    // RFC 2396's character classes, the parts of an IPv6address, and java.pest's `other`.
    silent: &[
        equivalence::CHARACTER_CLASSES,
        equivalence::IPV6_PARTS,
        &["other"],
    ],
    prose: equivalence::Prose::Rfc2396,
    rules: 54,
    generators: || &GENERATORS_JAVA,
    cases: CASES,
    alphabet: ALPHABET,
};

pest_derives!(JavaWholeParser, pest_parser::Rule);

/// The rules java.pest writes, each with its section of docs/java.md.
#[test]
fn java_pest_holds_one_section_per_deviation() {
    let sections: Vec<(&str, &str)> = Dialect::JAVA
        .rules()
        .filter(|rule| rule.rfc() == 0)
        .map(|rule| (rule.name(), rule.section()))
        .collect();
    let docs = include_str!("../docs/java.md");
    // A heading's anchor: small letters, "-" for a space.
    let anchors: Vec<String> = docs
        .lines()
        .filter_map(|l| l.strip_prefix("### "))
        .map(|h| h.to_ascii_lowercase().replace(' ', "-"))
        .collect();
    for (name, section) in &sections {
        assert!(
            anchors.iter().any(|a| a == section),
            "{name}: no section {section:?} in docs/java.md ({anchors:?})"
        );
    }
    assert_eq!(sections.len(), 17, "{sections:?}");
    assert_eq!(java::PORT.section(), "ports");
}

const CASES: u32 = 1000;

/// RFC 2732's alphabet with "other" characters (é, U+00AD, U+FEFF, an
/// emoji) and the non-ASCII ones that are not (U+0085, U+00A0, U+2028,
/// U+3000).
const ALPHABET: &[char] = &[
    'a', 'b', 'z', 'A', 'F', 'f', 'E', '0', '1', '2', '5', '9', '-', '.', '_', '~', '!', '*', '\'',
    '(', ')', '%', ':', '/', '?', '#', '@', ';', '=', '&', '+', '$', ',', ' ', '[', ']', '<', '"',
    '{', '|', '\\', '`', '\u{7f}', 'é', '\u{ad}', '\u{feff}', '😀', '\u{85}', '\u{a0}', '\u{2028}',
    '\u{3000}',
];

/// Every string of up to three characters over an alphabet that reaches
/// every deviation: `1` and `0` for ports and IPv4 parts, `%` for escapes
/// and scope ids, `é` "other", U+00A0 a space character, brackets.
#[test]
fn every_rule_agrees_on_every_short_string() {
    let alphabet = [
        "a", "F", "0", "1", ".", ":", "@", "%", "_", "/", "?", "#", "[", "]", "é", "\u{a0}",
    ];
    let checked = G.exhaustive_every_rule(&alphabet, 3);
    assert_eq!(checked, 54 * trials::count(alphabet.len(), 3));
    println!("{checked} strings compared");
}

/// Ports around the bound: every value is accepted exactly when it is at
/// most 2147483647, with or without leading zeros, by the arithmetic.
#[test]
fn ports_are_read_as_integer_parse_int_reads_them() {
    let mut values: Vec<u64> = vec![0, 1, 9, 10, 65535, 999_999_999, 1_000_000_000];
    for near in [
        2_147_483_647u64,
        2_000_000_000,
        2_100_000_000,
        2_147_400_000,
    ] {
        values.extend(near.saturating_sub(11)..near + 11);
    }
    values.extend([2_147_483_650, 2_999_999_999, 9_999_999_999, 10_000_000_000]);
    for digit in 0..10u64 {
        // Each digit in each place of the bound's length.
        for place in 0..10u32 {
            let v = 2_147_483_647u64 - (2_147_483_647 / 10u64.pow(place) % 10) * 10u64.pow(place)
                + digit * 10u64.pow(place);
            values.push(v);
        }
    }
    for v in values {
        for zeros in ["", "0", "000"] {
            let port = format!("{zeros}{v}");
            assert_eq!(G.assert_agrees("port", &port), v <= 2_147_483_647, "{port}");
            let authority = format!("h:{port}");
            G.assert_agrees("authority", &authority);
            let server = G.rule("server").matches(&authority);
            assert_eq!(server, v <= 2_147_483_647, "{authority}");
            G.assert_agrees("URI-reference", &format!("http://{authority}/"));
            G.assert_agrees("URI-reference", &format!("http://[::1]:{port}/"));
        }
    }
    assert!(G.assert_agrees("port", ""));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// IPv4 parts of any number of digits, with leading zeros, in a host
    /// and in the tail of an IPv6 literal: an IPv4address exactly when each
    /// part's value is at most 255.
    #[test]
    fn ipv4_parts_are_values_at_most_255(
        parts in proptest::collection::vec("0{0,4}[0-9]{1,4}", 4),
        dotted in proptest::bool::ANY,
    ) {
        let address = parts.join(".");
        let fits = parts.iter().all(|p| p.parse::<u32>().is_ok_and(|v| v <= 255));
        let input = if dotted { format!("{address}.") } else { address.clone() };
        prop_assert_eq!(G.assert_agrees("IPv4address", &address), fits);
        prop_assert_eq!(G.assert_agrees("dec-octet", &parts[0]), parts[0].parse::<u32>().is_ok_and(|v| v <= 255));
        G.assert_agrees("host", &input);
        prop_assert_eq!(G.assert_agrees("IPv6reference", &format!("[::ffff:{address}]")), fits);
        G.assert_agrees("URI-reference", &format!("http://{input}:80/"));
    }

    /// Scope ids after any address: "%" and one or more of alphanum, "_",
    /// ".", and nothing else.
    #[test]
    fn scope_ids_follow_any_address(
        address in "(::|fe80::1|1:2:3:4:5:6:7:8|::1\\.2\\.3\\.4|1::)",
        scope in "[a-zA-Z0-9_.%:é-]{0,5}",
    ) {
        let reference = format!("[{address}%{scope}]");
        let expected = !scope.is_empty()
            && scope.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        prop_assert_eq!(G.assert_agrees("IPv6reference", &reference), expected);
        prop_assert_eq!(G.assert_agrees("scope-id", &scope), expected);
        G.assert_agrees("URI-reference", &format!("http://{reference}:8/x"));
    }

    /// Any character in a path, a userinfo, a query, a fragment, an opaque
    /// part and a host: "other" exactly where an escape may be.
    #[test]
    fn other_characters_stand_where_escapes_may(c in proptest::char::any()) {
        let other = (c as u32) > 0x9F && !matches!(
            c,
            '\u{a0}' | '\u{1680}' | '\u{2000}'..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}'
                | '\u{205f}' | '\u{3000}'
        );
        prop_assert_eq!(G.assert_agrees("other", &c.to_string()), other);
        prop_assert_eq!(G.assert_agrees("escaped", &c.to_string()), other);
        for template in ["http://h/a{}b", "http://u{}@h/", "s:{}", "?{}", "#{}", "//h{}/"] {
            G.assert_agrees("URI-reference", &template.replace("{}", &c.to_string()));
        }
        // Never in a hostname.
        let label = format!("a{c}");
        prop_assert_eq!(G.assert_agrees("hostname", &label), c.is_ascii_alphanumeric() || c == '.');
    }
}
