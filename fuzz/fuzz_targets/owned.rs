//! The owned type agrees with `UriReference::parse` through each way of
//! making one: `FromStr`, `TryFrom<String>`, `new` and serde (a JSON
//! string); it serializes back as the same string, and its borrowed view
//! has the same components as the parse.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri2396::{OwnedUriReference, UriReference};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = UriReference::parse(input);
    let from_str = input.parse::<OwnedUriReference>();
    let try_from = OwnedUriReference::try_from(input.to_owned());
    let new = OwnedUriReference::new(input);
    let json = serde_json::to_string(input).expect("a string serializes");
    let deserialized = serde_json::from_str::<OwnedUriReference>(&json);
    match parsed {
        Ok(uri) => {
            let owned = from_str.unwrap_or_else(|e| panic!("{input:?}: {e}"));
            assert_eq!(owned.as_str(), input);
            assert_eq!(owned.to_string(), input);
            let borrowed = owned.borrow();
            assert_eq!(borrowed, uri, "{input:?}");
            assert_eq!(
                (borrowed.uri(), borrowed.fragment()),
                (uri.uri(), uri.fragment()),
                "{input:?}"
            );
            assert_eq!(uri.to_owned(), owned, "{input:?}");
            assert_eq!(try_from.as_ref(), Ok(&owned), "{input:?}");
            assert_eq!(new.as_ref(), Ok(&owned), "{input:?}");
            assert_eq!(OwnedUriReference::from(uri), owned, "{input:?}");
            let deserialized = deserialized.unwrap_or_else(|e| panic!("{input:?}: {e}"));
            assert_eq!(deserialized, owned, "{input:?}");
            assert_eq!(serde_json::to_string(&owned).ok(), Some(json), "{input:?}");
        }
        Err(e) => {
            // The owned type keeps the text with its error: the error
            // comes settled over it.
            let e = e.settle(input);
            assert_eq!(from_str.as_ref(), Err(&e), "{input:?}");
            assert_eq!(try_from.as_ref(), Err(&e), "{input:?}");
            assert_eq!(new.as_ref(), Err(&e), "{input:?}");
            // serde carries the error's one-line `Display`.
            let error = deserialized.expect_err(input).to_string();
            assert!(error.contains(&e.to_string()), "{input:?}: {error}");
        }
    }
});
