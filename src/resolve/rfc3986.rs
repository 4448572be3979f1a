//! Resolution as RFC 3986 section 5.2 writes it, for references read in
//! RFC 3986's grammar: 5.2.2's transformation (a strict parser: a scheme
//! in the reference is always its own), 5.2.3's merge and 5.2.4's
//! `remove_dot_segments`, which RFC 3986 applies to every path the
//! reference gives (`/./g` is `/g`) and which never climbs above the root
//! (`../../../g` is `/g`), and 5.3's recomposition.

use std::borrow::Cow;

use super::{ResolveError, Resolved};
use crate::components::UriReference;
use crate::compose::{Parts, remove_dot_segments_3986 as remove_dot_segments};
use crate::dialect::Dialect;
use crate::owned::OwnedUriReference;

/// 5.2.2 with `base` (an absolute URI read in RFC 3986's grammar; its
/// fragment is not used) and `reference`, read in any grammar; the result
/// is read in RFC 3986's.
pub(super) fn resolve(
    base: &UriReference<'_>,
    reference: &UriReference<'_>,
) -> Result<Resolved, ResolveError> {
    // 5.2.1: "the base URI ... must be absolute". RFC 3986 has no opaque
    // part: a base of any path will do (`mailto:a` merges as a rootless
    // path).
    if !base.is_absolute() {
        return Err(ResolveError::RelativeBase {
            base: base.as_str().to_owned(),
        });
    }
    // A reference read in another grammar is read again in the base's,
    // RFC 3986's, whose components the result is made of.
    let again;
    let reference = if reference.meta.dialect == base.meta.dialect {
        reference
    } else {
        again = UriReference::parse_in(reference.as_str(), base.meta.dialect)
            .map_err(ResolveError::InvalidReference)?;
        &again
    };
    let b = Parts::of(base);
    let r = Parts::of(reference);
    let path: Cow<'_, str>;
    let mut t = Parts {
        fragment: r.fragment,
        dialect: Dialect::RFC3986,
        ..r
    };
    if r.scheme.is_some() || r.authority.is_some() {
        path = remove_dot_segments(r.path);
        t.scheme = r.scheme.or(b.scheme);
    } else {
        t.scheme = b.scheme;
        t.authority = b.authority;
        if r.path.is_empty() {
            path = Cow::Borrowed(b.path);
            t.query = r.query.or(b.query);
        } else if r.path.starts_with('/') {
            path = remove_dot_segments(r.path);
        } else {
            path = Cow::Owned(remove_dot_segments(&merge(&b, r.path)).into_owned());
        }
    }
    t.path = &path;
    let uri = t.build();
    // 4.4: a reference with no part but a fragment (or none) names the base
    // document itself.
    let same_document =
        r.scheme.is_none() && r.authority.is_none() && r.path.is_empty() && r.query.is_none();
    Ok(if same_document {
        Resolved::SameDocument {
            fragment: r.fragment.map(str::to_owned),
            uri,
        }
    } else {
        Resolved::Uri { uri }
    })
}

/// The shortest reference that [`resolve`] turns back into `target`
/// against `base`, both absolute: RFC 3986 has no algorithm of its own
/// for this, so the candidates of RFC 2396's (the same document, a
/// relative path, an absolute path, a network path) and RFC 3986's
/// `?query` with no path are each resolved, and the shortest that gives
/// the target's text back wins; the target itself otherwise (which a
/// target with dot segments is, since resolution removes them).
pub(super) fn relativize(
    base: &UriReference<'_>,
    target: &UriReference<'_>,
) -> Result<OwnedUriReference, ResolveError> {
    if !base.is_absolute() {
        return Err(ResolveError::RelativeBase {
            base: base.as_str().to_owned(),
        });
    }
    if !target.is_absolute() {
        return Err(ResolveError::RelativeTarget {
            target: target.as_str().to_owned(),
        });
    }
    let again;
    let target = if target.meta.dialect == base.meta.dialect {
        target
    } else {
        again = UriReference::parse_in(target.as_str(), base.meta.dialect)
            .map_err(ResolveError::InvalidTarget)?;
        &again
    };
    let (b, t) = (Parts::of(base), Parts::of(target));
    let relative = (t.authority.map(|a| a.text) == b.authority.map(|a| a.text))
        .then(|| super::relative_path(b.path, t.path))
        .flatten();
    // RFC 2396's candidates, and the query alone (5.2.2).
    let candidates = super::candidates(&b, &t, relative.as_deref(), true, Dialect::RFC3986);
    for candidate in candidates {
        let candidate = candidate.build();
        if resolve(base, &candidate.borrow()).is_ok_and(|r| r.as_str() == target.as_str()) {
            return Ok(candidate);
        }
    }
    Ok(target.to_owned())
}

