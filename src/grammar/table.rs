//! One table per grammar: what the code outside the grammar files asks of
//! a grammar, in one place, alike for the three grammars `build.rs`
//! compiles and for one composed at run time.
//!
//! The code names rules by RFC 2396's rule of the same name (or, for a rule
//! that an amendment adds, by RFC 2732's or java.net.URI's):
//! [`Table::rule`] gives the grammar's own. The table also keeps what the
//! errors work out per rule the first time they ask (the expected lists of
//! each automaton state, the first sets of the named classes), for the
//! life of the program, as it keeps the grammar's automata.

use std::sync::OnceLock;

use super::{Grammar, Rule, TABLE, switched};

/// A rule's name and the bytes that can start it: how the errors spell a
/// set of bytes.
pub(crate) type NamedSet = (&'static str, [bool; 256]);

/// What each state of a rule's automaton could have continued with.
pub(crate) type Expected = Box<[Vec<&'static str>]>;

/// One grammar's table: [`Grammar::table`].
pub(crate) struct Table {
    grammar: Grammar,
    /// The grammar's rule of the same name as each rule of the named
    /// grammars, by [`Rule::index`] (the rule itself when it has none).
    roles: Box<[Rule]>,
    /// The handle of the grammar's first rule.
    first: u16,
    /// The rule each of the grammar's rules is named as, by its position:
    /// RFC 2396's of the same name, else RFC 2732's, else java.net.URI's.
    named: Box<[Rule]>,
    /// The errors' lists of each rule, by its position in the grammar.
    expected: Box<[OnceLock<Expected>]>,
    /// The errors' first sets of the grammar.
    first_sets: OnceLock<Box<[NamedSet]>>,
}

impl Table {
    fn new(grammar: Grammar) -> Table {
        let roles = (0..TABLE.len())
            .map(|i| {
                let rule = Rule(u16::try_from(i).expect("fewer than 2^16 rules"));
                rule.in_grammar(grammar).unwrap_or(rule)
            })
            .collect();
        let named = grammar
            .rules()
            .map(|rule| {
                Grammar::ALL
                    .into_iter()
                    .find_map(|named| rule.in_grammar(named))
                    .unwrap_or(rule)
            })
            .collect();
        Table {
            grammar,
            roles,
            first: super::rows_of(grammar).start,
            named,
            expected: grammar.rules().map(|_| OnceLock::new()).collect(),
            first_sets: OnceLock::new(),
        }
    }

    /// The grammar of the table.
    pub(crate) fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// The grammar's rule named as `named`, a rule of RFC 2396 (or one
    /// that RFC 2732 or java.net.URI adds); `named` itself when the
    /// grammar has no rule of that name.
    #[inline]
    pub(crate) fn rule(&self, named: Rule) -> Rule {
        self.roles.get(named.index()).copied().unwrap_or(named)
    }

    /// The rule of RFC 2396 (or, for one that an amendment adds, of RFC 2732
    /// or java.net.URI) of the same name as `rule`, a rule of the grammar.
    pub(crate) fn named(&self, rule: Rule) -> Rule {
        let at = rule.0.checked_sub(self.first).map(usize::from);
        at.and_then(|at| self.named.get(at))
            .copied()
            .unwrap_or(rule)
    }

    /// The errors' lists of `rule`, a rule of the grammar, made by `make`
    /// the first time they are asked for.
    pub(crate) fn expected(
        &self,
        rule: Rule,
        make: impl FnOnce() -> Expected,
    ) -> &[Vec<&'static str>] {
        let at = rule.0.checked_sub(self.first).map(usize::from);
        match at.and_then(|at| self.expected.get(at)) {
            Some(cell) => cell.get_or_init(make),
            None => unreachable!("{rule:?} is no rule of {}", self.grammar),
        }
    }

    /// The errors' first sets, made by `make` the first time they are
    /// asked for.
    pub(crate) fn first_sets(&self, make: impl FnOnce() -> Box<[NamedSet]>) -> &[NamedSet] {
        self.first_sets.get_or_init(make)
    }
}

impl Grammar {
    /// The grammar's table, made the first time it is asked for and kept
    /// for the life of the program.
    pub(crate) fn table(self) -> &'static Table {
        static NAMED: [OnceLock<Table>; 3] = [const { OnceLock::new() }; 3];
        match self {
            Grammar::RFC2396 => NAMED[0].get_or_init(|| Table::new(self)),
            Grammar::RFC2732 => NAMED[1].get_or_init(|| Table::new(self)),
            Grammar::JAVA => NAMED[2].get_or_init(|| Table::new(self)),
            _ => switched::table(self.dialect(), || Table::new(self)),
        }
    }
}
