// The inspector page in Debian's Chromium, headless, driven by
// playwright-core (no browser of its own). Run by web/test.sh:
//   node browser.mjs URL CLI_JSONL SCREENSHOT_DIR
// CLI_JSONL: the command line's `parse --format jsonl` of the corpus lines
// the page is compared with. Prints `test result: web. N passed; M failed`.
import { chromium } from "playwright-core";
import { readFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import assert from "node:assert/strict";

const [url, cliJsonl, shots] = process.argv.slice(2);
mkdirSync(shots, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });

const results = [];
const figures = [];
const consoleErrors = [];

async function open(options = {}, hash = "") {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1200, height: 900 }, ...options });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  await page.goto(url + hash);
  await page.waitForSelector("body[data-ready]", { timeout: 20000 });
  assert.equal(await page.getAttribute("body", "data-ready"), "true", "the page renders");
  return page;
}

// Types into a field and waits for the frame that draws it.
async function type(page, id, text) {
  await page.fill("#" + id, text);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function test(name, body) {
  const start = Date.now();
  try {
    await body();
    results.push([name, true]);
    console.log(`test ${name} ... ok (${Date.now() - start} ms)`);
  } catch (e) {
    results.push([name, false]);
    console.log(`test ${name} ... FAILED\n${e.stack || e}`);
  }
}

// A 2 KB reference: one long path, as a pasted link or a generated one.
const LONG_REFERENCE = "http://a.example/" + "b/".repeat(1000);
const cell = (page, field, reading) => page.locator(`#readings-table tr[data-field="${field}"] td[data-reading="${reading}"]`);

await test("renders, with the readings table", async () => {
  const start = Date.now();
  const page = await open();
  figures.push(`first load to drawn: ${Date.now() - start} ms`);
  // The field column, then strict, rfc2732, java, rfc3986 and whatwg.
  assert.deepEqual(await page.locator("#readings-table th[scope=col]").allTextContents(),
    ["Field", "strict", "rfc2732", "java", "rfc3986", "whatwg"]);
  await page.screenshot({ path: `${shots}/main.png`, fullPage: true });
  await page.context().close();
});

await test("the WHATWG reading says which step of its parser reads http:/evil.example/", async () => {
  const page = await open();
  await type(page, "input", "http:/evil.example/");
  const row = page.locator('#readings-table tr[data-field="host"]');
  assert.ok((await row.getAttribute("class")).includes("differ"));
  const reasons = await page.locator("#reasons").textContent();
  assert.match(reasons, /whatwg: after a special scheme, the URL Standard skips any number of slashes/);
  await page.context().close();
});

await test("readings differ on the host of http://a_b.example/", async () => {
  const page = await open();
  await type(page, "input", "http://a_b.example/");
  const row = page.locator('#readings-table tr[data-field="host"]');
  assert.ok((await row.getAttribute("class")).includes("differ"));
  // RFC 3986 reads a reg-name host, as WHATWG does; the RFC 2396 readings
  // none (most readings: the unmarked value).
  for (const reading of ["rfc3986", "whatwg"]) {
    assert.equal((await cell(page, "host", reading).textContent()).trim(), "≠ a_b.example");
    assert.ok((await cell(page, "host", reading).getAttribute("class")).includes("differ"));
  }
  assert.equal(await cell(page, "host", "strict").locator(".absent").count(), 1);
  const reasons = await page.locator("#reasons").textContent();
  assert.match(reasons, /strict: .*reg_name/);
  await page.screenshot({ path: `${shots}/readings-differ.png`, fullPage: true });
  await page.context().close();
});

await test("the chosen reading's components, with their kinds", async () => {
  const page = await open();
  await type(page, "input", "http://a_b.example:80/x");
  const value = async (k) => (await page.locator(`#components-table tr[data-component="${k}"] td`).textContent()).trim();
  // RFC 2396: a reg_name authority, so no host.
  assert.equal(await value("authority"), "a_b.example:80");
  assert.equal(await value("authority_kind"), "reg_name");
  assert.equal(await value("host"), "(absent)");
  assert.equal(await value("path_kind"), "abs_path");
  // RFC 3986: its one form of authority, and a reg-name host.
  await page.selectOption("#reading", "rfc3986");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await value("authority_kind"), "authority");
  assert.equal(await value("host"), "a_b.example");
  assert.equal(await value("host_kind"), "reg-name");
  assert.equal(await value("path_kind"), "path-abempty");
  assert.match(await page.locator("#components-note").textContent(), /rfc3986/);
  await type(page, "input", "http://a b/");
  assert.equal(await page.locator("#components-table tr").count(), 0);
  await page.context().close();
});

