//! The tool's integration tests, built as one test binary: each file of
//! `cli/tests/` is a module of it, so the library and the tool's library
//! are linked once for them all. The helpers the files share are modules
//! here too: the harness of `common/`, and from the library's tests the
//! independent recognizer (`appendix_a`) and the counting allocator
//! (`support`).
//!
//! Run one file's tests by its module's name: `cargo test -p uri2396-cli
//! --test suite cli_check::`.

#[path = "../../tests/appendix_a/mod.rs"]
mod appendix_a;
#[path = "../../tests/appendix_a_3986/mod.rs"]
#[allow(dead_code)]
mod appendix_a_3986;
mod common;
#[path = "../../tests/support/mod.rs"]
mod support;

/// Snapshots `text` as `snapshots/cli/name.snap`: the harness's checks
/// and the tests call it. Here, in a file of `cli/tests/`, because insta
/// finds the snapshot's folder from the file its macro is written in.
fn assert_transcript(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/cli");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

// Per thread: tests running side by side do not count each other's bytes.
#[global_allocator]
static GLOBAL: support::Tally = support::Tally;

mod annotate_limits;
mod cli;
mod cli_agree;
mod cli_check;
mod cli_compare;
mod cli_encoding;
mod cli_escape;
mod cli_extract;
mod cli_iri;
mod cli_lang;
mod cli_limits;
mod cli_lint;
mod cli_resolve;
mod cli_rfc3986;
mod cli_rules;
mod cli_sarif;
mod cli_text;
mod readme_examples;
mod view_memory;
