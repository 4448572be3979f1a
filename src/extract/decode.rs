//! Text in the encodings people have: extraction from bytes of UTF-16,
//! Shift_JIS, EUC-JP, ISO-2022-JP, windows-1252 or any other encoding of
//! the WHATWG Encoding Standard, decoded by `encoding_rs` (the decoder of
//! browsers' engines), with every reference's offsets in the original
//! bytes as well as in the decoded text. With the `encoding` feature.
//!
//! A byte sequence that is malformed in the encoding is never dropped nor
//! replaced by a character: it stands in the decoded text as the byte
//! 0xFF, which is never UTF-8, so that it is no delimiter and a reference
//! holding it is invalid there ([`FoundReference::not_utf8`],
//! [`FoundReference::malformed`] for its offset in the original bytes).

use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

use encoding_rs::{DecoderResult, Encoding};

use super::{Batch, ExtractOptions, Extractor, FoundReference};

/// The byte a malformed sequence stands as in the decoded text.
const MALFORMED: u8 = 0xFF;

/// The encoding of a text: `auto` (a byte order mark of UTF-16, else
/// UTF-8), UTF-8, or an encoding of the WHATWG Encoding Standard by one
/// of its labels.
///
/// ```
/// use uri2396::extract::TextEncoding;
///
/// assert_eq!(TextEncoding::for_label("sjis").unwrap().name(), "Shift_JIS");
/// assert_eq!(TextEncoding::for_label("latin1").unwrap().name(), "windows-1252");
/// assert_eq!(TextEncoding::for_label("auto"), Some(TextEncoding::AUTO));
/// assert_eq!("utf8".parse::<TextEncoding>(), Ok(TextEncoding::UTF_8));
/// assert!("klingon".parse::<TextEncoding>().unwrap_err().contains("shift_jis"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextEncoding(Kind);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Auto,
    #[cfg(feature = "detect")]
    Detect,
    Utf8,
    Other(&'static Encoding),
}

/// Labels people type that are no labels of the Encoding Standard (the
/// names of Windows code pages, Python's codecs, Unix locales), written
/// without `-` and `_`, with the label of the standard each means.
const MORE_LABELS: [(&str, &str); 14] = [
    ("cp932", "shift_jis"),
    ("shiftjis", "shift_jis"),
    ("windows31j", "shift_jis"),
    ("eucjp", "euc-jp"),
    ("ujis", "euc-jp"),
    ("eucjpms", "euc-jp"),
    ("cp51932", "euc-jp"),
    ("iso2022jp", "iso-2022-jp"),
    ("utf16le", "utf-16le"),
    ("utf16be", "utf-16be"),
    ("cp936", "gbk"),
    ("cp949", "euc-kr"),
    ("cp950", "big5"),
    ("utf8", "utf-8"),
];

/// Labels that [`TextEncoding::for_label`] takes, as examples for a
/// message.
pub const ENCODING_EXAMPLES: &str = "auto, utf-8, utf-16le, utf-16be, shift_jis (sjis, cp932), euc-jp (eucjp), iso-2022-jp, windows-1252 (latin1), gb18030, big5, euc-kr, koi8-r";

impl TextEncoding {
    /// A byte order mark of UTF-16 (`FF FE` little-endian, `FE FF`
    /// big-endian) says UTF-16, and is no part of the text; otherwise
    /// UTF-8, read as [`extract_bytes`](super::extract_bytes) reads it (a
    /// UTF-8 byte order mark is the character U+FEFF, as there).
    pub const AUTO: TextEncoding = TextEncoding(Kind::Auto);
    /// UTF-8, read as [`extract_bytes`](super::extract_bytes) reads it:
    /// each byte that is not UTF-8 kept as it is.
    pub const UTF_8: TextEncoding = TextEncoding(Kind::Utf8);
    /// For text whose encoding nobody said: a byte order mark of UTF-16
    /// says UTF-16, as for [`AUTO`](TextEncoding::AUTO); otherwise the
    /// text is UTF-8 while it is ASCII, and from its first other byte the
    /// next [`DETECT_WINDOW`] bytes decide: UTF-8 when they are UTF-8, else
    /// the encoding chardetng guesses from them ([`Detection`] says which
    /// and why). With the `detect` feature.
    #[cfg(feature = "detect")]
    pub const DETECT: TextEncoding = TextEncoding(Kind::Detect);

