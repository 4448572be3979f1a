//! Escaping (RFC 2396 section 2.4): decoding components, escaping values
//! for a component, and building references from unescaped values, with a
//! property test that parsing a built reference and decoding its
//! components gives the values back.

use crate::support;

use support::same;

use proptest::prelude::*;
use proptest::string::string_regex;
use uri2396::escape::{
    BuildError, Component, DecodeError, UriBuilder, decode_bytes, decode_utf8, decode_utf8_lossy,
    escape, escape_bytes,
};
use uri2396::grammar::Rule;
use uri2396::{Authority, UriReference};

#[test]
fn decoding() {
    assert_eq!(decode_bytes("%41%2f%2F%00%ff"), &b"A//\x00\xff"[..]);
    assert_eq!(decode_bytes("100%"), &b"100%"[..]);
    assert_eq!(decode_utf8("%E2%82%AC").unwrap(), "€");
    assert_eq!(decode_utf8("a+b").unwrap(), "a+b");
    assert!(matches!(
        decode_utf8("plain").unwrap(),
        std::borrow::Cow::Borrowed(_)
    ));
    assert_eq!(
        decode_utf8("ab%E2%82"),
        Err(DecodeError::InvalidUtf8 { offset: 2 })
    );
    assert_eq!(
        decode_utf8("%C3%A9%FF"),
        Err(DecodeError::InvalidUtf8 { offset: 6 })
    );
    assert_eq!(
        decode_utf8("%4"),
        Err(DecodeError::MalformedEscape { offset: 0 })
    );
    assert_eq!(
        decode_utf8("a%zz"),
        Err(DecodeError::MalformedEscape { offset: 1 })
    );
    assert_eq!(decode_utf8_lossy("%C3%A9%FF!"), "é\u{fffd}!");
    assert_eq!(
        DecodeError::InvalidUtf8 { offset: 3 }.to_string(),
        "the octets from byte 3 are not UTF-8; decode to bytes, or lossily"
    );
}

#[test]
fn decoding_the_components_of_a_reference() {
    let uri = UriReference::parse("http://J%C3%BCrgen@h/caf%C3%A9/a%2Fb?q=%26#%23").unwrap();
    assert_eq!(decode_utf8(uri.userinfo().unwrap()).unwrap(), "Jürgen");
    let segments: Vec<_> = uri
        .path()
        .split('/')
        .map(|s| decode_utf8(s).unwrap())
        .collect();
    assert_eq!(segments, ["", "café", "a/b"]);
    assert_eq!(decode_utf8(uri.query().unwrap()).unwrap(), "q=&");
    assert_eq!(decode_utf8(uri.fragment().unwrap()).unwrap(), "#");
}

