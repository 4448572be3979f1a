//! One table per grammar: what the code outside the grammar files asks of
//! a grammar, in one place, alike for the five named grammars compiled
//! ahead of time (`src/generated/`) and for one composed at run time.
//!
//! The code names rules by RFC 2396's rule of the same name (or, for a rule
//! that an amendment adds, by RFC 2732's or java.net.URI's):
//! [`Table::rule`] gives the grammar's own. The table also keeps what the
//! errors work out per rule the first time they ask (the expected lists of
//! each automaton state, the first sets of the named classes), for the
//! life of the program, as it keeps the grammar's automata.

use std::sync::OnceLock;

use super::{Rule, rfc3986, rfc3987, switched};
use crate::automata::COUNT;
use crate::dialect::{Dialect, Switch};
use crate::messages::Msg;

/// A rule's name and the bytes that can start it, a bit a byte (byte `b`
/// is bit `b % 64` of word `b / 64`): how the errors spell a set of bytes.
pub(crate) type NamedSet = (&'static str, [u64; 4]);

/// What each state of a rule's automaton could have continued with.
pub(crate) type Expected = Box<[Vec<&'static str>]>;

/// One grammar's table: [`Dialect::table`].
pub(crate) struct Table {
    grammar: Dialect,
    hooks: Hooks,
    /// The grammar's rule of the same name as each rule of the named
    /// grammars, by [`Rule::index`] (the rule itself when it has none): an
    /// array of known length, so that a constant rule's look-up is one
    /// load with no bounds check.
    roles: Box<[Rule; COUNT]>,
    /// The handle of the grammar's first rule.
    first: u16,
    /// The rule each of the grammar's rules is named as, by its position:
    /// RFC 2396's of the same name, else RFC 2732's, else java.net.URI's.
    named: Box<[Rule]>,
    /// The errors' lists of each rule, by its position in the grammar.
    expected: Box<[OnceLock<Expected>]>,
    /// The errors' first sets of the grammar.
    first_sets: OnceLock<Box<[NamedSet]>>,
}

impl Table {
    fn new(grammar: Dialect) -> Table {
        let roles = Box::new(std::array::from_fn(|i| {
            let rule = Rule(u16::try_from(i).expect("fewer than 2^16 rules"));
            rule.in_dialect(grammar).unwrap_or(rule)
        }));
        let named = grammar
            .rules()
            .map(|rule| {
                Dialect::ALL
                    .into_iter()
                    .find_map(|named| rule.in_dialect(named))
                    .unwrap_or(rule)
            })
            .collect();
        Table {
            grammar,
            hooks: Hooks::of(grammar),
            roles,
            first: super::rows_of(grammar).start,
            named,
            expected: grammar.rules().map(|_| OnceLock::new()).collect(),
            first_sets: OnceLock::new(),
        }
    }

    /// The grammar of the table (for the pest oracle's lowering).
    #[cfg(feature = "pest")]
    pub(crate) fn dialect(&self) -> Dialect {
        self.grammar
    }

    /// What the code outside the grammar files does otherwise in the grammar.
    pub(crate) fn hooks(&self) -> Hooks {
        self.hooks
    }

    /// The grammar's rule named as `named`, a rule of RFC 2396 (or one
    /// that RFC 2732 or java.net.URI adds); `named` itself when the
    /// grammar has no rule of that name.
    #[inline]
    pub(crate) fn rule(&self, named: Rule) -> Rule {
        self.roles.get(named.index()).copied().unwrap_or(named)
    }

    /// The rule of RFC 2396 (or, for one that an amendment adds, of RFC 2732
    /// or java.net.URI) of the same name as `rule`, a rule of the grammar.
    pub(crate) fn named(&self, rule: Rule) -> Rule {
        let at = rule.0.checked_sub(self.first).map(usize::from);
        at.and_then(|at| self.named.get(at))
            .copied()
            .unwrap_or(rule)
    }

    /// The errors' lists of `rule`, a rule of the grammar, made by `make`
    /// the first time they are asked for.
    pub(crate) fn expected(
        &self,
        rule: Rule,
        make: impl FnOnce() -> Expected,
    ) -> &[Vec<&'static str>] {
        let at = rule.0.checked_sub(self.first).map(usize::from);
        match at.and_then(|at| self.expected.get(at)) {
            Some(cell) => cell.get_or_init(make),
            None => unreachable!("{rule:?} is no rule of {}", self.grammar),
        }
    }

    /// The errors' first sets, made by `make` the first time they are
    /// asked for.
    pub(crate) fn first_sets(&self, make: impl FnOnce() -> Box<[NamedSet]>) -> &[NamedSet] {
        self.first_sets.get_or_init(make)
    }
}

/// A named reading's row: what the code says of it beside its grammar's
/// tables, [`Hooks`] and [`Algorithms`], so that adding a named reading
/// adds a row here rather than an arm in each function that names one.
pub(crate) struct Named {
    pub(crate) dialect: Dialect,
    /// Its grammar's name as the messages give it.
    pub(crate) title: &'static str,
    /// The message that its grammar has no rule of a name, where it has
    /// one of its own (the others say which dialect).
    pub(crate) no_rule: Option<Msg>,
    /// Whether `compare` sets it beside the others when no reading is
    /// named.
    pub(crate) compared: bool,
}

/// The named readings' rows, in the order of [`Dialect::ALL`].
pub(crate) static NAMED: [Named; 5] = [
    Named {
        dialect: Dialect::STRICT,
        title: "RFC 2396",
        no_rule: Some(Msg::NoRuleStrict),
        compared: true,
    },
    Named {
        dialect: Dialect::RFC2732,
        title: "RFC 2732",
        no_rule: Some(Msg::NoRuleRfc2732),
        compared: true,
    },
    Named {
        dialect: Dialect::JAVA,
        title: "java.net.URI",
        no_rule: Some(Msg::NoRuleJava),
        compared: true,
    },
    Named {
        dialect: Dialect::RFC3986,
        title: "RFC 3986",
        no_rule: None,
        compared: true,
    },
    Named {
        dialect: Dialect::RFC3987,
        title: "RFC 3987",
        no_rule: None,
        // Named when asked for: not yet among the readings every
        // comparison shows.
        compared: false,
    },
];

impl Dialect {
    /// Its row, when it is a named reading.
    pub(crate) fn named(self) -> Option<&'static Named> {
        NAMED.iter().find(|row| row.dialect == self)
    }

    /// The named readings `compare` sets side by side when none is named.
    pub(crate) fn compared() -> impl Iterator<Item = Dialect> {
        NAMED
            .iter()
            .filter(|row| row.compared)
            .map(|row| row.dialect)
    }

    /// The grammar's table, made the first time it is asked for and kept
    /// for the life of the program.
    pub(crate) fn table(self) -> &'static Table {
        static TABLES: [OnceLock<Table>; NAMED.len()] = [const { OnceLock::new() }; NAMED.len()];
        match NAMED.iter().position(|row| row.dialect == self) {
            Some(at) => TABLES[at].get_or_init(|| Table::new(self)),
            None => switched::table(self, || Table::new(self)),
        }
    }
}

