//! Extraction from text in the encodings people have (feature
//! `encoding`): copies of a page of the Japanese translation of RFC 2396
//! (tests/data/encodings/, written by make.py there) in Shift_JIS, EUC-JP,
//! ISO-2022-JP and UTF-16, an English passage in windows-1252, and random
//! bytes. With the right encoding each copy gives the references of the
//! UTF-8 copy, at the same character offsets, whatever the chunks; with a
//! wrong one, no junk valid reference from UTF-16.

use uri2396::extract::{
    DecodingExtractor, ExtractOptions, FoundReference, TextEncoding, extract, extract_bytes,
    extract_decoded,
};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/encodings/");

fn read(name: &str) -> Vec<u8> {
    std::fs::read(format!("{DATA}{name}")).unwrap()
}

fn encoding(label: &str) -> TextEncoding {
    TextEncoding::for_label(label).unwrap()
}

/// What the copies must agree on: the reference, where it stands in
/// characters, its delimiter and whether it is valid.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    uri: String,
    char_start: usize,
    char_end: usize,
    line: usize,
    column: usize,
    delimiter: &'static str,
    valid: bool,
}

fn seen(r: &FoundReference<'_>) -> Seen {
    Seen {
        uri: r.uri().to_owned(),
        char_start: r.char_start(),
        char_end: r.char_end(),
        line: r.line(),
        column: r.column(),
        delimiter: r.delimiter().as_str(),
        valid: r.is_valid(),
    }
}

fn utf8(name: &str) -> Vec<Seen> {
    let text = String::from_utf8(read(name)).unwrap();
    extract(&text, &ExtractOptions::default())
        .map(|r| seen(&r))
        .collect()
}

/// The references of `bytes` in `encoding` by a [`DecodingExtractor`] fed
/// `chunk` bytes at a time, with their offsets in the original bytes.
fn by_chunks(bytes: &[u8], encoding: TextEncoding, chunk: usize) -> Vec<(Seen, usize, usize)> {
    let mut extractor = DecodingExtractor::new(ExtractOptions::default(), encoding);
    let mut out = Vec::new();
    let entry = |r: FoundReference<'_>| (seen(&r), r.source_start(), r.source_end());
    for piece in bytes.chunks(chunk) {
        out.extend(extractor.push(piece).map(entry));
    }
    out.extend(extractor.finish().map(entry));
    out
}

/// The copies of the UTF-8 page and the label each is read with
/// (tests/data/encodings/copies.txt, which the tool's and the Python
/// package's tests read too).
fn copies() -> Vec<(String, String)> {
    let text = String::from_utf8(read("copies.txt")).expect("copies.txt is UTF-8");
    let copies: Vec<(String, String)> = text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (file, label) = l.split_once(' ').expect("FILE LABEL");
            (file.to_owned(), label.to_owned())
        })
        .collect();
    assert_eq!(copies.len(), 6);
    copies
}

#[test]
fn the_utf8_copy_has_its_references() {
    let found = utf8("section-2.utf-8.txt");
    let uris: Vec<&str> = found.iter().map(|s| s.uri.as_str()).collect();
    assert_eq!(
        uris,
        [
            "http://www.7key.jp/rfc/2396/rfc2396_2.html#source",
            "http://www.7key.jp/rfc/2396/rfc2396_2.html#translation",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
            "http://www.w3.org/Addressing/",
            "mailto:webmaster@7key.jp",
        ]
    );
    assert!(found.iter().all(|s| s.valid));
}

#[test]
fn each_encoding_gives_the_references_of_the_utf8_copy() {
    let expected = utf8("section-2.utf-8.txt");
    for (file, label) in copies() {
        let bytes = read(&file);
        let found = extract_decoded(&bytes, encoding(&label), &ExtractOptions::default());
        let got: Vec<Seen> = found.iter().map(seen).collect();
        assert_eq!(got, expected, "{file} as {label}");
        assert!(found.iter().all(|r| r.malformed().is_none()), "{file}");
    }
}

