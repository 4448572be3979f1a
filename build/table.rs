//! The rule table of a grammar: for each rule, its RFC name, BNF and
//! section (from its `///` line), its kind (from pest's rule type) and the
//! rules it names. Shared by `build.rs`, which writes the table of the
//! three named grammars, and the library, which builds the table of any
//! other choice of switches.

use std::collections::{BTreeSet, HashMap};

use pest_meta::ast::{Expr, Rule, RuleType};
use pest_meta::parser::{self, Rule as MetaRule};

/// A grammar the build compiles.
pub struct Grammar {
    /// The variant of `grammar::Grammar`.
    pub variant: &'static str,
    /// Where its generated items are named from: the pest parser's module,
    /// the tables' prefix.
    pub slug: &'static str,
    pub ast: Vec<Rule>,
    pub docs: HashMap<String, String>,
}

impl Grammar {
    pub fn new(variant: &'static str, slug: &'static str, source: String, file: &str) -> Grammar {
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

/// The `///` line of each rule, by pest name (as pest_generator reads them).
pub fn line_docs(pairs: pest::iterators::Pairs<'_, MetaRule>) -> HashMap<String, String> {
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
pub fn uses<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) {
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

/// One row of the rule table.
pub struct Row {
    pub grammar: &'static str,
    pub name: String,
    pub kind: &'static str,
    pub bnf: String,
    pub rfc: u16,
    pub section: String,
    pub uses: Vec<usize>,
}

/// The row of `rule`, whose uses are found in `index`.
pub fn row(
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