    /// The encoding of a label: `auto`, `detect` (with the `detect`
    /// feature), any label of the Encoding Standard in any case
    /// (`utf-8`, `utf-16le`, `utf-16be`, `shift_jis`, `sjis`, `euc-jp`,
    /// `iso-2022-jp`, `windows-1252`, `latin1`...), or a name people use
    /// for one of its encodings beside those (`cp932`, `eucjp`, `ujis`,
    /// `iso2022_jp`, `utf_16_le`...). `None` for anything else, and for the
    /// labels of the "replacement" encoding (such as `iso-2022-kr`), which
    /// decodes any text to one error.
    ///
    /// ```
    /// use uri2396::extract::TextEncoding;
    ///
    /// for label in ["cp932", "MS932", "windows-31j", "Shift_JIS", "sjis"] {
    ///     assert_eq!(TextEncoding::for_label(label).unwrap().name(), "Shift_JIS");
    /// }
    /// assert_eq!(TextEncoding::for_label("euc_jp").unwrap().name(), "EUC-JP");
    /// ```
    #[must_use]
    pub fn for_label(label: &str) -> Option<TextEncoding> {
        let label = label.trim();
        if label.eq_ignore_ascii_case("auto") {
            return Some(TextEncoding::AUTO);
        }
        #[cfg(feature = "detect")]
        if label.eq_ignore_ascii_case("detect") {
            return Some(TextEncoding::DETECT);
        }
        let encoding = Encoding::for_label_no_replacement(label.as_bytes()).or_else(|| {
            let key: String = label
                .chars()
                .filter(|c| !matches!(c, '-' | '_'))
                .map(|c| c.to_ascii_lowercase())
                .collect();
            let (_, standard) = MORE_LABELS.iter().find(|(name, _)| *name == key)?;
            Encoding::for_label_no_replacement(standard.as_bytes())
        })?;
        Some(if encoding == encoding_rs::UTF_8 {
            TextEncoding::UTF_8
        } else {
            TextEncoding(Kind::Other(encoding))
        })
    }

    /// `"auto"`, or the encoding's name in the Encoding Standard
    /// (`"UTF-8"`, `"UTF-16LE"`, `"Shift_JIS"`, `"windows-1252"`...).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self.0 {
            Kind::Auto => "auto",
            #[cfg(feature = "detect")]
            Kind::Detect => "detect",
            Kind::Utf8 => "UTF-8",
            Kind::Other(encoding) => encoding.name(),
        }
    }
}

impl fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TextEncoding {
    type Err = String;

    /// [`TextEncoding::for_label`], with a message that gives examples.
    fn from_str(label: &str) -> Result<TextEncoding, String> {
        TextEncoding::for_label(label).ok_or_else(|| {
            format!("{label:?} is no encoding label of the Encoding Standard (such as {ENCODING_EXAMPLES})")
        })
    }
}

/// How many bytes from the first one above 0x7F (or the first escape of
/// ISO-2022-JP) decide the encoding of [`TextEncoding::DETECT`].
#[cfg(feature = "detect")]
pub const DETECT_WINDOW: usize = 64 * 1024;

/// Why [`TextEncoding::DETECT`] read a text in the encoding it did
/// ([`TextDecoder::detection`]). Offsets count bytes of the text as it was
/// given.
///
/// ```
/// use uri2396::extract::{Detection, TextDecoder, TextEncoding};
///
/// // 「表示」 and a URL in Shift_JIS.
/// let text = b"\x81\x75\x95\x5c\x8e\xa6\x81\x76 http://example.jp/";
/// let mut decoder = TextDecoder::new(TextEncoding::DETECT);
/// let mut out = Vec::new();
/// decoder.decode(text, &mut out);
/// decoder.finish_detection(&mut out);
/// assert_eq!(decoder.encoding().unwrap().name(), "Shift_JIS");
/// assert_eq!(decoder.detection(), Some(Detection::Guessed { not_utf8: 0, window: 27 }));
/// assert_eq!(String::from_utf8(out).unwrap(), "「表示」 http://example.jp/");
/// ```
#[cfg(feature = "detect")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Detection {
    /// A byte order mark of UTF-16 said the encoding.
    ByteOrderMark,
    /// No byte above 0x7F nor escape of ISO-2022-JP: UTF-8, which every
    /// encoding it could be reads alike.
    Ascii,
    /// The `window` bytes from the first one above 0x7F are UTF-8.
    Utf8 {
        /// How many bytes decided.
        window: usize,
    },
    /// No byte above 0x7F, and escapes that chardetng reads as
    /// ISO-2022-JP's.
    Iso2022Jp,
    /// Not UTF-8: the byte at `not_utf8` is no part of a UTF-8 character;
    /// the encoding is chardetng's guess from the `window` bytes from the
    /// first one above 0x7F.
    Guessed {
        /// The first byte that is no part of a UTF-8 character.
        not_utf8: usize,
        /// How many bytes decided.
        window: usize,
    },
}

