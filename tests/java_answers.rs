//! java.net.URI's answers (tests/data/java/, recorded by
//! tests/java/RecordUri.java) against the strict reading of this crate.
//!
//! - The data: `inputs.jsonl` is what `examples/java_inputs.rs` writes
//!   today; `answers.jsonl` answers those inputs, in order, with every field.
//! - The measure: on every input, the verdict of `UriReference::parse` and
//!   of `new URI(s)`, and when both accept, the components. Every
//!   difference is put in a category of docs/java.md, by what the input has
//!   where the two differ; the test fails on any difference that no category
//!   explains, and prints the count of each (`--nocapture`).

use crate::support;

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;
use uri2396::{Authority, Dialect, PathKind, UriReference};

#[path = "../examples/java_inputs.rs"]
#[allow(dead_code)]
mod java_inputs;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/java");
const REGENERATE: &str = "regenerate with `cargo run --example java_inputs > \
     tests/data/java/inputs.jsonl && bash tests/java/record.sh`";

fn inputs() -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(DATA).join("inputs.jsonl")).expect("inputs.jsonl");
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("inputs.jsonl line {}: {e}", i + 1))
        })
        .collect()
}

/// The header line and one object an input.
fn answers() -> (Value, Vec<Value>) {
    let text =
        std::fs::read_to_string(Path::new(DATA).join("answers.jsonl")).expect("answers.jsonl");
    let mut lines = text.lines().enumerate().map(|(i, line)| {
        serde_json::from_str::<Value>(line)
            .unwrap_or_else(|e| panic!("answers.jsonl line {}: {e}", i + 1))
    });
    let header = lines.next().expect("a header line");
    (header, lines.collect())
}

