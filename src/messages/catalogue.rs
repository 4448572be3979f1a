// The catalogue of messages: each entry's English and Japanese text side by
// side, `{name}` where the code puts a value. The Japanese follows the
// terms of the Japanese translation of RFC 2396 (docs/glossary-ja.md):
// エスケープ (escaped), 除外された文字 (excluded), 区切り文字 (delims),
// 制御文字 (control), 空白 (space), スキーム (scheme), フラグメント
// (fragment), 相対URI参照 (relative URI reference). Rule names (`uric`,
// `hier_part`), section numbers and quoted characters stay as the RFC
// writes them, in both languages.
//
// A test checks that every entry has both texts and that they fill the
// same placeholders.

catalogue! {
    // What is wrong at the fault (`Error::message`).

    /// pest's reference parse of a grammar this program was built without.
    #[cfg_attr(any(not(feature = "pest"), feature = "pest-dialects"), allow(dead_code))]
    NoPestParser {
        en: "this program has no pest parser of the {grammar} grammar to check the {rule} with: it needs uri2396's feature `pest-dialects` (`pest` brings the strict grammar's alone)",
        ja: "このプログラムには {grammar} 文法の pest パーサがなく、{rule} を検査できません: uri2396 のフィーチャ `pest-dialects` が必要です（`pest` は strict 文法のパーサだけを含みます）",
    }
    /// A parser of the crate rejects what the rule's automaton accepts.
    Underived {
        en: "a parser of uri2396 rejects this {rule}, which the rule's automaton accepts: a fault of uri2396, not of the input",
        ja: "uri2396 のパーサがこの {rule} を受け付けませんが、規則のオートマトンは受け付けます: 入力ではなく uri2396 の不具合です",
    }
    /// A `%` without two hex digits.
    BadEscape {
        en: "\"%\" must be followed by two hex digits ({bnf}, {section})",
        ja: "\"%\" の後には2つの16進数字が続かなければなりません（{bnf}, {section}）",
    }
    /// The input stops inside the rule.
    EndsEarly {
        en: "the input ends before a complete {rule}",
        ja: "{rule} が完結する前に入力が終わっています",
    }
    /// A reference that starts with its query.
    QueryFirst {
        en: "{shown} cannot start a reference: relativeURI needs a path before its query (5); Appendix C resolves \"?y\" as \"./?y\" would be",
        ja: "{shown} で URI 参照を始めることはできません: relativeURI ではクエリの前にパスが必要です (5)。Appendix C は \"?y\" を \"./?y\" と同じように解決します",
    }
    /// A character the rule cannot have there.
    CannotStand {
        en: "{shown} cannot stand here",
        ja: "{shown} はここに置けません",
    }
    /// A second `#`.
    SecondHash {
        en: "{shown} a second time: only the first \"#\" starts the fragment ({section})",
        ja: "{shown} が2度目です: フラグメントを始めるのは最初の \"#\" だけです ({section})",
    }
    /// A character beyond US-ASCII.
    NotAscii {
        en: "{shown} is not US-ASCII: URIs hold US-ASCII characters only ({section})",
        ja: "{shown} は US-ASCII 文字ではありません: URI には US-ASCII 文字しか使えません ({section})",
    }
    /// In RFC 3987's grammar, a character beyond US-ASCII that none of
    /// its ranges holds.
    NotUcschar {
        en: "{shown} is no character of an IRI: ucschar leaves out the controls, the noncharacters and the tag characters, and iprivate holds the private use characters (RFC 3987 2.2)",
        ja: "{shown} は IRI の文字ではありません: ucschar は制御文字、非文字、タグ文字を含まず、私用文字は iprivate に属します (RFC 3987 2.2)",
    }
    /// In RFC 3987's grammar, a private use character outside a query.
    PrivateOutsideQuery {
        en: "{shown} is a private use character (iprivate), which an IRI holds in a query alone (RFC 3987 2.2)",
        ja: "{shown} は私用文字 (iprivate) で、IRI ではクエリにしか置けません (RFC 3987 2.2)",
    }
    /// In RFC 3987's grammar, a character of US-ASCII outside its kinds.
    NotAllowedIri {
        en: "{shown} is no character of an IRI: RFC 3987 has the unreserved characters of RFC 3986 and ucschar, the reserved characters and percent-encodings only (2.2)",
        ja: "{shown} は IRI の文字ではありません: RFC 3987 の IRI は RFC 3986 の非予約文字と ucschar、予約文字、パーセントエンコーディングだけからなります (2.2)",
    }
    /// In RFC 3986's grammar, a character outside its three kinds.
    NotAllowed {
        en: "{shown} is no character of a URI: RFC 3986 has unreserved and reserved characters and percent-encodings only (2)",
        ja: "{shown} は URI の文字ではありません: RFC 3986 の URI は非予約文字、予約文字とパーセントエンコーディングだけからなります (2)",
    }
    /// A character of the excluded classes of 2.4.3.
    Excluded {
        en: "{shown} ({class}) is excluded from URIs (2.4.3)",
        ja: "{shown} は除外された文字（{class}）で、URI には使えません (2.4.3)",
    }

    // The classes of 2.4.3, as the message above names them.

    /// US-ASCII 00-1F and 7F.
    ClassControl {
        en: "control",
        ja: "制御文字 control",
    }
    /// US-ASCII 20.
    ClassSpace {
        en: "space",
        ja: "空白 space",
    }
    /// `<`, `>`, `#`, `%` and `"`.
    ClassDelims {
        en: "delims",
        ja: "区切り文字 delims",
    }
    /// `{`, `}`, `|`, `\`, `^`, `[`, `]` and the backquote.
    ClassUnwise {
        en: "unwise",
        ja: "使用が賢明でない文字 unwise",
    }
    /// Beyond US-ASCII.
    ClassNonAscii {
        en: "non-ASCII",
        ja: "US-ASCII 以外の文字",
    }
    /// A `uric`.
    ClassUric {
        en: "uric",
        ja: "URI 文字 uric",
    }

    // How to mend the input (`Error::fix`).

    /// `%` escaped as `%25`.
    FixEscapePercent {
        en: "escape a literal \"%\" as %25",
        ja: "文字としての \"%\" は %25 とエスケープしてください",
    }
    /// `./` before a leading query.
    FixDotSlashBeforeQuery {
        en: "put \"./\" before the \"?\"",
        ja: "\"?\" の前に \"./\" を置いてください",
    }
    /// `./` before a first segment with a `:`.
    FixDotSlashBeforeColon {
        en: "put \"./\" in front: a \":\" in the first segment of a relative path reads as the end of a scheme ({section})",
        ja: "先頭に \"./\" を置いてください: 相対パスの最初のセグメントにある \":\" はスキームの終わりと読まれます ({section})",
    }
    /// A bracketed host in a grammar whose dialect with RFC 2732's switch
    /// is a named one ({title} is its grammar's title).
    FixBracketedHostNamed {
        en: "this is an RFC 2732 IPv6 literal, and RFC 2396 hosts are a hostname or an IPv4address (3.2.2): read it in the {title} dialect, \"{dialect}\"",
        ja: "これは RFC 2732 の IPv6 リテラルで、RFC 2396 のホストは hostname か IPv4address です (3.2.2): {title} の方言 \"{dialect}\" で読んでください",
    }
    /// A bracketed host in a dialect of other switches.
    FixBracketedHost {
        en: "this is an RFC 2732 IPv6 literal, and RFC 2396 hosts are a hostname or an IPv4address (3.2.2): read it with RFC 2732's switch too, in the dialect \"{dialect}\"",
        ja: "これは RFC 2732 の IPv6 リテラルで、RFC 2396 のホストは hostname か IPv4address です (3.2.2): RFC 2732 のスイッチも加えた方言 \"{dialect}\" で読んでください",
    }
    /// A zone id in an IPv6 literal.
    FixZoneId {
        en: "a zone id after an IPv6 address is no part of RFC 2732's IPv6address (RFC 2373); java.net.URI reads one as a scope id: read it in the dialect \"java\", or with the switch ipv6-literals, \"{dialect}\"",
        ja: "IPv6 アドレスの後のゾーン ID は RFC 2732 の IPv6address (RFC 2373) にはありません。java.net.URI はこれをスコープ ID として読みます: 方言 \"java\" か、スイッチ ipv6-literals を加えた \"{dialect}\" で読んでください",
    }
    /// A zone id in an IPv6 literal, in a reading with no switch for one.
    FixZoneIdNoSwitch {
        en: "a zone id after an IPv6 address is no part of RFC 3986's IP-literal (RFC 6874 adds one, written \"%25\" and the zone); java.net.URI reads one as a scope id: read it in the dialect \"java\"",
        ja: "IPv6 アドレスの後のゾーン ID は RFC 3986 の IP-literal にはありません (RFC 6874 が \"%25\" とゾーンの形で加えます)。java.net.URI はこれをスコープ ID として読みます: 方言 \"java\" で読んでください",
    }
    /// Nothing, or a fragment alone, after `scheme:`.
    FixSchemeAlone {
        en: "after the scheme's \":\" must come a hier_part, starting with \"/\" (\"//\" authority, or an absolute path), or an opaque_part, starting with a uric other than \"/\" (3)",
        ja: "スキームの \":\" の後には、\"/\" で始まる hier_part（\"//\" と authority、または絶対パス）か、\"/\" 以外の uric で始まる opaque_part が続かなければなりません (3)",
    }
    /// A reference broken across lines.
    FixJoinLines {
        en: "remove the line break and the whitespace around it: a reference broken across lines in text is read without them ({section})",
        ja: "改行とその前後の空白を取り除いてください: テキスト中で行をまたいだ URI 参照はそれらを除いて読みます ({section})",
    }
    /// A character beyond US-ASCII, escaped byte by byte.
    FixEncodeAndEscape {
        en: "encode it as UTF-8 and escape each byte: {escapes}",
        ja: "UTF-8 で符号化し、各オクテットをエスケープしてください: {escapes}",
    }
    /// An excluded US-ASCII character, escaped.
    FixEscape {
        en: "escape it as {escapes}",
        ja: "{escapes} とエスケープしてください",
    }
    /// The fix leaves faults of another kind.
    FixOtherFaults {
        en: "; the input has other faults, which this does not mend",
        ja: "。入力には、これでは直らない別の誤りもあります",
    }
    /// The edit escapes other characters too, as it does the fault's.
    MoreEscapesLikewise {
        en: ", and every other excluded or non-ASCII character likewise",
        ja: "。ほかの除外された文字や US-ASCII 以外の文字も同様です",
    }
    /// The edit also escapes characters, though the fault's is no escape.
    MoreEscapes {
        en: ", and escape the excluded and non-ASCII characters",
        ja: "。除外された文字と US-ASCII 以外の文字もエスケープしてください",
    }
    /// In RFC 3986's reading: the edit escapes other characters too.
    MoreEscapesLikewise3986 {
        en: ", and every other character RFC 3986 does not allow likewise",
        ja: "。RFC 3986 が許さないほかの文字も同様です",
    }
    /// In RFC 3986's reading: the edit also escapes characters.
    MoreEscapes3986 {
        en: ", and escape the characters RFC 3986 does not allow",
        ja: "。RFC 3986 が許さない文字もエスケープしてください",
    }
    /// The edit writes other literal `%` as `%25`, as it does the fault's.
    MorePercentsLikewise {
        en: ", and every other literal \"%\" likewise",
        ja: "。ほかの文字としての \"%\" も同様です",
    }
    /// The edit escapes, and writes each literal `%` as `%25` too.
    MorePercentsEscaping {
        en: ", and each literal \"%\" as %25",
        ja: "。文字としての \"%\" はそれぞれ %25 とします",
    }
    /// The edit also writes each literal `%` as `%25`.
    MorePercents {
        en: ", and escape each literal \"%\" as %25",
        ja: "。文字としての \"%\" もそれぞれ %25 とエスケープしてください",
    }
    /// The edit removes the other line breaks, as it does the fault's.
    MoreLineBreaksLikewise {
        en: ", and the other line breaks likewise",
        ja: "。ほかの改行も同様です",
    }
    /// The edit also removes line breaks.
    MoreLineBreaks {
        en: ", and remove each line break with the whitespace around it ({section})",
        ja: "。改行もそれぞれ前後の空白とともに取り除いてください ({section})",
    }

    // What surrounds a reference in text (Appendix E), and the fix that
    // strips it.

    /// Whitespace around the input.
    AroundWhitespace {
        en: "the whitespace",
        ja: "空白",
    }
    /// `<…>` around the reference.
    AroundAngle {
        en: "the \"<\" and \">\"",
        ja: "\"<\" と \">\"",
    }
    /// `"…"` around the reference.
    AroundQuotes {
        en: "the quotes",
        ja: "引用符",
    }
    /// `URL:` before the reference.
    AroundUrl {
        en: "the prefix \"URL:\"",
        ja: "接頭辞 \"URL:\"",
    }
    /// Between two items of a list but the last two.
    ListComma {
        en: "{a}, {b}",
        ja: "{a}、{b}",
    }
    /// Between the last two items of a list.
    ListAnd {
        en: "{a} and {b}",
        ja: "{a} と {b}",
    }
    /// Delimiters around the reference.
    FixStripDelimiters {
        en: "remove {list} around the reference: they delimit it in text and are not part of it ({section})",
        ja: "URI 参照を囲む {list} を取り除いてください: それらはテキスト中で URI 参照を区切るもので、その一部ではありません ({section})",
    }
    /// Whitespace alone around the input.
    FixStripWhitespace {
        en: "remove {list} around the input: whitespace is not part of a URI ({section})",
        ja: "入力を囲む {list} を取り除いてください: 空白は URI の一部ではありません ({section})",
    }

    // The error's views (`Display`, `Error::display_with`).

    /// The one-line view.
    Invalid {
        en: "invalid {rule} at byte {offset}: {message}",
        ja: "{rule} として不正です（バイト {offset}）: {message}",
    }
    /// The one-line view's fix, after the message.
    InvalidFix {
        en: "; {fix}",
        ja: "。修正: {fix}",
    }
    /// The first line of the view with the input.
    InvalidAt {
        en: "invalid {rule} at byte {offset} (line {line}, column {column}): {message}",
        ja: "{rule} として不正です（バイト {offset}、{line} 行 {column} 列）: {message}",
    }
    /// What could have stood at the fault.
    Expected {
        en: "expected: {list}",
        ja: "期待されるもの: {list}",
    }
    /// Between the items of the expected list.
    ExpectedSeparator {
        en: ", ",
        ja: "、",
    }
    /// The end of the input, as an expectation.
    EndOfInput {
        en: "end of input",
        ja: "入力の終わり",
    }
    /// The fix, in the view with the input.
    Fix {
        en: "fix: {fix}",
        ja: "修正: {fix}",
    }

    // Resolution and relativization (`ResolveError`, 5).

    /// The base does not parse.
    InvalidBase {
        en: "the base is not a URI reference: {error}",
        ja: "基底URI が URI 参照ではありません: {error}",
    }
    /// A relative base.
    RelativeBase {
        en: "the base {base} is a relative reference: a base must be an absolute URI with a hierarchical part, such as \"http://host/path\" (5.1)",
        ja: "基底URI {base} は相対URI参照です: 基底URI は \"http://host/path\" のような、階層部分をもつ絶対URI でなければなりません (5.1)",
    }
    /// An opaque base.
    OpaqueBase {
        en: "the base {base} is opaque (no \"/\" after its scheme): relative references cannot be resolved against it (5)",
        ja: "基底URI {base} は不透明です（スキームの後に \"/\" がありません）: これに対して相対URI参照は解決できません (5)",
    }
    /// The reference does not parse.
    InvalidReference {
        en: "the reference is not a URI reference: {error}",
        ja: "参照が URI 参照ではありません: {error}",
    }
    /// `..` left at the root.
    AboveRoot {
        en: "the reference {reference} climbs above the root: the resolved path {path} still begins with \"..\" (5.2 step 6g)",
        ja: "参照 {reference} はルートより上に上ります: 解決したパス {path} がまだ \"..\" で始まっています (5.2 の手順 6g)",
    }
    /// java.net.URI's resolution gave no reference.
    UnreadableResult {
        en: "java.net.URI's result for {reference} is {result}, which is no URI reference",
        ja: "{reference} に対する java.net.URI の結果は {result} で、URI 参照ではありません",
    }
    /// The target of a relativization does not parse.
    InvalidTarget {
        en: "the target is not a URI reference: {error}",
        ja: "対象が URI 参照ではありません: {error}",
    }
    /// A relative target.
    RelativeTarget {
        en: "the target {target} is a relative reference: resolve it first, or give an absolute URI",
        ja: "対象 {target} は相対URI参照です: 先に解決するか、絶対URI を指定してください",
    }

    // Decoding escapes (`escape::DecodeError`, 2.4).

    /// A `%` without two hex digits, in a component.
    MalformedEscape {
        en: "\"%\" at byte {offset} is not followed by two hex digits (escaped = \"%\" hex hex, 2.4.1)",
        ja: "バイト {offset} の \"%\" の後に2つの16進数字が続いていません（escaped = \"%\" hex hex, 2.4.1）",
    }
    /// Decoded octets that are not UTF-8.
    InvalidUtf8 {
        en: "the octets from byte {offset} are not UTF-8; decode to bytes, or lossily",
        ja: "バイト {offset} からのオクテットは UTF-8 ではありません。バイト列に復号するか、置換しながら復号してください",
    }

    // Building a reference from its parts (`escape::BuildError`, 3).

    /// Not a scheme.
    InvalidScheme {
        en: "{scheme} is not a scheme: a letter, then letters, digits, \"+\", \"-\" or \".\" (3.1)",
        ja: "{scheme} はスキームではありません: 英字1文字の後に英字、数字、\"+\"、\"-\"、\".\" が続くものです (3.1)",
    }
    /// Neither a hostname nor an IPv4 address.
    InvalidHost {
        en: "{host} is neither a hostname nor an IPv4 address (3.2.2), and hosts cannot be escaped; use a registry name for other authorities",
        ja: "{host} は hostname でも IPv4 アドレスでもなく (3.2.2)、ホストはエスケープできません。ほかのオーソリティには登録名 (reg_name) を使ってください",
    }
    /// Userinfo or a port without a host.
    MissingHost {
        en: "userinfo and port need a host",
        ja: "userinfo と port にはホストが必要です",
    }
    /// A registry name with userinfo or a port.
    RegNameWithServerParts {
        en: "a registry name cannot have userinfo or a port (3.2.1)",
        ja: "登録名 (reg_name) は userinfo や port をもてません (3.2.1)",
    }
    /// An empty registry name.
    EmptyRegName {
        en: "a registry name cannot be empty (3.2.1)",
        ja: "登録名 (reg_name) は空にできません (3.2.1)",
    }
    /// A relative path after a host.
    RelativePathWithHost {
        en: "with a host, the path must be empty or start with \"/\" (3)",
        ja: "ホストがあるとき、パスは空か \"/\" で始まらなければなりません (3)",
    }
    /// `//` at the start of a path without a host.
    PathStartsWithTwoSlashes {
        en: "without a host, a path cannot start with \"//\": it would read as an authority (3)",
        ja: "ホストがないとき、パスは \"//\" で始められません: オーソリティと読まれます (3)",
    }
    /// A scheme, no host and no path.
    MissingPath {
        en: "a scheme without a host needs a non-empty path (3)",
        ja: "ホストのないスキームには空でないパスが必要です (3)",
    }
    /// A query in an opaque URI.
    QueryInOpaquePart {
        en: "an opaque URI has no query; put the \"?\" in the path value (3)",
        ja: "不透明な URI にはクエリがありません。\"?\" はパスの値に含めてください (3)",
    }
    /// A query without a path in a relative reference.
    QueryWithoutPath {
        en: "a relative reference needs a path before its query (5)",
        ja: "相対URI参照ではクエリの前にパスが必要です (5)",
    }

    // The findings of section 7 (`security::lint`, `lint_text`).

    /// A scheme with a default port, and a reg_name authority.
    LintRegNameAuthority {
        en: "{scheme} expects a server (host and port), but this authority is a reg_name (3.2.1, 7)",
        ja: "{scheme} はサーバ（ホストとポート）を想定していますが、このオーソリティは reg_name です (3.2.1, 7)",
    }
    /// A password in the userinfo.
    LintPassword {
        en: "a password in the userinfo is strongly disrecommended ({cite})",
        ja: "userinfo にパスワードを含めることは強く非推奨とされています ({cite})",
    }
    /// An IPv4 address as the host.
    LintIpv4Host {
        en: "the host {host} is an IPv4 address, not the name its owner gives it ({cite})",
        ja: "ホスト {host} は IPv4 アドレスで、所有者が付けた名前ではありません ({cite})",
    }
    /// A hostname of one label.
    LintUnqualifiedHost {
        en: "the host {host} is not fully qualified: which machine it names depends on the local network ({cite})",
        ja: "ホスト {host} は完全修飾されていません: どの機械を指すかはローカルネットワーク次第です ({cite})",
    }
    /// An IPv6 literal as the host.
    LintIpv6Host {
        en: "the host {host} is an IPv6 address ({origin}), not the name its owner gives it ({cite})",
        ja: "ホスト {host} は IPv6 アドレス ({origin}) で、所有者が付けた名前ではありません ({cite})",
    }
    /// A port below 1024 other than the scheme's default.
    LintReservedPort {
        en: "port {port} is not the default port of {scheme} ({default}) and lies in the reserved range below 1024 ({cite})",
        ja: "ポート {port} は {scheme} の既定のポート ({default}) ではなく、1024 未満の予約された範囲にあります ({cite})",
    }
    /// A port other than the scheme's default.
    LintNonDefaultPort {
        en: "port {port} is not the default port of {scheme} ({default}) ({cite})",
        ja: "ポート {port} は {scheme} の既定のポート ({default}) ではありません ({cite})",
    }
    /// A port that is no port number.
    LintNotAPort {
        en: "port {port} is not the default port of {scheme} ({default}), nor any port ({cite})",
        ja: "ポート {port} は {scheme} の既定のポート ({default}) ではなく、ポート番号でもありません ({cite})",
    }
    /// A dot segment in an absolute path.
    LintDotSegment {
        en: "the dot segment {segment} is left in an absolute path: removed by some programs and kept by others, it may name another resource than it seems to ({cite})",
        ja: "ドットセグメント {segment} が絶対パスに残っています: 取り除くプログラムも残すプログラムもあるため、見かけと別のリソースを指すかもしれません ({cite})",
    }
    /// An escaped control character.
    LintEscapedControl {
        en: "the escaped control character {escape} in the {component} must not be unescaped before transmission: it could end a command of the protocol ({cite})",
        ja: "{component}にあるエスケープされた制御文字 {escape} は、送信前にアンエスケープしてはなりません: プロトコルのコマンドを終わらせるおそれがあります ({cite})",
    }
    /// An escaped delimiter in a hierarchical path.
    LintEscapedDelimiter {
        en: "the escaped delimiter {escape} in the path must not be unescaped before transmission: it would split a segment or end the path ({cite})",
        ja: "パスにあるエスケープされた区切り文字 {escape} は、送信前にアンエスケープしてはなりません: セグメントを分けたりパスを終わらせたりします ({cite})",
    }
    /// Escapes whose octets are not UTF-8, in an encoding they read as.
    LintEscapesLegacy {
        en: "the escapes {escapes} read as \"{decoded}\" in {encoding} and are no UTF-8, in which IRIs write a character (RFC 3987 3.2): the reference does not say which encoding they are in ({chars}), and programs that read them in other encodings see other characters ({cite})",
        ja: "エスケープ {escapes} は {encoding} として「{decoded}」、UTF-8 としては不正です。IRI は文字を UTF-8 で書きます (RFC 3987 3.2)。どの符号化かは参照からは分からず ({chars})、別の符号化で読むプログラムには別の文字に見えます ({cite})",
    }
    /// Escapes whose octets are not UTF-8, read as no text.
    LintEscapesNotUtf8 {
        en: "the escapes {escapes} are no UTF-8, in which IRIs write a character (RFC 3987 3.2): the reference does not say which encoding they are in ({chars}), and programs that read them in other encodings see other characters ({cite})",
        ja: "エスケープ {escapes} は UTF-8 として不正です。IRI は文字を UTF-8 で書きます (RFC 3987 3.2)。どの符号化かは参照からは分からず ({chars})、別の符号化で読むプログラムには別の文字に見えます ({cite})",
    }
    /// An internationalized host, in its U-labels.
    LintIdnHost {
        en: "the host {host} is \"{unicode}\" in Unicode (IDNA, RFC 5891): a reader sees \"{unicode}\", which may look like another name ({cite})",
        ja: "ホスト {host} は Unicode では「{unicode}」です (IDNA、RFC 5891): 読む人には「{unicode}」と見え、別の名前に見えるかもしれません ({cite})",
    }
    /// A host written in Unicode (an IRI's): its A-labels.
    LintIdnHostAscii {
        en: "the host {host} is \"{ascii}\" in A-labels (IDNA, RFC 5891), the name a resolver is asked for; as written, it may look like another name ({cite})",
        ja: "ホスト {host} は A ラベルでは「{ascii}」で (IDNA、RFC 5891)、名前解決で問い合わせるのはこの名前です。書かれたままでは別の名前に見えるかもしれません ({cite})",
    }
    /// A host with `xn--` labels that UTS 46 rejects.
    LintIdnRejected {
        en: "the host {host} is no IDNA name, which UTS 46 rejects (RFC 5891 4, 5): one program may reach a host by it and another refuse it ({cite})",
        ja: "ホスト {host} は IDNA の名前ではなく、UTS 46 が拒否します (RFC 5891 4、5): あるプログラムはそれでホストに到達し、別のプログラムは拒否するかもしれません ({cite})",
    }
    /// A part of an IRI's component that breaks RFC 3987 4.2.
    LintBidiComponent {
        en: "the {component} part \"{part}\" holds right-to-left characters and left-to-right ones, or does not start and end with a right-to-left one (RFC 3987 4.2): shown, it may read in another order than it is stored ({cite})",
        ja: "{component} の部分「{part}」は右から左の文字と左から右の文字を含むか、右から左の文字で始まり終わっていません (RFC 3987 4.2): 表示すると、格納された順と別の順に読めるかもしれません ({cite})",
    }
    /// Readings that disagree on where a reference leads (`compare::lint`).
    LintReadingsDisagree {
        en: "the readings disagree on the {component}: {values}; a program that checks one reading and a program that acts on another do not reach the same place (7)",
        ja: "読み方によって{component}が異なります: {values}。ある読み方で検査するプログラムと別の読み方で動くプログラムは、同じところへは行き着きません (7)",
    }
    // The defenders' verdict (`guard`).

    /// Readings that disagree on where a reference leads: each field, then
    /// the class of the confusion and what it is.
    AgreeDisagree {
        en: "the readings disagree on {fields} ({class}: {why})",
        ja: "読み方が一致しません: {fields}（{class}: {why}）",
    }
    /// One field the readings disagree on, and the value each gives.
    AgreeField {
        en: "the {field}: {values}",
        ja: "{field} は {values}",
    }
    /// The field of the verdicts, where one reading accepts and another
    /// refuses.
    AgreeVerdict {
        en: "verdict",
        ja: "判定",
    }
    /// The verdict of a reading that accepts the reference.
    AgreeAccepts {
        en: "accepts",
        ja: "受け付ける",
    }
    /// The verdict of a reading that refuses the reference.
    AgreeRefuses {
        en: "refuses",
        ja: "受け付けない",
    }
    /// Readings that agree.
    AgreeAgree {
        en: "the readings agree",
        ja: "読み方は一致しています",
    }
    /// `PolicyRule::Scheme`.
    PolicyScheme {
        en: "the scheme {value} ({readings}) is not one the policy allows",
        ja: "スキーム {value} ({readings}) はポリシーが許すスキームではありません",
    }
    /// `PolicyRule::Userinfo`.
    PolicyUserinfo {
        en: "the userinfo {value} ({readings}): the policy refuses a userinfo, which can hide the host from a reader (7)",
        ja: "userinfo {value} ({readings}): ポリシーは userinfo を拒否します。読み手からホストを隠しうるためです (7)",
    }
    /// `PolicyRule::IpHost`.
    PolicyIpHost {
        en: "the host {value} ({readings}) is an IP address, which the policy refuses",
        ja: "ホスト {value} ({readings}) は IP アドレスで、ポリシーはこれを拒否します",
    }
    /// `PolicyRule::PrivateHost`.
    PolicyPrivateHost {
        en: "the host {value} ({readings}) is not on the public Internet (loopback, private, link-local or shared addresses, localhost)",
        ja: "ホスト {value} ({readings}) は公開インターネット上にありません (ループバック、プライベート、リンクローカル、共有アドレス、localhost)",
    }
    /// `PolicyRule::NonAsciiHost`.
    PolicyNonAsciiHost {
        en: "the host {value} ({readings}) is beyond US-ASCII or in IDNA's ASCII form (xn--), which the policy refuses",
        ja: "ホスト {value} ({readings}) は US-ASCII 以外か IDNA の ASCII 形式 (xn--) で、ポリシーはこれを拒否します",
    }
    /// `PolicyRule::UnnormalizedHost`.
    PolicyUnnormalizedHost {
        en: "the host {value} ({readings}) is not in its normal form (lower case, no escape, no empty label or final dot)",
        ja: "ホスト {value} ({readings}) は正規形ではありません (小文字、エスケープなし、空のラベルや末尾のドットなし)",
    }
    /// `PolicyRule::Controls`.
    PolicyControls {
        en: "the input holds the control character or space {value}, which the policy refuses",
        ja: "入力に制御文字または空白 {value} があります。ポリシーはこれを拒否します",
    }
    /// `PolicyRule::Backslashes`.
    PolicyBackslashes {
        en: "the input holds a backslash, which the policy refuses",
        ja: "入力にバックスラッシュがあります。ポリシーはこれを拒否します",
    }
    /// `Confusion::Scheme`.
    ConfusionScheme {
        en: "scheme confusion: the reference has no scheme, or one that not every reader takes for a scheme, and each reader supplies its own or none (3.1)",
        ja: "スキームの混同: 参照にスキームがないか、すべての読み手がスキームとは見なさないものがあり、読み手ごとに補うスキームが異なります (3.1)",
    }
    /// `Confusion::Slashes`.
    ConfusionSlashes {
        en: "slashes confusion: the scheme is followed by other than two slashes; WHATWG skips any number of slashes after a special scheme and reads a host, the RFC grammars read an authority only after \"//\" (3)",
        ja: "スラッシュの混同: スキームの後のスラッシュが2つではありません。WHATWG は特別なスキームの後のスラッシュをいくつでも読み飛ばしてホストを読みますが、RFC の文法は \"//\" の後にだけ authority を読みます (3)",
    }
    /// `Confusion::Backslash`.
    ConfusionBackslash {
        en: "backslash confusion: WHATWG reads \"\\\" as \"/\" after a special scheme, where the RFC grammars refuse it, an excluded character (2.4.3)",
        ja: "バックスラッシュの混同: WHATWG は特別なスキームの後の \"\\\" を \"/\" と読みますが、RFC の文法では除外された文字で、受け付けられません (2.4.3)",
    }
    /// `Confusion::Encoded`.
    ConfusionEncoded {
        en: "URL-encoded data confusion: an escape in the authority, which WHATWG decodes into the host and the RFC grammars keep as it is or refuse (2.4.2), or a \"%\" without two hex digits, which WHATWG keeps and the RFC grammars refuse (2.4.1)",
        ja: "URL エンコードされたデータの混同: authority にエスケープがあり、WHATWG はそれを復元してホストとし、RFC の文法はそのまま残すか受け付けません (2.4.2)。または \"%\" の後に2つの16進数字がなく、WHATWG はそのまま残し、RFC の文法は受け付けません (2.4.1)",
    }
    /// `Confusion::SchemeMixup`.
    ConfusionSchemeMixup {
        en: "scheme mixup: the readers apply other rules to this scheme; WHATWG reads the authority of its special schemes (http, https, ws, wss, ftp, file) alone by its own rules",
        ja: "スキームの取り違え: 読み手によってこのスキームに当てはめる規則が異なります。WHATWG は特別なスキーム (http, https, ws, wss, ftp, file) の authority だけを独自の規則で読みます",
    }
    /// `Confusion::Userinfo`.
    ConfusionUserinfo {
        en: "userinfo confusion: an \"@\" in the authority; readers split the userinfo from the host at the first or the last \"@\", or take a \":\" before it for a port (3.2.2)",
        ja: "userinfo の混同: authority に \"@\" があります。読み手によって userinfo とホストを最初の \"@\" で分けるか最後の \"@\" で分けるか、その前の \":\" をポートと見なすかが異なります (3.2.2)",
    }
    /// `Confusion::DelimiterBeforeAt`.
    ConfusionDelimiterBeforeAt {
        en: "delimiter before \"@\": a \"?\" or \"#\" ends the authority before an \"@\" for some readers, while others read on and take the host after the \"@\" (3.2)",
        ja: "\"@\" の前の区切り文字: ある読み手にとっては \"?\" や \"#\" が \"@\" の前で authority を終わらせますが、別の読み手は読み進めて \"@\" の後をホストとします (3.2)",
    }
    /// `Confusion::Ports`.
    ConfusionPorts {
        en: "port confusion: two ports, an empty port, leading zeros or a port beyond 65535, which readers read otherwise or refuse (3.2.2)",
        ja: "ポートの混同: 2つのポート、空のポート、先頭の0、65535 を超えるポートがあり、読み手によって読み方が異なるか受け付けられません (3.2.2)",
    }
    /// `Confusion::Ipv4`.
    ConfusionIpv4 {
        en: "IPv4 forms: a host of numbers in other bases or of fewer than four parts (0x7f.1, 127.1), which WHATWG reads as an IPv4 address and the RFC grammars as a name or not at all",
        ja: "IPv4 の形: 他の基数の数や4つに満たない部分からなるホスト (0x7f.1, 127.1) で、WHATWG は IPv4 アドレスと読み、RFC の文法は名前と読むか受け付けません",
    }
    /// `Confusion::Ipv6Zone`.
    ConfusionIpv6Zone {
        en: "IPv6 zone id: a \"%\" inside an IP literal, which RFC 6874 writes as \"%25\" and the other grammars refuse",
        ja: "IPv6 ゾーン ID: IP リテラルの中に \"%\" があり、RFC 6874 は \"%25\" と書き、他の文法は受け付けません",
    }
    /// `Confusion::IpLiteral`.
    ConfusionIpLiteral {
        en: "IP literal: an IPv6 address in brackets, which RFC 2396 predates and refuses (RFC 2732 adds it)",
        ja: "IP リテラル: 角括弧で囲んだ IPv6 アドレスで、RFC 2396 はそれより前のもので受け付けません (RFC 2732 が追加しました)",
    }
    /// `Confusion::Whitespace`.
    ConfusionWhitespace {
        en: "whitespace and controls: WHATWG strips leading and trailing spaces and controls and removes tabs and newlines, where the RFC grammars refuse them (2.4.3)",
        ja: "空白と制御文字: WHATWG は先頭と末尾の空白と制御文字を取り除き、タブと改行を削除しますが、RFC の文法はそれらを受け付けません (2.4.3)",
    }
    /// `Confusion::NonAscii`.
    ConfusionNonAscii {
        en: "characters beyond US-ASCII: WHATWG maps a Unicode host to its ASCII form (IDNA), checks a label already in that form (xn--) as it checks Unicode, and escapes the other characters, where the RFC grammars refuse them (2.1)",
        ja: "US-ASCII 以外の文字: WHATWG は Unicode のホストを ASCII の形 (IDNA) に変換し、すでにその形のラベル (xn--) も Unicode と同じく検査し、その他の文字をエスケープしますが、RFC の文法はそれらを受け付けません (2.1)",
    }
    /// `Confusion::Excluded`.
    ConfusionExcluded {
        en: "excluded characters: WHATWG escapes the characters that RFC 2396 excludes from URIs (\"{\", \"}\", \"|\", \"^\", \"`\", \"<\", \">\", a second \"#\"...) and reads on, where the RFC grammars refuse them (2.4.3)",
        ja: "除外された文字: WHATWG は RFC 2396 が URI から除外している文字 (\"{\"、\"}\"、\"|\"、\"^\"、\"`\"、\"<\"、\">\"、2つめの \"#\" など) をエスケープして読み進めますが、RFC の文法はそれらを受け付けません (2.4.3)",
    }
    /// `Confusion::RegistryName`.
    ConfusionRegistryName {
        en: "registry name: to some readers the authority is no server (a \"_\", a label that starts or ends with \"-\", a top label that starts with a digit) and there is no host, while others take it for a host name (3.2.1, 3.2.2)",
        ja: "登録名: ある読み手にとって authority はサーバではなく (\"_\"、\"-\" で始まるか終わるラベル、数字で始まるトップラベル)、ホストがありませんが、別の読み手はそれをホスト名と見なします (3.2.1, 3.2.2)",
    }
    /// `Confusion::Other`.
    ConfusionOther {
        en: "another difference of the grammars: see each reading's reason",
        ja: "文法のその他の違い: 各読み方の理由を参照してください",
    }
    /// A reference a grammar refuses and other readings read
    /// (`compare::lint_refused`).
    LintRefusedButRead {
        en: "the {grammar} grammar refuses this reference, but other readings read it and reach a host: {values}; a program that reads it so sends it there, whatever a check by the {grammar} grammar says (7)",
        ja: "{grammar} 文法はこの参照を受け付けませんが、他の読み方は読んでホストに行き着きます: {values}。そう読むプログラムは、{grammar} 文法による検査の結果にかかわらず、そこへ送ります (7)",
    }
    /// A reading's value of a component that it does not have.
    LintReadingsNone {
        en: "none",
        ja: "なし",
    }
    /// A full-width form of a US-ASCII character in the text.
    LintFullWidth {
        en: "'{shown}' is the full-width form of '{ascii}': the text looks like a URI where it is none ({chars}), and a program that folds widths (NFKC, or UTS 46 in a host) reads '{ascii}' ({cite})",
        ja: "'{shown}' は '{ascii}' の全角形です: テキストは URI に見えますが URI ではなく ({chars})、幅を揃えるプログラム（NFKC、ホストでは UTS 46）は '{ascii}' と読みます ({cite})",
    }
    /// A full-width form in an IRI, which holds it.
    LintFullWidthIri {
        en: "'{shown}' is the full-width form of '{ascii}': a program that folds widths (NFKC, or UTS 46 in a host) reads '{ascii}', so the IRI may lead elsewhere than it reads ({cite})",
        ja: "'{shown}' は '{ascii}' の全角形です: 幅を揃えるプログラム（NFKC、ホストでは UTS 46）は '{ascii}' と読むので、IRI は見かけと別の場所を指すかもしれません ({cite})",
    }
    /// A bidirectional control in the text.
    LintBidi {
        en: "the bidirectional control {shown} changes how the text around it is shown ({cite})",
        ja: "双方向制御文字 {shown} は周りのテキストの表示のされ方を変えます ({cite})",
    }
    /// An invisible character beyond US-ASCII.
    LintInvisible {
        en: "the invisible character {shown} is not US-ASCII: a URI has none ({chars}), and a reader does not see it ({cite})",
        ja: "見えない文字 {shown} は US-ASCII 文字ではありません: URI には含まれず ({chars})、読む人には見えません ({cite})",
    }
    /// An invisible character in an IRI, which may hold it.
    LintInvisibleIri {
        en: "the invisible character {shown} stands in the IRI, and a reader does not see it ({cite})",
        ja: "見えない文字 {shown} が IRI に含まれていて、読む人には見えません ({cite})",
    }
    /// A visible character beyond US-ASCII.
    LintNonAscii {
        en: "'{shown}' is not US-ASCII: a URI has none ({chars}), and it may look like another character ({cite})",
        ja: "'{shown}' は US-ASCII 文字ではありません: URI には含まれず ({chars})、別の文字に見えるかもしれません ({cite})",
    }

    // The components, as a finding names where it is.

    /// Compare's field of the verdict.
    FieldValid {
        en: "valid",
        ja: "妥当",
    }
    /// Compare's field of the resolved reference.
    FieldResolved {
        en: "resolved",
        ja: "解決結果",
    }
    /// Compare's field of the text a reading would send.
    FieldSerialization {
        en: "serialization",
        ja: "直列化",
    }
    /// `scheme`.
    ComponentScheme {
        en: "scheme",
        ja: "スキーム",
    }
    /// `authority`.
    ComponentAuthority {
        en: "authority",
        ja: "オーソリティ",
    }
    /// `userinfo`.
    ComponentUserinfo {
        en: "userinfo",
        ja: "ユーザ情報",
    }
    /// `host`.
    ComponentHost {
        en: "host",
        ja: "ホスト",
    }
    /// `port`.
    ComponentPort {
        en: "port",
        ja: "ポート",
    }
    /// `path`.
    ComponentPath {
        en: "path",
        ja: "パス",
    }
    /// `query`.
    ComponentQuery {
        en: "query",
        ja: "クエリ",
    }
    /// `fragment`.
    ComponentFragment {
        en: "fragment",
        ja: "フラグメント",
    }
    /// The text given to `lint_text`.
    ComponentText {
        en: "text",
        ja: "テキスト",
    }

    // Names that name nothing (`UnknownRule`, `UnknownDialect`,
    // `UnknownSwitch`).

    /// No such rule in RFC 2396's grammar.
    NoRuleStrict {
        en: "no rule `{name}` in RFC 2396 Appendix A",
        ja: "RFC 2396 Appendix A に規則 `{name}` はありません",
    }
    /// No such rule in RFC 2732's grammar.
    NoRuleRfc2732 {
        en: "no rule `{name}` in RFC 2396 as RFC 2732 amends it",
        ja: "RFC 2732 が改訂した RFC 2396 に規則 `{name}` はありません",
    }
    /// No such rule in java.net.URI's grammar.
    NoRuleJava {
        en: "no rule `{name}` in java.net.URI's reading of RFC 2396",
        ja: "java.net.URI による RFC 2396 の読み方に規則 `{name}` はありません",
    }
    /// No such rule in a dialect of other switches.
    NoRuleDialect {
        en: "no rule `{name}` in the dialect {dialect}",
        ja: "方言 {dialect} に規則 `{name}` はありません",
    }
    /// Another grammar has the rule.
    RuleElsewhere {
        en: "; {grammar} has one",
        ja: "。{grammar} にはあります",
    }
    /// A rule of a close name.
    RuleSuggestion {
        en: "; did you mean `{rule}`?",
        ja: "。`{rule}` のことですか?",
    }
    /// No such dialect.
    NoDialect {
        en: "no dialect `{name}`",
        ja: "方言 `{name}` はありません",
    }
    /// A dialect of switches in a build without them.
    DialectNeedsFeature {
        en: ": a dialect other than {names} is composed at run time, which needs uri2396's runtime-dialects feature",
        ja: ": {names} 以外の方言は実行時に組み立てられ、それには uri2396 のフィーチャ runtime-dialects が必要です",
    }
    /// A part after `+` that is no switch.
    DialectNoSwitch {
        en: ": `{part}` is no switch",
        ja: ": `{part}` はスイッチではありません",
    }
    /// Switches after `java`.
    DialectAfterJava {
        en: ": java has every switch already",
        ja: ": java はすでにすべてのスイッチをもっています",
    }
    /// Switches after `rfc3986` or `rfc3987`.
    DialectOwnGrammar {
        en: ": {name} is a grammar of its own and takes no switch",
        ja: ": {name} は独自の文法で、スイッチをとりません",
    }
    /// The names a dialect may have.
    DialectsAre {
        en: "; the dialects are {names}, or strict or rfc2732 followed by `+` and switches ({switches})",
        ja: "。方言は {names}、または strict か rfc2732 の後に `+` とスイッチ ({switches}) を続けたものです",
    }
    /// No such switch.
    NoSwitch {
        en: "no switch `{name}`; the switches are {names}",
        ja: "スイッチ `{name}` はありません。スイッチは {names} です",
    }

    // Readings side by side (`compare`).

    /// `whatwg` in a build without the feature.
    #[cfg_attr(feature = "whatwg", allow(dead_code))]
    CompareNoWhatwg {
        en: "the reading `whatwg` needs uri2396's feature `whatwg`, which this program was built without",
        ja: "読み方 `whatwg` には uri2396 のフィーチャ `whatwg` が必要ですが、このプログラムはそれなしでビルドされています",
    }
    /// A name that is no reading.
    CompareUnknownReading {
        en: "{dialect}; a reading is a dialect or `whatwg`",
        ja: "{dialect}。読み方は方言か `whatwg` です",
    }
    /// Input that is not UTF-8.
    CompareNotUtf8 {
        en: "the input is not UTF-8 (byte {offset}), and a reading reads text",
        ja: "入力が UTF-8 ではありません（バイト {offset}）。読み方が読むのはテキストです",
    }
    /// WHATWG's parser fails on the input.
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    CompareWhatwgFails {
        en: "the WHATWG URL parser fails: {message}",
        ja: "WHATWG URL パーサが失敗します: {message}",
    }
    /// The `url` crate's words for why WHATWG's parser fails, in
    /// Japanese: English, they are its own (`url::ParseError`).
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgDriveLetterBase {
        en: "a file URL whose last path segment is shaped as a Windows drive letter is a base the url crate resolves against wrongly (rust-url issue 1114)",
        ja: "最後のパスセグメントが Windows のドライブ文字の形をした file URL は、url クレートが誤って解決するベースです（rust-url issue 1114）",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgEmptyHost {
        en: "empty host",
        ja: "ホストが空です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgFailsIdna {
        en: "invalid international domain name",
        ja: "国際化ドメイン名として不正です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgPort {
        en: "invalid port number",
        ja: "ポート番号が不正です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgFailsIpv4 {
        en: "invalid IPv4 address",
        ja: "IPv4 アドレスが不正です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgIpv6 {
        en: "invalid IPv6 address",
        ja: "IPv6 アドレスが不正です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgDomainCharacter {
        en: "invalid domain character",
        ja: "ドメイン名に使えない文字があります",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgRelativeWithoutBase {
        en: "relative URL without a base",
        ja: "ベースのない相対 URL です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgRelativeOpaqueBase {
        en: "relative URL with a cannot-be-a-base base",
        ja: "ベースが相対参照の基点になれない URL（cannot-be-a-base）です",
    }
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    WhatwgOverflow {
        en: "URLs more than 4 GB are not supported",
        ja: "4 GB を超える URL は扱えません",
    }
    /// WHATWG's parser fails on the base.
    #[cfg_attr(not(feature = "whatwg"), allow(dead_code))]
    CompareWhatwgBaseFails {
        en: "the WHATWG URL parser fails on the base: {message}",
        ja: "WHATWG URL パーサが基底URI で失敗します: {message}",
    }
    /// A reg_name authority, with the part that is no server's.
    CompareRegName {
        en: "the authority {authority} is a reg_name, not a server (3.2), so it has no userinfo, host or port: as a server's {rule} at byte {offset}, {why}",
        ja: "オーソリティ {authority} はサーバではなく reg_name です (3.2)。そのため userinfo、ホスト、ポートはありません: サーバの {rule} として読むとバイト {offset} で {why}",
    }
    /// `WhatwgStep::StripControls`.
    WhatwgStripControls {
        en: "the URL Standard strips the spaces and C0 controls at the start and the end of the input before it reads it, here at byte {offset}",
        ja: "URL Standard は読む前に入力の先頭と末尾の空白と C0 制御文字を取り除きます (ここではバイト {offset})",
    }
    /// `WhatwgStep::RemoveTabsNewlines`.
    WhatwgRemoveTabsNewlines {
        en: "the URL Standard removes every tab and newline from the input before it reads it, the first at byte {offset}",
        ja: "URL Standard は読む前に入力からタブと改行をすべて削除します (最初はバイト {offset})",
    }
    /// `WhatwgStep::Backslash`.
    WhatwgBackslash {
        en: "in a URL of a special scheme (http, https, ws, wss, ftp, file), the URL Standard reads \"\\\" as \"/\", the first at byte {offset}",
        ja: "特別なスキーム (http, https, ws, wss, ftp, file) の URL では、URL Standard は \"\\\" を \"/\" と読みます (最初はバイト {offset})",
    }
    /// `WhatwgStep::SkipSlashes`.
    WhatwgSkipSlashes {
        en: "after a special scheme, the URL Standard skips any number of slashes, or none, at byte {offset} and reads an authority",
        ja: "特別なスキームの後では、URL Standard はバイト {offset} のスラッシュをいくつでも (0 個でも) 読み飛ばし、authority を読みます",
    }
    /// `WhatwgStep::LastAt`.
    WhatwgLastAt {
        en: "the URL Standard takes the userinfo up to the last \"@\" of the authority, at byte {offset}, and escapes the ones before it into the userinfo",
        ja: "URL Standard は authority の最後の \"@\" (バイト {offset}) までを userinfo とし、その前の \"@\" は userinfo の中でエスケープします",
    }
    /// `WhatwgStep::DecodeHost`.
    WhatwgDecodeHost {
        en: "the URL Standard percent-decodes the host at byte {offset} before it reads it: {value}",
        ja: "URL Standard はバイト {offset} のホストを読む前にパーセントデコードします: {value}",
    }
    /// `WhatwgStep::Ipv4`.
    WhatwgIpv4 {
        en: "the URL Standard reads the host at byte {offset}, which ends in a number, as an IPv4 address (hex with 0x, octal with a leading 0, fewer than four parts): {value}",
        ja: "URL Standard はバイト {offset} の数で終わるホストを IPv4 アドレスとして読みます (0x なら16進、先頭の 0 なら8進、4つに満たない部分も可): {value}",
    }
    /// `WhatwgStep::Idna`.
    WhatwgIdna {
        en: "the URL Standard maps the host at byte {offset} to its ASCII form by IDNA (UTS #46) and checks it in that form: {value}",
        ja: "URL Standard はバイト {offset} のホストを IDNA (UTS #46) で ASCII の形に変換し、その形で検査します: {value}",
    }
    /// `WhatwgStep::Escape`.
    WhatwgEscape {
        en: "the URL Standard escapes the characters a URL cannot hold, the first at byte {offset}, where the grammars refuse them",
        ja: "URL Standard は URL に含められない文字をエスケープします (最初はバイト {offset})。文法はそれらを受け付けません",
    }
    /// An opaque part after the scheme.
    CompareOpaque {
        en: "no \"/\" follows {scheme}, so the rest is an opaque_part (3): no authority, and its \"?\" is its own, not a query's",
        ja: "{scheme} の後に \"/\" がないので、残りは opaque_part です (3): オーソリティはなく、その \"?\" はクエリではなく opaque_part の一部です",
    }
}