#[test]
fn escaping_each_component() {
    let all: String = (0x20u8..0x7f).map(char::from).collect();
    let mut lines = Vec::new();
    for component in Component::ALL {
        let escaped = escape(&all, component);
        // Escaped, the printable characters make a value of the rule...
        assert!(
            Rule::find(component.rule()).unwrap().matches(&escaped),
            "{component:?}"
        );
        // ...and decode back.
        assert_eq!(decode_utf8(&escaped).unwrap(), all);
        // Kept after a first character (a leading "/" of an opaque part is escaped).
        let kept: String = all
            .chars()
            .filter(|c| escape(&format!("a{c}"), component) == format!("a{c}"))
            .collect();
        lines.push(format!("{:<12} keeps {kept}", component.rule()));
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/escape");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("kept_characters", lines.join("\n")));
}

#[test]
fn escaping_text_and_bytes() {
    assert_eq!(
        escape("héllo wörld", Component::Fragment),
        "h%C3%A9llo%20w%C3%B6rld"
    );
    assert_eq!(escape_bytes(b"\xff/", Component::Segment), "%FF%2F");
    assert_eq!(escape("/a", Component::OpaquePart), "%2Fa");
    assert_eq!(escape_bytes(b"/\xff", Component::OpaquePart), "%2F%FF");
    assert_eq!(escape("a/b", Component::OpaquePart), "a/b");
    assert_eq!(escape("", Component::Query), "");
}

#[test]
fn components_serialize_by_name() {
    assert_eq!(
        serde_json::to_value(Component::FirstSegment).unwrap(),
        serde_json::json!("first_segment")
    );
    assert_eq!(
        serde_json::from_str::<Component>("\"opaque_part\"").unwrap(),
        Component::OpaquePart
    );
}

#[test]
fn builder_errors() {
    let cases: Vec<(UriBuilder, BuildError)> = vec![
        (
            UriBuilder::new().scheme("1x").path("/"),
            BuildError::InvalidScheme {
                scheme: "1x".into(),
            },
        ),
        (
            UriBuilder::new().scheme("").path("/"),
            BuildError::InvalidScheme { scheme: "".into() },
        ),
        (
            UriBuilder::new().scheme("http").host("a b"),
            BuildError::InvalidHost { host: "a b".into() },
        ),
        (
            UriBuilder::new().scheme("http").host("").port(80),
            BuildError::InvalidHost { host: "".into() },
        ),
        (
            UriBuilder::new().scheme("http").port(80).path("/"),
            BuildError::MissingHost,
        ),
        (UriBuilder::new().userinfo("u"), BuildError::MissingHost),
        (
            UriBuilder::new().scheme("x").reg_name("r").port(1),
            BuildError::RegNameWithServerParts,
        ),
        (
            UriBuilder::new().scheme("x").reg_name(""),
            BuildError::EmptyRegName,
        ),
        (
            UriBuilder::new().scheme("http").host("a").path("b"),
            BuildError::RelativePathWithHost,
        ),
        (
            UriBuilder::new().scheme("file").path("//etc"),
            BuildError::PathStartsWithTwoSlashes,
        ),
        (
            UriBuilder::new().segments(["", "etc"]),
            BuildError::PathStartsWithTwoSlashes,
        ),
        (UriBuilder::new().scheme("http"), BuildError::MissingPath),
        (
            UriBuilder::new()
                .scheme("http")
                .segments(Vec::<String>::new()),
            BuildError::MissingPath,
        ),
        (
            UriBuilder::new()
                .scheme("mailto")
                .path("a@b")
                .query("subject=x"),
            BuildError::QueryInOpaquePart,
        ),
        (UriBuilder::new().query("y"), BuildError::QueryWithoutPath),
    ];
    let mut messages = Vec::new();
    for (builder, expected) in cases {
        let err = builder.build().unwrap_err();
        assert_eq!(err, expected, "{builder:?}");
        messages.push(format!("{err:?}: {err}"));
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/escape");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("build_errors", messages.join("\n")));
}

#[test]
fn builder_examples() {
    let cases: Vec<(UriBuilder, &str)> = vec![
        (UriBuilder::new(), ""),
        (UriBuilder::new().fragment("top"), "#top"),
        (UriBuilder::new().path("a:b/c:d"), "a%3Ab/c:d"),
        (UriBuilder::new().path("./a:b"), "./a:b"),
        (UriBuilder::new().path("/a:b"), "/a:b"),
        (UriBuilder::new().path("?").query("?"), "%3F?%3F"),
        (UriBuilder::new().host("h").path("/x"), "//h/x"),
        (
            UriBuilder::new()
                .scheme("file")
                .host("")
                .segments(["etc", "hosts"]),
            "file:///etc/hosts",
        ),
        (UriBuilder::new().scheme("s").segments([""]), "s:/"),
        (UriBuilder::new().scheme("s").path("/"), "s:/"),
        (
            UriBuilder::new().scheme("s").host("h").segments(["", "x"]),
            "s://h//x",
        ),
        (
            UriBuilder::new().scheme("urn").path("isbn:0-395-36341-1"),
            "urn:isbn:0-395-36341-1",
        ),
        (UriBuilder::new().scheme("news").path("/x"), "news:/x"),
        (UriBuilder::new().scheme("x").path("?y#z"), "x:?y%23z"),
        (
            UriBuilder::new()
                .scheme("http")
                .userinfo("a:b;c@d")
                .host("10.0.0.1")
                .port(0),
            "http://a%3Ab%3Bc%40d@10.0.0.1:0",
        ),
        (
            UriBuilder::new().scheme("x").reg_name("a:b@c;d/e?f"),
            "x://a%3Ab%40c%3Bd%2Fe%3Ff",
        ),
        (
            UriBuilder::new()
                .path("/p")
                .query_pairs([("a=b", "c&d"), ("", "")]),
            "/p?a%3Db=c%26d&=",
        ),
        (
            UriBuilder::new()
                .path("/p")
                .query_pairs(Vec::<(&str, &str)>::new()),
            "/p?",
        ),
        (
            UriBuilder::new()
                .path("/p")
                .query("q")
                .query_pairs([("k", "v")]),
            "/p?k=v",
        ),
        (UriBuilder::new().host("h").reg_name("r").path("/"), "//r/"),
        (UriBuilder::new().segments(["a"]).path("b"), "b"),
    ];
    for (builder, expected) in cases {
        let built = builder
            .build()
            .unwrap_or_else(|e| panic!("{builder:?}: {e}"));
        assert_eq!(built.as_str(), expected, "{builder:?}");
    }
}

// The property: build from values, parse, decode, compare.

/// Any text, with the characters that components reserve and exclude
/// often, and some beyond US-ASCII.
fn value(max: usize) -> BoxedStrategy<String> {
    prop_oneof![
        3 => string_regex(&format!("[ -~]{{0,{max}}}")).unwrap(),
        1 => string_regex(&format!("[;/?:@&=+$,#%. a-c]{{0,{max}}}")).unwrap(),
        1 => prop::collection::vec(any::<char>(), 0..max).prop_map(|v| v.into_iter().collect()),
    ]
    .boxed()
}

#[derive(Debug, Clone)]
enum PathValue {
    Text(String),
    Segments(Vec<String>),
}

#[derive(Debug, Clone)]
enum QueryValue {
    Text(String),
    Pairs(Vec<(String, String)>),
}

#[derive(Debug, Clone)]
struct Values {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    reg_name: Option<String>,
    port: Option<u16>,
    path: PathValue,
    query: Option<QueryValue>,
    fragment: Option<String>,
}

fn values() -> impl Strategy<Value = Values> {
    let scheme = prop::option::of(string_regex("[a-zA-Z][a-zA-Z0-9+.-]{0,5}").unwrap());
    // A host, or a registry name, or neither; userinfo and a port only
    // with a host.
    let authority = prop_oneof![
        Just((None, None, None, None)),
        (
            prop::option::of(value(6)),
            string_regex("([a-z][a-z0-9-]{0,3}[a-z0-9]\\.){0,2}[a-zA-Z][a-z0-9]{0,3}|[0-9]{1,3}(\\.[0-9]{1,3}){3}|")
                .unwrap(),
            prop::option::of(any::<u16>()),
        )
            .prop_map(|(u, h, p)| if h.is_empty() { (None, Some(h), None, None) } else { (u, Some(h), None, p) }),
        value(6).prop_filter("reg_name is 1*", |v| !v.is_empty()).prop_map(|r| (None, None, Some(r), None)),
    ];
    let path = prop_oneof![
        value(12).prop_map(PathValue::Text),
        prop::collection::vec(value(4), 0..4).prop_map(PathValue::Segments),
    ];
    let query = prop::option::of(prop_oneof![
        value(8).prop_map(QueryValue::Text),
        prop::collection::vec((value(3), value(3)), 0..3).prop_map(QueryValue::Pairs),
    ]);
    (scheme, authority, path, query, prop::option::of(value(8))).prop_map(
        |(scheme, (userinfo, host, reg_name, port), path, query, fragment)| Values {
            scheme,
            userinfo,
            host,
            reg_name,
            port,
            path,
            query,
            fragment,
        },
    )
}

impl Values {
    fn builder(&self) -> UriBuilder {
        let mut b = UriBuilder::new();
        if let Some(s) = &self.scheme {
            b = b.scheme(s);
        }
        if let Some(u) = &self.userinfo {
            b = b.userinfo(u);
        }
        if let Some(h) = &self.host {
            b = b.host(h);
        }
        if let Some(r) = &self.reg_name {
            b = b.reg_name(r);
        }
        if let Some(p) = self.port {
            b = b.port(p);
        }
        b = match &self.path {
            PathValue::Text(p) => b.path(p),
            PathValue::Segments(s) => b.segments(s),
        };
        b = match &self.query {
            None => b,
            Some(QueryValue::Text(q)) => b.query(q),
            Some(QueryValue::Pairs(p)) => b.query_pairs(p.iter().map(|(k, v)| (k, v))),
        };
        if let Some(f) = &self.fragment {
            b = b.fragment(f);
        }
        b
    }
}

/// Most generated values build, so the property below, which passes over
/// the values a builder refuses, is not met by refusing them all.
#[test]
fn most_generated_values_build() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};

    let mut runner = TestRunner::new(Config::default());
    let strategy = values();
    let total = 2000;
    let built = (0..total)
        .filter(|_| {
            let v = strategy.new_tree(&mut runner).unwrap().current();
            v.builder().build().is_ok()
        })
        .count();
    assert!(built * 2 >= total, "{built} of {total} built");
}

