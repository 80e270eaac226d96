// The words `docgen openapi` writes come from its labels (src/generator-labels.ts) and from the spec, nothing else.
// Every page of many specs is generated with pseudo labels: each label replaced by its name in brackets and its
// `{slots}`, no words. Whatever word is left on the pages that the spec does not have was written by the
// generator outside its labels, and a French site would show it in English. The same run checks that each label
// is used on some page (a label no page shows is a word a translator writes for nothing), and a real translation
// shows on the pages, while the English pages stay as they were.
import test from "ava";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { GENERATOR_LABELS } from "../../dist/generator-labels.js";
import { DEFAULT_LABELS } from "../../dist/plugin/labels.js";
import { buildDocs } from "../helpers/site.js";
import { EXTENSIONS, KITCHEN_SINK, OPENAPI_32, SCHEMA_RULES, UNTITLED, splitIndexSpec } from "../fixtures/labels-specs.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const examples = path.join(root, "node_modules/@readme/oas-examples");
const fixtures = path.join(root, "test/fixtures/specs");

/** Each label as `⟦name⟧` and its slots, apart by `·`, then `⟦/⟧`: no words of its own. */
const PSEUDO = Object.fromEntries(
  Object.entries(GENERATOR_LABELS).map(([name, text]) => [name, `⟦${name}⟧${[...text.matchAll(/\{(\w+)\}/g)].map((m) => m[0]).join("·")}⟦/⟧`]),
);

const OPTIONS = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false, includeInternal: true, responseExamples: true, specDownload: true, samples: ["curl", "javascript", "python", "go", "java", "ruby", "php", "csharp"] };

/** The specs: the example site's, the golden ones, ReadMe's feature specs, a kitchen sink of rare keywords, one of 600 operations. */
function specSources() {
  const files = [path.join(root, "site-example/openapi.yaml")];
  for (const f of readdirSync(fixtures)) if (/\.(yaml|json)$/.test(f) && !f.endsWith(".options.json")) files.push(path.join(fixtures, f));
  for (const version of ["2.0", "3.0", "3.1"]) {
    for (const f of readdirSync(path.join(examples, version, "json"))) if (f.endsWith(".json")) files.push(path.join(examples, version, "json", f));
  }
  return files;
}

/**
 * Maps whose keys are names the spec gives (properties, paths, schemas, status codes, media types...): those keys
 * are its words. Anywhere else a key is OpenAPI's or JSON Schema's keyword (`deprecated`, `required`, `items`),
 * which would hide the same English word written by the generator; in data (examples, defaults, values,
 * extensions) every key is the spec's.
 */
const NAMES = new Set(["properties", "patternProperties", "paths", "webhooks", "x-webhooks", "schemas", "definitions", "responses", "headers", "parameters", "requestBodies", "securitySchemes", "securityDefinitions", "examples", "content", "variables", "mapping", "scopes", "callbacks", "links", "encoding", "pathItems", "dependentRequired", "dependentSchemas", "security", "$defs"]);
const DATA = new Set(["example", "default", "enum", "const", "value", "x-examples"]);

/** The spec's own words: its string values, and the names it gives (property, path, schema, tag names...), lower case. */
function specWords(document) {
  const words = new Set();
  const addText = (text) => {
    for (const run of String(text).match(/[A-Za-z]+/g) ?? []) {
      words.add(run.toLowerCase());
      for (const piece of run.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)) words.add(piece.toLowerCase());
    }
  };
  // mode: "keyword" (a key is OpenAPI's or JSON Schema's), "names" (a key is a name), "data" (everything is the spec's).
  const walk = (value, mode) => {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") addText(String(value));
    else if (Array.isArray(value)) value.forEach((v) => walk(v, mode));
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        // A callback's expression (`{$request.body#/url}`) or a path is a name wherever it is a key.
        if (mode !== "keyword" || key.includes("$") || key.startsWith("/")) addText(key);
        walk(v, mode === "data" || DATA.has(key) || key.startsWith("x-") ? "data" : mode === "keyword" && NAMES.has(key) ? "names" : "keyword");
      }
    }
  };
  walk(document, "keyword");
  return words;
}

/**
 * HTTP's methods, the URL schemes, the request samples' languages (their tabs' names) and the spec formats (the
 * download link's `OpenAPI 3.1.0`): names, not English.
 */
const PROTOCOL = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace", "query", "http", "https", "mailto", "curl", "javascript", "python", "go", "java", "ruby", "php", "csharp", "c", "openapi", "swagger"]);

