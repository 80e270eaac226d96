// Bundles external `$ref`s (relative files, URLs) into the root document so every `$ref` left is `#/...`.
import { DocgenInputError } from "../../errors.js";
import type { SpecWarning } from "../types.js";
import { displayName } from "./read-source.js";
import { childPointer, fragmentTokens, isLiteralData, tokensToPointer, valueAt } from "./json-pointer.js";

/**
 * Reads and parses one referenced document. A document that cannot be read (missing file, HTTP
 * error) resolves to `{error}` and only warns; a syntax error rejects and stops the load, as it
 * would in the root file.
 */
export type ReadDocument = (url: string) => Promise<{ value: unknown } | { error: DocgenInputError }>;

export interface BundleResult {
  /** URLs of the external documents read, in the order they were first needed. */
  files: string[];
  /** URLs of the local files referenced that could not be read (missing, say): `--watch` waits for them too. */
  unread: string[];
  warnings: SpecWarning[];
}

/** Set on a `$ref` object whose target could not be read, in place of the `$ref`. */
export const UNRESOLVED_REF_KEY = "x-docgen-unresolved-ref";

interface Job {
  node: unknown;
  pointer: string;
  /** The document the node came from: its relative `$ref`s resolve against this URL. */
  base: string;
  parent: Record<string, unknown> | unknown[] | undefined;
  key: string | number | undefined;
}

/**
 * Replaces external `$ref`s in `root` (mutating it) by the content they point to.
 *
 * Each external target is inlined once, at the shallowest place that refers to it (the walk is
 * breadth-first), and every other reference to it becomes an internal `$ref` to that place. So the
 * usual split layout (`components/schemas/Pet: {$ref: ./schemas/Pet.yaml}` plus references from
 * paths) keeps the name `Pet`, and circular files end as internal circular refs, never expanded.
 * Unreadable files and missing targets become warnings, and the `$ref` is replaced by
 * `{"x-docgen-unresolved-ref": "<ref>"}` so that no external `$ref` is left.
 */
export async function bundleExternalRefs(root: Record<string, unknown>, rootUrl: string, read: ReadDocument): Promise<BundleResult> {
  const warnings: SpecWarning[] = [];
  const files: string[] = [];
  const unread: string[] = [];
  const documents = new Map<string, Promise<{ value: unknown } | { error: DocgenInputError }>>();
  // file URL -> (fragment pointer -> internal pointer where that target now lives)
  const placed = new Map<string, Map<string, string>>();
  const seen = new WeakSet<object>();

  const load = (file: string) => {
    let entry = documents.get(file);
    if (!entry) {
      entry = read(file).then((result) => {
        if ("value" in result) files.push(file);
        else if (file.startsWith("file:")) unread.push(file);
        return result;
      });
      documents.set(file, entry);
    }
    return entry;
  };

  const queue: Job[] = [{ node: root, pointer: "#", base: rootUrl, parent: undefined, key: undefined }];
  for (let head = 0; head < queue.length; head++) {
    const job = queue[head]!;
    queue[head] = undefined as unknown as Job; // let finished jobs be collected on big specs
    const { node, pointer, base } = job;
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => queue.push({ node: item, pointer: childPointer(pointer, i), base, parent: node, key: i }));
      continue;
    }
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === "string" && job.parent !== undefined && !(base === rootUrl && ref.startsWith("#"))) {
      const replacement = await resolveOne(record, ref, job);
      if (replacement !== undefined) {
        (job.parent as Record<string | number, unknown>)[job.key!] = replacement.node;
        queue.push({ node: replacement.node, pointer, base: replacement.base, parent: job.parent, key: job.key });
        continue;
      }
    }
    for (const key of Object.keys(record)) {
      if (key === "$ref" || isLiteralData(key, pointer)) continue;
      queue.push({ node: record[key], pointer: childPointer(pointer, key), base, parent: record, key });
    }
  }
  return { files, unread, warnings };

  /** Rewrites `record` in place to an internal ref, or returns the content to put in its place. */
  async function resolveOne(record: Record<string, unknown>, ref: string, job: Job): Promise<{ node: unknown; base: string } | undefined> {
    let target: URL;
    try {
      target = new URL(ref, job.base);
    } catch {
      return unresolved(record, ref, job.pointer, "it is not a valid reference");
    }
    if (target.protocol === "file:" && !job.base.startsWith("file:")) {
      // A spec fetched from the network must not make docgen read local files.
      return unresolved(record, ref, job.pointer, "a spec read from a URL may not reference local files");
    }
    const tokens = fragmentTokens(target.hash);
    if (!tokens) return unresolved(record, ref, job.pointer, `"${target.hash}" is not a JSON pointer (expected "#/...")`);
    target.hash = "";
    const file = target.href;
    if (file === rootUrl) {
      record.$ref = tokensToPointer(tokens);
      return undefined;
    }
    // Loading is cached; it comes first so a missing target is reported against its own file.
    const loaded = await load(file);
    if ("error" in loaded) return unresolved(record, ref, job.pointer, `${loaded.error.location ?? file}: ${loaded.error.message}`);
    const found = valueAt(loaded.value, tokens);
    if (!found) return unresolved(record, ref, job.pointer, `${tokensToPointer(tokens)} does not exist in ${displayName(file)}`);
    const existing = lookup(file, tokens);
    if (existing) {
      record.$ref = existing;
      return undefined;
    }
    const content = structuredClone(found.value);
    const siblings = Object.keys(record).filter((k) => k !== "$ref");
    if (siblings.length > 0 && content !== null && typeof content === "object" && !Array.isArray(content)) {
      // `$ref` with siblings (3.1 `description`/`summary` overrides, extensions): the siblings win
      // here, so this copy is not shared as the canonical home of the target.
      for (const key of siblings) (content as Record<string, unknown>)[key] = record[key];
      return { node: content, base: file };
    }
    let byFragment = placed.get(file);
    if (!byFragment) placed.set(file, (byFragment = new Map()));
    byFragment.set(tokensToPointer(tokens), job.pointer);
    return { node: content, base: file };
  }

  /** Where a target (or a document part containing it) was already inlined. */
  function lookup(file: string, tokens: string[]): string | undefined {
    const byFragment = placed.get(file);
    if (!byFragment) return undefined;
    for (let n = tokens.length; n >= 0; n--) {
      const home = byFragment.get(tokensToPointer(tokens.slice(0, n)));
      if (home !== undefined) return tokens.slice(n).reduce<string>((p, t) => childPointer(p, t), home);
    }
    return undefined;
  }

  function unresolved(record: Record<string, unknown>, ref: string, pointer: string, reason: string): undefined {
    warnings.push({ pointer, message: `$ref "${ref}" cannot be resolved: ${reason}` });
    delete record.$ref;
    record[UNRESOLVED_REF_KEY] = ref;
    return undefined;
  }
}
