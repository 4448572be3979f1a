//! Relativizing, then resolving, gives the target back: `base`, a line
//! feed, then `target` (no line feed: the whole input is a target against
//! the base of Appendix C). The promise holds under the default options and
//! under every `AboveRoot` choice, and the reference is never longer than
//! the target. The same in the RFC 2732 dialect; in the java dialect,
//! java.net.URI's relativize, which is not the inverse of its resolve: the
//! target, or its query and fragment after a relative path.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::resolve::{AboveRoot, ResolveError, ResolveOptions, relativize, resolve};
use uri2396::{Dialect, PathKind, UriReference};

const APPENDIX_C: &str = "http://a/b/c/d;p?q";

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let (base, target) = input.split_once('\n').unwrap_or((APPENDIX_C, input));
    amended(base, target, Dialect::RFC2732);
    amended(base, target, Dialect::JAVA);
    let result = relativize(base, target);
    let context = format!("{base:?} {target:?}: {result:?}");

    let base_uri = UriReference::parse(base);
    let target_uri = UriReference::parse(target);
    let reference = match result {
        Ok(reference) => reference,
        Err(ResolveError::InvalidBase(_)) => return assert!(base_uri.is_err(), "{context}"),
        Err(ResolveError::RelativeBase { .. }) => {
            return assert!(base_uri.is_ok_and(|u| !u.is_absolute()), "{context}");
        }
        Err(ResolveError::OpaqueBase { .. }) => {
            return assert!(
                base_uri.is_ok_and(|u| u.path_kind() == PathKind::OpaquePart),
                "{context}"
            );
        }
        Err(ResolveError::InvalidTarget(_)) => return assert!(target_uri.is_err(), "{context}"),
        Err(ResolveError::RelativeTarget { .. }) => {
            return assert!(target_uri.is_ok_and(|u| !u.is_absolute()), "{context}");
        }
        Err(_) => panic!("{context}"),
    };
    assert!(target_uri.is_ok_and(|u| u.is_absolute()), "{context}");
    assert!(reference.as_str().len() <= target.len(), "{context}");
    for above_root in [AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject] {
        let options = ResolveOptions::new().with_above_root(above_root);
        match resolve(base, reference.as_str(), &options) {
            Ok(back) => assert_eq!(back.as_str(), target, "{context} {above_root:?}"),
            Err(e) => panic!("{context} {above_root:?}: {e}"),
        }
    }
});

/// In another dialect, where a base and target parse: relativizing fails
/// only for a relative or opaque base or a relative target, and otherwise
/// resolving gives the target back.
fn amended(base: &str, target: &str, dialect: Dialect) {
    let (Ok(base_uri), Ok(target_uri)) = (
        UriReference::parse_in(base, dialect),
        UriReference::parse_in(target, dialect),
    ) else {
        return;
    };
    let context = format!("{dialect} {base:?} {target:?}");
    let reference = match base_uri.relativize(&target_uri) {
        Ok(reference) => reference,
        Err(ResolveError::RelativeBase { .. }) => return assert!(!base_uri.is_absolute()),
        Err(ResolveError::OpaqueBase { .. }) => {
            return assert_eq!(base_uri.path_kind(), PathKind::OpaquePart, "{context}");
        }
        Err(ResolveError::RelativeTarget { .. }) => return assert!(!target_uri.is_absolute()),
        // Java's text that no dialect reads (a path that begins with ":").
        Err(ResolveError::UnreadableResult { .. }) if dialect == Dialect::JAVA => return,
        Err(e) => panic!("{context}: {e}"),
    };
    assert!(reference.as_str().len() <= target.len(), "{context}");
    if dialect == Dialect::JAVA {
        // java.net.URI's relativize is not the inverse of its resolve
        // (`http://a/b` and `http://a/b/c` give `c`): the target as it
        // is, or its query and fragment after a relative path.
        let reference = reference.borrow();
        // A first segment with a colon reads back as a scheme, as Java's
        // text does.
        if reference.as_str() != target && reference.scheme().is_none() {
            assert!(reference.authority().is_none(), "{context} {reference}");
            assert_eq!(reference.query(), target_uri.query(), "{context}");
            assert_eq!(reference.fragment(), target_uri.fragment(), "{context}");
        }
        return;
    }
    let options = ResolveOptions::new().with_dialect(dialect);
    match resolve(base, reference.as_str(), &options) {
        Ok(back) => assert_eq!(back.as_str(), target, "{context} {reference}"),
        Err(e) => panic!("{context} {reference}: {e}"),
    }
}
