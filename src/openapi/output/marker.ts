// The ownership marker of generated pages: `generator: docgen openapi` plus a hash of the bytes written,
// so a re-run can tell an untouched generated page from one someone edited by hand.
import { createHash } from "node:crypto";
import { isGenerated } from "../write/front-matter.js";

export const HASH_KEY = "contentHash";

const FRONT_MATTER_END = /\r?\n---(?:\r?\n|$)/;
/** The hash line, last in the front matter. */
const HASH_LINE = new RegExp(`\\r?\\n${HASH_KEY}: (sha256-[0-9a-f]+)[ \\t]*(?=\\r?\\n---)`);

/** Where the closing `---` line of `text`'s front matter starts (its line break), or -1 without front matter. */
function frontMatterEnd(text: string): number {
  if (!text.startsWith("---")) return -1;
  const end = FRONT_MATTER_END.exec(text.slice(3));
  return end ? 3 + end.index : -1;
}

function digest(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 24)}`;
}

/** Adds `contentHash: ...` as the last front-matter line, hashing every other byte of the page. */
export function stampHash(content: string): string {
  const at = frontMatterEnd(content);
  if (at === -1) throw new Error("internal error: a generated page must start with closed front matter");
  return `${content.slice(0, at)}\n${HASH_KEY}: ${digest(content)}${content.slice(at)}`;
}

export type Ownership =
  /** No marker: written by a person. Never touched. */
  | "hand-written"
  /** Marker present and the bytes match the hash it carries. */
  | "generated"
  /** Marker present but the bytes changed since docgen wrote them. */
  | "edited"
  /** Marker without a hash (docgen before hashes): treated as generated and untouched. */
  | "generated-unhashed";

/** Who owns a file, from its text. */
export function ownership(text: string): Ownership {
  if (!isGenerated(text)) return "hand-written";
  const body = text.replace(/^\uFEFF/, "");
  const end = frontMatterEnd(body);
  const frontEnd = end === -1 ? body.length : end;
  const line = HASH_LINE.exec(body.slice(0, frontEnd + 5));
  if (!line) return "generated-unhashed";
  const without = body.slice(0, line.index) + body.slice(line.index + line[0].length);
  return digest(without) === line[1] ? "generated" : "edited";
}

/** The `source` the marker names (`index`, `GET /pets`, ...), or undefined. */
export function markerSource(text: string): string | undefined {
  // Only the front matter counts: a page body may hold any line.
  const body = text.replace(/^\uFEFF/, "");
  const end = frontMatterEnd(body);
  if (end === -1) return undefined;
  const match = /\r?\nsource: ("(?:[^"\\\r\n]|\\.)*")[ \t]*(?=\r?\n)/.exec(body.slice(0, end + 1));
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as string;
  } catch {
    return undefined;
  }
}
