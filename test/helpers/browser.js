// Test harness for real-browser tests: Debian's Chromium via playwright-core, a static server on 127.0.0.1,
// a network fence that aborts every request not bound for that server, and builds of sites to serve.
import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { tempDir, writeFiles } from "./site.js";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Headless flags for Chromium on these machines (no sandbox in containers, no background traffic). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

const INSTALL_HINT =
  "Install Debian's Chromium with `apt-get install -y chromium` (scripts/install-test-tools.sh does; then `chromium` " +
  "is on the PATH), or point CHROMIUM_PATH at a Chromium binary. Browser downloads (`npx playwright install`) do not " +
  "work on these machines.";

/** The Chromium binary: $CHROMIUM_PATH, else `chromium` / `chromium-browser` on the PATH. Undefined if none. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
      if (found) return found;
    } catch {
      // not on the PATH; try the next name
    }
  }
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/**
 * Registers before/after hooks that launch one Chromium for the test file and close it at the end.
 * Returns `{ test, browser }`: register the file's tests with that `test` and read `browser` (a getter) in them.
 * A missing Chromium fails every test with the install hint. Only outside CI, and only with
 * DOCGEN_SKIP_BROWSER=1, are the tests skipped instead (`test` is then `test.skip`, with a message saying so).
 */
