//! Bad input gets an error value, never a panic, a hang or unbounded memory.

use proptest::prelude::*;
use uri2396::grammar::Rule;
use uri2396::{ErrorKind, TreeError, UriReference, parse_tree};

mod appendix_a;

/// The error must point inside the input, at a character boundary, with a
/// line and column that agree with the offset, where Appendix A says the
/// input stops being the start of a string of `rule`.
fn check_error(rule: &str, input: &str, err: &uri2396::Error) -> Result<(), TestCaseError> {
    prop_assert_eq!(err.kind(), ErrorKind::Syntax);
    appendix_a::check_error_offset(rule, input, err.offset()).map_err(TestCaseError::fail)?;
    prop_assert!(err.offset() <= input.len());
    prop_assert!(input.is_char_boundary(err.offset()));
    prop_assert_eq!(err.found(), input[err.offset()..].chars().next());
    let before = &input[..err.offset()];
    prop_assert_eq!(err.line(), before.matches('\n').count() + 1);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    prop_assert_eq!(err.column(), before[line_start..].chars().count() + 1);
    prop_assert!(!err.expected().is_empty());
    prop_assert!(err.to_string().contains('^'));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_any_rule_parses_or_fails_cleanly(input in any::<String>(), rule in 0..Rule::ALL.len()) {
        match parse_tree(Rule::ALL[rule].name(), &input) {
            Ok(tree) => {
                prop_assert_eq!(tree.root().text(), input.as_str());
                prop_assert!(appendix_a::derives(Rule::ALL[rule].name(), &input));
            }
            Err(TreeError::Syntax(err)) => check_error(Rule::ALL[rule].name(), &input, &err)?,
            Err(err) => prop_assert!(false, "{}: {}", Rule::ALL[rule], err),
        }
    }

    #[test]
    fn uri_like_text_parses_or_fails_cleanly(input in "[a-z:/?#@%.;=\\[\\] \t\n\u{e9}0-9A-F-]{0,40}") {
        match UriReference::parse(&input) {
            Ok(uri) => {
                prop_assert_eq!(uri.to_string(), input.as_str());
                prop_assert!(appendix_a::derives("URI-reference", &input));
            }
            Err(err) => check_error("URI-reference", &input, &err)?,
        }
    }
}

#[test]
fn unknown_rule_is_an_error_value() {
    let TreeError::UnknownRule(err) = parse_tree("IPv6address", "::1").unwrap_err() else {
        panic!("IPv6address is no rule of RFC 2396");
    };
    assert_eq!(err.name(), "IPv6address");
}

#[test]
fn a_megabyte_path_parses_and_a_fault_at_its_end_is_found() {
    let mut uri = String::from("http://example.com");
    for _ in 0..100_000 {
        uri.push_str("/segment;p");
    }
    let parsed = UriReference::parse(&uri).expect("a long valid URI");
    assert_eq!(parsed.path().len(), uri.len() - "http://example.com".len());
    uri.push(' ');
    let err = UriReference::parse(&uri).unwrap_err();
    assert_eq!(err.offset(), uri.len() - 1);
    // The message shows a window of the input, not all of it.
    assert!(err.to_string().len() < 400, "{}", err.to_string().len());
}
