//! Errors and their fixes: in each named grammar, an error's edit
//! (`Error::fixed`) is offered only with a fix (`Error::fix`), gives a
//! reference of the grammar, and does what the fix's words say: an
//! escape of the fault's character alone when they name no other edit,
//! more than that when they say "every other ... likewise". The words of
//! an error not yet settled are the start of the settled one's. The
//! messages render in both languages, with and without the input.
#![no_main]

use std::fmt::Write;

use libfuzzer_sys::fuzz_target;
use uri2396::{Dialect, Lang, UriReference};

/// `c` as its escapes, `%XX` a byte, capital hex.
fn escaped(c: char) -> String {
    let mut utf8 = [0; 4];
    c.encode_utf8(&mut utf8)
        .bytes()
        .fold(String::new(), |mut s, b| {
            let _ = write!(s, "%{b:02X}");
            s
        })
}

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for dialect in [
        Dialect::STRICT,
        Dialect::RFC2732,
        Dialect::JAVA,
        Dialect::RFC3986,
        Dialect::RFC3987,
    ] {
        let Err(error) = UriReference::parse_in(input, dialect) else {
            continue;
        };
        // The fix of the fault alone, then what the edit does over the
        // rest of the input: the same words, and perhaps more after them.
        let alone = error.fix();
        let error = error.settle(input);
        let whole = error.fix();
        assert!(
            alone.is_some() == whole.is_some()
                && whole
                    .as_deref()
                    .unwrap_or("")
                    .starts_with(alone.as_deref().unwrap_or("")),
            "{input:?}: {alone:?} then {whole:?}"
        );
        let offset = error.offset();
        assert!(input.is_char_boundary(offset), "{input:?}: {error:?}");
        let fix = error.fix();
        let fixed = error.fixed(input);
        assert_eq!(
            fix.is_some(),
            error.fix_in(Lang::Ja).is_some(),
            "{input:?}: {error:?}"
        );
        let _ = (error.to_string(), error.message_in(Lang::Ja));
        let _ = error.display_with(input).to_string();
        let Some(fix) = fix else {
            assert_eq!(fixed, None, "{input:?}: an edit without a fix");
            continue;
        };
        let Some(new) = fixed else {
            continue;
        };
        assert!(
            UriReference::parse_in(&new, dialect).is_ok(),
            "{input:?}: the fix ({fix}) gives {new:?}, which {dialect} refuses"
        );
        // An escape of the fault's character: alone when the words name
        // nothing more, and not alone when they say "likewise".
        let Some(c) = error.found() else {
            continue;
        };
        let escapes = escaped(c);
        let alone = format!(
            "{}{escapes}{}",
            &input[..offset],
            &input[offset + c.len_utf8()..]
        );
        let words = [
            format!("escape it as {escapes}"),
            format!("encode it as UTF-8 and escape each byte: {escapes}"),
        ];
        if words.contains(&fix) {
            assert_eq!(new, alone, "{input:?}: the fix ({fix}) did more");
        } else if words
            .iter()
            .any(|w| fix.starts_with(&format!("{w}, and every other")))
        {
            assert_ne!(new, alone, "{input:?}: the fix ({fix}) did no more");
        }
    }
});
