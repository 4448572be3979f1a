//! The grammar of any choice of switches, composed and compiled at run time
//! by the compiler that generated `src/generated/` for the five named
//! dialects (the crate `uri2396-compile`): the switches of `java.pest`
//! applied in turn (its `amend`), then every rule compiled into an
//! automaton (its `compile`), stored as the named ones are stored and read
//! back as they are. The only use of that crate at run time.

use std::collections::{BTreeSet, HashMap};
use std::ops::Range;
use std::sync::{Mutex, OnceLock, PoisonError};

use super::{Row, Rule, RuleKind, TABLE, Table, Written};
use uri2396_compile::{amend, compile, table};

use crate::automata::Automaton;
use crate::dialect::{Dialect, Switch};

const AMENDMENT: &str = include_str!("../../rfc2732.pest");
const SWITCHES: &str = include_str!("../../java.pest");

/// The pest text of `dialect`'s grammar: RFC 2396, amended by RFC 2732
/// when the dialect has RFC 2732's switch, then by each switch of
/// `java.pest` it has, in the order of the file.
pub(crate) fn text(dialect: Dialect) -> String {
    match compose(dialect) {
        Ok(text) => text,
        Err(e) => built_in(&e),
    }
}

/// [`text`], or why the grammar files do not compose.
fn compose(dialect: Dialect) -> Result<String, uri2396_compile::Error> {
    let mut grammar = if dialect.hooks().ipv6_literals {
        amend::amend(super::GRAMMAR, AMENDMENT, "RFC 2732", "rfc2732.pest")?
    } else {
        super::GRAMMAR.to_owned()
    };
    for (name, patch) in amend::switches(SWITCHES) {
        let switch: Switch = name
            .parse()
            .map_err(|e| uri2396_compile::Error::new(format!("java.pest: {e}")))?;
        if dialect.has(switch) {
            grammar = amend::amend(&grammar, patch, "", name)?;
        }
    }
    Ok(grammar)
}

/// An error of the compiler on the crate's own grammar files: they are
/// built in, and the tests compose and compile every choice of switches
/// (tests/switches.rs, and the unit test below), so none reaches a user.
#[cold]
fn built_in(error: &uri2396_compile::Error) -> ! {
    unreachable!("the built-in grammar files do not compile: {error}")
}

/// A grammar compiled at run time: its text, and its rules' rows and
/// automata, in the order of its text, for the rule handles `rules`.
pub(crate) struct Compiled {
    pub(crate) text: &'static str,
    pub(crate) rules: Range<u16>,
    rows: Vec<Row>,
    /// Each rule's examples, in the order of `rows`.
    examples: Vec<Written>,
    /// Each rule's automaton, compiled the first time it is asked for: a
    /// parse needs a few classes and `server`, its errors `URI-reference`.
    automata: Vec<OnceLock<Automaton>>,
    /// The rules' expressions, and the minimal automata of the rules
    /// compiled so far, which the others embed where they name them.
    compiler: Mutex<compile::Compiler>,
    /// The rule of each RFC name.
    by_name: HashMap<&'static str, Rule>,
    /// The pest name of each rule, in the order of `rows`: its RFC name
    /// with `_` for `-` (RFC 2396 itself writes `rel_path`, `hier_part`).
    pest_names: Vec<&'static str>,
    /// The rule of each pest name, for pest's pairs.
    by_pest: HashMap<&'static str, Rule>,
    /// pest's interpreter of `text`, the grammar's pest oracle, built the
    /// first time one is asked for (tests and fuzzers ask; parsing does not).
    vm: OnceLock<pest_vm::Vm>,
    /// The grammar's table, made the first time it is asked for (after the
    /// grammar, whose rules it looks up).
    table: OnceLock<Table>,
}

impl Compiled {
    /// The rule of a grammar compiled at run time by its RFC name.
    pub(crate) fn rule(&self, name: &str) -> Option<Rule> {
        self.by_name.get(name).copied()
    }

