// Field rows -> ParamField / ResponseField / Field components, with their notes (values, recursion links).
import { type Parameter, type Schema, type SchemaRef, refSiblings } from "../model.js";
import { type AttrValue, type Block, type Inline, termItem } from "./blocks.js";
import { type PageContext, proseBlocks } from "./context.js";
import { type FieldRow, type FieldVariants, type FlattenOptions, type Omitted, type ShapeName, MAX_FIELD_DEPTH, MAX_ROWS, fieldListOf, flattenVariants, listedExtensions, resolve, truncationNote } from "./fields.js";
import { type FieldLimits, fieldLimits } from "./limits.js";
import { externalDocsInlines } from "./external-docs.js";
import { relativeUrl } from "./links.js";
import { ruleSentences } from "./rules.js";
import { examplePruned } from "./sample.js";
import { sentAs, serializationOf } from "./serialize.js";
import { typeLabel } from "./type-label.js";
import { say, sayInlines } from "../labels.js";

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
  return inlineList(shown.map((name) => schemaRef(ctx, from, name)), "listAnd", names.length - shown.length);
}

/**
 * Items in a sentence (each one inline, or several: a value and its mark): "A", "A and B", "A, B and C", with the
 * label `last` between the last two and `listSeparator` between the others; `more` items left unnamed end it
 * instead: "A, B and 3 more" (`andMore`, or `orMore` after `listOr`; none after `listSeparator`, whose lists say
 * their own, see valueList).
 */
export function inlineList(items: readonly (Inline | readonly Inline[])[], last: "listAnd" | "listOr" | "listSeparator" = "listAnd", more = 0): Inline[] {
  const out: Inline[] = [];
  const separator = say("listSeparator");
  const lastWord = say(last);
  items.forEach((item, i) => {
    if (i > 0) out.push({ text: i === items.length - 1 && more === 0 ? lastWord : separator });
    if (Array.isArray(item)) out.push(...(item as readonly Inline[]));
    else out.push(item as Inline);
  });
  if (more > 0 && last !== "listSeparator") out.push({ text: say(last === "listOr" ? "orMore" : "andMore", { count: more }) });
  return out;
}

function notes(ctx: PageContext, from: string, row: Pick<FieldRow, "enum" | "enumDescriptions" | "enumDeprecated" | "externalDocs" | "limits" | "mediaType" | "example" | "exampleSchema" | "default" | "deprecated" | "readOnly" | "writeOnly" | "see" | "variants" | "deeper" | "onlyIn" | "requiredInShapes" | "choice" | "byShape" | "seeIn" | "extendedBy" | "keys" | "rules">, withDeprecated: boolean, unsaid?: Omitted): Inline[] {
  const out: Inline[] = [];
  const sentence = (parts: Inline[]) => {
    if (out.length > 0) out.push({ text: " " });
    out.push(...parts);
  };
  // A `{key}` row of patternProperties says which keys it is for before anything else.
  if (row.keys !== undefined) sentence(row.keys === null ? sayInlines("forOtherKeys") : row.keys === "" ? sayInlines("forEveryKey") : sayInlines("forKeysMatching", { pattern: { code: row.keys } }));
  if (withDeprecated && row.deprecated) sentence([{ strong: say("deprecatedField") }]);
  // `unsaid`: what goes without saying where the field is (a request's fields are never read-only), not spread
  // into a copy of the row, which cost more than the note.
  if (row.readOnly && unsaid !== "readOnly") sentence(sayInlines("readOnlyField"));
  if (row.writeOnly && unsaid !== "writeOnly") sentence(sayInlines("writeOnlyField"));
  if (row.mediaType) sentence(sayInlines(row.mediaType.each ? "itemMediaType" : "fieldMediaType", { type: { code: row.mediaType.type } }));
  // Values with descriptions are a list after these notes (valueBlocks).
  if (row.enum && row.enum.length > 0 && !row.enumDescriptions) sentence(valueSentence(row.enum, MAX_FIELD_VALUES, row.enumDeprecated));
  patternSentences(row.limits).forEach(sentence);
  // A field shown as a link to its schema's page (or a recursion) leaves the schema's rules to that page.
  if (row.rules && !row.see) ruleSentences(ctx, from, row.rules).forEach(sentence);
  if (row.see) sentence(sayInlines(row.see.recursive ? "recursiveSeeSchema" : "seeSchema", { schema: schemaRef(ctx, from, row.see.schema) }));
  if (row.choice || row.variants) sentence(alternativesNote(ctx, from, row.choice, row.variants));
  if (row.onlyIn) {
    sentence(sayInlines(row.requiredInShapes ? (row.onlyIn.length > 1 ? "onlyInShapesRequiring" : "onlyInShapeRequiring") : "onlyInShapes", { shapes: shapeList(ctx, from, row.onlyIn) }));
  }
  if (row.extendedBy) sentence(sayInlines("extendedBy", { schemas: schemaNames(ctx, from, row.extendedBy.schemas), field: { code: row.extendedBy.discriminator } }));
  for (const version of row.seeIn ?? []) {
    sentence(sayInlines(version.recursive ? "inShapesRecursiveSee" : "inShapesSee", { shapes: shapeList(ctx, from, version.shapes), schema: schemaRef(ctx, from, version.schema) }));
  }
  if (row.externalDocs) sentence(externalDocsInlines(row.externalDocs));
  if (row.byShape) sentence(sayInlines("fieldsDifferByShape"));
  if (row.deeper) sentence(row.deeper === "depth" ? sayInlines("nestedTooDeeply", { levels: MAX_FIELD_DEPTH }) : sayInlines("fieldsNotListed", { count: MAX_ROWS }));
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
  return sayInlines("fieldExample", { value: { code: text } });
}

