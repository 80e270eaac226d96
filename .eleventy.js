// Eleventy configuration: what `docgen build` runs, and a working example of using the docgen plugin.
// `npx @11ty/eleventy` in this repository builds the example site (site-example/) with it.
import { readFileSync } from "node:fs";
import markdownItAttrs from "markdown-it-attrs";
import docgen, { attrsOnlyWithBraces, bareUrlLinks, focusableCode, githubAlerts, headingIds, headingLinks } from "./dist/index.js";
import { getBuildContext } from "./dist/build/context.js";
import { registerNotFoundPage } from "./dist/build/not-found.js";

export default function (eleventyConfig) {
  const build = getBuildContext(eleventyConfig);
  const site = build?.site ?? JSON.parse(readFileSync(new URL("./site-example/docgen.config.json", import.meta.url), "utf8"));

  eleventyConfig.addPlugin(docgen, site);
  // `{.class}` and `{id=x}` attributes in Markdown (`{#id}` would open a Nunjucks comment; use `{id=x}`),
  // then ids for the headings that have none, so every section can be linked to.
  // markdown-it-attrs' rule is skipped on pages without a `{`, where it cannot match (see attrs-guard.ts).
  // Bare URLs and email addresses in text become links, as on GitHub (see bare-urls.ts); code blocks take
  // keyboard focus, so a reader without a mouse can scroll a wide one (see focusable-code.ts). Section headings
  // link to themselves, so a reader can copy a link to any section (see heading-links.ts). GitHub's alerts
  // (`> [!NOTE]`) become callouts (see github-alerts.ts).
  eleventyConfig.amendLibrary("md", (md) =>
    md.use(markdownItAttrs).use(attrsOnlyWithBraces).use(headingIds).use(bareUrlLinks).use(githubAlerts, { titles: site.labels }).use(focusableCode).use(headingLinks),
  );
  // Build what is in the docs folder even when git ignores it: generated API pages are often gitignored.
  eleventyConfig.setUseGitIgnore(false);
  // Every page gets docgen's layout unless its front matter or directory data names another.
  eleventyConfig.addGlobalData("layout", "docgen/page.njk");

  // `public/` in the docs root is copied as-is to the site root (images, vendor scripts such as mermaid).
  // (`docgen build` runs Eleventy without writing and copies this folder itself: see src/build/page-writer.ts.)
  const input = build ? eleventyConfig.directories.input : "./site-example/docs/";
  eleventyConfig.addPassthroughCopy({ [`${input}public`]: "/" });
  eleventyConfig.ignores.add(`${input}public/**`);
  // `docgen build` adds a "Page not found" page (404.html) unless the docs folder has one (see src/build/not-found.ts).
  if (build) build.notFoundPage = registerNotFoundPage(eleventyConfig, input, `${input}public`, site.labels);

  return {
    // Markdown and HTML pages run through Nunjucks, so components work with no front matter.
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
    ...(build ? {} : { dir: { input: "site-example/docs", output: "site-example/_site" } }),
  };
}
