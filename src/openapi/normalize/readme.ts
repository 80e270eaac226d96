// ReadMe's OpenAPI extensions (docs.readme.com, "OpenAPI Extensions"), read so that a spec written for ReadMe keeps
// on docgen's pages what its authors set there: the API explorer turned off (no Try it), the languages of the
// generated request samples, and static headers sent with every request. (Its custom code samples are read with
// Redoc's, in operation.ts.) Each is read from the operation, else from the spec's root, the operation's winning as
// on ReadMe, and each under `x-readme` or on its own as `x-<name>`. ReadMe's switches for its own service
// (`proxy-enabled`, `metrics-enabled`) mean nothing on a docgen site and are not read.
import { HEADER_NAME } from "../load/options.js";
import type { Parameter, SampleLanguage } from "../model.js";
import { type Context, type Json, child, isObject, warn } from "./context.js";
import { emptySchema } from "./schema.js";
import { sayMarkdown } from "../labels.js";

/** What ReadMe's extensions set for one operation, or for every operation (the spec's root). */
export interface ReadmeSettings {
  /** `explorer-enabled`; undefined when not set. */
  explorer?: boolean;
  /** `samples-enabled`; undefined when not set. */
  samplesEnabled?: boolean;
  /** `samples-languages`, as the languages docgen writes; undefined when not set. */
  languages?: readonly SampleLanguage[];
  /** `headers`, as header parameters; undefined when not set. */
  headers?: Parameter[];
}

/** ReadMe's language names (its httpsnippet targets, and `shell`) for the samples docgen writes. */
const LANGUAGES = new Map<string, SampleLanguage>([
  ["curl", "curl"],
  ["shell", "curl"],
  ["node", "javascript"],
  ["node-simple", "javascript"],
  ["javascript", "javascript"],
  ["python", "python"],
  ["go", "go"],
  ["java", "java"],
  ["ruby", "ruby"],
  ["php", "php"],
  ["csharp", "csharp"],
]);

/** The settings `holder` (an operation, or the spec's root at `#`) makes, each bad one left out with a warning. */
export function readmeSettings(ctx: Context, holder: Json, pointer: string): ReadmeSettings {
  const settings: ReadmeSettings = {};
  const explorer = setting(holder, pointer, "explorer-enabled");
  if (explorer) settings.explorer = flag(ctx, explorer);
  const enabled = setting(holder, pointer, "samples-enabled");
  if (enabled) settings.samplesEnabled = flag(ctx, enabled);
  const languages = setting(holder, pointer, "samples-languages");
  if (languages) settings.languages = languagesOf(ctx, languages);
  const headers = setting(holder, pointer, "headers");
  if (headers) settings.headers = headersOf(ctx, headers);
  return settings;
}

/** The operation's own settings over the root's, as ReadMe reads them. */
export function mergeReadme(root: ReadmeSettings, own: ReadmeSettings): ReadmeSettings {
  return {
    explorer: own.explorer ?? root.explorer,
    samplesEnabled: own.samplesEnabled ?? root.samplesEnabled,
    languages: own.languages ?? root.languages,
    headers: own.headers ?? root.headers,
  };
}

/** The generated samples' languages the settings choose: none when samples are off; undefined when nothing is set. */
export function sampleLanguagesOf(settings: ReadmeSettings): readonly SampleLanguage[] | undefined {
  return settings.samplesEnabled === false ? [] : settings.languages;
}

interface Found {
  value: unknown;
  pointer: string;
}

/** `x-readme.<name>`, else `x-<name>`. */
function setting(holder: Json, pointer: string, name: string): Found | undefined {
  const group = holder["x-readme"];
  if (isObject(group) && group[name] !== undefined) return { value: group[name], pointer: child(child(pointer, "x-readme"), name) };
  const own = holder[`x-${name}`];
  return own === undefined ? undefined : { value: own, pointer: child(pointer, `x-${name}`) };
}

function flag(ctx: Context, found: Found): boolean | undefined {
  if (typeof found.value === "boolean") return found.value;
  warn(ctx, found.pointer, "is not true or false; ignored");
  return undefined;
}

/**
 * The languages docgen writes, in the spec's order, once each. Names it writes no samples in (ReadMe's `swift`,
 * `csharp`) are named in one warning; when none is left, the setting is dropped and the default (curl) stays, so
 * that the page still shows a request.
 */
function languagesOf(ctx: Context, found: Found): readonly SampleLanguage[] | undefined {
  if (!Array.isArray(found.value)) {
    warn(ctx, found.pointer, 'is not a list; ignored. Write it as a list of language names: ["shell", "node", "python"]');
    return undefined;
  }
  const out: SampleLanguage[] = [];
  const unknown: string[] = [];
  for (const name of found.value) {
    const language = typeof name === "string" ? LANGUAGES.get(name.trim().toLowerCase()) : undefined;
    if (language === undefined) unknown.push(typeof name === "string" ? name : JSON.stringify(name));
    else if (!out.includes(language)) out.push(language);
  }
  if (unknown.length > 0) {
    const kept = out.length > 0 ? "left out" : "left out, so the default, a curl command, is written instead";
    warn(ctx, found.pointer, `docgen writes no request samples in ${unknown.join(", ")}; ${kept}. It writes shell (curl), node (fetch), python, go, java, ruby, php and csharp`);
  }
  return out.length > 0 ? out : undefined;
}

/**
 * ReadMe's static headers, `[{ key, value }]`, as required header parameters whose value is given (their default,
 * which Try it fills in, and their example, which the samples send).
 */
function headersOf(ctx: Context, found: Found): Parameter[] | undefined {
  if (!Array.isArray(found.value)) {
    warn(ctx, found.pointer, "is not a list; ignored. Write it as a list of { key, value } objects");
    return undefined;
  }
  const out: Parameter[] = [];
  found.value.forEach((entry: unknown, i) => {
    const at = child(found.pointer, i);
    const key = isObject(entry) && typeof entry.key === "string" ? entry.key.trim() : "";
    const raw = isObject(entry) ? entry.value : undefined;
    if (key === "") return warn(ctx, at, "static header has no key (its name, a string); left out. Write it as { key: X-Api-Key, value: ... }");
    // An HTTP header name (RFC 9110's token), as the loader's --header takes: anything else breaks every sample.
    if (!HEADER_NAME.test(key)) return warn(ctx, at, `static header "${key}" is no header name (letters, digits and !#$%&'*+-.^_\`|~); left out`);
    if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean") return warn(ctx, at, `static header "${key}" has no value (a string); left out`);
    if (out.some((p) => p.name.toLowerCase() === key.toLowerCase())) return warn(ctx, at, `static header "${key}" is given twice; the first is kept`);
    const value = String(raw);
    // Assigned, not spread: a schema of its own shape would make every schema read polymorphic (docs-dev/performance.md).
    const schema = emptySchema();
    schema.types = ["string"];
    schema.default = { value };
    out.push({ name: key, in: "header", required: true, deprecated: false, description: sayMarkdown("staticHeaderField"), schema, examples: [{ value }], style: undefined, explode: undefined });
  });
  return out;
}
