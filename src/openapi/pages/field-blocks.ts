// Field rows -> ParamField / ResponseField / Field components, with their notes (values, recursion links).
import { type Parameter, type Schema, type SchemaRef, refSiblings } from "../model.js";
import { type AttrValue, type Block, type Inline, termItem } from "./blocks.js";
import { type PageContext, proseBlocks } from "./context.js";
import { type FieldRow, type FieldVariants, type FlattenOptions, type Omitted, type ShapeName, MAX_FIELD_DEPTH, flattenFields, flattenVariants, listedExtensions, resolve, truncationNote } from "./fields.js";
import { type FieldLimits, fieldLimits } from "./limits.js";
import { externalDocsInlines } from "./external-docs.js";
import { relativeUrl } from "./links.js";
import { ruleSentences } from "./rules.js";
import { examplePruned } from "./sample.js";
import { sentAs, serializationOf } from "./serialize.js";
import { typeLabel } from "./type-label.js";

/** Spec defaults as attribute values: numbers and booleans bare, anything else as a (JSON) string. */
export function defaultAttr(value: unknown): AttrValue {
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") return value;
  return JSON.stringify(value) ?? "null";
}

/** Inline link (or name) to a schema's page. */
export function schemaRef(ctx: PageContext, from: string, name: string): Inline {
  const file = ctx.layout.schemaFiles.get(name);
  return file ? { link: name, href: relativeUrl(from, file) } : { code: name };
}

/** Schemas an "Extended by" note names; past it, the rest are counted. */
const MAX_SCHEMAS_NAMED = 20;

/** Schema names (linked where they have pages) in a sentence, the first MAX_SCHEMAS_NAMED: "A, B and 31 more". */
function schemaNames(ctx: PageContext, from: string, names: readonly string[]): Inline[] {
  const shown = names.length > MAX_SCHEMAS_NAMED ? names.slice(0, MAX_SCHEMAS_NAMED - 1) : names;
  return inlineList(shown.map((name) => schemaRef(ctx, from, name)), " and ", names.length - shown.length);
}

/**
 * Items in a sentence: "A", "A and B", "A, B and C", with `last` between the last two; `more` items left unnamed end
 * it instead: "A, B and 3 more".
 */
export function inlineList(items: readonly Inline[], last = " and ", more = 0): Inline[] {
  const out: Inline[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push({ text: i === items.length - 1 && more === 0 ? last : ", " });
    out.push(item);
  });
  if (more > 0) out.push({ text: ` and ${more} more` });
  return out;
}

function notes(ctx: PageContext, from: string, row: Pick<FieldRow, "enum" | "enumDescriptions" | "enumDeprecated" | "externalDocs" | "limits" | "mediaType" | "example" | "exampleSchema" | "default" | "deprecated" | "readOnly" | "writeOnly" | "see" | "variants" | "deeper" | "onlyIn" | "requiredInShapes" | "choice" | "byShape" | "seeIn" | "extendedBy" | "keys" | "rules">, withDeprecated: boolean, unsaid?: Omitted): Inline[] {
  const out: Inline[] = [];
  const sentence = (parts: Inline[]) => {
    if (out.length > 0) out.push({ text: " " });
    out.push(...parts);
  };
  // A `{key}` row of patternProperties says which keys it is for before anything else.
  if (row.keys !== undefined) sentence(row.keys === null ? [{ text: "For any other key." }] : row.keys === "" ? [{ text: "For every key." }] : [{ text: "For each key matching " }, { code: row.keys }, { text: "." }]);
  if (withDeprecated && row.deprecated) sentence([{ strong: "Deprecated." }]);
  // `unsaid`: what goes without saying where the field is (a request's fields are never read-only), not spread
  // into a copy of the row, which cost more than the note.
  if (row.readOnly && unsaid !== "readOnly") sentence([{ text: "Read-only." }]);
  if (row.writeOnly && unsaid !== "writeOnly") sentence([{ text: "Write-only." }]);
  if (row.mediaType) sentence([{ text: row.mediaType.each ? "Media type of each item: " : "Media type: " }, { code: row.mediaType.type }, { text: "." }]);
  // Values with descriptions are a list after these notes (valueBlocks).
  if (row.enum && row.enum.length > 0 && !row.enumDescriptions) sentence(valueSentence(row.enum, MAX_FIELD_VALUES, row.enumDeprecated));
  patternSentences(row.limits).forEach(sentence);
  // A field shown as a link to its schema's page (or a recursion) leaves the schema's rules to that page.
  if (row.rules && !row.see) ruleSentences(ctx, from, row.rules).forEach(sentence);
  if (row.see) sentence([{ text: row.see.recursive ? "Recursive, see " : "See " }, schemaRef(ctx, from, row.see.schema), { text: "." }]);
  if (row.choice || row.variants) sentence(alternativesNote(ctx, from, row.choice, row.variants));
  if (row.onlyIn) {
    sentence([{ text: "Only in " }, ...shapeList(ctx, from, row.onlyIn), { text: row.requiredInShapes ? (row.onlyIn.length > 1 ? ", which require it." : ", which requires it.") : "." }]);
  }
  if (row.extendedBy) sentence([{ text: "Extended by " }, ...schemaNames(ctx, from, row.extendedBy.schemas), { text: ", told apart by " }, { code: row.extendedBy.discriminator }, { text: "." }]);
  for (const version of row.seeIn ?? []) {
    sentence([{ text: "In " }, ...shapeList(ctx, from, version.shapes), { text: version.recursive ? ", recursive, see " : ", see " }, schemaRef(ctx, from, version.schema), { text: "." }]);
  }
  if (row.externalDocs) sentence(externalDocsInlines(row.externalDocs));
  if (row.byShape) sentence([{ text: "Its fields differ by shape; each field below that only some shapes have says which." }]);
  if (row.deeper) sentence([{ text: `Its own fields are nested too deeply to list here (more than ${MAX_FIELD_DEPTH} levels).` }]);
  // An example object as this direction carries it: a request's without the read-only fields its list leaves out.
  const example = row.example && exampleInlines(row.exampleSchema && unsaid ? examplePruned(ctx.schemas, row.exampleSchema, row.example.value, unsaid) : row.example.value, row.default);
  if (example) sentence(example);
  return out;
}

