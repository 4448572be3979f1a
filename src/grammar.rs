//! The grammar of RFC 2396 Appendix A, as written in `uri2396.pest`.
//!
//! A [`Rule`] names one rule of the grammar. The table behind it is
//! generated from the grammar file (`src/generated/rules.rs`, checked
//! against the grammar files by a test): each rule's RFC spelling
//! (`URI-reference`, `IPv4address`, `hier_part`...), its [`RuleKind`], its
//! BNF and section (from the rule's `///` line) and the rules it names, so
//! the grammar file stays the single source of truth.
//!
//! ```
//! use uri2396::grammar::{Rule, RuleKind};
//!
//! let rule: Rule = "hostport".parse()?;
//! assert_eq!(rule, Rule::HOSTPORT);
//! assert_eq!(rule.bnf(), "hostport = host [ \":\" port ]");
//! assert_eq!(rule.section(), "3.2.2");
//! assert_eq!(rule.kind(), RuleKind::Structure);
//! assert_eq!(rule.uses(), [Rule::HOST, Rule::PORT]);
//! assert!(rule.matches("example.com:80"));
//! # Ok::<(), uri2396::grammar::UnknownRule>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::automata::{self, Automaton};
use crate::dialect::Dialect;
use crate::messages::{Lang, Msg};

#[cfg(feature = "runtime-dialects")]
#[allow(dead_code)]
pub(crate) mod switched;
mod table;

#[cfg(feature = "pest")]
pub(crate) use table::with_pest_parser;
pub(crate) use table::{
    Algorithms, Expected, Hooks, NamedGrammar, NamedSet, Structure, Table, dispatch, named,
    named_grammars, with_named,
};

/// Without the `runtime-dialects` feature there is no grammar but the four
/// named ones: a [`Dialect`] can be only [`Dialect::STRICT`],
/// [`Dialect::RFC2732`], [`Dialect::JAVA`] or [`Dialect::RFC3986`] (`with`, `without` and names
/// with `+` need the feature), and every [`Rule`] is a row of the table
/// generated from the grammar files. What reads a grammar compiled at run time is
/// therefore never reached; this module gives it the same names.
#[cfg(not(feature = "runtime-dialects"))]
#[allow(dead_code)]
pub(crate) mod switched {
    use std::ops::Range;

    use super::{Row, Rule};
    use crate::automata::Automaton;
    use crate::dialect::Dialect;

    const NONE: &str = "a grammar of any choice of switches needs the runtime-dialects feature, \
                        without which no dialect but the named ones can be made";

    /// Never made: the grammar of another choice of switches.
    pub(crate) struct Compiled {
        pub(crate) text: &'static str,
        pub(crate) rules: Range<u16>,
    }

    impl Compiled {
        pub(crate) fn rule(&self, _: &str) -> Option<Rule> {
            unreachable!("{NONE}")
        }
    }

    pub(crate) fn compiled(_: Dialect) -> &'static Compiled {
        unreachable!("{NONE}")
    }

    pub(crate) fn table(_: Dialect, _: impl FnOnce() -> super::Table) -> &'static super::Table {
        unreachable!("{NONE}")
    }

    /// What reads another grammar: never reached.
    pub(crate) fn none() -> ! {
        unreachable!("{NONE}")
    }

    pub(crate) fn row(_: Rule) -> &'static Row {
        unreachable!("{NONE}")
    }

    pub(crate) fn automaton(_: Rule) -> &'static Automaton {
        unreachable!("{NONE}")
    }

    pub(crate) fn examples(_: Rule) -> super::Written {
        unreachable!("{NONE}")
    }
}

/// The pest parsers that pest_derive would generate from the grammar files:
/// pest_generator's expansion of each `#[derive(Parser)]`, kept in
/// `src/generated/` (so that a program that depends on the library builds
/// no pest_derive) and checked against the grammar files byte for byte by
/// the test `generated`. The strict grammar's with the feature `pest`, the
/// RFC 2732, java and RFC 3986 grammars' with `pest-dialects`.
#[cfg(feature = "pest")]
mod pest_rfc2396 {
    // pest documents each rule from the grammar's `///` lines; its own
    // `EOI` variant has none. The code is pest's, as a derive would emit
    // it, unused parts (`Rule::all_rules`) and all.
    #![allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]

    /// The pest parser of `uri2396.pest`.
    pub(crate) struct RfcParser;
    include!("generated/rfc2396_parser.rs");
}

#[cfg(feature = "pest-dialects")]
mod pest_rfc2732 {
    #![allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]

    /// The pest parser of RFC 2396 as RFC 2732 amends it: `uri2396.pest`
    /// amended by `rfc2732.pest` (`src/generated/rfc2732.pest`).
    pub(crate) struct Rfc2732Parser;
    include!("generated/rfc2732_parser.rs");
}