/// What the code outside the grammar files does otherwise in one grammar
/// than in RFC 2396's: a typed hook per switch, and the facts of RFC
/// 3986's grammar (its structure, the RFC its messages cite, its escape),
/// read from the dialect in one place ([`Hooks::of`]), so that adding a
/// switch or a reading adds a field or a row here rather than a test of it
/// in each module that cares. Some fields follow from others in today's
/// readings (`structure` and `opaque_part`, `rfc` and `escape`): each
/// names what its readers ask, so that a reading may one day differ in
/// one and not the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hooks {
    /// RFC 2732's amendment: IPv6 literals in brackets are hosts
    /// (`IPv6reference`), `[` and `]` reserved.
    pub(crate) ipv6_literals: bool,
    /// `//` followed by a path, a query, a fragment or nothing has no
    /// authority at all (an `empty-authority`, undefined), and a path
    /// that starts with a single `/` is a `path-absolute`.
    pub(crate) undefined_empty_authority: bool,
    /// A query may follow an empty relative path (`?y`).
    pub(crate) empty_relative_path: bool,
    /// A hostname of one label may start with a digit (`http://123/`).
    pub(crate) single_label_hostnames: bool,
    /// An IPv6 literal may end with a scope id (`[fe80::1%eth0]`).
    pub(crate) scope_ids: bool,
    /// Characters above US-ASCII that are neither controls nor spaces
    /// stand wherever an escape may (java.net.URI's "other" category).
    pub(crate) other_characters: bool,
    /// An opaque part may start with `[` or `]` (`mailto:[`).
    pub(crate) brackets_outside_the_host: bool,
    /// Characters above US-ASCII stand where the rule's automaton takes
    /// their UTF-8 bytes (RFC 3987's `ucschar`, and `iprivate` in a
    /// query): the one-pass parse asks the automaton of the component.
    pub(crate) ucs_characters: bool,
    /// An absolute URI whose part after `scheme ":"` does not start with
    /// `/` is an `opaque_part` (RFC 2396, 3), with its `?`; otherwise
    /// (RFC 3986, 3) a `path-rootless` or `path-empty`, then a query.
    pub(crate) opaque_part: bool,
    /// An authority that is no server is a `reg_name` (RFC 2396, 3.2);
    /// otherwise (RFC 3986, 3.2) it is always `[ userinfo "@" ] host [
    /// ":" port ]`, whose host, when it is no IP address, is a
    /// `reg-name`, possibly empty.
    pub(crate) reg_name_authority: bool,
    /// An IP literal may hold an `IPvFuture` (RFC 3986, 3.2.2).
    pub(crate) ipv_future: bool,
    /// The grammar holds every reference of RFC 2396 and reads its
    /// components alike (RFC 2396's, RFC 2732's): a text built from valid
    /// parts needs no second reading to find its offsets.
    pub(crate) reads_as_rfc2396: bool,
    /// How the grammar structures a reference, which the typed tree, the
    /// trees cut at the delimiters and the kinds of path follow.
    pub(crate) structure: Structure,
    /// The RFC whose sections the messages cite for the grammar: 2396 for
    /// RFC 2396's and its amendments', 3986 for RFC 3986's.
    pub(crate) rfc: u16,
    /// The grammar's escape: RFC 2396's `escaped`, RFC 3986's
    /// `pct-encoded` (the same BNF).
    pub(crate) escape: Rule,
    /// Characters outside the grammar are excluded (RFC 2396, 2.4.3: a
    /// fix escapes them wherever they stand); RFC 3986 excludes none, it
    /// merely does not allow them, and `[` and `]` are reserved there.
    pub(crate) excluded_characters: bool,
    /// A text built from another reading's parts is read in this grammar
    /// alone, not in RFC 2396's when this one does not derive it.
    pub(crate) read_alone: bool,
    /// The same dialect with IPv6 literals: the one an error about a
    /// bracketed host suggests.
    pub(crate) with_ipv6_literals: Dialect,
    /// The same dialect with empty relative paths: the one that reads `?y`
    /// when a resolution allows it.
    pub(crate) with_empty_relative_path: Dialect,
    /// The same dialect with scope ids in IPv6 literals: the one an error
    /// about a zone id suggests, where a switch gives one.
    pub(crate) with_scope_ids: Option<Dialect>,
    /// The rules whose automata the one-pass parse runs, by role: a
    /// query's characters, the first segment of a relative path, a path's
    /// characters, a `reg_name` authority, a `server` (any authority), a
    /// fragment's characters. By RFC 2396's names in a grammar of its
    /// structure ([`Table::rule`] gives the grammar's own), by the
    /// grammar's in another.
    pub(crate) scanned: [Rule; 6],
}

