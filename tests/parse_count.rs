//! How many times each operation parses a whole `URI-reference`, read from
//! the counter of the `test-hooks` feature (which the crate's
//! dev-dependency on itself turns on): an operation on parsed values
//! parses nothing, one on text parses each input once, and no result is
//! parsed to be wrapped (the debug assertion that checks a built result
//! is not counted).
#![cfg(feature = "test-hooks")]

use uri2396::escape::UriBuilder;
use uri2396::normalize::{self, NormalizeOptions};
use uri2396::resolve::{self, RelativeSyntax, ResolveOptions};
use uri2396::{OwnedUriReference, UriReference, parse_count};

/// The parses made while `f` runs, and its value.
fn parses<T>(f: impl FnOnce() -> T) -> (u64, T) {
    let before = parse_count();
    let value = f();
    (parse_count() - before, value)
}

const BASE: &str = "http://a/b/c/d;p?q";

/// References of every kind step 2 to 6 of 5.2 tell apart.
const REFERENCES: &[&str] = &[
    "g",
    "../g",
    "../../../g",
    "/g",
    "//g",
    "#s",
    "",
    "g?y#s",
    "http:g",
    "mailto:x@y",
    "g%2e/",
];

#[test]
fn the_counter_counts_each_entry_point() {
    assert_eq!(
        parses(|| UriReference::parse("http://a/b").is_ok()),
        (1, true)
    );
    assert_eq!(parses(|| UriReference::parse("a b").is_ok()), (1, false));
    assert_eq!(
        parses(|| UriReference::parse_with_pest("g").is_ok()),
        (1, true)
    );
    assert_eq!(parses(|| OwnedUriReference::new("g").is_ok()), (1, true));
    let owned = OwnedUriReference::new("http://a:80/b?c#d").expect("valid");
    // Accessors and the borrowed view read the offsets kept.
    let (n, port) = parses(|| (owned.borrow().port_number(), owned.query()));
    assert_eq!((n, port), (0, (Some(80), Some("c"))));
}

#[test]
fn resolving_text_parses_the_base_and_the_reference_once() {
    let options = ResolveOptions::default();
    for reference in REFERENCES {
        let (n, result) =
            parses(|| resolve::resolve(BASE, reference, &options).map_err(|e| e.to_string()));
        assert!(result.is_ok(), "{reference:?}: {result:?}");
        assert_eq!(n, 2, "{reference:?}");
    }
    // `?y` is read a second way when the first parse fails: still two.
    let lenient = options.with_relative_syntax(RelativeSyntax::AllowEmptyPath);
    let (n, result) = parses(|| resolve::resolve(BASE, "?y", &lenient).map_err(|e| e.to_string()));
    assert_eq!(
        result.map(|r| r.to_string()).as_deref(),
        Ok("http://a/b/c/?y")
    );
    assert_eq!(n, 2);
}

#[test]
fn resolving_parsed_values_parses_nothing() {
    let options = ResolveOptions::default();
    let base = UriReference::parse(BASE).expect("valid");
    for text in REFERENCES {
        let reference = UriReference::parse(text).expect("valid");
        let (n, resolved) = parses(|| {
            base.resolve(&reference, &options)
                .map_err(|e| e.to_string())
        });
        assert_eq!(n, 0, "{text:?}");
        let resolved = resolved.expect("resolves");
        let from_text = resolve::resolve(BASE, text, &options).map_err(|e| e.to_string());
        assert_eq!(Ok(&resolved), from_text.as_ref(), "{text:?}");
        // Against a base parsed once, the text of a reference is parsed once.
        assert_eq!(
            parses(|| base.join(text, &options).map_err(|e| e.to_string())).0,
            1,
            "{text:?}"
        );
    }
}

#[test]
fn relativizing_parses_only_its_inputs() {
    let base = UriReference::parse(BASE).expect("valid");
    for target in [
        "http://a/b/c/g",
        "http://a/b/g?y",
        "http://a/b/c/d;p?q#s",
        "http://g/x",
        "ftp://a/b",
    ] {
        let (n, reference) =
            parses(|| resolve::relativize(BASE, target).map_err(|e| e.to_string()));
        assert_eq!(n, 2, "{target:?}");
        let parsed = UriReference::parse(target).expect("valid");
        let (n, same) = parses(|| base.relativize(&parsed).map_err(|e| e.to_string()));
        assert_eq!(n, 0, "{target:?}");
        assert_eq!(same, reference, "{target:?}");
    }
}

#[test]
fn normalizing_parses_once() {
    // With and without escapes, and with an escape that turns a reg_name
    // into a server (`%61` is `a`): the authority is looked at again, the
    // reference is not parsed again.
    for (input, normal) in [
        ("HTTP://Example.COM:80/a/./b", "http://example.com/a/b"),
        ("http://a/%7euser/%2E%2E/x?%2f#%41", "http://a/x?%2F#A"),
        ("http://%41b.Example:080/", "http://ab.example/"),
        ("http://u%41@H:/p", "http://uA@h/p"),
        ("../a/./%2E%2e", "../a/./%2E%2E"),
        ("MAILTO:%7ea@b", "mailto:~a@b"),
    ] {
        let (n, result) = parses(|| normalize::normalize(input));
        assert_eq!(
            result.as_ref().map(OwnedUriReference::as_str),
            Ok(normal),
            "{input:?}"
        );
        assert_eq!(n, 1, "{input:?}");
        let parsed = UriReference::parse(input).expect("valid");
        assert_eq!(parses(|| parsed.normalize()), (0, result.expect("valid")));
        let options = NormalizeOptions::new();
        assert_eq!(parses(|| parsed.normalize_with(&options)).0, 0);
        let other = UriReference::parse(normal).expect("valid");
        assert_eq!(parses(|| parsed.equivalent(&other)), (0, true), "{input:?}");
        assert_eq!(
            parses(|| normalize::equivalent(input, normal)),
            (2, Ok(true))
        );
    }
}

#[test]
fn building_parses_nothing() {
    let builder = UriBuilder::new()
        .scheme("x")
        .reg_name("a")
        .path("/p q")
        .query_pairs([("k", "v w")])
        .fragment("f");
    let (n, built) = parses(|| builder.build());
    assert_eq!(n, 0);
    let built = built.expect("valid");
    assert_eq!(built, "x://a/p%20q?k=v%20w#f");
    // An escaped name with the form of a server is a server (3.2.1).
    assert_eq!(built.host().map(|h| h.as_str()), Some("a"));
    let uri = UriReference::parse("http://a/b#c").expect("valid");
    assert_eq!(parses(|| uri.with_fragment("d").is_ok()), (0, true));
}