#[cfg(feature = "pest-dialects")]
mod pest_java {
    #![allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]

    /// The pest parser of java.net.URI's reading of RFC 2396: `uri2396.pest`
    /// amended by `rfc2732.pest` and then by `java.pest`
    /// (`src/generated/java.pest`).
    pub(crate) struct JavaParser;
    include!("generated/java_parser.rs");
}

#[cfg(feature = "pest-dialects")]
mod pest_rfc3986 {
    #![allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]

    /// The pest parser of `rfc3986.pest`, RFC 3986 Appendix A.
    pub(crate) struct Rfc3986Parser;
    include!("generated/rfc3986_parser.rs");
}

#[cfg(feature = "pest-dialects")]
mod pest_rfc3987 {
    #![allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]

    /// The pest parser of RFC 3987 2.2: `rfc3987.pest` with the rules of
    /// `rfc3986.pest` it keeps (`src/generated/rfc3987.pest`).
    pub(crate) struct Rfc3987Parser;
    include!("generated/rfc3987_parser.rs");
}

/// A named grammar whose pest parser is built (the strict grammar's with
/// the feature `pest`, the others' with `pest-dialects`): what the oracles
/// run, through [`with_pest_parser`].
#[cfg(feature = "pest")]
pub(crate) trait PestGrammar: NamedGrammar {
    /// pest's rule enum of the grammar.
    type PestRule: pest::RuleType;
    /// pest's parse of `input` from `rule`, `None` where pest fails.
    fn parse(
        rule: Self::PestRule,
        input: &str,
    ) -> Option<pest::iterators::Pairs<'_, Self::PestRule>>;
    /// The pest rule of `rule`, `None` for a rule of another grammar.
    fn pest(rule: Rule) -> Option<Self::PestRule>;
    /// The rule of a pest rule, `None` for pest's own `EOI`.
    fn of_pest(rule: Self::PestRule) -> Option<Rule>;
}

/// A grammar's [`PestGrammar`]: its parser's module, the parser, and the
/// generated maps between its rules and pest's.
macro_rules! pest_grammar {
    ($feature:literal, $grammar:ident, $module:ident :: $parser:ident, $table:ident, $of_pest:ident) => {
        #[cfg(feature = $feature)]
        impl PestGrammar for named::$grammar {
            type PestRule = $module::Rule;
            fn parse(
                rule: Self::PestRule,
                input: &str,
            ) -> Option<pest::iterators::Pairs<'_, Self::PestRule>> {
                <$module::$parser as pest::Parser<_>>::parse(rule, input).ok()
            }
            fn pest(rule: Rule) -> Option<Self::PestRule> {
                (rule.dialect() == Self::DIALECT).then(|| $table[rule.position()])
            }
            fn of_pest(rule: Self::PestRule) -> Option<Rule> {
                $of_pest(rule)
            }
        }
    };
}

pest_grammar!(
    "pest",
    Rfc2396,
    pest_rfc2396::RfcParser,
    PEST_RFC2396,
    of_pest_rfc2396
);
pest_grammar!(
    "pest-dialects",
    Rfc2732,
    pest_rfc2732::Rfc2732Parser,
    PEST_RFC2732,
    of_pest_rfc2732
);
pest_grammar!(
    "pest-dialects",
    Java,
    pest_java::JavaParser,
    PEST_JAVA,
    of_pest_java
);
pest_grammar!(
    "pest-dialects",
    Rfc3986,
    pest_rfc3986::Rfc3986Parser,
    PEST_RFC3986,
    of_pest_rfc3986
);
pest_grammar!(
    "pest-dialects",
    Rfc3987,
    pest_rfc3987::Rfc3987Parser,
    PEST_RFC3987,
    of_pest_rfc3987
);

/// The text of `uri2396.pest`.
pub const GRAMMAR: &str = include_str!("../uri2396.pest");

// A dialect's grammar: written here, not in `dialect.rs`, since the
// syntax's layers import downward only and a dialect is a set of switches
// that knows no grammar.
//
// Each dialect has a grammar of its own: its rules ([`Dialect::rules`]),
// automata and pest parser, generated from the grammar files for the named
// dialects (RFC 2396 as `uri2396.pest` transcribes it for
// [`Dialect::STRICT`], with `rfc2732.pest` in place for
// [`Dialect::RFC2732`], and `java.pest` on top for [`Dialect::JAVA`]) and
// composed the first time it is asked for otherwise. A rule that an
// amendment leaves alone is still a rule of its own in each grammar (`host`
// is not the same rule in both), since what it names may differ.
impl Dialect {
    /// Whether its grammar was compiled ahead of time (one of
    /// [`Dialect::ALL`]), rather than by the program when it was first
    /// asked for.
    #[must_use]
    pub fn is_named(self) -> bool {
        Dialect::GRAMMARS.contains(&self)
    }

