// Api, ParamField, ResponseField and Field through one real docgen build: every attribute and default.
import test from "ava";
import { buildDocs, mainOf } from "../helpers/site.js";
import { attr, chunks, decode } from "./html.js";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const pages = {
  "api/defaults.md": "{% Api %}Just the defaults.{% endApi %}\n",
  "api/full.md": '{% Api method="post", path="/pets/{petId}/toys/{toyId}", title="Add a toy", auth="Bearer token (JWT)" %}Creates a toy.{% endApi %}\n',
  "api/heading.md": '# Add a toy\n\n{% Api method="post", path="/toys", title="Add a toy" %}Creates a toy.{% endApi %}\n',
  "api/heading-closed.md": '  # Add a toy ##  \r\n\r\n{% Api path="/toys", title=" Add a toy" %}{% endApi %}\r\n',
  "api/heading-escaped.md": '# List \\`toys\\` \\*fast\\* &#123;id&#125; &lt;b&gt;\n\n{% Api path="/toys", title="List `toys` *fast* {id} <b>" %}{% endApi %}\n',
  "api/heading-other.md": '# Toys\n\n{% Api path="/toys", title="Add a toy" %}{% endApi %}\n\n## Add a toy\n',
  "api/heading-in-code.md": '```bash\n# Add a toy\n```\n\n{% Api path="/toys", title="Add a toy" %}{% endApi %}\n',
  "api/heading-after-code.md": '~~~~\n```\n~~~~\n\n# Add a toy\n\n{% Api path="/toys", title="Add a toy" %}{% endApi %}\n',
  "api/heading-html.njk": '<h1>Add a toy</h1>\n# Add a toy\n{% Api path="/toys", title="Add a toy" %}{% endApi %}\n',
  "api/methods.md": METHODS.map((m) => `{% Api method="${m}", path="/m" %}{% endApi %}`).join("\n\n") + "\n",
  "api/params.md": [
    '{% ParamField name="q" %}{% endParamField %}',
    '{% ParamField name="petId", type="integer", paramType="path", required=true %}The pet.{% endParamField %}',
    '{% ParamField name="X-Trace", paramType="header" %}{% endParamField %}',
    '{% ParamField name="session", paramType="cookie", default="anon" %}{% endParamField %}',
    '{% ParamField name="owner.name", paramType="body", required=false, default=10 %}{% endParamField %}',
  ].join("\n\n") + "\n",
  "api/responses.md": [
    '{% ResponseField name="id" %}{% endResponseField %}',
    '{% ResponseField name="nickname", type="string", nullable=true %}May be null.{% endResponseField %}',
    '{% ResponseField name="owner.address.city", type="string", nullable=false %}{% endResponseField %}',
  ].join("\n\n") + "\n",
  "api/fields.md": [
    '{% Field name="meta", type="object" %}{% endField %}',
    '{% Field name="address" %}{% endField %}',
    '{% Field name="address.city", type="string", required=true, default="Paris", deprecated=true %}The city.{% endField %}',
    '{% Field name="legacy", deprecated=false %}{% endField %}',
  ].join("\n\n") + "\n",
};

let site;
const main = async (page) => mainOf(await site.html(page));

test.before(async () => {
  site = await buildDocs(pages);
});
test.after.always(async () => site?.cleanup());

test("Api defaults: GET and /, no title, no auth", async (t) => {
  const html = await main("api/defaults.md");
  t.regex(html, /<span class="docgen-method docgen-method--get">GET<\/span>/);
  t.regex(html, /<code class="docgen-api__path">\/<\/code>/);
  t.notRegex(html, /docgen-api__title/);
  t.notRegex(html, /docgen-api__auth/);
  t.regex(html, /<p>Just the defaults\.<\/p>/);
});