/** Characters an example shown in a field's notes has at most; a longer one is in the body's example. */
const MAX_FIELD_EXAMPLE = 100;

/**
 * "Example: `octocat/Hello-World`.", for a field's example that fits on a line (a string as it is, anything else
 * as JSON); none when it is the field's default, which the field shows already.
 */
function exampleInlines(value: unknown, defaultValue: { value: unknown } | undefined): Inline[] | undefined {
  if (value === undefined || (defaultValue !== undefined && JSON.stringify(defaultValue.value) === JSON.stringify(value))) return undefined;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text === undefined || text.trim() === "" || text.length > MAX_FIELD_EXAMPLE || /[\r\n]/.test(text)) return undefined;
  return [{ text: "Example: " }, { code: text }, { text: "." }];
}

/** "Pattern: `^[a-z]+$`." and "Pattern of each item: `...`.", as the limits have them. */
export function patternSentences(limits: FieldLimits | undefined): Inline[][] {
  const out: Inline[][] = [];
  if (limits?.pattern !== undefined) out.push([{ text: "Pattern: " }, { code: limits.pattern }, { text: "." }]);
  if (limits?.itemPattern !== undefined) out.push([{ text: "Pattern of each item: " }, { code: limits.itemPattern }, { text: "." }]);
  return out;
}

/** Shapes named in a sentence: "A", "A and B", "A, B and C". */
function shapeList(ctx: PageContext, from: string, shapes: readonly ShapeName[]): Inline[] {
  return inlineList(shapes.map((shape) => shapeInline(ctx, from, shape)));
}

function shapeInline(ctx: PageContext, from: string, shape: ShapeName): Inline {
  return shape.schema ? schemaRef(ctx, from, shape.schema) : shape.code ? { code: shape.label } : { text: shape.label };
}

/**
 * The shapes a field can be: those of a nested choice, whose fields follow it merged, and its linked shapes (named,
 * not merged), in one list ("One of: Customer, Critic."); or, when no shape has a name to give, how many there are.
 */
function alternativesNote(ctx: PageContext, from: string, choice: FieldRow["choice"], linked: string[] | undefined): Inline[] {
  if (choice && !linked && choice.shapes.every((shape) => shape.positional)) {
    return [{ text: `${choice.kind === "anyOf" ? "One or more" : "One"} of ${choice.shapes.length} shapes; each field below that only some have says which.` }];
  }
  const items: Inline[] = [...(choice?.shapes ?? []).map((shape) => shapeInline(ctx, from, shape)), ...(linked ?? []).map((name) => schemaRef(ctx, from, name))];
  return [{ text: choice?.kind === "anyOf" ? "One or more of: " : "One of: " }, ...items.flatMap((item, i): Inline[] => [...(i > 0 ? [{ text: ", " }] : []), item]), { text: "." }];
}

