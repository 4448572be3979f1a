//! The defenders' verdict: references a second through `Guard::check` for
//! two pairs of readings, beside `compare` of the same readings (what a
//! caller would run without the guard) and the WHATWG reading's own parse
//! (`url::Url::parse`, the floor of any pair that holds it); and how many
//! lines of the corpus each pair refuses, by class.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use uri2396::compare::{Reading, compare};
use uri2396::guard::{Guard, agree};

use super::rounds;

/// Timed passes per implementation.
const ROUNDS: usize = 11;

/// The pairs of readings timed.
const PAIRS: [&str; 2] = ["whatwg,java", "whatwg,rfc3986"];

fn readings(names: &str) -> Vec<Reading> {
    names
        .split(',')
        .map(|n| n.parse().expect("a reading"))
        .collect()
}

/// Prints the tables; with `timed` false, one untimed pass of each.
pub fn tables(lines: &[&str], timed: bool) {
    for names in PAIRS {
        let pair = readings(names);
        let guard = Guard::new(pair.iter().copied());
        // Refusals by class, and lines every reading refuses.
        let mut classes: BTreeMap<&str, usize> = BTreeMap::new();
        let mut passed = 0;
        for line in lines {
            match guard.check(line) {
                Ok(_) => passed += 1,
                Err(a) => {
                    *classes
                        .entry(a.class.map_or("every reading refuses", |c| c.name()))
                        .or_default() += 1;
                }
            }
            if !timed {
                black_box(agree(line, &pair));
            }
        }
        if !timed {
            continue;
        }
        println!(
            "\n--agree {names} over {} lines: {passed} pass\n",
            lines.len()
        );
        println!("| refused as | lines |\n|---|---:|");
        let mut rows: Vec<_> = classes.into_iter().collect();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        for (class, n) in rows {
            println!("| {class} | {n} |");
        }
        type Run<'a> = Box<dyn Fn(&str) + 'a>;
        let runs: Vec<(&str, Run)> = vec![
            (
                "Guard::check",
                Box::new(|line: &str| {
                    black_box(guard.check(black_box(line)).is_ok());
                }),
            ),
            (
                "compare (the same readings)",
                Box::new(|line: &str| {
                    black_box(compare(black_box(line), None, &pair).differ.len());
                }),
            ),
            (
                "url::Url::parse alone",
                Box::new(|line: &str| {
                    black_box(url::Url::parse(black_box(line)).is_ok());
                }),
            ),
        ];
        let times = rounds(&runs, ROUNDS, |(_, run)| {
            for line in lines {
                run(line);
            }
        });
        println!(
            "\n| {names} | ns/line (median) | lines a second (median) | ratio to Guard::check |"
        );
        println!("|---|---:|---:|---:|");
        let per_line = |d: Duration| d.as_nanos() as f64 / lines.len() as f64;
        let guard_time = per_line(times[0].0);
        for ((name, _), (median, _)) in runs.iter().zip(&times) {
            let ns = per_line(*median);
            println!(
                "| {name} | {ns:.1} | {:.0} | {:.2} |",
                1e9 / ns,
                ns / guard_time
            );
        }
    }
}
