//! Deterministic automata compiled from `uri2396.pest` by `build.rs`, one per
//! rule: a whole-input check that needs no allocation, and the exact point
//! where an input stops being the start of anything the rule derives.

include!(concat!(env!("OUT_DIR"), "/automata.rs"));

/// A state of an automaton. Two bytes: the automata of java.net.URI's
/// reading have more than 256 states (its `host` alone, exact, has 296:
/// the IPv4 tail of an IPv6 literal may have any number of leading zeros).
pub(crate) type State = u16;

/// A DFA over bytes; state 0 is dead.
#[derive(Debug)]
pub(crate) struct Automaton {
    /// The rule's pest name, which a unit test matches against the rule table.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) name: &'static str,
    pub(crate) start: State,
    /// `next[state][byte]`.
    pub(crate) next: &'static [[State; 256]],
    pub(crate) accept: &'static [bool],
    /// The bytes that can start a string of the rule.
    pub(crate) first: [bool; 256],
    /// [`first`](Automaton::first) without `%`: for a character class, the
    /// characters that stand for themselves.
    pub(crate) plain: [bool; 256],
}

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

impl Automaton {
    #[inline]
    fn step(&self, state: State, byte: u8) -> State {
        self.next[state as usize][byte as usize]
    }

    pub(crate) fn run(&self, input: &[u8]) -> Run {
        self.run_from(self.start, input)
    }

    /// As [`run`](Automaton::run), from `state` rather than the start.
    pub(crate) fn run_from(&self, state: State, input: &[u8]) -> Run {
        let mut state = state;
        let mut i = 0;
        loop {
            // Most bytes keep the automaton where it is (a path character in
            // a path, a query character in a query): skip them in a tight
            // loop whose look-ups do not wait on each other.
            let row = &self.next[state as usize];
            let Some(skip) = input[i..].iter().position(|&b| row[b as usize] != state) else {
                break;
            };
            i += skip;
            let next = row[input[i] as usize];
            if next == 0 {
                return Run::Stopped { offset: i, state };
            }
            state = next;
            i += 1;
        }
        if self.accept[state as usize] {
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
