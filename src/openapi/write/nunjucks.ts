// Nunjucks syntax of generated pages: literal text in raw blocks, shortcode tags with keyword arguments.
import type { AttrValue } from "../pages/blocks.js";

/**
 * Text that Nunjucks must print as is. Raw blocks nest and end at any `{% endraw %}` variant, so no
 * `{%` may stay inside one: each is printed by an expression between two raw blocks instead. A lone `#}`
 * needs a raw block too: outside one, Nunjucks' lexer fails on it ("unexpected end of comment").
 */
export function nunjucksLiteral(text: string): string {
  return /\{[{%#]|#\}/.test(text) ? rawBlocks(text) : text;
}

/** `text` in raw blocks, every `{%` printed by an expression between two of them (see nunjucksLiteral). */
export function rawBlocks(text: string): string {
  return `{% raw %}${text.split("{%").join('{% endraw %}{{ "{%" }}{% raw %}')}{% endraw %}`;
}

/** A Nunjucks string literal on one line: `\` and `"` escaped, line breaks as spaces. */
export function nunjucksString(value: string): string {
  // Most values (names, types, paths) need neither: one test instead of three replaces.
  if (!/[\r\n\t\u2028\u2029\\"]/.test(value)) return `"${value}"`;
  const oneLine = value.replace(/[\r\n\t\u2028\u2029]+/g, " ");
  return `"${oneLine.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function attrValue(value: AttrValue): string {
  if (typeof value === "boolean") return String(value);
  // Nunjucks reads digits and a decimal point only: 1e-7 would come out as undefined. Such numbers (and
  // NaN, Infinity) are written as their text, which is what a component prints for them anyway.
  if (typeof value === "number") return /^-?\d+(?:\.\d+)?$/.test(String(value)) ? String(value) : nunjucksString(String(value));
  return nunjucksString(value);
}

/** `{% Name key="v", flag=true %}`: keyword arguments, in the order given. */
export function openTag(name: string, attrs: [string, AttrValue][]): string {
  // No destructuring of the pairs: in code not yet optimized it runs the iterator protocol for each.
  let args = "";
  for (let i = 0; i < attrs.length; i++) args += `${i === 0 ? "" : ", "}${attrs[i]![0]}=${attrValue(attrs[i]![1])}`;
  return args ? `{% ${name} ${args} %}` : `{% ${name} %}`;
}

export function closeTag(name: string): string {
  return `{% end${name} %}`;
}
