// The inspector page: every answer comes from the library (uri2396_web.js
// and its .wasm, built by web/build.sh); this file only draws them.
import init, * as lib from "./uri2396_web.js";

const UI = {
  en: {
    title: "uri2396 inspector",
    form: "Input",
    input: "URI reference",
    base: "Base (optional)",
    reading: "Reading",
    rule: "Rule",
    permalink: "Permalink",
    invalid: "Invalid input",
    applyFix: "Apply fix",
    readings: "Readings side by side",
    tree: "Parse tree",
    components: "Components",
    authority_kind: "authority's kind",
    host_kind: "host's kind",
    path_kind: "path's kind",
    componentsOf: "As the {reading} reading's grammar ({grammar}) types them.",
    noComponents: "None: the reading refuses the input.",
    examples: "Examples",
    footer: "Every answer on this page is the uri2396 library's, compiled to WebAssembly; nothing is sent anywhere.",
    field: "Field",
    resolved: "resolved",
    serialization: "serialization",
    valid: "valid",
    yes: "yes",
    no: "no",
    absent: "(absent)",
    differs: "differs",
    message: "Message",
    offset: "Offset",
    expected: "Expected",
    found: "Found",
    endOfInput: "end of input",
    listSeparator: ", ",
    fix: "Fix",
    noFix: "no edit mends it",
    escapes: "Spaces and characters beyond printable ASCII",
    noEscapes: "No spaces; only printable ASCII.",
    noTree: "No tree: the rule does not derive the input (above).",
    more: " and {n} more",
    noGrammar: "The WHATWG reading has no grammar here: the tree is RFC 2396's.",
    cut: "{shown} of {nodes} nodes shown.",
    treeMore: "Show {n} nodes",
    reasonsNone: "The readings agree.",
    "appendix-c": "RFC 2396 Appendix C (base http://a/b/c/d;p?q)",
    confusion: "Readers disagree",
    invalidGroup: "Invalid inputs and their fixes",
    modeReference: "Inspect a reference",
    modeText: "Find references in text",
    textTitle: "References in text",
    textLabel: "Text (RFC 2396 Appendix E: references in quotes, in angle brackets or bare)",
    textFound: "{count} references found.",
    textDescribed: " The first {shown} are listed.",
    textCut: " The text is drawn to its first {n} characters.",
    textNone: "No reference found.",
    textWorking: "Reading the text…",
    refValid: "valid",
    refInvalid: "invalid",
    lineColumn: "line {line}, column {column}",
    modeIri: "Map between IRI and URI",
    inputIri: "IRI or URI",
    iriTitle: "IRI ⇄ URI (RFC 3987 section 3)",
    toUri: "The URI: the input mapped as an IRI (RFC 3987 3.1)",
    toIri: "The IRI: the input converted as a URI (RFC 3987 3.2)",
    uriEscaped: "{n} characters beyond US-ASCII written as the escapes of their UTF-8 octets.",
    uriEscapedOne: "1 character beyond US-ASCII written as the escapes of its UTF-8 octets.",
    uriSame: "No character to escape: the URI is the input as it is.",
    uriLeft: " {n} left as they are: neither ucschar nor iprivate, no IRI holds them.",
    leftAsIs: "left as it is: neither ucschar nor iprivate",
    iriKept: "{n} escapes kept, each with why:",
    iriKeptOne: "1 escape kept, and why:",
    iriNoneKept: "No escape kept.",
    iriSame: " The IRI is the input as it is.",
    keptAt: "{escape} at byte {offset}: {reason}",
    moreItems: " and {n} more",
    resultCut: "drawn to its first {n} of {total} characters",
    iri: "IRIs and URIs (RFC 3987 section 3)",
    host_ascii: "host in A-labels (what DNS is asked)",
    host_unicode: "host in U-labels (what people read)",
    hostRejected: "none: UTS 46 (IDNA) rejects the name",
    decodings: "What the escapes read as (RFC 2396 2.1 leaves the encoding to the scheme)",
    likely: "most likely",
    malformed: "malformed",
    "class-bidi": "bidirectional control",
    "class-hidden": "invisible",
    "class-space": "space",
    "class-non-ascii": "beyond US-ASCII",
  },
  ja: {
    title: "uri2396 インスペクタ",
    form: "入力",
    input: "URI参照",
    base: "ベースURI（省略可）",
    reading: "読み方",
    rule: "規則",
    permalink: "パーマリンク",
    invalid: "不正な入力",
    applyFix: "修正を適用",
    readings: "読み方の比較",
    tree: "構文木",
    components: "構成要素",
    authority_kind: "オーソリティの種類",
    host_kind: "ホストの種類",
    path_kind: "パスの種類",
    componentsOf: "{reading} の読み方の文法（{grammar}）による型付きの構成要素です。",
    noComponents: "ありません: この読み方は入力を受け付けません。",
    examples: "例",
    footer: "このページの答えはすべて WebAssembly にコンパイルした uri2396 ライブラリのものです。どこにも送信されません。",
    field: "項目",
    resolved: "解決結果",
    serialization: "直列化",
    valid: "妥当",
    yes: "はい",
    no: "いいえ",
    absent: "（なし）",
    differs: "相違",
    message: "メッセージ",
    offset: "オフセット",
    expected: "期待されたもの",
    found: "見つかったもの",
    endOfInput: "入力の終わり",
    listSeparator: "、",
    fix: "修正",
    noFix: "修正できる編集はありません",
    escapes: "空白と、印字可能なASCII以外の文字",
    noEscapes: "空白はなく、印字可能なASCIIのみです。",
    noTree: "構文木はありません: 規則は入力を導出しません（上記）。",
    more: "ほか {n} 文字",
    noGrammar: "WHATWG の読み方には文法がないため、RFC 2396 の構文木を示します。",
    cut: "{nodes} 個のノードのうち {shown} 個を表示しています。",
    treeMore: "{n} 個のノードを表示",
    reasonsNone: "読み方はすべて一致しています。",
    "appendix-c": "RFC 2396 付録C（ベースURI http://a/b/c/d;p?q）",
    confusion: "読み方が分かれる例",
    invalidGroup: "不正な入力とその修正",
    modeReference: "URI参照を調べる",
    modeText: "テキスト中の参照を探す",
    textTitle: "テキスト中のURI参照",
    textLabel: "テキスト（RFC 2396 付録E: 引用符や山括弧で囲まれた参照、または区切りのない参照）",
    textFound: "{count} 個の参照が見つかりました。",
    textDescribed: "最初の {shown} 個を示します。",
    textCut: "テキストは最初の {n} 文字まで表示しています。",
    textNone: "参照は見つかりませんでした。",
    textWorking: "テキストを読んでいます…",
    refValid: "妥当",
    refInvalid: "不正",
    lineColumn: "{line} 行 {column} 列",
    modeIri: "IRI と URI を相互に変換",
    inputIri: "IRI または URI",
    iriTitle: "IRI ⇄ URI（RFC 3987 第 3 節）",
    toUri: "URI: 入力を IRI として対応付けたもの（RFC 3987 3.1）",
    toIri: "IRI: 入力を URI として変換したもの（RFC 3987 3.2）",
    uriEscaped: "US-ASCII 以外の {n} 文字を、UTF-8 のオクテットのエスケープで書きました。",
    uriEscapedOne: "US-ASCII 以外の 1 文字を、UTF-8 のオクテットのエスケープで書きました。",
    uriSame: "エスケープする文字はありません。URI は入力のままです。",
    uriLeft: "{n} 文字は ucschar でも iprivate でもなく、IRI には置けないため、そのまま残しました。",
    leftAsIs: "ucschar でも iprivate でもないため、そのまま",
    iriKept: "{n} 個のエスケープを保持しました。それぞれの理由:",
    iriKeptOne: "1 個のエスケープを保持しました。その理由:",
    iriNoneKept: "保持したエスケープはありません。",
    iriSame: "IRI は入力のままです。",
    keptAt: "バイト {offset} の {escape}: {reason}",
    moreItems: "ほか {n} 個",
    resultCut: "{total} 文字のうち最初の {n} 文字を表示",
    iri: "IRI と URI（RFC 3987 第 3 節）",
    host_ascii: "ホストの A ラベル（DNS に問い合わせる形）",
    host_unicode: "ホストの U ラベル（人が読む形）",
    hostRejected: "なし: UTS 46（IDNA）はこの名前を拒否します",
    decodings: "エスケープの読み（RFC 2396 2.1 は符号化をスキームに委ねています）",
    likely: "最も確からしい",
    malformed: "不正",
    "class-bidi": "双方向制御文字",
    "class-hidden": "見えない文字",
    "class-space": "空白",
    "class-non-ascii": "US-ASCII 以外の文字",
  },
};

