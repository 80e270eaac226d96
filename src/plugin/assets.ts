// Ships docgen's stylesheet and scripts: copies them into the output and links them from pages that need them.
import { cp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { assetsDir } from "../paths.js";
import { escapeHtml } from "./escape.js";

/** Where the assets land in the output folder. */
export const ASSET_DIR = "_docgen";

/**
 * Copies the assets into the output folder. `oauthCallback`, for a site with a page whose Try it offers to get an
 * OAuth2 token: the page the sign-in window comes back to, in the site's language and words (`lang`, `text`), which
 * hands the answer to the page that opened it (oauth-callback.js) and closes.
 */
export async function copyAssets(outputDir: string, oauthCallback?: { lang: string; text: string }): Promise<void> {
  await cp(assetsDir, path.join(outputDir, ASSET_DIR), { recursive: true });
  await writeFile(path.join(outputDir, ASSET_DIR, HIGHLIGHTER), await highlighter());
  if (oauthCallback) {
    // Written only when it changes: a rebuild in --serve or --watch leaves it as it is.
    const file = path.join(outputDir, ASSET_DIR, OAUTH_CALLBACK);
    const page = oauthCallbackPage(oauthCallback.lang, oauthCallback.text);
    if ((await readFile(file, "utf8").catch(() => undefined)) !== page) await writeFile(file, page);
  }
}

/** The page Try it's OAuth2 redirect URL names, beside docgen.js (which works its address out from its own). */
export const OAUTH_CALLBACK = "oauth-callback.html";

function oauthCallbackPage(lang: string, text: string): string {
  const escaped = escapeHtml(text);
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escaped}</title>`,
    `<p>${escaped}</p>`,
    '<script src="oauth-callback.js"></script>',
    "",
  ].join("\n");
}

/** Prism and its grammars, one file, which docgen.js loads on pages with code (see highlighter). */
export const HIGHLIGHTER = "prism.js";

/**
 * Prism's grammars for the languages API docs show: generated pages' JSON, shell, XML and YAML, the request
 * samples' languages (x-codeSamples and --samples), and what guides use. In dependency order: markup and clike
 * before the grammars that extend them, markup-templating before PHP, c before cpp.
 */
const GRAMMARS = [
  "markup", "clike", "javascript", "typescript", "json", "bash", "python", "ruby", "go", "java", "csharp", "markup-templating", "php",
  "yaml", "kotlin", "rust", "c", "cpp", "swift", "http", "sql", "graphql", "powershell",
];

let bundled: Promise<string> | undefined;

/**
 * Starts reading the highlighter's files while the site builds, so that copying the assets at the end does not wait
 * for them (about 10 ms of reads). A failure is reported by copyAssets, which awaits the same promise.
 */
export function prepareAssets(): void {
  highlighter().catch(() => undefined);
}

/** prismjs' minified core and grammars, joined once per process; the same bytes every build. */
function highlighter(): Promise<string> {
  bundled ??= (async () => {
    const require = createRequire(import.meta.url);
    const parts = await Promise.all(["core", ...GRAMMARS].map((name) => readFile(require.resolve(`prismjs/components/prism-${name}.min.js`), "utf8")));
    return `/* Prism ${require("prismjs/package.json").version} (MIT, https://prismjs.com): core and ${GRAMMARS.join(", ")}. */\n${parts.map((part) => part.trim()).join(";\n")}\n`;
  })();
  return bundled;
}

export interface AssetNeeds {
  stylesheet: boolean;
  /** docgen.js, for what needs script: zoomable images, code groups' tabs, Try it and "Copy page". */
  script: boolean;
  mermaid: boolean;
}

/**
 * What a rendered HTML page needs, judged from the markers the component templates emit. `markdownPages`: the site
 * writes Markdown copies, so a page may link one (and gets the script's "Copy page" button, styled); only then is the
 * page searched for that link. `withoutMermaid`: the page is known to hold no Mermaid diagram's marker (a search that
 * ran already, see registerMarkerCleanup in index.ts), so it is not searched for one again.
 */
export function assetNeeds(html: string, markdownPages = false, withoutMermaid = false): AssetNeeds {
  const copy = markdownPages && html.includes('type="text/markdown"');
  const usesComponents = copy || html.includes('class="docgen-');
  return {
    stylesheet: usesComponents && !html.includes(`${ASSET_DIR}/docgen.css`),
    // The script tag first: docgen's layout links it in the head, so this stops there instead of reading the page.
    script: !html.includes(`${ASSET_DIR}/docgen.js`) && (copy || html.includes("data-docgen-zoom") || html.includes("data-docgen-code-group") || html.includes("data-docgen-try")),
    mermaid: !withoutMermaid && html.includes("data-docgen-mermaid"),
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
