//! The RFC 2732 and java.net.URI dialects of the typed parse: their
//! components, their agreement with the pest parse of their grammars, IPv6
//! addresses as values, and the dialect kept by the operations on a parsed
//! reference.

use std::net::Ipv6Addr;

use proptest::prelude::*;
use uri2396::grammar::{Rule, java, rfc2732};
use uri2396::resolve::ResolveOptions;
use uri2396::{Dialect, Host, Tree, UriReference};

use crate::appendix_a;
use appendix_a::Reading;

/// The errors of a comparison with pest, each against the recognizer of
/// `reading` (offset and expected set), never against the other: both are
/// placed by the same automaton.
fn errors_are_the_recognizers<T>(
    reading: Reading,
    input: &str,
    results: [&Result<T, uri2396::Error>; 2],
) -> Result<(), TestCaseError> {
    for err in results.into_iter().filter_map(|r| r.as_ref().err()) {
        appendix_a::check_error_in(
            reading,
            err.rule().name(),
            input,
            err.offset(),
            err.expected(),
        )
        .map_err(TestCaseError::fail)?;
    }
    Ok(())
}

/// The examples of RFC 2732 section 2, each with its host and port.
const RFC2732_EXAMPLES: &[(&str, &str, Option<&str>)] = &[
    (
        "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
        "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]",
        Some("80"),
    ),
    (
        "http://[1080:0:0:0:8:800:200C:417A]/index.html",
        "[1080:0:0:0:8:800:200C:417A]",
        None,
    ),
    (
        "http://[3ffe:2a00:100:7031::1]",
        "[3ffe:2a00:100:7031::1]",
        None,
    ),
    (
        "http://[1080::8:800:200C:417A]/foo",
        "[1080::8:800:200C:417A]",
        None,
    ),
    ("http://[::192.9.5.5]/ipng", "[::192.9.5.5]", None),
    (
        "http://[::FFFF:129.144.52.38]:80/index.html",
        "[::FFFF:129.144.52.38]",
        Some("80"),
    ),
    (
        "http://[2010:836B:4179::836B:4179]",
        "[2010:836B:4179::836B:4179]",
        None,
    ),
];

fn rfc2732(input: &str) -> Result<UriReference<'_>, uri2396::Error> {
    UriReference::parse_in(input, Dialect::RFC2732)
}

#[test]
fn the_examples_of_rfc_2732_parse_with_their_hosts() {
    for &(input, host, port) in RFC2732_EXAMPLES {
        let uri = rfc2732(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(uri.host().map(|h| h.as_str()), Some(host), "{input}");
        assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("IPv6reference"));
        assert_eq!(uri.port(), port, "{input}");
        assert_eq!(uri.dialect(), Dialect::RFC2732);
        assert_eq!(uri.to_string(), input);
        // RFC 2396 has no such host.
        assert!(UriReference::parse(input).is_err(), "{input}");
        let Some(Host::Ipv6(reference)) = uri.host() else {
            panic!("{input}: {:?}", uri.host());
        };
        let std: Ipv6Addr = reference.address().parse().expect("std reads it");
        assert_eq!(reference.to_ipv6_addr(), std, "{input}");
    }
}

#[test]
fn brackets_are_reserved_where_uric_is() {
    let uri = rfc2732("http://a/b?x[1]=y#f[2]").expect("valid");
    assert_eq!(uri.query(), Some("x[1]=y"));
    assert_eq!(uri.fragment(), Some("f[2]"));
    assert!(rfc2732("urn:a[1]").is_ok());
    // pchar, userinfo, reg_name and uric_no_slash do not name reserved.
    for input in [
        "http://a/b[1]",
        "http://u[1]@a/",
        "[1]",
        "urn:[1]",
        "//a[1]/",
    ] {
        assert!(rfc2732(input).is_err(), "{input}");
    }
    // Nor did RFC 2732 make "\\" reserved, which sits between them.
    assert!(rfc2732("http://a/?\\").is_err());
}

#[test]
fn ipv4_parts_have_at_most_three_digits() {
    let uri = rfc2732("http://999.1.2.3:8/").expect("valid");
    assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("IPv4address"));
    // Four digits: no IPv4address, no hostname, so the authority is a
    // reg_name, which RFC 2396 read as a server.
    let uri = rfc2732("http://u@1234.1.2.3:8/").expect("valid");
    assert_eq!(uri.authority().map(|a| a.kind().as_str()), Some("reg_name"));
    let strict = UriReference::parse("http://u@1234.1.2.3:8/").expect("valid");
    assert_eq!(
        strict.authority().map(|a| a.kind().as_str()),
        Some("server")
    );
}

