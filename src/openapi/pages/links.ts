// Links: relative links between generated pages, assuming Eleventy's default permalinks (`a/b.md` -> `/a/b/`), and
// absolute http(s) URLs.
import type { Inline } from "./blocks.js";
import { memoize } from "../../memo.js";

function urlSegments(file: string): string[] {
  const segments = file.replace(/\.md$/, "").split("/");
  if (segments[segments.length - 1] === "index") segments.pop();
  return segments;
}

/**
 * How many `../` a link from this page starts with: links from pages of equal depth read the same. Asked for each
 * shared field list and parameter a page writes (Microsoft Graph: about 60,000 times), so answered once per page.
 */
export const linkDepth = memoize((from) => urlSegments(from).length);

// Each page's way up to the root and each target's way down, worked out once (memo.ts): pages link to the same
// few targets thousands of times (every Microsoft Graph operation links its error schema twice).
const upFrom = memoize((file) => "../".repeat(urlSegments(file).length));
const downTo = memoize((file) => {
  const target = urlSegments(file).map(encodeURIComponent).join("/");
  return target ? `${target}/` : "";
});

/** The URL of `to` relative to the page `from`: from `pets/list.md` to `schemas/Pet.md` is `../../schemas/Pet/`. */
export function relativeUrl(from: string, to: string): string {
  const url = upFrom(from) + downTo(to);
  return url === "" ? "./" : url;
}

/** `url` (resolved against `base` when given) as an absolute http(s) URL, or undefined when it is not one. */
export function httpUrl(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link to `url` labelled `label`, when `url` is an http(s) URL; undefined otherwise. The href is one Markdown link
 * destination that Nunjucks leaves alone: parentheses and braces percent-encoded.
 */
export function linkInline(label: string, url: string): Inline | undefined {
  const href = httpUrl(url.trim());
  return href ? { link: label, href: href.replace(/[(){}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) } : undefined;
}
