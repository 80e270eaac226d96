// The header's logo and the site's favicon (site configuration `logo`, `favicon`; src/plugin/options.ts and
// layouts/page.njk): site paths get the path prefix, http(s) URLs stay, a dark-mode image is a second <img> (the stylesheet shows one),
// and a bad value fails naming the option.
import test from "ava";
import { buildDocs, buildError, buildWithPlugin } from "../helpers/site.js";

const header = (html) => /<a class="docgen-header__title"[\s\S]*?<\/a>/.exec(html)?.[0];

test("no logo, no favicon: the header is the title alone, as before", async (t) => {
  const site = await buildDocs({ "index.md": "# Home\n" }, { config: { title: "Acme" } });
  t.teardown(() => site.cleanup());
  const html = await site.html("index.md");
  t.is(header(html), '<a class="docgen-header__title" href="/">Acme</a>');
  t.false(html.includes('rel="icon"'));
});

test("a logo beside the title is decoration (alt=\"\"); the favicon is linked; a relative path is from the site's root", async (t) => {
  const site = await buildDocs({ "index.md": "# Home\n", "guides/a.md": "# A\n" }, { config: { title: "Acme", logo: "images/my logo.svg", favicon: "/favicon.svg" } });
  t.teardown(() => site.cleanup());
  for (const page of ["index.md", "guides/a.md"]) {
    const html = await site.html(page);
    t.is(header(html), '<a class="docgen-header__title" href="/"><img class="docgen-header__logo" src="/images/my%20logo.svg" alt="">Acme</a>', page);
    t.true(html.includes('<link rel="icon" href="/favicon.svg">'), page);
  }
});

test("a dark-mode image is a second image the stylesheet shows in dark mode; replacesTitle shows the image alone, read by its alt text", async (t) => {
  const site = await buildDocs({ "index.md": "# Home\n" }, { config: { title: "Acme", logo: { src: "/logo.svg", dark: "https://cdn.example.com/logo-dark.svg", replacesTitle: true } } });
  t.teardown(() => site.cleanup());
  t.is(
    header(await site.html("index.md")),
    '<a class="docgen-header__title" href="/"><img class="docgen-header__logo docgen-header__logo--light" src="/logo.svg" alt="Acme"><img class="docgen-header__logo docgen-header__logo--dark" src="https://cdn.example.com/logo-dark.svg" alt="Acme"></a>',
  );
  const named = await buildDocs({ "index.md": "# Home\n" }, { config: { title: "Acme", logo: { src: "/logo.svg", alt: "Acme & Co", replacesTitle: true } } });
  t.teardown(() => named.cleanup());
  t.is(header(await named.html("index.md")), '<a class="docgen-header__title" href="/"><img class="docgen-header__logo" src="/logo.svg" alt="Acme &amp; Co"></a>');
});

test("plugin with a path prefix: site paths get it, http(s) URLs do not", async (t) => {
  const site = await buildWithPlugin(
    { "index.md": "---\nlayout: docgen/page.njk\ntitle: Home\n---\nHi.\n" },
    { options: { title: "Acme", logo: { src: "/logo.svg", dark: "/logo-dark.svg" }, favicon: "https://cdn.example.com/icon.png" }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } },
  );
  t.teardown(() => site.cleanup());
  const html = await site.html("index.md");
  t.is(
    header(html),
    '<a class="docgen-header__title" href="/docs/"><img class="docgen-header__logo docgen-header__logo--light" src="/docs/logo.svg" alt=""><img class="docgen-header__logo docgen-header__logo--dark" src="/docs/logo-dark.svg" alt="">Acme</a>',
  );
  t.true(html.includes('<link rel="icon" href="https://cdn.example.com/icon.png">'));
});

const WRONG = [
  [{ logo: 5 }, /option "logo" must be an image's site path or URL, or an object/],
  [{ logo: {} }, /option "logo" has no "src"/],
  [{ logo: { src: "/a.svg", dark: 3 } }, /option "logo\.dark" must be a string/],
  [{ logo: { src: "/a.svg", replacesTitle: "yes" } }, /option "logo\.replacesTitle" must be true or false/],
  [{ logo: "javascript:alert(1)" }, /option "logo\.src" must be a site path or an http\(s\) URL, got "javascript:alert\(1\)"/],
  [{ logo: { src: "//evil.example/x.png" } }, /option "logo\.src" must be a site path/],
  [{ logo: { src: "/a.svg", dark: '/b.svg" onerror="x' } }, /option "logo\.dark" must be a site path/],
  [{ favicon: "data:image/svg+xml,<svg/>" }, /option "favicon" must be a site path or an http\(s\) URL/],
  [{ favicon: "" }, /option "favicon" must be a site path/],
];
for (const [config, message] of WRONG) {
  test(`a bad logo or favicon fails naming the option: ${JSON.stringify(config)}`, async (t) => {
    t.regex(await buildError({ "index.md": "# Home\n" }, { config }), message);
  });
}

test("an unknown key in logo warns and is ignored", async (t) => {
  const site = await buildDocs({ "index.md": "# Home\n" }, { config: { logo: { src: "/a.svg", height: 40 } } });
  t.teardown(() => site.cleanup());
  t.true(site.warnings.some((w) => /unknown option "logo\.height"/.test(w)), site.warnings.join("\n"));
  t.regex(await site.html("index.md"), /<img class="docgen-header__logo" src="\/a.svg" alt="">/);
});
