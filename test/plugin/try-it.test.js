// What the build gives the Try it panel (docgen.js builds it; test/browser/try-it.test.js runs it): an Api with a
// server carries data-docgen-try and its body's media type, unless the site's tryIt option is false; an Api
// without one carries nothing; docgen openapi gives every operation its server and media type (not a webhook);
// a site's own layout gets docgen.js injected on such a page; a site with a page that offers to get an OAuth2 token
// gets the page the sign-in comes back to.
import test from "ava";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, buildWithPlugin } from "../helpers/site.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

const PAGE = [
  "# Pets",
  "",
  '{% Api method="POST", path="/pets/{id}", server="https://api.example.com/v1?x=<1>&y", requestType="application/json" %}',
  "",
  '{% ParamField name="id", paramType="path", required=true %}{% endParamField %}',
  "",
  "{% endApi %}",
  "",
  '{% Api method="GET", path="/plain" %}{% endApi %}',
  "",
].join("\n");

test("an Api with a server carries it and its body's media type for Try it; one without a server carries nothing", async (t) => {
  const site = await buildDocs({ "index.md": PAGE });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("index.md");
  const sections = html.match(/<section class="docgen-api[^>]*>/g);
  t.deepEqual(sections, [
    '<section class="docgen-api docgen-api--post" aria-label="POST /pets/{id}" data-docgen-try="https://api.example.com/v1?x=&lt;1&gt;&amp;y" data-request-type="application/json">',
    '<section class="docgen-api docgen-api--get" aria-label="GET /plain">',
  ]);
  t.regex(html, /<script src="[^"]*_docgen\/docgen\.js"/);
  t.false(site.exists("_docgen/oauth-callback.html"), "no page offers to get an OAuth2 token: no page to come back to");
});

const OAUTH_PAGE = '# Me\n\n{% Api method="GET", path="/me", server="https://api.example.com", oauthFlows="password", tokenUrl="/token" %}{% endApi %}\n';

test("a page that offers to get an OAuth2 token: the page the sign-in comes back to, beside docgen.js, in the site's language", async (t) => {
  const site = await buildDocs({ "index.md": PAGE, "me.md": OAUTH_PAGE }, { config: { lang: "fr" } });
  t.teardown(site.cleanup);
  t.true(site.exists("_docgen/oauth-callback.js"));
  const page = await readFile(path.join(site.output, "_docgen/oauth-callback.html"), "utf8");
  t.regex(page, /^<!doctype html>\n<html lang="fr">\n/);
  t.regex(page, /<script src="oauth-callback\.js"><\/script>/);
  // Scopes alone (no flow, no discovery document) offer nothing.
  const scopesOnly = await buildDocs({ "me.md": OAUTH_PAGE.replace('oauthFlows="password", tokenUrl="/token"', 'scopes="read"') });
  t.teardown(scopesOnly.cleanup);
  t.false(scopesOnly.exists("_docgen/oauth-callback.html"));
});

test("tryItClientId: the client ID Get a token fills in, on an Api that offers a token and no other; not a string fails", async (t) => {
  const site = await buildDocs({ "index.md": PAGE, "me.md": OAUTH_PAGE }, { config: { tryItClientId: " docs-app&<1> " } });
  t.teardown(site.cleanup);
  t.regex(await site.html("me.md"), /<section [^>]* data-oauth-flows="password" data-token-url="\/token" data-oauth-client-id="docs-app&amp;&lt;1&gt;">/);
  t.false((await site.html("index.md")).includes("data-oauth-client-id"));
  const error = await t.throwsAsync(buildDocs({ "index.md": PAGE }, { config: { tryItClientId: 7 } }));
  t.regex(error.message, /tryItClientId/);
});

test("tryIt: false leaves the attributes and the OAuth2 callback page out", async (t) => {
  const site = await buildDocs({ "index.md": PAGE, "me.md": OAUTH_PAGE }, { config: { tryIt: false } });
  t.teardown(site.cleanup);
  t.false((await site.html("index.md")).includes("data-docgen-try"));
  t.false((await site.html("me.md")).includes("data-oauth-flows"));
  t.false(site.exists("_docgen/oauth-callback.html"), "no OAuth2 callback page without Try it");
});

test("a site's own layout gets docgen.js on a page with Try it, and not on one whose Api has no server", async (t) => {
  const site = await buildWithPlugin({ "index.md": PAGE, "plain.md": '# Plain\n\n{% Api method="GET", path="/plain" %}{% endApi %}\n' });
  t.teardown(site.cleanup);
  t.regex(await site.html("index.md"), /<script src="(?:\.\/|\.\.\/)*_docgen\/docgen\.js" defer><\/script>/);
  t.false((await site.html("plain.md")).includes("_docgen/docgen.js"));
});

test("docgen openapi gives each operation its first server (empty when the spec names none) and its body's first media type; a webhook gets neither", (t) => {
  const document = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    servers: [{ url: "https://api.example.com/v1/" }, { url: "https://sandbox.example.com/v1" }],
    paths: {
      "/pets": {
        post: { summary: "Add", requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" } }, "application/json": { schema: { type: "object" } } } }, responses: { 204: { description: "ok" } } },
        get: { summary: "List", servers: [{ url: "https://eu.example.com" }], responses: { 200: { description: "ok" } } },
      },
    },
    webhooks: { newPet: { post: { summary: "New pet", requestBody: { content: { "application/json": { schema: { type: "object" } } } }, responses: { 200: { description: "ok" } } } } },
  };
  const files = generate({ version: "3.1", warnings: [], document }, OPTIONS).files;
  const apiOf = (pathEnd) => /\{% Api [^\n]*%\}/.exec(files.find((f) => f.path.endsWith(pathEnd)).content)[0];
  t.is(apiOf("pets/create.md"), '{% Api method="POST", path="/pets", title="Add", server="https://api.example.com/v1", servers="https://api.example.com/v1 https://sandbox.example.com/v1", requestType="application/x-www-form-urlencoded" %}');
  t.is(apiOf("pets/list.md"), '{% Api method="GET", path="/pets", title="List", server="https://eu.example.com" %}');
  const webhook = files.find((f) => /Webhook: the API sends/.test(f.content));
  t.notRegex(/\{% Api [^\n]*%\}/.exec(webhook.content)[0], /server=|requestType=/);
  const bare = generate({ version: "3.1", warnings: [], document: { ...document, servers: undefined } }, OPTIONS).files;
  t.regex(/\{% Api [^\n]*%\}/.exec(bare.find((f) => f.path.endsWith("pets/create.md")).content)[0], / server="", /);
});
