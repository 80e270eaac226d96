// Human type labels for fields: `string(date-time)`, `array<Pet>`, `Cat | Dog`, `map<integer>`.
import { type SchemaRef, isCycleRef, isNamedRef } from "../model.js";
import type { SchemaLookup } from "./fields.js";

export function typeLabel(ref: SchemaRef, schemas: SchemaLookup, depth = 0): string {
  if (isNamedRef(ref)) return ref.ref;
  if (isCycleRef(ref)) return ref.cycle;
  if (depth > 4) return "object";
  const s = ref;
  const variants = [...s.oneOf, ...s.anyOf];
  if (variants.length > 0 && s.types.length === 0 && s.properties.length === 0) {
    return unique(variants.map((v) => typeLabel(v, schemas, depth + 1))).join(" | ");
  }
  if (s.types.length === 0 && s.allOf.length === 1 && s.properties.length === 0) return typeLabel(s.allOf[0]!, schemas, depth + 1);
  const types = s.types.length > 0 ? s.types : s.allOf.length > 0 || s.properties.length > 0 ? ["object"] : [];
  if (types.length === 0) return "any";
  return types
    .map((t) => {
      if (t === "array") return s.items ? `array<${typeLabel(s.items, schemas, depth + 1)}>` : "array";
      if (t === "object" && s.additionalProperties && s.properties.length === 0) {
        return s.additionalProperties === true ? "map<any>" : `map<${typeLabel(s.additionalProperties, schemas, depth + 1)}>`;
      }
      return s.format ? `${t}(${s.format})` : t;
    })
    .join(" | ");
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
