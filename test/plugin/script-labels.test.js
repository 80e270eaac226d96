// docgen.js keeps its English words itself (a page without the site's labels reads no JSON); src/plugin/labels.ts
// keeps them for the option, its checks and the README. This holds the two the same, and checks the JSON the layout
// writes for a site's own words: only what changed, and no text that could end its <script> element.
import test from "ava";
import { readFile } from "node:fs/promises";
import { repoRoot } from "../helpers/browser.js";
import { DEFAULT_LABELS, SCRIPT_LABEL_NAMES, scriptLabelsJson } from "../../dist/plugin/labels.js";

const script = await readFile(new URL("assets/docgen.js", `file://${repoRoot}`), "utf8");

test("docgen.js's English words are labels.ts's, name for name", (t) => {
  const words = JSON.parse(/\/\* words: \*\/ (\{[\s\S]*?\}) \/\* :words \*\//.exec(script)[1]);
  t.deepEqual(words, Object.fromEntries(SCRIPT_LABEL_NAMES.map((name) => [name, DEFAULT_LABELS[name]])));
  // Every word the script asks for is one it has.
  const asked = new Set([...script.matchAll(/docgenWords\("(\w+)"/g)].map((m) => m[1]));
  for (const name of asked) t.true(Object.hasOwn(words, name), name);
  t.true(asked.size > 50, `${asked.size} words asked for`);
});

test("the layout's JSON: only the script's words the site changed; nothing for none; < and line separators escaped", (t) => {
  t.is(scriptLabelsJson(DEFAULT_LABELS), "");
  t.is(scriptLabelsJson({ ...DEFAULT_LABELS, onThisPage: "Sur cette page" }), "", "a word of the pages' only");
  const json = scriptLabelsJson({ ...DEFAULT_LABELS, send: "Envoyer </script><b>", required: "obligatoire\u2028" });
  t.false(json.includes("<"));
  t.false(json.includes("\u2028"));
  t.deepEqual(JSON.parse(json), { send: "Envoyer </script><b>", required: "obligatoire\u2028" });
});
