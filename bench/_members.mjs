import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import nunjucks from "nunjucks";
import { parseGeneratedPage } from "../dist/plugin/generated-pages.js";
import { components } from "../dist/plugin/components/index.js";
import { renderComponentParts } from "../dist/plugin/render.js";
const byName = new Map(components.map((c) => [c.name, c]));
const walk = (d) => readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : []; });
const files = walk("/dev/shm/ghb/docgen/docs");
const members = new Map();
let t = performance.now();
const visit = (nodes, src) => { for (const n of nodes) if (typeof n !== "string") { if (n.children.every((c) => typeof c === "string") && n.component.name !== "Api") { const key = src.slice(n.start, n.end); if (!members.has(key)) members.set(key, { component: n.component, content: n.children.join(""), keywords: { ...n.args, __keywords: true } }); } else visit(n.children, src); } };
for (const f of files) { const src = readFileSync(f, "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""); visit(parseGeneratedPage(src, byName), src); }
console.log("parse", (performance.now() - t).toFixed(0), "ms", members.size, "members");
const services = { env: () => undefined, markdown: () => undefined, markSafe: (h) => h, warn: () => {}, overridden: () => false };
const self = { page: { inputPath: "./docs/x.md" } };
for (let pass = 0; pass < 10; pass++) {
  t = performance.now();
  let n = 0;
  for (const m of members.values()) { const r = renderComponentParts(m.component, self, m.content, [m.keywords], services); if (r) n++; }
  console.log("parts pass", pass, (performance.now() - t).toFixed(1), "ms", n);
}
