//! Resolution and normalization next to the peers that do both: the
//! tables of ns per operation, each implementation as a ratio to the
//! fastest peer (not counting uri2396), over the same inputs.
//!
//! Every call starts from text and ends with an owned result holding the
//! result's text, kept through [`black_box`]: a resolve call parses the
//! reference, resolves it against a base parsed once before the loop and
//! writes the result; a normalize call parses the input and writes its
//! normal form. The peers implement RFC 3986 (resolution in its section 5,
//! normalization in 6.2.2) where uri2396 implements RFC 2396, so results
//! can differ: only inputs every implementation in the table accepts are
//! timed, and the setup prints how many results differ from uri2396's.

use std::hint::black_box;
use std::time::Duration;

use iri_string::format::ToDedicatedString;
use uri2396::UriReference;
use uri2396::resolve::ResolveOptions;

use super::rounds;

/// Timed passes per implementation.
const ROUNDS: usize = 11;

/// The bases the corpus's relative references are resolved against:
/// Appendix C's, then two of the shapes a web page has (a file in a
/// directory with a query, a directory).
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "https://www.example.com/docs/guide/index.html?lang=en",
    "http://example.org/a/b/c/",
];

/// Appendix C's base.
const APPENDIX_C_BASE: &str = "http://a/b/c/d;p?q";

/// Times through Appendix C's examples in one timed pass, so that a pass
/// lasts long enough to time.
const APPENDIX_C_REPEATS: usize = 2_000;

