// Flattens a schema into field rows with dotted names; bounded depth, named recursion shown as a link.
import { type ApiModel, type ExternalDocs, type Operation, type PatternProperty, type Schema, type SchemaRef, type SchemaRules, isCycleRef, isNamedRef, refSiblings } from "../model.js";
import { emptySchema } from "../normalize/schema.js";
import { type FieldLimits, fieldLimits } from "./limits.js";
import { typeLabel } from "./type-label.js";
import { say } from "../labels.js";

/** Nesting levels shown inline; deeper objects are named (and linked when schema pages exist). */
export const MAX_FIELD_DEPTH = 4;
/** Named schemas are expanded inline only this many levels deep; past it they are named. */
export const MAX_NAMED_DEPTH = 2;
/** Rows per field list: a bound on page size whatever the spec's fan-out (docusaurus-openapi-docs #1295). */
export const MAX_ROWS = 250;
/**
 * A named schema with more properties than this is documented once, on a page of its own, and every field list
 * that nests it links there instead of expanding it again. Stripe's `error` schema expanded into 67 KB under
 * every one of 452 operations (30 MB of its 49 MB of pages); its `account` schema, 70 KB on each of its pages.
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
  /** A description of each enum value, by position (see Schema.enumDescriptions). */
  enumDescriptions?: (string | undefined)[];
  /** Which enum values are deprecated, by position (see Schema.enumDeprecated). */
  enumDeprecated?: boolean[];
  /** Its schema's `externalDocs`. */
  externalDocs?: ExternalDocs;
  /** Its validation keywords in words, and its patterns (see fieldLimits). */
  limits?: FieldLimits;
  /** The media type of its content, or of each item's (Schema.contentMediaType). */
  mediaType?: { type: string; each: boolean };
  /** Its example: the one beside its `$ref`, else its schema's first. */
  example?: { value: unknown };
  /**
   * The schema an object or list example is read against, in a list that leaves fields out (FlattenOptions.omit):
   * the example loses them too where it is shown (see examplePruned). Set only there.
   */
  exampleSchema?: Schema;
  /** A named schema this field is shown as instead of being expanded. */
  see?: { schema: string; recursive: boolean };
  /** Variants (oneOf/anyOf) that are linked schemas: named, not merged into the field's nested list. */
  variants?: string[];
  /**
   * Its own fields are not listed, and the page says why: `depth`, an unnamed object nested more than
   * MAX_FIELD_DEPTH levels deep; `rows`, they did not fit within the list's MAX_ROWS (see keptRows).
   */
  deeper?: "depth" | "rows";
  /**
   * A field of some but not all shapes of a nested choice (its parent is a oneOf/anyOf of two or more shapes
   * with fields, merged into one list): the shapes that have it.
   */
  onlyIn?: ShapeName[];
  /** With `onlyIn`: every one of those shapes requires the field (the merged row itself is not required). */
  requiredInShapes?: boolean;
  /** A nested choice: the field is one (`oneOf`) or more (`anyOf`) of these shapes, whose fields follow it merged. */
  choice?: { kind: "oneOf" | "anyOf"; shapes: ShapeName[] };
  /**
   * A field that shapes of a nested choice give different schemas with fields of their own: the fields that follow
   * it are every version's, merged, and those of only some versions name the shapes that have them.
   */
  byShape?: boolean;
  /**
   * The field's schema has a discriminator and named schemas that extend it (`allOf`): they, and the field whose
   * value tells them apart (see extensionsOf).
   */
  extendedBy?: { schemas: readonly string[]; discriminator: string };
  /** With `byShape`, or alone: versions of the field that are named, not listed here (linked, or a recursion). */
  seeIn?: { shapes: ShapeName[]; schema: string; recursive: boolean }[];
  /**
   * A `{key}` row of an object's patternProperties: the pattern its keys match, or null for the keys no pattern
   * matches (their schema is the object's additionalProperties).
   */
  keys?: string | null;
  /** Its schema's rules (see SchemaRules), said in words unless the row links to the schema's page or is a recursion. */
  rules?: SchemaRules;
}

/**
 * A shape of a choice, as a note names it: its `title`; else its schema (linked when it has a page); else its
 * type label when that says more than `object` (`code`); else "option N of M", by its place in the list.
 */
export interface ShapeName {
  label: string;
  schema?: string;
  code?: boolean;
  /** Named by its place only ("option 2 of 3"). */
  positional?: boolean;
}

export type SchemaLookup = Map<string, Schema>;
type Property = Schema["properties"][number];

/**
 * What a field list says when MAX_ROWS bounded it, so a reader never takes a partial list for the whole: that some
 * fields' own fields are left out (each of those says so too), and that top-level fields are (`truncated`). `lists`:
 * the list's rows, in one or more parts (a body of several shapes: the common fields', then each shape's).
 */
export function truncationNote(lists: readonly (readonly FieldRow[])[], truncated: boolean): { kind: "paragraph"; inlines: { text: string }[] }[] {
  const said: string[] = [];
  if (lists.some((rows) => rows.some((row) => row.deeper === "rows"))) said.push(say("nestedFieldsLeftOut", { count: MAX_ROWS }));
  if (truncated) said.push(say("truncatedFields", { count: MAX_ROWS }));
  return said.map((text) => ({ kind: "paragraph", inlines: [{ text }] }));
}

/** Rows a field list's walk makes at most, of which keptRows keeps MAX_ROWS. */
const WALK_ROWS = 20 * MAX_ROWS;

/** How a field list is walked (see boundedList). */
interface WalkOptions extends FlattenOptions {
  /** Nesting levels walked: MAX_FIELD_DEPTH, or fewer when the whole walk would pass WALK_ROWS rows. */
  levels: number;
  /** The nesting level of each row walked, by its place in the walk (0: a top-level field). */
  depths: number[];
}

/** A field list walked whole (to WALK_ROWS rows) and the rows it keeps (see keptRows). */
interface BoundedList {
  rows: FieldRow[];
  /** The rows kept of the walk's stretch from `from` to `to`. */
  kept(from: number, to: number): FieldRow[];
  /** Top-level fields were left out. */
  truncated: boolean;
}

/**
 * A field list within MAX_ROWS: `walkList` walks it (adding rows to the list it is given) to MAX_FIELD_DEPTH levels
 * (fewer, one at a time, while a walk passes WALK_ROWS rows), and keptRows says which rows stay.
 */
function boundedList(options: FlattenOptions, walkList: ListWalk): BoundedList {
  let rows: FieldRow[];
  let walked: WalkOptions;
  let levels = MAX_FIELD_DEPTH;
  do {
    rows = [];
    // Written out, not spread: a spread in code not yet optimized copies key by key (one list per body and response).
    walked = { omit: options.omit, linked: options.linked, levels, depths: [] };
    walkList(rows, walked);
  } while (rows.length >= WALK_ROWS && --levels >= 1);
  const { keep, truncated } = keptRows(rows, walked.depths);
  const kept = (from: number, to: number): FieldRow[] => {
    if (keep === undefined) return from === 0 && to === rows.length ? rows : rows.slice(from, to);
    const out: FieldRow[] = [];
    for (let i = from; i < to; i++) if (keep[i] === 1) out.push(rows[i]!);
    return out;
  };
  return { rows, truncated, kept };
}

/** Adds a field list's rows to `all` (see boundedList). */
type ListWalk = (all: FieldRow[], walked: WalkOptions) => void;

/**
 * The fields of a body of several shapes as one list, so MAX_ROWS bounds them together (boundedList): `common` walks
 * the fields every shape has, each of `shapes` one shape's own (undefined for a shape whose fields are not walked).
 * Each shape's rows are the stretch its walk added; `cut` when the bound left none of them.
 */
