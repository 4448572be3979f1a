//! The independent recognizer of the tests: one regular expression per rule
//! of `uri2396.pest`, assembled rule by rule from the BNF of RFC 2396,
//! Appendix A (and of section 2.4.3 for the excluded characters). Nothing in
//! it comes from the crate under test. The grammar has no recursion, so every
//! rule is a regular language.
//!
//! The same for RFC 2396 as RFC 2732 section 3 amends it ([`Reading::RFC2732`]):
//! the rules it replaces (`host`, `IPv4address`, `reserved`, `unwise`) and
//! adds (`IPv6reference`, and from RFC 2373 section 2.2 `IPv6address` and its
//! parts), written from the text of the two RFCs; every other rule is
//! Appendix A's, assembled again so that it names the amended rules.
//!
//! Two questions are asked of it:
//! - [`derives`]: does the rule derive the whole input (the regex crate);
//! - [`check_error_offset`]: is an error placed where the crate promises,
//!   at the first character that no string of the rule can have there. A
//!   dense DFA of the rule's expression (regex-automata) is stepped byte by
//!   byte: a prefix is live when the DFA is not dead after it.
//!
//! A module of the library's suite (`tests/suite.rs`) and of the tool's
//! (`cli/tests/suite.rs`, by path).

// The tool's suite uses only some of it.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap};
use std::sync::{LazyLock, Mutex, PoisonError};

use regex::Regex;
use regex_automata::dfa::{Automaton, StartKind, dense};
use regex_automata::util::primitives::StateID;
use regex_automata::util::start;
use regex_automata::{Anchored, MatchKind};

/// What the expressions are built for. The two flavors differ only in the
/// bound of the BNF's `*` and `1*` repetitions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flavor {
    /// Membership: `*` is unbounded. Compiled anchored, `^(?:...)$`.
    Match,
    /// Generation with proptest's `string_regex`: `*` repeats at most
    /// [`GENERATE_MAX`] times, so that nested repetitions stay short and the
    /// generated strings stay near the boundaries that matter.
    Generate,
}

/// The bound of a repetition in [`Flavor::Generate`].
const GENERATE_MAX: u32 = 3;

/// Which grammar the expressions are of: RFC 2396 Appendix A, with RFC 2732
/// section 3's amendment or not, and any of java.net.URI's deviations as
/// docs/java.md reads them, each on its own (the switches of `java.pest`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Reading {
    /// RFC 2396 as amended by RFC 2732 section 3.
    pub rfc2732: bool,
    pub empty_authority: bool,
    pub empty_relative_path: bool,
    pub ipv4_addresses: bool,
    pub single_label_hostnames: bool,
    /// Scope ids; needs `rfc2732`.
    pub ipv6_literals: bool,
    pub other_characters: bool,
    /// `[` and `]` first in an opaque part; needs `rfc2732`.
    pub brackets_outside_the_host: bool,
    pub ports: bool,
    /// Not RFC 2396 at all: the grammar of RFC 3986 Appendix A, as
    /// `appendix_a_3986/mod.rs` transcribes it, so that the checks of this
    /// module (error offsets, expected sets) serve that grammar too. The
    /// other fields are then unused.
    pub rfc3986: bool,
    /// Not RFC 2396 either: the grammar of RFC 3987 2.2, as
    /// `appendix_a_3986/mod.rs` transcribes it beside RFC 3986's.
    pub rfc3987: bool,
}

impl Reading {
    /// RFC 2396 Appendix A.
    pub const RFC2396: Reading = Reading {
        rfc2732: false,
        empty_authority: false,
        empty_relative_path: false,
        ipv4_addresses: false,
        single_label_hostnames: false,
        ipv6_literals: false,
        other_characters: false,
        brackets_outside_the_host: false,
        ports: false,
        rfc3986: false,
        rfc3987: false,
    };
    /// RFC 2396 as amended by RFC 2732 section 3.
    pub const RFC2732: Reading = Reading {
        rfc2732: true,
        ..Reading::RFC2396
    };
    /// java.net.URI's reading: RFC 2732's, with every deviation.
    pub const JAVA: Reading = Reading {
        rfc2732: true,
        empty_authority: true,
        empty_relative_path: true,
        ipv4_addresses: true,
        single_label_hostnames: true,
        ipv6_literals: true,
        other_characters: true,
        brackets_outside_the_host: true,
        ports: true,
        rfc3986: false,
        rfc3987: false,
    };
    /// RFC 3986 Appendix A (see [`Reading::rfc3986`]).
    pub const RFC3986: Reading = Reading {
        rfc3986: true,
        ..Reading::RFC2396
    };
    /// RFC 3987 2.2 (see [`Reading::rfc3987`]).
    pub const RFC3987: Reading = Reading {
        rfc3987: true,
        ..Reading::RFC2396
    };
}

/// The rule set being assembled: each rule's expression, by RFC name.
struct Bnf {
    flavor: Flavor,
    rules: BTreeMap<&'static str, String>,
}

impl Bnf {
    /// The expression of a rule defined earlier, as one atom.
    fn r(&self, name: &str) -> String {
        let re = self
            .rules
            .get(name)
            .unwrap_or_else(|| panic!("rule {name} used before it is defined"));
        format!("(?:{re})")
    }

    fn define(&mut self, name: &'static str, re: String) {
        let previous = self.rules.insert(name, re);
        assert!(previous.is_none(), "rule {name} defined twice");
    }

    /// BNF `*x`.
    fn star(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})*"),
            Flavor::Generate => format!("(?:{x}){{0,{GENERATE_MAX}}}"),
        }
    }

    /// BNF `1*x`.
    fn plus(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})+"),
            Flavor::Generate => format!("(?:{x}){{1,{GENERATE_MAX}}}"),
        }
    }
}

