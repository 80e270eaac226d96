// `Mermaid`: a diagram whose source is kept exactly and rendered in the browser by mermaid.
import { ComponentError, where } from "../attributes.js";
import { escapeHtml } from "../escape.js";
import { Html } from "../html.js";
import type { ComponentDefinition } from "./types.js";

const THEMES = ["default", "neutral", "dark", "forest", "base"];

export const mermaid: ComponentDefinition = {
  name: "Mermaid",
  template: "mermaid.njk",
  body: "verbatim",
  attributes: {
    caption: { type: "string" },
    theme: { type: "string", default: "default" },
  },
  viewModel(attrs, { site, source }) {
    if (!THEMES.includes(String(attrs.theme))) {
      throw new ComponentError(`${where(site)}: theme="${attrs.theme}" is not a Mermaid theme. Use one of ${THEMES.join(", ")}.`);
    }
    if (source.trim() === "") {
      throw new ComponentError(`${where(site)} has no diagram source. Put the diagram between {% Mermaid %} and {% endMermaid %}.`);
    }
    // One line of escaped text with &#10; for line breaks: Markdown cannot see blank lines or indentation in
    // it, and the browser's textContent gives mermaid the source back exactly.
    const sourceHtml = new Html(escapeHtml(source).replace(/\n/g, "&#10;").replace(/\t/g, "&#9;"));
    return { source, sourceHtml, caption: attrs.caption, theme: attrs.theme };
  },
};
