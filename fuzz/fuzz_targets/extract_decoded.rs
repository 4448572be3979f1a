//! Extraction from text in other encodings (feature `encoding`): any bytes,
//! decoded from Shift_JIS, EUC-JP, ISO-2022-JP, UTF-16 (stateful: a chunk
//! may end inside a code unit, a surrogate pair or an escape sequence),
//! windows-1252, UTF-8, `auto` or `detect` (the encoding guessed), give references in document order whose
//! offsets in the original bytes and in characters are in order and inside
//! the text; a `DecodingExtractor` fed the bytes in chunks gives the same
//! references as `extract_decoded` on the whole, and a `TextDecoder` fed
//! them in chunks the same decoded text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::extract::{
    DecodingExtractor, ExtractOptions, FoundReference, TextDecoder, TextEncoding, extract_decoded,
};

const LABELS: [&str; 9] = [
    "shift_jis",
    "euc-jp",
    "iso-2022-jp",
    "utf-16le",
    "utf-16be",
    "windows-1252",
    "utf-8",
    "auto",
    "detect",
];

/// What is compared between the two ways in.
type Key = (
    String,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    bool,
    Option<usize>,
);

fn key(r: &FoundReference<'_>) -> Key {
    (
        r.uri().to_owned(),
        r.start(),
        r.end(),
        r.source_start(),
        r.source_end(),
        r.char_start(),
        r.column(),
        r.is_valid(),
        r.malformed(),
    )
}

fuzz_target!(|data: &[u8]| {
    // The first byte: the encoding and the chunk size.
    let Some((&first, text)) = data.split_first() else {
        return;
    };
    let encoding = TextEncoding::for_label(LABELS[usize::from(first) % LABELS.len()]).unwrap();
    let chunk = 1 + usize::from(first) / LABELS.len();
    let options = ExtractOptions::default().with_max_length(64);

    let whole = extract_decoded(text, encoding, &options);
    let (mut source_end, mut char_end) = (0, 0);
    for r in &whole {
        assert!(source_end <= r.source_start(), "{text:?}");
        assert!(r.source_start() <= r.source_end() && r.source_end() <= text.len());
        assert!(char_end <= r.char_start() && r.char_start() <= r.char_end());
        assert!(r.char_end() <= text.len());
        if let Some(at) = r.malformed() {
            assert!(r.source_start() <= at && at < r.source_end(), "{text:?}");
            assert!(!r.is_valid());
        }
        source_end = r.source_end();
        char_end = r.char_end();
    }

    let mut extractor = DecodingExtractor::new(options, encoding);
    let mut chunked = Vec::new();
    for piece in text.chunks(chunk) {
        chunked.extend(extractor.push(piece).map(|r| key(&r)));
    }
    chunked.extend(extractor.finish().map(|r| key(&r)));
    let whole: Vec<Key> = whole.iter().map(key).collect();
    assert_eq!(chunked, whole, "{text:?}");

    let decode = |size: usize| {
        let mut decoder = TextDecoder::new(encoding);
        let mut out = Vec::new();
        for piece in text.chunks(size) {
            decoder.decode(piece, &mut out);
        }
        decoder.finish(&mut out);
        out
    };
    assert_eq!(decode(chunk), decode(text.len().max(1)), "{text:?}");
});
