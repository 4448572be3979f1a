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
//! the rule table takes from the grammar file, with each `%` checked as an
//! escape. The scheme and the authority are read by their rules'
//! automata (`scheme`, and `server`, which decides whether an authority is
//! one). No allocation, no parse tree.
//!
//! Any input the pass does not accept goes to the `URI-reference`
//! automaton, which places the error exactly: taken up after the last
//! delimiter the pass read ([`Resume`]), not run again from the start. The pest parser remains the
//! reference: the test suite checks that both give the same verdict, the
//! same components and the same error, on the exhaustive set, the property
//! tests and the corpus.

use std::num::NonZeroUsize;
use std::sync::OnceLock;

use crate::automata::{Automaton, Run};
use crate::dialect::Dialect;
use crate::grammar::{Hooks, NamedGrammar, Rule, named, rfc3986, with_named};

mod offsets;

pub(crate) use offsets::{AuthorityShape, Meta, Shape};

#[cfg(feature = "test-hooks")]
thread_local! {
    static PARSES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Counts one parse of a whole `URI-reference` on this thread, with the
/// `test-hooks` feature, so that the crate's tests can check how often an
/// operation parses.
#[inline]
pub(crate) fn count_parse() {
    #[cfg(feature = "test-hooks")]
    PARSES.with(|n| n.set(n.get() + 1));
}

/// How many times this thread has parsed a whole `URI-reference` (with
/// [`UriReference::parse`], [`UriReference::parse_with_pest`] or
/// [`OwnedUriReference::new`]), with the `test-hooks` feature, which the
/// crate's own tests turn on. The checks of `debug_assert!` are not
/// counted. Not part of the API.
#[doc(hidden)]
#[cfg(feature = "test-hooks")]
#[must_use]
pub fn parse_count() -> u64 {
    PARSES.with(std::cell::Cell::get)
}

/// `$body` with `$syntax` bound to `$dialect`'s syntax: a named grammar's
/// own type, so that the body is compiled for it with its tables known, or
/// the run-time one.
macro_rules! with_syntax {
    ($dialect:expr, |$syntax:ident| $body:expr) => {
        with_named!($dialect, |$syntax| $body, |other| {
            let $syntax = Switched::of(other);
            $body
        })
    };
}

/// [`offsets_of`] in RFC 2396's grammar, with no dispatch on the dialect:
/// what `UriReference::parse` runs. On an input that is no
/// `URI-reference`, where its error's automaton may start
/// ([`Resume`]).
#[inline]
pub(crate) fn strict_offsets(text: &str) -> Result<Meta, Resume> {
    let mut meta = Meta::EMPTY;
    match split(named::Rfc2396, text, &mut meta) {
        Some(()) => Ok(meta),
        None => Err(Resume::of(&meta, text.as_bytes())),
    }
}

/// [`offsets_of`], and on an input that is no `URI-reference` where its
/// error's automaton may start. Only the choice of grammar is inlined: with
/// a constant dialect it folds, and a program links that grammar's pass
/// alone; each pass is one body, wherever it is called from.
#[inline]
pub(crate) fn offsets_or_resume(text: &str, dialect: Dialect) -> Result<Meta, Resume> {
    with_syntax!(dialect, |syntax| offsets_in(syntax, text, dialect))
}

/// [`offsets_or_resume`] in one grammar.
#[inline(never)]
fn offsets_in<S: Syntax>(syntax: S, text: &str, dialect: Dialect) -> Result<Meta, Resume> {
    let mut meta = Meta {
        dialect,
        ..Meta::EMPTY
    };
    match split(syntax, text, &mut meta) {
        Some(()) => Ok(meta),
        None => Err(Resume::of(&meta, text.as_bytes())),
    }
}

/// Where the `URI-reference` automaton may take up an input the pass
/// rejected, rather than at its start: after the last delimiter the pass
/// read that leaves the automaton in a state every input reaches there
/// (the residual language is the same whatever came before it), which a
/// short string of that grammar also reaches. The error's offset and state
/// are found by a run from there, over the bytes the pass had not settled:
/// the same as a run from the start (a debug assertion checks it on every
/// error the tests make), at the cost of the last component.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Resume {
    /// The offset the run starts at.
    pub(crate) at: usize,
    /// A string that leaves the automaton where `at` does.
    pub(crate) like: &'static [u8],
}

impl Resume {
    /// From the start.
    const START: Resume = Resume { at: 0, like: b"" };

