//! Readings side by side (`uri2396::compare`): the host each reading gives
//! inputs on which readers of URLs are known to disagree
//! (tests/data/compare/), against java.net.URI's and Node.js's answers
//! recorded there and the grammars' worked out by hand; and the fields,
//! resolution and reasons of `compare` on the RFC's examples.

use uri2396::Dialect;
use uri2396::compare::{
    Field, Reading, Reason, Refusal, WhatwgStep, compare, compare_bytes, lint, lint_refused,
};
use uri2396::security::{Code, Location};

const HOSTS: &str = include_str!("data/compare/hosts.tsv");

/// What a reading gives as the host: `!` refused, `-` none, `""` empty.
fn host_of(c: &uri2396::compare::ReadingResult) -> String {
    match c.fields.host.as_deref() {
        _ if !c.valid => "!".to_owned(),
        None => "-".to_owned(),
        Some("") => "\"\"".to_owned(),
        Some(host) => host.to_owned(),
    }
}

/// The recorded rows: each input and its host in each reading, in the
/// order of the file's columns.
fn recorded_hosts() -> Vec<(&'static str, Vec<&'static str>)> {
    HOSTS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut cells = line.split('\t');
            (cells.next().unwrap(), cells.collect())
        })
        .collect()
}

#[test]
fn every_reading_gives_the_recorded_host() {
    let readings = [
        Reading::Grammar(Dialect::STRICT),
        Reading::Grammar(Dialect::RFC2732),
        Reading::Grammar(Dialect::JAVA),
        Reading::Grammar(Dialect::RFC3986),
        Reading::Whatwg,
    ];
    assert_eq!(
        readings.to_vec(),
        Reading::all(),
        "the file's columns are the default readings"
    );
    let mut rows = 0;
    let mut wrong = Vec::new();
    for (input, expected) in recorded_hosts() {
        assert_eq!(expected.len(), readings.len(), "{input:?}");
        let c = compare(input, None, &readings);
        for (result, want) in c.readings.iter().zip(&expected) {
            let got = host_of(result);
            if got != *want {
                wrong.push(format!(
                    "{input:?} in {}: {got} (recorded {want})",
                    result.reading
                ));
            }
        }
        rows += 1;
    }
    assert_eq!(rows, 33);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The rfc3986 column, worked out from RFC 3986's grammar, is also what
/// an RFC 3986 parser apart from this crate, fluent-uri, gives.
#[test]
fn the_recorded_rfc3986_hosts_are_fluent_uris() {
    let mut wrong = Vec::new();
    for (input, expected) in recorded_hosts() {
        let fluent = match fluent_uri::UriRef::parse(input) {
            Err(_) => "!".to_owned(),
            Ok(r) => match r.authority().map(|a| a.host()) {
                None => "-".to_owned(),
                Some("") => "\"\"".to_owned(),
                Some(host) => host.to_owned(),
            },
        };
        if fluent != expected[3] {
            wrong.push(format!(
                "{input:?}: fluent-uri {fluent}, recorded {}",
                expected[3]
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_readings_that_differ_say_why() {
    let c = compare(
        "http://foo@127.0.0.1:80@127.2.2.2:80/",
        None,
        &Reading::all(),
    );
    assert_eq!(
        c.differ,
        [
            Field::Valid,
            Field::Userinfo,
            Field::Host,
            Field::Serialization
        ]
    );
    let strict = &c.readings[0];
    let [Reason::RegName { rule, offset, .. }] = strict.reasons.as_slice() else {
        panic!("{:?}", strict.reasons);
    };
    // The second "@" is where the server's port fails.
    assert_eq!((rule.name(), *offset), ("port", 23));
    assert_eq!(&"http://foo@127.0.0.1:80@127.2.2.2:80/"[23..24], "@");
    // RFC 3986 has one form of authority: the second "@" is no
    // character of its port.
    let Some(Refusal::Syntax(error)) = &c.readings[3].refusal else {
        panic!("{:?}", c.readings[3]);
    };
    assert_eq!(error.offset(), 23);
    // WHATWG's reason is a step of its parser: the userinfo runs to the
    // last "@", the second.
    assert!(
        matches!(
            c.readings[4].reasons[..],
            [Reason::Whatwg {
                step: WhatwgStep::LastAt,
                offset: 23,
                ..
            }]
        ),
        "{:?}",
        c.readings[4].reasons
    );

    let c = compare("mailto:a@b?subject=x", None, &Reading::all());
    assert_eq!(c.differ, [Field::Path, Field::Query]);
    assert!(matches!(
        c.readings[0].reasons[..],
        [Reason::Opaque { offset: 7, .. }]
    ));
    // RFC 3986 and WHATWG: a path and a query.
    for r in &c.readings[3..] {
        assert_eq!(
            r.fields.query.as_deref(),
            Some("subject=x"),
            "{}",
            r.reading
        );
    }

    // Where the readings agree, no reasons are given.
    let c = compare("http://a.example/x", None, &Reading::all());
    assert!(c.differ.is_empty());
    assert!(c.readings.iter().all(|r| r.reasons.is_empty()));
}

#[test]
fn with_a_base_every_reading_resolves() {
    // RFC 2396 Appendix C's base; WHATWG resolves as RFC 3986 5.2 does.
    let base = "http://a/b/c/d;p?q";
    for (reference, target) in [
        ("g", "http://a/b/c/g"),
        ("../g", "http://a/b/g"),
        ("g?y#s", "http://a/b/c/g?y#s"),
    ] {
        let c = compare(reference, Some(base), &Reading::all());
        assert!(c.differ.is_empty(), "{reference}: {:?}", c.differ);
        for r in &c.readings {
            assert_eq!(
                r.resolved.as_deref(),
                Some(target),
                "{reference} in {}",
                r.reading
            );
        }
    }
    // WHATWG gives a special scheme's URL a path of at least "/".
    let c = compare("//g", Some(base), &Reading::all());
    let resolved: Vec<_> = c.readings.iter().map(|r| r.resolved.as_deref()).collect();
    assert_eq!(
        resolved,
        [
            Some("http://g"),
            Some("http://g"),
            Some("http://g"),
            Some("http://g"),
            Some("http://g/")
        ]
    );
    assert_eq!(
        c.differ,
        [Field::Path, Field::Resolved, Field::Serialization]
    );
    // "?y": no relativeURI of RFC 2396; java.net.URI keeps the base's
    // directory, RFC 3986 (5.2.2) and WHATWG the base's whole path.
    let c = compare("?y", Some(base), &Reading::all());
    let resolved: Vec<_> = c.readings.iter().map(|r| r.resolved.as_deref()).collect();
    assert_eq!(
        resolved,
        [
            None,
            None,
            Some("http://a/b/c/?y"),
            Some("http://a/b/c/d;p?y"),
            Some("http://a/b/c/d;p?y")
        ]
    );
    assert!(matches!(c.readings[0].refusal, Some(Refusal::Syntax(_))));
    assert_eq!(
        c.differ,
        [
            Field::Valid,
            Field::Path,
            Field::Resolved,
            Field::Serialization
        ]
    );
    // A base that is no URI in WHATWG's reading.
    let c = compare("g", Some("a/b"), &[Reading::Whatwg]);
    assert!(matches!(
        c.readings[0].refusal,
        Some(Refusal::Whatwg { base: true, .. })
    ));
}

#[test]
fn scheme_and_host_differ_only_beyond_case() {
    let c = compare("HTTP://A.EXAMPLE/", None, &Reading::all());
    assert_eq!(c.readings[0].fields.host.as_deref(), Some("A.EXAMPLE"));
    assert_eq!(c.readings[3].fields.host.as_deref(), Some("A.EXAMPLE"));
    assert_eq!(c.readings[4].fields.host.as_deref(), Some("a.example"));
    // The serialization WHATWG sends is in lower case: that differs.
    assert_eq!(c.differ, [Field::Serialization]);
}

#[test]
fn hostile_shapes_stay_linear_and_whole() {
    // A long authority of one bad part, and bytes that are not UTF-8 at
    // the end of a long input.
    let long = format!("http://{}_/x", "a".repeat(1 << 20));
    let c = compare(&long, None, &Reading::all());
    assert_eq!(c.differ, [Field::Host]);
    assert_eq!(c.readings[0].reasons[0].offset(), 7 + (1 << 20));
    let mut bytes = long.into_bytes();
    bytes.push(0xff);
    let c = compare_bytes(&bytes, None, &Reading::all());
    assert!(c.readings.iter().all(|r| !r.valid));
    assert!(c.differ.is_empty());
}

#[test]
fn the_lint_names_the_inputs_whose_recorded_hosts_differ() {
    // A host as the recorded columns write it, as a place: `None` for a
    // refusal, which is no place; an empty host the same place as none;
    // case and the writing of an IPv6 address aside.
    let place = |cell: &str| -> Option<String> {
        match cell {
            "!" => None,
            "-" | "\"\"" => Some(String::new()),
            host => Some(
                match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
                    Some(address) => address.parse::<std::net::Ipv6Addr>().unwrap().to_string(),
                    None => host.to_ascii_lowercase(),
                },
            ),
        }
    };
    let mut flagged = 0;
    for line in HOSTS.lines().filter(|l| !l.starts_with('#')) {
        let mut cells = line.split('\t');
        let input = cells.next().unwrap();
        let mut places: Vec<String> = cells.filter_map(place).collect();
        places.dedup();
        places.sort();
        places.dedup();
        let findings = lint(input, &Reading::all());
        let host = findings.iter().any(|f| f.component == Location::Host);
        assert_eq!(host, places.len() > 1, "{input}: {findings:?}");
        assert!(findings.iter().all(|f| f.code == Code::ReadingsDisagree));
        flagged += usize::from(host);
    }
    assert_eq!(flagged, 10);
}

/// Each step of the URL Standard's parser that the WHATWG reading names,
/// on an input of its shape, at the offset worked out by hand; and the
/// value of the host parser's steps, which Node.js gives too
/// (tests/data/compare/hosts.tsv).
#[test]
fn the_whatwg_reading_names_its_parser_s_steps() {
    let cases: [(&str, WhatwgStep, usize, &str); 9] = [
        (" http://a.example/", WhatwgStep::StripControls, 0, ""),
        (
            "http://a.ex\tample/",
            WhatwgStep::RemoveTabsNewlines,
            11,
            "",
        ),
        (
            "http://a.example\\@b.example/",
            WhatwgStep::Backslash,
            16,
            "",
        ),
        ("http:/a.example/x", WhatwgStep::SkipSlashes, 5, ""),
        ("http://a@b@c.example/", WhatwgStep::LastAt, 10, ""),
        (
            "http://%61.example/",
            WhatwgStep::DecodeHost,
            7,
            "a.example",
        ),
        ("http://0x7f.1/", WhatwgStep::Ipv4, 7, "127.0.0.1"),
        (
            "http://B\u{fc}cher.example/",
            WhatwgStep::Idna,
            7,
            "xn--bcher-kva.example",
        ),
        ("http://a.example/{x}", WhatwgStep::Escape, 17, ""),
    ];
    for (input, step, offset, value) in cases {
        let c = compare(
            input,
            None,
            &[Reading::Grammar(Dialect::RFC3986), Reading::Whatwg],
        );
        let got: Vec<(WhatwgStep, usize, &str)> = c.readings[1]
            .reasons
            .iter()
            .filter_map(|r| match r {
                Reason::Whatwg {
                    step,
                    offset,
                    value,
                } => Some((*step, *offset, value.as_str())),
                _ => None,
            })
            .collect();
        assert_eq!(got, [(step, offset, value)], "{input:?}");
        assert_eq!(c.readings[1].reasons[0].step(), Some(step));
        assert_eq!(c.readings[1].reasons[0].rule(), None);
    }
}

/// A reference RFC 2396 refuses and a browser sends elsewhere than it
/// says: both are said.
#[test]
fn a_refused_reference_that_others_send_elsewhere() {
    let f = lint_refused(
        "http://evil.example\\@good.example/",
        Dialect::STRICT,
        &Reading::all(),
    )
    .unwrap();
    assert_eq!(f.code, Code::ReadingsDisagree);
    assert_eq!(f.component, Location::Text);
    assert!(
        f.message.contains("whatwg: \"evil.example\""),
        "{}",
        f.message
    );
    // IPv6 to RFC 2396: refused, but every other reading reaches the host
    // written.
    assert!(lint_refused("http://[::1]/", Dialect::STRICT, &Reading::all()).is_none());
    // Accepted: nothing to say here.
    assert!(lint_refused("http://[::1]/", Dialect::RFC2732, &Reading::all()).is_none());
}
