//! The RFC 2732 grammar accepts exactly the language of RFC 2396 as RFC 2732
//! section 3 amends it, with IPv6address as RFC 2373 section 2.2 describes.
//!
//! The standard of `bnf_equivalence.rs` (the harness of
//! `equivalence/mod.rs`), for every rule of `Dialect::RFC2732`: pest's rule, the automaton that `uri2396-compile` compiles
//! for it and the tree of `Tree::parse` accept exactly the strings that an
//! independent recognizer derives, and an error is placed at the first
//! character that no string of the rule can have there. The recognizer is
//! `appendix_a/mod.rs` read as [`Reading::RFC2732`]: Appendix A with the
//! rules of RFC 2732 section 3 in place, written from the text of RFC 2732
//! and RFC 2373 (its IPv6address enumerates every placement of "::" among
//! the eight pieces; its dec-octet lists every spelling of 0 to 255 in one
//! to three digits), not from `rfc2732.pest`.
//!
//! A second oracle for IPv6address: the standard library's
//! `Ipv6Addr::from_str`, which reads the three text forms of RFC 2373
//! section 2.2 (kept by its successor, RFC 4291) and differs from our
//! reading only in refusing leading zeros in the decimal parts
//! (`::001.2.3.4`).
//!
//! The checks:
//! - every rule of the grammar has an expression, and vice versa;
//! - property tests for every rule: generated strings accepted, random and
//!   mutated strings accepted exactly when the expression matches;
//! - the error offset and expected set of every rejection, against the
//!   recognizer;
//! - every string of up to three characters over a small alphabet with
//!   brackets for every rule, of up to four for the rules where the
//!   amendment is delicate, and every sequence of up to nine pieces of
//!   IPv6 text for IPv6address;
//! - every tree: pest's tree is `Tree::parse`'s; an authority is a `server`
//!   exactly when it has the form of one; a host's only child is the kind
//!   of host the recognizer says;
//! - the examples of RFC 2732 section 2 and RFC 2373 section 2.2, and a
//!   table of near misses.

use std::cell::Cell;
use std::net::Ipv6Addr;
use uri2396::Dialect;

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use uri2396::grammar::{Rule, rfc2732};
use uri2396::{Node, Tree};

/// The pest parser of the amended grammar with a whole-input entry point
/// per rule (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`), generated with the
/// amended grammar into `tests/generated/`.
mod pest_parser {
    #![allow(missing_docs, dead_code)]
    use pest_derive::Parser;

    /// The grammar with a whole-input rule per rule.
    #[derive(Parser)]
    #[grammar = "src/generated/rfc2732.pest"]
    #[grammar = "tests/generated/rfc2732_whole.pest"]
    pub(crate) struct Rfc2732WholeParser;
}
use pest_parser::Rfc2732WholeParser;

use crate::appendix_a;
use crate::equivalence;
use crate::trials;
use appendix_a::{GENERATORS_2732, Reading, derives_in};
use equivalence::{find, letters};
use trials::{count, for_all_sequences};

/// RFC 2396 as RFC 2732 amends it, under test.
pub const G: equivalence::Subject = equivalence::Subject {
    grammar: Dialect::RFC2732,
    reading: Reading::RFC2732,
    named: "RFC 2732",
    pest_derives,
    // RFC 2396's character classes, the parts of an IPv6address.
    silent: &[equivalence::CHARACTER_CLASSES, equivalence::IPV6_PARTS],
    prose: equivalence::Prose::Rfc2396,
    rules: 49,
    generators: || &GENERATORS_2732,
    cases: CASES,
    alphabet: ALPHABET,
};

fn derives(rule: &str, input: &str) -> bool {
    derives_in(G.reading, rule, input)
}

pest_derives!(Rfc2732WholeParser, pest_parser::Rule);

// ---------------------------------------------------------------------------
// The recognizer
// ---------------------------------------------------------------------------

