// Walking a site's folders as docgen reads them: node_modules and dot folders are not part of the site.
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Calls `visit` with the name and path of each entry under `dir` that is not a folder, until it returns true;
 * returns whether one did. Throws when a folder cannot be read.
 */
export function someSiteFile(dir: string, visit: (name: string, file: string) => boolean): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".") && someSiteFile(file, visit)) return true;
    } else if (visit(entry.name, file)) return true;
  }
  return false;
}

/**
 * Whether `file` (as Eleventy names it, `./docs/guide.md`) is a Markdown page of the docs folder `input`: not in
 * a folder whose name starts with `_` (`_includes`, `_data`, layouts) and not in `public/`, which is copied.
 */
export function isDocsPage(file: string, input: string): boolean {
  if (!file.endsWith(".md")) return false;
  const relative = path.relative(path.resolve(input), path.resolve(file));
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return false;
  const parts = relative.split(/[\\/]/);
  return parts[0] !== "public" && !parts.some((part) => part.startsWith("_"));
}
