// `Api`: one endpoint (method, path, title, auth, and for Try it its server and request body's media type) holding
// its description and fields.
import { COMMON_METHODS, HTTP_METHODS } from "../../http-methods.js";
import { TRY_IT_FLOWS } from "../../oauth-flows.js";
import { ComponentError, where } from "../attributes.js";
import { apiMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

/** The attributes that tell Try it how to get an OAuth2 token, and the data attributes docgen.js reads them from. */
const OAUTH = ["oauthFlows", "authorizationUrl", "tokenUrl", "oauthDiscovery", "scopes"] as const;
const OAUTH_DATA: Record<(typeof OAUTH)[number], string> = {
  oauthFlows: "data-oauth-flows",
  authorizationUrl: "data-authorization-url",
  tokenUrl: "data-token-url",
  oauthDiscovery: "data-oauth-discovery",
  scopes: "data-oauth-scopes",
};

export const api: ComponentDefinition = {
  name: "Api",
  template: "api.njk",
  body: "markdown",
  attributes: {
    method: { type: "string", default: "GET" },
    path: { type: "string", default: "/" },
    title: { type: "string" },
    auth: { type: "string" },
    server: { type: "string" },
    servers: { type: "string" },
    requestType: { type: "string" },
    oauthFlows: { type: "string" },
    authorizationUrl: { type: "string" },
    tokenUrl: { type: "string" },
    oauthDiscovery: { type: "string" },
    scopes: { type: "string" },
    tryIt: { type: "boolean", default: true },
  },
  viewModel(attrs, { site, isPageHeading, tryIt, tryItProxy, tryItClientId, labels, usesOAuth }) {
    const method = String(attrs.method).trim().toUpperCase();
    if (!HTTP_METHODS.includes(method)) {
      throw new ComponentError(`${where(site)}: method="${attrs.method}" is not an HTTP method. Use one of ${COMMON_METHODS.join(", ")}, or another of IANA's HTTP Method Registry (WebDAV's, LINK...) or PURGE.`);
    }
    const path = String(attrs.path);
    // A flow Try it cannot run is a typo more likely than a wish: said, with the ones it runs.
    const unknownFlow = typeof attrs.oauthFlows === "string" ? attrs.oauthFlows.split(/\s+/).find((flow) => flow !== "" && !(TRY_IT_FLOWS as readonly string[]).includes(flow)) : undefined;
    if (unknownFlow !== undefined) {
      throw new ComponentError(`${where(site)}: oauthFlows="${attrs.oauthFlows}" names "${unknownFlow}", which is not a flow Try it runs. Use ${TRY_IT_FLOWS.join(", ")}, space-separated.`);
    }
    const withTryIt = tryIt && attrs.tryIt !== false && typeof attrs.server === "string";
    // How Try it gets an OAuth2 token: the flows it may run (space-separated: authorizationCode, implicit,
    // clientCredentials, password), their URLs or a discovery document that gives them, and the scopes asked for.
    const oauth = withTryIt && OAUTH.some((name) => typeof attrs[name] === "string" && attrs[name] !== "")
      ? OAUTH.map((name) => ({ name: OAUTH_DATA[name], value: typeof attrs[name] === "string" ? attrs[name] : "" })).filter((a) => a.value !== "")
      : undefined;
    if (oauth?.some((a) => a.name === "data-oauth-flows" || a.name === "data-oauth-discovery")) {
      usesOAuth?.();
      // The client ID the site registered for its readers (the tryItClientId option), filled in.
      if (tryItClientId) oauth.push({ name: "data-oauth-client-id", value: tryItClientId });
    }
    return {
      method,
      methodClass: method.toLowerCase(),
      path,
      // `{id}` placeholders are shown as such, and styled apart from the literal segments.
      pathParts: path.split(/(\{[^}]*\})/).filter((s) => s !== "").map((text) => ({ text, isParam: /^\{[^}]*\}$/.test(text) })),
      title: attrs.title,
      // The page's own `#` heading already reads the title (every page docgen openapi writes): not shown twice.
      titleIsHeading: typeof attrs.title === "string" && isPageHeading(attrs.title),
      auth: attrs.auth,
      // With a server (the address requests go to; may be empty or relative, for the reader to complete), the
      // section carries what docgen.js needs for its Try it panel; the parameters it reads from the ParamFields.
      // `tryIt=false` leaves the panel out of this one block, where the site has it.
      tryIt: withTryIt,
      server: attrs.server,
      // The addresses the reader may pick from instead (space-separated), the server first.
      servers: typeof attrs.servers === "string" && attrs.servers.trim() !== "" ? attrs.servers.trim() : undefined,
      requestType: attrs.requestType,
      oauth,
      // The site's CORS proxy, which docgen.js sends the request through (see the tryItProxy option).
      tryItProxy,
      labels,
    };
  },
  markup: apiMarkup,
};
