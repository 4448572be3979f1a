//! Compiles `uri2396.pest` into one deterministic automaton per rule.
//!
//! Every rule of RFC 2396 Appendix A is a regular language (the grammar has
//! no recursion), so each can be recognised by a DFA. This script reads the
//! grammar with pest_meta, so the automata follow the grammar file: editing a
//! rule changes both the pest parser and its automaton.
//!
//! The expressions are read as regular expressions: sequence, choice as
//! union, repetition, option, literals and ranges. The two lookaheads of the
//! grammar (in `authority` and `hostname`) only steer the PEG's choice of
//! tree; as the grammar's `// PEG:` comments argue, they never change the
//! set of strings a rule accepts, so they are read as the empty string. The
//! test suite checks that each automaton and the pest rule agree.
//!
//! The automata are built over byte classes (bytes that every rule treats
//! alike share a class) and minimized. Output, in `$OUT_DIR/automata.rs`:
//! per rule, a table of 256 next states for each state (one look-up per
//! input byte), its start state and its accepting states. State 0 is the
//! dead state.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::{env, fs, path::Path};

use pest_meta::ast::{Expr, Rule};
use pest_meta::parser::{self, Rule as MetaRule};

/// A set of bytes, as a bitmap.
type ByteSet = [bool; 256];

/// A Thompson NFA: epsilon edges and byte-set edges.
#[derive(Default)]
struct Nfa {
    eps: Vec<Vec<usize>>,
    edges: Vec<Vec<(usize, usize)>>, // (index into sets, target)
    sets: Vec<ByteSet>,
}

impl Nfa {
    fn state(&mut self) -> usize {
        self.eps.push(Vec::new());
        self.edges.push(Vec::new());
        self.eps.len() - 1
    }

    fn eps(&mut self, from: usize, to: usize) {
        self.eps[from].push(to);
    }

    fn bytes(&mut self, from: usize, set: ByteSet, to: usize) {
        let index = match self.sets.iter().position(|s| *s == set) {
            Some(i) => i,
            None => {
                self.sets.push(set);
                self.sets.len() - 1
            }
        };
        self.edges[from].push((index, to));
    }
}

struct Builder<'g> {
    rules: &'g HashMap<String, Rule>,
    nfa: Nfa,
    /// Rules being expanded, to refuse recursion (which no regular language needs).
    stack: Vec<String>,
}

impl Builder<'_> {
    /// Adds `expr` between two new states and returns them.
    fn build(&mut self, expr: &Expr) -> (usize, usize) {
        let (start, end) = (self.nfa.state(), self.nfa.state());
        self.build_between(expr, start, end);
        (start, end)
    }

    fn build_between(&mut self, expr: &Expr, start: usize, end: usize) {
        match expr {
            Expr::Str(s) => {
                let mut at = start;
                for (i, b) in s.bytes().enumerate() {
                    let next = if i + 1 == s.len() {
                        end
                    } else {
                        self.nfa.state()
                    };
                    let mut set = [false; 256];
                    set[b as usize] = true;
                    self.nfa.bytes(at, set, next);
                    at = next;
                }
                if s.is_empty() {
                    self.nfa.eps(start, end);
                }
            }
            Expr::Range(lo, hi) => {
                let (lo, hi) = (char_of(lo), char_of(hi));
                assert!(
                    hi.is_ascii(),
                    "only ASCII ranges are supported: {lo:?}..{hi:?}"
                );
                let mut set = [false; 256];
                set[lo as usize..=hi as usize].fill(true);
                self.nfa.bytes(start, set, end);
            }
            Expr::Ident(name) if name == "EOI" || name == "SOI" => {
                panic!("{name} outside a lookahead has no regular reading")
            }
            Expr::Ident(name) => {
                let rule = self
                    .rules
                    .get(name)
                    .unwrap_or_else(|| panic!("unknown rule {name}"));
                assert!(!self.stack.contains(name), "rule {name} is recursive");
                self.stack.push(name.clone());
                let expr = rule.expr.clone();
                self.build_between(&expr, start, end);
                self.stack.pop();
            }
            // The grammar's lookaheads only choose between trees; see above.
            Expr::PosPred(_) => self.nfa.eps(start, end),
            Expr::Seq(a, b) => {
                let mid = self.nfa.state();
                self.build_between(a, start, mid);
                self.build_between(b, mid, end);
            }
            Expr::Choice(a, b) => {
                self.build_between(a, start, end);
                self.build_between(b, start, end);
            }
            Expr::Opt(a) => {
                self.build_between(a, start, end);
                self.nfa.eps(start, end);
            }
            Expr::Rep(a) => {
                let (s, e) = self.build(a);
                self.nfa.eps(start, s);
                self.nfa.eps(e, s);
                self.nfa.eps(start, end);
                self.nfa.eps(e, end);
            }
            Expr::RepOnce(a) => {
                let (s, e) = self.build(a);
                self.nfa.eps(start, s);
                self.nfa.eps(e, s);
                self.nfa.eps(e, end);
            }
            other => panic!("no regular reading for {other:?}"),
        }
    }
}

