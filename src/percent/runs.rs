//! Runs of escapes and what their octets read as. RFC 2396 leaves the
//! encoding of a character's octets to the scheme (2.1: "there is no
//! defined mapping"); RFC 3986 (2.5) and IRIs (RFC 3987 3.2) write a
//! character in UTF-8. Pages and servers of before UTF-8 still write
//! Shift_JIS, EUC-JP or windows-1252 octets: `%95%5C%8E%A6` is 表示 in
//! Shift_JIS, and no UTF-8.

/// A run of escapes (`%XX%XX...`) that follow one another in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EscapeRun {
    /// Its first byte in the text (the first `%`).
    pub start: usize,
    /// The byte after its last escape.
    pub end: usize,
    /// The octets its escapes stand for.
    pub octets: Vec<u8>,
}

impl EscapeRun {
    /// Its octets as UTF-8 text, when they are UTF-8.
    #[must_use]
    pub fn utf8(&self) -> Option<&str> {
        std::str::from_utf8(&self.octets).ok()
    }

    /// Whether the encoding its octets are read in matters: whether they
    /// are not all US-ASCII, or hold the ESC that starts an ISO-2022-JP
    /// sequence. The runs [`escape_readings`] reads.
    #[must_use]
    pub fn is_beyond_ascii(&self) -> bool {
        self.octets.iter().any(|&o| o >= 0x80 || o == 0x1B)
    }

    /// Whether its octets are UTF-8 text of characters beyond US-ASCII,
    /// or US-ASCII: what RFC 3986 and IRIs expect.
    #[must_use]
    pub fn is_utf8(&self) -> bool {
        self.utf8().is_some()
    }
}

/// The runs of escapes in `text`, in order; a `%` that starts no escape
/// ends a run. Linear in the text.
///
/// ```
/// use uri2396::escape::escape_runs;
///
/// let runs: Vec<_> = escape_runs("http://a/%95%5C%8E%A6/x%41?%zz%E8%A1%A8").collect();
/// assert_eq!(runs.len(), 3);
/// assert_eq!((runs[0].start, runs[0].end), (9, 21));
/// assert_eq!(runs[0].octets, b"\x95\x5c\x8e\xa6");
/// assert!(!runs[0].is_utf8());
/// assert_eq!(runs[1].utf8(), Some("A"));
/// assert_eq!(runs[2].utf8(), Some("表"));
/// ```
pub fn escape_runs(text: &str) -> EscapeRuns<'_> {
    EscapeRuns {
        bytes: text.as_bytes(),
        at: 0,
    }
}

/// The iterator of [`escape_runs`].
#[derive(Debug, Clone)]
pub struct EscapeRuns<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Iterator for EscapeRuns<'_> {
    type Item = EscapeRun;

    fn next(&mut self) -> Option<EscapeRun> {
        let bytes = self.bytes;
        loop {
            let start = self.at + bytes.get(self.at..)?.iter().position(|&b| b == b'%')?;
            let mut octets = Vec::new();
            let mut end = start;
            while let Some(octet) = escape_at(bytes, end) {
                octets.push(octet);
                end += 3;
            }
            self.at = if end == start { start + 1 } else { end };
            if !octets.is_empty() {
                return Some(EscapeRun { start, end, octets });
            }
        }
    }
}

/// The octet of the escape at `i`, if one stands there.
fn escape_at(bytes: &[u8], i: usize) -> Option<u8> {
    match bytes.get(i..i + 3)? {
        &[b'%', h, l] => Some(hex(h)? << 4 | hex(l)?),
        _ => None,
    }
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// Octets of a run that [`runs_not_utf8`] keeps: enough for a message
/// (the lint shows 12 escapes).
const HEAD: usize = 12;

/// The runs of escapes in `text` whose octets are not UTF-8, each as its
/// span and its first [`HEAD`] octets, to `each`: what
/// [`escape_runs`] gives, in memory bounded whatever the run's length.
pub(crate) fn runs_not_utf8(text: &str, mut each: impl FnMut(usize, usize, &[u8])) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(found) = bytes
        .get(at..)
        .and_then(|rest| rest.iter().position(|&b| b == b'%'))
    {
        let start = at + found;
        let (mut end, mut check) = (start, Utf8Check::default());
        let mut head = [0; HEAD];
        while let Some(octet) = escape_at(bytes, end) {
            if let Some(slot) = head.get_mut((end - start) / 3) {
                *slot = octet;
            }
            check.push(octet);
            end += 3;
        }
        if end > start && !check.is_valid() {
            let kept = ((end - start) / 3).min(HEAD);
            each(start, end, &head[..kept]);
        }
        at = if end == start { start + 1 } else { end };
    }
}

