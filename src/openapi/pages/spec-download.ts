// The spec as a download (`--spec-download`): one JSON document beside the index page, describing what the pages do.
// It is written as a generated page (`openapi.json.md`) whose permalink is `openapi.json` and whose body Nunjucks
// prints as is, so it is owned, hashed, checked, replaced and removed as every other generated page is, and any
// Eleventy site that builds the pages builds it too. No generated page name has a dot, so none can take its name.
import { PATH_ITEM_METHODS } from "../../http-methods.js";
import { UNRESOLVED_REF_KEY } from "../load/bundle-refs.js";
import { fragmentTokens, pointerTokens, tokensToPointer, valueAt } from "../load/json-pointer.js";
import { refValues } from "../load/walk.js";
import { type Json, isObject } from "../normalize/context.js";
import { GENERATOR_KEY, GENERATOR_VALUE } from "../write/front-matter.js";
import { nunjucksLiteral } from "../write/nunjucks.js";

/** The page's file in the output folder, and the file it becomes in the site, beside the index page. */
export const SPEC_DOWNLOAD_FILE = "openapi.json.md";
export const SPEC_DOWNLOAD_HREF = "openapi.json";
/** The page marker's `source`. */
export const SPEC_DOWNLOAD_SOURCE = "spec download";

/** "OpenAPI 3.1.0" or "Swagger 2.0", for the index page's link. */
export function specLabel(document: Json): string {
  if (typeof document.swagger === "string") return `Swagger ${document.swagger}`;
  return typeof document.openapi === "string" ? `OpenAPI ${document.openapi}` : "OpenAPI";
}

/**
 * The document as published: `document` (bundled: every `$ref` internal) without the operations at `leftOut` (JSON
 * pointers of operations the pages leave out), without path items left with no operation by that, and without the
 * reusable components that only those operations used. Everything else is the spec's own, in its order. `document`
 * is not changed: the objects on the way to what is removed are copied.
 */
