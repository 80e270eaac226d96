// markdown-it-attrs looks for `{...}` after every block and inline element of every page: 0.27 s of a 3.5 s build
// of GitHub's generated reference, whose text never holds a raw `{` (it is written `&#123;`).
// Its patterns read the text children of inline tokens (an inline token's whole content only when it starts or
// ends with a brace, which then sits in a text child too) and the `info` of block tokens (a fence's `{.class}`):
// when none of those holds a `{`, it has nothing to find, and this guard skips it. JSON examples put braces in
// fence bodies, and operation paths put them in code spans (`GET /repos/{owner}`), neither of which it reads.
// (A property test renders sources with and without the guard and compares the bytes.)

interface CoreToken {
  type: string;
  content: string;
  info: string;
  children: CoreToken[] | null;
}

interface CoreState {
  src: string;
  tokens: CoreToken[];
}

interface CoreRuler {
  __rules__: { name: string; fn: (state: CoreState) => unknown }[];
  at(name: string, fn: (state: CoreState) => unknown): void;
}

/** Use after markdown-it-attrs: `md.use(markdownItAttrs).use(attrsOnlyWithBraces)`. */
export function attrsOnlyWithBraces(md: { core: { ruler: CoreRuler } }, leftDelimiter = "{"): void {
  const rule = md.core.ruler.__rules__.find((r) => r.name === "curly_attributes");
  if (!rule) return;
  const curlyAttributes = rule.fn;
  const inText = (t: CoreToken) => t.type === "inline" && t.content.includes(leftDelimiter) && (t.children ?? []).some((c) => c.type === "text" && c.content.includes(leftDelimiter));
  const readable = (state: CoreState) =>
    state.src.includes(leftDelimiter) && state.tokens.some((t) => inText(t) || (typeof t.info === "string" && t.info.includes(leftDelimiter)));
  md.core.ruler.at("curly_attributes", (state) => (readable(state) ? curlyAttributes(state) : undefined));
}
