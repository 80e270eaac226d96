// Validates loader options and fills in defaults, in one place.
import { DocgenUsageError } from "../../errors.js";
import type { LoadOptions } from "../types.js";

/** Loader options with every default filled in. */
export interface ResolvedLoadOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The headers to send, as [name, value]: only to `headersOrigin`. */
  headers: [string, string][];
  /** The origin of the spec's URL (`http://host:port`); undefined for a local spec, when headers are empty. */
  headersOrigin?: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 10;

const KNOWN = new Set(["timeoutMs", "maxBytes", "maxRedirects", "headers"]);

/** A header name: an HTTP token (RFC 9110). */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function resolveLoadOptions(options: LoadOptions = {}): ResolvedLoadOptions {
  // Typos such as `timeout` must not be silently ignored.
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) throw new DocgenUsageError(`unknown loader option "${key}" (known: ${[...KNOWN].join(", ")})`);
  }
  return {
    timeoutMs: positive("timeoutMs", options.timeoutMs, DEFAULT_TIMEOUT_MS),
    maxBytes: positive("maxBytes", options.maxBytes, DEFAULT_MAX_BYTES),
    maxRedirects: nonNegative("maxRedirects", options.maxRedirects, DEFAULT_MAX_REDIRECTS),
    headers: headerList(options.headers),
  };
}

/** The headers option as a list, checked. Messages name a header, never its value (it is often a secret). */
function headerList(headers: Record<string, string> | undefined): [string, string][] {
  if (headers === undefined) return [];
  if (headers === null || typeof headers !== "object" || Array.isArray(headers)) {
    throw new DocgenUsageError("loader option headers must be an object of header names and values, such as { Authorization: \"Bearer ...\" }");
  }
  const list: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) throw new DocgenUsageError(`header name ${JSON.stringify(name)} is not a valid HTTP header name (letters, digits and !#$%&'*+.^_\`|~- only)`);
    if (typeof value !== "string") throw new DocgenUsageError(`the value of header ${name} must be a string`);
    if (/[\r\n\0]/.test(value)) throw new DocgenUsageError(`the value of header ${name} holds a line break or a NUL character, which HTTP does not allow`);
    // A header is bytes: fetch refuses a character past U+00FF (an emoji, a letter pasted from a document).
    if (/[^\t\x20-\x7e\x80-\xff]/.test(value)) throw new DocgenUsageError(`the value of header ${name} holds a character HTTP does not allow in a header (a control character, or one past Latin-1)`);
    list.push([name, value.trim()]);
  }
  return list;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new DocgenUsageError(`loader option ${name} must be a positive number, got ${JSON.stringify(value)}`);
  }
  return value;
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new DocgenUsageError(`loader option ${name} must be a whole number >= 0, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** "30 s", "250 ms": for messages. */
export function formatDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** "100 MiB", "512 bytes": for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}