function shapeLists(options: FlattenOptions, common: ListWalk, shapes: (ListWalk | undefined)[]): { common: FieldRow[]; shapes: { rows: FieldRow[]; cut: boolean }[]; truncated: boolean } {
  const starts: number[] = [];
  const list = boundedList(options, (all, walked) => {
    starts.length = 0;
    common(all, walked);
    for (const walkShape of shapes) {
      starts.push(all.length);
      if (walkShape && all.length < WALK_ROWS) walkShape(all, walked);
    }
  });
  const overflow = list.rows.length >= WALK_ROWS;
  const ends = [...starts.slice(1), list.rows.length];
  return {
    common: list.kept(0, starts[0] ?? list.rows.length),
    shapes: shapes.map((walkShape, i) => {
      const rows = list.kept(starts[i]!, ends[i]!);
      return { rows, cut: walkShape !== undefined && rows.length === 0 && (ends[i]! > starts[i]! || overflow) };
    }),
    truncated: list.truncated,
  };
}

/**
 * Which rows of a walk a field list keeps: every one when they fit in MAX_ROWS; else whole levels first. Every
 * top-level field (the first MAX_ROWS when even they are more: `truncated`), then level by level, fewest first, the
 * fields of each field kept when all of them fit in the rows left; a field kept without its own says so
 * (FieldRow.deeper). Walked in order and cut at the bound, GitHub's `issues` webhook had spent its 250 rows on
 * `changes` and never listed `issue`, `repository` or `sender`.
 */
function keptRows(rows: readonly FieldRow[], depths: readonly number[]): { keep: Uint8Array | undefined; truncated: boolean } {
  if (rows.length <= MAX_ROWS) return { keep: undefined, truncated: false };
  // Each row's parent: the nearest row before it one level up (a walk lists a field's own fields right after it).
  const parent = new Int32Array(rows.length);
  const last: number[] = [];
  let deepest = 0;
  for (let i = 0; i < rows.length; i++) {
    const depth = depths[i]!;
    parent[i] = depth === 0 ? -1 : last[depth - 1]!;
    last[depth] = i;
    if (depth > deepest) deepest = depth;
  }
  const keep = new Uint8Array(rows.length);
  let left = MAX_ROWS;
  let truncated = false;
  for (let i = 0; i < rows.length; i++) {
    if (depths[i] !== 0) continue;
    if (left > 0) {
      keep[i] = 1;
      left--;
    } else truncated = true;
  }
  const children = new Int32Array(rows.length);
  for (let level = 1; level <= deepest; level++) {
    children.fill(0);
    for (let i = 0; i < rows.length; i++) if (depths[i] === level && keep[parent[i]!] === 1) children[parent[i]!]!++;
    // Fields kept on the level above, those with the fewest own fields first (then in order): each one's own
    // fields all, or none. Small objects (a user, a label) are then listed whole, and the largest ones, which a
    // reader can least take in at a glance, are the ones left folded.
    const candidates: number[] = [];
    for (let i = 0; i < rows.length; i++) if (depths[i] === level - 1 && children[i]! > 0) candidates.push(i);
    candidates.sort((a, b) => children[a]! - children[b]! || a - b);
    const expanded = new Uint8Array(rows.length);
    for (const i of candidates) {
      if (children[i]! <= left) {
        expanded[i] = 1;
        left -= children[i]!;
      } else rows[i]!.deeper = "rows";
    }
    for (let i = 0; i < rows.length; i++) if (depths[i] === level && expanded[parent[i]!] === 1) keep[i] = 1;
  }
  return { keep, truncated };
}

export function schemaLookup(model: ApiModel): SchemaLookup {
  return new Map(model.schemas.map((s) => [s.name, s.schema]));
}

/**
 * The fields a body leaves out, by who sends it: one the API receives (an operation's request, or your server's answer
 * to a webhook or a callback) leaves out what the schema marks `readOnly`, which the API sets; one the API sends (a
 * response, or the request of a webhook or a callback) leaves out what it marks `writeOnly`, which it never returns.
 * OpenAPI 3.0 words the two as "request" and "response"; JSON Schema, which 3.1 defers to, as what the owning
 * authority (the API) manages or never returns, and a webhook's request comes from the API.
 */
export type Omitted = "readOnly" | "writeOnly";

export interface FlattenOptions {
  /** Leave out readOnly or writeOnly properties (see Omitted). */
  omit?: Omitted;
  /** Named schemas shown, when nested, as a link to their page instead of expanded (see linkedSchemas). */
  linked?: ReadonlySet<string>;
}

/**
 * The schemas documented on their own page and linked from every field list that nests them: those with more
 * than LINK_ABOVE_PROPERTIES properties (their own, allOf's and variants') that some field list nests (as a
 * property, or the items of an array property). At the root of a request or response body they are listed.
 */
export function linkedSchemas(model: ApiModel, schemas: SchemaLookup): Set<string> {
  const nested = new Set<string>();
  const seen = [new Set<Schema>(), new Set<Schema>()];
  /**
   * `asField`: the position is a field of some list (a property's type, its array's items, or a variant merged
   * into one of those), so a field list nests what is there.
   */
  const visit = (ref: SchemaRef | true | undefined, asField: boolean): void => {
    if (ref === undefined || ref === true || isCycleRef(ref)) return;
    if (isNamedRef(ref)) {
      if (asField) nested.add(ref.ref);
      return; // a named schema's own contents are visited once, from model.schemas
    }
    visitSchema(ref, asField);
  };
  const visitSchema = (schema: Schema, asField: boolean): void => {
    const done = seen[asField ? 1 : 0]!;
    if (done.has(schema)) return;
    done.add(schema);
    // Indexed loops: this visits every schema node of the spec, mostly in code not yet optimized, where `for...of`
    // allocates an iterator and a result object per item.
    const { properties, allOf, oneOf, anyOf } = schema;
    for (let i = 0; i < properties.length; i++) visit(properties[i]!.schema, true);
    visit(schema.items, asField);
    visit(schema.additionalProperties, false);
    const patterns = schema.patternProperties;
    if (patterns) for (let i = 0; i < patterns.length; i++) visit(patterns[i]!.schema, true);
    for (let i = 0; i < allOf.length; i++) visit(allOf[i], asField);
    for (let i = 0; i < oneOf.length; i++) visit(oneOf[i], asField);
    for (let i = 0; i < anyOf.length; i++) visit(anyOf[i], asField);
  };
  const visitOperation = (op: Operation): void => {
    op.parameters.forEach((p) => visit(p.schema, false));
    op.requestBody?.content.forEach((m) => visit(m.schema, false));
    op.responses.forEach((r) => {
      r.content.forEach((m) => visit(m.schema, false));
      r.headers.forEach((h) => visit(h.schema, false));
    });
    op.callbacks.forEach((cb) => cb.operations.forEach(visitOperation));
  };
  for (const { schema } of model.schemas) visitSchema(schema, false);
  model.operations.forEach(visitOperation);
  model.webhooks.forEach(visitOperation);
  const linked = new Set<string>();
  for (const { name, schema } of model.schemas) {
    if (nested.has(name) && propertiesOf(schemas, schema, [name]).length > LINK_ABOVE_PROPERTIES) linked.add(name);
  }
  return linked;
}

/** `4XX`, `404`, `5XX`, `default`: the statuses of error responses. */
export function isErrorStatus(status: string): boolean {
  return /^[45]/.test(status) || status === "default";
}

/**
 * Named schemas that more than one operation returns as an error (a 4xx, 5xx or default response body): an API's
 * error shape, the same on every page (Microsoft Graph: 26 fields under 4XX and 5XX of each of 11,400 pages, a
 * third of its reference). Error responses name and link them instead of listing their fields.
 */
