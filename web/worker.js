// Text mode's worker: the library's `text` (references in running text,
// RFC 2396 Appendix E, with their lints) off the page's thread, so that a
// megabyte pasted never freezes the page. The answer's byte offsets are
// made UTF-16 indices of the text here, in one pass, as the page's
// strings count.
import init, { text as findIn } from "./uri2396_web.js";

const ready = init();

// Maps increasing byte offsets of `s` (UTF-8) to UTF-16 indices, walking
// the string once over all the calls.
function walker(s) {
  let byte = 0;
  let unit = 0;
  return (target) => {
    while (byte < target && unit < s.length) {
      const cp = s.codePointAt(unit);
      byte += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      unit += cp > 0xffff ? 2 : 1;
    }
    return unit;
  };
}

onmessage = async (ev) => {
  await ready;
  const { id, text, dialect, lang, limit } = ev.data;
  const answer = JSON.parse(findIn(text, dialect, lang, limit));
  if (!answer.fault) {
    // Offsets in order: the references' starts and ends, the hidden
    // characters' and the view's end, each walk in one pass.
    const refs = walker(text);
    for (const r of answer.references) {
      r.start = refs(r.start);
      r.end = refs(r.end);
    }
    const chars = walker(text);
    for (const h of answer.hidden) {
      h[0] = chars(h[0]);
      h[1] = chars(h[1]);
    }
    answer.view = chars(answer.view);
  }
  postMessage({ id, answer });
};
