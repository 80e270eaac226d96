// The words `docgen openapi` writes into the pages, as the labels of the run (see src/generator-labels.ts): set for
// one page's building and writing at a time (withLabels), read by the page builders through say() and sayInlines().
import { GENERATOR_LABELS, type GeneratorLabelName, type GeneratorLabels } from "../generator-labels.js";
import type { Inline } from "./pages/blocks.js";
import { escapeInline, markdownCodeSpan } from "../markdown-text.js";

let current: GeneratorLabels = GENERATOR_LABELS;

/** The defaults with `own` over them (names not the generator's are left out: they are the site's page labels). */
export function generatorLabels(own?: Readonly<Record<string, unknown>>): GeneratorLabels {
  if (!own) return GENERATOR_LABELS;
  const labels: GeneratorLabels = { ...GENERATOR_LABELS };
  for (const [name, value] of Object.entries(own)) if (Object.hasOwn(GENERATOR_LABELS, name) && typeof value === "string") labels[name as GeneratorLabelName] = value;
  return labels;
}

/** Runs `work` with `labels` as the words of the pages it builds and writes. */
export function withLabels<T>(labels: GeneratorLabels, work: () => T): T {
  const before = current;
  current = labels;
  try {
    return work();
  } finally {
    current = before;
  }
}

type Part = { text: string } | { slot: string };

/** Each label's text cut at its `{name}`s, once per text. */
const partsOf = new Map<string, Part[]>();

function parts(template: string): Part[] {
  let cut = partsOf.get(template);
  if (cut === undefined) {
    cut = [];
    let at = 0;
    for (const m of template.matchAll(/\{(\w+)\}/g)) {
      if (m.index > at) cut.push({ text: template.slice(at, m.index) });
      cut.push({ slot: m[1]! });
      at = m.index + m[0].length;
    }
    if (at < template.length) cut.push({ text: template.slice(at) });
    if (partsOf.size > 10_000) partsOf.clear();
    partsOf.set(template, cut);
  }
  return cut;
}

/** The label `name` as plain text, each `{slot}` that `values` has filled in (any other kept as written). */
export function say(name: GeneratorLabelName, values?: Readonly<Record<string, string | number>>): string {
  const template = current[name];
  if (values === undefined) return template;
  let out = "";
  for (const part of parts(template)) {
    if ("text" in part) out += part.text;
    else out += Object.hasOwn(values, part.slot) ? String(values[part.slot]) : `{${part.slot}}`;
  }
  return out;
}

/** What fills a slot of sayInlines: text, or inline content (a code span, a link) as it is. */
export type Slot = string | number | Inline | readonly Inline[];

/** The label `name` as inline content: its words as text, each `{slot}` what `values` gives for it. */
export function sayInlines(name: GeneratorLabelName, values: Readonly<Record<string, Slot>> = {}): Inline[] {
  const out: Inline[] = [];
  // Text next to text is one piece: the writer escapes each piece as if it began a line (see escapeInline).
  const push = (inline: Inline) => {
    const last = out[out.length - 1];
    if ("text" in inline && last !== undefined && "text" in last) out[out.length - 1] = { text: last.text + inline.text };
    else out.push(inline);
  };
  for (const part of parts(current[name])) {
    if ("text" in part) push(part);
    else if (!Object.hasOwn(values, part.slot)) push({ text: `{${part.slot}}` });
    else {
      const value = values[part.slot]!;
      if (typeof value === "string" || typeof value === "number") push({ text: String(value) });
      else if (Array.isArray(value)) for (const inline of value as readonly Inline[]) push(inline);
      else push(value as Inline);
    }
  }
  return out;
}

/** The label `name` as Markdown (for text the pages read as the spec's prose): its words escaped, each code value a code span. */
export function sayMarkdown(name: GeneratorLabelName, values: Readonly<Record<string, string | number | { code: string }>> = {}): string {
  let out = "";
  for (const inline of sayInlines(name, values)) out += "code" in inline ? markdownCodeSpan(inline.code) : escapeInline("text" in inline ? inline.text : "");
  return out;
}
