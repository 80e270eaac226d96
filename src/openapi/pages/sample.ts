// Sample values built from a schema, for the generated curl request when the spec has no example.
import { type Limits, type Schema, type SchemaRef, isCycleRef, refSiblings } from "../model.js";
import { type Omitted, type SchemaLookup, discriminatorValues, extensionsOf, memberProperties, propertiesOf, resolve, selectingValue, withoutChoices } from "./fields.js";
import { defaultOfType } from "../normalize/schema.js";

/**
 * How deep a built sample goes: every object and list to FULL_SAMPLE_DEPTH levels, then deeper, to
 * MAX_SAMPLE_DEPTH, while the sample holds fewer than SAMPLE_FIELDS fields. Three levels alone left GitHub's
 * webhook examples with `"package": {}` and `"cvss": {}` (2,292 empty objects and lists on 318 pages); every level
 * to six would make Microsoft Graph's entity samples, which nest navigation properties at every level, many times
 * larger.
 */
const FULL_SAMPLE_DEPTH = 3;
const MAX_SAMPLE_DEPTH = 6;
const SAMPLE_FIELDS = 120;

/** The fields the sample being built may still add past FULL_SAMPLE_DEPTH (see sampleOf; samples are built one at a time). */
let fieldsLeft = SAMPLE_FIELDS;

/** Samples of named schemas from the top (depth 0), by what they leave out: operations share body schemas. Never mutated. */
const samples = new WeakMap<SchemaLookup, Record<Omitted, Map<string, unknown>>>();

/** A sample of `ref` as a request to the API sends it (without `readOnly` fields), or as the API sends it (`omit: "writeOnly"`). */
export function sampleOf(schemas: SchemaLookup, ref: SchemaRef, omit: Omitted = "readOnly"): unknown {
  fieldsLeft = SAMPLE_FIELDS;
  return nestedSample(schemas, ref, omit, 0, []);
}

function nestedSample(schemas: SchemaLookup, ref: SchemaRef, omit: Omitted, depth: number, stack: string[]): unknown {
  if (depth === 0 && stack.length === 0 && "ref" in ref) {
    let byOmitted = samples.get(schemas);
    if (!byOmitted) samples.set(schemas, (byOmitted = { readOnly: new Map(), writeOnly: new Map() }));
    const known = byOmitted[omit];
    if (!known.has(ref.ref)) {
      // Built as from the top, whoever asks first, so that it is the same sample for every page.
      const left = fieldsLeft;
      fieldsLeft = SAMPLE_FIELDS;
      known.set(ref.ref, buildSample(schemas, ref, omit, 0, []));
      fieldsLeft = left;
    }
    return known.get(ref.ref);
  }
  return buildSample(schemas, ref, omit, depth, stack);
}

/**
 * The example the spec gives for a whole body on its schema, where a sample starts (see buildSample): the one beside
 * its `$ref`, else the schema's own `example` (or first of `examples`), without the fields `omit` leaves out.
 * Undefined when it gives none.
 */
export function schemaExampleOf(schemas: SchemaLookup, ref: SchemaRef, omit: Omitted): unknown {
  if (isCycleRef(ref)) return undefined;
  const given = refSiblings(ref)?.example;
  const schema = resolve(schemas, ref);
  return schema ? givenExample(schemas, schema, given, omit, "ref" in ref ? [ref.ref] : []) : given?.value;
}

/** The example beside a `$ref` (`given`), else the schema's own first, without the fields `omit` leaves out. */
function givenExample(schemas: SchemaLookup, schema: Schema, given: { value: unknown } | undefined, omit: Omitted, stack: string[]): unknown {
  if (given) return withoutOmitted(schemas, schema, given.value, omit, stack, 0);
  return schema.examples.length > 0 ? withoutOmitted(schemas, schema, schema.examples[0], omit, stack, 0) : undefined;
}

/** Whether a sample goes on into an object or a list at `depth` (see FULL_SAMPLE_DEPTH). */
function deeper(depth: number): boolean {
  return depth < FULL_SAMPLE_DEPTH || (depth < MAX_SAMPLE_DEPTH && fieldsLeft > 0);
}

