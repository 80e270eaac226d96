// Site configuration: validation (wrong types fail naming the key, unknown keys warn), registering once,
// components.mermaid.scriptUrl, and asset injection for plugin users with their own layout.
import test from "ava";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildDocs, buildWithPlugin, mainOf } from "../helpers/site.js";

const OWN_LAYOUT = {
  "_includes/mine.njk": "<!doctype html>\n<html><head><title>{{ title }}</title></head><body><main>{{ content | safe }}</main></body></html>\n",
};

function chainText(error) {
  const out = [];
  for (let e = error; e; e = e.originalError ?? e.cause) out.push(e.message);
  return out.join("\n");
}

const WRONG = [
  [{ title: 5 }, "title"],
  [{ sidebar: "Guides" }, "sidebar"],
  [{ sidebar: [{ group: "G", pages: "index" }] }, "sidebar[0].pages"],
  [{ sidebar: [{ group: "G", pages: ["index", 3] }] }, "sidebar[0].pages[1]"],
  [{ sidebar: [{ group: 7, pages: ["index"] }] }, "sidebar[0].group"],
  [{ sidebar: [{ group: "G", autogenerate: "api" }] }, "sidebar[0].autogenerate"],
  [{ components: "mermaid" }, "components"],
  [{ components: { mermaid: { scriptUrl: 42 } } }, "components.mermaid.scriptUrl"],
  [{ injectAssets: "yes" }, "injectAssets"],
];

for (const [options, key] of WRONG) {
  test(`plugin option of the wrong type fails naming the key: ${key}`, async (t) => {
    const error = await t.throwsAsync(buildWithPlugin({ "index.md": "Hi" }, { options }));
    t.true(chainText(error).includes(key), chainText(error));
  });
}

test("docgen build: a site configuration of the wrong type fails naming the key", async (t) => {
  const error = await t.throwsAsync(buildDocs({ "index.md": "Hi" }, { config: { components: { mermaid: { scriptUrl: true } } } }));
  t.regex(error.message, /components\.mermaid\.scriptUrl/);
});

test("unknown option keys warn, naming the key (top level and nested), and the build goes on", async (t) => {
  const site = await buildWithPlugin({ "index.md": "Hi" }, { options: { titel: "Docs", components: { mermaid: { scriptURL: "/m.js" }, tabs: {} } } });
  try {
    t.is(site.warnings.length, 3, site.warnings.join("\n"));
    t.true(site.warnings.some((w) => w.includes('"titel"')));
    t.true(site.warnings.some((w) => w.includes("components.mermaid.scriptURL")));
    t.true(site.warnings.some((w) => w.includes("components.tabs")));
    t.regex(await site.html("index.md"), /Hi/);
  } finally {
    await site.cleanup();
  }
});

test("the plugin added twice registers once: one output per component, warnings once, one stylesheet", async (t) => {
  const files = {
    ...OWN_LAYOUT,
    "index.md": '---\nlayout: mine.njk\n---\n{% ParamField name="id", colour="red" %}The id.{% endParamField %}\n',
  };
  const site = await buildWithPlugin(files, { options: { titel: "x" }, twice: true });
  try {
    const html = await site.html("index.md");
    t.is((html.match(/class="docgen-field docgen-field--param"/g) ?? []).length, 1);
    t.is((html.match(/docgen\.css/g) ?? []).length, 1, "the stylesheet is linked once");
    t.is(site.warnings.filter((w) => w.includes('"titel"')).length, 1, site.warnings.join("\n"));
    t.is(site.warnings.filter((w) => w.includes('"colour"')).length, 1, site.warnings.join("\n"));
    t.is(site.warnings.length, 2);
  } finally {
    await site.cleanup();
  }
});

const DIAGRAM = "{% Mermaid %}\ngraph TD\n  A --> B\n{% endMermaid %}\n";

