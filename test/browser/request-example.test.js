// RequestExample in Chromium: beside the fields that follow it where the Api block is wide enough (what comes
// before it keeps the block's width), in view while they scroll, and in the text on a phone; the page that has one
// gives its right-hand column to it, not to "On this page".
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite } from "../helpers/browser.js";
import { PHONE, WIDE, box, paragraphs, queryFields } from "../helpers/column-layout.js";

const chrome = useBrowser(test);
const example = useExampleSite(test, { vendor: false, api: true });

chrome.test("on a wide screen an operation's samples stand right of its fields and stay in view while they scroll", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, WIDE);
  const page = await context.newPage();
  await page.goto(example.site.url("/api/books/create/"));
  const pane = page.locator(".docgen-api .docgen-request-example");
  t.is(await pane.count(), 1);
  t.is(await pane.locator("h2").textContent(), "Example request");
  const field = page.locator(".docgen-api .docgen-field").first();
  const [p, f] = [await box(pane), await box(field)];
  t.true(p.left >= f.right + 16, `the samples (${p.left}px) start right of the first field (${f.right}px)`);
  t.true(p.top <= f.top, `the samples (top ${p.top}px) start level with or above the first field (${f.top}px)`);
  t.true(p.right - p.left >= 320, `a readable column: ${p.right - p.left}px`);
  // The Responses heading is in the left column too, under the fields.
  const responses = await box(page.locator(".docgen-api h2", { hasText: "Responses" }));
  t.true(responses.right <= p.left, `Responses (right edge ${responses.right}px) stays left of the samples`);

  // Scrolled down to the responses, the samples are still at the window's top.
  await page.evaluate(() => scrollTo(0, [...document.querySelectorAll(".docgen-api h2")].find((h) => h.textContent.includes("Responses")).getBoundingClientRect().top + scrollY));
  const api = await box(page.locator(".docgen-api"));
  const stuck = await box(pane);
  t.true(api.top < -300, `the Api block has scrolled up (${api.top}px)`);
  t.true(stuck.top >= 0 && stuck.top <= 24, `the samples stick to the top of the window (${stuck.top}px)`);
  t.true(stuck.bottom <= api.bottom, "and stay inside their Api block");

  // The page's "On this page" list is behind its toggle (closed), not in a column of its own.
  t.is(await page.locator(".docgen-layout--pane").count(), 1);
  t.is(await page.locator(".docgen-layout--toc").count(), 0);
  await page.evaluate(() => scrollTo(0, 0));
  const toggle = page.locator("details.docgen-toc-toggle");
  t.true(await toggle.locator("summary").isVisible());
  t.false(await toggle.evaluate((d) => d.open), "closed at first");
  // Narrowed past 76rem and widened again, it stays as it was (a guide page's opens, to stand beside the page).
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.setViewportSize({ width: 1440, height: 900 });
  t.false(await toggle.evaluate((d) => d.open), "still closed after the window narrowed and widened");
  await toggle.locator("summary").click();
  t.true(await toggle.getByRole("link", { name: "Example request" }).isVisible(), "it opens and lists the samples' heading");
  await context.close();
});

chrome.test("a guide page keeps its On this page column beside it on a wide screen", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, WIDE);
  const page = await context.newPage();
  await page.goto(example.site.url("/guides/quickstart/"));
  t.is(await page.locator(".docgen-layout--toc").count(), 1);
  t.is(await page.locator(".docgen-layout--pane").count(), 0);
  const toc = await box(page.locator(".docgen-toc"));
  const main = await box(page.locator("main"));
  t.true(toc.left >= main.right - 1, `the list (${toc.left}px) is right of the page (${main.right}px)`);
  await context.close();
});

chrome.test("on a phone the samples are in the text: after the description, before the fields, full width", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, PHONE);
  const page = await context.newPage();
  await page.goto(example.site.url("/api/books/create/"));
  const pane = page.locator(".docgen-api .docgen-request-example");
  t.is(await pane.evaluate((el) => getComputedStyle(el).float), "none");
  t.is(await pane.evaluate((el) => getComputedStyle(el).position), "static");
  const [p, f, body] = [await box(pane), await box(page.locator(".docgen-api .docgen-field").first()), await box(page.locator(".docgen-api__body"))];
  t.true(p.bottom <= f.top, `the samples (bottom ${p.bottom}px) come before the first field (${f.top}px)`);
  t.true(p.left - body.left <= 20 && body.right - p.right <= 20, `the samples fill the block's width (${p.left}-${p.right} in ${body.left}-${body.right})`);
  t.true((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, "no sideways scrolling");
  await context.close();
});

