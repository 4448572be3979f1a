//! Errors as values: where the input stops being what the rule derives, what
//! the grammar expected there, what was found, and how to mend it.

use crate::dialect::Dialect;
use std::fmt;
use std::sync::LazyLock;

use unicode_width::UnicodeWidthStr;

use crate::automata::{Automaton, Run, State};
use crate::grammar::{Expected, NamedSet, Rule, RuleKind};
use crate::messages::{Lang, Msg};
use crate::parse::Resume;
use crate::visible::{is_hidden, visible};

/// Why a string is not what was asked for: where the input stops being
/// derived by the rule.
///
/// Small and `Copy`: the rule, the byte offset of the fault, the character
/// found there, the state of the rule's automaton at the fault and a few
/// bits of diagnosis. What the grammar expected, the message and the fix are
/// derived on demand. `Display` is one line; the line and column, and the
/// view of the input with a caret under the fault, need the input, so they
/// come from [`line_column`](Error::line_column) and
/// [`display_with`](Error::display_with):
///
/// ```
/// let input = "http://example.com/a b";
/// let err = uri2396::UriReference::parse(input).unwrap_err();
/// assert_eq!(err.offset(), 20);
/// assert_eq!(err.found(), Some(' '));
/// assert_eq!(err.class(), Some(uri2396::CharClass::Space));
/// assert_eq!(err.fix().as_deref(), Some("escape it as %20"));
/// assert_eq!(
///     err.to_string(),
///     "invalid URI-reference at byte 20: ' ' (space) is excluded from URIs (2.4.3); escape it as %20"
/// );
/// assert_eq!(err.line_column(input), (1, 21));
/// assert_eq!(
///     err.display_with(input).to_string(),
///     "invalid URI-reference at byte 20 (line 1, column 21): ' ' (space) is excluded from URIs (2.4.3)
///   http://example.com/a b
///                       ^
///   expected: uric, \"#\", end of input
///   fix: escape it as %20"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Error {
    /// The rule the input was parsed as.
    rule: Rule,
    offset: usize,
    /// The character at the fault (21 bits, [`NO_CHAR`] at the end of the
    /// input) and above it the state of the rule's automaton at the fault,
    /// whose possible continuations are the expected set: one word, so that
    /// an error stays two.
    found_state: u32,
    /// [`Diagnosis`] bits: what needed the input to find out.
    diagnosis: u16,
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("rule", &self.rule())
            .field("offset", &self.offset)
            .field("found", &self.found())
            .field("state", &self.state())
            .field("diagnosis", &self.diagnosis)
            .finish()
    }
}

/// No character: the low 21 bits of [`Error::found_state`] at the end of
/// the input (above every `char`).
const NO_CHAR: u32 = 0x1F_FFFF;

/// The bits of [`Error::diagnosis`].
struct Diagnosis;

impl Diagnosis {
    /// The fault lies inside an escape (`%` then fewer than two hex digits).
    const IN_ESCAPE: u16 = 1;
    /// A `#` found at the fault follows an earlier one.
    const SECOND_HASH: u16 = 1 << 1;
    /// The fault lies in what surrounds the reference (Appendix E):
    /// whitespace, `<…>` or `"…"`, or the prefix `URL:`, each in its bit.
    const AROUND_SPACE: u16 = 1 << 2;
    const AROUND_ANGLE: u16 = 1 << 3;
    const AROUND_QUOTE: u16 = 1 << 4;
    const AROUND_URL: u16 = 1 << 5;
    const AROUND: u16 =
        Self::AROUND_SPACE | Self::AROUND_ANGLE | Self::AROUND_QUOTE | Self::AROUND_URL;
    /// A `:` in the first segment of a relative path, where `./` in front
    /// makes it a segment like any other (5).
    const COLON_FIRST_SEGMENT: u16 = 1 << 6;
    /// A `[` where the host begins: an RFC 2732 IPv6 literal.
    const BRACKETED_HOST: u16 = 1 << 7;
    /// Nothing, or only a fragment, after `scheme:`.
    const SCHEME_ALONE: u16 = 1 << 8;
    /// In an escape: `%25` for the `%` lets the rule go on past the fault.
    const PERCENT_FITS: u16 = 1 << 9;
    /// The fault is whitespace holding a line break, with the reference
    /// going on after it: a reference broken across lines in text, read
    /// without the whitespace (Appendix E).
    const LINE_BREAK: u16 = 1 << 10;
    /// The fix's edit, made at every fault of its kind, gives a string of
    /// the rule: [`Error::fixed`] offers it.
    const EDIT_VALID: u16 = 1 << 11;
    /// The edit also escapes excluded or non-ASCII characters other than
    /// the one at the fault.
    const MORE_ESCAPES: u16 = 1 << 12;
    /// The edit also writes other literal `%` as `%25`.
    const MORE_PERCENTS: u16 = 1 << 13;
    /// The edit also removes other line breaks with their whitespace.
    const MORE_LINE_BREAKS: u16 = 1 << 14;
    /// What the edit does over the rest of the input is not yet worked
    /// out ([`Error::settle`]): the three `MORE_*` bits without
    /// `EDIT_VALID`, which a settled error never holds (where the edit
    /// does not mend every fault, what else it does is beside the point
    /// and those bits are cleared).
    const UNSETTLED: u16 = Self::MORE_ESCAPES | Self::MORE_PERCENTS | Self::MORE_LINE_BREAKS;
    /// The bits [`Error::settle`] works out.
    const SETTLED: u16 = Self::EDIT_VALID | Self::UNSETTLED;
    /// A parser (the one-pass parse, or pest's reference parse) does not
    /// derive an input that the rule's automaton accepts: a fault of this
    /// crate, not of the input, reported rather than hidden.
    const UNDERIVED: u16 = 1 << 15;
    /// No pest parser of the rule's grammar is built into this program
    /// (the feature `pest-dialects` is off): a pair of bits that no other
    /// error holds together, since an underived error has no second `#`.
    #[cfg(all(feature = "pest", not(feature = "pest-dialects")))]
    const NO_PARSER: u16 = Self::UNDERIVED | Self::SECOND_HASH;
}

/// The class of a character under RFC 2396 sections 2.1 and 2.4.3.
///
/// Exhaustive: the classes of a frozen RFC, and every character falls in
/// one of them, so a `match` needs no catch-all arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CharClass {
    /// US-ASCII 00-1F and 7F (2.4.3 `control`).
    Control,
    /// US-ASCII 20 (2.4.3 `space`).
    Space,
    /// `<`, `>`, `#`, `%` and `"` (2.4.3 `delims`).
    Delims,
    /// `{ } | \ ^ [ ] ` and the backquote (2.4.3 `unwise`).
    Unwise,
    /// Any character outside US-ASCII (2.1).
    NonAscii,
    /// A character URIs may hold (`uric`), though not where it was found.
    Uric,
}

#[cfg(feature = "serde")]
crate::serial::named!(CharClass, name);

impl CharClass {
    /// The class of `c`.
    pub const fn of(c: char) -> CharClass {
        match c {
            '\0'..='\x1f' | '\x7f' => CharClass::Control,
            ' ' => CharClass::Space,
            '<' | '>' | '#' | '%' | '"' => CharClass::Delims,
            '{' | '}' | '|' | '\\' | '^' | '[' | ']' | '`' => CharClass::Unwise,
            c if !c.is_ascii() => CharClass::NonAscii,
            _ => CharClass::Uric,
        }
    }

    /// The class as a message names it.
    pub(crate) fn message(self) -> Msg {
        match self {
            CharClass::Control => Msg::ClassControl,
            CharClass::Space => Msg::ClassSpace,
            CharClass::Delims => Msg::ClassDelims,
            CharClass::Unwise => Msg::ClassUnwise,
            CharClass::NonAscii => Msg::ClassNonAscii,
            CharClass::Uric => Msg::ClassUric,
        }
    }

    /// The class's name in `lang`: [`name`](CharClass::name) in English;
    /// in Japanese, the word of the translation's glossary with the rule
    /// name beside it (`空白 space`, `使用が賢明でない文字 unwise`).
    ///
    /// ```
    /// use uri2396::{CharClass, Lang};
    ///
    /// assert_eq!(CharClass::of('|').name_in(Lang::En), "unwise");
    /// assert_eq!(CharClass::of('|').name_in(Lang::Ja), "使用が賢明でない文字 unwise");
    /// assert_eq!(CharClass::of('表').name_in(Lang::Ja), "US-ASCII 以外の文字");
    /// ```
    #[must_use]
    pub fn name_in(self, lang: Lang) -> &'static str {
        self.message().text(lang)
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
struct Excerpt<'a> {
    /// The input's bytes around the fault, within its line, as they are.
    text: &'a str,
    /// Bytes of `text` before the fault.
    caret: usize,
    /// Whether the line goes on before and after `text`.
    clipped: (bool, bool),
}

