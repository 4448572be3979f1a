//! Real URIs harvested from documentation (a sample of the project's corpus,
//! one per line): the typed parse, the tree parse, the grammar's automaton
//! and Appendix A agree on every line, each error is placed where Appendix A
//! says the line stops being a URI reference, a valid reference prints back
//! byte for byte and its tree is pest's node for node, and the totals are
//! reviewed as a snapshot.

use std::collections::BTreeMap;

use uri2396::grammar::Rule;
use uri2396::{Tree, UriReference};

use crate::appendix_a;
use appendix_a::{check_error, derives};

const SAMPLE: &str = include_str!("data/corpus-sample.txt");

#[test]
fn typed_and_tree_parses_agree_and_round_trip() {
    let mut totals: BTreeMap<String, usize> = BTreeMap::new();
    for (n, line) in SAMPLE.lines().enumerate() {
        let typed = UriReference::parse(line);
        let tree = Tree::parse(Rule::URI_REFERENCE, line);
        assert_eq!(
            Rule::URI_REFERENCE.matches(line),
            typed.is_ok(),
            "line {}: automaton and parser disagree on {line:?}",
            n + 1
        );
        assert_eq!(
            derives("URI-reference", line),
            typed.is_ok(),
            "line {}: Appendix A and parser disagree on {line:?}",
            n + 1
        );
        match (&typed, &tree) {
            (Ok(uri), Ok(tree)) => {
                assert_eq!(uri.to_string(), line, "line {}: round trip", n + 1);
                assert_eq!(tree.root().text(), line);
                assert_eq!(
                    Ok(tree),
                    Tree::parse_with_pest(Rule::URI_REFERENCE, line).as_ref(),
                    "line {}: the tree against pest's",
                    n + 1
                );
                let kind = match uri.uri() {
                    uri2396::Uri::Absolute(_) => "valid absoluteURI",
                    uri2396::Uri::Relative(_) => "valid relativeURI",
                    uri2396::Uri::Empty => "valid empty",
                };
                *totals.entry(kind.into()).or_default() += 1;
            }
            (Err(a), Err(b)) => {
                // Both place the error with the same automaton: each offset
                // is checked against Appendix A rather than against the other.
                for error in [a, b] {
                    if let Err(message) =
                        check_error("URI-reference", line, error.offset(), error.expected())
                    {
                        panic!("line {}: {message}", n + 1);
                    }
                }
                let class = a.class().map_or("end of input", |c| c.name());
                *totals.entry(format!("invalid: {class}")).or_default() += 1;
            }
            _ => panic!(
                "line {}: {line:?}: typed {typed:?} but tree {tree:?}",
                n + 1
            ),
        }
    }
    insta::with_settings!({
        snapshot_path => "../snapshots/corpus",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_yaml_snapshot!("corpus_sample_totals", totals);
    });
}
