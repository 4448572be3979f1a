//! Trees of the grammar's structural rules. The structure of a reference
//! is read once, by the one-pass parse (`parse.rs`): `URI-reference` is made
//! from its offsets, the places of the components and the alternatives
//! taken (an authority a server or a reg_name, a host a hostname, an
//! address or a literal); so is every rule above the path's
//! (`absoluteURI`, `relativeURI`, `hier_part`, `net_path`, `authority`,
//! `server`, `hostport`, `host`), parsed in a frame that makes it a
//! reference (`s:` before a hier_part, `//` before an authority) and taken
//! from that tree. Only the leaf rules' pieces (segments, params, labels)
//! are cut here, in a span already known to derive its rule, at the
//! delimiters the grammar fixes, never validating. The entries come out
//! as pest's would, depth first; the test suite compares the two trees node
//! for node (`Tree::parse_with_pest` is the reference). The functions serve
//! every grammar of RFC 2396's structure: each grammar's rule of an RFC
//! 2396 name is cut alike, and where java.pest changes a rule (the grammar
//! table's `Hooks`), its cut follows.
//!
//! What makes the cuts right is the grammar's character classes: no class
//! inside a component holds the delimiter that ends it. No `uric` of a path
//! or query is `#`, no path or authority character `?`, no authority
//! character `/`, no `userinfo` character `@`, no `host` character `:`, no
//! label character `.`, no `pchar` `/` or `;`. The two choices the
//! delimiters leave open are made as the grammar's `// PEG:` comments say:
//! an authority is a `server` when `server` derives all of it, and a host is
//! a `hostname` when it has a letter (every `toplabel` starts with one, no
//! `IPv4address` holds one).
//!
//! java.net.URI's grammar (java.pest) adds cuts of the same kind: `//`
//! followed by `/`, `?`, `#` or nothing is an `empty-authority`; a path
//! that starts with a single `/` at the start of a reference or hier_part
//! is a `path-absolute` (its first segment a `segment-nz`, with no
//! `path_segments` node); a hostname of one label that starts with a digit
//! is a `domainlabel` alone; `%` in an IPv6reference starts its `scope-id`
//! (no character of an IPv6address is `%`, none of a scope id `]`).

use super::Entry;
use crate::dialect::Dialect;
use crate::grammar::rfc3986 as r;
use crate::grammar::{Hooks, Rule, Structure, Table, java, rfc2732};
use crate::parse::{AuthorityShape, Meta, Shape};

/// The nodes of a tree being built, depth first.
struct Builder<'a> {
    input: &'a [u8],
    nodes: Vec<Entry>,
    /// The grammar's table: its rules, named by RFC 2396's (or by RFC
    /// 2732's or Java's for those they add).
    table: &'static Table,
    /// What the grammar does otherwise than RFC 2396's: the rules it
    /// changes are cut their way.
    hooks: Hooks,
}

/// Whether `rule` has a function below: every structural rule of the
/// grammar (a unit test checks that none is missing).
#[cfg(test)]
pub(super) fn builds(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::URI_REFERENCE
            | Rule::ABSOLUTE_URI
            | Rule::RELATIVE_URI
            | Rule::HIER_PART
            | Rule::NET_PATH
            | Rule::ABS_PATH
            | Rule::REL_PATH
            | Rule::AUTHORITY
            | Rule::SERVER
            | Rule::HOSTPORT
            | Rule::HOST
            | Rule::HOSTNAME
            | Rule::PATH
            | Rule::PATH_SEGMENTS
            | Rule::SEGMENT
            | rfc2732::IPV6REFERENCE
            | java::EMPTY_AUTHORITY
            | java::PATH_ABSOLUTE
            | java::SEGMENT_NZ
            | java::IPV6REFERENCE
    ) || [Dialect::RFC2732, Dialect::JAVA].contains(&rule.dialect())
        && rule.in_dialect(Dialect::STRICT).is_some_and(builds)
        || builds_3986(rule)
}

