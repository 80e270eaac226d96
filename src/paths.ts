// Absolute paths to the folders that ship inside the package (templates, layouts, assets).
import { fileURLToPath } from "node:url";
import path from "node:path";

/** The package root: the folder holding package.json (this file compiles to dist/paths.js). */
export const packageRoot = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
export const shortcodesDir = path.join(packageRoot, "shortcodes");
export const layoutsDir = path.join(packageRoot, "layouts");
export const assetsDir = path.join(packageRoot, "assets");
