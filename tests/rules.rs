//! Snapshot tests for every rule of `uri2396.pest`: data plus snapshots.
//!
//! # Case files
//!
//! Each case is one file, `tests/cases/<rule>/<ok|err>/<descriptive-name>.txt`,
//! where `<rule>` is the rule's name as RFC 2396 spells it (`URI-reference`,
//! `IPv4address`, `hier_part`...).
//!
//! **The input is the file's content with ONE trailing `"\n"` removed, if
//! there is one.** So an empty file and a file holding just `"\n"` both give
//! the empty input; a file holding `"\n\n"` gives the input `"\n"`; a file
//! holding `"a "` or `"a \n"` gives `"a "`. No other byte is touched (no
//! `"\r\n"` handling, no trimming): `tests/cases/.gitattributes` keeps git
//! from converting line ends.
//!
//! - `ok/` cases must parse as the whole rule; the snapshot holds the parse
//!   tree, and for `URI-reference` also the components of
//!   [`UriReference`], with its typed tree in its grammar's shape (RFC
//!   3986's `URI` or `relative-ref` for a reference read in RFC 3986's).
//! - The tree of every case, as its own rule and as every other rule that
//!   derives it, is pest's tree (`Tree::parse_with_pest`), node for node.
//! - `err/` cases must be rejected with a syntax error; the snapshot holds
//!   the serialized [`Error`] plus its `Display` (the caret rendering) as
//!   `display`, split into lines so the caret shows where it points. The
//!   error offset is checked against Appendix A (`appendix_a/mod.rs`): the
//!   input up to it begins a string of the rule, one character more does not.
//! - The folder of each case is checked against Appendix A too.
//!
//! Cases named `rfc-<section>-<short>` are the examples of RFC 2396, by
//! section.
//!
//! The rules of the other grammars have their cases in a folder each:
//! `tests/cases/rfc2732/<rule>/<ok|err>/` for RFC 2396 as RFC 2732 amends
//! it, `tests/cases/java/<rule>/<ok|err>/` for java.net.URI's reading
//! (`java.pest`, docs/java.md), `tests/cases/rfc3986/<rule>/<ok|err>/`
//! for RFC 3986 (`rfc3986.pest`) and `tests/cases/rfc3987/<rule>/<ok|err>/`
//! for RFC 3987 (`rfc3987.pest`), each judged by the recognizer's reading
//! of that grammar and snapshotted in `snapshots/rules/<folder>/`.
//!
//! Snapshots live in `snapshots/rules/`, one per case file. To add a case,
//! add a file and run `cargo insta test --test suite --review -- rules::` (or
//! `INSTA_UPDATE=always cargo test --test suite rules::`), then read the new snapshot
//! against the BNF before accepting it.
//!
//! # Guard
//!
//! [`every_rule_has_cases`] reads the rule names from `uri2396.pest` itself
//! and fails when a rule has fewer than 3 `ok` or 3 `err` cases, or when a
//! folder under `tests/cases/` names no rule; the same for each other
//! grammar's folder, with the rules that `Dialect::rules` lists.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use uri2396::Dialect;

use serde::Serialize;

use uri2396::{Error, Tree, Uri, UriReference};

use crate::{appendix_a, support};
use appendix_a::{Reading, check_error_in, derives_in};

/// The grammar, read here rather than through `uri2396::grammar`, so that the
/// guard checks the file and not the crate's own list of rules.
const GRAMMAR: &str = include_str!("../uri2396.pest");

/// Fewest `ok` and `err` cases a rule must have.
const MIN_CASES: usize = 3;

/// Rules that derive fewer than [`MIN_CASES`] strings, with how many they
/// derive: they cannot have more distinct `ok` cases than that.
const SMALL_LANGUAGES: &[(&str, usize)] = &[
    // space = <US-ASCII coded character 20 hexadecimal>: the one string " ".
    ("space", 1),
    // java.net.URI's empty-authority = "//": the one string "//".
    ("empty-authority", 1),
    // RFC 3986's path-empty = 0<pchar>: the empty string alone.
    ("path-empty", 1),
    // RFC 3987's ipath-empty = 0<ipchar>: the empty string alone.
    ("ipath-empty", 1),
];

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// The input of a case file: its content less one trailing "\n".
fn read_input(path: &Path) -> String {
    let mut text =
        fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    if text.ends_with('\n') {
        text.pop();
    }
    text
}

