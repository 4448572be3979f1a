//! The equivalence harness: one grammar of the crate against the
//! independent recognizer of `appendix_a/mod.rs` read the same way (RFC
//! 3986's through `appendix_a_3986/mod.rs`). The same checks serve RFC 2396
//! (`bnf_equivalence.rs`), RFC 2732 (`rfc2732_equivalence.rs`),
//! java.net.URI's reading (`java_equivalence.rs`) and RFC 3986
//! (`rfc3986_equivalence.rs`); each of those files names its grammar, its
//! reading, its pest parser, its trials and its own examples in one
//! [`Subject`], and this module does the rest: the checks every grammar
//! gets run from one table of the four ([`every_grammar!`], at the end). A
//! module of the suite (`tests/suite.rs`), declared before those files so
//! that its macros are in scope there.
//!
//! For a rule and an input, [`Subject::compare`] asks:
//! - pest's rule anchored at both ends, the automaton that `uri2396-compile`
//!   compiles for the rule, and `Tree::parse`, each whether it accepts the
//!   input: all three must say what the recognizer says;
//! - for an accepted input, whether the tree is well formed
//!   ([`Subject::check_node`]) and pest's tree, node for node;
//! - for a rejected one, whether the error's offset and expected set are
//!   the recognizer's (`appendix_a::check_error_in`), not merely those of
//!   the automaton that placed them.

use std::collections::{BTreeMap, BTreeSet};

use uri2396::grammar::{Rule, RuleKind};
use uri2396::{Node, Tree};

use crate::appendix_a::{Reading, bnf_regexes_of, check_error_in, derives_in};
use crate::trials::{self, for_all_sequences};

/// A grammar under test, and how the recognizer reads it.
pub struct Subject {
    pub grammar: uri2396::Dialect,
    pub reading: Reading,
    /// How the messages name the reading: "Appendix A", "RFC 2732"...
    pub named: &'static str,
    /// Whether pest's rule, anchored at both ends (`SOI ~ rule ~ EOI`),
    /// derives the input.
    pub pest_derives: fn(Rule, &str) -> bool,
    /// The rules that pest keeps silent (character classes and the like),
    /// listed by hand, in lists such as [`CHARACTER_CLASSES`]: they make
    /// no nodes.
    pub silent: &'static [&'static [&'static str]],
    /// Which RFC's prose settles the choices the grammar leaves open.
    pub prose: Prose,
    /// How many rules the grammar has.
    pub rules: usize,
    /// The recognizer's generation expressions, by RFC rule name.
    pub generators: fn() -> &'static BTreeMap<&'static str, String>,
    /// Cases per rule of each property test.
    pub cases: u32,
    /// The characters of the random strings and of the near misses' edits.
    pub alphabet: &'static [char],
}

/// The RFC whose prose settles where a grammar's BNF is ambiguous, read
/// from the recognizer (never from the crate).
#[derive(Clone, Copy)]
pub enum Prose {
    /// RFC 2396's (and so RFC 2732's and java.net.URI's).
    Rfc2396,
    /// RFC 3986's.
    Rfc3986,
    /// RFC 3986's, under RFC 3987's names (RFC 3987 2.2: "the
    /// 'first-match-wins' algorithm applies. For details, see [RFC3986]").
    Rfc3987,
}

/// The rules RFC 3987 2.2 keeps from RFC 3986 under their own names, among
/// those the choices name.
const KEPT_BY_3987: &[&str] = &[
    "port",
    "IP-literal",
    "IPv4address",
    "IPv6address",
    "IPvFuture",
];

/// RFC 3987's name of RFC 3986's rule `name` (2.2: "If the non-terminal
/// contains 'URI', this has been changed to 'IRI'. Otherwise, an 'i' has
/// been prefixed"), for the rules it changes.
fn rfc3987_name(name: &str) -> String {
    if KEPT_BY_3987.contains(&name) {
        name.to_owned()
    } else if name.contains("URI") {
        name.replacen("URI", "IRI", 1)
    } else {
        format!("i{name}")
    }
}

/// RFC 3986's name of RFC 3987's rule `name`: [`rfc3987_name`] undone.
fn rfc3986_name(name: &str) -> String {
    if KEPT_BY_3987.contains(&name) {
        name.to_owned()
    } else if name.contains("IRI") {
        name.replacen("IRI", "URI", 1)
    } else {
        name.strip_prefix('i').unwrap_or(name).to_owned()
    }
}

/// RFC 2396's character classes and excluded classes: silent in every
/// grammar.
pub const CHARACTER_CLASSES: &[&str] = &[
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

/// The parts of an IPv6address that RFC 2732's grammars keep silent.
pub const IPV6_PARTS: &[&str] = &["ls32", "hex4", "dec-octet"];

/// `fn pest_derives(rule: Rule, input: &str) -> bool` for a pest parser
/// whose rules include a whole-input entry point per rule of the grammar
/// (`whole_<rule> = _{ SOI ~ <rule> ~ EOI }`): whether pest's rule,
/// anchored at both ends, derives the input.
macro_rules! pest_derives {
    ($parser:ty, $rule:ty) => {
        fn pest_derives(rule: uri2396::grammar::Rule, input: &str) -> bool {
            let wanted = format!("whole_{}", rule.name().replace('-', "_"));
            let whole = <$rule>::all_rules()
                .iter()
                .copied()
                .find(|r| format!("{r:?}") == wanted)
                .unwrap_or_else(|| panic!("no pest rule {wanted}"));
            <$parser as pest::Parser<$rule>>::parse(whole, input).is_ok()
        }
    };
}

fn verdict(accepts: bool) -> &'static str {
    if accepts { "accepts" } else { "rejects" }
}

fn derivation(derives: bool) -> &'static str {
    if derives {
        "derives"
    } else {
        "does not derive"
    }
}

