//! One table per grammar: what the code outside the grammar files asks of
//! a grammar, in one place, alike for the four named grammars compiled
//! ahead of time (`src/generated/`) and for one composed at run time.
//!
//! The code names rules by RFC 2396's rule of the same name (or, for a rule
//! that an amendment adds, by RFC 2732's or java.net.URI's):
//! [`Table::rule`] gives the grammar's own. The table also keeps what the
//! errors work out per rule the first time they ask (the expected lists of
//! each automaton state, the first sets of the named classes), for the
//! life of the program, as it keeps the grammar's automata.

use std::sync::OnceLock;

use super::{Rule, TABLE, switched};
use crate::dialect::{Dialect, Switch};

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
    /// grammars, by [`Rule::index`] (the rule itself when it has none).
    roles: Box<[Rule]>,
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
        let roles = (0..TABLE.len())
            .map(|i| {
                let rule = Rule(u16::try_from(i).expect("fewer than 2^16 rules"));
                rule.in_dialect(grammar).unwrap_or(rule)
            })
            .collect();
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

impl Dialect {
    /// The grammar's table, made the first time it is asked for and kept
    /// for the life of the program.
    pub(crate) fn table(self) -> &'static Table {
        static NAMED: [OnceLock<Table>; 4] = [const { OnceLock::new() }; 4];
        match self {
            Dialect::STRICT => NAMED[0].get_or_init(|| Table::new(self)),
            Dialect::RFC2732 => NAMED[1].get_or_init(|| Table::new(self)),
            Dialect::JAVA => NAMED[2].get_or_init(|| Table::new(self)),
            Dialect::RFC3986 => NAMED[3].get_or_init(|| Table::new(self)),
            _ => switched::table(self, || Table::new(self)),
        }
    }
}

/// What the code outside the grammar files does otherwise in one grammar
/// than in RFC 2396's: a typed hook per switch, read from the dialect in
/// one place ([`Hooks::of`]), so that adding a switch adds a field here
/// rather than a test of it in each module that cares.
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
    /// The same dialect with IPv6 literals: the one an error about a
    /// bracketed host suggests.
    pub(crate) with_ipv6_literals: Dialect,
    /// The same dialect with empty relative paths: the one that reads `?y`
    /// when a resolution allows it.
    pub(crate) with_empty_relative_path: Dialect,
    /// The same dialect with scope ids in IPv6 literals: the one an error
    /// about a zone id suggests.
    pub(crate) with_scope_ids: Dialect,
}

impl Hooks {
    /// The hooks of `dialect`: the one place outside `dialect.rs` that
    /// names a switch.
    pub(crate) const fn of(dialect: Dialect) -> Hooks {
        if dialect.is_rfc3986() {
            return Hooks::RFC3986;
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
            opaque_part: true,
            reg_name_authority: true,
            ipv_future: false,
            reads_as_rfc2396: !java,
            with_ipv6_literals: dialect.add(Switch::Rfc2732),
            with_empty_relative_path: dialect.add(Switch::EmptyRelativePath),
            with_scope_ids: dialect.add(Switch::Ipv6Literals),
        }
    }
}

impl Hooks {
    /// RFC 3986's grammar, which is no switch over RFC 2396's: IP
    /// literals (with `IPvFuture`), an empty path anywhere (`?y`,
    /// `scheme:`), no opaque part and no `reg_name` authority. It takes no
    /// switch, so each dialect it would suggest is itself.
    const RFC3986: Hooks = Hooks {
        ipv6_literals: true,
        undefined_empty_authority: false,
        empty_relative_path: true,
        single_label_hostnames: false,
        scope_ids: false,
        other_characters: false,
        brackets_outside_the_host: false,
        opaque_part: false,
        reg_name_authority: false,
        ipv_future: true,
        reads_as_rfc2396: false,
        with_ipv6_literals: Dialect::RFC3986,
        with_empty_relative_path: Dialect::RFC3986,
        with_scope_ids: Dialect::RFC3986,
    };
}

// Written here, not in `dialect.rs`: the syntax's layers import downward.
impl Dialect {
    /// What the code outside the grammar files does otherwise in the
    /// dialect's grammar.
    pub(crate) const fn hooks(self) -> Hooks {
        Hooks::of(self)
    }
}
