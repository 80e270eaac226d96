// The sidebar lists a generated reference's groups in the spec's order, as its overview does: path and method modes
// write each folder's place (`groupOrder`) on its pages, the path groups in the order the spec first names them,
// then webhooks, then schemas. Before, the folders without an index page sorted by name: Train Travel's overview
// said Stations, Trips, Bookings and its sidebar Bookings, Stations, Trips.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { responses: { 200: { description: "OK" } } };
const document = {
  openapi: "3.1.0",
  info: { title: "Train Travel API", version: "1" },
  paths: {
    "/stations": { get: { summary: "List stations", ...ok } },
    "/trips": { get: { summary: "List trips", tags: ["Trips"], ...ok } },
    "/bookings": { get: { summary: "List bookings", ...ok }, post: { summary: "Create a booking", ...ok } },
    "/bookings/{id}": { get: { summary: "Get a booking", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], ...ok } },
    "/stations/{id}/departures": { get: { summary: "Departures", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], ...ok } },
  },
  webhooks: { newBooking: { post: { summary: "New booking", ...ok } } },
  components: { schemas: { Trip: { type: "object", properties: { id: { type: "string" } } } } },
};

function files(options = {}) {
  const out = generate({ version: "3.1", warnings: [], document: structuredClone(document) }, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false, ...options }).files;
  return Object.fromEntries(out.map((f) => [f.path, f.content]));
}
const groupOrder = (content) => /^groupOrder: (\d+)$/m.exec(content.split("\n---\n")[0])?.[1];

test("path mode: every page of a folder carries the folder's place, in the spec's order; webhooks, then schemas, last", (t) => {
  const pages = files();
  const places = Object.fromEntries(Object.entries(pages).map(([file, content]) => [file, groupOrder(content)]));
  t.deepEqual(places, {
    "index.md": undefined,
    "stations/list.md": "1",
    "stations/departures-list.md": "1",
    "trips/list.md": "2",
    "bookings/list.md": "3",
    "bookings/create.md": "3",
    "bookings/get.md": "3",
    "webhooks/new-booking.md": "4",
    "schemas/Trip.md": "5",
  });
  // Front matter in its fixed order: the place after the page's own order.
  t.regex(pages["trips/list.md"], /\norder: 1\ngroupOrder: 2\nmethod: GET\n/);
});

test("method mode places its folders the same way; tag mode leaves it to each tag's index page", (t) => {
  const method = files({ groupBy: "method" });
  t.deepEqual(Object.entries(method).filter(([file]) => file !== "index.md").map(([file, content]) => [file.split("/")[0], groupOrder(content)]).filter((e, i, all) => all.findIndex((o) => o[0] === e[0]) === i), [
    ["get", "1"],
    ["post", "2"],
    ["webhooks", "3"],
    ["schemas", "4"],
  ], "method folders as the spec first uses them");
  const tag = files({ groupBy: "tag" });
  t.is(groupOrder(tag["trips/list-trips.md"]), undefined, "an operation page of a tag's folder");
  t.is(groupOrder(tag["trips/index.md"]), "1");
  t.is(groupOrder(tag["schemas/Trip.md"]), String(Object.keys(tag).filter((f) => f.endsWith("/index.md")).length + 1), "schemas after every group");
});

test("built, the sidebar lists the groups as the overview does", async (t) => {
  const site = await buildDocs(Object.fromEntries(Object.entries(files()).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/trips/list.md");
  const groups = [...html.matchAll(/<summary>([^<]*)<\/summary>/g)].map((m) => m[1]).filter((label) => !["Menu", "On this page"].includes(label));
  t.deepEqual(groups, ["API", "Stations", "Trips", "Bookings", "Webhooks", "Schemas"]);
  const index = await site.html("api/index.md");
  const overview = [...index.matchAll(/<h3[^>]*><a class="docgen-heading-link"[^>]*>([^<]*)</g)].map((m) => m[1]);
  t.deepEqual(overview.slice(0, 3), ["Stations", "Trips", "Bookings"], `the overview's order: ${overview}`);
});