await test("an IDN host's A-labels and U-labels, and escapes read in each encoding", async () => {
  const page = await open();
  await type(page, "input", "http://xn--r8jz45g.jp/%95%5C%8E%A6?q=%E8%A1%A8");
  const value = async (k) => (await page.locator(`#components-table tr[data-component="${k}"] td`).textContent()).trim();
  assert.equal(await value("host_ascii"), "xn--r8jz45g.jp");
  assert.equal(await value("host_unicode"), "例え.jp");
  assert.ok(await page.locator("#decodings").isVisible());
  const runs = page.locator("#decodings-list li");
  assert.equal(await runs.count(), 2);
  const first = runs.nth(0);
  assert.equal(await first.locator(".likely").getAttribute("data-encoding"), "Shift_JIS");
  assert.match(await first.locator(".likely").textContent(), /Shift_JIS: 表示/);
  assert.equal(await first.locator('[data-encoding="UTF-8"]').textContent(), "UTF-8: malformed ");
  assert.equal(await runs.nth(1).locator(".likely").getAttribute("data-encoding"), "UTF-8");
  // A name UTS 46 rejects has no A-labels; its U-labels are as written.
  await type(page, "input", "http://xn--a.jp/");
  assert.match(await value("host_ascii"), /UTS 46/);
  assert.equal(await value("host_unicode"), "xn--a.jp");
  assert.ok(await page.locator("#decodings").isHidden());
  // In Japanese, and in RFC 3987's reading, a host written in Unicode.
  await page.click('[data-lang="ja"]');
  await page.selectOption("#reading", "rfc3987");
  await type(page, "input", "http://例え.テスト/");
  assert.equal(await value("host_ascii"), "xn--r8jz45g.xn--zckzah");
  assert.equal(await page.locator('#components-table tr[data-component="host_ascii"] th').textContent(), "ホストの A ラベル（DNS に問い合わせる形）");
  await page.context().close();
});

