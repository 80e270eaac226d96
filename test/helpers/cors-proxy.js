// A CORS proxy on 127.0.0.1 for browser tests of Try it's tryItProxy, as cors-anywhere (the URL appended to its
// address) and Scalar's proxy (the URL in a query parameter) work, and a listen() for such test servers.
import http from "node:http";

/** Listens on 127.0.0.1; returns its origin and a close(). */
export async function listen(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

/**
 * A CORS proxy: answers preflights for any origin, and forwards anything else to the URL it is given, either
 * appended to its address (`/http://127.0.0.1:.../v1/...`) or in its `target` query parameter, passing the API's
 * answer back with CORS headers. `seen` lists the request lines it got.
 */
export async function corsProxy() {
  const seen = [];
  const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*", "access-control-expose-headers": "*" };
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.method === "OPTIONS") return res.writeHead(204, CORS).end();
    const own = new URL(req.url, "http://proxy");
    const target = own.searchParams.get("target") ?? req.url.slice(1);
    const headers = { ...req.headers };
    for (const name of ["host", "origin", "referer", "connection"]) delete headers[name];
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode, { ...answer.headers, ...CORS });
      answer.pipe(res);
    });
    upstream.on("error", (error) => res.writeHead(502, CORS).end(String(error)));
    req.pipe(upstream);
  });
  return { seen, ...(await listen(server)) };
}
