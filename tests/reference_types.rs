//! The borrowed/owned pair: the owned type keeps the parse (its accessors
//! agree with a fresh parse, through `to_owned` and `borrow`), the standard
//! traits behave as the text's, serde reads and writes the text, and the
//! accessors keep an absent component apart from an empty one.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fs;

use serde::Serialize;
use uri2396::{OwnedUriReference, Uri, UriReference};

/// Every accessor's answer, so that two values can be compared whole.
#[derive(Debug, PartialEq, Serialize)]
struct Accessors<'a> {
    input: &'a str,
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    authority_kind: Option<&'static str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    host_kind: Option<&'static str>,
    port: Option<&'a str>,
    port_number: Option<u16>,
    port_or_default: Option<u16>,
    path: &'a str,
    path_kind: &'static str,
    segments: Vec<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    without_fragment: &'a str,
    uri: Uri<'a>,
}

impl<'a> Accessors<'a> {
    fn of(uri: UriReference<'a>) -> Accessors<'a> {
        Accessors {
            input: uri.as_str(),
            scheme: uri.scheme(),
            authority: uri.authority().map(|a| a.as_str()),
            authority_kind: uri.authority().map(|a| a.kind().as_str()),
            userinfo: uri.userinfo(),
            host: uri.host().map(|h| h.as_str()),
            host_kind: uri.host().map(|h| h.kind().as_str()),
            port: uri.port(),
            port_number: uri.port_number(),
            port_or_default: uri.port_or_default(),
            path: uri.path(),
            path_kind: uri.path_kind().as_str(),
            segments: uri.segments().map(|s| s.text).collect(),
            query: uri.query(),
            fragment: uri.fragment(),
            without_fragment: uri.without_fragment().as_str(),
            uri: uri.uri(),
        }
    }
}

/// The valid inputs of the URI-reference cases and of the corpus sample.
fn valid_inputs() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cases/URI-reference/ok");
    let mut inputs: Vec<String> = fs::read_dir(dir)
        .expect("the URI-reference cases")
        .map(|entry| {
            let text = fs::read_to_string(entry.expect("a case").path()).expect("a text case");
            text.strip_suffix('\n').unwrap_or(&text).to_owned()
        })
        .collect();
    inputs.extend(
        include_str!("data/corpus-sample.txt")
            .lines()
            .filter(|l| UriReference::parse(l).is_ok())
            .map(str::to_owned),
    );
    assert!(inputs.len() > 2000, "{} inputs", inputs.len());
    inputs
}

#[test]
fn owned_and_borrowed_agree_with_the_parse() {
    for input in valid_inputs() {
        let parsed = UriReference::parse(&input).expect("a valid input");
        let owned = parsed.to_owned();
        assert_eq!(
            Accessors::of(owned.borrow()),
            Accessors::of(parsed),
            "to_owned().borrow()"
        );
        let new = OwnedUriReference::new(input.clone()).expect("a valid input");
        assert_eq!(Accessors::of(new.borrow()), Accessors::of(parsed), "new");
        // The owned type's own accessors forward to the same answers.
        assert_eq!(
            (
                owned.scheme(),
                owned.authority(),
                owned.path(),
                owned.query()
            ),
            (
                parsed.scheme(),
                parsed.authority(),
                parsed.path(),
                parsed.query()
            )
        );
        assert_eq!(
            (owned.fragment(), owned.uri(), owned.port_or_default()),
            (parsed.fragment(), parsed.uri(), parsed.port_or_default())
        );
        // Without its fragment, a reference is what parsing its text gives.
        let stripped = parsed.without_fragment();
        let reparsed = UriReference::parse(stripped.as_str()).expect("a prefix before '#'");
        assert_eq!(Accessors::of(stripped), Accessors::of(reparsed));
        // A new fragment gives what parsing the new text gives.
        let with = parsed.with_fragment("f%20g").expect("a valid fragment");
        let reparsed = UriReference::parse(with.as_str()).expect("a valid reference");
        assert_eq!(Accessors::of(with.borrow()), Accessors::of(reparsed));
        assert_eq!(owned.into_string(), input);
    }
}

