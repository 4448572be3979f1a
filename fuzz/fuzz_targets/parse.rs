//! The one-pass parse against the pest parse it is checked against: the
//! same components or the same error, and `Display` gives the input back;
//! in the RFC 2732 dialect too, with its tree cut as pest's, in the java
//! dialect, and in RFC 3986's grammar, with its tree, its typed tree
//! written back as the input, and a normal form that is its own; in RFC
//! 3987's, with its tree. On any
//! bytes, `Rule::matches_bytes` is `matches` on UTF-8 and false otherwise;
//! `UriReference::validate_in` gives `parse_in`'s error in every dialect.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::grammar::{Rule, java, rfc2732, rfc3986, rfc3987};
use uri2396::{Dialect, Tree, UriReference};

fuzz_target!(|data: &[u8]| {
    // `Rule::matches_bytes` on the raw bytes: `matches` on the text for
    // UTF-8, false for anything else, in every named dialect.
    let text = std::str::from_utf8(data);
    for dialect in Dialect::ALL {
        let rule = Rule::URI_REFERENCE.in_dialect(dialect).expect("named");
        let want = text.is_ok_and(|t| rule.matches(t));
        assert_eq!(rule.matches_bytes(data), want, "{dialect:?} {data:?}");
    }
    let Ok(input) = text else {
        return;
    };
    // `validate_in`'s error is `parse_in`'s, from one run of the
    // automaton, in every named dialect.
    for dialect in Dialect::ALL {
        assert_eq!(
            UriReference::validate_in(input, dialect),
            UriReference::parse_in(input, dialect).map(|_| ()),
            "{dialect:?} {input:?}"
        );
    }
    let amended = UriReference::parse_in(input, Dialect::RFC2732);
    assert_eq!(
        amended,
        UriReference::parse_with_pest_in(input, Dialect::RFC2732),
        "{input:?}"
    );
    assert_eq!(
        amended.is_ok(),
        rfc2732::URI_REFERENCE.matches(input),
        "{input:?}"
    );
    if amended.is_ok() {
        assert_eq!(
            Tree::parse(rfc2732::URI_REFERENCE, input),
            Tree::parse_with_pest(rfc2732::URI_REFERENCE, input),
            "{input:?}"
        );
    }
    let modern = UriReference::parse_in(input, Dialect::RFC3986);
    assert_eq!(
        modern,
        UriReference::parse_with_pest_in(input, Dialect::RFC3986),
        "{input:?}"
    );
    assert_eq!(
        modern.is_ok(),
        rfc3986::URI_REFERENCE.matches(input),
        "{input:?}"
    );
    if let Ok(uri) = &modern {
        assert_eq!(
            Tree::parse(rfc3986::URI_REFERENCE, input),
            Tree::parse_with_pest(rfc3986::URI_REFERENCE, input),
            "{input:?}"
        );
        let typed = uri.rfc3986().expect("read in RFC 3986");
        assert_eq!(written(typed), input);
        let normal = uri.normalize();
        assert_eq!(normal.borrow().normalize(), normal, "{input:?}");
        assert!(normal.borrow().equivalent(uri), "{input:?}");
    }
    // RFC 3987's IRIs: the one-pass parse, pest's and the tree, as RFC
    // 3986's; an IRI of US-ASCII alone is an RFC 3986 reference, and the
    // other way round.
    let iri = UriReference::parse_in(input, Dialect::RFC3987);
    assert_eq!(
        iri,
        UriReference::parse_with_pest_in(input, Dialect::RFC3987),
        "{input:?}"
    );
    assert_eq!(
        iri.is_ok(),
        rfc3987::IRI_REFERENCE.matches(input),
        "{input:?}"
    );
    if input.is_ascii() {
        assert_eq!(iri.is_ok(), modern.is_ok(), "{input:?}");
    }
    assert!(modern.is_err() || iri.is_ok(), "{input:?}");
    if let Ok(uri) = &iri {
        assert_eq!(
            Tree::parse(rfc3987::IRI_REFERENCE, input),
            Tree::parse_with_pest(rfc3987::IRI_REFERENCE, input),
            "{input:?}"
        );
        assert_eq!(uri.to_string(), input);
    }
    let java = UriReference::parse_in(input, Dialect::JAVA);
    assert_eq!(
        java,
        UriReference::parse_with_pest_in(input, Dialect::JAVA),
        "{input:?}"
    );
    assert_eq!(
        java.is_ok(),
        java::URI_REFERENCE.matches(input),
        "{input:?}"
    );
    if let Ok(uri) = &java {
        assert_eq!(uri.as_str(), input);
        assert_eq!(uri.to_string(), input);
    }
    let fast = UriReference::parse(input);
    let pest = UriReference::parse_with_pest(input);
    // Components, or for an error its offset, expectation and diagnosis.
    assert_eq!(fast, pest, "{input:?}");
    // Equality of references is by the text: the typed trees and fragments
    // hold every component.
    if let (Ok(fast), Ok(pest)) = (&fast, &pest) {
        assert_eq!(
            (fast.uri(), fast.fragment()),
            (pest.uri(), pest.fragment()),
            "{input:?}"
        );
    }
    // The rule's automaton gives the same verdict.
    let rule = Rule::find("URI-reference").expect("URI-reference is a rule");
    assert_eq!(fast.is_ok(), rule.matches(input), "{input:?}");
    // RFC 2732's language holds RFC 2396's.
    assert!(fast.is_err() || amended.is_ok(), "{input:?}");
    match fast {
        Ok(uri) => {
            assert_eq!(uri.to_string(), input);
            assert_eq!(uri.as_str(), input);
        }
        Err(e) => {
            assert_eq!(e.rule(), Rule::URI_REFERENCE, "{input:?}: {e}");
            // Display is one line; the view in the input has the caret.
            assert!(!e.to_string().contains('\n'), "{input:?}: {e}");
            assert!(e.display_with(input).to_string().contains('^'), "{input:?}");
            // The offset names a character of the input, or its end.
            assert!(input.is_char_boundary(e.offset()), "{input:?}: {e:?}");
            assert_eq!(e.found(), input[e.offset()..].chars().next(), "{input:?}");
            // Line and column, from 1, count line feeds and characters.
            let before = &input[..e.offset()];
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            assert_eq!(
                e.line_column(input),
                (
                    before.matches('\n').count() + 1,
                    before[line_start..].chars().count() + 1
                ),
                "{input:?}"
            );
        }
    }
});

