//! Security lints (section 7): linting never changes validity; each
//! finding's span lies on character boundaries inside its component (or the
//! text), with a count of at least 1; each code comes at most once per
//! component, so findings stay bounded whatever the input. In RFC 3987's
//! reading too, where an IRI's components have `bidi-component`.
#![no_main]

use std::collections::BTreeSet;

use libfuzzer_sys::fuzz_target;
use uri2396::normalize::NormalizeOptions;
use uri2396::security::{Code, Location, lint, lint_text, lint_text_with};
use uri2396::{Dialect, UriReference};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let text = lint_text(input);
    let parsed = UriReference::parse(input);
    // The lint keeps its error with the text: settled over it.
    let settled = parsed.as_ref().err().map(|e| e.settle(input));
    assert_eq!(text.error, settled, "{input:?}");
    let mut seen = BTreeSet::new();
    for f in &text.findings {
        assert!(f.count >= 1 && f.start < f.end, "{input:?}: {f:?}");
        assert!(input.get(f.start..f.end).is_some(), "{input:?}: {f:?}");
        assert!(seen.insert((f.code, f.component)), "{input:?}: {f:?} twice");
        let by_char = matches!(f.code, Code::NonAscii | Code::Bidi | Code::FullWidth);
        assert_eq!(by_char, f.component == Location::Text, "{input:?}: {f:?}");
    }
    if let Ok(uri) = parsed {
        // A valid reference is US-ASCII: its findings are those of `lint`.
        assert_eq!(text.findings, lint(&uri), "{input:?}");
    }
    let options = NormalizeOptions::new().with_dialect(Dialect::RFC3987);
    let iri = lint_text_with(input, &options);
    assert_eq!(
        iri.error.is_none(),
        UriReference::parse_in(input, Dialect::RFC3987).is_ok(),
        "{input:?}"
    );
    let mut seen = BTreeSet::new();
    for f in &iri.findings {
        assert!(f.count >= 1 && f.start < f.end, "{input:?}: {f:?}");
        assert!(input.get(f.start..f.end).is_some(), "{input:?}: {f:?}");
        assert!(seen.insert((f.code, f.component)), "{input:?}: {f:?} twice");
        if f.code == Code::BidiComponent {
            assert!(!input[f.start..f.end].is_ascii(), "{input:?}: {f:?}");
        }
    }
});