#[cfg(feature = "detect")]
impl fmt::Display for Detection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Detection::ByteOrderMark => f.write_str("a byte order mark says so"),
            Detection::Ascii => f.write_str("the text is ASCII"),
            Detection::Utf8 { window } => write!(
                f,
                "the {window} bytes from the first one above 0x7F are UTF-8"
            ),
            Detection::Iso2022Jp => f.write_str("the text is ASCII with escapes of ISO-2022-JP"),
            Detection::Guessed { not_utf8, window } => write!(
                f,
                "the byte at {not_utf8} is not UTF-8; chardetng's guess from {window} bytes"
            ),
        }
    }
}

/// A streaming decoder of text to UTF-8, in which each byte sequence that
/// is malformed in the encoding stands as the byte 0xFF (never UTF-8);
/// a chunk may end anywhere, inside a character or an escape sequence.
///
/// ```
/// use uri2396::extract::{TextDecoder, TextEncoding};
///
/// let mut decoder = TextDecoder::new(TextEncoding::for_label("shift_jis").unwrap());
/// let mut out = Vec::new();
/// // 更新 (0x8D 0x58 0x90 0x56), split inside a character, then a lead
/// // byte with no trail byte.
/// decoder.decode(b"\x8d", &mut out);
/// decoder.decode(b"\x58\x90\x56 \x81", &mut out);
/// decoder.finish(&mut out);
/// assert_eq!(out, b"\xe6\x9b\xb4\xe6\x96\xb0 \xff");
/// assert_eq!(String::from_utf8_lossy(&out), "更新 \u{fffd}");
/// ```
pub struct TextDecoder {
    encoding: TextEncoding,
    state: DecoderState,
    /// Bytes of the source read so far.
    source: usize,
    /// Bytes of decoded text written so far.
    decoded: usize,
    /// Where in the source the bytes not yet decoded to a character start.
    pending: usize,
    /// The first bytes, while `auto` or UTF-16 looks for a byte order mark.
    sniffed: Vec<u8>,
    /// Room for the characters of one byte.
    scratch: Vec<u8>,
    /// Why `detect` chose the encoding, once it has.
    #[cfg(feature = "detect")]
    detection: Option<Detection>,
}

/// The state of [`TextEncoding::DETECT`] before it decides.
#[cfg(feature = "detect")]
struct Detecting {
    detector: chardetng::EncodingDetector,
    /// The bytes not yet decoded: ASCII kept back, then from the first
    /// byte above 0x7F (or escape) on.
    held: Vec<u8>,
    /// Where in `held` the first byte above 0x7F (or escape) is.
    first: Option<usize>,
}

/// How many bytes of the ASCII that starts a text [`TextEncoding::DETECT`]
/// keeps back, so that the extractor sees what follows a reference that
/// ends there when it decides it.
#[cfg(feature = "detect")]
const ASCII_KEPT: usize = 1024;

enum DecoderState {
    /// Looking for a byte order mark.
    Sniff,
    /// UTF-8 bytes, passed on as they are.
    Utf8,
    /// ASCII passed on as it is, then bytes held until they decide.
    #[cfg(feature = "detect")]
    Detect(Box<Detecting>),
    Decode(encoding_rs::Decoder),
}

impl fmt::Debug for TextDecoder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TextDecoder")
            .field("encoding", &self.encoding)
            .field("source", &self.source)
            .field("decoded", &self.decoded)
            .finish_non_exhaustive()
    }
}

impl TextDecoder {
    /// A decoder at the start of a text in `encoding`.
    #[must_use]
    pub fn new(encoding: TextEncoding) -> TextDecoder {
        let state = match encoding.0 {
            Kind::Utf8 => DecoderState::Utf8,
            Kind::Auto => DecoderState::Sniff,
            #[cfg(feature = "detect")]
            Kind::Detect => DecoderState::Sniff,
            Kind::Other(e) if e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE => {
                DecoderState::Sniff
            }
            Kind::Other(e) => DecoderState::Decode(e.new_decoder_without_bom_handling()),
        };
        TextDecoder {
            encoding,
            state,
            source: 0,
            decoded: 0,
            pending: 0,
            sniffed: Vec::new(),
            scratch: Vec::new(),
            #[cfg(feature = "detect")]
            detection: None,
        }
    }

    /// Why [`TextEncoding::DETECT`] chose the encoding: `None` while it
    /// has not, and for the other encodings.
    #[cfg(feature = "detect")]
    #[must_use]
    pub fn detection(&self) -> Option<Detection> {
        self.detection
    }

    /// For [`TextEncoding::DETECT`]: decides with the bytes held so far,
    /// as if the window had ended, and appends their text to `out` (the
    /// text may go on).
    #[cfg(feature = "detect")]
    pub fn finish_detection(&mut self, out: &mut Vec<u8>) {
        if let DecoderState::Detect(_) = self.state {
            self.decide(false, out, None);
        }
    }