const $ = (id) => document.getElementById(id);
const state = { input: "", base: "", rule: "URI-reference", reading: "strict", lang: "en", mode: "reference", text: "" };
let rulesOf = {};
let offsets = null; // byte offset -> UTF-16 index of state.input

const t = (key, vars) => {
  const text = UI[state.lang][key] ?? UI.en[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (_, k) => String(vars[k])) : text;
};

// The address bar follows the view once typing pauses: rewriting it on
// every keystroke costs a keystroke a millisecond or two.
let hashTimer = 0;
// The address the page last read or wrote. Another one in the bar is a
// navigation (a link clicked) whose hashchange has not run yet: a rewrite
// then would put the old view back over it and the link would be lost.
let knownHash = location.hash;
function writeHash(permalink) {
  clearTimeout(hashTimer);
  if (location.hash !== knownHash) return;
  if (location.hash !== permalink) history.replaceState(null, "", permalink);
  knownHash = permalink;
}
function followHash(permalink) {
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => writeHash(permalink), 250);
}

// A view as a description, drawn by patch() (or made by create()):
// h(tag, attrs, ...children), each child a string (a text node) or such a
// description; attrs "class", "text" (a first child) or any attribute. A
// keystroke changes a few texts of the views; patch() changes those in the
// page and leaves the other nodes where they are, so that the browser
// styles, lays out and paints only what changed, and a focused node stays
// focused.
function h(tag, attrs = {}, ...children) {
  const a = {};
  let kids = children;
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") kids = v === "" ? children : [v, ...children];
    else a[k] = String(v);
  }
  return { tag, attrs: a, children: kids.map((c) => (typeof c === "object" ? c : String(c))) };
}

