// Flattens a schema into field rows with dotted names; bounded depth, named recursion shown as a link.
import { type ApiModel, type Operation, type Schema, type SchemaRef, isCycleRef, isNamedRef } from "../model.js";
import { typeLabel } from "./type-label.js";

/** Nesting levels shown inline; deeper objects are named (and linked when schema pages exist). */
export const MAX_FIELD_DEPTH = 4;
/** Named schemas are expanded inline only this many levels deep; past it they are named. */
export const MAX_NAMED_DEPTH = 2;
/** Rows per field list: a bound on page size whatever the spec's fan-out (docusaurus-openapi-docs #1295). */
export const MAX_ROWS = 250;
/**
 * A named schema with more properties than this, referenced from more than one place, is documented once, on a
 * page of its own, and every field list that nests it links there instead of expanding it again. Stripe's
 * `error` schema expanded into 67 KB under every one of 452 operations (30 MB of its 49 MB of pages).
 */
export const LINK_ABOVE_PROPERTIES = 12;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  default?: { value: unknown };
  description?: string;
  enum?: unknown[];
  /** A named schema this field is shown as instead of being expanded. */
  see?: { schema: string; recursive: boolean };
  /** An unnamed object nested too deeply to list its fields (MAX_FIELD_DEPTH): the page says so. */
  deeper?: boolean;
}

export type SchemaLookup = Map<string, Schema>;

/** What a field list says when MAX_ROWS cut it short, so a reader never takes a partial list for the whole. */
export function truncationNote(rows: readonly FieldRow[]): { kind: "paragraph"; inlines: { text: string }[] }[] {
  return rows.length >= MAX_ROWS ? [{ kind: "paragraph", inlines: [{ text: `Only the first ${MAX_ROWS} fields are shown; the schema has more.` }] }] : [];
}

export function schemaLookup(model: ApiModel): SchemaLookup {
  return new Map(model.schemas.map((s) => [s.name, s.schema]));
}

export interface FlattenOptions {
  /** Leave out readOnly (request) or writeOnly (response) properties. */
  omit?: "readOnly" | "writeOnly";
  /** Named schemas shown, when nested, as a link to their page instead of expanded (see linkedSchemas). */
  linked?: ReadonlySet<string>;
}

/**
 * The schemas documented on their own page and linked from every field list that nests them: those with more
 * than LINK_ABOVE_PROPERTIES properties (their own, allOf's and variants') that are referenced from more than
 * one place in the spec (operations, parameters, other schemas).
 */
export function linkedSchemas(model: ApiModel, schemas: SchemaLookup): Set<string> {
  const sites = new Map<string, number>();
  const visit = (ref: SchemaRef | true | undefined): void => {
    if (ref === undefined || ref === true || isCycleRef(ref)) return;
    if (isNamedRef(ref)) {
      sites.set(ref.ref, (sites.get(ref.ref) ?? 0) + 1);
      return; // a named schema's own references are counted once, from model.schemas
    }
    visitSchema(ref);
  };
  const visitSchema = (schema: Schema): void => {
    for (const p of schema.properties) visit(p.schema);
    visit(schema.items);
    visit(schema.additionalProperties);
    for (const member of [...schema.allOf, ...schema.oneOf, ...schema.anyOf]) visit(member);
  };
  const visitOperation = (op: Operation): void => {
    for (const p of op.parameters) visit(p.schema);
    for (const m of op.requestBody?.content ?? []) visit(m.schema);
    for (const r of op.responses) {
      for (const m of r.content) visit(m.schema);
      for (const h of r.headers) visit(h.schema);
    }
    for (const cb of op.callbacks) cb.operations.forEach(visitOperation);
  };
  for (const { schema } of model.schemas) visitSchema(schema);
  model.operations.forEach(visitOperation);
  model.webhooks.forEach(visitOperation);
  const linked = new Set<string>();
  for (const { name, schema } of model.schemas) {
    if ((sites.get(name) ?? 0) > 1 && propertiesOf(schemas, schema, [name]).length > LINK_ABOVE_PROPERTIES) linked.add(name);
  }
  return linked;
}

/** Field rows of a schema's properties (top level object, or the items of a top level array). */
export function flattenFields(schemas: SchemaLookup, root: SchemaRef, options: FlattenOptions = {}): FieldRow[] {
  const rows: FieldRow[] = [];
  const start = resolve(schemas, root);
  if (!start) return rows;
  const ancestors = isNamedRef(root) ? [root.ref] : [];
  const target = start.types.includes("array") && start.items && propertiesOf(schemas, start, ancestors).length === 0 ? start.items : root;
  const resolved = resolve(schemas, target);
  if (!resolved) return rows;
  walk(schemas, resolved, "", isNamedRef(target) ? [...ancestors, target.ref] : ancestors, 0, 0, rows, options);
  return rows;
}