/// `(rule, verdict)` from `.../<rule>/<verdict>/<name>.txt`.
fn rule_and_verdict(path: &Path) -> (String, String) {
    let name = |p: Option<&Path>| {
        p.and_then(Path::file_name)
            .and_then(|n| n.to_str())
            .unwrap_or_else(|| panic!("bad case path {}", path.display()))
            .to_string()
    };
    let verdict_dir = path.parent();
    let rule_dir = verdict_dir.and_then(Path::parent);
    (name(rule_dir), name(verdict_dir))
}

/// The snapshot of an accepted input.
#[derive(Serialize)]
struct Accepted<'a> {
    input: &'a str,
    tree: Tree<'a>,
    /// `URI-reference` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    components: Option<Components<'a>>,
}

/// What the accessors of [`UriReference`] return, as its flat view, then
/// its typed tree. `null` is an absent component, `""` an empty one.
#[derive(Serialize)]
struct Components<'a> {
    reference: &'static str,
    #[serde(flatten)]
    flat: uri2396::Components<'a>,
    parsed: Parsed<'a>,
}

/// The typed tree: RFC 2396's of the reference before its fragment, then
/// the fragment; or RFC 3986's whole, for a reference read in its grammar.
#[derive(Serialize)]
#[serde(untagged)]
enum Parsed<'a> {
    Rfc2396 {
        reference: Uri<'a>,
        fragment: Option<&'a str>,
    },
    Rfc3986 {
        reference: uri2396::rfc3986::Reference<'a>,
    },
}

impl<'a> Components<'a> {
    fn of(uri: UriReference<'a>) -> Components<'a> {
        if let Some(reference) = uri.rfc3986() {
            return Components {
                reference: match reference {
                    uri2396::rfc3986::Reference::Uri(_) => "URI",
                    uri2396::rfc3986::Reference::RelativeRef(_) => "relative-ref",
                },
                flat: uri.components(),
                parsed: Parsed::Rfc3986 { reference },
            };
        }
        Components {
            reference: match uri.uri() {
                Uri::Absolute(_) => "absoluteURI",
                Uri::Relative(_) => "relativeURI",
                Uri::Empty => "empty",
            },
            flat: uri.components(),
            parsed: Parsed::Rfc2396 {
                reference: uri.uri(),
                fragment: uri.fragment(),
            },
        }
    }
}

/// The snapshot of a rejected input.
#[derive(Serialize)]
struct Rejected<'a> {
    input: &'a str,
    /// The error with its line and column in the input, in the fields
    /// and order of the tool's JSON reports.
    #[serde(flatten)]
    error: ErrorFields,
    /// The error shown in its input ([`Error::display_with`]), one line
    /// per item so that the caret lines up under the fault in the snapshot.
    display: Vec<String>,
}

impl<'a> Rejected<'a> {
    fn new(input: &'a str, error: &Error) -> Rejected<'a> {
        Rejected {
            input,
            error: ErrorFields::new(error, input),
            display: error
                .display_with(input)
                .to_string()
                .lines()
                .map(String::from)
                .collect(),
        }
    }
}

/// An error's fields as the tool's reports write them.
#[derive(Serialize)]
struct ErrorFields {
    kind: &'static str,
    rule: &'static str,
    offset: usize,
    line: usize,
    column: usize,
    expected: &'static [&'static str],
    found: Option<char>,
    class: Option<uri2396::CharClass>,
    message: String,
    fix: Option<String>,
}

impl ErrorFields {
    fn new(error: &Error, input: &str) -> ErrorFields {
        // The words of an error a parse returns are of its fault alone
        // until it has read the rest of the input; then they may say more,
        // after the same start.
        let settled = error.settle(input);
        let (alone, whole) = (error.fix(), settled.fix());
        assert!(
            alone.is_some() == whole.is_some()
                && whole
                    .as_deref()
                    .unwrap_or("")
                    .starts_with(alone.as_deref().unwrap_or("")),
            "{input:?}: {alone:?} then {whole:?}"
        );
        let error = &settled;
        let (line, column) = error.line_column(input);
        ErrorFields {
            kind: "syntax",
            rule: error.rule().name(),
            offset: error.offset(),
            line,
            column,
            expected: error.expected(),
            found: error.found(),
            class: error.class(),
            message: error.message(),
            fix: error.fix(),
        }
    }
}

