// The example curl command is copied into terminals: spec strings in it (server URL, parameter names and
// examples, API key header names, request examples) must reach curl as the arguments they are, and never
// run as shell. The command is taken from the built page as a reader copies it, and run by /bin/sh with
// `curl` replaced by a function that prints its arguments.
import test from "ava";
import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { builtPages, decodeEntities, generateAndBuild, project } from "./helpers.js";

// Command substitution, backticks, a closing quote, separators, a line break, a comment, globbing, variables.
const EVIL = "$(touch pwned1)`touch pwned2`'; touch pwned3; echo '\n;touch pwned4 # * $HOME \\ \"";

function spec() {
  return {
    openapi: "3.1.0",
    info: { title: "Curl", version: "1" },
    servers: [{ url: `https://api.example.com/${EVIL}` }],
    paths: {
      "/p/{id}": {
        post: {
          summary: "Post",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: `q${EVIL}`, in: "query", required: true, example: EVIL, schema: { type: "string" } },
            { name: "X-Trace", in: "header", required: true, example: EVIL, schema: { type: "string" } },
          ],
          requestBody: { content: { "application/json": { example: { k: EVIL } } } },
          responses: { 200: { description: "ok" } },
        },
        put: { summary: "Put", requestBody: { content: { "text/plain": { example: EVIL } } }, responses: { 200: { description: "ok" } } },
        patch: { summary: "Patch", requestBody: { content: { "multipart/form-data": { example: { [`f${EVIL}`]: EVIL } } } }, responses: { 200: { description: "ok" } } },
      },
    },
    components: { securitySchemes: { key: { type: "apiKey", in: "header", name: `X-${EVIL}` } } },
    security: [{ key: [] }],
  };
}

/** Runs `command` with sh in `cwd`, curl printing its arguments; returns them. */
function runCurl(cwd, command) {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}\n`;
  const r = spawnSync("/bin/sh", ["-c", script], { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`sh exited ${r.status}: ${r.stderr}`);
  return r.stdout.split("\0").slice(0, -1);
}

test("spec strings in the curl command are arguments, never shell", async (t) => {
  const proj = await project(spec());
  try {
    await generateAndBuild(proj, { modes: ["path"], includeSchemas: false });
    const pages = (await builtPages(path.join(proj.root, "_site"))).filter((p) => p.html.includes('class="language-bash"'));
    t.is(pages.length, 3);
    const sandbox = path.join(proj.root, "docs");
    const before = await readdir(sandbox);
    const bodies = [];
    for (const { file, html } of pages) {
      const command = decodeEntities(/<code class="language-bash">([\s\S]*?)<\/code>/.exec(html)[1]);
      const args = runCurl(sandbox, command);
      // The URL holds {id}: curl's globbing is off, so it is sent as written.
      t.deepEqual(args.slice(0, 2), ["--globoff", "-X"], file);
      const url = args[3];
      t.true(url.startsWith(`https://api.example.com/${EVIL}/p/{id}`), `${file}: the URL is one argument`);
      t.true(args.includes(`X-${EVIL}: <X-${EVIL}>`), `${file}: the API key header is one argument`);
      if (file.includes("post")) {
        t.true(args.includes(`X-Trace: ${EVIL}`), "the header example is one argument");
        // Percent-encoded but for what a query may hold as it is ($ : @ / ?), which the shell's single quotes keep too.
        const query = (text) => encodeURIComponent(text).replace(/%(24|3A|40|2F|3F)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
        t.true(url.endsWith(`?${query(`q${EVIL}`)}=${query(EVIL)}`), "the query is URL-encoded");
      }
      const d = args.indexOf("-d");
      if (d !== -1) bodies.push(args[d + 1]);
      const f = args.indexOf("-F");
      if (f !== -1) t.is(args[f + 1], `f${EVIL}=${EVIL}`);
    }
    t.deepEqual(bodies.sort(), [JSON.stringify({ k: EVIL }, null, 2), EVIL].sort(), "request bodies arrive as written");
    t.deepEqual(await readdir(sandbox), before, "nothing ran: no file was created");
  } finally {
    await proj.cleanup();
  }
});
