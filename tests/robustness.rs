//! Bad input gets an error value, never a panic, a hang or unbounded memory.

use proptest::prelude::*;
use uri2396::grammar::Rule;
use uri2396::{TreeError, UriReference, parse_tree};

use crate::appendix_a;

/// The error must point inside the input, at a character boundary, with a
/// line and column that agree with the offset, where Appendix A says the
/// input stops being the start of a string of `rule`.
fn check_error(rule: &str, input: &str, err: &uri2396::Error) -> Result<(), TestCaseError> {
    prop_assert_eq!(err.rule().name(), rule);
    appendix_a::check_error(rule, input, err.offset(), err.expected())
        .map_err(TestCaseError::fail)?;
    prop_assert!(err.offset() <= input.len());
    prop_assert!(input.is_char_boundary(err.offset()));
    prop_assert_eq!(err.found(), input[err.offset()..].chars().next());
    let before = &input[..err.offset()];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    prop_assert_eq!(
        err.line_column(input),
        (
            before.matches('\n').count() + 1,
            before[line_start..].chars().count() + 1
        )
    );
    prop_assert!(!err.expected().is_empty());
    let display = err.to_string();
    let head = format!("invalid {rule} at byte {}: ", err.offset());
    prop_assert!(display.starts_with(&head), "{}", display);
    prop_assert!(!display.contains('\n'), "{}", display);
    prop_assert!(err.display_with(input).to_string().contains('^'));
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

    /// An error shown with another string than the one parsed (shorter,
    /// or with the offset inside a character) gives a view, not a panic.
    #[test]
    fn an_error_shown_with_another_input_does_not_panic(
        input in "[a-z:/?#%. \u{e9}\n]{0,30}",
        other in any::<String>(),
    ) {
        if let Err(err) = UriReference::parse(&input) {
            let view = err.display_with(&other).to_string();
            prop_assert!(view.starts_with("invalid URI-reference at byte "), "{}", view);
            prop_assert!(view.contains('^'));
            let (line, column) = err.line_column(&other);
            prop_assert!(line <= other.matches('\n').count() + 1);
            prop_assert!(column <= other.chars().count() + 1);
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

/// An error is cheap to return: two words, and `Copy` (checked when this
/// compiles).
#[test]
fn an_error_is_small_and_copy() {
    const fn is_copy<T: Copy>() {}
    const _: () = is_copy::<uri2396::Error>();
    let size = std::mem::size_of::<uri2396::Error>();
    assert!(size <= 16, "an Error takes {size} bytes");
}

/// Lines and columns count from 1, in characters, on the fault's own line.
/// No rule derives a line break, so a parse stops at the first one at the
/// latest; `line_column` still counts lines in any string it is given.
#[test]
fn an_error_is_placed_by_line_and_column() {
    let input = "http://a/\u{e9}\nb";
    let err = UriReference::parse(input).unwrap_err();
    assert_eq!((err.offset(), err.found()), (9, Some('\u{e9}')));
    assert_eq!(err.line_column(input), (1, 10));
    let input = "http://a/b\nc";
    let err = UriReference::parse(input).unwrap_err();
    assert_eq!((err.offset(), err.found()), (10, Some('\n')));
    assert_eq!(err.line_column(input), (1, 11));

    // Byte 12 of another text: the third line, after "é" (two bytes) and
    // "fghi".
    let err = UriReference::parse("/abcdefghijk l").unwrap_err();
    assert_eq!(err.offset(), 12);
    assert_eq!(err.line_column("ab\ncd\n\u{e9}fghijk"), (3, 6));
    // Inside a character (bytes 11 and 12): the start of that character.
    assert_eq!(err.line_column("ab\ncd\nefghi\u{e9}"), (3, 6));
    // Past the end: the end.
    assert_eq!(err.line_column("a\nb"), (2, 2));
    assert_eq!(err.line_column(""), (1, 1));
}

/// The view of an error shown in another string than the one parsed is
/// made at the same offset, clamped: no panic, the caret under it.
#[test]
fn an_error_shown_in_a_shorter_input_is_clamped() {
    let err = UriReference::parse("/abcdefghijk l").unwrap_err();
    assert_eq!(
        err.display_with("a\u{e9}").to_string(),
        "invalid URI-reference at byte 12 (line 1, column 3): ' ' (space) is excluded from URIs (2.4.3)
  a\u{e9}
    ^
  expected: uric, \"#\", end of input
  fix: escape it as %20"
    );
}
