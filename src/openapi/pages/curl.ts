// The request the generated samples send (sampleRequest), and its curl command, shown on every operation page.
import type { FieldEncoding, MediaType, Operation, Schema, SecurityScheme } from "../model.js";
import { authParameters } from "./auth.js";
import { type SchemaLookup, propertiesOf, resolve } from "./fields.js";
import { type Cut, exampleText } from "./example-text.js";
import { sampleOf } from "./sample.js";
import { xmlDocument } from "./xml-sample.js";
import { exampleValue, formFields, formPieces, headerText, queryText, serializationOf } from "./serialize.js";

/** POSIX shell single quoting. */
function sh(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

function placeholder(name: string): string {
  return `<${name}>`;
}

/**
 * A cookie's value with what a cookie may not hold (RFC 6265's cookie-octet: no space, quote, semicolon, backslash,
 * control or non-ASCII character) percent-encoded, as servers' frameworks decode it. A comma stays, as OpenAPI's
 * lists in cookies are written (`ids=3,4,5`).
 */
function cookieValue(text: string): string {
  return text.replace(/[^\x21\x23-\x2B\x2C\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, (c) => (c.length === 1 && c >= "\uD800" && c <= "\uDFFF" ? "%EF%BF%BD" : encodeURIComponent(c)));
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
  /** Where curl saves an answer of bytes (`-o response.pdf`): a terminal is no place for them, and curl refuses. */
  download?: string;
}

export type SampleBody =
  /** The example (an object, a list, a number...) as JSON text, shortened as examples are when too long. */
  | { kind: "json"; text: string }
  /** A text body: the spec's example was a string (XML, plain text, or JSON written out as text). */
  | { kind: "text"; text: string }
  | { kind: "form"; fields: [string, string][] }
  | { kind: "multipart"; fields: MultipartField[] }
  /** A file's bytes as the whole body: a binary string schema, or none for a media type of bytes (`image/png`). */
  | { kind: "file"; file: string };

/**
 * A multipart field: text, or a file upload (a binary string in the schema) named `file` on the user's disk, and the
 * media type its part declares, when that is not what a client sends by itself (see partType).
 */
export type MultipartField = { name: string; value: string; file: false; type?: string } | { name: string; file: string; type?: string };

/** The request every generated sample of `op` sends. */
export function sampleRequest(op: Operation, shownPath: string, schemes: Map<string, SecurityScheme>, schemas: SchemaLookup): SampleRequest {
  const server = (op.servers[0]?.url ?? "").replace(/\/+$/, "");
  // Each required query parameter: its example, written as its style says (`tags=a&tags=b`), else a placeholder.
  const query: string[] = [];
  for (const p of op.parameters) {
    if (p.in !== "query" || !p.required) continue;
    const value = exampleValue(p, resolve(schemas, p.schema));
    const part = value === undefined ? `${encodeURIComponent(p.name)}=${placeholder(p.name)}` : queryText(p.name, value, serializationOf(p));
    if (part !== "") query.push(part);
  }
  const auth = authParameters(op.security, schemes);
  for (const a of auth) if (a.in === "query" && a.required) query.push(`${encodeURIComponent(a.name)}=${placeholder(a.name)}`);
  const request: SampleRequest = { method: op.method, url: `${server}${shownPath}${query.length > 0 ? `?${query.join("&")}` : ""}`, headers: [] };
  for (const a of auth) {
    if (a.in !== "header" || !a.required) continue;
    // Which kind, from the scheme: the description is in the site's words (see generator-labels.ts).
    request.headers.push([a.name, a.name === "Authorization" ? (a.basic ? "Basic <credentials>" : "Bearer <token>") : placeholder(a.name)]);
  }
  for (const p of op.parameters) {
    if (p.in !== "header" || !p.required) continue;
    const value = exampleValue(p, resolve(schemas, p.schema));
    request.headers.push([p.name, value === undefined ? placeholder(p.name) : headerText(value, serializationOf(p))]);
  }
  // The required cookies, credentials first, in one Cookie header: `sid=<sid>; lang=en`.
  const cookies: string[] = [];
  for (const a of auth) if (a.in === "cookie" && a.required) cookies.push(`${a.name}=${placeholder(a.name)}`);
  for (const p of op.parameters) {
    if (p.in !== "cookie" || !p.required) continue;
    const value = exampleValue(p, resolve(schemas, p.schema));
    cookies.push(`${p.name}=${value === undefined ? placeholder(p.name) : cookieValue(headerText(value, { ...serializationOf(p), explode: false }))}`);
  }
  if (cookies.length > 0) request.headers.push(["Cookie", cookies.join("; ")]);
  const media = op.requestBody?.content[0];
  if (!media) return request;
  const example = media.examples[0]?.value ?? (media.schema ? sampleOf(schemas, media.schema) : undefined);
  if (/^multipart\/form-data/.test(media.type) && example && typeof example === "object") {
    request.body = { kind: "multipart", fields: multipartFields(example, media.schema ? resolve(schemas, media.schema) : undefined, schemas, media.encoding) };
    return request;
  }
  request.headers.push(["Content-Type", media.type]);
  if (isBytes(media, schemas)) {
    request.body = { kind: "file", file: fileName(example) };
    return request;
  }
  if (example === undefined) return request;
  if (/x-www-form-urlencoded/.test(media.type) && example && typeof example === "object") {
    request.body = { kind: "form", fields: formFields(example, media.encoding) };
    return request;
  }
  // An XML body's example that is not already XML text is written as XML, as the schema's XML objects say.
  if (/xml/i.test(media.type) && typeof example !== "string") {
    request.body = { kind: "text", text: xmlDocument(example, media.schema, schemas) };
    return request;
  }
  const text = exampleText(example);
  request.body = typeof example === "string" ? { kind: "text", text: text.text } : { kind: "json", text: text.text };
  if (text.cut) request.cut = text.cut;
  return request;
}

/**
 * Whether sampleRequest sends `value`, an example of `media`, as its example text (exampleText): JSON, or a string as
 * it is. Not a multipart or form body of fields, a file's bytes, or XML written from a JSON value.
 */
export function sentAsWritten(media: MediaType, value: unknown, schemas: SchemaLookup): boolean {
  const fields = value !== null && typeof value === "object";
  if (fields && (/^multipart\/form-data/.test(media.type) || /x-www-form-urlencoded/.test(media.type))) return false;
  if (isBytes(media, schemas)) return false;
  return !(/xml/i.test(media.type) && typeof value !== "string");
}

/** A form or multipart field's value as text: a string as it is, anything else as JSON. */
function fieldText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}


/**
 * A multipart body's fields. A field is a file when its schema (or its items') is a binary string (2.0's `type: file`
 * too), whatever its example says; its file name is the example's (without curl's `@`) when it looks like one, else
 * `file`. Every other field is text, even when its value starts with `@` or `<`. A list is one part per item under
 * the field's name, as OpenAPI has multipart lists sent (`-F tags=a -F tags=b`); an object is one part of JSON.
 */
function multipartFields(value: object, schema: Schema | undefined, schemas: SchemaLookup, encoding: ReadonlyMap<string, FieldEncoding> | undefined): MultipartField[] {
  const binary = new Set<string>();
  // 3.1's contentMediaType of a field (or of its items): its part's media type, unless the encoding gives one.
  const mediaTypes = new Map<string, string>();
  if (schema) {
    for (const p of propertiesOf(schemas, schema, [])) {
      let s = resolve(schemas, p.schema);
      if (s?.types[0] === "array" && s.items && !s.contentMediaType) s = resolve(schemas, s.items);
      if (s && isBinaryString(s)) binary.add(p.name);
      // Not for text that encodes it (`contentEncoding: base64`, shown as its format): that part is text.
      if (s?.contentMediaType && (s.format === undefined || s.format === "binary")) mediaTypes.set(p.name, s.contentMediaType);
    }
  }
  const fields: MultipartField[] = [];
  for (const [name, v] of Object.entries(value)) {
    const declared = encoding?.get(name);
    const file = binary.has(name);
    for (const item of Array.isArray(v) ? v : [v]) {
      const field: MultipartField = file ? { name, file: fileName(item) } : { name, value: fieldText(item), file: false };
      const type = declared?.style === undefined ? partType(declared?.contentType ?? mediaTypes.get(name), file, item) : undefined;
      if (type) field.type = type;
      fields.push(field);
    }
  }
  return fields;
}

/**
 * The media type a part declares, where a client would not send it by itself. OpenAPI's defaults: JSON for an
 * object (`application/json`, which servers that read such a part as an object require: Spring's `@RequestPart`
 * answers 415 without it), plain text for other values, and a file's bytes as the client sends them; the
 * `encoding`'s `contentType` instead, else the field's 3.1 `contentMediaType` (`image/png`), the first type when
 * a list gives several, without parameters. `text/plain` and `application/octet-stream` go unsaid, as clients send
 * text and unnamed files; so does a type with a wildcard, and any type of a part whose encoding gives a `style`
 * (OpenAPI: the style then decides, and the type is ignored).
 */
function partType(declared: string | undefined, file: boolean, value: unknown): string | undefined {
  const type = declared !== undefined ? listedTypes(declared)[0]?.split(";")[0]!.trim().toLowerCase() : !file && value !== null && typeof value === "object" ? "application/json" : undefined;
  if (type === undefined || type === "text/plain" || type === "application/octet-stream") return undefined;
  return /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : undefined;
}

/** The media types an `encoding`'s `contentType` lists (`image/png, image/jpeg`), as written. */
export function listedTypes(contentType: string): string[] {
  return contentType.split(",").map((t) => t.trim()).filter(Boolean);
}

/** The name of the file a sample uploads: the example's (without curl's `@`) when it looks like a file's name, else `file`. */
function fileName(example: unknown): string {
  const name = typeof example === "string" ? example.replace(/^@/, "") : "";
  return /^[\w.-]{1,64}$/.test(name) ? name : "file";
}

/**
 * Whether a body (sent or answered) is a file's bytes: its schema is a binary string, or it has none and its media
 * type is one of bytes.
 */
export function isBytes(media: MediaType, schemas: SchemaLookup): boolean {
  const schema = media.schema ? resolve(schemas, media.schema) : undefined;
  return schema ? isBinaryString(schema) : isBytesMedia(media.type);
}

/** A string of bytes (3.0's `format: binary`, 2.0's `type: file`, 3.1's `contentMediaType`: see normalize). */
function isBinaryString(schema: Schema): boolean {
  return schema.format === "binary" && schema.types.length <= 1 && (schema.types[0] ?? "string") === "string";
}

/**
 * Media types whose body is bytes, not text: a file (`application/octet-stream`, `application/pdf`, images, audio,
 * video). Try it (assets/docgen.js) tells an answer of bytes by the same expression, written there again since the
 * browser script imports nothing; a test keeps the two the same.
 */
export const BYTES_MEDIA = /^(?:image|audio|video|font)\/|^application\/(?:octet-stream|pdf|zip|gzip|x-gzip|x-tar|x-7z-compressed|x-bzip2)\b/i;

function isBytesMedia(type: string): boolean {
  return BYTES_MEDIA.test(type);
}

/**
 * A multipart part as curl's `-F` or `--form-string`. `-F` reads its value: `@x` uploads the file x, `<x` sends its
 * content, a `;` starts a parameter (`;type=`), a leading `"` a quoted word, and spaces around the value are dropped.
 * A text value any of that would change goes with `--form-string`, which sends it as it is, or, when its part
 * declares a type (which only `-F` can), as a quoted word (`"` and `\` escaped by a `\`).
 */
function formPart(f: MultipartField): string {
  const type = f.type ? `;type=${f.type}` : "";
  if (f.file !== false) return `-F ${sh(`${f.name}=@${f.file}${type}`)}`;
  const literal = !/^[@<"]|;|^\s|\s$/.test(f.value);
  if (literal) return `-F ${sh(`${f.name}=${f.value}${type}`)}`;
  if (!type) return `--form-string ${sh(`${f.name}=${f.value}`)}`;
  return `-F ${sh(`${f.name}="${f.value.replace(/[\\"]/g, "\\$&")}"${type}`)}`;
}

/** The curl command of a request. */
export function curlCommand(request: SampleRequest): string {
  // `--globoff`: curl would otherwise read a path's `{id}` as a list of one (sending `id`) and `[...]` as a range.
  const lines = [`curl ${/[[\]{}]/.test(request.url) ? "--globoff " : ""}-X ${request.method} ${sh(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`-H ${sh(`${name}: ${value}`)}`);
  const body = request.body;
  if (body?.kind === "multipart") for (const f of body.fields) lines.push(formPart(f));
  // A form a field a line, each its own `-d` (curl joins them with `&`): Stripe's charge is 40 fields.
  else if (body?.kind === "form") for (const piece of body.fields.length > 0 ? formPieces(body.fields) : [""]) lines.push(`-d ${sh(piece)}`);
  // -d would drop the file's line breaks; --data-binary sends its bytes as they are.
  else if (body?.kind === "file") lines.push(`--data-binary ${sh(`@${body.file}`)}`);
  else if (body) lines.push(`-d ${sh(body.text)}`);
  if (request.download !== undefined) lines.push(`-o ${sh(request.download)}`);
  return lines.join(" \\\n  ");
}

