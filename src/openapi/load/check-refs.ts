// One walk over the `$ref`s of a document: internal ones that point nowhere become warnings (with the `$ref`'s
// JSON pointer), and any external one is noted, so the loader knows whether it must bundle.
import type { SpecWarning } from "../types.js";
import { fragmentTokens, valueAt } from "./json-pointer.js";
import { pointerOf, refValues, walkRefs } from "./walk.js";

export interface RefScan {
  /** One per `#/...` reference whose target does not exist. */
  warnings: SpecWarning[];
  /** Some `$ref` points outside the document (a file or a URL). */
  external: boolean;
}

/** `tree`: no object is reachable at two places (a document straight from JSON.parse); see walkRefs. */
export function scanRefs(root: Record<string, unknown>, tree = false): RefScan {
  // Most specs are single files whose references all resolve: one quick pass says so, and only a spec with a
  // reference to report, or to bundle, takes the walk that spells out where each one is.
  if (tree && allResolve(root)) return { warnings: [], external: false };
  const warnings: SpecWarning[] = [];
  let external = false;
  // Large specs repeat the same few thousand references: resolve each once.
  const verdicts = new Map<string, string | undefined>();
  walkRefs(root, (ref, entry) => {
    if (typeof ref !== "string") return;
    if (!ref.startsWith("#")) {
      external = true;
      return;
    }
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
  }, tree);
  return { warnings, external };
}

/** True when every `$ref` of the tree is internal and points somewhere (a `$ref` that is not a string is skipped). */
function allResolve(root: Record<string, unknown>): boolean {
  for (const ref of refValues(root)) {
    if (typeof ref !== "string") continue;
    if (!ref.startsWith("#")) return false;
    const tokens = fragmentTokens(ref);
    if (!tokens || !valueAt(root, tokens)) return false;
  }
  return true;
}