export function sharedErrorSchemas(model: ApiModel): Set<string> {
  const users = new Map<string, number>();
  const visit = (op: Operation): void => {
    const names = new Set<string>();
    for (const r of op.responses) {
      const schema = r.content.find((m) => m.schema)?.schema;
      if (isErrorStatus(r.status) && schema && isNamedRef(schema)) names.add(schema.ref);
    }
    for (const name of names) users.set(name, (users.get(name) ?? 0) + 1);
  };
  model.operations.forEach(visit);
  model.webhooks.forEach(visit);
  return new Set([...users].filter(([, n]) => n > 1).map(([name]) => name));
}

/** Field rows of a schema's properties (top level object, or the items of a top level array). */
export function flattenFields(schemas: SchemaLookup, root: SchemaRef, options: FlattenOptions = {}): FieldRow[] {
  return fieldListOf(schemas, root, options).rows;
}

/** flattenFields' rows, and whether top-level fields were left out (see keptRows). */
export function fieldListOf(schemas: SchemaLookup, root: SchemaRef, options: FlattenOptions = {}): FieldList {
  const listed = listedSchema(schemas, root);
  if (!listed) return { rows: [], truncated: false };
  // A body that is a map (`additionalProperties: { $ref: Pet }`) lists its value's fields under `{key}.`, as a
  // map field does; a map of itself lists nothing.
  const value = listed.ofItems ? undefined : mapValue(listed.schema);
  const valueSchema = value && !(isNamedRef(value) && listed.stack.includes(value.ref)) ? resolve(schemas, value) : undefined;
  const list = boundedList(options, (rows, walked) => {
    if (value && valueSchema) walk(schemas, valueSchema, "{key}.", isNamedRef(value) ? [...listed.stack, value.ref] : listed.stack, 0, 0, rows, walked);
    else walk(schemas, listed.schema, "", listed.stack, 0, 0, rows, walked);
  });
  return { rows: list.kept(0, list.rows.length), truncated: list.truncated };
}

/** A field list: its rows, and whether top-level fields were left out to keep it within MAX_ROWS (see keptRows). */
export interface FieldList {
  rows: FieldRow[];
  truncated: boolean;
}

/**
 * What a body's field list lists: its schema, or the items of a top-level array without properties of its own;
 * with the named schemas entered to get there (the walk's ancestors). Undefined when it resolves to nothing.
 */
function listedSchema(schemas: SchemaLookup, root: SchemaRef): { schema: Schema; stack: string[]; ofItems: boolean; name?: string } | undefined {
  const start = resolve(schemas, root);
  if (!start) return undefined;
  const ancestors = isNamedRef(root) ? [root.ref] : [];
  const ofItems = Boolean(start.types.includes("array") && start.items && propertiesOf(schemas, start, ancestors).length === 0);
  const target = ofItems ? start.items! : root;
  const schema = resolve(schemas, target);
  return schema && { schema, stack: isNamedRef(target) ? [...ancestors, target.ref] : ancestors, ofItems, name: isNamedRef(target) ? target.ref : undefined };
}

/**
 * A schema as its oneOf/anyOf members leave it: its own and its allOf members' properties only. The same object for
 * the same schema, so that what is worked out from it once (propertiesOf) serves every later use.
 */
export function withoutChoices(schema: Schema): Schema {
  if (schema.oneOf.length === 0 && schema.anyOf.length === 0) return schema;
  let without = choicesLeftOut.get(schema);
  if (!without) choicesLeftOut.set(schema, (without = { ...schema, oneOf: [], anyOf: [] }));
  return without;
}

const choicesLeftOut = new WeakMap<Schema, Schema>();

/**
 * The properties a oneOf/anyOf member lists: none for a cycle, or for a named schema already on `stack` (a
 * recursion, which is named, not entered).
 */
export function memberProperties(schemas: SchemaLookup, member: SchemaRef, stack: string[], linked?: ReadonlySet<string>): readonly Property[] {
  if (isNamedRef(member) && stack.includes(member.ref)) return [];
  const schema = resolve(schemas, member);
  return schema ? propertiesOf(schemas, schema, isNamedRef(member) ? [...stack, member.ref] : stack, linked) : [];
}

/** One shape of a body that is a choice (see flattenVariants). */
export interface FieldVariant {
  /** The shape's `title`, else the name of its schema; undefined when it has neither. */
  label?: string;
  /** The shape's own description. */
  description?: string;
  /** Its type label (`object`, `string`, `Cat`): what the page says of a shape without fields. */
  type: string;
  /** The schema it names, for a link: a named shape the page cannot list (a recursion) is linked instead. */
  schema?: string;
  /** Whether it has fields: false for a shape that is not an object, or a recursion. */
  hasFields: boolean;
  /** Its fields; empty when it has none, when every one is left out (FlattenOptions.omit), or when `cut`. */
  rows: FieldRow[];
  /** MAX_ROWS was spent before this shape: its fields are not listed. */
  cut: boolean;
  /** The values of the discriminator field that select this shape (see FieldVariants.discriminator). */
  values?: readonly string[];
  /** OpenAPI 3.2's `defaultMapping` names it: it applies too when the field is missing or holds a value nothing maps. */
  otherwise?: true;
}

export interface FieldVariants {
  /** `oneOf`: the body is exactly one of the shapes; `anyOf`: one or more of them. */
  kind: "oneOf" | "anyOf";
  /** The body is an array and the choice is its items'. */
  ofItems: boolean;
  /** Fields every shape has: the schema's own properties and those of its `allOf` members. */
  common: FieldRow[];
  variants: FieldVariant[];
  /** True when MAX_ROWS cut the lists short (common and shapes count together). */
  truncated: boolean;
  /** The field whose value tells the shapes apart (the schema's `discriminator`), when it has one. */
  discriminator?: string;
  /** 3.2's `defaultMapping` when it names no shape of the list: the schema for a missing field or an unmapped value. */
  otherwise?: string;
  /**
   * The shapes are the schemas that extend this one (see extensionsOf): `common` is its own fields, each shape's
   * rows the fields it adds.
   */
  extends?: string;
}

/**
 * A body whose root schema (or the items of a root array) is a choice between two or more shapes that have
 * fields of their own (`oneOf` or `anyOf`): the fields they share, then each shape's fields, listed apart.
 * Merged into one list, a field of one shape would read as a field of every one, a shape's required fields
 * would all read as optional, and two shapes' fields of one name would be shown as one (the second shape's
 * nested fields lost). Undefined for any other schema: flattenFields lists it.
 */
export function flattenVariants(schemas: SchemaLookup, root: SchemaRef, options: FlattenOptions = {}): FieldVariants | undefined {
  const listed = listedSchema(schemas, root);
  if (!listed) return undefined;
  // Most bodies are no choice at all: they are told at once, before any member is looked into.
  if (mayHaveFields(listed.schema.oneOf) < 2 && mayHaveFields(listed.schema.anyOf) < 2) return extensionVariants(schemas, listed, options);
  const { schema: resolved, stack } = listed;
  // How many fields each member lists, worked out once: it picks the kind and tells shapes without fields.
  const counts = (members: SchemaRef[]) => members.map((m) => memberProperties(schemas, m, stack).length);
  const choices = { oneOf: counts(resolved.oneOf), anyOf: counts(resolved.anyOf) };
  const withFields = (list: number[]) => list.filter((n) => n > 0).length >= 2;
  const kind = withFields(choices.oneOf) ? "oneOf" : withFields(choices.anyOf) ? "anyOf" : undefined;
  if (!kind) return extensionVariants(schemas, listed, options);
  // A shape that is the body's own schema again (recursion) has no fields here: it is named, not entered.
  const members = resolved[kind].map((member, i) => ({ member, schema: resolve(schemas, member), named: isNamedRef(member) ? member.ref : undefined, hasFields: choices[kind][i]! > 0 }));
  const lists = shapeLists(
    options,
    (all, walked) => walk(schemas, { ...resolved, [kind]: [] }, "", stack, 0, 0, all, walked),
    members.map(({ schema, named, hasFields }) => (hasFields && schema ? (all, walked) => walk(schemas, schema, "", named ? [...stack, named] : stack, 0, 0, all, walked) : undefined)),
  );
  const variants = members.map(({ member, schema, named, hasFields }, i): FieldVariant => {
    const { rows, cut } = lists.shapes[i]!;
    const variant: FieldVariant = { label: schema?.title ?? named, description: refSiblings(member)?.description ?? schema?.description, type: typeLabel(member, schemas), schema: named, hasFields, rows, cut };
    const values = discriminatorValues(resolved.discriminator, named, schema);
    if (values) variant.values = values;
    if (named !== undefined && resolved.discriminator?.defaultMapping === named) variant.otherwise = true;
    return variant;
  });
  const choice: FieldVariants = { kind, ofItems: listed.ofItems, common: lists.common, variants, truncated: lists.truncated };
  if (resolved.discriminator) choice.discriminator = resolved.discriminator.propertyName;
  const fallback = resolved.discriminator?.defaultMapping;
  if (fallback !== undefined && !variants.some((v) => v.otherwise)) choice.otherwise = fallback;
  return choice;
}

