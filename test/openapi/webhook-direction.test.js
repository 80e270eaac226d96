// Who sends a body decides which fields it leaves out (src/openapi/pages/fields.ts, Omitted). An operation's request
// goes to the API: no readOnly fields (the API sets them), and its response no writeOnly ones. A webhook's or a
// callback's request comes from the API, so it carries the readOnly fields and never the writeOnly ones, and your
// server's answer to it is the other way round. Peers list them as for an operation's request, the bug their users
// report (Redoc #1540 and #2724, Swagger UI #6294, RapiDoc #727).
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

function spec({ example } = {}) {
  const user = { $ref: "#/components/schemas/User" };
  const json = (schema) => ({ content: { "application/json": { schema } } });
  return {
    version: "3.1",
    warnings: [],
    document: {
      openapi: "3.1.0",
      info: { title: "Directions", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/users": {
          post: {
            summary: "Create a user",
            requestBody: json(user),
            responses: { 201: { description: "Made", ...json(user) } },
            callbacks: { onUser: { "{$request.body#/url}": { post: { requestBody: json(user), responses: { 200: { description: "OK" } } } } } },
          },
        },
      },
      webhooks: {
        userCreated: { post: { summary: "User created", requestBody: json(user), responses: { 200: { description: "Seen", ...json({ $ref: "#/components/schemas/Ack" }) } } } },
      },
      components: {
        schemas: {
          User: {
            type: "object",
            properties: {
              id: { type: "string", readOnly: true },
              name: { type: "string" },
              password: { type: "string", writeOnly: true },
              profile: { type: "object", properties: { etag: { type: "string", readOnly: true }, pin: { type: "string", writeOnly: true }, bio: { type: "string" } } },
            },
            ...(example ? { example } : {}),
          },
          Ack: { type: "object", properties: { seen_at: { type: "string", readOnly: true }, note: { type: "string" } } },
        },
      },
    },
  };
}

const pages = (s) => new Map(generate(s, OPTIONS).files.map((f) => [f.path, f.content]));
/** The names of the fields of one kind (`ParamField` or `ResponseField`) in a piece of a page, in order. */
const fieldNames = (text, component) => [...text.matchAll(new RegExp(`\\{% ${component} name="([^"]+)"`, "g"))].map((m) => m[1]);
/** The page's text from a heading up to the next heading of that level or higher. */
function section(page, heading) {
  const start = page.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const level = /^#+/.exec(heading)[0].length;
  const rest = page.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end);
}
const jsonAfter = (text, heading) => JSON.parse(/```json[^\n]*\n([\s\S]*?)\n```/.exec(text.slice(text.indexOf(heading)))[1]);
/** A webhook page's examples column (its RequestExample). */
const column = (page) => page.slice(page.indexOf("{% RequestExample %}"), page.indexOf("{% endRequestExample %}"));

test("an operation's request leaves out readOnly fields and its response writeOnly ones, as before", (t) => {
  const page = pages(spec()).get("users/create.md");
  t.deepEqual(fieldNames(section(page, "## Request body"), "ParamField"), ["name", "password", "profile", "profile.pin", "profile.bio"]);
  t.deepEqual(fieldNames(section(page, "### 201"), "ResponseField"), ["id", "name", "profile", "profile.etag", "profile.bio"]);
  const sent = JSON.parse(/-d '([\s\S]*?)'\n```/.exec(page)[1]);
  t.deepEqual(sent, { name: "string", password: "string", profile: { pin: "string", bio: "string" } });
});

test("a webhook's request carries the readOnly fields and leaves out the writeOnly ones; your server's answer is the other way round", (t) => {
  const page = pages(spec()).get("webhooks/user-created.md");
  const body = section(page, "## Request body");
  t.deepEqual(fieldNames(body, "ParamField"), ["id", "name", "profile", "profile.etag", "profile.bio"]);
  t.deepEqual(jsonAfter(column(page), "```json Request body (application/json)"), { id: "string", name: "string", profile: { etag: "string", bio: "string" } });
  t.deepEqual(fieldNames(section(page, "### 200"), "ResponseField"), ["note"], "the answer goes to the API: no readOnly seen_at");
});

test("a callback's request is sent by the API, the same way as a webhook's", (t) => {
  const page = pages(spec()).get("users/create.md");
  const callback = section(page, "### onUser: POST &#123;$request.body\\#/url&#125;");
  t.deepEqual(fieldNames(callback, "ParamField"), ["id", "name", "profile", "profile.etag", "profile.bio"]);
  t.deepEqual(jsonAfter(callback, "Request example"), { id: "string", name: "string", profile: { etag: "string", bio: "string" } });
});

test("the schema's own example is pruned by direction: the webhook keeps id and drops password, the operation the opposite", (t) => {
  const example = { id: "u1", name: "Ann", password: "hunter2", profile: { etag: "e", pin: "1234", bio: "hi" } };
  const s = spec({ example });
  const all = pages(s);
  t.deepEqual(jsonAfter(column(all.get("webhooks/user-created.md")), "```json Request body (application/json)"), { id: "u1", name: "Ann", profile: { etag: "e", bio: "hi" } });
  t.deepEqual(JSON.parse(/-d '([\s\S]*?)'\n```/.exec(all.get("users/create.md"))[1]), { name: "Ann", password: "hunter2", profile: { pin: "1234", bio: "hi" } });
  t.deepEqual(s.document.components.schemas.User.example, { id: "u1", name: "Ann", password: "hunter2", profile: { etag: "e", pin: "1234", bio: "hi" } }, "the spec's value is untouched");
});

test("a choice whose shape is all writeOnly says so in a webhook's body, in words true of either direction", (t) => {
  const s = spec();
  s.document.components.schemas.Secret = { type: "object", title: "Secret", properties: { key: { type: "string", writeOnly: true } } };
  s.document.components.schemas.Plain = { type: "object", title: "Plain", properties: { note: { type: "string" } } };
  s.document.webhooks.userCreated.post.requestBody.content["application/json"].schema = { oneOf: [{ $ref: "#/components/schemas/Plain" }, { $ref: "#/components/schemas/Secret" }] };
  const body = section(pages(s).get("webhooks/user-created.md"), "## Request body");
  t.regex(body, /Option 2: Secret\n\nIts fields are all write-only: the API never sends them\./);
  t.notRegex(body, /name="key"/);
});
