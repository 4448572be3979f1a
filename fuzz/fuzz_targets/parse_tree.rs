//! Parse trees of every rule: the first byte picks the rule, the rest is
//! the input. The automaton, pest's own whole-input rule and `parse_tree`
//! give one verdict; a tree spans its input, each node's children lie
//! inside it, in order, and it is pest's tree of the input, node for node.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pest::Parser;
use uri2396::grammar::Rule;
use uri2396::{Node, Tree, TreeError, parse_tree};

/// pest's parser of the grammar, derived here (the crate's is private),
/// with each rule's whole-input entry point, as `tests/bnf_equivalence.rs`.
mod pest_parser {
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "../uri2396.pest"]
    #[grammar = "../tests/support/whole.pest"]
    pub struct RfcParser;
}
use pest_parser::RfcParser;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(input) = std::str::from_utf8(rest) else {
        return;
    };
    let rule = Rule::ALL[usize::from(pick) % Rule::ALL.len()];
    let whole = format!("whole_{}", rule.name().replace('-', "_"));
    let Some(&whole) = pest_parser::Rule::all_rules()
        .iter()
        .find(|r| format!("{r:?}") == whole)
    else {
        panic!("{rule} has no whole-input entry point");
    };
    let automaton = rule.matches(input);
    // `parse_tree` asks the automaton first; pest is asked here on its own.
    let pest = RfcParser::parse(whole, input).is_ok();
    assert_eq!(automaton, pest, "{}: {input:?}", rule.name());
    match parse_tree(rule.name(), input) {
        Ok(tree) => {
            assert!(automaton, "{}: {input:?}", rule.name());
            let root = tree.root();
            assert_eq!(root.rule(), rule.name());
            assert_eq!((root.start(), root.end()), (0, input.len()));
            assert_eq!(root.text(), input);
            check_node(root, input);
            assert_eq!(tree.nodes().count(), root.descendants().count());
            // The tree cut at the delimiters is pest's, node for node.
            assert_eq!(
                Tree::parse_with_pest(rule, input).as_ref(),
                Ok(&tree),
                "{}: {input:?}",
                rule.name()
            );
        }
        Err(TreeError::UnknownRule(e)) => panic!("{rule}: {e}"),
        Err(TreeError::Syntax(e)) => {
            assert!(!automaton, "{}: {input:?}: {e}", rule.name());
            assert_eq!(e.rule(), rule, "{input:?}: {e}");
            assert!(e.to_string().starts_with("invalid "), "{input:?}: {e}");
            assert!(input.is_char_boundary(e.offset()), "{input:?}: {e:?}");
        }
    }
});

/// A node's span lies on characters of the input, and its children follow
/// one another inside it.
fn check_node(node: Node<'_, '_>, input: &str) {
    assert!(node.start() <= node.end(), "{node:?}");
    assert!(input.is_char_boundary(node.start()) && input.is_char_boundary(node.end()));
    let mut at = node.start();
    for child in node.children() {
        assert!(at <= child.start() && child.end() <= node.end(), "{node:?}");
        at = child.end();
        check_node(child, input);
    }
}