    /// The name of its grammar: `RFC 2396`, `RFC 2732`, `java.net.URI`, or
    /// for another choice of switches the dialect's
    /// [`name`](Dialect::name).
    ///
    /// ```
    /// use uri2396::Dialect;
    /// assert_eq!(Dialect::STRICT.grammar_name(), "RFC 2396");
    /// assert_eq!(Dialect::JAVA.grammar_name(), "java.net.URI");
    /// ```
    #[must_use]
    pub fn grammar_name(self) -> &'static str {
        self.named().map_or_else(|| self.name(), |row| row.title)
    }

    /// Its grammar's whole pest text: `uri2396.pest`, or for an amendment
    /// that file with the amended rules in place.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// assert!(Dialect::RFC2732.grammar_text().contains("IPv6reference"));
    /// ```
    #[must_use]
    pub fn grammar_text(self) -> &'static str {
        fn text<G: NamedGrammar>(_: G) -> &'static str {
            G::TEXT
        }
        with_named!(self, |grammar| text(grammar), |other| switched::compiled(
            other
        )
        .text)
    }

    /// Its grammar's rules, in the order of its text.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// assert_eq!(Dialect::STRICT.rules().len(), 44);
    /// ```
    pub fn rules(self) -> impl ExactSizeIterator<Item = Rule> + Clone {
        rows_of(self).map(Rule)
    }

    /// Its grammar's rule named `name`, as [`Rule::find`] finds one of RFC
    /// 2396. In RFC 3987's grammar, a rule it renamed is found by its RFC
    /// 3986 name too (`URI-reference` is `IRI-reference`, `host` is
    /// `ihost`), so that the name every API takes by default names the
    /// whole reference there as well.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// use uri2396::grammar::{Rule, rfc2732, rfc3987};
    ///
    /// assert!(!Rule::HOST.matches("[::1]"));
    /// assert!(rfc2732::HOST.matches("[::1]"));
    /// assert_eq!(Dialect::RFC2732.find("ipv6reference")?, rfc2732::IPV6REFERENCE);
    /// assert_eq!(Rule::HOST.in_dialect(Dialect::RFC2732), Some(rfc2732::HOST));
    /// assert_eq!(rfc2732::IPV6REFERENCE.in_dialect(Dialect::STRICT), None);
    /// assert_eq!(Dialect::RFC3987.find("URI-reference")?, rfc3987::IRI_REFERENCE);
    /// assert_eq!(Dialect::RFC3987.find("host")?, rfc3987::IHOST);
    /// # Ok::<(), uri2396::grammar::UnknownRule>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When the grammar has no rule of that name: an [`UnknownRule`], with
    /// the grammar's closest name as a suggestion.
    pub fn find(self, name: &str) -> Result<Rule, UnknownRule> {
        self.rules()
            .find(|rule| same_name(rule.name(), name))
            .or_else(|| {
                // RFC 3987 2.2's renaming, in the loose spelling of names.
                let iri = name.to_ascii_uppercase().replacen("URI", "IRI", 1);
                let prefixed = format!("i{name}");
                self.rules().find(|rule| {
                    rule.rfc() == 3987
                        && (same_name(rule.name(), &iri) || same_name(rule.name(), &prefixed))
                })
            })
            .ok_or_else(|| UnknownRule::new(name, self))
    }
}

/// What a rule is for, which decides how it shows in a parse tree.
///
/// Read from the grammar: a normal pest rule is a structure, an atomic one a
/// leaf, a silent one a class, and a silent one of section 2.4.3 excluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleKind {
    /// A rule with parts of its own (`URI-reference`, `authority`, `segment`...).
    Structure,
    /// A component read as text (`scheme`, `port`, `query`...); atomic in pest.
    Leaf,
    /// A character class (`alpha`, `pchar`, `escaped`...); silent in pest, so
    /// it makes no node inside other rules.
    Class,
    /// One of the classes of characters that section 2.4.3 excludes from URIs.
    Excluded,
}

#[cfg(feature = "serde")]
crate::serial::unit!(serialize RuleKind {
    Structure => "structure",
    Leaf => "leaf",
    Class => "class",
    Excluded => "excluded",
});

