//! The crate's RFC 3986 and RFC 3987 readings (`UriReference::parse_in(s,
//! Dialect::RFC3986)` and `Dialect::RFC3987`, the typed parse that users
//! call) beside the parsers of the same RFCs: fluent-uri (`UriRef::parse`)
//! and iri-string (`UriReferenceStr::new`) for RFC 3986's URI references,
//! iri-string (`IriReferenceStr::new`) and oxiri (`IriRef::parse`) for RFC
//! 3987's IRI references. They run on the corpus sample
//! (`data/corpus-sample.txt`), every case file under `cases/`, a list of
//! inputs where readings of RFC 3986 are known to part and, for IRIs, a
//! list of IRIs in Japanese and at the edges of RFC 3987's ranges. Every
//! input on which a peer's verdict differs from ours is listed in the
//! reading's `data/<reading>/peer-differences.txt` with the ABNF's reason;
//! the test fails on a difference not listed, and on a listed one that no
//! longer occurs. On the inputs both accept, the components are the peer's.
//!
//! Our verdict is itself checked against the grammar's pest parser and the
//! independent recognizer on every input, so that a difference is the
//! peer's and not ours.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::appendix_a::{self, Reading};
use crate::appendix_a_3986;
use crate::rfc3986_pest;
use crate::trials;

use proptest::prelude::*;
use uri2396::{Dialect, UriReference};

/// iri-string's components of a reference of its type `$ty`
/// (`UriReferenceStr`, `IriReferenceStr`: the same accessors).
macro_rules! iri_string_split {
    ($ty:ident) => {
        |s| {
            let r = iri_string::types::$ty::new(s).ok()?;
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
        }
    };
}

/// A reading of the crate and the parsers of the same RFC it is held to.
struct Subject {
    /// The reading's name in messages and the folder of its list of
    /// differences (`data/<name>/peer-differences.txt`).
    name: &'static str,
    dialect: Dialect,
    /// The committed list of differences.
    differences: &'static str,
    /// The grammar's and the recognizer's verdict, which must be the
    /// typed parse's.
    grammar: fn(&str) -> bool,
    /// The peers' verdicts.
    peers: &'static [(&'static str, Verdict)],
    /// The peers' components, when they accept, and whether a peer splits
    /// the authority into userinfo, host and port.
    splits: &'static [(&'static str, Split, bool)],
    /// Inputs of the reading's own, beside the shared ones.
    own: fn() -> Vec<String>,
}

/// RFC 3986's reading beside fluent-uri and iri-string.
const RFC3986: Subject = Subject {
    name: "rfc3986",
    dialect: Dialect::RFC3986,
    differences: include_str!("data/rfc3986/peer-differences.txt"),
    grammar: |input| {
        let pest = rfc3986_pest::accepts("URI_reference", input);
        assert_eq!(
            pest,
            appendix_a_3986::derives("URI_reference", input),
            "the grammar and the recognizer part on {input:?}"
        );
        pest
    },
    peers: &[
        ("fluent-uri", |s| fluent_uri::UriRef::parse(s).is_ok()),
        ("iri-string", |s| {
            iri_string::types::UriReferenceStr::new(s).is_ok()
        }),
    ],
    splits: &[
        (
            "fluent-uri",
            |s| {
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
            },
            true,
        ),
        ("iri-string", iri_string_split!(UriReferenceStr), true),
    ],
    own: Vec::new,
};

