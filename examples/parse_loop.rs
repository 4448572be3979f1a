//! Calls one parser on every line of a file and nothing else: the driver
//! that docs/benchmarks.md ("Typed parse: what each change bought") counts
//! instructions with, comparing `UriReference::parse` with fluent-uri's
//! `UriRef::parse` over the same lines; `uri2396-rfc3986` parses in RFC
//! 3986's reading (`parse_in`) and asks each reference's kind of path;
//! `uri2396-valid` and `uri2396-valid-rfc3986` ask only the verdict
//! (`is_valid`, `is_valid_in`); `uri2396-tree` makes the parse tree
//! (`uri2396-tree-by-name` as `parse_tree` does, the rule found by name);
//! `uri2396-components` takes each reference's flat record of components.
//!
//! ```text
//! cargo build --profile profiling --example parse_loop
//! valgrind --tool=callgrind --toggle-collect='parse_loop::parse_*' \
//!     target/profiling/examples/parse_loop uri2396 corpus.txt
//! valgrind --tool=callgrind --toggle-collect='parse_loop::parse_*' \
//!     target/profiling/examples/parse_loop fluent-uri corpus.txt
//! ```
//!
//! The file is read and split into lines first, and two references parsed
//! (which reads the parse's automata, and the tables of an error); `--toggle-collect` counts the loop
//! of parses alone. With a third argument, `PASSES`, it times that many
//! passes and prints the fastest in nanoseconds a line: two builds of the
//! library compared on a loaded machine, run after run.
//! Built as an example, the library has the dev-dependency's `test-hooks`
//! feature: each parse also counts itself on its thread (a few
//! instructions a line).

use std::hint::black_box;
use std::process::ExitCode;

/// Parses each line with uri2396; returns how many are references.
#[inline(never)]
fn parse_uri2396(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| black_box(uri2396::UriReference::parse(black_box(line))).is_ok())
        .count()
}

/// Parses each line and takes its components as one flat record (what the
/// Python package's Arrow columns, DuckDB's `uri_parse` and Spark's
/// `uri_parse` give); returns how many are references.
#[inline(never)]
fn parse_uri2396_components(lines: &[&str]) -> usize {
    let mut valid = 0;
    for line in lines {
        if let Ok(uri) = uri2396::UriReference::parse(black_box(line)) {
            black_box(uri.components());
            valid += 1;
        }
    }
    valid
}

/// Parses each line in RFC 3986's reading and asks its kind of path (which
/// that reading names by context); returns how many are references.
#[inline(never)]
fn parse_uri2396_rfc3986(lines: &[&str]) -> usize {
    let mut valid = 0;
    for line in lines {
        if let Ok(uri) = uri2396::UriReference::parse_in(black_box(line), uri2396::Dialect::RFC3986)
        {
            black_box(uri.path_kind());
            valid += 1;
        }
    }
    valid
}

/// Parses each line in RFC 3987's reading (`Dialect::RFC3987`) and asks
/// for its path's kind; returns how many are IRI references.
#[inline(never)]
fn parse_uri2396_rfc3987(lines: &[&str]) -> usize {
    let mut valid = 0;
    for line in lines {
        if let Ok(uri) = uri2396::UriReference::parse_in(black_box(line), uri2396::Dialect::RFC3987)
        {
            black_box(uri.path_kind());
            valid += 1;
        }
    }
    valid
}

/// iri-string's IRI references (`IriReferenceStr::new`).
#[inline(never)]
fn parse_iri_string(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| {
            black_box(iri_string::types::IriReferenceStr::new(black_box(**line))).is_ok()
        })
        .count()
}

/// oxiri's IRI references (`IriRef::parse`).
#[inline(never)]
fn parse_oxiri(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| black_box(oxiri::IriRef::parse(black_box(**line))).is_ok())
        .count()
}

