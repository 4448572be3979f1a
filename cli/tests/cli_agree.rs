//! `uri2396 check --agree`: each line read in the readings named, one
//! result per line in order, from files and standard input, answering as
//! the library's `guard::agree` does; its exit status, summary and usage
//! errors.

use crate::assert_transcript;
use crate::common::{json_lines, run, run_with, uri2396};

use uri2396::compare::Reading;
use uri2396::guard::agree;

/// Lines of every kind: agreeing, refused by all, parting on the verdict,
/// the host or the port, not UTF-8, empty.
const LINES: &[u8] = b"http://a.example/\nHTTP://A.example:0080/x\nhttp://0x7f.1/\n\
http:/evil.example/\nhttp://a.example:65536/\nevil.example/x\n\xff\n\nhttp://a b/\n\
http://evil.example\\@good.example/\r\n";

fn readings(names: &str) -> Vec<Reading> {
    names.split(',').map(|n| n.parse().unwrap()).collect()
}

#[test]
fn every_line_answers_as_the_library_does() {
    for names in [
        "whatwg,java",
        "whatwg,rfc3986",
        "strict,rfc2732,java,rfc3986,whatwg",
    ] {
        for jobs in ["1", "3"] {
            let out = run(
                &[
                    "check",
                    "--agree",
                    names,
                    "--format",
                    "jsonl",
                    "--jobs",
                    jobs,
                    "--chunk-lines",
                    "2",
                    "-",
                ],
                Some(LINES),
            );
            let reports = json_lines(&out);
            let lines: Vec<&[u8]> = LINES.split(|&b| b == b'\n').collect();
            // The input ends with a newline: one line fewer than pieces.
            assert_eq!(reports.len(), lines.len() - 1, "{names}");
            let mut any_disagree = false;
            for (i, (report, line)) in reports.iter().zip(&lines).enumerate() {
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                assert_eq!(report["line"], i as u64 + 1);
                let Ok(text) = std::str::from_utf8(line) else {
                    assert_eq!(report["agree"], true);
                    continue;
                };
                let a = agree(text, &readings(names));
                assert_eq!(report["input"], text);
                assert_eq!(report["agree"], a.agree, "{text:?} in {names}");
                assert_eq!(
                    report["class"].as_str(),
                    a.class.map(|c| c.name()),
                    "{text:?}"
                );
                for (r, place) in a.readings.iter().zip(&a.places) {
                    let form = &report["readings"][r.reading.name()];
                    assert_eq!(form["valid"], r.valid, "{text:?}");
                    let host = place.as_ref().and_then(|p| p.host.as_deref());
                    assert_eq!(form["host"].as_str(), host, "{text:?}");
                }
                any_disagree |= !a.agree;
            }
            assert!(any_disagree);
            assert_eq!(out.status.code(), Some(1), "{names}");
        }
    }
}

#[test]
fn agreeing_lines_exit_0_and_the_summary_counts_classes() {
    let out = run(
        &[
            "check",
            "--agree",
            "whatwg,java",
            "--format",
            "summary",
            "-",
        ],
        Some(b"http://a.example/\nhttps://b.example:443/\n"),
    );
    assert_eq!(out.status.code(), Some(0));
    let summary = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        summary,
        "2 lines checked with --agree whatwg,java: 2 agree, 0 disagree\n"
    );

    let out = run(
        &[
            "check",
            "--agree",
            "whatwg,java",
            "--format",
            "text",
            "--only-invalid",
            "-",
        ],
        Some(LINES),
    );
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_transcript(
        "check_agree",
        &format!("stdout:\n{text}\nstderr:\n{stderr}"),
    );
}

#[test]
fn usage_errors() {
    for (args, why) in [
        (&["check", "--agree", "whatwg"][..], "name two or more"),
        (&["check", "--agree", "java,java"], "named twice"),
        (&["check", "--agree", "java,rfc9999"], "rfc9999"),
        (
            &["check", "--agree", "java,whatwg", "--rule", "host"],
            "cannot be used with",
        ),
    ] {
        let out = run_with(uri2396(), args, Some(b""));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(why), "{args:?}: {stderr}");
    }
}

