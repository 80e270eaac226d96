// Human type labels for fields: `string(date-time)`, `array<Pet>`, `Cat | Dog`, `map<integer>`.
import { type Schema, type SchemaRef, isCycleRef, isNamedRef } from "../model.js";
import type { SchemaLookup } from "./fields.js";

export function typeLabel(ref: SchemaRef, schemas: SchemaLookup, depth = 0): string {
  if (isNamedRef(ref)) return ref.ref;
  if (isCycleRef(ref)) return ref.cycle;
  if (depth > 4) return "object";
  const s = ref;
  if (s.oneOf.length + s.anyOf.length > 0 && s.types.length === 0 && s.properties.length === 0) {
    return unique([...s.oneOf, ...s.anyOf].map((v) => typeLabel(v, schemas, depth + 1))).join(" | ");
  }
  if (s.types.length === 0 && s.allOf.length === 1 && s.properties.length === 0) return typeLabel(s.allOf[0]!, schemas, depth + 1);
  // Most schemas have one type: its label, without a list to join.
  if (s.types.length === 1) return oneType(s, s.types[0]!, schemas, depth);
  if (s.types.length === 0) return s.allOf.length > 0 || s.properties.length > 0 ? oneType(s, "object", schemas, depth) : "any";
  return s.types.map((t) => oneType(s, t, schemas, depth)).join(" | ");
}

function oneType(s: Schema, t: string, schemas: SchemaLookup, depth: number): string {
  if (t === "array") return s.items ? `array<${typeLabel(s.items, schemas, depth + 1)}>` : "array";
  if (t === "object" && s.additionalProperties && s.properties.length === 0 && !s.patternProperties) {
    return s.additionalProperties === true ? "map<any>" : `map<${typeLabel(s.additionalProperties, schemas, depth + 1)}>`;
  }
  return s.format ? `${t}(${s.format})` : t;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