impl<'a> Excerpt<'a> {
    /// The part of the line around `offset` (a character boundary of
    /// `input`): at most `BEFORE + AFTER` bytes, however long the input.
    fn around(input: &'a str, line_start: usize, offset: usize) -> Excerpt<'a> {
        let start = floor_char_boundary(input, offset.saturating_sub(BEFORE).max(line_start));
        let mut end = (offset + AFTER).min(input.len());
        while !input.is_char_boundary(end) {
            end += 1;
        }
        let end = input[offset..end].find('\n').map_or(end, |i| offset + i);
        Excerpt {
            text: &input[start..end],
            caret: offset - start,
            clipped: (
                start > line_start,
                end < input.len() && input.as_bytes()[end] != b'\n',
            ),
        }
    }

    /// The line to show, and the column of the caret in it: the columns
    /// the characters before it take in a terminal, two for a wide one.
    fn render(&self) -> (String, usize) {
        let mut line = String::new();
        if self.clipped.0 {
            line.push('…');
        }
        line.push_str(&visible(&self.text[..self.caret]));
        let caret = line.width();
        line.push_str(&visible(&self.text[self.caret..]));
        if self.clipped.1 {
            line.push('…');
        }
        (line, caret)
    }
}

/// What each state of `rule`'s automaton could have continued with: the
/// lists its grammar's table keeps.
fn expected_states(rule: Rule) -> Expected {
    let automaton = rule.automaton();
    (0..automaton.states())
        .map(|state| {
            let mut expected = describe_set(rule.dialect(), &automaton.allowed(state));
            if automaton.accepts(state) {
                expected.push(END);
            }
            expected
        })
        .collect()
}

/// The line, from 1, of the position just after `before`.
pub(crate) fn line_of(before: &str) -> usize {
    before.bytes().filter(|&b| b == b'\n').count() + 1
}

/// The column in characters, from 1, just after `line_head`, the part of
/// its line before the position.
pub(crate) fn column_of(line_head: &str) -> usize {
    line_head.chars().count() + 1
}

/// Most bytes of context shown before and after the fault.
const BEFORE: usize = 60;
const AFTER: usize = 20;

impl Rule {
    /// Whether the rule derives the whole of `input`, and where it does
    /// not, why: [`matches`](Rule::matches) with the error of
    /// [`Tree::parse`](crate::Tree::parse), from one run of the rule's
    /// automaton and no parse. For a `URI-reference` the error is the one
    /// [`UriReference::parse_in`](crate::UriReference::parse_in) gives,
    /// which a column, a guard or a log that needs no components gets at
    /// the price of the check.
    ///
    /// # Errors
    ///
    /// The [`Error`] of the first byte that no string of the rule can
    /// have there, unsettled ([`Error::settle`]).
    ///
    /// ```
    /// use uri2396::grammar::Rule;
    /// use uri2396::{Dialect, UriReference};
    ///
    /// assert_eq!(Rule::HOSTNAME.validate("www.example.com."), Ok(()));
    /// let err = Rule::URI_REFERENCE.validate("http://a/b c").unwrap_err();
    /// assert_eq!((err.offset(), err.fix().as_deref()), (10, Some("escape it as %20")));
    /// assert_eq!(Err(err), UriReference::parse("http://a/b c").map(|_| ()));
    ///
    /// // The rule of a dialect, by its name there.
    /// let host = Dialect::RFC3986.find("host")?;
    /// assert!(host.validate("[v7.x]").is_ok());
    /// assert_eq!(host.validate("[v7]").unwrap_err().offset(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn validate(self, input: &str) -> Result<(), Error> {
        match self.automaton().run(input.as_bytes()) {
            Run::Accepted => Ok(()),
            Run::Stopped { offset, state } => Err(Error::stopped(self, input, offset, state)),
        }
    }
}

impl Error {
    /// The error for an `input` that `rule` does not derive. The offset
    /// and the expectation come from the rule's automaton: the fault is the
    /// first byte that no string of the rule can have there.
    ///
    /// Called only once a parser has rejected `input`. Should the rule's
    /// automaton accept it all the same (a bug: the test suite checks that
    /// they agree), the error says so: at the end of the input, a message
    /// that names the fault as this crate's, and no fix.
    pub(crate) fn not_derived(rule: Rule, input: &str) -> Error {
        match rule.automaton().run(input.as_bytes()) {
            Run::Stopped { offset, state } => Error::stopped(rule, input, offset, state),
            // A parser that rejects what the automaton accepts is wrong; the
            // error says so.
            Run::Accepted => Error::underived(rule, input),
        }
    }

    /// [`not_derived`](Error::not_derived) for the `URI-reference` rule
    /// of a grammar, after the one-pass parse rejected `input`: the
    /// automaton taken up where the pass left it ([`Resume`]), not run
    /// again over what the pass read.
    pub(crate) fn not_derived_after(rule: Rule, input: &str, resume: Resume) -> Error {
        // A named grammar's automaton, looked up here rather than by a
        // call: every error of a parse pays for it.
        let automaton = crate::automata::named(rule.index()).unwrap_or_else(|| rule.automaton());
        let bytes = input.as_bytes();
        let state = automaton.after_like(resume.like);
        let (from, state) = match bytes.get(resume.at..) {
            Some(_) if state != 0 => (resume.at, state),
            _ => (0, automaton.start),
        };
        let run = match automaton.run_from(state, &bytes[from..]) {
            Run::Stopped { offset, state } => Run::Stopped {
                offset: from + offset,
                state,
            },
            accepted => accepted,
        };
        debug_assert_eq!(run, automaton.run(bytes), "{resume:?} in {input:?}");
        match run {
            Run::Stopped { offset, state } => Error::stopped(rule, input, offset, state),
            Run::Accepted => Error::underived(rule, input),
        }
    }

    /// The error of a parser of this crate that fails on an `input` which
    /// `rule` derives: at the end of the input, a message that names the
    /// fault as this crate's, and no fix.
    pub(crate) fn underived(rule: Rule, input: &str) -> Error {
        Error {
            rule,
            offset: input.len(),
            found_state: NO_CHAR | u32::from(rule.automaton().after(input.as_bytes())) << 21,
            diagnosis: Diagnosis::UNDERIVED,
        }
    }

    /// The error of pest's reference parse of a grammar whose pest parser
    /// this program was built without (the RFC 2732 and java grammars
    /// without the feature `pest-dialects`): at the start of the input, a
    /// message that names the feature, and no fix. An oracle that is not
    /// there answers neither yes nor with the parse it checks.
    #[cfg(all(feature = "pest", not(feature = "pest-dialects")))]
    pub(crate) fn no_pest_parser(rule: Rule) -> Error {
        Error {
            rule,
            offset: 0,
            found_state: NO_CHAR,
            diagnosis: Diagnosis::NO_PARSER,
        }
    }

    /// The error for an automaton that stopped at `offset` in `state`.
    /// Cheap: no allocation, and no look at the input past the fault; what
    /// needs the input around the fault (whether it is in an escape, a
    /// second `#`, what surrounds the reference) is worked out here, what
    /// the fix's edit does over the rest of the input by
    /// [`settle`](Error::settle), the rest on demand.
    pub(crate) fn stopped(rule: Rule, input: &str, offset: usize, state: State) -> Error {
        let stopped = offset;
        let offset = floor_char_boundary(input, offset);
        // Stopped inside a character (its first bytes start one the rule
        // takes, not this one): the expected set is that of the state
        // before the character, where the error stands. One more run, over
        // the bytes before the fault, and only for such a fault.
        let state = if offset < stopped {
            rule.automaton().after(&input.as_bytes()[..offset])
        } else {
            state
        };
        let found = input[offset..].chars().next();
        let mut diagnosis = 0;
        if after_percent(input, offset) && matches!(expected_in(rule, state), ["hex" | "HEXDIG"]) {
            diagnosis |= Diagnosis::IN_ESCAPE;
            if percent_fits(rule, input, offset, found) {
                diagnosis |= Diagnosis::PERCENT_FITS;
            }
        }
        if found == Some('#') && input[..offset].contains('#') {
            diagnosis |= Diagnosis::SECOND_HASH;
        }
        if diagnosis & Diagnosis::IN_ESCAPE == 0 {
            diagnosis |= diagnose_mend(rule, input, offset, found);
        }
        Error {
            rule,
            offset,
            found_state: found.map_or(NO_CHAR, u32::from) | u32::from(state) << 21,
            diagnosis: diagnosis | Diagnosis::UNSETTLED,
        }
    }

