// A server on 127.0.0.1 for tests that run request samples against it: it records every request (the method, the
// path as sent and decoded, the headers, the body's bytes and text, and a multipart body's parts, each file with
// its name and bytes) and lets `answer` reply (204 by default). Closed when the test ends.
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
      if (type.startsWith("multipart/form-data")) record.parts = await partsOf(raw, type);
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