// An element remembers the description it was last drawn from: given the
// same one again (the very object), it is left as it is, with all within
// it. A view hands the same object again only for what it draws the same.
function create(v) {
  if (typeof v === "string") return document.createTextNode(v);
  const e = document.createElement(v.tag);
  for (const [k, value] of Object.entries(v.attrs)) e.setAttribute(k, value);
  for (const c of v.children) e.append(create(c));
  e.drawnFrom = v;
  return e;
}

// Makes the children of `parent` those described by `views`, in order: a
// node of the same kind (a text, or an element of the same tag) in the
// same place is kept and its text, attributes and children patched; the
// others are made, and what is left over removed.
function patch(parent, views) {
  let node = parent.firstChild;
  for (const v of views) {
    const text = typeof v === "string";
    if (node && (text ? node.nodeType === Node.TEXT_NODE : node.nodeType === Node.ELEMENT_NODE && node.localName === v.tag)) {
      if (text) {
        if (node.data !== v) node.data = v;
      } else if (node.drawnFrom !== v) {
        let count = 0;
        for (const k in v.attrs) {
          count++;
          if (node.getAttribute(k) !== v.attrs[k]) node.setAttribute(k, v.attrs[k]);
        }
        // Attributes the description has not (it has all of its own now).
        if (node.attributes.length !== count) {
          for (const { name } of [...node.attributes]) if (!Object.hasOwn(v.attrs, name)) node.removeAttribute(name);
        }
        patch(node, v.children);
        node.drawnFrom = v;
      }
      node = node.nextSibling;
    } else {
      parent.insertBefore(create(v), node);
    }
  }
  while (node) {
    const next = node.nextSibling;
    node.remove();
    node = next;
  }
}

// The library answers in UTF-8 byte offsets; the page's strings are UTF-16.
function byteOffsets(s) {
  const map = new Uint32Array(new TextEncoder().encode(s).length + 1);
  let b = 0;
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i);
    const units = cp > 0xffff ? 2 : 1;
    const bytes = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < bytes; k++) map[b + k] = i;
    b += bytes;
    i += units;
  }
  map[b] = s.length;
  return map;
}
const at = (byte) => offsets[Math.min(byte, offsets.length - 1)];

function ask(fn, ...args) {
  const answer = JSON.parse(fn(...args));
  if (answer && answer.fault) throw new Error(answer.fault);
  return answer;
}

// The hash: #input=...&base=...&rule=...&reading=...&mode=...
const MODES = ["reference", "text", "iri"];
function readHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  state.input = p.get("input") ?? state.input;
  state.base = p.get("base") ?? "";
  state.rule = p.get("rule") || "URI-reference";
  state.reading = p.get("reading") || "strict";
  state.mode = MODES.includes(p.get("mode")) ? p.get("mode") : "reference";
  if (p.get("lang") === "ja" || p.get("lang") === "en") state.lang = p.get("lang");
}
function hashOf(s) {
  const p = new URLSearchParams();
  p.set("input", s.input);
  if (s.base) p.set("base", s.base);
  p.set("rule", s.rule);
  p.set("reading", s.reading);
  // Another mode's link opens it; text mode's text stays on the page.
  if (s.mode && s.mode !== "reference") p.set("mode", s.mode);
  return "#" + p.toString().replace(/\+/g, "%20");
}

const grammarOf = (reading) => (reading === "whatwg" ? "strict" : reading);

function fillRules() {
  const sel = $("rule");
  const names = rulesOf[grammarOf(state.reading)].map((r) => r.name);
  if (!names.includes(state.rule)) state.rule = "URI-reference";
  patch(sel, names.map((n) => h("option", { value: n, text: n })));
  sel.value = state.rule;
}

// The characters of the input that the library's views draw visibly
// (bidirectional controls and hidden characters), each with its escape:
// drawn as such everywhere on the page, so that a right-to-left override
// never reorders what the page shows.
let hidden = new Map();

function shown(text) {
  if (hidden.size === 0) return text;
  let out = "";
  for (const ch of text) out += hidden.get(ch) ?? ch;
  return out;
}

// The input from UTF-16 index a to b as nodes: text, and a span for each
// hidden character (data-units: how many units of the input it stands for).
function inputNodes(a, b) {
  const s = state.input;
  if (hidden.size === 0) return a < b ? [s.slice(a, b)] : [];
  const nodes = [];
  let run = a;
  for (let i = a; i < b; ) {
    const ch = String.fromCodePoint(s.codePointAt(i));
    const escape = hidden.get(ch);
    if (escape) {
      if (run < i) nodes.push(s.slice(run, i));
      nodes.push(h("span", { class: "esc", "data-units": String(ch.length), text: escape }));
      run = i + ch.length;
    }
    i += ch.length;
  }
  if (run < b) nodes.push(s.slice(run, b));
  return nodes;
}