#[test]
fn errors_get_the_fixes_of_rfc_2396() {
    for (input, fixed) in [
        (" http://[::1]/ ", Some("http://[::1]/")),
        ("<http://[::1]/>", Some("http://[::1]/")),
        ("a:b/c d", Some("a:b/c%20d")),
        ("my_file:1", Some("./my_file:1")),
        ("http:", None),
    ] {
        let err = rfc2732(input).unwrap_err();
        assert!(err.fix().is_some(), "{input}: {err}");
        assert_eq!(err.fixed(input).as_deref(), fixed, "{input}");
        if let Some(fixed) = fixed {
            assert!(rfc2732(fixed).is_ok(), "{fixed}");
        }
    }
    // A bracket that fails in RFC 2732 is no pointer to RFC 2732; a zone
    // id points to the dialects that read it (issue: switch names).
    let err = rfc2732("http://[::1%eth0]/").unwrap_err();
    let fix = err.fix().unwrap_or_default();
    assert!(!fix.contains("read it in the RFC 2732 dialect"), "{err}");
    assert!(
        fix.contains("\"java\"") && fix.contains("\"rfc2732+ipv6-literals\""),
        "{err}"
    );
    assert!(UriReference::parse_in("http://[::1%eth0]/", Dialect::JAVA).is_ok());
    // Not so a "%" that is an escape's, in a query.
    let err = rfc2732("http://a/?[::1%]").unwrap_err();
    assert!(!err.fix().unwrap_or_default().contains("zone id"), "{err}");
}

#[test]
fn errors_are_placed_in_the_amended_grammar() {
    for (input, offset) in [
        ("http://[::1%eth0]/", 11),
        ("http://[1:2:3:4:5:6:7:8:9]/", 23),
        ("http://[::1/", 11),
        ("http://[1::2::3]/", 13),
        ("urn:[1]", 4),
        ("http://a/b[", 10),
    ] {
        let err = rfc2732(input).unwrap_err();
        assert_eq!(err.offset(), offset, "{input}: {err}");
        assert_eq!(err.rule(), rfc2732::URI_REFERENCE);
    }
}

/// Inputs of the shapes the amended rules change.
fn inputs() -> impl Strategy<Value = String> {
    let piece = "[0-9a-fA-F]{1,4}";
    let address = prop_oneof![
        proptest::collection::vec(piece, 8).prop_map(|p| p.join(":")),
        (
            proptest::collection::vec(piece, 0..4),
            proptest::collection::vec(piece, 0..4)
        )
            .prop_map(|(a, b)| format!("{}::{}", a.join(":"), b.join(":"))),
        "[0-9a-fA-F:.]{0,20}",
        "::(ffff:)?[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}",
    ];
    let host = prop_oneof![
        address.prop_map(|a| format!("[{a}]")),
        "[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}",
        "[a-z]{1,5}(\\.[a-z0-9]{1,3})?",
    ];
    let net = (
        "(http:)?",
        "([a-z]{1,3}@)?",
        host,
        "(:[0-9]{0,3})?",
        "(/[a-z\\[\\]]{0,3}){0,2}",
        "(\\?[a-z\\[\\]=]{0,4})?",
        "(#[a-z\\[\\]]{0,3})?",
    )
        .prop_map(|(s, u, h, p, path, q, f)| format!("{s}//{u}{h}{p}{path}{q}{f}"));
    // Opaque parts, paths and queries, with brackets anywhere.
    let other = "(urn:|/)?[a-z:/?#\\[\\]]{0,8}";
    prop_oneof![3 => net, 1 => other]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The one-pass parse and the pest parse of the amended grammar agree,
    /// offsets and error included, and the automaton agrees on the verdict.
    #[test]
    fn the_one_pass_parse_is_the_pest_parse(input in inputs()) {
        let fast = rfc2732(&input);
        let pest = UriReference::parse_with_pest_in(&input, Dialect::RFC2732);
        prop_assert_eq!(&fast, &pest);
        errors_are_the_recognizers(Reading::RFC2732, &input, [&fast, &pest])?;
        prop_assert_eq!(fast.is_ok(), rfc2732::URI_REFERENCE.matches(&input));
        if let (Ok(fast), Ok(pest)) = (fast, pest) {
            prop_assert_eq!(format!("{:?}", fast.uri()), format!("{:?}", pest.uri()));
            prop_assert_eq!(fast.host(), pest.host());
            prop_assert_eq!(fast.port(), pest.port());
        }
        // The tree cut at the delimiters is pest's tree.
        let tree = Tree::parse(rfc2732::URI_REFERENCE, &input);
        let pest_tree = Tree::parse_with_pest(rfc2732::URI_REFERENCE, &input);
        prop_assert_eq!(&tree, &pest_tree);
        errors_are_the_recognizers(Reading::RFC2732, &input, [&tree, &pest_tree])?;
        // What RFC 2396 accepts, RFC 2732 accepts.
        if UriReference::parse(&input).is_ok() {
            prop_assert!(rfc2732::URI_REFERENCE.matches(&input));
        }
    }

    /// Every IPv6reference converts to the address `std` reads from it,
    /// where `std` reads one (it refuses leading zeros in decimal parts).
    #[test]
    fn addresses_convert_as_std_reads_them(input in inputs()) {
        if let Ok(uri) = rfc2732(&input) {
            if let Some(Host::Ipv6(reference)) = uri.host() {
                if let Ok(std) = reference.address().parse::<Ipv6Addr>() {
                    prop_assert_eq!(reference.to_ipv6_addr(), std);
                }
            }
        }
    }
}

