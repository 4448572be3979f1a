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
    assert_eq!(answer(readings()).as_array().unwrap().len(), 6);
    assert_eq!(answer(rules("rfc3986")).as_array().unwrap().len(), 39);
    assert_eq!(answer(field_names("ja"))["path"], "パス");
    assert_eq!(answer(field_names("en"))["fragment"], "fragment");
    // Every field of compare, in its order, and every name the page asks.
    let fields = answer(fields());
    assert_eq!(fields[0], "valid");
    assert_eq!(fields.as_array().unwrap().len(), Field::ALL.len());
    let names = answer(field_names("ja"));
    for field in fields.as_array().unwrap() {
        assert!(names[field.as_str().unwrap()].is_string(), "{field}");
    }
    assert_eq!(names["authority"], "オーソリティ");
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

#[test]
fn an_iri_mapped_to_its_uri_each_character_listed() {
    let a = answer(iri_to_uri("http://example.jp/表示/", 10));
    assert_eq!(a["uri"], "http://example.jp/%E8%A1%A8%E7%A4%BA/");
    assert_eq!(
        (a["count"].as_u64(), a["left"].as_u64()),
        (Some(2), Some(0))
    );
    assert_eq!(a["shown"], Value::Null);
    assert_eq!(
        a["chars"][0],
        json!({
            "start": 18, "end": 21, "char": "表", "codepoint": "U+8868",
            "class": "ucschar", "escaped": "%E8%A1%A8",
        })
    );
    assert_eq!(a["chars"][1]["escaped"], "%E7%A4%BA");

    // A private-use character is escaped (RFC 3987 3.1 maps iprivate
    // too); a noncharacter, which no IRI holds, is left, and drawn as its
    // escape.
    let a = answer(iri_to_uri("http://a/?\u{E000}#\u{FFFE}", 10));
    assert_eq!(a["uri"], "http://a/?%EE%80%80#\u{FFFE}");
    assert_eq!(a["shown"], "http://a/?%EE%80%80#\\u{FFFE}");
    assert_eq!(a["chars"][0]["class"], "iprivate");
    assert_eq!(a["chars"][1]["class"], "other");
    assert_eq!(a["chars"][1]["escaped"], Value::Null);
    assert_eq!(a["left"], 1);

    // US-ASCII alone is its own URI, escapes and all.
    let a = answer(iri_to_uri("http://a/b%20c d", 10));
    assert_eq!(a["uri"], "http://a/b%20c d");
    assert_eq!(a["count"], 0);
    assert_eq!(a["chars"], json!([]));
}

#[test]
fn a_uri_converted_to_its_iri_each_escape_kept_with_why() {
    let a = answer(uri_to_iri(
        "http://example.jp/%E8%A1%A8%E7%A4%BA/",
        "en",
        10,
    ));
    assert_eq!(a["iri"], "http://example.jp/表示/");
    assert_eq!(a["count"], 0);
    assert_eq!(a["kept"], json!([]));
    assert_eq!(a["shown"], Value::Null);

    // 表 in Shift_JIS (0x95 0x5C): no UTF-8, and its second octet, "\",
    // no URI holds as it is. Byte offsets in the URI, as the tool's.
    let a = answer(uri_to_iri(
        "http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C",
        "en",
        10,
    ));
    assert_eq!(a["iri"], "http://example.jp/表示/%95%5C");
    assert_eq!(
        a["kept"][0],
        json!({
            "start": 37, "end": 40, "escape": "%95", "reason": "not-utf8",
            "message": "octets that are no UTF-8 character",
        })
    );
    assert_eq!(a["kept"][1]["reason"], "not-in-uris");
    assert_eq!(a["kept"][1]["escape"], "%5C");
    assert_eq!(a["count"], 2);

    // A reserved character escaped as data stays escaped: decoded, "/"
    // and "&" would be delimiters.
    let a = answer(uri_to_iri("http://a/b%2Fc?d=%E2%82%AC%26", "en", 10));
    assert_eq!(a["iri"], "http://a/b%2Fc?d=€%26");
    let reasons: Vec<&str> = a["kept"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["reason"].as_str().unwrap())
        .collect();
    assert_eq!(reasons, ["reserved", "reserved"]);

    // RFC 3987 3.2.1: a right-to-left override stays, in capitals.
    let a = answer(uri_to_iri(
        "http://xn--99zt52a.example.org/%e2%80%ae",
        "en",
        10,
    ));
    assert_eq!(a["iri"], "http://xn--99zt52a.example.org/%E2%80%AE");
    assert_eq!(a["kept"][0]["escape"], "%e2%80%ae");
    assert_eq!(a["kept"][0]["reason"], "not-in-iris");

    // A decoded character the page draws as its escape: a zero width space.
    let a = answer(uri_to_iri("http://a/x%E2%80%8By", "en", 10));
    assert_eq!(a["iri"], "http://a/x\u{200B}y");
    assert_eq!(a["shown"], "http://a/x\\u{200B}y");

    // In Japanese.
    let a = answer(uri_to_iri("http://example.jp/%95%5C", "ja", 10));
    assert_eq!(a["kept"][0]["message"], "UTF-8 の文字ではないオクテット");
    assert_eq!(
        a["kept"][1]["message"],
        "URI がそのままでは含まない US-ASCII 文字"
    );
    assert!(answer(uri_to_iri("a", "fr", 10))["fault"].is_string());
}

