// What a spec puts into the words of a choice (oneOf/anyOf) reaches the page as text: shape titles in "Option N"
// headings, "Only in" notes and the notes on a field the shapes define differently, discriminator fields and values.
// Built with the real bin in every group-by mode.
import test from "ava";
import { builtPages, generateAndBuild, mainOf, project, squash, visibleText } from "./helpers.js";

const HOSTILE = ["{{ 7 * 7 }}", "{% raw %}", "<script>alert(1)</script>", "# heading", "`tick` *star* [link](javascript:alert(1))"];

function spec() {
  const shape = (title, field) => ({ type: "object", title, required: [field], properties: { [field]: { type: "string" } } });
  // Three shapes whose `sub` differs: a linked schema in the first, an object of its own in each other.
  const nested = () =>
    HOSTILE.slice(0, 3).map((title, i) => {
      const s = shape(title, `n${i}`);
      s.properties.sub = i === 0 ? { $ref: "#/components/schemas/Big" } : { type: "object", properties: { [`s${i}`]: { type: "string" } } };
      return s;
    });
  return {
    openapi: "3.1.0",
    info: { title: "Choices", version: "1" },
    paths: {
      "/things": {
        post: {
          summary: "Make a thing",
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  oneOf: [...HOSTILE.map((title, i) => shape(title, `f${i}`)), { $ref: "#/components/schemas/Named" }],
                  discriminator: { propertyName: "{{ kind }}", mapping: { "<b>v</b>": "#/components/schemas/Named" } },
                },
              },
            },
          },
          responses: {
            200: {
              description: "OK",
              content: { "application/json": { schema: { type: "object", properties: { nested: { anyOf: nested() } } } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Named: { type: "object", properties: { x: { type: "string" } } },
        Big: { type: "object", properties: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`b${i}`, { type: "string" }])) },
      },
    },
  };
}

test("shape titles and discriminator words are shown as written and never run", async (t) => {
  const proj = await project(spec());
  await generateAndBuild(proj);
  const pages = (await builtPages(`${proj.root}/_site`)).filter((p) => /make-a-thing|things|post/.test(p.file) && p.html.includes("Option 1"));
  t.is(pages.length, 3, `one page per group-by mode: ${pages.map((p) => p.file)}`);
  for (const { file, html } of pages) {
    const main = mainOf(html);
    const text = squash(visibleText(main));
    HOSTILE.forEach((title, i) => t.true(text.includes(`Option ${i + 1}: ${title}`), `${file}: heading ${i + 1} shows its title as written`));
    t.true(text.includes("told apart by {{ kind }}"), `${file}: the discriminator field as written`);
    t.true(text.includes(`Option ${HOSTILE.length + 1}: Named When {{ kind }} is <b>v</b>.`), `${file}: a mapped value as written`);
    t.true(text.includes("Only in {{ 7 * 7 }}, which requires it."), `${file}: a nested note names its shape as written`);
    t.true(text.includes("In {{ 7 * 7 }}, see Big."), `${file}: a linked version names its shape as written`);
    t.true(text.includes("Only in {% raw %}."), `${file}: a field of one version names its shape as written`);
    t.true(text.includes("Only in <script>alert(1)</script>."), `${file}: the other version's field too`);
    t.false(text.includes("49"), `${file}: no Nunjucks ran`);
    t.notRegex(main, /<script>alert|<b>v<\/b>|href="javascript:/i, `${file}: nothing from the spec is markup`);
  }
  await proj.cleanup();
});
