// A markdown-it plugin that gives headings stable ids (`## Path parameters` -> id="path-parameters"), so every
// section can be linked. It runs while Markdown is parsed; re-parsing finished HTML for this costs far more.

import { headingSlug } from "../heading-slug.js";
import type { CoreRuler } from "./markdown-it-like.js";

export { headingSlug };

interface MarkdownItLike {
  core: { ruler: CoreRuler };
}

/** Ids already used on the page being rendered, keyed by markdown-it's env (one per render call). */
const usedByEnv = new WeakMap<object, Map<string, number>>();

export function headingIds(md: MarkdownItLike): void {
  md.core.ruler.push("docgen_heading_ids", (state) => {
    const env = typeof state.env === "object" && state.env !== null ? state.env : {};
    let used = usedByEnv.get(env);
    if (!used) usedByEnv.set(env, (used = new Map()));
    for (let i = 0; i < state.tokens.length; i++) {
      const token = state.tokens[i]!;
      if (token.type !== "heading_open" || token.attrGet("id")) continue;
      const inline = state.tokens[i + 1];
      const text = (inline?.children ?? []).filter((t) => t.type === "text" || t.type === "code_inline").map((t) => t.content).join("");
      const base = headingSlug(text) || "section";
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      token.attrSet("id", count === 0 ? base : `${base}-${count + 1}`);
    }
  });
}
