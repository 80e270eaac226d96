// `Api`: one endpoint (method, path, title, auth) holding its description and fields.
import { ComponentError, where } from "../attributes.js";
import { apiMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

const KNOWN_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "QUERY"];

export const api: ComponentDefinition = {
  name: "Api",
  template: "api.njk",
  body: "markdown",
  attributes: {
    method: { type: "string", default: "GET" },
    path: { type: "string", default: "/" },
    title: { type: "string" },
    auth: { type: "string" },
  },
  viewModel(attrs, { site, isPageHeading }) {
    const method = String(attrs.method).trim().toUpperCase();
    if (!KNOWN_METHODS.includes(method)) {
      throw new ComponentError(`${where(site)}: method="${attrs.method}" is not an HTTP method. Use one of ${KNOWN_METHODS.join(", ")}.`);
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
    };
  },
  markup: apiMarkup,
};