/// BNF `a | b | ...`.
fn alt(items: &[&str]) -> String {
    format!("(?:{})", items.join("|"))
}

/// BNF `a b ...`.
fn cat(items: &[&str]) -> String {
    items.iter().map(|x| format!("(?:{x})")).collect()
}

/// BNF `[ x ]`.
fn opt(x: &str) -> String {
    format!("(?:{x})?")
}

/// BNF `"..."`: a literal string.
fn lit(s: &str) -> String {
    format!("(?:{})", regex::escape(s))
}

/// BNF `"a" | "b" | ...`: a choice of literal strings.
fn lits(items: &[&str]) -> String {
    let escaped: Vec<String> = items.iter().map(|s| lit(s)).collect();
    format!("(?:{})", escaped.join("|"))
}

/// One expression per rule, written from Appendix A bottom-up (a rule is
/// defined after the rules it uses), with the BNF quoted above each.
///
/// Character classes are spelled with ASCII ranges only (`[a-z]`, never
/// `\w` or `[[:alpha:]]`), so no non-ASCII character is ever a letter.
fn bnf(flavor: Flavor, reading: Reading) -> BTreeMap<&'static str, String> {
    if reading.rfc3986 {
        return crate::appendix_a_3986::expressions_by_rfc_name(flavor == Flavor::Generate);
    }
    if reading.rfc3987 {
        return crate::appendix_a_3986::expressions_by_rfc_name_3987(flavor == Flavor::Generate);
    }
    let mut g = Bnf {
        flavor,
        rules: BTreeMap::new(),
    };

    // --- 1.6 and 2: characters -------------------------------------------

    // lowalpha = "a" | "b" | "c" | ... | "z"
    g.define("lowalpha", "[a-z]".to_owned());
    // upalpha  = "A" | "B" | "C" | ... | "Z"
    g.define("upalpha", "[A-Z]".to_owned());
    // digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"
    g.define("digit", "[0-9]".to_owned());
    // alpha    = lowalpha | upalpha
    g.define("alpha", alt(&[&g.r("lowalpha"), &g.r("upalpha")]));
    // alphanum = alpha | digit
    g.define("alphanum", alt(&[&g.r("alpha"), &g.r("digit")]));
    // hex      = digit | "A" | "B" | "C" | "D" | "E" | "F" |
    //                    "a" | "b" | "c" | "d" | "e" | "f"
    g.define(
        "hex",
        alt(&[
            &g.r("digit"),
            &lits(&["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"]),
        ]),
    );
    // escaped  = "%" hex hex
    // Java: "Characters in the other category are permitted wherever RFC
    // 2396 permits escaped octets"; "other" is "the Unicode characters that
    // are not in the US-ASCII character set, are not control characters
    // (according to the Character.isISOControl method), and are not space
    // characters (according to the Character.isSpaceChar method)": the
    // regex crate's Unicode tables, not a list.
    if reading.other_characters {
        g.define(
            "other",
            r"[[^\x00-\x7F]--[\x80-\x9F\p{Zs}\p{Zl}\p{Zp}]]".to_owned(),
        );
        g.define(
            "escaped",
            alt(&[&cat(&[&lit("%"), &g.r("hex"), &g.r("hex")]), &g.r("other")]),
        );
    } else {
        g.define("escaped", cat(&[&lit("%"), &g.r("hex"), &g.r("hex")]));
    }
    // mark     = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
    g.define("mark", lits(&["-", "_", ".", "!", "~", "*", "'", "(", ")"]));
    // unreserved = alphanum | mark
    g.define("unreserved", alt(&[&g.r("alphanum"), &g.r("mark")]));
    // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","
    // RFC 2732 3 (3): Add "[" and "]" to the set of 'reserved' characters:
    //    reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
    //                  "$" | "," | "[" | "]"
    let reserved: &[&str] = if reading.rfc2732 {
        &[";", "/", "?", ":", "@", "&", "=", "+", "$", ",", "[", "]"]
    } else {
        &[";", "/", "?", ":", "@", "&", "=", "+", "$", ","]
    };
    g.define("reserved", lits(reserved));
    // uric     = reserved | unreserved | escaped
    g.define(
        "uric",
        alt(&[&g.r("reserved"), &g.r("unreserved"), &g.r("escaped")]),
    );

    // --- 4.1 and 3.4: fragment and query ----------------------------------

    // fragment = *uric
    g.define("fragment", g.star(&g.r("uric")));
    // query    = *uric
    g.define("query", g.star(&g.r("uric")));

    // --- 3.3: path ----------------------------------------------------------

    // pchar    = unreserved | escaped |
    //            ":" | "@" | "&" | "=" | "+" | "$" | ","
    g.define(
        "pchar",
        alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[":", "@", "&", "=", "+", "$", ","]),
        ]),
    );
    // param    = *pchar
    g.define("param", g.star(&g.r("pchar")));
    // segment  = *pchar *( ";" param )
    g.define(
        "segment",
        cat(&[
            &g.star(&g.r("pchar")),
            &g.star(&cat(&[&lit(";"), &g.r("param")])),
        ]),
    );
    // path_segments = segment *( "/" segment )
    g.define(
        "path_segments",
        cat(&[
            &g.r("segment"),
            &g.star(&cat(&[&lit("/"), &g.r("segment")])),
        ]),
    );
    // abs_path = "/"  path_segments
    g.define("abs_path", cat(&[&lit("/"), &g.r("path_segments")]));
    // uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
    //                 "&" | "=" | "+" | "$" | ","
    // Java: an opaque part is any uric but "/" first ("Illegal character in
    // opaque part" is for what is no uric).
    let first: &[&str] = if reading.brackets_outside_the_host {
        &[";", "?", ":", "@", "&", "=", "+", "$", ",", "[", "]"]
    } else {
        &[";", "?", ":", "@", "&", "=", "+", "$", ","]
    };
    g.define(
        "uric_no_slash",
        alt(&[&g.r("unreserved"), &g.r("escaped"), &lits(first)]),
    );
    // opaque_part = uric_no_slash *uric
    g.define(
        "opaque_part",
        cat(&[&g.r("uric_no_slash"), &g.star(&g.r("uric"))]),
    );
    // path     = [ abs_path | opaque_part ]
    g.define("path", opt(&alt(&[&g.r("abs_path"), &g.r("opaque_part")])));

    // --- 3.2.2: server-based naming authority --------------------------------

    // port     = *digit
    // Java: `Integer.parseInt` reads it, so at most 2147483647 (leading
    // zeros are no digits of the value): digit by digit from the left, a
    // ten-digit value is below the bound at its first smaller digit.
    if reading.ports {
        let bound = "2147483647";
        let mut below = vec!["[1-9][0-9]{0,8}".to_owned()];
        for (i, digit) in bound.bytes().enumerate() {
            let smaller = digit - b'0';
            let first = if i == 0 { 1 } else { 0 };
            if smaller > first {
                below.push(format!(
                    "{}[{}-{}][0-9]{{{}}}",
                    &bound[..i],
                    first,
                    smaller - 1,
                    9 - i
                ));
            }
        }
        below.push(bound.to_owned());
        let below: Vec<&str> = below.iter().map(String::as_str).collect();
        g.define("port", format!("0*{}", opt(&alt(&below))));
    } else {
        g.define("port", g.star(&g.r("digit")));
    }
    // IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
    // RFC 2732 3 (2): "Replace the definition of 'IPv4address' with that of
    // RFC 2373, as it correctly defines an IPv4address as consisting of at
    // most three decimal digits per segment": RFC 2373 Appendix B,
    //    IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
    // Java: "Each element is further constrained to have a value no greater
    // than 255", with any number of leading zeros (`scanByte`).
    if reading.ipv4_addresses {
        g.define("dec-octet", java_octet());
    }
    let part = if reading.ipv4_addresses {
        g.r("dec-octet")
    } else if reading.rfc2732 {
        format!("{}{{1,3}}", g.r("digit"))
    } else {
        g.plus(&g.r("digit"))
    };
    g.define(
        "IPv4address",
        cat(&[&part, &lit("."), &part, &lit("."), &part, &lit("."), &part]),
    );
    // toplabel = alpha | alpha *( alphanum | "-" ) alphanum
    g.define(
        "toplabel",
        alt(&[
            &g.r("alpha"),
            &cat(&[
                &g.r("alpha"),
                &g.star(&alt(&[&g.r("alphanum"), &lit("-")])),
                &g.r("alphanum"),
            ]),
        ]),
    );
    // domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
    g.define(
        "domainlabel",
        alt(&[
            &g.r("alphanum"),
            &cat(&[
                &g.r("alphanum"),
                &g.star(&alt(&[&g.r("alphanum"), &lit("-")])),
                &g.r("alphanum"),
            ]),
        ]),
    );
    // hostname = *( domainlabel "." ) toplabel [ "." ]
    let several = cat(&[
        &g.star(&cat(&[&g.r("domainlabel"), &lit(".")])),
        &g.r("toplabel"),
        &opt(&lit(".")),
    ]);
    // Java: "Hostnames in host components that comprise only a single
    // domain label are permitted to start with an alphanum character."
    let single = cat(&[&g.r("domainlabel"), &opt(&lit("."))]);
    g.define(
        "hostname",
        if reading.single_label_hostnames {
            alt(&[&several, &single])
        } else {
            several
        },
    );
    // host     = hostname | IPv4address
    // RFC 2732 3 (1):
    //    host          = hostname | IPv4address | IPv6reference
    //    ipv6reference = "[" IPv6address "]"
    match reading.rfc2732 {
        false => {
            g.define("host", alt(&[&g.r("hostname"), &g.r("IPv4address")]));
        }
        true => {
            ipv6(&mut g, reading);
            // Java: "The Literal IPv6 address format also supports
            // scope_ids": "%" and at least one of alphanum, "_", "."
            // (`L_SCOPE_ID`), after any address.
            let scope = if reading.ipv6_literals {
                g.define(
                    "scope-id",
                    g.plus(&alt(&[&g.r("alphanum"), &lits(&["_", "."])])),
                );
                opt(&cat(&[&lit("%"), &g.r("scope-id")]))
            } else {
                String::new()
            };
            g.define(
                "IPv6reference",
                cat(&[&lit("["), &g.r("IPv6address"), &scope, &lit("]")]),
            );
            g.define(
                "host",
                alt(&[&g.r("hostname"), &g.r("IPv4address"), &g.r("IPv6reference")]),
            );
        }
    }
    // hostport = host [ ":" port ]
    g.define(
        "hostport",
        cat(&[&g.r("host"), &opt(&cat(&[&lit(":"), &g.r("port")]))]),
    );
    // userinfo = *( unreserved | escaped |
    //               ";" | ":" | "&" | "=" | "+" | "$" | "," )
    g.define(
        "userinfo",
        g.star(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", ":", "&", "=", "+", "$", ","]),
        ])),
    );
    // server   = [ [ userinfo "@" ] hostport ]
    // Java: an empty authority is undefined, never an empty server, and
    // `parseServer` requires a host.
    let server = cat(&[&opt(&cat(&[&g.r("userinfo"), &lit("@")])), &g.r("hostport")]);
    g.define(
        "server",
        if reading.empty_authority {
            server
        } else {
            opt(&server)
        },
    );

    // --- 3.2.1 and 3.2: authority --------------------------------------------

    // reg_name = 1*( unreserved | escaped | "$" | "," |
    //                ";" | ":" | "@" | "&" | "=" | "+" )
    g.define(
        "reg_name",
        g.plus(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&["$", ",", ";", ":", "@", "&", "=", "+"]),
        ])),
    );
    // authority = server | reg_name
    g.define("authority", alt(&[&g.r("server"), &g.r("reg_name")]));

    // --- 3.1: scheme ----------------------------------------------------------

    // scheme   = alpha *( alpha | digit | "+" | "-" | "." )
    g.define(
        "scheme",
        cat(&[
            &g.r("alpha"),
            &g.star(&alt(&[
                &g.r("alpha"),
                &g.r("digit"),
                &lits(&["+", "-", "."]),
            ])),
        ]),
    );

    // --- 3 and 5: URI syntactic components ------------------------------------

    // rel_segment = 1*( unreserved | escaped |
    //                   ";" | "@" | "&" | "=" | "+" | "$" | "," )
    g.define(
        "rel_segment",
        g.plus(&alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", "@", "&", "=", "+", "$", ","]),
        ])),
    );
    // rel_path = rel_segment [ abs_path ]
    g.define(
        "rel_path",
        cat(&[&g.r("rel_segment"), &opt(&g.r("abs_path"))]),
    );
    if reading.empty_authority {
        java_paths(&mut g, reading);
    } else {
        // net_path = "//" authority [ abs_path ]
        g.define(
            "net_path",
            cat(&[&lit("//"), &g.r("authority"), &opt(&g.r("abs_path"))]),
        );
        // hier_part = ( net_path | abs_path ) [ "?" query ]
        g.define(
            "hier_part",
            cat(&[
                &alt(&[&g.r("net_path"), &g.r("abs_path")]),
                &opt(&cat(&[&lit("?"), &g.r("query")])),
            ]),
        );
        // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
        let relative = cat(&[
            &alt(&[&g.r("net_path"), &g.r("abs_path"), &g.r("rel_path")]),
            &opt(&cat(&[&lit("?"), &g.r("query")])),
        ]);
        // Java: "Empty relative paths are permitted".
        let relative = if reading.empty_relative_path {
            alt(&[&relative, &cat(&[&lit("?"), &g.r("query")])])
        } else {
            relative
        };
        g.define("relativeURI", relative);
    }
    // absoluteURI = scheme ":" ( hier_part | opaque_part )
    g.define(
        "absoluteURI",
        cat(&[
            &g.r("scheme"),
            &lit(":"),
            &alt(&[&g.r("hier_part"), &g.r("opaque_part")]),
        ]),
    );
    // URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
    let reference = cat(&[
        &opt(&alt(&[&g.r("absoluteURI"), &g.r("relativeURI")])),
        &opt(&cat(&[&lit("#"), &g.r("fragment")])),
    ]);
    // Java: "//" with no authority, then the fragment alone.
    let reference = match reading.empty_authority {
        true => alt(&[
            &reference,
            &cat(&[
                &opt(&cat(&[&g.r("scheme"), &lit(":")])),
                &lit("//#"),
                &g.r("fragment"),
            ]),
        ]),
        _ => reference,
    };
    g.define("URI-reference", reference);

    // --- 2.4.3: excluded US-ASCII characters -----------------------------------

    // control = <US-ASCII coded characters 00-1F and 7F hexadecimal>
    g.define("control", r"[\x00-\x1F\x7F]".to_owned());
    // space   = <US-ASCII coded character 20 hexadecimal>
    g.define("space", r"\x20".to_owned());
    // delims  = "<" | ">" | "#" | "%" | <">
    g.define("delims", lits(&["<", ">", "#", "%", "\""]));
    // unwise  = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "`"
    // RFC 2732 3 (3): "and remove them from the 'unwise' set:
    //    unwise      = "{" | "}" | "|" | "\" | "^" | "`"
    let unwise: &[&str] = if reading.rfc2732 {
        &["{", "}", "|", "\\", "^", "`"]
    } else {
        &["{", "}", "|", "\\", "^", "[", "]", "`"]
    };
    g.define("unwise", lits(unwise));

    g.rules
}

