//! `uri2396 check`: one result per line of each file, in order, in memory
//! that stays flat whatever the size of the files.
//!
//! The files are read in chunks of lines. Worker threads check the chunks
//! and render their output; a writer thread writes the rendered chunks in
//! the order they were read. At most [`Options::in_flight`] chunks are
//! between the reader and the writer at any time: the reader waits for the
//! writer before it reads more. A line is checked by the rule's automaton
//! alone; only an invalid line is parsed, for its error.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use uri2396::grammar::Rule;
use uri2396_cli::annotate::{self, Style, Summary};
use uri2396_cli::report::{AgreeReport, CheckReport, ReportError};
use uri2396_cli::sarif;
use uri2396_cli::words::{Msg, lang};

use crate::Counted;

/// What each line becomes on standard output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A [`CheckReport`] as one line of JSON.
    Jsonl,
    /// One line of text ([`annotate::check_line`]).
    Text,
    /// Nothing: only the summary.
    Summary,
    /// A SARIF result per invalid line (or, with `--agree`, per line the
    /// readings disagree on), each after a comma: the caller writes the
    /// log's head and tail, and the writer drops the first comma.
    Sarif,
}

/// How to check.
#[derive(Debug, Clone)]
pub struct Options {
    pub rule: Rule,
    pub format: Format,
    pub style: Style,
    /// Worker threads.
    pub jobs: usize,
    /// Most lines in a chunk.
    pub chunk_lines: usize,
    /// Whether to draw a progress bar on standard error.
    pub progress: bool,
    /// Whether to print the invalid lines only (the summary counts all).
    pub only_invalid: bool,
    /// The encoding to decode the text from (`--encoding`); `None`: the
    /// bytes as they are.
    pub encoding: Option<uri2396::extract::TextEncoding>,
    /// `--agree`: the readings that must agree on where each line leads;
    /// empty: the line is checked against `rule`.
    pub agree: Vec<uri2396::compare::Reading>,
    /// `--policy`: what else a line of `--agree` fails for.
    pub policy: uri2396::guard::Policy,
}

impl Options {
    /// Most chunks read and not yet written.
    fn in_flight(&self) -> usize {
        2 * self.jobs + 2
    }
}

/// Most bytes in a chunk, unless one line is longer.
const CHUNK_BYTES: usize = 1 << 20;
/// The read buffer of a file.
const FILE_BUFFER: usize = 1 << 20;
/// The read buffer of standard input.
const STDIN_BUFFER: usize = 64 * 1024;

/// Where lines come from.
#[derive(Debug, Clone)]
pub enum Source {
    Stdin,
    File(PathBuf),
}

impl Source {
    /// `-` is standard input; anything else a file.
    pub fn from_arg(arg: &std::ffi::OsStr) -> Source {
        if arg == "-" {
            Source::Stdin
        } else {
            Source::File(PathBuf::from(arg))
        }
    }

    /// The name reports and messages give it.
    fn name(&self) -> Arc<str> {
        match self {
            Source::Stdin => "<stdin>".into(),
            Source::File(path) => path.to_string_lossy().into(),
        }
    }

    fn size(&self) -> Option<u64> {
        match self {
            Source::Stdin => None,
            Source::File(path) => std::fs::metadata(path).ok().map(|m| m.len()),
        }
    }
}

/// What a run found.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The totals of the lines written.
    pub summary: Summary,
    /// Files that could not be opened or read (each already reported on
    /// standard error).
    pub read_errors: usize,
    /// The error that stopped the output, if any.
    pub write_error: Option<io::Error>,
    /// Whether the output of an invalid line was written whole: what the
    /// exit status says when the output stopped early.
    pub invalid_written: bool,
    /// A bug that stopped the check, if any.
    pub internal_error: Option<String>,
}