    /// Where the pass that filled `meta` got to: in a fragment (what follows
    /// `#` is `fragment` in every grammar), in a query (what follows its
    /// `?` is `query [ "#" fragment ]`), in a path past the `/` after an
    /// authority or a first relative segment (the rest of the path, then the
    /// query and the fragment), or in an authority (what follows `//`, at
    /// the start or after a scheme, is the same: an authority or, in RFC
    /// 2396, a path). Elsewhere, the start.
    #[inline]
    fn of(meta: &Meta, bytes: &[u8]) -> Resume {
        if let Some(fragment) = meta.fragment_start {
            Resume {
                at: fragment.get(),
                like: b"#",
            }
        } else if let Some(query) = meta.query_start {
            Resume {
                at: query.get(),
                like: b"/?",
            }
        } else if matches!(meta.shape, Shape::Net(_) | Shape::Rel)
            && meta.cut > 0
            && bytes.get(meta.cut) == Some(&b'/')
        {
            Resume {
                at: meta.cut + 1,
                like: b"//a/",
            }
        } else if matches!(meta.shape, Shape::Net(_)) {
            Resume {
                at: meta.hier_start() + 2,
                like: b"//",
            }
        } else {
            Resume::START
        }
    }
}

/// The offsets of `text`'s components in `dialect`, found without counting
/// a parse: what a debug assertion compares with the offsets of a value
/// built without parsing.
pub(crate) fn offsets_of(text: &str, dialect: Dialect) -> Option<Meta> {
    offsets_or_resume(text, dialect).ok()
}

/// The kind of an `authority` (a valid `server` or `reg_name`) and, for a
/// server, where its host and port start, counted from the authority's
/// first character: for an authority that was built rather than parsed.
pub(crate) fn classify_authority(
    text: &str,
    dialect: Dialect,
) -> (AuthorityShape, Option<NonZeroUsize>, Option<NonZeroUsize>) {
    let mut meta = Meta::EMPTY;
    fn of<S: Syntax>(syntax: S, text: &str, meta: &mut Meta) -> Option<(usize, AuthorityShape)> {
        authority(syntax, syntax.automata(), text.as_bytes(), 0, meta)
    }
    let found = with_syntax!(dialect, |syntax| of(syntax, text, &mut meta));
    let shape = found.map_or(AuthorityShape::RegName, |(_, shape)| shape);
    (shape, meta.host_start, meta.port_start)
}

/// A grammar as the one-pass parse reads it: a type per grammar, so that
/// each gets its own copy of the parse, with its tables known when it is
/// compiled.
trait Syntax: Copy {
    /// What the pass does besides running the grammar's automata:
    /// constants in a named grammar's copy of the parse.
    fn hooks(self) -> Hooks;
    /// The automata of the grammar's rules that the pass runs, fetched
    /// together: one check that they have been read per parse, not one
    /// per rule.
    fn automata(self) -> &'static Automata;
}

impl<G: NamedGrammar> Syntax for G {
    #[inline]
    fn hooks(self) -> Hooks {
        const { G::DIALECT.hooks() }
    }
    #[inline]
    fn automata(self) -> &'static Automata {
        static AUTOMATA: [OnceLock<Automata>; Dialect::GRAMMARS.len()] =
            [const { OnceLock::new() }; Dialect::GRAMMARS.len()];
        AUTOMATA[G::POSITION].get_or_init(|| Automata::of(G::DIALECT))
    }
}

/// The automata the one-pass parse runs in a grammar, fetched once per
/// parse: each `Rule::automaton` checks that its table has been read (an
/// atomic load and a branch), which a parse paid once per component.
#[derive(Debug)]
struct Automata {
    scheme: &'static Automaton,
    uric: &'static Automaton,
    rel_segment: &'static Automaton,
    path_segments: &'static Automaton,
    reg_name: &'static Automaton,
    server: &'static Automaton,
    /// A fragment's characters: `uric`'s, but in RFC 3987's grammar,
    /// whose `iquery` has characters its `ifragment` has not.
    fragment: &'static Automaton,
    /// Whether each accepting state of `server` is reached only after an
    /// `@` or a `:`, or only without ([`Automaton::accepted_after`]).
    server_after_at_or_colon: Box<[Option<bool>]>,
}

impl Automata {
    /// The automata of `scheme` and of the rules `dialect`'s hooks name for
    /// the pass ([`Hooks::scanned`]).
    fn of(dialect: Dialect) -> Automata {
        let table = dialect.table();
        let [uric, rel_segment, path_segments, reg_name, server, fragment] = dialect
            .hooks()
            .scanned
            .map(|rule| table.rule(rule).automaton());
        Automata {
            scheme: Rule::SCHEME.automaton(),
            uric,
            rel_segment,
            path_segments,
            reg_name,
            server,
            fragment,
            server_after_at_or_colon: server.accepted_after(b"@:"),
        }
    }
}

