// How a parameter's value is written into a request, by its style and explode (OpenAPI's parameter serialization):
// the generated samples send its example that way, and the page shows the form an array or object takes.
import type { FieldEncoding, ParamStyle, Parameter, Schema } from "../model.js";
import { type SchemaLookup, resolve } from "./fields.js";
import { sampleOf } from "./sample.js";
import { defaultOfType } from "../normalize/schema.js";

export interface Serialization {
  style: ParamStyle;
  explode: boolean;
}

/** The parameter's style and explode, with OpenAPI's defaults: `form` with explode in the query and cookies, `simple` without in the path and headers. */
export function serializationOf(p: Parameter): Serialization {
  const style = p.style ?? (p.in === "query" || p.in === "cookie" ? "form" : "simple");
  return { style, explode: p.explode ?? style === "form" };
}

/** Between the values of a list written as one value. */
const SEPARATOR: Record<ParamStyle, string> = {
  form: ",",
  simple: ",",
  label: ",",
  matrix: ",",
  deepObject: ",",
  spaceDelimited: "%20",
  pipeDelimited: "|",
  tabDelimited: "%09",
};

/** Characters a query may hold as they are (RFC 3986) that encodeURIComponent would still encode; a path segment the first three. */
const KEPT_IN_QUERY = /%(24|3A|40|2F|3F)/g;
const KEPT_IN_PATH = /%(24|3A|40)/g;
const BRACKETS = /%(5B|5D)/g;

/**
 * Percent-encodes one name or value of a query, leaving `$`, `:`, `@`, `/` and `?` as they are (RFC 3986 allows
 * them there): Microsoft Graph's `$select=id,name` reads as its documentation writes it, not as `%24select`.
 */
function encode(text: string): string {
  return keep(encodeURIComponent(text), KEPT_IN_QUERY);
}

/** The same for a path segment, where `/` and `?` stay encoded. */
function encodeInPath(text: string): string {
  return keep(encodeURIComponent(text), KEPT_IN_PATH);
}

