//! Generic parse trees: any rule of the grammar, as nodes with the rule's RFC
//! name, a byte span, the text and the children.
//!
//! A [`Tree`] keeps its nodes in one vector, in the order a depth-first walk
//! meets them; [`Node`] is a view of one of them. One allocation for the
//! whole tree instead of one per node with children.

use std::fmt;

use pest::Parser;
use pest::Token;
use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use crate::automata::Run;
use crate::error::Error;
use crate::grammar::{PestRule, RfcParser, Rule, RuleKind, UnknownRule};

/// The parse tree of an input, rooted at the rule it was parsed as.
///
/// Character classes (`alpha`, `pchar`...) make no nodes inside other rules,
/// so a tree shows the components, not every character. It serializes as
/// nested nodes: `{"rule", "start", "end", "text", "children": [...]}`.
///
/// ```
/// let tree = uri2396::parse_tree("hostport", "example.com:80")?;
/// let root = tree.root();
/// assert_eq!(root.rule(), "hostport");
/// let children: Vec<_> = root.children().map(|n| (n.rule(), n.text())).collect();
/// assert_eq!(children, [("host", "example.com"), ("port", "80")]);
/// # Ok::<(), uri2396::TreeError>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Tree<'a> {
    input: &'a str,
    /// Depth first, each parent before its children.
    nodes: Vec<Entry>,
}

/// One node as stored: its rule, its span, and how many nodes its subtree
/// holds (itself included), which leads to its next sibling.
///
/// The rule is a one-byte handle rather than its name (a 16-byte `&str`),
/// and the size a `u32`: an entry takes 24 bytes, and a tree of
/// `/a/a/a...` one entry for every two bytes of input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    start: usize,
    end: usize,
    size: u32,
    rule: Rule,
}

/// A node of a [`Tree`].
#[derive(Clone, Copy)]
pub struct Node<'t, 'a> {
    tree: &'t Tree<'a>,
    index: usize,
}

/// Why [`parse_tree`] gave no tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeError {
    /// No rule has the name asked for.
    UnknownRule(UnknownRule),
    /// The rule does not derive the input.
    Syntax(Error),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::UnknownRule(e) => e.fmt(f),
            TreeError::Syntax(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TreeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TreeError::UnknownRule(e) => Some(e),
            TreeError::Syntax(e) => Some(e),
        }
    }
}

impl From<UnknownRule> for TreeError {
    fn from(e: UnknownRule) -> TreeError {
        TreeError::UnknownRule(e)
    }
}

impl From<Error> for TreeError {
    fn from(e: Error) -> TreeError {
        TreeError::Syntax(e)
    }
}

/// Parses the whole of `input` as the rule named `rule` and returns its
/// parse tree. The name is looked up as [`Rule::find`] does: any ASCII case,
/// `-` and `_` alike.
///
/// # Errors
///
/// [`TreeError::UnknownRule`] when no rule has that name;
/// [`TreeError::Syntax`] when the rule does not derive `input`.
///
/// ```
/// let tree = uri2396::parse_tree("URI-reference", "http://a/b;p?q#f")?;
/// assert_eq!(tree.root().children().next().map(|n| n.rule()), Some("absoluteURI"));
/// assert!(uri2396::parse_tree("hostname", "a-.example").is_err());
/// let err = uri2396::parse_tree("hostnme", "a").unwrap_err();
/// assert!(err.to_string().contains("did you mean `hostname`?"));
/// # Ok::<(), uri2396::TreeError>(())
/// ```
pub fn parse_tree<'a>(rule: &str, input: &'a str) -> Result<Tree<'a>, TreeError> {
    Ok(Tree::parse(Rule::find(rule)?, input)?)
}

impl<'a> Tree<'a> {
    /// Parses the whole of `input` as `rule`.
    ///
    /// # Errors
    ///
    /// An [`Error`] when the rule does not derive `input`.
    ///
    /// ```
    /// use uri2396::{Tree, grammar::Rule};
    ///
    /// let tree = Tree::parse(Rule::AUTHORITY, "user@example.com:8080")?;
    /// assert_eq!(tree.root().children().next().map(|n| n.rule()), Some("server"));
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn parse(rule: Rule, input: &'a str) -> Result<Tree<'a>, Error> {
        // The rule's automaton gives the verdict and places the error; pest
        // is asked only for inputs it will accept, to build their tree.
        if let Run::Stopped { offset, state } = rule.automaton().run(input.as_bytes()) {
            return Err(Error::stopped(rule, input, offset, state));
        }
        let nodes = pest_nodes(rule, input);
        // The test suite checks that pest and the automaton accept the same
        // strings; should they ever differ, the verdict stays the
        // automaton's and the tree is its root alone.
        debug_assert!(
            nodes.is_some(),
            "{rule}: the automaton accepts {input:?}, pest does not"
        );
        let nodes = nodes.unwrap_or_else(|| {
            vec![Entry {
                rule,
                start: 0,
                end: input.len(),
                size: 1,
            }]
        });
        Ok(Tree { input, nodes })
    }

    /// The root: the rule the input was parsed as, spanning all of it.
    pub fn root(&self) -> Node<'_, 'a> {
        Node {
            tree: self,
            index: 0,
        }
    }

    /// Every node, depth first, the root first.
    pub fn nodes(&self) -> impl Iterator<Item = Node<'_, 'a>> {
        (0..self.nodes.len()).map(move |index| Node { tree: self, index })
    }

    /// The input the tree was parsed from.
    pub fn input(&self) -> &'a str {
        self.input
    }
}