    /// The rule of a pest name, as pest's pairs name it.
    pub(crate) fn of_pest(&self, name: &str) -> Option<Rule> {
        self.by_pest.get(name).copied()
    }

    /// The pest name of one of the grammar's rules.
    pub(crate) fn pest_name(&self, rule: Rule) -> Option<&'static str> {
        let at = rule.0.checked_sub(self.rules.start)?;
        self.pest_names.get(usize::from(at)).copied()
    }

    /// pest's own interpreter running the grammar's text, as pest_derive
    /// would have generated a parser from it: the reference that the
    /// automata and the one-pass parse of this grammar are checked against.
    pub(crate) fn vm(&self) -> &pest_vm::Vm {
        self.vm.get_or_init(|| {
            // The text was read by pest_meta once already (`compile_text`).
            let (_, rules) = pest_meta::parse_and_optimize(self.text)
                .unwrap_or_else(|e| panic!("the composed grammar is no valid pest: {e:?}"));
            pest_vm::Vm::new(rules)
        })
    }
}

/// Rule handles per choice of switches: the grammar of the choice `i`
/// ([`Dialect::index`]) has the handles from `TABLE.len() + i * SLOT`.
/// Every choice's grammar has at most Java's rules, which all of them hold.
const SLOT: usize = 64;

/// The grammar of each choice of switches compiled so far, by its index:
/// looked up without a lock on every parse.
static COMPILED: [OnceLock<&'static Compiled>; Dialect::CHOICES] =
    [const { OnceLock::new() }; Dialect::CHOICES];

/// `dialect`'s grammar, composed and compiled once per choice of switches
/// and kept for the life of the program: there are at most 320 of them
/// (two switches need a third), a few thousand rules in all, and a
/// program uses a few.
pub(crate) fn compiled(dialect: Dialect) -> &'static Compiled {
    COMPILED[dialect.index()].get_or_init(|| {
        let first = TABLE.len() + dialect.index() * SLOT;
        Box::leak(Box::new(compile_text(dialect, text(dialect), first)))
    })
}

/// The table of `dialect`'s grammar, made by `make` the first time it is
/// asked for and kept with the grammar.
pub(crate) fn table(dialect: Dialect, make: impl FnOnce() -> Table) -> &'static Table {
    compiled(dialect).table.get_or_init(make)
}

/// The grammar compiled at run time that a rule handle belongs to.
fn owner(rule: Rule) -> &'static Compiled {
    let slot = (usize::from(rule.0) - TABLE.len()) / SLOT;
    match COMPILED.get(slot).and_then(OnceLock::get) {
        Some(compiled) => compiled,
        // Handles are made only from rows of compiled grammars.
        None => unreachable!("rule handle {} of no grammar", rule.0),
    }
}

/// The row of a rule of a grammar compiled at run time.
pub(crate) fn row(rule: Rule) -> &'static Row {
    let compiled = owner(rule);
    &compiled.rows[usize::from(rule.0 - compiled.rules.start)]
}

/// The examples of a rule of a grammar compiled at run time.
pub(crate) fn examples(rule: Rule) -> Written {
    let compiled = owner(rule);
    compiled.examples[usize::from(rule.0 - compiled.rules.start)]
}

/// The automaton of a rule of a grammar compiled at run time.
pub(crate) fn automaton(rule: Rule) -> &'static Automaton {
    let compiled = owner(rule);
    let at = usize::from(rule.0 - compiled.rules.start);
    compiled.automata[at].get_or_init(|| {
        // A rule's pest name is its RFC name with `_` for `-`.
        let name = compiled.rows[at].name.replace('-', "_");
        let table = compiled
            .compiler
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .table(&name)
            .unwrap_or_else(|e| built_in(&e));
        // The representation of the named grammars' automata, read as
        // theirs are.
        let name = leak(table.name.clone());
        match Automaton::from_bytes(name, &table.to_bytes()) {
            Some(automaton) => automaton,
            None => unreachable!("the automaton of {name} does not read back"),
        }
    })
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_all(strings: &[String]) -> &'static [&'static str] {
    Box::leak(strings.iter().cloned().map(leak).collect())
}

