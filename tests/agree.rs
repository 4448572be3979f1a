//! The defenders' verdict (`uri2396::guard`): the class of each confusion
//! of tests/data/agree/confusions.tsv as written by hand, the verdicts of
//! two pairs of readings on them (a snapshot), the host verdicts of java
//! and WHATWG against java.net.URI's and Node.js's recorded answers
//! (tests/data/compare/hosts.tsv), and the guard against `agree` on the
//! corpus sample.

use uri2396::Lang;
use uri2396::compare::{Field, Reading};
use uri2396::guard::{Confusion, Guard, agree};

use crate::support::allocations_during;

const CONFUSIONS: &str = include_str!("data/agree/confusions.tsv");
const HOSTS: &str = include_str!("data/compare/hosts.tsv");
const SAMPLE: &str = include_str!("data/corpus-sample.txt");
const READERS: &str = include_str!("data/agree/readers.tsv");

fn readings(names: &str) -> Vec<Reading> {
    names.split(',').map(|n| n.parse().unwrap()).collect()
}

/// An input of the file: `\\` a backslash, `\u{HEX}` that character.
fn unescape(cell: &str) -> String {
    let mut out = String::new();
    let mut rest = cell;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        rest = &rest[at + 1..];
        if let Some(after) = rest.strip_prefix('\\') {
            out.push('\\');
            rest = after;
        } else {
            let inner = rest.strip_prefix("u{").expect("\\\\ or \\u{HEX}");
            let close = inner.find('}').unwrap();
            let code = u32::from_str_radix(&inner[..close], 16).unwrap();
            out.push(char::from_u32(code).unwrap());
            rest = &inner[close + 1..];
        }
    }
    out.push_str(rest);
    out
}

/// Each input and its class (`None`: the readings agree).
fn confusions() -> Vec<(String, Option<Confusion>)> {
    CONFUSIONS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let (input, class) = line.rsplit_once('\t').unwrap();
            let class = (class != "-").then(|| class.parse().unwrap());
            (unescape(input), class)
        })
        .collect()
}

