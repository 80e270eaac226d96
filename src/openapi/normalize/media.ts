// Media types and examples: 3.x `content` maps, `example`/`examples`, and 2.0 mime-keyed `examples`.
import type { Example, FieldEncoding, MediaType } from "../model.js";
import { isStyle } from "./styles.js";
import { type Context, type Json, asString, child, deref, isObject } from "./context.js";
import { normalizeSchema } from "./schema.js";

/** `example` and `examples` (a map of Example Objects, possibly `$ref`s) of a 3.x object. */
export function examplesOf(ctx: Context, raw: Json, pointer: string): Example[] {
  const out: Example[] = [];
  if (raw.example !== undefined) out.push({ value: raw.example });
  if (isObject(raw.examples)) {
    for (const [name, value] of Object.entries(raw.examples)) {
      const resolved = deref(ctx, value, child(child(pointer, "examples"), name));
      if (!resolved) continue;
      const ex = resolved.value;
      const summary = asString(ex.summary);
      const description = asString(ex.description);
      if (ex.value !== undefined) out.push({ name, summary, description, value: ex.value });
      // OpenAPI 3.2's value as data (its serializedValue is the same on the wire).
      else if (ctx.version === "3.2" && ex.dataValue !== undefined) out.push({ name, summary, description, value: ex.dataValue });
      else if (typeof ex.externalValue === "string") out.push({ name, summary, description, value: `See ${ex.externalValue}` });
    }
  }
  return out;
}

/**
 * One entry of a 3.x `content` map and where it is: OpenAPI 3.2 lets it be a `$ref` to a reusable one
 * (`components.mediaTypes`), which is followed (a reference that fails warns there); undefined when it is no object.
 */
export function mediaObject(ctx: Context, media: unknown, pointer: string): { value: Json; pointer: string } | undefined {
  if (!isObject(media)) return undefined;
  return ctx.version === "3.2" && typeof media.$ref === "string" ? deref(ctx, media, pointer) : { value: media, pointer };
}

/** A 3.x `content` map -> media types in spec order. */
export function contentOf(ctx: Context, content: unknown, pointer: string): MediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([type, entry]) => {
    const resolved = mediaObject(ctx, entry, child(pointer, type));
    if (!resolved) return { type, examples: [] };
    const { value: media, pointer: at } = resolved;
    // OpenAPI 3.2's sequential media types (server-sent events, JSON Lines): the schema of each item of the stream.
    const streamed = media.schema === undefined && media.itemSchema !== undefined && ctx.version === "3.2";
    const out: MediaType = {
      type,
      schema: streamed ? normalizeSchema(ctx, media.itemSchema, child(at, "itemSchema")) : media.schema === undefined ? undefined : normalizeSchema(ctx, media.schema, child(at, "schema")),
      examples: examplesOf(ctx, media, at),
    };
    if (streamed) out.streamed = true;
    const encoding = encodingOf(media.encoding);
    if (encoding) out.encoding = encoding;
    return out;
  });
}

/** A media type's `encoding` map: each field's style, explode and content type, where it gives any (see MediaType.encoding). */
export function encodingOf(raw: unknown): Map<string, FieldEncoding> | undefined {
  if (!isObject(raw)) return undefined;
  const out = new Map<string, FieldEncoding>();
  for (const [name, entry] of Object.entries(raw)) {
    if (!isObject(entry)) continue;
    const field: FieldEncoding = {};
    if (typeof entry.style === "string" && isStyle(entry.style)) field.style = entry.style;
    if (typeof entry.explode === "boolean") field.explode = entry.explode;
    if (typeof entry.contentType === "string" && entry.contentType.trim() !== "") field.contentType = entry.contentType.trim();
    if (field.style !== undefined || field.explode !== undefined || field.contentType !== undefined) out.set(name, field);
  }
  return out.size > 0 ? out : undefined;
}
