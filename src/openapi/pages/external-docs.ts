// `externalDocs` (of the API, a tag, an operation or a schema) -> "See also: <link>." under the description it belongs to.
import type { ExternalDocs } from "../model.js";
import type { Block, Inline } from "./blocks.js";
import { linkInline } from "./links.js";
import { sayInlines } from "../labels.js";

/**
 * "See also: <its description, else its URL>." The URL is linked when it is an http(s) one, written so that it is
 * one Markdown link destination that Nunjucks leaves alone (parentheses and braces percent-encoded); any other
 * URL (`javascript:`, a relative path, which means nothing on this site) is shown as code, not linked.
 */
export function externalDocsBlocks(docs: ExternalDocs | undefined): Block[] {
  return docs ? [{ kind: "paragraph", inlines: externalDocsInlines(docs) }] : [];
}

/** The sentence of externalDocsBlocks, for a field's notes. */
export function externalDocsInlines(docs: ExternalDocs): Inline[] {
  const label = docs.description ?? docs.url;
  const link = linkInline(label, docs.url);
  const target: Inline[] = link ? [link] : [...(docs.description ? [{ text: `${label}: ` }] : []), { code: docs.url }];
  return sayInlines("seeAlso", { link: target });
}

