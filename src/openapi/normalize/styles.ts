// Parameter styles: OpenAPI's `style` values, and Swagger 2.0's `collectionFormat` as the style it stands for.
import type { ParamLocation, ParamStyle } from "../model.js";

const STYLES = new Set<unknown>(["form", "simple", "label", "matrix", "spaceDelimited", "pipeDelimited", "deepObject"]);

/** One of OpenAPI's parameter styles. */
export function isStyle(value: unknown): value is ParamStyle {
  return STYLES.has(value);
}

/**
 * 2.0's `collectionFormat` as the 3.x style it stands for: `csv` (the default) is a comma-separated list, `ssv`,
 * `tsv` and `pipes` other separators, `multi` the name repeated for each value (query and form data only).
 */
export function collectionFormat(format: unknown, location: ParamLocation): { style?: ParamStyle; explode?: boolean } {
  switch (format) {
    case "ssv":
      return { style: "spaceDelimited", explode: false };
    case "tsv":
      return { style: "tabDelimited", explode: false };
    case "pipes":
      return { style: "pipeDelimited", explode: false };
    case "multi":
      return location === "query" ? { style: "form", explode: true } : {};
    default:
      return location === "query" || location === "cookie" ? { style: "form", explode: false } : {};
  }
}
