// markdown-it-attrs looks for `{...}` after every block and inline element of every page: 0.27 s of a 3.5 s build
// of GitHub's generated reference, whose text never holds a raw `{` (it is written `&#123;`).
// Its rule reads only tokens cut from the source, so a source without `{` gives it nothing to find: this guard
// skips the rule then. (A test renders pages with and without the guard and compares the bytes.)

interface CoreRuler {
  __rules__: { name: string; fn: (state: { src: string }) => unknown }[];
  at(name: string, fn: (state: { src: string }) => unknown): void;
}

/** Use after markdown-it-attrs: `md.use(markdownItAttrs).use(attrsOnlyWithBraces)`. */
export function attrsOnlyWithBraces(md: { core: { ruler: CoreRuler } }, leftDelimiter = "{"): void {
  const rule = md.core.ruler.__rules__.find((r) => r.name === "curly_attributes");
  if (!rule) return;
  const curlyAttributes = rule.fn;
  md.core.ruler.at("curly_attributes", (state) => (state.src.includes(leftDelimiter) ? curlyAttributes(state) : undefined));
}