/// The syntax of a grammar compiled at run time (another choice of
/// switches): its automata looked up once per parse.
#[derive(Clone, Copy)]
struct Switched {
    hooks: Hooks,
    automata: &'static Automata,
}

impl Switched {
    fn of(dialect: Dialect) -> Switched {
        // The rules looked up by name once per choice of switches, not
        // per parse; the cells made when a first such dialect is read, not
        // kept in the static data of every program (40 KB).
        static AUTOMATA: OnceLock<Box<[OnceLock<Automata>]>> = OnceLock::new();
        let cells =
            AUTOMATA.get_or_init(|| (0..Dialect::CHOICES).map(|_| OnceLock::new()).collect());
        let automata = cells[dialect.index()].get_or_init(|| Automata::of(dialect));
        Switched {
            hooks: dialect.hooks(),
            automata,
        }
    }
}

impl Syntax for Switched {
    fn hooks(self) -> Hooks {
        self.hooks
    }
    fn automata(self) -> &'static Automata {
        self.automata
    }
}

/// Records the offsets of `input`'s components in `meta`, which starts
/// as [`Meta::EMPTY`]; `None` when it is not a `URI-reference`.
///
/// It and the functions it calls (`#[inline(always)]` each) are one body
/// in each parse: left to the compiler, they stayed calls, and their
/// entries and exits were about 8% of a line's instructions.
#[inline(always)]
fn split<S: Syntax>(syntax: S, input: &str, meta: &mut Meta) -> Option<()> {
    let bytes = input.as_bytes();
    let automata = syntax.automata();
    let end = match scheme_end_in(automata.scheme, bytes) {
        Some(colon) => {
            meta.scheme_end = Some(colon);
            let start = colon.get() + 1;
            // hier_part starts with "/", opaque_part never does.
            if bytes.get(start) == Some(&b'/') {
                let end = hierarchical(syntax, automata, input, start, meta)?;
                if meta.shape == Shape::Rel {
                    return None;
                }
                end
            } else if !syntax.hooks().opaque_part {
                // RFC 3986: `path-rootless / path-empty`, whose characters
                // are a path's (the first is no "/", see above), then
                // `[ "?" query ]`.
                meta.shape = Shape::Rootless;
                let path_end = run(syntax, bytes, start, automata.path_segments)?;
                query(syntax, automata, bytes, path_end, meta)?
            } else {
                // opaque_part = uric_no_slash *uric: its "?" is its own. The
                // first character is no "/" (see above), so any uric will do,
                // but for those RFC 2732 adds to reserved, which
                // uric_no_slash does not name.
                let end = run(syntax, bytes, start, automata.uric)?;
                // Java's opaque part takes any uric first.
                if end == start
                    || syntax.hooks().ipv6_literals
                        && !syntax.hooks().brackets_outside_the_host
                        && matches!(bytes[start], b'[' | b']')
                {
                    return None;
                }
                meta.shape = Shape::Opaque;
                end
            }
        }
        None if bytes.first().is_none_or(|&b| b == b'#') => 0,
        None => hierarchical(syntax, automata, input, 0, meta)?,
    };
    match bytes.get(end) {
        None => {}
        Some(b'#') => {
            // Set first: a pass that fails in the fragment says so.
            meta.fragment_start = NonZeroUsize::new(end + 1);
            if run(syntax, bytes, end + 1, automata.fragment)? != bytes.len() {
                return None;
            }
        }
        Some(_) => return None,
    }
    Some(())
}

