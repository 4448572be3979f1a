//! How every public operation scales with the length of its input: ns per
//! byte and peak heap for each operation × shape × size, on adversarial
//! shapes of 1 KB to 16 MB, printed as Markdown tables.
//!
//! ```text
//! cargo bench --bench scaling                      # everything, sizes up to 16 MB
//! cargo bench --bench scaling -- resolve           # one operation
//! cargo bench --bench scaling -- dotdot            # one shape, every operation
//! cargo bench --bench scaling -- resolve/dotdot    # one of each
//! SCALING_QUICK=1 cargo bench --bench scaling      # sizes up to 64 KB
//! SCALING_BUDGET_SECS=5 cargo bench --bench scaling   # per call; 20 by default
//! ```
//!
//! Each (operation, shape, size) runs in a child process (this binary again,
//! told what to run by the `SCALING_CHILD` variable), so that an operation
//! that is quadratic today cannot hang the run: the parent kills a child that
//! outlives its hard limit, and before each size it predicts the time and the
//! heap from the sizes already measured (their growth exponent, at least
//! linear) and skips every size that would exceed the budget, printing
//! "skipped (over budget)". The child's allocator refuses to hold more than
//! [`HEAP_LIMIT`] bytes at once, which aborts the child rather than the
//! machine.
//!
//! In a child, the first call is the warm-up and the memory measurement:
//! the counting allocator's peak is reset to what is allocated just before
//! the call, and the peak above that is the figure. A call of a second or
//! more is timed by that one call alone. Otherwise the call is timed in
//! batches (enough calls per batch for about a millisecond) until about
//! [`SAMPLE_SECS`] have passed, and the fastest batch counts: on a shared
//! machine other work only ever adds time, so the fastest is the steadiest
//! figure from run to run. What an operation is given (the parse tree of a
//! view, the error of the error view, the input strings) is built before
//! the warm-up and not measured; what it returns is dropped after the clock
//! stops. One child can be run by hand, at any length:
//! `SCALING_CHILD="parse_tree segments 4194304 0.3" target/release/deps/scaling-…`
//! prints the input's length, the seconds per call and the peak heap.
//!
//! Run without `--bench` (as `cargo test --benches` does), it calls every
//! operation once on every shape at 1 KB, in process, and times nothing.

// The sizes of the library's benchmarks, shared.
#[path = "../../benches/common/sizes.rs"]
mod sizes;

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::io::Read as _;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sizes::SCALING_SIZES;
use uri2396::compare::{self, Reading};
use uri2396::escape::{self, Component};
use uri2396::extract::{self, ExtractOptions};
use uri2396::grammar::java;
use uri2396::resolve::{self, ResolveOptions};
use uri2396::{Dialect, Tree, UriReference, parse_tree};
use uri2396::{normalize, security};
use uri2396_cli::annotate::{self, Style};
use uri2396_cli::report::ReportError;

/// The most a child may hold on the heap at once: 4 GiB.
const HEAP_LIMIT: usize = 4 << 30;
/// Time per (operation, shape, size) given to the timed batches.
const SAMPLE_SECS: f64 = 0.3;
/// The exponent of growth from which the table marks an operation.
const GROWTH_QUADRATIC: f64 = 1.8;
/// The default of `SCALING_BUDGET_SECS`: enough for the linear operations
/// that are slow per byte (the parse tree and its view take seconds at
/// 16 MB), while sizes of a quadratic one are predicted far beyond it.
const BUDGET_SECS: f64 = 20.0;
/// A call that takes this long is timed once, by its warm-up call.
const REPEAT_SECS: f64 = 1.0;
/// A child's calls: at least this many batches (unless they take three
/// times [`SAMPLE_SECS`]), and at most that many.
const MIN_BATCHES: usize = 5;
const MAX_BATCHES: usize = 101;

// ---------------------------------------------------------------------------
// The counting allocator

/// The system allocator, counting the bytes held now and the most held
/// since the last [`reset_peak`], and refusing to hold more than
/// [`HEAP_LIMIT`] (a refused allocation aborts the process).
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

