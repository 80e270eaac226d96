// Reads one document's text from a local path, a file: URL or an http(s) URL.
import { readFile, stat } from "node:fs/promises";
import { relative, resolve as resolvePath } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DocgenInputError } from "../../errors.js";
import { fetchText } from "./fetch-url.js";
import { formatBytes, type ResolvedLoadOptions } from "./options.js";

export interface SourceText {
  text: string;
  /** Absolute URL (file: or http(s):) that relative `$ref`s in this document resolve against. */
  url: string;
  /** How messages name the document: the path as the user wrote it, or the URL. */
  display: string;
  contentType: string | null;
}

export function isHttpUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/** The absolute URL for what the user passed: http(s) URLs as they are, paths as file: URLs. */
export function sourceToUrl(source: string): string {
  if (isHttpUrl(source)) return new URL(source).href;
  if (/^file:/i.test(source)) return new URL(source).href;
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(source)) {
    throw new DocgenInputError(`unsupported URL scheme "${source.split(":")[0]}:"`, {
      location: source,
      hint: "docgen reads local files and http(s) URLs.",
    });
  }
  return pathToFileURL(resolvePath(source)).href;
}

/** Reads the document at an absolute URL; `display` is used in messages. */
export async function readSource(url: string, display: string, options: ResolvedLoadOptions): Promise<SourceText> {
  if (url.startsWith("file:")) {
    const path = fileURLToPath(url);
    return { text: await readLocal(path, display, options), url, display, contentType: null };
  }
  const fetched = await fetchText(url, options);
  return { text: fetched.text, url: fetched.finalUrl, display, contentType: fetched.contentType };
}

/** A short name for a referenced document: a cwd-relative path for files, the URL otherwise. */
export function displayName(url: string): string {
  if (!url.startsWith("file:")) return url;
  const path = fileURLToPath(url);
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") ? rel : path;
}

async function readLocal(path: string, display: string, options: ResolvedLoadOptions): Promise<string> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) {
      throw new DocgenInputError("is a directory, not a spec file", { location: display, hint: "Pass the spec file itself, e.g. openapi.yaml." });
    }
    size = info.size;
  } catch (error) {
    if (error instanceof DocgenInputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new DocgenInputError("file not found", { location: display, cause: error });
    if (code === "EACCES" || code === "EPERM") throw new DocgenInputError("permission denied", { location: display, cause: error });
    throw new DocgenInputError(`cannot read the file (${code ?? String(error)})`, { location: display, cause: error });
  }
  if (size > options.maxBytes) {
    throw new DocgenInputError(`the spec is bigger than the limit of ${formatBytes(options.maxBytes)} (${formatBytes(size)})`, {
      location: display,
      hint: "Raise the limit (maxBytes) if the spec is really this big.",
    });
  }
  const buffer = await readFile(path);
  return new TextDecoder("utf-8").decode(buffer);
}