/// The recognizer is right on examples read off RFC 2732 and RFC 2373 by
/// hand, and agrees with RFC 2396's where RFC 2732 changes nothing.
#[test]
fn recognizer_sanity() {
    let cases: &[(&str, &str, bool)] = &[
        ("reserved", "[", true),
        ("reserved", "]", true),
        ("unwise", "[", false),
        ("unwise", "\\", true),
        ("uric", "]", true),
        ("pchar", "[", false),
        ("uric_no_slash", "[", false),
        ("hex4", "0", true),
        ("hex4", "fFfF", true),
        ("hex4", "12345", false),
        ("hex4", "", false),
        ("dec-octet", "255", true),
        ("dec-octet", "256", false),
        ("dec-octet", "001", true),
        ("dec-octet", "0001", false),
        ("ls32", "1:2", true),
        ("ls32", "1.2.3.4", true),
        ("IPv4address", "999.0.0.1", true),
        ("IPv4address", "1000.0.0.1", false),
        ("IPv6address", "::", true),
        ("IPv6address", "1::", true),
        ("IPv6address", "::1", true),
        ("IPv6address", "1:2:3:4:5:6:7:8", true),
        ("IPv6address", "1:2:3:4:5:6:7::", true),
        ("IPv6address", "::2:3:4:5:6:7:8", true),
        ("IPv6address", "1:2:3:4:5:6:7::8", false),
        ("IPv6address", "1:2:3:4:5::1.2.3.4", true),
        ("IPv6address", "1:2:3:4:5:6::1.2.3.4", false),
        ("IPv6address", "1.2.3.4::", false),
        ("IPv6address", "::1.2.3.4:1", false),
        ("IPv6reference", "[::]", true),
        ("host", "[::1]", true),
        ("host", "[v1.x]", false),
        ("hostname", "a.b.", true),
    ];
    G.recognizer_examples(cases);
    // Rules that RFC 2732 changes neither nor through what they name.
    for (rule, input) in [("hostname", "a-1.b"), ("segment", "a;b"), ("scheme", "h+t")] {
        assert_eq!(
            derives_in(Reading::RFC2396, rule, input),
            derives(rule, input)
        );
    }
}

// ---------------------------------------------------------------------------
// Property tests, every rule
// ---------------------------------------------------------------------------

/// Cases per rule per property test, as for RFC 2396.
const CASES: u32 = 2000;

/// RFC 2396's test alphabet, with more hex digits.
const ALPHABET: &[char] = &[
    'a', 'b', 'z', 'A', 'Z', 'F', 'f', 'c', 'E', '0', '1', '2', '5', '9', '-', '.', '_', '~', '!',
    '*', '\'', '(', ')', '%', ':', '/', '?', '#', '@', ';', '=', '&', '+', '$', ',', ' ', '[', ']',
    '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\t', '\u{7f}', 'é',
];

/// The rules of the RFC 2732 grammar as the property tests try them.
fn rules() -> trials::Rules<'static> {
    G.trials()
}

fn valid(name: &str) -> BoxedStrategy<String> {
    rules().valid(name)
}

// ---------------------------------------------------------------------------
// Bounded exhaustive checks
// ---------------------------------------------------------------------------

/// RFC 2396's exhaustive alphabet with the brackets in place of `;` and
/// `+`: `a`, `F` hex and alpha, `z` alpha only, `1` a digit, `-` and `.` in
/// labels and addresses, `:` in addresses, ports and userinfo, `@` after
/// userinfo, `%` escapes, `_` unreserved but no label character, `/`, `?`,
/// `#` delimiters, space never allowed, `[` and `]` around an IPv6address
/// and in queries and fragments.
const EXHAUSTIVE_ALPHABET: &[char] = &[
    'a', 'F', 'z', '1', '-', '.', ':', '@', '%', '_', '/', '?', '#', ' ', '[', ']',
];

/// Compares every sequence; returns (checked, accepted).
fn exhaustive(name: &str, pieces: &[&str], max_len: usize) -> (usize, usize) {
    G.exhaustive(name, pieces, max_len, |_, _| {})
}