// Only a change: an attribute written again is work for the browser.
function setHidden(e, hidden) {
  if (e.hidden !== hidden) e.hidden = hidden;
}

function renderInputView(highlight, caret) {
  const view = $("input-view");
  const s = state.input;
  if (caret != null) {
    const i = at(caret);
    const ch = i < s.length ? String.fromCodePoint(s.codePointAt(i)) : " ";
    patch(view, [
      ...inputNodes(0, i),
      h("span", { class: "caret", "data-offset": String(caret), title: t("offset") + " " + caret, text: shown(ch) }),
      ...inputNodes(i + ch.length, s.length),
    ]);
  } else if (highlight) {
    const [a, b] = [at(highlight[0]), at(highlight[1])];
    patch(view, [...inputNodes(0, a), h("mark", {}, ...inputNodes(a, b)), ...inputNodes(b, s.length)]);
  } else {
    patch(view, inputNodes(0, s.length));
  }
  const mark = caret == null ? "" : String(caret);
  if (view.dataset.caret !== mark) view.dataset.caret = mark;
}

function renderEscapes() {
  // Every such character, for the page's views; the first 50 listed.
  const v = ask(lib.visible, state.input, 100000);
  hidden = new Map(v.chars.filter((c) => c.class === "bidi" || c.class === "hidden").map((c) => [c.char, c.escape]));
  const box = $("escapes");
  if (v.count === 0) {
    patch(box, [h("p", { class: "quiet", text: t("noEscapes") })]);
    return;
  }
  const items = v.chars.slice(0, 50).map((c) => h("li", { class: c.class, text: `${c.escape} ${t("class-" + c.class)} @${c.offset}` }));
  if (v.count > 50) items.push(h("li", { text: t("more", { n: v.count - 50 }) }));
  patch(box, [h("p", { text: t("escapes") }), h("ul", { class: "escapes" }, ...items)]);
}

// Long values are cut for drawing (the whole value is in the title), so
// that a megabyte of input never becomes megabytes of table and tree.
const CLIP = 160;
// Nodes of a tree drawn: the first in preorder, 120 unless more are asked
// for (a hundred nodes are made within a frame; five hundred are not); the
// note says how many more there are.
let treeNodes = 120;
const MAX_TREE_NODES = 7680;
function clip(s) {
  return s.length <= CLIP ? s : s.slice(0, CLIP) + "…" + t("more", { n: s.length - CLIP });
}

function show(value) {
  if (value === null || value === undefined) return h("span", { class: "absent", text: t("absent") });
  const text = clip(shown(value));
  return h("code", value.length > CLIP ? { text, title: value.slice(0, 10000) } : { text });
}

// The components' names in the library's words, per language.
const fieldNamesIn = {};
const fieldNames = () => (fieldNamesIn[state.lang] ??= ask(lib.field_names, state.lang));
// The fields of compare, in its order, from the library (it has no
// authority: each reading gives the parts of one).
let fieldsOfCompare = null;
const rowsOfCompare = () => (fieldsOfCompare ??= ask(lib.fields));

function renderReadings() {
  const c = ask(lib.compare, state.input, state.base, state.lang);
  const names = fieldNames();
  const head = h("tr", {}, h("th", { scope: "col", text: t("field") }),
    ...c.readings.map((r) => h("th", { scope: "col", title: r.grammar, text: r.reading })));
  const rows = [head];
  for (const field of rowsOfCompare()) {
    if (field === "resolved" && !c.base) continue;
    const differs = c.differ.includes(field);
    const th = h("th", { scope: "row", text: names[field] ?? t(field) });
    if (differs) th.children.push(h("span", { class: "mark", title: t("differs"), text: " ≠" }));
    const cells = [th];
    const values = c.readings.map((r) => (field === "valid" ? r.valid : r[field]));
    // The value most readings that accept give; a cell apart from it is marked.
    const counts = new Map();
    c.readings.forEach((r, i) => {
      if (field === "valid" || r.valid) counts.set(values[i], (counts.get(values[i]) ?? 0) + 1);
    });
    const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    c.readings.forEach((r, i) => {
      const content = [];
      if (field === "valid") content.push(h("span", { class: r.valid ? "ok" : "bad", text: r.valid ? "✓ " + t("yes") : "✗ " + t("no") }));
      else if (r.valid) content.push(show(values[i]));
      if (differs && (field === "valid" || r.valid) && values[i] !== common) {
        cells.push(h("td", { "data-reading": r.reading, class: "differ" }, h("span", { class: "mark", "aria-label": t("differs"), text: "≠ " }), ...content));
      } else {
        cells.push(h("td", { "data-reading": r.reading }, ...content));
      }
    });
    rows.push(h("tr", differs ? { "data-field": field, class: "differ" } : { "data-field": field }, ...cells));
  }
  patch($("readings-table"), rows);
  const reasons = [];
  for (const r of c.readings) {
    for (const why of r.reasons) reasons.push(h("li", {}, h("strong", { text: r.reading + ": " }), why.message));
    if (r.error) reasons.push(h("li", { class: "refusal" }, h("strong", { text: r.reading + ": " }), r.error.message));
  }
  if (reasons.length === 0 && c.differ.length === 0) reasons.push(h("li", { class: "quiet", text: t("reasonsNone") }));
  patch($("reasons"), reasons);
}