/// The flat view ([`UriReference::components`]) holds what the accessors
/// answer, under their names and in the order of the tool's reports, with
/// `null` for an absent component; the owned type's is the same.
#[test]
fn the_flat_view_is_the_accessors_answers() {
    const FIELDS: [&str; 11] = [
        "scheme",
        "authority",
        "authority_kind",
        "userinfo",
        "host",
        "host_kind",
        "port",
        "path",
        "path_kind",
        "query",
        "fragment",
    ];
    for input in valid_inputs() {
        let parsed = UriReference::parse(&input).expect("a valid input");
        let components = parsed.components();
        assert_eq!(components, parsed.to_owned().components(), "{input}");
        let accessors = serde_json::to_value(Accessors::of(parsed)).expect("JSON");
        let expected: Vec<String> = FIELDS
            .iter()
            .map(|field| format!("\"{field}\":{}", accessors[field]))
            .collect();
        assert_eq!(
            serde_json::to_string(&components).expect("JSON"),
            format!("{{{}}}", expected.join(",")),
            "{input}"
        );
    }
}

/// Absent and empty components, the shapes of authority and path, ports
/// with and without a default: one snapshot of every accessor.
#[test]
fn accessors() {
    let inputs = [
        "",
        "#",
        "#f",
        "http://a/",
        "http://a/?",
        "http://a/?#",
        "http://a?q#f",
        "http://@a:/",
        "http://u:p@a:080/x",
        "HTTPS://a:99999/",
        "http://1.2.3.4:8/",
        "http:///etc",
        "http://a_b/x",
        "file:/a/b/",
        "mailto:a@b?c#d",
        "//a",
        "/",
        "a/b;p/",
        "./c:d",
        "?",
    ];
    let views: Vec<_> = inputs
        .iter()
        .filter_map(|i| UriReference::parse(i).ok())
        .map(Accessors::of)
        .collect();
    assert_eq!(views.len(), inputs.len() - 1, "all but \"?\" are valid");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/reference_types");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_yaml_snapshot!("accessors", views));
}

#[test]
fn absent_is_not_empty() {
    let none = UriReference::parse("http://a/").unwrap();
    let empty = UriReference::parse("http://a:/?#").unwrap();
    assert_eq!(
        (none.port(), none.query(), none.fragment()),
        (None, None, None)
    );
    assert_eq!(
        (empty.port(), empty.query(), empty.fragment()),
        (Some(""), Some(""), Some(""))
    );
    assert_eq!(empty.without_fragment(), "http://a:/?");
    assert_eq!(empty.query_decoded(), Some(Ok("".into())));
    assert_eq!(none.query_decoded(), None);
}

#[test]
fn equality_order_and_hash_are_the_texts() {
    let a = UriReference::parse("http://a/").unwrap();
    let b = UriReference::parse("http://b/").unwrap();
    let owned_a = a.to_owned();
    assert_eq!(a, "http://a/");
    assert_eq!(a, *"http://a/");
    assert_eq!("http://a/", a);
    assert_eq!(owned_a, "http://a/");
    assert_eq!("http://a/", owned_a);
    assert_eq!(owned_a, a);
    assert_eq!(a, owned_a);
    assert_ne!(a, b);
    assert!(a < b && owned_a < b.to_owned());
    assert_eq!(a.as_ref(), "http://a/");
    assert_eq!(AsRef::<str>::as_ref(&owned_a), "http://a/");
    assert_eq!(format!("{a}"), "http://a/");
    assert_eq!(format!("{owned_a}"), "http://a/");

    let set: HashSet<UriReference<'_>> = [a, b, a].into_iter().collect();
    assert_eq!(set.len(), 2);
    let ordered: BTreeSet<OwnedUriReference> = [b.to_owned(), a.to_owned()].into_iter().collect();
    let texts: Vec<&str> = ordered.iter().map(OwnedUriReference::as_str).collect();
    assert_eq!(texts, ["http://a/", "http://b/"]);

    // Borrow<str> with the hash of str: a map is looked up by &str.
    let mut map = HashMap::new();
    map.insert(owned_a.clone(), 1);
    map.insert(b.to_owned(), 2);
    assert_eq!(map.get("http://a/"), Some(&1));
    assert_eq!(map.get("http://b/"), Some(&2));
    assert_eq!(map.get("http://c/"), None);
    let set: BTreeSet<OwnedUriReference> = map.into_keys().collect();
    assert!(set.contains("http://b/"));
}

