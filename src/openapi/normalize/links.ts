// Response links (OpenAPI 3.x Link objects): which operation a response's values lead to, and how. Read with each
// response (linksOf), then pointed at their operations once every operation is read (resolveLinks), since a link
// may name an operation declared after it.
import type { Operation, ResponseLink } from "../model.js";
import { type Context, asString, child, deref, isObject, pointerSegments, warn } from "./context.js";

/** A response's `links`, in spec order; each is also kept in `ctx.links` for resolveLinks. */
export function linksOf(ctx: Context, raw: unknown, pointer: string): ResponseLink[] {
  if (raw === undefined) return [];
  if (!isObject(raw)) {
    warn(ctx, pointer, "links is not an object (a map from a link's name to a Link object); ignored");
    return [];
  }
  const out: ResponseLink[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (name.startsWith("x-")) continue;
    const at = child(pointer, name);
    const resolved = deref(ctx, value, at);
    if (!resolved) continue;
    const l = resolved.value;
    const operationId = asString(l.operationId)?.trim() || undefined;
    const operationRef = asString(l.operationRef)?.trim() || undefined;
    if (!operationId && !operationRef) {
      warn(ctx, at, "link names no operation (no operationId or operationRef); left out. Add operationId: the operationId of the operation it leads to");
      continue;
    }
    if (operationId && operationRef) {
      warn(ctx, at, "link has both operationId and operationRef, which OpenAPI does not allow; the operationId is used. Keep one of the two");
    }
    const parameters: ResponseLink["parameters"] = [];
    if (isObject(l.parameters)) {
      for (const [parameter, expression] of Object.entries(l.parameters)) parameters.push({ name: parameter, value: expression });
    } else if (l.parameters !== undefined) {
      warn(ctx, child(resolved.pointer, "parameters"), "parameters is not an object (a map from a parameter's name to its value); ignored");
    }
    const server = isObject(l.server) ? asString(l.server.url)?.trim() || undefined : undefined;
    const link: ResponseLink = {
      name,
      description: asString(l.description),
      target: undefined,
      ref: operationId ? { by: "operationId", value: operationId } : { by: "operationRef", value: operationRef! },
      parameters,
      requestBody: "requestBody" in l ? { value: l.requestBody } : undefined,
      server,
      pointer: resolved.pointer,
    };
    ctx.links.push(link);
    out.push(link);
  }
  return out;
}

/**
 * Points every link read at its operation: by `operationId`, or by an `operationRef` that is a pointer into this spec
 * (`#/paths/~1pets~1{petId}/get`, percent-encoded or not). Warns, once per link, about a name no operation has; an
 * `operationRef` into another document is left as written (the page shows it, linked when it is an http(s) URL).
 */
export function resolveLinks(ctx: Context, operations: readonly Operation[], webhooks: readonly Operation[]): void {
  if (ctx.links.length === 0) return;
  const byId = new Map<string, Operation>();
  const byPointer = new Map<string, Operation>();
  for (const op of [...operations, ...webhooks]) {
    if (op.operationId && !byId.has(op.operationId)) byId.set(op.operationId, op);
    byPointer.set(op.pointer, op);
    if (op.kind === "operation") byPointer.set(child(child("#/paths", op.path), op.method.toLowerCase()), op);
  }
  // A link in components.links that several responses use is read once per use: warned about once.
  const warned = new Set<string>();
  const problem = (link: ResponseLink, message: string) => {
    if (warned.has(link.pointer)) return;
    warned.add(link.pointer);
    warn(ctx, link.pointer, message);
  };
  for (const link of ctx.links) {
    const { by, value } = link.ref;
    if (by === "operationId") {
      link.target = byId.get(value);
      if (!link.target) problem(link, `link's operationId "${value}" names no operation of this spec; shown without a link to a page. Use the operationId of the operation it leads to`);
      else checkParameters(link, link.target, problem);
      continue;
    }
    // The pointer as the spec's own are written (child()), whatever its percent-encoding: `%7BpetId%7D` is `{petId}`.
    const segments = pointerSegments(value);
    if (segments === undefined) continue; // another document's operation: shown as written
    link.target = byPointer.get(segments.reduce(child, "#"));
    if (!link.target) problem(link, `link's operationRef "${value}" points at no operation of this spec; shown without a link to a page. Point it at one, e.g. #/paths/~1pets~1{petId}/get`);
    else checkParameters(link, link.target, problem);
  }
}

const LOCATIONS = new Set(["path", "query", "header", "cookie"]);

/**
 * Warns about a parameter the link fills that its operation does not have (Linode's `volumeID` for `{volumeId}`):
 * named as OpenAPI allows, plainly (`petId`) or with its location (`path.petId`); a header's name in any case.
 */
function checkParameters(link: ResponseLink, op: Operation, problem: (link: ResponseLink, message: string) => void): void {
  for (const { name } of link.parameters) {
    const dot = name.indexOf(".");
    const at = dot > 0 && LOCATIONS.has(name.slice(0, dot)) ? name.slice(0, dot) : undefined;
    const bare = at ? name.slice(dot + 1) : name;
    const has = op.parameters.some((p) => (at === undefined || p.in === at) && (p.in === "header" ? p.name.toLowerCase() === bare.toLowerCase() : p.name === bare));
    if (has) continue;
    const known = op.parameters.map((p) => p.name);
    problem(link, `link fills parameter "${name}", which ${op.method} ${op.path} does not have (${known.length > 0 ? `its parameters: ${known.join(", ")}` : "it has no parameters"}); shown as written. Use one of its parameters' names, or requestBody for a field of its body`);
    return;
  }
}
