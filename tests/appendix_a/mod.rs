//! The independent recognizer of the tests: one regular expression per rule
//! of `uri2396.pest`, assembled rule by rule from the BNF of RFC 2396,
//! Appendix A (and of section 2.4.3 for the excluded characters). Nothing in
//! it comes from the crate under test. The grammar has no recursion, so every
//! rule is a regular language.
//!
//! Two questions are asked of it:
//! - [`derives`]: does the rule derive the whole input (the regex crate);
//! - [`check_error_offset`]: is an error placed where the crate promises,
//!   at the first character that no string of the rule can have there. A
//!   dense DFA of the rule's expression (regex-automata) is stepped byte by
//!   byte: a prefix is live when the DFA is not dead after it.
//!
//! A test file that uses it says `mod appendix_a;`.

// Each test binary that says `mod appendix_a;` compiles its own copy and
// uses only some of it.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::sync::LazyLock;

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
fn bnf(flavor: Flavor) -> BTreeMap<&'static str, String> {
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
    g.define("escaped", cat(&[&lit("%"), &g.r("hex"), &g.r("hex")]));
    // mark     = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
    g.define("mark", lits(&["-", "_", ".", "!", "~", "*", "'", "(", ")"]));
    // unreserved = alphanum | mark
    g.define("unreserved", alt(&[&g.r("alphanum"), &g.r("mark")]));
    // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","
    g.define(
        "reserved",
        lits(&[";", "/", "?", ":", "@", "&", "=", "+", "$", ","]),
    );
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
    g.define(
        "uric_no_slash",
        alt(&[
            &g.r("unreserved"),
            &g.r("escaped"),
            &lits(&[";", "?", ":", "@", "&", "=", "+", "$", ","]),
        ]),
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
    g.define("port", g.star(&g.r("digit")));
    // IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
    g.define(
        "IPv4address",
        cat(&[
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
            &lit("."),
            &g.plus(&g.r("digit")),
        ]),
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
    g.define(
        "hostname",
        cat(&[
            &g.star(&cat(&[&g.r("domainlabel"), &lit(".")])),
            &g.r("toplabel"),
            &opt(&lit(".")),
        ]),
    );
    // host     = hostname | IPv4address
    g.define("host", alt(&[&g.r("hostname"), &g.r("IPv4address")]));
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
    g.define(
        "server",
        opt(&cat(&[
            &opt(&cat(&[&g.r("userinfo"), &lit("@")])),
            &g.r("hostport"),
        ])),
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
    g.define(
        "relativeURI",
        cat(&[
            &alt(&[&g.r("net_path"), &g.r("abs_path"), &g.r("rel_path")]),
            &opt(&cat(&[&lit("?"), &g.r("query")])),
        ]),
    );
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
    g.define(
        "URI-reference",
        cat(&[
            &opt(&alt(&[&g.r("absoluteURI"), &g.r("relativeURI")])),
            &opt(&cat(&[&lit("#"), &g.r("fragment")])),
        ]),
    );

    // --- 2.4.3: excluded US-ASCII characters -----------------------------------

    // control = <US-ASCII coded characters 00-1F and 7F hexadecimal>
    g.define("control", r"[\x00-\x1F\x7F]".to_owned());
    // space   = <US-ASCII coded character 20 hexadecimal>
    g.define("space", r"\x20".to_owned());
    // delims  = "<" | ">" | "#" | "%" | <">
    g.define("delims", lits(&["<", ">", "#", "%", "\""]));
    // unwise  = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "`"
    g.define("unwise", lits(&["{", "}", "|", "\\", "^", "[", "]", "`"]));

    g.rules
}

/// The membership expressions, unanchored, by RFC rule name.
pub fn bnf_regexes() -> BTreeMap<&'static str, String> {
    bnf(Flavor::Match)
}

/// The membership test of each rule: its expression, anchored at both ends.
static MATCHERS: LazyLock<BTreeMap<&'static str, Regex>> = LazyLock::new(|| {
    bnf_regexes()
        .into_iter()
        .map(|(name, re)| {
            let anchored = format!("^(?:{re})$");
            let compiled = Regex::new(&anchored)
                .unwrap_or_else(|e| panic!("expression of {name} does not compile: {e}"));
            (name, compiled)
        })
        .collect()
});

/// The generation expressions, by RFC rule name.
pub static GENERATORS: LazyLock<BTreeMap<&'static str, String>> =
    LazyLock::new(|| bnf(Flavor::Generate));

/// Does Appendix A derive all of `input` from `rule`?
pub fn derives(rule: &str, input: &str) -> bool {
    MATCHERS
        .get(rule)
        .unwrap_or_else(|| panic!("no expression for rule {rule}"))
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

static PREFIXES: LazyLock<BTreeMap<&'static str, Prefixes>> = LazyLock::new(|| {
    bnf_regexes()
        .into_iter()
        .map(|(name, re)| {
            let dfa = dense::Builder::new()
                .configure(
                    dense::Config::new()
                        .start_kind(StartKind::Anchored)
                        .match_kind(MatchKind::All),
                )
                .build(&format!("(?:{re})$"))
                .unwrap_or_else(|e| panic!("no DFA for the expression of {name}: {e}"));
            let start = dfa
                .start_state(&start::Config::new().anchored(Anchored::Yes))
                .unwrap_or_else(|e| panic!("no start state for {name}: {e}"));
            (name, Prefixes { dfa, start })
        })
        .collect()
});

impl Prefixes {
    fn of(rule: &str) -> &'static Prefixes {
        PREFIXES
            .get(rule)
            .unwrap_or_else(|| panic!("no expression for rule {rule}"))
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
    let prefixes = Prefixes::of(rule);
    prefixes.is_live(prefixes.after(prefix.as_bytes()))
}

/// Checks an error that the crate reported for `input` as `rule` at byte
/// `offset` against Appendix A: `input[..offset]` is the start of some
/// string of the rule, and with the character at `offset` it is not (or,
/// at the end of the input, the whole input is not a string of the rule).
/// Offsets are in bytes and fall on character boundaries; the character at
/// `offset` may take several bytes.
pub fn check_error_offset(rule: &str, input: &str, offset: usize) -> Result<(), String> {
    let context = || format!("rule {rule}, input {input:?}, error at byte {offset}");
    if offset > input.len() || !input.is_char_boundary(offset) {
        return Err(format!(
            "{}: not a character boundary of the input ({} bytes)",
            context(),
            input.len()
        ));
    }
    let prefixes = Prefixes::of(rule);
    // The two engines must agree on the whole input, or this check would
    // judge by a different language than `derives`.
    let whole = prefixes.after(input.as_bytes());
    if prefixes.is_match(whole) != derives(rule, input) {
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
