// The site's `labels` option: the words docgen puts on the pages, in another language. A real docgen build of a
// site that uses every part with such words (layout, navigation, "On this page", components, alerts, the "Page not
// found" page, the Markdown copies), once in English and once with each label replaced by a marker: every marker
// shows where its label goes, and no English label is left on the page. The page script's words are the browser
// tests' (script-labels).
import test from "ava";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { DEFAULT_LABELS, SCRIPT_LABEL_NAMES } from "../../dist/plugin/labels.js";
import { tempDir, writeFiles } from "../helpers/site.js";

/** A marker per label, with characters that must be escaped: `«name <&>»`. */
const MARKED = Object.fromEntries(Object.keys(DEFAULT_LABELS).map((name) => [name, `«${name} <&>»`]));
MARKED.sentIn = "«sentIn <&> {in}»";

const PAGES = {
  "index.md": "---\ntitle: Home\n---\n# Home\n\nWelcome.\n",
  // Try it offers to get an OAuth2 token here: the build writes the page the sign-in comes back to.
  "me.md": '---\ntitle: Me\n---\n# Me\n\n{% Api method="GET", path="/me", server="https://api.example.com", oauthFlows="password", tokenUrl="/token" %}{% endApi %}\n',
  "guides/old.md": [
    "---",
    "title: Old guide",
    "deprecated: true",
    "---",
    "# Old guide",
    "",
    "## First",
    "",
    "> [!NOTE]",
    "> A note.",
    "",
    "> [!TIP]",
    "> A tip.",
    "",
    "> [!IMPORTANT]",
    "> Important.",
    "",
    "> [!WARNING]",
    "> A warning.",
    "",
    "> [!CAUTION]",
    "> Careful.",
    "",
    "## Second",
    "",
    '{% Api method="GET", path="/pets/{id}", title="Get a pet", auth="Bearer token" %}',
    '{% ParamField name="id", type="string", paramType="path", required=true %}The id.{% endParamField %}',
    '{% ParamField name="limit", type="integer", paramType="query", default=10 %}How many.{% endParamField %}',
    '{% Field name="tag", type="string", deprecated=true, required=true, default="a" %}A tag.{% endField %}',
    '{% ResponseField name="owner", type="string", nullable=true %}The owner.{% endResponseField %}',
    "{% endApi %}",
    "",
    "{% CodeGroup %}",
    "```bash curl",
    "curl https://api.example.com/pets",
    "```",
    "{% endCodeGroup %}",
    "",
    '{% Tree %}{% Folder name="src" %}{% File name="a.js" %}{% endFile %}{% endFolder %}{% endTree %}',
    "",
    '{% Video src="/intro.mp4" %}{% endVideo %}',
    "",
  ].join("\n"),
  "guides/alpha.md": "---\ntitle: Alpha guide\n---\n# Alpha guide\n",
  "guides/zoo.md": "---\ntitle: Zoo guide\n---\n# Zoo guide\n",
};

