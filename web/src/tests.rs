use serde_json::Value;

use super::*;

fn answer(json: String) -> Value {
    serde_json::from_str(&json).expect("every answer is JSON")
}

#[test]
fn parse_gives_components_or_the_error_with_its_fix() {
    let ok = answer(parse("http://a/b?q#f", "strict", "en"));
    assert_eq!(ok["valid"], true);
    assert_eq!(ok["components"]["host"], "a");
    assert_eq!(ok["components"]["path_kind"], "abs_path");
    assert_eq!(ok["error"], Value::Null);

    let bad = answer(parse("http://a/b c", "strict", "en"));
    assert_eq!(bad["valid"], false);
    assert_eq!(bad["error"]["offset"], 10);
    assert_eq!(bad["error"]["found"], " ");
    assert_eq!(bad["error"]["class"], "space");
    assert_eq!(bad["error"]["fix"], "escape it as %20");
    assert_eq!(bad["error"]["fixed"], "http://a/b%20c");

    let ja = answer(parse("http://a/%zz", "strict", "ja"));
    assert!(
        ja["error"]["message"]
            .as_str()
            .unwrap()
            .contains("16進数字"),
        "{ja}"
    );
}

#[test]
fn unknown_names_are_answered_not_panicked_on() {
    for json in [
        parse("a", "rfc9999", "en"),
        parse("a", "strict", "xx"),
        tree("a", "strict", "no-such-rule", "en", 500),
        rules("whatever"),
        compare("a", "", "fr"),
    ] {
        assert!(answer(json)["fault"].is_string());
    }
}

#[test]
fn tree_of_any_rule_with_byte_offsets() {
    let t = answer(tree("http://a/b", "strict", "URI-reference", "en", 500));
    assert_eq!(t["valid"], true);
    assert_eq!(t["tree"]["rule"], "URI-reference");
    assert_eq!(t["tree"]["children"][0]["rule"], "absoluteURI");
    assert_eq!(
        (t["tree"]["start"].clone(), t["tree"]["end"].clone()),
        (0.into(), 10.into())
    );

    let t = answer(tree("example.com:80", "strict", "hostport", "en", 500));
    assert_eq!(t["tree"]["children"][1]["rule"], "port");
    assert_eq!(t["tree"]["children"][1]["start"], 12);

    // RFC 2732's rule, only in its grammar.
    assert_eq!(
        answer(tree("[::1]", "rfc2732", "IPv6reference", "en", 500))["valid"],
        true
    );
    assert!(answer(tree("[::1]", "strict", "IPv6reference", "en", 500))["fault"].is_string());

    let bad = answer(tree("1.2.3", "strict", "IPv4address", "en", 500));
    assert_eq!(bad["valid"], false);
    assert_eq!(bad["error"]["offset"], 5);
}