// The tree's items of the last drawing, by node (rule, span and text
// shown): an item drawn the same as then, with the same children, is the
// same description, so patch() leaves it and all within it. Typing at the
// end of a long reference changes the nodes that span the end, not the
// others.
let treeItems = new Map();
let nextTreeItems = new Map();

function nodeItem(n) {
  const s = state.input;
  const text = s.slice(at(n.start), at(n.end));
  const code = text.length > CLIP ? clip(shown(text)) : JSON.stringify(shown(text));
  const children = n.children.map(nodeItem);
  const key = `${n.rule} ${n.start} ${n.end} ${code}`;
  const last = treeItems.get(key);
  if (last && last.children.length === children.length && last.children.every((c, i) => c === children[i])) {
    nextTreeItems.set(key, last);
    return last.item;
  }
  const button = h("button", { type: "button", class: "node", "data-start": String(n.start), "data-end": String(n.end) },
    h("span", { class: "rule", text: n.rule }), " ", h("code", { text: code }));
  const item = children.length ? h("li", { role: "none" }, button, h("ul", {}, ...children)) : h("li", { role: "none" }, button);
  nextTreeItems.set(key, { item, children });
  return item;
}

// The chosen reading's components, with the kinds its grammar gives them
// (the authority, and which rule the authority, host and path are), in
// the order of the library's components.
function renderComponents() {
  const grammar = grammarOf(state.reading);
  const p = ask(lib.parse, state.input, grammar, state.lang);
  const names = fieldNames();
  patch($("components-note"), [p.valid ? t("componentsOf", { reading: state.reading, grammar }) : t("noComponents")]);
  const row = (k, value) => h("tr", { "data-component": k }, h("th", { scope: "row", text: names[k] ?? t(k) }), h("td", {}, value));
  const components = p.valid ? Object.keys(p.components) : [];
  const rows = components.map((k) => row(k, show(p.components[k])));
  // An internationalized host's two forms (UTS 46), after its kind.
  const hostNames = p.host_names;
  if (hostNames) {
    const at = components.indexOf("host_kind") + 1;
    const ascii = hostNames.ascii === null ? h("span", { class: "absent", text: t("hostRejected") }) : show(hostNames.ascii);
    rows.splice(at, 0, row("host_ascii", ascii), row("host_unicode", show(hostNames.unicode)));
  }
  patch($("components-table"), rows);
  // Each run of escapes beyond US-ASCII, in each encoding, the likely one first marked.
  const runs = p.escapes.map((run) => h("li", { "data-start": String(run.start) },
    h("code", { text: clip(run.escapes) }), " ",
    ...run.decodings.map((d) => h("span", { class: d.text === null ? "decoding absent" : d.encoding === run.likely ? "decoding likely" : "decoding", "data-encoding": d.encoding },
      `${d.encoding}: `, d.text === null ? t("malformed") : h("code", { text: clip(shown(d.text)) }),
      d.encoding === run.likely ? ` (${t("likely")})` : "", " "))));
  if (p.escape_runs > p.escapes.length) runs.push(h("li", { class: "quiet", text: t("moreItems", { n: p.escape_runs - p.escapes.length }) }));
  setHidden($("decodings"), runs.length === 0);
  patch($("decodings-list"), runs);
}

