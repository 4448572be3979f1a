//! What the two benchmark binaries share: the corpus, the parsers under test
//! and the long inputs of the scaling run.
//!
//! Each parser is a plain `fn(&str) -> bool` that parses one line and keeps
//! the whole result alive through [`black_box`], so no parser's work can be
//! optimised away and every one pays the same indirect call.

#![allow(dead_code)] // each binary uses a different part of this module

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::LazyLock;

use uri2396::grammar::Rule;

// Shared with the scaling run of the tool's package (cli/benches/scaling.rs).
mod sizes;
pub use sizes::SCALING_SIZES;

/// The reference every ratio is taken against.
pub const BASELINE: &str = "fluent-uri";

/// A parser under test: its name in the tables and a function that parses
/// one line and says whether it was accepted.
pub struct Parser {
    pub name: &'static str,
    pub parse: fn(&str) -> bool,
}

/// Keeps `result` alive through `black_box` and says whether it is `Ok`.
#[inline(always)]
fn keep<T, E>(result: Result<T, E>) -> bool {
    let ok = result.is_ok();
    let _ = black_box(result);
    ok
}

/// The rule `URI-reference`, looked up once rather than on every line: the
/// DFA's and the tree's.
static URI_REFERENCE: LazyLock<Rule> =
    LazyLock::new(|| Rule::find("URI-reference").expect("the grammar has a URI-reference rule"));

pub fn uri2396_typed(s: &str) -> bool {
    keep(uri2396::UriReference::parse(black_box(s)))
}

pub fn uri2396_rfc2732(s: &str) -> bool {
    keep(uri2396::UriReference::parse_in(
        black_box(s),
        uri2396::Dialect::RFC2732,
    ))
}

pub fn uri2396_java(s: &str) -> bool {
    keep(uri2396::UriReference::parse_in(
        black_box(s),
        uri2396::Dialect::JAVA,
    ))
}

pub fn uri2396_rfc3986(s: &str) -> bool {
    keep(uri2396::UriReference::parse_in(
        black_box(s),
        uri2396::Dialect::RFC3986,
    ))
}

/// A dialect compiled at run time: Java's switches but `ports`.
static JAVA_WITHOUT_PORTS: LazyLock<uri2396::Dialect> =
    LazyLock::new(|| uri2396::Dialect::JAVA.without(uri2396::Switch::Ports));

pub fn uri2396_switched(s: &str) -> bool {
    keep(uri2396::UriReference::parse_in(
        black_box(s),
        *JAVA_WITHOUT_PORTS,
    ))
}

pub fn uri2396_tree(s: &str) -> bool {
    keep(uri2396::Tree::parse(*URI_REFERENCE, black_box(s)))
}

pub fn uri2396_dfa(s: &str) -> bool {
    black_box(URI_REFERENCE.matches(black_box(s)))
}

pub fn uri2396_valid_rfc2732(s: &str) -> bool {
    black_box(uri2396::UriReference::is_valid_in(
        black_box(s),
        uri2396::Dialect::RFC2732,
    ))
}

pub fn uri2396_valid_java(s: &str) -> bool {
    black_box(uri2396::UriReference::is_valid_in(
        black_box(s),
        uri2396::Dialect::JAVA,
    ))
}

pub fn uri2396_valid_rfc3986(s: &str) -> bool {
    black_box(uri2396::UriReference::is_valid_in(
        black_box(s),
        uri2396::Dialect::RFC3986,
    ))
}

pub fn fluent_uri(s: &str) -> bool {
    keep(fluent_uri::UriRef::parse(black_box(s)))
}

/// RFC 3987's reading: on ASCII input it accepts what RFC 3986's does.
pub fn uri2396_rfc3987(s: &str) -> bool {
    keep(uri2396::UriReference::parse_in(
        black_box(s),
        uri2396::Dialect::RFC3987,
    ))
}

pub fn oxiri(s: &str) -> bool {
    keep(oxiri::IriRef::parse(black_box(s)))
}

pub fn iri_string(s: &str) -> bool {
    keep(iri_string::types::UriReferenceStr::new(black_box(s)))
}

/// iri-string's IRI parse (RFC 3987), beside its URI parse.
pub fn iri_string_iri(s: &str) -> bool {
    keep(iri_string::types::IriReferenceStr::new(black_box(s)))
}

pub fn uriparse(s: &str) -> bool {
    keep(uriparse::URIReference::try_from(black_box(s)))
}

pub fn http(s: &str) -> bool {
    keep(http::Uri::from_str(black_box(s)))
}

pub fn url(s: &str) -> bool {
    keep(url::Url::parse(black_box(s)))
}