/// Some lines of one file.
struct Chunk {
    seq: u64,
    file: Arc<str>,
    /// The number of the chunk's first line in its file.
    first_line: u64,
    /// The byte offset of the chunk's first line in its file; `None` when
    /// not known (text decoded from another encoding, or after a line
    /// skipped for its length).
    first_byte: Option<u64>,
    /// The lines, each with its `\n` (but perhaps the last of the file).
    data: Vec<u8>,
    /// Where each line ends in `data`.
    ends: Vec<usize>,
}

/// A chunk checked and rendered.
struct Done {
    seq: u64,
    output: Vec<u8>,
    summary: Summary,
    /// Where the output of the chunk's first invalid line ends in `output`.
    first_invalid_end: Option<usize>,
    bytes: u64,
    /// Why the chunk could not be checked: a bug, caught rather than let
    /// the other threads wait forever for the chunk.
    failure: Option<String>,
}

/// Checks every line of `sources`, writing the results to `out` (through a
/// buffer).
pub fn run(sources: &[Source], options: &Options, out: impl Write + Send) -> Outcome {
    let out = BufWriter::with_capacity(crate::BUFFER, Counted::new(out));
    let progress = progress_bar(sources, options.progress);
    let stop = AtomicBool::new(false);
    let in_flight = options.in_flight();
    let (work_tx, work_rx) = sync_channel::<Chunk>(in_flight);
    let work_rx = Mutex::new(work_rx);
    let (done_tx, done_rx) = sync_channel::<Done>(in_flight);
    let (slot_tx, slot_rx) = sync_channel::<()>(in_flight);
    let outcome = thread::scope(|s| {
        for _ in 0..options.jobs.max(1) {
            let done_tx = done_tx.clone();
            let work_rx = &work_rx;
            s.spawn(move || work(work_rx, done_tx, options));
        }
        drop(done_tx);
        let sarif = (options.format == Format::Sarif).then_some(if options.agree.is_empty() {
            sarif::Kind::Check
        } else {
            sarif::Kind::Agree
        });
        let (progress, stop) = (&progress, &stop);
        let writer = s.spawn(move || write_in_order(done_rx, slot_rx, out, sarif, progress, stop));
        let read_errors = read(sources, options, work_tx, slot_tx, progress, stop);
        let written = writer.join().unwrap_or_else(|_| Written {
            internal_error: Some("internal error: the writer thread panicked".into()),
            ..Written::default()
        });
        Outcome {
            summary: written.summary,
            read_errors,
            write_error: written.write_error,
            invalid_written: written.invalid_written,
            internal_error: written.internal_error,
        }
    });
    progress.finish_and_clear();
    outcome
}

fn progress_bar(sources: &[Source], show: bool) -> ProgressBar {
    if !show {
        return ProgressBar::hidden();
    }
    let total = sources.iter().filter_map(Source::size).sum();
    let style = ProgressStyle::with_template(&format!(
        "{{wide_bar}} {{bytes}}/{{total_bytes}} {{binary_bytes_per_sec}} {} {{eta}}",
        Msg::ProgressEta.text(lang())
    ))
    .unwrap_or_else(|_| ProgressStyle::default_bar());
    ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()).with_style(style)
}

