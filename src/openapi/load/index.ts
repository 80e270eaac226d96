// Loads a spec from a path or URL: text -> YAML/JSON -> version -> external $refs bundled -> warnings.
import { DocgenInputError, DocgenUsageError } from "../../errors.js";
import type { LoadedSpec, LoadOptions, SpecWarning } from "../types.js";
import { bundleExternalRefs } from "./bundle-refs.js";
import { scanRefs } from "./check-refs.js";
import { detectVersion } from "./detect-version.js";
import { resolveLoadOptions, type ResolvedLoadOptions } from "./options.js";
import { parseText } from "./parse-text.js";
import { displayName, isHttpUrl, readSource, sourceToUrl } from "./read-source.js";

export { UNRESOLVED_REF_KEY } from "./bundle-refs.js";
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS } from "./options.js";

/**
 * Reads the spec at `source` (a local path or an http(s) URL) and returns it parsed, with its
 * version and every external `$ref` bundled in. Throws DocgenInputError for anything the user
 * must fix (missing file, HTTP error, syntax error with file:line:col, unsupported version);
 * dangling references are returned as `warnings`.
 */
export async function loadSpec(source: string, options: LoadOptions = {}): Promise<LoadedSpec> {
  const limits = resolveLoadOptions(options);
  const rootUrl = sourceToUrl(source);
  if (limits.headers.length > 0) {
    if (!isHttpUrl(rootUrl)) {
      throw new DocgenUsageError(`headers (--header) are sent to a spec's server, and ${source} is a local file: leave them out, or pass the spec's http(s) URL`);
    }
    limits.headersOrigin = new URL(rootUrl).origin;
  }
  const root = await readSource(rootUrl, source, limits);
  const parsed = parseText(root.text, source);
  const detected = detectVersion(parsed.value, source);
  const document = parsed.value as Record<string, unknown>;
  const warnings: SpecWarning[] = parsed.notes.map((message) => ({ pointer: "#", message }));
  if (detected.note) warnings.push({ pointer: detected.version === "2.0" ? "#/swagger" : "#/openapi", message: detected.note });

  const files = [source];
  const unreadFiles: string[] = [];
  // One walk finds dangling references and tells whether anything points outside. Most big specs are single
  // files; the rest are bundled and then walked again, since bundling adds and rewrites references.
  // JSON.parse never puts one object at two places; YAML anchors and bundling can.
  let refs = scanRefs(document, parsed.format === "json");
  if (refs.external) {
    const bundled = await bundleExternalRefs(document, root.url, (url) => readReferenced(url, limits));
    files.push(...bundled.files.map(displayName));
    unreadFiles.push(...bundled.unread.map(displayName));
    warnings.push(...bundled.warnings);
    refs = scanRefs(document);
  }
  warnings.push(...refs.warnings);
  return { document, version: detected.version, versionString: detected.versionString, source, warnings, format: parsed.format, files, unreadFiles };
}

async function readReferenced(url: string, limits: ResolvedLoadOptions): Promise<{ value: unknown } | { error: DocgenInputError }> {
  const display = displayName(url);
  let text: string;
  try {
    text = (await readSource(url, display, limits)).text;
  } catch (error) {
    if (error instanceof DocgenInputError) return { error };
    throw error;
  }
  // A code or text file (a request sample's `source: { $ref: ./samples/create.py }`, a description in Markdown) is
  // its text: read as YAML, its lines would be folded into one.
  if (TEXT_FILE.test(new URL(url).pathname)) return { value: text };
  // Syntax errors in a referenced file fail the load, located in that file.
  return { value: parseText(text, display).value };
}

/** Extensions of referenced files taken as text, not parsed: source code, shell, Markdown, plain text, HTML. */
const TEXT_FILE =
  /\.(?:py|js|mjs|cjs|jsx|ts|tsx|sh|bash|zsh|ps1|rb|php|java|kt|kts|go|rs|cs|fs|vb|c|h|cc|cpp|hpp|m|mm|swift|scala|dart|ex|exs|erl|clj|pl|r|lua|sql|graphql|gql|http|curl|md|markdown|txt|text|html?)$/i;