#[test]
fn exhaustive_every_rule_up_to_three_characters() {
    let letters = letters(EXHAUSTIVE_ALPHABET);
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    let checked = G.exhaustive_every_rule(&pieces, 3);
    assert_eq!(checked, 49 * count(pieces.len(), 3));
}

/// Every string of up to four characters for the rules the amendment
/// changes the most.
#[test]
fn exhaustive_delicate_rules_up_to_four_characters() {
    let letters = letters(EXHAUSTIVE_ALPHABET);
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    for name in [
        "URI-reference",
        "authority",
        "server",
        "host",
        "IPv6reference",
    ] {
        let (checked, accepted) = exhaustive(name, &pieces, 4);
        assert_eq!(checked, count(pieces.len(), 4));
        assert!(accepted > 0, "{name}");
    }
}

/// Every sequence of up to nine of these pieces: enough for eight pieces
/// with and without "::" and with a decimal tail in every place, and for
/// eight pieces written around "::" (`a:a:a:a:a:a:a::1`). `1` after `a:`
/// makes a piece of two digits, five `1`s one too long; `255.0.1.1` is a
/// decimal tail, anywhere.
const IPV6_PIECES: &[&str] = &["a:", ":", "1", "255.0.1.1"];

#[test]
fn exhaustive_ipv6address_by_pieces() {
    let (checked, accepted) = exhaustive("IPv6address", IPV6_PIECES, 9);
    assert_eq!(checked, count(IPV6_PIECES.len(), 9));
    assert!(accepted > 1000, "{accepted}");
    // The standard library agrees on all of them (no decimal part here
    // has a leading zero).
    let mut differences = Vec::new();
    for_all_sequences(IPV6_PIECES, 9, |input| {
        if rfc2732::IPV6ADDRESS.matches(input) != input.parse::<Ipv6Addr>().is_ok() {
            differences.push(input.to_owned());
        }
    });
    assert!(differences.is_empty(), "{differences:?}");
}

/// The same characters one by one, brackets included: up to six for
/// IPv6address, five for host.
#[test]
fn exhaustive_ipv6address_by_characters() {
    let letters = letters(&[':', '1', 'a', '.', '[', ']']);
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    for (name, max_len) in [("IPv6address", 6), ("host", 5)] {
        let (checked, accepted) = exhaustive(name, &pieces, max_len);
        assert_eq!(checked, count(pieces.len(), max_len));
        assert!(accepted > 0, "{name}");
    }
}

// ---------------------------------------------------------------------------
// A second oracle: std::net::Ipv6Addr
// ---------------------------------------------------------------------------

/// Whether a decimal part of `input` (a run of digits next to a ".") has a
/// leading zero: our reading (RFC 2373's `1*3DIGIT`) allows it, the
/// standard library does not.
fn leading_zero_decimal(input: &str) -> bool {
    let tail = input.rsplit(':').next().unwrap_or(input);
    tail.contains('.')
        && tail
            .split('.')
            .any(|part| part.len() > 1 && part.starts_with('0'))
}

const IPV6_ALPHABET: &[char] = &[
    '0', '1', '2', '5', '9', 'a', 'F', 'f', 'g', ':', ':', ':', '.', '%', '[', ']',
];

#[test]
fn ipv6address_agrees_with_the_standard_library() {
    let strategy = prop_oneof![
        trials::biased(valid("IPv6address"), IPV6_ALPHABET),
        valid("IPv6address"),
    ];
    let (compared, accepted) = (Cell::new(0u32), Cell::new(0u32));
    let mut runner = TestRunner::new(trials::config(CASES));
    let result = runner.run(&strategy, |input| {
        if leading_zero_decimal(&input) {
            return Ok(());
        }
        let ours = rfc2732::IPV6ADDRESS.matches(&input);
        let std = input.parse::<Ipv6Addr>().is_ok();
        prop_assert_eq!(ours, std, "{:?}: ours {}, std {}", input, ours, std);
        prop_assert_eq!(ours, derives("IPv6address", &input), "{:?}", input);
        compared.set(compared.get() + 1);
        accepted.set(accepted.get() + u32::from(ours));
        Ok(())
    });
    if let Err(error) = result {
        panic!("{error}");
    }
    // Most cases are compared, and many of them are addresses.
    assert!(compared.get() >= CASES / 2, "{} compared", compared.get());
    assert!(accepted.get() >= CASES / 5, "{} accepted", accepted.get());
}

