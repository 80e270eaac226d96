// The OAuth2 test server (test/helpers/oauth-server.js), driven with fetch, so the browser tests of the "Try it"
// panel can trust it: PKCE code flow, implicit, client_credentials, password, denial, the protected API, discovery, CORS.
import { createHash, randomBytes } from "node:crypto";
import test from "ava";
import { startOAuthServer } from "../helpers/oauth-server.js";

const REDIRECT = "http://127.0.0.1:9/callback";

/** @type {Awaited<ReturnType<typeof startOAuthServer>>} */
let server;

test.before(async () => {
  server = await startOAuthServer();
});

test.after.always(async () => {
  await server?.close();
});

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** GET /authorize without following the redirect. */
function authorize(params) {
  return fetch(`${server.origin}/authorize?${new URLSearchParams(params)}`, { redirect: "manual" });
}

/** A code for `public-app` (or `clientId`) with an S256 challenge; resolves to { code, verifier }. */
async function getCode(t, { clientId = "public-app", scope = "pets:read", state = "st-1" } = {}) {
  const { verifier, challenge } = pkce();
  const res = await authorize({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  t.is(res.status, 302);
  const location = new URL(res.headers.get("location"));
  t.is(`${location.origin}${location.pathname}`, REDIRECT);
  t.is(location.searchParams.get("state"), state);
  const code = location.searchParams.get("code");
  t.truthy(code);
  return { code, verifier };
}

/** POST /token with a urlencoded form; resolves to { status, headers, body (parsed JSON) }. */
async function postToken(form, headers = {}) {
  const res = await fetch(`${server.origin}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

function callApi(path, accessToken) {
  const headers = accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` };
  return fetch(`${server.origin}${path}`, { headers });
}

test("code flow: a correct S256 verifier gets a token the API accepts", async (t) => {
  const { code, verifier } = await getCode(t, { scope: "pets:read pets:write" });
  const res = await postToken({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "public-app", code_verifier: verifier });
  t.is(res.status, 200);
  t.is(res.headers.get("content-type"), "application/json");
  t.like(res.body, { token_type: "Bearer", expires_in: 3600, scope: "pets:read pets:write" });
  t.deepEqual(server.tokens.get(res.body.access_token), { grant: "authorization_code", clientId: "public-app", scope: "pets:read pets:write" });

  const api = await callApi("/v1/pets?limit=2", res.body.access_token);
  t.is(api.status, 200);
  t.deepEqual(await api.json(), { ok: true, path: "/v1/pets", grant: "authorization_code", clientId: "public-app", scope: "pets:read pets:write" });
  const recorded = server.requests.find((r) => r.path === "/token" && r.form.code === code);
  t.like(recorded, { method: "POST", form: { grant_type: "authorization_code", code_verifier: verifier } });
});

test("code flow: a confidential client authenticates with Basic", async (t) => {
  const { code, verifier } = await getCode(t, { clientId: "docs-app" });
  const basic = `Basic ${Buffer.from("docs-app:s3cret").toString("base64")}`;
  const res = await postToken({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier }, { authorization: basic });
  t.is(res.status, 200);
  t.is(server.tokens.get(res.body.access_token)?.clientId, "docs-app");
});

test("code flow: a wrong verifier gives invalid_grant", async (t) => {
  const { code } = await getCode(t);
  const res = await postToken({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    client_id: "public-app",
    code_verifier: pkce().verifier,
  });
  t.is(res.status, 400);
  t.is(res.body.error, "invalid_grant");
  t.is(typeof res.body.error_description, "string");
});

test("code flow: a code works once; the second use gives invalid_grant", async (t) => {
  const { code, verifier } = await getCode(t);
  const form = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "public-app", code_verifier: verifier };
  const first = await postToken(form);
  t.is(first.status, 200);
  const second = await postToken(form);
  t.is(second.status, 400);
  t.is(second.body.error, "invalid_grant");
});

test("code flow: a different redirect_uri at /token gives invalid_grant", async (t) => {
  const { code, verifier } = await getCode(t);
  const res = await postToken({
    grant_type: "authorization_code",
    code,
    redirect_uri: `${REDIRECT}/other`,
    client_id: "public-app",
    code_verifier: verifier,
  });
  t.is(res.status, 400);
  t.is(res.body.error, "invalid_grant");
});

test("code flow: no code_challenge redirects with invalid_request; a redirect_uri with a query gets &code=", async (t) => {
  const missing = await authorize({ response_type: "code", client_id: "public-app", redirect_uri: REDIRECT, state: "s" });
  t.is(missing.status, 302);
  const location = new URL(missing.headers.get("location"));
  t.is(location.searchParams.get("error"), "invalid_request");
  t.truthy(location.searchParams.get("error_description"));
  t.is(location.searchParams.get("state"), "s");
  t.is(location.searchParams.get("code"), null);

  const { challenge } = pkce();
  const withQuery = await authorize({
    response_type: "code",
    client_id: "public-app",
    redirect_uri: `${REDIRECT}?tab=auth`,
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  t.regex(withQuery.headers.get("location"), /^http:\/\/127\.0\.0\.1:9\/callback\?tab=auth&code=[\w-]+$/);
});

test("authorize: unknown client_id or a bad redirect_uri is a 400 page, not a redirect", async (t) => {
  const unknown = await authorize({ response_type: "code", client_id: "nobody", redirect_uri: REDIRECT });
  t.is(unknown.status, 400);
  t.is(unknown.headers.get("location"), null);
  t.regex(unknown.headers.get("content-type"), /^text\/plain/);
  t.regex(await unknown.text(), /client_id/);

  for (const redirectUri of [undefined, "/callback", "javascript:alert(1)"]) {
    const params = { response_type: "token", client_id: "public-app" };
    if (redirectUri !== undefined) params.redirect_uri = redirectUri;
    const res = await authorize(params);
    t.is(res.status, 400, String(redirectUri));
    t.is(res.headers.get("location"), null);
    t.regex(await res.text(), /redirect_uri/);
  }
});

test("implicit: the token comes in the fragment and the API accepts it", async (t) => {
  const res = await authorize({ response_type: "token", client_id: "public-app", redirect_uri: REDIRECT, scope: "pets:read", state: "imp" });
  t.is(res.status, 302);
  const location = res.headers.get("location");
  t.true(location.startsWith(`${REDIRECT}#`), location);
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  t.like(Object.fromEntries(fragment), { token_type: "Bearer", expires_in: "3600", scope: "pets:read", state: "imp" });
  const accessToken = fragment.get("access_token");
  t.truthy(accessToken);
  t.deepEqual(server.tokens.get(accessToken), { grant: "implicit", clientId: "public-app", scope: "pets:read" });
  const api = await callApi("/v1/me", accessToken);
  t.is(api.status, 200);
  t.like(await api.json(), { ok: true, grant: "implicit" });
});

test("client_credentials: the right secret gets a token, a wrong one 401 invalid_client", async (t) => {
  const good = await postToken({ grant_type: "client_credentials", client_id: "docs-app", client_secret: "s3cret", scope: "admin" });
  t.is(good.status, 200);
  t.deepEqual(server.tokens.get(good.body.access_token), { grant: "client_credentials", clientId: "docs-app", scope: "admin" });

  const bad = await postToken({ grant_type: "client_credentials", client_id: "docs-app", client_secret: "wrong" });
  t.is(bad.status, 401);
  t.is(bad.body.error, "invalid_client");
  t.is(typeof bad.body.error_description, "string");

  const wrongBasic = `Basic ${Buffer.from("docs-app:nope").toString("base64")}`;
  const badBasic = await postToken({ grant_type: "client_credentials" }, { authorization: wrongBasic });
  t.is(badBasic.status, 401);
  t.is(badBasic.body.error, "invalid_client");

  const missingSecret = await postToken({ grant_type: "client_credentials", client_id: "docs-app" });
  t.is(missingSecret.status, 401);
  t.is(missingSecret.body.error, "invalid_client");
});

test("client_credentials: a public client may not use it", async (t) => {
  const res = await postToken({ grant_type: "client_credentials", client_id: "public-app" });
  t.is(res.status, 400);
  t.is(res.body.error, "unauthorized_client");
});

test("password: the right password gets a token, a wrong one invalid_grant", async (t) => {
  const good = await postToken({ grant_type: "password", username: "ada", password: "lovelace", client_id: "public-app", scope: "pets:read" });
  t.is(good.status, 200);
  t.like(good.body, { token_type: "Bearer", expires_in: 3600, scope: "pets:read" });
  const api = await callApi("/v1/pets", good.body.access_token);
  t.is(api.status, 200);
  t.like(await api.json(), { grant: "password", clientId: "public-app" });

  const bad = await postToken({ grant_type: "password", username: "ada", password: "babbage", client_id: "public-app" });
  t.is(bad.status, 400);
  t.is(bad.body.error, "invalid_grant");
});

test("unknown grant_type gives unsupported_grant_type", async (t) => {
  const res = await postToken({ grant_type: "urn:example:magic", client_id: "public-app" });
  t.is(res.status, 400);
  t.is(res.body.error, "unsupported_grant_type");
});

test("client_id=denied redirects with error=access_denied and the state", async (t) => {
  const { challenge } = pkce();
  const res = await authorize({ response_type: "code", client_id: "denied", redirect_uri: REDIRECT, state: "xyz 1", code_challenge: challenge });
  t.is(res.status, 302);
  const location = new URL(res.headers.get("location"));
  t.is(`${location.origin}${location.pathname}`, REDIRECT);
  t.is(location.searchParams.get("error"), "access_denied");
  t.is(location.searchParams.get("error_description"), "The user said no");
  t.is(location.searchParams.get("state"), "xyz 1");
  t.is(location.searchParams.get("code"), null);
});

test("the API rejects an unknown token and no token with 401", async (t) => {
  for (const accessToken of ["not-a-token", undefined]) {
    const res = await callApi("/v1/pets", accessToken);
    t.is(res.status, 401, String(accessToken));
    t.deepEqual(await res.json(), { error: "unauthorized" });
  }
});

test("discovery documents name the endpoints", async (t) => {
  for (const path of ["/.well-known/openid-configuration", "/.well-known/oauth-authorization-server"]) {
    const res = await fetch(`${server.origin}${path}`);
    t.is(res.status, 200, path);
    t.is(res.headers.get("access-control-allow-origin"), "*");
    t.deepEqual(await res.json(), {
      issuer: server.origin,
      authorization_endpoint: `${server.origin}/authorize`,
      token_endpoint: `${server.origin}/token`,
      grant_types_supported: ["authorization_code", "client_credentials", "password", "implicit"],
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code", "token"],
    });
  }
});

test("CORS: /token answers preflights and carries the headers on errors too; the API allows Authorization", async (t) => {
  const preflight = await fetch(`${server.origin}/token`, {
    method: "OPTIONS",
    headers: { origin: "http://127.0.0.1:1", "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
  });
  t.is(preflight.status, 204);
  t.is(preflight.headers.get("access-control-allow-origin"), "*");
  t.is(preflight.headers.get("access-control-allow-methods"), "*");
  t.regex(preflight.headers.get("access-control-allow-headers"), /(^|,)\s*\*\s*(,|$)/);
  t.regex(preflight.headers.get("access-control-allow-headers"), /authorization/i);
  t.false(server.requests.some((r) => r.method === "OPTIONS"));

  const error = await postToken({ grant_type: "client_credentials", client_id: "docs-app", client_secret: "wrong" });
  t.is(error.headers.get("access-control-allow-origin"), "*");
  const ok = await postToken({ grant_type: "password", username: "ada", password: "lovelace", client_id: "public-app" });
  t.is(ok.headers.get("access-control-allow-origin"), "*");

  const apiPreflight = await fetch(`${server.origin}/v1/pets`, { method: "OPTIONS" });
  t.is(apiPreflight.status, 204);
  t.regex(apiPreflight.headers.get("access-control-allow-headers"), /authorization/i);
});
