// The "On this page" list in built sites: a page's h2 and h3 headings beside it, on hand-written and generated pages,
// left out where a page has fewer than two, where its front matter or the site says toc: false, and rendered from a
// site's own _includes/docgen/toc.njk when it has one.
import test from "ava";
import { apiPages, buildDocs, buildWithPlugin } from "../helpers/site.js";

const GUIDE = ["# Guide", "", "Intro.", "", "## Install", "", "Text.", "", "### On Linux", "", "Text.", "", "## Use it & love it", "", "Text.", "", "## Changelog {.docgen-toc-skip}", "", "Text.", ""].join("\n");

/** The list's links as [class, href, text], or undefined without a list. */
function tocOf(html) {
  const nav = /<nav class="docgen-toc" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return undefined;
  return [...nav[1].matchAll(/<li class="([^"]+)"><a href="([^"]+)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2], m[3]]);
}

const layoutClass = (html) => /<div class="(docgen-layout[^"]*)">/.exec(html)?.[1];

test("a page with two or more h2/h3 headings lists them, in order, linking their ids; the layout gets its third column", async (t) => {
  const site = await buildDocs({ "index.md": GUIDE, "short.md": "# Short\n\n## Only one\n\nText.\n", "off.md": `---\ntoc: false\n---\n${GUIDE}` });
  t.teardown(() => site.cleanup());
  const html = await site.html("index.md");
  t.deepEqual(tocOf(html), [
    ["docgen-toc__h2", "#install", "Install"],
    ["docgen-toc__h3", "#on-linux", "On Linux"],
    ["docgen-toc__h2", "#use-it-love-it", "Use it &amp; love it"],
  ]);
  for (const [, href] of tocOf(html)) t.true(html.includes(`id="${href.slice(1)}"`), `${href} is a heading's id on the page`);
  t.is(layoutClass(html), "docgen-layout docgen-layout--nav docgen-layout--toc");
  // Before the page, inside its column, behind a toggle that is open without JavaScript: below 76rem the list stands
  // above the page, so it comes first in the reading and tab order there; the skip link passes over it.
  const column = html.indexOf('<div class="docgen-column">');
  const toggle = html.indexOf('<details class="docgen-toc-toggle" open>');
  t.true(column > 0 && toggle > column && html.indexOf('class="docgen-toc"') > toggle && html.indexOf('<main id="content"') > html.indexOf("</details>", toggle));
  t.true(html.indexOf('href="#content"') < toggle, "the skip link comes before the list and leads to the page");

  const short = await site.html("short.md");
  t.is(tocOf(short), undefined, "one heading: no list");
  t.is(layoutClass(short), "docgen-layout docgen-layout--nav");
  const off = await site.html("off.md");
  t.is(tocOf(off), undefined, "toc: false in the front matter");
  t.is(layoutClass(off), "docgen-layout docgen-layout--nav");
});

test("toc: false in the site config turns the list off everywhere; a wrong type is an error naming the option", async (t) => {
  const site = await buildDocs({ "index.md": GUIDE }, { config: { toc: false } });
  t.teardown(() => site.cleanup());
  t.is(tocOf(await site.html("index.md")), undefined);
  const error = await t.throwsAsync(buildDocs({ "index.md": GUIDE }, { config: { toc: "no" } }));
  t.regex(error.message, /option "toc" must be true or false, got "no"/);
});

test("a generated operation page lists its sections, the responses under them", async (t) => {
  const document = {
    openapi: "3.0.3",
    info: { title: "Pets", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: {
      "/pets/{id}": {
        get: {
          operationId: "getPet",
          summary: "Get a pet",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "fields", in: "query", schema: { type: "string" } },
          ],
          responses: {
            200: { description: "The pet", content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } },
            404: { description: "No such pet" },
          },
        },
      },
    },
  };
  const site = await buildDocs(apiPages(document));
  t.teardown(() => site.cleanup());
  const entries = tocOf(await site.html("api/pets/get.md"));
  t.truthy(entries, "the operation page has a list");
  t.deepEqual(
    entries.map(([cls, , text]) => `${cls.slice(-2)} ${text}`),
    ["h2 Example request", "h2 Path parameters", "h2 Query parameters", "h2 Responses", "h3 200", "h3 404"],
  );
});

test("a site's own _includes/docgen/toc.njk renders the list; the plugin in a site's own Eleventy config lists it too", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/toc.njk": '<aside class="my-toc">{% for e in docgenTocEntries %}<a data-level="{{ e.level }}" href="#{{ e.id | safe }}">{{ e.html | safe }}</a>{% endfor %}</aside>',
    "index.md": GUIDE,
  });
  t.teardown(() => site.cleanup());
  const html = await site.html("index.md");
  t.regex(html, /<aside class="my-toc"><a data-level="2" href="#install">Install<\/a><a data-level="3" href="#on-linux">On Linux<\/a><a data-level="2" href="#use-it-love-it">Use it &amp; love it<\/a><\/aside>/);
  t.false(html.includes('class="docgen-toc"'));

  // The site's own Markdown gives headings no ids (docgen build's does): headings with ids, here written as HTML,
  // are listed, and those without are not.
  const plugin = await buildWithPlugin({ "index.md": `---\nlayout: docgen/page.njk\n---\n# Guide\n\n<h2 id="install">Install</h2>\n\n## No id\n\n<h3 id="linux">On Linux</h3>\n` });
  t.teardown(() => plugin.cleanup());
  const own = await plugin.html("index.md");
  t.deepEqual(tocOf(own), [
    ["docgen-toc__h2", "#install", "Install"],
    ["docgen-toc__h3", "#linux", "On Linux"],
  ]);
  // No sidebar configured: the page's column is not squeezed into the navigation's.
  t.is(layoutClass(own), "docgen-layout docgen-layout--toc");
});