/// One rule of the grammar: a small `Copy` handle.
///
/// Each rule has a constant named after its RFC spelling in capitals, with
/// `_` for `-` and before a capital that follows a small letter:
/// `URI-reference` is [`Rule::URI_REFERENCE`], `absoluteURI`
/// [`Rule::ABSOLUTE_URI`], `hier_part` [`Rule::HIER_PART`], `IPv4address`
/// [`Rule::IPV4ADDRESS`]. Rules compare in the order of the grammar file;
/// `Display` and `Serialize` give the RFC spelling.
///
/// ```
/// use uri2396::grammar::Rule;
///
/// assert_eq!(Rule::find("uri_reference")?, Rule::URI_REFERENCE);
/// assert_eq!(Rule::URI_REFERENCE.to_string(), "URI-reference");
/// assert_eq!(Rule::ALL.len(), 44);
/// # Ok::<(), uri2396::grammar::UnknownRule>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rule(u16);

/// A rule's row: what [`Rule`]'s accessors read.
#[derive(Clone, Copy)]
pub(crate) struct Row {
    grammar: Dialect,
    name: &'static str,
    kind: RuleKind,
    bnf: &'static str,
    /// The RFC whose text the rule quotes: 2396, or the amendment's.
    rfc: u16,
    section: &'static str,
    uses: &'static [Rule],
    used_by: &'static [Rule],
}

/// A rule's row as the generated table of the named grammars stores it:
/// its strings as places in `STRINGS` and its lists as places in `LISTS`
/// (start, length). A pointer in a static costs the program a relocation
/// (24 bytes of its file, and a write when it starts); the rows hold
/// none.
struct Packed {
    grammar: Dialect,
    kind: RuleKind,
    rfc: u16,
    name: Place,
    bnf: Place,
    section: Place,
    uses: Place,
    used_by: Place,
}

/// Where a string of `STRINGS` or a list of `LISTS` is: its start, its
/// length.
type Place = (u16, u16);

impl Packed {
    /// Inlined into each accessor of [`Rule`], which keeps the one field
    /// it reads.
    #[inline(always)]
    fn unpack(&self) -> Row {
        let range = |(at, len): Place| usize::from(at)..usize::from(at) + usize::from(len);
        // The places are written with the strings and lists (a unit test
        // reads every row).
        let text = |place| STRINGS.get(range(place)).unwrap_or_default();
        let list = |place| LISTS.get(range(place)).unwrap_or_default();
        Row {
            grammar: self.grammar,
            name: text(self.name),
            kind: self.kind,
            bnf: text(self.bnf),
            rfc: self.rfc,
            section: text(self.section),
            uses: list(self.uses),
            used_by: list(self.used_by),
        }
    }
}

/// A rule's examples as its grammar file writes them: the strings its
/// `// e.g.` line says it derives, then those it does not.
type Written = (&'static [&'static str], &'static [&'static str]);

// `TABLE`, `NAMED_ROWS`, the constants, `Rule::ALL`, and each grammar's
// `PEST_*` and `of_pest_*`.
include!("generated/rules.rs");

/// A grammar's rules: their handles, one after the other. The named
/// grammars' come first, in `TABLE`; another's follow, in the order the
/// program first asked for them (`switched`).
fn rows_of(grammar: Dialect) -> std::ops::Range<u16> {
    match Dialect::GRAMMARS.iter().position(|&g| g == grammar) {
        Some(i) => NAMED_ROWS[i].clone(),
        None => switched::compiled(grammar).rules.clone(),
    }
}

impl Rule {
    #[inline(always)]
    fn row(self) -> Row {
        match TABLE.get(usize::from(self.0)) {
            Some(packed) => packed.unpack(),
            None => *switched::row(self),
        }
    }

    /// Every rule, in the order of the grammar file, as an iterator.
    pub fn all() -> impl ExactSizeIterator<Item = Rule> + Clone {
        Rule::ALL.into_iter()
    }

    /// The rule's name as the RFC spells it (`URI-reference`, `IPv4address`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// How the rule appears in parse trees.
    #[must_use]
    pub fn kind(self) -> RuleKind {
        self.row().kind
    }

