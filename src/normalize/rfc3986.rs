//! Normalization as RFC 3986 section 6.2.2 writes it, with 6.2.3's
//! scheme-based steps for the schemes whose default ports are known, for
//! references read in RFC 3986's grammar:
//!
//! 1. **Percent-encoding** (6.2.2.2): an escaped unreserved character is
//!    decoded, where RFC 3986's unreserved set is `ALPHA / DIGIT / "-" /
//!    "." / "_" / "~"` (RFC 2396's `!*'()` are reserved there, so `%21`
//!    stays); the hex digits of every other escape go to upper case
//!    (6.2.2.1).
//! 2. **Case** (6.2.2.1): the scheme and the host go to lower case, the
//!    hex digits of the host's escapes aside.
//! 3. **Dot segments** (6.2.2.3): 5.2.4's `remove_dot_segments` on the
//!    path of a URI (one with a scheme) and on any path that starts with
//!    `/`; a relative-path reference keeps its dot segments, which mean
//!    something only against a base, and an escape that would become one
//!    (`%2E`) stays an escape there.
//! 4. **Scheme-based** (6.2.3): an empty port goes ("omit the port
//!    component and its ':' delimiter if port is empty"), and for a scheme
//!    with a known default port, that port too (`http://a:80/`), and an
//!    empty path after an authority becomes `/`.

use std::borrow::Cow;

use super::{lower_case, normal_rel_path_with, rewrite_escapes_with, same_number};
use crate::components::UriReference;
use crate::compose::{AuthorityPart, Parts, remove_dot_segments_3986};
use crate::dialect::Dialect;
use crate::owned::OwnedUriReference;

/// The normal form of `uri`, read in RFC 3986's grammar, with the default
/// port of each scheme from `default_port`.
pub(super) fn normalize(
    uri: &UriReference<'_>,
    default_port: impl Fn(&str) -> Option<u16>,
) -> OwnedUriReference {
    let parts = Parts::of(uri);
    let c = uri.components();
    let scheme = parts.scheme.map(lower_case);
    let port = scheme.as_deref().and_then(default_port);
    let authority = c.host.map(|host| {
        let mut text = String::with_capacity(c.authority.map_or(0, str::len));
        if let Some(userinfo) = c.userinfo {
            text.push_str(&rewrite(userinfo, false));
            text.push('@');
        }
        text.push_str(&rewrite(host, true));
        if let Some(p) = c
            .port
            .filter(|p| !p.is_empty() && !port.is_some_and(|d| same_number(p, d)))
        {
            text.push(':');
            text.push_str(p);
        }
        text
    });
    let path = rewrite(parts.path, false);
    let path = if parts.scheme.is_some() || path.starts_with('/') {
        match remove_dot_segments_3986(&path) {
            Cow::Borrowed(_) => path,
            Cow::Owned(removed) => Cow::Owned(removed),
        }
    } else {
        // A relative-path reference: its escapes of dot segments stay.
        relative_path(parts.path)
    };
    let path = if authority.is_some() && path.is_empty() && port.is_some() {
        Cow::Borrowed("/")
    } else {
        path
    };
    let query = parts.query.map(|q| rewrite(q, false));
    let fragment = parts.fragment.map(|f| rewrite(f, false));
    Parts {
        scheme: scheme.as_deref(),
        authority: authority
            .as_deref()
            .map(|text| AuthorityPart::classify(text, Dialect::RFC3986)),
        path: &path,
        query: query.as_deref(),
        fragment: fragment.as_deref(),
        dialect: Dialect::RFC3986,
    }
    .build()
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986, 2.3)
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// `text` with each escape of an unreserved character decoded and every
/// other escape's hex digits in upper case; with `host`, the rest in lower
/// case. Borrowed when nothing changes.
fn rewrite(text: &str, host: bool) -> Cow<'_, str> {
    let upper = host && text.bytes().any(|b| b.is_ascii_uppercase());
    if !(upper || text.contains('%')) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    rewrite_into(text, host, &mut out);
    Cow::Owned(out)
}

