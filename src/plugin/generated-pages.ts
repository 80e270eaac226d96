// The fast path for pages `docgen openapi` wrote. Their Nunjucks is a small, known subset: text, `{% raw %}`
// blocks, `{{ "{%" }}`, and docgen components with literal keyword arguments. A preprocessor renders those
// components here, with the same renderComponent (the same templates, overrides and validation), and hands
// Nunjucks one raw block, instead of letting Nunjucks compile every page and call thousands of shortcodes
// through Eleventy. Anything outside the subset (a page edited with other Nunjucks) makes it step aside, and
// the page renders the ordinary way. The output is byte-for-byte the same either way (tested).
import type { ComponentDefinition } from "./components/types.js";

/** A parsed page: text, or a component with its keyword arguments and children. */
type Node = string | { component: ComponentDefinition; args: Record<string, unknown>; children: Node[] };

const TAG_START = /\{[%{#]/g;
const RAW_OPEN = /^\{%\s*raw\s*%\}/;
const RAW_CLOSE = /^\{%\s*endraw\s*%\}/;
const OPEN_BRACE_EXPR = /^\{\{\s*"\{%"\s*\}\}/;
const TAG = /\{%\s*([A-Za-z_]\w*)\s*/y;

/** Parses the subset; undefined when the page uses anything else. */
export function parseGeneratedPage(source: string, components: ReadonlyMap<string, ComponentDefinition>): Node[] | undefined {
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: "", children: root }];
  const top = () => stack[stack.length - 1]!.children;
  let at = 0;
  while (at < source.length) {
    TAG_START.lastIndex = at;
    const found = TAG_START.exec(source);
    const next = found ? found.index : source.length;
    if (next > at) top().push(source.slice(at, next));
    if (!found) break;
    const rest = source.slice(next, next + 200);
    if (source[next + 1] === "#") return undefined;
    if (source[next + 1] === "{") {
      const expr = OPEN_BRACE_EXPR.exec(rest);
      if (!expr) return undefined;
      top().push("{%");
      at = next + expr[0].length;
      continue;
    }
    const raw = RAW_OPEN.exec(rest);
    if (raw) {
      const bodyStart = next + raw[0].length;
      const end = source.indexOf("{%", bodyStart);
      if (end === -1) return undefined;
      const close = RAW_CLOSE.exec(source.slice(end, end + 40));
      if (!close) return undefined;
      top().push(source.slice(bodyStart, end));
      at = end + close[0].length;
      continue;
    }
    const tag = parseTag(source, next);
    if (!tag) return undefined;
    if (tag.name.startsWith("end")) {
      const open = stack[stack.length - 1]!;
      if (stack.length === 1 || `end${open.name}` !== tag.name || Object.keys(tag.args).length > 0) return undefined;
      stack.pop();
    } else {
      const component = components.get(tag.name);
      if (!component) return undefined;
      const node = { component, args: tag.args, children: [] as Node[] };
      top().push(node);
      stack.push({ name: tag.name, children: node.children });
    }
    at = tag.end;
  }
  return stack.length === 1 ? root : undefined;
}

/** `{% Name key="v", n=1, flag=true %}` from `start`; undefined for anything else (positional args, filters...). */
function parseTag(source: string, start: number): { name: string; args: Record<string, unknown>; end: number } | undefined {
  TAG.lastIndex = start;
  const head = TAG.exec(source);
  if (!head) return undefined;
  const args: Record<string, unknown> = {};
  let i = TAG.lastIndex;
  const skipSpace = () => {
    while (source[i] === " " || source[i] === "\t" || source[i] === "\n" || source[i] === "\r") i++;
  };
  for (let first = true; ; first = false) {
    skipSpace();
    if (source.startsWith("%}", i)) return { name: head[1]!, args, end: i + 2 };
    if (!first) {
      if (source[i] !== ",") return undefined;
      i++;
      skipSpace();
    }
    const key = /^[A-Za-z_]\w*/.exec(source.slice(i, i + 100));
    if (!key) return undefined;
    i += key[0].length;
    skipSpace();
    if (source[i] !== "=") return undefined;
    i++;
    skipSpace();
    const value = parseValue(source, i);
    if (!value) return undefined;
    args[key[0]] = value.value;
    i = value.end;
  }
}

/** A Nunjucks literal: a double-quoted string (with Nunjucks' escapes), a number, true or false. */
function parseValue(source: string, i: number): { value: unknown; end: number } | undefined {
  if (source[i] === '"') {
    let out = "";
    for (let j = i + 1; j < source.length; j++) {
      const c = source[j]!;
      if (c === '"') return { value: out, end: j + 1 };
      if (c === "\\") {
        const e = source[++j];
        if (e === undefined) return undefined;
        out += e === "n" ? "\n" : e === "t" ? "\t" : e === "r" ? "\r" : e;
      } else out += c;
    }
    return undefined;
  }
  const literal = /^(?:true|false|-?\d+(?:\.\d+)?)(?![\w.])/.exec(source.slice(i, i + 40));
  if (!literal) return undefined;
  const text = literal[0];
  return { value: text === "true" ? true : text === "false" ? false : Number(text), end: i + text.length };
}

/** Renders parsed nodes; `render` is the shortcode call (content, keyword arguments object). */
export function renderNodes(nodes: Node[], render: (component: ComponentDefinition, content: string, keywords: Record<string, unknown>) => string): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else out += render(node.component, renderNodes(node.children, render), { ...node.args, __keywords: true });
  }
  return out;
}
