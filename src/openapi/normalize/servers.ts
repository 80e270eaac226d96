// Servers: 3.x `servers` (variables filled with their defaults) and 2.0 `schemes`/`host`/`basePath`.
import type { Server, ServerVariable } from "../model.js";
import { type Json, asString, isObject } from "./context.js";

/** A 3.x `servers` list, or `fallback` when the list is absent or empty. */
export function serversOf(raw: unknown, fallback: Server[]): Server[] {
  if (!Array.isArray(raw) || raw.length === 0) return fallback;
  const out: Server[] = [];
  for (const s of raw) {
    if (!isObject(s) || typeof s.url !== "string") continue;
    const variables = isObject(s.variables) ? s.variables : {};
    const url = s.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const v = Object.hasOwn(variables, name) ? variables[name] : undefined;
      return isObject(v) && v.default !== undefined ? String(v.default) : whole;
    });
    const server: Server = { url, description: asString(s.description) };
    const declared = variablesOf(variables);
    if (declared.length > 0) {
      server.template = s.url;
      server.variables = declared;
    }
    out.push(server);
  }
  return out.length > 0 ? out : fallback;
}

function variablesOf(raw: Json): ServerVariable[] {
  const out: ServerVariable[] = [];
  for (const [name, v] of Object.entries(raw)) {
    if (!isObject(v)) continue;
    const values = Array.isArray(v.enum) ? v.enum.filter((x) => x !== null && typeof x !== "object").map(String) : [];
    out.push({ name, default: v.default === undefined || v.default === null || typeof v.default === "object" ? undefined : String(v.default), values, description: asString(v.description) });
  }
  return out;
}

/** 2.0: one server per scheme, from `host` and `basePath`; relative when there is no host. */
export function servers2(doc: Json): Server[] {
  const basePath = typeof doc.basePath === "string" ? doc.basePath.replace(/\/+$/, "") : "";
  if (typeof doc.host !== "string") return basePath ? [{ url: basePath }] : [];
  const schemes = Array.isArray(doc.schemes) && doc.schemes.length > 0 ? doc.schemes.filter((s): s is string => typeof s === "string") : ["https"];
  return schemes.map((scheme) => ({ url: `${scheme}://${doc.host}${basePath}` }));
}