#[test]
fn the_inputs_are_what_the_generator_writes() {
    let generated = java_inputs::inputs(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("inputs");
    let committed = inputs();
    // Every line round-trips: the generator's escaping, read back.
    for (i, input) in generated.iter().enumerate() {
        let line = java_inputs::json_string(input);
        let back: String = serde_json::from_str(&line).expect("a JSON string");
        assert_eq!(&back, input, "input {i} does not round-trip");
    }
    if let Some(i) =
        (0..generated.len().max(committed.len())).find(|&i| generated.get(i) != committed.get(i))
    {
        panic!(
            "inputs.jsonl differs from the generator at line {} ({:?} committed, {:?} \
             generated): {REGENERATE}",
            i + 1,
            committed.get(i),
            generated.get(i)
        );
    }
}

fn is_string_or_null(v: &Value) -> bool {
    v.is_string() || v.is_null()
}

#[test]
fn the_answers_answer_the_inputs() {
    let inputs = inputs();
    let (header, answers) = answers();
    assert!(header["jdk_major"].is_u64(), "header: {header}");
    assert!(header["java_version"].is_string(), "header: {header}");
    assert_eq!(
        answers.len(),
        inputs.len(),
        "one answer an input: {REGENERATE}"
    );
    for (i, (input, answer)) in inputs.iter().zip(&answers).enumerate() {
        let at = || format!("answer {} ({input:?}): {answer}", i + 1);
        assert_eq!(
            answer["input"].as_str(),
            Some(input.as_str()),
            "{}: {REGENERATE}",
            at()
        );
        let fields: Vec<&str> = answer
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        match answer["valid"].as_bool() {
            Some(true) => {
                let mut expected = vec![
                    "absolute",
                    "authority",
                    "fragment",
                    "host",
                    "input",
                    "opaque",
                    "path",
                    "port",
                    "query",
                    "scheme",
                    "server_based",
                    "ssp",
                    "userinfo",
                    "valid",
                ];
                expected.sort_unstable();
                let mut fields = fields;
                fields.sort_unstable();
                assert_eq!(fields, expected, "{}", at());
                for name in [
                    "scheme",
                    "authority",
                    "userinfo",
                    "host",
                    "path",
                    "query",
                    "fragment",
                ] {
                    assert!(is_string_or_null(&answer[name]), "{}: {name}", at());
                }
                assert!(answer["ssp"].is_string(), "{}", at());
                assert!(answer["port"].is_i64(), "{}", at());
                assert!(answer["opaque"].is_boolean(), "{}", at());
                assert!(answer["absolute"].is_boolean(), "{}", at());
                assert!(
                    answer["server_based"].is_boolean() || answer["server_based"].is_null(),
                    "{}",
                    at()
                );
            }
            Some(false) => {
                let mut fields = fields;
                fields.sort_unstable();
                assert_eq!(
                    fields,
                    ["error", "index", "input", "reason", "valid"],
                    "{}",
                    at()
                );
                assert!(answer["error"].is_string(), "{}", at());
                assert!(is_string_or_null(&answer["reason"]), "{}", at());
                assert!(
                    answer["index"].is_i64() || answer["index"].is_null(),
                    "{}",
                    at()
                );
            }
            None => panic!("{}: no verdict", at()),
        }
    }
}

// ---------------------------------------------------------------------------
// The measure
// ---------------------------------------------------------------------------

/// The categories of docs/java.md, in its order.
const EMPTY_AUTHORITY: &str = "empty authority";
const EMPTY_RELATIVE_PATH: &str = "empty relative path";
const OTHER_CHARACTERS: &str = "non-ASCII \"other\" characters";
const IPV4_ABOVE_255: &str = "IPv4 part above 255";
const DIGIT_FIRST_HOSTNAME: &str = "single-label hostname starting with a digit";
const PORT_ABOVE_INT: &str = "port above 2147483647";
const IPV6: &str = "IPv6 brackets in the authority";
const BRACKETS_ELSEWHERE: &str = "brackets in query, fragment or opaque part";

/// Java's "other" characters: not US-ASCII, not an ISO control
/// (`Character.isISOControl`), not a space (`Character.isSpaceChar`:
/// the Unicode categories Zs, Zl, Zp).
fn is_java_other(c: char) -> bool {
    let space = matches!(
        c,
        '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}'
    );
    !c.is_ascii() && !c.is_control() && !space
}

/// Where the authority of `input` is, when it has one: after the `//` that
/// starts the hierarchical part, up to the next `/`, `?` or `#`.
fn authority_span(input: &str) -> Option<(usize, usize)> {
    let end_of_scheme = input
        .find(['/', '?', '#', ':'])
        .filter(|&i| input.as_bytes()[i] == b':')
        .map_or(0, |i| i + 1);
    let rest = &input[end_of_scheme..];
    let rest = rest.strip_prefix("//")?;
    let start = end_of_scheme + 2;
    let len = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    Some((start, start + len))
}

/// Why strict rejects what Java accepts: the character at the error, and
/// what Java made of it.
fn why_strict_rejects(input: &str, offset: usize, java: &Value) -> Option<&'static str> {
    let c = input[offset..].chars().next();
    let in_authority = authority_span(input).is_some_and(|(s, e)| (s..e).contains(&offset));
    // After the first "?" or "#", or anywhere in an opaque part.
    let in_uric = java["opaque"].as_bool() == Some(true)
        || input.find(['?', '#']).is_some_and(|i| i < offset);
    match c {
        Some('[' | ']') if in_authority => java["host"]
            .as_str()
            .is_some_and(|h| h.starts_with('['))
            .then_some(IPV6),
        Some('[' | ']') => in_uric.then_some(BRACKETS_ELSEWHERE),
        Some(c) if is_java_other(c) => Some(OTHER_CHARACTERS),
        // A relative reference whose path is empty before its query.
        Some('?') if offset == 0 => (java["path"].as_str() == Some("")
            && java["query"].is_string())
        .then_some(EMPTY_RELATIVE_PATH),
        _ => None,
    }
}

/// Why Java rejects what strict accepts.
fn why_java_rejects(input: &str, java: &Value) -> Option<&'static str> {
    let empty_authority = authority_span(input).is_some_and(|(s, e)| s == e);
    match java["reason"].as_str() {
        // "//" with nothing after it: Java wants an authority or something
        // after the empty one.
        Some("Expected authority")
            if empty_authority && authority_span(input)?.1 == input.len() =>
        {
            Some(EMPTY_AUTHORITY)
        }
        _ => None,
    }
}