test("components.mermaid.scriptUrl changes the script src; pages without a diagram load no mermaid", async (t) => {
  const site = await buildDocs(
    { "index.md": "No diagram here.\n", "guides/flow.md": DIAGRAM, "guides/image.md": '{% Image src="/a.png", alt="a" %}{% endImage %}\n' },
    { config: { components: { mermaid: { scriptUrl: "/vendor/mermaid.min.js" } } } },
  );
  try {
    const flow = await site.html("guides/flow.md");
    const srcs = [...flow.matchAll(/<script[^>]*src="([^"]*)"/g)].map((m) => m[1]);
    t.true(srcs.includes("/vendor/mermaid.min.js"), srcs.join(", "));
    t.false(srcs.some((s) => s.includes("cdn.jsdelivr") || s.includes("unpkg")), "the CDN is not used");
    t.is(srcs.filter((s) => s.includes("mermaid.min.js")).length, 1);
    for (const page of ["index.md", "guides/image.md"]) {
      t.notRegex(await site.html(page), /mermaid/i, `${page} has no diagram and no mermaid script`);
    }
  } finally {
    await site.cleanup();
  }
});

test("a full URL is accepted for components.mermaid.scriptUrl", async (t) => {
  const site = await buildWithPlugin({ ...OWN_LAYOUT, "index.md": `---\nlayout: mine.njk\n---\n${DIAGRAM}` }, {
    options: { components: { mermaid: { scriptUrl: "https://mirror.example.com/mermaid@11/mermaid.min.js" } } },
  });
  try {
    t.regex(await site.html("index.md"), /<script src="https:\/\/mirror\.example\.com\/mermaid@11\/mermaid\.min\.js"/);
  } finally {
    await site.cleanup();
  }
});

test("plugin users with their own layout get docgen's CSS (and zoom script) in <head> of pages that use components", async (t) => {
  const site = await buildWithPlugin({
    ...OWN_LAYOUT,
    "index.md": '---\nlayout: mine.njk\n---\n{% ParamField name="id" %}The id.{% endParamField %}\n',
    "guides/deep/page.md": '---\nlayout: mine.njk\n---\n{% Image src="/a.png", alt="a", zoom=true %}{% endImage %}\n',
    "plain.md": "---\nlayout: mine.njk\n---\nNo components.\n",
  });
  try {
    for (const [page, url] of [
      ["index.md", "/"],
      ["guides/deep/page.md", "/guides/deep/page/"],
    ]) {
      const html = await site.html(page);
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
      const href = /<link rel="stylesheet" href="([^"]*docgen\.css)"/.exec(head)?.[1];
      t.truthy(href, `${page}: the stylesheet is in <head>`);
      // The link resolves, from the page's URL, to the copied file.
      const resolved = new URL(href, `https://site.example${url}`).pathname;
      t.true(existsSync(path.join(site.output, resolved)), `${page}: ${href} -> ${resolved} exists`);
    }
    const deep = await site.html("guides/deep/page.md");
    const js = /<script src="([^"]*docgen\.js)"/.exec(deep)?.[1];
    t.truthy(js, "zoom pages get docgen.js");
    t.true(existsSync(path.join(site.output, new URL(js, "https://site.example/guides/deep/page/").pathname)));
    t.notRegex(await site.html("index.md"), /docgen\.js/, "pages without zoom do not load the zoom script");
    t.notRegex(await site.html("plain.md"), /_docgen\//, "pages without components get nothing");
  } finally {
    await site.cleanup();
  }
});

test("injectAssets: false leaves the user's pages alone", async (t) => {
  const site = await buildWithPlugin(
    { ...OWN_LAYOUT, "index.md": `---\nlayout: mine.njk\n---\n{% ParamField name="id" %}x{% endParamField %}\n\n${DIAGRAM}` },
    { options: { injectAssets: false } },
  );
  try {
    const html = await site.html("index.md");
    t.regex(mainOf(html), /docgen-field/);
    t.notRegex(html, /<link|<script/);
  } finally {
    await site.cleanup();
  }
});
