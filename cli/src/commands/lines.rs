//! Lines of input read within a bound: a line longer than the bound
//! (`--max-line-bytes`, by default [`DEFAULT_MAX_LINE`]) is an error once
//! that many bytes are read, which the reader names at once; then
//! [`skip_line`] reads past its end without keeping it, so that an input
//! with no line break at all (such as `/dev/zero`) is read on in a buffer
//! that does not grow.

use std::fmt;
use std::io::{self, BufRead};
use std::sync::atomic::{AtomicUsize, Ordering};

use uri2396_cli::words::{Msg, lang};

/// The longest line the tool reads unless told otherwise, in bytes: 8 MiB,
/// four times the longest URL a major browser takes (2 MB), so that a
/// line longer than this is rarely a reference at all.
pub(crate) const DEFAULT_MAX_LINE: usize = 8 << 20;

/// The longest line this run reads (`--max-line-bytes`).
static MAX_LINE: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_LINE);

/// Sets the longest line read from now on, for the whole run.
pub(crate) fn set_max_line(bytes: usize) {
    MAX_LINE.store(bytes, Ordering::Relaxed);
}

/// The longest line this run reads.
pub(crate) fn max_line() -> usize {
    MAX_LINE.load(Ordering::Relaxed)
}

/// A line longer than the bound, skipped.
#[derive(Debug)]
pub(crate) struct LineTooLong {
    max: usize,
}

impl fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Msg::LineTooLong.fill(lang(), &[("max", &self.max.to_string())]))
    }
}

impl std::error::Error for LineTooLong {}

/// Whether `error` is a line skipped for its length: the reader goes on
/// with the next line.
pub(crate) fn is_too_long(error: &io::Error) -> bool {
    error.get_ref().is_some_and(|e| e.is::<LineTooLong>())
}

/// Reads one line, its `\n` included, onto the end of `buf`, as
/// [`BufRead::read_until`] does; returns the bytes read (0 at the end of
/// the input). A line that passes [`max_line`] bytes is an error of kind
/// `InvalidData` ([`LineTooLong`], [`is_too_long`]) once that many are
/// read, with `buf` as it was and the reader inside the line, which
/// [`skip_line`] then leaves: at most one buffer's worth past the bound is
/// held, however long the line.
pub(crate) fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<usize> {
    read_line_within(reader, buf, max_line())
}

fn read_line_within(reader: &mut impl BufRead, buf: &mut Vec<u8>, max: usize) -> io::Result<usize> {
    let start = buf.len();
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                buf.truncate(start);
                return Err(e);
            }
        };
        if available.is_empty() {
            return Ok(buf.len() - start);
        }
        let (ends, used) = match memchr::memchr(b'\n', available) {
            Some(at) => (true, at + 1),
            None => (false, available.len()),
        };
        // The `\n` is not part of the line's length.
        let length = buf.len() - start + used - usize::from(ends);
        if length > max {
            buf.truncate(start);
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                LineTooLong { max },
            ));
        }
        buf.extend_from_slice(&available[..used]);
        reader.consume(used);
        if ends {
            return Ok(buf.len() - start);
        }
    }
}

/// Reads past the end of the current line, its `\n` included, keeping
/// none of it: after a line too long has been named. Endless on an
/// endless line, in a buffer that does not grow.
pub(crate) fn skip_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(());
        }
        match memchr::memchr(b'\n', available) {
            Some(at) => {
                reader.consume(at + 1);
                return Ok(());
            }
            None => {
                let all = available.len();
                reader.consume(all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// Reads every line of `input` through a buffer of `capacity` bytes,
    /// going on after a line too long.
    fn lines(input: &[u8], capacity: usize, max: usize) -> Vec<io::Result<Vec<u8>>> {
        let mut reader = io::BufReader::with_capacity(capacity, input);
        let mut out = Vec::new();
        loop {
            let mut line = Vec::new();
            match read_line_within(&mut reader, &mut line, max) {
                Ok(0) => return out,
                Ok(_) => out.push(Ok(line)),
                Err(e) if is_too_long(&e) => {
                    out.push(Err(e));
                    skip_line(&mut reader).unwrap();
                }
                Err(e) => {
                    out.push(Err(e));
                    return out;
                }
            }
        }
    }

    #[test]
    fn lines_as_read_until_reads_them() {
        for capacity in [1, 2, 3, 64] {
            let got: Vec<Vec<u8>> = lines(b"ab\n\ncd\r\nef", capacity, 10)
                .into_iter()
                .map(Result::unwrap)
                .collect();
            assert_eq!(got, [&b"ab\n"[..], b"\n", b"cd\r\n", b"ef"], "{capacity}");
        }
    }

    #[test]
    fn a_line_at_the_bound_is_read_and_one_past_it_is_skipped() {
        for capacity in [1, 4, 64] {
            let at = lines(b"12345\n6", capacity, 5);
            assert_eq!(at.len(), 2);
            assert_eq!(at[0].as_ref().unwrap(), b"12345\n");
            let past = lines(b"123456\n789\n1234567890", capacity, 5);
            assert_eq!(past.len(), 3, "{capacity}");
            let error = past[0].as_ref().unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::InvalidData);
            assert!(is_too_long(error));
            // The reader goes on at the next line.
            assert_eq!(past[1].as_ref().unwrap(), b"789\n");
            assert!(is_too_long(past[2].as_ref().unwrap_err()));
        }
    }

    #[test]
    fn a_line_of_a_gigabyte_is_skipped_in_a_buffer_that_does_not_grow() {
        // A gigabyte without a line break, then a line.
        let huge = io::repeat(0).take(1 << 30).chain(&b"\nhttp://a/\n"[..]);
        let mut reader = io::BufReader::with_capacity(4096, huge);
        let mut line = Vec::new();
        let error = read_line_within(&mut reader, &mut line, 1 << 20).unwrap_err();
        assert!(is_too_long(&error));
        assert!(line.is_empty());
        assert!(line.capacity() <= (1 << 20) + 4096, "{}", line.capacity());
        skip_line(&mut reader).unwrap();
        assert_eq!(
            read_line_within(&mut reader, &mut line, 1 << 20).unwrap(),
            10
        );
        assert_eq!(line, b"http://a/\n");
    }
}
