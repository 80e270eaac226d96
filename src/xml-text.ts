// Text for an XML document (the sitemap, the XML request bodies of the samples): the characters XML 1.0 does not
// allow in a document even escaped left out, and what would end the text or the value escaped.

const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Element text: `&`, `<` and `>` escaped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

/** A double-quoted attribute value: `"` escaped too. */
export function xmlAttribute(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}