#[test]
fn readings_side_by_side_with_the_reasons() {
    let c = answer(compare("http://a_b.example/", "", "en"));
    let names: Vec<&str> = c["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["reading"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["strict", "rfc2732", "java", "rfc3986", "whatwg"]);
    assert_eq!(c["readings"][0]["host"], Value::Null);
    // RFC 3986 and WHATWG read a host.
    assert_eq!(c["readings"][3]["host"], "a_b.example");
    assert_eq!(c["readings"][4]["host"], "a_b.example");
    assert!(c["differ"].as_array().unwrap().contains(&"host".into()));
    assert_eq!(c["readings"][0]["reasons"][0]["rule"], "host");
    assert!(
        c["readings"][0]["reasons"][0]["message"]
            .as_str()
            .unwrap()
            .contains("reg_name")
    );

    let c = answer(compare("../g", "http://a/b/c/d;p?q", "en"));
    assert_eq!(c["readings"][0]["resolved"], "http://a/b/g");

    let c = answer(compare("http://[::1]/", "", "en"));
    assert_eq!(c["readings"][0]["valid"], false);
    assert_eq!(c["readings"][0]["error"]["offset"], 7);
}

#[test]
fn rules_and_examples() {
    let r = answer(rules("strict"));
    assert_eq!(r.as_array().unwrap().len(), 44);
    assert!(
        r.as_array()
            .unwrap()
            .iter()
            .any(|r| r["name"] == "URI-reference")
    );
    let e = answer(examples());
    let e = e.as_array().unwrap();
    assert!(
        e.iter()
            .any(|x| x["input"] == "../g" && x["base"] == "http://a/b/c/d;p?q")
    );
    assert!(
        e.iter()
            .any(|x| x["group"] == "confusion" && x["class"] == "host")
    );
    assert_eq!(answer(readings()).as_array().unwrap().len(), 5);
    assert_eq!(answer(rules("rfc3986")).as_array().unwrap().len(), 39);
    assert_eq!(answer(field_names("ja"))["path"], "パス");
    assert_eq!(answer(field_names("en"))["fragment"], "fragment");
}

#[test]
fn invisible_characters_as_escapes() {
    let v = answer(visible("/a\u{202E}b\u{200B}é", 10));
    assert_eq!(v["count"], 3);
    assert_eq!(v["chars"][0]["escape"], "\\u{202E}");
    assert_eq!(v["chars"][0]["class"], "bidi");
    assert_eq!(v["chars"][0]["offset"], 2);
    assert_eq!(v["chars"][1]["class"], "hidden");
    assert_eq!(v["chars"][2]["class"], "non-ascii");
    assert_eq!(
        answer(visible(&"\u{200B}".repeat(100), 5))["chars"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
}

#[test]
fn a_megabyte_answers_with_a_bounded_tree() {
    let input = format!("http://a/{}", "b/".repeat(500_000));
    let t = answer(tree(&input, "strict", "URI-reference", "en", 500));
    assert_eq!(t["valid"], true);
    assert!(t["nodes"].as_u64().unwrap() > 500_000);
    assert_eq!(t["shown"], 500);
    let t = answer(tree(&input, "strict", "URI-reference", "en", usize::MAX));
    assert_eq!(t["shown"], MAX_TREE_NODES);
    assert_eq!(
        answer(tree("a", "strict", "URI-reference", "en", 0))["shown"],
        1
    );
    assert_eq!(
        answer(compare(&input, "", "en"))["readings"][0]["valid"],
        true
    );
    let bad = format!("{input} ");
    assert_eq!(
        answer(parse(&bad, "strict", "en"))["error"]["offset"],
        input.len()
    );
}

#[test]
fn hostile_inputs_get_answers_in_every_grammar_and_rule() {
    let long_escapes = "%".repeat(20_000);
    let inputs = [
        "",
        "%",
        "[",
        "http://[",
        "\u{202E}",
        "a\nb\tc\0",
        "http://u@h:1:2@x/%zz?#",
        "\u{10FFFF}\u{FEFF}",
        &long_escapes,
    ];
    for dialect in ["strict", "rfc2732", "java", "rfc3986"] {
        let names: Vec<String> = answer(rules(dialect))
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["name"].as_str().unwrap().to_owned())
            .collect();
        for input in inputs {
            assert!(answer(parse(input, dialect, "ja"))["valid"].is_boolean());
            for rule in &names {
                let t = answer(tree(input, dialect, rule, "en", 50));
                assert!(t["valid"].is_boolean(), "{dialect} {rule} {input:?}: {t}");
                assert!(t["shown"].as_u64().unwrap() <= 50);
            }
        }
    }
    for input in inputs {
        for base in ["", "http://a/b/c/d;p?q", "%", "mailto:x"] {
            let c = answer(compare(input, base, "ja"));
            assert_eq!(c["readings"].as_array().unwrap().len(), 5);
        }
        assert!(answer(visible(input, 3))["count"].is_u64());
    }
}

#[test]
fn references_in_text_with_their_lints() {
    // RFC 2396 Appendix E's own example.
    let example = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
                   but you can probably pick it up from <ftp://ds.internic.\n\
                   net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n\
                   ietf/uri/historical.html#WARNING>.";
    let a = answer(text(example, "strict", "en", 100));
    assert_eq!(a["count"], 3);
    let refs = a["references"].as_array().unwrap();
    let uris: Vec<&str> = refs.iter().map(|r| r["uri"].as_str().unwrap()).collect();
    assert_eq!(
        uris,
        [
            "http://www.w3.org/Addressing/",
            "ftp://ds.internic.net/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ]
    );
    // The offsets are the text's: the first is the quoted reference.
    let (start, end) = (
        refs[0]["start"].as_u64().unwrap(),
        refs[0]["end"].as_u64().unwrap(),
    );
    assert_eq!(&example[start as usize..end as usize], uris[0]);
    assert_eq!(
        (refs[1]["line"].as_u64(), refs[1]["column"].as_u64()),
        (Some(2), Some(39))
    );
    assert_eq!(refs[1]["delimiter"], "angle");
    assert!(refs.iter().all(|r| r["valid"] == true));
    assert_eq!(a["view"].as_u64(), Some(example.len() as u64));

    // An invalid reference, its error in the language asked for; lints;
    // a bidirectional control drawn as its escape.
    let a = answer(text(
        "see <http://a/b c> or http://user:pw@192.0.2.1/ and <http://x.example/\u{202E}gpj.exe>",
        "strict",
        "ja",
        100,
    ));
    let refs = a["references"].as_array().unwrap();
    assert_eq!(refs[0]["valid"], false);
    assert!(
        refs[0]["error"].as_str().unwrap().contains("空白"),
        "{}",
        refs[0]
    );
    let codes: Vec<&str> = refs[1]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["password-in-userinfo", "ipv4-host"]);
    // In angle brackets the control is part of the reference, which it
    // makes invalid.
    assert_eq!(refs[2]["valid"], false);
    assert!(refs[2]["findings"][0]["code"] == "bidi", "{}", refs[2]);
    assert_eq!(refs[2]["shown"], "http://x.example/\\u{202E}gpj.exe");
    assert_eq!(a["hidden"].as_array().unwrap().len(), 1);
    assert_eq!(a["hidden"][0][2], "\\u{202E}");

    // Read in another grammar: RFC 3986's host.
    let a = answer(text("at http://a_b.example/ now", "rfc3986", "en", 100));
    assert_eq!(a["references"][0]["valid"], true);
    assert!(
        a["references"][0]["findings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["code"] == "readings-disagree")
    );
    assert!(answer(text("x", "nope", "en", 1))["fault"].is_string());
}

#[test]
fn a_megabyte_of_text_is_counted_and_drawn_in_part() {
    let line = "a link http://example.com/a/b?c#d and <http://x/y z>\n";
    let big = line.repeat((1 << 20) / line.len() + 1);
    let a = answer(text(&big, "strict", "en", 5_000));
    let lines = big.lines().count() as u64;
    assert_eq!(a["count"].as_u64(), Some(2 * lines));
    assert_eq!(
        a["references"].as_array().unwrap().len(),
        MAX_TEXT_REFERENCES
    );
    assert_eq!(a["view"].as_u64(), Some(MAX_TEXT_VIEW as u64));
    // A view that would end inside a character ends before it.
    let wide = "é".repeat(MAX_TEXT_VIEW);
    let a = answer(text(&wide, "strict", "en", 10));
    assert_eq!(a["view"].as_u64(), Some(MAX_TEXT_VIEW as u64));
    let odd = format!("a{wide}");
    let a = answer(text(&odd, "strict", "en", 10));
    assert_eq!(a["view"].as_u64(), Some(MAX_TEXT_VIEW as u64 - 1));
}
