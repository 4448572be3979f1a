//! The files the library compiles in, generated from its grammar files.
//!
//! Every rule of the named grammars (RFC 2396, RFC 2732's amendment,
//! java.net.URI's reading, RFC 3986's grammar of its own, and RFC 3987's,
//! which keeps some of RFC 3986's rules) is compiled
//! here once, by the library's
//! maintainers, and the result is kept in the library's repository
//! (`src/generated/`, and `tests/generated/` for its tests): a program that
//! depends on the library builds neither this crate nor pest_meta and runs
//! no compiler at build time. The grammar files stay the single source: the
//! library's test `generated` builds every file again in memory and fails,
//! naming the command, when one differs from what is kept.
//!
//! ```sh
//! cargo run -p uri2396-compile --features parsers --example regenerate
//! ```
//!
//! What [`files`] writes:
//! - `automata.bin`: every distinct automaton, as [`Table::to_bytes`]
//!   writes it, one after the other; a rule that has the same automaton in
//!   several grammars (the same rule) shares one table;
//! - `automata.rs`: each rule's pest name and table, and where each table
//!   starts;
//! - `rules.rs`: for each rule, in the order of the grammar file, its RFC
//!   name and section (from its `///` line), its kind (from pest's rule
//!   type), the rules its expression names, the rules that name it, a
//!   constant, and the matching pest rule;
//! - `rfc2732.pest`, `java.pest` and `rfc3987.pest`: the composed grammars
//!   (the text of `Grammar::text`);
//! - `rfc2396_parser.rs`, `rfc2732_parser.rs`, `java_parser.rs`,
//!   `rfc3986_parser.rs` and `rfc3987_parser.rs`: the pest
//!   parser of each grammar, the code pest_derive generates from it (by
//!   pest_generator, the same function, without `std`): the `Rule` enum and
//!   the `Parser` implementation of a struct the library declares;
//! - for the tests, `rfc2732_whole.pest`, `java_whole.pest` and
//!   `rfc3987_whole.pest`: a
//!   whole-input rule per rule of each.
//!
//! [`Table::to_bytes`]: crate::compile::Table::to_bytes

use std::collections::{BTreeSet, HashMap};
use std::error::Error;
use std::fmt::Write as _;
use std::{fs, path::Path};

use pest_meta::ast::Rule;

use crate::amend::{adopt, amend, retitle, rule_spans, switches};
use crate::compile::compile;
use crate::table::{Grammar, Row, row};

/// Where the library keeps what these functions write, from the root of its
/// repository: the files it compiles in.
pub const LIBRARY_DIR: &str = "src/generated";
/// Where the library's tests keep the grammars with a whole-input entry
/// point per rule.
pub const TESTS_DIR: &str = "tests/generated";

/// One generated file: its path from the root of the repository and its
/// bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// From the root of the repository, with `/` between folders.
    pub path: String,
    /// The whole content.
    pub bytes: Vec<u8>,
}

