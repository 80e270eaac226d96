// pages: the API model -> page models (index, one page per operation or per method+resource, schemas).
import type { ApiModel, Operation } from "../model.js";
import type { Block, Page } from "./blocks.js";
import type { PageContext, PageOptions } from "./context.js";
import { schemaLookup } from "./fields.js";
import { indexPage } from "./index-page.js";
import { planLayout } from "./layout.js";
import { apiBlock, operationTitle } from "./operation-page.js";
import { schemaPage } from "./schema-page.js";
import { plainSummary } from "./summary-text.js";

export type { PageOptions } from "./context.js";

export interface Skipped {
  /** `GET /pets` or `webhook newPet`. */
  operation: string;
  reason: string;
}

export interface PagesResult {
  pages: Page[];
  skipped: Skipped[];
}

export function buildPages(model: ApiModel, options: PageOptions & { skipDeprecated?: boolean }): PagesResult {
  const skipped: Skipped[] = [];
  const keep = (op: Operation) => {
    if (options.skipDeprecated && op.deprecated) {
      skipped.push({ operation: op.kind === "webhook" ? `webhook ${op.path} (${op.method})` : `${op.method} ${op.path}`, reason: "deprecated (--skip-deprecated)" });
      return false;
    }
    return true;
  };
  const operations = model.operations.filter(keep);
  const webhooks = model.webhooks.filter(keep);
  const layout = planLayout(model, operations, webhooks, options.groupBy, options.includeSchemas);
  const ctx: PageContext = { model, schemas: schemaLookup(model), schemes: new Map(model.securitySchemes.map((s) => [s.key, s])), layout, options };
  const pages: Page[] = [indexPage(ctx)];
  for (const file of layout.files) {
    const ops = file.operations;
    if (ops.length === 1 && (options.groupBy !== "method" || ops[0]!.kind === "webhook")) {
      const op = ops[0]!;
      const title = operationTitle(op);
      const blocks: Block[] = [{ kind: "heading", level: 1, text: title }, apiBlock(ctx, file.file, op, 2)];
      const description = plainSummary(op.description) ?? `${op.method} ${op.path}`;
      pages.push({ file: file.file, frontMatter: { title, description, order: file.order, method: op.method, ...(op.deprecated ? { deprecated: true } : {}) }, blocks });
    } else {
      // Method mode: one page per method and resource, one section per operation.
      const method = ops[0]!.method;
      const resource = file.file.replace(/^.*\/|\.md$/g, "");
      const title = `${method} ${resource}`;
      const blocks: Block[] = [{ kind: "heading", level: 1, text: title }];
      for (const op of ops) blocks.push({ kind: "heading", level: 2, text: operationTitle(op) }, apiBlock(ctx, file.file, op, 3));
      const description = `${ops.length} ${method} operations on ${resource}: ${ops.map((o) => o.path).join(", ")}`;
      pages.push({ file: file.file, frontMatter: { title, description: description.length > 160 ? `${description.slice(0, 159)}…` : description, order: file.order, method, ...(ops.every((o) => o.deprecated) ? { deprecated: true } : {}) }, blocks });
    }
  }
  if (options.includeSchemas) model.schemas.forEach((s, i) => pages.push(schemaPage(ctx, s.name, s.schema, i + 1)));
  return { pages, skipped };
}