/// Why both accept with different components: `differs` names them.
fn why_components_differ(
    uri: &UriReference<'_>,
    java: &Value,
    differs: &[&str],
) -> Option<&'static str> {
    let authority = uri.authority()?;
    let only = |names: &[&str]| differs.iter().all(|d| names.contains(d));
    if authority.as_str().is_empty() {
        // Strict: an empty server; Java: no authority at all.
        return (only(&["authority", "server_based"]) && java["authority"].is_null())
            .then_some(EMPTY_AUTHORITY);
    }
    // The rest: one side reads a server, the other a registry name.
    if !only(&["userinfo", "host", "port", "server_based"]) {
        return None;
    }
    match (authority, java["server_based"].as_bool()) {
        (Authority::Server(server), Some(false)) => {
            let host = server.host?.as_str();
            let parts: Vec<&str> = host.split('.').collect();
            let ipv4_above = parts.len() == 4
                && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
                && parts
                    .iter()
                    .any(|p| p.parse::<u64>().map_or(true, |v| v > 255));
            let port_above = server
                .port
                .is_some_and(|p| !p.is_empty() && p.parse::<i32>().is_err());
            match (ipv4_above, port_above) {
                (true, false) => Some(IPV4_ABOVE_255),
                (false, true) => Some(PORT_ABOVE_INT),
                _ => None,
            }
        }
        (Authority::RegName { .. }, Some(true)) => {
            // Java reads one label that starts with a digit (with or
            // without a trailing dot) as a hostname; RFC 2396's toplabel
            // starts with a letter.
            let host = java["host"].as_str()?;
            let label = host.strip_suffix('.').unwrap_or(host);
            let one_label = !label.is_empty() && !label.contains('.');
            (one_label && label.starts_with(|c: char| c.is_ascii_digit()))
                .then_some(DIGIT_FIRST_HOSTNAME)
        }
        _ => None,
    }
}

/// The components on which the two readings differ, when both accept.
fn differing_components(uri: &UriReference<'_>, java: &Value) -> Vec<&'static str> {
    let mut differs = Vec::new();
    let mut check = |name: &'static str, ours: Option<&str>, theirs: &Value| {
        if ours != theirs.as_str() {
            differs.push(name);
        }
    };
    check("scheme", uri.scheme(), &java["scheme"]);
    check(
        "authority",
        uri.authority().map(|a| a.as_str()),
        &java["authority"],
    );
    check("userinfo", uri.userinfo(), &java["userinfo"]);
    check("host", uri.host().map(|h| h.as_str()), &java["host"]);
    let opaque = uri.path_kind() == PathKind::OpaquePart;
    let path = if opaque { &java["ssp"] } else { &java["path"] };
    check("path", Some(uri.path()), path);
    check("query", uri.query(), &java["query"]);
    check("fragment", uri.fragment(), &java["fragment"]);
    // Java's -1 is "no port", also for an empty one (`http://a:/`).
    let port = uri
        .port()
        .filter(|p| !p.is_empty())
        .map(|p| p.parse::<i64>().unwrap_or(-2));
    if port.unwrap_or(-1) != java["port"].as_i64().unwrap_or(-3) {
        differs.push("port");
    }
    if Some(opaque) != java["opaque"].as_bool() {
        differs.push("opaque");
    }
    let server_based = uri
        .authority()
        .map(|a| a.kind() == uri2396::AuthorityKind::Server);
    if server_based != java["server_based"].as_bool() {
        differs.push("server_based");
    }
    differs
}