test("Api shows method, path with {placeholders}, title and auth as a protected endpoint", async (t) => {
  const html = await main("api/full.md");
  t.regex(html, /docgen-method--post">POST</, "method is upper-cased and shown as text");
  const path = /<code class="docgen-api__path">([\s\S]*?)<\/code>/.exec(html)[1];
  t.is(decode(path.replace(/<[^>]+>/g, "")), "/pets/{petId}/toys/{toyId}", "the path reads exactly as written, braces included");
  t.regex(path, /<span class="docgen-api__param">\{petId\}<\/span>/);
  t.regex(path, /<span class="docgen-api__param">\{toyId\}<\/span>/);
  t.regex(html, /<p class="docgen-api__title">Add a toy<\/p>/);
  const auth = /<span class="docgen-api__auth">([\s\S]*?)<\/span>\s*<\/div>/.exec(html)?.[1] ?? "";
  t.regex(auth, /Bearer token \(JWT\)/);
  t.regex(auth.replace(/<[^>]+>/g, ""), /authentication/i, "protection is stated in words, not only by an icon");
});

test("Api's title is not shown again under a Markdown page's # heading that reads the same", async (t) => {
  for (const page of ["api/heading.md", "api/heading-closed.md", "api/heading-escaped.md", "api/heading-after-code.md"]) {
    const html = await main(page);
    t.regex(html, /<h1[ >]/, `${page}: the heading`);
    t.regex(html, /<section class="docgen-api /, `${page}: the Api block`);
    t.notRegex(html, /docgen-api__title/, `${page}: no second title`);
  }
  // A different # heading (an ## one that matches does not count), a shell comment in a code block, and a page
  // that is not Markdown: shown.
  t.regex(await main("api/heading-other.md"), /<p class="docgen-api__title">Add a toy<\/p>/);
  t.regex(await main("api/heading-in-code.md"), /<p class="docgen-api__title">Add a toy<\/p>/);
  t.regex(await main("api/heading-html.njk"), /<p class="docgen-api__title">Add a toy<\/p>/);
});

test("each HTTP method has its own class and readable text", async (t) => {
  const html = await main("api/methods.md");
  const badges = [...html.matchAll(/<span class="docgen-method docgen-method--([a-z]+)">([^<]*)<\/span>/g)];
  t.deepEqual(
    badges.map((m) => [m[1], m[2]]),
    METHODS.map((m) => [m.toLowerCase(), m]),
  );
  const sections = [...html.matchAll(/<section class="docgen-api ([^"]*)"/g)].map((m) => m[1]);
  t.is(new Set(sections).size, METHODS.length, "each method's section carries a distinct class");
});

test("ParamField: default type and paramType, required/optional, every paramType incl. cookie and body, default shown", async (t) => {
  const html = await main("api/params.md");
  const [q, petId, header, cookie, body] = chunks(html, '<div class="docgen-field docgen-field--param"');
  t.truthy(body, "five ParamFields rendered");

  t.regex(q, /<code class="docgen-field__name">q<\/code>/);
  t.regex(q, /docgen-field__type">string</, "type defaults to string");
  t.regex(q, /docgen-field__in"[^>]*>query</, "paramType defaults to query");
  t.regex(q, /docgen-field__optional">optional</, "required defaults to false and is shown as optional");
  t.notRegex(q, /docgen-field__required/);
  t.notRegex(q, /docgen-field__default/, "no default shown when none is given");

  t.regex(petId, /docgen-field__type">integer</);
  t.regex(petId, /docgen-field__in"[^>]*>path</);
  t.regex(petId, /docgen-field__required">required</);
  t.notRegex(petId, /docgen-field__optional/);
  t.regex(petId, /<p>The pet\.<\/p>/);

  t.regex(header, /docgen-field__in"[^>]*>header</);
  t.regex(cookie, /docgen-field__in"[^>]*>cookie</);
  t.regex(cookie, /docgen-field__default">default: <code>anon<\/code>/);
  t.regex(body, /docgen-field__in"[^>]*>body</);
  t.regex(body, /docgen-field__default">default: <code>10<\/code>/, "a numeric default is shown");
  t.regex(body, /docgen-field__parent">owner\.<\/span>name/, "a dotted parameter name shows its parent");
});

test("ResponseField: type defaults to any, nullable shown only when true, dotted names nest", async (t) => {
  const html = await main("api/responses.md");
  const [id, nickname, city] = chunks(html, '<div class="docgen-field docgen-field--response"');
  t.regex(id, /docgen-field__type">any</);
  t.notRegex(id, /nullable/);
  t.regex(nickname, /docgen-field__type">string</);
  t.regex(nickname, /docgen-field__nullable">nullable</);
  t.regex(nickname, /<p>May be null\.<\/p>/);
  t.notRegex(city, /nullable/);
  t.regex(city, /data-depth="2"/);
  t.regex(city, /<span class="docgen-field__parent">owner\.address\.<\/span>city<\/code>/);
});

test("Field: defaults, dotted names nested under the parent, required, default, deprecated", async (t) => {
  const html = await main("api/fields.md");
  const [meta, address, city, legacy] = chunks(html, /<div class="docgen-field[^"]*" data-depth/);
  t.regex(meta, /docgen-field__type">object</);
  t.regex(address, /docgen-field__type">any</, "type defaults to any");
  t.regex(address, /data-depth="0"/);
  t.notRegex(address, /docgen-field__required|docgen-field__deprecated|docgen-field__default/);

  t.regex(city, /data-depth="1"/, "address.city is one level below address");
  t.regex(city, /style="--docgen-depth: 1"/, "and indented by its depth");
  t.regex(city, /<code class="docgen-field__name"><span class="docgen-field__parent">address\.<\/span>city<\/code>/);
  t.regex(city, /docgen-field__required">required</);
  t.regex(city, /docgen-field__default">default: <code>Paris<\/code>/);
  t.regex(city, /docgen-field--deprecated/);
  t.regex(city, /docgen-field__deprecated">deprecated</, "deprecation is stated in words");
  t.regex(city, /<p>The city\.<\/p>/);
  t.notRegex(legacy, /deprecated/);
});

test("the build has no warnings for valid attributes", (t) => {
  t.deepEqual(site.warnings, []);
});

test("Api's aria-label names the endpoint", async (t) => {
  const html = await main("api/full.md");
  t.is(attr(html, "section", "aria-label"), "POST /pets/{petId}/toys/{toyId}");
});