/// Reads every source in chunks and hands them to the workers. Takes a
/// slot before each chunk, so that it waits when too many are in flight.
/// Returns how many sources could not be read.
fn read(
    sources: &[Source],
    options: &Options,
    work: SyncSender<Chunk>,
    slots: SyncSender<()>,
    progress: &ProgressBar,
    stop: &AtomicBool,
) -> usize {
    let mut seq = 0;
    let mut errors = 0;
    let report = |message: String| progress.suspend(|| eprintln!("uri2396: {message}"));
    for source in sources {
        let name = source.name();
        // As in the text views, so that a name reads as what it is.
        let shown = annotate::visible(&name);
        let decoded = |inner: Box<dyn Read>| -> Box<dyn Read> {
            match options.encoding {
                Some(encoding) => Box::new(crate::decoding::DecodingReader::new(inner, encoding)),
                None => inner,
            }
        };
        let (mut reader, interactive): (BufReader<Box<dyn Read>>, bool) = match source {
            Source::Stdin => (
                BufReader::with_capacity(STDIN_BUFFER, decoded(Box::new(io::stdin()))),
                true,
            ),
            Source::File(path) => match File::open(path) {
                Ok(file) => (
                    BufReader::with_capacity(FILE_BUFFER, decoded(Box::new(file))),
                    false,
                ),
                Err(e) => {
                    report(
                        Msg::CannotOpen
                            .fill(lang(), &[("file", &shown), ("error", &e.to_string())]),
                    );
                    errors += 1;
                    continue;
                }
            },
        };
        let mut next_line = 1;
        let mut next_byte = options.encoding.is_none().then_some(0u64);
        loop {
            if stop.load(Ordering::Relaxed) {
                return errors;
            }
            let mut chunk = Chunk {
                seq,
                file: name.clone(),
                first_line: next_line,
                first_byte: next_byte,
                data: Vec::new(),
                ends: Vec::new(),
            };
            let result = fill(&mut reader, &mut chunk, options.chunk_lines, interactive);
            next_line += chunk.ends.len() as u64;
            next_byte = next_byte.map(|b| b + chunk.data.len() as u64);
            if !chunk.ends.is_empty() {
                // A slot, then the chunk: both fail only when the writer or
                // every worker has stopped, and then nothing is left to do.
                if slots.send(()).is_err() || work.send(chunk).is_err() {
                    return errors;
                }
                seq += 1;
            }
            match result {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    // A line too long was skipped: the next one is read.
                    let too_long = crate::lines::is_too_long(&e);
                    let msg = if too_long {
                        Msg::FileLineTooLong
                    } else {
                        Msg::CannotReadLine
                    };
                    report(msg.fill(
                        lang(),
                        &[
                            ("file", &shown),
                            ("line", &next_line.to_string()),
                            ("error", &e.to_string()),
                        ],
                    ));
                    errors += 1;
                    if !too_long {
                        break;
                    }
                    // The skipped line's length is not kept.
                    next_byte = None;
                    if let Err(e) = crate::lines::skip_line(&mut reader) {
                        report(Msg::CannotReadLine.fill(
                            lang(),
                            &[
                                ("file", &shown),
                                ("line", &next_line.to_string()),
                                ("error", &e.to_string()),
                            ],
                        ));
                        break;
                    }
                    next_line += 1;
                }
            }
        }
    }
    errors
}

/// Reads lines into `chunk` until it is full or the input ends; returns
/// whether there may be more. From an `interactive` source, stops early
/// rather than wait for input when a line or more is in hand, so that a
/// line fed in is answered at once.
fn fill(
    reader: &mut BufReader<Box<dyn Read>>,
    chunk: &mut Chunk,
    max_lines: usize,
    interactive: bool,
) -> io::Result<bool> {
    loop {
        if chunk.ends.len() >= max_lines || chunk.data.len() >= CHUNK_BYTES {
            return Ok(true);
        }
        // The search stops at the end of the next line: linear overall.
        if interactive && !chunk.ends.is_empty() && !reader.buffer().contains(&b'\n') {
            return Ok(true);
        }
        let start = chunk.data.len();
        match crate::lines::read_line(reader, &mut chunk.data) {
            Ok(0) => return Ok(false),
            Ok(_) => chunk.ends.push(chunk.data.len()),
            // A partial line before the error is not reported.
            Err(e) => {
                chunk.data.truncate(start);
                return Err(e);
            }
        }
    }
}

/// A worker: checks chunks until there are no more.
fn work(chunks: &Mutex<Receiver<Chunk>>, done: SyncSender<Done>, options: &Options) {
    loop {
        // The lock is held only while waiting for the next chunk.
        let chunk = match chunks.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok(chunk) = chunk else { return };
        let (seq, bytes) = (chunk.seq, chunk.data.len() as u64);
        let place = format!("{}: lines from {}", chunk.file, chunk.first_line);
        let result = panic::catch_unwind(AssertUnwindSafe(|| check(chunk, options)));
        let checked = result.unwrap_or_else(|_| Done {
            seq,
            output: Vec::new(),
            summary: Summary::default(),
            first_invalid_end: None,
            bytes,
            failure: Some(format!("internal error while checking {place}")),
        });
        if done.send(checked).is_err() {
            return;
        }
    }
}

