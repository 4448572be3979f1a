//! URI references in running text (Appendix E) and abbreviated URLs
//! (Appendix F): Appendix E's own example, the documents of
//! `tests/data/extract/` as snapshots, recall and precision on generated
//! documents, chunked input against whole input, and hostile shapes in
//! bounded memory.

use crate::support;

use std::fmt::Write as _;

use proptest::prelude::*;
use serde::Serialize;
use uri2396::extract::{
    Delimiter, ExtractOptions, Extractor, FoundReference, abbreviated, extract, extract_bytes,
};
use uri2396::grammar::Rule;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/extract/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What a snapshot shows of a reference.
#[derive(Debug, PartialEq, Eq, Serialize)]
struct Shown {
    uri: String,
    start: usize,
    end: usize,
    line: usize,
    column: usize,
    delimiter: &'static str,
    url_prefix: bool,
    abbreviated: bool,
    valid: bool,
    error: Option<String>,
    hyphen_break: bool,
    without_hyphen: Option<String>,
    without_hyphen_valid: Option<bool>,
}

fn shown(r: &FoundReference<'_>) -> Shown {
    Shown {
        uri: r.uri().to_owned(),
        start: r.start(),
        end: r.end(),
        line: r.line(),
        column: r.column(),
        delimiter: r.delimiter().as_str(),
        url_prefix: r.url_prefix(),
        abbreviated: r.abbreviated(),
        valid: r.is_valid(),
        error: r.error().map(|e| e.to_string()),
        hyphen_break: r.hyphen_break(),
        without_hyphen: r.without_hyphen().map(|w| w.uri().to_owned()),
        without_hyphen_valid: r.without_hyphen().map(|w| w.is_valid()),
    }
}

/// Every document by [`extract`] and by an [`Extractor`] fed `chunk`
/// bytes at a time (rounded to characters).
fn by_chunks(text: &str, options: ExtractOptions, chunk: usize) -> Vec<Shown> {
    let mut extractor = Extractor::new(options);
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut n = chunk.min(rest.len());
        while !rest.is_char_boundary(n) {
            n += 1;
        }
        let (head, tail) = rest.split_at(n);
        out.extend(extractor.push(head).map(|r| shown(&r)));
        rest = tail;
    }
    out.extend(extractor.finish().map(|r| shown(&r)));
    out
}

fn whole(text: &str, options: ExtractOptions) -> Vec<Shown> {
    extract(text, &options).map(|r| shown(&r)).collect()
}

#[test]
fn appendix_e_gives_exactly_its_three_references() {
    let text = data("appendix-e.txt");
    let found: Vec<FoundReference<'_>> = extract(&text, &ExtractOptions::default()).collect();
    let uris: Vec<&str> = found.iter().map(FoundReference::uri).collect();
    assert_eq!(
        uris,
        [
            "http://www.w3.org/Addressing/",
            "ftp://ds.internic.net/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ]
    );
    let delimiters: Vec<Delimiter> = found.iter().map(FoundReference::delimiter).collect();
    assert_eq!(
        delimiters,
        [Delimiter::Quote, Delimiter::Angle, Delimiter::Angle]
    );
    assert!(found.iter().all(|r| r.is_valid() && !r.hyphen_break()));
    // Each span is the text as written, line break included.
    for r in &found {
        assert_eq!(&text[r.start()..r.end()], r.written());
    }
    assert_eq!(found[1].written(), "ftp://ds.internic.\nnet/rfc/");
    assert_eq!((found[2].line(), found[2].column()), (3, 34));
    // The same in chunks of any size.
    for chunk in [1, 2, 3, 7, 64, 4096] {
        assert_eq!(
            by_chunks(&text, ExtractOptions::default(), chunk),
            whole(&text, ExtractOptions::default())
        );
    }
}

#[test]
fn documents() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/extract");
    settings.set_prepend_module_to_snapshot(false);
    let _glob = support::one_glob_at_a_time();
    settings.bind(|| {
        insta::glob!("data/extract/*.txt", |path| {
            let text = std::fs::read_to_string(path).expect("a document");
            let plain = ExtractOptions::default();
            let found = whole(&text, plain);
            assert_eq!(by_chunks(&text, plain, 5), found);
            let abbreviated = ExtractOptions::default().with_abbreviated(true);
            let with_abbreviated = whole(&text, abbreviated);
            assert_eq!(by_chunks(&text, abbreviated, 5), with_abbreviated);
            // The option adds abbreviated URLs and nothing else.
            let others: Vec<&Shown> = with_abbreviated.iter().filter(|r| !r.abbreviated).collect();
            assert_eq!(others, found.iter().collect::<Vec<_>>());
            let added: Vec<&Shown> = with_abbreviated.iter().filter(|r| r.abbreviated).collect();
            insta::assert_yaml_snapshot!((found, added));
        });
    });
}

