// `externalDocs` (of the API, a tag or an operation) -> "See also: <link>." under the description it belongs to.
import type { ExternalDocs } from "../model.js";
import type { Block, Inline } from "./blocks.js";
import { httpUrl } from "./links.js";

/**
 * "See also: <its description, else its URL>." The URL is linked when it is an http(s) one, written so that it is
 * one Markdown link destination that Nunjucks leaves alone (parentheses and braces percent-encoded); any other
 * URL (`javascript:`, a relative path, which means nothing on this site) is shown as code, not linked.
 */
export function externalDocsBlocks(docs: ExternalDocs | undefined): Block[] {
  if (!docs) return [];
  const label = (docs.description ?? docs.url).replace(/\s+/g, " ");
  const link = linkInline(label, docs.url);
  const target: Inline[] = link ? [link] : [...(docs.description ? [{ text: `${label}: ` }] : []), { code: docs.url }];
  return [{ kind: "paragraph", inlines: [{ text: "See also: " }, ...target, { text: "." }] }];
}

/**
 * A link to `url` labelled `label` (on one line), when `url` is an http(s) URL; undefined otherwise. The href is one
 * Markdown link destination that Nunjucks leaves alone: parentheses and braces percent-encoded.
 */
export function linkInline(label: string, url: string): Inline | undefined {
  const href = httpUrl(url.trim());
  return href ? { link: label.replace(/\s+/g, " "), href: href.replace(/[(){}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) } : undefined;
}