#[test]
fn operations_keep_the_dialect() {
    let base = rfc2732("http://[::1]:8080/a/b?x[0]").expect("valid");
    let options = ResolveOptions::default();
    let resolved = base.join("../c?y[1]#f[2]", &options).expect("resolves");
    assert_eq!(resolved.as_str(), "http://[::1]:8080/c?y[1]#f[2]");
    assert_eq!(resolved.uri().dialect(), Dialect::RFC2732);
    assert_eq!(
        resolved.uri().host().map(|h| h.kind().as_str()),
        Some("IPv6reference")
    );
    let normal = base.normalize();
    assert_eq!(normal.host().map(|h| h.as_str()), Some("[::1]"));
    assert_eq!(normal.dialect(), Dialect::RFC2732);
    assert_eq!(
        base.with_fragment("[x]").expect("a fragment").as_str(),
        "http://[::1]:8080/a/b?x[0]#[x]"
    );
    // A strict base and an RFC 2732 reference: the result is read in RFC
    // 2732, whose language holds both.
    let strict = UriReference::parse("http://u@1234.1.1.1/a").expect("valid");
    let reference = rfc2732("b?[q]").expect("valid");
    let resolved = strict.resolve(&reference, &options).expect("resolves");
    assert_eq!(resolved.as_str(), "http://u@1234.1.1.1/b?[q]");
    assert_eq!(resolved.uri().dialect(), Dialect::RFC2732);
    assert_eq!(
        resolved.uri().authority().map(|a| a.kind().as_str()),
        Some("reg_name")
    );
}

#[test]
fn the_grammars_are_named_and_listed() {
    assert_eq!(
        Dialect::RFC2732.find("IPv6address"),
        Ok(rfc2732::IPV6ADDRESS)
    );
    assert!(Rule::find("IPv6address").is_err());
    assert_eq!(Dialect::default(), Dialect::STRICT);
    assert_eq!("JAVA".parse::<Dialect>(), Ok(Dialect::JAVA));
    let err = "jdk".parse::<Dialect>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "no dialect `jdk`; the dialects are strict, rfc2732, java, rfc3986, rfc3987, or strict or rfc2732 \
         followed by `+` and switches (empty-authority, empty-relative-path, ipv4-addresses, \
         single-label-hostnames, ipv6-literals, other-characters, brackets-outside-the-host, \
         ports)"
    );
    // RFC 3986's grammar is its own: it takes no switch.
    assert_eq!("RFC3986".parse::<Dialect>(), Ok(Dialect::RFC3986));
    let err = "rfc3986+ports".parse::<Dialect>().unwrap_err();
    assert!(
        err.to_string().starts_with(
            "no dialect `rfc3986+ports`: rfc3986 is a grammar of its own and takes no switch;"
        ),
        "{err}"
    );
    assert_eq!(Dialect::RFC3986.name(), "rfc3986");
    assert_eq!(Dialect::RFC3986.grammar_name(), "RFC 3986");
    assert_eq!(Dialect::RFC3986.switches().count(), 0);
}

