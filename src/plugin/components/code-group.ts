// `CodeGroup`: code blocks in one place, shown as tabs named by the blocks' titles (```` ```python Python ````).
// Without JavaScript every block shows, each under its title.
import type { ComponentDefinition } from "./types.js";

export const codeGroup: ComponentDefinition = {
  name: "CodeGroup",
  template: "code-group.njk",
  body: "markdown",
  // Without a label, the site's codeSamples label ("Code samples"). `sync: false`: its tabs are its own (examples by
  // status or name), so choosing one chooses nothing in other groups and is not remembered.
  attributes: { label: { type: "string" }, sync: { type: "boolean" } },
  viewModel(attrs, { labels }) {
    return { label: attrs.label ?? labels.codeSamples, sync: attrs.sync !== false };
  },
};
