// An XML request body for the samples, written from the body's example value (the spec's, or the one built from the
// schema) as OpenAPI's XML object says: an element per property, named by its `xml.name` else its name; a property
// with `xml.attribute` as an attribute of its parent; a list as its items repeated, each named by the items'
// `xml.name` else the property's name (wrapped: else the list's), inside an element of the list's own name when
// `xml.wrapped`; `namespace` as an `xmlns` and `prefix` before the name. OpenAPI 3.2's `nodeType` says the same
// (`attribute`; `element`, a wrapped list) and more: `text` and `cdata` put a value inside its parent's element, and
// `none` an object's properties. Before, an XML body was sent as JSON text under an XML Content-Type.
import { type SchemaRef, type XmlInfo, isNamedRef, refSiblings } from "../model.js";
import { xmlAttribute, xmlText } from "../../xml-text.js";
import { type SchemaLookup, propertiesOf, resolve } from "./fields.js";

/** Element nesting written at most, whatever the example holds. */
const MAX_XML_DEPTH = 16;

/**
 * The XML document of `value`, whose schema is `root`. The root element is named by the schema's `xml.name`, else
 * by its name in the spec (a `$ref`); an unnamed schema whose example has one property is that property's element
 * (Amazon's specs write a body so); otherwise the root is `root`.
 */
export function xmlDocument(value: unknown, root: SchemaRef | undefined, schemas: SchemaLookup): string {
  let name = xmlOf(schemas, root)?.name ?? (root && isNamedRef(root) ? root.ref : undefined);
  let content = value;
  let ref = root;
  if (name === undefined && isRecord(value) && Object.keys(value).length === 1) {
    const key = Object.keys(value)[0]!;
    ref = propertySchemas(schemas, root).get(key);
    name = key;
    content = value[key];
  }
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  // A document has one root: a list there is wrapped in an element of the root's name, whatever xml.wrapped says.
  write(out, name ?? "root", content, ref, xmlOf(schemas, ref), 0, schemas, true);
  return out.join("\n");
}

/**
 * `value` under the property (or root) `key`, whose schema is `ref` with the XML object `info`: one element, or for
 * a list one per item (wrapped when it says so, or when `wrap`).
 */
function write(out: string[], key: string, value: unknown, ref: SchemaRef | undefined, info: XmlInfo | undefined, depth: number, schemas: SchemaLookup, wrap = false): void {
  if (!Array.isArray(value)) return element(out, info?.name ?? key, info, value, ref, depth, schemas);
  const items = itemsOf(schemas, ref);
  const itemInfo = xmlOf(schemas, items);
  // OpenAPI's own examples: unwrapped, the list's xml.name has no effect (`<animals>` items); wrapped, it names the
  // wrapper and, when the items have no name of their own, each item too (`<aliens><aliens>`).
  if (!info?.wrapped && !wrap) {
    for (const item of value) element(out, itemInfo?.name ?? key, itemInfo, item, items, depth, schemas);
    return;
  }
  const itemName = itemInfo?.name ?? info?.name ?? key;
  const tag = tagOf(info?.name ?? key, info);
  if (value.length === 0) {
    out.push(`${pad(depth)}<${tag}${namespaceOf(info)}/>`);
    return;
  }
  out.push(`${pad(depth)}<${tag}${namespaceOf(info)}>`);
  for (const item of value) element(out, itemName, itemInfo, item, items, depth + 1, schemas);
  out.push(`${pad(depth)}</${tag}>`);
}

