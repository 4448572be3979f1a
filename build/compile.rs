//! Compiles a grammar's rules into deterministic automata over bytes.
//!
//! Every rule of RFC 2396 Appendix A, of its RFC 2732 amendment and of
//! java.net.URI's reading is a regular language (no rule is recursive), so
//! each can be recognised by a DFA: the expressions are read as regular
//! expressions (sequence, choice as union, repetition, option, literals and
//! ranges), a Thompson NFA is built, determinized over byte classes and
//! minimized; where a rule names another, the NFA holds a copy of the other
//! rule's minimal automaton, compiled once. The grammars' lookaheads only steer the PEG's choice of tree
//! (their `// PEG:` comments argue it), so they read as the empty string.
//! Shared by `build.rs`, which compiles the three named grammars.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use pest_meta::ast::{Expr, Rule};
use regex_syntax::utf8::Utf8Sequences;

/// A set of bytes, as a bitmap of four words.
pub type ByteSet = [u64; 4];

fn has(set: &ByteSet, byte: usize) -> bool {
    set[byte >> 6] >> (byte & 63) & 1 == 1
}

fn add(set: &mut ByteSet, byte: usize) {
    set[byte >> 6] |= 1 << (byte & 63);
}

/// A Thompson NFA: epsilon edges and byte-set edges.
#[derive(Default)]
pub struct Nfa {
    pub eps: Vec<Vec<usize>>,
    pub edges: Vec<Vec<(usize, usize)>>, // (index into sets, target)
    pub sets: Vec<ByteSet>,
    /// The index of each set in `sets`.
    pub set_index: HashMap<ByteSet, usize>,
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
        let index = *self.set_index.entry(set).or_insert_with(|| {
            self.sets.push(set);
            self.sets.len() - 1
        });
        self.edges[from].push((index, to));
    }

    /// An edge through the bytes `lo..=hi`.
    fn range(&mut self, from: usize, lo: u8, hi: u8, to: usize) {
        let mut set = [0; 4];
        for byte in lo..=hi {
            add(&mut set, usize::from(byte));
        }
        self.bytes(from, set, to);
    }

    /// A copy of a rule's automaton between `start` and `end`.
    fn embed(&mut self, fragment: &Fragment, start: usize, end: usize) {
        let base = self.eps.len();
        for _ in 0..fragment.accept.len() {
            self.state();
        }
        for (s, edges) in fragment.edges.iter().enumerate() {
            for &(set, t) in edges {
                self.bytes(base + s, set, base + t);
            }
        }
        self.eps(start, base + fragment.start);
        for (s, &accept) in fragment.accept.iter().enumerate() {
            if accept {
                self.eps(base + s, end);
            }
        }
    }
}

/// A rule's minimal automaton, in the form an NFA embeds where the rule is
/// named: per state, the bytes that lead to each other live state. State
/// 0 is dead and has no edges.
pub struct Fragment {
    start: usize,
    accept: Vec<bool>,
    edges: Vec<Vec<(ByteSet, usize)>>,
}

impl Fragment {
    fn of(dfa: &Dfa, classes: &[u8; 256]) -> Fragment {
        let edges = dfa
            .trans
            .iter()
            .map(|row| {
                let mut edges: Vec<(ByteSet, usize)> = Vec::new();
                for (byte, &class) in classes.iter().enumerate() {
                    let t = row[usize::from(class)];
                    if t == 0 {
                        continue;
                    }
                    match edges.iter_mut().find(|(_, to)| *to == t) {
                        Some((set, _)) => add(set, byte),
                        None => {
                            let mut set = [0; 4];
                            add(&mut set, byte);
                            edges.push((set, t));
                        }
                    }
                }
                edges
            })
            .collect();
        Fragment {
            start: dfa.start,
            accept: dfa.accept.clone(),
            edges,
        }
    }

