// The "On this page" list's headings, read from a page's HTML (src/plugin/toc.ts), and its markup: rendered in
// JavaScript on every page unless the site overrides layouts/toc.njk, so the two must agree byte for byte.
import test from "ava";
import fc from "fast-check";
import nunjucks from "nunjucks";
import { fileURLToPath } from "node:url";
import { PageScans, RUN_GAP, examplesIn, scanOutline, scanPage, tocEntries, tocHtml } from "../../dist/plugin/toc.js";

const layouts = fileURLToPath(new URL("../../layouts/", import.meta.url));

test("h2 and h3 with an id, in order, with their text as HTML (tags out, entities kept, spaces collapsed)", (t) => {
  const html = [
    '<h1 id="title">Title</h1>',
    '<h2 id="path-parameters"><a class="docgen-heading-link" href="#path-parameters">Path parameters</a></h2>',
    "<p>Text with <code>&lt;h2&gt;</code> in it, a <header> and an <hr>.</p>",
    '<h3 id="200"><a class="docgen-heading-link" href="#200">200</a></h3>',
    '<h4 id="deep">Too deep</h4>',
    "<h2>No id</h2>",
    '<H3 ID=\'x"y\'>Upper <em>case</em>\n  and   spaces</H3>',
    '<h2 id="a&amp;b">Fish &amp; chips &lt;3</h2>',
    '<h2 id="skip" class="note docgen-toc-skip">Skipped</h2>',
    '<h2 id="empty"><img alt="only an image"></h2>',
    '<h3 id="unclosed">Never closed',
  ].join("\n");
  t.deepEqual(tocEntries(html), [
    { level: 2, id: "path-parameters", html: "Path parameters" },
    { level: 3, id: "200", html: "200" },
    { level: 3, id: "x&quot;y", html: "Upper case and spaces" },
    { level: 2, id: "a&amp;b", html: "Fish &amp; chips &lt;3" },
  ]);
  t.deepEqual(tocEntries("<p>No headings at all.</p>"), []);
  t.deepEqual(tocEntries(""), []);
});

test("a heading's text never carries markup into the list", (t) => {
  // A stray > in an attribute value, and a < that starts no tag.
  const [entry] = tocEntries('<h2 id="odd"><span title="a>b">x</span> 1 < 2</h2>');
  t.is(entry.html, "b\"&gt;x 1 &lt; 2");
  t.false(/[<>]/.test(entry.html));
});

function viaTemplate(entries, title = "On this page") {
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(layouts), { autoescape: true });
  return env.render("toc.njk", { docgenTocEntries: entries, docgen: { labels: { onThisPage: title } } });
}

const text = fc.string({ unit: fc.constantFrom("a", "B", " ", "&amp;", "&lt;", "é", "{", "1", "-"), minLength: 1, maxLength: 12 });
const entriesArb = fc.array(fc.record({ level: fc.constantFrom(2, 3), id: text, html: text }), { minLength: 2, maxLength: 8 });

test("any entries: the JavaScript list is the template's markup, byte for byte", (t) => {
  fc.assert(fc.property(entriesArb, (entries) => tocHtml(entries) === viaTemplate(entries)));
  // The site's onThisPage label, escaped as the layout's filter escapes it.
  fc.assert(fc.property(entriesArb, fc.string({ unit: fc.constantFrom("a", "<", "&", '"', "'", "é", " "), maxLength: 8 }), (entries, title) => tocHtml(entries, nunjucks.lib.escape(title)) === viaTemplate(entries, title)));
  const sample = [
    { level: 2, id: "one", html: "One &amp; more" },
    { level: 3, id: "two", html: "Two" },
  ];
  t.is(tocHtml(sample), viaTemplate(sample));
  t.regex(tocHtml(sample), /<li class="docgen-toc__h3"><a href="#two">Two<\/a><\/li>/);
});

test("scanPage: the headings and whether the page has a RequestExample or a ResponseExample, from one copy; the page's text naming one does not count", (t) => {
  const page = ["<h2 id=\"a\">A</h2>", '<div class="docgen-request-example">', "<h2 id=\"b\">B</h2>", "</div>"].join("\n");
  t.deepEqual(scanPage(page, true), { toc: tocEntries(page), requestExample: true, responseExample: false });
  t.is(scanPage(page, true).toc.length, 2);
  t.deepEqual(scanPage(page, false), { toc: [], requestExample: true, responseExample: false }, "without the list, no headings are read");
  t.false(scanPage('<p>Write <code>&lt;div class="docgen-request-example"&gt;</code> around it.</p>', true).requestExample);
  t.false(scanPage('<div class="docgen-request-example-like">', true).requestExample);
  const answers = '<h2 id="c">C</h2><div class="docgen-response-example"><h2 id="d">D</h2></div>';
  t.deepEqual(scanPage(answers, true), { toc: tocEntries(answers), requestExample: false, responseExample: true });
  t.false(scanPage('<p><code>&lt;div class="docgen-response-example"&gt;</code></p><div class="docgen-response-example-x">', true).responseExample);
});