    /// The rule's BNF as the grammar file quotes it, without the section:
    /// `port = *digit`.
    #[must_use]
    pub fn bnf(self) -> &'static str {
        self.row().bnf
    }

    /// The grammar the rule belongs to.
    #[must_use]
    pub fn dialect(self) -> Dialect {
        self.row().grammar
    }

    /// The RFC whose text defines the rule: 2396, or for a rule that an
    /// amendment changes or adds, the amendment's (2732, or 2373 for the
    /// IPv6 address that RFC 2732 takes from it). 0 for a rule of
    /// java.net.URI's reading, which follows its javadoc and parser: its
    /// [`section`](Rule::section) is then the one of docs/java.md
    /// (`empty-authority`, `ports`...).
    ///
    /// ```
    /// use uri2396::grammar::{Rule, java, rfc2732};
    ///
    /// assert_eq!(Rule::HOST.rfc(), 2396);
    /// assert_eq!(rfc2732::HOST.rfc(), 2732);
    /// assert_eq!(rfc2732::HOSTNAME.rfc(), 2396);
    /// assert_eq!(rfc2732::IPV6ADDRESS.section(), "2.2");
    /// assert_eq!(rfc2732::IPV6ADDRESS.rfc(), 2373);
    /// assert_eq!((java::PORT.rfc(), java::PORT.section()), (0, "ports"));
    /// ```
    #[must_use]
    pub fn rfc(self) -> u16 {
        self.row().rfc
    }

    /// The rule of the same name in `grammar`, if it has one; else the
    /// rule that RFC 3987 renamed from it or to it (2.2: "If the
    /// non-terminal contains 'URI', this has been changed to 'IRI'.
    /// Otherwise, an 'i' has been prefixed"), when the grammar that
    /// renamed it has no rule of the old name (`iunreserved` is no
    /// `unreserved`: RFC 3987 keeps that rule too).
    ///
    /// ```
    /// use uri2396::Dialect;
    /// use uri2396::grammar::{Rule, rfc3986, rfc3987};
    ///
    /// assert_eq!(Rule::HOST.in_dialect(Dialect::RFC3987), Some(rfc3987::IHOST));
    /// assert_eq!(rfc3987::IRI_REFERENCE.in_dialect(Dialect::RFC3986), Some(rfc3986::URI_REFERENCE));
    /// assert_eq!(rfc3986::UNRESERVED.in_dialect(Dialect::RFC3987), Some(rfc3987::UNRESERVED));
    /// assert_eq!(rfc3987::IUNRESERVED.in_dialect(Dialect::RFC3986), None);
    /// ```
    #[must_use]
    pub fn in_dialect(self, grammar: Dialect) -> Option<Rule> {
        if self.dialect() == grammar {
            return Some(self);
        }
        let name = self.name();
        grammar
            .rules()
            .find(|rule| rule.name() == name)
            .or_else(|| {
                grammar
                    .rules()
                    .find(|rule| rule.rfc() == 3987 && renamed(name, rule.name()))
            })
            .or_else(|| {
                (self.rfc() == 3987)
                    .then(|| {
                        grammar.rules().find(|rule| {
                            renamed(rule.name(), name)
                                && !self.dialect().rules().any(|own| own.name() == rule.name())
                        })
                    })
                    .flatten()
            })
    }

    /// The section of [`rfc`](Rule::rfc) that defines the rule (`"3.2.2"`),
    /// or of docs/java.md for a rule of java.net.URI's reading.
    #[must_use]
    pub fn section(self) -> &'static str {
        self.row().section
    }

    /// The rules this rule names in the grammar file, in order, each once.
    /// A PEG lookahead (in `authority` and `hostname`) only chooses between
    /// trees, so what it names is not counted.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::USERINFO.uses(), [Rule::UNRESERVED, Rule::ESCAPED]);
    /// // pchar is written as ranges of US-ASCII, which name no rule.
    /// assert_eq!(Rule::PCHAR.uses(), [Rule::ESCAPED]);
    /// assert!(Rule::DIGIT.uses().is_empty());
    /// ```
    #[must_use]
    pub fn uses(self) -> &'static [Rule] {
        self.row().uses
    }

    /// The rules that name this one, in the order of the grammar file.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::PORT.used_by(), [Rule::HOSTPORT]);
    /// assert!(Rule::URI_REFERENCE.used_by().is_empty());
    /// ```
    #[must_use]
    pub fn used_by(self) -> &'static [Rule] {
        self.row().used_by
    }

    /// Strings the rule derives and strings it does not: the `// e.g.`
    /// line beside the rule in its grammar file, two of each (`space`
    /// derives one string only). Every named dialect's hold, which the
    /// tests check; a grammar composed at run time has the lines of its
    /// rules' texts, and a line written for a switch it lacks may not
    /// hold there.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// use uri2396::grammar::Rule;
    ///
    /// let examples = Rule::HOSTNAME.examples();
    /// assert_eq!(examples.matching, ["www.ietf.org", "localhost"]);
    /// assert!(examples.matching.iter().all(|s| Rule::HOSTNAME.matches(s)));
    /// assert!(!examples.failing.iter().any(|s| Rule::HOSTNAME.matches(s)));
    ///
    /// // Each grammar's own: RFC 3986's host takes what RFC 2396's does not.
    /// let host = Dialect::RFC3986.find("host")?;
    /// assert_eq!(host.examples().matching, ["1.2.3.400", "[::1]"]);
    /// # Ok::<(), uri2396::grammar::UnknownRule>(())
    /// ```
    #[must_use]
    pub fn examples(self) -> Examples {
        let (matching, failing) = EXAMPLES
            .get(usize::from(self.0))
            .copied()
            .unwrap_or_else(|| switched::examples(self));
        Examples { matching, failing }
    }

    /// Whether the rule derives the whole of `input`, checked by the rule's
    /// automaton, compiled from the grammar file: no tree,
    /// no allocation, one table look-up per byte.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert!(Rule::HOSTNAME.matches("www.example.com."));
    /// assert!(!Rule::HOSTNAME.matches("a-.example"));
    /// ```
    #[must_use]
    pub fn matches(self, input: &str) -> bool {
        self.automaton().matches(input.as_bytes())
    }

    /// Whether `input` is UTF-8 and the rule derives the whole of it, in
    /// one pass: the automata step over the UTF-8 encodings of the
    /// grammar's characters, so no sequence that is not UTF-8 reaches an
    /// accepting state. The answer of [`matches`](Rule::matches) on the
    /// text when `input` is UTF-8, `false` when it is not; for bytes no
    /// one has checked yet (a column, a buffer), without a pass to check
    /// them first.
    ///
    /// ```
    /// use uri2396::Dialect;
    /// use uri2396::grammar::Rule;
    ///
    /// assert!(Rule::URI_REFERENCE.matches_bytes(b"http://a/b"));
    /// assert!(!Rule::URI_REFERENCE.matches_bytes(b"http://a/\xff"));
    /// // java.net.URI's reading takes other characters, as UTF-8 only.
    /// let java = Rule::URI_REFERENCE.in_dialect(Dialect::JAVA).unwrap();
    /// assert!(java.matches_bytes("http://a/é".as_bytes()));
    /// assert!(!java.matches_bytes(b"http://a/\xc3"));
    /// ```
    #[must_use]
    pub fn matches_bytes(self, input: &[u8]) -> bool {
        self.automaton().matches(input)
    }

    /// Looks a rule up by name, in any ASCII case and with `-` and `_`
    /// alike: `URI-reference`, `uri_reference` and `URI_REFERENCE` are one
    /// rule.
    ///
    /// # Errors
    ///
    /// [`UnknownRule`] when no rule has that name; it suggests the closest
    /// name when one is close.
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    ///
    /// assert_eq!(Rule::find("ipv4ADDRESS")?, Rule::IPV4ADDRESS);
    /// let err = Rule::find("hostnme").unwrap_err();
    /// assert_eq!(err.suggestion(), Some(Rule::HOSTNAME));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "no rule `hostnme` in RFC 2396 Appendix A; did you mean `hostname`?"
    /// );
    /// # Ok::<(), uri2396::grammar::UnknownRule>(())
    /// ```
    pub fn find(name: &str) -> Result<Rule, UnknownRule> {
        Dialect::STRICT.find(name)
    }

    /// Position in the rule table, which is also the automaton's.
    pub(crate) fn index(self) -> usize {
        usize::from(self.0)
    }

    pub(crate) fn automaton(self) -> &'static Automaton {
        automata::named(self.index()).unwrap_or_else(|| switched::automaton(self))
    }

    /// The bytes that can start a string of the rule: its automaton's
    /// first bytes, read without the automaton for a named grammar's rule.
    pub(crate) fn first(self) -> [bool; 256] {
        automata::first_named(self.index()).unwrap_or_else(|| switched::automaton(self).first())
    }

    /// Position among its grammar's rules.
    #[cfg(feature = "pest")]
    fn position(self) -> usize {
        usize::from(self.0 - rows_of(self.dialect()).start)
    }
}

