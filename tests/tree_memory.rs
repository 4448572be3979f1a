//! What a parse tree holds: one allocation of at most one 24-byte entry per
//! input byte and a constant, on the shapes with the most nodes per byte
//! and on ones with few, in the strict grammar and in java.net.URI's,
//! counted with a global allocator that tallies the bytes held by this
//! thread and their peak, once the automata the parse reads are loaded.
//! (pest's tree of the first shape takes 184 bytes
//! per input byte.)

use crate::support;

use uri2396::Tree;
use uri2396::grammar::{Rule, java};

use support::peak_during;

/// The entries of a tree are 24 bytes; the constant covers the nodes that
/// occur once.
fn bound(input: &str) -> usize {
    24 * input.len() + 1024
}

#[test]
fn a_tree_holds_one_entry_per_byte_at_most() {
    const N: usize = 1 << 16;
    let shapes = [
        // A node for every byte: empty segments, empty params, labels.
        (Rule::URI_REFERENCE, format!("http://h{}", "/".repeat(N)), N),
        (Rule::URI_REFERENCE, format!("/a{}", ";".repeat(N)), N),
        (Rule::PATH_SEGMENTS, "/".repeat(N), N),
        (Rule::SEGMENT, ";".repeat(N), N),
        // One for every two bytes.
        (
            Rule::URI_REFERENCE,
            format!("http://h{}", "/a".repeat(N / 2)),
            N / 2,
        ),
        (Rule::HOSTNAME, format!("{}a", "a.".repeat(N / 2)), N / 2),
        // Few nodes, many bytes that could cut elsewhere.
        (Rule::URI_REFERENCE, format!("a:{}", "/.;".repeat(N / 3)), 0),
        (Rule::URI_REFERENCE, format!("/?{}", "./;".repeat(N / 3)), 0),
        // java.net.URI's grammar, cut alike: its own rules (empty-authority,
        // path-absolute, segment-nz) on the same shapes.
        (java::URI_REFERENCE, format!("http://h{}", "/".repeat(N)), N),
        (java::URI_REFERENCE, format!("//{}", "/".repeat(N)), N),
        (java::URI_REFERENCE, format!("/a{}", ";".repeat(N)), N),
        (java::SEGMENT_NZ, ";".repeat(N), N),
        (java::PATH_ABSOLUTE, "/a".repeat(N / 2), N / 2),
        (java::HOSTNAME, format!("{}a", "a.".repeat(N / 2)), N / 2),
        (java::URI_REFERENCE, format!("a:{}", "/.;".repeat(N / 3)), 0),
        (
            java::URI_REFERENCE,
            format!("//?{}", "./;".repeat(N / 3)),
            0,
        ),
    ];
    for (rule, input, nodes) in &shapes {
        // An automaton is read from its stored table, and kept, the first
        // time its rule is asked for: a cost of the program, once, not of
        // the tree. A first parse of the same input reads every table the
        // measured one uses.
        drop(Tree::parse(*rule, input));
        let (peak, tree) = peak_during(|| Tree::parse(*rule, input));
        let tree = tree.unwrap_or_else(|e| panic!("{rule}: {e}"));
        assert!(
            tree.nodes().count() >= *nodes,
            "{rule} {}: {} nodes",
            &input[..8],
            tree.nodes().count()
        );
        // The tally sees the tree's entries: the bound below means something.
        assert!(peak >= 24 * tree.nodes().count(), "{rule}: {peak} bytes");
        assert!(
            peak <= bound(input),
            "{rule} {}…: {peak} bytes for {} bytes of input",
            &input[..8],
            input.len()
        );
    }
}