/**
 * The discriminator values that select the named shape: its `mapping` entries, else its own
 * `x-ms-discriminator-value`, else (as OpenAPI says) its schema's name. Undefined without a discriminator, and for
 * a shape written inline, which no value can name.
 */
export function discriminatorValues(discriminator: Schema["discriminator"], named: string | undefined, schema: Schema | undefined): readonly string[] | undefined {
  if (!discriminator || named === undefined) return undefined;
  return mappedValues(discriminator).get(named) ?? [schema?.discriminatorValue ?? named];
}

/**
 * A discriminator's `mapping` by target: each schema's values, in the mapping's order. Made once per discriminator:
 * Microsoft Graph's `entity` maps 653 values, and its samples and shapes asked for them one search of the whole
 * mapping at a time.
 */
function mappedValues(discriminator: NonNullable<Schema["discriminator"]>): Map<string, string[]> {
  let byTarget = valuesByTarget.get(discriminator);
  if (!byTarget) {
    byTarget = new Map();
    for (const [value, target] of discriminator.mapping) {
      const values = byTarget.get(target);
      if (values) values.push(value);
      else byTarget.set(target, [value]);
    }
    valuesByTarget.set(discriminator, byTarget);
  }
  return byTarget;
}

const valuesByTarget = new WeakMap<NonNullable<Schema["discriminator"]>, Map<string, string[]>>();

/** A body whose schema more schemas than this extend names them instead of listing each one's fields. */
export const MAX_EXTENSION_SHAPES = 20;

const extensionIndexes = new WeakMap<SchemaLookup, Map<string, string[]>>();

/**
 * The named schemas that extend `name` when it is a schema with a discriminator and no oneOf/anyOf of its own: those
 * whose `allOf` names it, then those its `mapping` names besides, in the spec's order (OpenAPI's polymorphism by
 * inheritance: `Pet` with `discriminator: petType`, `Cat` and `Dog` as `allOf: [Pet, {...}]`; Swagger 2.0 and
 * Azure's specs have little else). Undefined when it has none. The index is built once per lookup.
 */
export function extensionsOf(schemas: SchemaLookup, name: string): readonly string[] | undefined {
  let index = extensionIndexes.get(schemas);
  if (!index) extensionIndexes.set(schemas, (index = extensionIndex(schemas)));
  return index.get(name);
}

/** A schema others extend with `allOf` and tell apart by its discriminator (see extensionsOf). */
function isBase(schema: Schema | undefined): boolean {
  return schema?.discriminator !== undefined && schema.oneOf.length === 0 && schema.anyOf.length === 0;
}

/**
 * For a named schema that extends a base (see extensionsOf), directly or through other schemas it extends (Microsoft
 * Graph: `user` extends `directoryObject`, which extends `entity`): the nearest base, its discriminator field and
 * the value that selects this schema. Undefined for any other.
 */
export function selectingValue(schemas: SchemaLookup, name: string): { base: string; field: string; value: string } | undefined {
  const schema = schemas.get(name);
  const seen = new Set([name]);
  let level = schema ? [schema] : [];
  for (let depth = 0; depth < 8 && level.length > 0; depth++) {
    const next: Schema[] = [];
    for (const s of level) {
      for (const member of s.allOf) {
        if (!isNamedRef(member) || seen.has(member.ref)) continue;
        seen.add(member.ref);
        const ancestor = schemas.get(member.ref);
        if (!ancestor) continue;
        if (isBase(ancestor)) return { base: member.ref, field: ancestor.discriminator!.propertyName, value: discriminatorValues(ancestor.discriminator, name, schema)![0]! };
        next.push(ancestor);
      }
    }
    level = next;
  }
  return undefined;
}

function extensionIndex(schemas: SchemaLookup): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (base: string, sub: string) => {
    const list = index.get(base);
    if (!list) index.set(base, [sub]);
    else if (!list.includes(sub)) list.push(sub);
  };
  for (const [name, schema] of schemas) {
    for (const member of schema.allOf) if (isNamedRef(member) && member.ref !== name && isBase(schemas.get(member.ref))) add(member.ref, name);
  }
  for (const [name, schema] of schemas) {
    if (!isBase(schema)) continue;
    for (const [, target] of schema.discriminator!.mapping) if (target !== name && schemas.has(target)) add(name, target);
  }
  return index;
}

/**
 * The schemas that extend what a body lists (see extensionsOf), with the schema's name and the field that tells them
 * apart; undefined when nothing extends it.
 */
export function listedExtensions(schemas: SchemaLookup, root: SchemaRef): { name: string; schemas: readonly string[]; discriminator: string; ofItems: boolean } | undefined {
  const listed = listedSchema(schemas, root);
  if (!listed?.name || !listed.schema.discriminator) return undefined;
  const subs = extensionsOf(schemas, listed.name);
  return subs && { name: listed.name, schemas: subs, discriminator: listed.schema.discriminator.propertyName, ofItems: listed.ofItems };
}

/**
 * A body whose schema has a discriminator and schemas that extend it (see extensionsOf): its own fields, then each
 * extending schema with the fields it adds (its own and its other `allOf` members'), as the shapes of a choice.
 * Undefined for any other body.
 */
function extensionVariants(schemas: SchemaLookup, listed: NonNullable<ReturnType<typeof listedSchema>>, options: FlattenOptions): FieldVariants | undefined {
  const { schema: base, stack, name } = listed;
  const subs = name !== undefined && base.discriminator ? extensionsOf(schemas, name) : undefined;
  // Microsoft Graph's `entity` has 653: their names are all a page can usefully say (see listedExtensions).
  if (!subs || subs.length > MAX_EXTENSION_SHAPES) return undefined;
  // What each adds: the schema without the base among its allOf members.
  const shapes = subs.map((sub) => {
    const schema = schemas.get(sub)!;
    const own = emptySchema();
    own.types = schema.types;
    own.properties = schema.properties;
    own.allOf = schema.allOf.filter((m) => !(isNamedRef(m) && m.ref === name));
    own.oneOf = schema.oneOf;
    own.anyOf = schema.anyOf;
    const subStack = [...stack, sub];
    return { sub, schema, own, subStack, hasFields: !stack.includes(sub) && propertiesOf(schemas, own, subStack).length > 0 };
  });
  const lists = shapeLists(
    options,
    (all, walked) => walk(schemas, base, "", stack, 0, 0, all, walked),
    shapes.map(({ own, subStack, hasFields }) => (hasFields ? (all, walked) => walk(schemas, own, "", subStack, 0, 0, all, walked) : undefined)),
  );
  const variants = shapes.map(({ sub, schema, hasFields }, i): FieldVariant => {
    const { rows, cut } = lists.shapes[i]!;
    const variant: FieldVariant = { label: schema.title ?? sub, description: schema.description, type: sub, schema: sub, hasFields, rows, cut };
    const values = discriminatorValues(base.discriminator, sub, schema);
    if (values) variant.values = values;
    if (base.discriminator!.defaultMapping === sub) variant.otherwise = true;
    return variant;
  });
  return { kind: "oneOf", ofItems: listed.ofItems, common: lists.common, variants, truncated: lists.truncated, discriminator: base.discriminator!.propertyName, extends: name };
}