/// Checks each line with `UriReference::is_valid` (the automaton alone);
/// returns how many are references.
#[inline(never)]
fn parse_uri2396_valid(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| black_box(uri2396::UriReference::is_valid(black_box(line))))
        .count()
}

/// Checks each line with `UriReference::is_valid_in` RFC 3986; returns how
/// many are references.
#[inline(never)]
fn parse_uri2396_valid_rfc3986(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| {
            black_box(uri2396::UriReference::is_valid_in(
                black_box(line),
                uri2396::Dialect::RFC3986,
            ))
        })
        .count()
}

/// Parses each line into its parse tree (`Tree::parse` of
/// `URI-reference`); returns how many are references.
#[inline(never)]
fn parse_uri2396_tree(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| {
            black_box(uri2396::Tree::parse(
                uri2396::grammar::Rule::URI_REFERENCE,
                black_box(line),
            ))
            .is_ok()
        })
        .count()
}

/// Parses each line into its parse tree as the command line asks for it,
/// by the rule's name (`parse_tree("URI-reference", line)`); returns how
/// many are references.
#[inline(never)]
fn parse_uri2396_tree_by_name(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| black_box(uri2396::parse_tree("URI-reference", black_box(line))).is_ok())
        .count()
}

/// Parses each line with fluent-uri; returns how many are references.
#[inline(never)]
fn parse_fluent(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| black_box(fluent_uri::UriRef::parse(black_box(**line))).is_ok())
        .count()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (parser, path, passes) = match args.as_slice() {
        [parser, path] => (parser, path, None),
        [parser, path, passes] => match passes.parse::<u32>() {
            Ok(passes) => (parser, path, Some(passes)),
            Err(_) => {
                eprintln!("PASSES is a number: {passes}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!(
                "usage: parse_loop uri2396|uri2396-rfc3986|uri2396-rfc3987|uri2396-valid|uri2396-valid-rfc3986|uri2396-tree|uri2396-tree-by-name|uri2396-components|fluent-uri|iri-string|oxiri FILE [PASSES]"
            );
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    // Read once, before the loop: the automata of a parse, and the
    // tables an error reads its expected set from (an escape's error
    // looks there).
    if uri2396::UriReference::parse("http://a/").is_err()
        || uri2396::UriReference::parse("http://a/%zz").is_ok()
    {
        return ExitCode::FAILURE;
    }
    let run: fn(&[&str]) -> usize = match parser.as_str() {
        "uri2396" => parse_uri2396,
        "uri2396-rfc3986" => parse_uri2396_rfc3986,
        "uri2396-rfc3987" => parse_uri2396_rfc3987,
        "iri-string" => parse_iri_string,
        "oxiri" => parse_oxiri,
        "uri2396-valid" => parse_uri2396_valid,
        "uri2396-valid-rfc3986" => parse_uri2396_valid_rfc3986,
        "uri2396-tree" => parse_uri2396_tree,
        "uri2396-tree-by-name" => parse_uri2396_tree_by_name,
        "uri2396-components" => parse_uri2396_components,
        "fluent-uri" => parse_fluent,
        _ => {
            eprintln!(
                "usage: parse_loop uri2396|uri2396-rfc3986|uri2396-rfc3987|uri2396-valid|uri2396-valid-rfc3986|uri2396-tree|uri2396-tree-by-name|uri2396-components|fluent-uri|iri-string|oxiri FILE [PASSES]"
            );
            return ExitCode::from(2);
        }
    };
    let valid = run(&lines);
    println!("{valid} of {} lines parse", lines.len());
    if let Some(passes) = passes {
        let fastest = (0..passes)
            .map(|_| {
                let start = std::time::Instant::now();
                black_box(run(black_box(&lines)));
                start.elapsed()
            })
            .min()
            .unwrap_or_default();
        let per_line = fastest.as_nanos() as f64 / lines.len().max(1) as f64;
        println!("fastest of {passes} passes: {per_line:.1} ns a line");
    }
    ExitCode::SUCCESS
}
