//! Helpers shared by the test suites: a counting allocator, to count the
//! allocations a call makes and measure the most memory it holds, and a
//! comparison of long strings that does not print them.

// The tool's suite uses some of these, not all.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// A global allocator that tallies the allocations made by the current
/// thread, the bytes it holds and their peak; a suite installs it with
/// `#[global_allocator] static GLOBAL: support::Tally = support::Tally;`.
/// Per thread, so that tests running side by side do not count each
/// other's.
pub struct Tally;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static HELD: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

fn grow(bytes: usize) {
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
    let _ = HELD.try_with(|held| {
        held.set(held.get() + bytes);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(held.get())));
    });
}

fn shrink(bytes: usize) {
    // Memory allocated before a count began may be freed during it.
    let _ = HELD.try_with(|held| held.set(held.get().saturating_sub(bytes)));
}

unsafe impl GlobalAlloc for Tally {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        grow(new_size.saturating_sub(layout.size()));
        shrink(layout.size().saturating_sub(new_size));
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// insta keeps the state of a running `glob!` in one place for the whole
/// test binary: a test that globs holds this guard while it does, so that
/// the tests that glob run one at a time.
pub fn one_glob_at_a_time() -> MutexGuard<'static, ()> {
    static GLOB: Mutex<()> = Mutex::new(());
    GLOB.lock().unwrap_or_else(PoisonError::into_inner)
}

/// How many allocations (a `realloc` counted as one) `f` makes.
pub fn allocations_during(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

/// The most bytes held at once while `f` runs, above what was held before.
pub fn peak_during<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let before = HELD.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    let value = f();
    (PEAK.with(Cell::get) - before, value)
}

/// The most bytes held at once while `f` runs, above what was held before.
pub fn peak_bytes(f: impl FnOnce()) -> usize {
    peak_during(f).0
}

/// `assert_eq!` for long strings: the message gives where they differ,
/// not the strings.
#[track_caller]
pub fn same(got: &str, expected: &str) {
    if got != expected {
        let at = got
            .bytes()
            .zip(expected.bytes())
            .take_while(|(g, e)| g == e)
            .count();
        panic!(
            "{} bytes, expected {}; from byte {at}: {:?}, expected {:?}",
            got.len(),
            expected.len(),
            &got[at..got.len().min(at + 40)],
            &expected[at..expected.len().min(at + 40)]
        );
    }
}

/// Fails when `differences` (from another implementation's answers) has
/// one that the file `file` does not list in `known`, printing the first
/// ones, or when a listed one no longer differs.
pub fn differ_only_as_listed<T: PartialEq + std::fmt::Debug>(
    differences: &[T],
    known: &[T],
    file: &str,
) {
    let unlisted: Vec<&T> = differences.iter().filter(|d| !known.contains(d)).collect();
    let gone: Vec<&T> = known.iter().filter(|d| !differences.contains(d)).collect();
    for d in unlisted.iter().take(40) {
        println!("unlisted: {d:?}");
    }
    assert!(
        unlisted.is_empty(),
        "{} differences not in {file} (the first above)",
        unlisted.len()
    );
    assert!(
        gone.is_empty(),
        "listed in {file} but no longer differing: {gone:?}"
    );
}

/// The lines of a file of known differences (one JSON object a line, each
/// with its `reason`), each with its text; none when there is no file.
pub fn listed_differences(path: &std::path::Path) -> Vec<(String, serde_json::Value)> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a known difference");
            assert!(
                v["reason"].as_str().is_some_and(|r| !r.is_empty()),
                "{line}: no reason"
            );
            (line.to_owned(), v)
        })
        .collect()
}