/// 5.2.3: the reference's path after the base's, whose last segment it
/// replaces; after `/` when the base has an authority and an empty path.
fn merge(base: &Parts<'_>, path: &str) -> String {
    if base.authority.is_some() && base.path.is_empty() {
        return format!("/{path}");
    }
    let directory = base.path.rfind('/').map_or("", |i| &base.path[..=i]);
    let mut merged = String::with_capacity(directory.len() + path.len());
    merged.push_str(directory);
    merged.push_str(path);
    merged
}

#[cfg(test)]
mod tests {
    use super::super::{ResolveError, ResolveOptions};
    use crate::components::UriReference;
    use crate::dialect::Dialect;

    /// RFC 3986's section 5.4, as its text has it.
    const SECTION: &str = include_str!("../../tests/data/rfc3986/section-5.4.txt");

    fn resolve(base: &str, reference: &str) -> Result<String, ResolveError> {
        let base = UriReference::parse_in(base, Dialect::RFC3986).expect("a base of RFC 3986");
        base.join(reference, &ResolveOptions::default())
            .map(|resolved| resolved.as_str().to_owned())
    }

    fn relativize(base: &str, target: &str) -> String {
        let read = |s| UriReference::parse_in(s, Dialect::RFC3986).expect("RFC 3986");
        read(base)
            .relativize(&read(target))
            .expect("both absolute")
            .into_string()
    }

    #[test]
    fn relativize_gives_the_shortest_that_resolves_back() {
        let base = "http://a/b/c/d;p?q";
        for (target, expected) in [
            ("http://a/b/c/d;p?q", ""),
            ("http://a/b/c/d;p?q#f", "#f"),
            ("http://a/b/c/d;p?y", "?y"),
            ("http://a/b/c/g", "g"),
            ("http://a/b/c/", "."),
            ("http://a/b/g", "../g"),
            ("http://a/g", "/g"),
            ("http://g/x", "//g/x"),
            ("http://a/b/c/g:h", "./g:h"),
            ("ftp://a/b", "ftp://a/b"),
            // Resolution removes dot segments: no reference gives this.
            ("http://a/./b", "http://a/./b"),
        ] {
            assert_eq!(relativize(base, target), expected, "{target}");
        }
        // Every target of the resolution examples comes back.
        for line in SECTION.lines().filter(|l| l.contains("=  \"")) {
            let Some((_, target)) = line.split_once("=  \"") else {
                continue;
            };
            let target = target.split('"').next().unwrap_or_default();
            let reference = relativize(base, target);
            assert_eq!(
                resolve(base, &reference).as_deref(),
                Ok(target),
                "{target} by {reference}"
            );
        }
    }

    #[test]
    fn every_example_of_section_5_4() {
        let base = SECTION
            .lines()
            .skip_while(|line| !line.contains("well defined base URI of"))
            .find_map(|line| line.trim().strip_prefix("http://").map(|_| line.trim()))
            .expect("the base of 5.4");
        assert_eq!(base, "http://a/b/c/d;p?q");
        let mut examples = 0;
        for line in SECTION.lines() {
            // `"g"             =  "http://a/b/c/g"`; the loophole's second
            // answer (`/  "http://a/b/c/g"`) is for non-strict parsers.
            // `"g;x=1/./y"     =  "http://a/b/c/g;x=1/y"`: a quoted
            // string, "=", a quoted string (a comment may follow it).
            let quoted = |s: &str| -> Option<(String, String)> {
                let (inside, rest) = s.trim_start().strip_prefix('"')?.split_once('"')?;
                Some((inside.to_owned(), rest.to_owned()))
            };
            let Some((reference, rest)) = quoted(line) else {
                continue;
            };
            let Some((target, _)) = rest.trim_start().strip_prefix('=').and_then(quoted) else {
                continue;
            };
            examples += 1;
            assert_eq!(
                resolve(base, &reference).as_deref(),
                Ok(target.as_str()),
                "{reference:?}"
            );
        }
        // 5.4.1's 23 and 5.4.2's 19.
        assert_eq!(examples, 42);
    }

