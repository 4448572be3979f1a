//! The pest parse of a `URI-reference`, lowered to the offsets of its
//! components: the oracle that the one-pass parse of `parse.rs` is tested
//! against, which must give an identical [`UriReference`].
//!
//! One function per rule. Children are read through [`Children`], so a parse
//! tree of a shape the lowering does not expect becomes a [`Mismatch`]
//! naming the rules involved, never a panic. A mismatch is a bug of this
//! crate, not of the input: `parse_with_pest` then answers with the one-pass
//! parse (debug builds stop), so it returns only syntax errors.

use crate::components::UriReference;
use crate::dialect::Dialect;
use crate::error::Error;
use crate::grammar::Grammar;

impl<'a> UriReference<'a> {
    /// Parses `input` with the pest parser of `uri2396.pest` and lowers its
    /// parse tree: the reference implementation that [`parse`] is checked
    /// against. Same result as [`parse`], more slowly.
    ///
    /// [`parse`]: UriReference::parse
    ///
    /// # Errors
    ///
    /// As [`parse`](UriReference::parse).
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let input = "http://a/b/c/d;p?q";
    /// assert_eq!(UriReference::parse_with_pest(input), UriReference::parse(input));
    /// ```
    pub fn parse_with_pest(input: &'a str) -> std::result::Result<UriReference<'a>, Error> {
        UriReference::parse_with_pest_in(input, Dialect::STRICT)
    }

    /// As [`parse_with_pest`](UriReference::parse_with_pest), with the
    /// pest parser of `dialect`'s grammar: the reference implementation
    /// that [`parse_in`](UriReference::parse_in) is checked against.
    ///
    /// # Errors
    ///
    /// As [`parse_in`](UriReference::parse_in).
    ///
    /// ```
    /// use uri2396::{Dialect, UriReference};
    ///
    /// let input = "http://[::FFFF:129.144.52.38]:80/index.html";
    /// assert_eq!(
    ///     UriReference::parse_with_pest_in(input, Dialect::RFC2732),
    ///     UriReference::parse_in(input, Dialect::RFC2732)
    /// );
    /// ```
    pub fn parse_with_pest_in(
        input: &'a str,
        dialect: Dialect,
    ) -> std::result::Result<UriReference<'a>, Error> {
        super::count_parse();
        let lowered = match dialect.grammar() {
            Grammar::RFC2396 => rfc2396::parse(input),
            Grammar::RFC2732 => rfc2732::parse(input),
            Grammar::JAVA => java::parse(input),
            // WIP: a grammar compiled at run time has no pest parser yet
            // (pest_vm would run it); its oracle is still to come.
            _ => return UriReference::parse_in(input, dialect),
        };
        let lowered = lowered
            .ok_or_else(|| Error::not_derived(super::uri_reference(dialect.grammar()), input))?;
        // Should the lowering meet a tree it does not expect, the input is
        // valid (pest derived it) and the one-pass parse answers instead:
        // the test suite checks that the two agree, and debug builds stop.
        lowered.or_else(|Mismatch(what)| {
            debug_assert!(false, "lowering {input:?}: {what}");
            UriReference::parse_in(input, dialect)
        })
    }
}

/// A parse tree of a shape the lowering does not expect: what it met.
#[derive(Debug)]
struct Mismatch(String);

mod rfc2396 {
    use super::Mismatch;
    use crate::dialect::Dialect;
    use crate::grammar::{PestRule as Rule, RfcParser as Parser};

    const IPV6: Option<Rule> = None;
    const DIALECT: Dialect = Dialect::STRICT;
    const EMPTY_AUTHORITY: Option<Rule> = None;
    const PATH_ABSOLUTE: Option<Rule> = None;

    include!("lower.rs");
}

mod rfc2732 {
    use super::Mismatch;
    use crate::dialect::Dialect;
    use crate::grammar::{Pest2732Rule as Rule, Rfc2732Parser as Parser};

    const IPV6: Option<Rule> = Some(Rule::IPv6reference);
    const DIALECT: Dialect = Dialect::RFC2732;
    const EMPTY_AUTHORITY: Option<Rule> = None;
    const PATH_ABSOLUTE: Option<Rule> = None;

    include!("lower.rs");
}

mod java {
    use super::Mismatch;
    use crate::dialect::Dialect;
    use crate::grammar::{JavaParser as Parser, PestJavaRule as Rule};

    const IPV6: Option<Rule> = Some(Rule::IPv6reference);
    const DIALECT: Dialect = Dialect::JAVA;
    const EMPTY_AUTHORITY: Option<Rule> = Some(Rule::empty_authority);
    const PATH_ABSOLUTE: Option<Rule> = Some(Rule::path_absolute);

    include!("lower.rs");
}
