//! Every choice of `java.pest`'s switches, applied to RFC 2396 or to its
//! RFC 2732 amendment, makes a grammar that derives what the independent
//! recognizer derives for that choice.
//!
//! `uri2396-compile` applies all the switches to make the `java` grammar; this
//! test applies each subset with the same code (`uri2396_compile::amend`), runs
//! the grammar with pest's own interpreter (pest_vm), and holds every rule,
//! anchored at both ends, to `appendix_a/mod.rs` read with the same
//! switches, which is written from the javadoc and docs/java.md, deviation
//! by deviation, and not from `java.pest`. A switch that named a rule it
//! does not change, or that undid another's change, shows as a disagreement
//! in the subsets that hold both.

use std::collections::{BTreeSet, HashMap};
use std::sync::{LazyLock, Mutex, PoisonError};

use proptest::strategy::{Strategy, ValueTree};
use proptest::string::RegexGeneratorStrategy;
use proptest::test_runner::TestRunner;

use crate::appendix_a;
use crate::trials;

use appendix_a::{Reading, derives_in, generators};
use uri2396_compile::amend;

const STRICT: &str = include_str!("../uri2396.pest");
const AMENDMENT: &str = include_str!("../rfc2732.pest");
const SWITCHES: &str = include_str!("../java.pest");

/// The field of a [`Reading`] that a switch sets.
type Field = fn(&mut Reading) -> &mut bool;

/// The switches of `java.pest`, by the names of its `// switch:` lines,
/// with the field of [`Reading`] each one sets.
const NAMES: [(&str, Field); 8] = [
    ("empty-authority", |r| &mut r.empty_authority),
    ("empty-relative-path", |r| &mut r.empty_relative_path),
    ("ipv4-addresses", |r| &mut r.ipv4_addresses),
    ("single-label-hostnames", |r| &mut r.single_label_hostnames),
    ("ipv6-literals", |r| &mut r.ipv6_literals),
    ("other-characters", |r| &mut r.other_characters),
    ("brackets-outside-the-host", |r| {
        &mut r.brackets_outside_the_host
    }),
    ("ports", |r| &mut r.ports),
];

/// Switches that amend rules of RFC 2732 only.
const NEED_RFC2732: [&str; 2] = ["ipv6-literals", "brackets-outside-the-host"];

fn is_on(reading: Reading, name: &str) -> bool {
    let mut reading = reading;
    let (_, field) = NAMES
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("java.pest has a switch {name} that this test does not know"));
    *field(&mut reading)
}

/// The grammar of `reading`: RFC 2396, amended by RFC 2732 when it says
/// so, then by each switch it holds, in the order of `java.pest`.
fn compose(reading: Reading) -> String {
    let mut grammar = if reading.rfc2732 {
        amend::amend(STRICT, AMENDMENT, "RFC 2732", "rfc2732.pest").expect("RFC 2732 amends")
    } else {
        STRICT.to_owned()
    };
    for (name, patch) in amend::switches(SWITCHES) {
        if is_on(reading, name) {
            grammar = amend::amend(&grammar, patch, "", name).expect("a switch applies");
        }
    }
    grammar
}

/// Set (to anything but `0`) to try every pair of switches too; `.ci/run`
/// sets it. Without it the tests try 32 of the 75 choices, in a third of
/// the time.
const ALL_SWITCHES: &str = "URI2396_ALL_SWITCHES";

/// The subsets of the switches that the base allows and that have at most
/// one switch on or at most one off: none, every switch alone, every one
/// left out of the whole, and the whole. With [`ALL_SWITCHES`] set, every
/// pair too (where two switches could meet in one rule).
fn readings() -> Vec<Reading> {
    let pairs = std::env::var_os(ALL_SWITCHES).is_some_and(|v| v != "0");
    let most_on = if pairs { 2 } else { 1 };
    let mut readings = Vec::new();
    for rfc2732 in [false, true] {
        for bits in 0..1u32 << NAMES.len() {
            let on = bits.count_ones();
            let allowed_here = NAMES.len() as u32 - if rfc2732 { 0 } else { 2 };
            if on > most_on && on + 1 < allowed_here {
                continue;
            }
            let mut reading = Reading {
                rfc2732,
                ..Reading::RFC2396
            };
            let mut allowed = true;
            for (i, (name, field)) in NAMES.iter().enumerate() {
                if bits >> i & 1 == 1 {
                    *field(&mut reading) = true;
                    allowed &= rfc2732 || !NEED_RFC2732.contains(name);
                }
            }
            if allowed {
                readings.push(reading);
            }
        }
    }
    readings
}

