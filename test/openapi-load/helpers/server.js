// A real HTTP server on 127.0.0.1 (port 0) for loader tests: fixed routes plus the fixtures folder.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { join, normalize } from "node:path";

export const fixturesDir = fileURLToPath(new URL("../../fixtures/load/", import.meta.url));

/**
 * Starts a server whose `routes` map a path to `(req, res) => void`; `/files/<path>` serves
 * test/fixtures/load. Returns `{ url(path), close() }`.
 */
export async function startServer(routes) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    if (routes[path]) return routes[path](req, res);
    if (path.startsWith("/files/")) {
      const file = normalize(join(fixturesDir, decodeURIComponent(path.slice("/files/".length))));
      if (file.startsWith(fixturesDir)) {
        try {
          const body = await readFile(file);
          res.writeHead(200, { "content-type": "text/plain" });
          return res.end(body);
        } catch {
          // fall through to 404
        }
      }
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        // Slow and endless responses keep sockets open; end them so the test can finish.
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** A route answering `status` with `body` and headers. */
export function send(status, body, headers = {}) {
  return (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };
}
