// Markdown copies of the site's pages (the site option `markdownPages`), for language models and the tools that feed
// them: beside each page `<dir>/index.html` built from a Markdown file, `<dir>/index.html.md` (and `name.html.md`
// beside `name.html`), where the llms.txt proposal puts a page's Markdown. A copy is the page's own Markdown source
// without its front matter, its docgen components written as plain Markdown: a field as a list item with its type
// and tags, an Api as its method and URL, a code group as its code blocks, a diagram as a `mermaid` code block, a
// video as a link. It sits in the page's folder, so the page's relative links lead where they lead from the page.
// A page that uses other Nunjucks (variables, filters, loops) has no copy: its source is not what readers see.
// The page itself links its copy (`<link rel="alternate" type="text/markdown">`), and llms.txt links the copies.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ComponentDefinition } from "./components/types.js";
import { frontMatterOf, parseGeneratedFrontMatter } from "./front-matter.js";
import { parseGeneratedPage, renderNodes, type RunHook } from "./generated-pages.js";
import type { Labels } from "./labels.js";
import { modelOf, type RenderServices } from "./render.js";
import { longestRun, markdownCodeSpan as codeSpan } from "../markdown-text.js";

/** What a copy's file name adds to its page's: `index.html` -> `index.html.md`. */
export const COPY_SUFFIX = ".md";

/** Where the copy of the page written to `outputPath` goes; undefined for what is not an HTML page. */
export function copyPath(outputPath: unknown): string | undefined {
  return typeof outputPath === "string" && outputPath.endsWith(".html") ? outputPath + COPY_SUFFIX : undefined;
}

/** The copy's address relative to its page, for the page's own link: `index.html.md`, or `name.html.md`. */
export function copyHref(outputPath: string): string {
  return path.basename(outputPath) + COPY_SUFFIX;
}

type Model = Record<string, unknown>;
type Services = Pick<RenderServices, "tryIt" | "tryItProxy" | "labels">;

/**
 * The Markdown copy of a Markdown page read from `inputPath`, or undefined when it is no Markdown page or uses
 * Nunjucks beyond docgen's components (with literal arguments) and `{% raw %}`. The front matter's title is put
 * first as the page's heading when its source starts with none. `runs` keeps the copies of field runs for the
 * build (cleared by the caller when a build starts).
 */
export function markdownCopy(inputPath: unknown, components: ReadonlyMap<string, ComponentDefinition>, services: Services, runs: Map<string, string>): string | undefined {
  if (typeof inputPath !== "string" || !/\.(md|markdown)$/i.test(inputPath)) return undefined;
  let file: string;
  try {
    file = readFileSync(inputPath, "utf8");
  } catch {
    return undefined;
  }
  const { body, title } = splitFrontMatter(file);
  const nodes = parseGeneratedPage(body, components);
  if (!nodes) return undefined;
  const page = { inputPath };
  let text: string;
  try {
    // A run of sibling fields reads the same wherever it stands (see renderNodes): written once per build.
    const hook: RunHook = (key, _members, inline) => {
      let copy = runs.get(key);
      if (copy === undefined) runs.set(key, (copy = inline()));
      return copy;
    };
    text = renderNodes(nodes, (component, content, keywords) => componentMarkdown(component, modelOf(component, page, body, content, keywords, services), content), { source: body, hook });
  } catch {
    // A use the page's own render refused (it failed the build there): no copy either.
    return undefined;
  }
  text = `${text.replace(/^\s*\n/, "").trimEnd()}\n`;
  if (title !== undefined && !startsWithHeading(text)) text = `# ${escapeText(title)}\n\n${text}`;
  return text;
}

type BlockParser = { parse(src: string, env: object): { type: string; tag: string; content: string }[] };
let blockParser: BlockParser | undefined;

/**
 * Whether a copy's first block is a first-level heading in any form Markdown has: `# Title`, a setext heading (its
 * text over a line of `=`), or an HTML `<h1>`. Only the first block (up to the first blank line) is parsed, by
 * markdown-it as the site reads it (loaded on first use).
 */
function startsWithHeading(text: string): boolean {
  const blank = text.search(/\n[ \t]*\n/);
  const first = blank === -1 ? text : text.slice(0, blank + 1);
  blockParser ??= new (createRequire(import.meta.url)("markdown-it") as new (options: object) => BlockParser)({ html: true });
  const token = blockParser.parse(first, {})[0];
  if (token?.type === "heading_open") return token.tag === "h1";
  return token?.type === "html_block" && /^\s*<h1[\s>]/i.test(token.content);
}

let jsYaml: typeof import("js-yaml") | undefined;

/** Hand-written front matter, read by js-yaml (loaded on first use: the generated pages' needs no YAML reader). */
function loadYaml(text: string): unknown {
  jsYaml ??= createRequire(import.meta.url)("js-yaml") as typeof import("js-yaml");
  return jsYaml.load(text);
}

/**
 * The body after the front matter block (found as Eleventy finds it, see frontMatterOf), and the front matter's
 * `title` when it is text.
 */