/// Japanese running text (`data/extract/japanese.txt`), read in RFC
/// 3987's reading: each reference ends at Japanese punctuation, a bracket,
/// an ideographic space, or where Japanese prose resumes after a letter or
/// digit; each is a valid IRI, in chunks as whole.
#[test]
fn japanese_running_text_in_the_iri_reading() {
    let text = data("japanese.txt");
    let options = ExtractOptions::default().with_rule(uri2396::grammar::rfc3987::IRI_REFERENCE);
    let found: Vec<FoundReference<'_>> = extract(&text, &options).collect();
    let uris: Vec<&str> = found.iter().map(|r| r.uri()).collect();
    assert_eq!(
        uris,
        [
            "http://example.jp/表示/",
            "http://例え.テスト/仕様",
            "https://example.jp/a?q=値",
            "http://www.例え.jp/",
            "http://example.jp/一覧",
            "http://example.jp/x",
            "http://example.jp/y",
            "http://example.jp/全角空白",
            "http://example.jp/index.html",
            "mailto:info@example.jp",
            "http://example.jp/a",
            "http://example.jp/b",
            "http://example.jp/c",
            "http://example.jp/d",
        ]
    );
    assert!(found.iter().all(FoundReference::is_valid), "{uris:?}");
    for chunk in [1, 3, 64] {
        assert_eq!(by_chunks(&text, options, chunk), whole(&text, options));
    }
    // RFC 2396's reading picks the same references and finds the Japanese
    // ones invalid (2.1), with an escape for a fix.
    let strict: Vec<FoundReference<'_>> = extract(&text, &ExtractOptions::default()).collect();
    assert_eq!(strict.iter().map(|r| r.uri()).collect::<Vec<_>>(), uris);
    assert!(!strict[0].is_valid() && strict[5].is_valid());
}

#[test]
fn prose_has_no_references() {
    assert_eq!(whole(&data("prose.txt"), ExtractOptions::default()), []);
}

#[test]
fn abbreviated_urls_follow_the_table() {
    assert_eq!(
        abbreviated("www.w3.org/Addressing/").as_deref(),
        Some("http://www.w3.org/Addressing/")
    );
    assert_eq!(
        abbreviated("gopher.tc.umn.edu").as_deref(),
        Some("gopher://gopher.tc.umn.edu")
    );
    assert_eq!(
        abbreviated("ftp.is.co.za:21/rfc?x#y").as_deref(),
        Some("ftp://ftp.is.co.za:21/rfc?x#y")
    );
    for not in [
        "www.html",
        "www.example",
        "ftp.txt",
        "wais.example.org",
        "news.example.org",
        "user@www.example.org",
        "www.ex_ample.org",
        "www..example.org",
        "www.example.org/a b",
        "",
        "www",
    ] {
        assert_eq!(abbreviated(not), None, "{not:?}");
    }
    // Off by default, and never while a base URI is in force.
    let text = "www.w3.org/Addressing/";
    assert_eq!(whole(text, ExtractOptions::default()), []);
    let on = ExtractOptions::default().with_abbreviated(true);
    assert_eq!(whole(text, on).len(), 1);
    assert_eq!(whole(text, on.with_base_in_force(true)), []);
}

#[test]
fn a_rule_judges_references_and_does_not_pick_them() {
    let text = "<http://a/b#c> and http://a/d";
    let options = ExtractOptions::default().with_rule(Rule::ABSOLUTE_URI);
    let found: Vec<FoundReference<'_>> = extract(text, &options).collect();
    assert_eq!(found.len(), 2);
    assert!(!found[0].is_valid());
    assert_eq!(found[0].error().map(|e| e.offset()), Some(10));
    assert!(found[1].is_valid());
    assert_eq!(found[1].parsed().map(|u| u.path()), Some("/d"));
}

// ---------------------------------------------------------------------------
// Generated documents: recall and precision
// ---------------------------------------------------------------------------

