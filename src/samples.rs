//! The inputs the tests of RFC 3986's reading share (its oracle, its
//! trees): a leaf of the crate's tests, which imports none of its modules.

use std::path::Path;

/// Where RFC 3986 and RFC 2396 part (Appendix D), IP literals of every
/// form, and the shapes of confusion: `tests/data/rfc3986/delicate.txt`,
/// which tests/peers.rs reads too.
pub(crate) fn delicate() -> Vec<String> {
    include_str!("../tests/data/rfc3986/delicate.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| serde_json::from_str(line).expect("a JSON string a line"))
        .collect()
}

/// Every case file's input under `tests/cases/`, the corpus sample,
/// and [`delicate`].
pub(crate) fn inputs() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("a folder of cases") {
            let path = entry.expect("a case").path();
            if path.is_dir() {
                walk(&path, out);
            } else if let Ok(text) = std::fs::read_to_string(&path) {
                out.push(text.strip_suffix('\n').unwrap_or(&text).to_owned());
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases"),
        &mut out,
    );
    out.extend(
        include_str!("../tests/data/corpus-sample.txt")
            .lines()
            .map(str::to_owned),
    );
    out.extend(delicate());
    out
}

/// Every string over `alphabet` of at most `len` characters.
pub(crate) fn every(alphabet: &[char], len: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..len {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
            .collect();
        out.extend(last.iter().cloned());
    }
    out
}

/// Characters that take each branch of RFC 3986's grammar: letters
/// that are hex digits and `v`, a digit, every delimiter, `%`.
pub(crate) const ALPHABET: &[char] = &[
    'a', 'v', '1', ':', '/', '?', '#', '@', '[', ']', '.', '%', '-', '!',
];

/// `count` strings of 5 to 12 characters over [`ALPHABET`], the same
/// on every run.
pub(crate) fn sampled(count: usize) -> Vec<String> {
    let mut state: u64 = 0x2396_3986;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    (0..count)
        .map(|_| {
            let len = 5 + next() % 8;
            (0..len)
                .map(|_| ALPHABET[next() % ALPHABET.len()])
                .collect()
        })
        .collect()
}
