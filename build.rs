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
//! The compiler is the crate `uri2396-compile` (compile/): it composes the
//! grammar files, describes their rules and compiles each rule into a
//! minimal automaton with byte classes of its own (bytes that the rule
//! treats alike share a class) and a flat table of `states × classes` next
//! states; state 0 is the dead state. Output: the tables, each as
//! `Table::to_bytes` writes it, in `$OUT_DIR/automata.bin`, a rule that
//! has the same automaton as one before it (the same rule in several
//! grammars) sharing its table; and in `$OUT_DIR/automata.rs`, each rule's
//! pest name and table, and where each table starts.
//!
//! It also writes the rule table of `src/grammar.rs`, in
//! `$OUT_DIR/rules.rs`: for each rule, in the order of the grammar file, its
//! RFC name and section (from its `///` line), its kind (from pest's rule
//! type), the rules its expression names, the rules that name it, a
//! constant, and the matching pest rule.

use std::collections::{BTreeSet, HashMap};
use std::error::Error;
use std::fmt::Write as _;
use std::{env, fs, path::Path};

use pest_meta::ast::Rule;
use uri2396_compile::amend::{amend, retitle, rule_spans, switches};
use uri2396_compile::compile::compile;
use uri2396_compile::table::{Grammar, Row, row};

fn main() -> Result<(), Box<dyn Error>> {
    for file in ["uri2396.pest", "rfc2732.pest", "java.pest", "build.rs"] {
        println!("cargo:rerun-if-changed={file}");
    }
    let out = env::var("OUT_DIR")?;
    let strict = fs::read_to_string("uri2396.pest")?;
    let amendment = fs::read_to_string("rfc2732.pest")?;
    let amended = amend(
        &strict,
        &amendment,
        "RFC 2396 as RFC 2732 amends it: uri2396.pest with the rules of\n\
         // rfc2732.pest in place",
        "rfc2732.pest",
    )?;
    let java_changes = fs::read_to_string("java.pest")?;
    // java.net.URI reads RFC 2396 as RFC 2732 amends it, with its own
    // deviations on top: each switch of java.pest applied in turn.
    let mut java = amended.clone();
    for (name, patch) in switches(&java_changes) {
        java = amend(&java, patch, "", &format!("java.pest, switch {name}"))?;
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
    )?;
    write_parser(
        &out,
        "java",
        "Java",
        &java,
        "java.net.URI's reading of RFC 2396",
    )?;

    let grammars = [
        Grammar::new("RFC2396", "rfc2396", strict, "uri2396.pest")?,
        Grammar::new("RFC2732", "rfc2732", amended, "rfc2732.pest (amended)")?,
        Grammar::new("JAVA", "java", java, "java.pest (amended)")?,
    ];
    write_table(&grammars)?;
    write_automata(&out, &grammars)?;
    Ok(())
}

/// Writes `$OUT_DIR/automata.bin`, every distinct automaton's bytes one
/// after the other, and `$OUT_DIR/automata.rs`, which names each rule's.
fn write_automata(out: &str, grammars: &[Grammar]) -> Result<(), Box<dyn Error>> {
    let asts: Vec<&[Rule]> = grammars.iter().map(|g| g.ast.as_slice()).collect();
    let automata = compile(&asts)?;
    let mut blob: Vec<u8> = Vec::new();
    let mut offsets: Vec<usize> = Vec::new();
    // The tables written so far, by rule name and bytes: a rule that has
    // the same automaton in several grammars has one table.
    let mut written: HashMap<(&str, Vec<u8>), usize> = HashMap::new();
    let (mut names, mut places) = (Vec::new(), Vec::new());
    for table in &automata {
        let bytes = table.to_bytes();
        let next = written.len();
        let at = *written
            .entry((table.name.as_str(), bytes))
            .or_insert_with_key(|(_, bytes)| {
                offsets.push(blob.len());
                blob.extend_from_slice(bytes);
                next
            });
        names.push(format!("{:?}", table.name));
        places.push(at.to_string());
    }
    offsets.push(blob.len());
    fs::write(Path::new(out).join("automata.bin"), &blob)?;
    let mut text = generated(&format!(
        "/// How many distinct automata `automata.bin` holds.\n\
         pub(crate) const TABLES: usize = {};\n\
         /// Per rule, in the order of the rule table (each grammar's rules in the order of its\n\
         /// file): its automaton's place in `OFFSETS`.\n\
         pub(crate) static RULES: [u16; COUNT] = [{}];\n\
         /// How many rules the named grammars have.\n\
         pub(crate) const COUNT: usize = {};\n\
         /// Per rule, its pest name.\n\
         static NAMES: [&str; {}] = [{}];\n\
         /// Where each automaton starts in `BLOB`, then where the last ends.\n\
         static OFFSETS: [u32; {}] = {:?};\n\
         /// The automata, each as `uri2396_compile::compile::Table::to_bytes` writes it.\n\
         static BLOB: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/automata.bin\"));",
        offsets.len() - 1,
        places.join(", "),
        places.len(),
        names.len(),
        names.join(", "),
        offsets.len(),
        offsets,
    ));
    text.push('\n');
    fs::write(Path::new(out).join("automata.rs"), text)?;
    Ok(())
}

