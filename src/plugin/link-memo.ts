// markdown-it's normalizeLink (parse the URL, punycode its host, percent-encode it: about 10 µs a link) answered once
// per URL and Markdown instance: the same URLs come back on many pages and fields (the GitHub reference's build:
// 6,482 links, 2,660 distinct; 62 ms of normalizing). Only markdown-it's own function is memoized, which gives the
// same answer for the same URL; a site's own (set before this runs) is left as it is.

import { memoize } from "../memo.js";

interface MarkdownItLike {
  normalizeLink?: (url: string) => string;
}

/** Past this many distinct URLs the memo starts again, so a long-lived process never holds more. */
const MAX_URLS = 20_000;

/** `md.use(memoizeLinks)`. */
export function memoizeLinks(md: MarkdownItLike): void {
  const own = md.normalizeLink;
  if (typeof own !== "function" || own !== defaultNormalizeLink(md)) return;
  // A URL markdown-it cut from a page would keep the whole page alive as the key: a copy of its own. Not flatCopy
  // (latin1.ts), which leaves strings under 64 characters as they are, slices of a page included.
  md.normalizeLink = memoize((url) => own.call(md, url), MAX_URLS, (url) => ` ${url}`.slice(1));
}

/** markdown-it's own normalizeLink, as a new instance of the same class has it; undefined when it cannot tell. */
function defaultNormalizeLink(md: MarkdownItLike): unknown {
  try {
    return (new (md.constructor as new () => MarkdownItLike)()).normalizeLink;
  } catch {
    return undefined;
  }
}