    /// The automaton as a [`Table`] of 256 next states per state.
    fn table(&self, name: &str) -> Table {
        // The automata step with two-byte states (`automata::State`); an
        // error keeps one in 11 bits.
        assert!(
            self.accept.len() <= 2048,
            "{name}: {} states, more than an error keeps",
            self.accept.len()
        );
        let state = |s: usize| u16::try_from(s).expect("checked above");
        let next: Vec<[u16; 256]> = self
            .edges
            .iter()
            .map(|edges| {
                std::array::from_fn(|b| {
                    edges
                        .iter()
                        .find(|(set, _)| has(set, b))
                        .map_or(0, |&(_, t)| state(t))
                })
            })
            .collect();
        let first: [bool; 256] = std::array::from_fn(|b| next[self.start][b] != 0);
        let plain = std::array::from_fn(|b| first[b] && b != usize::from(b'%') && b < 0x80);
        Table {
            name: name.to_owned(),
            start: state(self.start),
            next,
            accept: self.accept.clone(),
            first,
            plain,
        }
    }
}

/// Compiles the rules of one grammar, each once: where an expression names
/// a rule, the NFA embeds that rule's minimal automaton, compiled first,
/// rather than its expression again.
pub struct Compiler {
    rules: HashMap<String, Rule>,
    fragments: HashMap<String, Fragment>,
}

impl Compiler {
    pub fn new(rules: HashMap<String, Rule>) -> Compiler {
        Compiler {
            rules,
            fragments: HashMap::new(),
        }
    }

    /// The automaton of the rule of pest name `name`.
    pub fn table(&mut self, name: &str) -> Table {
        self.fragment(name, &mut Vec::new()).table(name)
    }

    /// `stack`: the rules being compiled, to refuse recursion (which no
    /// regular language needs).
    fn fragment(&mut self, name: &str, stack: &mut Vec<String>) -> &Fragment {
        if !self.fragments.contains_key(name) {
            let expr = match self.rules.get(name) {
                Some(rule) => rule.expr.clone(),
                None => panic!("unknown rule {name}"),
            };
            assert!(!stack.iter().any(|n| n == name), "rule {name} is recursive");
            stack.push(name.to_owned());
            let mut builder = Builder {
                compiler: self,
                nfa: Nfa::default(),
                stack,
            };
            let (start, end) = builder.build(&expr);
            let nfa = builder.nfa;
            stack.pop();
            let (classes, class_count) = byte_classes(&nfa);
            let dfa = determinize(&nfa, start, end, &classes, class_count);
            self.fragments
                .insert(name.to_owned(), Fragment::of(&dfa, &classes));
        }
        &self.fragments[name]
    }
}

