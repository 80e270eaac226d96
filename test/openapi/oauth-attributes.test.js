// What Try it needs to get an OAuth2 token, on each operation page's Api: the flows it can run (2.0's names read as
// 3.x's), the first authorization and token URLs among them, an OpenID Connect discovery URL (or 3.2's
// oauth2MetadataUrl when no flow gives the URLs) and the scopes the operation asks for; none for an operation
// without such a scheme, a webhook, or one whose Try it the spec turned off. Built, they are data attributes of the
// Api's section, escaped; a hand-written Api may set them too. The browser side: test/browser/try-it-oauth.test.js.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

/** The Api tags of the generated pages, by page path. */
function apiTags(version, document) {
  const { files } = generate({ version, warnings: [], document }, options);
  return Object.fromEntries(files.filter((f) => f.path !== "index.md").map((f) => [f.path, /\{% Api (.*?) %\}/.exec(f.content)?.[1]]));
}

/** The attribute `name` of an Api tag's text, or undefined. */
const attr = (tag, name) => new RegExp(`(?:^|, )${name}="([^"]*)"`).exec(tag)?.[1];
const OAUTH = ["oauthFlows", "authorizationUrl", "tokenUrl", "oauthDiscovery", "scopes"];
const oauthOf = (tag) => {
  if (typeof tag !== "string") throw new Error("no such page");
  return Object.fromEntries(OAUTH.map((name) => [name, attr(tag, name)]).filter(([, value]) => value !== undefined));
};

