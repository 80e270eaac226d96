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
