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
//! begins some string of the rule, and one character more does not.
//!
//! The automaton that `build.rs` compiles from the grammar for each rule is
//! held to the same standard on every input.
//!
//! The checks:
//! - every rule of `grammar::Rule::ALL` has a regular expression, and vice versa;
//! - property tests for every rule: strings generated from the rule's
//!   expression must be accepted; strings over a biased alphabet, and valid
//!   strings with a few characters mutated, must be accepted exactly when the
//!   expression matches them;
//! - on every rejection of the checks above, the error offset against
//!   Appendix A (the recognizer's prefix check);
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

use std::collections::BTreeSet;

use pest::Parser;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use uri2396::Node;
use uri2396::grammar::Rule;

/// pest's parser of the grammar, derived here rather than taken from the
/// crate (whose pest types are private), with the whole-input entry point of
/// each rule (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`, checked against the
/// grammar by `tests/grammar_rules.rs`).
// pest_derive without its `std` feature, as the library depends on it,
// writes `alloc::` paths into the parsers it generates.
extern crate alloc;

mod pest_parser {
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "uri2396.pest"]
    #[grammar = "tests/support/whole.pest"]
    pub struct RfcParser;
}
use pest_parser::RfcParser;

/// The whole-input entry point of the rule named `name`.
fn whole(name: &str) -> Option<pest_parser::Rule> {
    let wanted = format!("whole_{}", name.replace('-', "_"));
    pest_parser::Rule::all_rules()
        .iter()
        .copied()
        .find(|r| format!("{r:?}") == wanted)
}

mod appendix_a;
use appendix_a::{GENERATORS, bnf_regexes, check_error_offset, derives};
mod trials;
use trials::for_all_strings;

/// A parse tree as nested values, which the checks below walk: made from the
/// crate's tree through its public view of nodes.
#[derive(Debug)]
struct Tree<'a> {
    rule: &'static str,
    start: usize,
    end: usize,
    text: &'a str,
    children: Vec<Tree<'a>>,
}

fn nested<'a>(node: Node<'_, 'a>) -> Tree<'a> {
    Tree {
        rule: node.rule(),
        start: node.start(),
        end: node.end(),
        text: node.text(),
        children: node.children().map(nested).collect(),
    }
}

/// `uri2396::parse_tree`, as nested values.
fn parse_tree<'a>(rule: &str, input: &'a str) -> Result<Tree<'a>, uri2396::Error> {
    match uri2396::parse_tree(rule, input) {
        Ok(tree) => Ok(nested(tree.root())),
        Err(uri2396::TreeError::Syntax(error)) => Err(error),
        Err(error) => panic!("{rule}: {error}"),
    }
}

// ---------------------------------------------------------------------------
// Comparing the parser with the recognizer
// ---------------------------------------------------------------------------

/// The rules that pest keeps silent: character classes, which make no nodes.
const CHARACTER_CLASSES: &[&str] = &[
    "uric_no_slash",
    "pchar",
    "uric",
    "reserved",
    "unreserved",
    "mark",
    "escaped",
    "hex",
    "alphanum",
    "alpha",
    "lowalpha",
    "upalpha",
    "digit",
    "control",
    "space",
    "delims",
    "unwise",
];

/// Parse `input` as `rule` with the crate, and compare with Appendix A. On
/// success, returns whether the input was accepted; on a disagreement (or a
/// malformed tree or error), a message naming the rule and the input.
fn compare(rule: &str, input: &str) -> Result<bool, String> {
    let expected = derives(rule, input);
    // The pest rule itself, anchored at both ends: parse_tree asks pest
    // only about inputs the automaton accepts, so pest is asked directly.
    let whole = whole(rule).ok_or_else(|| format!("no rule {rule}"))?;
    let pest = RfcParser::parse(whole, input).is_ok();
    if pest != expected {
        return Err(format!(
            "rule {rule}: pest {} {input:?}, which Appendix A {}",
            if pest { "accepts" } else { "rejects" },
            if expected {
                "derives"
            } else {
                "does not derive"
            }
        ));
    }
    // The automaton that build.rs compiles from the grammar must agree too.
    let automaton = Rule::find(rule).map_err(|e| e.to_string())?.matches(input);
    if automaton != expected {
        return Err(format!(
            "rule {rule}: the automaton {} {input:?}, which Appendix A {}",
            if automaton { "accepts" } else { "rejects" },
            if expected {
                "derives"
            } else {
                "does not derive"
            }
        ));
    }
    match parse_tree(rule, input) {
        Ok(tree) => {
            if !expected {
                return Err(format!(
                    "rule {rule}: the parser accepts {input:?}, which Appendix A does not derive"
                ));
            }
            check_tree(rule, input, &tree)?;
            same_tree_as_pest(rule, input)?;
            Ok(true)
        }
        Err(error) => {
            if expected {
                return Err(format!(
                    "rule {rule}: Appendix A derives {input:?}, which the parser rejects \
                     (fault at byte {})",
                    error.offset()
                ));
            }
            // The offset is the crate's promise: checked against Appendix A,
            // not against the automaton that placed it.
            check_error_offset(rule, input, error.offset())?;
            Ok(false)
        }
    }
}