// A page's scan from its outline (the page with RUN_GAP for each shared run of fields, see RunCache.finishScanned):
// pieces of the page's own HTML and runs, as RunCache guarantees them (a run holds no h1-h6 start tag, and meets the
// page after a tag or a line), but otherwise anything: headings that open before a run and close inside it or after
// it, stray closing tags and example blocks in runs, unclosed headings.
const ownPieces = [
  '<h2 id="a">Alpha</h2>\n',
  '<h3 id="b">Beta <code>x</code></h3>\n',
  '<h2 id="open">Opened here,\n',
  "</h2>\n",
  "</h3>",
  '<H3 ID="c">',
  "text</H3>\n",
  '<div class="docgen-request-example">\n',
  '<div class="docgen-response-example">',
  "<p>plain</p>\n",
  "\n",
  '<h2 id="skip" class="docgen-toc-skip">S</h2>',
];
const runPieces = [
  '<div class="docgen-field"><p>text</p></div>',
  "<p>closes a heading</h2>\n",
  "</h3></div>\n",
  '<div class="docgen-request-example">\n<pre>x</pre></div>',
  '<div class="docgen-response-example">',
  "<p>1 < 2 and 3 > 2</p>\n",
];
const pageParts = fc.array(
  fc.oneof(
    fc.record({ own: fc.constantFrom(...ownPieces) }),
    fc.record({ run: fc.array(fc.constantFrom(...runPieces), { minLength: 1, maxLength: 3 }).map((parts) => parts.join("")) }),
  ),
  { maxLength: 12 },
);
/** The page, its outline and its runs' examples; undefined when a run would meet the page where RunCache would not scan it. */
function assemble(parts) {
  let page = "";
  let outline = "";
  let examples = 0;
  for (const part of parts) {
    if (part.own !== undefined) {
      page += part.own;
      outline += part.own;
      continue;
    }
    if (page !== "" && !/[>\n]$/.test(page)) return undefined;
    page += part.run;
    outline += RUN_GAP;
    examples |= examplesIn(part.run);
  }
  return { page, outline, examples };
}

test("scanOutline: from the outline, exactly scanPage's answer for the whole page, or undefined when a heading reaches a run", (t) => {
  let answered = 0;
  let declined = 0;
  fc.assert(
    fc.property(pageParts, (parts) => {
      const built = assemble(parts);
      if (!built) return true;
      const scan = scanOutline(built.outline, built.examples);
      if (scan === undefined) {
        declined++;
        return true;
      }
      answered++;
      t.deepEqual(scan, scanPage(built.page, true));
      return true;
    }),
    { numRuns: 3000, seed: 20261130 },
  );
  t.true(answered > 1000, `answered ${answered}`);
  t.true(declined > 100, `declined ${declined}`);
});

test("scanOutline: a heading that opens before a run is not read from the outline; one that closes before it is", (t) => {
  const run = "<p>x</h2>\n";
  t.is(scanOutline(`<h2 id="a">A\n${RUN_GAP}</h2>`, examplesIn(run)), undefined, "the page's heading ends inside the run");
  t.is(scanOutline(`<h2 id="a">A\n${RUN_GAP}`, 0), undefined, "no closing tag in the outline: the run may hold it");
  t.deepEqual(scanOutline(`<h2 id="a">A</h2>\n${RUN_GAP}<h3 id="b">B</h3>`, examplesIn('<div class="docgen-response-example">')), {
    toc: [
      { level: 2, id: "a", html: "A" },
      { level: 3, id: "b", html: "B" },
    ],
    requestExample: false,
    responseExample: true,
  });
});

test("PageScans: a page's kept scan is given once, for the content it was worked out for", (t) => {
  const scans = new PageScans();
  const content = `<h2 id="a">A</h2>${"x".repeat(100)}`;
  const scan = scanOutline(content, 0);
  scans.set("./docs/a.md", content, scan);
  t.is(scans.take("./docs/b.md", content), undefined, "another page");
  t.is(scans.take("./docs/a.md", content), scan);
  t.is(scans.take("./docs/a.md", content), undefined, "given once");
  scans.set("./docs/a.md", content, scan);
  t.is(scans.take("./docs/a.md", content.replace("A</h2>", "B</h2>")), undefined, "other content (a layout in between)");
  scans.set("./docs/a.md", content, scan);
  t.is(scans.take(undefined, content), undefined, "no page");
  scans.clear();
  t.is(scans.take("./docs/a.md", content), undefined, "cleared");
});