impl Counting {
    /// Counts `size` more bytes; false, counting nothing, when that would
    /// pass the limit.
    fn take(size: usize) -> bool {
        let now = CURRENT.fetch_add(size, Ordering::Relaxed) + size;
        if now > HEAP_LIMIT {
            CURRENT.fetch_sub(size, Ordering::Relaxed);
            return false;
        }
        PEAK.fetch_max(now, Ordering::Relaxed);
        true
    }

    fn give(size: usize) {
        CURRENT.fetch_sub(size, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed on to `System` unchanged; the counters only
// observe it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !Counting::take(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract for `alloc` is `System`'s.
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            Counting::give(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !Counting::take(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as for `alloc`.
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            Counting::give(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) };
        Counting::give(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = layout.size();
        if new_size > old && !Counting::take(new_size - old) {
            return std::ptr::null_mut();
        }
        // SAFETY: as for `alloc`; `ptr` came from `System` with `layout`.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            if new_size > old {
                Counting::give(new_size - old);
            }
        } else if new_size < old {
            Counting::give(old - new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Starts a new peak at what is held now; returns that.
fn reset_peak() -> usize {
    let now = CURRENT.load(Ordering::Relaxed);
    PEAK.store(now, Ordering::Relaxed);
    now
}

// ---------------------------------------------------------------------------
// The shapes

/// An adversarial input: `units` repeated between a head and a tail, in two
/// forms. The absolute form (a URI with a scheme) is what every operation
/// gets but `resolve`; `resolve` gets the reference form against [`BASE`],
/// a relative reference that goes through the step of section 5.2 the shape
/// is about (a `rel_path` is merged with the base path and its dot segments
/// removed; a `net_path` brings its own authority).
struct Shape {
    name: &'static str,
    what: &'static str,
    /// Each repeated n times, one after the other.
    units: &'static [&'static str],
    absolute: (&'static str, &'static str),
    reference: (&'static str, &'static str),
    /// Whether the inputs are valid (only `bad-end` is not).
    valid: bool,
}

/// The base of `resolve` and `relativize`.
const BASE: &str = "http://example.com/b/c/d;p?q";

const SHAPES: &[Shape] = &[
    Shape {
        name: "segments",
        what: "`/a` repeated",
        units: &["/a"],
        absolute: ("http://example.com", ""),
        reference: ("a", ""),
        valid: true,
    },
    Shape {
        name: "params",
        what: "`;p` repeated in one segment",
        units: &[";p"],
        absolute: ("http://example.com/a", ""),
        reference: ("a", ""),
        valid: true,
    },
    Shape {
        name: "dotdot",
        what: "`../` repeated, then `g`",
        units: &["../"],
        absolute: ("http://example.com/", "g"),
        reference: ("", "g"),
        valid: true,
    },
    Shape {
        name: "dot",
        what: "`./` repeated, then `g`",
        units: &["./"],
        absolute: ("http://example.com/", "g"),
        reference: ("", "g"),
        valid: true,
    },
    Shape {
        name: "up-down",
        what: "`a/` repeated, then as many `../`, then `g`: each `..` removes a segment (5.2 step 6e)",
        units: &["a/", "../"],
        absolute: ("http://example.com/", "g"),
        reference: ("", "g"),
        valid: true,
    },
    Shape {
        name: "a-dotdot",
        what: "`a/../` repeated, then `g`: each pair removed in turn (5.2 step 6e)",
        units: &["a/../"],
        absolute: ("http://example.com/", "g"),
        reference: ("", "g"),
        valid: true,
    },
    Shape {
        name: "escapes",
        what: "`%41` repeated in one segment",
        units: &["%41"],
        absolute: ("http://example.com/", ""),
        reference: ("", ""),
        valid: true,
    },
    Shape {
        name: "labels",
        what: "hostname of `a.` repeated, then `com`",
        units: &["a."],
        absolute: ("http://", "com/"),
        reference: ("//", "com/"),
        valid: true,
    },
    Shape {
        name: "userinfo",
        what: "userinfo of `u` repeated",
        units: &["u"],
        absolute: ("http://", "@example.com/"),
        reference: ("//", "@example.com/"),
        valid: true,
    },
    Shape {
        name: "query",
        what: "query of `q=1&` repeated",
        units: &["q=1&"],
        absolute: ("http://example.com/?", ""),
        reference: ("g?", ""),
        valid: true,
    },
    Shape {
        name: "bad-end",
        what: "`segments` with a space appended",
        units: &["/a"],
        absolute: ("http://example.com", " "),
        reference: ("a", " "),
        valid: false,
    },
];

/// `head`, then each of `units` n times, n as large as fits in `len` bytes,
/// then `tail`.
fn build((head, tail): (&str, &str), units: &[&str], len: usize) -> String {
    let width: usize = units.iter().map(|u| u.len()).sum();
    let n = len.saturating_sub(head.len() + tail.len()) / width;
    let mut s = String::with_capacity(head.len() + n * width + tail.len());
    s.push_str(head);
    for unit in units {
        for _ in 0..n {
            s.push_str(unit);
        }
    }
    s.push_str(tail);
    s
}

impl Shape {
    fn absolute(&self, len: usize) -> String {
        build(self.absolute, self.units, len)
    }

    fn reference(&self, len: usize) -> String {
        build(self.reference, self.units, len)
    }

    fn find(name: &str) -> &'static Shape {
        SHAPES
            .iter()
            .find(|s| s.name == name)
            .unwrap_or_else(|| panic!("no shape named {name}"))
    }
}

// ---------------------------------------------------------------------------
// The operations

/// Every operation, as named on the command line and in the tables, with the
/// call it times.
const OPERATIONS: &[(&str, &str)] = &[
    ("parse", "`UriReference::parse(s)`"),
    (
        "parse_rfc2732",
        "`UriReference::parse_in(s, Dialect::RFC2732)`",
    ),
    ("parse_java", "`UriReference::parse_in(s, Dialect::JAVA)`"),
    ("parse_tree", "`parse_tree(\"URI-reference\", s)`"),
    (
        "parse_tree_java",
        "`Tree::parse(java::URI_REFERENCE, s)`, the tree of java.net.URI's grammar",
    ),
    (
        "resolve",
        "`resolve(BASE, r, &ResolveOptions::default())`, `r` the reference form",
    ),
    ("relativize", "`relativize(BASE, s)`"),
    ("normalize", "`normalize(s)`"),
    ("equivalent", "`equivalent(s, t)`, `t` a copy of `s`"),
    (
        "extract",
        "`extract(t, &ExtractOptions::default()).count()`, `t` = `s` in angle brackets inside a sentence",
    ),
    ("lint", "`lint_text(s)`"),
    (
        "compare",
        "`compare(s, None, &Reading::all())`: the dialects and WHATWG's reading side by side",
    ),
    (
        "compare_base",
        "`compare(r, Some(BASE), &Reading::all())`, `r` the reference form",
    ),
    ("compare_lint", "`compare::lint(s, &Reading::all())`"),
    ("escape", "`escape(s, Component::Query)`"),
    ("decode_utf8", "`decode_utf8(s)`"),
    (
        "view_components",
        "`annotate::components(&tree, Style::PLAIN)`, the tree of `s` built beforehand",
    ),
    (
        "view_tree",
        "`annotate::tree(&tree, Style::PLAIN)`, the tree of `s` built beforehand",
    ),
    (
        "view_error",
        "`annotate::error(e, &err, Style::PLAIN)`, `e` = `s` + space (or `s` for bad-end), its error built beforehand",
    ),
];

/// What one size of one (operation, shape) measured.
#[derive(Clone, Copy, Debug)]
struct Measured {
    /// Bytes of input.
    len: usize,
    /// Time of one call: the fastest batch.
    secs: f64,
    /// Peak heap of the first call, above what was held before it.
    peak: usize,
}

/// Times `f` as the module docs say.
fn measure<T>(len: usize, sample_secs: f64, mut f: impl FnMut() -> T) -> Measured {
    let before = reset_peak();
    let start = Instant::now();
    let out = black_box(f());
    let first = start.elapsed().as_secs_f64();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    drop(out);
    if first >= REPEAT_SECS {
        return Measured {
            len,
            secs: first,
            peak,
        };
    }
    let batch = ((1e-3 / first.max(1e-9)).ceil() as usize).max(1);
    let mut times = Vec::with_capacity(MAX_BATCHES);
    let start = Instant::now();
    loop {
        let t = Instant::now();
        for _ in 0..batch {
            let out = black_box(f());
            drop(out);
        }
        times.push(t.elapsed().as_secs_f64() / batch as f64);
        let elapsed = start.elapsed().as_secs_f64();
        if times.len() >= MAX_BATCHES
            || (elapsed >= sample_secs
                && (times.len() >= MIN_BATCHES || elapsed >= 3.0 * sample_secs))
        {
            break;
        }
    }
    Measured {
        len,
        secs: times.iter().copied().fold(f64::INFINITY, f64::min),
        peak,
    }
}

/// Runs `operation` on `shape` at `len` bytes: [`measure`] when
/// `sample_secs` is given, one untimed call otherwise.
// The closures return the library's results whole, `ResolveError` among them.
#[allow(clippy::result_large_err)]
fn run(operation: &str, shape: &Shape, len: usize, sample_secs: Option<f64>) -> Measured {
    let s = shape.absolute(len);
    // A macro rather than a closure taking closures, so that each call's
    // result keeps its own type and is not boxed inside the measurement.
    macro_rules! go {
        ($call:expr) => {
            match sample_secs {
                Some(secs) => measure(s.len(), secs, || $call),
                None => {
                    let _ = black_box($call);
                    Measured {
                        len: s.len(),
                        secs: 0.0,
                        peak: 0,
                    }
                }
            }
        };
    }
    let readings = Reading::all();
    // The inputs are what their shape says: valid unless `bad-end`.
    assert_eq!(
        UriReference::parse(&s).is_ok(),
        shape.valid,
        "{} at {len} bytes",
        shape.name
    );
    match operation {
        "parse" => go!(UriReference::parse(black_box(&s))),
        "parse_rfc2732" => go!(UriReference::parse_in(black_box(&s), Dialect::RFC2732)),
        "parse_java" => go!(UriReference::parse_in(black_box(&s), Dialect::JAVA)),
        "extract" => {
            let t = format!("See <{s}>, please.");
            let options = ExtractOptions::default().with_max_length(t.len());
            go!(extract::extract(black_box(&t), &options).count())
        }
        "lint" => go!(security::lint_text(black_box(&s))),
        "compare" => go!(compare::compare(black_box(&s), None, &readings)),
        "compare_base" => {
            let r = shape.reference(len);
            go!(compare::compare(black_box(&r), Some(BASE), &readings))
        }
        "compare_lint" => go!(compare::lint(black_box(&s), &readings)),
        "parse_tree" => go!(parse_tree("URI-reference", black_box(&s))),
        "parse_tree_java" => go!(Tree::parse(java::URI_REFERENCE, black_box(&s))),
        "resolve" => {
            let r = shape.reference(len);
            let options = ResolveOptions::default();
            assert_eq!(
                resolve::resolve(BASE, &r, &options).is_ok(),
                shape.valid,
                "resolve {} at {len} bytes",
                shape.name
            );
            go!(resolve::resolve(BASE, black_box(&r), &options))
        }
        "relativize" => go!(resolve::relativize(BASE, black_box(&s))),
        "normalize" => go!(normalize::normalize(black_box(&s))),
        "equivalent" => {
            let t = s.clone();
            go!(normalize::equivalent(black_box(&s), black_box(&t)))
        }
        "escape" => go!(escape::escape(black_box(&s), Component::Query)),
        "decode_utf8" => go!(escape::decode_utf8(black_box(&s))),
        "view_components" | "view_tree" => {
            let Ok(tree) = parse_tree("URI-reference", &s) else {
                // No tree to view: the input is invalid.
                return Measured {
                    len: s.len(),
                    secs: f64::NAN,
                    peak: 0,
                };
            };
            if operation == "view_components" {
                go!(annotate::components(black_box(&tree), Style::PLAIN))
            } else {
                go!(annotate::tree(black_box(&tree), Style::PLAIN))
            }
        }
        "view_error" => {
            let e = if shape.valid {
                s.clone() + " "
            } else {
                s.clone()
            };
            let err = ReportError::parse(
                UriReference::parse(&e).expect_err("a space is not in any URI"),
                &e,
            );
            go!(annotate::error(black_box(&e), &err, Style::PLAIN))
        }
        _ => panic!("no operation named {operation}"),
    }
}

// ---------------------------------------------------------------------------
// The child: one measurement, printed on stdout

fn child(spec: &str) {
    let mut parts = spec.split(' ');
    let (Some(operation), Some(shape), Some(len), Some(secs)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        panic!("SCALING_CHILD is `OPERATION SHAPE LEN SECS`, not {spec:?}");
    };
    let len: usize = len.parse().expect("LEN is a number");
    let secs: f64 = secs.parse().expect("SECS is a number");
    let m = run(operation, Shape::find(shape), len, Some(secs));
    println!("{} {} {}", m.len, m.secs, m.peak);
}

// ---------------------------------------------------------------------------
// The parent: budgets, predictions, tables

/// A cell of the tables.
#[derive(Clone)]
enum Cell {
    Done(Measured),
    /// Not applicable: the views of a tree on an input that has none.
    NotApplicable,
    /// Predicted or found over the budget; the reason.
    Skipped(String),
}

/// The growth exponent of `f` between two measurements (1 for linear),
/// taken as at least 1 so that a prediction never assumes sublinear cost.
fn exponent(a: Measured, b: Measured, f: impl Fn(Measured) -> f64) -> f64 {
    let (fa, fb) = (f(a).max(1e-12), f(b).max(1e-12));
    ((fb / fa).ln() / (b.len as f64 / a.len as f64).ln()).max(1.0)
}

/// Runs a child for one size, killing it at `hard_limit`.
fn spawn(operation: &str, shape: &Shape, len: usize, hard_limit: Duration) -> Cell {
    let exe = std::env::current_exe().expect("the path of this binary");
    let mut child = Command::new(exe)
        .env(
            "SCALING_CHILD",
            format!("{operation} {} {len} {SAMPLE_SECS}", shape.name),
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("a child process");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child's status") {
            break status;
        }
        if start.elapsed() > hard_limit {
            let _ = child.kill();
            let _ = child.wait();
            return Cell::Skipped(format!(
                "over budget (killed after {} s)",
                hard_limit.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let mut out = String::new();
    let mut err = String::new();
    let _ = child.stdout.take().unwrap().read_to_string(&mut out);
    let _ = child.stderr.take().unwrap().read_to_string(&mut err);
    if !status.success() {
        if err.contains("memory allocation") {
            return Cell::Skipped(format!("over budget (heap over {})", bytes(HEAP_LIMIT)));
        }
        panic!(
            "{operation} {} {len}: child failed ({status}):\n{err}",
            shape.name
        );
    }
    let fields: Vec<&str> = out.split_whitespace().collect();
    let [len, secs, peak] = fields[..] else {
        panic!("unexpected child output {out:?}");
    };
    let secs: f64 = secs.parse().unwrap();
    if secs.is_nan() {
        return Cell::NotApplicable;
    }
    Cell::Done(Measured {
        len: len.parse().unwrap(),
        secs,
        peak: peak.parse().unwrap(),
    })
}

/// Every size of one (operation, shape), up to the budget.
fn row(operation: &str, shape: &Shape, sizes: &[(&str, usize)], budget: f64) -> Vec<Cell> {
    let mut done: Vec<Measured> = Vec::new();
    let mut cells = Vec::new();
    // Once a size is skipped (or has nothing to measure), so are the larger.
    let mut skipping: Option<Cell> = None;
    for &(label, len) in sizes {
        if let Some(cell) = &skipping {
            cells.push(cell.clone());
            continue;
        }
        // Predict this size from the last two (or, with one, linearly).
        if let Some(&last) = done.last() {
            let scale = len as f64 / last.len as f64;
            let (kt, km) = match done.len() {
                1 => (1.0, 1.0),
                n => (
                    exponent(done[n - 2], last, |m| m.secs),
                    exponent(done[n - 2], last, |m| m.peak as f64),
                ),
            };
            let secs = last.secs * scale.powf(kt);
            let peak = last.peak as f64 * scale.powf(km);
            if last.secs > budget || secs > budget {
                skipping = Some(Cell::Skipped(format!(
                    "skipped (over budget: {secs:.0} s predicted)"
                )));
            } else if peak > HEAP_LIMIT as f64 {
                skipping = Some(Cell::Skipped(format!(
                    "skipped (over budget: {} heap predicted)",
                    bytes(peak as usize)
                )));
            }
            if let Some(cell) = &skipping {
                cells.push(cell.clone());
                continue;
            }
        }
        // The child also builds the input and what the call is given, and
        // the warm-up call comes on top of the timed ones.
        let hard = Duration::from_secs_f64(2.0 * budget + 60.0);
        let cell = spawn(operation, shape, len, hard);
        match &cell {
            Cell::Done(m) => done.push(*m),
            Cell::Skipped(_) | Cell::NotApplicable => skipping = Some(cell.clone()),
        }
        eprintln!(
            "{operation:>16} {:>9} {label:>5}: {}",
            shape.name,
            show_time(&cell)
        );
        cells.push(cell);
    }
    cells
}

fn show_time(cell: &Cell) -> String {
    match cell {
        Cell::Done(m) => format!("{:.2}", m.secs * 1e9 / m.len as f64),
        Cell::NotApplicable => "n/a".to_owned(),
        Cell::Skipped(why) => why.clone(),
    }
}

fn show_peak(cell: &Cell) -> String {
    match cell {
        Cell::Done(m) => bytes(m.peak),
        Cell::NotApplicable => "n/a".to_owned(),
        Cell::Skipped(why) => why.clone(),
    }
}

/// `n` bytes in B, KB, MB or GB (powers of 1024).
fn bytes(n: usize) -> String {
    const UNITS: &[&str] = &["B", "KB", "MB", "GB"];
    let mut x = n as f64;
    let mut unit = 0;
    while x >= 1024.0 && unit + 1 < UNITS.len() {
        x /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} B")
    } else {
        format!("{x:.1} {}", UNITS[unit])
    }
}

/// How the time grows: the exponent k of n^k from the first size measured
/// past 1 KB (whose time is mostly the fixed cost of a call) to the last,
/// in bold from 1.8 up (quadratic, give or take the noise); and whether
/// larger sizes were skipped.
fn growth(cells: &[Cell]) -> String {
    let done: Vec<Measured> = cells
        .iter()
        .filter_map(|c| match c {
            Cell::Done(m) => Some(*m),
            _ => None,
        })
        .collect();
    let skipped = cells.iter().any(|c| matches!(c, Cell::Skipped(_)));
    let mut out = match done.len() {
        0 | 1 => "–".to_owned(),
        n => {
            let a = done[if n > 2 { 1 } else { 0 }];
            let b = done[n - 1];
            let k = (b.secs / a.secs).ln() / (b.len as f64 / a.len as f64).ln();
            if k >= GROWTH_QUADRATIC {
                format!("**n^{k:.2}**")
            } else {
                format!("n^{k:.2}")
            }
        }
    };
    if skipped {
        out.push_str(", **over budget**");
    }
    out
}

/// A form of a shape as `head` + `unit` × n + … + `tail`, leaving out the
/// empty parts and showing a space as `␠`.
fn form((head, tail): (&str, &str), units: &[&str]) -> String {
    let code = |s: &str| format!("`{}`", s.replace(' ', "␠"));
    let mut parts = Vec::new();
    if !head.is_empty() {
        parts.push(code(head));
    }
    for unit in units {
        parts.push(format!("{} × n", code(unit)));
    }
    if !tail.is_empty() {
        parts.push(code(tail));
    }
    parts.join(" + ")
}

fn table(
    title: &str,
    rows: &[(&str, &Shape, Vec<Cell>)],
    sizes: &[(&str, usize)],
    show: fn(&Cell) -> String,
    with_growth: bool,
) {
    println!("\n{title}\n");
    print!("| operation | shape |");
    for (label, _) in sizes {
        print!(" {label} |");
    }
    if with_growth {
        print!(" time grows as |");
    }
    print!("\n|---|---|{}", "---:|".repeat(sizes.len()));
    if with_growth {
        print!("---|");
    }
    println!();
    for (operation, shape, cells) in rows {
        print!("| {operation} | {} |", shape.name);
        for cell in cells {
            print!(" {} |", show(cell));
        }
        if with_growth {
            print!(" {} |", growth(cells));
        }
        println!();
    }
}

/// Whether the command-line filters select (operation, shape): a filter
/// names an operation, a shape, or `OPERATION/SHAPE`; no filter selects all.
fn selected(filters: &[String], operation: &str, shape: &str) -> bool {
    filters.is_empty()
        || filters.iter().any(|f| match f.split_once('/') {
            Some((o, s)) => o == operation && s == shape,
            None => f == operation || f == shape,
        })
}

fn main() {
    if let Ok(spec) = std::env::var("SCALING_CHILD") {
        child(&spec);
        return;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let benchmarking = args.iter().any(|a| a == "--bench");
    let filters: Vec<String> = args.into_iter().filter(|a| !a.starts_with('-')).collect();
    for f in &filters {
        let known = |name: &str| {
            OPERATIONS.iter().any(|(o, _)| *o == name) || SHAPES.iter().any(|s| s.name == name)
        };
        let ok = match f.split_once('/') {
            Some((o, s)) => known(o) && known(s),
            None => known(f),
        };
        assert!(
            ok,
            "unknown filter {f:?}: name an operation, a shape or OPERATION/SHAPE"
        );
    }

    if !benchmarking {
        // A smoke test: every selected operation once on every shape at
        // 1 KB, nothing timed.
        let mut n = 0;
        for (operation, _) in OPERATIONS {
            for shape in SHAPES {
                if selected(&filters, operation, shape.name) {
                    run(operation, shape, SCALING_SIZES[0].1, None);
                    n += 1;
                }
            }
        }
        println!(
            "scaling: smoke run of {n} (operation, shape) pairs at 1 KB (pass --bench to time)"
        );
        return;
    }

    let quick = std::env::var("SCALING_QUICK").is_ok_and(|v| !v.is_empty() && v != "0");
    let sizes: Vec<(&str, usize)> = SCALING_SIZES
        .iter()
        .copied()
        .filter(|&(_, len)| !quick || len <= 1 << 16)
        .collect();
    let budget: f64 = std::env::var("SCALING_BUDGET_SECS")
        .ok()
        .map(|v| {
            v.parse()
                .expect("SCALING_BUDGET_SECS is a number of seconds")
        })
        .unwrap_or(BUDGET_SECS);

    let mut rows = Vec::new();
    for (operation, _) in OPERATIONS {
        for shape in SHAPES {
            if selected(&filters, operation, shape.name) {
                rows.push((*operation, shape, row(operation, shape, &sizes, budget)));
            }
        }
    }

    println!(
        "\nBudget {budget} s per call (a size predicted over it is skipped), heap limit {}; \
         sizes {}.",
        bytes(HEAP_LIMIT),
        sizes.iter().map(|(l, _)| *l).collect::<Vec<_>>().join(", ")
    );
    table(
        "ns per byte (fastest batch)",
        &rows,
        &sizes,
        show_time,
        true,
    );
    table(
        "Peak heap of one call (bytes allocated at once above what was held before it)",
        &rows,
        &sizes,
        show_peak,
        false,
    );
    println!("\nShapes (the reference form is what `resolve` gets, against `{BASE}`):\n");
    println!("| shape | what | absolute form | reference form |");
    println!("|---|---|---|---|");
    for s in SHAPES {
        println!(
            "| {} | {} | {} | {} |",
            s.name,
            s.what,
            form(s.absolute, s.units),
            form(s.reference, s.units)
        );
    }
    println!("\nOperations (`s` is the absolute form):\n");
    println!("| operation | call |");
    println!("|---|---|");
    for (name, call) in OPERATIONS {
        println!("| {name} | {call} |");
    }
}