/// UTF-8 checked an octet at a time (the well-formed sequences of
/// Unicode's table 3-7), in constant memory.
#[derive(Debug, Clone, Copy)]
struct Utf8Check {
    /// Continuation octets still to come.
    need: u8,
    /// The range the next continuation octet must lie in.
    low: u8,
    high: u8,
    ok: bool,
}

impl Default for Utf8Check {
    fn default() -> Utf8Check {
        Utf8Check {
            need: 0,
            low: 0x80,
            high: 0xBF,
            ok: true,
        }
    }
}

impl Utf8Check {
    fn push(&mut self, b: u8) {
        if !self.ok {
            return;
        }
        if self.need > 0 {
            self.ok = (self.low..=self.high).contains(&b);
            (self.need, self.low, self.high) = (self.need - 1, 0x80, 0xBF);
            return;
        }
        (self.need, self.low, self.high) = match b {
            0x00..=0x7F => (0, 0x80, 0xBF),
            0xC2..=0xDF => (1, 0x80, 0xBF),
            0xE0 => (2, 0xA0, 0xBF),
            0xED => (2, 0x80, 0x9F),
            0xE1..=0xEF => (2, 0x80, 0xBF),
            0xF0 => (3, 0x90, 0xBF),
            0xF4 => (3, 0x80, 0x8F),
            0xF1..=0xF3 => (3, 0x80, 0xBF),
            _ => {
                self.ok = false;
                return;
            }
        };
    }

    fn is_valid(&self) -> bool {
        self.ok && self.need == 0
    }
}

/// What a run's octets read as in one encoding.
#[cfg(feature = "encoding")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoding {
    /// The encoding's name in the Encoding Standard.
    pub encoding: &'static str,
    /// The text, or `None` when the octets are malformed in it.
    pub text: Option<String>,
}

/// The encodings [`decodings`] reads octets in, in its order: UTF-8, the
/// three of Japanese text, and windows-1252 (Latin-1 as browsers read it).
#[cfg(feature = "encoding")]
pub const DECODINGS: [&str; 5] = [
    "UTF-8",
    "Shift_JIS",
    "EUC-JP",
    "ISO-2022-JP",
    "windows-1252",
];

/// What `octets` read as in each encoding of [`DECODINGS`], by
/// encoding_rs (the WHATWG Encoding Standard's decoders): windows-1252
/// reads any octets, the others only well-formed ones. With the
/// `encoding` feature.
///
/// ```
/// use uri2396::escape::decodings;
///
/// let read = decodings(b"\x95\x5c\x8e\xa6");
/// assert_eq!(read[0].text, None);
/// assert_eq!((read[1].encoding, read[1].text.as_deref()), ("Shift_JIS", Some("表示")));
/// assert_eq!(read[2].text, None);
/// ```
#[cfg(feature = "encoding")]
#[must_use]
pub fn decodings(octets: &[u8]) -> [Decoding; 5] {
    DECODINGS.map(|name| {
        let encoding =
            encoding_rs::Encoding::for_label(name.as_bytes()).unwrap_or(encoding_rs::UTF_8);
        Decoding {
            encoding: name,
            text: encoding
                .decode_without_bom_handling_and_without_replacement(octets)
                .map(std::borrow::Cow::into_owned),
        }
    })
}

