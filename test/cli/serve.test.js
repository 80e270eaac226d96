// `docgen build --serve`: serves the site on a port, and rebuilds when a page changes (watch). Regression: the
// first change crashed watch mode (Eleventy reads `pathsToNames` on every Nunjucks loader, ours had none).
import test from "ava";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { tempDir, writeFiles } from "../helpers/site.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");

async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until `check(body)` holds, for at most `ms`. */
async function waitFor(url, check, ms = 30000) {
  const until = Date.now() + ms;
  let last = "";
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      last = `${response.status} ${await response.text()}`;
      if (response.ok && check(last)) return last;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}; last answer: ${last.slice(0, 300)}`);
}

/** Starts `docgen build --serve` in `root` on a free port (`env` over this process's; undefined removes a variable), stopped when the test ends; `output()` is what it printed. */
async function serve(t, root, env = {}) {
  const port = await freePort();
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [bin, "build", "--serve", "--port", String(port)], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout.on("data", (d) => (printed += d));
  child.stderr.on("data", (d) => (printed += d));
  t.teardown(() => child.kill("SIGTERM"));
  return { port, output: () => printed };
}

test("--serve serves the built site and a changed page is rebuilt and served", async (t) => {
  const root = await tempDir();
  await writeFiles(root, { "docs/index.md": '# First version\n\n{% ParamField name="id" %}The id.{% endParamField %}\n' });
  const { port, output } = await serve(t, root);
  try {
    const first = await waitFor(`http://localhost:${port}/`, (body) => body.includes("First version"));
    t.regex(first, /docgen-field__name">id</);
    const css = await fetch(`http://localhost:${port}/_docgen/docgen.css`);
    t.is(css.status, 200);

    await writeFile(path.join(root, "docs/index.md"), "# Second version\n");
    await waitFor(`http://localhost:${port}/`, (body) => body.includes("Second version"));
    t.pass();
  } catch (error) {
    t.fail(`${error.message}\n--- docgen output ---\n${output()}`);
  }
});

test("--serve: after a rebuild, generated pages still show their shared fields, and no placeholder is left", async (t) => {
  const { loadSpec } = await import("../../dist/openapi/load/index.js");
  const { generate } = await import("../../dist/openapi/generate.js");
  const root = await tempDir();
  const spec = await loadSpec(path.resolve(import.meta.dirname, "../fixtures/specs/bookshop-3.0.yaml"));
  const { files } = generate(spec, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  await writeFiles(path.join(root, "docs/api"), Object.fromEntries(files.map((f) => [f.path, f.content])));
  const { port, output } = await serve(t, root);
  const fields = (html) => (html.match(/docgen-field__name/g) ?? []).length;
  try {
    const list = `http://localhost:${port}/api/books/list/`;
    const before = await waitFor(list, (body) => body.includes("docgen-field__name"));
    t.true(fields(before) > 5);
    const page = path.join(root, "docs/api/books/get.md");
    const { readFile } = await import("node:fs/promises");
    const edited = (await readFile(page, "utf8")).replace(/\n# (.*)\n/, "\n# $1 (rebuilt)\n");
    // The watcher may still be starting when the first page is served: write again until a rebuild shows it.
    for (let attempt = 1; ; attempt++) {
      await writeFile(page, edited);
      try {
        await waitFor(`http://localhost:${port}/api/books/get/`, (body) => body.includes("(rebuilt)"), 5000);
        break;
      } catch (error) {
        if (attempt === 6) throw error;
      }
    }
    const after = await waitFor(list, () => true);
    t.is(after, before, "an unchanged page is served exactly as before the rebuild");
    t.notRegex(after, /docgen-run/);
  } catch (error) {
    t.fail(`${error.message}\n--- docgen output ---\n${output()}`);
  }
});

test("--serve keeps Eleventy's ESM cache buster (the variable stays unset), which a one-off build skips", async (t) => {
  const root = await tempDir();
  const record = 'import { writeFileSync } from "node:fs";\nwriteFileSync(new URL("./env.txt", import.meta.url), JSON.stringify(process.env.ELEVENTY_SKIP_ESM_RESOLVER ?? null));\nexport default {};\n';
  await writeFiles(root, { "docs/index.md": "# Served\n", "docgen.config.mjs": record });
  const { port } = await serve(t, root, { ELEVENTY_SKIP_ESM_RESOLVER: undefined });
  await waitFor(`http://localhost:${port}/`, (body) => body.includes("Served"));
  t.true(existsSync(path.join(root, "env.txt")));
  t.is(await readFile(path.join(root, "env.txt"), "utf8"), "null");
});