fn compile_text(grammar: Dialect, text: String, first: usize) -> Compiled {
    let source = table::Grammar::new("", "", text.clone(), grammar.grammar_name())
        .unwrap_or_else(|e| built_in(&e));
    assert!(
        source.ast.len() <= SLOT,
        "{}: more than {SLOT} rules",
        grammar.grammar_name()
    );
    let handle = |i: usize| Rule(u16::try_from(first + i).expect("fewer than 2^16 rules"));
    let index: HashMap<&str, usize> = source
        .ast
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    let mut excluded = BTreeSet::new();
    let tables: Vec<table::Row> = source
        .ast
        .iter()
        .map(|rule| table::row(&source, rule, &index, &mut excluded))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| built_in(&e));
    let rows: Vec<Row> = tables
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let used_by: Vec<Rule> = tables
                .iter()
                .enumerate()
                .filter(|(_, r)| r.uses.contains(&i))
                .map(|(j, _)| handle(j))
                .collect();
            let uses: Vec<Rule> = row.uses.iter().map(|&j| handle(j)).collect();
            Row {
                grammar,
                name: leak(row.name.clone()),
                kind: match row.kind {
                    "Structure" => RuleKind::Structure,
                    "Leaf" => RuleKind::Leaf,
                    "Class" => RuleKind::Class,
                    _ => RuleKind::Excluded,
                },
                bnf: leak(row.bnf.clone()),
                rfc: row.rfc,
                section: leak(row.section.clone()),
                uses: Box::leak(uses.into_boxed_slice()),
                used_by: Box::leak(used_by.into_boxed_slice()),
            }
        })
        .collect();
    let by_name = source
        .ast
        .iter()
        .enumerate()
        .map(|(i, _)| (rows[i].name, handle(i)))
        .collect();
    let pest_names: Vec<&'static str> = source.ast.iter().map(|r| leak(r.name.clone())).collect();
    let by_pest = pest_names
        .iter()
        .enumerate()
        .map(|(i, &name)| (name, handle(i)))
        .collect();
    Compiled {
        text: leak(text),
        rules: handle(0).0..handle(source.ast.len()).0,
        rows,
        examples: tables
            .iter()
            .map(|row| (leak_all(&row.matching), leak_all(&row.failing)))
            .collect(),
        automata: source.ast.iter().map(|_| OnceLock::new()).collect(),
        compiler: Mutex::new(compile::Compiler::of_rules(&source.ast)),
        by_name,
        pest_names,
        by_pest,
        vm: OnceLock::new(),
        table: OnceLock::new(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, VecDeque};

    use super::*;
    use crate::automata::State;

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
                let next: (State, State) = (a.step(s, byte), b.step(t, byte));
                if seen.insert(next) {
                    todo.push_back(next);
                }
            }
        }
        true
    }

    /// Composed and compiled at run time, each named dialect's grammar is
    /// the one kept in `src/generated/`: rule by rule, the same names and the
    /// same languages.
    #[test]
    fn the_named_dialects_compile_at_run_time_as_at_build_time() {
        // RFC 3986's grammar is its own, never composed from switches.
        for dialect in Dialect::ALL.into_iter().filter(|d| !d.is_own_grammar()) {
            let compiled = compiled(dialect);
            let built: Vec<&Automaton> = dialect.rules().map(|r| r.automaton()).collect();
            assert_eq!(compiled.automata.len(), built.len(), "{dialect}");
            let ours = compiled.rules.clone().map(|i| automaton(Rule(i)));
            for (ours, theirs) in ours.zip(built) {
                assert_eq!(ours.name, theirs.name, "{dialect}");
                assert!(same_language(ours, theirs), "{dialect}: rule {}", ours.name);
                assert_eq!(ours.first, theirs.first, "{dialect}: rule {}", ours.name);
            }
        }
        let _ = Dialect::ALL;
    }
}
