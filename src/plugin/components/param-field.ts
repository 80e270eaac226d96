// `ParamField`: one request parameter (path, query, header, cookie or body property).
import { ComponentError, where } from "../attributes.js";
import { formatDefault, splitFieldName } from "./field-name.js";
import { paramFieldMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

const PARAM_TYPES = ["query", "path", "header", "cookie", "body"];
/** OpenAPI's parameter styles, and `tabDelimited` for Swagger 2.0's `collectionFormat: tsv`. */
const STYLES = ["form", "simple", "label", "matrix", "spaceDelimited", "pipeDelimited", "deepObject", "tabDelimited"];

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
    style: { type: "string" },
    explode: { type: "boolean" },
  },
  viewModel(attrs, { site, labels }) {
    const paramType = String(attrs.paramType);
    if (!PARAM_TYPES.includes(paramType)) {
      throw new ComponentError(`${where(site)}: paramType="${paramType}" is not valid. Use one of ${PARAM_TYPES.join(", ")}.`);
    }
    if (attrs.style !== undefined && !STYLES.includes(String(attrs.style))) {
      throw new ComponentError(`${where(site)}: style="${String(attrs.style)}" is not valid. Use one of ${STYLES.join(", ")}.`);
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
      style: attrs.style,
      explode: attrs.explode,
      labels,
    };
  },
  markup: paramFieldMarkup,
};
