// The "Example request" section: the request samples the spec's authors wrote (`x-codeSamples`) and the generated
// ones (curl by default; `--samples` adds JavaScript's fetch, Python's requests, and Go, Java, Ruby, PHP and C# with
// their standard libraries). The curl command alone is one code block; several samples are one `CodeGroup`, each
// block titled with its sample's label, which the site shows as tabs.
import type { CodeSample, Operation } from "../model.js";
import type { Block } from "./blocks.js";
import { type AnswerKind, fetchSample, pythonSample } from "./client-samples.js";
import { csharpSample, goSample, javaSample, phpSample, rubySample } from "./stdlib-samples.js";
import { type PageContext, type SampleLanguage, shownPath } from "./context.js";
import { type SampleRequest, curlCommand, isBytes, sampleRequest } from "./curl.js";
import { noteBlocks } from "./example-text.js";
import { say } from "../labels.js";

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

/** A generated sample: its title (a tab's name), fence language, and how it is written from the request. */
interface Generator {
  title: string;
  lang: string;
  write(request: SampleRequest, answer: AnswerKind): string;
  /** Whether one of the spec's own samples takes this one's place. */
  replacedBy(sample: CodeSample): boolean;
}

const GENERATORS: Record<SampleLanguage, Generator> = {
  // A shell sample that runs curl: the spec's own curl command. A vendor CLI, or PHP using libcurl, is not.
  curl: { title: "curl", lang: "bash", write: curlCommand, replacedBy: (s) => fenceLanguage(s.lang) === "bash" && /(?:^|\n)[ \t]*curl[ \t]/.test(s.source) },
  javascript: { title: "JavaScript", lang: "javascript", write: fetchSample, replacedBy: (s) => ["javascript", "typescript"].includes(fenceLanguage(s.lang)) },
  python: { title: "Python", lang: "python", write: pythonSample, replacedBy: (s) => fenceLanguage(s.lang) === "python" },
  go: { title: "Go", lang: "go", write: goSample, replacedBy: (s) => fenceLanguage(s.lang) === "go" },
  java: { title: "Java", lang: "java", write: javaSample, replacedBy: (s) => fenceLanguage(s.lang) === "java" },
  ruby: { title: "Ruby", lang: "ruby", write: rubySample, replacedBy: (s) => fenceLanguage(s.lang) === "ruby" },
  php: { title: "PHP", lang: "php", write: phpSample, replacedBy: (s) => fenceLanguage(s.lang) === "php" },
  csharp: { title: "C#", lang: "csharp", write: csharpSample, replacedBy: (s) => fenceLanguage(s.lang) === "csharp" },
};

/**
 * Whose curl command the page shows: the spec's own (a shell sample that runs curl, which takes the generated one's
 * place), docgen's, or none. Try it takes a body without an example of the spec's from it; a page without one shows
 * a body built from the schema instead, and only docgen's is known to send the body's example as written (see
 * operation-page.ts).
 */
export function curlOnPage(ctx: PageContext, op: Operation): "spec" | "generated" | undefined {
  if (op.codeSamples.some((s) => GENERATORS.curl.replacedBy(s))) return "spec";
  return samplesOf(ctx, op).includes("curl") ? "generated" : undefined;
}

/**
 * The languages docgen writes samples in: `--samples`, else those the spec chooses for the operation (ReadMe's
 * `samples-languages` and `samples-enabled`), else curl alone.
 */
function samplesOf(ctx: PageContext, op: Operation): readonly SampleLanguage[] {
  return ctx.options.samples ?? op.sampleLanguages ?? ["curl"];
}

/** Titles as given, a repeated one numbered (`Python (2)`), so each tab can be told apart. */
export function distinctTitles(titles: string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const n = (seen.get(title) ?? 0) + 1;
    seen.set(title, n);
    return n === 1 ? title : `${title} (${n})`;
  });
}

