// One reusable schema -> schemas/<Name>.md: its description, type and `Field` per (nested) property.
import type { Schema } from "../model.js";
import type { Block, Inline, Page } from "./blocks.js";
import { say, sayInlines } from "../labels.js";
import { SCHEMAS_FOLDER, wordsLabel } from "./layout.js";
import { type PageContext, proseBlocks } from "./context.js";
import { exampleText, noteBlocks } from "./example-text.js";
import { externalDocsBlocks } from "./external-docs.js";
import { fieldListBlocks, patternSentences, rulesBlocks, schemaField, schemaRef, valueBlocks, valueSentence } from "./field-blocks.js";
import { selectingValue } from "./fields.js";
import { sampleOf } from "./sample.js";
import { fieldLimits } from "./limits.js";
import { plainSummary } from "./summary-text.js";
import { typeLabel } from "./type-label.js";

/**
 * The example column of a schema with fields: a ResponseExample (beside the fields on a wide screen, before them on
 * a phone) headed "Example", holding the spec's example of the schema, else one built from it, which says so.
 */
function objectExample(ctx: PageContext, name: string, schema: Schema): Block[] {
  const given = schema.examples.length > 0;
  const value = given ? schema.examples[0] : sampleOf(ctx.schemas, { ref: name }, "writeOnly");
  const body: Block[] = [{ kind: "heading", level: 2, text: say("example") }];
  if (!given) body.push({ kind: "paragraph", inlines: sayInlines("builtFromSchemaAsReturned") });
  body.push(...exampleCode(value));
  return [{ kind: "component", name: "ResponseExample", attrs: [], body }];
}

/** An example's code block (a string as text, anything else as JSON), with the note saying how it was shortened. */
function exampleCode(value: unknown): Block[] {
  const { text, cut } = exampleText(value);
  return [{ kind: "code", lang: typeof value === "string" ? "text" : "json", code: text }, ...noteBlocks(cut)];
}

/** Enum values a schema's page names; past it, the rest are counted. */
const MAX_VALUES = 100;

export function schemaPage(ctx: PageContext, name: string, schema: Schema, order: number): Page {
  const file = ctx.layout.schemaFiles.get(name)!;
  const blocks: Block[] = [{ kind: "heading", level: 1, text: name }];
  if (schema.deprecated) blocks.push({ kind: "paragraph", inlines: [{ strong: say("deprecatedField") }] });
  blocks.push(...proseBlocks(ctx, schema.description, 2));
  blocks.push(...externalDocsBlocks(schema.externalDocs));
  const limits = fieldLimits(schema, ctx.schemas);
  const limitsText = limits?.text === undefined ? "" : `${say("listSeparator")}${limits.text}`;
  const type: Inline[] = [{ code: typeLabel(schema, ctx.schemas) }, { text: `${schema.nullable ? say("nullableMark") : ""}${limitsText}` }];
  blocks.push({ kind: "paragraph", inlines: sayInlines("schemaTypeLine", { type }) });
  for (const inlines of patternSentences(limits)) blocks.push({ kind: "paragraph", inlines });
  blocks.push(...rulesBlocks(ctx, file, schema));
  // A schema that extends a base with a discriminator says which, and the value that selects it.
  const selecting = selectingValue(ctx.schemas, name);
  if (selecting) {
    blocks.push({ kind: "paragraph", inlines: sayInlines("extendsBase", { base: schemaRef(ctx, file, selecting.base), field: { code: selecting.field }, value: { code: selecting.value } }) });
  }
  if (schema.enum && schema.enum.length > 0) {
    if (schema.enumDescriptions) blocks.push(...valueBlocks(schema.enum, schema.enumDescriptions, MAX_VALUES, schema.enumDeprecated));
    else blocks.push({ kind: "paragraph", inlines: valueSentence(schema.enum, MAX_VALUES, schema.enumDeprecated) });
  }
  const fields = fieldListBlocks(ctx, file, { ref: name }, { linked: ctx.linked }, 3, (row) => schemaField(ctx, file, row, 4), false);
  if (fields.length > 0) {
    // A schema with fields shows an example of the whole object beside them, as Stripe's reference shows each
    // object: the spec's, else one built from the schema as a response would carry it (write-only fields left out).
    blocks.push(...objectExample(ctx, name, schema));
    blocks.push({ kind: "heading", level: 2, text: say("properties") }, ...fields);
  } else if (schema.examples.length > 0) {
    blocks.push({ kind: "heading", level: 2, text: say("example") }, ...exampleCode(schema.examples[0]));
  }
  const description = plainSummary(schema.description) ?? say("schemaDescription", { name });
  return { file, frontMatter: { title: name, description, source: `schema ${name}`, order, ...(schema.deprecated ? { deprecated: true } : {}), ...wordsLabel(SCHEMAS_FOLDER, say("schemas")), groupOrder: ctx.layout.folders.length + 1 }, blocks };
}
