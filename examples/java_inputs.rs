//! Writes the inputs on which `tests/java/RecordUri.java` records the
//! answers of `java.net.URI` (tests/data/java/README.md): one JSON string a
//! line, the same every run (a fixed seed, no clock, no hash order).
//!
//! ```text
//! cargo run --example java_inputs > tests/data/java/inputs.jsonl
//! ```
//!
//! The families: the generators of the property tests (tests/components.rs,
//! tests/bnf_equivalence.rs) and their near misses; IPv6 literals, valid and
//! not; brackets, non-ASCII, control characters, space and `%` in every
//! component; ports and IPv4 parts around Java's integer limits; empty
//! authorities and empty paths; single-label and dotted numeric hosts; the
//! lines of tests/data/corpus-sample.txt and the `URI-reference` cases of
//! tests/cases/.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::Path;

fn main() -> io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = io::BufWriter::new(io::stdout().lock());
    for input in inputs(root)? {
        writeln!(out, "{}", json_string(&input))?;
    }
    out.flush()
}

/// Every input, in a fixed order, without repeats.
pub fn inputs(root: &Path) -> io::Result<Vec<String>> {
    let mut set = Inputs::default();
    fixed(&mut set);
    slots(&mut set);
    integers(&mut set);
    ipv6(&mut set);
    let mut rng = Rng(0x2396_2732_0000_0001);
    for _ in 0..2500 {
        let text = reference(&mut rng);
        set.add(text);
    }
    for _ in 0..2500 {
        let text = reference(&mut rng);
        let edited = near_miss(&mut rng, &text);
        set.add(edited);
    }
    for _ in 0..2000 {
        let len = rng.below(13);
        let text: String = (0..len).map(|_| *rng.pick(ALPHABET)).collect();
        set.add(text);
    }
    let corpus = std::fs::read_to_string(root.join("tests/data/corpus-sample.txt"))?;
    for line in corpus.lines() {
        set.add(line.to_owned());
    }
    for verdict in ["ok", "err"] {
        let dir = root.join("tests/cases/URI-reference").join(verdict);
        let mut files: Vec<_> = std::fs::read_dir(dir)?
            .map(|entry| entry.map(|e| e.path()))
            .collect::<io::Result<_>>()?;
        files.sort();
        for file in files {
            // The case convention of tests/rules.rs: one trailing "\n" off.
            let text = std::fs::read_to_string(file)?;
            let text = text.strip_suffix('\n').unwrap_or(&text);
            set.add(text.to_owned());
        }
    }
    Ok(set.list)
}

/// A JSON string: `"` and `\` escaped, control characters as `\uXXXX`,
/// everything else as it is (UTF-8).
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[derive(Default)]
struct Inputs {
    list: Vec<String>,
    seen: HashSet<String>,
}

impl Inputs {
    fn add(&mut self, s: String) {
        if self.seen.insert(s.clone()) {
            self.list.push(s);
        }
    }
}

/// splitmix64: a fixed sequence from a fixed seed, the same on every
/// platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'t, T>(&mut self, items: &'t [T]) -> &'t T {
        &items[self.below(items.len())]
    }

    /// `min..=max` characters of `class`, each of them possibly an escape
    /// `%XY` instead when `escapes`.
    fn chars(&mut self, class: &str, min: usize, max: usize, escapes: bool) -> String {
        let class: Vec<char> = class.chars().collect();
        let len = min + self.below(max - min + 1);
        let mut s = String::new();
        for _ in 0..len {
            if escapes && self.chance(15) {
                s.push('%');
                s.push(*self.pick(HEX));
                s.push(*self.pick(HEX));
            } else {
                s.push(*self.pick(&class));
            }
        }
        s
    }
}

const HEX: &[char] = &[
    '0', '1', '2', '7', '9', 'a', 'b', 'f', 'A', 'C', 'F', '3', '4', '5', '6', '8', 'c', 'd', 'e',
    'B', 'D', 'E',
];
const LOWER_DIGIT: &str = "abcdefghijklmnopqrstuvwxyz0123456789";
const ALPHA: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT: &str = "0123456789";
// The character sets of Appendix A, as in tests/components.rs.
const UNRESERVED: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()";
const PCHAR: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'():@&=+$,";
const URIC: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'();/?:@&=+$,";
const USERINFO: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'();:&=+$,";
const REL_SEGMENT: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'();@&=+$,";

