//! The rule table of a grammar: for each rule, its RFC name, BNF and
//! section (from its `///` line), its kind (from pest's rule type) and the
//! rules it names. `generate` writes the table of the four
//! named grammars with it, and the library the table of any other choice
//! of switches.

use std::collections::{BTreeSet, HashMap};

use pest_meta::ast::{Expr, Rule, RuleType};
use pest_meta::parser::{self, Rule as MetaRule};

use crate::{Error, fail};

/// A grammar file read: its rules and their `///` lines.
pub struct Grammar {
    /// The `Dialect` constant of the grammar (`STRICT`, `RFC2732`, `JAVA`).
    pub variant: &'static str,
    /// Where its generated items are named from: the pest parser's module,
    /// the tables' prefix.
    pub slug: &'static str,
    /// The rules, in the order of the file, as pest_meta reads them.
    pub ast: Vec<Rule>,
    /// The `///` line of each rule, by pest name.
    pub docs: HashMap<String, String>,
    /// The examples of each rule's `// e.g.` line, by pest name: strings
    /// it derives, then strings it does not.
    pub examples: HashMap<String, Examples>,
    /// The RFC whose sections a `///` line names without `RFC <number>`:
    /// 2396, unless the grammar transcribes another RFC.
    pub rfc: u16,
    /// Whether the library offers the grammar's rules to its users (a
    /// public module of constants); a grammar still being wired in is
    /// the crate's own until it is.
    pub exported: bool,
}

impl Grammar {
    /// Reads the grammar file `source`; `file` names it in errors.
    ///
    /// # Errors
    ///
    /// When pest cannot read `source`, or a rule has no `///` line or more
    /// than one.
    pub fn new(
        variant: &'static str,
        slug: &'static str,
        source: String,
        file: &str,
    ) -> Result<Grammar, Error> {
        let pairs = parser::parse(MetaRule::grammar_rules, &source)
            .map_err(|e| Error::new(format!("{file}: {e}")))?;
        let docs = line_docs(pairs.clone()).map_err(|e| Error::new(format!("{file}: {e}")))?;
        let ast = parser::consume_rules(pairs).map_err(|e| Error::new(format!("{file}: {e:?}")))?;
        let examples = examples(&source).map_err(|e| Error::new(format!("{file}: {e}")))?;
        Ok(Grammar {
            variant,
            slug,
            ast,
            docs,
            examples,
            rfc: 2396,
            exported: true,
        })
    }

    /// The grammar with its `///` lines' bare sections read as `rfc`'s.
    #[must_use]
    pub fn of_rfc(mut self, rfc: u16) -> Grammar {
        self.rfc = rfc;
        self
    }

    /// The grammar with its rules kept inside the library.
    #[must_use]
    pub fn internal(mut self) -> Grammar {
        self.exported = false;
        self
    }
}

/// The `///` line of each rule, by pest name (as pest_generator reads them).
///
/// # Errors
///
/// When a rule has no `///` line, or more than one.
pub fn line_docs(
    pairs: pest::iterators::Pairs<'_, MetaRule>,
) -> Result<HashMap<String, String>, Error> {
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
                if doc.is_some() {
                    fail!("one `///` line per rule: {text}");
                }
                doc = Some(text.trim().to_string());
            }
            MetaRule::identifier => {
                let name = inner.as_str().to_string();
                let Some(text) = doc.take() else {
                    fail!("rule {name} has no `///` line");
                };
                docs.insert(name, text);
            }
            _ => {}
        }
    }
    Ok(docs)
}

/// A rule's examples: strings it derives, then strings it does not.
pub type Examples = (Vec<String>, Vec<String>);

