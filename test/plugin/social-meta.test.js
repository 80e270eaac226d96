// What a page says about itself in its <head> (layouts/page.njk): its language (`lang`), its own address with the
// site's `url` (`<link rel="canonical">`, the sitemap's form of it), and what a shared link to it shows (Open Graph
// and the card type chat apps and social sites read; `socialImage`). The "Page not found" page, served at every
// missing address, has no address of its own and asks not to be indexed. Real builds, docgen build's and the plugin's.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { apiPages, buildDocs, buildError, buildWithPlugin, tempDir, writeFiles } from "../helpers/site.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");

/** The <head>'s meta and link tags as [key, value]: `canonical`, `og:title`, `description`, `robots`, ... */
function headTags(html) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = [];
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith("<link") && attr("rel") === "canonical") tags.push(["canonical", attr("href")]);
    else if (attr("property")) tags.push([attr("property"), attr("content")]);
    else if (attr("name")) tags.push([attr("name"), attr("content")]);
  }
  return Object.fromEntries(tags.filter(([key]) => !["viewport", "color-scheme"].includes(key)));
}
const langOf = (html) => /<html lang="([^"]*)">/.exec(html)?.[1];
const sitemapLocs = async (output) => [...(await readFile(path.join(output, "sitemap.xml"), "utf8")).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

const FILES = {
  "index.md": '---\ntitle: "Home of \\"Acme\\" <b>"\ndescription: "Keys & tokens: \\"the basics\\""\n---\n# Home\n',
  "guides/set up ü.md": "---\ntitle: Set up\n---\n# Set up\n",
  "public/img/card.png": "not really a png",
};

test("no url: the language is English, and a shared link shows the page's title, description and site; no address, no image", async (t) => {
  const site = await buildDocs(FILES, { config: { title: "Acme <Docs>" } });
  t.teardown(() => site.cleanup());
  const html = await site.html("index.md");
  t.is(langOf(html), "en");
  t.deepEqual(headTags(html), {
    description: "Keys &amp; tokens: &quot;the basics&quot;",
    "og:type": "website",
    "og:site_name": "Acme &lt;Docs&gt;",
    "og:title": "Home of &quot;Acme&quot; &lt;b&gt;",
    "og:description": "Keys &amp; tokens: &quot;the basics&quot;",
    "twitter:card": "summary",
  });
  // A page without a description says no more than its title.
  t.deepEqual(headTags(await site.html("guides/set up ü.md")), { "og:type": "website", "og:site_name": "Acme &lt;Docs&gt;", "og:title": "Set up", "twitter:card": "summary" });
  const notFound = headTags(await readFile(path.join(site.output, "404.html"), "utf8"));
  t.is(notFound.robots, "noindex");
});

test("with url: each page's canonical address and og:url are its sitemap entry; the image is absolute; lang is the tag given, in its canonical case", async (t) => {
  const site = await buildDocs(FILES, { config: { title: "Acme", url: "https://docs.example.com", socialImage: "/img/card.png", lang: "pt-br" } });
  t.teardown(() => site.cleanup());
  const locs = await sitemapLocs(site.output);
  t.deepEqual(locs, ["https://docs.example.com/", "https://docs.example.com/guides/set%20up%20%C3%BC/"]);
  for (const [page, loc] of [["index.md", locs[0]], ["guides/set up ü.md", locs[1]]]) {
    const html = await site.html(page);
    t.is(langOf(html), "pt-BR", page);
    const tags = headTags(html);
    t.is(tags.canonical, loc, page);
    t.is(tags["og:url"], loc, page);
    t.is(tags["og:image"], "https://docs.example.com/img/card.png", page);
    t.is(tags["twitter:card"], "summary_large_image", page);
    t.is(tags.robots, undefined, page);
  }
  // The "Page not found" page: no address of its own, not indexed; the same language and image.
  const notFound = await readFile(path.join(site.output, "404.html"), "utf8");
  const tags = headTags(notFound);
  t.is(langOf(notFound), "pt-BR");
  t.is(tags.robots, "noindex");
  t.is(tags.canonical, undefined);
  t.is(tags["og:url"], undefined);
  t.is(tags["og:image"], "https://docs.example.com/img/card.png");
});

test("the page docgen build writes at / when the docs have none is in the site's language", async (t) => {
  const site = await buildDocs({ "api/index.md": "---\ntitle: Referenz\n---\n# Referenz\n" }, { config: { lang: "de" } });
  t.teardown(() => site.cleanup());
  t.is(langOf(await readFile(path.join(site.output, "index.html"), "utf8")), "de");
});

test("generated operation pages: the canonical address, and the operation's summary as the shared description", async (t) => {
  const document = {
    openapi: "3.0.3",
    info: { title: "Shop", version: "1" },
    paths: { "/orders": { post: { operationId: "createOrder", summary: "Place an order", description: "Places an order for the items in the cart.", responses: { 201: { description: "Placed" } } } } },
  };
  const site = await buildDocs(apiPages(document), { config: { url: "https://shop.example.com/" } });
  t.teardown(() => site.cleanup());
  const tags = headTags(await site.html("api/orders/create.md"));
  t.is(tags.canonical, "https://shop.example.com/api/orders/create/");
  t.is(tags["og:title"], "Place an order");
  t.is(tags["og:description"], "Places an order for the items in the cart.");
});

test("the plugin under a path prefix: the canonical address and a site-path image carry it; an http(s) image stays as given", async (t) => {
  const files = { "index.md": "---\nlayout: docgen/page.njk\ntitle: Home\n---\nHi.\n", "about.md": "---\nlayout: docgen/page.njk\ntitle: About\n---\nHi.\n" };
  const prefixed = await buildWithPlugin(files, { options: { title: "Site", url: "https://example.org", socialImage: "/card.png" }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } });
  t.teardown(() => prefixed.cleanup());
  const about = headTags(await prefixed.html("about.md"));
  t.is(about.canonical, "https://example.org/docs/about/");
  t.deepEqual(await sitemapLocs(prefixed.output), ["https://example.org/docs/", "https://example.org/docs/about/"]);
  t.is(about["og:image"], "https://example.org/docs/card.png");
  const remote = await buildWithPlugin(files, { options: { title: "Site", socialImage: "https://cdn.example.com/card.png" }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } });
  t.teardown(() => remote.cleanup());
  const tags = headTags(await remote.html("about.md"));
  t.is(tags["og:image"], "https://cdn.example.com/card.png");
  t.is(tags.canonical, undefined, "no url, no canonical address");
});