/// The character of a pest character literal, with or without its quotes.
fn char_of(literal: &str) -> char {
    let inner = match literal
        .strip_prefix('\'')
        .and_then(|l| l.strip_suffix('\''))
    {
        Some(inner) if !inner.is_empty() => inner,
        _ => literal,
    };
    let mut chars = inner.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => c,
        _ => panic!("unexpected character literal {literal:?}"),
    }
}

/// A DFA over byte classes. State 0 is dead.
struct Dfa {
    start: usize,
    trans: Vec<Vec<usize>>,
    accept: Vec<bool>,
}

fn closure(nfa: &Nfa, states: &mut BTreeSet<usize>) {
    let mut todo: Vec<usize> = states.iter().copied().collect();
    while let Some(s) = todo.pop() {
        for &t in &nfa.eps[s] {
            if states.insert(t) {
                todo.push(t);
            }
        }
    }
}

/// Subset construction, then Moore's partition refinement.
fn determinize(
    nfa: &Nfa,
    start: usize,
    end: usize,
    classes: &[u8; 256],
    class_count: usize,
) -> Dfa {
    let representative: Vec<usize> = (0..class_count)
        .map(|c| classes.iter().position(|&k| k as usize == c).unwrap_or(0))
        .collect();
    let mut first = BTreeSet::from([start]);
    closure(nfa, &mut first);
    let mut ids: BTreeMap<BTreeSet<usize>, usize> = BTreeMap::new();
    let mut sets: Vec<BTreeSet<usize>> = vec![BTreeSet::new()];
    ids.insert(BTreeSet::new(), 0);
    ids.insert(first.clone(), 1);
    sets.push(first);
    let mut trans: Vec<Vec<usize>> = vec![vec![0; class_count]];
    let mut i = 1;
    while i < sets.len() {
        let mut row = vec![0; class_count];
        for (class, &byte) in representative.iter().enumerate() {
            let mut next = BTreeSet::new();
            for &s in &sets[i] {
                for &(set, target) in &nfa.edges[s] {
                    if nfa.sets[set][byte] {
                        next.insert(target);
                    }
                }
            }
            closure(nfa, &mut next);
            let id = match ids.get(&next) {
                Some(&id) => id,
                None => {
                    sets.push(next.clone());
                    ids.insert(next, sets.len() - 1);
                    sets.len() - 1
                }
            };
            row[class] = id;
        }
        trans.push(row);
        i += 1;
    }
    let accept: Vec<bool> = sets.iter().map(|s| s.contains(&end)).collect();
    minimize(Dfa {
        start: 1,
        trans,
        accept,
    })
}

fn minimize(dfa: Dfa) -> Dfa {
    let n = dfa.trans.len();
    // Accepting versus not: every state from which nothing is accepted ends
    // up in the dead state's block, so a run stops at the first byte that
    // no valid string can have there.
    let mut block: Vec<usize> = (0..n).map(|s| usize::from(dfa.accept[s])).collect();
    loop {
        let mut signatures: BTreeMap<(usize, Vec<usize>), usize> = BTreeMap::new();
        let mut next = vec![0; n];
        for s in 0..n {
            let sig = (
                block[s],
                dfa.trans[s].iter().map(|&t| block[t]).collect::<Vec<_>>(),
            );
            let len = signatures.len();
            next[s] = *signatures.entry(sig).or_insert(len);
        }
        let stable = signatures.len() == block.iter().collect::<BTreeSet<_>>().len();
        block = next;
        if stable {
            break;
        }
    }
    // Renumber: the dead block becomes 0, the others in order of first use.
    let dead = block[0];
    let mut number: BTreeMap<usize, usize> = BTreeMap::from([(dead, 0)]);
    let mut order = vec![dfa.start];
    let mut seen = BTreeSet::from([dfa.start]);
    let mut k = 0;
    while k < order.len() {
        for &t in &dfa.trans[order[k]] {
            if seen.insert(t) {
                order.push(t);
            }
        }
        k += 1;
    }
    for &s in &order {
        let len = number.len();
        number.entry(block[s]).or_insert(len);
    }
    let count = number.len();
    let mut trans = vec![Vec::new(); count];
    let mut accept = vec![false; count];
    trans[0] = vec![0; dfa.trans[0].len()];
    for &s in &order {
        let b = number[&block[s]];
        trans[b] = dfa.trans[s].iter().map(|&t| number[&block[t]]).collect();
        accept[b] = dfa.accept[s];
    }
    Dfa {
        start: number[&block[dfa.start]],
        trans,
        accept,
    }
}

