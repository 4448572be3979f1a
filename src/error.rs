//! Errors as values: where the input stops being what the rule derives, what
//! the grammar expected there, what was found, and how to mend it.

use std::fmt;

use pest::error::{ErrorVariant, InputLocation};
use serde::Serialize;

use pest::Parser;
use pest::iterators::Pair;

use crate::grammar::{RfcParser, Rule, RuleInfo};

/// Why a string is not what was asked for.
///
/// Carries the byte offset of the fault, its line and column, the rules the
/// grammar expected there (RFC spelling), the character found and its class
/// under section 2.4.3, and a suggested fix. `Display` shows the input with a
/// caret under the fault:
///
/// ```
/// let err = uri2396::UriReference::parse("http://example.com/a b").unwrap_err();
/// assert_eq!(err.offset(), 20);
/// assert_eq!(err.found(), Some(' '));
/// assert_eq!(err.class(), Some(uri2396::CharClass::Space));
/// assert_eq!(err.fix().as_deref(), Some("escape it as %20"));
/// println!("{err}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    rule: String,
    offset: usize,
    line: usize,
    column: usize,
    expected: Vec<&'static str>,
    found: Option<char>,
    excerpt: Excerpt,
}

/// What went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input is not derived by the rule.
    Syntax,
    /// No rule of the grammar has the name that was asked for.
    UnknownRule,
    /// The parse tree had a shape the lowering into components did not
    /// expect: a bug in this crate, reported rather than panicking.
    Internal,
}

/// The class of a character under RFC 2396 sections 2.1 and 2.4.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub enum CharClass {
    /// US-ASCII 00-1F and 7F (2.4.3 `control`).
    #[serde(rename = "control")]
    Control,
    /// US-ASCII 20 (2.4.3 `space`).
    #[serde(rename = "space")]
    Space,
    /// `<`, `>`, `#`, `%` and `"` (2.4.3 `delims`).
    #[serde(rename = "delims")]
    Delims,
    /// `{ } | \ ^ [ ] ` and the backquote (2.4.3 `unwise`).
    #[serde(rename = "unwise")]
    Unwise,
    /// Any character outside US-ASCII (2.1).
    #[serde(rename = "non-ASCII")]
    NonAscii,
    /// A character URIs may hold (`uric`), though not where it was found.
    #[serde(rename = "uric")]
    Uric,
}

impl CharClass {
    /// The class of `c`.
    pub fn of(c: char) -> CharClass {
        match c {
            '\0'..='\x1f' | '\x7f' => CharClass::Control,
            ' ' => CharClass::Space,
            '<' | '>' | '#' | '%' | '"' => CharClass::Delims,
            '{' | '}' | '|' | '\\' | '^' | '[' | ']' | '`' => CharClass::Unwise,
            c if !c.is_ascii() => CharClass::NonAscii,
            _ => CharClass::Uric,
        }
    }

    /// The class's name: the RFC's rule name, `non-ASCII`, or `uric`.
    pub fn name(self) -> &'static str {
        match self {
            CharClass::Control => "control",
            CharClass::Space => "space",
            CharClass::Delims => "delims",
            CharClass::Unwise => "unwise",
            CharClass::NonAscii => "non-ASCII",
            CharClass::Uric => "uric",
        }
    }
}

/// The line of the input around the fault, clipped so that a long input
/// gives a short message.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Excerpt {
    text: String,
    /// Characters of `text` before the caret.
    caret: usize,
}

/// How the expectation "the input may stop here" is spelled.
const END: &str = "end of input";

