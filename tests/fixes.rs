//! The fixes of errors fix: every fix that is an edit ([`Error::fixed`])
//! gives, made once, a string the rule derives, however many faults of
//! its kind the input has. Checked on every `err` case of `tests/cases` as
//! its rule, on the corpus sample, and on the whole corpus when it is
//! there, with the figures of how many invalid lines get a fix, how many
//! of those fixes are edits and how many are pointers. An edit is linear
//! in the input: a 16 MB input with a million faults is mended in one
//! pass, in memory bounded by the result.

use crate::support;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use uri2396::grammar::Rule;
use uri2396::{Dialect, Error, Tree};

use crate::rules::OTHER_GRAMMARS;

const SAMPLE: &str = include_str!("data/corpus-sample.txt");

/// What the fix of an invalid input is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// The error has no fix.
    NoFix,
    /// The fix is a pointer or an explanation, not an edit.
    Pointer,
    /// The fix is an edit, and the edited string is valid.
    Valid,
}

/// Whether `rule` derives `input`, else its error.
fn parse(rule: Rule, input: &str) -> Result<(), Error> {
    Tree::parse(rule, input).map(|_| ())
}

/// The fix of `input`'s error, made: an offered edit must give a string
/// of the rule.
fn follow(rule: Rule, input: &str) -> Outcome {
    let Err(error) = parse(rule, input) else {
        panic!("{rule}: {input:?} is valid");
    };
    let Some(fix) = error.fix() else {
        assert_eq!(
            error.fixed(input),
            None,
            "{rule}: {input:?}: an edit without a fix"
        );
        return Outcome::NoFix;
    };
    let Some(new) = error.fixed(input) else {
        return Outcome::Pointer;
    };
    if let Err(next) = parse(rule, &new) {
        panic!("{rule}: the fix of {input:?} ({fix}) gives {new:?}, which is invalid: {next}");
    }
    Outcome::Valid
}

/// Figures for a set of inputs.
fn tally(outcomes: impl IntoIterator<Item = Outcome>) -> BTreeMap<&'static str, usize> {
    let mut totals = BTreeMap::new();
    for outcome in outcomes {
        let mut count = |key| *totals.entry(key).or_insert(0) += 1;
        count("invalid");
        match outcome {
            Outcome::NoFix => continue,
            Outcome::Pointer => count("fix: a pointer, not an edit"),
            Outcome::Valid => {
                count("fix: an edit");
                count("fix: an edit, valid at once");
            }
        }
        count("fix");
    }
    totals
}

fn corpus_outcomes(corpus: &str) -> impl Iterator<Item = Outcome> + '_ {
    corpus
        .lines()
        .filter(|line| !Rule::URI_REFERENCE.matches(line))
        .map(|line| follow(Rule::URI_REFERENCE, line))
}

/// Every `err` case of RFC 2396's rules (`tests/cases/<rule>/err/`), as
/// its rule.
#[test]
fn cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let others: Vec<&str> = OTHER_GRAMMARS.iter().map(|(folder, ..)| *folder).collect();
    snapshot_cases(&dir, Dialect::STRICT, &others, "cases");
}

/// Every `err` case of each other grammar's rules
/// (`tests/cases/<grammar>/<rule>/err/`), as its rule of that grammar.
#[test]
fn cases_of_the_other_grammars() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    for &(folder, grammar, _) in OTHER_GRAMMARS {
        snapshot_cases(&dir.join(folder), grammar, &[], &format!("cases_{folder}"));
    }
}

