// GitHub alerts in a built page, in Chromium: a titled note in the kind's colour, in both colour schemes, and the
// quickstart's warning in the example site passes axe (see axe.test.js).
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);

let site;
test.before(async () => {
  site = await serveBuiltSite({ "index.md": "# Alerts\n\n> [!WARNING]\n> Tokens are secrets.\n\n> [!TIP]\n> - One\n> - Two\n\n> A plain quote.\n" });
});
test.after.always(() => site?.cleanup());

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`an alert is a note titled by its kind, coloured by it (${colorScheme})`, async (t) => {
    const context = await fencedContext(chrome.browser, site.server.origin, { colorScheme });
    const page = await context.newPage();
    await page.goto(site.url("/"));
    const warning = page.getByRole("note").filter({ hasText: "Tokens are secrets." });
    t.is(await warning.count(), 1);
    t.is(await warning.locator(".docgen-alert__title").textContent(), "Warning");
    t.true(await warning.isVisible());
    const colours = await page.evaluate(() => {
      const css = (selector, property) => getComputedStyle(document.querySelector(selector))[property];
      return {
        warningTitle: css(".docgen-alert--warning .docgen-alert__title", "color"),
        warningBorder: css(".docgen-alert--warning", "borderLeftColor"),
        tipTitle: css(".docgen-alert--tip .docgen-alert__title", "color"),
        text: css(".docgen-alert--warning p:not(.docgen-alert__title)", "color"),
      };
    });
    t.is(colours.warningTitle, colours.warningBorder, "title and bar share the kind's colour");
    t.not(colours.warningTitle, colours.tipTitle, "kinds differ");
    t.not(colours.warningTitle, colours.text, "the title stands out from the text");
    t.is(await page.locator(".docgen-alert--tip li").count(), 2);
    t.is(await page.locator("blockquote").textContent(), "\nA plain quote.\n", "a plain quote stays a quote");
    await context.close();
  });
}