    /// The error with what its fix's edit does over `input`, the string
    /// that was parsed, worked out: whether the edit made at every fault
    /// of its kind gives a string of the rule, and what else it mends.
    /// [`fix`](Error::fix) and `Display` then say so ("..., and every
    /// other excluded or non-ASCII character likewise", "the input has
    /// other faults, which this does not mend"); without it they give the
    /// fix of the fault alone. One pass over the rest of the input, no
    /// allocation: left to the caller that words the error, so that
    /// finding one costs what a parse that succeeds costs.
    /// [`display_with`](Error::display_with),
    /// [`report_in`](Error::report_in) and [`fixed`](Error::fixed) settle
    /// the error themselves. Settling a settled error changes nothing.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let input = "/a b|c d";
    /// let err = UriReference::parse(input).unwrap_err();
    /// assert_eq!(err.fix().as_deref(), Some("escape it as %20"));
    /// assert_eq!(
    ///     err.settle(input).fix().as_deref(),
    ///     Some("escape it as %20, and every other excluded or non-ASCII character likewise")
    /// );
    /// ```
    #[must_use]
    pub fn settle(self, input: &str) -> Error {
        if !self.has_all(Diagnosis::UNSETTLED) || self.has(Diagnosis::EDIT_VALID) {
            return self;
        }
        let bits = self.edit(input, None);
        // Where the edit does not mend everything, what else it does is
        // not said: those bits stay clear, and tell this error from an
        // unsettled one.
        let bits = if bits & Diagnosis::EDIT_VALID == 0 {
            0
        } else {
            bits
        };
        Error {
            diagnosis: self.diagnosis & !Diagnosis::SETTLED | bits,
            ..self
        }
    }

    /// Whether [`settle`](Error::settle) has not been called.
    fn unsettled(&self) -> bool {
        self.has_all(Diagnosis::UNSETTLED) && !self.has(Diagnosis::EDIT_VALID)
    }

    fn has_all(&self, bits: u16) -> bool {
        self.diagnosis & bits == bits
    }

    fn has(&self, bit: u16) -> bool {
        self.diagnosis & bit != 0
    }