/// Reads `( net_path | abs_path | rel_path ) [ "?" query ]` from `start`
/// into `meta`; returns where they end.
#[inline(always)]
fn hierarchical<S: Syntax>(
    syntax: S,
    automata: &Automata,
    input: &str,
    start: usize,
    meta: &mut Meta,
) -> Option<usize> {
    let bytes = input.as_bytes();
    let path_end = if syntax.hooks().undefined_empty_authority
        && bytes[start..].starts_with(b"//")
        && bytes
            .get(start + 2)
            .is_none_or(|b| matches!(b, b'/' | b'?' | b'#'))
    {
        // Java: "//" and no authority. Undefined when a path, a query or a
        // fragment follows; at the end, no URI ("Expected authority").
        bytes.get(start + 2)?;
        meta.cut = start + 2;
        meta.shape = Shape::Net(AuthorityShape::Undefined);
        abs_path(syntax, automata, bytes, start + 2)?
    } else if bytes[start..].starts_with(b"//") {
        // A path that starts with "//" is a net_path: the authority wins
        // (4.3), and it runs over every reg_name character.
        let (authority_end, shape) = authority(syntax, automata, bytes, start + 2, meta)?;
        // Java's authority is never empty (nor its server).
        if syntax.hooks().undefined_empty_authority && authority_end == start + 2 {
            return None;
        }
        meta.cut = authority_end;
        meta.shape = Shape::Net(shape);
        abs_path(syntax, automata, bytes, authority_end)?
    } else if bytes.get(start) == Some(&b'/') {
        meta.shape = Shape::Abs;
        abs_path(syntax, automata, bytes, start)?
    } else {
        // rel_path = rel_segment [ abs_path ]
        let segment_end = run(syntax, bytes, start, automata.rel_segment)?;
        if segment_end == start {
            // Java: an empty relative path before a query (`?y`).
            if !(syntax.hooks().empty_relative_path && bytes.get(start) == Some(&b'?')) {
                return None;
            }
        }
        meta.cut = segment_end;
        meta.shape = Shape::Rel;
        abs_path(syntax, automata, bytes, segment_end)?
    };
    query(syntax, automata, bytes, path_end, meta)
}

/// Reads `[ "?" query ]` at `path_end` into `meta`; returns where it ends.
#[inline]
fn query<S: Syntax>(
    syntax: S,
    automata: &Automata,
    bytes: &[u8],
    path_end: usize,
    meta: &mut Meta,
) -> Option<usize> {
    if bytes.get(path_end) == Some(&b'?') {
        meta.query_start = NonZeroUsize::new(path_end + 1);
        run(syntax, bytes, path_end + 1, automata.uric)
    } else {
        Some(path_end)
    }
}

/// The end of an `abs_path` at `i`, or `i` itself when none starts there.
#[inline]
fn abs_path<S: Syntax>(syntax: S, automata: &Automata, bytes: &[u8], i: usize) -> Option<usize> {
    if bytes.get(i) == Some(&b'/') {
        run(syntax, bytes, i, automata.path_segments)
    } else {
        Some(i)
    }
}

/// The end of the run, from `i`, of characters that can start the rule of
/// `automaton`, each `%` being an escape; `None` at a `%` that does
/// not start one. In Java's reading, a class that takes escapes takes
/// "other" characters too, decoded where the run meets a byte above
/// US-ASCII.
#[inline(always)]
fn run<S: Syntax>(syntax: S, bytes: &[u8], mut i: usize, automaton: &Automaton) -> Option<usize> {
    let (plain, escapes) = (&automaton.plain, automaton.first[usize::from(b'%')]);
    loop {
        let rest = bytes.get(i..)?;
        let k = span(rest, plain);
        match rest.get(k) {
            None => return Some(bytes.len()),
            Some(b'%') if escapes => {
                let hex = rest.get(k + 1..k + 3)?;
                if !hex.iter().all(u8::is_ascii_hexdigit) {
                    return None;
                }
                i += k + 3;
            }
            Some(&b) if syntax.hooks().other_characters && escapes && b >= 0x80 => {
                match other_len(&rest[k..]) {
                    Some(len) => i += k + len,
                    None => return Some(i + k),
                }
            }
            Some(&b) if syntax.hooks().ucs_characters && b >= 0x80 => {
                match ucs_len(automaton, &rest[k..]) {
                    Some(len) => i += k + len,
                    None => return Some(i + k),
                }
            }
            Some(_) => return Some(i + k),
        }
    }
}

/// The length of the character `bytes` starts with (valid UTF-8: the
/// input is a `str`) when `automaton`, a component's rule, takes it: when
/// its bytes lead from the start to an accepting state, as one character
/// of the component does (every rule `run` reads repeats a class of
/// characters, RFC 3987's `ipchar` and the like, which allows the same
/// characters beyond US-ASCII wherever one stands).
fn ucs_len(automaton: &Automaton, bytes: &[u8]) -> Option<usize> {
    let len = match bytes.first()? {
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF7 => 4,
        _ => return None,
    };
    let state = automaton.advance(automaton.start, bytes.get(..len)?);
    (state != 0 && automaton.accepts(state)).then_some(len)
}

