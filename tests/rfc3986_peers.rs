//! The crate's RFC 3986 reading (`UriReference::parse_in(s,
//! Dialect::RFC3986)`, the typed parse that users call) beside two RFC 3986
//! parsers, fluent-uri (`UriRef::parse`) and iri-string
//! (`UriReferenceStr::new`), on the corpus sample
//! (`data/corpus-sample.txt`), every case file under `cases/` and a list
//! of inputs where readings of RFC 3986 are known to part (below). Every
//! input on which a peer's verdict differs from ours is listed in
//! `data/rfc3986/peer-differences.txt` with the ABNF's reason; the test
//! fails on a difference not listed, and on a listed one that no longer
//! occurs. On the inputs both accept, the components are the peer's.
//!
//! Our verdict is itself checked against `rfc3986.pest`'s URI-reference
//! and the recognizer of Appendix A (`appendix_a_3986/mod.rs`) on every
//! input, so that a difference is the peer's and not ours.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

// pest_derive without its `std` feature writes `alloc::` paths.

use crate::appendix_a_3986;
use crate::rfc3986_pest;
use crate::trials;

use proptest::prelude::*;
use uri2396::{Dialect, UriReference};

/// The committed list of differences.
const DIFFERENCES: &str = include_str!("data/rfc3986/peer-differences.txt");

/// Inputs where RFC 3986 readers are known to part: the cases of RFC 3986
/// Appendix D and of issue 24, IP literals of every form, characters that
/// RFC 3986 no longer allows or newly allows, and the shapes of confusion;
/// the crate's own tests of RFC 3986's reading read the same file.
fn delicate() -> Vec<String> {
    include_str!("data/rfc3986/delicate.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| serde_json::from_str(line).expect("a JSON string a line"))
        .collect()
}

/// The inputs: the corpus sample's lines, every case file, and [`delicate`].
fn inputs() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let corpus =
        fs::read_to_string(root.join("data/corpus-sample.txt")).expect("the corpus sample");
    let mut inputs: Vec<String> = corpus.lines().map(str::to_owned).collect();
    let mut files = Vec::new();
    collect_files(&root.join("cases"), &mut files);
    files.sort();
    for file in files {
        // As tests/rules.rs reads a case: the final newline is no part of it.
        let mut text = fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        if text.ends_with('\n') {
            text.pop();
        }
        inputs.push(text);
    }
    inputs.extend(delicate());
    inputs.sort();
    inputs.dedup();
    inputs
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            collect_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "txt") {
            out.push(path);
        }
    }
}

/// A peer's verdict on a URI reference.
type Verdict = fn(&str) -> bool;

/// The peers, by the names the list of differences uses.
const PEERS: &[(&str, Verdict)] = &[
    ("fluent-uri", |s| fluent_uri::UriRef::parse(s).is_ok()),
    ("iri-string", |s| {
        iri_string::types::UriReferenceStr::new(s).is_ok()
    }),
];

/// Our verdict on `input`, which must be the grammar's and the
/// recognizer's.
fn ours(input: &str) -> bool {
    let typed = UriReference::parse_in(input, Dialect::RFC3986).is_ok();
    assert_eq!(
        typed,
        rfc3986_pest::accepts("URI_reference", input),
        "the typed parse and the grammar part on {input:?}"
    );
    assert_eq!(
        typed,
        appendix_a_3986::derives("URI_reference", input),
        "the typed parse and the recognizer part on {input:?}"
    );
    typed
}

/// A reference's components as text: scheme, authority, userinfo, host,
/// port, path, query, fragment.
type Parts<'a> = [Option<&'a str>; 8];

/// Our components of a reference we accept.
fn our_parts(input: &str) -> Parts<'_> {
    let c = UriReference::parse_in(input, Dialect::RFC3986)
        .expect("accepted")
        .components();
    [
        c.scheme,
        c.authority,
        c.userinfo,
        c.host,
        c.port,
        Some(c.path),
        c.query,
        c.fragment,
    ]
}

/// A peer's components, when it accepts the reference.
type Split = for<'a> fn(&'a str) -> Option<Parts<'a>>;

/// The peers' components, by name.
const SPLITS: &[(&str, Split)] = &[
    ("fluent-uri", |s| {
        let r = fluent_uri::UriRef::parse(s).ok()?;
        let a = r.authority();
        Some([
            r.scheme().map(|x| x.as_str()),
            a.map(|a| a.as_str()),
            a.and_then(|a| a.userinfo()).map(|u| u.as_str()),
            a.map(|a| a.host()),
            a.and_then(|a| a.port()).map(|p| p.as_str()),
            Some(r.path().as_str()),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        ])
    }),
    ("iri-string", |s| {
        let r = iri_string::types::UriReferenceStr::new(s).ok()?;
        let a = r.authority_components();
        Some([
            r.scheme_str(),
            r.authority_str(),
            a.as_ref().and_then(|a| a.userinfo()),
            a.as_ref().map(|a| a.host()),
            a.as_ref().and_then(|a| a.port()),
            Some(r.path_str()),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        ])
    }),
];

/// One listed difference: the input, the peer, and the grammar's verdict
/// (which the peer does not share).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Difference {
    input: String,
    peer: String,
    grammar_accepts: bool,
}