/// IRIs in Japanese prose (`iris.*.txt`, a copy of
/// `tests/data/extract/japanese.txt`) read in RFC 3987's reading: each
/// Japanese encoding gives the UTF-8 copy's references, every one a valid
/// IRI, in chunks as whole.
#[test]
fn each_encoding_gives_the_iris_of_the_utf8_copy() {
    let options = ExtractOptions::default().with_rule(uri2396::grammar::rfc3987::IRI_REFERENCE);
    let text = String::from_utf8(read("iris.utf-8.txt")).unwrap();
    let expected: Vec<Seen> = extract(&text, &options).map(|r| seen(&r)).collect();
    assert_eq!(expected.len(), 14);
    assert!(expected.iter().all(|s| s.valid), "{expected:?}");
    for (name, label) in [
        ("shift_jis", "shift_jis"),
        ("euc-jp", "euc-jp"),
        ("iso-2022-jp", "iso-2022-jp"),
        ("utf-16le-bom", "auto"),
        ("utf-16be", "utf-16be"),
    ] {
        let bytes = read(&format!("iris.{name}.txt"));
        let found = extract_decoded(&bytes, encoding(label), &options);
        let got: Vec<Seen> = found.iter().map(seen).collect();
        assert_eq!(got, expected, "iris.{name}.txt as {label}");
        for chunk in [1, 7, 4096] {
            let mut extractor = DecodingExtractor::new(options, encoding(label));
            let mut chunked = Vec::new();
            for piece in bytes.chunks(chunk) {
                chunked.extend(extractor.push(piece).map(|r| seen(&r)));
            }
            chunked.extend(extractor.finish().map(|r| seen(&r)));
            assert_eq!(
                chunked, expected,
                "iris.{name}.txt as {label} in chunks of {chunk}"
            );
        }
    }
}

#[test]
fn a_byte_order_mark_says_utf16_to_auto() {
    let expected = utf8("section-2.utf-8.txt");
    let bytes = read("section-2.utf-16le-bom.txt");
    let found = extract_decoded(&bytes, TextEncoding::AUTO, &ExtractOptions::default());
    assert_eq!(found.iter().map(seen).collect::<Vec<_>>(), expected);
    let mut extractor = DecodingExtractor::new(ExtractOptions::default(), TextEncoding::AUTO);
    drop(extractor.push(&bytes[..1]));
    assert_eq!(extractor.encoding(), None);
    drop(extractor.push(&bytes[1..2]));
    assert_eq!(extractor.encoding().map(|e| e.name()), Some("UTF-16LE"));
}

/// The original bytes of each reference, decoded, are its text as written.
#[test]
fn source_offsets_point_at_the_original_bytes() {
    // `auto` is a label of this crate's, not of the Encoding Standard.
    for (file, label) in copies().into_iter().filter(|(_, label)| label != "auto") {
        let bytes = read(&file);
        let e = encoding_rs::Encoding::for_label(label.as_bytes()).unwrap();
        for r in extract_decoded(&bytes, encoding(&label), &ExtractOptions::default()) {
            let (text, malformed) =
                e.decode_without_bom_handling(&bytes[r.source_start()..r.source_end()]);
            assert!(!malformed, "{file}: {}", r.uri());
            assert_eq!(text, r.written(), "{file} as {label}");
        }
    }
    // In UTF-8, the offsets are those of the text.
    let text = read("section-2.utf-8.txt");
    for r in extract_decoded(&text, TextEncoding::UTF_8, &ExtractOptions::default()) {
        assert_eq!((r.source_start(), r.source_end()), (r.start(), r.end()));
    }
}

/// UTF-16 and ISO-2022-JP are stateful: no chunk boundary changes what is
/// found, nor where.
#[test]
fn chunks_of_any_size_give_the_same_references() {
    let copies = copies();
    let mut files: Vec<(&str, &str)> = copies
        .iter()
        .map(|(f, l)| (f.as_str(), l.as_str()))
        .collect();
    files.extend([
        ("section-2.utf-8.txt", "auto"),
        ("english.windows-1252.txt", "windows-1252"),
        ("random.bin", "shift_jis"),
        ("random.bin", "utf-16le"),
        ("random.bin", "iso-2022-jp"),
        ("random.bin", "euc-jp"),
    ]);
    for (file, label) in files {
        let bytes = read(file);
        let whole = by_chunks(&bytes, encoding(label), bytes.len().max(1));
        assert!(!whole.is_empty() || file == "random.bin", "{file}");
        for chunk in 1..=7 {
            assert_eq!(
                by_chunks(&bytes, encoding(label), chunk),
                whole,
                "{file} as {label} in chunks of {chunk}"
            );
        }
    }
}

