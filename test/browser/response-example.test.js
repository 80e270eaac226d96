// ResponseExample in Chromium: inside a RequestExample (as docgen openapi writes an operation's response examples)
// it is part of the column beside the fields and stays in view with it; written after a RequestExample, as
// Mintlify's pages do, it stands under it in the column and it alone sticks; on its own outside an Api block it
// takes the page's column; a long answer scrolls inside its block, on a phone too. A webhook page's column holds the
// body the API sends.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite } from "../helpers/browser.js";
import { PHONE, WIDE, box, paragraphs, queryFields } from "../helpers/column-layout.js";

const chrome = useBrowser(test);
const example = useExampleSite(test, { vendor: false, api: true });

/** Scrolls the window so that the first element matching `selector` whose text includes `text` is at its top. */
const scrollToText = (page, selector, text) =>
  page.evaluate(([s, w]) => scrollTo(0, [...document.querySelectorAll(s)].find((el) => el.textContent.includes(w)).getBoundingClientRect().top + scrollY), [selector, text]);

const fields = queryFields(14);
// An answer of 76 lines: taller than 24rem.
const longAnswer = JSON.stringify({ items: Array.from({ length: 18 }, (_, i) => ({ id: i, name: `Item ${i}` })) }, null, 2);
const responseExample = `{% ResponseExample %}\n\n\`\`\`json 200\n${longAnswer}\n\`\`\`\n\n{% endResponseExample %}`;
const requestExample = "{% RequestExample %}\n\n```bash\ncurl https://api.example.com/things\n```\n\n{% endRequestExample %}";

chrome.test("a generated page: the response example is in the column under the request samples, beside the fields, part of the column that sticks", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, WIDE);
  const page = await context.newPage();
  await page.goto(example.site.url("/api/books/list/"));
  const column = page.locator(".docgen-api__body > .docgen-request-example");
  const answer = column.locator("> .docgen-response-example");
  t.is(await answer.count(), 1, "inside the RequestExample");
  t.is(await answer.locator("h2").textContent(), "Example response");
  t.is(await answer.locator("h3").count(), 0, "no heading per example");
  t.is((await answer.locator("figure > figcaption").textContent()).trim(), "200 (application/json)", "its code block's title says whose");
  t.true((await answer.locator("pre").textContent()).includes('"The Left Hand of Darkness"'));
  const [c, a, samples, field] = [await box(column), await box(answer), await box(column.locator("pre").first()), await box(page.locator(".docgen-api .docgen-field").first())];
  t.true(a.left >= field.right + 16, `the answer (${a.left}px) is right of the first field (${field.right}px)`);
  t.true(a.top >= samples.bottom, `under the request samples (${a.top}px against ${samples.bottom}px)`);
  t.true(a.bottom <= c.bottom, "inside the column");
  // The Responses section itself has no code: its example is the column's.
  t.is(await page.locator(".docgen-api__body > pre, .docgen-api__body > figure").count(), 0, "no code block under the responses");

  // The column sticks as a whole (request-example.test.js scrolls a longer page), the answer in it, not on its own.
  t.is(await column.evaluate((el) => getComputedStyle(el).position), "sticky");
  t.is(await answer.evaluate((el) => `${getComputedStyle(el).position} ${getComputedStyle(el).float}`), "static none");
  // On this page lists it behind the page's toggle, as it does the samples.
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator("details.docgen-toc-toggle > summary").click();
  const toc = page.locator(".docgen-toc");
  t.true(await toc.getByRole("link", { name: "Example response" }).isVisible());
  t.is(await toc.getByRole("link", { name: "200 (application/json)" }).count(), 0, "the example itself is not listed");
  await context.close();
});

chrome.test("a webhook page: the body the API sends stands in the column beside the payload's fields", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, WIDE);
  const page = await context.newPage();
  await page.goto(example.site.url("/api/webhooks/book-published/"));
  const column = page.locator(".docgen-api__body > .docgen-request-example");
  t.is(await column.count(), 1);
  t.is(await column.locator("h2").textContent(), "Example request");
  t.is((await column.locator("figure > figcaption").textContent()).trim(), "Request body (application/json)");
  t.is(await column.evaluate((el) => getComputedStyle(el).position), "sticky");
  const [c, field, heading] = [await box(column), await box(page.locator(".docgen-api .docgen-field", { hasText: "title" }).first()), await box(page.locator(".docgen-api h2", { hasText: "Request body" }))];
  t.true(c.left >= field.right + 16, `the body (${c.left}px) is right of the payload's fields (${field.right}px)`);
  t.true(c.top <= heading.top, `it starts level with or above the Request body heading (${c.top}px against ${heading.top}px)`);
  t.is(await page.locator(".docgen-layout--pane").count(), 1);
  await context.close();
});