/// The outcome of every `err` case under `dir` as its rule of `grammar`
/// (the folders `skip` belong to other grammars), snapshotted as
/// `<name>_with_a_fix` and `<name>_totals`.
fn snapshot_cases(dir: &Path, grammar: Dialect, skip: &[&str], name: &str) {
    let mut outcomes: BTreeMap<String, Outcome> = BTreeMap::new();
    for rule_dir in fs::read_dir(dir).expect("tests/cases") {
        let rule_dir = rule_dir.expect("a case folder").path();
        if !rule_dir.is_dir() {
            continue;
        }
        let folder = rule_dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if skip.contains(&folder) {
            continue;
        }
        let rule = grammar
            .find(folder)
            .unwrap_or_else(|e| panic!("no rule {folder}: {e}"));
        for case in fs::read_dir(rule_dir.join("err")).expect("err cases") {
            let path = case.expect("a case").path();
            let mut input = fs::read_to_string(&path).expect("a case file");
            if input.ends_with('\n') {
                input.pop();
            }
            let key = format!("{folder}/{}", path.file_name().unwrap().to_string_lossy());
            outcomes.insert(key, follow(rule, &input));
        }
    }
    let by_case: BTreeMap<&str, String> = outcomes
        .iter()
        .filter(|(_, o)| **o != Outcome::NoFix)
        .map(|(case, o)| (case.as_str(), format!("{o:?}")))
        .collect();
    let totals = tally(outcomes.values().copied());
    println!("fixes on the case files of {grammar}: {totals:#?}");
    insta::with_settings!({
        snapshot_path => "../snapshots/fixes",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_yaml_snapshot!(format!("{name}_with_a_fix"), by_case);
        insta::assert_yaml_snapshot!(format!("{name}_totals"), totals);
    });
}

/// The corpus sample: how many invalid lines get a fix, and how many of
/// those fixes give a valid reference.
#[test]
fn corpus_sample() {
    let totals = tally(corpus_outcomes(SAMPLE));
    println!("fixes on the corpus sample: {totals:#?}");
    insta::with_settings!({
        snapshot_path => "../snapshots/fixes",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_yaml_snapshot!("corpus_sample_totals", totals);
    });
}

/// Where the whole corpus of real URIs is: `$URI2396_CORPUS`, or else
/// `../shared/corpus/real-uris.txt` beside the checkout.
fn corpus_path() -> String {
    std::env::var("URI2396_CORPUS").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/corpus/real-uris.txt"
        )
        .to_owned()
    })
}

/// The whole corpus, when it is there (CI, `CI=true`, requires it): every
/// fix is checked and the figures printed (`--nocapture`).
#[test]
fn whole_corpus() {
    let path = corpus_path();
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    if !in_ci && !Path::new(&path).exists() {
        eprintln!("{path} is missing: the fixes are not checked on the whole corpus");
        return;
    }
    let corpus = fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the corpus {path} cannot be read: {e}"));
    let totals = tally(corpus_outcomes(&corpus));
    println!("fixes on the whole corpus ({path}): {totals:#?}");
    assert!(totals.get("invalid").copied().unwrap_or(0) > 0);
}

/// A million spaces and stray `%` in 16 MB: one fix escapes them all, in
/// one pass (a pass per fault would not end), holding little more than
/// the result.
#[test]
fn a_million_faults_are_mended_in_one_edit() {
    let unit = "/aaaaaa b%zaaaa";
    let input = unit.repeat(16 << 20 >> 4);
    let err = uri2396::UriReference::parse(&input).unwrap_err();
    assert_eq!(err.fix().as_deref(), Some("escape it as %20"));
    let err = err.settle(&input);
    assert_eq!(
        err.fix().as_deref(),
        Some(
            "escape it as %20, and every other excluded or non-ASCII character likewise, and each literal \"%\" as %25"
        )
    );
    let (peak, fixed) = support::peak_during(|| err.fixed(&input));
    let fixed = fixed.expect("an edit");
    support::same(&fixed, &"/aaaaaa%20b%25zaaaa".repeat(16 << 20 >> 4));
    assert!(
        peak <= 2 * fixed.len() + 64,
        "{peak} bytes held for {}",
        fixed.len()
    );
}

/// Each input's fix is an edit giving `fixed`, and its message says that
/// other characters than the fault are escaped exactly when `others`.
fn escaped(cases: &[(&str, &str, bool)]) {
    for &(input, fixed, others) in cases {
        let err = uri2396::UriReference::parse(input).unwrap_err();
        assert_eq!(err.fixed(input).as_deref(), Some(fixed), "{input:?}");
        let err = err.settle(input);
        let fix = err.fix().expect("a fix");
        assert_eq!(fix.contains("every other"), others, "{input:?}: {fix}");
    }
}

