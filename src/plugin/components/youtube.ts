// `YouTube`: a lazy, privacy-enhanced (youtube-nocookie.com) embed.
import { ComponentError, where } from "../attributes.js";
import { aspectRatio } from "./css-values.js";
import type { ComponentDefinition } from "./types.js";
import { parseYouTube } from "./video-id.js";

export const youtube: ComponentDefinition = {
  name: "YouTube",
  template: "youtube.njk",
  body: "markdown",
  attributes: {
    id: { type: "string", required: true },
    title: { type: "string", default: "YouTube video" },
    start: { type: "number" },
    aspectRatio: { type: "string", default: "16/9" },
  },
  viewModel(attrs, { site, hasBody }) {
    const ref = parseYouTube(String(attrs.id));
    if (!ref) {
      throw new ComponentError(
        `${where(site)}: id="${attrs.id}" is not a YouTube video. Use the 11-character id (dQw4w9WgXcQ) or a youtube.com/watch?v=, youtu.be/, embed/ or shorts/ URL.`,
      );
    }
    const start = attrs.start ?? ref.start;
    if (start !== undefined && (!Number.isInteger(start) || (start as number) < 0)) {
      throw new ComponentError(`${where(site)}: start=${String(start)} must be a whole number of seconds.`);
    }
    const query = start ? `?start=${start}` : "";
    return {
      id: ref.id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ref.id}${query}`,
      watchUrl: `https://www.youtube.com/watch?v=${ref.id}`,
      title: attrs.title,
      start,
      aspectRatio: aspectRatio(attrs.aspectRatio, site),
      hasBody,
    };
  },
};
