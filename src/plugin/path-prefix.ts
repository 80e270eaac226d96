// Site paths with Eleventy's path prefix, as its `url` filter writes them, for the layouts (every sidebar link of
// every page) and the site's indexes (every page in llms.txt and sitemap.xml).
import path from "node:path";

/**
 * Eleventy's `url` filter, as `filter` returns it when called with one argument (it reads the site's path prefix
 * itself), with every answer kept until `reset` (a build). With no prefix (its answer for `/` is `/`, the default),
 * a root-relative path is answered the way the filter would, without calling it: the filter first tries each
 * URL as an absolute one (`new URL`), and the error it catches for every site path cost about 25 µs, 40-60 ms of
 * the GitHub reference's build. Anything else goes to the filter.
 */
export function prefixedUrls(filter: () => (url: string) => string): { url(this: unknown, url: string): string; reset(): void } {
  const known = new Map<string, string>();
  let bare: boolean | undefined;
  return {
    url(this: unknown, url: string): string {
      let out = known.get(url);
      if (out === undefined) {
        const eleventy = filter();
        bare ??= String(eleventy.call(this, "/")) === "/";
        out = bare && isSitePath(url) ? unprefixed(url) : String(eleventy.call(this, url));
        known.set(url, out);
      }
      return out;
    },
    reset(): void {
      known.clear();
      bare = undefined;
    },
  };
}

/** A path from the site's root: `/` first and no `//` (a protocol-relative URL, which the filter keeps as is). */
function isSitePath(url: string): boolean {
  return typeof url === "string" && url.charCodeAt(0) === 47 && url.charCodeAt(1) !== 47;
}

/** What Eleventy 3's filter returns for such a path when the prefix is `/`: it normalized, trailing slashes made one. */
function unprefixed(url: string): string {
  return path.posix.join(url).replace(/\/+$/, "/");
}
