// A property that a schema and its `allOf` members define more than once is one field that holds to every
// definition, as JSON Schema reads `allOf`: Train Travel's collection responses are a wrapper whose
// `data: array<object>` a member refines to `data: array<Trip>`, and whose `links: object` a member makes the
// fields of two link schemas. Before, the first definition hid the rest: the page said `data array<object>` and
// none of Trip's fields, and its built samples held `[{}]`.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl"], responseExamples: true };
const json = (schema) => ({ content: { "application/json": { schema } } });
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

const schemas = {
  "Wrapper-Collection": {
    type: "object",
    properties: {
      data: { description: "The wrapper for a collection is an array of objects.", type: "array", items: { type: "object" } },
      links: { description: "A set of hypermedia links.", type: "object", readOnly: true },
    },
  },
  Trip: { type: "object", properties: { id: { type: "string", format: "uuid" }, price: { type: "number", example: 50 } } },
  "Links-Self": { type: "object", properties: { self: { type: "string", format: "uri" } } },
  "Links-Pagination": { type: "object", properties: { next: { type: "string", format: "uri" }, prev: { type: "string", format: "uri" } } },
  User: { type: "object", description: "Someone with an account.", properties: { name: { type: "string" } } },
  // Bitbucket's accounts: a team's links are an account's links and more.
  AccountLinks: { type: "object", additionalProperties: true, properties: { avatar: { type: "string" } } },
  TeamLinks: { allOf: [ref("AccountLinks"), { type: "object", additionalProperties: true, properties: { members: { type: "string" } } }] },
  Account: { type: "object", properties: { links: ref("AccountLinks"), type: { type: "string", example: "about:blank", default: "about:blank" } } },
  Team: { allOf: [ref("Account"), { type: "object", properties: { links: ref("TeamLinks"), type: { enum: ["team"] } } }] },
  Base: { type: "object", properties: { owner: ref("User"), size: { type: "integer" }, settings: { type: "object", properties: { color: { type: "string" } } } } },
};

const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/trips": {
      get: {
        summary: "List trips",
        responses: {
          200: {
            description: "OK",
            ...json({
              allOf: [
                ref("Wrapper-Collection"),
                { properties: { data: { type: "array", items: ref("Trip") } } },
                { properties: { links: { allOf: [ref("Links-Self"), ref("Links-Pagination")] } } },
              ],
            }),
          },
        },
      },
    },
    "/things": {
      post: {
        summary: "Add a thing",
        requestBody: json({
          allOf: [
            ref("Base"),
            {
              required: ["size"],
              properties: {
                owner: { description: "Who owns the thing." },
                size: { type: "integer", minimum: 1 },
                settings: { properties: { shade: { type: "string", example: "dark" } } },
              },
            },
          ],
        }),
        responses: { 204: { description: "Done" } },
      },
    },
    "/teams": { get: { summary: "Get a team", responses: { 200: { description: "OK", ...json(ref("Team")) } } } },
    "/choice": {
      get: {
        summary: "A choice",
        responses: {
          200: {
            description: "OK",
            ...json({
              oneOf: [
                { type: "object", properties: { kind: { type: "string", enum: ["a"] }, value: { type: "string" } } },
                { type: "object", properties: { kind: { type: "string", enum: ["b"] }, value: { type: "object", properties: { n: { type: "integer" } } } } },
              ],
            }),
          },
        },
      },
    },
  },
  components: { schemas },
};

const pages = () => generate({ version: "3.1", warnings: [], document: structuredClone(document) }, options).files;
const page = (file) => pages().find((f) => f.path === file).content;
/** A field's opening tag, its name and attributes as written. */
const tag = (content, kind, name) => new RegExp(`\\{% ${kind} name="${name.replace(/[.[\]{}]/g, "\\$&")}"[^%]*%\\}`).exec(content)?.[0];

