//! Deterministic automata compiled from `uri2396.pest` by `uri2396-compile`, one per
//! rule: a whole-input check that needs no allocation, and the exact point
//! where an input stops being the start of anything the rule derives.
//!
//! They are kept as data (`src/generated/automata.bin`, in the layout of
//! `uri2396_compile::compile::Table::to_bytes`): each with byte classes of
//! its own and a flat table of `states × classes` next states, a byte wide
//! below 256 states; one table for a rule that is the same in several
//! grammars. An automaton is read from there, checked, and expanded to a
//! row of 256 next states per state (one look-up per byte in the loops),
//! the first time its rule is asked for: the binary holds the compact
//! tables, the heap only the automata a program uses.

use std::sync::OnceLock;

include!("generated/automata.rs");

/// A state of an automaton. Two bytes: the automata of java.net.URI's
/// reading have more than 256 states (its `host` alone, exact, has 296:
/// the IPv4 tail of an IPv6 literal may have any number of leading zeros).
pub(crate) type State = u16;

/// No state: what [`Automaton::after_escape`] holds where an escape's
/// digits make a difference (no automaton has this many states).
const NO_STATE: State = State::MAX;

/// A DFA over bytes; state 0 is dead.
#[derive(Debug)]
pub(crate) struct Automaton {
    /// The rule's pest name, which a unit test matches against the rule
    /// table (empty for a named grammar's outside the tests).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) name: &'static str,
    pub(crate) start: State,
    /// `rows[state][byte]`: the next state. The stored table has a row per
    /// state and class; read, it has a row of 256 per state, so that a
    /// step is one look-up (byte classes in the loops of `run_from` and
    /// of the one-pass parse cost the typed parse 12.7% more instructions).
    /// An automaton is read when its rule is first asked for, so only the
    /// rules a program uses take that room.
    rows: Box<[[State; 256]]>,
    accept: Box<[bool]>,
    /// Whether a state keeps itself only on US-ASCII other than `%` and
    /// `#`: the bytes a loop may skip while it stays there, where `%`
    /// (which may start no escape), `#` (the fragment's) and the bytes of
    /// characters beyond US-ASCII each need a look of their own.
    loops_plain: Box<[bool]>,
    /// Whether every letter and digit keeps a state where it is (a label
    /// of a hostname): a run of them is skipped eight bytes at a time.
    stays_alnum: Box<[bool]>,
    /// The state after an escape (`%` and two hex digits, as
    /// [`Error::fixed`](crate::Error::fixed) writes them: `0`-`9`, `A`-`F`)
    /// in each state, when every such escape leads there; [`NO_STATE`]
    /// when the digits make a difference.
    after_escape: Box<[State]>,
    /// The state after each of [`LIKES`], from the start.
    after_likes: [State; 5],
    /// The bytes that can start a string of the rule.
    pub(crate) first: [bool; 256],
    /// [`first`](Automaton::first) without `%`: for a character class, the
    /// characters that stand for themselves.
    pub(crate) plain: [bool; 256],
}

/// How many letters and digits `bytes` begins with: eight bytes at a time,
/// each byte's ranges tested at once in a word.
#[inline]
pub(crate) fn alnum_run(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = ONES * 0x80;
    // Bit 7 of each byte of the result: the byte of `w` (below 0x80) lies
    // in `lo..=hi`.
    let within = |w: u64, lo: u8, hi: u8| {
        let at_least = w + ONES * u64::from(0x80 - lo);
        let above = w + ONES * u64::from(0x7F - hi);
        at_least & !above & HIGHS
    };
    let mut n = 0;
    while let Some(chunk) = bytes.get(n..n + 8) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let low = word & !HIGHS;
        let alnum =
            (within(low | (ONES * 0x20), b'a', b'z') | within(low, b'0', b'9')) & !(word & HIGHS);
        let other = !alnum & HIGHS;
        if other != 0 {
            return n + (other.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + bytes[n..]
        .iter()
        .position(|b| !b.is_ascii_alphanumeric())
        .unwrap_or(bytes.len() - n)
}

/// The strings a pass's [`Resume`] stands for (its `like`): where an
/// error's run takes up an input the pass rejected, in a fragment (`#`), a
/// query (`/?`), a path after its first `/` (`//a/`), an authority (`//`)
/// or at the start. Each automaton keeps the state after each of them
/// ([`Automaton::after_like`]), so that the run starts with a look-up.
///
/// [`Resume`]: crate::parse::Resume
pub(crate) const LIKES: [&[u8]; 5] = [b"", b"#", b"/?", b"//a/", b"//"];

/// Where a run of an automaton over an input ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Run {
    /// The rule derives the whole input.
    Accepted,
    /// `input[..offset]` begins some string the rule derives, and nothing
    /// longer does: the byte at `offset` cannot follow, or the input ends
    /// there too early. `state` is the automaton's state before `offset`.
    Stopped { offset: usize, state: State },
}

/// The automaton of the rule at `index` of the rule table, when it is a
/// rule of a named grammar.
#[inline]
pub(crate) fn named(index: usize) -> Option<&'static Automaton> {
    let table = usize::from(*RULES.get(index)?);
    Some(match READ[table].get() {
        Some(automaton) => automaton,
        None => read(table),
    })
}