#[test]
fn leading_zeros_are_where_the_two_readings_part() {
    for input in ["::001.2.3.4", "::1.02.3.4", "1:2:3:4:5:6:000.0.0.0"] {
        assert!(leading_zero_decimal(input), "{input}");
        assert!(G.assert_agrees("IPv6address", input), "{input}");
        assert!(input.parse::<Ipv6Addr>().is_err(), "{input}");
    }
    for input in ["::0.0.0.0", "::10.0.0.1", "0:0::1"] {
        assert!(!leading_zero_decimal(input), "{input}");
        assert!(input.parse::<Ipv6Addr>().is_ok(), "{input}");
    }
}

// ---------------------------------------------------------------------------
// The examples of the RFCs, and near misses
// ---------------------------------------------------------------------------

/// RFC 2732 section 2, "Literal IPv6 Address Format in URL's Syntax":
/// every example, with its host and port.
#[test]
fn the_examples_of_rfc_2732() {
    let examples = [
        (
            "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            Some("80"),
        ),
        (
            "http://[1080:0:0:0:8:800:200C:417A]/index.html",
            "1080:0:0:0:8:800:200C:417A",
            None,
        ),
        (
            "http://[3ffe:2a00:100:7031::1]",
            "3ffe:2a00:100:7031::1",
            None,
        ),
        (
            "http://[1080::8:800:200C:417A]/foo",
            "1080::8:800:200C:417A",
            None,
        ),
        ("http://[::192.9.5.5]/ipng", "::192.9.5.5", None),
        (
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "::FFFF:129.144.52.38",
            Some("80"),
        ),
        (
            "http://[2010:836B:4179::836B:4179]",
            "2010:836B:4179::836B:4179",
            None,
        ),
    ];
    for (input, address, port) in examples {
        assert!(derives("URI-reference", input), "{input}");
        assert!(G.assert_agrees("URI-reference", input), "{input}");
        let tree = Tree::parse(rfc2732::URI_REFERENCE, input).expect(input);
        let texts = |rule| {
            find(tree.root(), rule)
                .iter()
                .map(Node::text)
                .collect::<Vec<_>>()
        };
        assert_eq!(texts("IPv6address"), [address], "{input}");
        assert_eq!(texts("IPv6reference"), [format!("[{address}]")], "{input}");
        assert_eq!(texts("port"), Vec::from_iter(port), "{input}");
        assert!(texts("reg_name").is_empty(), "{input}");
        // And RFC 2396 alone has none of them.
        assert!(!Rule::URI_REFERENCE.matches(input), "{input}");
    }
}

/// RFC 2373 section 2.2, the three text forms: every example.
#[test]
fn the_examples_of_rfc_2373() {
    for input in [
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        "1080:0:0:0:8:800:200C:417A",
        "FF01:0:0:0:0:0:0:101",
        "0:0:0:0:0:0:0:1",
        "0:0:0:0:0:0:0:0",
        "1080::8:800:200C:417A",
        "FF01::101",
        "::1",
        "::",
        "0:0:0:0:0:0:13.1.68.3",
        "0:0:0:0:0:FFFF:129.144.52.38",
        "::13.1.68.3",
        "::FFFF:129.144.52.38",
    ] {
        assert!(derives("IPv6address", input), "{input}");
        assert!(G.assert_agrees("IPv6address", input), "{input}");
        assert!(
            G.assert_agrees("IPv6reference", &format!("[{input}]")),
            "{input}"
        );
        assert!(G.assert_agrees("host", &format!("[{input}]")), "{input}");
        assert!(input.parse::<Ipv6Addr>().is_ok(), "{input}");
    }
}

