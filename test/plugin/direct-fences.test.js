// Fenced code blocks of generated pages skip Markdown's parsing (RunCache.fence in src/plugin/index.ts, found by
// appendFenced in src/plugin/generated-pages.ts): most of a reference's Markdown is its examples. That must change
// speed only. Every page here is built both ways and compared byte for byte, with fences CommonMark reads in less
// obvious ways (closing fences indented, longer, followed by tabs; fences that do not close; fences inside other
// blocks), and with sites whose Markdown renders or parses code blocks its own way.
import test from "ava";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { buildWithPlugin, readTree, tempDir, writeFiles } from "../helpers/site.js";

const front = "---\ntitle: T\ngenerator: docgen openapi\ntemplateEngineOverride: njk,md\n---\n";
const field = (name) => `{% ResponseField name="${name}", type="string" %}\n\nThe ${name}.\n\n{% endResponseField %}`;
// With a field in it, as on every generated page: an Api of text alone is rendered whole, as a run (see renderNodes).
const api = (inner) => `{% Api method="GET", path="/x", title="X" %}\n\n${field("id")}\n\n${inner}\n\n{% endApi %}\n`;
const page = (title, body) => `${front}# ${title}\n\n${body}`;

/** Pages, and how many of their code blocks stand on their own and take the direct path. */
const cases = {
  // a block after a blank line, at the top of the page and inside the Api body: direct
  "plain.md": [page("Plain", "```json\n{ \"a\": 1 }\n```\n\n" + api("Intro.\n\n```bash\ncurl https://example.com\n```\n\nAfter.")), 2],
  // closed by a fence indented by up to three spaces, then text right after it: direct, and ends there
  "indented-close.md": [page("Indented", api("```json\n{}\n   ```\nText after.\n\n```\n    ```\nstill code\n```")), 2],
  // closing fences followed by spaces and tabs, or longer than the opening one: direct
  "close-tail.md": [page("Tail", api("```json\n1\n``` \t\n\n```json\n2\n`````\n\n~~~\n3\n~~~~~~")), 3],
  // shorter closing fences, or of the other character, do not close: direct, with those lines inside
  "not-closing.md": [page("Not closing", api("````json\n```\n~~~~\n````\n\n~~~text\n```\n~~~")), 2],
  // an empty block, and blocks back to back: direct
  "empty.md": [page("Empty", api("```json\n```\n```json\n[]\n```\n\n```\n\n\n```")), 3],
  // after a paragraph line without a blank line: left to Markdown (it interrupts the paragraph just the same)
  "after-paragraph.md": [page("After paragraph", api("Text.\n```json\n{}\n```")), 0],
  // a title after the language (code titles), or attributes: left to Markdown
  "titled.md": [page("Titled", api("```bash Shell\nls\n```\n\n```json {.big}\n{}\n```")), 0],
  // never closed: runs to the end of the Api body, left to Markdown
  "unclosed.md": [page("Unclosed", api("```json\n{\n\nmore")), 0],
  // inside a list item, or a block quote: left to Markdown
  "containers.md": [page("Containers", api("- item\n\n  ```json\n  {}\n  ```\n\n> ```json\n> {}\n> ```")), 0],
  // inside an open <pre> block: text to Markdown, left alone
  "in-pre.md": [page("In pre", api("<pre>\n\n```json\n{}\n```\n\n</pre>")), 0],
  // a blank line of spaces before it, and one of a tab: direct
  "spaces-before.md": [page("Spaces before", api("Text.\n   \n```json\n1\n```\n\nText.\n\t\n```json\n2\n```")), 2],
  // after a run of fields (their placeholder) and before another: direct
  "fields.md": [page("Fields", api(`${field("a")}\n\n${field("b")}\n\n\`\`\`json\n{ "a": "x" }\n\`\`\`\n\n${field("c")}`)), 1],
  // Nunjucks delimiters in the code, written as the generator writes them: the block spans several texts, left alone
  "braces.md": [page("Braces", api('```json\n{ "t": "{{ "{%" }} x %}" }\n```')), 0],
  // HTML and entities in the code: escaped the same either way
  "escapes.md": [page("Escapes", api("```html\n<b>&amp; \"q\" 'a' &copy;</b>\n```")), 1],
  // right after a component's closing tag: its HTML ends with a blank line, so the block stands on its own: direct
  "after-api.md": [page("After Api", `${api("Body.").trimEnd()}\`\`\`json\n{}\n\`\`\`\n`), 1],
  // right after text on the same line (here a written "{%"): not a fence at all, left to Markdown
  "after-text.md": [page("After text", api('{{ "{%" }}```json\n{}\n```')), 0],
  // right after a run of fields, whose HTML ends with a blank line: direct
  "after-field.md": [page("After field", api(`${field("a")}\`\`\`json\n{}\n\`\`\``)), 1],
  // an indented code block left open by four spaces does not hold the fence after a blank line
  "after-indented.md": [page("After indented", api("    indented\n\n```json\n{}\n```")), 1],
};

