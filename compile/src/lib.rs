//! The compiler of uri2396's grammars into deterministic automata.
//!
//! Every rule of RFC 2396 Appendix A, of its RFC 2732 amendment and of
//! java.net.URI's reading is a regular language (no rule is recursive), so
//! each can be recognised by a DFA over bytes. This crate reads the pest
//! grammar files with pest_meta, composes them ([`amend`]), describes each
//! rule for the rule table ([`table`]) and compiles each rule into a
//! minimal automaton with byte classes of its own ([`compile`]).
//!
//! The five named grammars are compiled with it once, by
//! `cargo run -p uri2396-compile --features parsers --example regenerate`, and kept in
//! uri2396's repository as data (module `generate`, feature `parsers`; [`compile::Table::to_bytes`]);
//! the library compiles the grammar of any other choice of switches at run
//! time.
//!
//! ```
//! use uri2396_compile::compile::Compiler;
//! use uri2396_compile::table::Grammar;
//!
//! let text = "/// digit = \"0\" | \"1\"   (1.6)\ndigit = _{ '0'..'1' }\n\
//!             /// number = 1*digit   (1.6)\nnumber = @{ digit+ }\n";
//! let grammar = Grammar::new("", "", text.to_owned(), "example.pest")?;
//! let mut compiler = Compiler::of_rules(&grammar.ast);
//! let number = compiler.table("number")?;
//! assert!(number.matches(b"1001"));
//! assert!(!number.matches(b"12"));
//! # Ok::<(), uri2396_compile::Error>(())
//! ```
//!
//! Where the input cannot be compiled (a grammar file pest cannot read, a
//! rule with no regular reading, an unknown or recursive rule, a `///`
//! line that is not `name = BNF   (section)`), the functions return an
//! [`Error`] rather than panic.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod amend;
pub mod compile;
#[cfg(feature = "parsers")]
pub mod generate;
pub mod table;

use std::fmt;

/// Why a grammar could not be composed, described or compiled: a message
/// that names the file or the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
        }
    }

    /// What went wrong, and where.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Returns early with an [`Error`] of this message.
macro_rules! fail {
    ($($arg:tt)*) => {
        return Err($crate::Error::new(format!($($arg)*)))
    };
}
pub(crate) use fail;
