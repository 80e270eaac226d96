// YAML front matter of generated pages; `generator` is the marker that tells generated files from hand-written ones.
import type { FrontMatter } from "../pages/blocks.js";

/** The marker line. A re-run replaces only files whose front matter holds it. */
export const GENERATOR_KEY = "generator";
export const GENERATOR_VALUE = "docgen openapi";

/** JSON strings are valid YAML double-quoted scalars: no YAML quirk (`no`, `1e3`, `: `) can reinterpret them. */
function yamlString(value: string): string {
  // Every escape JSON writes (\n, \r, \t, \b, \f, \uXXXX, \", \\) is a YAML one too: the text comes back exactly.
  return JSON.stringify(value);
}

export function writeFrontMatter(fm: FrontMatter): string {
  const lines = [
    `title: ${yamlString(fm.title)}`,
    ...(fm.sidebarLabel !== undefined ? [`sidebarLabel: ${yamlString(fm.sidebarLabel)}`] : []),
    `description: ${yamlString(fm.description)}`,
    `${GENERATOR_KEY}: ${GENERATOR_VALUE}`,
    `source: ${yamlString(fm.source)}`,
    "templateEngineOverride: njk,md",
    `order: ${fm.order}`,
  ];
  if (fm.groupLabel !== undefined) lines.push(`groupLabel: ${yamlString(fm.groupLabel)}`);
  if (fm.groupOrder !== undefined) lines.push(`groupOrder: ${fm.groupOrder}`);
  if (fm.groupSection !== undefined) lines.push(`groupSection: ${yamlString(fm.groupSection)}`);
  if (fm.method) lines.push(`method: ${fm.method}`);
  if (fm.deprecated) lines.push("deprecated: true");
  // A JSON array of JSON strings is a YAML flow sequence of the same strings.
  if (fm.badge !== undefined && fm.badge.length > 0) lines.push(`badge: [${fm.badge.map(yamlString).join(", ")}]`);
  if (fm.keywords !== undefined && fm.keywords.length > 0) lines.push(`keywords: [${fm.keywords.map(yamlString).join(", ")}]`);
  if (fm.sidebar === false) lines.push("sidebar: false");
  if (fm.specDownload !== undefined) lines.push(`specDownload: ${yamlString(fm.specDownload)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}

/** True when a file's text starts with front matter carrying the generator marker. */
export function isGenerated(text: string): boolean {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text.replace(/^\uFEFF/, ""));
  if (!match) return false;
  return match[1]!.split(/\r?\n/).some((line) => /^generator:\s*["']?docgen openapi["']?\s*$/.test(line));
}
