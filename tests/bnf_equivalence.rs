//! The pest grammar accepts exactly the language of RFC 2396, Appendix A.
//!
//! For every rule R of `uri2396.pest`, `parse_tree(R, s)` must succeed exactly
//! when Appendix A derives the whole of `s` from R. The judge is an
//! independent recognizer: one regular expression per rule, assembled rule by
//! rule from the BNF of Appendix A (and of section 2.4.3 for the excluded
//! characters) in `appendix_a/mod.rs`. Nothing in it comes from the crate
//! under test. The grammar has no recursion, so every rule is a regular
//! language, and a regular expression only decides membership, so the
//! ambiguity of the BNF (and the ordered choices of the PEG) play no part in
//! the comparison. When the parser rejects an input, the offset of its error
//! is checked against the same expressions: the input up to the offset
//! begins some string of the rule, and one character more does not; and so
//! is its expected set (what can follow the input up to the offset).
//!
//! The comparison itself is the harness of `equivalence/mod.rs`, which
//! serves the three grammars alike; this file names RFC 2396's reading,
//! pest parser, alphabets and examples.
//!
//! The automaton that `uri2396-compile` compiles from the grammar for each rule is
//! held to the same standard on every input.
//!
//! The checks:
//! - every rule of `grammar::Rule::ALL` has a regular expression, and vice versa;
//! - property tests for every rule: strings generated from the rule's
//!   expression must be accepted; strings over a biased alphabet, and valid
//!   strings with a few characters mutated, must be accepted exactly when the
//!   expression matches them;
//! - on every rejection of the checks above, the error offset and the
//!   expected set against Appendix A (the recognizer's prefix check);
//! - a bounded exhaustive check of every string of up to four characters over
//!   a small alphabet for the rules where the PEG transcription is delicate
//!   (`URI-reference`, `authority`, `server`, `hostname`, `host`), and of up to
//!   three characters for every rule;
//! - every tree the checks above build is pest's tree of the same input,
//!   node for node (`Tree::parse_with_pest`);
//! - the tree shape that sections 3.2.1 and 4.3 ask for, on every tree the
//!   checks above build and on explicit examples: an authority is a `server`
//!   exactly when the whole authority has the form of a server, else a
//!   `reg_name`, and a path that starts with "//" is a `net_path`;
//! - the surprises of the RFC, as explicit examples.

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use uri2396::Dialect;

use uri2396::{Node, Tree};

/// pest's parser of the grammar, derived here rather than taken from the
/// crate (whose pest types are private), with the whole-input entry point of
/// each rule (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`, checked against the
/// grammar by `tests/grammar_rules.rs`).
mod pest_parser {
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "uri2396.pest"]
    #[grammar = "tests/support/whole.pest"]
    pub struct RfcParser;
}
use pest_parser::RfcParser;

use crate::appendix_a;
use crate::equivalence;
use crate::trials;
use appendix_a::{GENERATORS, Reading, check_error_offset, derives};
use equivalence::{find, kinds};

/// RFC 2396 Appendix A, under test.
pub const G: equivalence::Subject = equivalence::Subject {
    grammar: Dialect::STRICT,
    reading: Reading::RFC2396,
    named: "Appendix A",
    pest_derives,
    silent: &[equivalence::CHARACTER_CLASSES],
    prose: equivalence::Prose::Rfc2396,
    rules: 44,
    generators: || &GENERATORS,
    cases: CASES,
    alphabet: ALPHABET,
};

// The tests' own entry points, not the crate's.
pest_derives!(RfcParser, pest_parser::Rule);

/// The crate's tree of `input` as `rule`.
fn parse_tree<'a>(rule: &str, input: &'a str) -> Result<Tree<'a>, uri2396::Error> {
    Tree::parse(G.rule(rule), input)
}

// ---------------------------------------------------------------------------
// Every rule has an expression
// ---------------------------------------------------------------------------

