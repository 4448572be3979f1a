//! Compiles a grammar's rules into deterministic automata over bytes.
//!
//! Every rule of RFC 2396 Appendix A, of its RFC 2732 amendment and of
//! java.net.URI's reading is a regular language (no rule is recursive), so
//! each can be recognised by a DFA: the expressions are read as regular
//! expressions (sequence, choice as union, repetition, option, literals and
//! ranges), a Thompson NFA is built, determinized over byte classes and
//! minimized. The grammars' lookaheads only steer the PEG's choice of tree
//! (their `// PEG:` comments argue it), so they read as the empty string.
//! Shared by `build.rs`, which compiles the three named grammars.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use pest_meta::ast::{Expr, Rule};
use regex_syntax::utf8::Utf8Sequences;

/// A set of bytes, as a bitmap.
pub type ByteSet = [bool; 256];

/// A Thompson NFA: epsilon edges and byte-set edges.
#[derive(Default)]
pub struct Nfa {
    pub eps: Vec<Vec<usize>>,
    pub edges: Vec<Vec<(usize, usize)>>, // (index into sets, target)
    pub sets: Vec<ByteSet>,
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

pub struct Builder<'g> {
    pub rules: &'g HashMap<String, Rule>,
    pub nfa: Nfa,
    /// Rules being expanded, to refuse recursion (which no regular language needs).
    pub stack: Vec<String>,
}

impl Builder<'_> {
    /// Adds `expr` between two new states and returns them.
    pub fn build(&mut self, expr: &Expr) -> (usize, usize) {
        let (start, end) = (self.nfa.state(), self.nfa.state());
        self.build_between(expr, start, end);
        (start, end)
    }

    fn build_between(&mut self, expr: &Expr, start: usize, end: usize) {
        match expr {
            Expr::Str(s) => {
                self.chain(s.bytes().map(|b| (b, b)), start, end);
                if s.is_empty() {
                    self.nfa.eps(start, end);
                }
            }
            Expr::Range(lo, hi) => {
                let (lo, hi) = (char_of(lo), char_of(hi));
                if hi.is_ascii() {
                    let mut set = [false; 256];
                    set[lo as usize..=hi as usize].fill(true);
                    self.nfa.bytes(start, set, end);
                } else {
                    // The automata read bytes: a range of characters is the
                    // union of the sequences of byte ranges that encode
                    // them in UTF-8.
                    for sequence in Utf8Sequences::new(lo, hi) {
                        let ranges = sequence.as_slice().iter().map(|r| (r.start, r.end));
                        self.chain(ranges, start, end);
                    }
                }
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
            // Bounded repetitions: `min` copies in a row, then up to
            // `max - min` optional ones (or a star when unbounded).
            Expr::RepExact(a, n) => self.repeat(a, *n, Some(*n), start, end),
            Expr::RepMin(a, min) => self.repeat(a, *min, None, start, end),
            Expr::RepMax(a, max) => self.repeat(a, 0, Some(*max), start, end),
            Expr::RepMinMax(a, min, max) => self.repeat(a, *min, Some(*max), start, end),
            other => panic!("no regular reading for {other:?}"),
        }
    }

    /// A path from `start` to `end` through one byte of each range, in
    /// order (a string's bytes, or the UTF-8 byte ranges of a character).
    fn chain(&mut self, ranges: impl ExactSizeIterator<Item = (u8, u8)>, start: usize, end: usize) {
        let len = ranges.len();
        let mut at = start;
        for (i, (lo, hi)) in ranges.enumerate() {
            let next = if i + 1 == len { end } else { self.nfa.state() };
            let mut set = [false; 256];
            set[usize::from(lo)..=usize::from(hi)].fill(true);
            self.nfa.bytes(at, set, next);
            at = next;
        }
    }

    fn repeat(&mut self, expr: &Expr, min: u32, max: Option<u32>, start: usize, end: usize) {
        let mut at = start;
        for _ in 0..min {
            let next = self.nfa.state();
            self.build_between(expr, at, next);
            at = next;
        }
        match max {
            None => self.build_between(&Expr::Rep(Box::new(expr.clone())), at, end),
            Some(max) => {
                assert!(max >= min, "{{{min}, {max}}} repeats nothing");
                for _ in min..max {
                    let next = self.nfa.state();
                    self.build_between(expr, at, next);
                    // Stopping before any optional copy ends the repetition.
                    self.nfa.eps(at, end);
                    at = next;
                }
                self.nfa.eps(at, end);
            }
        }
    }
}