/// The alphabet of the near misses of tests/bnf_equivalence.rs.
const ALPHABET: &[char] = &[
    'a', 'b', 'z', 'A', 'Z', 'F', 'f', '0', '1', '9', '-', '.', '_', '~', '!', '*', '\'', '(', ')',
    '%', ':', '/', '?', '#', '@', ';', '=', '&', '+', '$', ',', ' ', '[', ']', '<', '>', '"', '{',
    '}', '|', '\\', '^', '`', '\t', '\u{7f}', 'é',
];

// ---------------------------------------------------------------------------
// The generators of tests/components.rs, by hand
// ---------------------------------------------------------------------------

fn label(rng: &mut Rng, first: &str) -> String {
    let mut s = rng.chars(first, 1, 1, false);
    if rng.chance(60) {
        s.push_str(&rng.chars("abcdefghijklmnopqrstuvwxyz0123456789-", 0, 3, false));
        s.push_str(&rng.chars(LOWER_DIGIT, 1, 1, false));
    }
    s
}

fn host(rng: &mut Rng) -> String {
    if rng.chance(25) {
        // Up to four digits in the last part, as the property test has it.
        let parts: Vec<String> = (0..4)
            .map(|i| rng.chars(DIGIT, 1, if i == 3 { 4 } else { 3 }, false))
            .collect();
        return parts.join(".");
    }
    let mut s = String::new();
    for _ in 0..rng.below(3) {
        s.push_str(&label(rng, LOWER_DIGIT));
        s.push('.');
    }
    s.push_str(&label(rng, ALPHA));
    if rng.chance(15) {
        s.push('.');
    }
    s
}

fn authority(rng: &mut Rng) -> String {
    match rng.below(7) {
        0 => String::new(),
        // An underscore is no host character: a registry name.
        1 | 2 => format!(
            "{}_{}",
            rng.chars("abcdefghijklmnopqrstuvwxyz0123456789.:@", 0, 3, false),
            rng.chars("abcdefghijklmnopqrstuvwxyz0123456789_.", 0, 3, false)
        ),
        _ => {
            let mut s = String::new();
            if rng.chance(30) {
                s.push_str(&rng.chars(USERINFO, 0, 4, true));
                s.push('@');
            }
            s.push_str(&host(rng));
            if rng.chance(30) {
                s.push(':');
                s.push_str(&rng.chars(DIGIT, 0, 5, false));
            }
            s
        }
    }
}

fn segments(rng: &mut Rng, min: usize) -> String {
    let mut s = String::new();
    for _ in 0..min + rng.below(4 - min) {
        s.push('/');
        s.push_str(&rng.chars(PCHAR, 0, 3, true));
        for _ in 0..rng.below(2) {
            s.push(';');
            s.push_str(&rng.chars(PCHAR, 0, 2, true));
        }
    }
    s
}

fn hierarchical(rng: &mut Rng, relative: bool) -> String {
    let mut s = match rng.below(if relative { 3 } else { 2 }) {
        0 => {
            let path = if rng.chance(50) {
                segments(rng, 1)
            } else {
                String::new()
            };
            format!("//{}{path}", authority(rng))
        }
        1 => {
            let path = segments(rng, 1);
            if path.starts_with("//") {
                format!("/a{path}")
            } else {
                path
            }
        }
        _ => {
            let mut path = rng.chars(REL_SEGMENT, 1, 4, true);
            if rng.chance(50) {
                path.push_str(&segments(rng, 1));
            }
            path
        }
    };
    if rng.chance(40) {
        s.push('?');
        s.push_str(&rng.chars(URIC, 0, 4, true));
    }
    s
}

fn scheme(rng: &mut Rng) -> String {
    let mut s = rng.chars(ALPHA, 1, 1, false);
    s.push_str(&rng.chars(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-",
        0,
        5,
        false,
    ));
    s
}

