// The ownership marker of generated pages: `generator: docgen openapi` plus a hash of the bytes written,
// so a re-run can tell an untouched generated page from one someone edited by hand.
import { createHash } from "node:crypto";
import { isGenerated } from "../write/front-matter.js";

export const HASH_KEY = "contentHash";

const FRONT_MATTER_END = /\r?\n---(?:\r?\n|$)/;

function digest(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 24)}`;
}

/** Adds `contentHash: ...` as the last front-matter line, hashing every other byte of the page. */
export function stampHash(content: string): string {
  if (!content.startsWith("---\n")) throw new Error("internal error: a generated page must start with front matter");
  const end = FRONT_MATTER_END.exec(content.slice(3));
  if (!end) throw new Error("internal error: generated front matter is not closed");
  const at = 3 + end.index;
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
  const end = FRONT_MATTER_END.exec(body.slice(3));
  const frontEnd = end ? 3 + end.index : body.length;
  const line = new RegExp(`\\r?\\n${HASH_KEY}: (sha256-[0-9a-f]+)[ \\t]*(?=\\r?\\n---)`).exec(body.slice(0, frontEnd + 5));
  if (!line) return "generated-unhashed";
  const without = body.slice(0, line.index) + body.slice(line.index + line[0].length);
  return digest(without) === line[1] ? "generated" : "edited";
}

/** The `source` the marker names (`index`, `GET /pets`, ...), or undefined. */
export function markerSource(text: string): string | undefined {
  // Only the front matter counts: a page body may hold any line.
  const end = FRONT_MATTER_END.exec(text.slice(3));
  if (!text.replace(/^\uFEFF/, "").startsWith("---") || !end) return undefined;
  const match = /\r?\nsource: ("(?:[^"\\\r\n]|\\.)*")[ \t]*(?=\r?\n)/.exec(text.slice(0, 3 + end.index + 1));
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as string;
  } catch {
    return undefined;
  }
}
