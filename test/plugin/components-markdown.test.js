// Markdown bodies: lists, links, fenced code with blank lines, nested components and indented bodies, in .md
// and .njk pages; and what happens when a docgen tag reaches Liquid.
import test from "ava";
import { buildDocs, buildWithPlugin, mainOf } from "../helpers/site.js";
import { decode } from "./html.js";

const CODE = "const a = 1;\n\n\nconst b = 2;\n  indented();";

// The same body, flush left and indented by 4 spaces (as nested tags often are).
function apiPage(indent) {
  const pad = (text) => text.split("\n").map((l) => (l === "" ? "" : indent + l)).join("\n");
  const inner = pad(
    [
      "Creates a **pet**. See [the guide](https://example.com/guide).",
      "",
      "## Heading in a body",
      "",
      "- first item",
      "- second item",
      "",
      "```js",
      CODE,
      "```",
      "",
      '{% ParamField name="petId", type="integer", paramType="path", required=true %}',
      "    The pet's **id**.",
      "",
      "    - one",
      "    - two",
      "{% endParamField %}",
      "",
      "Text between fields.",
      "",
      '{% ResponseField name="ok" %}Done.{% endResponseField %}',
    ].join("\n"),
  );
  return `# Page\n\n{% Api method="POST", path="/pets" %}\n${inner}\n{% endApi %}\n\nAfter the **Api**.\n`;
}

const nestedFolders = (indent) =>
  [
    "{% Tree %}",
    `${indent}{% Folder name="outer", open=true %}`,
    `${indent}${indent}{% Folder name="inner" %}`,
    `${indent}${indent}${indent}{% File name="leaf.txt" %}{% endFile %}`,
    `${indent}${indent}{% endFolder %}`,
    `${indent}{% endFolder %}`,
    "{% endTree %}",
  ].join("\n");

let site;
test.before(async () => {
  site = await buildDocs({
    "flush.md": apiPage(""),
    "indented.md": apiPage("    "),
    "tabbed.md": apiPage("\t"),
    "flush-njk.njk": apiPage(""),
    "indented-njk.njk": apiPage("    "),
    "folders.md": nestedFolders("    "),
    "folders-njk.njk": nestedFolders("    "),
  });
});
test.after.always(async () => site?.cleanup());

function checkApiBody(t, html, markdownPage) {
  const api = /<section class="docgen-api[\s\S]*<\/section>/.exec(html)?.[0] ?? "";
  t.regex(api, /<p>Creates a <strong>pet<\/strong>\. See <a href="https:\/\/example\.com\/guide">the guide<\/a>\.<\/p>/, "paragraph, emphasis and link");
  t.regex(api, /<h2[^>]*>(<a class="docgen-heading-link" href="#heading-in-a-body">)?Heading in a body(<\/a>)?<\/h2>/, "heading");
  t.regex(api, /<ul>\s*<li>first item<\/li>\s*<li>second item<\/li>\s*<\/ul>/, "list");
  const pres = [...api.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)];
  t.is(pres.length, 1, "the fenced code is one <pre>");
  t.is(decode(pres[0]?.[1] ?? ""), `${CODE}\n`, "the code (blank lines, indentation) is intact");
  t.regex(api, /language-js/);
  // The nested ParamField is HTML inside the Api body, with its own Markdown body.
  const param = /<div class="docgen-field docgen-field--param"[\s\S]*?<\/div>\s*<\/div>/.exec(api)?.[0] ?? "";
  t.regex(param, /docgen-field__name">petId</);
  t.regex(param, /<p>The pet's <strong>id<\/strong>\.<\/p>/);
  t.regex(param, /<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  t.regex(api, /<p>Text between fields\.<\/p>/);
  t.regex(api, /docgen-field--response[\s\S]*<p>Done\.<\/p>/);
  t.true(api.indexOf("docgen-field--param") > api.indexOf('class="docgen-api__body"'), "ParamField is inside the Api body");
  // Nothing leaked as literal Markdown or Nunjucks, nothing became a code block.
  t.notRegex(api, /\{%|%\}|```|\*\*|^\s*- /m);
  t.notRegex(api, /&lt;(div|section|span|p)\b/, "no component HTML was escaped into text");
  if (markdownPage) t.regex(html, /<p>After the <strong>Api<\/strong>\.<\/p>/, "Markdown after the component still renders");
}

for (const page of ["flush.md", "indented.md", "tabbed.md", "flush-njk.njk", "indented-njk.njk"]) {
  test(`Api body with Markdown and nested fields renders (${page})`, async (t) => {
    checkApiBody(t, mainOf(await site.html(page)), page.endsWith(".md"));
  });
}

for (const page of ["folders.md", "folders-njk.njk"]) {
  test(`Folder inside Folder nests (${page})`, async (t) => {
    const html = mainOf(await site.html(page));
    t.notRegex(html, /<pre|<code|\{%/);
    const outer = html.indexOf(">outer<");
    const inner = html.indexOf(">inner<");
    const leaf = html.indexOf(">leaf.txt<");
    t.true(outer > -1 && outer < inner && inner < leaf, "outer, then inner, then leaf");
    // leaf.txt closes two <details> after it: it is inside both folders.
    t.is((html.slice(leaf).match(/<\/details>/g) ?? []).length, 2);
  });
}

test("the build of all these pages gives no warnings", (t) => {
  t.deepEqual(site.warnings, []);
});

for (const [name, page] of [
  ["with keyword arguments", '{% ParamField name="id", type="integer" %}The id.{% endParamField %}\n'],
  ["without arguments", "{% Api %}Body{% endApi %}\n"],
  ["nested", '{% Api method="GET" %}\n{% ParamField name="id" %}x{% endParamField %}\n{% endApi %}\n'],
]) {
  test(`a docgen tag in a Liquid-processed Markdown page (Eleventy's default) gives a clear [docgen] error (${name})`, async (t) => {
    // Plain Eleventy, no markdownTemplateEngine: Markdown runs through Liquid, which cannot read keyword arguments.
    const error = await t.throwsAsync(buildWithPlugin({ "guide.md": page }, { eleventyReturn: {} }));
    const chain = [];
    for (let e = error; e; e = e.originalError ?? e.cause) chain.push(e.message);
    const text = chain.join("\n");
    t.regex(text, /guide\.md/, "the error names the page");
    const ours = text.split("\n").find((l) => l.includes("[docgen]")) ?? "";
    t.regex(ours, /Liquid/, text);
    t.regex(ours, /markdownTemplateEngine/, "says how to fix it");
  });
}

test("with markdownTemplateEngine njk, plain Eleventy + addPlugin renders components in Markdown", async (t) => {
  const s = await buildWithPlugin({ "index.md": '{% ParamField name="id" %}The **id**.{% endParamField %}\n' });
  try {
    const html = await s.html("index.md");
    t.regex(html, /docgen-field__name">id</);
    t.regex(html, /<p>The <strong>id<\/strong>\.<\/p>/);
  } finally {
    await s.cleanup();
  }
});

test("templateEngineOverride: njk,md in front matter makes a page work under Liquid defaults", async (t) => {
  const s = await buildWithPlugin(
    { "index.md": '---\ntemplateEngineOverride: njk,md\n---\n{% ParamField name="id" %}The **id**.{% endParamField %}\n' },
    { eleventyReturn: {} },
  );
  try {
    t.regex(await s.html("index.md"), /<p>The <strong>id<\/strong>\.<\/p>/);
  } finally {
    await s.cleanup();
  }
});
