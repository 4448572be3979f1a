//! Lowering, checked by construction: references are assembled from
//! component values chosen at random, and parsing must give back exactly
//! those values, the right kinds, and the input on printing.

use proptest::prelude::*;
use proptest::string::string_regex;
use uri2396::{Authority, Host, PathKind, UriReference};

/// What a generated reference is made of, and so what parsing must find.
#[derive(Debug, Clone, Default)]
struct Expected {
    text: String,
    scheme: Option<String>,
    authority: Option<(String, &'static str)>,
    userinfo: Option<String>,
    host: Option<(String, &'static str)>,
    port: Option<String>,
    path: String,
    path_kind: Option<PathKind>,
    query: Option<String>,
    fragment: Option<String>,
}

fn re(pattern: &str) -> BoxedStrategy<String> {
    string_regex(pattern).expect("valid test regex").boxed()
}

// Character sets of Appendix A, as regex classes (escapes added separately).
const UNRESERVED: &str = r"A-Za-z0-9\-_.!~*'()";
const PCHAR: &str = r"A-Za-z0-9\-_.!~*'():@&=+$,";
const URIC: &str = r"A-Za-z0-9\-_.!~*'();/?:@&=+$,";

fn escaped_or(class: &str, max: usize) -> BoxedStrategy<String> {
    re(&format!("([{class}]|%[0-9A-Fa-f]{{2}}){{0,{max}}}"))
}

fn hostname() -> BoxedStrategy<(String, &'static str)> {
    (
        prop::collection::vec(re("[a-z0-9]([a-z0-9-]{0,3}[a-z0-9])?"), 0..3),
        re("[A-Za-z]([a-z0-9-]{0,3}[a-z0-9])?"),
        any::<bool>(),
    )
        .prop_map(|(labels, top, dot)| {
            let mut s: String = labels.iter().map(|l| format!("{l}.")).collect();
            s.push_str(&top);
            if dot {
                s.push('.');
            }
            (s, "hostname")
        })
        .boxed()
}

fn host() -> BoxedStrategy<(String, &'static str)> {
    prop_oneof![
        hostname(),
        re(r"[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,4}").prop_map(|s| (s, "IPv4address"))
    ]
    .boxed()
}

/// An authority, with what parsing must report for it.
fn authority() -> BoxedStrategy<Expected> {
    let server = (
        prop::option::of(escaped_or(r"A-Za-z0-9\-_.!~*'();:&=+$,", 4)),
        host(),
        prop::option::of(re("[0-9]{0,5}")),
    )
        .prop_map(|(userinfo, host, port)| {
            let mut text = String::new();
            if let Some(u) = &userinfo {
                text.push_str(u);
                text.push('@');
            }
            text.push_str(&host.0);
            if let Some(p) = &port {
                text.push(':');
                text.push_str(p);
            }
            Expected {
                authority: Some((text, "server")),
                userinfo,
                host: Some(host),
                port,
                ..Default::default()
            }
        });
    let empty = Just(Expected {
        authority: Some((String::new(), "server")),
        ..Default::default()
    });
    // An underscore is no host character, so these are registry names.
    let reg_name = re(r"[a-z0-9.:@]{0,3}_[a-z0-9_.]{0,3}").prop_map(|text| Expected {
        authority: Some((text, "reg_name")),
        ..Default::default()
    });
    prop_oneof![4 => server, 1 => empty, 2 => reg_name].boxed()
}

fn segments(min: usize) -> BoxedStrategy<String> {
    prop::collection::vec(
        (
            escaped_or(PCHAR, 3),
            prop::collection::vec(escaped_or(PCHAR, 2), 0..2),
        )
            .prop_map(|(name, params)| {
                let mut s = name;
                for p in params {
                    s.push(';');
                    s.push_str(&p);
                }
                s
            }),
        min..4,
    )
    .prop_map(|segs| segs.iter().map(|s| format!("/{s}")).collect())
    .boxed()
}

/// An abs_path that does not start with "//", which would make it an authority.
fn abs_path_alone() -> BoxedStrategy<String> {
    segments(1)
        .prop_filter("would read as net_path", |p| !p.starts_with("//"))
        .boxed()
}

fn hierarchical(relative: bool) -> BoxedStrategy<Expected> {
    let net = (authority(), prop::option::of(segments(1))).prop_map(|(mut e, path)| {
        e.path = path.unwrap_or_default();
        e.path_kind = Some(if e.path.is_empty() {
            PathKind::Empty
        } else {
            PathKind::AbsPath
        });
        e.text = format!("//{}{}", e.authority.as_ref().map_or("", |a| &a.0), e.path);
        e
    });
    let abs = abs_path_alone().prop_map(|path| Expected {
        text: path.clone(),
        path,
        path_kind: Some(PathKind::AbsPath),
        ..Default::default()
    });
    let rel = (
        re(r"([A-Za-z0-9\-_.!~*'();@&=+$,]|%[0-9a-f]{2}){1,4}"),
        prop::option::of(segments(1)),
    )
        .prop_map(|(first, rest)| {
            let path = format!("{first}{}", rest.unwrap_or_default());
            Expected {
                text: path.clone(),
                path,
                path_kind: Some(PathKind::RelPath),
                ..Default::default()
            }
        });
    let paths = if relative {
        prop_oneof![net, abs, rel].boxed()
    } else {
        prop_oneof![net, abs].boxed()
    };
    (paths, prop::option::of(escaped_or(URIC, 4)))
        .prop_map(|(mut e, query)| {
            if let Some(q) = &query {
                e.text.push('?');
                e.text.push_str(q);
            }
            e.query = query;
            e
        })
        .boxed()
}

fn reference() -> BoxedStrategy<Expected> {
    let scheme = re(r"[A-Za-z][A-Za-z0-9+.\-]{0,5}");
    let absolute = (scheme.clone(), hierarchical(false)).prop_map(|(scheme, mut e)| {
        e.text = format!("{scheme}:{}", e.text);
        e.scheme = Some(scheme);
        e
    });
    let opaque = (
        scheme,
        re(&format!(
            r"([{UNRESERVED};?:@&=+$,]|%[0-9A-F]{{2}})([{URIC}]|%[0-9A-F]{{2}}){{0,6}}"
        )),
    )
        .prop_map(|(scheme, part)| Expected {
            text: format!("{scheme}:{part}"),
            scheme: Some(scheme),
            path: part,
            path_kind: Some(PathKind::OpaquePart),
            ..Default::default()
        });
    let empty = Just(Expected {
        path_kind: Some(PathKind::Empty),
        ..Default::default()
    });
    (
        prop_oneof![3 => absolute, 1 => opaque, 3 => hierarchical(true), 1 => empty],
        prop::option::of(escaped_or(URIC, 4)),
    )
        .prop_map(|(mut e, fragment)| {
            if let Some(f) = &fragment {
                e.text.push('#');
                e.text.push_str(f);
            }
            e.fragment = fragment;
            e
        })
        .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn parsing_gives_back_the_components_it_was_built_from(e in reference()) {
        let uri = UriReference::parse(&e.text).map_err(|err| TestCaseError::fail(format!("{err}")))?;
        prop_assert_eq!(uri.to_string(), e.text.clone());
        prop_assert_eq!(uri.scheme(), e.scheme.as_deref());
        prop_assert_eq!(uri.authority().map(|a| (a.as_str(), a.kind().as_str())), e.authority.as_ref().map(|(t, k)| (t.as_str(), *k)));
        prop_assert_eq!(uri.userinfo(), e.userinfo.as_deref());
        prop_assert_eq!(uri.host().map(|h| (h.as_str(), h.kind().as_str())), e.host.as_ref().map(|(t, k)| (t.as_str(), *k)));
        prop_assert_eq!(uri.port(), e.port.as_deref());
        prop_assert_eq!(uri.path(), e.path.as_str());
        prop_assert_eq!(Some(uri.path_kind()), e.path_kind);
        prop_assert_eq!(uri.query(), e.query.as_deref());
        prop_assert_eq!(uri.fragment(), e.fragment.as_deref());
        if let Some(Host::Hostname(h)) = uri.host() {
            let joined = h.labels().collect::<Vec<_>>().join(".");
            prop_assert_eq!(joined + if h.has_trailing_dot() { "." } else { "" }, h.text);
        }
        if let Some(Authority::RegName { text }) = uri.authority() {
            prop_assert!(text.contains('_'));
        }
    }
}
