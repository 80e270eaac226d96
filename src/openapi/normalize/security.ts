// Security: schemes (`components.securitySchemes` / 2.0 `securityDefinitions`) and requirements.
import type { ParamLocation, SecurityAlternative, SecurityScheme } from "../model.js";
import { type Context, type Json, asString, child, deref, isObject, warn } from "./context.js";

export function securitySchemesOf(ctx: Context): SecurityScheme[] {
  const components = isObject(ctx.doc.components) ? ctx.doc.components : {};
  const raw = ctx.version === "2.0" ? ctx.doc.securityDefinitions : components.securitySchemes;
  const base = ctx.version === "2.0" ? "#/securityDefinitions" : "#/components/securitySchemes";
  if (!isObject(raw)) return [];
  const out: SecurityScheme[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const resolved = deref(ctx, value, child(base, key));
    if (resolved) out.push(scheme(key, resolved.value, ctx.version === "3.2"));
  }
  return out;
}

/** One scheme; `v32`: OpenAPI 3.2's additions are read (the device flow's URL, the metadata URL, `deprecated`). */
function scheme(key: string, s: Json, v32: boolean): SecurityScheme {
  const read = schemeOf(key, s, v32);
  if (v32 && s.deprecated === true) read.deprecated = true;
  return read;
}

function schemeOf(key: string, s: Json, v32: boolean): SecurityScheme {
  const description = asString(s.description);
  const type = String(s.type);
  if (type === "basic") return { key, kind: "http", scheme: "basic", description, flows: [] }; // 2.0
  if (type === "http") {
    return { key, kind: "http", scheme: asString(s.scheme)?.toLowerCase(), bearerFormat: asString(s.bearerFormat), description, flows: [] };
  }
  if (type === "apiKey") {
    const where = String(s.in);
    const location: ParamLocation = where === "query" || where === "cookie" ? where : "header";
    return { key, kind: "apiKey", in: location, paramName: asString(s.name) ?? key, description, flows: [] };
  }
  if (type === "oauth2") {
    const flows: SecurityScheme["flows"] = [];
    if (isObject(s.flows)) {
      for (const [name, flow] of Object.entries(s.flows)) {
        if (!isObject(flow)) continue;
        const device = v32 ? asString(flow.deviceAuthorizationUrl) : undefined;
        flows.push({ name, authorizationUrl: asString(flow.authorizationUrl), tokenUrl: asString(flow.tokenUrl), refreshUrl: asString(flow.refreshUrl), ...(device ? { deviceAuthorizationUrl: device } : {}), scopes: scopesOf(flow.scopes) });
      }
    } else {
      // 2.0: one flow per scheme, scopes beside it.
      flows.push({ name: String(s.flow ?? "oauth2"), authorizationUrl: asString(s.authorizationUrl), tokenUrl: asString(s.tokenUrl), scopes: scopesOf(s.scopes) });
    }
    const metadata = v32 ? asString(s.oauth2MetadataUrl) : undefined;
    return { key, kind: "oauth2", description, flows, ...(metadata ? { oauth2MetadataUrl: metadata } : {}) };
  }
  if (type === "openIdConnect") return { key, kind: "openIdConnect", openIdConnectUrl: asString(s.openIdConnectUrl), description, flows: [] };
  if (type === "mutualTLS") return { key, kind: "mutualTLS", description, flows: [] };
  return { key, kind: "unknown", description, flows: [] };
}

/** An OAuth2 flow's scopes: a map of name to description. */
function scopesOf(raw: unknown): SecurityScheme["flows"][number]["scopes"] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([name, description]) => {
    const text = asString(description)?.trim();
    return text ? { name, description: text } : { name };
  });
}

/** A `security` list -> alternatives; an empty alternative (`{}`) means "also without authentication". */
export function requirementsOf(ctx: Context, raw: unknown, pointer: string, known: Set<string>): SecurityAlternative[] {
  if (!Array.isArray(raw)) return [];
  const out: SecurityAlternative[] = [];
  raw.forEach((item, i) => {
    if (!isObject(item)) return;
    const alternative: SecurityAlternative = [];
    for (const [name, scopes] of Object.entries(item)) {
      if (!known.has(name)) {
        warn(ctx, child(pointer, i), `security requirement names unknown scheme "${name}"; ignored`);
        continue;
      }
      alternative.push({ scheme: name, scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === "string") : [] });
    }
    out.push(alternative);
  });
  return out;
}
