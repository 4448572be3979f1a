//! The words of the library's messages, in English and in Japanese: a
//! leaf that knows no grammar. Every message is an entry of the catalogue
//! (`messages/catalogue.rs`), where a translator reads and corrects both
//! texts side by side; the code that makes a message names the entry and
//! fills its `{placeholders}`. The Japanese uses the terms of the Japanese
//! translation of RFC 2396 (docs/glossary-ja.md).

use std::fmt;

/// The language a message is made in. English unless asked.
///
/// ```
/// use uri2396::{Lang, UriReference};
///
/// let err = UriReference::parse("http://a/b c").unwrap_err();
/// assert_eq!(
///     err.message_in(Lang::Ja),
///     "' ' は除外された文字（空白 space）で、URI には使えません (2.4.3)"
/// );
/// assert_eq!(err.fix_in(Lang::Ja).as_deref(), Some("%20 とエスケープしてください"));
/// assert_eq!(err.message_in(Lang::En), err.message());
/// assert_eq!("ja_JP.UTF-8".parse(), Ok(Lang::Ja));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Japanese, in the terms of the Japanese translation of RFC 2396.
    Ja,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language's code: `en` or `ja`.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language of a locale name as the environment gives it
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`: `ja_JP.UTF-8`, `ja`, `en_US`,
    /// `C`): Japanese for a name that starts with `ja`, English for any
    /// other that names a language or is `C` or `POSIX`; `None` for an empty
    /// name, which says nothing.
    #[must_use]
    pub fn from_locale(name: &str) -> Option<Lang> {
        let language = name.split(['_', '.', '@', '-']).next().unwrap_or("");
        if language.is_empty() {
            None
        } else if language.eq_ignore_ascii_case("ja") {
            Some(Lang::Ja)
        } else {
            Some(Lang::En)
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that names no language of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no messages in {:?}: the languages are en and ja",
            self.0
        )
    }
}

impl std::error::Error for UnknownLang {}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    /// `en` or `ja`, or a locale name of either (`ja_JP.UTF-8`).
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let language = s.split(['_', '.', '@', '-']).next().unwrap_or("");
        match language.to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "ja" => Ok(Lang::Ja),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

/// A catalogue of messages: `Id { en: "...", ja: "..." }` per message,
/// made into the type `Msg` with `Msg::text(lang)`, `Msg::fill(lang,
/// args)`, `Msg::ALL` and `Msg::check_all()`, and a test that checks
/// every entry with it. The library's catalogue is
/// `src/messages/catalogue.rs`; the command-line tool writes its own words
/// the same way, with `@vis pub,` first to make `Msg` public to its
/// program. Not part of the API.
#[doc(hidden)]
#[macro_export]
macro_rules! catalogue {
    (@vis $vis:vis, $($(#[$doc:meta])* $id:ident { en: $en:literal, ja: $ja:literal, })*) => {
        /// A message of the catalogue.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum Msg {
            $($(#[$doc])* $id,)*
        }

        #[allow(dead_code)]
        impl Msg {
            /// Every message, in the catalogue's order.
            $vis const ALL: &[Msg] = &[$(Msg::$id,)*];

            /// The message's text in `lang`, its placeholders unfilled.
            #[must_use]
            $vis fn text(self, lang: $crate::Lang) -> &'static str {
                // Each language's texts as one string and where each ends:
                // a look-up, where a `match` of every message and language
                // is a jump table and kilobytes of code.
                const EN: &str = concat!($($en),*);
                const JA: &str = concat!($($ja),*);
                const EN_ENDS: [u32; Msg::ALL.len()] = $crate::messages::ends([$($en.len()),*]);
                const JA_ENDS: [u32; Msg::ALL.len()] = $crate::messages::ends([$($ja.len()),*]);
                // English for a language a catalogue of an older crate
                // does not know (`Lang` grows).
                let (texts, ends) = match lang {
                    $crate::Lang::Ja => (JA, &JA_ENDS),
                    _ => (EN, &EN_ENDS),
                };
                let at = self as usize;
                let start = at.checked_sub(1).and_then(|i| ends.get(i)).copied().unwrap_or(0);
                let end = ends.get(at).copied().unwrap_or(0);
                texts.get(start as usize..end as usize).unwrap_or_default()
            }

            /// The text in `lang` with each `{name}` of `args` replaced by
            /// its value.
            #[must_use]
            $vis fn fill(self, lang: $crate::Lang, args: &[(&str, &str)]) -> String {
                $crate::messages::fill(self.text(lang), args)
            }

            /// Checks every message of the catalogue with
            /// `messages::check_entry`: a text in every language, the same
            /// placeholders in each. What the catalogue's tests call.
            ///
            /// # Errors
            ///
            /// Why the first entry that is not fit to ship is not.
            #[doc(hidden)]
            $vis fn check_all() -> Result<(), String> {
                for &msg in Msg::ALL {
                    let texts = $crate::Lang::ALL.map(|lang| (lang, msg.text(lang)));
                    $crate::messages::check_entry(&format!("{msg:?}"), &texts)?;
                }
                Ok(())
            }
        }

        /// Every entry of the catalogue is fit to ship (`check_all`),
        /// tested in the crate that writes the catalogue.
        #[cfg(test)]
        #[test]
        fn every_message_has_every_language_with_the_same_placeholders() {
            if let Err(why) = Msg::check_all() {
                panic!("{why}");
            }
        }
    };
    ($($(#[$doc:meta])* $id:ident { en: $en:literal, ja: $ja:literal, })*) => {
        $crate::catalogue! { @vis pub(crate), $($(#[$doc])* $id { en: $en, ja: $ja, })* }
    };
}

include!("messages/catalogue.rs");

/// Where each of the texts of `lengths` ends once they are written one
/// after the other: a catalogue's table of one language (a catalogue is
/// far smaller than 4 GB). Not part of the API.
#[doc(hidden)]
#[must_use]
pub const fn ends<const N: usize>(lengths: [usize; N]) -> [u32; N] {
    let mut ends = [0; N];
    let mut end = 0;
    let mut i = 0;
    while i < N {
        end += lengths[i];
        ends[i] = end as u32;
        i += 1;
    }
    ends
}

/// `text` with each `{name}` of `args` replaced by its value; other braces
/// are kept as they stand. Linear in the text and the values. Not part of
/// the API: what a catalogue's `fill` does.
#[doc(hidden)]
#[must_use]
pub fn fill(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v, close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Why a catalogue entry is not fit to ship: a language without a text, a
/// text that fills other placeholders than the English one, or a
/// Japanese text that is the English one. Not part of the API: what the
/// catalogues' tests check of every entry.
#[doc(hidden)]
pub fn check_entry(name: &str, texts: &[(Lang, &str)]) -> Result<(), String> {
    let english = texts
        .iter()
        .find(|(lang, _)| *lang == Lang::En)
        .map(|&(_, text)| text)
        .ok_or_else(|| format!("{name} has no English text"))?;
    for lang in Lang::ALL {
        let Some(&(_, text)) = texts.iter().find(|(l, _)| *l == lang) else {
            return Err(format!("{name} has no {lang} text"));
        };
        if text.trim().is_empty() {
            return Err(format!("{name} has no {lang} text"));
        }
        if placeholders(text) != placeholders(english) {
            return Err(format!(
                "{name}: the {lang} text fills other placeholders than the English"
            ));
        }
        // A Japanese text that is the English one is a missing
        // translation, but for words that stay as the RFC writes them.
        if lang == Lang::Ja && text == english && english.bytes().any(|b| b.is_ascii_lowercase()) {
            return Err(format!(
                "{name} has no Japanese text: it repeats the English"
            ));
        }
    }
    Ok(())
}

/// The `{names}` a text fills, sorted.
fn placeholders(text: &str) -> Vec<&str> {
    let mut names: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| {
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        })
        .collect();
    names.sort_unstable();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_fails_on_a_missing_or_mismatched_text() {
        assert!(check_entry("A", &[(Lang::En, "a {x}"), (Lang::Ja, "ア {x}")]).is_ok());
        assert!(check_entry("A", &[(Lang::En, "a {x}")]).is_err());
        assert!(check_entry("A", &[(Lang::En, "a {x}"), (Lang::Ja, "ア")]).is_err());
        assert!(check_entry("A", &[(Lang::En, "a {x}"), (Lang::Ja, "a {x}")]).is_err());
        assert!(check_entry("A", &[(Lang::En, "a"), (Lang::Ja, " ")]).is_err());
    }

    #[test]
    fn fill_replaces_named_placeholders_only() {
        assert_eq!(
            Msg::Excluded.fill(Lang::En, &[("shown", "'{'"), ("class", "unwise")]),
            "'{' (unwise) is excluded from URIs (2.4.3)"
        );
        assert_eq!(
            Msg::EndsEarly.fill(Lang::En, &[]),
            "the input ends before a complete {rule}"
        );
    }

    #[test]
    fn languages_from_locales_and_codes() {
        for (name, lang) in [
            ("ja_JP.UTF-8", Some(Lang::Ja)),
            ("ja", Some(Lang::Ja)),
            ("JA_jp", Some(Lang::Ja)),
            ("en_US.UTF-8", Some(Lang::En)),
            ("C", Some(Lang::En)),
            ("POSIX", Some(Lang::En)),
            ("de_DE", Some(Lang::En)),
            ("", None),
        ] {
            assert_eq!(Lang::from_locale(name), lang, "{name:?}");
        }
        assert_eq!("ja".parse(), Ok(Lang::Ja));
        assert_eq!("en".parse(), Ok(Lang::En));
        assert!("de".parse::<Lang>().is_err());
    }
}
