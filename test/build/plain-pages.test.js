// Hand-written Markdown pages with no Nunjucks in them skip Nunjucks (src/plugin/index.ts, registerGeneratedPages):
// the same bytes as when Nunjucks renders them, and every page with Nunjucks syntax still goes through it.
import test from "ava";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { buildSite } from "../../dist/build/site.js";
import docgen from "../../dist/index.js";
import { hasNunjucksSyntax } from "../../dist/plugin/generated-pages.js";
import { readTree, tempDir, writeFiles } from "../helpers/site.js";

// Text Nunjucks outputs as it is: braces and percent signs that open nothing, backslashes, CRLF, blank lines at
// both ends, HTML, a fence, non-ASCII text.
const plain = {
  "braces.md": "# Braces\n\nA { b } c {} d }} e %} f # } g { % h { # i\n\n```json\n{ \"a\": { \"b\": 1 } }\n```\n",
  "tail.md": "# Tail\n\nEnds with an open brace {",
  "crlf.md": "# CRLF\r\n\r\nOne\r\ntwo \\ three \\\\ four\r\n",
  "edges.md": "\n\n# Edges\n\n  Indented text, trailing spaces   \n\n<div class=\"x\">\n<p>html</p>\n</div>\n\n\n",
  "unicode.md": "# Ünïcödé 🎉\n\nПривет, мир. 日本語のテキスト。\n",
  "empty.md": "---\ntitle: Empty\n---\n",
  // Nunjucks in the front matter is Eleventy's to render (permalink, computed data), whatever renders the body.
  "perm.md": '---\ntitle: Perm\npermalink: "/custom/{{ page.fileSlug }}/"\n---\n# Perm\n\nPlain.\n',
  "computed.md": '---\ntitle: Computed\neleventyComputed:\n  description: "About {{ title }}"\n---\n# Computed\n\nPlain.\n',
};
// Pages Nunjucks must render.
const templated = {
  "output.md": "---\ntitle: Output\n---\n# {{ title }}\n",
  "comment.md": "# Comment\n\nBefore{# hidden #}after\n",
  "raw.md": "# Raw\n\n{% raw %}{{ shown }}{% endraw %}\n",
  "component.md": '# Component\n\n{% Field name="id", type="string" %}\nThe id.\n{% endField %}\n',
};

test("hasNunjucksSyntax: an output, a tag or a comment opening, nothing else", (t) => {
  for (const source of ["{{", "a {% b", "{#", "x{{y}}", "{%- x -%}", "a #} b"]) t.true(hasNunjucksSyntax(source), source);
  for (const source of ["", "{", "{ {", "{ %", "}}", "%}", "# }", "a{b}c", "{\n{", "text {"]) t.false(hasNunjucksSyntax(source), JSON.stringify(source));
});

test("Markdown pages without Nunjucks render by Markdown alone, byte-identical to the Nunjucks path; the others still take Nunjucks", async (t) => {
  const root = await tempDir();
  const docs = path.join(root, "docs");
  await writeFiles(docs, { ...plain, ...templated });
  const fast = await buildSite({ input: docs, output: path.join(root, "fast"), config: { title: "x" } });
  const slow = await buildSite({ input: docs, output: path.join(root, "slow"), config: { title: "x", fastGeneratedPages: false } });
  t.is(fast.plainPages, Object.keys(plain).length, "every page without Nunjucks skipped it");
  t.is(slow.plainPages, 0);
  t.deepEqual(fast.warnings, []);
  const a = readTree(path.join(root, "fast"));
  const b = readTree(path.join(root, "slow"));
  t.deepEqual(Object.keys(a).sort(), Object.keys(b).sort());
  t.deepEqual(Object.keys(a).filter((k) => a[k] !== b[k]), [], "every file is byte-identical");
  // The templated pages were rendered by Nunjucks, not passed through.
  t.regex(a["output/index.html"], /<h1[^>]*>.*Output.*<\/h1>/);
  t.regex(a["comment/index.html"], /Beforeafter/);
  t.regex(a["raw/index.html"], /\{\{ shown \}\}/);
  t.notRegex(a["component/index.html"], /\{%/);
  t.truthy(a["custom/perm/index.html"], "the permalink was rendered");
  t.regex(a["computed/index.html"], /<meta name="description" content="About Computed">/);
  t.regex(a["braces/index.html"], /A \{ b \} c \{\} d \}\} e %\} f # \} g \{ % h \{ # i/);
});

test("a lone comment end still fails the build, as Nunjucks has it, hand-written or in a generated page", async (t) => {
  for (const page of ["# Stray\n\nText #} more\n", "---\ngenerator: docgen openapi\n---\n# Edited\n\nText #} more\n"]) {
    const root = await tempDir();
    const docs = path.join(root, "docs");
    await writeFiles(docs, { "stray.md": page });
    const error = await t.throwsAsync(buildSite({ input: docs, output: path.join(root, "_site"), config: { title: "x" } }));
    t.regex(error.message, /stray\.md.*unexpected end of comment/s);
  }
});

test("with Nunjucks delimiters of the site's own, every page still goes through Nunjucks", async (t) => {
  const root = await tempDir();
  const input = path.join(root, "src");
  const output = path.join(root, "_site");
  // `<$ ... $>` is an output here: the page has no `{{`, yet Nunjucks has work to do.
  await writeFiles(input, { "page.md": "---\ntitle: Custom\n---\n# <$ title $>\n" });
  const configPath = path.join(root, "eleventy.config.mjs");
  await writeFile(configPath, 'export default function () { return { markdownTemplateEngine: "njk" }; }\n');
  const elev = new Eleventy(input, output, {
    quietMode: true,
    configPath,
    config(eleventyConfig) {
      eleventyConfig.setNunjucksEnvironmentOptions({ tags: { variableStart: "<$", variableEnd: "$>" } });
      eleventyConfig.addPlugin(docgen);
    },
  });
  elev.disableLogger();
  await elev.write();
  const html = await readFile(path.join(output, "page", "index.html"), "utf8");
  t.regex(html, /<h1[^>]*>Custom<\/h1>/);
});
