// Spec Markdown made safe to embed: headings demoted, HTML sanitized, links checked, `{` neutralized.
import { isDangerousUrl, sanitizeHtml } from "./html.js";

interface Segment {
  code: boolean;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Sanitizes Markdown from the spec. `headingLevel` is the level a `#` heading in it becomes
 * (deeper ones shift with it, capped at 6), so the spec's headings sit below the page's own.
 */
export function sanitizeProse(markdown: string, headingLevel: number): string {
  const shift = Math.max(0, headingLevel - 1);
  const lines = markdown.replace(/\r\n?/g, "\n").replace(/\u0000/g, "\uFFFD").split("\n");
  const segments: Segment[] = [];
  let fence: string | undefined;
  let text: string[] = [];
  const pushText = () => {
    if (text.length > 0) segments.push({ code: false, text: text.join("\n") });
    text = [];
  };
  for (const line of lines) {
    if (fence !== undefined) {
      segments.push({ code: true, text: line });
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && line.trim() === close[1]) fence = undefined;
      continue;
    }
    const open = FENCE.exec(line);
    if (open && !(open[1]![0] === "`" && line.slice(open[0].length).includes("`"))) {
      pushText();
      fence = open[1]!;
      segments.push({ code: true, text: line });
      continue;
    }
    text.push(line);
  }
  pushText();
  const openTags: string[] = [];
  const out = segments.map((s) => (s.code ? s.text : sanitizeText(demoteHeadings(s.text, shift), shift, openTags)));
  // An unclosed fence would swallow the page's markup after it: close it.
  if (fence !== undefined) out.push(fence);
  let result = out.join("\n");
  if (openTags.length > 0) result += openTags.reverse().map((n) => `</${n}>`).join("");
  return result;
}

/** ATX and setext headings -> ATX headings `shift` levels deeper (at most h6). */
export function demoteHeadings(text: string, shift: number): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const atx = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/.exec(line);
    if (atx) {
      out.push(`${"#".repeat(Math.min(6, atx[1]!.length + shift))}${atx[2]}`);
      continue;
    }
    const next = lines[i + 1];
    const prevBlank = out.length === 0 || out[out.length - 1]!.trim() === "";
    const setext = next === undefined ? undefined : /^ {0,3}(=+|-+)[ \t]*$/.exec(next);
    // A setext underline only makes a heading after a plain paragraph line (not a list item, quote or blank).
    if (setext && line.trim() !== "" && prevBlank && !/^ {0,3}([-*+>]|\d+[.)])\s/.test(line) && !/^ {4}/.test(line)) {
      const level = setext[1]![0] === "=" ? 1 : 2;
      out.push(`${"#".repeat(Math.min(6, level + shift))} ${line.trim()}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}

/** Outside fences: code spans kept verbatim, everything else through the HTML and link sanitizers. */
function sanitizeText(text: string, shift: number, openTags: string[]): string {
  const mapText = (t: string) => sanitizeLinks(t).replace(/\{/g, "\\{");
  // Inside an HTML block Markdown is not parsed, so backticks there do not make code: sanitize all of it.
  return text
    .split(/\n(?=[ \t]*\n)/)
    .map((chunk) => {
      if (/^\s*<[A-Za-z/!?]/m.test(chunk)) return sanitizeHtml(chunk, { shift, mapText, open: openTags });
      return splitCodeSpans(chunk)
        .map((piece) => (piece.code ? piece.text : sanitizeHtml(piece.text, { shift, mapText, open: openTags })))
        .join("");
    })
    .join("\n");
}

/** Splits a paragraph into text and code spans (a run of n backticks up to the next run of exactly n). */
export function splitCodeSpans(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  const runs = [...text.matchAll(/(?<!\\)`+/g)];
  for (let r = 0; r < runs.length; r++) {
    const open = runs[r]!;
    if (open.index! < last) continue;
    const close = runs.slice(r + 1).find((m) => m[0].length === open[0].length);
    if (!close) continue;
    out.push({ code: false, text: text.slice(last, open.index) });
    const end = close.index! + close[0].length;
    out.push({ code: true, text: text.slice(open.index, end) });
    last = end;
    r = runs.indexOf(close);
  }
  out.push({ code: false, text: text.slice(last) });
  return out;
}

/** Markdown link destinations, reference definitions and autolinks with a script URL point to `#` instead. */
function sanitizeLinks(text: string): string {
  return text
    .replace(/\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/g, (whole, url: string) => (isDangerousUrl(url.replace(/^<|>$/g, "")) ? "](#" : whole))
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*)(\S+)/gm, (whole, head: string, url: string) => (isDangerousUrl(url.replace(/^<|>$/g, "")) ? `${head}#` : whole));
}
