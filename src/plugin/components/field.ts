// `Field`: one property of a schema or object; dotted names nest under their parent.
import { formatDefault, splitFieldName } from "./field-name.js";
import { fieldMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

export const field: ComponentDefinition = {
  name: "Field",
  template: "field.njk",
  body: "markdown",
  attributes: {
    name: { type: "string", required: true },
    type: { type: "string", default: "any" },
    constraints: { type: "string" },
    required: { type: "boolean", default: false },
    default: { type: "any" },
    deprecated: { type: "boolean", default: false },
  },
  viewModel(attrs, { labels }) {
    const { full, leaf, parent, depth } = splitFieldName(String(attrs.name));
    return {
      full,
      leaf,
      parent,
      depth,
      name: attrs.name,
      type: attrs.type,
      constraints: attrs.constraints,
      required: attrs.required,
      default: formatDefault(attrs.default),
      deprecated: attrs.deprecated,
      labels,
    };
  },
  markup: fieldMarkup,
};
