//! The default parse of a `URI-reference`: one forward pass that checks each
//! component against its character class and cuts the reference at its
//! delimiters.
//!
//! The pass follows the grammar's shape, which section 4.3 and Appendix B
//! spell out: an optional `scheme ":"`; then an `opaque_part`, or a path
//! (`"//" authority [ abs_path ]`, `abs_path` or `rel_path`) and an optional
//! `"?" query`; then an optional `"#" fragment`. Each component is a run of
//! one class (`reg_name` characters for the authority, `path_segments`
//! characters for a path, `uric` for a query or fragment...) whose table
//! `build.rs` takes from the grammar file, with each `%` checked as an
//! escape. The only finer question, whether an authority is a `server`, is
//! answered by the `server` rule's automaton. No allocation, no parse tree.
//!
//! Any input the pass does not accept goes to the `URI-reference`
//! automaton, which places the error exactly. The pest parser remains the
//! reference: the test suite checks that both give the same verdict, the
//! same components and the same error, on the exhaustive set, the property
//! tests and the corpus.

use crate::components::*;
use crate::error::Error;
use crate::grammar::Rule;

/// `alpha | digit | "+" | "-" | "."`: what may follow a scheme's first letter.
const SCHEME_TAIL: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'+' || c == b'-' || c == b'.';
        b += 1;
    }
    table
};

/// Parses a whole `URI-reference`.
pub(crate) fn uri_reference(input: &str) -> Result<UriReference<'_>, Error> {
    match split(input) {
        Some(uri) => Ok(uri),
        None => Err(Error::not_derived(Rule::URI_REFERENCE, input)),
    }
}

/// The components of `input`, or `None` when it is not a `URI-reference`.
fn split(input: &str) -> Option<UriReference<'_>> {
    let bytes = input.as_bytes();
    let (uri, end) = match scheme_end(bytes) {
        Some(colon) => {
            let scheme = &input[..colon];
            let start = colon + 1;
            // hier_part starts with "/", opaque_part never does.
            let (part, end) = if bytes.get(start) == Some(&b'/') {
                let (path, query, end) = hierarchical(input, start)?;
                let path = match path {
                    Path::Net(net) => HierPath::Net(net),
                    Path::Abs(abs) => HierPath::Abs(abs),
                    Path::Rel(_) => return None,
                };
                (SchemePart::Hierarchical(HierPart { path, query }), end)
            } else {
                // opaque_part = uric_no_slash *uric: its "?" is its own. The
                // first character is no "/" (see above), so any uric will do.
                let end = run(bytes, start, Rule::URIC)?;
                if end == start {
                    return None;
                }
                (
                    SchemePart::Opaque {
                        text: &input[start..end],
                    },
                    end,
                )
            };
            (Reference::Absolute(AbsoluteUri { scheme, part }), end)
        }
        None if bytes.first().is_none_or(|&b| b == b'#') => (Reference::Empty, 0),
        None => {
            let (path, query, end) = hierarchical(input, 0)?;
            let path = match path {
                Path::Net(net) => RelativePath::Net(net),
                Path::Abs(abs) => RelativePath::Abs(abs),
                Path::Rel(rel) => RelativePath::Rel(rel),
            };
            (Reference::Relative(RelativeUri { path, query }), end)
        }
    };
    let fragment = match bytes.get(end) {
        None => None,
        Some(b'#') => {
            if run(bytes, end + 1, Rule::URIC)? != bytes.len() {
                return None;
            }
            Some(&input[end + 1..])
        }
        Some(_) => return None,
    };
    Some(UriReference {
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
/// returns the path, the query and where they end.
fn hierarchical(input: &str, start: usize) -> Option<(Path<'_>, Option<&str>, usize)> {
    let bytes = input.as_bytes();
    let (path, path_end) = if bytes[start..].starts_with(b"//") {
        // A path that starts with "//" is a net_path: the authority wins
        // (4.3), and it runs over every reg_name character.
        let authority_end = run(bytes, start + 2, Rule::REG_NAME)?;
        let path_end = abs_path(bytes, authority_end)?;
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
        let path_end = abs_path(bytes, start)?;
        (
            Path::Abs(AbsPath {
                text: &input[start..path_end],
            }),
            path_end,
        )
    } else {
        // rel_path = rel_segment [ abs_path ]
        let segment_end = run(bytes, start, Rule::REL_SEGMENT)?;
        if segment_end == start {
            return None;
        }
        let path_end = abs_path(bytes, segment_end)?;
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
    if bytes.get(path_end) == Some(&b'?') {
        let end = run(bytes, path_end + 1, Rule::URIC)?;
        Some((path, Some(&input[path_end + 1..end]), end))
    } else {
        Some((path, None, path_end))
    }
}

/// The end of an `abs_path` at `i`, or `i` itself when none starts there.
fn abs_path(bytes: &[u8], i: usize) -> Option<usize> {
    if bytes.get(i) == Some(&b'/') {
        run(bytes, i, Rule::PATH_SEGMENTS)
    } else {
        Some(i)
    }
}

/// The end of the run, from `i`, of characters that can start the rule at
/// `rule`, each `%` being an escape; `None` at a `%` that does
/// not start one.
#[inline]
fn run(bytes: &[u8], mut i: usize, rule: Rule) -> Option<usize> {
    let automaton = rule.automaton();
    let (plain, escapes) = (&automaton.plain, automaton.first[usize::from(b'%')]);
    loop {
        let rest = bytes.get(i..)?;
        match rest.iter().position(|&b| !plain[b as usize]) {
            None => return Some(bytes.len()),
            Some(k) if escapes && rest[k] == b'%' => {
                let hex = rest.get(k + 1..k + 3)?;
                if !hex.iter().all(u8::is_ascii_hexdigit) {
                    return None;
                }
                i += k + 3;
            }
            Some(k) => return Some(i + k),
        }
    }
}

/// The offset of the `:` that ends a leading scheme, if there is one.
fn scheme_end(bytes: &[u8]) -> Option<usize> {
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let len = bytes.iter().position(|&b| !SCHEME_TAIL[b as usize])?;
    (bytes[len] == b':').then_some(len)
}

/// An authority with the form of a `server` is one; any other is a `reg_name`.
fn authority(text: &str) -> Authority<'_> {
    if !Rule::SERVER.matches(text) {
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
