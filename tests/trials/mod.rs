//! The strings the equivalence tests try on a grammar: random strings over
//! an alphabet, valid strings with a few edits (near misses), and every
//! sequence of pieces up to a length. A module of the suite
//! (`tests/suite.rs`).

use std::collections::BTreeMap;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestError, TestRunner};

/// `cases` cases, no failure files.
pub fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// One edit: replace, insert or delete a character.
#[derive(Clone, Debug)]
pub enum Edit {
    Replace(prop::sample::Index, char),
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
}

fn edit(alphabet: &'static [char]) -> impl Strategy<Value = Edit> {
    let letter = move || prop::sample::select(alphabet);
    prop_oneof![
        (any::<prop::sample::Index>(), letter()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<prop::sample::Index>(), letter()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
    ]
}

pub fn apply(input: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Replace(i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = c;
            }
            Edit::Insert(i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i.index(chars.len()));
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Random strings over `alphabet`, `valid` strings with one to three edits
/// (the near misses), and `valid` strings themselves.
pub fn biased(valid: BoxedStrategy<String>, alphabet: &'static [char]) -> BoxedStrategy<String> {
    let random = prop::collection::vec(prop::sample::select(alphabet), 0..13)
        .prop_map(|chars| chars.into_iter().collect::<String>());
    let mutated = (valid.clone(), prop::collection::vec(edit(alphabet), 1..4))
        .prop_map(|(input, edits)| apply(&input, &edits));
    prop_oneof![
        2 => random,
        3 => mutated,
        1 => valid,
    ]
    .boxed()
}

/// Run a property with `cases` cases for every rule named; report every
/// rule that fails, with its minimal input.
pub fn for_every_rule<'a>(
    names: impl IntoIterator<Item = &'a str>,
    cases: u32,
    strategy: impl Fn(&str) -> BoxedStrategy<String>,
    property: impl Fn(&str, &str) -> Result<(), String>,
) {
    let mut failures = Vec::new();
    for name in names {
        let mut runner = TestRunner::new(config(cases));
        let result = runner.run(&strategy(name), |input| {
            property(name, &input).map_err(TestCaseError::fail)
        });
        match result {
            Ok(()) => {}
            Err(TestError::Fail(reason, _minimal_input)) => failures.push(reason.to_string()),
            Err(TestError::Abort(reason)) => {
                failures.push(format!("rule {name}: aborted: {reason}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Call `f` on every sequence of at most `max_len` of `pieces`, joined.
pub fn for_all_sequences(pieces: &[&str], max_len: usize, mut f: impl FnMut(&str)) {
    let mut buffer = String::new();
    let mut digits: Vec<usize> = Vec::new();
    for len in 0..=max_len {
        digits.clear();
        digits.resize(len, 0);
        loop {
            buffer.clear();
            buffer.extend(digits.iter().map(|&d| pieces[d]));
            f(&buffer);
            // The next sequence of this length, like an odometer.
            let mut position = len;
            while position > 0 {
                position -= 1;
                digits[position] += 1;
                if digits[position] < pieces.len() {
                    break;
                }
                digits[position] = 0;
            }
            if digits.iter().all(|&d| d == 0) {
                break;
            }
        }
    }
}

/// Call `f` on every string of at most `max_len` characters of `alphabet`.
pub fn for_all_strings(alphabet: &[char], max_len: usize, f: impl FnMut(&str)) {
    let letters: Vec<String> = alphabet.iter().map(char::to_string).collect();
    let pieces: Vec<&str> = letters.iter().map(String::as_str).collect();
    for_all_sequences(&pieces, max_len, f);
}

/// How many sequences of at most `max_len` of `pieces` pieces there are.
pub fn count(pieces: usize, max_len: usize) -> usize {
    (0..=max_len as u32).map(|n| pieces.pow(n)).sum()
}

/// Whether the recognizer derives an input (the second) from a rule (the
/// first, by name).
pub type Derives<'a> = Box<dyn Fn(&str, &str) -> bool + 'a>;

/// A grammar's rules as the equivalence tests try them: each rule's
/// generation expression (from `appendix_a`), the alphabet of random
/// strings and near misses, and the recognizer's verdict.
pub struct Rules<'a> {
    pub names: Vec<&'a str>,
    pub cases: u32,
    pub generators: &'a BTreeMap<&'static str, String>,
    pub alphabet: &'static [char],
    pub derives: Derives<'a>,
}

impl Rules<'_> {
    /// Strings the rule's expression generates: all of them valid.
    pub fn valid(&self, name: &str) -> BoxedStrategy<String> {
        proptest::string::string_regex(&self.generators[name])
            .unwrap_or_else(|e| {
                panic!("proptest cannot generate from the expression of {name}: {e}")
            })
            .boxed()
    }

    /// Random strings over the alphabet, valid strings with one to three
    /// edits (the near misses), and valid strings themselves.
    pub fn biased(&self, name: &str) -> BoxedStrategy<String> {
        biased(self.valid(name), self.alphabet)
    }

    /// Every string a rule's expression generates is one the recognizer
    /// derives (else the test is wrong) and passes `compare`.
    pub fn accept_what_they_generate(&self, compare: impl Fn(&str, &str) -> Result<bool, String>) {
        for_every_rule(
            self.names.iter().copied(),
            self.cases,
            |name| self.valid(name),
            |name, input| {
                if !(self.derives)(name, input) {
                    return Err(format!(
                        "rule {name}: the generation expression made {input:?}, which the \
                         membership expression rejects (a bug of this test)"
                    ));
                }
                compare(name, input).map(|_| ())
            },
        );
    }

    /// On random strings and near misses, every rule passes `compare`.
    pub fn agree_on_near_misses(&self, compare: impl Fn(&str, &str) -> Result<bool, String>) {
        for_every_rule(
            self.names.iter().copied(),
            self.cases,
            |name| self.biased(name),
            |name, input| compare(name, input).map(|_| ()),
        );
    }
}
