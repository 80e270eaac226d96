// A markdown-it plugin for GitHub's alerts: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
// `[!WARNING]` or `[!CAUTION]` becomes a callout titled Note, Tip, Important, Warning or Caution. GitHub's REST
// spec writes them 216 times, and without this the reader saw a quote that began "[!NOTE]". As on
// GitHub: the marker is alone on the quote's first line (any case), the quote is not inside a list or another
// quote, and anything else stays a plain blockquote.
//
// <div class="docgen-alert docgen-alert--note" role="note">
// <p class="docgen-alert__title">Note</p>
// <p>The quote's text.</p>
// </div>

import { ALERT_KINDS } from "../markdown-text.js";
import { siteLabels } from "./labels.js";
import { afterTextJoin, type CoreRuler, type CoreState, type Token } from "./markdown-it-like.js";

interface MarkdownItLike {
  core: { ruler: CoreRuler };
}

const MARKER = new RegExp(String.raw`^\[!(${ALERT_KINDS})\]\s*$`, "i");

/**
 * `md.use(githubAlerts)`, or `md.use(githubAlerts, { titles })` for titles in another language: `titles` may hold
 * note, tip, important, warning and caution (the site's labels can be passed as they are; other names are ignored).
 */
export function githubAlerts(md: MarkdownItLike, options: { titles?: Record<string, unknown> } = {}): void {
  // The labels of the same names: English, or the given titles.
  const titles = siteLabels(options.titles) as Record<string, string>;
  const rule = (state: CoreState) => {
    // Most pages and field bodies hold no alert: one search instead of a walk over every token.
    if (!state.src.includes("[!")) return;
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      if (open.type !== "blockquote_open" || open.level !== 0) continue;
      // The quote's first block must be a paragraph whose first line is the marker.
      const paragraph = tokens[i + 1];
      const inline = tokens[i + 2];
      if (paragraph?.type !== "paragraph_open" || inline?.type !== "inline" || !inline.children) continue;
      const first = inline.children[0];
      const kind = first?.type === "text" ? MARKER.exec(first.content)?.[1]?.toLowerCase() : undefined;
      if (!kind) continue;
      const rest = inline.children[1]?.type === "softbreak" || inline.children[1]?.type === "hardbreak" ? inline.children.slice(2) : inline.children.slice(1);
      // `> [!NOTE]` and nothing else is a quote of that text on GitHub too.
      const close = closeOf(tokens, i);
      if (rest.length === 0 && close === i + 4) continue;

      open.tag = "div";
      open.attrSet("class", `docgen-alert docgen-alert--${kind}`);
      open.attrSet("role", "note");
      tokens[close]!.tag = "div";
      const title = titleTokens(state, titles[kind]!, open.level + 1);
      if (rest.length === 0) {
        // The marker was a paragraph of its own (a list or a code block follows it): the title takes its place.
        tokens.splice(i + 1, 3, ...title);
      } else {
        inline.children = rest;
        inline.content = inline.content.replace(/^[^\n]*\n?/, "");
        tokens.splice(i + 1, 0, ...title);
      }
    }
  };
  // text_join (markdown-it 13+) has made `[!NOTE]` one text token by then.
  afterTextJoin(md.core.ruler, "docgen_github_alerts", rule);
}

/** The index of the blockquote_close that matches the blockquote_open at `at`. */
function closeOf(tokens: readonly Token[], at: number): number {
  let depth = 0;
  for (let i = at; i < tokens.length; i++) {
    if (tokens[i]!.type === "blockquote_open") depth++;
    else if (tokens[i]!.type === "blockquote_close" && --depth === 0) return i;
  }
  return tokens.length - 1;
}

function titleTokens(state: CoreState, text: string, level: number): Token[] {
  const open = new state.Token("paragraph_open", "p", 1);
  open.attrSet("class", "docgen-alert__title");
  open.block = true;
  open.level = level;
  const inline = new state.Token("inline", "", 0);
  inline.content = text;
  inline.level = level + 1;
  const word = new state.Token("text", "", 0);
  word.content = text;
  inline.children = [word];
  const close = new state.Token("paragraph_close", "p", -1);
  close.block = true;
  close.level = level;
  return [open, inline, close];
}