    /// The rule the input was parsed as.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Byte offset of the fault. `input[..offset]` is the longest prefix of
    /// the input that still begins some string the rule derives: the
    /// character at `offset` cannot follow it, or the input ends there too
    /// early.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The line and the column of the fault in `input`, the string that
    /// was parsed, both from 1; the column counts characters. Linear in the
    /// input before the fault.
    ///
    /// Given another string, the answer is for the same byte offset in that
    /// string (clamped to its end, and to the start of a character).
    ///
    /// ```
    /// use uri2396::{Tree, grammar::Rule};
    ///
    /// let input = "a\nb c";
    /// let err = Tree::parse(Rule::RELATIVE_URI, input).unwrap_err();
    /// assert_eq!(err.offset(), 1);
    /// assert_eq!(err.line_column(input), (1, 2));
    /// let err = Tree::parse(Rule::URIC_NO_SLASH, "é").unwrap_err();
    /// assert_eq!(err.line_column("é"), (1, 1));
    /// ```
    pub fn line_column(&self, input: &str) -> (usize, usize) {
        let before = &input[..floor_char_boundary(input, self.offset)];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line_of(before), column_of(&before[line_start..]))
    }

    /// What could have stood at the fault: rule names in RFC spelling for
    /// the character classes that fit (`pchar`, `uric`, `hex`...), quoted
    /// literals (`"#"`) for single characters, and `end of input` when the
    /// input could have ended there.
    pub fn expected(&self) -> &'static [&'static str] {
        #[cfg(all(feature = "pest", not(feature = "pest-dialects")))]
        if self.diagnosis & Diagnosis::NO_PARSER == Diagnosis::NO_PARSER {
            return &[];
        }
        expected_in(self.rule, self.state())
    }

    /// The character at the fault; `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        char::from_u32(self.found_state & NO_CHAR)
    }

    /// The automaton's state at the fault.
    fn state(&self) -> State {
        // The build checks that every automaton has at most 2048 states.
        State::try_from(self.found_state >> 21).unwrap_or(0)
    }

    /// The class of [`found`](Error::found) under RFC 2396 2.1 and 2.4.3.
    pub fn class(&self) -> Option<CharClass> {
        self.found().map(CharClass::of)
    }

    /// Whether the fault lies inside an escape: a `"%"` not followed by two
    /// hex digits (`escaped = "%" hex hex`, 2.4.1), as in `%s` or `%4` at
    /// the end. [`found`](Error::found) is then what stands in the place of
    /// a hex digit.
    ///
    /// ```
    /// let err = uri2396::UriReference::parse("/a%4g").unwrap_err();
    /// assert!(err.in_escape());
    /// assert_eq!((err.offset(), err.found()), (4, Some('g')));
    /// assert!(!uri2396::UriReference::parse("/a b").unwrap_err().in_escape());
    /// ```
    pub fn in_escape(&self) -> bool {
        self.has(Diagnosis::IN_ESCAPE)
    }

    /// Whether the input starts with `?` where the rule needs a path
    /// first: RFC 2396 has no reference made of a query alone.
    fn query_first(&self) -> bool {
        self.offset == 0
            && self.found() == Some('?')
            && matches!(named(self.rule), Rule::URI_REFERENCE | Rule::RELATIVE_URI)
    }

    /// Whether the rule is one of the excluded classes of 2.4.3, where
    /// calling the found character "excluded" would say nothing.
    fn excluded_rule(&self) -> bool {
        self.rule.kind() == RuleKind::Excluded
    }

    /// What is wrong at the fault, in words.
    pub fn message(&self) -> String {
        self.message_in(Lang::En)
    }

    /// [`message`](Error::message) in `lang`.
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    ///
    /// let err = UriReference::parse("http://a/%zz").unwrap_err();
    /// assert_eq!(
    ///     err.message_in(Lang::Ja),
    ///     "\"%\" の後には2つの16進数字が続かなければなりません（escaped = \"%\" hex hex, 2.4.1）"
    /// );
    /// ```
    pub fn message_in(&self, lang: Lang) -> String {
        let rule = self.rule().to_string();
        #[cfg(all(feature = "pest", not(feature = "pest-dialects")))]
        if self.diagnosis & Diagnosis::NO_PARSER == Diagnosis::NO_PARSER {
            let grammar = self.rule.dialect().to_string();
            return Msg::NoPestParser.fill(lang, &[("grammar", &grammar), ("rule", &rule)]);
        }
        if self.has(Diagnosis::UNDERIVED) {
            return Msg::Underived.fill(lang, &[("rule", &rule)]);
        }
        if self.in_escape() {
            let escape = self.rule.dialect().hooks().escape;
            let section = self.cite(escape.section(), escape.section());
            return Msg::BadEscape.fill(lang, &[("bnf", escape.bnf()), ("section", &section)]);
        }
        let Some(c) = self.found() else {
            return Msg::EndsEarly.fill(lang, &[("rule", &rule)]);
        };
        let shown = describe(c);
        let with_shown = |msg: Msg| msg.fill(lang, &[("shown", &shown)]);
        if self.query_first() {
            return with_shown(Msg::QueryFirst);
        }
        if self.excluded_rule() {
            return with_shown(Msg::CannotStand);
        }
        let with_section = |msg: Msg, strict, rfc3986| {
            msg.fill(
                lang,
                &[("shown", &shown), ("section", &self.cite(strict, rfc3986))],
            )
        };
        match CharClass::of(c) {
            CharClass::Delims if c == '#' && self.has(Diagnosis::SECOND_HASH) => {
                with_section(Msg::SecondHash, "4.1", "3.5")
            }
            // RFC 3987: a ucschar that the rule does not take here is one
            // that cannot stand here; the others, what they are.
            CharClass::NonAscii if self.rule.dialect().hooks().ucs_characters => {
                let text = c.encode_utf8(&mut [0; 4]).to_owned();
                if crate::grammar::rfc3987::UCSCHAR.matches(&text) {
                    with_shown(Msg::CannotStand)
                } else if crate::grammar::rfc3987::IPRIVATE.matches(&text) {
                    with_shown(Msg::PrivateOutsideQuery)
                } else {
                    with_shown(Msg::NotUcschar)
                }
            }
            CharClass::NonAscii => with_section(Msg::NotAscii, "2.1", "2"),
            // RFC 3986 has no excluded characters: `[` and `]` are reserved
            // there, the rest no character of a URI.
            CharClass::Unwise if !self.excludes() && matches!(c, '[' | ']') => {
                with_shown(Msg::CannotStand)
            }
            CharClass::Control | CharClass::Space | CharClass::Unwise | CharClass::Delims
                if !self.excludes() && c != '#' && c != '%' =>
            {
                if self.rule.dialect().hooks().ucs_characters {
                    with_shown(Msg::NotAllowedIri)
                } else {
                    with_shown(Msg::NotAllowed)
                }
            }
            class @ (CharClass::Control
            | CharClass::Space
            | CharClass::Unwise
            | CharClass::Delims)
                if c != '#' && c != '%' =>
            {
                Msg::Excluded.fill(
                    lang,
                    &[("shown", &shown), ("class", class.message().text(lang))],
                )
            }
            _ => with_shown(Msg::CannotStand),
        }
    }

    /// How to mend the input, in words, when the input can be mended
    /// here: the remedy of RFC 2396 for what was found. Where the fix is a
    /// mechanical edit, [`fixed`](Error::fixed) makes it at every fault of
    /// its kind and gives a string of the rule; the words then say what
    /// else the edit does besides mending this fault ("..., and every
    /// other excluded or non-ASCII character likewise"). Where faults of
    /// another kind remain, the words say so and no edit is offered. Both
    /// need the rest of the input: an error a parse returns gives the fix
    /// of its fault alone until [`settle`](Error::settle) has read it (as
    /// [`display_with`](Error::display_with) and
    /// [`report_in`](Error::report_in) do). Two
    /// fixes are pointers only: a `[` where a host begins is an RFC 2732
    /// IPv6 literal, and a scheme with nothing after its `:` needs a
    /// `hier_part` or an `opaque_part`.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let fix = |input| UriReference::parse(input).unwrap_err().settle(input).fix();
    /// assert_eq!(
    ///     fix("<http://a/>").as_deref(),
    ///     Some("remove the \"<\" and \">\" around the reference: they delimit it in text and are not part of it (Appendix E)")
    /// );
    /// assert_eq!(
    ///     fix("my_file:1").as_deref(),
    ///     Some("put \"./\" in front: a \":\" in the first segment of a relative path reads as the end of a scheme (5)")
    /// );
    /// assert_eq!(
    ///     fix("/a b|c d").as_deref(),
    ///     Some("escape it as %20, and every other excluded or non-ASCII character likewise")
    /// );
    /// assert_eq!(
    ///     fix("ftp://ds.internic.\n      net/rfc/").as_deref(),
    ///     Some("remove the line break and the whitespace around it: a reference broken across lines in text is read without them (Appendix E)")
    /// );
    /// assert_eq!(
    ///     fix("\"http://a/\",").as_deref(),
    ///     Some("escape it as %22; the input has other faults, which this does not mend")
    /// );
    /// assert_eq!(
    ///     fix("http://[::1]/").as_deref(),
    ///     Some("this is an RFC 2732 IPv6 literal, and RFC 2396 hosts are a hostname or an IPv4address (3.2.2): read it in the RFC 2732 dialect, \"rfc2732\"")
    /// );
    /// let zone = UriReference::parse_in("http://[fe80::1%25eth0]/", uri2396::Dialect::RFC2732);
    /// assert_eq!(
    ///     zone.unwrap_err().fix().as_deref(),
    ///     Some("a zone id after an IPv6 address is no part of RFC 2732's IPv6address (RFC 2373); java.net.URI reads one as a scope id: read it in the dialect \"java\", or with the switch ipv6-literals, \"rfc2732+ipv6-literals\"")
    /// );
    /// ```
    pub fn fix(&self) -> Option<String> {
        self.fix_in(Lang::En)
    }

    /// [`fix`](Error::fix) in `lang`.
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    ///
    /// let err = UriReference::parse("my_file:1").unwrap_err();
    /// assert_eq!(
    ///     err.fix_in(Lang::Ja).as_deref(),
    ///     Some("先頭に \"./\" を置いてください: 相対パスの最初のセグメントにある \":\" はスキームの終わりと読まれます (5)")
    /// );
    /// ```
    pub fn fix_in(&self, lang: Lang) -> Option<String> {
        let mend = self.mend()?;
        let mut words = match mend {
            Mend::EscapePercent => Msg::FixEscapePercent.text(lang).into(),
            Mend::DotSlashBeforeQuery => Msg::FixDotSlashBeforeQuery.text(lang).into(),
            Mend::DotSlashBeforeColon => {
                Msg::FixDotSlashBeforeColon.fill(lang, &[("section", &self.cite("5", "4.2"))])
            }
            Mend::Strip => self.strip_message(lang),
            // The same dialect with RFC 2732's switch too: a named one
            // by its title.
            Mend::BracketedHost => {
                let with = self.rule.dialect().hooks().with_ipv6_literals;
                let dialect = with.to_string();
                match with.named() {
                    Some(row) => Msg::FixBracketedHostNamed
                        .fill(lang, &[("title", row.title), ("dialect", &dialect)]),
                    None => Msg::FixBracketedHost.fill(lang, &[("dialect", &dialect)]),
                }
            }
            Mend::ZoneId => match self.rule.dialect().hooks().with_scope_ids {
                Some(dialect) => Msg::FixZoneId.fill(lang, &[("dialect", &dialect.to_string())]),
                None => Msg::FixZoneIdNoSwitch.text(lang).into(),
            },
            Mend::SchemeAlone => Msg::FixSchemeAlone.text(lang).into(),
            Mend::JoinLines => Msg::FixJoinLines.fill(lang, &[("section", &self.in_text())]),
            Mend::Escape(c) if !c.is_ascii() => {
                Msg::FixEncodeAndEscape.fill(lang, &[("escapes", &escapes(c))])
            }
            Mend::Escape(c) => Msg::FixEscape.fill(lang, &[("escapes", &escapes(c))]),
        };
        if matches!(mend, Mend::BracketedHost | Mend::ZoneId | Mend::SchemeAlone)
            || self.unsettled()
        {
            return Some(words);
        }
        if !self.has(Diagnosis::EDIT_VALID) {
            // What the edit would do elsewhere is then beside the point.
            words.push_str(Msg::FixOtherFaults.text(lang));
            return Some(words);
        }
        let escaping = matches!(mend, Mend::Escape(_) | Mend::EscapePercent);
        if self.has(Diagnosis::MORE_ESCAPES) {
            // RFC 2396 excludes them (2.4.3); RFC 3986 only does not
            // allow them.
            words.push_str(
                match (matches!(mend, Mend::Escape(_)), self.excludes()) {
                    (true, true) => Msg::MoreEscapesLikewise,
                    (false, true) => Msg::MoreEscapes,
                    (true, false) => Msg::MoreEscapesLikewise3986,
                    (false, false) => Msg::MoreEscapes3986,
                }
                .text(lang),
            );
        }
        if self.has(Diagnosis::MORE_PERCENTS) {
            words.push_str(
                match mend {
                    Mend::EscapePercent => Msg::MorePercentsLikewise,
                    _ if escaping => Msg::MorePercentsEscaping,
                    _ => Msg::MorePercents,
                }
                .text(lang),
            );
        }
        if self.has(Diagnosis::MORE_LINE_BREAKS) {
            words.push_str(&if matches!(mend, Mend::JoinLines) {
                Msg::MoreLineBreaksLikewise.text(lang).to_owned()
            } else {
                Msg::MoreLineBreaks.fill(lang, &[("section", &self.in_text())])
            });
        }
        Some(words)
    }

    /// `input`, the string that was parsed, with the [fix](Error::fix)
    /// made at every fault of its kind: a string the error's
    /// [rule](Error::rule) derives, checked. `None` when there is no fix,
    /// when the fix is a pointer and not an edit, or when faults of another
    /// kind remain. One pass over the input, however many faults it has.
    ///
    /// ```
    /// use uri2396::UriReference;
    ///
    /// let fixed = |input| UriReference::parse(input).unwrap_err().fixed(input);
    /// assert_eq!(fixed(" <URL:http://a/b> ").as_deref(), Some("http://a/b"));
    /// assert_eq!(fixed("a;b:c").as_deref(), Some("./a;b:c"));
    /// assert_eq!(fixed("/a b").as_deref(), Some("/a%20b"));
    /// assert_eq!(fixed("/%s").as_deref(), Some("/%25s"));
    /// assert_eq!(fixed("/a b|c%d é").as_deref(), Some("/a%20b%7Cc%25d%20%C3%A9"));
    /// assert_eq!(
    ///     fixed("<ftp://ds.internic.\n      net/rfc/>").as_deref(),
    ///     Some("ftp://ds.internic.net/rfc/")
    /// );
    /// assert_eq!(fixed("\"http://a/\","), None);
    /// assert_eq!(fixed("http:"), None);
    /// ```
    pub fn fixed(&self, input: &str) -> Option<String> {
        if !self.unsettled() && !self.has(Diagnosis::EDIT_VALID) {
            return None;
        }
        let mut out = String::with_capacity(input.len() + 2);
        let bits = self.edit(input, Some(&mut out));
        // Checked once more, whole: `input` may not be the string parsed.
        (bits & Diagnosis::EDIT_VALID != 0 && self.rule.matches(&out)).then_some(out)
    }

    /// Makes the fix's edit at every fault of its kind, into `out` when
    /// given, and returns the [`Diagnosis`] bits of what it did:
    /// [`EDIT_VALID`](Diagnosis::EDIT_VALID) when the rule derives the
    /// result. One pass over the input, the rule's automaton run along.
    fn edit(&self, input: &str, mut out: Option<&mut String>) -> u16 {
        let automaton = self.rule.automaton();
        let offset = floor_char_boundary(input, self.offset);
        let bytes = input.as_bytes();
        let Some(mend) = self.mend() else {
            return 0;
        };
        // What goes in front, where the copy starts, where the edits start
        // and end, and the automaton's state there.
        let (prefix, keep, from, end, state) = match mend {
            Mend::BracketedHost | Mend::ZoneId | Mend::SchemeAlone => return 0,
            Mend::EscapePercent => {
                let Some(percent) = input[..offset].rfind('%') else {
                    return 0;
                };
                let state = automaton.after(&bytes[..percent]);
                ("", 0, percent, input.len(), state)
            }
            Mend::DotSlashBeforeQuery => ("./", 0, 0, input.len(), automaton.after(b"./")),
            Mend::DotSlashBeforeColon => {
                let state = automaton.advance(automaton.after(b"./"), &bytes[..offset]);
                ("./", 0, offset, input.len(), state)
            }
            Mend::Strip => {
                let (start, end, _) = surrounded(input, || wraps(self.rule));
                ("", start, start, end, automaton.start)
            }
            Mend::Escape(_) | Mend::JoinLines => ("", 0, offset, input.len(), self.state()),
        };
        // The fault's own edit is the first, where the fix escapes or joins.
        let own = match mend {
            Mend::EscapePercent | Mend::Escape(_) | Mend::JoinLines => from,
            _ => usize::MAX,
        };
        if let Some(out) = out.as_deref_mut() {
            out.push_str(prefix);
            out.push_str(&input[keep..from]);
        }
        mend_from(automaton, state, &input[..end], from, own, out)
    }

    /// A `%` inside an RFC 2732 IPv6 literal, where only `]` or more of
    /// the address could stand: a zone id (`[fe80::1%25eth0]`), which RFC
    /// 2732's IPv6address (RFC 2373's) does not have and the switch
    /// `ipv6-literals` (java.net.URI's scope id) adds. Read from the state
    /// alone: only inside an IPv6reference does the grammar expect `"]"`
    /// itself (elsewhere RFC 2732 takes `]` as a `uric`).
    fn zone_id(&self) -> bool {
        let hooks = self.rule.dialect().hooks();
        self.found() == Some('%')
            && hooks.ipv6_literals
            && !hooks.scope_ids
            && self.expected().contains(&"\"]\"")
    }

    /// The fix that applies, if any.
    fn mend(&self) -> Option<Mend> {
        if self.has(Diagnosis::UNDERIVED) {
            return None;
        }
        if self.in_escape() {
            return self
                .has(Diagnosis::PERCENT_FITS)
                .then_some(Mend::EscapePercent);
        }
        if self.has(Diagnosis::AROUND) {
            return Some(Mend::Strip);
        }
        if self.query_first() {
            return Some(Mend::DotSlashBeforeQuery);
        }
        if self.has(Diagnosis::COLON_FIRST_SEGMENT) {
            return Some(Mend::DotSlashBeforeColon);
        }
        if self.has(Diagnosis::BRACKETED_HOST) {
            return Some(Mend::BracketedHost);
        }
        if self.zone_id() {
            return Some(Mend::ZoneId);
        }
        if self.has(Diagnosis::SCHEME_ALONE) {
            return Some(Mend::SchemeAlone);
        }
        if self.has(Diagnosis::LINE_BREAK) {
            return Some(Mend::JoinLines);
        }
        let c = self.found()?;
        // Escaping is the remedy for the excluded characters (2.4.3), where
        // an escape may stand. Escaping a reserved character instead would
        // change what the reference means, so that is not offered.
        let excluded = match CharClass::of(c) {
            CharClass::Uric => false,
            CharClass::Delims => matches!(c, '<' | '>' | '"') || self.has(Diagnosis::SECOND_HASH),
            _ => true,
        };
        // Every escape of the character must fit: one rule may take one
        // escape where a character beyond US-ASCII needs two to four.
        let fits = || {
            let mut utf8 = [0; 4];
            let bytes = c.encode_utf8(&mut utf8).as_bytes();
            self.rule.automaton().advance_escaped(self.state(), bytes) != 0
        };
        (excluded && fits()).then_some(Mend::Escape(c))
    }

    /// "remove the whitespace, ... around the reference", naming what
    /// surrounds it.
    fn strip_message(&self, lang: Lang) -> String {
        let mut parts = Vec::new();
        for (bit, msg) in [
            (Diagnosis::AROUND_SPACE, Msg::AroundWhitespace),
            (Diagnosis::AROUND_ANGLE, Msg::AroundAngle),
            (Diagnosis::AROUND_QUOTE, Msg::AroundQuotes),
            (Diagnosis::AROUND_URL, Msg::AroundUrl),
        ] {
            if self.has(bit) {
                parts.push(msg.text(lang));
            }
        }
        let list = match parts.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                let head = rest[1..].iter().fold(rest[0].to_string(), |a, b| {
                    Msg::ListComma.fill(lang, &[("a", &a), ("b", b)])
                });
                Msg::ListAnd.fill(lang, &[("a", &head), ("b", last)])
            }
            _ => parts.concat(),
        };
        let section = self.in_text();
        let args = [("list", list.as_str()), ("section", &section)];
        if self.has(Diagnosis::AROUND & !Diagnosis::AROUND_SPACE) {
            Msg::FixStripDelimiters.fill(lang, &args)
        } else {
            Msg::FixStripWhitespace.fill(lang, &args)
        }
    }

    /// The section the error's grammar says `strict` (RFC 2396's) or
    /// `rfc3986` in, as a message cites it: RFC 2396's alone, RFC 3986's
    /// with its number.
    fn cite(&self, strict: &str, rfc3986: &str) -> String {
        match self.rule.dialect().hooks().rfc {
            3986 => format!("RFC 3986 {rfc3986}"),
            _ => strict.to_owned(),
        }
    }

    /// Whether the error's grammar excludes the characters it does not
    /// derive (RFC 2396, 2.4.3) rather than merely not allowing them.
    fn excludes(&self) -> bool {
        self.rule.dialect().hooks().excluded_characters
    }

    /// Where the error's RFC speaks of references in running text: RFC
    /// 2396's Appendix E, RFC 3986's Appendix C.
    fn in_text(&self) -> String {
        self.cite("Appendix E", "Appendix C")
    }

    /// The view of the error in `input`, the string that was parsed: its
    /// `Display` is the first line of the error with the line and column,
    /// then the line of the input around the fault (hidden and
    /// bidirectional characters shown as code points, control characters as
    /// their pictures) with a caret under the fault, what was expected and
    /// the fix.
    ///
    /// Given another string than the one parsed, it shows that string at
    /// the same byte offset, clamped to its end and to the start of a
    /// character: the view is then of little use, but it is made.
    ///
    /// ```
    /// let input = "http://a/\u{202E}b";
    /// let err = uri2396::UriReference::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.display_with(input).to_string(),
    ///     "invalid URI-reference at byte 9 (line 1, column 10): U+202E is not US-ASCII: URIs hold US-ASCII characters only (2.1)
    ///   http://a/<U+202E>b
    ///            ^
    ///   expected: uric, \"#\", end of input
    ///   fix: encode it as UTF-8 and escape each byte: %E2%80%AE"
    /// );
    /// ```
    pub fn display_with<'a>(&self, input: &'a str) -> ErrorView<'a> {
        ErrorView {
            error: self.settle(input),
            input,
            lang: Lang::En,
        }
    }

    /// The one line of the error's `Display` in `lang`.
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    ///
    /// let err = UriReference::parse("http://a/b c").unwrap_err();
    /// assert_eq!(err.display_in(Lang::En).to_string(), err.to_string());
    /// assert_eq!(
    ///     err.display_in(Lang::Ja).to_string(),
    ///     "URI-reference として不正です（バイト 10）: ' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)。修正: %20 とエスケープしてください"
    /// );
    /// ```
    pub fn display_in(&self, lang: Lang) -> ErrorLine {
        ErrorLine { error: *self, lang }
    }

    /// The error placed in `input`, the string that was parsed, with its
    /// words in `lang`: what a report writes of it (serialized with the
    /// feature `serde`).
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    ///
    /// let input = "http://a/b c";
    /// let report = UriReference::parse(input).unwrap_err().report_in(input, Lang::En);
    /// assert_eq!((report.line(), report.column()), (1, 11));
    /// assert_eq!(report.error().offset(), 10);
    /// ```
    #[must_use]
    pub fn report_in(&self, input: &str, lang: Lang) -> ErrorReport {
        let (line, column) = self.line_column(input);
        ErrorReport {
            error: self.settle(input),
            line,
            column,
            lang,
        }
    }
}

