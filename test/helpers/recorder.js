// A server on 127.0.0.1 for tests that run request samples against it: it records every request (the method, the
// path as sent and decoded, the headers, the body's bytes and text, and a multipart body's parts, each file with
// its name and bytes, and each part's own headers) and lets `answer` reply (204 by default). Closed when the test ends.
import http from "node:http";

export async function recordingServer(t, answer = (record, res) => res.writeHead(204).end()) {
  const received = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks);
      const type = req.headers["content-type"] ?? "";
      const record = { method: req.method, url: req.url, path: decodeURIComponent(req.url), headers: req.headers, type, raw, text: raw.toString("utf8") };
      if (type.startsWith("multipart/form-data")) {
        // A body the parser refuses (a part header written wrong) is recorded as such, for the test to report.
        record.parts = await partsOf(raw, type).catch((error) => `unparsable multipart body: ${error.message}`);
        record.partHeaders = partHeadersOf(raw, type);
      }
      received.push(record);
      answer(record, res);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.teardown(() => server.close());
  return { received, origin: `http://127.0.0.1:${server.address().port}` };
}

/** A multipart body's parts, in order: `{ name, text }`, or `{ name, file, bytes }` (the bytes as latin1 text). */
async function partsOf(raw, type) {
  const form = await new Response(raw, { headers: { "content-type": type } }).formData();
  const parts = [];
  for (const [name, value] of form) parts.push(typeof value === "string" ? { name, text: value } : { name, file: value.name, bytes: Buffer.from(await value.arrayBuffer()).toString("latin1") });
  return parts;
}

/**
 * Each part's headers, in order, names in lower case (`{ "content-disposition": ..., "content-type": ... }`): what
 * `formData()` does not tell, such as the media type a text part declares. Read from the raw body, split at the
 * boundary as RFC 2046 has it.
 */
function partHeadersOf(raw, type) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const delimiter = `\r\n--${boundary[1] ?? boundary[2]}`;
  const sections = `\r\n${raw.toString("latin1")}`.split(delimiter).slice(1);
  const out = [];
  for (const section of sections) {
    if (section.startsWith("--")) break;
    const head = section.slice(section.indexOf("\r\n") + 2, section.indexOf("\r\n\r\n"));
    out.push(Object.fromEntries(head.split("\r\n").filter(Boolean).map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()])));
  }
  return out;
}