/// Switch names, one rule: every choice of switches prints one canonical
/// name that reads back to it; every spelling the error text describes
/// (`strict` or `rfc2732`, then switches in any order, any case) reads to
/// the dialect with those switches and the ones they need; and what the
/// text does not describe (switches after `java`) is refused with a reason.
#[test]
fn every_dialect_has_one_name() {
    use uri2396::Switch;

    let others: Vec<Switch> = Switch::ALL
        .into_iter()
        .filter(|&s| s != Switch::Rfc2732)
        .collect();
    let mut names = std::collections::BTreeSet::new();
    for base in [Dialect::STRICT, Dialect::RFC2732] {
        for bits in 0..1u32 << others.len() {
            let chosen: Vec<Switch> = (0..others.len())
                .filter(|i| bits & (1 << i) != 0)
                .map(|i| others[i])
                .collect();
            let dialect = chosen.iter().fold(base, |d, &s| d.with(s));
            let name = dialect.name();
            assert_eq!(name.parse::<Dialect>(), Ok(dialect), "{name}");
            assert!(
                name == "java" || name.starts_with("strict") || name.starts_with("rfc2732"),
                "{name}"
            );
            names.insert((dialect, name));
            // Written by hand: the base as given, the switches backwards,
            // in upper case.
            let mut spelled = base.name().to_ascii_uppercase();
            for switch in chosen.iter().rev() {
                spelled.push('+');
                spelled.push_str(&switch.name().to_ascii_uppercase());
            }
            assert_eq!(spelled.parse::<Dialect>(), Ok(dialect), "{spelled}");
        }
    }
    // One name per dialect, one dialect per name.
    let dialects: std::collections::BTreeSet<Dialect> = names.iter().map(|&(d, _)| d).collect();
    let printed: std::collections::BTreeSet<&str> = names.iter().map(|&(_, n)| n).collect();
    assert_eq!(dialects.len(), names.len());
    assert_eq!(printed.len(), names.len());

    assert_eq!(
        "strict+ipv6-literals".parse::<Dialect>().map(Dialect::name),
        Ok("rfc2732+ipv6-literals")
    );
    assert_eq!("strict+rfc2732".parse::<Dialect>(), Ok(Dialect::RFC2732));
    let err = "java+ports".parse::<Dialect>().unwrap_err();
    assert!(
        err.to_string().starts_with(
            "no dialect `java+ports`: java has every switch already; the dialects are"
        ),
        "{err}"
    );
}

fn java(input: &str) -> Result<UriReference<'_>, uri2396::Error> {
    UriReference::parse_in(input, Dialect::JAVA)
}

/// The one-pass parse of the `java` dialect against the pest parse of its
/// grammar: verdict, error, offsets (through every accessor and the typed
/// tree), the automaton's verdict, and the tree.
fn java_agrees_with_pest(input: &str) -> Result<(), TestCaseError> {
    let fast = java(input);
    let pest = UriReference::parse_with_pest_in(input, Dialect::JAVA);
    prop_assert_eq!(&fast, &pest, "{:?}", input);
    errors_are_the_recognizers(Reading::JAVA, input, [&fast, &pest])?;
    prop_assert_eq!(
        fast.is_ok(),
        java::URI_REFERENCE.matches(input),
        "{:?}",
        input
    );
    if let (Ok(fast), Ok(pest)) = (fast, pest) {
        prop_assert_eq!(format!("{:?}", fast.uri()), format!("{:?}", pest.uri()));
        prop_assert_eq!(fast.authority(), pest.authority(), "{:?}", input);
        prop_assert_eq!(fast.host(), pest.host(), "{:?}", input);
        prop_assert_eq!(fast.port(), pest.port());
        prop_assert_eq!(fast.path(), pest.path(), "{:?}", input);
        prop_assert_eq!(fast.query(), pest.query());
        prop_assert_eq!(fast.path_kind(), pest.path_kind());
        prop_assert_eq!(fast.to_string(), input);
        prop_assert_eq!(fast.dialect(), Dialect::JAVA);
    }
    let tree = Tree::parse(java::URI_REFERENCE, input);
    let pest_tree = Tree::parse_with_pest(java::URI_REFERENCE, input);
    prop_assert_eq!(&tree, &pest_tree);
    errors_are_the_recognizers(Reading::JAVA, input, [&tree, &pest_tree])?;
    prop_assert_eq!(tree.is_ok(), java::URI_REFERENCE.matches(input));
    Ok(())
}

