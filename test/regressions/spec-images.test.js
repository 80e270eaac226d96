// Regression: an <img> in a spec's description came out as it was. Microsoft Graph's message schema says to
// "look for a src attribute, such as <img src="cid:image001.jpg@01D26CD8.6C05F070">": the page showed a broken
// image with no alt text (axe: image-alt, critical) instead of the markup the authors meant to show. An image no
// web page can load is now shown as code, and an image without alt text gets alt="" (decorative).
import test from "ava";
import { sanitizeProse } from "../../dist/openapi/write/prose.js";
import { apiPages, buildDocs, mainOf } from "../helpers/site.js";

test("sanitizeProse: an image with a scheme no site loads is its markup, as code; one without alt gets alt=\"\"", (t) => {
  t.is(sanitizeProse('such as <img src="cid:image001.jpg@01D26CD8.6C05F070">.', 2), "such as <code>&lt;img src=&quot;cid:image001.jpg@01D26CD8.6C05F070&quot;&gt;</code>.");
  t.is(sanitizeProse('<img src="file:///etc/x.png" alt="x">', 2), "<code>&lt;img src=&quot;file:///etc/x.png&quot; alt=&quot;x&quot;&gt;</code>");
  t.is(sanitizeProse('A logo: <img src="https://x.example/logo.png">', 2), 'A logo: <img src="https://x.example/logo.png" alt="">');
  t.is(sanitizeProse('<img src="/logo.png" alt="Logo">', 2), '<img src="/logo.png" alt="Logo">', "an image with its own alt text keeps it");
  t.is(sanitizeProse('<img src="data:image/png;base64,AAAA">', 2), '<img src="data:image/png;base64,AAAA" alt="">');
  t.false(sanitizeProse('<img src="javascript:alert(1)">', 2).includes("<img"), "a script URL is never an image");
});

test("the built page shows Graph's example markup as code, and every image has alt text", async (t) => {
  const description = 'To verify inline attachments, parse the body property to look for a src attribute, such as <img src="cid:image001.jpg@01D26CD8.6C05F070">. Our logo: <img src="https://x.example/logo.png">';
  const site = await buildDocs(apiPages({ openapi: "3.0.3", info: { title: "Mail", version: "1" }, paths: { "/messages": { get: { summary: "List messages", description, responses: { 200: { description: "ok" } } } } } }));
  t.teardown(site.cleanup);
  const html = mainOf(await site.html("api/messages/list.md"));
  t.true(html.includes('such as <code>&lt;img src="cid:image001.jpg@01D26CD8.6C05F070"&gt;</code>.'), html);
  const images = html.match(/<img\b[^>]*>/g) ?? [];
  t.deepEqual(images, ['<img src="https://x.example/logo.png" alt="">']);
});
