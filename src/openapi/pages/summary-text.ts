// Plain-text descriptions for front matter: the first sentence of spec Markdown, without markup.
import { ALERT_KINDS } from "../../markdown-text.js";
import { bumpCallouts } from "../write/prose.js";

const MAX_DESCRIPTION = 160;
/** Marks a heading's paragraph while the text is taken apart. */
const HEADING = "\u0001";

/** A GitHub alert's marker line, `> [!NOTE]`, its quote marker captured. */
const MARKER_LINE = String.raw`^( {0,3}>)[ \t]*\[!(?:${ALERT_KINDS})\][ \t]*$`;
/** A GitHub alert: its marker line and the quote's lines under it. */
const ALERT = new RegExp(String.raw`${MARKER_LINE}(?:\n {0,3}>.*)*`, "gim");
/** The marker line alone. */
const ALERT_MARKER = new RegExp(MARKER_LINE, "gim");

/**
 * The first sentence of `markdown` as plain text, at most 160 characters. GitHub alerts (`> [!NOTE]` and its quote)
 * are asides: the sentence comes from the text around them, and from an alert (without its marker) only when
 * there is nothing else. GitHub's "Delete a pull request comment reaction" is summed up by "Delete a reaction to a
 * pull request review comment.", not by the note before it.
 */
export function plainSummary(given: string | undefined): string | undefined {
  if (!given) return undefined;
  // Bump.sh's call-outs (`> warn`) are GitHub alerts on the page: asides here too.
  const markdown = bumpCallouts(given);
  if (!markdown.includes("[!")) return firstSentence(markdown);
  return firstSentence(markdown.replace(ALERT, "")) ?? firstSentence(markdown.replace(ALERT_MARKER, "$1"));
}

/** A character that may start markup firstSentence takes out: code, a tag, a link, a quote, a heading, emphasis, an entity. */
const MARKUP_CHAR = /[`~<>[\]#*_&]/;
/** A list item's marker at the start of a line (`*` is a markup character already). */
const LIST_MARKER = /^[ \t]{0,3}(?:[-+]|\d+[.)])[ \t]+/m;

/** True when firstSentence's markup passes would leave `markdown` as it is (see stripMarkup). */
export function isPlainText(markdown: string): boolean {
  return !MARKUP_CHAR.test(markdown) && !LIST_MARKER.test(markdown);
}

/** The text of `markdown` without its markup; a heading's text is marked with HEADING on a paragraph of its own. */
export function stripMarkup(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, " ")
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    // Autolinks keep their URL; only real tags go (`Price < 10 and > 5` is text).
    .replace(/<((?:https?|mailto):[^>\s]+)>/gi, "$1")
    .replace(/<\/?[A-Za-z][^<>]*>/g, " ")
    // Link targets may hold one level of parentheses (`wiki/Foo_(bar)`); reference links keep their text.
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    // Quote markers at any depth, then a list marker (`> - item` is an item in a quote). A heading is a paragraph
    // of its own, marked so that text comes before it.
    .replace(/^ {0,3}(?:>[ \t]?)+/gm, "")
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.*)$/gm, `\n${HEADING}$1\n`)
    .replace(/^[ \t]{0,3}([-*+]|\d+[.)])[ \t]+/gm, "")
    .replace(/`+/g, "")
    // Emphasis markers, but not inside words or numbers: `user_id` and `2*3` keep theirs.
    .replace(/[*_~]+/g, (run, at: number, all: string) => (/[\p{L}\p{N}]/u.test(all[at - 1] ?? "") && /[\p{L}\p{N}]/u.test(all[at + run.length] ?? "") ? run : ""))
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " })[name]!)
    .trim();
}

function firstSentence(markdown: string): string | undefined {
  // Most descriptions are plain sentences: nothing for the markup passes to take out.
  const text = isPlainText(markdown) ? markdown.trim() : stripMarkup(markdown);
  // The first paragraph of text bounds the sentence (a first line without a full stop does not run on into the
  // next section); a heading serves only when there is no text.
  const paragraphs = text.split(/\n[ \t]*\n/).map((p) => p.replace(/\s+/g, " ").trim()).filter((p) => p !== "" && p !== HEADING);
  const first = paragraphs.find((p) => !p.startsWith(HEADING)) ?? paragraphs[0]?.slice(HEADING.length);
  if (!first) return undefined;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(first)?.[1] ?? first;
  return sentence.length > MAX_DESCRIPTION ? `${sentence.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : sentence;
}