/** One shape's fields, or (see NestedChoice.split) the shapes that give a field one version and that version's fields. */
interface ShapeFields {
  shapes: ShapeName[];
  fields: readonly Property[];
}

/** One version of a field that shapes of a nested choice define differently (see NestedChoice.split). */
interface FieldVersion {
  ref: SchemaRef;
  shapes: ShapeName[];
}

/**
 * A nested choice (see nestedChoice): its kind, its shapes with fields, the fields only some of them have, and the
 * fields its shapes define differently.
 */
interface NestedChoice {
  kind: "oneOf" | "anyOf";
  shapes: ShapeName[];
  onlyIn: Map<string, { shapes: ShapeName[]; required: boolean }>;
  /**
   * Field names two or more shapes give different schemas (`attributes` in each shape of a JSON:API `included`
   * list): each version, with the shapes that have it. Merged by name alone, the first shape's version would hide
   * the nested fields of every other.
   */
  split: Map<string, FieldVersion[]>;
  /** Field names every shape has and requires: required wherever the choice is present (see splitField). */
  requiredInAll?: ReadonlySet<string>;
}

/**
 * For a schema whose oneOf (else anyOf) has two or more shapes with fields (linked ones left out, as propertiesOf
 * leaves them): those shapes, and each field name that some but not all of them have, and not the schema itself
 * or its allOf members, with the shapes that have it. Undefined when there is no such choice.
 */
function nestedChoice(schemas: SchemaLookup, schema: Schema, ancestors: string[], linked: ReadonlySet<string> | undefined): NestedChoice | undefined {
  // Most nested choices are a schema or null (`anyOf: [{$ref}, {nullable: true}]`, Microsoft Graph's every
  // reference): told at once, before any member is looked into.
  if (mayHaveFields(schema.oneOf) < 2 && mayHaveFields(schema.anyOf) < 2) return undefined;
  for (const kind of ["oneOf", "anyOf"] as const) {
    const members = schema[kind];
    const lists: ShapeFields[] = [];
    members.forEach((member, at) => {
      if (linked && isNamedRef(member) && linked.has(member.ref)) return;
      const fields = memberProperties(schemas, member, ancestors, linked);
      if (fields.length === 0) return;
      const title = resolve(schemas, member)!.title;
      const named = isNamedRef(member) ? member.ref : undefined;
      const type = title || named ? "" : typeLabel(member, schemas);
      const shape: ShapeName = title ? { label: title } : named ? { label: named, schema: named } : type !== "object" ? { label: type, code: true } : { label: say("shapeOption", { n: at + 1, count: members.length }), positional: true };
      lists.push({ shapes: [shape], fields });
    });
    if (lists.length < 2) continue;
    const shared = new Set(propertiesOf(schemas, withoutChoices(schema), ancestors, linked).map((f) => f.name));
    return { kind, shapes: lists.map((l) => l.shapes[0]!), ...tellApart(lists, shared) };
  }
  return undefined;
}

/**
 * Among shapes' field lists: each field name that some but not all of them have (and not in `shared`), with the
 * shapes that have it and whether each of those requires it; and each name the lists give different schemas.
 */
function tellApart(lists: readonly ShapeFields[], shared: ReadonlySet<string>): Pick<NestedChoice, "onlyIn" | "split"> {
  const onlyIn = new Map<string, { shapes: ShapeName[]; required: boolean }>();
  const split = new Map<string, FieldVersion[]>();
  const byName = lists.map((l) => new Map(l.fields.map((f) => [f.name, f])));
  const done = new Set<string>(shared);
  for (let i = 0; i < lists.length; i++) {
    const fields = lists[i]!.fields;
    for (let k = 0; k < fields.length; k++) {
      const name = fields[k]!.name;
      if (done.has(name)) continue;
      done.add(name);
      const shapes: ShapeName[] = [];
      let having = 0;
      let required = true;
      let differs = false;
      const first = fields[k]!.schema;
      for (let j = i; j < lists.length; j++) {
        const field = byName[j]!.get(name);
        if (!field) continue;
        having++;
        shapes.push(...lists[j]!.shapes);
        required &&= field.required;
        if (!differs && !sameRef(field.schema, first)) differs = true;
      }
      if (having < lists.length) onlyIn.set(name, { shapes, required });
      if (!differs) continue;
      const versions: FieldVersion[] = [];
      for (let j = i; j < lists.length; j++) {
        const ref = byName[j]!.get(name)?.schema;
        if (ref === undefined) continue;
        const same = versions.find((v) => sameRef(v.ref, ref));
        if (same) same.shapes.push(...lists[j]!.shapes);
        else versions.push({ ref, shapes: [...lists[j]!.shapes] });
      }
      split.set(name, versions);
    }
  }
  return { onlyIn, split };
}

/** The same schema: one object, or references to one named schema. */
function sameRef(a: SchemaRef, b: SchemaRef): boolean {
  return a === b || (isNamedRef(a) && isNamedRef(b) && a.ref === b.ref);
}

/** How many members could list fields: references, and inline schemas with properties or members of their own. */
function mayHaveFields(members: SchemaRef[]): number {
  let n = 0;
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    if (isNamedRef(m) || (!isCycleRef(m) && (m.properties.length > 0 || m.allOf.length > 0 || m.oneOf.length > 0 || m.anyOf.length > 0))) n++;
  }
  return n;
}

/** A property name as a field shows it: an empty or blank key (valid JSON) is shown quoted, `""`, so it can be seen. */
function shownKey(key: string): string {
  return key.trim() === "" ? JSON.stringify(key) : key;
}

/** `choice`: the nested choice `schema` is (see nestedChoice), whose fields this walk lists merged. */
function walk(schemas: SchemaLookup, schema: Schema, prefix: string, ancestors: string[], depth: number, namedDepth: number, rows: FieldRow[], options: WalkOptions, choice?: NestedChoice): void {
  // Nested variants that are linked schemas are named (see FieldRow.variants), not merged in; the root lists all.
  const properties = propertiesOf(schemas, schema, ancestors, depth > 0 ? options.linked : undefined);
  for (let i = 0; i < properties.length; i++) {
    if (rows.length >= WALK_ROWS) return;
    walkField(schemas, properties[i]!, prefix + shownKey(properties[i]!.name), undefined, ancestors, depth, namedDepth, rows, options, choice);
  }
  // 3.1's patternProperties: a `{key}` row for each pattern, then one for any other key when the schema gives
  // those a schema of their own (additionalProperties).
  const patterns = patternsOf(schemas, schema);
  if (patterns.length === 0) return;
  for (let i = 0; i < patterns.length; i++) {
    if (rows.length >= WALK_ROWS) return;
    const { pattern, schema: value } = patterns[i]!;
    walkField(schemas, { name: "{key}", schema: value, required: false }, `${prefix}{key}`, pattern, ancestors, depth, namedDepth, rows, options, undefined);
  }
  const other = schema.additionalProperties;
  if (other !== undefined && other !== true && rows.length < WALK_ROWS) walkField(schemas, { name: "{key}", schema: other, required: false }, `${prefix}{key}`, null, ancestors, depth, namedDepth, rows, options, undefined);
}

