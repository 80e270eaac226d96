// Types shared by the OpenAPI loader and the page generator.

export type SpecVersion = "2.0" | "3.0" | "3.1" | "3.2";

/** A non-fatal problem found in the spec; generation goes on with what is there. */
export interface SpecWarning {
  /** JSON pointer into the document, e.g. `#/paths/~1pets/get/responses`. */
  pointer: string;
  message: string;
}

/** A parsed spec, ready for `normalize`. */
export interface LoadedSpec {
  /** The parsed document. Every `$ref` left in it is internal (`#/...`); external files and URLs are bundled in. */
  document: Record<string, unknown>;
  version: SpecVersion;
  /** The exact version string from the document (`"3.0.3"`, `"2.0"`). */
  versionString: string;
  /** What the user passed: a path as given or a URL. Used in messages. */
  source: string;
  warnings: SpecWarning[];
  /** How the root document was written (told apart by content, not extension). */
  format?: "json" | "yaml";
  /** Every file or URL read, the root first (external `$ref` targets after it). */
  files?: string[];
  /** Local files a `$ref` points to that could not be read (not written yet, say). */
  unreadFiles?: string[];
}

export interface LoadOptions {
  /** Abort a URL fetch after this many milliseconds. @default 30000 */
  timeoutMs?: number;
  /** Refuse a spec bigger than this many bytes. @default 104857600 (100 MiB) */
  maxBytes?: number;
  /** Follow at most this many HTTP redirects per URL. @default 10 */
  maxRedirects?: number;
  /**
   * HTTP headers to send with each request for a spec read from an http(s) URL, and for documents it references on
   * that URL's origin (a token for a private spec: `{ Authorization: "Bearer ..." }`). Never sent to another origin,
   * after a redirect included, and never shown in messages.
   */
  headers?: Record<string, string>;
}
