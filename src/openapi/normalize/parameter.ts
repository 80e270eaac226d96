// Parameters: 3.x parameter objects and 2.0 non-body parameters -> `Parameter`.
import type { ParamLocation, Parameter } from "../model.js";
import { type Context, type Json, asString, child, deref, isObject, warn } from "./context.js";
import { encodingOf, examplesOf, mediaObject } from "./media.js";
import { emptySchema, normalizeSchema } from "./schema.js";
import { collectionFormat, isStyle } from "./styles.js";

const LOCATIONS = new Set<ParamLocation>(["query", "path", "header", "cookie"]);

/** A resolved raw parameter with its pointer, before it is merged with path-level parameters. */
export interface RawParameter {
  value: Json;
  pointer: string;
}

/** Resolves `$ref`s in a parameter list; drops (with a warning) what is not a parameter. */
export function rawParameters(ctx: Context, list: unknown, pointer: string): RawParameter[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    warn(ctx, pointer, "parameters is not a list; ignored");
    return [];
  }
  const out: RawParameter[] = [];
  list.forEach((item, i) => {
    const at = child(pointer, i);
    const resolved = deref(ctx, item, at);
    if (!resolved) return;
    if (typeof resolved.value.name !== "string" || typeof resolved.value.in !== "string") {
      warn(ctx, at, "parameter without a name or `in`; skipped");
      return;
    }
    // A page cannot document a parameter it cannot name (and the ParamField component requires a name).
    if (resolved.value.name.trim() === "") {
      warn(ctx, at, "parameter with an empty name; skipped");
      return;
    }
    out.push({ value: resolved.value, pointer: at });
  });
  return out;
}

/**
 * The schema and examples of a parameter or a header: 2.0 writes the schema's keywords on the object itself (and has
 * no examples there), 3.x in its `schema` or, instead, in the first media type of its `content` (VTEX's specs give
 * 645 response headers that way), whose examples follow the object's own.
 */
export function schemaAndExamples(ctx: Context, p: Json, pointer: string): Pick<Parameter, "schema" | "examples"> {
  if (ctx.version === "2.0") return { schema: normalizeSchema(ctx, p, pointer), examples: [] };
  const own = examplesOf(ctx, p, pointer);
  if (isObject(p.schema)) return { schema: normalizeSchema(ctx, p.schema, child(pointer, "schema")), examples: own };
  if (!isObject(p.content)) return { schema: emptySchema(), examples: own };
  const [type, entry] = Object.entries(p.content)[0] ?? [];
  const resolved = mediaObject(ctx, entry, child(child(pointer, "content"), type ?? ""));
  if (!resolved) return { schema: emptySchema(), examples: own };
  const { value: media, pointer: at } = resolved;
  const schema = media.schema !== undefined ? normalizeSchema(ctx, media.schema, child(at, "schema")) : emptySchema();
  return { schema, examples: [...own, ...examplesOf(ctx, media, at)] };
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
export function mergeParameters(pathLevel: RawParameter[], operationLevel: RawParameter[]): RawParameter[] {
  const key = (p: RawParameter) => `${String(p.value.in)}\u0000${String(p.value.name)}`;
  const overridden = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !overridden.has(key(p))), ...operationLevel];
}

/**
 * OpenAPI 3.2's `in: querystring`: the whole query string as one parameter, described by the one media type of its
 * `content`. A form (`application/x-www-form-urlencoded`) of an object's properties is what a query string of
 * separate parameters is: each property becomes a query parameter (required as the object's `required` says; its
 * `encoding` entry's style and explode, else a form's), which the page, the samples and Try it treat as any other.
 * Anything else (JSON text in the query, a schema without properties) is named in a warning and skipped.
 */
