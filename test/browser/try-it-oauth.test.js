// Try it's "Get a token", in Chromium, against a real OAuth2 authorization server and API on 127.0.0.1
// (test/helpers/oauth-server.js, another origin than the docs site): the authorization code flow with PKCE and the
// implicit flow in a sign-in window that comes back to the site's _docgen/oauth-callback.html, the client
// credentials and password flows by a request to the token URL, OpenID Connect's discovery document, an authorization
// server that isolates its pages (no opener: the answer comes back by BroadcastChannel), and the errors a reader meets.
// The token lands in the Authorization field, and Send sends it. Serial: the servers' request logs are shared.
import test from "ava";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { docgen, openTryIt, serveStatic, useBrowser } from "../helpers/browser.js";
import { corsProxy } from "../helpers/cors-proxy.js";
import { startOAuthServer } from "../helpers/oauth-server.js";
import { tempDir } from "../helpers/site.js";
import { DEFAULT_LABELS } from "../../dist/plugin/labels.js";

const chrome = useBrowser(test);
// What the panel says once it has a token, with the lifetime the server gave it (the isolated server gives none).
const GOT = "Got a token, valid for 60 min: it is in the Authorization field.";
const ok = { 200: { description: "OK" } };

let auth;
let isolated;
let site;
let marked;
let client;
let proxy;
let proxied;
// The OAuth2 words of the page script, each replaced by a marker (the site's labels option).
const WORDS = Object.keys(DEFAULT_LABELS).filter((name) => name.startsWith("oauth") && name !== "oauthCallback");
const MARKED = Object.fromEntries(WORDS.map((name) => [name, `«${name}${[...DEFAULT_LABELS[name].matchAll(/\{\w+\}/g)].map((m) => ` ${m[0]}`).join("")}»`]));

test.before(async () => {
  [auth, isolated] = await Promise.all([startOAuthServer(), startOAuthServer({ isolate: true, expiresIn: null })]);
  // A port nothing listens on.
  const gone = http.createServer();
  await new Promise((resolve) => gone.listen(0, "127.0.0.1", resolve));
  const dead = `http://127.0.0.1:${gone.address().port}`;
  await new Promise((resolve) => gone.close(resolve));
  const flows = (origin) => ({
    authorizationCode: { authorizationUrl: `${origin}/authorize`, tokenUrl: `${origin}/token`, scopes: { read: "Read", write: "Write" } },
    implicit: { authorizationUrl: `${origin}/authorize`, scopes: { read: "Read" } },
    clientCredentials: { tokenUrl: `${origin}/token`, scopes: {} },
    password: { tokenUrl: `${origin}/token`, scopes: {} },
  });
  const spec = {
    openapi: "3.0.3",
    info: { title: "OAuth", version: "1" },
    servers: [{ url: `${auth.origin}/v1` }],
    components: {
      securitySchemes: {
        oauth: { type: "oauth2", flows: flows(auth.origin) },
        // A token URL relative to the server (the spec's URLs may be), and the password flow alone.
        relative: { type: "oauth2", flows: { password: { tokenUrl: "/token", scopes: {} } } },
        oidc: { type: "openIdConnect", openIdConnectUrl: `${auth.origin}/.well-known/openid-configuration` },
        isolated: { type: "oauth2", flows: { authorizationCode: flows(isolated.origin).authorizationCode } },
        dead: { type: "oauth2", flows: { clientCredentials: { tokenUrl: `${dead}/token`, scopes: {} } } },
        lost: { type: "openIdConnect", openIdConnectUrl: `${auth.origin}/.well-known/missing` },
      },
    },
    paths: {
      "/me": { get: { summary: "Who am I", security: [{ oauth: ["read", "write"] }], responses: ok } },
      "/relative": { get: { summary: "Relative", security: [{ relative: [] }], responses: ok } },
      "/oidc": { get: { summary: "Discovered", security: [{ oidc: ["openid"] }], responses: ok } },
      "/dead": { get: { summary: "Dead", security: [{ dead: [] }], responses: ok } },
      "/lost": { get: { summary: "Lost", security: [{ lost: [] }], responses: ok } },
      "/isolated": { get: { summary: "Isolated", servers: [{ url: `${isolated.origin}/v1` }], security: [{ isolated: ["read"] }], responses: ok } },
    },
  };
  const root = await tempDir("docgen-try-oauth-");
  await writeFile(path.join(root, "spec.json"), JSON.stringify(spec));
  await docgen(["openapi", "spec.json", "-o", "docs/api"], root);
  await docgen(["build", "-i", "docs", "-o", "_site"], root);
  await writeFile(path.join(root, "marked.json"), JSON.stringify({ labels: { ...MARKED, fillIn: "«fillIn {fields}»" } }));
  await docgen(["build", "-i", "docs", "-o", "_marked", "-c", "marked.json"], root);
  // The site's own client for its readers (tryItClientId), filled in.
  await writeFile(path.join(root, "client.json"), JSON.stringify({ tryItClientId: "public-app" }));
  await docgen(["build", "-i", "docs", "-o", "_client", "-c", "client.json"], root);
  // A site whose Try it goes through a CORS proxy (tryItProxy): token requests and discovery documents too.
  proxy = await corsProxy();
  await writeFile(path.join(root, "proxied.json"), JSON.stringify({ tryItProxy: `${proxy.origin}/` }));
  await docgen(["build", "-i", "docs", "-o", "_proxied", "-c", "proxied.json"], root);
  [site, marked, client, proxied] = await Promise.all(["_site", "_marked", "_client", "_proxied"].map((dir) => serveStatic(path.join(root, dir))));
});