/// A reference as tests/components.rs builds them.
fn reference(rng: &mut Rng) -> String {
    let mut s = match rng.below(8) {
        0..=2 => format!("{}:{}", scheme(rng), hierarchical(rng, false)),
        3 => {
            let first = rng.chars(&format!("{UNRESERVED};?:@&=+$,"), 1, 1, true);
            let rest = rng.chars(URIC, 0, 6, true);
            format!("{}:{first}{rest}", scheme(rng))
        }
        4..=6 => hierarchical(rng, true),
        _ => String::new(),
    };
    if rng.chance(40) {
        s.push('#');
        s.push_str(&rng.chars(URIC, 0, 4, true));
    }
    s
}

/// One to three edits (replace, insert, delete) with characters of
/// [`ALPHABET`], as the near misses of tests/bnf_equivalence.rs.
fn near_miss(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let c = *rng.pick(ALPHABET);
        match rng.below(3) {
            0 if !chars.is_empty() => {
                let at = rng.below(chars.len());
                chars[at] = c;
            }
            1 => {
                let at = rng.below(chars.len() + 1);
                chars.insert(at, c);
            }
            2 if !chars.is_empty() => {
                let at = rng.below(chars.len());
                chars.remove(at);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

// ---------------------------------------------------------------------------
// Hand-picked families
// ---------------------------------------------------------------------------

/// Empty components, empty authorities, numeric and dotted hosts,
/// malformed escapes.
fn fixed(set: &mut Inputs) {
    const FIXED: &[&str] = &[
        "",
        "?",
        "#",
        "?#",
        "?y",
        "?y#f",
        "#f",
        "//",
        "///",
        "////",
        "///x",
        "//?q",
        "//#f",
        "//?",
        "//#",
        "file:///x",
        "file:///",
        "file://",
        "file:",
        "file:#f",
        "file:?q",
        "http://",
        "http:///",
        "http://?q",
        "http://#f",
        "http:/",
        "http:",
        "http:x",
        "http://a",
        "http://a?",
        "http://a#",
        "http://a:",
        "http://a:/",
        "http://:80/",
        "http://@/",
        "http://@a/",
        "http://u@/",
        "http://u@:80/",
        "http://a@b@c/",
        "http://a:1:2/",
        "http://123/",
        "http://1/",
        "http://0/",
        "http://123./",
        "http://1a/",
        "http://1-a/",
        "http://a1/",
        "http://123.com/",
        "http://com.123/",
        "http://a.1/",
        "http://a.1a/",
        "http://1.2/",
        "http://1.2.3/",
        "http://1.2.3./",
        "http://1.2.3.4/",
        "http://1.2.3.4./",
        "http://1.2.3.4.5/",
        "http://1.2.3.4a/",
        "http://1.2.3.a/",
        "http://a./",
        "http://a../",
        "http://.a/",
        "http://./",
        "http://a.b./",
        "http://a.b../",
        "http://-a/",
        "http://a-/",
        "http://a.-b/",
        "http://a--b/",
        "http://a_b/",
        "http://a_b:80/",
        "//123",
        "//a.",
        "//1.2.3.4",
        "1",
        "1:x",
        "a:",
        ":",
        ":x",
        "a:b:c",
        "./a:b",
        "a/b:c",
        "@:x",
        "%",
        "%4",
        "%G0",
        "%%",
        "%4g",
        "%41",
        "http://a%/",
        "http://a%4/",
        "http://a%41/",
        "http://a%zz/",
        "http://%41@a/",
        "http://%4@a/",
        "http://a/%",
        "http://a/%4",
        "http://a/%zz",
        "http://a/?%",
        "http://a/?%4",
        "http://a/#%",
        "http://a/#%g1",
        "mailto:%",
        "mailto:%4",
        "mailto:a%zz",
        "x:%41",
        "http://h/a/../b/./c",
        "../a",
        "./",
        ".",
        "..",
        "/",
        "//a/b",
        "http://h:80:/",
    ];
    for s in FIXED {
        set.add((*s).to_owned());
    }
}

/// Templates with one slot (`{}`) in each component, and what goes in it.
const TEMPLATES: &[&str] = &[
    "{}:x",
    "h{}p://a/",
    "http://{}@h/",
    "http://u{}v@h/",
    "http://{}/",
    "http://h{}/",
    "http://h{}.com/",
    "http://{}h.com:80/p",
    "http://h:{}/",
    "http://h:8{}0/",
    "http://h/{}",
    "http://h/a{}b/c",
    "http://h/a;{}",
    "/{}",
    "/a/{}/b",
    "{}",
    "a{}",
    "a{}/b",
    "a/{}",
    "//{}",
    "//{}/p",
    "http://h/?{}",
    "http://h/?a{}b#f",
    "?{}",
    "http://h/#{}",
    "#{}",
    "mailto:{}",
    "mailto:a{}",
    "urn:x:{}#f",
    "http://a_b{}/",
    "http://{}a_b/",
    "http://[::1{}]/",
    "http://[{}::1]/",
    "http://[::1]{}/",
    "http://u@[::1]:80/{}",
    "http://1.2.3.4{}/",
    "http://1.2{}.3.4/",
];

/// What goes into each slot: brackets, non-ASCII characters (Latin-1, CJK,
/// emoji, the space separators of Unicode, C1 controls), ASCII controls,
/// space, `%` alone and in escapes.
fn slot_values() -> Vec<String> {
    let mut values: Vec<String> = [
        "[",
        "]",
        "[]",
        "[x]",
        "][",
        "[::1]",
        "%",
        "%4",
        "%zz",
        "%41",
        "%25",
        "%C3%A9",
        " ",
        "a b",
        "\u{0}",
        "\t",
        "\n",
        "\r",
        "\u{1f}",
        "\u{7f}",
        "\u{80}",
        "\u{85}",
        "\u{9f}",
        "\u{a0}",
        "\u{a1}",
        "\u{ad}",
        "é",
        "ÿ",
        "\u{e9}x",
        "中",
        "日本",
        "\u{2000}",
        "\u{2005}",
        "\u{200a}",
        "\u{200b}",
        "\u{2028}",
        "\u{2029}",
        "\u{202f}",
        "\u{205f}",
        "\u{3000}",
        "\u{1680}",
        "\u{feff}",
        "\u{fffd}",
        "\u{ffff}",
        "😀",
        "𝔘",
        "\u{10ffff}",
        "<",
        ">",
        "\"",
        "{",
        "}",
        "|",
        "\\",
        "^",
        "`",
        "#",
        "?",
        "/",
        "@",
        ":",
        ";",
        "_",
        "~",
        "",
        "0",
        "9",
        "-",
        ".",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    // Every other ASCII control character too.
    values.extend((1u8..0x20).map(|b| char::from(b).to_string()));
    values
}

fn slots(set: &mut Inputs) {
    let values = slot_values();
    for template in TEMPLATES {
        for value in &values {
            set.add(template.replacen("{}", value, 1));
        }
    }
}

/// Ports and IPv4 parts around the limits of Java's `int` and of a byte.
fn integers(set: &mut Inputs) {
    const NUMBERS: &[&str] = &[
        "0",
        "00",
        "000",
        "0000",
        "00000000000",
        "1",
        "01",
        "001",
        "0001",
        "9",
        "09",
        "99",
        "099",
        "199",
        "249",
        "250",
        "254",
        "255",
        "0255",
        "00255",
        "000000255",
        "256",
        "0256",
        "260",
        "299",
        "300",
        "999",
        "1000",
        "9999",
        "65535",
        "65536",
        "99999",
        "2147483647",
        "02147483647",
        "2147483648",
        "4294967295",
        "4294967296",
        "9223372036854775807",
        "9223372036854775808",
        "99999999999999999999",
        "-1",
        "+1",
        "1e3",
        "0x10",
    ];
    for n in NUMBERS {
        set.add(format!("http://h:{n}/"));
        set.add(format!("http://h:{n}"));
        set.add(format!("//u@h:{n}?q"));
        set.add(format!("http://1.2.3.4:{n}/"));
        set.add(format!("http://[::1]:{n}/"));
        set.add(format!("http://{n}/"));
        set.add(format!("http://{n}:80/"));
        set.add(format!("http://{n}.{n}.{n}.{n}/"));
        for position in 0..4 {
            let mut parts = ["1", "2", "3", "4"];
            parts[position] = n;
            let ip = parts.join(".");
            set.add(format!("http://{ip}/"));
            set.add(format!("http://{ip}:8080/"));
            set.add(format!("http://[::{ip}]/"));
            set.add(format!("http://[1:2:3:4:5:6:{ip}]/"));
        }
    }
}

/// IPv6 literals, valid and not, in the places of a host.
fn ipv6(set: &mut Inputs) {
    const ADDRESSES: &[&str] = &[
        "::",
        "::1",
        "1::",
        "1::2",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "1:2:3:4::5:6:7",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:8::",
        "::1:2:3:4:5:6:7:8",
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        "fedc:ba98:7654:3210:fedc:ba98:7654:3210",
        "1080:0:0:0:8:800:200C:417A",
        "1080::8:800:200C:417A",
        "3ffe:2a00:100:7031::1",
        "FF01::101",
        "::13.1.68.3",
        "::FFFF:129.144.52.38",
        "::192.9.5.5",
        "::ffff:1.2.3.4",
        "1:2:3:4:5:6:1.2.3.4",
        "1:2:3:4:5:6:7:1.2.3.4",
        "1::1.2.3.4",
        "1:2:3:4:5::1.2.3.4",
        "1:2:3:4:5:6::1.2.3.4",
        "::1.2.3",
        "::1.2.3.4.5",
        "::1.2.3.256",
        "::01.2.3.4",
        "::1.2.3.04",
        "::1.2.3.0004",
        "::1.2.3.4:5",
        "1.2.3.4",
        "1.2.3.4::",
        "12345::",
        "::12345",
        "01234::",
        "g::",
        "::g",
        ":::",
        "::::",
        "1:::2",
        "1::2::3",
        ":1::",
        "::1:",
        "1:",
        ":1",
        "1",
        "",
        " ",
        "::1 ",
        "fe80::1%eth0",
        "fe80::1%25eth0",
        "fe80::1%1",
        "fe80::1%",
        "fe80::1%eth-0",
        "fe80::1%eth_0.1",
        "fe80::1%%",
        "fe80::1%é",
        "::1%eth0%1",
        "%eth0",
        "v1.fe80::a+en1",
        "v7.x",
        "[::1]",
        "::1]",
        "::1/64",
        "::1?q",
        "::1#f",
        "::1@x",
        "::1/",
        "::A:b:C:d",
        "0:0:0:0:0:0:0:0",
        "0000:0000:0000:0000:0000:0000:0000:0000",
        "00000::",
    ];
    const CONTEXTS: &[&str] = &[
        "http://[{}]/",
        "http://[{}]",
        "http://[{}]:80/p?q#f",
        "http://[{}]:/",
        "//u@[{}]/",
        "//[{}]",
        "ftp://u:p@[{}]:21",
        "http://[{}/",
        "http://{}]/",
        "http://[{}]x/",
        "http://x[{}]/",
        "http://[{}]:8a/",
        "http://{}/",
        "[{}]",
        "a://[{}]x",
    ];
    for context in CONTEXTS {
        for address in ADDRESSES {
            set.add(context.replacen("{}", address, 1));
        }
    }
    // Random addresses: eight pieces of one to four hex digits (or five,
    // or an IPv4 tail), a run of them compressed, a scope id.
    let mut rng = Rng(0x2373_0000_0000_0002);
    for _ in 0..1000 {
        let count = 6 + rng.below(4);
        let mut pieces: Vec<String> = (0..count)
            .map(|_| {
                let digits = if rng.chance(3) { 5 } else { 1 + rng.below(4) };
                rng.chars("0123456789abcdefABCDEF", digits, digits, false)
            })
            .collect();
        if rng.chance(30) {
            pieces.pop();
            pieces.pop();
            let ip: Vec<String> = (0..4)
                .map(|_| {
                    if rng.chance(10) {
                        "256".to_owned()
                    } else {
                        rng.below(256).to_string()
                    }
                })
                .collect();
            pieces.push(ip.join("."));
        }
        let mut text = if rng.chance(60) {
            let start = rng.below(pieces.len() + 1);
            let len = rng.below(pieces.len() - start + 1);
            let before = pieces[..start].join(":");
            let after = pieces[start + len..].join(":");
            format!("{before}::{after}")
        } else {
            pieces.join(":")
        };
        if rng.chance(15) {
            text.push('%');
            text.push_str(&rng.chars("abcdefghijklmnopqrstuvwxyz0123456789_.", 0, 5, false));
        }
        let context = *rng.pick(&CONTEXTS[..7]);
        set.add(context.replacen("{}", &text, 1));
    }
}
