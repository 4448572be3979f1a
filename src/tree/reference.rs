//! pest's parse tree of an input, as the entries of a [`Tree`]: the
//! reference that the trees built by cutting (`cut.rs`) are tested against,
//! node for node. pest_derive's parsers run the five named grammars,
//! pest's interpreter (pest_vm) any other.
//!
//! [`Tree`]: super::Tree

use pest::iterators::Pairs;
use pest::{RuleType, Token};

use super::Entry;
use crate::grammar::{PestGrammar, Rule, RuleKind, switched, with_pest_parser};

/// pest's tree of `input` as `rule`, depth first, the root first; `None`
/// when pest does not derive the whole input from the rule.
pub(super) fn pest_nodes(rule: Rule, input: &str) -> Option<Vec<Entry>> {
    let nodes = with_pest_parser!(
        rule.dialect(),
        |grammar| named_nodes(grammar, rule, input)?,
        |other| {
            // Without their parsers, `Tree::parse_with_pest` answers before
            // asking.
            #[cfg(not(feature = "pest-dialects"))]
            if other.named().is_some() {
                return None;
            }
            switched_nodes(other, rule, input)?
        }
    );
    root(rule, input, nodes)
}

/// pest's tree in a grammar that pest_derive made a parser of.
fn named_nodes<G: PestGrammar>(_: G, rule: Rule, input: &str) -> Option<Vec<Entry>> {
    entries(G::parse(G::pest(rule)?, input)?, G::of_pest)
}

/// pest's tree in a grammar compiled at run time: pest's interpreter runs
/// its text, its pairs named by the rules' pest names.
#[cfg(feature = "runtime-dialects")]
fn switched_nodes(grammar: crate::Dialect, rule: Rule, input: &str) -> Option<Vec<Entry>> {
    let compiled = switched::compiled(grammar);
    let pairs = compiled.vm().parse(compiled.pest_name(rule)?, input).ok()?;
    entries(pairs, |name| compiled.of_pest(name))
}

/// Without the feature `runtime-dialects`, every dialect is named.
#[cfg(not(feature = "runtime-dialects"))]
fn switched_nodes(_: crate::Dialect, _: Rule, _: &str) -> Option<Vec<Entry>> {
    switched::none()
}

/// The entries of pest's pairs, `ours` giving the rule of each pest rule.
fn entries<R: RuleType>(
    pairs: Pairs<'_, R>,
    ours: impl Fn(R) -> Option<Rule>,
) -> Option<Vec<Entry>> {
    // pest's flat list of start and end tokens is already in depth-first
    // order: a start makes an entry, its end closes it. Counted first, so
    // that the vector is allocated once, at its size (doubling would leave
    // up to half of it unused, next to pest's own tokens).
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
    open.is_empty().then_some(nodes)
}

/// `nodes` as the tree of `input` as `rule`: `None` unless they span it.
fn root(rule: Rule, input: &str, mut nodes: Vec<Entry>) -> Option<Vec<Entry>> {
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