#[test]
fn every_difference_from_java_has_a_reason() {
    let (header, answers) = answers();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut unexplained = Vec::new();
    let (mut agree, mut both_valid) = (0, 0);
    for java in &answers {
        let input = java["input"].as_str().expect("an input");
        let java_valid = java["valid"].as_bool().expect("a verdict");
        let (kind, why) = match (UriReference::parse(input), java_valid) {
            (Err(_), false) => {
                agree += 1;
                continue;
            }
            (Ok(uri), true) => {
                both_valid += 1;
                let differs = differing_components(&uri, java);
                if differs.is_empty() {
                    agree += 1;
                    continue;
                }
                (
                    format!("components {differs:?}"),
                    why_components_differ(&uri, java, &differs),
                )
            }
            (Err(error), true) => (
                format!("strict rejects at byte {}", error.offset()),
                why_strict_rejects(input, error.offset(), java),
            ),
            (Ok(_), false) => ("Java rejects".to_owned(), why_java_rejects(input, java)),
        };
        match why {
            Some(category) => *counts.entry(category).or_default() += 1,
            None => unexplained.push(format!("{input:?}: {kind}; Java: {java}")),
        }
    }
    println!(
        "{} inputs, java.net.URI {}: same verdict and components on {agree}, both valid on \
         {both_valid}",
        answers.len(),
        header["java_version"]
    );
    for (category, count) in &counts {
        println!("{count:>6}  {category}");
    }
    assert!(
        unexplained.is_empty(),
        "{} difference(s) from java.net.URI in no category of docs/java.md:\n  {}",
        unexplained.len(),
        unexplained.join("\n  ")
    );
}

/// How often a reading agrees with java.net.URI: the same verdict, and for
/// a valid input the same components.
fn agreement(dialect: Dialect) -> usize {
    let (_, answers) = answers();
    answers
        .iter()
        .filter(|java| {
            let input = java["input"].as_str().expect("an input");
            let read = UriReference::parse_in(input, dialect);
            match (read, java["valid"].as_bool().expect("a verdict")) {
                (Err(_), false) => true,
                (Ok(uri), true) => differing_components(&uri, java).is_empty(),
                _ => false,
            }
        })
        .count()
}

/// java.net.URI implements RFC 2732 (its javadoc says so): the RFC 2732
/// dialect is nearer to it than RFC 2396 as written.
#[test]
fn the_rfc2732_dialect_is_nearer_to_java() {
    let strict = agreement(Dialect::STRICT);
    let amended = agreement(Dialect::RFC2732);
    println!("agree with java.net.URI: strict {strict}, rfc2732 {amended}");
    assert!(amended > strict, "rfc2732 {amended}, strict {strict}");
}

/// One field where the `java` dialect and Java disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Difference {
    input: String,
    field: &'static str,
    ours: Value,
    java: Value,
}

/// `UriReference::parse_in(input, Dialect::JAVA)` read as Java's answer
/// reads `new URI(input)`: the verdict, and when valid the components.
fn java_fields(input: &str) -> Vec<(&'static str, Value)> {
    let Ok(uri) = UriReference::parse_in(input, Dialect::JAVA) else {
        return vec![("valid", Value::Bool(false))];
    };
    let text = |s: Option<&str>| s.map_or(Value::Null, |s| Value::String(s.to_owned()));
    let authority = uri.authority();
    let opaque = uri.path_kind() == PathKind::OpaquePart;
    // Java's port: -1 when there is none or it is empty; leading zeros
    // dropped (the grammar bounds it by 2147483647).
    let port = uri.port().and_then(|p| p.parse::<i64>().ok()).unwrap_or(-1);
    vec![
        ("valid", Value::Bool(true)),
        ("scheme", text(uri.scheme())),
        ("authority", text(authority.map(|a| a.as_str()))),
        ("userinfo", text(uri.userinfo())),
        ("host", text(uri.host().map(|h| h.as_str()))),
        ("port", Value::from(port)),
        ("path", text((!opaque).then(|| uri.path()))),
        ("query", text(uri.query())),
        ("fragment", text(uri.fragment())),
        ("opaque", Value::Bool(opaque)),
        ("absolute", Value::Bool(uri.is_absolute())),
        (
            "server_based",
            authority.map_or(Value::Null, |_| Value::Bool(uri.host().is_some())),
        ),
    ]
    .into_iter()
    .chain(opaque.then(|| ("ssp", text(Some(uri.path())))))
    .collect()
}