/// The bytes that can start a string of the rule (for a class such as
/// `pchar`, its characters, and "%" when it admits escapes).
fn first_bytes(dfa: &Dfa, classes: &[u8; 256]) -> Vec<bool> {
    classes
        .iter()
        .map(|&class| dfa.trans[dfa.start][class as usize] != 0)
        .collect()
}

fn main() {
    println!("cargo:rerun-if-changed=uri2396.pest");
    println!("cargo:rerun-if-changed=build.rs");
    let source = fs::read_to_string("uri2396.pest").expect("read uri2396.pest");
    let pairs = parser::parse(MetaRule::grammar_rules, &source)
        .unwrap_or_else(|e| panic!("uri2396.pest: {e}"));
    let ast = parser::consume_rules(pairs).unwrap_or_else(|e| panic!("uri2396.pest: {e:?}"));
    let order: Vec<String> = ast.iter().map(|r| r.name.clone()).collect();
    let rules: HashMap<String, Rule> = ast.into_iter().map(|r| (r.name.clone(), r)).collect();

    // One NFA per rule, all in one arena so the byte classes are shared.
    let mut builder = Builder {
        rules: &rules,
        nfa: Nfa::default(),
        stack: Vec::new(),
    };
    let ends: Vec<(usize, usize)> = order
        .iter()
        .map(|name| builder.build(&Expr::Ident(name.clone())))
        .collect();
    let nfa = builder.nfa;

    // Bytes that fall in the same byte sets everywhere share a class.
    let mut classes = [0u8; 256];
    let mut signatures: BTreeMap<Vec<bool>, u8> = BTreeMap::new();
    for b in 0..256 {
        let sig: Vec<bool> = nfa.sets.iter().map(|s| s[b]).collect();
        let len = signatures.len();
        classes[b] = *signatures.entry(sig).or_insert(len as u8);
    }
    let class_count = signatures.len();

    let mut out = String::new();
    writeln!(
        out,
        "// Generated by build.rs from uri2396.pest. Do not edit."
    )
    .unwrap();
    writeln!(
        out,
        "/// One automaton per rule, in the order of the grammar file."
    )
    .unwrap();
    writeln!(
        out,
        "pub(crate) static AUTOMATA: [Automaton; {}] = [",
        order.len()
    )
    .unwrap();
    for (name, &(start, end)) in order.iter().zip(&ends) {
        let dfa = determinize(&nfa, start, end, &classes, class_count);
        // One row of 256 next states per state: one look-up per byte.
        let rows: Vec<String> = dfa
            .trans
            .iter()
            .map(|row| {
                let next: Vec<u8> = classes
                    .iter()
                    .map(|&class| u8::try_from(row[class as usize]).expect("under 256 states"))
                    .collect();
                format!("{next:?}")
            })
            .collect();
        writeln!(
            out,
            "    Automaton {{ name: {name:?}, start: {}, next: &[{}], accept: &{:?}, first: {:?}, plain: {:?} }},",
            dfa.start,
            rows.join(", "),
            dfa.accept,
            first_bytes(&dfa, &classes),
            // The same without "%", for scanning runs of single characters.
            first_bytes(&dfa, &classes).iter().enumerate().map(|(b, &f)| f && b != usize::from(b'%')).collect::<Vec<_>>(),
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    let path = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("automata.rs");
    fs::write(path, out).expect("write automata.rs");
}