impl Subject {
    /// Does the recognizer derive all of `input` from the rule `name`?
    pub fn derives(&self, name: &str, input: &str) -> bool {
        derives_in(self.reading, name, input)
    }

    /// The crate's rule named `name`.
    pub fn rule(&self, name: &str) -> Rule {
        self.grammar.find(name).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Whether pest keeps the rule named `name` silent.
    pub fn is_silent(&self, name: &str) -> bool {
        self.silent.iter().any(|list| list.contains(&name))
    }

    /// The grammar's rules as the property tests try them: [`cases`]
    /// cases per rule, generated from [`generators`], random strings and
    /// near misses over [`alphabet`], judged by the recognizer.
    ///
    /// [`cases`]: Subject::cases
    /// [`generators`]: Subject::generators
    /// [`alphabet`]: Subject::alphabet
    pub fn trials(&self) -> trials::Rules<'static> {
        let reading = self.reading;
        trials::Rules {
            names: self.names(),
            cases: self.cases,
            generators: (self.generators)(),
            alphabet: self.alphabet,
            derives: Box::new(move |rule, input| derives_in(reading, rule, input)),
        }
    }

    /// The names of the grammar's rules, in the order of the rule table.
    pub fn names(&self) -> Vec<&'static str> {
        self.grammar.rules().map(|rule| rule.name()).collect()
    }

    /// Parse `input` as the rule named `name` with pest, the automaton and
    /// `Tree::parse`, and compare with the recognizer. Returns whether the
    /// input was accepted, or a message naming the rule and the input.
    pub fn compare(&self, name: &str, input: &str) -> Result<bool, String> {
        let rule = self.rule(name);
        let expected = self.derives(name, input);
        let named = self.named;
        let pest = (self.pest_derives)(rule, input);
        if pest != expected {
            return Err(format!(
                "rule {name}: pest {} {input:?}, which {named} {}",
                verdict(pest),
                derivation(expected)
            ));
        }
        let automaton = rule.matches(input);
        if automaton != expected {
            return Err(format!(
                "rule {name}: the automaton {} {input:?}, which {named} {}",
                verdict(automaton),
                derivation(expected)
            ));
        }
        match Tree::parse(rule, input) {
            Ok(tree) => {
                if !expected {
                    return Err(format!(
                        "rule {name}: Tree::parse accepts {input:?}, which {named} does not derive"
                    ));
                }
                self.check_node(name, input, tree.root(), true)?;
                // The tree cut at the delimiters is pest's, node for node.
                let pest = Tree::parse_with_pest(rule, input);
                if pest.as_ref() != Ok(&tree) {
                    return Err(format!(
                        "rule {name}, input {input:?}: Tree::parse gives {tree:?}, pest {pest:?}"
                    ));
                }
                Ok(true)
            }
            Err(error) => {
                if expected {
                    return Err(format!(
                        "rule {name}: {named} derives {input:?}, which Tree::parse rejects \
                         (fault at byte {})",
                        error.offset()
                    ));
                }
                // The offset and the expected set are the crate's promise:
                // checked against the recognizer, not against the
                // automaton that placed them.
                check_error_in(self.reading, name, input, error.offset(), error.expected())?;
                Ok(false)
            }
        }
    }

    /// Every string a rule's generation expression makes is one the
    /// recognizer derives and passes [`compare`](Subject::compare):
    /// `trials` cases per rule.
    pub fn accept_what_it_generates(&self, trials: &trials::Rules<'_>) {
        trials.accept_what_they_generate(|name, input| self.compare(name, input));
    }

    /// On random strings and near misses, every rule passes
    /// [`compare`](Subject::compare).
    pub fn agree_on_near_misses(&self, trials: &trials::Rules<'_>) {
        trials.agree_on_near_misses(|name, input| self.compare(name, input));
    }

    /// [`compare`](Subject::compare), or a panic with its message.
    pub fn assert_agrees(&self, name: &str, input: &str) -> bool {
        self.compare(name, input)
            .unwrap_or_else(|message| panic!("{message}"))
    }

    /// A node spans its text; the root is the rule over the whole input;
    /// its children lie in order inside it; no node is silent and no leaf
    /// has children. And the choices that the RFC settles in prose are
    /// settled its way wherever they occur ([`Prose`]).
    pub fn check_node(
        &self,
        name: &str,
        input: &str,
        node: Node<'_, '_>,
        root: bool,
    ) -> Result<(), String> {
        let context = || {
            format!(
                "rule {name}, input {input:?}, node {} {:?}",
                node.rule(),
                node.text()
            )
        };
        if root
            && (node.rule() != name
                || node.start() != 0
                || node.end() != input.len()
                || node.text() != input)
        {
            return Err(format!("{}: not the root over the input", context()));
        }
        if input.get(node.start()..node.end()) != Some(node.text()) {
            return Err(format!(
                "{}: span {}..{}",
                context(),
                node.start(),
                node.end()
            ));
        }
        let children: Vec<Node<'_, '_>> = node.children().collect();
        if self.rule(node.rule()).kind() == RuleKind::Leaf && !children.is_empty() {
            return Err(format!("{}: a leaf rule with children", context()));
        }
        match self.prose {
            Prose::Rfc2396 => self.rfc2396_choices(node, &children),
            Prose::Rfc3986 | Prose::Rfc3987 => self.rfc3986_choices(node, &children),
        }
        .map_err(|why| format!("{}: {why}", context()))?;
        let mut cursor = node.start();
        for child in children {
            if self.is_silent(child.rule()) {
                return Err(format!(
                    "{}: a node for the silent rule {}",
                    context(),
                    child.rule()
                ));
            }
            if child.start() < cursor || child.end() > node.end() || child.start() > child.end() {
                return Err(format!(
                    "{}: child {} at {}..{} out of place",
                    context(),
                    child.rule(),
                    child.start(),
                    child.end()
                ));
            }
            cursor = child.end();
            self.check_node(name, input, child, false)?;
        }
        Ok(())
    }

    /// RFC 2396's choices at `node`: no path after a scheme or at the
    /// start of a relative reference is an abs_path starting with "//";
    /// an authority's only child is
    /// `server` exactly when all of it has the form of a server (3.2.1),
    /// else `reg_name`; a host's only child is the kind of host it is (the
    /// kinds are disjoint); an IPv6reference holds the IPv6address inside
    /// its brackets, then the scope id if any.
    fn rfc2396_choices(&self, node: Node<'_, '_>, children: &[Node<'_, '_>]) -> Result<(), String> {
        let kinds: Vec<&str> = children.iter().map(Node::rule).collect();
        let text = node.text();
        let only = |want: &str| -> Result<(), String> {
            if kinds != [want] || children[0].text() != text {
                return Err(format!(
                    "children {kinds:?}, expected {want} over all of it"
                ));
            }
            Ok(())
        };
        match node.rule() {
            "authority" => only(if self.derives("server", text) {
                "server"
            } else {
                "reg_name"
            }),
            "host" => only(if self.derives("hostname", text) {
                "hostname"
            } else if self.derives("IPv4address", text) {
                "IPv4address"
            } else {
                "IPv6reference"
            }),
            // No path after a scheme or at the start of a relative
            // reference is an abs_path starting with "//": that is a
            // net_path (4.3).
            "relativeURI" | "hier_part" => match children
                .iter()
                .find(|c| c.rule() == "abs_path" && c.text().starts_with("//"))
            {
                Some(path) => Err(format!(
                    "starts with the abs_path {:?}, not with a net_path",
                    path.text()
                )),
                None => Ok(()),
            },
            "IPv6reference" => {
                let address = children.first().filter(|child| {
                    child.rule() == "IPv6address" && child.start() == node.start() + 1
                });
                let closed = match kinds.as_slice() {
                    ["IPv6address"] => children[0].end() + 1 == node.end(),
                    ["IPv6address", "scope-id"] => {
                        children[0].end() + 1 == children[1].start()
                            && children[1].end() + 1 == node.end()
                    }
                    _ => false,
                };
                if address.is_none() || !closed {
                    return Err(format!("children {kinds:?}"));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// RFC 3986's choices at `node`: every node's text is derived by its
    /// rule; a host that is an IPv4address is one (3.2.2), one that opens
    /// with "[" an IP-literal, else a reg-name; a reference with a scheme
    /// is a URI (4.1); the userinfo is all of the authority before "@"
    /// (3.2.1) and the port all after the host's ":"; after "//" come an
    /// authority and a path-abempty, otherwise the one path alternative
    /// that derives the part; a lone path is the first of path's
    /// alternatives that derives it.
    fn rfc3986_choices(&self, node: Node<'_, '_>, children: &[Node<'_, '_>]) -> Result<(), String> {
        let rule = node.rule();
        let text = node.text();
        if !self.derives(rule, text) {
            return Err("the recognizer does not derive the node's text from its rule".into());
        }
        // RFC 3987's rules are RFC 3986's, renamed: the checks name RFC
        // 3986's, and read the tree's names back.
        let iri = matches!(self.prose, Prose::Rfc3987);
        let owned: Vec<String> = children
            .iter()
            .map(|c| {
                if iri {
                    rfc3986_name(c.rule())
                } else {
                    c.rule().to_owned()
                }
            })
            .collect();
        let kinds: Vec<&str> = owned.iter().map(String::as_str).collect();
        let child = |name: &str| {
            children
                .iter()
                .zip(&kinds)
                .find(|(_, k)| **k == name)
                .map(|(c, _)| c)
        };
        let derives = |name: &str| {
            if iri {
                self.derives(&rfc3987_name(name), text)
            } else {
                self.derives(name, text)
            }
        };
        let want_only = |want: &str| -> Result<(), String> {
            if kinds != [want] {
                return Err(format!("children {kinds:?}, not [{want}]"));
            }
            Ok(())
        };
        let role = if iri {
            rfc3986_name(rule)
        } else {
            rule.to_owned()
        };
        match role.as_str() {
            "host" => want_only(if text.starts_with('[') {
                "IP-literal"
            } else if derives("IPv4address") {
                "IPv4address"
            } else {
                "reg-name"
            }),
            "URI-reference" => want_only(if derives("URI") {
                "URI"
            } else {
                "relative-ref"
            }),
            "authority" => {
                let userinfo = text.split_once('@').map(|(u, _)| u);
                if child("userinfo").map(|n| n.text()) != userinfo {
                    return Err(format!("the userinfo is not {userinfo:?}"));
                }
                let Some(host) = child("host") else {
                    return Err(format!("children {kinds:?}: no host"));
                };
                let end = match child("port") {
                    Some(port) if port.start() == host.end() + 1 => port.end(),
                    Some(_) => return Err("the port does not follow the host's \":\"".into()),
                    None => host.end(),
                };
                if end != node.end() {
                    return Err(format!("children {kinds:?} do not end it"));
                }
                Ok(())
            }
            "hier-part" | "relative-part" => {
                let alternatives: &[&str] = if role == "hier-part" {
                    &["path-absolute", "path-rootless", "path-empty"]
                } else {
                    &["path-absolute", "path-noscheme", "path-empty"]
                };
                let want: Vec<&str> = if text.starts_with("//") {
                    vec!["authority", "path-abempty"]
                } else {
                    let derived: Vec<&str> = alternatives
                        .iter()
                        .copied()
                        .filter(|a| derives(a))
                        .collect();
                    if derived.len() != 1 {
                        return Err(format!("derived by {derived:?}, not by one"));
                    }
                    derived
                };
                if kinds != want {
                    return Err(format!("children {kinds:?}, not {want:?}"));
                }
                Ok(())
            }
            "path" => {
                let want = [
                    "path-abempty",
                    "path-absolute",
                    "path-noscheme",
                    "path-rootless",
                    "path-empty",
                ]
                .into_iter()
                .find(|p| derives(p));
                if kinds.len() != 1 || kinds.first().copied() != want {
                    return Err(format!("children {kinds:?}, not [{want:?}]"));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Every rule of the grammar has a membership expression and a
    /// generation expression, and every expression names a rule; the
    /// grammar has [`rules`](Subject::rules) rules; the silent rules are
    /// the character classes and excluded classes of the rule table.
    pub fn every_rule_has_an_expression(&self) {
        let names = self.names();
        let rules: BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(rules.len(), names.len(), "duplicate rule names: {names:?}");
        assert_eq!(names.len(), self.rules, "{names:?}");
        let expressions: BTreeSet<&str> = bnf_regexes_of(self.reading).keys().copied().collect();
        let missing: Vec<&&str> = rules.difference(&expressions).collect();
        let extra: Vec<&&str> = expressions.difference(&rules).collect();
        assert!(
            missing.is_empty(),
            "rules without an expression: {missing:?}"
        );
        assert!(extra.is_empty(), "expressions without a rule: {extra:?}");
        let generators: BTreeSet<&str> = (self.generators)().keys().copied().collect();
        assert_eq!(generators, expressions);
        for silent in self.silent.iter().copied().flatten() {
            assert!(rules.contains(silent), "{silent} is not a rule");
        }
        for rule in self.grammar.rules() {
            let silent = matches!(rule.kind(), RuleKind::Class | RuleKind::Excluded);
            assert_eq!(self.is_silent(rule.name()), silent, "{rule}");
        }
    }

    /// Compares every sequence of at most `max_len` of `pieces` as the rule
    /// `name`, calls `extra` on each with its verdict, and fails with the
    /// first disagreements; returns (checked, accepted).
    pub fn exhaustive(
        &self,
        name: &str,
        pieces: &[&str],
        max_len: usize,
        mut extra: impl FnMut(&str, bool),
    ) -> (usize, usize) {
        let mut failures = Vec::new();
        let (mut checked, mut accepted) = (0, 0);
        for_all_sequences(pieces, max_len, |input| {
            checked += 1;
            match self.compare(name, input) {
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

    /// Every rule on every sequence of at most `max_len` of `pieces`;
    /// returns how many strings were compared in all.
    pub fn exhaustive_every_rule(&self, pieces: &[&str], max_len: usize) -> usize {
        let mut checked = 0;
        for name in self.names() {
            let (n, _) = self.exhaustive(name, pieces, max_len, |_, _| {});
            assert_eq!(n, trials::count(pieces.len(), max_len), "{name}");
            checked += n;
        }
        checked
    }

    /// Examples read off the RFCs by hand, `(rule, input, derived)`: the
    /// recognizer and the grammar both say so.
    pub fn examples(&self, cases: &[(&str, &str, bool)]) {
        for &(rule, input, expected) in cases {
            assert_eq!(
                self.derives(rule, input),
                expected,
                "the recognizer on {rule} {input:?}"
            );
            assert_eq!(
                self.assert_agrees(rule, input),
                expected,
                "the grammar on {rule} {input:?}"
            );
        }
    }

    /// The recognizer alone on examples read off the RFCs by hand, so that
    /// a mistake in an expression is not mistaken for one in the grammar.
    pub fn recognizer_examples(&self, cases: &[(&str, &str, bool)]) {
        for &(rule, input, expected) in cases {
            assert_eq!(self.derives(rule, input), expected, "{rule} {input:?}");
        }
    }
}

/// Each character as a piece, for [`Subject::exhaustive`].
pub fn letters(alphabet: &[char]) -> Vec<String> {
    alphabet.iter().map(char::to_string).collect()
}

/// All nodes named `rule` under `node`, itself included, in document order.
pub fn find<'t, 'a>(node: Node<'t, 'a>, rule: &str) -> Vec<Node<'t, 'a>> {
    let mut found = Vec::new();
    if node.rule() == rule {
        found.push(node);
    }
    for child in node.children() {
        found.extend(find(child, rule));
    }
    found
}

/// The rules of the children of `node`.
pub fn kinds(node: Node<'_, '_>) -> Vec<&'static str> {
    node.children().map(|child| child.rule()).collect()
}

/// The checks every grammar gets, one test each per grammar, from the
/// table of grammars under test: each row a [`Subject`] (the crate's
/// grammar, the recognizer's reading of it, pest's parser, its silent
/// rules, its prose, its trials), written in the file of its own checks.
macro_rules! every_grammar {
    ($($module:ident => $subject:path,)*) => {$(
        mod $module {
            /// Every rule has an expression and every expression a rule.
            #[test]
            fn every_rule_has_an_expression_and_every_expression_a_rule() {
                $subject.every_rule_has_an_expression();
            }

            /// Every string the recognizer generates is accepted.
            #[test]
            fn every_rule_accepts_what_the_recognizer_generates() {
                $subject.accept_what_it_generates(&$subject.trials());
            }

            /// On random strings and near misses, every rule accepts
            /// exactly what the recognizer derives.
            #[test]
            fn every_rule_agrees_on_random_strings_and_near_misses() {
                $subject.agree_on_near_misses(&$subject.trials());
            }
        }
    )*};
}

every_grammar! {
    rfc2396 => crate::bnf_equivalence::G,
    rfc2732 => crate::rfc2732_equivalence::G,
    java => crate::java_equivalence::G,
    rfc3986 => crate::rfc3986_equivalence::G,
    rfc3987 => crate::rfc3987_equivalence::G,
}