await test("the tree of a valid input, its nodes lighting the input", async () => {
  const page = await open();
  await type(page, "input", "http://a/b?q");
  assert.ok(await page.locator("#error").isHidden());
  const rules = await page.locator("#tree-view button.node .rule").allTextContents();
  assert.deepEqual(rules.slice(0, 2), ["URI-reference", "absoluteURI"]);
  assert.ok(rules.includes("query"));
  const query = page.locator("#tree-view button.node", { has: page.locator(".rule", { hasText: /^query$/ }) });
  await query.focus();
  assert.equal(await page.locator("#input-view mark").textContent(), "q");
  await page.keyboard.press("Shift+Tab");
  assert.notEqual(await page.locator("#input-view mark").textContent(), "q");
  // The reverse: the pointer on the "q" of the input lights the query node.
  await page.focus("#input");
  assert.equal(await page.locator("#input-view mark").count(), 0);
  await page.locator("#input-view").scrollIntoViewIfNeeded();
  const point = await page.evaluate(() => {
    const text = document.querySelector("#input-view").firstChild;
    const range = document.createRange();
    range.setStart(text, 11);
    range.setEnd(text, 12);
    const r = range.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await page.mouse.move(point.x, point.y);
  assert.equal(await page.locator("#tree-view button.node.lit .rule").textContent(), "query");
  await page.mouse.click(point.x, point.y);
  assert.equal(await page.evaluate(() => document.activeElement.querySelector(".rule")?.textContent), "query");
  await page.selectOption("#rule", "hostport");
  await type(page, "input", "example.com:80");
  assert.deepEqual((await page.locator("#tree-view button.node .rule").allTextContents()).slice(0, 2), ["hostport", "host"]);
  // RFC 3986's reading has its own rules: no hostport, so the rule falls
  // back to URI-reference, whose tree is RFC 3986's.
  await page.selectOption("#reading", "rfc3986");
  assert.equal(await page.inputValue("#rule"), "URI-reference");
  assert.ok((await page.locator("#rule option").allTextContents()).includes("path-abempty"));
  await type(page, "input", "http://a_b/c");
  const rfc3986 = await page.locator("#tree-view button.node .rule").allTextContents();
  assert.deepEqual(rfc3986.slice(0, 3), ["URI-reference", "URI", "scheme"]);
  assert.ok(rfc3986.includes("reg-name") && rfc3986.includes("path-abempty"), rfc3986.join(" "));
  await page.screenshot({ path: `${shots}/tree.png`, fullPage: true });
  await page.context().close();
});

await test("an invalid input: caret, expected, found, fix, and the fix applied", async () => {
  const page = await open();
  await type(page, "input", "http://a/b c");
  assert.ok(await page.locator("#error").isVisible());
  assert.equal(await page.getAttribute("#input-view .caret", "data-offset"), "10");
  assert.equal(await page.locator("#input-view .caret").textContent(), " ");
  assert.equal(await page.locator("#error-details .found").textContent(), '" "');
  assert.match(await page.locator("#error-details .expected").textContent(), /uric/);
  assert.equal(await page.locator("#error-details .fix").textContent(), "escape it as %20");
  await page.screenshot({ path: `${shots}/invalid.png`, fullPage: true });
  await page.click("#apply-fix");
  assert.equal(await page.inputValue("#input"), "http://a/b%20c");
  assert.ok(await page.locator("#error").isHidden());
  // A caret on a wide character: the library's byte offsets become the
  // page's positions.
  await type(page, "input", "/aé日");
  assert.equal(await page.getAttribute("#input-view .caret", "data-offset"), "2");
  assert.equal(await page.locator("#input-view .caret").textContent(), "é");
  assert.equal(await page.getAttribute("#apply-fix", "data-fixed"), "/a%C3%A9%E6%97%A5");
  // No fix, no button.
  await type(page, "input", "http:");
  assert.ok(await page.locator("#apply-fix").isHidden());
  await page.context().close();
});

await test("a permalink reopens the same view", async () => {
  const page = await open();
  await type(page, "input", "../g");
  await type(page, "base", "http://a/b/c/d;p?q");
  await page.selectOption("#reading", "rfc2732");
  await page.selectOption("#rule", "relativeURI");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const href = await page.getAttribute("#permalink", "href");
  assert.match(href, /^#input=\.\.%2Fg&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&rule=relativeURI&reading=rfc2732$/);
  await page.context().close();
  const again = await open({}, href);
  assert.equal(await again.inputValue("#input"), "../g");
  assert.equal(await again.inputValue("#base"), "http://a/b/c/d;p?q");
  assert.equal(await again.inputValue("#reading"), "rfc2732");
  assert.equal(await again.inputValue("#rule"), "relativeURI");
  assert.equal((await cell(again, "resolved", "strict").textContent()).trim(), "http://a/b/g");
  // An example link is such a permalink.
  await again.click('#examples-list a.example:has-text("http://[::1]/")');
  await again.waitForFunction(() => document.querySelector("#input").value === "http://[::1]/");
  assert.equal((await cell(again, "valid", "strict").textContent()).includes("✗"), true);
  await again.context().close();
});

await test("a link clicked as the address bar's rewrite falls due", async () => {
  const page = await open({}, "#input=..%2Fg");
  // A keystroke: its view is drawn and the address bar's rewrite waits.
  await type(page, "input", "x");
  const link = page.locator('#examples-list a.example:has-text("http://[::1]/")');
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  // The page busy past the rewrite's time, and the click queued behind
  // it: the browser takes the click first (input comes before timers),
  // then the rewrite, then the click's hashchange.
  await page.evaluate(() => { setTimeout(() => { const t0 = performance.now(); while (performance.now() - t0 < 600) {} }, 0); });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => document.querySelector("#input").value === "http://[::1]/", null, { timeout: 5000 });
  await page.waitForTimeout(300);
  assert.equal(await page.inputValue("#input"), "http://[::1]/");
  assert.match(await page.evaluate(() => location.hash), /^#input=http%3A%2F%2F%5B%3A%3A1%5D%2F&/);
  await page.context().close();
});

await test("Japanese, from the browser's language and by the switch", async () => {
  const page = await open({ locale: "ja-JP" }, "#input=http%3A%2F%2Fa%2F%25zz");
  assert.equal(await page.textContent("h1"), "uri2396 インスペクタ");
  assert.match(await page.locator("#error-details .message").textContent(), /16進数字/);
  await page.screenshot({ path: `${shots}/japanese.png`, fullPage: true });
  await page.click("#lang-en");
  assert.equal(await page.textContent("h1"), "uri2396 inspector");
  assert.match(await page.locator("#error-details .message").textContent(), /hex/);
  await page.click("#lang-ja");
  assert.equal(await page.textContent("#readings-h"), "読み方の比較");
  assert.equal(await page.textContent('#readings-table tr[data-field="path"] th'), "パス");
  // What was expected: the grammar's names, and the end of the input in
  // Japanese.
  await type(page, "input", "http://a/b c");
  assert.equal(await page.locator("#error-details .expected").textContent(), 'uric、"#"、入力の終わり');
  await page.context().close();
});

await test("invisible characters as escapes, and a narrow screen in one column", async () => {
  const page = await open({ viewport: { width: 400, height: 900 } });
  await type(page, "input", "http://a.example/\u202Egpj.exe");
  assert.match(await page.textContent("#escapes"), /\\u\{202E\} bidirectional control @17/);
  // Drawn as its escape in the input and in the table: nothing reorders.
  assert.equal(await page.locator("#input-view .caret").textContent(), "\\u{202E}");
  assert.equal(await page.textContent("#input-view"), "http://a.example/\\u{202E}gpj.exe");
  assert.equal((await cell(page, "path", "java").textContent()).trim(), "/\\u{202E}gpj.exe");
  const [tree, examples] = await page.evaluate(() => ["#tree", "#examples"].map((s) => document.querySelector(s).getBoundingClientRect().top));
  assert.ok(examples > tree, "one column");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 400, `no horizontal scroll of the page (${width})`);
  await page.screenshot({ path: `${shots}/narrow.png`, fullPage: true });
  await page.context().close();
  // A 2 KB reference wraps in every view, the tree's values too, on a
  // narrow screen and a wide one.
  for (const viewport of [{ width: 400, height: 900 }, { width: 1200, height: 900 }]) {
    const wide = await open({ viewport }, "#input=" + encodeURIComponent(LONG_REFERENCE));
    const scroll = await wide.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= viewport.width, `no horizontal scroll with a 2 KB reference at ${viewport.width} px (${scroll})`);
    await wide.context().close();
  }
});

await test("the page agrees with the command line's JSON on the corpus sample", async () => {
  const page = await open();
  const lines = readFileSync(cliJsonl, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const answers = await page.evaluate((asked) => asked.map(([i, d]) => JSON.parse(window.uri2396.parse(i, d, "en"))),
    lines.map((l) => [l.input, l.dialect]));
  const flat = ["scheme", "authority", "authority_kind", "userinfo", "host", "host_kind", "port", "path", "path_kind", "query", "fragment"];
  const errorKeys = ["kind", "rule", "offset", "line", "column", "expected", "found", "class", "message", "fix"];
  let fields = 0;
  lines.forEach((cli, i) => {
    const web = answers[i];
    assert.equal(web.valid, cli.valid, cli.input);
    for (const k of flat) {
      assert.deepEqual(web.components?.[k], cli.components?.[k], `${cli.input}: ${k}`);
      fields++;
    }
    for (const k of errorKeys) {
      assert.deepEqual(web.error?.[k], cli.error?.[k], `${cli.input}: error.${k}`);
      fields++;
    }
  });
  // Every line of the sample, in each of the five grammars.
  assert.ok(lines.length >= 5 * 3000, String(lines.length));
  assert.deepEqual([...new Set(lines.map((l) => l.dialect))], ["strict", "rfc2732", "java", "rfc3986", "rfc3987"]);
  figures.push(`corpus agreement: ${lines.length} inputs (${lines.length / 5} lines in 5 grammars), ${fields} fields equal`);
  await page.context().close();
});

// Keystrokes typed (trusted key presses) at the end of a 2 KB reference,
// each timed in its frame: from the frame's start (the time
// requestAnimationFrame gives its callbacks) to the end of its paint (a
// message posted from the frame's last callback is delivered after it),
// and the page's own part of it (its views made, in JS); the first
// keystroke after the page loaded apart, then 5 to warm up, then 25.
// Each keystroke is also measured as browsers and web.dev measure
// responsiveness (Interaction to Next Paint): the Event Timing API's
// entries (`PerformanceObserver` of type "event"), the longest of those
// that start between the keystroke's keydown and the next one. The API
// reports no entry under 16 ms (its least `durationThreshold`); such a
// keystroke counts as 16 ms, the bound it is under, on the page and on
// the bare field alike.
// The figures are printed, not asserted: the aims (a frame; by Event
// Timing, the worst at most 50 ms and the median within 8 ms of the bare
// field's) are requirements, a time on a shared machine no test. What is
// asserted: every keystroke shows in every view, the page's nodes a
// keystroke changes are a few (patched in place, not rebuilt), and no
// keystroke's median frame takes 100 ms (a gross regression).
const WARM_UP = 5;
const MEASURED = 25;
// Installs the timing of each keystroke's frame on `page`: with `views`,
// the page's own time and the nodes it changed too.
async function timeKeystrokes(page, views) {
  await page.evaluate((views) => {
    window.keystrokes = [];
    // Event Timing: each keydown's time, and every entry of an
    // interaction (keydown, keypress, input, keyup) of 16 ms or more.
    window.keydowns = [];
    window.eventEntries = [];
    document.addEventListener("keydown", (e) => window.keydowns.push(e.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) window.eventEntries.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: "event", durationThreshold: 16 });
    let changed = 0;
    if (views) {
      new MutationObserver((records) => {
        // A node added or removed counts with the nodes within it.
        const nodes = (list) => [...list].reduce((n, node) => n + 1 + (node.getElementsByTagName?.("*").length ?? 0), 0);
        for (const r of records) changed += r.type === "childList" ? nodes(r.addedNodes) + nodes(r.removedNodes) : 1;
      }).observe(document.querySelector("main"), { subtree: true, childList: true, characterData: true, attributes: true });
    }
    // After the page's own listener: this frame callback runs after the
    // one that draws the views.
    document.querySelector("#input").addEventListener("input", () => {
      requestAnimationFrame((start) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.keystrokes.push({ frame: performance.now() - start, views: views ? Number(document.body.dataset.renderMs) : 0, changed });
          changed = 0;
        };
        channel.port2.postMessage(0);
      });
    });
  }, views);
}