/// The rules of RFC 2373 section 2.2 that RFC 2732 names ("IPv6address is
/// defined as in RFC2373"), read from its text rather than from its
/// Appendix B BNF (which derives more than eight pieces and misses the
/// section's own `::13.1.68.3`):
///
/// 1. "The preferred form is x:x:x:x:x:x:x:x, where the 'x's are the
///    hexadecimal values of the eight 16-bit pieces of the address. [...]
///    there must be at least one numeral in every field": `hex4`, one to
///    four hex digits (RFC 2373 Appendix B: `hex4 = 1*4HEXDIG`).
/// 2. "The use of "::" indicates multiple groups of 16-bits of zeros. The
///    "::" can only appear once in an address. The "::" can also be used to
///    compress the leading and/or trailing zeros": at most once, for one or
///    more pieces, so at most seven pieces are written around it.
/// 3. "x:x:x:x:x:x:d.d.d.d, where [...] the 'd's are the decimal values of
///    the four low-order 8-bit pieces of the address (standard IPv4
///    representation)": the last two pieces may be four decimal values,
///    each at most 255 (an 8-bit piece), of one to three digits
///    (RFC 2373's IPv4address, `1*3DIGIT`).
///
/// `IPv6address` is built by enumerating every way of writing the pieces:
/// all eight; or `before` pieces, "::", and `after` pieces with
/// `before + after <= 7`, the last two of the `after` pieces possibly in the
/// decimal form. No zone index: RFC 2373 has none.
fn ipv6(g: &mut Bnf, reading: Reading) {
    // hex4 = 1*4HEXDIG   (RFC 2373 Appendix B; HEXDIG is RFC 2396's hex)
    g.define("hex4", format!("{}{{1,4}}", g.r("hex")));
    if reading.ipv4_addresses {
        // Java's dec-octet is defined with its IPv4address (above).
        ipv6_forms(g);
        return;
    }
    // dec-octet: the decimal value of an 8-bit piece in one to three
    // digits, every spelling listed: "5", "05", "005", ..., "255".
    let mut spellings = Vec::new();
    for value in 0..=255u32 {
        for width in 1..=3 {
            let spelled = format!("{value:0width$}");
            if spelled.len() == width {
                spellings.push(spelled);
            }
        }
    }
    let spellings: Vec<&str> = spellings.iter().map(String::as_str).collect();
    g.define("dec-octet", lits(&spellings));
    ipv6_forms(g);
}