/// The bytes that can start a string of the rule at `index` of the rule
/// table, when it is a rule of a named grammar: from the stored table's
/// start row, without reading the automaton whole unless it already is
/// (the errors' names of sets ask for seventeen rules' first bytes).
pub(crate) fn first_named(index: usize) -> Option<[bool; 256]> {
    let table = usize::from(*RULES.get(index)?);
    if let Some(automaton) = READ[table].get() {
        return Some(automaton.first);
    }
    first_of(&stored(table)).or_else(|| named(index).map(|automaton| automaton.first))
}

/// The bytes of table `table` of `BLOB`, inflated: empty where they do
/// not inflate to their size (which [`Automaton::from_bytes`] and
/// [`first_of`] then refuse; a unit test reads every table).
fn stored(table: usize) -> Vec<u8> {
    let (from, to) = (OFFSETS[table] as usize, OFFSETS[table + 1] as usize);
    let size = SIZES[table] as usize;
    match miniz_oxide::inflate::decompress_to_vec_with_limit(&BLOB[from..to], size) {
        Ok(bytes) if bytes.len() == size => bytes,
        _ => Vec::new(),
    }
}

/// The first bytes of the automaton stored in `bytes` (in the layout
/// [`Automaton::from_bytes`] reads): the bytes whose class leads the start
/// state to a live one. `None` where the layout does not hold.
fn first_of(bytes: &[u8]) -> Option<[bool; 256]> {
    let word = |at: usize| -> Option<usize> {
        let b = bytes.get(at..at + 2)?;
        Some(usize::from(u16::from_le_bytes([b[0], b[1]])))
    };
    let (states, stride, start) = (word(0)?, word(2)?, word(4)?);
    let width = usize::from(*bytes.get(6)?);
    let classes = bytes.get(7..7 + 256)?;
    let rows = 263 + states.div_ceil(8);
    let mut first = [false; 256];
    for (slot, &class) in first.iter_mut().zip(classes) {
        let at = rows + (start * stride + usize::from(class)) * width;
        let next = bytes.get(at..at + width)?;
        *slot = next.iter().any(|&b| b != 0);
    }
    Some(first)
}

/// Each table of `BLOB`, read the first time a rule asks for it: a
/// reference, not the automaton, so that the tables the program never
/// reads take no room in its static data (each `Automaton` is 624 bytes
/// of it).
static READ: [OnceLock<&'static Automaton>; TABLES] = [const { OnceLock::new() }; TABLES];

/// Reads table `table` of `BLOB`, the first time a rule that has it is
/// asked for.
#[cold]
#[inline(never)]
fn read(table: usize) -> &'static Automaton {
    READ[table].get_or_init(|| {
        // The pest name of a rule that has the table (each has the name),
        // which the unit tests match against the rule table; a program
        // has no use for it.
        #[cfg(test)]
        let name = RULES
            .iter()
            .position(|&t| usize::from(t) == table)
            .and_then(|rule| NAMES.split(' ').nth(rule))
            .unwrap_or_default();
        #[cfg(not(test))]
        let name = "";
        match Automaton::from_bytes(name, &stored(table)) {
            // Kept for the life of the program, as a static one would be.
            Some(automaton) => Box::leak(Box::new(automaton)),
            // Written with `Table::to_bytes`; a unit test reads each.
            None => unreachable!("stored automaton {table} does not read back"),
        }
    })
}