#[test]
fn every_confusion_is_of_its_class() {
    let all = Reading::all();
    let mut wrong = Vec::new();
    let cases = confusions();
    for (input, class) in &cases {
        let got = agree(input, &all).class;
        if got != *class {
            wrong.push(format!("{input:?}: {got:?}, written {class:?}"));
        }
        // Any two readings that part on it part by the same class.
        for (i, &a) in all.iter().enumerate() {
            for &b in &all[i + 1..] {
                let pair = agree(input, &[a, b]);
                if let Some(got) = pair.class
                    && Some(got) != *class
                {
                    wrong.push(format!("{input:?} in {a},{b}: {got:?}, written {class:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Every class has a case but the rest, and a "?" or "#" before "@",
    // which no reading of the crate reads through.
    for class in Confusion::ALL {
        assert!(
            matches!(class, Confusion::Other | Confusion::DelimiterBeforeAt)
                || cases.iter().any(|(_, c)| *c == Some(class)),
            "no case of {class}"
        );
    }
}

/// The verdicts of `--agree whatwg,java` and `--agree whatwg,rfc3986` on
/// every case, in English and the class's words in Japanese.
#[test]
fn the_verdicts_of_two_pairs() {
    let mut out = String::new();
    for names in ["whatwg,java", "whatwg,rfc3986"] {
        let pair = readings(names);
        out.push_str(&format!("## --agree {names}\n"));
        let mut counts = std::collections::BTreeMap::new();
        for (input, _) in confusions() {
            let a = agree(&input, &pair);
            let verdict = match a.message_in(Lang::En) {
                None if a.places.iter().all(Option::is_none) => {
                    "agree: every reading refuses".into()
                }
                None => {
                    let p = a.places[0].as_ref().unwrap();
                    format!(
                        "agree: {} {} {}",
                        p.scheme.as_deref().unwrap_or("-"),
                        p.host.as_deref().unwrap_or("-"),
                        p.port.as_deref().unwrap_or("-")
                    )
                }
                Some(message) => message,
            };
            *counts
                .entry(a.class.map_or("agree", Confusion::name))
                .or_insert(0) += 1;
            out.push_str(&format!("{input:?}\n  {verdict}\n"));
        }
        out.push_str(&format!("counts: {counts:?}\n\n"));
    }
    insta::with_settings!({snapshot_path => "../snapshots/agree", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("verdicts", out);
    });
}

/// Japanese words for every class, and a message in Japanese.
#[test]
fn the_classes_in_japanese() {
    for class in Confusion::ALL {
        let (en, ja) = (class.message_in(Lang::En), class.message_in(Lang::Ja));
        assert_ne!(en, ja, "{class}");
        assert!(!ja.is_ascii(), "{class}: {ja}");
    }
    let a = agree("http://%65vil.com/", &readings("java,whatwg"));
    assert_eq!(
        a.message_in(Lang::Ja).unwrap(),
        "読み方が一致しません: host は java: なし; whatwg: \"evil.com\"（encoded-data-confusion: \
         URL エンコードされたデータの混同: authority にエスケープがあり、WHATWG はそれを復元してホストとし、\
         RFC の文法はそのまま残すか受け付けません (2.4.2)。または \"%\" の後に2つの16進数字がなく、\
         WHATWG はそのまま残し、RFC の文法は受け付けません (2.4.1)）"
    );
}

/// java.net.URI's and Node.js's hosts, recorded by tests/data/compare/
/// record.sh: where one refuses and the other does not, the java and
/// whatwg readings part on the verdict; where both give a host and the
/// hosts differ (beyond case, an empty host taken as none, an IPv6
/// address however written), on the host.
#[test]
fn java_and_whatwg_part_where_the_jdk_and_node_do() {
    let pair = readings("java,whatwg");
    let host = |cell: &str| -> Option<String> {
        match cell {
            "-" | "\"\"" => None,
            h => Some(
                h.strip_prefix('[')
                    .and_then(|h| h.strip_suffix(']'))
                    .and_then(|h| h.parse::<std::net::Ipv6Addr>().ok())
                    .map_or_else(|| h.to_ascii_lowercase(), |a| a.to_string()),
            ),
        }
    };
    let mut rows = 0;
    for line in HOSTS.lines().filter(|l| !l.starts_with('#')) {
        let cells: Vec<&str> = line.split('\t').collect();
        let (input, java, node) = (cells[0], cells[3], cells[5]);
        let valid = (java == "!") != (node == "!");
        let hosts = java != "!" && node != "!" && host(java) != host(node);
        let a = agree(input, &pair);
        assert_eq!(a.differ.contains(&Field::Valid), valid, "{input:?}: {a:?}");
        assert_eq!(a.differ.contains(&Field::Host), hosts, "{input:?}: {a:?}");
        rows += 1;
    }
    assert_eq!(rows, 33);
}

/// A place as recorded: `!` refused, else scheme, host and port, `-`
/// where absent; the port made effective by the scheme's default, the
/// scheme and host put in lower case, an IPv6 host as its address.
fn recorded_place(cell: &str) -> Option<(String, String, String)> {
    if cell == "!" {
        return None;
    }
    let parts: Vec<&str> = cell.split(' ').collect();
    let scheme = parts[0].to_ascii_lowercase();
    let host = parts[1]
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .and_then(|h| h.parse::<std::net::Ipv6Addr>().ok())
        .map_or_else(|| parts[1].to_ascii_lowercase(), |a| a.to_string());
    let default = match scheme.as_str() {
        "ftp" => "21",
        "http" | "ws" => "80",
        "https" | "wss" => "443",
        _ => "-",
    };
    let port = match parts[2] {
        "-" => default.to_owned(),
        p => p.trim_start_matches('0').to_owned(),
    };
    Some((scheme, host, port))
}

/// The sample of the corpus as java.net.URI (the JDK) and Node.js's URL
/// read it (tests/data/agree/record.sh): the java and whatwg readings
/// agree on a line exactly when those two programs do, so that every
/// refusal of `--agree whatwg,java` is a real disagreement of the readers
/// it stands for, and none is missed.
#[test]
fn java_and_whatwg_agree_where_the_jdk_and_node_agree() {
    let pair = readings("java,whatwg");
    let (mut rows, mut refused) = (0, 0);
    let mut wrong = Vec::new();
    // Four lines of header; a line of the sample may start with "#".
    let mut lines = READERS.lines();
    assert!(lines.by_ref().take(4).all(|l| l.starts_with("# ")));
    for line in lines {
        let mut cells = line.rsplitn(3, '\t');
        let (node, java, input) = (
            cells.next().unwrap(),
            cells.next().unwrap(),
            cells.next().unwrap(),
        );
        let (java, node) = (recorded_place(java), recorded_place(node));
        let readers_agree = java == node;
        let a = agree(input, &pair);
        // The whatwg reading is Node.js's, place for place.
        let whatwg = a.places[1].as_ref().map(|p| {
            let cell = |v: Option<&str>| v.unwrap_or("-").to_owned();
            recorded_place(&format!(
                "{} {} {}",
                cell(p.scheme.as_deref()),
                cell(p.host.as_deref()),
                cell(p.port.as_deref())
            ))
        });
        if whatwg.flatten() != node {
            wrong.push(format!(
                "{input:?}: whatwg {:?}, Node {node:?}",
                a.places[1]
            ));
        }
        if a.agree != readers_agree {
            wrong.push(format!(
                "{input:?}: agree {}, JDK {java:?}, Node {node:?}",
                a.agree
            ));
        }
        rows += 1;
        refused += usize::from(!a.agree);
    }
    assert_eq!(rows, 3057);
    assert!(refused > 500, "{refused}");
    assert!(
        wrong.is_empty(),
        "{} of {rows}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The same for the rfc3986 and whatwg readings, against an RFC 3986
/// parser apart from this crate (fluent-uri) and Node.js's URL as
/// recorded: `--agree whatwg,rfc3986` refuses a line of the sample exactly
/// when those two give it different places.
#[test]
fn rfc3986_and_whatwg_agree_where_fluent_uri_and_node_agree() {
    let pair = readings("rfc3986,whatwg");
    let mut lines = READERS.lines();
    assert!(lines.by_ref().take(4).all(|l| l.starts_with("# ")));
    let (mut wrong, mut refused) = (Vec::new(), 0);
    for line in lines {
        let mut cells = line.rsplitn(3, '\t');
        let (node, _java, input) = (
            cells.next().unwrap(),
            cells.next().unwrap(),
            cells.next().unwrap(),
        );
        let fluent = fluent_uri::UriRef::parse(input).ok().map(|r| {
            let (host, port) = match r.authority() {
                Some(a) if !a.host().is_empty() => (
                    a.host().to_owned(),
                    a.port().map(|p| p.as_str()).filter(|p| !p.is_empty()),
                ),
                _ => ("-".to_owned(), None),
            };
            let scheme = r.scheme().map_or("-", |s| s.as_str());
            format!("{scheme} {host} {}", port.unwrap_or("-"))
        });
        let fluent = recorded_place(fluent.as_deref().unwrap_or("!"));
        let readers_agree = fluent == recorded_place(node);
        let a = agree(input, &pair);
        refused += usize::from(!a.agree);
        if a.agree != readers_agree {
            wrong.push(format!(
                "{input:?}: agree {}, fluent-uri {fluent:?}, Node {node}",
                a.agree
            ));
        }
    }
    assert!(refused > 500, "{refused}");
    assert!(wrong.is_empty(), "{}:\n{}", wrong.len(), wrong.join("\n"));
}

/// The guard passes a line exactly when the readings accept it and agree,
/// and gives the place of the first; on the corpus sample, in pairs of
/// every reading.
#[test]
fn the_guard_answers_as_agree_does() {
    let all = Reading::all();
    let mut passed = 0;
    for pair in [
        readings("whatwg,java"),
        readings("whatwg,rfc3986"),
        readings("strict,rfc2732,java"),
        all.clone(),
    ] {
        let guard = Guard::new(pair.iter().copied());
        for line in SAMPLE
            .lines()
            .chain(confusions().iter().map(|(i, _)| i.as_str()))
        {
            let a = agree(line, &pair);
            match guard.check(line) {
                Ok(place) => {
                    assert!(a.agree && a.places.iter().all(Option::is_some), "{line:?}");
                    assert_eq!(Some(place), a.places[0], "{line:?}");
                    passed += 1;
                }
                Err(refused) => {
                    assert_eq!(refused, a, "{line:?}");
                    assert!(!a.agree || a.places.iter().any(Option::is_none), "{line:?}");
                }
            }
        }
    }
    assert!(passed > 1000, "{passed}");
}

/// The grammar readings give slices of the input: the guard allocates
/// nothing on a reference it passes.
#[test]
fn the_guard_allocates_nothing_on_a_pass() {
    let guard = Guard::new(readings("strict,rfc2732,java,rfc3986"));
    let n = allocations_during(|| {
        for _ in 0..100 {
            let place = guard.check(std::hint::black_box("HTTP://a.example:0080/x?y#z"));
            assert!(place.is_ok());
        }
    });
    assert_eq!(n, 0);
}

/// Hostile shapes: long inputs cost one parse per reading, and a refusal
/// one more.
#[test]
fn long_inputs() {
    let pair = readings("whatwg,java");
    let guard = Guard::new(pair.iter().copied());
    let long = format!("http://a.example/{}", "a/../".repeat(200_000));
    assert!(guard.check(&long).is_ok());
    let bad = format!("{long}\\");
    let refused = guard.check(&bad).unwrap_err();
    assert_eq!(refused.class, Some(Confusion::Backslash));
    let at = format!("http://{}a.example/", "a@".repeat(100_000));
    assert_eq!(agree(&at, &pair).class, Some(Confusion::Userinfo));
}

/// A policy refuses by each reading's own reading of the host, and only
/// what it names; a guard with it passes what agrees and breaks no rule.
#[test]
fn the_policy_judges_each_reading_s_host() {
    use uri2396::guard::{Policy, PolicyRule, agree_with};
    let pair = readings("java,whatwg");
    let every = PolicyRule::ALL.into_iter().fold(
        Policy::new().with_schemes(["HTTP", "https"]),
        Policy::refusing,
    );
    type Row = (PolicyRule, Vec<&'static str>, String);
    let rules = |input: &str| -> Vec<Row> {
        agree_with(input, &pair, &every)
            .policy
            .into_iter()
            .map(|v| {
                (
                    v.rule,
                    v.readings.iter().map(|r| r.name()).collect(),
                    v.value,
                )
            })
            .collect()
    };
    let row =
        |rule, readings: &[&'static str], value: &str| (rule, readings.to_vec(), value.to_owned());
    assert_eq!(rules("https://a.example/x"), []);
    // 127.0.0.1 to WHATWG alone: java has no host here.
    assert_eq!(
        rules("http://0x7f.1/"),
        [
            row(PolicyRule::IpHost, &["whatwg"], "127.0.0.1"),
            row(PolicyRule::PrivateHost, &["whatwg"], "127.0.0.1"),
        ]
    );
    // Each rule and value once, with the readings that read it so.
    assert_eq!(
        rules("ftp://u@A.example./"),
        [
            row(PolicyRule::Scheme, &["java", "whatwg"], "ftp"),
            row(PolicyRule::Userinfo, &["java", "whatwg"], "u"),
            row(PolicyRule::UnnormalizedHost, &["java"], "A.example."),
            row(PolicyRule::UnnormalizedHost, &["whatwg"], "a.example."),
        ]
    );
    assert_eq!(
        rules("http://[fd00::1]/"),
        [
            row(PolicyRule::IpHost, &["java", "whatwg"], "[fd00::1]"),
            row(PolicyRule::PrivateHost, &["java", "whatwg"], "[fd00::1]"),
        ]
    );
    // What the text holds, once, read by no reading.
    let text = rules("http://a.example\\x/\t");
    assert_eq!(text[0], row(PolicyRule::Controls, &[], "U+0009"));
    assert_eq!(text[1], row(PolicyRule::Backslashes, &[], "\\"));
    assert_eq!(
        rules("http://xn--bcher-kva.example/"),
        [row(
            PolicyRule::NonAsciiHost,
            &["java", "whatwg"],
            "xn--bcher-kva.example"
        )]
    );
    // Nothing asked, nothing refused.
    assert!(
        agree_with("ftp://u@127.0.0.1\\/", &pair, &Policy::new())
            .policy
            .is_empty()
    );

    let guard = Guard::new(pair.iter().copied()).with_policy(every.clone());
    assert!(guard.check("https://a.example/").is_ok());
    for refused in [
        "http://0x7f.1/",
        "http://10.0.0.1/",
        "ftp://a.example/",
        "http://localhost/",
    ] {
        assert!(guard.check(refused).is_err(), "{refused}");
    }
    // The guard with a policy answers as agree_with does, on the sample.
    for line in SAMPLE.lines() {
        let a = agree_with(line, &pair, &every);
        let passes = a.agree && a.policy.is_empty() && a.places.iter().all(Option::is_some);
        assert_eq!(guard.check(line).is_ok(), passes, "{line:?}");
    }
}