/** `encoded` with the escapes `kept` matches (`%24`...) turned back into their characters. */
function keep(encoded: string, kept: RegExp): string {
  return encoded.includes("%") ? encoded.replace(kept, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : encoded;
}

/** One value as text: a string as it is, a nested list or object as JSON (OpenAPI defines no deeper form). */
function text(value: unknown): string {
  return typeof value === "string" ? value : value !== null && typeof value === "object" ? JSON.stringify(value) : String(value);
}

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== "object";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function entriesOf(value: object): [string, string][] {
  return Object.entries(value).map(([k, v]): [string, string] => [k, text(v)]);
}

/**
 * The query string part for `name` holding `value`, percent-encoded: `tags=a&tags=b` (form, explode), `tags=a,b`
 * (form), `tags=a|b` (pipeDelimited), `filter[color]=red` (deepObject), `color=red&size=2` (an object, form,
 * explode: its fields are parameters of their own). Empty when an exploded list or object has nothing to send.
 */
export function queryText(name: string, value: unknown, { style, explode }: Serialization): string {
  const key = encode(name);
  // deepObject: brackets at every level, as a form body's (`filter[color]=red`, `expand[]=customer`).
  if (style === "deepObject" && !isPlain(value)) {
    const pairs: [string, string][] = [];
    bracketed(pairs, name, value);
    return pairs.map(([k, v]) => `${keep(encode(k), BRACKETS)}=${encode(v)}`).join("&");
  }
  if (Array.isArray(value)) {
    const items = value.map(text);
    if (style === "form" && explode) return items.map((v) => `${key}=${encode(v)}`).join("&");
    return `${key}=${items.map(encode).join(SEPARATOR[style])}`;
  }
  if (value !== null && typeof value === "object") {
    const entries = entriesOf(value);
    if (style === "form" && explode) return pairs(entries, true, "&", encode);
    return `${key}=${entries.flat().map(encode).join(SEPARATOR[style])}`;
  }
  return `${key}=${encode(text(value))}`;
}

/** An object's field as a list writes it: `k=v` exploded, `k,v` not; `join` ties the pairs. */
function pairs(entries: readonly [string, string][], explode: boolean, join: string, enc: (text: string) => string = (t) => t): string {
  return entries.map(([k, v]) => `${enc(k)}${explode ? "=" : ","}${enc(v)}`).join(join);
}

/** A header's value: `1,2` for a list; `a=1,b=2` (explode) or `a,1,b,2` for an object. */
export function headerText(value: unknown, { explode }: Serialization): string {
  if (Array.isArray(value)) return value.map(text).join(",");
  if (value !== null && typeof value === "object") return pairs(entriesOf(value), explode, ",");
  return text(value);
}

/** A path parameter's value as its `{name}` is replaced, percent-encoded: `1,2` (simple), `.1.2` (label, explode), `;id=1;id=2` (matrix, explode). */
export function pathText(name: string, value: unknown, { style, explode }: Serialization): string {
  const fields = isPlainObject(value) ? entriesOf(value) : undefined;
  const items = Array.isArray(value) ? value.map(text) : fields ? undefined : [text(value)];
  if (style === "label") {
    if (items) return `.${items.map(encodeInPath).join(explode ? "." : ",")}`;
    return `.${pairs(fields!, explode, explode ? "." : ",", encodeInPath)}`;
  }
  if (style === "matrix") {
    const key = encodeInPath(name);
    if (items) return explode ? items.map((v) => `;${key}=${encodeInPath(v)}`).join("") : `;${key}=${items.map(encodeInPath).join(",")}`;
    return explode ? `;${pairs(fields!, true, ";", encodeInPath)}` : `;${key}=${fields!.flat().map(encodeInPath).join(",")}`;
  }
  if (items) return items.map(encodeInPath).join(",");
  return pairs(fields!, explode, ",", encodeInPath);
}

/** Between the values of a list written as one form field (URLSearchParams encodes them). */
const FORM_SEPARATOR: Partial<Record<ParamStyle, string>> = { spaceDelimited: " ", pipeDelimited: "|", tabDelimited: "\t" };

/**
 * A form body's fields (`application/x-www-form-urlencoded`) from its example, each written as its encoding says
 * (MediaType.encoding; OpenAPI's default is form with explode): a list as `tags=a&tags=b`, or `tags=a,b`; an
 * object's fields as fields of their own, or `point=x,1,y,2`; with deepObject, brackets at every level, as Stripe's
 * and Rails' APIs read them: `address[city]=Paris`, `items[0][price]=5`, `expand[]=customer`. What OpenAPI gives
 * no form for (a list of objects without deepObject) is sent as JSON text.
 */
export function formFields(value: object, encoding: ReadonlyMap<string, FieldEncoding> | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, v] of Object.entries(value)) {
    const field = encoding?.get(name);
    const style = field?.style ?? "form";
    const explode = field?.explode ?? style === "form";
    if (style === "deepObject") bracketed(out, name, v);
    else if (Array.isArray(v) && v.every(isPlain)) {
      if (explode) for (const item of v) out.push([name, text(item)]);
      else out.push([name, v.map(text).join(FORM_SEPARATOR[style] ?? ",")]);
    } else if (isPlainObject(v) && Object.values(v).every(isPlain)) {
      if (explode) for (const [k, x] of Object.entries(v)) out.push([k, text(x)]);
      else out.push([name, Object.entries(v).flat().map(text).join(",")]);
    } else out.push([name, text(v)]);
  }
  return out;
}

/** `key` holding `value`, in brackets at every level: `a[b]=1`, `a[]=x` for a list of plain values, `a[0][b]=1`. */
function bracketed(out: [string, string][], key: string, value: unknown): void {
  if (isPlain(value)) out.push([key, text(value)]);
  else if (Array.isArray(value)) value.forEach((item, i) => bracketed(out, isPlain(item) ? `${key}[]` : `${key}[${i}]`, item));
  else for (const [k, v] of Object.entries(value as object)) bracketed(out, `${key}[${k}]`, v);
}

/** Characters a form body may hold as they are that URLSearchParams encodes: brackets, separators, `$ : @ /`. */
const KEPT_IN_FORM = /%(5B|5D|2C|7C|24|3A|40|2F)/g;