/// RFC 3987's reading beside iri-string's IRIs and oxiri.
const RFC3987: Subject = Subject {
    name: "rfc3987",
    dialect: Dialect::RFC3987,
    differences: include_str!("data/rfc3987/peer-differences.txt"),
    grammar: |input| {
        let recognizer = appendix_a::derives_in(Reading::RFC3987, "IRI-reference", input);
        assert_eq!(
            recognizer,
            uri2396::Tree::parse_with_pest(uri2396::grammar::rfc3987::IRI_REFERENCE, input).is_ok(),
            "the grammar and the recognizer part on {input:?}"
        );
        recognizer
    },
    peers: &[
        ("iri-string", |s| {
            iri_string::types::IriReferenceStr::new(s).is_ok()
        }),
        ("oxiri", |s| oxiri::IriRef::parse(s).is_ok()),
    ],
    splits: &[
        ("iri-string", iri_string_split!(IriReferenceStr), true),
        (
            "oxiri",
            |s| {
                let r = oxiri::IriRef::parse(s).ok()?;
                // oxiri's parts borrow from its value, whose text is `s`:
                // the same bytes, read as parts of `s`.
                let within = |part: &str| {
                    let at = (part.as_ptr() as usize).checked_sub(s.as_ptr() as usize)?;
                    s.get(at..at + part.len())
                };
                Some([
                    r.scheme().and_then(within),
                    r.authority().and_then(within),
                    None,
                    None,
                    None,
                    within(r.path()),
                    r.query().and_then(within),
                    r.fragment().and_then(within),
                ])
            },
            false,
        ),
    ],
    own: || {
        include_str!("data/rfc3987/inputs.txt")
            .lines()
            .filter(|line| !line.starts_with('#'))
            .map(|line| serde_json::from_str(line).expect("a JSON string a line"))
            .collect()
    },
};

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

/// The inputs: the corpus sample's lines, every case file, [`delicate`]
/// and the subject's own.
fn inputs(subject: &Subject) -> Vec<String> {
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
    inputs.extend((subject.own)());
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

/// A peer's verdict on a reference.
type Verdict = fn(&str) -> bool;

/// A reference's components as text: scheme, authority, userinfo, host,
/// port, path, query, fragment; `None` where a peer does not split that
/// far (oxiri's authority).
type Parts<'a> = [Option<&'a str>; 8];

/// A peer's components, when it accepts the reference.
type Split = for<'a> fn(&'a str) -> Option<Parts<'a>>;

impl Subject {
    /// Our verdict on `input`, which must be the grammar's and the
    /// recognizer's.
    fn ours(&self, input: &str) -> bool {
        let typed = UriReference::parse_in(input, self.dialect).is_ok();
        assert_eq!(
            typed,
            (self.grammar)(input),
            "{}: the typed parse and the grammar part on {input:?}",
            self.name
        );
        typed
    }