#[test]
fn a_policy_file_refuses_what_it_names() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_agree_policy");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let policy = dir.join("policy.toml");
    std::fs::write(
        &policy,
        "schemes = [\"http\", \"https\"]\nrefuse = [\"userinfo\", \"private-host\"]\n",
    )
    .unwrap();
    let policy = policy.to_str().unwrap();
    let lines = b"https://a.example/\nhttp://10.0.0.1/\nftp://a.example/\nhttp://u@a.example/\n";
    let out = run(
        &[
            "check",
            "--agree",
            "whatwg,java",
            "--policy",
            policy,
            "--format",
            "jsonl",
            "-",
        ],
        Some(lines),
    );
    assert_eq!(out.status.code(), Some(1));
    let reports = json_lines(&out);
    let rules: Vec<Vec<&str>> = reports
        .iter()
        .map(|r| {
            r["policy"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v["rule"].as_str().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        rules,
        [
            vec![],
            vec!["private-host"],
            vec!["scheme"],
            vec!["userinfo"],
        ]
    );
    assert!(reports.iter().all(|r| r["agree"] == true));
    // Only the lines that pass: exit 0.
    let out = run(
        &[
            "check",
            "--agree",
            "whatwg,java",
            "--policy",
            policy,
            "--format",
            "summary",
            "-",
        ],
        Some(b"https://a.example/\n"),
    );
    assert_eq!(out.status.code(), Some(0));
    // A policy that names no rule of this tool is a usage error.
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "refuse = [\"userinfos\"]\n").unwrap();
    let out = run(
        &[
            "check",
            "--agree",
            "whatwg,java",
            "--policy",
            bad.to_str().unwrap(),
            "-",
        ],
        Some(b""),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no policy rule is called \"userinfos\"")
    );
}

/// `--policy` on `lint`, `compare` and `extract`: what it refuses, as every
/// reading (or the readings compared) reads the input, each rule and value
/// once with its readings; and the exit status 1.
#[test]
fn lint_compare_and_extract_take_a_policy() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_policy_everywhere");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let policy = dir.join("policy.toml");
    std::fs::write(&policy, "refuse = [\"private-host\"]\n").unwrap();
    let policy = policy.to_str().unwrap();
    let rules = |report: &serde_json::Value| -> Vec<(String, Vec<String>)> {
        report["policy"]
            .as_array()
            .map(|vs| {
                vs.iter()
                    .map(|v| {
                        let readings = v["readings"].as_array().unwrap();
                        (
                            v["rule"].as_str().unwrap().to_owned(),
                            readings
                                .iter()
                                .map(|r| r.as_str().unwrap().to_owned())
                                .collect(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let out = run(
        &[
            "lint",
            "--policy",
            policy,
            "--format",
            "jsonl",
            "http://0x7f.1/",
            "https://a.example/",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let reports = json_lines(&out);
    assert_eq!(
        rules(&reports[0]),
        [("private-host".to_owned(), vec!["whatwg".to_owned()])]
    );
    assert!(
        reports[1].get("policy").is_none(),
        "written only when it refuses"
    );

    let out = run(
        &[
            "compare",
            "--policy",
            policy,
            "--readings",
            "java,rfc3986",
            "--format",
            "jsonl",
            "http://10.0.0.1/",
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "the readings agree, the policy refuses"
    );
    assert_eq!(
        rules(&json_lines(&out)[0]),
        [(
            "private-host".to_owned(),
            vec!["java".to_owned(), "rfc3986".to_owned()]
        )]
    );

    let text = dir.join("notes.txt");
    std::fs::write(&text, "See http://a.example/ and http://[::1]:8080/.\n").unwrap();
    let out = run(
        &[
            "extract",
            "--policy",
            policy,
            "--only-invalid",
            "--format",
            "jsonl",
            text.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let reports = json_lines(&out);
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0]["uri"], "http://[::1]:8080/");
    assert_eq!(rules(&reports[0])[0].0, "private-host");
}