/// What is wrong with the one-line `Display` of `error`, the error of
/// `input` as `rule`, if anything: it must name the rule and the offset,
/// say what is wrong and how to mend it, all on one line.
fn one_line_display(rule: &str, input: &str, error: &Error) -> Option<String> {
    let shown = error.to_string();
    let mut expected = format!(
        "invalid {rule} at byte {}: {}",
        error.offset(),
        error.message()
    );
    if let Some(fix) = error.fix() {
        expected = format!("{expected}; {fix}");
    }
    if shown.contains('\n') || shown != expected {
        return Some(format!(
            "Display is {shown:?}, wanted one line {expected:?}"
        ));
    }
    // The view in the input starts with the same facts, placed.
    let (line, column) = error.line_column(input);
    let head = format!(
        "invalid {rule} at byte {} (line {line}, column {column}): {}\n",
        error.offset(),
        error.message()
    );
    let view = error.display_with(input).to_string();
    (!view.starts_with(&head)).then(|| format!("display_with starts {view:?}, not {head:?}"))
}

/// The grammars whose cases live in a folder of their own under
/// `tests/cases/`, with that folder's name and the recognizer's reading of
/// the grammar. RFC 2396's cases are `tests/cases/<rule>/` themselves.
pub const OTHER_GRAMMARS: &[(&str, Dialect, Reading)] = &[
    ("rfc2732", Dialect::RFC2732, Reading::RFC2732),
    ("java", Dialect::JAVA, Reading::JAVA),
    ("rfc3986", Dialect::RFC3986, Reading::RFC3986),
    ("rfc3987", Dialect::RFC3987, Reading::RFC3987),
];

/// Parses every case file of RFC 2396 as its rule and snapshots the outcome.
#[test]
fn rules() {
    check_cases(
        Dialect::STRICT,
        Reading::RFC2396,
        "cases/*/*/*.txt",
        "../snapshots/rules",
    );
}

/// Every case file of RFC 2396 as RFC 2732 amends it
/// (`tests/cases/rfc2732/<rule>/<ok|err>/`), snapshotted in
/// `snapshots/rules/rfc2732/`.
#[test]
fn rfc2732_rules() {
    check_cases(
        Dialect::RFC2732,
        Reading::RFC2732,
        "cases/rfc2732/*/*/*.txt",
        "../snapshots/rules/rfc2732",
    );
}

/// Every case file of java.net.URI's grammar
/// (`tests/cases/java/<rule>/<ok|err>/`), snapshotted in
/// `snapshots/rules/java/`.
#[test]
fn java_rules() {
    check_cases(
        Dialect::JAVA,
        Reading::JAVA,
        "cases/java/*/*/*.txt",
        "../snapshots/rules/java",
    );
}

/// Every case file of RFC 3986's grammar
/// (`tests/cases/rfc3986/<rule>/<ok|err>/`), judged by the recognizer of
/// `appendix_a_3986/mod.rs`, snapshotted in `snapshots/rules/rfc3986/`.
#[test]
fn rfc3986_rules() {
    check_cases(
        Dialect::RFC3986,
        Reading::RFC3986,
        "cases/rfc3986/*/*/*.txt",
        "../snapshots/rules/rfc3986",
    );
}

/// Every case file of RFC 3987's grammar
/// (`tests/cases/rfc3987/<rule>/<ok|err>/`), judged by the recognizer's
/// reading of RFC 3987 2.2, snapshotted in `snapshots/rules/rfc3987/`. The
/// rules it keeps from RFC 3986 have RFC 3986's cases.
#[test]
fn rfc3987_rules() {
    check_cases(
        Dialect::RFC3987,
        Reading::RFC3987,
        "cases/rfc3987/*/*/*.txt",
        "../snapshots/rules/rfc3987",
    );
}

/// Every case file that `pattern` finds (from `tests/`), as a rule of
/// `grammar` judged by the recognizer's `reading`, snapshotted in
/// `snapshots`; fails with every case that failed.
fn check_cases(grammar: Dialect, reading: Reading, pattern: &str, snapshots: &str) {
    let _glob = support::one_glob_at_a_time();
    let mut failures: Vec<String> = Vec::new();
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(snapshots);
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        insta::glob!(pattern, |path| {
            check_case(grammar, reading, path, &mut failures);
        });
    });
    assert_no_failures(&failures);
}

fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// Parses one case file of `grammar` as its rule, checks it against the
/// recognizer's `reading` of the grammar, and snapshots the outcome.
fn check_case(grammar: Dialect, reading: Reading, path: &Path, failures: &mut Vec<String>) {
    let (rule, verdict) = rule_and_verdict(path);
    let input = read_input(path);
    let case = path
        .strip_prefix(cases_dir())
        .unwrap_or(path)
        .display()
        .to_string();
    let mut fail = |why: String| {
        eprintln!("FAIL {case}: {why}");
        failures.push(format!("{case}: {why}"));
    };
    // The folder's verdict is the recognizer's, so that a case cannot be
    // filed under the parser's mistake.
    let derived = derives_in(reading, &rule, &input);
    if derived != (verdict == "ok") {
        fail(format!(
            "filed under {verdict}/, but the recognizer ({}) {} the input",
            grammar.grammar_name(),
            if derived {
                "derives"
            } else {
                "does not derive"
            }
        ));
    }
    // Every rule that derives the input (the case's own and any other)
    // cuts pest's tree of it, node for node.
    for other in grammar.rules().filter(|r| r.matches(&input)) {
        let cut = Tree::parse(other, &input);
        let pest = Tree::parse_with_pest(other, &input);
        if cut != pest {
            fail(format!(
                "as {other}: Tree::parse gives {cut:?}, pest {pest:?}"
            ));
        }
    }
    let parsed_rule = grammar
        .find(&rule)
        .unwrap_or_else(|e| panic!("{case}: {e}"));
    let result = Tree::parse(parsed_rule, &input);
    let dialect = grammar;
    match (verdict.as_str(), result) {
        ("ok", Ok(tree)) => {
            let components = if rule == "URI-reference" {
                match UriReference::parse_in(&input, dialect) {
                    Ok(uri) => {
                        if uri.to_string() != input {
                            fail(format!("Display gives back {:?}", uri.to_string()));
                        }
                        Some(Components::of(uri))
                    }
                    Err(e) => {
                        fail(format!(
                            "Tree::parse accepts, UriReference::parse_in fails:\n{e}"
                        ));
                        None
                    }
                }
            } else {
                None
            };
            insta::assert_yaml_snapshot!(
                "rules",
                Accepted {
                    input: &input,
                    tree,
                    components
                }
            );
        }
        ("err", Err(error)) => {
            if error.rule().name() != rule {
                fail(format!("expected a syntax error of {rule}, got: {error}"));
            }
            if let Some(why) = one_line_display(&rule, &input, &error) {
                fail(why);
            }
            // The offset and the expected set against the recognizer, not
            // against the automaton that placed them (nor
            // UriReference::parse_in, which places its errors with the same
            // automaton).
            if let Err(why) =
                check_error_in(reading, &rule, &input, error.offset(), error.expected())
            {
                fail(why);
            }
            if rule == "URI-reference" {
                match UriReference::parse_in(&input, dialect) {
                    Ok(_) => fail("Tree::parse rejects, UriReference::parse_in accepts".into()),
                    Err(e) => {
                        if let Err(why) =
                            check_error_in(reading, &rule, &input, e.offset(), e.expected())
                        {
                            fail(format!("UriReference::parse_in: {why}"));
                        }
                        if e != error {
                            fail(format!("UriReference::parse_in: {e:?}, not {error:?}"));
                        }
                    }
                }
            }
            insta::assert_yaml_snapshot!("rules", Rejected::new(&input, &error));
        }
        // The wrong verdict: snapshot what happened, so the review shows
        // it, and fail.
        ("ok", Err(error)) => {
            fail(format!("should parse, but:\n{error}"));
            insta::assert_yaml_snapshot!("rules", Rejected::new(&input, &error));
        }
        ("err", Ok(tree)) => {
            fail(format!("should be rejected, but parses as {tree:?}"));
            insta::assert_yaml_snapshot!(
                "rules",
                Accepted {
                    input: &input,
                    tree,
                    components: None
                }
            );
        }
        (other, _) => fail(format!("folder must be `ok` or `err`, not `{other}`")),
    }
}

