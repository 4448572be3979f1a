//! RFC 3987's mappings (`uri2396::iri`): `to_uri` is idempotent and gives
//! US-ASCII for text of `ucschar` and US-ASCII; `to_iri` keeps escapes
//! that lie in its input and in order, and of a URI, `to_uri` of its IRI
//! decodes to the same octets as the URI.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::iri::{is_iprivate, is_ucschar, to_iri, to_uri};

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
});