chrome.test("hand-written, as Mintlify writes them: a ResponseExample after a RequestExample stands under it in the column, and it alone sticks", async (t) => {
  const site = await serveBuiltSite({
    "call.md": `# Call\n\n{% Api method="GET", path="/things" %}\n\nWhat the call does.\n\n${requestExample}\n\n${responseExample}\n\n${fields}\n\n{% endApi %}\n`,
    "page.md": `# Page\n\nFirst, the words.\n\n${responseExample}\n\n${paragraphs(10)}\n`,
  });
  try {
    const context = await fencedContext(chrome.browser, site.server.origin, WIDE);
    const page = await context.newPage();
    await page.goto(site.url("/call/"));
    const [request, answer] = [page.locator(".docgen-api__body > .docgen-request-example"), page.locator(".docgen-api__body > .docgen-response-example")];
    const [r, a, field] = [await box(request), await box(answer), await box(page.locator(".docgen-field").first())];
    t.true(r.left >= field.right + 16 && a.left >= field.right + 16, `both right of the fields (${r.left}px, ${a.left}px against ${field.right}px)`);
    t.true(Math.abs(a.left - r.left) <= 1 && Math.abs(a.right - r.right) <= 1, "one column: the same edges");
    t.true(a.top >= r.bottom, `the answer (${a.top}px) is under the request (${r.bottom}px)`);
    t.true(r.top <= field.top + 16, "the column starts level with the first field");
    t.is(await request.evaluate((el) => getComputedStyle(el).position), "relative");
    t.is(await answer.evaluate((el) => getComputedStyle(el).position), "sticky");
    // The answer's 76 lines scroll inside their block.
    const pre = answer.locator("pre");
    t.is(await pre.evaluate((el) => getComputedStyle(el).maxHeight), "384px");
    const [height, scrollHeight] = await pre.evaluate((el) => [el.clientHeight, el.scrollHeight]);
    t.true(height <= 460 && scrollHeight > height, `the answer's block is ${height}px high and scrolls (${scrollHeight}px)`);

    // Scrolled to the last field: the request has gone up, the answer sticks at the top, and they never overlap.
    await scrollToText(page, ".docgen-field", "field13");
    const [r2, a2] = [await box(request), await box(answer)];
    t.true(a2.top >= 0 && a2.top <= 24, `the answer sticks to the window's top (${a2.top}px)`);
    t.true(r2.bottom <= a2.top, `the request (bottom ${r2.bottom}px) stays above it`);

    // Outside an Api block, on its own: the page's column (the layout gives it the "On this page" column).
    await page.goto(site.url("/page/"));
    t.is(await page.locator(".docgen-layout--pane").count(), 1);
    const alone = await box(page.locator(".docgen-response-example"));
    const paragraph = await box(page.locator("main p", { hasText: "Paragraph 0" }));
    t.true(alone.left >= paragraph.right + 16, `the answer (${alone.left}px) is right of the text (${paragraph.right}px)`);
    t.true(alone.top <= paragraph.top + 16, "level with the text after it");
    await context.close();
  } finally {
    await site.cleanup();
  }
});

