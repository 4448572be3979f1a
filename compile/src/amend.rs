//! How a grammar file amends another: the rules of the amendment take the
//! place of those of the same name (RFC 2732 section 3 replaces rules of
//! RFC 2396 Appendix A), and `java.pest`'s sections are switches applied in
//! turn. `generate` writes the composed grammars of the named dialects with
//! it into uri2396's `src/generated/`, the library the grammar of any other
//! choice of switches, and its tests apply every choice.

use std::collections::BTreeSet;

use pest_meta::parser::{self, Rule as MetaRule};

use crate::{Error, fail};

/// Where each rule definition of a grammar file lies: its name, the start
/// of its `///` line and the end of its definition.
///
/// # Errors
///
/// When pest cannot read `source` as a grammar file.
pub fn rule_spans(source: &str) -> Result<Vec<(String, usize, usize)>, Error> {
    let pairs = parser::parse(MetaRule::grammar_rules, source)
        .map_err(|e| Error::new(format!("a grammar file: {e}")))?;
    let mut spans = Vec::new();
    let mut doc_start = None;
    for pair in pairs {
        if pair.as_rule() != MetaRule::grammar_rule {
            continue;
        }
        let span = pair.as_span();
        let Some(inner) = pair.into_inner().next() else {
            continue;
        };
        match inner.as_rule() {
            MetaRule::line_doc => doc_start = Some(span.start()),
            MetaRule::identifier => {
                let start = doc_start.take().unwrap_or(span.start());
                spans.push((inner.as_str().to_string(), start, span.end()));
            }
            _ => {}
        }
    }
    Ok(spans)
}

/// The switches of `java.pest`, in order: each `// switch: <name>` line
/// starts one, which holds the rules up to the next.
pub fn switches(source: &str) -> Vec<(&str, &str)> {
    let mut marks: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for line in source.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("// switch: ") {
            marks.push((at, name.trim()));
        }
        at += line.len();
    }
    marks
        .iter()
        .enumerate()
        .map(|(i, &(start, name))| {
            let end = marks.get(i + 1).map_or(source.len(), |&(end, _)| end);
            (name, &source[start..end])
        })
        .collect()
}

/// `text` with the title [`amend`] writes, up to the first blank line,
/// replaced by `header`.
pub fn retitle(text: &str, header: &str) -> String {
    let rest = text.split_once("\n\n").map_or("", |(_, rest)| rest);
    format!(
        "// {header}, written by `cargo run -p uri2396-compile --features parsers --example regenerate`. Edit those files, not this.\n\n{rest}"
    )
}

/// Where the expression of a rule's text lies: between the `{` after its
/// `=` and the last `}`.
///
/// # Errors
///
/// When `rule` has no line with a `=` after its comments, or no braces.
pub fn expression(rule: &str) -> Result<(usize, usize), Error> {
    let definition = rule
        .lines()
        .map(|l| l.len() + 1)
        .scan(0, |at, len| {
            let start = *at;
            *at += len;
            Some(start)
        })
        .find(|&start| {
            let line = &rule[start..];
            !line.starts_with("//") && line.split('\n').next().is_some_and(|l| l.contains('='))
        })
        .ok_or_else(|| Error::new(format!("no definition in the rule {rule:?}")))?;
    let (Some(open), Some(close)) = (rule[definition..].find('{'), rule.rfind('}')) else {
        fail!("no {{ and }} around the expression of the rule {rule:?}");
    };
    let open = definition + open;
    if close <= open {
        fail!("no expression between {{ and }} in the rule {rule:?}");
    }
    Ok((open + 1, close))
}

