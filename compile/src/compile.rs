//! Compiles a grammar's rules into deterministic automata over bytes.
//!
//! Every rule of RFC 2396 Appendix A, of its RFC 2732 amendment, of
//! java.net.URI's reading and of RFC 3986 Appendix A is a regular language (no rule is recursive), so
//! each can be recognised by a DFA: the expressions are read as regular
//! expressions (sequence, choice as union, repetition, option, literals and
//! ranges), a Thompson NFA is built, determinized over byte classes and
//! minimized; where a rule names another, the NFA holds a copy of the other
//! rule's minimal automaton, compiled once. The grammars' lookaheads only
//! steer the PEG's choice of tree (their `// PEG:` comments argue it), so
//! they read as the empty string.
//!
//! Each automaton ([`Table`]) has byte classes of its own: bytes that it
//! treats alike in every state share a class (at most 46 in the named
//! grammars), and its transitions are one flat table of `states × classes`
//! next states. [`Table::to_bytes`] writes it as data, which `generate`
//! stores in uri2396's `src/generated/` and its library reads back.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use pest_meta::ast::{Expr, Rule};
use regex_syntax::utf8::Utf8Sequences;

use crate::{Error, fail};

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
    /// The epsilon edges of each state: the states it reaches.
    pub eps: Vec<Vec<usize>>,
    /// The byte-set edges of each state: (index into `sets`, target).
    pub edges: Vec<Vec<(usize, usize)>>,
    /// The byte sets of the edges, each once.
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

    /// The automaton as 256 next states per state: state `s` reads byte `b`
    /// into `dense[s][b]`.
    fn dense(&self) -> Vec<[usize; 256]> {
        self.edges
            .iter()
            .map(|edges| {
                std::array::from_fn(|b| {
                    edges
                        .iter()
                        .find(|(set, _)| has(set, b))
                        .map_or(0, |&(_, t)| t)
                })
            })
            .collect()
    }

    /// The automaton as a [`Table`]: its own byte classes, then one row of
    /// next states per state and class.
    fn table(&self, name: &str) -> Result<Table, Error> {
        // The library steps with two-byte states; an error keeps one in 11
        // bits.
        if self.accept.len() > MAX_STATES {
            fail!(
                "{name}: {} states, more than an error keeps ({MAX_STATES})",
                self.accept.len()
            );
        }
        let dense = self.dense();
        // Bytes whose columns agree in every state share a class, numbered
        // in the order of their first byte.
        let mut classes = [0u8; 256];
        let mut columns: Vec<Vec<usize>> = Vec::new();
        for (byte, class) in classes.iter_mut().enumerate() {
            let column: Vec<usize> = dense.iter().map(|row| row[byte]).collect();
            let at = match columns.iter().position(|c| *c == column) {
                Some(at) => at,
                None => {
                    columns.push(column);
                    columns.len() - 1
                }
            };
            // At most 256 columns, one per byte.
            *class = u8::try_from(at).unwrap_or(u8::MAX);
        }
        let stride = columns.len();
        let mut next = vec![0u16; dense.len() * stride];
        for (class, column) in columns.iter().enumerate() {
            for (state, &t) in column.iter().enumerate() {
                // Below MAX_STATES, checked above.
                next[state * stride + class] = u16::try_from(t).unwrap_or(u16::MAX);
            }
        }
        let first: [bool; 256] = std::array::from_fn(|b| dense[self.start][b] != 0);
        let plain = std::array::from_fn(|b| first[b] && b != usize::from(b'%') && b < 0x80);
        Ok(Table {
            name: name.to_owned(),
            start: u16::try_from(self.start).unwrap_or(u16::MAX),
            classes,
            stride,
            next,
            accept: self.accept.clone(),
            first,
            plain,
        })
    }
}

/// The most states an automaton may have, the dead state included: the
/// library's errors keep a state in 11 bits.
pub const MAX_STATES: usize = 2048;

/// Compiles the rules of one grammar, each once: where an expression names
/// a rule, the NFA embeds that rule's minimal automaton, compiled first,
/// rather than its expression again.
pub struct Compiler {
    rules: HashMap<String, Rule>,
    fragments: HashMap<String, Fragment>,
}

impl Compiler {
    /// A compiler of the rules `rules`, by pest name.
    pub fn new(rules: HashMap<String, Rule>) -> Compiler {
        Compiler {
            rules,
            fragments: HashMap::new(),
        }
    }

    /// A compiler of a grammar's rules, as pest_meta reads them.
    pub fn of_rules(rules: &[Rule]) -> Compiler {
        Compiler::new(rules.iter().map(|r| (r.name.clone(), r.clone())).collect())
    }

