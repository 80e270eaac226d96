// JSON pointer helpers (RFC 6901) for `$ref` fragments and warning locations.

/** Escapes one reference token: `~` -> `~0`, `/` -> `~1`. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** `#/a` + `b/c` -> `#/a/b~1c`. */
export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${escapeToken(String(token))}`;
}

/**
 * Splits a URI fragment (`#/components/schemas/Pet`, `#`) into unescaped tokens; undefined when the
 * fragment is not a JSON pointer (`#Pet`: a JSON Schema anchor, or a typo for `#/Pet`).
 */
export function fragmentTokens(fragment: string): string[] | undefined {
  let body = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  try {
    // Fragments are URI-encoded (`%7B` for `{` in path names); tokens are not.
    body = decodeURIComponent(body);
  } catch {
    // A stray `%` is left as written.
  }
  if (body === "") return [];
  if (!body.startsWith("/")) return undefined;
  return body
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * A JSON pointer as docgen spells one (`#/paths/~1files~1%41/get`: an operation's, a warning's) as tokens. It is not
 * URI-encoded, so a `%` is the key's own, where a reference's fragment is decoded (see fragmentTokens); [] for `#`.
 */
export function pointerTokens(pointer: string): string[] {
  if (!pointer.startsWith("#/")) return [];
  return pointer
    .slice(2)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Tokens -> `#/a/b~1c`. */
export function tokensToPointer(tokens: readonly string[]): string {
  return tokens.reduce<string>((p, t) => childPointer(p, t), "#");
}

/** The value at `tokens` inside `root`, or `undefined` when the path does not exist. */
export function valueAt(root: unknown, tokens: readonly string[]): { value: unknown } | undefined {
  let current: unknown = root;
  for (const token of tokens) {
    if (current === null || typeof current !== "object") return undefined;
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length) return undefined;
      current = current[Number(token)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
      current = (current as Record<string, unknown>)[token];
    }
  }
  return { value: current };
}

/**
 * Keys whose values are literal data, not spec structure: a `$ref` inside an example or an
 * enum is part of the example, so it is neither bundled nor checked.
 */
export function isLiteralData(key: string, parentPointer: string): boolean {
  if (key === "example" || key === "enum" || key === "const" || key === "default") return true;
  // The `value` of an Example Object (`.../examples/<name>/value`).
  return key === "value" && /\/examples\/[^/]+$/.test(parentPointer);
}