#[test]
fn windows_1252_gives_the_references_of_the_utf8_copy() {
    let expected = utf8("english.utf-8.txt");
    assert!(expected.len() >= 4, "{expected:?}");
    let bytes = read("english.windows-1252.txt");
    let found = extract_decoded(&bytes, encoding("windows-1252"), &ExtractOptions::default());
    assert_eq!(found.iter().map(seen).collect::<Vec<_>>(), expected);
    // Read as UTF-8, "café" is cut: its 0xE9 is not UTF-8.
    let raw: Vec<_> = extract_bytes(&bytes, &ExtractOptions::default()).collect();
    assert!(raw.iter().any(|r| r.not_utf8().is_some()));
}

/// Read as UTF-8 (by mistake, or with `auto` and no byte order mark),
/// UTF-16 gives no valid reference from the excerpt: the NUL byte beside
/// each ASCII character is a control character, which ends every run.
/// With its byte order mark, `auto` reads it as UTF-16.
#[test]
fn utf16_read_as_utf8_gives_no_valid_reference_from_the_excerpt() {
    for file in ["section-2.utf-16le-bom.txt", "section-2.utf-16be.txt"] {
        let bytes = read(file);
        for label in ["utf-8", "auto"] {
            let found = extract_decoded(&bytes, encoding(label), &ExtractOptions::default());
            let valid: Vec<&str> = found
                .iter()
                .filter(|r| r.is_valid())
                .map(|r| r.uri())
                .collect();
            if file.contains("bom") && label == "auto" {
                assert_eq!(valid.len(), 5, "{file} as {label}");
            } else {
                assert_eq!(valid, Vec::<&str>::new(), "{file} as {label}");
            }
        }
    }
}

/// But a character of UTF-16 whose two bytes are both ASCII letters,
/// digits or `:` reads as ASCII: 文字は区切り (section 2 of the
/// translation), UTF-16LE without a byte order mark, has は区 as the bytes
/// `o0:S`, a valid URI by the grammar. Only the right encoding (or a byte
/// order mark, with `auto`) avoids it: a limitation, documented in
/// docs/extraction.md.
#[test]
fn bomless_utf16_can_read_as_a_uri() {
    let text: Vec<u8> = "URIの中では、文字は区切り文字として使われる"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    for label in ["utf-8", "auto"] {
        let found = extract_decoded(&text, encoding(label), &ExtractOptions::default());
        let uris: Vec<(&str, bool)> = found.iter().map(|r| (r.uri(), r.is_valid())).collect();
        assert_eq!(uris, [("o0:S", true)], "{label}");
    }
    let right = extract_decoded(&text, encoding("utf-16le"), &ExtractOptions::default());
    assert!(right.is_empty());
    let with_mark: Vec<u8> = [0xFF, 0xFE].into_iter().chain(text).collect();
    assert!(extract_decoded(&with_mark, TextEncoding::AUTO, &ExtractOptions::default()).is_empty());
}

/// A sequence that is malformed in the encoding is kept: a reference
/// holding it is invalid there, and says where it is in the original.
#[test]
fn a_malformed_sequence_makes_its_reference_invalid() {
    // Shift_JIS: a lead byte 0x81 followed by "/" (no trail byte).
    let text = b"\x8d\x58 http://a/b\x81/c d";
    let found = extract_decoded(text, encoding("shift_jis"), &ExtractOptions::default());
    assert_eq!(found.len(), 1);
    let r = &found[0];
    assert_eq!(r.uri(), "http://a/b\u{fffd}/c");
    assert!(!r.is_valid());
    assert_eq!(r.not_utf8(), Some(10));
    assert_eq!(r.malformed(), Some(13));
    assert_eq!((r.source_start(), r.source_end()), (3, 16));
    // UTF-16LE: an unpaired surrogate (0xD800) inside the reference.
    let text: Vec<u8> = "x http://a/"
        .encode_utf16()
        .chain([0xD800])
        .chain("b y".encode_utf16())
        .flat_map(u16::to_le_bytes)
        .collect();
    let found = extract_decoded(&text, encoding("utf-16le"), &ExtractOptions::default());
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].uri(), "http://a/\u{fffd}b");
    assert!(!found[0].is_valid());
    assert_eq!(found[0].malformed(), Some(22));
    // A lead byte cut by the end of the text.
    let found = extract_decoded(
        b"http://a/\x81",
        encoding("shift_jis"),
        &ExtractOptions::default(),
    );
    assert_eq!(found[0].malformed(), Some(9));
    assert!(!found[0].is_valid());
}