/**
 * How a sample reads the answer, as the first success response with a body says (`default` when no 2XX is listed):
 * JSON, text, or bytes (a media type of bytes, or a binary string schema), with the file curl saves bytes to,
 * named by the media type (`response.pdf`; `response.bin` when its subtype is no plain word).
 */
function answerOf(ctx: PageContext, op: Operation): { kind: AnswerKind; download?: string } {
  const success = op.responses.filter((r) => /^2/.test(r.status));
  const answer = success.length > 0 ? success.find((r) => r.content.length > 0) : op.responses.find((r) => r.status === "default");
  const media = answer?.content[0];
  if (media === undefined) return { kind: "none" };
  if (/json/i.test(media.type)) return { kind: "json" };
  if (!isBytes(media, ctx.schemas)) return { kind: "text" };
  return { kind: "bytes", download: downloadName(media.type) };
}

/**
 * The subtype that names an answer's file, when it is a plain word of up to 8 letters or digits (`pdf`, `png`),
 * parameters aside. Try it names the file it offers the same way (assets/docgen.js; a test keeps the two the same).
 */
export const DOWNLOAD_SUBTYPE = /^[^/]+\/([a-z0-9]{1,8})\s*(?:;|$)/i;

/** `response.pdf` for `application/pdf`; `response.bin` when the subtype is no plain word (`vnd.ms-excel`). */
export function downloadName(mediaType: string): string {
  return `response.${DOWNLOAD_SUBTYPE.exec(mediaType)?.[1]?.toLowerCase() ?? "bin"}`;
}

/**
 * The "Example request" section, for the examples column (see exampleColumn in operation-page.ts): the spec's samples
 * in spec order, then each generated one that no sample of the spec's replaces. One block alone is a plain code block
 * (an operation without samples, with `--samples curl`); several are one CodeGroup of titled blocks. None (`--samples
 * none` and no samples in the spec): no section.
 */
export function requestSampleBlocks(ctx: PageContext, op: Operation, level: number): Block[] {
  const samples = op.codeSamples;
  const generators = samplesOf(ctx, op).map((language) => GENERATORS[language]).filter((g) => !samples.some((s) => g.replacedBy(s)));
  if (samples.length === 0 && generators.length === 0) return [];
  const request = sampleRequest(op, shownPath(ctx, op.path), ctx.schemes, ctx.schemas);
  const { kind: answer, download } = answerOf(ctx, op);
  if (download !== undefined) request.download = download;
  const generated = generators.map((g) => ({ lang: g.lang, code: g.write(request, answer), title: g.title }));
  const note = generated.length > 0 ? noteBlocks(request.cut, say(generated.length === 1 ? "requestBodyInCommand" : "requestBodyInSamples")) : [];
  const heading: Block = { kind: "heading", level, text: say("exampleRequest") };
  const section = (samplesBlock: Block): Block[] => [heading, samplesBlock, ...note];
  // One sample alone (the curl command, on every page of a reference made with the defaults) is a plain block.
  if (samples.length === 0 && generated.length === 1) return section({ kind: "code", lang: generated[0]!.lang, code: generated[0]!.code });
  // On one line, as a fence's info string holds it, before repeats are told apart.
  const titles = distinctTitles([...samples.map((s) => s.label.replace(/\s+/g, " ").trim()), ...generated.map((g) => g.title)]);
  const body: Block[] = [];
  samples.forEach((s, i) => {
    body.push({ kind: "code", lang: fenceLanguage(s.lang), code: s.source.replace(/\s+$/, ""), title: titles[i] });
    // The command that installs what it needs (ReadMe's `install`), in a shell tab of its own right after it.
    if (s.install !== undefined) body.push({ kind: "code", lang: "bash", code: s.install, title: say("installTab", { title: titles[i]! }) });
  });
  generated.forEach((g, i) => body.push({ kind: "code", lang: g.lang, code: g.code, title: titles[samples.length + i] }));
  return section({ kind: "component", name: "CodeGroup", attrs: [["label", say("requestSamples")]], body });
}
