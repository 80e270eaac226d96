// `Tree`, `Folder`, `File`: a file tree of nested lists; folders are <details> so they toggle without JS.
import type { ComponentDefinition } from "./types.js";

export const tree: ComponentDefinition = {
  name: "Tree",
  template: "tree.njk",
  body: "markdown",
  // Without a label, the site's fileTree label ("File tree").
  attributes: { label: { type: "string" } },
  viewModel(attrs, { labels }) {
    return { label: attrs.label ?? labels.fileTree };
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
  viewModel(attrs, { hasBody, labels }) {
    return { name: attrs.name, open: attrs.open, icon: attrs.icon, hasBody, labels };
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
