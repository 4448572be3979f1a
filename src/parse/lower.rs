// The lowering of a pest parse of a `URI-reference` of one grammar, included
// once per grammar by `reference.rs`, whose module names `Rule` (the
// grammar's pest rules), `Parser`, `IPV6`, `DIALECT`, and java.net.URI's
// `EMPTY_AUTHORITY` and `PATH_ABSOLUTE`.

use std::num::NonZeroUsize;

use pest::Parser as _;
use pest::iterators::{Pair, Pairs};

use crate::components::{AuthorityShape, Meta, Shape, UriReference};

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

/// pest's parse of `input` as a `URI-reference`, lowered; `None` when pest
/// does not derive the whole input, and a [`Mismatch`] for a tree the
/// lowering does not expect.
pub(super) fn parse(input: &str) -> Option<Result<UriReference<'_>>> {
    let pair = Parser::parse(Rule::URI_reference, input)
        .ok()
        .and_then(|mut pairs| pairs.next())?;
    // A PEG match at the start is unique: the input is a URI-reference
    // exactly when the match spans all of it.
    if pair.as_span().end() != input.len() {
        return None;
    }
    Some(lower(pair, input))
}

/// Lowers the pest parse of a whole `URI-reference`.
fn lower<'a>(pair: Pair<'a, Rule>, input: &'a str) -> Result<UriReference<'a>> {
    if pair.as_rule() != Rule::URI_reference {
        return Err(unexpected(&pair, Rule::URI_reference));
    }
    let mut meta = Meta {
        dialect: DIALECT,
        ..Meta::EMPTY
    };
    let mut c = Children::of(pair);
    match c.inner.peek().map(|p| p.as_rule()) {
        Some(Rule::absoluteURI) => absolute_uri(c.next()?, &mut meta)?,
        Some(Rule::relativeURI) => relative_uri(c.next()?, &mut meta)?,
        // Java's `[ scheme ":" ] empty-authority "#" fragment`.
        Some(Rule::scheme) => {
            meta.scheme_end = NonZeroUsize::new(c.next()?.as_span().end());
            empty_authority(c.next()?, &mut meta)?;
        }
        Some(rule) if Some(rule) == EMPTY_AUTHORITY => empty_authority(c.next()?, &mut meta)?,
        _ => {}
    }
    meta.fragment_start = c.optional(Rule::fragment).map(start).transpose()?;
    c.finish()?;
    Ok(UriReference {
        source: input,
        meta,
    })
}

/// Where `pair` starts, which follows a delimiter and so is never 0.
fn start(pair: Pair<'_, Rule>) -> Result<NonZeroUsize> {
    NonZeroUsize::new(pair.as_span().start())
        .ok_or_else(|| Mismatch(format!("{:?} at offset 0", pair.as_rule())))
}

fn absolute_uri(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    let mut c = Children::of(pair);
    let scheme = c.expect(Rule::scheme)?;
    meta.scheme_end = NonZeroUsize::new(scheme.as_span().end());
    let next = c.next()?;
    match next.as_rule() {
        Rule::hier_part => hier_part(next, meta)?,
        Rule::opaque_part => meta.shape = Shape::Opaque,
        _ => return Err(unexpected(&next, Rule::absoluteURI)),
    }
    c.finish()
}

/// Java's `//` with no authority: the path starts after it.
fn empty_authority(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    if Some(pair.as_rule()) != EMPTY_AUTHORITY {
        return Err(Mismatch(format!("expected empty_authority, found {:?}", pair.as_rule())));
    }
    meta.cut = pair.as_span().end();
    meta.shape = Shape::Net(AuthorityShape::Undefined);
    Ok(())
}

fn hier_part(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    match first.as_rule() {
        Rule::net_path => net_path(first, meta)?,
        Rule::abs_path => meta.shape = Shape::Abs,
        rule if Some(rule) == PATH_ABSOLUTE => meta.shape = Shape::Abs,
        rule if Some(rule) == EMPTY_AUTHORITY => empty_authority(first, meta)?,
        _ => return Err(unexpected(&first, Rule::hier_part)),
    }
    meta.query_start = c.optional(Rule::query).map(start).transpose()?;
    c.finish()
}

fn relative_uri(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    match first.as_rule() {
        Rule::net_path => net_path(first, meta)?,
        Rule::abs_path => meta.shape = Shape::Abs,
        Rule::rel_path => rel_path(first, meta)?,
        rule if Some(rule) == PATH_ABSOLUTE => meta.shape = Shape::Abs,
        rule if Some(rule) == EMPTY_AUTHORITY => empty_authority(first, meta)?,
        // Java's empty relative path before a query: a rel_path whose
        // segment is empty.
        Rule::query if EMPTY_AUTHORITY.is_some() => {
            meta.shape = Shape::Rel;
            meta.cut = first.as_span().start() - 1;
            meta.query_start = Some(start(first)?);
            return c.finish();
        }
        _ => return Err(unexpected(&first, Rule::relativeURI)),
    }
    meta.query_start = c.optional(Rule::query).map(start).transpose()?;
    c.finish()
}

fn net_path(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    let mut c = Children::of(pair);
    if let Some(first) = c.inner.next_if(|p| Some(p.as_rule()) == EMPTY_AUTHORITY) {
        empty_authority(first, meta)?;
        c.expect(Rule::abs_path)?;
        return c.finish();
    }
    let authority_pair = c.expect(Rule::authority)?;
    meta.cut = authority_pair.as_span().end();
    meta.shape = Shape::Net(authority(authority_pair, meta)?);
    c.optional(Rule::abs_path);
    c.finish()
}

/// Segments and params are read from the text, which the grammar has
/// already checked: "/" only separates segments and ";" only starts params.
fn rel_path(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<()> {
    let mut c = Children::of(pair);
    meta.cut = c.expect(Rule::rel_segment)?.as_span().end();
    meta.shape = Shape::Rel;
    c.optional(Rule::abs_path);
    c.finish()
}

fn authority(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<AuthorityShape> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let kind = match first.as_rule() {
        Rule::server => server(first, meta)?,
        Rule::reg_name => AuthorityShape::RegName,
        _ => return Err(unexpected(&first, Rule::authority)),
    };
    c.finish()?;
    Ok(kind)
}

fn server(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<AuthorityShape> {
    let mut c = Children::of(pair);
    if let Some(userinfo) = c.optional(Rule::userinfo) {
        // After the "@" that ends the userinfo.
        meta.host_start = NonZeroUsize::new(userinfo.as_span().end() + 1);
    }
    let kind = match c.optional(Rule::hostport) {
        Some(hp) => hostport(hp, meta)?,
        None => AuthorityShape::EmptyServer,
    };
    c.finish()?;
    Ok(kind)
}

fn hostport(pair: Pair<'_, Rule>, meta: &mut Meta) -> Result<AuthorityShape> {
    let mut c = Children::of(pair);
    let kind = host(c.expect(Rule::host)?)?;
    meta.port_start = c.optional(Rule::port).map(start).transpose()?;
    c.finish()?;
    Ok(kind)
}

fn host(pair: Pair<'_, Rule>) -> Result<AuthorityShape> {
    let mut c = Children::of(pair);
    let first = c.next()?;
    let kind = match first.as_rule() {
        Rule::hostname => AuthorityShape::Hostname,
        Rule::IPv4address => AuthorityShape::Ipv4,
        rule if Some(rule) == IPV6 => AuthorityShape::Ipv6,
        _ => return Err(unexpected(&first, Rule::host)),
    };
    c.finish()?;
    Ok(kind)
}