export function publishedDocument(document: Json, leftOut: readonly string[]): Json {
  if (leftOut.length === 0) return document;
  const root: Json = { ...document };
  const copied = new Set<object>([root]);
  /** The object at `tokens` in the copy, itself copied (and its parents) so it may be changed; undefined if absent. */
  const writable = (tokens: readonly string[]): Json | undefined => {
    let node: Json = root;
    for (const token of tokens) {
      const next = node[token];
      if (!isObject(next) || !Object.prototype.hasOwnProperty.call(node, token)) return undefined;
      let copy = next;
      if (!copied.has(next)) {
        copy = { ...next };
        copied.add(copy);
        node[token] = copy;
      }
      node = copy;
    }
    return node;
  };
  const removed: unknown[] = [];
  const removedOperations: unknown[] = [];
  /** Path items left with no operation, by pointer. */
  const emptied = new Map<string, string[]>();
  for (const pointer of leftOut) {
    const tokens = pointerTokens(pointer);
    if (tokens.length === 0) continue;
    const original = valueAt(document, tokens);
    if (!original) continue;
    removed.push(original.value);
    removedOperations.push(original.value);
    const parent = writable(tokens.slice(0, -1));
    if (!parent) continue;
    delete parent[tokens.at(-1)!];
    // An operation of OpenAPI 3.2's additionalOperations (its key is no fixed field's method): the map goes once
    // empty, and the path item is the object above it.
    let itemTokens = tokens.slice(0, -1);
    if (itemTokens.at(-1) === "additionalOperations" && !PATH_ITEM_METHODS.includes(tokens.at(-1)!)) {
      itemTokens = itemTokens.slice(0, -1);
      if (Object.keys(parent).length === 0) delete writable(itemTokens)?.additionalOperations;
    }
    if (operationsOf(writable(itemTokens)).length === 0) emptied.set(tokensToPointer(itemTokens), itemTokens);
  }
  // A path item with no operation left goes too, and so do the entries that point to it.
  for (const tokens of emptied.values()) {
    removed.push(valueAt(document, tokens)?.value);
    const parent = writable(tokens.slice(0, -1));
    if (!parent) continue;
    delete parent[tokens.at(-1)!];
    // A reusable path item (3.1's components.pathItems) that was the last of its kind takes its container along.
    if (tokens.length === 3 && tokens[0] === "components" && Object.keys(parent).length === 0) delete writable(["components"])![tokens[1]!];
  }
  for (const section of ["paths", "webhooks", "x-webhooks"]) {
    const items = root[section];
    if (!isObject(items)) continue;
    for (const [name, item] of Object.entries(items)) {
      const target = isObject(item) && typeof item.$ref === "string" && item.$ref.startsWith("#") ? fragmentTokens(item.$ref) : undefined;
      if (target && emptied.has(tokensToPointer(target))) delete writable([section])![name];
    }
  }
  // A tag only left-out operations carried (the pages give it no section either).
  const tagsOf = (operations: unknown[]) => new Set(operations.flatMap((op) => (isObject(op) && Array.isArray(op.tags) ? op.tags : [])));
  const removedTags = tagsOf(removedOperations);
  const keptTags = tagsOf(["paths", "webhooks", "x-webhooks"].flatMap((section) => (isObject(root[section]) ? Object.values(root[section]).flatMap((item) => operationsOf(resolveItem(root, item))) : [])));
  const gone = new Set([...removedTags].filter((tag) => !keptTags.has(tag)));
  // A tag another kept tag names as its parent (OpenAPI 3.2's nested tags) stays, so that the name still leads to it.
  for (let kept = true; kept && gone.size > 0; ) {
    kept = false;
    for (const tag of Array.isArray(root.tags) ? root.tags : []) {
      if (isObject(tag) && !gone.has(tag.name) && typeof tag.parent === "string" && gone.delete(tag.parent)) kept = true;
    }
  }
  if (gone.size > 0 && Array.isArray(root.tags)) root.tags = root.tags.filter((tag) => !(isObject(tag) && gone.has(tag.name)));
  // Redoc's tag groups name tags too: a group left with none goes.
  if (gone.size > 0 && Array.isArray(root["x-tagGroups"])) {
    root["x-tagGroups"] = root["x-tagGroups"].flatMap((group: unknown) => {
      if (!isObject(group) || !Array.isArray(group.tags) || !group.tags.some((tag) => gone.has(tag))) return [group];
      const tags = group.tags.filter((tag) => !gone.has(tag));
      return tags.length > 0 ? [{ ...group, tags }] : [];
    });
  }
  // Components reachable from what was removed and from nothing that stays.
  const fromRemoved = reachableComponents(document, removed);
  if (fromRemoved.size === 0) return root;
  const others = [...allComponents(root)].filter(([key]) => !fromRemoved.has(key)).map(([, tokens]) => valueAt(root, tokens)?.value);
  const kept = reachableComponents(document, [withoutComponents(root), ...others]);
  for (const [key, tokens] of fromRemoved) {
    if (kept.has(key)) continue;
    const container = writable(tokens.slice(0, -1));
    if (!container) continue;
    delete container[tokens.at(-1)!];
    if (Object.keys(container).length === 0) delete writable(tokens.slice(0, -2))![tokens.at(-2)!];
  }
  return root;
}

/** The published document's text: JSON, two-space indented, with a final line break. */
export function specDownloadJson(document: Json, leftOut: readonly string[]): string {
  const published = publishedDocument(document, leftOut);
  // A reference the loader could not read stands as the spec wrote it, not as docgen's marker of it.
  const restore = (_key: string, value: unknown): unknown => {
    if (!isObject(value) || !(UNRESOLVED_REF_KEY in value)) return value;
    const { [UNRESOLVED_REF_KEY]: ref, ...rest } = value;
    return { $ref: ref, ...rest };
  };
  return `${JSON.stringify(published, restore, 2)}\n`;
}

