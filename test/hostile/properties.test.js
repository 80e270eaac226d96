// Property-based tests (fast-check) over arbitrary strings for the functions every spec string passes
// through: slugs and file names are always safe; HTML escaping, Nunjucks literals and strings, inline
// Markdown, code spans and front matter always come back as the text they were given when the real
// renderers read them (Eleventy's own Nunjucks, markdown-it set up as `docgen build` sets it up, and the
// YAML parser Eleventy reads front matter with).
import test from "ava";
import fc from "fast-check";
import markdownItAttrs from "markdown-it-attrs";
import { load as loadYaml5 } from "js-yaml";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { headingIds } from "../../dist/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { MAX_FILE_SLUG_LENGTH, MAX_SLUG_LENGTH, safeName, slugify, uniqueNames } from "../../dist/openapi/pages/naming.js";
import { GENERATOR_VALUE, isGenerated, writeFrontMatter } from "../../dist/openapi/write/front-matter.js";
import { markerSource, ownership, stampHash } from "../../dist/openapi/output/marker.js";
import { codeSpan } from "../../dist/openapi/write/inline.js";
import { escapeInline } from "../../dist/markdown-text.js";
import { nunjucksLiteral, nunjucksString } from "../../dist/openapi/write/nunjucks.js";
import { checkUrl, escapeHtml } from "../../dist/plugin/escape.js";
import { decodeEntities, startTags, visibleText } from "./helpers.js";

const eleventyRequire = createRequire(fileURLToPath(import.meta.resolve("@11ty/eleventy")));
const nunjucks = eleventyRequire("nunjucks");
const MarkdownIt = eleventyRequire("markdown-it");
const eleventyYaml = eleventyRequire("js-yaml");
const matter = eleventyRequire("gray-matter");
const env = new nunjucks.Environment(null, { autoescape: true });
const md = new MarkdownIt({ html: true }).use(markdownItAttrs).use(headingIds);

// includeErrorInReport: the failure message names the property's own error, not only the counterexample.
const RUNS = { numRuns: 1500, includeErrorInReport: true };

// Arbitrary text: any UTF-16 (lone surrogates too), any Unicode, and strings built from the pieces that
// matter to templates, Markdown, HTML and YAML, so that the interesting cases are not left to chance.
const PIECES = [
  "{{", "}}", "{%", "%}", "{#", "#}", "{", "}", "%", "#", "-", "raw", "endraw", " ", "\n", "\r\n", "\t", "\\", '"', "'", "`", "```", "<", ">", "&", "&amp;",
  "&#123;", "*", "_", "[", "]", "(", ")", "!", "|", "~", ":", "---", "1.", "+", "=", "a", "Z", "0", "é", "😀", "\u0000", "\u0085", "\u2028", "\ufeff", "\u00a0",
  "<script>", "javascript:", "{onclick=alert(1)}", "{.x}", "generator: docgen openapi", "con", "CON", "..", "/", "nul",
];
const pieces = fc.array(fc.constantFrom(...PIECES), { maxLength: 25 }).map((p) => p.join(""));
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 40 }), pieces);

const RESERVED = new Set(["con", "prn", "aux", "nul", ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`com${n}`, `lpt${n}`])]);

test("slugify: lower-case ASCII words joined by '-', bounded, never a Windows device name, idempotent", (t) => {
  fc.assert(
    fc.property(anyText, fc.boolean(), fc.integer({ min: 8, max: 130 }), (text, camel, max) => {
      for (const slug of [slugify(text), slugify(text, { camel, max })]) {
        if (!/^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(slug)) throw new Error(`unsafe slug ${JSON.stringify(slug)}`);
        if (RESERVED.has(slug)) throw new Error(`reserved ${slug}`);
      }
      if (slugify(text).length > MAX_SLUG_LENGTH || slugify(text, { camel, max }).length > max) throw new Error("too long");
      if (slugify(slugify(text)) !== slugify(text)) throw new Error("not idempotent");
    }),
    RUNS,
  );
  t.pass();
});

