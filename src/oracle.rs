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

use std::sync::OnceLock;

use pest::iterators::Pairs;
use pest::{Parser as _, RuleType};

mod lower;
#[cfg(feature = "pest-dialects")]
pub(crate) mod rfc3986;

use crate::components::UriReference;
use crate::dialect::Dialect;
use crate::error::Error;
#[cfg(feature = "pest-dialects")]
use crate::grammar::{
    JavaParser, Pest2732Rule, Pest3986Rule, Pest3987Rule, PestJavaRule, Rfc2732Parser,
    Rfc3986Parser, Rfc3987Parser,
};
use crate::grammar::{PestRule, RfcParser, Rule, switched};
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
        let lowered = match dialect {
            Dialect::STRICT => {
                static RULES: Named<PestRule> = OnceLock::new();
                let rules = RULES.get_or_init(|| Rules::new(table, Rule::pest));
                lower(rules.as_ref(), |r| RfcParser::parse(r, input).ok(), input)
            }
            #[cfg(feature = "pest-dialects")]
            Dialect::RFC2732 => {
                static RULES: Named<Pest2732Rule> = OnceLock::new();
                let rules = RULES.get_or_init(|| Rules::new(table, Rule::pest_2732));
                lower(
                    rules.as_ref(),
                    |r| Rfc2732Parser::parse(r, input).ok(),
                    input,
                )
            }
            #[cfg(feature = "pest-dialects")]
            Dialect::JAVA => {
                static RULES: Named<PestJavaRule> = OnceLock::new();
                let rules = RULES.get_or_init(|| Rules::new(table, Rule::pest_java));
                lower(rules.as_ref(), |r| JavaParser::parse(r, input).ok(), input)
            }
            // RFC 3986's grammar, a tree of its own.
            #[cfg(feature = "pest-dialects")]
            Dialect::RFC3986 => {
                static RULES: Of3986<Pest3986Rule> = OnceLock::new();
                let rules = RULES.get_or_init(|| rfc3986::Rules::new(table, Rule::pest_3986));
                lower_3986(
                    rules.as_ref(),
                    |r| Rfc3986Parser::parse(r, input).ok(),
                    input,
                )
            }
            // RFC 3987's: RFC 3986's structure under renamed rules.
            #[cfg(feature = "pest-dialects")]
            Dialect::RFC3987 => {
                static RULES: Of3986<Pest3987Rule> = OnceLock::new();
                let rules = RULES.get_or_init(|| rfc3986::Rules::new(table, Rule::pest_3987));
                lower_3986(
                    rules.as_ref(),
                    |r| Rfc3987Parser::parse(r, input).ok(),
                    input,
                )
            }
            #[cfg(not(feature = "pest-dialects"))]
            named if named.named().is_some() => {
                return Err(Error::no_pest_parser(table.rule(Rule::URI_REFERENCE)));
            }
            // A grammar compiled at run time: pest's interpreter runs its
            // text, the rules named as in the text.
            #[cfg(feature = "runtime-dialects")]
            _ => {
                let compiled = switched::compiled(dialect);
                let rules = Rules::new(table, |rule| compiled.pest_name(rule));
                let vm = compiled.vm();
                lower(rules.as_ref(), |r| vm.parse(r, input).ok(), input)
            }
            #[cfg(not(feature = "runtime-dialects"))]
            _ => switched::none(),
        };
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

/// The rules that the lowering reads in a grammar that pest_derive made a
/// parser of, found once.
type Named<R> = OnceLock<std::result::Result<Rules<R>, Mismatch>>;

/// pest's parse of `input` as a `URI-reference` (`parse` runs the rule),
/// lowered: `None` when pest does not derive the whole input, a
/// [`Mismatch`] for a tree the lowering does not expect or a grammar
/// without a rule it reads.
fn lower<'a, R: RuleType>(
    rules: std::result::Result<&Rules<R>, &Mismatch>,
    parse: impl FnOnce(R) -> Option<Pairs<'a, R>>,
    input: &'a str,
) -> Option<std::result::Result<UriReference<'a>, Mismatch>> {
    match rules {
        Ok(rules) => rules.lower(parse(rules.uri_reference), input),
        Err(mismatch) => Some(Err(mismatch.clone())),
    }
}

/// The lowering's rules of a grammar of RFC 3986's structure, found once.
#[cfg(feature = "pest-dialects")]
type Of3986<R> = OnceLock<std::result::Result<rfc3986::Rules<R>, Mismatch>>;

/// [`lower`], in a grammar of RFC 3986's structure.
#[cfg(feature = "pest-dialects")]
fn lower_3986<'a, R: RuleType>(
    rules: std::result::Result<&rfc3986::Rules<R>, &Mismatch>,
    parse: impl FnOnce(R) -> Option<Pairs<'a, R>>,
    input: &'a str,
) -> Option<std::result::Result<UriReference<'a>, Mismatch>> {
    match rules {
        Ok(rules) => rules.lower(parse(rules.uri_reference), input),
        Err(mismatch) => Some(Err(mismatch.clone())),
    }
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