/** Enum values a field names; past it, the rest are counted. */
const MAX_FIELD_VALUES = 50;

/** A value as a page shows it in code: a string as written (an enum value, a link's runtime expression), else JSON. */
export function valueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "null";
}

/**
 * "Possible values: `a`, `b`, and 3 more."; one value (a `const`, or an enum of one): "Always `charge`.", as Stripe's
 * every `object` field is (2,058 of its fields read "Possible values: `charge`." before).
 */
export function valueSentence(values: readonly unknown[], max: number, deprecated?: readonly boolean[]): Inline[] {
  if (values.length === 1 && !deprecated?.[0]) return [{ text: "Always " }, { code: valueText(values[0]) }, { text: "." }];
  const out: Inline[] = [{ text: "Possible values: " }];
  values.slice(0, max).forEach((v, i) => {
    if (i > 0) out.push({ text: ", " });
    out.push({ code: valueText(v) });
    if (deprecated?.[i]) out.push({ text: DEPRECATED_VALUE });
  });
  if (values.length > max) out.push({ text: `, and ${values.length - max} more` });
  out.push({ text: "." });
  return out;
}

/** After a deprecated enum value (Schema.enumDeprecated). */
const DEPRECATED_VALUE = " (deprecated)";

/** "Possible values:" and a list of them, each with its description when it has one (Schema.enumDescriptions). */
export function valueBlocks(values: readonly unknown[], descriptions: readonly (string | undefined)[], max: number, deprecated?: readonly boolean[]): Block[] {
  const items = values.slice(0, max).map((v, i) => {
    const item = termItem(valueText(v), descriptions[i]);
    if (deprecated?.[i]) item.splice(1, 0, { text: DEPRECATED_VALUE });
    return item;
  });
  const blocks: Block[] = [{ kind: "paragraph", inlines: [{ text: "Possible values:" }] }, { kind: "list", items }];
  if (values.length > max) blocks.push({ kind: "paragraph", inlines: [{ text: `And ${values.length - max} more.` }] });
  return blocks;
}

function body(ctx: PageContext, description: string | undefined, noteInlines: Inline[], headingLevel: number, values?: Pick<FieldRow, "enum" | "enumDescriptions" | "enumDeprecated">): Block[] {
  const blocks = proseBlocks(ctx, description, headingLevel);
  if (noteInlines.length > 0) blocks.push({ kind: "paragraph", inlines: noteInlines });
  if (values?.enum && values.enumDescriptions) blocks.push(...valueBlocks(values.enum, values.enumDescriptions, MAX_FIELD_VALUES, values.enumDeprecated));
  return blocks;
}

/** The field's limits in words (FieldLimits.text) as its `constraints` attribute, after its type. */
function constraintsAttr(attrs: [string, AttrValue][], limits: FieldLimits | undefined): void {
  if (limits?.text !== undefined) attrs.push(["constraints", limits.text]);
}

/** A request parameter's field; `response`: a response header's, which is received, not sent (no "Sent as"). */
export function paramFieldOfParameter(ctx: PageContext, from: string, p: Parameter, headingLevel: number, response = false): Block {
  const schema = resolve(ctx.schemas, p.schema);
  const use = refSiblings(p.schema);
  const limits = schema && fieldLimits(schema, ctx.schemas);
  const attrs: [string, AttrValue][] = [
    ["name", p.name],
    ["type", typeWithNull(p.schema, ctx, use?.nullable ?? schema?.nullable ?? false)],
  ];
  constraintsAttr(attrs, limits);
  attrs.push(["paramType", p.in]);
  if (p.required) attrs.push(["required", true]); // false is the component's default
  if (schema?.default) attrs.push(["default", defaultAttr(schema.default.value)]);
  // How Try it sends a list or an object typed into the query: only what differs from OpenAPI's default, form with explode.
  if (!response && p.in === "query" && schema && (schema.types.includes("array") || schema.types.includes("object"))) {
    const { style, explode } = serializationOf(p);
    if (style !== "form") attrs.push(["style", style]);
    if (explode !== (style === "form")) attrs.push(["explode", explode]);
  }
  const description = p.description ?? use?.description ?? schema?.description;
  // Written out, not spread: a spread copy here cost Microsoft Graph's generation 0.1 s (11,400 operations' parameters).
  const sent = response ? undefined : sentAs(p, schema, ctx.schemas);
  // A list's or an object's example is in "Sent as" below.
  const example = sent ? undefined : p.examples.length > 0 ? { value: p.examples[0]!.value } : (use?.example ?? (schema && schema.examples.length > 0 ? { value: schema.examples[0] } : undefined));
  const row = { enum: schema?.enum, enumDescriptions: schema?.enumDescriptions, enumDeprecated: schema?.enumDeprecated, externalDocs: schema?.externalDocs, limits, example, default: schema?.default, deprecated: p.deprecated || (use?.deprecated ?? schema?.deprecated ?? false), readOnly: false, writeOnly: false, rules: schema?.rules };
  const n = notes(ctx, from, row, true);
  if (sent) n.push(...(n.length > 0 ? [{ text: " " }] : []), { text: "Sent as " }, { code: sent.code }, { text: `${sent.where}.` });
  return { kind: "component", name: "ParamField", attrs, body: body(ctx, description, n, headingLevel, row) };
}