/**
 * One field's row, then the rows of its own fields. `key`: for a `{key}` row of patternProperties, the pattern its
 * keys match, or null for the keys no pattern matches.
 */
function walkField(schemas: SchemaLookup, property: Property, name: string, key: string | null | undefined, ancestors: string[], depth: number, namedDepth: number, rows: FieldRow[], options: WalkOptions, choice: NestedChoice | undefined): void {
  const ref = property.schema;
  const resolved = resolve(schemas, ref);
  // What the `$ref` says beside itself about this field wins over its schema's own.
  const use = refSiblings(ref);
  if (resolved && options.omit && (use?.[options.omit] ?? resolved[options.omit])) return;
  const row: FieldRow = {
    name,
    type: typeLabel(ref, schemas),
    required: property.required,
    nullable: use?.nullable ?? resolved?.nullable ?? false,
    deprecated: use?.deprecated ?? resolved?.deprecated ?? false,
    readOnly: use?.readOnly ?? resolved?.readOnly ?? false,
    writeOnly: use?.writeOnly ?? resolved?.writeOnly ?? false,
    default: resolved?.default,
    description: use?.description ?? resolved?.description,
    enum: resolved?.enum,
    enumDescriptions: resolved?.enumDescriptions,
    enumDeprecated: resolved?.enumDeprecated,
    externalDocs: resolved?.externalDocs,
    limits: resolved ? fieldLimits(resolved, schemas) : undefined,
  };
  // Set only where the spec gives one (3.1's contentMediaType), as every other row goes without.
  if (resolved?.contentMediaType) row.mediaType = { type: resolved.contentMediaType, each: false };
  else if (resolved?.items) {
    const each = resolve(schemas, resolved.items)?.contentMediaType;
    if (each) row.mediaType = { type: each, each: true };
  }
  const example = use?.example ?? (resolved && resolved.examples.length > 0 ? { value: resolved.examples[0] } : undefined);
  if (example) {
    row.example = example;
    if (options.omit && resolved && typeof example.value === "object" && example.value !== null) row.exampleSchema = resolved;
  }
  // A nested choice is merged into one list: each field of only some shapes says which (FieldRow.onlyIn).
  if (choice?.requiredInAll?.has(property.name)) row.required = true;
  const onlyIn = choice?.onlyIn.get(property.name);
  if (onlyIn) {
    row.onlyIn = onlyIn.shapes;
    if (onlyIn.required) row.requiredInShapes = true;
  }
  if (key !== undefined) row.keys = key;
  if (resolved?.rules) row.rules = resolved.rules;
  rows.push(row);
  options.depths.push(depth);
  const versions = choice?.split.get(property.name);
  if (versions && splitField(schemas, row, versions, choice!.kind, ancestors, depth, namedDepth, rows, options)) return;
  // A property that is itself an anonymous cycle (`$ref: '#/components/schemas/Node/properties/next'`).
  if (isCycleRef(ref)) {
    row.see = { schema: ref.cycle, recursive: true };
    return;
  }
  if (!resolved) return;
  // Arrays of objects document their item's properties under the array's name; a map (an object whose every key
  // holds one kind of value) its value's under `name.{key}`.
  const map = mapValue(resolved);
  const inner = resolved.types.includes("array") && resolved.items ? resolved.items : (map ?? ref);
  const innerSchema = inner === ref ? resolved : resolve(schemas, inner);
  if (!innerSchema) return;
  const innerName = isNamedRef(inner) ? inner.ref : isNamedRef(ref) ? ref.ref : undefined;
  const extensions = innerName === undefined ? undefined : extensionsOf(schemas, innerName);
  if (extensions) row.extendedBy = { schemas: extensions, discriminator: schemas.get(innerName!)!.discriminator!.propertyName };
  if (isCycleRef(inner)) {
    row.see = { schema: inner.cycle, recursive: true };
    return;
  }
  if (innerName && ancestors.includes(innerName)) {
    row.see = { schema: innerName, recursive: true };
    return;
  }
  if (innerName && options.linked?.has(innerName)) {
    row.see = { schema: innerName, recursive: false };
    return;
  }
  const variants: string[] = [];
  const children = propertiesOf(schemas, innerSchema, ancestors, options.linked, variants);
  if (variants.length > 0) row.variants = variants;
  if (children.length === 0 && patternsOf(schemas, innerSchema).length === 0) return;
  const nextNamed = innerName ? namedDepth + 1 : namedDepth;
  if (depth + 1 >= options.levels || nextNamed > MAX_NAMED_DEPTH || rows.length >= WALK_ROWS) {
    if (innerName) row.see = { schema: innerName, recursive: false };
    // Fewer levels walked than MAX_FIELD_DEPTH: a named schema's fields are left out as an unnamed one's are.
    if (options.levels < MAX_FIELD_DEPTH && depth + 1 >= options.levels) row.deeper = "rows";
    else if (!innerName && depth + 1 >= MAX_FIELD_DEPTH) row.deeper = "depth";
    return;
  }
  const innerAncestors = innerName ? [...ancestors, innerName] : ancestors;
  const innerChoice = nestedChoice(schemas, innerSchema, innerAncestors, options.linked);
  if (innerChoice) row.choice = { kind: innerChoice.kind, shapes: innerChoice.shapes };
  walk(schemas, innerSchema, map ? `${name}.{key}.` : `${name}.`, innerAncestors, depth + 1, nextNamed, rows, options, innerChoice);
}

const NO_PATTERNS: readonly PatternProperty[] = [];

/**
 * A schema's patternProperties with those of its `allOf` members (as propertiesOf merges their properties), the
 * first of each pattern kept.
 */
function patternsOf(schemas: SchemaLookup, schema: Schema): readonly PatternProperty[] {
  if (schema.allOf.length === 0) return schema.patternProperties ?? NO_PATTERNS; // nearly every schema: none
  const out: PatternProperty[] = [...(schema.patternProperties ?? [])];
  for (let i = 0; i < schema.allOf.length; i++) {
    const member = resolve(schemas, schema.allOf[i]!);
    for (const entry of member?.patternProperties ?? []) if (!out.some((p) => p.pattern === entry.pattern)) out.push(entry);
  }
  return out.length > 0 ? out : NO_PATTERNS;
}

/** The schema of a map's values: an object with `additionalProperties` of a schema and no fields of its own. */
function mapValue(schema: Schema): SchemaRef | undefined {
  const value = schema.additionalProperties;
  if (value === undefined || value === true || schema.properties.length > 0 || schema.patternProperties || schema.allOf.length > 0 || schema.oneOf.length > 0 || schema.anyOf.length > 0) return undefined;
  return schema.types.length === 0 || schema.types.includes("object") ? value : undefined;
}

/**
 * A field that shapes of a nested choice define differently (NestedChoice.split): its type names every version, a
 * version that is a linked schema or a recursion is named with the shapes that use it, and the fields that follow
 * are those of every other version, merged; a field not every version has names the shapes that have it. False
 * when a bound stops the walk, or when no version lists fields and at most one is named: the field is then listed
 * as any other, by its first version (with the type that names them all).
 */
