import { chromium } from "playwright-core";
import http from "node:http";
import { readFile, stat } from "node:fs/promises";
import { join, extname } from "node:path";
const root = process.env.ROOT || "site-example/_site";
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json" };
const server = http.createServer(async (req, res) => {
  let p = join(root, decodeURIComponent(new URL(req.url, "http://x").pathname));
  try { if ((await stat(p)).isDirectory()) p = join(p, "index.html"); res.writeHead(200, { "content-type": types[extname(p)] || "application/octet-stream" }); res.end(await readFile(p)); }
  catch { res.writeHead(404); res.end(await readFile(join(root, "404.html"))); }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [,, ...pages] = process.argv;
for (const spec of pages) {
  const [path, w, h, scheme, name] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
  const errs = []; page.on("pageerror", (e) => errs.push(e.message)); page.on("console", (m) => m.type() === "error" && errs.push(m.text()));
  await page.goto(base + path); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  console.log(name, errs);
  await page.close();
}
await browser.close(); server.close();
