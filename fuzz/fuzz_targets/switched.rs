//! Dialects of any choice of switches, whose grammars are composed and
//! compiled at run time: the first two bytes choose the switches (a bit
//! each, in the order of `Switch::ALL`), the rest is the input. The
//! one-pass parse against pest's interpreter running the composed grammar
//! (the same components or the same error), the verdict of the rule's
//! automaton, the tree cut as pest's, the text given back, and the results
//! of the operations references of their dialect.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::resolve::ResolveOptions;
use uri2396::{Dialect, OwnedUriReference, Switch, Tree, UriReference};

const APPENDIX_C: &str = "http://a/b/c/d;p?q";

fuzz_target!(|data: &[u8]| {
    let [low, high, rest @ ..] = data else {
        return;
    };
    let bits = u16::from_le_bytes([*low, *high]);
    let mut dialect = Dialect::STRICT;
    for (i, switch) in Switch::ALL.into_iter().enumerate() {
        if bits >> i & 1 == 1 {
            dialect = dialect.with(switch);
        }
    }
    assert_eq!(dialect.name().parse::<Dialect>(), Ok(dialect));
    let Ok(input) = std::str::from_utf8(rest) else {
        return;
    };
    let rule = dialect
        .find("URI-reference")
        .expect("every grammar has URI-reference");
    let parsed = UriReference::parse_in(input, dialect);
    assert_eq!(
        parsed,
        UriReference::parse_with_pest_in(input, dialect),
        "{dialect}: {input:?}"
    );
    assert_eq!(parsed.is_ok(), rule.matches(input), "{dialect}: {input:?}");
    let uri = match parsed {
        Ok(uri) => uri,
        Err(e) => {
            assert_eq!(e.rule(), rule, "{dialect}: {input:?}");
            assert!(input.is_char_boundary(e.offset()), "{dialect}: {input:?}");
            assert_eq!(e.found(), input[e.offset()..].chars().next());
            return;
        }
    };
    assert_eq!(uri.as_str(), input);
    assert_eq!(uri.to_string(), input);
    assert_eq!(uri.dialect(), dialect);
    assert_eq!(
        Tree::parse(rule, input),
        Tree::parse_with_pest(rule, input),
        "{dialect}: {input:?}"
    );
    let is_reference = |built: &OwnedUriReference| {
        assert!(
            UriReference::parse_in(built.as_str(), built.dialect()).is_ok(),
            "{dialect}: {input:?} gives {:?}, no reference of {}",
            built.as_str(),
            built.dialect()
        );
    };
    is_reference(&uri.normalize());
    let options = ResolveOptions::default();
    if let Ok(base) = UriReference::parse_in(APPENDIX_C, dialect) {
        if let Ok(resolved) = base.resolve(&uri, &options) {
            is_reference(resolved.uri());
        }
        if let Ok(relative) = base.relativize(&uri) {
            is_reference(&relative);
        }
    }
    for reference in ["g;x?y#s", "../../g", ""] {
        if let Ok(resolved) = uri.join(reference, &options) {
            is_reference(resolved.uri());
        }
    }
});
