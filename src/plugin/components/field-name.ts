// Splits dotted field names (`address.city`) so nested fields can be shown under their parent.

export interface FieldName {
  /** The full name as written. */
  full: string;
  /** The last segment (`city`). */
  leaf: string;
  /** The parent path (`address`), empty for top-level fields. */
  parent: string;
  /** Nesting depth: 0 for `id`, 1 for `address.city`. */
  depth: number;
}

export function splitFieldName(name: string): FieldName {
  // `items[].id` and `a.b` both nest; a leading or trailing dot is not nesting.
  if (!name.includes(".")) return { full: name, leaf: name, parent: "", depth: 0 };
  const parts = name.split(".").filter((p) => p !== "");
  if (parts.length <= 1) return { full: name, leaf: name, parent: "", depth: 0 };
  return { full: name, leaf: parts.at(-1)!, parent: parts.slice(0, -1).join("."), depth: parts.length - 1 };
}

/** Formats a default value for display: strings as written, other values as JSON. */
export function formatDefault(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}
