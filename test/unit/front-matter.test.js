// Generated pages' front matter is read without js-yaml (src/plugin/front-matter.ts): whatever it accepts must
// come out exactly as js-yaml reads it, and a site's own YAML engine still reads everything else.
import test from "ava";
import fc from "fast-check";
import { createRequire } from "node:module";
import Eleventy from "@11ty/eleventy";
import { writeFileSync } from "node:fs";
import path from "node:path";
import docgen from "../../dist/index.js";
import { parseGeneratedFrontMatter } from "../../dist/plugin/front-matter.js";
import { writeFrontMatter } from "../../dist/openapi/write/front-matter.js";
import { readTree, tempDir, writeFiles } from "../helpers/site.js";

// The js-yaml Eleventy itself reads front matter with (its own dependency, 4.x), not docgen's.
const fromEleventy = createRequire(createRequire(import.meta.url).resolve("@11ty/eleventy"));
const yaml = fromEleventy("js-yaml");

/** The text between the `---` lines, as Eleventy's front matter parser hands it to the YAML engine. */
const inner = (fm) => /^---\n([\s\S]*?)\n---\n$/.exec(fm)[1];

const anyText = fc.string({ unit: fc.oneof(fc.constantFrom('"', "\\", "\n", "\t", "\r", ":", "#", " ", "'", "\u0085", "\u2028", "\u007f", "\ud800", "é", "😀", "{", "-"), fc.string({ unit: "grapheme", maxLength: 1 })), maxLength: 40 });
const frontMatter = fc.record({
  title: anyText,
  description: anyText,
  source: anyText,
  order: fc.nat(100000),
  method: fc.option(fc.constantFrom("GET", "POST", "DELETE", "QUERY"), { nil: undefined }),
  deprecated: fc.boolean(),
  badge: fc.option(fc.array(anyText, { minLength: 1, maxLength: 3 }), { nil: undefined }),
});

test("every front matter the generator writes reads as js-yaml reads it, or is left to js-yaml", (t) => {
  let direct = 0;
  fc.assert(
    fc.property(frontMatter, (fm) => {
      const text = inner(writeFrontMatter(fm));
      const ours = parseGeneratedFrontMatter(text);
      if (ours === undefined) return true;
      direct++;
      return JSON.stringify(ours) === JSON.stringify(yaml.load(text)) && Object.is(ours.order, yaml.load(text).order);
    }),
    { numRuns: 2000 },
  );
  t.true(direct > 1500, `most generated front matter is read directly (${direct} of 2000)`);
});

test("any text with the generator line: what is read directly equals js-yaml, which then does not fail", (t) => {
  const line = fc.oneof(
    fc.constantFrom("generator: docgen openapi", "", " ", "# note", "a: b: c", "key: value # c", "x: [1, 2]", "y: {a: 1}", "- item", "z: >", "  indented: 1", 'b: ["a","b"]', 'b: ["a", 1]', 'b: [["a"]]', "b: []", 'b: ["a" ]', 'b: ["a", "b"] # c'),
    // Lists of strings, as the generator writes them (a space after each comma) or not.
    fc.tuple(fc.array(anyText, { maxLength: 3 }), fc.constantFrom(", ", ",", " , ")).map(([items, comma]) => `badge: [${items.map((s) => JSON.stringify(s)).join(comma)}]`),
    fc.tuple(fc.constantFrom("title", "order", "method", "t_2", "Key", "__proto__", "a-b"), fc.oneof(anyText, fc.constantFrom("true", "True", "null", "~", "1e3", "0x1f", "01", "-0", "12345678901234567", ".inf", "2024-01-01", "yes", "njk,md", "a ", "sha256-ab12"), anyText.map((s) => JSON.stringify(s)))).map(([k, v]) => `${k}: ${v}`),
  );
  fc.assert(
    fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
      const text = ["generator: docgen openapi", ...lines].join("\n");
      const ours = parseGeneratedFrontMatter(text);
      if (ours === undefined) return true;
      const theirs = yaml.load(text);
      // (Object.is tells -0 from 0, which JSON does not; a list is compared by its JSON.)
      return JSON.stringify(ours) === JSON.stringify(theirs) && Object.keys(ours).every((k) => Array.isArray(ours[k]) || Object.is(ours[k], theirs[k]));
    }),
    { numRuns: 3000 },
  );
  t.is(parseGeneratedFrontMatter('title: "x"\norder: 1'), undefined, "without the generator line it is left to YAML");
  t.is(parseGeneratedFrontMatter("generator: docgen openapi\ntitle: 1e3"), undefined);
  t.deepEqual(parseGeneratedFrontMatter('generator: docgen openapi\ntitle: "a \\"b\\""\norder: 7\ndeprecated: true'), { generator: "docgen openapi", title: 'a "b"', order: 7, deprecated: true });
  t.deepEqual(parseGeneratedFrontMatter('generator: docgen openapi\nbadge: ["Beta", "x: \\"y\\""]'), { generator: "docgen openapi", badge: ["Beta", 'x: "y"'] });
});

test("in a build, the site's own YAML engine reads hand-written pages, generated ones are read directly, and the site is the same", async (t) => {
  const root = await tempDir();
  const generated = `${writeFrontMatter({ title: "Get a pet", description: "Returns a pet.", source: "GET /pets/{id}", order: 3, method: "GET", deprecated: false })}\n# Get a pet\n\nBody.\n`;
  await writeFiles(path.join(root, "src"), {
    "api/get.md": generated,
    "guide.md": "---\ntitle: Guide\ntags: [a, b]\n---\n\n# Guide {{ title }} {{ tags | length }}\n",
  });
  writeFileSync(path.join(root, "eleventy.config.mjs"), 'export default function () { return { markdownTemplateEngine: "njk" }; }\n');
  const build = async (out, fastGeneratedPages) => {
    const seen = [];
    const elev = new Eleventy(path.join(root, "src"), path.join(root, out), {
      quietMode: true,
      configPath: path.join(root, "eleventy.config.mjs"),
      config(eleventyConfig) {
        eleventyConfig.setFrontMatterParsingOptions({ engines: { yaml: (text) => (seen.push(text), yaml.load(text)) } });
        eleventyConfig.addPlugin(docgen, { fastGeneratedPages, onWarning: () => {} });
      },
    });
    elev.disableLogger();
    await elev.write();
    return { seen, tree: readTree(path.join(root, out)) };
  };
  const fast = await build("fast", true);
  const slow = await build("slow", false);
  t.true(fast.seen.some((text) => text.includes("title: Guide")), "the hand-written page went to the site's engine");
  t.false(fast.seen.some((text) => text.includes("docgen openapi")), "the generated page did not");
  t.true(slow.seen.some((text) => text.includes("docgen openapi")), "with the fast path off, everything goes to it");
  t.regex(fast.tree["guide/index.html"], /Guide Guide 2/);
  t.deepEqual(fast.tree, slow.tree);
});
