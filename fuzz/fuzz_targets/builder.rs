//! Building a reference from unescaped values (2.4): a build fails only
//! for a documented reason (a `BuildError`), and parsing what was built,
//! then decoding each component, gives back each value.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use uri2396::escape::{UriBuilder, decode_utf8};
use uri2396::{Authority, UriReference};

#[derive(Debug, Arbitrary)]
struct Values {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<Host>,
    port: Option<u16>,
    path: Path,
    query: Option<Query>,
    fragment: Option<String>,
}

#[derive(Debug, Arbitrary)]
enum Host {
    Host(String),
    RegName(String),
}

#[derive(Debug, Arbitrary)]
enum Path {
    Text(String),
    Segments(Vec<String>),
}

#[derive(Debug, Arbitrary)]
enum Query {
    Text(String),
    Pairs(Vec<(String, String)>),
}

impl Values {
    fn builder(&self) -> UriBuilder {
        let mut b = UriBuilder::new();
        if let Some(scheme) = &self.scheme {
            b = b.scheme(scheme);
        }
        if let Some(userinfo) = &self.userinfo {
            b = b.userinfo(userinfo);
        }
        match &self.host {
            Some(Host::Host(host)) => b = b.host(host),
            Some(Host::RegName(name)) => b = b.reg_name(name),
            None => {}
        }
        if let Some(port) = self.port {
            b = b.port(port);
        }
        match &self.path {
            Path::Text(path) => b = b.path(path),
            Path::Segments(segments) => b = b.segments(segments),
        }
        match &self.query {
            Some(Query::Text(query)) => b = b.query(query),
            Some(Query::Pairs(pairs)) => b = b.query_pairs(pairs.iter().map(|(k, v)| (k, v))),
            None => {}
        }
        if let Some(fragment) = &self.fragment {
            b = b.fragment(fragment);
        }
        b
    }
}

fn decoded(component: &str) -> String {
    decode_utf8(component)
        .unwrap_or_else(|e| panic!("{component:?}: {e}"))
        .into_owned()
}

fuzz_target!(|v: Values| {
    let built = match v.builder().build() {
        Ok(built) => built,
        Err(_) => return,
    };
    let context = format!("{v:?} gives {built}");
    let uri = UriReference::parse(built.as_str()).unwrap_or_else(|e| panic!("{context}: {e}"));
    assert_eq!(uri.scheme(), v.scheme.as_deref(), "{context}");
    assert_eq!(uri.userinfo().map(decoded), v.userinfo, "{context}");
    match &v.host {
        Some(Host::Host(host)) if host.is_empty() => {
            assert_eq!(uri.authority().map(|a| a.as_str()), Some(""), "{context}");
        }
        Some(Host::Host(host)) => {
            assert_eq!(
                uri.host().map(|h| h.as_str()),
                Some(host.as_str()),
                "{context}"
            );
        }
        Some(Host::RegName(name)) => {
            let authority = uri.authority().expect("a registry name is an authority");
            // An escaped name with the form of a server parses as one
            // (3.2.1); either way the authority is the name.
            assert_eq!(&decoded(authority.as_str()), name, "{context}");
            if let Authority::Server(server) = authority {
                assert_eq!((server.userinfo, server.port), (None, None), "{context}");
            }
        }
        None => assert_eq!(uri.authority(), None, "{context}"),
    }
    let port = v.port.map(|p| p.to_string());
    assert_eq!(uri.port(), port.as_deref(), "{context}");
    match &v.path {
        Path::Text(path) => assert_eq!(&decoded(uri.path()), path, "{context}"),
        Path::Segments(segments) => {
            let got: Vec<String> = match uri.path().strip_prefix('/') {
                Some(rest) => rest.split('/').map(decoded).collect(),
                None => {
                    assert_eq!(uri.path(), "", "{context}");
                    Vec::new()
                }
            };
            assert_eq!(&got, segments, "{context}");
        }
    }
    match &v.query {
        None => assert_eq!(uri.query(), None, "{context}"),
        Some(Query::Text(query)) => {
            assert_eq!(uri.query().map(decoded).as_ref(), Some(query), "{context}");
        }
        Some(Query::Pairs(pairs)) => {
            let query = uri.query().expect("pairs make a query");
            // An empty list and one empty pair differ: `?` and `?=`.
            let got: Vec<(String, String)> = if query.is_empty() {
                Vec::new()
            } else {
                query
                    .split('&')
                    .map(|pair| {
                        let (k, v) = pair.split_once('=').expect("each pair has its `=`");
                        (decoded(k), decoded(v))
                    })
                    .collect()
            };
            assert_eq!(&got, pairs, "{context}");
        }
    }
    assert_eq!(uri.fragment().map(decoded), v.fragment, "{context}");
});
