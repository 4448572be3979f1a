//! The pest parse of a `URI-reference` in RFC 3986's grammar
//! (`rfc3986.pest`), or of an `IRI-reference` in RFC 3987's, which has RFC
//! 3986's structure under renamed rules, lowered to the offsets of its
//! components: the oracle of the one-pass parse in those readings. RFC
//! 3986's tree is not RFC 2396's (no opaque part, no `reg_name` authority,
//! five kinds of path), so it has a lowering of its own, one function per
//! rule, as `lower.rs` has for RFC 2396's grammars; each grammar's pest
//! rules are found by their RFC 3986 names through the grammar's table.

use std::num::NonZeroUsize;

use pest::RuleType;
use pest::iterators::{Pair, Pairs};

use super::lower::{Children, Mismatch, start, unexpected, whole};
use crate::components::{AuthorityShape, Meta, Shape, UriReference};
use crate::dialect::Dialect;
use crate::grammar::{Rule, Table, rfc3986 as r};

type Result<T> = std::result::Result<T, Mismatch>;

/// The pest rules the lowering reads, by their RFC 3986 names, in one
/// grammar of RFC 3986's structure.
pub(super) struct Rules<R> {
    dialect: Dialect,
    pub(super) uri_reference: R,
    uri: R,
    relative_ref: R,
    scheme: R,
    hier_part: R,
    relative_part: R,
    authority: R,
    userinfo: R,
    host: R,
    port: R,
    ip_literal: R,
    ipv6address: R,
    ipv_future: R,
    ipv4address: R,
    reg_name: R,
    path_abempty: R,
    path_absolute: R,
    path_noscheme: R,
    path_rootless: R,
    path_empty: R,
    segment_nz_nc: R,
    query: R,
    fragment: R,
}

impl<R: RuleType> Rules<R> {
    /// The pest rules of `table`'s grammar that the lowering reads, `pest`
    /// giving the pest rule of one of its rules.
    ///
    /// # Errors
    ///
    /// A [`Mismatch`] when the grammar lacks one.
    pub(super) fn new(table: &Table, pest: impl Fn(Rule) -> Option<R>) -> Result<Rules<R>> {
        let dialect = table.dialect();
        let required = |named: Rule| {
            let rule = table.rule(named);
            (rule.dialect() == dialect)
                .then(|| pest(rule))
                .flatten()
                .ok_or_else(|| Mismatch(format!("{dialect} has no rule {named}")))
        };
        Ok(Rules {
            dialect,
            uri_reference: required(r::URI_REFERENCE)?,
            uri: required(r::URI)?,
            relative_ref: required(r::RELATIVE_REF)?,
            scheme: required(r::SCHEME)?,
            hier_part: required(r::HIER_PART)?,
            relative_part: required(r::RELATIVE_PART)?,
            authority: required(r::AUTHORITY)?,
            userinfo: required(r::USERINFO)?,
            host: required(r::HOST)?,
            port: required(r::PORT)?,
            ip_literal: required(r::IP_LITERAL)?,
            ipv6address: required(r::IPV6ADDRESS)?,
            ipv_future: required(r::IPV_FUTURE)?,
            ipv4address: required(r::IPV4ADDRESS)?,
            reg_name: required(r::REG_NAME)?,
            path_abempty: required(r::PATH_ABEMPTY)?,
            path_absolute: required(r::PATH_ABSOLUTE)?,
            path_noscheme: required(r::PATH_NOSCHEME)?,
            path_rootless: required(r::PATH_ROOTLESS)?,
            path_empty: required(r::PATH_EMPTY)?,
            segment_nz_nc: required(r::SEGMENT_NZ_NC)?,
            query: required(r::QUERY)?,
            fragment: required(r::FRAGMENT)?,
        })
    }

