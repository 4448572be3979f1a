#![doc = include_str!("lib.md")]
#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod annotate;
mod automata;
mod components;
mod compose;
mod error;
pub mod escape;
pub mod grammar;
pub mod normalize;
mod owned;
mod parse;
pub mod report;
pub mod resolve;
mod tree;

pub use components::*;
pub use error::{CharClass, Error, ErrorKind};
pub use owned::OwnedUriReference;
#[doc(hidden)]
#[cfg(debug_assertions)]
pub use parse::parse_count;
pub use tree::{Node, Tree, parse_tree};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