    #[test]
    fn where_rfc_3986_resolves_otherwise_than_rfc_2396() {
        // RFC 2396's Appendix C keeps these; RFC 3986 removes the dot
        // segments of every path it is given.
        let base = "http://a/b/c/d;p?q";
        assert_eq!(resolve(base, "/./g").as_deref(), Ok("http://a/g"));
        assert_eq!(resolve(base, "//g/./h/../i").as_deref(), Ok("http://g/i"));
        assert_eq!(resolve(base, "g:/a/../b").as_deref(), Ok("g:/b"));
        // 5.2.2: `?y` takes the base's path; RFC 2396 cut it to "c/".
        assert_eq!(resolve(base, "?y").as_deref(), Ok("http://a/b/c/d;p?y"));
        // A base of no authority and a rootless path (no opaque part here).
        assert_eq!(resolve("mailto:a@b", "c").as_deref(), Ok("mailto:c"));
        assert_eq!(resolve("urn:x:y", "?q").as_deref(), Ok("urn:x:y?q"));
        // 5.2.3: after an authority with no path, a "/".
        assert_eq!(resolve("http://a", "g").as_deref(), Ok("http://a/g"));
        assert_eq!(resolve("http://a?q", "").as_deref(), Ok("http://a?q"));
        // A merged path that would start with "//" after no authority is
        // written `/.//`, which reads back as the same path once its dot
        // segment goes, never as an authority.
        let guarded = resolve("a:/b", ".//c").expect("resolves");
        assert_eq!(guarded, "a:/.//c");
        let read = UriReference::parse_in(&guarded, Dialect::RFC3986).expect("reads");
        assert_eq!((read.authority(), read.path()), (None, "/.//c"));
        // A relative base is refused.
        assert!(matches!(
            resolve("a/b", "c"),
            Err(ResolveError::RelativeBase { .. })
        ));
        assert!(matches!(
            resolve(base, "a b"),
            Err(ResolveError::InvalidReference(_))
        ));
    }

    #[test]
    fn results_are_read_in_rfc_3986() {
        let base = UriReference::parse_in("http://a/b/c/d;p?q", Dialect::RFC3986).expect("a base");
        for reference in ["g", "//a_b:8/x", "http://[v1.x]/", "?y#f", "#s", ""] {
            let resolved = base
                .join(reference, &ResolveOptions::default())
                .expect("resolves");
            assert_eq!(resolved.uri().dialect(), Dialect::RFC3986, "{reference}");
            let again = UriReference::parse_in(resolved.as_str(), Dialect::RFC3986).expect("reads");
            assert_eq!(again.meta, resolved.uri().borrow().meta, "{reference}");
        }
        // Every short reference against bases of each shape: a result, or
        // an error, never a text that reads otherwise.
        let alphabet = ['a', '1', ':', '/', '?', '#', '.', '@', '['];
        let mut references = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = references
                .iter()
                .filter(|r| r.chars().count() == references.last().map_or(0, |l| l.chars().count()))
                .flat_map(|r| alphabet.iter().map(move |c| format!("{r}{c}")))
                .collect();
            references.extend(longer);
        }
        for base in [
            "http://a/b/c/d;p?q",
            "a:",
            "a:b/c",
            "a:/",
            "//x",
            "s://u@[::1]:8",
        ] {
            let Ok(base) = UriReference::parse_in(base, Dialect::RFC3986) else {
                continue;
            };
            for reference in &references {
                if let Ok(resolved) = base.join(reference, &ResolveOptions::default()) {
                    let again = UriReference::parse_in(resolved.as_str(), Dialect::RFC3986)
                        .expect("the result reads");
                    assert_eq!(again.meta, resolved.uri().borrow().meta, "{reference}");
                    assert!(again.is_absolute());
                }
            }
        }
    }
}