/// When `prefix` is itself a complete `rule`, what could have continued it:
/// for each node that ends where the prefix ends, innermost first, the parts
/// the grammar allows after it, then the end of input.
fn expected_after(rule: &RuleInfo, prefix: &str) -> Option<Vec<&'static str>> {
    let pairs = RfcParser::parse(rule.whole, prefix).ok()?;
    let mut expected: Vec<&'static str> = Vec::new();
    let mut spine: Vec<Pair<'_, Rule>> = Vec::new();
    let mut level: Vec<Pair<'_, Rule>> = pairs.filter(|p| p.as_rule() != Rule::EOI).collect();
    while let Some(last) = level.pop() {
        if last.as_span().end() != prefix.len() {
            break;
        }
        level = last.clone().into_inner().collect();
        spine.push(last);
    }
    if spine.is_empty() && rule.kind == crate::grammar::RuleKind::Class {
        // A character class matched whole: nothing can follow it.
        return Some(vec![END]);
    }
    for pair in spine.iter().rev() {
        let has = |r: Rule| pair.clone().into_inner().any(|c| c.as_rule() == r);
        let follow: &[&'static str] = match pair.as_rule() {
            Rule::URI_reference if pair.as_str().is_empty() => {
                &["absoluteURI", "relativeURI", "\"#\" fragment"]
            }
            Rule::URI_reference if !has(Rule::fragment) => &["\"#\" fragment"],
            Rule::hier_part | Rule::relativeURI if !has(Rule::query) => &["\"?\" query"],
            Rule::net_path | Rule::rel_path if !has(Rule::abs_path) => &["abs_path"],
            Rule::abs_path | Rule::path_segments => &["\"/\" segment"],
            Rule::segment => &["pchar", "\";\" param"],
            Rule::param => &["pchar"],
            Rule::query | Rule::fragment | Rule::opaque_part => &["uric"],
            // A first segment shaped like a scheme could still become one.
            Rule::rel_segment if pair.as_span().start() == 0 && is_scheme(pair.as_str()) => {
                &["rel_segment", "\":\""]
            }
            Rule::rel_segment => &["rel_segment"],
            Rule::authority => &["authority"],
            Rule::reg_name => &["reg_name"],
            Rule::userinfo => &["userinfo"],
            Rule::hostport if !has(Rule::port) => &["\":\" port"],
            Rule::hostname => &["\".\" toplabel"],
            Rule::domainlabel | Rule::toplabel => &["alphanum", "\"-\""],
            Rule::IPv4address | Rule::port => &["digit"],
            Rule::scheme => &["alpha", "digit", "\"+\"", "\"-\"", "\".\""],
            _ => &[],
        };
        for f in follow {
            if !expected.contains(f) {
                expected.push(f);
            }
        }
    }
    expected.push(END);
    Some(expected)
}

