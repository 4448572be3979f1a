//! java.net.URI's operations (tests/data/java/operations.jsonl, recorded
//! by tests/java/RecordOperations.java) against this crate's.
//!
//! In the `java` dialect, every recorded `resolve`, `normalize`,
//! `relativize` and `equals` must give Java's result, or be listed with
//! its reason in tests/data/java/known-operation-differences.jsonl.
//!
//! Section 5.2 as the RFC 2732 dialect reads it, against the base of
//! Appendix C: every difference from Java's `resolve` is put in a category
//! of docs/java.md ("Resolution"), by what the input has; the test fails
//! on a difference that no category explains, and prints the count of
//! each (`--nocapture`).

use crate::support;

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;
use uri2396::resolve::{RelativeSyntax, ResolveOptions};
use uri2396::{Dialect, UriReference};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/java");
const APPENDIX_C: &str = "http://a/b/c/d;p?q";

fn operations() -> Vec<Value> {
    let text = std::fs::read_to_string(Path::new(DATA).join("operations.jsonl"))
        .expect("operations.jsonl");
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("operations.jsonl line {}: {e}", i + 1))
        })
        .collect()
}

/// Why this crate's resolution against the base of Appendix C differs
/// from Java's for `input`, which both read alike; `None` when no category
/// of docs/java.md explains it.
fn category(input: &str, ours: &str, java: &str) -> Option<&'static str> {
    let uri = UriReference::parse_in(input, Dialect::RFC2732).ok()?;
    if input.is_empty() {
        // Java reads step 2 for a lone fragment only: the empty reference
        // goes through step 6 and gives the base's directory.
        return (java == "http://a/b/c/").then_some("empty reference");
    }
    if uri.authority().is_some_and(|a| a.as_str().is_empty()) {
        // Java leaves an empty authority undefined: "///x" is the path
        // "/x" of the base's authority.
        return Some("empty authority");
    }
    if let (Some(host), Some(port)) = (uri.host(), uri.port()) {
        // Java writes a network-path reference's server again from its
        // parts: the port as a number, an empty one not at all.
        let number = match port.trim_start_matches('0') {
            "" if port.is_empty() => String::new(),
            "" => ":0".to_owned(),
            digits => format!(":{digits}"),
        };
        let host = host.as_str();
        let rewritten = ours.replacen(&format!("{host}:{port}"), &format!("{host}{number}"), 1);
        return (rewritten == java).then_some("port written as a number");
    }
    // Java's resolve removes empty segments from the path it merges
    // (step 6): "a//b" gives "/b/c/a/b". Nothing else differs.
    let collapsed = |s: &str| {
        let (path, rest) = s.split_at(s.find(['?', '#']).unwrap_or(s.len()));
        let mut out = path.to_owned();
        while out.contains("//") {
            out = out.replace("//", "/");
        }
        out + rest
    };
    let relative_path = uri.scheme().is_none() && !input.starts_with('/');
    let (ours_rest, java_rest) = (ours.strip_prefix("http:/")?, java.strip_prefix("http:/")?);
    (relative_path && input.contains("//") && collapsed(ours_rest) == collapsed(java_rest))
        .then_some("empty segments in a relative path")
}

#[test]
fn resolution_differs_from_java_only_as_documented() {
    // The RFC 2732 dialect and a query after an empty path: the readings
    // nearest Java's that the crate has until the `java` dialect.
    let base = UriReference::parse_in(APPENDIX_C, Dialect::RFC2732).expect("Appendix C's base");
    let options = ResolveOptions::new().with_relative_syntax(RelativeSyntax::AllowEmptyPath);
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut unexplained = Vec::new();
    let operations = operations();
    assert!(operations.len() > 9000, "{} operations", operations.len());
    for op in &operations {
        let input = op["input"].as_str().expect("an input");
        let Some(java) = op["resolved"].as_str() else {
            panic!("{input:?}: Java's resolve failed: {}", op["resolved"]);
        };
        let Ok(ours) = base.join(input, &options) else {
            // Java reads it, this crate does not: tests/java_answers.rs.
            *counts.entry("read by Java only").or_default() += 1;
            continue;
        };
        let ours = ours.as_str();
        if ours == java {
            *counts.entry("same").or_default() += 1;
            continue;
        }
        match category(input, ours, java) {
            Some(category) => *counts.entry(category).or_default() += 1,
            None => unexplained.push(format!("{input:?}: ours {ours:?}, Java's {java:?}")),
        }
    }
    println!("{counts:#?}");
    assert!(
        unexplained.is_empty(),
        "{} unexplained, the first: {:#?}",
        unexplained.len(),
        &unexplained[..unexplained.len().min(40)]
    );
    assert!(counts["same"] > 8000, "{counts:?}");
}

/// The references `RecordOperations.java` resolves against each input that
/// can serve as a base (its `as_base` field), in that order.
const REFERENCES: [&str; 5] = ["g", "../g", "?y", "#s", ""];

/// The known differences of the `java` dialect's operations: one JSON
/// object a line, `{"input", "operation", "ours", "java", "reason"}`.
const KNOWN: &str = "known-operation-differences.jsonl";