function splitField(schemas: SchemaLookup, row: FieldRow, versions: readonly FieldVersion[], kind: NestedChoice["kind"], ancestors: string[], depth: number, namedDepth: number, rows: FieldRow[], options: WalkOptions): boolean {
  row.type = typeLabel(choiceOf(versions.map((v) => v.ref)), schemas);
  /** Every version with the fields it has (none for one that is not an object): what tells the shapes apart. */
  const all: ShapeFields[] = [];
  /** The versions whose fields are listed here. */
  const listed: (ShapeFields & { schema: Schema; named?: string })[] = [];
  const seeIn: NonNullable<FieldRow["seeIn"]> = [];
  /** Linked schemas the listed versions' own choices name (see FieldRow.variants). */
  const variants: string[] = [];
  for (const { ref, shapes } of versions) {
    const resolved = resolve(schemas, ref);
    // As walk reads a field: an array's items; a named schema entered once per path, and never when linked.
    const inner = resolved && resolved.types.includes("array") && resolved.items ? resolved.items : ref;
    const named = isNamedRef(inner) ? inner.ref : isNamedRef(ref) ? ref.ref : undefined;
    const schema = resolve(schemas, inner);
    const leftOut: string[] = [];
    const fields = schema ? propertiesOf(schemas, schema, named ? [...ancestors, named] : ancestors, options.linked, leftOut) : [];
    all.push({ shapes, fields });
    if (isCycleRef(inner)) seeIn.push({ shapes, schema: inner.cycle, recursive: true });
    else if (named && (ancestors.includes(named) || options.linked?.has(named))) seeIn.push({ shapes, schema: named, recursive: ancestors.includes(named) });
    else if (fields.length > 0) {
      listed.push({ shapes, fields, schema: schema!, named });
      for (const name of leftOut) if (!variants.includes(name)) variants.push(name);
    }
  }
  const names = listed.flatMap((l) => (l.named ? [l.named] : []));
  const nextNamed = names.length > 0 ? namedDepth + 1 : namedDepth;
  if (listed.length === 0 ? seeIn.length < 2 : depth + 1 >= options.levels || nextNamed > MAX_NAMED_DEPTH || rows.length >= WALK_ROWS) return false;
  if (seeIn.length > 0) row.seeIn = seeIn;
  if (variants.length > 0) row.variants = variants;
  if (listed.length === 0) return true;
  const { onlyIn } = tellApart(all, new Set());
  const inner: NestedChoice = { kind, shapes: listed.flatMap((l) => l.shapes), onlyIn, split: tellApart(listed, new Set()).split };
  // A field every version has and requires is there whenever this field is.
  inner.requiredInAll = new Set(all[0]!.fields.filter((f) => f.required && all.every((l) => l.fields.some((g) => g.name === f.name && g.required))).map((f) => f.name));
  // The versions' schemas themselves as members, not references: a name already among the ancestors is not entered.
  const merged = choiceOf(listed.map((l) => l.schema));
  const from = rows.length;
  walk(schemas, merged, `${row.name}.`, [...ancestors, ...names], depth + 1, nextNamed, rows, options, inner);
  // Versions written out alike (Stripe repeats `customer: anyOf [...]` inline in each shape) list as one: the row
  // says the fields differ only when a field below says which shapes have it, or differs again further down.
  const told = new Set([...onlyIn.values()].map((o) => o.shapes));
  for (let i = from; i < rows.length && !row.byShape; i++) if ((rows[i]!.onlyIn && told.has(rows[i]!.onlyIn!)) || rows[i]!.byShape) row.byShape = true;
  return true;
}

/**
 * A schema that is any of `members`, with the one shape every normalized schema has (emptySchema): a spread would
 * give it a shape of its own, and the code that reads every schema would slow down for all of them.
 */
function choiceOf(members: SchemaRef[]): Schema {
  const schema = emptySchema();
  schema.anyOf = members;
  return schema;
}

/**
 * Own properties, then those of `allOf` members, then (not required) those of `oneOf`/`anyOf` variants. Variants
 * that are `linked` schemas are left out and their names pushed to `leftOut`. A property that the schema and its
 * `allOf` members (not its variants, whose versions of a field are told apart elsewhere: see NestedChoice.split)
 * define more than once is one field that holds to every definition (see mergedProperty): a wrapper's
 * `data: array<object>` refined by a member's `data: array<Trip>` lists Trip's fields, as JSON Schema reads `allOf`.
 */
export function propertiesOf(schemas: SchemaLookup, schema: Schema, ancestors: string[], linked?: ReadonlySet<string>, leftOut?: string[]): readonly Property[] {
  // Most schemas have no members to merge: their own list, whose names are unique (see normalize), is the answer.
  if (schema.allOf.length === 0 && schema.oneOf.length === 0 && schema.anyOf.length === 0) return schema.properties;
  // The rest are merged once per schema (see MergedList), and again only where the walk's ancestors cut the merge short.
  let lists = mergedLists.get(schema);
  if (!lists) mergedLists.set(schema, (lists = []));
  // An index loop, not find(): no closure per call (Graph's run asks 184,248 times).
  let known: MergedList | undefined;
  for (let i = 0; i < lists.length && !known; i++) if (lists[i]!.schemas === schemas && lists[i]!.linked === linked) known = lists[i];
  if (!known) {
    const refs: string[] = [];
    const left: string[] = [];
    known = { schemas, linked, properties: mergedProperties(schemas, schema, [], linked, left, refs), refs, leftOut: left };
    lists.push(known);
  }
  for (let i = 0; i < known.refs.length; i++) if (ancestors.includes(known.refs[i]!)) return mergedProperties(schemas, schema, ancestors, linked, leftOut);
  if (leftOut) for (const ref of known.leftOut) if (!leftOut.includes(ref)) leftOut.push(ref);
  return known.properties;
}

/**
 * A schema's merged properties (see mergedProperties), worked out with no ancestors: the same list for every walk
 * whose ancestors hold none of `refs`, the named schemas the merge met. Microsoft Graph's entities are each `allOf`
 * their base (`user`: `directoryObject`, then `entity`): its field lists, samples and labels asked for 81,053 merges of
 * 4,880 schemas, and the merged `Property` objects and schemas are shared now instead of made anew each time.
 */
interface MergedList {
  schemas: SchemaLookup;
  linked: ReadonlySet<string> | undefined;
  properties: readonly Property[];
  /** Every named schema the merge checked against its ancestors, whether it entered it or not. */
  refs: readonly string[];
  /** The linked variants it left out, in the order it met them. */
  leftOut: readonly string[];
}

const mergedLists = new WeakMap<Schema, MergedList[]>();

