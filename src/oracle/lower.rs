//! The lowering of a pest parse of a `URI-reference` to the offsets of its
//! components, for the grammar of any dialect: generic over pest's rule
//! type, which is an enum for the three parsers pest_derive generates and
//! the rule's name (`&str`) for pest's interpreter (pest_vm), which runs a
//! grammar compiled at run time.
//!
//! One function per rule. Children are read through [`Children`], so a parse
//! tree of a shape the lowering does not expect becomes a [`Mismatch`]
//! naming the rules involved, never a panic. The branches that only some
//! grammars take follow the dialect's switches, which bring the rules they
//! read.

use std::num::NonZeroUsize;

use pest::RuleType;
use pest::iterators::{Pair, Pairs};

use crate::components::{AuthorityShape, Meta, Shape, UriReference};
use crate::dialect::Dialect;
use crate::grammar::{Hooks, Rule, Table, java, rfc2732};

/// A parse tree of a shape the lowering does not expect, or a grammar that
/// lacks a rule it reads: what it met.
#[derive(Debug, Clone)]
pub(super) struct Mismatch(pub(super) String);

type Result<T> = std::result::Result<T, Mismatch>;

/// The pest rules of one grammar that the lowering reads, and the dialect
/// whose switches say which of its branches the grammar can take.
pub(super) struct Rules<R> {
    dialect: Dialect,
    hooks: Hooks,
    pub(super) uri_reference: R,
    absolute_uri: R,
    relative_uri: R,
    scheme: R,
    fragment: R,
    hier_part: R,
    opaque_part: R,
    net_path: R,
    abs_path: R,
    rel_path: R,
    rel_segment: R,
    query: R,
    authority: R,
    server: R,
    reg_name: R,
    userinfo: R,
    hostport: R,
    host: R,
    port: R,
    hostname: R,
    ipv4address: R,
    /// RFC 2732's IPv6 literal (`Hooks::ipv6_literals`).
    ipv6reference: Option<R>,
    /// java.net.URI's "//" with no authority after it
    /// (`Hooks::undefined_empty_authority`).
    empty_authority: Option<R>,
    /// An abs_path that does not start with "//"
    /// (`Hooks::undefined_empty_authority`).
    path_absolute: Option<R>,
}

impl<R: RuleType> Rules<R> {
    /// The pest rules of the rules of `table`'s grammar that the lowering
    /// reads, `pest` giving the pest rule of one of its rules.
    ///
    /// # Errors
    ///
    /// A [`Mismatch`] when the grammar lacks a rule that it should have.
    pub(super) fn new(table: &Table, pest: impl Fn(Rule) -> Option<R>) -> Result<Rules<R>> {
        let dialect = table.dialect();
        let required = |named: Rule| {
            let rule = table.rule(named);
            (rule.dialect() == table.dialect())
                .then(|| pest(rule))
                .flatten()
                .ok_or_else(|| Mismatch(format!("{dialect} has no rule {named}")))
        };
        let hooks = table.hooks();
        let of_switch = |named, hook| {
            if hook {
                required(named).map(Some)
            } else {
                Ok(None)
            }
        };
        Ok(Rules {
            dialect,
            hooks,
            uri_reference: required(Rule::URI_REFERENCE)?,
            absolute_uri: required(Rule::ABSOLUTE_URI)?,
            relative_uri: required(Rule::RELATIVE_URI)?,
            scheme: required(Rule::SCHEME)?,
            fragment: required(Rule::FRAGMENT)?,
            hier_part: required(Rule::HIER_PART)?,
            opaque_part: required(Rule::OPAQUE_PART)?,
            net_path: required(Rule::NET_PATH)?,
            abs_path: required(Rule::ABS_PATH)?,
            rel_path: required(Rule::REL_PATH)?,
            rel_segment: required(Rule::REL_SEGMENT)?,
            query: required(Rule::QUERY)?,
            authority: required(Rule::AUTHORITY)?,
            server: required(Rule::SERVER)?,
            reg_name: required(Rule::REG_NAME)?,
            userinfo: required(Rule::USERINFO)?,
            hostport: required(Rule::HOSTPORT)?,
            host: required(Rule::HOST)?,
            port: required(Rule::PORT)?,
            hostname: required(Rule::HOSTNAME)?,
            ipv4address: required(Rule::IPV4ADDRESS)?,
            ipv6reference: of_switch(rfc2732::IPV6REFERENCE, hooks.ipv6_literals)?,
            empty_authority: of_switch(java::EMPTY_AUTHORITY, hooks.undefined_empty_authority)?,
            path_absolute: of_switch(java::PATH_ABSOLUTE, hooks.undefined_empty_authority)?,
        })
    }

