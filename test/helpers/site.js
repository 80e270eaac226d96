// Test harness: real Eleventy builds of small virtual sites in temp folders.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { buildSite } from "../../dist/build/site.js";
import { tempFolder } from "./temp.js";
import docgen from "../../dist/index.js";
import { generate } from "../../dist/openapi/generate.js";

/** Writes `files` (path -> content) under `root`. */
export async function writeFiles(root, files) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Every file under `dir` (relative POSIX paths, sorted, dotfiles included). */
export function listFiles(dir, rel = "") {
  const out = [];
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, p));
    else out.push(p);
  }
  return out.sort();
}

/** path -> content of every file under `dir` (see listFiles). */
export function readTree(dir) {
  return Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
}

export async function tempDir(prefix = "docgen-test-") {
  return tempFolder(prefix);
}

/**
 * Builds `files` (relative to the docs root) with `docgen build`'s pipeline (buildSite).
 * Returns { html(pagePath), warnings, root, output, pages }. html("guide.md") reads guide/index.html.
 */
export async function buildDocs(files, { config = {}, keep = false } = {}) {
  const root = await tempDir();
  const input = path.join(root, "docs");
  const output = path.join(root, "_site");
  await writeFiles(input, files);
  const result = await buildSite({ input, output, config });
  return {
    root,
    input,
    output,
    warnings: result.warnings,
    pages: result.pages,
    html: (page) => readFile(path.join(output, outputPathFor(page)), "utf8"),
    exists: (rel) => existsSync(path.join(output, rel)),
    cleanup: keep ? async () => {} : () => rm(root, { recursive: true, force: true }),
  };
}

/** Builds with plain Eleventy and `addPlugin(docgen, options)` only: how a site with its own config uses docgen. */
/** `amend(eleventyConfig, addDocgen)`: the site's own config calls, with addDocgen() where the plugin is added. */
export async function buildWithPlugin(files, { options = {}, eleventyReturn = { markdownTemplateEngine: "njk" }, twice = false, amend } = {}) {
  const root = await tempDir();
  const input = path.join(root, "src");
  const output = path.join(root, "_site");
  await writeFiles(input, files);
  const configPath = path.join(root, "eleventy.config.mjs");
  await writeFile(configPath, `export default function () { return ${JSON.stringify(eleventyReturn)}; }\n`);
  const warnings = [];
  const elev = new Eleventy(input, output, {
    quietMode: true,
    configPath,
    config(eleventyConfig) {
      const addDocgen = () => {
        eleventyConfig.addPlugin(docgen, { ...options, onWarning: (m) => warnings.push(m) });
        if (twice) eleventyConfig.addPlugin(docgen, { ...options, onWarning: (m) => warnings.push(m) });
      };
      if (amend) amend(eleventyConfig, addDocgen);
      else addDocgen();
    },
  });
  elev.disableLogger();
  await elev.write();
  return {
    root,
    output,
    warnings,
    html: (page) => readFile(path.join(output, outputPathFor(page)), "utf8"),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** `index.md` -> `index.html`; `a/b.md` -> `a/b/index.html` (Eleventy's default permalinks). */
export function outputPathFor(page) {
  const noExt = page.replace(/\.(md|njk|html|liquid)$/, "");
  if (noExt === "index" || noExt.endsWith("/index")) return `${noExt}.html`;
  return `${noExt}/index.html`;
}

/** The text between <main ...> and </main>, or the whole page. */
export function mainOf(html) {
  const m = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  return m ? m[1] : html;
}

/** Expects a build to fail; returns the error message. */
export async function buildError(files, options) {
  try {
    const site = await buildDocs(files, options);
    await site.cleanup();
  } catch (error) {
    return error.message;
  }
  throw new Error("expected the build to fail, but it succeeded");
}

/**
 * The pages `docgen openapi` writes for an OpenAPI 3 `document` (path mode, no schema pages unless `options` say so),
 * as the `api/`-prefixed path -> content map buildDocs and serveBuiltSite take.
 */
export function apiPages(document, options = {}) {
  const { files } = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...options });
  return Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content]));
}

/** The markdown-it class Eleventy renders with (its own dependency, markdown-it 14), to test plugins on it too. */
export const EleventyMarkdownIt = createRequire(createRequire(import.meta.url).resolve("@11ty/eleventy"))("markdown-it");
