// The "Example request" section: the request samples the spec's authors wrote (`x-codeSamples`) and the generated
// curl command. Alone, the curl command is one code block; beside the spec's samples, all of them are one
// `CodeGroup`, each block titled with its sample's label, which the site shows as tabs.
import type { CodeSample, Operation } from "../model.js";
import type { Block } from "./blocks.js";
import type { PageContext } from "./context.js";
import { shownPath } from "./context.js";
import { curlCommand } from "./curl.js";
import { noteBlocks } from "./example-text.js";

/** The generated command's title among the spec's samples. */
export const GENERATED_CURL_TITLE = "curl";

/**
 * Language names as specs write them (first word, lower case) -> the name highlighters (Prism, Shiki, highlight.js)
 * know them by. Anything else keeps its own first word.
 */
const LANGUAGES = new Map<string, string>([
  ...["curl", "shell", "bash", "sh", "zsh", "console", "cli", "terminal"].map((k): [string, string] => [k, "bash"]),
  ...["node", "nodejs", "node.js", "javascript", "js", "fetch"].map((k): [string, string] => [k, "javascript"]),
  ...["typescript", "ts"].map((k): [string, string] => [k, "typescript"]),
  ...["python", "python3", "py"].map((k): [string, string] => [k, "python"]),
  ...["ruby", "rb"].map((k): [string, string] => [k, "ruby"]),
  ...["c#", "csharp", "cs", ".net", "dotnet"].map((k): [string, string] => [k, "csharp"]),
  ...["go", "golang"].map((k): [string, string] => [k, "go"]),
  ...["kotlin", "kt"].map((k): [string, string] => [k, "kotlin"]),
  ...["rust", "rs"].map((k): [string, string] => [k, "rust"]),
  ...["c++", "cpp"].map((k): [string, string] => [k, "cpp"]),
  ...["objective-c", "objc", "obj-c"].map((k): [string, string] => [k, "objectivec"]),
  ...["powershell", "pwsh"].map((k): [string, string] => [k, "powershell"]),
]);

/** The fence language of a sample's `lang`: `C#` -> csharp, `Shell + Curl` -> bash, `javascript_v2--nodejs` -> javascript. */
export function fenceLanguage(lang: string): string {
  const first = lang.trim().toLowerCase().split(/[\s_/(]/)[0]!;
  const known = LANGUAGES.get(first);
  if (known) return known;
  // A name of letters, digits and + _ . - (`elixir`, `f#` is kept as `f`): anything else is not a language name.
  return /^[a-z0-9+_.#-]+$/.test(first) ? first.replace(/[^a-z0-9+_-]/g, "") || "text" : "text";
}

/** A shell sample that runs curl: the spec's own curl command, which takes the generated one's place. */
function isCurlCommand(sample: CodeSample): boolean {
  return fenceLanguage(sample.lang) === "bash" && /(?:^|\n)[ \t]*curl[ \t]/.test(sample.source);
}

/** Titles as given, a repeated one numbered (`Python (2)`), so each tab can be told apart. */
function distinctTitles(titles: string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const n = (seen.get(title) ?? 0) + 1;
    seen.set(title, n);
    return n === 1 ? title : `${title} (${n})`;
  });
}

export function requestSampleBlocks(ctx: PageContext, op: Operation, level: number): Block[] {
  const curl = curlCommand(op, shownPath(ctx, op.path), ctx.schemes, ctx.schemas);
  const note = noteBlocks(curl.cut, "The request body in this command");
  const samples = op.codeSamples;
  if (samples.length === 0) return [{ kind: "heading", level, text: "Example request" }, { kind: "code", lang: "bash", code: curl.code }, ...note];
  const withCurl = !samples.some(isCurlCommand);
  // On one line, as a fence's info string holds it, before repeats are told apart.
  const titles = distinctTitles([...samples.map((s) => s.label.replace(/\s+/g, " ").trim()), ...(withCurl ? [GENERATED_CURL_TITLE] : [])]);
  const body: Block[] = samples.map((s, i) => ({ kind: "code", lang: fenceLanguage(s.lang), code: s.source.replace(/\s+$/, ""), title: titles[i] }));
  if (withCurl) body.push({ kind: "code", lang: "bash", code: curl.code, title: titles[samples.length] });
  return [
    { kind: "heading", level, text: "Example request" },
    { kind: "component", name: "CodeGroup", attrs: [["label", "Request samples"]], body },
    ...(withCurl ? note : []),
  ];
}
