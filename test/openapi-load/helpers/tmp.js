// Writes spec texts into a fresh temp folder so file-based loader tests read real files.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Writes `text` to `<new temp dir>/<name>` and returns the path. */
export async function writeTemp(name, text) {
  const dir = await mkdtemp(join(tmpdir(), "docgen-load-"));
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}