/// An [`Error`] placed in the string it was found in, worded in a
/// language: made by [`Error::report_in`]. One shape for every report of a
/// syntax error: the command-line tool's JSON and the inspector page's.
///
/// Serialized (feature `serde`), the fields in this order:
///
/// | field | value |
/// |---|---|
/// | `kind` | `"syntax"` |
/// | `rule` | the rule the input was parsed as ([`Error::rule`]) |
/// | `offset` | the byte offset of the fault ([`Error::offset`]) |
/// | `line`, `column` | where the fault is, from 1; the column counts characters ([`Error::line_column`]) |
/// | `expected` | what could have stood there ([`Error::expected`]) |
/// | `found` | the character found, `null` at the end of the input |
/// | `class` | its class under RFC 2396 2.1 and 2.4.3 ([`CharClass`]), in every reading (RFC 3986 names no classes of the characters it excludes), or `null` |
/// | `message` | what is wrong, in the language ([`Error::message_in`]) |
/// | `fix` | how to mend it, in the language, or `null` ([`Error::fix_in`]) |
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use uri2396::{Lang, UriReference};
///
/// let input = "http://a/b c";
/// let report = UriReference::parse(input).unwrap_err().report_in(input, Lang::Ja);
/// let json = serde_json::to_value(report).unwrap();
/// assert_eq!((json["kind"].as_str(), json["offset"].as_u64()), (Some("syntax"), Some(10)));
/// assert_eq!((json["found"].as_str(), json["class"].as_str()), (Some(" "), Some("space")));
/// assert_eq!(json["fix"], "%20 とエスケープしてください");
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ErrorReport {
    error: Error,
    line: usize,
    column: usize,
    lang: Lang,
}