/**
 * A form's fields as the body text: encoded as URLSearchParams does (a space as `+`), but for what may stand as it
 * is, so it reads as people write it: `address[city]=Paris&ids=1,2`.
 */
export function formText(fields: readonly [string, string][]): string {
  return keep(new URLSearchParams(fields as [string, string][]).toString(), KEPT_IN_FORM);
}

/**
 * A form's fields as formText writes each (`address[city]=Paris`), in order: joined by `&`, they are formText's body.
 * The samples write a form a field a line from them.
 */
export function formPieces(fields: readonly [string, string][]): string[] {
  return fields.map((field) => formText([field]));
}

/** The parameter's own example value (its first example, else its schema's example, default or first allowed value), or undefined. */
export function exampleValue(p: Parameter, schema: Schema | undefined): unknown {
  if (p.examples.length > 0) return p.examples[0]!.value;
  if (schema?.examples.length) return schema.examples[0];
  const byDefault = schema && defaultOfType(schema);
  if (byDefault) return byDefault.value;
  if (schema?.enum?.length) return schema.enum[0];
  return undefined;
}

/**
 * "Sent as `tags=a&tags=b` in the query.": how an array or object parameter is written, from its example when it
 * has one of two values or more (else from two made-up values, or its schema's built example); also for a single
 * value in a `label` or `matrix` path. Undefined where the value is sent as it is, and for cookies.
 */
export function sentAs(p: Parameter, schema: Schema | undefined, schemas: SchemaLookup): { code: string; where: "query" | "path" | "header" } | undefined {
  if (p.in === "cookie") return undefined;
  const serialization = serializationOf(p);
  const given = exampleValue(p, schema);
  // By the example's shape, else the schema's type (an example written out as text, "a,b", shows nothing of it).
  const givenObject = isPlainObject(given);
  const isArray = Array.isArray(given) || (!givenObject && schema?.types.includes("array") === true);
  const isObject = !isArray && (givenObject || schema?.types.includes("object") === true);
  let value: unknown;
  if (isArray) value = Array.isArray(given) && given.length >= 2 ? given : twoValues(schema, schemas);
  else if (isObject) {
    value = givenObject ? given : sampleOf(schemas, p.schema);
    if (value === null || typeof value !== "object" || Object.keys(value).length === 0) return undefined;
  } else if (p.in === "path" && (serialization.style === "label" || serialization.style === "matrix")) {
    value = given ?? "5";
  } else return undefined;
  // OpenAPI defines no form for a list of objects or an object holding one, but for deepObject's brackets (Stripe's
  // `lines[0][amount]=`): no line. Nor for a form too long to show the shape at a glance.
  if (value === undefined || (!flat(value) && !(p.in === "query" && serialization.style === "deepObject"))) return undefined;
  if (p.in === "query") {
    const code = queryText(p.name, value, serialization);
    return code.length <= MAX_SENT_AS ? { code, where: "query" } : undefined;
  }
  if (p.in === "header") return { code: `${p.name}: ${headerText(value, serialization)}`, where: "header" };
  return { code: pathText(p.name, value, serialization), where: "path" };
}

/** Characters of the longest "Sent as" form shown: past it, the line would hide the shape it is there to show. */
const MAX_SENT_AS = 200;

/** Whether a list's items, or an object's values, are all plain values. */
function flat(value: unknown): boolean {
  return (Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [value]).every(isPlain);
}

/**
 * Two values of an array's items, to show how they are separated: two allowed ones, or `a` and `b`, `1` and `2`;
 * undefined for items that are objects or lists.
 */
function twoValues(schema: Schema | undefined, schemas: SchemaLookup): unknown[] | undefined {
  const items = schema?.items ? resolve(schemas, schema.items) : undefined;
  if (items?.enum && items.enum.length >= 2) return items.enum.slice(0, 2);
  const type = items?.types[0];
  if (type === "integer" || type === "number") return [1, 2];
  if (type === "boolean") return [true, false];
  if (type === "object" || type === "array" || (items && items.properties.length > 0)) return undefined;
  return ["a", "b"];
}
