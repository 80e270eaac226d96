// Finds internal `$ref`s that point nowhere: each becomes a warning with the `$ref`'s JSON pointer.
import type { SpecWarning } from "../types.js";
import { fragmentTokens, valueAt } from "./json-pointer.js";
import { pointerOf, walkRefs } from "./walk.js";

/** Walks `root` and returns one warning per `#/...` reference whose target does not exist. */
export function checkInternalRefs(root: Record<string, unknown>): SpecWarning[] {
  const warnings: SpecWarning[] = [];
  // Large specs repeat the same few thousand references: resolve each once.
  const verdicts = new Map<string, string | undefined>();
  walkRefs(root, (ref, entry) => {
    if (typeof ref !== "string" || !ref.startsWith("#")) return;
    let problem = verdicts.get(ref);
    if (!verdicts.has(ref)) {
      const tokens = fragmentTokens(ref);
      problem = !tokens
        ? `$ref "${ref}" is not a JSON pointer (expected "#/..."); docgen cannot follow it`
        : !valueAt(root, tokens)
          ? `$ref "${ref}" points to nothing in this spec (dangling reference)`
          : undefined;
      verdicts.set(ref, problem);
    }
    if (problem) warnings.push({ pointer: pointerOf(entry), message: problem });
  });
  return warnings;
}
