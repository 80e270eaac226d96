// Normalization context: the raw document, JSON-pointer helpers, internal `$ref` resolution and warnings.
import type { ExternalDocs, Parameter, Response, ResponseLink } from "../model.js";
import type { SpecWarning, SpecVersion } from "../types.js";

export type Json = Record<string, unknown>;

export interface Context {
  doc: Json;
  version: SpecVersion;
  warnings: SpecWarning[];
  /** Names of the reusable schemas, for telling a named `$ref` from any other pointer. */
  schemaNames: Set<string>;
  /** Where reusable schemas live: `#/components/schemas/` or `#/definitions/`. */
  schemaPrefix: string;
  /** What each internal `$ref` points at (undefined: nothing), looked up once: big specs repeat a few thousand. */
  targets: Map<string, unknown>;
  /** Responses reached through a `$ref`, normalized once per target (see responsesOf). */
  sharedResponses: Map<string, Omit<Response, "status">>;
  /** Parameters normalized once for every use of one object, or of objects written alike (see sharedParameter). */
  sharedParameters: { byObject: WeakMap<Json, Parameter>; byText: Map<string, Parameter> };
  /** Every response link read, for resolveLinks (links.ts) once all operations are. */
  links: ResponseLink[];
}

export function newContext(doc: Json, version: SpecVersion, schemaNames: Set<string>, schemaPrefix: string): Context {
  return { doc, version, warnings: [], schemaNames, schemaPrefix, targets: new Map(), sharedResponses: new Map(), sharedParameters: { byObject: new WeakMap(), byText: new Map() }, links: [] };
}

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Appends one key to a JSON pointer (`~` and `/` escaped as RFC 6901 says). */
export function child(pointer: string, key: string | number): string {
  const token = String(key);
  // Most keys need no escaping; the replaces showed up in profiles of large specs.
  if (!token.includes("~") && !token.includes("/")) return `${pointer}/${token}`;
  return `${pointer}/${token.replace(/~/g, "~0").replace(/\//g, "~1")}`;
}

export function warn(ctx: Context, pointer: string, message: string): void {
  ctx.warnings.push({ pointer, message });
}

/** Decodes `#/a/b~1c` into its segments, or undefined when it is not an internal pointer. */
export function pointerSegments(ref: string): string[] | undefined {
  if (!ref.startsWith("#")) return undefined;
  const body = ref.slice(1);
  if (body === "") return [];
  if (!body.startsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(body);
  } catch {
    decoded = body;
  }
  return decoded
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Looks a pointer up in the document; undefined when any segment is missing. */
export function lookup(doc: Json, ref: string): unknown {
  const segments = pointerSegments(ref);
  if (!segments) return undefined;
  let node: unknown = doc;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** What the internal pointer `ref` points at in the document (undefined: nothing), remembered per run. */
export function resolveRef(ctx: Context, ref: string): unknown {
  let target = ctx.targets.get(ref);
  if (target === undefined && !ctx.targets.has(ref)) {
    target = lookup(ctx.doc, ref);
    ctx.targets.set(ref, target);
  }
  return target;
}

/**
 * Follows a chain of `$ref`s to a non-schema object (parameter, response, request body, example, path item).
 * Returns the target and its pointer, or undefined (with a warning) when the reference dangles or loops.
 */
export function deref(ctx: Context, value: unknown, pointer: string): { value: Json; pointer: string } | undefined {
  const found = followRefs(ctx, value, pointer);
  return found !== undefined && isObject(found.value) ? (found as { value: Json; pointer: string }) : undefined;
}

/** What `value` is once its internal `$ref`s are followed (any JSON value), and where; undefined when one fails. */
export function followRefs(ctx: Context, value: unknown, pointer: string): { value: unknown; pointer: string } | undefined {
  let current = value;
  let at = pointer;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (seen.has(ref)) {
      warn(ctx, at, `circular $ref "${ref}"`);
      return undefined;
    }
    seen.add(ref);
    if (!ref.startsWith("#")) {
      warn(ctx, at, `external $ref "${ref}" was not bundled by the loader; skipped`);
      return undefined;
    }
    const target = resolveRef(ctx, ref);
    if (target === undefined) {
      warn(ctx, at, `dangling $ref "${ref}": nothing at that pointer`);
      return undefined;
    }
    current = target;
    at = ref;
  }
  return { value: current, pointer: at };
}

/** schemaNameOf's answers per context: large specs repeat the same few thousand references. */
const names = new WeakMap<Context, Map<string, string | undefined>>();

/** The name of a reusable schema when `ref` points exactly at one, else undefined. */
export function schemaNameOf(ctx: Context, ref: string): string | undefined {
  let known = names.get(ctx);
  if (!known) names.set(ctx, (known = new Map()));
  if (known.has(ref)) return known.get(ref);
  const name = decodeSchemaName(ctx, ref);
  known.set(ref, name);
  return name;
}

function decodeSchemaName(ctx: Context, ref: string): string | undefined {
  const segments = pointerSegments(ref);
  if (!segments) return undefined;
  const prefix = ctx.schemaPrefix === "#/definitions/" ? ["definitions"] : ["components", "schemas"];
  if (segments.length !== prefix.length + 1) return undefined;
  if (!prefix.every((p, i) => segments[i] === p)) return undefined;
  return segments[prefix.length];
}

/** An `externalDocs` object with a url (a text that is not blank); undefined otherwise. */
export function externalDocsOf(raw: unknown): ExternalDocs | undefined {
  if (!isObject(raw)) return undefined;
  const url = asString(raw.url)?.trim();
  if (!url) return undefined;
  const description = asString(raw.description)?.trim();
  return description ? { url, description } : { url };
}
