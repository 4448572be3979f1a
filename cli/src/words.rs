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
    @vis pub,
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
        en: "URIs hold US-ASCII characters only ({section})",
        ja: "URI には US-ASCII 文字しか使えません ({section})",
    }
    /// A `uric` where it cannot stand.
    ClassUric {
        en: "a URI character ({section}), but not one that can stand here",
        ja: "URI 文字 ({section}) ですが、ここには置けません",
    }
    /// In RFC 3986's reading, a character none of its sets has.
    ClassNotInRfc3986 {
        en: "no character of a URI (RFC 3986 2)",
        ja: "URI の文字ではありません (RFC 3986 2)",
    }
    /// A character beyond US-ASCII that RFC 3987 allows nowhere, or not
    /// where it stands.
    ClassNotUcschar {
        en: "an IRI holds the characters of ucschar, and those of iprivate in a query alone (RFC 3987 2.2)",
        ja: "IRI に使えるのは ucschar の文字と、クエリに限り iprivate の文字です (RFC 3987 2.2)",
    }
    /// In RFC 3986's reading, where the classes of the summary come from.
    ClassesOfRfc2396 {
        en: "the classes of RFC 2396 2.4.3",
        ja: "RFC 2396 2.4.3 の分類",
    }
    /// Input that is not UTF-8.
    NotUtf8 {
        en: "the input is not UTF-8: {bytes} at byte {offset} cannot be decoded; URIs hold US-ASCII only ({section})",
        ja: "入力が UTF-8 ではありません: バイト {offset} の {bytes} は復号できません。URI には US-ASCII 文字しか使えません ({section})",
    }
    /// Input that is not UTF-8, read as an IRI.
    NotUtf8Iri {
        en: "the input is not UTF-8: {bytes} at byte {offset} cannot be decoded; an IRI is a sequence of characters (RFC 3987 2.2)",
        ja: "入力が UTF-8 ではありません: バイト {offset} の {bytes} は復号できません。IRI は文字の列です (RFC 3987 2.2)",
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
    /// `compare`: the readings agree.
    CompareSame {
        en: "same",
        ja: "一致",
    }
    /// `compare`: the readings differ.
    CompareDiffer {
        en: "differ",
        ja: "相違",
    }
    /// `compare`: a reading accepts the input.
    CompareYes {
        en: "yes",
        ja: "受理",
    }
    /// `compare`: a reading refuses the input.
    CompareNo {
        en: "no",
        ja: "拒否",
    }
    /// `compare --format summary`: the totals.
    CompareSummary {
        en: "{inputs} inputs, {differing} on which the readings differ",
        ja: "入力 {inputs} 件、うち読み方が食い違うもの {differing} 件",
    }
    /// `compare`: the base's label.
    CompareBase {
        en: "base",
        ja: "基底URI",
    }
    /// A valid input that is empty, after its verdict and rule.
    TheEmptyString {
        en: ": the empty string",
        ja: ": 空文字列",
    }
    /// A valid input too long to draw.
    TooLongToDraw {
        en: "({bytes} bytes: components and tree are drawn up to {max}; --format jsonl lists the components)",
        ja: "（{bytes} バイト: コンポーネントと木は {max} バイトまでしか描きません。--format jsonl ならコンポーネントを列挙します）",
    }
    /// Segments of a path left out of the view.
    MoreSegment {
        en: "{count} more segment",
        ja: "ほか {count} 個のセグメント",
    }
    /// Segments of a path left out of the view.
    MoreSegments {
        en: "{count} more segments",
        ja: "ほか {count} 個のセグメント",
    }
    /// Params of a path left out of the view.
    MoreParam {
        en: "{count} more param",
        ja: "ほか {count} 個のパラメータ",
    }
    /// Params of a path left out of the view.
    MoreParams {
        en: "{count} more params",
        ja: "ほか {count} 個のパラメータ",
    }
    /// A component that is empty, in the components view.
    RowEmpty {
        en: "(empty)",
        ja: "（空）",
    }
    /// Where a component is, in the components view of a clipped input.
    RowBytes {
        en: "(bytes {start}..{end})",
        ja: "（バイト {start}..{end}）",
    }
    /// An internationalized host in A-labels, in the components view.
    HostAscii {
        en: "host in A-labels (what DNS is asked): {ascii}",
        ja: "ホストの A ラベル（DNS に問い合わせる形）: {ascii}",
    }
    /// An internationalized host in U-labels, in the components view.
    HostUnicode {
        en: "host in U-labels (what people read): {unicode}",
        ja: "ホストの U ラベル（人が読む形）: {unicode}",
    }
    /// A host that UTS 46 rejects, in the components view.
    HostRejected {
        en: "host rejected by UTS 46 (IDNA): it has no A-labels",
        ja: "ホストは UTS 46（IDNA）で拒否され、A ラベルを持ちません",
    }
    /// What a run of escapes reads as, in the components view.
    EscapesReadAs {
        en: "{escapes} reads as {readings}",
        ja: "{escapes} の読み: {readings}",
    }
    /// One encoding's text of a run of escapes.
    EscapesDecoded {
        en: "{encoding} \"{text}\"",
        ja: "{encoding}「{text}」",
    }
    /// The decoding a run of escapes most likely meant.
    EscapesLikely {
        en: " (most likely)",
        ja: "（最も確からしい）",
    }
    /// The encodings in which a run of escapes is malformed.
    EscapesMalformed {
        en: "malformed in {encodings}",
        ja: "{encodings} としては不正",
    }
    /// Runs of escapes left out of the components view.
    MoreEscapeRuns {
        en: "… {count} more runs of escapes",
        ja: "… ほか {count} 個のエスケープの並び",
    }
    /// Nodes of a parse tree left out of the view.
    MoreNode {
        en: "{count} more node",
        ja: "ほか {count} 個の節",
    }
    /// Nodes of a parse tree left out of the view.
    MoreNodes {
        en: "{count} more nodes",
        ja: "ほか {count} 個の節",
    }
    /// The first line of `check`'s summary.
    SummaryTotals {
        en: "{lines} checked as {rule}: {valid}, {invalid}",
        ja: "{lines}を {rule} として検査: {valid}、{invalid}",
    }
    /// The first line of `check`'s summary, when no line was read.
    SummaryTotalsNoRule {
        en: "{lines}: {valid}, {invalid}",
        ja: "{lines}: {valid}、{invalid}",
    }
    /// A count of lines.
    LinesOne {
        en: "{count} line",
        ja: "{count} 行",
    }
    /// A count of lines.
    LinesMany {
        en: "{count} lines",
        ja: "{count} 行",
    }
    /// `check --agree`: the readings of a line agree.
    Agree {
        en: "agree",
        ja: "一致",
    }
    /// `check --agree`: the readings of a line disagree.
    Disagree {
        en: "disagree",
        ja: "不一致",
    }
    /// `check --agree --policy`: the policy refuses the line.
    Refused {
        en: "refused",
        ja: "拒否",
    }
    /// `check --agree`: every reading refuses the line.
    AgreeEveryRefuses {
        en: "every reading refuses it",
        ja: "どの読み方も受け付けません",
    }
    /// The first line of `check --agree`'s summary.
    SummaryAgreeTotals {
        en: "{lines} checked with --agree {readings}: {agree}, {disagree}",
        ja: "{lines}を --agree {readings} で検査: {agree}、{disagree}",
    }
    /// A count of lines on which the readings agree.
    CountAgree {
        en: "{count} agree",
        ja: "一致 {count}",
    }
    /// A count of lines on which the readings disagree.
    CountDisagree {
        en: "{count} disagree",
        ja: "不一致 {count}",
    }
    /// A count of lines the policy refuses, after the count of those that
    /// disagree.
    CountRefused {
        en: ", {count} refused by the policy",
        ja: "、ポリシーによる拒否 {count}",
    }
    /// The heading of the breakdown of `check --agree`'s summary.
    SummaryByConfusion {
        en: "lines that fail, by the class of the confusion or the policy's rule:",
        ja: "不合格の行 (混同の分類またはポリシーの規則別):",
    }
    /// A count of valid lines.
    CountValid {
        en: "{count} valid",
        ja: "有効 {count}",
    }
    /// A count of invalid lines.
    CountInvalid {
        en: "{count} invalid",
        ja: "不正 {count}",
    }
    /// A title of `check`'s summary.
    SummaryByClass {
        en: "invalid lines by the class of the character found ({section}):",
        ja: "不正な行、見つかった文字の分類ごと ({section}):",
    }
    /// A title of `check`'s summary.
    SummaryByExpected {
        en: "invalid lines by the rules expected there:",
        ja: "不正な行、その位置で期待された規則ごと:",
    }
    /// More characters of a class than a row of the summary shows.
    SummaryMoreChars {
        en: "and {count} more",
        ja: "ほか {count} 種",
    }
    /// Rows of the summary left out.
    SummaryCut {
        en: "({count} more, not shown)",
        ja: "（ほか {count} 行は省略）",
    }
    /// A class of `check`'s summary: a `%` that starts no escape.
    SummaryMalformedEscape {
        en: "malformed escape",
        ja: "不正なエスケープ",
    }
    /// A class of `check`'s summary: a line that is not UTF-8.
    SummaryNotUtf8 {
        en: "not UTF-8",
        ja: "UTF-8 ではない",
    }
    /// A reference to the current document (4.2), in `resolve`'s view.
    SameDocument {
        en: "(same document)",
        ja: "（同一文書）",
    }
    /// The label of a failure that is not a syntax error.
    LabelError {
        en: "error",
        ja: "エラー",
    }
    /// The label of the octets of a decoded value.
    LabelBytes {
        en: "bytes:",
        ja: "バイト列:",
    }
    /// The label of an escape that `uri-to-iri` keeps.
    LabelKept {
        en: "kept:",
        ja: "保持:",
    }
    /// An escape that `uri-to-iri` keeps: which, where, and why.
    KeptAt {
        en: "{escape} at byte {offset}: {reason}",
        ja: "バイト {offset} の {escape}: {reason}",
    }
    /// Input of `iri-to-uri` or `uri-to-iri` that is not UTF-8.
    IriNotUtf8 {
        en: "the input is not UTF-8: {bytes} at byte {offset} cannot be decoded; only UTF-8 is read",
        ja: "入力が UTF-8 ではありません: バイト {offset} の {bytes} は復号できません。UTF-8 しか読みません",
    }
    /// The verdict of `equivalent`.
    Equivalent {
        en: "equivalent",
        ja: "等価",
    }
    /// The verdict of `equivalent`.
    NotEquivalent {
        en: "not equivalent",
        ja: "等価ではない",
    }
    /// A report without a result or an error (a bug).
    NoResultNoError {
        en: "no result and no error",
        ja: "結果もエラーもありません",
    }
    /// A lint without findings.
    LintClean {
        en: "clean",
        ja: "問題なし",
    }
    /// The number of findings of a lint.
    LintOneFinding {
        en: "1 finding",
        ja: "指摘 1 件",
    }
    /// The number of findings of a lint.
    LintFindings {
        en: "{count} findings",
        ja: "指摘 {count} 件",
    }
    /// Further occurrences of a finding in its component.
    LintMoreIn {
        en: " (and {count} more in the {component})",
        ja: "（{component}にほか {count} 箇所）",
    }
    /// How a reference was delimited: in angle brackets (Appendix E); in
    /// English, the code JSON gives it.
    ExtractAngle {
        en: "angle",
        ja: "山括弧",
    }
    /// How a reference was delimited: in double quotes (Appendix E).
    ExtractQuote {
        en: "quote",
        ja: "二重引用符",
    }
    /// How a reference was delimited: by whitespace and punctuation only.
    ExtractNone {
        en: "none",
        ja: "区切りなし",
    }
    /// The time left, in `check`'s progress bar.
    ProgressEta {
        en: "eta",
        ja: "残り",
    }
    /// How a reference was found: after `URL:` (Appendix E).
    ExtractUrlPrefix {
        en: "URL:",
        ja: "URL: 付き",
    }
    /// How a reference was found: abbreviated (Appendix E).
    ExtractAbbreviated {
        en: "abbreviated",
        ja: "省略形",
    }
    /// How a reference was found: broken at a hyphen.
    ExtractHyphenBreak {
        en: "hyphen at a line break",
        ja: "行末のハイフン",
    }
    /// The reference without the hyphen of a line break.
    ExtractWithoutHyphen {
        en: "; or, without the hyphen, ",
        ja: "。ハイフンを除くと ",
    }
    /// After the reference without the hyphen.
    ExtractValidParen {
        en: " (valid)",
        ja: "（有効）",
    }
    /// After the reference without the hyphen.
    ExtractInvalidParen {
        en: " (invalid)",
        ja: "（不正）",
    }
    /// Candidates of `extract` skipped for their length.
    ExtractSkippedOne {
        en: "{file}: {count} candidate longer than {max} bytes skipped",
        ja: "{file}: {max} バイトより長い候補 {count} 個を飛ばしました",
    }
    /// Candidates of `extract` skipped for their length.
    ExtractSkipped {
        en: "{file}: {count} candidates longer than {max} bytes skipped",
        ja: "{file}: {max} バイトより長い候補 {count} 個を飛ばしました",
    }
    /// `extract` read a file in an encoding it guessed.
    ExtractDetected {
        en: "{file}: read as {encoding}: the byte at {offset} is not UTF-8, and chardetng guesses {encoding} from {window} bytes (--encoding to say the encoding)",
        ja: "{file}: {encoding} として読みました: {offset} バイト目が UTF-8 ではなく、chardetng が {window} バイトから {encoding} と推定しました（符号化は --encoding で指定できます）",
    }
    /// `extract` read a file as ISO-2022-JP for its escape sequences.
    ExtractDetectedIso2022Jp {
        en: "{file}: read as ISO-2022-JP: the text is ASCII with the escape sequences of ISO-2022-JP (--encoding to say the encoding)",
        ja: "{file}: ISO-2022-JP として読みました: テキストは ISO-2022-JP のエスケープシーケンスを含む ASCII です（符号化は --encoding で指定できます）",
    }
    /// A candidate of `extract` left out for a byte the encoding assumed
    /// cannot read.
    ExtractLeftOutOne {
        en: "{file}: {count} candidate holding a byte that {encoding} cannot read left out (--encoding to read it as a reference)",
        ja: "{file}: {encoding} で読めないバイトを含む候補 {count} 個を除きました（--encoding を指定すると参照として読みます）",
    }
    /// Candidates of `extract` left out for a byte the encoding assumed
    /// cannot read.
    ExtractLeftOut {
        en: "{file}: {count} candidates holding a byte that {encoding} cannot read left out (--encoding to read them as references)",
        ja: "{file}: {encoding} で読めないバイトを含む候補 {count} 個を除きました（--encoding を指定すると参照として読みます）",
    }
    /// The first line of the `rules` view.
    RulesStrict {
        en: "{count} rules: RFC 2396 Appendix A, then the excluded characters of 2.4.3",
        ja: "{count} 個の規則: RFC 2396 付録 A、続いて 2.4.3 の除外された文字",
    }
    /// The first line of the `rules` view.
    RulesRfc2732 {
        en: "{count} rules: RFC 2396 Appendix A as RFC 2732 section 3 amends it, then the excluded characters",
        ja: "{count} 個の規則: RFC 2732 第 3 節が改めた RFC 2396 付録 A、続いて除外された文字",
    }
    /// The first line of the `rules` view.
    RulesJava {
        en: "{count} rules: java.net.URI's reading of RFC 2396 as RFC 2732 amends it (docs/java.md), then the excluded characters",
        ja: "{count} 個の規則: RFC 2732 が改めた RFC 2396 の java.net.URI による読み方 (docs/java.md)、続いて除外された文字",
    }
    /// The first line of the `rules` view.
    RulesRfc3986 {
        en: "{count} rules: RFC 3986 Appendix A, then the core rules of RFC 2234 it uses (docs/rfc3986.md)",
        ja: "{count} 個の規則: RFC 3986 付録 A、続いてそれが使う RFC 2234 の中核規則 (docs/rfc3986.md)",
    }
    /// The first line of the `rules` view of RFC 3987's grammar.
    RulesRfc3987 {
        en: "{count} rules: RFC 3987 2.2, the rules it changes, then those it keeps from RFC 3986 and the core rules of RFC 2234",
        ja: "{count} 個の規則: RFC 3987 2.2 の変更した規則、続いて RFC 3986 から引き継いだ規則と RFC 2234 の中核規則",
    }
    /// The first line of the `rules` view.
    RulesSwitches {
        en: "{count} rules: RFC 2396 Appendix A with the switches {dialect} (docs/java.md, \"Switches\"), then the excluded characters",
        ja: "{count} 個の規則: スイッチ {dialect} を加えた RFC 2396 付録 A (docs/java.md の \"Switches\")、続いて除外された文字",
    }
    /// The last line of the `rules` view.
    RulesOneRule {
        en: "One rule, with what it uses, what uses it and examples: uri2396 rules NAME",
        ja: "一つの規則を、それが使う規則、それを使う規則、例とともに: uri2396 rules NAME",
    }
    /// A kind of rule.
    KindStructure {
        en: "a structure: a node with parts of its own in parse trees",
        ja: "構造: 構文木の中で、自身の部分をもつ節",
    }
    /// A kind of rule.
    KindLeaf {
        en: "a component read as text: one node, without parts, in parse trees",
        ja: "文字列として読むコンポーネント: 構文木の中で、部分をもたない一つの節",
    }
    /// A kind of rule.
    KindClass {
        en: "a character class: no node of its own inside other rules",
        ja: "文字クラス: 他の規則の中では自身の節をもたない",
    }
    /// A kind of rule.
    KindExcluded {
        en: "a class of characters excluded from URIs: errors name it for what they found",
        ja: "URI から除外された文字のクラス: エラーは見つかった文字をこの名で呼ぶ",
    }
    /// A title of the page of a rule.
    RuleUses {
        en: "uses:",
        ja: "使う規則:",
    }
    /// A title of the page of a rule.
    RuleUsedBy {
        en: "used by:",
        ja: "使われる規則:",
    }
    /// No rules, on the page of a rule.
    RuleNone {
        en: "(none)",
        ja: "（なし）",
    }
    /// A title of the page of a rule.
    RuleMatches {
        en: "matches:",
        ja: "一致する例:",
    }
    /// A title of the page of a rule.
    RuleDoesNotMatch {
        en: "does not match:",
        ja: "一致しない例:",
    }
    /// Why an example does not match, on the page of a rule.
    RuleWhy {
        en: "byte {offset}: {message}",
        ja: "バイト {offset}: {message}",
    }
    /// An example that matches after all (a bug of the table).
    RuleMatchesAfterAll {
        en: "(matches after all: a bug in this table)",
        ja: "（実は一致します: この表の誤りです）",
    }
    /// A usage error: a rule of another grammar.
    NoRuleIn {
        en: "no rule `{rule}` in the grammar of --dialect {dialect}{named}; it is a rule of --dialect {other}",
        ja: "--dialect {dialect}{named} の文法に規則 `{rule}` はありません。--dialect {other} の規則です",
    }
    /// A usage error: an invalid value of an argument, worded as clap's.
    InvalidValue {
        en: "invalid value '{value}' for '{arg}': {why}",
        ja: "'{arg}' に不正な値 '{value}' が与えられました: {why}",
    }
    /// A base that is no URI reference.
    BaseNotAReference {
        en: "the base is not a URI reference: {error}",
        ja: "基底URIがURI参照ではありません: {error}",
    }
    /// Standard input cannot be read.
    CannotReadStdin {
        en: "cannot read standard input: {error}",
        ja: "標準入力を読めません: {error}",
    }
    /// Standard output cannot be written.
    CannotWriteStdout {
        en: "cannot write standard output: {error}",
        ja: "標準出力に書けません: {error}",
    }
    /// A file cannot be opened.
    CannotOpen {
        en: "{file}: cannot open: {error}",
        ja: "{file}: 開けません: {error}",
    }
    /// A file cannot be read.
    CannotRead {
        en: "{file}: cannot read: {error}",
        ja: "{file}: 読めません: {error}",
    }
    /// A line of a file cannot be read.
    CannotReadLine {
        en: "{file}: line {line}: cannot read: {error}",
        ja: "{file}: {line} 行目: 読めません: {error}",
    }
    /// A line of input longer than the tool reads.
    LineTooLong {
        en: "the line is longer than {max} bytes, the most the tool reads as one line (--max-line-bytes): skipped to its end without being kept",
        ja: "行が 1 行として読める上限の {max} バイト (--max-line-bytes) を超えています: 保持せずに行末まで読み飛ばしました",
    }
    /// A line of a file longer than the tool reads, skipped.
    FileLineTooLong {
        en: "{file}: line {line}: {error}",
        ja: "{file}: {line} 行目: {error}",
    }
    /// A line of standard input longer than the tool reads, skipped.
    StdinLineTooLong {
        en: "standard input: line {line}: {error}",
        ja: "標準入力: {line} 行目: {error}",
    }
    /// An unknown `--encoding`.
    UnknownEncoding {
        en: "unknown encoding {value}; examples: {examples}",
        ja: "未知の符号化 {value} です。例: {examples}",
    }
    /// A `--line-prefix` that is not one punctuation character.
    NotLinePrefix {
        en: "{value} is not one ASCII punctuation character (such as \"|\" or \">\")",
        ja: "{value} は ASCII の句読文字一つではありません (\"|\" や \">\" など)",
    }
    /// A `--default-port` without `=`.
    NotSchemePort {
        en: "expected SCHEME=PORT, such as svn=3690",
        ja: "SCHEME=PORT の形が期待されます (svn=3690 など)",
    }
    /// A `--default-port` whose scheme is not one.
    NotAScheme {
        en: "{value} is not a scheme: a letter, then letters, digits, \"+\", \"-\" or \".\" (3.1)",
        ja: "{value} はスキームではありません: 英字一つに、英字、数字、\"+\"、\"-\"、\".\" が続くものです (3.1)",
    }
    /// A `--default-port` whose port is not one.
    NotAPort {
        en: "{value} is not a port number from 0 to 65535",
        ja: "{value} は 0 から 65535 までのポート番号ではありません",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
