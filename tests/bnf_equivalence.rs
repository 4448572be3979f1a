//! The pest grammar accepts exactly the language of RFC 2396, Appendix A.
//!
//! For every rule R of `uri2396.pest`, `parse_tree(R, s)` must succeed exactly
//! when Appendix A derives the whole of `s` from R. The judge is an
//! independent recognizer: one regular expression per rule, assembled rule by
//! rule from the BNF of Appendix A (and of section 2.4.3 for the excluded
//! characters) in [`bnf`]. Nothing in it comes from the crate under test. The
//! grammar has no recursion, so every rule is a regular language, and a regular
//! expression only decides membership, so the ambiguity of the BNF (and the
//! ordered choices of the PEG) play no part in the comparison.
//!
//! The automaton that `build.rs` compiles from the grammar for each rule is
//! held to the same standard on every input.
//!
//! The checks:
//! - every rule of `grammar::RULES` has a regular expression, and vice versa;
//! - property tests for every rule: strings generated from the rule's
//!   expression must be accepted; strings over a biased alphabet, and valid
//!   strings with a few characters mutated, must be accepted exactly when the
//!   expression matches them;
//! - a bounded exhaustive check of every string of up to four characters over
//!   a small alphabet for the rules where the PEG transcription is delicate
//!   (`URI-reference`, `authority`, `server`, `hostname`, `host`), and of up to
//!   three characters for every rule;
//! - the tree shape that sections 3.2.1 and 4.3 ask for, on every tree the
//!   checks above build and on explicit examples: an authority is a `server`
//!   exactly when the whole authority has the form of a server, else a
//!   `reg_name`, and a path that starts with "//" is a `net_path`;
//! - the surprises of the RFC, as explicit examples.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use pest::Parser;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestError, TestRunner};
use regex::Regex;
use uri2396::Node;
use uri2396::grammar::{RULES, RfcParser, RuleInfo};

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
    uri2396::parse_tree(rule, input).map(|tree| nested(tree.root()))
}

// ---------------------------------------------------------------------------
// The independent recognizer
// ---------------------------------------------------------------------------

/// What the expressions are built for. The two flavors differ only in the
/// bound of the BNF's `*` and `1*` repetitions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flavor {
    /// Membership: `*` is unbounded. Compiled anchored, `^(?:...)$`.
    Match,
    /// Generation with proptest's `string_regex`: `*` repeats at most
    /// [`GENERATE_MAX`] times, so that nested repetitions stay short and the
    /// generated strings stay near the boundaries that matter.
    Generate,
}

/// The bound of a repetition in [`Flavor::Generate`].
const GENERATE_MAX: u32 = 3;

/// The rule set being assembled: each rule's expression, by RFC name.
struct Bnf {
    flavor: Flavor,
    rules: BTreeMap<&'static str, String>,
}

impl Bnf {
    /// The expression of a rule defined earlier, as one atom.
    fn r(&self, name: &str) -> String {
        let re = self
            .rules
            .get(name)
            .unwrap_or_else(|| panic!("rule {name} used before it is defined"));
        format!("(?:{re})")
    }

    fn define(&mut self, name: &'static str, re: String) {
        let previous = self.rules.insert(name, re);
        assert!(previous.is_none(), "rule {name} defined twice");
    }

    /// BNF `*x`.
    fn star(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})*"),
            Flavor::Generate => format!("(?:{x}){{0,{GENERATE_MAX}}}"),
        }
    }

    /// BNF `1*x`.
    fn plus(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})+"),
            Flavor::Generate => format!("(?:{x}){{1,{GENERATE_MAX}}}"),
        }
    }
}

/// BNF `a | b | ...`.
fn alt(items: &[&str]) -> String {
    format!("(?:{})", items.join("|"))
}

/// BNF `a b ...`.
fn cat(items: &[&str]) -> String {
    items.iter().map(|x| format!("(?:{x})")).collect()
}

