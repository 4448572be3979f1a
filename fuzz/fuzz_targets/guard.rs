//! The defenders' verdict: the guard passes exactly what `agree` says
//! every reading accepts and agrees on, with the first reading's place; a
//! disagreement always has a class and words in both languages, and
//! agreeing readings none; with a policy, the guard passes what every
//! reading accepts, agrees on and breaks no rule of.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::Lang;
use uri2396::compare::Reading;
use uri2396::guard::{Guard, Policy, PolicyRule, agree, agree_bytes, agree_with};

fuzz_target!(|data: &[u8]| {
    let all = Reading::all();
    let Ok(input) = std::str::from_utf8(data) else {
        assert!(agree_bytes(data, &all).agree);
        return;
    };
    // A pair chosen by the input's length, and every reading.
    let n = all.len();
    let pair = [
        all[data.len() % n],
        all[(data.len() / n + 1 + data.len()) % n],
    ];
    for readings in [&pair[..], &all[..]] {
        let a = agree(input, readings);
        assert_eq!(a.agree, a.class.is_none(), "{input:?}: {a:?}");
        assert_eq!(a.agree, a.differ.is_empty(), "{input:?}: {a:?}");
        for lang in Lang::ALL {
            assert_eq!(a.message_in(lang).is_some(), !a.agree, "{input:?}");
        }
        // With every rule of a policy: the guard passes what agree_with
        // says every reading accepts, agrees on, and breaks no rule of.
        let policy = PolicyRule::ALL.into_iter().fold(
            Policy::new().with_schemes(["http", "https"]),
            Policy::refusing,
        );
        let strict = agree_with(input, readings, &policy);
        let passes =
            strict.agree && strict.policy.is_empty() && strict.places.iter().all(Option::is_some);
        let guarded = Guard::new(readings.iter().copied()).with_policy(policy);
        assert_eq!(guarded.check(input).is_ok(), passes, "{input:?}");
        for v in &strict.policy {
            for lang in Lang::ALL {
                assert!(!v.message_in(lang).is_empty());
            }
        }
        match Guard::new(readings.iter().copied()).check(input) {
            Ok(place) => {
                assert!(a.agree && a.places.iter().all(Option::is_some), "{input:?}");
                assert_eq!(Some(place), a.places[0], "{input:?}");
            }
            Err(refused) => {
                assert_eq!(refused, a, "{input:?}");
                assert!(
                    !a.agree || a.places.iter().all(Option::is_none),
                    "{input:?}"
                );
            }
        }
    }
});