/// A small deterministic generator (xorshift64*), so that the documents,
/// and the figures measured on them, are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// How a generated reference is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Form {
    Bare,
    BareBeforePunctuation,
    BareInParentheses,
    Quoted,
    Angled,
    AngledUrlPrefix,
    AngledLineBreaks,
    AngledHyphenBreak,
    BareHyphenBreak,
}

const FORMS: [Form; 9] = [
    Form::Bare,
    Form::BareBeforePunctuation,
    Form::BareInParentheses,
    Form::Quoted,
    Form::Angled,
    Form::AngledUrlPrefix,
    Form::AngledLineBreaks,
    Form::AngledHyphenBreak,
    Form::BareHyphenBreak,
];

/// A URI; `hyphen` puts a `-` in its path.
fn uri(rng: &mut Rng, hyphen: bool) -> String {
    let words = [
        "a",
        "doc",
        "rfc",
        "index.html",
        "pub",
        "Fish_(food)",
        "x;p=1",
        "~user",
        "%7Efred",
        "b.c",
        // Ends as a sentence does: cut when bare (what delimiters are for).
        "v2.",
    ];
    let mut uri = match rng.below(6) {
        0 => format!("mailto:{}@example.org", rng.pick(&["jim", "a.b", "x+y"])),
        1 => format!("urn:isbn:{}", 1000 + rng.below(9000)),
        2 => format!("news:comp.{}", rng.pick(&["lang.rust", "infosystems.www"])),
        n => {
            let scheme = ["http", "ftp", "https"][n - 3];
            let host = rng.pick(&["www.w3.org", "ds.internic.net", "a", "10.0.0.1:8080"]);
            let mut uri = format!("{scheme}://{host}");
            for _ in 0..rng.below(4) {
                uri.push('/');
                uri.push_str(rng.pick(&words));
            }
            if rng.below(3) == 0 {
                let _ = write!(uri, "?q={}", rng.below(100));
            }
            if rng.below(4) == 0 {
                uri.push_str("#sec");
            }
            uri
        }
    };
    if hyphen {
        uri.push_str("/long-name");
    }
    uri
}

/// Prose around the references: words, quoted words, parentheses,
/// colons and comparisons that are not references.
fn prose(rng: &mut Rng, out: &mut String) {
    let bits = [
        "Yes,",
        "Jim,",
        "I",
        "found",
        "it",
        "under",
        "\"quoted words\"",
        "(in parentheses)",
        "Note:",
        "at 10:30",
        "3:1",
        "e.g.",
        "a < b",
        "c > d",
        "<user@example.org>",
        "'single'",
        "well-known",
        "the",
        "and",
        "end.",
    ];
    for _ in 0..1 + rng.below(8) {
        out.push_str(rng.pick(&bits));
        out.push(if rng.below(9) == 0 { '\n' } else { ' ' });
    }
}

/// A document, and each reference in it: form, start, and the URI.
fn document(seed: u64, references: usize) -> (String, Vec<(Form, usize, String)>) {
    let mut rng = Rng(seed);
    // A header written without its space has the shape of a URI: one a
    // document.
    let mut text = String::from("Content-Type:text/plain\n");
    let mut known = Vec::new();
    for _ in 0..references {
        prose(&mut rng, &mut text);
        let form = FORMS[rng.below(FORMS.len())];
        let hyphen = matches!(form, Form::AngledHyphenBreak | Form::BareHyphenBreak);
        let uri = uri(&mut rng, hyphen);
        let (open, close) = match form {
            Form::Bare => ("", " "),
            Form::BareBeforePunctuation => ("", rng.pick(&[". ", ", ", "; ", ": ", "! ", "? "])),
            Form::BareInParentheses => ("(see ", ") "),
            Form::Quoted => ("\"", "\" "),
            Form::Angled | Form::AngledLineBreaks | Form::AngledHyphenBreak => ("<", ">. "),
            Form::AngledUrlPrefix => (rng.pick(&["<URL:", "<URL: "]), "> "),
            Form::BareHyphenBreak => ("", " "),
        };
        text.push_str(open);
        known.push((form, text.len(), uri.clone()));
        match form {
            Form::AngledLineBreaks => {
                // Broken after a `/` (or after the scheme), then indented.
                let at = uri.rfind('/').map_or(uri.len() / 2, |i| i + 1);
                text.push_str(&uri[..at]);
                text.push_str("\n      ");
                text.push_str(&uri[at..]);
            }
            Form::AngledHyphenBreak | Form::BareHyphenBreak => {
                let at = uri.rfind('-').map_or(0, |i| i + 1);
                text.push_str(&uri[..at]);
                text.push_str(if form == Form::BareHyphenBreak {
                    "\n"
                } else {
                    "\n   "
                });
                text.push_str(&uri[at..]);
            }
            _ => text.push_str(&uri),
        }
        text.push_str(close);
    }
    (text, known)
}