/// The committed list: `<input as a JSON string> <TAB> <peer> <TAB>
/// <accepts|rejects> <TAB> <reason>`, one a line; lines that open with "#"
/// and empty lines are comments.
fn listed() -> BTreeMap<Difference, String> {
    let mut listed = BTreeMap::new();
    for (number, line) in DIFFERENCES.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.splitn(4, '\t').collect();
        let [input, peer, verdict, reason] = fields[..] else {
            panic!(
                "line {}: four fields separated by tabs: {line:?}",
                number + 1
            );
        };
        let input: String = serde_json::from_str(input)
            .unwrap_or_else(|e| panic!("line {}: the input as JSON: {e}", number + 1));
        assert!(
            PEERS.iter().any(|(name, _)| *name == peer),
            "line {}: no peer {peer:?}",
            number + 1
        );
        let grammar_accepts = match verdict {
            "accepts" => true,
            "rejects" => false,
            other => panic!("line {}: the grammar's verdict {other:?}", number + 1),
        };
        assert!(!reason.trim().is_empty(), "line {}: no reason", number + 1);
        let difference = Difference {
            input,
            peer: peer.to_owned(),
            grammar_accepts,
        };
        let previous = listed.insert(difference, reason.to_owned());
        assert!(previous.is_none(), "line {}: listed twice", number + 1);
    }
    listed
}

#[test]
fn every_difference_from_the_peers_is_explained() {
    let listed = listed();
    let mut found = Vec::new();
    let mut agreed = BTreeMap::<&str, usize>::new();
    let inputs = inputs();
    let mut split = BTreeMap::<&str, usize>::new();
    for input in &inputs {
        let grammar = ours(input);
        for (peer, parts) in SPLITS {
            if let (true, Some(theirs)) = (grammar, parts(input)) {
                assert_eq!(
                    our_parts(input),
                    theirs,
                    "{peer} splits {input:?} otherwise"
                );
                *split.entry(peer).or_default() += 1;
            }
        }
        for (peer, accepts) in PEERS {
            if accepts(input) == grammar {
                *agreed.entry(peer).or_default() += 1;
            } else {
                found.push(Difference {
                    input: input.clone(),
                    peer: (*peer).to_owned(),
                    grammar_accepts: grammar,
                });
            }
        }
    }
    let unexplained: Vec<String> = found
        .iter()
        .filter(|d| !listed.contains_key(d))
        .map(|d| {
            format!(
                "{}\t{}\t{}\t?",
                serde_json::to_string(&d.input).expect("a JSON string"),
                d.peer,
                if d.grammar_accepts {
                    "accepts"
                } else {
                    "rejects"
                }
            )
        })
        .collect();
    // Both verdicts occur, many times: the comparison is no formality.
    let accepted = inputs.iter().filter(|i| ours(i)).count();
    assert!(
        accepted > 1000 && inputs.len() - accepted > 200,
        "{accepted} accepted"
    );
    let gone: Vec<&Difference> = listed.keys().filter(|d| !found.contains(d)).collect();
    assert!(
        unexplained.is_empty() && gone.is_empty(),
        "{} inputs; agreement {agreed:?}\nunexplained differences (add them to \
         tests/data/rfc3986/peer-differences.txt with the ABNF's reason):\n{}\n\
         listed but not found: {gone:#?}",
        inputs.len(),
        unexplained.join("\n")
    );
    assert!(split.values().all(|&n| n > 1000), "{split:?}");
    eprintln!(
        "{} inputs ({} delicate), {accepted} accepted; agreement {agreed:?}; {} differences, all listed; \
         the same components on {split:?}",
        inputs.len(),
        delicate().len(),
        found.len()
    );
}

/// A peer's verdict on a generated input is ours, or the
/// difference is listed.
fn agree(input: &str) -> Result<(), TestCaseError> {
    let grammar = ours(input);
    for (peer, parts) in SPLITS {
        if let (true, Some(theirs)) = (grammar, parts(input)) {
            prop_assert_eq!(
                our_parts(input),
                theirs,
                "{} splits {:?} otherwise",
                peer,
                input
            );
        }
    }
    for (peer, accepts) in PEERS {
        let difference = Difference {
            input: input.to_owned(),
            peer: (*peer).to_owned(),
            grammar_accepts: grammar,
        };
        prop_assert!(
            accepts(input) == grammar || listed().contains_key(&difference),
            "{peer} differs from the grammar ({}) on {input:?}",
            if grammar { "accepts" } else { "rejects" }
        );
    }
    Ok(())
}

/// Characters of the random strings and of the edits of near misses.
const ALPHABET: &[char] = &[
    'a', 'v', 'F', '0', '1', '.', ':', '/', '?', '#', '@', '[', ']', '%', '-', '_', '~', '!', '$',
    '(', ' ', '"', '\\', '^', 'é',
];

proptest! {
    #![proptest_config(trials::config(2048))]

    /// References generated from Appendix A's expression, with and without
    /// a few edits, and random strings.
    #[test]
    fn the_peers_agree_on_generated_references_and_near_misses(
        input in trials::biased(
            proptest::string::string_regex(&appendix_a_3986::GENERATORS["URI_reference"])
                .expect("the expression of URI-reference")
                .boxed(),
            ALPHABET,
        )
    ) {
        agree(&input)?;
    }

    /// References made of the parts where readings differ.
    #[test]
    fn the_peers_agree_on_references_of_delicate_parts(
        parts in prop::collection::vec(prop::sample::select(&[
            "http:", "a:", "//", "/", "@", ":", "[", "]", "::", "1", "v1.", "255", ".", "?", "#",
            "%41", "%4", "a", "-", "_", "!", "x:y", "1.2.3.4", "ffff:", "%25", "%",
        ][..]), 0..12)
    ) {
        agree(&parts.concat())?;
    }
}