fn decoded(s: &str) -> String {
    decode_utf8(s).unwrap().into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Parsing what was built and decoding each component gives back each
    /// value; a build fails only for the documented reasons.
    #[test]
    fn parsing_a_built_reference_gives_the_values_back(v in values()) {
        let built = match v.builder().build() {
            Ok(built) => built,
            Err(_) => return Ok(()),
        };
        let uri = UriReference::parse(built.as_str()).unwrap();
        prop_assert_eq!(uri.scheme(), v.scheme.as_deref());
        prop_assert_eq!(uri.userinfo().map(decoded), v.userinfo.clone());
        if let Some(host) = &v.host {
            if host.is_empty() {
                prop_assert_eq!(uri.authority().map(|a| a.as_str()), Some(""));
            } else {
                prop_assert_eq!(uri.host().map(|h| h.as_str()), Some(host.as_str()));
            }
        }
        if let Some(name) = &v.reg_name {
            let authority = uri.authority().unwrap();
            // An escaped name with the form of a server parses as one
            // (3.2.1); either way the authority is the name.
            prop_assert_eq!(decoded(authority.as_str()), name.clone());
            if let Authority::Server(server) = authority {
                prop_assert_eq!(server.userinfo, None);
                prop_assert_eq!(server.port, None);
            }
        }
        let port = v.port.map(|p| p.to_string());
        prop_assert_eq!(uri.port(), port.as_deref());
        match &v.path {
            PathValue::Text(p) => prop_assert_eq!(decoded(uri.path()), p.clone()),
            PathValue::Segments(s) => {
                let got: Vec<String> = if uri.path().is_empty() {
                    Vec::new()
                } else {
                    uri.path()[1..].split('/').map(decoded).collect()
                };
                prop_assert_eq!(&got, s);
            }
        }
        match &v.query {
            None => prop_assert_eq!(uri.query(), None),
            Some(QueryValue::Text(q)) => prop_assert_eq!(uri.query().map(decoded), Some(q.clone())),
            Some(QueryValue::Pairs(pairs)) => {
                let query = uri.query().unwrap();
                let got: Vec<(String, String)> = if query.is_empty() {
                    Vec::new()
                } else {
                    query
                        .split('&')
                        .map(|pair| {
                            let (k, v) = pair.split_once('=').unwrap();
                            (decoded(k), decoded(v))
                        })
                        .collect()
                };
                // An empty list and one empty pair differ ("?" and "?=").
                prop_assert_eq!(&got, pairs);
            }
        }
        prop_assert_eq!(uri.fragment().map(decoded), v.fragment.clone());
    }

    /// Escaping for a component gives a value of its rule that decodes
    /// back, for any text.
    #[test]
    fn escaped_values_fit_their_rule(text in value(16)) {
        for component in Component::ALL {
            let escaped = escape(&text, component);
            let rule = Rule::find(component.rule()).unwrap();
            let needs_one = matches!(component, Component::RegName | Component::FirstSegment | Component::OpaquePart);
            prop_assert!(rule.matches(&escaped) || (needs_one && text.is_empty()), "{:?}: {}", component, escaped);
            prop_assert_eq!(decoded(&escaped), text.clone());
        }
    }
}