/// The examples of each rule of a grammar file, by pest name: the one
/// `// e.g.` line between its `///` line and its definition, which an
/// amendment carries with the rule:
///
/// ```text
/// // e.g. "http://a/b;p?q#f", "../g"; not "http://a/b c", "http:"
/// ```
///
/// Strings the rule derives, then after `; not` strings it does not, each
/// written as a Rust string literal (`\u{7f}`, `\"`, `\\`).
///
/// # Errors
///
/// When a rule has more than one such line, or a line does not read.
pub fn examples(source: &str) -> Result<HashMap<String, Examples>, Error> {
    let mut out = HashMap::new();
    for (name, start, end) in crate::amend::rule_spans(source)? {
        let mut lines = source[start..end]
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("// e.g. "));
        let (line, more) = (lines.next(), lines.next());
        if more.is_some() {
            fail!("rule {name} has more than one `// e.g.` line");
        }
        // Without one, the rule has no row ([`row`] says so).
        let Some(line) = line else { continue };
        let bad = |why: &str| Error::new(format!("rule {name}: its `// e.g.` line {why}"));
        let (matching, failing) = line
            .split_once("; not ")
            .ok_or_else(|| bad("has no `; not`"))?;
        let matching = literals(matching).ok_or_else(|| bad("has a malformed string"))?;
        let failing = literals(failing).ok_or_else(|| bad("has a malformed string"))?;
        out.insert(name, (matching, failing));
    }
    Ok(out)
}

/// The strings of `"…", "…"`, each a Rust string literal with the escapes
/// `\u{…}`, `\"`, `\\`, `\t` and `\n`; `None` for anything else.
fn literals(text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut chars = text.trim().chars();
    loop {
        if chars.next()? != '"' {
            return None;
        }
        let mut string = String::new();
        loop {
            match chars.next()? {
                '"' => break,
                '\\' => match chars.next()? {
                    '"' => string.push('"'),
                    '\\' => string.push('\\'),
                    't' => string.push('\t'),
                    'n' => string.push('\n'),
                    'u' => {
                        if chars.next()? != '{' {
                            return None;
                        }
                        let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                        string.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                    }
                    _ => return None,
                },
                c => string.push(c),
            }
        }
        out.push(string);
        match chars.next() {
            None => return Some(out),
            Some(',') if chars.next()? == ' ' => {}
            Some(_) => return None,
        }
    }
}

/// The rules an expression names, in order, each once. A lookahead only
/// steers the PEG's choice of tree (the grammars' `// PEG:` comments argue
/// it), so the rules inside it are not parts of the rule; nor are pest's
/// SOI and EOI.
///
/// # Errors
///
/// When the expression is not regular ([`compile`](crate::compile)).
pub fn uses<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) -> Result<(), Error> {
    match expr {
        Expr::Ident(name) if name == "SOI" || name == "EOI" => {}
        Expr::Ident(name) => {
            if !out.contains(&name.as_str()) {
                out.push(name);
            }
        }
        Expr::PosPred(_) | Expr::NegPred(_) | Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) => {}
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            uses(a, out)?;
            uses(b, out)?;
        }
        Expr::Opt(a)
        | Expr::Rep(a)
        | Expr::RepOnce(a)
        | Expr::RepExact(a, _)
        | Expr::RepMin(a, _)
        | Expr::RepMax(a, _)
        | Expr::RepMinMax(a, _, _) => uses(a, out)?,
        other => fail!("no regular reading for {other:?}"),
    }
    Ok(())
}

/// One row of the rule table.
pub struct Row {
    /// The `Dialect` constant of the grammar (`STRICT`, `RFC2732`, `JAVA`) ([`Grammar::variant`]).
    pub grammar: &'static str,
    /// The rule's RFC name, from its `///` line (`URI-reference`).
    pub name: String,
    /// The variant of `grammar::RuleKind`: `Structure`, `Leaf`, `Class` or
    /// `Excluded` (a class of RFC 2396 section 2.4.3, or its amendment).
    pub kind: &'static str,
    /// The BNF of the `///` line, `name = definition`.
    pub bnf: String,
    /// The RFC that defines the rule: 2396, 2732, 2373, 3986, or 0 for
    /// java.net.URI.
    pub rfc: u16,
    /// The section of that RFC (of docs/java.md for java.net.URI).
    pub section: String,
    /// The rules the expression names, as indexes of `index`.
    pub uses: Vec<usize>,
    /// Strings the rule derives, from its `// e.g.` line.
    pub matching: Vec<String>,
    /// Strings it does not derive, from the same line.
    pub failing: Vec<String>,
}