/**
 * The page that becomes `openapi.json`, without its ownership hash: front matter that gives it that URL, no layout and
 * no place in collections (navigation, search, sitemap; `llms.txt` lists it from the index page's front matter), and a
 * body Nunjucks prints as is (no Markdown).
 */
export function specDownloadPage(document: Json, leftOut: readonly string[]): string {
  const frontMatter = [
    `${GENERATOR_KEY}: ${GENERATOR_VALUE}`,
    `source: ${JSON.stringify(SPEC_DOWNLOAD_SOURCE)}`,
    // The page's own path without `.md` (a filter of docgen's plugin): `openapi.json` beside the index page, wherever
    // the folder sits in the site.
    `permalink: ${JSON.stringify("{{ page.inputPath | docgenFileUrl }}")}`,
    "layout: false",
    "eleventyExcludeFromCollections: true",
    "templateEngineOverride: njk",
  ];
  return `---\n${frontMatter.join("\n")}\n---\n${nunjucksLiteral(specDownloadJson(document, leftOut))}`;
}

/** The operations of a path item (OpenAPI 3.2's additionalOperations too). */
function operationsOf(item: unknown): unknown[] {
  if (!isObject(item)) return [];
  const fixed = Object.entries(item).filter(([key]) => PATH_ITEM_METHODS.includes(key.toLowerCase())).map(([, op]) => op);
  return isObject(item.additionalOperations) ? [...fixed, ...Object.values(item.additionalOperations)] : fixed;
}

/** A path item, or the one its internal `$ref` names. */
function resolveItem(document: Json, item: unknown): unknown {
  if (!isObject(item) || typeof item.$ref !== "string" || !item.$ref.startsWith("#")) return item;
  const tokens = fragmentTokens(item.$ref);
  return tokens ? valueAt(document, tokens)?.value : undefined;
}

/** The component a reference points into (`["components", "schemas", "Pet"]`), else undefined. */
function componentOf(ref: unknown): string[] | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  const tokens = fragmentTokens(ref);
  if (!tokens) return undefined;
  if (tokens[0] === "components" && tokens.length >= 3) return tokens.slice(0, 3);
  // Swagger 2.0's reusable parts.
  if ((tokens[0] === "definitions" || tokens[0] === "parameters" || tokens[0] === "responses") && tokens.length >= 2) return tokens.slice(0, 2);
  return undefined;
}

/** Every component of the document (see componentOf) by pointer, securitySchemes aside: named, never referenced. */
function allComponents(document: Json): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (tokens: string[], container: unknown) => {
    if (!isObject(container)) return;
    for (const name of Object.keys(container)) out.set(tokensToPointer([...tokens, name]), [...tokens, name]);
  };
  if (isObject(document.components)) {
    for (const [type, container] of Object.entries(document.components)) if (type !== "securitySchemes") add(["components", type], container);
  }
  for (const section of ["definitions", "parameters", "responses"]) add([section], document[section]);
  return out;
}

/** The document without its reusable parts, where references start from. */
function withoutComponents(document: Json): Json {
  const { components, definitions, parameters, responses, ...rest } = document;
  const scheme = isObject(components) && components.securitySchemes !== undefined ? { components: { securitySchemes: components.securitySchemes } } : {};
  return { ...rest, ...scheme };
}

/** The components that `starts` reference, directly or through other components of `document`, by pointer. */
function reachableComponents(document: Json, starts: readonly unknown[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const queue: unknown[] = [...starts];
  while (queue.length > 0) {
    const node = queue.pop();
    for (const ref of refValues(node)) {
      const tokens = componentOf(ref);
      if (tokens === undefined) continue;
      const key = tokensToPointer(tokens);
      if (found.has(key)) continue;
      found.set(key, tokens);
      queue.push(valueAt(document, tokens)?.value);
    }
  }
  return found;
}
