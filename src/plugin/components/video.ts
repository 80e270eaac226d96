// `Video`: a native <video> element for self-hosted clips.
import type { ComponentDefinition } from "./types.js";

export const video: ComponentDefinition = {
  name: "Video",
  template: "video.njk",
  body: "markdown",
  attributes: {
    src: { type: "url", required: true },
    poster: { type: "url" },
    autoplay: { type: "boolean", default: false },
    loop: { type: "boolean", default: false },
    muted: { type: "boolean", default: false },
    controls: { type: "boolean", default: true },
    title: { type: "string" },
  },
  viewModel(attrs, { hasBody, labels }) {
    // Browsers only autoplay muted video, so autoplay implies muted (and inline playback on phones).
    const muted = Boolean(attrs.muted) || Boolean(attrs.autoplay);
    return { ...attrs, muted, hasBody, labels };
  },
};
