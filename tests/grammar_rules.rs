//! The grammar file against the RFC: every rule of Appendix A (and the
//! excluded classes of 2.4.3) is in `uri2396.pest` under its own name, quotes
//! its BNF word for word, and has a whole-input entry point in the tests' own
//! pest parser (`tests/support/whole.pest`). The rule table that `uri2396-compile`
//! generates is checked against a reading of the grammar file's text.

use std::collections::BTreeMap;
use uri2396::Dialect;

use uri2396::grammar::{Rule, RuleKind};

const GRAMMAR: &str = include_str!("../uri2396.pest");
const WHOLE: &str = include_str!("support/whole.pest");
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
    for info in Rule::all() {
        let quoted = squash(info.bnf());
        let expected = rfc
            .get(info.name())
            .unwrap_or_else(|| panic!("{} is not an RFC rule", info.name()));
        assert_eq!(
            &quoted,
            expected,
            "the doc line of {} differs from the RFC",
            info.name()
        );
        assert!(
            !info.section().is_empty(),
            "{} names no section",
            info.name()
        );
    }
}

#[test]
fn the_rule_table_follows_the_grammar_file() {
    let names: Vec<String> = Rule::all().map(|r| r.name().replace('-', "_")).collect();
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
fn rules_are_found_in_any_case_and_either_spelling() {
    for info in Rule::all() {
        let name = info.name();
        for asked in [
            name.to_string(),
            name.replace('-', "_"),
            name.to_ascii_uppercase(),
            name.to_ascii_lowercase().replace('_', "-"),
        ] {
            assert_eq!(Rule::find(&asked), Ok(info), "{asked}");
            assert_eq!(asked.parse::<Rule>(), Ok(info), "{asked}");
        }
        assert_eq!(info.to_string(), name);
    }
    assert_eq!(Rule::find("uri-reference"), Ok(Rule::URI_REFERENCE));
    assert_eq!(Rule::find("URI_REFERENCE"), Ok(Rule::URI_REFERENCE));
    assert_eq!(Rule::find("ipv4ADDRESS"), Ok(Rule::IPV4ADDRESS));
    assert_eq!(Rule::find("Hier-Part"), Ok(Rule::HIER_PART));
    assert_eq!(Rule::find("absoluteuri"), Ok(Rule::ABSOLUTE_URI));
    assert!(Rule::find("IPv6address").is_err());
    assert!(Rule::find("").is_err());
    assert!(Rule::find("URI reference").is_err());
}

#[test]
fn an_unknown_name_suggests_a_close_one() {
    let err = Rule::find("hostnme").unwrap_err();
    assert_eq!(err.name(), "hostnme");
    assert_eq!(err.suggestion(), Some(Rule::HOSTNAME));
    assert_eq!(
        err.to_string(),
        "no rule `hostnme` in RFC 2396 Appendix A; did you mean `hostname`?"
    );
    for (asked, close) in [
        ("URI_refrence", Rule::URI_REFERENCE),
        ("absoluteURL", Rule::ABSOLUTE_URI),
        ("ipv4address", Rule::IPV4ADDRESS),
        ("IPv4adress", Rule::IPV4ADDRESS),
        ("schema", Rule::SCHEME),
        ("hostport_", Rule::HOSTPORT),
        ("segments", Rule::SEGMENT),
        ("IPv6address", Rule::IPV4ADDRESS),
    ] {
        let found = Rule::find(asked);
        if found != Ok(close) {
            assert_eq!(found.unwrap_err().suggestion(), Some(close), "{asked}");
        }
    }
    // Nothing is close to these.
    for asked in ["zzzzzz", "x", "url", "authority-form-of-the-request"] {
        let err = Rule::find(asked).unwrap_err();
        assert_eq!(err.suggestion(), None, "{asked}: {err}");
        assert_eq!(
            err.to_string(),
            format!("no rule `{asked}` in RFC 2396 Appendix A")
        );
    }
    // A long name is cut short in the error.
    let long = "a".repeat(10_000);
    let err = Rule::find(&long).unwrap_err();
    assert!(err.to_string().len() < 200, "{err}");
    let boxed: Box<dyn std::error::Error> = Box::new(err);
    assert!(boxed.source().is_none());
}

/// The pest expression of each rule, by pest name, from the grammar text.
fn expressions() -> Vec<(&'static str, char, &'static str)> {
    GRAMMAR
        .lines()
        .filter(|l| !l.starts_with("//") && !l.starts_with(' '))
        .filter_map(|l| {
            let (name, rest) = l.split_once(" = ")?;
            let (modifier, body) = match rest.split_once('{') {
                Some(("", body)) => (' ', body),
                Some((m, body)) => (m.chars().next()?, body),
                None => return None,
            };
            Some((name.trim(), modifier, body.trim_end().strip_suffix('}')?))
        })
        .collect()
}

/// The rule names an expression text holds, in order, each once: words
/// outside quoted literals, outside `&` lookaheads, other than SOI and EOI.
fn named_in(expr: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut chars = expr.chars().peekable();
    let mut end_word = |word: &mut String| {
        if !word.is_empty()
            && !word.starts_with(|c: char| c.is_ascii_digit())
            && word != "SOI"
            && word != "EOI"
            && !found.contains(word)
        {
            found.push(word.clone());
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '"' | '\'' => {
                end_word(&mut word);
                // A literal: skip to its end, past `\x` escapes.
                while let Some(d) = chars.next() {
                    if d == '\\' {
                        chars.next();
                    } else if d == c {
                        break;
                    }
                }
            }
            '&' => {
                end_word(&mut word);
                // A lookahead: a word, or a parenthesized group.
                if chars.peek() == Some(&'(') {
                    let mut depth = 0;
                    for d in chars.by_ref() {
                        depth += match d {
                            '(' => 1,
                            ')' => -1,
                            _ => 0,
                        };
                        if depth == 0 {
                            break;
                        }
                    }
                } else {
                    while chars
                        .peek()
                        .is_some_and(|d| d.is_ascii_alphanumeric() || *d == '_')
                    {
                        chars.next();
                    }
                }
            }
            c if c.is_ascii_alphanumeric() || c == '_' => word.push(c),
            _ => end_word(&mut word),
        }
    }
    end_word(&mut word);
    found
}

#[test]
fn uses_and_kinds_follow_the_grammar_text() {
    let expressions = expressions();
    assert_eq!(expressions.len(), Rule::ALL.len());
    for (rule, (name, modifier, expr)) in Rule::all().zip(&expressions) {
        assert_eq!(rule.name().replace('-', "_"), *name);
        let uses: Vec<String> = rule
            .uses()
            .iter()
            .map(|r| r.name().replace('-', "_"))
            .collect();
        assert_eq!(uses, named_in(expr), "uses of {name}: {expr}");
        let kind = match modifier {
            '_' if rule.section() == "2.4.3" => RuleKind::Excluded,
            '_' => RuleKind::Class,
            '@' => RuleKind::Leaf,
            ' ' => RuleKind::Structure,
            other => panic!("{name}: modifier {other}"),
        };
        assert_eq!(rule.kind(), kind, "{name}");
    }
    for rule in Rule::all() {
        let users: Vec<Rule> = Rule::all().filter(|r| r.uses().contains(&rule)).collect();
        assert_eq!(rule.used_by(), users, "{rule}");
    }
    // The classes written as the BNF names them...
    assert_eq!(Rule::USERINFO.uses(), [Rule::UNRESERVED, Rule::ESCAPED]);
    assert_eq!(Rule::UNRESERVED.uses(), [Rule::ALPHANUM, Rule::MARK]);
    // ...and the two kept as ranges, which name no rule but `escaped`.
    assert_eq!(Rule::PCHAR.uses(), [Rule::ESCAPED]);
    assert_eq!(Rule::URIC.uses(), [Rule::ESCAPED]);
    // A lookahead steers the PEG and names no part.
    assert_eq!(Rule::HOSTNAME.uses(), [Rule::DOMAINLABEL, Rule::TOPLABEL]);
    assert_eq!(Rule::AUTHORITY.uses(), [Rule::SERVER, Rule::REG_NAME]);
}

#[test]
fn the_table_has_every_rule_of_appendix_a() {
    let rfc = rfc_rules();
    let names: Vec<&str> = Rule::all().map(|r| r.name()).collect();
    for name in rfc.keys() {
        assert!(names.contains(&name.as_str()), "{name} is missing");
    }
    assert_eq!(names.len(), rfc.len());
    for (i, rule) in Rule::all().enumerate() {
        assert_eq!(Rule::ALL[i], rule);
        assert!(
            !rule.bnf().is_empty() && !rule.section().is_empty(),
            "{rule}"
        );
        assert!(
            rule.bnf().starts_with(&format!("{} = ", rule.name())),
            "{rule}"
        );
        if i > 0 {
            assert!(Rule::ALL[i - 1] < rule, "rules order as the grammar file");
        }
    }
    assert_eq!(
        serde_json::to_string(&Rule::ALL[..3]).unwrap(),
        r#"["URI-reference","absoluteURI","relativeURI"]"#
    );
    assert_eq!(format!("{:?}", Rule::HIER_PART), "Rule(hier_part)");
    let excluded: Vec<&str> = Rule::all()
        .filter(|r| r.kind() == RuleKind::Excluded)
        .map(|r| r.name())
        .collect();
    assert_eq!(excluded, ["control", "space", "delims", "unwise"]);
}

// ---------------------------------------------------------------------------
// The RFC 2732 grammar
// ---------------------------------------------------------------------------

const AMENDMENT: &str = include_str!("../rfc2732.pest");

/// Each rule's definition in a pest text (from its name to the end of its
/// expression, comments left out), by name.
fn definitions(pest: &str) -> BTreeMap<&str, String> {
    let mut found = BTreeMap::new();
    let mut current: Option<(&str, String)> = None;
    for line in pest.lines() {
        if line.starts_with("//") || line.is_empty() {
            if let Some((name, text)) = current.take() {
                found.insert(name, text);
            }
            continue;
        }
        if !line.starts_with(' ') && !line.starts_with('}') {
            if let Some((name, text)) = current.take() {
                found.insert(name, text);
            }
            if let Some((name, _)) = line.split_once(" = ") {
                current = Some((name.trim(), line.to_string()));
            }
        } else if let Some((_, text)) = current.as_mut() {
            text.push('\n');
            text.push_str(line);
        }
    }
    if let Some((name, text)) = current {
        found.insert(name, text);
    }
    found
}

#[test]
fn the_amendment_holds_the_rules_rfc_2732_changes_or_adds() {
    assert_eq!(
        defined(AMENDMENT),
        [
            "host",
            "IPv6reference",
            "IPv6address",
            "ls32",
            "hex4",
            "dec_octet",
            "IPv4address",
            "uric",
            "reserved",
            "unwise"
        ]
    );
}

/// The amended grammar is uri2396.pest with each rule of rfc2732.pest in
/// place of the rule of the same name, the new ones after the rule they
/// follow there, and every other rule as it was.
#[test]
fn the_amended_grammar_is_the_strict_one_with_the_amendment_in_place() {
    let amended = Dialect::RFC2732.grammar_text();
    let strict = definitions(GRAMMAR);
    let amendment = definitions(AMENDMENT);
    let result = definitions(amended);
    for (name, text) in &result {
        let expected = amendment
            .get(name)
            .or_else(|| strict.get(name))
            .unwrap_or_else(|| panic!("{name} is in neither file"));
        assert_eq!(text, expected, "{name}");
    }
    for name in strict.keys().chain(amendment.keys()) {
        assert!(result.contains_key(name), "{name} is missing");
    }
    let order: Vec<&str> = defined(amended);
    let without_new: Vec<&str> = order
        .iter()
        .copied()
        .filter(|n| strict.contains_key(n))
        .collect();
    assert_eq!(
        without_new,
        defined(GRAMMAR),
        "RFC 2396's rules keep their order"
    );
    for (new, after) in [
        ("IPv6reference", "host"),
        ("IPv6address", "IPv6reference"),
        ("ls32", "IPv6address"),
        ("hex4", "ls32"),
        ("dec_octet", "hex4"),
    ] {
        let at = |n: &str| order.iter().position(|m| *m == n).unwrap();
        assert_eq!(at(new), at(after) + 1, "{new} follows {after}");
    }
}

#[test]
fn the_rfc_2732_rule_table_follows_its_grammar_text() {
    let names: Vec<String> = Dialect::RFC2732
        .rules()
        .map(|r| r.name().replace('-', "_"))
        .collect();
    assert_eq!(names, defined(Dialect::RFC2732.grammar_text()));
    for rule in Dialect::RFC2732.rules() {
        assert_eq!(rule.dialect(), Dialect::RFC2732, "{rule}");
        assert_eq!(Dialect::RFC2732.find(rule.name()), Ok(rule), "{rule}");
        // A rule RFC 2732 leaves alone keeps RFC 2396's BNF and section.
        if rule.rfc() == 2396 {
            let strict = Dialect::STRICT.find(rule.name()).unwrap();
            assert_eq!(rule.bnf(), strict.bnf(), "{rule}");
            assert_eq!(rule.section(), strict.section(), "{rule}");
            assert_eq!(rule.kind(), strict.kind(), "{rule}");
            assert_eq!(strict.in_dialect(Dialect::RFC2732), Some(rule), "{rule}");
        }
    }
}

/// The rules RFC 2732 section 3 writes out, word for word (RFC 2732 spells
/// `ipv6reference` in small letters where it defines it, and
/// `IPv6reference` in `host`; the grammar keeps the one spelling).
#[test]
fn the_rfc_2732_rules_quote_its_bnf_word_for_word() {
    let quoted: &[(&str, &str)] = &[
        ("host", "host = hostname | IPv4address | IPv6reference"),
        ("IPv6reference", "IPv6reference = \"[\" IPv6address \"]\""),
        (
            "reserved",
            "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"",
        ),
        (
            "unwise",
            "unwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"`\"",
        ),
        // RFC 2373 Appendix B, which RFC 2732 (2) takes, in RFC 2396's
        // lower-case `digit`.
        (
            "IPv4address",
            "IPv4address = 1*3digit \".\" 1*3digit \".\" 1*3digit \".\" 1*3digit",
        ),
    ];
    for &(name, bnf) in quoted {
        let rule = Dialect::RFC2732.find(name).unwrap();
        assert_eq!(squash(rule.bnf()), squash(bnf), "{name}");
        assert_eq!((rule.rfc(), rule.section()), (2732, "3"), "{name}");
    }
    let rfc2732: Vec<&str> = Dialect::RFC2732
        .rules()
        .filter(|r| r.rfc() == 2732)
        .map(|r| r.name())
        .collect();
    let mut expected: Vec<&str> = quoted.iter().map(|(n, _)| *n).collect();
    expected.sort_unstable();
    let mut got = rfc2732.clone();
    got.sort_unstable();
    assert_eq!(got, expected);
    let rfc2373: Vec<&str> = Dialect::RFC2732
        .rules()
        .filter(|r| r.rfc() == 2373)
        .map(|r| r.name())
        .collect();
    assert_eq!(rfc2373, ["IPv6address", "ls32", "hex4", "dec-octet"]);
}

/// Every rule of every named grammar has the examples of its `// e.g.`
/// line, two of each (`space` derives one string), and the automaton and
/// the tree agree with the line.
#[test]
fn every_rule_s_examples_hold() {
    for rule in Dialect::ALL.into_iter().flat_map(Dialect::rules) {
        let examples = rule.examples();
        let want = if rule.name() == "space" { 1 } else { 2 };
        assert_eq!(examples.matching.len(), want, "{rule}");
        assert_eq!(examples.failing.len(), 2, "{rule}");
        let grammar = rule.dialect();
        for s in examples.matching {
            assert!(rule.matches(s), "{rule} of {grammar} should match {s:?}");
            assert!(uri2396::Tree::parse(rule, s).is_ok(), "{rule} {s:?}");
        }
        for s in examples.failing {
            assert!(
                !rule.matches(s),
                "{rule} of {grammar} should not match {s:?}"
            );
            assert!(uri2396::Tree::parse(rule, s).is_err(), "{rule} {s:?}");
        }
    }
}
