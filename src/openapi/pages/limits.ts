// A field's validation keywords in words: "1 to 100 characters", "at most 10 items, each at least 1", "greater than 0".
import type { Limits, Schema } from "../model.js";
import { type SchemaLookup, resolve } from "./fields.js";
import { say } from "../labels.js";

/** What a field shows of its schema's limits: `text` beside its type, and the patterns under its description. */
export interface FieldLimits {
  /** Ranges, lengths and counts in words; undefined when the schema has none. */
  text?: string;
  /** The value's own `pattern`. */
  pattern?: string;
  /** The `pattern` of each item of an array. */
  itemPattern?: string;
}

/**
 * The limits of a field of schema `schema`, with those of its items when it is an array of plain values (an
 * array of objects lists the items' fields instead). A schema that only wraps one other (`allOf: [X]`, as specs
 * write a `$ref` with a description beside it) has X's limits unless it gives its own.
 */
export function fieldLimits(schema: Schema, schemas: SchemaLookup, bare = false): FieldLimits | undefined {
  if (schema.limits === undefined && schema.items === undefined && schema.allOf.length !== 1) return undefined; // most fields
  const chain = wrapped(schema, schemas);
  const own = chain.find((s) => s.limits !== undefined);
  const array = chain.find((s) => s.items !== undefined);
  const item = array && itemSchema(array, schemas);
  const itemOwn = item && wrapped(item, schemas).find((s) => s.limits !== undefined);
  if (!own && !itemOwn) return undefined;
  const parts: string[] = own ? limitTexts(own, bare) : [];
  const each = itemOwn ? limitTexts(itemOwn, bare) : [];
  const separator = say("listSeparator");
  if (each.length > 0) parts.push(say("eachItemLimits", { limits: each.join(separator) }));
  const out: FieldLimits = {};
  if (parts.length > 0) out.text = parts.join(separator);
  if (own?.limits!.pattern !== undefined && applies(own.types, "string")) out.pattern = own.limits!.pattern;
  if (itemOwn?.limits!.pattern !== undefined && applies(itemOwn.types, "string")) out.itemPattern = itemOwn.limits!.pattern;
  return out.text === undefined && out.pattern === undefined && out.itemPattern === undefined ? undefined : out;
}

/**
 * The schema, then the schemas it only wraps (see fieldLimits): the one `allOf` member of a schema with no type,
 * fields or limits of its own, a few levels at most.
 */
function wrapped(schema: Schema, schemas: SchemaLookup): Schema[] {
  const chain = [schema];
  let current = schema;
  while (chain.length < 4 && !current.limits && current.types.length === 0 && current.properties.length === 0 && current.allOf.length === 1) {
    const next = resolve(schemas, current.allOf[0]!);
    if (!next) break;
    chain.push((current = next));
  }
  return chain;
}

/** The items of an array when they are plain values (not objects with fields of their own). */
function itemSchema(schema: Schema, schemas: SchemaLookup): Schema | undefined {
  const resolved = resolve(schemas, schema.items!);
  return resolved && resolved.properties.length === 0 && !resolved.types.includes("object") ? resolved : undefined;
}

/** Whether keywords of JSON type `type` apply to a schema of `types` (all do to one of no declared type). */
function applies(types: readonly string[], type: "number" | "string" | "array" | "object"): boolean {
  return types.length === 0 || types.includes(type) || (type === "number" && types.includes("integer"));
}

/** A schema's limits (it has some) in words; `bare`: a single value without "exactly" (after "Must not be"). */
function limitTexts(schema: Schema, bare: boolean): string[] {
  const limits = schema.limits!;
  const types = schema.types;
  const parts: string[] = [];
  if (applies(types, "number")) {
    const range = rangeText(limits, schema.format, bare);
    if (range) parts.push(range);
    if (limits.multipleOf !== undefined) parts.push(say("multipleOf", { value: limits.multipleOf }));
  }
  if (applies(types, "string")) {
    const length = countText(limits.minLength, limits.maxLength, "charactersOne", "charactersMany", bare);
    if (length) parts.push(length);
  }
  if (applies(types, "array")) {
    const unique = limits.uniqueItems === true;
    const items = countText(limits.minItems, limits.maxItems, unique ? "uniqueItemsOne" : "itemsOne", unique ? "uniqueItemsMany" : "itemsMany", bare);
    if (items) parts.push(items);
    else if (unique) parts.push(say("uniqueItems"));
  }
  if (applies(types, "object")) {
    const properties = countText(limits.minProperties, limits.maxProperties, "propertiesOne", "propertiesMany", bare);
    if (properties) parts.push(properties);
  }
  return parts;
}

/**
 * The range of each integer format: a bound that only repeats it says nothing the type (`integer(int32)`) does not.
 * Microsoft Graph gives 9,400 int32 fields `minimum: -2147483648, maximum: 2147483647`.
 */
const FORMAT_RANGES: Record<string, readonly [number, number]> = {
  int8: [-128, 127],
  uint8: [0, 255],
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  int64: [-9223372036854775808, 9223372036854775807],
  uint64: [0, 18446744073709551615],
};

/** "1 to 100", "at least 1", "greater than 0 and at most 1", "exactly 5"; bounds of the integer format left out. */
function rangeText(limits: Limits, format: string | undefined, bare: boolean): string | undefined {
  const openLow = limits.exclusiveMinimum === true;
  const openHigh = limits.exclusiveMaximum === true;
  const formatRange = format === undefined ? undefined : Object.hasOwn(FORMAT_RANGES, format) ? FORMAT_RANGES[format] : undefined;
  const low = formatRange && !openLow && limits.minimum === formatRange[0] ? undefined : limits.minimum;
  const high = formatRange && !openHigh && limits.maximum === formatRange[1] ? undefined : limits.maximum;
  if (low !== undefined && high !== undefined && !openLow && !openHigh) return low === high ? exactly(low, bare) : say("rangeBetween", { min: low, max: high });
  const lower = low === undefined ? undefined : say(openLow ? "rangeGreaterThan" : "rangeAtLeast", { value: low });
  const upper = high === undefined ? undefined : say(openHigh ? "rangeLessThan" : "rangeAtMost", { value: high });
  return lower && upper ? say("rangeBoth", { lower, upper }) : (lower ?? upper);
}

function exactly(value: number, bare: boolean): string {
  return bare ? String(value) : say("rangeExactly", { value });
}

type Noun = "charactersOne" | "charactersMany" | "itemsOne" | "itemsMany" | "uniqueItemsOne" | "uniqueItemsMany" | "propertiesOne" | "propertiesMany";

/** "1 to 100 characters", "at least 1 item", "at most 5 properties", "exactly 2 characters". */
function countText(min: number | undefined, max: number | undefined, one: Noun, many: Noun, bare: boolean): string | undefined {
  const noun = (n: number, count: string) => say(n === 1 ? one : many, { count });
  if (min !== undefined && max !== undefined) return min === max ? noun(min, exactly(min, bare)) : say(many, { count: say("rangeBetween", { min, max }) });
  if (min !== undefined) return noun(min, say("rangeAtLeast", { value: min }));
  if (max !== undefined) return noun(max, say("rangeAtMost", { value: max }));
  return undefined;
}
