//! The independent recognizer of `rfc3986.pest`: one regular expression per
//! rule of RFC 3986 Appendix A (and of the core rules ALPHA, DIGIT and
//! HEXDIG that it takes from RFC 2234 Appendix B.1), assembled rule by rule
//! from the ABNF, bottom-up, with the ABNF quoted above each. Nothing in it
//! comes from the grammar under test: where the grammar rewrites a rule for
//! pest's ordered choice (IPv6address's prefixes, dec-octet's order, host's
//! lookahead), the expression is the ABNF's literal form, and the regex
//! engine's leftmost-first search is never asked where a match ends: a
//! rule's expression is anchored at both ends. The grammar has no
//! recursion, so every rule is a regular language.
//!
//! Rule names are pest's (a hyphen becomes an underscore); [`abnf_name`]
//! gives the RFC's.
//!
//! A module of the suite (`tests/suite.rs`).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

/// What the expressions are built for. The two flavors differ only in the
/// bound of the ABNF's unbounded repetitions (`*x`, `1*x`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flavor {
    /// Membership: unbounded. Compiled anchored, `^(?:...)$`.
    Match,
    /// Generation with proptest's `string_regex`: at most [`GENERATE_MAX`]
    /// repetitions, so that nested repetitions stay short.
    Generate,
}

/// The bound of an unbounded repetition in [`Flavor::Generate`].
const GENERATE_MAX: u32 = 3;

struct Abnf {
    flavor: Flavor,
    rules: BTreeMap<&'static str, String>,
}

impl Abnf {
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

    /// ABNF `*x`.
    fn star(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})*"),
            Flavor::Generate => format!("(?:{x}){{0,{GENERATE_MAX}}}"),
        }
    }

    /// ABNF `1*x`.
    fn plus(&self, x: &str) -> String {
        match self.flavor {
            Flavor::Match => format!("(?:{x})+"),
            Flavor::Generate => format!("(?:{x}){{1,{GENERATE_MAX}}}"),
        }
    }
}

/// ABNF `a / b / ...`.
fn alt(items: &[&str]) -> String {
    format!("(?:{})", items.join("|"))
}

/// ABNF `a b ...`.
fn cat(items: &[&str]) -> String {
    items.iter().map(|x| format!("(?:{x})")).collect()
}

/// ABNF `[ x ]`.
fn opt(x: &str) -> String {
    format!("(?:{x})?")
}

/// ABNF `m*n x` with both bounds given (`n( x )` is `n*n`).
fn times(x: &str, min: u32, max: u32) -> String {
    format!("(?:{x}){{{min},{max}}}")
}

/// An ABNF quoted string of no letters: the string itself.
fn lit(s: &str) -> String {
    assert!(
        !s.bytes().any(|b| b.is_ascii_alphabetic()),
        "ABNF strings are case-insensitive: spell {s:?} with a class"
    );
    format!("(?:{})", regex::escape(s))
}

/// ABNF `"a" / "b" / ...` of strings without letters.
fn lits(items: &[&str]) -> String {
    let escaped: Vec<String> = items.iter().map(|s| lit(s)).collect();
    format!("(?:{})", escaped.join("|"))
}