impl Automaton {
    /// Reads an automaton that `uri2396_compile::compile::Table::to_bytes`
    /// wrote, and checks it: every class and state in range, the dead state
    /// dead. `None` when it is not one.
    pub(crate) fn from_bytes(name: &'static str, bytes: &[u8]) -> Option<Automaton> {
        let word = |at: usize| -> Option<usize> {
            let b = bytes.get(at..at + 2)?;
            Some(usize::from(u16::from_le_bytes([b[0], b[1]])))
        };
        let (states, stride, start) = (word(0)?, word(2)?, word(4)?);
        let width = usize::from(*bytes.get(6)?);
        if states == 0
            || !(1..=256).contains(&stride)
            || start >= states
            || width != if states > 256 { 2 } else { 1 }
        {
            return None;
        }
        let classes: [u8; 256] = bytes.get(7..7 + 256)?.try_into().ok()?;
        if classes.iter().any(|&c| usize::from(c) >= stride) {
            return None;
        }
        let bits = bytes.get(263..263 + states.div_ceil(8))?;
        let accept: Box<[bool]> = (0..states)
            .map(|s| bits[s / 8] >> (s % 8) & 1 == 1)
            .collect();
        let rest = &bytes[263 + bits.len()..];
        if rest.len() != states * stride * width {
            return None;
        }
        let next: Box<[State]> = rest
            .chunks_exact(width)
            .map(|c| State::from_le_bytes([c[0], c.get(1).copied().unwrap_or(0)]))
            .collect();
        if next.iter().any(|&t| usize::from(t) >= states)
            || next[..stride].iter().any(|&t| t != 0)
            || accept[0]
        {
            return None;
        }
        let start = State::try_from(start).ok()?;
        let first: [bool; 256] = std::array::from_fn(|b| {
            next[usize::from(start) * stride + usize::from(classes[b])] != 0
        });
        let plain = std::array::from_fn(|b| first[b] && b != usize::from(b'%') && b < 0x80);
        let rows: Box<[[State; 256]]> = next
            .chunks_exact(stride)
            .map(|row| std::array::from_fn(|b| row[usize::from(classes[b])]))
            .collect();
        let loops_plain = rows
            .iter()
            .enumerate()
            .map(|(state, row)| {
                let keeps = |&next: &State| usize::from(next) == state;
                state != 0
                    && !keeps(&row[usize::from(b'%')])
                    && !keeps(&row[usize::from(b'#')])
                    && !row[0x80..].iter().any(keeps)
            })
            .collect();
        let stays_alnum = rows
            .iter()
            .enumerate()
            .map(|(state, row)| {
                state != 0
                    && (0..=255u8)
                        .filter(u8::is_ascii_alphanumeric)
                        .all(|b| usize::from(row[usize::from(b)]) == state)
            })
            .collect();
        let after_escape = (0..rows.len())
            .map(|state| {
                let all = |from: State| {
                    let row = &rows[usize::from(from)];
                    let to = row[usize::from(b'0')];
                    b"0123456789ABCDEF"
                        .iter()
                        .all(|&h| row[usize::from(h)] == to)
                        .then_some(to)
                };
                let percent = rows[state][usize::from(b'%')];
                all(percent).and_then(all).unwrap_or(NO_STATE)
            })
            .collect();
        let after_likes = LIKES.map(|like| {
            like.iter()
                .fold(start, |state, &b| rows[usize::from(state)][usize::from(b)])
        });
        Some(Automaton {
            name,
            start,
            after_likes,
            rows,
            accept,
            loops_plain,
            stays_alnum,
            after_escape,
            first,
            plain,
        })
    }

    /// The state after `like` from the start, as [`after`] gives it:
    /// looked up for the strings of [`LIKES`], which the pass's resume
    /// points stand for.
    ///
    /// [`after`]: Automaton::after
    #[inline]
    pub(crate) fn after_like(&self, like: &[u8]) -> State {
        match LIKES.iter().position(|&known| known == like) {
            Some(k) => self.after_likes[k],
            None => self.after(like),
        }
    }

    /// The next state of each byte in `state`.
    #[inline]
    pub(crate) fn row(&self, state: State) -> &[State; 256] {
        &self.rows[usize::from(state)]
    }