impl ErrorReport {
    /// The error.
    #[must_use]
    pub fn error(&self) -> &Error {
        &self.error
    }

    /// The line of the fault, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column of the fault in characters, from 1.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// The language of its words.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same report in `lang`.
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> Self {
        ErrorReport { lang, ..self }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ErrorReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let (e, lang) = (&self.error, self.lang);
        let mut st = s.serialize_struct("Error", 10)?;
        st.serialize_field("kind", "syntax")?;
        st.serialize_field("rule", &e.rule())?;
        st.serialize_field("offset", &e.offset())?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("expected", e.expected())?;
        st.serialize_field("found", &e.found())?;
        st.serialize_field("class", &e.class())?;
        st.serialize_field("message", &e.message_in(lang))?;
        st.serialize_field("fix", &e.fix_in(lang))?;
        st.end()
    }
}

/// An [`Error`]'s one line in a language: made by [`Error::display_in`].
#[derive(Debug, Clone, Copy)]
pub struct ErrorLine {
    error: Error,
    lang: Lang,
}

impl fmt::Display for ErrorLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (error, lang) = (&self.error, self.lang);
        f.write_str(&Msg::Invalid.fill(
            lang,
            &[
                ("rule", &error.rule().to_string()),
                ("offset", &error.offset.to_string()),
                ("message", &error.message_in(lang)),
            ],
        ))?;
        if let Some(fix) = error.fix_in(lang) {
            f.write_str(&Msg::InvalidFix.fill(lang, &[("fix", &fix)]))?;
        }
        Ok(())
    }
}

/// An [`Error`] with the input it was found in: its `Display` shows the
/// input with a caret under the fault. Made by
/// [`Error::display_with`].
#[derive(Debug, Clone, Copy)]
pub struct ErrorView<'a> {
    error: Error,
    input: &'a str,
    lang: Lang,
}

impl ErrorView<'_> {
    /// The same view in `lang`.
    ///
    /// ```
    /// use uri2396::{Lang, UriReference};
    ///
    /// let input = "http://a/b c";
    /// let err = UriReference::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.display_with(input).in_lang(Lang::Ja).to_string(),
    ///     "URI-reference として不正です（バイト 10、1 行 11 列）: ' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)
    ///   http://a/b c
    ///             ^
    ///   期待されるもの: uric、\"#\"、入力の終わり
    ///   修正: %20 とエスケープしてください"
    /// );
    /// ```
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> Self {
        ErrorView { lang, ..self }
    }
}

impl fmt::Display for ErrorView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (error, input, lang) = (&self.error, self.input, self.lang);
        let offset = floor_char_boundary(input, error.offset);
        let (line, column) = error.line_column(input);
        writeln!(
            f,
            "{}",
            Msg::InvalidAt.fill(
                lang,
                &[
                    ("rule", &error.rule().to_string()),
                    ("offset", &error.offset.to_string()),
                    ("line", &line.to_string()),
                    ("column", &column.to_string()),
                    ("message", &error.message_in(lang)),
                ]
            )
        )?;
        let line_start = input[..offset].rfind('\n').map_or(0, |i| i + 1);
        let (shown, caret) = Excerpt::around(input, line_start, offset).render();
        writeln!(f, "  {shown}")?;
        write!(f, "  {:>width$}", "^", width = caret + 1)?;
        let expected = error.expected();
        if !expected.is_empty() {
            let list: Vec<&str> = expected
                .iter()
                .map(|&e| {
                    if e == END {
                        Msg::EndOfInput.text(lang)
                    } else {
                        e
                    }
                })
                .collect();
            let list = list.join(Msg::ExpectedSeparator.text(lang));
            write!(f, "\n  {}", Msg::Expected.fill(lang, &[("list", &list)]))?;
        }
        if let Some(fix) = error.fix_in(lang) {
            write!(f, "\n  {}", Msg::Fix.fill(lang, &[("fix", &fix)]))?;
        }
        Ok(())
    }
}

/// A fix: how [`Error::fix`] words it and [`Error::fixed`] makes it.
#[derive(Clone, Copy)]
enum Mend {
    /// A `%` that starts no escape, escaped as `%25`.
    EscapePercent,
    /// `./` before a reference that starts with its query.
    DotSlashBeforeQuery,
    /// `./` before a relative path whose first segment holds a `:`.
    DotSlashBeforeColon,
    /// Whitespace, `<…>`, `"…"` or `URL:` taken from around the input.
    Strip,
    /// A pointer to RFC 2732.
    BracketedHost,
    /// A pointer to the dialects with scope ids.
    ZoneId,
    /// A pointer to what must follow `scheme:`.
    SchemeAlone,
    /// An excluded or non-ASCII character written as its escapes.
    Escape(char),
    /// Line-break whitespace inside a reference, removed (Appendix E).
    JoinLines,
}

/// `%XX` for each byte of `c` in UTF-8 (2.4.1).
fn escapes(c: char) -> String {
    let (bytes, len) = escaped(c);
    bytes[..len].iter().map(|&b| char::from(b)).collect()
}

/// The escapes of `c`'s UTF-8 octets (`%XX` each, capital hex), in a
/// buffer, and their length: no allocation.
fn escaped(c: char) -> ([u8; 12], usize) {
    let mut utf8 = [0; 4];
    escaped_bytes(c.encode_utf8(&mut utf8).as_bytes())
}

/// The escapes of the UTF-8 octets of one character (`%XX` each, capital
/// hex; at most four octets), as [`escaped`] gives them.
fn escaped_bytes(bytes: &[u8]) -> ([u8; 12], usize) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = [b'%'; 12];
    for (k, &b) in bytes.iter().take(4).enumerate() {
        out[3 * k + 1] = HEX[usize::from(b >> 4)];
        out[3 * k + 2] = HEX[usize::from(b & 15)];
    }
    (out, 3 * bytes.len().min(4))
}

/// Appends the escapes of `bytes` (`%XX` each, capital hex) to `out`.
fn push_escaped(out: &mut String, bytes: &[u8]) {
    for chunk in bytes.chunks(4) {
        let (buf, len) = escaped_bytes(chunk);
        // Escapes are ASCII.
        out.extend(buf[..len].iter().map(|&x| char::from(x)));
    }
}

/// The US-ASCII bytes that a fix escapes wherever they stand, before and
/// after any other character: `CharClass::of` is neither `uric` nor a
/// delimiter but `<`, `>` and `"`, and the byte is no whitespace (a run of
/// it may hold a line break, which the fix removes instead). `#` and `%`
/// depend on what precedes or follows them.
const ESCAPED_ALONE: [bool; 128] = {
    let mut table = [false; 128];
    let mut b = 0;
    while b < 128 {
        let c = b as u8 as char;
        table[b] = !c.is_ascii_whitespace()
            && match CharClass::of(c) {
                CharClass::Uric => false,
                CharClass::Delims => matches!(c, '<' | '>' | '"'),
                _ => true,
            };
        b += 1;
    }
    table
};

/// Whether the byte at `i` is one that a fix escapes wherever it stands
/// ([`ESCAPED_ALONE`]), or a space, tab or form feed with no whitespace
/// after it: a run of whitespace without a line break, escaped too.
#[inline]
fn escaped_alone(b: &[u8], i: usize) -> bool {
    match b[i] {
        b' ' | b'\t' | b'\x0C' => !b.get(i + 1).is_some_and(u8::is_ascii_whitespace),
        x => ESCAPED_ALONE.get(usize::from(x)).copied().unwrap_or(false),
    }
}

/// Whether Appendix E's delimiters (`<…>`, `"…"`, `URL:`) may surround a
/// string of `rule`: the rules of whole references.
fn wraps(rule: Rule) -> bool {
    matches!(
        named(rule),
        Rule::URI_REFERENCE | Rule::ABSOLUTE_URI | Rule::RELATIVE_URI
    )
}

/// The rule `rule` is named as, RFC 2396's of the same name when there is
/// one: the fixes are the same in every grammar.
fn named(rule: Rule) -> Rule {
    rule.dialect().table().named(rule)
}

/// Whether, for a fault at `offset` inside an escape, the rule takes `%25`
/// for its `%` and then what follows it up to and including `found`.
fn percent_fits(rule: Rule, input: &str, offset: usize, found: Option<char>) -> bool {
    let Some(percent) = input[..offset].rfind('%') else {
        return false;
    };
    let end = offset + found.map_or(0, char::len_utf8);
    let mut edited = b"%25".to_vec();
    edited.extend_from_slice(&input.as_bytes()[percent + 1..end]);
    let automaton = rule.automaton();
    automaton.continues(automaton.after(&input.as_bytes()[..percent]), &edited)
}