/// The decoding the octets most likely meant, of those [`decodings`]
/// gives: UTF-8 when they are UTF-8 (few other texts are); else, for
/// octets beyond US-ASCII, the one whose text is most like words (kana,
/// kanji and Japanese punctuation for the Japanese encodings, accented
/// Latin letters for windows-1252, against half-width katakana, symbols
/// and controls), if one is; for US-ASCII with escape sequences,
/// ISO-2022-JP when it reads them. `None` when nothing reads as words.
///
/// ```
/// use uri2396::escape::{decodings, likely};
///
/// let shift_jis = decodings(b"\x95\x5c\x8e\xa6");
/// assert_eq!(likely(&shift_jis).map(|d| d.encoding), Some("Shift_JIS"));
/// let euc_jp = decodings(b"\xc9\xbd\xbc\xa8");
/// assert_eq!(likely(&euc_jp).map(|d| (d.encoding, d.text.as_deref())), Some(("EUC-JP", Some("表示"))));
/// let latin = decodings(b"\xfc");
/// assert_eq!(likely(&latin).and_then(|d| d.text.as_deref()), Some("ü"));
/// ```
#[cfg(feature = "encoding")]
#[must_use]
pub fn likely(decodings: &[Decoding]) -> Option<&Decoding> {
    let utf8 = decodings.iter().find(|d| d.encoding == "UTF-8")?;
    let ascii = utf8.text.as_deref().is_some_and(|t| t.is_ascii());
    if ascii {
        let iso = decodings.iter().find(|d| d.encoding == "ISO-2022-JP");
        return match iso {
            Some(d) if d.text.as_deref().is_some_and(|t| !t.is_ascii()) => Some(d),
            _ => Some(utf8),
        };
    }
    if utf8.text.is_some() {
        return Some(utf8);
    }
    // The first of the best, so that Shift_JIS goes before EUC-JP and both
    // before windows-1252 on a tie.
    let mut best: Option<(&Decoding, i64)> = None;
    for d in decodings {
        let Some(text) = d.text.as_deref() else {
            continue;
        };
        let score = match d.encoding {
            "Shift_JIS" | "EUC-JP" | "ISO-2022-JP" => text.chars().map(japanese_score).sum(),
            "windows-1252" => text.chars().map(latin_score).sum(),
            _ => continue,
        };
        if score > 0 && best.is_none_or(|(_, b)| score > b) {
            best = Some((d, score));
        }
    }
    best.map(|(d, _)| d)
}

/// What a run of escapes beyond US-ASCII reads as: where it stands, its
/// [`decodings`] and the encoding [`likely`] picks. Made by
/// [`escape_readings`]; with the `encoding` feature.
#[cfg(feature = "encoding")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EscapeReading<'a> {
    /// Its first byte in the text (the first `%`).
    pub start: usize,
    /// The byte after its last escape.
    pub end: usize,
    /// The escapes as written.
    pub escapes: &'a str,
    /// What the octets read as in each encoding of [`DECODINGS`].
    pub decodings: [Decoding; 5],
    /// The encoding they most likely meant ([`likely`]), if any.
    pub likely: Option<&'static str>,
}

#[cfg(all(feature = "encoding", feature = "serde"))]
crate::serial::fields!(Decoding { encoding, text });

#[cfg(all(feature = "encoding", feature = "serde"))]
crate::serial::fields!(EscapeReading<'_> {
    start,
    end,
    escapes,
    decodings,
    likely,
});

/// Each run of escapes in `text` whose octets are not all US-ASCII (or
/// hold the ESC that starts an ISO-2022-JP sequence), with what it reads
/// as in each encoding: the runs whose encoding matters. Linear in the
/// text; with the `encoding` feature.
///
/// ```
/// use uri2396::escape::escape_readings;
///
/// let read: Vec<_> = escape_readings("/%95%5C%8E%A6/%41/%E8%A1%A8").collect();
/// assert_eq!(read.len(), 2); // %41 reads as A in each
/// assert_eq!((read[0].start, read[0].escapes), (1, "%95%5C%8E%A6"));
/// assert_eq!(read[0].likely, Some("Shift_JIS"));
/// assert_eq!(read[0].decodings[0].text, None); // not UTF-8
/// assert_eq!(read[1].decodings[0].text.as_deref(), Some("表"));
/// ```
#[cfg(feature = "encoding")]
pub fn escape_readings(text: &str) -> impl Iterator<Item = EscapeReading<'_>> {
    escape_runs(text)
        .filter(EscapeRun::is_beyond_ascii)
        .map(move |run| {
            let decodings = decodings(&run.octets);
            let likely = likely(&decodings).map(|d| d.encoding);
            EscapeReading {
                start: run.start,
                end: run.end,
                escapes: text.get(run.start..run.end).unwrap_or(""),
                decodings,
                likely,
            }
        })
}

