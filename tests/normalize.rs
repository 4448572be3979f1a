//! Normalization and equivalence (RFC 2396 section 6, 2.4.2): the cases of
//! `tests/data/normalize/cases.txt`, the options, and property tests that
//! normalizing is idempotent, keeps validity, and maps equivalent
//! variants of a URI to one string.

use crate::support;

use support::{peak_bytes, same};

use std::path::Path;

use proptest::prelude::*;
use proptest::string::string_regex;
use uri2396::UriReference;
use uri2396::normalize::{
    DEFAULT_PORTS, NormalizeOptions, equivalent, equivalent_with, normalize, normalize_with,
};

fn cases() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/normalize/cases.txt");
    let text = std::fs::read_to_string(path).expect("tests/data/normalize/cases.txt");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let (Some(input), Some(expected), None) = (words.next(), words.next(), words.next())
            else {
                panic!("a case is an input and its normal form: {line:?}");
            };
            (input.to_string(), expected.to_string())
        })
        .collect()
}

#[test]
fn every_case() {
    let cases = cases();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    let mut failures = Vec::new();
    for (input, expected) in &cases {
        match normalize(input) {
            Ok(normal) if normal.as_str() == expected => {
                // The normal form is a valid reference, and its own normal form.
                if UriReference::parse(normal.as_str()).is_err() {
                    failures.push(format!("{input}: {normal} does not parse"));
                } else if normalize(normal.as_str()).unwrap() != normal {
                    failures.push(format!("{input}: {normal} is not its own normal form"));
                } else if !equivalent(input, expected).unwrap() {
                    failures.push(format!("{input}: not equivalent to {expected}"));
                }
            }
            Ok(normal) => failures.push(format!("{input}: {normal}, not {expected}")),
            Err(e) => failures.push(format!("{input}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn empty_references() {
    assert_eq!(normalize("").unwrap().as_str(), "");
    assert_eq!(normalize("#%7e").unwrap().as_str(), "#~");
    assert!(equivalent("", "").unwrap());
}

#[test]
fn equivalence_is_not_looser_than_the_rfc() {
    for (a, b) in [
        // A reserved character and its escape differ (2.2, 2.4.2).
        ("http://a/b%2Fc", "http://a/b/c"),
        ("http://a/?x%3Dy", "http://a/?x=y"),
        // Only scheme and host are case-insensitive.
        ("http://a/B", "http://a/b"),
        ("http://U@a/", "http://u@a/"),
        ("x://Reg_Name/", "x://reg_name/"),
        // An empty path is not "/" in RFC 2396.
        ("http://a", "http://a/"),
        // Another port, or a port of a scheme without a known default.
        ("http://a:8080/", "http://a/"),
        ("foo://a:80/", "foo://a/"),
        // Fragments count.
        ("http://a/#x", "http://a/#y"),
        ("http://a/", "http://a/#"),
        // A relative path's dot segments mean something against a base.
        ("./g", "g"),
        ("%2E%2E/g", "../g"),
    ] {
        assert!(!equivalent(a, b).unwrap(), "{a} and {b}");
    }
}

#[test]
fn invalid_input_is_an_error() {
    let err = normalize("http://a b/").unwrap_err();
    assert_eq!(err.offset(), 8);
    assert!(equivalent("http://a/", "?y").is_err());
}

#[test]
fn default_ports_table() {
    let options = NormalizeOptions::default();
    assert_eq!(options, NormalizeOptions::new());
    assert_eq!(options.default_ports.len(), DEFAULT_PORTS.len());
    for (scheme, port) in [
        ("http", 80),
        ("https", 443),
        ("ftp", 21),
        ("gopher", 70),
        ("telnet", 23),
        ("news", 119),
        ("nntp", 119),
        ("ldap", 389),
    ] {
        assert_eq!(options.default_port(scheme), Some(port), "{scheme}");
        assert_eq!(
            options.default_port(&scheme.to_uppercase()),
            Some(port),
            "{scheme}"
        );
    }
    assert_eq!(options.default_port("mailto"), None);
    let mut sorted = DEFAULT_PORTS.to_vec();
    sorted.sort();
    assert_eq!(sorted, DEFAULT_PORTS);
}

#[test]
fn default_ports_can_be_added_and_removed() {
    let options = NormalizeOptions::new()
        .with_default_port("SVN", 3690)
        .with_default_port("http", 8080)
        .without_default_port("FTP");
    assert_eq!(options.default_port("svn"), Some(3690));
    let cases = [
        ("svn://h:3690/r", "svn://h/r"),
        ("http://h:8080/", "http://h/"),
        ("http://h:80/", "http://h:80/"),
        ("ftp://h:21/", "ftp://h:21/"),
        ("ftp://h:/", "ftp://h/"),
    ];
    for (input, expected) in cases {
        assert_eq!(normalize_with(input, &options).unwrap().as_str(), expected);
    }
    assert!(equivalent_with("svn://h/r", "SVN://H:3690/r", &options).unwrap());
    assert!(!equivalent("svn://h/r", "svn://h:3690/r").unwrap());
}

#[test]
fn options_serialize_with_their_defaults() {
    let json = serde_json::to_value(NormalizeOptions::default()).unwrap();
    assert_eq!(json["default_ports"]["http"], 80);
    assert_eq!(
        serde_json::from_value::<NormalizeOptions>(json).unwrap(),
        NormalizeOptions::default()
    );
    assert_eq!(
        serde_json::from_str::<NormalizeOptions>("{}").unwrap(),
        NormalizeOptions::default()
    );
    let custom: NormalizeOptions =
        serde_json::from_str(r#"{"default_ports": {"svn": 3690}}"#).unwrap();
    assert_eq!(custom.default_ports.len(), 1);
    assert_eq!(custom.default_port("svn"), Some(3690));
    assert!(serde_json::from_str::<NormalizeOptions>(r#"{"default_ports": {"x": -1}}"#).is_err());
}

// Generated references: every kind, with mixed case, escapes of all sorts,
// ports and dot segments.

fn re(pattern: &str) -> BoxedStrategy<String> {
    string_regex(pattern).expect("valid test regex").boxed()
}

/// A path segment: letters, escapes (unreserved or not, either hex case),
/// dots, parameters.
fn segment() -> BoxedStrategy<String> {
    prop_oneof![
        re("([a-zA-Z0-9~:@&=+$,-]|%[0-9a-fA-F]{2}|%2[eE]|%7[eE]){0,4}"),
        prop::sample::select(vec![".", "..", "%2e", "%2E%2e", "", "a;p", "..;p", "g:h"])
            .prop_map(str::to_string),
    ]
    .boxed()
}

fn absolute_path() -> BoxedStrategy<String> {
    prop::collection::vec(segment(), 1..6)
        .prop_map(|s| format!("/{}", s.join("/")))
        .boxed()
}

fn host() -> BoxedStrategy<String> {
    prop_oneof![
        re("([a-zA-Z][a-zA-Z0-9]{0,2}\\.){0,2}[a-zA-Z][a-zA-Z0-9-]{0,3}[a-zA-Z0-9]\\.?"),
        re("[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}"),
    ]
    .boxed()
}

fn authority() -> BoxedStrategy<String> {
    prop_oneof![
        4 => (
            prop::option::of(re("([a-zA-Z0-9;:&=+$,]|%[0-9a-fA-F]{2}){0,4}")),
            host(),
            prop::option::of(prop::sample::select(vec!["", "80", "080", "443", "21", "8080", "0"])),
        )
            .prop_map(|(userinfo, host, port)| {
                let mut s = userinfo.map(|u| format!("{u}@")).unwrap_or_default();
                s.push_str(&host);
                if let Some(p) = port {
                    s.push(':');
                    s.push_str(p);
                }
                s
            }),
        1 => re("([a-zA-Z0-9$,;:@&=+_]|%[0-9a-fA-F]{2}){1,6}"),
        1 => Just(String::new()),
    ]
    .boxed()
}

fn uric(max: usize) -> BoxedStrategy<String> {
    re(&format!(
        "([a-zA-Z0-9;/?:@&=+$,._~-]|%[0-9a-fA-F]{{2}}){{0,{max}}}"
    ))
}

/// Any URI reference: absolute (hierarchical or opaque) or relative.
fn reference() -> BoxedStrategy<String> {
    let scheme = prop::sample::select(vec!["http", "HTTP", "Https", "ftp", "foo", "news", "ldap"]);
    let query = prop::option::of(uric(6));
    let fragment = prop::option::of(uric(6));
    let hierarchical = (
        prop::option::of(scheme.clone()),
        prop::option::of(authority()),
        prop::option::of(absolute_path()),
    )
        .prop_filter_map("no path", |(scheme, authority, path)| {
            let mut s = scheme.map(|s| format!("{s}:")).unwrap_or_default();
            match (authority, path) {
                (Some(a), path) => s.push_str(&format!("//{a}{}", path.unwrap_or_default())),
                // Without authority, a path must not start with "//".
                (None, Some(p)) if !p.starts_with("//") => s.push_str(&p),
                _ => return None,
            }
            Some(s)
        });
    let relative_path = (
        prop_oneof![
            re("([a-zA-Z0-9;@&=+$,~-]|%[0-9a-fA-F]{2}){1,4}"),
            prop::sample::select(vec![".", "..", "%2e", "%2E%2e"]).prop_map(str::to_string),
        ],
        prop::option::of(absolute_path()),
    )
        .prop_map(|(first, rest)| format!("{first}{}", rest.unwrap_or_default()));
    let opaque = (scheme, re("([a-zA-Z0-9;?:@&=+$,~-]|%[0-9a-fA-F]{2}){1,6}"))
        .prop_map(|(s, o)| format!("{s}:{o}"));
    (
        prop_oneof![4 => hierarchical, 2 => relative_path, 1 => opaque],
        query,
        fragment,
    )
        .prop_map(|(mut s, query, fragment)| {
            // An opaque part has no query: a "?" would join it.
            if let Some(q) = query {
                s.push('?');
                s.push_str(&q);
            }
            if let Some(f) = fragment {
                s.push('#');
                s.push_str(&f);
            }
            s
        })
        .boxed()
}

/// A canonical absolute URI, as parts: scheme (lower case, with a known
/// default port), userinfo, host (lower case), path segments, query,
/// fragment, all without escapes.
#[derive(Debug, Clone)]
struct Canonical {
    scheme: &'static str,
    userinfo: Option<String>,
    host: String,
    segments: Vec<String>,
    query: Option<String>,
    fragment: Option<String>,
}

fn canonical() -> impl Strategy<Value = Canonical> {
    (
        prop::sample::select(vec!["http", "https", "ftp", "gopher", "telnet", "ldap"]),
        prop::option::of(re("[a-z0-9;:&=+$,._~-]{0,5}")),
        re("([a-z][a-z0-9]{0,2}\\.){0,2}[a-z][a-z0-9-]{0,3}[a-z0-9]"),
        prop::collection::vec(re("[a-zA-Z0-9:@&=+$,._~!*'()-]{0,5}"), 0..4),
        prop::option::of(re("[a-zA-Z0-9;/?:@&=+$,._~-]{0,6}")),
        prop::option::of(re("[a-zA-Z0-9;/?:@&=+$,._~-]{0,6}")),
    )
        .prop_map(
            |(scheme, userinfo, host, segments, query, fragment)| Canonical {
                scheme,
                userinfo,
                host,
                segments,
                query,
                fragment,
            },
        )
}

/// How to disguise a canonical URI: one random choice per character.
#[derive(Debug, Clone)]
struct Disguise {
    /// Upper-case the character at these positions of scheme and host.
    upper: Vec<bool>,
    /// Escape the character (an unreserved one) at these positions.
    escape: Vec<bool>,
    /// Write escapes with lower-case hex.
    lower_hex: bool,
    /// Add the port: none, the default, the default with a leading zero,
    /// or an empty one.
    port: u8,
    /// Insert "./" or "x/../" before these segments.
    dots: Vec<u8>,
}

fn disguise() -> impl Strategy<Value = Disguise> {
    (
        prop::collection::vec(any::<bool>(), 64),
        prop::collection::vec(prop::bool::weighted(0.3), 64),
        any::<bool>(),
        0u8..4,
        prop::collection::vec(0u8..4, 8),
    )
        .prop_map(|(upper, escape, lower_hex, port, dots)| Disguise {
            upper,
            escape,
            lower_hex,
            port,
            dots,
        })
}

fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c)
}

impl Canonical {
    fn text(&self) -> String {
        self.write(None)
    }

    /// The URI, written plainly or in disguise.
    fn write(&self, d: Option<&Disguise>) -> String {
        let mut at = 0usize;
        let mut next = |v: &[bool]| {
            at += 1;
            v.get(at % v.len()).copied().unwrap_or(false)
        };
        let mut case = |s: &str, d: Option<&Disguise>| -> String {
            s.chars()
                .map(|c| match d {
                    Some(d) if next(&d.upper) => c.to_ascii_uppercase(),
                    _ => c,
                })
                .collect()
        };
        let scheme = case(self.scheme, d);
        let host = case(&self.host, d);
        let mut at = 0usize;
        let mut escape = |s: &str| -> String {
            s.chars()
                .map(|c| match d {
                    Some(d)
                        if is_unreserved(c) && {
                            at += 1;
                            d.escape[at % d.escape.len()]
                        } =>
                    {
                        let e = format!("%{:02X}", c as u32);
                        if d.lower_hex { e.to_lowercase() } else { e }
                    }
                    _ => c.to_string(),
                })
                .collect()
        };
        let mut s = format!("{scheme}://");
        if let Some(u) = &self.userinfo {
            s.push_str(&escape(u));
            s.push('@');
        }
        s.push_str(&host);
        let default = NormalizeOptions::default()
            .default_port(self.scheme)
            .unwrap();
        match d.map_or(0, |d| d.port) {
            1 => s.push_str(&format!(":{default}")),
            2 => s.push_str(&format!(":0{default}")),
            3 => s.push(':'),
            _ => {}
        }
        for (i, segment) in self.segments.iter().enumerate() {
            match d.map_or(0, |d| d.dots[i % d.dots.len()]) {
                1 => s.push_str("/."),
                2 => s.push_str("/x/.."),
                3 => s.push_str("/%2E/y/%2e%2E"),
                _ => {}
            }
            s.push('/');
            s.push_str(&escape(segment));
        }
        if let Some(q) = &self.query {
            s.push('?');
            s.push_str(&escape(q));
        }
        if let Some(f) = &self.fragment {
            s.push('#');
            s.push_str(&escape(f));
        }
        s
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Normalizing keeps validity and is idempotent.
    #[test]
    fn normalizing_is_idempotent_and_valid(uri in reference()) {
        prop_assume!(UriReference::parse(&uri).is_ok());
        let once = normalize(&uri).unwrap();
        let parsed = UriReference::parse(once.as_str());
        prop_assert!(parsed.is_ok(), "{} gives {}", uri, once);
        let parsed = parsed.unwrap();
        let original = UriReference::parse(&uri).unwrap();
        prop_assert_eq!(parsed.is_absolute(), original.is_absolute());
        prop_assert_eq!(parsed.path_kind(), original.path_kind());
        let twice = normalize(once.as_str()).unwrap();
        prop_assert_eq!(&twice, &once, "from {}", uri);
        prop_assert!(equivalent(&uri, once.as_str()).unwrap());
    }

    /// Variants of one URI by case, escapes of unreserved characters,
    /// default or empty ports and dot segments are equivalent, and
    /// normalize to the same string.
    #[test]
    fn equivalent_variants_normalize_alike(c in canonical(), d in disguise()) {
        let plain = c.text();
        let variant = c.write(Some(&d));
        prop_assert!(UriReference::parse(&plain).is_ok(), "{}", plain);
        prop_assert!(UriReference::parse(&variant).is_ok(), "{}", variant);
        prop_assert_eq!(normalize(&variant).unwrap(), normalize(&plain).unwrap(), "{} and {}", variant, plain);
        prop_assert!(equivalent(&variant, &plain).unwrap());
    }
}

// Hostile shapes: long runs of escapes and dot segments, checked for their
// results; the memory they take is measured by the allocator below.

fn normal(uri: &str) -> String {
    normalize(uri).unwrap().as_str().to_string()
}

#[test]
fn long_runs_of_escapes() {
    let n = 50_000;
    let tildes = "~".repeat(n);
    same(
        &normal(&format!("http://h/{}", "%7e".repeat(n))),
        &format!("http://h/{tildes}"),
    );
    same(
        &normal(&format!(
            "http://h/?{}#{}",
            "%2f".repeat(n),
            "%7E".repeat(n)
        )),
        &format!("http://h/?{}#{tildes}", "%2F".repeat(n)),
    );
    // In a rel_path, an escaped "." or ".." stays escaped, in upper case.
    same(&normal(&"%2e/".repeat(n)), &"%2E/".repeat(n));
    same(&normal(&"%2e%2E/".repeat(n)), &"%2E%2E/".repeat(n));
    same(&normal(&"%61/".repeat(n)), &"a/".repeat(n));
    // A host of escapes becomes a host name, in lower case.
    same(
        &normal(&format!("http://{}:80/", "%41".repeat(n))),
        &format!("http://{}/", "a".repeat(n)),
    );
}

#[test]
fn long_chains_of_dot_segments() {
    let n = 100_000;
    same(
        &normal(&format!("http://h/{}g", "a/../".repeat(n))),
        "http://h/g",
    );
    same(
        &normal(&format!("http://h/{}{}g", "a/".repeat(n), "../".repeat(n))),
        "http://h/g",
    );
    same(&normal(&format!("/{}g", "./".repeat(n))), "/g");
    // Above the root they stay.
    let climb = format!("http://h/{}g", "../".repeat(n));
    same(&normal(&climb), &climb);
    // A million empty segments.
    let slashes = format!("http://h{}", "/".repeat(1_000_000));
    same(&normal(&slashes), &slashes);
    // A relative path keeps its dot segments.
    let relative = format!("{}g", "../".repeat(n));
    same(&normal(&relative), &relative);
}

#[test]
fn long_ports_and_authorities() {
    let zeros = "0".repeat(100_000);
    assert_eq!(normal(&format!("http://h:{zeros}80/")), "http://h/");
    let port = format!("http://h:{zeros}81/");
    same(&normal(&port), &port);
    let host = format!("HTTP://{}COM/", "Ab.".repeat(100_000));
    same(&normal(&host), &host.to_ascii_lowercase());
}

#[test]
fn normalize_holds_at_most_eight_bytes_per_input_byte() {
    let n = 20_000;
    for uri in [
        format!("http://h/{}{}g", "a/".repeat(n), "../".repeat(n)),
        format!("http://h{}", "/".repeat(n)),
        format!("http://h/{}", "%7e".repeat(n)),
        format!("http://h/{}", "%2f/".repeat(n)),
        "%2e/".repeat(n),
        "a/".repeat(n),
        format!(
            "http://{}/?{}#{}",
            "%41".repeat(n),
            "%7e".repeat(n),
            "%7e".repeat(n)
        ),
    ] {
        let peak = peak_bytes(|| drop(normalize(&uri)));
        assert!(
            peak <= 8 * uri.len() + 1024,
            "{peak} bytes for {} ({:?})",
            uri.len(),
            &uri[..12]
        );
        let peak = peak_bytes(|| {
            let _ = equivalent(&uri, &uri);
        });
        assert!(peak <= 8 * 2 * uri.len() + 1024, "equivalent: {peak}");
    }
}

#[test]
fn the_allocation_counter_counts() {
    assert!(peak_bytes(|| drop(std::hint::black_box(vec![0u8; 4096]))) >= 4096);
}