function buildSample(schemas: SchemaLookup, ref: SchemaRef, omit: Omitted, depth: number, stack: string[]): unknown {
  if (isCycleRef(ref)) return {};
  // An example of this use of a named schema, given beside its `$ref`.
  const given = refSiblings(ref)?.example;
  if ("ref" in ref && stack.includes(ref.ref)) return given ? given.value : {};
  const schema = resolve(schemas, ref);
  if (!schema) return given ? given.value : {};
  const nextStack = "ref" in ref ? [...stack, ref.ref] : stack;
  const example = givenExample(schemas, schema, given, omit, nextStack);
  if (example !== undefined) return example;
  // A default of another type (OpenAI's `max_tokens: { type: integer, default: inf }`) would show the wrong kind of
  // value: read as that type when its text is one (`"false"`), else the sample is built as if there were none.
  const byDefault = defaultOfType(schema);
  if (byDefault) return byDefault.value;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variant = schema.oneOf[0] ?? schema.anyOf[0];
  // A schema others extend and tell apart by a discriminator stands for one of them: the first that adds fields.
  if ("ref" in ref && !variant && schema.discriminator && deeper(depth)) {
    // With the base on the stack, an extension's properties are those it adds.
    const extension = extensionsOf(schemas, ref.ref)?.find((name) => !nextStack.includes(name) && propertiesOf(schemas, schemas.get(name)!, [...nextStack, name]).length > 0);
    if (extension) return nestedSample(schemas, { ref: extension }, omit, depth, stack);
  }
  const type = schema.types[0] ?? (propertiesOf(schemas, schema, nextStack).length > 0 ? "object" : undefined);
  if (type === undefined && variant) return nestedSample(schemas, variant, omit, depth + 1, nextStack);
  // A schema that only wraps another (`allOf: [Code]` beside a description, or beside a member that narrows it, as
  // `{ pattern }`) is a value of that one: the first member that says what its values are.
  if (type === undefined && schema.allOf.length > 0) {
    const wrapped = schema.allOf.length === 1 ? schema.allOf[0] : schema.allOf.find((m) => !("types" in m) || m.types.length > 0 || m.items !== undefined || m.enum !== undefined);
    if (wrapped) return nestedSample(schemas, wrapped, omit, depth + 1, nextStack);
  }
  switch (type) {
    case "object": {
      if (!deeper(depth)) return {};
      // A choice (oneOf/anyOf) gives the fields of its first shape that has any, not every shape's: a body
      // with all of them would match every shape, which a oneOf rejects.
      const out: Record<string, unknown> = {};
      for (const p of propertiesOf(schemas, withoutChoices(schema), nextStack)) {
        if (omittedUse(schemas, p.schema, omit)) continue;
        fieldsLeft--;
        setOwn(out, p.name, nestedSample(schemas, p.schema, omit, depth + 1, nextStack));
      }
      const shape = variant ? [...schema.oneOf, ...schema.anyOf].find((m) => memberProperties(schemas, m, nextStack).length > 0) : undefined;
      if (shape) {
        const fields = nestedSample(schemas, shape, omit, depth, nextStack);
        if (fields !== null && typeof fields === "object" && !Array.isArray(fields)) {
          for (const [key, value] of Object.entries(fields)) if (!Object.hasOwn(out, key)) setOwn(out, key, value);
        }
        // The discriminator says which shape this is: the value that selects it, not a placeholder.
        const value = schema.discriminator && "ref" in shape ? discriminatorValues(schema.discriminator, shape.ref, resolve(schemas, shape))?.[0] : undefined;
        if (value !== undefined) setOwn(out, schema.discriminator!.propertyName, value);
      }
      // A schema that extends a base says so the same way.
      const selecting = "ref" in ref ? selectingValue(schemas, ref.ref) : undefined;
      if (selecting) setOwn(out, selecting.field, selecting.value);
      // A map (`additionalProperties` of a schema) with nothing else to show: one entry, as Swagger UI and Redoc
      // show one, under the first key its `propertyNames` lists, else `key`. Not `{}`, which says nothing of its values.
      const values = schema.additionalProperties;
      if (Object.keys(out).length === 0 && values !== undefined && values !== true && !omittedUse(schemas, values, omit)) {
        const listed = schema.rules?.propertyNames ? resolve(schemas, schema.rules.propertyNames)?.enum : undefined;
        fieldsLeft--;
        setOwn(out, typeof listed?.[0] === "string" ? listed[0] : "key", nestedSample(schemas, values, omit, depth + 1, nextStack));
      }
      // Keys only by pattern (3.1's `patternProperties`, `^x-`): one entry under a key the first pattern that has one
      // accepts (patternKey), as a map gets one, rather than `{}`.
      if (Object.keys(out).length === 0 && schema.patternProperties) {
        for (const { pattern, schema: value } of schema.patternProperties) {
          const key = patternKey(pattern);
          if (key === undefined || omittedUse(schemas, value, omit)) continue;
          fieldsLeft--;
          setOwn(out, key, nestedSample(schemas, value, omit, depth + 1, nextStack));
          break;
        }
      }
      // `not: { required: [a, b] }` (never both): the sample leaves out the last of them rather than break the rule.
      const forbidden = schema.rules?.not?.required;
      if (forbidden && forbidden.length > 0 && forbidden.every((name) => Object.hasOwn(out, name))) delete out[forbidden[forbidden.length - 1]!];
      return out;
    }
    case "array": {
      if (!deeper(depth) || !schema.items || schema.limits?.maxItems === 0) return [];
      const item = nestedSample(schemas, schema.items, omit, depth + 1, nextStack);
      // As many items as the array must have (a few at most): copies, unless they must differ.
      const count = schema.limits?.uniqueItems ? 1 : Math.min(schema.limits?.minItems ?? 1, MAX_SAMPLE_ITEMS);
      const list = Array.from({ length: count }, () => item);
      // 3.1's `contains` with a value (`contains: { const: primary }`): the first item is that value.
      const contained = schema.rules?.contains && resolve(schemas, schema.rules.contains.schema)?.enum;
      if (contained && contained.length > 0 && list.length > 0) list[0] = contained[0];
      return list;
    }
    case "integer":
    case "number":
      return numberSample(schema.limits, type === "integer");
    case "boolean":
      return true;
    case "string":
      return schema.format === "date-time" ? "2024-01-01T00:00:00Z" : schema.format === "date" ? "2024-01-01" : schema.format === "binary" ? "@file" : stringSample(schema.limits);
    default:
      return null;
  }
}

