// docgen.css gives the dark colours twice: under the system's dark setting (unless the reader chose light) and for
// the reader's choice of dark (the theme button). A media query cannot also test an attribute, so the two rules are
// copies; this checks they stay the same colours, and that dark sets every colour light sets, so that no light
// colour shows through in either dark.
import test from "ava";
import { readFile } from "node:fs/promises";
import { repoRoot } from "../helpers/browser.js";

const css = await readFile(new URL("assets/docgen.css", `file://${repoRoot}`), "utf8");

/** The declarations of the first rule whose selector (and enclosing media query, if given) is exactly as written. */
function declarations(selector, media) {
  let text = css;
  if (media) {
    const at = css.indexOf(`@media ${media} {\n  ${selector} {`);
    if (at === -1) return undefined;
    text = css.slice(at + `@media ${media} {\n`.length);
  }
  const start = text.indexOf(`${selector} {`);
  if (start === -1) return undefined;
  const body = text.slice(start + selector.length + 2, text.indexOf("}", start)).replace(/\/\*[\s\S]*?\*\//g, "");
  return Object.fromEntries(
    body
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(":")).trim(), d.slice(d.indexOf(":") + 1).trim()]),
  );
}

test("the system's dark and the chosen dark are the same colours, and set every colour the light theme sets", (t) => {
  const light = declarations(":root");
  // Both on screens only: a page prints light (checked in Chromium by test/browser/theme.test.js).
  const systemDark = declarations(':root:where(:not([data-docgen-theme="light"]))', "screen and (prefers-color-scheme: dark)");
  const { "color-scheme": scheme, ...chosenDark } = declarations(':root[data-docgen-theme="dark"]', "screen") ?? {};
  t.truthy(systemDark, "the rule under the media query");
  t.is(scheme, "dark", "native controls and scroll bars go dark too");
  t.deepEqual(chosenDark, systemDark);
  const colours = (decls) => Object.keys(decls).filter((name) => name.startsWith("--docgen-") && /^#|^rgb/.test(decls[name]));
  t.deepEqual(colours(systemDark).sort(), colours(light).sort());
  t.is(declarations(':root[data-docgen-theme="light"]')?.["color-scheme"], "light");
});
