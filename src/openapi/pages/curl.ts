// The request the generated samples send (sampleRequest), and its curl command, shown on every operation page.
import type { Operation, SecurityScheme } from "../model.js";
import { authParameters } from "./auth.js";
import { type SchemaLookup, resolve } from "./fields.js";
import { type Cut, exampleText } from "./example-text.js";
import { sampleOf } from "./sample.js";

/** POSIX shell single quoting. */
function sh(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

function placeholder(name: string): string {
  return `<${name}>`;
}

/** One request as the generated samples send it: every sample (curl, fetch, requests) is written from this. */
export interface SampleRequest {
  method: string;
  /** The server, the shown path and the required query parameters (placeholders as `<name>`). */
  url: string;
  /** Credentials, then the required header parameters, then the body's `Content-Type` (not for multipart). */
  headers: [name: string, value: string][];
  body?: SampleBody;
  /** What was left out of the body's example when it was too long to show whole. */
  cut?: Cut;
}

export type SampleBody =
  /** The example (an object, a list, a number...) as JSON text, shortened as examples are when too long. */
  | { kind: "json"; text: string }
  /** A text body: the spec's example was a string (XML, plain text, or JSON written out as text). */
  | { kind: "text"; text: string }
  | { kind: "form"; fields: [string, string][] }
  | { kind: "multipart"; fields: [string, string][] };

/** The request every generated sample of `op` sends. */
export function sampleRequest(op: Operation, shownPath: string, schemes: Map<string, SecurityScheme>, schemas: SchemaLookup): SampleRequest {
  const server = (op.servers[0]?.url ?? "").replace(/\/+$/, "");
  const query = op.parameters
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleOf(p.examples, p.schema, schemas, p.name)))}`);
  const auth = authParameters(op.security, schemes);
  for (const a of auth) if (a.in === "query" && a.required) query.push(`${encodeURIComponent(a.name)}=${placeholder(a.name)}`);
  const request: SampleRequest = { method: op.method, url: `${server}${shownPath}${query.length > 0 ? `?${query.join("&")}` : ""}`, headers: [] };
  for (const a of auth) {
    if (a.in !== "header" || !a.required) continue;
    const isBasic = a.description.startsWith("HTTP Basic");
    request.headers.push([a.name, a.name === "Authorization" ? (isBasic ? "Basic <credentials>" : "Bearer <token>") : placeholder(a.name)]);
  }
  for (const p of op.parameters) {
    if (p.in === "header" && p.required) request.headers.push([p.name, String(exampleOf(p.examples, p.schema, schemas, p.name))]);
  }
  const media = op.requestBody?.content[0];
  if (!media) return request;
  const example = media.examples[0]?.value ?? (media.schema ? sampleOf(schemas, media.schema) : undefined);
  if (/^multipart\/form-data/.test(media.type) && example && typeof example === "object") {
    request.body = { kind: "multipart", fields: fieldsOf(example) };
    return request;
  }
  request.headers.push(["Content-Type", media.type]);
  if (example === undefined) return request;
  if (/x-www-form-urlencoded/.test(media.type) && example && typeof example === "object") {
    request.body = { kind: "form", fields: fieldsOf(example) };
    return request;
  }
  const text = exampleText(example);
  request.body = typeof example === "string" ? { kind: "text", text: text.text } : { kind: "json", text: text.text };
  if (text.cut) request.cut = text.cut;
  return request;
}

/** A form's or a multipart body's fields as text: strings as they are, anything else as JSON. */
function fieldsOf(value: object): [string, string][] {
  return Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]);
}

/** The curl command of a request. */
export function curlCommand(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${sh(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`-H ${sh(`${name}: ${value}`)}`);
  const body = request.body;
  if (body?.kind === "multipart") for (const [key, value] of body.fields) lines.push(`-F ${sh(`${key}=${value}`)}`);
  else if (body?.kind === "form") lines.push(`-d ${sh(new URLSearchParams(body.fields).toString())}`);
  else if (body) lines.push(`-d ${sh(body.text)}`);
  return lines.join(" \\\n  ");
}

function exampleOf(examples: { value: unknown }[], schema: Parameters<typeof resolve>[1], schemas: SchemaLookup, name: string): unknown {
  if (examples.length > 0) return typeof examples[0]!.value === "object" ? JSON.stringify(examples[0]!.value) : examples[0]!.value;
  const s = resolve(schemas, schema);
  if (s?.examples.length) return typeof s.examples[0] === "object" ? JSON.stringify(s.examples[0]) : s.examples[0];
  if (s?.default) return s.default.value;
  if (s?.enum?.length) return s.enum[0];
  return placeholder(name);
}
