//! Criterion benchmarks: uri2396's typed parse, tree parse and DFA check
//! against the peers, on the corpus, on three fixed references, and on one
//! reference of growing length.
//!
//! - `corpus/<parser>`: one iteration is a pass over every line of the corpus
//!   (valid or not); the throughput, in elements, is URIs per second.
//! - `fixed-<short|typical|long>/<parser>`: one iteration parses one URI.
//! - `scaling-<size>/<parser>`: one URI of 1 KB to 16 MB; the throughput is in
//!   bytes, so a flat cost per byte shows as the same throughput at every size.
//!
//! `benches/ratios.rs` prints the corpus results as a table of ratios to
//! fluent-uri. `docs/benchmarks.md` has the figures and how to reproduce them.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};

use common::{Corpus, PARSERS, SCALING_PARSERS, SCALING_SIZES, fixed_uris, long_uri, pass};

fn corpus(c: &mut Criterion) {
    let corpus = Corpus::load();
    let lines = corpus.lines();
    let mut group = c.benchmark_group("corpus");
    // A pass over the whole corpus is milliseconds to a second: few, flat
    // samples.
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .throughput(Throughput::Elements(lines.len() as u64));
    for parser in PARSERS {
        // The tree parse makes a pass in most of a second: ten samples of one
        // pass need a longer window than the others.
        let seconds = if parser.name == "uri2396 tree" { 15 } else { 3 };
        group.measurement_time(Duration::from_secs(seconds));
        group.bench_function(parser.name, |b| {
            b.iter(|| pass(parser.parse, black_box(&lines)))
        });
    }
    group.finish();
}

fn fixed(c: &mut Criterion) {
    for (label, uri) in fixed_uris() {
        let mut group = c.benchmark_group(format!("fixed-{label}"));
        group
            .sample_size(30)
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_millis(800))
            .throughput(Throughput::Bytes(uri.len() as u64));
        for parser in PARSERS {
            group.bench_function(parser.name, |b| b.iter(|| (parser.parse)(black_box(&uri))));
        }
        group.finish();
    }
}

fn scaling(c: &mut Criterion) {
    for &(label, len) in SCALING_SIZES {
        let uri = long_uri(len);
        let mut group = c.benchmark_group(format!("scaling-{label}"));
        group
            .sampling_mode(SamplingMode::Flat)
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .throughput(Throughput::Bytes(uri.len() as u64));
        for parser in SCALING_PARSERS {
            // The tree parse of 16 MB takes 1.5 s or more and 1 GB: ten samples
            // of one iteration need more than the default window.
            let seconds = if parser.name == "uri2396 tree" && len >= 1 << 24 {
                30
            } else {
                2
            };
            group.measurement_time(Duration::from_secs(seconds));
            group.bench_function(parser.name, |b| {
                b.iter(|| assert!((parser.parse)(black_box(&uri))))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, corpus, fixed, scaling);
criterion_main!(benches);