// Types the keys at the end of the field, each once its frame is timed;
// returns what was typed.
async function typeTimed(page) {
  await page.focus("#input");
  await page.keyboard.press("End");
  let typed = "";
  for (let i = 0; i < 1 + WARM_UP + MEASURED; i++) {
    const key = String.fromCharCode(97 + (i % 26));
    typed += key;
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.keystrokes.length > n, i, { polling: "raf", timeout: 10000 });
  }
  return typed;
}

// The median and the worst of the measured keystrokes' `key`.
function keystrokeStats(keystrokes, key) {
  const xs = keystrokes.slice(1 + WARM_UP).map((k) => k[key]).sort((a, b) => a - b);
  return { median: xs[xs.length >> 1], worst: xs[xs.length - 1] };
}

// Each measured keystroke's duration by Event Timing (16 ms for one under
// the API's threshold), once the entries of the last have been delivered;
// the median, the worst, and how many were under 16 ms.
async function eventTimingStats(page) {
  await page.waitForTimeout(500);
  // The first keydown is the End key that puts the caret at the end.
  const durations = (await page.evaluate(() => {
    const t = window.keydowns;
    return t.map((from, k) => {
      const to = k + 1 < t.length ? t[k + 1] : Infinity;
      const own = window.eventEntries.filter((e) => e.start >= from && e.start < to);
      return own.length ? Math.max(...own.map((e) => e.duration)) : 0;
    });
  })).slice(1);
  const measured = durations.slice(1 + WARM_UP);
  const under = measured.filter((d) => d === 0).length;
  const xs = measured.map((d) => Math.max(d, 16)).sort((a, b) => a - b);
  return { keys: durations.length, median: xs[xs.length >> 1], worst: xs[xs.length - 1], under };
}