/// Every generated file, from the texts of `uri2396.pest`, `rfc2732.pest`,
/// `java.pest`, `rfc3986.pest` and `rfc3987.pest`, in a fixed order; the
/// same texts give
/// the same bytes.
///
/// # Errors
///
/// When a grammar cannot be composed, described or compiled.
pub fn files(
    strict: &str,
    amendment: &str,
    java_changes: &str,
    rfc3986: &str,
    rfc3987: &str,
) -> Result<Vec<File>, Box<dyn Error>> {
    let mut out = Vec::new();
    let strict = strict.to_owned();
    let amended = amend(
        &strict,
        amendment,
        "RFC 2396 as RFC 2732 amends it: uri2396.pest with the rules of\n\
         // rfc2732.pest in place",
        "rfc2732.pest",
    )?;
    // java.net.URI reads RFC 2396 as RFC 2732 amends it, with its own
    // deviations on top: each switch of java.pest applied in turn.
    let mut java = amended.clone();
    for (name, patch) in switches(java_changes) {
        java = amend(&java, patch, "", &format!("java.pest, switch {name}"))?;
    }
    let java = retitle(
        &java,
        "java.net.URI's reading of RFC 2396: uri2396.pest with the rules of\n\
         // rfc2732.pest, then those of each switch of java.pest, in place",
    );
    write_parser(&mut out, "rfc2396", "RfcParser", &strict);
    write_grammar(&mut out, "rfc2732", &amended)?;
    write_parser(&mut out, "rfc2732", "Rfc2732Parser", &amended);
    write_grammar(&mut out, "java", &java)?;
    write_parser(&mut out, "java", "JavaParser", &java);
    // RFC 3986 is a grammar of its own, not an amendment of RFC 2396's.
    write_parser(&mut out, "rfc3986", "Rfc3986Parser", rfc3986);
    // RFC 3987 renames the rules it changes and keeps RFC 3986's others.
    let iri = adopt(
        rfc3987,
        rfc3986,
        3986,
        "RFC 3987 2.2: rfc3987.pest, then the rules of rfc3986.pest that its\n\
         // `keeps:` line names",
        "rfc3987.pest",
    )?;
    write_grammar(&mut out, "rfc3987", &iri)?;
    write_parser(&mut out, "rfc3987", "Rfc3987Parser", &iri);

    let grammars = [
        Grammar::new("STRICT", "rfc2396", strict, "uri2396.pest")?,
        Grammar::new("RFC2732", "rfc2732", amended, "rfc2732.pest (amended)")?,
        Grammar::new("JAVA", "java", java, "java.pest (amended)")?,
        Grammar::new("RFC3986", "rfc3986", rfc3986.to_owned(), "rfc3986.pest")?.of_rfc(3986),
        Grammar::new(
            "RFC3987",
            "rfc3987",
            iri,
            "rfc3987.pest (with RFC 3986's kept rules)",
        )?
        .of_rfc(3987),
    ];
    write_table(&mut out, &grammars)?;
    write_automata(&mut out, &grammars)?;
    Ok(out)
}

/// Reads the five grammar files from the root of the repository and
/// writes every generated file under it, each only where its bytes
/// changed. Returns the paths of the files it wrote.
///
/// # Errors
///
/// When a file cannot be read or written, or a grammar cannot be compiled.
pub fn regenerate(root: &Path) -> Result<Vec<String>, Box<dyn Error>> {
    let read = |name: &str| fs::read_to_string(root.join(name));
    let mut written = Vec::new();
    for file in files(
        &read("uri2396.pest")?,
        &read("rfc2732.pest")?,
        &read("java.pest")?,
        &read("rfc3986.pest")?,
        &read("rfc3987.pest")?,
    )? {
        let path = root.join(&file.path);
        if fs::read(&path).ok().as_deref() != Some(file.bytes.as_slice()) {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir)?;
            }
            fs::write(&path, &file.bytes)?;
            written.push(file.path);
        }
    }
    Ok(written)
}

fn push(out: &mut Vec<File>, dir: &str, name: &str, bytes: impl Into<Vec<u8>>) {
    out.push(File {
        path: format!("{dir}/{name}"),
        bytes: bytes.into(),
    });
}

