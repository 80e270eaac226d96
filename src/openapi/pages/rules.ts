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
import { say, sayInlines } from "../labels.js";

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
    out.push(sayInlines(requires.length > 1 ? "whenGivenRequiredMany" : "whenGivenRequiredOne", { field: { code: name }, names: names(requires) }));
  }
  for (const [name, applies] of rules.dependentSchemas ?? []) {
    const then = consequenceInlines(applies);
    out.push(then ? sayInlines("whenGivenThen", { field: { code: name }, then }) : sayInlines("whenGivenFurtherRules", { field: { code: name }, keyword: { code: "dependentSchemas" } }));
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
function values(list: readonly unknown[]): Inline[] {
  const shown = list.length > MAX_RULE_VALUES ? list.slice(0, MAX_RULE_VALUES - 1) : list;
  return inlineList(shown.map((v) => ({ code: valueText(v) })), "listOr", list.length - shown.length);
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
  if (listed) return sayInlines("eachKeyIs", { values: values(listed) });
  const limits = schema && fieldLimits(schema, ctx.schemas);
  const parts: Inline[][] = [];
  if (limits?.text) parts.push([{ text: limits.text }]);
  if (limits?.pattern !== undefined) parts.push(sayInlines("keyMatching", { pattern: { code: limits.pattern } }));
  if (schema?.format) parts.push(sayInlines("keyFormat", { format: { code: schema.format } }));
  if (parts.length > 0) return sayInlines("eachKeyLimits", { limits: inlineList(parts, "listSeparator") });
  return isNamedRef(ref) ? sayInlines("eachKeyIsSchema", { schema: schemaRef(ctx, from, ref.ref) }) : undefined;
}

/**
 * `not`: "Must not be `legacy`." (values), "Must not have `a`." / "Must not have both `a` and `b`." (a `required`
 * list alone), "Must not be 800 to 899." (limits alone), "Must not be of type `string`." (a type alone), "Must not be
 * `null`.", else "Must not match `Filter` (`not`)." (its name or type label).
 */
function notSentence(ctx: PageContext, from: string, not: RuleSchema): Inline[] {
  const schema = resolve(ctx.schemas, not.schema);
  const listed = onlyValues(schema);
  if (listed) return sayInlines("mustNotBe", { values: values(listed) });
  const bare = schema && !isNamedRef(not.schema) && schema.properties.length === 0 && unnested(schema);
  if (bare && not.required.length > 0 && schema.types.length === 0 && !schema.limits) {
    const which = not.required.length === 2 ? "mustNotHaveBoth" : not.required.length > 2 ? "mustNotHaveAll" : "mustNotHaveOne";
    return sayInlines(which, { names: names(not.required) });
  }
  // "exactly 65534" says no more than the number where "Must not be" leads: the limits `bare`.
  const limits = bare && not.required.length === 0 && schema.types.length === 0 ? fieldLimits(schema, ctx.schemas, true) : undefined;
  if (limits?.text && limits.pattern === undefined) return sayInlines("mustNotBe", { values: limits.text });
  if (bare && not.required.length === 0 && !schema.limits) {
    // `not: { type: "null" }` reads as nullable with no type (see typesOf): "Must not be `null`."
    if (schema.types.length === 0 && schema.nullable) return sayInlines("mustNotBe", { values: { code: "null" } });
    if (schema.types.length > 0) return sayInlines("mustNotBeOfType", { type: { code: `${typeLabel(not.schema, ctx.schemas)}${schema.nullable ? " | null" : ""}` } });
  }
  return sayInlines("mustNotMatch", { schema: shapeOf(ctx, from, not.schema), keyword: { code: "not" } });
}

/** `contains`: "At least one item is `primary`.", "At least 2 items are of type `string`.", "At most 3 items are a `Tag`." */
function containsSentence(ctx: PageContext, from: string, contains: NonNullable<SchemaRules["contains"]>): Inline[] {
  const { min = 1, max } = contains;
  const many = max !== undefined ? max !== 1 || min > 1 : min !== 1;
  const items =
    max === undefined
      ? min === 1 ? say("containsAtLeastOne") : say("containsAtLeast", { count: min })
      : min === 0 ? (max === 1 ? say("containsAtMostOne") : say("containsAtMost", { count: max }))
      : min === max ? (min === 1 ? say("containsExactlyOne") : say("containsExactly", { count: min }))
      : say("containsBetween", { min, max });
  const listed = onlyValues(resolve(ctx.schemas, contains.schema));
  if (listed) {
    const which = listed.length > 1 ? (many ? "itemsAreOneOf" : "itemsIsOneOf") : many ? "itemsAreValue" : "itemsIsValue";
    return sayInlines(which, { items, values: values(listed) });
  }
  const named = isNamedRef(contains.schema);
  return sayInlines(named ? (many ? "itemsAreSchema" : "itemsIsSchema") : many ? "itemsAreOfType" : "itemsIsOfType", { items, [named ? "schema" : "type"]: shapeOf(ctx, from, contains.schema) });
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
    return sayInlines("furtherRules", { keywords: named });
  }
  if (!then) return sayInlines("unlessThen", { when, otherwise: otherwise! });
  return otherwise ? sayInlines("whenThenOtherwise", { when, then, otherwise }) : sayInlines("whenThen", { when, then });
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
  const parts: Inline[][] = given.map(([name, listed]) => sayInlines(rule.required.includes(name) ? "fieldIs" : "fieldMissingOrIs", { field: { code: name }, values: values(listed) }));
  for (const name of rule.required) if (!given.some(([n]) => n === name)) parts.push(sayInlines("fieldIsGiven", { field: { code: name } }));
  return parts.length > 0 ? joinParts(parts) : undefined;
}

/** "`postcode` is required", "`a` and `b` are required and `kind`, if given, must be `x`". */
function consequenceInlines(rule: RuleSchema): Inline[] | undefined {
  const given = propertyValues(rule);
  if (!given) return undefined;
  const parts: Inline[][] = [];
  if (rule.required.length > 0) parts.push(sayInlines(rule.required.length > 1 ? "namesRequiredMany" : "namesRequiredOne", { names: names(rule.required) }));
  for (const [name, listed] of given) {
    const required = rule.required.includes(name);
    const which = listed.length > 1 ? (required ? "fieldMustBeOneOf" : "fieldIfGivenMustBeOneOf") : required ? "fieldMustBe" : "fieldIfGivenMustBe";
    parts.push(sayInlines(which, { field: { code: name }, values: values(listed) }));
  }
  return parts.length > 0 ? joinParts(parts) : undefined;
}

function joinParts(parts: Inline[][]): Inline[] {
  const and = say("conditionAnd");
  return parts.flatMap((part, i) => (i > 0 ? [{ text: and }, ...part] : part));
}
