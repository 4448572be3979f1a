//! Trees of RFC 3986's rules (`rfc3986.pest`), made as those of RFC
//! 2396's are: `URI-reference` from the one-pass parse's offsets, and
//! `URI`, `absolute-URI`, `relative-ref`, `hier-part`, `relative-part`,
//! `authority`, `host` and `IP-literal` from the parse of the input in its
//! frame (`cut.rs`); the paths and their segments cut from a span their
//! automaton accepted, at the delimiters the grammar fixes: no `segment`
//! holds `/`. The choice the delimiters leave open is the grammar's
//! `// PEG:` comment's: `path`'s first alternative that derives the whole
//! path.

use super::Builder;
use crate::dialect::Dialect;
use crate::grammar::{Rule, rfc3986 as r};
use crate::parse::{AuthorityShape, Meta, Shape};

/// Whether `rule` has a cut of its own here: every structural rule of RFC
/// 3986's grammar (`path-empty`, empty, is its root alone).
#[cfg(test)]
pub(super) fn builds(rule: Rule) -> bool {
    use crate::grammar::Structure;
    let own = rule.dialect().hooks().structure == Structure::Rfc3986;
    own && matches!(
        rule.in_dialect(Dialect::RFC3986).unwrap_or(rule),
        r::URI_REFERENCE
            | r::URI
            | r::ABSOLUTE_URI
            | r::RELATIVE_REF
            | r::HIER_PART
            | r::RELATIVE_PART
            | r::AUTHORITY
            | r::HOST
            | r::IP_LITERAL
            | r::PATH
            | r::PATH_ABEMPTY
            | r::PATH_ABSOLUTE
            | r::PATH_NOSCHEME
            | r::PATH_ROOTLESS
            | r::PATH_EMPTY
            | r::LS32
    )
}

impl Builder<'_> {
    /// The tree of the span as RFC 3986's `rule`, which derives all of
    /// it: a rule of the path, or one with no structure (the rules that
    /// hold a reference's are read from the parse).
    pub(super) fn rfc3986(&mut self, rule: Rule, s: usize, e: usize) {
        // RFC 3987's rules, renamed, are cut as RFC 3986's.
        match rule.in_dialect(Dialect::RFC3986).unwrap_or(rule) {
            r::PATH => {
                let node = self.open_as(rule, s, e);
                if s == e || self.starts_with(s, e, b"/") {
                    self.path_3986(r::PATH_ABEMPTY, None, s, e);
                } else if self.first_segment_has_colon(s, e) {
                    self.path_3986(r::PATH_ROOTLESS, Some(r::SEGMENT_NZ), s, e);
                } else {
                    self.path_3986(r::PATH_NOSCHEME, Some(r::SEGMENT_NZ_NC), s, e);
                }
                self.close(node);
            }
            r::PATH_ABEMPTY => self.path_3986(rule, None, s, e),
            r::PATH_ABSOLUTE => self.path_absolute_3986(s, e),
            r::PATH_NOSCHEME => self.path_3986(rule, Some(r::SEGMENT_NZ_NC), s, e),
            r::PATH_ROOTLESS => self.path_3986(rule, Some(r::SEGMENT_NZ), s, e),
            // `ls32 = ( h16 ":" h16 ) / IPv4address`: the h16s make no
            // nodes, the address does (an h16 holds no ".").
            r::LS32 => {
                let node = self.open_as(rule, s, e);
                if self.has(b'.', s, e) {
                    self.leaf_as(r::IPV4ADDRESS, s, e);
                }
                self.close(node);
            }
            // A leaf, `path-empty`, or a character class (which makes no
            // nodes inside other rules): the root alone.
            _ => self.leaf_as(rule, s, e),
        }
    }

    /// Opens a node of the tree's grammar's rule named as `rule`, a rule
    /// of RFC 3986 (RFC 3987's of the same role).
    fn open_as(&mut self, rule: Rule, start: usize, end: usize) -> usize {
        let rule = self.r(rule);
        self.open(rule, start, end)
    }

    /// A node with no children, as [`open_as`](Self::open_as).
    fn leaf_as(&mut self, rule: Rule, start: usize, end: usize) {
        self.open_as(rule, start, end);
    }

    /// `URI-reference = URI / relative-ref` from a parse's offsets.
    pub(super) fn reference_3986(&mut self, m: &Meta) {
        let e = self.input.len();
        let node = self.open_as(r::URI_REFERENCE, 0, e);
        let body = m.uri_end(e);
        let part = match m.scheme_end {
            Some(colon) => {
                let uri = self.open_as(r::URI, 0, e);
                self.leaf_as(r::SCHEME, 0, colon.get());
                (uri, r::HIER_PART, colon.get() + 1)
            }
            None => (self.open_as(r::RELATIVE_REF, 0, e), r::RELATIVE_PART, 0),
        };
        let (outer, rule, start) = part;
        let path_end = m.query_start.map_or(body, |q| q.get() - 1);
        let node_part = self.open_as(rule, start, path_end);
        match m.shape {
            Shape::Net(kind) => {
                self.authority_3986(start + 2, m.cut, m, kind);
                self.path_3986(r::PATH_ABEMPTY, None, m.cut, path_end);
            }
            Shape::Abs => self.path_absolute_3986(start, path_end),
            Shape::Rootless if path_end > start => {
                self.path_3986(r::PATH_ROOTLESS, Some(r::SEGMENT_NZ), start, path_end);
            }
            Shape::Rel if path_end > start => {
                self.path_3986(r::PATH_NOSCHEME, Some(r::SEGMENT_NZ_NC), start, path_end);
            }
            _ => self.leaf_as(r::PATH_EMPTY, start, path_end),
        }
        self.close(node_part);
        if let Some(query) = m.query_start {
            self.leaf_as(r::QUERY, query.get(), body);
        }
        if let Some(fragment) = m.fragment_start {
            self.leaf_as(r::FRAGMENT, fragment.get(), e);
        }
        self.close(outer);
        self.close(node);
    }

    /// `authority = [ userinfo "@" ] host [ ":" port ]`, the host's and
    /// port's places and the host's kind from a parse's offsets.
    fn authority_3986(&mut self, s: usize, e: usize, m: &Meta, kind: AuthorityShape) {
        let node = self.open_as(r::AUTHORITY, s, e);
        let host = m.host_start.map_or(s, |h| h.get());
        let port = m.port_start.map(|p| p.get());
        if host > s {
            self.leaf_as(r::USERINFO, s, host - 1);
        }
        let host_end = port.map_or(e, |p| p - 1);
        self.host_3986(host, host_end, kind);
        if let Some(port) = port {
            self.leaf_as(r::PORT, port, e);
        }
        self.close(node);
    }

    /// `host = IP-literal / IPv4address / reg-name`, its kind from a parse.
    fn host_3986(&mut self, s: usize, e: usize, kind: AuthorityShape) {
        let node = self.open_as(r::HOST, s, e);
        match kind {
            AuthorityShape::Ipv6 | AuthorityShape::IpvFuture => self.ip_literal(s, e),
            AuthorityShape::Ipv4 => self.leaf_as(r::IPV4ADDRESS, s, e),
            _ => self.leaf_as(r::REG_NAME, s, e),
        }
        self.close(node);
    }

    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`: an IPvFuture
    /// opens with `v`, which no IPv6address does.
    fn ip_literal(&mut self, s: usize, e: usize) {
        let node = self.open_as(r::IP_LITERAL, s, e);
        let (inside, end) = ((s + 1).min(e), e.saturating_sub(1).max(s));
        let future = matches!(self.input.get(inside), Some(b'v' | b'V'));
        self.leaf_as(
            if future {
                r::IPV_FUTURE
            } else {
                r::IPV6ADDRESS
            },
            inside,
            end,
        );
        self.close(node);
    }

    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`
    fn path_absolute_3986(&mut self, s: usize, e: usize) {
        let node = self.open_as(r::PATH_ABSOLUTE, s, e);
        if e > s + 1 {
            self.segments_after(Some(r::SEGMENT_NZ), s + 1, e);
        }
        self.close(node);
    }

    /// A path node (`rule`) of segments: `first` (a `segment-nz` or
    /// `segment-nz-nc`) from `s`, or, without one, `"/" segment` each.
    fn path_3986(&mut self, rule: Rule, first: Option<Rule>, s: usize, e: usize) {
        let node = self.open_as(rule, s, e);
        match first {
            Some(_) => self.segments_after(first, s, e),
            None if e > s => self.segments_after(None, s + 1, e),
            None => {}
        }
        self.close(node);
    }

    /// The segments of `s..e`, split at each `/`: the first as `first`
    /// when given, the rest as `segment`.
    fn segments_after(&mut self, first: Option<Rule>, s: usize, e: usize) {
        let mut at = s;
        let mut rule = first.unwrap_or(r::SEGMENT);
        loop {
            let end = self.find(b'/', at, e).unwrap_or(e);
            self.leaf_as(rule, at, end);
            if end >= e {
                break;
            }
            at = end + 1;
            rule = r::SEGMENT;
        }
    }

    /// Whether the first segment of `s..e` holds a `:`.
    fn first_segment_has_colon(&self, s: usize, e: usize) -> bool {
        let end = self.find(b'/', s, e).unwrap_or(e);
        self.has(b':', s, end)
    }
}