// The Event Timing figures of each page, for the comparison at the end.
const interactions = {};

await test("keystrokes in a 2 KB reference, each within a frame", async () => {
  const reference = LONG_REFERENCE;
  const page = await open({}, "#input=" + encodeURIComponent(reference));
  await timeKeystrokes(page, true);
  const typed = await typeTimed(page);

  const keystrokes = await page.evaluate(() => window.keystrokes);
  assert.equal(keystrokes.length, 1 + WARM_UP + MEASURED);
  // Every view shows the last keystroke.
  const value = reference + typed;
  assert.equal(await page.inputValue("#input"), value);
  assert.equal(await page.textContent("#input-view"), value);
  assert.equal(await cell(page, "path", "strict").locator("code").getAttribute("title"), value.slice("http://a.example".length));
  assert.equal(await page.locator('#components-table tr[data-component="path"] code').getAttribute("title"), value.slice("http://a.example".length));
  assert.match(await page.locator("#tree-view button.node code").first().textContent(), new RegExp(` and ${value.length - 160} more$`));
  const first = keystrokes[0];
  const events = await eventTimingStats(page);
  assert.equal(events.keys, 1 + WARM_UP + MEASURED);
  interactions.page = events;
  figures.push(`keystroke in a ${reference.length}-byte reference by Event Timing (Interaction to Next Paint's measure): median ${events.median} ms, worst ${events.worst} ms of ${MEASURED}, ${events.under} under 16 ms (counted as 16); load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  const [frame, views] = [keystrokeStats(keystrokes, "frame"), keystrokeStats(keystrokes, "views")];
  const changed = Math.max(...keystrokes.slice(1 + WARM_UP).map((k) => k.changed));
  figures.push(`keystroke in a ${reference.length}-byte reference, frame from its start to its paint's end: median ${frame.median.toFixed(1)} ms, worst ${frame.worst.toFixed(1)} ms of ${MEASURED} (after ${WARM_UP} to warm up); the first after load ${first.frame.toFixed(1)} ms; the views made (JS) median ${views.median.toFixed(1)} ms, worst ${views.worst.toFixed(1)} ms, first ${first.views.toFixed(1)} ms; at most ${changed} nodes changed per keystroke; load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  // Patched in place: a keystroke changes a few texts and attributes, not
  // the 120 nodes of the tree, let alone the table's.
  assert.ok(changed < 120, `a keystroke changed ${changed} nodes`);
  assert.ok(frame.median < 100, `median keystroke frame ${frame.median} ms`);
  await page.context().close();
});

// The browser's own part: the same keystrokes, timed the same way, in the
// same field holding the same reference on a page with nothing else and
// no script (the page's style sheet only). What a keystroke costs the
// page is the difference; a worst frame here over 16 ms is the machine's.
await test("keystrokes in the field alone, the browser's own part", async () => {
  const reference = LONG_REFERENCE;
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><link rel="stylesheet" href="${url}style.css"><div class="field"><label for="input">URI reference</label><input id="input" type="text" spellcheck="false" autocomplete="off" autocapitalize="off"></div>`);
  await page.fill("#input", reference);
  await timeKeystrokes(page, false);
  const typed = await typeTimed(page);
  assert.equal(await page.inputValue("#input"), reference + typed);
  const frame = keystrokeStats(await page.evaluate(() => window.keystrokes), "frame");
  figures.push(`the same keystrokes in the field alone (no script): median ${frame.median.toFixed(1)} ms, worst ${frame.worst.toFixed(1)} ms of ${MEASURED}; load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  const events = await eventTimingStats(page);
  assert.equal(events.keys, 1 + WARM_UP + MEASURED);
  figures.push(`the same keystrokes in the field alone by Event Timing: median ${events.median} ms, worst ${events.worst} ms of ${MEASURED}, ${events.under} under 16 ms`);
  if (interactions.page) {
    const p = interactions.page;
    figures.push(`keystroke by Event Timing, the page against the field alone: median ${p.median} against ${events.median} ms (${p.median - events.median >= 0 ? "+" : ""}${p.median - events.median} ms; aim: within 8), worst ${p.worst} ms (aim: at most 50)`);
  }
  await context.close();
});

await test("a 1 MB input answers, its tree drawn to 120 nodes, more on demand", async () => {
  const page = await open();
  const timing = await page.evaluate(async () => {
    const input = document.querySelector("#input");
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const start = performance.now();
    input.value = "http://a/" + "b/".repeat(500000);
    input.dispatchEvent(new Event("input"));
    await frame();
    return { mb: performance.now() - start, mbRender: Number(document.body.dataset.renderMs), shown: document.querySelectorAll("#tree-view button.node").length };
  });
  figures.push(`1 MB input: views made in ${timing.mbRender.toFixed(0)} ms, ${timing.mb.toFixed(0)} ms to two frames later (${timing.shown} tree nodes drawn)`);
  // A tree is drawn to its first 120 nodes; more on demand.
  assert.equal(timing.shown, 120);
  assert.match(await page.locator("#tree-note").textContent(), /^120 of \d+ nodes shown\.$/);
  await page.click("#tree-more");
  assert.equal(await page.locator("#tree-view button.node").count(), 480);
  assert.equal(await page.locator("#tree-more").textContent(), "Show 1920 nodes");
  assert.equal(await page.getAttribute("body", "data-ready"), "true");
  await page.context().close();
});

await test("text mode: references found, underlined, linted, each opening in the inspector", async () => {
  const page = await open();
  await page.click("#mode-text");
  assert.equal(await page.getAttribute("#mode-text", "aria-pressed"), "true");
  assert.ok(await page.locator("#readings").isHidden());
  const text = 'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\nbut <ftp://ds.internic.\nnet/rfc/> and ftp://user:pw@192.0.2.1/x or <http://a/b c>.';
  await page.fill("#text", text);
  await page.waitForFunction(() => document.body.dataset.textReady === "true");
  const links = page.locator("#text-view a.ref");
  assert.equal(await links.count(), 4);
  assert.equal(await page.locator("#text-view a.ref.invalid").count(), 1);
  assert.match(await page.locator("#text-note").textContent(), /^4 references found\.$/);
  // The view is the text as written; the reference broken over a line is
  // one link, read without the break.
  assert.equal(await page.locator("#text-view").textContent(), text);
  assert.equal(await links.nth(1).textContent(), "ftp://ds.internic.\nnet/rfc/");
  const items = page.locator("#text-refs > li");
  assert.equal(await items.count(), 4);
  assert.equal((await items.nth(1).locator("code").textContent()), "ftp://ds.internic.net/rfc/");
  assert.equal(await items.nth(2).locator('[data-code="password-in-userinfo"]').count(), 1);
  assert.equal(await items.nth(2).locator('[data-code="ipv4-host"]').count(), 1);
  assert.match(await items.nth(3).textContent(), /invalid.*' ' \(space\) is excluded/);
  await page.screenshot({ path: `${shots}/text.png`, fullPage: true });
  // Japanese, then a reference opens in the inspector, by the keyboard.
  await page.click("#lang-ja");
  await page.waitForFunction(() => document.body.dataset.textReady === "true");
  assert.match(await page.locator("#text-note").textContent(), /4 個の参照/);
  await links.nth(1).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#input").value === "ftp://ds.internic.net/rfc/");
  assert.ok(await page.locator("#text-mode").isHidden());
  assert.ok(await page.locator("#readings").isVisible());
  assert.equal(await page.getAttribute("#mode-reference", "aria-pressed"), "true");
  await page.context().close();
});

await test("text mode: a megabyte pasted, the page keeps answering", async () => {
  const page = await open({}, "#mode=text");
  assert.ok(await page.locator("#text-mode").isVisible());
  const line = "see http://example.com/a?b#c and <http://x.example/y z>\n";
  const figure = await page.evaluate(async (big) => {
    const area = document.querySelector("#text");
    const gaps = [];
    const start = performance.now();
    // The browser's own part of a paste: the text in the field, laid out.
    area.value = big;
    void area.scrollHeight;
    const pasted = performance.now() - start;
    area.dispatchEvent(new Event("input"));
    // The frames while the worker reads and the answer is drawn: a frozen
    // page would draw none.
    await new Promise((resolve) => {
      let last = performance.now();
      const tick = (now) => {
        gaps.push(now - last);
        last = now;
        if (document.body.dataset.textReady === "true") resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { total: performance.now() - start, frames: gaps.length, longest: Math.max(...gaps), bytes: big.length, drawn: Number(document.body.dataset.textMs), pasted };
  }, line.repeat(Math.ceil((1 << 20) / line.length)));
  const note = await page.locator("#text-note").textContent();
  assert.match(note, /^\d+ references found\. The first 500 are listed\. The text is drawn to its first 100000 characters\.$/);
  assert.equal(await page.locator("#text-refs > li").count(), 500);
  figures.push(`text mode, ${figure.bytes} bytes pasted: answered in ${figure.total.toFixed(0)} ms (the field laid out with the text in ${figure.pasted.toFixed(0)} ms, the answer drawn in ${figure.drawn.toFixed(0)} ms), ${figure.frames} frames drawn meanwhile, the longest ${figure.longest.toFixed(0)} ms`);
  assert.ok(figure.frames > 2, JSON.stringify(figure));
  await page.context().close();
});

await test("IRI mode: an IRI in Japanese mapped to its URI, a URI's escapes decoded or kept with why", async () => {
  const page = await open();
  await page.click("#mode-iri");
  assert.equal(await page.getAttribute("#mode-iri", "aria-pressed"), "true");
  assert.ok(await page.locator("#iri-mode").isVisible());
  assert.ok(await page.locator("#readings").isHidden());
  assert.ok(await page.locator("#base").isHidden());
  assert.equal(await page.textContent("#input-label"), "IRI or URI");
  await type(page, "input", "http://example.jp/表示/");
  assert.equal(await page.textContent("#to-uri"), "http://example.jp/%E8%A1%A8%E7%A4%BA/");
  assert.match(await page.textContent("#to-uri-note"), /^2 characters beyond US-ASCII written as the escapes of their UTF-8 octets\.$/);
  assert.deepEqual(await page.locator("#to-uri-chars li").allTextContents(),
    ["表 U+8868 ucschar → %E8%A1%A8", "示 U+793A ucschar → %E7%A4%BA"]);
  // An IRI is its own IRI.
  assert.equal(await page.textContent("#to-iri"), "http://example.jp/表示/");
  assert.equal(await page.textContent("#to-iri-note"), "No escape kept. The IRI is the input as it is.");
  // A URI: the escapes of UTF-8 decoded, those of Shift_JIS's 表 (0x95
  // 0x5C) kept, each with its byte offset and why.
  const uri = "http://example.jp/%E8%A1%A8%E7%A4%BA/%95%5C";
  await type(page, "input", uri);
  assert.equal(await page.textContent("#to-iri"), "http://example.jp/表示/%95%5C");
  assert.equal(await page.textContent("#to-uri"), uri);
  assert.match(await page.textContent("#to-iri-note"), /^2 escapes kept/);
  const kept = page.locator("#to-iri-kept li");
  assert.deepEqual(await kept.allTextContents(), [
    "%95 at byte 37: octets that are no UTF-8 character",
    "%5C at byte 40: a US-ASCII character that no URI holds as it is",
  ]);
  assert.equal(await kept.first().getAttribute("data-reason"), "not-utf8");
  await page.screenshot({ path: `${shots}/iri.png`, fullPage: true });
  // The permalink opens the mode on the same input; in Japanese, the
  // command line's words.
  const href = await page.getAttribute("#permalink", "href");
  assert.match(href, /&mode=iri$/);
  await page.context().close();
  const ja = await open({ locale: "ja-JP" }, href);
  assert.ok(await ja.locator("#iri-mode").isVisible());
  assert.equal(await ja.inputValue("#input"), uri);
  assert.equal(await ja.textContent("#input-label"), "IRI または URI");
  assert.match(await ja.textContent("#to-iri-note"), /^2 個のエスケープを保持しました/);
  assert.deepEqual(await ja.locator("#to-iri-kept li").allTextContents(), [
    "バイト 37 の %95: UTF-8 の文字ではないオクテット",
    "バイト 40 の %5C: URI がそのままでは含まない US-ASCII 文字",
  ]);
  await ja.screenshot({ path: `${shots}/iri-japanese.png`, fullPage: true });
  // Reserved characters escaped as data stay so; back in English.
  await ja.click("#lang-en");
  await type(ja, "input", "http://example.org/a%2Fb?c=%E2%82%AC%26d");
  assert.equal(await ja.textContent("#to-iri"), "http://example.org/a%2Fb?c=€%26d");
  assert.deepEqual(await ja.locator("#to-iri-kept li").evaluateAll((l) => l.map((e) => e.dataset.reason)), ["reserved", "reserved"]);
  assert.match(await ja.locator("#to-iri-kept li").first().textContent(), /^%2F at byte 20: a reserved character escaped as data/);
  // Back to the inspector, which reads the same input.
  await ja.click("#mode-reference");
  assert.ok(await ja.locator("#iri-mode").isHidden());
  assert.ok(await ja.locator("#readings").isVisible());
  assert.equal(await ja.textContent("#input-label"), "URI reference");
  assert.equal((await cell(ja, "query", "strict").textContent()).trim(), "c=%E2%82%AC%26d");
  // An example of the group opens the mode.
  await ja.click('#examples-list a.example:has-text("D%FCrst")');
  await ja.waitForFunction(() => document.querySelector("#input").value === "http://www.example.org/D%FCrst");
  assert.ok(await ja.locator("#iri-mode").isVisible());
  assert.equal(await ja.getAttribute("#to-iri-kept li", "data-reason"), "not-utf8");
  await ja.context().close();
});

await test("IRI mode: a megabyte of escapes that are no UTF-8, its lists and views cut", async () => {
  const page = await open({ viewport: { width: 400, height: 900 } }, "#mode=iri");
  const timing = await page.evaluate(async () => {
    const input = document.querySelector("#input");
    const start = performance.now();
    input.value = "%E8".repeat(350000);
    input.dispatchEvent(new Event("input"));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { total: performance.now() - start, views: Number(document.body.dataset.renderMs) };
  });
  figures.push(`IRI mode, 1,050,000 bytes of %E8: views made in ${timing.views.toFixed(0)} ms, ${timing.total.toFixed(0)} ms to two frames later`);
  assert.match(await page.textContent("#to-iri-note"), /^350000 escapes kept/);
  const kept = page.locator("#to-iri-kept li");
  assert.equal(await kept.count(), 51);
  assert.equal(await kept.last().textContent(), " and 349950 more");
  assert.match(await page.textContent("#to-iri"), /… \(drawn to its first 10000 of 1050000 characters\)$/);
  assert.equal(await page.textContent("#to-uri-note"), "No character to escape: the URI is the input as it is.");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 400, `no horizontal scroll of the page (${width})`);
  await page.context().close();
});

// What Japanese text holds in Latin letters: the names of the RFCs and
// standards, encodings, the readings' names; rule names are read from the
// page's own list of each grammar's rules.
const LATIN_IN_JAPANESE = new Set([
  "RFC", "URI", "URIs", "IRI", "IRIs", "URL", "URLs", "US-ASCII", "ASCII", "UTF-8", "Shift_JIS",
  "EUC-JP", "ISO-2022-JP", "windows-1252", "UTS", "IDNA", "DNS", "WHATWG", "Standard", "IPv4",
  "IPv6", "Unicode", "WebAssembly", "uri2396", "strict", "rfc2732", "java", "rfc3986", "rfc3987",
  "whatwg", "net",
]);

// The words of `text` Japanese would not hold: what is left when quoted
// text, references and hosts (runs with a URI's delimiters), parts of the
// inputs and allowed names are taken out.
function englishWords(text, inputs, allowed) {
  const unquoted = text.replace(/"[^"\n]*"|'[^'\n]*'|「[^」\n]*」/g, " ");
  return unquoted
    .split(/[^\x21-\x7e]|[(),"<>]/)
    .filter((run) => !/[.:\/@%?#=&;~\[]/.test(run))
    .flatMap((run) => run.split(/[^A-Za-z0-9_+-]/))
    .filter((w) => (w.match(/[A-Za-z]/g) ?? []).length >= 3)
    .filter((w) => !/^[0-9A-Fa-f]+$/.test(w) && !w.startsWith("U+"))
    .filter((w) => !allowed.has(w) && !inputs.some((i) => i.includes(w)));
}

await test("the page in Japanese: every word it shows comes from a catalogue", async () => {
  const page = await open({ locale: "ja-JP" });
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const readings = ["strict", "rfc2732", "java", "rfc3986", "rfc3987"];
  const allowed = new Set(LATIN_IN_JAPANESE);
  for (const reading of readings) {
    await page.selectOption("#reading", reading);
    await frame();
    for (const rule of await page.locator("#rule option").allTextContents()) allowed.add(rule);
  }
  const inputs = [
    "http://user@a.example:80/b;p/c?q=1#f", "http://a/b c", "http://a/<x>", "http://a/{x}",
    "http://a/%zz", "http://例え.テスト/表示?q=値", "http://xn--r8jz45g.jp/%95%5C%8E%A6",
    "http://xn--a.jp/", "http://[::1]:8080/", "http://a_b/", "//a/../../b", "mailto:a@b",
    "ｈｔｔｐ：／／ａ．ｊｐ", "http://a/\u202Ex", "http:", "http://a/b?q#f g",
  ];
  const leaks = [];
  let shown = 0;
  for (const reading of [...readings, "whatwg"]) {
    await page.selectOption("#reading", reading);
    for (const input of inputs) {
      await type(page, "input", input);
      // What a reader sees, without the input drawn again, the values the
      // tables show (in <code>), the tree's nodes and the examples.
      const text = await page.evaluate(() => {
        const main = document.querySelector("main").cloneNode(true);
        for (const e of main.querySelectorAll("[hidden], #input-view, #tree-view, #examples-list, code, select, input, textarea")) e.remove();
        // Each text node a line of its own (a detached copy has no layout
        // for innerText to set apart a table's cells by).
        const texts = [];
        const walk = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        while (walk.nextNode()) texts.push(walk.currentNode.textContent);
        return texts.join("\n");
      });
      shown += text.length;
      for (const line of text.split("\n")) {
        const words = englishWords(line, inputs, allowed);
        if (words.length) leaks.push(`${reading} ${JSON.stringify(input)}: ${words.join(" ")} in ${JSON.stringify(line)}`);
      }
    }
  }
  assert.ok(shown > 10000, `${shown} characters read`);
  assert.deepEqual([...new Set(leaks)], []);
  await page.context().close();
});

// The page's own words (web/app.js's UI), read from the file as the
// library's and the tool's catalogues are checked by their tests: every
// key in both languages with the same placeholders, and every key the page
// asks for (`t("key")` in app.js, `data-i18n` in index.html) written, so
// that nothing falls back to English or to the key unseen.
await test("the page's words: every key in English and Japanese, none missing", async () => {
  const app = readFileSync(new URL("../app.js", import.meta.url), "utf8");
  const html = readFileSync(new URL("../index.html", import.meta.url), "utf8");
  const start = app.indexOf("const UI = ");
  const end = app.indexOf("\n};\n", start);
  assert.ok(start >= 0 && end > start, "app.js declares const UI = { ... };");
  const ui = Function(`"use strict"; return (${app.slice(start + "const UI = ".length, end + 2)});`)();
  assert.deepEqual(Object.keys(ui).sort(), ["en", "ja"]);
  assert.deepEqual(Object.keys(ui.ja).sort(), Object.keys(ui.en).sort(), "the same keys in both languages");
  const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(ui.en)) {
    assert.ok(ui.en[key] && ui.ja[key], `${key}: a text in both languages`);
    assert.deepEqual(holes(ui.ja[key]), holes(ui.en[key]), `${key}: the same placeholders`);
  }
  const asked = [
    ...[...app.matchAll(/\bt\("(\w+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-i18n="(\w+)"/g)].map((m) => m[1]),
  ];
  assert.ok(asked.length > 20, `${asked.length} keys asked for`);
  for (const key of asked) assert.ok(key in ui.en, `${key} is asked for and has no text`);
});

await test("no console errors", async () => {
  assert.deepEqual(consoleErrors, []);
});

await browser.close();
for (const f of figures) console.log(`figure: ${f}`);
const passed = results.filter(([, ok]) => ok).length;
console.log(`test result: web. ${passed} passed; ${results.length - passed} failed`);
process.exit(results.length === passed ? 0 : 1);
