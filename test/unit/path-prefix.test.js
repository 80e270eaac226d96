// prefixedUrls (src/plugin/path-prefix.ts): the layouts' and the site indexes' path prefix. Its answers must be
// Eleventy's own `url` filter's, byte for byte, for any URL and prefix; with no prefix it answers site paths itself.
import test from "ava";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { prefixedUrls } from "../../dist/plugin/path-prefix.js";

// The filter Eleventy registers as `url` (addPathPrefixFilter passes it the site's prefix).
const require = createRequire(import.meta.url);
const { default: eleventyUrl } = await import(pathToFileURL(path.join(path.dirname(require.resolve("@11ty/eleventy")), "Filters", "Url.js")).href);

const URLS = [
  "/", "", "//", "//cdn.example.com/x.js", "/a", "/a/", "/a//b", "/a/b///", "/a/./b/", "/a/../b", "/..", "/a/..", "/../x",
  "/a%20b/", "/ä/ö/", "/x?y=1#z", "/#top", "/_docgen/docgen.css", "/api/pets/get/", "https://example.com/a", "mailto:a@b.c",
  "#frag", "?q=1", "relative/path", "./here", "../up", "/a\\b", "/ ", "/a b/", "///x",
];
const PREFIXES = ["/", "", ".", "/docs", "/docs/", "docs", "/docs//", "/a/b/", "/x/../"];

function randomPath(seed) {
  const pieces = ["/", "/", "a", "b", ".", "..", "//", "%2F", "?", "#", "-", "é"];
  let s = seed;
  let out = "/";
  const length = 1 + (s % 9);
  for (let i = 0; i < length; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out += pieces[s % pieces.length];
  }
  return out;
}

test("every answer is the one Eleventy's url filter gives, for every prefix", (t) => {
  const urls = [...URLS, ...Array.from({ length: 2000 }, (_, i) => randomPath(i + 1))];
  for (const prefix of PREFIXES) {
    const filter = (url) => eleventyUrl(url, prefix);
    const ours = prefixedUrls(() => filter);
    for (const url of urls) t.is(ours.url(url), eleventyUrl(url, prefix), `${JSON.stringify(url)} under the prefix ${JSON.stringify(prefix)}`);
  }
});

test("with no prefix a site path never reaches the filter; with one, each URL reaches it once; reset starts over", (t) => {
  const asked = [];
  let prefix = "/";
  const filter = (url) => {
    asked.push(url);
    return eleventyUrl(url, prefix);
  };
  const ours = prefixedUrls(() => filter);
  t.is(ours.url("/api/pets/"), "/api/pets/");
  t.is(ours.url("/api//pets"), "/api/pets");
  t.is(ours.url("//cdn.example.com/x.js"), "//cdn.example.com/x.js");
  t.deepEqual(asked, ["/", "//cdn.example.com/x.js"], "only the probe for the prefix and the protocol-relative URL");
  asked.length = 0;
  prefix = "/docs/";
  ours.reset();
  t.is(ours.url("/api/pets/"), "/docs/api/pets/");
  t.is(ours.url("/api/pets/"), "/docs/api/pets/");
  t.deepEqual(asked, ["/", "/api/pets/"]);
});
