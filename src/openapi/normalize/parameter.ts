// Parameters: 3.x parameter objects and 2.0 non-body parameters -> `Parameter`.
import type { ParamLocation, Parameter } from "../model.js";
import { type Context, type Json, asString, child, deref, isObject, warn } from "./context.js";
import { examplesOf } from "./media.js";
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
  const [type, media] = Object.entries(p.content)[0] ?? [];
  if (!isObject(media)) return { schema: emptySchema(), examples: own };
  const at = child(child(pointer, "content"), type ?? "");
  const schema = media.schema !== undefined ? normalizeSchema(ctx, media.schema, child(at, "schema")) : emptySchema();
  return { schema, examples: [...own, ...examplesOf(ctx, media, at)] };
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
export function mergeParameters(pathLevel: RawParameter[], operationLevel: RawParameter[]): RawParameter[] {
  const key = (p: RawParameter) => `${String(p.value.in)}\u0000${String(p.value.name)}`;
  const overridden = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !overridden.has(key(p))), ...operationLevel];
}

/** Converts one non-body parameter; returns undefined (with a warning) for an unknown `in`. */
export function normalizeParameter(ctx: Context, raw: RawParameter): Parameter | undefined {
  const p = raw.value;
  const location = p.in as ParamLocation;
  if (!LOCATIONS.has(location)) {
    if (p.in === "querystring" && ctx.version === "3.2") {
      warn(ctx, raw.pointer, `in: "querystring" (OpenAPI 3.2's whole query string as one parameter, "${String(p.name)}") is not documented yet; skipped`);
      return undefined;
    }
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