function renderTreeAndError() {
  const dialect = grammarOf(state.reading);
  const tr = ask(lib.tree, state.input, dialect, state.rule, state.lang, treeNodes);
  const notes = [];
  if (state.reading === "whatwg") notes.push(t("noGrammar"));
  if (tr.valid && tr.shown < tr.nodes) notes.push(t("cut", { shown: tr.shown, nodes: tr.nodes }));
  if (!tr.valid) notes.push(t("noTree"));
  patch($("tree-note"), notes.length ? [notes.join(" ")] : []);
  // A node lit by the pointer on the input is unlit by a new drawing.
  for (const b of $("tree-view").querySelectorAll("button.node.lit")) b.classList.remove("lit");
  nextTreeItems = new Map();
  patch($("tree-view"), tr.valid ? [h("ul", { class: "tree-root" }, nodeItem(tr.tree))] : []);
  treeItems = nextTreeItems;
  // A longer tree's next nodes, on demand.
  const more = $("tree-more");
  setHidden(more, !(tr.valid && tr.shown < tr.nodes && treeNodes < MAX_TREE_NODES));
  patch(more, [t("treeMore", { n: Math.min(treeNodes * 4, MAX_TREE_NODES) })]);
  const box = $("error");
  if (tr.valid) {
    setHidden(box, true);
    renderInputView(null, null);
    return;
  }
  const e = tr.error;
  setHidden(box, false);
  const dl = $("error-details");
  const row = (k, v, cls) => [h("dt", { text: k }), h("dd", cls ? { class: cls } : {}, v)];
  patch(dl, [
    ...row(t("message"), e.message, "message"),
    ...row(t("offset"), String(e.offset), "offset"),
    // Rule names and literals as the grammar spells them; the end of the
    // input in the page's language.
    ...row(t("expected"), e.expected.map((x) => (x === "end of input" ? t("endOfInput") : x)).join(t("listSeparator")) || "—", "expected"),
    ...row(t("found"), e.found === null ? t("endOfInput") : JSON.stringify(shown(e.found)), "found"),
    ...row(t("fix"), e.fix ?? t("noFix"), "fix"),
  ]);
  const apply = $("apply-fix");
  setHidden(apply, e.fixed === null);
  if (apply.dataset.fixed !== (e.fixed ?? "")) apply.dataset.fixed = e.fixed ?? "";
  renderInputView(null, e.offset);
}

// IRI mode: the input mapped both ways (RFC 3987 3.1 and 3.2), whichever
// it is. Each result is drawn to its first RESULT_VIEW characters (a
// megabyte of text redrawn at each keystroke would hold the page), and the
// first MAPPED characters escaped and escapes kept are listed.
const RESULT_VIEW = 10000;
const MAPPED = 50;

// A result as drawn: its characters the page draws as escapes so written
// (`shown`, from the library), cut after RESULT_VIEW characters.
function resultNodes(value, shownValue) {
  const s = shownValue ?? value;
  if (s.length <= RESULT_VIEW) return [s];
  // Not between the two halves of a surrogate pair.
  const last = s.charCodeAt(RESULT_VIEW - 1);
  const cut = last >= 0xd800 && last < 0xdc00 ? RESULT_VIEW - 1 : RESULT_VIEW;
  return [s.slice(0, cut), h("span", { class: "quiet", text: "… (" + t("resultCut", { n: cut, total: s.length }) + ")" })];
}

function renderIri() {
  const u = ask(lib.iri_to_uri, state.input, MAPPED);
  patch($("to-uri"), resultNodes(u.uri, u.shown));
  const escaped = u.count - u.left;
  patch($("to-uri-note"), [(escaped ? t(escaped === 1 ? "uriEscapedOne" : "uriEscaped", { n: escaped }) : t("uriSame")) + (u.left ? t("uriLeft", { n: u.left }) : "")]);
  const chars = u.chars.map((c) => h("li", { "data-class": c.class },
    h("code", { text: shown(c.char) }), ` ${c.codepoint} `,
    ...(c.escaped ? [h("span", { class: "quiet", text: c.class }), " → ", h("code", { text: c.escaped })] : [t("leftAsIs")])));
  if (u.count > u.chars.length) chars.push(h("li", { class: "quiet", text: t("moreItems", { n: u.count - u.chars.length }) }));
  patch($("to-uri-chars"), chars);

  const r = ask(lib.uri_to_iri, state.input, state.lang, MAPPED);
  patch($("to-iri"), resultNodes(r.iri, r.shown));
  patch($("to-iri-note"), [(r.count ? t(r.count === 1 ? "iriKeptOne" : "iriKept", { n: r.count }) : t("iriNoneKept")) + (r.iri === state.input ? t("iriSame") : "")]);
  const kept = r.kept.map((k) => h("li", { "data-reason": k.reason, title: k.reason },
    t("keptAt", { escape: k.escape, offset: k.start, reason: k.message })));
  if (r.count > r.kept.length) kept.push(h("li", { class: "quiet", text: t("moreItems", { n: r.count - r.kept.length }) }));
  patch($("to-iri-kept"), kept);
}

// Each view with what it shows depends on, and the modes it is drawn in; a
// view whose inputs are those it was last drawn with is left as it is (a
// change of rule redraws the tree alone, a change of base the readings
// alone), and a view of another mode waits for its mode.
const VIEWS = [
  ["escapes", renderEscapes, () => [state.input, state.lang], ["reference", "iri"]],
  ["readings", renderReadings, () => [state.input, state.base, state.lang], ["reference"]],
  ["components", renderComponents, () => [state.input, state.reading, state.lang], ["reference"]],
  ["tree", renderTreeAndError, () => [state.input, state.reading, state.rule, state.lang, treeNodes], ["reference"]],
  ["iri", renderIri, () => [state.input, state.lang], ["iri"]],
];
const drawnWith = new Map();

