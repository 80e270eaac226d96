// A small, real OAuth2 authorization server (RFC 6749, PKCE per RFC 7636) plus a protected API, on 127.0.0.1, for
// browser tests of the "Try it" panel's token flows. Node built-ins only. /authorize consents at once (no page):
// client_id "denied" is the user saying no. Tokens live in memory; nothing expires within a test run.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";

const DEFAULT_CLIENTS = { "docs-app": "s3cret", "public-app": null };
const DEFAULT_USERS = { ada: "lovelace" };
const EXPIRES_IN = 3600;
const MAX_BODY = 1024 * 1024;
// "*" does not cover Authorization (Fetch standard), so it is named too: the API's Bearer and /token's Basic need it.
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*, Authorization",
  "access-control-allow-methods": "*",
};
// RFC 7636 4.1: code_verifier and code_challenge are 43-128 characters of [A-Z a-z 0-9 - . _ ~].
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * Starts the server; resolves to { origin, requests, tokens, close() }.
 *
 * - `origin`: `http://127.0.0.1:<port>`.
 * - `requests`: every non-OPTIONS request, in order of arrival, as `{ method, path, query, headers, form, body }`:
 *   `query` and `form` are plain objects (`form` is the parsed urlencoded body of a POST, else `{}`; `body` the raw text).
 * - `tokens`: Map of issued access token -> `{ grant, clientId, scope }` (grant "implicit" for response_type=token).
 * - `close()`: closes every connection and the server; resolves when closed.
 *
 * Endpoints: GET /authorize (response_type code with PKCE, or token), POST /token (authorization_code,
 * client_credentials, password), GET /.well-known/openid-configuration and /.well-known/oauth-authorization-server,
 * and the protected API GET|POST /v1/* (Bearer token -> 200 `{ ok, path, grant, clientId, scope }`, else 401).
 *
 * @param {{ clients?: Record<string, string | null>, users?: Record<string, string>, isolate?: boolean, expiresIn?: number | null }} [options]
 *   `clients`: clientId -> secret, null for a public client (default `{ "docs-app": "s3cret", "public-app": null }`);
 *   `users`: username -> password for the password grant (default `{ ada: "lovelace" }`); `isolate`: /authorize
 *   answers with a page of its own under `Cross-Origin-Opener-Policy: same-origin` (which takes the sign-in window's
 *   opener away) that sends the browser on, instead of a 302; `expiresIn`: the tokens' `expires_in` (3600; null
 *   leaves it out).
 * @returns {Promise<{ origin: string, requests: object[], tokens: Map<string, { grant: string, clientId: string,
 *   scope: string }>, close: () => Promise<void> }>}
 */