/// BNF `[ x ]`.
fn opt(x: &str) -> String {
    format!("(?:{x})?")
}

/// BNF `"..."`: a literal string.
fn lit(s: &str) -> String {
    format!("(?:{})", regex::escape(s))
}

/// BNF `"a" | "b" | ...`: a choice of literal strings.
fn lits(items: &[&str]) -> String {
    let escaped: Vec<String> = items.iter().map(|s| lit(s)).collect();
    format!("(?:{})", escaped.join("|"))
}

/// One expression per rule, written from Appendix A bottom-up (a rule is
/// defined after the rules it uses), with the BNF quoted above each.
///
/// Character classes are spelled with ASCII ranges only (`[a-z]`, never
/// `\w` or `[[:alpha:]]`), so no non-ASCII character is ever a letter.
fn bnf(flavor: Flavor) -> BTreeMap<&'static str, String> {
    let mut g = Bnf {
        flavor,
        rules: BTreeMap::new(),
    };

    // --- 1.6 and 2: characters -------------------------------------------

    // lowalpha = "a" | "b" | "c" | ... | "z"
    g.define("lowalpha", "[a-z]".to_owned());
    // upalpha  = "A" | "B" | "C" | ... | "Z"
    g.define("upalpha", "[A-Z]".to_owned());
    // digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"
    g.define("digit", "[0-9]".to_owned());
    // alpha    = lowalpha | upalpha
    g.define("alpha", alt(&[&g.r("lowalpha"), &g.r("upalpha")]));
    // alphanum = alpha | digit
    g.define("alphanum", alt(&[&g.r("alpha"), &g.r("digit")]));
    // hex      = digit | "A" | "B" | "C" | "D" | "E" | "F" |
    //                    "a" | "b" | "c" | "d" | "e" | "f"
    g.define(
        "hex",
        alt(&[
            &g.r("digit"),
            &lits(&["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"]),
        ]),
    );
    // escaped  = "%" hex hex
    g.define("escaped", cat(&[&lit("%"), &g.r("hex"), &g.r("hex")]));
    // mark     = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
    g.define("mark", lits(&["-", "_", ".", "!", "~", "*", "'", "(", ")"]));
    // unreserved = alphanum | mark
    g.define("unreserved", alt(&[&g.r("alphanum"), &g.r("mark")]));
    // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","
    g.define(
        "reserved",
        lits(&[";", "/", "?", ":", "@", "&", "=", "+", "$", ","]),
    );
    // uric     = reserved | unreserved | escaped
    g.define(
        "uric",
        alt(&[&g.r("reserved"), &g.r("unreserved"), &g.r("escaped")]),
    );

    // --- 4.1 and 3.4: fragment and query ----------------------------------

    // fragment = *uric
    g.define("fragment", g.star(&g.r("uric")));
    // query    = *uric
    g.define("query", g.star(&g.r("uric")));

    // --- 3.3: path ----------------------------------------------------------

    // pchar    = unreserved | escaped |
    //            ":" | "@" | "&" | "=" | "+" | "$" | ","
    g.define(
        "pchar",
        alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[":", "@", "&", "=", "+", "$", ","]),
        ]),
    );
    // param    = *pchar
    g.define("param", g.star(&g.r("pchar")));
    // segment  = *pchar *( ";" param )
    g.define(
        "segment",
        cat(&[
            &g.star(&g.r("pchar")),
            &g.star(&cat(&[&lit(";"), &g.r("param")])),
        ]),
    );
    // path_segments = segment *( "/" segment )
    g.define(
        "path_segments",
        cat(&[
            &g.r("segment"),
            &g.star(&cat(&[&lit("/"), &g.r("segment")])),
        ]),
    );
    // abs_path = "/"  path_segments
    g.define("abs_path", cat(&[&lit("/"), &g.r("path_segments")]));
    // uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
    //                 "&" | "=" | "+" | "$" | ","
    g.define(
        "uric_no_slash",
        alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", "?", ":", "@", "&", "=", "+", "$", ","]),
        ]),
    );
    // opaque_part = uric_no_slash *uric
    g.define(
        "opaque_part",
        cat(&[&g.r("uric_no_slash"), &g.star(&g.r("uric"))]),
    );
    // path     = [ abs_path | opaque_part ]
    g.define("path", opt(&alt(&[&g.r("abs_path"), &g.r("opaque_part")])));

    // --- 3.2.2: server-based naming authority --------------------------------

    // port     = *digit
    g.define("port", g.star(&g.r("digit")));
    // IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
    g.define(
        "IPv4address",
        cat(&[
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
        ]),
    );
    // toplabel = alpha | alpha *( alphanum | "-" ) alphanum
    g.define(
        "toplabel",
        alt(&[
            &g.r("alpha"),
            &cat(&[
                &g.r("alpha"),
                &g.star(&alt(&[&g.r("alphanum"), &lit("-")])),
                &g.r("alphanum"),
            ]),
        ]),
    );
    // domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
    g.define(
        "domainlabel",
        alt(&[
            &g.r("alphanum"),
            &cat(&[
                &g.r("alphanum"),
                &g.star(&alt(&[&g.r("alphanum"), &lit("-")])),
                &g.r("alphanum"),
            ]),
        ]),
    );
    // hostname = *( domainlabel "." ) toplabel [ "." ]
    g.define(
        "hostname",
        cat(&[
            &g.star(&cat(&[&g.r("domainlabel"), &lit(".")])),
            &g.r("toplabel"),
            &opt(&lit(".")),
        ]),
    );
    // host     = hostname | IPv4address
    g.define("host", alt(&[&g.r("hostname"), &g.r("IPv4address")]));
    // hostport = host [ ":" port ]
    g.define(
        "hostport",
        cat(&[&g.r("host"), &opt(&cat(&[&lit(":"), &g.r("port")]))]),
    );
    // userinfo = *( unreserved | escaped |
    //               ";" | ":" | "&" | "=" | "+" | "$" | "," )
    g.define(
        "userinfo",
        g.star(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", ":", "&", "=", "+", "$", ","]),
        ])),
    );
    // server   = [ [ userinfo "@" ] hostport ]
    g.define(
        "server",
        opt(&cat(&[
            &opt(&cat(&[&g.r("userinfo"), &lit("@")])),
            &g.r("hostport"),
        ])),
    );

    // --- 3.2.1 and 3.2: authority --------------------------------------------

    // reg_name = 1*( unreserved | escaped | "$" | "," |
    //                ";" | ":" | "@" | "&" | "=" | "+" )
    g.define(
        "reg_name",
        g.plus(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&["$", ",", ";", ":", "@", "&", "=", "+"]),
        ])),
    );
    // authority = server | reg_name
    g.define("authority", alt(&[&g.r("server"), &g.r("reg_name")]));

    // --- 3.1: scheme ----------------------------------------------------------

    // scheme   = alpha *( alpha | digit | "+" | "-" | "." )
    g.define(
        "scheme",
        cat(&[
            &g.r("alpha"),
            &g.star(&alt(&[
                &g.r("alpha"),
                &g.r("digit"),
                &lits(&["+", "-", "."]),
            ])),
        ]),
    );

    // --- 3 and 5: URI syntactic components ------------------------------------

    // rel_segment = 1*( unreserved | escaped |
    //                   ";" | "@" | "&" | "=" | "+" | "$" | "," )
    g.define(
        "rel_segment",
        g.plus(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", "@", "&", "=", "+", "$", ","]),
        ])),
    );
    // rel_path = rel_segment [ abs_path ]
    g.define(
        "rel_path",
        cat(&[&g.r("rel_segment"), &opt(&g.r("abs_path"))]),
    );
    // net_path = "//" authority [ abs_path ]
    g.define(
        "net_path",
        cat(&[&lit("//"), &g.r("authority"), &opt(&g.r("abs_path"))]),
    );
    // hier_part = ( net_path | abs_path ) [ "?" query ]
    g.define(
        "hier_part",
        cat(&[
            &alt(&[&g.r("net_path"), &g.r("abs_path")]),
            &opt(&cat(&[&lit("?"), &g.r("query")])),
        ]),
    );
    // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
    g.define(
        "relativeURI",
        cat(&[
            &alt(&[&g.r("net_path"), &g.r("abs_path"), &g.r("rel_path")]),
            &opt(&cat(&[&lit("?"), &g.r("query")])),
        ]),
    );
    // absoluteURI = scheme ":" ( hier_part | opaque_part )
    g.define(
        "absoluteURI",
        cat(&[
            &g.r("scheme"),
            &lit(":"),
            &alt(&[&g.r("hier_part"), &g.r("opaque_part")]),
        ]),
    );
    // URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
    g.define(
        "URI-reference",
        cat(&[
            &opt(&alt(&[&g.r("absoluteURI"), &g.r("relativeURI")])),
            &opt(&cat(&[&lit("#"), &g.r("fragment")])),
        ]),
    );

    // --- 2.4.3: excluded US-ASCII characters -----------------------------------

    // control = <US-ASCII coded characters 00-1F and 7F hexadecimal>
    g.define("control", r"[\x00-\x1F\x7F]".to_owned());
    // space   = <US-ASCII coded character 20 hexadecimal>
    g.define("space", r"\x20".to_owned());
    // delims  = "<" | ">" | "#" | "%" | <">
    g.define("delims", lits(&["<", ">", "#", "%", "\""]));
    // unwise  = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "`"
    g.define("unwise", lits(&["{", "}", "|", "\\", "^", "[", "]", "`"]));

    g.rules
}

