// Validates a component's keyword arguments against its attribute table and applies defaults.
import { checkUrl } from "./escape.js";

export type AttributeType = "string" | "boolean" | "number" | "url" | "any";

export interface AttributeSpec {
  type: AttributeType;
  required?: boolean;
  default?: unknown;
  /** For required text attributes: an empty string counts as given (e.g. alt="" for decorative images). */
  allowEmpty?: boolean;
}

export type AttributeTable = Record<string, AttributeSpec>;

/** Where a component is used, for messages. */
export interface UseSite {
  component: string;
  page: string;
}

export class ComponentError extends Error {
  override name = "DocgenComponentError";
}

/** Reports an unknown attribute; the plugin collects these so a build can print them once. */
export type WarnFn = (message: string) => void;

/** Nunjucks passes keyword arguments as one trailing object marked `__keywords`. */
export function splitArguments(args: unknown[], site: UseSite): Record<string, unknown> {
  const last = args.at(-1);
  const keywords = isKeywordObject(last) ? last : undefined;
  const positional = keywords ? args.slice(0, -1) : args;
  if (positional.length > 0) {
    throw new ComponentError(
      `${where(site)}: positional arguments are not supported (got ${positional.length}). ` +
        `Use keyword arguments, for example {% ${site.component} name="value" %}. ` +
        `Keyword arguments are Nunjucks syntax: in Markdown pages set \`markdownTemplateEngine: "njk"\` (docgen build does).`,
    );
  }
  const out: Record<string, unknown> = {};
  if (keywords) {
    for (const key of Object.keys(keywords)) if (key !== "__keywords") out[key] = keywords[key];
  }
  return out;
}

function isKeywordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && (value as { __keywords?: unknown }).__keywords === true;
}

export function where(site: UseSite): string {
  return `[docgen] ${site.page}: <${site.component}>`;
}

/** Checks presence and types, coerces "true"/"3" strings, fills defaults, warns on unknown keys. */
export function resolveAttributes(
  table: AttributeTable,
  given: Record<string, unknown>,
  site: UseSite,
  warn: WarnFn,
): Record<string, unknown> {
  const { known, specs } = tableEntries(table);
  for (const key of Object.keys(given)) {
    if (!(key in table)) {
      const suggestion = closest(key, known);
      warn(
        `${where(site)} has an unknown attribute "${key}"; it is ignored.` +
          (suggestion ? ` Did you mean "${suggestion}"?` : ` Known attributes: ${known.join(", ")}.`),
      );
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key, spec] of specs) {
    const raw = given[key];
    if (raw === undefined || raw === null || (spec.required && raw === "" && !spec.allowEmpty)) {
      if (spec.required) {
        throw new ComponentError(
          `${where(site)} is missing the required attribute "${key}". Add ${key}="..." to the {% ${site.component} %} tag.`,
        );
      }
      out[key] = spec.default;
      continue;
    }
    out[key] = coerce(key, spec.type, raw, site);
  }
  return out;
}

/** A table's keys and entries, listed once: a generated reference resolves thousands of fields per build. */
const entries = new WeakMap<AttributeTable, { known: string[]; specs: [string, AttributeSpec][] }>();

function tableEntries(table: AttributeTable): { known: string[]; specs: [string, AttributeSpec][] } {
  let found = entries.get(table);
  if (!found) entries.set(table, (found = { known: Object.keys(table), specs: Object.entries(table) }));
  return found;
}

function coerce(key: string, type: AttributeType, raw: unknown, site: UseSite): unknown {
  switch (type) {
    case "any":
      return raw;
    case "string":
      if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean") return String(raw);
      throw new ComponentError(`${where(site)}: attribute "${key}" must be text, got ${describe(raw)}.`);
    case "url": {
      if (typeof raw !== "string") throw new ComponentError(`${where(site)}: attribute "${key}" must be a URL string, got ${describe(raw)}.`);
      const problem = checkUrl(raw);
      if (problem) throw new ComponentError(`${where(site)}: attribute ${key}="${raw}" is not an allowed URL: ${problem}.`);
      return raw.trim();
    }
    case "boolean":
      if (typeof raw === "boolean") return raw;
      if (raw === "true" || raw === "") return true;
      if (raw === "false") return false;
      throw new ComponentError(`${where(site)}: attribute "${key}" must be true or false, got ${describe(raw)}. Write ${key}=true without quotes.`);
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
      if (Number.isFinite(n)) return n;
      throw new ComponentError(`${where(site)}: attribute "${key}" must be a number, got ${describe(raw)}.`);
    }
  }
}

function describe(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : `${typeof value} ${JSON.stringify(value)}`;
}

/** The known name within edit distance 2, for "did you mean" hints. */
function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
