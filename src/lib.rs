#![doc = include_str!("lib.md")]
#![warn(missing_docs)]

mod automata;
mod components;
mod error;
pub mod grammar;
mod lower;
mod owned;
pub mod report;
mod tree;

pub use components::*;
pub use error::{CharClass, Error, ErrorKind};
pub use owned::OwnedUriReference;
pub use tree::{Tree, parse_tree};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
