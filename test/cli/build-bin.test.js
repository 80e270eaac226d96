// The built `docgen` bin run as a user would, in a temp folder; and the package entry imported by name.
import test from "ava";
import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tempDir, writeFiles } from "../helpers/site.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const BIN = path.join(REPO, "dist", "cli", "bin.js");

function run(cwd, args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

async function project(files) {
  const root = await tempDir("docgen-bin-");
  await writeFiles(root, files);
  return root;
}

const PAGE = '---\ntitle: Welcome\n---\n# Welcome\n\n{% ParamField name="id", type="integer", required=true %}The **id**.{% endParamField %}\n';

test("zero-config: docgen build turns docs/ into _site/ with the default layout and components", async (t) => {
  const root = await project({ "docs/index.md": PAGE, "docs/guides/install.md": "# Install\n\nSteps.\n" });
  try {
    const r = await run(root, ["build"]);
    t.is(r.code, 0, r.stderr);
    const html = await readFile(path.join(root, "_site/index.html"), "utf8");
    t.regex(html, /<!doctype html>/i);
    t.regex(html, /docgen-field__name">id</);
    t.regex(html, /<p>The <strong>id<\/strong>\.<\/p>/);
    t.regex(html, /<title>Welcome · Documentation<\/title>/, "the default site title");
    t.true(existsSync(path.join(root, "_site/guides/install/index.html")));
    t.true(existsSync(path.join(root, "_site/_docgen/docgen.css")), "assets are copied");
    t.regex(r.stderr, /built 3 pages/, "two pages and 404.html");
    // With no sidebar configured, every page is listed, folders as groups.
    const nav = /<nav[\s\S]*<\/nav>/.exec(html)?.[0] ?? "";
    t.regex(nav, /<a href="\/" aria-current="page"><span>Welcome<\/span><\/a>/);
    t.regex(nav, /<summary>Guides<\/summary>[\s\S]*<a href="\/guides\/install\/"><span>Install<\/span>/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("docgen.config.json in the current folder is picked up", async (t) => {
  const root = await project({
    "docs/index.md": PAGE,
    "docs/guides/install.md": "---\ntitle: Install\n---\nSteps.\n",
    "docgen.config.json": JSON.stringify({ title: "Acme Docs", sidebar: [{ group: "Start here", pages: ["index", "guides/install"] }] }),
  });
  try {
    const r = await run(root, ["build"]);
    t.is(r.code, 0, r.stderr);
    const html = await readFile(path.join(root, "_site/guides/install/index.html"), "utf8");
    t.regex(html, /<title>Install · Acme Docs<\/title>/);
    t.regex(html, /Start here/);
    t.regex(html, /aria-current="page"[^>]*>.*Install/);
    t.regex(r.stderr, /docgen\.config\.json/, "the summary names the config used");
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("docgen.config.mjs is picked up; --config FILE wins over it; -i and -o choose the folders", async (t) => {
  const root = await project({
    "site/index.md": PAGE,
    "docgen.config.mjs": 'export default { title: "From mjs" };\n',
    "conf/other.json": JSON.stringify({ title: "From --config" }),
  });
  try {
    let r = await run(root, ["build", "-i", "site", "-o", "public"]);
    t.is(r.code, 0, r.stderr);
    t.regex(await readFile(path.join(root, "public/index.html"), "utf8"), /<title>Welcome · From mjs<\/title>/);
    r = await run(root, ["build", "--input", "site", "--output", "out2", "--config", "conf/other.json"]);
    t.is(r.code, 0, r.stderr);
    t.regex(await readFile(path.join(root, "out2/index.html"), "utf8"), /<title>Welcome · From --config<\/title>/);
    t.false(existsSync(path.join(root, "_site")), "nothing written to the default output");
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("a page with a missing required attribute: exit 1, the page and the reason on stderr", async (t) => {
  const root = await project({ "docs/index.md": "Fine.\n", "docs/guides/broken.md": "# Broken\n\n{% ParamField type=\"string\" %}x{% endParamField %}\n" });
  try {
    const r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /guides\/broken\.md/);
    t.regex(r.stderr, /ParamField/);
    t.regex(r.stderr, /"name"/);
    t.notRegex(r.stderr, /^\s+at /m, "no stack trace");
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("a bad configuration (wrong type): exit 1 naming the key; a --config that does not exist: exit 1", async (t) => {
  const root = await project({ "docs/index.md": "Hi\n", "docgen.config.json": JSON.stringify({ sidebar: { group: "x" } }) });
  try {
    let r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /sidebar/);
    t.notRegex(r.stderr, /unexpected error/);
    await writeFile(path.join(root, "docgen.config.json"), JSON.stringify({ components: { mermaid: { scriptUrl: 1 } } }));
    r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /components\.mermaid\.scriptUrl/);
    r = await run(root, ["build", "--config", "nope.json"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /nope\.json/);
    await writeFile(path.join(root, "docgen.config.json"), "{ not json");
    r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /docgen\.config\.json:1:3: invalid JSON: /);
    // Where the JSON goes wrong, by line and column, where Node's own message says neither.
    await writeFile(path.join(root, "docgen.config.json"), '{\n  "title": "T",\n  "sidebar": [],\n}\n');
    r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /docgen\.config\.json:3:16: invalid JSON: trailing comma before '\}'\n {2}Fix the JSON syntax/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("usage errors exit 2: unknown option, unknown command", async (t) => {
  const root = await project({ "docs/index.md": "Hi\n" });
  try {
    let r = await run(root, ["build", "--frobnicate"]);
    t.is(r.code, 2);
    t.regex(r.stderr, /frobnicate/);
    r = await run(root, ["biuld"]);
    t.is(r.code, 2);
    t.false(existsSync(path.join(root, "_site")));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("a missing docs folder: exit 1 saying so", async (t) => {
  const root = await project({ "README.md": "x" });
  try {
    const r = await run(root, ["build"]);
    t.is(r.code, 1);
    t.regex(r.stderr, /docs/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("an output or vendor folder that is a file: exit 1 naming it and the fix, no stack trace, nothing rendered", async (t) => {
  const root = await project({ "docs/index.md": PAGE, "_site": "a file", "docs/public": "a file too" });
  try {
    const built = await run(root, ["build"]);
    t.is(built.code, 1);
    t.is(built.stderr, "docgen: _site: the output folder is a file\n  Pass --output DIR with a folder (docgen build makes it when it is missing), or move the file.\n");
    t.is(await readFile(path.join(root, "_site"), "utf8"), "a file");
    const vendored = await run(root, ["vendor-mermaid"]);
    t.is(vendored.code, 1);
    t.regex(vendored.stderr, /^docgen: docs\/public\/vendor: is not a folder: it, or a folder above it, is a file \(mkdir ENOTDIR\)\n {2}Choose a folder/);
    t.notRegex(vendored.stderr, /unexpected error|at async/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("vendor-mermaid copies mermaid's script into the docs' public vendor folder; a build serves it", async (t) => {
  const root = await project({
    "docs/index.md": "{% Mermaid %}\ngraph TD\n  A --> B\n{% endMermaid %}\n",
    "docgen.config.json": JSON.stringify({ components: { mermaid: { scriptUrl: "/vendor/mermaid.min.js" } } }),
  });
  try {
    const r = await run(root, ["vendor-mermaid", "-i", "docs"]);
    t.is(r.code, 0, r.stderr);
    const copied = path.join(root, "docs/public/vendor/mermaid.min.js");
    t.true(existsSync(copied));
    const original = path.join(REPO, "node_modules/mermaid/dist/mermaid.min.js");
    t.is(statSync(copied).size, statSync(original).size);
    t.regex(r.stderr, /scriptUrl/, "says what to set next");
    const b = await run(root, ["build"]);
    t.is(b.code, 0, b.stderr);
    t.true(existsSync(path.join(root, "_site/vendor/mermaid.min.js")), "public/ is copied to the site root");
    t.regex(readFileSync(path.join(root, "_site/index.html"), "utf8"), /<script src="\/vendor\/mermaid\.min\.js"/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("the package entry imports as a user would (by name) and works as an Eleventy plugin", async (t) => {
  const root = await project({
    "src/index.md": '{% Field name="a.b", type="string" %}The **field**.{% endField %}\n',
    "eleventy.config.mjs": [
      'import docgen, { buildSidebar } from "docgen";',
      "export default function (eleventyConfig) {",
      '  if (typeof buildSidebar !== "function") throw new Error("no buildSidebar export");',
      "  eleventyConfig.addPlugin(docgen);",
      '  return { markdownTemplateEngine: "njk", dir: { input: "src", output: "_site" } };',
      "}",
    ].join("\n"),
    "run.mjs": [
      `import Eleventy from ${JSON.stringify(pathToFileURL(path.join(REPO, "node_modules/@11ty/eleventy/src/Eleventy.js")).href)};`,
      'const elev = new Eleventy(undefined, undefined, { quietMode: true, configPath: "eleventy.config.mjs" });',
      "await elev.write();",
    ].join("\n"),
  });
  try {
    await mkdir(path.join(root, "node_modules"), { recursive: true });
    await symlink(REPO, path.join(root, "node_modules", "docgen"), "dir");
    const r = await new Promise((resolve) =>
      execFile(process.execPath, ["run.mjs"], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => resolve({ error, stderr })),
    );
    t.falsy(r.error, r.stderr);
    const html = await readFile(path.join(root, "_site/index.html"), "utf8");
    t.regex(html, /docgen-field__parent">a\.<\/span>b/);
    t.regex(html, /<p>The <strong>field<\/strong>\.<\/p>/);
    // And in this process: the default export is the plugin function.
    const entry = await import(pathToFileURL(path.join(REPO, "dist/index.js")).href);
    t.is(typeof entry.default, "function");
    t.is(entry.default, entry.docgen);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("docgen build does not load the OpenAPI generator, and docgen openapi does not load Eleventy", async (t) => {
  const root = await project({ "docs/index.md": "# Home\n", "spec.json": JSON.stringify({ openapi: "3.0.3", info: { title: "T", version: "1" }, paths: { "/a": { get: { responses: { 200: { description: "ok" } } } } } }) });
  const hooks = fileURLToPath(new URL("../fixtures/hooks/record-modules.mjs", import.meta.url));
  const loaded = (log, args) =>
    new Promise((resolve) => {
      execFile(process.execPath, ["--import", pathToFileURL(hooks).href, BIN, ...args], { cwd: root, env: { ...process.env, DOCGEN_TEST_MODULE_LOG: log }, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? -1 : 0, stderr, urls: existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [] });
      });
    });
  try {
    const build = await loaded(path.join(root, "build.log"), ["build"]);
    t.is(build.code, 0, build.stderr);
    t.true(build.urls.some((u) => u.includes("/@11ty/eleventy/")), "the log records what was loaded");
    t.deepEqual(build.urls.filter((u) => /\/dist\/openapi\/(generate|load|normalize|pages|output)\b/.test(u)), [], "the generator stays unloaded");
    const generate = await loaded(path.join(root, "openapi.log"), ["openapi", "spec.json", "-o", "docs/api"]);
    t.is(generate.code, 0, generate.stderr);
    t.true(generate.urls.some((u) => u.endsWith("/dist/openapi/generate.js")), "the generator runs");
    t.deepEqual(generate.urls.filter((u) => /\/@11ty\/eleventy\/|\/dist\/plugin\//.test(u)), [], "Eleventy and the plugin stay unloaded");
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

// The config file is imported by the bin after it has decided, so it sees what Eleventy saw when imported.
const RECORD_ENV_CONFIG = 'import { writeFileSync } from "node:fs";\nwriteFileSync(new URL("./env.txt", import.meta.url), JSON.stringify(process.env.ELEVENTY_SKIP_ESM_RESOLVER ?? null));\nexport default {};\n';

test("a one-off docgen build skips Eleventy's ESM cache buster; a value of your own is kept", async (t) => {
  const root = await project({ "docs/index.md": "# Home\n", "docgen.config.mjs": RECORD_ENV_CONFIG });
  try {
    const { ELEVENTY_SKIP_ESM_RESOLVER: _, ...env } = process.env;
    const withEnv = (extra) =>
      new Promise((resolve) => execFile(process.execPath, [BIN, "build"], { cwd: root, env: { ...env, ...extra }, timeout: 60_000 }, (error, stdout, stderr) => resolve({ code: error ? -1 : 0, stderr })));
    const plain = await withEnv({});
    t.is(plain.code, 0, plain.stderr);
    t.is(readFileSync(path.join(root, "env.txt"), "utf8"), '"1"');
    t.true(existsSync(path.join(root, "_site/index.html")));
    const own = await withEnv({ ELEVENTY_SKIP_ESM_RESOLVER: "" });
    t.is(own.code, 0, own.stderr);
    t.is(readFileSync(path.join(root, "env.txt"), "utf8"), '""');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