impl Hooks {
    /// The hooks of `dialect`: the one place outside `dialect.rs` that
    /// names a switch.
    #[inline]
    pub(crate) const fn of(dialect: Dialect) -> Hooks {
        match dialect {
            Dialect::RFC3986 => return Hooks::RFC3986,
            Dialect::RFC3987 => return Hooks::RFC3987,
            _ => {}
        }
        // Any switch but RFC 2732's: one of java.net.URI's.
        let java = dialect.index() & !(Switch::Rfc2732.bit() as usize) != 0;
        Hooks {
            ipv6_literals: dialect.has(Switch::Rfc2732),
            undefined_empty_authority: dialect.has(Switch::EmptyAuthority),
            empty_relative_path: dialect.has(Switch::EmptyRelativePath),
            single_label_hostnames: dialect.has(Switch::SingleLabelHostnames),
            scope_ids: dialect.has(Switch::Ipv6Literals),
            other_characters: dialect.has(Switch::OtherCharacters),
            brackets_outside_the_host: dialect.has(Switch::BracketsOutsideTheHost),
            ucs_characters: false,
            opaque_part: true,
            reg_name_authority: true,
            ipv_future: false,
            reads_as_rfc2396: !java,
            structure: Structure::Rfc2396,
            rfc: 2396,
            escape: Rule::ESCAPED,
            excluded_characters: true,
            read_alone: false,
            with_ipv6_literals: dialect.add(Switch::Rfc2732),
            with_empty_relative_path: dialect.add(Switch::EmptyRelativePath),
            with_scope_ids: Some(dialect.add(Switch::Ipv6Literals)),
            scanned: [
                Rule::URIC,
                Rule::REL_SEGMENT,
                Rule::PATH_SEGMENTS,
                Rule::REG_NAME,
                Rule::SERVER,
                Rule::URIC,
            ],
        }
    }
}

