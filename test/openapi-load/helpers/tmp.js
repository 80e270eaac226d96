// Writes spec texts into a fresh temp folder so file-based loader tests read real files.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tempFolder } from "../../helpers/temp.js";

/** Writes `text` to `<new temp dir>/<name>` and returns the path. */
export async function writeTemp(name, text) {
  const dir = tempFolder("docgen-load-");
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}
