// Validates loader options and fills in defaults, in one place.
import { DocgenUsageError } from "../../errors.js";
import type { LoadOptions } from "../types.js";

/** Loader options with every default filled in. */
export interface ResolvedLoadOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 10;

const KNOWN = new Set(["timeoutMs", "maxBytes", "maxRedirects"]);

export function resolveLoadOptions(options: LoadOptions = {}): ResolvedLoadOptions {
  // Typos such as `timeout` must not be silently ignored.
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) throw new DocgenUsageError(`unknown loader option "${key}" (known: ${[...KNOWN].join(", ")})`);
  }
  return {
    timeoutMs: positive("timeoutMs", options.timeoutMs, DEFAULT_TIMEOUT_MS),
    maxBytes: positive("maxBytes", options.maxBytes, DEFAULT_MAX_BYTES),
    maxRedirects: nonNegative("maxRedirects", options.maxRedirects, DEFAULT_MAX_REDIRECTS),
  };
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