/// The rules of `grammar` that differ from those of `base`, or name one
/// that does, directly or through others: the rules a choice of switches
/// changes.
fn changed(grammar: &str, base: &str) -> BTreeSet<String> {
    let texts = |g: &str| -> Vec<(String, String)> {
        amend::rule_spans(g)
            .expect("pest reads the grammar")
            .into_iter()
            .map(|(name, start, end)| (name, g[start..end].to_owned()))
            .collect()
    };
    let base = texts(base);
    let rules = texts(grammar);
    let mut changed: BTreeSet<String> = rules
        .iter()
        .filter(|(name, text)| !base.iter().any(|(n, t)| n == name && t == text))
        .map(|(name, _)| name.clone())
        .collect();
    loop {
        let before = changed.len();
        for (name, text) in &rules {
            let (start, end) = amend::expression(text).expect("a rule has an expression");
            let names_changed = text[start..end]
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .any(|word| changed.contains(word));
            if names_changed {
                changed.insert(name.clone());
            }
        }
        if changed.len() == before {
            return changed;
        }
    }
}

/// Each rule of a grammar's text: its pest name and the RFC name of its
/// `///` line.
fn rules(grammar: &str) -> Vec<(String, String)> {
    amend::rule_spans(grammar)
        .expect("pest reads the grammar")
        .into_iter()
        .map(|(name, start, end)| {
            let rfc = amend::bnf_of(&grammar[start..end])
                .unwrap_or_else(|| panic!("rule {name} has no BNF line"))
                .0
                .to_owned();
            (name, rfc)
        })
        .collect()
}

/// Generated strings per rule and grammar, each with its near misses.
/// `java_equivalence.rs` tries many more on the whole java grammar.
const SAMPLES: usize = 3;

/// Strings at the edges of every switch, for every rule.
const EDGES: &[&str] = &[
    "",
    "?y",
    "//?y",
    "//#f",
    "//",
    "///",
    "////x",
    "http://",
    "http://#f",
    "http:///p",
    "s:////p",
    "http://@/",
    "http://@h/",
    "//h",
    "1.2.3.4",
    "1.2.3.256",
    "0001.2.3.4",
    "1.2.3.4444",
    "8",
    "8.",
    "a.8",
    "[::1]",
    "[::1%eth0]",
    "[::01.2.3.4]",
    "[::0001.2.3.4]",
    "[1:2:3:4:5:6:7::]",
    "h:2147483647",
    "h:2147483648",
    "h:02147483647",
    "h:",
    "http://h:2147483648/",
    "http://[::1%25]/",
    "/caf\u{e9}",
    "caf\u{e9}",
    "\u{a0}",
    "\u{85}",
    "\u{1F600}",
    "mailto:[a]",
    "s:]",
    "?[",
    "#]",
    "a%2",
    "%41",
    "u@h:80",
    "http://u@[::1]:80/p?q#f",
];

/// Up to `count` strings that `rule` of `reading` derives, from its
/// generation expression, and each with one character dropped, doubled or
/// replaced: near misses.
fn samples(expression: &str, rfc_name: &str, count: usize) -> Vec<String> {
    let strategy = generator(expression, rfc_name);
    let mut runner = TestRunner::new(trials::config(1));
    let mut out = BTreeSet::new();
    for _ in 0..count {
        let Ok(tree) = strategy.new_tree(&mut runner) else {
            break;
        };
        let valid = tree.current();
        let chars: Vec<char> = valid.chars().collect();
        for i in 0..chars.len() {
            let mut dropped = chars.clone();
            dropped.remove(i);
            out.insert(dropped.iter().collect::<String>());
            let mut doubled = chars.clone();
            doubled.insert(i, chars[i]);
            out.insert(doubled.iter().collect::<String>());
            for replacement in ['[', '%', '/', '\u{e9}'] {
                let mut replaced = chars.clone();
                replaced[i] = replacement;
                out.insert(replaced.iter().collect::<String>());
            }
        }
        out.insert(valid);
    }
    out.into_iter().collect()
}

/// The generator of an expression, parsed once for the test binary's life:
/// a rule reads the same in most choices of switches, and both tests draw
/// from it (fresh strings each time).
fn generator(expression: &str, rfc_name: &str) -> &'static RegexGeneratorStrategy<String> {
    static GENERATORS: LazyLock<Mutex<HashMap<String, &'static RegexGeneratorStrategy<String>>>> =
        LazyLock::new(Mutex::default);
    let lock = || GENERATORS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&strategy) = lock().get(expression) {
        return strategy;
    }
    let strategy = proptest::string::string_regex(expression)
        .unwrap_or_else(|e| panic!("no generator for {rfc_name}: {e}"));
    let strategy: &'static _ = Box::leak(Box::new(strategy));
    let mut cache = lock();
    if let Some(&kept) = cache.get(expression) {
        return kept;
    }
    cache.insert(expression.to_owned(), strategy);
    strategy
}

