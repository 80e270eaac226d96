// The generated curl request shown on every operation page.
import type { Operation, SecurityScheme } from "../model.js";
import { authParameters } from "./auth.js";
import { type SchemaLookup, resolve } from "./fields.js";
import { type Cut, type ExampleText, exampleText } from "./example-text.js";
import { sampleOf } from "./sample.js";

/** POSIX shell single quoting. */
function sh(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

function placeholder(name: string): string {
  return `<${name}>`;
}

/** The command, and what was left out of its request body when the example was too long to show whole. */
export function curlCommand(op: Operation, shownPath: string, schemes: Map<string, SecurityScheme>, schemas: SchemaLookup): { code: string; cut?: Cut } {
  const server = (op.servers[0]?.url ?? "").replace(/\/+$/, "");
  const query = op.parameters
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleOf(p.examples, p.schema, schemas, p.name)))}`);
  const auth = authParameters(op.security, schemes);
  for (const a of auth) if (a.in === "query" && a.required) query.push(`${encodeURIComponent(a.name)}=${placeholder(a.name)}`);
  const url = `${server}${shownPath}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  const lines = [`curl -X ${op.method} ${sh(url)}`];
  for (const a of auth) {
    if (a.in !== "header" || !a.required) continue;
    const isBasic = a.description.startsWith("HTTP Basic");
    lines.push(`-H ${sh(`${a.name}: ${a.name === "Authorization" ? (isBasic ? "Basic <credentials>" : "Bearer <token>") : placeholder(a.name)}`)}`);
  }
  for (const p of op.parameters) {
    if (p.in === "header" && p.required) lines.push(`-H ${sh(`${p.name}: ${String(exampleOf(p.examples, p.schema, schemas, p.name))}`)}`);
  }
  let cut: Cut | undefined;
  const media = op.requestBody?.content[0];
  if (media) {
    const example = media.examples[0]?.value ?? (media.schema ? sampleOf(schemas, media.schema) : undefined);
    if (/^multipart\/form-data/.test(media.type) && example && typeof example === "object") {
      for (const [key, value] of Object.entries(example as Record<string, unknown>)) {
        lines.push(`-F ${sh(`${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)}`);
      }
    } else {
      lines.push(`-H ${sh(`Content-Type: ${media.type}`)}`);
      if (example !== undefined) {
        const form = /x-www-form-urlencoded/.test(media.type) && example && typeof example === "object";
        const body: Pick<ExampleText, "text" | "cut"> = form ? { text: new URLSearchParams(Object.entries(example).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString() } : exampleText(example);
        cut = body.cut;
        lines.push(`-d ${sh(body.text)}`);
      }
    }
  }
  return { code: lines.join(" \\\n  "), ...(cut ? { cut } : {}) };
}

function exampleOf(examples: { value: unknown }[], schema: Parameters<typeof resolve>[1], schemas: SchemaLookup, name: string): unknown {
  if (examples.length > 0) return typeof examples[0]!.value === "object" ? JSON.stringify(examples[0]!.value) : examples[0]!.value;
  const s = resolve(schemas, schema);
  if (s?.examples.length) return typeof s.examples[0] === "object" ? JSON.stringify(s.examples[0]) : s.examples[0];
  if (s?.default) return s.default.value;
  if (s?.enum?.length) return s.enum[0];
  return placeholder(name);
}