#[test]
fn conversions() {
    let owned: OwnedUriReference = "http://a/b".parse().unwrap();
    assert_eq!(OwnedUriReference::try_from("http://a/b").unwrap(), owned);
    assert_eq!(
        OwnedUriReference::try_from(String::from("http://a/b")).unwrap(),
        owned
    );
    let borrowed = UriReference::try_from("http://a/b").unwrap();
    assert_eq!(OwnedUriReference::from(borrowed), owned);
    assert_eq!(String::from(owned.clone()), "http://a/b");
    assert!("a b".parse::<OwnedUriReference>().is_err());
    assert!(OwnedUriReference::try_from("a b").is_err());
    assert!(UriReference::try_from("a b").is_err());
}

#[test]
fn debug_is_flat() {
    let uri = UriReference::parse("http://u@a:1/p?q#f").unwrap();
    let expected = r#"{ scheme: Some("http"), authority: Some("u@a:1"), path: "/p", query: Some("q"), fragment: Some("f") }"#;
    assert_eq!(format!("{uri:?}"), format!("UriReference {expected}"));
    assert_eq!(
        format!("{:?}", uri.to_owned()),
        format!("OwnedUriReference {expected}")
    );
}

#[test]
fn with_fragment_checks_the_fragment() {
    let uri = UriReference::parse("/a?b#c").unwrap();
    assert_eq!(uri.with_fragment("d").unwrap(), "/a?b#d");
    assert_eq!(uri.to_owned().with_fragment("").unwrap(), "/a?b#");
    let err = uri.with_fragment("d#e").unwrap_err();
    assert_eq!(err.offset(), 1);
    // The first character that cannot continue the fragment: the "z" after "%".
    assert_eq!(uri.with_fragment("%zz").unwrap_err().offset(), 1);
}

#[derive(Debug, PartialEq, Serialize, serde::Deserialize)]
struct Link<'a> {
    #[serde(borrow)]
    borrowed: UriReference<'a>,
    owned: OwnedUriReference,
}

#[test]
fn serde_reads_and_writes_the_text() {
    let json = r#"{"borrowed":"http://a/b?c#d","owned":"../e"}"#;
    let link: Link<'_> = serde_json::from_str(json).unwrap();
    assert_eq!(link.borrowed.query(), Some("c"));
    assert_eq!(link.owned.path(), "../e");
    assert_eq!(serde_json::to_string(&link).unwrap(), json);

    // Deserializing validates.
    let err = serde_json::from_str::<Link<'_>>(r#"{"borrowed":"a b","owned":"e"}"#).unwrap_err();
    assert!(err.to_string().contains("invalid URI-reference"), "{err}");
    let err = serde_json::from_str::<Link<'_>>(r#"{"borrowed":"a","owned":"e f"}"#).unwrap_err();
    assert!(err.to_string().contains("invalid URI-reference"), "{err}");
    let err = serde_json::from_str::<UriReference<'_>>("7").unwrap_err();
    assert!(err.to_string().contains("a URI-reference"), "{err}");

    // A JSON string with an escape cannot be lent: the owned type reads it.
    let escaped = r#""http:\/\/a\/""#;
    let err = serde_json::from_str::<UriReference<'_>>(escaped).unwrap_err();
    assert!(err.to_string().contains("OwnedUriReference"), "{err}");
    let owned: OwnedUriReference = serde_json::from_str(escaped).unwrap();
    assert_eq!(owned, "http://a/");

    // The typed tree is a serializable value of its own.
    let tree = serde_json::to_value(link.borrowed.uri()).unwrap();
    assert_eq!(tree["kind"], "absoluteURI");
    assert_eq!(tree["scheme"], "http");
}