/// The recognizer is right on examples read off the BNF by hand, so that a
/// mistake in an expression is not mistaken for one in the grammar.
#[test]
fn recognizer_sanity() {
    let cases: &[(&str, &str, bool)] = &[
        ("alpha", "a", true),
        ("alpha", "é", false),
        ("alpha", "1", false),
        ("hex", "f", true),
        ("hex", "g", false),
        ("escaped", "%2F", true),
        ("escaped", "%2G", false),
        ("toplabel", "a-1", true),
        ("toplabel", "a-", false),
        ("toplabel", "1a", false),
        ("domainlabel", "1a", true),
        ("domainlabel", "a--b", true),
        ("hostname", "a.b.", true),
        ("hostname", "a..b", false),
        ("IPv4address", "1.2.3", false),
        ("server", "", true),
        ("server", "u:p@h:", true),
        ("server", ":80", false),
        ("reg_name", "", false),
        ("segment", ";;", true),
        ("control", "\u{7f}", true),
        ("space", " ", true),
        ("unwise", "`", true),
        ("delims", "\"", true),
        ("URI-reference", "", true),
        ("URI-reference", "a:b", true),
        ("URI-reference", "1a:b", false),
    ];
    G.recognizer_examples(cases);
}

/// The prefix check of error offsets takes the right offset and refuses
/// its neighbours, so that its verdicts on the parser mean something.
#[test]
fn offset_check_sanity() {
    let cases: &[(&str, &str, usize, bool)] = &[
        // "http:" is the start of "http:/"; the input ends too early.
        ("URI-reference", "http:", 5, true),
        ("URI-reference", "http:", 4, false),
        // The space is the fault, not the letters around it.
        ("URI-reference", "a b", 1, true),
        ("URI-reference", "a b", 0, false),
        ("URI-reference", "a b", 2, false),
        // A valid input has no fault anywhere, not even at its end.
        ("URI-reference", "a", 1, false),
        // Two bytes for "é": the offset after it is past the fault, the one
        // inside it no character boundary.
        ("alpha", "éa", 0, true),
        ("alpha", "éa", 1, false),
        ("alpha", "éa", 2, false),
        ("alpha", "aé", 1, true),
        // A hostname label may not end with "-", but "-" may go on.
        ("hostname", "a-", 2, true),
        ("hostname", "a-", 1, false),
        ("hostname", "a-/", 2, true),
        ("hostname", "a-/", 3, false),
        // Past the end of the input.
        ("digit", "1", 2, false),
    ];
    for &(rule, input, offset, right) in cases {
        let verdict = check_error_offset(rule, input, offset);
        assert_eq!(
            verdict.is_ok(),
            right,
            "{rule} {input:?} at {offset}: {verdict:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// Property tests, every rule
// ---------------------------------------------------------------------------

/// Cases per rule per property test.
const CASES: u32 = 2000;

/// The characters that matter, for the random strings and the mutations.
const ALPHABET: &[char] = &[
    'a', 'b', 'z', 'A', 'Z', 'F', 'f', '0', '1', '9', '-', '.', '_', '~', '!', '*', '\'', '(', ')',
    '%', ':', '/', '?', '#', '@', ';', '=', '&', '+', '$', ',', ' ', '[', ']', '<', '>', '"', '{',
    '}', '|', '\\', '^', '`', '\t', '\u{7f}', 'é',
];

/// The rules of Appendix A as the property tests try them.
fn rules() -> trials::Rules<'static> {
    G.trials()
}

/// Random strings over [`ALPHABET`], and valid strings with one to three
/// edits (the near misses), and valid strings themselves.
fn biased(rule: &str) -> BoxedStrategy<String> {
    rules().biased(rule)
}

// ---------------------------------------------------------------------------
// Bounded exhaustive checks
// ---------------------------------------------------------------------------

/// Every string up to [`EXHAUSTIVE_LEN`] characters over this alphabet:
/// - `a` and `F` are alphas and hex digits (lower and upper case), `z` an
///   alpha and not a hex digit, `1` a digit: labels, toplabels, IPv4 parts,
///   ports, escapes, schemes;
/// - `-` inside and at the ends of labels, `.` between labels and IPv4 parts
///   and at the end of a hostname;
/// - `:` ends a scheme, starts a port, and is allowed in userinfo and
///   reg_name; `@` ends userinfo and is allowed in reg_name;
/// - `%` starts an escape; `;` starts a param and is a reg_name character;
///   `+` is a scheme character and a reg_name and userinfo character;
///   `_` is unreserved but not in a hostname (reg_name, not server);
/// - `/`, `?`, `#` end an authority; space is never allowed.
const EXHAUSTIVE_ALPHABET: &[char] = &[
    'a', 'F', 'z', '1', '-', '.', ':', '@', '%', ';', '+', '_', '/', '?', '#', ' ',
];

const EXHAUSTIVE_LEN: usize = 4;

/// Returns (strings checked, strings accepted).
fn exhaustive(rule: &str, extra: impl FnMut(&str, bool)) -> (usize, usize) {
    let letters = equivalence::letters(EXHAUSTIVE_ALPHABET);
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    G.exhaustive(rule, &pieces, EXHAUSTIVE_LEN, extra)
}

fn expected_count() -> usize {
    trials::count(EXHAUSTIVE_ALPHABET.len(), EXHAUSTIVE_LEN)
}

/// Every rule, on the same alphabet, one character shorter.
#[test]
fn exhaustive_every_rule_up_to_three_characters() {
    let letters = equivalence::letters(EXHAUSTIVE_ALPHABET);
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    let checked = G.exhaustive_every_rule(&pieces, EXHAUSTIVE_LEN - 1);
    assert_eq!(
        checked,
        44 * trials::count(pieces.len(), EXHAUSTIVE_LEN - 1)
    );
}

#[test]
fn exhaustive_uri_reference() {
    let (checked, accepted) = exhaustive("URI-reference", |_, _| {});
    assert_eq!(checked, expected_count());
    assert!(accepted > 0);
}

#[test]
fn exhaustive_authority() {
    let mut shapes = Vec::new();
    let (checked, accepted) = exhaustive("authority", |input, ok| {
        if ok {
            if let Err(message) = authority_shape(input) {
                shapes.push(message);
            }
        }
    });
    assert!(
        shapes.is_empty(),
        "{}",
        shapes[..shapes.len().min(20)].join("\n")
    );
    assert_eq!(checked, expected_count());
    assert!(accepted > 0);
}

#[test]
fn exhaustive_server() {
    let (checked, accepted) = exhaustive("server", |_, _| {});
    assert_eq!(checked, expected_count());
    assert!(accepted > 0);
}

#[test]
fn exhaustive_hostname() {
    let (checked, accepted) = exhaustive("hostname", |_, _| {});
    assert_eq!(checked, expected_count());
    assert!(accepted > 0);
}

#[test]
fn exhaustive_host() {
    let (checked, accepted) = exhaustive("host", |_, _| {});
    assert_eq!(checked, expected_count());
    assert!(accepted > 0);
}

// ---------------------------------------------------------------------------
// Tree shape: server or reg_name (3.2.1), the authority wins (4.3)
// ---------------------------------------------------------------------------

/// The authority node's only child is `server` when all of its text has the
/// form of a server, and `reg_name` otherwise.
fn check_authority_node(context: &str, node: Node<'_, '_>) -> Result<(), String> {
    let want = if derives("server", node.text()) {
        "server"
    } else {
        "reg_name"
    };
    let children = kinds(node);
    if children != [want] {
        return Err(format!(
            "{context}: authority {:?} should have the single child {want}, has {children:?}",
            node.text()
        ));
    }
    let child = node.children().next().map(|c| c.text());
    if child != Some(node.text()) {
        return Err(format!(
            "{context}: the {want} of authority {:?} covers only {child:?}",
            node.text()
        ));
    }
    Ok(())
}

/// For an authority `x`: the shape of `parse_tree("authority", x)`, and of
/// the authority in `parse_tree("URI-reference", "s://x/")`.
fn authority_shape(x: &str) -> Result<(), String> {
    let tree = parse_tree("authority", x)
        .map_err(|e| format!("authority {x:?} rejected at byte {}", e.offset()))?;
    check_authority_node(&format!("authority {x:?}"), tree.root())?;

    let reference = format!("s://{x}/");
    let tree = parse_tree("URI-reference", &reference)
        .map_err(|e| format!("{reference:?} rejected at byte {}", e.offset()))?;
    let authorities = find(tree.root(), "authority");
    match authorities.as_slice() {
        [node] if node.text() == x => check_authority_node(&format!("{reference:?}"), *node),
        _ => Err(format!(
            "{reference:?}: expected one authority {x:?}, found {:?}",
            authorities
                .iter()
                .map(|node| node.text())
                .collect::<Vec<_>>()
        )),
    }
}

#[test]
fn authority_shape_property() {
    let strategy = biased("authority").prop_filter("an authority", |x| derives("authority", x));
    let mut runner = TestRunner::new(trials::config(CASES));
    if let Err(error) = runner.run(&strategy, |x| {
        authority_shape(&x).map_err(TestCaseError::fail)
    }) {
        panic!("{error}");
    }
}

/// The shape of the tree at the authority of `input`, parsed as a URI
/// reference: the chain of single children below the authority node.
fn authority_chain(input: &str) -> Vec<&'static str> {
    let tree = parse_tree("URI-reference", input)
        .unwrap_or_else(|e| panic!("{input:?} rejected at byte {}", e.offset()));
    let authorities = find(tree.root(), "authority");
    assert_eq!(authorities.len(), 1, "{input:?}: one authority");
    let mut chain = Vec::new();
    let mut node = authorities[0];
    loop {
        chain.push(node.rule());
        let children: Vec<Node<'_, '_>> = node.children().collect();
        match children.as_slice() {
            [only] => node = *only,
            _ => break,
        }
    }
    chain
}

#[test]
fn authority_examples() {
    let server = |host: &'static str| vec!["authority", "server", "hostport", "host", host];
    let reg_name = vec!["authority", "reg_name"];
    // "_" is unreserved, but not in a domain label.
    assert_eq!(authority_chain("http://a_b/"), reg_name);
    // A port is digits only.
    assert_eq!(authority_chain("http://host:80x/"), reg_name);
    // "1b" is no toplabel (it starts with a digit) and "a.1b" no IPv4address.
    assert_eq!(authority_chain("http://a.1b/"), reg_name);
    // "123" is neither a hostname nor an IPv4address.
    assert_eq!(authority_chain("s://123"), reg_name);
    // Three parts are no IPv4address, and "3" is no toplabel.
    assert_eq!(authority_chain("http://1.2.3/"), reg_name);
    // A hostport needs a host.
    assert_eq!(authority_chain("http://:80/"), reg_name);
    // userinfo has no "@".
    assert_eq!(authority_chain("http://a@b@c/"), reg_name);
    // IPv4address is any four runs of digits: no range check.
    assert_eq!(authority_chain("http://256.1.1.1/"), server("IPv4address"));
    assert_eq!(authority_chain("http://example.com./"), server("hostname"));
    assert_eq!(authority_chain("http://a-1.b/"), server("hostname"));

    // An empty authority is an empty server.
    assert_eq!(authority_chain("file:///x"), ["authority", "server"]);
    assert_eq!(authority_chain("//"), ["authority", "server"]);

    // Userinfo and port.
    for (input, userinfo, host, port) in [
        ("http://u:p@h:8080/x", Some("u:p"), "h", Some("8080")),
        ("http://@h/", Some(""), "h", None),
        ("http://h:/", None, "h", Some("")),
        ("ftp://1.2.3.4:21", None, "1.2.3.4", Some("21")),
    ] {
        let tree = parse_tree("URI-reference", input).expect(input);
        let servers = find(tree.root(), "server");
        assert_eq!(servers.len(), 1, "{input}");
        let texts = |rule| {
            find(servers[0], rule)
                .iter()
                .map(|n| n.text())
                .collect::<Vec<_>>()
        };
        assert_eq!(texts("userinfo"), Vec::from_iter(userinfo), "{input}");
        assert_eq!(texts("host"), [host], "{input}");
        assert_eq!(texts("port"), Vec::from_iter(port), "{input}");
    }
}

#[test]
fn the_authority_wins() {
    // 4.3: "//a/b" is a net_path with authority "a", not an abs_path.
    let tree = parse_tree("URI-reference", "//a/b").expect("//a/b");
    let root = tree.root();
    assert_eq!(kinds(root), ["relativeURI"]);
    let relative = root.children().next().expect("relativeURI");
    assert_eq!(kinds(relative), ["net_path"]);
    let net_path = relative.children().next().expect("net_path");
    assert_eq!(kinds(net_path), ["authority", "abs_path"]);
    let texts: Vec<&str> = net_path.children().map(|c| c.text()).collect();
    assert_eq!(texts, ["a", "/b"]);

    // The same after a scheme.
    let tree = parse_tree("URI-reference", "s://a/b").expect("s://a/b");
    let hier_part = find(tree.root(), "hier_part");
    assert_eq!(hier_part.len(), 1);
    assert_eq!(kinds(hier_part[0]), ["net_path"]);

    // A single slash is an abs_path.
    let tree = parse_tree("URI-reference", "/a/b").expect("/a/b");
    let relative = tree.root().children().next().expect("relativeURI");
    assert_eq!(kinds(relative), ["abs_path"]);
}

// ---------------------------------------------------------------------------
// The surprises of RFC 2396
// ---------------------------------------------------------------------------

#[test]
fn rfc_surprises() {
    let cases: &[(&str, &str, bool)] = &[
        // An opaque_part needs a character, a hier_part a slash.
        ("URI-reference", "http:", false),
        // A query needs a path before it in a relative reference.
        ("URI-reference", "?y", false),
        // An empty authority is an empty server.
        ("URI-reference", "//", true),
        ("URI-reference", "http://", true),
        ("URI-reference", "file:///x", true),
        // The empty reference, and a lone fragment, are references.
        ("URI-reference", "", true),
        ("URI-reference", "#", true),
        ("URI-reference", "#f", true),
        // A first relative segment cannot hold ":".
        ("URI-reference", "1a:b", false),
        ("URI-reference", "./1a:b", true),
        // Opaque URIs.
        ("URI-reference", "mailto:a@b", true),
        ("URI-reference", "a:?", true),
        ("URI-reference", "news:/", true),
        // No IP literals, no "%" without two hex digits, no space.
        ("URI-reference", "http://[::1]/", false),
        ("URI-reference", "a%2", false),
        ("URI-reference", "a%2g", false),
        ("URI-reference", "a b", false),
        ("URI-reference", "a#b#c", false),
        // No range check on the parts of an IPv4address.
        ("IPv4address", "256.1.1.1", true),
        ("IPv4address", "1.2.3.", false),
        ("host", "256.1.1.1", true),
        // A hostname may end with a dot, a label not with a hyphen.
        ("hostname", "www.example.com.", true),
        ("hostname", "a-.b", false),
        ("hostname", "a.b-", false),
        ("hostname", "-a.b", false),
        ("hostname", "a--b.c", true),
        ("hostname", "1.a", true),
        ("hostname", "a.1", false),
        ("hostname", "a..", false),
        ("hostname", ".", false),
        // Empty ports and empty servers.
        ("hostport", "h:", true),
        ("server", "", true),
        ("authority", "", true),
        ("reg_name", "", false),
        ("port", "", true),
        ("path", "", true),
        ("segment", "", true),
        ("path_segments", "/", true),
        ("abs_path", "//", true),
    ];
    G.examples(cases);
}