test("slugify keeps the words of plain ASCII text, in order", (t) => {
  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(" ", "-", "_", " / ", ".."), (words, sep) => {
      const expected = words.join("-").toLowerCase();
      if (RESERVED.has(expected)) return;
      if (slugify(words.join(sep)) !== expected) throw new Error(`${words.join(sep)} -> ${slugify(words.join(sep))}`);
    }),
    RUNS,
  );
  t.pass();
});

test("safeName: ASCII letters, digits, '-' and '_', never empty, bounded, never a device name", (t) => {
  fc.assert(
    fc.property(anyText, (text) => {
      const name = safeName(text, "schema");
      if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name) || /[-_]$/.test(name)) throw new Error(`unsafe name ${JSON.stringify(name)}`);
      if (name.length > MAX_SLUG_LENGTH + 2 || RESERVED.has(name.toLowerCase())) throw new Error(name);
    }),
    // A run found this one: cut at 60 characters, the name ended in "_".
    { ...RUNS, examples: [["generator: docgen openapigenerator: docgen openapi&amp;_{onclick=alert(1)}"]] },
  );
  t.pass();
});

test("uniqueNames: unique without regard to case, never reserved, deterministic; unique names are kept", (t) => {
  const base = fc.constantFrom("a", "A", "a-2", "A-2", "b", "index", "Index", "get", "a-get", "con-x", "pets", "Pets", "pets-get");
  const entries = fc.array(fc.record({ base, disambiguator: fc.option(fc.constantFrom("get", "post", "GET", ""), { nil: undefined }) }), { maxLength: 12 });
  fc.assert(
    fc.property(entries, fc.subarray(["index", "pets", "A"]), (list, reserved) => {
      const requests = list.map((e, key) => ({ key, ...e }));
      const names = uniqueNames(requests, reserved);
      const lower = [...names.values()].map((n) => n.toLowerCase());
      if (names.size !== requests.length) throw new Error("an entry got no name");
      if (new Set(lower).size !== lower.length) throw new Error(`duplicates: ${lower}`);
      if (lower.some((n) => reserved.some((r) => r.toLowerCase() === n))) throw new Error(`reserved: ${lower}`);
      for (const r of requests) if (!names.get(r.key).startsWith(r.base)) throw new Error("a name lost its base");
      const alone = (r) => requests.filter((o) => o.base.toLowerCase() === r.base.toLowerCase()).length === 1 && !reserved.some((x) => x.toLowerCase() === r.base.toLowerCase());
      for (const r of requests) if (alone(r) && names.get(r.key) !== r.base) throw new Error(`${r.base} was renamed`);
      if (JSON.stringify([...uniqueNames(requests, reserved)]) !== JSON.stringify([...names])) throw new Error("not deterministic");
    }),
    RUNS,
  );
  t.pass();
});

