//! The grammar of RFC 2396 Appendix A, as written in `uri2396.pest`.
//!
//! A [`Rule`] names one rule of the grammar. `build.rs` reads the grammar
//! file once and generates the table behind it: each rule's RFC spelling
//! (`URI-reference`, `IPv4address`, `hier_part`...), its [`RuleKind`], its
//! BNF and section (from the rule's `///` line) and the rules it names, so
//! the grammar file stays the single source of truth.
//!
//! ```
//! use uri2396::grammar::{Rule, RuleKind};
//!
//! let rule: Rule = "hostport".parse()?;
//! assert_eq!(rule, Rule::HOSTPORT);
//! assert_eq!(rule.bnf(), "hostport = host [ \":\" port ]");
//! assert_eq!(rule.section(), "3.2.2");
//! assert_eq!(rule.kind(), RuleKind::Structure);
//! assert_eq!(rule.uses(), [Rule::HOST, Rule::PORT]);
//! assert!(rule.matches("example.com:80"));
//! # Ok::<(), uri2396::grammar::UnknownRule>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::automata::{AUTOMATA, Automaton};

mod derived {
    // pest documents each rule from the grammar's `///` lines; its own
    // `EOI` variant has none.
    #![allow(missing_docs)]
    use pest_derive::Parser;

    /// The pest parser derived from `uri2396.pest`.
    #[derive(Parser)]
    #[grammar = "uri2396.pest"]
    pub(crate) struct RfcParser;
}

pub(crate) use derived::RfcParser;
/// pest's rule enum, under its own name inside the crate.
pub(crate) use derived::Rule as PestRule;

/// The text of `uri2396.pest`.
pub const GRAMMAR: &str = include_str!("../uri2396.pest");

/// What a rule is for, which decides how it shows in a parse tree.
///
/// Read from the grammar: a normal pest rule is a structure, an atomic one a
/// leaf, a silent one a class, and a silent one of section 2.4.3 excluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleKind {
    /// A rule with parts of its own (`URI-reference`, `authority`, `segment`...).
    Structure,
    /// A component read as text (`scheme`, `port`, `query`...); atomic in pest.
    Leaf,
    /// A character class (`alpha`, `pchar`, `escaped`...); silent in pest, so
    /// it makes no node inside other rules.
    Class,
    /// One of the classes of characters that section 2.4.3 excludes from URIs.
    Excluded,
}

/// One rule of the grammar: a small `Copy` handle.
///
/// Each rule has a constant named after its RFC spelling in capitals, with
/// `_` for `-` and before a capital that follows a small letter:
/// `URI-reference` is [`Rule::URI_REFERENCE`], `absoluteURI`
/// [`Rule::ABSOLUTE_URI`], `hier_part` [`Rule::HIER_PART`], `IPv4address`
/// [`Rule::IPV4ADDRESS`]. Rules compare in the order of the grammar file;
/// `Display` and `Serialize` give the RFC spelling.
///
/// ```
/// use uri2396::grammar::Rule;
///
/// assert_eq!(Rule::find("uri_reference")?, Rule::URI_REFERENCE);
/// assert_eq!(Rule::URI_REFERENCE.to_string(), "URI-reference");
/// assert_eq!(Rule::ALL.len(), 44);
/// # Ok::<(), uri2396::grammar::UnknownRule>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rule(u8);

/// A rule's row of the generated table.
struct Row {
    name: &'static str,
    kind: RuleKind,
    bnf: &'static str,
    section: &'static str,
    uses: &'static [Rule],
    used_by: &'static [Rule],
}

// `TABLE`, the constants and `Rule::ALL`, `PEST` and `of_pest`.
include!(concat!(env!("OUT_DIR"), "/rules.rs"));

