//! RFC 3987 section 3's mappings (`uri2396::iri`): the RFC's examples,
//! Japanese text and escapes in the encodings Japan uses, the round trip
//! on the corpus sample, and hostile shapes.

use uri2396::iri::{Escape, Kept, is_iprivate, is_ucschar, to_iri, to_uri};

const SAMPLE: &str = include_str!("data/corpus-sample.txt");

/// The URI `to_uri(to_iri(uri))` must give back: each escape's hex digits
/// in capitals and each escape of an unreserved character decoded (the
/// differences RFC 3987 3.2 allows), worked out here escape by escape.
fn expected_round_trip(uri: &str) -> String {
    let b = uri.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let escape = (b[i] == b'%'
            && i + 2 < b.len()
            && b[i + 1].is_ascii_hexdigit()
            && b[i + 2].is_ascii_hexdigit())
        .then(|| u8::from_str_radix(&uri[i + 1..i + 3], 16).ok())
        .flatten();
        match escape {
            Some(o) if o.is_ascii_alphanumeric() || b"-._~".contains(&o) => {
                out.push(char::from(o));
                i += 3;
            }
            Some(o) if o >= 0x80 => {
                out.push_str(&format!("%{o:02X}"));
                i += 3;
            }
            Some(_) => {
                out.push_str(&uri[i..i + 3]);
                i += 3;
            }
            None => {
                let c = uri[i..].chars().next().expect("a character");
                out.push(c);
                i += c.len_utf8();
            }
        }
    }
    out
}

#[test]
fn the_examples_of_rfc_3987() {
    // 3.1: the IRI and its URI.
    assert_eq!(
        to_uri("http://r\u{e9}sum\u{e9}.example.org"),
        "http://r%C3%A9sum%C3%A9.example.org"
    );
    // 3.2.1, each example's step 1 and step 5.
    assert_eq!(
        to_iri("http://www.example.org/D%C3%BCrst").iri,
        "http://www.example.org/D\u{fc}rst"
    );
    assert_eq!(
        to_iri("http://www.example.org/D%FCrst").iri,
        "http://www.example.org/D%FCrst"
    );
    assert_eq!(
        to_iri("http://xn--99zt52a.example.org/%e2%80%ae").iri,
        "http://xn--99zt52a.example.org/%E2%80%AE"
    );
    // 3.1: an identity on URIs, and idempotent.
    for line in SAMPLE.lines().filter(|l| l.is_ascii()) {
        assert_eq!(to_uri(line), line);
    }
    let once = to_uri("http://例え.テスト/パス?q=値#フ");
    assert_eq!(to_uri(&once), once);
}

#[test]
fn japanese_in_a_path_and_escapes_of_shift_jis() {
    let uri = to_uri("http://example.jp/表示/");
    assert_eq!(uri, "http://example.jp/%E8%A1%A8%E7%A4%BA/");
    let back = to_iri(&uri);
    assert_eq!(
        (back.iri.as_ref(), back.kept.as_slice()),
        ("http://example.jp/表示/", &[][..])
    );
    // 表示 in Shift_JIS: 95 5C 8E A6. Not UTF-8, and 5C is "\".
    let sjis = to_iri("http://example.jp/%95%5C%8E%A6/");
    assert_eq!(sjis.iri, "http://example.jp/%95%5C%8E%A6/");
    let reasons: Vec<(usize, usize, Kept)> =
        sjis.kept.iter().map(|e| (e.start, e.end, e.kept)).collect();
    assert_eq!(
        reasons,
        [
            (18, 21, Kept::NotUtf8),
            (21, 24, Kept::NotInUris),
            (24, 27, Kept::NotUtf8),
            (27, 30, Kept::NotUtf8)
        ]
    );
}

#[test]
fn each_reason_of_3_2() {
    let cases: &[(&str, &str, &[Kept])] = &[
        ("/a%2Fb", "/a%2Fb", &[Kept::Reserved]),
        ("/a%25b", "/a%25b", &[Kept::Percent]),
        (
            "/a%20b%3Cc",
            "/a%20b%3Cc",
            &[Kept::NotInUris, Kept::NotInUris],
        ),
        ("/%41%7e%2d", "/A~-", &[]),
        // A control beyond US-ASCII (U+0085) and a noncharacter (U+FFFE).
        (
            "/%C2%85%EF%BF%BE",
            "/%C2%85%EF%BF%BE",
            &[Kept::NotInIris, Kept::NotInIris],
        ),
        // A private-use character: in the query only.
        (
            "/%EE%80%80?%EE%80%80",
            "/%EE%80%80?\u{e000}",
            &[Kept::NotInIris],
        ),
        // Bidi formatting characters never (4.1); other bidi text is fine.
        ("/%E2%80%8F%D7%90", "/%E2%80%8F\u{5d0}", &[Kept::NotInIris]),
        // A sequence cut short, then a whole character.
        ("/%E8%A1%E8%A1%A8", "/%E8%A1表", &[Kept::NotUtf8]),
        // "%" that starts no escape stays a "%", and a hex digit after it
        // stays escaped.
        ("/%zz%E8%A1%A8%", "/%zz表%", &[]),
        ("4%%444", "4%%444", &[Kept::JoinsPercent]),
        ("%4%41%42", "%4%41B", &[Kept::JoinsPercent]),
    ];
    for &(uri, iri, reasons) in cases {
        let got = to_iri(uri);
        assert_eq!(got.iri, iri, "{uri}");
        let kept: Vec<Kept> = got.kept.iter().map(|e: &Escape| e.kept).collect();
        assert_eq!(kept, reasons, "{uri}");
    }
}

