// For every component: missing required attributes fail naming page/component/attribute, unknown attributes
// warn, every attribute value is escaped, URLs are limited to http(s) and relative paths.
import test from "ava";
import { buildDocs, buildError, mainOf } from "../helpers/site.js";

const REQUIRED = [
  ["ParamField", "name", ""],
  ["ResponseField", "name", ""],
  ["Field", "name", ""],
  ["Image", "src", ' alt="x"'],
  ["Image", "alt", ' src="/a.png"'],
  ["Video", "src", ""],
  ["YouTube", "id", ""],
  ["Vimeo", "id", ""],
  ["Folder", "name", ""],
  ["File", "name", ""],
];

for (const [component, attribute, others] of REQUIRED) {
  test(`${component} without ${attribute} fails the build naming the page, the component and the attribute`, async (t) => {
    const message = await buildError({ "guides/broken-page.md": `# Broken\n\n{% ${component}${others} %}{% end${component} %}\n` });
    t.regex(message, /guides\/broken-page\.md/);
    t.true(message.includes(component), message);
    t.true(message.includes(`"${attribute}"`), message);
  });
}

test("a required attribute given as an empty string is still missing", async (t) => {
  const message = await buildError({ "p.md": '{% ParamField name="" %}{% endParamField %}' });
  t.regex(message, /p\.md[\s\S]*ParamField[\s\S]*"name"/);
});

test("a wrong attribute type fails naming the attribute", async (t) => {
  t.regex(await buildError({ "p.md": '{% ParamField name="a", required="yes" %}{% endParamField %}' }), /p\.md[\s\S]*"required"/);
  t.regex(await buildError({ "p.md": '{% ParamField name="a", paramType="form" %}{% endParamField %}' }), /p\.md[\s\S]*paramType/);
  t.regex(await buildError({ "p.md": '{% Api method="FETCH" %}{% endApi %}' }), /p\.md[\s\S]*method/);
  t.regex(await buildError({ "p.md": '{% YouTube id="dQw4w9WgXcQ", start="soon" %}{% endYouTube %}' }), /p\.md[\s\S]*start/);
});

