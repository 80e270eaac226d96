// What textEscapes (src/plugin/text-escapes.ts) does to a built site: a generated page's JSON examples and a
// hand-written page's text keep their quotes as quotes, where markdown-it alone writes `&quot;`; attributes and
// `<`, `&` stay escaped. Through `docgen build` and through a site's own config with the plugin.
import test from "ava";
import { apiPages, buildDocs, buildWithPlugin, mainOf } from "../helpers/site.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Quotes", version: "1" },
  paths: {
    "/notes": {
      post: {
        operationId: "createNote",
        summary: "Create a note",
        requestBody: { content: { "application/json": { example: { title: 'Say "hi"', body: "R&D <team>" } } } },
        responses: { 201: { description: "Created", content: { "application/json": { example: { id: "n_1", quote: '"quoted"' } } } } },
      },
    },
  },
};

const guide = '# Guide\n\nHe said "hi" & <b>left</b>.\n\n[A "link"](/x "its \\"title\\"")\n\n```json\n{"a": "b"}\n```\n';

/** The code blocks' contents of `html`. */
const codeOf = (html) => [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1]);

test("docgen build: JSON examples and text keep their quotes; attributes and the other specials are escaped", async (t) => {
  const site = await buildDocs({ ...apiPages(document), "guide.md": guide });
  t.teardown(site.cleanup);
  const page = mainOf(await site.html("api/notes/create.md"));
  const code = codeOf(page).join("\n");
  t.true(code.includes('"title": "Say \\"hi\\""'), "the request example's JSON");
  t.true(code.includes('"body": "R&amp;D &lt;team&gt;"'), "& and < still escaped");
  t.true(code.includes('"quote": "\\"quoted\\""'), "the response example's JSON");
  t.false(code.includes("&quot;"), "no quote written as &quot; in code");
  const text = mainOf(await site.html("guide.md"));
  t.true(text.includes('<p>He said "hi" &amp; <b>left</b>.</p>'), text); // HTML is on, as in Eleventy
  t.true(text.includes('title="its &quot;title&quot;">A "link"</a>'), "a link's title attribute");
  t.true(codeOf(text).includes('{"a": "b"}\n'));
});

test("a site's own config with the plugin gets the same escaping", async (t) => {
  const site = await buildWithPlugin({ "guide.md": guide });
  t.teardown(site.cleanup);
  const html = await site.html("guide.md");
  t.true(codeOf(html).includes('{"a": "b"}\n'), html);
  t.false(html.includes("{&quot;a&quot;"));
});
