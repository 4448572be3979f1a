//! The defenders' verdict: the guard passes exactly what `agree` says
//! every reading accepts and agrees on, with the first reading's place; a
//! disagreement always has a class and words in both languages, and
//! agreeing readings none.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::Lang;
use uri2396::compare::Reading;
use uri2396::guard::{Guard, agree, agree_bytes};

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
