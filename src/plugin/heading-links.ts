// A markdown-it plugin that makes each section heading (h2-h6) a link to itself: `<h2 id="responses"><a
// class="docgen-heading-link" href="#responses">Responses</a></h2>`, so a reader can copy a link to any section
// (a generated page's "Responses", "Request body", "Example request"). GitHub Docs and MDN do the same: the
// heading's accessible name stays its text, and the link is a real one that the keyboard reaches. The `#` shown
// on hover and focus comes from CSS. Runs after headingIds (headings need their ids) and after any rule that adds
// links; a heading that already holds a link (Markdown, autolink or HTML `<a>`) is left as it is, since links
// cannot nest. The page's title (h1) is left alone.

import type { CoreRuler, Token } from "./markdown-it-like.js";

interface MarkdownItLike {
  core: { ruler: CoreRuler };
}

const A_OPEN = /^<a[\s>]/i;

function holdsLink(children: readonly Token[]): boolean {
  return children.some((t) => t.type === "link_open" || (t.type === "html_inline" && A_OPEN.test(t.content)));
}

/** `md.use(headingIds).use(headingLinks)`: push it after the plugins that add ids and links. */
export function headingLinks(md: MarkdownItLike): void {
  md.core.ruler.push("docgen_heading_links", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 1 < tokens.length; i++) {
      const open = tokens[i]!;
      if (open.type !== "heading_open" || open.tag === "h1") continue;
      const id = open.attrGet("id");
      const inline = tokens[i + 1]!;
      if (!id || inline.type !== "inline" || !inline.children || inline.children.length === 0 || holdsLink(inline.children)) continue;
      const linkOpen = new state.Token("link_open", "a", 1);
      linkOpen.attrSet("class", "docgen-heading-link");
      linkOpen.attrSet("href", `#${id}`);
      const linkClose = new state.Token("link_close", "a", -1);
      inline.children = [linkOpen, ...inline.children, linkClose];
    }
  });
}
