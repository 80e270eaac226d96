// Tree / Folder / File in Chromium: open and closed folders, toggled by click and keyboard, with and without JS.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);

let site;
test.before(async () => {
  site = await serveBuiltSite({
    "index.md": [
      "# Project layout",
      "",
      '{% Tree label="Project files" %}',
      '{% Folder name="src", open=true %}',
      '{% File name="index.ts" %}The entry point.{% endFile %}',
      '{% Folder name="internal" %}',
      '{% File name="secret-helper.ts" %}{% endFile %}',
      "{% endFolder %}",
      "{% endFolder %}",
      '{% File name="package.json", icon="⚙️" %}{% endFile %}',
      "{% endTree %}",
      "",
    ].join("\n"),
  });
});
test.after.always(() => site?.cleanup());

for (const javaScriptEnabled of [true, false]) {
  chrome.test(`open folders show their children, closed ones hide them, and the summary toggles (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async (t) => {
    const context = await fencedContext(chrome.browser, site.server.origin, { javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(site.url("/"));

    const folder = (name) => page.locator("summary", { has: page.locator(".docgen-tree__name", { hasText: new RegExp(`^${name}$`) }) }).locator("xpath=..");
    const src = folder("src");
    const internal = folder("internal");
    const entry = page.getByText("index.ts", { exact: true });
    const hidden = page.getByText("secret-helper.ts", { exact: true });

    t.true(await src.evaluate((d) => d.open), "open=true folder starts open");
    t.true(await entry.isVisible(), "its children are visible");
    t.true(await page.getByText("The entry point.").isVisible());
    t.true(await internal.isVisible(), "a nested folder is visible inside an open one");
    t.false(await internal.evaluate((d) => d.open), "a folder without open starts closed");
    t.false(await hidden.isVisible(), "a closed folder hides its children");
    t.true(await page.getByText("package.json", { exact: true }).isVisible(), "files at the top level are visible");

    // Click the closed folder's summary: it opens; again: it closes.
    await internal.locator("summary").click();
    t.true(await internal.evaluate((d) => d.open));
    t.true(await hidden.isVisible());
    await internal.locator("summary").click();
    t.false(await hidden.isVisible());

    // Close the open folder: everything inside disappears.
    await src.locator(":scope > summary").click();
    t.false(await entry.isVisible());
    t.false(await internal.isVisible());

    // Keyboard: the summary is focusable; Enter and Space toggle it.
    await src.locator(":scope > summary").focus();
    await page.keyboard.press("Enter");
    t.true(await entry.isVisible(), "Enter opens");
    await page.keyboard.press("Space");
    t.false(await entry.isVisible(), "Space closes");
    t.deepEqual(context.blocked, []);
    await context.close();
  });
}

chrome.test("screen readers get a labelled list with expandable folders, and the icons are hidden", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const list = page.getByRole("list", { name: "Project files" });
  t.true(await list.isVisible());
  const snapshot = await list.ariaSnapshot();
  // Folders are announced as folders (a <details> group); a closed folder's children are not in the tree.
  t.regex(snapshot, /src \(folder\)/);
  t.regex(snapshot, /internal \(folder\)/);
  t.regex(snapshot, /index\.ts/);
  t.notRegex(snapshot, /secret-helper/);
  t.notRegex(snapshot, /📁|📂|📄|⚙️/, "decorative icons are not read out");
  const states = await list.locator("summary").evaluateAll((nodes) => nodes.map((s) => s.parentElement.open));
  t.deepEqual(states.filter((open) => open).length, 1);
  await context.close();
});