impl<'t, 'a> Node<'t, 'a> {
    fn entry(&self) -> &'t Entry {
        &self.tree.nodes[self.index]
    }

    /// The rule, in the RFC's spelling (`URI-reference`, `IPv4address`).
    pub fn rule(&self) -> &'static str {
        self.entry().rule.name()
    }

    /// Byte offset of the node's first character in the input.
    pub fn start(&self) -> usize {
        self.entry().start
    }

    /// Byte offset just past the node's last character.
    pub fn end(&self) -> usize {
        self.entry().end
    }

    /// The text the node spans.
    pub fn text(&self) -> &'a str {
        let entry = self.entry();
        &self.tree.input[entry.start..entry.end]
    }

    /// The node's parts, in input order.
    pub fn children(&self) -> impl Iterator<Item = Node<'t, 'a>> + 't {
        let tree = self.tree;
        let end = self.index + self.entry().size as usize;
        let mut next = self.index + 1;
        std::iter::from_fn(move || {
            if next >= end {
                return None;
            }
            let node = Node { tree, index: next };
            next += (tree.nodes[next].size as usize).max(1);
            Some(node)
        })
    }

    /// The first child made by `rule`, if any.
    pub fn child(&self, rule: &str) -> Option<Node<'t, 'a>> {
        self.children().find(|c| c.rule() == rule)
    }

    /// This node and every node below it, depth first.
    pub fn descendants(&self) -> impl Iterator<Item = Node<'t, 'a>> + 't {
        let tree = self.tree;
        (self.index..self.index + self.entry().size as usize).map(move |index| Node { tree, index })
    }
}

impl fmt::Debug for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.root().fmt(f)
    }
}

impl fmt::Debug for Node<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = f.debug_struct("Node");
        s.field("rule", &self.rule())
            .field("start", &self.start())
            .field("end", &self.end());
        s.field("text", &self.text());
        s.field("children", &self.children().collect::<Vec<_>>());
        s.finish()
    }
}

impl Serialize for Tree<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.root().serialize(s)
    }
}

impl Serialize for Node<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Node", 5)?;
        st.serialize_field("rule", self.rule())?;
        st.serialize_field("start", &self.start())?;
        st.serialize_field("end", &self.end())?;
        st.serialize_field("text", self.text())?;
        st.serialize_field("children", &Children(*self))?;
        st.end()
    }
}

/// A node's children, serialized as a sequence without collecting them.
struct Children<'t, 'a>(Node<'t, 'a>);

impl Serialize for Children<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.children())
    }
}

/// pest's tree of `input` as `rule`, depth first, the root first; `None`
/// when pest does not derive the whole input from the rule.
fn pest_nodes(rule: Rule, input: &str) -> Option<Vec<Entry>> {
    let pairs = RfcParser::parse(rule.pest(), input).ok()?;
    // pest's flat list of start and end tokens is already in depth-first
    // order: a start makes an entry, its end closes it. Counted first, so
    // that the vector is allocated once, at its size (doubling would leave
    // up to half of it unused, next to pest's own tokens).
    let ours = |r: PestRule| Rule::of_pest(r);
    let starts = pairs
        .clone()
        .tokens()
        .filter(|t| matches!(t, Token::Start { rule, .. } if ours(*rule).is_some()))
        .count();
    let mut nodes: Vec<Entry> = Vec::with_capacity(starts + 1);
    let mut open: Vec<usize> = Vec::with_capacity(16);
    for token in pairs.tokens() {
        match token {
            Token::Start { rule, pos } => {
                let Some(rule) = ours(rule) else { continue };
                open.push(nodes.len());
                nodes.push(Entry {
                    rule,
                    start: pos.pos(),
                    end: pos.pos(),
                    size: 0,
                });
            }
            Token::End { rule, pos } => {
                if ours(rule).is_none() {
                    continue;
                }
                let index = open.pop()?;
                // pest spends 80 bytes on each node before this count is
                // taken: 2^32 nodes would have needed 320 GiB first.
                let size = u32::try_from(nodes.len() - index).ok()?;
                let entry = nodes.get_mut(index)?;
                entry.end = pos.pos();
                entry.size = size;
            }
        }
    }
    if !open.is_empty() {
        return None;
    }
    let own = nodes
        .first()
        .is_some_and(|n| n.rule == rule && n.size as usize == nodes.len());
    if own {
        // A PEG match at the start is unique, so the rule derives the whole
        // input exactly when its match spans it: no `SOI ~ rule ~ EOI`
        // wrapper is needed.
        return (nodes[0].end == input.len()).then_some(nodes);
    }
    // A character class is silent: it makes no node of its own, and the
    // automaton's verdict is the only one. A root spanning the input
    // stands for it.
    if !matches!(rule.kind(), RuleKind::Class | RuleKind::Excluded) {
        return None;
    }
    let size = u32::try_from(nodes.len() + 1).ok()?;
    nodes.insert(
        0,
        Entry {
            rule,
            start: 0,
            end: input.len(),
            size,
        },
    );
    Some(nodes)
}