function render() {
  const start = performance.now();
  offsets = byteOffsets(state.input);
  const permalink = hashOf(state);
  if ($("permalink").getAttribute("href") !== permalink) $("permalink").href = permalink;
  followHash(permalink);
  for (const [name, draw, inputs, modes] of VIEWS) {
    if (!modes.includes(state.mode)) continue;
    const now = inputs();
    const last = drawnWith.get(name);
    if (!last || now.some((x, i) => x !== last[i])) {
      draw();
      drawnWith.set(name, now);
    }
  }
  // How long the views took to make, for the browser tests' figures.
  document.body.dataset.renderMs = (performance.now() - start).toFixed(1);
}

let pending = 0;
function schedule() {
  if (!pending) pending = requestAnimationFrame(() => { pending = 0; render(); });
}

function setLang(lang) {
  state.lang = lang;
  document.documentElement.lang = lang;
  for (const e of document.querySelectorAll("[data-i18n]")) e.textContent = t(e.dataset.i18n);
  for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  document.title = t("title");
  renderExamples();
}

let exampleList = [];
function renderExamples() {
  const groups = new Map();
  for (const x of exampleList) {
    if (!groups.has(x.group)) groups.set(x.group, []);
    groups.get(x.group).push(x);
  }
  const out = [];
  for (const [group, xs] of groups) {
    out.push(h("h3", { text: t(group === "invalid" ? "invalidGroup" : group) }));
    out.push(h("ul", {}, ...xs.map((x) => h("li", {},
      h("a", { href: hashOf(x), class: "example" }, h("code", { text: x.input })),
      x.class ? " " + x.class : "",
      x.rule !== "URI-reference" ? " (" + x.rule + ")" : ""))));
  }
  patch($("examples-list"), out);
}

function fromHash() {
  knownHash = location.hash;
  readHash();
  $("input").value = state.input;
  $("base").value = state.base;
  $("reading").value = state.reading;
  fillRules();
  setMode(state.mode);
}

// Text mode: the library reads the text in a worker (worker.js); each
// answer is drawn when it is the latest one asked for.
let worker = null;
let asked = 0;
let textTimer = 0;
// References described in a text's list, and links drawn in its view.
const TEXT_REFERENCES = 500;

function setMode(mode) {
  state.mode = mode;
  document.body.dataset.mode = mode;
  $("text-mode").hidden = mode !== "text";
  $("iri-mode").hidden = mode !== "iri";
  // The field's label names what the mode reads.
  const label = $("input-label");
  label.dataset.i18n = mode === "iri" ? "inputIri" : "input";
  label.textContent = mode === "iri" ? t("inputIri") : t("input");
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
  if (mode === "text") {
    writeHash(hashOf(state));
    askText();
  } else {
    render();
  }
}

function askText() {
  clearTimeout(textTimer);
  $("text-note").textContent = t("textWorking");
  document.body.dataset.textReady = "false";
  // A pause in typing, then one question: a paste is read once. An answer
  // to an earlier question, still on its way, is no longer wanted.
  const id = ++asked;
  textTimer = setTimeout(() => {
    worker.postMessage({ id, text: state.text, dialect: grammarOf(state.reading), lang: state.lang, limit: TEXT_REFERENCES });
  }, 120);
}

function renderText(answer) {
  const started = performance.now();
  const text = state.text;
  const hiddenAt = new Map(answer.hidden.map(([a, b, escape]) => [a, [b, escape]]));
  // The text to `end`, from `from`, with its hidden characters as escapes.
  const piece = (from, end) => {
    const out = [];
    let run = from;
    for (let i = from; i < end; i++) {
      const hid = hiddenAt.get(i);
      if (!hid) continue;
      if (run < i) out.push(text.slice(run, i));
      out.push(h("span", { class: "esc", text: hid[1] }));
      run = hid[0];
      i = hid[0] - 1;
    }
    if (run < end) out.push(text.slice(run, end));
    return out;
  };
  const view = [];
  const list = [];
  let pos = 0;
  answer.references.forEach((r, k) => {
    const link = hashOf({ ...state, mode: "reference", input: r.uri, base: "", rule: "URI-reference" });
    if (r.start >= pos && r.end <= answer.view) {
      view.push(...piece(pos, r.start));
      view.push(h("a", { class: "ref " + (r.valid ? "valid" : "invalid"), href: link, "data-index": String(k) }, ...piece(r.start, r.end)));
      pos = r.end;
    }
    const notes = [];
    if (r.error) notes.push(h("li", { class: "bad", text: r.error }));
    for (const f of r.findings) notes.push(h("li", { "data-code": f.code }, h("strong", { text: f.code + ": " }), f.message));
    list.push(h("li", {},
      h("a", { href: link, class: "open" }, h("code", { text: clip(r.shown) })),
      " ",
      h("span", { class: r.valid ? "ok" : "bad", text: r.valid ? "✓ " + t("refValid") : "✗ " + t("refInvalid") }),
      " ",
      h("span", { class: "quiet", text: t("lineColumn", { line: r.line, column: r.column }) }),
      ...(notes.length ? [h("ul", {}, ...notes)] : [])));
  });
  view.push(...piece(pos, answer.view));
  patch($("text-view"), view);
  patch($("text-refs"), list);
  let note = answer.count === 0 ? t("textNone") : t("textFound", { count: answer.count });
  if (answer.count > answer.references.length) note += t("textDescribed", { shown: answer.references.length });
  if (answer.view < text.length) note += t("textCut", { n: answer.view });
  $("text-note").textContent = note;
  // How long drawing the answer took, for the browser tests' figures.
  document.body.dataset.textMs = (performance.now() - started).toFixed(1);
  document.body.dataset.textReady = "true";
}