/// Writes `automata.bin`, every distinct automaton's bytes one after the
/// other, and `automata.rs`, which names each rule's.
fn write_automata(out: &mut Vec<File>, grammars: &[Grammar]) -> Result<(), Box<dyn Error>> {
    let asts: Vec<&[Rule]> = grammars.iter().map(|g| g.ast.as_slice()).collect();
    let automata = compile(&asts)?;
    let mut blob: Vec<u8> = Vec::new();
    let mut offsets: Vec<usize> = Vec::new();
    // The tables written so far, by rule name and bytes: a rule that has
    // the same automaton in several grammars has one table.
    let mut written: HashMap<(&str, Vec<u8>), usize> = HashMap::new();
    let (mut names, mut places) = (Vec::new(), Vec::new());
    // Each table deflated alone, so that a program inflates only the
    // tables of the rules it uses; with its size, which bounds the inflation.
    let mut sizes: Vec<usize> = Vec::new();
    for table in &automata {
        let bytes = table.to_bytes();
        let next = written.len();
        let at = *written
            .entry((table.name.as_str(), bytes))
            .or_insert_with_key(|(_, bytes)| {
                offsets.push(blob.len());
                sizes.push(bytes.len());
                blob.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(bytes, 10));
                next
            });
        names.push(table.name.as_str());
        places.push(at.to_string());
    }
    offsets.push(blob.len());
    push(out, LIBRARY_DIR, "automata.bin", blob);
    let mut text = generated(&format!(
        "/// How many distinct automata `automata.bin` holds.\n\
         pub(crate) const TABLES: usize = {};\n\
         /// Per rule, in the order of the rule table (each grammar's rules in the order of its\n\
         /// file): its automaton's place in `OFFSETS`.\n\
         pub(crate) static RULES: [u16; COUNT] = [{}];\n\
         /// How many rules the named grammars have.\n\
         pub(crate) const COUNT: usize = {};\n\
         /// Per rule, its pest name, one after the other between spaces: one string,\n\
         /// where an array of them would hold a pointer (and cost a relocation) each. For the\n\
         /// tests only.\n\
         #[cfg(test)]\n\
         static NAMES: &str = {:?};\n\
         /// Where each automaton starts in `BLOB`, then where the last ends.\n\
         static OFFSETS: [u32; {}] = {:?};\n\
         /// Each automaton's size, inflated.\n\
         static SIZES: [u32; {}] = {:?};\n\
         /// The automata, each as `uri2396_compile::compile::Table::to_bytes` writes it,\n\
         /// deflated (raw deflate, RFC 1951).\n\
         static BLOB: &[u8] = include_bytes!(\"automata.bin\");",
        offsets.len() - 1,
        places.join(", "),
        places.len(),
        names.join(" "),
        offsets.len(),
        offsets,
        sizes.len(),
        sizes,
    ));
    text.push('\n');
    push(out, LIBRARY_DIR, "automata.rs", text);
    Ok(())
}

/// Writes a grammar's whole text, from which the library derives its pest
/// parser, and for the tests only the same grammar's whole-input entry
/// point per rule, `whole_<rule> = _{ SOI ~ <rule> ~ EOI }`, so that pest's
/// own verdict on a silent rule can be asked.
fn write_grammar(out: &mut Vec<File>, slug: &str, text: &str) -> Result<(), Box<dyn Error>> {
    push(out, LIBRARY_DIR, &format!("{slug}.pest"), text);
    let whole: String = rule_spans(text)?
        .iter()
        .map(|(rule, ..)| format!("whole_{rule} = _{{ SOI ~ {rule} ~ EOI }}\n"))
        .collect();
    push(out, TESTS_DIR, &format!("{slug}_whole.pest"), whole);
    Ok(())
}

/// Writes `<slug>_parser.rs`: what `#[derive(Parser)]` on `struct <name>`
/// with this grammar expands to, which the library includes beside its
/// declaration of the struct.
fn write_parser(out: &mut Vec<File>, slug: &str, name: &str, text: &str) {
    let input: proc_macro2::TokenStream = quote_struct(name, text)
        .parse()
        .expect("a struct with a string attribute is Rust");
    // No `include_str!` of a grammar file: the text is inline.
    let code = pest_generator::derive_parser(input, false);
    let mut text = generated(&format!(
        "// The pest parser of `{name}`: pest_generator's expansion of its `#[derive(Parser)]`."
    ));
    text.push_str(&code.to_string());
    text.push('\n');
    push(out, LIBRARY_DIR, &format!("{slug}_parser.rs"), text);
}

/// `#[grammar_inline = "<text>"] struct <name>;`, the input of the derive.
fn quote_struct(name: &str, text: &str) -> String {
    format!("#[grammar_inline = {text:?}] struct {name};")
}

