// The writing thread of large runs (src/openapi/output/stage-thread.ts): the same files as writing on the main
// thread, the same ownership rules, and a write error on the thread undoes the run like any other failure.
import test from "ava";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ownership } from "../../dist/openapi/output/marker.js";
import { THREADED_FROM } from "../../dist/openapi/output/stage-thread.js";
import { writeOutput } from "../../dist/openapi/output/write-output.js";
import { planned } from "../helpers/planned-pages.js";
import { readTree, tempDir } from "../helpers/site.js";

test("a run written on the thread is byte for byte the run written on the main thread, first run and re-run", async (t) => {
  const [a, b] = [await tempDir(), await tempDir()];
  // 700 pages: more batches than may be in flight at once, so the main thread may wait for the thread on the way.
  const first = planned(700, "v1");
  const reportA = await writeOutput(a, first, { overwrite: true, thread: false });
  const reportB = await writeOutput(b, first, { overwrite: true, thread: true });
  t.deepEqual(readTree(b), readTree(a));
  t.deepEqual(reportB, reportA);
  t.is(reportB.added.length, 700);
  for (const text of Object.values(readTree(b))) t.is(ownership(text), "generated");

  // A re-run: some pages change, one was edited by hand, one is hand-written, and a new folder appears.
  for (const dir of [a, b]) {
    writeFileSync(path.join(dir, "g1/p1.md"), `${readFileSync(path.join(dir, "g1/p1.md"), "utf8")}Our note.\n`);
    writeFileSync(path.join(dir, "g2/p2.md"), "# Ours\n");
  }
  const second = planned(720, (i) => (i % 5 === 0 ? "v2" : "v1"), (i) => (i >= 700 ? "new" : `g${i % 7}`));
  const againA = await writeOutput(a, second, { overwrite: true, thread: false });
  const againB = await writeOutput(b, second, { overwrite: true, thread: true });
  t.deepEqual(readTree(b), readTree(a));
  t.deepEqual(againB, againA);
  t.is(againB.added.length, 20);
  t.true(againB.changed.length > 100);
  t.deepEqual(againB.edited, [{ file: "g1/p1.md", stale: false }]);
  t.is(readFileSync(path.join(b, "g2/p2.md"), "utf8"), "# Ours\n", "the hand-written page is untouched");
});

test("runs of THREADED_FROM files or more use the thread unless told otherwise, and write the same", async (t) => {
  const [a, b] = [await tempDir(), await tempDir()];
  const files = planned(THREADED_FROM, "v1", () => "g");
  await writeOutput(a, files, { overwrite: true });
  await writeOutput(b, files, { overwrite: true, thread: false });
  t.deepEqual(readTree(a), readTree(b));
});

test("a write error on the thread leaves every page as it was, names the file, and leaves no temporary file", async (t) => {
  const out = await tempDir();
  await writeOutput(out, planned(300, "v1"), { overwrite: true, thread: false });
  const before = readTree(out);
  // The 201st page's temporary file (this process, its index in the run) cannot be written: a folder has its name.
  const index = 200;
  const blocker = path.join(out, `g${index % 7}`, `.p${index}.md.${process.pid}-${index}.docgen-tmp`);
  mkdirSync(blocker);
  const error = await t.throwsAsync(writeOutput(out, planned(300, "v2"), { overwrite: true, thread: true }));
  t.is(error.code, "EISDIR");
  t.is(error.path, blocker);
  t.regex(error.message, /EISDIR/);
  const after = readTree(out);
  t.deepEqual(after, before, "no page changed and no temporary file is left");
  t.true(existsSync(blocker));
});

test("a page that fails to render stops the run before any page is replaced, with the thread writing", async (t) => {
  const out = await tempDir();
  await writeOutput(out, planned(300, "v1"), { overwrite: true, thread: false });
  const before = readTree(out);
  const failing = planned(300, "v2", (i) => (i >= 250 ? "new" : `g${i % 7}`)).map((f, i) =>
    i === 280 ? { ...f, unstamped: () => { throw new Error("broken page (simulated)"); } } : f,
  );
  await t.throwsAsync(writeOutput(out, failing, { overwrite: true, thread: true }), { message: /broken page/ });
  t.deepEqual(readTree(out), before);
  t.false(existsSync(path.join(out, "new")), "the folder the failed run created is gone");
});

for (const when of ["writing", "drain"]) {
  test(`a writing thread that dies (${when}) fails the run with its error, and the process goes on to report it`, async (t) => {
    const out = await tempDir();
    await writeOutput(out, planned(300, "v1"), { overwrite: true, thread: false });
    const before = readTree(out);
    // In a child process: before a drain held a reference to the thread, a drain waiting on a thread that had died
    // left the event loop nothing to wait for, and the process ended mid-run with exit code 13 and nothing said
    // (without the reference, the "writing" case failed in four runs of four, the "drain" case in two: timing).
    const fixture = path.resolve(import.meta.dirname, "../fixtures/hooks/stage-thread-dies.mjs");
    const { stdout } = await promisify(execFile)(process.execPath, [fixture, out, "300", when], { timeout: 60_000 });
    const result = JSON.parse(stdout);
    t.false(result.finished);
    t.regex(result.message, /Cannot read properties of null|writing thread stopped/);
    t.deepEqual(readTree(out), before, "no page changed and no temporary file is left");
  });
}
