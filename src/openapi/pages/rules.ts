// JSON Schema's rarer keywords in words (see SchemaRules): "Each key: at most 63 characters, matching `^[a-z]+$`.",
// "Must not be `legacy`.", "When `card` is given, `cvv` is required too.", "At least one item is `primary`.", "When
// `country` is `US`, `postcode` is required." A rule docgen cannot put in words still gets a sentence that names
// its keyword, so a reader never takes the fields for all there is to know.
import { type RuleSchema, type Schema, type SchemaRef, type SchemaRules, isCycleRef, isNamedRef } from "../model.js";
import type { Inline } from "./blocks.js";
import type { PageContext } from "./context.js";
import { inlineList, schemaRef, valueText } from "./field-blocks.js";
import { resolve } from "./fields.js";
import { fieldLimits } from "./limits.js";
import { typeLabel } from "./type-label.js";

/** Values a rule names; past it, the rest are counted. */
const MAX_RULE_VALUES = 10;

/** A sentence for each rule, in the order SchemaRules lists them. */
export function ruleSentences(ctx: PageContext, from: string, rules: SchemaRules): Inline[][] {
  const out: Inline[][] = [];
  if (rules.propertyNames) {
    const keys = keySentence(ctx, from, rules.propertyNames);
    if (keys) out.push(keys);
  }
  if (rules.not) out.push(notSentence(ctx, from, rules.not));
  for (const [name, requires] of rules.dependentRequired ?? []) {
    out.push([{ text: "When " }, { code: name }, { text: " is given, " }, ...names(requires), { text: requires.length > 1 ? " are required too." : " is required too." }]);
  }
  for (const [name, applies] of rules.dependentSchemas ?? []) {
    const then = consequenceInlines(applies);
    const lead: Inline[] = [{ text: "When " }, { code: name }, { text: " is given, " }];
    out.push(then ? [...lead, ...then, { text: "." }] : [...lead, { text: "further rules apply (" }, { code: "dependentSchemas" }, { text: "), not shown here." }]);
  }
  if (rules.contains) out.push(containsSentence(ctx, from, rules.contains));
  if (rules.conditional) out.push(conditionalSentence(rules.conditional));
  return out;
}

/** "`a`", "`a` and `b`", "`a`, `b` and `c`". */
function names(list: readonly string[]): Inline[] {
  return inlineList(list.map((name) => ({ code: name })));
}

/** "`a`", "`a` or `b`", "`a`, `b` or 3 more": values as a page shows them in code. */
function values(list: readonly unknown[], last: string): Inline[] {
  const shown = list.length > MAX_RULE_VALUES ? list.slice(0, MAX_RULE_VALUES - 1) : list;
  const out = inlineList(shown.map((v) => ({ code: valueText(v) })), shown.length < list.length ? ", " : last);
  if (shown.length < list.length) out.push({ text: `${last}${list.length - shown.length} more` });
  return out;
}

/** The schema's name (linked where it has a page) or its type label: what a value must (not) be "of". */
function shapeOf(ctx: PageContext, from: string, ref: SchemaRef): Inline {
  return isNamedRef(ref) ? schemaRef(ctx, from, ref.ref) : { code: typeLabel(ref, ctx.schemas) };
}

/** A schema with no items, pattern properties or members (allOf, oneOf, anyOf): nothing nested but its properties. */
function unnested(schema: Schema): boolean {
  return !schema.items && !schema.patternProperties && schema.allOf.length === 0 && schema.oneOf.length === 0 && schema.anyOf.length === 0;
}

/** A schema that says nothing but its values (`const`, `enum`): those values. */
function onlyValues(schema: Schema | undefined): unknown[] | undefined {
  return schema?.enum && schema.enum.length > 0 && schema.properties.length === 0 && unnested(schema) ? schema.enum : undefined;
}

/**
 * "Each key: 1 to 63 characters, matching `^[a-z_]+$`." (`propertyNames`), or "Each key is `a`, `b` or `c`.";
 * a named key schema: "Each key is a `Name`." Undefined when the key schema says nothing a sentence can.
 */
