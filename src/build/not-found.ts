// The site's "Page not found" page: `404.html` at the root, which static hosts (GitHub Pages, Netlify, Cloudflare
// Pages, an S3 website's error document) serve for any address that has no page, and Eleventy's dev server too.
// Without one a reader who follows a stale link lands on the host's bare error, with no way back into the docs.
// docgen build adds it in the site's layout (header, search, navigation), so the reader can go on from there;
// a docs folder with a 404 page of its own (`404.md`, `404.njk`, `404.html`, ... at its root, or
// `public/404.html`) keeps that one, and is told when it does not land at `/404.html` (a Markdown page's own URL
// is `/404/`). The page is no part of any collection: not in the navigation, the search
// index, llms.txt, the sitemap or the previous/next links. Its links are site paths (docgenUrl), so it works at
// any depth of the site it is served for, under a path prefix too.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { escapeInline } from "../markdown-text.js";
import { siteLabels, type Labels } from "../plugin/labels.js";

/** Where the page lands. */
export const NOT_FOUND_URL = "/404.html";
/** The same, as a file of the output folder. */
export const NOT_FOUND_FILE = "404.html";

/**
 * The page's template: Markdown with Nunjucks, as the docs folder's pages are (so its headings, and the build's
 * progress, treat it as they treat them), in the site's layout, in the site's words (`labels`).
 */
function template(labels: Labels): string {
  return [
    `# ${escapeInline(labels.notFoundTitle)}`,
    "",
    escapeInline(labels.notFoundText),
    "",
    `[${escapeInline(labels.notFoundHome)}]({{ '/' | docgenUrl }}){% if docgen.search %}${escapeInline(labels.notFoundSearch)}{% endif %}.`,
    "",
  ].join("\n");
}

interface TemplateHooks {
  addTemplate(virtualPath: string, content: string, data: Record<string, unknown>): void;
}

/**
 * Adds the page unless the docs folder `input` has one of its own; returns whether it did. `labels` is the site's
 * option as given (the plugin has checked it).
 */
export function registerNotFoundPage(eleventyConfig: TemplateHooks, input: string, publicFolder: string, labels?: Partial<Labels>): boolean {
  if (hasOwnNotFoundPage(input, publicFolder)) return false;
  const words = siteLabels(labels);
  eleventyConfig.addTemplate("404.md", template(words), {
    title: words.notFoundTitle,
    permalink: NOT_FOUND_URL,
    eleventyExcludeFromCollections: true,
    // Made by the build, not a file of the docs folder: nothing to edit (see the layout's edit link).
    generator: "docgen build",
    toc: false,
    prev: false,
    next: false,
  });
  return true;
}

/** A template named `404` at the docs root (an extension Eleventy reads), or `public/404.html`. */
function hasOwnNotFoundPage(input: string, publicFolder: string): boolean {
  if (existsSync(path.join(publicFolder, "404.html"))) return true;
  let names: string[];
  try {
    names = readdirSync(input);
  } catch {
    return false;
  }
  return names.some((name) => /^404\.(?:md|njk|html|liquid|webc|11ty\.[cm]?js)$/i.test(name));
}

/** Said after a build whose docs folder has a 404 page of its own that was not written to `404.html`. */
export function notFoundWarning(input: string): string {
  const docs = input === "" ? "." : input;
  return `[docgen] ${docs}: the 404 page at the docs root was not written to /404.html, where hosts look for it, so docgen added none: add "permalink: /404.html" to its front matter.`;
}