/// Java's IPv4 part: any number of zeros, then a value of 0 to 255 written
/// without them, every value listed ("0" itself among them, so that the
/// zeros may be all there is).
fn java_octet() -> String {
    let values: Vec<String> = (0..=255u32).map(|v| v.to_string()).collect();
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    format!("0*{}", lits(&values))
}

/// Java's paths (docs/java.md "Empty authority", "Empty relative path"):
/// "An empty authority component is permitted as long as it is followed by
/// a non-empty path, a query component, or a fragment component", and then
/// is undefined; "//" always starts an authority, defined or not, so a path
/// there never starts with "//"; and, when `reading` says so, "Empty
/// relative paths are permitted".
fn java_paths(g: &mut Bnf, reading: Reading) {
    // empty-authority = "//"
    g.define("empty-authority", lit("//"));
    // segment-nz = a segment that is not empty: one pchar or more, then
    // any params; or no pchar and one param or more.
    g.define(
        "segment-nz",
        alt(&[
            &cat(&[
                &g.plus(&g.r("pchar")),
                &g.star(&cat(&[&lit(";"), &g.r("param")])),
            ]),
            &g.plus(&cat(&[&lit(";"), &g.r("param")])),
        ]),
    );
    // path-absolute = "/" [ segment-nz *( "/" segment ) ]
    g.define(
        "path-absolute",
        cat(&[
            &lit("/"),
            &opt(&cat(&[
                &g.r("segment-nz"),
                &g.star(&cat(&[&lit("/"), &g.r("segment")])),
            ])),
        ]),
    );
    // net_path: "//" and an authority (never empty here), or "//" and a
    // path with the authority undefined.
    g.define(
        "net_path",
        alt(&[
            &cat(&[&lit("//"), &g.r("authority"), &opt(&g.r("abs_path"))]),
            &cat(&[&lit("//"), &g.r("abs_path")]),
        ]),
    );
    let query = cat(&[&lit("?"), &g.r("query")]);
    g.define(
        "hier_part",
        alt(&[
            &cat(&[
                &alt(&[&g.r("net_path"), &g.r("path-absolute")]),
                &opt(&query),
            ]),
            &cat(&[&lit("//"), &query]),
        ]),
    );
    g.define(
        "relativeURI",
        alt(&[
            &cat(&[
                &alt(&[&g.r("net_path"), &g.r("path-absolute"), &g.r("rel_path")]),
                &opt(&query),
            ]),
            &cat(&[
                &if reading.empty_relative_path {
                    opt(&lit("//"))
                } else {
                    lit("//")
                },
                &query,
            ]),
        ]),
    );
}

