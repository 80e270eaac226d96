// Lists the spec files of @readme/oas-examples (2.0, 3.0, 3.1; JSON and YAML), sorted.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const corpusRoot = path.dirname(require.resolve("@readme/oas-examples/package.json"));

export function corpusSpecs() {
  const out = [];
  for (const version of ["2.0", "3.0", "3.1"]) {
    for (const format of ["json", "yaml"]) {
      const dir = path.join(corpusRoot, version, format);
      for (const name of readdirSync(dir).sort()) {
        const file = path.join(dir, name);
        if (statSync(file).isFile() && /\.(json|ya?ml)$/.test(name)) out.push(file);
      }
    }
  }
  return out;
}
