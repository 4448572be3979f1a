#![doc = include_str!("lib.md")]
#![warn(missing_docs)]
#![warn(missing_debug_implementations)]
#![forbid(unsafe_code)]
// The docs link to the items of optional features (`runtime-dialects`,
// and the default ones: `pest` and the rooms). docs.rs documents every
// feature, and CI's `cargo doc` (which turns them on) denies broken links;
// a build without one of them shows those links as text.
#![cfg_attr(
    not(all(feature = "default", feature = "runtime-dialects")),
    allow(rustdoc::broken_intra_doc_links)
)]
// A program built with only some of the rooms (features `resolve` to
// `spark`, all of them default) leaves unused the helpers of the lower
// layers that only the others call, and some docs link to items the
// left-out rooms made public; with the default features, which CI's lints
// and docs build, both warn as ever.
#![cfg_attr(
    not(feature = "default"),
    allow(dead_code, unused_imports, rustdoc::private_intra_doc_links)
)]
// pest_generator without its `std` feature writes `alloc::` paths into the
// parsers it generates (src/generated/*_parser.rs).
#[cfg(feature = "pest")]
extern crate alloc;

mod automata;
#[cfg(feature = "escape")]
mod builder;
#[cfg(feature = "compare")]
pub mod compare;
mod components;
#[cfg(any(feature = "resolve", feature = "normalize", feature = "escape"))]
mod compose;
mod dialect;
mod error;
#[cfg(feature = "escape")]
pub mod escape;
#[cfg(feature = "extract")]
pub mod extract;
mod flat;
pub mod grammar;
#[cfg(feature = "compare")]
pub mod guard;
#[cfg(feature = "idna")]
pub mod idn;
pub mod iri;
#[doc(hidden)]
pub mod messages;
#[cfg(feature = "normalize")]
pub mod normalize;
mod options;
#[cfg(feature = "pest")]
mod oracle;
mod owned;
mod parse;
mod percent;
#[cfg(feature = "resolve")]
pub mod resolve;
// The inputs the RFC 3986 tests share; needs the `pest-dialects` feature's
// oracle beside it, which the crate's own tests turn on.
#[cfg(all(test, feature = "pest-dialects"))]
mod samples;
mod scheme;
#[cfg(feature = "security")]
pub mod security;
#[cfg(feature = "serde")]
mod serial;
#[cfg(feature = "spark")]
pub mod spark;
#[cfg(feature = "tree")]
mod tree;
mod visible;

pub use components::*;
pub use dialect::{Dialect, Switch, UnknownDialect, UnknownSwitch};
pub use error::{CharClass, Error, ErrorLine, ErrorReport, ErrorView};
pub use flat::Components;
pub use messages::{Lang, UnknownLang};
pub use options::Semantics;
pub use owned::OwnedUriReference;
#[doc(hidden)]
#[cfg(feature = "test-hooks")]
pub use parse::parse_count;
#[cfg(feature = "tree")]
pub use tree::{Node, Tree, TreeError, parse_tree};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
