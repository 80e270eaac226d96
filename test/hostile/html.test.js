// HTML in spec text cannot run script in the built site: script, event handlers, javascript: (any case,
// entity-encoded, with tabs), iframe, style, object, embed, svg, math, form, base, meta refresh, unclosed
// tags, comments hiding tags, Markdown links and autolinks, data: URLs and markdown-it-attrs `{onclick=}`,
// in every description and in every plain-text field. Ordinary inline HTML (a, code, p, lists, b, i, br)
// still renders. Generated with `docgen openapi`, built with `docgen build`.
import test from "ava";
import path from "node:path";
import { builtPages, generateAndBuild, mainOf, project, squash, startPageOf, startTags, unsafeMarkup, visibleText } from "./helpers.js";

// Each payload carries a marker (HX + two letters) so what survives can be traced to it.
const ATTACKS = [
  '<script>alert("HXaa")</script>',
  "<img src=x onerror=alert('HXab')>",
  "<a href=\"javascript:alert('HXac')\">HXac</a>",
  "<a href=\"JaVaScRiPt:alert('HXad')\">HXad</a>",
  "<a href=\"javascript&#58;alert('HXae')\">HXae</a>",
  "<a href=\"&#x6A;avascript:alert('HXaf')\">HXaf</a>",
  "<a href=\"java\tscript:alert('HXag')\">HXag</a>",
  '<iframe src="https://evil.example/HXah"></iframe>',
  "<style>body{display:none}/*HXai*/</style>",
  '<object data="HXaj.swf">HXaj</object>',
  '<embed src="HXak.swf">',
  "<svg onload=alert('HXal')><circle/></svg>",
  "<math><mi xlink:href=\"javascript:alert('HXam')\">x</mi></math>",
  "<form action=javascript:alert('HXan')><button>HXan</button></form>",
  '<base href="https://evil.example/HXao/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/HXap">',
  "<img src=x onerror=alert('HXaq')",
  "<!-- <script>alert('HXar')</script> -->",
  "[HXas](javascript:alert('HXas'))",
  "<javascript:alert('HXat')>",
  "[HXau](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "<a href=\"data:text/html,<script>alert('HXav')</script>\">HXav</a>",
  "<div style=\"background:url(javascript:alert('HXaw'))\">HXaw</div>",
  "<img src=\"x\" onerror\n=alert('HXax')>",
  "<scr<script>ipt>alert('HXay')</script>",
  "<details open ontoggle=alert('HXaz')>HXaz</details>",
  "<a href=x onmouseover=alert('HXba')>HXba</a>",
  "HXbb text{onclick=alert('HXbb')}",
  "`HXbc`{onclick=alert('HXbc')}",
  "<div>\n```\n<img src=x onerror=alert('HXbd')>\n```\n</div>",
  "<a href=\"vbscript:msgbox('HXbe')\">HXbe</a>",
  "![HXbf](javascript:alert('HXbf'))",
  "<img src=\"data:image/svg+xml,<svg onload=alert('HXbg')>\">",
  "<<!-- -->img src=x onerror=alert('HXbh')>",
  "<noscript><p title=\"</noscript><img src=x onerror=alert('HXbi')>\"></noscript>",
  "<textarea><img src=x onerror=alert('HXbj')></textarea>",
  "<template><img src=x onerror=alert('HXbk')></template>",
  "<link rel=import href=https://evil.example/HXbl>",
  "<input autofocus onfocus=alert('HXbm')>",
  "<video><source onerror=alert('HXbn')></video>",
];
const ATTACK_MARKERS = ATTACKS.map((a) => /HX[a-z]{2}/.exec(a)[0]);

// Ordinary inline HTML that must stay HTML.
const KEEP = [
  ['<a href="https://ok.example/">HXOK link</a>', /<a href="https:\/\/ok\.example\/">HXOK link<\/a>/],
  ["<code>HXOK code</code>", /<code>HXOK code<\/code>/],
  ["<p>HXOK para</p>", /<p>HXOK para<\/p>/],
  ["<ul><li>HXOK item</li></ul>", /<ul><li>HXOK item<\/li><\/ul>/],
  ["<b>HXOK bold</b> and <i>HXOK italic</i>", /<b>HXOK bold<\/b> and <i>HXOK italic<\/i>/],
  ["HXOK line<br>HXOK break", /HXOK line<br>HXOK break/],
];

const prose = [...ATTACKS, ...KEEP.map(([html]) => html)].join("\n\n");
const ref = { $ref: "#/components/schemas/Thing" };

/** Every description is the whole set; every plain-text field one attack (shown as text). */
function hostileSpec() {
  const plain = (i) => ATTACKS[i % ATTACKS.length];
  return {
    openapi: "3.1.0",
    info: { title: plain(0), version: plain(1), description: prose },
    servers: [{ url: "https://api.example.com", description: plain(2) }],
    tags: [{ name: plain(3), description: prose }],
    paths: {
      "/things/{id}": {
        get: {
          tags: [plain(3)],
          summary: plain(4),
          description: prose,
          security: [{ key: [] }],
          parameters: [
            { name: "id", in: "path", required: true, description: prose, schema: { type: "string", default: plain(5), enum: [plain(5), plain(6)] } },
            { name: plain(7), in: "query", description: prose, schema: { type: "string" } },
            // Every attack as a parameter name, a default and an enum value: plain text in component attributes and code.
            ...ATTACKS.map((a) => ({ name: `q ${a}`, in: "query", schema: { type: "string", default: a, enum: [a] } })),
          ],
          requestBody: { description: prose, content: { "application/json": { schema: ref, example: { html: plain(8) } }, "text/plain": { example: plain(9) } } },
          responses: { 200: { description: prose, headers: { [plain(10)]: { description: prose, schema: { type: "string" } } }, content: { "application/json": { schema: ref } } } },
        },
        delete: { operationId: plain(11), responses: { 204: { description: prose } } },
      },
    },
    webhooks: { [plain(12)]: { post: { description: prose, responses: { 200: { description: prose } } } } },
    components: {
      securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key", description: prose } },
      schemas: {
        Thing: { type: "object", description: prose, properties: { [plain(13)]: { type: "string", description: prose, enum: [plain(14)] }, nested: { type: "object", description: prose, properties: { deep: { type: "string", description: prose } } } } },
      },
    },
  };
}

