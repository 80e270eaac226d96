// A markdown-it plugin that escapes text and code as HTML text needs: `&`, `<` and `>`. markdown-it's own rules
// escape `"` as well, which only an attribute value needs, and they do it with a callback per character. A
// generated page's JSON examples are mostly quotes (GitHub's reference: 7.4 MB of fenced JSON): markdown-it's
// escaping was the build's busiest function, and every quote became six bytes of `&quot;` in the page. The HTML
// reads the same to a browser, a screen reader and a search index; attributes keep markdown-it's escaping.
//
// Only markdown-it's own rules are replaced: a rule another plugin installed (before this one) stays, and a fence
// gets the escaping through markdown-it's `highlight` option only when the site has set no highlighter.

interface Token {
  content: string;
}
type Rule = (tokens: Token[], idx: number, options: unknown, env: unknown, self: Renderer) => string;
interface Renderer {
  rules: Record<string, Rule | undefined>;
  renderAttrs(token: Token): string;
}
interface MarkdownItLike {
  renderer: Renderer;
  options: { highlight?: ((code: string, lang: string, attrs: string) => string) | null };
}

const SPECIAL = /[&<>]/;
const SPECIALS = /[&<>]/g;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** `text` as HTML text (not an attribute value): `&`, `<` and `>` escaped. */
export function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

/** The text rule this plugin installs (plain-paragraph.ts knows it renders a paragraph's words as they are). */
export const textRule: Rule = (tokens, idx) => escapeText(tokens[idx]!.content);

/** `md.use(textEscapes)`. */
export function textEscapes(md: MarkdownItLike): void {
  // markdown-it's default rules, for telling them from a plugin's: a new renderer starts with them.
  const defaults = new (md.renderer.constructor as new () => Renderer)().rules;
  const rules = md.renderer.rules;
  if (rules.text && rules.text === defaults.text) rules.text = textRule;
  if (rules.code_inline && rules.code_inline === defaults.code_inline) {
    rules.code_inline = (tokens, idx, _options, _env, self) => `<code${self.renderAttrs(tokens[idx]!)}>${escapeText(tokens[idx]!.content)}</code>`;
  }
  if (rules.code_block && rules.code_block === defaults.code_block) {
    rules.code_block = (tokens, idx, _options, _env, self) => `<pre${self.renderAttrs(tokens[idx]!)}><code>${escapeText(tokens[idx]!.content)}</code></pre>\n`;
  }
  // markdown-it falls back to its own escaping when the highlighter returns "" (an empty block: the same "").
  if (!md.options.highlight) md.options.highlight = (code) => escapeText(code);
}