export async function startOAuthServer(options = {}) {
  const clients = options.clients ?? DEFAULT_CLIENTS;
  const users = options.users ?? DEFAULT_USERS;
  const expiresIn = options.expiresIn === undefined ? EXPIRES_IN : options.expiresIn;
  const requests = [];
  const tokens = new Map();
  /** code -> { clientId, redirectUri, scope, challenge, method } until redeemed (or a redemption is tried). */
  const codes = new Map();
  let origin = "";

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, "text/plain; charset=utf-8", `Internal error: ${error?.stack ?? error}`);
      else res.destroy();
    });
  });

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", origin);
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "access-control-max-age": "600" });
      res.end();
      return;
    }
    const entry = { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, form: {}, body: "" };
    requests.push(entry);
    if (req.method === "POST") {
      const body = await readBody(req);
      if (body === undefined) return send(res, 413, "text/plain; charset=utf-8", "Request body too large", { connection: "close" });
      entry.body = body;
      if (isForm(req)) entry.form = Object.fromEntries(new URLSearchParams(body));
    } else {
      req.resume();
    }

    const route = url.pathname;
    if (route === "/authorize") {
      if (req.method !== "GET") return send(res, 405, "text/plain; charset=utf-8", "Use GET for /authorize", { allow: "GET" });
      // `isolate`: the authorization server's pages isolate themselves, as many do, so the sign-in window loses
      // its opener (Cross-Origin-Opener-Policy).
      res.isolate = options.isolate === true;
      return authorize(url.searchParams, res);
    }
    if (route === "/token") {
      if (req.method !== "POST") return oauthError(res, 405, "invalid_request", "Use POST for /token", { allow: "POST" });
      return token(req, entry.body, res);
    }
    if (route === "/.well-known/openid-configuration" || route === "/.well-known/oauth-authorization-server") {
      if (req.method !== "GET") return send(res, 405, "text/plain; charset=utf-8", "Use GET", { allow: "GET" });
      return json(res, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        grant_types_supported: ["authorization_code", "client_credentials", "password", "implicit"],
        code_challenge_methods_supported: ["S256"],
        response_types_supported: ["code", "token"],
      });
    }
    if (route.startsWith("/v1/")) {
      if (req.method !== "GET" && req.method !== "POST") {
        return json(res, 405, { error: "method_not_allowed" }, { allow: "GET, POST" });
      }
      const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? "");
      const grant = match ? tokens.get(match[1]) : undefined;
      if (!grant) return json(res, 401, { error: "unauthorized" }, { "www-authenticate": 'Bearer realm="docgen-test-api"' });
      return json(res, 200, { ok: true, path: url.pathname, grant: grant.grant, clientId: grant.clientId, scope: grant.scope });
    }
    return send(res, 404, "text/plain; charset=utf-8", `Not found: ${url.pathname}`);
  }

  // RFC 6749 4.1.1 / 4.2.1. Problems with the client or redirect_uri are shown to the user (400), never redirected.
  function authorize(params, res) {
    const clientId = params.get("client_id");
    const redirectUri = params.get("redirect_uri");
    if (!clientId) return badAuthorize(res, "Missing client_id");
    if (clientId !== "denied" && !Object.hasOwn(clients, clientId)) return badAuthorize(res, `Unknown client_id: ${clientId}`);
    if (!redirectUri) return badAuthorize(res, "Missing redirect_uri");
    if (!isAbsoluteHttpUrl(redirectUri)) {
      return badAuthorize(res, `Invalid redirect_uri (must be an absolute http(s) URL without a fragment): ${redirectUri}`);
    }

    const responseType = params.get("response_type");
    const state = params.get("state");
    const scope = params.get("scope") ?? "";
    // Errors for response_type=token go in the fragment (4.2.2.1), all others in the query (4.1.2.1).
    const fail = (error, description) =>
      redirect(res, redirectUri, responseType === "token" ? "#" : "?", { error, error_description: description, state });

    if (clientId === "denied") return fail("access_denied", "The user said no");
    if (!responseType) return fail("invalid_request", "Missing response_type");
    if (responseType === "token") {
      const accessToken = issueToken("implicit", clientId, scope);
      return redirect(res, redirectUri, "#", { access_token: accessToken, token_type: "Bearer", expires_in: expiresIn === null ? undefined : String(expiresIn), scope, state });
    }
    if (responseType !== "code") return fail("unsupported_response_type", `Unsupported response_type: ${responseType}`);

    const challenge = params.get("code_challenge");
    const method = params.get("code_challenge_method") ?? "plain"; // RFC 7636 4.3: plain when left out
    if (!challenge) return fail("invalid_request", "Missing code_challenge (PKCE is required)");
    if (method !== "S256" && method !== "plain") return fail("invalid_request", `Unsupported code_challenge_method: ${method}`);
    if (!PKCE_VALUE.test(challenge)) return fail("invalid_request", "code_challenge must be 43-128 characters of [A-Za-z0-9-._~]");
    const code = randomBytes(24).toString("base64url");
    codes.set(code, { clientId, redirectUri, scope, challenge, method });
    return redirect(res, redirectUri, "?", { code, state });
  }

  // RFC 6749 3.2 / 4.1.3 / 4.3.2 / 4.4.2, errors per 5.2.
  function token(req, body, res) {
    if (!isForm(req)) return oauthError(res, 400, "invalid_request", "The body must be application/x-www-form-urlencoded");
    const params = new URLSearchParams(body);
    const repeated = [...new Set([...params.keys()].filter((key, i, keys) => keys.indexOf(key) !== i))];
    if (repeated.length > 0) return oauthError(res, 400, "invalid_request", `Parameter given more than once: ${repeated.join(", ")}`);
    const form = Object.fromEntries(params);

    const client = authenticateClient(req.headers.authorization, form);
    if (client.error) {
      const headers = client.basic ? { "www-authenticate": 'Basic realm="docgen-test-oauth"' } : {};
      return oauthError(res, 401, "invalid_client", client.error, headers);
    }
    const { clientId } = client;
    const grantType = form.grant_type;
    if (!grantType) return oauthError(res, 400, "invalid_request", "Missing grant_type");

    if (grantType === "authorization_code") {
      for (const name of ["code", "redirect_uri", "code_verifier"]) {
        if (!form[name]) return oauthError(res, 400, "invalid_request", `Missing ${name}`);
      }
      if (!PKCE_VALUE.test(form.code_verifier)) {
        return oauthError(res, 400, "invalid_request", "code_verifier must be 43-128 characters of [A-Za-z0-9-._~]");
      }
      const grant = codes.get(form.code);
      codes.delete(form.code); // single use: any attempt to redeem a code spends it
      if (!grant) return oauthError(res, 400, "invalid_grant", "Unknown, expired or already used authorization code");
      if (grant.clientId !== clientId) return oauthError(res, 400, "invalid_grant", "The code was issued to another client");
      if (grant.redirectUri !== form.redirect_uri) {
        return oauthError(res, 400, "invalid_grant", "redirect_uri does not match the one in the authorization request");
      }
      const expected = grant.method === "S256" ? createHash("sha256").update(form.code_verifier).digest("base64url") : form.code_verifier;
      if (!same(expected, grant.challenge)) return oauthError(res, 400, "invalid_grant", "code_verifier does not match the code_challenge");
      return tokenResponse(res, "authorization_code", clientId, grant.scope);
    }
    if (grantType === "client_credentials") {
      if (clients[clientId] === null) {
        return oauthError(res, 400, "unauthorized_client", "A public client cannot use the client_credentials grant");
      }
      return tokenResponse(res, "client_credentials", clientId, form.scope ?? "");
    }
    if (grantType === "password") {
      if (!form.username || form.password === undefined) return oauthError(res, 400, "invalid_request", "Missing username or password");
      const known = Object.hasOwn(users, form.username) ? users[form.username] : undefined;
      if (known === undefined || !same(form.password, known)) return oauthError(res, 400, "invalid_grant", "Wrong username or password");
      return tokenResponse(res, "password", clientId, form.scope ?? "");
    }
    return oauthError(res, 400, "unsupported_grant_type", `Unsupported grant_type: ${grantType}`);
  }

  /** { clientId } or { error, basic }: Basic header or client_id/client_secret in the body, not both secrets at once. */
  function authenticateClient(authorization, form) {
    let clientId = form.client_id;
    let secret = form.client_secret;
    const basic = /^Basic +(\S+) *$/i.exec(authorization ?? "");
    if (basic) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon < 0) return { error: "Malformed Basic credentials", basic: true };
      let id, pass;
      try {
        // RFC 6749 2.3.1: both parts are form-urlencoded before base64.
        id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " "));
        pass = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " "));
      } catch {
        return { error: "Malformed Basic credentials", basic: true };
      }
      if (secret !== undefined) return { error: "Client credentials in both the Authorization header and the body", basic: true };
      if (clientId !== undefined && clientId !== id) return { error: "client_id in the body differs from the Basic credentials", basic: true };
      clientId = id;
      secret = pass;
    }
    const fail = (error) => ({ error, basic: Boolean(basic) });
    if (!clientId) return fail("No client authentication (client_id) given");
    if (!Object.hasOwn(clients, clientId)) return fail(`Unknown client: ${clientId}`);
    const expected = clients[clientId];
    if (expected === null) return secret ? fail(`${clientId} is a public client and has no secret`) : { clientId };
    if (!secret) return fail(`Missing client_secret for confidential client ${clientId}`);
    if (!same(secret, expected)) return fail(`Wrong client_secret for ${clientId}`);
    return { clientId };
  }

  function issueToken(grant, clientId, scope) {
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, { grant, clientId, scope });
    return accessToken;
  }

  function tokenResponse(res, grant, clientId, scope) {
    const accessToken = issueToken(grant, clientId, scope);
    return json(res, 200, { access_token: accessToken, token_type: "Bearer", ...(expiresIn === null ? {} : { expires_in: expiresIn }), scope });
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  origin = `http://127.0.0.1:${server.address().port}`;

  let closed;
  function close() {
    closed ??= new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  }

  return { origin, requests, tokens, close };
}