/// The tree of `input` as `rule`, which must derive all of it; `None` only
/// when the tree has more nodes than a `u32` counts.
///
/// The functions below are named after RFC 2396's rules (or RFC 2732's or
/// Java's for those they add), and each grammar's rule of the same name is
/// cut alike.
pub(super) fn tree(rule: Rule, input: &str) -> Option<Vec<Entry>> {
    if let Some(frame) = frame(rule) {
        return framed(rule, input, frame);
    }
    let table = rule.dialect().table();
    let role = table.named(rule);
    let mut b = Builder::new(table, input, most_nodes(input.as_bytes()));
    let (s, e) = (0, input.len());
    if rule.dialect().hooks().structure == Structure::Rfc3986 {
        b.rfc3986(rule, s, e);
        debug_assert!(
            b.nodes.len() <= most_nodes(input.as_bytes()),
            "{rule} {input:?}"
        );
        return b.finish();
    }
    match role {
        Rule::ABS_PATH => b.abs_path(s, e),
        Rule::REL_PATH => b.rel_path(s, e),
        Rule::HOSTNAME => b.hostname(s, e),
        Rule::PATH => b.path(s, e),
        Rule::PATH_SEGMENTS => b.path_segments(s, e),
        Rule::SEGMENT => b.segment(s, e),
        java::PATH_ABSOLUTE => b.path_absolute(s, e),
        java::SEGMENT_NZ => b.segment_as(rule, s, e),
        // A leaf (`empty-authority` too), or a character class (which
        // makes no nodes inside other rules): the root alone.
        _ => b.leaf(rule, s, e),
    }
    debug_assert!(
        b.nodes.len() <= most_nodes(input.as_bytes()),
        "{rule} {input:?}"
    );
    b.finish()
}

/// How the tree of a rule that holds a reference's structure is read from
/// the one-pass parse: the text put before the input so that the whole is
/// a `URI-reference` whose tree has a node over the input (`prefix`), and
/// that node's rule (`node`), which the tree's root takes `rule`'s name
/// from where the two differ (RFC 3986's `absolute-URI` is a `URI`
/// without a fragment).
#[derive(Clone, Copy)]
struct Frame {
    prefix: &'static str,
    node: Rule,
}

/// The frame of `rule`, when the parse holds its structure: the rules
/// above the path's, whose parts the parse finds and classifies (an
/// authority a server or a reg_name, a host a hostname, an address or a
/// literal), each in the place a `URI-reference` has it. A hier_part
/// follows a scheme (`s:`); an authority, a server, a hostport and a host
/// follow `//`, where no character of theirs ends it.
fn frame(rule: Rule) -> Option<Frame> {
    let dialect = rule.dialect();
    let table = dialect.table();
    let (prefix, node) = if dialect.hooks().structure == Structure::Rfc3986 {
        // RFC 3987's rules, renamed, are framed as RFC 3986's.
        match rule.in_dialect(Dialect::RFC3986)? {
            r::URI | r::RELATIVE_REF | r::RELATIVE_PART => ("", rule),
            r::ABSOLUTE_URI => ("", table.rule(r::URI)),
            r::HIER_PART => ("s:", rule),
            r::AUTHORITY | r::HOST | r::IP_LITERAL => ("//", rule),
            _ => return None,
        }
    } else {
        match table.named(rule) {
            Rule::ABSOLUTE_URI | Rule::RELATIVE_URI | Rule::NET_PATH => ("", rule),
            Rule::HIER_PART => ("s:", rule),
            Rule::AUTHORITY
            | Rule::SERVER
            | Rule::HOSTPORT
            | Rule::HOST
            | rfc2732::IPV6REFERENCE
            | java::IPV6REFERENCE => ("//", rule),
            _ => return None,
        }
    };
    Some(Frame { prefix, node })
}