/// The tree cut at the delimiters is pest's tree, node for node.
fn same_tree_as_pest(rule: &str, input: &str) -> Result<(), String> {
    let rule = Rule::find(rule).map_err(|e| e.to_string())?;
    let cut = uri2396::Tree::parse(rule, input);
    let pest = uri2396::Tree::parse_with_pest(rule, input);
    if cut != pest {
        return Err(format!(
            "rule {rule}, input {input:?}: Tree::parse gives {cut:?}, pest {pest:?}"
        ));
    }
    Ok(())
}

/// The root is the requested rule over the whole input; every node's text is
/// its span; children lie in order inside their parent; no node is a
/// character class. And the two choices of the BNF that the RFC settles in
/// prose are settled its way wherever they occur: every authority is a
/// `server` exactly when it has the form of one (3.2.1), and no path after
/// a scheme or at the start of a relative reference is an abs_path starting
/// with "//", which is a net_path (4.3).
fn check_tree(rule: &str, input: &str, tree: &Tree<'_>) -> Result<(), String> {
    if tree.rule != rule || tree.start != 0 || tree.end != input.len() || tree.text != input {
        return Err(format!(
            "rule {rule}, input {input:?}: the root is {} over {}..{} ({:?})",
            tree.rule, tree.start, tree.end, tree.text
        ));
    }
    check_node(rule, input, tree)
}

fn check_node(rule: &str, input: &str, node: &Tree<'_>) -> Result<(), String> {
    if input.get(node.start..node.end) != Some(node.text) {
        return Err(format!(
            "rule {rule}, input {input:?}: node {} has span {}..{} but text {:?}",
            node.rule, node.start, node.end, node.text
        ));
    }
    if node.rule == "authority" {
        check_authority_node(&format!("rule {rule}, input {input:?}"), node)?;
    }
    let mut cursor = node.start;
    for child in &node.children {
        if matches!(node.rule, "relativeURI" | "hier_part")
            && child.rule == "abs_path"
            && child.text.starts_with("//")
        {
            return Err(format!(
                "rule {rule}, input {input:?}: {} starts with the abs_path {:?}, \
                 not with a net_path",
                node.rule, child.text
            ));
        }
        if CHARACTER_CLASSES.contains(&child.rule) {
            return Err(format!(
                "rule {rule}, input {input:?}: a node for the character class {}",
                child.rule
            ));
        }
        if child.start < cursor || child.end > node.end || child.start > child.end {
            return Err(format!(
                "rule {rule}, input {input:?}: child {} at {}..{} is out of place in {} at {}..{}",
                child.rule, child.start, child.end, node.rule, node.start, node.end
            ));
        }
        cursor = child.end;
        check_node(rule, input, child)?;
    }
    Ok(())
}

fn assert_agrees(rule: &str, input: &str) -> bool {
    compare(rule, input).unwrap_or_else(|message| panic!("{message}"))
}

// ---------------------------------------------------------------------------
// Every rule has an expression
// ---------------------------------------------------------------------------

#[test]
fn every_rule_has_an_expression_and_every_expression_a_rule() {
    let names: Vec<&str> = Rule::all().map(|rule| rule.name()).collect();
    let grammar: BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(
        grammar.len(),
        names.len(),
        "duplicate names in Rule::ALL: {names:?}"
    );
    assert_eq!(
        names.len(),
        44,
        "40 rules of Appendix A and 4 excluded classes"
    );

    let expressions: BTreeSet<&str> = bnf_regexes().keys().copied().collect();
    let missing: Vec<&&str> = grammar.difference(&expressions).collect();
    let extra: Vec<&&str> = expressions.difference(&grammar).collect();
    assert!(
        missing.is_empty(),
        "rules without an expression: {missing:?}"
    );
    assert!(extra.is_empty(), "expressions without a rule: {extra:?}");

    let generators: BTreeSet<&str> = GENERATORS.keys().copied().collect();
    assert_eq!(generators, expressions);

    for class in CHARACTER_CLASSES {
        assert!(grammar.contains(class), "{class} is not a rule");
    }
}

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
    for &(rule, input, expected) in cases {
        assert_eq!(derives(rule, input), expected, "{rule} {input:?}");
    }
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
    trials::Rules {
        names: Rule::all().map(|rule| rule.name()).collect(),
        cases: CASES,
        generators: &GENERATORS,
        alphabet: ALPHABET,
        derives,
    }
}

/// Random strings over [`ALPHABET`], and valid strings with one to three
/// edits (the near misses), and valid strings themselves.
fn biased(rule: &str) -> BoxedStrategy<String> {
    rules().biased(rule)
}

/// (i) Every string the BNF generates is accepted.
#[test]
fn every_rule_accepts_what_the_bnf_generates() {
    rules().accept_what_they_generate(compare);
}

