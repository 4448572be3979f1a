//! Validates a file of URI references, one a line, and counts the invalid
//! ones: streaming, in memory bounded by the longest line kept
//! ([`MAX_LINE`]), whatever the size of the file.
//!
//! ```text
//! cargo run --example validate_file -- tests/data/corpus-sample.txt
//! ```
//!
//! Prints `LINE:COLUMN: why` for each invalid line, then the totals; exits
//! with 1 when any line is invalid.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::process::ExitCode;

use uri2396::UriReference;
use uri2396::grammar::Rule;

/// Longer lines are reported invalid without being kept whole.
pub const MAX_LINE: usize = 1 << 20;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: validate_file FILE");
        return ExitCode::from(2);
    };
    match validate(&path) {
        Ok((total, 0)) => {
            println!("{total} lines, all valid");
            ExitCode::SUCCESS
        }
        Ok((total, invalid)) => {
            println!("{total} lines, {invalid} invalid");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::from(2)
        }
    }
}

/// The number of lines of the file at `path`, and of invalid ones.
pub fn validate(path: &str) -> io::Result<(u64, u64)> {
    let mut reader = BufReader::new(File::open(path)?);
    let mut line = Vec::new();
    let (mut total, mut invalid) = (0, 0);
    loop {
        line.clear();
        // At most MAX_LINE bytes and the newline: the buffer stays bounded.
        let read = (&mut reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)?;
        if read == 0 {
            break;
        }
        total += 1;
        if line.last() != Some(&b'\n') && line.len() > MAX_LINE {
            skip_rest_of_line(&mut reader)?;
            println!("{total}: longer than {MAX_LINE} bytes");
            invalid += 1;
            continue;
        }
        let bytes = line.strip_suffix(b"\n").unwrap_or(&line);
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        let Ok(text) = std::str::from_utf8(bytes) else {
            println!("{total}: not UTF-8");
            invalid += 1;
            continue;
        };
        // The rule's automaton answers for a valid line without building
        // anything; only an invalid one is parsed, for its error.
        if !Rule::URI_REFERENCE.matches(text) {
            invalid += 1;
            match UriReference::parse(text) {
                Err(e) => println!("{total}:{}: {e}", e.offset() + 1),
                Ok(_) => println!("{total}: invalid"),
            }
        }
    }
    Ok((total, invalid))
}

/// Reads and drops the rest of the current line, a buffer at a time.
fn skip_rest_of_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = buffer.len();
                reader.consume(n);
            }
        }
    }
}