/// A rule's examples ([`Rule::examples`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Examples {
    /// Strings the rule derives.
    pub matching: &'static [&'static str],
    /// Strings it does not.
    pub failing: &'static [&'static str],
}

/// Whether `asked` names the rule `name`: any ASCII case, `-` as `_`.
fn same_name(name: &str, asked: &str) -> bool {
    // The RFC spelling itself, as `parse_tree("URI-reference", s)` asks
    // for it on every call, compares without folding.
    name == asked
        || name.len() == asked.len()
            && name
                .bytes()
                .zip(asked.bytes())
                .all(|(a, b)| fold(a) == fold(b))
}

/// A byte as names compare: small letters, `_` for `-`.
fn fold(b: u8) -> u8 {
    if b == b'-' {
        b'_'
    } else {
        b.to_ascii_lowercase()
    }
}

impl FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(name: &str) -> Result<Rule, UnknownRule> {
        Rule::find(name)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rule({})", self.name())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Rule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// No rule of the grammar has the name asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRule {
    name: String,
    grammar: Dialect,
    suggestion: Option<Rule>,
    /// Another grammar's rule of exactly that name.
    elsewhere: Option<Rule>,
}

/// The longest name kept whole in an error: a rule name asked for is short,
/// and the error should stay so when the name is not.
const MAX_NAME: usize = 64;

