//! The pest parse of a `URI-reference`, lowered to the offsets of its
//! components: the oracle that the one-pass parse of `parse.rs` is tested
//! against, which must give an identical [`UriReference`].
//!
//! pest_derive's parsers run the five named grammars, pest's interpreter
//! (pest_vm) the text of any other choice of switches; one lowering
//! (`lower.rs`) reads the trees of both. A tree of a shape it does not
//! expect is a bug of this crate, not of the input: `parse_with_pest` then
//! returns an error that says so, never the one-pass parse it is the
//! oracle of.

mod lower;
#[cfg(feature = "pest-dialects")]
pub(crate) mod rfc3986;

use crate::components::UriReference;
use crate::dialect::Dialect;
use crate::error::Error;
use crate::grammar::{PestGrammar, Rule, Structure, Table, switched, with_pest_parser};
use lower::{Mismatch, Rules};

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
    /// The five named dialects ([`Dialect::STRICT`], [`Dialect::RFC2732`],
    /// [`Dialect::JAVA`], [`Dialect::RFC3986`], [`Dialect::RFC3987`]) have parsers that pest's generator (the code of
    /// pest_derive) generated ahead of time. Any other choice of switches has its grammar composed at run
    /// time ([`Dialect::grammar_text`](crate::Dialect::grammar_text)), and its
    /// reference is pest's own interpreter, pest_vm, running that text as
    /// a generated parser would; it is built the first time it is asked
    /// for, and is slower still.
    ///
    /// # Errors
    ///
    /// As [`parse_in`](UriReference::parse_in).
    ///
    /// For [`Dialect::RFC2732`] and [`Dialect::JAVA`] without the feature
    /// `pest-dialects`, which brings their parsers, every input gets an
    /// error at byte 0 whose message names the feature: the oracle never
    /// answers with the parse it checks.
    ///
    /// ```
    /// use uri2396::{Dialect, Switch, UriReference};
    ///
    /// let input = "http://[::FFFF:129.144.52.38]:80/index.html";
    /// assert_eq!(
    ///     UriReference::parse_with_pest_in(input, Dialect::RFC2732),
    ///     UriReference::parse_in(input, Dialect::RFC2732)
    /// );
    ///
    /// // An empty relative path before a query, which RFC 2396 lacks.
    /// let dialect = Dialect::STRICT.with(Switch::EmptyRelativePath);
    /// let pest = UriReference::parse_with_pest_in("?y", dialect)?;
    /// assert_eq!((pest.path(), pest.query()), ("", Some("y")));
    /// assert_eq!(Ok(pest), UriReference::parse_in("?y", dialect));
    /// assert!(UriReference::parse_with_pest_in("?y", Dialect::STRICT).is_err());
    /// # Ok::<(), uri2396::Error>(())
    /// ```
    pub fn parse_with_pest_in(
        input: &'a str,
        dialect: Dialect,
    ) -> std::result::Result<UriReference<'a>, Error> {
        crate::parse::count_parse();
        let table = dialect.table();
        let lowered = with_pest_parser!(
            dialect,
            |grammar| lower_in(grammar, table, input),
            |other| {
                #[cfg(not(feature = "pest-dialects"))]
                if other.named().is_some() {
                    return Err(Error::no_pest_parser(table.rule(Rule::URI_REFERENCE)));
                }
                switched_lowering(other, table, input)
            }
        );
        let rule = dialect.table().rule(Rule::URI_REFERENCE);
        match lowered {
            None => Err(Error::not_derived(rule, input)),
            Some(Ok(uri)) => Ok(uri),
            // pest derived the input, and the lowering met a tree it does
            // not expect: the fault is this crate's, and the oracle says so
            // rather than answer with the parse it checks.
            // Debug builds stop with the lowering's word for it.
            Some(Err(Mismatch(what))) => {
                debug_assert!(false, "lowering {input:?}: {what}");
                Err(Error::underived(rule, input))
            }
        }
    }
}

/// pest's parse of `input` as a `URI-reference` in a grammar that
/// pest_derive made a parser of, lowered by the lowering of its structure:
/// `None` when pest does not derive the whole input, a [`Mismatch`] for a
/// tree the lowering does not expect or a grammar without a rule it reads.
fn lower_in<'a, G: PestGrammar>(
    _: G,
    table: &Table,
    input: &'a str,
) -> Option<std::result::Result<UriReference<'a>, Mismatch>> {
    match table.hooks().structure {
        Structure::Rfc2396 => match Rules::new(table, G::pest) {
            Ok(rules) => rules.lower(G::parse(rules.uri_reference, input), input),
            Err(mismatch) => Some(Err(mismatch)),
        },
        #[cfg(feature = "pest-dialects")]
        Structure::Rfc3986 => match rfc3986::Rules::new(table, G::pest) {
            Ok(rules) => rules.lower(G::parse(rules.uri_reference, input), input),
            Err(mismatch) => Some(Err(mismatch)),
        },
        // Never reached: without `pest-dialects` the only parser built is
        // the strict grammar's, of RFC 2396's structure. The arm keeps the
        // match whole.
        #[cfg(not(feature = "pest-dialects"))]
        Structure::Rfc3986 => None,
    }
}

/// [`lower_in`] for a grammar compiled at run time: pest's interpreter
/// runs its text, the rules named as in the text.
#[cfg(feature = "runtime-dialects")]
fn switched_lowering<'a>(
    dialect: Dialect,
    table: &Table,
    input: &'a str,
) -> Option<std::result::Result<UriReference<'a>, Mismatch>> {
    let compiled = switched::compiled(dialect);
    match Rules::new(table, |rule| compiled.pest_name(rule)) {
        Ok(rules) => rules.lower(compiled.vm().parse(rules.uri_reference, input).ok(), input),
        Err(mismatch) => Some(Err(mismatch)),
    }
}

/// Without the feature `runtime-dialects`, every dialect is named.
#[cfg(not(feature = "runtime-dialects"))]
fn switched_lowering<'a>(
    _: Dialect,
    _: &Table,
    _: &'a str,
) -> Option<std::result::Result<UriReference<'a>, Mismatch>> {
    switched::none()
}

#[cfg(test)]
mod tests {
    use crate::components::UriReference;

    /// The one-pass parse and the pest parse find the same offsets, not
    /// only the same text (which is all that `==` compares).
    #[test]
    fn both_parsers_find_the_same_offsets() {
        let cases = std::fs::read_dir(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/cases/URI-reference/ok"
        ))
        .expect("the URI-reference cases");
        let mut inputs: Vec<String> = cases
            .map(|entry| {
                let path = entry.expect("a case").path();
                let text = std::fs::read_to_string(&path).expect("a case is text");
                text.strip_suffix('\n').unwrap_or(&text).to_owned()
            })
            .collect();
        inputs.extend(
            include_str!("../tests/data/corpus-sample.txt")
                .lines()
                .map(str::to_owned),
        );
        let mut valid = 0;
        for input in &inputs {
            let fast = UriReference::parse(input).map(|u| u.meta);
            let pest = UriReference::parse_with_pest(input).map(|u| u.meta);
            assert_eq!(fast.is_ok(), pest.is_ok(), "{input:?}");
            if let (Ok(fast), Ok(pest)) = (fast, pest) {
                assert_eq!(fast, pest, "{input:?}");
                valid += 1;
            }
        }
        assert!(valid > 120, "{valid} valid inputs");
    }
}