impl Rule {
    fn row(self) -> &'static Row {
        &TABLE[usize::from(self.0)]
    }

    /// Every rule, in the order of the grammar file, as an iterator.
    pub fn all() -> impl ExactSizeIterator<Item = Rule> + Clone {
        Rule::ALL.into_iter()
    }

    /// The rule's name as the RFC spells it (`URI-reference`, `IPv4address`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// How the rule appears in parse trees.
    #[must_use]
    pub fn kind(self) -> RuleKind {
        self.row().kind
    }

    /// The rule's BNF as the grammar file quotes it, without the section:
    /// `port = *digit`.
    #[must_use]
    pub fn bnf(self) -> &'static str {
        self.row().bnf
    }

    /// The RFC section that defines the rule (`"3.2.2"`).
    #[must_use]
    pub fn section(self) -> &'static str {
        self.row().section
    }

    /// The rules this rule names in the grammar file, in order, each once.
    /// A PEG lookahead (in `authority` and `hostname`) only chooses between
    /// trees, so what it names is not counted.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::USERINFO.uses(), [Rule::UNRESERVED, Rule::ESCAPED]);
    /// // pchar is written as ranges of US-ASCII, which name no rule.
    /// assert_eq!(Rule::PCHAR.uses(), [Rule::ESCAPED]);
    /// assert!(Rule::DIGIT.uses().is_empty());
    /// ```
    #[must_use]
    pub fn uses(self) -> &'static [Rule] {
        self.row().uses
    }

    /// The rules that name this one, in the order of the grammar file.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::PORT.used_by(), [Rule::HOSTPORT]);
    /// assert!(Rule::URI_REFERENCE.used_by().is_empty());
    /// ```
    #[must_use]
    pub fn used_by(self) -> &'static [Rule] {
        self.row().used_by
    }

    /// Whether the rule derives the whole of `input`, checked by the rule's
    /// automaton, which `build.rs` compiles from the grammar file: no tree,
    /// no allocation, one table look-up per byte.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert!(Rule::HOSTNAME.matches("www.example.com."));
    /// assert!(!Rule::HOSTNAME.matches("a-.example"));
    /// ```
    #[must_use]
    pub fn matches(self, input: &str) -> bool {
        self.automaton().matches(input.as_bytes())
    }

    /// Looks a rule up by name, in any ASCII case and with `-` and `_`
    /// alike: `URI-reference`, `uri_reference` and `URI_REFERENCE` are one
    /// rule.
    ///
    /// # Errors
    ///
    /// [`UnknownRule`] when no rule has that name; it suggests the closest
    /// name when one is close.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::find("ipv4ADDRESS")?, Rule::IPV4ADDRESS);
    /// let err = Rule::find("hostnme").unwrap_err();
    /// assert_eq!(err.suggestion(), Some(Rule::HOSTNAME));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "no rule `hostnme` in RFC 2396 Appendix A; did you mean `hostname`?"
    /// );
    /// # Ok::<(), uri2396::grammar::UnknownRule>(())
    /// ```
    pub fn find(name: &str) -> Result<Rule, UnknownRule> {
        Rule::all()
            .find(|rule| same_name(rule.name(), name))
            .ok_or_else(|| UnknownRule::new(name))
    }

    /// Position in the grammar file, which is also the automaton's.
    pub(crate) fn index(self) -> usize {
        usize::from(self.0)
    }

    pub(crate) fn automaton(self) -> &'static Automaton {
        &AUTOMATA[self.index()]
    }

    /// The pest rule.
    pub(crate) fn pest(self) -> PestRule {
        PEST[self.index()]
    }

    /// The rule of a pest rule, `None` for pest's `EOI`.
    pub(crate) fn of_pest(rule: PestRule) -> Option<Rule> {
        of_pest(rule)
    }
}

/// Whether `asked` names the rule `name`: any ASCII case, `-` as `_`.
fn same_name(name: &str, asked: &str) -> bool {
    // The RFC spelling itself, as `parse_tree("URI-reference", s)` asks
    // for it on every call, compares without folding.
    name == asked
        || name.len() == asked.len()
            && name
                .bytes()
                .zip(asked.bytes())
                .all(|(a, b)| fold(a) == fold(b))
}