    /// For each accepting state, whether it is reached only after one of
    /// `marks` (`Some(true)`) or only without one (`Some(false)`): the
    /// state after a string of the rule then tells, with one look-up,
    /// whether the string holds a mark. `None` for a state reached both
    /// ways (an RFC 3986 `IPvFuture`, with or without a `:`) and for the
    /// states that do not accept.
    pub(crate) fn accepted_after(&self, marks: &[u8]) -> Box<[Option<bool>]> {
        // The reachable pairs (state, whether a mark was stepped).
        let mut seen = vec![[false; 2]; self.rows.len()];
        let mut todo = vec![(self.start, false)];
        seen[usize::from(self.start)][0] = true;
        while let Some((state, marked)) = todo.pop() {
            for (byte, &next) in self.rows[usize::from(state)].iter().enumerate() {
                let marked = marked || marks.iter().any(|&m| usize::from(m) == byte);
                let slot = &mut seen[usize::from(next)][usize::from(marked)];
                if next != 0 && !*slot {
                    *slot = true;
                    todo.push((next, marked));
                }
            }
        }
        seen.iter()
            .zip(&self.accept)
            .map(|(&[without, with], &accept)| (accept && without != with).then_some(with))
            .collect()
    }

    /// Whether `state` keeps itself only on US-ASCII other than `%` and
    /// `#` (see [`loops_plain`](Automaton::loops_plain)).
    #[inline]
    pub(crate) fn loops_plain(&self, state: State) -> bool {
        self.loops_plain[usize::from(state)]
    }

    /// Whether every letter and digit keeps `state` where it is.
    #[inline]
    pub(crate) fn stays_alnum(&self, state: State) -> bool {
        self.stays_alnum[usize::from(state)]
    }

    /// The state after `byte` in `state`.
    #[inline]
    pub(crate) fn step(&self, state: State, byte: u8) -> State {
        self.rows[usize::from(state)][usize::from(byte)]
    }

    pub(crate) fn run(&self, input: &[u8]) -> Run {
        self.run_from(self.start, input)
    }

    /// As [`run`](Automaton::run), from `state` rather than the start. A
    /// byte a step, going on in a tight loop while bytes keep the state (a
    /// path character in a path, a query character in a query): no setup
    /// when the state changes, which in a host or a short segment it does
    /// every few bytes. (A skip by `position` with its own setup at each
    /// change of state took 17% more instructions over the corpus, and
    /// more time.)
    pub(crate) fn run_from(&self, state: State, input: &[u8]) -> Run {
        let mut state = state;
        let mut i = 0;
        while let Some(&b) = input.get(i) {
            let row = self.row(state);
            let next = row[usize::from(b)];
            i += 1;
            if next == state {
                while input.get(i).is_some_and(|&b| row[usize::from(b)] == state) {
                    i += 1;
                }
            } else if next == 0 {
                return Run::Stopped {
                    offset: i - 1,
                    state,
                };
            } else {
                state = next;
            }
        }
        if self.accept[usize::from(state)] {
            Run::Accepted
        } else {
            Run::Stopped {
                offset: input.len(),
                state,
            }
        }
    }

    /// Whether the rule derives the whole input.
    #[inline]
    pub(crate) fn matches(&self, input: &[u8]) -> bool {
        self.run(input) == Run::Accepted
    }

    /// The bytes that can follow in `state`.
    pub(crate) fn allowed(&self, state: State) -> [bool; 256] {
        let mut set = [false; 256];
        for (byte, slot) in set.iter_mut().enumerate() {
            *slot = self.step(state, byte as u8) != 0;
        }
        set
    }

    /// The state after `bytes` from the start (0 when they cannot begin a
    /// string of the rule).
    pub(crate) fn after(&self, bytes: &[u8]) -> State {
        bytes.iter().fold(
            self.start,
            |state, &b| if state == 0 { 0 } else { self.step(state, b) },
        )
    }

    /// The state after `bytes` from `state` (0 when they cannot follow).
    pub(crate) fn advance(&self, state: State, bytes: &[u8]) -> State {
        bytes
            .iter()
            .fold(state, |s, &b| if s == 0 { 0 } else { self.step(s, b) })
    }

