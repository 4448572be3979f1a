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

use pest_meta::ast::{Expr, Rule, RuleType};
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
    let docs = line_docs(pairs.clone());
    let ast = parser::consume_rules(pairs).unwrap_or_else(|e| panic!("uri2396.pest: {e:?}"));
    let order: Vec<String> = ast.iter().map(|r| r.name.clone()).collect();
    write_table(&ast, &docs);
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

    let mut out = generated("/// One automaton per rule, in the order of the grammar file.");
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

/// The start of a generated file: a warning, then `first`.
fn generated(first: &str) -> String {
    format!("// Generated by build.rs from uri2396.pest. Do not edit.\n{first}\n")
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
        Expr::Opt(a) | Expr::Rep(a) | Expr::RepOnce(a) => uses(a, out),
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

/// Writes `$OUT_DIR/rules.rs`: the rule table of `src/grammar.rs`.
fn write_table(ast: &[Rule], docs: &HashMap<String, String>) {
    assert!(ast.len() <= 256, "a rule handle is one byte");
    let index: HashMap<&str, usize> = ast
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    let mut rows = Vec::new();
    for rule in ast {
        let doc = &docs[&rule.name];
        // `/// <name> = <definition>   (<section>)`
        let (bnf, section) = doc
            .rsplit_once('(')
            .map(|(bnf, section)| (bnf.trim_end(), section.trim_end().strip_suffix(')')))
            .and_then(|(bnf, section)| Some((bnf, section?)))
            .unwrap_or_else(|| {
                panic!(
                    "{}: the `///` line ends with no (section): {doc}",
                    rule.name
                )
            });
        let rfc_name = bnf
            .split_once(" = ")
            .map(|(name, _)| name.trim())
            .unwrap_or_else(|| panic!("{}: no `name = ` in {doc}", rule.name));
        assert_eq!(
            rfc_name.replace('-', "_"),
            rule.name,
            "the `///` line names another rule"
        );
        assert!(
            !section.is_empty() && section.chars().all(|c| c.is_ascii_digit() || c == '.'),
            "{}: section {section:?}",
            rule.name
        );
        let kind = match rule.ty {
            // Section 2.4.3 lists what a URI never holds.
            RuleType::Silent if section == "2.4.3" => "Excluded",
            RuleType::Silent => "Class",
            RuleType::Atomic => "Leaf",
            RuleType::Normal => "Structure",
            other => panic!("{}: no kind for {other:?}", rule.name),
        };
        let mut named = Vec::new();
        uses(&rule.expr, &mut named);
        let used: Vec<usize> = named.iter().map(|n| index[n]).collect();
        rows.push((
            rfc_name.to_string(),
            kind,
            bnf.to_string(),
            section.to_string(),
            used,
        ));
    }
    let handles = |list: &[usize]| {
        list.iter()
            .map(|i| format!("Rule({i})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = generated("/// One row per rule, in the order of the grammar file.");
    writeln!(out, "static TABLE: [Row; {}] = [", rows.len()).unwrap();
    for (i, (name, kind, bnf, section, used)) in rows.iter().enumerate() {
        let used_by: Vec<usize> = rows
            .iter()
            .enumerate()
            .filter(|(_, r)| r.4.contains(&i))
            .map(|(j, _)| j)
            .collect();
        writeln!(
            out,
            "    Row {{ name: {name:?}, kind: RuleKind::{kind}, bnf: {bnf:?}, section: {section:?}, uses: &[{}], used_by: &[{}] }},",
            handles(used),
            handles(&used_by)
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(out, "impl Rule {{").unwrap();
    for (i, (name, _, bnf, section, _)) in rows.iter().enumerate() {
        writeln!(
            out,
            "    /// `{}` (section {section})",
            bnf.replace('`', "\\`")
        )
        .unwrap();
        writeln!(out, "    pub const {}: Rule = Rule({i});", constant(name)).unwrap();
        let _ = name;
    }
    writeln!(out, "    /// Every rule, in the order of the grammar file: the rules of Appendix A, then the excluded classes of section 2.4.3.").unwrap();
    writeln!(
        out,
        "    pub const ALL: [Rule; {}] = [{}];",
        rows.len(),
        handles(&(0..rows.len()).collect::<Vec<_>>())
    )
    .unwrap();
    writeln!(out, "}}").unwrap();
    writeln!(out, "/// The pest rule of each rule.").unwrap();
    writeln!(
        out,
        "static PEST: [derived::Rule; {}] = [{}];",
        rows.len(),
        ast.iter()
            .map(|r| format!("derived::Rule::{}", r.name))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .unwrap();
    writeln!(
        out,
        "/// The rule of a pest rule (`None` for pest's own `EOI`)."
    )
    .unwrap();
    writeln!(
        out,
        "fn of_pest(rule: derived::Rule) -> Option<Rule> {{\n    match rule {{"
    )
    .unwrap();
    for (i, r) in ast.iter().enumerate() {
        writeln!(out, "        derived::Rule::{} => Some(Rule({i})),", r.name).unwrap();
    }
    writeln!(out, "        derived::Rule::EOI => None,\n    }}\n}}").unwrap();
    let path = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("rules.rs");
    fs::write(path, out).expect("write rules.rs");
}
