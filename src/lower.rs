//! Lowering: from the pest parse of `URI-reference` to typed components.
//!
//! One function per rule. Children are read through [`Children`], so a parse
//! tree of a shape the lowering does not expect becomes a [`Mismatch`]
//! naming the rules involved, never a panic. A mismatch is a bug of this
//! crate, not of the input: [`uri_reference`] then answers with the one-pass
//! parse (debug builds stop), so `parse_with_pest` returns only syntax
//! errors.

use pest::Parser;
use pest::iterators::{Pair, Pairs};

use crate::components::*;
use crate::error::Error;
use crate::grammar::{RfcParser, Rule};

/// A parse tree of a shape the lowering does not expect: what it met.
#[derive(Debug)]
struct Mismatch(String);

type Result<T> = std::result::Result<T, Mismatch>;

/// The children of one pair, read in order.
struct Children<'a> {
    parent: Rule,
    inner: std::iter::Peekable<Pairs<'a, Rule>>,
}

impl<'a> Children<'a> {
    fn of(pair: Pair<'a, Rule>) -> Children<'a> {
        Children {
            parent: pair.as_rule(),
            inner: pair.into_inner().peekable(),
        }
    }

    /// The next child, which must be made by `rule`.
    fn expect(&mut self, rule: Rule) -> Result<Pair<'a, Rule>> {
        match self.inner.next() {
            Some(p) if p.as_rule() == rule => Ok(p),
            Some(p) => Err(mismatch(self.parent, rule, Some(p.as_rule()))),
            None => Err(mismatch(self.parent, rule, None)),
        }
    }

    /// The next child, if it is made by `rule`.
    fn optional(&mut self, rule: Rule) -> Option<Pair<'a, Rule>> {
        self.inner.next_if(|p| p.as_rule() == rule)
    }

    /// The next child, whatever made it.
    fn next(&mut self) -> Result<Pair<'a, Rule>> {
        self.inner
            .next()
            .ok_or_else(|| Mismatch(format!("{:?} has too few children", self.parent)))
    }

    /// Asserts that every child was read.
    fn finish(mut self) -> Result<()> {
        match self.inner.next() {
            None => Ok(()),
            Some(p) => Err(Mismatch(format!(
                "unexpected {:?} in {:?}",
                p.as_rule(),
                self.parent
            ))),
        }
    }
}

fn mismatch(parent: Rule, wanted: Rule, found: Option<Rule>) -> Mismatch {
    Mismatch(format!(
        "expected {wanted:?} in {parent:?}, found {found:?}"
    ))
}

fn unexpected(pair: &Pair<'_, Rule>, parent: Rule) -> Mismatch {
    Mismatch(format!("unexpected {:?} in {parent:?}", pair.as_rule()))
}

/// Parses and lowers a whole `URI-reference`.
///
/// Should the lowering meet a tree it does not expect, the input is valid
/// (pest derived it) and the one-pass parse's answer is returned instead:
/// the test suite checks that the two agree, and debug builds stop here.
pub(crate) fn uri_reference(input: &str) -> std::result::Result<UriReference<'_>, Error> {
    let pairs = RfcParser::parse(Rule::whole_URI_reference, input)
        .map_err(|_| Error::not_derived(&crate::grammar::RULES[0], input))?;
    lower(pairs, input).or_else(|Mismatch(what)| {
        debug_assert!(false, "lowering {input:?}: {what}");
        crate::fast::uri_reference(input)
    })
}

/// Lowers the pest parse of a whole `URI-reference`.
fn lower<'a>(mut pairs: Pairs<'a, Rule>, input: &'a str) -> Result<UriReference<'a>> {
    let pair = pairs
        .next()
        .ok_or_else(|| Mismatch("empty parse of URI-reference".into()))?;
    if pair.as_rule() != Rule::URI_reference {
        return Err(unexpected(&pair, Rule::whole_URI_reference));
    }
    let mut c = Children::of(pair);
    let uri = match c.inner.peek().map(|p| p.as_rule()) {
        Some(Rule::absoluteURI) => Reference::Absolute(absolute_uri(c.next()?)?),
        Some(Rule::relativeURI) => Reference::Relative(relative_uri(c.next()?)?),
        _ => Reference::Empty,
    };
    let fragment = c.optional(Rule::fragment).map(|p| p.as_str());
    c.finish()?;
    Ok(UriReference {
        source: input,
        uri,
        fragment,
    })
}

