// Mintlify's two switches for an operation's page: `x-hidden: true` (the page is written, but left out of the
// navigation: front matter `sidebar: false`) and `x-excluded: true` (no page: left out as `x-internal` is, named
// in the summary, kept by --include-internal). And `sidebar: false` itself, which any page may carry.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/pets": {
      get: { summary: "List pets", responses: ok },
      post: { summary: "Add a pet", "x-hidden": true, responses: ok },
      delete: { summary: "Remove all pets", "x-excluded": true, responses: ok },
      put: { summary: "Replace pets", "x-hidden": false, "x-excluded": false, responses: ok },
    },
  },
};
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const run = (extra = {}) => generate({ version: "3.1", warnings: [], document }, { ...options, ...extra });
const files = (result) => Object.fromEntries(result.files.map((f) => [f.path, f.content]));

test("x-hidden writes the page with sidebar: false; x-excluded leaves it out, named, unless --include-internal", (t) => {
  const result = run();
  const pages = files(result);
  t.deepEqual(Object.keys(pages).sort(), ["index.md", "pets/create.md", "pets/list.md", "pets/replace.md"]);
  t.regex(pages["pets/create.md"], /\nmethod: POST\nsidebar: false\ncontentHash: /);
  for (const path of ["pets/list.md", "pets/replace.md"]) t.false(pages[path].includes("sidebar:"), path);
  t.deepEqual(result.skipped, [{ operation: "DELETE /pets", reason: "excluded (x-excluded: true; --include-internal keeps it)", kind: "internal", pointer: "#/paths/~1pets/delete" }]);
  t.false(pages["index.md"].includes("Remove all pets"), "the index does not list it");
  t.true(pages["index.md"].includes("Add a pet"), "the index lists a hidden page: it is part of the reference");
  const kept = run({ includeInternal: true });
  t.deepEqual(kept.skipped, []);
  t.truthy(files(kept)["pets/delete-all.md"] ?? Object.keys(files(kept)).find((p) => /delete/.test(p)));
});

test("a built site: the hidden page is built and reachable, but not in the navigation or previous/next; a group's pages may list it", async (t) => {
  const pages = files(run());
  const site = await buildDocs({ ...pages, "guide.md": "---\ntitle: Guide\nsidebar: false\n---\nA guide.\n", "index.md": "---\ntitle: Home\n---\nHome.\n" }, {
    config: { sidebar: [{ group: "Start", pages: ["index", "guide"] }, { group: "API", autogenerate: { dir: "." } }] },
  });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const nav = (html) => [...(/<nav class="docgen-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  const hidden = await site.html("pets/create.md");
  t.regex(hidden, /<h1[^>]*>Add a pet<\/h1>/, "the page is built");
  const links = nav(await site.html("pets/list.md"));
  t.false(links.includes("/pets/create/"), links.join(" "));
  t.true(links.includes("/pets/list/") && links.includes("/pets/replace/"));
  // Listed by name in a group's pages, a page with sidebar: false is shown there (and only there).
  t.deepEqual(links.filter((href) => href === "/guide/"), ["/guide/"]);
  // Previous and next follow the navigation: the hidden page is nobody's neighbour.
  for (const path of ["pets/list.md", "pets/replace.md", "index.md"]) t.false((await site.html(path)).includes('href="/pets/create/" rel='), path);
  t.regex(await site.html("pets/list.md"), /href="\/pets\/replace\/" rel="next"/, "list's next page is the one after the hidden one");
});

// Mintlify's `x-mint` on an operation: metadata.title and metadata.description name and describe the page,
// content is Markdown before the generated reference, metadata.playground "none" or "simple" means no Try it.
const minted = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  tags: [{ name: "user-management", "x-group": "User Management" }, { name: "both", "x-displayName": "Redoc's name", "x-group": "Mintlify's name" }],
  paths: {
    "/users": {
      get: {
        summary: "Get users",
        description: "Retrieve a list of users. Paginated.",
        tags: ["user-management"],
        "x-mint": {
          metadata: { title: "List all users", description: "Fetch paginated user data with filtering options. More here.", playground: "none", "og:title": "ignored" },
          content: "## Prerequisites\n\nThis endpoint requires **admin** privileges.",
          href: "/somewhere/else",
        },
        responses: ok,
      },
      post: { summary: "Create user", tags: ["both"], "x-mint": { metadata: { playground: "simple" } }, responses: ok },
      put: { summary: "Replace users", tags: ["both"], "x-mint": { metadata: { playground: "interactive" } }, responses: ok },
      delete: { summary: "Remove users", tags: ["both"], "x-mint": "not an object", responses: ok },
      patch: { summary: "Change users", tags: ["both"], "x-mint": { metadata: { title: 7, description: "" }, content: 12 }, responses: ok },
    },
  },
};

test("x-mint: the page's title and description, content before the reference, no Try it for a playground of none or simple", (t) => {
  const result = generate({ version: "3.1", warnings: [], document: minted }, options);
  const pages = files(result);
  const list = pages["users/list.md"];
  t.regex(list, /^---\ntitle: "List all users"\ndescription: "Fetch paginated user data with filtering options\."\n/);
  t.regex(list, /\n# List all users\n\n## Prerequisites\n\nThis endpoint requires \*\*admin\*\* privileges\.\n\n\{% Api method="GET", path="\/users", title="List all users", [^\n]*tryIt=false %\}\n/);
  t.true(list.includes("Retrieve a list of users. Paginated."), "the operation's own description stays in the reference");
  t.false(list.includes("somewhere"), "href is not read");
  t.regex(pages["index.md"], /\[List all users\]\(users\/list\/\)/, "the index lists the page by its title");
  const tryIt = (path) => /tryIt=false/.test(pages[path]);
  t.deepEqual(["users/create.md", "users/replace.md", "users/delete-all.md", "users/patch-all.md"].map(tryIt), [true, false, false, false]);
  t.regex(pages["users/patch-all.md"], /\n# Change users\n/);
  t.deepEqual(
    result.warnings.map((w) => `${w.pointer}: ${w.message}`),
    [
      "#/paths/~1users/delete/x-mint: x-mint is not an object; ignored",
      "#/paths/~1users/patch/x-mint/content: x-mint.content is not a text; ignored",
      "#/paths/~1users/patch/x-mint/metadata/title: x-mint.metadata.title is not a text; ignored",
    ],
  );
  // A tag's x-group names its group where Redoc's x-displayName does not (with --group-by tag, the tag's page).
  const byTag = files(generate({ version: "3.1", warnings: [], document: minted }, { ...options, groupBy: "tag" }));
  t.regex(byTag["user-management/index.md"] ?? "", /\n# User Management\n/);
  t.regex(byTag["both/index.md"] ?? "", /\n# Redoc's name\n/);
});