/// Where the string lies in `input` once what surrounds it in text is
/// taken away: whitespace, then (when `wrappers` says so) `<…>` or `"…"`
/// and the prefix `URL:`, each with whitespace inside (Appendix E).
/// Returns its start, its end and the [`Diagnosis`] bits of what was
/// taken.
fn surrounded(input: &str, wrappers: impl Fn() -> bool) -> (usize, usize, u16) {
    let b = input.as_bytes();
    // Most inputs: nothing to take, seen from their first and last bytes
    // (and the rule, asked only when the first could open a wrapper).
    let plain = |x: &u8| !x.is_ascii_whitespace();
    if b.first()
        .is_none_or(|x| plain(x) && !(matches!(x, b'<' | b'"' | b'U' | b'u') && wrappers()))
        && b.last().is_none_or(plain)
    {
        return (0, b.len(), 0);
    }
    let wrappers = wrappers();
    let (mut start, mut end, mut bits) = (0, b.len(), 0);
    let trim = |start: &mut usize, end: &mut usize, bits: &mut u16| {
        let (s, e) = (*start, *end);
        while *start < *end && b[*start].is_ascii_whitespace() {
            *start += 1;
        }
        while *end > *start && b[*end - 1].is_ascii_whitespace() {
            *end -= 1;
        }
        if (s, e) != (*start, *end) {
            *bits |= Diagnosis::AROUND_SPACE;
        }
    };
    trim(&mut start, &mut end, &mut bits);
    if wrappers {
        let wrapper = match b.get(start..end) {
            Some([b'<', .., b'>']) => Diagnosis::AROUND_ANGLE,
            Some([b'"', .., b'"']) => Diagnosis::AROUND_QUOTE,
            _ => 0,
        };
        if wrapper != 0 {
            bits |= wrapper;
            (start, end) = (start + 1, end - 1);
            trim(&mut start, &mut end, &mut bits);
        }
        // "URL:" followed by a reference; "URL:" alone is a scheme.
        if end - start > 4 && b[start..start + 4].eq_ignore_ascii_case(b"URL:") {
            bits |= Diagnosis::AROUND_URL;
            start += 4;
            trim(&mut start, &mut end, &mut bits);
        }
    }
    (start, end, bits)
}

/// The [`Diagnosis`] bits that choose the fix for a fault at `offset` in
/// `input` as `rule`, where `found` stands (not inside an escape). Linear
/// in the input.
fn diagnose_mend(rule: Rule, input: &str, offset: usize, found: Option<char>) -> u16 {
    if rule.kind() == RuleKind::Excluded {
        return 0;
    }
    let (start, end, around) = surrounded(input, || wraps(rule));
    let in_around = offset < start || (offset >= end && end < input.len());
    // What is left must begin a string of the rule, or be one.
    if in_around && (start < end || rule.automaton().matches(b"")) {
        return around;
    }
    let before = &input[..offset];
    if found == Some(':') && matches!(named(rule), Rule::URI_REFERENCE | Rule::RELATIVE_URI) {
        let automaton = rule.automaton();
        if automaton.continues(automaton.after(b"./"), &input.as_bytes()[..=offset]) {
            return Diagnosis::COLON_FIRST_SEGMENT;
        }
    }
    // RFC 2732 has the literal; its grammar refuses a bracket for another
    // reason.
    if found == Some('[') && !rule.dialect().hooks().ipv6_literals {
        // Where a host begins: after "//" and any userinfo "@", or at the
        // start of an input that is to be a host.
        let host_starts = match before.as_bytes().windows(2).position(|w| w == b"//") {
            // The authority's "//": at the start, or right after the scheme.
            Some(i)
                if i == 0
                    || before[..i]
                        .strip_suffix(':')
                        .is_some_and(|scheme| Rule::SCHEME.matches(scheme)) =>
            {
                let userinfo = &before[i + 2..];
                !userinfo.contains(['/', '?', '#'])
                    && (userinfo.is_empty() || userinfo.ends_with('@'))
            }
            _ => {
                offset == 0
                    && matches!(
                        rule,
                        Rule::HOST | Rule::HOSTPORT | Rule::SERVER | Rule::AUTHORITY
                    )
            }
        };
        if host_starts {
            return Diagnosis::BRACKETED_HOST;
        }
    }
    if matches!(found, None | Some('#'))
        && matches!(named(rule), Rule::URI_REFERENCE | Rule::ABSOLUTE_URI)
        && before
            .strip_suffix(':')
            .is_some_and(|scheme| Rule::SCHEME.matches(scheme))
    {
        return Diagnosis::SCHEME_ALONE;
    }
    // Whitespace with a line break, with the reference before and after it.
    let b = input.as_bytes();
    if found.is_some_and(|c| c.is_ascii_whitespace()) && offset > 0 {
        let run = b[offset..]
            .iter()
            .position(|x| !x.is_ascii_whitespace())
            .map_or(b.len(), |k| offset + k);
        if run < b.len() && b[offset..run].iter().any(|x| matches!(x, b'\r' | b'\n')) {
            return Diagnosis::LINE_BREAK;
        }
    }
    0
}

/// Mends `input` from `from` on, the rule's automaton in `state` there:
/// each character the rule takes as it is stays; whitespace holding a line
/// break goes (Appendix E); an excluded or non-ASCII character, or a `#`
/// after an earlier one, is written as its escapes (2.4.1, 2.4.3);
/// a `%` that starts no escape as `%25`. Writes the result into `out` when
/// given and returns the [`Diagnosis`] bits of what was done besides the
/// edit at `own`, with [`EDIT_VALID`](Diagnosis::EDIT_VALID) when the rule
/// derives the whole. One pass; stops at the first character it cannot
/// mend.
fn mend_from(
    automaton: &Automaton,
    mut state: State,
    input: &str,
    from: usize,
    own: usize,
    mut out: Option<&mut String>,
) -> u16 {
    let b = input.as_bytes();
    let mut bits = 0;
    let mut i = from;
    // Whether a "#" was taken from `from` on; whether one stands before
    // `from`, looked for once, the first time a "#" is refused.
    let mut hash = false;
    let mut hash_before = None;
    loop {
        // US-ASCII other than "%" (which may be stray) that the automaton
        // takes as it stands, and lone bytes escaped where their escape
        // keeps the state: stepped in a tight loop, copied a run at a time.
        let mut start = i;
        loop {
            let row = automaton.row(state);
            // Bytes that keep the automaton where it is (a path character
            // in a path): skipped without the checks below, which they all
            // pass, when no "%", "#" or byte beyond US-ASCII keeps it there.
            if automaton.loops_plain(state) {
                i += b[i..]
                    .iter()
                    .position(|&x| row[usize::from(x)] != state)
                    .unwrap_or(b.len() - i);
            }
            let Some(&x) = b.get(i) else {
                break;
            };
            let next = row[usize::from(x)];
            if next == 0
                && ESCAPED_ALONE.get(usize::from(x)) == Some(&true)
                && automaton.escape_keeps(state)
            {
                // Escaped wherever it stands (a "{" in a path), in a state
                // that its escape keeps: what the escaped runs below do,
                // one byte, without leaving this loop. Whitespace, whose
                // fix depends on what follows it, is not in the table.
                if i != own {
                    bits |= Diagnosis::MORE_ESCAPES;
                }
                if let Some(out) = out.as_deref_mut() {
                    out.push_str(&input[start..i]);
                    push_escaped(out, &b[i..=i]);
                }
                i += 1;
                start = i;
                continue;
            }
            if x == b'%' || !x.is_ascii() || next == 0 {
                break;
            }
            state = next;
            hash |= x == b'#';
            i += 1;
        }
        if let Some(out) = out.as_deref_mut() {
            out.push_str(&input[start..i]);
        }
        let Some(&x) = b.get(i) else {
            break;
        };
        // The character at `i`, read as its bytes: its length from its
        // first byte (the input is UTF-8, and `i` starts a character).
        let n = match x {
            0..0x80 => 1,
            0xF0.. => 4,
            0xE0.. => 3,
            _ => 2,
        };
        // A run of characters beyond US-ASCII that the state takes as
        // escapes only and keeps through them (a word of another script
        // in a path): escaped whole, without a look at each character.
        if !x.is_ascii() && automaton.step(state, x) == 0 && automaton.escape_keeps(state) {
            let row = automaton.row(state);
            let run = b[i..]
                .iter()
                .position(|&y| y.is_ascii() || row[usize::from(y)] != 0)
                .map_or(b.len(), |k| i + k);
            // Ended where a character starts: a byte the state takes may
            // continue one.
            let run = (i..=run)
                .rev()
                .find(|&k| input.is_char_boundary(k))
                .unwrap_or(i);
            if run >= i + n {
                // Escapes besides the fault's own: this character is not
                // the fault, or another one (its lead byte) follows.
                if i != own || b[i + n..run].iter().any(|&y| y >= 0xC0) {
                    bits |= Diagnosis::MORE_ESCAPES;
                }
                if let Some(out) = out.as_deref_mut() {
                    push_escaped(out, &b[i..run]);
                }
                i = run;
                continue;
            }
        }
        // US-ASCII characters escaped wherever they stand, in a state that
        // escapes keep (a "{" in a reg_name, a space in a query): escaped
        // without the checks below, which they all pass.
        if x.is_ascii() && automaton.escape_keeps(state) && escaped_alone(b, i) {
            let row = automaton.row(state);
            let run = (i + 1..b.len())
                .find(|&j| row[usize::from(b[j])] != 0 || !escaped_alone(b, j))
                .unwrap_or(b.len());
            if i != own || run > i + 1 {
                bits |= Diagnosis::MORE_ESCAPES;
            }
            if let Some(out) = out.as_deref_mut() {
                push_escaped(out, &b[i..run]);
            }
            i = run;
            continue;
        }
        let stray = x == b'%'
            && !b
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit));
        // US-ASCII other than "%" stopped the tight loop: the automaton
        // does not take it.
        let taken = if stray || (x.is_ascii() && x != b'%') {
            0
        } else {
            automaton.advance(state, &b[i..i + n])
        };
        if taken != 0 {
            state = taken;
            if let Some(out) = out.as_deref_mut() {
                out.push_str(&input[i..i + n]);
            }
            i += n;
            continue;
        }
        let more = |bit| if i == own { 0 } else { bit };
        if x.is_ascii_whitespace() {
            let run = b[i..]
                .iter()
                .position(|x| !x.is_ascii_whitespace())
                .map_or(b.len(), |k| i + k);
            if b[i..run].iter().any(|x| matches!(x, b'\r' | b'\n')) {
                bits |= more(Diagnosis::MORE_LINE_BREAKS);
                i = run;
                continue;
            }
        }
        let escapable = !x.is_ascii()
            || match CharClass::of(char::from(x)) {
                CharClass::Uric => false,
                CharClass::Delims => {
                    matches!(x, b'<' | b'>' | b'"')
                        || (x == b'#'
                            && (hash
                                || *hash_before.get_or_insert_with(|| b[..from].contains(&b'#'))))
                }
                _ => true,
            };
        // The character's bytes, written as escapes: "%25" for a stray
        // "%".
        let escaping = if stray {
            bits |= more(Diagnosis::MORE_PERCENTS);
            &b"%"[..]
        } else if escapable {
            bits |= more(Diagnosis::MORE_ESCAPES);
            &b[i..i + n]
        } else {
            return bits;
        };
        state = automaton.advance_escaped(state, escaping);
        if state == 0 {
            return bits;
        }
        if let Some(out) = out.as_deref_mut() {
            push_escaped(out, escaping);
        }
        i += n;
    }
    if state != 0 && automaton.accepts(state) {
        bits |= Diagnosis::EDIT_VALID;
    }
    bits
}