/// The length of the character `bytes` starts with when it is one of
/// java.net.URI's "other" characters: above U+009F, and not a space
/// character (`Character.isSpaceChar`: Zs, Zl, Zp).
fn other_len(bytes: &[u8]) -> Option<usize> {
    let len = match bytes.first()? {
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF7 => 4,
        _ => return None,
    };
    let c = std::str::from_utf8(bytes.get(..len)?)
        .ok()?
        .chars()
        .next()?;
    let space = matches!(
        c,
        '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{2028}' | '\u{2029}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    );
    (c > '\u{9F}' && !space).then_some(len)
}

/// The length of the longest prefix of `bytes` in `class`. Eight bytes at
/// a time: eight independent look-ups make a mask whose trailing ones
/// count the bytes in the class, with one branch per eight bytes.
#[inline]
fn span(bytes: &[u8], class: &[bool; 256]) -> usize {
    let mask = |chunk: &[u8]| {
        chunk.iter().enumerate().fold(0u32, |mask, (i, &b)| {
            mask | u32::from(class[usize::from(b)]) << i
        })
    };
    let Some(last) = bytes.len().checked_sub(8) else {
        return bytes
            .iter()
            .position(|&b| !class[usize::from(b)])
            .unwrap_or(bytes.len());
    };
    let mut k = 0;
    for chunk in bytes.chunks_exact(8) {
        let m = mask(chunk);
        if m != 0xFF {
            return k + m.trailing_ones() as usize;
        }
        k += 8;
    }
    // Every whole word is in the class; the last eight bytes (which may
    // overlap the last word) settle the rest.
    last + mask(&bytes[last..]).trailing_ones() as usize
}

/// The offset of the `:` that ends a leading scheme, if there is one: where
/// the `scheme` rule's automaton stops, in an accepting state, at a ":".
#[inline(always)]
fn scheme_end_in(scheme: &Automaton, bytes: &[u8]) -> Option<NonZeroUsize> {
    let (&first, rest) = bytes.split_first()?;
    let state = scheme.step(scheme.start, first);
    if state == 0 {
        return None;
    }
    // After its first letter, the automaton stays in one state over the
    // rest of the scheme: skip that run in a tight loop.
    let row = scheme.row(state);
    let len = 1 + rest.iter().position(|&b| row[usize::from(b)] != state)?;
    let stop = bytes[len];
    if stop == b':' && scheme.accepts(state) {
        return NonZeroUsize::new(len);
    }
    if row[usize::from(stop)] == 0 {
        return None;
    }
    // Another live state: the whole run decides.
    match scheme.run(bytes) {
        Run::Stopped { offset, state }
            if bytes.get(offset) == Some(&b':') && scheme.accepts(state) =>
        {
            NonZeroUsize::new(offset)
        }
        _ => None,
    }
}

/// Reads the `authority` that starts at `start`, after "//": returns where
/// it ends and its kind, and records where a server's host and port start;
/// `None` at a `%` that starts no escape.
///
/// One pass of the `server` rule's automaton decides the common case: it
/// stops at the first byte that no server can have there, and when that
/// byte can follow an authority ("/", "?", "#" or the end) in an accepting
/// state, the authority is that server. Anything else is a `reg_name` (every
/// server character is a reg_name character), or no authority at all, and
/// the reg_name run settles its end.
#[inline(always)]
fn authority<S: Syntax>(
    syntax: S,
    automata: &Automata,
    bytes: &[u8],
    start: usize,
    meta: &mut Meta,
) -> Option<(usize, AuthorityShape)> {
    let server = automata.server;
    let rest = bytes.get(start..)?;
    let mut state = server.start;
    let mut len = rest.len();
    let mut i = 0;
    while i < rest.len() {
        // Most bytes are the letters and digits of a label, which keep
        // the state: a run of them is found eight bytes at a time, one
        // loop exit a label.
        if server.stays_alnum(state) {
            i += crate::automata::alnum_run(&rest[i..]);
            if i == rest.len() {
                break;
            }
        }
        let byte = rest[i];
        let next = server.step(state, byte);
        if next == 0 {
            len = i;
            break;
        }
        state = next;
        i += 1;
    }
    let accepted = server.accepts(state);
    let ends = rest
        .get(len)
        .is_none_or(|b| matches!(b, b'/' | b'?' | b'#'));
    if !(ends && accepted) {
        // RFC 3986 has no other kind of authority.
        if !syntax.hooks().reg_name_authority {
            return None;
        }
        return Some((
            run(syntax, bytes, start, automata.reg_name)?,
            AuthorityShape::RegName,
        ));
    }
    let end = start + len;
    if len == 0 {
        // RFC 3986's authority always has a host: here an empty reg-name.
        let shape = if syntax.hooks().reg_name_authority {
            AuthorityShape::EmptyServer
        } else {
            AuthorityShape::RegNameHost
        };
        return Some((end, shape));
    }
    let text = &rest[..len];
    // Whether the server holds an "@" or a ":": told by the state it ends
    // in, but for the few states reached both ways.
    let at_or_colon = automata.server_after_at_or_colon[usize::from(state)]
        .unwrap_or_else(|| text.iter().any(|&b| matches!(b, b'@' | b':')));
    // A server has at most one "@", and neither its host nor its port
    // holds ":": the "@" ends the userinfo and the ":" after it (or the
    // only one) starts the port. Most have neither.
    let (mut host_start, mut host_end) = (0, len);
    if at_or_colon {
        if let Some(at) = text.iter().position(|&b| b == b'@') {
            host_start = at + 1;
            meta.host_start = NonZeroUsize::new(start + host_start);
        }
        // An IPv6reference holds ":"s of its own: the port's follows its "]".
        let after = if syntax.hooks().ipv6_literals && text.get(host_start) == Some(&b'[') {
            text.iter()
                .position(|&b| b == b']')
                .map_or(len, |close| close + 1)
        } else {
            host_start
        };
        if let Some(colon) = text[after..].iter().position(|&b| b == b':') {
            host_end = after + colon;
            meta.port_start = NonZeroUsize::new(start + host_end + 1);
        }
    }
    // A hostname's toplabel starts with a letter; an IPv4address has none;
    // an IPv6reference alone starts with "[".
    let host = &rest[host_start..host_end];
    let shape = if syntax.hooks().ipv6_literals && host.first() == Some(&b'[') {
        if syntax.hooks().ipv_future && matches!(host.get(1), Some(b'v' | b'V')) {
            AuthorityShape::IpvFuture
        } else {
            AuthorityShape::Ipv6
        }
    } else if !syntax.hooks().reg_name_authority {
        // RFC 3986 3.2.2: "If host matches the rule for IPv4address, then it
        // should be considered an IPv4 address literal and not a reg-name."
        if host.iter().all(|&b| b.is_ascii_digit() || b == b'.')
            && rfc3986::IPV4ADDRESS.automaton().matches(host)
        {
            AuthorityShape::Ipv4
        } else {
            AuthorityShape::RegNameHost
        }
    } else if host.iter().all(|&b| b.is_ascii_digit() || b == b'.')
        // Java's single label of digits, with or without its final dot, is
        // a hostname; an IPv4address has three dots and none last.
        && !(syntax.hooks().single_label_hostnames
            && (!host.contains(&b'.') || host.last() == Some(&b'.')))
    {
        AuthorityShape::Ipv4
    } else {
        AuthorityShape::Hostname
    };
    Some((end, shape))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The server's accepting state tells whether an `@` or a `:` was
    /// stepped, truly, in every named grammar: every string of up to five
    /// bytes over an alphabet of the server's kinds of characters, at
    /// every prefix the automaton accepts. In RFC 2396's server the state
    /// alone always tells.
    #[test]
    fn the_servers_state_tells_an_at_or_a_colon() {
        const ALPHABET: &[u8] = b"a1.-@:[]%v";
        let grammars = Dialect::GRAMMARS.map(|dialect| with_syntax!(dialect, |s| s.automata()));
        for automata in grammars {
            let server = automata.server;
            let after = &automata.server_after_at_or_colon;
            let mut strings = vec![Vec::new()];
            for _ in 0..5 {
                strings = strings
                    .iter()
                    .flat_map(|s| {
                        ALPHABET.iter().map(move |&b| {
                            let mut s: Vec<u8> = s.clone();
                            s.push(b);
                            s
                        })
                    })
                    .collect();
                for s in &strings {
                    let state = server.advance(server.start, s);
                    if server.accepts(state) {
                        let marked = s.iter().any(|&b| matches!(b, b'@' | b':'));
                        if let Some(told) = after[usize::from(state)] {
                            assert_eq!(told, marked, "{}: {s:?}", server.name);
                        }
                    }
                }
            }
        }
        let strict = named::Rfc2396.automata();
        for state in 0..strict.server.states() {
            assert!(
                !strict.server.accepts(state)
                    || strict.server_after_at_or_colon[usize::from(state)].is_some()
            );
        }
    }
}