function walk(schemas: SchemaLookup, schema: Schema, prefix: string, ancestors: string[], depth: number, namedDepth: number, rows: FieldRow[], options: FlattenOptions): void {
  for (const property of propertiesOf(schemas, schema, ancestors)) {
    if (rows.length >= MAX_ROWS) return;
    const name = prefix + property.name;
    const ref = property.schema;
    const resolved = resolve(schemas, ref);
    if (resolved && options.omit && resolved[options.omit]) continue;
    const row: FieldRow = {
      name,
      type: typeLabel(ref, schemas),
      required: property.required,
      nullable: resolved?.nullable ?? false,
      deprecated: resolved?.deprecated ?? false,
      readOnly: resolved?.readOnly ?? false,
      writeOnly: resolved?.writeOnly ?? false,
      default: resolved?.default,
      description: resolved?.description,
      enum: resolved?.enum,
    };
    rows.push(row);
    // A property that is itself an anonymous cycle (`$ref: '#/components/schemas/Node/properties/next'`).
    if (isCycleRef(ref)) {
      row.see = { schema: ref.cycle, recursive: true };
      continue;
    }
    if (!resolved) continue;
    // Arrays of objects document their item's properties under the array's name.
    const inner = resolved.types.includes("array") && resolved.items ? resolved.items : ref;
    const innerSchema = inner === ref ? resolved : resolve(schemas, inner);
    if (!innerSchema) continue;
    const innerName = isNamedRef(inner) ? inner.ref : isNamedRef(ref) ? ref.ref : undefined;
    if (isCycleRef(inner)) {
      row.see = { schema: inner.cycle, recursive: true };
      continue;
    }
    if (innerName && ancestors.includes(innerName)) {
      row.see = { schema: innerName, recursive: true };
      continue;
    }
    if (innerName && options.linked?.has(innerName)) {
      row.see = { schema: innerName, recursive: false };
      continue;
    }
    const children = propertiesOf(schemas, innerSchema, ancestors);
    if (children.length === 0) continue;
    const nextNamed = innerName ? namedDepth + 1 : namedDepth;
    if (depth + 1 >= MAX_FIELD_DEPTH || nextNamed > MAX_NAMED_DEPTH || rows.length >= MAX_ROWS) {
      if (innerName) row.see = { schema: innerName, recursive: false };
      else if (depth + 1 >= MAX_FIELD_DEPTH) row.deeper = true;
      continue;
    }
    walk(schemas, innerSchema, `${name}.`, innerName ? [...ancestors, innerName] : ancestors, depth + 1, nextNamed, rows, options);
  }
}

/** Own properties, then those of `allOf` members, then (not required) those of `oneOf`/`anyOf` variants. */
export function propertiesOf(schemas: SchemaLookup, schema: Schema, ancestors: string[]): Schema["properties"] {
  const seen = new Set<string>();
  const out: Schema["properties"] = [];
  const add = (list: Schema["properties"], optional: boolean) => {
    for (const p of list) {
      if (seen.has(p.name)) continue;
      seen.add(p.name);
      out.push(optional ? { ...p, required: false } : p);
    }
  };
  const visit = (s: Schema, optional: boolean, stack: string[], level: number) => {
    add(s.properties, optional);
    if (level > 8) return;
    for (const member of s.allOf) visitRef(member, optional, stack, level);
    for (const member of [...s.oneOf, ...s.anyOf]) visitRef(member, true, stack, level);
  };
  const visitRef = (member: SchemaRef, optional: boolean, stack: string[], level: number) => {
    if (isCycleRef(member)) return;
    if (isNamedRef(member)) {
      if (stack.includes(member.ref)) return; // allOf cycle: its properties are already listed
      const target = schemas.get(member.ref);
      if (target) visit(target, optional, [...stack, member.ref], level + 1);
      return;
    }
    visit(member, optional, stack, level + 1);
  };
  visit(schema, false, ancestors, 0);
  return out;
}

export function resolve(schemas: SchemaLookup, ref: SchemaRef): Schema | undefined {
  if (isCycleRef(ref)) return undefined;
  if (isNamedRef(ref)) return schemas.get(ref.ref);
  return ref;
}