/// Each grammar is valid pest and, rule by rule, derives what the
/// recognizer derives, on each rule's generated strings and near misses
/// and on the edge strings.
#[test]
fn each_choice_of_switches_derives_what_its_reading_derives() {
    let readings = readings();
    assert!(readings.contains(&Reading::RFC2396) && readings.contains(&Reading::JAVA));
    let all = std::env::var_os(ALL_SWITCHES).is_some_and(|v| v != "0");
    assert_eq!(readings.len(), if all { 75 } else { 32 });
    let mut checked = 0usize;
    for reading in readings {
        let mut grammar = compose(reading);
        let base = compose(Reading {
            rfc2732: reading.rfc2732,
            ..Reading::RFC2396
        });
        let changed = changed(&grammar, &base);
        assert_eq!(
            changed.is_empty(),
            reading == Reading::RFC2396 || reading == Reading::RFC2732
        );
        let rules = rules(&grammar);
        for (name, _) in &rules {
            grammar.push_str(&format!("\nwhole_{name} = _{{ SOI ~ {name} ~ EOI }}\n"));
        }
        let (_, optimized) = pest_meta::parse_and_optimize(&grammar)
            .unwrap_or_else(|e| panic!("{reading:?}: the grammar is no valid pest: {e:?}"));
        let vm = pest_vm::Vm::new(optimized);
        let expressions = generators(reading);
        let names: BTreeSet<&str> = rules.iter().map(|(_, rfc)| rfc.as_str()).collect();
        let missing: Vec<&&str> = expressions
            .keys()
            .filter(|k| !names.contains(**k))
            .collect();
        assert!(
            missing.is_empty(),
            "{reading:?}: the recognizer has rules the grammar lacks: {missing:?}"
        );
        for (name, rfc) in rules.iter().filter(|(name, _)| changed.contains(name)) {
            let mut inputs = samples(&expressions[rfc.as_str()], rfc, SAMPLES);
            inputs.extend(EDGES.iter().map(|s| (*s).to_owned()));
            let dialect = dialect_of(reading);
            let rule = dialect
                .find(rfc)
                .unwrap_or_else(|e| panic!("{dialect}: {e}"));
            for input in &inputs {
                // The crate's tree of the same grammar, cut at the
                // delimiters, is pest's, node for node.
                let whole = vm.parse(&format!("whole_{name}"), input).is_ok();
                let silent = matches!(
                    rule.kind(),
                    uri2396::grammar::RuleKind::Class | uri2396::grammar::RuleKind::Excluded
                );
                if let (true, false, Ok(pairs)) = (whole, silent, vm.parse(name, input)) {
                    {
                        let pest: Vec<(String, usize, usize)> = pairs
                            .flatten()
                            .map(|p| {
                                (
                                    p.as_rule().to_owned(),
                                    p.as_span().start(),
                                    p.as_span().end(),
                                )
                            })
                            .collect();
                        let tree = uri2396::Tree::parse(rule, input).unwrap_or_else(|e| {
                            panic!("{dialect}: no tree of {rfc} for {input:?}: {e}")
                        });
                        let ours: Vec<(String, usize, usize)> = tree
                            .nodes()
                            .map(|n| (n.rule().replace('-', "_"), n.start(), n.end()))
                            .collect();
                        assert_eq!(ours, pest, "{dialect}: the tree of {rfc} for {input:?}");
                    }
                }
                let pest = vm.parse(&format!("whole_{name}"), input).is_ok();
                let expected = derives_in(reading, rfc, input);
                assert_eq!(
                    pest, expected,
                    "{reading:?}: rule {rfc} on {input:?}: the grammar says {pest}, the recognizer {expected}"
                );
                checked += 1;
            }
        }
    }
    eprintln!("{checked} checks");
    assert!(checked > 100_000, "only {checked} checks");
}