function badAuthorize(res, problem) {
  send(res, 400, "text/plain; charset=utf-8", `Authorization request rejected: ${problem}\n`);
}

/** 302 to `uri` with `params` (undefined/null left out) after `?` (or `&` if it has a query already) or `#`. */
function redirect(res, uri, separator, params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, value);
  const joiner = separator === "?" && uri.includes("?") ? "&" : separator;
  const target = `${uri}${joiner}${search}`;
  if (res.isolate) {
    // A page of the authorization server's own, isolated, which then sends the browser on (as a consent page would).
    const attribute = target.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cross-origin-opener-policy": "same-origin", "cache-control": "no-store" });
    res.end(`<!doctype html><meta http-equiv="refresh" content="0;url=${attribute}"><title>Consent</title>`);
    return;
  }
  res.writeHead(302, { ...CORS, location: target, "cache-control": "no-store" });
  res.end();
}

function oauthError(res, status, error, description, headers = {}) {
  json(res, status, { error, error_description: description }, headers);
}

function json(res, status, value, headers = {}) {
  send(res, status, "application/json", JSON.stringify(value), { "cache-control": "no-store", pragma: "no-cache", ...headers });
}

function send(res, status, contentType, text, headers = {}) {
  res.writeHead(status, { ...CORS, "content-type": contentType, "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

function isForm(req) {
  return (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase() === "application/x-www-form-urlencoded";
}

function isAbsoluteHttpUrl(value) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && !value.includes("#");
}

/** Compares secrets in constant time (over their hashes, so unequal lengths are fine). */
function same(a, b) {
  const digest = (value) => createHash("sha256").update(String(value)).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The body as text, or undefined past MAX_BODY bytes. */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
