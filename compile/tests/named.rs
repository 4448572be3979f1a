//! The automata of uri2396's three composed named grammars (RFC 2396, as
//! RFC 2732 amends it, java.net.URI's reading), composed as `regenerate`
//! composes them: byte classes lose nothing, and the bytes read back what
//! was written.

use uri2396_compile::amend::{amend, switches};
use uri2396_compile::compile::{Compiler, Table};
use uri2396_compile::table::Grammar;

const STRICT: &str = include_str!("../../uri2396.pest");
const AMENDMENT: &str = include_str!("../../rfc2732.pest");
const SWITCHES: &str = include_str!("../../java.pest");

/// The three composed named grammars' texts.
fn named() -> Vec<(&'static str, String)> {
    let amended = amend(STRICT, AMENDMENT, "RFC 2732", "rfc2732.pest").expect("RFC 2732");
    let mut java = amended.clone();
    for (name, patch) in switches(SWITCHES) {
        java = amend(&java, patch, "", name).expect("a switch");
    }
    vec![
        ("uri2396.pest", STRICT.to_owned()),
        ("rfc2732.pest", amended),
        ("java.pest", java),
    ]
}

/// Every rule's byte-classed table steps as its 256-byte rows do, in every
/// state and on every byte; it round-trips through bytes.
#[test]
fn classed_tables_agree_with_the_dense_automata() {
    let mut most_classes = 0;
    for (file, text) in named() {
        let grammar = Grammar::new("", "", text, file).expect("the grammar reads");
        let mut compiler = Compiler::of_rules(&grammar.ast);
        for rule in &grammar.ast {
            let table = compiler.table(&rule.name).expect("the rule compiles");
            let dense = compiler.dense(&rule.name).expect("the rule compiles");
            assert_eq!(dense.len(), table.states(), "{file}: {}", rule.name);
            for (state, row) in dense.iter().enumerate() {
                let state16 = u16::try_from(state).expect("few states");
                for byte in 0..=255u8 {
                    assert_eq!(
                        usize::from(table.step(state16, byte)),
                        row[usize::from(byte)],
                        "{file}: {} in state {state} on byte {byte}",
                        rule.name
                    );
                }
            }
            // Two bytes share a class only when every state takes them alike:
            // the classes are as few as the table allows.
            for a in 0..256 {
                for b in a + 1..256 {
                    let alike = dense.iter().all(|row| row[a] == row[b]);
                    let shared = table.classes[a] == table.classes[b];
                    assert_eq!(alike, shared, "{file}: {} bytes {a} and {b}", rule.name);
                }
            }
            most_classes = most_classes.max(table.stride);
            let read = Table::from_bytes(&rule.name, &table.to_bytes()).expect("it reads back");
            assert_eq!(read, table, "{file}: {}", rule.name);
        }
    }
    assert!(most_classes <= 64, "{most_classes} classes");
    eprintln!("at most {most_classes} classes");
}

/// What cannot be compiled is an error, not a panic.
#[test]
fn errors_are_values() {
    let grammar = |text: &str| Grammar::new("", "", text.to_owned(), "test.pest");
    assert!(grammar("a = { ").is_err());
    assert!(grammar("a = { \"x\" }").is_err(), "no `///` line");
    // A rule's examples: one line, of string literals, with `; not`.
    let doc = "/// a = \"x\"   (1)\n";
    let with = |line: &str| grammar(&format!("{doc}{line}\na = {{ \"x\" }}\n"));
    let read = with("// e.g. \"x\", \"\\u{78}\"; not \"y\", \"\"").expect("it reads");
    let examples = read.examples.get("a").expect("a's line");
    assert_eq!(
        *examples,
        (
            vec!["x".into(), "x".into()],
            vec!["y".into(), String::new()]
        )
    );
    assert!(with("// e.g. \"x\"; not \"y\"\n// e.g. \"x\"; not \"y\"").is_err());
    assert!(with("// e.g. \"x\", \"y\"").is_err(), "no `; not`");
    assert!(with("// e.g. \"x; not \"y\"").is_err(), "an open string");
    assert!(
        with("// e.g. \"\\q\"; not \"y\"").is_err(),
        "an unknown escape"
    );
    let without = with("").expect("pest reads it");
    let index = [("a", 0)].into_iter().collect();
    let rule = &without.ast[0];
    let error = uri2396_compile::table::row(&without, rule, &index, &mut Default::default());
    assert!(error.is_err(), "a row needs examples");
    let recursive = grammar("/// a = \"x\" a   (1)\na = { \"x\" ~ a? }\n").expect("pest reads it");
    let mut compiler = Compiler::of_rules(&recursive.ast);
    assert!(compiler.table("a").is_err());
    assert!(compiler.table("nothing").is_err());
    // A lookahead only steers the PEG's choice: the language is the rest's.
    let negative = grammar("/// a = \"x\"   (1)\na = { !\"y\" ~ \"x\" }\n").expect("pest reads it");
    let table = Compiler::of_rules(&negative.ast)
        .table("a")
        .expect("regular");
    assert!(table.matches(b"x") && !table.matches(b"yx"));
    let pushed = grammar("/// a = \"x\"   (1)\na = { PUSH(\"x\") }\n").expect("pest reads it");
    assert!(Compiler::of_rules(&pushed.ast).table("a").is_err());
    // ABNF's case-insensitive strings, of US-ASCII (RFC 3986's `"v"`).
    let either = grammar("/// a = \"v\"   (1)\na = { ^\"v.\" }\n").expect("pest reads it");
    let table = Compiler::of_rules(&either.ast).table("a").expect("regular");
    assert!(table.matches(b"v.") && table.matches(b"V.") && !table.matches(b"w."));
    let wide = grammar("/// a = \"\u{e9}\"   (1)\na = { ^\"\u{e9}\" }\n").expect("pest reads it");
    assert!(Compiler::of_rules(&wide.ast).table("a").is_err());
    assert!(Table::from_bytes("a", &[1, 0]).is_err());
    assert!(
        amend(
            "/// a = \"x\"   (1)\na = { \"x\" }\n",
            "/// b = \"y\"   (1)\nb = { \"y\" }\n",
            "",
            "b.pest"
        )
        .is_err()
    );
}