impl UnknownRule {
    fn new(asked: &str, grammar: Dialect) -> UnknownRule {
        let mut name: String = asked.chars().take(MAX_NAME).collect();
        if name.len() < asked.len() {
            name.push('…');
        }
        // Close: about one edit in three characters. A long name is near
        // no rule, and skipping it keeps the distance's cost bounded.
        let suggestion = (asked.len() <= MAX_NAME)
            .then(|| {
                grammar
                    .rules()
                    .map(|rule| (distance(rule.name(), asked), rule))
                    .min()
                    .filter(|&(d, rule)| d <= (rule.name().len().min(asked.len()) / 3).max(1))
                    .map(|(_, rule)| rule)
            })
            .flatten();
        let elsewhere = Dialect::ALL
            .into_iter()
            .filter(|&other| other != grammar)
            .find_map(|other| other.rules().find(|rule| same_name(rule.name(), asked)));
        UnknownRule {
            name,
            grammar,
            suggestion,
            elsewhere,
        }
    }

    /// The name that was asked for (its first 64 characters when longer).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rule whose name is closest to the one asked for, when it is close.
    #[must_use]
    pub fn suggestion(&self) -> Option<Rule> {
        self.suggestion
    }

    /// The grammar that was searched.
    #[must_use]
    pub fn dialect(&self) -> Dialect {
        self.grammar
    }

    /// A rule of that very name in another grammar (`IPv6reference`, asked
    /// of RFC 2396, is a rule of RFC 2732).
    ///
    /// ```
    /// use uri2396::grammar::{Rule, rfc2732};
    ///
    /// let err = Rule::find("IPv6reference").unwrap_err();
    /// assert_eq!(err.elsewhere(), Some(rfc2732::IPV6REFERENCE));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "no rule `IPv6reference` in RFC 2396 Appendix A; RFC 2732 has one"
    /// );
    /// ```
    #[must_use]
    pub fn elsewhere(&self) -> Option<Rule> {
        self.elsewhere
    }
}

/// Levenshtein distance between two names, compared as [`Rule::find`] does.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<u8> = b.bytes().map(fold).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().map(fold).enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

impl UnknownRule {
    /// The error's line in `lang`; its `Display` is the line in English.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        let name = &self.name;
        let mut out = match self.grammar.named().and_then(|row| row.no_rule) {
            Some(msg) => msg.fill(lang, &[("name", name)]),
            None => Msg::NoRuleDialect.fill(
                lang,
                &[("name", name), ("dialect", &self.grammar.to_string())],
            ),
        };
        // The very name in another grammar says more than a close one.
        if let Some(rule) = self.elsewhere {
            out.push_str(
                &Msg::RuleElsewhere.fill(lang, &[("grammar", rule.dialect().grammar_name())]),
            );
        } else if let Some(rule) = self.suggestion {
            out.push_str(&Msg::RuleSuggestion.fill(lang, &[("rule", &rule.to_string())]));
        }
        out
    }
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for UnknownRule {}

