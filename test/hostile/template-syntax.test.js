// Template syntax anywhere in a spec is text: `{{ }}`, `{% %}`, `{# #}`, `{% endraw %}` and friends in every
// string a page shows (descriptions, summaries, operationIds, paths, tags, parameter and property names,
// examples, defaults, enum values, schema names, servers, security schemes, webhooks) appear literally in the
// built site and never run. 3.1 (JSON), 3.0 (YAML) and 2.0 (JSON), every group-by mode, built by `docgen build`.
import test from "ava";
import path from "node:path";
import { builtPages, generateAndBuild, mainOf, project, squash, startTags, titleOf, visibleText } from "./helpers.js";

// Each payload, if Nunjucks ran it, would print something else: 49, 42, 1, "", A, a URL, or fail the build.
const PAYLOADS = [
  "{{ 7*7 }}",
  "{% set x = 1 %}{{ x }}",
  "{# c #}",
  "{% endraw %}{{ 6*7 }}",
  "{%- endraw -%}{{ 6*7 }}",
  '{{ "a" | upper }}',
  '{% include "x" %}',
  "{% raw %}{{ 7*7 }}{% endraw %}",
  "{% raw %}{{ 6*7 }}",
  "{%raw%}{{6*7}}{%endraw%}",
  "{%- raw -%}{{ 6*7 }}{%- endraw %}",
  "{{- 7*7 -}}",
  "{% for i in [4, 9] %}{{ i }}{% endfor %}",
  "{% if true %}A{% endif %}",
  "{{ page.url }}",
  "}}{{ 6*7 }}{{",
  "{{ 7*7 }",
  "{%",
  "{{",
  "{#",
  "{% endraw %}",
  '{{ "{%" }}{% raw %}',
];

const code = (k) => String.fromCharCode(97 + Math.floor(k / 26), 97 + (k % 26));
/** The text a location gets for payload k: a marker unique to (location, payload), a space, the payload. */
const at = (location, k) => `QZ${location}${code(k)} ${PAYLOADS[k]}`;

/**
 * A spec carrying every payload in every location, and what the built site must show: `expect` lists
 * [text, modes?] pairs (the visible text, or its JSON form inside JSON examples).
 */
function hostileSpec(version) {
  const v2 = version === "2.0";
  const expect = [];
  const show = (text, modes) => expect.push({ text, modes });
  const json = (text) => JSON.stringify(text).slice(1, -1);
  const paths = {};
  const securitySchemes = {};
  const schemas = {};
  const tags = [];
  PAYLOADS.forEach((_, k) => {
    const c = code(k);
    const schemaName = at("SN", k);
    const ref = v2 ? `#/definitions/${schemaName}` : `#/components/schemas/${schemaName}`;
    schemas[schemaName] = {
      type: "object",
      title: at("ST", k),
      description: at("SD", k),
      properties: {
        [at("PR", k)]: { type: "string", description: at("PV", k), default: at("DF", k), enum: [at("DF", k), at("EN", k)] },
        nested: { type: "object", properties: { [at("NP", k)]: { type: "integer" } } },
      },
    };
    show(schemaName);
    show(at("SD", k));
    show(at("PR", k));
    show(at("PV", k));
    show(at("DF", k));
    show(at("EN", k));
    show(`nested.${at("NP", k)}`);
    const key = at("SK", k);
    securitySchemes[key] = { type: "apiKey", in: "header", name: at("SH", k), description: at("SE", k) };
    show(key);
    show(at("SH", k));
    show(at("SE", k));
    tags.push({ name: at("TG", k), description: at("TD", k) });
    show(at("TG", k), ["tag"]);
    const parameters = [
      { name: at("PN", k), in: "query", description: at("PD", k), ...(v2 ? { type: "string", default: at("PF", k), enum: [at("PF", k), at("PE", k)] } : { schema: { type: "string", default: at("PF", k), enum: [at("PF", k), at("PE", k)] } }) },
      { name: `X-Trace-${c}`, in: "header", required: true, ...(v2 ? { type: "string", default: at("PX", k) } : { schema: { type: "string" }, example: at("PX", k) }) },
    ];
    for (const l of ["PN", "PD", "PF", "PE", "PX"]) show(at(l, k));
    const requestExample = { [at("RK", k)]: at("RV", k) };
    const responses = {
      200: {
        description: at("RD", k),
        headers: { [at("HN", k)]: { description: at("HD", k), ...(v2 ? { type: "string" } : { schema: { type: "string" } }) } },
        ...(v2 ? { schema: { $ref: ref }, examples: { "application/json": { [at("SO", k)]: true } } } : { content: { "application/json": { schema: { $ref: ref }, example: { [at("SO", k)]: true } } } }),
      },
    };
    for (const l of ["RD", "HN", "HD"]) show(at(l, k));
    show(json(at("SO", k)));
    const operation = { tags: [at("TG", k)], summary: at("SU", k), description: at("DE", k), operationId: `op-${c}`, security: [{ [key]: [] }], parameters, responses };
    if (v2) {
      operation.consumes = ["application/json"];
      operation.parameters.push({ name: "body", in: "body", required: true, description: at("BD", k), schema: { $ref: ref } });
    } else {
      // 2.0 has no request examples; 3.x shows this one as JSON (and in the curl command).
      show(json(at("RK", k)));
      show(json(at("RV", k)));
      operation.requestBody = { description: at("BD", k), content: { "application/json": { schema: { $ref: ref }, example: requestExample }, "text/plain": { schema: { type: "string" }, example: at("RS", k) } } };
      show(at("RS", k));
    }
    show(at("BD", k));
    show(at("SU", k));
    show(at("DE", k));
    // A second operation without a summary: its operationId is its title. Its path holds the payload too.
    const bare = { operationId: at("OI", k), responses: { 204: { description: "none" } } };
    show(at("OI", k));
    show(at("PA", k));
    paths[`/p${c}/${at("PA", k)}`] = { get: operation, delete: bare };
  });
  const info = {
    title: `Hostile ${PAYLOADS.map((_, k) => at("IT", k)).join(" ~ ")}`,
    version: PAYLOADS.map((_, k) => at("IV", k)).join(" ~ "),
    description: PAYLOADS.map((_, k) => at("ID", k)).join("\n\n"),
  };
  for (const l of ["IT", "IV", "ID"]) PAYLOADS.forEach((_, k) => show(at(l, k)));
  if (v2) {
    show(at("BP", 0));
    return { expect, spec: { swagger: "2.0", info, host: "api.example.com", basePath: `/${at("BP", 0)}`, schemes: ["https"], produces: ["application/json"], tags, paths, definitions: schemas, securityDefinitions: securitySchemes } };
  }
  const servers = PAYLOADS.map((_, k) => ({ url: `https://api.example.com/${at("SV", k)}`, description: at("SX", k) }));
  for (const l of ["SV", "SX"]) PAYLOADS.forEach((_, k) => show(at(l, k)));
  const spec = { openapi: version, info, servers, tags, paths, components: { schemas, securitySchemes } };
  if (version.startsWith("3.1")) {
    spec.webhooks = Object.fromEntries(PAYLOADS.map((_, k) => [at("WH", k), { post: { description: at("WD", k), responses: { 200: { description: "ok" } } } }]));
    PAYLOADS.forEach((_, k) => {
      show(`${at("WH", k)} webhook`);
      show(at("WH", k));
      show(at("WD", k));
    });
  }
  return { spec, expect };
}