/// Recall and precision of one form: references written, found
/// exactly (same start, same URI), and references reported that were not
/// written.
#[derive(Debug, Default, Serialize)]
struct Figures {
    written: usize,
    found: usize,
}

#[test]
fn recall_and_precision_on_generated_documents() {
    let mut by_form: std::collections::BTreeMap<String, Figures> = Default::default();
    let (mut reported, mut correct) = (0, 0);
    let mut wrong = Vec::new();
    // By confidence class: (reported, correct), least likely first.
    let mut by_class = [(0usize, 0usize); 3];
    for seed in 1..=20u64 {
        let (text, known) = document(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 100);
        let found: Vec<FoundReference<'_>> = extract(&text, &ExtractOptions::default()).collect();
        reported += found.len();
        for (form, start, uri) in &known {
            let figures = by_form.entry(format!("{form:?}")).or_default();
            figures.written += 1;
            if found.iter().any(|r| r.start() == *start && r.uri() == uri) {
                figures.found += 1;
            }
        }
        for r in &found {
            let class = &mut by_class[r.confidence() as usize];
            class.0 += 1;
            if known
                .iter()
                .any(|(_, s, u)| *s == r.start() && u == r.uri())
            {
                correct += 1;
                class.1 += 1;
            } else if !wrong.iter().any(|w| w == r.uri()) && wrong.len() < 4 {
                wrong.push(r.uri().to_owned());
            }
        }
        // Streaming gives the same.
        assert_eq!(
            by_chunks(&text, ExtractOptions::default(), 97),
            whole(&text, ExtractOptions::default())
        );
    }
    let written: usize = by_form.values().map(|f| f.written).sum();
    let found: usize = by_form.values().map(|f| f.found).sum();
    let mut report = String::new();
    for (form, f) in &by_form {
        let _ = writeln!(
            report,
            "{form:<22} {:>5} written {:>5} found",
            f.written, f.found
        );
    }
    let _ = writeln!(
        report,
        "recall {found}/{written}, precision {correct}/{reported}; not written: {wrong:?}"
    );
    for (class, (n, right)) in ["unknown-scheme", "known-scheme", "delimited"]
        .iter()
        .zip(by_class)
    {
        let _ = writeln!(report, "{class:<22} {n:>5} reported {right:>5} correct");
    }
    insta::with_settings!({snapshot_path => "../snapshots/extract", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("recall_and_precision", report);
    });
}

