//! Parse trees of every rule of the three grammars: the first byte picks
//! the rule (RFC 2396's, then RFC 2732's, then java.net.URI's), the rest is
//! the input. The
//! automaton, pest's own whole-input rule (for RFC 2396's rules; the
//! amended grammar's whole-input rules are written by the library's build
//! and out of this crate's reach) and `Tree::parse` give one verdict; a
//! tree spans its input, each node's children lie inside it, in order, and
//! it is pest's tree of the input, node for node.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pest::Parser;
use uri2396::grammar::{Rule, java, rfc2732};
use uri2396::{Node, Tree};

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
    let rules = || Rule::ALL.iter().chain(&rfc2732::ALL).chain(&java::ALL);
    let Some(&rule) = rules().cycle().nth(usize::from(pick)) else {
        return;
    };
    let automaton = rule.matches(input);
    if let Some(whole) = Rule::ALL.contains(&rule).then(|| whole(rule)) {
        // `Tree::parse` asks the automaton first; pest is asked here on
        // its own.
        let pest = RfcParser::parse(whole, input).is_ok();
        assert_eq!(automaton, pest, "{}: {input:?}", rule.name());
    }
    match Tree::parse(rule, input) {
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
        Err(e) => {
            assert!(!automaton, "{}: {input:?}: {e}", rule.name());
            assert_eq!(e.rule(), rule, "{input:?}: {e}");
            assert!(e.to_string().starts_with("invalid "), "{input:?}: {e}");
            assert!(input.is_char_boundary(e.offset()), "{input:?}: {e:?}");
        }
    }
});

/// The whole-input entry point of a rule of RFC 2396.
fn whole(rule: Rule) -> pest_parser::Rule {
    let whole = format!("whole_{}", rule.name().replace('-', "_"));
    match pest_parser::Rule::all_rules()
        .iter()
        .find(|r| format!("{r:?}") == whole)
    {
        Some(&whole) => whole,
        None => panic!("{rule} has no whole-input entry point"),
    }
}

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