/// RFC 3986's typed tree written back: `scheme ":"`, `"//" authority`
/// (itself `[ userinfo "@" ] host [ ":" port ]`), the path, `"?" query`,
/// `"#" fragment`.
fn written(reference: uri2396::rfc3986::Reference<'_>) -> String {
    use uri2396::rfc3986::Reference;
    let (scheme, part, query, fragment) = match reference {
        Reference::Uri(u) => (Some(u.scheme), u.hier_part, u.query, u.fragment),
        Reference::RelativeRef(r) => (None, r.relative_part, r.query, r.fragment),
    };
    let mut out = String::new();
    if let Some(scheme) = scheme {
        out.push_str(scheme);
        out.push(':');
    }
    if let Some(a) = part.authority {
        let mut authority = String::new();
        if let Some(userinfo) = a.userinfo {
            authority.push_str(userinfo);
            authority.push('@');
        }
        authority.push_str(a.host.as_str());
        if let Some(port) = a.port {
            authority.push(':');
            authority.push_str(port);
        }
        assert_eq!(authority, a.text);
        out.push_str("//");
        out.push_str(a.text);
    }
    let segments: Vec<&str> = part.path.segments().collect();
    let joined = segments.join("/");
    match part.path.text.starts_with('/') {
        true => assert_eq!(&part.path.text[1..], joined),
        false => assert_eq!(part.path.text, joined),
    }
    out.push_str(part.path.text);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}