/** `value`, an example of `schema`, without the fields `omit` leaves out, at every level (see withoutOmitted). */
export function examplePruned(schemas: SchemaLookup, schema: Schema, value: unknown, omit: Omitted): unknown {
  return withoutOmitted(schemas, schema, value, omit, [], 0);
}

/** Levels of an example that withoutOmitted looks into. */
const MAX_PRUNE_DEPTH = 8;

/**
 * An example the spec gives on a schema, as one direction carries it: without the fields the schema marks
 * `readOnly` in a request to the API (the server sets them: `id`, `created_at`), or `writeOnly` in what the API
 * sends (a password), at every level the schema describes. Such an example serves responses and requests alike,
 * and request samples that send the server's own fields are a bug peers' users report (Redoc #1560,
 * docusaurus-openapi-docs #347). Copied where it changes; the spec's value is never touched.
 */
function withoutOmitted(schemas: SchemaLookup, schema: Schema, value: unknown, omit: Omitted, stack: string[], depth: number): unknown {
  if (depth > MAX_PRUNE_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = schema.items ? resolve(schemas, schema.items) : undefined;
    if (!items) return value;
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const kept = withoutOmitted(schemas, items, item, omit, stack, depth + 1);
      if (kept !== item) (out ??= [...value])[i] = kept;
    });
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  for (const p of propertiesOf(schemas, schema, stack)) {
    if (!Object.hasOwn(value, p.name)) continue;
    if (omittedUse(schemas, p.schema, omit)) {
      out ??= copyOwn(value as Record<string, unknown>);
      delete out[p.name];
      continue;
    }
    const target = resolve(schemas, p.schema);
    const field = (value as Record<string, unknown>)[p.name];
    const kept = target ? withoutOmitted(schemas, target, field, omit, stack, depth + 1) : field;
    if (kept !== field) setOwn((out ??= copyOwn(value as Record<string, unknown>)), p.name, kept);
  }
  return out ?? value;
}

