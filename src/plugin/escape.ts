// HTML escaping and URL checks for values that reach component markup.

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for use in HTML content or a double- or single-quoted attribute. */
export function escapeHtml(value: unknown): string {
  const text = String(value);
  // Most values (names, types, sentences) hold none of the five: one test instead of a replace with a callback.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) : text;
}

const SPECIAL = /[&<>"']/;

/**
 * Accepts http(s) URLs, protocol-relative-free relative paths (`img/a.png`, `/a.png`, `./a.png`, `#x`, `?q`)
 * and rejects everything else (`javascript:`, `data:`, `//evil.example`, control characters).
 * Returns the reason when the URL is refused.
 */
export function checkUrl(value: string): string | undefined {
  // Browsers strip tabs/newlines inside URLs, so `java\tscript:` is still a script URL.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "it contains control characters";
  const trimmed = value.trim();
  if (trimmed === "") return "it is empty";
  // Browsers read `\` as `/` in http(s) URLs: `//x`, `\\x`, `/\x` and `\/x` all name another host.
  if (/^[\\/]{2}/.test(trimmed)) return "protocol-relative URLs are not allowed";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (scheme && !/^https?$/i.test(scheme[1]!)) return `the "${scheme[1]}:" scheme is not allowed (use http, https or a relative path)`;
  return undefined;
}
