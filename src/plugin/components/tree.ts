// `Tree`, `Folder`, `File`: a file tree of nested lists; folders are <details> so they toggle without JS.
import type { ComponentDefinition } from "./types.js";

export const tree: ComponentDefinition = {
  name: "Tree",
  template: "tree.njk",
  body: "markdown",
  attributes: { label: { type: "string", default: "File tree" } },
  viewModel(attrs) {
    return { label: attrs.label };
  },
};

export const folder: ComponentDefinition = {
  name: "Folder",
  template: "folder.njk",
  body: "markdown",
  attributes: {
    name: { type: "string", required: true },
    open: { type: "boolean", default: false },
    icon: { type: "string" },
  },
  viewModel(attrs, { hasBody }) {
    return { name: attrs.name, open: attrs.open, icon: attrs.icon, hasBody };
  },
};

export const file: ComponentDefinition = {
  name: "File",
  template: "file.njk",
  body: "markdown",
  attributes: {
    name: { type: "string", required: true },
    icon: { type: "string" },
  },
  viewModel(attrs, { hasBody }) {
    return { name: attrs.name, icon: attrs.icon, hasBody };
  },
};
