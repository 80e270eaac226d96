// loadSpec on http(s) URLs against a real server on 127.0.0.1: statuses, redirects, timeouts, sizes, content sniffing.
import test from "ava";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { send, startServer } from "./helpers/server.js";
import { jsonSpec, yamlSpec } from "./helpers/specs.js";

let server;

test.before(async () => {
  server = await startServer({
    "/spec.yaml": send(200, yamlSpec, { "content-type": "application/yaml" }),
    "/spec.json": send(200, jsonSpec, { "content-type": "application/json" }),
    "/json-as-text": send(200, jsonSpec, { "content-type": "text/plain" }),
    "/yaml-as-json.json": send(200, yamlSpec, { "content-type": "application/json" }),
    "/bom.json": send(200, "\uFEFF" + jsonSpec, { "content-type": "application/json" }),
    "/401": send(401, "login first", { "www-authenticate": "Bearer" }),
    "/403": send(403, "forbidden"),
    "/404": send(404, "nope"),
    "/500": send(500, "boom"),
    "/redirect": send(302, "", { location: "/spec.yaml" }),
    "/redirect-twice": send(301, "", { location: "/redirect" }),
    "/loop-a": send(302, "", { location: "/loop-b" }),
    "/loop-b": send(302, "", { location: "/loop-a" }),
    "/redirect-no-location": send(302, ""),
    "/html": send(200, "<!DOCTYPE html>\n<html><body>Swagger UI</body></html>", { "content-type": "text/html" }),
    "/not-openapi.json": send(200, JSON.stringify({ name: "package", version: "1.0.0" }), { "content-type": "application/json" }),
    "/slow": (_req, res) => {
      // Headers arrive at once, the body never does: the timeout must cover the body too.
      res.writeHead(200, { "content-type": "application/yaml" });
      res.write("openapi: 3.0.0\n");
    },
    "/slow-headers": () => {
      // Never answers at all.
    },
    "/huge-declared": (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) });
      res.write("{");
    },
    "/huge-chunked": (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        // Stop by ourselves after 64 MiB so a broken limit cannot hang the test.
        while (sent < 64 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
        res.end();
      };
      res.write("{");
      pump();
      req.on("close", () => res.destroy());
    },
  });
});

test.after.always(() => server?.close());

test("200 YAML", async (t) => {
  const spec = await loadSpec(server.url("/spec.yaml"));
  t.is(spec.version, "3.0");
  t.is(spec.versionString, "3.0.3");
  t.is(spec.format, "yaml");
  t.is(spec.source, server.url("/spec.yaml"));
  t.deepEqual(spec.warnings, []);
  t.is(spec.document.info.title, "Pets");
});

test("200 JSON", async (t) => {
  const spec = await loadSpec(server.url("/spec.json"));
  t.is(spec.version, "3.1");
  t.is(spec.format, "json");
});

test("JSON served as text/plain is read as JSON (content decides)", async (t) => {
  const spec = await loadSpec(server.url("/json-as-text"));
  t.is(spec.format, "json");
  t.is(spec.version, "3.1");
});

test("YAML served as application/json with a .json name is read as YAML (content decides)", async (t) => {
  const spec = await loadSpec(server.url("/yaml-as-json.json"));
  t.is(spec.format, "yaml");
  t.is(spec.version, "3.0");
});

test("a UTF-8 byte order mark is ignored", async (t) => {
  t.is((await loadSpec(server.url("/bom.json"))).format, "json");
});

test("401 says the URL needs authentication and to pass a downloaded file", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/401")), { name: "DocgenInputError" });
  t.regex(error.message, /needs authentication \(HTTP 401/);
  t.is(error.location, server.url("/401"));
  t.regex(error.hint, /[Dd]ownload the spec.*pass the local file/);
});

test("403 says the URL needs authentication", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/403")), { name: "DocgenInputError" });
  t.regex(error.message, /needs authentication \(HTTP 403/);
  t.regex(error.format(), /127\.0\.0\.1.*\/403: the URL needs authentication/);
});

test("404 says there is no spec at the URL", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/404")), { name: "DocgenInputError" });
  t.regex(error.message, /no spec at this URL \(HTTP 404/);
  t.is(error.location, server.url("/404"));
});

test("500 names the status", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/500")), { name: "DocgenInputError" });
  t.regex(error.message, /server answered HTTP 500/);
  t.is(error.location, server.url("/500"));
});

test("redirects are followed", async (t) => {
  const spec = await loadSpec(server.url("/redirect-twice"));
  t.is(spec.version, "3.0");
});

test("a redirect loop fails and shows the loop", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/loop-a")), { name: "DocgenInputError" });
  t.regex(error.message, /redirect loop: .*\/loop-a -> .*\/loop-b -> .*\/loop-a/);
  t.is(error.location, server.url("/loop-a"));
});

test("too many redirects fail", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/redirect-twice"), { maxRedirects: 1 }), { name: "DocgenInputError" });
  t.regex(error.message, /too many redirects \(more than 1\)/);
});

test("a redirect without Location fails", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/redirect-no-location")), { name: "DocgenInputError" });
  t.regex(error.message, /redirect without a Location header/);
});

test("a server that stops sending the body times out", async (t) => {
  const started = Date.now();
  const error = await t.throwsAsync(loadSpec(server.url("/slow"), { timeoutMs: 300 }), { name: "DocgenInputError" });
  t.regex(error.message, /timed out after 300 ms/);
  t.is(error.location, server.url("/slow"));
  t.true(Date.now() - started < 5000);
});

test("a server that never answers times out", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/slow-headers"), { timeoutMs: 300 }), { name: "DocgenInputError" });
  t.regex(error.message, /timed out after 300 ms/);
});

test("a body declared bigger than maxBytes is refused before reading", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/huge-declared"), { maxBytes: 1024 * 1024 }), { name: "DocgenInputError" });
  t.regex(error.message, /bigger than the limit of 1 MiB \(Content-Length: 50 MiB\)/);
  t.is(error.location, server.url("/huge-declared"));
});

test("a chunked body is cut off once it passes maxBytes", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/huge-chunked"), { maxBytes: 1024 * 1024, timeoutMs: 10_000 }), { name: "DocgenInputError" });
  t.regex(error.message, /bigger than the limit of 1 MiB \(download stopped at the limit\)/);
});

test("an HTML page is not a spec", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/html")), { name: "DocgenInputError" });
  t.regex(error.message, /HTML .*not an OpenAPI spec/);
  t.is(error.location, server.url("/html"));
});

test("JSON that is not OpenAPI is refused, naming the supported versions", async (t) => {
  const error = await t.throwsAsync(loadSpec(server.url("/not-openapi.json")), { name: "DocgenInputError" });
  t.regex(error.message, /no "openapi" or "swagger" field/);
  t.regex(error.hint, /Swagger 2\.0 and OpenAPI 3\.0\.x, 3\.1\.x and 3\.2\.x specs/);
  t.is(error.location, server.url("/not-openapi.json"));
});

test("a refused connection fails clearly", async (t) => {
  // A port that was free a moment ago: nothing listens there now.
  const gone = await startServer({});
  const url = gone.url("/spec.yaml");
  await gone.close();
  const error = await t.throwsAsync(loadSpec(url, { timeoutMs: 5000 }), { name: "DocgenInputError" });
  t.is(error.location, url);
  t.regex(error.message, /could not download the spec: ECONNREFUSED/);
});

test("unknown loader options are refused", async (t) => {
  await t.throwsAsync(loadSpec(server.url("/spec.yaml"), { timeout: 5 }), { name: "DocgenUsageError", message: /unknown loader option "timeout"/ });
});
