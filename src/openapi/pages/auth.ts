// Authentication in words ("Bearer token (JWT)", "API key in header X-API-Key", "OAuth2: read:pets").
import { TRY_IT_FLOWS, type TryItFlow } from "../../oauth-flows.js";
import type { Operation, ParamLocation, SecurityAlternative, SecurityScheme } from "../model.js";
import { say, sayMarkdown } from "../labels.js";

export function schemeLabel(scheme: SecurityScheme, scopes: string[]): string {
  const withScopes = (label: string) => (scopes.length > 0 ? say("withScopes", { scheme: label, scopes: scopes.join(say("listSeparator")) }) : label);
  switch (scheme.kind) {
    case "http":
      if (scheme.scheme === "bearer") return scheme.bearerFormat ? say("bearerTokenFormat", { format: scheme.bearerFormat }) : say("bearerToken");
      if (scheme.scheme === "basic") return say("basicAuth");
      return say("httpAuth", { scheme: scheme.scheme ?? "" }).replace(/\s+/g, " ");
    case "apiKey":
      return say("apiKeyIn", { in: String(scheme.in), name: String(scheme.paramName) });
    case "oauth2":
      return withScopes("OAuth2");
    case "openIdConnect":
      return withScopes("OpenID Connect");
    case "mutualTLS":
      return say("mutualTls");
    default:
      return scheme.key;
  }
}

/** The `auth` text of an operation, or undefined when it needs no authentication. */
export function authLabel(op: Operation, schemes: Map<string, SecurityScheme>): string | undefined {
  const alternatives = op.security.filter((a) => a.length > 0);
  if (alternatives.length === 0) return undefined;
  const text = alternatives
    .map((alt) => alt.map((r) => (schemes.has(r.scheme) ? schemeLabel(schemes.get(r.scheme)!, r.scopes) : r.scheme)).join(say("authTogether")))
    .join(say("authOr"));
  // `{}` among the alternatives: authentication is optional.
  return op.security.some((a) => a.length === 0) ? say("authOptional", { auth: text }) : text;
}

export interface AuthParameter {
  name: string;
  in: ParamLocation;
  required: boolean;
  description: string;
  /** HTTP Basic's `Authorization` header, which samples fill with `Basic <credentials>` (others: `Bearer <token>`). */
  basic?: true;
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
    const example = { code: "Bearer <token>" };
    const description = scheme.bearerFormat ? sayMarkdown("bearerTokenFormatField", { format: scheme.bearerFormat, example }) : sayMarkdown("bearerTokenField", { example });
    return { name: "Authorization", in: "header", description };
  }
  if (scheme.kind === "http" && scheme.scheme === "basic") {
    return { name: "Authorization", in: "header", description: sayMarkdown("basicAuthField", { example: { code: "Basic <base64 of user:password>" } }), basic: true };
  }
  if (scheme.kind === "oauth2" || scheme.kind === "openIdConnect") {
    return { name: "Authorization", in: "header", description: sayMarkdown(scheme.kind === "oauth2" ? "oauthTokenField" : "openIdTokenField", { example: { code: "Bearer <token>" } }) };
  }
  if (scheme.kind === "apiKey" && scheme.paramName) {
    return { name: scheme.paramName, in: scheme.in ?? "header", description: sayMarkdown("apiKeyField") };
  }
  return undefined;
}

/** The flows Try it can run to get a token (TRY_IT_FLOWS) by the spec's names, 2.0's `accessCode` and `application` too. */
const FLOW_NAMES: Record<string, TryItFlow> = {
  ...(Object.fromEntries(TRY_IT_FLOWS.map((flow) => [flow, flow])) as Record<TryItFlow, TryItFlow>),
  accessCode: "authorizationCode",
  application: "clientCredentials",
};

/**
 * What Try it needs to get an OAuth2 token for an operation (the `Api` attributes `oauthFlows`, `authorizationUrl`,
 * `tokenUrl`, `oauthDiscovery` and `scopes`), from the first alternative of its security that holds an OAuth2 or
 * OpenID Connect scheme: the flows it can run, in the spec's order; the first authorization and token URLs among
 * them; an OpenID Connect discovery URL (or 3.2's `oauth2MetadataUrl` when no flow gives the URLs), which the
 * browser reads for them; and the scopes the operation asks for. Nothing for an operation without such a scheme.
 */
export function oauthAttributes(op: Operation, schemes: Map<string, SecurityScheme>): [string, string][] {
  for (const alternative of op.security) {
    for (const requirement of alternative) {
      const scheme = schemes.get(requirement.scheme);
      if (scheme?.kind !== "oauth2" && scheme?.kind !== "openIdConnect") continue;
      const flows = scheme.flows.filter((f) => FLOW_NAMES[f.name] !== undefined);
      const names = [...new Set(flows.map((f) => FLOW_NAMES[f.name]))];
      const authorizationUrl = flows.find((f) => f.authorizationUrl && (FLOW_NAMES[f.name] === "authorizationCode" || FLOW_NAMES[f.name] === "implicit"))?.authorizationUrl;
      const tokenUrl = flows.find((f) => f.tokenUrl && FLOW_NAMES[f.name] !== "implicit")?.tokenUrl;
      const discovery = scheme.kind === "openIdConnect" ? scheme.openIdConnectUrl : names.length === 0 ? scheme.oauth2MetadataUrl : undefined;
      if (names.length === 0 && !discovery) continue;
      const out: [string, string][] = [];
      if (names.length > 0) out.push(["oauthFlows", names.join(" ")]);
      if (authorizationUrl) out.push(["authorizationUrl", authorizationUrl]);
      if (tokenUrl) out.push(["tokenUrl", tokenUrl]);
      if (discovery) out.push(["oauthDiscovery", discovery]);
      if (requirement.scopes.length > 0) out.push(["scopes", requirement.scopes.join(" ")]);
      return out;
    }
  }
  return [];
}