/// Random bytes (2.5 KB): no reference in any encoding. (Before bytes
/// that are not UTF-8 stopped starting references, such bytes gave junk
/// such as `e:k`, valid.)
#[test]
fn random_bytes() {
    let bytes = read("random.bin");
    let mut counts = Vec::new();
    for label in [
        "utf-8",
        "shift_jis",
        "euc-jp",
        "iso-2022-jp",
        "utf-16le",
        "windows-1252",
    ] {
        let found = extract_decoded(&bytes, encoding(label), &ExtractOptions::default());
        let valid = found.iter().filter(|r| r.is_valid()).count();
        counts.push((label, found.len(), valid));
    }
    let none: Vec<_> = counts.iter().map(|&(label, _, _)| (label, 0, 0)).collect();
    assert_eq!(counts, none);
}

// ---------------------------------------------------------------------------
// Text whose encoding nobody said (`TextEncoding::DETECT`, feature `detect`)
// ---------------------------------------------------------------------------

/// Each copy in an encoding that marks itself (a byte order mark) or that
/// chardetng tells from its bytes gives, with no label, the references of
/// the UTF-8 copy, whatever the chunks, and says why it was read so.
#[test]
fn detect_reads_each_copy_in_its_encoding() {
    let expected = utf8("section-2.utf-8.txt");
    let cases = [
        ("section-2.utf-8.txt", "UTF-8", "Utf8"),
        ("section-2.shift_jis.txt", "Shift_JIS", "Guessed"),
        ("section-2.euc-jp.txt", "EUC-JP", "Guessed"),
        ("section-2.iso-2022-jp.txt", "ISO-2022-JP", "Iso2022Jp"),
        ("section-2.utf-16le-bom.txt", "UTF-16LE", "ByteOrderMark"),
    ];
    for (file, name, why) in cases {
        let bytes = read(file);
        for chunk in [1, 3, 64, 4096] {
            let mut extractor =
                DecodingExtractor::new(ExtractOptions::default(), TextEncoding::DETECT);
            let mut got = Vec::new();
            for piece in bytes.chunks(chunk) {
                got.extend(extractor.push(piece).map(|r| seen(&r)));
            }
            got.extend(extractor.finish().map(|r| seen(&r)));
            assert_eq!(got, expected, "{file} in chunks of {chunk}");
            assert_eq!(extractor.encoding().map(|e| e.name()), Some(name), "{file}");
            let detection = format!("{:?}", extractor.detection().unwrap());
            assert!(detection.starts_with(why), "{file}: {detection}");
            assert_eq!(extractor.left_out(), 0, "{file}");
        }
    }
}

/// The offsets in the original bytes stay right across the switch from
/// the ASCII passed on to the decoder chosen after it, with an ASCII part
/// longer than the window that decides and a reference standing across
/// the first byte above 0x7F.
#[test]
fn detect_keeps_source_offsets_after_a_long_ascii_part() {
    let sjis = read("section-2.shift_jis.txt");
    let ascii = "plain ASCII text; ".repeat(5_000);
    for head in [
        format!("{ascii}see http://a/x "),
        format!("{ascii}http://a/"),
    ] {
        let mut bytes = head.clone().into_bytes();
        bytes.extend_from_slice(&sjis);
        let found = extract_decoded(&bytes, TextEncoding::DETECT, &ExtractOptions::default());
        let explicit = extract_decoded(&bytes, encoding("shift_jis"), &ExtractOptions::default());
        let key = |r: &FoundReference<'_>| (seen(r), r.source_start(), r.source_end());
        assert_eq!(
            found.iter().map(key).collect::<Vec<_>>(),
            explicit.iter().map(key).collect::<Vec<_>>()
        );
        for r in &found {
            let written = &bytes[r.source_start()..r.source_end()];
            let (decoded, _, _) = encoding_rs::SHIFT_JIS.decode(written);
            assert_eq!(decoded, r.written(), "{}", r.uri());
        }
    }
}

