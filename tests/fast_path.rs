//! The default parse (the grammar's automaton, then cutting at delimiters)
//! against the reference: the pest parser and its lowering. Same verdict,
//! same components, same error, on every input below.

use proptest::prelude::*;
use uri2396::UriReference;

#[track_caller]
fn same(input: &str) {
    assert_eq!(
        UriReference::parse(input),
        UriReference::parse_with_pest(input),
        "input {input:?}"
    );
}

#[test]
fn corpus_sample() {
    for line in include_str!("data/corpus-sample.txt").lines() {
        same(line);
    }
}

/// The whole corpus of real URIs, when the project's shared folder is beside
/// the checkout (it is in CI); a clone on its own has the sample above.
#[test]
fn whole_corpus_when_present() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/corpus/real-uris.txt"
    );
    let Ok(corpus) = std::fs::read_to_string(path) else {
        eprintln!("{path} not found: checked the sample only");
        return;
    };
    let mut lines = 0;
    for line in corpus.lines() {
        same(line);
        lines += 1;
    }
    assert!(lines > 100_000, "{lines} lines");
}

/// Every string of up to four characters over an alphabet that reaches
/// every delimiter and the server/reg_name boundary.
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