/// The forms of an IPv6address, from `hex4` and `dec-octet`.
fn ipv6_forms(g: &mut Bnf) {
    let dec = g.r("dec-octet");
    let decimal = cat(&[&dec, &lit("."), &dec, &lit("."), &dec, &lit("."), &dec]);
    // ls32 = the last 32 bits: two pieces, or their decimal form.
    let hex4 = g.r("hex4");
    g.define("ls32", alt(&[&cat(&[&hex4, &lit(":"), &hex4]), &decimal]));
    // `n` pieces separated by ":".
    let pieces = |n: usize| vec![hex4.as_str(); n].join(":");
    // `n` pieces, then (when `n` >= 2) the last two may be the decimal
    // form: the spellings of `n` pieces at the end of an address.
    let tail = |n: usize| {
        let mut forms = vec![pieces(n)];
        if n >= 2 {
            let mut form = String::new();
            for _ in 0..n - 2 {
                form.push_str(&hex4);
                form.push_str(&lit(":"));
            }
            form.push_str(&decimal);
            forms.push(form);
        }
        forms
    };
    let mut forms = tail(8);
    for before in 0..=7 {
        for after in 0..=7 - before {
            for end in tail(after) {
                forms.push(cat(&[&pieces(before), &lit("::"), &end]));
            }
        }
    }
    let forms: Vec<&str> = forms.iter().map(String::as_str).collect();
    g.define("IPv6address", alt(&forms));
}

/// The membership expressions of RFC 2396, unanchored, by RFC rule name.
pub fn bnf_regexes() -> BTreeMap<&'static str, String> {
    bnf_regexes_of(Reading::RFC2396)
}

/// The membership expressions of a grammar, unanchored, by RFC rule name.
pub fn bnf_regexes_of(reading: Reading) -> BTreeMap<&'static str, String> {
    bnf(Flavor::Match, reading)
}

