// Validates the few CSS values components accept (sizes, aspect ratios), so no attribute can inject CSS.
import { ComponentError, where, type UseSite } from "../attributes.js";

const LENGTH = /^(?:\d+(?:\.\d+)?(?:px|em|rem|%|vw|vh|ch|ex)?|auto)$/;

/** `400` becomes `400px`; `50%`, `20rem`, `auto` pass; anything else fails the build. */
export function cssLength(key: string, value: unknown, site: UseSite): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = String(value).trim();
  if (!LENGTH.test(text)) {
    throw new ComponentError(`${where(site)}: ${key}="${text}" is not a CSS length. Use a number of pixels (400), or a length such as 20rem, 50% or auto.`);
  }
  return /^\d+(?:\.\d+)?$/.test(text) ? `${text}px` : text;
}

/** `16/9`, `4 / 3`, `1.85/1` pass and are normalised to `16 / 9`. */
export function aspectRatio(value: unknown, site: UseSite): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(String(value));
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) {
    throw new ComponentError(`${where(site)}: aspectRatio="${value}" is not a ratio. Write it as width/height, for example "16/9" or "4/3".`);
  }
  return `${match[1]} / ${match[2]}`;
}
