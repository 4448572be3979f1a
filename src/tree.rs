//! Generic parse trees: any rule of the grammar, as nodes with the rule's RFC
//! name, a byte span, the text and the children.
//!
//! A [`Tree`] keeps its nodes in one vector, in the order a depth-first walk
//! meets them; [`Node`] is a view of one of them. One allocation for the
//! whole tree instead of one per node with children.
//!
//! The rule's automaton decides whether the rule derives the input; a tree
//! is then cut from it at the delimiters the grammar fixes, one small
//! function per structural rule (`tree/cut.rs`). pest's parse of the same
//! grammar file is the reference ([`Tree::parse_with_pest`]): the test
//! suite checks that both give the same tree, node for node.

use std::fmt;

#[cfg(feature = "serde")]
use serde::Serialize;
#[cfg(feature = "serde")]
use serde::ser::{SerializeStruct, Serializer};

use crate::automata::Run;
use crate::error::Error;
#[cfg(feature = "pest")]
use crate::grammar::RuleKind;
use crate::grammar::{Rule, UnknownRule};

mod cut;
#[cfg(feature = "pest")]
mod reference;

/// The parse tree of an input, rooted at the rule it was parsed as.
///
/// Character classes (`alpha`, `pchar`...) make no nodes inside other rules,
/// so a tree shows the components, not every character. It serializes as
/// nested nodes: `{"rule", "start", "end", "text", "children": [...]}`.
///
/// [`Tree::parse`] checks the input with the rule's automaton and cuts it
/// at the delimiters the grammar fixes, with no parser generator and one
/// allocation of at most 24 bytes per input byte (plus a constant);
/// [`Tree::parse_with_pest`] builds the same tree with pest, the reference
/// it is tested against.
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
        let table = rule.dialect().table();
        if table.named(rule) == Rule::URI_REFERENCE {
            // The one-pass parse gives the verdict and the places of the
            // components, from which the tree is made.
            if let Some(meta) = crate::parse::offsets_of(input, rule.dialect()) {
                let nodes = cut::reference(rule, table, input, &meta)
                    .unwrap_or_else(|| root_alone(rule, input));
                return Ok(Tree { input, nodes });
            }
        }
        // The rule's automaton gives the verdict and places the error; the
        // tree is cut from an input it accepts.
        if let Run::Stopped { offset, state } = rule.automaton().run(input.as_bytes()) {
            return Err(Error::stopped(rule, input, offset, state));
        }
        let nodes = cut::tree(rule, input).unwrap_or_else(|| root_alone(rule, input));
        Ok(Tree { input, nodes })
    }

    #[cfg(feature = "pest")]
    /// Parses the whole of `input` as `rule` with the pest parser of the
    /// rule's grammar (`uri2396.pest`, amended as its dialect says): the
    /// reference implementation that [`parse`](Tree::parse) is checked
    /// against, node for node. Same result, more slowly and with more
    /// memory (pest keeps two 40-byte tokens for each node while the tree
    /// is built).
    ///
    /// The five named grammars have parsers that pest's generator (the
    /// code of pest_derive) generated ahead of time. A grammar composed at run time (any other choice of
    /// switches, [`Dialect::grammar_text`](crate::Dialect::grammar_text)) is run by
    /// pest's own interpreter, pest_vm, as a generated parser would run it;
    /// it is built the first time it is asked for.
    ///
    /// # Errors
    ///
    /// When pest does not derive the whole input from the rule: the error
    /// of [`parse`](Tree::parse), placed by the rule's automaton, or, should
    /// the automaton accept the input (a fault of this crate), an error
    /// that says so.
    ///
    /// For a rule of the RFC 2732 or java grammar without the feature
    /// `pest-dialects`, which brings their parsers, every input gets an
    /// error at byte 0 whose message names the feature.
    ///
    /// ```
    /// use uri2396::{Dialect, Switch, Tree, grammar::Rule};
    ///
    /// let input = "http://u@a.example:80/b;p/c?q#f";
    /// assert_eq!(
    ///     Tree::parse_with_pest(Rule::URI_REFERENCE, input)?,
    ///     Tree::parse(Rule::URI_REFERENCE, input)?
    /// );
    ///
    /// // A grammar compiled at run time, run by pest_vm.
    /// let dialect = Dialect::STRICT.with(Switch::EmptyRelativePath);
    /// let rule = dialect.find("URI-reference").expect("every grammar has it");
    /// let pest = Tree::parse_with_pest(rule, "?y")?;
    /// let nodes: Vec<_> = pest.nodes().map(|n| (n.rule(), n.text())).collect();
    /// assert_eq!(
    ///     nodes,
    ///     [("URI-reference", "?y"), ("relativeURI", "?y"), ("query", "y")]
    /// );
    /// assert_eq!(pest, Tree::parse(rule, "?y")?);
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn parse_with_pest(rule: Rule, input: &'a str) -> Result<Tree<'a>, Error> {
        // pest's verdict and pest's tree, whatever the automaton says: an
        // oracle that fell back to the code it checks would agree with it.
        // Only the error of an input pest rejects is placed by the
        // automaton (pest's own positions are those of its PEG), and says
        // so when the automaton accepts the input.
        #[cfg(not(feature = "pest-dialects"))]
        if matches!(
            rule.dialect(),
            crate::dialect::Dialect::RFC2732
                | crate::dialect::Dialect::JAVA
                | crate::dialect::Dialect::RFC3986
        ) {
            return Err(Error::no_pest_parser(rule));
        }
        let Some(nodes) = reference::pest_nodes(rule, input) else {
            return Err(Error::not_derived(rule, input));
        };
        // A character class is silent in pest: its match leaves no pair
        // whose span would show that it took the whole input, so there the
        // verdict is the automaton's.
        if matches!(rule.kind(), RuleKind::Class | RuleKind::Excluded) {
            if let Run::Stopped { offset, state } = rule.automaton().run(input.as_bytes()) {
                return Err(Error::stopped(rule, input, offset, state));
            }
        }
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

    /// The rule as a [`Rule`] of its grammar, with its section and its
    /// counterparts in other grammars ([`Rule::in_dialect`]).
    ///
    /// ```
    /// use uri2396::{Dialect, Tree, grammar::Rule};
    ///
    /// let rule = Dialect::RFC3987.find("URI-reference")?;
    /// let tree = Tree::parse(rule, "//例え/")?;
    /// let host = tree.nodes().find(|n| n.rule() == "ihost").unwrap();
    /// assert_eq!(host.as_rule().in_dialect(Dialect::RFC3986).map(Rule::name), Some("host"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_rule(&self) -> Rule {
        self.entry().rule
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

#[cfg(feature = "serde")]
impl Serialize for Tree<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.root().serialize(s)
    }
}

