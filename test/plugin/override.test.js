// Theme overrides: a user's _includes/docgen/<name>.njk replaces the built-in component template or layout.
import test from "ava";
import { buildDocs, buildWithPlugin, mainOf } from "../helpers/site.js";

// Deliberately indented, with blank lines: template whitespace must not turn into Markdown code blocks.
const PARAM_OVERRIDE = `{#- my param-field -#}
<div class="my-param" data-in="{{ paramType }}">

    <strong class="my-name">{{ name }}</strong>
        <em class="my-type">{{ type }}</em>{% if required %} <b>REQ</b>{% endif %}

        <div class="my-body">{{ body }}</div>
</div>
`;

const BODY = [
  "The **id**, see [docs](https://example.com).",
  "",
  "- one",
  "- two",
  "",
  "```json",
  '{ "a": 1,',
  "",
  '  "b": "<&>" }',
  "```",
].join("\n");

const page = `# Page\n\n{% ParamField name="id", type="integer", paramType="path", required=true %}\n${BODY}\n{% endParamField %}\n\n{% ResponseField name="other" %}Untouched.{% endResponseField %}\n`;

test("a user's _includes/docgen/param-field.njk replaces the built-in template; indented, it still renders Markdown bodies", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/param-field.njk": PARAM_OVERRIDE,
    "index.md": page,
    "njk-page.njk": page,
  });
  try {
    for (const file of ["index.md", "njk-page.njk"]) {
      const html = mainOf(await site.html(file));
      t.regex(html, /<div class="my-param" data-in="path">/, `${file}: the override is used`);
      t.notRegex(html, /docgen-field--param/, `${file}: the built-in param template is not`);
      t.regex(html, /<strong class="my-name">id<\/strong>/);
      t.regex(html, /<em class="my-type">integer<\/em> <b>REQ<\/b>/);
      const body = /<div class="my-body">([\s\S]*?)<\/div>\s*<\/div>/.exec(html)?.[1] ?? "";
      t.regex(body, /<p>The <strong>id<\/strong>, see <a href="https:\/\/example\.com">docs<\/a>\.<\/p>/, `${file}: paragraph`);
      t.regex(body, /<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/, `${file}: list`);
      t.regex(body, /<pre tabindex="0"><code class="language-json">\{ "a": 1,\n\n {2}"b": "&lt;&amp;&gt;" \}\n<\/code><\/pre>/, `${file}: code`);
      t.notRegex(html, /&lt;(strong|em|div)/, `${file}: the override's markup is not escaped into text`);
      // Other components still use the built-in templates.
      t.regex(html, /docgen-field--response[\s\S]*<p>Untouched\.<\/p>/);
    }
  } finally {
    await site.cleanup();
  }
});

test("an override may place the body more than once: it is there each time", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/field.njk": '<div class="twice"><div class="first">{{ body }}</div><div class="second">{{ body }}</div></div>',
    "index.md": '# Page\n\n{% Field name="a" %}Body **text**.{% endField %}\n',
    "njk-page.njk": '{% Field name="a" %}Body **text**.{% endField %}\n',
  });
  try {
    for (const file of ["index.md", "njk-page.njk"]) {
      const html = mainOf(await site.html(file));
      t.regex(html, /<div class="first">\s*<p>Body <strong>text<\/strong>\.<\/p>\s*<\/div><div class="second">\s*<p>Body <strong>text<\/strong>\.<\/p>\s*<\/div>/, file);
      t.false(html.includes("docgen-body"), `${file}: no placeholder left`);
    }
  } finally {
    await site.cleanup();
  }
});

test("an override receives escaped values", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/param-field.njk": '<div class="mine" title="{{ default }}">{{ name }}|{{ default }}</div>',
    "index.md": '{% ParamField name="<b>x</b>", default="\\"q\\" & \'s\'" %}{% endParamField %}\n',
  });
  try {
    const html = mainOf(await site.html("index.md"));
    t.regex(html, /<div class="mine" title="&quot;q&quot; &amp; &#39;s&#39;">&lt;b&gt;x&lt;\/b&gt;\|&quot;q&quot; &amp; &#39;s&#39;<\/div>/);
  } finally {
    await site.cleanup();
  }
});

test("a user's _includes/docgen/page.njk replaces the default layout", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/page.njk": '<!doctype html><html><head><title>MINE {{ title }}</title></head><body class="my-layout"><article>{{ content | safe }}</article></body></html>',
    "index.md": "---\ntitle: Home\n---\n# Hello\n\n{% Field name=\"a\" %}Field body.{% endField %}\n",
  });
  try {
    const html = await site.html("index.md");
    t.regex(html, /<title>MINE Home<\/title>/);
    t.regex(html, /<body class="my-layout"><article>/);
    t.notRegex(html, /docgen-site|docgen-header|docgen-sidebar/, "nothing from the default layout");
    t.regex(html, /<h1[^>]*>Hello<\/h1>/);
    t.regex(html, /<p>Field body\.<\/p>/);
    t.regex(html, /<link rel="stylesheet" href="[^"]*_docgen\/docgen\.css">/, "components' CSS is still injected into the user's layout");
  } finally {
    await site.cleanup();
  }
});

test("a user's _includes/docgen/sidebar.njk replaces the default sidebar and receives the navigation tree", async (t) => {
  const site = await buildDocs(
    {
      "_includes/docgen/sidebar.njk":
        '<ol class="my-nav">{% for group in docgenSidebar %}<li data-group="{{ group.label }}">{% for item in group.items %}<a href="{{ item.url }}"{% if item.current %} data-here{% endif %}>{{ item.label }}</a>{% endfor %}</li>{% endfor %}</ol>',
      "index.md": "---\ntitle: Home\n---\nHome.\n",
      "guides/install.md": "---\ntitle: Install\n---\nInstall.\n",
    },
    { config: { sidebar: [{ group: "Guides", pages: ["index", "guides/install"] }] } },
  );
  try {
    const html = await site.html("guides/install.md");
    t.regex(html, /<ol class="my-nav"><li data-group="Guides"><a href="\/">Home<\/a><a href="\/guides\/install\/" data-here>Install<\/a><\/li><\/ol>/);
    t.notRegex(html, /docgen-sidebar__group/, "the built-in sidebar template is not used");
    t.regex(html, /class="docgen-header/, "the default page layout is still used around it");
  } finally {
    await site.cleanup();
  }
});

test("plugin users: an override in their includes folder wins too", async (t) => {
  const site = await buildWithPlugin({
    "_includes/docgen/api.njk": '<section class="my-api">{{ method }} {{ path }}{{ body }}</section>',
    "index.md": '{% Api method="put", path="/a/{id}" %}\nUpdated.\n{% endApi %}\n',
  });
  try {
    const html = await site.html("index.md");
    t.regex(html, /<section class="my-api">PUT \/a\/\{id\}/);
    t.regex(html, /<p>Updated\.<\/p>/);
  } finally {
    await site.cleanup();
  }
});