test.after.always(async () => {
  await Promise.all([auth?.close(), isolated?.close(), site?.close(), marked?.close(), client?.close(), proxy?.close(), proxied?.close()]);
});

/** Opens the operation's page, its Try it form and its "Get a token" panel; returns locators and helpers. */
async function open(t, slug, init, from = site) {
  const { context, page, form } = await openTryIt(t, chrome.browser, from.url(`/api/${slug}/`), { init });
  const toggle = form.getByRole("button", { name: "Get a token" });
  await toggle.click();
  const panel = form.getByRole("group", { name: "OAuth2 token" });
  const status = panel.getByRole("status");
  const field = form.getByLabel("Authorization required");
  /** Clicks "Get token" and waits for the panel to say how it went. */
  const getToken = async () => {
    await panel.getByRole("button", { name: "Get token" }).click();
    await page.waitForFunction(() => {
      const text = document.querySelector(".docgen-try__oauth [role=status]")?.textContent ?? "";
      return text !== "" && !/…$/.test(text);
    });
    return status.textContent();
  };
  /** Clicks Send and returns the answer's JSON. */
  const send = async () => {
    await form.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(() => !document.querySelector("form.docgen-try").hasAttribute("aria-busy") && document.querySelector(".docgen-try__result:not([hidden])"));
    return JSON.parse(await form.locator(".docgen-try__response").textContent());
  };
  return { context, page, form, toggle, panel, status, field, getToken, send };
}

