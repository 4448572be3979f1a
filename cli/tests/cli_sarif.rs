//! `--format sarif` of `check`, `check --agree` and `extract`: one log,
//! every result's rule described, and each result's region where the
//! fault is: its line and column by hand, its bytes the fault's bytes in
//! the file, the same whatever the threads. (The log's validation against
//! the OASIS schema is python/tests/test_sarif.py's.)

use std::path::Path;

use serde_json::Value;

use crate::common::{run_with, uri2396};

const LINES: &str = "http://a/\nhttp://a/b c\nhttp://[::1]/\nfoo\nhttp://0x7f.1/\n";

fn folder(test: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli_sarif")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn sarif(dir: &Path, args: &[&str]) -> (Value, Option<i32>) {
    let mut cmd = uri2396();
    cmd.current_dir(dir);
    let out = run_with(cmd, args, None);
    let log: Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(log["version"], "2.1.0");
    (log, out.status.code())
}

/// Each result as (rule, line, column, the bytes its region covers).
fn results(log: &Value, file: &[u8]) -> Vec<(String, u64, u64, String)> {
    let run = &log["runs"][0];
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    run["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let rule = r["ruleId"].as_str().unwrap();
            assert!(rules.contains(&rule), "{rule} is described");
            let region = &r["locations"][0]["physicalLocation"]["region"];
            let offset = region["byteOffset"].as_u64().unwrap() as usize;
            let length = region["byteLength"].as_u64().unwrap() as usize;
            (
                rule.to_owned(),
                region["startLine"].as_u64().unwrap(),
                region["startColumn"].as_u64().unwrap(),
                String::from_utf8_lossy(&file[offset..offset + length]).into_owned(),
            )
        })
        .collect()
}

fn owned(rows: &[(&str, u64, u64, &str)]) -> Vec<(String, u64, u64, String)> {
    rows.iter()
        .map(|&(r, l, c, t)| (r.to_owned(), l, c, t.to_owned()))
        .collect()
}

#[test]
fn check_places_each_fault() {
    let dir = folder("check");
    std::fs::write(dir.join("lines.txt"), LINES).unwrap();
    let expected = owned(&[("syntax", 2, 11, " "), ("syntax", 3, 8, "[")]);
    for jobs in ["1", "3"] {
        let (log, status) = sarif(
            &dir,
            &[
                "check",
                "--format",
                "sarif",
                "-q",
                "--jobs",
                jobs,
                "--chunk-lines",
                "1",
                "lines.txt",
            ],
        );
        assert_eq!(status, Some(1));
        assert_eq!(results(&log, LINES.as_bytes()), expected, "--jobs {jobs}");
        let uri = &log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
            ["uri"];
        assert_eq!(uri, "lines.txt");
    }
    let (log, status) = sarif(
        &dir,
        &[
            "check",
            "--format",
            "sarif",
            "-q",
            "--agree",
            "whatwg,java",
            "lines.txt",
        ],
    );
    assert_eq!(status, Some(1));
    assert_eq!(
        results(&log, LINES.as_bytes()),
        owned(&[
            ("whitespace", 2, 1, "http://a/b c"),
            ("scheme-confusion", 4, 1, "foo"),
            ("ipv4-forms", 5, 1, "http://0x7f.1/"),
        ])
    );
}

#[test]
fn extract_places_errors_and_lints_in_the_document() {
    let dir = folder("extract");
    let doc = "# Notes\n\nSee <http://a.example/a b> and http://user:pw@b.example:8080/x.\n";
    std::fs::write(dir.join("doc.md"), doc).unwrap();
    let (log, status) = sarif(&dir, &["extract", "--format", "sarif", "doc.md"]);
    assert_eq!(status, Some(1));
    assert_eq!(
        results(&log, doc.as_bytes()),
        owned(&[
            ("syntax", 3, 24, " "),
            ("password-in-userinfo", 3, 44, "pw"),
            ("non-default-port", 3, 57, "8080"),
        ])
    );
    let levels: Vec<&str> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["level"].as_str().unwrap())
        .collect();
    assert_eq!(levels, ["error", "warning", "warning"]);
    // No reference, no result: still one log.
    std::fs::write(dir.join("empty.md"), "").unwrap();
    let (log, status) = sarif(&dir, &["extract", "--format", "sarif", "empty.md"]);
    assert_eq!(status, Some(0));
    assert_eq!(log["runs"][0]["results"], serde_json::json!([]));
}

#[test]
fn lint_places_each_finding_on_its_input_s_line() {
    let dir = folder("lint");
    let (log, status) = sarif(
        &dir,
        &[
            "lint",
            "--format",
            "sarif",
            "http://a.example/",
            "http://user:pw@a.example:8080/",
            "http://a b/",
        ],
    );
    assert_eq!(status, Some(1));
    let rows: Vec<(String, u64, u64)> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let location = &r["locations"][0]["physicalLocation"];
            assert!(location["artifactLocation"]["description"]["text"].is_string());
            let region = &location["region"];
            (
                r["ruleId"].as_str().unwrap().to_owned(),
                region["startLine"].as_u64().unwrap(),
                region["startColumn"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("password-in-userinfo".to_owned(), 2, 13),
            ("non-default-port".to_owned(), 2, 26),
            ("syntax".to_owned(), 3, 9),
        ]
    );
}