function splitFrontMatter(file: string): { body: string; title?: string } {
  const block = frontMatterOf(file);
  if (block === "") return { body: file };
  // The YAML: the lines between the opening `---` and the closing one.
  const lines = block.replace(/\r?\n$/, "").split(/\r?\n/).slice(1);
  if (lines.at(-1)?.startsWith("---")) lines.pop();
  const yamlText = lines.join("\n");
  let data: unknown;
  try {
    data = parseGeneratedFrontMatter(yamlText) ?? loadYaml(yamlText);
  } catch {
    data = undefined; // Eleventy reported it when it read the page
  }
  const title = data && typeof data === "object" ? (data as { title?: unknown }).title : undefined;
  return { body: file.slice(block.length), title: typeof title === "string" && title.trim() !== "" ? title.replace(/\s+/g, " ").trim() : undefined };
}

/** One component use, as Markdown: `content` is its body's copy (for Mermaid, the diagram's source). */
function componentMarkdown(component: ComponentDefinition, model: Model, content: string): string {
  const body = content.trim() === "" ? "" : dedentBlock(content);
  // The site's words, where the model has them (the API reference's components), as Markdown text.
  const label = (name: keyof Labels) => escapeText((model.labels as Labels)[name]);
  switch (component.name) {
    case "Api": {
      const server = typeof model.server === "string" ? model.server.replace(/\/+$/, "") : "";
      const lines = [codeSpan(`${model.method} ${server}${model.path}`)];
      if (model.auth) lines.push(`${label("requiresAuth")} ${model.auth}.`);
      return [lines.join("\n\n"), body].filter((part) => part !== "").join("\n\n");
    }
    case "ParamField":
      return listItem(model, [model.paramType, model.type, model.constraints, label(model.required ? "required" : "optional"), defaultTag(model, label)], body);
    case "Field":
      return listItem(model, [model.type, model.constraints, model.required ? label("required") : undefined, model.deprecated ? label("deprecated") : undefined, defaultTag(model, label)], body);
    case "ResponseField":
      return listItem(model, [model.type, model.constraints, model.nullable ? label("nullable") : undefined], body);
    case "CodeGroup":
      return body;
    case "Image":
      return joinBlocks(`![${escapeText(String(model.alt ?? ""))}](${linkTarget(String(model.src))})`, model.caption ? escapeText(String(model.caption)) : "", body);
    case "Video":
      return joinBlocks(`[${escapeText(String(model.title ?? "Video"))}](${linkTarget(String(model.src))})`, body);
    case "YouTube":
    case "Vimeo":
      return joinBlocks(`[${escapeText(String(model.title))}](${linkTarget(String(model.watchUrl))})`, body);
    case "Mermaid": {
      const source = String(model.source);
      const fence = "`".repeat(Math.max(3, longestRun(source, "`") + 1));
      return joinBlocks(`${fence}mermaid\n${source}\n${fence}`, model.caption ? escapeText(String(model.caption)) : "");
    }
    case "Tree":
      return joinBlocks(`**${escapeText(String(model.label))}**`, body);
    case "Folder":
      return `- ${escapeText(String(model.name))}/${body === "" ? "" : `\n${indent(body)}`}`;
    case "File":
      return `- ${escapeText(String(model.name))}${body === "" ? "" : `\n\n${indent(body)}`}`;
    default:
      return body;
  }
}

/** A field: `- \`name\` (tag, tag)`, its description indented under it. */
function listItem(model: Model, tags: unknown[], body: string): string {
  const shown = tags.filter((tag): tag is string => typeof tag === "string" && tag !== "");
  const head = `- ${codeSpan(String(model.name))}${shown.length > 0 ? ` (${shown.join(", ")})` : ""}`;
  return body === "" ? head : `${head}\n\n${indent(body)}`;
}

function defaultTag(model: Model, label: (name: "defaultValue") => string): string | undefined {
  return model.default === undefined ? undefined : `${label("defaultValue")} ${codeSpan(String(model.default))}`;
}

function joinBlocks(...blocks: string[]): string {
  return blocks.filter((block) => block !== "").join("\n\n");
}

/** Lines indented by two spaces (a list item's continuation), blank lines left empty. */
function indent(text: string): string {
  return text.replace(/^(?=.)/gm, "  ");
}

/** A body's lines without the blank lines around it and without the indentation they all share. */
function dedentBlock(text: string): string {
  const trimmed = text.replace(/^\s*\n/, "").trimEnd();
  // The usual body (every generated one) starts at column 0 and has no carriage returns: nothing to take off.
  if (!/^[ \t]/.test(trimmed) && !trimmed.includes("\r")) return trimmed;
  const lines = trimmed.replace(/\r\n?/g, "\n").split("\n");
  const shared = Math.min(...lines.filter((l) => l.trim() !== "").map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(shared) ? shared : 0)).join("\n");
}

/** Text shown as written in Markdown: its punctuation that Markdown reads escaped, on one line. */
function escapeText(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[\\`*_[\]<>#!|&]/g, "\\$&");
}

/** A link target: in angle brackets when it holds spaces or parentheses. */
function linkTarget(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}