/// The membership test of each rule: its expression, anchored at both ends.
fn matchers(reading: Reading) -> BTreeMap<&'static str, Regex> {
    bnf_regexes_of(reading)
        .into_iter()
        .map(|(name, re)| {
            let anchored = format!("^(?:{re})$");
            let compiled = once_per_text(&REGEXES, &anchored, |text| {
                Regex::new(text)
                    .unwrap_or_else(|e| panic!("expression of {name} does not compile: {e}"))
            });
            (name, compiled.clone())
        })
        .collect()
}

static REGEXES: LazyLock<Mutex<HashMap<String, &'static Regex>>> = LazyLock::new(Mutex::default);

/// What is built once per expression, kept for the test binary's life: a
/// rule reads the same in most readings, and its expression is compiled
/// once for all of them.
fn once_per_text<T: Send + Sync + 'static>(
    cache: &'static Mutex<HashMap<String, &'static T>>,
    text: &str,
    build: impl FnOnce(&str) -> T,
) -> &'static T {
    let lock = || cache.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&built) = lock().get(text) {
        return built;
    }
    // Built without the lock, so that other threads go on meanwhile.
    let built: &'static T = Box::leak(Box::new(build(text)));
    let mut cache = lock();
    if let Some(&kept) = cache.get(text) {
        return kept;
    }
    cache.insert(text.to_owned(), built);
    built
}

/// What is built once per reading, kept for the test binary's life.
fn cached<T: Send + Sync + 'static>(
    cache: &'static Mutex<HashMap<Reading, &'static T>>,
    reading: Reading,
    build: fn(Reading) -> T,
) -> &'static T {
    let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
    cache
        .entry(reading)
        .or_insert_with(|| Box::leak(Box::new(build(reading))))
}

type Matchers = BTreeMap<&'static str, Regex>;
static MATCHERS: LazyLock<Mutex<HashMap<Reading, &'static Matchers>>> =
    LazyLock::new(Mutex::default);

/// The generation expressions of RFC 2396, by RFC rule name.
pub static GENERATORS: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| generators(Reading::RFC2396));

/// The generation expressions of RFC 2396 as RFC 2732 amends it.
pub static GENERATORS_2732: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| generators(Reading::RFC2732));

/// The generation expressions of java.net.URI's reading.
pub static GENERATORS_JAVA: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| generators(Reading::JAVA));

/// The generation expressions of RFC 3986, by RFC rule name.
pub static GENERATORS_3986: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| generators(Reading::RFC3986));

/// The generation expressions of RFC 3987, by RFC rule name.
pub static GENERATORS_3987: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| generators(Reading::RFC3987));

/// The generation expressions of any reading.
pub fn generators(reading: Reading) -> BTreeMap<&'static str, String> {
    bnf(Flavor::Generate, reading)
}

/// Does Appendix A derive all of `input` from `rule`?
pub fn derives(rule: &str, input: &str) -> bool {
    derives_in(Reading::RFC2396, rule, input)
}

/// Does the grammar derive all of `input` from `rule`?
pub fn derives_in(reading: Reading, rule: &str, input: &str) -> bool {
    cached(&MATCHERS, reading, matchers)
        .get(rule)
        .unwrap_or_else(|| panic!("no expression for rule {rule} in {reading:?}"))
        .is_match(input)
}

/// A rule's expression as a dense DFA, searched anchored at the start and
/// with `$` at the end: its state after a prefix is dead exactly when no
/// extension of the prefix is in the rule's language. `MatchKind::All`
/// keeps every alternative alive, not only the first one to match.
struct Prefixes {
    dfa: dense::DFA<Vec<u32>>,
    start: StateID,
}

static PREFIXES: LazyLock<Mutex<HashMap<String, &'static Prefixes>>> =
    LazyLock::new(Mutex::default);

type Texts = BTreeMap<&'static str, String>;
static TEXTS: LazyLock<Mutex<HashMap<Reading, &'static Texts>>> = LazyLock::new(Mutex::default);

impl Prefixes {
    /// The DFA of a rule of a reading, built the first time a rule of that
    /// expression is asked for.
    fn of(reading: Reading, rule: &str) -> &'static Prefixes {
        static BY_RULE: LazyLock<Mutex<HashMap<(Reading, String), &'static Prefixes>>> =
            LazyLock::new(Mutex::default);
        let lock = || BY_RULE.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&kept) = lock().get(&(reading, rule.to_owned())) {
            return kept;
        }
        let built = Self::of_text(reading, rule);
        lock().insert((reading, rule.to_owned()), built);
        built
    }

    fn of_text(reading: Reading, rule: &str) -> &'static Prefixes {
        let re = cached(&TEXTS, reading, bnf_regexes_of)
            .get(rule)
            .unwrap_or_else(|| panic!("no expression for rule {rule} in {reading:?}"));
        once_per_text(&PREFIXES, &format!("(?:{re})$"), |text| {
            let dfa = dense::Builder::new()
                .configure(
                    dense::Config::new()
                        .start_kind(StartKind::Anchored)
                        .match_kind(MatchKind::All),
                )
                .build(text)
                .unwrap_or_else(|e| panic!("no DFA for the expression of {rule}: {e}"));
            let start = dfa
                .start_state(&start::Config::new().anchored(Anchored::Yes))
                .unwrap_or_else(|e| panic!("no start state for {rule}: {e}"));
            Prefixes { dfa, start }
        })
    }

    /// The state after `bytes` from the start.
    fn after(&self, bytes: &[u8]) -> StateID {
        bytes
            .iter()
            .fold(self.start, |state, &b| self.dfa.next_state(state, b))
    }

    fn is_live(&self, state: StateID) -> bool {
        !self.dfa.is_dead_state(state)
    }

    /// Whether the input may end in `state`.
    fn is_match(&self, state: StateID) -> bool {
        self.dfa.is_match_state(self.dfa.next_eoi_state(state))
    }
}

