// Finds internal `$ref`s that point nowhere: each becomes a warning with the `$ref`'s JSON pointer.
import type { SpecWarning } from "../types.js";
import { childPointer, fragmentTokens, isLiteralData, valueAt } from "./json-pointer.js";

/** Walks `root` and returns one warning per `#/...` reference whose target does not exist. */
export function checkInternalRefs(root: Record<string, unknown>): SpecWarning[] {
  const warnings: SpecWarning[] = [];
  // YAML anchors can make one object appear at several places: visit it once.
  const seen = new WeakSet<object>();
  const stack: Array<{ node: unknown; pointer: string }> = [{ node: root, pointer: "#" }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], pointer: childPointer(pointer, i) });
      continue;
    }
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === "string" && ref.startsWith("#")) {
      const tokens = fragmentTokens(ref);
      if (!tokens) {
        warnings.push({ pointer, message: `$ref "${ref}" is not a JSON pointer (expected "#/..."); docgen cannot follow it` });
      } else if (!valueAt(root, tokens)) {
        warnings.push({ pointer, message: `$ref "${ref}" points to nothing in this spec (dangling reference)` });
      }
    }
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key === "$ref" || isLiteralData(key, pointer)) continue;
      stack.push({ node: record[key], pointer: childPointer(pointer, key) });
    }
  }
  return warnings;
}
