//! The grammar of RFC 2396 Appendix A, as written in `uri2396.pest`.
//!
//! [`RULES`] lists every rule under its RFC spelling (`URI-reference`,
//! `IPv4address`, `hier_part`...) with its BNF and the section that defines
//! it, both read from the grammar file's `///` lines, so the grammar stays the
//! single source of truth.

use std::sync::LazyLock;

use pest_derive::Parser;

use crate::automata::{AUTOMATA, Automaton};

mod derived {
    // pest documents each rule from the grammar's `///` lines; the
    // whole-input wrappers and pest's own variants have none.
    #![allow(missing_docs)]
    use super::Parser;

    /// The pest parser derived from `uri2396.pest`, plus one whole-input
    /// entry point per rule (`whole_<rule>`, from `src/whole.pest`).
    #[derive(Parser)]
    #[grammar = "../uri2396.pest"]
    #[grammar = "whole.pest"]
    pub struct RfcParser;
}

pub use derived::{RfcParser, Rule};

/// The text of `uri2396.pest`.
pub const GRAMMAR: &str = include_str!("../uri2396.pest");

/// What a rule is for, which decides how it shows in a parse tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
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

/// One rule of the grammar.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct RuleInfo {
    /// The rule's name as the RFC spells it (`URI-reference`, `IPv4address`).
    pub name: &'static str,
    /// The pest rule.
    pub rule: Rule,
    /// The pest rule that matches the whole input as this rule.
    pub whole: Rule,
    /// How the rule appears in parse trees.
    pub kind: RuleKind,
    /// Position in the grammar file, which is also the automaton's.
    index: usize,
}

macro_rules! rules {
    ($($name:literal => $rule:ident, $whole:ident, $kind:ident;)*) => {
        /// Every rule of `uri2396.pest`, in the order of the grammar file:
        /// the 40 rules of Appendix A, then the 4 excluded classes of 2.4.3.
        pub static RULES: &[RuleInfo] = &rules!(@list 0usize; []; $($name, $rule, $whole, $kind;)*);
    };
    (@list $i:expr; [$($done:expr,)*]; $name:literal, $rule:ident, $whole:ident, $kind:ident; $($rest:tt)*) => {
        rules!(@list $i + 1; [$($done,)* RuleInfo { name: $name, rule: Rule::$rule, whole: Rule::$whole, kind: RuleKind::$kind, index: $i },]; $($rest)*)
    };
    (@list $i:expr; [$($done:expr,)*];) => {
        [$($done,)*]
    };
}

rules! {
    "URI-reference" => URI_reference, whole_URI_reference, Structure;
    "absoluteURI" => absoluteURI, whole_absoluteURI, Structure;
    "relativeURI" => relativeURI, whole_relativeURI, Structure;
    "hier_part" => hier_part, whole_hier_part, Structure;
    "opaque_part" => opaque_part, whole_opaque_part, Leaf;
    "uric_no_slash" => uric_no_slash, whole_uric_no_slash, Class;
    "net_path" => net_path, whole_net_path, Structure;
    "abs_path" => abs_path, whole_abs_path, Structure;
    "rel_path" => rel_path, whole_rel_path, Structure;
    "rel_segment" => rel_segment, whole_rel_segment, Leaf;
    "scheme" => scheme, whole_scheme, Leaf;
    "authority" => authority, whole_authority, Structure;
    "reg_name" => reg_name, whole_reg_name, Leaf;
    "server" => server, whole_server, Structure;
    "userinfo" => userinfo, whole_userinfo, Leaf;
    "hostport" => hostport, whole_hostport, Structure;
    "host" => host, whole_host, Structure;
    "hostname" => hostname, whole_hostname, Structure;
    "domainlabel" => domainlabel, whole_domainlabel, Leaf;
    "toplabel" => toplabel, whole_toplabel, Leaf;
    "IPv4address" => IPv4address, whole_IPv4address, Leaf;
    "port" => port, whole_port, Leaf;
    "path" => path, whole_path, Structure;
    "path_segments" => path_segments, whole_path_segments, Structure;
    "segment" => segment, whole_segment, Structure;
    "param" => param, whole_param, Leaf;
    "pchar" => pchar, whole_pchar, Class;
    "query" => query, whole_query, Leaf;
    "fragment" => fragment, whole_fragment, Leaf;
    "uric" => uric, whole_uric, Class;
    "reserved" => reserved, whole_reserved, Class;
    "unreserved" => unreserved, whole_unreserved, Class;
    "mark" => mark, whole_mark, Class;
    "escaped" => escaped, whole_escaped, Class;
    "hex" => hex, whole_hex, Class;
    "alphanum" => alphanum, whole_alphanum, Class;
    "alpha" => alpha, whole_alpha, Class;
    "lowalpha" => lowalpha, whole_lowalpha, Class;
    "upalpha" => upalpha, whole_upalpha, Class;
    "digit" => digit, whole_digit, Class;
    "control" => control, whole_control, Excluded;
    "space" => space, whole_space, Excluded;
    "delims" => delims, whole_delims, Excluded;
    "unwise" => unwise, whole_unwise, Excluded;
}