/** A body field; `omitted` is what the body's list leaves out (see Omitted), which its notes need not say. */
export function bodyParamField(ctx: PageContext, from: string, row: FieldRow, headingLevel: number, omitted: Omitted = "readOnly"): Block {
  const attrs: [string, AttrValue][] = [
    ["name", row.name],
    ["type", row.nullable ? `${row.type} | null` : row.type],
  ];
  constraintsAttr(attrs, row.limits);
  attrs.push(["paramType", "body"]);
  if (row.required) attrs.push(["required", true]);
  if (row.default) attrs.push(["default", defaultAttr(row.default.value)]);
  return { kind: "component", name: "ParamField", attrs, body: body(ctx, row.description, notes(ctx, from, row, true, omitted), headingLevel, row) };
}

export function responseField(ctx: PageContext, from: string, row: FieldRow, headingLevel: number, omitted: Omitted = "writeOnly"): Block {
  const attrs: [string, AttrValue][] = [
    ["name", row.name],
    ["type", row.type],
  ];
  constraintsAttr(attrs, row.limits);
  if (row.nullable) attrs.push(["nullable", true]);
  return { kind: "component", name: "ResponseField", attrs, body: body(ctx, row.description, notes(ctx, from, row, true, omitted), headingLevel, row) };
}

export function schemaField(ctx: PageContext, from: string, row: FieldRow, headingLevel: number): Block {
  const attrs: [string, AttrValue][] = [
    ["name", row.name],
    ["type", row.nullable ? `${row.type} | null` : row.type],
  ];
  constraintsAttr(attrs, row.limits);
  if (row.required) attrs.push(["required", true]);
  if (row.default) attrs.push(["default", defaultAttr(row.default.value)]);
  if (row.deprecated) attrs.push(["deprecated", true]);
  return { kind: "component", name: "Field", attrs, body: body(ctx, row.description, notes(ctx, from, row, false), headingLevel, row) };
}

export function typeWithNull(ref: SchemaRef, ctx: PageContext, nullable: boolean): string {
  const label = typeLabel(ref, ctx.schemas);
  return nullable ? `${label} | null` : label;
}

/** "Besides the fields above, exactly one of these 3 shapes applies (`oneOf`), told apart by `type`:" */
function choiceLead(choice: FieldVariants, count: number): Inline[] {
  const lead = choice.kind === "oneOf" ? `exactly one of these ${count} shapes applies` : `one or more of these ${count} shapes apply`;
  const opening = choice.common.length > 0 ? "Besides the fields above, " : choice.ofItems ? "To each item of the array, " : "";
  return [
    { text: opening === "" ? `${lead[0]!.toUpperCase()}${lead.slice(1)} (` : `${opening}${lead} (` },
    { code: choice.kind },
    ...(choice.discriminator ? [{ text: "), told apart by " }, { code: choice.discriminator }, { text: ":" }] : [{ text: "):" }]),
  ];
}

/** "The 2 schemas that extend Pet add fields of their own; `petType` tells which one applies:" */
function extensionsLead(ctx: PageContext, from: string, choice: FieldVariants, count: number): Inline[] {
  const one = count === 1;
  return [
    { text: `${choice.ofItems ? "For each item of the array, the" : "The"} ${one ? "schema" : `${count} schemas`} that extend${one ? "s" : ""} ` },
    schemaRef(ctx, from, choice.extends!),
    { text: ` add${one ? "s" : ""} fields of ${one ? "its" : "their"} own; ` },
    { code: choice.discriminator! },
    { text: " tells which one applies:" },
  ];
}

