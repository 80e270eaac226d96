// Finds the line and column of the component tag a build error is about, since Nunjucks reports no
// position for errors raised inside custom tags.
import { readFileSync } from "node:fs";

/**
 * For `[docgen] docs/a.md: <ParamField> is missing the required attribute "name"`, finds the first
 * `{% ParamField ... %}` in docs/a.md without `name=`; for other component errors, the first tag of that
 * component containing the quoted value the message names (or just the first tag). Returns `line:column`.
 */
export function locateComponentError(message: string): { file: string; position: string } | undefined {
  const head = /\[docgen\] (.+?): <([A-Za-z]+)>/.exec(message);
  if (!head) return undefined;
  const [, file, component] = head as unknown as [string, string, string];
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const missing = /missing the required attribute "([^"]+)"/.exec(message)?.[1];
  const value = /(?:^|\s)[A-Za-z]+="([^"]*)"/.exec(message.slice(head[0].length))?.[1];
  const tag = new RegExp(`\\{%-?\\s*${component}\\b[\\s\\S]*?%\\}`, "g");
  let fallback: number | undefined;
  for (const match of source.matchAll(tag)) {
    fallback ??= match.index;
    const text = match[0];
    if (missing !== undefined && !new RegExp(`\\b${missing}\\s*=`).test(text)) return at(file, source, match.index);
    if (missing === undefined && value !== undefined && text.includes(value)) return at(file, source, match.index);
  }
  return fallback === undefined ? undefined : at(file, source, fallback);
}

function at(file: string, source: string, offset: number): { file: string; position: string } {
  const lines = source.slice(0, offset).split("\n");
  return { file, position: `${lines.length}:${lines.at(-1)!.length + 1}` };
}
