// Links: relative links between generated pages, assuming Eleventy's default permalinks (`a/b.md` -> `/a/b/`), and
// absolute http(s) URLs.

function urlSegments(file: string): string[] {
  const segments = file.replace(/\.md$/, "").split("/");
  if (segments[segments.length - 1] === "index") segments.pop();
  return segments;
}

/** How many `../` a link from this page starts with: links from pages of equal depth read the same. */
export function linkDepth(from: string): number {
  return urlSegments(from).length;
}

/** The URL of `to` relative to the page `from`: from `pets/list.md` to `schemas/Pet.md` is `../../schemas/Pet/`. */
export function relativeUrl(from: string, to: string): string {
  const up = "../".repeat(urlSegments(from).length);
  const target = urlSegments(to).map(encodeURIComponent).join("/");
  const url = `${up}${target}${target ? "/" : ""}`;
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
