// Copy buttons on code blocks in Chromium: one per code block of the content (not on diagram sources), the
// clipboard gets the block's text, the keyboard reaches the button, and where the Clipboard API is refused the
// text is selected instead. Without JavaScript the built HTML has no buttons.
import test from "ava";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fencedContext, serveBuiltSite, tabTo, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const CURL = "curl -X POST 'https://api.example.com/pets' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"name\": \"Rex\"}'";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n';

let site;
test.before(async () => {
  site = await serveBuiltSite({
    "public/shot.svg": SVG,
    "index.md": [
      "# Code",
      "",
      "```bash",
      CURL,
      "```",
      "",
      '{% ParamField name="body", type="object" %}',
      "Send it as:",
      "",
      "```json",
      '{ "a": 1 }',
      "```",
      "{% endParamField %}",
      "",
      "<pre>plain &lt;pre&gt; block</pre>",
      "",
      '{% Mermaid caption="Flow" %}graph TD; A-->B{% endMermaid %}',
      "",
      '{% Image src="/shot.svg", alt="Shot", zoom=true %}{% endImage %}',
      "",
    ].join("\n"),
  }, { vendor: true, config: { components: { mermaid: { scriptUrl: "/vendor/mermaid.min.js" } } } });
});
test.after.always(() => site?.cleanup());

test("the built page has no Copy buttons and links docgen.js once, zoom image included", async (t) => {
  const html = await readFile(path.join(site.output, "index.html"), "utf8");
  t.false(html.includes("docgen-copy"), "buttons come from the script only");
  t.is(html.match(/_docgen\/docgen\.js/g)?.length, 1);
});

chrome.test("one Copy button per code block, none on the diagram; a click copies the block's text", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.origin });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));

  const buttons = page.locator(".docgen-code > button.docgen-copy");
  await t.notThrowsAsync(buttons.first().waitFor());
  t.is(await buttons.count(), 3, "the curl block, the block in the field, the <pre> block");
  t.is(await page.locator("pre[data-docgen-mermaid]").evaluate((pre) => pre.parentElement.classList.contains("docgen-code")), false);
  t.is(await buttons.first().textContent(), "Copy code", "its name: Copy, and 'code' for screen readers");
  t.true(await buttons.first().evaluate((b) => b.previousElementSibling.tagName === "PRE"));

  await page.locator(".docgen-code").first().hover();
  await buttons.first().click();
  t.is(await page.evaluate(() => navigator.clipboard.readText()), CURL, "the command as shown, without the final line break");
  t.is(await buttons.first().textContent(), "Copied");
  t.is(await page.locator("body > p.docgen-sr-only[role=status]").textContent(), "Code copied to the clipboard");
  await t.notThrowsAsync(page.waitForFunction(() => document.querySelector(".docgen-copy").textContent === "Copy code", null, { timeout: 5000 }), "the label comes back");

  // The keyboard: Tab reaches the field's block (it scrolls, so it takes focus), then its button; Enter copies.
  await page.evaluate(() => document.activeElement?.blur());
  await tabTo(page, ".docgen-field .docgen-copy");
  await page.keyboard.press("Enter");
  t.is(await page.evaluate(() => navigator.clipboard.readText()), '{ "a": 1 }');

  await buttons.nth(2).click();
  t.is(await page.evaluate(() => navigator.clipboard.readText()), "plain <pre> block", "text as shown, entities decoded");

  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("where the Clipboard API is refused, the block's text is selected and the status says so", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new DOMException("refused", "NotAllowedError")) } });
    document.execCommand = () => false;
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));
  const first = page.locator("button.docgen-copy").first();
  await first.click();
  t.is(await page.evaluate(() => getSelection().toString().replace(/\n$/, "")), CURL);
  t.is(await first.textContent(), "Selected");
  t.regex(await page.locator("body > p.docgen-sr-only[role=status]").textContent(), /press Control\+C or Command\+C/);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("with JavaScript off the code blocks are plain and still take focus", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  t.is(await page.locator("button.docgen-copy").count(), 0);
  t.is(await page.locator(".docgen-content pre[tabindex='0']").count(), 3);
  await context.close();
});

chrome.test("on a touch screen the button always shows, above the code rather than over it", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const button = page.locator("button.docgen-copy").first();
  await button.waitFor();
  t.is(await button.evaluate((b) => getComputedStyle(b).opacity), "1", "no hover needed");
  const [buttonBottom, textTop] = await page.evaluate(() => {
    const pre = document.querySelector(".docgen-code pre");
    const range = document.createRange();
    range.setStart(pre.querySelector("code").firstChild, 0);
    range.setEnd(pre.querySelector("code").firstChild, 1);
    return [document.querySelector(".docgen-copy").getBoundingClientRect().bottom, range.getBoundingClientRect().top];
  });
  t.true(buttonBottom <= textTop, `button ends at ${buttonBottom}, the first line starts at ${textTop}`);
  await context.close();
});