#[test]
fn the_round_trip_on_the_corpus_sample() {
    let mut decoded = 0;
    // URIs: the lines of US-ASCII (3.2 starts from a URI's octets).
    for line in SAMPLE.lines().filter(|l| l.is_ascii()) {
        let iri = to_iri(line);
        if iri.iri != line {
            decoded += 1;
        }
        assert_eq!(to_uri(&iri.iri), expected_round_trip(line), "{line}");
        for e in &iri.kept {
            assert!(
                line[e.start..e.end].starts_with('%') && (e.end - e.start) % 3 == 0,
                "{line}"
            );
        }
    }
    assert!(decoded > 10, "{decoded}");
}

#[test]
fn the_character_classes() {
    assert!(is_ucschar('\u{a0}') && is_ucschar('表') && is_ucschar('\u{1f600}'));
    assert!(
        !is_ucschar('a')
            && !is_ucschar('\u{9f}')
            && !is_ucschar('\u{fffe}')
            && !is_ucschar('\u{1fffe}')
    );
    assert!(!is_ucschar('\u{e000}') && is_iprivate('\u{e000}') && is_iprivate('\u{10fffd}'));
    assert!(!is_ucschar('\u{e0fff}') && is_ucschar('\u{e1000}'));
}

#[test]
fn hostile_shapes_are_one_pass() {
    // A million escapes of one character, a million stray "%", and a
    // million octets that are no UTF-8.
    let many = "%E8%A1%A8".repeat(1_000_000);
    assert_eq!(to_iri(&many).iri.chars().count(), 1_000_000);
    let stray = "%".repeat(1_000_000);
    assert_eq!(to_iri(&stray).iri, stray);
    let bad = "%FF".repeat(1_000_000);
    let got = to_iri(&bad);
    assert_eq!((got.iri.len(), got.kept.len()), (3_000_000, 1_000_000));
    assert_eq!(to_uri(&"表".repeat(1_000_000)).len(), 9_000_000);
}

/// RFC 3987 5.3.2.3: IRIs are compared as the URIs they map to (3.1), so
/// a character and the escapes of its UTF-8 octets are one, whatever the
/// case of their hex digits; other escapes, and an IRI of another
/// character, still differ. A reading of URIs keeps the two apart.
#[test]
fn iris_are_equivalent_as_the_uris_they_map_to() {
    use uri2396::normalize::{NormalizeOptions, equivalent_with};
    use uri2396::{Dialect, UriReference};

    let iri = NormalizeOptions::new().with_dialect(Dialect::RFC3987);
    let same = |a: &str, b: &str| equivalent_with(a, b, &iri).unwrap();
    assert!(same("http://a/表", "http://a/%E8%A1%A8"));
    assert!(same(
        "http://a/表?q=値#f",
        "HTTP://A:80/%e8%a1%a8?q=%E5%80%A4#f"
    ));
    assert!(same("http://a/%7E表", "http://a/~%E8%A1%A8"));
    assert!(!same("http://a/表", "http://a/%E8%A1%A9"));
    assert!(!same("http://a/表", "http://a/表#f"));
    // Escapes of Shift_JIS octets are no character of an IRI.
    assert!(!same("http://a/表示", "http://a/%95%5C%8E%A6"));
    // A host is not mapped to its A-labels (3.1 leaves it as it is).
    assert!(!same("http://例え.jp/", "http://xn--r8jz45g.jp/"));
    // The reference methods agree, and a reading of URIs has no `表`.
    let a = UriReference::parse_in("http://a/表", Dialect::RFC3987).unwrap();
    let b = UriReference::parse_in("http://a/%E8%A1%A8", Dialect::RFC3986).unwrap();
    assert!(a.equivalent(&b) && b.equivalent(&a));
    let c = UriReference::parse_in("http://a/%E8%A1%A8", Dialect::RFC3986).unwrap();
    let d = UriReference::parse_in("http://a/%e8%a1%a8", Dialect::RFC3986).unwrap();
    assert!(c.equivalent(&d));
}
