//! Resolution (5.2) under every combination of options: `base`, a line
//! feed, then `reference` (no line feed: the whole input is a reference
//! against the base of Appendix C). Each result is an absolute URI with the
//! reference's fragment; an error comes only from a base that cannot serve,
//! an invalid reference or `AboveRoot::Reject`; each option changes only
//! what it is documented to change. In the RFC 2732 dialect, whose
//! language holds RFC 2396's, results are references of the dialect, and
//! the same text where both inputs are RFC 2396 references; in the java
//! dialect, references of the dialect they carry.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::resolve::{
    AboveRoot, HIERARCHICAL_SCHEMES, RelativeSyntax, ResolveError, ResolveOptions, Resolved,
    SameScheme, resolve,
};
use uri2396::{Dialect, PathKind, UriReference};

const APPENDIX_C: &str = "http://a/b/c/d;p?q";

const ABOVE_ROOT: [AboveRoot; 3] = [AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject];
const SAME_SCHEME: [SameScheme; 2] = [SameScheme::Strict, SameScheme::BackwardCompatible];
const RELATIVE_SYNTAX: [RelativeSyntax; 2] =
    [RelativeSyntax::Rfc2396, RelativeSyntax::AllowEmptyPath];

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (base, reference) = input.split_once('\n').unwrap_or((APPENDIX_C, input));

    let mut results = Vec::new();
    for options in all_options() {
        let result = resolve(base, reference, &options);
        check(base, reference, &options, &result);
        results.push(result);
    }
    // The result under ABOVE_ROOT[a], SAME_SCHEME[s], RELATIVE_SYNTAX[r].
    let at = |a: usize, s: usize, r: usize| &results[a * 4 + s * 2 + r];

    let reference_uri = UriReference::parse(reference).ok();
    for s in 0..2 {
        for r in 0..2 {
            // Where nothing climbs above the root, the three choices of
            // step 6g agree.
            if at(2, s, r).is_ok() {
                assert_eq!(at(0, s, r), at(2, s, r), "{base:?} {reference:?}");
                assert_eq!(at(1, s, r), at(2, s, r), "{base:?} {reference:?}");
            }
        }
    }
    for a in 0..3 {
        for s in 0..2 {
            // A reference of RFC 2396 syntax resolves alike either way.
            if reference_uri.is_some() {
                assert_eq!(at(a, s, 0), at(a, s, 1), "{base:?} {reference:?}");
            }
        }
        for r in 0..2 {
            // The loophole of step 3 concerns references with a scheme only.
            if reference_uri.is_none_or(|u| u.scheme().is_none()) {
                assert_eq!(at(a, 0, r), at(a, 1, r), "{base:?} {reference:?}");
            }
        }
    }

    for (options, result) in all_options().zip(&results) {
        let amended = resolve(base, reference, &options.with_dialect(Dialect::RFC2732));
        if let Ok(resolved) = &amended {
            let text = resolved.as_str();
            assert_eq!(
                resolved.uri().dialect(),
                Dialect::RFC2732,
                "{base:?} {reference:?}"
            );
            assert!(
                UriReference::parse_in(text, Dialect::RFC2732).is_ok(),
                "{base:?} {reference:?}: {text}"
            );
        }
        if base_error(base).is_none() && reference_uri.is_some() {
            assert_eq!(
                amended.as_ref().ok().map(Resolved::as_str),
                result.as_ref().ok().map(Resolved::as_str),
                "{base:?} {reference:?} {options:?}"
            );
        }
    }

    // The java dialect: every result is a reference of the dialect it
    // carries (built, and checked by a parse in debug builds).
    for options in all_options() {
        if let Ok(resolved) = resolve(base, reference, &options.with_dialect(Dialect::JAVA)) {
            let dialect = resolved.uri().dialect();
            assert!(
                UriReference::parse_in(resolved.as_str(), dialect).is_ok(),
                "{base:?} {reference:?} {options:?}: {} in {dialect}",
                resolved.as_str()
            );
        }
    }

    // The base's fragment is ignored.
    if let Some((without, _)) = base.split_once('#')
        && base_error(base).is_none()
    {
        for (options, result) in all_options().zip(&results) {
            assert_eq!(
                &resolve(without, reference, &options),
                result,
                "{base:?} {reference:?}"
            );
        }
    }
});

