// Bump.sh's call-outs in spec Markdown (a quote whose first line is `info`, `warn`, `success` or `error`, as Train
// Travel's Payments tag writes `> warn`) are alerts on the page, as GitHub's `> [!WARNING]` are: before, the reader
// saw a quote that began with the word "warn".
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { bumpCallouts } from "../../dist/openapi/write/prose.js";
import { buildDocs, mainOf } from "../helpers/site.js";

test("each type's first line becomes GitHub's marker; anything else is left as written", (t) => {
  t.is(bumpCallouts("Pay.\n\n> warn\n> Bookings expire."), "Pay.\n\n> [!WARNING]\n> Bookings expire.");
  t.is(bumpCallouts("> info\n> a\n\n>success\n> b\n\n  > ERROR  \n> c"), "> [!NOTE]\n> a\n\n>[!TIP]\n> b\n\n  > [!CAUTION]\n> c");
  t.is(bumpCallouts("> warn\r\n> Windows lines."), "> [!WARNING]\r\n> Windows lines.");
  const unchanged = [
    "No quote at all.",
    "> warn about this\n> a sentence that starts with the word",
    "> Some quote\n> warn\n> in its middle",
    "```\n> warn\n> in code\n```",
    "~~~~md\n> info\n~~~\n> error\n~~~~",
    "    > warn (indented code)",
    "Text > warn",
  ];
  for (const text of unchanged) t.is(bumpCallouts(text), text, text);
  t.is(bumpCallouts("```\ncode\n```\n> info\n> after the code"), "```\ncode\n```\n> [!NOTE]\n> after the code");
});

const document = {
  openapi: "3.1.0",
  info: { title: "Trains", version: "1", description: "> info\n> Read this first.\n\nBook train trips across Europe." },
  tags: [{ name: "Payments", description: "Pay for bookings.\n\n> warn\n> Bookings usually expire within 1 hour." }],
  paths: {
    "/payments": {
      post: {
        summary: "Pay",
        tags: ["Payments"],
        description: "> success\n> Payments are instant.\n\nTakes a payment.\n\n```\n> error\n```",
        responses: { 200: { description: "OK" } },
      },
    },
  },
};

test("built: the tag's and the operation's call-outs are alerts; the page descriptions pass over them", async (t) => {
  const { files } = generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  const pages = Object.fromEntries(files.map((f) => [f.path, f.content]));
  t.regex(pages["payments/create.md"], /\ndescription: "Takes a payment\."\n/, "the sentence after the call-out");
  t.regex(pages["index.md"], /\ndescription: "Book train trips across Europe\."\n/);
  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const index = mainOf(await site.html("api/index.md"));
  t.regex(index, /<div class="docgen-alert docgen-alert--warning" role="note">\s*<p class="docgen-alert__title">Warning<\/p>\s*<p>Bookings usually expire within 1 hour\.<\/p>/);
  t.regex(index, /docgen-alert--note[\s\S]*Read this first\./);
  t.notRegex(index, /<blockquote>/);
  const operation = mainOf(await site.html("api/payments/create.md"));
  t.regex(operation, /docgen-alert--tip" role="note">\s*<p class="docgen-alert__title">Tip<\/p>\s*<p>Payments are instant\.<\/p>/);
  t.regex(operation, /<pre tabindex="0"><code>&gt; error&#10;<\/code><\/pre>/, "the fenced line stays code");
});
