//! Extraction (Appendix E, F): any text gives references in document order,
//! without overlaps, each span inside the text on character boundaries with
//! the line and column of its start; an `Extractor` fed the text in chunks
//! gives the same references as `extract` on the whole text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::extract::{ExtractOptions, Extractor, Reference, extract};

/// What is compared between the two ways in.
fn key(r: &Reference<'_>) -> (String, usize, usize, usize, usize, bool, Option<String>) {
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

fuzz_target!(|data: &[u8]| {
    // The first byte: the chunk size, the bound and the Appendix F option.
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let options = ExtractOptions::default()
        .with_abbreviated(first & 1 == 1)
        .with_max_length(16 + usize::from(first >> 4) * 64);
    let chunk = 1 + usize::from((first >> 1) & 7) * 5;

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
