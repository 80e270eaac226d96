// Ships docgen's stylesheet and scripts: copies them into the output and links them from pages that need them.
import { cp } from "node:fs/promises";
import path from "node:path";
import { assetsDir } from "../paths.js";

/** Where the assets land in the output folder. */
export const ASSET_DIR = "_docgen";

export async function copyAssets(outputDir: string): Promise<void> {
  await cp(assetsDir, path.join(outputDir, ASSET_DIR), { recursive: true });
}

export interface AssetNeeds {
  stylesheet: boolean;
  /** docgen.js, for what needs script: zoomable images and code groups' tabs. */
  script: boolean;
  mermaid: boolean;
}

/** What a rendered HTML page needs, judged from the markers the component templates emit. */
export function assetNeeds(html: string): AssetNeeds {
  const usesComponents = html.includes('class="docgen-');
  return {
    stylesheet: usesComponents && !html.includes(`${ASSET_DIR}/docgen.css`),
    // The script tag first: docgen's layout links it in the head, so this stops there instead of reading the page.
    script: !html.includes(`${ASSET_DIR}/docgen.js`) && (html.includes("data-docgen-zoom") || html.includes("data-docgen-code-group")),
    mermaid: html.includes("data-docgen-mermaid"),
  };
}

/** `../../` for `/a/b/`: a relative path from the page to the site root, so any path prefix works. */
export function relativeRoot(url: string | false | undefined): string {
  if (!url || !url.startsWith("/")) return "/";
  const depth = url.split("/").length - 2; // "/a/b/" -> ["", "a", "b", ""] -> 2
  return depth <= 0 ? "./" : "../".repeat(depth);
}

/** Inserts `tags` before `</head>`, or at the end of a page without a head. */
export function injectIntoHead(html: string, tags: string): string {
  const at = html.search(/<\/head\s*>/i);
  return at === -1 ? `${html}\n${tags}` : `${html.slice(0, at)}${tags}\n${html.slice(at)}`;
}
