//! The summary tables: nanoseconds per URI over the whole corpus for every
//! parser, each as a ratio to fluent-uri; then nanoseconds per byte on one
//! long reference of growing size.
//!
//! A plain timing loop, no statistics library: one warm-up pass per parser,
//! then [`ROUNDS`] rounds in which every parser makes one timed pass in turn
//! (so a burst of load on the machine falls on all of them alike), and the
//! median pass of each is divided by the number of lines. The ratio to
//! fluent-uri is given twice: the medians divided, and the median of the
//! ratios of the passes of each round (a spell of a slower machine that
//! lasts several rounds moves the first, not the second). Every parser gets
//! every line, valid or not. A second table repeats this on the absolute
//! lines only (those `fluent_uri::Uri::parse` accepts), where `url`, which
//! takes absolute URLs only, is on an equal footing with the others. Two
//! more split the lines into those uri2396 accepts and those it rejects:
//! what a valid reference costs, and what finding an error does; a third
//! times eight copies of the rejected lines, whose single pass is short.
//! Then the IRI readers on a Japanese copy of the corpus (RFC 3987).
//!
//! Then the tables of `ops` (benches/ratios/ops.rs): resolution and
//! normalization next to the peers that do both.
//!
//! Last, the tables of `guard` (benches/ratios/guard.rs): the defenders'
//! verdict next to `compare`.
//!
//! `cargo bench --bench ratios` runs it (`-- ops` or `-- guard` for those
//! tables alone); run without `--bench` (as
//! `cargo test --benches` does), it only makes one pass over the first lines.

mod common;
// Resolution and normalization against the peers; in a folder of its own
// so that Cargo does not take it for a benchmark.
#[path = "ratios/ops.rs"]
mod ops;
// The defenders' verdict: Guard::check next to compare.
#[path = "ratios/guard.rs"]
mod guard;

use std::hint::black_box;
use std::time::{Duration, Instant};

use common::{
    BASELINE, Corpus, PARSERS, Parser, SCALING_PARSERS, SCALING_SIZES, japanese_copy, long_uri,
    pass,
};

/// Timed passes per parser over the corpus.
const ROUNDS: usize = 11;
/// Timed parses per parser and size in the scaling table.
const SCALING_ROUNDS: usize = 5;

/// Times `run` once per round for each parser, round after round; returns
/// each parser's median and fastest time.
fn rounds<P>(parsers: &[P], n: usize, run: impl FnMut(&P)) -> Vec<(Duration, Duration)> {
    timed_rounds(parsers, n, run)
        .iter()
        .map(|t| median_and_fastest(t))
        .collect()
}

/// The median and the fastest of `times`.
fn median_and_fastest(times: &[Duration]) -> (Duration, Duration) {
    let mut t = times.to_vec();
    t.sort();
    (t[t.len() / 2], t[0])
}

/// Times `run` once per round for each parser, round after round; returns
/// each parser's times in the order of the rounds.
fn timed_rounds<P>(parsers: &[P], n: usize, mut run: impl FnMut(&P)) -> Vec<Vec<Duration>> {
    for parser in parsers {
        run(parser); // warm-up
    }
    let mut times = vec![Vec::with_capacity(n); parsers.len()];
    for round in 0..n {
        // Each round starts one parser further on, so that none always
        // runs right after the same other (whose use of the caches and the
        // allocator it would inherit).
        for k in 0..parsers.len() {
            let i = (round + k) % parsers.len();
            let start = Instant::now();
            run(&parsers[i]);
            times[i].push(start.elapsed());
        }
    }
    times
}

/// The median over the rounds of `times`' pass divided by `baseline`'s
/// pass of the same round: the two timed within one round, a fraction of
/// a second apart, so that a slower spell of the machine that lasts
/// several rounds (this one's come and go every few seconds) falls on
/// both sides of each ratio rather than on one parser's median.
fn paired_ratio(times: &[Duration], baseline: &[Duration]) -> f64 {
    let mut ratios: Vec<f64> = times
        .iter()
        .zip(baseline)
        .map(|(t, b)| t.as_secs_f64() / b.as_secs_f64())
        .collect();
    ratios.sort_by(f64::total_cmp);
    ratios[ratios.len() / 2]
}

fn corpus_table(title: &str, lines: &[&str]) {
    corpus_table_of(title, lines, PARSERS);
}

/// The IRI readers, and the baseline, on the Japanese copy of the corpus.
const IRI_PARSERS: [&str; 5] = [
    "uri2396 typed, RFC 3986",
    "uri2396 typed, RFC 3987",
    BASELINE,
    "oxiri",
    "iri-string, IRI",
];

