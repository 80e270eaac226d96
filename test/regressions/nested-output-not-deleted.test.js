// Regression: a re-run deleted the pages of another spec generated into a folder nested in its output
// (`-o docs/api` and `-o docs/api/billing`), because they carry the same generator marker.
import test from "ava";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { tempDir } from "../helpers/site.js";

const run = promisify(execFile);
const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");
const spec = (title, paths) => JSON.stringify({ openapi: "3.0.3", info: { title, version: "1" }, paths });
const ok = { responses: { 200: { description: "ok" } } };

test("re-running one spec keeps another spec's pages in a nested output folder, and still removes its own stale pages", async (t) => {
  const root = await tempDir();
  await writeFile(path.join(root, "main.json"), spec("Main", { "/books": { get: ok }, "/authors": { get: ok } }));
  await writeFile(path.join(root, "billing.json"), spec("Billing", { "/invoices": { get: ok } }));
  await run(process.execPath, [bin, "openapi", "main.json", "-o", "docs/api"], { cwd: root });
  await run(process.execPath, [bin, "openapi", "billing.json", "-o", "docs/api/billing"], { cwd: root });
  t.true(existsSync(path.join(root, "docs/api/billing/invoices/list.md")));

  // The main spec loses /authors and is generated again.
  await writeFile(path.join(root, "main.json"), spec("Main", { "/books": { get: ok } }));
  await mkdir(path.join(root, "docs/api/notes"), { recursive: true });
  await run(process.execPath, [bin, "openapi", "main.json", "-o", "docs/api"], { cwd: root });
  t.false(existsSync(path.join(root, "docs/api/authors/list.md")), "its own stale page is removed");
  t.true(existsSync(path.join(root, "docs/api/billing/invoices/list.md")), "the nested spec's page is kept");
  t.true(existsSync(path.join(root, "docs/api/billing/index.md")), "the nested spec's index is kept");
});