/// Every parser, uri2396's eleven ways first (the typed parse in each
/// named dialect and in one compiled at run time, the tree, the DFA, and
/// `is_valid_in` in the other named dialects), the baseline next.
pub const PARSERS: &[Parser] = &[
    Parser {
        name: "uri2396 typed",
        parse: uri2396_typed,
    },
    Parser {
        name: "uri2396 typed, RFC 2732",
        parse: uri2396_rfc2732,
    },
    Parser {
        name: "uri2396 typed, java",
        parse: uri2396_java,
    },
    Parser {
        name: "uri2396 typed, RFC 3986",
        parse: uri2396_rfc3986,
    },
    Parser {
        name: "uri2396 typed, RFC 3987",
        parse: uri2396_rfc3987,
    },
    Parser {
        name: "uri2396 typed, java without ports",
        parse: uri2396_switched,
    },
    Parser {
        name: "uri2396 tree",
        parse: uri2396_tree,
    },
    Parser {
        name: "uri2396 DFA",
        parse: uri2396_dfa,
    },
    Parser {
        name: "uri2396 is_valid_in, RFC 2732",
        parse: uri2396_valid_rfc2732,
    },
    Parser {
        name: "uri2396 is_valid_in, java",
        parse: uri2396_valid_java,
    },
    Parser {
        name: "uri2396 is_valid_in, RFC 3986",
        parse: uri2396_valid_rfc3986,
    },
    Parser {
        name: "fluent-uri",
        parse: fluent_uri,
    },
    Parser {
        name: "oxiri",
        parse: oxiri,
    },
    Parser {
        name: "iri-string",
        parse: iri_string,
    },
    Parser {
        name: "iri-string, IRI",
        parse: iri_string_iri,
    },
    Parser {
        name: "uriparse",
        parse: uriparse,
    },
    Parser {
        name: "http",
        parse: http,
    },
    Parser {
        name: "url",
        parse: url,
    },
];

/// The parsers of the scaling run: uri2396's eleven ways (the typed parse
/// in RFC 2396's, RFC 2732's, java.net.URI's, RFC 3986's and RFC 3987's
/// readings and in one compiled at run time, the tree, the DFA in each
/// named dialect) and the baseline, the first twelve of [`PARSERS`].
pub const SCALING_PARSERS: &[Parser] = PARSERS.split_at(12).0;

/// Fixed inputs: a short, a typical and a long reference.
pub fn fixed_uris() -> Vec<(&'static str, String)> {
    let mut long = String::from("http://www.example.com:8080");
    for i in 0..40 {
        long.push_str(&format!("/segment{i};type=a;v={i}"));
    }
    long.push_str("?query=one&two=2&three=%20three#fragment");
    vec![
        ("short", "http://a/b".to_owned()),
        (
            "typical",
            "http://www.ietf.org/rfc/rfc2396.txt?x=1#top".to_owned(),
        ),
        ("long", long),
    ]
}

/// The corpus: its text and where it came from.
pub struct Corpus {
    pub path: PathBuf,
    pub text: String,
}

impl Corpus {
    /// Reads `$URI2396_CORPUS` when set (as `tests/fast_path.rs` does), else
    /// `../shared/corpus/real-uris.txt` beside the crate when it is there,
    /// otherwise the sample committed in `tests/data`, saying so on stderr.
    pub fn load() -> Corpus {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let full = std::env::var_os("URI2396_CORPUS").map_or_else(
            || root.join("../shared/corpus/real-uris.txt"),
            PathBuf::from,
        );
        let path = if full.is_file() {
            full
        } else {
            let sample = root.join("tests/data/corpus-sample.txt");
            eprintln!(
                "{} not found: using the sample {} instead",
                full.display(),
                sample.display()
            );
            sample
        };
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        Corpus { path, text }
    }

    /// One URI per line.
    pub fn lines(&self) -> Vec<&str> {
        self.text.lines().collect()
    }
}

/// Parses every line once; returns how many were accepted.
#[inline(never)]
pub fn pass(parse: fn(&str) -> bool, lines: &[&str]) -> usize {
    lines.iter().filter(|line| parse(line)).count()
}

/// One reference of about `len` bytes: `http://example.com/`, then
/// `segment;p/` repeated, then `?q`. Valid for RFC 2396 and RFC 3986 alike.
pub fn long_uri(len: usize) -> String {
    const HEAD: &str = "http://example.com/";
    const SEGMENT: &str = "segment;p/";
    let mut s = String::with_capacity(len + SEGMENT.len());
    s.push_str(HEAD);
    while s.len() + SEGMENT.len() + 2 <= len {
        s.push_str(SEGMENT);
    }
    s.push_str("?q");
    s
}

/// Words of Japanese a copy of the corpus puts into its references.
const JAPANESE_WORDS: [&str; 8] = [
    "表示",
    "一覧",
    "東京",
    "ユーザー",
    "検索",
    "お知らせ",
    "日本語",
    "詳細",
];

/// A Japanese copy of `lines`, for the IRI readers: nine in ten of the
/// lines with an authority (`//`) get a Japanese word as a last path
/// segment, before the query or the fragment, which makes an IRI of RFC
/// 3987 of a URI. Chosen by a fixed generator (xorshift, seeded 3987), so
/// that every run reads the same copy.
pub fn japanese_copy(lines: &[&str]) -> Vec<String> {
    let mut state: u64 = 3987;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    lines
        .iter()
        .map(|line| {
            let roll = next();
            let authority = line
                .find("//")
                .filter(|&at| at == 0 || line[..at].ends_with(':'));
            let Some(at) = authority.filter(|_| roll % 10 != 0) else {
                return (*line).to_owned();
            };
            let end = line[at + 2..]
                .find(['?', '#'])
                .map_or(line.len(), |i| at + 2 + i);
            let word = JAPANESE_WORDS[(roll >> 8) as usize % JAPANESE_WORDS.len()];
            let slash = if line[..end].ends_with('/') { "" } else { "/" };
            format!("{}{slash}{word}{}", &line[..end], &line[end..])
        })
        .collect()
}
