//! `rfc3986.pest` accepts exactly the language of RFC 3986 Appendix A, rule
//! by rule, and its trees are the ones RFC 3986's prose asks for.
//!
//! The recognizer is `appendix_a_3986/mod.rs`: one regular expression per
//! rule, assembled from the ABNF of Appendix A, not from the grammar under
//! test. For every rule R, pest's `SOI ~ R ~ EOI` (the whole-input entry
//! points of `support/rfc3986_whole.pest`), the automaton the crate
//! compiles for R and `Tree::parse` must accept exactly the strings the
//! expression of R matches; each tree must be pest's, node for node; each
//! error must stand where the recognizer says the input stops being a
//! start of R, and expect what the recognizer lets follow. The harness is
//! every grammar's (`equivalence/mod.rs`), with RFC 3986's prose.
//!
//! The checks:
//! - every rule of the grammar has an expression, and vice versa; every
//!   rule has a whole-input entry point; every rule's `///` line quotes its
//!   ABNF as Appendix A writes it;
//! - property tests for every rule: generated strings accepted, random and
//!   mutated strings accepted exactly when the expression matches;
//! - every string of up to four characters over a small alphabet for
//!   URI-reference, authority, host, IP-literal, IPv6address and
//!   IPv4address, and every sequence of up to eleven pieces of IPv6 text
//!   for IPv6address;
//! - every tree accepted anywhere above: no silent rule makes a node, no
//!   atomic rule has children, every node's text is derived by its rule,
//!   children lie in their parent in order, and where the ABNF is ambiguous
//!   the node is the one RFC 3986 chooses (a host that is an IPv4address is
//!   one, 3.2.2; a reference with a scheme is a URI, 4.1; the userinfo is
//!   all before "@", 3.2.1; a lone path is the first of path's
//!   alternatives that derives it);
//! - explicit examples of those choices, and snapshots of the trees of
//!   RFC 3986's own examples and of the cases where it differs from RFC
//!   2396 (`snapshots/rfc3986/`).

use std::collections::BTreeSet;

use proptest::prelude::*;

use uri2396::Dialect;
use uri2396::grammar::{Rule, RuleKind};

use crate::appendix_a::{self, Reading};
use crate::appendix_a_3986;
use crate::equivalence;
use crate::rfc3986_pest;
use crate::trials;

use appendix_a_3986::{abnf_name, derives};
use rfc3986_pest::{Node, parse};
use trials::{count, for_all_sequences, for_all_strings};

/// RFC 3986's grammar, under test: pest's rule, the automaton that
/// `uri2396-compile` compiles for it and `Tree::parse` against the
/// recognizer, each tree against pest's and RFC 3986's prose, each error
/// against the recognizer (`equivalence/mod.rs`, the harness of every
/// grammar).
pub const G: equivalence::Subject = equivalence::Subject {
    grammar: Dialect::RFC3986,
    reading: Reading::RFC3986,
    named: "Appendix A",
    pest_derives,
    silent: &[SILENT],
    prose: equivalence::Prose::Rfc3986,
    rules: 39,
    generators: || &appendix_a::GENERATORS_3986,
    cases: CASES,
    alphabet: ALPHABET,
};

/// Whether pest's rule, anchored at both ends, derives the input.
fn pest_derives(rule: Rule, input: &str) -> bool {
    parse(&rule.name().replace('-', "_"), input).is_ok()
}

