// `Image`: a lazy-loaded figure with optional caption, size, rounding, border and click-to-zoom.
import { cssLength } from "./css-values.js";
import type { ComponentDefinition } from "./types.js";

export const image: ComponentDefinition = {
  name: "Image",
  template: "image.njk",
  body: "markdown",
  attributes: {
    src: { type: "url", required: true },
    // alt="" is allowed: it marks a decorative image, which is a deliberate choice.
    alt: { type: "string", required: true, allowEmpty: true },
    caption: { type: "string" },
    width: { type: "any" },
    height: { type: "any" },
    zoom: { type: "boolean", default: false },
    rounded: { type: "boolean", default: false },
    border: { type: "boolean", default: false },
  },
  viewModel(attrs, { site, hasBody }) {
    return {
      src: attrs.src,
      alt: attrs.alt,
      caption: attrs.caption,
      hasBody,
      width: cssLength("width", attrs.width, site),
      height: cssLength("height", attrs.height, site),
      zoom: attrs.zoom,
      rounded: attrs.rounded,
      border: attrs.border,
    };
  },
};
