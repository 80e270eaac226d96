// Api, Field, ParamField, ResponseField, RequestExample and ResponseExample render through JavaScript
// (src/plugin/components/markup.ts) unless the site overrides their templates; the templates in shortcodes/ stay the
// reference. Here the same use of a component goes through renderComponent twice, once each way, on any attributes
// and body: the output must be the same bytes, in Markdown pages and in Nunjucks pages.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import nunjucks from "nunjucks";
import { renderComponent } from "../../dist/plugin/render.js";
import { components } from "../../dist/plugin/components/index.js";
import { createPackageLoader } from "../../dist/plugin/templates.js";
import { DEFAULT_LABELS } from "../../dist/plugin/labels.js";

const env = new nunjucks.Environment([createPackageLoader()], { autoescape: true });
const md = new MarkdownIt({ html: true });
const byName = new Map(components.map((c) => [c.name, c]));

function services(overridden, tryIt = false, tryItProxy = undefined, labels = DEFAULT_LABELS) {
  return {
    tryIt,
    tryItProxy,
    labels,
    env: () => env,
    markdown: () => md,
    markSafe: (html) => nunjucks.runtime.markSafe(html),
    warn: () => undefined,
    overridden: () => overridden,
  };
}

// Markers around nested output carry a counter that differs from one render to the next.
const render = (name, page, body, keywords, overridden, tryIt, proxy, labels) =>
  renderComponent(byName.get(name), { page, env }, body, [{ ...keywords, __keywords: true }], services(overridden, tryIt, proxy, labels)).replace(/docgen:\d+/g, "docgen:N");

const text = fc.string({ unit: fc.constantFrom("a", "B", ".", " ", "\n", "\t", "&", "<", ">", '"', "'", "é", "{", "1", "x.y"), maxLength: 10 });
const common = { name: text.filter((s) => s !== ""), type: fc.option(text, { nil: undefined }), constraints: fc.option(fc.oneof(text, fc.integer()), { nil: undefined }) };
const defaults = fc.option(fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.dictionary(fc.constantFrom("a", "<b>"), fc.integer(), { maxKeys: 2 })), { nil: undefined });
const uses = fc.oneof(
  fc.record({ component: fc.constant("Field"), keywords: fc.record({ ...common, required: fc.boolean(), deprecated: fc.boolean(), default: defaults }, { requiredKeys: ["name"] }) }),
  fc.record({
    component: fc.constant("ParamField"),
    keywords: fc.record(
      { ...common, paramType: fc.constantFrom("path", "query", "header", "cookie", "body"), required: fc.boolean(), default: defaults, style: fc.constantFrom("form", "pipeDelimited", "deepObject"), explode: fc.boolean() },
      { requiredKeys: ["name", "paramType"] },
    ),
  }),
  fc.record({ component: fc.constant("ResponseField"), keywords: fc.record({ ...common, nullable: fc.boolean() }, { requiredKeys: ["name"] }) }),
  fc.record({
    component: fc.constant("Api"),
    keywords: fc.record(
      {
        method: fc.constantFrom("GET", "post", " Delete ", "QUERY"),
        path: fc.array(fc.oneof(text, text.map((s) => `{${s}}`), fc.constantFrom("{", "}", "/")), { maxLength: 5 }).map((parts) => parts.join("")),
        title: text,
        auth: text,
        server: fc.oneof(text, fc.constant("https://api.example.com/v1?a=1&b=<2>")),
        servers: fc.oneof(text, fc.constant("https://api.example.com/v1 https://sandbox.example.com/v1?a=<1>&b")),
        requestType: fc.oneof(text, fc.constant("application/json")),
        // Only flows Try it runs: any other fails the build (components-validation).
        oauthFlows: fc.subarray(["authorizationCode", "implicit", "clientCredentials", "password"]).map((flows) => flows.join(" ")),
        authorizationUrl: fc.oneof(text, fc.constant("https://auth.example.com/authorize?a=1&b=<2>")),
        tokenUrl: text,
        oauthDiscovery: text,
        scopes: fc.oneof(text, fc.constant("read:pets write:pets")),
      },
      { requiredKeys: [] },
    ),
  }),
);
const usesWithPane = fc.oneof(uses, fc.constant({ component: "RequestExample", keywords: {} }), fc.constant({ component: "ResponseExample", keywords: {} }));
const bodies = fc.oneof(fc.constant(""), fc.constant("  \n "), text, fc.constant("The **id**.\n\n- one\n- two"));
// The site's tryItProxy: none, or an address (a query with `&` and `<` to escape).
const proxies = fc.option(fc.oneof(text, fc.constant("https://proxy.example.com/?u={url}&x=<1>")), { nil: undefined });
const pages = fc.constantFrom({ inputPath: "./docs/page.md" }, { inputPath: "./docs/page.njk" });
// The site's labels: the defaults, or words with characters to escape (and sentIn's {in} anywhere, or twice).
const labelSets = fc.oneof(
  fc.constant(DEFAULT_LABELS),
  fc.record({ required: text, optional: text, nullable: text, deprecated: text, defaultValue: text, requiresAuth: text, sentIn: fc.tuple(text, text).map(([a, b]) => `${a}{in}${b}{in}`) }).map((own) => ({ ...DEFAULT_LABELS, ...own })),
);

test("any Api, field, RequestExample or ResponseExample use: the JavaScript markup is the template's, byte for byte", (t) => {
  fc.assert(
    fc.property(usesWithPane, bodies, pages, fc.boolean(), fc.boolean(), proxies, labelSets, ({ component, keywords }, body, page, headed, tryIt, proxy, labels) => {
      const clean = Object.fromEntries(Object.entries(keywords).filter(([, v]) => v !== undefined));
      // A page whose own # heading reads the Api's title: the title is left out, both ways alike.
      const seen = headed ? { ...page, rawInput: `# ${clean.title ?? ""}\n` } : page;
      return render(component, seen, body, clean, false, tryIt, proxy, labels) === render(component, seen, body, clean, true, tryIt, proxy, labels);
    }),
    { numRuns: 500 },
  );
  t.pass();
});

test("the JavaScript markup is really used when nothing is overridden, and the template when something is", (t) => {
  // A template-only difference would show: an environment whose field template says something else.
  const other = new nunjucks.Environment([{ getSource: (name) => (name === "docgen/field.njk" ? { src: "<p>theme</p>", path: name, noCache: true } : null) }], { autoescape: true });
  const use = (overridden) => renderComponent(byName.get("Field"), { page: { inputPath: "./a.md" }, env: other }, "", [{ name: "id", __keywords: true }], services(overridden));
  t.regex(use(false), /<div class="docgen-field" data-depth="0"/);
  t.regex(use(true), /<p>theme<\/p>/);
});