/** A property this direction leaves out (`readOnly` or `writeOnly`, beside its `$ref` or on its schema). */
export function omittedUse(schemas: SchemaLookup, ref: SchemaRef, omit: Omitted): boolean {
  return refSiblings(ref)?.[omit] ?? resolve(schemas, ref)?.[omit] ?? false;
}

/** A copy of an object's own keys, `__proto__` included as a key. */
function copyOwn(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(out, key, value[key]);
  return out;
}

/** Items a built array sample holds at most, whatever its `minItems`. */
const MAX_SAMPLE_ITEMS = 3;
/** Characters a built string sample holds at most, whatever its `minLength`. */
const MAX_SAMPLE_LENGTH = 64;

/**
 * 0, or the value nearest it that the limits allow: the lower bound (just above it when exclusive), the upper one
 * when that is below 0, rounded to a multiple of `multipleOf` inside the range when there is one.
 */
function numberSample(limits: Limits | undefined, integer: boolean): number {
  if (!limits) return 0;
  const { minimum: low, maximum: high, multipleOf: step } = limits;
  let value = 0;
  if (low !== undefined && (value < low || (limits.exclusiveMinimum && value <= low))) {
    value = limits.exclusiveMinimum ? above(low, high, integer, limits.exclusiveMaximum) : low;
  } else if (high !== undefined && (value > high || (limits.exclusiveMaximum && value >= high))) {
    value = limits.exclusiveMaximum ? (integer ? Math.ceil(high) - 1 : high - 1) : high;
  }
  if (integer) value = Number.isInteger(value) ? value : low !== undefined ? Math.ceil(value) : Math.floor(value);
  if (step !== undefined && value % step !== 0) {
    const up = Math.ceil(value / step) * step;
    const down = Math.floor(value / step) * step;
    value = fits(up, limits) ? up : fits(down, limits) ? down : value;
  }
  return value;
}

/** The first value above an exclusive lower bound: the next integer, or for a number the bound plus 1 (halfway to a nearer upper bound). */
function above(low: number, high: number | undefined, integer: boolean, openHigh: boolean | undefined): number {
  if (integer) return Math.floor(low) + 1;
  if (high !== undefined && (low + 1 > high || (openHigh && low + 1 >= high))) return (low + high) / 2;
  return low + 1;
}

function fits(value: number, limits: Limits): boolean {
  const { minimum: low, maximum: high } = limits;
  if (low !== undefined && (limits.exclusiveMinimum ? value <= low : value < low)) return false;
  return !(high !== undefined && (limits.exclusiveMaximum ? value >= high : value > high));
}

/** "string", cut to `maxLength` or repeated up to `minLength` (MAX_SAMPLE_LENGTH at most). */
function stringSample(limits: Limits | undefined): string {
  const base = "string";
  if (limits?.maxLength !== undefined && limits.maxLength < base.length) return base.slice(0, limits.maxLength);
  const min = Math.min(limits?.minLength ?? 0, MAX_SAMPLE_LENGTH);
  return min > base.length ? base.repeat(Math.ceil(min / base.length)).slice(0, min) : base;
}

/** `out[key] = value` as an own property, `__proto__` included (assigning that key would set the prototype). */
function setOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** Keys tried for a `patternProperties` pattern, after its own literal start (`^x-` gives `x-key`). */
const PATTERN_KEYS = ["key", "name", "1", "a", "ab", "AB", "A1", "en", "en-US", "example", "x-key", "key_1", "key-1", "Key"];

/**
 * A key that `pattern` (an ECMAScript regular expression, as JSON Schema's are) accepts: its literal start (after
 * `^`, up to the first special character) followed by each of PATTERN_KEYS, then that start alone, then
 * PATTERN_KEYS alone. Undefined when none matches or the pattern is not one JavaScript reads.
 */
export function patternKey(pattern: string): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, "u");
  } catch {
    return undefined;
  }
  const literal = /^\^((?:[A-Za-z0-9_\-/:@]|\\[.\-/$])*)/.exec(pattern)?.[1]?.replace(/\\(.)/g, "$1") ?? "";
  const candidates = literal === "" ? PATTERN_KEYS : [...PATTERN_KEYS.map((k) => literal + k), literal, ...PATTERN_KEYS];
  return candidates.find((key) => key !== "" && re.test(key));
}