    /// The encoding the text is read in: the one asked for, or for `auto`
    /// what the byte order mark says (UTF-16LE, UTF-16BE) or UTF-8; `None`
    /// while `auto` has not seen two bytes, and while `detect` has not
    /// decided.
    #[must_use]
    pub fn encoding(&self) -> Option<TextEncoding> {
        match (&self.state, self.encoding.0) {
            (DecoderState::Sniff, Kind::Auto) => None,
            #[cfg(feature = "detect")]
            (DecoderState::Sniff, Kind::Detect) | (DecoderState::Detect(_), _) => None,
            (DecoderState::Utf8, _) => Some(TextEncoding::UTF_8),
            (DecoderState::Decode(d), _) => Some(TextEncoding(Kind::Other(d.encoding()))),
            (DecoderState::Sniff, _) => Some(self.encoding),
        }
    }

    /// Decodes the next chunk of the text, appending to `out`.
    pub fn decode(&mut self, chunk: &[u8], out: &mut Vec<u8>) {
        self.run(chunk, false, out, None);
    }

    /// Ends the text: appends what is still undecided (a character cut by
    /// the end of the text is malformed, 0xFF). After it, the decoder
    /// starts a new text.
    pub fn finish(&mut self, out: &mut Vec<u8>) {
        self.run(&[], true, out, None);
        *self = TextDecoder::new(self.encoding);
    }

    /// Whether the source and the decoded text are the same bytes.
    fn is_identity(&self) -> bool {
        matches!(self.state, DecoderState::Utf8)
    }

    /// Decodes `chunk`, noting in `map` where each character comes from.
    fn run(&mut self, chunk: &[u8], last: bool, out: &mut Vec<u8>, map: Option<&mut SourceMap>) {
        let mut chunk = chunk;
        if let DecoderState::Sniff = self.state {
            let take = (2 - self.sniffed.len()).min(chunk.len());
            self.sniffed.extend_from_slice(&chunk[..take]);
            chunk = &chunk[take..];
            if self.sniffed.len() < 2 && !last {
                return;
            }
            let bom = match self.sniffed[..] {
                [0xFF, 0xFE] => Some(encoding_rs::UTF_16LE),
                [0xFE, 0xFF] => Some(encoding_rs::UTF_16BE),
                _ => None,
            };
            let asked = match self.encoding.0 {
                Kind::Other(e) => Some(e),
                _ => None,
            };
            // The mark is no part of the text when it says the encoding
            // asked for (or `auto`).
            let skip = bom.is_some() && (asked.is_none() || asked == bom);
            let sniffed = std::mem::take(&mut self.sniffed);
            let first: &[u8] = if skip {
                self.source = 2;
                self.pending = 2;
                &[]
            } else {
                &sniffed
            };
            match asked.or(bom) {
                Some(e) => self.state = DecoderState::Decode(e.new_decoder_without_bom_handling()),
                None => self.state = DecoderState::Utf8,
            }
            #[cfg(feature = "detect")]
            if self.encoding.0 == Kind::Detect {
                if bom.is_some() {
                    self.detection = Some(Detection::ByteOrderMark);
                } else {
                    self.state = DecoderState::Detect(Box::new(Detecting {
                        detector: chardetng::EncodingDetector::new(
                            chardetng::Iso2022JpDetection::Allow,
                        ),
                        held: Vec::new(),
                        first: None,
                    }));
                }
            }
            let mut map = map;
            self.run(first, false, out, map.as_deref_mut());
            return self.run(chunk, last, out, map);
        }
        #[cfg(feature = "detect")]
        if let DecoderState::Detect(_) = self.state {
            return self.detect(chunk, last, out, map);
        }
        let decoder = match &mut self.state {
            DecoderState::Decode(decoder) => decoder,
            _ => {
                // UTF-8: the bytes themselves.
                out.extend_from_slice(chunk);
                self.source += chunk.len();
                self.decoded += chunk.len();
                self.pending = self.source;
                return;
            }
        };
        if self.scratch.is_empty() {
            let room = decoder
                .max_utf8_buffer_length_without_replacement(1)
                .unwrap_or(64)
                .max(16);
            self.scratch = vec![0; room];
        }
        let utf16 = decoder.encoding() == encoding_rs::UTF_16LE
            || decoder.encoding() == encoding_rs::UTF_16BE;
        let mut map = map;
        let mut i = 0;
        // One byte at a time, so that each character's source is known.
        loop {
            let flush = i >= chunk.len();
            if flush && !last {
                break;
            }
            let src = &chunk[i..(i + 1).min(chunk.len())];
            let (result, read, written) =
                decoder.decode_to_utf8_without_replacement(src, &mut self.scratch, flush);
            let end = self.source + read;
            let mut first = true;
            let text = &self.scratch[..written];
            let mut at = 0;
            while at < text.len() {
                let len = utf8_len(text[at]);
                let mut start = if first { self.pending } else { end };
                // An ASCII character of a single byte (not in UTF-16):
                // that byte, not the escape sequence before it.
                if first && len == 1 && !utf16 && read == 1 && src.first() == Some(&text[at]) {
                    start = end - 1;
                }
                if let Some(map) = map.as_deref_mut() {
                    map.push(self.decoded, len, start, end);
                }
                out.extend_from_slice(&text[at..at + len]);
                self.decoded += len;
                at += len;
                first = false;
                self.pending = end;
            }
            if let DecoderResult::Malformed(bad, after) = result {
                let bad_end = end.saturating_sub(usize::from(after));
                let bad_start = bad_end
                    .saturating_sub(usize::from(bad))
                    .max(self.pending.min(bad_end));
                if let Some(map) = map.as_deref_mut() {
                    map.push(self.decoded, 1, bad_start, bad_end);
                }
                out.push(MALFORMED);
                self.decoded += 1;
                self.pending = bad_end;
            }
            i += read;
            self.source = end;
            match result {
                DecoderResult::InputEmpty if flush => break,
                DecoderResult::InputEmpty if read == 0 => break,
                _ => {}
            }
        }
    }
}

