// Names from the spec cannot escape the output folder or clobber each other: tags, summaries, operationIds,
// paths, webhook and schema names such as `../../x`, `a/b`, `CON`, "", 400 characters, emoji, RTL, NUL and
// case-only differences map to safe, unique, bounded files inside the output folder, in every group-by mode;
// a second run writes the same files, and `docgen build` builds them with working links between pages.
import test from "ava";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MAX_FILE_SLUG_LENGTH } from "../../dist/openapi/pages/naming.js";
import { builtPages, docgen, isInside, listFiles, mainOf, project, readTree, startTags } from "./helpers.js";

const NAMES = [
  "../../x", "a/b", "..", ".", "CON", "con.md", "NUL", "COM1", "aux", "LPT9", "con.", "prn ", "", "   ", "\t\n",
  `${"word ".repeat(80)}end`, "x".repeat(400), "😀🎉", "日本語のAPI", "עברית مرحبا", "e\u0301\u0301\u0301", "\u202eevil\u202c", "Users", "users", "USERS",
  "trailing. ", "trailing...", "nul\u0000byte", "%2e%2e%2f", "a\\b\\..\\c", "C:\\Windows\\system32", "/etc/passwd", "-", "_", "index", "Index",
  "schemas", "webhooks", "default", "node_modules", "_includes", ".git", "~", "$HOME", "*?<>|:\"",
];

const PATHS = [
  "/../../etc/passwd", "/a/{b}/../c", "/", "/..", "/.", "/CON", "/con", "/con.md", "/%2e%2e%2f", "/a\\b", "/日本", "/Users", "/users",
  "/a/b", "//double//slash", "/ space /x", "/trailing./", "/emoji😀", "/{id}", "/{id}/{other}", "/v1", "/v1/{x}", "/api/v2/", "/index",
  "/schemas", "/webhooks", "/default", "/nul\u0000byte", `/${"seg/".repeat(40)}x`, `/${"long".repeat(100)}`, "/C:\\Windows", "/~", "/$HOME/{a}",
];

const METHODS = ["get", "post", "put", "delete", "patch"];

/** One operation per name; each path gets up to five; summary, tag and operationId all hostile. Every third operation has no summary. */
function hostileSpec() {
  const paths = {};
  let count = 0;
  NAMES.forEach((name, i) => {
    const p = PATHS[i % PATHS.length];
    const method = METHODS[Math.floor(i / PATHS.length)];
    const op = { tags: [name], operationId: i % 2 ? `ops/${name}` : name, responses: { 200: { description: "ok" } } };
    if (i % 3 !== 0) op.summary = name;
    (paths[p] ??= {})[method] = op;
    count++;
  });
  // Paths without a name of their own: names come from the path (and method) alone.
  for (const p of PATHS) {
    const free = METHODS.find((m) => !paths[p]?.[m]);
    (paths[p] ??= {})[free] = { responses: { 200: { description: "ok" } } };
    count++;
  }
  const webhooks = Object.fromEntries(NAMES.slice(0, 12).map((name) => [name, { post: { summary: name, responses: { 200: { description: "ok" } } } }]));
  const schemas = Object.fromEntries(NAMES.filter((n) => n !== "").map((name) => [name, { type: "object", properties: { id: { type: "string" } } }]));
  return {
    spec: { openapi: "3.1.0", info: { title: "Names", version: "1" }, tags: NAMES.map((name) => ({ name })), paths, webhooks, components: { schemas } },
    operations: count + Object.keys(webhooks).length,
    schemas: Object.keys(schemas).length,
  };
}

// Windows device names (ntpath.isreserved): the part before the first dot, without trailing dots and spaces.
const RESERVED = new Set(["con", "prn", "aux", "nul", "conin$", "conout$", ...[..."123456789\u00b9\u00b2\u00b3"].flatMap((c) => [`com${c}`, `lpt${c}`])]);
// Name (without `.md`) plus uniqueNames' suffix: well under the 255 bytes file systems allow.
const MAX_SEGMENT = MAX_FILE_SLUG_LENGTH + "-delete".length + ".md".length;

