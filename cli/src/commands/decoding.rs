//! `--encoding`: text read in another encoding than UTF-8, decoded as it
//! is read ([`uri2396::extract::TextDecoder`], encoding_rs), for the
//! commands that read lines (`check`, `lint`).

use std::io::{self, Read};

use uri2396::extract::{ENCODING_EXAMPLES, TextDecoder, TextEncoding};
use uri2396_cli::words::{Msg, lang};

/// The value parser of `--encoding`: a label of the Encoding Standard (or
/// one people type for its encodings, such as `cp932`), or `auto`, which
/// detects the encoding of text that is not UTF-8; a usage error that
/// gives examples otherwise.
pub fn encoding(value: &str) -> Result<TextEncoding, String> {
    if value.trim().eq_ignore_ascii_case("auto") {
        return Ok(TextEncoding::DETECT);
    }
    TextEncoding::for_label(value).ok_or_else(|| {
        Msg::UnknownEncoding.fill(
            lang(),
            &[
                ("value", &format!("{value:?}")),
                ("examples", ENCODING_EXAMPLES),
            ],
        )
    })
}

/// The long help of `--encoding`.
pub const HELP: &str = "\
The encoding of the text: auto (a byte order mark of UTF-16, FF FE or
FE FF, says UTF-16 and is no part of the text; otherwise UTF-8 where the
text is UTF-8, else the encoding chardetng guesses from the 64 KB from the
first byte above 0x7F; extract names it on standard error and leaves out
a candidate holding a byte that the guess cannot read), or any label of the
WHATWG Encoding Standard, decoded as browsers decode it (encoding_rs):
utf-8, utf-16le, utf-16be, shift_jis (sjis, cp932, windows-31j), euc-jp
(eucjp), iso-2022-jp, windows-1252 (latin1), gb18030, big5, euc-kr,
koi8-r... A byte sequence that is malformed in an encoding given stands as
the byte 0xFF, which is never UTF-8: a reference holding one is invalid
there.";

/// A reader of the decoded text of `inner`: UTF-8, each malformed
/// sequence of the encoding the byte 0xFF.
pub struct DecodingReader<R> {
    inner: R,
    decoder: TextDecoder,
    raw: Vec<u8>,
    decoded: Vec<u8>,
    /// How much of `decoded` was read.
    at: usize,
    done: bool,
}

impl<R: Read> DecodingReader<R> {
    pub fn new(inner: R, encoding: TextEncoding) -> DecodingReader<R> {
        DecodingReader {
            inner,
            decoder: TextDecoder::new(encoding),
            raw: vec![0; 64 * 1024],
            decoded: Vec::new(),
            at: 0,
            done: false,
        }
    }
}

impl<R: Read> Read for DecodingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.decoded.len() {
            if self.done || buf.is_empty() {
                return Ok(0);
            }
            self.decoded.clear();
            self.at = 0;
            let n = self.inner.read(&mut self.raw)?;
            if n == 0 {
                self.decoder.finish(&mut self.decoded);
                self.done = true;
            } else {
                self.decoder.decode(&self.raw[..n], &mut self.decoded);
            }
        }
        let n = buf.len().min(self.decoded.len() - self.at);
        buf[..n].copy_from_slice(&self.decoded[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}