/// A reference serializes so that it deserializes, owned and borrowed, to
/// the same text in the same dialect with the same components: in every
/// named dialect and one of switches, over the valid inputs and the
/// dialects' own (IPv6 literals, Java's scope ids and empty authorities).
#[test]
fn serde_keeps_the_dialect() {
    use uri2396::{Dialect, Switch};

    let mut inputs = valid_inputs();
    inputs.extend(
        [
            "http://[::1]:8080/",
            "http://[fe80::1%eth0]/?a[0]=b",
            "file:///etc/hosts",
            "http://1a/",
            "http:?y",
        ]
        .map(str::to_owned),
    );
    let dialects = [
        Dialect::STRICT,
        Dialect::RFC2732,
        Dialect::JAVA,
        Dialect::JAVA.without(Switch::Ports),
    ];
    let mut read = 0;
    for dialect in dialects {
        for input in &inputs {
            let Ok(uri) = UriReference::parse_in(input, dialect) else {
                continue;
            };
            read += 1;
            let json = serde_json::to_string(&uri).unwrap();
            let owned = uri.to_owned();
            assert_eq!(
                serde_json::to_string(&owned).unwrap(),
                json,
                "{dialect}: {input:?}"
            );
            let back: OwnedUriReference = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{dialect}: {input:?} from {json}: {e}"));
            assert_eq!(back.dialect(), dialect, "{input:?}");
            assert_eq!(
                Accessors::of(back.borrow()),
                Accessors::of(uri),
                "{dialect}: {input:?}"
            );
            if !json.contains('\\') {
                let borrowed: UriReference<'_> = serde_json::from_str(&json)
                    .unwrap_or_else(|e| panic!("{dialect}: {input:?} from {json}: {e}"));
                assert_eq!(borrowed.dialect(), dialect, "{input:?}");
                assert_eq!(
                    Accessors::of(borrowed),
                    Accessors::of(uri),
                    "{dialect}: {input:?}"
                );
            }
            // Strict references are their text, as they always were.
            if dialect == Dialect::STRICT {
                assert_eq!(json, serde_json::to_string(input).unwrap());
            }
        }
    }
    assert!(read > 4 * 2000, "{read} references read");

    // The map's dialect decides, and a map without one is strict.
    let ipv6 = r#"{"reference":"http://[::1]/","dialect":"rfc2732"}"#;
    let uri: OwnedUriReference = serde_json::from_str(ipv6).unwrap();
    assert_eq!(uri.host().map(|h| h.as_str()), Some("[::1]"));
    let err =
        serde_json::from_str::<OwnedUriReference>(r#"{"reference":"http://[::1]/"}"#).unwrap_err();
    assert!(err.to_string().contains("excluded"), "{err}");
    let err = serde_json::from_str::<OwnedUriReference>(
        r#"{"reference":{"reference":"http://[::1]/","dialect":"rfc2732"}}"#,
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("a URI-reference as a string"),
        "{err}"
    );
    let err = serde_json::from_str::<OwnedUriReference>(r#"{"dialect":"java"}"#).unwrap_err();
    assert!(
        err.to_string().contains("missing field `reference`"),
        "{err}"
    );
    let err = serde_json::from_str::<OwnedUriReference>(
        r#"{"reference":"a","dialect":"java","reference":"b"}"#,
    )
    .unwrap_err();
    assert!(err.to_string().contains("duplicate field"), "{err}");
    let err = serde_json::from_str::<OwnedUriReference>(r#"{"reference":"a","dialect":"klingon"}"#)
        .unwrap_err();
    assert!(err.to_string().contains("klingon"), "{err}");
}

#[test]
fn decoded_segments_and_query() {
    let uri = UriReference::parse("/caf%C3%A9/a%2Fb;p/%FF?x=%26&y=%E2%82%AC").unwrap();
    let segments: Vec<_> = uri.segments().collect();
    assert_eq!(segments.len(), 3);
    assert_eq!(segments[0].decode_utf8().unwrap(), "café");
    assert_eq!(segments[1].decode_utf8().unwrap(), "a/b;p");
    assert_eq!(segments[1].name(), "a%2Fb");
    assert_eq!(segments[2].decode(), &b"\xff"[..]);
    assert!(segments[2].decode_utf8().is_err());
    assert_eq!(uri.query_decoded(), Some(Ok("x=&&y=€".into())));
    // An opaque part is not split into segments.
    assert_eq!(
        UriReference::parse("urn:a/b").unwrap().segments().count(),
        0
    );
    assert_eq!(
        UriReference::parse("http://a").unwrap().segments().count(),
        0
    );
}

#[test]
fn sizes() {
    // The text and the offsets, and no more: guards against growth.
    assert!(size_of::<UriReference<'_>>() <= 9 * size_of::<usize>());
    assert!(size_of::<OwnedUriReference>() <= 10 * size_of::<usize>());
}