/// The membership expressions, unanchored, by RFC rule name.
fn bnf_regexes() -> BTreeMap<&'static str, String> {
    bnf(Flavor::Match)
}

/// The membership test of each rule: its expression, anchored at both ends.
static MATCHERS: LazyLock<BTreeMap<&'static str, Regex>> = LazyLock::new(|| {
    bnf_regexes()
        .into_iter()
        .map(|(name, re)| {
            let anchored = format!("^(?:{re})$");
            let compiled = Regex::new(&anchored)
                .unwrap_or_else(|e| panic!("expression of {name} does not compile: {e}"));
            (name, compiled)
        })
        .collect()
});

/// The generation expressions, by RFC rule name.
static GENERATORS: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| bnf(Flavor::Generate));

/// Does Appendix A derive all of `input` from `rule`?
fn derives(rule: &str, input: &str) -> bool {
    MATCHERS
        .get(rule)
        .unwrap_or_else(|| panic!("no expression for rule {rule}"))
        .is_match(input)
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
    let info = RuleInfo::find(rule).ok_or_else(|| format!("no rule {rule}"))?;
    let pest = RfcParser::parse(info.whole, input).is_ok();
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
    let automaton = info.matches(input);
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
            if !input.is_char_boundary(error.offset()) {
                return Err(format!(
                    "rule {rule}: rejecting {input:?}, the error offset {} is not a character \
                     boundary of the input",
                    error.offset()
                ));
            }
            Ok(false)
        }
    }
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
    let names: Vec<&str> = RULES.iter().map(|rule| rule.name).collect();
    let grammar: BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(
        grammar.len(),
        names.len(),
        "duplicate names in RULES: {names:?}"
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

fn config() -> Config {
    Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Strings the rule's expression generates: all of them valid.
fn valid(rule: &str) -> BoxedStrategy<String> {
    let re = &GENERATORS[rule];
    proptest::string::string_regex(re)
        .unwrap_or_else(|e| panic!("proptest cannot generate from the expression of {rule}: {e}"))
        .boxed()
}

/// One edit: replace, insert or delete a character.
#[derive(Clone, Debug)]
enum Edit {
    Replace(prop::sample::Index, char),
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    let letter = || prop::sample::select(ALPHABET);
    prop_oneof![
        (any::<prop::sample::Index>(), letter()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<prop::sample::Index>(), letter()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
    ]
}

fn apply(input: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Replace(i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = c;
            }
            Edit::Insert(i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i.index(chars.len()));
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Random strings over [`ALPHABET`], and valid strings with one to three
/// edits (the near misses), and valid strings themselves.
fn biased(rule: &str) -> BoxedStrategy<String> {
    let random = prop::collection::vec(prop::sample::select(ALPHABET), 0..13)
        .prop_map(|chars| chars.into_iter().collect::<String>());
    let mutated = (valid(rule), prop::collection::vec(edit(), 1..4))
        .prop_map(|(input, edits)| apply(&input, &edits));
    prop_oneof![
        2 => random,
        3 => mutated,
        1 => valid(rule),
    ]
    .boxed()
}

/// Run a property for every rule of `RULES`; report every rule that fails,
/// with its minimal input.
fn for_every_rule(
    strategy: impl Fn(&str) -> BoxedStrategy<String>,
    property: impl Fn(&str, &str) -> Result<(), String>,
) {
    let mut failures = Vec::new();
    for rule in RULES {
        let name = rule.name;
        let mut runner = TestRunner::new(config());
        let result = runner.run(&strategy(name), |input| {
            property(name, &input).map_err(TestCaseError::fail)
        });
        match result {
            Ok(()) => {}
            Err(TestError::Fail(reason, _minimal_input)) => failures.push(reason.to_string()),
            Err(TestError::Abort(reason)) => {
                failures.push(format!("rule {name}: aborted: {reason}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// (i) Every string the BNF generates is accepted.
#[test]
fn every_rule_accepts_what_the_bnf_generates() {
    for_every_rule(valid, |rule, input| {
        if !derives(rule, input) {
            return Err(format!(
                "rule {rule}: the generation expression made {input:?}, which the membership \
                 expression rejects (a bug of this test)"
            ));
        }
        compare(rule, input).map(|_| ())
    });
}

/// (ii) On random strings and near misses, the parser accepts exactly what
/// the BNF derives.
#[test]
fn every_rule_agrees_with_the_bnf_on_near_misses() {
    for_every_rule(biased, |rule, input| compare(rule, input).map(|_| ()));
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

/// Call `f` on every string of length at most `max_len` over `alphabet`.
fn for_all_strings(alphabet: &[char], max_len: usize, mut f: impl FnMut(&str)) {
    let mut buffer = String::new();
    let mut digits: Vec<usize> = Vec::new();
    for len in 0..=max_len {
        digits.clear();
        digits.resize(len, 0);
        loop {
            buffer.clear();
            buffer.extend(digits.iter().map(|&d| alphabet[d]));
            f(&buffer);
            // Next string of this length, like an odometer.
            let mut position = len;
            loop {
                if position == 0 {
                    break;
                }
                position -= 1;
                digits[position] += 1;
                if digits[position] < alphabet.len() {
                    break;
                }
                digits[position] = 0;
            }
            if digits.iter().all(|&d| d == 0) {
                break;
            }
        }
    }
}

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
    (0..=EXHAUSTIVE_LEN as u32)
        .map(|n| EXHAUSTIVE_ALPHABET.len().pow(n))
        .sum()
}

/// Every rule, on the same alphabet, one character shorter.
#[test]
fn exhaustive_every_rule_up_to_three_characters() {
    let mut failures = Vec::new();
    for rule in RULES {
        for_all_strings(EXHAUSTIVE_ALPHABET, EXHAUSTIVE_LEN - 1, |input| {
            if let Err(message) = compare(rule.name, input) {
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
    let mut runner = TestRunner::new(config());
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
