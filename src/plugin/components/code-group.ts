// `CodeGroup`: code blocks in one place, shown as tabs named by the blocks' titles (```` ```python Python ````).
// Without JavaScript every block shows, each under its title.
import type { ComponentDefinition } from "./types.js";

export const codeGroup: ComponentDefinition = {
  name: "CodeGroup",
  template: "code-group.njk",
  body: "markdown",
  // Without a label, the site's codeSamples label ("Code samples").
  attributes: { label: { type: "string" } },
  viewModel(attrs, { labels }) {
    return { label: attrs.label ?? labels.codeSamples };
  },
};