test("a wrapper's field refined by an allOf member lists the refined items' fields, with the wrapper's words", (t) => {
  const trips = page("trips/list.md");
  t.is(tag(trips, "ResponseField", "data"), '{% ResponseField name="data", type="array<Trip>" %}');
  t.true(trips.includes('{% ResponseField name="data", type="array<Trip>" %}\n\nThe wrapper for a collection is an array of objects.\n'), "the wrapper's description stays");
  t.truthy(tag(trips, "ResponseField", "data.id"), "Trip's fields are listed");
  t.truthy(tag(trips, "ResponseField", "data.price"));
  // `links: object` (read-only, described) and a member's `links: allOf [Links-Self, Links-Pagination]`: one field
  // with both's words and all three links.
  t.is(tag(trips, "ResponseField", "links"), '{% ResponseField name="links", type="object" %}');
  t.regex(trips, /name="links", type="object" %\}\n\nA set of hypermedia links\.\n\nRead-only\.\n/);
  for (const name of ["links.self", "links.next", "links.prev"]) t.truthy(tag(trips, "ResponseField", name), name);
  t.is(trips.match(/name="data"/g).length, 1, "one row per field");
});

test("the built response example holds the refined items, not an empty object", (t) => {
  const trips = page("trips/list.md");
  t.true(trips.includes('"data": [\n    {\n      "id": "'), trips);
  t.true(trips.includes('"price": 50'));
  t.true(trips.includes('"links": {\n    "self": "'));
  t.true(trips.includes('"next": "'));
});

test("a member that only describes a field keeps its type and link; a member's required list makes it required; nested fields merge", (t) => {
  const things = page("things/create.md");
  // `owner: $ref User` and a member's `owner: { description }`: still User, described by the later definition.
  t.regex(things, /\{% ParamField name="owner", type="User", paramType="body"[^%]*%\}\n\nWho owns the thing\.\n/);
  // `size` is optional in Base and required by the member, which also limits it.
  t.is(tag(things, "ParamField", "size"), '{% ParamField name="size", type="integer", constraints="at least 1", paramType="body", required=true %}');
  // `settings` in both, each with a field of its own: both listed under it.
  t.truthy(tag(things, "ParamField", "settings.color"));
  t.truthy(tag(things, "ParamField", "settings.shade"));
  // And the request sample sends both.
  t.regex(things, /"settings": \{\n\s+"color": "string",\n\s+"shade": "dark"\n\s+\}/);
});

test("a named schema that extends the other is the field; values narrowed to a list drop an example and a default outside it", (t) => {
  const teams = page("teams/list.md");
  t.is(tag(teams, "ResponseField", "links"), '{% ResponseField name="links", type="TeamLinks" %}', "not a map of any, not AccountLinks");
  t.truthy(tag(teams, "ResponseField", "links.members"));
  t.truthy(tag(teams, "ResponseField", "links.avatar"));
  t.regex(teams, /\{% ResponseField name="type", type="string" %\}\n\nAlways `team`\.\n\n\{% endResponseField %\}/, "no `about:blank` example or default");
});

test("a schema's own property is more particular than its allOf member's; of sibling members, the later", (t) => {
  const spec = structuredClone(document);
  spec.components.schemas.Pet = { type: "object", properties: { kind: { type: "string", description: "The kind of pet.", enum: ["cat", "dog"] }, name: { type: "string", description: "Base name." } } };
  // Dog's own `kind` narrows the base's; its second member's `name` describes it again after the first member's.
  spec.components.schemas.Dog = { allOf: [{ $ref: "#/components/schemas/Pet" }, { properties: { name: { description: "The dog's name." } } }], properties: { kind: { enum: ["dog"] } } };
  spec.paths["/dogs"] = { get: { summary: "Get a dog", responses: { 200: { description: "OK", ...json(ref("Dog")) } } } };
  const dogs = generate({ version: "3.1", warnings: [], document: spec }, options).files.find((f) => f.path === "dogs/list.md").content;
  t.regex(dogs, /\{% ResponseField name="kind", type="string" %\}\n\nThe kind of pet\.\n\nAlways `dog`\.\n/, "the own enum, the base's words where it has none");
  t.regex(dogs, /\{% ResponseField name="name", type="string" %\}\n\nThe dog's name\.\n/);
  t.is(dogs.match(/name="kind"/g).length, 1);
});

test("a choice's shapes that define a field differently are not merged: each version stays its own", (t) => {
  const choice = page("choice/list.md");
  // The second shape's `value` is an object with `n`; the first's a string. Merging would make one of them.
  t.regex(choice, /\{% ResponseField name="value", type="string" %\}[\s\S]*\{% ResponseField name="value", type="object" %\}[\s\S]*\{% ResponseField name="value\.n", type="integer" %\}/);
});

test("same spec, same pages", (t) => {
  t.deepEqual(pages().map((f) => f.content), pages().map((f) => f.content));
});
