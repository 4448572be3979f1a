//! java.net.URI's `resolve` (tests/data/java/operations.jsonl, recorded
//! by tests/java/RecordOperations.java) against this crate's: every input
//! that both read, resolved against the base of Appendix C.
//!
//! Every difference is put in a category of docs/java.md ("Resolution"),
//! by what the input has; the test fails on a difference that no category
//! explains, and prints the count of each (`--nocapture`).

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