/// Rules that pest keeps silent: the character classes and the parts of an
/// IPv6address. They make no nodes.
const SILENT: &[&str] = &[
    "h16",
    "ls32",
    "dec-octet",
    "pchar",
    "pct-encoded",
    "reserved",
    "gen-delims",
    "sub-delims",
    "unreserved",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

/// Rules read as text: atomic, without children.
const ATOMIC: &[&str] = &[
    "scheme",
    "userinfo",
    "IPvFuture",
    "IPv6address",
    "IPv4address",
    "reg-name",
    "port",
    "segment",
    "segment-nz",
    "segment-nz-nc",
    "query",
    "fragment",
];

/// Property cases per rule.
const CASES: u32 = 256;

/// Characters of the random strings and the edits of near misses: every
/// kind of character of Appendix A, a few of each, and some of none.
const ALPHABET: &[char] = &[
    'a', 'v', 'V', 'F', 'g', 'Z', '0', '1', '2', '5', '9', '.', ':', '/', '?', '#', '@', '[', ']',
    '%', '-', '_', '~', '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', ' ', '"', '<',
    '\\', '^', '`', '{', '|', 'é',
];

/// [`equivalence::Subject::compare`] for a rule named as pest names it.
fn compare(rule: &str, input: &str) -> Result<bool, String> {
    G.compare(&abnf_name(rule), input)
}

// ---------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------

/// The grammar file's rules are the recognizer's (the crate's table is
/// checked against both by the shared check of `equivalence/mod.rs`), and
/// the atomic rules, listed by hand, are the crate's leaves.
#[test]
fn the_grammar_file_and_the_recognizer_name_the_same_rules() {
    let grammar: BTreeSet<&str> = rfc3986_pest::rule_names().into_iter().collect();
    let recognizer: BTreeSet<&str> = appendix_a_3986::rule_names().into_iter().collect();
    assert_eq!(grammar, recognizer);
    let leaves: BTreeSet<&str> = Dialect::RFC3986
        .rules()
        .filter(|rule| rule.kind() == RuleKind::Leaf)
        .map(|rule| rule.name())
        .collect();
    assert_eq!(leaves, ATOMIC.iter().copied().collect());
}

#[test]
fn every_rule_has_a_whole_input_entry_in_order() {
    let whole: Vec<String> = rfc3986_pest::rule_names_of(rfc3986_pest::WHOLE)
        .into_iter()
        .map(str::to_owned)
        .collect();
    let wanted: Vec<String> = rfc3986_pest::rule_names()
        .into_iter()
        .map(|r| format!("whole_{r}"))
        .collect();
    assert_eq!(whole, wanted);
    for rule in rfc3986_pest::rule_names() {
        let line = format!("whole_{rule} = _{{ SOI ~ {rule} ~ EOI }}");
        assert!(rfc3986_pest::WHOLE.contains(&line), "{line}");
    }
}

/// The text with every run of white space made one space.
fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every rule's `///` line quotes the ABNF of Appendix A (with its
/// continuation lines and without its comments), or for the core rules of
/// RFC 2234, names that RFC.
#[test]
fn every_rule_quotes_its_abnf_word_for_word() {
    // Appendix A as RFC 3986 prints it, page break included.
    let rfc = include_str!("data/rfc3986/appendix-a.txt");
    let start = rfc
        .find("Appendix A.  Collected ABNF for URI\n")
        .expect("Appendix A");
    let end = rfc.len();
    // Appendix A's rules: a rule opens at a line that holds "name =", and
    // runs to the next; page breaks and ";" comments are dropped.
    let mut quoted: Vec<(String, String)> = Vec::new();
    for line in rfc[start..end].lines().skip(1) {
        // A comment opens with " ;" (sub-delims quotes ";" as `";"`).
        let line = line.split(" ;").next().unwrap_or("");
        if line.starts_with("RFC 3986") || line.starts_with("Berners-Lee") {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            [name, "=", rest @ ..] => {
                quoted.push((name.to_string(), format!("{name} = {}", rest.join(" "))))
            }
            _ => {
                let last = quoted.last_mut().expect("a rule before a continuation");
                last.1 = format!("{} {}", last.1, words.join(" "));
            }
        }
    }
    assert_eq!(quoted.len(), 36, "{quoted:?}");
    for (name, abnf) in &quoted {
        let pest_name = name.replace('-', "_");
        let (quote, section) = doc_of(&pest_name);
        assert!(!section.is_empty(), "the section of {name}");
        assert_eq!(squash(quote), *abnf, "the quote of {name}");
        assert_eq!(abnf_name(&pest_name), *name);
    }
    for core in ["ALPHA", "DIGIT", "HEXDIG"] {
        assert_eq!(doc_of(core).1, "RFC 2234 B.1", "{core}");
    }
}

/// The `///` line of a rule of the grammar, cut into its quote and its
/// section: `/// <quote>   (<section>)`.
fn doc_of(rule: &str) -> (&'static str, &'static str) {
    let lines: Vec<&'static str> = rfc3986_pest::GRAMMAR.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(&format!("{rule} = ")))
        .unwrap_or_else(|| panic!("no rule {rule}"));
    let doc = lines[..at]
        .iter()
        .rev()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("/// "))
        .unwrap_or_else(|| panic!("no /// line above {rule}"));
    let (quote, section) = doc.rsplit_once("   (").expect("a section");
    (
        quote,
        section.strip_suffix(')').expect("a section in parentheses"),
    )
}