/// The tree of `input` as `rule`, which derives all of it, read from the
/// one-pass parse of the input in its frame: the subtree of the frame's
/// node, its offsets counted from the input's start. `None` only when the
/// tree has more nodes than a `u32` counts.
fn framed(rule: Rule, input: &str, frame: Frame) -> Option<Vec<Entry>> {
    let text = [frame.prefix, input].concat();
    let mut b = Builder::new(rule.dialect().table(), &text, most_nodes(text.as_bytes()));
    let at = frame.prefix.len();
    let meta = crate::parse::offsets_of(&text, rule.dialect());
    if let Some(meta) = &meta {
        if rule.dialect().hooks().structure == Structure::Rfc3986 {
            b.reference_3986(meta);
        } else {
            b.reference(meta);
        }
    }
    let mut nodes = b.finish()?;
    let node = nodes
        .iter()
        .position(|n| n.rule == frame.node && n.start == at && n.end == text.len());
    let Some(first) = node else {
        // The parse rejected what the rule's automaton accepted, or placed
        // no such node: a fault the tests look for. The root alone.
        return Some(vec![Entry {
            start: 0,
            end: input.len(),
            size: 1,
            rule,
        }]);
    };
    let size = nodes
        .get(first)
        .map_or(1, |n| usize::try_from(n.size).unwrap_or(1));
    nodes.truncate(first + size);
    nodes.drain(..first);
    for n in &mut nodes {
        n.start -= at;
        n.end -= at;
    }
    if let Some(root) = nodes.first_mut() {
        root.rule = rule;
    }
    Some(nodes)
}

/// The tree of `input` as its grammar's `URI-reference` (`rule`), from the
/// offsets the one-pass parse found for it (`meta`): the components' places
/// and the alternatives taken are read from them, not found again, and
/// only the leaf rules' pieces (segments, params, labels) are cut. `None`
/// only when the tree has more nodes than a `u32` counts.
pub(super) fn reference(
    rule: Rule,
    table: &'static Table,
    input: &str,
    meta: &Meta,
) -> Option<Vec<Entry>> {
    // Past the path, only the query and the fragment make nodes, one each.
    let (_, path_end) = meta.path_range(input.len());
    let most = most_nodes(input.as_bytes().get(..path_end).unwrap_or_default());
    let mut b = Builder::new(table, input, most);
    if b.hooks.structure == Structure::Rfc3986 {
        b.reference_3986(meta);
    } else {
        b.reference(meta);
    }
    debug_assert!(b.nodes.len() <= most, "{rule} {input:?}");
    b.finish()
}

/// The most nodes a tree of `input` can have. Besides a few that occur once
/// (`URI-reference`, `scheme`, `authority`, `host`, `query`...), a node is a
/// segment after a "/", a param after a ";" or a label after a ".", or the
/// first segment or label: reserving this many, the vector is allocated
/// once and never grown, and holds at most one 24-byte entry per input byte
/// and a constant. (What a tree does not use of it, such as the dots and
/// slashes of `../` segments or of a query, it keeps: giving it back costs
/// a loop of large trees a fresh mapping, and page faults, on every call.)
fn most_nodes(input: &[u8]) -> usize {
    /// The nodes that occur at most once in a tree, with the first segment
    /// and the first label.
    const ONCE: usize = 20;
    // Counted 32 bytes at a time into a byte each, which the compiler
    // turns into vector compares.
    let cut = |b: &u8| u8::from(matches!(b, b'/' | b';' | b'.'));
    let chunks = input.chunks(32);
    let cuts: usize = chunks
        .map(|chunk| usize::from(chunk.iter().map(cut).sum::<u8>()))
        .sum();
    cuts + ONCE
}