/// One operation whose result is not Java's: `ours` is the text, or the
/// error's `Display` line.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Difference {
    input: String,
    /// `resolved`, `normalized`, or `as_base` and the reference.
    operation: String,
    ours: String,
    java: String,
}

/// Every recorded operation done in the `java` dialect: how many there
/// are, and those whose result is not Java's.
fn java_dialect_differences() -> (usize, Vec<Difference>) {
    let base = UriReference::parse_in(APPENDIX_C, Dialect::JAVA).expect("Appendix C's base");
    let options = ResolveOptions::new();
    let mut total = 0;
    let mut differences = Vec::new();
    let mut compare = |input: &str, operation: String, ours: String, java: &Value| {
        total += 1;
        let java = match java {
            Value::String(text) => text.as_str(),
            Value::Bool(true) => "true",
            Value::Bool(false) => "false",
            Value::Null => "null",
            _ => panic!("{input:?}: Java's {operation} failed: {java}"),
        };
        if ours != java {
            differences.push(Difference {
                input: input.to_owned(),
                operation,
                ours,
                java: java.to_owned(),
            });
        }
    };
    let text = |result: Result<uri2396::resolve::Resolved, uri2396::resolve::ResolveError>| {
        result.map_or_else(|e| e.to_string(), |r| r.as_str().to_owned())
    };
    for op in operations() {
        let input = op["input"].as_str().expect("an input");
        // tests/java_answers.rs: the dialect reads every input Java reads.
        let uri = UriReference::parse_in(input, Dialect::JAVA)
            .unwrap_or_else(|e| panic!("{input:?}: {e}"));
        compare(
            input,
            "resolved".into(),
            text(base.join(input, &options)),
            &op["resolved"],
        );
        compare(
            input,
            "normalized".into(),
            uri.normalize().to_string(),
            &op["normalized"],
        );
        if uri.is_absolute() {
            // Java relativizes a relative target too, and gives it back:
            // this crate's relativize refuses it.
            let ours = base.relativize(&uri);
            let ours = ours.map_or_else(|e| e.to_string(), |r| r.to_string());
            compare(input, "relativized".into(), ours, &op["relativized"]);
        }
        // Java's `equals` against the normal form, the input in upper case
        // and in lower case, each read from its text.
        let normal = op["normalized"].as_str().expect("a normal form");
        let variants = [
            normal.to_owned(),
            input.to_uppercase(),
            input.to_lowercase(),
        ];
        for (i, other) in variants.iter().enumerate() {
            let ours = UriReference::parse_in(other, Dialect::JAVA)
                .map_or_else(|_| "null".to_owned(), |o| uri.equivalent(&o).to_string());
            compare(input, format!("equals {other:?}"), ours, &op["equals"][i]);
        }
        match op["as_base"].as_array() {
            Some(results) => {
                assert_eq!(results.len(), REFERENCES.len(), "{input:?}");
                for (i, (reference, java)) in REFERENCES.iter().zip(results).enumerate() {
                    let ours = text(uri.join(reference, &options));
                    compare(input, format!("as_base {reference:?}"), ours, java);
                    // Java relativizes its result, read from its text,
                    // against the input; a text that Java cannot read
                    // (its error here) this crate cannot either.
                    let java = &op["as_base_relativized"][i];
                    let target = java.as_str().and(results[i].as_str());
                    let Some(target) = target else {
                        assert!(
                            results[i].as_str().is_none_or(|t| UriReference::parse_in(
                                t,
                                Dialect::JAVA
                            )
                            .is_err()),
                            "{input:?}: {java}"
                        );
                        continue;
                    };
                    let target = UriReference::parse_in(target, Dialect::JAVA)
                        .unwrap_or_else(|e| panic!("{input:?} {target:?}: {e}"));
                    let ours = uri
                        .relativize(&target)
                        .map_or_else(|e| e.to_string(), |r| r.to_string());
                    compare(
                        input,
                        format!("as_base_relativized {reference:?}"),
                        ours,
                        java,
                    );
                }
            }
            None => assert!(
                !uri.is_absolute() || uri.path_kind() == uri2396::PathKind::OpaquePart,
                "{input:?}: Java recorded no resolution against it"
            ),
        }
    }
    (total, differences)
}

/// The `java` dialect's `join` and `normalize` against every recorded
/// operation of Java: the resolution of each input against the base of
/// Appendix C, its normalization, and for an absolute hierarchical input
/// its resolution of five references. A difference must be listed in
/// `known-operation-differences.jsonl` with its reason; a listed one that
/// no longer differs fails too.
#[test]
fn the_java_dialect_operates_as_java() {
    let (total, differences) = java_dialect_differences();
    let known: Vec<Difference> = support::listed_differences(&Path::new(DATA).join(KNOWN))
        .into_iter()
        .map(|(line, v)| {
            let field = |name: &str| {
                v[name]
                    .as_str()
                    .unwrap_or_else(|| panic!("{line}: no {name}"))
                    .to_owned()
            };
            Difference {
                input: field("input"),
                operation: field("operation"),
                ours: field("ours"),
                java: field("java"),
            }
        })
        .collect();
    println!(
        "the java dialect agrees with Java on {} of {total} operations",
        total - differences.len()
    );
    support::differ_only_as_listed(&differences, &known, KNOWN);
    assert!(total > 9000 * 2, "{total} operations");
}

