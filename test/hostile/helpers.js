// Shared by the hostile-spec tests: run the built bin in a temp project, list and read what it wrote and built,
// and read the visible text of built HTML. No mocks: every helper runs or reads the real thing.
import { execFile } from "node:child_process";
import { readFile, realpath, rm, writeFile, mkdir } from "node:fs/promises";
import { tempFolder } from "../helpers/temp.js";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dump as dumpYaml } from "js-yaml";

export const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));

/** Runs `docgen <args>` in `cwd`; resolves with { code, stdout, stderr } (never rejects). */
export function docgen(cwd, ...args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** A temp project holding `spec` as spec.json or spec.yaml; `cleanup()` removes it. */
export async function project(spec, { format = "json", prefix = "docgen-hostile-" } = {}) {
  const root = tempFolder(prefix);
  const file = format === "yaml" ? "spec.yaml" : "spec.json";
  await writeFile(path.join(root, file), format === "yaml" ? dumpYaml(spec, { noRefs: true, lineWidth: -1 }) : JSON.stringify(spec, null, 2));
  return { root, spec: file, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * `docgen openapi` for every group-by mode into docs/<mode> (with --include-schemas unless told otherwise), then
 * `docgen build -i docs -o _site`. Throws with the bin's stderr when a step fails, so a test sees why.
 */
export async function generateAndBuild(proj, { modes = ["path", "tag", "method"], includeSchemas = true } = {}) {
  const generated = {};
  for (const mode of modes) {
    const args = ["openapi", proj.spec, "-o", `docs/${mode}`, "--group-by", mode, "--json", ...(includeSchemas ? ["--include-schemas"] : [])];
    const r = await docgen(proj.root, ...args);
    if (r.code !== 0) throw new Error(`docgen ${args.join(" ")} exited ${r.code}:\n${r.stderr}`);
    generated[mode] = JSON.parse(r.stdout);
  }
  const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
  if (built.code !== 0) throw new Error(`docgen build exited ${built.code}:\n${built.stderr}`);
  return { generated, build: built };
}

export { listFiles, readTree } from "../helpers/site.js";
import { listFiles } from "../helpers/site.js";

/**
 * The built pages under `site` (optionally only under `sub`): [{ file, html }]. The start page `docgen build`
 * writes at the root of a site with no page at `/` (see startPageOf) is not one of them, nor its 404.html.
 */
export async function builtPages(site, sub = "") {
  const root = path.join(site, sub);
  const files = (await listFiles(root)).filter((f) => f.endsWith(".html"));
  const pages = await Promise.all(files.map(async (f) => ({ file: sub ? `${sub}/${f}` : f, html: await readFile(path.join(root, f), "utf8") })));
  // Neither the start page nor docgen build's own "Page not found" page is a page of the docs folder.
  return pages.filter((p) => !(p.file === "index.html" && isStartPage(p.html)) && !(p.file === "404.html" && p.html.includes("There is no page at this address.")));
}

/** The start page at the root of `site`, or undefined when the site has a page of its own there. */
export async function startPageOf(site) {
  const html = await readFile(path.join(site, "index.html"), "utf8").catch(() => undefined);
  return html !== undefined && isStartPage(html) ? html : undefined;
}

function isStartPage(html) {
  return html.includes('<meta http-equiv="refresh"') && !html.includes("<main");
}

/** True when the real path of `file` is inside the real path of `root`. */
export async function isInside(root, file) {
  const rel = path.relative(await realpath(root), await realpath(file));
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

/** Decodes numeric entities and the named ones HTML escaping produces (unknown names are left as written). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

const BLOCK = /^(p|div|section|li|ul|ol|h[1-6]|pre|br|tr|td|th|table|blockquote|title|header|nav|main|summary|details|dt|dd|hr)$/i;

/**
 * The text a reader sees: script and style elements and comments removed, block tags as line breaks, inline
 * tags removed, entities decoded. Attribute values are not text.
 */
export function visibleText(html) {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?([A-Za-z][A-Za-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_, name) => (BLOCK.test(name) ? "\n" : "")),
  );
}

/** The content of <main> (what the spec produced; the layout's own markup is outside it). */
export function mainOf(html) {
  const m = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!m) throw new Error("page without <main>");
  return m[1];
}

/** The <title> element's text. */
export function titleOf(html) {
  return decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
}

/** Collapses runs of whitespace, as a browser shows text outside <pre>. */
export const squash = (text) => text.replace(/\s+/g, " ");

/**
 * Every start tag in `html` with its attributes (names lower-cased, values entity-decoded), read the way a
 * browser's tokenizer would: quoted values may hold `>`.
 */
export function startTags(html) {
  const tags = [];
  const tagRe = /<([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (const m of html.matchAll(tagRe)) {
    const attrs = [];
    const attrRe = /([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
    for (const a of m[2].matchAll(attrRe)) attrs.push([a[1].toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? "")]);
    tags.push({ name: m[1].toLowerCase(), attrs, source: m[0] });
  }
  return tags;
}

const FORBIDDEN = new Set(["script", "style", "iframe", "object", "embed", "svg", "math", "form", "base", "meta", "link", "frame", "frameset", "applet", "noscript", "template", "textarea", "title", "xmp", "plaintext", "noembed", "noframes", "input", "button", "select", "option", "html", "head", "body"]);
const URL_ATTRS = new Set(["href", "src", "action", "formaction", "xlink:href", "background", "poster", "cite", "data", "longdesc", "lowsrc", "dynsrc", "usemap", "srcset"]);

/**
 * Why `html` could run script or change the page around it (a script, frame, style, form or meta element;
 * an on* handler, style or srcdoc attribute; a javascript:, vbscript: or non-image data: URL), or undefined.
 */
export function unsafeMarkup(html) {
  for (const tag of startTags(html)) {
    if (FORBIDDEN.has(tag.name)) return `<${tag.name}> element: ${tag.source}`;
    for (const [name, value] of tag.attrs) {
      if (name.startsWith("on")) return `event handler: ${tag.source}`;
      if (name === "style" || name === "srcdoc") return `${name} attribute: ${tag.source}`;
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
      if (URL_ATTRS.has(name) && (/^(javascript|vbscript):/.test(url) || (url.startsWith("data:") && !/^data:image\/(png|gif|jpe?g|webp);/.test(url)))) return `script URL: ${tag.source}`;
    }
  }
  return undefined;
}

export async function writeText(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
