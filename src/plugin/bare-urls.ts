// A markdown-it plugin that turns bare URLs and email addresses in text into links, as GitHub shows them: specs
// write "Please see https://stripe.com/docs/api" all the time. markdown-it's own `linkify` option does this
// from the raw source, so a URL holding an entity (docgen writes `{` as `&#123;` to keep it from Nunjucks) came
// out with `&#123;` in its href and on screen. This rule runs after text_join instead, on text whose entities
// are already read, and leaves text inside links (Markdown, autolinks, an HTML `<a>`) alone. Only URLs with a
// scheme (`https://`, `http://`, `ftp://`, `mailto:`) and email addresses: a name that merely looks like a domain
// (`README.md`, `example.com`) stays text, and so does `//host`.

import { afterTextJoin, type CoreRuler, type CoreState, type Token } from "./markdown-it-like.js";

interface LinkifyMatch {
  schema: string;
  index: number;
  lastIndex: number;
  text: string;
  url: string;
}
interface MarkdownItLike {
  core: { ruler: CoreRuler };
  linkify: { set(options: { fuzzyLink?: boolean }): unknown; test(text: string): boolean; match(text: string): LinkifyMatch[] | null };
  normalizeLink(url: string): string;
  normalizeLinkText(url: string): string;
  validateLink(url: string): boolean;
}

/**
 * What every link this rule makes holds: `://` (http, https, ftp), `@` (an email address) or `mailto:`. Most text
 * has none of them, and looking is far cheaper than linkify-it's own tests: over the GitHub reference's build the
 * rule took 35 ms with linkify-it's pretest and 19 ms with this check (much of the text it sees sits next to
 * Markdown links, whose URLs are in the source but not in the text).
 */
function mayLink(text: string): boolean {
  return text.includes("://") || text.includes("@") || /mailto:/i.test(text);
}

const A_OPEN = /^<a[\s>]/i;
const A_CLOSE = /^<\/a\s*>/i;

/** `md.use(bareUrlLinks)`. Sets `fuzzyLink: false` on the instance's linkify-it, which markdown-it's own option shares. */
export function bareUrlLinks(md: MarkdownItLike): void {
  md.linkify.set({ fuzzyLink: false });
  const rule = (state: CoreState) => {
    for (const block of state.tokens) {
      if (block.type !== "inline" || !block.children || !mayLink(block.content)) continue;
      block.children = linkChildren(md, state, block.children);
    }
  };
  // text_join (markdown-it 13+) merges the entities' own tokens into the text around them.
  afterTextJoin(md.core.ruler, "docgen_bare_urls", rule);
}

function linkChildren(md: MarkdownItLike, state: CoreState, children: Token[]): Token[] {
  let out: Token[] | undefined;
  let depth = 0;
  for (let i = 0; i < children.length; i++) {
    const token = children[i]!;
    if (token.type === "link_open") depth++;
    else if (token.type === "link_close") depth--;
    else if (token.type === "html_inline") {
      if (A_OPEN.test(token.content)) depth++;
      else if (A_CLOSE.test(token.content)) depth--;
    }
    const links = token.type === "text" && depth <= 0 && mayLink(token.content) && md.linkify.test(token.content) ? usable(md, md.linkify.match(token.content) ?? []) : [];
    if (links.length === 0) {
      out?.push(token);
      continue;
    }
    out ??= children.slice(0, i);
    let at = 0;
    const text = (content: string) => {
      const t = new state.Token("text", "", 0);
      t.content = content;
      t.level = token.level;
      out!.push(t);
    };
    for (const link of links) {
      if (link.index > at) text(token.content.slice(at, link.index));
      const open = new state.Token("link_open", "a", 1);
      open.attrs = [["href", link.href]];
      open.level = token.level;
      open.markup = "linkify";
      open.info = "auto";
      out.push(open);
      const label = new state.Token("text", "", 0);
      label.content = link.label;
      label.level = token.level + 1;
      out.push(label);
      const close = new state.Token("link_close", "a", -1);
      close.level = token.level;
      close.markup = "linkify";
      close.info = "auto";
      out.push(close);
      at = link.lastIndex;
    }
    if (at < token.content.length) text(token.content.slice(at));
  }
  return out ?? children;
}

/** The matches worth a link, with their href and visible text as markdown-it would write them. */
function usable(md: MarkdownItLike, matches: LinkifyMatch[]): { index: number; lastIndex: number; href: string; label: string }[] {
  const links = [];
  for (const match of matches) {
    if (match.schema === "//") continue;
    const href = md.normalizeLink(match.url);
    if (!md.validateLink(href)) continue;
    // An email address shows without the `mailto:` its href gains (a fuzzy link, without its `http://`).
    const label =
      match.schema === "mailto:" && !/^mailto:/i.test(match.text)
        ? md.normalizeLinkText(`mailto:${match.text}`).replace(/^mailto:/, "")
        : match.schema === ""
          ? md.normalizeLinkText(`http://${match.text}`).replace(/^http:\/\//, "")
          : md.normalizeLinkText(match.text);
    links.push({ index: match.index, lastIndex: match.lastIndex, href, label });
  }
  return links;
}