/// Characters beyond US-ASCII, alone or in runs (a word of another
/// script), in a path, a query or a fragment: each byte escaped (2.1), and
/// the message says whether other characters than the fault's are. The
/// edits were written by Python's `urllib.parse.quote`.
#[test]
fn characters_beyond_us_ascii_are_escaped_byte_by_byte() {
    escaped(&[
        ("/한", "/%ED%95%9C", false),
        ("/한국", "/%ED%95%9C%EA%B5%AD", true),
        ("/a é b😀", "/a%20%C3%A9%20b%F0%9F%98%80", true),
        ("#片-仮 名x", "#%E7%89%87-%E4%BB%AE%20%E5%90%8Dx", true),
        ("//h/ü?ä€𝄞", "//h/%C3%BC?%C3%A4%E2%82%AC%F0%9D%84%9E", true),
    ]);
}

/// US-ASCII characters that RFC 2396 excludes (2.4.3: control, space,
/// `delims` but `#` and `%`, and `unwise`), alone or in runs, in a path, a
/// reg_name, a query or a fragment: each escaped, whitespace with no line
/// break in it too. The escapes agree with Python's `urllib.parse.quote`.
#[test]
fn excluded_us_ascii_characters_are_escaped_in_runs() {
    escaped(&[
        ("/a|", "/a%7C", false),
        ("/a||b", "/a%7C%7Cb", true),
        ("/{a}", "/%7Ba%7D", true),
        ("/?q= \t|x", "/?q=%20%09%7Cx", true),
        ("/a \x0C b", "/a%20%0C%20b", true),
        ("#a\x0B\x7F`^", "#a%0B%7F%60%5E", true),
        ("/a<b>\"c\"", "/a%3Cb%3E%22c%22", true),
        (
            "http://{Region}.amazonaws.com/{x}",
            "http://%7BRegion%7D.amazonaws.com/%7Bx%7D",
            true,
        ),
        ("/a b#c d#e", "/a%20b#c%20d%23e", true),
    ]);
}

/// Appendix E's references broken across lines, inside `<…>` or not: the
/// line break and the whitespace around it go, and are not escaped.
#[test]
fn line_breaks_inside_a_reference_are_removed() {
    for (input, fixed) in [
        (
            "ftp://ds.internic.\n      net/rfc/",
            "ftp://ds.internic.net/rfc/",
        ),
        (
            "<ftp://ds.internic.\n      net/rfc/>",
            "ftp://ds.internic.net/rfc/",
        ),
        (
            "<http://www.ics.uci.edu/pub/\r\n   ietf/uri/historical.html#WARNING>",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ),
        ("http://a/b \n c d", "http://a/bc%20d"),
    ] {
        let err = uri2396::UriReference::parse(input).unwrap_err();
        let fix = err.fix().unwrap_or_default();
        assert!(fix.contains("Appendix E"), "{input:?}: {fix}");
        assert!(!fix.contains("%0A"), "{input:?}: {fix}");
        assert_eq!(err.fixed(input).as_deref(), Some(fixed), "{input:?}");
    }
}

/// In the RFC 2732 dialect the brackets of an IPv6 literal stay: only
/// what the rule cannot take is escaped.
#[test]
fn rfc_2732_brackets_are_not_escaped() {
    use uri2396::{Dialect, UriReference};
    let input = "http://[::1]/a b|c";
    let err = UriReference::parse_in(input, Dialect::RFC2732)
        .unwrap_err()
        .settle(input);
    assert_eq!(
        err.fix().as_deref(),
        Some("escape it as %20, and every other excluded or non-ASCII character likewise")
    );
    let fixed = err.fixed(input).expect("an edit");
    assert_eq!(fixed, "http://[::1]/a%20b%7Cc");
    assert!(UriReference::parse_in(&fixed, Dialect::RFC2732).is_ok());
}