    /// The automaton of the rule of pest name `name`.
    ///
    /// # Errors
    ///
    /// When the rule, or one it names, is unknown, recursive, or has no
    /// regular reading (pest's `PUSH`, `SOI` or `EOI` outside a
    /// lookahead, a case-insensitive string beyond US-ASCII), or when its automaton has
    /// more than [`MAX_STATES`] states.
    pub fn table(&mut self, name: &str) -> Result<Table, Error> {
        self.fragment(name, &mut Vec::new())?.table(name)
    }

    /// The automaton of the rule `name` with 256 next states per state,
    /// before byte classes: what [`table`](Compiler::table) compresses,
    /// kept for checks.
    ///
    /// # Errors
    ///
    /// As [`table`](Compiler::table).
    pub fn dense(&mut self, name: &str) -> Result<Vec<[usize; 256]>, Error> {
        Ok(self.fragment(name, &mut Vec::new())?.dense())
    }

    /// `stack`: the rules being compiled, to refuse recursion (which no
    /// regular language needs).
    fn fragment(&mut self, name: &str, stack: &mut Vec<String>) -> Result<&Fragment, Error> {
        if !self.fragments.contains_key(name) {
            let expr = match self.rules.get(name) {
                Some(rule) => rule.expr.clone(),
                None => fail!("unknown rule {name}"),
            };
            if stack.iter().any(|n| n == name) {
                fail!("rule {name} is recursive");
            }
            stack.push(name.to_owned());
            let mut builder = Builder {
                compiler: self,
                nfa: Nfa::default(),
                stack,
            };
            let built = builder.build(&expr);
            let nfa = builder.nfa;
            stack.pop();
            let (start, end) = built?;
            let (classes, class_count) = byte_classes(&nfa);
            let dfa = determinize(&nfa, start, end, &classes, class_count);
            self.fragments
                .insert(name.to_owned(), Fragment::of(&dfa, &classes));
        }
        match self.fragments.get(name) {
            Some(fragment) => Ok(fragment),
            None => fail!("rule {name} was not compiled"),
        }
    }
}

struct Builder<'c> {
    compiler: &'c mut Compiler,
    nfa: Nfa,
    stack: &'c mut Vec<String>,
}

impl Builder<'_> {
    /// Adds `expr` between two new states and returns them.
    fn build(&mut self, expr: &Expr) -> Result<(usize, usize), Error> {
        let (start, end) = (self.nfa.state(), self.nfa.state());
        self.build_between(expr, start, end)?;
        Ok((start, end))
    }

    fn build_between(&mut self, expr: &Expr, start: usize, end: usize) -> Result<(), Error> {
        match expr {
            Expr::Str(s) => {
                self.chain(s.bytes().map(|b| (b, b)), start, end);
                if s.is_empty() {
                    self.nfa.eps(start, end);
                }
            }
            // `^"v"` (RFC 3986's IPvFuture): ABNF's case-insensitive
            // string, of US-ASCII only, where each letter stands in either
            // case.
            Expr::Insens(s) if s.is_ascii() => {
                let mut at = start;
                for (i, b) in s.bytes().enumerate() {
                    let next = if i + 1 == s.len() {
                        end
                    } else {
                        self.nfa.state()
                    };
                    self.nfa
                        .range(at, b.to_ascii_lowercase(), b.to_ascii_lowercase(), next);
                    self.nfa
                        .range(at, b.to_ascii_uppercase(), b.to_ascii_uppercase(), next);
                    at = next;
                }
                if s.is_empty() {
                    self.nfa.eps(start, end);
                }
            }
            Expr::Range(lo, hi) => {
                let (lo, hi) = (char_of(lo)?, char_of(hi)?);
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
                fail!("{name} outside a lookahead has no regular reading")
            }
            Expr::Ident(name) => {
                let fragment = self.compiler.fragment(name, self.stack)?;
                self.nfa.embed(fragment, start, end);
            }
            // The grammar's lookaheads only choose between trees; see above.
            // RFC 3986's `host` tries IPv4address only when no reg-name
            // character follows (3.2.2's "first-match-wins"), and reg-name
            // derives every IPv4address: the language is the union's.
            Expr::PosPred(_) | Expr::NegPred(_) => self.nfa.eps(start, end),
            Expr::Seq(a, b) => {
                let mid = self.nfa.state();
                self.build_between(a, start, mid)?;
                self.build_between(b, mid, end)?;
            }
            Expr::Choice(a, b) => {
                self.build_between(a, start, end)?;
                self.build_between(b, start, end)?;
            }
            Expr::Opt(a) => {
                self.build_between(a, start, end)?;
                self.nfa.eps(start, end);
            }
            Expr::Rep(a) => {
                let (s, e) = self.build(a)?;
                self.nfa.eps(start, s);
                self.nfa.eps(e, s);
                self.nfa.eps(start, end);
                self.nfa.eps(e, end);
            }
            Expr::RepOnce(a) => {
                let (s, e) = self.build(a)?;
                self.nfa.eps(start, s);
                self.nfa.eps(e, s);
                self.nfa.eps(e, end);
            }
            // Bounded repetitions: `min` copies in a row, then up to
            // `max - min` optional ones (or a star when unbounded).
            Expr::RepExact(a, n) => self.repeat(a, *n, Some(*n), start, end)?,
            Expr::RepMin(a, min) => self.repeat(a, *min, None, start, end)?,
            Expr::RepMax(a, max) => self.repeat(a, 0, Some(*max), start, end)?,
            Expr::RepMinMax(a, min, max) => self.repeat(a, *min, Some(*max), start, end)?,
            other => fail!("no regular reading for {other:?}"),
        }
        Ok(())
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

    fn repeat(
        &mut self,
        expr: &Expr,
        min: u32,
        max: Option<u32>,
        start: usize,
        end: usize,
    ) -> Result<(), Error> {
        let mut at = start;
        for _ in 0..min {
            let next = self.nfa.state();
            self.build_between(expr, at, next)?;
            at = next;
        }
        match max {
            None => self.build_between(&Expr::Rep(Box::new(expr.clone())), at, end)?,
            Some(max) => {
                if max < min {
                    fail!("{{{min}, {max}}} repeats nothing");
                }
                for _ in min..max {
                    let next = self.nfa.state();
                    self.build_between(expr, at, next)?;
                    // Stopping before any optional copy ends the repetition.
                    self.nfa.eps(at, end);
                    at = next;
                }
                self.nfa.eps(at, end);
            }
        }
        Ok(())
    }
}

