// The index page's Authentication section gives what a client needs to get a credential: each OAuth2 flow with its
// authorization, token and refresh URLs and its scopes with their descriptions (3.x flows and 2.0's single flow),
// and an OpenID Connect scheme's discovery URL.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const indexOf = (version, document) => generate({ version, warnings: [], document }, options).files.find((f) => f.path === "index.md").content;
const section = (text) => text.slice(text.indexOf("## Authentication"), text.indexOf("## Operations"));

const v3 = {
  openapi: "3.0.3",
  info: { title: "A", version: "1" },
  components: {
    securitySchemes: {
      oauth: {
        type: "oauth2",
        description: "Tokens from our server.",
        flows: {
          authorizationCode: {
            authorizationUrl: "https://auth.example.com/authorize",
            tokenUrl: "https://auth.example.com/token",
            refreshUrl: "https://auth.example.com/refresh",
            scopes: { "read:pets": "Read your\npets", "write:pets": "" },
          },
          clientCredentials: { tokenUrl: "https://auth.example.com/token", scopes: {} },
          customFlow: { tokenUrl: "https://auth.example.com/custom", scopes: { "{{ x }}": "<b>bold</b> `code`" } },
        },
      },
      key: { type: "apiKey", in: "header", name: "X-Key" },
      oidc: { type: "openIdConnect", openIdConnectUrl: "https://auth.example.com/.well-known/openid-configuration" },
    },
  },
  paths: { "/pets": { get: { summary: "List", responses: ok } } },
};

test("3.x: each OAuth2 flow with its URLs and described scopes; OpenID Connect's discovery URL", (t) => {
  t.is(
    section(indexOf("3.0", v3)),
    [
      "## Authentication",
      "### oauth",
      "OAuth2.",
      "Tokens from our server.",
      "#### Authorization code flow",
      "- Authorization URL: `https://auth.example.com/authorize`\n- Token URL: `https://auth.example.com/token`\n- Refresh URL: `https://auth.example.com/refresh`",
      "Scopes:",
      "- `read:pets`: Read your pets\n- `write:pets`",
      "#### Client credentials flow",
      "- Token URL: `https://auth.example.com/token`",
      "No scopes.",
      "#### customFlow flow",
      "- Token URL: `https://auth.example.com/custom`",
      "Scopes:",
      "- {% raw %}`{{ x }}`{% endraw %}: &lt;b&gt;bold&lt;/b&gt; \\`code\\`",
      "### key",
      "API key in header X-Key.",
      "### oidc",
      "OpenID Connect.",
      "- Discovery document: `https://auth.example.com/.well-known/openid-configuration`",
      "",
    ].join("\n\n"),
  );
});

test("a scheme whose name says its kind (Train Travel's `OAuth2`) has no line repeating it; a deprecated one still says so", (t) => {
  const named = structuredClone(v3);
  named.openapi = "3.2.0"; // a scheme's `deprecated` is 3.2's
  const schemes = named.components.securitySchemes;
  named.components.securitySchemes = { OAuth2: schemes.oauth, "open-id connect": { ...schemes.oidc, deprecated: true }, key: schemes.key };
  const text = section(indexOf("3.2", named));
  t.true(text.startsWith("## Authentication\n\n### OAuth2\n\nTokens from our server.\n\n#### Authorization code flow"), text);
  t.true(text.includes("### open-id connect\n\n**Deprecated.**\n\n- Discovery document:"), text);
  t.true(text.includes("### key\n\nAPI key in header X-Key.\n"), "a name that does not say it keeps the line");
});

test("2.0: the scheme's one flow, named as a reader knows it", (t) => {
  const v2 = {
    swagger: "2.0",
    info: { title: "A", version: "1" },
    securityDefinitions: { oauth: { type: "oauth2", flow: "accessCode", authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: { read: "Read things" } } },
    paths: { "/pets": { get: { summary: "List", responses: ok } } },
  };
  t.true(section(indexOf("2.0", v2)).includes("#### Authorization code flow\n\n- Authorization URL: `https://a.example/auth`\n- Token URL: `https://a.example/token`\n\nScopes:\n\n- `read`: Read things\n"), section(indexOf("2.0", v2)));
});

test("the built index shows the flows, hostile scope text as text", async (t) => {
  const { files } = generate({ version: "3.0", warnings: [], document: v3 }, options);
  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/index.md"));
  t.regex(html, /<h4[^>]*>.*Authorization code flow/);
  t.true(html.includes("<code>https://auth.example.com/refresh</code>"));
  t.true(html.includes("<code>{{ x }}</code>"), "template syntax in a scope name is shown, not run");
  t.true(html.includes("&lt;b&gt;bold&lt;/b&gt;"), html);
  t.false(html.includes("<b>bold</b>"));
});
