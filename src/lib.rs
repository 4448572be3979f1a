#![doc = include_str!("lib.md")]
#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod automata;
mod components;
mod error;
pub mod escape;
mod fast;
pub mod grammar;
mod lower;
pub mod normalize;
mod owned;
pub mod resolve;
mod tree;

pub use components::*;
pub use error::{CharClass, Error, ErrorKind};
pub use owned::OwnedUriReference;
pub use tree::{Node, Tree, parse_tree};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