#[cfg(feature = "detect")]
impl TextDecoder {
    /// [`run`](TextDecoder::run) while `detect` has not decided: ASCII
    /// passes on as it is, but for its last [`ASCII_KEPT`] bytes; from the
    /// first other byte, the bytes are held until [`DETECT_WINDOW`] of them
    /// (or the end) decide.
    fn detect(&mut self, chunk: &[u8], last: bool, out: &mut Vec<u8>, map: Option<&mut SourceMap>) {
        let DecoderState::Detect(detecting) = &mut self.state else {
            return;
        };
        if detecting.first.is_none() {
            detecting.first = chunk
                .iter()
                .position(|&b| !b.is_ascii() || b == 0x1B)
                .map(|at| detecting.held.len() + at);
        }
        detecting.held.extend_from_slice(chunk);
        let Some(first) = detecting.first else {
            if last {
                return self.decide(true, out, map);
            }
            // The text so far is ASCII, which every encoding it may be
            // reads alike: on to the extractor, but for a tail kept so
            // that a reference that ends in it is shown with what follows.
            let pass = detecting.held.len().saturating_sub(ASCII_KEPT);
            if pass > 0 {
                let passed = &detecting.held[..pass];
                detecting.detector.feed(passed, false);
                // The source map covers this text too, in case the
                // encoding decided is not UTF-8 and a reference starts in it.
                if let Some(map) = map {
                    map.push_ascii(self.decoded, self.source, pass);
                }
                out.extend_from_slice(passed);
                detecting.held.drain(..pass);
                self.source += pass;
                self.decoded += pass;
                self.pending = self.source;
            }
            return;
        };
        if detecting.held.len() - first >= DETECT_WINDOW || last {
            self.decide(last, out, map);
        }
    }

    /// Decides the encoding from the bytes held, then decodes them.
    fn decide(&mut self, last: bool, out: &mut Vec<u8>, map: Option<&mut SourceMap>) {
        let DecoderState::Detect(detecting) = &mut self.state else {
            return;
        };
        let held = std::mem::take(&mut detecting.held);
        let first = detecting.first.unwrap_or(held.len());
        // The window, whatever the size of the chunks.
        let end = held.len().min(first + DETECT_WINDOW);
        let window = &held[first..end];
        let whole = end == held.len() && last;
        let not_utf8 = match std::str::from_utf8(window) {
            Ok(_) => None,
            // A character cut by the end of the window, the text going on.
            Err(e) if e.error_len().is_none() && !whole => None,
            Err(e) => Some(e.valid_up_to()),
        };
        detecting.detector.feed(&held[..first], false);
        detecting.detector.feed(window, whole);
        let (encoding, detection) = if window.is_empty() {
            (encoding_rs::UTF_8, Detection::Ascii)
        } else if let Some(at) = not_utf8 {
            let guess = detecting
                .detector
                .guess(None, chardetng::Utf8Detection::Deny);
            let detection = Detection::Guessed {
                not_utf8: self.source + first + at,
                window: window.len(),
            };
            (guess, detection)
        } else if window.is_ascii() {
            match detecting
                .detector
                .guess(None, chardetng::Utf8Detection::Allow)
            {
                e if e == encoding_rs::ISO_2022_JP => (e, Detection::Iso2022Jp),
                _ => (encoding_rs::UTF_8, Detection::Ascii),
            }
        } else {
            (
                encoding_rs::UTF_8,
                Detection::Utf8 {
                    window: window.len(),
                },
            )
        };
        self.detection = Some(detection);
        self.state = if encoding == encoding_rs::UTF_8 {
            DecoderState::Utf8
        } else {
            DecoderState::Decode(encoding.new_decoder_without_bom_handling())
        };
        self.run(&held, last, out, map);
    }
}