chrome.test.serial("authorization code with PKCE: a sign-in window, back to the site's callback page, the code exchanged, the token sent", async (t) => {
  const { context, page, panel, field, toggle, getToken, send } = await open(t, "me/list");
  t.is(await toggle.getAttribute("aria-expanded"), "true");
  t.deepEqual(await panel.getByLabel("Flow").locator("option").allTextContents(), ["Authorization code", "Implicit", "Client credentials", "Password"]);
  t.is(await panel.getByLabel("Scopes").inputValue(), "read write", "the operation's scopes, filled in");
  const redirect = site.url("/_docgen/oauth-callback.html");
  t.is(await panel.getByLabel("Redirect URL (register it with the authorization server)").inputValue(), redirect);
  t.false(await panel.getByLabel("Username").isVisible(), "no username for this flow");

  await panel.getByLabel("Client ID").fill("public-app");
  const popup = context.waitForEvent("page");
  const said = await getToken();
  const window = await popup;
  t.is(said, GOT);
  if (!window.isClosed()) await window.waitForEvent("close");
  t.true(window.isClosed(), "the sign-in window closed itself");

  const token = await field.inputValue();
  t.deepEqual(auth.tokens.get(token), { grant: "authorization_code", clientId: "public-app", scope: "read write" });
  const authorize = auth.requests.findLast((r) => r.path === "/authorize");
  t.is(authorize.query.code_challenge_method, "S256");
  t.is(authorize.query.redirect_uri, redirect);
  t.is(authorize.query.scope, "read write");
  const exchange = auth.requests.findLast((r) => r.path === "/token");
  t.is(exchange.form.grant_type, "authorization_code");
  t.is(exchange.form.redirect_uri, redirect);
  t.regex(exchange.form.code_verifier, /^[A-Za-z0-9_-]{43}$/);
  t.false("client_secret" in exchange.form, "no empty secret sent");

  const answer = await send();
  t.like(answer, { ok: true, path: "/v1/me", grant: "authorization_code" });
  t.is(auth.requests.findLast((r) => r.path === "/v1/me").headers.authorization, `Bearer ${token}`);
  // The token is kept for the tab, as the field's typed values are: the next page has it.
  await page.goto(site.url("/api/relative/list/"));
  await page.locator(".docgen-try__toggle").click();
  t.is(await page.locator("form.docgen-try").getByLabel("Authorization required").inputValue(), token);
});

chrome.test.serial("implicit: the token comes back in the callback page's fragment", async (t) => {
  const { panel, field, getToken, send } = await open(t, "me/list");
  await panel.getByLabel("Flow").selectOption("implicit");
  t.false(await panel.getByLabel(/^Client secret/).isVisible(), "no secret for the implicit flow");
  await panel.getByLabel("Client ID").fill("public-app");
  t.is(await getToken(), GOT);
  t.is(auth.tokens.get(await field.inputValue())?.grant, "implicit");
  t.is(auth.requests.findLast((r) => r.path === "/authorize").query.response_type, "token");
  t.like(await send(), { ok: true, grant: "implicit" });
});

chrome.test.serial("client credentials: a wrong secret is the server's error in words, the right one a token", async (t) => {
  const { panel, field, getToken, send } = await open(t, "me/list");
  await panel.getByLabel("Flow").selectOption("clientCredentials");
  t.false(await panel.getByLabel(/^Client secret/).locator("xpath=..").locator(".docgen-try__optional").isVisible(), "the secret is not optional here");
  t.false(await panel.getByLabel("Redirect URL (register it with the authorization server)").isVisible());
  await panel.getByLabel("Client ID").fill("docs-app");
  t.is(await getToken(), "Fill in Client secret.");
  t.is(await panel.getByLabel(/^Client secret/).getAttribute("aria-invalid"), "true");
  await panel.getByLabel(/^Client secret/).fill("wrong");
  t.regex(await getToken(), /^The token URL gave no token: invalid_client: .+\.$/);
  t.is(await field.inputValue(), "", "nothing put in the field");
  await panel.getByLabel(/^Client secret/).fill("s3cret");
  // Enter in the panel gets a token; it does not send the API request.
  const before = auth.requests.length;
  await panel.getByLabel("Scopes").press("Enter");
  await panel.getByText(GOT).waitFor();
  t.deepEqual(auth.requests.slice(before).map((r) => r.path), ["/token"]);
  t.deepEqual(auth.tokens.get(await field.inputValue()), { grant: "client_credentials", clientId: "docs-app", scope: "read write" });
  t.like(await send(), { ok: true, grant: "client_credentials" });
});

chrome.test.serial("password, with a token URL relative to the server", async (t) => {
  const { panel, field, getToken } = await open(t, "relative/list");
  t.deepEqual(await panel.getByLabel("Flow").locator("option").allTextContents(), ["Password"]);
  await panel.getByLabel("Client ID").fill("public-app");
  await panel.getByLabel("Username").fill("ada");
  await panel.getByLabel("Password", { exact: true }).fill("nope");
  t.regex(await getToken(), /^The token URL gave no token: invalid_grant/);
  await panel.getByLabel("Password", { exact: true }).fill("lovelace");
  t.is(await getToken(), GOT);
  t.is(auth.tokens.get(await field.inputValue())?.grant, "password");
  t.is(auth.requests.findLast((r) => r.path === "/token").form.username, "ada");
});