/** Visible text of a page: its title and its main content. */
const pageText = (html) => squash(`${titleOf(html)}\n${visibleText(mainOf(html))}`);
/** Attribute values a reader sees or a browser announces. */
const shownAttributes = (html) =>
  startTags(mainOf(html))
    .flatMap((t) => t.attrs.filter(([n]) => ["title", "aria-label", "alt"].includes(n)).map(([, v]) => v))
    .concat(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? []);

for (const [version, format] of [["3.1.0", "json"], ["3.0.3", "yaml"], ["2.0", "json"]]) {
  test(`${version} (${format}): template syntax in every spec string is shown literally and never runs`, async (t) => {
    const { spec, expect } = hostileSpec(version);
    const proj = await project(spec, { format });
    try {
      const { build } = await generateAndBuild(proj);
      t.regex(build.stderr, /, 0 warnings/);
      const site = path.join(proj.root, "_site");
      const all = [];
      for (const mode of ["path", "tag", "method"]) {
        const pages = await builtPages(site, mode);
        t.true(pages.length > PAYLOADS.length, `${mode}: ${pages.length} pages`);
        const text = pages.map((p) => pageText(p.html)).join("\n");
        all.push(text);
        for (const e of expect) {
          if (e.modes && !e.modes.includes(mode)) continue;
          t.true(text.includes(squash(e.text)), `${mode}: "${e.text}" is not shown literally`);
        }
        for (const p of pages) {
          for (const value of shownAttributes(p.html)) t.notRegex(value, /\b(49|42)\b/, `${p.file}: attribute "${value}"`);
        }
      }
      const text = all.join("\n");
      // Nothing a payload would print when run: no 49 or 42 anywhere.
      t.notRegex(text, /\b(49|42)\b/);
      // Wherever a marker shows, its payload follows it as written (a run payload would leave "QZxxab 1", "QZxxab A", ...).
      // Per marker the shortest expected text (a webhook's title adds " webhook" to its name; its path does not).
      const byMarker = new Map();
      for (const e of expect) {
        const from = e.text.slice(e.text.indexOf("QZ"));
        const marker = from.slice(0, 6);
        if (!byMarker.has(marker) || byMarker.get(marker).length > from.length) byMarker.set(marker, squash(from));
      }
      let checked = 0;
      for (const m of text.matchAll(/QZ[A-Z]{2}[a-z]{2} /g)) {
        const wanted = byMarker.get(m[0].trim());
        if (!wanted) continue; // a location that is not shown (tag and schema descriptions, schema titles) cannot be checked here
        // JSON examples show `"` as `\"`; either form is the payload as written.
        const ok = text.startsWith(wanted, m.index) || text.startsWith(squash(JSON.stringify(wanted).slice(1, -1)), m.index);
        if (!ok) t.fail(`after ${m[0]}: "${text.slice(m.index, m.index + 60)}" instead of "${wanted}"`);
        checked++;
      }
      t.true(checked > expect.length, `${checked} marker occurrences checked`);
    } finally {
      await proj.cleanup();
    }
  });
}
