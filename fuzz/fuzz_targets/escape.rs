//! Escaping and decoding (2.4), component by component: any octets, escaped
//! for a component, match the component's rule and decode back to
//! themselves; the input read as a component decodes consistently in each
//! of the three ways the crate offers; its runs of escapes beyond US-ASCII
//! are those of `escape_runs`, each read in every encoding.
#![no_main]

use std::borrow::Cow;

use libfuzzer_sys::fuzz_target;
use uri2396::escape::{
    Component, DecodeError, decode_bytes, decode_utf8, decode_utf8_lossy, escape, escape_bytes,
    escape_readings, escape_runs,
};
use uri2396::grammar::Rule;

const COMPONENTS: [Component; 7] = Component::ALL;

fuzz_target!(|data: &[u8]| {
    let text = std::str::from_utf8(data).ok();
    for component in COMPONENTS {
        let escaped = escape_bytes(data, component);
        let rule = Rule::find(component.rule()).expect("a component names a rule");
        // These rules ask for at least one character.
        let needs_one = matches!(
            component,
            Component::RegName | Component::FirstSegment | Component::OpaquePart
        );
        assert!(
            rule.matches(&escaped) || (needs_one && data.is_empty()),
            "{component:?}: {data:?} gives {escaped:?}"
        );
        assert_eq!(decode_bytes(&escaped), data, "{component:?}: {escaped:?}");
        if let Some(text) = text {
            assert_eq!(escape(text, component), escaped, "{component:?}");
            assert_eq!(decode_utf8(&escaped).as_deref(), Ok(text), "{component:?}");
        }
    }

    // The input as an escaped component.
    let Some(text) = text else {
        return;
    };
    // Each run whose encoding matters, in order, read in each encoding.
    let mut runs = escape_runs(text).filter(|r| r.octets.iter().any(|&o| o >= 0x80 || o == 0x1B));
    for read in escape_readings(text) {
        let run = runs.next().expect("a reading of a run");
        assert_eq!((read.start, read.end), (run.start, run.end), "{text:?}");
        assert_eq!(read.escapes, &text[run.start..run.end], "{text:?}");
        assert_eq!(read.decodings[0].text.as_deref(), run.utf8(), "{text:?}");
        assert!(
            read.decodings[4].text.is_some(),
            "windows-1252 reads any octets: {text:?}"
        );
        if let Some(likely) = read.likely {
            let d = read.decodings.iter().find(|d| d.encoding == likely);
            assert!(d.is_some_and(|d| d.text.is_some()), "{text:?}");
        }
    }
    assert!(runs.next().is_none(), "{text:?}");

    let octets = decode_bytes(text);
    let lossy = decode_utf8_lossy(text);
    assert_eq!(lossy, String::from_utf8_lossy(&octets), "{text:?}");
    match decode_utf8(text) {
        Ok(decoded) => {
            assert_eq!(decoded.as_bytes(), &octets[..], "{text:?}");
            // Nothing to decode, nothing copied.
            if !text.contains('%') {
                assert!(matches!(decoded, Cow::Borrowed(_)), "{text:?}");
            }
        }
        Err(DecodeError::MalformedEscape { offset }) => {
            let bytes = text.as_bytes();
            assert_eq!(bytes.get(offset), Some(&b'%'), "{text:?}");
            let hex = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_hexdigit);
            assert!(!(hex(offset + 1) && hex(offset + 2)), "{text:?}");
        }
        Err(DecodeError::InvalidUtf8 { offset }) => {
            assert!(std::str::from_utf8(&octets).is_err(), "{text:?}");
            // Everything before the offset decodes: the first invalid
            // sequence starts there.
            let before = text
                .get(..offset)
                .unwrap_or_else(|| panic!("{text:?} {offset}"));
            assert!(decode_utf8(before).is_ok(), "{text:?} {offset}");
            assert!(offset < text.len(), "{text:?}");
        }
        Err(e) => panic!("{text:?}: {e}"),
    }
});
