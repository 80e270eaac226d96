// Plain-text descriptions for front matter: the first sentence of spec Markdown, without markup.

const MAX_DESCRIPTION = 160;

export function plainSummary(markdown: string | undefined): string | undefined {
  if (!markdown) return undefined;
  const text = markdown
    .replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, " ")
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    // Autolinks keep their URL; only real tags go (`Price < 10 and > 5` is text).
    .replace(/<((?:https?|mailto):[^>\s]+)>/gi, "$1")
    .replace(/<\/?[A-Za-z][^<>]*>/g, " ")
    // Link targets may hold one level of parentheses (`wiki/Foo_(bar)`); reference links keep their text.
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/`+/g, "")
    // Emphasis markers, but not inside words or numbers: `user_id` and `2*3` keep theirs.
    .replace(/[*_~]+/g, (run, at: number, all: string) => (/[\p{L}\p{N}]/u.test(all[at - 1] ?? "") && /[\p{L}\p{N}]/u.test(all[at + run.length] ?? "") ? run : ""))
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " })[name]!)
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > MAX_DESCRIPTION ? `${sentence.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : sentence;
}