impl Hooks {
    /// RFC 3986's grammar, which is no switch over RFC 2396's: IP
    /// literals (with `IPvFuture`), an empty path anywhere (`?y`,
    /// `scheme:`), no opaque part and no `reg_name` authority. It takes no
    /// switch, so each dialect it would suggest is itself, and none
    /// reads a zone id.
    const RFC3986: Hooks = Hooks {
        ipv6_literals: true,
        undefined_empty_authority: false,
        empty_relative_path: true,
        single_label_hostnames: false,
        scope_ids: false,
        other_characters: false,
        brackets_outside_the_host: false,
        ucs_characters: false,
        opaque_part: false,
        reg_name_authority: false,
        ipv_future: true,
        reads_as_rfc2396: false,
        structure: Structure::Rfc3986,
        rfc: 3986,
        escape: rfc3986::PCT_ENCODED,
        excluded_characters: false,
        read_alone: true,
        with_ipv6_literals: Dialect::RFC3986,
        with_empty_relative_path: Dialect::RFC3986,
        with_scope_ids: None,
        // Its `query` (a fragment's characters too), the first segment of
        // a `path-noscheme`, `path` (the characters of every kind of
        // path), and `authority`, always `[ userinfo "@" ] host [ ":"
        // port ]`.
        scanned: [
            rfc3986::QUERY,
            rfc3986::SEGMENT_NZ_NC,
            rfc3986::PATH,
            rfc3986::REG_NAME,
            rfc3986::AUTHORITY,
            rfc3986::QUERY,
        ],
    };