const v3 = {
  openapi: "3.0.3",
  info: { title: "A", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  components: {
    securitySchemes: {
      oauth: {
        type: "oauth2",
        flows: {
          // The device flow Try it cannot run; an implicit flow's token URL is not its.
          deviceAuthorization: { deviceAuthorizationUrl: "https://auth.example.com/device", tokenUrl: "https://auth.example.com/device-token", scopes: {} },
          implicit: { authorizationUrl: "https://auth.example.com/implicit", tokenUrl: "https://auth.example.com/ignored", scopes: { read: "" } },
          authorizationCode: { authorizationUrl: "https://auth.example.com/authorize", tokenUrl: "https://auth.example.com/token", scopes: { read: "" } },
          clientCredentials: { tokenUrl: "https://auth.example.com/cc", scopes: {} },
        },
      },
      deviceOnly: { type: "oauth2", flows: { deviceAuthorization: { deviceAuthorizationUrl: "https://auth.example.com/device", tokenUrl: "https://auth.example.com/t", scopes: {} } } },
      oidc: { type: "openIdConnect", openIdConnectUrl: "https://auth.example.com/.well-known/openid-configuration" },
      key: { type: "apiKey", in: "header", name: "X-Key" },
    },
  },
  paths: {
    "/pets": {
      get: { summary: "List", security: [{ oauth: ["read", "write"] }], responses: ok },
      // The first alternative with an OAuth2 scheme counts; an API key before it does not stop it.
      post: { summary: "Create", security: [{ key: [] }, { oidc: ["openid", "pets"] }, { oauth: [] }], responses: ok },
      put: { summary: "Replace", security: [{ key: [] }], responses: ok },
      patch: { summary: "Update", security: [{ deviceOnly: [] }], responses: ok },
      delete: { summary: "Delete", "x-explorer-enabled": false, security: [{ oauth: [] }], responses: ok },
    },
  },
};

test("3.x: the flows Try it can run, their first URLs and the operation's scopes; OpenID Connect's discovery URL", (t) => {
  const tags = apiTags("3.0", v3);
  t.deepEqual(oauthOf(tags["pets/list.md"]), {
    oauthFlows: "implicit authorizationCode clientCredentials",
    authorizationUrl: "https://auth.example.com/implicit",
    tokenUrl: "https://auth.example.com/token",
    scopes: "read write",
  });
  t.deepEqual(oauthOf(tags["pets/create.md"]), { oauthDiscovery: "https://auth.example.com/.well-known/openid-configuration", scopes: "openid pets" });
  t.deepEqual(oauthOf(tags["pets/replace.md"]), {}, "an API key: nothing");
  t.deepEqual(oauthOf(tags["pets/patch-all.md"]), {}, "only a flow Try it cannot run: nothing");
  t.deepEqual(oauthOf(tags["pets/delete-all.md"]), {}, "Try it turned off: nothing");
  t.is(attr(tags["pets/delete-all.md"], "tryIt"), undefined);
  t.regex(tags["pets/delete-all.md"], /, tryIt=false$/);
  // After the request's other Try it attributes, in a fixed order.
  t.regex(tags["pets/list.md"], /server="https:\/\/api.example.com", oauthFlows="[^"]*", authorizationUrl="[^"]*", tokenUrl="[^"]*", scopes="read write"$/);
});

test("2.0: accessCode and application read as authorization code and client credentials", (t) => {
  const v2 = {
    swagger: "2.0",
    info: { title: "A", version: "1" },
    host: "api.example.com",
    securityDefinitions: {
      code: { type: "oauth2", flow: "accessCode", authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: { read: "" } },
      app: { type: "oauth2", flow: "application", tokenUrl: "https://a.example/app-token", scopes: {} },
    },
    paths: {
      "/a": { get: { summary: "A", security: [{ code: ["read"] }], responses: ok } },
      "/b": { get: { summary: "B", security: [{ app: [] }], responses: ok } },
    },
  };
  const tags = apiTags("2.0", v2);
  t.deepEqual(oauthOf(tags["a/list.md"]), { oauthFlows: "authorizationCode", authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: "read" });
  t.deepEqual(oauthOf(tags["b/list.md"]), { oauthFlows: "clientCredentials", tokenUrl: "https://a.example/app-token" });
});

test("3.2: oauth2MetadataUrl is the discovery document when no flow gives the URLs, and only then", (t) => {
  const spec = (flows) => ({
    openapi: "3.2.0",
    info: { title: "A", version: "1" },
    components: { securitySchemes: { oauth: { type: "oauth2", oauth2MetadataUrl: "https://a.example/.well-known/oauth-authorization-server", flows } } },
    paths: { "/a": { get: { summary: "A", security: [{ oauth: [] }], responses: ok } } },
  });
  t.deepEqual(oauthOf(apiTags("3.2", spec({}))["a/list.md"]), { oauthDiscovery: "https://a.example/.well-known/oauth-authorization-server" });
  t.deepEqual(oauthOf(apiTags("3.2", spec({ clientCredentials: { tokenUrl: "https://a.example/token", scopes: {} } }))["a/list.md"]), {
    oauthFlows: "clientCredentials",
    tokenUrl: "https://a.example/token",
  });
});

test("built: data attributes of the Api's section, escaped; a webhook gets none; a hand-written Api sets them too", async (t) => {
  const spec = structuredClone(v3);
  spec.openapi = "3.1.0";
  spec.components.securitySchemes.oauth.flows.authorizationCode.authorizationUrl = 'https://auth.example.com/authorize?a=1&b="{{ x }}"';
  spec.webhooks = { ping: { post: { summary: "Ping", security: [{ oauth: ["read"] }], responses: ok } } };
  const { files } = generate({ version: "3.1", warnings: [], document: spec }, options);
  const hand = [
    "# By hand",
    "",
    '{% Api method="GET", path="/me", server="https://api.example.com", oauthFlows="password", tokenUrl="/token", scopes="me" %}',
    "Who I am.",
    "{% endApi %}",
    "",
    '{% Api method="GET", path="/other", oauthFlows="password", tokenUrl="/token" %}',
    "No server, no Try it.",
    "{% endApi %}",
    "",
  ].join("\n");
  const site = await buildDocs({ ...Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])), "hand.md": hand });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const section = (html) => /<section class="docgen-api[^>]*>/.exec(html)[0];
  t.is(
    section(await site.html("api/pets/list.md")),
    '<section class="docgen-api docgen-api--get" aria-label="GET /pets" data-docgen-try="https://api.example.com" data-oauth-flows="implicit authorizationCode clientCredentials" data-authorization-url="https://auth.example.com/implicit" data-token-url="https://auth.example.com/token" data-oauth-scopes="read write">',
  );
  const code = structuredClone(v3);
  code.components.securitySchemes.oauth.flows = { authorizationCode: spec.components.securitySchemes.oauth.flows.authorizationCode };
  const generated = generate({ version: "3.0", warnings: [], document: code }, options).files;
  const escaped = await buildDocs({ "p.md": generated.find((f) => f.path === "pets/list.md").content });
  t.teardown(escaped.cleanup);
  t.regex(section(await escaped.html("p.md")), / data-authorization-url="https:\/\/auth.example.com\/authorize\?a=1&amp;b=&quot;\{\{ x \}\}&quot;"/);
  const webhook = files.find((f) => f.path.startsWith("webhooks/"));
  t.truthy(webhook);
  t.false(webhook.content.includes("oauthFlows"), "a webhook: the API sends it, nobody gets a token for it");
  const handHtml = await site.html("hand.md");
  t.regex(handHtml, /<section class="docgen-api docgen-api--get" aria-label="GET \/me" data-docgen-try="https:\/\/api.example.com" data-oauth-flows="password" data-token-url="\/token" data-oauth-scopes="me">/);
  t.regex(handHtml, /<section class="docgen-api docgen-api--get" aria-label="GET \/other">/, "without a server, no Try it and no OAuth data");
});
