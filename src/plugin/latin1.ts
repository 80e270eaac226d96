// Copies of strings that control how V8 stores them. V8 stores a string one byte per character when every
// character fits (Latin-1), else two; a string cut from a two-byte one stays two-byte whatever its characters,
// and a page built from any two-byte piece is flattened to two bytes per character as a whole: front matter or a
// field first rendered from a page holding one `’` made every page showing it twice its size in memory, where
// Eleventy keeps every page's content until the build ends. A slice also keeps the whole string it was cut from alive.

const WIDE = /[^\u0000-\u00ff]/;

/** A copy of `text` stored one byte per character, or undefined when a character does not fit. */
export function latin1Copy(text: string): string | undefined {
  return WIDE.test(text) ? undefined : Buffer.from(text, "latin1").toString("latin1");
}

/** A string that shares no memory with the strings it was built from. */
export function flatCopy(text: string): string {
  return text.length < 64 ? text : ` ${text}`.slice(1);
}

/** flatCopy, stored one byte per character when every character fits. */
export function compactCopy(text: string): string {
  return latin1Copy(text) ?? flatCopy(text);
}