    /// RFC 3987's grammar: RFC 3986's, with more characters (2.2: "the
    /// range of unreserved characters is expanded to include UCS
    /// characters"), so structured and read as RFC 3986's; its messages
    /// cite RFC 3986, whose sections RFC 3987 defers to.
    const RFC3987: Hooks = Hooks {
        ucs_characters: true,
        escape: rfc3987::PCT_ENCODED,
        with_ipv6_literals: Dialect::RFC3987,
        with_empty_relative_path: Dialect::RFC3987,
        // Its `iquery` allows private use characters that its `ifragment`
        // does not: the fragment has an automaton of its own.
        scanned: [
            rfc3987::IQUERY,
            rfc3987::ISEGMENT_NZ_NC,
            rfc3987::IPATH,
            rfc3987::IREG_NAME,
            rfc3987::IAUTHORITY,
            rfc3987::IFRAGMENT,
        ],
        ..Hooks::RFC3986
    };
}

/// How a grammar structures a reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Structure {
    /// RFC 2396's (3): a `hier_part` or an `opaque_part`, an authority
    /// that is a `server` or a `reg_name`, the paths `net_path`,
    /// `abs_path` and `rel_path`.
    Rfc2396,
    /// RFC 3986's (3): a `hier-part` of four kinds of path named by their
    /// context (`path-abempty`, `path-absolute`, `path-rootless`,
    /// `path-empty`; `path-noscheme` in a relative reference), an
    /// authority always `[ userinfo "@" ] host [ ":" port ]`.
    Rfc3986,
}

/// Whose algorithms of sections 5 and 6 run on the references read in a
/// grammar, unless an operation is told otherwise
/// ([`Semantics`](crate::Semantics)): the semantic half of a reading's
/// row, as [`Hooks`] is its syntactic half, so that resolution,
/// relativization, normalization and equivalence ask this, never which
/// reading they are in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Algorithms {
    /// RFC 2396's: resolution as 5.2 says, normalization and equivalence
    /// as section 6 and the scheme's defaults say.
    Rfc2396,
    /// RFC 3986's: its 5.2 and 5.3, and its 6.2.2 and 6.2.3.
    Rfc3986,
    /// java.net.URI's `resolve`, `relativize`, `normalize` and `equals`
    /// (docs/java.md).
    Java,
}

// Written here, not in `dialect.rs`: the syntax's layers import downward.
impl Dialect {
    /// What the code outside the grammar files does otherwise in the
    /// dialect's grammar.
    #[inline]
    pub(crate) const fn hooks(self) -> Hooks {
        Hooks::of(self)
    }

    /// Whose algorithms run on references read in the dialect: RFC 3986's
    /// in its own grammar, java.net.URI's in the java dialect itself (not
    /// in another choice of its switches, which reads as Java reads but
    /// keeps RFC 2396's operations), RFC 2396's in every other.
    pub(crate) fn algorithms(self) -> Algorithms {
        match self {
            // RFC 3987 resolves and normalizes IRIs as RFC 3986 does
            // (6.5, 5.3).
            Dialect::RFC3986 | Dialect::RFC3987 => Algorithms::Rfc3986,
            Dialect::JAVA => Algorithms::Java,
            _ => Algorithms::Rfc2396,
        }
    }
}

/// A grammar compiled ahead of time, as a type of its own: code generic
/// over it (the one-pass parse, the pest oracles) is compiled once per
/// grammar with the grammar's row known. [`with_named`] and
/// [`with_pest_parser`] give the type of a dialect: the one place that
/// maps a named dialect to its code.
pub(crate) trait NamedGrammar: Copy + 'static {
    /// The grammar's dialect.
    const DIALECT: Dialect;
    /// Its place in [`Dialect::GRAMMARS`].
    const POSITION: usize;
    /// Its grammar's whole pest text: apart from the reading's row, so
    /// that a program that never asks for a text links none of them.
    const TEXT: &'static str;
}

/// `dialect`'s place in [`Dialect::GRAMMARS`]; a compile error for none.
const fn position(dialect: Dialect) -> usize {
    let mut at = 0;
    while at < Dialect::GRAMMARS.len() {
        if Dialect::GRAMMARS[at].index() == dialect.index() {
            return at;
        }
        at += 1;
    }
    panic!("no named grammar")
}