fn absolute_uri(pair: Pair<'_, Rule>) -> Result<AbsoluteUri<'_>> {
    let mut c = Children::of(pair);
    let scheme = c.expect(Rule::scheme)?.as_str();
    let next = c.next()?;
    let part = match next.as_rule() {
        Rule::hier_part => SchemePart::Hierarchical(hier_part(next)?),
        Rule::opaque_part => SchemePart::Opaque {
            text: next.as_str(),
        },
        _ => return Err(unexpected(&next, Rule::absoluteURI)),
    };
    c.finish()?;
    Ok(AbsoluteUri { scheme, part })
}

fn hier_part(pair: Pair<'_, Rule>) -> Result<HierPart<'_>> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let path = match first.as_rule() {
        Rule::net_path => HierPath::Net(net_path(first)?),
        Rule::abs_path => HierPath::Abs(abs_path(first)),
        _ => return Err(unexpected(&first, Rule::hier_part)),
    };
    let query = c.optional(Rule::query).map(|p| p.as_str());
    c.finish()?;
    Ok(HierPart { path, query })
}

fn relative_uri(pair: Pair<'_, Rule>) -> Result<RelativeUri<'_>> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let path = match first.as_rule() {
        Rule::net_path => RelativePath::Net(net_path(first)?),
        Rule::abs_path => RelativePath::Abs(abs_path(first)),
        Rule::rel_path => RelativePath::Rel(rel_path(first)?),
        _ => return Err(unexpected(&first, Rule::relativeURI)),
    };
    let query = c.optional(Rule::query).map(|p| p.as_str());
    c.finish()?;
    Ok(RelativeUri { path, query })
}

fn net_path(pair: Pair<'_, Rule>) -> Result<NetPath<'_>> {
    let mut c = Children::of(pair);
    let authority = authority(c.expect(Rule::authority)?)?;
    let abs_path = c.optional(Rule::abs_path).map(abs_path);
    c.finish()?;
    Ok(NetPath {
        authority,
        abs_path,
    })
}

fn rel_path(pair: Pair<'_, Rule>) -> Result<RelPath<'_>> {
    let text = pair.as_str();
    let mut c = Children::of(pair);
    let rel_segment = c.expect(Rule::rel_segment)?.as_str();
    let abs_path = c.optional(Rule::abs_path).map(abs_path);
    c.finish()?;
    Ok(RelPath {
        text,
        rel_segment,
        abs_path,
    })
}

/// Segments and params are read from the text, which the grammar has
/// already checked: "/" only separates segments and ";" only starts params.
fn abs_path(pair: Pair<'_, Rule>) -> AbsPath<'_> {
    AbsPath {
        text: pair.as_str(),
    }
}

fn authority(pair: Pair<'_, Rule>) -> Result<Authority<'_>> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let authority = match first.as_rule() {
        Rule::server => Authority::Server(server(first)?),
        Rule::reg_name => Authority::RegName {
            text: first.as_str(),
        },
        _ => return Err(unexpected(&first, Rule::authority)),
    };
    c.finish()?;
    Ok(authority)
}

fn server(pair: Pair<'_, Rule>) -> Result<Server<'_>> {
    let text = pair.as_str();
    let mut c = Children::of(pair);
    let userinfo = c.optional(Rule::userinfo).map(|p| p.as_str());
    let (host, port) = match c.optional(Rule::hostport) {
        Some(hp) => {
            let (host, port) = hostport(hp)?;
            (Some(host), port)
        }
        None => (None, None),
    };
    c.finish()?;
    Ok(Server {
        text,
        userinfo,
        host,
        port,
    })
}

fn hostport(pair: Pair<'_, Rule>) -> Result<(Host<'_>, Option<&str>)> {
    let mut c = Children::of(pair);
    let host = host(c.expect(Rule::host)?)?;
    let port = c.optional(Rule::port).map(|p| p.as_str());
    c.finish()?;
    Ok((host, port))
}

fn host(pair: Pair<'_, Rule>) -> Result<Host<'_>> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let host = match first.as_rule() {
        Rule::hostname => Host::Hostname(Hostname {
            text: first.as_str(),
        }),
        Rule::IPv4address => Host::Ipv4 {
            text: first.as_str(),
        },
        _ => return Err(unexpected(&first, Rule::host)),
    };
    c.finish()?;
    Ok(host)
}
