// `docgen vendor-mermaid`: copies mermaid's browser script into the site, for sites that must work offline.
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Command } from "commander";
import { DocgenInputError } from "../errors.js";

export function registerVendorCommand(program: Command): void {
  program
    .command("vendor-mermaid")
    .description("Copy mermaid's script into <input>/public/vendor/ so diagrams render without a CDN")
    .option("-i, --input <dir>", "the docs root", "docs")
    .addHelpText("after", `\nThen set "components": { "mermaid": { "scriptUrl": "/vendor/mermaid.min.js" } } in docgen.config.json.`)
    .action(async (flags: { input: string }) => {
      const target = await vendorMermaid(flags.input);
      process.stderr.write(
        `docgen: copied mermaid to ${target}\n` +
          `Now set "components": { "mermaid": { "scriptUrl": "/vendor/mermaid.min.js" } } in your site configuration.\n`,
      );
    });
}

/** Copies `mermaid/dist/mermaid.min.js` (self-contained, no chunks) to `<input>/public/vendor/mermaid.min.js`. */
export async function vendorMermaid(input: string): Promise<string> {
  const require = createRequire(import.meta.url);
  let source: string;
  try {
    source = path.join(path.dirname(require.resolve("mermaid/package.json")), "dist", "mermaid.min.js");
  } catch {
    throw new DocgenInputError("the mermaid package is not installed", { hint: "Run npm install in the docgen package." });
  }
  const dir = path.join(input, "public", "vendor");
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, "mermaid.min.js");
  await copyFile(source, target);
  return target;
}