test("Api's method: a registered HTTP method (WebDAV's, LINK, QUERY) or PURGE builds; a typo fails, naming the list", async (t) => {
  const message = await buildError({ "p.md": '{% Api method="GTE" %}{% endApi %}' });
  t.regex(message, /p\.md[\s\S]*method="GTE" is not an HTTP method\. Use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE, QUERY, or another of IANA's HTTP Method Registry/);
  t.regex(await buildError({ "p.md": '{% Api method="CONNECT" %}{% endApi %}' }), /method="CONNECT" is not an HTTP method/);
  const site = await buildDocs({ "p.md": ["PROPFIND", "purge", "LINK", "VERSION-CONTROL"].map((m) => `{% Api method="${m}", path="/x" %}{% endApi %}`).join("\n\n") });
  t.teardown(site.cleanup);
  const badges = [...mainOf(await site.html("p.md")).matchAll(/<span class="docgen-method docgen-method--([a-z-]+)">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]);
  t.deepEqual(badges, [["propfind", "PROPFIND"], ["purge", "PURGE"], ["link", "LINK"], ["version-control", "VERSION-CONTROL"]]);
});

test("Api's oauthFlows: a flow Try it does not run fails, naming the page, the flow and the ones it runs", async (t) => {
  const message = await buildError({ "p.md": '{% Api method="GET", path="/me", server="https://a.example", oauthFlows="authorizationCode authCode", tokenUrl="/t" %}{% endApi %}' });
  t.regex(message, /p\.md[\s\S]*oauthFlows="authorizationCode authCode" names "authCode", which is not a flow Try it runs\. Use authorizationCode, implicit, clientCredentials, password, space-separated\./);
  const site = await buildDocs({ "p.md": '{% Api method="GET", path="/me", server="https://a.example", oauthFlows=" password  implicit ", tokenUrl="/t", authorizationUrl="/a" %}{% endApi %}' });
  t.teardown(site.cleanup);
  t.regex(await site.html("p.md"), /data-oauth-flows=" password  implicit "/);
});

test("unknown attributes warn (naming page, component and attribute) and are ignored; the page still builds", async (t) => {
  const site = await buildDocs({
    "warn.md": [
      '{% ParamField name="id", requird=true %}{% endParamField %}',
      '{% Api colour="red" %}{% endApi %}',
      '{% Image src="/a.png", alt="a", zooom=true %}{% endImage %}',
    ].join("\n\n"),
  });
  try {
    t.is(site.warnings.length, 3, site.warnings.join("\n"));
    const [param, api, image] = site.warnings;
    t.regex(param, /warn\.md/);
    t.regex(param, /ParamField/);
    t.regex(param, /"requird"/);
    t.regex(param, /"required"/, "suggests the closest known attribute");
    t.regex(api, /Api[\s\S]*"colour"/);
    t.regex(image, /Image[\s\S]*"zooom"/);
    const html = mainOf(await site.html("warn.md"));
    t.regex(html, /docgen-field__optional/, "the misspelt attribute had no effect");
    t.notRegex(html, /colour|requird/);
  } finally {
    await site.cleanup();
  }
});

const EVIL = `<script>alert("x")</script> 'single' & "double"`;
const EVIL_NJK = EVIL.replace(/"/g, '\\"');

test("every attribute value that reaches HTML is escaped", async (t) => {
  const v = EVIL_NJK;
  const site = await buildDocs({
    "escape.md": [
      `{% Api path="/a/{${v}}", title="${v}", auth="${v}" %}{% endApi %}`,
      `{% ParamField name="${v}", type="${v}", default="${v}" %}{% endParamField %}`,
      `{% ResponseField name="${v}", type="${v}" %}{% endResponseField %}`,
      `{% Field name="a.${v}", type="${v}", default="${v}" %}{% endField %}`,
      `{% Image src="/a.png?q=1&r='x'", alt="${v}", caption="${v}" %}{% endImage %}`,
      `{% Video src="/v.mp4?a=1&b=2", poster="/p.png?x=\\"y\\"", title="${v}" %}{% endVideo %}`,
      `{% YouTube id="dQw4w9WgXcQ", title="${v}" %}{% endYouTube %}`,
      `{% Vimeo id="76979871", title="${v}" %}{% endVimeo %}`,
      `{% Mermaid caption="${v}" %}graph TD\nA-->B{% endMermaid %}`,
      `{% Tree label="${v}" %}{% Folder name="${v}", icon="${v}" %}{% File name="${v}", icon="${v}" %}{% endFile %}{% endFolder %}{% endTree %}`,
    ].join("\n\n"),
  });
  try {
    const html = mainOf(await site.html("escape.md"));
    t.notRegex(html, /<script/i, "no raw <script> anywhere");
    t.false(html.includes(`'single'`), "single quotes are escaped");
    t.false(html.includes(`"double"`), "double quotes are escaped");
    t.false(/&(?!(?:amp|lt|gt|quot|#39|#10|#x27|#34);)/.test(html.replace(/&#\d+;/g, "")), "every & is escaped");
    // The escaped text is there (once per attribute that is shown), not dropped.
    const shown = html.split("&lt;script&gt;alert(").length - 1;
    t.true(shown >= 15, `escaped values are shown (${shown})`);
    // Attribute values never break out of their quotes: every tag parses to attributes only.
    for (const tag of html.match(/<[a-z][^>]*>/g)) {
      t.regex(tag, /^<[a-z0-9-]+(\s+[a-z-]+(="[^"]*")?)*\s*\/?>$/i, tag);
    }
  } finally {
    await site.cleanup();
  }
});

test("javascript:, data: and protocol-relative URLs fail the build; the message names page and attribute", async (t) => {
  const cases = [
    ['{% Image src="javascript:alert(1)", alt="x" %}{% endImage %}', "src"],
    ['{% Image src="JavaScript:alert(1)", alt="x" %}{% endImage %}', "src"],
    ['{% Image src=" javascript:alert(1)", alt="x" %}{% endImage %}', "src"],
    ['{% Image src="java\\tscript:alert(1)", alt="x" %}{% endImage %}', "src"],
    ['{% Image src="data:image/png;base64,AAAA", alt="x" %}{% endImage %}', "src"],
    ['{% Image src="//evil.example/a.png", alt="x" %}{% endImage %}', "src"],
    ['{% Image src="\\\\\\\\evil.example/a.png", alt="x" %}{% endImage %}', "src"],
    ['{% Video src="javascript:alert(1)" %}{% endVideo %}', "src"],
    ['{% Video src="data:video/mp4;base64,AAAA" %}{% endVideo %}', "src"],
    ['{% Video src="/v.mp4", poster="javascript:alert(1)" %}{% endVideo %}', "poster"],
    ['{% Video src="/v.mp4", poster="//evil.example/p.png" %}{% endVideo %}', "poster"],
    ['{% Video src="vbscript:x" %}{% endVideo %}', "src"],
  ];
  for (const [page, attribute] of cases) {
    const message = await buildError({ "urls/bad.md": page });
    t.regex(message, /urls\/bad\.md/, page);
    t.true(message.includes(attribute), `${page}: ${message}`);
  }
});

test("http(s) and relative URLs are accepted as written", async (t) => {
  const urls = ["http://example.com/a.png", "https://example.com/a.png?x=1#y", "/abs/a.png", "rel/a.png", "./a.png", "../a.png", "a.png#frag"];
  const site = await buildDocs({
    "urls/ok.md": urls.map((u) => `{% Image src="${u}", alt="a" %}{% endImage %}\n\n{% Video src="${u}", poster="${u}" %}{% endVideo %}`).join("\n\n"),
  });
  try {
    const html = mainOf(await site.html("urls/ok.md"));
    const imgs = [...html.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);
    const videos = [...html.matchAll(/<video src="([^"]*)" poster="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    t.deepEqual(imgs, urls);
    t.deepEqual(videos, urls.map((u) => [u, u]));
  } finally {
    await site.cleanup();
  }
});

test("a Nunjucks syntax error in a component tag fails with the page and the reason, not just a position", async (t) => {
  const missingComma = await buildError({ "guides/syntax.md": '{% Field name="a" type="b" %}{% endField %}' });
  t.regex(missingComma, /guides\/syntax\.md/);
  t.regex(missingComma, /expected comma/);
  const unclosed = await buildError({ "guides/unclosed.md": '{% Field name="a" %}never closed' });
  t.regex(unclosed, /guides\/unclosed\.md/);
  t.regex(unclosed, /end of file|endField/);
});
