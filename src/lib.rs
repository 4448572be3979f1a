#![doc = include_str!("lib.md")]
#![warn(missing_docs)]
#![warn(missing_debug_implementations)]
#![forbid(unsafe_code)]
// The docs link to the items of optional features (`pest`,
// `runtime-dialects`). docs.rs documents every feature, and CI's `cargo doc`
// (which turns them on) denies broken links; a build without one of them
// shows those links as text.
#![cfg_attr(
    not(all(feature = "pest", feature = "runtime-dialects")),
    allow(rustdoc::broken_intra_doc_links)
)]

// pest_generator without its `std` feature writes `alloc::` paths into the
// parsers it generates (src/generated/*_parser.rs).
#[cfg(feature = "pest")]
extern crate alloc;

mod automata;
mod builder;
pub mod compare;
mod components;
mod compose;
mod dialect;
mod error;
pub mod escape;
pub mod extract;
mod flat;
pub mod grammar;
pub mod guard;
#[cfg(feature = "idna")]
pub mod idn;
pub mod iri;
#[doc(hidden)]
pub mod messages;
pub mod normalize;
mod options;
#[cfg(feature = "pest")]
mod oracle;
mod owned;
mod parse;
mod percent;
pub mod resolve;
// The inputs the RFC 3986 tests share; needs the `pest-dialects` feature's
// oracle beside it, which the crate's own tests turn on.
#[cfg(all(test, feature = "pest-dialects"))]
mod samples;
mod scheme;
pub mod security;
#[cfg(feature = "serde")]
mod serial;
pub mod spark;
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
pub use tree::{Node, Tree, TreeError, parse_tree};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
