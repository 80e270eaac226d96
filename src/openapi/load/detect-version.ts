// Decides which spec version a parsed document is: Swagger 2.0, OpenAPI 3.0.x, 3.1.x or 3.2.x, else an error.
import { DocgenInputError } from "../../errors.js";
import type { SpecVersion } from "../types.js";

export interface DetectedVersion {
  version: SpecVersion;
  versionString: string;
  /** Set when the version was written as a YAML number (`swagger: 2.0`) and read leniently. */
  note?: string;
}

const SUPPORTED = "docgen reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x specs.";

/** Checks that `value` is a spec object and returns its version. */
export function detectVersion(value: unknown, display: string): DetectedVersion {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const found = value === null ? "nothing (null)" : Array.isArray(value) ? "a list" : `a ${typeof value} (${JSON.stringify(value).slice(0, 40)})`;
    throw new DocgenInputError(`not an OpenAPI spec: the top level is ${found}, expected an object with an "openapi" or "swagger" field`, {
      location: display,
      hint: SUPPORTED,
    });
  }
  const doc = value as Record<string, unknown>;
  if (doc.openapi !== undefined) return openapiVersion(doc.openapi, display);
  if (doc.swagger !== undefined) return swaggerVersion(doc.swagger, display);
  throw new DocgenInputError('not an OpenAPI spec: no "openapi" or "swagger" field at the top level', {
    location: display,
    hint: `${SUPPORTED} A JSON Schema file or another JSON/YAML document cannot be turned into API pages.`,
  });
}

function openapiVersion(raw: unknown, display: string): DetectedVersion {
  // `openapi: 3.1` unquoted is a YAML number; accept it but say the spec should quote it.
  const note = typeof raw === "number" ? `openapi: ${raw} is a number; write it as a string, e.g. "3.1.0"` : undefined;
  const text = typeof raw === "number" ? (Number.isInteger(raw) ? raw.toFixed(1) : String(raw)) : raw;
  if (typeof text === "string") {
    const match = /^3\.([012])(\.\d+)?(-[0-9A-Za-z.-]+)?$/.exec(text.trim());
    if (match) return { version: `3.${match[1]}` as SpecVersion, versionString: text.trim(), note };
  }
  throw unsupported(`openapi: ${JSON.stringify(raw)}`, display, "Newer OpenAPI versions are not supported yet.");
}

function swaggerVersion(raw: unknown, display: string): DetectedVersion {
  if (raw === "2.0") return { version: "2.0", versionString: "2.0" };
  if (raw === 2) return { version: "2.0", versionString: "2.0", note: 'swagger: 2.0 is a number; write it as the string "2.0"' };
  throw unsupported(`swagger: ${JSON.stringify(raw)}`, display, "Convert Swagger 1.x specs to 2.0 or 3.x first (e.g. with the Swagger converter).");
}

function unsupported(found: string, display: string, advice: string): DocgenInputError {
  return new DocgenInputError(`unsupported spec version (${found})`, { location: display, hint: `${SUPPORTED} ${advice}` });
}
