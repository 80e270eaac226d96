// Bump.sh's call-outs in spec Markdown, as GitHub alerts: a blockquote whose first line is `info`, `warn`, `success`
// or `error` alone (Bump's documented types; Train Travel's Payments tag writes `> warn`) is a call-out there, and
// a quote that began with the word "warn" here. The marker becomes GitHub's (`[!NOTE]`, `[!WARNING]`, `[!TIP]`,
// `[!CAUTION]`), which the docgen plugin shows as an alert and the page description passes over.

/** A call-out's first line: the quote marker, then the type alone. */
const CALLOUT_LINE = /^( {0,3}>[ \t]?)(info|warn|success|error)[ \t]*$/i;
/** The same anywhere in a text: whether there is anything to rewrite. */
const ANY_CALLOUT = /^ {0,3}>[ \t]?(?:info|warn|success|error)[ \t]*$/im;
const QUOTE_LINE = /^ {0,3}>/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Bump's types as GitHub's kinds: `success` is the green one, `error` the red one. */
const KINDS: Record<string, string> = { info: "NOTE", warn: "WARNING", success: "TIP", error: "CAUTION" };

/**
 * `markdown` with each Bump call-out's first line written as a GitHub alert's marker: only a line that starts a
 * quote (the line before it is no quote line), outside fenced code. Text without one comes back as it is.
 */
export function bumpCallouts(markdown: string): string {
  if (!markdown.includes(">") || !ANY_CALLOUT.test(markdown)) return markdown;
  const lines = markdown.split("\n");
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    const cr = line.endsWith("\r") ? "\r" : "";
    const callout = CALLOUT_LINE.exec(cr ? line.slice(0, -1) : line);
    if (callout && (i === 0 || !QUOTE_LINE.test(lines[i - 1]!))) lines[i] = `${callout[1]}[!${KINDS[callout[2]!.toLowerCase()]}]${cr}`;
  }
  return lines.join("\n");
}