const WRONG = [
  [{ lang: "not a tag!" }, /option "lang" must be a language tag \(BCP 47\), got "not a tag!"/],
  [{ lang: "" }, /option "lang" must be a language tag/],
  [{ lang: 7 }, /option "lang" must be a string/],
  [{ socialImage: "/img/card.png" }, /option "socialImage" is a site path \("\/img\/card\.png"\), and a shared link's image needs an absolute address/],
  [{ socialImage: "javascript:alert(1)", url: "https://docs.example.com" }, /option "socialImage" must be a site path or an http\(s\) URL/],
];
for (const [config, message] of WRONG) {
  test(`a bad language or image fails naming the option: ${JSON.stringify(config)}`, async (t) => {
    t.regex(await buildError({ "index.md": "# Home\n" }, { config }), message);
  });
}

test("docgen build with a bad lang or a site-path image without url: the file, the key, the fix, exit 1, nothing built", async (t) => {
  for (const [config, fix] of [
    [{ lang: "english please" }, 'such as "en", "de", "pt-BR" or "zh-Hans"'],
    [{ socialImage: "/img/card.png" }, 'Set "url" to the site\'s address (such as "https://docs.example.com"), or give the image as an http(s) URL.'],
  ]) {
    const root = await tempDir();
    await writeFiles(path.join(root, "docs"), { "index.md": "# Home\n" });
    await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
    const run = spawnSync(process.execPath, [BIN, "build"], { cwd: root, encoding: "utf8" });
    t.is(run.status, 1, run.stderr);
    t.true(run.stderr.includes("docgen.config.json") && run.stderr.includes(`option "${Object.keys(config)[0]}"`) && run.stderr.includes(fix), run.stderr);
    t.false(existsSync(path.join(root, "_site", "index.html")));
  }
});