/// The character of a pest character literal, with or without its quotes.
pub fn char_of(literal: &str) -> char {
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
pub struct Dfa {
    pub start: usize,
    pub trans: Vec<Vec<usize>>,
    pub accept: Vec<bool>,
}

pub fn closure(nfa: &Nfa, states: &mut BTreeSet<usize>) {
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
pub fn determinize(
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

pub fn minimize(dfa: Dfa) -> Dfa {
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
pub fn first_bytes(dfa: &Dfa, classes: &[u8; 256]) -> Vec<bool> {
    classes
        .iter()
        .map(|&class| dfa.trans[dfa.start][class as usize] != 0)
        .collect()
}

/// A rule's automaton, ready to be written out or used: 256 next states per
/// state (one look-up per byte), state 0 dead.
pub struct Table {
    /// The rule's pest name.
    pub name: String,
    pub start: u16,
    pub next: Vec<[u16; 256]>,
    pub accept: Vec<bool>,
    /// The bytes that can start a string of the rule.
    pub first: [bool; 256],
    /// [`first`](Table::first) without `%` and the bytes above US-ASCII:
    /// for a class, the characters that stand for themselves.
    pub plain: [bool; 256],
}

/// The automaton of every rule of each grammar, in order. The NFAs share
/// one arena, so that bytes that fall in the same byte sets everywhere
/// share a class.
pub fn compile(grammars: &[&[Rule]]) -> Vec<Table> {
    let mut ends = Vec::new();
    let mut names = Vec::new();
    let mut nfa = Nfa::default();
    for ast in grammars {
        let rules: HashMap<String, Rule> =
            ast.iter().map(|r| (r.name.clone(), r.clone())).collect();
        let mut builder = Builder {
            rules: &rules,
            nfa,
            stack: Vec::new(),
        };
        for rule in *ast {
            ends.push(builder.build(&Expr::Ident(rule.name.clone())));
            names.push(rule.name.clone());
        }
        nfa = builder.nfa;
    }
    let (classes, class_count) = byte_classes(&nfa);
    names
        .into_iter()
        .zip(ends)
        .map(|(name, (start, end))| table(name, &nfa, start, end, &classes, class_count))
        .collect()
}

/// The automaton of one rule of a grammar, with byte classes of its own.
pub fn compile_rule(rules: &HashMap<String, Rule>, name: &str) -> Table {
    let mut builder = Builder {
        rules,
        nfa: Nfa::default(),
        stack: Vec::new(),
    };
    let (start, end) = builder.build(&Expr::Ident(name.to_owned()));
    let (classes, class_count) = byte_classes(&builder.nfa);
    table(
        name.to_owned(),
        &builder.nfa,
        start,
        end,
        &classes,
        class_count,
    )
}

/// Bytes that fall in the same byte sets of `nfa` share a class.
fn byte_classes(nfa: &Nfa) -> ([u8; 256], usize) {
    let mut classes = [0u8; 256];
    let mut signatures: BTreeMap<Vec<bool>, u8> = BTreeMap::new();
    for (b, class) in classes.iter_mut().enumerate() {
        let sig: Vec<bool> = nfa.sets.iter().map(|s| s[b]).collect();
        let len = signatures.len();
        *class = *signatures
            .entry(sig)
            .or_insert(u8::try_from(len).expect("at most 256 classes"));
    }
    (classes, signatures.len())
}

/// The minimal DFA of the NFA between `start` and `end`, as a [`Table`].
fn table(
    name: String,
    nfa: &Nfa,
    start: usize,
    end: usize,
    classes: &[u8; 256],
    class_count: usize,
) -> Table {
    let dfa = determinize(nfa, start, end, classes, class_count);
    // The automata step with two-byte states (`automata::State`); an error
    // keeps one in 11 bits.
    assert!(
        dfa.trans.len() <= 2048,
        "{name}: {} states, more than an error keeps",
        dfa.trans.len()
    );
    let state = |s: usize| u16::try_from(s).expect("checked above");
    let next = dfa
        .trans
        .iter()
        .map(|row| std::array::from_fn(|b| state(row[usize::from(classes[b])])))
        .collect();
    let first_vec = first_bytes(&dfa, classes);
    let first: [bool; 256] = std::array::from_fn(|b| first_vec[b]);
    let plain = std::array::from_fn(|b| first[b] && b != usize::from(b'%') && b < 0x80);
    Table {
        name,
        start: state(dfa.start),
        next,
        accept: dfa.accept,
        first,
        plain,
    }
}
