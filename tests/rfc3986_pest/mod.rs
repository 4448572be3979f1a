//! The pest parser of `rfc3986.pest`, derived in the tests (the library
//! does not compile that grammar), with a whole-input entry point per rule
//! (`tests/support/rfc3986_whole.pest`), and its trees in the form the
//! project's snapshots show them. A module of the suite (`tests/suite.rs`).

use pest::Parser as _;
use pest::iterators::Pair;
use serde::Serialize;

/// The grammar as pest_derive reads it.
pub const GRAMMAR: &str = include_str!("../../rfc3986.pest");
/// The whole-input entry points.
pub const WHOLE: &str = include_str!("../support/rfc3986_whole.pest");

mod parser {
    #![allow(missing_docs, dead_code)]
    use pest_derive::Parser;

    /// RFC 3986 Appendix A, with a whole-input rule per rule.
    #[derive(Parser)]
    #[grammar = "rfc3986.pest"]
    #[grammar = "tests/support/rfc3986_whole.pest"]
    pub struct Rfc3986Parser;
}
pub use parser::{Rfc3986Parser, Rule};

/// The names of the grammar's rules, in the order of the file (pest's names).
pub fn rule_names() -> Vec<&'static str> {
    rule_names_of(GRAMMAR)
}

/// The rules a grammar text defines, in order: every line that opens with
/// `name = `.
pub fn rule_names_of(text: &'static str) -> Vec<&'static str> {
    text.lines()
        .filter_map(|line| {
            let (name, _) = line.split_once(" = ")?;
            let ok =
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            ok.then_some(name)
        })
        .collect()
}

/// pest's rule named `name`.
pub fn rule(name: &str) -> Rule {
    Rule::all_rules()
        .iter()
        .copied()
        .find(|r| format!("{r:?}") == name)
        .unwrap_or_else(|| panic!("no pest rule {name}"))
}

/// A node of a parse tree: the rule, the byte span, the text and the
/// children, as `snapshots/rules/` shows trees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Node {
    pub rule: String,
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub children: Vec<Node>,
}

impl Node {
    fn of(pair: Pair<'_, Rule>) -> Node {
        let span = pair.as_span();
        Node {
            rule: format!("{:?}", pair.as_rule()),
            start: span.start(),
            end: span.end(),
            text: span.as_str().to_owned(),
            children: pair.into_inner().map(Node::of).collect(),
        }
    }

    /// The names of the children, in order.
    pub fn child_rules(&self) -> Vec<&str> {
        self.children.iter().map(|c| c.rule.as_str()).collect()
    }

    /// The first node named `rule` in a depth-first walk from this one.
    pub fn find(&self, rule: &str) -> Option<&Node> {
        if self.rule == rule {
            return Some(self);
        }
        self.children.iter().find_map(|c| c.find(rule))
    }
}

/// A rejection as pest reports it: the byte offset and the rules it
/// expected there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rejection {
    pub offset: usize,
    pub expected: Vec<String>,
}

/// pest's parse of all of `input` as the rule named `name` (through
/// `whole_<name>`): the nodes at the top (the rule's own, or for a silent
/// rule the nodes of the rules it calls, often none), or where pest failed.
pub fn parse(name: &str, input: &str) -> Result<Vec<Node>, Rejection> {
    match Rfc3986Parser::parse(rule(&format!("whole_{name}")), input) {
        // The whole-input rule is silent; its EOI makes a pair of its own.
        Ok(pairs) => Ok(pairs
            .filter(|pair| pair.as_rule() != Rule::EOI)
            .map(Node::of)
            .collect()),
        Err(error) => {
            let offset = match error.location {
                pest::error::InputLocation::Pos(p) => p,
                pest::error::InputLocation::Span((s, _)) => s,
            };
            let expected = match &error.variant {
                pest::error::ErrorVariant::ParsingError { positives, .. } => {
                    positives.iter().map(|r| format!("{r:?}")).collect()
                }
                pest::error::ErrorVariant::CustomError { message } => vec![message.clone()],
            };
            Err(Rejection { offset, expected })
        }
    }
}

/// Whether pest's rule derives all of `input`.
pub fn accepts(name: &str, input: &str) -> bool {
    Rfc3986Parser::parse(rule(&format!("whole_{name}")), input).is_ok()
}