#[cfg(feature = "serde")]
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
#[cfg(feature = "serde")]
struct Children<'t, 'a>(Node<'t, 'a>);

#[cfg(feature = "serde")]
impl Serialize for Children<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.children())
    }
}

/// A tree of the root alone: what stands for a tree that cannot be built,
/// one with more nodes than the entries' `u32` counts (an input of
/// gigabytes), or pest's, should pest not derive what the automaton accepts.
fn root_alone(rule: Rule, input: &str) -> Vec<Entry> {
    vec![Entry {
        rule,
        start: 0,
        end: input.len(),
        size: 1,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::Dialect;
    use crate::grammar::{RuleKind, java, rfc2732};

    /// A structural rule without a function in `cut.rs` would get a tree
    /// of its root alone. So would a class that calls a rule making nodes
    /// (RFC 3986's `ls32`, whose `IPv4address` is a node when `ls32` is
    /// the root): it is cut too.
    #[test]
    fn every_structural_rule_is_cut() {
        let makes_nodes = |rule: Rule| matches!(rule.kind(), RuleKind::Structure | RuleKind::Leaf);
        for grammar in Dialect::ALL {
            for rule in grammar.rules() {
                let has_parts = rule.kind() == RuleKind::Structure
                    || rule.kind() == RuleKind::Class
                        && rule.uses().iter().any(|&u| makes_nodes(u));
                assert_eq!(cut::builds(rule), has_parts, "{rule} ({grammar})");
            }
        }
    }

    #[test]
    #[cfg(feature = "pest-dialects")]
    fn cut_trees_are_pest_trees() {
        let cases = [
            (Rule::URI_REFERENCE, "http://u:p@a.example.:80/b;p;q//c?q#f"),
            (Rule::URI_REFERENCE, "//1.2.3.4:/"),
            (Rule::URI_REFERENCE, "mailto:a@b#"),
            (Rule::URI_REFERENCE, "a;b/c?"),
            (Rule::URI_REFERENCE, "#"),
            (Rule::URI_REFERENCE, ""),
            (Rule::AUTHORITY, "a_b"),
            (Rule::SERVER, ""),
            (Rule::PATH, "x:y"),
            (Rule::PATH, ""),
            (Rule::HOSTNAME, "a-1.b."),
            (Rule::ALPHA, "a"),
            (rfc2732::URI_REFERENCE, "http://u@[::1]:80/b?q[1]#f[2]"),
            (rfc2732::URI_REFERENCE, "//[1:2:3:4:5:6:1.2.3.4]"),
            (rfc2732::URI_REFERENCE, "urn:a[1]"),
            (rfc2732::URI_REFERENCE, "//u@1234.1.1.1:80/"),
            (rfc2732::AUTHORITY, "[::]:"),
            (rfc2732::HOSTPORT, "[::1]:8080"),
            (rfc2732::HOST, "999.0.0.1"),
            (rfc2732::IPV6REFERENCE, "[fe80::1]"),
            (rfc2732::IPV6ADDRESS, "::"),
            (java::URI_REFERENCE, "//#f"),
            (java::URI_REFERENCE, "s://#"),
            (java::URI_REFERENCE, "//?q#f"),
            (java::URI_REFERENCE, "?q"),
            (java::URI_REFERENCE, "a/?"),
            (java::URI_REFERENCE, "//a?"),
            (java::URI_REFERENCE, "s:/?q"),
            (java::URI_REFERENCE, "s:///x/;p//y;q"),
            (java::URI_REFERENCE, "//u@[fe80::1%eth0]:80/a;b/"),
            (java::URI_REFERENCE, "http://1/%41\u{e9}"),
            (java::URI_REFERENCE, "//1.:0080"),
            (java::URI_REFERENCE, "//0001.2.3.4/"),
            (java::URI_REFERENCE, "/;p/x"),
            (java::URI_REFERENCE, "/"),
            (java::URI_REFERENCE, "urn:[a]"),
            (java::URI_REFERENCE, "//256.1.1.1"),
            (java::HOST, "9a"),
            (java::HOSTNAME, "a.b."),
            (java::PATH_ABSOLUTE, "/a//"),
            (java::SEGMENT_NZ, ";"),
            (java::NET_PATH, "///"),
            (java::IPV6REFERENCE, "[::%a_.]"),
            (java::EMPTY_AUTHORITY, "//"),
            (java::SCOPE_ID, "x"),
        ];
        for (rule, input) in cases {
            assert!(Tree::parse(rule, input).is_ok(), "{rule} {input:?}");
            assert_eq!(
                Tree::parse(rule, input),
                Tree::parse_with_pest(rule, input),
                "{rule} {input:?}"
            );
        }
    }
}
