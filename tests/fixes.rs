//! The fixes of errors fix: every fix that is an edit ([`Error::fixed`]),
//! made, removes its fault, so that the input up to the end of the edit
//! begins a string of the rule; and the edits of the errors, made one after
//! the other, end in a valid string. Checked on every `err`
//! case of `tests/cases` as its rule, on the corpus sample, and on the
//! whole corpus when it is there, with the figures of how many invalid
//! lines get a fix and how many of those fixes give a valid reference.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use uri2396::grammar::Rule;
use uri2396::{Error, Tree};

const SAMPLE: &str = include_str!("data/corpus-sample.txt");

/// What fixes made one after the other did to an invalid input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// The first error has no fix.
    NoFix,
    /// The first error's fix is a pointer, not an edit.
    Pointer,
    /// The first edit gave a valid string.
    ValidAtOnce,
    /// Further edits, each of the next error's, gave a valid string.
    ValidAfter(usize),
}

/// Whether `rule` derives `input`, else its error.
fn parse(rule: Rule, input: &str) -> Result<(), Error> {
    Tree::parse(rule, input).map(|_| ())
}

/// Checks that the edit from `old` (whose error is `error`) to `new` took
/// the fault away: `new`'s error, if any, lies past the edited part and
/// past the character that was at fault when it is still there.
fn check_progress(rule: Rule, old: &str, error: &Error, new: &str) -> Result<(), String> {
    let Err(next) = parse(rule, new) else {
        return Ok(());
    };
    // Taken from around the input: the fault was in what was taken.
    if new.len() < old.len()
        && let Some(start) = old.find(new)
    {
        let inside = start..start + new.len();
        return if inside.contains(&error.offset()) {
            Err(format!(
                "{rule}: the fix of {old:?} keeps {new:?}, where its fault at byte {} was",
                error.offset()
            ))
        } else {
            Ok(())
        };
    }
    let prefix = old
        .bytes()
        .zip(new.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let room = old.len().min(new.len()) - prefix;
    let suffix = old
        .bytes()
        .rev()
        .zip(new.bytes().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let edit_end = new.len() - suffix;
    let mut past = edit_end;
    // The character at fault, still there, is no longer at fault; inside
    // an escape the fault is the "%" before it, and that is edited.
    if error.offset() >= old.len() - suffix && error.found().is_some() && !error.in_escape() {
        past = past.max(error.offset() + new.len() - old.len() + 1);
    }
    if next.offset() < past {
        return Err(format!(
            "{rule}: the fix of {old:?} ({:?}) gives {new:?}, whose error at byte {} is not past byte {past}: {next}",
            error.fix(),
            next.offset()
        ));
    }
    Ok(())
}

/// Makes the fix of each error in turn, starting from `input`'s, and
/// checks each step.
fn follow(rule: Rule, input: &str) -> Outcome {
    let Err(first) = parse(rule, input) else {
        panic!("{rule}: {input:?} is valid");
    };
    if first.fix().is_none() {
        return Outcome::NoFix;
    }
    let mut text = input.to_owned();
    let mut error = first;
    // Each edit takes a fault away and leaves the faults after it: there
    // are no more edits than bytes, and each adds at most three per byte.
    for step in 0..=input.len() + 2 {
        let Some(new) = error.fixed(&text) else {
            assert!(
                step == 0,
                "{rule}: the edits of {input:?} end in {text:?}, whose error has none: {error}"
            );
            return Outcome::Pointer;
        };
        if let Err(message) = check_progress(rule, &text, &error, &new) {
            panic!("{message}");
        }
        match parse(rule, &new) {
            Ok(()) if step == 0 => return Outcome::ValidAtOnce,
            Ok(()) => return Outcome::ValidAfter(step),
            Err(next) => (text, error) = (new, next),
        }
    }
    panic!("{rule}: the fixes of {input:?} do not end");
}

/// Figures for a set of inputs.
fn tally(outcomes: impl IntoIterator<Item = Outcome>) -> BTreeMap<&'static str, usize> {
    let mut totals = BTreeMap::new();
    for outcome in outcomes {
        let mut count = |key| *totals.entry(key).or_insert(0) += 1;
        count("invalid");
        match outcome {
            Outcome::NoFix => continue,
            Outcome::Pointer => count("fix: a pointer, not an edit"),
            Outcome::ValidAtOnce => {
                count("fix: an edit");
                count("fix: an edit, valid at once");
                count("fix: an edit, valid after the later errors' edits");
            }
            Outcome::ValidAfter(_) => {
                count("fix: an edit");
                count("fix: an edit, valid after the later errors' edits");
            }
        }
        count("fix");
    }
    totals
}

fn corpus_outcomes(corpus: &str) -> impl Iterator<Item = Outcome> + '_ {
    corpus
        .lines()
        .filter(|line| !Rule::URI_REFERENCE.matches(line))
        .map(|line| follow(Rule::URI_REFERENCE, line))
}

/// Every `err` case, as its rule.
#[test]
fn cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut outcomes: BTreeMap<String, Outcome> = BTreeMap::new();
    for rule_dir in fs::read_dir(&dir).expect("tests/cases") {
        let rule_dir = rule_dir.expect("a case folder").path();
        if !rule_dir.is_dir() {
            continue;
        }
        let name = rule_dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let rule = Rule::find(name).unwrap_or_else(|e| panic!("no rule {name}: {e}"));
        for case in fs::read_dir(rule_dir.join("err")).expect("err cases") {
            let path = case.expect("a case").path();
            let mut input = fs::read_to_string(&path).expect("a case file");
            if input.ends_with('\n') {
                input.pop();
            }
            let key = format!("{name}/{}", path.file_name().unwrap().to_string_lossy());
            outcomes.insert(key, follow(rule, &input));
        }
    }
    let by_case: BTreeMap<&str, String> = outcomes
        .iter()
        .filter(|(_, o)| **o != Outcome::NoFix)
        .map(|(case, o)| (case.as_str(), format!("{o:?}")))
        .collect();
    let totals = tally(outcomes.values().copied());
    insta::with_settings!({
        snapshot_path => "../snapshots/fixes",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_yaml_snapshot!("cases_with_a_fix", by_case);
        insta::assert_yaml_snapshot!("cases_totals", totals);
    });
}

/// The corpus sample: how many invalid lines get a fix, and how many of
/// those fixes give a valid reference.
#[test]
fn corpus_sample() {
    let totals = tally(corpus_outcomes(SAMPLE));
    insta::with_settings!({
        snapshot_path => "../snapshots/fixes",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_yaml_snapshot!("corpus_sample_totals", totals);
    });
}

/// Where the whole corpus of real URIs is: `$URI2396_CORPUS`, or else
/// `../shared/corpus/real-uris.txt` beside the checkout.
fn corpus_path() -> String {
    std::env::var("URI2396_CORPUS").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/corpus/real-uris.txt"
        )
        .to_owned()
    })
}

/// The whole corpus, when it is there (CI, `CI=true`, requires it): every
/// fix is checked and the figures printed (`--nocapture`).
#[test]
fn whole_corpus() {
    let path = corpus_path();
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    if !in_ci && !Path::new(&path).exists() {
        eprintln!("{path} is missing: the fixes are not checked on the whole corpus");
        return;
    }
    let corpus = fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the corpus {path} cannot be read: {e}"));
    let totals = tally(corpus_outcomes(&corpus));
    println!("fixes on the whole corpus ({path}): {totals:#?}");
    assert!(totals.get("invalid").copied().unwrap_or(0) > 0);
}
