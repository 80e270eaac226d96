// Front matter of generated pages, read without a YAML parser. `docgen openapi` writes a fixed shape (see
// openapi/write/front-matter.ts): one `key: value` per line, values JSON strings, a list of them, a few plain
// words, an integer, `true`. Eleventy hands every page's front matter to js-yaml, which cost about as much as the
// rest of reading a page (0.05 s of the GitHub reference build). This reads exactly that shape and gives anything
// else, every hand-written page included, to the YAML engine the site had: the same object either way (a property
// test holds it to js-yaml).

type YamlEngine = (text: string, options?: unknown) => unknown;

const LINE = /^([A-Za-z][A-Za-z0-9_]*): ([^\n]+)$/;
/** A plain YAML scalar that can only be a string: starts with a letter, no `:`, `#`, quotes or trailing space. */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z0-9 ,._/-]*$/;
/** Plain words YAML reads as something else (js-yaml's core schema: null and booleans). */
const NOT_STRINGS = new Set(["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"]);
const INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;
const MARKER = /(?:^|\n)generator: docgen openapi(?:\n|$)/;

/**
 * The generated shape parsed, or undefined when `text` is anything else. Only front matter carrying the
 * generator marker is tried.
 */
export function parseGeneratedFrontMatter(text: string): Record<string, unknown> | undefined {
  if (!MARKER.test(text)) return undefined;
  const data: Record<string, unknown> = {};
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const match = LINE.exec(line);
    if (!match) return undefined;
    const [, key, raw] = match as unknown as [string, string, string];
    if (Object.prototype.hasOwnProperty.call(data, key)) return undefined;
    let value: unknown;
    if (raw.startsWith('"')) {
      // A JSON string is a YAML double-quoted scalar with the same meaning (JSON's escapes are YAML's too, and
      // js-yaml takes any character from a tab up inside double quotes, as JSON.parse does above U+001F).
      try {
        value = JSON.parse(raw);
      } catch {
        return undefined;
      }
      if (typeof value !== "string") return undefined;
    } else if (raw.startsWith("[")) {
      // A list of JSON strings, `["Beta", "New"]`: a YAML flow sequence of the same strings (the writer puts a space
      // after each comma; anything else, a nested list or a number among them, is left to YAML).
      try {
        value = JSON.parse(raw);
      } catch {
        return undefined;
      }
      if (!Array.isArray(value) || !value.every((item) => typeof item === "string") || raw !== `[${value.map((item) => JSON.stringify(item)).join(", ")}]`) return undefined;
    } else if (raw === "true" || raw === "false") value = raw === "true";
    else if (INTEGER.test(raw)) value = Number(raw);
    else if (PLAIN_WORDS.test(raw) && !raw.endsWith(" ") && !NOT_STRINGS.has(raw)) value = raw;
    else return undefined;
    data[key] = value;
  }
  return data;
}

/** A YAML front matter engine: generated front matter read directly, anything else by `fallback`. */
export function generatedFrontMatterEngine(fallback: YamlEngine): YamlEngine {
  return (text, options) => parseGeneratedFrontMatter(text) ?? fallback(text, options);
}

/**
 * The front matter block, or "" when the page has none: from the opening `---` through the line that closes it, found
 * as Eleventy's front matter parser (gray-matter) finds it, at the first line that starts with `---`. A rule of its
 * own could end the block before Eleventy does (a YAML `...` line inside it), and an edit below that line would then
 * go unseen. Unclosed: the whole text.
 */
export function frontMatterOf(text: string): string {
  if (!text.startsWith("---")) return "";
  const close = text.indexOf("\n---", 3);
  const lineEnd = close === -1 ? -1 : text.indexOf("\n", close + 4);
  return lineEnd === -1 ? text : text.slice(0, lineEnd + 1);
}