/// The character of a pest character literal, with or without its quotes.
///
/// # Errors
///
/// When the literal holds no character, or more than one.
pub fn char_of(literal: &str) -> Result<char, Error> {
    let inner = match literal
        .strip_prefix('\'')
        .and_then(|l| l.strip_suffix('\''))
    {
        Some(inner) if !inner.is_empty() => inner,
        _ => literal,
    };
    let mut chars = inner.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => fail!("unexpected character literal {literal:?}"),
    }
}

/// A DFA over byte classes. State 0 is dead.
pub struct Dfa {
    /// The start state.
    pub start: usize,
    /// `trans[state][class]`: the next state.
    pub trans: Vec<Vec<usize>>,
    /// Whether each state accepts.
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

/// Subset construction over the byte classes `classes` (`class_count` of
/// them), then Hopcroft's partition refinement ([`minimize`]).
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

/// A rule's automaton, ready to be stored or used: its own byte classes,
/// and one row of next states per state, one entry per class. State 0 is
/// dead: every class leads it back to itself, and it does not accept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The rule's pest name.
    pub name: String,
    /// The start state.
    pub start: u16,
    /// The class of each byte: bytes of one class lead every state to the
    /// same state. Classes are numbered in the order of their first byte.
    pub classes: [u8; 256],
    /// How many classes there are: the length of a row of `next`.
    pub stride: usize,
    /// `next[state * stride + classes[byte]]`: the state after `byte`.
    pub next: Vec<u16>,
    /// Whether the input may end in each state.
    pub accept: Vec<bool>,
    /// The bytes that can start a string of the rule.
    pub first: [bool; 256],
    /// [`first`](Table::first) without `%` and the bytes above US-ASCII:
    /// for a class, the characters that stand for themselves.
    pub plain: [bool; 256],
}

impl Table {
    /// How many states the automaton has, the dead state 0 included.
    pub fn states(&self) -> usize {
        self.accept.len()
    }

    /// The state after `byte` in `state`.
    pub fn step(&self, state: u16, byte: u8) -> u16 {
        self.next[usize::from(state) * self.stride + usize::from(self.classes[usize::from(byte)])]
    }

    /// Whether the rule derives the whole of `input`.
    pub fn matches(&self, input: &[u8]) -> bool {
        let end = input.iter().fold(self.start, |s, &b| self.step(s, b));
        self.accept[usize::from(end)]
    }