async function checkTree(t, root, written) {
  const files = await listFiles(root);
  t.deepEqual([...written].sort(), files, "the summary lists exactly the files on disk");
  for (const f of files) {
    t.regex(f, /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.md$/, `${f}: only safe ASCII characters`);
    t.true(await isInside(root, path.join(root, f)), `${f} is inside the output folder`);
    for (const segment of f.split("/")) {
      t.true(Buffer.byteLength(segment) <= MAX_SEGMENT, `${f}: segment of ${segment.length} characters`);
      t.false(RESERVED.has(segment.split(".")[0].replace(/[. ]+$/, "").toLowerCase()), `${f}: Windows-reserved name`);
      t.false(/[. ]$/.test(segment), `${f}: trailing dot or space`);
    }
  }
  t.is(new Set(files.map((f) => f.toLowerCase())).size, files.length, "unique without regard to case");
  // A file and a folder may not share a name either (`a.md` is the page `a/`).
  const pages = new Set(files.map((f) => f.replace(/\.md$/, "").toLowerCase()));
  for (const f of files) {
    const dirs = f.split("/").slice(0, -1);
    for (let i = 1; i <= dirs.length; i++) t.false(pages.has(dirs.slice(0, i).join("/").toLowerCase()), `${f}: folder clashes with a page`);
  }
  return files;
}

for (const mode of ["path", "tag", "method"]) {
  test(`--group-by ${mode}: hostile names give safe, unique, bounded files, one page per operation, the same on a second run, and a site`, async (t) => {
    const { spec, operations, schemas } = hostileSpec();
    const proj = await project(spec);
    try {
      const run = () => docgen(proj.root, "openapi", proj.spec, "-o", "docs/api", "--group-by", mode, "--include-schemas", "--json");
      const first = await run();
      t.is(first.code, 0, first.stderr);
      const summary = JSON.parse(first.stdout);
      const out = path.join(proj.root, "docs/api");
      const files = await checkTree(t, out, summary.written);
      t.deepEqual(await readdir(proj.root), ["docs", proj.spec].sort(), "nothing is written beside the output folder");

      // One page per operation; method mode puts every operation of one method on one resource on one page.
      const tree = await readTree(out);
      const apis = Object.values(tree).reduce((n, text) => n + (text.match(/^\{% Api /gm) ?? []).length, 0);
      t.is(apis, operations, "every operation is documented exactly once");
      t.is(files.filter((f) => f.startsWith("schemas/")).length, schemas, "one page per schema");
      // Tag mode adds each tag folder's page (an index.md holding no Api block).
      const folderPages = mode === "tag" ? files.filter((f) => f !== "index.md" && f.endsWith("/index.md")).length : 0;
      if (mode === "tag") t.true(folderPages > 0 && folderPages === new Set(files.filter((f) => !f.startsWith("schemas/") && f.includes("/")).map((f) => f.split("/")[0])).size, "one page per tag folder");
      if (mode !== "method") t.is(files.length, 1 + operations + schemas + folderPages, "index + one file per operation + schemas (+ tag pages)");

      // Deterministic: the same run again (over its own output, and into a fresh folder) writes the same files.
      const second = await run();
      t.is(second.code, 0, second.stderr);
      const again = JSON.parse(second.stdout);
      t.deepEqual(again.written, [], "a second run over its own output rewrites nothing");
      t.is(again.unchanged, summary.written.length);
      t.deepEqual(await readTree(out), tree);
      const fresh = await docgen(proj.root, "openapi", proj.spec, "-o", "fresh", "--group-by", mode, "--include-schemas");
      t.is(fresh.code, 0, fresh.stderr);
      t.deepEqual(await readTree(path.join(proj.root, "fresh")), tree);

      const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
      t.is(built.code, 0, built.stderr);
      t.regex(built.stderr, /, 0 warnings/);
      const site = path.join(proj.root, "_site");
      const pages = await builtPages(site);
      t.is(pages.length, files.length, "one built page per generated file");
      for (const page of pages) t.true(await isInside(site, path.join(site, page.file)));
      // Every link between generated pages lands on a built page.
      let links = 0;
      for (const page of pages) {
        for (const tag of startTags(mainOf(page.html)).filter((x) => x.name === "a")) {
          const href = tag.attrs.find(([n]) => n === "href")?.[1];
          if (!href || /^([a-z]+:|#|\/\/)/i.test(href)) continue;
          const target = href.startsWith("/") ? path.join(site, decodeURI(href)) : path.join(site, path.dirname(page.file), decodeURI(href));
          t.true(existsSync(path.join(target, "index.html")), `${page.file}: link ${href} is broken`);
          links++;
        }
      }
      t.true(links >= operations, `the index links every operation (${links} links)`);
      const index = await readFile(path.join(site, "api/index.html"), "utf8");
      if (mode === "tag") t.true(index.includes("日本語のAPI") && index.includes("../../x"), "tag labels are shown as written");
    } finally {
      await proj.cleanup();
    }
  });
}
