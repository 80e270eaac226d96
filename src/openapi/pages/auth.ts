// Authentication in words ("Bearer token (JWT)", "API key in header X-API-Key", "OAuth2: read:pets").
import type { Operation, ParamLocation, SecurityAlternative, SecurityScheme } from "../model.js";

export function schemeLabel(scheme: SecurityScheme, scopes: string[]): string {
  const withScopes = (label: string) => (scopes.length > 0 ? `${label}: ${scopes.join(", ")}` : label);
  switch (scheme.kind) {
    case "http":
      if (scheme.scheme === "bearer") return scheme.bearerFormat ? `Bearer token (${scheme.bearerFormat})` : "Bearer token";
      if (scheme.scheme === "basic") return "HTTP Basic authentication";
      return `HTTP ${scheme.scheme ?? ""} authentication`.replace(/\s+/g, " ");
    case "apiKey":
      return `API key in ${scheme.in} ${scheme.paramName}`;
    case "oauth2":
      return withScopes("OAuth2");
    case "openIdConnect":
      return withScopes("OpenID Connect");
    case "mutualTLS":
      return "Mutual TLS";
    default:
      return scheme.key;
  }
}

/** The `auth` text of an operation, or undefined when it needs no authentication. */
export function authLabel(op: Operation, schemes: Map<string, SecurityScheme>): string | undefined {
  const alternatives = op.security.filter((a) => a.length > 0);
  if (alternatives.length === 0) return undefined;
  const text = alternatives
    .map((alt) => alt.map((r) => (schemes.has(r.scheme) ? schemeLabel(schemes.get(r.scheme)!, r.scopes) : r.scheme)).join(" + "))
    .join(" or ");
  // `{}` among the alternatives: authentication is optional.
  return op.security.some((a) => a.length === 0) ? `${text} (optional)` : text;
}

export interface AuthParameter {
  name: string;
  in: ParamLocation;
  required: boolean;
  description: string;
}

/** The header/query/cookie parameters that carry the credentials of the operation's schemes. */
export function authParameters(security: SecurityAlternative[], schemes: Map<string, SecurityScheme>): AuthParameter[] {
  const out: AuthParameter[] = [];
  const seen = new Set<string>();
  const real = security.filter((a) => a.length > 0);
  const optional = security.some((a) => a.length === 0);
  for (const alternative of real) {
    for (const requirement of alternative) {
      const scheme = schemes.get(requirement.scheme);
      if (!scheme) continue;
      const param = credentialParameter(scheme);
      if (!param) continue;
      const key = `${param.in}:${param.name.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Required when every alternative needs this credential.
      const required = !optional && real.every((alt) => alt.some((r) => schemes.get(r.scheme) && credentialKey(schemes.get(r.scheme)!) === key));
      out.push({ ...param, required });
    }
  }
  return out;
}

function credentialKey(scheme: SecurityScheme): string | undefined {
  const p = credentialParameter(scheme);
  return p ? `${p.in}:${p.name.toLowerCase()}` : undefined;
}

function credentialParameter(scheme: SecurityScheme): Omit<AuthParameter, "required"> | undefined {
  if (scheme.kind === "http" && scheme.scheme === "bearer") {
    return { name: "Authorization", in: "header", description: `The bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}, as \`Bearer <token>\`.` };
  }
  if (scheme.kind === "http" && scheme.scheme === "basic") {
    return { name: "Authorization", in: "header", description: "HTTP Basic credentials, as `Basic <base64 of user:password>`." };
  }
  if (scheme.kind === "oauth2" || scheme.kind === "openIdConnect") {
    return { name: "Authorization", in: "header", description: `An ${scheme.kind === "oauth2" ? "OAuth2" : "OpenID Connect"} access token, as \`Bearer <token>\`.` };
  }
  if (scheme.kind === "apiKey" && scheme.paramName) {
    return { name: scheme.paramName, in: scheme.in ?? "header", description: "The API key." };
  }
  return undefined;
}
