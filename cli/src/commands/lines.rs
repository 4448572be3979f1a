//! Lines of input read within a bound: a line longer than [`MAX_LINE`]
//! bytes (an input with no line break, such as `/dev/zero`) is an error
//! once that many bytes are read, not a buffer that grows without end.

use std::fmt;
use std::io::{self, BufRead};

use uri2396_cli::words::{Msg, lang};

/// The longest line the tool reads, in bytes: 64 MiB, room for a
/// reference of 16 MB and its line four times over.
pub(crate) const MAX_LINE: usize = 64 << 20;

/// A line longer than [`MAX_LINE`].
#[derive(Debug)]
pub(crate) struct LineTooLong;

impl fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Msg::LineTooLong.fill(lang(), &[("max", &MAX_LINE.to_string())]))
    }
}

impl std::error::Error for LineTooLong {}

/// Reads one line, its `\n` included, onto the end of `buf`, as
/// [`BufRead::read_until`] does; returns the bytes read (0 at the end of
/// the input). A line that passes [`MAX_LINE`] bytes is an error of kind
/// `InvalidData` ([`LineTooLong`]), with `buf` as it was: at most one
/// buffer's worth past the bound is held.
pub(crate) fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<usize> {
    read_line_within(reader, buf, MAX_LINE)
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
            return Err(io::Error::new(io::ErrorKind::InvalidData, LineTooLong));
        }
        buf.extend_from_slice(&available[..used]);
        reader.consume(used);
        if ends {
            return Ok(buf.len() - start);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads every line of `input` through a buffer of `capacity` bytes.
    fn lines(input: &[u8], capacity: usize, max: usize) -> Vec<io::Result<Vec<u8>>> {
        let mut reader = io::BufReader::with_capacity(capacity, input);
        let mut out = Vec::new();
        loop {
            let mut line = Vec::new();
            match read_line_within(&mut reader, &mut line, max) {
                Ok(0) => return out,
                Ok(_) => out.push(Ok(line)),
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
    fn a_line_at_the_bound_is_read_and_one_past_it_is_an_error() {
        for capacity in [1, 4, 64] {
            let at = lines(b"12345\n6", capacity, 5);
            assert_eq!(at.len(), 2);
            assert_eq!(at[0].as_ref().unwrap(), b"12345\n");
            let past = lines(b"123456\n", capacity, 5);
            let error = past[0].as_ref().unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::InvalidData);
            assert!(error.get_ref().is_some_and(|e| e.is::<LineTooLong>()));
        }
    }

    #[test]
    fn an_endless_line_is_refused_after_the_bound() {
        // An endless source of bytes without a line break.
        let mut zeros = io::BufReader::with_capacity(4096, io::repeat(0));
        let mut line = Vec::new();
        let error = read_line_within(&mut zeros, &mut line, 1 << 20).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        assert!(line.is_empty());
        assert!(line.capacity() <= (1 << 20) + 4096, "{}", line.capacity());
    }
}