function keySentence(ctx: PageContext, from: string, ref: SchemaRef): Inline[] | undefined {
  const schema = resolve(ctx.schemas, ref);
  const listed = onlyValues(schema);
  if (listed) return [{ text: "Each key is " }, ...values(listed, " or "), { text: "." }];
  const limits = schema && fieldLimits(schema, ctx.schemas);
  const parts: Inline[][] = [];
  if (limits?.text) parts.push([{ text: limits.text }]);
  if (limits?.pattern !== undefined) parts.push([{ text: "matching " }, { code: limits.pattern }]);
  if (schema?.format) parts.push([{ text: "format " }, { code: schema.format }]);
  if (parts.length > 0) return [{ text: "Each key: " }, ...parts.flatMap((p, i) => (i > 0 ? [{ text: ", " }, ...p] : p)), { text: "." }];
  return isNamedRef(ref) ? [{ text: "Each key is a " }, schemaRef(ctx, from, ref.ref), { text: "." }] : undefined;
}

/**
 * `not`: "Must not be `legacy`." (values), "Must not have `a`." / "Must not have both `a` and `b`." (a `required`
 * list alone), "Must not be 800 to 899." (limits alone), "Must not be of type `string`." (a type alone), "Must not be
 * `null`.", else "Must not match `Filter` (`not`)." (its name or type label).
 */
function notSentence(ctx: PageContext, from: string, not: RuleSchema): Inline[] {
  const schema = resolve(ctx.schemas, not.schema);
  const listed = onlyValues(schema);
  if (listed) return [{ text: "Must not be " }, ...values(listed, " or "), { text: "." }];
  const bare = schema && !isNamedRef(not.schema) && schema.properties.length === 0 && unnested(schema);
  if (bare && not.required.length > 0 && schema.types.length === 0 && !schema.limits) {
    const both = not.required.length === 2 ? "both " : not.required.length > 2 ? "all of " : "";
    return [{ text: `Must not have ${both}` }, ...names(not.required), { text: "." }];
  }
  const limits = bare && not.required.length === 0 && schema.types.length === 0 ? fieldLimits(schema, ctx.schemas) : undefined;
  // "exactly 65534" says no more than the number where "Must not be" leads.
  if (limits?.text && limits.pattern === undefined) return [{ text: `Must not be ${limits.text.replace(/^exactly /, "")}.` }];
  if (bare && not.required.length === 0 && !schema.limits) {
    // `not: { type: "null" }` reads as nullable with no type (see typesOf): "Must not be `null`."
    if (schema.types.length === 0 && schema.nullable) return [{ text: "Must not be " }, { code: "null" }, { text: "." }];
    if (schema.types.length > 0) return [{ text: "Must not be of type " }, { code: `${typeLabel(not.schema, ctx.schemas)}${schema.nullable ? " | null" : ""}` }, { text: "." }];
  }
  return [{ text: "Must not match " }, shapeOf(ctx, from, not.schema), { text: " (" }, { code: "not" }, { text: ")." }];
}

/** `contains`: "At least one item is `primary`.", "At least 2 items are of type `string`.", "At most 3 items are a `Tag`." */
function containsSentence(ctx: PageContext, from: string, contains: NonNullable<SchemaRules["contains"]>): Inline[] {
  const { min = 1, max } = contains;
  const many = max !== undefined ? max !== 1 || min > 1 : min !== 1;
  const count = max === undefined ? `At least ${min === 1 ? "one" : min} ${min === 1 ? "item" : "items"}` : min === 0 ? `At most ${max} ${max === 1 ? "item" : "items"}` : min === max ? `Exactly ${min} ${min === 1 ? "item" : "items"}` : `${min} to ${max} items`;
  const verb = many ? " are " : " is ";
  const listed = onlyValues(resolve(ctx.schemas, contains.schema));
  if (listed) return [{ text: count + verb }, ...(listed.length > 1 ? [{ text: "one of " }] : []), ...values(listed, " or "), { text: "." }];
  return [{ text: `${count}${verb}${isNamedRef(contains.schema) ? "a " : "of type "}` }, shapeOf(ctx, from, contains.schema), { text: "." }];
}