export function querystringParameters(ctx: Context, raw: RawParameter): Parameter[] {
  const p = raw.value;
  const skip = (why: string): Parameter[] => {
    warn(ctx, raw.pointer, `in: "querystring" ("${String(p.name)}"): ${why}; skipped. docgen documents a query string written as a form (application/x-www-form-urlencoded) of an object's properties`);
    return [];
  };
  const entries = isObject(p.content) ? Object.entries(p.content) : [];
  if (entries.length !== 1) return skip("`content` must hold exactly one media type");
  const [type, entry] = entries[0]!;
  if (type.split(";")[0]!.trim().toLowerCase() !== "application/x-www-form-urlencoded") return skip(`its media type is ${type}`);
  const media = mediaObject(ctx, entry, child(child(raw.pointer, "content"), type));
  if (!media) return skip("its media type is not an object");
  const schema = deref(ctx, media.value.schema, child(media.pointer, "schema"));
  if (!schema || !isObject(schema.value.properties) || Object.keys(schema.value.properties).length === 0) return skip("its schema lists no properties");
  const required = new Set(Array.isArray(schema.value.required) ? schema.value.required.filter((n): n is string => typeof n === "string") : []);
  const encoding = encodingOf(media.value.encoding);
  const out: Parameter[] = [];
  for (const [name, property] of Object.entries(schema.value.properties)) {
    const how = encoding?.get(name);
    // As a parameter object would write it; its description, else its schema's, is the field's.
    const value: Json = { name, in: "query", required: required.has(name), schema: property };
    if (isObject(property) && typeof property.description === "string") value.description = property.description;
    if (how?.style !== undefined) value.style = how.style;
    if (how?.explode !== undefined) value.explode = how.explode;
    const param = normalizeParameter(ctx, { value, pointer: child(child(schema.pointer, "properties"), name) });
    if (param) out.push(param);
  }
  return out;
}

/**
 * normalizeParameter's answer, shared: by every use of one parameter object (a `$ref`'d one, or a path item's, which
 * each of its operations lists), and by every parameter written the same way (Microsoft Graph declares its 15,743
 * path-item parameters in 372 distinct ways, `user-id` in each path below `/users/{user-id}`). Pages then write each
 * distinct parameter's field once (see operation-page.ts). A parameter whose normalization warned is not shared: each
 * use warns at its own place, as before. Nothing changes the model after normalization.
 */
export function sharedParameter(ctx: Context, raw: RawParameter): Parameter | undefined {
  const { byObject, byText } = ctx.sharedParameters;
  const known = byObject.get(raw.value);
  if (known) return known;
  const text = isPlain(raw.value, { left: MAX_SHARED_TEXT }) ? JSON.stringify(raw.value) : undefined;
  const alike = text === undefined ? undefined : byText.get(text);
  if (alike) {
    byObject.set(raw.value, alike);
    return alike;
  }
  const before = ctx.warnings.length;
  const param = normalizeParameter(ctx, raw);
  if (param && ctx.warnings.length === before) {
    byObject.set(raw.value, param);
    if (text !== undefined) byText.set(text, param);
  }
  return param;
}

/** The largest parameter shared by what it says (see isPlain); larger ones are shared per object only. */
const MAX_SHARED_TEXT = 4096;

/**
 * Whether JSON text says all of a value, in at most `budget.left` characters (counting one per value): strings, finite
 * numbers but -0, booleans, null, lists and plain objects. Not an object of a class (a YAML date, a Map a document
 * built in code holds), nor a value that YAML's aliases made huge: such a parameter is shared per object only.
 */
function isPlain(value: unknown, budget: { left: number }): boolean {
  if (--budget.left < 0) return false;
  switch (typeof value) {
    case "string":
      return (budget.left -= value.length) >= 0;
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlain(value[i], budget)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in value) {
        if ((budget.left -= key.length) < 0 || !isPlain((value as Json)[key], budget)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** Converts one non-body parameter; returns undefined (with a warning) for an unknown `in`. */
export function normalizeParameter(ctx: Context, raw: RawParameter): Parameter | undefined {
  const p = raw.value;
  const location = p.in as ParamLocation;
  if (!LOCATIONS.has(location)) {
    warn(ctx, raw.pointer, `unknown parameter location in: "${String(p.in)}" for "${String(p.name)}"; skipped`);
    return undefined;
  }
  const { schema, examples } = schemaAndExamples(ctx, p, raw.pointer);
  const { style, explode } = ctx.version === "2.0" ? collectionFormat(p.collectionFormat, location) : { style: isStyle(p.style) ? p.style : undefined, explode: typeof p.explode === "boolean" ? p.explode : undefined };
  return {
    name: p.name as string,
    in: location,
    // OpenAPI: a path parameter is always required, whatever the spec says.
    required: location === "path" || p.required === true,
    deprecated: p.deprecated === true,
    description: asString(p.description),
    schema,
    examples,
    style,
    explode,
  };
}
