// Finds and reads the site configuration for `docgen build`: docgen.config.json, .js or .mjs.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DocgenInputError } from "../errors.js";
import { findJsonError, lineColumn } from "../json-error.js";
import type { DocgenOptions } from "../plugin/options.js";

export const CONFIG_FILES = ["docgen.config.json", "docgen.config.js", "docgen.config.mjs"];

/** Returns the config file to use: the explicit one, else the first of CONFIG_FILES in `cwd`, else undefined. */
export function findConfigFile(cwd: string, explicit?: string): string | undefined {
  if (explicit) {
    const file = path.resolve(cwd, explicit);
    if (!existsSync(file)) throw new DocgenInputError(`config file not found`, { location: explicit, hint: "Check the --config path." });
    return file;
  }
  const found = CONFIG_FILES.map((name) => path.join(cwd, name)).filter((f) => existsSync(f));
  return found[0];
}

export async function readConfigFile(file: string): Promise<DocgenOptions> {
  if (file.endsWith(".json")) {
    const text = await readFile(file, "utf8");
    try {
      return JSON.parse(text) as DocgenOptions;
    } catch (error) {
      // Where it goes wrong, by line and column (V8's message on Node 20 often has no position).
      const spot = findJsonError(text);
      const at = spot && lineColumn(text, spot.offset);
      const message = spot?.message ?? (error as Error).message;
      throw new DocgenInputError(`invalid JSON: ${message}`, { location: at ? `${file}:${at.line}:${at.column}` : file, hint: "Fix the JSON syntax (trailing commas and comments are not allowed in .json; use docgen.config.js for those)." });
    }
  }
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw new DocgenInputError(`could not load the config file: ${(error as Error).message}`, { location: file });
  }
  const value = typeof module.default === "function" ? await (module.default as () => unknown)() : module.default;
  if (typeof value !== "object" || value === null) {
    throw new DocgenInputError("the config file must export the site configuration as its default export (an object, or a function returning one)", { location: file });
  }
  return value as DocgenOptions;
}
