//! What the text views and the JSON of a tree cost in memory, beyond the
//! tree or report they are given: counted with a global allocator that
//! tallies the bytes held by this thread and their peak.
//!
//! A view holds the lines it draws, and they are capped: so the peak of a
//! view of a large tree is a constant, not a multiple of the input.

use crate::support;

use uri2396::Tree;
use uri2396::grammar::Rule;
use uri2396::normalize::NormalizeOptions;
use uri2396::resolve::ResolveOptions;
use uri2396_cli::annotate::{self, MAX_DRAWN, Style};
use uri2396_cli::report::{NormalizeReport, ResolveReport, TreeReport};

use support::peak_during;

/// What a capped view may hold, whatever the input.
const VIEW: usize = 64 * 1024;

fn uri_reference() -> Rule {
    Rule::find("URI-reference").unwrap()
}

#[test]
fn the_tally_counts() {
    let (peak, ()) = peak_during(|| drop(std::hint::black_box(vec![0u8; 1 << 20])));
    assert!(peak >= 1 << 20, "{peak}");
}

#[test]
fn the_views_of_a_large_tree_hold_a_constant() {
    // A million bytes: half a million segments.
    let input = "/a".repeat(500_000);
    let tree = Tree::parse(uri_reference(), &input).unwrap();
    let (peak, view) = peak_during(|| annotate::tree(&tree, Style::COLOR));
    assert!(peak <= VIEW, "tree: {peak} bytes");
    assert!(view.contains("more nodes"), "{view}");
    let (peak, view) = peak_during(|| annotate::components(&tree, Style::COLOR));
    assert!(peak <= VIEW, "components: {peak} bytes");
    assert!(view.contains("more segments"), "{view}");
}

#[test]
fn the_json_of_a_tree_is_streamed() {
    let input = "/a".repeat(500_000);
    let report = TreeReport::new(uri_reference(), &input);
    let (peak, written) = peak_during(|| {
        let mut out = std::io::sink();
        serde_json::to_writer(&mut out, &report)
    });
    written.unwrap();
    assert!(peak <= VIEW, "{peak} bytes");
}

#[test]
fn the_parse_view_of_a_long_input_builds_no_tree() {
    let input = "/a".repeat(500_000);
    let (peak, view) = peak_during(|| {
        let report = TreeReport::from_bytes_within(uri_reference(), input.as_bytes(), MAX_DRAWN);
        annotate::report(&report, Style::PLAIN)
    });
    // The report borrows the input: no more than the view itself.
    assert!(peak <= VIEW, "{peak} bytes");
    assert!(
        view.contains("bytes: components and tree are drawn up to"),
        "{view}"
    );
}

#[test]
fn the_parse_view_of_an_input_just_drawn_holds_a_constant() {
    // The longest input drawn, of the shape with most nodes: an empty
    // segment for each byte.
    let input = format!("/a{}", "/".repeat(MAX_DRAWN - 2));
    let (peak, view) = peak_during(|| {
        let report = TreeReport::from_bytes_within(uri_reference(), input.as_bytes(), MAX_DRAWN);
        annotate::report(&report, Style::PLAIN)
    });
    // The tree of 64 KiB (a 24-byte node for each byte), and the view.
    assert!(peak <= 16 * 1024 * 1024, "{peak} bytes");
    assert!(view.contains("more segments"), "{view}");
}

#[test]
fn the_line_of_resolve_and_normalize_holds_its_texts_only() {
    let input = "/a".repeat(500_000);
    let report = ResolveReport::new("http://a/b", &input, &ResolveOptions::default());
    let result = report.result.as_ref().unwrap().as_str().len();
    let (peak, view) = peak_during(|| annotate::resolve_report(&report, Style::COLOR));
    assert!(peak <= result + input.len() + 1024, "{peak} bytes");
    assert!(view.ends_with(&format!("{input}\n")));
    let report = NormalizeReport::new(&input, &NormalizeOptions::default());
    let result = report.result.as_ref().unwrap().as_str().len();
    let (peak, _) = peak_during(|| annotate::normalize_report(&report, Style::COLOR));
    assert!(peak <= result + input.len() + 1024, "{peak} bytes");
}

/// A quarter of a million runs of escapes beyond US-ASCII: the lines
/// under the components read eight of them, and a parse report writes
/// each run's decodings as it goes, holding none of them.
#[test]
fn escape_readings_are_read_as_they_are_written() {
    use uri2396_cli::report::ParseReport;

    let input = "/%95%5C".repeat(250_000);
    let tree = Tree::parse(uri_reference(), &input).unwrap();
    let (peak, lines) = peak_during(|| annotate::readings(&tree, Style::PLAIN));
    assert!(peak <= VIEW, "readings: {peak} bytes");
    assert!(lines.contains("249992 more runs of escapes"), "{lines}");
    let (peak, written) = peak_during(|| {
        let report = ParseReport::new(uri_reference(), &input);
        let mut out = std::io::sink();
        serde_json::to_writer(&mut out, &report)
    });
    written.unwrap();
    assert!(peak <= VIEW, "report: {peak} bytes");
}
