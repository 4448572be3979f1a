//! The default parse (the grammar's automaton, then cutting at delimiters)
//! against the reference: the pest parser and its lowering. Same verdict and
//! same components on every input below, and the verdict that Appendix A
//! gives; for a valid input, the same parse tree too (`Tree::parse`, also
//! cut at delimiters, against `Tree::parse_with_pest`). Both place their
//! errors with the same automaton, the default parse taking it up where
//! its pass left off and the reference running it from the start: the
//! errors are compared, which checks the place the pass resumes at, and
//! each error offset and expected set is checked against Appendix A too
//! (`appendix_a/mod.rs`). The verdict of `is_valid` and `is_valid_in` is
//! the parse's, in every named dialect, and so is the error of
//! `Rule::validate` and `UriReference::validate_in`.

use proptest::prelude::*;
use uri2396::Dialect;
use uri2396::grammar::Rule;
use uri2396::{Tree, UriReference};

use crate::appendix_a;
use appendix_a::{
    Known, Reading, check_error, check_error_offset_in, check_expected_strictly_in, derives,
    known_expected_disagreement,
};

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
            assert_eq!(fast, pest, "input {input:?}: the error");
            for error in [fast, pest] {
                if let Err(message) =
                    check_error("URI-reference", input, error.offset(), error.expected())
                {
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
    assert_eq!(UriReference::is_valid(input), fast.is_ok(), "{input:?}");
    assert_eq!(UriReference::validate(input), fast.map(|_| ()), "{input:?}");
    for dialect in Dialect::ALL {
        let parsed = UriReference::parse_in(input, dialect).map(|_| ());
        assert_eq!(
            UriReference::is_valid_in(input, dialect),
            parsed.is_ok(),
            "{input:?} in {dialect}"
        );
        // One run of the automaton from the start: the error the pass
        // gives, found from where it left off.
        let rule = Rule::URI_REFERENCE
            .in_dialect(dialect)
            .expect("every grammar has it");
        assert_eq!(rule.validate(input), parsed, "{input:?} in {dialect}");
        assert_eq!(
            UriReference::validate_in(input, dialect),
            parsed,
            "{input:?} in {dialect}"
        );
    }
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

/// The expected-set check is no rubber stamp: it takes the crate's set for
/// "http://a/b c" and refuses it with an item missing, with one too many,
/// without `end of input`, and with an item that names no rule.
#[test]
fn the_expected_set_check_refuses_wrong_sets() {
    let input = "http://a/b c";
    let err = UriReference::parse(input).expect_err("a space");
    assert_eq!(err.expected(), ["uric", "\"#\"", "end of input"]);
    let check = |expected: &[&str]| check_error("URI-reference", input, err.offset(), expected);
    assert_eq!(check(err.expected()), Ok(()));
    for wrong in [
        &["uric", "end of input"][..],
        &["uric", "\"#\"", "\"{\"", "end of input"],
        &["uric", "\"#\""],
        &["pchar", "\"#\"", "end of input"],
        &["uric", "\"#\"", "end of input", "no-such-rule"],
    ] {
        assert!(check(wrong).is_err(), "{wrong:?} passes");
    }
}

/// Where the crate's expected set is known to disagree with the recognizer
/// ([`Known`]): one input of each kind. Every error here is still placed
/// right; the test fails as soon as an expected set here agrees with the
/// recognizer, so that the exception in `appendix_a` goes with the bug.
#[test]
fn known_disagreements() {
    const JAVA: &[(&str, &str, Known)] = &[
        // Only other characters can start `other`: expected [].
        ("other", "a", Known::BeyondAscii),
        // Before a scope id only "%" follows, yet `escaped` is named.
        ("host", "[::1", Known::BeyondAscii),
        ("URI-reference", "http://[::.1.2]", Known::BeyondAscii),
    ];
    for &(name, input, known) in JAVA {
        let rule = Dialect::JAVA.find(name).expect("a rule of java");
        let err = Tree::parse(rule, input).expect_err("rejected");
        let (offset, expected) = (err.offset(), err.expected());
        assert_eq!(
            check_error_offset_in(Reading::JAVA, name, input, offset),
            Ok(()),
            "{name} {input:?}"
        );
        assert!(
            check_expected_strictly_in(Reading::JAVA, name, input, offset, expected).is_err(),
            "{name} {input:?}: the expected set {expected:?} now agrees with the recognizer; \
             remove the case, and the exception if no case is left"
        );
        assert_eq!(
            known_expected_disagreement(Reading::JAVA, name, input, offset, expected),
            Some(known),
            "{name} {input:?}"
        );
    }
}

/// `Rule::matches_bytes` on any bytes: `matches` on the text when they are
/// UTF-8, false when they are not, for every rule of every named dialect's
/// `URI-reference`; on bytes near the rules' (a URI with a byte or a
/// truncated, overlong or surrogate sequence put in) and on any bytes.
fn same_on_bytes(bytes: &[u8]) {
    for dialect in Dialect::ALL {
        let rule = Rule::URI_REFERENCE
            .in_dialect(dialect)
            .expect("every dialect has one");
        let want = std::str::from_utf8(bytes).is_ok_and(|s| rule.matches(s));
        assert_eq!(rule.matches_bytes(bytes), want, "{dialect:?} on {bytes:?}");
    }
}

#[test]
fn matches_bytes_is_matches_on_utf8_only() {
    let mut bytes: Vec<Vec<u8>> = include_str!("data/corpus-sample.txt")
        .lines()
        .map(|s| s.as_bytes().to_vec())
        .collect();
    let odd: [&[u8]; 9] = [
        b"\xff",
        b"\xc3",
        b"\xc0\xaf",
        b"\xed\xa0\x80",
        b"\xf4\x90\x80\x80",
        b"\xe2\x82",
        b"\x80",
        "é".as_bytes(),
        "日本".as_bytes(),
    ];
    for o in odd {
        for place in [
            "http://a/",
            "http://a/b?",
            "http://a/b#",
            "http://",
            "x:",
            "",
        ] {
            let mut b = place.as_bytes().to_vec();
            b.extend_from_slice(o);
            bytes.push(b.clone());
            b.extend_from_slice(b"c");
            bytes.push(b);
        }
    }
    for b in &bytes {
        same_on_bytes(b);
    }
}

proptest! {
    #[test]
    fn matches_bytes_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..24)) {
        same_on_bytes(&bytes);
    }

    #[test]
    fn matches_bytes_on_uri_like_bytes(
        head in "(http|x)://[a-z.]{0,4}/[a-z]{0,3}",
        odd in proptest::collection::vec(128u8..=255, 0..4),
        tail in "[a-z/?#]{0,3}",
    ) {
        let mut bytes = head.into_bytes();
        bytes.extend(odd);
        bytes.extend(tail.into_bytes());
        same_on_bytes(&bytes);
    }
}