test("docgen build: code blocks that stand on their own skip Markdown's parsing, and every page is byte-identical to the ordinary path", async (t) => {
  const root = await tempDir();
  const docs = path.join(root, "docs");
  await writeFiles(docs, Object.fromEntries(Object.entries(cases).map(([name, [text]]) => [name, text])));
  const expected = Object.values(cases).reduce((sum, [, n]) => sum + n, 0);
  // One page at a time as well: the count for each page is its own.
  for (const [name, [text, n]] of Object.entries(cases)) {
    const one = await tempDir();
    await writeFiles(path.join(one, "docs"), { [name]: text });
    const built = await buildSite({ input: path.join(one, "docs"), output: path.join(one, "out"), config: { title: "x" } });
    t.is(built.directFences, n, `${name}: code blocks rendered directly`);
  }
  const fast = await buildSite({ input: docs, output: path.join(root, "fast"), config: { title: "x" } });
  const slow = await buildSite({ input: docs, output: path.join(root, "slow"), config: { title: "x", fastGeneratedPages: false } });
  t.is(fast.fastPages, Object.keys(cases).length);
  t.is(fast.directFences, expected);
  t.is(slow.directFences, 0);
  t.deepEqual(fast.warnings, []);
  const a = readTree(path.join(root, "fast"));
  const b = readTree(path.join(root, "slow"));
  t.deepEqual(Object.keys(a).sort(), Object.keys(b).sort());
  t.deepEqual(Object.keys(a).filter((k) => numbers(a[k]) !== numbers(b[k])), [], "every file is byte-identical");
  t.notRegex(a["plain/index.html"], /docgen-run/, "no placeholder is left");
  t.regex(a["indented-close/index.html"], /<code class="language-json">\{\}\n<\/code><\/pre>\n<p>Text after.<\/p>/);
  t.regex(a["not-closing/index.html"], /<code class="language-json">```\n~~~~\n<\/code>/);
  t.regex(a["escapes/index.html"], /&lt;b&gt;&amp;amp; &quot;q&quot; 'a' &amp;copy;&lt;\/b&gt;/);
});

/** Nested-component markers inside a block that never closes are text, numbered in render order (see fast-path.test.js). */
const numbers = (html) => html.replace(/docgen:\d+/gi, "docgen:N");

/** A plugin site (plain Eleventy, addPlugin) of `cases`, built with the fast path and without; `amend` gets markdown-it. */
async function pluginBuilds(amend) {
  const files = Object.fromEntries(Object.entries(cases).map(([name, [text]]) => [name, text]));
  const eleventyAmend = (md) => (eleventyConfig, addDocgen) => {
    addDocgen();
    eleventyConfig.amendLibrary("md", md);
  };
  const fast = await buildWithPlugin(files, { amend: eleventyAmend(amend) });
  const slow = await buildWithPlugin(files, { options: { fastGeneratedPages: false }, amend: eleventyAmend(amend) });
  const tree = (dir) => Object.fromEntries(Object.entries(readTree(dir)).map(([k, v]) => [k, numbers(v)]));
  return { fast: tree(fast.output), slow: tree(slow.output) };
}

/** Wraps the site's fence rule, counting the blocks it renders without a line map (rendered directly, not parsed). */
function countDirect(md, counter, wrap = (html) => html) {
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    if (!tokens[idx].map) counter.direct++;
    else counter.parsed++;
    return wrap(fence(tokens, idx, options, env, self), tokens[idx]);
  };
}

test("a plugin site that highlights code: blocks take the direct path through its highlighter, byte-identical", async (t) => {
  const counter = { direct: 0, parsed: 0 };
  const { fast, slow } = await pluginBuilds((md) => {
    md.set({ highlight: (code, lang) => `<span class="hl-${lang || "none"}">${md.utils.escapeHtml(code).toUpperCase()}</span>` });
    countDirect(md, counter);
  });
  const pages = Object.keys(slow).filter((f) => f.endsWith(".html"));
  t.true(pages.some((f) => slow[f].includes('<span class="hl-json">{ &QUOT;A&QUOT;: 1 }')), "the highlighter shapes the blocks");
  t.true(counter.direct >= 10, `blocks rendered directly: ${counter.direct}`);
  t.deepEqual(pages.filter((f) => fast[f] !== slow[f]), [], "every page is byte-identical");
});

test("a plugin site whose code blocks show their source lines: the check sends them back to Markdown, which gives each its line", async (t) => {
  const counter = { direct: 0, parsed: 0 };
  const { fast } = await pluginBuilds((md) => countDirect(md, counter, (html, token) => html.replace("<pre", `<pre data-line="${token.map?.[0]}"`)));
  const pages = Object.keys(fast).filter((f) => f.endsWith(".html"));
  // The lines are those of the page's Markdown after its components have rendered (either way, not the file's).
  t.true(pages.filter((f) => /<pre data-line="\d+"/.test(fast[f])).length > 10);
  t.deepEqual(pages.filter((f) => fast[f].includes('data-line="undefined"')), [], "every block rendered has its line");
  t.true(counter.direct <= 1, `only the check rendered a block directly: ${counter.direct}`);
});

test("a plugin site with a rule of its own that rewrites some code blocks: every block goes through Markdown, byte-identical", async (t) => {
  const counter = { direct: 0, parsed: 0 };
  const { fast, slow } = await pluginBuilds((md) => {
    // Only blocks that mention curl: the first block checked (JSON) would not show it.
    md.core.ruler.push("redact", (state) => {
      for (const token of state.tokens) if (token.type === "fence" && token.content.includes("curl")) token.content = token.content.replace(/https:\/\/\S+/g, "https://REDACTED");
    });
    countDirect(md, counter);
  });
  const pages = Object.keys(slow).filter((f) => f.endsWith(".html"));
  t.true(pages.some((f) => slow[f].includes("curl https://REDACTED")));
  t.is(counter.direct, 0);
  t.deepEqual(pages.filter((f) => fast[f] !== slow[f]), [], "every page is byte-identical");
});
