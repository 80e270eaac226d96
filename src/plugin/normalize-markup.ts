// How component template output is cleaned before it joins a page.

/**
 * Template whitespace is not meaningful: every markup line is unindented and blank lines dropped, so a theme
 * author can indent an override freely without creating Markdown code blocks or ending HTML blocks early.
 */
export function normalizeMarkup(markup: string): string {
  return markup
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}