fn corpus_table_of(title: &str, lines: &[&str], parsers: &[Parser]) {
    let accepted: Vec<usize> = parsers.iter().map(|p| pass(p.parse, lines)).collect();
    let times = timed_rounds(parsers, ROUNDS, |p| {
        black_box(pass(p.parse, black_box(lines)));
    });
    let per_uri = |d: Duration| d.as_nanos() as f64 / lines.len() as f64;
    let base = parsers.iter().position(|p| p.name == BASELINE);
    let baseline = base.map_or(f64::NAN, |i| per_uri(median_and_fastest(&times[i]).0));

    println!("\n{title}: {} lines\n", lines.len());
    println!(
        "| parser | ns/URI (median) | ns/URI (fastest) | ratio to {BASELINE} | ratio, paired by round | lines accepted |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for ((parser, t), accepted) in parsers.iter().zip(&times).zip(accepted) {
        let (median, fastest) = median_and_fastest(t);
        let paired = base.map_or(f64::NAN, |i| paired_ratio(t, &times[i]));
        println!(
            "| {} | {:.1} | {:.1} | {:.2} | {:.2} | {} ({:.1}%) |",
            parser.name,
            per_uri(median),
            per_uri(fastest),
            per_uri(median) / baseline,
            paired,
            accepted,
            100.0 * accepted as f64 / lines.len() as f64
        );
    }
}

fn scaling_table() {
    println!("\nOne reference of growing length: ns/byte (median of {SCALING_ROUNDS})\n");
    print!("| parser |");
    for (label, _) in SCALING_SIZES {
        print!(" {label} |");
    }
    println!("\n|---|{}", "---:|".repeat(SCALING_SIZES.len()));
    let columns: Vec<Vec<f64>> = SCALING_SIZES
        .iter()
        .map(|&(_, len)| {
            let uri = long_uri(len);
            rounds(SCALING_PARSERS, SCALING_ROUNDS, |p| {
                assert!(
                    (p.parse)(black_box(&uri)),
                    "{} rejects the long URI",
                    p.name
                );
            })
            .into_iter()
            .map(|(median, _)| median.as_nanos() as f64 / uri.len() as f64)
            .collect()
        })
        .collect();
    for (i, parser) in SCALING_PARSERS.iter().enumerate() {
        print!("| {} |", parser.name);
        for column in &columns {
            print!(" {:.2} |", column[i]);
        }
        println!();
    }
}

fn main() {
    let benchmarking = std::env::args().any(|a| a == "--bench");
    let corpus = Corpus::load();
    let mut lines = corpus.lines();
    if !benchmarking {
        // A smoke test: every parser runs, nothing is timed.
        lines.truncate(100);
        for parser in PARSERS {
            pass(parser.parse, &lines);
        }
        let japanese = japanese_copy(&lines);
        let japanese: Vec<&str> = japanese.iter().map(String::as_str).collect();
        let rfc3987 = PARSERS.iter().find(|p| p.name == IRI_PARSERS[1]);
        assert!(rfc3987.is_some_and(|p| pass(p.parse, &japanese) > 0));
        ops::tables(&lines, false);
        guard::tables(&lines, false);
        println!(
            "ratios: smoke run over {} lines (pass --bench to time)",
            lines.len()
        );
        return;
    }

    println!("corpus: {}", corpus.path.display());
    if std::env::args().any(|a| a == "ops") {
        // `cargo bench --bench ratios -- ops`: resolve and normalize only.
        ops::tables(&lines, true);
        return;
    }
    if std::env::args().any(|a| a == "guard") {
        // `cargo bench --bench ratios -- guard`: the verdict alone.
        guard::tables(&lines, true);
        return;
    }
    corpus_table("Every line", &lines);
    let absolute: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|line| fluent_uri::Uri::parse(*line).is_ok())
        .collect();
    corpus_table(
        "Absolute lines only (accepted by fluent_uri::Uri::parse)",
        &absolute,
    );
    // The valid lines and the invalid ones apart: an error of uri2396 says
    // where, what and how to mend it (the fix's edit is settled when it is
    // worded, not here), which the other parsers' errors do not.
    let (valid, invalid): (Vec<&str>, Vec<&str>) = lines
        .iter()
        .copied()
        .partition(|line| uri2396::UriReference::parse(line).is_ok());
    corpus_table("Lines RFC 2396 derives (uri2396 accepts)", &valid);
    corpus_table("Lines RFC 2396 does not derive (each an error)", &invalid);
    // A pass over the invalid lines alone is short (a fraction of a
    // millisecond): eight copies make it long enough to time.
    let invalid8 = invalid.repeat(8);
    corpus_table(
        "Lines RFC 2396 does not derive, eight copies (each an error)",
        &invalid8,
    );
    // IRIs: the corpus with Japanese words in its paths.
    let japanese = japanese_copy(&lines);
    let japanese: Vec<&str> = japanese.iter().map(String::as_str).collect();
    let iri_parsers: Vec<Parser> = IRI_PARSERS
        .iter()
        .filter_map(|name| PARSERS.iter().find(|p| p.name == *name))
        .map(|p| Parser {
            name: p.name,
            parse: p.parse,
        })
        .collect();
    corpus_table_of(
        "A Japanese copy of every line (IRIs: a Japanese word as a last path segment in 9 of 10 lines with an authority)",
        &japanese,
        &iri_parsers,
    );
    scaling_table();
    ops::tables(&lines, true);
    guard::tables(&lines, true);
}
