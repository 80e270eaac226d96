// The default sidebar is rendered in JavaScript (src/plugin/sidebar-html.ts) instead of through layouts/sidebar.njk
// on every page; the template stays the reference (and what theme authors copy), so the two must agree byte for
// byte on any tree: links, methods, deprecated pages, badges, nested, collapsed and windowed groups, and labels and
// URLs that need escaping.
import { DEFAULT_LABELS } from "../../dist/plugin/labels.js";
import test from "ava";
import fc from "fast-check";
import nunjucks from "nunjucks";
import { fileURLToPath } from "node:url";
import { breakableLabel, SidebarHtml } from "../../dist/plugin/sidebar-html.js";
import { buildSidebarTree, markCurrent } from "../../dist/plugin/sidebar.js";

const layouts = fileURLToPath(new URL("../../layouts/", import.meta.url));
// A path prefix, so a renderer that skipped the URL filter would differ.
const url = (u) => `/prefix${u}`;

function viaTemplate(groups, labels = DEFAULT_LABELS) {
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(layouts), { autoescape: true });
  env.addFilter("docgenUrl", url);
  // As the plugin registers it.
  env.addFilter("docgenBreakable", (label) => nunjucks.runtime.markSafe(breakableLabel(String(label ?? ""), nunjucks.lib.escape)));
  return env.render("sidebar.njk", { docgenSidebar: groups, docgen: { labels } });
}

// Short text with every character that needs escaping, or long words that get break opportunities.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "B", " ", "&", "<", ">", '"', "'", "\\", "é", "{", "1"), maxLength: 8 }),
  fc.string({ unit: fc.constantFrom("a", "B", "_", ".", "-", "/", "<", "&", "1", " "), minLength: 14, maxLength: 40 }),
);
const linkArb = fc.record({
  type: fc.constant("link"),
  label: text,
  url: text.map((s) => `/${s}/`),
  current: fc.boolean(),
  method: fc.option(fc.constantFrom("GET", "POST", "DELETE", "Patch"), { nil: undefined }),
  deprecated: fc.boolean(),
  badges: fc.option(fc.array(text, { minLength: 1, maxLength: 2 }), { nil: undefined }),
});
const { item: itemArb } = fc.letrec((tie) => ({
  item: fc.oneof({ depthSize: "small", withCrossShrink: true }, linkArb, tie("group")),
  group: fc.record({
    type: fc.constant("group"),
    label: text,
    items: fc.array(tie("item"), { maxLength: 4 }),
    containsCurrent: fc.boolean(),
    linkCount: fc.nat(2000),
    firstUrl: text.map((s) => `/${s}/`),
    expanded: fc.boolean(),
  }),
}));
// The site's words after a deprecated link and a group's count: the defaults, or text to escape.
const labelsArb = fc.oneof(fc.constant(DEFAULT_LABELS), fc.record({ deprecated: text, pages: text }).map((own) => ({ ...DEFAULT_LABELS, ...own })));
const groupsArb = fc.array(
  fc.record({ type: fc.constant("group"), label: text, items: fc.array(itemArb, { maxLength: 5 }), containsCurrent: fc.boolean(), linkCount: fc.nat(50), expanded: fc.constant(true) }),
  { maxLength: 3 },
);

test("any tree: the JavaScript sidebar is the template's markup, byte for byte", (t) => {
  fc.assert(
    fc.property(groupsArb, labelsArb, (groups, labels) => {
      const renderer = new SidebarHtml(url, nunjucks.lib.escape, labels);
      const once = renderer.render(groups);
      // The second render comes from the shared fragments: it must not drift either.
      return once === viaTemplate(groups, labels) && renderer.render(groups) === once;
    }),
    { numRuns: 300 },
  );
  t.pass();
});

test("a large site's windowed sidebar, page after page, renders as the template does and shares the branches off the current path", (t) => {
  const pages = [];
  for (let g = 0; g < 8; g++) for (let p = 0; p < (g === 0 ? 400 : 30); p++) pages.push({ id: `api/g${g}/p${p}`, url: `/api/g${g}/p${p}/`, title: `Page ${p} of <g${g}>`, order: p, method: p % 2 ? "GET" : "POST" });
  const tree = buildSidebarTree([{ group: "API", autogenerate: { dir: "api" } }], pages);
  const renderer = new SidebarHtml(url, nunjucks.lib.escape, DEFAULT_LABELS);
  for (const current of ["/api/g0/p0/", "/api/g0/p200/", "/api/g0/p399/", "/api/g3/p7/", undefined]) {
    const groups = markCurrent(tree, current);
    t.is(renderer.render(groups), viaTemplate(groups), String(current));
  }
  const html = renderer.render(markCurrent(tree, "/api/g0/p200/"));
  t.regex(html, /aria-current="page"><span class="docgen-method docgen-method--post docgen-method--small">POST<\/span> <span>Page 200 of &lt;g0&gt;<\/span>/);
  t.regex(html, /More in G0/);
});

test("breakableLabel: long words break after _ . - / and before a capital; short ones and spaces stay as they are", (t) => {
  const escape = nunjucks.lib.escape;
  t.is(breakableLabel("GetCustomersCustomerCashBalance", escape), "Get<wbr>Customers<wbr>Customer<wbr>Cash<wbr>Balance");
  t.is(breakableLabel("checkout_paynow_payment_method", escape), "checkout_<wbr>paynow_<wbr>payment_<wbr>method");
  t.is(breakableLabel("microsoft.graph.educationUser", escape), "microsoft.<wbr>graph.<wbr>education<wbr>User");
  t.is(breakableLabel("HTTPServerErrorsV2", escape), "HTTPServer<wbr>Errors<wbr>V2", "a run of capitals stays whole");
  t.is(breakableLabel("Get a user by its id", escape), "Get a user by its id");
  t.is(breakableLabel("short_name", escape), "short_name", "a short word needs no break");
  t.is(breakableLabel("trailing_underscore_", escape), "trailing_<wbr>underscore_", "nothing after the last one");
  t.is(breakableLabel("<script>alert_one_two</script>", escape), "&lt;script&gt;alert_<wbr>one_<wbr>two&lt;/<wbr>script&gt;", "every piece escaped");
});
