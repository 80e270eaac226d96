// The addresses Try it offers to pick from (the Api's `servers`): each of the operation's servers with its variables'
// defaults, then each combination of the values its variables list, up to 20; none twice, without trailing slashes,
// none with a space or a placeholder left; nothing when there is only one. Built, `data-servers` on the section.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const apiTag = (version, document, page = "pets/list.md") => {
  const file = generate({ version, warnings: [], document }, options).files.find((f) => f.path === page);
  if (!file) throw new Error(`no ${page}`);
  return /\{% Api (.*?) %\}/.exec(file.content)[1];
};
const serversOf = (tag) => /(?:^|, )servers="([^"]*)"/.exec(tag)?.[1]?.split(" ");
const spec = (servers, extra = {}) => ({ openapi: "3.0.3", info: { title: "A", version: "1" }, servers, paths: { "/pets": { get: { summary: "List", responses: ok, ...extra } } } });

test("the servers in order, the first being Try it's; variables' listed values each; none twice", (t) => {
  const tag = apiTag("3.0", spec([
    { url: "https://api.example.com/v1/" },
    { url: "https://sandbox.example.com/v1", description: "Sandbox" },
    { url: "https://{region}.example.com/{version}", variables: { region: { default: "eu", enum: ["us", "eu", "ap"] }, version: { default: "v1", enum: ["v1", "v2"] } } },
    { url: "https://api.example.com/v1" },
  ]));
  t.regex(tag, /server="https:\/\/api.example.com\/v1", servers="/);
  t.deepEqual(serversOf(tag), [
    "https://api.example.com/v1",
    "https://sandbox.example.com/v1",
    "https://eu.example.com/v1",
    "https://eu.example.com/v2",
    "https://us.example.com/v1",
    "https://us.example.com/v2",
    "https://ap.example.com/v1",
    "https://ap.example.com/v2",
  ]);
});

test("one server, or one address in all: no list", (t) => {
  t.is(serversOf(apiTag("3.0", spec([{ url: "https://api.example.com" }]))), undefined);
  t.is(serversOf(apiTag("3.0", spec([{ url: "https://api.example.com" }, { url: "https://api.example.com/" }]))), undefined);
  t.is(serversOf(apiTag("3.0", spec([{ url: "https://{host}/v1", variables: { host: { default: "api.example.com" } } }]))), undefined, "a variable without values: its default only");
});

test("an operation's own servers; 2.0's schemes; at most 20; no space or placeholder", (t) => {
  t.deepEqual(serversOf(apiTag("3.0", spec([{ url: "https://api.example.com" }], { servers: [{ url: "https://a.example.com" }, { url: "https://b.example.com" }] }))), ["https://a.example.com", "https://b.example.com"]);
  const v2 = { swagger: "2.0", info: { title: "A", version: "1" }, host: "api.example.com", basePath: "/v1", schemes: ["https", "http"], paths: { "/pets": { get: { summary: "List", responses: ok } } } };
  t.deepEqual(serversOf(apiTag("2.0", v2)), ["https://api.example.com/v1", "http://api.example.com/v1"]);
  const many = Array.from({ length: 30 }, (_, i) => `r${i}`);
  const wide = serversOf(apiTag("3.0", spec([{ url: "https://{r}.example.com", variables: { r: { default: "r0", enum: many } } }])));
  t.is(wide.length, 20);
  t.deepEqual(wide.slice(0, 2), ["https://r0.example.com", "https://r1.example.com"]);
  t.deepEqual(serversOf(apiTag("3.0", spec([{ url: "https://a.example.com" }, { url: "https://b.example.com/{undeclared}" }, { url: "https://c.example.com/a b" }, { url: "https://d.example.com" }]))), ["https://a.example.com", "https://d.example.com"]);
});

test("built: data-servers on the Api's section, escaped", async (t) => {
  const { files } = generate({ version: "3.0", warnings: [], document: spec([{ url: "https://api.example.com" }, { url: 'https://b.example.com/?a=1&b="2"' }]) }, options);
  const site = await buildDocs({ "p.md": files.find((f) => f.path === "pets/list.md").content });
  t.teardown(site.cleanup);
  t.regex(await site.html("p.md"), /<section [^>]*data-docgen-try="https:\/\/api.example.com" data-servers="https:\/\/api.example.com https:\/\/b.example.com\/\?a=1&amp;b=&quot;2&quot;">/);
});