/// The rules of `uri2396.pest` in RFC spelling: every `name = ...` line at
/// column 0, named as the `///` line above it spells it (`URI-reference` for
/// `URI_reference`), or by its pest name when that line spells it otherwise.
fn grammar_rules() -> Vec<String> {
    let mut rules = Vec::new();
    let mut doc: Option<&str> = None;
    for line in GRAMMAR.lines() {
        if let Some(text) = line.strip_prefix("///") {
            doc = Some(text.trim());
            continue;
        }
        let Some((lhs, _)) = line.split_once('=') else {
            continue;
        };
        let name = lhs.trim_end();
        let is_rule = !line.starts_with(char::is_whitespace)
            && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_rule {
            continue;
        }
        let rfc = doc
            .and_then(|d| d.split_whitespace().next())
            .filter(|w| w.replace('-', "_") == name)
            .unwrap_or(name);
        rules.push(rfc.to_string());
        doc = None;
    }
    rules
}

/// Every rule of the grammar has enough cases, and every case folder names a
/// rule.
#[test]
fn every_rule_has_cases() {
    let rules = grammar_rules();
    assert!(
        rules.len() >= 40,
        "read only {} rules from uri2396.pest: {rules:?}",
        rules.len()
    );
    let others: Vec<&str> = OTHER_GRAMMARS.iter().map(|(folder, ..)| *folder).collect();
    let mut problems = problems_with_cases(&cases_dir(), "tests/cases", &rules, &others);
    // Each other grammar's rules, as the crate lists them (`Dialect::rules`),
    // in its own folder.
    for &(folder, grammar, _) in OTHER_GRAMMARS {
        let rules: Vec<String> = grammar.rules().map(|r| r.name().to_owned()).collect();
        problems.extend(problems_with_cases(
            &cases_dir().join(folder),
            &format!("tests/cases/{folder}"),
            &rules,
            &[],
        ));
    }
    for (rule, _) in SMALL_LANGUAGES {
        let in_some_grammar = rules.iter().any(|r| r == rule)
            || OTHER_GRAMMARS
                .iter()
                .any(|(_, grammar, _)| grammar.find(rule).is_ok());
        if !in_some_grammar {
            problems.push(format!(
                "SMALL_LANGUAGES names `{rule}`, not a rule of any grammar"
            ));
        }
    }

    assert!(
        problems.is_empty(),
        "{} problem(s) with tests/cases/:\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

/// What is wrong with the case folders under `dir` (shown as `shown`) for a
/// grammar of `rules`: a rule with too few cases, a folder that names no
/// rule, a file that is never run. The folders `skip` belong to other
/// grammars.
fn problems_with_cases(dir: &Path, shown: &str, rules: &[String], skip: &[&str]) -> Vec<String> {
    let mut problems: Vec<String> = Vec::new();
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();

    let entries = |dir: &Path| -> Vec<(String, PathBuf)> {
        let mut v: Vec<_> = fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
            .map(|e| e.expect("directory entry").path())
            .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), p))
            .filter(|(n, _)| !n.starts_with('.'))
            .collect();
        v.sort();
        v
    };

    for (rule, rule_dir) in entries(dir) {
        if skip.contains(&rule.as_str()) {
            continue;
        }
        if !rule_dir.is_dir() {
            problems.push(format!("{shown}/{rule}: not a folder"));
            continue;
        }
        if !rules.contains(&rule) {
            problems.push(format!(
                "{shown}/{rule}/: names no rule of the grammar (RFC spelling)"
            ));
        }
        for (verdict, verdict_dir) in entries(&rule_dir) {
            if !verdict_dir.is_dir() || (verdict != "ok" && verdict != "err") {
                problems.push(format!(
                    "{shown}/{rule}/{verdict}: only `ok/` and `err/` folders belong here"
                ));
                continue;
            }
            for (file, _) in entries(&verdict_dir) {
                if !file.ends_with(".txt") {
                    problems.push(format!(
                        "{shown}/{rule}/{verdict}/{file}: not a .txt file, so never run"
                    ));
                    continue;
                }
                let count = counts.entry(rule.clone()).or_default();
                if verdict == "ok" {
                    count.0 += 1;
                } else {
                    count.1 += 1;
                }
            }
        }
    }

    for rule in rules {
        let (ok, err) = counts.get(rule).copied().unwrap_or_default();
        let min_ok = SMALL_LANGUAGES
            .iter()
            .find(|(r, _)| r == rule)
            .map_or(MIN_CASES, |&(_, n)| n);
        if ok < min_ok || err < MIN_CASES {
            problems.push(format!(
                "{shown}: {rule}: {ok} ok and {err} err cases; needs at least {min_ok} ok and {MIN_CASES} err"
            ));
        }
    }
    problems
}
