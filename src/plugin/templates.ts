// Makes the package's templates reachable as `docgen/<name>.njk`, after the user's own includes folder.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { layoutsDir, shortcodesDir } from "../paths.js";

/**
 * A Nunjucks loader appended last to Eleventy's loaders: `docgen/api.njk` resolves to the user's
 * `_includes/docgen/api.njk` if it exists (Eleventy's own loader comes first), else to ours.
 */
export function createPackageLoader() {
  return {
    cache: {} as Record<string, unknown>,
    // Eleventy's watch mode reads `pathsToNames` on every loader to evict changed templates from the cache;
    // without it the first file change crashed `docgen build --watch`.
    pathsToNames: {} as Record<string, string>,
    getSource(name: string): { src: string; path: string; noCache: boolean } | null {
      const match = /^docgen\/([a-z0-9-]+\.njk)$/.exec(name);
      if (!match) return null;
      for (const dir of [shortcodesDir, layoutsDir]) {
        const file = path.join(dir, match[1]!);
        if (existsSync(file)) {
          this.pathsToNames[file] = name;
          return { src: readFileSync(file, "utf8"), path: file, noCache: false };
        }
      }
      return null;
    },
  };
}

/** The page layouts the package ships, by file name (`page.njk`). */
export const LAYOUTS = ["page.njk"];

export function readLayout(name: string): string {
  return readFileSync(path.join(layoutsDir, name), "utf8");
}
