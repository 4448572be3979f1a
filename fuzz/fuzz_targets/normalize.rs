//! Normalization (6, 2.4.2): a reference normalizes exactly when it parses;
//! the normal form is a valid reference of the same kind, normalizing it
//! again gives it back, and a reference is equivalent to itself and to its
//! normal form. The same in the RFC 2732, java, RFC 3986 and RFC 3987
//! dialects, but that java.net.URI's equals tells a reference from its
//! normal form when the path changed; an IRI is equivalent to the URI it
//! maps to (RFC 3987 3.1, 5.3.2.3), and two IRIs are equivalent both ways
//! round.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::normalize::{NormalizeOptions, equivalent, normalize, normalize_with};
use uri2396::{Dialect, UriReference};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    amended(input, Dialect::RFC2732);
    amended(input, Dialect::JAVA);
    amended(input, Dialect::RFC3986);
    amended(input, Dialect::RFC3987);
    iri_equivalence(input);
    let parsed = UriReference::parse(input);
    let once = normalize(input);
    let original = match parsed {
        Ok(original) => original,
        Err(e) => {
            // `normalize` gives its error settled over the text.
            assert_eq!(once, Err(e.settle(input)), "{input:?}");
            assert!(equivalent(input, input).is_err(), "{input:?}");
            return;
        }
    };
    let once = once.unwrap_or_else(|e| panic!("{input:?}: {e}"));
    let normal = UriReference::parse(once.as_str()).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    assert_eq!(
        normal.is_absolute(),
        original.is_absolute(),
        "{input:?} {once}"
    );
    assert_eq!(normal.path_kind(), original.path_kind(), "{input:?} {once}");
    let twice = normalize(once.as_str());
    assert_eq!(twice.as_ref(), Ok(&once), "{input:?}");
    assert_eq!(equivalent(input, input), Ok(true), "{input:?}");
    assert_eq!(equivalent(input, once.as_str()), Ok(true), "{input:?}");

    // Without a table of default ports, a port other than an empty one is
    // kept as written, and the normal form is still a fixed point.
    let mut options = NormalizeOptions::new();
    options.default_ports.clear();
    let bare = normalize_with(input, &options).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    assert_eq!(
        normalize_with(bare.as_str(), &options).as_ref(),
        Ok(&bare),
        "{input:?}"
    );
    if let Some(port) = original.port().filter(|p| !p.is_empty()) {
        assert_eq!(bare.port(), Some(port), "{input:?} {bare}");
    }
});

/// The promises in another dialect: the normal form is a reference of the
/// dialect, a fixed point, equivalent to the input; the function over text
/// reads in the dialect of its options.
fn amended(input: &str, dialect: Dialect) {
    let options = NormalizeOptions::new().with_dialect(dialect);
    let Ok(original) = UriReference::parse_in(input, dialect) else {
        assert!(normalize_with(input, &options).is_err(), "{input:?}");
        return;
    };
    let once = original.normalize();
    assert_eq!(once.dialect(), dialect, "{input:?}");
    let normal = UriReference::parse_in(once.as_str(), dialect)
        .unwrap_or_else(|e| panic!("{input:?} {once}: {e}"));
    assert_eq!(normal.normalize(), once, "{input:?}");
    assert!(original.equivalent(&original), "{input:?}");
    // java.net.URI's equals compares paths as written: in the java
    // dialect a reference is equivalent to its normal form only when its
    // path was normal already.
    if dialect != Dialect::JAVA || once.as_str() == input {
        assert!(original.equivalent(&normal), "{input:?} {once}");
    }
    assert_eq!(
        normalize_with(input, &options).as_ref(),
        Ok(&once),
        "{input:?}"
    );
}

/// An IRI and the URI it maps to are equivalent in RFC 3987's reading, and
/// equivalence is symmetric there.
fn iri_equivalence(input: &str) {
    let Ok(iri) = UriReference::parse_in(input, Dialect::RFC3987) else {
        return;
    };
    let mapped = uri2396::iri::to_uri(input);
    let uri = UriReference::parse_in(&mapped, Dialect::RFC3987)
        .unwrap_or_else(|e| panic!("{input:?} -> {mapped:?}: {e}"));
    assert!(iri.equivalent(&uri), "{input:?} {mapped:?}");
    assert!(uri.equivalent(&iri), "{input:?} {mapped:?}");
    let options = NormalizeOptions::new().with_dialect(Dialect::RFC3987);
    assert_eq!(
        uri2396::normalize::equivalent_with(input, &mapped, &options),
        Ok(true),
        "{input:?} {mapped:?}"
    );
}