export function useBrowser(test) {
  const state = { browser: undefined };
  const executablePath = chromiumPath();
  if (!executablePath && !process.env.CI && process.env.DOCGEN_SKIP_BROWSER === "1") {
    console.warn(`[docgen] browser tests skipped: Chromium not found and DOCGEN_SKIP_BROWSER=1. ${INSTALL_HINT}`);
    return { test: test.skip, get browser() { return undefined; } };
  }
  test.before(async () => {
    if (!executablePath) throw new Error(`Chromium is not installed, and these browser tests must run. ${INSTALL_HINT}`);
    state.browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  test.after.always(async () => {
    await state.browser?.close();
  });
  return { test, get browser() { return state.browser; } };
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

/**
 * Serves `root` on 127.0.0.1 (a free port): `dir/` serves `dir/index.html`, `dir` redirects to `dir/`.
 * Returns { origin, url(p), requests (paths served or missed, with status), close() }.
 */
export async function serveStatic(root) {
  const requests = [];
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(root, pathname);
    const send = (status, body, headers = {}) => {
      requests.push({ path: pathname, status });
      res.writeHead(status, headers).end(body);
    };
    if (!file.startsWith(root)) return send(403, "forbidden");
    try {
      let target = file;
      const info = await stat(target);
      if (info.isDirectory()) {
        if (!pathname.endsWith("/")) return send(301, "", { location: `${pathname}/` });
        target = path.join(target, "index.html");
      }
      const body = await readFile(target);
      send(200, body, { "content-type": TYPES[path.extname(target).toLowerCase()] ?? "application/octet-stream" });
    } catch {
      send(404, "not found", { "content-type": "text/plain" });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    requests,
    url: (p = "/") => new URL(p, origin).href,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

/**
 * A browser context whose every request to anything but `origin` is aborted and recorded in
 * `context.blocked` (URLs). Pass playwright context options (javaScriptEnabled, viewport, colorScheme...).
 */
export async function fencedContext(browser, origin, options = {}) {
  const context = await browser.newContext(options);
  const blocked = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url === origin || url.startsWith(`${origin}/`)) return route.continue();
    blocked.push(url);
    return route.abort("blockedbyclient");
  });
  context.blocked = blocked;
  return context;
}

/** Presses Tab until `selector` has focus; returns the number of presses, and fails after `max`. */
export async function tabTo(page, selector, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i + 1;
  }
  throw new Error(`${selector} never received focus after ${max} Tab presses`);
}

/** Collects console errors and uncaught page errors, to assert a page ran cleanly. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const execFileAsync = promisify(execFile);

/** Runs the built `docgen` bin in `cwd`; rejects with its stderr on a non-zero exit. */
export async function docgen(args, cwd) {
  try {
    return await execFileAsync(process.execPath, [path.join(repoRoot, "dist/cli/bin.js"), ...args], { cwd, env: { ...process.env, NO_COLOR: "1" } });
  } catch (error) {
    throw new Error(`docgen ${args.join(" ")} failed (exit ${error.code}):\n${error.stderr || error.message}`);
  }
}

/**
 * Writes `spec` to a temp folder (named from `prefix`), generates its reference with `docgen openapi` and builds it
 * with `docgen build` (the built bin, as a user runs them), with `config` as the folder's docgen.config.json, and
 * serves the site. Returns { root, site } (see serveStatic for `site`).
 */
export async function serveSpec(spec, prefix = "docgen-spec-", config = undefined) {
  const root = await tempDir(prefix);
  await writeFile(path.join(root, "spec.json"), JSON.stringify(spec));
  // docgen.config.json beside the spec: both commands read it from the folder they run in.
  if (config) await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
  await docgen(["openapi", "spec.json", "-o", "docs/api"], root);
  await docgen(["build", "-i", "docs", "-o", "_site"], root);
  return { root, site: await serveStatic(path.join(root, "_site")) };
}

/**
 * Opens `url` in a new browser context (closed when the test `t` ends; `init`, a script it runs first on every page)
 * and the page's first Try it form. Returns { context, page, form }.
 */
export async function openTryIt(t, browser, url, { init } = {}) {
  const context = await browser.newContext();
  t.teardown(() => context.close());
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(".docgen-try__toggle").click();
  return { context, page, form: page.locator("form.docgen-try") };
}

/** Closes an http.Server and its open connections; resolves once closed (at once for none). */
export function closeServer(server) {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

// Sites are built by spawning the built `docgen` bin inside the temp folder, as a user would, so the browser
// tests check exactly what ships (vendor-mermaid, openapi, build and the config file).

/**
 * Builds a small site from `files` (relative to the docs root) with `docgen build` and serves it.
 * `vendor: true` runs `docgen vendor-mermaid` on the docs root first. Returns { output, server, url, pages, cleanup }.
 */
export async function serveBuiltSite(files, { config = {}, vendor = false } = {}) {
  const root = await tempDir("docgen-browser-");
  await writeFiles(path.join(root, "docs"), files);
  await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
  if (vendor) await docgen(["vendor-mermaid", "-i", "docs"], root);
  await docgen(["build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], root);
  return served(root, path.join(root, "_site"));
}

/**
 * Copies site-example/ into a temp folder (never writing into the repository), vendors mermaid
 * (`vendor`), generates the API pages from its openapi.yaml (`api`), builds it with its own
 * docgen.config.json (or `config`) and serves it.
 */
export async function serveExampleSite({ vendor = true, api = false, config } = {}) {
  const root = await tempDir("docgen-example-");
  const source = path.join(repoRoot, "site-example");
  await cp(source, root, {
    recursive: true,
    // Only the sources: not a previous build, not API pages generated into the repository's copy.
    filter: (src) => !["_site", "node_modules", path.join("docs", "api"), path.join("docs", "public", "vendor")].some((skip) => src === path.join(source, skip)),
  });
  if (config) await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
  if (vendor) await docgen(["vendor-mermaid", "-i", "docs"], root);
  if (api) await docgen(["openapi", "openapi.yaml", "-o", "docs/api"], root);
  await docgen(["build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], root);
  return served(root, path.join(root, "_site"));
}

async function served(root, output) {
  const server = await serveStatic(output);
  return {
    root,
    output,
    server,
    url: server.url,
    /** Every built page as a URL path: `/`, `/guides/media/`, ... (sorted). */
    pages: async () => (await htmlFiles(output)).map((f) => `/${f.replace(/(^|\/)index\.html$/, "$1")}`).sort(),
    cleanup: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function htmlFiles(dir, prefix = "") {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    // docgen's assets folder holds a page of its own, not the site's: where Try it's OAuth2 sign-in comes back.
    if (entry.isDirectory() && rel === "_docgen") continue;
    if (entry.isDirectory()) out.push(...(await htmlFiles(path.join(dir, entry.name), rel)));
    else if (entry.name.endsWith(".html")) out.push(rel);
  }
  return out;
}

/**
 * Builds and serves the example site once for a test file (before its tests, cleaned up after them).
 * Returns an object whose `site` and `pages` (the site's page URLs) are set once the build is done.
 */
export function useExampleSite(test, options) {
  const example = { site: undefined, pages: [] };
  test.before(async () => {
    example.site = await serveExampleSite(options);
    example.pages = await example.site.pages();
  });
  test.after.always(() => example.site?.cleanup());
  return example;
}
