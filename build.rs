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
//!
//! It also writes the rule table of `src/grammar.rs`, in
//! `$OUT_DIR/rules.rs`: for each rule, in the order of the grammar file, its
//! RFC name and section (from its `///` line), its kind (from pest's rule
//! type), the rules its expression names, the rules that name it, a
//! constant, and the matching pest rule.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::{env, fs, path::Path};

#[path = "build/amend.rs"]
mod amend;

use amend::{amend, retitle, rule_spans, switches};
use pest_meta::ast::{Expr, Rule, RuleType};
use pest_meta::parser::{self, Rule as MetaRule};
use regex_syntax::utf8::Utf8Sequences;

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

/// A grammar the build compiles.
struct Grammar {
    /// The variant of `grammar::Grammar`.
    variant: &'static str,
    /// Where its generated items are named from: the pest parser's module,
    /// the tables' prefix.
    slug: &'static str,
    ast: Vec<Rule>,
    docs: HashMap<String, String>,
}

impl Grammar {
    fn new(variant: &'static str, slug: &'static str, source: String, file: &str) -> Grammar {
        let pairs = parser::parse(MetaRule::grammar_rules, &source)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let docs = line_docs(pairs.clone());
        let ast = parser::consume_rules(pairs).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        Grammar {
            variant,
            slug,
            ast,
            docs,
        }
    }
}

fn main() {
    for file in [
        "uri2396.pest",
        "rfc2732.pest",
        "java.pest",
        "build.rs",
        "build/amend.rs",
    ] {
        println!("cargo:rerun-if-changed={file}");
    }
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let strict = fs::read_to_string("uri2396.pest").expect("read uri2396.pest");
    let amendment = fs::read_to_string("rfc2732.pest").expect("read rfc2732.pest");
    let amended = amend(
        &strict,
        &amendment,
        "RFC 2396 as RFC 2732 amends it: uri2396.pest with the rules of\n\
         // rfc2732.pest in place",
        "rfc2732.pest",
    );
    let java_changes = fs::read_to_string("java.pest").expect("read java.pest");
    // java.net.URI reads RFC 2396 as RFC 2732 amends it, with its own
    // deviations on top: each switch of java.pest applied in turn.
    let mut java = amended.clone();
    for (name, patch) in switches(&java_changes) {
        java = amend(&java, patch, "", &format!("java.pest, switch {name}"));
    }
    let java = retitle(
        &java,
        "java.net.URI's reading of RFC 2396: uri2396.pest with the rules of\n\
         // rfc2732.pest, then those of each switch of java.pest, in place",
    );
    write_parser(
        &out,
        "rfc2732",
        "Rfc2732",
        &amended,
        "RFC 2396 as RFC 2732 amends it",
    );
    write_parser(
        &out,
        "java",
        "Java",
        &java,
        "java.net.URI's reading of RFC 2396",
    );

    let grammars = [
        Grammar::new("Rfc2396", "rfc2396", strict, "uri2396.pest"),
        Grammar::new("Rfc2732", "rfc2732", amended, "rfc2732.pest (amended)"),
        Grammar::new("Java", "java", java, "java.pest (amended)"),
    ];
    write_table(&grammars);

    // One NFA per rule of every grammar, all in one arena so the byte
    // classes are shared.
    let mut ends = Vec::new();
    let mut names = Vec::new();
    let mut nfa = Nfa::default();
    for grammar in &grammars {
        let rules: HashMap<String, Rule> = grammar
            .ast
            .iter()
            .map(|r| (r.name.clone(), r.clone()))
            .collect();
        let mut builder = Builder {
            rules: &rules,
            nfa,
            stack: Vec::new(),
        };
        for rule in &grammar.ast {
            ends.push(builder.build(&Expr::Ident(rule.name.clone())));
            names.push(rule.name.clone());
        }
        nfa = builder.nfa;
    }

    // Bytes that fall in the same byte sets everywhere share a class.
    let mut classes = [0u8; 256];
    let mut signatures: BTreeMap<Vec<bool>, u8> = BTreeMap::new();
    for b in 0..256 {
        let sig: Vec<bool> = nfa.sets.iter().map(|s| s[b]).collect();
        let len = signatures.len();
        classes[b] = *signatures.entry(sig).or_insert(len as u8);
    }
    let class_count = signatures.len();

    let mut out_text = generated(
        "/// One automaton per rule, in the order of the rule table: each grammar's rules in the order of its file.",
    );
    writeln!(
        out_text,
        "pub(crate) static AUTOMATA: [Automaton; {}] = [",
        names.len()
    )
    .unwrap();
    for (name, &(start, end)) in names.iter().zip(&ends) {
        let dfa = determinize(&nfa, start, end, &classes, class_count);
        // The automata step with two-byte states (`automata::State`); the
        // error keeps one in 11 bits.
        assert!(
            dfa.trans.len() <= 2048,
            "{name}: {} states, more than an error keeps",
            dfa.trans.len()
        );
        // One row of 256 next states per state: one look-up per byte.
        let rows: Vec<String> = dfa
            .trans
            .iter()
            .map(|row| {
                let next: Vec<u16> = classes
                    .iter()
                    .map(|&class| u16::try_from(row[class as usize]).expect("checked above"))
                    .collect();
                format!("{next:?}")
            })
            .collect();
        writeln!(
            out_text,
            "    Automaton {{ name: {name:?}, start: {}, next: &[{}], accept: &{:?}, first: {:?}, plain: {:?} }},",
            dfa.start,
            rows.join(", "),
            dfa.accept,
            first_bytes(&dfa, &classes),
            // The same without "%" and the bytes of non-ASCII characters,
            // for scanning runs of single US-ASCII characters.
            first_bytes(&dfa, &classes).iter().enumerate().map(|(b, &f)| f && b != usize::from(b'%') && b < 0x80).collect::<Vec<_>>(),
        )
        .unwrap();
    }
    writeln!(out_text, "];").unwrap();
    fs::write(Path::new(&out).join("automata.rs"), out_text).expect("write automata.rs");
}

