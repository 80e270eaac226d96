// `docgen openapi --watch`: the built bin, left running in a temp folder while the test edits the spec, a file it
// references and the site configuration, as an editor would (in place, and by renaming a new file over the old).
import test from "ava";
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tempFolder } from "../helpers/temp.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: { $ref: "./pet.yaml" }
`;
const PET = "type: object\nproperties:\n  name: { type: string, description: The pet's name. }\n";

/** The bin with --watch in `cwd`, its stderr gathered; `waitFor` resolves when stderr has matched `re` `times` times. */
function watching(t, cwd, args = []) {
  const child = spawn(process.execPath, [bin, "openapi", "spec.yaml", "-o", "out", "--watch", ...args], { cwd, env: { ...process.env, NO_COLOR: "1" } });
  let stderr = "";
  const waiters = [];
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    for (const w of [...waiters]) if ((stderr.match(w.re) ?? []).length >= w.times) w.resolve();
  });
  t.teardown(() => child.kill());
  const waitFor = (re, times = 1) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${re} (${times}x) within 20 s; stderr so far:\n${stderr}`)), 20_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if ((stderr.match(new RegExp(re.source, "g")) ?? []).length >= times) done();
      else waiters.push({ re: new RegExp(re.source, "g"), times, resolve: done });
    });
  return { child, waitFor, stderr: () => stderr };
}

/** Resolves once `check()` is true (polled every 50 ms), whatever number of runs it takes; fails after 20 s. */
async function until(check, what) {
  const end = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("--watch writes the pages, then again on each save of the spec, of a file it references (or will) and of the configuration; a broken save leaves them as they were", async (t) => {
  const cwd = tempFolder("docgen-watch-");
  writeFileSync(path.join(cwd, "spec.yaml"), SPEC);
  writeFileSync(path.join(cwd, "pet.yaml"), PET);
  writeFileSync(path.join(cwd, "docgen.config.json"), JSON.stringify({ labels: {} }));
  const page = () => readFileSync(path.join(cwd, "out/pets/list.md"), "utf8");
  const run = watching(t, cwd);
  await run.waitFor(/watching the spec and 2 more files for changes/);
  t.regex(run.stderr(), /^docgen openapi: wrote 2 pages to out, skipped 0, 0 warnings, /m);
  t.regex(page(), /^title: "List pets"$/m);

  // The spec, saved in place.
  writeFileSync(path.join(cwd, "spec.yaml"), SPEC.replace("List pets", "List all pets"));
  await run.waitFor(/spec\.yaml changed\n/);
  await until(() => /^title: "List all pets"$/m.test(page()), "the new summary");

  // A file the spec references, saved as editors often do: a new file renamed over the old one.
  writeFileSync(path.join(cwd, ".pet.yaml.swp"), PET.replace("The pet's name.", "What the pet answers to."));
  renameSync(path.join(cwd, ".pet.yaml.swp"), path.join(cwd, "pet.yaml"));
  await run.waitFor(/pet\.yaml changed\n/);
  await until(() => page().includes("What the pet answers to."), "the referenced file's new description");

  // A half-edited spec: its error, with line and column, and the pages untouched.
  const before = page();
  writeFileSync(path.join(cwd, "spec.yaml"), "openapi: 3.1.0\n  info: [\n");
  await run.waitFor(/docgen: spec\.yaml:2:\d+: /);
  t.is(page(), before);
  t.is(run.child.exitCode, null, "still watching");

  // Fixed: written again. The configuration's words: written again in them.
  writeFileSync(path.join(cwd, "spec.yaml"), SPEC);
  await until(() => /^title: "List pets"$/m.test(page()), "the fixed spec's pages");
  writeFileSync(path.join(cwd, "docgen.config.json"), JSON.stringify({ labels: { responses: "Réponses" } }));
  await run.waitFor(/docgen\.config\.json changed\n/);
  await until(() => /^## Réponses$/m.test(page()), "the configuration's words");

  // A $ref to a file not written yet: a warning, then the file, once it is saved.
  writeFileSync(path.join(cwd, "spec.yaml"), SPEC.replace('$ref: "./pet.yaml"', '$ref: "./owner.yaml"'));
  await run.waitFor(/owner\.yaml: file not found/);
  writeFileSync(path.join(cwd, "owner.yaml"), "type: object\nproperties:\n  email: { type: string, description: Where to write to the owner. }\n");
  await run.waitFor(/owner\.yaml changed\n/);
  await until(() => page().includes("Where to write to the owner."), "the new file's description");
});

test("--watch refuses --check, --json, a spec URL and a wrong option: exit 2 with why, at once", (t) => {
  const cwd = tempFolder("docgen-watch-");
  writeFileSync(path.join(cwd, "spec.yaml"), SPEC);
  // A run that waits for a save instead of ending is killed after 20 s, and fails the status check.
  const usage = (...args) => spawnSync(process.execPath, [bin, "openapi", ...args], { cwd, encoding: "utf8", timeout: 20_000 });
  const check = usage("spec.yaml", "--watch", "--check");
  t.is(check.status, 2);
  t.regex(check.stderr, /--watch writes the pages again on every change: leave out --check/);
  t.regex(usage("spec.yaml", "--watch", "--json").stderr, /leave out --json/);
  // A wrong command line ends the run, as without --watch, instead of waiting for a save.
  const verbose = usage("spec.yaml", "--watch", "--verbose");
  t.is(verbose.status, 2);
  t.regex(verbose.stderr, /--verbose only applies with --check/);
  const url = usage("http://127.0.0.1:9/spec.json", "--watch");
  t.is(url.status, 2);
  t.regex(url.stderr, /--watch follows files on this machine, and http:\/\/127\.0\.0\.1:9\/spec\.json is a URL/);
});
