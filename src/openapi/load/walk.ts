// One walk over a parsed spec for the loader's checks. JSON pointers are built only when one is reported:
// building one per node cost more than the checks themselves on Microsoft Graph's 20 MB spec.
import { childPointer } from "./json-pointer.js";

/** A node and how it was reached; `pointer()` spells the path out on demand. */
export interface WalkEntry {
  node: unknown;
  key: string | number | undefined;
  parent: WalkEntry | undefined;
}

export function pointerOf(entry: WalkEntry): string {
  const keys: (string | number)[] = [];
  for (let e: WalkEntry | undefined = entry; e?.parent; e = e.parent) keys.push(e.key!);
  let pointer = "#";
  for (let i = keys.length - 1; i >= 0; i--) pointer = childPointer(pointer, keys[i]!);
  return pointer;
}

/**
 * Data, not schema: `example`, `enum`, `const`, `default`, and the `value` of an Example Object. `key` is a key of
 * an object, and `parentKey` the key by which that object's parent was reached (`examples` for an Example Object).
 */
function isLiteral(key: string, parentKey: string | number | undefined): boolean {
  if (key === "example" || key === "enum" || key === "const" || key === "default") return true;
  return key === "value" && parentKey === "examples";
}

/**
 * Visits every object holding a `$ref` (outside literal data), depth first in document order, each object once
 * (YAML anchors can place one object at several places). `tree`: the caller knows no object is reachable twice
 * (what JSON.parse returns), so the walk need not remember where it has been.
 */
export function walkRefs(root: unknown, visit: (ref: unknown, entry: WalkEntry) => void, tree = false): void {
  // A plain Set: every node is alive for the whole walk anyway, and a WeakSet of a million entries cost the
  // garbage collector more than the walk itself (Microsoft Graph's spec). Without one, that walk takes half as long.
  const seen = tree ? undefined : new Set<object>();
  const stack: WalkEntry[] = [{ node: root, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const node = entry.node;
    if (node === null || typeof node !== "object") continue;
    if (seen) {
      if (seen.has(node)) continue;
      seen.add(node);
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const item = node[i];
        if (item !== null && typeof item === "object") stack.push({ node: item, key: i, parent: entry });
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    if ("$ref" in record) visit(record.$ref, entry);
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const value = record[key];
      if (value === null || typeof value !== "object" || key === "$ref" || isLiteral(key, entry.parent?.key)) continue;
      stack.push({ node: value, key, parent: entry });
    }
  }
}

/**
 * Every `$ref` value that walkRefs would visit, as a set, for a tree (what JSON.parse returns; see walkRefs). The
 * same walk without its bookkeeping: no entry per node, since no pointer is spelled out. When a reference needs
 * reporting, walkRefs walks again for the places.
 */
export function refValues(root: unknown): Set<unknown> {
  const refs = new Set<unknown>();
  // Three parallel stacks: a node, the key it was reached by, and the key its parent was reached by (what isLiteral
  // needs). Array items are reached by an index, which no literal test matches.
  const nodes: unknown[] = [root];
  const keys: (string | undefined)[] = [undefined];
  const parentKeys: (string | undefined)[] = [undefined];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const key = keys.pop();
    const parentKey = parentKeys.pop();
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (item === null || typeof item !== "object") continue;
        nodes.push(item);
        keys.push(undefined);
        parentKeys.push(key);
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    if ("$ref" in record) refs.add(record.$ref);
    // for-in, not Object.keys: no array per object. A parsed document's objects inherit nothing enumerable.
    for (const child in record) {
      const value = record[child];
      if (value === null || typeof value !== "object" || child === "$ref" || isLiteral(child, parentKey)) continue;
      nodes.push(value);
      keys.push(child);
      parentKeys.push(key);
    }
  }
  return refs;
}

/**
 * The pointer of the first string in `root` that holds `needle` (depth first, in document order), for a warning
 * about text the pages were made from; undefined when none does. Spelled out for that string alone (see pointerOf).
 */
export function pointerOfString(root: unknown, needle: string): string | undefined {
  const seen = new Set<object>();
  const stack: WalkEntry[] = [{ node: root, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const node = entry.node;
    if (typeof node === "string") {
      if (node.includes(needle)) return pointerOf(entry);
      continue;
    }
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ node: (node as Record<string | number, unknown>)[keys[i]!], key: keys[i], parent: entry });
  }
  return undefined;
}
