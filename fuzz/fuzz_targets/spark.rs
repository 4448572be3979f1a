//! Spark's `parse_url` (`uri2396::spark`): every part is a slice of the
//! input, the parts hang together as java.net.URI's getters do (FILE is
//! the path, then "?" and the query when there is one; no part of a string
//! the java reading refuses), and a key's value is where a search of every
//! position in turn for `(&|^)KEY=` finds it first.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::spark::{UrlPart, parse_url_part, query_value};
use uri2396::{Dialect, UriReference};

/// Whether `part` lies within `whole`.
fn inside(part: &str, whole: &str) -> bool {
    let (start, end) = (
        whole.as_ptr() as usize,
        whole.as_ptr() as usize + whole.len(),
    );
    let p = part.as_ptr() as usize;
    p >= start && p + part.len() <= end
}

/// `(&|^)KEY=([^&]*)`'s first match, by trying each position in turn.
fn searched<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    let pattern = format!("{key}=");
    for i in 0..=query.len() {
        let starts = |at: usize| {
            query
                .get(at..)
                .is_some_and(|rest| rest.starts_with(&pattern))
        };
        let at = if query.as_bytes().get(i) == Some(&b'&') && starts(i + 1) {
            i + 1
        } else if i == 0 && starts(0) {
            0
        } else {
            continue;
        };
        let value = &query[at + pattern.len()..];
        return Some(&value[..value.find('&').unwrap_or(value.len())]);
    }
    None
}

fuzz_target!(|data: (&str, &str)| {
    let (url, key) = data;
    let parts = UrlPart::ALL.map(|part| parse_url_part(url, part));
    for part in parts.iter().flatten() {
        assert!(inside(part, url), "{url:?}");
    }
    let valid = UriReference::parse_in(url, Dialect::JAVA).is_ok();
    if !valid {
        assert!(parts.iter().all(Option::is_none), "{url:?}");
        return;
    }
    let [host, path, query, _, _, file, authority, userinfo] = parts;
    let joined = path.map(|p| match query {
        Some(q) => format!("{p}?{q}"),
        None => p.to_owned(),
    });
    assert_eq!(file.map(str::to_owned), joined, "{url:?}");
    if host.is_some() || userinfo.is_some() {
        assert!(authority.is_some(), "{url:?}");
    }
    if let Some(query) = query {
        assert_eq!(
            query_value(query, key),
            searched(query, key),
            "{query:?} {key:?}"
        );
    }
    assert_eq!(query_value(url, key), searched(url, key), "{url:?} {key:?}");
});