/// `scheme = alpha *( alpha | digit | "+" | "-" | "." )`
fn is_scheme(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// Most characters of context shown before and after the fault.
const BEFORE: usize = 60;
const AFTER: usize = 20;

impl Error {
    pub(crate) fn from_pest(rule: &RuleInfo, input: &str, e: &pest::error::Error<Rule>) -> Error {
        let offset = match e.location {
            InputLocation::Pos(p) => p,
            InputLocation::Span((p, _)) => p,
        };
        let expected = match expected_after(rule, &input[..offset.min(input.len())]) {
            Some(follow) => follow,
            None => {
                let mut names: Vec<&'static str> = Vec::new();
                if let ErrorVariant::ParsingError { positives, .. } = &e.variant {
                    for r in positives {
                        let name = match r {
                            Rule::EOI => END,
                            r => RuleInfo::of(*r).map_or("?", |i| i.name),
                        };
                        if !names.contains(&name) {
                            names.push(name);
                        }
                    }
                }
                // Character classes are silent in pest, so nothing was
                // reported for them: what was expected is the class itself.
                if names.is_empty() {
                    names.push(rule.name);
                }
                names
            }
        };
        Error::syntax(rule.name, input, offset, expected)
    }

    pub(crate) fn syntax(
        rule: &str,
        input: &str,
        offset: usize,
        expected: Vec<&'static str>,
    ) -> Error {
        let offset = floor_char_boundary(input, offset.min(input.len()));
        let before = &input[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = before.matches('\n').count() + 1;
        let column = before[line_start..].chars().count() + 1;
        let line_end = input[offset..]
            .find('\n')
            .map_or(input.len(), |i| offset + i);
        let head: Vec<char> = input[line_start..offset].chars().collect();
        let skip = head.len().saturating_sub(BEFORE);
        let mut text: String = if skip > 0 {
            "…".into()
        } else {
            String::new()
        };
        text.extend(head[skip..].iter().copied().map(visible));
        let caret = text.chars().count();
        let mut tail = input[offset..line_end].chars();
        text.extend(tail.by_ref().take(AFTER).map(visible));
        if tail.next().is_some() {
            text.push('…');
        }
        Error {
            kind: ErrorKind::Syntax,
            rule: rule.to_string(),
            offset,
            line,
            column,
            expected,
            found: input[offset..].chars().next(),
            excerpt: Excerpt { text, caret },
        }
    }

    pub(crate) fn unknown_rule(name: &str) -> Error {
        Error::other(ErrorKind::UnknownRule, name)
    }

    pub(crate) fn internal(what: &str) -> Error {
        Error::other(ErrorKind::Internal, what)
    }

    fn other(kind: ErrorKind, rule: &str) -> Error {
        Error {
            kind,
            rule: rule.to_string(),
            offset: 0,
            line: 1,
            column: 1,
            expected: Vec::new(),
            found: None,
            excerpt: Excerpt {
                text: String::new(),
                caret: 0,
            },
        }
    }

    /// What went wrong.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The rule the input was parsed as, in RFC spelling. For
    /// [`ErrorKind::UnknownRule`], the name that was asked for; for
    /// [`ErrorKind::Internal`], what the lowering met.
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// Byte offset of the fault: the input up to here is the longest part the
    /// parser could read as the start of the rule.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Line of the fault, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// Column of the fault in characters, from 1.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The rules (RFC spelling) the grammar tried at the fault, or
    /// `end of input`.
    pub fn expected(&self) -> &[&'static str] {
        &self.expected
    }

    /// The character at the fault; `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// The class of [`found`](Error::found) under RFC 2396 2.1 and 2.4.3.
    pub fn class(&self) -> Option<CharClass> {
        self.found.map(CharClass::of)
    }

    /// What the found character is, in words.
    pub fn message(&self) -> String {
        match self.kind {
            ErrorKind::UnknownRule => return format!("no rule named `{}` in RFC 2396", self.rule),
            ErrorKind::Internal => return format!("internal error: {}", self.rule),
            ErrorKind::Syntax => {}
        }
        let Some(c) = self.found else {
            return format!("the input ends before a complete {}", self.rule);
        };
        let shown = describe(c);
        match (c, CharClass::of(c)) {
            ('%', _) => {
                format!("{shown} does not start an escape: escaped = \"%\" hex hex (2.4.1)")
            }
            ('#', _) => format!("{shown}: only the first \"#\" starts the fragment (4.1)"),
            (_, CharClass::NonAscii) => {
                format!("{shown} is not US-ASCII: URIs hold US-ASCII only (2.1)")
            }
            (_, CharClass::Uric) => format!("{shown} is not allowed here"),
            (_, class) => format!("{shown} ({}) is excluded from URIs (2.4.3)", class.name()),
        }
    }

    /// The first line of the `Display` form: the rule, where, and what.
    pub fn message_line(&self) -> String {
        match self.kind {
            ErrorKind::Syntax => format!(
                "invalid {} at byte {} (line {}, column {}): {}",
                self.rule,
                self.offset,
                self.line,
                self.column,
                self.message()
            ),
            _ => self.message(),
        }
    }

    /// How to mend the input, when there is a mechanical fix: the escape to
    /// write instead of an excluded character.
    pub fn fix(&self) -> Option<String> {
        let c = self.found?;
        match CharClass::of(c) {
            CharClass::Uric => None,
            CharClass::Delims if c == '%' => Some("escape a literal \"%\" as %25".into()),
            CharClass::Delims if c == '#' => Some("escape it as %23".into()),
            CharClass::NonAscii => {
                let mut buf = [0; 4];
                let escaped: String = c
                    .encode_utf8(&mut buf)
                    .bytes()
                    .map(|b| format!("%{b:02X}"))
                    .collect();
                Some(format!(
                    "encode it as UTF-8 and escape each byte: {escaped}"
                ))
            }
            _ => Some(format!("escape it as %{:02X}", c as u32)),
        }
    }
}

/// `'c'` for a printable character, `U+XXXX` otherwise.
fn describe(c: char) -> String {
    if c.is_control() {
        format!("U+{:04X}", c as u32)
    } else {
        format!("{c:?}")
    }
}

/// Control characters would break the caret line; show them as their
/// Unicode control pictures (or a replacement character).
fn visible(c: char) -> char {
    match c {
        '\0'..='\x1f' => char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}'),
        '\x7f' => '\u{2421}',
        c if c.is_control() => '\u{fffd}',
        c => c,
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind != ErrorKind::Syntax {
            return f.write_str(&self.message());
        }
        writeln!(f, "{}", self.message_line())?;
        writeln!(f, "  {}", self.excerpt.text)?;
        write!(f, "  {:>width$}", "^", width = self.excerpt.caret + 1)?;
        if !self.expected.is_empty() {
            write!(f, "\n  expected: {}", self.expected.join(", "))?;
        }
        if let Some(fix) = self.fix() {
            write!(f, "\n  fix: {fix}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Error", 10)?;
        st.serialize_field("kind", &self.kind)?;
        st.serialize_field("rule", &self.rule)?;
        st.serialize_field("offset", &self.offset)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("expected", &self.expected)?;
        st.serialize_field("found", &self.found)?;
        st.serialize_field("class", &self.class())?;
        st.serialize_field("message", &self.message())?;
        st.serialize_field("fix", &self.fix())?;
        st.end()
    }
}