impl RuleInfo {
    /// Looks a rule up by its RFC spelling (`URI-reference`) or by its pest
    /// name (`URI_reference`).
    ///
    /// ```
    /// let rule = uri2396::grammar::RuleInfo::find("URI-reference").unwrap();
    /// assert_eq!(rule.section(), "4");
    /// assert!(uri2396::grammar::RuleInfo::find("URI_reference").is_some());
    /// ```
    pub fn find(name: &str) -> Option<&'static RuleInfo> {
        RULES
            .iter()
            .find(|r| r.name == name || r.name.replace('-', "_") == name)
    }

    /// The rule whose pest rule is `rule`.
    pub fn of(rule: Rule) -> Option<&'static RuleInfo> {
        // pest numbers its rules in the order of the grammar files, after
        // EOI: a look-up by position, confirmed, before a search.
        let guess = (rule as usize).wrapping_sub(1);
        match RULES.get(guess) {
            Some(info) if info.rule == rule => Some(info),
            _ => RULES.iter().find(|r| r.rule == rule),
        }
    }

    /// Whether the rule derives the whole of `input`, checked by the rule's
    /// automaton, which `build.rs` compiles from the grammar file: no tree,
    /// no allocation, one table look-up per byte.
    ///
    /// ```
    /// use uri2396::grammar::RuleInfo;
    ///
    /// let hostname = RuleInfo::find("hostname").unwrap();
    /// assert!(hostname.matches("www.example.com."));
    /// assert!(!hostname.matches("a-.example"));
    /// ```
    pub fn matches(&self, input: &str) -> bool {
        self.automaton().matches(input.as_bytes())
    }

    /// Position in [`RULES`].
    pub(crate) fn index(&self) -> usize {
        self.index
    }

    pub(crate) fn automaton(&self) -> &'static Automaton {
        &AUTOMATA[self.index]
    }

    /// The rule's BNF as the grammar file quotes it, without the section.
    pub fn bnf(&self) -> &'static str {
        self.doc().0
    }

    /// The RFC section that defines the rule (`"3.2.2"`).
    pub fn section(&self) -> &'static str {
        self.doc().1
    }

    fn doc(&self) -> (&'static str, &'static str) {
        DOCS.iter()
            .find(|(name, _, _)| *name == self.name)
            .map_or(("", ""), |(_, bnf, section)| (bnf, section))
    }
}

/// `(rfc name, bnf, section)` for each `/// bnf   (section)` line of the grammar.
static DOCS: LazyLock<Vec<(&'static str, &'static str, &'static str)>> = LazyLock::new(|| {
    let mut docs = Vec::new();
    let mut doc: Option<&'static str> = None;
    for line in GRAMMAR.lines() {
        if let Some(text) = line.strip_prefix("///") {
            doc = Some(text.trim());
        } else if line.starts_with("//") {
            // A `// PEG:` note between a rule's doc line and the rule.
        } else if let (Some(text), Some((name, _))) = (doc, line.split_once('=')) {
            let name = name.trim();
            if let Some(info) = RULES.iter().find(|r| r.name.replace('-', "_") == name) {
                let (bnf, section) = match text.rsplit_once('(') {
                    Some((bnf, section)) => (bnf.trim_end(), section.trim_end_matches(')')),
                    None => (text, ""),
                };
                docs.push((info.name, bnf, section));
            }
            doc = None;
        } else {
            doc = None;
        }
    }
    docs
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_found_by_position() {
        for info in RULES {
            assert_eq!((info.rule as usize).wrapping_sub(1), info.index);
            assert!(std::ptr::eq(RuleInfo::of(info.rule).unwrap(), info));
        }
        assert!(RuleInfo::of(Rule::EOI).is_none());
    }

    #[test]
    fn each_rule_has_its_own_automaton() {
        assert_eq!(RULES.len(), AUTOMATA.len());
        for rule in RULES {
            assert_eq!(rule.automaton().name, rule.name.replace('-', "_"));
        }
    }
}