/// Each switch changes the grammar it is applied to, alone, on each base
/// it allows: no switch is empty or names only rules the grammar lacks.
#[test]
fn each_switch_changes_its_grammar() {
    let names: Vec<&str> = amend::switches(SWITCHES).iter().map(|(n, _)| *n).collect();
    assert_eq!(names, NAMES.map(|(n, _)| n));
    for base in [Reading::RFC2396, Reading::RFC2732] {
        for (name, field) in NAMES {
            if !base.rfc2732 && NEED_RFC2732.contains(&name) {
                continue;
            }
            let mut reading = base;
            *field(&mut reading) = true;
            assert_ne!(compose(reading), compose(base), "{name} changes nothing");
        }
    }
}

/// The library's dialect of the same switches as `reading`.
fn dialect_of(reading: Reading) -> uri2396::Dialect {
    use uri2396::{Dialect, Switch};
    let mut dialect = Dialect::STRICT;
    for (switch, on) in [
        (Switch::Rfc2732, reading.rfc2732),
        (Switch::EmptyAuthority, reading.empty_authority),
        (Switch::EmptyRelativePath, reading.empty_relative_path),
        (Switch::Ipv4Addresses, reading.ipv4_addresses),
        (Switch::SingleLabelHostnames, reading.single_label_hostnames),
        (Switch::Ipv6Literals, reading.ipv6_literals),
        (Switch::OtherCharacters, reading.other_characters),
        (
            Switch::BracketsOutsideTheHost,
            reading.brackets_outside_the_host,
        ),
        (Switch::Ports, reading.ports),
    ] {
        if on {
            dialect = dialect.with(switch);
        }
    }
    dialect
}

/// Every component of a parsed reference, with its dialect: `==` on
/// references compares their text alone.
fn components(uri: &uri2396::UriReference<'_>) -> String {
    format!(
        "{uri:?} {:?} host {:?} port {:?} in {}",
        uri.uri(),
        uri.host(),
        uri.port(),
        uri.dialect()
    )
}

/// In the dialect of each choice of switches, whether compiled ahead of time
/// or at run time, every rule's automaton (`Rule::matches`) and the
/// one-pass parse (`UriReference::parse_in`) accept what the recognizer
/// derives, and an error stops at the first character that no string of
/// the grammar has there. The pest oracles of the dialect (pest_derive's
/// parsers for the named grammars, pest_vm for the others) agree with the
/// crate: the same components or error for a URI-reference, the same tree
/// for every rule that derives the input.
#[test]
fn each_dialect_parses_what_its_reading_derives() {
    use uri2396::{Tree, UriReference};

    for reading in readings() {
        let dialect = dialect_of(reading);
        let grammar = dialect;
        let expressions = generators(reading);
        for rule in grammar.rules() {
            let mut inputs = samples(&expressions[rule.name()], rule.name(), SAMPLES);
            inputs.extend(EDGES.iter().map(|s| (*s).to_owned()));
            for input in &inputs {
                let expected = derives_in(reading, rule.name(), input);
                assert_eq!(
                    rule.matches(input),
                    expected,
                    "{dialect}: rule {} on {input:?}",
                    rule.name()
                );
                if expected {
                    assert_eq!(
                        Tree::parse_with_pest(rule, input),
                        Tree::parse(rule, input),
                        "{dialect}: the trees of {} for {input:?}",
                        rule.name()
                    );
                }
                if rule.name() == "URI-reference" {
                    let parsed = UriReference::parse_in(input, dialect);
                    let pest = UriReference::parse_with_pest_in(input, dialect);
                    assert_eq!(pest, parsed, "{dialect}: parse_with_pest_in({input:?})");
                    assert_eq!(
                        pest.as_ref().map(components),
                        parsed.as_ref().map(components),
                        "{dialect}: the components of {input:?}"
                    );
                    assert_eq!(parsed.is_ok(), expected, "{dialect}: parse_in({input:?})");
                    // Both errors against the recognizer, not against each
                    // other: they come from one automaton.
                    for err in [&parsed, &pest]
                        .into_iter()
                        .filter_map(|r| r.as_ref().err())
                    {
                        appendix_a::check_error_in(
                            reading,
                            "URI-reference",
                            input,
                            err.offset(),
                            err.expected(),
                        )
                        .unwrap_or_else(|e| panic!("{dialect}: {e}"));
                    }
                    if let Ok(uri) = parsed {
                        assert_eq!(uri.to_string(), *input);
                        assert_eq!(uri.dialect(), dialect);
                    }
                }
            }
        }
    }
}

/// A dialect's name reads back as the dialect.
#[test]
fn each_dialect_is_named_by_its_switches() {
    for reading in readings() {
        let dialect = dialect_of(reading);
        assert_eq!(dialect.name().parse::<uri2396::Dialect>(), Ok(dialect));
    }
}