chrome.test("a hand-written RequestExample: beside its Api block's fields, or beside the page's text outside one; in the text when the block is narrow", async (t) => {
  const fields = queryFields(12);
  const site = await serveBuiltSite({
    "call.md": `# Call\n\n{% Api method="POST", path="/things" %}\n\nWhat the call does, in a sentence long enough to run past the middle of the block when the block is wide, as a description does.\n\n{% RequestExample %}\n\n\`\`\`bash\ncurl -X POST https://api.example.com/things\n\`\`\`\n\n{% endRequestExample %}\n\n${fields}\n\n{% endApi %}\n`,
    "page.md": `# Page\n\nFirst, the words.\n\n{% RequestExample %}\n\n\`\`\`bash\ncurl https://api.example.com/things\n\`\`\`\n\n{% endRequestExample %}\n\n${paragraphs(10)}\n`,
  });
  try {
    const context = await fencedContext(chrome.browser, site.server.origin, WIDE);
    const page = await context.newPage();
    await page.goto(site.url("/call/"));
    let pane = await box(page.locator(".docgen-request-example"));
    const field = await box(page.locator(".docgen-field").first());
    t.true(pane.left >= field.right + 16, `in the Api block: the sample (${pane.left}px) is right of the fields (${field.right}px)`);
    t.true(pane.top <= field.top + 16, "level with the first field");
    // The text before it keeps the block's whole width; the column starts under it.
    const intro = await box(page.locator(".docgen-api__body > p").first());
    t.true(intro.right > pane.left + 100, `the description runs past the column's left edge (${intro.right}px against ${pane.left}px)`);
    t.true(pane.top >= intro.bottom, "the column starts under the description");

    await page.goto(site.url("/page/"));
    pane = await box(page.locator(".docgen-request-example"));
    const paragraph = await box(page.locator("main p", { hasText: "Paragraph 0" }));
    t.true(pane.left >= paragraph.right + 16, `in the page: the sample (${pane.left}px) is right of the text (${paragraph.right}px)`);
    t.true(pane.top <= paragraph.top + 16, "level with the text after it");

    // At 1000px the Api block is narrower than 54rem: the sample is in the text, above the fields.
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(site.url("/call/"));
    pane = await box(page.locator(".docgen-request-example"));
    const first = await box(page.locator(".docgen-field").first());
    t.true(pane.bottom <= first.top, `narrow: the sample (bottom ${pane.bottom}px) is above the fields (${first.top}px)`);
    t.is(await page.locator(".docgen-request-example").evaluate((el) => getComputedStyle(el).float), "none");
    await context.close();
  } finally {
    await site.cleanup();
  }
});

chrome.test("the eight generated languages' tabs fit on one line in the column at 1,440 px", async (t) => {
  const fence = (lang, title) => `\`\`\`${lang} ${title}\ncall()\n\`\`\``;
  const tabs = [["bash", "curl"], ["javascript", "JavaScript"], ["python", "Python"], ["go", "Go"], ["java", "Java"], ["ruby", "Ruby"], ["php", "PHP"], ["csharp", "C#"]];
  const group = `{% CodeGroup label="Request samples" %}\n\n${tabs.map(([lang, title]) => fence(lang, title)).join("\n\n")}\n\n{% endCodeGroup %}`;
  const site = await serveBuiltSite({
    "call.md": `# Call\n\n{% Api method="GET", path="/things" %}\n\n{% RequestExample %}\n\n## Example request\n\n${group}\n\n{% endRequestExample %}\n\n${queryFields(12)}\n\n{% endApi %}\n`,
  });
  try {
    const context = await fencedContext(chrome.browser, site.server.origin, WIDE);
    const page = await context.newPage();
    await page.goto(site.url("/call/"));
    const tab = page.locator(".docgen-request-example .docgen-tab");
    t.is(await tab.count(), 8);
    t.is(await page.locator(".docgen-request-example").evaluate((el) => getComputedStyle(el).float), "right", "in the column");
    // Their tops: one line (they wrapped to two from 1,366 to 1,440 px before the column's tabs were made tighter).
    const tops = await tab.evaluateAll((all) => all.map((el) => Math.round(el.getBoundingClientRect().top)));
    t.is(new Set(tops).size, 1, `tops ${tops.join(", ")}`);
    await context.close();
  } finally {
    await site.cleanup();
  }
});