async function build(labels) {
  const root = await tempDir("docgen-labels-");
  await writeFiles(path.join(root, "docs"), PAGES);
  const output = path.join(root, "_site");
  const config = { title: "Acme", editUrl: "https://github.com/acme/docs/edit/main/docs/", markdownPages: true, sidebar: [{ group: "Guides", autogenerate: { dir: "guides" } }], ...(labels ? { labels } : {}) };
  await buildSite({ input: path.join(root, "docs"), output, config });
  const read = (file) => readFile(path.join(output, file), "utf8");
  return { read, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Where each label shows on the guide's page (or the 404 page, or the Markdown copy), escaped as HTML. */
const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// Labels this site does not show: a collapsed group's count needs a sidebar of over 300 links (the unit test
// of the sidebar's markup covers it with any words); the search box's are in the layout of every page.
// The page script's own words are checked in Chromium (test/browser/script-labels.test.js); the build writes them
// as JSON for it.
// Try it's OAuth2 sign-in window comes back to a page of its own, checked below. llms.txt's section names are checked
// in test/plugin/site-index.test.js and test/openapi/spec-download.test.js.
const NOT_ON_PAGE = new Set(["pages", "notFoundTitle", "notFoundText", "notFoundHome", "notFoundSearch", "oauthCallback", "llmsOtherPages", "llmsPages", "llmsApiDescriptions", "llmsApiDescription", ...SCRIPT_LABEL_NAMES.filter((name) => name !== "required" && name !== "optional" && name !== "codeSamples")]);

test("every label replaced: each shows where it belongs, escaped, and no English label is left", async (t) => {
  const english = await build();
  const marked = await build(MARKED);
  t.teardown(english.cleanup);
  t.teardown(marked.cleanup);
  const page = await marked.read("guides/old/index.html");
  const before = await english.read("guides/old/index.html");
  for (const [name, value] of Object.entries(MARKED)) {
    if (NOT_ON_PAGE.has(name)) continue;
    const shown = name === "sentIn" ? esc(value.replace("{in}", "path")) : esc(value);
    t.true(page.includes(shown), `${name}: ${shown} on the page`);
    t.true(before.includes(esc(DEFAULT_LABELS[name].replace("{in}", "path"))), `${name}: in English by default`);
  }
  // No English label is left anywhere on the marked page (the words are long enough not to occur by chance).
  const visible = page.replace(/<script[\s\S]*?<\/script>/g, "");
  for (const name of ["skipToContent", "searchLabel", "onThisPage", "deprecatedPageNote", "editPage", "requiresAuth", "downloadVideo", "codeSamples", "fileTree"]) {
    t.false(visible.includes(DEFAULT_LABELS[name]), `${name}: "${DEFAULT_LABELS[name]}" left on the page`);
  }
  t.regex(page, /<span class="docgen-field__required">«required &lt;&amp;&gt;»<\/span>/);
  t.regex(page, /<span class="docgen-field__default">«defaultValue &lt;&amp;&gt;» <code>10<\/code><\/span>/);
  t.regex(page, /<p class="docgen-alert__title">«caution &lt;&amp;&gt;»<\/p>/);

  const notFound = await marked.read("404.html");
  t.regex(notFound, /<title>«notFoundTitle &lt;&amp;&gt;» · Acme<\/title>/);
  t.regex(notFound, /<h1[^>]*>«notFoundTitle &lt;&amp;&gt;»<\/h1>/);
  t.true(notFound.includes("<p>«notFoundText &lt;&amp;&gt;»</p>"));
  t.regex(notFound, /<a href="\/">«notFoundHome &lt;&amp;&gt;»<\/a>«notFoundSearch &lt;&amp;&gt;»\./);

  // The page Try it's OAuth2 sign-in window comes back to.
  const callback = await marked.read("_docgen/oauth-callback.html");
  t.regex(callback, /<title>«oauthCallback &lt;&amp;&gt;»<\/title>/);
  t.true(callback.includes("<p>«oauthCallback &lt;&amp;&gt;»</p>"));
  t.true((await english.read("_docgen/oauth-callback.html")).includes(`<p>${DEFAULT_LABELS.oauthCallback}</p>`));

  // The page's Markdown copy: the fields' words as Markdown text (escaped as such).
  const copy = await marked.read("guides/old/index.html.md");
  t.true(copy.includes("«requiresAuth \\<\\&\\>» Bearer token."), copy);
  t.true(copy.includes("- `id` (path, string, «required \\<\\&\\>»)"), copy);
  t.true(copy.includes("- `limit` (query, integer, «optional \\<\\&\\>», «defaultValue \\<\\&\\>» `10`)"), copy);
  t.true(copy.includes("- `owner` (string, «nullable \\<\\&\\>»)"), copy);
  t.true(copy.includes("**«fileTree \\<\\&\\>»**"), copy);
});

test("labels: a value that is not a string fails naming it; an unknown name is warned about and ignored", async (t) => {
  const root = await tempDir("docgen-labels-");
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await writeFiles(path.join(root, "docs"), { "index.md": "# Home\n" });
  const error = await t.throwsAsync(buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site"), config: { labels: { required: 1 } } }));
  t.regex(error.message, /option "labels\.required" must be a string, got 1/);
  const warnings = [];
  await buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site"), config: { labels: { requried: "obligatoire", onThisPage: "Sur cette page" } }, onWarning: (w) => warnings.push(w) });
  t.true(warnings.some((w) => /unknown option "labels\.requried" is ignored/.test(w)), warnings.join("\n"));
});