chrome.test("on a phone the answer is in the text after the request samples, before the fields, and a long one scrolls in its block", async (t) => {
  const site = await serveBuiltSite({
    "call.md": `# Call\n\n{% Api method="GET", path="/things" %}\n\n{% RequestExample %}\n\n\`\`\`bash\ncurl https://api.example.com/things\n\`\`\`\n\n${responseExample}\n\n{% endRequestExample %}\n\n${fields}\n\n{% endApi %}\n`,
  });
  try {
    const context = await fencedContext(chrome.browser, site.server.origin, PHONE);
    const page = await context.newPage();
    await page.goto(site.url("/call/"));
    const answer = page.locator(".docgen-response-example");
    t.is(await answer.evaluate((el) => getComputedStyle(el).float), "none");
    t.is(await page.locator(".docgen-request-example").evaluate((el) => getComputedStyle(el).position), "static");
    const [a, samples, field, body] = [await box(answer), await box(page.locator(".docgen-request-example pre").first()), await box(page.locator(".docgen-field").first()), await box(page.locator(".docgen-api__body"))];
    t.true(a.top >= samples.bottom && a.bottom <= field.top, `the answer (${a.top}-${a.bottom}px) is between the samples (${samples.bottom}px) and the first field (${field.top}px)`);
    t.true(a.left - body.left <= 20 && body.right - a.right <= 20, "full width");
    t.is(await answer.locator("pre").evaluate((el) => getComputedStyle(el).maxHeight), "384px");
    const [height, scrollHeight] = await answer.locator("pre").evaluate((el) => [el.clientHeight, el.scrollHeight]);
    t.true(height <= 460 && scrollHeight > height, `the answer's block (padding and a scroll bar with it) is ${height}px high and scrolls (${scrollHeight}px)`);
    t.true((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, "no sideways scrolling");
    await context.close();
  } finally {
    await site.cleanup();
  }
});

chrome.test("hand-written with nothing but code blocks, as Mintlify writes them: a RequestExample's blocks are tabs shared with the page's groups, a ResponseExample's tabs its own", async (t) => {
  const fence = (info, code) => `\`\`\`${info}\n${code}\n\`\`\``;
  const site = await serveBuiltSite({
    "call.md": [
      "# Call",
      '{% Api method="GET", path="/things" %}',
      "What the call does.",
      `{% RequestExample %}\n\n${fence("bash curl", "curl https://api.example.com/things")}\n\n${fence("python Python", "requests.get('https://api.example.com/things')")}\n\n{% endRequestExample %}`,
      `{% ResponseExample %}\n\n${fence("json 200", '{"items": []}')}\n\n${fence("json 404", '{"error": "not found"}')}\n\n{% endResponseExample %}`,
      fields,
      "{% endApi %}",
      // A group of the page's own, in the text: it follows the RequestExample's choice.
      `{% CodeGroup %}\n\n${fence("bash curl", "curl /more")}\n\n${fence("python Python", "requests.get('/more')")}\n\n{% endCodeGroup %}`,
      // A heading among the blocks (as docgen openapi writes them): no tabs.
      `{% ResponseExample %}\n\n## Example response\n\n${fence("json 200", "{}")}\n\n${fence("json 500", "{}")}\n\n{% endResponseExample %}`,
    ].join("\n\n"),
  });
  try {
    const context = await fencedContext(chrome.browser, site.server.origin, WIDE);
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(site.url("/call/"));
    const request = page.locator(".docgen-api__body > .docgen-request-example");
    const answer = page.locator(".docgen-api__body > .docgen-response-example");
    const tabs = (where) => where.locator("[role=tab]").allTextContents();
    const selected = (where) => where.locator("[role=tab][aria-selected=true]").textContent();
    t.deepEqual(await tabs(request), ["curl", "Python"]);
    t.deepEqual(await tabs(answer), ["200", "404"]);
    t.is(await page.locator(".docgen-response-example").nth(1).locator("[role=tab]").count(), 0, "a heading among the blocks: no tabs");
    t.is(await answer.locator("[role=tabpanel]:not([hidden])").count(), 1, "one answer shown at a time");
    // Python in the request chooses Python in the page's group and is remembered; 404 in the answer is neither.
    await request.getByRole("tab", { name: "Python" }).click();
    t.is(await selected(page.locator(".docgen-content > .docgen-code-group")), "Python");
    t.is(await selected(answer), "200");
    await answer.getByRole("tab", { name: "404" }).click();
    t.is(await selected(answer), "404");
    t.is(await selected(request), "Python");
    t.is(await page.evaluate(() => localStorage.getItem("docgen-code-tab")), "Python");
    // Still a column beside the fields.
    const [r, field] = [await box(request), await box(page.locator(".docgen-field").first())];
    t.true(r.left >= field.right + 16, `the request (${r.left}px) stands right of the fields (${field.right}px)`);
    t.deepEqual(errors, []);
    await context.close();
  } finally {
    await site.cleanup();
  }
});

chrome.test("a page whose example column runs longer than its text: the page's footer goes under the column, full width", async (t) => {
  // As a schema page with a few fields and its whole object's example (docgen openapi writes them so).
  const tall = JSON.stringify(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, i])), null, 2);
  const built = await serveBuiltSite({
    "index.md": `# Book\n\nType: \`object\`.\n\n{% ResponseExample %}\n\n## Example\n\n\`\`\`json\n${tall}\n\`\`\`\n\n{% endResponseExample %}\n\n## Properties\n\nOne short paragraph.\n`,
    "next.md": "# Next\n\nThe next page, so that the footer has a link.\n",
  });
  t.teardown(() => built.cleanup());
  const context = await fencedContext(chrome.browser, built.server.origin, WIDE);
  const page = await context.newPage();
  await page.goto(built.url("/"));
  const column = page.locator(".docgen-content > .docgen-response-example");
  const [c, text, footer] = [await box(column), await box(page.getByText("One short paragraph.")), await box(page.locator(".docgen-page-footer"))];
  t.true(c.left >= text.right, `the example (${c.left}px) is right of the text (${text.right}px)`);
  t.true(c.bottom > text.bottom, "the column is the longer");
  t.true(footer.top >= c.bottom, `the footer (${footer.top}px) is under the example (${c.bottom}px), not squeezed beside it`);
  t.true(footer.right >= c.right - 1, `the footer (to ${footer.right}px) spans the column's width too (to ${c.right}px)`);
  await context.close();
});
