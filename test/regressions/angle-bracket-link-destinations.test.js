// Regression: a Markdown link destination in angle brackets (`[guide](<https://x.example/a b>)`, CommonMark's form
// for a destination with spaces) came out of the prose sanitizer mangled. The HTML sanitizer took `<...>` for a
// tag: an opening one was escaped (the page showed `](&lt;https://...>)` as text, no link) and a closing-looking
// one (`</docs/x y>`) was dropped with its destination. With a link base, `[g](</guide x>)` became `[g]()`.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { unbracketDestinations } from "../../dist/openapi/write/prose.js";
import { apiPages, buildDocs, mainOf } from "../helpers/site.js";

const description = [
  "Read [the guide](<https://guide.example/a b.html>) first.",
  "",
  "See [the reference](</docs/x y> \"Reference\") and [balanced](<https://w.example/wiki/P_(1)>).",
  "",
  "Unbalanced: [odd](<https://w.example/a)b>). Unsafe: [bad](<javascript:alert(1)>).",
  "",
  "Code stays code: `[c](<k l>)`.",
  "",
  "[def]: <https://def.example/p q>",
  "",
  "By reference: [def].",
].join("\n");

const spec = (externalDocs) => ({
  version: "3.0",
  warnings: [],
  document: {
    openapi: "3.0.3",
    info: { title: "Links", version: "1" },
    ...(externalDocs ? { externalDocs: { url: externalDocs } } : {}),
    paths: { "/things": { get: { summary: "List things", description, responses: { 200: { description: "ok" } } } } },
  },
});

test("unbracketDestinations: the destination without brackets, encoded where a bare one must be", (t) => {
  t.is(unbracketDestinations("[a](<x y>)"), "[a](x%20y)");
  t.is(unbracketDestinations('[a](<x\ty> "t")'), '[a](x%09y "t")');
  t.is(unbracketDestinations("[a](<p(1)>) [b](<p)1(>)"), "[a](p(1)) [b](p%291%28)");
  t.is(unbracketDestinations("![img](<a b.png>)"), "![img](a%20b.png)");
  t.is(unbracketDestinations(" [r]: <u v>\n[s]:  <w>"), " [r]: u%20v\n[s]:  w");
  t.is(unbracketDestinations("a <b>tag</b> and (<x y>)"), "a <b>tag</b> and (<x y>)", "only after `](` or in a definition");
});

// CommonMark lets a bracketed destination hold `<` and `>` escaped with a backslash. These used to be left in
// their brackets, where the HTML sanitizer dropped `</docs/a\>` as a closing tag and took the link with it.
test("unbracketDestinations: backslash escapes inside the brackets are taken out, as markdown-it takes them", (t) => {
  t.is(unbracketDestinations("[a](<a\\>b>)"), "[a](a%3Eb)");
  t.is(unbracketDestinations("[a](<a\\<b\\>c d>)"), "[a](a%3Cb%3Ec%20d)");
  t.is(unbracketDestinations("[a](<x\\\\y>)"), "[a](x%5Cy)", "an escaped backslash is one literal backslash");
  t.is(unbracketDestinations("[a](<c:\\dir>)"), "[a](c:%5Cdir)", "a backslash before a letter is literal");
  t.is(unbracketDestinations("[a](<p\\(q>)"), "[a](p%28q)", "an escaped parenthesis still counts for balance");
  t.is(unbracketDestinations("[r]: </q\\<r>"), "[r]: /q%3Cr");
  t.is(unbracketDestinations("[a](<a\\>)"), "[a](<a\\>)", "no unescaped `>` closes it: not a bracketed destination");
});

test("escaped brackets in a bracketed destination: the built link has markdown-it's own href", async (t) => {
  const withEscapes = "See [esc](<https://x.example/a\\>b c>), [rel](</docs/a\\>b>) and [bs](<https://x.example/p\\\\q>).\n\n[d]: </docs/q\\<r>\n\nBy [d].";
  const site = await buildDocs(apiPages({ ...spec().document, paths: { "/things": { get: { summary: "List things", description: withEscapes, responses: { 200: { description: "ok" } } } } } }));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/things/list.md"));
  t.true(html.includes('<a href="https://x.example/a%3Eb%20c">esc</a>'), html);
  t.true(html.includes('<a href="/docs/a%3Eb">rel</a>'), "a closing-tag look-alike keeps its link");
  t.true(html.includes('<a href="https://x.example/p%5Cq">bs</a>'));
  t.true(html.includes('<a href="/docs/q%3Cr">d</a>'), "a reference definition");
});

test("angle-bracket destinations become working links in the built page, the unsafe one included as #", async (t) => {
  const { files } = generate(spec(), { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/things/list.md"));
  t.true(html.includes('<a href="https://guide.example/a%20b.html">the guide</a>'), "an opening tag look-alike");
  t.true(html.includes('<a href="/docs/x%20y" title="Reference">the reference</a>'), "a closing tag look-alike keeps its destination");
  t.true(html.includes('<a href="https://w.example/wiki/P_(1)">balanced</a>'));
  t.true(html.includes('<a href="https://w.example/a%29b">odd</a>'));
  t.true(html.includes('<a href="#">bad</a>'));
  t.true(html.includes('<a href="https://def.example/p%20q">def</a>'), "a reference definition");
  t.true(html.includes("<code>[c](&lt;k l&gt;)</code>"), "code is not touched");
  t.false(html.includes("&lt;https:"), "no destination is shown as text");
  t.false(/javascript:/i.test(html));
});

test("with a link base, a site-relative destination in angle brackets resolves instead of vanishing", (t) => {
  const { files } = generate(spec("https://docs.example.com/rest/"), { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  const page = files.find((f) => f.path === "things/list.md").content;
  t.true(page.includes('[the reference](https://docs.example.com/docs/x%20y "Reference")'));
  t.true(page.includes("[the guide](https://guide.example/a%20b.html)"), "an absolute one is kept");
});
