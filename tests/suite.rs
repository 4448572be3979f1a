//! The library's integration tests, built as one test binary: each file of
//! `tests/` is a module of it, so the library is linked once for them all
//! (a binary a file linked it 32 times, most of a cold `cargo test`).
//! The helpers the files share are modules here too, declared first so that
//! the harness's macros are in scope in the files after them.
//!
//! Run one file's tests by its module's name: `cargo test --test suite
//! rules::`.

// pest_derive without its `std` feature, as the library depends on it,
// writes `alloc::` paths into the parsers it generates.
extern crate alloc;

mod appendix_a;
mod appendix_a_3986;
#[macro_use]
mod equivalence;
mod rfc3986_pest;
mod support;
mod trials;

// Per thread: tests running side by side do not count each other's bytes.
#[global_allocator]
static GLOBAL: support::Tally = support::Tally;

mod agree;
mod allocations;
mod bnf_equivalence;
mod compare;
mod components;
mod corpus;
mod dialect;
mod docs;
mod encodings;
mod escape;
mod examples;
mod extract;
mod fast_path;
mod fixes;
mod generated;
mod grammar_rules;
mod iri;
mod java_answers;
mod java_equivalence;
mod java_operations;
mod messages;
mod normalize;
mod parse_count;
mod peers;
mod reference_types;
mod resolve;
mod rfc2732_equivalence;
mod rfc3986_equivalence;
mod rfc3986_typed;
mod rfc3987_equivalence;
mod robustness;
mod rules;
mod security;
mod serde_forms;
mod spark;
mod switches;
mod tree_memory;
