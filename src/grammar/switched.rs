//! The grammar of any choice of switches, composed and compiled at run time
//! by the code that `build.rs` runs for the three named dialects: the
//! switches of `java.pest` applied in turn (`build/amend.rs`), then every
//! rule compiled into an automaton (`build/compile.rs`).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::automata::Automaton;
use crate::dialect::{Dialect, Switch};

#[path = "../../build/amend.rs"]
#[allow(dead_code)]
mod amend;
#[path = "../../build/compile.rs"]
#[allow(dead_code)]
mod compile;

const AMENDMENT: &str = include_str!("../../rfc2732.pest");
const SWITCHES: &str = include_str!("../../java.pest");

/// The pest text of `dialect`'s grammar: RFC 2396, amended by RFC 2732
/// when the dialect has [`Switch::Rfc2732`], then by each switch of
/// `java.pest` it has, in the order of the file.
pub(crate) fn text(dialect: Dialect) -> String {
    let mut grammar = if dialect.has(Switch::Rfc2732) {
        amend::amend(super::GRAMMAR, AMENDMENT, "RFC 2732", "rfc2732.pest")
    } else {
        super::GRAMMAR.to_owned()
    };
    for (name, patch) in amend::switches(SWITCHES) {
        let switch: Switch = name.parse().unwrap_or_else(|e| panic!("java.pest: {e}"));
        if dialect.has(switch) {
            grammar = amend::amend(&grammar, patch, "", name);
        }
    }
    grammar
}

/// A compiled grammar: one automaton per rule, in the order of its text.
pub(crate) struct Compiled {
    pub(crate) automata: Vec<Automaton>,
}

/// `dialect`'s grammar, compiled once per choice of switches and kept for
/// the life of the program: there are at most 2^9 of them, and a program
/// uses a few.
pub(crate) fn compiled(dialect: Dialect) -> &'static Compiled {
    static CACHE: OnceLock<Mutex<HashMap<Dialect, &'static Compiled>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Mutex::default);
    let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
    cache
        .entry(dialect)
        .or_insert_with(|| Box::leak(Box::new(compile_text(&text(dialect)))))
}

fn compile_text(text: &str) -> Compiled {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
        .unwrap_or_else(|e| panic!("a composed grammar is no pest: {e}"));
    let ast = pest_meta::parser::consume_rules(pairs)
        .unwrap_or_else(|e| panic!("a composed grammar is no pest: {e:?}"));
    let automata = compile::compile(&[&ast])
        .into_iter()
        .map(|table| Automaton {
            name: Box::leak(table.name.into_boxed_str()),
            start: table.start,
            next: Box::leak(table.next.into_boxed_slice()),
            accept: Box::leak(table.accept.into_boxed_slice()),
            first: table.first,
            plain: table.plain,
        })
        .collect();
    Compiled { automata }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, VecDeque};

    use super::*;
    use crate::automata::State;
    use crate::grammar::Grammar;

    /// Whether two automata accept the same strings: a walk of the pairs of
    /// states that some string reaches.
    fn same_language(a: &Automaton, b: &Automaton) -> bool {
        let mut seen = BTreeSet::from([(a.start, b.start)]);
        let mut todo = VecDeque::from([(a.start, b.start)]);
        while let Some((s, t)) = todo.pop_front() {
            if a.accepts(s) != b.accepts(t) {
                return false;
            }
            for byte in 0..=255u8 {
                let next: (State, State) = (
                    a.next[s as usize][byte as usize],
                    b.next[t as usize][byte as usize],
                );
                if seen.insert(next) {
                    todo.push_back(next);
                }
            }
        }
        true
    }

    /// Composed and compiled at run time, each named dialect's grammar is
    /// the one build.rs compiled: rule by rule, the same names and the
    /// same languages.
    #[test]
    fn the_named_dialects_compile_at_run_time_as_at_build_time() {
        for dialect in Dialect::ALL {
            let compiled = compiled(dialect);
            let built: Vec<&Automaton> = dialect.grammar().rules().map(|r| r.automaton()).collect();
            assert_eq!(compiled.automata.len(), built.len(), "{dialect}");
            for (ours, theirs) in compiled.automata.iter().zip(built) {
                assert_eq!(ours.name, theirs.name, "{dialect}");
                assert!(same_language(ours, theirs), "{dialect}: rule {}", ours.name);
                assert_eq!(ours.first, theirs.first, "{dialect}: rule {}", ours.name);
            }
        }
        let _ = Grammar::ALL;
    }
}