/// The named grammars, one row each: the dialect, its type, the feature
/// that builds its pest parser, what the type's docs say, and the
/// grammar's whole pest text (`uri2396.pest`, or for an amendment that
/// file with the amended rules in place). The one list
/// that names them; the macros below read it (`$then!` is called with
/// `$args` and the rows).
macro_rules! named_grammars {
    (($($then:tt)*), $args:tt) => {
        $($then)*! { $args
            STRICT Rfc2396 "pest" "RFC 2396 Appendix A." (crate::grammar::GRAMMAR),
            RFC2732 Rfc2732 "pest-dialects" "RFC 2396 as RFC 2732 amends it."
                (include_str!("../generated/rfc2732.pest")),
            JAVA Java "pest-dialects" "java.net.URI's reading: RFC 2732's grammar as `java.pest` changes it."
                (include_str!("../generated/java.pest")),
            RFC3986 Rfc3986 "pest-dialects" "RFC 3986 Appendix A." (include_str!("../../rfc3986.pest")),
            RFC3987 Rfc3987 "pest-dialects" "RFC 3987 2.2." (include_str!("../generated/rfc3987.pest")),
        }
    };
}

/// A type per row of [`named_grammars`].
macro_rules! types {
    (() $($dialect:ident $name:ident $feature:literal $doc:literal $text:tt,)*) => {$(
        #[doc = $doc]
        #[derive(Debug, Clone, Copy)]
        pub(crate) struct $name;

        impl NamedGrammar for $name {
            const DIALECT: Dialect = Dialect::$dialect;
            const POSITION: usize = position(Dialect::$dialect);
            const TEXT: &'static str = $text;
        }
    )*};
}

/// The named grammars' types.
pub(crate) mod named {
    use super::{Dialect, NamedGrammar, position};

    named_grammars!((types), ());
}

/// A `match` of a dialect with an arm per row of [`named_grammars`],
/// binding the row's type; any other dialect goes to the last arm. An arm
/// is there when `$always` holds (`all()`) or its pest parser's feature is
/// on (with `any()`, for the pest parsers).
macro_rules! dispatch {
    (($always:meta, $dialect:expr, |$grammar:ident| $body:expr, |$other:ident| $otherwise:expr)
        $($variant:ident $name:ident $feature:literal $doc:literal $text:tt,)*) => {
        match $dialect {
            $(#[cfg(any($always, feature = $feature))]
            $crate::dialect::Dialect::$variant => {
                let $grammar = $crate::grammar::named::$name;
                $body
            })*
            $other => $otherwise,
        }
    };
}
pub(crate) use {dispatch, named_grammars};

/// `$body` with `$grammar` bound to the [`NamedGrammar`] of `$dialect`,
/// or `$otherwise` with `$other` bound to a dialect of other switches.
macro_rules! with_named {
    ($dialect:expr, |$grammar:ident| $body:expr, |$other:ident| $otherwise:expr) => {
        $crate::grammar::named_grammars!(
            ($crate::grammar::dispatch),
            (all(), $dialect, |$grammar| $body, |$other| $otherwise)
        )
    };
}
pub(crate) use with_named;

/// As [`with_named`], for the grammars whose pest parser is built
/// ([`PestGrammar`](super::PestGrammar)): the strict grammar's with the
/// feature `pest`, the others' with `pest-dialects`; `$other` is bound to
/// any other dialect, a named one without its parser included.
#[cfg(feature = "pest")]
macro_rules! with_pest_parser {
    ($dialect:expr, |$grammar:ident| $body:expr, |$other:ident| $otherwise:expr) => {
        $crate::grammar::named_grammars!(
            ($crate::grammar::dispatch),
            (any(), $dialect, |$grammar| $body, |$other| $otherwise)
        )
    };
}
#[cfg(feature = "pest")]
pub(crate) use with_pest_parser;