/// Inputs of the shapes java.pest changes.
fn java_inputs() -> impl Strategy<Value = String> {
    let host = prop_oneof![
        "[0-9]{1,5}(\\.[0-9]{1,5}){0,4}\\.?",
        "\\[(::|[0-9a-f]{1,4}::?)[0-9a-f:.]{0,12}(%[a-z0-9_.%-]{0,4})?\\]",
        "[a-z0-9-]{1,4}(\\.[a-z0-9-]{1,3}){0,2}",
        "[a-z\u{e9}\u{a0}\u{85}\u{1F600}]{1,4}",
        "",
    ];
    let net = (
        "([a-z]{1,3}:)?",
        "([a-z\u{e9}\u{2000}]{0,3}@)?",
        host,
        "(:[0-9]{0,11})?",
        "(/{1,2}[a-z\u{e9}\u{3000}\u{ad}\\[]{0,3}){0,2}",
        "(\\?[a-z\\[\u{e9}]{0,4})?",
        "(#[a-z\\[\u{feff}]{0,3})?",
    )
        .prop_map(|(s, u, h, p, path, q, f)| format!("{s}//{u}{h}{p}{path}{q}{f}"));
    let other = "([a-z]{1,3}:)?[a-z:/?#\\[\\]%2\u{e9}\u{a0}\u{2029}]{0,8}";
    prop_oneof![3 => net, 1 => other]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The one-pass parse of the `java` dialect is the pest parse of
    /// java.pest.
    #[test]
    fn the_java_one_pass_parse_is_the_pest_parse(input in java_inputs()) {
        java_agrees_with_pest(&input)?;
    }
}

/// The same on the URI-reference cases, the corpus sample and the 16,181
/// inputs that Java answered (tests/data/java).
#[test]
fn the_java_one_pass_parse_is_the_pest_parse_on_the_corpus() {
    let mut inputs: Vec<String> = include_str!("data/corpus-sample.txt")
        .lines()
        .map(str::to_owned)
        .collect();
    let java_inputs = include_str!("data/java/inputs.jsonl");
    inputs.extend(
        java_inputs
            .lines()
            .map(|line| serde_json::from_str::<String>(line).expect("a JSON string")),
    );
    for entry in std::fs::read_dir(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/URI-reference/ok"
    ))
    .expect("the cases")
    {
        let text = std::fs::read_to_string(entry.expect("a case").path()).expect("text");
        inputs.push(text.strip_suffix('\n').unwrap_or(&text).to_owned());
    }
    assert!(inputs.len() > 16_000);
    for input in &inputs {
        java_agrees_with_pest(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    }
}

#[test]
fn the_java_dialect_reads_as_java_does() {
    let uri = java("file:///x").expect("valid");
    assert_eq!((uri.authority(), uri.path()), (None, "/x"));
    assert_eq!(uri.to_string(), "file:///x");
    assert_eq!(uri.dialect(), Dialect::JAVA);
    let uri = java("//?q").expect("valid");
    assert_eq!(
        (uri.authority(), uri.path(), uri.query()),
        (None, "", Some("q"))
    );
    let uri = java("?y").expect("valid");
    assert_eq!((uri.path(), uri.query()), ("", Some("y")));
    assert_eq!(java("//").unwrap_err().offset(), 2);
    assert_eq!(java("http://").unwrap_err().offset(), 7);
    assert!(java("s://#f").is_ok());
    let uri = java("http://123/").expect("valid");
    assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("hostname"));
    let uri = java("http://0001.2.3.4:0080/").expect("valid");
    assert_eq!(uri.host().map(|h| h.kind().as_str()), Some("IPv4address"));
    assert_eq!(uri.port(), Some("0080"));
    for registry in [
        "http://1.2.3.256/",
        "http://h:2147483648/",
        "http://h\u{e9}/",
    ] {
        let uri = java(registry).expect("valid");
        assert_eq!(
            uri.authority().map(|a| a.kind().as_str()),
            Some("reg_name"),
            "{registry}"
        );
    }
    assert!(
        java("http://h:2147483647/")
            .expect("valid")
            .host()
            .is_some()
    );
    let uri = java("http://[fe80::1%25eth0]/").expect("valid");
    assert_eq!(uri.host().map(|h| h.as_str()), Some("[fe80::1%25eth0]"));
    assert!(java("http://[::1]:2147483648/").is_err());
    assert!(java("http://h/a\u{a0}b").is_err());
    assert!(java("http://h/a\u{1F600}b").is_ok());
    assert!(java("mailto:[").is_ok());
}

