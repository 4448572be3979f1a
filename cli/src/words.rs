//! The tool's own words, in English and Japanese, beside the library's
//! messages (which the library words itself): the labels of the text
//! views and the reports of what the library does not read (input that is
//! not UTF-8). The language is the tool's one setting ([`set_lang`]),
//! English unless `--lang` or the locale says otherwise; JSON keys and
//! codes stay English whatever it is.

use std::sync::atomic::{AtomicU8, Ordering};

use uri2396::Lang;

/// The language of the tool's messages: 0 English, 1 Japanese.
static LANG: AtomicU8 = AtomicU8::new(0);

/// Sets the language of every message the tool makes from here on.
pub fn set_lang(lang: Lang) {
    let code = match lang {
        Lang::Ja => 1,
        _ => 0,
    };
    LANG.store(code, Ordering::Relaxed);
}

/// The language of the tool's messages.
#[must_use]
pub fn lang() -> Lang {
    match LANG.load(Ordering::Relaxed) {
        1 => Lang::Ja,
        _ => Lang::En,
    }
}

/// The language the environment asks for: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty, as POSIX orders
/// them; English when none is.
#[must_use]
pub fn lang_of_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find_map(|value| Lang::from_locale(&value))
        .unwrap_or_default()
}

uri2396::catalogue! {
    /// A verdict.
    Invalid {
        en: "invalid",
        ja: "不正",
    }
    /// A verdict.
    Valid {
        en: "valid",
        ja: "有効",
    }
    /// A label of the error view: where the fault is.
    LabelAt {
        en: "at",
        ja: "位置",
    }
    /// A label of the error view.
    LabelExpected {
        en: "expected",
        ja: "期待",
    }
    /// A label of the error view.
    LabelFound {
        en: "found",
        ja: "実際",
    }
    /// A label of the error view.
    LabelClass {
        en: "class",
        ja: "分類",
    }
    /// A label of the error view.
    LabelFix {
        en: "fix",
        ja: "修正",
    }
    /// Where the fault is.
    Position {
        en: "byte {offset} (line {line}, column {column})",
        ja: "バイト {offset}（{line} 行 {column} 列）",
    }
    /// What was found at the end of the input.
    TheEnd {
        en: "the end of the input",
        ja: "入力の終わり",
    }
    /// The end of the input, as an expectation.
    EndOfInput {
        en: "end of input",
        ja: "入力の終わり",
    }
    /// Between the items of a list of expectations.
    Separator {
        en: ", ",
        ja: "、",
    }
    /// What was expected, in a line of `check`.
    CheckExpected {
        en: "; expected {list}",
        ja: "。期待: {list}",
    }
    /// The fix, in a line of `check`.
    CheckFix {
        en: "; fix: ",
        ja: "。修正: ",
    }
    /// The classes of 2.4.3 that are excluded.
    ClassExcluded {
        en: "excluded from URIs (2.4.3)",
        ja: "URI から除外された文字 (2.4.3)",
    }
    /// `delims`.
    ClassDelims {
        en: "excluded from URIs (2.4.3), but for \"#\" before a fragment and \"%\" in an escape",
        ja: "URI から除外された文字 (2.4.3)。ただしフラグメントの前の \"#\" とエスケープの \"%\" は除きます",
    }
    /// Beyond US-ASCII.
    ClassNonAscii {
        en: "URIs hold US-ASCII characters only (2.1)",
        ja: "URI には US-ASCII 文字しか使えません (2.1)",
    }
    /// A `uric` where it cannot stand.
    ClassUric {
        en: "a URI character (2), but not one that can stand here",
        ja: "URI 文字 (2) ですが、ここには置けません",
    }
    /// Input that is not UTF-8.
    NotUtf8 {
        en: "the input is not UTF-8: {bytes} at byte {offset} cannot be decoded; URIs hold US-ASCII only (2.1)",
        ja: "入力が UTF-8 ではありません: バイト {offset} の {bytes} は復号できません。URI には US-ASCII 文字しか使えません (2.1)",
    }
    /// The bytes found, that are not UTF-8.
    NotUtf8Found {
        en: "{bytes}, which is not UTF-8",
        ja: "{bytes}（UTF-8 ではありません）",
    }
    /// One more byte that is not UTF-8.
    NotUtf8OneMore {
        en: ", and 1 more byte that is not",
        ja: "。ほかにも UTF-8 でないバイトが 1 個あります",
    }
    /// More bytes that are not UTF-8.
    NotUtf8More {
        en: ", and {count} more bytes that are not",
        ja: "。ほかにも UTF-8 でないバイトが {count} 個あります",
    }
    /// The fix of input that is not UTF-8.
    NotUtf8Fix {
        en: "escape each byte as %XX: {escapes}",
        ja: "各バイトを %XX とエスケープしてください: {escapes}",
    }
    /// Escapes of the bytes of one run, and where it is.
    EscapesAt {
        en: "{escapes} at byte {offset}",
        ja: "バイト {offset} の {escapes}",
    }
    /// How many more bytes the fix does not list.
    AndMore {
        en: ", and {count} more",
        ja: "、ほか {count} 個",
    }
    /// The fix of a `%` that starts no escape, in a value.
    FixEscapePercent {
        en: "escape a literal \"%\" as %25",
        ja: "文字としての \"%\" は %25 とエスケープしてください",
    }
    /// The fix of decoded octets that are not UTF-8.
    FixReadOctets {
        en: "read the octets in result_bytes, or decode lossily (--lossy)",
        ja: "result_bytes のオクテットを読むか、置換しながら復号してください (--lossy)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_has_every_language_with_the_same_placeholders() {
        if let Err(why) = Msg::check_all() {
            panic!("{why}");
        }
    }

    #[test]
    fn the_environment_names_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_string())
            }
        };
        assert_eq!(lang_of_environment(env(&[])), Lang::En);
        assert_eq!(
            lang_of_environment(env(&[("LANG", "ja_JP.UTF-8")])),
            Lang::Ja
        );
        assert_eq!(
            lang_of_environment(env(&[("LANG", "ja_JP.UTF-8"), ("LC_ALL", "C")])),
            Lang::En
        );
        assert_eq!(
            lang_of_environment(env(&[("LC_ALL", ""), ("LC_MESSAGES", "ja"), ("LANG", "C")])),
            Lang::Ja
        );
    }
}
