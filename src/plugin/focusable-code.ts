// A markdown-it plugin that makes every code block a keyboard stop (`<pre tabindex="0">`). A block wider than its
// column scrolls sideways, and a reader without a mouse can only scroll what can take focus (WCAG 2.1.1; axe's
// `scrollable-region-focusable`, serious): a generated page's curl command or JSON example often is that wide.
// Docusaurus and Starlight do the same for theirs. Fenced and indented code, and a `<pre>` HTML block (how docgen
// writes code from a spec's descriptions), get it; a `<pre>` that already has a tabindex keeps its own.

import { isTitledCode } from "./code-titles.js";

interface Token {
  content: string;
}
type Rule = (tokens: Token[], idx: number, options: unknown, env: unknown, self: unknown) => string;
interface MarkdownItLike {
  renderer: { rules: Record<string, Rule | undefined> };
}

const PRE = /^<pre(?=[\s>])(?![^>]*\stabindex\s*=)/i;
const PRE_INSIDE = /<pre(?=[\s>])(?![^>]*\stabindex\s*=)/i;

/** `md.use(focusableCode)`, after any plugin that replaces the fence, code_block or html_block renderers. */
export function focusableCode(md: MarkdownItLike): void {
  for (const name of ["fence", "code_block", "html_block"]) {
    const rule = md.renderer.rules[name];
    if (!rule) continue;
    md.renderer.rules[name] = (tokens, idx, options, env, self) => {
      const html = rule(tokens, idx, options, env, self);
      if (html.startsWith("<pre") || html.startsWith("<PRE")) return html.replace(PRE, '<pre tabindex="0"');
      // A titled block (code-titles.ts) has its <pre> after the caption, whichever of the two plugins came first.
      return isTitledCode(html) ? html.replace(PRE_INSIDE, '<pre tabindex="0"') : html;
    };
  }
}