/// The start of a generated file: a warning, then `first`.
fn generated(first: &str) -> String {
    format!(
        "// Generated from uri2396.pest, rfc2732.pest, java.pest, rfc3986.pest and rfc3987.pest by\n// `cargo run -p uri2396-compile --features parsers --example regenerate`. Do not edit.\n{first}\n"
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

/// Writes `rules.rs`: the rule table of `src/grammar.rs`, the rules of
/// every grammar one after the other.
fn write_table(out_files: &mut Vec<File>, grammars: &[Grammar]) -> Result<(), Box<dyn Error>> {
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
    // The rows hold no pointer: their strings are places in one string,
    // their lists places in one array, each written once.
    let mut strings = String::new();
    let mut lists: Vec<usize> = Vec::new();
    let mut text = |s: &str| -> (usize, usize) {
        let at = strings.find(s).unwrap_or_else(|| {
            strings.push_str(s);
            strings.len() - s.len()
        });
        (at, s.len())
    };
    let mut list = |l: &[usize]| -> (usize, usize) {
        let found = (!l.is_empty())
            .then(|| lists.windows(l.len()).position(|w| w == l))
            .flatten();
        let at = found.unwrap_or_else(|| {
            lists.extend_from_slice(l);
            lists.len() - l.len()
        });
        (at, l.len())
    };
    let mut packed = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let used_by: Vec<usize> = rows
            .iter()
            .enumerate()
            .filter(|(_, r)| r.uses.contains(&i))
            .map(|(j, _)| j)
            .collect();
        let place = |(at, len): (usize, usize)| format!("({at}, {len})");
        packed.push(format!(
            "    Packed {{ grammar: Dialect::{}, kind: RuleKind::{}, rfc: {}, name: {}, bnf: {}, section: {}, uses: {}, used_by: {} }}, // {}",
            row.grammar,
            row.kind,
            row.rfc,
            place(text(&row.name)),
            place(text(&row.bnf)),
            place(text(&row.section)),
            place(list(&row.uses)),
            place(list(&used_by)),
            row.name,
        ));
    }
    assert!(
        strings.len() <= usize::from(u16::MAX) && lists.len() <= usize::from(u16::MAX),
        "the places of the rule table are u16s"
    );
    let mut out =
        generated("/// The names, BNF and sections of the rules of `TABLE`, each string once.");
    writeln!(out, "static STRINGS: &str = {strings:?};").unwrap();
    let handles = |list: &[usize]| {
        list.iter()
            .map(|i| format!("Rule({i})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    writeln!(
        out,
        "/// The rules that the rules of `TABLE` name and are named by, each list once.\n\
         static LISTS: [Rule; {}] = [{}];",
        lists.len(),
        handles(&lists)
    )
    .unwrap();
    writeln!(
        out,
        "/// One row per rule: each grammar's rules, in the order of its file.\n\
         static TABLE: [Packed; {}] = [",
        rows.len()
    )
    .unwrap();
    for line in packed {
        writeln!(out, "{line}").unwrap();
    }
    writeln!(out, "];").unwrap();
    // Apart from the rows, so that a program that never asks for a rule's
    // examples links none of them.
    writeln!(
        out,
        "/// Each rule's examples (`Rule::examples`), in the order of `TABLE`: the strings its\n\
         /// `// e.g.` line says it derives, then those it does not.\n\
         static EXAMPLES: [Written; {}] = [",
        rows.len()
    )
    .unwrap();
    for row in &rows {
        writeln!(out, "    (&{:?}, &{:?}),", row.matching, row.failing).unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(
        out,
        "/// Each grammar's rows of `TABLE`, in the order of `Dialect::GRAMMARS`."
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
            // A grammar not yet offered to users: the crate's own module,
            // which parts of the crate may not use yet.
            let visibility = if g.exported {
                "pub"
            } else {
                "#[allow(dead_code)]\npub(crate)"
            };
            writeln!(
                out,
                "/// The rules of [`Dialect::{}`], one constant each.\n{visibility} mod {} {{\n    use super::Rule;",
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
        } else if g.rfc != 2396 {
            "Every rule, in the order of the grammar file."
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

    // The pest rule of each rule, and back: with the feature that brings
    // the grammar's parser, `pest` for the strict one, `pest-dialects` for
    // the others.
    for (g, (_, from, to)) in grammars.iter().zip(&ranges) {
        let upper = g.slug.to_ascii_uppercase();
        let feature = if *from == 0 { "pest" } else { "pest-dialects" };
        writeln!(
            out,
            "/// The pest rule of each rule of [`Dialect::{}`].\n#[cfg(feature = \"{feature}\")]",
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
            "/// The rule of a pest rule (`None` for pest's own `EOI`).\n#[cfg(feature = \"{feature}\")]"
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
    push(out_files, LIBRARY_DIR, "rules.rs", out);
    Ok(())
}
