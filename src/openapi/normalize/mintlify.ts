// Mintlify's `x-mint` on an operation or webhook (mintlify.com, "OpenAPI setup": customize your endpoint pages), read so
// that a spec written for Mintlify keeps what its authors set there: the page's title and description (`metadata`),
// Markdown shown before the generated reference (`content`), and the playground turned off (`metadata.playground`
// "none" or "simple": no Try it). Not read: `href` (a page URL in Mintlify's site, where docgen names its own files),
// `metadata` keys for Mintlify's service (`groups`, `public`, `og:*`...), `playground.expand` and `mcp`. Its
// `x-hidden` and `x-excluded` are read in operation.ts; a tag's `x-group` in index.ts.
import { type Context, type Json, child, isObject, warn } from "./context.js";

export interface MintSettings {
  /** `metadata.title`: the page's title. */
  title?: string;
  /** `metadata.description`: the page's description (its front matter, for search results and link previews). */
  description?: string;
  /** `content`: Markdown shown before the generated reference. */
  content?: string;
  /** `metadata.playground` "none" or "simple": the page offers no Try it. */
  noTryIt?: true;
}

/** What `x-mint` on `op` (at `pointer`) sets; a value of the wrong kind is left out with a warning. */
export function mintSettings(ctx: Context, op: Json, pointer: string): MintSettings {
  const raw = op["x-mint"];
  if (raw === undefined) return {};
  const at = child(pointer, "x-mint");
  if (!isObject(raw)) {
    warn(ctx, at, "x-mint is not an object; ignored");
    return {};
  }
  const settings: MintSettings = {};
  const text = (value: unknown, where: string, what: string): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === "string") return value.trim() || undefined;
    warn(ctx, where, `${what} is not a text; ignored`);
    return undefined;
  };
  const content = text(raw.content, child(at, "content"), "x-mint.content");
  if (content !== undefined) settings.content = content;
  const metadata = raw.metadata;
  if (metadata !== undefined && !isObject(metadata)) warn(ctx, child(at, "metadata"), "x-mint.metadata is not an object; ignored");
  if (isObject(metadata)) {
    const title = text(metadata.title, child(child(at, "metadata"), "title"), "x-mint.metadata.title");
    if (title !== undefined) settings.title = title;
    const description = text(metadata.description, child(child(at, "metadata"), "description"), "x-mint.metadata.description");
    if (description !== undefined) settings.description = description;
    if (metadata.playground === "none" || metadata.playground === "simple") settings.noTryIt = true;
  }
  return settings;
}