/** "Pattern: `^[a-z]+$`." and "Pattern of each item: `...`.", as the limits have them. */
export function patternSentences(limits: FieldLimits | undefined): Inline[][] {
  const out: Inline[][] = [];
  if (limits?.pattern !== undefined) out.push(sayInlines("patternLine", { pattern: { code: limits.pattern } }));
  if (limits?.itemPattern !== undefined) out.push(sayInlines("itemPatternLine", { pattern: { code: limits.itemPattern } }));
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
    return sayInlines(choice.kind === "anyOf" ? "anyOfShapesCount" : "oneOfShapesCount", { count: choice.shapes.length });
  }
  const items: Inline[] = [...(choice?.shapes ?? []).map((shape) => shapeInline(ctx, from, shape)), ...(linked ?? []).map((name) => schemaRef(ctx, from, name))];
  return sayInlines(choice?.kind === "anyOf" ? "anyOfShapes" : "oneOfShapes", { shapes: inlineList(items, "listSeparator") });
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
  if (values.length === 1 && !deprecated?.[0]) return sayInlines("alwaysValue", { value: { code: valueText(values[0]) } });
  return sayInlines("possibleValuesLine", { values: valueList(values, max, deprecated) });
}

/** "`a`, `b` (deprecated), and 3 more": the first `max` values in code, each deprecated one marked, the rest counted. */
export function valueList(values: readonly unknown[], max: number, deprecated?: readonly boolean[]): Inline[] {
  const items = values.slice(0, max).map((v, i): Inline | Inline[] => (deprecated?.[i] ? [{ code: valueText(v) }, { text: say("deprecatedMark") }] : { code: valueText(v) }));
  const out = inlineList(items, "listSeparator");
  if (values.length > max) out.push({ text: say("valuesMore", { count: values.length - max }) });
  return out;
}

