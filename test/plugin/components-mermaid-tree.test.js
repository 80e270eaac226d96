// Mermaid (source kept exactly) and Tree/Folder/File through real builds, in .md and .njk pages.
import test from "ava";
import { buildDocs, buildError, mainOf } from "../helpers/site.js";
import { attr, chunks, decode } from "./html.js";

// Blank lines, indentation (spaces and a tab), arrows, both quotes, <, > and &, and Markdown-looking lines.
const FLOWCHART = [
  "graph TD",
  '    A["Start <here> & go"] --> B{Is it?}',
  "",
  "",
  "    B -->|'yes'| C[OK]",
  "\tC -.-> D>Done]",
  "    %% a comment",
  "    - not a list",
  "    # not a heading",
  "        deeply --- indented",
  "    E --x F & G",
].join("\n");
const SEQUENCE = ["sequenceDiagram", "    Alice->>+John: Hello John, how are you?", "", "    John-->>-Alice: Great!", "    Note right of John: a < b && c > d"].join("\n");

const mermaidPage = (source, attrs = "") => `Intro.\n\n{% Mermaid${attrs} %}\n${source}\n{% endMermaid %}\n\nAfter.\n`;

let site;
test.before(async () => {
  site = await buildDocs({
    "diagrams/flow.md": mermaidPage(FLOWCHART, ' caption="The <flow>", theme="dark"'),
    "diagrams/sequence.md": mermaidPage(SEQUENCE),
    "diagrams/flow-njk.njk": mermaidPage(FLOWCHART),
    "tree.md": [
      "{% Tree %}",
      '{% Folder name="src", open=true %}',
      '{% Folder name="lib" %}',
      '{% File name="a.ts", icon="📄" %}{% endFile %}',
      "{% endFolder %}",
      '{% File name="index.ts" %}The **entry**.{% endFile %}',
      "{% endFolder %}",
      '{% File name="package.json" %}{% endFile %}',
      "{% endTree %}",
    ].join("\n"),
    "tree-indented.md": [
      '{% Tree label="Project" %}',
      '  {% Folder name="src", open=true %}',
      '    {% Folder name="lib" %}',
      '      {% File name="a.ts" %}{% endFile %}',
      "    {% endFolder %}",
      "  {% endFolder %}",
      "{% endTree %}",
    ].join("\n"),
  });
});
test.after.always(async () => site?.cleanup());

function preText(html) {
  const pres = [...html.matchAll(/<pre class="docgen-mermaid__source"[^>]*>([\s\S]*?)<\/pre>/g)];
  return pres.map((m) => decode(m[1]));
}

test("Mermaid source survives Markdown and Nunjucks exactly (.md page)", async (t) => {
  const html = mainOf(await site.html("diagrams/flow.md"));
  t.deepEqual(preText(html), [FLOWCHART]);
  t.regex(html, /<p>Intro\.<\/p>/);
  t.regex(html, /<p>After\.<\/p>/, "text after the diagram is still Markdown");
  t.regex(html, /<figcaption>The &lt;flow&gt;<\/figcaption>/);
  t.is(attr(html, "pre", "data-theme"), "dark");
});

test("Mermaid: sequence diagram source exact, theme defaults to default", async (t) => {
  const html = mainOf(await site.html("diagrams/sequence.md"));
  t.deepEqual(preText(html), [SEQUENCE]);
  t.is(attr(html, "pre", "data-theme"), "default");
  t.notRegex(html, /<figcaption/);
});

test("Mermaid source survives in a .njk page too", async (t) => {
  t.deepEqual(preText(mainOf(await site.html("diagrams/flow-njk.njk"))), [FLOWCHART]);
});

test("the mermaid script is loaded on pages with a diagram, not on others", async (t) => {
  t.regex(await site.html("diagrams/flow.md"), /<script src="https:\/\/cdn\.jsdelivr\.net\/npm\/mermaid@11\/dist\/mermaid\.min\.js"/, "CDN default pins the major version");
  t.notRegex(await site.html("tree.md"), /mermaid/);
});

test("Mermaid with no source or an unknown theme fails the build naming the page", async (t) => {
  t.regex(await buildError({ "m.md": "{% Mermaid %}\n\n{% endMermaid %}" }), /m\.md[\s\S]*Mermaid/);
  t.regex(await buildError({ "m.md": '{% Mermaid theme="neon" %}graph TD\nA-->B{% endMermaid %}' }), /m\.md[\s\S]*theme/);
});

test("Tree: folders open or closed (details), nested folders and files, icon replaces the default", async (t) => {
  const html = mainOf(await site.html("tree.md"));
  t.regex(html, /<div class="docgen-tree">\s*<ul class="docgen-tree__list" aria-label="File tree">/, "label defaults to File tree");
  const folders = chunks(html, '<li class="docgen-tree__item docgen-tree__item--folder"');
  t.is(folders.length, 2);
  t.regex(folders[0], /^[^]*?<details open(="")?>\s*<summary>[^]*?>src</, "open=true renders an open <details>");
  t.regex(folders[1], /^[^]*?<details>\s*<summary>[^]*?>lib</, "folders are closed by default");
  // lib is inside src; a.ts inside lib; index.ts inside src after lib; package.json at the top level.
  const order = ["src", "lib", "a.ts", "index.ts", "package.json"].map((n) => html.indexOf(`docgen-tree__name">${n}<`));
  t.false(order.includes(-1), "every item rendered");
  t.deepEqual([...order].sort((a, b) => a - b), order);
  const closeOfLib = html.indexOf("</details>");
  t.true(html.indexOf("a.ts") < closeOfLib && closeOfLib < html.indexOf("index.ts"), "a.ts is inside lib, index.ts is not");
  const files = chunks(html, '<li class="docgen-tree__item docgen-tree__item--file"');
  t.is(files.length, 3);
  t.regex(files[0], /<span class="docgen-tree__icon" aria-hidden="true">📄<\/span>/, "a given icon replaces the default icon class");
  t.regex(files[1], /docgen-tree__icon docgen-tree__icon--file/, "files without icon get the default");
  t.regex(files[1], /<strong>entry<\/strong>/, "a File note is Markdown");
  t.regex(html, /docgen-sr-only[^>]*> \(folder\)/, "folders are announced as folders to screen readers");
});

test("Tree: indented Folder and File tags nest the same and never become code blocks", async (t) => {
  const html = mainOf(await site.html("tree-indented.md"));
  t.notRegex(html, /<pre|<code/);
  t.notRegex(html, /\{%|%\}/);
  t.regex(html, /aria-label="Project"/);
  t.is(chunks(html, '<li class="docgen-tree__item docgen-tree__item--folder"').length, 2);
  t.true(html.indexOf(">lib<") < html.indexOf(">a.ts<") && html.indexOf(">a.ts<") < html.lastIndexOf("</details>"));
});