chrome.test.serial("a reader who says no: the authorization server's error in words, nothing in the field", async (t) => {
  const { panel, field, getToken } = await open(t, "me/list");
  t.is(await getToken(), "Fill in Client ID.");
  await panel.getByLabel("Client ID").fill("denied");
  t.is(await getToken(), "The authorization server gave no token: access_denied: The user said no.");
  t.is(await field.inputValue(), "");
});

chrome.test.serial("OpenID Connect: the discovery document gives the URLs; the authorization code flow runs", async (t) => {
  const { panel, field, getToken } = await open(t, "oidc/list");
  t.deepEqual(await panel.getByLabel("Flow").locator("option").allTextContents(), ["Authorization code"]);
  t.is(await panel.getByLabel("Scopes").inputValue(), "openid");
  await panel.getByLabel("Client ID").fill("public-app");
  t.is(await getToken(), GOT);
  t.true(auth.requests.some((r) => r.path === "/.well-known/openid-configuration"));
  t.like(auth.tokens.get(await field.inputValue()), { grant: "authorization_code", scope: "openid" });
});

chrome.test.serial("an authorization server that isolates its pages: no opener, the answer comes back by BroadcastChannel", async (t) => {
  const { panel, field, getToken, send } = await open(t, "isolated/list");
  await panel.getByLabel("Client ID").fill("docs-app");
  await panel.getByLabel(/^Client secret/).fill("s3cret");
  t.is(await getToken(), "Got a token: it is in the Authorization field.", "no lifetime given, none said");
  const token = await field.inputValue();
  t.like(isolated.tokens.get(token), { grant: "authorization_code", clientId: "docs-app" });
  t.is(isolated.requests.findLast((r) => r.path === "/token").form.client_secret, "s3cret");
  t.like(await send(), { ok: true, path: "/v1/isolated" });
});

chrome.test.serial("a browser without BroadcastChannel: the callback page posts the answer to its opener", async (t) => {
  const { field, panel, getToken } = await open(t, "me/list", () => delete window.BroadcastChannel);
  t.is(await panel.evaluate(() => typeof BroadcastChannel), "undefined");
  await panel.getByLabel("Client ID").fill("public-app");
  t.is(await getToken(), GOT);
  t.is(auth.tokens.get(await field.inputValue())?.grant, "authorization_code");
});

chrome.test.serial("in the site's words: every OAuth2 word of the panel comes from the labels", async (t) => {
  const { context, page, form } = await openTryIt(t, chrome.browser, marked.url("/api/me/list/"));
  await form.getByRole("button", { name: "«oauthGetToken»" }).click();
  const panel = form.getByRole("group", { name: "«oauthTitle»" });
  t.deepEqual(await panel.getByLabel("«oauthFlow»").locator("option").allTextContents(), ["«oauthAuthorizationCode»", "«oauthImplicit»", "«oauthClientCredentials»", "«oauthPasswordFlow»"]);
  await panel.getByRole("button", { name: "«oauthGet»" }).click();
  t.is(await panel.getByRole("status").textContent(), "«fillIn «oauthClientId»»");
  await panel.getByLabel("«oauthClientId»").fill("docs-app");
  await panel.getByLabel("«oauthFlow»").selectOption("password");
  for (const name of ["oauthClientSecret", "oauthUsername", "oauthPassword", "oauthScopes"]) t.true(await panel.getByLabel(new RegExp(`^«${name}»`)).isVisible(), name);
  t.is(await panel.getByLabel("«oauthScopes»").getAttribute("placeholder"), "«oauthScopesNote»");
  await panel.getByLabel("«oauthFlow»").selectOption("authorizationCode");
  t.true(await panel.getByLabel("«oauthRedirect»").isVisible());
  await panel.getByLabel("«oauthClientSecret» optional").fill("wrong");
  const popup = context.waitForEvent("page");
  await panel.getByRole("button", { name: "«oauthGet»" }).click();
  await popup;
  await page.waitForFunction(() => /«oauthRefused/.test(document.querySelector(".docgen-try__oauth [role=status]").textContent));
  t.regex(await panel.getByRole("status").textContent(), /^«oauthRefused invalid_client: .+»$/);
  await panel.getByLabel("«oauthClientSecret» optional").fill("s3cret");
  await panel.getByRole("button", { name: "«oauthGet»" }).click();
  await panel.getByText("«oauthGotFor 60»").waitFor();
  t.pass();
});