/** propertiesOf's merge itself; `refs`, when given, collects the named schemas it checks against the stack. */
function mergedProperties(schemas: SchemaLookup, schema: Schema, ancestors: string[], linked: ReadonlySet<string> | undefined, leftOut: string[] | undefined, refs?: string[]): readonly Property[] {
  /** Each listed name's place in `out`, negative (-1 - place) for a name first listed by a variant. */
  const seen = new Map<string, number>();
  const out: Schema["properties"] = [];
  /**
   * How deep among `allOf` members each entry of `out` was defined (the schema's own properties 0): of two
   * definitions, the shallower is the more particular (a schema's own `kind` refines its base's), and of two at one
   * depth (sibling members), the later (`allOf: [Wrapper, { properties: { data } }]` refines the wrapper's).
   */
  const depths: number[] = [];
  const add = (list: Schema["properties"], optional: boolean, level: number) => {
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      const at = seen.get(p.name);
      if (at === undefined) {
        seen.set(p.name, optional ? -1 - out.length : out.length);
        depths.push(level);
        out.push(optional ? { ...p, required: false } : p);
      } else if (at >= 0 && !optional) {
        const before = out[at]!;
        const deeper = level > depths[at]!;
        const schema = deeper ? mergedProperty(schemas, p.schema, before.schema, 0) : mergedProperty(schemas, before.schema, p.schema, 0);
        if (!deeper) depths[at] = level;
        if (schema !== before.schema || (p.required && !before.required)) out[at] = { name: p.name, schema, required: before.required || p.required };
      }
    }
  };
  const visit = (s: Schema, optional: boolean, stack: string[], level: number) => {
    add(s.properties, optional, level);
    if (level > 8) return;
    for (let i = 0; i < s.allOf.length; i++) visitRef(s.allOf[i]!, optional, stack, level);
    variants(s.oneOf, stack, level);
    variants(s.anyOf, stack, level);
  };
  const variants = (members: SchemaRef[], stack: string[], level: number) => {
    for (let i = 0; i < members.length; i++) {
      const member = members[i]!;
      if (linked && isNamedRef(member) && linked.has(member.ref)) {
        if (!leftOut?.includes(member.ref)) leftOut?.push(member.ref);
      } else visitRef(member, true, stack, level);
    }
  };
  const visitRef = (member: SchemaRef, optional: boolean, stack: string[], level: number) => {
    if (isCycleRef(member)) return;
    if (isNamedRef(member)) {
      if (refs && !refs.includes(member.ref)) refs.push(member.ref);
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

/**
 * One property defined twice among a schema and its `allOf` members: a value must meet both. `b` is the more
 * particular definition (see propertiesOf's depths), whose words win over `a`'s. When one definition only describes
 * (no fields, items, map values or members: a description, a type, `readOnly`), the other is the field, with what
 * the first says filled in (a description beside a named schema's `$ref` describes this use of it); when both have
 * structure, an inline schema of both, whose fields are those of both (merged again, a level down) and whose items
 * are both definitions' items merged. Where they cannot be merged (a recursion), `b` stands.
 */
function mergedProperty(schemas: SchemaLookup, a: SchemaRef, b: SchemaRef, depth: number): SchemaRef {
  if (sameRef(a, b) || depth > 4) return b;
  const ra = resolve(schemas, a);
  const rb = resolve(schemas, b);
  if (!ra || !rb) return b;
  // A named schema that extends the other (Bitbucket's `links`: account_links, then team_links, which is account_links
  // and more) is the field: its page says the rest.
  if (isNamedRef(a) && isNamedRef(b)) {
    if (extendsNamed(schemas, b.ref, a.ref, 0)) return b;
    if (extendsNamed(schemas, a.ref, b.ref, 0)) return a;
  }
  if (!hasStructure(rb)) return annotatedWith(a, ra, rb);
  if (!hasStructure(ra)) return annotatedWith(b, rb, ra, true);
  const merged = emptySchema();
  copyNotes(merged, ra);
  copyNotes(merged, rb);
  merged.types = rb.types.length > 0 ? rb.types : ra.types;
  merged.nullable = bothAllowNull(ra, rb);
  merged.items = ra.items && rb.items ? mergedProperty(schemas, ra.items, rb.items, depth + 1) : (rb.items ?? ra.items);
  // Map values only for a map: beside fields, other keys are no part of the label or the list.
  if (ra.properties.length === 0 && rb.properties.length === 0 && ra.allOf.length === 0 && rb.allOf.length === 0) {
    const values = rb.additionalProperties ?? ra.additionalProperties;
    merged.additionalProperties = ra.additionalProperties && ra.additionalProperties !== true && rb.additionalProperties && rb.additionalProperties !== true ? mergedProperty(schemas, ra.additionalProperties, rb.additionalProperties, depth + 1) : values;
  }
  merged.allOf = [a, b];
  return merged;
}

/** Whether the named schema `child` is `parent` and more: `parent` among its `allOf` members, at any depth. */
function extendsNamed(schemas: SchemaLookup, child: string, parent: string, depth: number): boolean {
  const schema = schemas.get(child);
  if (!schema || depth > 8) return false;
  for (const member of schema.allOf) {
    if (!isNamedRef(member)) continue;
    if (member.ref === parent || (member.ref !== child && extendsNamed(schemas, member.ref, parent, depth + 1))) return true;
  }
  return false;
}

/** Whether null meets two definitions: one says it may be null, and neither names types without null. */
function bothAllowNull(a: Schema, b: Schema): boolean {
  return (a.nullable || b.nullable) && (a.nullable || a.types.length === 0) && (b.nullable || b.types.length === 0);
}

/** Whether a schema says more than words and a type: fields, items, map values, patterns or members. */
function hasStructure(s: Schema): boolean {
  return s.properties.length > 0 || s.items !== undefined || s.additionalProperties !== undefined || s.patternProperties !== undefined || s.allOf.length > 0 || s.oneOf.length > 0 || s.anyOf.length > 0;
}

/**
 * `ref` (resolved: `schema`), with what `notes` says about it: over its own words, or with `under` only where it says
 * nothing. Unchanged when `notes` says nothing new. A named schema keeps its name, the notes beside its reference.
 */
function annotatedWith(ref: SchemaRef, schema: Schema, notes: Schema, under = false): SchemaRef {
  if (isNamedRef(ref)) {
    const siblings = { ...ref.siblings };
    if (notes.description !== undefined && (!under || siblings.description === undefined)) siblings.description = notes.description;
    if (notes.readOnly) siblings.readOnly = true;
    if (notes.writeOnly) siblings.writeOnly = true;
    if (notes.deprecated) siblings.deprecated = true;
    const same = siblings.description === ref.siblings?.description && !!siblings.readOnly === !!ref.siblings?.readOnly && !!siblings.writeOnly === !!ref.siblings?.writeOnly && !!siblings.deprecated === !!ref.siblings?.deprecated;
    return same ? ref : { ref: ref.ref, siblings };
  }
  const merged = emptySchema();
  if (under) {
    copyNotes(merged, notes);
    copyNotes(merged, schema);
  } else {
    copyNotes(merged, schema);
    copyNotes(merged, notes);
  }
  const [first, later] = under ? [notes, schema] : [schema, notes];
  merged.types = later.types.length > 0 ? later.types : first.types;
  merged.nullable = bothAllowNull(schema, notes);
  merged.properties = schema.properties;
  merged.items = schema.items;
  merged.additionalProperties = schema.additionalProperties;
  merged.patternProperties = schema.patternProperties;
  merged.allOf = schema.allOf;
  merged.oneOf = schema.oneOf;
  merged.anyOf = schema.anyOf;
  merged.discriminator = schema.discriminator;
  merged.rules = schema.rules;
  return merged;
}

/** What `from` says of its values where it says it (words, format, enum, limits, examples), over what `to` has. */
function copyNotes(to: Schema, from: Schema): void {
  if (from.format !== undefined) to.format = from.format;
  if (from.contentMediaType !== undefined) to.contentMediaType = from.contentMediaType;
  if (from.title !== undefined) to.title = from.title;
  if (from.description !== undefined) to.description = from.description;
  if (from.default !== undefined) to.default = from.default;
  if (from.limits !== undefined) to.limits = from.limits;
  if (from.examples.length > 0) to.examples = from.examples;
  if (from.enum !== undefined) {
    to.enum = from.enum;
    to.enumDescriptions = from.enumDescriptions;
    to.enumDeprecated = from.enumDeprecated;
    // An example or default the values now allowed leave out (a base's `about:blank` under a member's one URL) is
    // no longer one.
    const allowed = (value: unknown) => from.enum!.some((v) => v === value || (typeof v === "object" && v !== null && JSON.stringify(v) === JSON.stringify(value)));
    if (to.examples.length > 0 && !to.examples.every(allowed)) to.examples = to.examples.filter(allowed);
    if (to.default !== undefined && !allowed(to.default.value)) to.default = undefined;
  }
  if (from.externalDocs !== undefined) to.externalDocs = from.externalDocs;
  if (from.xml !== undefined) to.xml = from.xml;
  if (from.discriminatorValue !== undefined) to.discriminatorValue = from.discriminatorValue;
  to.deprecated ||= from.deprecated;
  to.readOnly ||= from.readOnly;
  to.writeOnly ||= from.writeOnly;
}

export function resolve(schemas: SchemaLookup, ref: SchemaRef): Schema | undefined {
  if (isCycleRef(ref)) return undefined;
  if (isNamedRef(ref)) return schemas.get(ref.ref);
  return ref;
}