/// Checks and renders every line of `chunk`.
fn check(chunk: Chunk, options: &Options) -> Done {
    let mut output = Vec::with_capacity(match options.format {
        Format::Summary => 0,
        _ => chunk.data.len() * 2,
    });
    let mut summary = Summary::default();
    let mut first_invalid_end = None;
    let mut start = 0;
    for (i, &end) in chunk.ends.iter().enumerate() {
        let line = &chunk.data[start..end];
        let line_start = start;
        start = end;
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let number = chunk.first_line + i as u64;
        if !options.agree.is_empty() {
            let report = AgreeReport::with_policy(
                &options.agree,
                &options.policy,
                &chunk.file,
                number,
                line,
            );
            summary.add_agree(&report);
            let format = if report.passes() && options.only_invalid {
                Format::Summary
            } else {
                options.format
            };
            match format {
                Format::Jsonl => json_line(&mut output, &report),
                Format::Text => {
                    text_line(&mut output, &annotate::agree_line(&report, options.style))
                }
                Format::Sarif => {
                    let what = match (report.class, &report.message, report.policy.first()) {
                        (Some(class), Some(message), _) => Some((class.name(), message.clone())),
                        (_, _, Some(v)) => Some((v.rule.name(), v.message_in(lang()))),
                        _ => None,
                    };
                    if let Some((rule, message)) = what {
                        let finding = sarif::Finding {
                            rule,
                            message: format!("{:?}: {message}", report.input()),
                            artifact: sarif::Artifact::of(&chunk.file),
                            line: number,
                            column: 1,
                            bytes: chunk
                                .first_byte
                                .map(|b| (b + line_start as u64, line.len() as u64)),
                        };
                        let text = sarif::Log::result(sarif::Kind::Agree, &finding, false);
                        output.extend_from_slice(text.as_bytes());
                    }
                }
                Format::Summary => {}
            }
            if !report.passes() && first_invalid_end.is_none() {
                first_invalid_end = Some(output.len());
            }
            continue;
        }
        let report = CheckReport::new(options.rule, &chunk.file, number, line);
        summary.add(&report);
        let format = if report.valid && options.only_invalid {
            Format::Summary
        } else {
            options.format
        };
        match format {
            Format::Jsonl => json_line(&mut output, &report),
            Format::Text => text_line(&mut output, &annotate::check_line(&report, options.style)),
            Format::Sarif => {
                if let Some(error) = &report.error {
                    let (column, fix) = match error {
                        ReportError::Parse(e) => (e.column(), e.fix_in(lang())),
                        ReportError::NotUtf8(e) => (e.column(), Some(e.fix())),
                        // An error newer than this view: at the line's start.
                        _ => (1, None),
                    };
                    let mut message = error.message();
                    if let Some(fix) = fix {
                        message.push_str(Msg::CheckFix.text(lang()));
                        message.push_str(&fix);
                    }
                    let offset = error.offset();
                    let len = std::str::from_utf8(&line[offset.min(line.len())..])
                        .ok()
                        .and_then(|rest| rest.chars().next())
                        .map_or(usize::from(offset < line.len()), char::len_utf8);
                    let finding = sarif::Finding {
                        rule: sarif::SYNTAX,
                        message: format!("{:?}: {message}", report.input),
                        artifact: sarif::Artifact::of(&chunk.file),
                        line: number,
                        column: column as u64,
                        bytes: chunk
                            .first_byte
                            .map(|b| (b + (line_start + offset) as u64, len as u64)),
                    };
                    let text = sarif::Log::result(sarif::Kind::Check, &finding, false);
                    output.extend_from_slice(text.as_bytes());
                }
            }
            Format::Summary => {}
        }
        if !report.valid && first_invalid_end.is_none() {
            first_invalid_end = Some(output.len());
        }
    }
    Done {
        seq: chunk.seq,
        output,
        summary,
        first_invalid_end,
        bytes: chunk.data.len() as u64,
        failure: None,
    }
}

