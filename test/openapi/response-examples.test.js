// `--response-examples`: for each response the spec gives no example for, one built from its schema, as request
// bodies are (src/openapi/pages/operation-page.ts). Off by default, since it makes pages much larger (Stripe's
// reference by half): the spec's own examples are shown either way. They are in the page's ResponseExample, in the
// column beside its fields (an operation's after its request samples, a webhook's after the body it sends).
import test from "ava";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "../../dist/openapi/generate.js";
import { columnExample } from "../helpers/column.js";
import { tempFolder } from "../helpers/temp.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const BUILT = "Built from the schema: the spec gives no example.";

const json = (schema, extra = {}) => ({ content: { "application/json": { schema, ...extra } } });
const user = { $ref: "#/components/schemas/User" };
const problem = { $ref: "#/components/schemas/Problem" };
const document = {
  openapi: "3.1.0",
  info: { title: "Examples", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/users/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          200: { description: "The user", ...json(user) },
          404: { description: "Not found", ...json(problem) },
        },
      },
      put: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: json(user),
        responses: {
          200: { description: "Saved", ...json(user, { example: { id: "u1", name: "Given" } }) },
          404: { description: "Not found", ...json(problem) },
          default: { description: "As XML", content: { "application/xml": { schema: { type: "object", xml: { name: "status" }, properties: { code: { type: "integer" } } } } } },
        },
      },
    },
  },
  webhooks: {
    userSeen: { post: { requestBody: json(user), responses: { 200: { description: "Seen", ...json({ type: "object", properties: { at: { type: "string", readOnly: true }, note: { type: "string" } } }) } } } },
  },
  components: {
    schemas: {
      User: { type: "object", properties: { id: { type: "string", readOnly: true }, name: { type: "string" }, password: { type: "string", writeOnly: true }, address: { type: "object", properties: { city: { type: "string" } } } } },
      Problem: { type: "object", properties: { title: { type: "string" }, status: { type: "integer" } } },
    },
  },
};

const pages = (responseExamples) =>
  Object.fromEntries(generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, responseExamples }).files.map((f) => [f.path, f.content]));
/** A response's part of a page: from its status heading to the next. */
const response = (page, status) => {
  const start = page.indexOf(`\n### ${status}\n`);
  const next = page.indexOf("\n### ", start + 1);
  return page.slice(start, next < 0 ? undefined : next);
};
const jsonIn = (text) => JSON.parse(/```json[^\n]*\n([\s\S]*?)\n```/.exec(text)[1]);

test("off by default: a response shows the spec's examples only, in the column beside the fields", (t) => {
  const all = pages(undefined);
  t.false(all["users/get.md"].includes("ResponseExample"), "no example given: no column part");
  const update = all["users/update.md"];
  t.true(columnExample(update, 200).startsWith("\n\n```json 200 (application/json)\n"), columnExample(update, 200));
  t.deepEqual(jsonIn(columnExample(update, 200)), { id: "u1", name: "Given" });
  t.true(update.includes("{% RequestExample %}\n\n## Example request\n"), "the column starts with the request");
  t.true(update.indexOf("{% ResponseExample %}\n\n## Example response\n") > update.indexOf("## Example request"), "one status: singular");
  t.true(update.indexOf("{% endResponseExample %}\n\n{% endRequestExample %}") > 0, "inside the RequestExample, at its end");
  t.false(response(update, 200).includes("```json"), "not repeated under the response");
  t.false(Object.values(all).some((page) => page.includes(BUILT) && page.includes("ResponseExample")), "no built response example (a webhook's request example is built as before)");
});

test("on: a response without an example gets one built from its schema, without writeOnly fields, said so; the spec's own wins", (t) => {
  const all = pages(true);
  const ok = columnExample(all["users/get.md"], 200);
  t.true(ok.startsWith(`\n\n${BUILT}\n\n\`\`\`json 200 (application/json)\n`), ok);
  t.deepEqual(jsonIn(ok), { id: "string", name: "string", address: { city: "string" } }, "the API never returns the password");
  t.true(all["users/get.md"].includes("## Example response\n"), "one status with an example (the 404 has none)");
  const saved = columnExample(all["users/update.md"], 200);
  t.false(saved.includes(BUILT));
  t.deepEqual(jsonIn(saved), { id: "u1", name: "Given" });
  t.true(all["users/update.md"].includes("## Example responses\n"), "two statuses: plural");
  const xml = columnExample(all["users/update.md"], "default");
  t.true(xml.startsWith(`\n\n${BUILT}\n\n\`\`\`xml default (application/xml)\n<?xml version="1.0" encoding="UTF-8"?>\n<status>\n  <code>0</code>\n</status>\n\`\`\``), xml);
  for (const page of ["users/get.md", "users/update.md"]) t.false(response(all[page], 200).includes(BUILT), `${page}: not under the response`);
});

test("on: an error shape several operations share is documented on its page, and gets no built example", (t) => {
  const all = pages(true);
  for (const page of ["users/get.md", "users/update.md"]) {
    t.true(columnExample(all[page], 200) !== "", `${page}: the column has the 200's`);
    t.is(columnExample(all[page], 404), "", page);
    t.false(response(all[page], 404).includes("```json"), page);
  }
});

test("on: your server's answer to a webhook leaves out the readOnly fields, in the webhook page's column after its body", (t) => {
  const page = pages(true)["webhooks/user-seen.md"];
  const answer = columnExample(page, 200);
  t.true(answer.startsWith(`\n\n${BUILT}\n\n\`\`\`json 200 (application/json)\n`), answer);
  t.deepEqual(jsonIn(answer), { note: "string" });
  t.true(page.indexOf("```json Request body (application/json)") < page.indexOf("{% ResponseExample %}"), "after the body the API sends");
  t.true(page.indexOf("{% endResponseExample %}\n\n{% endRequestExample %}") > 0, "in the same column");
  t.false(response(page, 200).includes("```json"), "not under the response");
});

test("the CLI flag, and --check names it in the command to update", (t) => {
  const cwd = tempFolder("docgen-response-examples-");
  const spec = path.join(cwd, "spec.json");
  writeFileSync(spec, JSON.stringify(document));
  const run = (...args) => spawnSync(process.execPath, [bin, "openapi", spec, ...args], { cwd, encoding: "utf8" });
  t.is(run().status, 0);
  t.false(readFileSync(path.join(cwd, "docs/api/users/get.md"), "utf8").includes(BUILT));
  const check = run("--check", "--response-examples");
  t.is(check.status, 1);
  t.regex(check.stdout, /To update: docgen openapi \S+ -o docs\/api --response-examples/);
  t.is(run("--response-examples").status, 0);
  t.true(readFileSync(path.join(cwd, "docs/api/users/get.md"), "utf8").includes(BUILT));
});