/// What the amended grammar still refuses, and where the brackets go.
#[test]
fn near_misses() {
    let cases: &[(&str, &str, bool)] = &[
        // Nine pieces; "::" twice; ":::"; "::" for no piece at all.
        ("IPv6address", "1:2:3:4:5:6:7:8:9", false),
        ("IPv6address", "1::2::3", false),
        ("IPv6address", ":::", false),
        ("IPv6address", "1:::2", false),
        ("IPv6address", "1:2:3:4:5:6:7:8::", false),
        ("IPv6address", "::1:2:3:4:5:6:7:8", false),
        ("IPv6address", "1:2:3:4::5:6:7:8", false),
        // Seven pieces and no "::"; a lone ":" at either end.
        ("IPv6address", "1:2:3:4:5:6:7", false),
        ("IPv6address", ":1::", false),
        ("IPv6address", "1::2:", false),
        // Five hex digits; a letter that is no hex digit.
        ("IPv6address", "12345::", false),
        ("IPv6address", "g::", false),
        // Decimal parts: at most 255, one to three digits, four of them, last.
        ("IPv6address", "::256.1.1.1", false),
        ("IPv6address", "::1.1.1.1000", false),
        ("IPv6address", "::1.1.1", false),
        ("IPv6address", "::1.1.1.1.1", false),
        ("IPv6address", "::255.255.255.255", true),
        ("IPv6address", "::001.002.003.004", true),
        ("IPv6address", "1:2:3:4:5:6:7:1.2.3.4", false),
        ("IPv6address", "1:2:3:4:5:6:1.2.3.4", true),
        ("IPv6address", "::1.2.3.4:1", false),
        ("IPv6address", "1.2.3.4", false),
        // No zone index.
        ("IPv6address", "fe80::1%eth0", false),
        ("IPv6reference", "[fe80::1%25eth0]", false),
        ("host", "[fe80::1%eth0]", false),
        // Brackets come in pairs around an address, only there.
        ("IPv6reference", "[::1", false),
        ("IPv6reference", "::1]", false),
        ("IPv6reference", "[[::1]]", false),
        ("IPv6reference", "[]", false),
        ("host", "[::1]", true),
        ("host", "[1.2.3.4]", false),
        ("host", "[example.com]", false),
        ("hostport", "[::1]:80", true),
        ("hostport", "[::1]80", false),
        ("hostport", "::1", false),
        ("server", "u@[::1]:", true),
        ("authority", "[::1", false),
        ("authority", "::1", true),
        // IPv4address: three digits of any value, and no more.
        ("IPv4address", "999.999.999.999", true),
        ("IPv4address", "1234.1.1.1", false),
        ("host", "256.1.1.1", true),
        ("host", "1234.1.1.1", false),
        ("authority", "1234.1.1.1", true),
        // Brackets are reserved, so uric: in a query, a fragment, the tail
        // of an opaque part...
        ("URI-reference", "http://h/p?a[0]=1", true),
        ("URI-reference", "http://h/p#[x]", true),
        ("URI-reference", "urn:x:[y]", true),
        ("URI-reference", "?[]", false),
        ("URI-reference", "a?[]", true),
        // ...but not where pchar, userinfo, reg_name, rel_segment or
        // uric_no_slash is asked for, which name no reserved.
        ("URI-reference", "http://h/[x]", false),
        ("URI-reference", "http://[u]@h/", false),
        ("URI-reference", "http://a[b]/", false),
        ("URI-reference", "urn:[y]", false),
        ("URI-reference", "[x]", false),
        ("URI-reference", "./[x]", false),
        ("URI-reference", "http://[::1]x/", false),
        ("URI-reference", "http://[::1]:80x/", false),
        ("URI-reference", "//[::1]", true),
        ("URI-reference", "http://[::1]/", true),
        // No longer unwise; still never in a path.
        ("unwise", "[", false),
        ("unwise", "]", false),
        ("reserved", "[", true),
        ("uric", "[", true),
        ("pchar", "[", false),
    ];
    G.examples(cases);
}