/// Appends `report` as one line of JSON.
fn json_line(output: &mut Vec<u8>, report: &impl serde::Serialize) {
    serde_json::to_writer(&mut *output, report)
        .expect("a report is plain data: it always serializes");
    output.push(b'\n');
}

/// Appends `text` as one line.
fn text_line(output: &mut Vec<u8>, text: &str) {
    output.extend_from_slice(text.as_bytes());
    output.push(b'\n');
}

/// What the writer did.
#[derive(Default)]
struct Written {
    /// The totals of the lines written.
    summary: Summary,
    write_error: Option<io::Error>,
    /// Whether the output of an invalid line was written whole.
    invalid_written: bool,
    internal_error: Option<String>,
}

/// Writes the chunks in the order they were read, freeing a slot for the
/// reader after each. Flushes whenever it would wait. After an error,
/// tells the reader to stop and drains the rest without writing.
fn write_in_order(
    done: Receiver<Done>,
    slots: Receiver<()>,
    mut out: BufWriter<Counted<impl Write>>,
    sarif: Option<sarif::Kind>,
    progress: &ProgressBar,
    stop: &AtomicBool,
) -> Written {
    let mut error: Option<io::Error> =
        sarif.and_then(|kind| sarif::Log::start(kind, &mut out).err());
    let sarif = sarif.is_some();
    let mut pending = BTreeMap::new();
    let mut next = 0;
    let mut summary = Summary::default();
    let mut internal_error = None;
    // Bytes handed to `out`, and where the first invalid line's output
    // ends among them.
    let mut handed = 0;
    let mut first_invalid_end = None;
    let mut any_output = false;
    loop {
        let chunk = match done.try_recv() {
            Ok(chunk) => chunk,
            Err(TryRecvError::Empty) => {
                if error.is_none() {
                    if let Err(e) = out.flush() {
                        stop.store(true, Ordering::Relaxed);
                        error = Some(e);
                    }
                }
                match done.recv() {
                    Ok(chunk) => chunk,
                    Err(_) => break,
                }
            }
            Err(TryRecvError::Disconnected) => break,
        };
        pending.insert(chunk.seq, chunk);
        while let Some(chunk) = pending.remove(&next) {
            next += 1;
            // Every chunk took a slot before it was sent.
            let _ = slots.try_recv();
            if error.is_some() || internal_error.is_some() {
                continue;
            }
            if let Some(failure) = chunk.failure {
                stop.store(true, Ordering::Relaxed);
                internal_error = Some(failure);
                continue;
            }
            // SARIF results come each after a comma: the first goes
            // without.
            let skip = usize::from(sarif && !any_output && chunk.output.first() == Some(&b','));
            any_output |= !chunk.output.is_empty();
            let output = &chunk.output[skip..];
            if first_invalid_end.is_none() {
                first_invalid_end = chunk
                    .first_invalid_end
                    .map(|end| handed + (end - skip) as u64);
            }
            handed += output.len() as u64;
            match out.write_all(output) {
                Ok(()) => {
                    summary.merge(chunk.summary);
                    progress.inc(chunk.bytes);
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    error = Some(e);
                }
            }
        }
    }
    if sarif && error.is_none() && internal_error.is_none() {
        error = sarif::Log::finish(&mut out).err();
    }
    if error.is_none() {
        if let Err(e) = out.flush() {
            error = Some(e);
        }
    }
    // Every chunk read was sent to the writer, so none can be left here but
    // after a bug.
    if !pending.is_empty() && internal_error.is_none() {
        internal_error = Some("internal error: some lines were not checked".into());
    }
    // After an error, part of the output may never have gone out.
    let sent = out.get_ref().written;
    Written {
        summary,
        write_error: error,
        invalid_written: first_invalid_end.is_some_and(|end| end <= sent),
        internal_error,
    }
}