/// The place of the first `a` or `b` in `input[from..to]`, eight bytes a
/// look, each word's bytes compared at once (a byte equal to `a` is a zero
/// byte of the word xor `a` in every byte, which the borrow of a
/// subtraction shows; the lowest such is exact). The words are read from
/// the whole input, past `to` where it goes on, and a place at or past
/// `to` is none: a span shorter than a word (most segments and labels) is
/// one look, not a loop over its bytes. The input's last word is read
/// from its last eight bytes, shifted down.
fn find_either(input: &[u8], from: usize, to: usize, a: u8, b: u8) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = ONES * 0x80;
    let zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS;
    let (aa, bb) = (ONES * u64::from(a), ONES * u64::from(b));
    let to = to.min(input.len());
    let mut n = from;
    while n < to {
        let word = match input.get(n..n + 8) {
            Some(chunk) => u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])),
            None => match input.len().checked_sub(8) {
                // The bytes shifted in above the input's end are zero: a
                // zero `a` found there is past `to`, and so none.
                Some(last) => {
                    let chunk = input.get(last..).unwrap_or_default();
                    u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) >> (8 * (n - last))
                }
                // An input shorter than a word, byte by byte.
                None => {
                    let span = input.get(n..to)?;
                    return span.iter().position(|&c| c == a || c == b).map(|i| n + i);
                }
            },
        };
        let found = zero(word ^ aa) | zero(word ^ bb);
        if found != 0 {
            let at = n + (found.trailing_zeros() / 8) as usize;
            return (at < to).then_some(at);
        }
        n += 8;
    }
    None
}