/** The layout's own inline scripts: each closes a toggle (the Menu, "On this page") on a narrow screen, and so on. */
const LAYOUT_SCRIPTS = new Set([
  ...["52rem", "75.99rem"].map((width) => `if (matchMedia("(max-width: ${width})").matches) document.currentScript.closest("details").removeAttribute("open");`),
  // On a page with a RequestExample the "On this page" toggle starts closed at every width.
  'document.currentScript.closest("details").removeAttribute("open");',
  // The navigation scrolled to the current page's link on a wide screen.
  '{const n=document.currentScript.previousElementSibling,a=n.querySelector("[aria-current=page]");if(a&&n.scrollHeight>n.clientHeight){const b=n.getBoundingClientRect(),r=a.getBoundingClientRect();if(r.bottom>Math.min(b.bottom,innerHeight))n.scrollTop=r.top-b.top-n.clientHeight/3}}',
  // The reader's theme, set on <html> before the stylesheet applies.
  'try { const theme = localStorage.getItem("docgen-theme"); if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-docgen-theme", theme); else if (theme === "system") document.documentElement.removeAttribute("data-docgen-theme"); } catch {}',
]);

test("HTML in spec text cannot run script in the built site; ordinary inline HTML still renders", async (t) => {
  const proj = await project(hostileSpec());
  try {
    const { build } = await generateAndBuild(proj, { modes: ["path", "tag"] });
    t.regex(build.stderr, /, 0 warnings/);
    const pages = await builtPages(path.join(proj.root, "_site"));
    t.true(pages.length >= 8, `${pages.length} pages`);
    // The docs folder has no page at /, so the root leads to the first page of the navigation, whose title is the
    // spec's: its redirect and link are the only markup there.
    const start = await startPageOf(path.join(proj.root, "_site"));
    t.truthy(start, "a start page was written");
    t.deepEqual([...new Set(startTags(start).map((tag) => tag.name))].sort(), ["a", "body", "head", "html", "link", "meta", "p", "title"]);
    let descriptions = 0;
    for (const { file, html } of pages) {
      const main = mainOf(html);
      // What the spec produced (the main content) holds nothing that runs, loads, styles or redirects.
      // (The field components' own `style="--docgen-depth: N"` is theirs; any other style attribute fails below.)
      const spec = main.replace(/ style="--docgen-depth: \d+"/g, "");
      t.is(unsafeMarkup(spec), undefined, `${file}: ${unsafeMarkup(spec)}`);
      for (const tag of startTags(main)) {
        const style = tag.attrs.find(([n]) => n === "style");
        if (style) t.regex(style[1], /^--docgen-depth: \d+$/, `${file}: only the components' own style attribute`);
      }
      // The whole page: the layout's own scripts and metas only, no handler or script URL anywhere.
      const outside = html
        .replace(main, "")
        .replace(/<script>([\s\S]*?)<\/script>/g, (s, body) => (LAYOUT_SCRIPTS.has(body) ? "" : s))
        .replace('<script src="/_docgen/docgen.js" defer></script>', "") // the layout's own page script, once
        .replace('<input id="docgen-search-input" class="docgen-search__input" type="search" placeholder="Search" autocomplete="off" spellcheck="false" aria-describedby="docgen-search-status" aria-keyshortcuts="/ Control+K Meta+K">', "") // its search box, once
        .replace('<button type="button" class="docgen-theme-toggle" data-docgen-theme-toggle data-default="system" hidden></button>', "") // its theme button, once
        .replace(/<(meta|link)\b[^>]*>/g, (tag) => (/^<meta (charset="utf-8"|name="(viewport|color-scheme|description|twitter:card)"|property="og:(type|site_name|title|description)" content=)|^<link rel="stylesheet" href="\/_docgen\/docgen\.css">$/.test(tag) ? "" : tag))
        .replace(/<\/?(html|head|body|title)\b[^>]*>/g, "");
      t.is(unsafeMarkup(outside), undefined, file);
      t.notRegex(html, /<(iframe|object|embed|svg|math|form|base|textarea|template|noscript|style)\b/i, file);
      // A marker may show as text (or in a text attribute); never in a URL, a handler or a style.
      for (const tag of startTags(html)) {
        for (const [name, value] of tag.attrs) {
          if (/^(title|aria-label|content|alt)$/.test(name)) continue;
          t.false(ATTACK_MARKERS.some((m) => value.includes(m)), `${file}: ${tag.source}`);
        }
      }
      if (main.includes("HXOK para")) {
        descriptions++;
        for (const [, re] of KEEP) t.regex(main, re, file);
      }
    }
    t.true(descriptions >= 6, `${descriptions} pages showed spec descriptions`);
    // Plain-text fields show the markup as text.
    const text = squash(pages.map((p) => visibleText(mainOf(p.html))).join("\n"));
    for (const i of [0, 1, 2, 4, 5, 6, 7, 11, 13, 14]) t.true(text.includes(squash(ATTACKS[i])), `shown as text: ${ATTACKS[i]}`);
    for (const a of ATTACKS) t.true(text.includes(squash(`q ${a}`)), `parameter name shown as text: ${a}`);
  } finally {
    await proj.cleanup();
  }
});