/// Writes a grammar's whole text, its pest parser `<Name>Parser`, and for
/// the tests only (which include it) the same grammar with a whole-input
/// entry point per rule, `whole_<rule> = _{ SOI ~ <rule> ~ EOI }`, so that
/// pest's own verdict on a silent rule can be asked (`<Name>WholeParser`).
fn write_parser(
    out: &str,
    slug: &str,
    name: &str,
    text: &str,
    what: &str,
) -> Result<(), Box<dyn Error>> {
    // pest_derive reads a grammar from a file, named by its absolute path.
    let path = Path::new(out).join(format!("{slug}.pest"));
    fs::write(&path, text)?;
    let path = path.to_str().ok_or("OUT_DIR is not UTF-8")?;
    let parser = format!(
        "{}#[derive(Parser)]\n#[grammar = {path:?}]\npub(crate) struct {name}Parser;\n",
        generated(&format!("/// The pest parser of {what}.")),
    );
    fs::write(Path::new(out).join(format!("{slug}_parser.rs")), parser)?;
    let whole: String = rule_spans(text)?
        .iter()
        .map(|(rule, ..)| format!("whole_{rule} = _{{ SOI ~ {rule} ~ EOI }}\n"))
        .collect();
    let whole_path = Path::new(out).join(format!("{slug}_whole.pest"));
    fs::write(&whole_path, whole)?;
    let whole_parser = format!(
        "{}#[derive(Parser)]\n#[grammar = {path:?}]\n#[grammar = {:?}]\npub(crate) struct {name}WholeParser;\n",
        generated("/// The grammar with a whole-input rule per rule, for the tests."),
        whole_path.to_str().ok_or("OUT_DIR is not UTF-8")?,
    );
    fs::write(
        Path::new(out).join(format!("{slug}_whole_parser.rs")),
        whole_parser,
    )?;
    Ok(())
}

/// The start of a generated file: a warning, then `first`.
fn generated(first: &str) -> String {
    format!(
        "// Generated by build.rs from uri2396.pest, rfc2732.pest and java.pest. Do not edit.\n{first}\n"
    )
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

/// Writes `$OUT_DIR/rules.rs`: the rule table of `src/grammar.rs`, the
/// rules of every grammar one after the other.
fn write_table(grammars: &[Grammar]) -> Result<(), Box<dyn Error>> {
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
            rows.push(row(grammar, rule, &index, &mut excluded)?);
        }
        ranges.push((grammar.variant, base, rows.len()));
    }
    assert!(rows.len() < 4096, "rule handles of other grammars follow");
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
    writeln!(
        out,
        "/// Each named grammar's rows of `TABLE`, in the order of `Grammar::ALL`."
    )
    .unwrap();
    let named: Vec<String> = ranges
        .iter()
        .map(|(_, from, to)| format!("{from}..{to}"))
        .collect();
    writeln!(
        out,
        "const NAMED_ROWS: [std::ops::Range<u16>; {}] = [{}];",
        named.len(),
        named.join(", ")
    )
    .unwrap();

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

    // The pest rule of each rule, and back: with the `pest` feature, which
    // brings the parsers.
    for (g, (_, from, to)) in grammars.iter().zip(&ranges) {
        let upper = g.slug.to_ascii_uppercase();
        writeln!(
            out,
            "/// The pest rule of each rule of [`Grammar::{}`].\n#[cfg(feature = \"pest\")]",
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
            "/// The rule of a pest rule (`None` for pest's own `EOI`).\n#[cfg(feature = \"pest\")]"
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
    let path = Path::new(&env::var("OUT_DIR")?).join("rules.rs");
    fs::write(path, out)?;
    Ok(())
}
