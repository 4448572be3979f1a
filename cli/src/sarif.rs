//! SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), the
//! form code-scanning services read: one log of one run, the tool's rules
//! described once in `tool.driver.rules`, then one result per finding with
//! its rule, message and place in its file. Written as a stream: the log's
//! head, the results as they come, then its tail, so that a file of any
//! size takes memory for one result at a time.

use std::io::{self, Write};

use serde_json::{Value, json};
use uri2396::guard::{Confusion, PolicyRule};
use uri2396::security::Code;

/// The rule of a line or reference that the grammar does not derive.
pub const SYNTAX: &str = "syntax";

/// What a run reports, and so which rules it describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `check`: the grammar's verdict on each line.
    Check,
    /// `check --agree`: the classes of confusion.
    Agree,
    /// `extract` and `lint`: the grammar's verdict and the lints (section
    /// 7) of each reference.
    Extract,
}

/// A rule of the log: its id and what it finds, in English.
fn rules(kind: Kind) -> Vec<(&'static str, String)> {
    let syntax = (
        SYNTAX,
        "The reference is not derived by the grammar's rule (RFC 2396 Appendix A, or the dialect's grammar)".to_owned(),
    );
    match kind {
        Kind::Check => vec![syntax],
        Kind::Agree => Confusion::ALL
            .into_iter()
            .map(|c| (c.name(), c.message_in(uri2396::Lang::En).to_owned()))
            .chain(policy_rules())
            .collect(),
        Kind::Extract => std::iter::once(syntax)
            .chain(
                Code::ALL
                    .into_iter()
                    .map(|c| (c.as_str(), c.summary().to_owned())),
            )
            .chain(policy_rules())
            .collect(),
    }
}

/// The rules of `--policy`.
fn policy_rules() -> impl Iterator<Item = (&'static str, String)> {
    PolicyRule::ALL.into_iter().map(|r| {
        (
            r.name(),
            format!("The policy (--policy) refuses a reference by its rule {r}"),
        )
    })
}

/// The level of a rule's results: an error for the grammar's verdict and
/// a confusion, a warning for a lint.
fn level(kind: Kind, rule: &str) -> &'static str {
    match kind {
        Kind::Extract if rule != SYNTAX && rule.parse::<PolicyRule>().is_err() => "warning",
        _ => "error",
    }
}

/// Where a finding's input came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Artifact<'a> {
    /// A file, as named on the command line.
    File(&'a str),
    /// Standard input.
    Stdin,
    /// The command line's arguments, the line being the argument's place.
    Arguments,
}

impl<'a> Artifact<'a> {
    /// The artifact of a file name as the commands give it: `<stdin>` is
    /// standard input.
    #[must_use]
    pub fn of(name: &'a str) -> Artifact<'a> {
        if name == "<stdin>" {
            Artifact::Stdin
        } else {
            Artifact::File(name)
        }
    }
}

/// One finding: its rule, its message, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding<'a> {
    /// The rule's id.
    pub rule: &'a str,
    /// What was found, in the tool's language.
    pub message: String,
    /// Where the input came from.
    pub artifact: Artifact<'a>,
    /// The line, from 1.
    pub line: u64,
    /// The column of the start, in characters, from 1.
    pub column: u64,
    /// The byte offset of the start in the file and the length, where they
    /// are known (not in a file decoded from another encoding than UTF-8).
    pub bytes: Option<(u64, u64)>,
}

/// A log being written.
#[derive(Debug)]
pub struct Log {
    kind: Kind,
    /// Whether a result was written.
    any: bool,
}

impl Log {
    /// Writes the log's head, up to the start of the results.
    ///
    /// # Errors
    ///
    /// The writer's.
    pub fn start(kind: Kind, out: &mut impl Write) -> io::Result<Log> {
        let rules: Vec<Value> = rules(kind)
            .into_iter()
            .map(|(id, text)| {
                json!({
                    "id": id,
                    "shortDescription": { "text": text },
                    "defaultConfiguration": { "level": level(kind, id) },
                })
            })
            .collect();
        let driver = json!({
            "name": "uri2396",
            "version": env!("CARGO_PKG_VERSION"),
            "informationUri": "https://www.rfc-editor.org/rfc/rfc2396",
            "rules": rules,
        });
        write!(
            out,
            "{{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\
             \"runs\":[{{\"tool\":{{\"driver\":{driver}}},\"columnKind\":\"unicodeCodePoints\",\"results\":["
        )?;
        Ok(Log { kind, any: false })
    }

    /// One result, as text that follows the head or another result: a
    /// comma first unless `first`.
    #[must_use]
    pub fn result(kind: Kind, finding: &Finding<'_>, first: bool) -> String {
        let mut region = json!({
            "startLine": finding.line,
            "startColumn": finding.column,
        });
        if let Some((offset, length)) = finding.bytes {
            region["byteOffset"] = json!(offset);
            region["byteLength"] = json!(length);
        }
        let artifact = match finding.artifact {
            Artifact::File(file) => json!({ "uri": file_uri(file) }),
            Artifact::Stdin => json!({ "description": { "text": "standard input" } }),
            Artifact::Arguments => {
                json!({ "description": { "text": "the command line's arguments, one reference each" } })
            }
        };
        let result = json!({
            "ruleId": finding.rule,
            "level": level(kind, finding.rule),
            "message": { "text": finding.message },
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": region,
                }
            }],
        });
        if first {
            format!("\n{result}")
        } else {
            format!(",\n{result}")
        }
    }

    /// Writes one result.
    ///
    /// # Errors
    ///
    /// The writer's.
    pub fn write(&mut self, finding: &Finding<'_>, out: &mut impl Write) -> io::Result<()> {
        let text = Log::result(self.kind, finding, !self.any);
        self.any = true;
        out.write_all(text.as_bytes())
    }

    /// Writes the log's tail.
    ///
    /// # Errors
    ///
    /// The writer's.
    pub fn finish(out: &mut impl Write) -> io::Result<()> {
        out.write_all(b"\n]}]}\n")
    }
}

/// A file's name as a relative reference (or an absolute path, for a name
/// that starts with `/`): each byte but the unreserved characters and `/`
/// escaped (2.4.1), so that no `:` is read as a scheme's.
#[must_use]
pub fn file_uri(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for &b in name.as_bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*'()/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_become_references() {
        assert_eq!(file_uri("docs/a b.md"), "docs/a%20b.md");
        assert_eq!(file_uri("c:x"), "c%3Ax");
        assert_eq!(file_uri("日.txt"), "%E6%97%A5.txt");
        assert!(uri2396::UriReference::parse(&file_uri("a:b/%/ c")).is_ok());
    }
}