/// The length of the UTF-8 character that starts with `b`.
fn utf8_len(b: u8) -> usize {
    match b {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

/// Runs of characters of the decoded text, each run of characters of the
/// same lengths whose sources follow one another: where each decoded
/// offset comes from.
#[derive(Debug, Default)]
struct SourceMap {
    runs: VecDeque<Run>,
}

#[derive(Debug, Clone, Copy)]
struct Run {
    /// Decoded offset of its first character.
    decoded: usize,
    /// Source offset of its first character.
    source: usize,
    decoded_len: usize,
    source_len: usize,
    count: usize,
}

impl Run {
    fn decoded_end(&self) -> usize {
        self.decoded + self.decoded_len * self.count
    }

    fn source_end(&self) -> usize {
        self.source + self.source_len * self.count
    }
}

impl SourceMap {
    /// A character of `decoded_len` bytes at `decoded`, from the source
    /// bytes `start..end`.
    fn push(&mut self, decoded: usize, decoded_len: usize, start: usize, end: usize) {
        let source_len = end - start;
        if let Some(run) = self.runs.back_mut() {
            if run.decoded_len == decoded_len
                && run.source_len == source_len
                && run.source_end() == start
                && run.decoded_end() == decoded
            {
                run.count += 1;
                return;
            }
        }
        self.runs.push_back(Run {
            decoded,
            source: start,
            decoded_len,
            source_len,
            count: 1,
        });
    }

    /// `len` ASCII characters at `decoded`, from as many bytes at `source`.
    #[cfg(feature = "detect")]
    fn push_ascii(&mut self, decoded: usize, source: usize, len: usize) {
        if len == 0 {
            return;
        }
        self.push(decoded, 1, source, source + 1);
        if let Some(run) = self.runs.back_mut() {
            run.count += len - 1;
        }
    }

    /// Forgets the characters that end before `decoded`.
    fn trim(&mut self, decoded: usize) {
        while self
            .runs
            .front()
            .is_some_and(|run| run.decoded_end() <= decoded)
        {
            self.runs.pop_front();
        }
    }

    /// The source offset where the character at `decoded` starts.
    fn start(&self, decoded: usize) -> Option<usize> {
        let i = self
            .runs
            .partition_point(|run| run.decoded_end() <= decoded);
        let run = self.runs.get(i)?;
        let k = decoded.checked_sub(run.decoded)? / run.decoded_len;
        Some(run.source + k * run.source_len)
    }

    /// The source offset where the character that ends at `decoded` ends.
    fn end(&self, decoded: usize) -> Option<usize> {
        let i = self.runs.partition_point(|run| run.decoded_end() < decoded);
        let run = self.runs.get(i)?;
        let k = decoded.checked_sub(run.decoded)?.div_ceil(run.decoded_len);
        Some(run.source + k * run.source_len)
    }
}

/// [`Extractor`] for text in any encoding ([`TextEncoding`]): the
/// references of the decoded text, each with its offsets in the original
/// bytes ([`FoundReference::source_start`], [`FoundReference::source_end`]) beside
/// those in the decoded text ([`FoundReference::start`],
/// [`FoundReference::char_start`]...). Chunks may end anywhere: the references
/// are the same whatever the chunks. Memory is bounded as an
/// [`Extractor`]'s is.
///
/// ```
/// use uri2396::extract::{DecodingExtractor, ExtractOptions, TextEncoding};
///
/// // UTF-16LE with its byte order mark: "see <http://a/>".
/// let text: Vec<u8> = [0xFF, 0xFE].into_iter()
///     .chain("see <http://a/>".encode_utf16().flat_map(u16::to_le_bytes))
///     .collect();
/// let mut extractor = DecodingExtractor::new(ExtractOptions::default(), TextEncoding::AUTO);
/// let mut found: Vec<_> = extractor.push(&text).map(|r| r.into_owned()).collect();
/// found.extend(extractor.finish().map(|r| r.into_owned()));
/// assert_eq!(found[0].uri(), "http://a/");
/// assert_eq!((found[0].char_start(), found[0].char_end()), (5, 14));
/// assert_eq!((found[0].source_start(), found[0].source_end()), (12, 30));
/// ```
#[derive(Debug)]
pub struct DecodingExtractor {
    decoder: TextDecoder,
    extractor: Extractor,
    map: SourceMap,
    decoded: Vec<u8>,
    done: bool,
    /// References left out for holding a byte malformed in an encoding
    /// that was assumed.
    left_out: u64,
}

impl DecodingExtractor {
    /// An extractor at the start of a text in `encoding`.
    #[must_use]
    pub fn new(options: ExtractOptions, encoding: TextEncoding) -> DecodingExtractor {
        DecodingExtractor {
            decoder: TextDecoder::new(encoding),
            extractor: Extractor::new(options),
            map: SourceMap::default(),
            decoded: Vec::new(),
            done: false,
            left_out: 0,
        }
    }

    /// Why [`TextEncoding::DETECT`] chose the encoding: see
    /// [`TextDecoder::detection`].
    #[cfg(feature = "detect")]
    #[must_use]
    pub fn detection(&self) -> Option<Detection> {
        self.decoder.detection()
    }

    /// References left out so far because they hold a byte sequence that
    /// is malformed in the encoding [`TextEncoding::DETECT`] assumed: the
    /// guess may be wrong there, and what looks like a reference may be
    /// the bytes of other characters. Always 0 for an encoding that was
    /// given, where such a reference is given, invalid there.
    #[must_use]
    pub fn left_out(&self) -> u64 {
        self.left_out
    }

    /// Whether the encoding is assumed, not given.
    fn assumed(&self) -> bool {
        #[cfg(feature = "detect")]
        if self.decoder.encoding.0 == Kind::Detect {
            return true;
        }
        false
    }

    /// The encoding the text is read in: see [`TextDecoder::encoding`].
    #[must_use]
    pub fn encoding(&self) -> Option<TextEncoding> {
        self.decoder.encoding()
    }

    /// Candidates skipped so far for being longer than
    /// [`ExtractOptions::max_length`] (in bytes of the decoded text).
    #[must_use]
    pub fn skipped(&self) -> u64 {
        self.extractor.skipped()
    }

    /// Adds the next chunk of the text's bytes; gives the references it
    /// decides. After [`finish`](DecodingExtractor::finish), a chunk starts
    /// a new text.
    pub fn push(&mut self, chunk: &[u8]) -> DecodedBatch<'_> {
        if self.done {
            *self = DecodingExtractor::new(self.extractor.options, self.decoder.encoding);
        }
        self.map.trim(self.extractor.state.offset);
        self.decoded.clear();
        self.decoder
            .run(chunk, false, &mut self.decoded, Some(&mut self.map));
        DecodedBatch {
            identity: self.decoder.is_identity() || self.decoder.encoding().is_none(),
            encoding: self.decoder.encoding(),
            assumed: self.assumed(),
            batch: self.extractor.push_bytes(&self.decoded),
            map: &self.map,
            left_out: &mut self.left_out,
        }
    }

    /// Ends the text: gives the references still undecided.
    pub fn finish(&mut self) -> DecodedBatch<'_> {
        self.map.trim(self.extractor.state.offset);
        self.decoded.clear();
        self.decoder
            .run(&[], true, &mut self.decoded, Some(&mut self.map));
        self.done = true;
        DecodedBatch {
            identity: self.decoder.is_identity(),
            encoding: self.decoder.encoding(),
            assumed: self.assumed(),
            batch: self.extractor.finish_with(&self.decoded),
            map: &self.map,
            left_out: &mut self.left_out,
        }
    }
}

