// Parameters: 3.x parameter objects and 2.0 non-body parameters -> `Parameter`.
import type { Example, ParamLocation, Parameter } from "../model.js";
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
    warn(ctx, raw.pointer, `unknown parameter location in: "${String(p.in)}" for "${String(p.name)}"; skipped`);
    return undefined;
  }
  let schema;
  let examples: Example[] = [];
  if (ctx.version === "2.0") {
    schema = normalizeSchema(ctx, p, raw.pointer); // 2.0 puts type/format/items/default on the parameter itself
  } else if (isObject(p.schema)) {
    schema = normalizeSchema(ctx, p.schema, child(raw.pointer, "schema"));
  } else if (isObject(p.content)) {
    const [type, media] = Object.entries(p.content)[0] ?? [];
    schema = isObject(media) && media.schema !== undefined ? normalizeSchema(ctx, media.schema, child(child(child(raw.pointer, "content"), type ?? ""), "schema")) : emptySchema();
    if (isObject(media)) examples = examplesOf(ctx, media, child(child(raw.pointer, "content"), type ?? ""));
  } else {
    schema = emptySchema();
  }
  if (ctx.version !== "2.0") examples = [...examplesOf(ctx, p, raw.pointer), ...examples];
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
