// `Api`: one endpoint (method, path, title, auth, and for Try it its server and request body's media type) holding
// its description and fields.
import { COMMON_METHODS, HTTP_METHODS } from "../../http-methods.js";
import { ComponentError, where } from "../attributes.js";
import { apiMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

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
    requestType: { type: "string" },
    tryIt: { type: "boolean", default: true },
  },
  viewModel(attrs, { site, isPageHeading, tryIt, tryItProxy, labels }) {
    const method = String(attrs.method).trim().toUpperCase();
    if (!HTTP_METHODS.includes(method)) {
      throw new ComponentError(`${where(site)}: method="${attrs.method}" is not an HTTP method. Use one of ${COMMON_METHODS.join(", ")}, or another of IANA's HTTP Method Registry (WebDAV's, LINK...) or PURGE.`);
    }
    const path = String(attrs.path);
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
      tryIt: tryIt && attrs.tryIt !== false && typeof attrs.server === "string",
      server: attrs.server,
      requestType: attrs.requestType,
      // The site's CORS proxy, which docgen.js sends the request through (see the tryItProxy option).
      tryItProxy,
      labels,
    };
  },
  markup: apiMarkup,
};