    /// pest's parse of `input` as a `URI-reference` (`pairs`, `None` when
    /// pest failed), lowered; `None` when pest does not derive the whole
    /// input, and a [`Mismatch`] for a tree the lowering does not expect.
    pub(super) fn lower<'a>(
        &self,
        pairs: Option<Pairs<'_, R>>,
        input: &'a str,
    ) -> Option<Result<UriReference<'a>>> {
        let pair = whole(pairs, input)?;
        Some(self.uri_reference(pair, input))
    }

    /// Lowers the pest parse of a whole `URI-reference`.
    fn uri_reference<'a>(&self, pair: Pair<'_, R>, input: &'a str) -> Result<UriReference<'a>> {
        if pair.as_rule() != self.uri_reference {
            return Err(unexpected(&pair, self.uri_reference));
        }
        let mut meta = Meta {
            dialect: self.dialect,
            ..Meta::EMPTY
        };
        let mut c = Children::of(pair);
        match c.inner.peek().map(Pair::as_rule) {
            Some(rule) if rule == self.absolute_uri => self.absolute_uri(c.next()?, &mut meta)?,
            Some(rule) if rule == self.relative_uri => self.relative_uri(c.next()?, &mut meta)?,
            // The empty-authority switch's
            // `[ scheme ":" ] empty-authority "#" fragment`.
            Some(rule) if rule == self.scheme => {
                meta.scheme_end = NonZeroUsize::new(c.next()?.as_span().end());
                self.empty_authority(c.next()?, &mut meta)?;
            }
            Some(rule) if Some(rule) == self.empty_authority => {
                self.empty_authority(c.next()?, &mut meta)?;
            }
            _ => {}
        }
        meta.fragment_start = c.optional(self.fragment).map(start).transpose()?;
        c.finish()?;
        Ok(UriReference {
            source: input,
            meta,
        })
    }

    fn absolute_uri(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        let scheme = c.expect(self.scheme)?;
        meta.scheme_end = NonZeroUsize::new(scheme.as_span().end());
        let next = c.next()?;
        match next.as_rule() {
            rule if rule == self.hier_part => self.hier_part(next, meta)?,
            rule if rule == self.opaque_part => meta.shape = Shape::Opaque,
            _ => return Err(unexpected(&next, self.absolute_uri)),
        }
        c.finish()
    }

    /// The empty-authority switch's `//` with no authority: the path starts
    /// after it.
    fn empty_authority(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        if Some(pair.as_rule()) != self.empty_authority {
            return Err(Mismatch(format!(
                "expected empty_authority, found {:?}",
                pair.as_rule()
            )));
        }
        meta.cut = pair.as_span().end();
        meta.shape = Shape::Net(AuthorityShape::Undefined);
        Ok(())
    }

    fn hier_part(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        let first = c.next()?;
        if !self.authority_or_absolute_path(&first, meta)? {
            return Err(unexpected(&first, self.hier_part));
        }
        meta.query_start = c.optional(self.query).map(start).transpose()?;
        c.finish()
    }

    fn relative_uri(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        let first = c.next()?;
        if !self.authority_or_absolute_path(&first, meta)? {
            match first.as_rule() {
                rule if rule == self.rel_path => self.rel_path(first, meta)?,
                // The empty-relative-path switch's `"?" query`: a rel_path
                // whose segment is empty, before the "?".
                rule if rule == self.query && self.hooks.empty_relative_path => {
                    let query = start(first)?;
                    meta.shape = Shape::Rel;
                    meta.cut = query.get() - 1;
                    meta.query_start = Some(query);
                    return c.finish();
                }
                _ => return Err(unexpected(&first, self.relative_uri)),
            }
        }
        meta.query_start = c.optional(self.query).map(start).transpose()?;
        c.finish()
    }

    /// The first child that a hier_part and a relativeURI both may have: a
    /// net_path, an abs_path (path_absolute), or an empty authority;
    /// `false` for any other.
    fn authority_or_absolute_path(&self, first: &Pair<'_, R>, meta: &mut Meta) -> Result<bool> {
        match first.as_rule() {
            rule if rule == self.net_path => self.net_path(first.clone(), meta)?,
            rule if rule == self.abs_path || Some(rule) == self.path_absolute => {
                meta.shape = Shape::Abs;
            }
            rule if Some(rule) == self.empty_authority => {
                self.empty_authority(first.clone(), meta)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn net_path(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        if let Some(first) = c
            .inner
            .next_if(|p| Some(p.as_rule()) == self.empty_authority)
        {
            self.empty_authority(first, meta)?;
            c.expect(self.abs_path)?;
            return c.finish();
        }
        let authority_pair = c.expect(self.authority)?;
        meta.cut = authority_pair.as_span().end();
        meta.shape = Shape::Net(self.authority(authority_pair, meta)?);
        c.optional(self.abs_path);
        c.finish()
    }

    /// Segments and params are read from the text, which the grammar has
    /// already checked: "/" only separates segments and ";" only starts
    /// params.
    fn rel_path(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        meta.cut = c.expect(self.rel_segment)?.as_span().end();
        meta.shape = Shape::Rel;
        c.optional(self.abs_path);
        c.finish()
    }

    fn authority(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<AuthorityShape> {
        let mut c = Children::of(pair);
        let first = c.next()?;
        let kind = match first.as_rule() {
            rule if rule == self.server => self.server(first, meta)?,
            rule if rule == self.reg_name => AuthorityShape::RegName,
            _ => return Err(unexpected(&first, self.authority)),
        };
        c.finish()?;
        Ok(kind)
    }

    fn server(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<AuthorityShape> {
        let mut c = Children::of(pair);
        if let Some(userinfo) = c.optional(self.userinfo) {
            // After the "@" that ends the userinfo.
            meta.host_start = NonZeroUsize::new(userinfo.as_span().end() + 1);
        }
        let kind = match c.optional(self.hostport) {
            Some(hp) => self.hostport(hp, meta)?,
            None => AuthorityShape::EmptyServer,
        };
        c.finish()?;
        Ok(kind)
    }

    fn hostport(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<AuthorityShape> {
        let mut c = Children::of(pair);
        let kind = self.host(c.expect(self.host)?)?;
        meta.port_start = c.optional(self.port).map(start).transpose()?;
        c.finish()?;
        Ok(kind)
    }

    fn host(&self, pair: Pair<'_, R>) -> Result<AuthorityShape> {
        let mut c = Children::of(pair);
        let first = c.next()?;
        let kind = match first.as_rule() {
            rule if rule == self.hostname => AuthorityShape::Hostname,
            rule if rule == self.ipv4address => AuthorityShape::Ipv4,
            rule if Some(rule) == self.ipv6reference => AuthorityShape::Ipv6,
            _ => return Err(unexpected(&first, self.host)),
        };
        c.finish()?;
        Ok(kind)
    }
}

/// The children of one pair, read in order.
pub(super) struct Children<'p, R: RuleType> {
    parent: R,
    inner: std::iter::Peekable<Pairs<'p, R>>,
}

impl<'p, R: RuleType> Children<'p, R> {
    pub(super) fn of(pair: Pair<'p, R>) -> Children<'p, R> {
        Children {
            parent: pair.as_rule(),
            inner: pair.into_inner().peekable(),
        }
    }

    /// The next child, which must be made by `rule`.
    pub(super) fn expect(&mut self, rule: R) -> Result<Pair<'p, R>> {
        match self.inner.next() {
            Some(p) if p.as_rule() == rule => Ok(p),
            Some(p) => Err(mismatch(self.parent, rule, Some(p.as_rule()))),
            None => Err(mismatch(self.parent, rule, None)),
        }
    }

    /// The next child, if it is made by `rule`.
    pub(super) fn optional(&mut self, rule: R) -> Option<Pair<'p, R>> {
        self.inner.next_if(|p| p.as_rule() == rule)
    }

    /// The next child, whatever made it.
    pub(super) fn next(&mut self) -> Result<Pair<'p, R>> {
        self.inner
            .next()
            .ok_or_else(|| Mismatch(format!("{:?} has too few children", self.parent)))
    }

    /// Asserts that every child was read.
    pub(super) fn finish(mut self) -> Result<()> {
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

fn mismatch<R: RuleType>(parent: R, wanted: R, found: Option<R>) -> Mismatch {
    Mismatch(format!(
        "expected {wanted:?} in {parent:?}, found {found:?}"
    ))
}

/// The reference pest matched at the start of `input` (`pairs`, `None`
/// when pest failed), when it spans all of it: a PEG match at the start is
/// unique, so the input is a reference exactly then.
pub(super) fn whole<'p, R: RuleType>(
    pairs: Option<Pairs<'p, R>>,
    input: &str,
) -> Option<Pair<'p, R>> {
    let pair = pairs?.next()?;
    (pair.as_span().end() == input.len()).then_some(pair)
}

pub(super) fn unexpected<R: RuleType>(pair: &Pair<'_, R>, parent: R) -> Mismatch {
    Mismatch(format!("unexpected {:?} in {parent:?}", pair.as_rule()))
}

/// Where `pair` starts, which follows a delimiter and so is never 0.
pub(super) fn start<R: RuleType>(pair: Pair<'_, R>) -> Result<NonZeroUsize> {
    NonZeroUsize::new(pair.as_span().start())
        .ok_or_else(|| Mismatch(format!("{:?} at offset 0", pair.as_rule())))
}
