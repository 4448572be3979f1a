//! The default parse of a `URI-reference`: one pass of the grammar's
//! automaton decides validity, then the valid reference is cut into its
//! components at its delimiters.
//!
//! Once the whole input is known to be a `URI-reference`, the grammar leaves
//! one way to cut it, and it is the one section 4.3 and Appendix B describe:
//! the fragment starts at the first `#`; a scheme is a leading run of scheme
//! characters ended by `:`; the query starts at the first `?` of what is
//! left; an authority follows `//` up to the next `/`. The only choice that
//! needs the grammar again is whether an authority is a `server`, which the
//! `server` rule's automaton answers. No allocation, no parse tree.
//!
//! The pest parser remains the reference: the test suite checks that both
//! give the same verdict, the same components and the same error, on the
//! exhaustive set, the property tests and the corpus.

use crate::automata::Run;
use crate::components::*;
use crate::error::Error;
use crate::grammar::RULES;

/// Positions of rules in [`RULES`] (checked by a unit test below).
const URI_REFERENCE: usize = 0;
const SERVER: usize = 13;

/// Parses a whole `URI-reference`.
pub(crate) fn uri_reference(input: &str) -> Result<UriReference<'_>, Error> {
    let rule = &RULES[URI_REFERENCE];
    if let Run::Stopped { offset, state } = rule.automaton().run(input.as_bytes()) {
        return Err(Error::stopped(rule, input, offset, state));
    }
    // The input is valid from here on: every cut below is at a delimiter,
    // and each byte is looked at once.
    let bytes = input.as_bytes();
    let (uri, end) = match scheme_end(bytes) {
        Some(colon) => {
            let scheme = &input[..colon];
            let start = colon + 1;
            // hier_part starts with "/", opaque_part never does.
            if bytes.get(start) == Some(&b'/') {
                let (path, query, end) = hierarchical(input, start);
                let path = match path {
                    Path::Net(net) => HierPath::Net(net),
                    Path::Abs(abs) => HierPath::Abs(abs),
                    // A hier_part has no rel_path: it starts with "/".
                    Path::Rel(rel) => HierPath::Abs(AbsPath { text: rel.text }),
                };
                let part = SchemePart::Hierarchical(HierPart { path, query });
                (Reference::Absolute(AbsoluteUri { scheme, part }), end)
            } else {
                // An opaque part runs to the fragment; its "?" is its own.
                let end = scan(bytes, start, &HASH);
                let part = SchemePart::Opaque {
                    text: &input[start..end],
                };
                (Reference::Absolute(AbsoluteUri { scheme, part }), end)
            }
        }
        None if bytes.first().is_none_or(|&b| b == b'#') => (Reference::Empty, 0),
        None => {
            let (path, query, end) = hierarchical(input, 0);
            let path = match path {
                Path::Net(net) => RelativePath::Net(net),
                Path::Abs(abs) => RelativePath::Abs(abs),
                Path::Rel(rel) => RelativePath::Rel(rel),
            };
            (Reference::Relative(RelativeUri { path, query }), end)
        }
    };
    // What is left is "#" and the fragment.
    let fragment = input.get(end + 1..);
    Ok(UriReference {
        source: input,
        uri,
        fragment,
    })
}

/// The three shapes a path can take.
enum Path<'a> {
    Net(NetPath<'a>),
    Abs(AbsPath<'a>),
    Rel(RelPath<'a>),
}

/// Reads `( net_path | abs_path | rel_path ) [ "?" query ]` from `start`;
/// returns the path, the query and where they end (at a "#" or the end).
fn hierarchical(input: &str, start: usize) -> (Path<'_>, Option<&str>, usize) {
    let bytes = input.as_bytes();
    let path = if bytes[start..].starts_with(b"//") {
        // A path that starts with "//" is a net_path: the authority wins (4.3).
        let authority_end = scan(bytes, start + 2, &SLASH_QUERY_HASH);
        let path_end = scan(bytes, authority_end, &QUERY_HASH);
        let abs_path = (path_end > authority_end).then(|| AbsPath {
            text: &input[authority_end..path_end],
        });
        let authority = self::authority(&input[start + 2..authority_end]);
        (
            Path::Net(NetPath {
                authority,
                abs_path,
            }),
            path_end,
        )
    } else if bytes.get(start) == Some(&b'/') {
        let path_end = scan(bytes, start, &QUERY_HASH);
        (
            Path::Abs(AbsPath {
                text: &input[start..path_end],
            }),
            path_end,
        )
    } else {
        // rel_path = rel_segment [ abs_path ]
        let segment_end = scan(bytes, start, &SLASH_QUERY_HASH);
        let path_end = scan(bytes, segment_end, &QUERY_HASH);
        let abs_path = (path_end > segment_end).then(|| AbsPath {
            text: &input[segment_end..path_end],
        });
        let rel = RelPath {
            text: &input[start..path_end],
            rel_segment: &input[start..segment_end],
            abs_path,
        };
        (Path::Rel(rel), path_end)
    };
    let (path, path_end) = path;
    if bytes.get(path_end) == Some(&b'?') {
        let end = scan(bytes, path_end + 1, &HASH);
        (path, Some(&input[path_end + 1..end]), end)
    } else {
        (path, None, path_end)
    }
}

/// Stop sets for [`scan`].
const HASH: [bool; 256] = stop_at(b"#");
const QUERY_HASH: [bool; 256] = stop_at(b"?#");
const SLASH_QUERY_HASH: [bool; 256] = stop_at(b"/?#");

const fn stop_at(delimiters: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < delimiters.len() {
        table[delimiters[i] as usize] = true;
        i += 1;
    }
    table
}

/// The first position from `i` whose byte is in `stop`, or the end.
#[inline]
fn scan(bytes: &[u8], i: usize, stop: &[bool; 256]) -> usize {
    bytes[i..]
        .iter()
        .position(|&b| stop[b as usize])
        .map_or(bytes.len(), |k| i + k)
}

/// The offset of the `:` that ends a leading scheme, if there is one.
fn scheme_end(bytes: &[u8]) -> Option<usize> {
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let len = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))?;
    (bytes[len] == b':').then_some(len)
}

/// An authority with the form of a `server` is one; any other is a `reg_name`.
fn authority(text: &str) -> Authority<'_> {
    if !RULES[SERVER].matches(text) {
        return Authority::RegName { text };
    }
    if text.is_empty() {
        return Authority::Server(Server {
            text,
            userinfo: None,
            host: None,
            port: None,
        });
    }
    // Neither userinfo nor hostport holds "@", and a host holds no ":".
    let bytes = text.as_bytes();
    let (userinfo, host_start) = match bytes.iter().position(|&b| b == b'@') {
        Some(i) => (Some(&text[..i]), i + 1),
        None => (None, 0),
    };
    let (host, port) = match bytes[host_start..].iter().position(|&b| b == b':') {
        Some(i) => (
            &text[host_start..host_start + i],
            Some(&text[host_start + i + 1..]),
        ),
        None => (&text[host_start..], None),
    };
    // A hostname's toplabel starts with a letter; an IPv4address has none.
    let host = if host.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        Host::Ipv4 { text: host }
    } else {
        Host::Hostname(Hostname { text: host })
    };
    Authority::Server(Server {
        text,
        userinfo,
        host: Some(host),
        port,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_positions() {
        assert_eq!(RULES[URI_REFERENCE].name, "URI-reference");
        assert_eq!(RULES[SERVER].name, "server");
    }
}