/// Writes a grammar's whole text, its pest parser `<Name>Parser`, and for
/// the tests only (which include it) the same grammar with a whole-input
/// entry point per rule, `whole_<rule> = _{ SOI ~ <rule> ~ EOI }`, so that
/// pest's own verdict on a silent rule can be asked (`<Name>WholeParser`).
fn write_parser(out: &str, slug: &str, name: &str, text: &str, what: &str) {
    // pest_derive reads a grammar from a file, named by its absolute path.
    let path = Path::new(out).join(format!("{slug}.pest"));
    fs::write(&path, text).expect("write a grammar");
    let path = path.to_str().expect("OUT_DIR is UTF-8");
    let parser = format!(
        "{}#[derive(Parser)]\n#[grammar = {path:?}]\npub(crate) struct {name}Parser;\n",
        generated(&format!("/// The pest parser of {what}.")),
    );
    fs::write(Path::new(out).join(format!("{slug}_parser.rs")), parser).expect("write the parser");
    let whole: String = rule_spans(text)
        .iter()
        .map(|(rule, ..)| format!("whole_{rule} = _{{ SOI ~ {rule} ~ EOI }}\n"))
        .collect();
    let whole_path = Path::new(out).join(format!("{slug}_whole.pest"));
    fs::write(&whole_path, whole).expect("write the whole-input rules");
    let whole_parser = format!(
        "{}#[derive(Parser)]\n#[grammar = {path:?}]\n#[grammar = {:?}]\npub(crate) struct {name}WholeParser;\n",
        generated("/// The grammar with a whole-input rule per rule, for the tests."),
        whole_path.to_str().expect("OUT_DIR is UTF-8"),
    );
    fs::write(
        Path::new(out).join(format!("{slug}_whole_parser.rs")),
        whole_parser,
    )
    .expect("write the whole-input parser");
}

/// The start of a generated file: a warning, then `first`.
fn generated(first: &str) -> String {
    format!(
        "// Generated by build.rs from uri2396.pest, rfc2732.pest and java.pest. Do not edit.\n{first}\n"
    )
}

/// The `///` line of each rule, by pest name (as pest_generator reads them).
fn line_docs(pairs: pest::iterators::Pairs<'_, MetaRule>) -> HashMap<String, String> {
    let mut docs = HashMap::new();
    let mut doc: Option<String> = None;
    for pair in pairs {
        if pair.as_rule() != MetaRule::grammar_rule {
            continue;
        }
        let Some(inner) = pair.into_inner().next() else {
            continue;
        };
        match inner.as_rule() {
            MetaRule::line_doc => {
                let text = inner.into_inner().next().map_or("", |d| d.as_str());
                assert!(doc.is_none(), "one `///` line per rule: {text}");
                doc = Some(text.trim().to_string());
            }
            MetaRule::identifier => {
                let name = inner.as_str().to_string();
                let text = doc
                    .take()
                    .unwrap_or_else(|| panic!("rule {name} has no `///` line"));
                docs.insert(name, text);
            }
            _ => {}
        }
    }
    docs
}

