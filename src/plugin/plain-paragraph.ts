// One line of plain words, as most field descriptions are ("The unique identifier of the repository."), is a
// paragraph holding the same text in any Markdown that renders paragraphs and text the CommonMark way. Field
// bodies that are such a line skip the Markdown call: in the GitHub reference's build, 2,933 of its 4,887
// distinct bodies, and the build took 1.65 against 1.70 s (nine alternating runs in /dev/shm).
import { textRule } from "./text-escapes.js";

/**
 * A line of plain text: letters (Latin), digits, spaces and punctuation that no Markdown rule reads (no `*`,
 * `_`, backtick, `[`, `<`, `&`, `\`, `{`, `|`, `~`, `!`, `#`, `"`), starting with a letter, a digit or `(` so it
 * opens no block (list, heading, quote, code), and no URL scheme or `mailto:` (docgen's bare-URL links).
 */
const PLAIN = /^[A-Za-z0-9(\u00c0-\u024f][A-Za-z0-9 ,.;:?()'/\u00c0-\u024f-]*$/;

/** `text`'s HTML as Markdown renders it, when `text` is a line of plain words (see PLAIN); else undefined. */
export function plainParagraph(text: string): string | undefined {
  if (!PLAIN.test(text) || text.endsWith(" ") || text.includes("://") || /mailto:/i.test(text) || /^\d{1,9}[.)]/.test(text)) return undefined;
  return `<p>${text}</p>\n`;
}

interface Rule {
  name: string;
  enabled?: boolean;
  fn: unknown;
}
interface RulerLike {
  __rules__?: Rule[];
}
/** The parts of a markdown-it instance read here. */
export interface MarkdownItLike {
  constructor: unknown;
  options: { typographer?: boolean; linkify?: boolean };
  core: { ruler: RulerLike };
  block: { ruler: RulerLike };
  inline: { ruler: RulerLike; ruler2: RulerLike };
  renderer: { rules: Record<string, unknown>; render: unknown; renderInline: unknown; renderToken: unknown };
}

/**
 * docgen's own rules (see .eleventy.js and the plugin), and markdown-it-attrs': none changes a paragraph of
 * plain words. `normalize` and `curly_attributes` are replaced by docgen's guarded versions, so for those two
 * the name is what is checked.
 */
const KNOWN_RULES = new Set(["docgen_nested_indent", "docgen_heading_ids", "docgen_heading_links", "docgen_bare_urls", "docgen_github_alerts", "curly_attributes"]);
const REPLACED = new Set(["normalize", "curly_attributes"]);

/**
 * Whether `md` renders a line of plain words as `plainParagraph` says: no typographer (quotes, dashes) and no
 * linkify (`example.com`), and every rule it runs is one of markdown-it's own (the same function a fresh
 * instance of its version has) or a known one, with markdown-it's own paragraph and text rendering (or
 * textEscapes' text rule, which writes such words as they are too). A site that adds any other Markdown plugin
 * renders every body with Markdown. Read once per build.
 */
export function rendersPlainParagraphs(md: MarkdownItLike): boolean {
  if (md.options.typographer || md.options.linkify) return false;
  let fresh: MarkdownItLike;
  try {
    fresh = new (md.constructor as new () => MarkdownItLike)();
  } catch {
    return false;
  }
  const chains: [RulerLike, RulerLike][] = [
    [md.core.ruler, fresh.core.ruler],
    [md.block.ruler, fresh.block.ruler],
    [md.inline.ruler, fresh.inline.ruler],
    [md.inline.ruler2, fresh.inline.ruler2],
  ];
  for (const [own, base] of chains) {
    if (!Array.isArray(own.__rules__) || !Array.isArray(base.__rules__)) return false;
    const original = new Map(base.__rules__.map((r) => [r.name, r.fn]));
    for (const rule of own.__rules__) {
      if (rule.enabled === false) continue;
      const same = original.get(rule.name) === rule.fn;
      if (!same && !KNOWN_RULES.has(rule.name) && !REPLACED.has(rule.name)) return false;
    }
  }
  const own = md.renderer;
  const base = fresh.renderer;
  return (
    own.rules.paragraph_open === base.rules.paragraph_open &&
    own.rules.paragraph_close === base.rules.paragraph_close &&
    (own.rules.text === base.rules.text || own.rules.text === textRule) &&
    own.render === base.render &&
    own.renderInline === base.renderInline &&
    own.renderToken === base.renderToken
  );
}
