// Small helpers for reading built HTML in plugin tests (not a test file: ava only runs *.test.js).

/** Decodes the entities docgen and Eleventy emit (&lt; &amp; &quot; &#39; &#10; &#x..;). */
export function decode(text) {
  return text
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Every match of `re` (global) as an array of first groups (or whole matches). */
export function all(html, re) {
  return [...html.matchAll(re)].map((m) => (m.length > 1 ? m[1] : m[0]));
}

/** The outer HTML of each element `<tag ...class="...cls..."...>...</tag>` (non-nested tags only). */
export function elements(html, tag, cls) {
  const re = new RegExp(`<${tag}\\b[^>]*class="[^"]*\\b${cls}\\b[^"]*"[^>]*>[\\s\\S]*?</${tag}>`, "g");
  return html.match(re) ?? [];
}

/** The value of attribute `name` on the first `<tag>` in `html`, decoded; undefined when absent. */
export function attr(html, tag, name) {
  const el = new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0];
  if (!el) return undefined;
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>/])`).exec(el);
  return m ? decode(m[1] ?? "") : undefined;
}

/**
 * Splits `html` into the chunks that start at each match of `start` (a string), e.g. one chunk per
 * component, so assertions about one component cannot be satisfied by its neighbour.
 */
export function chunks(html, start) {
  const source = typeof start === "string" ? start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : start.source;
  return html.split(new RegExp(`(?=${source})`)).slice(1);
}