/// Is `prefix` the start of some string that `rule` derives?
pub fn is_live_prefix(rule: &str, prefix: &str) -> bool {
    is_live_prefix_in(Reading::RFC2396, rule, prefix)
}

/// Is `prefix` the start of some string that `rule` of the grammar derives?
pub fn is_live_prefix_in(reading: Reading, rule: &str, prefix: &str) -> bool {
    let prefixes = Prefixes::of(reading, rule);
    prefixes.is_live(prefixes.after(prefix.as_bytes()))
}

/// Checks an error that the crate reported for `input` as `rule` at byte
/// `offset` against Appendix A: `input[..offset]` is the start of some
/// string of the rule, and with the character at `offset` it is not (or,
/// at the end of the input, the whole input is not a string of the rule).
/// Offsets are in bytes and fall on character boundaries; the character at
/// `offset` may take several bytes.
pub fn check_error_offset(rule: &str, input: &str, offset: usize) -> Result<(), String> {
    check_error_offset_in(Reading::RFC2396, rule, input, offset)
}

/// [`check_error_offset`] for a rule of the grammar.
pub fn check_error_offset_in(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
) -> Result<(), String> {
    let context = || format!("rule {rule}, input {input:?}, error at byte {offset}");
    if offset > input.len() || !input.is_char_boundary(offset) {
        return Err(format!(
            "{}: not a character boundary of the input ({} bytes)",
            context(),
            input.len()
        ));
    }
    let prefixes = Prefixes::of(reading, rule);
    // The two engines must agree on the whole input, or this check would
    // judge by a different language than `derives`.
    let whole = prefixes.after(input.as_bytes());
    if prefixes.is_match(whole) != derives_in(reading, rule, input) {
        return Err(format!(
            "{}: the DFA and the regex of the rule disagree on the whole input \
             (a bug of the recognizer)",
            context()
        ));
    }
    let before = &input[..offset];
    let state = prefixes.after(before.as_bytes());
    if !prefixes.is_live(state) {
        return Err(format!(
            "{}: {before:?} already begins no string of the rule: the fault is earlier",
            context()
        ));
    }
    match input[offset..].chars().next() {
        None => {
            if prefixes.is_match(state) {
                return Err(format!(
                    "{}: the rule derives the whole input, yet an error is reported",
                    context()
                ));
            }
        }
        Some(c) => {
            let mut buffer = [0; 4];
            let with_c = c
                .encode_utf8(&mut buffer)
                .bytes()
                .fold(state, |state, b| prefixes.dfa.next_state(state, b));
            if prefixes.is_live(with_c) {
                return Err(format!(
                    "{}: {:?} still begins a string of the rule: the fault is later",
                    context(),
                    &input[..offset + c.len_utf8()]
                ));
            }
        }
    }
    Ok(())
}

/// Characters beyond US-ASCII that the expected-set check tries after a
/// prefix: a letter, a no-break space (a space character, never Java's
/// "other"), a C1 control, a CJK ideograph and a character outside the
/// Basic Multilingual Plane.
const BEYOND_ASCII: &[char] = &['é', '\u{A0}', '\u{85}', '中', '😀'];

/// Every US-ASCII character and the few of [`BEYOND_ASCII`]: what the
/// expected-set check tries after a prefix.
fn probes() -> impl Iterator<Item = char> {
    (0u8..128)
        .map(char::from)
        .chain(BEYOND_ASCII.iter().copied())
}

type FirstChars = BTreeMap<char, bool>;
static FIRST_CHARS: LazyLock<Mutex<HashMap<(Reading, String), &'static FirstChars>>> =
    LazyLock::new(Mutex::default);

/// Which of the [`probes`] can begin a string of `rule`, by the recognizer.
fn first_chars(reading: Reading, rule: &str) -> &'static FirstChars {
    let lock = || FIRST_CHARS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&kept) = lock().get(&(reading, rule.to_owned())) {
        return kept;
    }
    let prefixes = Prefixes::of(reading, rule);
    let first: &'static FirstChars = Box::leak(Box::new(
        probes()
            .map(|c| {
                (
                    c,
                    prefixes.is_live(prefixes.after(c.to_string().as_bytes())),
                )
            })
            .collect(),
    ));
    lock().insert((reading, rule.to_owned()), first);
    first
}

/// The characters of the [`probes`] that one item of an expected set
/// names, read the way `Error::expected` documents them: a rule name stands
/// for the characters that can begin that rule (per the recognizer), a
/// quoted literal `"x"` or `%xNN` for its one character, `escaped` where
/// it stands alone for the `%` that starts an escape. `None` for
/// `end of input`.
fn item_chars(reading: Reading, item: &str) -> Result<Option<Vec<char>>, String> {
    if item == "end of input" {
        return Ok(None);
    }
    if let Some(inner) = item.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        let mut chars = inner.chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(Some(vec![c])),
            _ => Err(format!(
                "the expected item {item} is no one-character literal"
            )),
        };
    }
    if let Some(hex) = item.strip_prefix("%x") {
        return u8::from_str_radix(hex, 16)
            .map(|b| Some(vec![char::from(b)]))
            .map_err(|_| format!("the expected item {item} is no byte"));
    }
    if !cached(&TEXTS, reading, bnf_regexes_of).contains_key(item) {
        return Err(format!(
            "the expected item {item} names no rule of the grammar"
        ));
    }
    Ok(Some(
        first_chars(reading, item)
            .iter()
            .filter(|&(_, &first)| first)
            .map(|(&c, _)| c)
            .collect(),
    ))
}