/// The row of `rule`, whose uses are found in `index`; `excluded` gathers
/// the classes of section 2.4.3, so that their amendments are excluded too.
///
/// # Errors
///
/// When the `///` line is not `name = definition   (section)` with the
/// rule's own name, the kind of rule has no row kind, or the expression
/// names a rule that `index` lacks.
pub fn row(
    grammar: &Grammar,
    rule: &Rule,
    index: &HashMap<&str, usize>,
    excluded: &mut BTreeSet<String>,
) -> Result<Row, Error> {
    let Some(doc) = grammar.docs.get(&rule.name) else {
        fail!("rule {} has no `///` line", rule.name);
    };
    // `/// <name> = <definition>   (<section>)`, where the section is the
    // grammar's RFC's or `RFC <number> <section>`.
    let (bnf, source) = doc
        .rsplit_once('(')
        .map(|(bnf, source)| (bnf.trim_end(), source.trim_end().strip_suffix(')')))
        .and_then(|(bnf, source)| Some((bnf, source?)))
        .ok_or_else(|| {
            Error::new(format!(
                "{}: the `///` line ends with no (section): {doc}",
                rule.name
            ))
        })?;
    let (rfc, section) = match source.strip_prefix("RFC ") {
        // java.net.URI's rules: RFC 0, and the section of docs/java.md.
        None if source.starts_with("java.net.URI ") => (0, &source["java.net.URI ".len()..]),
        Some(rest) => {
            let Some((number, section)) = rest.split_once(' ') else {
                fail!("{}: no section in ({source})", rule.name);
            };
            let Ok(number) = number.parse() else {
                fail!("{}: no RFC number in ({source})", rule.name);
            };
            (number, section)
        }
        None => (grammar.rfc, source),
    };
    let Some(rfc_name) = bnf.split_once(" = ").map(|(name, _)| name.trim()) else {
        fail!("{}: no `name = ` in {doc}", rule.name);
    };
    if rfc_name.replace('-', "_") != rule.name {
        fail!(
            "{}: the `///` line names another rule, {rfc_name}",
            rule.name
        );
    }
    let section_chars = |c: char| {
        if rfc == 0 {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
        } else {
            c.is_ascii_digit() || c == '.'
        }
    };
    // A section of an RFC may be in an appendix (RFC 2234's core rules,
    // `B.1`): its letter first.
    let numbered = match section.strip_prefix(|c: char| rfc != 0 && c.is_ascii_uppercase()) {
        Some(rest) => {
            rest.strip_prefix('.').is_some_and(|rest| !rest.is_empty())
                && rest[1..].chars().all(section_chars)
        }
        None => !section.is_empty() && section.chars().all(section_chars),
    };
    if !numbered {
        fail!("{}: section {section:?}", rule.name);
    }
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
        other => fail!("{}: no kind for {other:?}", rule.name),
    };
    let mut named = Vec::new();
    uses(&rule.expr, &mut named)?;
    let mut used = Vec::with_capacity(named.len());
    for name in named {
        match index.get(name) {
            Some(&i) => used.push(i),
            None => fail!("{}: names the unknown rule {name}", rule.name),
        }
    }
    let Some((matching, failing)) = grammar.examples.get(&rule.name).cloned() else {
        fail!("rule {} has no `// e.g.` line", rule.name);
    };
    Ok(Row {
        grammar: grammar.variant,
        name: rfc_name.to_string(),
        kind,
        bnf: bnf.to_string(),
        rfc,
        section: section.to_string(),
        uses: used,
        matching,
        failing,
    })
}
