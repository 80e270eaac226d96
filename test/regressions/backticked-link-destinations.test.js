// Regression: a link whose destination the spec wrote in backticks, as Google's gkeonprem spec does
// (`See [Anthos Fleets](`https://cloud.google.com/anthos/multicluster-management/fleets`)`), came out as a link to
// `%60https://...%60`, a relative URL no site has: the corpus run counted it among the missing link targets, and it
// escaped the site-relative warning, because the code span hid the destination from the link sanitizers.
import test from "ava";
import { splitCodeSpans, unquotedDestinations } from "../../dist/openapi/write/prose.js";
import { apiPages, buildDocs, mainOf } from "../helpers/site.js";

const joined = (text) => unquotedDestinations(splitCodeSpans(text)).map((p) => (p.code ? `[code ${p.text}]` : p.text)).join("|");

test("unquotedDestinations: only a code span of one http(s) URL between `](` and `)` loses its backticks", (t) => {
  t.is(joined("See [F](`https://x.example/f`) now."), "See [F](https://x.example/f) now.");
  t.is(joined("[a](`http://a.example`) and [b](`https://b.example/p?q=1`)"), "[a](http://a.example) and [b](https://b.example/p?q=1)");
  t.is(joined("Run `x` then [F](`https://x.example`)."), "Run |[code `x`]| then [F](https://x.example).");
  t.is(joined("[F](`/docs/x`)"), "[F](|[code `/docs/x`]|)", "not an absolute http(s) URL: left as the spec wrote it");
  t.is(joined("[F](`javascript:alert(1)`)"), "[F](|[code `javascript:alert(1)`]|)");
  t.is(joined("[F](`https://x.example/a b`)"), "[F](|[code `https://x.example/a b`]|)", "a space is not one destination");
  t.is(joined("[F](``https://x.example``)"), "[F](|[code ``https://x.example``]|)", "two backticks: left");
  t.is(joined("call(`https://x.example`)"), "call(|[code `https://x.example`]|)", "not after `](`");
  t.is(joined("[F](`https://x.example` \"t\")"), "[F](|[code `https://x.example`]| \"t\")", "not followed by `)`");
});

test("the built page links to the URL, and the code span elsewhere stays code", async (t) => {
  const description = "See [Anthos Fleets](`https://cloud.google.com/anthos/multicluster-management/fleets`) for more. Code: `https://x.example`.";
  const site = await buildDocs(apiPages({ openapi: "3.0.3", info: { title: "T", version: "1" }, paths: { "/fleets": { get: { summary: "List fleets", description, responses: { 200: { description: "ok" } } } } } }));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/fleets/list.md"));
  t.true(html.includes('<a href="https://cloud.google.com/anthos/multicluster-management/fleets">Anthos Fleets</a>'), html);
  t.true(html.includes("<code>https://x.example</code>"));
  t.false(html.includes("%60"));
});