/// How much a character looks like Japanese text.
#[cfg(feature = "encoding")]
fn japanese_score(c: char) -> i64 {
    match c {
        c if c.is_ascii() => 0,
        // Japanese punctuation, kana, kanji, full-width forms.
        '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' => 2,
        '\u{FF01}'..='\u{FF60}' => 2,
        // Half-width katakana: what the octets of other encodings read as.
        '\u{FF61}'..='\u{FF9F}' => -1,
        _ => -3,
    }
}

/// How much a character looks like a word of a Latin script.
#[cfg(feature = "encoding")]
fn latin_score(c: char) -> i64 {
    match c {
        c if c.is_ascii() => 0,
        '\u{D7}' | '\u{F7}' => -3,
        '\u{C0}'..='\u{FF}' => 1,
        _ => -3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_end_at_what_is_no_escape() {
        let runs: Vec<_> = escape_runs("%%41%4%E3%81%82%").collect();
        assert_eq!(runs.len(), 2);
        assert_eq!(
            (runs[0].start, runs[0].end, &runs[0].octets[..]),
            (1, 4, &b"A"[..])
        );
        assert_eq!(runs[1].utf8(), Some("あ"));
        assert_eq!(escape_runs("").count(), 0);
        assert_eq!(escape_runs("%").count(), 0);
        // Linear on a long run and on many stray percent signs.
        assert_eq!(escape_runs(&"%E8".repeat(100_000)).count(), 1);
        assert_eq!(escape_runs(&"%".repeat(100_000)).count(), 0);
    }

    /// The octet-at-a-time check agrees with the standard library's on
    /// every sequence of up to 3 octets from a set that covers each case
    /// of table 3-7, and on every 4-octet sequence that starts with a lead
    /// of four.
    #[test]
    fn the_utf8_check_is_the_standard_librarys() {
        let octets = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
            0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ];
        let agree = |seq: &[u8]| {
            let mut check = Utf8Check::default();
            seq.iter().for_each(|&b| check.push(b));
            assert_eq!(
                check.is_valid(),
                std::str::from_utf8(seq).is_ok(),
                "{seq:02X?}"
            );
        };
        for &a in &octets {
            agree(&[a]);
            for &b in &octets {
                agree(&[a, b]);
                for &c in &octets {
                    agree(&[a, b, c]);
                    if (0xF0..=0xF4).contains(&a) {
                        for &d in &octets {
                            agree(&[a, b, c, d]);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn runs_not_utf8_are_those_of_escape_runs() {
        let text = "/%95%5C%8E%A6/%E8%A1%A8/%%41%FC%20x%C3";
        let mut found = Vec::new();
        runs_not_utf8(text, |start, end, head| {
            found.push((start, end, head.to_vec()))
        });
        let expected: Vec<_> = escape_runs(text)
            .filter(|r| !r.is_utf8())
            .map(|r| (r.start, r.end, r.octets))
            .collect();
        assert_eq!(found, expected);
        assert_eq!(found.len(), 3);
        let long = "%FF".repeat(1000);
        let mut heads = Vec::new();
        runs_not_utf8(&long, |_, end, head| heads.push((end, head.len())));
        assert_eq!(heads, [(3000, HEAD)]);
    }

    #[cfg(feature = "encoding")]
    #[test]
    fn likely_readings() {
        let pick = |octets: &[u8]| {
            likely(&decodings(octets)).map(|d| (d.encoding, d.text.clone().unwrap()))
        };
        // ISO-2022-JP: ESC $ B, 表示, ESC ( B.
        assert_eq!(
            pick(b"\x1b$BI=<(\x1b(B"),
            Some(("ISO-2022-JP", "表示".to_owned()))
        );
        assert_eq!(pick(b"abc"), Some(("UTF-8", "abc".to_owned())));
        assert_eq!(pick("表示".as_bytes()), Some(("UTF-8", "表示".to_owned())));
        // 0x80 alone: a C1 control's place in windows-1252 (€), no word.
        assert_eq!(pick(b"\x81"), None);
    }
}