#[cfg(all(test, feature = "pest-dialects"))]
mod tests {
    use crate::dialect::Dialect;
    use crate::grammar::RuleKind;
    use crate::samples::{ALPHABET, every, inputs};
    use crate::tree::Tree;

    #[test]
    fn cut_trees_are_pest_trees() {
        let mut inputs = inputs();
        inputs.extend(every(ALPHABET, 3));
        let parts: Vec<String> = inputs
            .iter()
            .flat_map(|s| {
                let pieces = s.split(['?', '#', '@']).map(str::to_owned);
                let after = s.find("//").map(|i| s[i + 2..].to_owned());
                pieces.chain(after).collect::<Vec<_>>()
            })
            .collect();
        inputs.extend(parts);
        inputs.sort();
        inputs.dedup();
        let mut trees = 0;
        for rule in Dialect::RFC3986.rules() {
            if matches!(rule.kind(), RuleKind::Class | RuleKind::Excluded) {
                continue;
            }
            for input in &inputs {
                let cut = Tree::parse(rule, input);
                let pest = Tree::parse_with_pest(rule, input);
                assert_eq!(cut.is_ok(), pest.is_ok(), "{rule} on {input:?}");
                if let (Ok(cut), Ok(pest)) = (cut, pest) {
                    let nodes = |t: &Tree<'_>| {
                        t.nodes()
                            .map(|n| (n.rule(), n.start(), n.end(), n.children().count()))
                            .collect::<Vec<_>>()
                    };
                    assert_eq!(nodes(&cut), nodes(&pest), "{rule} on {input:?}");
                    trees += 1;
                }
            }
        }
        assert!(trees > 20_000, "{trees} trees compared");
    }

    /// A tree of a million bytes of segments, cut in one pass.
    #[test]
    fn a_tree_of_half_a_million_segments() {
        let segments = format!("http://a{}", "/a".repeat(500_000));
        let tree = Tree::parse(crate::grammar::rfc3986::URI_REFERENCE, &segments).expect("a tree");
        assert!(tree.nodes().count() > 500_000);
    }
}