test("generate: any paths, tags, summaries and operationIds give safe, unique, bounded files, one Api per operation", (t) => {
  const METHODS = ["get", "post", "put", "delete", "patch"];
  const op = fc.record({ method: fc.constantFrom(...METHODS), path: anyText, tag: fc.option(anyText, { nil: undefined }), summary: fc.option(anyText, { nil: undefined }), operationId: fc.option(anyText, { nil: undefined }) });
  fc.assert(
    fc.property(fc.array(op, { maxLength: 12 }), fc.array(anyText, { maxLength: 4 }), fc.constantFrom("path", "tag", "method"), (ops, schemaNames, groupBy) => {
      const paths = {};
      let count = 0;
      for (const o of ops) {
        const p = `/${o.path}`;
        if (paths[p]?.[o.method]) continue;
        (paths[p] ??= {})[o.method] = { tags: o.tag === undefined ? [] : [o.tag], summary: o.summary, operationId: o.operationId, responses: { 200: { description: "ok" } } };
        count++;
      }
      const schemas = Object.fromEntries(schemaNames.map((n) => [n, { type: "object" }]));
      const document = { openapi: "3.1.0", info: { title: "P", version: "1" }, paths, components: { schemas } };
      const { files } = generate({ document, version: "3.1", warnings: [] }, { groupBy, includeSchemas: true, basePath: "", skipDeprecated: false });
      const lower = files.map((f) => f.path.toLowerCase());
      if (new Set(lower).size !== lower.length) throw new Error(`duplicate files: ${lower}`);
      for (const f of files) {
        const parts = f.path.replace(/\.md$/, "").split("/");
        if (parts.some((s) => s.length > MAX_FILE_SLUG_LENGTH + "-delete".length || RESERVED.has(s.toLowerCase()))) throw new Error(f.path);
        if (parts.length > 1 && parts.at(-1).toLowerCase() === parts.at(-2).toLowerCase()) throw new Error(`named like its folder: ${f.path}`);
      }
      const apis = files.reduce((n, f) => n + (f.content.match(/^\{% Api /gm) ?? []).length, 0);
      if (apis !== count) throw new Error(`${apis} Api blocks for ${count} operations`);
    }),
    { numRuns: 400, includeErrorInReport: true },
  );
  t.pass();
});

test("escapeHtml: no markup character survives, and decoding gives the text back", (t) => {
  fc.assert(
    fc.property(anyText, (text) => {
      const out = escapeHtml(text);
      if (/[<>"']/.test(out) || /&(?!(amp|lt|gt|quot|#39);)/.test(out)) throw new Error(out);
      if (decodeEntities(out) !== text) throw new Error("round trip");
    }),
    RUNS,
  );
  t.pass();
});

test("checkUrl: every URL it accepts is http(s) and stays on the site unless it names its host itself", (t) => {
  const url = fc.oneof(anyText, fc.array(fc.constantFrom("/", "\\", " ", "\t", "java", "script", ":", "https", "http", "//", "evil.example", "a.png", "%2F", ".", "data", "\u0000", "\u00a0", "?", "#"), { maxLength: 8 }).map((p) => p.join("")));
  fc.assert(
    fc.property(url, (value) => {
      if (checkUrl(value) !== undefined) return;
      let resolved;
      try {
        resolved = new URL(value.trim(), "https://docs.example/guide/");
      } catch {
        return; // not a URL to a browser either: nothing is loaded
      }
      if (!/^https?:$/.test(resolved.protocol)) throw new Error(`${JSON.stringify(value)} -> ${resolved.href}`);
      // Another host only through an explicit http(s) scheme (accepted by design), never through slashes.
      if (resolved.host !== "docs.example" && !/^https?:/i.test(value.trim())) throw new Error(`${JSON.stringify(value)} leaves the site: ${resolved.href}`);
    }),
    { numRuns: 5000, includeErrorInReport: true },
  );
  t.pass();
});

test("nunjucksLiteral: Nunjucks prints any text as written", (t) => {
  fc.assert(
    fc.property(anyText, (text) => {
      const out = env.renderString(nunjucksLiteral(text), {});
      if (out !== text) throw new Error(`${JSON.stringify(text)} -> ${JSON.stringify(out)}`);
    }),
    RUNS,
  );
  t.pass();
});

test("nunjucksString: a string literal holds any text (line breaks and tabs become spaces)", (t) => {
  fc.assert(
    fc.property(anyText, (text) => {
      const out = env.renderString(`{% set v = ${nunjucksString(text)} %}{{ v | safe }}`, {});
      const expected = text.replace(/[\r\n\t\u2028\u2029]+/g, " ");
      if (out !== expected) throw new Error(`${JSON.stringify(text)} -> ${JSON.stringify(out)}`);
    }),
    RUNS,
  );
  t.pass();
});

/** Page text as `docgen build` renders it: Nunjucks, then markdown-it with markdown-it-attrs and heading ids. */
const render = (markdown) => md.render(env.renderString(markdown, {}));
/** What a reader sees of `text` written on one line: line breaks as spaces, runs of white space as one. */
const shown = (text) => text.replace(/\u0000/g, "\ufffd").replace(/\s+/g, " ").trim();

// (Bold text is never spec text: the writer's `strong` inlines are its own words.)
test("escapeInline: in a paragraph, a heading, a list item and a link, the text shows as written and adds no markup", (t) => {
  const contexts = [
    [(e) => `Text ${e}`, ["p"]],
    [(e) => `## ${e}`, ["h2"]],
    [(e) => `- Item ${e}`, ["ul", "li"]],
    [(e) => `See [${e}](../x/)`, ["p", "a"]],
  ];
  fc.assert(
    fc.property(anyText, fc.constantFrom(...contexts), (text, [wrap, tags]) => {
      const html = render(wrap(escapeInline(text)));
      for (const tag of startTags(html)) {
        if (!tags.includes(tag.name)) throw new Error(`<${tag.name}> from ${JSON.stringify(text)}: ${html}`);
        const allowed = tag.name === "a" ? ["href"] : tag.name === "h2" ? ["id"] : [];
        if (tag.attrs.some(([n]) => !allowed.includes(n))) throw new Error(`attribute: ${tag.source}`);
      }
      const prefix = wrap("").replace(/^(##|-)\s*|\[|\]\(.*/g, "").trim();
      const expected = shown(`${prefix} ${text}`);
      if (shown(visibleText(html)) !== expected) throw new Error(`${JSON.stringify(text)}: ${JSON.stringify(shown(visibleText(html)))} != ${JSON.stringify(expected)}`);
    }),
    RUNS,
  );
  t.pass();
});

test("codeSpan: exactly one code element holding the text as written (line breaks, U+2028 and U+2029 as spaces)", (t) => {
  fc.assert(
    fc.property(anyText, (text) => {
      const html = render(`Value ${codeSpan(text)}.`);
      const codes = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)];
      if (codes.length !== 1 || startTags(html).some((tag) => !["p", "code"].includes(tag.name) || tag.attrs.length > 0)) throw new Error(`${JSON.stringify(text)}: ${html}`);
      const expected = text.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/\u0000/g, "\ufffd");
      if (decodeEntities(codes[0][1]) !== expected) throw new Error(`${JSON.stringify(text)}: ${JSON.stringify(decodeEntities(codes[0][1]))}`);
    }),
    RUNS,
  );
  t.pass();
});

test("front matter: Eleventy's YAML reader gives back title, description and source exactly, the marker, and nothing else; the stamped hash verifies", (t) => {
  fc.assert(
    fc.property(anyText, anyText, anyText, fc.nat(1000), fc.constantFrom(undefined, "GET", "POST"), fc.boolean(), (title, description, source, order, method, deprecated) => {
      const fm = writeFrontMatter({ title, description, source, order, method, deprecated });
      const exact = (text) => text; // the round trip keeps the text, line breaks included
      const expected = { title: exact(title), description: exact(description), generator: GENERATOR_VALUE, source: exact(source), templateEngineOverride: "njk,md", order, ...(method ? { method } : {}), ...(deprecated ? { deprecated: true } : {}) };
      // What Eleventy does: gray-matter with js-yaml's load; and the js-yaml docgen itself depends on.
      const data = matter(`${fm}\n# Page\n`, { engines: { yaml: eleventyYaml.load.bind(eleventyYaml) } }).data;
      const yaml = loadYaml5(/^---\n([\s\S]*?)\n---\n/.exec(fm)[1]);
      for (const parsed of [data, yaml]) {
        if (JSON.stringify(parsed) !== JSON.stringify(expected)) throw new Error(`${JSON.stringify(parsed)} != ${JSON.stringify(expected)}`);
      }
      if (!isGenerated(fm)) throw new Error("the marker is not recognized");
      // The stamped page verifies against its own hash, whatever the text, and names its source.
      const page = stampHash(`${fm}\n# Page\n`);
      if (ownership(page) !== "generated") throw new Error("a stamped page does not verify");
      if (markerSource(page) !== exact(source)) throw new Error(`source read back as ${JSON.stringify(markerSource(page))}`);
      if (ownership(page.replace("# Page", "# Page!")) !== "edited") throw new Error("an edit is not seen");
      // A hand-written page whose title holds the marker text is still hand-written.
      if (isGenerated(`---\ntitle: ${JSON.stringify(title)}\n---\n`)) throw new Error("marker forged by a title");
    }),
    RUNS,
  );
  t.pass();
});