/// One implementation of resolution: the base parsed once, then for each
/// reference a parse, the resolution and the result's text.
trait Resolve {
    const NAME: &'static str;
    type Base<'a>;
    type Out;
    fn base(base: &str) -> Option<Self::Base<'_>>;
    fn resolve(base: &Self::Base<'_>, reference: &str) -> Option<Self::Out>;
    fn text(out: &Self::Out) -> &str;
}

struct Uri2396;
struct FluentUri;
struct Oxiri;
struct IriString;

impl Resolve for Uri2396 {
    const NAME: &'static str = "uri2396";
    type Base<'a> = UriReference<'a>;
    type Out = uri2396::resolve::Resolved;
    fn base(base: &str) -> Option<UriReference<'_>> {
        UriReference::parse(base).ok()
    }
    fn resolve(base: &UriReference<'_>, reference: &str) -> Option<Self::Out> {
        base.join(reference, &ResolveOptions::default()).ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

impl Resolve for FluentUri {
    const NAME: &'static str = "fluent-uri";
    type Base<'a> = fluent_uri::Uri<&'a str>;
    type Out = fluent_uri::Uri<String>;
    fn base(base: &str) -> Option<Self::Base<'_>> {
        fluent_uri::Uri::parse(base).ok()
    }
    fn resolve(base: &Self::Base<'_>, reference: &str) -> Option<Self::Out> {
        fluent_uri::UriRef::parse(reference)
            .ok()?
            .resolve_against(base)
            .ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

impl Resolve for Oxiri {
    const NAME: &'static str = "oxiri";
    type Base<'a> = oxiri::Iri<&'a str>;
    type Out = oxiri::Iri<String>;
    fn base(base: &str) -> Option<Self::Base<'_>> {
        oxiri::Iri::parse(base).ok()
    }
    fn resolve(base: &Self::Base<'_>, reference: &str) -> Option<Self::Out> {
        base.resolve(&oxiri::IriRef::parse(reference).ok()?).ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

impl Resolve for IriString {
    const NAME: &'static str = "iri-string";
    type Base<'a> = &'a iri_string::types::UriAbsoluteStr;
    type Out = iri_string::types::UriString;
    fn base(base: &str) -> Option<Self::Base<'_>> {
        iri_string::types::UriAbsoluteStr::new(base).ok()
    }
    fn resolve(base: &Self::Base<'_>, reference: &str) -> Option<Self::Out> {
        iri_string::types::UriReferenceStr::new(reference)
            .ok()?
            .resolve_against(base)
            .try_to_dedicated_string()
            .ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

/// One implementation of normalization: a parse, then the normal form's
/// text.
trait Normalize {
    type Out;
    fn normalize(s: &str) -> Option<Self::Out>;
    fn text(out: &Self::Out) -> &str;
}

impl Normalize for Uri2396 {
    type Out = uri2396::OwnedUriReference;
    fn normalize(s: &str) -> Option<Self::Out> {
        uri2396::normalize::normalize(s).ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

impl Normalize for FluentUri {
    type Out = fluent_uri::UriRef<String>;
    fn normalize(s: &str) -> Option<Self::Out> {
        Some(fluent_uri::UriRef::parse(s).ok()?.normalize())
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

/// iri-string normalizes absolute URIs (`UriStr`, a fragment allowed)
/// only, not relative references.
impl Normalize for IriString {
    type Out = iri_string::types::UriString;
    fn normalize(s: &str) -> Option<Self::Out> {
        iri_string::types::UriStr::new(s)
            .ok()?
            .normalize()
            .try_to_dedicated_string()
            .ok()
    }
    fn text(out: &Self::Out) -> &str {
        out.as_str()
    }
}

/// Resolves every reference against `base` (parsed once); how many
/// resolved.
#[inline(never)]
fn resolve_pass<R: Resolve>(base: &str, references: &[&str]) -> usize {
    let Some(base) = R::base(black_box(base)) else {
        return 0;
    };
    references
        .iter()
        .filter(|r| black_box(R::resolve(&base, black_box(r))).is_some())
        .count()
}

/// The text of each reference resolved against `base`.
fn resolved<R: Resolve>(base: &str, references: &[&str]) -> Vec<Option<String>> {
    let base = R::base(base);
    references
        .iter()
        .map(|r| {
            let out = R::resolve(base.as_ref()?, r)?;
            Some(R::text(&out).to_owned())
        })
        .collect()
}

/// Normalizes every line; how many were accepted.
#[inline(never)]
fn normalize_pass<N: Normalize>(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|s| black_box(N::normalize(black_box(s))).is_some())
        .count()
}

/// The normal form of each line.
fn normalized<N: Normalize>(lines: &[&str]) -> Vec<Option<String>> {
    lines
        .iter()
        .map(|s| N::normalize(s).map(|out| N::text(&out).to_owned()))
        .collect()
}

/// A row of a table: a pass over many inputs, and the inputs' texts.
struct Row<F> {
    name: &'static str,
    peer: bool,
    pass: F,
}

type ResolvePass = fn(&str, &[&str]) -> usize;
type ResolveTexts = fn(&str, &[&str]) -> Vec<Option<String>>;
type NormalizePass = fn(&[&str]) -> usize;
type NormalizeTexts = fn(&[&str]) -> Vec<Option<String>>;

fn resolve_row<R: Resolve>(peer: bool) -> Row<(ResolvePass, ResolveTexts)> {
    Row {
        name: R::NAME,
        peer,
        pass: (resolve_pass::<R>, resolved::<R>),
    }
}

const NORMALIZERS: &[Row<(NormalizePass, NormalizeTexts)>] = &[
    Row {
        name: "uri2396",
        peer: false,
        pass: (normalize_pass::<Uri2396>, normalized::<Uri2396>),
    },
    Row {
        name: "fluent-uri",
        peer: true,
        pass: (normalize_pass::<FluentUri>, normalized::<FluentUri>),
    },
    Row {
        name: "iri-string",
        peer: true,
        pass: (normalize_pass::<IriString>, normalized::<IriString>),
    },
];

fn resolvers() -> [Row<(ResolvePass, ResolveTexts)>; 4] {
    [
        resolve_row::<Uri2396>(false),
        resolve_row::<FluentUri>(true),
        resolve_row::<Oxiri>(true),
        resolve_row::<IriString>(true),
    ]
}

/// Prints one table from each row's median and fastest pass over `ops`
/// operations, with `differ[i]` results of row `i` that differ from the
/// first row's.
fn print_table<F>(
    title: &str,
    rows: &[Row<F>],
    times: &[(Duration, Duration)],
    ops: usize,
    differ: &[usize],
) {
    let per_op = |d: Duration| d.as_nanos() as f64 / ops as f64;
    let fastest_peer = rows
        .iter()
        .zip(times)
        .filter(|(row, _)| row.peer)
        .map(|(_, t)| per_op(t.0))
        .fold(f64::INFINITY, f64::min);
    println!("\n{title}\n");
    println!(
        "| implementation | ns/op (median) | ns/op (fastest) | ratio to the fastest peer | results not uri2396's |"
    );
    println!("|---|---:|---:|---:|---:|");
    for ((row, (median, fastest)), differ) in rows.iter().zip(times).zip(differ) {
        println!(
            "| {} | {:.1} | {:.1} | {:.2} | {} |",
            row.name,
            per_op(*median),
            per_op(*fastest),
            per_op(*median) / fastest_peer,
            differ
        );
    }
}

/// For each input where every row has a result, whether row `i`'s
/// differs from the first row's; the inputs kept and the counts.
fn agreed<'a>(
    inputs: &[&'a str],
    texts: &[Vec<Option<String>>],
    differ: &mut [usize],
) -> Vec<&'a str> {
    let mut kept = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let results: Option<Vec<&String>> = texts.iter().map(|t| t[i].as_ref()).collect();
        let Some(results) = results else { continue };
        kept.push(*input);
        for (n, result) in differ.iter_mut().zip(&results) {
            if *result != results[0] {
                *n += 1;
            }
        }
    }
    kept
}

/// The references of every row of Appendix C (`<>` is the empty one).
fn appendix_c() -> Vec<String> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/resolve/appendix-c.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut references: Vec<String> = text
        .lines()
        .filter(|line| line.starts_with("      "))
        .filter_map(|line| line.trim().split_once(" =  "))
        .map(|(reference, _)| reference.trim().replace("<>", ""))
        .collect();
    references.dedup();
    references
}

/// Resolution of `work` (each base with its references), timing only the
/// references every implementation resolves; `repeats` times over them
/// make one timed pass.
fn resolve_table(title: &str, work: &[(&str, Vec<&str>)], repeats: usize) {
    let rows = resolvers();
    let offered: usize = work.iter().map(|(_, refs)| refs.len()).sum();
    let mut differ = vec![0; rows.len()];
    let kept: Vec<(&str, Vec<&str>)> = work
        .iter()
        .map(|(base, references)| {
            let texts: Vec<_> = rows
                .iter()
                .map(|row| (row.pass.1)(base, references))
                .collect();
            (*base, agreed(references, &texts, &mut differ))
        })
        .collect();
    let ops: usize = kept.iter().map(|(_, refs)| refs.len()).sum();
    let times = rounds(&rows, ROUNDS, |row| {
        for _ in 0..repeats {
            for (base, references) in &kept {
                black_box((row.pass.0)(base, black_box(references)));
            }
        }
    });
    let title = format!("{title}: {ops} of {offered} (base, reference) pairs, resolved by all");
    print_table(&title, &rows, &times, ops * repeats, &differ);
}

/// Normalization of the lines every implementation normalizes.
fn normalize_table(title: &str, lines: &[&str], rows: &[Row<(NormalizePass, NormalizeTexts)>]) {
    let texts: Vec<_> = rows.iter().map(|row| (row.pass.1)(lines)).collect();
    let mut differ = vec![0; rows.len()];
    let kept = agreed(lines, &texts, &mut differ);
    let times = rounds(rows, ROUNDS, |row| {
        black_box((row.pass.0)(black_box(&kept)));
    });
    let title = format!(
        "{title}: {} of {} lines, normalized by all",
        kept.len(),
        lines.len()
    );
    print_table(&title, rows, &times, kept.len(), &differ);
}

/// The tables: resolution of the corpus's relative references and of
/// Appendix C, normalization of the corpus. Without `benchmarking`, one
/// untimed call of each implementation on a few lines.
pub fn tables(lines: &[&str], benchmarking: bool) {
    let relative: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|line| UriReference::parse(line).is_ok_and(|r| !r.is_absolute()))
        .collect();
    let examples = appendix_c();
    let examples: Vec<&str> = examples.iter().map(String::as_str).collect();
    if !benchmarking {
        for row in resolvers() {
            (row.pass.0)(APPENDIX_C_BASE, &examples);
            (row.pass.0)(BASES[1], &relative[..relative.len().min(100)]);
        }
        for row in NORMALIZERS {
            (row.pass.0)(&lines[..lines.len().min(100)]);
        }
        return;
    }
    let work: Vec<(&str, Vec<&str>)> = BASES.iter().map(|b| (*b, relative.clone())).collect();
    resolve_table(
        &format!(
            "Resolve: the corpus's {} relative references against {} bases",
            relative.len(),
            BASES.len()
        ),
        &work,
        1,
    );
    resolve_table(
        &format!("Resolve: Appendix C against {APPENDIX_C_BASE}, {APPENDIX_C_REPEATS} times"),
        &[(APPENDIX_C_BASE, examples)],
        APPENDIX_C_REPEATS,
    );
    normalize_table("Normalize: the corpus", lines, NORMALIZERS);
    normalize_table(
        "Normalize: the corpus, implementations that normalize relative references too",
        lines,
        &NORMALIZERS[..2],
    );
}
