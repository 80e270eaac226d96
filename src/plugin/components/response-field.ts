// `ResponseField`: one property of a response body.
import { splitFieldName } from "./field-name.js";
import { responseFieldMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

export const responseField: ComponentDefinition = {
  name: "ResponseField",
  template: "response-field.njk",
  body: "markdown",
  attributes: {
    name: { type: "string", required: true },
    type: { type: "string", default: "any" },
    constraints: { type: "string" },
    nullable: { type: "boolean", default: false },
  },
  viewModel(attrs, { labels }) {
    const { full, leaf, parent, depth } = splitFieldName(String(attrs.name));
    return { full, leaf, parent, depth, name: attrs.name, type: attrs.type, constraints: attrs.constraints, nullable: attrs.nullable, labels };
  },
  markup: responseFieldMarkup,
};
