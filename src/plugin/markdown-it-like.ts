// The parts of markdown-it that docgen's markdown-it plugins use, typed structurally: the plugins work on the
// instance Eleventy hands them (its own markdown-it) and on any other of the same major version, without
// importing markdown-it's types.

export interface Token {
  type: string;
  tag: string;
  content: string;
  level: number;
  block: boolean;
  markup: string;
  info: string;
  attrs: [string, string][] | null;
  children: Token[] | null;
  attrGet(name: string): string | null;
  attrSet(name: string, value: string): void;
}

export interface CoreState {
  /** The source being rendered. */
  src: string;
  tokens: Token[];
  env: unknown;
  Token: new (type: string, tag: string, nesting: number) => Token;
}

export type CoreRule = (state: CoreState) => void;

export interface CoreRuler {
  push(name: string, rule: CoreRule): void;
  after(after: string, name: string, rule: CoreRule): void;
}

/** Adds `rule` to the core chain right after text_join (markdown-it 13+), where text tokens are whole, else at its end. */
export function afterTextJoin(ruler: CoreRuler, name: string, rule: CoreRule): void {
  try {
    ruler.after("text_join", name, rule);
  } catch {
    ruler.push(name, rule);
  }
}