/// The recognizer is right on examples read off RFC 3986 by hand.
#[test]
fn recognizer_sanity() {
    let cases: &[(&str, &str, bool)] = &[
        ("dec_octet", "0", true),
        ("dec_octet", "255", true),
        ("dec_octet", "256", false),
        ("dec_octet", "01", false),
        ("IPv4address", "1.2.3.4", true),
        ("IPv4address", "1.2.3.400", false),
        ("IPv4address", "01.2.3.4", false),
        ("h16", "fFfF", true),
        ("h16", "12345", false),
        ("IPv6address", "::", true),
        ("IPv6address", "1::", true),
        ("IPv6address", "::1", true),
        ("IPv6address", "1:2:3:4:5:6:7:8", true),
        ("IPv6address", "1:2:3:4:5:6:7::", true),
        ("IPv6address", "1:2:3:4:5:6::8", true),
        ("IPv6address", "::2:3:4:5:6:7:8", true),
        ("IPv6address", "1:2:3:4:5:6:7::8", false),
        ("IPv6address", "::ffff:1.2.3.4", true),
        ("IPv6address", "::1.2.3.400", false),
        ("IPv6address", "1:2:3:4:5:6:1.2.3.4", true),
        ("IPv6address", "1:2:3:4:5:6:7:1.2.3.4", false),
        ("IPv6address", "1::2::3", false),
        ("IPvFuture", "v1.x", true),
        ("IPvFuture", "V1f.a:b", true),
        ("IPvFuture", "v.x", false),
        ("IP_literal", "[::1]", true),
        ("IP_literal", "[v7.:]", true),
        ("host", "", true),
        ("host", "a_b.example", true),
        ("host", "-a.com", true),
        ("host", "[", false),
        ("authority", "u:p@h:80", true),
        ("authority", "a@b@c", false),
        ("authority", "h:8a", false),
        ("path_empty", "", true),
        ("path_empty", "a", false),
        ("path_noscheme", "a:b", false),
        ("path_rootless", "a:b", true),
        ("path_absolute", "//a", false),
        ("path_abempty", "//a", true),
        ("path", "a:b//c", true),
        ("URI", "scheme:", true),
        ("URI", "mailto:a@b?subject=x", true),
        ("URI", "a:[", false),
        ("absolute_URI", "a:b#c", false),
        ("relative_ref", "?y", true),
        ("relative_ref", "", true),
        ("relative_ref", "a:b", false),
        ("relative_ref", "./a:b", true),
        ("URI_reference", "#f", true),
        ("URI_reference", "//[::1]:8/p?q#f", true),
        ("URI_reference", "http://a/b c", false),
        ("URI_reference", "%zz", false),
        ("HEXDIG", "a", true),
        ("HEXDIG", "g", false),
        ("reserved", "[", true),
        ("unreserved", "!", false),
        ("sub_delims", "!", true),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter(|(rule, input, want)| derives(rule, input) != *want)
        .map(|(rule, input, want)| format!("{rule} {input:?}: want {want}"))
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

// ---------------------------------------------------------------------------
// Property tests
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(trials::config(CASES * 4))]

    /// Whole references made of the parts where readings differ.
    #[test]
    fn uri_references_of_delicate_parts(
        parts in prop::collection::vec(prop::sample::select(&[
            "http:", "a:", "//", "/", "@", ":", "[", "]", "::", "1", "v1.", "255", ".", "?", "#",
            "%41", "%4", "a", "-", "_", "!", "x:y", "1.2.3.4",
        ][..]), 0..9)
    ) {
        let input: String = parts.concat();
        compare("URI_reference", &input).map_err(TestCaseError::fail)?;
    }
}

