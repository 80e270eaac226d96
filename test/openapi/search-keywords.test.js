// Operation pages carry front matter `keywords`, the names a reader may search the page by that its title, path and
// description do not hold: its parameters, then its request body's own fields (not the read-only ones an operation's
// request leaves out, nor the write-only ones of a webhook's), each once. The site's search index reads them.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const body = (properties) => ({ content: { "application/json": { schema: { type: "object", properties } } } });
const ok = { responses: { 200: { description: "OK" } } };
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/bookings/{bookingId}": {
      parameters: [{ name: "bookingId", in: "path", required: true, schema: { type: "string" } }],
      put: {
        summary: "Replace a booking",
        parameters: [{ name: "Idempotency-Key", in: "header", schema: { type: "string" } }, { name: "dry_run", in: "query", schema: { type: "boolean" } }],
        requestBody: { content: { "application/json": { schema: { allOf: [{ $ref: "#/components/schemas/Booking" }, { properties: { note: { type: "string" } } }] } } } },
        ...ok,
      },
      get: { summary: "Get a booking", ...ok },
    },
    "/many": { post: { summary: "Many fields", requestBody: body(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, { type: "string" }]))), ...ok } },
    "/plain": { get: { summary: "No parameters", ...ok } },
  },
  webhooks: { booked: { post: { summary: "Booked", requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Booking" } } } }, ...ok } } },
  components: {
    schemas: {
      Booking: { type: "object", properties: { id: { type: "string", readOnly: true }, passenger_name: { type: "string" }, secret: { type: "string", writeOnly: true }, dry_run: { type: "boolean" } } },
    },
  },
};

const pages = (groupBy = "path") => Object.fromEntries(generate({ version: "3.1", warnings: [], document }, { groupBy, includeSchemas: false, basePath: "", skipDeprecated: false }).files.map((f) => [f.path, f.content]));
const keywords = (content) => /\nkeywords: (.*)\n/.exec(content.split("\n---\n")[0])?.[1];

test("parameters (the path's and the operation's), then the body's fields, each once; a request leaves out read-only fields", (t) => {
  const all = pages();
  t.is(keywords(all["bookings/update.md"]), '["bookingId", "Idempotency-Key", "dry_run", "passenger_name", "secret", "note"]');
  t.is(keywords(all["bookings/get.md"]), '["bookingId"]');
  t.is(keywords(all["plain/list.md"]), undefined, "no line when there is nothing to say");
  t.is(keywords(all["index.md"]), undefined);
});

test("a webhook's body leaves out write-only fields; at most 40 names; method mode joins a page's operations'", (t) => {
  const all = pages();
  t.is(keywords(all["webhooks/booked.md"]), '["id", "passenger_name", "dry_run"]');
  t.is(JSON.parse(keywords(all["many/create.md"])).length, 40);
  const method = pages("method");
  const get = Object.entries(method).find(([file]) => file.startsWith("get/") && file.includes("bookings"));
  t.truthy(get, Object.keys(method).join(", "));
  t.is(keywords(get[1]), '["bookingId"]');
});
