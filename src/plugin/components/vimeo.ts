// `Vimeo`: a lazy embed with do-not-track on.
import { ComponentError, where } from "../attributes.js";
import { aspectRatio } from "./css-values.js";
import type { ComponentDefinition } from "./types.js";
import { parseVimeo } from "./video-id.js";

export const vimeo: ComponentDefinition = {
  name: "Vimeo",
  template: "vimeo.njk",
  body: "markdown",
  attributes: {
    id: { type: "string", required: true },
    title: { type: "string", default: "Vimeo video" },
    aspectRatio: { type: "string", default: "16/9" },
  },
  viewModel(attrs, { site, hasBody }) {
    const ref = parseVimeo(String(attrs.id));
    if (!ref) {
      throw new ComponentError(`${where(site)}: id="${attrs.id}" is not a Vimeo video. Use the numeric id (76979871) or a vimeo.com/<id> URL.`);
    }
    const params = new URLSearchParams();
    if (ref.hash) params.set("h", ref.hash);
    params.set("dnt", "1");
    return {
      id: ref.id,
      embedUrl: `https://player.vimeo.com/video/${ref.id}?${params.toString()}`,
      watchUrl: `https://vimeo.com/${ref.id}`,
      title: attrs.title,
      aspectRatio: aspectRatio(attrs.aspectRatio, site),
      hasBody,
    };
  },
};