#[test]
fn iri_examples_open_their_mode() {
    let e = answer(examples());
    let iri: Vec<&Value> = e
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["group"] == "iri")
        .collect();
    assert_eq!(iri.len(), IRI_EXAMPLES.len());
    assert!(iri.iter().all(|x| x["mode"] == "iri"));
    assert!(iri.iter().any(|x| x["input"] == "http://example.jp/表示/"));
}

#[test]
fn a_megabyte_of_escapes_maps_with_bounded_lists() {
    // Each %E8 starts a character that the next does not continue.
    let escapes = "%E8".repeat(350_000);
    let a = answer(uri_to_iri(&escapes, "ja", 100));
    assert_eq!(a["iri"].as_str(), Some(escapes.as_str()));
    assert_eq!(a["count"], 350_000);
    assert_eq!(a["kept"].as_array().unwrap().len(), 100);
    assert_eq!(a["kept"][99]["start"], 297);
    assert_eq!(a["kept"][99]["reason"], "not-utf8");
    let a = answer(uri_to_iri(&escapes, "en", usize::MAX));
    assert_eq!(a["kept"].as_array().unwrap().len(), MAX_MAPPED);
    // US-ASCII: its own URI, nothing listed.
    let a = answer(iri_to_uri(&escapes, usize::MAX));
    assert_eq!(a["uri"].as_str(), Some(escapes.as_str()));
    assert_eq!(a["count"], 0);

    let wide = "表".repeat(350_000);
    let a = answer(iri_to_uri(&wide, usize::MAX));
    assert_eq!(a["uri"].as_str().map(str::len), Some(3 * wide.len()));
    assert_eq!(a["count"], 350_000);
    assert_eq!(a["chars"].as_array().unwrap().len(), MAX_MAPPED);
    let a = answer(iri_to_uri(&wide, 0));
    assert_eq!(a["chars"], json!([]));
}

#[test]
fn hostile_escapes_are_kept_or_decoded_never_panicked_on() {
    let inputs = [
        "",
        "%",
        "%%",
        "%%41",
        "%2",
        "%zz%E8",
        "%E8%A1",
        "%C0%80",
        "%ED%A0%80",
        "%F4%90%80%80",
        "%EF%BF%BE",
        "%00%25%7F",
        "%F0%9F%98%80%F0%9F%98",
        "?%EE%80%80#%EE%80%80",
        "\u{202E}%E2%80%AE\u{10FFFF}",
    ];
    for input in inputs {
        for lang in ["en", "ja"] {
            let a = answer(uri_to_iri(input, lang, 10));
            let kept = a["kept"].as_array().unwrap();
            assert_eq!(a["count"].as_u64(), Some(kept.len() as u64), "{input}");
            for k in kept {
                let (start, end) = (k["start"].as_u64().unwrap(), k["end"].as_u64().unwrap());
                assert_eq!(k["escape"], input[start as usize..end as usize], "{input}");
                assert!(k["message"].is_string());
            }
        }
        let a = answer(iri_to_uri(input, 10));
        assert!(a["uri"].is_string(), "{input}");
    }
}
