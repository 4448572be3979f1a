//! The reports and views of the `uri2396` command-line tool, kept out of
//! the `uri2396` library: a library user builds none of this.
//!
//! - [`report`]: the JSON line the tool prints for each input, whose fields
//!   are documented (and promised stable) there.
//! - [`annotate`]: the text views for people, on a terminal.
//! - [`words`] and [`clap_words`]: the tool's words in English and
//!   Japanese; the second, those of its help pages and usage errors.
//!
//! This crate serves the tool, its tests and its benchmarks; other programs
//! should depend on `uri2396` itself.

#![warn(missing_docs)]
#![warn(missing_debug_implementations)]
#![forbid(unsafe_code)]

pub mod annotate;
pub mod clap_words;
pub mod policy;
pub mod report;
pub mod sarif;
mod text;
pub mod words;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