/// The rules an expression names, in order, each once. A lookahead only
/// steers the PEG's choice of tree (see the top of this file), so the rules
/// inside it are not parts of the rule; nor are pest's SOI and EOI.
fn uses<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) {
    match expr {
        Expr::Ident(name) if name == "SOI" || name == "EOI" => {}
        Expr::Ident(name) => {
            if !out.contains(&name.as_str()) {
                out.push(name);
            }
        }
        Expr::PosPred(_) | Expr::NegPred(_) | Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) => {}
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            uses(a, out);
            uses(b, out);
        }
        Expr::Opt(a)
        | Expr::Rep(a)
        | Expr::RepOnce(a)
        | Expr::RepExact(a, _)
        | Expr::RepMin(a, _)
        | Expr::RepMax(a, _)
        | Expr::RepMinMax(a, _, _) => uses(a, out),
        other => panic!("no regular reading for {other:?}"),
    }
}

/// The constant's name for a rule: its RFC name in capitals, `_` for `-`
/// and before a capital that follows a small letter (`absoluteURI` is
/// `ABSOLUTE_URI`, `IPv4address` is `IPV4ADDRESS`).
fn constant(rfc_name: &str) -> String {
    let mut out = String::new();
    let mut lower = false;
    for c in rfc_name.chars() {
        if c == '-' {
            out.push('_');
        } else {
            if c.is_ascii_uppercase() && lower {
                out.push('_');
            }
            out.push(c.to_ascii_uppercase());
        }
        lower = c.is_ascii_lowercase();
    }
    out
}

/// One row of the rule table.
struct Row {
    grammar: &'static str,
    name: String,
    kind: &'static str,
    bnf: String,
    rfc: u16,
    section: String,
    uses: Vec<usize>,
}