/** "Possible values:" and a list of them, each with its description when it has one (Schema.enumDescriptions). */
export function valueBlocks(values: readonly unknown[], descriptions: readonly (string | undefined)[], max: number, deprecated?: readonly boolean[]): Block[] {
  const items = values.slice(0, max).map((v, i) => {
    const item = termItem(valueText(v), descriptions[i]);
    if (deprecated?.[i]) item.splice(1, 0, { text: say("deprecatedMark") });
    return item;
  });
  const blocks: Block[] = [{ kind: "paragraph", inlines: sayInlines("possibleValues") }, { kind: "list", items }];
  if (values.length > max) blocks.push({ kind: "paragraph", inlines: sayInlines("moreValues", { count: values.length - max }) });
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
  if (sent) n.push(...(n.length > 0 ? [{ text: " " }] : []), ...sayInlines(sent.where === "query" ? "sentAsInQuery" : sent.where === "path" ? "sentAsInPath" : "sentAs", { value: { code: sent.code } }));
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

/**
 * "Besides the fields above, exactly one of these 3 shapes applies (`oneOf`), told apart by `type`:" The lead starts
 * a sentence; after an opening its first letter is made lower case (as a label's own case is kept everywhere else).
 */
function choiceLead(choice: FieldVariants, count: number): Inline[] {
  let lead = sayInlines(choice.kind === "oneOf" ? "shapesOneApplies" : "shapesSomeApply", { count, keyword: { code: choice.kind } });
  const opening = choice.common.length > 0 ? "afterCommonFields" : choice.ofItems ? "toEachItem" : undefined;
  if (opening) lead = sayInlines(opening, { lead: lowerFirst(lead) });
  return choice.discriminator ? sayInlines("toldApartBy", { lead, field: { code: choice.discriminator } }) : sayInlines("shapesLeadEnd", { lead });
}

/** Inline content with its first letter in lower case, as a sentence's lead goes after an opening. */
function lowerFirst(inlines: Inline[]): Inline[] {
  const first = inlines[0];
  if (!first || !("text" in first) || first.text === "") return inlines;
  return [{ text: `${first.text[0]!.toLowerCase()}${first.text.slice(1)}` }, ...inlines.slice(1)];
}

/** "The 2 schemas that extend Pet add fields of their own; `petType` tells which one applies:" */
function extensionsLead(ctx: PageContext, from: string, choice: FieldVariants, count: number): Inline[] {
  const one = count === 1;
  const name = choice.ofItems ? (one ? "itemExtensionOne" : "itemExtensionsMany") : one ? "extensionOne" : "extensionsMany";
  return sayInlines(name, { count, schema: schemaRef(ctx, from, choice.extends!), field: { code: choice.discriminator! } });
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
    const { rows, truncated } = fieldListOf(ctx.schemas, schema, options);
    // Too many schemas extend it to list each one's fields (MAX_EXTENSION_SHAPES): they are named.
    const extensions = listedExtensions(ctx.schemas, schema);
    const named: Block[] = extensions
      ? [{ kind: "paragraph", inlines: sayInlines(extensions.ofItems ? "itemExtensionsNamed" : "extensionsNamed", { count: extensions.schemas.length, schema: schemaRef(ctx, from, extensions.name), field: { code: extensions.discriminator }, schemas: schemaNames(ctx, from, extensions.schemas) }) }]
      : [];
    return [...rows.map(field), ...truncationNote([rows], truncated), ...named];
  }
  const blocks = choice.common.map(field);
  const count = choice.variants.length;
  blocks.push({ kind: "paragraph", inlines: choice.extends ? extensionsLead(ctx, from, choice, count) : choiceLead(choice, count) });
  choice.variants.forEach((variant, i) => {
    blocks.push({ kind: "heading", level: variantLevel, text: variant.label ? say("optionHeadingTitled", { n: i + 1, title: variant.label }) : say("optionHeading", { n: i + 1 }) });
    if (choice.discriminator && variant.values) {
      const values = inlineList(variant.values.map((value) => ({ code: value })), "listOr");
      // 3.2's defaultMapping: the shape for a missing field or a value nothing maps too.
      blocks.push({ kind: "paragraph", inlines: sayInlines(variant.otherwise ? "whenFieldIsOrOther" : "whenFieldIs", { field: { code: choice.discriminator }, values }) });
    }
    blocks.push(...proseBlocks(ctx, variant.description, variantLevel + 1));
    if (variant.rows.length > 0) blocks.push(...variant.rows.map(field));
    else if (!variant.hasFields && choice.extends) blocks.push({ kind: "paragraph", inlines: sayInlines("addsNoFields") });
    else if (!variant.hasFields) blocks.push({ kind: "paragraph", inlines: sayInlines("shapeType", { type: variant.schema ? schemaRef(ctx, from, variant.schema) : { code: variant.type } }) });
    else if (!variant.cut && options.omit) blocks.push({ kind: "paragraph", inlines: sayInlines(options.omit === "readOnly" ? "allReadOnly" : "allWriteOnly") });
  });
  if (choice.otherwise !== undefined && choice.discriminator) {
    blocks.push({ kind: "paragraph", inlines: sayInlines("whenFieldMissing", { field: { code: choice.discriminator }, schema: schemaRef(ctx, from, choice.otherwise) }) });
  }
  blocks.push(...truncationNote([choice.common, ...choice.variants.map((v) => v.rows)], choice.truncated));
  return blocks;
}