/// Where the encoding was assumed, a candidate holding a byte that the
/// encoding cannot read is left out and counted (it may be the bytes of
/// other characters); given the encoding, it is a reference, invalid there.
#[test]
fn detect_leaves_out_what_crosses_a_decoding_error() {
    // 「表示」 in Shift_JIS, more than the window decides on, then a lead
    // byte 0x81 followed by "/" (a byte chardetng would not let pass in
    // the window: it would not guess Shift_JIS then).
    let mut text = read("section-2.shift_jis.txt").repeat(40);
    text.extend_from_slice(b"\x81\x75\x95\x5c\x8e\xa6\x81\x76 http://a/ok http://a/b\x81/c d");
    let mut extractor = DecodingExtractor::new(ExtractOptions::default(), TextEncoding::DETECT);
    let mut found: Vec<String> = extractor.push(&text).map(|r| r.uri().to_owned()).collect();
    found.extend(extractor.finish().map(|r| r.uri().to_owned()));
    assert_eq!(extractor.encoding().map(|e| e.name()), Some("Shift_JIS"));
    assert_eq!(found.len(), 5 * 40 + 1);
    assert_eq!(found.last().map(String::as_str), Some("http://a/ok"));
    assert_eq!(extractor.left_out(), 1);
    let given = extract_decoded(&text, encoding("sjis"), &ExtractOptions::default());
    assert_eq!(given.len(), 5 * 40 + 2);
    assert!(!given[5 * 40 + 1].is_valid());
    // UTF-8 text with a stray byte after the window: the same.
    let text = format!(
        "{}http://a/ok http://a/caf\u{e9}",
        "「表示」 ".repeat(8_000)
    );
    let mut bytes = text.as_bytes()[..text.len() - 2].to_vec();
    bytes.push(0xE9);
    let mut extractor = DecodingExtractor::new(ExtractOptions::default(), TextEncoding::DETECT);
    let mut found: Vec<String> = extractor.push(&bytes).map(|r| r.uri().to_owned()).collect();
    found.extend(extractor.finish().map(|r| r.uri().to_owned()));
    assert_eq!(extractor.encoding(), Some(TextEncoding::UTF_8));
    assert_eq!(found, ["http://a/ok"]);
    assert_eq!(extractor.left_out(), 1);
}

/// ASCII is read as UTF-8, and so is an English page in windows-1252 only
/// where it is ASCII: its first é decides windows-1252.
#[test]
fn detect_reads_ascii_as_utf8_and_latin_as_windows_1252() {
    let found = extract_decoded(
        b"see http://a/b",
        TextEncoding::DETECT,
        &ExtractOptions::default(),
    );
    assert_eq!(found[0].uri(), "http://a/b");
    let mut extractor = DecodingExtractor::new(ExtractOptions::default(), TextEncoding::DETECT);
    drop(extractor.push(b"see http://a/b"));
    assert_eq!(extractor.encoding(), None);
    drop(extractor.finish());
    assert_eq!(extractor.encoding(), Some(TextEncoding::UTF_8));
    assert_eq!(
        extractor.detection(),
        Some(uri2396::extract::Detection::Ascii)
    );

    let bytes = read("english.windows-1252.txt");
    let found = extract_decoded(&bytes, TextEncoding::DETECT, &ExtractOptions::default());
    let explicit = extract_decoded(&bytes, encoding("windows-1252"), &ExtractOptions::default());
    assert_eq!(
        found.iter().map(seen).collect::<Vec<_>>(),
        explicit.iter().map(seen).collect::<Vec<_>>()
    );
}

/// Labels people type beside those of the Encoding Standard.
#[test]
fn labels_people_type() {
    for (label, name) in [
        ("cp932", "Shift_JIS"),
        ("CP932", "Shift_JIS"),
        ("ms932", "Shift_JIS"),
        ("windows-31j", "Shift_JIS"),
        ("sjis", "Shift_JIS"),
        ("shift-jis", "Shift_JIS"),
        ("eucjp", "EUC-JP"),
        ("euc_jp", "EUC-JP"),
        ("ujis", "EUC-JP"),
        ("iso2022_jp", "ISO-2022-JP"),
        ("utf_16_le", "UTF-16LE"),
        ("utf8", "UTF-8"),
        ("latin1", "windows-1252"),
        ("detect", "detect"),
    ] {
        assert_eq!(
            TextEncoding::for_label(label).map(|e| e.name()),
            Some(name),
            "{label}"
        );
    }
    for label in ["", "cp", "klingon", "iso-2022-kr"] {
        assert_eq!(TextEncoding::for_label(label), None, "{label}");
    }
}
