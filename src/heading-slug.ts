// A heading's id, as the build gives it (plugin/heading-ids.ts) and as `docgen openapi` works it out for links to
// headings it writes (openapi/pages/redoc-links.ts): one module both load, apart from the plugin.

/** `Get a book (v2)` -> `get-a-book-v2`; letters of any script are kept. */
export function headingSlug(text: string): string {
  // ASCII text (nearly every heading) takes the same steps without Unicode normalization and property classes,
  // which cost about half of this rule's time over the GitHub reference's build; the result is the same.
  const ascii = !/[^\x00-\x7f]/.test(text);
  return (ascii ? text : text.normalize("NFKC"))
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(ascii ? /[^a-z0-9\s_-]+/g : /[^\p{L}\p{N}\s_-]+/gu, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}
