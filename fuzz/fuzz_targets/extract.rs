//! Extraction (Appendix E, F): any text gives references in document order,
//! without overlaps, each span inside the text on character boundaries with
//! the line and column of its start; an `Extractor` fed the text in chunks
//! gives the same references as `extract` on the whole text. Any bytes,
//! UTF-8 or not, through `extract_bytes`: each reference's `char_start` and
//! column count each character, and each byte outside a UTF-8 character,
//! as one, and an `Extractor` fed the bytes in chunks cut anywhere gives
//! the same references.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::extract::{ExtractOptions, Extractor, FoundReference, extract, extract_bytes};

/// What is compared between the two ways in.
fn key(r: &FoundReference<'_>) -> (String, usize, usize, usize, usize, bool, Option<String>) {
    (
        r.uri().to_owned(),
        r.start(),
        r.end(),
        r.line(),
        r.column(),
        r.is_valid(),
        r.without_hyphen().map(|w| w.uri().to_owned()),
    )
}

/// Line, column and characters after `bytes`, from line 1, column 1:
/// each character one, each byte outside a UTF-8 character one.
fn counted(bytes: &[u8]) -> (usize, usize, usize) {
    let (mut line, mut column, mut chars) = (1, 1, 0);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c == '\n' {
                (line, column) = (line + 1, 1);
            } else {
                column += 1;
            }
            chars += 1;
        }
        column += chunk.invalid().len();
        chars += chunk.invalid().len();
    }
    (line, column, chars)
}

fuzz_target!(|data: &[u8]| {
    // The first byte: the chunk size, the bound and the Appendix F option.
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let options = ExtractOptions::default()
        .with_abbreviated(first & 1 == 1)
        .with_max_length(16 + usize::from(first >> 4) * 64);
    let chunk = 1 + usize::from((first >> 1) & 7) * 5;

    // The bytes as they are.
    let whole: Vec<_> = extract_bytes(rest, &options).collect();
    for r in &whole {
        let (line, column, chars) = counted(&rest[..r.start()]);
        assert_eq!(
            (r.line(), r.column(), r.char_start()),
            (line, column, chars),
            "{rest:?}"
        );
        assert_eq!(
            r.char_end(),
            chars + counted(&rest[r.start()..r.end()]).2,
            "{rest:?}"
        );
    }
    let mut extractor = Extractor::new(options);
    let mut chunked = Vec::new();
    for piece in rest.chunks(chunk) {
        chunked.extend(
            extractor
                .push_bytes(piece)
                .map(|r| (key(&r), r.char_start())),
        );
    }
    chunked.extend(extractor.finish().map(|r| (key(&r), r.char_start())));
    let keys: Vec<_> = whole.iter().map(|r| (key(r), r.char_start())).collect();
    assert_eq!(chunked, keys, "{rest:?}");

    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };

    let whole: Vec<_> = extract(text, &options).collect();
    let mut end = 0;
    // Line and column counted once over the text.
    let (mut line, mut column, mut at) = (1, 1, 0);
    for r in &whole {
        assert!(end <= r.start() && r.start() <= r.end() && r.end() <= text.len());
        assert!(text.is_char_boundary(r.start()) && text.is_char_boundary(r.end()));
        assert_eq!(&text[r.start()..r.end()], r.written());
        for c in text[at..r.start()].chars() {
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        at = r.start();
        assert_eq!((r.line(), r.column()), (line, column), "{text:?}");
        assert!(r.uri().len() <= r.written().len() + "gopher://".len());
        end = r.end();
    }

    let mut extractor = Extractor::new(options);
    let mut chunked = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut n = chunk.min(rest.len());
        while !rest.is_char_boundary(n) {
            n += 1;
        }
        let (head, tail) = rest.split_at(n);
        chunked.extend(extractor.push(head).map(|r| key(&r)));
        rest = tail;
    }
    chunked.extend(extractor.finish().map(|r| key(&r)));
    let whole: Vec<_> = whole.iter().map(key).collect();
    assert_eq!(chunked, whole, "{text:?}");
});