    /// pest's parse of `input` as the grammar's reference (`pairs`, `None`
    /// when pest failed), lowered: `None` when pest does not derive the
    /// whole input, a [`Mismatch`] for a tree the lowering does not expect.
    pub(super) fn lower<'a>(
        &self,
        pairs: Option<Pairs<'_, R>>,
        input: &'a str,
    ) -> Option<Result<UriReference<'a>>> {
        let pair = whole(pairs, input)?;
        Some(self.uri_reference(pair).map(|meta| UriReference {
            source: input,
            meta,
        }))
    }

    /// `URI-reference = URI / relative-ref` (4.1)
    fn uri_reference(&self, pair: Pair<'_, R>) -> Result<Meta> {
        let mut meta = Meta {
            dialect: self.dialect,
            ..Meta::EMPTY
        };
        let mut c = Children::of(pair);
        let child = c.next()?;
        match child.as_rule() {
            rule if rule == self.uri => self.uri(child, &mut meta)?,
            rule if rule == self.relative_ref => self.relative_ref(child, &mut meta)?,
            _ => return Err(unexpected(&child, self.uri_reference)),
        }
        c.finish()?;
        Ok(meta)
    }

    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (3)
    fn uri(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        meta.scheme_end = NonZeroUsize::new(c.expect(self.scheme)?.as_span().end());
        let part = c.expect(self.hier_part)?;
        let mut p = Children::of(part);
        let path = p.next()?;
        match path.as_rule() {
            rule if rule == self.authority => {
                self.authority(path, p.expect(self.path_abempty)?, meta)?;
            }
            rule if rule == self.path_absolute => meta.shape = Shape::Abs,
            rule if rule == self.path_rootless || rule == self.path_empty => {
                meta.shape = Shape::Rootless;
            }
            _ => return Err(unexpected(&path, self.hier_part)),
        }
        p.finish()?;
        self.query_and_fragment(c, meta)
    }

    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (4.2)
    fn relative_ref(&self, pair: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        let mut c = Children::of(pair);
        let part = c.expect(self.relative_part)?;
        let mut p = Children::of(part);
        let path = p.next()?;
        match path.as_rule() {
            rule if rule == self.authority => {
                self.authority(path, p.expect(self.path_abempty)?, meta)?;
            }
            rule if rule == self.path_absolute => meta.shape = Shape::Abs,
            // The first segment, which holds no ":", ends where the path's
            // first "/" is (the cut, as RFC 2396's rel_segment's).
            rule if rule == self.path_noscheme => {
                let first = Children::of(path).expect(self.segment_nz_nc)?;
                meta.cut = first.as_span().end();
                meta.shape = Shape::Rel;
            }
            // An empty path is the empty reference, unless a query follows
            // it (`?y`): then it is a relative path of no segment.
            rule if rule == self.path_empty => {
                meta.cut = path.as_span().start();
                meta.shape = Shape::Rel;
            }
            _ => return Err(unexpected(&path, self.relative_part)),
        }
        p.finish()?;
        self.query_and_fragment(c, meta)?;
        if meta.shape == Shape::Rel && meta.cut == 0 && meta.query_start.is_none() {
            meta.shape = Shape::Empty;
        }
        Ok(())
    }

    /// `[ "?" query ] [ "#" fragment ]`, the rest of a `URI` or a
    /// `relative-ref`.
    fn query_and_fragment(&self, mut c: Children<'_, R>, meta: &mut Meta) -> Result<()> {
        meta.query_start = c.optional(self.query).map(start).transpose()?;
        meta.fragment_start = c.optional(self.fragment).map(start).transpose()?;
        c.finish()
    }

    /// `"//" authority path-abempty`, where `authority = [ userinfo "@" ]
    /// host [ ":" port ]` (3.2).
    fn authority(&self, pair: Pair<'_, R>, path: Pair<'_, R>, meta: &mut Meta) -> Result<()> {
        meta.cut = pair.as_span().end();
        if path.as_span().start() != meta.cut {
            return Err(Mismatch("path-abempty apart from its authority".into()));
        }
        let mut c = Children::of(pair);
        let userinfo = c.optional(self.userinfo).is_some();
        let host = c.expect(self.host)?;
        if userinfo {
            meta.host_start = Some(start(host.clone())?);
        }
        meta.shape = Shape::Net(self.host_kind(host)?);
        meta.port_start = c.optional(self.port).map(start).transpose()?;
        c.finish()
    }

    /// `host = IP-literal / IPv4address / reg-name` (3.2.2), and
    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`.
    fn host_kind(&self, pair: Pair<'_, R>) -> Result<AuthorityShape> {
        let mut c = Children::of(pair);
        let alternative = c.next()?;
        let kind = match alternative.as_rule() {
            rule if rule == self.ipv4address => AuthorityShape::Ipv4,
            rule if rule == self.reg_name => AuthorityShape::RegNameHost,
            rule if rule == self.ip_literal => {
                let mut l = Children::of(alternative);
                let inside = l.next()?;
                let kind = match inside.as_rule() {
                    rule if rule == self.ipv6address => AuthorityShape::Ipv6,
                    rule if rule == self.ipv_future => AuthorityShape::IpvFuture,
                    _ => return Err(unexpected(&inside, self.ip_literal)),
                };
                l.finish()?;
                kind
            }
            _ => return Err(unexpected(&alternative, self.host)),
        };
        c.finish()?;
        Ok(kind)
    }
}

#[cfg(test)]
mod tests {
    use crate::samples::{ALPHABET, every, inputs, sampled};

    use crate::components::{AuthorityShape, HostKind, Shape, UriReference};
    use crate::dialect::Dialect;
    use crate::grammar::{PestGrammar, RuleKind, named};

    #[test]
    fn one_pass_parse_finds_the_offsets_pest_finds() {
        let mut inputs = inputs();
        inputs.extend(every(ALPHABET, 4));
        inputs.extend(sampled(20_000));
        let mut valid = 0;
        for input in &inputs {
            let fast = UriReference::parse_in(input, Dialect::RFC3986);
            let pest = UriReference::parse_with_pest_in(input, Dialect::RFC3986);
            assert_eq!(fast.is_ok(), pest.is_ok(), "{input:?}: {fast:?} {pest:?}");
            match (fast, pest) {
                (Ok(fast), Ok(pest)) => {
                    assert_eq!(fast.meta, pest.meta, "{input:?}");
                    valid += 1;
                }
                (Err(fast), Err(pest)) => {
                    // Refused alike, and the error is one of RFC 3986's
                    // `URI-reference`, placed within the input.
                    assert_eq!(fast.rule().dialect(), Dialect::RFC3986, "{input:?}");
                    assert!(fast.offset() <= input.len(), "{input:?}");
                    assert_eq!(fast.rule(), pest.rule(), "{input:?}");
                    assert!(!fast.to_string().is_empty());
                }
                _ => unreachable!(),
            }
        }
        assert!(valid > 10_000, "{valid} valid inputs of {}", inputs.len());
    }

    #[test]
    fn each_rule_s_automaton_derives_what_pest_derives() {
        let mut inputs = inputs();
        inputs.extend(every(ALPHABET, 3));
        // The components of the inputs too, where the rules of the parts
        // are tried on what they are made for.
        let parts: Vec<String> = inputs
            .iter()
            .flat_map(|s| s.split(['/', '?', '#', '@']).map(str::to_owned))
            .collect();
        inputs.extend(parts);
        inputs.sort();
        inputs.dedup();
        let mut rules = 0;
        for rule in Dialect::RFC3986.rules() {
            // A silent rule (a class) makes no pair to measure; the rules
            // that name it are compared.
            let silent = matches!(rule.kind(), RuleKind::Class | RuleKind::Excluded);
            let Some(pest) = named::Rfc3986::pest(rule).filter(|_| !silent) else {
                continue;
            };
            rules += 1;
            for input in &inputs {
                let derived = named::Rfc3986::parse(pest, input)
                    .and_then(|mut pairs| pairs.next())
                    .is_some_and(|pair| pair.as_span().end() == input.len());
                assert_eq!(rule.matches(input), derived, "{rule} on {input:?}");
            }
        }
        assert!(rules > 20, "{rules} rules compared");
    }

    #[test]
    fn components_are_fluent_uri_s() {
        let mut inputs = inputs();
        inputs.extend(every(ALPHABET, 4));
        inputs.extend(sampled(20_000));
        let mut compared = 0;
        for input in &inputs {
            let ours = UriReference::parse_in(input, Dialect::RFC3986);
            let theirs = fluent_uri::UriRef::parse(input.as_str());
            // Acceptance is the peers test's (tests/peers.rs), which
            // lists where and why the readers part; here, the components
            // of what both accept.
            let (Ok(ours), Ok(theirs)) = (ours, theirs) else {
                continue;
            };
            compared += 1;
            assert_eq!(
                ours.scheme(),
                theirs.scheme().map(|s| s.as_str()),
                "{input:?}"
            );
            let c = ours.components();
            assert_eq!(
                c.authority,
                theirs.authority().map(|a| a.as_str()),
                "{input:?}"
            );
            if let Some(a) = theirs.authority() {
                assert_eq!(c.userinfo, a.userinfo().map(|u| u.as_str()), "{input:?}");
                assert_eq!(c.host, Some(a.host()), "{input:?}");
                assert_eq!(c.port, a.port().map(|p| p.as_str()), "{input:?}");
                let kind = match a.host_parsed() {
                    fluent_uri::component::Host::Ipv4 { .. } => HostKind::Ipv4Address,
                    fluent_uri::component::Host::Ipv6 { .. } => HostKind::Ipv6Reference,
                    fluent_uri::component::Host::RegName(_) => HostKind::RegName,
                    _ => HostKind::IpvFuture,
                };
                assert_eq!(c.host_kind, Some(kind), "{input:?}");
            }
            assert_eq!(c.path, theirs.path().as_str(), "{input:?}");
            assert_eq!(c.query, theirs.query().map(|q| q.as_str()), "{input:?}");
            assert_eq!(
                c.fragment,
                theirs.fragment().map(|f| f.as_str()),
                "{input:?}"
            );
        }
        assert!(compared > 10_000, "{compared} inputs compared");
    }

    #[test]
    fn the_shapes_of_rfc_3986_s_own_examples() {
        let shape = |s: &str| {
            UriReference::parse_in(s, Dialect::RFC3986)
                .map(|u| u.meta.shape)
                .ok()
        };
        assert_eq!(shape("mailto:a@b?subject=x"), Some(Shape::Rootless));
        assert_eq!(shape("scheme:"), Some(Shape::Rootless));
        assert_eq!(shape("?y"), Some(Shape::Rel));
        assert_eq!(shape(""), Some(Shape::Empty));
        assert_eq!(shape("#f"), Some(Shape::Empty));
        assert_eq!(
            shape("http://1.2.3.4/"),
            Some(Shape::Net(AuthorityShape::Ipv4))
        );
        for reg_name in ["http://1.2.3.400/", "http://a_b.example/", "file:///x"] {
            assert_eq!(
                shape(reg_name),
                Some(Shape::Net(AuthorityShape::RegNameHost)),
                "{reg_name}"
            );
        }
        assert_eq!(
            shape("http://[v7.x]/"),
            Some(Shape::Net(AuthorityShape::IpvFuture))
        );
        let uri = UriReference::parse_in(
            "foo://example.com:8042/over/there?name=ferret#nose",
            Dialect::RFC3986,
        )
        .expect("RFC 3986's example of section 3");
        let c = uri.components();
        assert_eq!(
            (c.scheme, c.host, c.port, c.path, c.query, c.fragment),
            (
                Some("foo"),
                Some("example.com"),
                Some("8042"),
                "/over/there",
                Some("name=ferret"),
                Some("nose")
            )
        );
        assert_eq!(c.host_kind, Some(HostKind::RegName));
        for refused in ["http://a@b@c/", "http://a:80:81/", "1a:b", "a/b:c?%"] {
            assert!(shape(refused).is_none(), "{refused}");
        }
    }
}

#[cfg(test)]
mod errors {
    use crate::components::UriReference;
    use crate::dialect::Dialect;

    /// Errors in RFC 3986's grammar: placed by its automaton, what was
    /// expected in its rules' names, and the fix, whose result it derives.
    #[test]
    fn errors_speak_rfc_3986_s_rules() {
        let cases: &[(&str, usize, &[&str], Option<&str>)] = &[
            (
                "http://a/b c",
                10,
                &["pchar", "\"#\"", "\"/\"", "\"?\"", "end of input"],
                Some("http://a/b%20c"),
            ),
            (
                "1a:b",
                2,
                &["segment-nz-nc", "\"#\"", "\"/\"", "\"?\"", "end of input"],
                Some("./1a:b"),
            ),
            ("%zz", 1, &["HEXDIG"], Some("%25zz")),
            (
                "http://[::1/",
                11,
                &["HEXDIG", "\".\"", "\":\"", "\"]\""],
                None,
            ),
            (
                "http://a@b@c/",
                10,
                &["userinfo", "\"#\"", "\"/\"", "\"?\"", "end of input"],
                None,
            ),
            (
                "a:b#c#d",
                5,
                &["pchar", "\"/\"", "\"?\"", "end of input"],
                Some("a:b#c%23d"),
            ),
            (
                "http://a/\u{e9}",
                9,
                &["pchar", "\"#\"", "\"/\"", "\"?\"", "end of input"],
                Some("http://a/%C3%A9"),
            ),
        ];
        let message = |input: &str| {
            let e = UriReference::parse_in(input, Dialect::RFC3986).expect_err(input);
            (e.to_string(), e.fix())
        };
        assert_eq!(
            message("%zz").0,
            "invalid URI-reference at byte 1: \"%\" must be followed by two hex digits (pct-encoded = \"%\" HEXDIG HEXDIG, RFC 3986 2.1); escape a literal \"%\" as %25"
        );
        assert!(
            message("a:b#c#d")
                .0
                .contains("only the first \"#\" starts the fragment (RFC 3986 3.5)")
        );
        assert!(
            message("1a:b")
                .1
                .is_some_and(|f| f.ends_with("the end of a scheme (RFC 3986 4.2)"))
        );
        assert!(
            message("<http://a/>")
                .1
                .is_some_and(|f| f.ends_with("(RFC 3986 Appendix C)"))
        );
        assert!(message("http://a/b c").0.contains("' ' is no character of a URI: RFC 3986 has unreserved and reserved characters and percent-encodings only (2)"));
        assert!(message("http://[v1]/").0.contains("']' cannot stand here"));
        for &(input, offset, expected, fixed) in cases {
            let e = UriReference::parse_in(input, Dialect::RFC3986).expect_err(input);
            assert_eq!(e.offset(), offset, "{input}");
            assert_eq!(e.expected(), expected, "{input}");
            assert_eq!(e.fixed(input).as_deref(), fixed, "{input}");
            if let Some(fixed) = fixed {
                assert!(
                    UriReference::parse_in(fixed, Dialect::RFC3986).is_ok(),
                    "{fixed}"
                );
            }
        }
    }
}

#[cfg(test)]
mod shapes {
    use crate::components::UriReference;
    use crate::dialect::Dialect;
    use crate::resolve::ResolveOptions;

    /// Hostile shapes in RFC 3986's reading: every operation answers, in
    /// one pass, with an error placed where the fault is.
    #[test]
    fn long_inputs_of_every_shape() {
        let segments = format!("http://a{}", "/a".repeat(500_000));
        let uri = UriReference::parse_in(&segments, Dialect::RFC3986).expect("a million bytes");
        assert_eq!(uri.segments().count(), 500_000);
        assert_eq!(uri.normalize().as_str(), segments);

        let climb = "../".repeat(300_000) + "g";
        let base = UriReference::parse_in("http://a/b/c", Dialect::RFC3986).expect("a base");
        let resolved = base
            .join(&climb, &ResolveOptions::default())
            .expect("resolves");
        assert_eq!(resolved.as_str(), "http://a/g");

        let mut bad = "a".repeat(4 << 20);
        bad.insert_str(0, "http://h/");
        bad.push('\u{202e}');
        let e = UriReference::parse_in(&bad, Dialect::RFC3986).expect_err("a bidi control");
        assert_eq!(e.offset(), bad.len() - '\u{202e}'.len_utf8());
        assert!(e.fixed(&bad).is_some_and(|f| f.ends_with("%E2%80%AE")));

        let hosts = format!("http://{}/", "a.".repeat(1 << 20));
        assert!(UriReference::parse_in(&hosts, Dialect::RFC3986).is_ok());
        let colons = format!("http://[{}]/", ":".repeat(1 << 20));
        assert!(UriReference::parse_in(&colons, Dialect::RFC3986).is_err());
    }
}
