//! RFC 3986's typed tree (`UriReference::rfc3986`), made from the one-pass
//! parse's offsets, against the parse tree of `URI-reference` in RFC
//! 3986's grammar (`Tree::parse`, which the crate's tests hold equal to
//! pest's, node for node): the same alternative (`URI` or `relative-ref`),
//! scheme, authority, userinfo, host and its rule, port, path and its
//! rule, query and fragment, on the corpus sample, the case files' inputs
//! of a few delicate shapes, and every string of up to four characters
//! over an alphabet of the delimiters.

use std::fs;
use std::path::Path;

use uri2396::rfc3986::{Part, Reference};
use uri2396::{Dialect, Host, Node, Tree, UriReference};

/// What a reference is made of, as either tree gives it.
#[derive(Debug, PartialEq, Eq, Default)]
struct Parts<'a> {
    kind: &'static str,
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<(&'a str, &'static str)>,
    port: Option<&'a str>,
    path: (&'a str, &'static str),
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// The parts of the typed tree.
fn typed(r: Reference<'_>) -> Parts<'_> {
    let (kind, scheme, part, query, fragment) = match r {
        Reference::Uri(u) => ("URI", Some(u.scheme), u.hier_part, u.query, u.fragment),
        Reference::RelativeRef(r) => ("relative-ref", None, r.relative_part, r.query, r.fragment),
    };
    let Part {
        authority, path, ..
    } = part;
    Parts {
        kind,
        scheme,
        authority: authority.map(|a| a.text),
        userinfo: authority.and_then(|a| a.userinfo),
        host: authority.map(|a| {
            let rule = match a.host {
                Host::Ipv4 { .. } => "IPv4address",
                Host::Ipv6(_) => "IPv6address",
                Host::IpvFuture { .. } => "IPvFuture",
                Host::RegName { .. } => "reg-name",
                other => panic!("no host of RFC 3986: {other:?}"),
            };
            (a.host.as_str(), rule)
        }),
        port: authority.and_then(|a| a.port),
        path: (path.text, path.rule()),
        query,
        fragment,
    }
}

/// The child of `node` made by `rule`.
fn child<'t, 'a>(node: &Node<'t, 'a>, rule: &str) -> Option<Node<'t, 'a>> {
    node.children().find(|c| c.rule() == rule)
}

const PATHS: &[&str] = &[
    "path-abempty",
    "path-absolute",
    "path-noscheme",
    "path-rootless",
    "path-empty",
];

/// The parts of the parse tree.
fn parsed<'a>(tree: &Tree<'a>) -> Parts<'a> {
    let root = tree.root();
    let top = root.children().next().expect("URI or relative-ref");
    // The path, the authority and the rest hang from hier-part (URI) or
    // relative-part (relative-ref).
    let part = child(&top, "hier-part")
        .or_else(|| child(&top, "relative-part"))
        .expect("a hier-part or relative-part");
    let authority = child(&part, "authority");
    let host = authority.as_ref().and_then(|a| child(a, "host")).map(|h| {
        let inner = h.children().next().expect("the host's alternative");
        let rule = match inner.rule() {
            "IP-literal" => inner
                .children()
                .next()
                .expect("IPv6address or IPvFuture")
                .rule(),
            rule => rule,
        };
        (h.text(), rule)
    });
    let path = part
        .children()
        .find(|c| PATHS.contains(&c.rule()))
        .expect("a path");
    let text = |node: Option<Node<'_, 'a>>| node.map(|n| n.text());
    Parts {
        kind: top.rule(),
        scheme: text(child(&top, "scheme")),
        authority: text(authority),
        userinfo: text(authority.as_ref().and_then(|a| child(a, "userinfo"))),
        host,
        port: text(authority.as_ref().and_then(|a| child(a, "port"))),
        path: (path.text(), path.rule()),
        query: text(child(&top, "query")),
        fragment: text(child(&top, "fragment")),
    }
}

fn inputs() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let corpus = fs::read_to_string(root.join("data/corpus-sample.txt")).expect("the sample");
    let mut inputs: Vec<String> = corpus.lines().map(str::to_owned).collect();
    inputs.extend(
        [
            "",
            "?y",
            "#f",
            "a:",
            "mailto:a@b?subject=x",
            "//",
            "///",
            "////a",
            "file:///etc",
            "http://@/",
            "http://:80/",
            "http://[::1]:8080/a",
            "http://[v1.x]/",
            "http://1.2.3.4/",
            "http://1.2.3.400/",
            "http://u:p@h:/p;q?r#s",
            "./a:b",
            "a/b/c",
            "/a//b",
        ]
        .map(str::to_owned),
    );
    // Every string of up to four characters over the delimiters and two
    // letters.
    let alphabet = ['a', '1', ':', '/', '?', '#', '@', '[', ']', '.', '%'];
    let mut layer = vec![String::new()];
    for _ in 0..4 {
        layer = layer
            .iter()
            .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
            .collect();
        inputs.extend(layer.iter().cloned());
    }
    inputs
}

#[test]
fn the_typed_tree_is_the_parse_tree_s() {
    let rule = Dialect::RFC3986
        .find("URI-reference")
        .expect("RFC 3986's URI-reference");
    let mut compared = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for input in inputs() {
        let typed_parse = UriReference::parse_in(&input, Dialect::RFC3986);
        let tree = Tree::parse(rule, &input);
        assert_eq!(typed_parse.is_ok(), tree.is_ok(), "{input:?}");
        let (Ok(uri), Ok(tree)) = (typed_parse, tree) else {
            continue;
        };
        let ours = typed(uri.rfc3986().expect("read in RFC 3986"));
        let theirs = parsed(&tree);
        assert_eq!(ours, theirs, "{input:?}");
        kinds.insert(ours.path.1);
        if let Some((_, host)) = ours.host {
            kinds.insert(host);
        }
        compared += 1;
    }
    // Every kind of path and of host occurred.
    for kind in PATHS
        .iter()
        .chain(&["IPv4address", "IPv6address", "IPvFuture", "reg-name"])
    {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
    }
    assert!(compared > 5_000, "{compared} compared");
}

#[test]
fn only_rfc_3986_s_structure_has_its_tree() {
    for dialect in Dialect::ALL {
        let uri = UriReference::parse_in("http://a/b", dialect).expect("valid in every reading");
        // RFC 3987's IRIs have RFC 3986's structure, under renamed rules.
        assert_eq!(
            uri.rfc3986().is_some(),
            [Dialect::RFC3986, Dialect::RFC3987].contains(&dialect),
            "{dialect}"
        );
    }
}