/// What the automaton of `rule` could have continued with in `state`.
fn expected_in(rule: Rule, state: State) -> &'static [&'static str] {
    let states = rule
        .dialect()
        .table()
        .expected(rule, || expected_states(rule));
    states.get(state as usize).map_or(&[], Vec::as_slice)
}

/// How the expectation "the input may stop here" is spelled.
const END: &str = "end of input";

/// Rules whose first characters name a set of bytes in an expectation,
/// tried largest first.
const NAMED_SETS: &[&str] = &[
    "uric",
    "uric_no_slash",
    "pchar",
    "rel_segment",
    "userinfo",
    "unreserved",
    "reserved",
    "alphanum",
    "hex",
    "alpha",
    "digit",
    "mark",
    "lowalpha",
    "upalpha",
    "control",
    "delims",
    "unwise",
    // RFC 3986's, which its grammar spells so (RFC 2396's grammars have
    // none of them, nor RFC 3986's any of the lower-case ones above but
    // `pchar`, `userinfo`, `unreserved` and `reserved`).
    "segment-nz-nc",
    "sub-delims",
    "gen-delims",
    "HEXDIG",
    "ALPHA",
    // RFC 3987's, whose characters beyond US-ASCII no literal spells.
    "ipchar",
    "isegment-nz-nc",
    "iunreserved",
    "ucschar",
    "iprivate",
    "DIGIT",
];

/// The first characters of each rule of `grammar` in [`NAMED_SETS`],
/// largest set first.
fn first_sets(grammar: Dialect) -> Box<[NamedSet]> {
    let mut sets: Vec<NamedSet> = NAMED_SETS
        .iter()
        .filter_map(|name| grammar.rules().find(|r| r.name() == *name))
        .map(|r| (r.name(), bits(&r.first())))
        .collect();
    // A stable sort keeps NAMED_SETS' order among sets of one size.
    sets.sort_by_key(|(_, first)| std::cmp::Reverse(count(first)));
    sets.into_boxed_slice()
}

/// A set of bytes as bits: byte `b` is bit `b % 64` of word `b / 64`.
fn bits(set: &[bool; 256]) -> [u64; 4] {
    let mut words = [0; 4];
    for (b, _) in set.iter().enumerate().filter(|(_, in_set)| **in_set) {
        words[b / 64] |= 1 << (b % 64);
    }
    words
}

/// How many bytes a set of [`bits`] holds.
fn count(set: &[u64; 4]) -> u32 {
    set.iter().map(|word| word.count_ones()).sum()
}

/// Spells a set of bytes as rule names and literals: the largest named sets
/// that fit inside it, then the bytes no name covered.
fn describe_set(grammar: Dialect, allowed: &[bool; 256]) -> Vec<&'static str> {
    let allowed_bits = bits(allowed);
    let mut covered = [0u64; 4];
    let mut names = Vec::new();
    let sets = grammar.table().first_sets(|| first_sets(grammar));
    let fits = |first: &[u64; 4]| (0..4).all(|k| first[k] & !allowed_bits[k] == 0);
    let new = |first: &[u64; 4], covered: &[u64; 4]| -> [u64; 4] {
        std::array::from_fn(|k| first[k] & !covered[k])
    };
    for (i, (name, first)) in sets.iter().enumerate() {
        let adds = new(first, &covered);
        // A name must earn its place: a set that adds only a character or
        // two of US-ASCII reads better as those characters (none beyond it
        // has a literal); and a smaller set that adds the same characters
        // is the better name for them (`DIGIT` after `ALPHA`, not
        // `HEXDIG`).
        let smaller_says_it = sets[i + 1..].iter().any(|(_, other)| {
            count(other) < count(first) && fits(other) && new(other, &covered) == adds
        });
        let beyond_ascii = adds[2] | adds[3] != 0;
        if fits(first) && (count(&adds) >= 3 || beyond_ascii) && !smaller_says_it {
            names.push(*name);
            for k in 0..4 {
                covered[k] |= first[k];
            }
        }
    }
    for b in 0..128u8 {
        if allowed[usize::from(b)] && covered[usize::from(b / 64)] & 1 << (b % 64) == 0 {
            // Where "%" may stand, it starts an escape: RFC 2396's
            // `escaped`, RFC 3986's `pct-encoded`.
            names.push(if b == b'%' {
                grammar.hooks().escape.name()
            } else {
                LITERALS[usize::from(b)].as_str()
            });
        }
    }
    names
}

/// `"x"` for each printable US-ASCII byte: a literal as the BNF spells it.
static LITERALS: LazyLock<Vec<String>> = LazyLock::new(|| {
    (0u8..128)
        .map(|b| {
            if b.is_ascii_graphic() || b == b' ' {
                format!("\"{}\"", b as char)
            } else {
                format!("%x{b:02X}")
            }
        })
        .collect()
});

/// Whether `offset` falls inside an escape: one or two bytes after a `%`
/// that is followed only by hex digits up to `offset`.
fn after_percent(input: &str, offset: usize) -> bool {
    match input.as_bytes().get(..offset) {
        Some([.., b'%']) => true,
        Some([.., b'%', hex]) => hex.is_ascii_hexdigit(),
        _ => false,
    }
}

/// `'c'` for printable US-ASCII, `'é' (U+00E9)` beyond it, `U+0009` for a
/// control character and `U+202E` for any other [hidden](is_hidden) one.
fn describe(c: char) -> String {
    if is_hidden(c) {
        format!("U+{:04X}", c as u32)
    } else if c == '\'' {
        "\"'\"".to_string()
    } else if c.is_ascii() {
        format!("'{c}'")
    } else {
        format!("'{c}' (U+{:04X})", c as u32)
    }
}

/// The last character boundary of `s` at or before byte `i` (at most
/// `s.len()`).
pub(crate) fn floor_char_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl fmt::Display for Error {
    /// One line: the rule, the byte offset, what is wrong and, when there
    /// is one, the fix. [`Error::display_with`] shows the input too,
    /// [`Error::display_in`] the line in another language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.display_in(Lang::En).fmt(f)
    }
}

impl std::error::Error for Error {}
