//! RFC 3987's mappings (`uri2396::iri`): `to_uri` is idempotent and gives
//! US-ASCII for text of `ucschar` and US-ASCII; `to_iri` keeps escapes
//! that lie in its input and in order, and of a URI, `to_uri` of its IRI
//! decodes to the same octets as the URI. With RFC 3987's reading: the URI
//! of a valid IRI is a valid RFC 3986 reference, the IRI of a valid RFC
//! 3986 reference is a valid IRI, and `is_ucschar` and `is_iprivate` are
//! the grammar's `ucschar` and `iprivate`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::grammar::rfc3987;
use uri2396::iri::{is_iprivate, is_ucschar, to_iri, to_uri};
use uri2396::{Dialect, UriReference};

/// The octets `s` stands for, each valid escape decoded.
fn octets(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let hex = |x: u8| char::from(x).to_digit(16);
        match (
            b[i],
            b.get(i + 1).and_then(|&x| hex(x)),
            b.get(i + 2).and_then(|&x| hex(x)),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (x, _, _) => {
                out.push(x);
                i += 1;
            }
        }
    }
    out
}

fuzz_target!(|text: &str| {
    let uri = to_uri(text);
    assert_eq!(to_uri(&uri), uri, "{text:?}");
    if text
        .chars()
        .all(|c| c.is_ascii() || is_ucschar(c) || is_iprivate(c))
    {
        assert!(uri.is_ascii(), "{text:?}");
    }
    let iri = to_iri(text);
    let mut last = 0;
    for e in &iri.kept {
        assert!(
            e.start >= last && e.start < e.end && e.end <= text.len(),
            "{text:?}"
        );
        assert!(text[e.start..].starts_with('%'), "{text:?}");
        last = e.end;
    }
    if text.is_ascii() {
        assert_eq!(octets(&to_uri(&iri.iri)), octets(text), "{text:?}");
    }
    for c in text.chars().take(64) {
        let one = c.to_string();
        assert_eq!(is_ucschar(c), rfc3987::UCSCHAR.matches(&one), "{c:?}");
        assert_eq!(is_iprivate(c), rfc3987::IPRIVATE.matches(&one), "{c:?}");
    }
    if UriReference::parse_in(text, Dialect::RFC3987).is_ok() {
        assert!(
            UriReference::parse_in(&uri, Dialect::RFC3986).is_ok(),
            "{text:?} -> {uri:?}"
        );
    }
    if UriReference::parse_in(text, Dialect::RFC3986).is_ok() {
        assert!(
            UriReference::parse_in(&iri.iri, Dialect::RFC3987).is_ok(),
            "{text:?} -> {:?}",
            iri.iri
        );
    }
});