/// Writes `$OUT_DIR/rules.rs`: the rule table of `src/grammar.rs`, the
/// rules of every grammar one after the other.
fn write_table(grammars: &[Grammar]) {
    let mut rows: Vec<Row> = Vec::new();
    let mut ranges = Vec::new();
    // Section 2.4.3's classes, which RFC 2732 amends too.
    let mut excluded: BTreeSet<String> = BTreeSet::new();
    for grammar in grammars {
        let base = rows.len();
        let index: HashMap<&str, usize> = grammar
            .ast
            .iter()
            .enumerate()
            .map(|(i, r)| (r.name.as_str(), base + i))
            .collect();
        for rule in &grammar.ast {
            rows.push(row(grammar, rule, &index, &mut excluded));
        }
        ranges.push((grammar.variant, base, rows.len()));
    }
    assert!(rows.len() <= 256, "a rule handle is one byte");
    let handles = |list: &[usize]| {
        list.iter()
            .map(|i| format!("Rule({i})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out =
        generated("/// One row per rule: each grammar's rules, in the order of its file.");
    writeln!(out, "static TABLE: [Row; {}] = [", rows.len()).unwrap();
    for (i, row) in rows.iter().enumerate() {
        let used_by: Vec<usize> = rows
            .iter()
            .enumerate()
            .filter(|(_, r)| r.uses.contains(&i))
            .map(|(j, _)| j)
            .collect();
        writeln!(
            out,
            "    Row {{ grammar: Grammar::{}, name: {:?}, kind: RuleKind::{}, bnf: {:?}, rfc: {}, section: {:?}, uses: &[{}], used_by: &[{}] }},",
            row.grammar,
            row.name,
            row.kind,
            row.bnf,
            row.rfc,
            row.section,
            handles(&row.uses),
            handles(&used_by)
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(out, "/// Each grammar's rows of `TABLE`.").unwrap();
    writeln!(
        out,
        "fn rows_of(grammar: Grammar) -> std::ops::Range<u8> {{\n    match grammar {{"
    )
    .unwrap();
    for (variant, from, to) in &ranges {
        writeln!(out, "        Grammar::{variant} => {from}..{to},").unwrap();
    }
    writeln!(out, "    }}\n}}").unwrap();

    // Constants: RFC 2396's on `Rule`, the others' in a module each.
    for (g, (_, from, to)) in grammars.iter().zip(&ranges) {
        let strict = *from == 0;
        if strict {
            writeln!(out, "impl Rule {{").unwrap();
        } else {
            writeln!(
                out,
                "/// The rules of [`Grammar::{}`], one constant each.\npub mod {} {{\n    use super::Rule;",
                g.variant, g.slug
            )
            .unwrap();
        }
        for (i, row) in rows.iter().enumerate().take(*to).skip(*from) {
            let source = if row.rfc == 0 {
                format!("java.net.URI, docs/java.md #{}", row.section)
            } else if row.rfc == 2396 {
                format!("section {}", row.section)
            } else {
                format!("RFC {} section {}", row.rfc, row.section)
            };
            writeln!(out, "    /// `{}` ({source})", row.bnf.replace('`', "\\`")).unwrap();
            writeln!(
                out,
                "    pub const {}: Rule = Rule({i});",
                constant(&row.name)
            )
            .unwrap();
        }
        let doc = if strict {
            "Every rule, in the order of the grammar file: the rules of Appendix A, then the excluded classes of section 2.4.3."
        } else {
            "Every rule, in the order of the amended grammar."
        };
        writeln!(out, "    /// {doc}").unwrap();
        writeln!(
            out,
            "    pub const ALL: [Rule; {}] = [{}];",
            to - from,
            handles(&(*from..*to).collect::<Vec<_>>())
        )
        .unwrap();
        writeln!(out, "}}").unwrap();
    }

    // The pest rule of each rule, and back.
    for (g, (_, from, to)) in grammars.iter().zip(&ranges) {
        let upper = g.slug.to_ascii_uppercase();
        writeln!(
            out,
            "/// The pest rule of each rule of [`Grammar::{}`].",
            g.variant
        )
        .unwrap();
        writeln!(
            out,
            "static PEST_{upper}: [pest_{slug}::Rule; {}] = [{}];",
            to - from,
            g.ast
                .iter()
                .map(|r| format!("pest_{}::Rule::{}", g.slug, r.name))
                .collect::<Vec<_>>()
                .join(", "),
            slug = g.slug,
        )
        .unwrap();
        writeln!(
            out,
            "/// The rule of a pest rule (`None` for pest's own `EOI`)."
        )
        .unwrap();
        writeln!(
            out,
            "fn of_pest_{}(rule: pest_{}::Rule) -> Option<Rule> {{\n    match rule {{",
            g.slug, g.slug
        )
        .unwrap();
        for (i, r) in g.ast.iter().enumerate() {
            writeln!(
                out,
                "        pest_{}::Rule::{} => Some(Rule({})),",
                g.slug,
                r.name,
                from + i
            )
            .unwrap();
        }
        writeln!(
            out,
            "        pest_{}::Rule::EOI => None,\n    }}\n}}",
            g.slug
        )
        .unwrap();
    }
    let path = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("rules.rs");
    fs::write(path, out).expect("write rules.rs");
}

/// The row of `rule`, whose uses are found in `index`.
fn row(
    grammar: &Grammar,
    rule: &Rule,
    index: &HashMap<&str, usize>,
    excluded: &mut BTreeSet<String>,
) -> Row {
    let doc = &grammar.docs[&rule.name];
    // `/// <name> = <definition>   (<section>)`, where the section is RFC
    // 2396's or `RFC <number> <section>`.
    let (bnf, source) = doc
        .rsplit_once('(')
        .map(|(bnf, source)| (bnf.trim_end(), source.trim_end().strip_suffix(')')))
        .and_then(|(bnf, source)| Some((bnf, source?)))
        .unwrap_or_else(|| {
            panic!(
                "{}: the `///` line ends with no (section): {doc}",
                rule.name
            )
        });
    let (rfc, section) = match source.strip_prefix("RFC ") {
        // java.net.URI's rules: RFC 0, and the section of docs/java.md.
        None if source.starts_with("java.net.URI ") => (0, &source["java.net.URI ".len()..]),
        Some(rest) => {
            let (number, section) = rest
                .split_once(' ')
                .unwrap_or_else(|| panic!("{}: no section in ({source})", rule.name));
            (number.parse().expect("an RFC number"), section)
        }
        None => (2396, source),
    };
    let rfc_name = bnf
        .split_once(" = ")
        .map(|(name, _)| name.trim())
        .unwrap_or_else(|| panic!("{}: no `name = ` in {doc}", rule.name));
    assert_eq!(
        rfc_name.replace('-', "_"),
        rule.name,
        "the `///` line names another rule"
    );
    let section_chars = |c: char| {
        if rfc == 0 {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
        } else {
            c.is_ascii_digit() || c == '.'
        }
    };
    assert!(
        !section.is_empty() && section.chars().all(section_chars),
        "{}: section {section:?}",
        rule.name
    );
    let kind = match rule.ty {
        // Section 2.4.3 lists what a URI never holds; an amendment of one
        // of its classes is one still.
        RuleType::Silent if section == "2.4.3" && rfc == 2396 => {
            excluded.insert(rule.name.clone());
            "Excluded"
        }
        RuleType::Silent if excluded.contains(&rule.name) => "Excluded",
        RuleType::Silent => "Class",
        RuleType::Atomic => "Leaf",
        RuleType::Normal => "Structure",
        other => panic!("{}: no kind for {other:?}", rule.name),
    };
    let mut named = Vec::new();
    uses(&rule.expr, &mut named);
    Row {
        grammar: grammar.variant,
        name: rfc_name.to_string(),
        kind,
        bnf: bnf.to_string(),
        rfc,
        section: section.to_string(),
        uses: named.iter().map(|n| index[n]).collect(),
    }
}
