//! The default parse allocates nothing for a valid reference: counted with
//! the suite's global allocator, which tallies every allocation made on this
//! thread.

use uri2396::UriReference;

use crate::support::allocations_during;

#[test]
fn parsing_a_valid_reference_allocates_nothing() {
    let sample = include_str!("data/corpus-sample.txt");
    // Invalid lines build an Error, which allocates: keep the valid ones.
    let valid: Vec<&str> = sample
        .lines()
        .filter(|l| UriReference::parse(l).is_ok())
        .collect();
    assert!(valid.len() > 2900, "{} valid lines", valid.len());
    let allocations = allocations_during(|| {
        for line in &valid {
            std::hint::black_box(UriReference::parse(std::hint::black_box(line)).is_ok());
        }
    });
    assert_eq!(
        allocations,
        0,
        "allocations while parsing {} valid references",
        valid.len()
    );
}

#[test]
fn the_counter_counts() {
    assert!(allocations_during(|| drop(std::hint::black_box(vec![1u8; 16]))) >= 1);
    // The pest parser, by contrast, allocates its state and token queue.
    let pest = allocations_during(|| {
        let _ = std::hint::black_box(UriReference::parse_with_pest("http://a/b"));
    });
    assert!(pest > 0);
}