/// The disagreements between the crate's expected sets and the recognizer
/// that are known, and left for the crate to mend (each is pinned by a
/// test that fails once it no longer happens: `known_disagreements` in
/// `tests/fast_path.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    /// In a reading with java's other characters, the expected set is right
    /// on US-ASCII but not beyond it: `escaped` is named where only a `%`
    /// can follow (before a scope id), and other characters that can follow
    /// go unnamed when no named set covers them.
    BeyondAscii,
}

/// Which known disagreement, if any, an error of the crate at `offset`
/// with `expected` falls under (see [`Known`]). Decided from the input and
/// the recognizer; it says nothing of whether the expected set is in fact
/// wrong.
pub fn known_expected_disagreement(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
) -> Option<Known> {
    input.get(..offset)?;
    (reading.other_characters
        && expected_set_disagreement(reading, rule, input, offset, expected, false).is_ok())
    .then_some(Known::BeyondAscii)
}

/// Checks the expected set of an error (`Error::expected`) against the
/// recognizer, on every US-ASCII character and a few beyond
/// ([`BEYOND_ASCII`]), after `input[..offset]`:
/// - each character an item names can follow the prefix in a string of
///   the rule (nothing is expected that cannot come);
/// - each character that can follow the prefix is named by some item
///   (nothing that can come is left out);
/// - `end of input` is listed exactly when the rule derives the prefix.
///
/// A disagreement of a [`Known`] kind passes; [`check_expected_strictly_in`]
/// lets none pass.
pub fn check_expected_in(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
) -> Result<(), String> {
    match check_expected_strictly_in(reading, rule, input, offset, expected) {
        Err(_) if known_expected_disagreement(reading, rule, input, offset, expected).is_some() => {
            Ok(())
        }
        verdict => verdict,
    }
}

/// [`check_expected_in`] with no [`Known`] exception.
pub fn check_expected_strictly_in(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
) -> Result<(), String> {
    expected_set_disagreement(reading, rule, input, offset, expected, true)
}

/// The verdicts of [`expected_set_disagreement`] so far, by reading, rule,
/// the recognizer's state after the prefix, the expected set and
/// `beyond_ascii`: the verdict depends on nothing else, and the equivalence
/// tests ask the same question of a state many thousand times.
type Verdicts = HashMap<(Reading, String, StateID, String, bool), bool>;
static VERDICTS: LazyLock<Mutex<Verdicts>> = LazyLock::new(Mutex::default);

/// The expected-set check, on the characters beyond US-ASCII too or not.
fn expected_set_disagreement(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
    beyond_ascii: bool,
) -> Result<(), String> {
    let key = input.get(..offset).map(|prefix| {
        let state = Prefixes::of(reading, rule).after(prefix.as_bytes());
        let set = expected.join("\n");
        (reading, rule.to_owned(), state, set, beyond_ascii)
    });
    let lock = || VERDICTS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(key) = &key {
        if lock().get(key) == Some(&true) {
            return Ok(());
        }
    }
    let verdict = expected_set_verdict(reading, rule, input, offset, expected, beyond_ascii);
    if let Some(key) = key {
        lock().insert(key, verdict.is_ok());
    }
    verdict
}

/// [`expected_set_disagreement`], worked out.
fn expected_set_verdict(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
    beyond_ascii: bool,
) -> Result<(), String> {
    let probed = |c: char| beyond_ascii || c.is_ascii();
    let context =
        || format!("rule {rule}, input {input:?}, error at byte {offset}, expected {expected:?}");
    let prefix = input
        .get(..offset)
        .ok_or_else(|| format!("{}: no prefix of the input", context()))?;
    let prefixes = Prefixes::of(reading, rule);
    let state = prefixes.after(prefix.as_bytes());
    let follows = |c: char| {
        let mut buffer = [0; 4];
        let next = c
            .encode_utf8(&mut buffer)
            .bytes()
            .fold(state, |state, b| prefixes.dfa.next_state(state, b));
        prefixes.is_live(next)
    };
    let mut named: BTreeMap<char, &str> = BTreeMap::new();
    let mut end = false;
    for &item in expected {
        match item_chars(reading, item).map_err(|e| format!("{}: {e}", context()))? {
            None => end = true,
            Some(chars) => {
                for c in chars.into_iter().filter(|&c| probed(c)) {
                    if !follows(c) {
                        return Err(format!(
                            "{}: {item} names {c:?}, which cannot follow {prefix:?}",
                            context()
                        ));
                    }
                    named.entry(c).or_insert(item);
                }
            }
        }
    }
    if end != prefixes.is_match(state) {
        return Err(format!(
            "{}: the rule {} {prefix:?}, yet `end of input` is {}",
            context(),
            if end { "does not derive" } else { "derives" },
            if end { "expected" } else { "not expected" }
        ));
    }
    if let Some(c) = probes().find(|&c| probed(c) && follows(c) && !named.contains_key(&c)) {
        return Err(format!(
            "{}: {c:?} can follow {prefix:?}, but no expected item names it",
            context()
        ));
    }
    Ok(())
}

/// An error of the crate for `input` as `rule`, its offset and its
/// expected set, against the recognizer: [`check_error_offset_in`], then
/// [`check_expected_in`].
pub fn check_error_in(
    reading: Reading,
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
) -> Result<(), String> {
    check_error_offset_in(reading, rule, input, offset)?;
    check_expected_in(reading, rule, input, offset, expected)
}

/// [`check_error_in`] in RFC 2396.
pub fn check_error(
    rule: &str,
    input: &str,
    offset: usize,
    expected: &[&str],
) -> Result<(), String> {
    check_error_in(Reading::RFC2396, rule, input, offset, expected)
}
