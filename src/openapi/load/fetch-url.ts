// Downloads a spec over http(s) with Node's fetch: bounded time, size and redirects. The headers the user gives (a
// token for a private spec) go only to the spec URL's origin: not to another one a redirect or a `$ref` leads to.
import { DocgenInputError } from "../../errors.js";
import { formatBytes, formatDuration, type ResolvedLoadOptions } from "./options.js";

export interface FetchedText {
  /** Decoded body (UTF-8, BOM removed). */
  text: string;
  /** The URL the body finally came from, after redirects: relative `$ref`s resolve against it. */
  finalUrl: string;
  contentType: string | null;
}

const AUTH_HINT =
  'Pass the credentials the server asks for with --header (e.g. --header "Authorization: Bearer $TOKEN"; the option headers in code), or download the spec yourself and pass the local file.';

/** Whether the user's headers go with a request to `url`: only to the spec URL's origin. */
function sendsHeaders(url: string, options: ResolvedLoadOptions): boolean {
  return options.headers.length > 0 && new URL(url).origin === options.headersOrigin;
}

/** GETs `url`, following redirects by hand so loops and counts are ours to report. */
export async function fetchText(url: string, options: ResolvedLoadOptions): Promise<FetchedText> {
  const controller = new AbortController();
  // One deadline for the whole download (redirects and body included): a server that
  // trickles bytes forever must still fail after timeoutMs.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const visited: string[] = [];
  let current = url;
  try {
    for (;;) {
      visited.push(current);
      const response = await request(url, current, controller, options);
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        current = nextLocation(url, current, response, visited, options);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw httpError(url, current, response, options);
      }
      const bytes = await readLimited(url, response, options, controller);
      return { text: decodeUtf8(bytes), finalUrl: current, contentType: response.headers.get("content-type") };
    }
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof DocgenInputError)) {
      throw new DocgenInputError(`timed out after ${formatDuration(options.timeoutMs)} while downloading the spec`, {
        location: url,
        hint: "The server is slow or unreachable. Retry, raise the timeout, or download the spec and pass the local file.",
        cause: error,
      });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function request(url: string, current: string, controller: AbortController, options: ResolvedLoadOptions): Promise<Response> {
  const headers = new Headers({ accept: "application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.5" });
  // The user's replace docgen's of the same name (an Accept of their own, for an API that serves the file raw).
  if (sendsHeaders(current, options)) for (const [name, value] of options.headers) headers.set(name, value);
  try {
    return await fetch(current, { redirect: "manual", signal: controller.signal, headers });
  } catch (error) {
    if (controller.signal.aborted) throw error; // reported as a timeout by the caller
    const code = networkCode(error);
    throw new DocgenInputError(`could not download the spec${current === url ? "" : ` (redirected to ${current})`}: ${code ?? "network error"}`, {
      location: url,
      hint: "Check the URL and your network connection, or download the spec and pass the local file.",
      cause: error,
    });
  }
}

function nextLocation(url: string, current: string, response: Response, visited: string[], options: ResolvedLoadOptions): string {
  const location = response.headers.get("location");
  if (!location) {
    throw new DocgenInputError(`HTTP ${response.status} redirect without a Location header from ${current}`, { location: url });
  }
  const next = new URL(location, current).href;
  if (!/^https?:$/.test(new URL(next).protocol)) {
    throw new DocgenInputError(`redirected to a non-http(s) URL: ${next}`, { location: url });
  }
  if (visited.includes(next)) {
    throw new DocgenInputError(`redirect loop: ${[...visited, next].join(" -> ")}`, {
      location: url,
      hint: "The server redirects in a circle. Open the URL in a browser to find the real spec address.",
    });
  }
  if (visited.length > options.maxRedirects) {
    throw new DocgenInputError(`too many redirects (more than ${options.maxRedirects}): ${visited.join(" -> ")}`, { location: url });
  }
  return next;
}

function httpError(url: string, current: string, response: Response, options: ResolvedLoadOptions): DocgenInputError {
  const via = current === url ? "" : ` (redirected to ${current})`;
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  if (response.status === 401 || response.status === 403) {
    // Said by the headers' names alone: their values are secrets.
    const names = options.headers.map(([name]) => name).join(", ");
    if (sendsHeaders(current, options)) {
      return new DocgenInputError(`the server refused the credentials sent (${status}; headers sent: ${names})${via}`, {
        location: url,
        hint: "Check the header's value (an expired or mistyped token?) and what it grants access to.",
      });
    }
    if (options.headers.length > 0) {
      return new DocgenInputError(`the URL needs authentication (${status})${via}`, {
        location: url,
        hint: `The headers given (${names}) go only to ${options.headersOrigin}, the spec URL's origin, and ${new URL(current).origin} is another (reached by a redirect or a $ref). Pass that document's own URL, or download the spec and pass the local file.`,
      });
    }
    return new DocgenInputError(`the URL needs authentication (${status})${via}`, { location: url, hint: AUTH_HINT });
  }
  if (response.status === 404 || response.status === 410) {
    return new DocgenInputError(`no spec at this URL (${status})${via}`, { location: url, hint: "Check the address; for a file on GitHub, use its raw URL." });
  }
  return new DocgenInputError(`the server answered ${status}${via}`, {
    location: url,
    hint: response.status >= 500 ? "The server failed; retry later, or download the spec and pass the local file." : undefined,
  });
}

/** Reads the body, refusing it once it passes maxBytes (Content-Length is checked first, but can lie or be absent). */
async function readLimited(url: string, response: Response, options: ResolvedLoadOptions, controller: AbortController): Promise<Uint8Array> {
  const tooBig = (what: string) =>
    new DocgenInputError(`the spec is bigger than the limit of ${formatBytes(options.maxBytes)} (${what})`, {
      location: url,
      hint: "Raise the limit (maxBytes) if the spec is really this big.",
    });
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig(`Content-Length: ${formatBytes(declared)}`);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > options.maxBytes) {
      // Stop the transfer now rather than buffering an endless body.
      await reader.cancel().catch(() => undefined);
      controller.abort();
      throw tooBig("download stopped at the limit");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

function decodeUtf8(bytes: Uint8Array): string {
  // TextDecoder drops a leading BOM by default.
  return new TextDecoder("utf-8").decode(bytes);
}

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : undefined);
}
