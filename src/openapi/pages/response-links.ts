// A response's links (OpenAPI Link objects) on its operation's page: each names the operation it leads to, linked to
// that operation's page, then what the spec says of it and which values fill which of its parameters.
import type { ResponseLink } from "../model.js";
import type { Block, Inline } from "./blocks.js";
import { type PageContext, operationPath, proseBlocks } from "./context.js";
import { valueText } from "./field-blocks.js";
import { linkInline, relativeUrl } from "./links.js";
import { operationTitle } from "./operation-page.js";
import { say, sayInlines } from "../labels.js";

export function responseLinkBlocks(ctx: PageContext, from: string, links: readonly ResponseLink[], level: number): Block[] {
  const blocks: Block[] = [];
  for (const link of links) {
    const head = targetInlines(ctx, from, link);
    if (!head) continue;
    blocks.push({ kind: "paragraph", inlines: [{ code: link.name }, { text: ": " }, ...head] });
    blocks.push(...proseBlocks(ctx, link.description, level));
    const items: Inline[][] = link.parameters.map((p) => [{ code: p.name }, { text: ": " }, { code: valueText(p.value) }]);
    if (link.requestBody) items.push(sayInlines("linkRequestBody", { value: { code: valueText(link.requestBody.value) } }));
    if (link.server) items.push(sayInlines("linkServer", { value: { code: link.server } }));
    if (items.length > 0) blocks.push({ kind: "list", items });
  }
  if (blocks.length === 0) return [];
  return [{ kind: "paragraph", inlines: sayInlines("linksLead", { links: { strong: say("linksTitle") } }) }, ...blocks];
}

/**
 * The operation a link leads to: its title linked to its page, and its method and path. Undefined for an operation
 * with no page (left out: internal), which the reference does not name. One the spec does not have is shown as the
 * spec names it, linked when that is an http(s) URL (an operationRef into another API's docs).
 */
function targetInlines(ctx: PageContext, from: string, link: ResponseLink): Inline[] | undefined {
  const op = link.target;
  if (op) {
    const file = ctx.layout.fileOf.get(op)?.file;
    if (!file) return undefined;
    return [{ link: operationTitle(op), href: relativeUrl(from, file) }, { text: " " }, { code: `${op.method} ${operationPath(ctx, op)}` }];
  }
  const { by, value } = link.ref;
  if (by === "operationId") return sayInlines("linkUnknownOperationId", { id: { code: value } });
  return [linkInline(value, value) ?? { code: value }];
}

