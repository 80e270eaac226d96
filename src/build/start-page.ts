// A site with no page at `/` (a docs folder holding only `api/`, as `docgen openapi -o docs/api` leaves it) would
// greet its readers, and `docgen build --serve`, with a 404. `docgen build` then writes an `index.html` at the
// site's root that sends them on to the first page of the navigation. A page of the site at `/` (any template,
// any permalink) or a `public/index.html` always wins, and the plugin used in another Eleventy config does none
// of this.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "../plugin/escape.js";
import { langOf } from "../plugin/options.js";
import type { BuildContext } from "./context.js";
import { NOT_FOUND_URL } from "./not-found.js";

export interface StartPageHooks {
  on(event: string, listener: (arg: never) => void): void;
}

/** Where the root page sends readers: a page's URL (site-absolute, as Eleventy gives it) and its title. */
export interface StartPage {
  url: string;
  label: string;
}

/**
 * Registers the check on Eleventy's events. `publicIndex` says whether `public/index.html` will be copied to the
 * root; `onWrite` hears where the written page leads.
 */
export function registerStartPage(
  eleventyConfig: StartPageHooks,
  options: { output: string; context: BuildContext; publicIndex: () => boolean; onWrite: (start: StartPage) => void },
): void {
  let urls: string[] | undefined;
  eleventyConfig.on("eleventy.before", () => {
    urls = undefined;
    options.context.firstLink = undefined;
  });
  eleventyConfig.on("eleventy.contentMap", (map: { urlToInputPath: Record<string, unknown> }) => {
    urls = Object.keys(map.urlToInputPath);
  });
  eleventyConfig.on("eleventy.after", () => {
    if (urls === undefined || urls.includes("/") || options.publicIndex()) return;
    const start = options.context.firstLink ?? firstPage(urls);
    if (!start) return;
    // The site's language, checked by the plugin when the configuration loaded.
    writeFileSync(path.join(options.output, "index.html"), startPageHtml(start, langOf(options.context.site.lang, "the site configuration")));
    options.onWrite(start);
  });
}

/** Without a navigation (a layout of one's own): the page nearest the root, then the first by URL. */
function firstPage(urls: string[]): StartPage | undefined {
  const pages = urls.filter((url) => (url.endsWith("/") || url.endsWith(".html")) && url !== NOT_FOUND_URL);
  const depth = (url: string) => url.split("/").length;
  const url = pages.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
  return url === undefined ? undefined : { url, label: url };
}

/**
 * The page: a redirect by `<meta http-equiv="refresh">` (a static host has no other), a link for readers whose
 * browser does not follow it, and `noindex`. The URL is relative to the root, so a path prefix is kept.
 */
export function startPageHtml(start: StartPage, lang = "en"): string {
  const href = escapeHtml(start.url.replace(/^\/+/, "") || "./");
  const label = escapeHtml(start.label);
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    `<title>${label}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${href}">`,
    "</head>",
    "<body>",
    `<p><a href="${href}">${label}</a></p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
