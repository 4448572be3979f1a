//! The default parse (the grammar's automaton, then cutting at delimiters)
//! against the reference: the pest parser and its lowering. Same verdict and
//! same components on every input below, and the verdict that Appendix A
//! gives; for a valid input, the same parse tree too (`Tree::parse`, also
//! cut at delimiters, against `Tree::parse_with_pest`). Both place their
//! errors with the same automaton, so comparing their errors would prove
//! nothing about the placement: each error offset is checked against
//! Appendix A instead (`appendix_a/mod.rs`).

use proptest::prelude::*;
use uri2396::grammar::Rule;
use uri2396::{Tree, UriReference};

mod appendix_a;
use appendix_a::{check_error_offset, derives};

#[track_caller]
fn same(input: &str) {
    let fast = UriReference::parse(input);
    let pest = UriReference::parse_with_pest(input);
    match (&fast, &pest) {
        // Equality is by the text: the typed trees and fragments hold
        // every component, so they compare the offsets too.
        (Ok(fast), Ok(pest)) => assert_eq!(
            (fast.as_str(), fast.uri(), fast.fragment()),
            (pest.as_str(), pest.uri(), pest.fragment()),
            "input {input:?}"
        ),
        (Err(fast), Err(pest)) => {
            for error in [fast, pest] {
                if let Err(message) = check_error_offset("URI-reference", input, error.offset()) {
                    panic!("{message}\n{error}");
                }
            }
        }
        _ => panic!("input {input:?}: parse gives {fast:?}, parse_with_pest {pest:?}"),
    }
    assert_eq!(
        fast.is_ok(),
        derives("URI-reference", input),
        "input {input:?}: the verdict of Appendix A"
    );
    // The tree cut at the delimiters against pest's, node for node. (Their
    // errors come from one automaton: only the trees are compared.)
    if fast.is_ok() {
        assert_eq!(
            Tree::parse(Rule::URI_REFERENCE, input),
            Tree::parse_with_pest(Rule::URI_REFERENCE, input),
            "input {input:?}: the tree"
        );
    }
}

#[test]
fn corpus_sample() {
    for line in include_str!("data/corpus-sample.txt").lines() {
        same(line);
    }
}

/// Where the whole corpus of real URIs is: `$URI2396_CORPUS`, or else
/// `../shared/corpus/real-uris.txt` beside the checkout, where CI has it.
fn corpus_path() -> String {
    std::env::var("URI2396_CORPUS").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/corpus/real-uris.txt"
        )
        .to_owned()
    })
}

fn check_whole_corpus(path: &str) {
    let corpus = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("the corpus {path} cannot be read: {e}"));
    let mut lines = 0;
    for line in corpus.lines() {
        same(line);
        lines += 1;
    }
    assert!(lines > 100_000, "{lines} lines");
}

/// The whole corpus, when it is there; CI (`CI=true`) requires it. A clone
/// on its own has only the sample above, and the list of tests says so:
/// `whole_corpus_required` shows as ignored.
#[test]
fn whole_corpus() {
    let path = corpus_path();
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    if in_ci || std::path::Path::new(&path).exists() {
        check_whole_corpus(&path);
    } else {
        eprintln!("{path} is missing: the whole corpus is not checked");
    }
}

/// The whole corpus, required: `cargo test -- --ignored` fails without it.
#[test]
#[ignore = "requires the corpus: ../shared/corpus/real-uris.txt beside the clone, or $URI2396_CORPUS"]
fn whole_corpus_required() {
    check_whole_corpus(&corpus_path());
}

#[test]
fn exhaustive_short_strings() {
    const ALPHABET: &[char] = &[
        'a', 'F', '1', '-', '.', ':', '@', '%', ';', '_', '/', '?', '#', ' ', '+', 'é',
    ];
    let mut input = String::new();
    fn extend(input: &mut String, depth: usize) {
        same(input);
        if depth == 0 {
            return;
        }
        for &c in ALPHABET {
            input.push(c);
            extend(input, depth - 1);
            input.pop();
        }
    }
    extend(&mut input, 4);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn uri_like_strings(input in "([a-zA-Z0-9]{1,3}:)?(//([a-z0-9.:@_%-]{0,6}))?(/[a-zA-Z0-9;=.%:@_-]{0,4}){0,4}(\\?[a-z0-9/?:@%=&]{0,5})?(#[a-z0-9/?#%]{0,4})?") {
        same(&input);
    }

    #[test]
    fn any_ascii(input in "[ -~\t]{0,24}") {
        same(&input);
    }
}