function element(out: string[], name: string, info: XmlInfo | undefined, value: unknown, ref: SchemaRef | undefined, depth: number, schemas: SchemaLookup): void {
  const tag = tagOf(name, info);
  const open = `${pad(depth)}<${tag}${namespaceOf(info)}`;
  if (value === null || value === undefined) {
    out.push(`${open}/>`);
    return;
  }
  if (!isRecord(value)) {
    out.push(`${open}>${xmlText(typeof value === "string" ? value : JSON.stringify(value))}</${tag}>`);
    return;
  }
  let attributes = "";
  let text = "";
  const children: [string, unknown, SchemaRef | undefined, XmlInfo | undefined][] = [];
  // 3.2's nodeType `none` on an object: its properties are this element's own (a few levels at most).
  const gather = (object: Record<string, unknown>, objectRef: SchemaRef | undefined, level: number): void => {
    const properties = propertySchemas(schemas, objectRef);
    for (const [key, child] of Object.entries(object)) {
      const childRef = properties.get(key);
      const childInfo = xmlOf(schemas, childRef);
      const scalar = child === null || typeof child !== "object";
      if (childInfo?.attribute && scalar) attributes += ` ${tagOf(childInfo.name ?? key, childInfo)}="${xmlAttribute(child === null ? "" : String(child))}"`;
      else if ((childInfo?.node === "text" || childInfo?.node === "cdata") && scalar) text += textNode(child, childInfo.node);
      else if (childInfo?.node === "none" && isRecord(child) && level < 4) gather(child, childRef, level + 1);
      else children.push([key, child, childRef, childInfo]);
    }
  };
  gather(value, ref, 0);
  if ((children.length === 0 && text === "") || depth >= MAX_XML_DEPTH) {
    out.push(`${open}${attributes}/>`);
    return;
  }
  if (children.length === 0) {
    out.push(`${open}${attributes}>${text}</${tag}>`);
    return;
  }
  out.push(`${open}${attributes}>`);
  if (text !== "") out.push(`${pad(depth + 1)}${text}`);
  for (const [key, child, childRef, childInfo] of children) write(out, key, child, childRef, childInfo, depth + 1, schemas);
  out.push(`${pad(depth)}</${tag}>`);
}

/** A value as 3.2's `text` node (escaped) or `cdata` node (a CDATA section, split where the value holds `]]>`). */
function textNode(value: unknown, node: "text" | "cdata"): string {
  const raw = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return node === "text" ? xmlText(raw) : `<![CDATA[${raw.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/**
 * A schema's XML object: the one beside its `$ref` (Amazon's `allOf: [{ $ref }, { xml: { name } }]` reads so), else
 * its own, else one of its `allOf` members', the inline members first, as the more particular.
 */
function xmlOf(schemas: SchemaLookup, ref: SchemaRef | undefined): XmlInfo | undefined {
  const beside = ref ? refSiblings(ref)?.xml : undefined;
  if (beside) return beside;
  const schema = ref ? resolve(schemas, ref) : undefined;
  if (!schema) return undefined;
  if (schema.xml) return schema.xml;
  let fromNamed: XmlInfo | undefined;
  for (const member of schema.allOf) {
    const xml = resolve(schemas, member)?.xml;
    if (!xml) continue;
    if (!isNamedRef(member)) return xml;
    fromNamed ??= xml;
  }
  return fromNamed;
}

/** A list's item schema: its own `items`, else an `allOf` member's. */
function itemsOf(schemas: SchemaLookup, ref: SchemaRef | undefined): SchemaRef | undefined {
  const schema = ref ? resolve(schemas, ref) : undefined;
  if (!schema) return undefined;
  if (schema.items) return schema.items;
  for (const member of schema.allOf) {
    const items = itemsOf(schemas, member);
    if (items) return items;
  }
  return undefined;
}

/** An object's property schemas by name (its own properties and its `allOf` members'): looked up once per element. */
function propertySchemas(schemas: SchemaLookup, ref: SchemaRef | undefined): Map<string, SchemaRef> {
  const schema = ref ? resolve(schemas, ref) : undefined;
  const out = new Map<string, SchemaRef>();
  // The first of a name wins, as `find` gave.
  if (schema) for (const p of propertiesOf(schemas, schema, [])) if (!out.has(p.name)) out.set(p.name, p.schema);
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A name XML allows: characters it does not turned into `_`, and `_` first when it would start otherwise. */
function tagOf(name: string, info: XmlInfo | undefined): string {
  const local = xmlName(name);
  return info?.prefix ? `${xmlName(info.prefix)}:${local}` : local;
}

function xmlName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}_.-]/gu, "_");
  return /^[\p{L}_]/u.test(cleaned) ? cleaned : `_${cleaned}`;
}

function namespaceOf(info: XmlInfo | undefined): string {
  if (!info?.namespace) return "";
  return ` xmlns${info.prefix ? `:${xmlName(info.prefix)}` : ""}="${xmlAttribute(info.namespace)}"`;
}

function pad(depth: number): string {
  return "  ".repeat(depth);
}