/// The references one [`DecodingExtractor::push`] or
/// [`DecodingExtractor::finish`] gives.
#[derive(Debug)]
pub struct DecodedBatch<'a> {
    batch: Batch<'a>,
    map: &'a SourceMap,
    identity: bool,
    encoding: Option<TextEncoding>,
    assumed: bool,
    left_out: &'a mut u64,
}

impl<'a> DecodedBatch<'a> {
    /// The window of the decoded text the extractor holds, and the offset
    /// in the decoded text where it starts: see [`Batch::window`].
    #[must_use]
    pub fn window(&self) -> (usize, &'a [u8]) {
        self.batch.window()
    }

    /// The encoding the text is read in, as far as it is known: see
    /// [`DecodingExtractor::encoding`].
    #[must_use]
    pub fn encoding(&self) -> Option<TextEncoding> {
        self.encoding
    }
}

impl<'a> Iterator for DecodedBatch<'a> {
    type Item = FoundReference<'a>;

    fn next(&mut self) -> Option<FoundReference<'a>> {
        let mut reference = self.batch.next()?;
        // A byte that the encoding assumed cannot read: the guess may be
        // wrong there, so nothing across it is called a reference.
        while self.assumed && reference.not_utf8().is_some() {
            *self.left_out += 1;
            reference = self.batch.next()?;
        }
        if !self.identity {
            let start = self.map.start(reference.start).unwrap_or(0);
            reference.source_start = start;
            reference.source_end = self.map.end(reference.end).unwrap_or(start).max(start);
            let (offset, window) = self.batch.window();
            let written = window
                .get(reference.start.saturating_sub(offset)..reference.end.saturating_sub(offset))
                .unwrap_or_default();
            reference.malformed = written
                .iter()
                .position(|&b| b == MALFORMED)
                .and_then(|at| self.map.start(reference.start + at));
        }
        Some(reference)
    }
}