/// Whether RFC 3987 2.2 names `old`, a rule of RFC 3986, `new`: "If the
/// non-terminal contains 'URI', this has been changed to 'IRI'. Otherwise,
/// an 'i' has been prefixed."
fn renamed(old: &str, new: &str) -> bool {
    match old.find("URI") {
        Some(at) => {
            new.len() == old.len()
                && new.get(..at) == old.get(..at)
                && new.get(at..at + 3) == Some("IRI")
                && new.get(at + 3..) == old.get(at + 3..)
        }
        None => new.strip_prefix('i') == Some(old),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every place of every row of the generated table is in its string
    /// or list, on character boundaries (`unpack` would read a misplaced
    /// one as empty).
    #[test]
    fn every_row_s_places_hold() {
        let range = |(at, len): Place| usize::from(at)..usize::from(at) + usize::from(len);
        for (i, row) in TABLE.iter().enumerate() {
            for place in [row.name, row.bnf, row.section] {
                assert!(STRINGS.get(range(place)).is_some(), "row {i}");
            }
            for place in [row.uses, row.used_by] {
                assert!(LISTS.get(range(place)).is_some(), "row {i}");
            }
            assert!(!row.unpack().name.is_empty(), "row {i}");
        }
    }

    /// `G`'s pest rules are its rules, both ways, and named as their
    /// automata; no rule of another grammar has one.
    #[cfg(feature = "pest-dialects")]
    fn pest_rules_of<G: PestGrammar>(_: G) {
        for grammar in Dialect::GRAMMARS {
            for rule in grammar.rules() {
                let pest = G::pest(rule);
                if grammar == G::DIALECT {
                    assert_eq!(pest.and_then(G::of_pest), Some(rule));
                    let name = pest.map(|r| format!("{r:?}"));
                    assert_eq!(name.as_deref(), Some(rule.automaton().name));
                } else {
                    assert_eq!(pest, None, "{rule} has a pest rule of {}", G::DIALECT);
                }
            }
        }
    }

    #[test]
    #[cfg(feature = "pest-dialects")]
    fn pest_rules_map_both_ways() {
        for grammar in Dialect::GRAMMARS {
            with_pest_parser!(grammar, |g| pest_rules_of(g), |other| panic!(
                "{other} has no pest parser"
            ));
        }
        assert_eq!(named::Rfc2396::of_pest(pest_rfc2396::Rule::EOI), None);
        assert_eq!(named::Rfc2732::of_pest(pest_rfc2732::Rule::EOI), None);
        assert_eq!(named::Java::of_pest(pest_java::Rule::EOI), None);
        assert_eq!(named::Rfc3986::of_pest(pest_rfc3986::Rule::EOI), None);
        assert_eq!(named::Rfc3987::of_pest(pest_rfc3987::Rule::EOI), None);
    }

    #[test]
    fn each_rule_has_its_own_automaton() {
        let rules: Vec<Rule> = Dialect::GRAMMARS
            .into_iter()
            .flat_map(Dialect::rules)
            .collect();
        assert_eq!(rules.len(), automata::RULES.len());
        for (i, rule) in rules.into_iter().enumerate() {
            assert_eq!(rule.index(), i);
            assert_eq!(rule.automaton().name, rule.name().replace('-', "_"));
        }
        assert_eq!(Rule::ALL.len(), Dialect::STRICT.rules().len());
        assert_eq!(rfc2732::ALL.len(), Dialect::RFC2732.rules().len());
    }

    #[test]
    fn rfc2732_amends_what_section_3_says() {
        // Every rule of RFC 2396 is in RFC 2732's grammar, with the same
        // BNF unless section 3 changes it.
        let changed = ["host", "IPv4address", "reserved", "unwise", "uric"];
        for rule in Rule::all() {
            let amended = rule.in_dialect(Dialect::RFC2732).expect("kept");
            assert_eq!(amended.kind(), rule.kind(), "{rule}");
            if !changed.contains(&rule.name()) {
                assert_eq!(amended.bnf(), rule.bnf(), "{rule}");
                assert_eq!((amended.rfc(), amended.section()), (2396, rule.section()));
            }
        }
        let added: Vec<&str> = Dialect::RFC2732
            .rules()
            .filter(|rule| rule.in_dialect(Dialect::STRICT).is_none())
            .map(Rule::name)
            .collect();
        assert_eq!(
            added,
            ["IPv6reference", "IPv6address", "ls32", "hex4", "dec-octet"]
        );
        assert_eq!(rfc2732::IPV6REFERENCE.used_by(), [rfc2732::HOST]);
        assert_eq!(rfc2732::UNWISE.kind(), RuleKind::Excluded);
    }

    #[test]
    fn uses_follow_the_grammar() {
        let names = |rule: Rule| -> Vec<&str> { rule.uses().iter().map(|r| r.name()).collect() };
        assert_eq!(
            names(Rule::URI_REFERENCE),
            ["absoluteURI", "relativeURI", "fragment"]
        );
        assert_eq!(names(Rule::IPV4ADDRESS), ["digit"]);
        assert_eq!(names(Rule::HEX), ["digit"]);
        assert_eq!(names(Rule::DELIMS), Vec::<&str>::new());
        assert_eq!(names(Rule::CONTROL), Vec::<&str>::new());
        assert_eq!(names(Rule::UNWISE), Vec::<&str>::new());
        // Every rule is used but the entry point, `path` (which only the
        // prose of 3.3 uses), the excluded classes, and `reserved`, which
        // `uric` holds as ranges of US-ASCII.
        for rule in Rule::all() {
            let unused = rule.used_by().is_empty();
            let expected = matches!(rule, Rule::URI_REFERENCE | Rule::PATH | Rule::RESERVED)
                || rule.kind() == RuleKind::Excluded;
            assert_eq!(unused, expected, "{rule}");
        }
    }

    #[test]
    fn distance_counts_edits() {
        assert_eq!(distance("hostname", "hostnme"), 1);
        assert_eq!(distance("port", "PORT"), 0);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("scheme", "schema"), 1);
    }
}
