// `ParamField`: one request parameter (path, query, header, cookie or body property).
import { ComponentError, where } from "../attributes.js";
import { formatDefault, splitFieldName } from "./field-name.js";
import { paramFieldMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

const PARAM_TYPES = ["query", "path", "header", "cookie", "body"];

export const paramField: ComponentDefinition = {
  name: "ParamField",
  template: "param-field.njk",
  body: "markdown",
  attributes: {
    name: { type: "string", required: true },
    type: { type: "string", default: "string" },
    constraints: { type: "string" },
    paramType: { type: "string", default: "query" },
    required: { type: "boolean", default: false },
    default: { type: "any" },
  },
  viewModel(attrs, { site }) {
    const paramType = String(attrs.paramType);
    if (!PARAM_TYPES.includes(paramType)) {
      throw new ComponentError(`${where(site)}: paramType="${paramType}" is not valid. Use one of ${PARAM_TYPES.join(", ")}.`);
    }
    const { full, leaf, parent, depth } = splitFieldName(String(attrs.name));
    return {
      full,
      leaf,
      parent,
      depth,
      name: attrs.name,
      type: attrs.type,
      constraints: attrs.constraints,
      paramType,
      required: attrs.required,
      default: formatDefault(attrs.default),
    };
  },
  markup: paramFieldMarkup,
};
