// Turns document text into a value: JSON or YAML, told apart by content, errors with file:line:col.
import type { Schema, YAMLException } from "js-yaml";
import { createRequire } from "node:module";
import { DocgenInputError } from "../../errors.js";
import { findJsonError, lineColumn } from "../../json-error.js";

export interface ParsedText {
  value: unknown;
  format: "json" | "yaml";
  /** Problems that did not stop parsing (duplicate YAML keys), already located as `file:line:col`. */
  notes: string[];
}

type JsYaml = typeof import("js-yaml");
let jsYaml: { lib: JsYaml; schema: Schema } | undefined;

/**
 * js-yaml, loaded on the first YAML text (its CommonJS build, synchronously): a JSON spec never needs it, and
 * loading it took about 5 ms of every run's start-up.
 */
function yaml(): { lib: JsYaml; schema: Schema } {
  if (jsYaml === undefined) {
    const lib = createRequire(import.meta.url)("js-yaml") as JsYaml;
    // `<<: *defaults` merge keys appear in hand-written YAML specs; js-yaml 5 leaves them out by default.
    jsYaml = { lib, schema: lib.CORE_SCHEMA.withTags(lib.mergeTag) };
  }
  return jsYaml;
}

// js-yaml's default nesting limit (100) is lower than some real inline schemas reach.
const YAML_MAX_DEPTH = 1000;

/**
 * Parses `text`, naming `display` in errors.
 *
 * Text whose first character is `{` or `[` is JSON, strictly. YAML is a superset of JSON, but
 * handing broken JSON to a YAML parser hides mistakes (`"title": }` quietly becomes null) and
 * reports YAML's idea of the position; JSON.parse is also much faster on big specs.
 */
export function parseText(text: string, display: string): ParsedText {
  const start = firstNonSpace(text);
  if (start === -1) throw new DocgenInputError("the file is empty", { location: display });
  const first = text[start];
  if (first === "<") {
    throw new DocgenInputError("this is an HTML (or XML) page, not an OpenAPI spec", {
      location: display,
      hint: "Pass the spec itself (openapi.json / openapi.yaml), e.g. the raw file URL rather than a page that shows it.",
    });
  }
  if (first === "{" || first === "[") {
    try {
      return { value: JSON.parse(text), format: "json", notes: [] };
    } catch {
      throw jsonSyntaxError(text, display);
    }
  }
  return parseYaml(text, display);
}

function parseYaml(text: string, display: string): ParsedText {
  const { lib, schema } = yaml();
  try {
    return { value: lib.load(text, { filename: display, schema, maxDepth: YAML_MAX_DEPTH }), format: "yaml", notes: [] };
  } catch (error) {
    if (!(error instanceof lib.YAMLException)) throw error;
    if (error.reason.startsWith("duplicated mapping key")) {
      // Duplicate keys are common in hand-edited specs; like JSON.parse, keep the last one and say so.
      const value = lib.load(text, { filename: display, schema, maxDepth: YAML_MAX_DEPTH, json: true });
      return { value, format: "yaml", notes: [`${yamlLocation(error, display)}: ${error.reason} (the last value is used)`] };
    }
    throw new DocgenInputError(error.reason, { location: yamlLocation(error, display), hint: "Fix the YAML syntax at that line and column.", cause: error });
  }
}

function yamlLocation(error: YAMLException, display: string): string {
  // js-yaml marks are zero-based; editors count from 1.
  return error.mark ? `${display}:${error.mark.line + 1}:${error.mark.column + 1}` : display;
}

function jsonSyntaxError(text: string, display: string): DocgenInputError {
  const spot = findJsonError(text) ?? { offset: 0, message: "invalid JSON" };
  const { line, column } = lineColumn(text, spot.offset);
  return new DocgenInputError(spot.message, { location: `${display}:${line}:${column}`, hint: "Fix the JSON syntax at that line and column." });
}

function firstNonSpace(text: string): number {
  const match = /[^\s\uFEFF]/.exec(text);
  return match ? match.index : -1;
}