/**
 * The field list of a body (or a schema page): one list, or for a body that is a choice of shapes (see
 * flattenVariants) the fields they share, then each shape under a heading of `variantLevel` ("Option 2: Dog")
 * with its own fields, or its type when it has none. `field` makes one row's component.
 */
export function fieldListBlocks(ctx: PageContext, from: string, schema: SchemaRef, options: FlattenOptions, variantLevel: number, field: (row: FieldRow) => Block, withRules = true): Block[] {
  // The body's own rules before its fields (a schema page says them under its "Type:" line instead).
  const resolved = withRules ? resolve(ctx.schemas, schema) : undefined;
  return [...(resolved ? rulesBlocks(ctx, from, resolved) : []), ...fieldList(ctx, from, schema, options, variantLevel, field)];
}

/** A schema's own rules (see SchemaRules) as one paragraph: "When `card` is given, `cvv` is required too." */
export function rulesBlocks(ctx: PageContext, from: string, schema: Schema): Block[] {
  const said = schema.rules ? ruleSentences(ctx, from, schema.rules) : [];
  return said.length > 0 ? [{ kind: "paragraph", inlines: said.flatMap((s, i) => (i > 0 ? [{ text: " " }, ...s] : s)) }] : [];
}

function fieldList(ctx: PageContext, from: string, schema: SchemaRef, options: FlattenOptions, variantLevel: number, field: (row: FieldRow) => Block): Block[] {
  const choice = flattenVariants(ctx.schemas, schema, options);
  if (!choice) {
    const rows = flattenFields(ctx.schemas, schema, options);
    // Too many schemas extend it to list each one's fields (MAX_EXTENSION_SHAPES): they are named.
    const extensions = listedExtensions(ctx.schemas, schema);
    const named: Block[] = extensions
      ? [{ kind: "paragraph", inlines: [{ text: `${extensions.ofItems ? "For each item of the array, " : ""}${extensions.schemas.length} schemas extend ` }, schemaRef(ctx, from, extensions.name), { text: " with fields of their own; " }, { code: extensions.discriminator }, { text: " tells which one applies: " }, ...schemaNames(ctx, from, extensions.schemas), { text: "." }] }]
      : [];
    return [...rows.map(field), ...truncationNote(rows), ...named];
  }
  const blocks = choice.common.map(field);
  const count = choice.variants.length;
  blocks.push({ kind: "paragraph", inlines: choice.extends ? extensionsLead(ctx, from, choice, count) : choiceLead(choice, count) });
  choice.variants.forEach((variant, i) => {
    blocks.push({ kind: "heading", level: variantLevel, text: `Option ${i + 1}${variant.label ? `: ${variant.label}` : ""}` });
    if (choice.discriminator && variant.values) {
      const values = inlineList(variant.values.map((value) => ({ code: value })), " or ");
      // 3.2's defaultMapping: the shape for a missing field or a value nothing maps too.
      const otherwise = variant.otherwise ? [{ text: ", any value no other shape takes, or missing" }] : [];
      blocks.push({ kind: "paragraph", inlines: [{ text: "When " }, { code: choice.discriminator }, { text: " is " }, ...values, ...otherwise, { text: "." }] });
    }
    blocks.push(...proseBlocks(ctx, variant.description, variantLevel + 1));
    if (variant.rows.length > 0) blocks.push(...variant.rows.map(field));
    else if (!variant.hasFields && choice.extends) blocks.push({ kind: "paragraph", inlines: [{ text: "It adds no fields." }] });
    else if (!variant.hasFields) blocks.push({ kind: "paragraph", inlines: [{ text: "Type: " }, variant.schema ? schemaRef(ctx, from, variant.schema) : { code: variant.type }, { text: "." }] });
    else if (!variant.cut && options.omit) blocks.push({ kind: "paragraph", inlines: [{ text: options.omit === "readOnly" ? "Its fields are all read-only: only the API sends them." : "Its fields are all write-only: the API never sends them." }] });
  });
  if (choice.otherwise !== undefined && choice.discriminator) {
    blocks.push({ kind: "paragraph", inlines: [{ text: "When " }, { code: choice.discriminator }, { text: " is missing or holds a value no shape takes: " }, schemaRef(ctx, from, choice.otherwise), { text: "." }] });
  }
  if (choice.truncated) blocks.push(...truncationNote([...choice.common, ...choice.variants.flatMap((v) => v.rows)]));
  return blocks;
}
