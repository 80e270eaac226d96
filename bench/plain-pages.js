// The plain-Eleventy baseline's pages: plain Markdown (prose paragraphs, a few headings, one list), no front
// matter, no shortcodes, deterministic, each exactly `bytes` long, written at the given relative paths (the
// generated reference's own tree, so the folder spread is the same).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const WORDS = (
  "the request returns a list of resources for the authenticated user and each item carries an identifier " +
  "that stays stable across pages when the client asks for more results it passes the cursor from the " +
  "previous response the server answers with the next batch until nothing is left fields that are not " +
  "requested are omitted to keep responses small rate limits apply per token and a client that exceeds " +
  "them receives an error with a hint about when to retry timestamps use the ISO format and are always " +
  "given in UTC repository organization team member issue comment review branch commit release workflow"
).split(" ");

/** A small deterministic PRNG (mulberry32), so every run writes the same bytes. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next) {
  const n = 8 + Math.floor(next() * 12);
  const words = Array.from({ length: n }, () => WORDS[Math.floor(next() * WORDS.length)]);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(" ")}.`;
}

function paragraph(next) {
  const n = 3 + Math.floor(next() * 4);
  return Array.from({ length: n }, () => sentence(next)).join(" ");
}

/** One page of exactly `bytes` bytes (ASCII only). */
export function plainPage(index, bytes) {
  const next = rng(index + 1);
  const parts = [`# Page ${index + 1}`, paragraph(next)];
  let length = parts.join("\n\n").length;
  let blocks = 0;
  while (length < bytes) {
    blocks++;
    let block;
    if (blocks % 4 === 0) block = `## Section ${blocks / 4}`;
    else if (blocks === 6) block = Array.from({ length: 5 }, () => `- ${sentence(next)}`).join("\n");
    else block = paragraph(next);
    parts.push(block);
    length += 2 + block.length;
  }
  let text = `${parts.join("\n\n")}\n`;
  text = text.slice(0, Math.max(0, bytes - 1)).trimEnd();
  // Pad with a final short word run when trimming removed trailing spaces, so the size is exact.
  while (text.length < bytes - 1) text += text.length < bytes - 2 ? " x" : "x";
  return `${text.slice(0, bytes - 1)}\n`;
}

/** Writes `relPaths.length` plain pages of `bytes` bytes each under `dir`, at the same relative paths. */
export function writePlainPages(dir, relPaths, bytes) {
  const made = new Set();
  relPaths.forEach((rel, index) => {
    const file = join(dir, rel);
    const parent = dirname(file);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(file, plainPage(index, bytes));
  });
}