/// The operations on references of the `java` dialect, mixed with strict
/// ones: no panic (debug builds also check each result's offsets against
/// a parse of its text), and every result is a reference of its dialect.
#[test]
fn java_operations_give_references_of_their_dialect() {
    operations_give_references_of_their_dialect(Dialect::JAVA, 1);
}

/// The same for the dialect of each switch alone, and of Java's without
/// it, compiled at run time, on a tenth of the inputs.
#[test]
fn operations_of_each_choice_give_references_of_their_dialect() {
    for switch in uri2396::Switch::ALL {
        operations_give_references_of_their_dialect(Dialect::STRICT.with(switch), 10);
        operations_give_references_of_their_dialect(Dialect::JAVA.without(switch), 10);
    }
}

/// The operations on references of `dialect` (every `step`th of the
/// recorded Java inputs that it reads), mixed with strict ones.
fn operations_give_references_of_their_dialect(dialect: Dialect, step: usize) {
    let inputs: Vec<String> = include_str!("data/java/inputs.jsonl")
        .lines()
        .step_by(step)
        .map(|line| serde_json::from_str::<String>(line).expect("a JSON string"))
        .collect();
    let valid: Vec<UriReference<'_>> = inputs
        .iter()
        .filter_map(|s| UriReference::parse_in(s, dialect).ok())
        .collect();
    let strict: Vec<UriReference<'_>> = [
        "http://a/b/c/d;p?q",
        "http://",
        "//",
        "",
        "g?y#s",
        "file:/x",
    ]
    .into_iter()
    .map(|s| UriReference::parse(s).expect("valid"))
    .collect();
    let options = ResolveOptions::default();
    let check = |uri: &uri2396::OwnedUriReference| {
        let text = uri.as_str();
        assert!(
            UriReference::parse_in(text, uri.dialect()).is_ok(),
            "{dialect}: {text:?} is no reference of {}",
            uri.dialect()
        );
    };
    let bases: Vec<UriReference<'_>> = valid
        .iter()
        .copied()
        .filter(|u| u.is_absolute())
        .step_by(10)
        .chain(strict.iter().copied())
        .collect();
    let references: Vec<UriReference<'_>> = valid
        .iter()
        .copied()
        .step_by(20)
        .chain(strict.iter().copied())
        .collect();
    for uri in &valid {
        check(&uri.normalize());
    }
    for base in &bases {
        for reference in &references {
            if let Ok(resolved) = base.resolve(reference, &options) {
                check(resolved.uri());
            }
            if let Ok(relative) = base.relativize(reference) {
                check(&relative);
            }
        }
    }
}

/// An error in a dialect compiled at run time says what was expected, as
/// one in a named dialect does: where the grammars agree, the same list.
#[test]
fn errors_of_switched_dialects_say_what_was_expected() {
    let switched = Dialect::STRICT.with(uri2396::Switch::EmptyRelativePath);
    assert!(!switched.is_named());
    for input in ["a b", "http://a/b c", "//h/a b", "%zz", "s:\u{e9}", "a#b#c"] {
        let strict = UriReference::parse(input).unwrap_err();
        let ours = UriReference::parse_in(input, switched).unwrap_err();
        assert_eq!(ours.offset(), strict.offset(), "{input}");
        assert_eq!(ours.expected(), strict.expected(), "{input}");
        assert_eq!(ours.to_string(), strict.to_string(), "{input}");
    }
    let err = UriReference::parse_in("?a b", switched).unwrap_err();
    assert_eq!(err.offset(), 2);
    assert_eq!(err.expected(), ["uric", "\"#\"", "end of input"]);
    // An IPv6 literal points to the same switches with RFC 2732's.
    let err = UriReference::parse_in("http://[::1]/", switched).unwrap_err();
    let fix = err.fix().expect("a pointer");
    assert!(
        fix.ends_with("in the dialect \"rfc2732+empty-relative-path\""),
        "{fix}"
    );
    let amended: Dialect = "rfc2732+empty-relative-path".parse().unwrap();
    assert!(UriReference::parse_in("http://[::1]/", amended).is_ok());
}