/// On every recorded input, read in the `java` dialect: its normal form is
/// a reference of the dialect that normalizes to itself, and is
/// equivalent to it when the path was already normal (Java's `equals`
/// compares paths as written).
#[test]
fn the_java_dialect_keeps_its_promises() {
    for op in operations() {
        let input = op["input"].as_str().expect("an input");
        let uri = UriReference::parse_in(input, Dialect::JAVA).expect("read by Java");
        let normal = uri.normalize();
        assert_eq!(normal.dialect(), Dialect::JAVA, "{input:?} {normal}");
        assert_eq!(normal.borrow().normalize(), normal, "{input:?}");
        assert!(uri.equivalent(&uri), "{input:?}");
        if normal.as_str() == input {
            assert!(uri.equivalent(&normal.borrow()), "{input:?}");
        }
    }
}

/// [`Semantics`] chosen in the options, not by the dialect: over every
/// recorded input that a dialect other than `java` also reads, java.net.URI's
/// operations give there what the java dialect gives (which the tests
/// above hold to the JDK's answers), and section 5.2 and 6 read in the java
/// dialect give what they give in the strict one.
#[test]
fn semantics_are_chosen_apart_from_the_dialect() {
    use uri2396::Semantics;
    use uri2396::Switch;
    use uri2396::normalize::NormalizeOptions;

    let text = |result: Result<uri2396::resolve::Resolved, uri2396::resolve::ResolveError>| {
        result.map_or_else(|e| e.to_string(), |r| r.as_str().to_owned())
    };
    let java_base = UriReference::parse_in(APPENDIX_C, Dialect::JAVA).expect("Appendix C's base");
    let (mut java_read, mut strict_read) = (0, 0);
    for dialect in [
        Dialect::STRICT,
        Dialect::RFC2732,
        Dialect::JAVA.without(Switch::Ports),
    ] {
        let base = UriReference::parse_in(APPENDIX_C, dialect).expect("Appendix C's base");
        let java = ResolveOptions::new().with_semantics(Semantics::Java);
        let java_normal = NormalizeOptions::new().with_semantics(Semantics::Java);
        for op in operations() {
            let input = op["input"].as_str().expect("an input");
            let Ok(uri) = UriReference::parse_in(input, dialect) else {
                continue;
            };
            let in_java = UriReference::parse_in(input, Dialect::JAVA).expect("read by Java");
            let parts = |u: &UriReference<'_>| {
                (
                    u.scheme().map(str::to_owned),
                    u.authority().map(|a| a.as_str().to_owned()),
                    u.host().map(|h| h.as_str().to_owned()),
                    u.path().to_owned(),
                    u.query().map(str::to_owned),
                    u.fragment().map(str::to_owned),
                )
            };
            if parts(&uri) != parts(&in_java) {
                // Read otherwise (`///` has an empty authority in RFC
                // 2396, none in Java's reading; `1a` is a host in Java's
                // reading, a registry name in RFC 2396): other results.
                continue;
            }
            java_read += 1;
            assert_eq!(
                text(base.join(input, &java)),
                text(java_base.join(input, &ResolveOptions::new())),
                "{dialect}: {input:?} resolved"
            );
            assert_eq!(
                uri.normalize_with(&java_normal).as_str(),
                in_java.normalize().as_str(),
                "{dialect}: {input:?} normalized"
            );
            if uri.is_absolute() {
                let ours = base.relativize_with(&uri, Semantics::Java);
                let theirs = java_base.relativize(&in_java);
                assert_eq!(
                    ours.map_or_else(|e| e.to_string(), |r| r.to_string()),
                    theirs.map_or_else(|e| e.to_string(), |r| r.to_string()),
                    "{dialect}: {input:?} relativized"
                );
            }
            let upper = input.to_uppercase();
            if let (Ok(a), Ok(b)) = (
                UriReference::parse_in(&upper, dialect),
                UriReference::parse_in(&upper, Dialect::JAVA),
            ) {
                assert_eq!(
                    uri.equivalent_with(&a, &java_normal),
                    in_java.equivalent(&b),
                    "{dialect}: {input:?} equals {upper:?}"
                );
            }
            if dialect == Dialect::STRICT {
                strict_read += 1;
                let rfc2396 = NormalizeOptions::new().with_semantics(Semantics::Rfc2396);
                assert_eq!(
                    in_java.normalize_with(&rfc2396).as_str(),
                    uri.normalize().as_str(),
                    "{input:?} normalized by section 6 in the java dialect"
                );
                let options = ResolveOptions::new().with_semantics(Semantics::Rfc2396);
                assert_eq!(
                    text(java_base.join(input, &options)),
                    text(base.join(input, &ResolveOptions::new())),
                    "{input:?} resolved by section 5.2 in the java dialect"
                );
            }
        }
    }
    assert!(
        java_read > 20_000 && strict_read > 5_000,
        "{java_read} {strict_read}"
    );
}
