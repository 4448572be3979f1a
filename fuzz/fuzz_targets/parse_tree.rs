//! Parse trees of every rule: the first byte picks the rule, the rest is
//! the input. The automaton, pest's own whole-input rule and `parse_tree`
//! give one verdict; a tree spans its input, and each node's children lie
//! inside it, in order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pest::Parser;
use uri2396::grammar::{RULES, RfcParser};
use uri2396::{Node, parse_tree};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(input) = std::str::from_utf8(rest) else {
        return;
    };
    let rule = &RULES[usize::from(pick) % RULES.len()];
    let automaton = rule.matches(input);
    // `parse_tree` asks the automaton first; pest is asked here on its own.
    let pest = RfcParser::parse(rule.whole, input).is_ok();
    assert_eq!(automaton, pest, "{}: {input:?}", rule.name);
    match parse_tree(rule.name, input) {
        Ok(tree) => {
            assert!(automaton, "{}: {input:?}", rule.name);
            let root = tree.root();
            assert_eq!(root.rule(), rule.name);
            assert_eq!((root.start(), root.end()), (0, input.len()));
            assert_eq!(root.text(), input);
            check_node(root, input);
            assert_eq!(tree.nodes().count(), root.descendants().count());
        }
        Err(e) => {
            assert!(!automaton, "{}: {input:?}: {e}", rule.name);
            // A syntax error of the rule, not an internal one.
            assert_eq!(e.rule(), rule.name, "{input:?}: {e}");
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