impl Builder<'_> {
    /// A builder of a tree of `input` with room for `most` nodes.
    fn new<'a>(table: &'static Table, input: &'a str, most: usize) -> Builder<'a> {
        Builder {
            input: input.as_bytes(),
            nodes: Vec::with_capacity(most),
            table,
            hooks: table.hooks(),
        }
    }

    /// The tree's grammar's rule named as `rule`.
    #[inline]
    fn r(&self, rule: Rule) -> Rule {
        self.table.rule(rule)
    }

    /// Starts the node of `rule` over `start..end`; its children follow.
    fn open(&mut self, rule: Rule, start: usize, end: usize) -> usize {
        let index = self.nodes.len();
        self.nodes.push(Entry {
            start,
            end,
            size: 1,
            rule,
        });
        index
    }

    /// Ends the node at `index`: its subtree is every node pushed since.
    /// The count is cut to a `u32` here and checked once, by
    /// [`finish`](Self::finish): no subtree holds more nodes than the tree.
    fn close(&mut self, index: usize) {
        #[allow(clippy::cast_possible_truncation)]
        let size = (self.nodes.len() - index) as u32;
        if let Some(entry) = self.nodes.get_mut(index) {
            entry.size = size;
        }
    }

    /// The tree's entries; `None` when it has more nodes than a `u32`
    /// counts (an input of gigabytes), when some subtree's size was cut.
    fn finish(self) -> Option<Vec<Entry>> {
        u32::try_from(self.nodes.len())
            .is_ok()
            .then_some(self.nodes)
    }

    /// A node without children.
    fn leaf(&mut self, rule: Rule, start: usize, end: usize) {
        self.open(rule, start, end);
    }

    /// The first `byte` in `start..end`, if any.
    fn find(&self, byte: u8, start: usize, end: usize) -> Option<usize> {
        find_either(self.input, start, end, byte, byte)
    }

    /// Whether `byte` is in `start..end`.
    fn has(&self, byte: u8, start: usize, end: usize) -> bool {
        self.find(byte, start, end).is_some()
    }

    fn starts_with(&self, at: usize, end: usize, prefix: &[u8]) -> bool {
        self.input
            .get(at..end)
            .is_some_and(|span| span.starts_with(prefix))
    }

    /// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`,
    /// from a parse's offsets: the fragment after the first `#`, and an
    /// absoluteURI when a scheme and its `:` start the reference (a
    /// relativeURI cannot start so).
    fn reference(&mut self, m: &Meta) {
        let e = self.input.len();
        let node = self.open(self.r(Rule::URI_REFERENCE), 0, e);
        let body = m.uri_end(e);
        let hier = m.hier_start();
        if self.hooks.undefined_empty_authority
            && m.fragment_start.is_some()
            && hier + 2 == body
            && self.starts_with(hier, body, b"//")
        {
            // java.pest's `[ scheme ":" ] empty-authority "#" fragment`.
            if let Some(colon) = m.scheme_end {
                self.leaf(self.r(Rule::SCHEME), 0, colon.get());
            }
            self.leaf(self.r(java::EMPTY_AUTHORITY), hier, body);
        } else if body > 0 {
            match m.scheme_end {
                Some(colon) => {
                    let absolute = self.open(self.r(Rule::ABSOLUTE_URI), 0, body);
                    self.leaf(self.r(Rule::SCHEME), 0, colon.get());
                    if m.shape == Shape::Opaque {
                        self.leaf(self.r(Rule::OPAQUE_PART), hier, body);
                    } else {
                        let part = self.open(self.r(Rule::HIER_PART), hier, body);
                        self.parts(m, hier, body);
                        self.close(part);
                    }
                    self.close(absolute);
                }
                None => {
                    let relative = self.open(self.r(Rule::RELATIVE_URI), 0, body);
                    self.parts(m, 0, body);
                    self.close(relative);
                }
            }
        }
        if let Some(fragment) = m.fragment_start {
            self.leaf(self.r(Rule::FRAGMENT), fragment.get(), e);
        }
        self.close(node);
    }

    /// The parts of a relativeURI or a hier_part from a parse's offsets, as
    /// [`path_and_query`](Self::path_and_query) cuts them.
    fn parts(&mut self, m: &Meta, s: usize, e: usize) {
        let question = m.query_start.map(|q| q.get() - 1);
        let path = question.unwrap_or(e);
        let alone = path == s && self.hooks.empty_relative_path
            || path == s + 2
                && self.hooks.undefined_empty_authority
                && self.starts_with(s, path, b"//");
        if question.is_some() && alone {
            if path > s {
                self.leaf(self.r(java::EMPTY_AUTHORITY), s, path);
            }
        } else {
            match m.shape {
                Shape::Net(kind) => self.net_path_from(m, kind, s, path),
                Shape::Rel => {
                    // `rel_path = rel_segment [ abs_path ]`, the segment's
                    // end found by the parse.
                    let node = self.open(self.r(Rule::REL_PATH), s, path);
                    let segment_end = m.cut.clamp(s, path);
                    self.leaf(self.r(Rule::REL_SEGMENT), s, segment_end);
                    if segment_end < path {
                        self.abs_path(segment_end, path);
                    }
                    self.close(node);
                }
                _ if self.hooks.undefined_empty_authority => self.path_absolute(s, path),
                _ => self.abs_path(s, path),
            }
        }
        if let Some(question) = question {
            self.leaf(self.r(Rule::QUERY), question + 1, e);
        }
    }

    /// `net_path = "//" authority [ abs_path ]` from a parse's offsets: the
    /// authority's end, its kind and its host's and port's places known.
    fn net_path_from(&mut self, m: &Meta, kind: AuthorityShape, s: usize, e: usize) {
        let node = self.open(self.r(Rule::NET_PATH), s, e);
        let start = (s + 2).min(e);
        let end = m.cut.clamp(start, e);
        if kind == AuthorityShape::Undefined {
            self.leaf(self.r(java::EMPTY_AUTHORITY), s, start);
        } else {
            let authority = self.open(self.r(Rule::AUTHORITY), start, end);
            if kind == AuthorityShape::RegName {
                self.leaf(self.r(Rule::REG_NAME), start, end);
            } else {
                let server = self.open(self.r(Rule::SERVER), start, end);
                if kind != AuthorityShape::EmptyServer {
                    let host = m.host_start.map_or(start, |h| h.get());
                    if host > start {
                        self.leaf(self.r(Rule::USERINFO), start, host - 1);
                    }
                    let hostport = self.open(self.r(Rule::HOSTPORT), host, end);
                    let host_end = m.port_start.map_or(end, |p| p.get() - 1);
                    let node = self.open(self.r(Rule::HOST), host, host_end);
                    match kind {
                        AuthorityShape::Ipv6 => self.ipv6reference(host, host_end),
                        AuthorityShape::Ipv4 => {
                            self.leaf(self.r(Rule::IPV4ADDRESS), host, host_end)
                        }
                        _ => self.hostname(host, host_end),
                    }
                    self.close(node);
                    if let Some(port) = m.port_start {
                        self.leaf(self.r(Rule::PORT), port.get(), end);
                    }
                    self.close(hostport);
                }
                self.close(server);
            }
            self.close(authority);
        }
        if end < e {
            self.abs_path(end, e);
        }
        self.close(node);
    }

    /// `abs_path = "/" path_segments`
    fn abs_path(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(Rule::ABS_PATH), s, e);
        self.path_segments((s + 1).min(e), e);
        self.close(node);
    }

    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (java.pest):
    /// as an abs_path without its `path_segments` node, the first segment
    /// a `segment-nz`, absent when empty (only "/" can be so here).
    fn path_absolute(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(java::PATH_ABSOLUTE), s, e);
        let first = (s + 1).min(e);
        if first < e {
            let slash = self.find(b'/', first, e);
            self.segment_as(self.r(java::SEGMENT_NZ), first, slash.unwrap_or(e));
            if let Some(slash) = slash {
                self.segments(slash + 1, e);
            }
        }
        self.close(node);
    }

    /// `rel_path = rel_segment [ abs_path ]`: the rel_segment runs to the
    /// first `/`.
    fn rel_path(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(Rule::REL_PATH), s, e);
        let slash = self.find(b'/', s, e);
        self.leaf(self.r(Rule::REL_SEGMENT), s, slash.unwrap_or(e));
        if let Some(slash) = slash {
            self.abs_path(slash, e);
        }
        self.close(node);
    }

    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`: the labels
    /// between the dots, the last (before a final dot) the toplabel.
    fn hostname(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(Rule::HOSTNAME), s, e);
        let last = if e > s && self.input.get(e - 1) == Some(&b'.') {
            e - 1
        } else {
            e
        };
        if self.hooks.single_label_hostnames
            && self.input.get(s).is_some_and(u8::is_ascii_digit)
            && !self.has(b'.', s, last)
        {
            // java.pest's `domainlabel [ "." ]`: one label that starts with
            // a digit, which no toplabel does.
            self.leaf(self.r(Rule::DOMAINLABEL), s, last);
            self.close(node);
            return;
        }
        let mut label = s;
        while let Some(dot) = self.find(b'.', label, last) {
            self.leaf(self.r(Rule::DOMAINLABEL), label, dot);
            label = dot + 1;
        }
        self.leaf(self.r(Rule::TOPLABEL), label, last);
        self.close(node);
    }

    /// `IPv6reference = "[" IPv6address "]"` (RFC 2732): the address
    /// between the brackets, a leaf; in java.net.URI's grammar, `[ "%"
    /// scope-id ]` after it.
    fn ipv6reference(&mut self, s: usize, e: usize) {
        let (reference, address) = (self.r(rfc2732::IPV6REFERENCE), self.r(rfc2732::IPV6ADDRESS));
        let node = self.open(reference, s, e);
        let (start, end) = ((s + 1).min(e), e.saturating_sub(1).max(s));
        let percent = if self.hooks.scope_ids {
            self.find(b'%', start, end)
        } else {
            None
        };
        self.leaf(address, start, percent.unwrap_or(end));
        if let Some(percent) = percent {
            self.leaf(self.r(java::SCOPE_ID), percent + 1, end);
        }
        self.close(node);
    }

    /// `path = [ abs_path | opaque_part ]`
    fn path(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(Rule::PATH), s, e);
        if self.starts_with(s, e, b"/") {
            self.abs_path(s, e);
        } else if s < e {
            self.leaf(self.r(Rule::OPAQUE_PART), s, e);
        }
        self.close(node);
    }

    /// `path_segments = segment *( "/" segment )`: a segment between each
    /// two slashes, empty ones too.
    fn path_segments(&mut self, s: usize, e: usize) {
        let node = self.open(self.r(Rule::PATH_SEGMENTS), s, e);
        self.segments(s, e);
        self.close(node);
    }

    /// The segments of `s..e`, between each two slashes, empty ones too,
    /// each with its params: one pass over the bytes, a node pushed at
    /// each `/` and `;` (a param is a leaf, pushed once its end is found;
    /// a segment's end is written when the next `/` closes it).
    fn segments(&mut self, s: usize, e: usize) {
        let (segment, param) = (self.r(Rule::SEGMENT), self.r(Rule::PARAM));
        let mut node = self.open(segment, s, e);
        // Where the param being read starts, after its `;`.
        let mut in_param: Option<usize> = None;
        let mut from = s;
        while let Some(at) = find_either(self.input, from, e, b'/', b';') {
            from = at + 1;
            if let Some(start) = in_param.take() {
                self.leaf(param, start, at);
            }
            if self.input.get(at) == Some(&b';') {
                in_param = Some(at + 1);
            } else {
                if let Some(entry) = self.nodes.get_mut(node) {
                    entry.end = at;
                }
                self.close(node);
                node = self.open(segment, at + 1, e);
            }
        }
        if let Some(start) = in_param {
            self.leaf(param, start, e);
        }
        self.close(node);
    }

    /// `segment = *pchar *( ";" param )`: a param after each `;`; the
    /// characters before the first make no node.
    fn segment(&mut self, s: usize, e: usize) {
        self.segment_as(self.r(Rule::SEGMENT), s, e);
    }

    /// A segment as `rule`: `segment`, or java.pest's `segment-nz = 1*pchar
    /// *( ";" param ) | 1*( ";" param )`, cut alike.
    fn segment_as(&mut self, rule: Rule, s: usize, e: usize) {
        let node = self.open(rule, s, e);
        let mut semicolon = self.find(b';', s, e);
        while let Some(at) = semicolon {
            let next = self.find(b';', at + 1, e);
            self.leaf(self.r(Rule::PARAM), at + 1, next.unwrap_or(e));
            semicolon = next;
        }
        self.close(node);
    }
}