/// One expression per rule, from Appendix A bottom-up. Character classes
/// are spelled with ASCII ranges only, so no non-ASCII character is ever a
/// letter or a digit.
fn abnf(flavor: Flavor) -> BTreeMap<&'static str, String> {
    let mut g = Abnf {
        flavor,
        rules: BTreeMap::new(),
    };

    // --- RFC 2234 B.1: core rules ----------------------------------------

    // ALPHA  = %x41-5A / %x61-7A   ; A-Z / a-z
    g.define("ALPHA", "[A-Za-z]".to_owned());
    // DIGIT  = %x30-39             ; 0-9
    g.define("DIGIT", "[0-9]".to_owned());
    // HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
    // (quoted strings are case-insensitive, RFC 2234 2.3)
    g.define(
        "HEXDIG",
        alt(&[
            &g.r("DIGIT"),
            "[Aa]",
            "[Bb]",
            "[Cc]",
            "[Dd]",
            "[Ee]",
            "[Ff]",
        ]),
    );

    // --- 2: characters ----------------------------------------------------

    // pct-encoded   = "%" HEXDIG HEXDIG
    g.define(
        "pct_encoded",
        cat(&[&lit("%"), &g.r("HEXDIG"), &g.r("HEXDIG")]),
    );
    // unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
    g.define(
        "unreserved",
        alt(&[&g.r("ALPHA"), &g.r("DIGIT"), &lits(&["-", ".", "_", "~"])]),
    );
    // gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
    g.define("gen_delims", lits(&[":", "/", "?", "#", "[", "]", "@"]));
    // sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
    //               / "*" / "+" / "," / ";" / "="
    g.define(
        "sub_delims",
        lits(&["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="]),
    );
    // reserved      = gen-delims / sub-delims
    g.define("reserved", alt(&[&g.r("gen_delims"), &g.r("sub_delims")]));

    // --- 3.3: path --------------------------------------------------------

    // pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
    g.define(
        "pchar",
        alt(&[
            &g.r("unreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lits(&[":", "@"]),
        ]),
    );
    // segment       = *pchar
    g.define("segment", g.star(&g.r("pchar")));
    // segment-nz    = 1*pchar
    g.define("segment_nz", g.plus(&g.r("pchar")));
    // segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
    g.define(
        "segment_nz_nc",
        g.plus(&alt(&[
            &g.r("unreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lit("@"),
        ])),
    );
    let slash_segments = g.star(&cat(&[&lit("/"), &g.r("segment")]));
    // path-abempty  = *( "/" segment )
    g.define("path_abempty", slash_segments.clone());
    // path-absolute = "/" [ segment-nz *( "/" segment ) ]
    g.define(
        "path_absolute",
        cat(&[
            &lit("/"),
            &opt(&cat(&[&g.r("segment_nz"), &slash_segments])),
        ]),
    );
    // path-noscheme = segment-nz-nc *( "/" segment )
    g.define(
        "path_noscheme",
        cat(&[&g.r("segment_nz_nc"), &slash_segments]),
    );
    // path-rootless = segment-nz *( "/" segment )
    g.define("path_rootless", cat(&[&g.r("segment_nz"), &slash_segments]));
    // path-empty    = 0<pchar>
    g.define("path_empty", times(&g.r("pchar"), 0, 0));
    // path          = path-abempty    ; begins with "/" or is empty
    //               / path-absolute   ; begins with "/" but not "//"
    //               / path-noscheme   ; begins with a non-colon segment
    //               / path-rootless   ; begins with a segment
    //               / path-empty      ; zero characters
    g.define(
        "path",
        alt(&[
            &g.r("path_abempty"),
            &g.r("path_absolute"),
            &g.r("path_noscheme"),
            &g.r("path_rootless"),
            &g.r("path_empty"),
        ]),
    );

    // --- 3.4, 3.5: query and fragment ---------------------------------------

    // query         = *( pchar / "/" / "?" )
    g.define("query", g.star(&alt(&[&g.r("pchar"), &lits(&["/", "?"])])));
    // fragment      = *( pchar / "/" / "?" )
    g.define(
        "fragment",
        g.star(&alt(&[&g.r("pchar"), &lits(&["/", "?"])])),
    );

    // --- 3.2.2, 3.2.3: host and port ----------------------------------------

    // port          = *DIGIT
    g.define("port", g.star(&g.r("DIGIT")));
    // reg-name      = *( unreserved / pct-encoded / sub-delims )
    g.define(
        "reg_name",
        g.star(&alt(&[
            &g.r("unreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
        ])),
    );
    // dec-octet     = DIGIT                 ; 0-9
    //               / %x31-39 DIGIT         ; 10-99
    //               / "1" 2DIGIT            ; 100-199
    //               / "2" %x30-34 DIGIT     ; 200-249
    //               / "25" %x30-35          ; 250-255
    g.define(
        "dec_octet",
        alt(&[
            &g.r("DIGIT"),
            &cat(&["[1-9]", &g.r("DIGIT")]),
            &cat(&[&lit("1"), &times(&g.r("DIGIT"), 2, 2)]),
            &cat(&[&lit("2"), "[0-4]", &g.r("DIGIT")]),
            &cat(&[&lit("25"), "[0-5]"]),
        ]),
    );
    // IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
    let d = g.r("dec_octet");
    g.define(
        "IPv4address",
        cat(&[&d, &lit("."), &d, &lit("."), &d, &lit("."), &d]),
    );
    // h16           = 1*4HEXDIG
    g.define("h16", times(&g.r("HEXDIG"), 1, 4));
    // ls32          = ( h16 ":" h16 ) / IPv4address
    g.define(
        "ls32",
        alt(&[
            &cat(&[&g.r("h16"), &lit(":"), &g.r("h16")]),
            &g.r("IPv4address"),
        ]),
    );
    // IPv6address   =                            6( h16 ":" ) ls32
    //               /                       "::" 5( h16 ":" ) ls32
    //               / [               h16 ] "::" 4( h16 ":" ) ls32
    //               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    //               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    //               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    //               / [ *4( h16 ":" ) h16 ] "::"              ls32
    //               / [ *5( h16 ":" ) h16 ] "::"              h16
    //               / [ *6( h16 ":" ) h16 ] "::"
    let piece = cat(&[&g.r("h16"), &lit(":")]);
    let before = |n: u32| opt(&cat(&[&times(&piece, 0, n), &g.r("h16")]));
    let ls32 = g.r("ls32");
    let h16 = g.r("h16");
    let colons = lit("::");
    g.define(
        "IPv6address",
        alt(&[
            &cat(&[&times(&piece, 6, 6), &ls32]),
            &cat(&[&colons, &times(&piece, 5, 5), &ls32]),
            &cat(&[&opt(&h16), &colons, &times(&piece, 4, 4), &ls32]),
            &cat(&[&before(1), &colons, &times(&piece, 3, 3), &ls32]),
            &cat(&[&before(2), &colons, &times(&piece, 2, 2), &ls32]),
            &cat(&[&before(3), &colons, &piece, &ls32]),
            &cat(&[&before(4), &colons, &ls32]),
            &cat(&[&before(5), &colons, &h16]),
            &cat(&[&before(6), &colons]),
        ]),
    );
    // IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    // ("v" is case-insensitive, RFC 2234 2.3; RFC 3986 3.2.2 says so too)
    g.define(
        "IPvFuture",
        cat(&[
            "[vV]",
            &g.plus(&g.r("HEXDIG")),
            &lit("."),
            &g.plus(&alt(&[&g.r("unreserved"), &g.r("sub_delims"), &lit(":")])),
        ]),
    );
    // IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
    g.define(
        "IP_literal",
        cat(&[
            &lit("["),
            &alt(&[&g.r("IPv6address"), &g.r("IPvFuture")]),
            &lit("]"),
        ]),
    );
    // host          = IP-literal / IPv4address / reg-name
    g.define(
        "host",
        alt(&[&g.r("IP_literal"), &g.r("IPv4address"), &g.r("reg_name")]),
    );

    // --- 3.2, 3.2.1: authority ------------------------------------------------

    // userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
    g.define(
        "userinfo",
        g.star(&alt(&[
            &g.r("unreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lit(":"),
        ])),
    );
    // authority     = [ userinfo "@" ] host [ ":" port ]
    g.define(
        "authority",
        cat(&[
            &opt(&cat(&[&g.r("userinfo"), &lit("@")])),
            &g.r("host"),
            &opt(&cat(&[&lit(":"), &g.r("port")])),
        ]),
    );

    // --- 3.1: scheme ------------------------------------------------------------

    // scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    g.define(
        "scheme",
        cat(&[
            &g.r("ALPHA"),
            &g.star(&alt(&[
                &g.r("ALPHA"),
                &g.r("DIGIT"),
                &lits(&["+", "-", "."]),
            ])),
        ]),
    );

    // --- 3, 4: the whole reference -------------------------------------------

    let query = opt(&cat(&[&lit("?"), &g.r("query")]));
    let fragment = opt(&cat(&[&lit("#"), &g.r("fragment")]));
    // hier-part     = "//" authority path-abempty
    //               / path-absolute
    //               / path-rootless
    //               / path-empty
    g.define(
        "hier_part",
        alt(&[
            &cat(&[&lit("//"), &g.r("authority"), &g.r("path_abempty")]),
            &g.r("path_absolute"),
            &g.r("path_rootless"),
            &g.r("path_empty"),
        ]),
    );
    // URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
    g.define(
        "URI",
        cat(&[
            &g.r("scheme"),
            &lit(":"),
            &g.r("hier_part"),
            &query,
            &fragment,
        ]),
    );
    // absolute-URI  = scheme ":" hier-part [ "?" query ]
    g.define(
        "absolute_URI",
        cat(&[&g.r("scheme"), &lit(":"), &g.r("hier_part"), &query]),
    );
    // relative-part = "//" authority path-abempty
    //               / path-absolute
    //               / path-noscheme
    //               / path-empty
    g.define(
        "relative_part",
        alt(&[
            &cat(&[&lit("//"), &g.r("authority"), &g.r("path_abempty")]),
            &g.r("path_absolute"),
            &g.r("path_noscheme"),
            &g.r("path_empty"),
        ]),
    );
    // relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
    g.define(
        "relative_ref",
        cat(&[&g.r("relative_part"), &query, &fragment]),
    );
    // URI-reference = URI / relative-ref
    g.define("URI_reference", alt(&[&g.r("URI"), &g.r("relative_ref")]));

    g.rules
}

/// The rules RFC 3987 2.2 keeps from RFC 3986 ("The following rules are
/// the same as those in [RFC3986]"), and the core rules it borrows.
const KEPT_BY_3987: &[&str] = &[
    "scheme",
    "port",
    "IP_literal",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec_octet",
    "pct_encoded",
    "unreserved",
    "reserved",
    "gen_delims",
    "sub_delims",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

/// One expression per rule of RFC 3987 2.2: the rules it keeps from RFC
/// 3986, as [`abnf`] assembles them, then the rules it changes, assembled
/// from its ABNF bottom-up. Its terminals are characters (2.2: "Terminals
/// in the ABNF are characters, not bytes"), as the expressions' are.
fn abnf_3987(flavor: Flavor) -> BTreeMap<&'static str, String> {
    let mut g = Abnf {
        flavor,
        rules: abnf(flavor)
            .into_iter()
            .filter(|(name, _)| KEPT_BY_3987.contains(name))
            .collect(),
    };

    // ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
    //                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
    //                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
    //                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
    //                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
    //                / %xD0000-DFFFD / %xE1000-EFFFD
    let mut ucs = String::from("[\\x{A0}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}");
    for plane in 1..=13u32 {
        ucs.push_str(&format!(
            "\\x{{{:X}}}-\\x{{{:X}}}",
            plane << 16,
            (plane << 16) | 0xFFFD
        ));
    }
    ucs.push_str("\\x{E1000}-\\x{EFFFD}]");
    g.define("ucschar", ucs);
    // iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
    g.define(
        "iprivate",
        "[\\x{E000}-\\x{F8FF}\\x{F0000}-\\x{FFFFD}\\x{100000}-\\x{10FFFD}]".to_owned(),
    );
    // iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
    g.define(
        "iunreserved",
        alt(&[
            &g.r("ALPHA"),
            &g.r("DIGIT"),
            &lits(&["-", ".", "_", "~"]),
            &g.r("ucschar"),
        ]),
    );
    // ipchar         = iunreserved / pct-encoded / sub-delims / ":"
    //                / "@"
    g.define(
        "ipchar",
        alt(&[
            &g.r("iunreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lits(&[":", "@"]),
        ]),
    );
    // iquery         = *( ipchar / iprivate / "/" / "?" )
    g.define(
        "iquery",
        g.star(&alt(&[
            &g.r("ipchar"),
            &g.r("iprivate"),
            &lits(&["/", "?"]),
        ])),
    );
    // ifragment      = *( ipchar / "/" / "?" )
    g.define(
        "ifragment",
        g.star(&alt(&[&g.r("ipchar"), &lits(&["/", "?"])])),
    );
    // isegment       = *ipchar
    g.define("isegment", g.star(&g.r("ipchar")));
    // isegment-nz    = 1*ipchar
    g.define("isegment_nz", g.plus(&g.r("ipchar")));
    // isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
    //                      / "@" )
    g.define(
        "isegment_nz_nc",
        g.plus(&alt(&[
            &g.r("iunreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lit("@"),
        ])),
    );
    let slash_segments = g.star(&cat(&[&lit("/"), &g.r("isegment")]));
    // ipath-abempty  = *( "/" isegment )
    g.define("ipath_abempty", slash_segments.clone());
    // ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
    g.define(
        "ipath_absolute",
        cat(&[
            &lit("/"),
            &opt(&cat(&[&g.r("isegment_nz"), &slash_segments])),
        ]),
    );
    // ipath-noscheme = isegment-nz-nc *( "/" isegment )
    g.define(
        "ipath_noscheme",
        cat(&[&g.r("isegment_nz_nc"), &slash_segments]),
    );
    // ipath-rootless = isegment-nz *( "/" isegment )
    g.define(
        "ipath_rootless",
        cat(&[&g.r("isegment_nz"), &slash_segments]),
    );
    // ipath-empty    = 0<ipchar>
    g.define("ipath_empty", times(&g.r("ipchar"), 0, 0));
    // ipath          = ipath-abempty / ipath-absolute / ipath-noscheme
    //                / ipath-rootless / ipath-empty
    g.define(
        "ipath",
        alt(&[
            &g.r("ipath_abempty"),
            &g.r("ipath_absolute"),
            &g.r("ipath_noscheme"),
            &g.r("ipath_rootless"),
            &g.r("ipath_empty"),
        ]),
    );
    // ireg-name      = *( iunreserved / pct-encoded / sub-delims )
    g.define(
        "ireg_name",
        g.star(&alt(&[
            &g.r("iunreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
        ])),
    );
    // ihost          = IP-literal / IPv4address / ireg-name
    g.define(
        "ihost",
        alt(&[&g.r("IP_literal"), &g.r("IPv4address"), &g.r("ireg_name")]),
    );
    // iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
    g.define(
        "iuserinfo",
        g.star(&alt(&[
            &g.r("iunreserved"),
            &g.r("pct_encoded"),
            &g.r("sub_delims"),
            &lit(":"),
        ])),
    );
    // iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
    g.define(
        "iauthority",
        cat(&[
            &opt(&cat(&[&g.r("iuserinfo"), &lit("@")])),
            &g.r("ihost"),
            &opt(&cat(&[&lit(":"), &g.r("port")])),
        ]),
    );
    let query = opt(&cat(&[&lit("?"), &g.r("iquery")]));
    let fragment = opt(&cat(&[&lit("#"), &g.r("ifragment")]));
    // ihier-part     = "//" iauthority ipath-abempty
    //                / ipath-absolute
    //                / ipath-rootless
    //                / ipath-empty
    g.define(
        "ihier_part",
        alt(&[
            &cat(&[&lit("//"), &g.r("iauthority"), &g.r("ipath_abempty")]),
            &g.r("ipath_absolute"),
            &g.r("ipath_rootless"),
            &g.r("ipath_empty"),
        ]),
    );
    // IRI            = scheme ":" ihier-part [ "?" iquery ]
    //                       [ "#" ifragment ]
    g.define(
        "IRI",
        cat(&[
            &g.r("scheme"),
            &lit(":"),
            &g.r("ihier_part"),
            &query,
            &fragment,
        ]),
    );
    // absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
    g.define(
        "absolute_IRI",
        cat(&[&g.r("scheme"), &lit(":"), &g.r("ihier_part"), &query]),
    );
    // irelative-part = "//" iauthority ipath-abempty
    //                     / ipath-absolute
    //                     / ipath-noscheme
    //                     / ipath-empty
    g.define(
        "irelative_part",
        alt(&[
            &cat(&[&lit("//"), &g.r("iauthority"), &g.r("ipath_abempty")]),
            &g.r("ipath_absolute"),
            &g.r("ipath_noscheme"),
            &g.r("ipath_empty"),
        ]),
    );
    // irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
    g.define(
        "irelative_ref",
        cat(&[&g.r("irelative_part"), &query, &fragment]),
    );
    // IRI-reference  = IRI / irelative-ref
    g.define("IRI_reference", alt(&[&g.r("IRI"), &g.r("irelative_ref")]));

    g.rules
}

/// The RFC's name of a rule named as pest names it.
pub fn abnf_name(rule: &str) -> String {
    rule.replace('_', "-")
}

/// Every rule's membership expression, anchored.
static MATCHERS: LazyLock<BTreeMap<&'static str, Regex>> = LazyLock::new(|| {
    abnf(Flavor::Match)
        .into_iter()
        .map(|(name, re)| {
            let anchored = Regex::new(&format!("^(?:{re})$"))
                .unwrap_or_else(|e| panic!("the expression of {name}: {e}"));
            (name, anchored)
        })
        .collect()
});

/// Every rule's generation expression, for proptest's `string_regex`.
pub static GENERATORS: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| abnf(Flavor::Generate));

/// Every rule's membership expression, unanchored, by its RFC name
/// (`URI-reference`, `dec-octet`): the form in which the shared checks of
/// `appendix_a/mod.rs` (error offsets, expected sets) read a grammar.
pub fn expressions_by_rfc_name(generate: bool) -> BTreeMap<&'static str, String> {
    by_rfc_name(abnf(flavor_of(generate)))
}

/// [`expressions_by_rfc_name`], of RFC 3987 2.2's rules.
pub fn expressions_by_rfc_name_3987(generate: bool) -> BTreeMap<&'static str, String> {
    by_rfc_name(abnf_3987(flavor_of(generate)))
}

fn flavor_of(generate: bool) -> Flavor {
    if generate {
        Flavor::Generate
    } else {
        Flavor::Match
    }
}

fn by_rfc_name(rules: BTreeMap<&'static str, String>) -> BTreeMap<&'static str, String> {
    rules
        .into_iter()
        .map(|(name, re)| {
            let rfc: &'static str = match abnf_name(name) {
                same if same == name => name,
                // Built once per reading and flavor, for the test binary's life.
                other => Box::leak(other.into_boxed_str()),
            };
            (rfc, re)
        })
        .collect()
}

/// The names of the rules, as pest names them.
pub fn rule_names() -> Vec<&'static str> {
    MATCHERS.keys().copied().collect()
}

/// Does Appendix A derive all of `input` from `rule`?
pub fn derives(rule: &str, input: &str) -> bool {
    MATCHERS
        .get(rule)
        .unwrap_or_else(|| panic!("no expression for rule {rule}"))
        .is_match(input)
}