/// Every combination of options, in the order of the arrays above.
fn all_options() -> impl Iterator<Item = ResolveOptions> {
    ABOVE_ROOT.into_iter().flat_map(|above_root| {
        SAME_SCHEME.into_iter().flat_map(move |same_scheme| {
            RELATIVE_SYNTAX.into_iter().map(move |relative_syntax| {
                ResolveOptions::new()
                    .with_above_root(above_root)
                    .with_same_scheme(same_scheme)
                    .with_relative_syntax(relative_syntax)
            })
        })
    })
}

/// The error a base alone gives, whatever the reference: `None` for an
/// absolute URI with a hierarchical part.
fn base_error(base: &str) -> Option<&'static str> {
    match UriReference::parse(base) {
        Err(_) => Some("InvalidBase"),
        Ok(uri) if !uri.is_absolute() => Some("RelativeBase"),
        Ok(uri) if uri.path_kind() == PathKind::OpaquePart => Some("OpaqueBase"),
        Ok(_) => None,
    }
}

fn check(
    base: &str,
    reference: &str,
    options: &ResolveOptions,
    result: &Result<Resolved, ResolveError>,
) {
    let context = format!("{base:?} {reference:?} {options:?}: {result:?}");
    if let Some(expected) = base_error(base) {
        let found = match result {
            Err(ResolveError::InvalidBase(_)) => "InvalidBase",
            Err(ResolveError::RelativeBase { .. }) => "RelativeBase",
            Err(ResolveError::OpaqueBase { .. }) => "OpaqueBase",
            _ => "something else",
        };
        assert_eq!(found, expected, "{context}");
        return;
    }
    let base_uri = UriReference::parse(base).expect("checked by base_error");
    let reference_uri = UriReference::parse(reference).ok();
    let resolved = match result {
        Ok(resolved) => resolved,
        Err(ResolveError::AboveRoot { .. }) => {
            assert_eq!(options.above_root, AboveRoot::Reject, "{context}");
            return;
        }
        Err(ResolveError::InvalidReference(_)) => {
            // Only `?y` gets a second reading, and that may fail too.
            assert!(reference_uri.is_none(), "{context}");
            return;
        }
        Err(_) => panic!("{context}"),
    };
    assert!(
        reference_uri.is_some()
            || (options.relative_syntax == RelativeSyntax::AllowEmptyPath
                && reference.starts_with('?')),
        "{context}"
    );

    // Step 7: an absolute URI, with the reference's fragment.
    let uri = UriReference::parse(resolved.as_str()).unwrap_or_else(|e| panic!("{context}: {e}"));
    assert!(uri.is_absolute(), "{context}");
    let fragment = reference.split_once('#').map(|(_, f)| f);
    assert_eq!(uri.fragment(), fragment, "{context}");
    assert_eq!(resolved.fragment(), fragment, "{context}");

    // Step 2: the empty reference and a fragment alone name the current
    // document, the base without its fragment.
    let same_document = reference.is_empty() || reference.starts_with('#');
    assert_eq!(resolved.is_same_document(), same_document, "{context}");
    if same_document {
        let document = base.split_once('#').map_or(base, |(b, _)| b);
        let expected = match fragment {
            Some(f) => format!("{document}#{f}"),
            None => document.to_owned(),
        };
        assert_eq!(resolved.as_str(), expected, "{context}");
    }

    // Step 3: a reference with a scheme is returned as it is, unless the
    // loophole is asked for and applies.
    if let Some(scheme) = reference_uri.and_then(|u| u.scheme()) {
        let loophole = options.same_scheme == SameScheme::BackwardCompatible
            && base_uri
                .scheme()
                .is_some_and(|b| b.eq_ignore_ascii_case(scheme))
            && HIERARCHICAL_SCHEMES.contains(&scheme.to_ascii_lowercase().as_str());
        if !loophole {
            assert!(matches!(resolved, Resolved::Uri { .. }), "{context}");
            assert_eq!(resolved.as_str(), reference, "{context}");
        }
    } else {
        // Otherwise the base's scheme is kept.
        assert_eq!(uri.scheme(), base_uri.scheme(), "{context}");
    }
}