/// The builds the property test makes mostly succeed, so that it tests
/// something.
#[test]
fn generated_values_mostly_build() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};

    let mut runner = TestRunner::new(Config::default());
    let strategy = values();
    let total = 2000;
    let built = (0..total)
        .filter(|_| {
            strategy
                .new_tree(&mut runner)
                .unwrap()
                .current()
                .builder()
                .build()
                .is_ok()
        })
        .count();
    assert!(built * 2 > total, "{built} of {total} build");
}

// Hostile shapes: long values, many segments, and an error at the end of a
// long component. Each is checked for its result.

#[test]
fn long_values_escape_and_decode() {
    let n = 100_000;
    same(&escape(&" ".repeat(n), Component::Query), &"%20".repeat(n));
    same(
        &escape(&"é".repeat(n), Component::Segment),
        &"%C3%A9".repeat(n),
    );
    same(&decode_utf8(&"%C3%A9".repeat(n)).unwrap(), &"é".repeat(n));
    same(&decode_utf8_lossy(&"%FF".repeat(n)), &"\u{fffd}".repeat(n));
    assert_eq!(decode_bytes(&"%00".repeat(n)).len(), n);
}

#[test]
fn errors_at_the_end_of_long_components() {
    let n = 100_000;
    assert_eq!(
        decode_utf8(&format!("{}%4", "%41".repeat(n))),
        Err(DecodeError::MalformedEscape { offset: 3 * n })
    );
    assert_eq!(
        decode_utf8(&format!("{}%FF", "%C3%A9".repeat(n))),
        Err(DecodeError::InvalidUtf8 { offset: 6 * n })
    );
    assert_eq!(
        decode_utf8(&format!("{}%C3", "a".repeat(n))),
        Err(DecodeError::InvalidUtf8 { offset: n })
    );
}

#[test]
fn building_many_segments() {
    let n = 50_000;
    let uri = UriBuilder::new()
        .scheme("http")
        .host("h")
        .path(&"/a b".repeat(n))
        .build()
        .unwrap();
    same(uri.as_str(), &format!("http://h{}", "/a%20b".repeat(n)));
    let uri = UriBuilder::new()
        .scheme("http")
        .host("h")
        .segments(vec!["a/b"; n])
        .query_pairs(vec![("k", "v&")])
        .build()
        .unwrap();
    same(
        uri.as_str(),
        &format!("http://h{}?k=v%26", "/a%2Fb".repeat(n)),
    );
    // A relative path: the first segment escapes ":", the others do not.
    let uri = UriBuilder::new().path(&"a:b/".repeat(n)).build().unwrap();
    same(uri.as_str(), &format!("a%3Ab/{}", "a:b/".repeat(n - 1)));
    // A million empty segments.
    let slashes = "/".repeat(1_000_000);
    let uri = UriBuilder::new()
        .scheme("http")
        .host("h")
        .path(&slashes)
        .build()
        .unwrap();
    same(uri.as_str(), &format!("http://h{slashes}"));
}
