//! Every `$` command in a ```` ```console ```` block of README.md,
//! cli/README.md and docs/readings.md prints what the block shows under it: the tool's standard
//! output and standard error as a terminal would show them, line for line.
//!
//! The commands run in a scratch folder through `bash`, with this build's
//! `uri2396` first on the PATH. A `$ cat FILE` example makes FILE there. A
//! command that needs a program this machine lacks (`jq`), or a file that
//! only the developers' machines have (`real-uris.txt`, the corpus), is
//! skipped and named on standard output; the others must all run. A line
//! `...` under a command stands for any number of lines it elides.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One `$` line and the lines shown under it.
struct Example {
    file: &'static str,
    line: usize,
    command: String,
    shown: Vec<String>,
}

/// The examples of one Markdown file.
fn examples(file: &'static str, text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for (i, line) in text.lines().enumerate() {
        if !in_console {
            in_console = line.trim_end() == "```console";
            continue;
        }
        if line.trim_end() == "```" {
            in_console = false;
        } else if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                file,
                line: i + 1,
                command: command.to_owned(),
                shown: Vec::new(),
            });
        } else if let Some(example) = examples.last_mut() {
            example.shown.push(line.to_owned());
        }
    }
    examples
}

/// Whether `program` can be run here.
fn available(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Why `example` cannot run on this machine, if it cannot.
fn skipped(example: &Example) -> Option<String> {
    if example.command.contains("| jq") && !available("jq") {
        return Some("jq is not installed".into());
    }
    if example.command.contains("real-uris.txt") {
        // The corpus of ../shared/: its counts are the developers' figures.
        return Some("it reads the corpus of real URIs, not in the repository".into());
    }
    None
}

/// Whether `printed` is `shown`, each `...` line of `shown` standing for
/// any run of lines.
fn matches(printed: &[&str], shown: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((&"...", rest)) => (0..=printed.len()).any(|skip| matches(&printed[skip..], rest)),
        Some((line, rest)) => printed
            .split_first()
            .is_some_and(|(first, after)| first == line && matches(after, rest)),
    }
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme_examples");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

#[test]
fn readme_examples_print_what_they_show() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let manual = std::fs::read_to_string(root.join("cli/README.md")).expect("cli/README.md");
    let readings =
        std::fs::read_to_string(root.join("docs/readings.md")).expect("docs/readings.md");
    let mut all = examples("README.md", &readme);
    all.extend(examples("cli/README.md", &manual));
    all.extend(examples("docs/readings.md", &readings));
    assert!(all.len() >= 30, "{} examples", all.len());

    let dir = scratch();
    let binary = Path::new(env!("CARGO_BIN_EXE_uri2396"));
    let path = format!(
        "{}:{}",
        binary.parent().expect("the binary's folder").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    let mut failures = Vec::new();
    for example in &all {
        let place = format!("{}:{}: `{}`", example.file, example.line, example.command);
        if let Some(cat) = example.command.strip_prefix("cat ") {
            let mut text = example.shown.join("\n");
            text.push('\n');
            std::fs::write(dir.join(cat.trim()), text).expect("write the example's file");
            continue;
        }
        if let Some(why) = skipped(example) {
            println!("skipped {place}: {why}");
            continue;
        }
        assert!(!example.shown.is_empty(), "{place} shows no output");
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("exec 2>&1; {}", example.command))
            .current_dir(&dir)
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            .env("LC_ALL", "C")
            .env_remove("CLICOLOR_FORCE")
            .stdin(Stdio::null())
            .output()
            .expect("run sh");
        let printed = String::from_utf8_lossy(&out.stdout);
        let printed: Vec<&str> = printed.lines().collect();
        let shown: Vec<&str> = example.shown.iter().map(String::as_str).collect();
        if !matches(&printed, &shown) {
            failures.push(format!(
                "{place} printed\n{}\nwhere the README shows\n{}",
                printed.join("\n"),
                shown.join("\n")
            ));
        }
        ran += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    println!("{ran} of {} README examples ran", all.len());
    assert!(ran >= 25, "{ran} examples ran");
}