// ---------------------------------------------------------------------------
// Chunked input against whole input
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// Text made of the characters that matter to the scanner: any
    /// chunking gives what the whole text gives.
    #[test]
    fn chunks_give_what_the_whole_gives(
        text in "([<>\"' \n\r\t().,;:!?*_`=/#%a-z0-9-]|http://|URL:|www\\.|é|“){0,80}",
        chunk in 1usize..12,
        max in 16usize..40,
        abbreviated in any::<bool>(),
    ) {
        let options = ExtractOptions::default()
            .with_max_length(max)
            .with_abbreviated(abbreviated);
        let found = whole(&text, options);
        prop_assert_eq!(by_chunks(&text, options, chunk), found.as_slice());
        for r in &found {
            prop_assert!(r.start <= r.end && r.end <= text.len());
            prop_assert!(text.is_char_boundary(r.start) && text.is_char_boundary(r.end));
            let before = &text[..r.start];
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            prop_assert_eq!(r.line, before.matches('\n').count() + 1);
            prop_assert_eq!(r.column, before[line_start..].chars().count() + 1);
        }
        // In document order, without overlaps.
        for pair in found.windows(2) {
            prop_assert!(pair[0].end <= pair[1].start);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any text at all: no panic, and chunks give what the whole gives.
    #[test]
    fn any_text(text in any::<String>(), chunk in 1usize..9) {
        let options = ExtractOptions::default().with_abbreviated(true);
        prop_assert_eq!(by_chunks(&text, options, chunk), whole(&text, options));
    }
}

// ---------------------------------------------------------------------------
// Hostile shapes
// ---------------------------------------------------------------------------

const MB16: usize = 16 << 20;

/// Feeds `text` in 64 KiB chunks, dropping each batch: how many references,
/// how many skipped, and the most memory held by the extractor.
fn stream(text: &str) -> (usize, u64, usize) {
    let mut count = 0;
    let mut skipped = 0;
    let peak = support::peak_bytes(|| {
        let mut extractor = Extractor::new(ExtractOptions::default());
        for chunk in text.as_bytes().chunks(64 * 1024) {
            let chunk = std::str::from_utf8(chunk).expect("ASCII");
            count += extractor.push(chunk).count();
        }
        count += extractor.finish().count();
        skipped = extractor.skipped();
    });
    (count, skipped, peak)
}

/// What the extractor may hold: its buffer of twice the longest reference
/// (64 KiB by default) and a chunk (64 KiB here), with room for its growth.
const BOUND: usize = 8 * 64 * 1024;

#[test]
fn sixteen_megabytes_without_a_delimiter() {
    let text = "a".repeat(MB16);
    assert_eq!(extract(&text, &ExtractOptions::default()).count(), 0);
    let (count, skipped, peak) = stream(&text);
    assert_eq!((count, skipped), (0, 0));
    assert!(peak < BOUND, "{peak} bytes held");

    // A scheme, then 16 MB: too long to be a reference, skipped.
    let text = format!("http://{}", "a".repeat(MB16));
    let mut all = extract(&text, &ExtractOptions::default());
    assert_eq!(all.by_ref().count(), 0);
    assert_eq!(all.skipped(), 1);
    let (count, skipped, peak) = stream(&text);
    assert_eq!((count, skipped), (0, 1));
    assert!(peak < BOUND, "{peak} bytes held");
}

#[test]
fn a_less_than_sign_never_closed() {
    // The `<` gives up after max_length bytes; the text after it is read
    // as plain text, where a bare reference is found.
    let text = format!("<http://a/b {}", "x y ".repeat(MB16 / 4));
    let found: Vec<FoundReference<'_>> = extract(&text, &ExtractOptions::default()).collect();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].uri(), "http://a/b");
    assert_eq!(found[0].delimiter(), Delimiter::None);
    let (count, _, peak) = stream(&text);
    assert_eq!(count, 1);
    assert!(peak < BOUND, "{peak} bytes held");

    // Many `<` never closed, each starting a scheme.
    let text = "<a:b ".repeat(MB16 / 20);
    let (count, _, peak) = stream(&text);
    assert_eq!(count, MB16 / 20);
    assert!(peak < BOUND, "{peak} bytes held");
}

#[test]
fn a_million_references() {
    let text = "<http://a/b> http://c/d, ".repeat(500_000);
    assert_eq!(
        extract(&text, &ExtractOptions::default()).count(),
        1_000_000
    );
    let (count, _, peak) = stream(&text);
    assert_eq!(count, 1_000_000);
    assert!(peak < BOUND, "{peak} bytes held");
}

/// The references of the test set: every valid reference with a scheme in
/// the documents of tests/data/extract, and the absolute ones of
/// tests/cases/URI-reference/ok.
fn test_set() -> Vec<String> {
    let mut set = Vec::new();
    let dir = format!("{}/tests/data/extract", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/extract")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("a document");
        for r in extract(&text, &ExtractOptions::default()) {
            if r.is_valid() && !r.url_prefix() && !r.uri().to_ascii_lowercase().starts_with("url:")
            {
                set.push(r.uri().to_owned());
            }
        }
    }
    let dir = format!(
        "{}/tests/cases/URI-reference/ok",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("a case");
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let scheme = text.split(':').next().unwrap_or("");
        let has_scheme = text.contains(':')
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
        if has_scheme
            && !scheme.eq_ignore_ascii_case("url")
            && text.len() > scheme.len() + 1
            && !text.contains(['\n', '<', '>'])
        {
            set.push(text.to_owned());
        }
    }
    set.sort();
    set.dedup();
    set
}

/// Appendix E: inside angle brackets, whitespace that holds a line break is
/// ignored wherever it falls. Every reference of the test set, broken at
/// every position (with `\n`, with `\r\n` and indentation), with and without
/// `URL:` (broken inside it too), is found whole, and once.
#[test]
fn a_delimited_reference_is_whole_wherever_it_breaks() {
    let set = test_set();
    assert!(set.len() > 80, "{} references", set.len());
    let options = ExtractOptions::default();
    let mut checked = 0;
    for reference in &set {
        for prefix in ["", "URL:"] {
            let whole = format!("{prefix}{reference}");
            for at in 0..=whole.len() {
                for newline in ["\n", "\r\n   "] {
                    let text = format!(
                        "Some text <{}{newline}{}> and more.",
                        &whole[..at],
                        &whole[at..]
                    );
                    let found: Vec<_> = extract(&text, &options).collect();
                    assert_eq!(found.len(), 1, "{text:?}: {found:?}");
                    assert_eq!(found[0].uri(), reference, "{text:?}");
                    assert_eq!(found[0].url_prefix(), !prefix.is_empty(), "{text:?}");
                    assert_eq!(found[0].delimiter(), Delimiter::Angle, "{text:?}");
                    assert!(found[0].is_valid(), "{text:?}");
                    // The same, streamed a byte at a time.
                    assert_eq!(by_chunks(&text, options, 1), [shown(&found[0])], "{text:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

/// The two cases of issue 23: a break inside the scheme gave the rest of
/// it as another URI, and a break just before the `:` gave nothing.
#[test]
fn a_break_inside_the_scheme_is_joined() {
    let options = ExtractOptions::default();
    for text in [
        "See <principa\nlSet://iam>.",
        "See <principalSet\n://iam>.",
        "See <principalSet:\n//iam>.",
        "See <URL:principa\n  lSet://iam>.",
        "See <UR\nL:principalSet://iam>.",
    ] {
        let found = whole(text, options);
        assert_eq!(found.len(), 1, "{text:?}");
        assert_eq!(found[0].uri, "principalSet://iam", "{text:?}");
        assert!(found[0].valid, "{text:?}");
    }
    // A space within a line is no line break: the `<` holds no scheme,
    // and what follows the space is read as text.
    let found = whole("See <principa lSet://iam>.", options);
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].uri.as_str(), found[0].delimiter),
        ("lSet://iam", "none")
    );
    // Prose of the same shape: `a < b` at the end of a line, and a
    // reference on the next; the `<` is not taken for a delimiter.
    let found = whole("so a < b\nhttp://a/x then c > d", options);
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].uri.as_str(), found[0].delimiter),
        ("http://a/x", "none")
    );
}

/// Every document by [`extract_bytes`] and by an [`Extractor`] fed `chunk`
/// bytes at a time, wherever a chunk ends (inside a character too).
fn bytes_by_chunks(text: &[u8], options: ExtractOptions, chunk: usize) -> Vec<Shown> {
    let mut extractor = Extractor::new(options);
    let mut out = Vec::new();
    for piece in text.chunks(chunk) {
        out.extend(extractor.push_bytes(piece).map(|r| shown(&r)));
    }
    out.extend(extractor.finish().map(|r| shown(&r)));
    out
}

/// A byte that is not UTF-8 inside a reference, wherever it falls after
/// the scheme's colon, in every form: the reference is whole, invalid at
/// that byte, and keeps its bytes.
#[test]
fn a_byte_that_is_not_utf8_never_ends_a_reference() {
    let options = ExtractOptions::default();
    let mut checked = 0;
    for reference in test_set() {
        let colon = reference.find(':').expect("a scheme");
        for at in colon + 2..=reference.len() {
            let mut bytes = reference.as_bytes()[..at].to_vec();
            bytes.push(0xE9);
            bytes.extend_from_slice(&reference.as_bytes()[at..]);
            for (open, close) in [("<", ">"), ("\"", "\""), ("", "")] {
                // Bare, only a reference that ends where it is written
                // (no trailing punctuation for Appendix E's rule to cut).
                if open.is_empty()
                    && whole(&format!("See {reference} here."), options)
                        .first()
                        .map(|r| r.uri.as_str())
                        != Some(&reference[..])
                {
                    continue;
                }
                let text = [
                    b"See ",
                    open.as_bytes(),
                    &bytes,
                    close.as_bytes(),
                    b" here.\n",
                ]
                .concat();
                let found: Vec<_> = extract_bytes(&text, &options).collect();
                assert_eq!(found.len(), 1, "{:?}", String::from_utf8_lossy(&text));
                let r = &found[0];
                assert_eq!(
                    r.uri_bytes(),
                    Some(&bytes[..]),
                    "{:?}",
                    String::from_utf8_lossy(&text)
                );
                assert!(!r.is_valid());
                assert_eq!(r.not_utf8(), Some(at));
                assert_eq!(r.start(), 4 + open.len());
                assert_eq!(bytes_by_chunks(&text, options, 1), [shown(r)]);
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// Issue 23's case, and text that is not UTF-8 at all: what the whole
/// gives, any chunking gives.
#[test]
fn text_that_is_not_utf8() {
    let options = ExtractOptions::default();
    let text = b"Menu: http://example.com/caf\xe9/menu.html today";
    let found: Vec<_> = extract_bytes(text, &options).collect();
    assert_eq!(found.len(), 1);
    assert_eq!(
        found[0].uri_bytes(),
        Some(&b"http://example.com/caf\xe9/menu.html"[..])
    );
    assert_eq!(found[0].not_utf8(), Some(22));
    assert_eq!(found[0].error(), None);
    // After a byte that is not UTF-8 (a letter of another encoding, such
    // as Shift_JIS's trail byte 0x90), no reference starts.
    assert!(extract_bytes(b"\x8dX\x90V:2006", &options).next().is_none());
    // Pseudo-random bytes: every chunking agrees with the whole.
    let mut rng = Rng(7);
    let noise: Vec<u8> = (0..20_000).map(|_| rng.below(256) as u8).collect();
    let whole: Vec<Shown> = extract_bytes(&noise, &options).map(|r| shown(&r)).collect();
    for chunk in [1, 3, 7, 4096] {
        assert_eq!(bytes_by_chunks(&noise, options, chunk), whole, "{chunk}");
    }
}

/// Issue 23: how likely each reference is meant as one.
#[test]
fn confidence_classes() {
    use uri2396::extract::Confidence;
    let options = ExtractOptions::default().with_abbreviated(true);
    let text = "\"user:password\", this:that, \"HTTP://a/\", mailto:a@b, \
                <x:y>, <URL:../g>, \"URL:foo:bar\", www.w3.org/x";
    let classes: Vec<(String, Confidence)> = extract(text, &options)
        .map(|r| (r.uri().to_owned(), r.confidence()))
        .collect();
    assert_eq!(
        classes,
        [
            ("user:password".to_owned(), Confidence::UnknownScheme),
            ("this:that".to_owned(), Confidence::UnknownScheme),
            ("HTTP://a/".to_owned(), Confidence::KnownScheme),
            ("mailto:a@b".to_owned(), Confidence::KnownScheme),
            ("x:y".to_owned(), Confidence::Delimited),
            ("../g".to_owned(), Confidence::Delimited),
            ("foo:bar".to_owned(), Confidence::Delimited),
            ("http://www.w3.org/x".to_owned(), Confidence::KnownScheme),
        ]
    );
    assert!(uri2396::extract::KNOWN_SCHEMES.is_sorted());
    // The list holds the crate's tables, as its documentation says.
    let tables = uri2396::normalize::DEFAULT_PORTS
        .iter()
        .map(|(scheme, _)| *scheme)
        .chain(uri2396::resolve::HIERARCHICAL_SCHEMES.iter().copied());
    for scheme in tables {
        assert!(
            uri2396::extract::KNOWN_SCHEMES.contains(&scheme),
            "{scheme} is in a table of the crate but not in KNOWN_SCHEMES"
        );
    }
}

/// Issue 23: a page that shows a plain-text file with a gutter (`| `
/// before each line), or a mail that quotes it (`> `, `> > `), breaks the
/// wrapped references of Appendix E into junk; with the line prefix they
/// are what the clean text gives, whole and streamed.
#[test]
fn a_gutter_or_quote_prefix_is_part_of_the_line_break() {
    let clean = data("appendix-e.txt");
    let expected: Vec<String> = extract(&clean, &ExtractOptions::default())
        .map(|r| r.uri().to_owned())
        .collect();
    assert_eq!(expected.len(), 3);
    for (prefix, gutter) in [('|', "| "), ('|', "| |||    "), ('>', "> "), ('>', "> > ")] {
        let text: String = clean
            .lines()
            .map(|line| format!("{gutter}{line}\n"))
            .collect();
        let plain: Vec<String> = extract(&text, &ExtractOptions::default())
            .map(|r| r.uri().to_owned())
            .collect();
        assert_ne!(plain, expected, "{gutter:?}");
        let options = ExtractOptions::default().with_line_prefix(Some(prefix));
        let found = whole(&text, options);
        let uris: Vec<&str> = found.iter().map(|r| r.uri.as_str()).collect();
        assert_eq!(uris, expected, "{gutter:?}");
        assert!(found.iter().all(|r| r.valid), "{gutter:?}");
        assert_eq!(by_chunks(&text, options, 5), found, "{gutter:?}");
    }
    // Every reference of the test set, broken at every position, across a
    // gutter.
    let options = ExtractOptions::default().with_line_prefix(Some('|'));
    for reference in test_set() {
        for at in 0..=reference.len() {
            let text = format!(
                "| See <{}\n|    {}> here.\n",
                &reference[..at],
                &reference[at..]
            );
            let found = whole(&text, options);
            assert_eq!(found.len(), 1, "{text:?}");
            assert_eq!(found[0].uri, reference, "{text:?}");
        }
    }
    // Not ASCII punctuation: no prefix.
    assert_eq!(
        ExtractOptions::default()
            .with_line_prefix(Some('a'))
            .line_prefix(),
        None
    );
}

/// A run of whitespace within a line that a chunk ends in may yet hold a
/// line break: streamed a byte at a time, `<ht`, form feeds, a carriage
/// return and `L:http://a/b>` is joined as the whole text joins it (found
/// by the `extract` fuzz target).
#[test]
fn a_chunk_that_ends_in_whitespace_before_a_break_waits_for_more() {
    let text = format!(
        "x <ht{}\r\x0c\x0c\x0c\x0cL:http://a/b>, y",
        "\x0c".repeat(33)
    );
    let options = ExtractOptions::default();
    let whole: Vec<(String, usize)> = extract(&text, &options)
        .map(|r| (r.uri().to_owned(), r.start()))
        .collect();
    assert_eq!(whole, [("htL:http://a/b".to_owned(), 3)]);
    for chunk in [1, 2, 5, 6, 7] {
        let mut extractor = Extractor::new(options);
        let mut streamed = Vec::new();
        for piece in text.as_bytes().chunks(chunk) {
            let piece = std::str::from_utf8(piece).expect("ASCII");
            streamed.extend(
                extractor
                    .push(piece)
                    .map(|r| (r.uri().to_owned(), r.start())),
            );
        }
        streamed.extend(extractor.finish().map(|r| (r.uri().to_owned(), r.start())));
        assert_eq!(streamed, whole, "chunks of {chunk}");
    }
}

/// Each byte that is not part of a UTF-8 character counts as one
/// character before a reference, as `extract_bytes` and
/// `FoundReference::char_start` say: a stray continuation byte too (found by
/// fuzzing: `81 01 6f 3a 65` gave `o:e` a `char_start` of 1), and each byte
/// of a sequence cut short; in the whole text and fed in chunks alike.
#[test]
fn each_byte_outside_a_character_counts_as_one() {
    let cases: [(&[u8], &str, usize); 3] = [
        (b"\x81\x01o:e", "o:e", 2),
        (b"\xe2\x82 see http://a/b", "http://a/b", 7),
        (b"\xc3\xa9\xbf <http://a/>", "http://a/", 4),
    ];
    for (text, uri, chars) in cases {
        let options = ExtractOptions::default();
        let found: Vec<_> = extract_bytes(text, &options).collect();
        assert_eq!(found.len(), 1, "{text:?}");
        let r = &found[0];
        assert_eq!(
            (r.uri(), r.char_start(), r.column()),
            (uri, chars, chars + 1),
            "{text:?}"
        );
        assert_eq!(r.char_end(), chars + uri.chars().count(), "{text:?}");
        for size in 1..text.len() {
            let mut extractor = Extractor::new(options);
            let mut chunked = Vec::new();
            for chunk in text.chunks(size) {
                chunked.extend(
                    extractor
                        .push_bytes(chunk)
                        .map(|r| (r.uri().to_owned(), r.char_start())),
                );
            }
            chunked.extend(
                extractor
                    .finish()
                    .map(|r| (r.uri().to_owned(), r.char_start())),
            );
            assert_eq!(
                chunked,
                [(uri.to_owned(), chars)],
                "{text:?} in chunks of {size}"
            );
        }
    }
}
