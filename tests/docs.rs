//! The facts the docs state about the code, checked against the code: the
//! number of named dialects, the features and the dependencies, and that no
//! doc sends a reader to a build script the crate no longer has. A doc that
//! falls behind the code fails here, not in a reader's hands.

use std::fs;
use std::path::{Path, PathBuf};

use uri2396::Dialect;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The documentation and code of the repository that describe it as it is:
/// every `.rs`, `.md`, `.pest` and `.toml` file outside `target/` and the
/// fuzzers' corpora, less the history (CHANGELOG.md and the dated runs of
/// docs/benchmarks.md, which tell what was true then).
fn current_texts() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![root().to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("a folder of the repository") {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if !name.starts_with('.')
                    && !matches!(
                        name,
                        "target" | "corpus" | "node_modules" | "dist" | "artifacts"
                    )
                {
                    stack.push(path);
                }
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("rs" | "md" | "pest" | "toml")
            ) && !matches!(name, "CHANGELOG.md" | "benchmarks.md" | "docs.rs")
            {
                let text = fs::read_to_string(&path).expect("UTF-8 text");
                out.push((path, text));
            }
        }
    }
    out
}

const NUMBERS: [&str; 8] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight",
];

#[test]
fn the_count_of_named_dialects_is_the_code_s() {
    let count = NUMBERS[Dialect::ALL.len() - 1];
    let mut wrong = Vec::new();
    for (path, text) in current_texts() {
        let words: Vec<&str> = text.split_whitespace().collect();
        for w in words.windows(3) {
            let number = w[0]
                .trim_start_matches(['(', '[', '`'])
                .to_ascii_lowercase();
            if NUMBERS.contains(&number.as_str())
                && w[1] == "named"
                && ["dialects", "grammars", "readings"]
                    .iter()
                    .any(|n| w[2].starts_with(n))
                && number != count
            {
                wrong.push(format!("{}: {}", path.display(), w.join(" ")));
            }
        }
    }
    assert!(wrong.is_empty(), "Dialect::ALL has {count}: {wrong:#?}");
}

#[test]
fn no_doc_names_a_build_script() {
    assert!(!root().join("build.rs").exists());
    let mut wrong = Vec::new();
    for (path, text) in current_texts() {
        for (n, line) in text.lines().enumerate() {
            if line.contains("build.rs")
                || (line.contains("build script") && !line.contains("No build script"))
            {
                wrong.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the crate has no build script: {wrong:#?}"
    );
}

/// The `[section]` of a manifest: its lines up to the next section.
fn section<'a>(manifest: &'a str, name: &str) -> Vec<&'a str> {
    manifest
        .lines()
        .skip_while(|l| l.trim() != name)
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.trim_start().starts_with('#') && l.contains('='))
        .collect()
}

#[test]
fn the_feature_table_lists_every_feature() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let features: Vec<&str> = section(&manifest, "[features]")
        .iter()
        .map(|l| l.split('=').next().unwrap_or("").trim())
        // `default` is the table's column; `test-hooks` is no part of the API.
        .filter(|f| !matches!(*f, "default" | "test-hooks"))
        .collect();
    let lib = fs::read_to_string(root().join("src/lib.md")).expect("src/lib.md");
    let rows: Vec<&str> = lib
        .lines()
        .skip_while(|l| !l.starts_with("| feature | default |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.split('|').nth(1).unwrap_or("").trim().trim_matches('`'))
        .collect();
    assert_eq!(
        rows, features,
        "src/lib.md's table of features against Cargo.toml's"
    );
}

#[test]
fn the_lightest_build_names_its_dependencies() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let mut required: Vec<&str> = section(&manifest, "[dependencies]")
        .into_iter()
        .filter(|l| !l.contains("optional = true"))
        .map(|l| l.split('=').next().unwrap_or("").trim())
        .collect();
    required.sort_unstable();
    let lib = fs::read_to_string(root().join("src/lib.md")).expect("src/lib.md");
    let flat = lib.split_whitespace().collect::<Vec<_>>().join(" ");
    let named = flat
        .split_once("percent-decoding and the IRI mapping, with ")
        .and_then(|(_, rest)| rest.split_once(" as its only dependenc"))
        .map(|(list, _)| list)
        .expect("src/lib.md names the dependencies of `default-features = false`");
    let mut named: Vec<&str> = named
        .split([',', ' '])
        .filter(|w| !w.is_empty() && *w != "and")
        .collect();
    named.sort_unstable();
    assert_eq!(
        named, required,
        "src/lib.md against Cargo.toml's required dependencies"
    );
}