/**
 * The words a page shows that come from neither a label nor its spec: its text without front matter but its title
 * and descriptions, without fenced code (samples and examples; a fence's title is kept) and code spans, without
 * link targets, tag names and the attributes that hold names, types or URLs.
 */
function strayWords(page, words) {
  const [, front = "", body = page] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(page) ?? [];
  const kept = front
    .split("\n")
    .filter((line) => /^(title|description|groupLabel|groupSection):/.test(line))
    .map((line) => line.replace(/^\w+:/, ""))
    .join("\n");
  let text = `${kept}\n${body}`;
  // Fences: the info string's title stays, the code goes.
  text = text.replace(/^(`{3,})[^\s`]*(.*)\n[\s\S]*?\n\1$/gm, "$2");
  text = text.replace(/(`+)[\s\S]*?\1/g, " ");
  text = text.replace(/\]\([^)\s]*\)/g, "] ");
  // The HTML the spec's prose becomes (code spans, images, links): its tags are markup, not words.
  text = text.replace(/<code\b[\s\S]*?<\/code>/g, " ").replace(/<[^>]*>/g, " ");
  text = text.replace(/&#?\w+;/g, " ");
  // A GitHub alert's marker (`> [!WARNING]`, which Bump.sh's `> warn` becomes) is markup: the plugin shows the
  // site's title for it.
  text = text.replace(/\[!(?:note|tip|important|warning|caution)\]/gi, " ");
  // Tags: only the attributes that hold words (titles, the auth line, limits, a group's label) stay.
  text = text.replace(/\{%-?\s*(\w+)([\s\S]*?)-?%\}/g, (whole, name, attrs) => {
    const values = [...attrs.matchAll(/(\w+)=("(?:[^"\\]|\\.)*")/g)].filter(([, key]) => ["title", "auth", "constraints", "label"].includes(key)).map(([, , value]) => value);
    return ` ${values.join(" ")} `;
  });
  text = text.replace(/⟦\/?\w*⟧/g, " ");
  // A spec's text cut short ("A long descri…") ends in part of a word.
  text = text.replace(/[A-Za-z]+…/g, " ");
  const stray = new Set();
  for (const run of text.match(/[A-Za-z]+/g) ?? []) {
    const word = run.toLowerCase();
    if (words.has(word) || PROTOCOL.has(word)) continue;
    const pieces = run.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).map((p) => p.toLowerCase());
    if (pieces.every((p) => words.has(p) || PROTOCOL.has(p))) continue;
    stray.add(run);
  }
  return stray;
}

async function runs() {
  const out = [];
  for (const file of specSources()) out.push({ name: path.relative(root, file), spec: await loadSpec(file) });
  const dir = mkdtempSync(path.join(tmpdir(), "docgen-labels-"));
  for (const [name, document] of [["kitchen-sink", KITCHEN_SINK], ["extensions", EXTENSIONS], ["schema-rules", SCHEMA_RULES], ["openapi-32", OPENAPI_32], ["untitled", UNTITLED], ["split-index", splitIndexSpec(600)]]) {
    const file = path.join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(document));
    out.push({ name, spec: await loadSpec(file) });
  }
  rmSync(dir, { recursive: true, force: true });
  return out;
}

const specs = await runs();

test("no word on a generated page comes from outside the labels and the spec", (t) => {
  const found = new Map();
  for (const { name, spec } of specs) {
    const words = specWords(spec.document);
    for (const groupBy of ["path", "tag", "method"]) {
      const { files } = generate(spec, { ...OPTIONS, groupBy, labels: PSEUDO });
      for (const f of files) {
        if (f.path.endsWith(".json.md")) continue; // the spec itself, published with --spec-download
        for (const word of strayWords(f.content, words)) if (!found.has(word)) found.set(word, `${name} (${groupBy}): ${f.path}`);
      }
    }
  }
  t.deepEqual([...found].map(([word, where]) => `${word}: ${where}`), []);
});

test("every label is written on some page of these specs", (t) => {
  const used = new Set();
  for (const { spec } of specs) {
    for (const groupBy of ["path", "tag", "method"]) {
      for (const f of generate(spec, { ...OPTIONS, groupBy, labels: PSEUDO }).files) for (const m of f.content.matchAll(/⟦(\w+)⟧/g)) used.add(m[1]);
    }
  }
  t.deepEqual(Object.keys(GENERATOR_LABELS).filter((name) => !used.has(name)), []);
});

test("a label the site gives replaces the English words; the others stay English", (t) => {
  const { spec } = specs[0];
  const english = generate(spec, OPTIONS).files;
  const french = generate(spec, { ...OPTIONS, labels: { responses: "Réponses", exampleRequest: "Exemple de requête", requestBody: "Corps de la requête", onThisPage: "Sur cette page" } }).files;
  const page = (files) => files.find((f) => f.path === "books/create.md").content;
  t.regex(page(english), /^## Responses$/m);
  t.regex(page(french), /^## Réponses$/m);
  t.regex(page(french), /^## Corps de la requête$/m);
  t.regex(page(french), /^## Exemple de requête$/m);
  t.notRegex(page(french), /Responses|Example request/);
  t.regex(page(french), /^## Header parameters$/m, "a label not given stays English");
  t.not(page(french), page(english));
});

test("the samples send HTTP Basic's credentials whatever the words of its field", (t) => {
  const document = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    components: { securitySchemes: { basic: { type: "http", scheme: "basic" } } },
    security: [{ basic: [] }],
    paths: { "/me": { get: { summary: "Who am I", responses: { 204: { description: "ok" } } } } },
  };
  for (const labels of [{}, { basicAuthField: "Identifiants HTTP Basic : {example}." }, { basicAuthField: "Nom et mot de passe : {example}." }]) {
    const page = generate({ version: "3.1", warnings: [], document }, { ...OPTIONS, samples: ["curl"], labels }).files.find((f) => f.path === "me/list.md").content;
    t.regex(page, /^ {2}-H 'Authorization: Basic <credentials>'$/m, JSON.stringify(labels));
    t.notRegex(page, /Bearer <token>/, JSON.stringify(labels));
  }
});

test("labels do not leak from one run into the next", (t) => {
  const { spec } = specs[0];
  const before = generate(spec, OPTIONS).files.map((f) => f.content);
  generate(spec, { ...OPTIONS, labels: PSEUDO });
  t.deepEqual(generate(spec, OPTIONS).files.map((f) => f.content), before);
});

test("a name both the generator and the pages' components use means the same words in English", (t) => {
  const shared = Object.keys(GENERATOR_LABELS).filter((name) => Object.hasOwn(DEFAULT_LABELS, name));
  for (const name of shared) t.is(GENERATOR_LABELS[name], DEFAULT_LABELS[name], name);
  t.deepEqual(shared.sort(), ["pathParameters", "queryParameters", "requestBody", "requestBodyExamples", "requestExample", "responses"]);
});

test("the sidebar names the folders docgen names (webhooks, schemas, the root path's group) in the site's words", async (t) => {
  const words = { webhooks: "Crochets", schemas: "Schémas", rootResource: "racine" };
  const root = { openapi: "3.1.0", info: { title: "R", version: "1" }, paths: { "/": { get: { summary: "Accueil", responses: { 200: { description: "ok" } } } } } };
  const files = {};
  const dir = mkdtempSync(path.join(tmpdir(), "docgen-labels-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "root.json"), JSON.stringify(root));
  for (const [folder, spec] of [["books", specs[0].spec], ["zeta", await loadSpec(path.join(dir, "root.json"))]]) {
    for (const f of generate(spec, { ...OPTIONS, labels: { ...words } }).files) if (!f.path.endsWith(".json.md")) files[`api/${folder}/${f.path}`] = f.content;
  }
  t.regex(files["api/books/webhooks/book-published.md"] ?? "", /^groupLabel: "Crochets"$/m);
  t.regex(files["api/books/schemas/Book.md"] ?? "", /^groupLabel: "Schémas"$/m);
  t.regex(files["api/zeta/root/list.md"] ?? Object.keys(files).join("\n"), /^groupLabel: "Racine"$/m);
  const site = await buildDocs(files, { config: { title: "T", sidebar: [{ group: "API", autogenerate: { dir: "api" } }], labels: words } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/books/index.md");
  const nav = html.slice(html.indexOf('class="docgen-sidebar'), html.indexOf("</nav>", html.indexOf('class="docgen-sidebar'))).replace(/<[^>]+>/g, " ");
  for (const label of ["Crochets", "Schémas", "Racine"]) t.true(nav.includes(` ${label} `), label);
  t.false(/ (Webhooks|Schemas|Root) /.test(nav), nav.replace(/\s+/g, " "));
  // In English nothing is written: the sidebar's own name for the folder is the same.
  t.false(generate(specs[0].spec, OPTIONS).files.some((f) => f.content.includes("groupLabel")));
});
