// Request bodies: 3.x `requestBody`, and 2.0 `body` / `formData` parameters with `consumes`.
import type { FieldEncoding, RequestBody, Schema } from "../model.js";
import { type Context, type Json, asString, child, deref } from "./context.js";
import { contentOf, examplesOf } from "./media.js";
import type { RawParameter } from "./parameter.js";
import { emptySchema, normalizeSchema } from "./schema.js";
import { collectionFormat } from "./styles.js";

export function requestBody3(ctx: Context, raw: unknown, pointer: string): RequestBody | undefined {
  if (raw === undefined) return undefined;
  const resolved = deref(ctx, raw, pointer);
  if (!resolved) return undefined;
  const body = resolved.value;
  return {
    description: asString(body.description),
    required: body.required === true,
    content: contentOf(ctx, body.content, child(resolved.pointer, "content")),
  };
}

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/** 2.0: one `in: body` parameter, or `in: formData` parameters folded into one object schema. */
export function requestBody2(ctx: Context, params: RawParameter[], consumes: string[]): RequestBody | undefined {
  const body = params.find((p) => p.value.in === "body");
  const form = params.filter((p) => p.value.in === "formData");
  if (body) {
    const schema = normalizeSchema(ctx, body.value.schema, child(body.pointer, "schema"));
    const types = consumes.length > 0 ? consumes : ["application/json"];
    const examples = examplesOf(ctx, body.value, body.pointer);
    return {
      description: asString(body.value.description),
      required: body.value.required === true,
      content: types.map((type) => ({ type, schema, examples })),
    };
  }
  if (form.length === 0) return undefined;
  const schema: Schema = { ...emptySchema(), types: ["object"] };
  // A name given twice is one field (the first), as for any schema's properties: a JSON object's keys are unique.
  const names = new Set<string>();
  // A list field's collectionFormat says how the form writes it (`multi`: the name repeated).
  const encoding = new Map<string, FieldEncoding>();
  for (const p of form) {
    if (names.has(String(p.value.name))) continue;
    names.add(String(p.value.name));
    const property = normalizeSchema(ctx, p.value, p.pointer);
    schema.properties.push({ name: String(p.value.name), schema: property, required: p.value.required === true });
    if (p.value.type === "array") encoding.set(String(p.value.name), collectionFormat(p.value.collectionFormat, "query"));
  }
  const hasFile = form.some((p) => p.value.type === "file");
  const declared = consumes.filter((t) => FORM_TYPES.includes(t));
  const types = declared.length > 0 ? declared : [hasFile ? "multipart/form-data" : "application/x-www-form-urlencoded"];
  return { required: form.some((p) => p.value.required === true), content: types.map((type) => ({ type, schema, examples: [], ...(encoding.size > 0 ? { encoding } : {}) })) };
}

/** `consumes`/`produces` of a 2.0 operation, falling back to the document's. */
export function mimeList(op: Json, doc: Json, key: "consumes" | "produces"): string[] {
  const list = Array.isArray(op[key]) ? op[key] : Array.isArray(doc[key]) ? doc[key] : [];
  return (list as unknown[]).filter((t): t is string => typeof t === "string");
}
