// A markdown-it plugin for titled code blocks: the words after a fence's language are its title, shown above the
// code (```` ```python Python (requests) ````, as Mintlify writes them; ```` ```js title="app.js" ````, as
// Docusaurus does). A `CodeGroup` turns its titled blocks into tabs named by these titles. A fence with only a
// language, or none, renders exactly as before.
//
//   <figure class="docgen-code-titled"><figcaption class="docgen-code-title">Python (requests)</figcaption>
//   <pre tabindex="0"><code class="language-python">...</code></pre></figure>
import { escapeHtml } from "./escape.js";

interface Token {
  info: string;
}
type Rule = (tokens: Token[], idx: number, options: unknown, env: unknown, self: unknown) => string;
interface MarkdownItLike {
  renderer: { rules: Record<string, Rule | undefined> };
  utils: { unescapeAll(text: string): string };
}

const TITLE_ATTRIBUTE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/;

/**
 * The title a fence's info string gives after its language, or undefined. `info` as written (token.info), and
 * `unescape` markdown-it's unescapeAll: a `title=` counts only where written as such, so a title can hold the
 * words `title="x"` with its `=` written `&#61;`, as `docgen openapi` writes every `=` of a title.
 */
export function fenceTitle(info: string, unescape: (text: string) => string = (text) => text): string | undefined {
  const rest = info.trim().replace(/^\S+/, "").trim();
  if (rest === "") return undefined;
  const attribute = TITLE_ATTRIBUTE.exec(rest);
  const title = unescape(attribute ? (attribute[1] ?? attribute[2] ?? attribute[3]!) : rest).trim();
  return title === "" ? undefined : title;
}

const FIGURE_START = '<figure class="docgen-code-titled">';

/** `md.use(codeTitles)`: docgen's plugin installs it on Eleventy's markdown-it (see index.ts). */
export function codeTitles(md: MarkdownItLike): void {
  const fence = md.renderer.rules.fence;
  if (!fence) return;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const html = fence(tokens, idx, options, env, self);
    const title = fenceTitle(tokens[idx]!.info, md.utils.unescapeAll);
    if (title === undefined || !/^<pre[\s>]/i.test(html)) return html;
    return `${FIGURE_START}<figcaption class="docgen-code-title">${escapeHtml(title)}</figcaption>${html.replace(/\n$/, "")}</figure>\n`;
  };
}

/** Whether `html` is a titled code block: its `<pre>` comes after the caption. */
export function isTitledCode(html: string): boolean {
  return html.startsWith(FIGURE_START);
}
