// Media types and examples: 3.x `content` maps, `example`/`examples`, and 2.0 mime-keyed `examples`.
import type { Example, FieldEncoding, MediaType } from "../model.js";
import { isStyle } from "./styles.js";
import { type Context, type Json, asString, child, deref, isObject, warn } from "./context.js";
import { normalizeSchema } from "./schema.js";

/**
 * `example` and `examples` (a map of Example Objects, possibly `$ref`s) of a 3.x object; `mediaType`, for a media
 * type's, whose 3.2 examples may give only their `serializedValue` (see serializedExample).
 */
export function examplesOf(ctx: Context, raw: Json, pointer: string, mediaType?: string): Example[] {
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
      else if (ctx.version === "3.2" && mediaType !== undefined && typeof ex.serializedValue === "string") {
        const value = serializedExample(ex.serializedValue, mediaType);
        if (value !== undefined) out.push({ name, summary, description, value: value.value });
        else warn(ctx, child(resolved.pointer, "serializedValue"), `the example "${name}" is not JSON, which its media type ${mediaType} says it is; left out. Give it as JSON text, or its data as dataValue`);
      }
      else if (typeof ex.externalValue === "string") out.push({ name, summary, description, value: `See ${ex.externalValue}` });
    }
  }
  return out;
}

/**
 * OpenAPI 3.2's `serializedValue` given alone: the body as it is sent. For a JSON media type, the data it is (so the
 * page and the samples write it as any JSON example; undefined when it is not JSON); for any other, its text as
 * written (XML, a form, plain text), which the samples send as given.
 */
function serializedExample(text: string, mediaType: string): { value: unknown } | undefined {
  if (!/json/i.test(mediaType)) return { value: text };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
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
      examples: examplesOf(ctx, media, at, type),
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
