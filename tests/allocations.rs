//! The default parse allocates nothing for a valid reference: counted with a
//! global allocator that tallies every allocation made on this thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use uri2396::UriReference;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_during(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

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
