//! The drawing of a long input is capped, and says what it leaves out:
//! how many segments and params, how many nodes, which bytes lie past the
//! window of the input drawn.

use uri2396::grammar::Rule;
use uri2396::parse_tree;
use uri2396_cli::annotate::{self, MAX_DRAWN, Style};
use uri2396_cli::report::TreeReport;

/// The widest line of a view, in characters.
fn widest(view: &str) -> usize {
    view.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

#[test]
fn components_count_the_segments_and_params_left_out() {
    let input = "/s;p".repeat(40);
    let tree = parse_tree("URI-reference", &input).unwrap();
    let view = annotate::components(&tree, Style::PLAIN);
    // 40 segments and 40 params; 16 rows are drawn, the first 8 of each.
    let rows = |label: &str| {
        view.lines()
            .filter(|l| l.trim_start().starts_with(label))
            .count()
    };
    assert_eq!((rows("segment"), rows("param")), (8, 8), "{view}");
    assert!(
        view.contains("\n    … 32 more segments, 32 more params\n"),
        "{view}"
    );
    // The more line stands after the last segment row drawn.
    let lines: Vec<&str> = view.lines().collect();
    assert!(
        lines[lines.len() - 2].trim_start().starts_with("param"),
        "{view}"
    );
    assert!(lines[lines.len() - 1].contains("more segments"), "{view}");
}

#[test]
fn components_past_the_window_say_their_bytes() {
    let input = format!("//{}@h:80/x?q", "u".repeat(300));
    let tree = parse_tree("URI-reference", &input).unwrap();
    let view = annotate::components(&tree, Style::PLAIN);
    let row = |label: &str| {
        view.lines()
            .find(|l| l.trim_start().starts_with(label))
            .unwrap_or_else(|| panic!("{label}: {view}"))
    };
    // Cut where the window ends, and marked so.
    assert!(row("userinfo").ends_with("─… (bytes 2..302)"), "{view}");
    assert!(
        row("host").ends_with(" … hostname (bytes 303..304)"),
        "{view}"
    );
    assert!(row("port").ends_with(" … (bytes 305..307)"), "{view}");
    // A segment past the window is counted, not drawn.
    assert!(view.contains("\n    … 1 more segment\n"), "{view}");
    assert!(row("query").ends_with(" … (bytes 310..311)"), "{view}");
    // The input line: 100 characters, then `…`.
    let first = view.lines().next().unwrap();
    assert!(first.trim_start().starts_with("//uuu"), "{view}");
    assert_eq!(first.trim_start().chars().count(), 101, "{view}");
    assert!(widest(&view) < 160, "{view}");
}

#[test]
fn components_of_a_short_input_are_not_cut() {
    let tree = parse_tree("URI-reference", "http://u@h:1/a;b/c?q#f").unwrap();
    let view = annotate::components(&tree, Style::PLAIN);
    assert!(!view.contains('…'), "{view}");
    assert!(!view.contains("bytes"), "{view}");
}

#[test]
fn a_tree_counts_the_nodes_left_out() {
    let input = "a.".repeat(100) + "com";
    let tree = parse_tree("hostname", &input).unwrap();
    let view = annotate::tree(&tree, Style::PLAIN);
    // The root, 16 children, the line of the rest, 2 children.
    assert_eq!(view.lines().count(), 1 + 16 + 1 + 2, "{view}");
    let drawn = view.lines().filter(|l| !l.contains(" more node")).count();
    let total = tree.nodes().count();
    assert!(
        view.contains(&format!("├─ … {} more nodes\n", total - drawn)),
        "{view}"
    );
    assert_eq!(total - drawn, 83);
    assert!(
        view.ends_with("└─ toplabel    200..203 \"com\"\n"),
        "{view}"
    );
}

#[test]
fn a_tree_counts_nodes_below_the_children_left_out() {
    let input = format!("/x{}", "/s;p;q".repeat(30));
    let tree = parse_tree("URI-reference", &input).unwrap();
    let view = annotate::tree(&tree, Style::PLAIN);
    // 31 segments: 16 and 2 drawn; 13 left out, each with two params.
    assert!(view.contains("├─ … 39 more nodes\n"), "{view}");
    let drawn = view.lines().filter(|l| !l.contains(" more node")).count();
    assert_eq!(drawn + 39, tree.nodes().count(), "{view}");
}

#[test]
fn nineteen_children_are_drawn_whole() {
    let input = "a.".repeat(18) + "com";
    let tree = parse_tree("hostname", &input).unwrap();
    let view = annotate::tree(&tree, Style::PLAIN);
    assert_eq!(view.lines().count(), 20, "{view}");
    assert!(!view.contains('…'), "{view}");
}

#[test]
fn a_report_too_long_for_a_tree_says_so() {
    let rule = Rule::find("URI-reference").unwrap();
    let input = "/a".repeat(MAX_DRAWN);
    let report = TreeReport::from_bytes_within(rule, input.as_bytes(), MAX_DRAWN);
    assert!(report.valid && report.tree.is_none());
    let view = annotate::report(&report, Style::PLAIN);
    assert_eq!(view.lines().count(), 4, "{view}");
    assert!(
        view.contains(&format!(
            "({} bytes: components and tree are drawn up to {MAX_DRAWN};",
            input.len()
        )),
        "{view}"
    );
    // At the limit, the tree is built and drawn.
    let input = &input[..MAX_DRAWN];
    let report = TreeReport::from_bytes_within(rule, input.as_bytes(), MAX_DRAWN);
    assert!(report.tree.is_some());
    let view = annotate::report(&report, Style::PLAIN);
    assert!(view.contains("\n    … 32752 more segments\n"), "{view}");
    assert!(view.len() < 16 * 1024, "{}", view.len());
}