    /// The automaton as bytes, which [`Table::from_bytes`] and uri2396's
    /// library read back (all numbers little-endian):
    ///
    /// | bytes | what |
    /// |---|---|
    /// | 2 | states, the dead state 0 included |
    /// | 2 | classes (the stride of a row), 1 to 256 |
    /// | 2 | the start state |
    /// | 1 | the width of a state in the table: 1 under 256 states, else 2 |
    /// | 256 | the class of each byte |
    /// | (states + 7) / 8 | the accepting states, a bit each, from bit 0 of the first byte |
    /// | states × classes × width | the next states, row by row |
    ///
    /// The name is not stored: rules of several grammars share one table.
    pub fn to_bytes(&self) -> Vec<u8> {
        let states = self.states();
        let width: usize = if states <= 256 { 1 } else { 2 };
        let mut out = Vec::with_capacity(7 + 256 + states.div_ceil(8) + self.next.len() * width);
        // Both below MAX_STATES and 257.
        out.extend_from_slice(&u16::try_from(states).unwrap_or(u16::MAX).to_le_bytes());
        out.extend_from_slice(&u16::try_from(self.stride).unwrap_or(u16::MAX).to_le_bytes());
        out.extend_from_slice(&self.start.to_le_bytes());
        out.push(u8::try_from(width).unwrap_or(2));
        out.extend_from_slice(&self.classes);
        let mut bits = vec![0u8; states.div_ceil(8)];
        for (s, _) in self.accept.iter().enumerate().filter(|(_, a)| **a) {
            bits[s / 8] |= 1 << (s % 8);
        }
        out.extend_from_slice(&bits);
        for &t in &self.next {
            out.extend_from_slice(&t.to_le_bytes()[..width]);
        }
        out
    }

    /// Reads back what [`Table::to_bytes`] wrote, and names it `name`.
    ///
    /// # Errors
    ///
    /// When `bytes` are not the whole of one table: too short or too long,
    /// a class, start or next state out of range, a width other than 1 or
    /// 2, or a live dead state.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<Table, Error> {
        let bad = |what: &str| Error::new(format!("{name}: the stored automaton {what}"));
        let word = |at: usize| -> Result<usize, Error> {
            match bytes.get(at..at + 2) {
                Some(&[lo, hi]) => Ok(usize::from(u16::from_le_bytes([lo, hi]))),
                _ => Err(bad("ends early")),
            }
        };
        let (states, stride, start) = (word(0)?, word(2)?, word(4)?);
        let width = usize::from(*bytes.get(6).ok_or_else(|| bad("ends early"))?);
        if !(1..=MAX_STATES).contains(&states)
            || !(1..=256).contains(&stride)
            || start >= states
            || width != if states > 256 { 2 } else { 1 }
        {
            return Err(bad("has a bad header"));
        }
        let classes: [u8; 256] = bytes
            .get(7..7 + 256)
            .and_then(|c| c.try_into().ok())
            .ok_or_else(|| bad("ends early"))?;
        if classes.iter().any(|&c| usize::from(c) >= stride) {
            return Err(bad("has a class out of range"));
        }
        let at = 7 + 256;
        let bits = bytes
            .get(at..at + states.div_ceil(8))
            .ok_or_else(|| bad("ends early"))?;
        let accept: Vec<bool> = (0..states)
            .map(|s| bits[s / 8] >> (s % 8) & 1 == 1)
            .collect();
        let at = at + bits.len();
        let rest = &bytes[at..];
        if rest.len() != states * stride * width {
            return Err(bad("has a table of the wrong length"));
        }
        let next: Vec<u16> = rest
            .chunks_exact(width)
            .map(|c| u16::from_le_bytes([c[0], c.get(1).copied().unwrap_or(0)]))
            .collect();
        if next.iter().any(|&t| usize::from(t) >= states)
            || next[..stride].iter().any(|&t| t != 0)
            || accept[0]
        {
            return Err(bad("has a state out of range or a live dead state"));
        }
        let start = u16::try_from(start).unwrap_or(0);
        let first: [bool; 256] = std::array::from_fn(|b| {
            next[usize::from(start) * stride + usize::from(classes[b])] != 0
        });
        let plain = std::array::from_fn(|b| first[b] && b != usize::from(b'%') && b < 0x80);
        Ok(Table {
            name: name.to_owned(),
            start,
            classes,
            stride,
            next,
            accept,
            first,
            plain,
        })
    }
}

/// The automaton of every rule of each grammar, in order.
///
/// # Errors
///
/// As [`Compiler::table`], for the first rule that fails.
pub fn compile(grammars: &[&[Rule]]) -> Result<Vec<Table>, Error> {
    let mut tables = Vec::new();
    for ast in grammars {
        let mut compiler = Compiler::of_rules(ast);
        for rule in ast.iter() {
            tables.push(compiler.table(&rule.name)?);
        }
    }
    Ok(tables)
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