/// [`rewrite`], appended to `out`.
fn rewrite_into(text: &str, host: bool, out: &mut String) {
    rewrite_escapes_with(text, is_unreserved, host, out);
}

/// A relative-path reference's path with its escapes rewritten, but for
/// an escape whose decoding would make a segment `.` or `..`, which keeps
/// its upper-case hex.
fn relative_path(path: &str) -> Cow<'_, str> {
    normal_rel_path_with(path, is_unreserved)
}

#[cfg(test)]
mod tests {
    use crate::components::UriReference;
    use crate::dialect::Dialect;

    fn normal(s: &str) -> String {
        UriReference::parse_in(s, Dialect::RFC3986)
            .expect("a reference of RFC 3986")
            .normalize()
            .into_string()
    }

    #[test]
    fn section_6_2_2_and_6_2_3() {
        // 6.2.2's example: case, percent-encoding and dot segments.
        assert_eq!(
            normal("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
            "example://a/b/c/%7Bfoo%7D"
        );
        // 6.2.2.1: the scheme and the host, not the rest.
        assert_eq!(
            normal("HTTP://www.EXAMPLE.com/A?B#C"),
            "http://www.example.com/A?B#C"
        );
        // 6.2.2.2: RFC 3986's unreserved only (`!` is a sub-delim).
        assert_eq!(normal("http://a/%7e%41%21%2f"), "http://a/~A%21%2F");
        assert_eq!(normal("http://%41%2e%62:8/"), "http://a.b:8/");
        assert_eq!(normal("http://%5A%25/"), "http://z%25/");
        // 6.2.3's four equivalent URIs.
        for s in [
            "http://example.com",
            "http://example.com/",
            "http://example.com:/",
            "http://example.com:80/",
        ] {
            assert_eq!(normal(s), "http://example.com/", "{s}");
        }
        // A scheme with no known default port keeps its empty path, a
        // delimiter of an empty component no scheme licenses removing;
        // an empty port goes whatever the scheme.
        assert_eq!(normal("foo://a:"), "foo://a");
        assert_eq!(normal("foo://a:1"), "foo://a:1");
        assert_eq!(normal("http://a:8080"), "http://a:8080/");
        // 6.2.2.3 on a URI of any path, and on absolute paths.
        assert_eq!(normal("a:b/c/./d/.."), "a:b/c/");
        // 5.2.4 as written: rule C leaves the "/" before `c` when it
        // removes the first segment, so the rootless path becomes absolute.
        assert_eq!(normal("a:b/../c/./d"), "a:/c/d");
        assert_eq!(normal("/a/../../b"), "/b");
        assert_eq!(normal("//h/%2E%2E/x"), "//h/x");
        // A relative-path reference keeps its dot segments.
        assert_eq!(normal("../a/./%2e%2E/%7e"), "../a/./%2E%2E/~");
        // IP literals go to lower case.
        assert_eq!(normal("http://[FE80::A]/"), "http://[fe80::a]/");
        assert_eq!(normal("http://[V7.AB]/"), "http://[v7.ab]/");
    }

    #[test]
    fn normal_forms_read_back_alike_and_stay_normal() {
        let inputs = [
            "HTTP://U%7E:P@A_B.Example:0080/%2e/x?Q%3d#F",
            "mailto:A@B?subject=%7e",
            "a:",
            "a:.//b",
            "?y",
            "",
            "#f",
            "//@:/",
            "file:///x/../../y",
            "urn:ISBN:0-395",
        ];
        let corpus = include_str!("../../tests/data/corpus-sample.txt").lines();
        let mut normalized = 0;
        for input in inputs.into_iter().chain(corpus) {
            if UriReference::parse_in(input, Dialect::RFC3986).is_err() {
                continue;
            }
            normalized += 1;
            let once = normal(input);
            let again = UriReference::parse_in(&once, Dialect::RFC3986).expect("reads back");
            assert_eq!(again.normalize().as_str(), once, "{input}");
            assert!(
                again.equivalent(&UriReference::parse_in(input, Dialect::RFC3986).expect("read"))
            );
        }
        assert!(normalized > 500, "{normalized} normalized");
    }
}