/// (ii) On random strings and near misses, the parser accepts exactly what
/// the BNF derives.
#[test]
fn every_rule_agrees_with_the_bnf_on_near_misses() {
    rules().agree_on_near_misses(compare);
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
fn exhaustive(rule: &str, mut extra: impl FnMut(&str, bool)) -> (usize, usize) {
    let mut failures = Vec::new();
    let (mut checked, mut accepted) = (0, 0);
    for_all_strings(EXHAUSTIVE_ALPHABET, EXHAUSTIVE_LEN, |input| {
        checked += 1;
        match compare(rule, input) {
            Ok(ok) => {
                accepted += usize::from(ok);
                extra(input, ok);
            }
            Err(message) => failures.push(message),
        }
    });
    assert!(
        failures.is_empty(),
        "{} disagreements, the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    (checked, accepted)
}

fn expected_count() -> usize {
    trials::count(EXHAUSTIVE_ALPHABET.len(), EXHAUSTIVE_LEN)
}

/// Every rule, on the same alphabet, one character shorter.
#[test]
fn exhaustive_every_rule_up_to_three_characters() {
    let mut failures = Vec::new();
    for rule in Rule::all() {
        for_all_strings(EXHAUSTIVE_ALPHABET, EXHAUSTIVE_LEN - 1, |input| {
            if let Err(message) = compare(rule.name(), input) {
                failures.push(message);
            }
        });
    }
    assert!(
        failures.is_empty(),
        "{} disagreements, the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
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

/// All nodes of `rule` in the tree, in document order.
fn find<'t, 'a>(tree: &'t Tree<'a>, rule: &str) -> Vec<&'t Tree<'a>> {
    let mut found = Vec::new();
    let mut stack = vec![tree];
    while let Some(node) = stack.pop() {
        if node.rule == rule {
            found.push(node);
        }
        stack.extend(node.children.iter().rev());
    }
    found
}

fn rules_of(nodes: &[Tree<'_>]) -> Vec<&'static str> {
    nodes.iter().map(|node| node.rule).collect()
}

/// The authority node's only child is `server` when all of its text has the
/// form of a server, and `reg_name` otherwise.
fn check_authority_node(context: &str, node: &Tree<'_>) -> Result<(), String> {
    let want = if derives("server", node.text) {
        "server"
    } else {
        "reg_name"
    };
    let children = rules_of(&node.children);
    if children != [want] {
        return Err(format!(
            "{context}: authority {:?} should have the single child {want}, has {children:?}",
            node.text
        ));
    }
    if node.children[0].text != node.text {
        return Err(format!(
            "{context}: the {want} of authority {:?} covers only {:?}",
            node.text, node.children[0].text
        ));
    }
    Ok(())
}

/// For an authority `x`: the shape of `parse_tree("authority", x)`, and of
/// the authority in `parse_tree("URI-reference", "s://x/")`.
fn authority_shape(x: &str) -> Result<(), String> {
    let tree = parse_tree("authority", x)
        .map_err(|e| format!("authority {x:?} rejected at byte {}", e.offset()))?;
    check_authority_node(&format!("authority {x:?}"), &tree)?;

    let reference = format!("s://{x}/");
    let tree = parse_tree("URI-reference", &reference)
        .map_err(|e| format!("{reference:?} rejected at byte {}", e.offset()))?;
    let authorities = find(&tree, "authority");
    match authorities.as_slice() {
        [node] if node.text == x => check_authority_node(&format!("{reference:?}"), node),
        _ => Err(format!(
            "{reference:?}: expected one authority {x:?}, found {:?}",
            authorities.iter().map(|node| node.text).collect::<Vec<_>>()
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
    let authorities = find(&tree, "authority");
    assert_eq!(authorities.len(), 1, "{input:?}: one authority");
    let mut chain = Vec::new();
    let mut node = authorities[0];
    loop {
        chain.push(node.rule);
        match node.children.as_slice() {
            [only] => node = only,
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
        let servers = find(&tree, "server");
        assert_eq!(servers.len(), 1, "{input}");
        let texts = |rule| {
            find(servers[0], rule)
                .iter()
                .map(|n| n.text)
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
    assert_eq!(rules_of(&tree.children), ["relativeURI"]);
    assert_eq!(rules_of(&tree.children[0].children), ["net_path"]);
    let net_path = &tree.children[0].children[0];
    assert_eq!(rules_of(&net_path.children), ["authority", "abs_path"]);
    assert_eq!(net_path.children[0].text, "a");
    assert_eq!(net_path.children[1].text, "/b");

    // The same after a scheme.
    let tree = parse_tree("URI-reference", "s://a/b").expect("s://a/b");
    let hier_part = find(&tree, "hier_part");
    assert_eq!(hier_part.len(), 1);
    assert_eq!(rules_of(&hier_part[0].children), ["net_path"]);

    // A single slash is an abs_path.
    let tree = parse_tree("URI-reference", "/a/b").expect("/a/b");
    assert_eq!(rules_of(&tree.children[0].children), ["abs_path"]);
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
    for &(rule, input, expected) in cases {
        assert_eq!(
            derives(rule, input),
            expected,
            "the recognizer on {rule} {input:?}"
        );
        assert_eq!(
            assert_agrees(rule, input),
            expected,
            "the parser on {rule} {input:?}"
        );
    }
}