/// `rule`'s text with each mention of its own `name` in its expression
/// replaced by the expression of `previous_rule`, the rule it replaces (and
/// so in the BNF of its `///` line): a rule of an amendment that names
/// itself extends that rule.
///
/// # Errors
///
/// When either text has no expression ([`expression`]).
pub fn extend(name: &str, rule: &str, previous_rule: &str) -> Result<String, Error> {
    let (from, to) = expression(previous_rule)?;
    let previous = &previous_rule[from..to];
    let (start, end) = expression(rule)?;
    let mut out = rule[..start].to_string();
    let body = &rule[start..end];
    let mut quote = None;
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word == name {
            out.push_str(&format!("({})", previous.trim()));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in body.chars() {
        match quote {
            Some(q) => {
                out.push(c);
                if c == q {
                    quote = None;
                }
            }
            None if c.is_ascii_alphanumeric() || c == '_' => word.push(c),
            None => {
                flush(&mut word, &mut out);
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                out.push(c);
            }
        }
    }
    flush(&mut word, &mut out);
    out.push_str(&rule[end..]);
    Ok(match (bnf_of(&out), bnf_of(previous_rule)) {
        (Some((rfc_name, rhs)), Some((_, previous_rhs))) => {
            let mut extended = String::new();
            for (i, token) in rhs.split(' ').enumerate() {
                if i > 0 {
                    extended.push(' ');
                }
                if token == rfc_name {
                    extended.push_str(&format!("( {previous_rhs} )"));
                } else {
                    extended.push_str(token);
                }
            }
            out.replacen(rhs, &extended, 1)
        }
        _ => out,
    })
}

/// The RFC name and the right-hand side of the BNF on a rule's `///` line
/// (`/// <name> = <rhs>   (<source>)`), or `None` when the rule's text does
/// not start with such a line.
pub fn bnf_of(rule: &str) -> Option<(&str, &str)> {
    let line = rule.lines().next()?.strip_prefix("/// ")?;
    let (name, rhs) = line.split_once(" = ")?;
    let rhs = rhs.rsplit_once("   (").map_or(rhs, |(rhs, _)| rhs);
    Some((name, rhs.trim()))
}

/// `strict` with the rules of `amendment` in place of those of the same
/// name; a rule that `strict` lacks goes after the one before it in
/// `amendment`, and a rule that names itself names the rule it replaces
/// ([`extend`]). A rule's text runs from its `///` line to the end of its
/// definition, with the comments between them. `header`, when not empty,
/// becomes the title of the result; `file` names the amendment in errors.
///
/// # Errors
///
/// When pest cannot read either text, a rule has no expression, or a rule
/// of `amendment` follows no rule of `strict`.
pub fn amend(strict: &str, amendment: &str, header: &str, file: &str) -> Result<String, Error> {
    let mut blocks: Vec<(String, String)> = Vec::new();
    for (name, start, end) in rule_spans(amendment).map_err(|e| within(file, e))? {
        blocks.push((name, amendment[start..end].to_string()));
    }
    let strict_spans = rule_spans(strict)?;
    let known: BTreeSet<&str> = strict_spans.iter().map(|(n, ..)| n.as_str()).collect();
    let mut out = String::new();
    if !header.is_empty() {
        out = format!(
            "// {header}, written by `cargo run -p uri2396-compile --features parsers --example regenerate`. Edit those files, not this.\n\n"
        );
    }
    let mut at = 0;
    for (name, start, end) in &strict_spans {
        out.push_str(&strict[at..*start]);
        at = *end;
        let Some(i) = blocks.iter().position(|(n, _)| n == name) else {
            out.push_str(&strict[*start..*end]);
            continue;
        };
        out.push_str(
            &extend(name, &blocks[i].1, &strict[*start..*end]).map_err(|e| within(file, e))?,
        );
        for (_, text) in blocks[i + 1..]
            .iter()
            .take_while(|(n, _)| !known.contains(n.as_str()))
        {
            out.push_str("\n\n");
            out.push_str(text);
        }
    }
    out.push_str(&strict[at..]);
    for (name, _) in &blocks {
        if !out.contains(&format!("\n{name} =")) {
            fail!("{file}: rule {name} follows no rule of the grammar it amends");
        }
    }
    Ok(out)
}

/// `error`, said of `file`.
fn within(file: &str, error: Error) -> Error {
    Error::new(format!("{file}: {error}"))
}

/// The names on `own`'s `// keeps:` line: the rules of the grammar it
/// builds on that it takes as they are (RFC 3987 2.2: "The following rules
/// are the same as those in \[RFC3986\]").
pub fn kept(own: &str) -> Vec<&str> {
    own.lines()
        .find_map(|line| line.strip_prefix("// keeps:"))
        .map(|names| names.split_whitespace().collect())
        .unwrap_or_default()
}

/// `own` followed by the rules of `base` that its `// keeps:` line names
/// ([`kept`]), in `base`'s order, each with its comments and with the
/// section of its `///` line said to be `base_rfc`'s (`(3.2.2)` becomes
/// `(RFC 3986 3.2.2)`; a section that names its RFC stays). `header`
/// becomes the title of the result; `file` names `own` in errors.
///
/// # Errors
///
/// When pest cannot read either text, a kept rule is no rule of `base`, or
/// `own` defines a rule it also keeps.
pub fn adopt(
    own: &str,
    base: &str,
    base_rfc: u16,
    header: &str,
    file: &str,
) -> Result<String, Error> {
    let names = kept(own);
    if names.is_empty() {
        fail!("{file}: no `// keeps:` line");
    }
    let defined = rule_spans(own).map_err(|e| within(file, e))?;
    let spans = rule_spans(base)?;
    for name in &names {
        if defined.iter().any(|(n, ..)| n == name) {
            fail!("{file}: defines the rule {name} it keeps");
        }
        if !spans.iter().any(|(n, ..)| n == name) {
            fail!("{file}: keeps {name}, which is no rule of the grammar it builds on");
        }
    }
    let mut out = format!(
        "// {header}, written by `cargo run -p uri2396-compile --features parsers --example regenerate`. Edit those files, not this.\n\n"
    );
    out.push_str(own.trim_end());
    out.push_str(
        "\n\n// ---------------------------------------------------------------------------\n",
    );
    out.push_str(&format!("// The rules kept from RFC {base_rfc}\n"));
    out.push_str(
        "// ---------------------------------------------------------------------------\n",
    );
    for (name, start, end) in &spans {
        if !names.contains(&name.as_str()) {
            continue;
        }
        out.push('\n');
        for (i, line) in base[*start..*end].split_inclusive('\n').enumerate() {
            match (i, line.rsplit_once("   (")) {
                (0, Some((bnf, section))) if !section.starts_with("RFC ") => {
                    out.push_str(&format!("{bnf}   (RFC {base_rfc} {section}"));
                }
                _ => out.push_str(line),
            }
        }
        out.push('\n');
    }
    Ok(out)
}