/// A byte as names compare: small letters, `_` for `-`.
fn fold(b: u8) -> u8 {
    if b == b'-' {
        b'_'
    } else {
        b.to_ascii_lowercase()
    }
}

impl FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(name: &str) -> Result<Rule, UnknownRule> {
        Rule::find(name)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rule({})", self.name())
    }
}

impl serde::Serialize for Rule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// No rule of the grammar has the name asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRule {
    name: String,
    suggestion: Option<Rule>,
}

/// The longest name kept whole in an error: a rule name asked for is short,
/// and the error should stay so when the name is not.
const MAX_NAME: usize = 64;

impl UnknownRule {
    fn new(asked: &str) -> UnknownRule {
        let mut name: String = asked.chars().take(MAX_NAME).collect();
        if name.len() < asked.len() {
            name.push('…');
        }
        // Close: about one edit in three characters. A long name is near
        // no rule, and skipping it keeps the distance's cost bounded.
        let suggestion = (asked.len() <= MAX_NAME)
            .then(|| {
                Rule::all()
                    .map(|rule| (distance(rule.name(), asked), rule))
                    .min()
                    .filter(|&(d, rule)| d <= (rule.name().len().min(asked.len()) / 3).max(1))
                    .map(|(_, rule)| rule)
            })
            .flatten();
        UnknownRule { name, suggestion }
    }

    /// The name that was asked for (its first 64 characters when longer).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rule whose name is closest to the one asked for, when it is close.
    #[must_use]
    pub fn suggestion(&self) -> Option<Rule> {
        self.suggestion
    }
}

/// Levenshtein distance between two names, compared as [`Rule::find`] does.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<u8> = b.bytes().map(fold).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().map(fold).enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no rule `{}` in RFC 2396 Appendix A", self.name)?;
        if let Some(rule) = self.suggestion {
            write!(f, "; did you mean `{rule}`?")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownRule {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pest_rules_map_both_ways() {
        for rule in Rule::all() {
            assert_eq!(Rule::of_pest(rule.pest()), Some(rule));
        }
        assert_eq!(Rule::of_pest(PestRule::EOI), None);
    }

    #[test]
    fn each_rule_has_its_own_automaton() {
        assert_eq!(Rule::ALL.len(), AUTOMATA.len());
        for rule in Rule::all() {
            assert_eq!(rule.automaton().name, rule.name().replace('-', "_"));
            assert_eq!(format!("{:?}", rule.pest()), rule.automaton().name);
        }
    }

    #[test]
    fn uses_follow_the_grammar() {
        let names = |rule: Rule| -> Vec<&str> { rule.uses().iter().map(|r| r.name()).collect() };
        assert_eq!(
            names(Rule::URI_REFERENCE),
            ["absoluteURI", "relativeURI", "fragment"]
        );
        assert_eq!(names(Rule::IPV4ADDRESS), ["digit"]);
        assert_eq!(names(Rule::HEX), ["digit"]);
        assert_eq!(names(Rule::DELIMS), Vec::<&str>::new());
        assert_eq!(names(Rule::CONTROL), Vec::<&str>::new());
        assert_eq!(names(Rule::UNWISE), Vec::<&str>::new());
        // Every rule is used but the entry point, `path` (which only the
        // prose of 3.3 uses), the excluded classes, and `reserved`, which
        // `uric` holds as ranges of US-ASCII.
        for rule in Rule::all() {
            let unused = rule.used_by().is_empty();
            let expected = matches!(rule, Rule::URI_REFERENCE | Rule::PATH | Rule::RESERVED)
                || rule.kind() == RuleKind::Excluded;
            assert_eq!(unused, expected, "{rule}");
        }
    }

    #[test]
    fn distance_counts_edits() {
        assert_eq!(distance("hostname", "hostnme"), 1);
        assert_eq!(distance("port", "PORT"), 0);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("scheme", "schema"), 1);
    }
}