    /// The state after the escapes of `bytes` (`%XX` each, capital hex),
    /// from `state`: [`advance`](Automaton::advance) over them, one
    /// look-up an escape where the digits make no difference.
    pub(crate) fn advance_escaped(&self, state: State, bytes: &[u8]) -> State {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        bytes
            .iter()
            .fold(state, |s, &b| match self.after_escape[usize::from(s)] {
                NO_STATE => self.advance(
                    s,
                    &[b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]],
                ),
                next => next,
            })
    }

    /// Whether an escape, whatever its digits, leads `state` back to
    /// itself (a segment, a query): a run of characters written as
    /// escapes leaves it where it is. Never the dead state.
    #[inline]
    pub(crate) fn escape_keeps(&self, state: State) -> bool {
        state != 0 && self.after_escape[usize::from(state)] == state
    }

    /// Whether `bytes` can follow in `state` (leaving a live state).
    pub(crate) fn continues(&self, state: State, bytes: &[u8]) -> bool {
        let mut state = state;
        for &b in bytes {
            state = self.step(state, b);
            if state == 0 {
                return false;
            }
        }
        true
    }

    /// How many states the automaton has, the dead state 0 included.
    pub(crate) fn states(&self) -> State {
        State::try_from(self.accept.len()).unwrap_or(State::MAX)
    }

    /// Whether the input may end in `state`.
    pub(crate) fn accepts(&self, state: State) -> bool {
        self.accept[state as usize]
    }

    /// The bytes that can start a string of this rule.
    pub(crate) fn first(&self) -> [bool; 256] {
        self.first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_bytes_read_from_the_start_row_are_the_automatons() {
        for (index, &table) in RULES.iter().enumerate() {
            let table = usize::from(table);
            let stored = stored(table);
            // Before the automaton is read, then after.
            let before = first_named(index);
            let automaton = named(index).expect("a named grammar's rule");
            assert_eq!(
                first_of(&stored),
                Some(automaton.first),
                "{}",
                automaton.name
            );
            assert_eq!(before, Some(automaton.first), "{}", automaton.name);
            assert_eq!(
                first_named(index),
                Some(automaton.first),
                "{}",
                automaton.name
            );
        }
    }

    #[test]
    fn an_escape_in_one_look_up_is_its_three_steps() {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        for index in 0..COUNT {
            let automaton = named(index).expect("a named grammar's rule");
            for state in 0..automaton.states() {
                for b in 0..=255u8 {
                    let escape = [b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]];
                    assert_eq!(
                        automaton.advance_escaped(state, &[b]),
                        automaton.advance(state, &escape),
                        "{} in state {state}, %{b:02X}",
                        automaton.name
                    );
                }
                assert_eq!(
                    automaton.advance_escaped(state, "é".as_bytes()),
                    automaton.advance(state, b"%C3%A9"),
                );
            }
        }
    }

    /// The states kept for the resume strings are the states a run over
    /// them reaches, in every automaton; any other string is run.
    #[test]
    fn a_resume_string_in_one_look_up_is_its_run() {
        for index in 0..COUNT {
            let automaton = named(index).expect("a named grammar's rule");
            for like in LIKES.iter().copied().chain([&b"/"[..], b"a", b"#/"]) {
                assert_eq!(
                    automaton.after_like(like),
                    like.iter().fold(automaton.start, |state, &b| {
                        if state == 0 {
                            0
                        } else {
                            automaton.step(state, b)
                        }
                    }),
                    "{} after {:?}",
                    automaton.name,
                    String::from_utf8_lossy(like)
                );
            }
        }
    }

    /// The run eight bytes at a time is the run byte by byte: every byte
    /// value at every place of inputs of every length up to 20, among
    /// letters and digits of both cases.
    #[test]
    fn alnum_runs_by_the_word_are_runs_by_the_byte() {
        let fill = b"aZ09zA9mM0kK1qQ5xX7w";
        for len in 0..=fill.len() {
            for at in 0..len {
                for b in 0..=255u8 {
                    let mut bytes = fill[..len].to_vec();
                    bytes[at] = b;
                    let expected = bytes
                        .iter()
                        .position(|b| !b.is_ascii_alphanumeric())
                        .unwrap_or(len);
                    assert_eq!(alnum_run(&bytes), expected, "{bytes:?}");
                }
            }
            assert_eq!(alnum_run(&fill[..len]), len);
        }
    }
}
