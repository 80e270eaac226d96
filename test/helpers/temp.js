// Temp folders for tests. Each is removed when its test process ends (ava runs every test file in a process of
// its own: `workerThreads: false`), whatever the test did with it, so a test run leaves nothing in the OS temp
// folder. Before this, every run left about 120 folders behind, up to 59 MB each.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const made = new Set();
process.on("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new folder `<OS temp>/<prefix>XXXXXX`, removed when the test process exits. */
export function tempFolder(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}
