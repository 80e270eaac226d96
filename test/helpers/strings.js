// How V8 stores a string, read through its serializer (whose tag says one byte per character or two):
// the one observable sign of a string's representation without natives syntax.
import { serialize } from "node:v8";

/** "one byte" or "two bytes" per character. */
export function storage(text) {
  const bytes = serialize(text);
  let at = 2; // after the version header
  while (bytes[at] === 0) at++; // padding before a two-byte string
  return bytes[at] === 0x22 ? "one byte" : bytes[at] === 0x63 ? "two bytes" : `tag ${bytes[at]}`;
}
