//! The grammar file against the RFC: every rule of Appendix A (and the
//! excluded classes of 2.4.3) is in `uri2396.pest` under its own name, quotes
//! its BNF word for word, and has a whole-input entry point.

use std::collections::BTreeMap;

use uri2396::grammar::{RULES, RuleInfo};

const GRAMMAR: &str = include_str!("../uri2396.pest");
const WHOLE: &str = include_str!("../src/whole.pest");
/// Appendix A of RFC 2396 and the four class definitions of 2.4.3, as printed.
const APPENDIX_A: &str = include_str!("data/appendix-a.txt");

/// Rule names defined in a pest file, in order.
fn defined(pest: &str) -> Vec<&str> {
    pest.lines()
        .filter(|l| !l.starts_with("//") && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(name, _)| name.trim()))
        .collect()
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `rule name -> BNF` from the RFC text, continuation lines joined.
fn rfc_rules() -> BTreeMap<String, String> {
    let mut rules = BTreeMap::new();
    let mut current: Option<(String, String)> = None;
    for line in APPENDIX_A.lines() {
        let starts_rule = line.trim_start().split_once('=').is_some_and(|(name, _)| {
            let name = name.trim();
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        });
        if starts_rule {
            if let Some((name, bnf)) = current.take() {
                rules.insert(name, squash(&bnf));
            }
            let name = line.split('=').next().unwrap_or("").trim().to_string();
            current = Some((name, line.trim().to_string()));
        } else if let Some((_, bnf)) = current.as_mut() {
            bnf.push(' ');
            bnf.push_str(line.trim());
        }
    }
    if let Some((name, bnf)) = current {
        rules.insert(name, squash(&bnf));
    }
    rules
}

#[test]
fn the_rfc_has_forty_rules_and_four_excluded_classes() {
    assert_eq!(rfc_rules().len(), 44);
}

#[test]
fn every_rfc_rule_is_in_the_grammar_under_its_own_name() {
    let grammar: Vec<String> = defined(GRAMMAR)
        .iter()
        .map(|n| n.replace('_', "-"))
        .collect();
    for name in rfc_rules().keys() {
        let as_pest = name.replace('_', "-");
        assert!(
            grammar.contains(&as_pest),
            "rule {name} of the RFC is missing from uri2396.pest"
        );
    }
    assert_eq!(
        grammar.len(),
        44,
        "uri2396.pest defines rules the RFC does not: {grammar:?}"
    );
}

#[test]
fn every_grammar_rule_quotes_its_bnf_word_for_word() {
    let rfc = rfc_rules();
    for info in RULES {
        let quoted = squash(info.bnf());
        let expected = rfc
            .get(info.name)
            .unwrap_or_else(|| panic!("{} is not an RFC rule", info.name));
        assert_eq!(
            &quoted, expected,
            "the doc line of {} differs from the RFC",
            info.name
        );
        assert!(!info.section().is_empty(), "{} names no section", info.name);
    }
}

#[test]
fn the_rule_table_follows_the_grammar_file() {
    let names: Vec<String> = RULES.iter().map(|r| r.name.replace('-', "_")).collect();
    assert_eq!(names, defined(GRAMMAR));
}

#[test]
fn every_rule_has_a_whole_input_entry() {
    let entries: Vec<String> = defined(WHOLE).iter().map(|n| n.to_string()).collect();
    let wanted: Vec<String> = defined(GRAMMAR)
        .iter()
        .map(|n| format!("whole_{n}"))
        .collect();
    assert_eq!(entries, wanted);
    for rule in defined(GRAMMAR) {
        assert!(
            WHOLE.contains(&format!("whole_{rule} = _{{ SOI ~ {rule} ~ EOI }}")),
            "the entry of {rule} does not anchor it at both ends"
        );
    }
}

#[test]
fn rules_are_found_in_either_spelling() {
    for info in RULES {
        assert_eq!(RuleInfo::find(info.name).map(|r| r.name), Some(info.name));
        assert_eq!(
            RuleInfo::find(&info.name.replace('-', "_")).map(|r| r.name),
            Some(info.name)
        );
    }
    assert!(RuleInfo::find("IPv6address").is_none());
}