/// Every difference between the `java` dialect and Java's answers.
fn java_differences() -> (usize, Vec<Difference>) {
    let inputs = inputs();
    let (_, answers) = answers();
    let mut differences = Vec::new();
    let mut agree = 0;
    for (input, answer) in inputs.iter().zip(&answers) {
        let before = differences.len();
        let ours = java_fields(input);
        for (field, value) in ours {
            let java = answer[field].clone();
            if value != java {
                differences.push(Difference {
                    input: input.clone(),
                    field,
                    ours: value,
                    java,
                });
                // A verdict that differs leaves no fields to compare.
                if field == "valid" {
                    break;
                }
            }
        }
        agree += usize::from(differences.len() == before);
    }
    (agree, differences)
}

/// The known differences of the `java` dialect: one JSON object a line,
/// `{"input", "field", "ours", "java", "reason"}`.
const KNOWN: &str = "known-differences.jsonl";

/// The `java` dialect against every answer of Java: same verdict, and when
/// valid the same scheme, raw authority (null or not), user information,
/// host (an IPv6 literal with its brackets and scope id), port, path or
/// scheme-specific part, query, fragment, and whether the authority is
/// server-based. A difference must be listed in `known-differences.jsonl`
/// with its reason; a listed one that no longer differs fails too.
#[test]
fn the_java_dialect_answers_as_java() {
    let (agree, differences) = java_differences();
    let known: Vec<Difference> = support::listed_differences(&Path::new(DATA).join(KNOWN))
        .into_iter()
        .map(|(line, v)| {
            let field = [
                "valid",
                "scheme",
                "authority",
                "userinfo",
                "host",
                "port",
                "path",
                "query",
                "fragment",
                "opaque",
                "absolute",
                "server_based",
                "ssp",
            ]
            .into_iter()
            .find(|f| v["field"] == *f)
            .unwrap_or_else(|| panic!("{line}: no such field"));
            Difference {
                input: v["input"].as_str().expect("an input").to_owned(),
                field,
                ours: v["ours"].clone(),
                java: v["java"].clone(),
            }
        })
        .collect();
    let total = inputs().len();
    println!("the java dialect agrees with Java on {agree} of {total} inputs");
    support::differ_only_as_listed(&differences, &known, KNOWN);
    assert_eq!(
        agree
            + known
                .iter()
                .map(|d| &d.input)
                .collect::<std::collections::BTreeSet<_>>()
                .len(),
        total
    );
}

/// Where the `java` dialect places an error, against Java's index, on
/// every input both reject: the same place, or before or after it, by
/// Java's reason. Java counts UTF-16 code units, the crate bytes; the
/// offset is converted. Neither verdict nor components depend on this, and
/// the crate's offset is where the grammar's automaton stops (docs/java.md,
/// "The `java` dialect"): the table records how often that is Java's
/// index, so that a change to either shows.
#[test]
fn where_the_java_dialect_places_errors() {
    let (_, answers) = answers();
    // Java's reason: (same, ours before, ours after).
    let mut by_reason: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    for (input, java) in inputs().iter().zip(&answers) {
        if java["valid"] != false {
            continue;
        }
        let Err(err) = UriReference::parse_in(input, Dialect::JAVA) else {
            continue;
        };
        let Some(index) = java["index"].as_i64() else {
            continue;
        };
        let ours = input[..err.offset()].encode_utf16().count() as i64;
        let reason = java["reason"].as_str().unwrap_or("?").to_owned();
        let row = by_reason.entry(reason).or_default();
        match ours.cmp(&index) {
            std::cmp::Ordering::Equal => row.0 += 1,
            std::cmp::Ordering::Less => row.1 += 1,
            std::cmp::Ordering::Greater => row.2 += 1,
        }
    }
    let mut table = String::from(
        "| Java's reason | same index | ours before | ours after |\n|---|---:|---:|---:|\n",
    );
    let mut total = (0, 0, 0);
    for (reason, (same, before, after)) in &by_reason {
        table.push_str(&format!("| {reason} | {same} | {before} | {after} |\n"));
        total = (total.0 + same, total.1 + before, total.2 + after);
    }
    table.push_str(&format!(
        "| all | {} | {} | {} |\n",
        total.0, total.1, total.2
    ));
    insta::with_settings!({ snapshot_path => "../snapshots/java", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!("error_positions", table);
    });
}
