//! Generic parse trees: any rule of the grammar, as nodes with the rule's RFC
//! name, a byte span, the text and the children.

use pest::Parser;
use pest::Token;
use serde::Serialize;

use crate::automata::Run;
use crate::error::Error;
use crate::grammar::{RfcParser, Rule, RuleInfo};

/// A node of a parse tree.
///
/// Character classes (`alpha`, `pchar`...) make no nodes inside other rules,
/// so a tree shows the components, not every character.
///
/// ```
/// let tree = uri2396::parse_tree("hostport", "example.com:80")?;
/// assert_eq!(tree.rule, "hostport");
/// assert_eq!(tree.children[0].rule, "host");
/// assert_eq!(tree.children[1].rule, "port");
/// assert_eq!(tree.children[1].text, "80");
/// # Ok::<(), uri2396::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tree<'a> {
    /// The rule, in the RFC's spelling (`URI-reference`, `IPv4address`).
    pub rule: &'static str,
    /// Byte offset of the node's first character in the input.
    pub start: usize,
    /// Byte offset just past the node's last character.
    pub end: usize,
    /// The text the node spans.
    pub text: &'a str,
    /// The node's parts, in input order.
    pub children: Vec<Tree<'a>>,
}

fn unbalanced() -> Error {
    Error::internal("pest gave unbalanced start and end tokens")
}

/// Parses the whole of `input` as the rule named `rule` (RFC spelling, or the
/// pest spelling with `_`) and returns its parse tree.
///
/// # Errors
///
/// [`ErrorKind::UnknownRule`](crate::ErrorKind::UnknownRule) when no rule has
/// that name; [`ErrorKind::Syntax`](crate::ErrorKind::Syntax) when the rule
/// does not derive `input`.
///
/// ```
/// let tree = uri2396::parse_tree("URI-reference", "http://a/b;p?q#f")?;
/// assert_eq!(tree.children[0].rule, "absoluteURI");
/// assert!(uri2396::parse_tree("hostname", "a-.example").is_err());
/// # Ok::<(), uri2396::Error>(())
/// ```
pub fn parse_tree<'a>(rule: &str, input: &'a str) -> Result<Tree<'a>, Error> {
    let info = RuleInfo::find(rule).ok_or_else(|| Error::unknown_rule(rule))?;
    Tree::parse(info, input)
}

impl<'a> Tree<'a> {
    /// Parses the whole of `input` as `rule`.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Syntax`](crate::ErrorKind::Syntax) when the rule does not
    /// derive `input`.
    pub fn parse(rule: &RuleInfo, input: &'a str) -> Result<Tree<'a>, Error> {
        // The rule's automaton answers "no" at once and places the error;
        // pest is asked only for inputs it will accept, to build their tree.
        if let Run::Stopped { offset, state } = rule.automaton().run(input.as_bytes()) {
            return Err(Error::stopped(rule, input, offset, state));
        }
        let pairs = RfcParser::parse(rule.whole, input).map_err(|_| {
            Error::internal(&format!(
                "the automaton of {} accepts {input:?} but pest does not",
                rule.name
            ))
        })?;
        // Built from pest's flat list of start and end tokens with a stack
        // of open nodes: one pass, no walking of nested pairs.
        let mut open: Vec<Tree<'a>> = Vec::with_capacity(16);
        open.push(Tree {
            rule: rule.name,
            start: 0,
            end: input.len(),
            text: input,
            children: Vec::new(),
        });
        for token in pairs.tokens() {
            match token {
                Token::Start {
                    rule: Rule::EOI, ..
                }
                | Token::End {
                    rule: Rule::EOI, ..
                } => {}
                Token::Start { rule, pos } => open.push(Tree {
                    rule: RuleInfo::of(rule).map_or("?", |r| r.name),
                    start: pos.pos(),
                    end: pos.pos(),
                    text: "",
                    children: Vec::new(),
                }),
                Token::End { pos, .. } => {
                    let mut node = open.pop().ok_or_else(unbalanced)?;
                    node.end = pos.pos();
                    node.text = &input[node.start..node.end];
                    open.last_mut().ok_or_else(unbalanced)?.children.push(node);
                }
            }
        }
        let mut root = open
            .pop()
            .filter(|_| open.is_empty())
            .ok_or_else(unbalanced)?;
        // A non-silent rule is its own single node; a character class makes
        // none, and the root made above, spanning the input, stands for it.
        if root.children.len() == 1 && root.children[0].rule == rule.name {
            return Ok(root.children.remove(0));
        }
        Ok(root)
    }

    /// The first child made by `rule`, if any.
    pub fn child(&self, rule: &str) -> Option<&Tree<'a>> {
        self.children.iter().find(|c| c.rule == rule)
    }

    /// Every node of the tree, depth first, this one first.
    pub fn walk(&self) -> impl Iterator<Item = &Tree<'a>> {
        let mut stack = vec![self];
        std::iter::from_fn(move || {
            let node = stack.pop()?;
            stack.extend(node.children.iter().rev());
            Some(node)
        })
    }
}