async function main() {
  await init();
  window.uri2396 = lib; // for the browser tests: the page's own functions
  const readingNames = ask(lib.readings).map((r) => r.name);
  patch($("reading"), readingNames.map((name) => h("option", { value: name, text: name })));
  for (const g of readingNames.filter((n) => n !== "whatwg")) rulesOf[g] = ask(lib.rules, g);
  exampleList = ask(lib.examples);
  state.lang = (navigator.language || "en").toLowerCase().startsWith("ja") ? "ja" : "en";
  if (!location.hash) state.input = "http://a_b.example/x?y#z";
  readHash();
  setLang(state.lang);

  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (ev) => {
    if (ev.data.id !== asked || state.mode !== "text") return;
    if (ev.data.answer.fault) throw new Error(ev.data.answer.fault);
    renderText(ev.data.answer);
  };
  worker.onerror = (ev) => { throw new Error("worker: " + ev.message); };
  for (const b of document.querySelectorAll("[data-mode]")) b.addEventListener("click", () => setMode(b.dataset.mode));
  $("text").addEventListener("input", (ev) => { state.text = ev.target.value; askText(); });
  $("input").addEventListener("input", (ev) => { state.input = ev.target.value; schedule(); });
  $("base").addEventListener("input", (ev) => { state.base = ev.target.value; schedule(); });
  $("reading").addEventListener("change", (ev) => { state.reading = ev.target.value; fillRules(); schedule(); });
  $("rule").addEventListener("change", (ev) => { state.rule = ev.target.value; schedule(); });
  $("tree-more").addEventListener("click", () => {
    treeNodes = Math.min(treeNodes * 4, MAX_TREE_NODES);
    render();
  });
  $("apply-fix").addEventListener("click", (ev) => {
    state.input = ev.target.dataset.fixed;
    $("input").value = state.input;
    render();
    $("input").focus();
  });
  for (const b of document.querySelectorAll("[data-lang]")) b.addEventListener("click", () => { setLang(b.dataset.lang); setMode(state.mode); });
  const tv = $("tree-view");
  const light = (ev) => {
    const b = ev.target.closest?.("button.node");
    if (b && $("error").hidden) renderInputView([Number(b.dataset.start), Number(b.dataset.end)], null);
  };
  const unlight = () => { if ($("error").hidden) renderInputView(null, null); };
  tv.addEventListener("mouseover", light);
  tv.addEventListener("focusin", light);
  tv.addEventListener("mouseleave", unlight);
  tv.addEventListener("focusout", unlight);
  // The reverse: a character of the input lights the deepest node that
  // spans it; a click focuses that node.
  const view = $("input-view");
  const nodeAt = (ev) => {
    const range = document.caretRangeFromPoint?.(ev.clientX, ev.clientY);
    if (!range || !view.contains(range.startContainer)) return null;
    const before = document.createRange();
    before.setStart(view, 0);
    before.setEnd(range.startContainer, range.startOffset);
    // An escape's span stands for the units of its character.
    let i = 0;
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) i += node.textContent.length;
      else if (node.classList?.contains("esc")) i += Number(node.dataset.units);
      else node.childNodes.forEach(walk);
    };
    walk(before.cloneContents());
    const byte = new TextEncoder().encode(state.input.slice(0, i)).length;
    let found = null;
    for (const b of tv.querySelectorAll("button.node")) {
      if (Number(b.dataset.start) <= byte && byte < Number(b.dataset.end)) found = b;
    }
    return found;
  };
  view.addEventListener("mousemove", (ev) => {
    const b = nodeAt(ev);
    for (const lit of tv.querySelectorAll("button.node.lit")) if (lit !== b) lit.classList.remove("lit");
    b?.classList.add("lit");
  });
  view.addEventListener("mouseleave", () => tv.querySelectorAll("button.node.lit").forEach((b) => b.classList.remove("lit")));
  view.addEventListener("click", (ev) => nodeAt(ev)?.focus());
  window.addEventListener("hashchange", () => {
    knownHash = location.hash;
    if (location.hash !== hashOf(state)) fromHash();
  });
  fromHash();
  // The views drawn once more as they are: patch() compares each of their
  // nodes and changes none. The first keystroke is then not the first
  // time the page's code runs so (the engine compiles code that has run).
  drawnWith.clear();
  render();
  document.body.dataset.ready = "true";
}

main().catch((e) => {
  document.body.dataset.ready = "error";
  document.body.prepend(create(h("p", { class: "bad", role: "alert", text: String(e) })));
  throw e;
});