// RFC 3986's structure (`rfc3986.pest`, and RFC 3987's renamed rules):
// made as RFC 2396's is, `URI-reference` from the one-pass parse's
// offsets and `URI` to `IP-literal` from the parse in a frame (`frame`);
// the paths and their segments cut from a span their automaton accepted,
// at the delimiters the grammar fixes (no `segment` holds `/`). The
// choice the delimiters leave open is the grammar's `// PEG:` comment's:
// `path`'s first alternative that derives the whole path.

/// Whether `rule` is one of RFC 3986's structure with a tree of its own:
/// every structural rule of RFC 3986's grammar (`path-empty`, empty, is its root alone).
#[cfg(test)]
fn builds_3986(rule: Rule) -> bool {
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
    fn rfc3986(&mut self, rule: Rule, s: usize, e: usize) {
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
    fn reference_3986(&mut self, m: &Meta) {
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

#[cfg(test)]
mod find_either_tests {
    use super::find_either;

    /// The word-at-a-time search finds what a byte-by-byte one finds, in
    /// every span of inputs around a word's length, with the bytes sought
    /// at every place, inside the span and past it, among bytes of every
    /// kind (zero, `0x80` and above, neighbours of the bytes sought, whose
    /// borrows a word's search must not mistake).
    #[test]
    fn find_either_is_position() {
        let fill = [b'a', 0, 0x7F, 0x80, 0xFF, b'.', b'0', b'/' + 1, b';' - 1];
        for len in 0..=20 {
            for &filler in &fill {
                for at in 0..=len {
                    for (a, b) in [(b'/', b';'), (b'.', b'.'), (0, 0xFF)] {
                        let mut bytes = vec![filler; len];
                        for (place, byte) in [(at, b), (at + 3, a)] {
                            if let Some(slot) = bytes.get_mut(place) {
                                *slot = byte;
                            }
                        }
                        for from in 0..=len {
                            for to in from..=len + 1 {
                                let naive = bytes[from..to.min(len)]
                                    .iter()
                                    .position(|&c| c == a || c == b)
                                    .map(|i| from + i);
                                let found = find_either(&bytes, from, to, a, b);
                                assert_eq!(found, naive, "{bytes:?} {from}..{to} {a} {b}");
                            }
                        }
                    }
                }
            }
        }
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