// ---------------------------------------------------------------------------
// Exhaustive checks
// ---------------------------------------------------------------------------

/// Every string of up to `max_len` characters of `alphabet` as each rule;
/// returns how many strings each rule derived.
fn exhaustive(rules: &[&str], alphabet: &[char], max_len: usize) -> Vec<usize> {
    let mut failures = Vec::new();
    let mut accepted = vec![0; rules.len()];
    for_all_strings(alphabet, max_len, |input| {
        for (i, rule) in rules.iter().enumerate() {
            match compare(rule, input) {
                Ok(true) => accepted[i] += 1,
                Ok(false) => {}
                Err(e) if failures.len() < 20 => failures.push(e),
                Err(_) => {}
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    accepted
}

#[test]
fn every_short_string_over_a_small_alphabet() {
    // One character of each kind that matters to these rules.
    let alphabet = [
        'a', 'v', '1', '.', ':', '/', '?', '#', '@', '[', ']', '%', '!',
    ];
    let rules = [
        "URI_reference",
        "authority",
        "host",
        "IP_literal",
        "IPv6address",
        "IPv4address",
    ];
    let accepted = exhaustive(&rules, &alphabet, 4);
    eprintln!(
        "{} strings; derived: {:?}",
        count(alphabet.len(), 4),
        rules.iter().zip(&accepted).collect::<Vec<_>>()
    );
    // Each rule derives some of them (but IPv4address, whose shortest
    // string has seven characters: every_host_of_short_numbers tries it),
    // and not all.
    let total = count(alphabet.len(), 4);
    for (rule, n) in rules.iter().zip(&accepted) {
        let least = usize::from(*rule != "IPv4address");
        assert!(*n >= least && *n < total, "{rule}: {n} of {total}");
    }
}

#[test]
fn every_sequence_of_ipv6_pieces() {
    // A piece with its colon, a piece, a colon and an IPv4 tail: nine of
    // them reach eight pieces ("a:" seven times and "a") and one too many,
    // and every count of pieces on both sides of "::".
    let pieces = ["a:", "a", ":", "1.2.3.4"];
    let mut failures = Vec::new();
    let mut accepted = 0;
    for_all_sequences(&pieces, 9, |input| match compare("IPv6address", input) {
        Ok(true) => accepted += 1,
        Ok(false) => {}
        Err(e) if failures.len() < 20 => failures.push(e),
        Err(_) => {}
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "{} sequences, {accepted} IPv6 addresses",
        count(pieces.len(), 9)
    );
    assert!(accepted > 1000, "{accepted}");
}

#[test]
fn every_host_of_four_numbers() {
    // Four numbers around the bounds of dec-octet, and what may follow
    // them: an IPv4address exactly when every part is 0 to 255 without a
    // leading zero and nothing follows.
    let numbers = [
        "0", "9", "10", "99", "100", "199", "200", "249", "250", "255", "256", "01", "1000", "",
    ];
    let mut ipv4 = 0;
    for a in numbers {
        for b in numbers {
            for c in numbers {
                for d in numbers {
                    for tail in ["", ".", ".1", "a", "%41"] {
                        let input = format!("{a}.{b}.{c}.{d}{tail}");
                        if let Err(e) = compare("host", &input) {
                            panic!("{e}");
                        }
                        ipv4 += usize::from(derives("IPv4address", &input));
                    }
                }
            }
        }
    }
    // 0, 9, 10, 99, 100, 199, 200, 249, 250, 255 at each of four places.
    assert_eq!(ipv4, 10_000);
}

// ---------------------------------------------------------------------------
// The trees RFC 3986 asks for, on explicit examples
// ---------------------------------------------------------------------------

/// The one node of an accepted parse.
fn tree(rule: &str, input: &str) -> Node {
    match parse(rule, input) {
        Ok(nodes) if nodes.len() == 1 => nodes.into_iter().next().expect("one node"),
        other => panic!("rule {rule}, input {input:?}: {other:?}"),
    }
}

#[test]
fn first_match_wins_for_ipv4_addresses() {
    for (input, kind) in [
        ("1.2.3.4", "IPv4address"),
        ("255.255.255.255", "IPv4address"),
        ("0.0.0.0", "IPv4address"),
        ("1.2.3.400", "reg_name"),
        ("1.2.3.04", "reg_name"),
        ("1.2.3.4.5", "reg_name"),
        ("1.2.3", "reg_name"),
        ("999.1.1.1", "reg_name"),
        ("0x7f.1", "reg_name"),
        ("1.2.3.4%41", "reg_name"),
        ("1.2.3.4!", "reg_name"),
        ("", "reg_name"),
        ("[::1]", "IP_literal"),
        ("[v1.x]", "IP_literal"),
    ] {
        let host = tree("host", input);
        assert_eq!(host.child_rules(), [kind], "{input:?}");
        // And in a whole reference, with a port and a path after it.
        let reference = format!("http://{input}:80/p");
        let node = tree("URI_reference", &reference);
        let host = node.find("host").expect("a host");
        assert_eq!(host.text, input);
        assert_eq!(host.child_rules(), [kind], "{reference:?}");
        compare("URI_reference", &reference).expect("the checks of the tree");
    }
}

#[test]
fn authorities_and_paths_after_two_slashes() {
    // "//" opens an authority, even an empty one, in a URI and in a
    // relative reference.
    for (input, authority, path) in [
        ("//", "", ""),
        ("///", "", "/"),
        ("////a", "", "//a"),
        ("//a//b", "a", "//b"),
        ("http://", "", ""),
        ("http:///a", "", "/a"),
        ("file:////etc", "", "//etc"),
        ("//u@h:1/p", "u@h:1", "/p"),
        ("//@", "@", ""),
        ("//:", ":", ""),
        ("//h:/", "h:", "/"),
    ] {
        let node = tree("URI_reference", input);
        let found = node.find("authority").expect("an authority");
        assert_eq!(found.text, authority, "{input:?}");
        let abempty = node.find("path_abempty").expect("a path-abempty");
        assert_eq!(abempty.text, path, "{input:?}");
    }
    // Without "//", no authority: "/" alone and "a/b" are paths, and the
    // second "/" of "/a//b" belongs to the path.
    for (input, path) in [
        ("/", "path_absolute"),
        ("/a//b", "path_absolute"),
        ("a/b", "path_noscheme"),
        ("", "path_empty"),
        ("?y", "path_empty"),
        ("mailto:a@b", "path_rootless"),
        ("scheme:", "path_empty"),
        ("urn:a:b", "path_rootless"),
        ("a:/b", "path_absolute"),
    ] {
        let node = tree("URI_reference", input);
        assert!(node.find("authority").is_none(), "{input:?}");
        assert!(node.find(path).is_some(), "{input:?}: {node:#?}");
    }
}

#[test]
fn the_userinfo_is_all_before_the_at() {
    let node = tree("authority", "u:p;!@[::1]:8");
    assert_eq!(node.child_rules(), ["userinfo", "host", "port"]);
    assert_eq!(node.children[0].text, "u:p;!");
    assert_eq!(node.children[2].text, "8");
    let node = tree("authority", "u:8");
    assert_eq!(
        node.child_rules(),
        ["host", "port"],
        "a reg-name and a port"
    );
    assert!(parse("authority", "u:p").is_err());
    assert!(parse("authority", "u:p@h:q").is_err());
    assert!(parse("authority", "a@b@c").is_err());
}

#[test]
fn a_scheme_makes_a_uri_and_its_absence_a_relative_reference() {
    for (input, kind) in [
        ("a:", "URI"),
        ("a:b:c", "URI"),
        ("a+b-c.d:x", "URI"),
        ("a", "relative_ref"),
        ("./a:b", "relative_ref"),
        ("/a:b", "relative_ref"),
        ("?a:b", "relative_ref"),
        ("#a:b", "relative_ref"),
        ("1a:b", "none"),
        (":a", "none"),
        ("a_b:c", "none"),
    ] {
        match parse("URI_reference", input) {
            Ok(nodes) => assert_eq!(nodes[0].child_rules(), [kind], "{input:?}"),
            Err(_) => assert_eq!(kind, "none", "{input:?}"),
        }
    }
}

#[test]
fn ipvfuture_opens_with_either_v() {
    for input in ["[v1.a]", "[V1.a]", "[vF.:]"] {
        let node = tree("host", input);
        assert!(node.find("IPvFuture").is_some(), "{input:?}");
    }
    for input in ["[v.a]", "[v1.]", "[w1.a]", "[v1a]"] {
        assert!(parse("host", input).is_err(), "{input:?}");
    }
}

// ---------------------------------------------------------------------------
// Snapshots: RFC 3986's examples, and where it differs from RFC 2396
// ---------------------------------------------------------------------------

/// A snapshot of a reference: its tree, or pest's rejection (the other
/// `null`).
#[derive(serde::Serialize)]
struct Snapshot<'a> {
    input: &'a str,
    tree: Option<Node>,
    rejected: Option<rfc3986_pest::Rejection>,
}

fn snapshot_all(group: &str, inputs: &[&str]) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/rfc3986");
    settings.set_prepend_module_to_snapshot(false);
    let snapshots: Vec<Snapshot<'_>> = inputs
        .iter()
        .map(|input| {
            let verdict = compare("URI_reference", input);
            assert!(verdict.is_ok(), "{verdict:?}");
            match parse("URI_reference", input) {
                Ok(mut nodes) => Snapshot {
                    input,
                    tree: nodes.pop(),
                    rejected: None,
                },
                Err(rejection) => Snapshot {
                    input,
                    tree: None,
                    rejected: Some(rejection),
                },
            }
        })
        .collect();
    settings.bind(|| insta::assert_yaml_snapshot!(group, snapshots));
}

/// Section 1.1.2's examples.
#[test]
fn snapshot_examples_of_1_1_2() {
    snapshot_all(
        "examples_1_1_2",
        &[
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "http://www.ietf.org/rfc/rfc2396.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "mailto:John.Doe@example.com",
            "news:comp.infosystems.www.servers.unix",
            "tel:+1-816-555-1212",
            "telnet://192.0.2.16:80/",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        ],
    );
}

/// Section 3's two examples.
#[test]
fn snapshot_examples_of_3() {
    snapshot_all(
        "examples_3",
        &[
            "foo://example.com:8042/over/there?name=ferret#nose",
            "urn:example:animal:ferret:nose",
        ],
    );
}

/// The base and the references of sections 5.4.1 and 5.4.2.
#[test]
fn snapshot_references_of_5_4() {
    snapshot_all(
        "references_5_4",
        &[
            "http://a/b/c/d;p?q",
            // 5.4.1
            "g:h",
            "g",
            "./g",
            "g/",
            "/g",
            "//g",
            "?y",
            "g?y",
            "#s",
            "g#s",
            "g?y#s",
            ";x",
            "g;x",
            "g;x?y#s",
            "",
            ".",
            "./",
            "..",
            "../",
            "../g",
            "../..",
            "../../",
            "../../g",
            // 5.4.2
            "../../../g",
            "../../../../g",
            "/./g",
            "/../g",
            "g.",
            ".g",
            "g..",
            "..g",
            "./../g",
            "./g/.",
            "g/./h",
            "g/../h",
            "g;x=1/./y",
            "g;x=1/../y",
            "g?y/./x",
            "g?y/../x",
            "g#s/./x",
            "g#s/../x",
            "http:g",
        ],
    );
}

/// Where RFC 3986 reads a reference otherwise than RFC 2396 (its Appendix
/// D and issue 24's list), and references that neither accepts.
#[test]
fn snapshot_differences_from_2396() {
    snapshot_all(
        "differences_from_2396",
        &[
            "?y",
            "",
            "scheme:",
            "mailto:a@b?subject=x",
            "http://a_b.example/",
            "http://0x7f.1/",
            "http://-a.com/",
            "http://999.1.1.1/",
            "http://1.2.3.4/",
            "http://[::1]/",
            "http://[v1.x]/",
            "http://a/[",
            "http://a/b?[]",
            "http://a/b#]",
            "[",
            "a:[",
            "http://a]/",
            "http://[::1/",
            "http://a/%7e!*'()",
            "http://a/%zz",
        ],
    );
}
