//! Readings side by side (`uri2396::compare`): the input, or a base, a line
//! feed and the input. Each grammar reading accepts exactly what its
//! dialect parses (and, with a base, resolves); `differ` is the union of
//! the pairwise differences; every reason and every finding of
//! `compare::lint` lies inside the input, on character boundaries, and a
//! finding needs two readings that accept the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::UriReference;
use uri2396::compare::{Field, Reading, compare_bytes, lint};
use uri2396::resolve::{ResolveOptions, resolve};

fuzz_target!(|data: &[u8]| {
    let (base, input) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => match std::str::from_utf8(&data[..i]) {
            Ok(base) => (Some(base), &data[i + 1..]),
            Err(_) => return,
        },
        None => (None, data),
    };
    let readings = Reading::all();
    let c = compare_bytes(input, base, &readings);
    assert_eq!(c.readings.len(), readings.len());
    let Ok(text) = std::str::from_utf8(input) else {
        assert!(c.readings.iter().all(|r| !r.valid) && c.differ.is_empty());
        return;
    };
    for r in &c.readings {
        if let Reading::Grammar(dialect) = r.reading {
            let expected = match base {
                None => UriReference::parse_in(text, dialect).is_ok(),
                Some(base) => {
                    UriReference::parse_in(text, dialect).is_ok()
                        && resolve(base, text, &ResolveOptions::new().with_dialect(dialect)).is_ok()
                }
            };
            assert_eq!(r.valid, expected, "{base:?} {text:?} in {}", r.reading);
        }
        assert_eq!(r.valid, r.refusal.is_none(), "{text:?} in {}", r.reading);
        for reason in &r.reasons {
            assert!(text.is_char_boundary(reason.offset().min(text.len())));
            assert!(reason.offset() <= text.len(), "{text:?}: {reason:?}");
        }
    }
    let mut union: Vec<Field> = Vec::new();
    for (i, a) in c.readings.iter().enumerate() {
        for b in &c.readings[i + 1..] {
            union.extend(a.differ_from(b));
        }
    }
    let union: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|f| union.contains(f))
        .collect();
    assert_eq!(c.differ, union, "{base:?} {text:?}");

    let findings = lint(text, &readings);
    if !findings.is_empty() {
        let accepting = compare_bytes(input, None, &readings)
            .readings
            .iter()
            .filter(|r| r.valid)
            .count();
        assert!(accepting >= 2, "{text:?}: {findings:?}");
    }
    for f in &findings {
        assert!(text.get(f.start..f.end).is_some(), "{text:?}: {f:?}");
    }
});