/**
 * `if`/`then`/`else`: "When `country` is `US`, `postcode` is required; otherwise `vat_id` is required." A condition
 * is properties with given values, or that are given (`required`); a consequence is properties required, or with
 * values they must have. Anything else: "Further rules depend on its values (`if`/`then`/`else`), not shown here."
 */
function conditionalSentence(conditional: NonNullable<SchemaRules["conditional"]>): Inline[] {
  const when = conditionInlines(conditional.if);
  const then = conditional.then && consequenceInlines(conditional.then);
  const otherwise = conditional.else && consequenceInlines(conditional.else);
  const unsaid = !when || (conditional.then && !then) || (conditional.else && !otherwise);
  if (unsaid) {
    const keywords = ["if", ...(conditional.then ? ["then"] : []), ...(conditional.else ? ["else"] : [])];
    const named = keywords.flatMap((k, i): Inline[] => (i > 0 ? [{ text: "/" }, { code: k }] : [{ code: k }]));
    return [{ text: "Further rules depend on its values (" }, ...named, { text: "), not shown here." }];
  }
  if (!then) return [{ text: "Unless " }, ...when, { text: ", " }, ...otherwise!, { text: "." }];
  return [{ text: "When " }, ...when, { text: ", " }, ...then, ...(otherwise ? [{ text: "; otherwise " }, ...otherwise] : []), { text: "." }];
}

/** The properties a rule's schema lists, as plain values (see onlyValues); undefined when one is anything else. */
function propertyValues(rule: RuleSchema): [string, unknown[]][] | undefined {
  const schema = inline(rule.schema);
  if (!schema || schema.types.some((t) => t !== "object") || schema.limits || schema.enum || schema.rules || !unnested(schema)) return undefined;
  const out: [string, unknown[]][] = [];
  for (const property of schema.properties) {
    const listed = onlyValues(inline(property.schema));
    if (!listed) return undefined;
    out.push([property.name, listed]);
  }
  return out;
}

/** A schema written where it is used: not a reference to a named one, nor a cycle. */
function inline(ref: SchemaRef): Schema | undefined {
  return isNamedRef(ref) || isCycleRef(ref) ? undefined : ref;
}

/**
 * "`country` is `US`", "`country` is `US` or `CA` and `vat_id` is given"; a property the condition does not require
 * (nor the schema: see rulesOf) also meets it when missing, as JSON Schema reads it: "`country` is not given or is `US`".
 */
function conditionInlines(rule: RuleSchema): Inline[] | undefined {
  const given = propertyValues(rule);
  if (!given) return undefined;
  const parts: Inline[][] = given.map(([name, listed]) => [{ code: name }, { text: rule.required.includes(name) ? " is " : " is not given or is " }, ...values(listed, " or ")]);
  for (const name of rule.required) if (!given.some(([n]) => n === name)) parts.push([{ code: name }, { text: " is given" }]);
  return parts.length > 0 ? joinParts(parts) : undefined;
}

/** "`postcode` is required", "`a` and `b` are required and `kind`, if given, must be `x`". */
function consequenceInlines(rule: RuleSchema): Inline[] | undefined {
  const given = propertyValues(rule);
  if (!given) return undefined;
  const parts: Inline[][] = [];
  if (rule.required.length > 0) parts.push([...names(rule.required), { text: rule.required.length > 1 ? " are required" : " is required" }]);
  for (const [name, listed] of given) parts.push([{ code: name }, { text: `${rule.required.includes(name) ? "" : ", if given,"}${listed.length > 1 ? " must be one of " : " must be "}` }, ...values(listed, " or ")]);
  return parts.length > 0 ? joinParts(parts) : undefined;
}

function joinParts(parts: Inline[][]): Inline[] {
  return parts.flatMap((part, i) => (i > 0 ? [{ text: " and " }, ...part] : part));
}