/// The references of `text`, bytes in `encoding`, in document order, each
/// with its offsets in `text` ([`FoundReference::source_start`]) and in the
/// decoded text: what [`DecodingExtractor`] gives, the whole text in one
/// chunk.
///
/// ```
/// use uri2396::extract::{ExtractOptions, TextEncoding, extract_decoded};
///
/// // Shift_JIS: "更新 http://a/b" (更新 is 4 bytes, 2 characters).
/// let text = b"\x8d\x58\x90\x56 http://a/b";
/// let sjis = TextEncoding::for_label("shift_jis").unwrap();
/// let found = extract_decoded(text, sjis, &ExtractOptions::default());
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].uri(), "http://a/b");
/// assert_eq!((found[0].source_start(), found[0].char_start(), found[0].start()), (5, 3, 7));
/// ```
#[must_use]
pub fn extract_decoded(
    text: &[u8],
    encoding: TextEncoding,
    options: &ExtractOptions,
) -> Vec<FoundReference<'static>> {
    let mut extractor = DecodingExtractor::new(*options, encoding);
    let mut found: Vec<_> = extractor
        .push(text)
        .map(FoundReference::into_owned)
        .collect();
    found.extend(extractor.finish().map(FoundReference::into_owned));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What encoding_rs decodes the whole text to, with U+FFFD for each
    /// malformed sequence, is what the streaming decoder gives, 0xFF for
    /// each, whatever the chunks.
    #[test]
    fn decodes_as_encoding_rs_in_any_chunks() {
        let texts: [(&str, &[u8]); 6] = [
            (
                "shift_jis",
                b"\x8d\x58\x90\x56 http://a/\x81 \x82\xa0\xff\x81",
            ),
            ("euc-jp", b"\xb9\xb9\xbf\xb7 <http://a/b>\x8e"),
            ("iso-2022-jp", b"\x1b$B99?7\x1b(B http://a/ \x1b$B\x21"),
            (
                "utf-16le",
                b"\xff\xfeh\x00:\x00\x00\xd8a\x00\x3d\xd8\x00\xde\x00",
            ),
            ("utf-16be", b"\x00h\x00:\xd8\x00\x00a\xd8\x3d\xde\x00\x00"),
            ("windows-1252", b"caf\xe9 http://a/\x81"),
        ];
        for (label, text) in texts {
            let encoding = TextEncoding::for_label(label).unwrap();
            let whole = {
                let e = Encoding::for_label(label.as_bytes()).unwrap();
                let mut d = e.new_decoder_with_bom_removal();
                let mut s = String::with_capacity(d.max_utf8_buffer_length(text.len()).unwrap());
                let _ = d.decode_to_string(text, &mut s, true);
                s
            };
            for size in 1..=7 {
                let mut decoder = TextDecoder::new(encoding);
                let mut out = Vec::new();
                for chunk in text.chunks(size) {
                    decoder.decode(chunk, &mut out);
                }
                decoder.finish(&mut out);
                let shown = String::from_utf8_lossy(&out).into_owned();
                assert_eq!(shown, whole, "{label} in chunks of {size}");
            }
        }
    }

    #[test]
    fn the_map_finds_sources() {
        let mut map = SourceMap::default();
        // "ab" from 1 byte each, "更" (3 bytes) from 2, then "c".
        map.push(0, 1, 0, 1);
        map.push(1, 1, 1, 2);
        map.push(2, 3, 2, 4);
        map.push(5, 1, 4, 5);
        assert_eq!(map.runs.len(), 3);
        assert_eq!(map.start(1), Some(1));
        assert_eq!(map.start(2), Some(2));
        assert_eq!(map.start(5), Some(4));
        assert_eq!(map.end(2), Some(2));
        assert_eq!(map.end(5), Some(4));
        assert_eq!(map.end(6), Some(5));
        map.trim(2);
        assert_eq!(map.start(2), Some(2));
    }
}