struct Builder<'c> {
    compiler: &'c mut Compiler,
    nfa: Nfa,
    stack: &'c mut Vec<String>,
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
                self.chain(s.bytes().map(|b| (b, b)), start, end);
                if s.is_empty() {
                    self.nfa.eps(start, end);
                }
            }
            Expr::Range(lo, hi) => {
                let (lo, hi) = (char_of(lo), char_of(hi));
                if let (Ok(lo), Ok(hi @ ..=0x7F)) = (u8::try_from(lo), u8::try_from(hi)) {
                    self.nfa.range(start, lo, hi, end);
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
                let fragment = self.compiler.fragment(name, self.stack);
                self.nfa.embed(fragment, start, end);
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
            self.nfa.range(at, lo, hi, next);
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

/// The states of `nfa` that `seeds` reach through epsilon edges, `seeds`
/// included, in order: a state of the DFA. `mark` holds, per NFA state,
/// the `stamp` of the last closure that reached it, so that each closure
/// visits a state once without clearing a set.
/// DFA states by the sets of NFA states they stand for.
type StateSets = HashMap<Vec<u32>, usize, BuildHasherDefault<StatesHasher>>;

/// A multiplicative hash of words, for the sets of NFA states: they come
/// from the grammar files, not from input, and SipHash cost more than
/// the rest of the subset construction.
#[derive(Default)]
struct StatesHasher(u64);

impl StatesHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for StatesHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn closure(nfa: &Nfa, seeds: &[u32], mark: &mut [u32], stamp: u32) -> Vec<u32> {
    let mut states = Vec::new();
    let mut todo = seeds.to_vec();
    while let Some(s) = todo.pop() {
        let at = s as usize;
        if mark[at] != stamp {
            mark[at] = stamp;
            states.push(s);
            todo.extend(nfa.eps[at].iter().map(|&t| nfa_state(t)));
        }
    }
    states.sort_unstable();
    states
}

fn nfa_state(s: usize) -> u32 {
    u32::try_from(s).expect("fewer than 2^32 NFA states")
}

/// Subset construction, then Moore's partition refinement.
///
/// A DFA state is the sorted set of the NFA states it stands for, found by
/// hashing; the NFA states that one step reaches (before their closure)
/// name their DFA state as well, so the classes that lead to the same
/// states, and the states that many others lead to, cost one closure.
pub fn determinize(
    nfa: &Nfa,
    start: usize,
    end: usize,
    classes: &[u8; 256],
    class_count: usize,
) -> Dfa {
    // The classes of each byte set of the NFA.
    let set_classes: Vec<Vec<usize>> = nfa
        .sets
        .iter()
        .map(|set| {
            let mut holds = vec![false; class_count];
            for (byte, &class) in classes.iter().enumerate() {
                holds[usize::from(class)] |= has(set, byte);
            }
            (0..class_count).filter(|&c| holds[c]).collect()
        })
        .collect();
    let mut mark = vec![0u32; nfa.eps.len()];
    let mut stamp = 1;
    let first = closure(nfa, &[nfa_state(start)], &mut mark, stamp);
    let mut ids = StateSets::default();
    ids.insert(Vec::new(), 0);
    ids.insert(first.clone(), 1);
    let mut by_seeds = StateSets::default();
    by_seeds.insert(Vec::new(), 0);
    let mut sets: Vec<Vec<u32>> = vec![Vec::new(), first];
    let mut trans: Vec<Vec<usize>> = vec![vec![0; class_count]];
    let mut seeds: Vec<Vec<u32>> = vec![Vec::new(); class_count];
    let mut i = 1;
    while i < sets.len() {
        for seed in &mut seeds {
            seed.clear();
        }
        for &s in &sets[i] {
            for &(set, target) in &nfa.edges[s as usize] {
                for &class in &set_classes[set] {
                    seeds[class].push(nfa_state(target));
                }
            }
        }
        let mut row = vec![0; class_count];
        for (class, seed) in seeds.iter_mut().enumerate() {
            seed.sort_unstable();
            seed.dedup();
            if let Some(&id) = by_seeds.get(seed.as_slice()) {
                row[class] = id;
                continue;
            }
            stamp += 1;
            let next = closure(nfa, seed, &mut mark, stamp);
            let id = match ids.get(&next) {
                Some(&id) => id,
                None => {
                    sets.push(next.clone());
                    ids.insert(next, sets.len() - 1);
                    sets.len() - 1
                }
            };
            by_seeds.insert(seed.clone(), id);
            row[class] = id;
        }
        trans.push(row);
        i += 1;
    }
    let end = nfa_state(end);
    let accept: Vec<bool> = sets.iter().map(|s| s.binary_search(&end).is_ok()).collect();
    minimize(Dfa {
        start: 1,
        trans,
        accept,
    })
}

/// Hopcroft's partition refinement, then the blocks numbered in the order
/// a breadth-first walk from the start meets them: the minimal automaton
/// of a language is unique, so the numbering makes it one table.
pub fn minimize(dfa: Dfa) -> Dfa {
    let block = equivalent_states(&dfa);
    // Renumber: the dead block becomes 0, the others in order of first use.
    let n = dfa.trans.len();
    let unnumbered = usize::MAX;
    let mut number = vec![unnumbered; n];
    number[block[0]] = 0;
    let mut count = 1;
    let mut order = vec![dfa.start];
    let mut seen = vec![false; n];
    seen[dfa.start] = true;
    let mut k = 0;
    while k < order.len() {
        for &t in &dfa.trans[order[k]] {
            if !seen[t] {
                seen[t] = true;
                order.push(t);
            }
        }
        k += 1;
    }
    for &s in &order {
        if number[block[s]] == unnumbered {
            number[block[s]] = count;
            count += 1;
        }
    }
    let mut trans = vec![Vec::new(); count];
    let mut accept = vec![false; count];
    trans[0] = vec![0; dfa.trans[0].len()];
    for &s in &order {
        let b = number[block[s]];
        trans[b] = dfa.trans[s].iter().map(|&t| number[block[t]]).collect();
        accept[b] = dfa.accept[s];
    }
    Dfa {
        start: number[block[dfa.start]],
        trans,
        accept,
    }
}

/// The block of each state in the coarsest partition that separates
/// accepting states from the others and that every class's transitions
/// respect (Hopcroft's algorithm): states in one block accept the same
/// strings. Every state from which nothing is accepted shares the dead
/// state's block, so a run stops at the first byte that no valid string
/// can have there.
fn equivalent_states(dfa: &Dfa) -> Vec<usize> {
    let n = dfa.trans.len();
    let classes = dfa.trans.first().map_or(0, Vec::len);
    // The states that each class leads into each state from, as one array
    // cut by `into_from` (index `class * n + state`).
    let mut into_from = vec![0usize; classes * n + 1];
    for row in &dfa.trans {
        for (class, &t) in row.iter().enumerate() {
            into_from[class * n + t + 1] += 1;
        }
    }
    for i in 1..into_from.len() {
        into_from[i] += into_from[i - 1];
    }
    let mut from = vec![0usize; classes * n];
    let mut filled = into_from.clone();
    for (s, row) in dfa.trans.iter().enumerate() {
        for (class, &t) in row.iter().enumerate() {
            from[filled[class * n + t]] = s;
            filled[class * n + t] += 1;
        }
    }
    // The blocks: each a range of `states`, `at` a state's place there.
    let mut states: Vec<usize> = (0..n).filter(|&s| !dfa.accept[s]).collect();
    let rejecting = states.len();
    states.extend((0..n).filter(|&s| dfa.accept[s]));
    let mut at = vec![0; n];
    for (i, &s) in states.iter().enumerate() {
        at[s] = i;
    }
    let mut block: Vec<usize> = (0..n).map(|s| usize::from(dfa.accept[s])).collect();
    let mut ranges: Vec<(usize, usize)> = vec![(0, rejecting), (rejecting, n)];
    // Splitters still to apply: (block, class).
    let mut todo = Vec::new();
    if rejecting > 0 && rejecting < n {
        let smaller = usize::from(n - rejecting <= rejecting);
        for class in 0..classes {
            todo.push((smaller, class));
        }
    }
    let mut marked = vec![0usize; 2];
    let mut predecessors = Vec::new();
    let mut touched = Vec::new();
    while let Some((splitter, class)) = todo.pop() {
        predecessors.clear();
        let (start, end) = ranges[splitter];
        for &t in &states[start..end] {
            let k = class * n + t;
            predecessors.extend_from_slice(&from[into_from[k]..into_from[k + 1]]);
        }
        // Move the predecessors to the front of their blocks.
        for &s in &predecessors {
            let b = block[s];
            if marked[b] == 0 {
                touched.push(b);
            }
            let front = ranges[b].0 + marked[b];
            let other = states[front];
            states.swap(front, at[s]);
            at[other] = at[s];
            at[s] = front;
            marked[b] += 1;
        }
        for b in touched.drain(..) {
            let (start, end) = ranges[b];
            let split = start + marked[b];
            marked[b] = 0;
            if split == end {
                continue;
            }
            // The smaller part becomes a new block and a splitter for every
            // class (whether or not the block was one already); the other
            // keeps the block and its pending splitters.
            let new = ranges.len();
            let part = if split - start <= end - split {
                ranges[b] = (split, end);
                (start, split)
            } else {
                ranges[b] = (start, split);
                (split, end)
            };
            ranges.push(part);
            marked.push(0);
            for &s in &states[part.0..part.1] {
                block[s] = new;
            }
            for class in 0..classes {
                todo.push((new, class));
            }
        }
    }
    block
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

/// The automaton of every rule of each grammar, in order.
pub fn compile(grammars: &[&[Rule]]) -> Vec<Table> {
    let mut tables = Vec::new();
    for ast in grammars {
        let mut compiler = Compiler::new(ast.iter().map(|r| (r.name.clone(), r.clone())).collect());
        tables.extend(ast.iter().map(|rule| compiler.table(&rule.name)));
    }
    tables
}

/// Bytes that fall in the same byte sets of `nfa` share a class.
fn byte_classes(nfa: &Nfa) -> ([u8; 256], usize) {
    let mut classes = [0u8; 256];
    let mut signatures: BTreeMap<Vec<bool>, u8> = BTreeMap::new();
    for (b, class) in classes.iter_mut().enumerate() {
        let sig: Vec<bool> = nfa.sets.iter().map(|s| has(s, b)).collect();
        let len = signatures.len();
        *class = *signatures
            .entry(sig)
            .or_insert(u8::try_from(len).expect("at most 256 classes"));
    }
    (classes, signatures.len())
}
