// Responses: 3.x and 2.0 response objects -> `Response` (status, description, headers, media types, links).
import type { MediaType, Parameter, Response } from "../model.js";
import { type Context, type Json, asString, child, deref, isObject, warn } from "./context.js";
import { linksOf } from "./links.js";
import { contentOf } from "./media.js";
import { schemaAndExamples } from "./parameter.js";
import { normalizeSchema } from "./schema.js";

export function responsesOf(ctx: Context, raw: unknown, pointer: string, produces: string[]): Response[] {
  if (!isObject(raw) || Object.keys(raw).length === 0) {
    // OpenAPI 3.1 made `responses` optional (an operation may leave its answers out); 2.0 and 3.0 require it, and
    // every version requires a `responses` that is given to hold one.
    const optional = raw === undefined && (ctx.version === "3.1" || ctx.version === "3.2");
    if (!optional) warn(ctx, pointer, "missing responses: the operation documents no response");
    return [];
  }
  const out: Response[] = [];
  const statuses = Object.keys(raw);
  for (let i = 0; i < statuses.length; i++) {
    const status = statuses[i]!;
    const value = raw[status];
    if (status.startsWith("x-")) continue;
    const at = child(pointer, status);
    const resolved = deref(ctx, value, at);
    if (!resolved) continue;
    // A response reached through a `$ref` is the same wherever it is used (Microsoft Graph: 25,872 references to
    // a few hundred responses): normalized once, its parts shared, its warnings given once. Nothing changes the
    // model after normalization. A 2.0 response's media types also depend on the operation's `produces`.
    if (resolved.pointer === at) {
      out.push({ status, ...responseBody(ctx, resolved.value, resolved.pointer, produces) });
      continue;
    }
    const key = ctx.version === "2.0" ? `${resolved.pointer}\u0000${produces.join("\u0000")}` : resolved.pointer;
    let shared = ctx.sharedResponses.get(key);
    if (!shared) ctx.sharedResponses.set(key, (shared = responseBody(ctx, resolved.value, resolved.pointer, produces)));
    out.push({ status, ...shared });
  }
  return out;
}

function responseBody(ctx: Context, r: Json, pointer: string, produces: string[]): Omit<Response, "status"> {
  return {
    // OpenAPI 3.2 makes the description optional beside a short summary.
    description: asString(r.description) ?? (ctx.version === "3.2" ? asString(r.summary) : undefined),
    headers: headersOf(ctx, r.headers, child(pointer, "headers")),
    content: ctx.version === "2.0" ? content2(ctx, r, pointer, produces) : contentOf(ctx, r.content, child(pointer, "content")),
    links: ctx.version === "2.0" ? [] : linksOf(ctx, r.links, child(pointer, "links")),
  };
}

function content2(ctx: Context, r: Json, pointer: string, produces: string[]): MediaType[] {
  const examples = isObject(r.examples) ? r.examples : {};
  const schema = r.schema === undefined ? undefined : normalizeSchema(ctx, r.schema, child(pointer, "schema"));
  const types = schema ? (produces.length > 0 ? produces : ["application/json"]) : [];
  for (const type of Object.keys(examples)) if (!types.includes(type)) types.push(type);
  return types.map((type) => ({ type, schema, examples: examples[type] === undefined ? [] : [{ value: examples[type] }] }));
}

function headersOf(ctx: Context, raw: unknown, pointer: string): Parameter[] {
  if (!isObject(raw)) return [];
  const out: Parameter[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const at = child(pointer, name);
    if (name.trim() === "") {
      warn(ctx, at, "response header with an empty name; skipped");
      continue;
    }
    const resolved = deref(ctx, value, at);
    if (!resolved) continue;
    const h = resolved.value;
    const { schema, examples } = schemaAndExamples(ctx, h, resolved.pointer);
    out.push({
      name,
      in: "header",
      required: h.required === true,
      deprecated: h.deprecated === true,
      description: asString(h.description),
      schema,
      // 2.0's Header object has no example; specs write one anyway, and it is kept.
      examples: ctx.version === "2.0" && h.example !== undefined ? [{ value: h.example }] : examples,
      style: undefined,
      explode: undefined,
    });
  }
  return out;
}