chrome.test.serial("what can go wrong is said: no answer from the token URL, no discovery document, a blocked sign-in window", async (t) => {
  const dead = await open(t, "dead/list");
  await dead.panel.getByLabel("Client ID").fill("docs-app");
  await dead.panel.getByLabel(/^Client secret/).fill("s3cret");
  t.regex(await dead.getToken(), /^No answer from http:\/\/127\.0\.0\.1:\d+: it may not accept requests from other sites \(CORS\), or it is not reachable from here\.$/);
  t.false(await dead.panel.getByRole("button", { name: "Get token" }).isDisabled(), "the button is back");

  const lost = await open(t, "lost/list");
  await lost.panel.getByLabel("Client ID").fill("public-app");
  const closed = lost.context.waitForEvent("page").then((window) => (window.isClosed() ? undefined : window.waitForEvent("close")));
  t.is(await lost.getToken(), `Could not read the authorization server's settings at ${auth.origin}/.well-known/missing.`);
  await closed; // the sign-in window, opened at the click, is closed again

  const blocked = await open(t, "me/list", () => (window.open = () => null));
  await blocked.panel.getByLabel("Client ID").fill("public-app");
  t.is(await blocked.getToken(), "The browser blocked the sign-in window: allow pop-ups for this site, then try again.");
});

chrome.test.serial("the site's client ID (tryItClientId) is filled in: the reader only signs in; one typed instead is kept", async (t) => {
  const { page, panel, field, getToken } = await open(t, "me/list", undefined, client);
  t.is(await panel.getByLabel("Client ID").inputValue(), "public-app");
  t.is(await getToken(), GOT);
  t.like(auth.tokens.get(await field.inputValue()), { grant: "authorization_code", clientId: "public-app" });
  // The reader's own client ID wins over the site's on the next page of the tab.
  await panel.getByLabel("Client ID").fill("docs-app");
  await panel.getByLabel(/^Client secret/).fill("s3cret");
  await panel.getByLabel("Flow").selectOption("clientCredentials");
  t.is(await getToken(), GOT);
  await page.reload();
  await page.locator(".docgen-try__toggle").click();
  await page.getByRole("button", { name: "Get a token" }).click();
  t.is(await panel.getByLabel("Client ID").inputValue(), "docs-app");
});

chrome.test.serial("through the site's CORS proxy (tryItProxy): the token request and the discovery document go by way of it", async (t) => {
  const { panel, field, getToken } = await open(t, "me/list", undefined, proxied);
  await panel.getByLabel("Flow").selectOption("clientCredentials");
  await panel.getByLabel("Client ID").fill("docs-app");
  await panel.getByLabel(/^Client secret/).fill("s3cret");
  t.is(await getToken(), GOT);
  t.like(auth.tokens.get(await field.inputValue()), { grant: "client_credentials" });
  t.true(proxy.seen.includes(`POST /${auth.origin}/token`), proxy.seen.join("\n"));
  const oidc = await open(t, "oidc/list", undefined, proxied);
  await oidc.panel.getByLabel("Client ID").fill("public-app");
  t.is(await oidc.getToken(), GOT);
  t.true(proxy.seen.includes(`GET /${auth.origin}/.well-known/openid-configuration`), proxy.seen.join("\n"));
});