    /// Our components of a reference we accept: the userinfo, host and
    /// port only for a peer that splits the authority (`whole`).
    fn our_parts<'a>(&self, input: &'a str, whole: bool) -> Parts<'a> {
        let c = UriReference::parse_in(input, self.dialect)
            .expect("accepted")
            .components();
        let ours = [
            c.scheme,
            c.authority,
            c.userinfo,
            c.host,
            c.port,
            Some(c.path),
            c.query,
            c.fragment,
        ];
        // What the peer does not split (oxiri's authority), ours neither.
        std::array::from_fn(|i| {
            if whole || !(2..=4).contains(&i) {
                ours[i]
            } else {
                None
            }
        })
    }

    /// The committed list: `<input as a JSON string> <TAB> <peer> <TAB>
    /// <accepts|rejects> <TAB> <reason>`, one a line; lines that open with
    /// "#" and empty lines are comments.
    fn listed(&self) -> BTreeMap<Difference, String> {
        let mut listed = BTreeMap::new();
        for (number, line) in self.differences.lines().enumerate() {
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
                self.peers.iter().any(|(name, _)| *name == peer),
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

    /// Every difference on [`inputs`] is listed, and every listed one
    /// occurs.
    fn every_difference_is_explained(&self) {
        let listed = self.listed();
        let mut found = Vec::new();
        let mut agreed = BTreeMap::<&str, usize>::new();
        let inputs = inputs(self);
        let mut split = BTreeMap::<&str, usize>::new();
        for input in &inputs {
            let grammar = self.ours(input);
            for (peer, parts, whole) in self.splits {
                if let (true, Some(theirs)) = (grammar, parts(input)) {
                    assert_eq!(
                        self.our_parts(input, *whole),
                        theirs,
                        "{peer} splits {input:?} otherwise"
                    );
                    *split.entry(peer).or_default() += 1;
                }
            }
            for (peer, accepts) in self.peers {
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
        let accepted = inputs.iter().filter(|i| self.ours(i)).count();
        assert!(
            accepted > 1000 && inputs.len() - accepted > 200,
            "{accepted} accepted"
        );
        let gone: Vec<&Difference> = listed.keys().filter(|d| !found.contains(d)).collect();
        assert!(
            unexplained.is_empty() && gone.is_empty(),
            "{} inputs; agreement {agreed:?}\nunexplained differences (add them to \
             tests/data/{}/peer-differences.txt with the ABNF's reason):\n{}\n\
             listed but not found: {gone:#?}",
            inputs.len(),
            self.name,
            unexplained.join("\n")
        );
        assert!(split.values().all(|&n| n > 1000), "{split:?}");
        eprintln!(
            "{}: {} inputs, {accepted} accepted; agreement {agreed:?}; {} differences, all listed; \
             the same components on {split:?}",
            self.name,
            inputs.len(),
            found.len()
        );
    }

    /// A peer's verdict on a generated input is ours, or the difference
    /// is listed.
    fn agree(&self, input: &str) -> Result<(), TestCaseError> {
        let grammar = self.ours(input);
        for (peer, parts, whole) in self.splits {
            if let (true, Some(theirs)) = (grammar, parts(input)) {
                prop_assert_eq!(
                    self.our_parts(input, *whole),
                    theirs,
                    "{} splits {:?} otherwise",
                    peer,
                    input
                );
            }
        }
        for (peer, accepts) in self.peers {
            let difference = Difference {
                input: input.to_owned(),
                peer: (*peer).to_owned(),
                grammar_accepts: grammar,
            };
            prop_assert!(
                accepts(input) == grammar || self.listed().contains_key(&difference),
                "{peer} differs from the grammar ({}) on {input:?}",
                if grammar { "accepts" } else { "rejects" }
            );
        }
        Ok(())
    }
}

/// One listed difference: the input, the peer, and the grammar's verdict
/// (which the peer does not share).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Difference {
    input: String,
    peer: String,
    grammar_accepts: bool,
}

#[test]
fn every_difference_from_the_rfc_3986_peers_is_explained() {
    RFC3986.every_difference_is_explained();
}

#[test]
fn every_difference_from_the_rfc_3987_peers_is_explained() {
    RFC3987.every_difference_is_explained();
}

/// Characters of the random strings and of the edits of near misses.
const ALPHABET: &[char] = &[
    'a', 'v', 'F', '0', '1', '.', ':', '/', '?', '#', '@', '[', ']', '%', '-', '_', '~', '!', '$',
    '(', ' ', '"', '\\', '^', 'é',
];

/// The same, with characters of each of RFC 3987's kinds and of none.
const IRI_ALPHABET: &[char] = &[
    'a',
    'F',
    '0',
    '.',
    ':',
    '/',
    '?',
    '#',
    '@',
    '[',
    ']',
    '%',
    '-',
    '!',
    ' ',
    'é',
    '表',
    '\u{A0}',
    '\u{E000}',
    '\u{F0000}',
    '\u{FFFE}',
    '\u{FDD0}',
    '\u{202E}',
    '\u{3000}',
    '\u{85}',
    '\u{E0001}',
    '\u{10000}',
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
        RFC3986.agree(&input)?;
    }

    /// IRIs generated from RFC 3987's expression, with and without a few
    /// edits, and random strings.
    #[test]
    fn the_iri_peers_agree_on_generated_references_and_near_misses(
        input in trials::biased(
            proptest::string::string_regex(&appendix_a::GENERATORS_3987["IRI-reference"])
                .expect("the expression of IRI-reference")
                .boxed(),
            IRI_ALPHABET,
        )
    ) {
        RFC3987.agree(&input)?;
    }

    /// References made of the parts where readings differ.
    #[test]
    fn the_peers_agree_on_references_of_delicate_parts(
        parts in prop::collection::vec(prop::sample::select(&[
            "http:", "a:", "//", "/", "@", ":", "[", "]", "::", "1", "v1.", "255", ".", "?", "#",
            "%41", "%4", "a", "-", "_", "!", "x:y", "1.2.3.4", "ffff:", "%25", "%", "表", "\u{E000}",
        ][..]), 0..12)
    ) {
        let input = parts.concat();
        RFC3986.agree(&input)?;
        RFC3987.agree(&input)?;
    }
}
