// The README documents what the code does: its option table is the one commander uses.
import test from "ava";
import { readFile } from "node:fs/promises";
import { optionsMarkdownTable } from "../../dist/openapi/cli-options.js";
import { labelsMarkdownTable } from "../../dist/plugin/labels.js";
import { generatorLabelsMarkdownTable } from "../../dist/generator-labels.js";

test("the README's docgen openapi options table is the generated one (run node scripts/options-table.js)", async (t) => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  t.true(readme.includes(optionsMarkdownTable()), "README.md is out of date: paste the output of `node scripts/options-table.js`");
});

test("the README's table of labels is the generated one (run node scripts/labels-table.js)", async (t) => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  t.true(readme.includes(labelsMarkdownTable()), "README.md is out of date: paste the output of `node scripts/labels-table.js`");
});

test("the README's table of the generated pages' labels is the generated one (run node scripts/labels-table.js --generator)", async (t) => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  t.true(readme.includes(generatorLabelsMarkdownTable()), "README.md is out of date: paste the output of `node scripts/labels-table.js --generator`");
});

/** The commands of the README's quick start, without their comments; undefined when it has no sh block. */
async function quickStartCommands() {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  const quick = /## Quick start[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme);
  return quick?.[1].split("\n").filter((l) => l.trim() !== "").map((c) => c.split("#")[0].trim());
}

test("the README's quick start has exactly two commands", async (t) => {
  t.deepEqual(await quickStartCommands(), ["npm ci && npm run example", "scripts/install-test-tools.sh && npm ci && npm test"]);
});

test(".ci/run runs the README's test command as written", async (t) => {
  const ci = await readFile(new URL("../../.ci/run", import.meta.url), "utf8");
  const testCommand = (await quickStartCommands())[1];
  t.true(ci.includes(`{ ${testCommand}; }`), `.ci/run should run \`${testCommand}\``);
});
